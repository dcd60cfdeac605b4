"""What one saw the other doing that one would remark on ("Still weeding the vegetable bed?").

A sighting is a step of someone's day; the step is a record of the activity tables (its
category, whom it is done with), found by its own words (each step's text, with its slots
open: "tuck into {meal}"), not by reading the sentence. Only a step a person would comment on
is asked about: not one done with others (a talk: "laugh about the week"), nor one waiting
for company, nor sleep, washing, getting dressed, a gathering or a visit's knock at the door;
not a meal the speaker is at too (eating side by side, "Tucking into lunch, are you?" is said
to nobody). A step the tables do not hold (a plan's own words, a talk, walking by) is not
asked about either. What is asked is the step's own words in the progressive, as the tables
give them. Cost: one fullmatch per step template (a few hundred), cached per text.
"""

from __future__ import annotations

import functools
import re

from game.brains.builtin.activities import classify
from game.brains.builtin.situation import Scene
from game.brains.builtin.table_types import Step, Tables
from game.brains.builtin.tables import active
from game.mind.language import reading

# categories (the activity tables' names) nobody asks another about: the body's routines, a
# talk, a gathering one is at with them, a round of calls
UNREMARKED = frozenset(
    ("sleep", "bedtime", "morning", "hygiene", "social", "event", "assembly", "calls")
)
TALK = ("others", "alone")  # a step's company that makes it a talk or a wait for one
MEALS = frozenset(("meal", "coffee", "takeaway"))  # eaten side by side: not remarked on


def _steps_of(cat) -> tuple[Step, ...]:
    variants = tuple(s for steps in cat.variants.values() for s in steps)
    idle = (cat.idle,) if cat.idle is not None else ()
    return (*cat.steps, *cat.opening, *cat.closing, *cat.host_steps, *variants, *idle)


@functools.lru_cache(maxsize=8)
def _templates(tables: Tables, _lang: type) -> tuple[tuple[re.Pattern, str, Step], ...]:
    """Every step text of ``tables`` as the sighting says it (the progressive, slots open),
    with its category's name and the step."""
    out = []
    progressive = reading().progressive
    for cat in tables.taxonomy:
        for step in _steps_of(cat):
            for text in step.texts:
                said = progressive(text)
                pattern = re.escape(said)
                pattern = re.sub(r"\\\{[a-z_]+\\\}", ".+", pattern)
                out.append((re.compile(pattern, re.IGNORECASE), cat.name, step))
    return tuple(out)


@functools.lru_cache(maxsize=2048)
def _step_of(tables: Tables, _lang: type, doing: str) -> tuple[str, Step] | None:
    for pattern, name, step in _templates(tables, _lang):
        if pattern.fullmatch(doing):
            return name, step
    return None


def step_of(doing: str) -> tuple[str, Step] | None:
    """The category name and the step of the tables that a sighting's doing is ("tucking
    into lunch" -> ("meal_pub", its step)); None for a doing the tables do not hold."""
    return _step_of(active(), type(reading()), doing.strip())


def a_talk(doing: str) -> bool:
    """Whether ``doing`` (a step in the progressive) is a step done with others or waiting
    for them: one in a talk does not say it is "chatting with the bartender" to another."""
    found = step_of(doing)
    return found is not None and found[1].company in TALK


def remarkable(scene: Scene, doing: str) -> bool:
    """Whether one would ask ``scene``'s listener about ``doing`` (what one saw them at)."""
    found = step_of(doing)
    if found is None:
        return False
    name, step = found
    if step.company in TALK:  # done with others, or waiting for them: a talk, not a doing
        return False
    if name in UNREMARKED:
        return False
    if name in MEALS and _eating(scene):
        return False  # (at the table together)
    return True


def _eating(scene: Scene) -> bool:
    """The speaker is at a meal now too (its own step, else its block's kind)."""
    cur = scene.current
    if cur is None:
        return False
    mine = step_of(reading().progressive(cur.doing)) if cur.doing else None
    name = mine[0] if mine else classify(cur.activity, scene.prof.work_cat).name
    return name in MEALS
