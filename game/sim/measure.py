"""What a scenario measures, read from a running simulation without changing it.

* ``recall``: for each resident, the ``k`` memories its own retrieval ranks highest for
  ``query`` (its weights, recency and importance; nothing touched, as ``retrieve.search``) are
  taken, and it recalls X when the best raw cosine similarity of one of them to the query (dot
  product of unit vectors, not min-max normalised) is >= ``threshold``. A mind under the memory
  ablation only "retrieves" its newest memories, so it recalls less: that is the ablation.
* ``fact``: a memory whose text holds every key word (case-insensitive substring) means the
  resident was told X; its origin (held at the start, told, whispered, a notice, seen) and the
  chain of tellers back to the first one come from the memory's metadata.
* ``presence``: who stood in a place between two times for at least ``min_minutes``.
* ``talked``: pairs who finished a conversation during the run.
* ``density``: edges / possible edges (the paper's measure); an edge is "both know each other",
  "have talked" or "both feel closeness >= threshold" (``mutual = false``: either does).
* ``mood``: how residents felt and fared (``game.sim.measure_inner``).
* ``replans``: who had planned to use a place when it closed or broke, who remembers the
  repair, and where they spent the hours after it.

Cost: whereabouts are sampled every step (one tuple compare per resident); recall, fact and
density once per game hour (one retrieval per resident, a scan of the memories added since).
"""

from __future__ import annotations

from datetime import datetime, timedelta

from game.mind.retrieve import retrieve
from game.mind.types import Place
from game.sim.measure_inner import MoodMeasure

_EPOCH = datetime(2000, 1, 1)  # game seconds count from here (GameClock.seconds)


def _secs(t: datetime) -> float:
    return (t - _EPOCH).total_seconds()


class Visits:
    """Each resident's whereabouts as runs of [sector, arena, from_s, to_s], sampled per step."""

    def __init__(self, step_seconds: int) -> None:
        self.step = step_seconds
        self.runs: dict[str, list[list]] = {}

    def sample(self, sim) -> None:
        now = sim.now_s
        for rid in sim.order:
            a = sim.bodies[rid].arena
            where = (a.sector, a.arena) if a else ("outdoors", "")
            runs = self.runs.setdefault(rid, [])
            if runs and (runs[-1][0], runs[-1][1]) == where and runs[-1][3] >= now:
                runs[-1][3] = now + self.step
            else:
                runs.append([where[0], where[1], now, now + self.step])

    def minutes(self, rid: str, t0: float, t1: float, place: Place | None = None) -> dict:
        """Minutes per sector between t0 and t1 (only ``place`` when given)."""
        out: dict[str, float] = {}
        for sector, arena, a, b in self.runs.get(rid, ()):
            if place and (sector != place.sector or (place.arena and arena != place.arena)):
                continue
            span = min(b, t1) - max(a, t0)
            if span > 0:
                out[sector] = out.get(sector, 0.0) + span / 60
        return out


class Measure:
    """One ``[[measure]]`` of a scenario (already checked by ``game.sim.scenario``)."""

    hourly = False  # sampled every game hour (its series goes into the result)

    def __init__(self, spec: dict) -> None:
        self.spec = spec
        self.name, self.kind = spec["name"], spec["kind"]
        self.series: list[list] = []

    def begin(self, sim) -> None: ...

    def tick(self, sim) -> None: ...

    def count(self, sim) -> int | float:
        return 0

    def sample(self, sim) -> None:
        self.series.append([sim.clock.now.isoformat(), self.count(sim)])

    def result(self, sim, visits: Visits, done: dict) -> dict:
        raise NotImplementedError


class Recall(Measure):
    hourly = True

    def begin(self, sim) -> None:
        self.vec = sim.services.embedder.embed([self.spec["query"]])[0]
        self.best: dict[str, tuple[float, str]] = {}

    def count(self, sim) -> int:
        self.best = {}
        for rid in sim.order:
            r = sim.residents[rid]
            k, w = self.spec["k"], r.config.weights
            top = retrieve(r.memory, self.vec, sim.now_s, k=k, weights=w, touch=False)
            sims = [(round(float(s.memory.embedding @ self.vec), 3), s.memory.content) for s in top]
            if sims and max(sims)[0] >= self.spec["threshold"]:
                self.best[rid] = max(sims)
        return len(self.best)

    def result(self, sim, visits, done) -> dict:
        who = {rid: {"similarity": s, "memory": text} for rid, (s, text) in self.best.items()}
        return _counted(self, len(who), len(sim.order), who=who)


_ORDER = ("start", "told", "whisper", "notice", "saw", "own")  # which origin explains a memory


