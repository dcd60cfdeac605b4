"""A scenario's ``mood`` measure: how residents felt and fared, read from their inner lives.

Read every game minute (``tick``; nothing changed): each resident's mood valence, what it was
doing, its energy and social need. At the end (``result``):
* **involved / heard**: those who were in one of the ``events`` (the inner life's log of events
  felt: ``sim.inner.log``; their workplace closed, a row, a norm breach they witnessed) and
  those who only heard of one (second-hand); for each, the valence just before its first such
  event, the lowest within the hour after (``drop``) and the minutes until it was back within
  ``BACK`` of where it was, or of its usual level when it was above it (``recover``; None: not
  within ``recover_hours`` or the run). The usual level is where time brings the mood back to,
  the persona's resting valence (``Temper.baseline``): one who was up after a good talk when the
  row came is over it once it is back where it rests, not only once it is as high again;
* **hour by hour**: the mean valence of the involved, of those who only heard, of the rest;
* **meals** per resident per day (a stretch of eating of ``MEAL_MINUTES`` or more, going on
  through ``MEAL_GAP`` minutes of walking or talking between bites), **hours slept** per day,
  the longest stretch awake with energy at its worst (below the urge table's ``worst``);
* **company**: who, awake, had its social need pressing (the urge table's ``below``) and who then
  sought company within ``SEEK_MINUTES`` awake (talked, dined with someone, went to a
  gathering): the hours asleep do not count, so one whose need pressed just before bedtime (when
  no plan changes for it) is judged by the morning after, not by the night;
* **gathering** (when ``gathering`` names a ``presence`` measure): the mood at its start of
  those who came and those who did not;
* **breaches**: the norm breaches witnessed (``sim.norms.log``), how far each witness's mood
  fell within the hour, how much it cooled toward the breaker, and who heard of a breach (or a
  witness's complaint of it) without being there, and which breakers were told of it to
  their face (a complaint).
"""

from __future__ import annotations

from datetime import datetime, timedelta

from game.mind.inner.mood import Mood, word
from game.mind.inner.urges import urge_tables

BACK = 0.05  # back within this much valence of where it was: recovered
MEAL_MINUTES = 10
MEAL_GAP = 5
BETWEEN_BITES = ("walk", "talk", "chat")
SEEK_MINUTES = 180
COMPANY = ("talk", "dine", "chat", "gathering")
_EPOCH = datetime(2000, 1, 1)


