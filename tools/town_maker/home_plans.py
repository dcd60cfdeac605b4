"""Floor plans of the homes: family houses (five or four rooms), cottages and a block of
five flats (drawn for Smallville, used under every made town's names).

Each plan takes the building's top-left tile and returns the tiles just outside its front
door(s), so the layout can lay paths and spawns there. Room row 0 is always the wall face;
tall furniture (wardrobe, fridge, shelves, piano) stands in rows 0-1 against it. Cells in front
of doors are kept free of furniture (the map checks see to it).
"""

from __future__ import annotations

from tools.town_maker.map_parts import Arena
from tools.town_maker.town_map import Town

FACES = ["cream", "sage", "sky", "rose", "butter", "lilac"]


def kitchen(a: Arena, door_cols=(), table_at=(1, 3), extra="kitchen_counter_jars"):
    """Fridge, counter, stove, sink along the back wall; a table for two with chairs."""
    a.put("fridge", "fridge", 0, 0)
    a.deco("kitchen_counter_board", 1, 1)
    a.put("stove", "stove", 2, 1)
    a.put("sink", "sink", 3, 1)
    w = a.rect[2]
    for c in range(4, min(w, 6)):
        if c not in door_cols:
            a.deco(extra, c, 1)
    tx, ty = table_at
    a.put("kitchen_table", "kitchen_table", tx, ty)
    a.row(["chair_s", "chair_s"], tx, ty - 1)
    a.row(["chair_n", "chair_n"], tx, ty + 1)


def bathroom(a: Arena, door_col: int, door_top: bool = False):
    """Shower, sink (with mirror) and toilet around a free middle column."""
    a.put("shower", "shower", 0, 1)
    a.put("sink", "bath_sink", 2, 1)
    a.deco("deco_mirror", 2, 0)
    a.put("toilet", "toilet", 0, 3 if door_top else 4)


def bedroom(a: Arena, bed: str, door_col: int, door_top: bool = False):
    """Wardrobe against the wall, bed (double for couples), nightstand, desk with chair."""
    w = a.rect[2]
    a.put("wardrobe", "wardrobe", 0, 0)
    if bed == "double":
        a.deco("nightstand", 1, 1)
        a.deco("bed_double", 2, 1)
        a.obj("bed", 2, 1, 1, 2)
        a.obj("bed", 3, 1, 1, 2)
        a.deco("nightstand", 4, 1)
        if door_top or door_col == w - 1:
            a.put("desk", "desk", 0, 3)
            a.deco("chair_n", 0, 4)
        else:
            a.put("desk", "desk", w - 2, 3)
            a.deco("chair_n", w - 1, 4)
    else:
        a.put("bed", bed, 2, 1)
        a.deco("nightstand", 3, 1)
        a.put("desk", "desk", w - 2, 1)
        a.deco("chair_n", w - 2, 2)
    if bed != "double":
        a.deco("plant", 1, 1)
    x, y = a.rect[0], a.rect[1]
    a.town.rug("green" if bed == "double" else "blue", x + 1, y + 3, 4 if bed == "double" else 3, 2)


def living_room(a: Arena, free_cols: set[int], piano: bool = False, rug: str = "red"):
    """Bookshelf, TV facing a sofa on a rug, lamp and plants; keeps door columns clear."""
    w = a.rect[2]
    shelf = next(c for c in range(w - 1) if c not in free_cols and c + 1 not in free_cols)
    a.put("bookshelf", "bookshelf", shelf, 0)
    tv = next(c for c in range(shelf + 3, w - 1) if c not in free_cols and c + 1 not in free_cols)
    a.put("tv", "tv", tv, 1)
    if tv + 1 not in free_cols:
        a.deco("deco_clock", tv + 1, 0)
    a.town.rug(rug, a.rect[0] + tv - 1, a.rect[1] + 2, 4, 2)
    a.put("sofa", "sofa_green_back", tv, 3)
    if piano:
        a.put("piano", "piano", w - 2, 0)
    elif w - 1 not in free_cols:
        a.deco("floor_lamp", w - 1, 1)
    a.deco("plant", w - 1, 4)


