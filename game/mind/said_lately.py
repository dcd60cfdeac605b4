"""What a resident has been saying lately, to anyone: its own lines in the talks of the last
days before today.

Today's lines, and the last days' lines to the very people one is talking with, go to the
brain as the ``Said today`` context line (``talk_context.said_today``): what one must not say
again. These are the rest: what one said to others yesterday and the day before, so a brain
can prefer a greeting or a question one has not been using all week ("Busy as ever?" on the
third morning running), without any of it barring a line. Bounded: the newest ``MAX_LINES``
lines of the last ``DAYS`` days.

Cost: a scan of the conversation memories of those days (their transcripts) per line of
talk, as ``said_today`` makes.
"""

from __future__ import annotations

DAYS = 2
MAX_LINES = 120
DAY_S = 86400


def said_lately(resident, day_start_s: float) -> tuple[str, ...]:
    """The resident's own lines in the talks of the ``DAYS`` days before ``day_start_s``
    (any listener), oldest first, at most the newest ``MAX_LINES``."""
    memory = resident.memory
    mine: list[str] = []
    for i in memory.ids_since(day_start_s - DAYS * DAY_S, kinds=("conversation",)):
        m = memory.get(i)
        if m.created >= day_start_s:
            continue  # (today's lines are the request's ``Said today``)
        for speaker, _, text in m.meta.get("transcript") or ():
            if speaker == resident.id:
                mine.append(text)
    return tuple(mine[-MAX_LINES:])
