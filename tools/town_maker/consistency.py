"""The maker's own last look at a town before it is written: what it says of its people must
be possible (a household that moved here N years ago had grown-ups then, nobody under 18 has
a trade or a working past, nobody retired past working age is still at work) and every text
is filled (no ``{place}`` left; only a gathering's ``{when}``, which whoever tells it fills, as
``game.mind.facts`` requires). A problem here is a bug of the maker: ``problems`` lists them
and ``town.build`` refuses to write such a town.
"""

from __future__ import annotations

import re

from tools.town_maker.people import WORK_AGES, Household

WHEN = "{when}"  # game.mind.records.WHEN: an event's time, said by whoever tells it
_SLOT = re.compile(r"[{}]")
ADULT = 18


def household_problems(homes: list[Household]) -> list[str]:
    """What cannot be true of the households' people: ages, trades and arrival stories."""
    out = []
    for h in homes:
        grown = [p.age for p in h.members if p.age >= ADULT]
        if h.story and grown and h.story[0] > min(grown) - ADULT:
            out.append(f"{h.home}: moved {h.story[0]} years ago with a grown-up of {min(grown)}")
        for p in h.members:
            if p.age < ADULT and (p.former or (p.job and p.age < WORK_AGES[0])):
                out.append(f"{p.id} ({p.age}) has a trade")
            if p.former and p.job is not None:
                out.append(f"{p.id} is retired and at work")
            if h.story and not h.incomer:
                out.append(f"{p.id} moved to town but is from here")
    return out


def text_problems(residents: list[dict]) -> list[str]:
    """Texts of the residents file with a placeholder left in them."""
    out = []
    for r in residents:
        for where, text in _texts(r):
            if _SLOT.search(text):
                out.append(f"{r['id']} {where}: {text[:80]}")
    return out


def _texts(r: dict):
    """(where, text) of every text of a residents-file entry, an event's ``{when}`` taken out."""
    for key, value in r.items():
        if isinstance(value, str):
            yield key, value
    for other, text in r.get("relationships", {}).items():
        yield f"relationships.{other}", text
    for i, fact in enumerate(r.get("facts", [])):
        for key, value in fact.items():
            if isinstance(value, str):
                yield f"facts.{i}.{key}", value.replace(WHEN, "") if "event" in fact else value
            elif isinstance(value, dict):
                for k, v in value.items():
                    if isinstance(v, str):
                        yield f"facts.{i}.{key}.{k}", v