class Fact(Measure):
    hourly = True

    def begin(self, sim) -> None:
        self.words = [w.lower() for w in self.spec["keywords"]]
        self.first: dict[str, dict] = {}
        self.cursor = dict.fromkeys(sim.order, 0)
        self.names = {b.name: rid for rid, b in sim.bodies.items()}
        self.count(sim, at_start=True)

    def count(self, sim, at_start: bool = False) -> int:
        for rid in sim.order:
            mem = sim.residents[rid].memory
            hits = [i for i in range(self.cursor[rid], len(mem)) if self._holds(mem.get_content(i))]
            self.cursor[rid] = len(mem)
            if rid in self.first or not hits:
                continue
            t0 = mem.get(hits[0]).created
            found = [self._origin(mem.get(i), at_start) for i in hits]
            found = [f for f in found if f["created"] - t0 < 1]
            self.first[rid] = min(found, key=lambda f: _ORDER.index(f["how"]))
        return len(self.first)

    def _holds(self, text: str) -> bool:
        low = text.lower()
        return all(w in low for w in self.words)

    def _origin(self, m, at_start: bool) -> dict:
        meta, how, source = m.meta, "own", ""
        if at_start:
            how = "start"
        elif meta.get("learned") or (meta.get("gathering") and meta.get("source")):
            how, source = "told", meta.get("source", "")
        elif meta.get("transcript") or (meta.get("event") and meta.get("with")):
            said = [ln[0] for ln in meta.get("transcript", ()) if self._holds(ln[2])]
            others = [s for s in said if s in meta.get("with", [])] or meta.get("with", [""])
            how, source = "told", others[0]
        elif meta.get("whisper"):
            how = "whisper"
        elif m.subject == "a notice":
            how = "notice"
        elif m.kind == "observation" and m.subject in self.names:
            how, source = "saw", self.names[m.subject]
        out = {"how": how, "source": source, "conversation": meta.get("conversation")}
        return out | {"created": m.created, "memory": m.content}

    def chain(self, rid: str) -> list[str]:
        out = [rid]
        while self.first.get(out[-1], {}).get("how") in ("told", "saw"):
            src = self.first[out[-1]]["source"]
            if not src or src in out:
                break
            out.append(src)
        return out

    def result(self, sim, visits, done) -> dict:
        who = {}
        for rid in sim.order:
            if rid in self.first:
                f = dict(self.first[rid])
                when = _EPOCH + timedelta(seconds=f.pop("created"))
                who[rid] = f | {"when": when.isoformat(), "chain": self.chain(rid)}
        told = [r for r, f in who.items() if f["how"] in ("told", "saw")]
        return _counted(self, len(who), len(sim.order), who=who, told=told)


class Presence(Measure):
    def result(self, sim, visits, done) -> dict:
        s = self.spec
        t0, t1, place = _secs(s["from"]), _secs(s["to"]), Place.parse(s["place"])
        staff = _staff(sim, place.sector) if s["exclude_staff"] else set()
        present = {}
        for rid in sim.order:
            mins = sum(visits.minutes(rid, t0, t1, place).values())
            if mins >= s["min_minutes"] and rid not in staff:
                present[rid] = round(mins)
        out = {"place": str(place), "from": s["from"].isoformat(), "to": s["to"].isoformat()}
        out |= {"present": present, "staff_excluded": sorted(staff)}
        if s.get("invited"):
            invited = done[s["invited"]]["told"]
            out |= {"invited": invited, "invited_came": [r for r in invited if r in present]}
        return _counted(self, len(present), len(sim.order), **out)


