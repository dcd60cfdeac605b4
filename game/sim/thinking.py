"""When a resident thinks, what it is given, and what its decision does to its body.

A resident thinks when its action is over, or, awake and not talking, when it has seen
something (a notice or a whisper that announces a gathering comes with it as a record, read
here: ``world_events.gatherings_in``), been whispered to, or a place was closed since its last
thought (a place closed
by an event is closed for everyone, its staff included, except for a resident's own home;
staff are exempt only from their workplace's opening hours). The simulation
hands the mind a frozen ``ThinkContext`` built here on the main thread (so a worker never reads
the live town) and submits ``cognition.think`` as the resident's job; the ``Decision`` that
comes back is applied here, on the main thread, in resident order.

Why apart from ``simulation.py``: this is the seam between the body (game/sim) and the mind
(game/mind), and the one place that decides what the mind may know of the world.
Cost per step: one pass over the sectors for the opening hours, then for each resident that
thinks a tuple of its inbox and of the few residents near it; the brain calls are in the jobs.
"""

from __future__ import annotations

from game.mind import cognition
from game.mind.cognition import Decision, ThinkContext
from game.sim import approach, company, moving, talking, world_events
from game.sim.bodies import Body


def schedule(sim) -> None:
    """Submit a think job for every resident who needs one (see the module docstring)."""
    broken = world_events.broken(sim)
    closed_now = _closed_now(sim)
    closed_next = _closed_next_hour(sim) if sim.config.think_ahead else frozenset()
    hand_closed = sim.town.closed_sectors
    bodies, busy, held, whispered = sim.bodies, sim.scheduler.busy, sim.held, sim._pending_whispers
    now_s = sim.now_s
    # (a thought started here changes nothing these checks read: they are made once, first)
    thinkers = [
        rid
        for rid in sim.order
        if _needs_thought(bodies[rid], busy(rid), held.get(rid, 0.0), now_s, whispered, hand_closed)
    ]
    _embed_ahead(sim, thinkers)
    present = company.Company(sim, company.where_now(sim) if thinkers else {})
    for rid in thinkers:
        body = bodies[rid]
        resident = sim.residents[rid]
        home = {resident.persona.home.sector}
        # staff keep their workplace outside its opening hours (they open and close it), but a
        # place closed by an event is closed for them too; only one's own home stays exempt
        own = home | ({resident.persona.work.place.sector} if resident.persona.work else set())
        event_closed = hand_closed - home
        # ... and one's workplace closed by one is no work today, though one lives there too
        work = resident.persona.work
        closed_work = hand_closed & home if work and work.place.sector in home else frozenset()
        whispers = tuple(sim._pending_whispers.pop(rid, ()))
        gatherings = world_events.gatherings_in(sim, body.inbox, whispers)
        seen_places = tuple(body.seen_places.values())
        if gatherings:  # an announcement says where the place is
            seen_places += sim.places.options_in_sectors({g.place for g in gatherings})
        ctx = ThinkContext(
            now=sim.clock.now,
            now_s=sim.now_s,
            observations=tuple(body.inbox),
            seen_places=seen_places,
            nearby=moving.nearby_views(sim, rid),
            current_place=body.arena,
            closed=event_closed,
            closed_work=closed_work,
            closed_now=(closed_now - own) | event_closed,
            whispers=whispers,
            can_talk=not body.asleep,
            broken=broken,
            closed_next=(closed_next - own) | event_closed,
            gatherings=gatherings,
            seed=sim.config.seed,
            inner=None if "needs" in sim.inner.off else sim.inner.states[rid],
            company=present.of(rid),
            shut_now=closed_now | hand_closed,
            shut_next=(closed_next | hand_closed) if sim.config.think_ahead else None,
        )
        body.inbox = []
        body.seen_places = {}
        body.closed_seen = hand_closed
        sim.scheduler.submit(
            rid,
            "think",
            lambda r=resident, c=ctx: cognition.think(r, c, sim.services),
            due=sim._due(),
        )


def _embed_ahead(sim, thinkers: list[str]) -> None:
    """What this step's thinkers saw, embedded in one batch before they think (each then finds
    its vectors in the embedder's cache): one call a step, not one a thinker, when they think
    inline with an embedder whose vectors are a pure function of the text (the same vectors
    whichever texts share a batch). With workers or a model's embedder, each thinks alone."""
    embedder = sim.services.embedder
    if sim.scheduler.workers or not getattr(embedder, "recomputable", False):
        return
    texts = [ev.description for rid in thinkers for ev in sim.bodies[rid].inbox]
    if len(texts) > 1:
        embedder.embed(list(dict.fromkeys(texts)))


