"""Every resident's inner life, advanced each step from what its body is doing and what happened.

The model is the mind's (``game.mind.inner``: needs, mood, how events are felt); this module
says what is happening to whom, from structured data only:
* the kind of doing: asleep, in a conversation, walking, at a gathering it decided to go to
  (its place, day and hours); else the action record's emoji, its object's, room's and
  building's kinds (the table's ``kinds``: a chat at a table is a meal shared), where at its
  own workplace (not its home) within its working hours all is work but a chat or a meal;
* events: a place closed (``workplace_closed`` for its staff, felt second-hand by those close
  to them); a conversation concluded (the records it left: a row, plans made, news of a
  quarrel or a trouble about someone one is close to, else a good talk); arriving at a
  gathering; a need falling to its worst while awake (hunger, exhaustion, loneliness: it
  shows in the mood).

``advance`` runs at the end of every step and does its work when the step enters a new game
minute (for the whole minutes since: the sum is exact whatever the step length), over the
residents in the simulation's order; events are felt when they happen (on the main thread, in the order the
simulation applies them), so a seed gives the same inner lives and a save continues them
exactly (``get_state``/``set_state``), with each resident's mood line (``history``: the
valence every game half-hour for three days). ``--ablate needs`` / ``emotion`` keep those
still.
Cost: a few dictionary lookups and a few dozen float operations per resident per game minute.
"""

from __future__ import annotations

from collections import deque
from dataclasses import replace

from game.mind import gatherings, needs_plan
from game.mind.brain import Feeling
from game.mind.facts import TROUBLES
from game.mind.inner import state as inner
from game.mind.inner.appraisal import Felt, why
from game.mind.inner.history import MoodHistory, crossed
from game.mind.inner.mood import shows, word
from game.mind.inner.tables import NEEDS, tables
from game.mind.inner.temper import temper_of
from game.mind.inner.urges import fell_to_worst, felt_lately, urge_tables
from game.mind.replan import WEEKDAYS

MEAL = ("eat", "dine")  # the kinds of doing that are a meal

PARTS = frozenset({"needs", "emotion"})  # the --ablate parts this module honours
HEARD_MIN = 0.5  # closeness to one of a closed place's staff at which one feels it too


