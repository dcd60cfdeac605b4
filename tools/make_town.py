"""Generate maps/smallville/town.tmx: the 120x80 Smallville map described in docs/town_plan.md.

Layout (tiles): Main Street runs east-west at y=37-39 and Oak Avenue north-south at x=59-61.
North-west: Maple Lane homes (Hart, Okafor, Whitaker) and the shop row on Main Street (cafe,
supply store, pub). South-west: Willow Lane homes, cottages and Willow Apartments. North-east:
Oakridge College and its dorm along College Walk, then Town Hall and the market on Main Street.
South-east: the Town Square across from Town Hall, Bluebell Park with its pond, Moreau Cottage.

The generator validates the result (one connected walkable region, every object reachable,
arenas inside sectors, ...) and refuses to write a broken map. Deterministic: fixed seeds only.

Run from the repo root:  python tools/make_town.py
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import make_tiles  # noqa: E402
import numpy as np  # noqa: E402
from town_build import LayoutError, Town  # noqa: E402
from town_homes import apartments, cottage, dorm, house4, house5  # noqa: E402
from town_public import cafe, college, market, pub, supply_store, town_hall  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "maps" / "smallville" / "town.tmx"
TILESET = "../../assets/tiles/town.tsx"

REQUIRED = {  # what each home arena kind must hold (docs/town_plan.md)
    "bedroom": {"bed", "wardrobe", "desk"},
    "kitchen": {"stove", "fridge", "sink", "kitchen_table"},
    "bathroom": {"toilet", "shower", "sink"},
    "living_room": {"sofa", "tv", "bookshelf"},
    "studio": {"bed", "stove", "fridge", "desk", "sofa"},
}
PUBLIC_REQUIRED = {  # (sector, arena) -> minimum count per object kind (docs/town_plan.md)
    ("Sunny Bean Cafe", "Counter"): {"counter": 1, "coffee_machine": 1},
    ("Sunny Bean Cafe", "Dining Area"): {"cafe_table": 3},
    ("Copper Kettle Pub", "Bar"): {"bar_counter": 1, "pub_table": 3},
    ("Copper Kettle Pub", "Lounge"): {"dartboard": 1},
    ("Greenleaf Market and Pharmacy", "Aisles"): {"grocery_shelf": 4, "cash_register": 1},
    ("Greenleaf Market and Pharmacy", "Pharmacy"): {"pharmacy_counter": 1},
    ("Ironwood Supply Store", "Shop Floor"): {"tool_shelf": 3, "cash_register": 1},
    ("Ironwood Supply Store", "Workshop"): {"workbench": 1},
    ("Oakridge College", "Classroom A"): {"blackboard": 1, "lectern": 1, "student_desk": 4},
    ("Oakridge College", "Classroom B"): {"blackboard": 1, "lectern": 1, "student_desk": 4},
    ("Oakridge College", "Library"): {"library_shelf": 4, "reading_table": 2, "computer": 1},
    ("Oakridge College", "Faculty Office"): {"desk": 1, "bookshelf": 1, "computer": 1},
    ("Town Hall", "Mayor's Office"): {"desk": 1, "bookshelf": 1, "computer": 1},
    ("Town Hall", "Clerk's Office"): {"desk": 1, "bookshelf": 1, "computer": 1},
    ("Town Hall", "Council Chamber"): {"meeting_table": 1},
    ("Hart House", "Living Room"): {"piano": 1},
    ("Costa House", "Studio"): {"easel": 1},
    ("College Dorm", "Room 104"): {"guitar": 1},
}
PARK_REQUIRED = {
    "bench": 4,
    "fountain": 1,
    "flower_bed": 1,
    "garden_bed": 1,
    "picnic_table": 1,
    "swing": 1,
}
ALL_KINDS = set(
    "bed wardrobe desk bookshelf stove fridge sink kitchen_table sofa tv toilet shower piano easel guitar "
    "counter coffee_machine cafe_table bar_counter pub_table dartboard grocery_shelf pharmacy_counter "
    "cash_register tool_shelf workbench blackboard student_desk lectern library_shelf reading_table "
    "computer meeting_table bulletin_board bench fountain flower_bed garden_bed picnic_table swing".split()
)


def roads(t: Town):
    t.paint("stone", 0, 37, 120, 3)  # Main Street
    t.paint("stone", 59, 0, 3, 80)  # Oak Avenue
    t.paint("dirt", 0, 17, 59, 2)  # Maple Lane
    t.paint("dirt", 0, 58, 59, 2)  # Willow Lane
    t.paint("dirt", 62, 21, 58, 2)  # College Walk


def front_fence(t: Town, x0: int, x1: int, y: int, gaps):
    for x in range(x0, x1 + 1):
        if x not in gaps:
            t.fences.add((x, y))


def homes(t: Town):
    """Place the nine houses, the apartments and the dorm; paths from their doors to a lane."""
    doors = {}
    doors["Hart House"] = house5(
        t,
        "Hart House",
        2,
        2,
        (("Daniel and Maya's Bedroom", "double"), ("Leo's Bedroom", "bed_blue")),
        piano=True,
    )
    doors["Okafor House"] = house5(
        t,
        "Okafor House",
        23,
        2,
        (("Samuel and Grace's Bedroom", "double"), ("Ada's Bedroom", "bed_green")),
        faces=(5, 3, 1),
    )
    doors["Whitaker House"] = house4(t, "Whitaker House", 44, 2, "double", faces=(2, 4))
    for _name, (x, y) in [(n, d[0]) for n, d in doors.items()]:
        t.paint("dirt", x, y, 1, 2)
        t.prop("mailbox", x + 1, y)
    front_fence(t, 2, 20, 16, {14})
    front_fence(t, 23, 41, 16, {35})
    front_fence(t, 44, 57, 16, {53})
    south = {}
    south["Chen House"] = house4(t, "Chen House", 2, 43, "double", faces=(0, 5))
    south["Costa House"] = house5(
        t,
        "Costa House",
        18,
        43,
        (("Bedroom", "double"), ("Studio", None)),
        studio=True,
        faces=(3, 1, 0),
    )
    south["Brooks House"] = house4(t, "Brooks House", 42, 43, "bed_blue", faces=(1, 2))
    for name, d in south.items():
        x, y = d[0]
        t.paint("dirt", x, y, 1, 2)
        t.prop("mailbox", x + 1, y)
        doors[name] = d
    front_fence(t, 2, 15, 57, {11})
    front_fence(t, 18, 38, 57, {30})
    front_fence(t, 42, 55, 57, {51})
    doors["Willow Apartments"] = apartments(t, 2, 62)
    t.paint("dirt", 0, 60, 2, 12)
    t.paint("dirt", 24, 60, 1, 12)
    doors["Lindqvist Cottage"] = cottage(t, "Lindqvist Cottage", 27, 63, door_top=True, face=1)
    doors["Novak Cottage"] = cottage(t, "Novak Cottage", 42, 63, door_top=True, face=2)
    for name in ("Lindqvist Cottage", "Novak Cottage"):
        x, y = doors[name][0]
        t.paint("dirt", x, 60, 1, 3)
        t.prop("mailbox", x + 1, y)
    doors["Moreau Cottage"] = cottage(t, "Moreau Cottage", 106, 42, face=3)
    doors["College Dorm"] = dorm(t, 98, 2)
    for name, d in doors.items():
        t.spawn(f"{name} door", *d[0])
        for x, y in d:
            t.prop("doormat", x, y)


def shops(t: Town):
    """Main Street's shop row, the college, Town Hall and the market."""
    doors = cafe(t, 1, 22)
    for x, y in doors:
        t.paint("dirt", x, y, 1, 2)
    signs = [("cafe", *doors[0])]
    (fx, fy), (sx, sy) = supply_store(t, 21, 23)
    t.paint("dirt", fx, fy, 1, 2)
    t.paint("dirt", sx, sy, 1, 36 - sy + 1)
    signs.append(("tools", fx, fy))
    for x, y in pub(t, 40, 22):
        t.paint("dirt", x, y, 1, 2)
        signs.append(("pub", x, y))
    exits = college(t, 64, 2)
    t.paint("dirt", 62, exits[3][1], 2, 1)
    t.paint("dirt", 96, exits[4][1], 2, 21 - exits[4][1])
    t.paint("dirt", 119, 12, 1, 9)
    signs.append(("college", exits[3][0], exits[3][1] + 1))
    (fx, fy), (wx, wy), (ex, ey) = town_hall(t, 64, 23)
    t.paint("stone", fx, fy, 1, 1)
    t.paint("dirt", 62, wy, 2, 1)
    t.paint("dirt", ex, ey, 2, 36 - ey + 1)
    signs.append(("townhall", fx, fy))
    for icon, (x, y) in zip(("market", "pharmacy"), market(t, 94, 23), strict=True):
        t.paint("stone", x, y, 1, 1)
        signs.append((icon, x, y))
    for icon, x, y in signs:  # a picture sign beside each entrance, a planter on the other side
        spots = [(x + dx, y) for dx in (-1, 1, -2, 2) if free_for_prop(t, x + dx, y, margin=0)]
        if spots:
            t.prop(f"sign_{icon}", *spots[0])
        other = [c for c in spots if (c[0] - x) * (spots[0][0] - x) < 0] if spots else []
        if other:
            t.prop("planter", *other[0])
    t.spawn("College Walk", 80, 22)
    t.spawn("Main Street", 30, 38)