def house5(
    t: Town, name: str, x: int, y: int, beds: tuple, piano=False, studio=False, faces=(0, 1, 2)
):
    """Five rooms: two bedrooms (or bedroom + studio) and a bathroom above, kitchen and living
    room below. beds = ((arena name, bed stamp), (arena name, bed stamp))."""
    wa, wb = 6, 8 if studio else 6
    w, h = wa + wb + 7, 13
    s = t.sector(name, "home", x - 1, y - 1, w + 2, h + 2)
    b = t.building(s, x, y, w, h)
    f = [FACES[i] for i in faces]
    bed_a = b.room(1, 1, wa, 5, "floor_wood", f[0], beds[0][0], "bedroom")
    bath = b.room(wa + 2, 1, 3, 5, "floor_bath", "tile", "Bathroom", "bathroom")
    right = b.room(
        wa + 6,
        1,
        wb,
        5,
        "floor_wood_pale" if studio else "floor_wood",
        f[1],
        "Studio" if studio else beds[1][0],
        "studio" if studio else "bedroom",
    )
    kit = b.room(1, 7, 4, 5, "floor_check", "butter", "Kitchen", "kitchen")
    liv = b.room(6, 7, w - 7, 5, "floor_wood_red", f[2], "Living Room", "living_room")
    doors_up = [6, wa + 3, wa + 8]
    for dx in doors_up:
        b.door(dx, 6)
    b.door(5, 9)
    front = 12
    b.door(front, 12)
    b.build()
    bedroom(bed_a, beds[0][1], 5)
    bathroom(bath, 1)
    if studio:
        right.put("fridge", "fridge", 0, 0)
        right.put("stove", "stove", 1, 1)
        right.put("desk", "desk", 4, 1)
        right.deco("chair_n", 4, 2)
        right.put("bed", "bed_green", 7, 1)
        right.put("easel", "easel", 5, 3)
        right.put("sofa", "sofa_red", 5, 4)
        right.deco("deco_painting", 3, 0)
    else:
        bedroom(right, beds[1][1], 2)
    kitchen(kit, table_at=(1, 3))
    kit.deco("deco_wall_shelf", 2, 0)
    living_room(liv, {0, wa + 3 - 6, wa + 8 - 6, front - 6}, piano=piano)
    return [(x + front, y + h)]


def house4(t: Town, name: str, x: int, y: int, bed: str = "double", faces=(3, 1)):
    """Four rooms: bedroom and bathroom above, kitchen and living room below."""
    w, h = 14, 13
    s = t.sector(name, "home", x - 1, y - 1, w + 2, h + 2)
    b = t.building(s, x, y, w, h)
    bed_r = b.room(1, 1, 8, 5, "floor_wood", FACES[faces[0]], "Bedroom", "bedroom")
    bath = b.room(10, 1, 3, 5, "floor_bath", "tile", "Bathroom", "bathroom")
    kit = b.room(1, 7, 5, 5, "floor_check", "butter", "Kitchen", "kitchen")
    liv = b.room(7, 7, 6, 5, "floor_wood_red", FACES[faces[1]], "Living Room", "living_room")
    b.door(8, 6)
    b.door(11, 6)
    b.door(6, 9)
    b.door(9, 12)
    b.build()
    bedroom(bed_r, bed, 7)
    bathroom(bath, 1)
    kitchen(kit)
    kit.deco("deco_clock", 2, 0)
    liv.put("bookshelf", "bookshelf", 2, 0)
    liv.put("tv", "tv", 0, 1)
    t.rug("blue", liv.rect[0], liv.rect[1] + 2, 3, 2)
    liv.put("sofa", "sofa_green_back", 0, 3)
    liv.deco("floor_lamp", 5, 1)
    liv.deco("plant", 5, 4)
    return [(x + 9, y + h)]


