"""Floor plans of the public buildings first drawn for Brinewick, a harbour town: bakery, inn,
chandlery, general stores, harbour office and a two-classroom school (``buildings.place``
draws them under a made town's names). Each plan takes the building's top-left tile and
returns the tiles just outside its doors.
"""

from __future__ import annotations

from tools.town_maker.public_plans import desk_rows, tables
from tools.town_maker.town_map import Town


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
