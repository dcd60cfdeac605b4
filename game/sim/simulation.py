"""The town simulation: the clock, the residents' bodies, and the cognition schedule.

Each ``step`` (10 game seconds by default) runs on the main thread:
1. apply finished cognition results, in resident order;
2. advance conversations (submit the next line, or the closing summaries);
3. move bodies one tile along their paths;
4. perceive: who and what each resident sees (a lasting index of who is near whom);
5. submit a think job for each resident that has something to think about;
6. advance every resident's needs and mood from what it now does (``inner_life``), then its
   skills from what it practises (``practice``), then look for breaches of the town's norms
   (``norms_watch``: who noticed holds it as a fact, feels it, cools toward the breaker).
In lockstep mode (the default headless, and always with the inline scheduler) step 5's jobs are
waited for and applied within the same step, so a seed gives the same day every time.
Only the simulation mutates residents' bodies and the town; the UI reads ``snapshot()``.

This module keeps the order of work and the state; the work itself lives beside it:
``moving`` (steps 3 and 4, and setting an action on a body), ``talking`` (running
conversations), ``thinking`` (when a resident thinks, its ``ThinkContext`` and applying its
``Decision``), ``world_events`` (the player's and scenarios' events), ``views`` (what the window
reads, and ``ask``, mixed into ``Simulation``) and ``state`` (saving and loading).
"""

from __future__ import annotations

import logging
import random
from collections import deque
from dataclasses import dataclass
from typing import Protocol

from game.mind.brain import Brain, Embedder
from game.mind.cognition import Services
from game.mind.persona import Persona
from game.mind.resident import MindConfig, Resident
from game.mind.types import Action
from game.sim import approach, moving, talking, thinking, walk_in, world_events
from game.sim import state as save_state
from game.sim.acquaintance import tie_housemates_and_colleagues
from game.sim.appointment_outcome import AppointmentOutcomes
from game.sim.bodies import Body
from game.sim.conversations import ConversationBook
from game.sim.gathering_outcome import MeetingOutcomes
from game.sim.household import share_standing_facts
from game.sim.inner_life import InnerLife
from game.sim.known_places import KnownPlaces
from game.sim.nearby_index import NearbyIndex
from game.sim.norms_watch import NormsWatch
from game.sim.notice_reading import Reader
from game.sim.placemap import PlaceMap
from game.sim.practice import Practice
from game.sim.scheduler import CognitionScheduler, JobResult
from game.sim.snapshot import TownSnapshot
from game.sim.views import TownViews
from game.world.clock import GameClock
from game.world.town import Town

log = logging.getLogger(__name__)


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
    # Ask the brain ahead of need, beside the town (Services.beside): each resident's next hour
    # decomposed ahead at its own minute (game.mind.ahead), importance judged while it goes on.
    # With a model the town then no longer waits for calls whose answers it needs only later.
    think_ahead: bool = False
    mind: MindConfig = MindConfig()


class SaveSink(Protocol):
    """Where autosaved states go (``game.store`` writes them on a worker thread).

    ``autosave`` must return quickly: the simulation calls it between steps with a freshly
    taken, JSON-safe state that it will not touch again.
    """

    def autosave(self, state: dict) -> None: ...