def cottage(t: Town, name: str, x: int, y: int, door_top: bool = False, face: int = 4):
    """Three rooms: bedroom and bathroom plus a roomy kitchen-diner. door_top puts the kitchen
    (and the front door) on the north side, for cottages that face a lane to their north."""
    w, h = 12, 13
    s = t.sector(name, "home", x - 1, y - 1, w + 2, h + 2)
    b = t.building(s, x, y, w, h, cap="plaster")
    ky, by = (1, 7) if door_top else (7, 1)
    kit = b.room(1, ky, 10, 5, "floor_wood_red", FACES[face], "Kitchen", "kitchen")
    bed_r = b.room(1, by, 6, 5, "floor_wood", FACES[(face + 2) % 6], "Bedroom", "bedroom")
    bath = b.room(8, by, 3, 5, "floor_bath", "tile", "Bathroom", "bathroom")
    b.door(5, 6)
    b.door(9, 6)
    b.door(6, 0 if door_top else 12)
    b.build()
    kit.put("fridge", "fridge", 0, 0)
    kit.row(["kitchen_counter", None, None], 1, 1)
    kit.put("stove", "stove", 2, 1)
    kit.put("sink", "sink", 3, 1)
    kit.put("kitchen_table", "kitchen_table", 1, 3)
    kit.row(["chair_s", "chair_s"], 1, 2)
    kit.row(["chair_n", "chair_n"], 1, 4)
    kit.put("bookshelf", "bookshelf", 7 if door_top else 5, 0)
    kit.deco("plant", 9, 1)
    t.rug("green", kit.rect[0] + 5, kit.rect[1] + 2, 3, 2)
    if door_top:
        bed_r.put("wardrobe", "wardrobe", 0, 0)
        bed_r.put("bed", "bed_yellow", 2, 1)
        bed_r.deco("nightstand", 3, 1)
        bed_r.put("desk", "desk", 4, 3)
        bed_r.deco("chair_n", 4, 4)
        bathroom(bath, 1, door_top=True)
    else:
        bedroom(bed_r, "bed_yellow", 4)
        bathroom(bath, 1)
    return [(x + 6, y - 1 if door_top else y + h)]


def studio(a: Arena, bed: str, door_top: bool):
    """One-room apartment: kitchenette, desk and bed along the back wall, sofa in front.
    Top-row studios have their door in the bottom wall (column 3), bottom-row ones in the top
    wall (column 4); both columns stay clear."""
    w = a.rect[2]
    a.put("fridge", "fridge", 0, 0)
    a.put("stove", "stove", 1, 1)
    a.deco("kitchen_counter_board", 2, 1)
    a.put("bed", bed, w - 1, 1)
    desk = 5 if door_top else 3
    a.put("desk", "desk", desk, 1)
    a.deco("chair_n", desk, 2)
    if door_top:
        a.town.rug("red", a.rect[0] + 1, a.rect[1] + 3, 3, 2)
        a.put("sofa", "sofa_green_back", 1, 4)
        a.deco("plant", w - 1, 4)
    else:
        a.town.rug("green", a.rect[0], a.rect[1] + 3, 3, 2)
        a.put("sofa", "sofa_blue_back", 0, 4)
        a.deco("deco_painting", 4, 0)


def apartments(t: Town, x: int, y: int, name: str = "Willow Apartments", unit: str = "Apartment"):
    """Willow Apartments: three studios above and two below a lobby with doors east and west.
    Other towns pass their own block ``name`` and ``unit`` word ("Flat" -> "Flat 1".."Flat 5")."""
    w, h = 22, 17
    s = t.sector(name, "apartments", x - 1, y - 1, w + 2, h + 2)
    b = t.building(s, x, y, w, h, cap="brick")
    tops = [
        b.room(1 + 7 * i, 1, 6, 5, "floor_wood", FACES[i], f"{unit} {i + 1}", "studio")
        for i in range(3)
    ]
    lobby = b.room(1, 7, 20, 3, "floor_stone", "stone", "Lobby", "lobby")
    bottoms = [
        b.room(1, 11, 9, 5, "floor_wood_pale", FACES[3], f"{unit} 4", "studio"),
        b.room(11, 11, 10, 5, "floor_wood", FACES[5], f"{unit} 5", "studio"),
    ]
    for i in range(3):
        b.door(4 + 7 * i, 6)
    b.door(5, 10)
    b.door(15, 10)
    b.door(0, 9)
    b.door(21, 9)
    b.build()
    for a, bed in zip(
        tops + bottoms,
        ["bed_blue", "bed_green", "bed_yellow", "bed_green", "bed_blue"],
        strict=True,
    ):
        studio(a, bed, a in bottoms)
    lobby.put("bulletin_board", "bulletin_board", 6, 0)
    lobby.deco("plant", 1, 1)
    lobby.deco("plant", 19, 1)
    lobby.deco("deco_painting", 13, 0)
    lobby.put("bench", "bench", 8, 1)
    return [(x - 1, y + 9), (x + w, y + 9)]
