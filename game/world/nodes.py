"""The town's places as frozen data: sectors (buildings), arenas (rooms) and game objects.

Each node knows its name, kind, rectangle and (for a sector) opening hours; ``SpatialTree`` in
``places.py`` puts them together and answers questions about them. The kind lists are checked
at load time, so a typo in the map fails there, not as a resident who never finds a
``cafe_tabel``. Rectangles are ``(x, y, w, h)`` in tiles. Pure data: no pygame, no walking.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from game.world.address import Place, hhmm_to_min

Rect = tuple[int, int, int, int]
Tile = tuple[int, int]

DAY = 24 * 60

SECTOR_KINDS = frozenset(
    "home dorm apartments cafe pub market supply_store college town_hall park".split()
)
ARENA_KINDS = frozenset(
    """kitchen living_room bedroom bathroom common_room studio dining_area counter bar lounge
    aisles pharmacy storeroom shop_floor workshop classroom library office hall lobby lawn
    garden pond playground plaza""".split()
)
OBJECT_KINDS = frozenset(
    """bed wardrobe desk bookshelf stove fridge sink kitchen_table sofa tv toilet shower piano
    easel guitar counter coffee_machine cafe_table bar_counter pub_table dartboard grocery_shelf
    pharmacy_counter cash_register tool_shelf workbench blackboard student_desk lectern
    library_shelf reading_table computer meeting_table bulletin_board bench fountain flower_bed
    garden_bed picnic_table swing""".split()
)


def parse_hours(hours: str) -> tuple[int, int] | None:
    """'07:00-22:00' -> (420, 1320); '' -> None (always open).

    The end may be '24:00' and may be earlier than the start ('18:00-02:00' is open across
    midnight). Equal start and end is rejected: write '00:00-24:00' for a place that never closes.

    Raises:
        ValueError: when the text is not two HH:MM times joined by '-'.
    """
    text = (hours or "").strip()
    if not text:
        return None
    parts = [p.strip() for p in text.split("-")]
    if len(parts) != 2:
        raise ValueError(f"hours {hours!r} are not like '07:00-22:00'")
    start = hhmm_to_min(parts[0])
    end = DAY if parts[1] == "24:00" else hhmm_to_min(parts[1])
    if start == end:
        raise ValueError(f"hours {hours!r} open and close at the same time")
    return start, end


def rect_contains(rect: Rect, x: float, y: float) -> bool:
    """True when the point (tile units, may be fractional) lies inside the rectangle."""
    rx, ry, rw, rh = rect
    return rx <= x < rx + rw and ry <= y < ry + rh


def rect_tiles(rect: Rect) -> Iterator[Tile]:
    """Every tile of the rectangle, row by row."""
    rx, ry, rw, rh = rect
    for y in range(ry, ry + rh):
        for x in range(rx, rx + rw):
            yield (x, y)


def _check_rect(what: str, rect: Rect) -> None:
    if len(rect) != 4 or rect[2] <= 0 or rect[3] <= 0:
        raise ValueError(f"{what} has an empty rectangle {rect}")


@dataclass(frozen=True, kw_only=True)
class Sector:
    """A building or outdoor area: 'Corner House', 'Mill Green'. ``hours`` '' = always open."""

    name: str
    kind: str
    rect: Rect
    hours: str = ""
    span: tuple[int, int] | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        _check_rect(f"sector {self.name!r}", self.rect)
        # Parsed once, so a bad value fails at construction (not at 3 a.m.) and is_open is cheap.
        object.__setattr__(self, "span", parse_hours(self.hours))

    @property
    def place(self) -> Place:
        return Place(sector=self.name)

    def is_open(self, minute_of_day: int) -> bool:
        """Open at this minute (taken modulo a day, so 1500 means 01:00 the next day)?"""
        if self.span is None:
            return True
        m = int(minute_of_day) % DAY
        start, end = self.span
        return start <= m < end if start < end else (m >= start or m < end)


@dataclass(frozen=True, kw_only=True)
class Arena:
    """A room or part of an outdoor area, inside exactly one sector."""

    name: str
    kind: str
    sector: str
    rect: Rect

    def __post_init__(self) -> None:
        _check_rect(f"arena {self.sector}:{self.name}", self.rect)

    @property
    def place(self) -> Place:
        return Place(sector=self.sector, arena=self.name)


@dataclass(frozen=True, kw_only=True)
class GameObject:
    """A piece of furniture residents use. ``access`` lists the walkable tiles inside or
    4-adjacent to ``rect`` from which it is used: the destinations of a trip to it."""

    name: str
    kind: str
    sector: str
    arena: str
    rect: Rect
    access: tuple[Tile, ...] = ()

    def __post_init__(self) -> None:
        _check_rect(f"object {self.sector}:{self.arena}:{self.name}", self.rect)

    @property
    def place(self) -> Place:
        return Place(sector=self.sector, arena=self.arena, obj=self.name)