class Simulation(TownViews):
    """Owns the clock, the seeded RNG, the residents and their bodies (Mesa's model role).

    The window's views and ``ask`` come from ``TownViews`` (game/sim/views.py).
    """

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
        self.order = [p.id for p in personas]
        self._order_index: dict[str, int] = {}
        self._id_by_name: dict[str, str] = {}
        self.scheduler = CognitionScheduler(self.config.workers, self.order)
        self.services = Services(
            brain=brain,
            embedder=embedder,
            beside=self.scheduler.aside if self.config.think_ahead else None,
            seed=self.config.seed,
        )
        self.places = PlaceMap(town)
        self.known = KnownPlaces(town)  # which public places a new resident knows
        self.residents: dict[str, Resident] = {}
        self.bodies: dict[str, Body] = {}
        self.talks = ConversationBook()
        self.events: deque[tuple[str, str, str]] = deque(maxlen=500)
        self.notices: list[str] = []
        self._snapshot: TownSnapshot | None = None
        self._pending_whispers: dict[str, list[str]] = {}
        self.board: list[dict] = []  # posted announcements (see world_events.announce)
        self._nearby: dict[str, tuple[str, ...]] = {}
        self.nearby_index = NearbyIndex(self.config.mind.perception.vision_radius + 1)  # lasts
        self.lags: deque[int] = deque(maxlen=5000)  # steps from "wanted" to "applied", per job
        self.observers: list = []  # e.g. a timeline recorder: on_action(time_text, rid, action)
        self.vectors_filling = None  # after a load: the thread refilling memory vectors
        self.asks_waiting: dict[str, list] = {}  # interviews asked while the resident was busy
        self.closed_at_minute: dict[tuple, frozenset[str]] = {}  # thinking._closed_at's cache
        self.held: dict[str, float] = {}  # rid -> until when it does what it was made to (act)
        self.held_doing: dict[str, Action] = {}  # rid -> what it was made to do (act)
        self.inner = InnerLife(personas, self.config.mind.ablate)  # needs and mood
        self.practice = Practice(personas, town.tree.kinds)  # skills
        self.norms = NormsWatch.of_town(town, personas)  # norms and their breaches
        self.outcomes = MeetingOutcomes()  # how a meeting went, for those there
        self.appointments = AppointmentOutcomes()  # an appointment kept, for the two
        names = {p.id: p.name for p in personas}
        for p in personas:
            self._add_resident(p, names)
        tie_housemates_and_colleagues(self.residents, personas, lambda s: town.tree.sector(s).kind)
        for r in self.residents.values():  # where one's own people live and work, one knows
            ties = {s for rel in r.relations for s in rel.places}
            r.spatial.learn_all(self.places.options_in_sectors(ties))
        share_standing_facts(self.residents, self.clock.seconds())
        # reads the notices and whispers that announce a gathering (game.sim.notice_reading)
        self.notice_reader = Reader(
            [s.name for s in town.tree.sectors()], [(p.id, p.name, p.occupation) for p in personas]
        )
        self.last_autosave_s = self.clock.seconds()

    def order_index(self) -> dict[str, int]:
        """Resident id -> its index in ``order`` (and in every per-step list by it); made once
        (the residents of a simulation never change)."""
        if len(self._order_index) != len(self.order):
            self._order_index = {rid: i for i, rid in enumerate(self.order)}
        return self._order_index

    def id_by_name(self) -> dict[str, str]:
        """A resident's full name -> its id (made once, as ``order_index``)."""
        if len(self._id_by_name) != len(self.bodies):
            self._id_by_name = {b.name: rid for rid, b in self.bodies.items()}
        return self._id_by_name

    @property
    def brain_label(self) -> str:
        """What the HUD and summaries call the brain ("built-in", "LLM model@host")."""
        return self.brain.name

    # ------------------------------------------------------------------ setup
    def _add_resident(self, persona: Persona, names: dict[str, str]) -> None:
        r = Resident(persona, self.services.embedder, self.config.mind)
        r.importance.brain = self.brain
        work = persona.work.place if persona.work else None
        r.spatial.learn_all(
            self.places.options_in_sectors(self.known.for_resident(persona.home, work))
        )
        r.seed(self.clock.seconds(), names)
        self.residents[persona.id] = r
        tiles = self.town.tiles_for(persona.home) or [self.town.spawns[sorted(self.town.spawns)[0]]]
        x, y = tiles[self.rng.randrange(len(tiles))]
        self.bodies[persona.id] = Body(id=persona.id, name=persona.name, x=x, y=y)
        self.bodies[persona.id].arena = self.places.at(x, y)

    def in_view(self, rid: str) -> tuple[str, ...]:
        """Who ``rid`` saw about it this step (``moving.perceive``: the nearest few in a crowd,
        not through a flat's walls); () for one asleep or in a talk."""
        return self._nearby.get(rid, ())

    # ------------------------------------------------------------------ stepping
    @property
    def now_s(self) -> float:
        return self.clock.seconds()

    def step(self) -> None:
        """Advance one step; see the module docstring for the order of work."""
        self.clock.tick()
        now = self.clock.step_count if self._lockstep else None
        self._apply(self.scheduler.collect(step=now))
        self.send_asks()  # a question asked while the resident was busy goes before new work
        self._advance_conversations()
        moving.move(self)
        for rid, oid in approach.due(self):  # walked over to someone for a word: near now
            talking.start(self, rid, (oid,))
        moving.perceive(self)
        thinking.schedule(self)
        if self._lockstep:
            self._apply(self.scheduler.collect(step=now))
            self._advance_conversations()
            self._apply(self.scheduler.collect(step=now))
        self.inner.advance(self)
        self.practice.advance(self)  # after the inner life: it reads what each body does
        self.norms.advance(self)  # breaches of the town's norms, and who noticed
        walk_in.notice(self)  # a gathering one has come upon, on where one is
        self.outcomes.advance(self)  # a meeting that has just ended: how it went
        self.appointments.advance(self)  # an appointment that has just ended: kept
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

    def _advance_conversations(self) -> None:
        """Next lines and closing summaries (``talking.advance``); a method a test can wrap."""
        talking.advance(self)

    # ------------------------------------------------------------------ applying results
    def _apply(self, results: list[JobResult]) -> None:
        """Finished jobs (in resident order, from the scheduler) change the town here."""
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
                    talking.leave(self, res.resident, res.token)
                continue
            if res.kind == "think":
                thinking.apply_decision(self, res.resident, body, res.value)
            elif res.kind == "line":
                talking.apply_line(self, res.resident, res.token, res.value)
            elif res.kind == "conclude":
                self.inner.talk_concluded(self, res.resident, res.value)
                self.norms.talk_concluded(self, res.resident, res.value)
                talking.leave(self, res.resident, res.token)

    # ------------------------------------------------------------------ user and scenario events
    def whisper(self, rid: str, text: str) -> None:
        """Plant a thought (the paper's 'inner voice'); it re-plans the rest of the day."""
        world_events.whisper(self, rid, text)

    def close_sector(self, name: str) -> None:
        """Close a place now (e.g. the library); residents repair the affected plans."""
        world_events.close(self, name)

    def open_sector(self, name: str) -> None:
        world_events.reopen(self, name)

    def act(self, rid: str, address: str, what: str, emoji: str, minutes: int) -> bool:
        """Make ``rid`` drop what it does and do ``what`` at ``address`` for ``minutes``;
        False (nothing done) while it is in a conversation: ask again later."""
        done = moving.act(self, rid, address, what, emoji, minutes)
        self._snapshot = None
        return done

    def break_object(self, address: str) -> None:
        world_events.break_object(self, address)

    def fix_object(self, address: str) -> None:
        world_events.fix_object(self, address)

    def announce(
        self,
        text: str,
        sector: str | None = None,
        *,
        venue: str | None = None,
        starts=None,
        ends=None,
    ) -> None:
        """Post a notice in ``sector`` (None: everywhere) that residents there perceive; one
        that announces a gathering (in its words, or at ``venue`` from ``starts`` to ``ends``)
        brings those who care (see ``world_events.announce``)."""
        world_events.announce(self, text, sector, venue=venue, starts=starts, ends=ends)

    def shutdown(self) -> None:
        if self.vectors_filling is not None:
            self.vectors_filling.stop.set()
        self.scheduler.shutdown(wait=False)

    # ------------------------------------------------------------------ saving
    def get_state(self) -> dict:
        """Everything that decides the town's future, JSON-safe (see ``game.sim.state``)."""
        return save_state.take(self)

    def set_state(self, doc: dict) -> None:
        """Continue from ``get_state``'s output (checked by ``game.store`` before it gets here)."""
        save_state.restore(self, doc)
        self._snapshot = None