class InnerLife:
    """The inner states of a town's residents (``sim.inner``)."""

    def __init__(self, personas, ablate: frozenset[str] = frozenset()) -> None:
        self.tables = tables()
        self.urges = urge_tables()
        self.off = frozenset(ablate) & PARTS
        self.tempers = {p.id: temper_of(p, self.tables) for p in personas}
        self.states = {rid: inner.initial(t, self.tables) for rid, t in self.tempers.items()}
        self.history = MoodHistory(self.tempers)  # the valence each game half-hour, 3 days
        self._words: dict[str, tuple] = {}  # rid -> (mood, its word): ``word``
        self._kinds: dict[str, tuple[str, str, str]] = {}  # address -> its place kinds
        # rid -> (ids of its decisions about gatherings, the gatherings it goes to)
        self._going: dict[str, tuple[tuple[int, ...], list]] = {}
        # the events felt this run, for measures (not saved): (when, rid, kind, in it, valence
        # just before); a good talk is not kept (there are thousands)
        self.log: deque[tuple[float, str, str, bool, float]] = deque(maxlen=20_000)

    # ------------------------------------------------------------------ each step
    def advance(self, sim) -> None:
        """Once a game minute (when this step enters a new one): everyone's minutes since."""
        now_s, step = sim.now_s, sim.clock.step_seconds
        minutes = int(now_s // 60) - int((now_s - step) // 60)
        if minutes <= 0:
            return
        now = sim.clock.now
        minute = now.hour * 60 + now.minute
        today = now.date().isoformat()
        weekday = WEEKDAYS[now.weekday()]
        t, states, tempers, off = self.tables, self.states, self.tempers, self.off
        u = self.urges
        worst, below = u.worst, u.below
        low = max(below.values(), default=0.0)
        for rid in sim.order:
            body = sim.bodies[rid]
            kind = self.kind_of(sim, rid, body, minute, today, weekday)
            before = states[rid]
            alone = kind not in ("sleep", "talk") and self._alone_at_home(sim, rid, body)
            after = inner.advance(before, tempers[rid], t, minutes, kind, off, alone)
            if kind == "gathering" and before.doing != "gathering":
                after = inner.felt(after, Felt("gathering"), t, sim.now_s, off)
            if (
                kind != "sleep"
                and after.needs is not before.needs
                and min(after.needs.values()) < worst
            ):
                for event in fell_to_worst(before.needs, after.needs, u):  # it shows
                    after = inner.felt(after, Felt(event), t, sim.now_s, off)
            if kind != "sleep" and min(after.needs.values()) < low:  # (what one says of it)
                after = inner.marked_low(after, below, sim.now_s)
            states[rid] = after
        marks = crossed(now_s, step)
        if marks and "emotion" not in off:  # switched off: no line (the mood stays still)
            self.history.sample({rid: states[rid].mood.valence for rid in sim.order}, marks)

    def kind_of(self, sim, rid: str, body, minute: int, today: str, weekday: str) -> str:
        """What kind of doing ``body`` is at (a key of the table's ``gains``, or "other")."""
        if body.asleep:
            return "sleep"
        if body.conversation is not None:
            return "talk"
        action = body.action
        if action is None:
            return "other"
        if body.path:
            return "walk"
        sector = action.place.sector
        if self._at_gathering(sim, rid, sector, minute, today):
            return "gathering"
        return self._doing(sim, rid, action, minute, weekday)

    @staticmethod
    def _alone_at_home(sim, rid: str, body) -> bool:
        """``rid`` is in its own home building with nobody awake in view
        (``Simulation.in_view``: who it sees this step; a flat's walls hide the neighbours)."""
        arena = body.arena
        if arena is None or arena.sector != sim.residents[rid].persona.home.sector:
            return False
        return not any(not sim.bodies[o].asleep for o in sim.in_view(rid))

    def is_meal(self, sim, rid: str, action) -> bool:
        """Whether ``action`` is a meal for ``rid`` now (eating, or a chat at the table; not
        the cook's stew at work)."""
        minute, weekday = sim.clock.minute_of_day(), sim.clock.weekday()
        return self._doing(sim, rid, action, minute, weekday) in MEAL

    def _doing(self, sim, rid: str, action, minute: int, weekday: str) -> str:
        """The kind of doing of ``action`` for ``rid`` (at its own work in its hours, or not)."""
        sector = action.place.sector
        persona = sim.residents[rid].persona
        work = persona.work
        at_work = (  # one who works from home is not "at work" in its own kitchen
            work is not None
            and work.place.sector == sector != persona.home.sector
            and _working(work, minute, weekday)
        )
        return self._kind_of_action(sim, action, at_work)

    def _kind_of_action(self, sim, action, at_work: bool) -> str:
        t = self.tables
        said = t.kind_by_emoji.get(action.emoji, "")
        key = str(action.place)
        kinds = self._kinds.get(key)
        if kinds is None:
            try:
                kinds = sim.town.tree.kinds(action.place)
            except KeyError:  # a place the map does not have: nothing to read
                kinds = ("", "", "")
            self._kinds[key] = kinds
        sk, ak, ok = kinds
        if said == "chat" and ok in t.tables and action.emoji not in t.calls:
            return "dine"
        if at_work:
            meal = said == "eat" and (ok in t.work_tables or action.emoji in t.meal_only)
            return said if meal or said == "chat" else "work"
        return (
            said
            or t.kind_by_object.get(ok)
            or t.kind_by_arena.get(ak)
            or t.kind_by_sector.get(sk)
            or "other"
        )

    def _at_gathering(self, sim, rid: str, sector: str, minute: int, today: str) -> bool:
        going = self._going.get(rid)
        mind = sim.residents[rid]
        # a mind being thought about on a worker is not read: its last reading stands
        if not (sim.scheduler.workers and sim.scheduler.busy(rid)):
            held = tuple(mind.memory.by_keyword(gatherings.TAG))  # its decisions, alive
            if going is None or going[0] != held:
                going = (held, [g for g, yes in gatherings.known(mind).values() if yes])
                self._going[rid] = going
        return going is not None and any(
            g.place == sector and g.date == today and g.start <= minute < g.end for g in going[1]
        )

    # ------------------------------------------------------------------ events
    def feel(self, sim, rid: str, event: Felt) -> None:
        if event.kind != "talked":
            v = self.states[rid].mood.valence
            self.log.append((sim.now_s, rid, event.kind, event.in_it, v))
        self.states[rid] = inner.felt(self.states[rid], event, self.tables, sim.now_s, self.off)

    def woken(self, rid: str, lost: float) -> None:
        """``rid`` was woken in the night (a racket next door): ``lost`` of its energy gone,
        with the needs switched off, nothing."""
        if "needs" in self.off:
            return
        s = self.states[rid]
        needs = replace(s.needs, energy=max(0.0, s.needs.energy - lost))
        self.states[rid] = replace(s, needs=needs)

    def place_closed(self, sim, sector: str) -> None:
        """``sector`` was closed: its staff feel it, and so, less, those close to them."""
        staff = [
            rid
            for rid in sim.order
            if (w := sim.residents[rid].persona.work) is not None and w.place.sector == sector
        ]
        if not staff:
            return
        for rid in sim.order:
            if rid in staff:
                self.feel(sim, rid, Felt("workplace_closed"))
                continue
            near = _closeness(sim.residents[rid], staff)
            if near >= HEARD_MIN:
                self.feel(
                    sim,
                    rid,
                    Felt("workplace_closed", in_it=False, closeness=near, who=tuple(staff)),
                )

    def talk_concluded(self, sim, rid: str, ids) -> None:
        """``rid`` concluded a conversation that left the memories ``ids``: what it was. The
        talk itself is company (the tables' ``per_talk``, with the needs on)."""
        mind = sim.residents[rid]
        lump = self.tables.per_talk or {}
        relieved = self._relieved(rid, sim.now_s, lump)
        if lump and "needs" not in self.off:
            s = self.states[rid]
            levels = {
                n: min(1.0, v + lump.get(n, 0.0))
                for n, v in zip(NEEDS, s.needs.values(), strict=True)
            }
            self.states[rid] = replace(s, needs=replace(s.needs, **levels))
        felt = []
        for i in ids or ():
            meta = mind.memory.get(i).meta
            fact = meta.get("fact")
            if not isinstance(fact, dict):
                continue
            topic = fact.get("topic", "")
            about = [a for a in fact.get("about", ()) if a != rid]
            if meta.get("event"):
                felt.append(Felt("quarrel" if topic == "quarrel" else "made_plans"))
            elif meta.get("learned") and about and (topic == "quarrel" or topic in TROUBLES):
                kind = "quarrel" if topic == "quarrel" else "trouble"
                near = _closeness(mind, about)
                felt.append(Felt(kind, in_it=False, closeness=near, who=tuple(about)))
        if not any(f.in_it for f in felt):  # the talk itself, as its summary says it felt
            how = mind.memory.get(ids[0]).meta.get("felt", "") if ids else ""
            kind = {"good": "warm_talk", "bad": "sour_talk"}.get(how, "talked")
            if kind != "sour_talk" and _sweet_on(mind, ids):
                kind = "fond_talk"  # a talk that went well with the one one is sweet on
            felt.insert(0, Felt(kind))
            if relieved and kind != "sour_talk":  # company at last after hours on one's own
                felt.append(Felt("relief"))
                s = self.states[rid]
                self.states[rid] = replace(s, low=tuple(p for p in s.low if p[0] != "social"))
        for event in felt:
            self.feel(sim, rid, event)

    def _relieved(self, rid: str, now_s: float, lump: dict) -> bool:
        """Whether the talk ``rid`` is concluding ends a lonely spell: its social need pressed
        lately (``felt_lately``) and the talk's company (``per_talk``) lifts it clear."""
        s = self.states[rid]
        if "needs" in self.off or "social" not in felt_lately(s.needs, s.low, now_s, self.urges):
            return False
        u = self.urges
        return s.needs.social + lump.get("social", 0.0) >= u.below["social"] + u.said_eased

    # ------------------------------------------------------------------ views and saving
    def word(self, rid: str) -> str:
        """The mood in a word ("" when emotion is switched off); the window's snapshot asks it
        for everyone every step, the mood changes once a game minute at most: kept by mood."""
        if "emotion" in self.off:
            return ""
        mood = self.states[rid].mood  # (frozen: a changed mood is another object)
        got = self._words.get(rid)
        if got is None or got[0] is not mood:
            got = self._words[rid] = (mood, word(mood, self.tables))
        return got[1]

    def view(self, rid: str, now_s: float) -> tuple[str, str, tuple[tuple[str, float], ...]]:
        """(mood word, what moved it lately or "", the needs as (name, level)); the parts
        switched off are left out ("" / ())."""
        s = self.states[rid]
        mood = self.word(rid)
        recent = s.cause_s is not None and now_s - s.cause_s < inner.LATELY_S
        cause = why(s.cause, self.tables) if mood and recent and self._fits(s) else ""
        needs = () if "needs" in self.off else tuple(zip(NEEDS, s.needs.values(), strict=True))
        return mood, cause, needs

    def point(self, rid: str) -> tuple[float, float] | None:
        """(valence, arousal) of the mood now; None with emotion switched off."""
        if "emotion" in self.off:
            return None
        m = self.states[rid].mood
        return m.valence, m.arousal

    def line(self, rid: str, now) -> tuple[tuple[float, ...], str]:
        """The mood line (valence samples, oldest first, one a game half-hour) and the game
        time of its newest sample, the half-hour ``now`` is in ("2026-02-13T07:30"); empty
        with emotion switched off or before the first sample."""
        values = () if "emotion" in self.off else self.history.line(rid)
        if not values:
            return (), ""
        end = now.replace(minute=now.minute - now.minute % 30, second=0, microsecond=0)
        return values, end.isoformat(timespec="minutes")

    def _fits(self, s) -> bool:
        """Whether what moved the mood lately explains it: a low mood is not explained by a good
        talk, nor a glad one by a row (the mood went back since, or others moved it more)."""
        event = self.tables.events.get(s.cause)
        return event is not None and (event.push[0] > 0) == (s.mood.valence > 0)

    def feeling(self, rid: str, now_s: float) -> Feeling:
        """The mood as a record for the brains: its word, and the key of what moved it lately
        (the same six hours as ``view``); empty with emotion switched off."""
        s = self.states[rid]
        mood = self.word(rid)
        recent = s.cause_s is not None and now_s - s.cause_s < inner.LATELY_S
        cause = s.cause if mood and recent and self._fits(s) else ""
        heard = bool(cause) and s.heard
        on = "needs" not in self.off
        lonely = on and needs_plan.is_lonely(s.needs)
        low = felt_lately(s.needs, s.low, now_s, self.urges) if on else ()
        return Feeling(
            mood, cause, shows(mood, self.tables), heard, s.cause_who if heard else (), lonely, low
        )

    def feelings(self, rids, now_s: float) -> dict[str, Feeling]:
        """``feeling`` of each of ``rids`` (the mind decides who sees whose: ``mood.noticed``)."""
        return {rid: self.feeling(rid, now_s) for rid in rids}

    def get_state(self, order) -> dict:
        """Each resident's ``InnerState`` and its mood line (``moods``: the valence samples)."""
        return {
            rid: self.states[rid].to_dict() | {"moods": self.history.get_state(rid)}
            for rid in order
        }

    def set_state(self, doc: dict) -> None:
        """From ``get_state``; a resident the document lacks (an older save) starts afresh, and
        one saved without a mood line (a save from before it was kept) starts with none."""
        for rid, temper in self.tempers.items():
            d = doc.get(rid)
            self.states[rid] = (
                inner.InnerState.from_dict(d) if d else inner.initial(temper, self.tables)
            )
            self.history.set_state(rid, (d or {}).get("moods", ()))
        self._going.clear()


def _working(work, minute: int, weekday: str) -> bool:
    """Within the persona's working hours today (a night shift counts from the day it began)."""
    if work.start < work.end:
        return work.start <= minute < work.end and weekday in work.days
    if minute >= work.start:
        return weekday in work.days
    if minute < work.end:
        return WEEKDAYS[(WEEKDAYS.index(weekday) - 1) % 7] in work.days
    return False


def _closeness(mind, others) -> float:
    """The most ``mind`` is close to any of ``others`` (0 for strangers)."""
    best = 0.0
    for oid in others:
        rel = mind.relations.get(oid)
        if rel is not None and rel.closeness > best:
            best = float(rel.closeness)
    return best


def _sweet_on(mind, ids) -> bool:
    """Whether the talk that left memories ``ids`` was with someone ``mind`` is sweet on (its
    bond with them a romance: a crush on record, or its words)."""
    if not ids:
        return False
    rels = mind.relations
    return any(
        (rel := rels.get(o)) is not None and rel.kind == "romance"
        for o in mind.memory.get(ids[0]).meta.get("with") or ()
    )
