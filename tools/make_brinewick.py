"""Generate maps/brinewick/town.tmx: Brinewick, a small harbour town on a hillside (100 x 68).

The second town proves the game works for any town, so it differs from Smallville in layout and
in its mix of places. Layout (tiles):

* South edge: the sea (y 60-67) and The Quay, a paved waterfront (y 54-59) with a pier.
* Quay row (y 40-53), doors onto the quay: Rook's Chandlery (shop and boatshed), Quay Stores
  (grocery, dispensary, back store), the Harbour Office (front desk, harbourmaster, council loft)
  and The Lantern Inn (taproom, snug, scullery, and the keeper's and a guest room upstairs).
* Middle (y 19-37): Net Loft Flats, Tern Cottage, the paved Market Cross in the centre, the
  Beacon Hill park (summit, allotments, swings) and Gorse Cottage on the hill.
* North (y 1-16), along Rope Walk: Pellow House, Marr House, Saltloaf Bakery and, at the top of
  the hill, Brinewick School.

Net Lane, Harbour Street and Inn Lane run downhill from Rope Walk and the square to the quay.
The building templates for the homes come from ``town_homes``; the public buildings here are
this town's own floor plans made with the ``town_build`` toolkit. Like make_town.py, the result
is validated (one connected walkable region, every object reachable, arenas inside sectors, each
place holding what its work needs) and a broken map is never written. Deterministic.

Run from the repo root:  python tools/make_brinewick.py [--preview docs/brinewick_preview.png]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import make_tiles  # noqa: E402
import numpy as np  # noqa: E402
from make_town import REQUIRED, free_for_prop, front_fence, try_lamp  # noqa: E402
from town_build import LayoutError, Town  # noqa: E402
from town_homes import apartments, cottage, house5  # noqa: E402
from town_public import desk_rows, tables  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
NAME = "Brinewick"
OUT = ROOT / "maps" / "brinewick" / "town.tmx"
RESIDENTS = OUT.with_name("residents.json")
TILESET = "../../assets/tiles/town.tsx"
START = "2026-05-08 06:00"  # a Friday in May; the lantern gathering is on Saturday the 9th
W, H = 100, 68
SHORE = {  # first water row per column where the shore is not the quay wall (default SEA_Y)
    **{x: 56 + x // 2 for x in range(8)},
    **{x: 59 - (x - 92) for x in range(92, 100)},
}
SEA_Y = 60  # first row of open water
QUAY_Y = 54  # first row of the quay sector

PUBLIC_REQUIRED = {  # (sector, arena) -> minimum count per object kind
    ("Saltloaf Bakery", "Bakehouse"): {"stove": 2, "kitchen_table": 1, "sink": 1},
    ("Saltloaf Bakery", "Shop Counter"): {"counter": 1, "cash_register": 1, "coffee_machine": 1},
    ("Saltloaf Bakery", "Window Seats"): {"cafe_table": 3},
    ("The Lantern Inn", "Taproom"): {"bar_counter": 1, "pub_table": 3},
    ("The Lantern Inn", "Snug"): {"dartboard": 1, "pub_table": 1, "sofa": 1},
    ("The Lantern Inn", "Scullery"): {"stove": 1, "fridge": 1, "sink": 1},
    ("The Lantern Inn", "Keeper's Room"): {"bed": 1, "wardrobe": 1, "desk": 1},
    ("The Lantern Inn", "Guest Room"): {"bed": 1, "wardrobe": 1},
    ("The Lantern Inn", "Washroom"): {"toilet": 1, "shower": 1, "sink": 1},
    ("Rook's Chandlery", "Shop Floor"): {"tool_shelf": 3, "cash_register": 1},
    ("Rook's Chandlery", "Boatshed"): {"workbench": 2, "tool_shelf": 1},
    ("Quay Stores", "Aisles"): {"grocery_shelf": 4, "cash_register": 1},
    ("Quay Stores", "Dispensary"): {"pharmacy_counter": 1},
    ("Quay Stores", "Back Store"): {"grocery_shelf": 1},
    ("Harbour Office", "Harbourmaster's Office"): {"desk": 1, "bookshelf": 1, "computer": 1},
    ("Harbour Office", "Council Loft"): {"meeting_table": 1},
    ("Harbour Office", "Front Desk"): {"desk": 1, "bulletin_board": 1},
    ("Brinewick School", "Schoolroom"): {"blackboard": 1, "lectern": 1, "student_desk": 6},
    ("Brinewick School", "Infant Class"): {"blackboard": 1, "student_desk": 6},
    ("Brinewick School", "Reading Nook"): {"library_shelf": 3, "reading_table": 1},
    ("Brinewick School", "Head's Study"): {"desk": 1, "bookshelf": 1, "computer": 1},
    ("Beacon Hill", "Summit"): {"bench": 2, "picnic_table": 1},
    ("Beacon Hill", "Allotments"): {"garden_bed": 3},
    ("Beacon Hill", "Swings"): {"swing": 2, "bench": 1},
    ("Market Cross", "Cross"): {"fountain": 1, "bench": 4, "bulletin_board": 1},
    ("The Quay", "Quayside"): {"bench": 2},
    ("The Quay", "Pier"): {"bench": 1},
    ("Marr House", "Living Room"): {"piano": 1},
}
HOMES = {  # home sector -> the bedroom arenas residents.json names
    "Pellow House": ("Hedda and Ruan's Room", "Elowen's Room"),
    "Marr House": ("Aurel's Room", "Isolde's Room"),
    "Tern Cottage": ("Bedroom",),
    "Gorse Cottage": ("Bedroom",),
    "Net Loft Flats": ("Flat 1", "Flat 2", "Flat 3", "Flat 4", "Flat 5"),
    "The Lantern Inn": ("Keeper's Room",),
}


# --------------------------------------------------------------------------- public buildings
def bakery(t: Town, x: int, y: int) -> list[tuple[int, int]]:
    """Saltloaf Bakery: bakehouse behind a shop counter, window seats along the front."""
    w, h = 17, 12
    s = t.sector("Saltloaf Bakery", "cafe", x - 1, y - 1, w + 2, h + 2, hours="06:00-15:00")
    b = t.building(s, x, y, w, h, cap="plaster")
    b.room(1, 1, 15, 10, "floor_wood_pale", "cream")
    bake = b.room(1, 1, 6, 4, "floor_check", "butter", "Bakehouse", "kitchen")
    b.door(7, 3)
    b.door(8, 11)
    b.door(9, 11)
    b.build()
    shop = s.arena("Shop Counter", "counter", x + 8, y + 1, 8, 4)
    seats = s.arena("Window Seats", "dining_area", x + 1, y + 6, 15, 5)
    bake.put("fridge", "fridge", 0, 0)
    bake.put("stove", "stove", 1, 1)  # the two bread ovens
    bake.put("stove", "stove", 2, 1)
    bake.put("sink", "sink", 3, 1)
    bake.deco("kitchen_counter_board", 4, 1)
    bake.put("kitchen_table", "kitchen_table", 1, 3)  # the dough table
    bake.deco("sacks", 4, 3)
    bake.deco("deco_wall_shelf", 3, 0)
    shop.row(["counter_l", "counter_m", "counter_m", "counter_r"], 2, 2)
    shop.obj("counter", 2, 2, 4, 1)
    shop.put("cash_register", "cash_register", 6, 2)
    shop.put("coffee_machine", "coffee_machine", 7, 1)
    for dx in (2, 4, 6):
        shop.deco("deco_wall_shelf", dx, 0)
    shop.deco("plant", 0, 3)
    tables(seats, "cafe_table", "cafe_table", "chair", [(2, 2), (6, 2), (11, 2), (13, 4)])
    seats.deco("deco_painting", 3, 0)
    seats.deco("plant", 0, 4)
    seats.deco("plant", 14, 0)
    return [(x + 8, y + h), (x + 9, y + h)]


def inn(t: Town, x: int, y: int) -> list[tuple[int, int]]:
    """The Lantern Inn: taproom and snug on the quay, scullery and rooms behind them."""
    w, h = 24, 12
    s = t.sector("The Lantern Inn", "pub", x - 1, y - 1, w + 2, h + 2, hours="11:00-23:00")
    b = t.building(s, x, y, w, h, cap="brick")
    scul = b.room(1, 1, 5, 4, "floor_check_red", "butter", "Scullery", "kitchen")
    keep = b.room(7, 1, 5, 4, "floor_wood", "rose", "Keeper's Room", "bedroom")
    guest = b.room(13, 1, 5, 4, "floor_wood", "sky", "Guest Room", "bedroom")
    wash = b.room(19, 1, 4, 4, "floor_bath", "tile", "Washroom", "bathroom")
    tap = b.room(1, 6, 14, 5, "floor_wood_dark", "brick", "Taproom", "bar")
    snug = b.room(16, 6, 7, 5, "floor_carpet_red", "wood", "Snug", "lounge")
    for d in ((3, 5), (9, 5), (14, 5), (20, 5), (15, 8), (7, 11), (19, 11), (0, 8)):
        b.door(*d)
    b.build()
    scul.put("fridge", "fridge", 0, 0)
    scul.put("stove", "stove", 1, 1)
    scul.put("sink", "sink", 2, 1)
    scul.deco("kitchen_counter_jars", 3, 1)
    scul.deco("barrel", 4, 1)
    scul.put("kitchen_table", "kitchen_table", 0, 3)
    keep.put("wardrobe", "wardrobe", 0, 0)
    keep.put("bed", "bed_yellow", 3, 1)
    keep.deco("nightstand", 4, 1)
    keep.put("desk", "desk", 3, 3)
    keep.deco("deco_portrait", 2, 0)
    guest.put("wardrobe", "wardrobe", 4, 0)
    guest.put("bed", "bed_blue", 2, 1)
    guest.deco("nightstand", 3, 1)
    guest.put("desk", "desk", 3, 3)
    guest.deco("plant", 0, 1)
    wash.put("shower", "shower", 0, 1)
    wash.put("sink", "bath_sink", 2, 1)
    wash.deco("deco_mirror", 2, 0)
    wash.put("toilet", "toilet", 3, 3)
    tap.row(["bar_l", "bar_taps", "bar_m", "bar_glasses", "bar_r"], 3, 2)
    tap.obj("bar_counter", 3, 2, 5, 1)
    tap.row(["bar_stool", None, "bar_stool", None, "bar_stool"], 3, 3)
    tap.deco("deco_wall_shelf", 4, 0)
    tap.deco("deco_wall_shelf", 6, 0)
    tap.deco("deco_painting", 10, 0)
    tap.row(["barrel", "barrel"], 11, 0)
    tables(tap, "pub_table", "pub_table", "stool", [(10, 2), (10, 4), (1, 4)])
    snug.put("dartboard", "dartboard", 1, 0)
    snug.put("bookshelf", "bookshelf", 5, 0)
    snug.put("pub_table", "pub_table", 5, 3)
    snug.row(["stool", None, "stool"], 4, 3)
    snug.put("sofa", "sofa_blue_back", 1, 4)
    snug.deco("plant", 6, 4)
    return [(x + 7, y + h), (x + 19, y + h), (x - 1, y + 8)]


def chandlery(t: Town, x: int, y: int) -> list[tuple[int, int]]:
    """Rook's Chandlery: a shop floor of ropes and tools, and the boatshed opening on the quay."""
    w, h = 20, 12
    s = t.sector(
        "Rook's Chandlery", "supply_store", x - 1, y - 1, w + 2, h + 2, hours="08:00-17:30"
    )
    b = t.building(s, x, y, w, h, cap="wood")
    shop = b.room(1, 1, 10, 10, "floor_wood", "wood", "Shop Floor", "shop_floor")
    shed = b.room(12, 1, 7, 10, "floor_concrete", "stone", "Boatshed", "workshop")
    for d in ((11, 5), (5, 11), (15, 11), (16, 11)):
        b.door(*d)
    b.build()
    for dx in (0, 3, 6):
        shop.put("tool_shelf", "tool_shelf", dx, 0)
    shop.put("tool_shelf", "tool_shelf", 1, 3)
    shop.row(["barrel", "barrel"], 6, 3)
    shop.deco("counter_l", 4, 6)
    shop.put("cash_register", "cash_register", 5, 6)
    shop.deco("counter_r", 6, 6)
    shop.row(["crate", "barrel"], 0, 8)
    shop.deco("sacks", 0, 9)
    shop.deco("plant", 9, 9)
    shed.put("tool_shelf", "tool_shelf", 4, 0)
    shed.put("workbench", "workbench", 1, 2)
    shed.put("workbench", "workbench", 1, 6)
    shed.row(["barrel", "crate"], 5, 4)
    shed.deco("boxes", 0, 9)
    shed.deco("crate", 6, 9)
    return [(x + 5, y + h), (x + 15, y + h), (x + 16, y + h)]


