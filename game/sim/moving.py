"""Bodies in the town: walking one tile a step, using objects, and seeing who and what is near.

Why apart from ``simulation.py``: this is the part of a step that touches every body every step
(steps 3 and 4 of the simulation's order), so it is where the per-step cost lives. Both run on
the main thread and are the only code that moves bodies or marks objects in use.

Costs per step, for n residents:
* ``move``: O(n), plus one arena lookup for each body that stepped.
* ``perceive``: O(n) to bucket the bodies by sector and grid cell (``nearby_index``), then for
  each awake resident not talking, the bodies in the few cells its vision radius touches in its
  own sector (the ``attention`` nearest of them in a crowd) and the busy objects of its sector
  (from the town's index of busy ones, not a scan of every object); an event is made only for
  what its mind has not noticed within its window (``Perception.unnoticed``), and the mind
  filters those. No step measures all n*n pairs.
* ``set_action``: one A* search when the action moves the body elsewhere.
"""

from __future__ import annotations

from collections import Counter

from game.mind import errands, needs_plan
from game.mind.brain import OtherView
from game.mind.types import Action, Place, SeenEvent
from game.sim import world_events
from game.sim.bodies import Body
from game.sim.nearby_index import attend, attend_kept
from game.sim.seen_words import IN_USE, WALKING_BY, WALKING_THROUGH, seen_doing, seen_object
from game.world.pathfind import NoPathError


def move(sim) -> None:
    """Every body one tile along its path; arriving at an object starts using it."""
    step_s = sim.clock.step_seconds
    if sim.held_doing:
        _back_to_it(sim)
    for rid in sim.order:
        body = sim.bodies[rid]
        if body.step_along():
            arena = sim.places.at(body.x, body.y)
            if arena != body.arena:
                body.arena = arena
                if arena is not None:
                    for opt in sim.places.arena_options(arena):
                        body.seen_places[str(opt.place)] = opt
            if (
                not body.path
                and not body.seeking  # (walked over to someone: not at the action's object)
                and body.action
                and body.action.place.obj
                and sim.town.object_state.get(str(body.action.place)) != world_events.BROKEN
            ):
                body.using = str(body.action.place)
                sim.town.set_object_state(body.action.place, IN_USE.format(name=body.name))
            if not body.path and body.action is not None:  # arrived: observers may note it
                for obs in sim.observers:
                    arrive = getattr(obs, "on_arrive", None)
                    if arrive is not None:
                        arrive(rid, body.action)
        sector = body.arena.sector if body.arena else "outdoors"
        body.time_in[sector] = body.time_in.get(sector, 0) + step_s


def perceive(sim) -> None:
    """Who is near whom from the lasting ``NearbyIndex``; then each mind filters its view.

    Fills each body's inbox with what it newly sees and ``sim._nearby`` with who is near (the
    ``attention`` nearest in a crowd, in resident order).
    """
    cfg = sim.config.mind.perception
    ids = sim.order
    bodies = [sim.bodies[i] for i in ids]
    sectors = [b.arena.sector if b.arena else "" for b in bodies]
    index = sim.nearby_index
    index.update([(s, b.x, b.y) for s, b in zip(sectors, bodies, strict=True)])
    sim._nearby = nearby = {}
    now_s = sim.now_s
    radius, attention, board = cfg.vision_radius, cfg.attention, sim.board
    in_use: dict[str, list] = {}  # sector -> its busy objects, in the map's object order
    for place, state, pos in sim.places.objects_in_use():
        in_use.setdefault(place.sector, []).append((place, state, pos))
    names = [b.name for b in bodies]
    here = Counter(sectors)  # sector -> how many are in it
    # body index -> (how it looks this step (``looks_like``), what its sight is noticed by), or
    # None: worked out once a step however many see it
    looks: dict[int, tuple | None] = {}
    residents = sim.residents
    private = private_rooms(sim)
    rooms = [b.arena.arena if b.arena else "" for b in bodies] if private else []
    inner = sim.inner
    lonely = (
        (lambda rid: False)
        if "needs" in inner.off
        else (lambda rid: needs_plan.is_lonely(inner.states[rid].needs))
    )
    for a, rid in enumerate(ids):
        body = bodies[a]
        if body.asleep or body.conversation is not None:
            continue
        sector = sectors[a]
        found = index.near(a, sector, radius)
        # (whom one is out to find matters only with someone else in the building: asked every
        # step of every resident, it is not worked out for one alone in it)
        alone = here[sector] < 2 and sector != ""
        keen = frozenset() if alone else errands.keen(residents[rid], now_s)
        if keen:  # one out to find someone sees them anywhere in the building, not only near
            found = _with_sought(found, a, body, bodies, keen, sim)
        walls = private.get(sector)
        if walls and found:  # a flat's walls: nobody sees into it from the landing or next door
            mine = rooms[a]
            found = [
                (b, d)
                for b, d in found
                if rooms[b] == mine or (mine not in walls and rooms[b] not in walls)
            ]
        if lonely(rid):  # no company for too long: one looks again at whoever is about
            keen = keen | {names[b] for b, _ in found}
        crowded = len(found) > attention
        mind = residents[rid].perception
        if crowded:  # attention stays with whom it was with (noticed within the window)
            attended = attend_kept(found, attention, mind.noticed_test(now_s), names)
        else:
            attended = found
        people = []  # (how it looks, its key, distance) of the people in view
        for b, d in attended:
            look = looks.get(b, False)
            if look is False:
                look = looks_like(sim, bodies[b], sectors[b])
                look = looks[b] = None if look is None else (look, (look[0], "is", look[1]))
            if look is not None:  # None: not started its day yet, nothing to notice
                people.append((*look, d))
        busy = in_use.get(sector, ())
        seen = []  # (index in busy, distance) of the busy objects in view, not one's own
        x, y, name = body.x, body.y, body.name
        for j, (_place, state, (ox, oy)) in enumerate(busy):
            d = max(abs(ox - x), abs(oy - y))
            if d <= radius and not state.endswith(name):
                seen.append((j, d))
        things = attend(seen, attention)
        nearby[rid] = tuple([ids[b] for b, _ in attended])
        notices = world_events.notices_for(sim, sector) if board else ()
        if people or things or notices:
            if alone:
                keen = errands.keen(residents[rid], now_s)
            events = _unnoticed(mind, people, things, busy, now_s, crowded, keen)
            events.extend(notices)
            body.inbox.extend(mind.filter(events, now_s, crowded, keen))