class Talked(Measure):
    def begin(self, sim) -> None:
        self.first_id = max((c["id"] for c in sim.talks.log), default=0)

    def result(self, sim, visits, done) -> dict:
        pairs: dict[tuple[str, str], int] = {}
        convs = [c for c in sim.talks.log if c["id"] > self.first_id]
        for c in convs:
            ms = sorted(set(c["members"]))
            for i, a in enumerate(ms):
                for b in ms[i + 1 :]:
                    pairs[(a, b)] = pairs.get((a, b), 0) + 1
        n = len(sim.order)
        rows = [[a, b, k] for (a, b), k in sorted(pairs.items())]
        return _counted(self, len(pairs), n * (n - 1) // 2, conversations=len(convs), pairs=rows)


class Density(Measure):
    hourly = True

    def count(self, sim) -> float:
        ids = sim.order
        edges = sum(self._edge(sim, a, b) for i, a in enumerate(ids) for b in ids[i + 1 :])
        n = len(ids)
        return round(edges / (n * (n - 1) / 2), 3) if n > 1 else 0.0

    def _edge(self, sim, a: str, b: str) -> bool:
        pair = (sim.residents[a].relations.get(b), sim.residents[b].relations.get(a))
        edge = self.spec["edge"]
        if edge == "talked":  # a talk is shared: either record is enough
            return any(r is not None and r.times_talked > 0 for r in pair)
        if edge == "knows":
            ok = [r is not None for r in pair]
        else:
            ok = [r is not None and r.closeness >= self.spec["threshold"] for r in pair]
        return all(ok) if self.spec["mutual"] else any(ok)

    def result(self, sim, visits, done) -> dict:
        ids, edges = sim.order, []
        for i, a in enumerate(ids):
            for b in ids[i + 1 :]:
                ra, rb = sim.residents[a].relations.get(b), sim.residents[b].relations.get(a)
                if ra or rb:
                    close = ((ra.closeness if ra else 0) + (rb.closeness if rb else 0)) / 2
                    talks = max(ra.times_talked if ra else 0, rb.times_talked if rb else 0)
                    edges.append([a, b, round(close, 3), talks])
        return _counted(self, self.series[-1][1], 1, network=edges)


class Replans(Measure):
    def begin(self, sim) -> None:
        self.place = Place.parse(self.spec["place"])
        self.planned: list[str] | None = None

    def tick(self, sim) -> None:
        if self.planned is None and sim.clock.now >= self.spec["after"]:
            # who lives there is exempt from a closure (nothing to repair), not from a broken
            # object; staff are not: a closed workplace is closed for them too
            home = set() if self.place.obj else _residents_of(sim, self.place.sector)
            self.planned = [r for r in sim.order if r not in home and self._plans(sim, r)]

    def _plans(self, sim, rid: str) -> bool:
        """Does the plan still ahead use the place? (What ``react.repair`` would move.)"""
        r, p = sim.residents[rid], self.place
        if r.schedule is None:
            return False
        minute = r.day_minute(sim.clock.now, r.schedule.date)
        ahead = r.schedule.upcoming(minute)
        if p.obj:
            return any(str(a.place) == str(p) for a in ahead)
        blocks = [b for b in r.schedule.blocks if b.end > minute]
        named = any(p.sector.lower() in b.activity.lower() for b in blocks)
        return named or any(a.place.sector == p.sector for a in ahead)

    def result(self, sim, visits, done) -> dict:
        p, after = self.place, _secs(self.spec["after"])
        key = (f"the {p.obj} in the {p.arena}" if p.obj else p.sector).lower()
        follow = self.spec["follow_hours"] * 3600
        who = {}
        for rid in sim.order:
            mem = sim.residents[rid].memory
            for i in range(len(mem)):
                if key in mem.get_content(i).lower():
                    m = mem.get(i)
                    if m.meta.get("repair") and m.created >= after:
                        where = visits.minutes(rid, m.created, m.created + follow)
                        top = sorted(where.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
                        who[rid] = {"memory": m.content, "then": [[s, round(v)] for s, v in top]}
                        break
        planned = self.planned or []
        forgot = [r for r in planned if r not in who]
        return _counted(self, len(who), len(sim.order), who=who, planned=planned, forgot=forgot)


def _residents_of(sim, sector: str) -> set[str]:
    """Who lives there: a closure never shuts anyone out of their own home."""
    return {rid for rid, r in sim.residents.items() if r.persona.home.sector == sector}


def _staff(sim, sector: str) -> set[str]:
    """Who lives or works there (left out of a place's customers when a measure asks)."""
    places = {rid: (r.persona.home, r.persona.work) for rid, r in sim.residents.items()}
    return {
        r
        for r, (home, work) in places.items()
        if sector in (home.sector, work and work.place.sector)
    }


def _counted(m: Measure, value, of, **extra) -> dict:
    out = {"kind": m.kind, "label": m.spec["label"], "value": value, "of": of}
    if m.hourly:
        out["at_start"] = m.series[0][1] if m.series else value
        out["series"] = m.series
    return out | extra


KINDS = {c.__name__.lower(): c for c in (Recall, Fact, Presence, Talked, Density, Replans)}
KINDS["mood"] = MoodMeasure  # game.sim.measure_inner
_LAST = {"presence": 1, "mood": 2}  # results read others': facts first, then presence, mood


def finish_order(measures) -> list:
    """The order results are made in (a presence reads a fact's, a mood a presence's)."""
    return sorted(measures, key=lambda m: _LAST.get(m.kind, 0))


class Tracker:
    """Drives measures through a run: ``tick`` before each step, ``finish`` at the end.

    Hourly samples fall on the first tick at or after each full game hour (and at the start
    and the end), before the whispers and events due at that time are applied.
    """

    def __init__(self, specs, sim) -> None:
        self.measures = [KINDS[s["kind"]](s) for s in specs]
        self.visits = Visits(sim.clock.step_seconds)
        self.next_hour = sim.clock.now.replace(minute=0, second=0, microsecond=0)
        self.last: datetime | None = None
        for m in self.measures:
            m.begin(sim)

    def tick(self, sim) -> None:
        self.visits.sample(sim)
        for m in self.measures:
            m.tick(sim)
        if sim.clock.now >= self.next_hour:
            self._hourly(sim)
            while self.next_hour <= sim.clock.now:
                self.next_hour += timedelta(hours=1)

    def _hourly(self, sim) -> None:
        if self.last != sim.clock.now:
            self.last = sim.clock.now
            for m in self.measures:
                if m.hourly:
                    m.sample(sim)

    def finish(self, sim) -> dict[str, dict]:
        self.tick(sim)
        self._hourly(sim)
        done: dict[str, dict] = {}
        for m in finish_order(self.measures):
            done[m.name] = m.result(sim, self.visits, done)
        return {m.name: done[m.name] for m in self.measures}
