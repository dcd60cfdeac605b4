"""The spatial tree of the town: sectors (buildings) -> arenas (rooms) -> game objects.

This is the paper's world tree over the frozen nodes of ``nodes.py`` (names, kinds,
rectangles, opening hours); it answers the questions the mind asks about places ("what is at
this tile?", "which places can I choose from, and are they open?"). It knows nothing about
walking: the walkability grid and the pathfinder live in ``grid.py`` and ``pathfind.py``, and
the mutable parts (object states, closures) in ``town.py``. The node names are importable from
here too, where they lived before.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from game.world.address import Place, PlaceOption
from game.world.nodes import (  # noqa: F401 - re-exported: their home before nodes.py
    ARENA_KINDS,
    DAY,
    OBJECT_KINDS,
    SECTOR_KINDS,
    Arena,
    GameObject,
    Rect,
    Sector,
    Tile,
    parse_hours,
    rect_contains,
    rect_tiles,
)

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

            Corner Cafe [cafe] open 07:00-20:00
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