def stores(t: Town, x: int, y: int) -> list[tuple[int, int]]:
    """Quay Stores: grocery aisles, the dispensary behind them and a back store for deliveries."""
    w, h = 17, 12
    s = t.sector("Quay Stores", "market", x - 1, y - 1, w + 2, h + 2, hours="08:00-19:00")
    b = t.building(s, x, y, w, h, cap="stone")
    aisles = b.room(1, 1, 9, 10, "floor_stone", "sage", "Aisles", "aisles")
    disp = b.room(11, 1, 5, 5, "floor_check", "sky", "Dispensary", "pharmacy")
    back = b.room(11, 7, 5, 4, "floor_concrete", "stone", "Back Store", "storeroom")
    for d in ((10, 3), (10, 8), (5, 11), (13, 11)):
        b.door(*d)
    b.build()
    aisles.put("grocery_shelf", "grocery_goods", 0, 0)
    aisles.put("grocery_shelf", "grocery_produce", 2, 0)
    aisles.put("grocery_shelf", "grocery_goods", 6, 0)
    aisles.put("grocery_shelf", "grocery_produce", 1, 3)
    aisles.put("grocery_shelf", "grocery_goods", 5, 3)
    aisles.deco("counter_l", 5, 7)
    aisles.put("cash_register", "cash_register", 6, 7)
    aisles.deco("counter_r", 7, 7)
    aisles.deco("plant", 0, 9)
    aisles.deco("plant", 8, 9)
    disp.put("pharmacy_counter", "pharmacy_counter", 1, 2)
    disp.deco("grocery_goods", 3, 0)
    disp.deco("chair_w", 4, 3)
    disp.deco("plant", 0, 4)
    back.put("grocery_shelf", "grocery_goods", 3, 0)
    back.row(["sacks", "barrel"], 1, 1)
    back.deco("boxes", 0, 3)
    back.deco("crate", 4, 3)
    return [(x + 5, y + h), (x + 13, y + h)]


