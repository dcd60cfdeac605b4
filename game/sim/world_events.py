"""What a player (or a scenario) can do to the town: close or open a place, break or fix an
object, post an announcement, whisper a thought. Residents find out the way people do.

- A closed place: every resident's next thought repairs the plans that went there, with a
  remembered reason ("... but it is closed, so ..."); its staff too stay away (only one's own
  home is exempt, see ``thinking.schedule``); the closure is saved with the town.
- A broken object: residents who see it remember it ("the stove in the Kitchen is broken")
  and nobody is offered it for an action until it is fixed; whoever was using it stops.
- An announcement: posted in one place (or the whole town) until the end of the day; whoever
  is there, or comes by, perceives it like anything else they see, so it spreads by talk.
- A whisper: a thought in the resident's own voice, remembered as important, which re-plans
  the rest of its day at its next thought (within a game minute or so).

Every event goes into the simulation's event log (shown in the HUD and the timeline) with its
game time. Each call is O(residents) at most; all run on the main thread, between steps.
"""

from __future__ import annotations

from game.mind.types import Place, SeenEvent

BROKEN = "broken"


def _log(sim, text: str, rid: str = "") -> None:
    sim.events.append((sim.clock.text(), rid, text))
    sim._snapshot = None


def close(sim, sector: str) -> None:
    sim.town.close_sector(sector)  # KeyError for an unknown place
    _log(sim, f"{sector} closed")


def reopen(sim, sector: str) -> None:
    sim.town.open_sector(sector)
    _log(sim, f"{sector} reopened")


def break_object(sim, address: str) -> None:
    place = Place.parse(address)
    if not place.obj:
        raise KeyError(f"'{address}' is not an object (sector:arena:object)")
    sim.town.set_object_state(place, BROKEN)  # KeyError if the map has no such object
    for body in sim.bodies.values():
        if body.using == str(place):
            body.using = ""
            body.until_s = sim.now_s  # it cannot go on: think again now
    _log(sim, f"the {place.obj} in the {place.arena} at {place.sector} broke")


def fix_object(sim, address: str) -> None:
    place = Place.parse(address)
    if sim.town.object_state.get(str(place)) == BROKEN:
        sim.town.set_object_state(place, "idle")
        _log(sim, f"the {place.obj} in the {place.arena} at {place.sector} was fixed")
    elif str(place) not in sim.town.object_state:
        raise KeyError(f"no object '{address}' on this map")


def broken(sim) -> frozenset[str]:
    return frozenset(a for a, s in sim.town.busy_objects() if s == BROKEN)


def announce(sim, text: str, sector: str | None = None) -> None:
    """Post ``text`` in ``sector`` (None: the whole town) until the end of the game day."""
    text = " ".join(text.split())
    if not text:
        raise ValueError("an announcement needs some text")
    if sector is not None:
        sim.town.tree.sector(sector)  # KeyError for an unknown place
    midnight = sim.now_s - (sim.clock.minute_of_day() * 60) + 24 * 3600
    sim.board.append({"text": text, "sector": sector or "", "until_s": midnight})
    where = f" at {sector}" if sector else " across town"
    _log(sim, f"announcement{where}: {text}")


def notices_for(sim, sector: str) -> list[SeenEvent]:
    """What a resident standing in ``sector`` reads on the board this step."""
    now = sim.now_s
    sim.board[:] = [n for n in sim.board if n["until_s"] > now]
    out = []
    for n in sim.board:
        if n["sector"] and n["sector"] != sector:
            continue
        where = Place(sector=n["sector"] or sector or sim.town.name)
        out.append(
            SeenEvent(
                subject="a notice",
                predicate="says",
                obj=n["text"],
                description=f"A notice says: {n['text']}",
                place=where,
                distance=0.0,
            )
        )
    return out


def whisper(sim, rid: str, text: str) -> None:
    if rid not in sim.residents:
        raise KeyError(f"no resident {rid!r}")
    text = " ".join(text.split())
    if not text:
        raise ValueError("a whisper needs some text")
    sim._pending_whispers.setdefault(rid, []).append(text)
    _log(sim, f"whispered to {sim.bodies[rid].name}: {text}", rid)
