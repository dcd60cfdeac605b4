"""The town simulation: the clock, the residents' bodies, and the cognition schedule.

Each ``step`` (10 game seconds by default) runs on the main thread:
1. apply finished cognition results, in resident order;
2. advance conversations (submit the next line, or the closing summaries);
3. move bodies one tile along their paths;
4. perceive: who and what each resident sees (vectorised over all pairs);
5. submit a think job for each resident that has something to think about.
In lockstep mode (the default headless, and always with the inline scheduler) step 5's jobs are
waited for and applied within the same step, so a seed gives the same day every time.
Only this module mutates residents' bodies and the town; the UI reads ``snapshot()``.
"""

from __future__ import annotations

import logging
import random
from collections import deque
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from game.mind import cognition, converse
from game.mind.brain import Brain, Embedder, OtherView
from game.mind.cognition import Decision, Services, ThinkContext
from game.mind.persona import Persona
from game.mind.resident import MindConfig, Resident
from game.mind.types import Action, Line, Place, SeenEvent
from game.sim import state as save_state
from game.sim import world_events
from game.sim.bodies import Body
from game.sim.conversations import Conversation, ConversationBook
from game.sim.inspect import build_detail
from game.sim.placemap import PlaceMap
from game.sim.scheduler import CognitionScheduler, JobResult
from game.sim.snapshot import ResidentDetail, ResidentView, TownSnapshot
from game.world.clock import GameClock
from game.world.pathfind import NoPathError
from game.world.town import Town

log = logging.getLogger(__name__)
PRIVATE_KINDS = ("home", "dorm", "apartments")


@dataclass(frozen=True, kw_only=True)
class SimConfig:
    seed: int = 0
    step_seconds: int = 10
    workers: int = 0  # 0 = think inline on the main thread
    lockstep: bool = True  # wait for every job each step (reproducible); False in the window
    line_steps: int = 3  # steps a conversation line stays on screen before the next one
    # Lockstep only: a thought started at step t lands at step t + think_steps. 0 = the same
    # step (the built-in brain); with a model, a game minute (6 steps) lets 25 residents'
    # calls overlap while the result stays independent of the worker count.
    think_steps: int = 0
    # Hand the state to ``saves.autosave`` every this many game minutes (0 = never).
    autosave_minutes: int = 60
    mind: MindConfig = MindConfig()


class SaveSink(Protocol):
    """Where autosaved states go (``game.store`` writes them on a worker thread).

    ``autosave`` must return quickly: the simulation calls it between steps with a freshly
    taken, JSON-safe state that it will not touch again.
    """

    def autosave(self, state: dict) -> None: ...