def harbour_office(t: Town, x: int, y: int) -> list[tuple[int, int]]:
    """Harbour Office: the public front desk below, the harbourmaster and the council loft above."""
    w, h = 15, 12
    s = t.sector("Harbour Office", "town_hall", x - 1, y - 1, w + 2, h + 2, hours="08:00-17:00")
    b = t.building(s, x, y, w, h, cap="stone")
    loft = b.room(1, 1, 7, 5, "floor_parquet", "cream", "Council Loft", "hall")
    office = b.room(9, 1, 5, 5, "floor_carpet_blue", "sage", "Harbourmaster's Office", "office")
    desk = b.room(1, 7, 13, 4, "floor_stone", "stone", "Front Desk", "lobby")
    for d in ((4, 6), (11, 6), (7, 11), (0, 9)):
        b.door(*d)
    b.build()
    loft.put("meeting_table", "meeting_table", 2, 2)
    loft.row(["chair_s"] * 3, 2, 1)
    loft.row(["chair_n", None, "chair_n"], 2, 4)
    loft.deco("deco_portrait", 1, 0)
    loft.deco("deco_clock", 3, 0)
    loft.put("bookshelf", "bookshelf", 5, 0)
    office.put("bookshelf", "bookshelf", 0, 0)
    office.deco("deco_painting", 3, 0)
    office.put("desk", "desk", 3, 2)
    office.deco("chair_n", 3, 3)
    office.put("computer", "computer", 0, 3)
    desk.put("bulletin_board", "bulletin_board", 2, 0)
    desk.put("desk", "desk", 6, 1)
    desk.deco("chair_n", 7, 2)
    desk.put("bench", "bench", 1, 3)
    desk.deco("plant", 12, 3)
    desk.deco("deco_clock", 5, 0)
    t.rug("blue", desk.rect[0] + 5, desk.rect[1] + 2, 3, 2)
    return [(x + 7, y + h), (x - 1, y + 9)]


