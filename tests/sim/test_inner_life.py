"""The town's inner lives: advanced every step, moved by what happens, saved exactly, shown."""

import json

import pytest

from game.app_setup import build_simulation
from game.mind import gatherings
from game.mind.inner.appraisal import Felt
from game.mind.types import Action, Gathering, Place
from game.sim.simulation import SimConfig
from game.store.savefile import read_save, write_save

NEEDS = ("fullness", "energy", "social", "fun")


def town(n=8, seed=1, ablate=frozenset()):
    from game.mind.resident import MindConfig

    config = SimConfig(seed=seed, autosave_minutes=0, mind=MindConfig(ablate=ablate))
    return build_simulation("smallville", residents=n, config=config)


def inner_doc(sim):
    return json.loads(json.dumps(sim.get_state()["world"]["inner"]))


def test_three_hours_saved_loaded_and_three_more_equal_six_straight(tmp_path):
    straight = town()
    straight.run_steps(straight.clock.steps_for(6))
    first = town()
    first.run_steps(first.clock.steps_for(3))
    second = town()
    second.set_state(read_save(write_save(tmp_path / "half.json", first.get_state())))
    assert inner_doc(second) == inner_doc(first)
    second.run_steps(second.clock.steps_for(3))
    assert inner_doc(second) == inner_doc(straight)
    a, b = straight.get_state(), second.get_state()
    assert json.dumps(a["world"], sort_keys=True) == json.dumps(b["world"], sort_keys=True)
    moved = {rid: s["needs"] for rid, s in inner_doc(straight).items()}
    assert len({tuple(v) for v in moved.values()}) > 1  # not everyone alike: it really ran


def test_the_same_seed_gives_the_same_inner_day_and_an_old_save_starts_afresh():
    a, b = town(4), town(4)
    a.run_steps(a.clock.steps_for(2))
    b.run_steps(b.clock.steps_for(2))
    assert inner_doc(a) == inner_doc(b)
    state = a.get_state()
    del state["world"]["inner"]  # as a version-3 save upgraded (no inner life in it)
    fresh = town(4)
    start = inner_doc(fresh)
    fresh.set_state(json.loads(json.dumps(state)))
    assert inner_doc(fresh) == start


def test_a_closed_workplace_is_felt_by_its_staff_more_than_by_those_close_to_them():
    sim = town(25)
    sim.run_steps(sim.clock.steps_for(3))
    staff = {rid for rid in sim.order if (w := sim.residents[rid].persona.work)}
    sector = sim.residents[sorted(staff)[0]].persona.work.place.sector
    workers = [
        r for r in sim.order if (w := sim.residents[r].persona.work) and w.place.sector == sector
    ]
    before = {rid: s.mood.valence for rid, s in sim.inner.states.items()}
    sim.close_sector(sector)
    drop = {rid: before[rid] - s.mood.valence for rid, s in sim.inner.states.items()}
    for rid in workers:
        assert drop[rid] > 0.3, rid
        assert sim.inner.states[rid].cause == "workplace_closed"
    others = [rid for rid in sim.order if rid not in workers]
    assert max(drop[r] for r in others) < min(drop[r] for r in workers)
    assert any(drop[r] > 0 for r in others)  # someone close to them felt it too
    assert any(drop[r] == 0 for r in others)  # strangers did not
    mood, why, _ = sim.inner.view(workers[0], sim.now_s)
    assert why == "their workplace was closed" and mood
    closed_s = sim.now_s
    sim.open_sector(sector)
    sim.run_steps(sim.clock.steps_for(24))
    # a day later the mood is back near its rest, for each worker nothing else has moved since
    # (news of someone's trouble heard that evening is a mood of its own)
    calm = [rid for rid in workers if sim.inner.states[rid].cause_s <= closed_s]
    assert calm
    for rid in calm:
        s = sim.inner.states[rid]
        assert abs(s.mood.valence - sim.inner.tempers[rid].baseline[0]) < 0.25, rid


def test_a_talk_that_ended_in_a_row_is_felt_and_news_of_a_row_less():
    sim = town(3)
    me, other, far = sim.order
    mind = sim.residents[me]
    fact = {"key": "row:x", "about": [me, other], "topic": "quarrel", "mine": "We had words."}
    row = mind.memory.add("We had words.", kind="observation", now=sim.now_s, importance_10=6, meta={
        "event": True, "fact": {**fact, "told": "a row", "secret": False, "news": True, "event": None},
    })  # fmt: skip
    calm = sim.inner.states[me].mood.valence
    sim.inner.talk_concluded(sim, me, [row])
    assert sim.inner.states[me].mood.valence < calm - 0.3
    assert sim.inner.states[me].cause == "quarrel"
    listener = sim.residents[far]
    news = listener.memory.add("They had words.", kind="conversation", now=sim.now_s, importance_10=5, meta={
        "learned": True, "hand": 2,
        "fact": {**fact, "told": "a row", "secret": False, "news": True, "event": None},
    })  # fmt: skip
    before = sim.inner.states[far].mood.valence
    sim.inner.talk_concluded(sim, far, [news])
    felt = before - sim.inner.states[far].mood.valence
    assert 0 < felt < 0.4 * 0.4 + 1e-9  # heard of it (family): at most its share times closeness
    plain = sim.inner.states[other].mood.valence
    sim.inner.talk_concluded(sim, other, [])
    assert sim.inner.states[other].mood.valence > plain  # a talk with nothing in it: pleasant


