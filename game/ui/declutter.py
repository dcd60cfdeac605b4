"""The last pass before labels are drawn: no label over another one placed this frame.

Why a last pass: ``labels.layout`` keeps the residents' plates apart when it lays them out, but
between two layouts it only moves them along with the walkers (``labels.follow``), so for a few
frames a walker's name could slide over a group's block or a building's name; and building names
are placed one by one at the tops of their buildings, so a house inside a park could have its
name over the park's. Here labels are taken in order of priority, each one a *unit* of rects
that move together (a resident's name and tag, or a group's block of rows), and each unit goes
where it touches nothing placed before it: where it is, else moved clear of what it hits (up
for residents' plates, down into the building for building names), at most ``TRIES`` hops and
never out of the area labels may use. A unit that finds no room is left out this frame, except
the first ``keep`` ones (the selected resident's): they are drawn, where they are if need be.

``place_apart`` is the geometry, for any labels; ``settle`` applies it to a ``labels.Layout``
(shifting the leader lines, names and bubble tops along with their plates), after moving each
resident's unit that reaches under the area's edge (the top bar, a side panel) wholly inside
it, sideways or down: a name is drawn whole or not at all, never cut by a panel. Cost: one C
``collidelist`` per rect against those placed before it; ``settle`` returns the layout itself,
no copy, when nothing had to move.
"""

from __future__ import annotations

import pygame

from game.ui.labels import Layout

TRIES = 3  # hops a label may make to clear the labels it hits
UP, DOWN = -1, 1


def _clearance(rects: list, taken: list, area: pygame.Rect, way: int, tries: int) -> int | None:
    """How far (pixels, signed) to move ``rects`` so none touches ``taken``; None: no room."""
    top, bottom = min(r.top for r in rects), max(r.bottom for r in rects)
    dy = 0
    for _ in range(tries + 1):
        moved = [r.move(0, dy) for r in rects] if dy else rects
        hit = next(((r, j) for r in moved if (j := r.collidelist(taken)) >= 0), None)
        if hit is None:
            return dy
        r, j = hit
        dy += taken[j].top - r.bottom if way == UP else taken[j].bottom - r.top
        if top + dy < area.top or bottom + dy > area.bottom:
            return None
    return None


def place_apart(
    units: list[list[pygame.Rect]],
    taken: list[pygame.Rect],
    area: pygame.Rect,
    keep: int = 0,
    way: int = UP,
    tries: int = TRIES,
) -> list[int | None]:
    """Per unit (rects that move together, highest priority first): the vertical shift it
    gets (0: it stays) or None (left out). ``taken`` holds what is already there (other
    labels, obstacles) and gains every placed unit's rects. The first ``keep`` units are never
    left out. A unit wholly outside ``area`` stays and takes no room (it is not seen)."""
    out: list[int | None] = []
    seen = area.colliderect
    for i, rects in enumerate(units):
        if len(rects) == 1:  # most units, zoomed out: a name alone (the quick way)
            r = rects[0]
            if not seen(r) or r.collidelist(taken) < 0:
                if seen(r):
                    taken.append(r)
                out.append(0)
                continue
        elif not any(seen(r) for r in rects):
            out.append(0)
            continue
        dy = _clearance(rects, taken, area, way, tries)
        if dy is None and i < keep:
            dy = 0
        if dy is not None:
            taken.extend([r.move(0, dy) for r in rects] if dy else rects)
        out.append(dy)
    return out


def _inside(rects: list, area: pygame.Rect, keep: bool) -> tuple[int, int] | None:
    """How far (dx, dy) to move ``rects`` so all of them are inside ``area``: (0, 0) when they
    are, or when none of them shows (not seen, they take no room); None when they do not fit
    (a kept unit is moved as far in as it goes)."""
    box = rects[0].unionall(rects[1:]) if len(rects) > 1 else rects[0]
    if area.contains(box) or not area.colliderect(box):
        return 0, 0
    if not keep and (box.w > area.w or box.h > area.h):
        return None
    moved = box.clamp(area)
    return moved.x - box.x, moved.y - box.y


