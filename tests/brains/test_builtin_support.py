"""Helpers for the built-in brain tests: persona cards from residents.json, a hand-built town
(from docs/town_plan.md) and, when it loads, the real map. No tests here."""

from __future__ import annotations

import json
from pathlib import Path

from game.mind.brain import PersonaCard
from game.mind.types import Place, PlaceOption, hhmm_to_min

ROOT = Path(__file__).resolve().parents[2]
RESIDENTS = ROOT / "maps" / "smallville" / "residents.json"


def load_raw() -> list[dict]:
    return json.loads(RESIDENTS.read_text(encoding="utf-8"))["residents"]


def card_from(raw: dict) -> PersonaCard:
    work = raw.get("work")
    work_place = work_hours = None
    days: tuple[str, ...] = ()
    if work:
        work_place = Place(sector=work["sector"], arena=work.get("arena", ""))
        a, b = work.get("hours", "09:00-17:00").split("-")
        work_hours = (hhmm_to_min(a), hhmm_to_min(b))
        days = tuple(d[:3].lower() for d in work.get("days", ()))
    return PersonaCard(
        id=raw["id"],
        name=raw["name"],
        age=int(raw["age"]),
        occupation=raw.get("occupation", ""),
        innate=raw.get("innate", ""),
        learned=raw.get("learned", ""),
        currently=raw.get("currently", ""),
        lifestyle=raw.get("lifestyle", ""),
        daily_requirement=raw.get("daily_requirement", ""),
        wake=hhmm_to_min(raw["wake"]),
        sleep=hhmm_to_min(raw["sleep"]),
        home=Place(sector=raw["home"]["sector"], arena=raw["home"].get("arena", "")),
        work=work_place,
        work_hours=work_hours,
        work_days=days,
    )


def cards() -> list[PersonaCard]:
    return [card_from(r) for r in load_raw()]


def seed_memories(raw: dict) -> list[str]:
    from game.mind.facts import Gathering, absolute_when, fill

    out = list(raw.get("memories", []))
    for f in raw.get("facts", []):
        ev = f.get("event")
        g = None
        if ev:
            h1, m1 = map(int, ev["start"].split(":"))
            h2, m2 = map(int, ev["end"].split(":"))
            g = Gathering(
                what=ev["what"],
                place=ev["place"],
                date=ev["date"],
                start=h1 * 60 + m1,
                end=h2 * 60 + m2,
            )
        out.append(fill(f["told"], g, absolute_when(g)))
    return out


# ---------------------------------------------------------------------------- the town
_HOME_ROOMS = {
    "kitchen": ("kitchen", ["stove", "fridge", "sink", "kitchen_table"]),
    "living": ("living_room", ["sofa", "tv", "bookshelf"]),
    "bath": ("bathroom", ["toilet", "shower", "sink"]),
    "bed1": ("bedroom", ["bed", "wardrobe", "desk"]),
    "bed2": ("bedroom", ["bed", "bed", "wardrobe", "desk"]),
    "studio": ("studio", ["bed", "stove", "fridge", "desk", "sofa"]),
}
# sector: (kind, hours, [(arena, arena kind, [object kinds])])
TOWN: dict[str, tuple[str, str, list[tuple[str, str, list[str]]]]] = {}


def _home(name: str, rooms: list[tuple[str, str]]) -> None:
    arenas = []
    for arena, key in rooms:
        kind, objs = _HOME_ROOMS[key]
        arenas.append((arena, kind, list(objs)))
    TOWN[name] = ("home", "", arenas)


