"""A reply answers what was said to the one replying, as it was said: gossip of two others is
taken as gossip (not as the teller's own secret), one who has just come up to a group greets
and does not comment on news told to another, an answer is taken only when it ends the line,
a tail phrase is not said twice in one talk, a leave-taking names one place to go, and a child
asks and answers in its own words."""

from __future__ import annotations

from game.brains.builtin import situation, talk_facts, talk_follow
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.phrases_said import said_from
from game.mind.brain import Listener, UtteranceRequest
from game.mind.facts import Fact
from game.mind.types import Line, MemoryLine, Place
from tests.brains.test_builtin_support import cards

CARD = next(c for c in cards() if c.work is not None and c.age >= 18)
OTHER = Listener(id="x", name="Xan Smith", knows=True, relationship="an old friend")
THIRD = Listener(id="y", name="Yves Hall", knows=True, relationship="a neighbour")


def _scene(now=17 * 60, transcript=(), listeners=(OTHER,), card=CARD):
    ctx = (MemoryLine(id=-1, text="Today is 2026-09-16 (Wednesday).", kind="context"),)
    req = UtteranceRequest(
        speaker=card,
        listeners=tuple(listeners),
        place=Place(sector="Bluebell Park", arena="Pond"),
        now=now,
        transcript=tuple(transcript),
        memories=ctx,
    )
    return situation.read(req, 5)


def _gossip(holder: str) -> Fact:
    return Fact(
        key=f"seed:{holder}:9", about=(holder, "y", "z"), topic="romance", secret=True,
        news=True, mine="I reckon Yves is sweet on Zoe.", told="Someone thinks Yves is sweet on Zoe.",
    )  # fmt: skip


def test_gossip_of_two_others_is_taken_as_gossip_not_as_the_tellers_secret():
    fact = _gossip(OTHER.id)
    for minute in range(30):
        sc = _scene(now=600 + minute)
        said = talk_facts.react(sc, Phrasebook([], minute, "t"), fact, OTHER.id)
        assert said_from("react_gossip", said), said
        assert not said_from("react_secret", said) and not said_from("react_own_romance", said)


def test_asked_about_gossip_one_answers_as_one_who_only_heard_it():
    fact = _gossip(CARD.id)
    asked = "Does Zoe feel the same, I wonder?"
    for minute in range(30):
        sc = _scene(now=600 + minute, transcript=(Line(speaker="x", name="Xan Smith", text=asked),))
        said = talk_follow.answer(sc, Phrasebook([], minute, "t"), fact, "", {}, asked)
        assert said_from("ans_follow_romance", said), said
        assert not said_from("ans_follow_romance_own", said), said


def test_one_who_comes_up_to_a_group_does_not_comment_on_news_told_to_another():
    from game.brains.builtin import talk_reply
    from game.brains.builtin.talk_slots import slots

    news = Fact(
        key="seed:x:1", about=("x",), topic="work", news=True,
        mine="I've advertised for a second vet.", told="Xan Smith has advertised for a vet.",
    )  # fmt: skip
    hello = Line(speaker="y", name="Yves Hall", text="Hello, Xan. Busy?", to="x")
    for minute in range(20):  # (said to the other, or before one came up: to no one)
        told = Line(speaker="x", name="Xan Smith", text="Good. " + news.mine, fact=news,
                    to="y" if minute % 2 else "")  # fmt: skip
        sc = _scene(now=750 + minute, transcript=(hello, told), listeners=(THIRD, OTHER))
        book = Phrasebook([], minute, "t")
        reply = talk_reply.answer(sc, book, UtteranceRequest(
            speaker=CARD, listeners=(THIRD, OTHER), place=Place(sector="Bluebell Park"),
            now=750 + minute, transcript=(hello, told)), told, slots(sc), 5)  # fmt: skip
        assert reply.parts == [], reply.parts


def test_a_leave_taking_after_saying_where_one_walks_names_no_other_next_thing():
    from game.brains.builtin import talk_leave
    from game.brains.builtin.talk_slots import slots

    ctx = (
        MemoryLine(id=-1, text="Today is 2026-09-16 (Wednesday).", kind="context"),
        MemoryLine(id=-2, text="Now: 17:30-17:50 go home (doing: walk | at Hart House).",
                   kind="context"),
        MemoryLine(id=-3, text="Next: 17:55-18:30 see Ann at the Old Mill.", kind="context"),
    )  # fmt: skip
    for minute in range(20):
        req = UtteranceRequest(
            speaker=CARD, listeners=(OTHER,), place=Place(sector="Bluebell Park"),
            now=17 * 60 + 40 + minute % 5, transcript=(), memories=ctx,
        )  # fmt: skip
        sc = situation.read(req, minute)
        sl = slots(sc)
        assert sl.get("dest") and sl.get("next"), sl
        line = f"Fine. I'm walking over to {sl['dest']}."
        bye = talk_leave.goodbye(sc, Phrasebook([], minute, "t"), sl, "", line)
        assert sl["next"].lower() not in bye.lower() and not said_from("bye_next", bye), bye


