"""Every resident's skills, advanced each game minute from what its body is doing.

The model is the mind's (``game.mind.inner.skills``: levels, stages, the data file); this
module says who practises what, from structured data only:
* the kind of doing the inner life read this step (``sim.inner.states[rid].doing``: asleep,
  talking, walking, eating, at a gathering practise nothing; "work" is one's own workplace in
  working hours);
* the kind of the object the action uses (a piano, an easel), else, at work, one's job: the
  trade of one's work room or building, else the first skill one's residents file declares
  that a work object gives, else that object's (a pupil's desk: studies). A minute at work
  counts the table's ``work_share``.

``advance`` runs after the inner life's, when a step enters a new game minute (for all the
minutes since); when the step crosses a midnight, every skill left alone for a day fades a
little. Reaching a stage not reached before is news: the resident gets a memory holding the
milestone as a record (``meta["event"]`` and ``meta["fact"]``, as a talk's own records are
kept), which the talk system offers as its news; those awake in the same room saw it and hold
it first-hand, as learned from it, and pass it on (``game.mind.news``). A mind being thought
about on a worker gets it a minute later (the stage stays unclaimed till then); a witness
being thought about misses it.
Saved exactly in ``get_state``/``set_state`` (``world.skills``).
"""

from __future__ import annotations

from game.mind import language
from game.mind.facts import remember_own
from game.mind.inner import skills as sk

IDLE = frozenset({"sleep", "talk", "walk", "eat", "dine", "chat", "gathering"})  # no practice
DAY_S = 86400
NEWS_IMPORTANCE = 6  # a milestone is worth telling (the news threshold; see game.mind.news)


class Practice:
    """The skills of a town's residents (``sim.practice``)."""

    def __init__(self, personas, kinds_of) -> None:
        """``kinds_of(place)`` -> (building, room, object) kinds of a map address."""
        self.tables = sk.tables()
        self.kinds_of = kinds_of
        self.trades = {p.id: self._trade(p) for p in personas}
        self.declared = {p.id: dict(p.skills) for p in personas}
        # the skill one's job practises: its trade, else the first declared skill a work object
        # gives (a teacher's "teaching" at a pupil's desk too), else "" (the object's own)
        at_work = set(self.tables.work_objects.values())
        self.jobs = {
            rid: trade or next((s for s in self.declared[rid] if s in at_work), "")
            for rid, trade in self.trades.items()
        }
        self.skills = {p.id: self.starting(p.id) for p in personas}
        self._kinds: dict[str, str] = {}  # address -> its object's kind
        self.told: list[tuple[float, str, str, str]] = []  # (when, rid, skill, stage) this run

    def starting(self, rid: str) -> dict[str, sk.Skill]:
        return sk.starting(self.declared[rid], self.trades[rid], self.tables)

    def _trade(self, persona) -> str:
        """The skill one's work place practises ("" for none): its room's kind, else its
        building's."""
        if persona.work is None:
            return ""
        place = persona.work.place
        try:
            building, room, _ = self.kinds_of(place)
        except KeyError:  # a work place the map lacks: no trade to read
            return ""
        return self.tables.trades.get(room) or self.tables.trades.get(building, "")

    # ------------------------------------------------------------------ each step
    def advance(self, sim) -> None:
        now_s, step = sim.now_s, sim.clock.step_seconds
        minutes = int(now_s // 60) - int((now_s - step) // 60)
        if minutes <= 0:
            return
        if int(now_s // DAY_S) != int((now_s - step) // DAY_S):
            self.fade(now_s)
        t, states = self.tables, sim.inner.states
        for rid in sim.order:
            doing = states[rid].doing
            if doing in IDLE:
                continue
            skill = self.practised(sim.bodies[rid].action, doing, rid)
            if not skill:
                continue
            share = t.work_share if doing == "work" else 1.0
            mine = self.skills[rid]
            before = mine.get(skill) or sk.Skill(
                start := t.kind(skill).start, None, t.stage_index(start)
            )
            mine[skill] = sk.practise(before, minutes * share, t.kind(skill).rate, now_s)
            if t.stage_index(mine[skill].level) > mine[skill].best:
                self.reached(sim, rid, skill)

    def practised(self, action, doing: str, rid: str) -> str:
        """The skill ``action`` practises ("" for none)."""
        if action is None:
            return ""
        key = str(action.place)
        kind = self._kinds.get(key)
        if kind is None:
            try:
                kind = self.kinds_of(action.place)[2]
            except KeyError:  # a place the map does not have: nothing to read
                kind = ""
            self._kinds[key] = kind
        t = self.tables
        skill = t.objects.get(kind, "")
        if not skill and doing == "work":
            skill = self.jobs[rid] or t.work_objects.get(kind, "")
        return skill

    def fade(self, now_s: float) -> None:
        """The end of a day: what was left alone for a day is a little forgotten."""
        for mine in self.skills.values():
            for name, skill in mine.items():
                mine[name] = sk.fade(skill, self.tables, now_s)

    def reached(self, sim, rid: str, skill: str) -> None:
        """``rid`` reached a new stage at ``skill``: its news, as a memory holding the record."""
        if sim.scheduler.workers and sim.scheduler.busy(rid):
            return  # its mind is being thought about: claimed next minute
        state = self.skills[rid][skill]
        stage = self.tables.stage_index(state.level)
        mind = sim.residents[rid]
        fact = sk.milestone(rid, mind.name, skill, stage, self.tables)
        remember_own(mind, fact, sim.now_s, NEWS_IMPORTANCE)
        self.skills[rid][skill] = sk.Skill(state.level, state.last_s, stage)
        self.told.append((sim.now_s, rid, skill, self.tables.stages[stage].name))
        self.witnessed(sim, rid, fact)

    def witnessed(self, sim, rid: str, fact) -> None:
        """Those awake in the room when ``rid`` reached it saw it: each holds it first-hand, as
        a fact learned from ``rid`` (as a household's standing facts are shared), to pass on."""
        here = sim.bodies[rid].arena
        if here is None:
            return
        for oid in sim.order:
            body = sim.bodies[oid]
            if oid == rid or body.asleep or body.arena != here:
                continue
            if sim.scheduler.workers and sim.scheduler.busy(oid):
                continue  # being thought about on a worker: it missed it
            seen = fact.text(oid)
            sim.residents[oid].memory.add(
                seen,
                kind="observation",
                now=sim.now_s,
                importance_10=max(NEWS_IMPORTANCE, language.reading().importance(seen)),
                meta={"learned": True, "source": rid, "hand": 1, "fact": fact.to_meta()},
            )

    # ------------------------------------------------------------------ views and saving
    def view(self, rid: str) -> tuple[tuple[str, float, str], ...]:
        """(skill, level, stage) of each of ``rid``'s skills, best first."""
        t = self.tables
        rows = [(name, s.level, t.stage(s.level)) for name, s in self.skills[rid].items()]
        return tuple(sorted(rows, key=lambda r: (-r[1], r[0])))

    def get_state(self, order) -> dict:
        return {rid: {n: s.to_dict() for n, s in self.skills[rid].items()} for rid in order}

    def set_state(self, doc: dict) -> None:
        """From ``get_state``; a resident the document lacks (an older save) starts afresh."""
        for rid in self.skills:
            d = doc.get(rid)
            self.skills[rid] = (
                {n: sk.Skill.from_dict(s) for n, s in d.items()}
                if d is not None
                else self.starting(rid)
            )
