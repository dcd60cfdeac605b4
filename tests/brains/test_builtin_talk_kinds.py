"""A reply fits the kind of line it answers (a decline, a thanks, a reason for being low, a
topic reaction), the rest of one's day is said from now, and a child talks as a child."""

from __future__ import annotations

from game.brains.builtin import (
    situation,
    talk_acts,
    talk_child,
    talk_event,
    talk_leave,
    talk_react,
    talk_reply,
    talk_shape,
)
from game.brains.builtin.phrases import Phrasebook, lines
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.spoken_words import from_now
from game.brains.builtin.tables import active
from game.brains.builtin.talk_child import CHILD_AGE, book_for, is_child
from game.brains.builtin.talk_slots import slots
from game.mind.brain import Listener, UtteranceRequest
from game.mind.types import Line, MemoryLine, Place
from tests.brains.test_builtin_support import cards

CARD = next(c for c in cards() if c.work is not None and c.age >= 18)
OTHER = Listener(id="x", name="Xan Smith", knows=True, relationship="an old friend")


def _scene(now: int = 17 * 60, transcript: tuple[Line, ...] = ()):
    ctx = (MemoryLine(id=-1, text="Today is 2026-09-16 (Wednesday).", kind="context"),)
    req = UtteranceRequest(
        speaker=CARD,
        listeners=(OTHER,),
        place=Place(sector="Bluebell Park", arena="Pond"),
        now=now,
        transcript=transcript,
        memories=ctx,
    )
    return situation.read(req, 5)


def _theirs(text: str) -> Line:
    return Line(speaker=OTHER.id, name=OTHER.name, text=text)


def _mine(text: str) -> Line:
    return Line(speaker=CARD.id, name=CARD.name, text=text)


def test_a_topic_reaction_to_news_asks_nothing_back():
    for topic in active().news_reactions:
        for line in topic.lines:
            assert talk_acts.asked(f"Hello there, Xan. {line}") == "", line


def test_a_decline_to_news_of_someone_elses_gathering_is_no_worry():
    for answer in ("attend_no_heard", "attend_no", "attend_yes_heard", "attend_maybe"):
        for heard in lines(answer):
            sc = _scene()
            said = talk_react.react(sc, Phrasebook([], 1, "t"), slots(sc), heard)
            assert not said_from("react_worry", said), (heard, said)
            assert any(said_from(f"heard_taken_{k}", said) for k in ("yes", "no", "maybe"))


def test_a_reason_for_being_low_is_answered_by_what_it_is():
    for why in lines("mood_why_hunger"):
        heard = f"{lines('ans_mood_low')[0]} {why}"
        sc = _scene(transcript=(_mine("Are you all right?"), _theirs(heard)))
        said = talk_react.react(sc, Phrasebook([], 1, "t"), slots(sc), heard)
        assert said_from("react_why_hunger", said), said


def test_a_thanks_for_a_yes_is_waved_off():
    yes = lines("ans_request_yes")[0]
    for thanks in lines("thank_request_yes"):
        sc = _scene(transcript=(_theirs("Could you help me?"), _mine(yes), _theirs(thanks)))
        reply = talk_reply.answer(sc, Phrasebook([], 1, "t"), None, sc.transcript[-1], {}, 1)
        assert reply.parts and said_from("request_thanked", reply.parts[0]), reply.parts


def test_the_next_thing_is_said_from_now():
    assert from_now(600, 620) in lines_of("later_soon")
    assert from_now(600, 680) in lines_of("later_hour")
    assert from_now(600, 900) in lines_of("later_afternoon")
    assert from_now(840, 1320) in lines_of("later_night")
    assert from_now(800, 960) in lines_of("later_on")  # (the same part of the day)


def lines_of(piece: str) -> tuple[str, ...]:
    return active().pieces[piece]


def test_a_child_talks_as_a_child_and_is_heard_taking_its_leave():
    assert is_child(CHILD_AGE - 1) and not is_child(CHILD_AGE) and not is_child(0)
    kid = book_for(9, [], 1, "t")
    grown = book_for(40, [], 1, "t")
    bye = kid.pick("bye_generic", addr="Xan")
    assert said_from("bye_generic_kid", bye) and talk_leave.is_goodbye(bye), bye
    assert said_from("bye_generic", grown.pick("bye_generic", addr="Xan"))
    # a set with no child's words is said as anyone says it
    assert said_from("bye_work", kid.pick("bye_work", addr="Xan"))
    assert said_from("react_generic_kid", kid.fork(2, "u").pick("react_generic"))


