"""What one means to say to someone's face, made as a record during the game.

A standing request comes from the residents file (``Persona.facts``, ``Fact.ask``); a few
records made as the game runs carry an ``ask`` too: a witness of a norm breach who minds it and
will say so holds its complaint with the words it says to the breaker's face
(``game.mind.inner.norms.complaint``: "You were making a racket late on Friday night."). Such a
memory is tagged ``KEYWORD``; ``held`` hands its record to the brain with the standing facts
(``Resident.card``), so the line that says it is the same move as any request of one's own,
made when the two next talk alone, once: it is spent when it has been told to them (its memory
among those told to the second it is about) or after ``HOLD_S``. Nothing here reads what
anyone said.
"""

from __future__ import annotations

from game.mind.records import Fact

KEYWORD = "own ask"  # the keyword of a memory holding a record of one's own with an ``ask``
HOLD_S = 2 * 86400.0  # a thing to say to someone's face that has waited two days is let go
RECENT = 8  # the latest such memories read (a resident holds one or two)


def held(resident) -> tuple[Fact, ...]:
    """The records of ``resident``'s own with an ``ask`` not yet put to the one it is for."""
    ids = resident.memory.by_keyword(KEYWORD)
    if not ids:
        return ()
    mem = resident.memory
    newest = mem.get(len(mem) - 1).created
    out = []
    for i in ids[-RECENT:]:
        m = mem.get(i)
        f = Fact.from_meta(m.meta.get("fact"))
        if f is None or not f.ask or len(f.about) < 2 or f.subject != resident.id:
            continue
        rel = resident.relations.get(f.about[1])
        if rel is None or i in rel.told or newest - m.created > HOLD_S:
            continue
        out.append(f)
    return tuple(out)
