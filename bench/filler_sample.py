"""Enough lines to judge a filler rate.

"No filler phrase more than 10 times per 1,000 lines" is a rate, and a rate needs its
thousand lines: two game days of a ten-resident village say about 170, where a phrase said
twice already reads as 12 per 1,000. So the filler row keeps the same simulation running, a
game day at a time, until its conversations hold at least ``MIN_LINES`` lines (or ``MAX_DAYS``
have passed), and judges the phrase rate over all of them. Later days are the harder test:
the storylines are told by then and talk has less news to carry it.
"""

from __future__ import annotations

MIN_LINES = 1000
MAX_DAYS = 16


def all_lines(sim) -> list[str]:
    """Every line of every talk so far, ended or still going."""
    convs = list(sim.talks.log) + [
        {"lines": [[ln.speaker, ln.name, ln.text] for ln in c.lines]}
        for c in sim.talks.active.values()
    ]
    return [text for c in convs for _, _, text in c["lines"]]


def enough_lines(sim, hours_done: float) -> tuple[list[str], int]:
    """Run ``sim`` on by whole days until it has said ``MIN_LINES`` lines; the lines and the
    game days they took."""
    days = hours_done / 24
    lines = all_lines(sim)
    while len(lines) < MIN_LINES and days < MAX_DAYS:
        sim.run_steps(sim.clock.steps_for(24))
        days += 1
        lines = all_lines(sim)
    return lines, round(days)
