"""The believability bench reads a how-busy question by the brain's phrase data: "Busy
afternoon?" answered "Not so you'd notice." was counted unanswered (read as "still at it?")."""

from __future__ import annotations

import sys
from pathlib import Path

from game.brains.builtin.phrases import fill, lines

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import believability_checks as checks  # noqa: E402


def test_every_how_busy_question_is_read_as_one_and_its_answers_answer_it():
    for name in ("ask_day_busy", "ask_work", "ask_work_mate"):
        for tpl in lines(name):
            for tod in ("morning", "afternoon", "evening"):
                q = fill(tpl, {"tod": tod, "Tod": tod.title(), "addr": "Bob"})
                assert checks.question_kind(q) == "busy", q
    for answer in (*lines("ans_busy"), *lines("ans_not_busy")):
        assert checks.answers("busy", answer), answer


def test_busy_afternoon_not_so_youd_notice_is_answered():
    convs = [{"lines": [("a", "Ann", "Busy afternoon?"), ("b", "Bob", "Not so you'd notice.")]}]
    assert checks.ignored_questions(convs)[0] == 0
