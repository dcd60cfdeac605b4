"""Replies that follow what was just said: an answer fits the question asked and the situation
one is in (at home in the morning one is not "better now I'm home"); a "same matter" rests on
the same thing, not a shared word; a follow-up presumes only what was told; a goodbye does not
read the timetable out again; a gathering's time is its own, not its plan block's."""

from __future__ import annotations

from dataclasses import replace

from game.brains.builtin import (
    BuiltinBrain,
    situation,
    talk_follow,
    talk_home,
    talk_leave,
    talk_plans,
    talk_take,
)
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.spoken_words import clock_words
from game.brains.builtin.talk_slots import slots as slots_of
from game.mind.brain import Listener, UtteranceRequest
from game.mind.facts import Fact
from game.mind.requests import PREFIX
from game.mind.types import Gathering, Line, MemoryLine, Place
from tests.brains.test_builtin_support import cards

CARDS = {c.id: c for c in cards()}
HUSBAND, WIFE = CARDS["daniel_hart"], CARDS["maya_hart"]
HOME = Place(sector="Hart House", arena="Kitchen")
PARK = Place(sector="Bluebell Park")
TODAY = MemoryLine(id=-1, text="Today is 2026-09-16 (Wednesday).", kind="context")


def _req(now: int, said: str, day: str = "", speaker=HUSBAND, place=HOME, wife=True, **kw):
    ctx = (TODAY, MemoryLine(id=-2, text=day, kind="context")) if day else (TODAY,)
    bond = (
        dict(relationship="my wife", ties=("home",)) if wife else dict(relationship="a neighbour")
    )
    wife = Listener(id=WIFE.id, name=WIFE.name, knows=True, age=46, **bond)
    return UtteranceRequest(
        speaker=speaker,
        listeners=(wife,),
        place=place,
        now=now,
        transcript=(Line(speaker=WIFE.id, name=WIFE.name, text=said),),
        memories=ctx + tuple(kw.pop("memories", ())),
        max_turns_left=4,
        **kw,
    )


def test_asked_if_one_is_set_for_the_day_one_says_whether_one_is_ready():
    for seed in range(1, 13):
        for asked in ("All set for today?", "Everything sorted for today?"):
            text = BuiltinBrain(seed=seed).next_utterance(_req(6 * 60 + 30, asked)).text
            assert said_from("ans_ready", text), (asked, text)
            assert not said_from("ans_fine_home_back", text), (asked, text)


def test_better_now_im_home_is_said_only_by_one_back_from_the_day():
    book = Phrasebook([], 3, "t")
    work = f"work at {HUSBAND.work.sector}"
    morning = situation.read(_req(6 * 60 + 30, "You okay?"), 3)
    evening = situation.read(_req(18 * 60, "You okay?", f"My day so far: 08:00-17:00 {work}."), 3)
    idle = situation.read(_req(18 * 60, "You okay?", "My day so far: 08:00-17:00 read a book."), 3)
    assert not talk_home.came_back(morning) and not talk_home.came_back(idle)
    assert talk_home.came_back(evening)
    said = [talk_home.fine(morning, book, {"addr": "love"}) for _ in range(30)]
    assert not any(said_from("ans_fine_home_back", s) for s in said), said
    # (back from a day's work, now and then one says so)
    backs = [
        talk_home.fine(situation.read(_req(18 * 60 + m, "You okay?", f"My day so far: "
                       f"08:00-17:00 {work}."), 3), book, {"addr": "love"})
        for m in range(0, 60, 2)
    ]  # fmt: skip
    assert any(said_from("ans_fine_home_back", s) for s in backs), backs


def _scene_holding(*facts: Fact):
    card = replace(HUSBAND, facts=facts)
    return situation.read(_req(12 * 60, "Hello.", speaker=card), 1)


def _told(text: str, about=("maya_hart",), topic="family") -> Fact:
    return Fact(key="told:1", about=about, topic=topic, mine="", told=text, news=True)


def test_a_word_in_common_is_not_the_same_matter():
    school = Fact(
        key="seed:daniel:1", about=(HUSBAND.id,), topic="worry", news=False,
        mine="I'm afraid the village school won't last if fewer families move here.", told="",
    )  # fmt: skip
    cats = _told("Maya Hart promised Leo she could help feed the kennel cats after school.")
    assert talk_take.take_fact(_scene_holding(school), cats) is None
    my_class = Fact(
        key="seed:daniel:2", about=(HUSBAND.id,), topic="project", news=False,
        mine="I want to ask someone to talk to my class about the river.", told="",
    )  # fmt: skip
    cake = _told("Maya Hart means to win the cake class again at the show.", topic="project")
    assert talk_take.take_fact(_scene_holding(my_class), cake) is None
    # the same thing, named in both: the same matter
    mill = Fact(
        key="seed:daniel:3", about=(HUSBAND.id,), topic="opinion", news=False,
        mine="I'm dead against selling the old mill to a developer.", told="",
    )  # fmt: skip
    offer = _told("Maya Hart has heard a developer wants to buy the old mill.", topic="other")
    assert talk_take.take_fact(_scene_holding(mill), offer) == mill


