"""Generate tests/towns/larkholme/town.tmx: Larkholme, an inland village on a river (104 x 64).

The third town exists to check that the game and the built-in brain work for a town nobody tuned
them to, so it lives under tests/ and differs from Smallville and Brinewick in layout, names and
trades. Layout (tiles):

* The River Lark runs north to south at x 44-47, crossed by the High Street bridge (y 17-19)
  and the Mill Lane footbridge (y 36-37).
* West bank: Marlow House and Pennick House above the High Street; below it Larkholme Post
  Office (village shop, post counter, sorting room) and Marlow's Forge (ironmongery and forge
  floor) either side of Forge Lane; below Mill Lane, Mill Race Flats and Bramble Cottage.
* East bank: Larkholme Chapel Hall and Primrose Tea Room above the High Street; below it the
  Village Green (cricket lawn, millpond, play area, orchard plots), and along School Lane the
  Wychwood Veterinary Surgery and Larkholme Village School; Schoolhouse Cottage south of the
  green.

Homes use the ``town_homes`` templates. The tea room, the forge and the chapel hall reuse the
``town_public`` floor plans under this town's own names; the post office, the surgery and the
school are drawn here. The game knows ten sector kinds, so trades it has no kind for borrow the
nearest one (forge: supply_store, post office and vet's surgery: market, tea room: cafe, chapel
hall: town_hall, village school: college). Validated like the other towns; a broken map is never
written. Deterministic.

Run from the repo root:  python tools/make_larkholme.py [--preview larkholme.png]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import make_tiles  # noqa: E402
import numpy as np  # noqa: E402
from make_brinewick import render_preview  # noqa: E402
from make_town import REQUIRED, free_for_prop, front_fence, try_lamp  # noqa: E402
from town_build import LayoutError, Town  # noqa: E402
from town_homes import apartments, cottage, house4, house5  # noqa: E402
from town_public import cafe, desk_rows, supply_store, town_hall  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
NAME = "Larkholme"
OUT = ROOT / "tests" / "towns" / "larkholme" / "town.tmx"
RESIDENTS = OUT.with_name("residents.json")
TILESET = "../../../assets/tiles/town.tsx"
START = "2026-09-16 06:00"  # a Wednesday in September; the village meeting is on Thursday
W, H = 104, 64
RIVER = 44  # first water column of the River Lark (4 wide)

PUBLIC_REQUIRED = {  # (sector, arena) -> minimum count per object kind
    ("Primrose Tea Room", "Tea Counter"): {"counter": 1, "coffee_machine": 1},
    ("Primrose Tea Room", "Parlour"): {"cafe_table": 3},
    ("Marlow's Forge", "Forge Floor"): {"workbench": 2},
    ("Marlow's Forge", "Ironmongery"): {"tool_shelf": 3, "cash_register": 1},
    ("Larkholme Chapel Hall", "Meeting Room"): {"meeting_table": 1},
    ("Larkholme Chapel Hall", "Main Hall"): {"bench": 2, "bulletin_board": 1},
    ("Larkholme Chapel Hall", "Parish Office"): {"desk": 1, "computer": 1},
    ("Larkholme Post Office", "Village Shop"): {"grocery_shelf": 4, "cash_register": 1},
    ("Larkholme Post Office", "Post Counter"): {"desk": 1, "computer": 1, "bulletin_board": 1},
    ("Wychwood Veterinary Surgery", "Consulting Room"): {"pharmacy_counter": 1, "desk": 1},
    ("Wychwood Veterinary Surgery", "Waiting Room"): {"desk": 1, "computer": 1, "bench": 2},
    ("Larkholme Village School", "Classroom"): {"blackboard": 1, "lectern": 1, "student_desk": 5},
    ("Larkholme Village School", "Reading Corner"): {"library_shelf": 3, "reading_table": 1},
    ("Larkholme Village School", "Teacher's Room"): {"desk": 1, "computer": 1},
    ("Village Green", "Cricket Lawn"): {"bench": 4, "fountain": 1, "picnic_table": 1},
    ("Village Green", "Millpond"): {"bench": 2},
    ("Village Green", "Play Area"): {"swing": 2},
    ("Village Green", "Orchard Plots"): {"garden_bed": 3},
}
HOMES = {  # home sector -> the bedroom arenas residents.json names
    "Marlow House": ("Gideon and Tamsin's Room", "Pip's Room"),
    "Pennick House": ("Bedroom",),
    "Bramble Cottage": ("Bedroom",),
    "Schoolhouse Cottage": ("Bedroom",),
    "Mill Race Flats": ("Flat 1", "Flat 2", "Flat 3"),
}


# --------------------------------------------------------------------------- public buildings
def adopt(t: Town, plan, x: int, y: int, name: str, hours: str, arenas: dict[str, str]):
    """Build a ``town_public`` floor plan under this town's sector, arena names and hours."""
    doors = plan(t, x, y)
    s = t.sectors[-1]
    s.name, s.hours = name, hours
    for a in s.arenas:
        a.name = arenas.get(a.name, a.name)
    return doors


