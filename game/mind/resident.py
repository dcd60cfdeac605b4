"""A resident's mind: persona plus everything that changes (memory, places, people, plan).

Position and movement belong to the simulation; the mind only knows *where it wants to be*.
While a cognition job runs for a resident, that job is the only code touching this object, so no
locks are needed (the scheduler guarantees one job per resident at a time).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, datetime, timedelta
from functools import partial
from itertools import compress
from operator import is_, itemgetter

from game.mind import feelings, language, own_asks, wording
from game.mind.brain import Embedder, PersonaCard
from game.mind.facts import HEARD, least_importance
from game.mind.importance import ImportanceScorer
from game.mind.memory import MemoryStream
from game.mind.perceive import Perception, PerceptionConfig
from game.mind.persona import Persona
from game.mind.plan import DaySchedule
from game.mind.relations import Relationships
from game.mind.retrieve import DEFAULT_WEIGHTS, RetrievalWeights
from game.mind.spatial import SpatialMemory
from game.mind.types import Action

_is_none = partial(is_, None)


@dataclass(frozen=True, kw_only=True)
class MindConfig:
    """Knobs of the cognitive loop; defaults follow the paper where it gives numbers."""

    reflect_importance: int = 150  # summed 1-10 poignancy since the last reflection
    reflect_count: int = 100  # or this many new memories
    reflect_questions: int = 3
    reflect_evidence: int = 20  # memories retrieved per question
    context_memories: int = 8  # memories retrieved for a plan/reaction/utterance prompt
    talk_cooldown_s: float = 2 * 3600  # the same pair does not start talking again for this long
    talk_gap_s: float = 20 * 60  # a resident does not start any new conversation this soon
    forget_every_s: float = 24 * 3600
    weights: RetrievalWeights = DEFAULT_WEIGHTS
    perception: PerceptionConfig = PerceptionConfig()
    # The paper's ablations, any of "memory" (no retrieval: the last few memories only),
    # "reflection" (never reflects), "planning" (no day plan: acts moment to moment).
    ablate: frozenset[str] = frozenset()


def _or(value, default):
    return default if value is None else value


class Resident:
    """The mind of one resident. ``get_state``/``set_state`` round-trip everything but the persona."""

    def __init__(
        self, persona: Persona, embedder: Embedder, config: MindConfig | None = None
    ) -> None:
        self.persona = persona
        self.config = config or MindConfig()
        self.embedder = embedder
        self.memory = MemoryStream(embedder)
        self.memory.recency_only = "memory" in self.config.ablate
        self.spatial = SpatialMemory()
        self.relations = Relationships()
        self.perception = Perception(self.config.perception)
        # Per resident, not town-wide: a shared cache would make what one resident's prompt
        # contains depend on thread timing, and poignancy is judged from each persona's view.
        self.importance = ImportanceScorer(None)
        self.unjudged: list[int] = []  # memory ids scored by rule, waiting for a batched judgement
        # batches being judged beside the resident: (ids, importance.Pending, Future or None)
        self.judging: list = []
        self.schedule: DaySchedule | None = None
        self.previous_blocks: list = []  # yesterday's plan, for plan reuse
        self.ahead = None  # the next hour asked for ahead (game.mind.ahead.Ahead); not saved
        self.ahead_used = 0  # hours taken from a decomposition asked for ahead
        self.ahead_dropped = 0  # decompositions asked for ahead and not used
        self.plan_ahead = None  # tomorrow's plan asked for at bedtime (ahead.PlanAhead); not saved
        self.plans_used = 0  # day plans taken from a bedtime call
        self.plans_dropped = 0  # bedtime plans not used (something was remembered since)
        self.last_reflected_id = -1
        self.last_forget_s: float | None = None
        self.last_talk_s: float | None = None
        self.considered: dict[
            str, float
        ] = {}  # other id -> when a reaction to them was last decided
        self.conversations = 0
        self.reflections = 0
        self.notes: list[str] = []  # short log of decisions, newest last (for the inspector)
        # one's workplace closed today: (date, the shifts it took as (start, end, activity)),
        # put back if it opens again that day (``react.back_to_work``); ("", ()) for none
        self.day_off: tuple[str, tuple[tuple[int, int, str], ...]] = ("", ())
        # id(plan block or action) -> (it, its to_dict()): both are frozen, so a save converts
        # each once (``get_state`` runs on the simulation's thread while the window waits)
        self._dicts: dict[int, tuple[object, dict]] = {}

    @property
    def id(self) -> str:
        return self.persona.id

    @property
    def name(self) -> str:
        return self.persona.name

    def card(self) -> PersonaCard:
        """The persona as brains see it; its standing facts without those a later record has
        settled (``news_index.settled_keys``: no more "I want to ask her out" once she said yes) and
        those about a day that is over (``news_index.past_keys``)."""
        card = self.persona.card()
        if asks := own_asks.held(self):  # (what it means to say to someone's face: a record)
            card = replace(card, facts=(*card.facts, *asks))
        if not card.facts or not self.memory:
            return card
        from game.mind.news_index import past_keys, settled_keys  # (news reads residents)

        settled = settled_keys(self)
        if self.schedule is not None:  # and plans for a day that is over
            settled |= past_keys(self, date.fromisoformat(str(self.schedule.date)))
        if not settled:
            return card
        return replace(card, facts=tuple(f for f in card.facts if f.key not in settled))

    def note(self, text: str) -> None:
        self.notes.append(text)
        del self.notes[:-40]

    # ------------------------------------------------------------------ seeding
    def seed(self, now_s: float, names: dict[str, str]) -> None:
        """First memories from the persona file: relationships and seed statements."""
        for other, text in self.persona.relationships.items():
            rel = self.relations.know(other, names.get(other, other), text)
            rel.feeling = self.persona.feelings.get(other, "")
        if crush := feelings.own_facts(self.persona, names):  # (a feeling held as a secret)
            self.persona = replace(self.persona, facts=(*self.persona.facts, *crush))
        texts = list(self.persona.memories)
        metas: list[dict] = [{"seed": True} for _ in texts]
        for fact in self.persona.facts:
            texts.append(fact.text())
            metas.append({"seed": True, "fact": fact.to_meta()})
        for other, text in self.persona.relationships.items():
            texts.append(
                wording.said("knows", name=self.name, other=names.get(other, other), text=text)
            )
            metas.append({"seed": True, "relation": other})  # background, not news to pass on
        if not texts:
            return
        vecs = self.embedder.embed(texts)
        for text, vec, meta in zip(texts, vecs, metas, strict=True):
            event = isinstance(meta.get("fact"), dict) and bool(meta["fact"].get("event"))
            self.memory.add(
                text,
                kind="observation",
                now=now_s,
                importance_10=max(least_importance(meta), language.reading().importance(text)),
                embedding=vec,
                keywords=[HEARD] if event else (),
                meta=meta,
            )

    # ------------------------------------------------------------------ time helpers
    def plan_day(self) -> date | None:
        """The day of the plan one is living (past midnight, still up, yesterday's), or None
        before one is made."""
        return date.fromisoformat(self.schedule.date) if self.schedule is not None else None

    def plan_date(self, now: datetime) -> str:
        """The date whose plan governs ``now``: before today's wake time it is still yesterday
        for a night owl who has not slept yet (bedtime after midnight)."""
        minute = now.hour * 60 + now.minute
        p = self.persona
        if p.sleep < p.wake and minute < p.sleep:
            return (now - timedelta(days=1)).date().isoformat()
        return now.date().isoformat()

    def day_minute(self, now: datetime, date: str) -> int:
        base = datetime.fromisoformat(date)
        return int((now - base).total_seconds() // 60)

    def current_action(self, now: datetime) -> Action | None:
        if self.schedule is None:
            return None
        return self.schedule.action_at(self.day_minute(now, self.schedule.date))

    # ------------------------------------------------------------------ state
    def get_state(self, embeddings: bool = True) -> dict:
        """JSON-safe mind; ``embeddings=False`` when the embedder recomputes them on load.

        Read-only: parts are shared with the mind and with earlier states (see
        ``MemoryStream.get_state``). The importance cache names a text that is also a memory
        by that memory's id (most are: it scores what is remembered).
        """
        text_id = self.memory.text_id
        importance = {"cache": self.importance.saved_cache(lambda t: _or(text_id(t), t))}
        live = self._dicts
        self._dicts = {}
        return {
            "id": self.id,
            "memory": self.memory.get_state("float32" if embeddings else "none"),
            "spatial": self.spatial.get_state(),
            "relations": self.relations.get_state(),
            "perception": self.perception.get_state(),
            "schedule": self._schedule_state(live),
            "previous_blocks": self._as_dicts(self.previous_blocks, live),
            "last_reflected_id": self.last_reflected_id,
            "last_forget_s": self.last_forget_s,
            "last_talk_s": self.last_talk_s,
            "considered": dict(self.considered),
            "conversations": self.conversations,
            "reflections": self.reflections,
            "notes": list(self.notes),
            **(
                {"day_off": [self.day_off[0], [list(s) for s in self.day_off[1]]]}
                if self.day_off[1]
                else {}
            ),  # fmt: skip
            # a batch still being judged is saved as not judged: a loaded town asks again
            "unjudged": [i for ids, *_ in self.judging for i in ids] + list(self.unjudged),
            "importance": importance,
        }

    def _as_dicts(self, items, old: dict[int, tuple[object, dict]]) -> list[dict]:
        """``item.to_dict()`` of each frozen plan block or action, made once per object (an
        object ``old`` knows is alive there, so its id is no other's). The look-ups run in C:
        a take costs the blocks and actions made since the last."""
        ids = list(map(id, items))
        hits = list(map(old.get, ids))
        for i in compress(range(len(hits)), map(_is_none, hits)):
            hits[i] = (items[i], items[i].to_dict())
        self._dicts.update(zip(ids, hits, strict=True))
        return list(map(itemgetter(1), hits))

    def _schedule_state(self, old: dict[int, tuple[object, dict]]) -> dict | None:
        """``DaySchedule.get_state`` with each block and action converted once
        (``tests/store`` keeps the two equal)."""
        s = self.schedule
        if s is None:
            return None
        return {
            "date": s.date,
            "blocks": self._as_dicts(s.blocks, old),
            "actions": self._as_dicts(s.actions, old),
            "decomposed": [list(span) for span in s.decomposed],
            "revisions": s.revisions,
        }

    def set_state(self, state: dict) -> None:
        from game.mind.types import PlanBlock

        self.memory.set_state(state["memory"])
        self.spatial.set_state(state["spatial"])
        self.relations.set_state(state["relations"])
        self.perception.set_state(state["perception"])
        self.schedule = DaySchedule.from_state(state["schedule"]) if state["schedule"] else None
        self.previous_blocks = [PlanBlock.from_dict(b) for b in state.get("previous_blocks", [])]
        self.last_reflected_id = int(state["last_reflected_id"])
        self.last_forget_s = state["last_forget_s"]
        self.last_talk_s = state["last_talk_s"]
        self.considered = {k: float(v) for k, v in state.get("considered", {}).items()}
        self.conversations = int(state["conversations"])
        self.reflections = int(state["reflections"])
        self.notes = list(state.get("notes", []))
        day, shifts = state.get("day_off") or ("", ())
        self.day_off = (str(day), tuple((int(s), int(e), str(a)) for s, e, a in shifts))
        self.unjudged = [int(i) for i in state.get("unjudged", [])]
        if "importance" in state:
            text = self.memory.get_content
            cache = [[text(k) if type(k) is int else k, v] for k, v in state["importance"]["cache"]]
            self.importance.set_state({**state["importance"], "cache": cache})
        self._dicts = {}