def apply_decision(sim, rid: str, body: Body, d: Decision) -> None:
    """Log the decision's events, then open its conversation if anyone joins (the talk is what
    one does now), else set its action on the body (and walk over to the one asked for, if
    across the place)."""
    for e in d.events:
        sim.events.append((sim.clock.text(), rid, e))
    if body.conversation is not None:
        # someone drew it into a talk while it was thinking: the talk is what it does now,
        # and when it ends the next action is chosen afresh (``talking.leave``)
        return
    joined, far = [], ""
    first = bool(d.talk_to) and not (body.asleep or d.asleep)  # (the talk tried first)
    if first:
        going = d.action.place if d.action is not None else None
        joined, far = talking.who_joins(sim, rid, d.talk_to, going)
    if joined:
        # the talk is what it does now, where it stands; the action it came with is not begun
        # (was: given, logged and taken back by the talk in the same step, so a day log read
        # 'set the table · 1 Home:Kitchen' beside 'chatting with Bob · Park' that minute),
        # and when the talk ends the next action is chosen afresh (``talking.leave``)
        talking.open_talk(sim, rid, joined)
        return
    if d.action is not None and not _still_eating(sim, rid, body, d):
        moving.set_action(sim, body, d.action, d.until_s, d.asleep)
        _late_for_a_meal(sim, rid, body)
    if far:  # (nobody near enough: one walks over to the first asked for)
        approach.begin(sim, rid, far)
    elif d.talk_to and not first:  # (waking, or falling asleep: after the action, as it says)
        talking.start(sim, rid, d.talk_to)


def _late_for_a_meal(sim, rid: str, body: Body) -> None:
    """A meal one walks to is eaten once there: when the walk would take the minutes of the
    meal's step (the cafe across town at lunch), the body eats ``meal_minutes`` (or the step's
    own, if shorter) after it arrives, and the plan's next step waits."""
    action = body.action
    if not body.path or sim.inner.tables.kind_by_emoji.get(action.emoji) != "eat":
        return
    if not sim.inner.is_meal(sim, rid, action):
        return
    walk_s = len(body.path) * sim.clock.step_seconds
    want = min(action.minutes, sim.inner.tables.meal_minutes) * 60
    if body.until_s - sim.now_s - walk_s < want:
        body.until_s = sim.now_s + walk_s + want


def _still_eating(sim, rid: str, body: Body, d: Decision) -> bool:
    """A meal goes on till its time is up: a thought before then (a sight on the way to the
    table or at it) that would move the resident on to the plan's next step at the same place
    (paying, lingering), or give it the same meal with less time, leaves it at the meal. A
    reaction, a talk, somewhere else to be, is not held up."""
    here = body.action
    if here is None or body.until_s <= sim.now_s or not d.action.emoji or d.talk_to:
        return False
    if d.action.place.sector != here.place.sector:
        return False
    if d.action == here and d.until_s > body.until_s:
        return False  # (the same meal, given longer)
    if sim.inner.tables.kind_by_emoji.get(here.emoji) != "eat":
        return False
    return sim.inner.is_meal(sim, rid, here)


def _closed_now(sim) -> frozenset[str]:
    """Sectors outside their opening hours at this minute (closures by events are separate)."""
    return _closed_at(sim, sim.clock.minute_of_day())


def _closed_next_hour(sim) -> frozenset[str]:
    """Sectors outside their opening hours at the next full hour (for decomposing it ahead)."""
    return _closed_at(sim, (sim.clock.minute_of_day() // 60 + 1) * 60 % 1440)


def _closed_at(sim, minute: int) -> frozenset[str]:
    """Closed sectors at ``minute``, worked out once per minute of the day and set of closures
    (every sector's hours were checked every step: ~160k checks a game day)."""
    key = (minute, sim.town.closed_sectors)  # a frozenset: hashable as it is
    got = sim.closed_at_minute.get(key)
    if got is None:
        if len(sim.closed_at_minute) > 4 * 1440:  # closures came and went: start afresh
            sim.closed_at_minute.clear()
        got = frozenset(
            s.name for s in sim.town.tree.sectors() if not sim.town.is_open(s.name, minute)
        )
        sim.closed_at_minute[key] = got
    return got


def _needs_thought(
    body: Body, busy: bool, held_until: float, now_s: float, whispered: dict, closed: frozenset
) -> bool:
    """Whether ``body``'s resident thinks this step (see the module docstring); its scheduler
    job (``busy``), how long a scenario's hand holds it, the whispers and the closures come
    from the caller, looked up once a step rather than once a resident."""
    if body.conversation is not None or busy:
        return False
    if held_until > now_s:  # doing what a scenario's hand made it do
        return False
    if body.action is None or now_s >= body.until_s:
        return True
    if body.asleep:
        return False
    return bool(body.inbox or whispered.get(body.id) or body.closed_seen != closed)
