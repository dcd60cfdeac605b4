"""What news of a gathering means to one's own plans: whether one goes, and why.

A reflection that repeats a piece of news and who told it is a receipt, not a thought. News of
a gathering still to come bears on one's own day, and one has decided about it
(``game.mind.gatherings`` keeps the decision as a plan memory; the request hands it over as
``InsightRequest.plans``, each with its record, ``MemoryLine.decided``): one will be there, for
its host's sake; one works then, or will be asleep, or has something else arranged, so one
won't go. ``bearing`` says that, by the decision's record (going or not, and its reason), and
cites the decision memory, so the thought agrees with what one then does.

Phrase sets ``ins_plan_<kind>`` (speech.toml): ``go``, ``tie`` ({who}: the host's first
name), ``for`` (held for oneself), ``work``, ``asleep``, ``young``, ``no``, ``engaged``. Their
words are those of the decision's own record (``gatherings.decision_text``'s frames), so the
evidence holds them.

Nothing for one's own do (one hosts it: a matter of one's own), a decision one has not made,
a reason with no line, or a gathering that has begun or is over by the time one thinks (its
plans are past), or when the request does not say when one thinks.
"""

from __future__ import annotations

from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.reflect_index import Records, first
from game.mind.types import MemoryLine, hhmm_to_min

# the phrase set of a decision, by (going, reason) (``gathering_odds.chance``'s reasons)
_SETS = {
    (True, "tie"): "tie",
    (True, "for"): "for",
    (True, "interest"): "go",
    (True, "free"): "go",
    (True, "work"): "go",  # (slipping away from work for it)
    (False, "work"): "work",
    (False, "asleep"): "asleep",
    (False, "young"): "young",
    (False, "no"): "no",
    (False, "engaged"): "engaged",
}


def ahead(g, recs: Records) -> bool:
    """Whether gathering ``g`` is still to begin when one thinks (``recs.now``)."""
    today = recs.today(int(g.date[:4]))
    if today is None:
        return False
    try:
        minute = hhmm_to_min(recs.now.rsplit(" ", 1)[-1])
    except ValueError:
        return False
    return not g.begun(today, minute)


def decision(m: MemoryLine, recs: Records) -> tuple[str, dict[str, str], MemoryLine] | None:
    """(phrase set, slots, the decision memory) of what the gathering of ``m``'s fact means to
    one's own plans; None when there is nothing to say (see the module docstring)."""
    f = m.fact
    if f is None or f.event is None:
        return None
    held = recs.decided.get(f.event.key)
    if held is None or held.decided is None:
        return None
    d = held.decided
    kind = _SETS.get((d.going, d.reason), "")
    if not kind or not ahead(d.gathering, recs):
        return None
    host = first(d.gathering.host_name)
    if kind == "tie" and not host:
        kind = "go"
    return f"ins_plan_{kind}", ({"who": host} if host else {}), held


def bearing(m: MemoryLine, recs: Records, book: Phrasebook) -> tuple[str, list[MemoryLine]]:
    """What the gathering of ``m``'s fact means to one's own plans, as said, and the memory it
    rests on (the decision); ("", []) when there is nothing to say."""
    found = decision(m, recs)
    if found is None:
        return "", []
    name, slots, held = found
    said = book.pick(name, f"{name}:{held.decided.key}", **slots)
    return (said, [held]) if said else ("", [])