def school(t: Town, x: int, y: int) -> list[tuple[int, int]]:
    """Brinewick School: two classrooms above, reading nook, head's study and porch below."""
    w, h = 24, 14
    s = t.sector("Brinewick School", "college", x - 1, y - 1, w + 2, h + 2, hours="08:00-16:30")
    b = t.building(s, x, y, w, h, cap="stone")
    big = b.room(1, 1, 11, 7, "floor_wood", "sage", "Schoolroom", "classroom")
    small = b.room(13, 1, 10, 7, "floor_wood_pale", "butter", "Infant Class", "classroom")
    nook = b.room(1, 9, 9, 4, "floor_carpet_green", "wood", "Reading Nook", "library")
    study = b.room(11, 9, 5, 4, "floor_carpet_red", "cream", "Head's Study", "office")
    porch = b.room(17, 9, 6, 4, "floor_stone", "stone", "Porch", "lobby")
    for d in ((5, 8), (12, 4), (14, 8), (19, 8), (10, 10), (16, 10), (19, 13)):
        b.door(*d)
    b.build()
    big.put("blackboard", "blackboard", 4, 0)
    big.put("lectern", "lectern", 5, 1)
    desk_rows(big, (1, 3, 7, 9), (3,))
    desk_rows(big, (1, 3), (5,))
    big.deco("deco_clock", 8, 0)
    big.deco("plant", 0, 1)
    small.put("blackboard", "blackboard", 4, 0)
    small.put("lectern", "lectern", 3, 1)
    desk_rows(small, (2, 4, 7), (2, 4))
    small.deco("deco_painting", 8, 0)
    small.deco("plant", 9, 6)
    nook.put("library_shelf", "library_shelf", 0, 0)
    nook.put("library_shelf", "library_shelf", 2, 0)
    nook.put("library_shelf", "library_shelf", 6, 0)
    nook.put("reading_table", "reading_table", 3, 2)
    nook.row(["chair_n", "chair_n"], 3, 3)
    nook.deco("plant", 8, 3)
    study.put("bookshelf", "bookshelf", 1, 0)
    study.put("desk", "desk", 1, 3)
    study.put("computer", "computer", 4, 3)
    porch.put("bulletin_board", "bulletin_board", 4, 0)
    porch.put("bench", "bench", 4, 2)
    porch.deco("plant", 0, 3)
    return [(x + 19, y + h)]


