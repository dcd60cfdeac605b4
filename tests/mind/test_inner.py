"""The inner life's model alone: needs drift with time and doing, the persona sets the rates,
mood goes back to rest, events are felt more by those in them, a bad table is one line."""

from dataclasses import replace

import pytest

from game.mind.inner import state as inner
from game.mind.inner.appraisal import Felt, feel
from game.mind.inner.mood import Mood, settle, word
from game.mind.inner.needs import Needs
from game.mind.inner.tables import InnerTableError, load, parse, tables
from game.mind.inner.temper import temper_of, trait_words
from game.mind.persona import Persona
from game.mind.types import Place, hhmm_to_min

T = tables()


def persona(wake="07:00", sleep="23:00", innate="patient, precise", pid="ann") -> Persona:
    return Persona(
        id=pid,
        name="Ann Lee",
        age=40,
        occupation="baker",
        innate=innate,
        learned="",
        currently="",
        lifestyle="",
        wake=hhmm_to_min(wake),
        sleep=hhmm_to_min(sleep),
        daily_requirement="",
        home=Place(sector="Lee House", arena="Bedroom"),
        work=None,
    )


def run(state, temper, minutes, kind):
    for _ in range(minutes):
        state = inner.advance(state, temper, T, 1.0, kind)
    return state


def test_eating_fills_sleeping_rests_and_time_awake_wears_both_down():
    temper = temper_of(persona(), T)
    start = inner.InnerState(needs=Needs(0.5, 0.5, 0.5, 0.5), mood=Mood())
    idle = run(start, temper, 60, "other")
    assert idle.needs.fullness < 0.5 and idle.needs.energy < 0.5
    assert run(start, temper, 10, "eat").needs.fullness > 0.9
    assert run(start, temper, 120, "sleep").needs.energy > 0.6
    assert run(start, temper, 15, "talk").needs.social > 0.9
    assert run(start, temper, 30, "leisure").needs.fun > 0.5
    assert run(start, temper, 120, "work").needs.fun < idle.needs.fun
    empty = run(start, temper, 2000, "other")
    assert empty.needs.values() == (0.0, 0.0, 0.0, 0.0)  # clamped, never below nothing
    assert max(run(start, temper, 2000, "eat").needs.values()) == 1.0


def test_a_night_owl_tires_late_and_a_night_restores_either():
    lark = temper_of(persona("05:30", "21:30"), T)
    owl = temper_of(persona("09:00", "01:00"), T)
    rested = inner.InnerState(needs=Needs(1, 1, 1, 1), mood=Mood())
    # at 22:00, each awake since its own wake-up time: the lark is past its bedtime, the owl not
    lark_at_ten = run(rested, lark, 990, "other").needs.energy
    owl_at_ten = run(rested, owl, 780, "other").needs.energy
    assert lark_at_ten < T.bedtime < owl_at_ten
    for temper, hours in ((lark, 16), (owl, 16)):
        at_bed = run(rested, temper, hours * 60, "other")
        assert at_bed.needs.energy == pytest.approx(T.bedtime, abs=0.01)
        night = run(at_bed, temper, (24 - hours) * 60, "sleep")
        assert night.needs.energy == 1.0


def test_traits_from_the_list_move_the_baseline_and_the_social_need():
    assert trait_words("warm, energetic, a little scattered") == ["warm", "energetic", "scattered"]
    plain = temper_of(persona(innate="precise"), T)
    cheerful = temper_of(persona(innate="cheerful, sociable"), T)
    shy = temper_of(persona(innate="shy"), T)
    assert cheerful.baseline[0] > plain.baseline[0]
    assert cheerful.decay["social"] > plain.decay["social"] > shy.decay["social"]


def test_mood_goes_back_to_its_rest_and_low_needs_pull_it_down():
    base = (0.2, 0.3)
    full = Needs(1, 1, 1, 1)
    upset = Mood(-0.6, 0.7)
    later = settle(upset, base, full, T, 180, "other")
    assert later.valence == pytest.approx(0.2 + (-0.6 - 0.2) / 2)  # one half-life
    day = settle(upset, base, full, T, 24 * 60, "other")
    assert abs(day.valence - 0.2) < 0.01
    starving = settle(Mood(*base), base, Needs(0, 1, 1, 1), T, 24 * 60, "other")
    assert starving.valence < 0.0
    assert word(Mood(0.6, 0.65), T) == "glad" and word(Mood(-0.35, 0.7), T) == "tense"


