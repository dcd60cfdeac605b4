"""What floats over the residents: name plates, activity tags, speech bubbles, thinking dots, "z"s.

All of it is drawn at a fixed screen size (readable at any zoom) after ``furniture_above``, so a
tree crown never hides who is who. Every piece is a cached surface: a plate is rendered once per
(name, style), a bubble once per line said. Where the plates go is ``labels.layout``: everyone
keeps a name, a group gets a stacked block with leader lines, and no plate covers another
resident. The layout is reused while nobody moved and moved along with walkers for a few frames
between fresh layouts (``labels.follow``), which keeps 300 residents on screen within a frame;
a last pass (``declutter.settle``) lifts or leaves out any plate that would cover another one
or a building's name, the selected resident's always drawn. ``ResidentView.emoji`` is not
drawn: the bundled fonts have no emoji glyphs. Instead a few activity kinds get a tiny icon.

A walking resident's tag says where it is going and why ("walking to the Library (to shelve
books)"), not the activity waiting at the other end.
"""

from __future__ import annotations

import time

import pygame

from game.ui.camera import Camera
from game.ui.declutter import Settler
from game.ui.labels import Who, follow, layout, layout_steps, stack_up
from game.ui.plates import OUTLINE, Plates
from game.ui.sprites import Placed, project
from game.ui.text import TextCache
from game.ui.thinning import NameThinner

LEADER = (236, 238, 244)
BUBBLE_ZOOM = 0.5  # below this only the selected and hovered residents' bubbles are shown
FOLLOW_FRAMES = 3  # frames a layout may be moved along before it is laid out afresh
LAYOUT_SLICE = 0.0015  # seconds of a spread-out re-layout done per frame
MAX_AGE = 4 * FOLLOW_FRAMES  # frames moved along after which a pending layout is finished at once