def settle(lay: Layout, area: pygame.Rect, keep: str | None = None) -> Layout:
    """``lay`` with every plate inside ``area`` or wholly out of it (never cut by its edge: a
    plate reaching under the top bar or a panel is moved in, sideways or down), and no plate
    over another plate or over ``lay.obstacles`` (building names, event marks) inside
    ``area``: plates that collide are lifted, or left out; ``keep``'s (the selected
    resident's) are always drawn and placed first. Units keep the layout's own order after
    that (nearest residents first). Returns ``lay`` itself when nothing moved.

    A unit is known by its owner tuple's identity (the layout makes one tuple per unit and
    shares it): hashing a big group's tuple for every plate cost more than the rest."""
    units: dict[int, list[int]] = {}
    owners: dict[int, tuple] = {}
    for i, own in enumerate(lay.owners):
        got = units.get(id(own))
        if got is None:
            units[id(own)], owners[id(own)] = [i], own
        else:
            got.append(i)
    order = list(units)
    kept = 0
    if keep is not None:
        mine = {k for k in order if keep in owners[k]}
        order.sort(key=lambda k: k not in mine)  # stable: the rest keep their order
        kept = len(mine)
    blits = lay.blits
    rects = [[blits[i][1] for i in units[k]] for k in order]
    inside = [_inside(rs, area, n < kept) for n, rs in enumerate(rects)]
    rects = [
        ([r.move(d) for r in rs] if d and d != (0, 0) else rs) if d is not None else []
        for rs, d in zip(rects, inside, strict=True)
    ]
    taken = list(lay.obstacles)
    apart = place_apart([rs for rs in rects if rs], taken, area, keep=kept)
    shifts: dict[int, tuple[int, int] | None] = {}
    it = iter(apart)
    for k, d in zip(order, inside, strict=True):
        dy = None if d is None else next(it)
        shifts[k] = None if dy is None else (d[0], d[1] + dy)
    moved = {k: d for k, d in shifts.items() if d != (0, 0)}
    if not moved:
        return lay
    bottoms = {k: max(blits[i][1].bottom for i in units[k]) for k in moved}
    return _shifted(lay, shifts, {owners[k]: (d, bottoms[k]) for k, d in moved.items()}, taken)


def _shifted(lay: Layout, shifts: dict, moved: dict, taken: list) -> Layout:
    """A copy of ``lay`` with each unit moved by ``shifts[id(owner)]`` ((dx, dy); None: left
    out); ``moved`` maps the owner tuples that moved to (shift, the unit's bottom before)."""
    out = Layout(obstacles=lay.obstacles, bodies=lay.bodies, anchors=lay.anchors, occupied=taken)
    per_blit = [shifts[id(own)] for own in lay.owners]
    out.blits = [
        (surf, r.move(d) if d != (0, 0) else r)
        for (surf, r), d in zip(lay.blits, per_blit, strict=True)
        if d is not None
    ]
    out.owners = [own for own, d in zip(lay.owners, per_blit, strict=True) if d is not None]
    per_line = [shifts.get(id(own)) for own, _ in lay.leader_ends]
    out.leaders = [
        ((a[0] + d[0], a[1] + d[1]), b) if d != (0, 0) else (a, b)
        for (a, b), d in zip(lay.leaders, per_line, strict=True)
        if d is not None
    ]
    out.leader_ends = [e for e, d in zip(lay.leader_ends, per_line, strict=True) if d is not None]
    led = {key for _, key in lay.leader_ends}
    out.tops, out.names = dict(lay.tops), dict(lay.names)
    out.top_owners = dict(lay.top_owners)
    for own, (d, bottom) in moved.items():
        for key in own:
            if d is None:
                for table in (out.tops, out.names, out.top_owners):
                    table.pop(key, None)
                continue
            dx, dy = d
            if key in out.tops:
                out.tops[key] += dy
            name = out.names.get(key)
            if name is None:
                continue
            out.names[key] = name.move(dx, dy)
            if key not in led and dy < 0:  # a lone resident's plates lifted: a leader back
                out.leaders.append(((name.centerx + dx, bottom + dy), (name.centerx, bottom)))
                out.leader_ends.append((own, key))
    return out


class Settler:
    """``settle`` that remembers its last answer: a layout drawn again unchanged (nobody moved,
    the same selection and area) is settled once, not every frame."""

    def __init__(self) -> None:
        self._last: tuple = (None, None, None, None)  # layout, area, keep, settled layout

    def __call__(self, lay: Layout, area: pygame.Rect, keep: str | None = None) -> Layout:
        src, was_area, was_keep, out = self._last
        if src is lay and was_area == area and was_keep == keep:
            return out
        out = settle(lay, area, keep)
        self._last = (lay, pygame.Rect(area), keep, out)
        return out