class MoodMeasure:
    """One ``[[measure]]`` of kind ``mood`` (see the module docstring)."""

    hourly = True
    kind = "mood"

    def __init__(self, spec: dict) -> None:
        self.spec = spec
        self.name = spec["name"]
        self.series: list[list] = []

    def begin(self, sim) -> None:
        u = urge_tables()
        self.worst, self.lonely_below = u.worst, u.below.get("social", 0.0)
        self.t0 = sim.now_s
        self.minute = int(sim.now_s // 60)
        self.valence: dict[str, list[float]] = {rid: [] for rid in sim.order}
        self.hours: list[tuple[str, dict[str, tuple[float, float]]]] = []
        self.meals: dict[str, dict[str, int]] = {rid: {} for rid in sim.order}
        self.slept: dict[str, dict[str, int]] = {rid: {} for rid in sim.order}
        self.run = {rid: [0, 0, 0] for rid in sim.order}  # meal minutes, gap, worst-energy run
        self.worst_longest = dict.fromkeys(sim.order, 0)
        self.lonely: dict[str, float] = {}  # rid -> when its social need first pressed
        self.sought: dict[str, float] = {}  # rid -> when it then found company
        self.waited: dict[str, int] = {}  # rid -> minutes awake since its need pressed

    def tick(self, sim) -> None:
        minute = int(sim.now_s // 60)
        if minute == self.minute:
            return
        self.minute = minute
        day = sim.clock.now.date().isoformat()
        for rid in sim.order:
            s = sim.inner.states[rid]
            self.valence[rid].append(s.mood.valence)
            self._tally(rid, s, day, sim.now_s)

    def _tally(self, rid: str, s, day: str, now_s: float) -> None:
        run = self.run[rid]
        doing = s.doing
        if doing in ("eat", "dine"):
            run[0], run[1] = run[0] + 1, 0
            if run[0] == MEAL_MINUTES:
                self.meals[rid][day] = self.meals[rid].get(day, 0) + 1
        elif doing in BETWEEN_BITES and run[1] < MEAL_GAP:
            run[1] += 1
        else:
            run[0] = run[1] = 0
        if doing == "sleep":
            self.slept[rid][day] = self.slept[rid].get(day, 0) + 1
            run[2] = 0
            return
        run[2] = run[2] + 1 if s.needs.energy < self.worst else 0
        self.worst_longest[rid] = max(self.worst_longest[rid], run[2])
        if rid not in self.lonely and s.needs.social < self.lonely_below:
            self.lonely[rid], self.waited[rid] = now_s, 0
        elif rid in self.lonely and rid not in self.sought:
            self.waited[rid] += 1
            if doing in COMPANY and self.waited[rid] <= SEEK_MINUTES:
                self.sought[rid] = now_s

    def sample(self, sim) -> None:
        states = sim.inner.states
        moods = {r: (states[r].mood.valence, states[r].mood.arousal) for r in sim.order}
        self.hours.append((sim.clock.now.isoformat(), moods))
        self.series.append(
            [sim.clock.now.isoformat(), round(_mean(v for v, _ in moods.values()), 3)]
        )

    # ------------------------------------------------------------------ the result
    def _course(self, rid: str, at_s: float, before: float, usual: float) -> dict:
        """The valence ``before`` an event at ``at_s``, its lowest in the hour after, and the
        minutes until it was back (where it was, or ``usual``, the level it rests at, if that
        is lower)."""
        vals = self.valence[rid]
        target = min(before, usual) - BACK
        i0 = max(0, int((at_s - self.t0) // 60))
        hour = vals[i0 : i0 + 61] or [before]
        low = min(hour)
        limit = int(self.spec["recover_hours"] * 60)
        back = None
        if low < before - BACK:
            j0 = i0 + hour.index(low)
            for j in range(j0, min(len(vals), i0 + limit)):
                if vals[j] >= target:
                    back = j - i0
                    break
        else:
            back = 0
        # not back, and the run ended before a whole ``recover_hours`` had passed: no verdict
        open_ = back is None and len(vals) < i0 + limit
        return {"at": _iso(at_s), "before": round(before, 3), "drop": round(low - before, 3)} | {
            "usual": round(usual, 3),
            "recover": back,
            "open": open_,
        }

    def result(self, sim, visits, done) -> dict:
        kinds = set(self.spec["events"])
        first_in, first_heard = {}, {}
        for when, rid, kind, in_it, v in sim.inner.log:
            if kind not in kinds or when < self.t0:
                continue
            (first_in if in_it else first_heard).setdefault(rid, (when, v, kind))
        usual = _usual(sim)
        involved = {
            r: self._course(r, w, v, usual[r]) | {"event": k} for r, (w, v, k) in first_in.items()
        }
        heard = {
            r: self._course(r, w, v, usual[r]) | {"event": k}
            for r, (w, v, k) in first_heard.items()
            if r not in involved
        }
        groups = {"involved": set(involved), "heard": set(heard)}
        groups["others"] = set(sim.order) - groups["involved"] - groups["heard"]
        hourly = {"hours": [h for h, _ in self.hours]}
        for g, who in groups.items():
            hourly[g] = [
                round(_mean(m[r][0] for r in who), 3) if who else None for _, m in self.hours
            ]
        drops = [c["drop"] for c in involved.values()]
        out = {"kind": self.kind, "label": self.spec["label"], "value": round(_mean(drops), 3)}
        out |= {"of": len(sim.order), "series": self.series}
        out |= {"involved": involved, "heard": heard, "hourly": hourly}
        out |= {"meals": self.meals, "slept": self.slept}
        out |= {"energy_worst": {r: m for r, m in self.worst_longest.items() if m}}
        out |= {"lonely": sorted(self.lonely), "sought": sorted(self.sought)}
        out |= {"gathering": self._gathering(sim, done), "breaches": self._breaches(sim, usual)}
        return out

    def _gathering(self, sim, done: dict) -> dict | None:
        name = self.spec.get("gathering")
        if not name or name not in done:
            return None
        m = done[name]
        start = m["from"]
        at = next((moods for h, moods in self.hours if h >= start), None)
        if at is None:
            return None
        t = sim.inner.tables
        came = sorted(m["present"])
        away = [r for r in sim.order if r not in m["present"]]

        def side(who) -> dict:
            words: dict[str, int] = {}
            for r in who:
                w = word(Mood(*at[r]), t)
                words[w] = words.get(w, 0) + 1
            return {"who": list(who), "valence": round(_mean(at[r][0] for r in who), 3)} | {
                "words": words
            }

        return {"at": start, "came": side(came), "away": side(away)}

    def _breaches(self, sim, usual: dict[str, float]) -> dict:
        rows = []
        for b in sim.norms.log:
            if b["when"] < self.t0:
                continue
            c = self._course(b["witness"], b["when"], b["valence"], usual[b["witness"]])
            rows.append(b | {"drop": c["drop"], "recover": c["recover"], "when": _iso(b["when"])})
        by_key = {b["key"]: set(b["breakers"]) for b in rows}  # a breach's key, and who broke it
        saw: dict[str, set[str]] = {}  # a breach's key, and who witnessed it
        for b in rows:
            saw.setdefault(b["key"], set()).add(b["witness"])
        told, to_face = set(), set()
        for rid in sim.order:
            mem = sim.residents[rid].memory
            for i in range(len(mem) if by_key else 0):
                meta = mem.get(i).meta
                fact = meta.get("fact")
                key = str(fact.get("key", "")) if isinstance(fact, dict) else ""
                # the breach's own key, or a complaint of it (its key and ":complaint:...");
                # one who saw it is not told it (a witness of another breach may be)
                hit = next((k for k in by_key if key == k or key.startswith(k + ":")), None)
                if hit is not None and rid not in saw[hit]:
                    (to_face if rid in by_key[hit] else told).add(rid)
        return {"witnessed": rows, "told": sorted(told), "to_face": sorted(to_face)}


def _mean(values) -> float:
    vals = list(values)
    return sum(vals) / len(vals) if vals else 0.0


def _iso(s: float) -> str:
    return (_EPOCH + timedelta(seconds=s)).isoformat()


def _usual(sim) -> dict[str, float]:
    """Each resident's usual level: the valence its mood rests at (``Temper.baseline``)."""
    return {rid: t.baseline[0] for rid, t in sim.inner.tempers.items()}
