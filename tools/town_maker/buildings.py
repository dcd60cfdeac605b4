"""Floor plans by name: the shipped towns' buildings, drawn under a generated town's names.

Every plan takes the building's top-left tile and returns the tiles just outside its doors.
Public plans come from ``town_public`` (Smallville), ``make_brinewick`` and ``make_larkholme``;
``place`` renames the sector, its hours and its arenas (``make_larkholme.adopt``), so nothing
of those towns' names is left. Homes come from ``town_homes``; the green is drawn here.
"""

from __future__ import annotations

from functools import cache

import make_brinewick as brinewick
import make_larkholme as larkholme
import town_homes
import town_public
from town_build import Town

PLANS = {
    "cafe": town_public.cafe,
    "pub": town_public.pub,
    "market": town_public.market,
    "supply": town_public.supply_store,
    "college": town_public.college,
    "hall": town_public.town_hall,
    "bakery": brinewick.bakery,
    "inn": brinewick.inn,
    "chandlery": brinewick.chandlery,
    "stores": brinewick.stores,
    "harbouroffice": brinewick.harbour_office,
    "bigschool": brinewick.school,
    "post": larkholme.post_office,
    "surgery": larkholme.surgery,
    "school": larkholme.school,
}
# home plans: (bedroom arenas, the sector kind), drawn by ``home``
HOME_ROOMS = {
    "house5": ("Main Bedroom", "Children's Room"),
    "house4": ("Bedroom",),
    "cottage": ("Bedroom",),
    "flats": tuple(f"Flat {i}" for i in range(1, 6)),
}
GREEN = (26, 15)  # the green's size in tiles


def place(t: Town, plan: str, x: int, y: int, name: str, kind: str, hours: str, arenas: dict):
    """Draw public ``plan`` at (x, y) as sector ``name`` of ``kind``; its doors' outer tiles."""
    doors = larkholme.adopt(t, PLANS[plan], x, y, name, hours, arenas)
    t.sectors[-1].kind = kind
    return doors


def home(t: Town, plan: str, x: int, y: int, name: str, face: int = 0):
    """Draw a home (``HOME_ROOMS``) called ``name`` at (x, y); its doors' outer tiles."""
    if plan == "house5":
        rooms = HOME_ROOMS["house5"]
        beds = ((rooms[0], "double"), (rooms[1], "bed_green"))
        faces = (face % 6, (face + 1) % 6, (face + 2) % 6)
        return town_homes.house5(t, name, x, y, beds, piano=face % 4 == 1, faces=faces)
    if plan == "house4":
        return town_homes.house4(t, name, x, y, "double", faces=(face % 6, (face + 3) % 6))
    if plan == "cottage":
        return town_homes.cottage(t, name, x, y, face=face % 6)
    return town_homes.apartments(t, x, y, name=name, unit="Flat")


def green(t: Town, x: int, y: int, name: str):
    """A town green (kind park): a lawn with benches, a fountain, a notice stand and a picnic
    table, and allotment beds beside it. (x, y) is the green's top-left tile."""
    w, h = GREEN
    s = t.sector(name, "park", x, y, w, h)
    lawn = s.arena("Lawn", "lawn", x, y, 17, h)
    plots = s.arena("Allotments", "garden", x + 17, y, w - 17, h)
    t.flowery[y : y + h, x : x + w] = True
    lawn.put("fountain", "fountain", 7, 5)
    for dx, dy in ((3, 3), (12, 3), (3, 10), (12, 10)):
        lawn.put("bench", "bench", dx, dy)
    lawn.put("bulletin_board", "bulletin_stand", 8, 1)
    lawn.put("picnic_table", "picnic_table", 13, 7)
    for i, dy in enumerate((2, 5, 8, 11)):
        plots.row(["garden_bed_cabbage" if i % 2 else "garden_bed_sprouts"] * 3, 2, dy)
        plots.obj("garden_bed", 2, dy, 3, 1)
    return [(x + w // 2, y + h)]


@cache
def footprint(plan: str) -> tuple[int, int]:
    """(width, height) of ``plan``'s building (the green's own size), measured by drawing it
    once on a scratch map."""
    if plan == "green":
        return GREEN
    t = Town(width=80, height=80)
    if plan in HOME_ROOMS:
        home(t, plan, 10, 10, "probe")
    else:
        place(t, plan, 10, 10, "probe", "cafe", "09:00-17:00", {})
    b = t.buildings[-1]
    return b.w, b.h
