"""Floor plans of the public buildings first drawn for Smallville: cafe, pub, market, supply
store, college and town hall (``buildings.place`` draws them under a made town's names).

Open-plan buildings (cafe, pub) are one large room with smaller walled rooms nested in a corner;
their arenas are then explicit rectangles that split the open floor. Each plan returns the
tiles just outside its entrances.
"""

from __future__ import annotations

from tools.town_maker.map_parts import Arena
from tools.town_maker.town_map import Town


def tables(a: Arena, kind: str, stamp: str, seat: str, spots):
    """Round tables with a seat on each side (chairs facing the table, or stools)."""
    for dx, dy in spots:
        a.put(kind, stamp, dx, dy)
        a.deco(seat if seat != "chair" else "chair_e", dx - 1, dy)
        a.deco(seat if seat != "chair" else "chair_w", dx + 1, dy)


def desk_rows(a: Arena, cols, rows):
    """Student desks, each with a chair facing the front of the room."""
    for r in rows:
        for c in cols:
            a.put("student_desk", "student_desk", c, r)
            a.deco("chair_n", c, r + 1)


def cafe(t: Town, x: int, y: int):
    w, h = 18, 13
    s = t.sector("Sunny Bean Cafe", "cafe", x - 1, y - 1, w + 2, h + 2, hours="07:00-20:00")
    b = t.building(s, x, y, w, h, cap="plaster")
    b.room(1, 1, 16, 11, "floor_wood_pale", "rose")
    b.room(1, 1, 4, 4, "floor_check", "butter")
    b.door(5, 3)
    b.door(8, 12)
    b.door(9, 12)
    b.build()
    kit = s.arena("Kitchen", "kitchen", x + 1, y + 1, 4, 4)
    bar = s.arena("Counter", "counter", x + 6, y + 1, 11, 4)
    din = s.arena("Dining Area", "dining_area", x + 1, y + 5, 16, 7)
    kit.put("fridge", "fridge", 0, 0)
    kit.put("stove", "stove", 1, 1)
    kit.put("sink", "sink", 2, 1)
    kit.deco("kitchen_counter_jars", 3, 1)
    kit.deco("sacks", 0, 3)
    bar.row(["counter_l", None, "counter_m", "counter_r"], 1, 1)
    bar.put("coffee_machine", "coffee_machine", 2, 1)
    bar.row(["counter_l", "counter_m", "counter_m", "counter_m", "counter_m"], 1, 3)
    bar.obj("counter", 1, 3, 5, 1)
    bar.put("cash_register", "cash_register", 6, 3)
    bar.deco("counter_r", 7, 3)
    for dx in (1, 4, 7, 10):
        bar.deco("deco_hearts", dx, 0)
    bar.deco("plant", 10, 1)
    tables(
        din,
        "cafe_table",
        "cafe_table",
        "chair",
        [(2, 2), (6, 2), (11, 2), (14, 2), (2, 5), (11, 5), (14, 5)],
    )
    din.deco("deco_painting", 1, 1)
    din.deco("deco_hearts", 3, 1)
    din.deco("plant", 0, 6)
    din.deco("plant", 15, 6)
    return [(x + 8, y + h), (x + 9, y + h)]


def pub(t: Town, x: int, y: int):
    w, h = 18, 13
    s = t.sector("Copper Kettle Pub", "pub", x - 1, y - 1, w + 2, h + 2, hours="12:00-23:59")
    b = t.building(s, x, y, w, h, cap="brick")
    b.room(1, 1, 16, 11, "floor_wood_dark", "brick")
    kit = b.room(1, 1, 4, 4, "floor_check_red", "butter", "Kitchen", "kitchen")
    lounge = b.room(1, 6, 4, 6, "floor_carpet_red", "wood", "Lounge", "lounge")
    b.door(5, 3)
    b.door(5, 9)
    b.door(14, 12)
    b.build()
    bar = s.arena("Bar", "bar", x + 6, y + 1, 11, 11)
    kit.put("fridge", "fridge", 0, 0)
    kit.put("stove", "stove", 1, 1)
    kit.put("sink", "sink", 2, 1)
    kit.deco("barrel", 3, 1)
    bar.row(["bar_l", "bar_taps", "bar_m", "bar_m", "bar_m", "bar_glasses", "bar_r"], 1, 2)
    bar.obj("bar_counter", 1, 2, 7, 1)
    bar.row(["bar_stool", None, "bar_stool", None, "bar_stool"], 2, 3)
    bar.row(["barrel", "barrel"], 9, 1)
    bar.deco("deco_wall_shelf", 1, 0)
    bar.deco("deco_wall_shelf", 4, 0)
    bar.deco("deco_painting", 6, 0)
    tables(bar, "pub_table", "pub_table", "stool", [(2, 6), (6, 6), (9, 6), (2, 9), (6, 9)])
    lounge.put("dartboard", "dartboard", 1, 0)
    lounge.put("pub_table", "pub_table", 1, 3)
    lounge.row(["stool", None, "stool"], 0, 3)
    lounge.put("sofa", "sofa_blue_back", 0, 5)
    lounge.deco("plant", 3, 5)
    return [(x + 14, y + h)]


