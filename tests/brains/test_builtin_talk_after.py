"""A talk with nothing in it yet (``talk_after``): one who knows what the other is busy with
asks after it, and the line carries that record, so the other answers it as its own matter;
not between housemates, and not once the talk has carried news."""

from __future__ import annotations

from dataclasses import replace

from game.brains.builtin import BuiltinBrain, talk_after
from game.brains.builtin.phrases_said import said_from
from game.mind.brain import Listener, UtteranceRequest
from game.mind.facts import Fact
from game.mind.types import Line, Place
from tests.brains.test_builtin_support import cards

PARK = Place(sector="Bluebell Park", arena="Pond")


def _people():
    a, b = (replace(c, facts=()) for c in cards()[:2])
    quilt = Fact(
        key="quilt_b",
        about=(b.id,),
        topic="project",
        mine="I'm sewing a quilt for the church raffle.",
        told=f"{b.name} is sewing a quilt for the church raffle.",
    )
    return replace(a, facts=(quilt,)), replace(b, facts=(quilt,)), quilt


def _line(sp, other, lines, seed, housemates=(), bond="An old friend."):
    req = UtteranceRequest(
        speaker=sp,
        listeners=(Listener(id=other.id, name=other.name, knows=True, relationship=bond),),
        place=PARK,
        now=15 * 60,
        transcript=tuple(lines),
        max_turns_left=6 - len(lines),
        housemates=housemates,
    )
    return BuiltinBrain(seed=seed).next_utterance(req)


def _opening(a, b):
    return [
        Line(speaker=a.id, name=a.name, text="Hello! Keeping well?"),
        Line(speaker=b.id, name=b.name, text="Fine, thanks. You?"),
    ]


def test_with_nothing_said_yet_one_asks_after_the_others_matter_and_is_answered():
    a, b, quilt = _people()
    asked = 0
    for seed in range(1, 13):
        lines = _opening(a, b)
        u = _line(a, b, lines, seed)
        if not talk_after.asked(u.text):
            continue
        asked += 1
        assert u.fact is not None and u.fact.key == quilt.key, u
        lines.append(Line(speaker=a.id, name=a.name, text=u.text, fact=u.fact))
        reply = _line(b, a, lines, seed).text
        assert said_from("ans_follow_after_project_own", reply), reply
    assert asked >= 6  # most such talks ask after it


def test_no_asking_after_once_news_was_told_or_of_a_housemate():
    a, b, _ = _people()
    for seed in range(1, 9):
        news = _opening(a, b)
        told = Fact(key="n", about=(b.id,), topic="other", mine="I saw a heron.", told="x")
        news[1] = Line(speaker=b.id, name=b.name, text="Fine. I saw a heron.", fact=told)
        assert not talk_after.asked(_line(a, b, news, seed).text)
        home = _line(a, b, _opening(a, b), seed, housemates=(b.id,), bond="Her husband.")
        assert not talk_after.asked(home.text)