def square(t: Town):
    """Town Square: a paved plaza around the fountain, with four planted beds, benches, lamps
    and the notice board facing Main Street."""
    s = t.sector("Town Square", "park", 63, 41, 22, 12)
    a = s.arena("Plaza", "plaza", 63, 41, 22, 12)
    t.paint("paving", 63, 40, 22, 13)
    a.put("fountain", "fountain", 9, 4)
    colours = ["red", "yellow", "purple", "yellow"]
    for i, (bx, by) in enumerate(((1, 1), (15, 1), (1, 8), (15, 8))):
        t.paint("", 63 + bx, 41 + by, 6, 3)
        t.tree(63 + bx + (1 if bx < 10 else 4), 41 + by + 2, "blossom" if i % 3 == 0 else "oak")
        fx = bx + 3 if bx < 10 else bx
        a.row(
            [
                f"flower_bed_{colours[i]}",
                f"flower_bed_{colours[(i + 1) % 4]}",
                f"flower_bed_{colours[i]}",
            ],
            fx,
            by + 1,
        )
        a.obj("flower_bed", fx, by + 1, 3, 1)
        a.deco("tulips", fx + (0 if bx < 10 else 2), by + 2)
    for dx, dy in ((7, 2), (13, 2), (7, 8), (13, 8)):
        a.put("bench", "bench", dx, dy)
    a.put("bulletin_board", "bulletin_stand", 10, 1)
    for x, y in ((68, 46), (79, 46), (71, 41), (76, 41)):
        t.lamp(x, y)
    t.spawn("Town Square", 70, 47)


