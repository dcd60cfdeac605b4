"""Who is near whom, without measuring every pair: bodies bucketed by sector and grid cell.

Perception asks, for each awake resident, which bodies stand in the same sector within its
vision radius. Measuring all n x n distances made that step grow with the square of the town
(500 residents: 250,000 distances every step). Here the bodies are put once per step into
buckets keyed by (sector, cell) with square cells of ``cell`` tiles; a question looks only in
the cells the radius square touches, in its own sector. A question's cost is the number of
bodies in those few cells, whatever the size of the town.

``attend`` then keeps the ``limit`` nearest of what was found: the attention a resident has
for a crowd (``PerceptionConfig.attention``), staying with those it already attends to. Below
the limit it keeps everything, in the same order, so a town whose rooms never hold that many
sees exactly what it saw before.

The index lasts from step to step (``update``): a body that did not move stays in its bucket,
and an asker whose cells nobody entered, left or moved in gets its last answer again, which
in a town of hundreds at work or at table is most of them. An asker that stayed put and asked
at the update before has its last answer mended with the few bodies that moved in its cells
since (a crowd at lunch, where someone always moves, no longer costs a look at everyone).

Every answer lists bodies by their index in the simulation's resident order (``sim.order``),
as the pairwise pass did, so the same town and seed give the same day.
"""

from __future__ import annotations

from bisect import bisect_left, insort
from collections.abc import Callable, Container, Iterable, Sequence
from operator import itemgetter


