"""A plan label's record in the activity tables: whether a text someone is seen at is one of a
category's steps, and which kind (``Step``: an errand's, a turn at a till, the closing of a
visit), so talk can tell what may be remarked on.

A passer-by asks "Still soaking up the sun?" of one on a bench, never "Still wandering down
the next aisle?" or "Still paying at the till?": a step of an errand or of being served is a
few minutes of a visit anyone can see, not a pastime one asks after. The step texts are the tables' own (any language), read once per tables; a text is matched as it is
written in a plan ("wander down the next aisle") and as an onlooker says it ("wandering ...").
"""

from __future__ import annotations

import functools
import re

from game.brains.builtin.tables import Tables, active
from game.mind.language import reading

ERRANDS = frozenset({"errands", "takeaway"})  # a trip to be served at, not a pastime
TILL = frozenset({"cash_register"})  # a step done only at a till is one of being served
_SLOT = re.compile(r"\\\{\w+\\\}")  # a step text's placeholder ("{meal}"), escaped
_OWNER = re.compile(r"\b(?:his|her|their|your|my)\b")


def _norm(text: str) -> str:
    return _OWNER.sub("their", (text or "").strip(" .").lower())


@functools.lru_cache(maxsize=8)
def _index(tables: Tables, read) -> tuple[tuple[re.Pattern, bool], ...]:
    """Every step text of the tables, as a pattern of its plan and onlooker's forms, with
    whether it is a step one asks after (False: an errand's, a turn at a counter or till,
    a visit's opening or closing; one's work, "filling a prescription", may be asked after)."""
    progressive = read.progressive
    out: list[tuple[re.Pattern, bool]] = []
    for cat in tables.taxonomy:
        errand = cat.name in ERRANDS
        framed = {id(s) for s in (*cat.opening, *cat.closing)}
        steps = (*cat.steps, *cat.opening, *cat.closing, *cat.host_steps)
        steps += tuple(s for alts in cat.variants.values() for s in alts)
        for step in steps:
            askable = not (
                errand
                or step.service
                or bool(step.objs and set(step.objs) <= TILL)
                or id(step) in framed
            )
            for text in step.texts:
                forms = {_norm(text), _norm(progressive(text))}
                for form in forms:
                    if form:
                        pat = re.compile("^" + _SLOT.sub(".+", re.escape(form)) + "$")
                        out.append((pat, askable))
    return tuple(out)


def is_step(text: str) -> bool:
    """Whether ``text`` is one of the tables' step texts (any category)."""
    low = _norm(text)
    return any(p.match(low) for p, _ in _index(active(), reading()))


def askable(text: str) -> bool:
    """Whether one may ask after ``text`` seen done ("Still X-ing?"): not a step of an errand
    or of being served, nor a visit's opening or closing; any other text may be."""
    low = _norm(text)
    return all(ok for p, ok in _index(active(), reading()) if p.match(low))
