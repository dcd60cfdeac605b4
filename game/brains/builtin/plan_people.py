"""The parts of a day plan that come from other people: their events (go or not, and when to
arrive and leave), and events already past. (The people one goes to see: ``plan_errands``.)

* **Going**: an event someone else announced is attended only when ``events.attend_choice``
  says so (the same answer the resident gave when invited: a shift in the way, or not
  interested); guests arrive up to 45 minutes late and leave up to 45 minutes early, each by
  its own hash, so they do not all walk in and out together.
* **Past events**: a dated event whose day is over is not planned again, and neither is a
  habit about it ("spread the word about her party" once the party is over).
"""

from __future__ import annotations

import re
from datetime import date

from game.brains.builtin import text as tx
from game.brains.builtin.events import Event, attend_choice, bond_with, goes, host_of
from game.brains.builtin.plan_items import Item
from game.brains.builtin.rand import stable_rand
from game.mind.brain import PersonaCard


def going(p: PersonaCard, ev: Event, date_str: str, seed: int, memories=()) -> bool:
    """Whether the resident goes to someone else's event (its own habits always count)."""
    if ev.host or ev.mine or not ev.one_off:
        return True
    if p.facts:  # a town of records: the mind decides who goes, and puts it in the plan
        return False
    year = int(date_str[:4])
    src = ev.source or ev.text
    bond = bond_with(host_of(src), p.name, memories)
    return goes(attend_choice(p, src, year, seed, bond), p, src, seed)


def guest_times(p: PersonaCard, ev: Event, start: int, end: int, seed: int) -> tuple[int, int]:
    """A guest's own arrival and leaving (0-45 minutes late, 0-45 early, at least 45 there)."""
    if ev.host or ev.mine or end - start < 90:
        return start, end
    late = 15 * int(stable_rand(seed, "late", p.id, ev.text) * 4)
    early = 15 * int(stable_rand(seed, "early", p.id, ev.text) * 4)
    a, b = start + late, end - early
    return (a, b) if b - a >= 45 else (start + late, start + late + 45)


def past_event_words(texts: list[str], today: date) -> set[str]:
    """Event nouns ("party") of dated events that are over, from memories and persona text."""
    out = set()
    for t in texts:
        for sentence in tx.sentences(t):
            day = tx.parse_date(sentence, today.year)
            if day is None or day >= today:
                continue
            m = re.search(
                r"\b(party|gathering|celebration|concert|festival|fair|picnic|show)\b",
                sentence,
                re.I,
            )
            if m:
                out.add(m.group(1).lower())
    return out


def place_visit(
    items: list[Item], window: tuple[int, int], minutes: int, free
) -> tuple[int, int] | None:
    """The first free stretch of ``minutes`` in ``window`` (15-minute steps); when none is that
    long, a shorter one down to 45 minutes (a short visit beats none)."""
    a, b = window
    for length in range(minutes, min(minutes, 45) - 1, -15):
        t = a
        while t + length <= b:
            if free(t, t + length):
                return t, t + length
            t += 15
    return None
