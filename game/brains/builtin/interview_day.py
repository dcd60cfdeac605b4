"""'What did you do yesterday afternoon?': one's own day told from its records
(``InterviewRequest.doings``: the plan steps that are over, with what was done and where), in
the order it happened, cut to the part of the day asked about. Nothing is re-worded from a
memory's sentence."""

from __future__ import annotations

from datetime import date, timedelta

from game.brains.builtin.talk_slots import clock_words, mine, without_room
from game.mind.brain import InterviewAnswer, InterviewRequest
from game.mind.records import Doing

PARTS = {"morning": (0, 720), "afternoon": (720, 1080), "evening": (1080, 1440)}
MOST = 3  # steps told; a long day is told by its longest stretches


def label(back: int, part: str) -> str:
    """'yesterday afternoon', 'this morning', 'tonight', 'today'."""
    if back:
        return "yesterday" + (f" {part}" if part else "")
    if part == "tonight" or part == "evening":
        return "this evening" if part == "evening" else "tonight"
    return f"this {part}" if part else "today"


def recall(
    req: InterviewRequest, today: date | None, back: int, part: str
) -> InterviewAnswer | None:
    """The answer from the records, or None when there are none for that day (a save from
    before records, or a day not yet begun): the caller then falls back."""
    if today is None or not req.doings:
        return None
    day = (today - timedelta(days=back)).isoformat()
    lo, hi = PARTS.get("evening" if part == "tonight" else part, (0, 1440))
    steps: list[Doing] = []
    for d in req.doings:
        if d.date != day or not (d.start < hi and d.end > lo and d.did):
            continue
        same = next(
            (i for i, s in enumerate(steps) if s.did == d.did and d.start - s.end <= 90), None
        )
        if same is not None:  # the same work again after lunch: one stretch, told once
            s = steps[same]
            steps[same] = Doing(date=d.date, start=s.start, end=d.end, did=d.did, place=d.place)
            del steps[same + 1 :]  # what came between is inside that stretch now
        else:
            steps.append(d)
    if not steps:
        return None
    if len(steps) > MOST:
        longest = sorted(steps, key=lambda d: min(d.end, hi) - max(d.start, lo), reverse=True)
        steps = sorted(longest[:MOST], key=lambda d: d.start)
    said = label(back, part)
    parts = [_step(steps[0], first=True, last=len(steps) == 1, lo=lo, hi=hi)]
    parts += [
        _step(d, first=False, last=i == len(steps) - 1, lo=lo, hi=hi)
        for i, d in enumerate(steps[1:], 1)
    ]
    text = f"{said[0].upper()}{said[1:]} I " + ", then ".join(parts) + "."
    return InterviewAnswer(text=text)


def _step(d: Doing, first: bool, last: bool, lo: int, hi: int) -> str:
    """'worked on the forge floor at the forge until half past four'; the first step says
    since when if it began inside the part asked about."""
    out = mine(without_room(d.did))  # 'napped in my armchair', 'worked at the forge'
    if first and d.start > lo and len(out) < 70:
        out = f"{out} from {clock_words(d.start)}"
    if d.end < hi and (first or last) and len(out) < 90:
        out = f"{out} until {clock_words(d.end)}"
    return out
