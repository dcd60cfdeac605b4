"""The simulation's whole save contract: ``take`` a JSON-safe state, ``restore`` it exactly.

Exact resume is the rule: with the built-in brain (or a warm response cache) and a fixed seed,
"run 3 h, save, load, run 3 h" ends in the same state as "run 6 h". So everything that decides
the future is kept: per-body timers and what each body has perceived but not yet thought about,
objects in use (from both sides), conversations in progress, pending whispers, the seeded RNG,
the brain's own state (plan reuse) and each mind. Embeddings from a recomputable local embedder
are not stored (they are 80 % of a save) but recomputed from the text on load, bit for bit.

One loss remains, with a model only: a thought that has finished on a worker but is not yet
due (``SimConfig.think_steps``) is not saved; after a load that resident thinks again.

Stored once (version 3): a conversation memory's transcript is the start of that
conversation's entry in the talk log, so it is saved as ``"log_lines": k`` (the first k lines
of the log entry of ``meta.conversation``) and rebuilt on load; a transcript the log no longer
holds (it keeps the last 2,000 conversations) is saved whole.

Cost: ``take`` runs on the simulation's thread while the window waits, so it copies little:
memory rows are converted to JSON once and shared (``MemoryStream.get_state``), the garbage
collector is paused while the state is built (its passes over a big heap were 60 % of the
time), and each stream's meta column is kept as saved, transcripts in their compact form,
looked at again only where rows were added or a talk came into or left the talk log
(``_compact_transcripts``); in a long run
(``game.world.old_heap``) what exists after a take is frozen, so that the young collections that
follow do not walk the state (a young collection over it was a third of a take at 7 game days).
The result is read-only; the caller serialises and writes it elsewhere. ``restore`` ends
with a ``take`` (thrown away) that builds those kept parts, so that the first autosave after a
load is as quick as later ones; it leaves the vectors of a recomputable embedder to a background
thread (``fill_town_vectors``): a mind that needs them first fills its own.
"""

from __future__ import annotations

import threading
import weakref
from typing import Any

from game.mind.facts import Fact
from game.mind.memory import MemoryStream
from game.mind.memory_columns import fill_town_vectors
from game.mind.types import Line, Place, PlaceOption, SeenEvent
from game.world.gcpause import paused_gc
from game.world.old_heap import freeze_now


def take(sim) -> dict[str, Any]:
    """The state document: ``meta``, ``world`` and one entry per resident, in resident order."""
    sim.scheduler.settle()  # no worker may write to a mind while it is serialised
    with paused_gc():
        state = _take(sim)
        # a long run (``old_heap``): no collection walks the state while it is written (a
        # tree, freed by reference counting once the writer drops it), nor the hour's new
        # memories. Frozen before the collector is back on: its first young collection would
        # otherwise walk every container the take just made (a list per column per resident:
        # 12 ms of an autosave at six game days, growing with the town's age)
        freeze_now()
    return state


def _take(sim) -> dict[str, Any]:
    emb = sim.services.embedder
    recompute = bool(getattr(emb, "recomputable", False))
    version, internal, gauss = sim.rng.getstate()
    brain_state = sim.brain.get_state()
    by_id = {c["id"]: c for c in sim.talks.log}
    log = _log_changes(sim.talks, by_id)
    residents = []
    for rid in sim.order:
        mind = sim.residents[rid]
        rstate = mind.get_state(embeddings=not recompute)
        rstate["memory"]["meta"] = _compact_transcripts(
            mind.memory, rstate["memory"]["meta"], by_id, log
        )
        residents.append(rstate)
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
            "inner": sim.inner.get_state(sim.order),
            "skills": sim.practice.get_state(sim.order),
        },
        "residents": residents,
    }


def restore(sim, doc: dict[str, Any]) -> None:
    """Put ``doc`` (already validated by ``game.store``) into ``sim``."""
    meta = doc["meta"]
    if list(meta["residents"]) != list(sim.order):
        raise ValueError(
            "the save holds other residents than this town "
            f"({len(meta['residents'])} vs {len(sim.order)})"
        )
    sim.scheduler.settle()
    sim.scheduler.collect()  # anything thought before the load is void
    previous = sim.vectors_filling
    if previous is not None:
        previous.stop.set()
    with paused_gc():
        _restore(sim, doc)
        _take(sim)  # builds what saves reuse: the first save after a load is no slower
        freeze_now()  # a long run (``old_heap``): the loaded town is old, no collection walks it
    streams = [sim.residents[rid].memory for rid in sim.order]
    if any(m.vectors_pending for m in streams):
        sim.vectors_filling = _VectorFill(streams)


def _restore(sim, doc: dict[str, Any]) -> None:
    world = doc["world"]
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
    sim.inner.set_state(world.get("inner") or {})  # an older save: every resident afresh
    sim.practice.set_state(world.get("skills") or {})  # a save without skills: as at the start
    lines = {c["id"]: c["lines"] for c in world["talks"]["log"]}
    for rstate in doc["residents"]:
        sim.residents[rstate["id"]].set_state(_with_transcripts(rstate, lines))


class _VectorFill:
    """The background thread filling a loaded town's vectors (``sim.vectors_filling``)."""

    def __init__(self, streams: list[MemoryStream]) -> None:
        self.stop = threading.Event()
        self.thread = threading.Thread(
            target=fill_town_vectors, args=(streams, self.stop), name="fill-vectors", daemon=True
        )
        self.thread.start()

    def join(self, timeout: float | None = None) -> bool:
        self.thread.join(timeout)
        return not self.thread.is_alive()


