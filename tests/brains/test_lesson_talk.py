"""No chat is started in the middle of a lesson (issue 22): a blind reader of a made village
found its pupils starting a group conversation in the classroom every 25-30 minutes during
lessons (09:35, 10:01, 10:25, 11:45 ...). They talk before school, at lunch and after; a teacher
does not draw a pupil out of a lesson either. Ann is the pupil, Bob the teacher."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.brains.builtin.reaction import talk_probability
from game.lang.en import English
from game.mind import language
from game.mind.brain import OtherView, ReactionRequest
from tests.brains.test_child_days import SCHOOL, pupil


@pytest.fixture
def english():
    before = language.reading()
    language.use(English())
    yield
    language.use(before)


def _react(card, doing: str, other: str, their: str, now: int = 10 * 60) -> float:
    who = OtherView(id="x", name=other, activity=their, relationship="a classmate")
    req = ReactionRequest(
        persona=card, now=now, current_action=doing, observation=f"{other} is {their}", other=who
    )
    return talk_probability(req)[0]


def test_no_chat_is_started_in_the_middle_of_a_lesson(english):
    ann = pupil(13)
    assert _react(ann, "listen to the teacher", "Cal Reed", "taking notes during the lesson") == 0
    assert _react(ann, "work through an exercise", "Cal Reed", "listening to the teacher") == 0
    # at lunch and after school they talk as before
    assert _react(ann, "eat lunch", "Cal Reed", "eating lunch", now=12 * 60) > 0.2
    assert _react(ann, "tidy the desk and pack up the books", "Cal Reed", "packing up") > 0.2


def test_a_teacher_does_not_draw_a_pupil_out_of_a_lesson(english):
    bob = replace(pupil(40, occupation=f"teacher at {SCHOOL}"), id="bob", name="Bob Marsh")
    assert _react(bob, "mark a stack of papers", "Ann Lee", "taking notes during the lesson") == 0
    assert _react(bob, "explain the lesson from the front", "Cal Reed", "marking papers") == 0
    assert _react(bob, "mark a stack of papers", "Cal Reed", "marking a stack of papers") > 0.1