# --------------------------------------------------------------------------- outdoors
def lanes(t: Town):
    t.paint("dirt", 0, 17, W, 2)  # Rope Walk, along the top of the town
    t.paint("dirt", 24, 17, 2, QUAY_Y - 17)  # Net Lane, down to the quay
    t.paint("stone", 46, 38, 3, QUAY_Y - 38)  # Harbour Street, from the square to the quay
    t.paint("dirt", 67, 38, 1, QUAY_Y - 38)  # Inn Lane


def quay(t: Town):
    """The paved quay along the sea, a pier, benches, lamps and harbour clutter."""
    for x in range(W):
        shore = SHORE.get(x, SEA_Y)
        if x < 10:
            t.paint("dirt", x, QUAY_Y, 1, shore - QUAY_Y)  # the shingle beach west of the quay
        elif x < 92:
            t.paint("paving", x, QUAY_Y, 1, shore - QUAY_Y)
        t.paint("water", x, shore, 1, H - shore)
    t.paint("paving", 53, SEA_Y, 4, 6)  # the pier
    s = t.sector("The Quay", "park", 0, QUAY_Y, W, H - QUAY_Y)
    west = s.arena("Quayside", "plaza", 0, QUAY_Y, 50, SEA_Y - QUAY_Y)
    pier = s.arena("Pier", "pond", 50, QUAY_Y, 10, H - QUAY_Y)
    east = s.arena("East Quay", "plaza", 60, QUAY_Y, W - 60, SEA_Y - QUAY_Y)
    for dx in (8, 20, 36):
        west.put("bench", "bench", dx, 5)
    west.put("bulletin_board", "bulletin_stand", 28, 1)
    west.put("picnic_table", "picnic_table", 14, 2)
    west.row(["crate", "barrel", "sacks"], 13, 5)
    west.row(["barrel", "crate"], 42, 5)
    pier.put("bench", "bench", 3, 8)
    pier.put("bench", "bench", 4, 10)
    pier.deco("barrel", 6, 11)
    east.put("bench", "bench", 10, 5)
    east.put("bench", "bench", 26, 5)
    east.put("picnic_table", "picnic_table", 28, 1)
    east.row(["crate", "crate", "boxes"], 17, 5)
    for x in (4, 16, 32, 44, 62, 80, 90):
        t.lamp(x, QUAY_Y + 1)
    for x in (12, 40, 73, 85):
        t.prop("trash_can", x, SEA_Y - 1)
    for x, y in ((1, 53), (5, 55), (93, 55), (95, 52), (97, 50)):
        t.prop("rock", x, y)
    for x, y in ((2, 55), (94, 53), (98, 49)):
        t.prop("reeds", x, y)
    t.spawn("The Quay", 30, 57)


