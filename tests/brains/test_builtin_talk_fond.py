"""A crush in talk (``talk_fond``): the one with a crush on record is a touch shy or warm with
the one it is on, about once a day and never every talk; a sweet word is answered in kind only
by one who feels it too, and taken as a kind word by anyone else."""

from __future__ import annotations

from game.brains.builtin import situation, talk_fond, talk_initiative
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.talk_slots import slots
from game.mind.brain import Listener, UtteranceRequest
from game.mind.types import Line, MemoryLine, Place
from tests.brains.test_builtin_support import cards

CARD = next(c for c in cards() if c.work is not None and c.age >= 18)
PLAIN = "A workmate at the forge."  # the bond's words: nothing of a crush in them
FOND = ("fond_shy", "fond_warm")


def _scene(who: Listener, day: int = 16, now: int = 17 * 60, transcript=()):
    ctx = (MemoryLine(id=-1, text=f"Today is 2026-09-{day:02d} (Wednesday).", kind="context"),)
    req = UtteranceRequest(
        speaker=CARD,
        listeners=(who,),
        place=Place(sector="Bluebell Park", arena="Pond"),
        now=now,
        transcript=transcript,
        memories=ctx,
    )
    return situation.read(req, 5)


def _crush(**more) -> Listener:
    return Listener(id="x", name="Xan Smith", knows=True, relationship=PLAIN, **more)


def test_a_crush_on_record_makes_the_talk_a_romance_whatever_the_bond_says():
    assert _scene(_crush(feeling="crush")).kind == "romance"
    assert _scene(_crush()).kind != "romance"


def test_the_one_with_a_crush_is_shy_or_warm_on_some_days_not_every_talk():
    hit = 0
    for day in range(1, 29):
        for hour in (9, 13, 17):
            sc = _scene(_crush(feeling="crush"), day=day, now=hour * 60)
            said = talk_fond.aside(sc, Phrasebook([], day, "t"), slots(sc), 5)
            assert not said or any(said_from(s, said) for s in FOND)
            hit += bool(said)
    assert 0.3 < hit / (28 * 3) < 0.8  # noticed most days, not in every talk


def test_no_aside_to_one_without_a_crush_nor_twice_a_day_nor_once_courting():
    for day in range(1, 29):
        sc = _scene(_crush(), day=day)
        assert talk_fond.aside(sc, Phrasebook([], day, "t"), slots(sc), 5) == ""
        sc = _scene(_crush(feeling="crush", courting=True), day=day)
        assert talk_fond.aside(sc, Phrasebook([], day, "t"), slots(sc), 5) == ""
    # said once today already: not again
    said = next(
        x
        for day in range(1, 29)
        if (sc := _scene(_crush(feeling="crush"), day=day))
        and (x := talk_fond.aside(sc, Phrasebook([], day, "t"), slots(sc), 5))
    )
    mine = Line(speaker=CARD.id, name=CARD.name, text=said)
    for day in range(1, 29):
        sc = _scene(_crush(feeling="crush"), day=day, transcript=(mine,))
        assert talk_fond.aside(sc, Phrasebook([], day, "t"), slots(sc), 5) == ""


def test_an_aside_comes_up_in_a_talk_with_the_crush():
    got = []
    for day in range(1, 29):
        said = (  # the sweet word of every talk said already: then the aside, some days
            Line(speaker=CARD.id, name=CARD.name, text="Hi, Xan. It's nice to see you, Xan."),
            Line(speaker="x", name="Xan Smith", text="Hello. Busy day?"),
        )
        sc = _scene(_crush(feeling="crush"), day=day, transcript=said)
        book = Phrasebook([], day, "t")
        got.append(talk_initiative.initiative(sc, book, slots(sc), 1, 5, ""))
    assert any(any(said_from(s, x) for s in FOND) for x in got)


def test_a_sweet_word_is_answered_in_kind_only_by_one_who_feels_it_too():
    for day in range(1, 15):
        book = Phrasebook([], day, "t")
        unaware = _scene(_crush())  # (the listener's bond with the speaker: a workmate)
        said = talk_fond.reply(unaware, book, slots(unaware))
        assert said_from("fond_unaware_reply", said) and not said_from("romance_reply", said)
        fond = _scene(_crush(feeling="crush"))
        assert said_from("romance_reply", talk_fond.reply(fond, book, slots(fond)))


def test_a_sweet_word_reacted_to_is_no_romance_to_one_who_feels_none():
    from game.brains.builtin import talk_react

    heard = "It's nice to see you, Ann."
    for day in range(1, 15):
        book = Phrasebook([], day, "t")
        sc = _scene(_crush())
        said = talk_react.react(sc, book, slots(sc), heard)
        assert not said_from("romance_reply", said), said


def test_a_step_out_to_find_them_is_not_said_to_their_face():
    """'Keeping an eye out for Xan, as usual.' is the day log's word, not said to Xan."""
    for doing in ("keep an eye out for Xan", "wait for a word with Xan", "visit Xan at the bar"):
        sc = _scene(_crush(feeling="crush"))
        sc.current = situation.Block(
            start=17 * 60, end=18 * 60, activity="visit Xan at the bar", doing=doing
        )
        assert "doing" not in slots(sc), doing
    sc = _scene(_crush())
    sc.current = situation.Block(start=17 * 60, end=18 * 60, activity="read", doing="read a book")
    assert slots(sc).get("doing")


def test_an_aside_heard_is_answered_not_shrugged_at():
    from game.brains.builtin import talk_react
    from game.brains.builtin.phrases import lines

    for day in range(1, 15):
        book = Phrasebook([], day, "t")
        sc = _scene(_crush())  # (one who feels nothing)
        for shy in lines("fond_shy"):
            assert said_from("fond_shy_reply", talk_react.react(sc, book, slots(sc), shy))
        for warm in lines("fond_warm"):
            said = talk_react.react(sc, book, slots(sc), warm.format(addr="Ann"))
            assert said_from("fond_unaware_reply", said), said
