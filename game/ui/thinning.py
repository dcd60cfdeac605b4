"""Which residents get a name on the map when too many are on screen to name them all.

Zoomed out over a big town, hundreds of names stacked into blocks with leader lines hide the
town and cost most of a frame to lay out. ``NameThinner`` picks who is named: below
``THIN_ZOOM`` and with more than ``THIN_FROM`` residents in view, a resident is named only where
its name, over its head, touches no name already chosen, no chosen resident's body and no
building's name (``obstacles``). So ``labels.layout`` finds every chosen name alone (no group
blocks, no leader lines), and the farther out the zoom, the closer together the residents and
the fewer the names: the thinning follows the zoom by itself. The selected and hovered
residents are always named and choose first; then whoever was named last frame, so names do
not flicker between neighbours as residents walk; then the rest in a fixed order (by id). What
still touches (the selected one's name over another) is left out or lifted by
``declutter.settle`` as before, so the drawn names never overlap.

Pure logic over the (placed, screen x, screen y) triples of ``sprites.project``: tested without
a display. Cost: one sort of the residents in view and a C ``collidelist`` or two per resident.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

THIN_ZOOM = 1.0  # at this zoom and closer everyone is named (names are laid out in groups)
THIN_FROM = 30  # at most this many residents in view: everyone is named at any zoom
MARGIN = 2  # pixels kept clear around a chosen name


def boxes_of(sx: int, sy: int, size: int, name_size: tuple[int, int]):
    """(the name's rect, the body's rect) of a sprite drawn at (``sx``, ``sy``), ``size`` pixels
    a side, its name plate ``name_size``: where ``labels.layout`` puts a name alone (just over
    the head) and the part of the sprite names keep off."""
    cx, head = sx + size // 2, sy + size // 8
    w, h = name_size
    name = pygame.Rect(cx - w // 2, head - 1 - h, w, h)
    body = pygame.Rect(sx + size // 6, head, max(1, size * 2 // 3), size * 7 // 8)
    return name, body


def thin(
    shown: list[tuple],
    size: int,
    name_size: Callable[[object], tuple[int, int]],
    always=(),
    kept=frozenset(),
    obstacles=(),
) -> list[tuple]:
    """The triples of ``shown`` to name: each name clear of the names and bodies chosen before
    it and of ``obstacles``; ``always`` ids first (each in any case), then ``kept`` ids, then by
    id. ``name_size(view)`` is the size of a view's name plate. Keeps ``shown``'s order. Pure."""

    def rank(t) -> tuple:
        rid = t[0].view.id
        return (rid not in always, rid not in kept, rid)

    names: list[pygame.Rect] = []
    bodies: list[pygame.Rect] = []
    blocked = [pygame.Rect(r) for r in obstacles]
    chosen: set[str] = set()
    for t in sorted(shown, key=rank):
        view = t[0].view
        name, body = boxes_of(t[1], t[2], size, name_size(view))
        clear = name.inflate(2 * MARGIN, 2 * MARGIN)
        if view.id in always or (
            clear.collidelist(names) < 0
            and clear.collidelist(bodies) < 0
            and body.collidelist(names) < 0
            and clear.collidelist(blocked) < 0
        ):
            names.append(name)
            bodies.append(body)
            chosen.add(view.id)
    return [t for t in shown if t[0].view.id in chosen]


class NameThinner:
    """``thin`` that remembers who it named, so a name stays with its resident between frames.

    ``__call__(shown, zoom, size, name_size, always, obstacles)`` returns ``shown`` itself when
    no thinning is due (close enough, or few enough in view)."""

    def __init__(self) -> None:
        self.named: frozenset[str] = frozenset()

    def __call__(
        self, shown: list[tuple], zoom: float, size: int, name_size, always=(), obstacles=()
    ) -> list[tuple]:
        if zoom >= THIN_ZOOM or len(shown) <= THIN_FROM:
            self.named = frozenset()
            return shown
        always = set(always) - {None}
        out = thin(shown, size, name_size, always, self.named, obstacles)
        self.named = frozenset(t[0].view.id for t in out)
        return out