def market_cross(t: Town):
    """Market Cross: the paved square in the middle of town, fountain at its heart."""
    x0, y0, w, h = 42, 19, 25, 19
    s = t.sector("Market Cross", "park", x0, y0, w, h)
    a = s.arena("Cross", "plaza", x0, y0, w, h)
    t.paint("paving", x0, y0, w, h)
    a.put("fountain", "fountain", 11, 8)
    for dx, dy in ((7, 6), (16, 6), (7, 12), (16, 12)):
        a.put("bench", "bench", dx, dy)
    a.put("bulletin_board", "bulletin_stand", 12, 3)
    for i, (bx, by) in enumerate(((1, 1), (20, 1), (1, 14), (20, 14))):
        t.paint("", x0 + bx, y0 + by, 4, 4)  # planted corners
        t.tree(x0 + bx + 1, y0 + by + 3, ("blossom", "oak", "maple", "blossom")[i])
        t.prop("tulips", x0 + bx + 3, y0 + by + 3)
    colours = ["red", "yellow", "purple"]
    for i, dy in enumerate((2, 15)):
        a.row([f"flower_bed_{c}" for c in colours[i:] + colours[:i]], 11, dy)
        a.obj("flower_bed", 11, dy, 3, 1)
    a.row(["crate", "barrel", "sacks"], 1, 8)  # market day clutter on the west side
    a.row(["crate", "crate"], 1, 10)
    a.put("picnic_table", "picnic_table", 21, 8)
    for x, y in ((48, 22), (60, 22), (48, 35), (60, 35)):
        t.lamp(x, y)
    t.spawn("Market Cross", 54, 33)


def beacon_hill(t: Town):
    """Beacon Hill: a grassy hill with a paved lookout at the summit, allotments and swings."""
    s = t.sector("Beacon Hill", "park", 68, 19, 18, 19)
    summit = s.arena("Summit", "lawn", 68, 19, 18, 8)
    allot = s.arena("Allotments", "garden", 68, 27, 9, 11)
    swings = s.arena("Swings", "playground", 77, 27, 9, 11)
    t.flowery[19:38, 68:86] = True
    t.path("dirt", [(67, 29), (73, 29), (73, 19)])  # up from the square to Rope Walk
    t.path("dirt", [(73, 29), (80, 29), (80, 37)])  # down past the swings to Inn Lane
    t.paint("dirt", 68, 38, 14, 1)
    t.paint("paving", 77, 20, 5, 4)  # the lookout
    t.paint("paving", 75, 21, 2, 1)
    summit.put("bench", "bench", 9, 1)
    summit.put("bench", "bench", 12, 3)
    summit.put("picnic_table", "picnic_table", 1, 1)
    summit.row(["flower_bed_yellow", "flower_bed_red"], 15, 5)
    summit.obj("flower_bed", 15, 5, 2, 1)
    for i, dy in enumerate((5, 7, 9)):
        allot.row(["garden_bed_cabbage" if i % 2 else "garden_bed_sprouts"] * 3, 1, dy)
        allot.obj("garden_bed", 1, dy, 3, 1)
    allot.deco("sacks", 5, 9)
    for yy in range(31, 38):
        t.fences.add((68, yy))
    swings.put("swing", "swing", 0, 4)
    swings.put("swing", "swing", 0, 7)
    swings.deco("slide", 6, 4)
    swings.deco("sandbox", 6, 7)
    swings.put("bench", "bench", 5, 10)
    t.spawn("Beacon Hill", 75, 33)


