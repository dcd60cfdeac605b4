"""How one came to know something of someone, put beside it in a reflection.

A thought that only repeats a piece of news is a log line. Put together with the talks one had
with the person it concerns, the same news says something one did not know before: whether they
told one themselves (and where), or whether one had it from someone else while they, whom one
talked with too, said no word of it. That is read from records only: who told each memory of
the fact (``source``), the talks with them (``Records.talks``), the place a talk was held
(``at``), never from words.

``source_clause`` returns the phrase set of that clause, its slots and the memories it rests on
(the telling, and the talk whose place it names):

* ``ins_src_self``: they told one themselves (``where``: the place of that talk, when known;
  ``_with``: ``others``, whoever else was in that talk);
* ``ins_src_quiet``: one had it from ``source``, and in the talks one had with them since
  (``where``: the latest's place) they said no word of it;
* ``ins_src_heard``: one had it from ``source`` and has not talked with them since;

(``_out``: the set of the first two when there is no place to name: a talk out in the street.)

Nothing for what one saw happen oneself, or what one knew beforehand.
"""

from __future__ import annotations

from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.reflect_index import Records, first
from game.mind.brain import PersonaCard
from game.mind.types import MemoryLine


def talk_of(m: MemoryLine, who: str, recs: Records) -> MemoryLine | None:
    """The memory of the talk with ``who`` that ``m`` was told in (None when not at hand)."""
    if m.talk < 0:
        return None
    return next((t for t in recs.talks.get(who, []) if t.talk == m.talk), None)


def source_clause(
    p: PersonaCard, who: str, m: MemoryLine, recs: Records
) -> tuple[str, dict[str, str], list[MemoryLine]]:
    """(phrase set, slots, evidence) of how one came to know ``m``, a fact of ``who``'s:
    ("", {}, []) when one saw it oneself or knew it beforehand."""
    f = m.fact
    if f is None or m.witnessed:
        return "", {}, []
    held = recs.facts.get(f.key, [m])
    name = first(who)
    theirs = [x for x in held if x.source == who and x.talk >= 0]
    if theirs:
        told = theirs[-1]
        talk = talk_of(told, who, recs)
        if talk is None:
            return "ins_src_self", {"who": name}, [told]
        slots = {"who": name} | ({"where": talk.at} if talk.at else {})
        others = [first(x) for x in talk.partners if x != who][:1]
        if others and talk.at:  # (told in company: whoever else was in that talk)
            return "ins_src_self_with", slots | {"others": others[0]}, [told, talk]
        return "ins_src_self", slots, [told, talk]
    tellers = [x for x in held if x.source and x.source not in (p.name, who) and x.talk >= 0]
    if not tellers:
        return "", {}, []
    told = tellers[0]  # (whom one first had it from)
    since = [t for t in recs.talks.get(who, []) if t.id > told.id and t.talk != told.talk]
    slots = {"who": name, "source": first(told.source)}
    if since:
        talk = since[-1]
        slots |= {"where": talk.at} if talk.at else {}
        return "ins_src_quiet", slots, [told, talk]
    return "ins_src_heard", slots, [told]


def with_source(
    p: PersonaCard, who: str, m: MemoryLine, recs: Records, book: Phrasebook
) -> tuple[str, list[MemoryLine]]:
    """The clause of how one came to know ``m`` (``source_clause``) as said, and the memories
    it rests on; ("", []) when there is none to say."""
    name, slots, ev = source_clause(p, who, m, recs)
    if not name:
        return "", []
    name += "_out" if name in ("ins_src_self", "ins_src_quiet") and "where" not in slots else ""
    said = book.pick(name, f"{name}:{slots.get('who', '')}:{slots.get('where', '')}", **slots)
    return (said, ev) if said else ("", [])
