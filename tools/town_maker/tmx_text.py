"""A drawn town as the text of a Tiled 1.8 TMX file, written as Tiled itself saves it
(properties sorted by name, an object without properties closed in one tag), so a made town
opened and saved in Tiled comes back byte for byte (tests/test_tiled_opens.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from xml.sax.saxutils import quoteattr

from tools.town_maker.map_parts import LAYERS, TS

if TYPE_CHECKING:
    from tools.town_maker.town_map import Town


def tmx_text(t: Town, tileset_source: str, props: dict[str, str]) -> str:
    """``t`` as a Tiled 1.8 TMX map (CSV layers, rectangles for every object)."""
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{t.width}" height="{t.height}" tilewidth="{TS}" tileheight="{TS}" infinite="0" '
        f'nextlayerid="{len(LAYERS) + 5}" nextobjectid="@NEXT@">',
        " <properties>",
    ]
    for k, v in sorted(props.items()):
        out.append(f"  <property name={quoteattr(k)} value={quoteattr(v)}/>")
    out += [" </properties>", f' <tileset firstgid="1" source={quoteattr(tileset_source)}/>']
    for lid, layer in enumerate(LAYERS, 1):
        g = t.grid[layer] + 1
        rows = [",".join(str(int(v)) for v in row) for row in g]
        out += [
            f' <layer id="{lid}" name="{layer}" width="{t.width}" height="{t.height}">',
            '  <data encoding="csv">',
            ",\n".join(rows),
            "</data>",
            " </layer>",
        ]
    oid = 1
    groups = {
        "sectors": [
            (s.name, s.rect, {"kind": s.kind, **({"hours": s.hours} if s.hours else {})})
            for s in t.sectors
        ],
        "arenas": [
            (a.name, a.rect, {"kind": a.kind, "sector": s.name})
            for s in t.sectors
            for a in s.arenas
        ],
        "objects": [
            (o.name, o.rect, {"kind": o.kind, "sector": s.name, "arena": a.name})
            for s in t.sectors
            for a in s.arenas
            for o in a.objects
        ],
        "spawns": [(n, (x, y, 1, 1), {}) for n, x, y in t.spawns],
    }
    for gid, (gname, items) in enumerate(groups.items(), len(LAYERS) + 1):
        out.append(f' <objectgroup id="{gid}" name="{gname}">')
        for name, (x, y, w, h), p in items:
            head = (
                f'  <object id="{oid}" name={quoteattr(name)} x="{x * TS}" y="{y * TS}" '
                f'width="{w * TS}" height="{h * TS}"'
            )
            oid += 1
            if not p:  # as Tiled writes an object without properties
                out.append(head + "/>")
                continue
            out += [head + ">", "   <properties>"]
            for k, v in sorted(p.items()):  # Tiled keeps properties sorted by name
                out.append(f"    <property name={quoteattr(k)} value={quoteattr(v)}/>")
            out += ["   </properties>", "  </object>"]
        out.append(" </objectgroup>")
    out.append("</map>")
    return "\n".join(out).replace("@NEXT@", str(oid)) + "\n"