class NearbyIndex:
    """Bodies by (sector, cell), kept from step to step: ``update`` with every body's place each
    step (``of`` makes one for a single list), then ask ``near``.

    Most bodies stand still most steps (at their desk, at table, asleep), so the index keeps
    each body's last answer and moves only the bodies whose place changed. Each cell, and each
    sector, holds the last update in which a body entered, left or moved in it; an answer is
    given again only while its asker stayed put and nothing changed in its sector, or in the
    cells it read, since: an answer given is always the one a fresh index would give. It holds
    positions, not bodies: nothing it returns changes when a body moves afterwards, and callers
    must not change an answer.
    """

    def __init__(self, cell: int) -> None:
        if cell < 1:
            raise ValueError(f"a grid cell is at least one tile, not {cell}")
        self.cell = cell
        self._start(0)

    def _start(self, bodies: int) -> None:
        """Empty, for ``bodies`` bodies."""
        self._buckets: dict[tuple[str, int, int], list[int]] = {}
        self._places: list[tuple[str, int, int] | None] = [None] * bodies  # as last updated
        self._keys: list[tuple[str, int, int] | None] = [None] * bodies  # each body's bucket
        self._changed: dict[tuple[str, int, int], int] = {}  # cell -> update it last changed
        self._sector_changed: dict[str, int] = {}  # sector -> update any of its cells changed
        self._updates = 0
        # me -> (sector, radius, the update it was worked out at, cells read, answer)
        self._answers: dict[int, tuple] = {}
        self._moves: dict[tuple[str, int, int], list[int]] = {}  # cell -> who moved in it
        self._sector_moves: dict[str, list[int]] = {}  # sector -> who moved in, out or in it
        self._before: dict[int, tuple[str, int, int] | None] = {}  # mover -> place before

    @classmethod
    def of(cls, places: Iterable[tuple[str, int, int]], cell: int) -> NearbyIndex:
        """An index of ``places``: one (sector, x, y) per body, in resident order (the body's
        index in that order is how the index names it)."""
        index = cls(cell)
        index.update(places)
        return index

    def __len__(self) -> int:
        return len(self._places)

    def update(self, places: Iterable[tuple[str, int, int]]) -> None:
        """Every body's (sector, x, y) now, in resident order; a list of another length
        starts the index afresh. Cost: O(bodies) comparisons, plus the moves."""
        places = list(places)
        if len(places) != len(self._places):
            self._start(len(places))
        self._updates += 1
        now, c = self._updates, self.cell
        old_places, keys, buckets, changed = self._places, self._keys, self._buckets, self._changed
        answers, sector_changed = self._answers, self._sector_changed
        # this update's moves, for mending answers worked out at the update before (``near``)
        self._moves = moves = {}
        self._sector_moves = sector_moves = {}
        self._before = before = {}
        for i, place in enumerate(places):
            if place == old_places[i]:
                continue
            before[i] = old_places[i]
            old_places[i] = place
            answers.pop(i, None)
            old = keys[i]
            key = (place[0], place[1] // c, place[2] // c)
            changed[key] = sector_changed[key[0]] = now
            moves.setdefault(key, []).append(i)
            sector_moves.setdefault(key[0], []).append(i)
            if key != old:
                if old is not None:
                    changed[old] = sector_changed[old[0]] = now
                    moves.setdefault(old, []).append(i)
                    if old[0] != key[0]:
                        sector_moves.setdefault(old[0], []).append(i)
                    bucket = buckets[old]
                    bucket.remove(i)
                    if not bucket:
                        del buckets[old]
                buckets.setdefault(key, []).append(i)
                keys[i] = key

    def near(self, me: int, sector: str, radius: int) -> list[tuple[int, int]]:
        """(index, Chebyshev distance) of every other body in ``sector`` within ``radius``
        tiles of body ``me``, by index (the kept answer while nothing it read has changed)."""
        kept = self._answers.get(me)
        if kept is not None and kept[0] == sector and kept[1] == radius:
            made = kept[2]
            if self._sector_changed.get(sector, 0) <= made:  # nothing moved in its sector
                return kept[4]
            if made == self._updates - 1:  # asked at the update before: mend that answer
                # with those who moved in its sector, or in the cells it read if they are fewer
                movers = self._sector_moves.get(sector, ())
                if len(movers) > len(kept[3]):
                    moves = self._moves
                    movers = [b for key in kept[3] for b in moves.get(key, ())]
                found = self._mended(me, sector, radius, kept[4], movers) if movers else kept[4]
                self._answers[me] = (sector, radius, self._updates, kept[3], found)
                return found
            changed = self._changed
            for key in kept[3]:
                if changed.get(key, 0) > made:
                    break
            else:
                return kept[4]
        _, x, y = self._places[me]
        c = self.cell
        found = []
        looked = []
        places, buckets = self._places, self._buckets
        for cx in range((x - radius) // c, (x + radius) // c + 1):
            for cy in range((y - radius) // c, (y + radius) // c + 1):
                key = (sector, cx, cy)
                looked.append(key)
                for b in buckets.get(key, ()):
                    if b == me:
                        continue
                    _, bx, by = places[b]
                    dx, dy = bx - x, by - y  # the Chebyshev distance, without three calls
                    dx, dy = -dx if dx < 0 else dx, -dy if dy < 0 else dy
                    d = dx if dx > dy else dy
                    if d <= radius:
                        found.append((b, d))
        found.sort()
        self._answers[me] = (sector, radius, self._updates, looked, found)
        return found

    def _mended(
        self, me: int, sector: str, radius: int, found: list[tuple[int, int]], movers: list[int]
    ) -> list[tuple[int, int]]:
        """``found``, the answer for ``me`` (who stayed put) at the update before, with
        ``movers`` (the bodies that moved at this update in its sector, or in the cells it
        read) taken out where they were and put in where they are now: what a fresh look would
        find. A new list
        when anything changed (answers given are never changed)."""
        places, before = self._places, self._before
        _, x, y = places[me]
        gone: set[int] = set()
        came = []
        far = radius + 1
        for b in set(movers):
            old = before[b]
            if old is not None and old[0] == sector:
                dx, dy = old[1] - x, old[2] - y  # Chebyshev distances, as ``near`` takes them
                dx, dy = -dx if dx < 0 else dx, -dy if dy < 0 else dy
                was = dx if dx > dy else dy
            else:
                was = far
            s, bx, by = places[b]
            if s == sector:
                dx, dy = bx - x, by - y
                dx, dy = -dx if dx < 0 else dx, -dy if dy < 0 else dy
                d = dx if dx > dy else dy
            else:
                d = far
            if d == was:  # out of range both times, or as far as before
                continue
            if was <= radius:
                gone.add(b)
            if d <= radius:
                came.append((b, d))
        if not gone and not came:
            return found
        out = list(found)  # by index, each body once: a body's entry is the first at or
        for b in gone:  # after (b,)
            del out[bisect_left(out, (b,))]
        for e in came:
            insort(out, e)
        return out


def attend(
    found: list[tuple[int, int]], limit: int, keep: Container[int] = ()
) -> list[tuple[int, int]]:
    """The ``limit`` nearest of ``found`` ((index, distance) pairs by index; ties go to the
    earlier index), still by index; all of them, unchanged, when there are no more.

    ``keep``: the indices attention stays with in a crowd (those one is already attending
    to): they come before anyone nearer, so a crowd milling about does not bring a new face
    into view at every step."""
    if len(found) <= limit:
        return found
    nearest = sorted(found, key=itemgetter(1))  # stable: equal distances stay in index order
    if keep:
        nearest = [e for e in nearest if e[0] in keep] + [e for e in nearest if e[0] not in keep]
    return sorted(nearest[: max(limit, 0)])


def attend_kept(
    found: list[tuple[int, int]], limit: int, kept: Callable[[str], bool], names: Sequence[str]
) -> list[tuple[int, int]]:
    """``attend(found, limit, keep)`` with ``kept(names[index])`` telling who is in ``keep``,
    asked nearest first and only until ``limit`` are kept: in a crowd one has mostly noticed,
    the nearest few settle it."""
    if len(found) <= limit:
        return found
    if limit <= 0:
        return []
    kept_ones, others = [], []
    left, room = limit, limit  # still to keep; others still worth holding
    for e in sorted(found, key=itemgetter(1)):  # stable, as ``attend`` sorts
        if kept(names[e[0]]):
            kept_ones.append(e)
            left -= 1
            if not left:
                break
        elif room:
            others.append(e)
            room -= 1
    kept_ones.extend(others[:left])
    kept_ones.sort()
    return kept_ones
