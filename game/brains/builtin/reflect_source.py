"""How one came to know something of someone, when that says something: they kept it from one.

Who told one a piece of news, and where, is a receipt, not a thought ("Ann told me so at the
Mill": a reader finds it in every other line). It matters only when it is itself a pattern:
one had it from someone else, and the person it concerns, whom one talked with since, said no
word of it. That is read from records only: who told each memory of the fact (``source``), the
talks with them (``Records.talks``), the place a talk was held (``at``), never from words.

``source_clause`` returns the phrase set of that clause, its slots and the memories it rests on
(the telling, and the talk since):

* ``ins_src_quiet``: one had it from ``source``, and in the talks one had with them since
  (``where``: the latest's place) they said no word of it (``_out``: a talk out in the
  street, no place to name).

Nothing when they told one themselves, when one has not talked with them since, for what one
saw happen oneself, or what one knew beforehand. What the news means to one's own plans is
``reflect_plans``.
"""

from __future__ import annotations

from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.reflect_index import Records, first
from game.mind.brain import PersonaCard
from game.mind.types import MemoryLine


def source_clause(
    p: PersonaCard, who: str, m: MemoryLine, recs: Records
) -> tuple[str, dict[str, str], list[MemoryLine]]:
    """(phrase set, slots, evidence) of how one came to know ``m``, a fact of ``who``'s:
    ("", {}, []) when one saw it oneself or knew it beforehand."""
    f = m.fact
    if f is None or m.witnessed:
        return "", {}, []
    held = recs.facts.get(f.key, [m])
    if any(x.source == who and x.talk >= 0 for x in held):
        return "", {}, []  # (they told one themselves: a receipt, no thought)
    tellers = [x for x in held if x.source and x.source not in (p.name, who) and x.talk >= 0]
    if not tellers:
        return "", {}, []
    told = tellers[0]  # (whom one first had it from)
    since = [t for t in recs.talks.get(who, []) if t.id > told.id and t.talk != told.talk]
    if not since:
        return "", {}, []  # (one has not talked with them since: nothing kept from one)
    talk = since[-1]
    slots = {"who": first(who), "source": first(told.source)}
    slots |= {"where": talk.at} if talk.at else {}
    return "ins_src_quiet", slots, [told, talk]


def with_source(
    p: PersonaCard, who: str, m: MemoryLine, recs: Records, book: Phrasebook
) -> tuple[str, list[MemoryLine]]:
    """The clause of how one came to know ``m`` (``source_clause``) as said, and the memories
    it rests on; ("", []) when there is none to say."""
    name, slots, ev = source_clause(p, who, m, recs)
    if not name:
        return "", []
    name += "_out" if "where" not in slots else ""
    said = book.pick(name, f"{name}:{slots.get('who', '')}:{slots.get('where', '')}", **slots)
    return (said, ev) if said else ("", [])
