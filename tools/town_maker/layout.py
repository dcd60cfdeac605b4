"""Streets and lots: the town's buildings in rows along named streets, grown to fit them.

Each row of lots faces a street below it (every plan's front door is on its south side; side
doors get a path down to the street). Workplaces and greens sit in the middle rows, homes above
and below them, so nobody lives much further than half the town from work. A lane down the
west edge joins every street. A harbour town ends in a quay and the sea. The map is as wide as
the square root of what it holds, and as tall as its rows need: more people, more streets.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

import numpy as np

from tools.town_maker import buildings, catalogue
from tools.town_maker.map_checks import REQUIRED, check_map
from tools.town_maker.people import Household, Workplace
from tools.town_maker.place_words import Words
from tools.town_maker.town_map import Town
from tools.town_maker.wording import say

GAP = 4  # tiles between neighbouring buildings (two sector margins and a path's width)
STREET = 3  # rows of a street
VERGE = 2  # grass between a street and the next row's sectors
WEST = 6  # first column of a lot (the lane runs at columns 1-3)
QUAY = 5  # rows of the quay of a harbour town
SEA = 6  # rows of sea below it
MOORINGS = 20  # tiles of the quay's east end where the boats tie up


@dataclass(eq=False)
class Lot:
    plan: str
    what: list[Household] | Workplace | str  # the households of a home; a green's name
    w: int = 0
    h: int = 0
    x: int = 0
    y: int = 0
    doors: list[tuple[int, int]] = field(default_factory=list)


def _order(homes: list[Lot], public: list[Lot]) -> list[Lot]:
    half = len(homes) // 2
    return homes[:half] + public + homes[half:]


def _rows(lots: list[Lot], width: int) -> list[list[Lot]]:
    rows: list[list[Lot]] = [[]]
    x = WEST
    for lot in lots:
        if rows[-1] and x + lot.w > width - 2:
            rows.append([])
            x = WEST
        rows[-1].append(lot)
        x += lot.w + GAP
    return rows


def plan_town(
    rng: random.Random,
    homes: list[Household],
    places: list[Workplace],
    kind: str,
    people: int,
    words: Words,
):
    """Lots for every household and workplace, placed; the map's size; street names (of
    ``words``, the town's naming words)."""
    flats = [h for h in homes if h.plan == "flats"]
    home_lots = [Lot(h.plan, [h]) for h in homes if h.plan != "flats"]
    for i in range(0, len(flats), 5):  # a block of five flats
        home_lots.insert(i * len(home_lots) // max(1, len(flats)), Lot("flats", flats[i : i + 5]))
    public = [Lot(w.kind.plan, w) for w in places]
    greens = 1 + people // 150
    green = say("green", "{word} Green") if kind == "village" else say("park", "{word} Park")
    for i in range(greens):
        name = green.replace("{word}", words.take(again=True))
        public.insert(len(public) * (i + 1) // (greens + 1), Lot("green", name))
    lots = _order(home_lots, public)
    for lot in lots:
        lot.w, lot.h = buildings.footprint(lot.plan)
    area = sum((lot.w + GAP) * (lot.h + STREET + VERGE + 2) for lot in lots)
    width = max(64, min(400, int(math.sqrt(area * 1.5)) + WEST))
    width = max(width, max(lot.w for lot in lots) + WEST + 3)
    rows = _rows(lots, width)
    narrowest = max(lot.w for lot in lots) + WEST + 3
    while width - 2 >= max(64, narrowest) and len(_rows(lots, width - 2)) == len(rows):
        width -= 2  # as narrow as the same number of rows allows: no near-empty last row
    rows = _rows(lots, width)
    y = 1
    streets = []
    suffixes = list(catalogue.kind(kind)["streets"])
    street = say("street", "{word} {suffix}")
    names: list[str] = []
    for i in range(len(rows)):
        suffix = suffixes[(i + i // len(suffixes)) % len(suffixes)]
        name = base = street.replace("{word}", words.take(again=True)).replace("{suffix}", suffix)
        n = 2
        while name in names:  # (a very big town: a street again, numbered)
            name, n = f"{base} {n}", n + 1
        names.append(name)
    for i, row in enumerate(rows):
        bottom = y + 1 + max(lot.h for lot in row)  # the row of door tiles
        x = WEST
        for lot in row:
            lot.x, lot.y = x, bottom - lot.h
            x += lot.w + GAP
        street = names[i]
        streets.append((street, bottom + 1, row))
        y = bottom + 1 + STREET + VERGE
    height = y + (QUAY + SEA if kind == "harbour" else 1)
    return lots, streets, width, height


def _name_homes(streets, words: Words) -> None:
    court = say("court", "{word} Court")
    courts: set[str] = set()
    for street, _, row in streets:
        number = 1
        for lot in row:
            if not isinstance(lot.what, list):
                continue
            if lot.plan == "flats":
                name = base = court.replace("{word}", words.take(again=True))
                while name in courts:  # (a very big town: a block again, numbered)
                    name = f"{base} {sum(c.startswith(base) for c in courts) + 1}"
                courts.add(name)
                for i, h in enumerate(lot.what):
                    h.home, h.rooms = name, (buildings.HOME_ROOMS["flats"][i],)
                    h.address = (name, i + 1)
            else:
                h = lot.what[0]
                h.home = say("address", "{number} {street}", number=number, street=street)
                h.rooms, h.address = buildings.HOME_ROOMS[lot.plan], (street, number)
                number += 1


def draw(rng: random.Random, homes, places, kind: str, people: int, town_name: str):
    """The finished, validated map (``LayoutError`` if anything is wrong) and its stats."""
    words = Words(rng, kind, town_name, taken=[w.name for w in places])
    lots, streets, width, height = plan_town(rng, homes, places, kind, people, words)
    _name_homes(streets, words)
    t = Town(width, height, seed=rng.randrange(1 << 30))
    surface = catalogue.kind(kind)["street"]
    t.spawn(say("lane", "{town} Lane", town=town_name), 2, streets[0][1])
    t.paint(surface, 1, 0, STREET, streets[-1][1] + STREET)
    for name, sy, _ in streets:
        t.paint(surface, 0, sy, width, STREET)
        t.spawn(name, WEST + 2, sy + 1)
    face = 0
    for lot in lots:
        if isinstance(lot.what, list):
            home = lot.what[0].home
            lot.doors = buildings.home(t, lot.plan, lot.x, lot.y, home, face)
            face += 1
            t.spawn(say("door", "{home} door", home=home), *lot.doors[0])
        elif isinstance(lot.what, Workplace):
            w = lot.what
            lot.doors = buildings.place(
                t, w.kind.plan, lot.x, lot.y, w.name, w.kind.kind, w.kind.hours, w.kind.arenas,
                w.kind.furniture,
            )  # fmt: skip
        else:
            lot.doors = buildings.green(t, lot.x, lot.y, lot.what)
        _paths(t, lot, surface)
    if kind == "harbour":
        _quay(t, streets[-1][1] + STREET + VERGE, town_name)
        for w in places:  # a boat's crew works from the moorings
            for p in w.staff:
                if p.job is not None and p.job.trade.at == "quay":
                    p.job.site = quay_site(town_name)
    _greenery(t, rng, streets)
    _rename(t)
    t.finish()
    used = {o.kind for s in t.sectors for a in s.arenas for o in a.objects}
    return t, check_map(t, REQUIRED, used)


def _rename(t: Town) -> None:
    """The floor plans' rooms and furniture under the language's names (``[rooms]`` and
    ``[furniture]`` of its places file; English keeps the plans' own): ``"bench 2"`` is the
    bench's name and its number."""
    names = catalogue.load("places")
    rooms, furniture = names.get("rooms", {}), names.get("furniture", {})
    if not rooms and not furniture:
        return
    for s in t.sectors:
        for a in s.arenas:
            a.name = rooms.get(a.name, a.name)
            for o in a.objects:
                base, _, n = o.name.rpartition(" ")
                if not (base and n.isdigit()):
                    base, n = o.name, ""
                o.name = furniture.get(base, base) + (f" {n}" if n else "")


def _paths(t: Town, lot: Lot, surface: str) -> None:
    """A path from each door to the street in front (side doors: down the building's side)."""
    bottom = lot.y + lot.h
    for dx, dy in lot.doors:
        if dy >= bottom:
            t.paint("dirt", dx, dy, 1, 1)
        elif dx < lot.x or dx >= lot.x + lot.w:
            t.paint("dirt", dx, dy, 1, bottom - dy + 1)
        else:  # a back door: a step onto the grass
            t.paint("dirt", dx, dy, 1, 1)


def quay_site(town_name: str) -> tuple[str, str]:
    """(sector, arena) of a harbour town's moorings, where its boats tie up and its fishers
    work from (a trade ``at = "quay"``)."""
    return say("quay", "{town} Quay", town=town_name), say("moorings", "Moorings")


def _quay(t: Town, y: int, town_name: str) -> None:
    t.paint("paving", 0, y, t.width, QUAY)
    t.paint("water", 0, y + QUAY, t.width, t.height - y - QUAY)
    quay, moorings = quay_site(town_name)
    s = t.sector(quay, "park", 0, y, t.width, QUAY)
    east = t.width - MOORINGS  # the boats tie up at the east end, by the open sea
    a = s.arena("Quayside", "plaza", 0, y, east, QUAY)
    for dx in range(8, east - 4, 14):
        a.put("bench", "bench", dx, 3)
    a.put("bulletin_board", "bulletin_stand", 12, 0)
    for dx in range(14, east - 6, 28):
        a.row(["crate", "barrel"], dx, 3)
    # a place of work, not of leisure: a walk or a sit in the park keeps to the quayside
    # (the park's arenas are lawn, pond, plaza), the boats' work is done here
    m = s.arena(moorings, "workshop", east, y, MOORINGS, QUAY)
    boat = say("boat", "crab boat")
    for i, dx in enumerate(range(2, MOORINGS - 2, 6)):  # a boat's landing: crates by the edge
        o = m.put("bench", "crate", dx, QUAY - 1)
        o.name = boat if i == 0 else f"{boat} {i + 1}"
        m.deco("barrel", dx + 1, QUAY - 1)
    t.spawn(quay, 4, y + 2)


def _free(t: Town, x: int, y: int, margin: int = 1) -> bool:
    """A grass cell ``margin`` tiles from paths, buildings, furniture and the map's edge."""
    if not (margin <= x < t.width - margin and margin <= y < t.height - margin):
        return False
    ys, xs = slice(y - margin, y + margin + 1), slice(x - margin, x + margin + 1)
    return not (
        (t.terrain[ys, xs] > 0).any()
        or t.built[ys, xs].any()
        or t.grid["furniture_below"][ys, xs].max() >= 0
        or t.grid["furniture_above"][y, x] >= 0
    )


def _greenery(t: Town, rng: random.Random, streets) -> None:
    """Lamps along the streets, then seeded trees and bushes on the open grass."""
    for _, sy, _ in streets:
        for x in range(WEST + 3, t.width - 2, 9):
            y = sy + STREET
            if _free(t, x, y, 0) and t.grid["furniture_above"][y - 1, x] < 0:
                t.lamp(x, y)
    kinds = ["oak", "maple", "oak", "blossom", "pine"]
    r = np.random.default_rng(rng.randrange(1 << 30))
    for _ in range(t.width * t.height // 14):
        x, y = int(r.integers(1, t.width - 1)), int(r.integers(3, t.height - 1))
        if _free(t, x, y) and t.grid["furniture_below"][max(y - 3, 0) : y, x - 1 : x + 2].max() < 0:
            t.tree(x, y, kinds[int(r.integers(len(kinds)))], strict=False)
    bushes = ["bush_green", "bush_flower", "bush_berry", "rock", "stump"]
    for _ in range(t.width * t.height // 60):
        x, y = int(r.integers(1, t.width - 1)), int(r.integers(1, t.height - 1))
        if _free(t, x, y):
            t.prop(bushes[int(r.integers(len(bushes)))], x, y)
