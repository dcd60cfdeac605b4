"""The planner's building blocks: an ``Item`` (a stretch of the day being planned) and small
helpers shared by the planning steps (parts of the day, opening times, place phrases)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.brains.builtin import text as tx
from game.brains.builtin.activities import classify, generic
from game.brains.builtin.place_words import text_sector_kinds
from game.brains.builtin.profile import Profile, fill
from game.brains.builtin.tables import active, town_has


def opens(kind: str) -> int:
    """The minute a public place of this sector kind is assumed to open (data/places.toml)."""
    return active().opening_times.get(kind, 0)


@dataclass
class Item:
    start: int
    end: int
    text: str
    prio: int  # 10 events and work, 9 fixed, 7 wind-down, 6 routine / dinner, 5 meals, 3 flex, 2 filler
    kind: str = ""
    # a time the household agreed on (its shared meal): a hole before it is not closed by
    # starting it earlier
    fixed_start: bool = False
    seeks: str = ""  # a visit's: the id of the one it goes to find (``PlanBlock.seeks``)

    @property
    def length(self) -> int:
        return self.end - self.start


def period_of(minute: int) -> str:
    m = minute % 1440 if minute < 1440 else minute  # after midnight stays "night"
    if m < 12 * 60:
        return "morning" if m >= 4 * 60 else "night"
    if m < 17 * 60 + 30:
        return "afternoon"
    if m < 21 * 60 + 30:
        return "evening"
    return "night"


def with_place(phrase: str, default: str) -> str:
    if re.search(r"\b(?:at|in|on|by|around|home)\b", phrase):
        return phrase
    return f"{phrase} {default}"


def home_breakfast_pair(a: Item, b: Item) -> bool:
    """The morning routine next to a breakfast at home: one block can hold both."""
    if {a.kind, b.kind} != {"routine", "breakfast"}:
        return False
    breakfast = a if a.kind == "breakfast" else b
    return "home" in breakfast.text or "kitchen" in breakfast.text


def prep_text(event_text: str) -> str:
    m = re.match(r"host (.+?)(?: at (.+))?$", event_text)
    if not m:
        return "get ready for " + event_text
    what, where = m.group(1), m.group(2)
    return f"set up and decorate for {what}" + (f" at {where}" if where else "")


def same_place(a: str, b: str) -> bool:
    ta = {w for w in re.findall(r"[a-z]+", a.lower()) if len(w) > 3 and w not in ("park", "house")}
    tb = set(re.findall(r"[a-z]+", b.lower()))
    return bool(ta) and ta <= tb


def work_sector(prof: Profile) -> str:
    return prof.work_sector or "work"


def nowhere_to_go(phrase: str) -> bool:
    """An outing round places (an activity of no sector kind of its own: "call at farms") whose
    words name no place and no kind of place the town has: there is nowhere to go, and done at
    home it would read as calling at farms at the kitchen table for an hour."""
    cat = classify(phrase)
    if cat is generic() or cat.sectors:
        return False
    if any(tx.is_place_name(n) for n in tx.capitalised_phrases(phrase)):
        return False
    return not any(town_has(k) for k in text_sector_kinds(phrase) - {"home"})


def own_project(prof: Profile, used: set[str]) -> str:
    """The plan text of an hour at one's own project (``Profile.project``), once a day: ""
    when there is none, it is planned today already, or it is at a kind of place this town
    has not."""
    if not prof.project or not all(town_has(k) for k in re.findall(r"\{(\w+)\}", prof.project)):
        return ""
    text = fill(prof.project, prof.places)
    return "" if any(text in t for t in used) else text
