"""Whether a drawn town keeps the map contract (docs/town_plan.md) before it is written:
sectors and arenas that do not overlap and nest, homes whose rooms hold what they must
(``REQUIRED``), one connected walkable region with every object, door and spawn reachable,
every object kind placed. The game checks the written map again on load; this catches a
maker's mistake with the maker's own names for things.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

import numpy as np

from tools.town_maker.map_parts import LayoutError

if TYPE_CHECKING:
    from tools.town_maker.town_map import Town

REQUIRED = {  # what each home arena kind must hold (docs/town_plan.md)
    "bedroom": {"bed", "wardrobe", "desk"},
    "kitchen": {"stove", "fridge", "sink", "kitchen_table"},
    "bathroom": {"toilet", "shower", "sink"},
    "living_room": {"sofa", "tv", "bookshelf"},
    "studio": {"bed", "stove", "fridge", "desk", "sofa"},
}


def check_map(t: Town, required: dict[str, set[str]], all_kinds: set[str]) -> dict:
    """Check the contract invariants of ``t``; raise LayoutError listing every problem
    found, or return the map's counts."""
    errors: list[str] = []
    blocked = t.blocked()

    def inside(rect, px_, py_):
        x, y, w, h = rect
        return x <= px_ < x + w and y <= py_ < y + h

    def overlap(a, b):
        return (
            a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]
        )

    names = [s.name for s in t.sectors]
    if len(set(names)) != len(names):
        errors.append("duplicate sector names")
    for i, s in enumerate(t.sectors):
        for o in t.sectors[i + 1 :]:
            if overlap(s.rect, o.rect):
                errors.append(f"sectors overlap: {s.name} / {o.name}")
        an = [a.name for a in s.arenas]
        if len(set(an)) != len(an):
            errors.append(f"{s.name}: duplicate arena names")
        for j, a in enumerate(s.arenas):
            sx, sy, sw, sh = s.rect
            ax, ay, aw, ah = a.rect
            if not (sx <= ax and sy <= ay and ax + aw <= sx + sw and ay + ah <= sy + sh):
                errors.append(f"arena {s.name}/{a.name} not inside its sector")
            for b in s.arenas[j + 1 :]:
                if overlap(a.rect, b.rect):
                    errors.append(f"arenas overlap: {s.name}/{a.name} and {b.name}")
            if not (~blocked[ay : ay + ah, ax : ax + aw]).any():
                errors.append(f"arena {s.name}/{a.name} has no walkable tile")
            kinds = {o.kind for o in a.objects}
            missing = required.get(a.kind, set()) - kinds
            if missing and s.kind in ("home", "apartments", "dorm"):
                errors.append(f"{s.name}/{a.name} lacks {sorted(missing)}")
            for o in a.objects:
                ox, oy, ow, oh = o.rect
                if not inside(a.rect, ox + ow / 2 - 0.01, oy + oh / 2 - 0.01):
                    errors.append(f"object {o.name} centre outside {s.name}/{a.name}")
    # connectivity: every walkable tile in one region
    walk = ~blocked
    start = next(((x, y) for _, x, y in t.spawns), None)
    seen = np.zeros(t.shape, bool)
    if start is None or blocked[start[1], start[0]]:
        errors.append("first spawn is missing or blocked")
    else:
        q = deque([start])
        seen[start[1], start[0]] = True
        while q:
            x, y = q.popleft()
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                nx, ny = x + dx, y + dy
                if t.on_map(nx, ny) and walk[ny, nx] and not seen[ny, nx]:
                    seen[ny, nx] = True
                    q.append((nx, ny))
        stray = np.argwhere(walk & ~seen)
        if len(stray):
            errors.append(
                f"{len(stray)} walkable tiles unreachable, e.g. (x,y) {[(int(c[1]), int(c[0])) for c in stray[:8]]}"
            )
    for s in t.sectors:
        for a in s.arenas:
            for o in a.objects:
                x, y, w, h = o.rect
                cells = [
                    (xx, yy)
                    for yy in range(y - 1, y + h + 1)
                    for xx in range(x - 1, x + w + 1)
                    if not ((xx in (x - 1, x + w)) and (yy in (y - 1, y + h)))
                ]
                if not any(t.on_map(cx, cy) and seen[cy, cx] for cx, cy in cells):
                    errors.append(f"object {s.name}/{a.name}/{o.name} has no reachable access tile")
    for b in t.buildings:
        for x, y in b.doors:
            pair = (
                [(x - 1, y), (x + 1, y)]
                if t.get("walls", x, y) == "door_v"
                else [(x, y - 1), (x, y + 1)]
            )
            for cx, cy in pair:
                if t.get("walls", cx, cy) == "doorway":
                    cy += 1
                if not t.on_map(cx, cy) or blocked[cy, cx]:
                    errors.append(f"door {(x, y)} of {b.sector.name} is blocked at {(cx, cy)}")
    for name, x, y in t.spawns:
        if blocked[y, x]:
            errors.append(f"spawn {name} is blocked")
    used = {o.kind for s in t.sectors for a in s.arenas for o in a.objects}
    if all_kinds - used:
        errors.append(f"object kinds never placed: {sorted(all_kinds - used)}")
    if errors:
        raise LayoutError("town layout is invalid:\n  " + "\n  ".join(errors))
    return {
        "sectors": len(t.sectors),
        "arenas": sum(len(s.arenas) for s in t.sectors),
        "objects": sum(len(a.objects) for s in t.sectors for a in s.arenas),
        "spawns": len(t.spawns),
        "walkable": int(walk.sum()),
    }
