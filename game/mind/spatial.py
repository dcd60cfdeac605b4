"""Spatial memory: the part of the town tree (sector -> arena -> object) a resident knows.

The paper's residents can only plan to go where they have been or been told about; places seen
on the way are learned. Kinds are stored with each place so a brain can match "make coffee" to a
``coffee_machine`` without the mind importing the world.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace

from game.mind.types import Place, PlaceOption


class SpatialMemory:
    """Known places with their kinds. Adding is idempotent; iteration order is insertion order."""

    def __init__(self) -> None:
        # address string -> (place, sector_kind, arena_kind, obj_kind)
        self._known: dict[str, tuple[Place, str, str, str]] = {}
        # kept as places are learned (nothing is ever forgotten), so a question about them
        # costs nothing more than its answer: rooms with a known object, and each known
        # sector's kind (the first kind learned for it)
        self._with_objects: set[tuple[str, str]] = set()
        self._sector_kinds: dict[str, str] = {}
        # each known place as ``get_state`` saves it, made once (shared with saves: read-only)
        self._saved: list[list[str]] = []
        # what ``options`` offers (objects only), made again after a place is learned:
        # (sector, the option while it is open, the option while it is closed) per place
        self._offers: list[tuple[str, PlaceOption, PlaceOption]] | None = None
        # the sectors of ``_offers`` (once each), and the last answer with which of them were
        # open: the same question again gets the same tuple (a brain may keep what it worked
        # out from it), made in one pass over the sectors, not one over the places
        self._offer_sectors: tuple[str, ...] = ()
        self._last: tuple[tuple[bool, ...], tuple[PlaceOption, ...]] | None = None
        # the known sectors, in the order learned: a talk's end asks whether its building is one
        # (``knows_sector``), which was a list of every known place's sector at each talk
        self._sectors: dict[str, None] = {}

    def learn(self, option: PlaceOption) -> bool:
        """Remember a place; True when it was new."""
        key = str(option.place)
        if key in self._known:
            return False
        place = option.place
        self._known[key] = (place, option.sector_kind, option.arena_kind, option.obj_kind)
        self._saved.append([key, option.sector_kind, option.arena_kind, option.obj_kind])
        self._sectors.setdefault(place.sector)
        if place.obj:
            self._with_objects.add((place.sector, place.arena))
        if option.sector_kind and place.sector not in self._sector_kinds:
            self._sector_kinds[place.sector] = option.sector_kind
        self._offers = None
        return True

    def learn_all(self, options: Iterable[PlaceOption]) -> int:
        return sum(self.learn(o) for o in options)

    def knows(self, place: Place) -> bool:
        return str(place) in self._known

    def __len__(self) -> int:
        return len(self._known)

    def sectors(self) -> list[str]:
        return list(self._sectors)

    def knows_sector(self, sector: str) -> bool:
        """Whether a place of ``sector`` is known (``sector in sectors()``, with no list made)."""
        return sector in self._sectors

    def sector_kinds(self) -> dict[str, str]:
        """Known sector name -> its kind, in the order the sectors were learned (a sector
        learned without a kind is left out)."""
        return dict(self._sector_kinds)

    def options(
        self, is_open: Callable[[str], bool] | None = None, objects_only: bool = True
    ) -> tuple[PlaceOption, ...]:
        """Places as offered to a brain; ``is_open(sector)`` marks closed sectors.

        Objects are the useful granularity for actions; arenas without a known object are
        still offered so a resident can go to a room it only glimpsed. The options are made
        once per place learned, not once per question (a brain is asked with them at every
        decomposition); ``is_open`` picks each one's open or closed twin.
        """
        if objects_only:
            if self._offers is None:
                self._offers = [
                    (o.place.sector, o, replace(o, open_now=False)) for o in self._options()
                ]
                self._offer_sectors = tuple(dict.fromkeys(s for s, _, _ in self._offers))
                self._last = None
            pattern = tuple(is_open(s) for s in self._offer_sectors) if is_open else ()
            if self._last is not None and self._last[0] == pattern:
                return self._last[1]
            if is_open is None:
                out = tuple([yes for _, yes, _ in self._offers])
            else:
                opened = dict(zip(self._offer_sectors, pattern, strict=True))
                out = tuple([yes if opened[s] else no for s, yes, no in self._offers])
            self._last = (pattern, out)
            return out
        return self._options(is_open, objects_only)

    def _options(
        self, is_open: Callable[[str], bool] | None = None, objects_only: bool = True
    ) -> tuple[PlaceOption, ...]:
        """``options`` worked out afresh from the known places."""
        with_objects = self._with_objects
        out = []
        for place, sk, ak, ok in self._known.values():
            if objects_only and not place.obj and (place.sector, place.arena) in with_objects:
                continue
            if objects_only and not place.arena:
                continue
            out.append(
                PlaceOption(
                    place=place,
                    sector_kind=sk,
                    arena_kind=ak,
                    obj_kind=ok,
                    open_now=is_open(place.sector) if is_open else True,
                )
            )
        return tuple(out)

    def to_text(self) -> str:
        """Indented tree, for the inspector and prompts."""
        tree: dict[str, dict[str, list[str]]] = {}
        for p, *_ in self._known.values():
            arenas = tree.setdefault(p.sector, {})
            if p.arena:
                objs = arenas.setdefault(p.arena, [])
                if p.obj:
                    objs.append(p.obj)
        lines = []
        for s, arenas in tree.items():
            lines.append(s)
            for a, objs in arenas.items():
                lines.append(f"  {a}: {', '.join(objs)}" if objs else f"  {a}")
        return "\n".join(lines)

    def get_state(self) -> list[list[str]]:
        """``[address, sector kind, arena kind, object kind]`` per place, in learning order;
        the rows are made once and shared with earlier states (every autosave takes them)."""
        return list(self._saved)

    def set_state(self, state: list[list[str]]) -> None:
        self._known.clear()
        self._with_objects.clear()
        self._sector_kinds.clear()
        self._sectors.clear()
        self._saved = []
        self._offers = None
        self._last = None
        for addr, sk, ak, ok in state:
            self.learn(
                PlaceOption(place=Place.parse(addr), sector_kind=sk, arena_kind=ak, obj_kind=ok)
            )
