"""'Have you heard that ...?': yes with the fact in one's own words when one holds it (by its
record: the words it is told in, against the question's), no when one does not. A question
that names a person is about the news, not about who that person is to one."""

from __future__ import annotations

import re

from game.brains.builtin.interview_clock import today_of
from game.brains.builtin.interview_parts import content_words
from game.brains.builtin.talk_facts import spoken
from game.mind.brain import InterviewAnswer, InterviewRequest

ASKED = re.compile(
    r"^(?:so,? )?(?:have|did) you (?:hear|heard)(?: anything)?(?: (?:that|about|of))?\s+(.{8,})$"
)
HOLDS = 0.5  # share of the question's content words a held fact must carry
HOLDS_PROSE = 0.75  # ... and a memory with no record (it cannot be quoted, so be surer)
_NO = "No, I don't know anything about that; it's news to me."


def answer(req: InterviewRequest, low: str) -> InterviewAnswer | None:
    """The answer, or None when the question is not "have you heard (that) X"."""
    m = ASKED.match(low.strip())
    if not m:
        return None
    asked = content_words(m.group(1))
    # what is said of them, apart from whom it names: another fact about the same people is
    # not this one
    plain = content_words(re.sub(r"\b[A-Z][\w'’]+", " ", _tail(req.question)))
    if not asked:
        return None
    p = req.persona
    held = [(m.fact, m.id) for m in req.held if m.fact is not None]
    held += [(f, None) for f in p.facts]  # one's own standing story counts as known
    fact, mid, score = None, None, 0.0
    for f, i in held:
        words = content_words(f.told)
        if plain and len(plain & words) / len(plain) < HOLDS:
            continue
        got = len(asked & words) / len(asked)
        if got > score:
            fact, mid, score = f, i, got
    if fact is not None and score >= HOLDS:
        said = spoken(fact, p.id, today_of(req.now))
        if fact.subject == p.id:
            return InterviewAnswer(text=f"I should think so. {said}")
        return InterviewAnswer(text=f"Yes, I heard. {said}", evidence=(mid,) if mid else ())
    for line in req.memories:  # held only as prose: known, not re-worded
        words = content_words(line.text) if line.fact is None else set()
        if plain and len(plain & words) / len(plain) < HOLDS_PROSE:
            continue
        if words and len(asked & words) / len(asked) >= HOLDS_PROSE:
            return InterviewAnswer(text="Yes, I'd heard something about that.", evidence=(line.id,))
    return InterviewAnswer(text=_NO, remembers=False)


def _tail(question: str) -> str:
    """The question after its 'have you heard (that)'."""
    m = re.match(
        r"(?i)^\W*(?:so,? )?(?:have|did) you (?:hear|heard)(?: anything)?(?: (?:that|about|of))?\s+",
        question,
    )
    return question[m.end() :] if m else question