def private_rooms(sim) -> dict[str, frozenset[str]]:
    """Sector -> the home rooms in it that are one household's own, for the buildings that are
    home to more than one household (a block of flats): someone in one of those rooms sees and
    is seen only by those in the same room. A house of one household has none (its people see
    each other from room to room as before). Worked out once per town."""
    got = getattr(sim, "_private_rooms", None)
    if got is None:
        homes: dict[str, dict[frozenset[str], set[str]]] = {}
        for rid in sim.order:
            r = sim.residents[rid]
            home = r.persona.home
            household = frozenset((rid, *r.relations.households.get(rid, ())))
            homes.setdefault(home.sector, {}).setdefault(household, set()).add(home.arena or "")
        got = {
            sector: frozenset(a for rooms in by.values() for a in rooms if a)
            for sector, by in homes.items()
            if len(by) > 1
        }
        sim._private_rooms = got
    return got


def _with_sought(found: list, me: int, body: Body, bodies: list, keen, sim) -> list:
    """``found`` with those named in ``keen`` who are in ``body``'s building (its sector),
    however far across it (index, Chebyshev distance), by index as ``found`` is: one who
    comes looking for someone looks into the rooms (a wall between them still keeps them from
    talking: ``talking``)."""
    index_of = sim.order_index()
    have = {b for b, _ in found}
    extra = []
    for name in keen:
        b = index_of.get(sim.id_by_name().get(name, ""))
        if b is None or b == me or b in have:
            continue
        other = bodies[b]
        if (
            other.arena is not None
            and body.arena is not None
            and other.arena.sector == body.arena.sector
        ):
            d = max(abs(int(other.x) - int(body.x)), abs(int(other.y) - int(body.y)))
            extra.append((b, d))
    if not extra:
        return found
    return sorted([*found, *extra])


def _unnoticed(
    mind, people: list, things: list, busy, now_s: float, crowded: bool, keen=frozenset()
) -> list:
    """The events of ``people`` and ``things`` in view that ``mind`` has not noticed within its
    window (``Perception.unnoticed``), people first, each in the order given: in a crowd most
    of what is in view was noticed already, and its events are not made at all. ``filter``
    skips each event on its own and keeps the order of the rest, so it takes from these just
    what it would have taken from all of them."""
    keys = [key for _, key, _ in people]
    keys += [(f"the {busy[j][0].obj}", "is", busy[j][1]) for j, _ in things]
    flags = mind.unnoticed(keys, now_s, crowded, keen)
    events = []
    if True not in flags:  # all noticed already: most of a crowd, most steps
        return events
    for (look, _key, d), fresh in zip(people, flags[: len(people)], strict=True):
        if fresh:
            name, act, where, described, actor = look
            events.append(
                SeenEvent(
                    subject=name,
                    predicate="is",
                    obj=act,
                    description=described,
                    place=where,
                    distance=float(d),
                    actor=actor,
                )
            )
    for (j, d), fresh in zip(things, flags[len(people) :], strict=True):
        if fresh:
            place, state, _pos = busy[j]
            events.append(
                SeenEvent(
                    subject=f"the {place.obj}",
                    predicate="is",
                    obj=state,
                    description=seen_object(place.obj, place.arena, state),
                    place=place,
                    distance=float(d),
                )
            )
    return events