POND = [  # Bluebell Park's pond, top-left at (82, 58)
    "......#####.........",
    "....#########.......",
    "...############.....",
    "..###############...",
    "..################..",
    ".#################..",
    ".##################.",
    ".#################..",
    "..################..",
    "..##############....",
    "...###########......",
    ".....#######........",
]


def park(t: Town):
    s = t.sector("Bluebell Park", "park", 63, 56, 56, 23)
    garden = s.arena("Garden", "garden", 63, 56, 18, 11)
    play = s.arena("Playground", "playground", 63, 67, 18, 12)
    pond = s.arena("Pond Side", "pond", 81, 56, 22, 17)
    picnic = s.arena("Picnic Area", "lawn", 81, 73, 22, 6)
    lawn = s.arena("Lawn", "lawn", 103, 56, 16, 23)
    t.flowery[56:79, 63:119] = True
    t.path("dirt", [(72, 52), (72, 77)])  # from the square south through the park
    t.path("dirt", [(62, 60), (72, 60)])  # west gate on Oak Avenue
    t.path("dirt", [(72, 56), (112, 56)])  # north walk, up to Moreau Cottage
    t.paint("dirt", 112, 54, 1, 2)
    t.path("dirt", [(72, 71), (117, 71)])  # south walk
    t.path("dirt", [(106, 56), (106, 71)])  # lawn cross path
    for r, row in enumerate(POND):
        for c, ch in enumerate(row):
            if ch == "#":
                t.paint("water", 82 + c, 58 + r)
    t.paint("paving", 109, 61, 7, 7)
    for y in range(56, 79):  # hedge along Oak Avenue with the west gate open
        if y not in (60, 61):
            t.hedges.add((63, y))
    # garden: flower beds west of the path, vegetable beds east of it
    for i, (dx, dy) in enumerate(((2, 1), (5, 3), (2, 7), (5, 9))):
        colours = (["red", "yellow", "purple", "yellow"] * 2)[i : i + 3]
        garden.row([f"flower_bed_{c}" for c in colours], dx, dy)
        garden.obj("flower_bed", dx, dy, 3, 1)
    for dy in (2, 4, 6, 8):
        garden.row(["garden_bed_sprouts" if dy % 4 else "garden_bed_cabbage"] * 3, 12, dy)
        garden.obj("garden_bed", 12, dy, 3, 1)
    garden.put("bench", "bench", 1, 3)
    garden.row(["tulips", "tulips"], 16, 2)
    garden.row(["tulips", "tulips"], 16, 6)
    # playground
    play.put("swing", "swing", 2, 2)
    play.put("swing", "swing", 5, 2)
    play.deco("slide", 8, 2)
    play.deco("sandbox", 3, 7)
    play.put("bench", "bench", 12, 2)
    play.put("bench", "bench", 13, 8)
    # pond side: benches on the north shore, lilies and reeds
    pond.put("bench", "bench", 2, 2)
    pond.put("bench", "bench", 13, 2)
    for x, y in ((89, 61), (94, 63), (87, 65), (97, 64), (91, 67)):
        t.prop("lily", x, y)
    for x, y in ((83, 63), (100, 64), (84, 67), (96, 59)):
        t.prop("reeds", x, y)
    for dx in (2, 7, 12, 17):
        picnic.put("picnic_table", "picnic_table", dx, 1)
    lawn.put("fountain", "fountain", 8, 6)
    lawn.put("bench", "bench", 7, 3)
    lawn.put("bench", "bench", 10, 3)
    lawn.put("bench", "bench", 8, 13)
    for x, y in ((75, 55), (105, 58), (108, 70), (116, 70), (80, 73), (101, 70)):
        t.lamp(x, y)
    t.spawn("Bluebell Park", 90, 72)


