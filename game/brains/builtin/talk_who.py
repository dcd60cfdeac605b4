"""Who the listener is to this place: at work here, or a colleague of the speaker.

Shared by the ordinary acts of a line (``talk_acts``) and the talk at an event (``talk_event``),
so it sits below both. Costs a regex over the relationship text and a table lookup.
"""

from __future__ import annotations

import re

from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.situation import Scene

# phrase sets whose lines are a server's offer ("What can I get you?")
STAFF_SETS = (
    "staff_cafe",
    "staff_pub",
    "staff_market",
    "staff_supply_store",
    "staff_any",
    # (a child is served with a child's word: "After a juice?")
    "staff_cafe_young",
    "staff_pub_young",
)

_COLLEAGUE = re.compile(
    r"\b(?:boss|colleague|employer|employee|works? (?:with|for|alongside)|alongside|assistant"
    r"|barista|bartender|right hand|staff|hired)\b",
    re.IGNORECASE,
)


def works_here(scene: Scene) -> bool:
    """The listener is at work here, as anyone can tell: seen at it here today, or serving in
    this talk ("What can I get you?"): no asking them what brings them here."""
    from game.brains.builtin.activities import classify, work_categories

    seen = scene.seen.get(scene.lname)
    if seen and seen[1] == scene.sector and classify(seen[2]).name in work_categories():
        return True
    theirs = [x.text for x in scene.transcript if x.speaker == getattr(scene.listener, "id", "")]
    sets = (*STAFF_SETS, "intro_work", "intro_study")
    return any(said_from(name, t) for t in theirs for name in sets)


def colleague(scene: Scene) -> bool:
    """The listener works here too: we share the workplace, I know this is their place, my text
    about them says so, or I just saw them at it."""
    bond = scene.listener.relationship if scene.listener else ""
    if scene.listener is not None and "work" in scene.listener.ties:
        return True  # the town's data: we share this workplace
    if scene.listener is not None and scene.sector in scene.listener.places:
        return True  # I know they work (or live) here
    if _COLLEAGUE.search(bond) or f"{scene.lname}'s" in scene.owners:
        return True
    seen = scene.seen.get(scene.lname)
    if seen and seen[1] == scene.sector and scene.prof.work_cat:
        from game.brains.builtin.activities import classify, work_categories

        return (
            classify(seen[2]).name in work_categories()
            or classify(seen[2], scene.prof.work_cat).name == scene.prof.work_cat
        )
    return False
