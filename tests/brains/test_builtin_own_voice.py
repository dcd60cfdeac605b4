"""Each resident its own voice, and a reaction fitted to what was said: residents do not all
favour the same line of a set, one keeps to its favourites across days (never twice in a day);
a fear of what may happen is hoped against, not "I hope it gets better"; a long stretch at
work is a complaint, not "That's the spirit"."""

from __future__ import annotations

from game.brains.builtin import talk_answered, talk_react
from game.brains.builtin.phrases import Phrasebook, lines
from game.brains.builtin.situation import mask
from game.brains.builtin.talk_child import ChildBook, book_for
from game.mind.types import Line
from tests.brains.test_builtin_talk_heard import CARD, _scene

SETS = ("react_own_romance", "react_own_work", "react_news", "took_own_work", "react_busy")


def test_residents_favour_different_lines_of_a_set():
    voices = [f"r{i}" for i in range(12)]
    for name in SETS:
        n = len(lines(name))
        assert n >= 10, name  # (said often: enough lines for a village of voices)
        firsts = [Phrasebook([], 7, "t", voice=v).pick(name, addr="Jo", tod="day") for v in voices]
        # the same moment, twelve speakers: not one stock line for all
        assert len(set(firsts)) >= min(n, len(voices)) // 2, (name, firsts)


def test_the_moment_does_not_change_a_voice_s_favourite():
    for name in SETS:
        for v in ("ann", "bob", "cy"):
            said = {
                Phrasebook([], k, "t", voice=v).pick(name, addr="Jo", tod="day") for k in range(8)
            }
            assert len(said) == 1, (name, v, said)


def test_a_voice_keeps_to_a_few_favourites_across_days_but_never_twice_a_day():
    name = "react_own_work"
    n = len(lines(name))
    for v in ("ann", "bob", "cy", "dee"):
        lately: tuple[str, ...] = ()
        for day in range(8):  # one a day, each day's line said lately by the next
            lately += (mask(Phrasebook([], day, "t", lately=lately, voice=v).pick(name)),)
        assert len(set(lately)) <= max(1, n // 3), (v, lately)  # a few favourites, in turn
        fav = lately[0]
        # said today: something else, whatever the voice
        assert Phrasebook([fav], 9, "t", lately=lately, voice=v).pick(name) != fav
        # said over and over lately: the voice gives way to something fresher
        worn = lately * 3
        assert mask(Phrasebook([], 9, "t", lately=worn, voice=v).pick(name)) not in worn


def test_a_fork_keeps_the_voice_and_a_child_keeps_its_words():
    book = book_for(9, [], 1, "t", voice="pip")
    fork = book.fork(2, "u")
    assert isinstance(fork, ChildBook) and fork.voice == "pip"
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
