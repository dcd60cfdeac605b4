"""Two different things one has heard of someone, put together: what one knows of a person adds up.

``connect`` takes the latest two different facts one holds of ``who`` from others (not their
troubles, which one looks in on instead; not secrets; not news about oneself), heard at
different moments, and says them together ("... And ... I keep hearing things about Ann.").
When both are news of theirs alone of one topic, they are a pattern, and what one makes of
them is that topic's reading (two projects: they see things through, ``ins_read_<topic>``),
resting on both. How one came by the later is said when it says something
(``reflect_source``: they said no word of it), and what a gathering in it means to one's own
plans (``reflect_plans``). A gathering and the record of how it went are one thing, not two.
"""

from __future__ import annotations

from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.reflect_index import Records, conclude, fact_text, first, put_after
from game.brains.builtin.reflect_plans import bearing
from game.brains.builtin.reflect_read import READ, heard_of
from game.brains.builtin.reflect_source import with_source
from game.mind.brain import Insight, PersonaCard
from game.mind.facts import TROUBLES

# the readings of someone's news that two pieces of news of the topic make a pattern of
_PATTERN = frozenset({"work", "project", "party", "town", "vote", "opinion", "habit", "family"})
# words that begin a statement and are no name: lower-case when it goes mid-sentence
_OPENERS = frozenset("At The A An In On After There It This".split())


def _mid_sentence(said: str) -> str:
    """``said`` as it reads after "And now ...": "at Suresh's clean-up", not "At ..."."""
    head = said.split(" ", 1)[0]
    return said[:1].lower() + said[1:] if head in _OPENERS else said


def _one_matter(a, b) -> bool:
    """Whether facts ``a`` and ``b`` are a gathering and the record of how it went."""
    return any(x.event is not None and y.key == x.event.outcome_key for x, y in ((a, b), (b, a)))


def connect(p: PersonaCard, who: str, recs: Records, book: Phrasebook, related) -> Insight | None:
    """Two different things one has heard of ``who``, at different moments, put together
    ("... And ... I keep hearing things about Ann."): what one knows of a person adds up; two
    pieces of news of theirs alone of one topic read as that topic's pattern ("... And ...
    Ann puts everything into it."). Not their troubles (looked in on instead), not secrets,
    not news about oneself."""
    heard = [m for m in heard_of(p, who, recs) if m.fact.topic not in TROUBLES]
    keys = list(dict.fromkeys(m.fact.key for m in heard))
    if len(keys) < 2:
        return None
    a = next(m for m in reversed(heard) if m.fact.key == keys[-2])
    b = next(m for m in reversed(heard) if m.fact.key == keys[-1])
    if _one_matter(a.fact, b.fact):
        return None  # (a gathering and how it went are one thing heard of them, not two)
    fact, fact2 = fact_text(a, p, recs), _mid_sentence(fact_text(b, p, recs))
    # (how one came by the later: from them, or from someone else while they said nothing)
    how, how_ev = with_source(p, who, b, recs, book)
    fact2 = put_after(fact2, fact2, how)
    plan, plan_ev = bearing(b, recs, book)  # (what the later means to one's own plans)
    how_ev = [*how_ev, *plan_ev]
    topic = READ.get(a.fact.topic, "")
    sole = all(m.fact.about == (m.fact.subject,) for m in (a, b))
    if topic in _PATTERN and topic == READ.get(b.fact.topic) and sole:
        also = book.pick("ins_read_also", f"also:{who}", fact2=fact2)
        said = conclude(
            book,
            f"ins_read_{topic}",
            [a, b, *how_ev],
            recs,
            about=who,
            related=related,
            middle=also,
            after=plan,
            who=first(who),
            fact=fact,
        )
        if said is not None:
            return said
    slots = {"who": first(who), "fact": fact, "fact2": fact2}
    ev = [a, b, *how_ev]
    return conclude(book, "ins_connect", ev, recs, about=who, related=related, after=plan, **slots)
