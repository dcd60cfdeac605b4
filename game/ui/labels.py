"""Where name plates go: over each head, or stacked beside a group, never over another sprite.

Why a layout pass: residents at one table stand a tile apart, so their plates overlap each other
and the heads behind them. Residents whose natural plates would touch another's plate or body
form a *group* (union-find over a coarse grid, so 300 sprites cost a few milliseconds, not a
quadratic scan). A lone resident keeps its plates over its head; a group gets one block of rows
(a name, plus its activity tag when there is room), in columns of at most ``ROWS`` rows, placed
above the group and lifted clear of everything already placed, with a thin leader line from each
row to its resident. Nearer residents (lower on screen) are placed first and keep their spots.

Pure geometry on ``pygame.Rect`` and surfaces' sizes; nothing is drawn here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

ROWS = 6  # rows per column of a group's block
GAP = 3  # pixels between rows and between a plate and the head
CELL = 128  # grid cell for finding neighbours


@dataclass(slots=True)
class Who:
    """One resident on screen, with the plates it would like to show (bottom first)."""

    key: str
    cx: int  # head centre x
    head: int  # top of the sprite
    body: pygame.Rect
    plates: list  # surfaces stacked over the head when alone: activity tag, then name
    row: list  # surfaces side by side in a group's row: name, then maybe the tag
    name_only: list  # fallback when a group row would be too wide


@dataclass
class Layout:
    blits: list = field(default_factory=list)  # (surface, rect) to draw
    leaders: list = field(default_factory=list)  # ((x1, y1), (x2, y2)) lines to draw first
    tops: dict = field(default_factory=dict)  # key -> y above which a bubble may go
    names: dict = field(default_factory=dict)  # key -> rect of its name plate (tests)
    bodies: dict = field(default_factory=dict)  # key -> the sprite's body the plates avoid
    occupied: list = field(default_factory=list)
    # For ``follow``: who each piece belongs to, and where the residents stood.
    owners: list = field(default_factory=list)  # per blit: the member keys it moves with
    leader_ends: list = field(default_factory=list)  # per leader: (owner keys, resident key)
    top_owners: dict = field(default_factory=dict)  # key -> owner keys of its top
    anchors: dict = field(default_factory=dict)  # key -> (cx, head) when laid out
    obstacles: list = field(default_factory=list)
    owner_sets: list | None = None  # for ``follow``: the distinct owner tuples, made once


def _name_box(w: Who) -> pygame.Rect:
    """Where the name alone would go: what decides who forms a group (tags give way first)."""
    return w.name_only[0].get_rect(midbottom=(w.cx, w.head - 1))


def _natural(w: Who) -> tuple[pygame.Rect, list]:
    y = w.head - 1
    items = []
    box = pygame.Rect(w.cx, y, 0, 0)
    for surf in w.plates:
        r = surf.get_rect(midbottom=(w.cx, y))
        items.append((surf, r))
        box.union_ip(r)
        y = r.top + 1
    return box, items


def _groups(whos: list[Who], boxes: list[pygame.Rect]) -> list[list[int]]:
    """Union-find over residents whose name box touches another's name box or body. Candidate
    pairs come from a grid and ``collidelistall`` (C), so Python only sees touching pairs."""
    parent = list(range(len(whos)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    bodies = [w.body for w in whos]
    areas = [box.union(body) for box, body in zip(boxes, bodies, strict=True)]
    cells: dict[tuple[int, int], list[int]] = {}
    for i, area in enumerate(areas):
        for gx in range(area.left // CELL, area.right // CELL + 1):
            for gy in range(area.top // CELL, area.bottom // CELL + 1):
                cells.setdefault((gx, gy), []).append(i)
    for members in cells.values():
        if len(members) < 2:
            continue
        rects = [areas[i] for i in members]
        for pos, a in enumerate(members[:-1]):
            for hit in areas[a].collidelistall(rects[pos + 1 :]):
                b = members[pos + 1 + hit]
                ba, bb = boxes[a], boxes[b]
                if ba.colliderect(bb) or ba.colliderect(bodies[b]) or bb.colliderect(bodies[a]):
                    ra, rb = find(a), find(b)
                    if ra != rb:
                        parent[ra] = rb
    out: dict[int, list[int]] = {}
    for i in range(len(whos)):
        out.setdefault(find(i), []).append(i)
    return list(out.values())


def stack_up(rect: pygame.Rect, occupied: list[pygame.Rect], tries: int = 8) -> int:
    """Pixels to lift ``rect`` so it clears ``occupied`` (after at most ``tries`` hops)."""
    dy = 0
    moved = rect.copy()
    for _ in range(tries):
        hit = moved.collidelist(occupied)
        if hit < 0:
            break
        step = moved.bottom - occupied[hit].top + 1
        moved.move_ip(0, -step)
        dy += step
    return dy


def _row_items(w: Who, max_w: int) -> tuple[list, int, int]:
    name = w.row[0]
    width, height = name.get_size()
    if len(w.row) > 1:
        tw, th = w.row[1].get_size()
        if width + GAP + tw <= max_w:
            return w.row, width + GAP + tw, max(height, th)
    return w.name_only, width, height


def _near(grid: dict, rect: pygame.Rect, bodies: list, skip: set[int]) -> list[pygame.Rect]:
    """Bodies (other than ``skip``) touching ``rect``; the grid lists a body in every cell it
    overlaps, so only the cells under ``rect`` are looked at."""
    found: set[int] = set()
    for gx in range(rect.left // CELL, rect.right // CELL + 1):
        for gy in range(rect.top // CELL, rect.bottom // CELL + 1):
            cell = grid.get((gx, gy))
            if cell:
                found.update(cell)
    found -= skip
    return [bodies[i] for i in found if bodies[i].colliderect(rect)]


def layout(whos: list[Who], screen: pygame.Rect, row_max: int = 320, obstacles=()) -> Layout:
    """Place every resident's plates; see the module docstring. ``obstacles`` are rects already
    taken (building names). Cost: near-linear in residents."""
    steps = layout_steps(whos, screen, row_max, obstacles)
    for done in steps:
        if done is not None:
            return done
    raise AssertionError("layout_steps ended without a layout")  # pragma: no cover


def layout_steps(whos: list[Who], screen: pygame.Rect, row_max: int = 320, obstacles=()):
    """``layout`` in slices: yields None after each piece of work (the grouping, then every
    group placed) and finally the ``Layout``, so a caller can spread one layout over frames."""
    out = Layout(occupied=[pygame.Rect(r) for r in obstacles])
    out.obstacles = list(out.occupied)
    out.anchors = {w.key: (w.cx, w.head) for w in whos}
    groups = _groups(whos, [_name_box(w) for w in whos])
    groups.sort(key=lambda g: -max(whos[i].head for i in g))  # nearest first
    yield None
    bodies = [w.body for w in whos]
    out.bodies = {w.key: w.body for w in whos}
    grid: dict[tuple[int, int], list[int]] = {}
    for i, b in enumerate(bodies):
        for gx in range(b.left // CELL, b.right // CELL + 1):
            for gy in range(b.top // CELL, b.bottom // CELL + 1):
                grid.setdefault((gx, gy), []).append(i)
    for g in groups:
        yield None
        if len(g) == 1:
            i = g[0]
            box, items = _natural(whos[i])
            reach = box.inflate(0, 96).move(0, -48)
            _place_one(out, whos[i], box, items, _near(grid, reach, bodies, {i}))
        else:
            _place_group(out, [whos[i] for i in g], grid, bodies, set(g), screen, row_max)
    yield out


def _place_one(out: Layout, w: Who, box: pygame.Rect, items: list, near: list) -> None:
    """Over the head; in a crowd (or over someone's sprite) the tag gives way, then the name is
    lifted on a leader line."""
    blockers = out.occupied + near
    dy = stack_up(box, blockers, 12)
    if dy > 6 and len(items) > 1:  # keep the name only
        surf, r = items[-1]
        r = r.copy()
        r.bottom = w.head - 1
        box, items = r.copy(), [(surf, r)]
        dy = stack_up(box, blockers, 12)
    box = box.move(0, -dy)
    own = (w.key,)
    if dy > 6:
        out.leaders.append(((w.cx, box.bottom), (w.cx, w.head)))
        out.leader_ends.append((own, w.key))
    out.occupied.append(box)
    out.tops[w.key] = box.top
    out.top_owners[w.key] = own
    out.blits.extend((surf, r.move(0, -dy)) for surf, r in items)
    out.owners.extend([own] * len(items))
    out.names[w.key] = items[-1][1].move(0, -dy)


def _place_group(out: Layout, members, grid, bodies, skip, screen, row_max: int) -> None:
    members = sorted(members, key=lambda w: (w.cx, w.head))
    ncols = -(-len(members) // ROWS)
    # narrower when the block would not fit the screen's width: names alone, then one column
    for row_w, n in ((row_max, ncols), (0, ncols), (0, 1)):
        rows = [_row_items(w, row_w) for w in members]
        cols, col_w, col_h = _columns(rows, n)
        block = pygame.Rect(0, 0, sum(col_w) + 8 * (len(cols) - 1), max(col_h))
        if block.w < screen.w - 4:
            break
    block.centerx = sum(w.cx for w in members) // len(members)
    block.bottom = min(w.head for w in members) - 2 * GAP
    if block.w < screen.w:
        block.clamp_ip(pygame.Rect(screen.x + 2, block.y, screen.w - 4, block.h))
    reach = block.inflate(8, 2 * block.h + 96).move(0, -block.h - 48)
    block.move_ip(0, -stack_up(block, out.occupied + _near(grid, reach, bodies, skip), 16))
    out.occupied.append(block)
    own = tuple(w.key for w in members)
    x = block.left
    for c, col in enumerate(cols):
        y = block.bottom - col_h[c]
        for i in col:
            items, width, height = rows[i]
            w = members[i]
            rx = x + (col_w[c] - width) // 2
            row_rect = pygame.Rect(rx, y, width, height)
            for surf in items:
                r = surf.get_rect(midleft=(rx, row_rect.centery))
                out.blits.append((surf, r))
                out.owners.append(own)
                rx = r.right + GAP
            out.names[w.key] = items[0].get_rect(midleft=(row_rect.left, row_rect.centery))
            out.tops[w.key] = block.top
            out.top_owners[w.key] = own
            side = row_rect.left - 2 if w.cx < row_rect.centerx else row_rect.right + 2
            out.leaders.append(((side, row_rect.centery), (w.cx, w.head + 2)))
            out.leader_ends.append((own, w.key))
            y += height + GAP
        x += col_w[c] + 8


def _columns(rows: list, ncols: int) -> tuple[list, list, list]:
    """The rows dealt into ``ncols`` columns: (the columns' row indexes, widths, heights)."""
    per_col = -(-len(rows) // ncols)
    cols = [list(range(c * per_col, min(len(rows), (c + 1) * per_col))) for c in range(ncols)]
    col_w = [max(rows[i][1] for i in col) for col in cols]
    col_h = [sum(rows[i][2] + GAP for i in col) - GAP for col in cols]
    return cols, col_w, col_h


def follow(lay: Layout, heads: dict) -> Layout:
    """``lay`` moved along with the residents: ``heads`` maps key -> (cx, head) now.

    A lone resident's plates move with its head, a group's block with the mean of its members,
    each leader's lower end with its resident. No overlaps are checked: the window lays out
    afresh every few frames, and between two layouts residents move a few pixels. Cost: a
    handful of additions per plate (a full layout of 300 residents is ~20x more).
    """
    anchors = lay.anchors
    zero = (0, 0)
    moved = {}  # key -> how far its head moved (missing: not moved)
    for key, (x0, y0) in anchors.items():
        now = heads.get(key)
        if now is not None and (now[0] != x0 or now[1] != y0):
            moved[key] = (now[0] - x0, now[1] - y0)
    if lay.owner_sets is None:
        lay.owner_sets = list(set(lay.owners) | set(lay.top_owners.values()))
    shift: dict[tuple, tuple[int, int]] = {}
    for own in lay.owner_sets:
        if len(own) == 1:
            shift[own] = moved.get(own[0], zero)
            continue
        sx = sy = 0
        for key in own:
            dx, dy = moved.get(key, zero)
            sx += dx
            sy += dy
        shift[own] = (sx // len(own), sy // len(own)) if sx or sy else zero
    out = Layout(obstacles=lay.obstacles, bodies=lay.bodies, anchors=anchors)
    out.blits = [  # pieces that did not move are the layout's own (no new rect)
        b if s is zero else (b[0], b[1].move(s))
        for b, s in zip(lay.blits, [shift[o] for o in lay.owners], strict=True)
    ]
    out.owners = lay.owners
    for (a, b), (own, key) in zip(lay.leaders, lay.leader_ends, strict=True):
        (ax, ay), (bx, by) = shift[own], moved.get(key, zero)
        out.leaders.append(((a[0] + ax, a[1] + ay), (b[0] + bx, b[1] + by)))
    out.leader_ends = lay.leader_ends
    out.tops = {k: y + shift[lay.top_owners[k]][1] for k, y in lay.tops.items()}
    out.top_owners = lay.top_owners
    out.names = {k: r.move(shift[lay.top_owners[k]]) for k, r in lay.names.items()}
    out.occupied = lay.obstacles + [r for _, r in out.blits]
    return out
