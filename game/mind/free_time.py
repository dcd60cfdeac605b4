"""When a resident is free, as far as another knows its days (``Relations.hours``): awake, and
not at work. Asked by ``appointments`` and ``outings`` for each hour they might offer."""

from __future__ import annotations


def works(h, weekday: str) -> bool:
    """``h`` (someone's hours) has work on ``weekday``."""
    return h.work_hours is not None and (not h.work_days or weekday in h.work_days)


def free(h, weekday: str, start: int, end: int, at_own_work: bool = False) -> bool:
    """The one with hours ``h`` is free from ``start`` to ``end`` (minutes of the day) on
    ``weekday``: up (an hour after waking, half an hour before bed) and not at work (one whose
    own workplace it is, in working hours, is there anyway: ``at_own_work``)."""
    sleep = h.sleep + 1440 if h.sleep <= h.wake else h.sleep  # (a night owl: after midnight)
    if start < h.wake + 60 or end > sleep - 30:
        return False
    if at_own_work or not works(h, weekday):
        return True
    ws, we = h.work_hours
    return end <= ws or start >= we


def clashes(busy, day: str, start: int, end: int) -> bool:
    """One of the gatherings ``busy`` (those one is going to) overlaps ``day`` ``start``-``end``."""
    return any(g.date == day and start < g.end and g.start < end for g in busy)