def test_being_at_a_gathering_one_goes_to_is_fun_and_lifts_the_mood():
    sim = town(3)
    rid = sim.order[0]
    now = sim.clock.now
    minute = now.hour * 60 + now.minute
    g = Gathering(what="party", place="Bluebell Park", date=now.date().isoformat(),
                  start=minute, end=minute + 120)  # fmt: skip
    gatherings.remember(sim.residents[rid], g, True, "yes", sim.now_s)
    body = sim.bodies[rid]
    body.action = Action(
        start=minute, minutes=60, description="mingle", place=Place(sector="Bluebell Park")
    )
    body.path, body.asleep, body.conversation = [], False, None
    before = sim.inner.states[rid]
    sim.inner.advance(sim)
    after = sim.inner.states[rid]
    assert after.doing == "gathering" and after.cause == "gathering"
    assert after.mood.valence > before.mood.valence and after.needs.fun >= before.needs.fun


def test_the_snapshot_and_the_inspector_show_the_mood_and_the_needs():
    sim = town(3)
    sim.run_steps(60)
    view = sim.snapshot().residents[0]
    detail = sim.detail(view.id)
    assert view.mood and view.mood == detail.mood
    assert [n for n, _ in detail.needs] == list(NEEDS)
    assert all(0.0 <= v <= 1.0 for _, v in detail.needs)
    sim.inner.feel(sim, view.id, Felt("quarrel"))
    assert sim.detail(view.id).mood_why == "a quarrel"


@pytest.mark.parametrize("part", ["needs", "emotion"])
def test_an_ablated_part_stays_still_and_is_not_shown(part):
    sim = town(3, ablate=frozenset({part}))
    start = inner_doc(sim)
    sim.run_steps(sim.clock.steps_for(1))
    sim.inner.feel(sim, sim.order[0], Felt("quarrel"))
    end = inner_doc(sim)
    detail = sim.detail(sim.order[0])
    for rid in sim.order:
        if part == "needs":
            assert end[rid]["needs"] == start[rid]["needs"] and detail.needs == ()
        else:
            assert end[rid]["valence"] == start[rid]["valence"] and detail.mood == ""


def test_the_command_line_switches_the_inner_life_off(tmp_path, monkeypatch, capsys):
    """``--ablate needs,emotion`` reaches the town: its inner lives stay where they start."""
    from game import app_scenario
    from tests.scenarios.conftest import builtin_brain, small_parser

    built = []
    real = app_scenario.build_sim

    def spy(*a, **kw):
        sim, closers = real(*a, **kw)
        built.append(sim)
        return sim, closers

    monkeypatch.setattr(app_scenario, "build_sim", spy)
    args = small_parser().parse_args(
        ["--ablate", "needs,emotion", "--hours", "1", "--residents", "2"]
    )
    assert app_scenario.run_from_args(args, builtin_brain) == 0
    assert "no needs no emotion" in capsys.readouterr().out
    (sim,) = built
    assert sim.inner.off == {"needs", "emotion"}
    fresh = town(2)
    assert inner_doc(sim) == {
        rid: {**d, "doing": inner_doc(sim)[rid]["doing"]} for rid, d in inner_doc(fresh).items()
    }


def test_what_a_body_is_doing_is_read_from_records_not_words():
    """Asleep, talking, walking; at one's workplace in working hours all is work but a chat or
    a meal at a table (a meal's emoji at the stove is cooking for customers); working from home
    is not work in one's own kitchen; elsewhere the emoji, then the object's kind."""
    sim = town(25)
    tree = sim.town.tree

    def spot(sector, kinds):  # an object of one of ``kinds`` in ``sector``
        return next(o.place for o in tree.objects() if o.place.sector == sector and o.kind in kinds)

    def kind(rid, place, emoji, weekday=None, minute=None, **body):
        b = sim.bodies[rid]
        w = sim.residents[rid].persona.work
        b.action = Action(start=0, minutes=10, description="x", place=place, emoji=emoji)
        b.asleep, b.conversation, b.path = (
            body.get("asleep", False),
            body.get("conv"),
            body.get("path", []),
        )
        day = weekday or (w.days[0] if w else "mon")
        return sim.inner.kind_of(
            sim, rid, b, minute or (w.start + 30 if w else 720), "2026-02-13", day
        )

    away = next(r for r in sim.order if (w := sim.residents[r].persona.work)
                and w.place.sector != sim.residents[r].persona.home.sector
                and any(o.kind == "stove" for o in tree.objects() if o.place.sector == w.place.sector))  # fmt: skip
    shop = sim.residents[away].persona.work.place.sector
    stove = spot(shop, {"stove"})
    assert kind(away, stove, "🥐") == "work"  # baking for customers
    assert kind(away, stove, "💬") == "chat"
    assert kind(away, stove, "🥪") == "eat"  # a meal-only emoji: a sandwich at the stove is lunch
    off_day = next(d for d in ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
                   if d not in sim.residents[away].persona.work.days)  # fmt: skip
    assert kind(away, stove, "🥐", weekday=off_day) == "eat"  # not working: a croissant
    assert kind(away, stove, "🥐", asleep=True) == "sleep"
    assert kind(away, stove, "🥐", conv=1) == "talk"
    assert kind(away, stove, "🥐", path=[(1, 1)]) == "walk"
    home_worker = next((r for r in sim.order if (w := sim.residents[r].persona.work)
                        and w.place.sector == sim.residents[r].persona.home.sector), None)  # fmt: skip
    if home_worker is not None:
        home = sim.residents[home_worker].persona.home.sector
        table = spot(home, {"kitchen_table"})
        assert kind(home_worker, table, "🍽️") == "eat"
        assert kind(home_worker, table, "💬") == "dine"  # a chat over a meal at the table
        assert kind(home_worker, table, "📞") == "chat"  # a call at the table: no meal
    park = next(s.name for s in tree.sectors() if s.kind == "park")
    bench = spot(park, {"bench"})
    assert kind(away, bench, "") == "leisure"  # no emoji the table knows: the bench says


