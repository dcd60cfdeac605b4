"""Whom one has been seeing a lot of lately (apart from those one lives with).

A conclusion reflection draws: a reflection among the memories the question brought up that
concerns someone outside one's home (``MemoryLine.about``, from the reflection's record) names
them, one resting on talks with them (its evidence among the retrieved talks) first. Without one, the answer is what the retrieved memories hold: the people of the talks among
them, the one who comes up most (the latest on a tie); a handful of retrieved talks is a poor
count of a fortnight, which is the difference reflection makes. Nothing retrieved: no one.
"""

from __future__ import annotations

import re
from collections import Counter

from game.brains.builtin.phrases import Phrasebook
from game.mind.brain import InterviewAnswer, InterviewRequest

ASKED = re.compile(
    r"\b(?:seeing (?:a lot|much|more) of|spending (?:a lot of )?time with|getting to know|"
    r"seen (?:the )?most of|been talking (?:a lot )?(?:to|with))\b",
    re.IGNORECASE,
)


def answer(req: InterviewRequest, low: str) -> InterviewAnswer | None:
    """The answer when the question asks whom one has been seeing ('' questions: None)."""
    if not ASKED.search(low):
        return None
    home = {p.name for p in req.people if "home" in p.ties} | {req.persona.name}
    book = Phrasebook([], req.persona.id, req.question, "company")
    concluded = [
        m for m in req.memories if m.kind == "reflection" and m.about and m.about not in home
    ]
    # (best first: a conclusion resting on talks with them, of those retrieved, then any)
    talks = {m.id: m.partners for m in req.memories if m.partners}
    met = [m for m in concluded if any(m.about in talks.get(i, ()) for i in m.evidence)]
    for m in (met or concluded)[:1]:
        who = m.about.split()[0]
        return InterviewAnswer(text=book.pick("ans_company_concluded", who=who), evidence=(m.id,))
    seen: Counter = Counter()
    latest: dict[str, int] = {}
    for i, m in enumerate(m for m in req.memories if m.kind != "reflection"):
        for name in m.partners:
            if name not in home:
                seen[name] += 1
                latest.setdefault(name, i)
    if not seen:
        return InterviewAnswer(text=book.pick("ans_company_none"), remembers=False)
    name = min(seen, key=lambda n: (-seen[n], latest[n]))
    return InterviewAnswer(text=book.pick("ans_company_recalled", who=name.split()[0]))