ZONES = [  # (x0, y0, x1, y1, attempts): where the seeded scatter plants trees
    (63, 56, 118, 79, 500),
    (85, 40, 105, 55, 160),
    (0, 40, 58, 43, 60),
    (0, 60, 58, 80, 260),
    (0, 0, 58, 22, 80),
    (62, 20, 120, 37, 80),
    (0, 0, 120, 80, 500),
]


def greenery(t: Town):
    """Trees, bushes and lamps: hand-placed ones first, then a seeded scatter on open grass."""
    rng = np.random.default_rng(11)
    hand = [
        (18, 42, "maple"),
        (40, 42, "oak"),
        (58, 42, "blossom"),
        (16, 60, "pine"),
        (40, 77, "pine"),
        (20, 21, "oak"),
        (57, 21, "maple"),
        (86, 43, "blossom"),
        (91, 48, "oak"),
        (98, 44, "maple"),
        (102, 50, "oak"),
        (95, 53, "pine"),
        (64, 55, "blossom"),
        (82, 55, "blossom"),
        (118, 40, "pine"),
        (66, 78, "oak"),
        (104, 78, "pine"),
        (116, 78, "oak"),
        (110, 77, "blossom"),
        (80, 66, "maple"),
        (103, 66, "oak"),
        (117, 66, "pine"),
        (65, 66, "blossom"),
    ]
    for x, y, kind in hand:
        t.tree(x, y, kind, strict=False)
    kinds = ["oak", "oak", "maple", "pine", "blossom"]
    for x0, y0, x1, y1, attempts in ZONES:
        for _ in range(attempts):
            x, y = int(rng.integers(x0, x1)), int(rng.integers(max(y0, 3), y1))
            if (
                free_for_prop(t, x, y, margin=1)
                and t.grid["furniture_below"][max(y - 3, 0) : y, max(x - 1, 0) : x + 2].max() < 0
            ):
                t.tree(x, y, kinds[int(rng.integers(len(kinds)))], strict=False)
    for x in range(5, 58, 8):
        for y in (36, 40):
            try_lamp(t, x, y)
    for x in range(66, 119, 8):
        try_lamp(t, x, 36)
    for name, x, y in t.spawns:  # flowers beside the home doors
        if name.endswith("door"):
            for dx in (-1, 1, -2, 2):
                if free_for_prop(t, x + dx, y, margin=0):
                    t.prop("tulips", x + dx, y)
                    break
    bushes = ["bush_green", "bush_flower", "bush_berry", "bush_green"]
    for _ in range(260):
        x, y = int(rng.integers(0, 120)), int(rng.integers(1, 80))
        if free_for_prop(t, x, y):
            t.prop(bushes[int(rng.integers(4))], x, y)
    for _ in range(160):
        x, y = int(rng.integers(0, 120)), int(rng.integers(1, 80))
        if free_for_prop(t, x, y):
            t.prop(["rock", "stump", "tulips", "tulips"][int(rng.integers(4))], x, y)
    t.prop("signpost", 58, 36)
    for x, y in ((69, 48), (78, 43), (104, 57), (86, 72)):  # bins by the benches
        if free_for_prop(t, x, y, margin=0):
            t.prop("trash_can", x, y)


