"""'Who is Ann?' of someone one has no bond with in one's file: said from what one holds of
them, so that two residents asked about the same person answer as their records differ.

* **the lead**: what one shares with them (a home, a workplace, a building, a story, the
  village: the ``tie_*`` lines) and, for a story or the village, whether one has had a word
  with them lately (``iv_who_talked``, ``iv_who_not_lately``: one's talks on record); with no
  tie, how far one's talks say one knows them (``iv_who_by_sight`` when none);
* **who they are**: where they work or go to school, and whom they live with (their household
  as one knows it by name, ``Listener.kin``; not said of one's own household);
* **what one holds of them**: the latest fact on record about them (heard, or seen), told with
  when one heard it; and what one concluded about them (a reflection about them) when it
  says more than that fact.
"""

from __future__ import annotations

from game.brains.builtin import interview_self
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.spoken_words import said
from game.brains.builtin.talk_slots import place_name
from game.mind.brain import InterviewRequest
from game.mind.types import MemoryLine

_TIE_ORDER = ("home", "work", "neighbour", "story", "town")


def lead(req: InterviewRequest, person, first: str) -> str:
    """What one shares with them, and whether one's talks of late include them: one knows the
    whole village for years, and has still not had a word with everyone this week."""
    ties = set(person.ties) if person is not None else set()
    talked = person is not None and person.talked_before
    for tie in _TIE_ORDER:
        if tie in ties:
            line = interview_self.spread(f"tie_{tie}", req, name=first)
            if line and tie in ("story", "town"):
                more = "iv_who_talked" if talked else "iv_who_not_lately"
                line += " " + interview_self.spread(more, req, name=first)
            if line:
                return line
    if talked:
        return f"{first}? " + interview_self.spread("iv_who_talked", req, name=first)
    if person is not None and person.knows:
        return interview_self.spread("iv_who_by_sight", req, name=first)
    return f"I know {first} a little."


def who_they_are(req: InterviewRequest, person, first: str) -> list[str]:
    """Where they work or study and whom they live with (not when one shares either)."""
    if person is None:
        return []
    book = Phrasebook([], req.persona.id, person.name, "tie")
    out = []
    if person.works_at and not {"home", "work"} & set(person.ties):
        school = 0 < person.age < 16
        place = place_name(person.works_at)
        out.append(book.pick("tie_studies" if school else "tie_works", name=first, place=place))
    names = {x.id: x.name.split()[0] for x in req.people}
    kin = [names[k] for k, _age in person.kin if k in names]
    if kin and "home" not in person.ties:
        joined = said("list_and").join(kin) if len(kin) <= 2 else ", ".join(kin[:-1])
        if len(kin) > 2:
            joined += said("list_and") + kin[-1]
        out.append(interview_self.spread("iv_who_lives_with", req, name=first, names=joined))
    return [x for x in out if x]


def held_of(req: InterviewRequest, person) -> list[MemoryLine]:
    """The facts one holds about them as records (not secrets), the latest first."""
    if person is None:
        return []
    facts = [
        m
        for m in req.held
        if m.fact is not None and m.fact.subject == person.id and not m.fact.secret
    ]
    return sorted(facts, key=lambda m: m.id, reverse=True)


def thought_of(req: InterviewRequest, name: str, told: set[int]) -> MemoryLine | None:
    """A conclusion one drew about ``name`` that does not rest on what one is telling of them
    already (the memories ``told``)."""
    for m in req.memories:
        if m.kind == "reflection" and m.about == name and not told & set(m.evidence):
            return m
    return None