def looks_like(sim, other: Body, sector: str) -> tuple[str, str, Place, str, str] | None:
    """What anyone near ``other`` sees it doing this step, (name, activity, where, the
    sentence a memory of it keeps, its id), worked out once per step and body however many
    see it; None before its day has begun."""
    if other.action is None:
        return None
    act = other.activity()
    if other.path and other.action.place.sector != sector:
        # on the way somewhere else: what one sees is someone walking, not the fridge they are
        # walking to
        act = WALKING_THROUGH.format(place=sector) if sector else WALKING_BY
    where = other.arena or Place(sector=sim.town.name)
    return other.name, act, where, seen_doing(other.name, act), other.id


def nearby_views(sim, rid: str) -> tuple[OtherView, ...]:
    """Who ``rid`` saw near it at the last ``perceive``, as its mind is shown them."""
    out = []
    gap = sim.config.mind.talk_gap_s
    for oid in sim._nearby.get(rid, ()):
        ob = sim.bodies[oid]
        last = sim.residents[oid].last_talk_s
        just_talked = last is not None and sim.now_s - last < gap  # (not drawn into another yet)
        out.append(
            OtherView(
                id=oid,
                name=ob.name,
                activity=ob.activity(),
                available=not ob.asleep and ob.conversation is None and not just_talked,
                free=not ob.asleep and ob.conversation is None,
            )
        )
    return tuple(out)


def set_action(sim, body: Body, action: Action, until_s: float, asleep: bool) -> None:
    """Give ``body`` its next action; a new place means letting go of any object and a new path
    (an unreachable place is logged and the body stays where it is)."""
    changed = body.action is None or body.action.place != action.place
    body.action, body.until_s, body.asleep = action, until_s, asleep
    for obs in sim.observers:
        obs.on_action(sim.clock.text(), body.id, action)
    if changed or not body.path:
        release(sim, body)
        try:
            home = sim.residents[body.id].persona.home  # its own rooms are its to cross
            body.path = sim.town.path_to(body.tile, action.place, home)
            body.trips += 1
        except (KeyError, NoPathError) as e:
            body.path = []
            body.blocked_trips += 1
            sim.events.append((sim.clock.text(), body.id, f"cannot reach {action.place}: {e}"))
    body.bubble = ""


def act(sim, rid: str, address: str, what: str, emoji: str, minutes: int) -> bool:
    """``rid`` drops what it does and does ``what`` at ``address`` for ``minutes``, awake (the
    player's or a scenario's hand), and thinks of nothing else till then (``sim.held``: not
    saved, as a scenario run is not); False, and nothing done, while it is in a conversation."""
    body = sim.bodies[rid]
    if body.conversation is not None:
        return False
    start = sim.clock.minute_of_day()
    place = Place.parse(address)
    action = Action(start=start, minutes=minutes, description=what, place=place, emoji=emoji)
    set_action(sim, body, action, sim.now_s + minutes * 60, asleep=False)
    sim.held[rid] = body.until_s  # not re-thought (a sight, a plan) until it is done
    sim.held_doing[rid] = action  # (taken up again after a word on the way: ``talking.leave``)
    sim.events.append((sim.clock.text(), rid, f"{body.name}: {what}"))
    return True


def _back_to_it(sim) -> None:
    """One made to do something (``act``) and stopped for a word on the way takes it up again
    once the talk is over, not standing in the street "chatting" till the hold runs out."""
    for rid, doing in list(sim.held_doing.items()):
        body, until = sim.bodies[rid], sim.held.get(rid, 0.0)
        if until <= sim.now_s:
            del sim.held_doing[rid]
        elif body.conversation is None and body.action is not doing:
            set_action(sim, body, doing, until, asleep=False)


def release(sim, body: Body) -> None:
    """Let go of the object ``body`` is using (unless an event changed its state meanwhile)."""
    if body.using:
        if sim.town.object_state.get(body.using, "").startswith(IN_USE.split("{")[0].strip()):
            sim.town.set_object_state(Place.parse(body.using), "idle")
        body.using = ""