def post_office(t: Town, x: int, y: int) -> list[tuple[int, int]]:
    """Larkholme Post Office: the village shop, the post counter and a sorting room behind."""
    w, h = 17, 12
    s = t.sector("Larkholme Post Office", "market", x - 1, y - 1, w + 2, h + 2, "08:00-17:30")
    b = t.building(s, x, y, w, h, cap="brick")
    shop = b.room(1, 1, 9, 10, "floor_wood", "sage", "Village Shop", "aisles")
    post = b.room(11, 1, 5, 5, "floor_carpet_red", "cream", "Post Counter", "office")
    sort = b.room(11, 7, 5, 4, "floor_concrete", "stone", "Sorting Room", "storeroom")
    for d in ((5, 0), (10, 3), (13, 6), (16, 9)):
        b.door(*d)
    b.build()
    for dx, dy, goods in ((0, 0, "produce"), (2, 0, "goods"), (6, 0, "goods"), (1, 4, "produce")):
        shop.put("grocery_shelf", f"grocery_{goods}", dx, dy)
    shop.put("grocery_shelf", "grocery_goods", 5, 4)
    shop.row(["counter_l", None, "counter_r"], 5, 7)
    shop.put("cash_register", "cash_register", 6, 7)
    shop.row(["sacks", "crate"], 0, 8)
    shop.deco("plant", 8, 9)
    post.put("bulletin_board", "bulletin_board", 1, 0)
    post.put("bookshelf", "bookshelf", 3, 0)
    post.put("desk", "desk", 2, 2)
    post.deco("chair_n", 2, 3)
    post.put("computer", "computer", 4, 2)
    sort.put("grocery_shelf", "grocery_goods", 3, 0)
    sort.deco("sacks", 0, 1)
    sort.put("desk", "desk", 0, 3)
    sort.deco("boxes", 4, 3)
    return [(x + 5, y - 1), (x + w, y + 9)]


def surgery(t: Town, x: int, y: int) -> list[tuple[int, int]]:
    """Wychwood Veterinary Surgery: waiting room with the desk, consulting room, kennels."""
    w, h = 17, 11
    s = t.sector("Wychwood Veterinary Surgery", "market", x - 1, y - 1, w + 2, h + 2, "08:30-18:00")
    b = t.building(s, x, y, w, h, cap="plaster")
    wait = b.room(1, 1, 7, 9, "floor_check", "sky", "Waiting Room", "lobby")
    cons = b.room(9, 1, 7, 5, "floor_bath", "tile", "Consulting Room", "pharmacy")
    kennels = b.room(9, 7, 7, 3, "floor_concrete", "stone", "Kennels", "storeroom")
    for d in ((4, 0), (8, 3), (12, 6), (0, 7)):
        b.door(*d)
    b.build()
    wait.put("bulletin_board", "bulletin_board", 1, 0)
    wait.deco("deco_clock", 5, 0)
    wait.put("desk", "desk", 4, 1)
    wait.put("computer", "computer", 6, 1)
    wait.put("bench", "bench", 0, 4)
    wait.put("bench", "bench", 3, 7)
    wait.deco("plant", 6, 8)
    t.rug("blue", wait.rect[0] + 2, wait.rect[1] + 3, 3, 3)
    cons.deco("grocery_goods", 0, 0)  # the medicine cupboard
    cons.deco("sink", 2, 1)
    cons.put("pharmacy_counter", "pharmacy_counter", 3, 1)  # the examination table
    cons.put("bookshelf", "bookshelf", 5, 0)
    cons.put("desk", "desk", 5, 3)
    kennels.row(["crate", "crate", None, None, None, "crate", "crate"], 0, 1)
    kennels.deco("sacks", 6, 2)
    return [(x + 4, y - 1), (x - 1, y + 7)]


