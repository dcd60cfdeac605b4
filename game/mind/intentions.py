"""What a resident means to do about someone, as its own reflections concluded it.

A reflection may end in an intention toward people (``Insight.intent``: seek them out, look in
on them, put a quarrel right, keep out of their way). ``reflect`` stores it in the reflection
memory's meta (``about``: resident ids, ``intent``); this module reads it back when the resident
meets one of them, so what it concluded changes whom it stops to talk with and what it says
first. An intention holds for ``HOLD_S`` after the reflection and is spent once the two have
talked since (the talk was the looking in, the making up). Switch reflection off and there are
none: the ablation changes what residents do.
"""

from __future__ import annotations

from game.mind.brain import INTENTS

HOLD_S = 24 * 3600.0  # an intention not acted on within a day has lapsed
RECENT = 40  # reflections read back (a day holds a handful to a few dozen)


def ids_for(resident, names) -> tuple[str, ...]:
    """The resident ids of the people an insight names (as memories write them: full names
    or first names), among those the resident knows; unknown names are dropped."""
    wanted = {str(n).strip() for n in names or () if str(n).strip()}
    if not wanted:
        return ()
    out = []
    for rel in resident.relations:
        first = rel.name.split()[0] if rel.name else ""
        if rel.name in wanted or first in wanted:
            out.append(rel.other)
    return tuple(sorted(out))


def meta_for(resident, about, intent: str) -> dict:
    """What a reflection memory's meta keeps of an insight: whom it concerns (resident ids)
    and what the resident means to do about them ({} when it names no one it knows)."""
    ids = ids_for(resident, about)
    if not ids:
        return {}
    if intent not in INTENTS or not intent:
        return {"about": list(ids)}
    return {"about": list(ids), "intent": intent}


def toward(resident, other_id: str, now_s: float) -> str:
    """What ``resident`` means to do about ``other_id`` now ("" for nothing): the latest
    reflection within ``HOLD_S`` that concluded something about them, unless they have talked
    since it was made."""
    rel = resident.relations.get(other_id)
    talked = rel.last_talked if rel is not None else None
    for m in reversed(resident.memory.recent(RECENT, kinds=("reflection",))):
        if now_s - m.created > HOLD_S:
            break
        intent = m.meta.get("intent", "")
        if intent and other_id in m.meta.get("about", ()):
            if talked is not None and talked >= m.created:
                return ""
            return intent if intent in INTENTS else ""
    return ""


def held(resident, now_s: float) -> dict[str, str]:
    """Every live intention of ``resident``: other id -> intent (what an interview is told)."""
    named = {
        other
        for m in resident.memory.recent(RECENT, kinds=("reflection",))
        if now_s - m.created <= HOLD_S
        for other in m.meta.get("about", ())
    }
    out = {other: toward(resident, other, now_s) for other in sorted(named)}
    return {other: intent for other, intent in out.items() if intent}
