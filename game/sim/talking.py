"""Running conversations: who joins one, whose line is next, and how it ends.

``game.sim.conversations`` holds the conversations as data (the book of open and finished
ones); this module drives them through the step on the main thread. Each line is a cognition
job of its speaker (``converse.next_line``), submitted only when the speaker is free, shown for
``SimConfig.line_steps`` steps, then the next speaker's turn (who: ``floor``); a conversation
ends when a line says so (after at least two lines) or at its length cap, and then every member
concludes it (``talk_outcome.conclude``: memories and relationships) as one more job each.

Why apart from ``simulation.py``: the turn-taking is its own small state machine. Cost per
step: O(open conversations); the brain calls are in the jobs.
"""

from __future__ import annotations

from game.mind import cognition, converse, talk_outcome
from game.mind.types import Action, Line, Place
from game.sim import approach, floor
from game.sim.acquaintance import places_of
from game.sim.bodies import Body
from game.sim.conversations import Conversation
from game.world.pathfind import NoPathError

# what a body in a talk is doing, in the simulation's own words (shown in the window's and the
# reports' language by their catalogs: ``chatting_with`` finds the names again)
CHATTING = "chatting with {names}"


def chatting_with(activity: str) -> str | None:
    """The names in a body's "chatting with ..." (None for any other activity)."""
    head = CHATTING.split("{", 1)[0]
    return (
        activity[len(head) :] if activity.startswith(head) and len(activity) > len(head) else None
    )


def start(sim, rid: str, partners: tuple[str, ...]) -> None:
    """Open a conversation of ``rid`` with up to three of ``partners`` who are near, awake,
    free and not just out of another talk; nobody free: nothing happens (or ``rid`` walks over
    to the first of them, free but across the place: ``approach``)."""
    joined, far = who_joins(sim, rid, partners)
    if joined:
        open_talk(sim, rid, joined)
    elif far:
        approach.begin(sim, rid, far)


def who_joins(
    sim, rid: str, partners: tuple[str, ...], going: Place | None = None
) -> tuple[list[str], str]:
    """Who of ``partners`` would join a talk ``rid`` opened now (up to three), and, when none
    would, the first of them if free but across the place (to walk over to), else "".
    ``going``: where ``rid`` is about to set off to, if not its action's place (a decision
    whose talk is tried before its action is given: ``thinking.apply_decision``)."""
    me = sim.bodies[rid]
    if me.asleep or me.conversation is not None or _intruding(sim, me, going):
        return [], ""
    radius = sim.config.mind.perception.vision_radius + 2
    gap = sim.config.mind.talk_gap_s
    joined = []
    far = ""  # the first one asked for, free but across the place: walked over to
    for oid in partners:
        ob = sim.bodies.get(oid)
        if ob is None or ob.asleep or ob.conversation is not None or sim.scheduler.busy(oid):
            continue
        if (
            max(abs(ob.x - me.x), abs(ob.y - me.y)) > radius
            and oid == partners[0]
            and _sector(me) == _sector(ob) != ""  # (in one building, or one green: not the street)
            and not _intruding(sim, ob)
        ):
            far = oid
        if (
            max(abs(ob.x - me.x), abs(ob.y - me.y)) > radius
            or _sector(me) != _sector(ob)  # (as one perceives: in the same building, or out)
            or _walled(sim, me, ob)  # (two flats of a block; not a cafe's counter and tables)
            or (bool(ob.path) and ob.arena != me.arena)  # passing by in another room
            or _intruding(sim, ob)  # in a home neither its own nor one it is visiting
        ):
            continue
        last = sim.residents[oid].last_talk_s  # just out of a talk: not pulled into another
        if last is not None and sim.now_s - last < gap:
            continue
        joined.append(oid)
        if len(joined) == 3:
            break
    return joined, ("" if joined else far)


def open_talk(sim, rid: str, joined: list[str]) -> None:
    """Open the talk of ``rid`` with ``joined`` (``who_joins``): each member's action is now
    the talk, at the place they all stand in."""
    members = [rid] + joined
    # where the talk is: the room all are in, else the building (one at the counter, one at a
    # table), else the street; never where the one who began it was going
    spots = [where(sim, sim.bodies[m]) for m in members]
    place = spots[0]
    if any(s != place for s in spots):
        same = all(s.sector == place.sector for s in spots)
        place = Place(sector=place.sector if same else sim.town.name)
    conv = sim.talks.open(
        members,
        [sim.bodies[m].name for m in members],
        place,
        sim.clock.step_count,
        max_lines=12 if len(members) == 2 else 16,
    )
    minute = sim.clock.minute_of_day()
    for m in members:
        b = sim.bodies[m]
        others = ", ".join(sim.bodies[o].name for o in members if o != m)
        b.conversation = conv.id
        b.path = []
        b.action = Action(
            start=minute,
            minutes=10,
            description=CHATTING.format(names=others),
            # where the talk is, for every member: the room, the building or the street it is
            # logged in (met on the way: not where one was going), one place read by the talk's
            # log and each member's day alike
            place=place,
            emoji="💬",
        )
        b.facing = _face(b, sim.bodies[members[1] if m == rid else rid])
        for obs in sim.observers:  # the talk is what one is doing now, where it is
            obs.on_action(sim.clock.text(), m, b.action)
    sim.events.append((sim.clock.text(), rid, f"started talking with {', '.join(conv.names[1:])}"))


