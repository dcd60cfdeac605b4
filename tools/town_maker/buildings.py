"""Floor plans by name: the shipped towns' buildings, drawn under a generated town's names.

Every plan takes the building's top-left tile and returns the tiles just outside its doors.
Public plans come from ``public_plans`` (first drawn for Smallville), ``harbour_plans``
(Brinewick) and ``village_plans`` (Larkholme); ``place`` renames the sector, its hours and its
arenas, so nothing of those towns' names is left. Homes come from ``home_plans``; the green is
drawn here.
"""

from __future__ import annotations

from functools import cache

from tools.town_maker import harbour_plans as harbour
from tools.town_maker import home_plans, public_plans
from tools.town_maker import village_plans as village
from tools.town_maker.town_map import Town

PLANS = {
    "cafe": public_plans.cafe,
    "pub": public_plans.pub,
    "market": public_plans.market,
    "supply": public_plans.supply_store,
    "college": public_plans.college,
    "hall": public_plans.town_hall,
    "bakery": harbour.bakery,
    "inn": harbour.inn,
    "chandlery": harbour.chandlery,
    "stores": harbour.stores,
    "harbouroffice": harbour.harbour_office,
    "bigschool": harbour.school,
    "post": village.post_office,
    "surgery": village.surgery,
    "school": village.school,
}
# home plans: (bedroom arenas, the sector kind), drawn by ``home``
HOME_ROOMS = {
    "house5": ("Main Bedroom", "Children's Room"),
    "house4": ("Bedroom",),
    "cottage": ("Bedroom",),
    "flats": tuple(f"Flat {i}" for i in range(1, 6)),
}
GREEN = (26, 15)  # the green's size in tiles


def place(
    t: Town,
    plan: str,
    x: int,
    y: int,
    name: str,
    kind: str,
    hours: str,
    arenas: dict,
    furniture: dict | None = None,
):
    """Draw public ``plan`` at (x, y) as sector ``name`` of ``kind``; its doors' outer tiles.
    ``arenas`` renames the plan's rooms, ``furniture`` its things (``"pharmacy counter"``, or
    ``"Sorting Room:grocery shelf"`` in one room only: by the plan's room names), so a fish
    hall drawn on a shop's plan has a filleting table, not a pharmacy counter."""
    doors = PLANS[plan](t, x, y)
    s = t.sectors[-1]
    s.name, s.kind, s.hours = name, kind, hours
    for a in s.arenas:
        for o in a.objects:
            base, _, n = o.name.rpartition(" ")
            if not (base and n.isdigit()):
                base, n = o.name, ""
            new = (furniture or {}).get(f"{a.name}:{base}") or (furniture or {}).get(base)
            if new:
                o.name = new + (f" {n}" if n else "")
        a.name = arenas.get(a.name, a.name)
    return doors


def home(t: Town, plan: str, x: int, y: int, name: str, face: int = 0):
    """Draw a home (``HOME_ROOMS``) called ``name`` at (x, y); its doors' outer tiles."""
    if plan == "house5":
        rooms = HOME_ROOMS["house5"]
        beds = ((rooms[0], "double"), (rooms[1], "bed_green"))
        faces = (face % 6, (face + 1) % 6, (face + 2) % 6)
        return home_plans.house5(t, name, x, y, beds, piano=face % 4 == 1, faces=faces)
    if plan == "house4":
        return home_plans.house4(t, name, x, y, "double", faces=(face % 6, (face + 3) % 6))
    if plan == "cottage":
        return home_plans.cottage(t, name, x, y, face=face % 6)
    return home_plans.apartments(t, x, y, name=name, unit="Flat")


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