def market(t: Town, x: int, y: int):
    w, h = 21, 13
    s = t.sector(
        "Greenleaf Market and Pharmacy", "market", x - 1, y - 1, w + 2, h + 2, hours="08:00-20:00"
    )
    b = t.building(s, x, y, w, h, cap="stone")
    store = b.room(1, 1, 12, 3, "floor_concrete", "stone", "Storeroom", "storeroom")
    aisles = b.room(1, 5, 12, 7, "floor_stone", "sage", "Aisles", "aisles")
    pharm = b.room(14, 1, 6, 11, "floor_check", "sky", "Pharmacy", "pharmacy")
    b.door(6, 4)
    b.door(13, 8)
    b.door(6, 12)
    b.door(16, 12)
    b.build()
    store.row(["crate", "barrel", "sacks", "boxes", None, None, None, "crate", "sacks"], 0, 1)
    store.put("grocery_shelf", "grocery_goods", 10, 0)
    for dx, dy, kind in (
        (0, 0, "produce"),
        (2, 0, "goods"),
        (7, 0, "goods"),
        (9, 0, "produce"),
        (2, 3, "produce"),
        (7, 3, "goods"),
    ):
        aisles.put("grocery_shelf", f"grocery_{kind}", dx, dy)
    aisles.deco("counter_l", 8, 5)
    aisles.put("cash_register", "cash_register", 9, 5)
    aisles.deco("counter_r", 10, 5)
    aisles.deco("plant", 0, 6)
    pharm.deco("grocery_goods", 0, 0)
    pharm.deco("grocery_goods", 3, 0)
    pharm.put("pharmacy_counter", "pharmacy_counter", 1, 3)
    pharm.deco("chair_w", 5, 6)
    pharm.deco("chair_w", 5, 7)
    pharm.deco("plant", 5, 10)
    pharm.deco("plant", 0, 10)
    return [(x + 6, y + h), (x + 16, y + h)]


def supply_store(t: Town, x: int, y: int):
    w, h = 17, 12
    s = t.sector(
        "Ironwood Supply Store", "supply_store", x - 1, y - 1, w + 2, h + 2, hours="08:00-18:00"
    )
    b = t.building(s, x, y, w, h)
    shop = b.room(1, 1, 9, 10, "floor_wood", "wood", "Shop Floor", "shop_floor")
    work = b.room(11, 1, 5, 10, "floor_concrete", "stone", "Workshop", "workshop")
    b.door(10, 6)
    b.door(5, 11)
    b.door(16, 8)
    b.build()
    for dx in (0, 3, 6):
        shop.put("tool_shelf", "tool_shelf", dx, 0)
    shop.deco("counter_l", 4, 6)
    shop.put("cash_register", "cash_register", 5, 6)
    shop.deco("counter_r", 6, 6)
    shop.put("tool_shelf", "tool_shelf", 1, 3)
    shop.row(["barrel", "barrel"], 6, 3)
    shop.row(["crate", "barrel"], 0, 8)
    shop.deco("sacks", 0, 9)
    shop.deco("plant", 8, 9)
    work.put("workbench", "workbench", 1, 2)
    work.put("tool_shelf", "tool_shelf", 3, 0)
    work.put("workbench", "workbench", 1, 6)
    work.row(["crate", "boxes"], 0, 9)
    return [(x + 5, y + h), (x + w, y + 8)]


