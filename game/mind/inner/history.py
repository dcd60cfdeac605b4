"""Each resident's mood over the last days: one valence sample per game half-hour, the last
three days kept.

Why a sample and not a mean: the line is for the eye (the inspector's mood line) and the
valence already moves slowly (half-lives of hours, ``mood``); a sample needs no running sum,
so the whole history is one list of floats per resident, saved as it is and continued
exactly. Samples are taken when a step enters a new half-hour of game time (``due``), once
for every half-hour the step crossed, so the samples are contiguous: the last one is the
half-hour the clock is in and each one before it half an hour earlier.
Cost: one append per resident per half-hour; 144 floats per resident at most.
"""

from __future__ import annotations

from collections import deque

SAMPLE_S = 1800  # game seconds between samples
DAYS = 3
KEEP = DAYS * 24 * 3600 // SAMPLE_S  # samples kept per resident (144)


def crossed(now_s: float, step_s: float) -> int:
    """How many half-hour marks the step that ended at ``now_s`` crossed (0 mostly)."""
    return int(now_s // SAMPLE_S) - int((now_s - step_s) // SAMPLE_S)


class MoodHistory:
    """Valence samples by resident id, oldest first, at most ``KEEP`` each."""

    def __init__(self, rids) -> None:
        self.lines: dict[str, deque[float]] = {rid: deque(maxlen=KEEP) for rid in rids}

    def sample(self, valences: dict[str, float], times: int = 1) -> None:
        """Append each resident's valence ``times`` times (once per half-hour crossed)."""
        for rid, line in self.lines.items():
            v = valences.get(rid)
            if v is not None:
                line.extend((v,) * min(times, KEEP))

    def line(self, rid: str) -> tuple[float, ...]:
        return tuple(self.lines[rid])

    def get_state(self, rid: str) -> list[float]:
        return list(self.lines[rid])

    def set_state(self, rid: str, values) -> None:
        """From ``get_state`` (an older save: ``()``); only the newest ``KEEP`` are kept."""
        self.lines[rid] = deque((float(v) for v in values), maxlen=KEEP)