def school(t: Town, x: int, y: int) -> list[tuple[int, int]]:
    """Larkholme Village School: one classroom for all ages, a reading corner, teacher's room."""
    w, h = 18, 12
    s = t.sector("Larkholme Village School", "college", x - 1, y - 1, w + 2, h + 2, "08:00-16:30")
    b = t.building(s, x, y, w, h, cap="stone")
    room = b.room(1, 1, 16, 6, "floor_wood", "butter", "Classroom", "classroom")
    nook = b.room(1, 8, 9, 3, "floor_carpet_green", "wood", "Reading Corner", "library")
    study = b.room(11, 8, 6, 3, "floor_carpet_blue", "cream", "Teacher's Room", "office")
    for d in ((0, 4), (8, 0), (5, 7), (13, 7)):
        b.door(*d)
    b.build()
    room.put("blackboard", "blackboard", 3, 0)
    room.put("lectern", "lectern", 4, 1)
    desk_rows(room, (2, 4, 9, 11, 13), (3,))
    room.deco("deco_clock", 10, 0)
    room.deco("deco_painting", 13, 0)
    room.deco("plant", 15, 1)
    for dx in (0, 2, 7):
        nook.put("library_shelf", "library_shelf", dx, 0)
    nook.put("reading_table", "reading_table", 5, 1)
    study.put("bookshelf", "bookshelf", 4, 0)
    study.put("desk", "desk", 0, 2)
    study.put("computer", "computer", 2, 2)
    return [(x - 1, y + 4), (x + 8, y - 1)]


def public(t: Town):
    tea = adopt(
        t,
        cafe,
        81,
        2,
        "Primrose Tea Room",
        "08:30-17:00",
        {"Kitchen": "Back Kitchen", "Counter": "Tea Counter", "Dining Area": "Parlour"},
    )
    hall = adopt(
        t,
        town_hall,
        50,
        2,
        "Larkholme Chapel Hall",
        "08:00-21:30",
        {
            "Mayor's Office": "Vestry",
            "Council Chamber": "Meeting Room",
            "Clerk's Office": "Parish Office",
            "Lobby": "Main Hall",
        },
    )
    forge = adopt(
        t,
        supply_store,
        22,
        22,
        "Marlow's Forge",
        "07:30-17:00",
        {"Shop Floor": "Ironmongery", "Workshop": "Forge Floor"},
    )
    for x, y in (*tea, hall[0]):
        t.paint("paving", x, y, 1, 2)
    t.paint("dirt", forge[0][0], forge[0][1], 1, 2)
    for x, y in (*hall[1:], forge[1]):
        t.paint("dirt", x, y, 1, 1)
    (px, py), (sx, sy) = post_office(t, 2, 22)
    t.paint("stone", px, py - 1, 1, 2)
    t.paint("dirt", sx, sy, 1, 1)
    (vx, vy), (wx, wy) = surgery(t, 81, 22)
    t.paint("stone", vx, vy - 1, 1, 2)
    t.paint("dirt", wx, wy, 1, 1)
    (cx, cy), (dx, dy) = school(t, 81, 36)
    t.paint("dirt", cx, cy, 1, 1)
    t.paint("dirt", 80, dy - 1, dx - 79, 1)  # from School Lane along the vets' back wall
    t.paint("dirt", dx, dy, 1, 1)
    signs = [("cafe", *tea[0]), ("townhall", *hall[0]), ("tools", *forge[0])]
    signs += [("market", px, py), ("pharmacy", vx, vy), ("college", dx, dy)]
    for icon, x, y in signs:  # a picture sign beside each entrance
        for ddx in (-1, 1, -2, 2):
            if free_for_prop(t, x + ddx, y, margin=0):
                t.prop(f"sign_{icon}", x + ddx, y)
                break