def college(t: Town, x: int, y: int):
    w, h = 32, 19
    s = t.sector("Oakridge College", "college", x - 1, y - 1, w + 2, h + 1, hours="07:00-22:00")
    b = t.building(s, x, y, w, h, cap="stone")
    hall = b.room(1, 1, 14, 9, "floor_parquet", "wood", "Lecture Hall", "hall")
    lib = b.room(16, 1, 15, 9, "floor_carpet_green", "wood", "Library", "library")
    ca = b.room(1, 11, 10, 7, "floor_wood", "sage", "Classroom A", "classroom")
    off = b.room(12, 11, 8, 7, "floor_carpet_blue", "cream", "Faculty Office", "office")
    cb = b.room(21, 11, 10, 7, "floor_wood", "sky", "Classroom B", "classroom")
    for d in (
        (5, 18),
        (16, 18),
        (26, 18),
        (8, 10),
        (13, 10),
        (18, 10),
        (24, 10),
        (15, 5),
        (0, 6),
        (31, 6),
    ):
        b.door(*d)
    b.build()
    hall.put("blackboard", "blackboard", 6, 0)
    hall.put("lectern", "lectern", 7, 2)
    desk_rows(hall, (2, 4, 6, 8, 10), (4, 6))
    hall.deco("plant", 0, 1)
    hall.deco("plant", 13, 1)
    for dx in (0, 3, 10, 13):
        lib.put("library_shelf", "library_shelf", dx, 0)
    lib.put("library_shelf", "library_shelf", 12, 4)
    for ty in (3, 6):
        lib.put("reading_table", "reading_table", 5, ty)
        lib.row(["chair_s", "chair_s"], 5, ty - 1)
        lib.row(["chair_n", "chair_n"], 5, ty + 1)
    for dx in (9, 10):
        lib.put("computer", "computer", dx, 6)
        lib.deco("chair_n", dx, 7)
    lib.put("desk", "desk", 1, 6)
    lib.deco("chair_n", 1, 7)
    for room, board, lect, cols in ((ca, 3, 1, (1, 3, 5, 8)), (cb, 5, 8, (1, 3, 7, 9))):
        room.put("blackboard", "blackboard", board, 0)
        room.put("lectern", "lectern", lect, 1)
        desk_rows(room, cols, (3, 5))
    ca.deco("deco_clock", 8, 0)
    cb.deco("deco_clock", 1, 0)
    off.put("bookshelf", "bookshelf", 2, 0)
    off.put("desk", "desk", 3, 3)
    off.deco("chair_n", 3, 4)
    off.put("computer", "computer", 6, 3)
    off.deco("chair_n", 6, 4)
    off.deco("plant", 7, 6)
    off.deco("plant", 0, 6)
    return [(x + 5, y + h), (x + 16, y + h), (x + 26, y + h), (x - 1, y + 6), (x + w, y + 6)]


def town_hall(t: Town, x: int, y: int):
    w, h = 27, 13
    s = t.sector("Town Hall", "town_hall", x - 1, y - 1, w + 2, h + 2, hours="08:00-18:00")
    b = t.building(s, x, y, w, h, cap="stone")
    mayor = b.room(1, 1, 7, 6, "floor_carpet_red", "wood", "Mayor's Office", "office")
    council = b.room(9, 1, 9, 6, "floor_parquet", "cream", "Council Chamber", "hall")
    clerk = b.room(19, 1, 7, 6, "floor_carpet_blue", "sage", "Clerk's Office", "office")
    lobby = b.room(1, 8, 25, 4, "floor_stone", "stone", "Lobby", "lobby")
    for d in ((4, 7), (13, 7), (22, 7), (13, 12), (0, 10), (26, 10)):
        b.door(*d)
    b.build()
    for room, shelf, desk, comp in ((mayor, 0, 3, 6), (clerk, 5, 2, 0)):
        room.put("bookshelf", "bookshelf", shelf, 0)
        room.put("desk", "desk", desk, 2)
        room.deco("chair_n", desk, 3)
        room.put("computer", "computer", comp, 2)
        room.deco("chair_n", comp, 3)
        room.deco("plant", 6 - comp, 5)
    mayor.deco("deco_portrait", 3, 0)
    tl = ["meeting_tl", "meeting_t", "meeting_t", "meeting_t", "meeting_tr"]
    council.row(tl, 2, 2)
    council.row([n.replace("_t", "_b") for n in tl], 2, 3)
    council.obj("meeting_table", 2, 2, 5, 2)
    council.row(["chair_s"] * 5, 2, 1)
    council.row(["chair_n"] * 5, 2, 4)
    council.deco("deco_portrait", 1, 0)
    council.deco("deco_clock", 4, 0)
    council.deco("deco_portrait", 7, 0)
    lobby.put("bulletin_board", "bulletin_board", 7, 0)
    lobby.deco("deco_painting", 16, 0)
    lobby.deco("plant", 1, 1)
    lobby.deco("plant", 23, 1)
    t.rug("red", lobby.rect[0] + 10, lobby.rect[1] + 1, 5, 2)
    lobby.put("bench", "bench", 5, 3)
    lobby.put("bench", "bench", 18, 3)
    return [(x + 13, y + h), (x - 1, y + 10), (x + w, y + 10)]