def homes(t: Town) -> dict[str, list[tuple[int, int]]]:
    doors = {}
    doors["Pellow House"] = house5(
        t,
        "Pellow House",
        2,
        2,
        (("Hedda and Ruan's Room", "double"), ("Elowen's Room", "bed_green")),
        faces=(4, 0, 2),
    )
    doors["Marr House"] = house5(
        t,
        "Marr House",
        26,
        2,
        (("Aurel's Room", "bed_blue"), ("Isolde's Room", "bed_yellow")),
        piano=True,
        faces=(1, 5, 3),
    )
    for name in ("Pellow House", "Marr House"):
        x, y = doors[name][0]
        t.paint("dirt", x, y, 1, 2)
        t.prop("mailbox", x + 1, y)
    front_fence(t, 2, 22, 16, {14})
    front_fence(t, 26, 46, 16, {38})
    doors["Net Loft Flats"] = apartments(t, 1, 20, name="Net Loft Flats", unit="Flat")
    t.paint("dirt", 23, 29, 1, 1)
    doors["Tern Cottage"] = cottage(t, "Tern Cottage", 28, 21, door_top=True, face=0)
    doors["Gorse Cottage"] = cottage(t, "Gorse Cottage", 87, 21, door_top=True, face=5)
    for name in ("Tern Cottage", "Gorse Cottage"):
        x, y = doors[name][0]
        t.paint("dirt", x, 19, 1, 2)
        t.prop("mailbox", x + 1, y)
    for name, d in doors.items():
        t.spawn(f"{name} door", *d[0])
        for x, y in d:
            t.prop("doormat", x, y)
    return doors


def public(t: Town):
    signs = []
    doors = bakery(t, 52, 3)
    for x, y in doors:
        t.paint("paving", x, y, 1, 2)
    signs.append(("cafe", *doors[0]))
    (sx, sy) = school(t, 73, 2)[0]
    t.paint("dirt", sx, sy, 1, 1)
    signs.append(("college", sx, sy))
    for x, y in chandlery(t, 2, 41):
        t.paint("dirt", x, y, 1, 1)
    signs.append(("tools", 7, 53))
    for x, y in stores(t, 28, 41):
        t.paint("stone", x, y, 1, 1)
    signs += [("market", 33, 53), ("pharmacy", 41, 53)]
    (fx, fy), (wx, wy) = harbour_office(t, 51, 41)
    t.paint("stone", fx, fy, 1, 1)
    t.paint("dirt", 49, wy, 2, 1)
    signs.append(("townhall", fx, fy))
    front, side, west = inn(t, 69, 41)
    for x, y in (front, side):
        t.paint("dirt", x, y, 1, 1)
    t.paint("dirt", 67, west[1], 2, 1)
    t.spawn("The Lantern Inn door", *west)
    t.prop("doormat", *front)
    signs.append(("pub", *front))
    for icon, x, y in signs:  # a picture sign beside each entrance
        for dx in (-1, 1, -2, 2):
            if t.grid["furniture_below"][y, x + dx] < 0 and not t.built[y, x + dx]:
                if t.terrain[y, x + dx] == 0 or y == QUAY_Y - 1:
                    t.prop(f"sign_{icon}", x + dx, y)
                    break