# --------------------------------------------------------------------------- outdoors
def lanes(t: Town):
    t.paint("water", RIVER, 0, 4, H)  # the River Lark
    t.paint("stone", 0, 17, W, 3)  # High Street
    t.paint("paving", RIVER, 17, 4, 3)  # the bridge
    t.paint("dirt", 0, 36, RIVER, 2)  # Mill Lane
    t.paint("paving", RIVER, 36, 4, 2)  # the footbridge
    t.paint("dirt", 20, 20, 1, 16)  # Forge Lane
    t.paint("dirt", 48, 36, 1, 11)  # the towpath down to Green Lane
    t.paint("dirt", 48, 45, 32, 2)  # Green Lane
    t.paint("dirt", 79, 20, 1, 27)  # School Lane
    for y in (5, 12, 27, 50, 55, 60):  # reeds along both banks
        t.prop("reeds", RIVER - 1, y)
        t.prop("reeds", RIVER + 4, y + 2)


def village_green(t: Town):
    s = t.sector("Village Green", "park", 49, 21, 30, 24)
    lawn = s.arena("Cricket Lawn", "lawn", 49, 21, 30, 12)
    pond = s.arena("Millpond", "pond", 49, 33, 12, 12)
    play = s.arena("Play Area", "playground", 61, 33, 9, 12)
    plots = s.arena("Orchard Plots", "garden", 70, 33, 9, 12)
    t.flowery[21:45, 49:79] = True
    lawn.put("fountain", "fountain", 13, 4)  # the old village pump
    for dx, dy in ((9, 2), (18, 2), (9, 9), (18, 9)):
        lawn.put("bench", "bench", dx, dy)
    lawn.put("bulletin_board", "bulletin_stand", 14, 1)
    lawn.put("picnic_table", "picnic_table", 24, 3)
    lawn.row(["flower_bed_red", "flower_bed_yellow", "flower_bed_purple"], 13, 9)
    lawn.obj("flower_bed", 13, 9, 3, 1)
    t.paint("water", 51, 35, 8, 7)
    for x, y in ((53, 37), (56, 39)):
        t.prop("lily", x, y)
    pond.put("bench", "bench", 3, 10)
    pond.put("bench", "bench", 8, 10)
    play.put("swing", "swing", 1, 2)
    play.put("swing", "swing", 1, 6)
    play.deco("slide", 6, 2)
    play.deco("sandbox", 5, 6)
    play.put("bench", "bench", 4, 10)
    for i, dy in enumerate((2, 4, 6)):
        plots.row(["garden_bed_cabbage" if i % 2 else "garden_bed_sprouts"] * 3, 1, dy)
        plots.obj("garden_bed", 1, dy, 3, 1)
    plots.deco("sacks", 6, 2)
    for x in (72, 76):
        t.tree(x, 43, "blossom")  # the orchard
    t.spawn("Village Green", 62, 28)


def homes(t: Town):
    doors = {
        "Marlow House": house5(
            t,
            "Marlow House",
            2,
            2,
            (("Gideon and Tamsin's Room", "double"), ("Pip's Room", "bed_green")),
            faces=(2, 4, 5),
        ),
        "Pennick House": house4(t, "Pennick House", 25, 2, "double", faces=(5, 0)),
    }
    for name, gaps in (("Marlow House", (2, 20)), ("Pennick House", (25, 38))):
        x, y = doors[name][0]
        t.paint("dirt", x, y, 1, 2)
        t.prop("mailbox", x + 1, y)
        front_fence(t, *gaps, 16, {x})
    doors["Mill Race Flats"] = apartments(t, 2, 40, name="Mill Race Flats", unit="Flat")
    t.paint("dirt", 0, 38, 2, 12)
    t.paint("dirt", 24, 38, 2, 12)
    doors["Bramble Cottage"] = cottage(t, "Bramble Cottage", 29, 40, door_top=True, face=3)
    doors["Schoolhouse Cottage"] = cottage(t, "Schoolhouse Cottage", 53, 49, door_top=True)
    for name in ("Bramble Cottage", "Schoolhouse Cottage"):
        x, y = doors[name][0]
        t.paint("dirt", x, y - 1, 1, 2)
        t.prop("mailbox", x + 1, y)
    for name, d in doors.items():
        t.spawn(f"{name} door", *d[0])
        for x, y in d:
            t.prop("doormat", x, y)


