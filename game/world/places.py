"""The spatial tree of the town: sectors (buildings) -> arenas (rooms) -> game objects.

This is the paper's world tree as plain, frozen data. It knows names, kinds, rectangles and
opening hours, and answers the questions the mind asks about places ("what is at this tile?",
"which places can I choose from, and are they open?"). It knows nothing about walking: the
walkability grid and the pathfinder live in ``grid.py`` and ``pathfind.py``, and the mutable
parts (object states, closures) in ``town.py``.

Rectangles are ``(x, y, w, h)`` in tiles. Kinds are checked against the lists in
``docs/town_plan.md`` so a typo in the map fails at load time, not as a resident who never
finds a ``cafe_tabel``.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator
from dataclasses import dataclass, field

from game.world.address import Place, PlaceOption, hhmm_to_min

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
    """A building or outdoor area: 'Hart House', 'Bluebell Park'. ``hours`` '' = always open."""

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


Node = Sector | Arena | GameObject


class SpatialTree:
    """Sectors, arenas and objects with lookups by ``Place`` and by tile.

    Order is the order given (the map's object order), so iteration and ``to_text`` are
    deterministic. Building the tree costs O(number of places); ``place_of_tile`` builds a tile
    index on first use (O(area of all sectors)) and then answers in O(1).
    """

    def __init__(
        self,
        sectors: Iterable[Sector],
        arenas: Iterable[Arena] = (),
        objects: Iterable[GameObject] = (),
    ) -> None:
        self._sectors: dict[str, Sector] = {}
        self._arenas: dict[tuple[str, str], Arena] = {}
        self._objects: dict[tuple[str, str, str], GameObject] = {}
        for s in sectors:
            if s.name in self._sectors:
                raise ValueError(f"duplicate sector {s.name!r}")
            self._sectors[s.name] = s
        for a in arenas:
            if a.sector not in self._sectors:
                raise ValueError(f"arena {a.name!r} names unknown sector {a.sector!r}")
            if (a.sector, a.name) in self._arenas:
                raise ValueError(f"duplicate arena '{a.sector}:{a.name}'")
            self._arenas[(a.sector, a.name)] = a
        for o in objects:
            if (o.sector, o.arena) not in self._arenas:
                raise ValueError(f"object {o.name!r} names unknown arena '{o.sector}:{o.arena}'")
            if (o.sector, o.arena, o.name) in self._objects:
                raise ValueError(f"duplicate object '{o.sector}:{o.arena}:{o.name}'")
            self._objects[(o.sector, o.arena, o.name)] = o
        self._children: dict[tuple[str, ...], list[Arena | GameObject]] = {}
        for node in (*self._arenas.values(), *self._objects.values()):
            parent = (node.sector,) if isinstance(node, Arena) else (node.sector, node.arena)
            self._children.setdefault(parent, []).append(node)
        self._tile_index: dict[Tile, Place] | None = None

    # -- iteration -------------------------------------------------------------------------
    def sectors(self) -> tuple[Sector, ...]:
        return tuple(self._sectors.values())

    def arenas(self, sector: str | None = None) -> tuple[Arena, ...]:
        if sector is None:
            return tuple(self._arenas.values())
        return tuple(self._children.get((sector,), ()))  # type: ignore[arg-type]

    def objects(
        self, sector: str | None = None, arena: str | None = None
    ) -> tuple[GameObject, ...]:
        if sector is not None and arena is not None:
            return tuple(self._children.get((sector, arena), ()))  # type: ignore[arg-type]
        return tuple(
            o
            for o in self._objects.values()
            if (sector is None or o.sector == sector) and (arena is None or o.arena == arena)
        )

    def places(self) -> tuple[Place, ...]:
        """Every address, depth first: sector, its arenas, each arena's objects."""
        out: list[Place] = []
        for s in self._sectors.values():
            out.append(s.place)
            for a in self.arenas(s.name):
                out.append(a.place)
                out.extend(o.place for o in self.objects(s.name, a.name))
        return tuple(out)

    # -- lookups ---------------------------------------------------------------------------
    def get(self, place: Place) -> Node:
        """The sector, arena or object at this address. Raises KeyError naming the address."""
        if place.obj:
            node: Node | None = self._objects.get((place.sector, place.arena, place.obj))
        elif place.arena:
            node = self._arenas.get((place.sector, place.arena))
        else:
            node = self._sectors.get(place.sector)
        if node is None:
            raise KeyError(f"no place '{place}' in the town")
        return node

    def __contains__(self, place: object) -> bool:
        if not isinstance(place, Place):
            return False
        try:
            self.get(place)
        except KeyError:
            return False
        return True

    def sector(self, name: str) -> Sector:
        """One dict read (the opening hours ask it of every sector every step); else KeyError."""
        node = self._sectors.get(name)
        if node is None:
            node = self.get(Place(sector=name))  # raises KeyError naming the address
        return node  # type: ignore[return-value]

    def kinds(self, place: Place) -> tuple[str, str, str]:
        """(sector kind, arena kind, object kind), '' for levels the address does not name."""
        s = self.sector(place.sector).kind
        a = self.get(Place(sector=place.sector, arena=place.arena)).kind if place.arena else ""
        o = self.get(place).kind if place.obj else ""
        return s, a, o

    def place_of_tile(self, x: int, y: int) -> Place | None:
        """Sector and arena of a tile (arena '' in a sector's hallway); None outdoors."""
        if self._tile_index is None:
            index: dict[Tile, Place] = {}
            for s in self._sectors.values():
                for t in rect_tiles(s.rect):
                    index[t] = s.place
            for a in self._arenas.values():
                for t in rect_tiles(a.rect):
                    index[t] = a.place
            self._tile_index = index
        return self._tile_index.get((int(x), int(y)))

    # -- opening hours and options ------------------------------------------------------------
    def is_open(
        self, sector: str | Place, minute_of_day: int, closed: Collection[str] = ()
    ) -> bool:
        """Open by its hours at this minute and not in ``closed`` (names of closed sectors)."""
        name = sector.sector if isinstance(sector, Place) else sector
        return name not in closed and self.sector(name).is_open(minute_of_day)

    def options(
        self,
        places: Iterable[Place] | None = None,
        minute: int | None = None,
        closed: Collection[str] = (),
    ) -> tuple[PlaceOption, ...]:
        """Places offered to a brain, with kinds and whether each is open at ``minute``.

        Args:
            places: addresses the resident knows (unknown ones are skipped); None = every place.
            minute: minute of day for ``open_now``; None treats every place as open.
            closed: names of sectors closed regardless of hours (see ``Town.close_sector``).
        """
        chosen = self.places() if places is None else tuple(p for p in places if p in self)
        out = []
        for p in chosen:
            sk, ak, ok = self.kinds(p)
            is_open = True if minute is None else self.is_open(p.sector, minute, closed)
            out.append(
                PlaceOption(place=p, sector_kind=sk, arena_kind=ak, obj_kind=ok, open_now=is_open)
            )
        return tuple(out)

    def to_text(
        self,
        places: Iterable[Place] | None = None,
        minute: int | None = None,
        closed: Collection[str] = (),
    ) -> str:
        """The tree as indented text for prompts, one line per sector and per arena.

        With ``places`` only those addresses and their ancestors are shown (a resident's
        spatial memory). Example::

            Sunny Bean Cafe [cafe] open 07:00-20:00
              Counter [counter]: counter, coffee_machine
        """
        keep: set[Place] | None = None
        if places is not None:
            keep = set()
            for p in places:
                keep.add(Place(sector=p.sector))
                if p.arena:
                    keep.add(Place(sector=p.sector, arena=p.arena))
                keep.add(p)
        lines = []
        for s in self._sectors.values():
            if keep is not None and s.place not in keep:
                continue
            line = f"{s.name} [{s.kind}]"
            if s.hours:
                line += f" open {s.hours}"
            if minute is not None and not self.is_open(s.name, minute, closed):
                line += " (closed now)"
            elif s.name in closed:
                line += " (closed)"
            lines.append(line)
            for a in self.arenas(s.name):
                if keep is not None and a.place not in keep:
                    continue
                objs = [
                    o.name for o in self.objects(s.name, a.name) if keep is None or o.place in keep
                ]
                lines.append(f"  {a.name} [{a.kind}]" + (f": {', '.join(objs)}" if objs else ""))
        return "\n".join(lines)