_home(
    "Hart House",
    [
        ("Kitchen", "kitchen"),
        ("Living Room", "living"),
        ("Bathroom", "bath"),
        ("Daniel and Maya's Bedroom", "bed2"),
        ("Leo's Bedroom", "bed1"),
    ],
)
TOWN["Hart House"][2][1][2].append("piano")
_home(
    "Okafor House",
    [
        ("Kitchen", "kitchen"),
        ("Living Room", "living"),
        ("Bathroom", "bath"),
        ("Samuel and Grace's Bedroom", "bed2"),
        ("Ada's Bedroom", "bed1"),
    ],
)
_home(
    "Chen House",
    [("Kitchen", "kitchen"), ("Living Room", "living"), ("Bathroom", "bath"), ("Bedroom", "bed2")],
)
_home(
    "Whitaker House",
    [("Kitchen", "kitchen"), ("Living Room", "living"), ("Bathroom", "bath"), ("Bedroom", "bed2")],
)
_home(
    "Costa House",
    [("Kitchen", "kitchen"), ("Living Room", "living"), ("Bathroom", "bath"), ("Bedroom", "bed2")],
)
TOWN["Costa House"][2].append(("Studio", "studio", ["easel", "desk", "sink"]))
for _n in ("Lindqvist Cottage", "Novak Cottage", "Moreau Cottage"):
    _home(_n, [("Kitchen", "kitchen"), ("Bathroom", "bath"), ("Bedroom", "bed1")])
_home(
    "Brooks House",
    [("Kitchen", "kitchen"), ("Living Room", "living"), ("Bathroom", "bath"), ("Bedroom", "bed1")],
)
TOWN["Willow Apartments"] = (
    "apartments",
    "",
    [("Lobby", "lobby", [])]
    + [(f"Apartment {i}", "studio", list(_HOME_ROOMS["studio"][1])) for i in range(1, 6)],
)
TOWN["College Dorm"] = (
    "dorm",
    "",
    [
        ("Common Room", "common_room", ["sofa", "tv", "bookshelf"]),
        ("Kitchen", "kitchen", ["stove", "fridge", "sink", "kitchen_table"]),
        ("Bathroom", "bathroom", ["toilet", "shower", "sink"]),
    ]
    + [
        (f"Room {n}", "bedroom", ["bed", "wardrobe", "desk"] + (["guitar"] if n == 104 else []))
        for n in (101, 102, 103, 104)
    ],
)
TOWN["Sunny Bean Cafe"] = (
    "cafe",
    "07:00-20:00",
    [
        ("Dining Area", "dining_area", ["cafe_table"] * 4),
        ("Counter", "counter", ["counter", "coffee_machine"]),
        ("Kitchen", "kitchen", ["stove", "fridge", "sink"]),
    ],
)
TOWN["Copper Kettle Pub"] = (
    "pub",
    "12:00-23:59",
    [
        ("Bar", "bar", ["bar_counter"]),
        ("Lounge", "lounge", ["pub_table"] * 3 + ["dartboard"]),
        ("Kitchen", "kitchen", ["stove", "fridge", "sink"]),
    ],
)
TOWN["Greenleaf Market and Pharmacy"] = (
    "market",
    "08:00-20:00",
    [
        ("Aisles", "aisles", ["grocery_shelf"] * 4 + ["cash_register"]),
        ("Pharmacy", "pharmacy", ["pharmacy_counter"]),
        ("Storeroom", "storeroom", []),
    ],
)
TOWN["Ironwood Supply Store"] = (
    "supply_store",
    "08:00-18:00",
    [
        ("Shop Floor", "shop_floor", ["tool_shelf"] * 3 + ["cash_register"]),
        ("Workshop", "workshop", ["workbench", "tool_shelf"]),
    ],
)
TOWN["Oakridge College"] = (
    "college",
    "07:00-22:00",
    [
        ("Classroom A", "classroom", ["blackboard", "lectern"] + ["student_desk"] * 4),
        ("Classroom B", "classroom", ["blackboard", "lectern"] + ["student_desk"] * 4),
        ("Library", "library", ["library_shelf"] * 4 + ["reading_table"] * 2 + ["computer"]),
        ("Faculty Office", "office", ["desk", "bookshelf", "computer"]),
        ("Lecture Hall", "hall", ["lectern", "blackboard"] + ["student_desk"] * 4),
    ],
)
TOWN["Town Hall"] = (
    "town_hall",
    "08:00-18:00",
    [
        ("Lobby", "lobby", ["bulletin_board"]),
        ("Mayor's Office", "office", ["desk", "bookshelf", "computer"]),
        ("Council Chamber", "hall", ["meeting_table"]),
        ("Clerk's Office", "office", ["desk", "bookshelf", "computer"]),
    ],
)
TOWN["Bluebell Park"] = (
    "park",
    "",
    [
        ("Lawn", "lawn", ["bench", "bench"]),
        ("Garden", "garden", ["flower_bed", "garden_bed", "bench"]),
        ("Pond Side", "pond", ["bench", "bench"]),
        ("Playground", "playground", ["swing"]),
        ("Picnic Area", "lawn", ["picnic_table", "fountain"]),
    ],
)
TOWN["Town Square"] = ("park", "", [("Plaza", "plaza", ["fountain", "bench", "bulletin_board"])])