def free_for_prop(t: Town, x: int, y: int, margin: int = 1) -> bool:
    """A grass cell at least `margin` tiles away from paths, buildings, fences and other props."""
    if not (0 <= x < 120 and 0 <= y < 80):
        return False
    y0, y1, x0, x1 = (
        max(y - margin, 0),
        min(y + margin + 1, 80),
        max(x - margin, 0),
        min(x + margin + 1, 120),
    )
    if (t.terrain[y0:y1, x0:x1] > 0).any() or t.built[y0:y1, x0:x1].any():
        return False
    if t.grid["furniture_below"][y0:y1, x0:x1].max() >= 0 or t.grid["furniture_above"][y, x] >= 0:
        return False
    near = [
        (x + dx, y + dy) for dx in range(-margin, margin + 1) for dy in range(-margin, margin + 1)
    ]
    return (
        not any(c in t.fences or c in t.hedges for c in near) and (x, y) not in t.fences | t.hedges
    )


def try_lamp(t: Town, x: int, y: int):
    """Street lamp on a free grass cell that is not beside a path leading off the street."""
    if (
        not free_for_prop(t, x, y, margin=0)
        or t.built[y - 1, x]
        or t.grid["furniture_above"][y - 1, x] >= 0
    ):
        return
    if (
        t.terrain[y, x - 1]
        or t.terrain[y, x + 1]
        or t.grid["furniture_below"][y, x - 1 : x + 2].max() >= 0
    ):
        return
    t.lamp(x, y)


def generate() -> tuple[Town, dict]:
    t = Town(seed=7)
    roads(t)
    homes(t)
    shops(t)
    square(t)
    park(t)
    greenery(t)
    t.finish()
    stats = t.validate(REQUIRED, ALL_KINDS)
    check_contract(t)
    return t, stats


def check_contract(t: Town):
    """The public places hold what their work needs; the park has its furniture."""
    errors = []
    found = {(s.name, a.name): [o.kind for o in a.objects] for s in t.sectors for a in s.arenas}
    for key, need in PUBLIC_REQUIRED.items():
        kinds = found.get(key)
        if kinds is None:
            errors.append(f"missing arena {key}")
            continue
        errors += [
            f"{key} has {kinds.count(k)} {k}, needs {n}"
            for k, n in need.items()
            if kinds.count(k) < n
        ]
    park = [k for (sector, _), kinds in found.items() if sector == "Bluebell Park" for k in kinds]
    errors += [
        f"Bluebell Park has {park.count(k)} {k}, needs {n}"
        for k, n in PARK_REQUIRED.items()
        if park.count(k) < n
    ]
    if errors:
        raise LayoutError("contract check failed:\n  " + "\n  ".join(errors))


def main():
    start = time.perf_counter()
    tsx = make_tiles.OUT_DIR / "town.tsx"
    if not tsx.exists() or tsx.read_text(encoding="utf-8") != make_tiles.expected_tsx():
        make_tiles.build()  # the map refers to tiles by id: never pair it with a stale tileset
    try:
        town, stats = generate()
    except LayoutError as e:
        raise SystemExit(str(e)) from None
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(
        town.tmx(TILESET, {"town_name": "Smallville", "start_time": "2026-02-13 07:00"}),
        encoding="utf-8",
    )
    took = time.perf_counter() - start
    print(
        f"wrote {OUT.relative_to(ROOT)}: "
        + ", ".join(f"{k} {v}" for k, v in stats.items())
        + f" ({took:.2f}s)"
    )


if __name__ == "__main__":
    main()