def test_no_project_follow_up_on_a_favour_answered():
    asked = Fact(
        key=PREFIX + "seed:leo:1", about=(WIFE.id, "leo_hart"), topic="project", news=True,
        mine="Leo asked me to help with his school project. I said yes.",
        told="Leo Hart asked Maya Hart to help with his school project, and she said yes.",
    )  # fmt: skip
    own = replace(asked, key="seed:maya:9", about=(WIFE.id,), mine="I'm building a boat.")
    book = Phrasebook([], 1, "t")
    sc = situation.read(_req(12 * 60, asked.mine), 1)
    for seed in range(40):
        assert talk_follow.question(sc, book, asked, WIFE.id, {}, seed) == ""
    # (a project under way still gets one, now and then)
    assert any(talk_follow.question(sc, book, own, WIFE.id, {}, s) for s in range(40))


def test_a_goodbye_does_not_say_the_next_thing_again():
    work = f"teach the afternoon lessons at {HUSBAND.work.sector}"
    day = f"My day so far: 08:00-12:00 {work}. | Next: 13:15-17:00 {work}."
    for minute in range(12 * 60 + 15, 12 * 60 + 50):
        sc = situation.read(_req(minute, "What's on after this?", day, place=PARK, wife=False), 2)
        s = slots_of(sc)
        # (the rest of one's day is said from now, not off a clock: "back to it in a bit")
        later = s.get("next_at", "")
        assert later and not later.startswith("at "), s
        line = f"Oh, back to it {later}. Nothing exciting."  # (the answer to what's next)
        bye = talk_leave.goodbye(sc, Phrasebook([], minute, "t"), s, "", line)
        assert later not in bye, (line, bye)


def test_a_gathering_is_said_at_its_own_time_and_a_meal_loosely():
    meeting = Fact(
        key="seed:daniel:7", about=(HUSBAND.id,), topic="meeting", news=True,
        mine="I've called a meeting at {place} {when}.", told="",
        event=Gathering(what="a village meeting", place="Town Hall", date="2026-09-16",
                        start=19 * 60, end=20 * 60, host=HUSBAND.id),
    )  # fmt: skip
    card = replace(HUSBAND, facts=(meeting,))
    day = "Next: 18:30-20:00 host the village meeting at Town Hall."
    sc = situation.read(_req(17 * 60, "Busy later?", day, speaker=card), 1)
    assert talk_plans.starts(sc, sc.nxt) == 19 * 60
    assert slots_of(sc)["next_at"] == "at seven"
    lunch = situation.read(_req(9 * 60, "Busy later?", "Next: 11:45-12:30 have lunch."), 1)
    assert talk_plans.starts(lunch, lunch.nxt) == 12 * 60
    assert clock_words(12 * 60 + 30) == "half past twelve" and clock_words(12 * 60) == "noon"


def test_one_of_a_small_group_who_has_not_spoken_is_turned_to_before_the_end():
    son = CARDS["leo_hart"]
    wife = Listener(
        id=WIFE.id, name=WIFE.name, relationship="my wife", knows=True, ties=("home",), age=46
    )
    leo = Listener(id=son.id, name=son.name, relationship="my son", knows=True,
                   ties=("home",), age=17)  # fmt: skip
    said = (  # (a talk long enough to end: the two have had their say)
        (WIFE, "Evening, love. Any news from today?"),
        (HUSBAND, "Nothing worth telling. You?"),
        (WIFE, "Same here, really. The kitchen tap's dripping again."),
        (HUSBAND, "I'll sort it."),
        (WIFE, "Thanks, love."),
        (HUSBAND, "No bother."),
        (WIFE, "Long day tomorrow."),
        (HUSBAND, "Same here."),
        (WIFE, "Right."),
    )
    turned = 0
    for seed in range(1, 16):
        req = UtteranceRequest(
            speaker=HUSBAND,
            listeners=(wife, leo),
            place=HOME,
            now=19 * 60 + seed,
            transcript=tuple(Line(speaker=c.id, name=c.name, text=t) for c, t in said),
            memories=(TODAY,),
            max_turns_left=5,
        )
        u = BuiltinBrain(seed=seed).next_utterance(req)
        if said_from("ask_quiet", u.text):
            turned += 1
            assert u.to == son.id and u.asks and not u.end, u
    # (in most such talks, not all: asking round the table every time is a ritual)
    assert 5 <= turned < 15, turned


def test_what_one_answered_to_a_favour_is_taken_as_settled_not_as_ones_project():
    from game.brains.builtin.talk_answered import news_taken

    asked = Fact(
        key=PREFIX + "seed:leo:1", about=(WIFE.id, "leo_hart"), topic="project", news=True,
        mine="Leo asked me to help with his school project. I said yes.", told="",
    )  # fmt: skip
    assert news_taken(asked, WIFE.id) == "took_own_asked"
    assert news_taken(replace(asked, key="seed:maya:9"), WIFE.id) == "took_own_project"
