"""The simulation's whole save contract: ``take`` a JSON-safe state, ``restore`` it exactly.

Exact resume is the rule: with the built-in brain (or a warm response cache) and a fixed seed,
"run 3 h, save, load, run 3 h" ends in the same state as "run 6 h". So everything that decides
the future is kept: per-body timers and what each body has perceived but not yet thought about,
objects in use (from both sides), conversations in progress, pending whispers, the seeded RNG,
the brain's own state (plan reuse) and each mind. Embeddings from a recomputable local embedder
are not stored (they are 80 % of a save) but recomputed from the text on load, bit for bit.

One loss remains, with a model only: a thought that has finished on a worker but is not yet
due (``SimConfig.think_steps``) is not saved; after a load that resident thinks again.

Cost: taking the state of a 25-resident, 3-day town is a few tens of milliseconds (the
columnar memory stores pack to base64 in numpy); the caller serialises and writes elsewhere.
"""

from __future__ import annotations

from typing import Any

from game.mind.types import Line, Place, PlaceOption, SeenEvent


def take(sim) -> dict[str, Any]:
    """The state document: ``meta``, ``world`` and one entry per resident, in resident order."""
    sim.scheduler.settle()  # no worker may write to a mind while it is serialised
    emb = sim.services.embedder
    recompute = bool(getattr(emb, "recomputable", False))
    version, internal, gauss = sim.rng.getstate()
    brain_state = sim.brain.get_state()
    return {
        "meta": {
            "town": sim.town.name,
            "seed": sim.config.seed,
            "time": sim.clock.text(),
            "step_seconds": sim.clock.step_seconds,
            "residents": list(sim.order),
            "embedder": {"name": emb.name, "dim": emb.dim, "stored": not recompute},
            "brain": sim.brain_label,
        },
        "world": {
            "clock": sim.clock.get_state(),
            "town": sim.town.get_state(),
            "bodies": {rid: body_state(b) for rid, b in sim.bodies.items()},
            "talks": talks_state(sim.talks),
            "rng": [version, list(internal), gauss],
            "whispers": {k: list(v) for k, v in sim._pending_whispers.items() if v},
            "events": [list(e) for e in sim.events],
            "last_autosave_s": sim.last_autosave_s,
            "board": [dict(n) for n in sim.board],
            "brain": brain_state,
        },
        "residents": [sim.residents[rid].get_state(embeddings=not recompute) for rid in sim.order],
    }


def restore(sim, doc: dict[str, Any]) -> None:
    """Put ``doc`` (already validated by ``game.store``) into ``sim``."""
    meta, world = doc["meta"], doc["world"]
    if list(meta["residents"]) != list(sim.order):
        raise ValueError(
            "the save holds other residents than this town "
            f"({len(meta['residents'])} vs {len(sim.order)})"
        )
    sim.scheduler.settle()
    sim.scheduler.collect()  # anything thought before the load is void
    sim.clock.set_state(world["clock"])
    sim.town.set_state(world["town"])
    version, internal, gauss = world["rng"]
    sim.rng.setstate((version, tuple(internal), gauss))
    restore_talks(sim.talks, world["talks"])
    for rid, bstate in world["bodies"].items():
        body = sim.bodies[rid]
        restore_body(body, bstate)
        body.arena = sim.places.at(body.x, body.y)
    sim._pending_whispers = {k: list(v) for k, v in world.get("whispers", {}).items()}
    sim.events.clear()
    sim.events.extend(tuple(e) for e in world.get("events", []))
    sim.last_autosave_s = float(world.get("last_autosave_s", sim.clock.seconds()))
    sim.board = [dict(n) for n in world.get("board", [])]
    sim.brain.set_state(world.get("brain") or {})
    for rstate in doc["residents"]:
        sim.residents[rstate["id"]].set_state(rstate)


# -- bodies ---------------------------------------------------------------------------------
def body_state(b) -> dict[str, Any]:
    return {
        **b.get_state(),
        "conversation": b.conversation,
        "bubble": b.bubble,
        "moving": b.moving,
        "using": b.using,
        "inbox": [_seen(e) for e in b.inbox],
        "seen_places": [_option(o) for o in b.seen_places.values()],
        "closed_seen": sorted(b.closed_seen),
    }


def restore_body(b, state: dict[str, Any]) -> None:
    b.set_state(state)
    b.conversation = state.get("conversation")
    b.bubble = state.get("bubble", "")
    b.moving = bool(state.get("moving", bool(b.path)))
    b.using = state.get("using", "")
    b.inbox = [_unseen(e) for e in state.get("inbox", [])]
    options = [_unoption(o) for o in state.get("seen_places", [])]
    b.seen_places = {str(o.place): o for o in options}
    b.closed_seen = frozenset(state.get("closed_seen", []))


def _seen(e: SeenEvent) -> dict[str, Any]:
    return {
        "subject": e.subject,
        "predicate": e.predicate,
        "obj": e.obj,
        "description": e.description,
        "place": str(e.place),
        "distance": e.distance,
        "actor": e.actor,
    }


def _unseen(d: dict[str, Any]) -> SeenEvent:
    return SeenEvent(
        subject=d["subject"],
        predicate=d["predicate"],
        obj=d["obj"],
        description=d["description"],
        place=Place.parse(d["place"]),
        distance=float(d["distance"]),
        actor=d.get("actor", ""),
    )


def _option(o: PlaceOption) -> list:
    return [str(o.place), o.sector_kind, o.arena_kind, o.obj_kind, o.open_now]


def _unoption(v: list) -> PlaceOption:
    place, sk, ak, ok, open_now = v
    return PlaceOption(
        place=Place.parse(place), sector_kind=sk, arena_kind=ak, obj_kind=ok, open_now=open_now
    )


# -- conversations --------------------------------------------------------------------------
def talks_state(book) -> dict[str, Any]:
    active = []
    for c in book.active.values():
        active.append(
            {
                "id": c.id,
                "members": list(c.members),
                "names": list(c.names),
                "place": str(c.place),
                "started_step": c.started_step,
                "max_lines": c.max_lines,
                "lines": [[ln.speaker, ln.name, ln.text] for ln in c.lines],
                "turn": c.turn,
                "next_step": c.next_step,
                "waiting": c.waiting,
                "ending": c.ending,
                "concluding": sorted(c.concluding),
                "done": sorted(c.done),
            }
        )
    return {**book.get_state(), "active": active}


def restore_talks(book, state: dict[str, Any]) -> None:
    """Conversations in progress come back; a line or closing job lost with the old process
    (only possible with ``think_steps`` > 0) is asked for again."""
    from game.sim.conversations import Conversation

    book.set_state(state)
    for d in state.get("active", []):
        conv = Conversation(
            id=int(d["id"]),
            members=list(d["members"]),
            names=list(d["names"]),
            place=Place.parse(d["place"]),
            started_step=int(d["started_step"]),
            max_lines=int(d["max_lines"]),
            lines=[Line(speaker=s, name=n, text=t) for s, n, t in d["lines"]],
            turn=int(d["turn"]),
            next_step=int(d["next_step"]),
            waiting=False,
            ending=bool(d["ending"]),
            concluding=set(d["done"]),
            done=set(d["done"]),
        )
        book.active[conv.id] = conv