def test_an_event_is_felt_more_by_those_in_it_than_by_those_who_heard():
    calm = Mood(0.2, 0.3)
    in_it, part = feel(calm, Felt("quarrel"), T)
    heard, some = feel(calm, Felt("quarrel", in_it=False, closeness=0.9), T)
    stranger, none = feel(calm, Felt("quarrel", in_it=False, closeness=0.0), T)
    assert part == 1.0 and 0 < some < 1 and none == 0.0
    assert in_it.valence < heard.valence < calm.valence and stranger == calm
    s = inner.InnerState(needs=Needs(), mood=calm)
    after = inner.felt(s, Felt("workplace_closed"), T, now_s=100.0)
    assert after.cause == "workplace_closed" and after.cause_s == 100.0
    assert after.mood.valence < calm.valence
    assert inner.felt(s, Felt("quarrel"), T, 1.0, off=frozenset({"emotion"})) is s


def test_a_small_lift_does_not_take_the_place_of_what_still_upsets():
    """Ann's workplace is shut; two minutes later plans made in a talk cheer her a little, but
    she is still on edge: the shut workplace is still why (an hour later, or once the lift has
    her glad, the plans are)."""
    s = inner.InnerState(needs=Needs(), mood=Mood(0.0, 0.4))
    shut = inner.felt(s, Felt("workplace_closed"), T, now_s=100.0)
    cheered = inner.felt(shut, Felt("made_plans"), T, now_s=220.0)
    assert shut.mood.valence < cheered.mood.valence < 0.0
    assert (cheered.cause, cheered.cause_s) == ("workplace_closed", 100.0)
    later = inner.felt(shut, Felt("made_plans"), T, now_s=100.0 + inner.LATELY_S)
    assert later.cause == "made_plans"
    glad = inner.felt(replace(shut, mood=Mood(-0.1, 0.4)), Felt("made_plans"), T, now_s=220.0)
    assert glad.mood.valence > 0.0 and glad.cause == "made_plans"
    worse = inner.felt(shut, Felt("quarrel"), T, now_s=220.0)  # the same way: the newer
    assert worse.cause == "quarrel"


def test_switched_off_parts_stay_where_they_start():
    temper = temper_of(persona(), T)
    s = inner.initial(temper, T)
    no_needs = inner.advance(s, temper, T, 60, "work", frozenset({"needs"}))
    assert no_needs.needs == s.needs
    no_mood = inner.advance(replace(s, mood=Mood(-0.5, 0.9)), temper, T, 60, "work", {"emotion"})
    assert no_mood.mood == Mood(-0.5, 0.9)


def test_the_state_round_trips_exactly():
    temper = temper_of(persona(innate="cheerful"), T)
    s = run(inner.initial(temper, T), temper, 77, "talk")
    s = inner.felt(s, Felt("made_plans"), T, 12345.5)
    assert inner.InnerState.from_dict(s.to_dict()) == s


def test_a_bad_table_is_one_line_naming_the_entry(tmp_path):
    doc = {"needs": {"start": [1, 1, 1]}}
    with pytest.raises(InnerTableError, match=r"^x.toml: needs.start: expected 4 numbers$"):
        parse(doc, "x.toml")
    bad = tmp_path / "inner.toml"
    bad.write_text("[needs\n", encoding="utf-8")
    with pytest.raises(InnerTableError) as e:
        load(bad)
    assert str(e.value).startswith(str(bad)) and "\n" not in str(e.value)


def test_hours_at_home_with_nobody_about_are_lonelier_than_the_same_hours_among_people():
    """A day off in one's own rooms, seeing nobody, reaches the social need's level by the
    afternoon (the table's ``alone`` factor on its decay), not only at bedtime; the other needs
    run down as ever."""
    temper = temper_of(persona(), T)
    start = inner.InnerState(needs=Needs(0.8, 0.8, 0.8, 0.8), mood=Mood())
    among, alone = start, start
    for _ in range(6 * 60):
        among = inner.advance(among, temper, T, 1.0, "leisure")
        alone = inner.advance(alone, temper, T, 1.0, "leisure", alone=True)
    lost_among, lost_alone = 0.8 - among.needs.social, 0.8 - alone.needs.social
    assert lost_alone == pytest.approx(lost_among * T.alone["social"])
    assert T.alone["social"] > 1.0
    assert alone.needs.fullness == among.needs.fullness and alone.needs.fun == among.needs.fun