def advance(sim) -> None:
    """Submit the next line of every conversation whose turn it is, or the concluding jobs of
    the ones that are ending."""
    for conv in list(sim.talks.active.values()):
        if conv.ending:
            for m in conv.members:
                if m in conv.concluding or sim.scheduler.busy(m):
                    continue
                conv.concluding.add(m)
                _submit_conclude(sim, m, conv)
            continue
        if conv.waiting or sim.clock.step_count < conv.next_step:
            continue
        speaker = conv.speaker()
        if sim.scheduler.busy(speaker):
            continue
        conv.waiting = True
        view = conv.view()
        r = sim.residents[speaker]
        now, now_s, minute = sim.clock.now, sim.now_s, sim.clock.minute_of_day()
        when = cognition.when_fn(now, now_s)
        moods = sim.inner.feelings(conv.members, now_s)  # the sim's state, passed in
        # bind everything now: on a worker the job runs after this loop has moved on
        sim.scheduler.submit(
            speaker,
            "line",
            lambda r=r, v=view, t=now_s, m=minute, w=when, f=moods: converse.next_line(
                r, sim.services, v, t, m, w, f
            ),
            token=conv.id,
            due=sim._due(),
        )


def _submit_conclude(sim, rid: str, conv: Conversation) -> None:
    r = sim.residents[rid]
    view, now_s, now = conv.view(), sim.now_s, sim.clock.now

    # having talked, one knows where the others live and work (people say so when they meet)
    places = {o: places_of(sim.residents[o].persona) for o in conv.members if o != rid}

    def job():
        ids = talk_outcome.conclude(r, sim.services, view, now_s)
        for oid, where in places.items():
            r.relations.learn_places(oid, where)
        if r.schedule is not None:  # both re-plan: the rest of this hour is decomposed anew
            r.schedule.revise_from(r.day_minute(now, r.schedule.date))
        return ids

    sim.scheduler.submit(rid, "conclude", job, token=conv.id, due=sim._due())


def apply_line(sim, rid: str, conv_id: int, utt) -> None:
    """A finished line job: show it, pass the turn, and mark the conversation ending if due."""
    conv = sim.talks.active.get(conv_id)
    if conv is None:
        return
    conv.waiting = False
    conv.lines.append(
        Line(
            speaker=rid,
            name=sim.bodies[rid].name,
            text=utt.text,
            fact=getattr(utt, "fact", None),
            to=getattr(utt, "to", ""),
            holders=getattr(utt, "holders", ()),
        )
    )
    for m in conv.members:
        sim.bodies[m].bubble = ""
    sim.bodies[rid].bubble = utt.text
    conv.next_step = sim.clock.step_count + sim.config.line_steps
    if (utt.end and len(conv.lines) >= 2) or len(conv.lines) >= conv.max_lines:
        conv.ending = True
    else:
        floor.pass_turn(sim, conv, rid, utt)  # who speaks next (``game.sim.floor``)


def where(sim, body: Body) -> Place:
    """Where ``body`` stands, as a talk there is logged: its room, else the building whose
    hall (between its rooms) it is in, else the town: in the street, or on the pavement round
    a house (inside the house's rectangle, outside its rooms), not the place it was going to."""
    if body.arena is not None:
        return body.arena
    x, y = body.x, body.y
    sector = sim.town.place_of_tile(x, y)
    if sector is not None:
        rooms = [a.rect for a in sim.town.tree.arenas(sector.sector)]
        if not rooms or (
            min(r[0] for r in rooms) <= x < max(r[0] + r[2] for r in rooms)
            and min(r[1] for r in rooms) <= y < max(r[1] + r[3] for r in rooms)
        ):
            return sector
    return Place(sector=sim.town.name)


def _intruding(sim, body: Body, going: Place | None = None) -> bool:
    """Inside somebody else's home (``game.world.privacy``), neither living there nor going
    there (``going``, else its action's place): a walker cutting through, who stops for no
    chat there."""
    if going is None:
        going = body.action.place if body.action is not None else None
    home = sim.residents[body.id].persona.home
    return sim.town.private.intrudes(body.tile, home, going)


def _sector(body: Body) -> str:
    return body.arena.sector if body.arena is not None else ""


def _walled(sim, a: Body, b: Body) -> bool:
    """A wall between them, as the walk shows: near as the crow flies, but the way round (out of
    a kitchen, along the street, in at a door) is much longer than the gap; one in a house and
    one passing in the street do not talk. Together in one room: never walled."""
    if a.arena is not None and b.arena is not None and a.arena == b.arena:
        return False
    bx, by = int(b.x), int(b.y)
    near = [(bx, by), (bx + 1, by), (bx - 1, by), (bx, by + 1), (bx, by - 1)]
    try:
        path = sim.town.paths.find_path_to_any((int(a.x), int(a.y)), near)
    except NoPathError:
        return True
    gap = max(abs(bx - int(a.x)), abs(by - int(a.y)))
    return len(path) > 2 * gap + 3


def leave(sim, rid: str, conv_id: int) -> None:
    """``rid`` is done with the conversation (concluded, or failed to); the last one out closes
    it into the book's log."""
    body = sim.bodies[rid]
    body.conversation = None
    body.bubble = ""
    body.until_s = sim.now_s  # pick the next action on the next step
    conv = sim.talks.active.get(conv_id)
    if conv is not None:
        conv.done.add(rid)
        if conv.done >= set(conv.members):
            sim.talks.close(conv_id, sim.clock.text())


def _face(a: Body, b: Body) -> str:
    dx, dy = b.x - a.x, b.y - a.y
    if abs(dx) >= abs(dy):
        return "right" if dx > 0 else "left"
    return "down" if dy > 0 else "up"
