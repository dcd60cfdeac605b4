"""What the window may read of the town, and the one thing it may ask of a resident.

Why a mixin: the window, the tests, ``main.py`` and the ``app_*`` helpers call these as methods
of ``Simulation`` (``sim.snapshot()``, ``sim.ask(...)``), and that API stays as it is; keeping
them here leaves ``simulation.py`` to the step itself. ``Simulation`` is the only class that
mixes ``TownViews`` in; the methods read its ``town``, ``clock``, ``residents``, ``bodies``,
``events``, ``board`` and ``scheduler``.

Two halves:
* views: read-only, most of them one-line delegations to ``game.sim.inspect`` (whose docstring
  lists their costs), plus four small ones of their own (``place_at``, ``world_marks``,
  ``relationship_network``, ``moods``);
* the player's hand: ``ask`` interviews a resident as one of its cognition jobs. The world
  events (close, break, announce, whisper) stay on ``Simulation``, next to ``world_events``.
"""

from __future__ import annotations

from concurrent.futures import Future

from game.mind.interview import interview
from game.mind.types import Place
from game.sim import inspect, world_events
from game.sim.snapshot import ResidentDetail, ResidentView, TownSnapshot


class TownViews:
    """The window's views of a ``Simulation`` and its ``ask``; see the module docstring."""

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
        return inspect.build_detail(self, rid)

    def snapshot(self) -> TownSnapshot:
        """Everyone's position and activity for the window; rebuilt once per step."""
        if self._snapshot is None:
            self._snapshot = inspect.build_snapshot(self)
        return self._snapshot

    def view_of(self, rid: str) -> ResidentView:
        """One resident as the current snapshot shows it (StopIteration for an unknown id)."""
        return next(v for v in self.snapshot().residents if v.id == rid)

    def memory_page(self, rid: str, start: int = 0, count: int = 100, kinds=None):
        """Memories ``start..start+count`` of ``rid``'s whole stream, newest first (MemoryPage)."""
        return inspect.memory_page(self, rid, start, count, kinds)

    def memories_by_id(self, rid: str, ids):
        """``rid``'s memories with these ids (a reflection's evidence), as MemoryRows."""
        return inspect.memories_by_id(self, rid, ids)

    def search_memories(self, rid: str, text: str, k: int = 20):
        """``rid``'s own retrieval for ``text`` with score parts (MemorySearch); touches nothing."""
        return inspect.search_memories(self, rid, text, k)

    def sectors(self):
        """Buildings and areas with their tile rectangles (SectorViews), for map labels."""
        return inspect.sectors(self)

    def place_at(self, x: int, y: int) -> dict | None:
        """What tile (x, y) belongs to: ``sector``, ``arena`` and ``object`` (an object's address
        when one covers the tile or touches it, else ''), with ``closed`` and ``broken``; None
        outdoors. Cost: a scan of one room's objects."""
        where = self.town.place_of_tile(x, y)
        if where is None:
            return None
        obj, best = "", 2
        for o in self.town.tree.objects(where.sector, where.arena) if where.arena else ():
            ox, oy, ow, oh = o.rect
            d = max(ox - x, x - (ox + ow - 1), oy - y, y - (oy + oh - 1), 0)
            if d < best:
                obj, best = str(o.place), d
        return {
            "sector": where.sector,
            "arena": where.arena,
            "object": obj,
            "closed": where.sector in self.town.closed_sectors,
            "broken": self.town.object_state.get(obj) == world_events.BROKEN,
        }

    def world_marks(self, log: int = 6) -> dict:
        """What the map and the HUD show of world events: ``closed`` (name, tile rect) and
        ``broken`` (address, tile rect) pairs, ``notices`` (sector or '', text) on the board,
        and the last ``log`` player and scenario events as (time, text)."""
        tree = self.town.tree
        closed = tuple((s, tuple(tree.sector(s).rect)) for s in sorted(self.town.closed_sectors))
        broken = tuple(
            (a, tuple(tree.get(Place.parse(a)).rect)) for a in sorted(world_events.broken(self))
        )
        mine = ("whispered to ", "a visitor asked ")
        events = [(t, text) for t, rid, text in self.events if not rid or text.startswith(mine)]
        return {
            "closed": closed,
            "broken": broken,
            "notices": tuple(
                (n["sector"], n["text"]) for n in self.board if n["until_s"] > self.now_s
            ),
            "log": tuple(events[-log:]) if log > 0 else (),
        }

    def relationship_network(self) -> dict:
        """The town's relationships as ``--plot`` draws them, for the window's overlay:
        ``homes`` (rid, name, home building's tile rect) and ``edges`` (a, b, mean closeness
        of the two records, times talked) for every pair where one knows the other.
        Cost: a dictionary lookup per pair (25 residents: 300)."""
        ids, tree = self.order, self.town.tree
        homes = tuple(
            (rid, self.bodies[rid].name, tuple(tree.sector(r.persona.home.sector).rect))
            for rid, r in ((i, self.residents[i]) for i in ids)
        )
        edges = []
        for i, a in enumerate(ids):
            for b in ids[i + 1 :]:
                ra, rb = self.residents[a].relations.get(b), self.residents[b].relations.get(a)
                if ra or rb:
                    close = ((ra.closeness if ra else 0) + (rb.closeness if rb else 0)) / 2
                    talks = max(ra.times_talked if ra else 0, rb.times_talked if rb else 0)
                    edges.append((a, b, round(float(close), 3), int(talks)))
        return {"homes": homes, "edges": tuple(edges)}

    def moods(self) -> dict[str, tuple[float, str]]:
        """Everyone's mood for the window's mood overlay: id -> (valence -1..1, the mood in a
        word); empty with emotion switched off. Cost: a lookup per resident."""
        inner = self.inner
        points = {rid: inner.point(rid) for rid in self.order}
        return {rid: (p[0], inner.word(rid)) for rid, p in points.items() if p is not None}

    # ---- the player's hand in the window (interviews; see game/ui/ask_tab.py)
    def ask(self, rid: str, question: str, remember: bool = False) -> Future:
        """Interview ``rid`` as one of its own cognition jobs, so it never runs while the
        resident thinks (a model's answer lands on a worker; the built-in one inline).

        Returns a Future of the answer text. A resident busy thinking is asked as soon as that
        thought is applied, before it is given a new one (``send_asks``, each step), so a
        resident who is always thinking or talking still gets the question. KeyError for an
        unknown resident, ValueError for an empty question. ``remember``: the interview
        becomes a memory and a line of the event log.
        """
        if rid not in self.residents:
            raise KeyError(f"no resident {rid!r}")
        question = " ".join(question.split())
        if not question:
            raise ValueError("type a question first")
        answer: Future = Future()
        self.asks_waiting.setdefault(rid, []).append((question, remember, answer))
        self.send_asks()  # at once if the resident is free (after what is due is applied)
        return answer

    def send_asks(self) -> None:
        """Submit the oldest waiting question of every resident who is free now. ``step``
        calls it right after results are applied, before new thoughts are scheduled; the
        window calls it while paused (finished thoughts are then applied here, as ``ask``
        does). Cheap when nobody waits."""
        waiting = [r for r, asks in self.asks_waiting.items() if asks]
        if not waiting:
            return
        if any(self.scheduler.busy(r) for r in waiting) and not (
            self._lockstep and self.config.think_steps
        ):
            self._apply(self.scheduler.collect())
            self._snapshot = None
        for rid in waiting:
            if not self.scheduler.busy(rid) and self._submit_ask(rid, *self.asks_waiting[rid][0]):
                self.asks_waiting[rid].pop(0)

    def _submit_ask(self, rid: str, question: str, remember: bool, answer: Future) -> bool:
        """Hand the interview to the scheduler. True when the question is dealt with: sent, or
        failed into ``answer`` (a town shutting down); False keeps it waiting. Whatever
        happens, ``answer`` is resolved or the question stays queued: an answer nobody will
        ever set would leave the window showing "thinking…" for good."""
        r, body = self.residents[rid], self.bodies[rid]
        now, now_s, act = self.clock.now, self.now_s, body.activity()
        mood = self.inner.feeling(rid, now_s)

        def job():
            try:
                got = interview(
                    r,
                    question,
                    self.services,
                    now,
                    now_s,
                    activity=act,
                    remember=remember,
                    mood=mood,
                )
            except BaseException as e:  # also what the scheduler does not catch
                answer.set_exception(e)
                raise
            answer.set_result(got.text)
            return got

        try:
            sent = self.scheduler.submit(rid, "interview", job, due=self._due())
        except RuntimeError as e:  # the pool is shut down: no worker will ever answer
            answer.set_exception(e)
            return True
        if sent and remember:
            self.events.append((self.clock.text(), rid, f"a visitor asked {body.name}: {question}"))
        return sent
