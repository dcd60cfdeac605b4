"""The parts of a day plan that come from other people: their events (go or not, and when to
arrive and leave), the storylines that send a resident to see someone, and events already past.

* **Going**: an event someone else announced is attended only when ``events.attend_choice``
  says so (the same answer the resident gave when invited: a shift in the way, or not
  interested); guests arrive up to 45 minutes late and leave up to 45 minutes early, each by
  its own hash, so they do not all walk in and out together.
* **Storylines**: the mind sends "Storyline (romance|quarrel) with <Name>, usually found at
  <place> (<kind>): ..." lines; each becomes a visit at a time that place is likely open and
  the other likely there (a pub in the evening, a shop or an office in the day), unless one of
  the persona's own habits already takes the resident there. After a quarrel the visit is to
  make peace rather than to have it out again.
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
from game.mind.types import MemoryLine

_STORY = re.compile(
    r"^Storyline \((romance|quarrel)\) with (.+?)(?:, usually found at (.+?) \((\w+)\))?: (.*)$"
)
# when a place of this kind is worth visiting to find someone there
_WINDOWS = {
    "pub": (19 * 60 + 15, 22 * 60),  # after the staff's dinner break
    "cafe": (14 * 60, 17 * 60 + 30),
    "home": (17 * 60 + 30, 20 * 60),
    "dorm": (17 * 60 + 30, 20 * 60),
    "apartments": (17 * 60 + 30, 20 * 60),
}
_DAYTIME = (9 * 60, 17 * 60 + 30)
# where in a place of this kind one finds the person who works there
_AT = {
    "pub": "at the bar of",
    "cafe": "at the counter of",
    "supply_store": "on the shop floor of",
    "town_hall": "in the lobby of",
}


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


def storyline_visits(
    memories: tuple[MemoryLine, ...], p: PersonaCard, date_str: str, seed: int
) -> list[tuple[str, tuple[int, int], int, str]]:
    """(activity, window, minutes, place) for each storyline person the resident should go and
    see today (the planner lets a visit take the place of a habit that goes there anyway: "stops
    at the cafe around 4:30" becomes "visit Ann at the cafe", so the two do meet)."""
    out = []
    for m in memories:
        if m.kind != "context":
            continue
        hit = _STORY.match(m.text)
        if not hit or not hit.group(3):
            continue
        kind, name, place, place_kind, rest = hit.groups()
        first = name.split()[0]
        at = f"{_AT[place_kind]} {place}" if place_kind in _AT else f"at {place}"
        if kind == "romance":
            text = f"visit {first} {at}"
        elif re.search(r"argued again(?!, but it cooled)|It got heated", rest):
            text = f"go and make peace with {first} {at}"
        else:
            text = f"have a word with {first} {at}"
        # one waits for a moment when they are free: long enough for a second try
        minutes = 60 if stable_rand(seed, "visit", p.id, date_str, name) < 0.6 else 75
        out.append((text, _WINDOWS.get(place_kind, _DAYTIME), minutes, place))
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