class Overlays:
    """Draws name plates, activity tags, bubbles, thinking dots and sleep marks.

    Args:
        text: The shared text cache.
    """

    def __init__(self, text: TextCache) -> None:
        self.text = text
        self.plates = Plates(text)
        self._sig: tuple | None = None  # what the last full layout was made for
        self._base = None  # that layout; ``_layout`` is it as drawn (maybe moved along)
        self._age = 0  # frames the layout has been moved along since it was made
        self._views: list = []  # keeps the views alive, so their ids are not reused
        self._view_ids: set[int] = set()
        self._lists: dict[tuple, tuple] = {}  # (id(view), ...) -> the plates lists of a Who
        self._names: dict[str, tuple] = {}  # name -> plates lists of a name alone, zoomed out
        self._layout = None  # as drawn last frame (settled)
        self._clip = pygame.Rect(0, 0, 0, 0)  # where it was drawn
        self._settle, self._thin = Settler(), NameThinner()
        self._look: tuple | None = None  # (zoomed in, selected, hovered) of ``_plate_sig``
        self._plate_sig: frozenset | None = None  # the plates shown, for the layout's signature
        self._pending = None  # a re-layout in progress (``labels.layout_steps``)
        self._last_stepped = False  # whether the previous frame got a new snapshot
        self._sig_stale = False  # new views came and ``_plate_sig`` was not made for them

    def draw(
        self,
        target: pygame.Surface,
        camera: Camera,
        placed: list[Placed],
        ui_time: float,
        selected: str | None = None,
        tile_size: int = 32,
        hovered: str | None = None,
        clip: pygame.Rect | None = None,
        obstacles: tuple = (),
    ):
        """Draw every overlay for the residents inside ``clip`` (default: the whole target).

        Below zoom 1 only names (``thinning``: some, with many in view), tags for the selected
        and hovered ones; below ``BUBBLE_ZOOM`` speech bubbles only for those two (a whole town
        of bubbles hides the town); thinking dots and sleep marks always. Returns the
        ``labels.Layout`` used. Cost: the layout (reused while nothing moved) plus a few cached
        blits per resident.
        """
        zoom = camera.zoom
        size = max(1, round(tile_size * zoom))
        screen = clip if clip is not None else target.get_rect()
        near = screen.inflate(160, 160)
        hit, half = near.collidepoint, size // 2
        shown = [t for t in project(placed, camera, tile_size) if hit(t[1] + half, t[2] + half)]
        named = self._thin(shown, zoom, size, self._name_size, (selected, hovered), obstacles)
        lay = self._place(named, size, zoom, screen, selected, hovered, obstacles)
        self._layout = lay = self._settle(lay, screen, selected)
        self._clip = pygame.Rect(screen)
        old_clip = target.get_clip()
        target.set_clip(screen)
        outline = zoom >= 0.75  # zoomed out, crowds draw many leaders: one line each
        # pygame's line costs its whole length even where clipped; a leader to a block lifted
        # off screen is mostly outside, so each is cut to the screen first (in C).
        clipline, line = screen.clipline, pygame.draw.line
        for a, b in lay.leaders:
            if outline:
                cut = clipline((a[0] + 1, a[1]), (b[0] + 1, b[1]))
                if cut:
                    line(target, OUTLINE, cut[0], cut[1], 1)
            cut = clipline(a, b)
            if cut:
                line(target, LEADER, cut[0], cut[1], 1)
        target.blits(lay.blits, doreturn=False)
        occupied = list(lay.occupied)  # bubbles and dots avoid plates and building names
        marks, tops = [], []
        talk_all = zoom >= BUBBLE_ZOOM
        zs = self.plates.sleep_marks(ui_time)
        for p, sx, sy in shown:
            cx = sx + size // 2
            top = lay.tops.get(p.view.id, sy)
            if p.view.asleep:
                x, y = sx + size * 3 // 4, sy + size // 4
                marks.extend((surf, (x + dx, y + dy)) for surf, dx, dy in zs)
            if p.view.bubble and (talk_all or p.view.id in (selected, hovered)):
                self._place_bubble(
                    tops, occupied, self.plates.bubble(p.view.bubble), cx, top, screen
                )
            elif p.view.thinking:
                dots = self.plates.dots[int(ui_time * 3) % 3]
                rect = dots.get_rect(midbottom=(cx, top + 1))
                if stack_up(rect, occupied, tries=1) == 0:  # in a crowd, dots give way
                    tops.append((dots, rect))
                    occupied.append(rect)
        target.blits(marks, doreturn=False)
        target.blits(tops, doreturn=False)
        target.set_clip(old_clip)
        return lay

    @property
    def drawn_names(self) -> dict[str, pygame.Rect]:
        """Resident id -> where its name plate was drawn last frame (left-out ones, and those
        wholly outside the area drawn into, missing)."""
        if self._layout is None:
            return {}
        seen = self._clip.colliderect
        return {k: r for k, r in self._layout.names.items() if seen(r)}

    def _place(self, shown, size, zoom, screen, selected, hovered, obstacles):
        """The plates' layout: reused while nothing moved, moved along (``labels.follow``) for
        up to ``FOLLOW_FRAMES`` frames while residents walk, then laid out afresh.

        Views are immutable and new ones come only with a new snapshot, so identity (kept alive
        in ``_views`` so ids are not reused) stands for content. What is drawn changing (zoom,
        selection, hover, plates, the visible area) lays out at once. A re-layout only because
        residents walked is spread over frames: ``LAYOUT_SLICE`` seconds of it per frame (none
        on a frame that just got a snapshot, which paid for a simulation step, unless the frame
        before did too: at the top speed every frame steps), the old layout
        moved along meanwhile; the result, made for where residents stood when it began, is
        moved along to where they are now. After ``MAX_AGE`` frames it is finished at once.
        """
        views = [p.view for p, _, _ in shown]
        ids = {id(v) for v in views}  # drawing order (by y) changes while walking: compare sets
        stepped = ids != self._view_ids
        # A frame that paid for a step, after one that did not: the next frame is likely free
        # of a step too, so the re-layout's slices wait for it (at the top speed every frame
        # steps, and then the slices go on as usual).
        rest = stepped and not self._last_stepped
        self._last_stepped = stepped
        if stepped:  # views kept from the last step (``ViewCache``) keep their plates lists
            lists = self._lists
            self._lists = {k: v for k, v in lists.items() if k[0] in ids}
            self._views, self._view_ids = views, ids
        look = (zoom >= 1, selected, hovered)
        self._sig_stale |= stepped
        # New views may bring new plates (a tag that changed). A frame that paid for a step
        # leaves that check to the next one, drawing the layout it has for one more frame.
        if (self._sig_stale and not rest) or look != self._look or self._plate_sig is None:
            self._look, self._sig_stale = look, False
            self._plate_sig = frozenset(  # y order varies: a set
                (p.view.id, id(lists[0][0]), id(lists[0][-1]))
                for p, lists in (
                    (p, self._lists_of(p.view, zoom, selected, hovered)) for p, _, _ in shown
                )
            )
        sig = (zoom, screen.topleft, screen.size, selected, hovered, obstacles, self._plate_sig)
        half, eighth = size // 2, size // 8
        heads = {p.view.id: (sx + half, sy + eighth) for p, sx, sy in shown}
        base = self._base
        if base is None or sig != self._sig:
            self._pending = None
            self._sig, self._age = sig, 0
            self._base = layout(
                self._whos(shown, size, zoom, selected, hovered), screen, obstacles=obstacles
            )
            return self._base
        if self._pending is None:
            if heads == base.anchors:
                return base
            if not (
                rest or self._age < FOLLOW_FRAMES or (stepped and self._age < 2 * FOLLOW_FRAMES)
            ):
                self._pending = self._relayout(
                    shown, size, zoom, selected, hovered, screen, obstacles
                )
        self._age += 1
        if self._pending is not None and (
            self._age > MAX_AGE or (not rest and (not stepped or self._age > 2 * FOLLOW_FRAMES))
        ):
            done = self._advance(1e9 if self._age > MAX_AGE else LAYOUT_SLICE)
            if done is not None:
                self._pending, self._base = None, done
                if heads == done.anchors:
                    self._age = 0
                    return done
                self._age = 1
                return follow(done, heads)
        return follow(base, heads)

    def _advance(self, budget: float):
        """Run the pending layout for ``budget`` seconds (at least one slice); its ``Layout``
        when it is done, else None."""
        start = time.perf_counter()
        for done in self._pending:
            if done is not None:
                return done
            if time.perf_counter() - start >= budget:
                return None
        return None

    def _relayout(self, shown, size, zoom, selected, hovered, screen, obstacles):
        """``labels.layout_steps`` with gathering the residents' plates as its first slice."""
        whos = self._whos(shown, size, zoom, selected, hovered)
        yield None
        yield from layout_steps(whos, screen, obstacles=obstacles)

    def _whos(self, shown, size, zoom, selected, hovered) -> list[Who]:
        return [self._who(p, sx, sy, size, zoom, selected, hovered) for p, sx, sy in shown]

    def _lists_of(self, v, zoom: float, selected, hovered) -> tuple:
        """A view's plates lists (stacked, row, name only), cached per view and look; zoomed
        out, everyone but the selected and hovered shows a name alone: cached per name, so a
        step's new views (a whole town of walkers) need no lookups of what they do."""
        if zoom < 1 and v.id != selected and v.id != hovered:
            lists = self._names.get(v.name)
            if lists is None:
                name, _ = self.plates.of(v, zoom, False, False)
                if len(self._names) > 2000:
                    self._names.clear()
                lists = self._names[v.name] = ([name], [name], [name])
            return lists
        look = (id(v), zoom >= 1, v.id == selected, v.id == hovered)
        got = self._lists.get(look)  # the same view object between steps: skip the lookups
        if got is None:
            name, tag = self.plates.of(v, zoom, look[2], look[3])
            lists = ([tag, name], [name, tag]) if tag else ([name], [name])
            got = self._lists[look] = (v, lists + ([name],))  # v kept alive: its id stays its
        return got[1]

    def _name_size(self, v) -> tuple[int, int]:
        """The size of a view's name plate as drawn zoomed out (``thinning``)."""
        return self._lists_of(v, 0.5, None, None)[2][0].get_size()

    def _who(self, p: Placed, sx: int, sy: int, size: int, zoom: float, selected, hovered) -> Who:
        """A resident's plates: its name, and its tag when zoomed in (or selected, hovered)."""
        v = p.view
        lists = self._lists_of(v, zoom, selected, hovered)
        return Who(
            key=v.id,
            cx=sx + size // 2,
            head=sy + size // 8,
            body=pygame.Rect(sx + size // 6, sy + size // 8, max(1, size * 2 // 3), size * 7 // 8),
            plates=lists[0],
            row=lists[1],
            name_only=lists[2],
        )

    def _place_bubble(
        self,
        out: list,
        occupied: list[pygame.Rect],
        bubble: pygame.Surface,
        cx: int,
        top: int,
        screen: pygame.Rect,
    ) -> None:
        """Put a bubble over ``top`` pointing at ``cx``: slide it sideways while the tail still
        meets it, else lift it above what it would cover and draw a stalk down to the plate."""
        tail = self.plates.tail.get_rect(midbottom=(cx, top + 1))
        box = bubble.get_rect(midbottom=(cx, tail.top + 3))
        if screen.left <= cx < screen.right:  # slide in from the edge (not for those off it)
            box.x = max(screen.left + 2, min(box.x, screen.right - box.w - 2))
        reach = box.w // 2 - 12  # how far the box may slide and still sit on its tail
        for _ in range(6):
            hit = box.collidelist(occupied)
            if hit < 0:
                break
            other = occupied[hit]
            slides = [other.right + 3 - box.x, other.x - 3 - box.right]
            slides = [d for d in slides if abs(box.centerx + d - cx) <= reach]
            if slides:
                box.move_ip(min(slides, key=abs), 0)
            else:
                box.bottom = other.top - 3
        occupied.append(box)
        if box.bottom < tail.top + 3:  # lifted: a stalk keeps it attached to its speaker
            stalk = pygame.Rect(cx - 1, box.bottom - 2, 3, tail.bottom - box.bottom + 2)
            out.append((self.plates.stalk(stalk.h), stalk))
            tail = self.plates.tail.get_rect(midtop=(cx, box.bottom - 3))
            out.append((bubble, box))
            return
        out.append((bubble, box))
        out.append((self.plates.tail, tail))
