"""What one has next, as one says it to someone who asks: "Dinner at half past six.", "Back
to work at one.", not the plan's own words ("I'm meant to be having dinner at home at half
past six").

The next part of the day is known by its activity (``activities.classify``, the tables' own
taxonomy); how a person names that activity in talk is a phrase set of the data
(``next_named_<activity>``; one's own work is ``next_named_work``, or ``next_named_work_again``
after a spell of it today; a pupil's is ``next_named_school``).
An activity with no such set is not named this way, and the answer falls back to the plan's
words (``ans_next``). Which of a set's ways, and of the ways of saying "later", is a hash of
the speaker, the day and the minute: a resident asked at noon every day does not answer "a hot
meal, in an hour or so" every day (the minute of one's day comes round daily; the day does
not). Not the way said least lately: a short way ("回头", "later") is inside many other lines,
and counting it there would leave only the long ones said. The clock is said as the rest of
talk says it (``clock_words``), and not at all when the thing is minutes away ("Dinner, in a
minute."). A meal's time is said loosely, by the half hour ("lunch at twelve", not "at quarter
to twelve": nobody reads out a timetable), and a gathering's is its own ("the meeting's at
seven"), not its plan block's, which starts with the walk there (``starts``).
"""

from __future__ import annotations

import re

from game.brains.builtin.activities import classify, meal_word, work_categories
from game.brains.builtin.phrases import fill, lines
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.situation import Scene
from game.brains.builtin.spoken_words import clock_of_day, from_now, said
from game.brains.builtin.tables import active

SOON = 20  # minutes away: "in a minute", no clock


def said_as(scene: Scene, activity: str, salt: object = "", start: int | None = None) -> str:
    """How the speaker names ``activity`` (a plan block's text, starting at minute ``start``
    of the day when known) in talk ('' when the data has no words for its kind); a meal its
    plan does not name is named by its hour ("lunch" at noon)."""
    part = _first(activity)
    key = _kind(scene, part)
    if key == "work" and any(_kind(scene, _first(b.activity)) == "work" for b in scene.done):
        key = "work_again"  # back to it after a spell of it today
    options = lines(f"next_named_{key}")
    if not options:
        return ""
    meal = meal_word(part)
    if meal == "a meal" and start is not None:
        meal = meal_at(start)
    what = _meal_said(meal) if meal and meal != "a meal" else ""
    filled = [x for x in (fill(o, {"what": what}) for o in options) if x]
    if not filled:
        return ""
    i = int(stable_rand(scene.sp.id, scene.today, scene.now, "plan", salt) * len(filled))
    said = filled[min(i, len(filled) - 1)]
    return said[:1].lower() + said[1:]


# the meal a meal is by its hour: (until, meal) in minutes of the day; an afternoon meal is
# none of them (said as a meal)
MEAL_HOURS = ((10 * 60 + 30, "breakfast"), (15 * 60, "lunch"), (17 * 60, ""), (23 * 60, "dinner"))


def meal_at(start: int) -> str:
    """The meal a meal starting at minute ``start`` is ("lunch" at half past twelve), or ""."""
    return next((meal for until, meal in MEAL_HOURS if start % 1440 < until), "")


def _meal_said(meal: str) -> str:
    """A meal's word in the town's language (the ``meal_names`` piece, in the order of the
    tables' ``meals``); the tables' own word when the language gives none."""
    meals = list(active().meals)
    if meal not in meals:
        return meal
    return said("meal_names", (meals.index(meal) + 0.5) / len(meals)) or meal


def _first(activity: str) -> str:
    return re.split(r",\s*then\s+|;\s*", activity.strip())[0].strip(" .")


def _kind(scene: Scene, part: str) -> str:
    """The activity of a plan part, one's own work as "work" (a pupil's as "school")."""
    key = classify(part, scene.prof.work_cat).name
    if key == scene.prof.work_cat or key in work_categories():
        return "school" if scene.studies() else "work"
    return key


def slots(scene: Scene) -> dict[str, str]:
    """``plan``/``Plan`` (the next thing, named as talk names it) and ``clock`` (when, unless
    it is minutes away) for the phrase sets; empty when there is no next thing to name."""
    nxt = scene.nxt
    if nxt is None or nxt.start - scene.now % 1440 >= 240:
        return {}
    plan = said_as(scene, nxt.activity, start=nxt.start)
    if not plan:
        return {}
    out = {"plan": plan, "Plan": plan[:1].upper() + plan[1:]}
    start = starts(scene, nxt)
    if start - scene.now % 1440 <= SOON:
        return out
    if arranged(scene, nxt):  # a time fixed with others is said as fixed
        out["clock"] = clock_of_day(start, scene.now)
    else:  # the rest of one's day is said from now: "this afternoon", not "at ten past two"
        out["later"] = when_from_now(scene, start)
    return out


def when_from_now(scene: Scene, start: int) -> str:
    """``start`` said from now ("soon", "this evening"), the speaker's own way of it; the
    next meal (it names its own time) only "later"."""
    nxt = scene.nxt
    meal = nxt is not None and meal_word(_first(nxt.activity)) not in ("", "a meal")
    at = stable_rand(scene.sp.id, scene.today, scene.now, "later")
    return from_now(scene.now, start, at, meal)


def arranged(scene: Scene, block) -> bool:
    """Whether ``block`` goes to a gathering or a meeting fixed with someone: its time then
    matters, and is said as a clock time."""
    return _event_start(scene, block) is not None


def starts(scene: Scene, block) -> int:
    """When the thing ``block`` goes to starts, as one says it: a gathering one knows of at
    the place it names, today, by the gathering's own start; a meal by the nearest half hour;
    anything else the block's start."""
    held = _event_start(scene, block)
    if held is not None:
        return held
    meal = meal_word(_first(block.activity))
    if meal and meal != "a meal":
        return (block.start + 15) // 30 * 30
    return block.start


def _event_start(scene: Scene, block) -> int | None:
    """The start of the gathering, or the time two fixed over a favour, that ``block`` goes to
    today (None when it goes to none)."""
    today = scene.today.isoformat() if scene.today is not None else ""
    held = [*scene.sp.facts, *(m.fact for m in scene.memories if m.fact is not None)]
    for ev in (g for f in held for g in (f.event, f.arranged) if g is not None):
        if ev.date != today or not ev.place or ev.place not in block.activity:
            continue
        if 0 <= ev.start - block.start <= LEAD:
            return ev.start
    return None


LEAD = 90  # minutes a plan block may start before the gathering it goes to (the walk there)
