"""A grown-up asked into a school to talk to a class is the speaker, not a pupil.

A blind reader: a retired miller asked into the school "for a talk to the class" did a pupil's
steps there ("work through an exercise", "tidy the desk and pack up the books"): the school
suits the classes activity. A class is a pupil's, the teacher's or a visitor's by the persona's
role (``activities.role_side``: its age, its occupation's trades, its own work), never by name.
"""

from __future__ import annotations

from dataclasses import replace

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.activities import by_name, classify, role_side
from game.mind.brain import DecomposeRequest
from game.mind.types import PlanBlock
from tests.brains.test_builtin_support import cards, hour_slices, options_for

COLLEGE = "Oakridge College"


def _card(who: str, occupation: str = ""):
    card = next(c for c in cards() if c.id == who)
    return replace(card, occupation=occupation) if occupation else card


def _talk(card, text: str) -> list:
    start, end = 14 * 60, 15 * 60 + 30
    blk = PlanBlock(start=start, end=end, activity=text)
    brain, out = BuiltinBrain(seed=2), []
    for a, b in hour_slices(start, end):
        req = DecomposeRequest(
            persona=card,
            block=blk.part(a, b),
            day_plan=(blk,),
            options=options_for("hand", minute=a),
            done=tuple(out),
        )
        out.extend(brain.decompose(req))
    return out


def test_a_grown_up_asked_in_to_talk_to_the_class_is_the_speaker():
    pupils = {t for s in by_name()["classes"].steps for t in s.texts}
    speaker = {
        t
        for s in (*by_name()["class_talk"].steps, *by_name()["class_talk"].opening)
        for t in s.texts
    }
    # a retired botanist (no pupil, no teacher) at the college for a talk to the class
    visitor = _card("ingrid_lindqvist")
    acts = _talk(visitor, f"stay for a talk to the class about the old mill with Nora at {COLLEGE}")
    assert acts and all(a.place.sector == COLLEGE for a in acts), acts
    said = {a.description for a in acts}
    assert not said & pupils, said  # (was: "work through an exercise")
    assert len(said & speaker) >= 2, said


def test_who_is_a_pupil_is_the_persona_s_role():
    classes = classify("a talk to the class about the mill")
    assert classes.name == "classes"
    student = "computer science student; part-time library assistant at Oakridge College"
    # a student (whatever else the occupation says) and a child are pupils
    assert role_side(classes, 20, student, "work_library", True) is classes
    assert role_side(classes, 10, "", "", False) is classes
    # the one who teaches at the school does its own work; anyone else grown up is a visitor
    assert role_side(classes, 37, "teacher at the village school", "teach", True).name == "teach"
    assert role_side(classes, 67, "retired miller", "", False).name == "class_talk"
    # what is not a class stays as it is
    walk = classify("take a walk in the park")
    assert role_side(walk, 67, "retired miller", "", False) is walk
