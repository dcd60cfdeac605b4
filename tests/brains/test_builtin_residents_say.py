"""What residents say, as blind readers of timelines heard it (issue 19): no "Never better."
before a worry, no guest's "Glad I came." from the landlord in his own pub, no "The usual?" to
a child, a goodbye at work that names what one is at (and none on one's day off)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from game.brains.builtin import talk_acts, talk_event, talk_fine, talk_leave
from game.brains.builtin.phrases import Phrasebook, fill, lines
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.profile import profile_of
from game.brains.builtin.situation import Block, Scene
from game.mind.brain import Listener
from game.mind.facts import Fact
from game.mind.types import Place
from tests.mind.test_reflect import make_resident

WORRY = "I'm worried sick that Bob's cough is getting worse."
BOB = Listener(id="bob", name="Bob Marsh", knows=True, relationship="a neighbour", age=40)
WED = date(2026, 9, 16)  # a Wednesday
SAT = date(2026, 9, 19)


def _card(**more):
    card = make_resident().card()
    return replace(
        card,
        work=Place(sector="The Mill", arena="Bar"),
        work_hours=(9 * 60, 17 * 60),
        work_days=("mon", "tue", "wed", "thu", "fri"),
        **more,
    )


def _scene(card=None, who: Listener = BOB, **more) -> Scene:
    card = card or _card()
    base = dict(
        sp=card, prof=profile_of(card), listener=who, others=(who,), kind="known", role="",
        addr="Bob", sector="The Mill", sector_kind="pub", owners="my workplace",
        now=11 * 60, today=WED,
        current=Block(9 * 60, 12 * 60, "serve drinks at the bar", doing="pulling a pint"),
    )  # fmt: skip
    return Scene(**{**base, **more})


# ---------------------------------------------------------------- 1: no "Never better." first
def test_a_worry_of_ones_own_is_not_opened_with_never_better():
    fact = Fact(key="ann:worry", about=("ann",), topic="worry", mine=WORRY, told="")
    sc = _scene(card=_card(facts=(fact,)), sector="Bluebell Park", owners="a public place")
    slots = {"addr": "Bob", "name": "Bob", "project": WORRY}
    fitting = {fill(t, slots) for t in lines("ans_fine_worry")}
    told = 0
    for seed in range(60):
        said = talk_acts.answer(sc, Phrasebook([], seed), slots, "day", seed)
        if WORRY in said:  # (else a plain answer, with nothing after it)
            assert any(said.startswith(f) for f in fitting), said
            told += 1
    assert told  # (the worry is still told, after a fitting word)


def test_a_cheerful_answer_before_news_of_a_worry_is_made_to_fit():
    sc = _scene(sector="Bluebell Park", owners="a public place")
    slots = {"addr": "Bob", "name": "Bob"}
    parts = talk_fine.fitted(sc, Phrasebook([], 1), slots, ["Never better.", WORRY])
    assert parts[0] != "Never better." and parts[0] in {
        fill(t, slots) for t in lines("ans_fine_worry")
    }
    kept = talk_fine.fitted(sc, Phrasebook([], 1), slots, ["Never better.", "I'm off to the fair."])
    assert kept[0] == "Never better."  # (good news after it: it stands)


# ---------------------------------------------------------------- 2: no guest's line at home
def test_the_landlord_asked_at_a_party_in_his_pub_says_no_guests_line():
    asked = "Are you having a good time?"
    guest = {fill(t, {"noun": "party"}) for t in lines("event_ans")}
    for now in range(18 * 60, 20 * 60, 7):
        for owners in ("my workplace", "my home"):
            sc = _scene(now=now, owners=owners, current=Block(17 * 60, 21 * 60, "serve drinks"))
            said = talk_event.answer(sc, Phrasebook([], now), {"addr": "Bob"}, asked)
            assert said and said not in guest, said
    sc = _scene(owners="a public place", current=Block(17 * 60, 21 * 60, "attend the party"))
    assert talk_event.answer(sc, Phrasebook([], 1), {"addr": "Bob"}, asked) in guest


def test_the_host_in_her_own_pub_finds_no_seat_and_is_not_glad_to_get_out():
    quiz = Block(9 * 60, 12 * 60, "host the quiz at The Mill", where="The Mill")
    seat = {fill(t, {"addr": "Bob"}) for t in lines("bye_at_event")} - {
        fill(t, {"addr": "Bob"}) for t in lines("bye_at_event_own")
    }
    out = {fill(t, {"noun": "quiz"}) for t in lines("event_ans_turnout")}
    for now in range(10 * 60, 11 * 60, 3):
        sc = _scene(now=now, current=quiz)
        bye = talk_leave.goodbye(sc, Phrasebook([], now), {"addr": "Bob"})
        assert bye and bye not in seat, bye
        turnout = lines("event_chat_turnout")[0]
        said = talk_event.answer(sc, Phrasebook([], now), {"addr": "Bob"}, turnout)
        assert said and said not in out, said


# ---------------------------------------------------------------- 3: a child is no customer
def test_a_child_is_not_asked_the_usual_at_the_cafe_or_what_to_pour_at_the_pub():
    for kind, age in (("cafe", 5), ("pub", 5), ("pub", 14)):
        child = replace(BOB, id="pip", name="Pip Marsh", age=age)
        for now in range(10 * 60, 12 * 60, 9):
            sc = _scene(who=child, sector_kind=kind, now=now)
            said = talk_acts.staff_offer(sc, Phrasebook([], now), {"addr": "Pip"})
            assert not said_from(f"staff_{kind}", said), (kind, age, said)
    grown = _scene(sector_kind="pub")
    assert said_from("staff_pub", talk_acts.staff_offer(grown, Phrasebook([], 1), {"addr": "Bob"}))


def test_a_child_asked_at_the_counter_asks_for_no_half_of_the_usual():
    kid = replace(_card(), age=6, work=None, work_hours=None, work_days=())
    sc = _scene(card=kid, sector_kind="pub", owners="a public place")
    said = talk_acts.answer(sc, Phrasebook([], 1), {"addr": "Bob"}, "staff", 1)
    assert said and not said_from("ans_customer", said), said


# ---------------------------------------------------------------- 4: goodbyes at work
def _byes(**more) -> list[str]:
    out = []
    for now in range(10 * 60, 12 * 60, 3):
        sc = _scene(now=now, **more)
        out.append(
            talk_leave.goodbye(sc, Phrasebook([], now), {"addr": "Bob", "doing": "pulling a pint"})
        )
    return out


def test_a_goodbye_at_work_names_what_one_is_at_and_none_on_a_day_off():
    at_work = _byes()
    assert any("pulling a pint" in b for b in at_work)  # (not only the same few excuses)
    work = ("bye_work", "bye_work_more", "bye_work_doing")
    off = _byes(today=SAT)  # (at the inn on one's day off)
    assert not any(said_from(s, b) for b in off for s in work), off
    lunch = _byes(current=Block(10 * 60, 12 * 60, "eat lunch at the bar", doing="eating lunch"))
    assert not any(said_from(s, b) for b in lunch for s in work), lunch


def test_a_goodbye_does_not_name_again_what_the_line_just_said():
    for now in range(10 * 60, 12 * 60, 3):
        sc = _scene(now=now)
        line = "Just pulling a pint."
        bye = talk_leave.goodbye(
            sc, Phrasebook([], now), {"addr": "Bob", "doing": "pulling a pint"}, line=line
        )
        assert "pulling a pint" not in bye, bye


def test_a_shift_at_the_forge_is_no_break_for_its_heat():
    assert _scene(current=Block(9 * 60, 12 * 60, "heat and shape shoes at the forge")).on_shift()
    assert not _scene(current=Block(9 * 60, 12 * 60, "eat lunch in the back")).on_shift()