def greenery(t: Town):
    """Pines on the hill, fruit trees in the gardens, then a seeded scatter on open grass."""
    rng = np.random.default_rng(23)
    hand = [
        (70, 26, "pine"),
        (76, 26, "pine"),
        (84, 20, "pine"),
        (71, 36, "pine"),
        (84, 37, "pine"),
        (69, 23, "pine"),
        (49, 8, "oak"),
        (49, 14, "maple"),
        (71, 12, "pine"),
        (98, 40, "pine"),
        (96, 50, "oak"),
        (41, 26, "blossom"),
        (26, 33, "maple"),
        (97, 37, "blossom"),
    ]
    for x, y, kind in hand:
        t.tree(x, y, kind, strict=False)
    kinds = ["oak", "pine", "maple", "pine", "blossom"]
    zones = [(68, 19, 86, 38, 250), (86, 35, 100, 53, 120), (0, 0, W, QUAY_Y, 700)]
    for x0, y0, x1, y1, attempts in zones:
        for _ in range(attempts):
            x, y = int(rng.integers(max(x0, 1), min(x1, W - 1))), int(rng.integers(max(y0, 3), y1))
            if (
                free_for_prop(t, x, y, margin=1)
                and t.grid["furniture_below"][max(y - 3, 0) : y, max(x - 1, 0) : x + 2].max() < 0
            ):
                t.tree(x, y, kinds[int(rng.integers(len(kinds)))], strict=False)
    for x in range(4, W - 2, 9):
        try_lamp(t, x, 16)
        try_lamp(t, x, 19)
    for name, x, y in t.spawns:  # flowers beside the home doors
        if name.endswith("door"):
            for dx in (-1, 1, -2, 2):
                if 0 < x + dx < W - 1 and free_for_prop(t, x + dx, y, margin=0):
                    t.prop("tulips", x + dx, y)
                    break
    bushes = ["bush_green", "bush_flower", "bush_berry", "bush_green", "rock"]
    for _ in range(220):
        x, y = int(rng.integers(1, W - 1)), int(rng.integers(1, QUAY_Y))
        if free_for_prop(t, x, y):
            t.prop(bushes[int(rng.integers(len(bushes)))], x, y)
    for x in range(1, W - 1):  # reeds and rocks where grass meets the quay's east end
        if x % 7 == 3 and free_for_prop(t, x, QUAY_Y - 1, margin=0):
            t.prop("rock", x, QUAY_Y - 1)
    t.prop("signpost", 45, 37)


def generate() -> tuple[Town, dict]:
    t = Town(seed=5, width=W, height=H)
    lanes(t)
    homes(t)
    public(t)
    quay(t)
    market_cross(t)
    beacon_hill(t)
    greenery(t)
    t.finish()
    used = {o.kind for s in t.sectors for a in s.arenas for o in a.objects}
    stats = t.validate(REQUIRED, used)
    check_contract(t)
    return t, stats


def check_contract(t: Town):
    """Public places hold what their work needs; homes name the bedrooms residents.json uses."""
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
    for sector, rooms in HOMES.items():
        errors += [f"missing home arena {(sector, r)}" for r in rooms if (sector, r) not in found]
    if RESIDENTS.exists():  # the hand-written residents must find their homes and workplaces
        for r in json.loads(RESIDENTS.read_text(encoding="utf-8"))["residents"]:
            for key in ("home", "work"):
                where = r.get(key) or {}
                if where and (where["sector"], where.get("arena", "")) not in found:
                    errors.append(f"{r['id']}'s {key} {where} is not on the map")
    off = [s.name for s in t.sectors if not (0 <= s.rect[0] and s.rect[0] + s.rect[2] <= W)]
    off += [s.name for s in t.sectors if not (0 <= s.rect[1] and s.rect[1] + s.rect[3] <= H)]
    errors += [f"sector {n} leaves the map" for n in off]
    if errors:
        raise LayoutError("contract check failed:\n  " + "\n  ".join(errors))


def render_preview(tmx: Path, out: Path, width: int = 1600):
    """Draw the map as the game does (game.ui.mapview) and save it scaled to ``width`` px."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, str(ROOT))
    import pygame

    from game.ui.mapview import MapView

    pygame.display.init()
    pygame.display.set_mode((1, 1))
    view = MapView(tmx)
    full = view.below.copy()
    full.blit(view.above, (0, 0))
    w, h = full.get_size()
    small = pygame.transform.smoothscale(full, (width, round(h * width / w)))
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(small, str(out))
    pygame.quit()


def main(argv: list[str] | None = None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--preview", type=Path, help="also save a whole-map PNG here")
    args = p.parse_args(argv)
    start = time.perf_counter()
    tsx = make_tiles.OUT_DIR / "town.tsx"
    if not tsx.exists() or tsx.read_text(encoding="utf-8") != make_tiles.expected_tsx():
        make_tiles.build()  # the map refers to tiles by id: never pair it with a stale tileset
    try:
        town, stats = generate()
    except LayoutError as e:
        raise SystemExit(str(e)) from None
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(town.tmx(TILESET, {"town_name": NAME, "start_time": START}), encoding="utf-8")
    took = time.perf_counter() - start
    print(
        f"wrote {OUT.relative_to(ROOT)}: "
        + ", ".join(f"{k} {v}" for k, v in stats.items())
        + f" ({took:.2f}s)"
    )
    if args.preview:
        render_preview(OUT, args.preview)
        print(f"wrote {args.preview}")


if __name__ == "__main__":
    main()