def _met(now: int, sector: str, transcript=(), again: bool = True, bond: str = "an old friend"):
    ctx = (MemoryLine(id=-1, text="Today is 2026-09-16 (Wednesday).", kind="context"),)
    who = Listener(id="x", name="Xan Smith", knows=True, relationship=bond, talked_today=again)
    req = UtteranceRequest(
        speaker=CARD,
        listeners=(who,),
        place=Place(sector=sector),
        now=now,
        transcript=tuple(transcript),
        memories=ctx,
    )
    return situation.read(req, 5)


def test_a_second_meeting_the_same_day_starts_on_the_matter():
    told = Line(speaker="x", name="Xan Smith", text="Guess what.", fact=_fact())
    assert talk_shape.skips_greeting(_met(600, "Bluebell Park"), True)
    assert not talk_shape.skips_greeting(_met(600, "Bluebell Park"), False)  # (nothing to say)
    assert not talk_shape.skips_greeting(_met(600, "Bluebell Park", again=False), True)
    # the answer to a line that started on its matter has no hello either; to a hello, one
    assert talk_shape.skips_greeting(_met(600, "Bluebell Park", (told,)), False)
    hello = Line(speaker="x", name="Xan Smith", text="Hello again.")
    assert not talk_shape.skips_greeting(_met(600, "Bluebell Park", (hello,)), False)


def test_one_busy_at_work_keeps_it_short_but_not_to_its_own_people():
    a, _b = CARD.work_hours
    work = CARD.work.sector
    asked = Line(speaker="x", name="Xan Smith", text="How are you?")
    now = a + 60
    # come up to at work by an acquaintance who only asks after one: one exchange
    assert talk_shape.brief(_met(now, work, (asked,), bond="a neighbour"), False)
    # not by one's own people, not with something of one's own to ask, not off work
    assert not talk_shape.brief(_met(now, work, (asked,), bond="his wife"), False)
    assert not talk_shape.brief(_met(now, work, (asked,), bond="a neighbour"), True)
    assert not talk_shape.brief(_met(now, "Bluebell Park", (asked,), bond="a neighbour"), False)
    # one who started the talk has time for it
    mine = Line(speaker=CARD.id, name=CARD.name, text="Hello.")
    assert not talk_shape.brief(_met(now, work, (mine, asked), bond="a neighbour"), False)


def _fact():
    from game.mind.records import Fact

    return Fact(
        key="seed:x:1",
        about=("x",),
        topic="project",
        mine="I'm building a boat.",
        told="Xan is building a boat.",
    )


def test_a_child_takes_news_and_worries_in_its_own_words():
    kid = book_for(8, [], 3, "t")
    assert talk_child.is_childs(kid) and not talk_child.is_childs(book_for(30, [], 3, "t"))
    for name in ("react_own_worry", "react_news", "react_worry", "bye_family"):
        said = kid.pick(name, addr="Mum")
        assert said_from(f"{name}_kid", said), (name, said)


def test_a_guest_does_not_ask_its_host_whether_it_is_glad_it_came():
    ctx = (
        MemoryLine(id=-1, text="Today is 2026-09-16 (Wednesday).", kind="context"),
        MemoryLine(id=-2, text="Now: 19:00-21:00 attend the party at Rose Hall.", kind="context"),
    )

    def asked(host: Listener) -> list[str]:
        out = []
        for now in range(19 * 60 + 30, 19 * 60 + 50):
            req = UtteranceRequest(
                speaker=CARD, listeners=(host,), place=Place(sector="Rose Hall"), now=now,
                transcript=(), memories=ctx,
            )  # fmt: skip
            sc = situation.read(req, now)
            out.append(talk_event.question(sc, Phrasebook([], now, "t"), slots(sc)))
        return out

    guest = Listener(id="g", name="Gil Moss", knows=True, relationship="an old friend")
    host = Listener(id="h", name="Hal Moss", knows=True, works_at="Rose Hall")
    to_guest, to_host = asked(guest), asked(host)
    assert any(said_from("event_chat", q) for q in to_guest), to_guest
    assert to_host and not any(said_from("event_chat", q) for q in to_host), to_host
    assert any(said_from("event_chat_to_host", q) for q in to_host), to_host