# -- transcripts: saved once, in the talk log ------------------------------------------------
class _LogSeen:
    """A talk log's entries as the last take saw them, and which ids a take finds changed."""

    def __init__(self) -> None:
        self.by_id: dict[int, dict] | None = None  # kept: its entries' ids are not reused
        self.pairs: set[tuple[int, int]] = set()


class _TalkRows:
    """One stream's meta column as takes save it (see ``_compact_transcripts``)."""

    def __init__(self, content: list[str]) -> None:
        self.content = content  # the stream's content list (a load replaces it)
        self.scanned = 0  # rows looked at
        self.saved: list[dict] = []  # the column as saved: each row's meta, or its compact form
        self.by_talk: dict[Any, list[int]] = {}  # conversation id -> rows with its transcript
        self.synced: dict[int, dict] | None = None  # the take's ``by_id`` it was made with


# the talk log's entries as the last take saw them, by its book; each stream's saved metas
_LOG_SEEN: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_TALK_ROWS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _log_changes(book, by_id: dict[int, dict]) -> tuple[dict[int, dict] | None, set[int]]:
    """(The ``by_id`` of the book's previous take, the ids whose entry is not the same object
    in ``by_id`` as in that one: added, dropped or replaced.) The comparison runs in C, over
    (id, identity) pairs; an entry never changes once its conversation has ended."""
    seen = _LOG_SEEN.get(book)
    if seen is None:
        seen = _LOG_SEEN[book] = _LogSeen()
    pairs = set(zip(by_id, map(id, by_id.values()), strict=True))
    changed = {k for k, _ in seen.pairs ^ pairs}
    previous = seen.by_id
    seen.by_id, seen.pairs = by_id, pairs
    return previous, changed


def _compact_transcripts(
    stream: MemoryStream,
    metas: list[dict],
    by_id: dict[int, dict],
    log: tuple[dict[int, dict] | None, set[int]],
) -> list[dict]:
    """``metas`` (the stream's column) with each transcript the log holds replaced by
    ``log_lines`` (same key order); ``log``: ``_log_changes`` of this take.

    Costs what changed: the column as saved is kept per stream (its dicts are the stream's own,
    or their compact forms, made once), and a take looks only at the rows added since the last
    and at the rows of the conversations whose log entry changed (one that came, or was dropped
    from the log's last 2,000: its transcripts are saved whole again). Looking at every
    transcript at every take was a cost growing with the town's age (issue 23)."""
    memo = _TALK_ROWS.get(stream)
    previous, changed = log
    if memo is None or memo.content is not stream._content or memo.synced is not previous:
        memo = _TALK_ROWS[stream] = _TalkRows(stream._content)
    n = len(metas)
    saved, by_talk = memo.saved, memo.by_talk
    start = memo.scanned
    saved.extend(metas[start:n])
    redo = []
    for i in range(start, n):
        m = metas[i]
        if m.get("transcript"):
            by_talk.setdefault(m.get("conversation"), []).append(i)
            redo.append(i)
    if start:  # else every row is in ``redo`` already
        for talk in changed & by_talk.keys():
            redo += by_talk[talk]
    for i in redo:
        m = metas[i]
        entry = by_id.get(m.get("conversation"))
        said = m["transcript"]
        if entry is None or entry["lines"][: len(said)] != said:
            saved[i] = m  # dropped from the log (or another talk's): saved whole
        elif saved[i] is m:
            saved[i] = _renamed(m, "transcript", "log_lines", len(said))
    memo.scanned, memo.synced = n, by_id
    return saved[:n] if by_talk else metas


def _renamed(d: dict, old: str, new: str, value: Any) -> dict:
    """A copy of ``d`` with key ``old`` replaced by ``new: value`` in the same place."""
    return {(new if k == old else k): (value if k == old else v) for k, v in d.items()}


def _with_transcripts(rstate: dict[str, Any], lines: dict[int, list]) -> dict[str, Any]:
    """A resident's saved state with every ``log_lines`` turned back into its transcript."""
    metas = rstate["memory"]["meta"]
    if not any("log_lines" in m for m in metas):
        return rstate
    out = []
    for m in metas:
        if "log_lines" in m:
            said = lines[m["conversation"]][: m["log_lines"]]
            said = [list(ln) for ln in said]
            m = _renamed(m, "log_lines", "transcript", said)
        out.append(m)
    return {**rstate, "memory": {**rstate["memory"], "meta": out}}


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
                "records": [line_record(ln) for ln in c.lines],
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
            lines=_lines(d),
            turn=int(d["turn"]),
            next_step=int(d["next_step"]),
            waiting=False,
            ending=bool(d["ending"]),
            concluding=set(d["done"]),
            done=set(d["done"]),
        )
        book.active[conv.id] = conv


def line_record(ln: Line) -> dict[str, Any]:
    """What a line of a talk in progress carries besides its words (its fact, whom it was
    said to, who it let on has what), so a resumed talk ends as it would have."""
    return {
        "fact": ln.fact.to_meta() if ln.fact is not None else None,
        "to": ln.to,
        "holders": [[key, list(ids)] for key, ids in ln.holders],
    }


def _lines(d: dict[str, Any]) -> list[Line]:
    records = d.get("records") or [{} for _ in d["lines"]]
    return [
        Line(
            speaker=s,
            name=n,
            text=t,
            fact=Fact.from_meta(rec.get("fact")),
            to=rec.get("to", ""),
            holders=tuple((key, tuple(ids)) for key, ids in rec.get("holders", ())),
        )
        for (s, n, t), rec in zip(d["lines"], records, strict=True)
    ]
