"""Floor plans of the public buildings first drawn for Larkholme, an inland village: a post
office with the village shop, a vet's surgery and a one-room village school
(``buildings.place`` draws them under a made town's names). Each plan takes the building's
top-left tile and returns the tiles just outside its doors.
"""

from __future__ import annotations

from tools.town_maker.public_plans import desk_rows
from tools.town_maker.town_map import Town


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
