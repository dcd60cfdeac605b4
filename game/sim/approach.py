"""Walking over to someone one came to see: the two are in the same place (a green, a hall)
but too far apart to talk, and the one who wants the word goes to them.

Without it a date on a village green, or a meeting in a big hall, never happened: both came,
both saw each other across the lawn, each decided to talk, and each time the other was a few
tiles beyond the reach of a conversation (``talking.start``), so the two walked between the
benches their plans named for an hour and went home without a word. Here ``talking.start``
hands such a pair to ``begin``: the one who wants the talk walks to a tile beside the other
(``Body.seeking``, kept ``APPROACH_S`` at most), the path renewed when the other has moved on,
and ``due`` names each who is now near enough, for the step to open the talk. Saved with the
body (``Body.get_state``), so a town saved on the way resumes on the way.

Cost: one path search when it begins and when the other has moved; a distance check per
seeker per step.
"""

from __future__ import annotations

from game.world.pathfind import NoPathError

APPROACH_S = 15 * 60  # game seconds one walks over before giving up on the word


def _near(sim, body) -> list[tuple[int, int]]:
    """The tiles beside ``body`` in its own sector (one stands by them on the green, not in
    the lane beyond its edge)."""
    x, y = int(body.x), int(body.y)
    tiles = [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]
    same = [t for t in tiles if _sector_at(sim, t) == _sector(body)]
    return same or tiles


def _sector_at(sim, tile) -> str:
    arena = sim.places.at(*tile)
    return arena.sector if arena is not None else ""


def _reach(sim) -> int:
    return sim.config.mind.perception.vision_radius + 2


def _walk_to(sim, me, other) -> bool:
    """Set ``me`` walking to a tile beside ``other``; False when there is no way there."""
    try:
        path = sim.town.paths.find_path_to_any(me.tile, _near(sim, other))
    except NoPathError:
        return False
    me.path = list(path[1:] if path and tuple(path[0]) == me.tile else path)
    me.moving = bool(me.path)
    return True


def begin(sim, rid: str, oid: str) -> None:
    """``rid`` goes over to ``oid`` to talk (same sector, out of reach)."""
    me, other = sim.bodies[rid], sim.bodies[oid]
    if me.seeking == oid or not _walk_to(sim, me, other):
        return
    me.using = ""  # (got up from the bench to go over)
    me.seeking, me.seeking_until = oid, sim.now_s + APPROACH_S


def stop(body) -> None:
    body.seeking, body.seeking_until = "", 0.0


def due(sim) -> list[tuple[str, str]]:
    """(seeker, sought) pairs near enough to talk now; gives up on those out of time, asleep,
    in a talk, or whose one sought has left the place."""
    out = []
    reach = _reach(sim)
    for rid in sim.order:
        me = sim.bodies[rid]
        if not me.seeking:
            continue
        other = sim.bodies.get(me.seeking)
        if (
            other is None
            or sim.now_s > me.seeking_until
            or me.asleep
            or other.asleep
            or me.conversation is not None
            or _sector(other) != _sector(me)
        ):
            stop(me)
            continue
        if max(abs(other.x - me.x), abs(other.y - me.y)) <= reach:
            out.append((rid, me.seeking))
            stop(me)
        elif not me.path and not _walk_to(sim, me, other):
            stop(me)
    return out


def _sector(body) -> str:
    return body.arena.sector if body.arena is not None else ""