def test_the_mood_word_kept_for_the_snapshot_follows_every_change_of_mood():
    from dataclasses import replace

    from game.mind.inner.mood import Mood
    from game.mind.inner.mood import word as nearest_word

    sim = build_simulation("smallville", residents=2, config=SimConfig(seed=1, autosave_minutes=0))
    rid = sim.order[0]
    inner = sim.inner
    words = inner.tables.words
    for w, v, a in (min(words, key=lambda e: e[1]), max(words, key=lambda e: e[1])) * 2:
        inner.states[rid] = replace(inner.states[rid], mood=Mood(v, a))
        assert inner.word(rid) == w == nearest_word(inner.states[rid].mood, inner.tables)
        assert inner.word(rid) == w  # asked again: the same
    sim.run_steps(30)  # minutes pass: the mood moves on, the word is the nearest to it now
    assert inner.word(rid) == nearest_word(inner.states[rid].mood, inner.tables)


def test_one_at_home_with_nobody_about_gets_lonely_faster_than_with_someone_in_view():
    """The social need runs down faster for one awake in its own home who sees nobody awake
    about it (``Simulation.in_view``); someone in view, or being elsewhere, is the usual rate."""
    sim = town(8)
    sim.run_steps(sim.clock.steps_for(0.5))
    while int(sim.now_s // 60) == int((sim.now_s + sim.clock.step_seconds) // 60):
        sim.run_steps(1)  # the next step enters a new minute: the inner life moves in it
    sim.clock.tick()
    home = next(r for r in sim.order if (b := sim.bodies[r]).arena is not None
                and not b.asleep and b.conversation is None
                and b.arena.sector == sim.residents[r].persona.home.sector)  # fmt: skip
    other = next(r for r in sim.order if r != home)
    before = sim.inner.states[home]
    lost = {}
    for seen, awake in (((), True), ((other,), True), ((other,), False)):
        sim.inner.states[home] = before
        sim.bodies[other].asleep = not awake
        sim.in_view = lambda rid, seen=seen: seen if rid == home else ()
        sim.inner.advance(sim)
        lost[(seen, awake)] = before.needs.social - sim.inner.states[home].needs.social
    assert lost[((), True)] > lost[((other,), True)] > 0  # alone: lonelier by the minute
    assert lost[((other,), False)] == lost[((), True)]  # one asleep in view is no company
    elsewhere = sim.residents[home].persona
    sim.inner.states[home] = before
    sim.in_view = lambda rid: ()
    arena = sim.bodies[home].arena
    sim.bodies[home].arena = type(arena)(sector=elsewhere.home.sector + " (not home)")
    sim.inner.advance(sim)
    assert before.needs.social - sim.inner.states[home].needs.social == lost[((other,), True)]


def test_a_call_to_a_friend_at_home_is_company_of_a_sort_and_never_a_meal():
    """Ringing a friend from the sofa or the kitchen table was read as a chat at the table,
    a meal shared: it filled the stomach and counted in the meals eaten."""
    sim = town(25)
    tree = sim.town.tree
    rid = sim.order[0]
    home = sim.residents[rid].persona.home.sector
    spots = [
        o.place
        for o in tree.objects()
        if o.place.sector == home and o.kind in ("sofa", "kitchen_table")
    ]
    assert spots
    b = sim.bodies[rid]
    b.asleep, b.conversation, b.path = False, None, []
    for place in spots:
        b.action = Action(start=0, minutes=10, description="ring a friend", place=place, emoji="📞")
        assert sim.inner.kind_of(sim, rid, b, 20 * 60, "2026-02-13", "sun") == "chat"
        assert not sim.inner.is_meal(sim, rid, b.action)
