"""Write tiny but contract-shaped TMX + TSX maps from an ASCII picture, for tests.

Picture characters (one per tile)::

    ' ' grass     '_' floor      '#' wall (collides)    '.' door      '=' path
    '~' water (collides)          '%' tree trunk (collides)
    '^' tree crown on furniture_above (drawn over residents, does not block)
    letters: furniture of the object named in ``legend`` (collides unless marked walkable);
             the object's rectangle is the bounding box of its letter.

Sectors and arenas are given as tile rectangles; spawns as tiles. The files are laid out like
the real ones (``maps/<name>/town.tmx`` next to ``assets/tiles/town.tsx``) so the relative
tileset path is exercised too. No image is written: pytmx loads none without a loader.
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import quoteattr

TILES = [  # (name, collides); index = local tile id
    ("grass", False),
    ("floor", False),
    ("wall", True),
    ("door", False),
    ("path", False),
    ("furniture", True),
    ("rug", False),
    ("water", True),
    ("crown", False),
    ("trunk", True),
]
_ID = {name: i for i, (name, _) in enumerate(TILES)}
LAYERS = ("ground", "paths", "walls", "furniture_below", "furniture_above")

# A small town: Hart House (kitchen + living room), Sunny Bean Cafe (counter + dining area, open
# 07:00-20:00) and Bluebell Park (lawn + pond side), joined by a path along row 7.
PICTURE = [
    "################   #############",  # 0
    "#sf__#b_______p#   #cm_________#",  # 1
    "#____#_________#   #___________#",  # 2
    "#____.___oo____#   #_____t___u_#",  # 3
    "#k___#_________#   #___________#",  # 4
    "###.############   #####.#######",  # 5
    "   =                    =       ",  # 6
    "================================",  # 7
    "          ^              ~~~~   ",  # 8
    "   n      %      N      ~~~~  q ",  # 9
    "                                ",  # 10
]
SECTORS = [  # name, kind, (x, y, w, h), hours
    ("Hart House", "home", (0, 0, 16, 6), ""),
    ("Sunny Bean Cafe", "cafe", (19, 0, 13, 6), "07:00-20:00"),
    ("Bluebell Park", "park", (0, 8, 32, 3), ""),
]
ARENAS = [  # name, kind, rect
    ("Kitchen", "kitchen", (1, 1, 4, 4)),
    ("Living Room", "living_room", (6, 1, 9, 4)),
    ("Counter", "counter", (20, 1, 4, 4)),
    ("Dining Area", "dining_area", (24, 1, 7, 4)),
    ("Lawn", "lawn", (0, 8, 16, 3)),
    ("Pond Side", "pond", (16, 8, 16, 3)),
]
LEGEND = {  # letter -> (name, kind) or (name, kind, walkable)
    "s": ("stove", "stove"),
    "f": ("fridge", "fridge"),
    "k": ("kitchen_table", "kitchen_table"),
    "b": ("bookshelf", "bookshelf"),
    "p": ("piano", "piano"),
    "o": ("sofa", "sofa"),
    "c": ("counter", "counter"),
    "m": ("coffee_machine", "coffee_machine"),
    "t": ("cafe_table", "cafe_table"),
    "u": ("cafe_table 2", "cafe_table"),
    "n": ("bench", "bench"),
    "N": ("bench 2", "bench"),
    "q": ("flower_bed", "flower_bed", True),
}
SPAWNS = {"hart_door": (3, 6), "cafe_door": (24, 6), "park_gate": (0, 7)}
PROPERTIES = {"town_name": "Testville", "start_time": "2026-02-13 07:00"}


def _cells(picture: list[str], legend: dict) -> tuple[int, int, dict[str, list[list[int]]]]:
    h, w = len(picture), max(len(r) for r in picture)
    layers = {name: [[0] * w for _ in range(h)] for name in LAYERS}
    for y, row in enumerate(picture):
        for x, ch in enumerate(row.ljust(w)):
            ground = "floor" if (ch in "_." or ch.isalpha()) else "water" if ch == "~" else "grass"
            layers["ground"][y][x] = _ID[ground] + 1
            if ch in "=.":
                layers["paths"][y][x] = _ID["path" if ch == "=" else "door"] + 1
            elif ch == "#":
                layers["walls"][y][x] = _ID["wall"] + 1
            elif ch == "%":
                layers["furniture_below"][y][x] = _ID["trunk"] + 1
            elif ch == "^":
                layers["furniture_above"][y][x] = _ID["crown"] + 1
            elif ch.isalpha():
                walkable = len(legend.get(ch, ())) > 2 and legend[ch][2]
                layers["furniture_below"][y][x] = _ID["rug" if walkable else "furniture"] + 1
    return w, h, layers


def objects_from_legend(picture: list[str], legend: dict) -> list[tuple[str, str, tuple]]:
    """(name, kind, tile rect) per legend letter found in the picture (bounding box)."""
    out = []
    for letter, entry in legend.items():
        cells = [
            (x, y) for y, row in enumerate(picture) for x, ch in enumerate(row) if ch == letter
        ]
        if not cells:
            continue
        xs, ys = [c[0] for c in cells], [c[1] for c in cells]
        rect = (min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
        out.append((entry[0], entry[1], rect))
    return out


def write_tsx(path: Path) -> Path:
    """The fixture tileset: 16 columns of 32 px tiles, each with ``name`` and maybe ``collides``."""
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<tileset version="1.10" tiledversion="1.10.2" name="town" tilewidth="32" '
        'tileheight="32" tilecount="16" columns="16">',
        ' <image source="town.png" width="512" height="32"/>',
    ]
    for i, (name, collides) in enumerate(TILES):
        lines.append(
            f' <tile id="{i}"><properties><property name="name" value="{name}"/>'
            + ('<property name="collides" type="bool" value="true"/>' if collides else "")
            + "</properties></tile>"
        )
    lines.append("</tileset>")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def write_town(
    root: Path,
    picture: list[str] | None = None,
    *,
    sectors: list | None = None,
    arenas: list | None = None,
    legend: dict | None = None,
    objects: list | None = None,
    spawns: dict | None = None,
    properties: dict | None = None,
    omit_layers: tuple[str, ...] = (),
) -> Path:
    """Write ``root/maps/test/town.tmx`` and ``root/assets/tiles/town.tsx``; return the TMX path.

    Every argument defaults to the small town above. ``objects`` (name, kind, rect) are added
    to those found through ``legend``; a ``properties`` value of None drops that property;
    ``omit_layers`` leaves out tile or object layers by name.
    """
    picture = PICTURE if picture is None else picture
    props = {**PROPERTIES, **(properties or {})}
    legend = LEGEND if legend is None else legend
    w, h, layers = _cells(picture, legend)
    objs = objects_from_legend(picture, legend) + list(objects or [])
    groups = {
        "sectors": [
            (n, {"kind": k, "hours": hrs}, r)
            for n, k, r, hrs in (SECTORS if sectors is None else sectors)
        ],
        "arenas": [(n, {"kind": k}, r) for n, k, r in (ARENAS if arenas is None else arenas)],
        "objects": [(n, {"kind": k}, r) for n, k, r in objs],
        "spawns": [
            (n, {}, (x, y, 0, 0)) for n, (x, y) in (SPAWNS if spawns is None else spawns).items()
        ],
    }
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
        f'renderorder="right-down" width="{w}" height="{h}" tilewidth="32" tileheight="32" '
        f'infinite="0" nextlayerid="10" nextobjectid="1000">',
        " <properties>",
    ]
    out += [
        f'  <property name="{k}" value={quoteattr(str(v))}/>'
        for k, v in props.items()
        if v is not None
    ]
    out += [" </properties>", ' <tileset firstgid="1" source="../../assets/tiles/town.tsx"/>']
    lid, oid = 1, 1
    for name in LAYERS:
        if name in omit_layers:
            continue
        csv = ",\n".join(",".join(str(g) for g in row) for row in layers[name])
        out.append(
            f' <layer id="{lid}" name="{name}" width="{w}" height="{h}">'
            f'\n  <data encoding="csv">\n{csv}\n</data>\n </layer>'
        )
        lid += 1
    for gname, items in groups.items():
        if gname in omit_layers:
            continue
        out.append(f' <objectgroup id="{lid}" name="{gname}">')
        lid += 1
        for name, p, (x, y, rw, rh) in items:
            if gname == "spawns":
                out.append(
                    f'  <object id="{oid}" name={quoteattr(name)} x="{x * 32 + 16}" '
                    f'y="{y * 32 + 16}"><point/></object>'
                )
            else:
                plist = "".join(
                    f'<property name="{k}" value={quoteattr(v)}/>' for k, v in p.items() if v
                )
                out.append(
                    f'  <object id="{oid}" name={quoteattr(name)} x="{x * 32}" y="{y * 32}" '
                    f'width="{rw * 32}" height="{rh * 32}"><properties>{plist}</properties>'
                    "</object>"
                )
            oid += 1
        out.append(" </objectgroup>")
    out.append("</map>")
    tmx = Path(root) / "maps" / "test" / "town.tmx"
    tmx.parent.mkdir(parents=True, exist_ok=True)
    tmx.write_text("\n".join(out) + "\n", encoding="utf-8")
    write_tsx(Path(root) / "assets" / "tiles" / "town.tsx")
    return tmx
