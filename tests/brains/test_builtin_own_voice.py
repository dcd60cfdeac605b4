"""Each resident its own voice, and a reaction fitted to what was said: residents who know each
other start a set at different lines and keep an order of their own (never twice in a day);
a fear of what may happen is hoped against, not "I hope it gets better"; a long stretch at
work is a complaint, not "That's the spirit"."""

from __future__ import annotations

from game.brains.builtin import talk_answered, talk_react
from game.brains.builtin.phrases import Phrasebook, lines, voice_place
from game.brains.builtin.situation import mask
from game.brains.builtin.talk_child import ChildBook, book_for
from game.mind.types import Line
from tests.brains.test_builtin_talk_heard import CARD, _scene

SETS = ("react_own_romance", "react_own_work", "react_news", "took_own_work", "react_busy")


def _voices(n: int) -> list[float]:
    people = [f"Resident {chr(65 + i)}" for i in range(n)]
    return [voice_place(p, people) for p in people]


def test_residents_who_know_each_other_start_a_set_at_different_lines():
    voices = _voices(10)
    assert len(set(voices)) == 10
    for name in SETS:
        n = len(lines(name))
        assert n >= 10, name  # (said often: enough lines for a village of voices)
        firsts = [Phrasebook([], 7, "t", voice=v).pick(name, addr="Jo", tod="day") for v in voices]
        assert len(set(firsts)) == 10, (name, firsts)  # the same moment: ten different lines


def test_over_two_days_few_residents_share_a_line():
    """Each of ten says a set three times (one day's lines said lately the next): no line
    said by more than three of them (a hash of the moment put one line in five mouths)."""
    for name in SETS:
        by_line: dict[str, int] = {}
        for v in _voices(10):
            lately: tuple[str, ...] = ()
            for day in range(3):
                said = Phrasebook([], day, "t", lately=lately, voice=v).pick(
                    name, addr="Jo", tod="day"
                )
                lately += (mask(said),)
            for line in set(lately):
                by_line[line] = by_line.get(line, 0) + 1
        assert max(by_line.values()) <= 3, (name, by_line)


def test_the_moment_does_not_change_a_voice_s_choice_but_what_was_said_does():
    name = "react_own_work"
    for v in _voices(4):
        said = {Phrasebook([], k, "t", voice=v).pick(name) for k in range(8)}
        assert len(said) == 1, (v, said)
        first = said.pop()
        assert Phrasebook([mask(first)], 9, "t", voice=v).pick(name) != first  # (today)
        assert Phrasebook([], 9, "t", lately=(mask(first),), voice=v).pick(name) != first


def test_a_fork_keeps_the_voice_and_a_child_keeps_its_words():
    book = book_for(9, [], 1, "t", voice=0.5)
    fork = book.fork(2, "u")
    assert isinstance(fork, ChildBook) and fork.voice == 0.5
    assert fork.pick("react_worry") in lines("react_worry_kid")


def _heard(text: str, mine: str = "Hello there."):
    return _scene(
        transcript=(
            Line(speaker=CARD.id, name=CARD.name, text=mine),
            Line(speaker="x", name="Xan Smith", text=text),
        )
    )


def test_a_fear_of_what_may_happen_is_hoped_against():
    fear = "It's this, really: I'm afraid the school could close if the roll falls below twelve."
    for key in range(6):
        said = talk_react.react(_heard(fear), Phrasebook([], key, "t"), {"addr": "Xan"}, fear)
        assert said in [x.replace("{addr}", "Xan") for x in lines("react_fear")], said
        kid = talk_react.react(_heard(fear), book_for(10, [], key, "t"), {"addr": "Xan"}, fear)
        assert kid in lines("react_fear_kid") and "gets better" not in kid, kid
    worry = "I'm worried about my mother's cough."
    said = talk_react.react(_heard(worry), Phrasebook([], 1, "t"), {"addr": "Xan"}, worry)
    assert said not in lines("react_fear")


def test_a_long_stretch_at_work_is_not_taken_as_good_news():
    long = "Oh, you know. Serving since quarter to one, with no end in sight."
    for key in range(8):
        sc = _heard(long, mine="Hello there. How's the world treating you?")
        taken = talk_answered.taken(sc, Phrasebook([], key, "t"), {}, long)
        assert taken in lines("react_answer_long"), taken


def test_a_voice_moves_on_from_day_to_day_and_voices_stay_apart():
    """A resident does not start a set at the same line every day (a line of its own said
    daily would be a filler), and on any one day the village's voices still differ."""
    people = [f"Resident {chr(65 + i)}" for i in range(10)]
    name = "react_own_work"
    starts = {
        Phrasebook([], 1, "t", voice=voice_place(people[0], people, d)).pick(name) for d in range(6)
    }
    assert len(starts) >= 5, starts
    for d in range(3):
        day = [Phrasebook([], 1, "t", voice=voice_place(p, people, d)).pick(name) for p in people]
        assert len(set(day)) == 10, day