class Simulation:
    """Owns the clock, the seeded RNG, the residents and their bodies (Mesa's model role)."""

    def __init__(
        self,
        town: Town,
        personas: list[Persona],
        brain: Brain,
        embedder: Embedder,
        config: SimConfig | None = None,
        *,
        saves: SaveSink | None = None,
    ) -> None:
        self.town = town
        self.config = config or SimConfig()
        self.clock = GameClock(town.start_time, self.config.step_seconds)
        self.rng = random.Random(self.config.seed)
        self.brain = brain
        self.stats_fn = brain.stats  # () -> numbers for the HUD: calls, fallbacks, tokens
        self.notices_fn = brain.notices  # () -> lines for the HUD (budget spent, how to switch)
        self.saves = saves
        self.last_autosave_s = 0.0  # game seconds of the last autosave (or of the start)
        self.services = Services(brain=brain, embedder=embedder)
        self.places = PlaceMap(town)
        self.residents: dict[str, Resident] = {}
        self.bodies: dict[str, Body] = {}
        self.order = [p.id for p in personas]
        self.scheduler = CognitionScheduler(self.config.workers, self.order)
        self.talks = ConversationBook()
        self.events: deque[tuple[str, str, str]] = deque(maxlen=500)
        self.notices: list[str] = []
        self._snapshot: TownSnapshot | None = None
        self._pending_whispers: dict[str, list[str]] = {}
        self.board: list[dict] = []  # posted announcements (see world_events.announce)
        self._nearby: dict[str, tuple[str, ...]] = {}
        self.lags: deque[int] = deque(maxlen=5000)  # steps from "wanted" to "applied", per job
        self.observers: list = []  # e.g. a timeline recorder: on_action(time_text, rid, action)
        names = {p.id: p.name for p in personas}
        for p in personas:
            self._add_resident(p, names)
        self.last_autosave_s = self.clock.seconds()

    @property
    def brain_label(self) -> str:
        """What the HUD and summaries call the brain ("built-in", "LLM model@host")."""
        return self.brain.name

    # ------------------------------------------------------------------ setup
    def _add_resident(self, persona: Persona, names: dict[str, str]) -> None:
        r = Resident(persona, self.services.embedder, self.config.mind)
        r.importance.brain = self.brain
        known = [persona.home] + ([persona.work.place] if persona.work else [])
        public = [s.place for s in self.town.tree.sectors() if s.kind not in PRIVATE_KINDS]
        r.spatial.learn_all(self.places.options_in_sectors({p.sector for p in known + public}))
        r.seed(self.clock.seconds(), names)
        self.residents[persona.id] = r
        tiles = self.town.tiles_for(persona.home) or [self.town.spawns[sorted(self.town.spawns)[0]]]
        x, y = tiles[self.rng.randrange(len(tiles))]
        self.bodies[persona.id] = Body(id=persona.id, name=persona.name, x=x, y=y)
        self.bodies[persona.id].arena = self.places.at(x, y)

    # ------------------------------------------------------------------ stepping
    @property
    def now_s(self) -> float:
        return self.clock.seconds()

    def step(self) -> None:
        """Advance one step; see the module docstring for the order of work."""
        self.clock.tick()
        now = self.clock.step_count if self._lockstep else None
        self._apply(self.scheduler.collect(step=now))
        self._advance_conversations()
        self._move()
        self._perceive()
        self._schedule_thinking()
        if self._lockstep:
            self._apply(self.scheduler.collect(step=now))
            self._advance_conversations()
            self._apply(self.scheduler.collect(step=now))
        self._snapshot = None
        self._maybe_autosave()

    def _maybe_autosave(self) -> None:
        every = self.config.autosave_minutes * 60
        if self.saves is None or every <= 0 or self.now_s - self.last_autosave_s < every:
            return
        self.last_autosave_s = self.now_s
        self.saves.autosave(self.get_state())

    @property
    def _lockstep(self) -> bool:
        return self.config.lockstep or self.scheduler.workers == 0

    def _due(self) -> int:
        """The step a job submitted now lands at."""
        return self.clock.step_count + (self.config.think_steps if self._lockstep else 0)

    def run_steps(self, n: int, progress=None) -> None:
        for _ in range(n):
            self.step()
            if progress is not None:
                progress(1)

    # ------------------------------------------------------------------ thinking
    def _closed_now(self) -> frozenset[str]:
        minute = self.clock.minute_of_day()
        return frozenset(
            s.name for s in self.town.tree.sectors() if not self.town.is_open(s.name, minute)
        )

    def _needs_thought(self, rid: str, body: Body) -> bool:
        if body.conversation is not None or self.scheduler.busy(rid):
            return False
        if body.action is None or self.now_s >= body.until_s:
            return True
        if body.asleep:
            return False
        return bool(
            body.inbox
            or self._pending_whispers.get(rid)
            or body.closed_seen != self.town.closed_sectors
        )

    def _schedule_thinking(self) -> None:
        broken = world_events.broken(self)
        closed_now = self._closed_now()
        hand_closed = self.town.closed_sectors
        for rid in self.order:
            body = self.bodies[rid]
            if not self._needs_thought(rid, body):
                continue
            resident = self.residents[rid]
            own = {resident.persona.home.sector} | (
                {resident.persona.work.place.sector} if resident.persona.work else set()
            )
            ctx = ThinkContext(
                now=self.clock.now,
                now_s=self.now_s,
                observations=tuple(body.inbox),
                seen_places=tuple(body.seen_places.values()),
                nearby=self._nearby_views(rid),
                current_place=body.arena,
                closed=hand_closed - own,
                closed_now=(closed_now | hand_closed) - own,
                whispers=tuple(self._pending_whispers.pop(rid, ())),
                can_talk=not body.asleep,
                broken=broken,
            )
            body.inbox = []
            body.seen_places = {}
            body.closed_seen = hand_closed
            self.scheduler.submit(
                rid,
                "think",
                lambda r=resident, c=ctx: cognition.think(r, c, self.services),
                due=self._due(),
            )

    def _nearby_views(self, rid: str) -> tuple[OtherView, ...]:
        out = []
        for oid in self._nearby.get(rid, ()):
            ob = self.bodies[oid]
            out.append(
                OtherView(
                    id=oid,
                    name=ob.name,
                    activity=ob.activity(),
                    available=not ob.asleep and ob.conversation is None,
                )
            )
        return tuple(out)

    def _apply(self, results: list[JobResult]) -> None:
        for res in results:
            body = self.bodies[res.resident]
            self.lags.append(self.clock.step_count - res.due)
            if res.error:
                self.events.append(
                    (self.clock.text(), res.resident, f"{res.kind} failed: {res.error}")
                )
                if res.kind == "think":  # keep doing what it did; try again in ten minutes
                    body.until_s = self.now_s + 600
                elif res.kind == "line" and res.token in self.talks.active:
                    self.talks.active[res.token].ending = True
                elif res.kind == "conclude":
                    self._leave_conversation(res.resident, res.token)
                continue
            if res.kind == "think":
                self._apply_decision(res.resident, body, res.value)
            elif res.kind == "line":
                self._apply_line(res.resident, res.token, res.value)
            elif res.kind == "conclude":
                self._leave_conversation(res.resident, res.token)

    def _apply_decision(self, rid: str, body: Body, d: Decision) -> None:
        for e in d.events:
            self.events.append((self.clock.text(), rid, e))
        if d.action is not None:
            self._set_action(body, d.action, d.until_s, d.asleep)
        if d.talk_to:
            self._start_conversation(rid, d.talk_to)

    def _set_action(self, body: Body, action: Action, until_s: float, asleep: bool) -> None:
        changed = body.action is None or body.action.place != action.place
        body.action, body.until_s, body.asleep = action, until_s, asleep
        for obs in self.observers:
            obs.on_action(self.clock.text(), body.id, action)
        if changed or not body.path:
            self._release(body)
            try:
                body.path = self.town.path_to(body.tile, action.place)
                body.trips += 1
            except (KeyError, NoPathError) as e:
                body.path = []
                body.blocked_trips += 1
                self.events.append(
                    (self.clock.text(), body.id, f"cannot reach {action.place}: {e}")
                )
        body.bubble = ""

    def _release(self, body: Body) -> None:
        if body.using:
            if self.town.object_state.get(body.using, "").startswith("in use by"):
                self.town.set_object_state(Place.parse(body.using), "idle")
            body.using = ""

    # ------------------------------------------------------------------ moving and seeing
    def _move(self) -> None:
        step_s = self.clock.step_seconds
        for rid in self.order:
            body = self.bodies[rid]
            if body.step_along():
                arena = self.places.at(body.x, body.y)
                if arena != body.arena:
                    body.arena = arena
                    if arena is not None:
                        for opt in self.places.arena_options(arena):
                            body.seen_places[str(opt.place)] = opt
                if (
                    not body.path
                    and body.action
                    and body.action.place.obj
                    and self.town.object_state.get(str(body.action.place)) != world_events.BROKEN
                ):
                    body.using = str(body.action.place)
                    self.town.set_object_state(body.action.place, f"in use by {body.name}")
            sector = body.arena.sector if body.arena else "outdoors"
            body.time_in[sector] = body.time_in.get(sector, 0) + step_s

    def _perceive(self) -> None:
        """Pairwise Chebyshev distances in one numpy pass; then each mind filters its view."""
        cfg = self.config.mind.perception
        ids = self.order
        pos = np.array([[self.bodies[i].x, self.bodies[i].y] for i in ids], dtype=np.int32)
        dist = np.abs(pos[:, None, :] - pos[None, :, :]).max(axis=2)
        sectors = [self.bodies[i].arena.sector if self.bodies[i].arena else "" for i in ids]
        self._nearby: dict[str, tuple[str, ...]] = {}
        now_s = self.now_s
        in_use = self.places.objects_in_use()
        for a, rid in enumerate(ids):
            body = self.bodies[rid]
            if body.asleep or body.conversation is not None:
                continue
            close = np.flatnonzero(dist[a] <= cfg.vision_radius)
            events = []
            near = []
            for b in close:
                if b == a or sectors[b] != sectors[a]:
                    continue
                other = self.bodies[ids[b]]
                near.append(ids[b])
                if other.action is None:  # not started its day yet: nothing to notice
                    continue
                act = other.activity()
                where = other.arena or Place(sector=self.town.name)
                events.append(
                    SeenEvent(
                        subject=other.name,
                        predicate="is",
                        obj=act,
                        description=f"{other.name} is {act}",
                        place=where,
                        distance=float(dist[a, b]),
                        actor=ids[b],
                    )
                )
            for place, state, (ox, oy) in in_use:
                if place.sector != sectors[a] or state.endswith(body.name):
                    continue
                d = max(abs(ox - body.x), abs(oy - body.y))
                if d <= cfg.vision_radius:
                    events.append(
                        SeenEvent(
                            subject=f"the {place.obj}",
                            predicate="is",
                            obj=state,
                            description=f"the {place.obj} in the {place.arena} is {state}",
                            place=place,
                            distance=float(d),
                        )
                    )
            self._nearby[rid] = tuple(near)
            if self.board:
                events.extend(world_events.notices_for(self, sectors[a]))
            if events:
                fresh = self.residents[rid].perception.filter(events, now_s)
                body.inbox.extend(fresh)

    # ------------------------------------------------------------------ conversations
    def _start_conversation(self, rid: str, partners: tuple[str, ...]) -> None:
        me = self.bodies[rid]
        if me.asleep or me.conversation is not None:
            return
        radius = self.config.mind.perception.vision_radius + 2
        gap = self.config.mind.talk_gap_s
        joined = []
        for oid in partners:
            ob = self.bodies.get(oid)
            if (
                ob is None
                or ob.asleep
                or ob.conversation is not None
                or self.scheduler.busy(oid)
                or max(abs(ob.x - me.x), abs(ob.y - me.y)) > radius
            ):
                continue
            last = self.residents[oid].last_talk_s  # just out of a talk: not pulled into another
            if last is not None and self.now_s - last < gap:
                continue
            joined.append(oid)
            if len(joined) == 3:
                break
        if not joined:
            return
        members = [rid] + joined
        place = me.arena or (me.action.place if me.action else self.residents[rid].persona.home)
        conv = self.talks.open(
            members,
            [self.bodies[m].name for m in members],
            place,
            self.clock.step_count,
            max_lines=12 if len(members) == 2 else 16,
        )
        minute = self.clock.minute_of_day()
        for m in members:
            b = self.bodies[m]
            others = ", ".join(self.bodies[o].name for o in members if o != m)
            b.conversation = conv.id
            b.path = []
            b.action = Action(
                start=minute,
                minutes=10,
                description=f"chatting with {others}",
                place=b.action.place if b.action else place,
                emoji="💬",
            )
            b.facing = _face(b, self.bodies[members[1] if m == rid else rid])
        self.events.append(
            (self.clock.text(), rid, f"started talking with {', '.join(conv.names[1:])}")
        )

    def _advance_conversations(self) -> None:
        for conv in list(self.talks.active.values()):
            if conv.ending:
                for m in conv.members:
                    if m in conv.concluding or self.scheduler.busy(m):
                        continue
                    conv.concluding.add(m)
                    self._submit_conclude(m, conv)
                continue
            if conv.waiting or self.clock.step_count < conv.next_step:
                continue
            speaker = conv.speaker()
            if self.scheduler.busy(speaker):
                continue
            conv.waiting = True
            view = conv.view()
            r = self.residents[speaker]
            now, now_s, minute = self.clock.now, self.now_s, self.clock.minute_of_day()
            when = cognition.when_fn(now, now_s)
            self.scheduler.submit(
                speaker,
                "line",
                lambda r=r, v=view, t=now_s, m=minute, w=when: converse.next_line(
                    r, self.services, v, t, m, w
                ),
                token=conv.id,
                due=self._due(),
            )

    def _submit_conclude(self, rid: str, conv: Conversation) -> None:
        r = self.residents[rid]
        view, now_s, now = conv.view(), self.now_s, self.clock.now

        def job():
            ids = converse.conclude(r, self.services, view, now_s)
            if r.schedule is not None:  # both re-plan: the rest of this hour is decomposed anew
                r.schedule.revise_from(r.day_minute(now, r.schedule.date))
            return ids

        self.scheduler.submit(rid, "conclude", job, token=conv.id, due=self._due())

    def _apply_line(self, rid: str, conv_id: int, utt) -> None:
        conv = self.talks.active.get(conv_id)
        if conv is None:
            return
        conv.waiting = False
        conv.lines.append(Line(speaker=rid, name=self.bodies[rid].name, text=utt.text))
        for m in conv.members:
            self.bodies[m].bubble = ""
        self.bodies[rid].bubble = utt.text
        conv.turn += 1
        conv.next_step = self.clock.step_count + self.config.line_steps
        if (utt.end and len(conv.lines) >= 2) or len(conv.lines) >= conv.max_lines:
            conv.ending = True

    def _leave_conversation(self, rid: str, conv_id: int) -> None:
        body = self.bodies[rid]
        body.conversation = None
        body.bubble = ""
        body.until_s = self.now_s  # pick the next action on the next step
        conv = self.talks.active.get(conv_id)
        if conv is not None:
            conv.done.add(rid)
            if conv.done >= set(conv.members):
                self.talks.close(conv_id, self.clock.text())

    # ------------------------------------------------------------------ user and scenario events
    def whisper(self, rid: str, text: str) -> None:
        """Plant a thought (the paper's 'inner voice'); it re-plans the rest of the day."""
        world_events.whisper(self, rid, text)

    def close_sector(self, name: str) -> None:
        """Close a place now (e.g. the library); residents repair the affected plans."""
        world_events.close(self, name)

    def open_sector(self, name: str) -> None:
        world_events.reopen(self, name)

    def break_object(self, address: str) -> None:
        world_events.break_object(self, address)

    def fix_object(self, address: str) -> None:
        world_events.fix_object(self, address)

    def announce(self, text: str, sector: str | None = None) -> None:
        """Post a notice in ``sector`` (None: everywhere) that residents there perceive."""
        world_events.announce(self, text, sector)

    # ---- views (UI read-only views; see game/sim/inspect.py)
    @property
    def tmx_path(self) -> str:
        return str(self.town.tmx_path)

    @property
    def tile_size(self) -> int:
        return self.town.tile_size

    @property
    def map_size(self) -> tuple[int, int]:
        return (self.town.width, self.town.height)

    @property
    def step_seconds(self) -> int:
        return self.clock.step_seconds

    def detail(self, rid: str) -> ResidentDetail:
        """The inspector's view of one resident. KeyError for an unknown id.

        Reads the mind while a worker may be thinking for it; the mind only appends, so the
        worst case is a view one thought behind.
        """
        return build_detail(self, rid)

    def snapshot(self) -> TownSnapshot:
        """Everyone's position and activity for the window; rebuilt once per step."""
        from game.sim import inspect

        if self._snapshot is None:
            self._snapshot = inspect.build_snapshot(self)
        return self._snapshot

    def view_of(self, rid: str) -> ResidentView:
        """One resident as the current snapshot shows it (StopIteration for an unknown id)."""
        return next(v for v in self.snapshot().residents if v.id == rid)

    def memory_page(self, rid: str, start: int = 0, count: int = 100, kinds=None):
        """Memories ``start..start+count`` of ``rid``'s whole stream, newest first (MemoryPage)."""
        from game.sim import inspect

        return inspect.memory_page(self, rid, start, count, kinds)

    def memories_by_id(self, rid: str, ids):
        """``rid``'s memories with these ids (a reflection's evidence), as MemoryRows."""
        from game.sim import inspect

        return inspect.memories_by_id(self, rid, ids)

    def search_memories(self, rid: str, text: str, k: int = 20):
        """``rid``'s own retrieval for ``text`` with score parts (MemorySearch); touches nothing."""
        from game.sim import inspect

        return inspect.search_memories(self, rid, text, k)

    def sectors(self):
        """Buildings and areas with their tile rectangles (SectorViews), for map labels."""
        from game.sim import inspect

        return inspect.sectors(self)

    def shutdown(self) -> None:
        self.scheduler.shutdown(wait=False)

    # ------------------------------------------------------------------ saving
    def get_state(self) -> dict:
        """Everything that decides the town's future, JSON-safe (see ``game.sim.state``)."""
        return save_state.take(self)

    def set_state(self, doc: dict) -> None:
        """Continue from ``get_state``'s output (checked by ``game.store`` before it gets here)."""
        save_state.restore(self, doc)
        self._snapshot = None


def _face(a: Body, b: Body) -> str:
    dx, dy = b.x - a.x, b.y - a.y
    if abs(dx) >= abs(dy):
        return "right" if dx > 0 else "left"
    return "down" if dy > 0 else "up"


def _call_lines(fn) -> list[str]:
    try:
        return list(fn()) if fn is not None else []
    except Exception:  # a broken status line must not break the frame
        return []