def _is_open(hours: str, minute: int) -> bool:
    if not hours:
        return True
    a, b = (hhmm_to_min(x) for x in hours.split("-"))
    m = minute % 1440
    return a <= m < b


def town_options(
    minute: int | None = None, closed: frozenset[str] = frozenset(), with_arenas: bool = False
) -> tuple[PlaceOption, ...]:
    """Every object of the town as an option (what a resident who knows the whole town sees)."""
    out = []
    for sector, (kind, hours, arenas) in TOWN.items():
        is_open = sector not in closed and (minute is None or _is_open(hours, minute))
        for arena, akind, objs in arenas:
            if with_arenas or not objs:
                out.append(
                    PlaceOption(
                        place=Place(sector=sector, arena=arena),
                        sector_kind=kind,
                        arena_kind=akind,
                        open_now=is_open,
                    )
                )
            counts: dict[str, int] = {}
            for ok in objs:
                counts[ok] = counts.get(ok, 0) + 1
                name = ok if counts[ok] == 1 else f"{ok} {counts[ok]}"
                out.append(
                    PlaceOption(
                        place=Place(sector=sector, arena=arena, obj=name),
                        sector_kind=kind,
                        arena_kind=akind,
                        obj_kind=ok,
                        open_now=is_open,
                    )
                )
    return tuple(out)


def objects_only(options: tuple[PlaceOption, ...]) -> tuple[PlaceOption, ...]:
    """What a resident's spatial memory offers: objects, and arenas that have no object."""
    with_objects = {(o.place.sector, o.place.arena) for o in options if o.place.obj}
    return tuple(
        o
        for o in options
        if o.place.obj or (o.place.arena and (o.place.sector, o.place.arena) not in with_objects)
    )


_REAL = None


def real_town():
    """The real map's ``Town`` when ``game.world.tmx`` and the map exist, else None."""
    global _REAL
    if _REAL is None:
        try:
            from game.world.tmx import load_town

            path = ROOT / "maps" / "smallville" / "town.tmx"
            _REAL = load_town(path) if path.exists() else False
        except Exception:  # noqa: BLE001 - the map is someone else's work in progress
            _REAL = False
    return _REAL or None


def option_sources() -> list[str]:
    return ["hand"] + (["map"] if real_town() is not None else [])


def options_for(
    source: str, minute: int | None = None, closed: frozenset[str] = frozenset()
) -> tuple[PlaceOption, ...]:
    if source == "map":
        town = real_town()
        opts = town.tree.options(None, minute, closed)
        return objects_only(opts)
    return town_options(minute, closed)


def hour_slices(start: int, end: int) -> list[tuple[int, int]]:
    """The mind's slicing: from a minute to the next hour boundary (slivers joined)."""
    out, t = [], start
    while t < end:
        e = min(end, (t // 60 + 1) * 60)
        if e - t < 5 and e < end:
            e = min(end, e + 60)
        out.append((t, e))
        t = e
    return out