def test_a_phrase_said_in_a_talk_is_not_said_again_around_another_filling():
    heard = "Oh — hi. Not bad at all. Oh, walking over to the mill — nothing exciting."
    for key in range(40):
        book = Phrasebook([heard], key, "t")
        doing = ("on my way to the green", "going home", "off to the shop")[key % 3]
        said = book.pick("ans_way", doing=doing, Doing=doing.capitalize())
        assert "nothing exciting" not in said, said


def test_asked_how_busy_one_answers_how_busy_not_how_one_is():
    from game.brains.builtin import talk_acts
    from game.brains.builtin.phrases import lines
    from game.brains.builtin.talk_slots import slots

    for q in lines("ans_fine"):
        assert not said_from("ask_day_busy", q)
    for i, q in enumerate(("Busy morning?", "Busy as ever?", "Been keeping busy?")):
        asked = f"Hello, Jo. {q}"
        assert talk_acts.asked(asked) == "busy", q
        sc = _scene(now=600 + i, transcript=(Line(speaker="x", name="Xan Smith", text=asked),))
        said = talk_acts.answer(sc, Phrasebook([], i, "t"), slots(sc), "busy", 5, asked)
        busy = said_from("ans_busy", said) or said_from("ans_not_busy", said)  # (off work: not)
        assert busy and not said_from("ans_fine", said), said


def test_a_child_asks_and_answers_in_its_own_words_and_is_understood():
    from game.brains.builtin import talk_acts, talk_answered
    from game.brains.builtin.phrases import lines
    from game.brains.builtin.talk_child import book_for
    from game.brains.builtin.talk_turns import bare_reaction

    for grown, kind in (("ask_day", "day"), ("ask_day_busy", "busy"), ("ask_plans", "plans")):
        for key in range(10):
            said = book_for(9, [], key, "t").pick(grown, addr="Jo", tod="morning")
            assert said not in lines(grown) and said in lines(grown + "_kid"), said
            assert talk_acts.asked(f"Hi! {said}") == kind, said
    for key, fine in enumerate(lines("ans_fine_kid")):
        mine = Line(speaker=CARD.id, name=CARD.name, text="Hello there. How's it going?")
        sc = _scene(now=600 + key, transcript=(mine, Line(speaker="x", name="Xan", text=fine)))
        taken = talk_answered.taken(sc, Phrasebook([], key, "t"), {}, fine)
        assert taken in lines("react_answer_well") + lines("react_answer_well_more"), taken
        assert bare_reaction(fine), fine
    heard = Line(speaker="x", name="Xan", text="Fine and dandy.")
    for key in range(10):  # a child takes "fine" as a child ("Good!", not "Long may it last.")
        mine = Line(speaker=CARD.id, name=CARD.name, text="Hi! Are you okay?")
        sc = _scene(now=600 + key, transcript=(mine, heard))
        taken = talk_answered.taken(sc, book_for(9, [], key, "t"), {}, heard.text)
        assert taken in lines("react_answer_well_kid") + lines("react_answer_well_more_kid")


def test_a_hello_from_one_who_has_just_come_up_is_no_word_on_my_news():
    from game.brains.builtin import talk_reply
    from game.brains.builtin.talk_slots import slots

    news = Fact(
        key=f"seed:{CARD.id}:7", about=(CARD.id,), topic="project", news=True,
        mine="I'm testing a tart for the show.", told="Someone is testing a tart.",
    )  # fmt: skip
    mine = Line(speaker=CARD.id, name=CARD.name, text="Same here. " + news.mine, fact=news)
    back = Line(speaker="x", name="Xan Smith", text="Sounds like a labour of love.")
    hello = Line(speaker="y", name="Yves Hall", text="Well, look at you two.", to=CARD.id)
    talk = (Line(speaker="x", name="Xan Smith", text="Hello. Keeping well?"), mine, back, hello)
    for minute in range(30):
        sc = _scene(now=750 + minute, transcript=talk, listeners=(OTHER, THIRD))
        req = UtteranceRequest(
            speaker=CARD, listeners=(OTHER, THIRD), place=Place(sector="Bluebell Park"),
            now=750 + minute, transcript=talk,
        )  # fmt: skip
        reply = talk_reply.answer(sc, Phrasebook([], minute, "t"), req, hello, slots(sc), 5)
        assert not any(said_from("took_own_project", p) for p in reply.parts), reply.parts
        assert not any(said_from("took_own", p) for p in reply.parts), reply.parts


def test_no_answer_is_taken_two_ways_in_either_language():
    """An answer line in two answer sets taken differently is read as the first: "Not bad at
    all." to "Getting on all right?" drew "You've earned a rest." (the evening's)."""
    from game.brains.builtin.phrases import lines
    from game.brains.builtin.tables import load_tables, use_tables
    from game.brains.builtin.talk_answered import TAKEN

    for language in ("en", "zh"):
        use_tables(load_tables(language=language))
        try:
            taken: dict[str, str] = {}
            for answers, reaction in TAKEN:
                for line in (x for a in answers for x in lines(a)):
                    assert taken.setdefault(line, reaction) == reaction, (language, line)
        finally:
            use_tables(None)
