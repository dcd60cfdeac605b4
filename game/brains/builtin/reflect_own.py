"""What matters to oneself first: one's own matters in one's own day, and whom one thinks of.

A person's thoughts run first on their own life, and on the people in it; a row between two
they barely know is hearsay, not a thought. Two things here, read from records only:

* ``stake(p, who, recs)``: how much ``who`` is to one, by one's bond with them (a wife, a
  sweetheart, one's own quarrel: 3; a friend, a rival, someone one's own storyline names: 2;
  anyone one knows by a bond: 1; else 0): reflection asks about them in that order, before
  the evidence each has;
* ``own_matter(p, recs, book)``: what came of one's own storyline today: the record of what
  came of one's own request (an outcome: "I asked Ann ... and Ann said yes"), said beside the
  standing fact of one's own it serves ({story}: "I'm writing a little history of the
  town"), and what that is to one by its topic (``ins_own_<topic>``: one means to see a
  project through; one worries all the same). It rests on the outcome and on the memory of
  the standing fact; with no such pair, nothing.
  ``own_question`` words the question that retrieves them: the standing fact as others tell it.
"""

from __future__ import annotations

from game.brains.builtin.phrases import Phrasebook, lines
from game.brains.builtin.reflect_index import Records, conclude, fact_text, moments
from game.mind.brain import Insight, PersonaCard
from game.mind.records import Fact
from game.mind.reflect import MIN_MOMENTS
from game.mind.requests import is_outcome
from game.mind.types import MemoryLine

# how much someone is to one, by one's bond with them
_STAKE = {"family": 3, "romance": 3, "quarrel": 3, "close": 2, "rival": 2, "known": 1}


def stake(p: PersonaCard, who: str, recs: Records) -> int:
    """How much ``who`` is to one (see the module docstring)."""
    bond = recs.bonds.get(who)
    got = _STAKE.get(bond.bond, 1) if bond is not None else 0
    if any(who == full for full, _ in recs.family):
        got = 3
    mine = " ".join(f.text(p.id) for f in p.facts if f.subject == p.id)
    if got < 2 and who and (who in mine or who.split()[0] in mine.split()):
        got = 2  # (one's own storyline names them)
    return got


def _story(p: PersonaCard, topic: str) -> Fact | None:
    """One's own standing fact of ``topic`` that asks nothing of anyone: the storyline."""
    return next(
        (
            f
            for f in p.facts
            if f.subject == p.id and f.topic == topic and not f.ask and not f.secret and f.mine
        ),
        None,
    )


def own_outcome(p: PersonaCard, recs: Records) -> tuple[MemoryLine, Fact] | None:
    """The latest record of what came of one's own request, and the storyline it serves
    (None when there is none, or its topic has no ``ins_own_`` lines)."""
    held = sorted((m for ms in recs.facts.values() for m in ms), key=lambda m: m.id)
    for m in reversed(held):
        f = m.fact
        if not is_outcome(f) or p.id not in f.about[1:2] or f.secret:
            continue  # (one's own request: one is the one who asked, the second of it)
        story = _story(p, f.topic)
        if story is not None and lines(f"ins_own_{f.topic}"):
            return m, story
    return None


def own_question(p: PersonaCard, recs: Records, book: Phrasebook) -> str:
    """The question about one's own matter (its standing fact as others tell it), or ""."""
    found = own_outcome(p, recs)
    if found is None or any(found[0].id in r.evidence for r in recs.prior):
        return ""  # (nothing of one's own, or thought already)
    return book.pick("refl_ask_own", "own", fact=found[1].text(), me=p.first_name())


def own_matter(p: PersonaCard, recs: Records, book: Phrasebook) -> Insight | None:
    """What came of one's own storyline, and what it is to one (see the module docstring)."""
    found = own_outcome(p, recs)
    if found is None:
        return None
    m, story = found
    standing = recs.facts.get(story.key, [])
    ev = [m, *standing[-1:]]
    if moments(ev) < MIN_MOMENTS:
        return None
    said = story.text(p.id).strip()
    return conclude(
        book,
        f"ins_own_{story.topic}",
        ev,
        recs,
        related=ev,
        fact=fact_text(m, p, recs),
        story=said if said.endswith((".", "!", "?", "。", "！", "？")) else said + ".",
    )