def greenery(t: Town):
    """Willows by the river, a few hand-placed trees, then a seeded scatter on open grass."""
    rng = np.random.default_rng(31)
    t.prop("signpost", 42, 21)
    for x, y, kind in ((42, 9, "maple"), (50, 31, "oak"), (77, 31, "oak"), (41, 30, "maple")):
        t.tree(x, y, kind, strict=False)
    kinds = ["oak", "maple", "oak", "blossom", "pine"]
    for _ in range(900):
        x, y = int(rng.integers(1, W - 1)), int(rng.integers(3, H))
        if (
            free_for_prop(t, x, y, margin=1)
            and t.grid["furniture_below"][max(y - 3, 0) : y, x - 1 : x + 2].max() < 0
        ):
            t.tree(x, y, kinds[int(rng.integers(len(kinds)))], strict=False)
    for x in range(4, W - 2, 9):
        try_lamp(t, x, 16)
        try_lamp(t, x, 20)
    bushes = ["bush_green", "bush_flower", "bush_berry", "rock", "stump"]
    for _ in range(200):
        x, y = int(rng.integers(1, W - 1)), int(rng.integers(1, H - 1))
        if free_for_prop(t, x, y):
            t.prop(bushes[int(rng.integers(len(bushes)))], x, y)


def generate() -> tuple[Town, dict]:
    t = Town(seed=11, width=W, height=H)
    t.spawn("High Street", 30, 18)
    lanes(t)
    homes(t)
    public(t)
    village_green(t)
    greenery(t)
    t.finish()
    used = {o.kind for s in t.sectors for a in s.arenas for o in a.objects}
    stats = t.validate(REQUIRED, used)
    check_contract(t)
    return t, stats


def check_contract(t: Town):
    """Public places hold what their work needs; homes and workplaces in residents.json exist."""
    found = {(s.name, a.name): [o.kind for o in a.objects] for s in t.sectors for a in s.arenas}
    errors = [f"missing arena {key}" for key in PUBLIC_REQUIRED if key not in found]
    errors += [
        f"{key} has {found[key].count(k)} {k}, needs {n}"
        for key, need in PUBLIC_REQUIRED.items()
        if key in found
        for k, n in need.items()
        if found[key].count(k) < n
    ]
    for sector, rooms in HOMES.items():
        errors += [f"missing home arena {(sector, r)}" for r in rooms if (sector, r) not in found]
    if RESIDENTS.exists():
        for r in json.loads(RESIDENTS.read_text(encoding="utf-8"))["residents"]:
            for key in ("home", "work"):
                where = r.get(key) or {}
                if where and (where["sector"], where.get("arena", "")) not in found:
                    errors.append(f"{r['id']}'s {key} {where} is not on the map")
    for s in t.sectors:
        x, y, w, h = s.rect
        if x < 0 or y < 0 or x + w > W or y + h > H:
            errors.append(f"sector {s.name} leaves the map")
    if errors:
        raise LayoutError("contract check failed:\n  " + "\n  ".join(errors))


def main(argv: list[str] | None = None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--preview", type=Path, help="also save a whole-map PNG here")
    args = p.parse_args(argv)
    tsx = make_tiles.OUT_DIR / "town.tsx"
    if not tsx.exists() or tsx.read_text(encoding="utf-8") != make_tiles.expected_tsx():
        raise SystemExit("assets/tiles/town.tsx is stale: run tools/make_tiles.py first")
    try:
        town, stats = generate()
    except LayoutError as e:
        raise SystemExit(str(e)) from None
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(town.tmx(TILESET, {"town_name": NAME, "start_time": START}), encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}: " + ", ".join(f"{k} {v}" for k, v in stats.items()))
    if args.preview:
        render_preview(OUT, args.preview)
        print(f"wrote {args.preview}")


if __name__ == "__main__":
    main()
