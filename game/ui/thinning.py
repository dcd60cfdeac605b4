"""Which residents get a name on the map when too many are on screen to name them all.

Zoomed out over a big town, hundreds of names stacked over each other with leader lines hide
the town and cost most of a frame to lay out. ``NameThinner`` picks who is named: below
``THIN_ZOOM`` and with more than ``THIN_FROM`` residents in view, the screen is cut into cells
about one name plate in size and at most one resident per cell is named. The farther out the
zoom, the more residents share a cell, so the fewer names: the thinning follows the zoom by
itself. The selected and hovered residents always have their names (they choose their cells
first); then whoever was named last frame keeps its name while it stays alone in its cell, so
names do not flicker between neighbours as residents walk; then the rest in a fixed order (by
id). Names that would still touch (a name wider than its cell) are left out or lifted by
``declutter.settle`` as before, so the drawn names never overlap.

Pure logic over the (placed, screen x, screen y) triples of ``sprites.project``: tested without
a display. Cost: one sort of the residents in view and a dict of cells, per frame.
"""

from __future__ import annotations

THIN_ZOOM = 1.0  # at this zoom and closer everyone is named (names are laid out in groups)
THIN_FROM = 30  # at most this many residents in view: everyone is named at any zoom
CELL_W, CELL_H = 112, 22  # screen pixels: about one name plate and the gap around it


def cell_of(sx: int, sy: int, size: int) -> tuple[int, int]:
    """The cell of a sprite drawn at (``sx``, ``sy``), ``size`` pixels a side (its head)."""
    return (sx + size // 2) // CELL_W, sy // CELL_H


def thin(shown: list[tuple], size: int, always=(), kept=frozenset()) -> list[tuple]:
    """The triples of ``shown`` to name: at most one a cell, ``always`` ids first (each in any
    case), then ``kept`` ids, then by id. Keeps ``shown``'s order. Pure."""

    def rank(t) -> tuple:
        rid = t[0].view.id
        return (rid not in always, rid not in kept, rid)

    taken: set[tuple[int, int]] = set()
    named: set[str] = set()
    for t in sorted(shown, key=rank):
        rid = t[0].view.id
        cell = cell_of(t[1], t[2], size)
        if cell not in taken or rid in always:
            taken.add(cell)
            named.add(rid)
    return [t for t in shown if t[0].view.id in named]


class NameThinner:
    """``thin`` that remembers who it named, so a name stays with its resident between frames.

    ``__call__(shown, zoom, size, always)`` returns ``shown`` itself when no thinning is due
    (close enough, or few enough in view)."""

    def __init__(self) -> None:
        self.named: frozenset[str] = frozenset()

    def __call__(self, shown: list[tuple], zoom: float, size: int, always=()) -> list[tuple]:
        if zoom >= THIN_ZOOM or len(shown) <= THIN_FROM:
            self.named = frozenset()
            return shown
        out = thin(shown, size, always=set(always) - {None}, kept=self.named)
        self.named = frozenset(t[0].view.id for t in out)
        return out
