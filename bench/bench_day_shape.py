"""Does a resident's day read like a person's? Meals, rings of steps, shopping, lunch breaks.

Run: ``PYTHONPATH=. .venv/bin/python bench/bench_day_shape.py [--town smallville] [--seeds 1,7]
[--hours 24] [--show]``. Runs the town on the built-in brain and reads what a reader of the
timeline (each resident's actions by time) would notice:

* **meals/day**: per resident and game day covered for 15 hours or more, the stretches of
  eating of 10 minutes or more (as ``bench_inner``: up to 5 minutes of walking or talking
  between bites is the same meal); the fewest, and how many resident-days had fewer than two;
* **ring**: the longest run of the same sequence of 2 to 8 steps done again and again in the
  same order ("heat, hammer, sweep, quench, shape, file" every hour), as times round the ring
  and steps; and how many residents went round some ring three times or more. A talk, and
  arriving at the place of a step, are not steps (the step goes on);
* **2 payments**: shopping trips (a stretch of steps at one place away from home and work)
  that pay more than once ("queue to pay" straight before "pay at the till" is one payment);
* **lunch no meal**: plan blocks that say lunch in which the resident ate for under 10
  minutes (``--show`` prints them, with the rings);
* **off hours / off workday / customers shut / alone**: steps done outside the part of the day
  the tables give them, a working day's first or last step in the middle of it, a step for
  customers or a class where and when there are none, a step done with others with nobody
  there (``step_flags``);
* **eve ring / eve repeats / eve hops**: in one evening at home (from 17:00) the longest ring of
  steps (times round x steps), the most times one step comes back after others, and the
  longest run of pastime steps (no meal, bedtime or morning routine) each done for 15 minutes
  or less before the next.
"""

from __future__ import annotations

import argparse
import re
from collections import Counter, defaultdict
from datetime import datetime, timedelta

from bench.step_flags import HourCompany
from game.app_setup import build_simulation
from game.report.timeline import TimelineRecorder
from game.sim.simulation import SimConfig

MEAL_MINUTES, MEAL_GAP = 10, 5
SHORT = 15  # minutes: a stretch of one step this short is a hop (``eve hops``)
BETWEEN_BITES = ("walk", "talk", "chat")
PAYS = re.compile(r"\bpay\b|\bpays\b|\btill\b|settle the bill|付钱|结账|付款")
TALK = re.compile(r"^(chatting with|talking with|在和|和.+聊)")


def rings(steps: list[str], longest: int = 8) -> tuple[int, int, int]:
    """(times round, ring length k, index of its start) of the longest ring in ``steps``."""
    best = (0, 0, 0)
    n = len(steps)
    for k in range(2, longest + 1):
        run = 0
        for i in range(n - k):
            run = run + 1 if steps[i] == steps[i + k] else 0
            if run and len(set(steps[i - run + 1 : i + 1])) >= min(k, 2):
                rounds = (run + k) // k
                if rounds > best[0] or (rounds == best[0] and k > best[1]):
                    best = (rounds, k, i - run + 1)
    return best


def payments(places: list[tuple[str, str]]) -> int:
    """Payments in a trip of (sector, step text): a pay step not straight after another."""
    out, prev = 0, False
    for _, text in places:
        pay = bool(PAYS.search(text))
        out += pay and not prev
        prev = pay
    return out


def run(town: str, seed: int, hours: float, show: bool, plan_of: str = "") -> dict:
    sim = build_simulation(town, config=SimConfig(seed=seed, autosave_minutes=0))
    rec = TimelineRecorder(sim)
    per_minute = max(1, 60 // sim.clock.step_seconds)
    ate: dict[str, set[datetime]] = defaultdict(set)  # minutes eating (a meal's minutes)
    meals: Counter = Counter()  # (rid, date) -> meals
    covered: Counter = Counter()  # date -> minutes of the run
    run_, gap = Counter(), Counter()
    plans: dict[tuple[str, str], list] = {}
    flags = HourCompany(sim)
    for step in range(sim.clock.steps_for(hours)):
        sim.step()
        rec.after_step(sim)
        if (step + 1) % per_minute:
            continue
        now = sim.clock.now
        day = now.date().isoformat()
        covered[day] += 1
        flags.minute(now.hour * 60 + now.minute)
        for rid, s in sim.inner.states.items():
            if s.doing in ("eat", "dine"):
                run_[rid] += 1
                gap[rid] = 0
                ate[rid].add(now)
                if run_[rid] == MEAL_MINUTES:
                    meals[(rid, day)] += 1
            elif s.doing in BETWEEN_BITES and gap[rid] < MEAL_GAP:
                gap[rid] += 1
            else:
                run_[rid] = gap[rid] = 0
        if now.minute % 10 == 0:
            for rid, r in sim.residents.items():
                if r.schedule is not None:
                    blocks = list(r.schedule.blocks)
                    if plan_of and plan_of in rid and plans.get((rid, r.schedule.date)) != blocks:
                        print(f"  plan {rid} at {now:%a %H:%M}:")
                        print("\n".join("    " + ln for ln in r.schedule.describe()))
                    plans[(rid, r.schedule.date)] = blocks
    days = [d for d, m in covered.items() if m >= 15 * 60]
    per_day = [meals[(rid, d)] for rid in sim.order for d in days]
    # the steps each resident did, in order (talks and arrivals are not steps)
    steps: dict[str, list[tuple[str, str, str]]] = defaultdict(list)
    for a in rec.actions:
        if a.get("arrived") or TALK.search(a["action"]):
            continue
        seq = steps[a["resident"]]
        entry = (a["time"], a["place"].split(":")[0], a["action"])
        if not seq or seq[-1][1:] != entry[1:]:
            seq.append(entry)
    for a in rec.actions:
        if a.get("arrived") or TALK.search(a["action"]):
            continue
        t = datetime.fromisoformat(a["time"])
        label = f"{sim.bodies[a['resident']].name} {t:%a %H:%M} {a['action']} @ {a['place']}"
        flags.action(
            a["resident"], t.hour * 60 + t.minute, a["action"], a["place"].split(":")[0], label
        )
    counted = flags.finish()
    if show:
        for what, lines in flags.shown.items():
            for ln in lines:
                print(f"  {what}: {ln}")
    eve, eve_rep, hops = (0, 0, ""), (0, ""), (0, "")
    for rid, seq in steps.items():
        evenings: dict[str, list[str]] = defaultdict(list)
        home = sim.residents[rid].persona.home.sector
        run, run_day = 0, ""
        for n, (time, sector, text) in enumerate(seq):
            t = datetime.fromisoformat(time)
            if t.hour >= 17 and text != "sleeping" and sector == home:
                evenings[t.date().isoformat()].append(text)
            # a run of short stretches of pastimes at home in one evening ("read a chapter, do
            # the crossword, read the news, ..."): each under SHORT minutes before the next
            nxt = datetime.fromisoformat(seq[n + 1][0]) if n + 1 < len(seq) else t
            day = t.date().isoformat()
            short = (nxt - t).total_seconds() <= SHORT * 60
            if t.hour >= 17 and sector == home and flags.index.pastime(text) and short:
                run = run + 1 if run_day == day else 1
                run_day = day
                if run > hops[0]:
                    hops = (run, f"{sim.bodies[rid].name} {time[5:16]}")
            else:
                run, run_day = 0, ""
        for day, texts in evenings.items():
            rounds, k, _ = rings(texts)
            if (rounds, k) > eve[:2]:
                eve = (rounds, k, f"{sim.bodies[rid].name} {day}")
            again = Counter(texts).most_common(1)
            if again and again[0][1] > eve_rep[0]:
                eve_rep = (again[0][1], f"{sim.bodies[rid].name} {day} {again[0][0]!r}")
    if show:
        print(f"  evening ring {eve}; evening repeats {eve_rep}; evening hops {hops}")
    worst = (0, 0, "", "")
    looped = 0
    for rid, seq in steps.items():
        rounds, k, i = rings([x[2] for x in seq])
        looped += rounds >= 3
        if (rounds, k) > worst[:2]:
            worst = (rounds, k, rid, seq[i][0] if seq else "")
        if show and rounds >= 3:
            ring = " / ".join(x[2] for x in seq[i : i + k])
            print(f"  ring {sim.bodies[rid].name}: {rounds}x from {seq[i][0][5:16]}: {ring}")
    twice = trips = 0
    for rid, seq in steps.items():
        p = sim.residents[rid].persona
        mine = {p.home.sector, p.work.place.sector if p.work is not None else ""}
        trip: list[tuple[str, str]] = []
        for _, sector, text in [*seq, ("", "", "")]:
            if trip and sector == trip[-1][0]:
                trip.append((sector, text))
                continue
            if trip and trip[0][0] not in mine and any(PAYS.search(t) for _, t in trip):
                trips += 1
                if payments(trip) > 1:
                    twice += 1
                    if show:
                        print(f"  paid twice {sim.bodies[rid].name}: {[t for _, t in trip]}")
            trip = [(sector, text)]
    lunches = hungry = 0
    for (rid, day), blocks in plans.items():
        midnight = datetime.fromisoformat(day)
        for b in blocks:
            if "lunch" not in b.activity.lower():
                continue
            start = midnight + timedelta(minutes=b.start)
            if start + timedelta(minutes=b.end - b.start) > sim.clock.now:
                continue
            lunches += 1
            eaten = sum(
                1 for m in range(b.start, b.end) if midnight + timedelta(minutes=m) in ate[rid]
            )
            if eaten < MEAL_MINUTES:
                hungry += 1
                if show:
                    print(f"  lunch, no meal: {sim.bodies[rid].name} {day} {b.activity!r}")
    sim.shutdown()
    return {
        "town": town,
        "seed": seed,
        "min meals/day": min(per_day, default=0),
        "days <2 meals": sum(m < 2 for m in per_day),
        "resident-days": len(per_day),
        "ring": f"{worst[0]}x{worst[1]} {worst[2]}",
        "ringed 3x+": looped,
        "trips": trips,
        "2 payments": twice,
        "lunches": lunches,
        "lunch no meal": hungry,
        **counted,
        "eve ring": f"{eve[0]}x{eve[1]}",
        "eve repeats": eve_rep[0],
        "eve hops": hops[0],
    }


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--town", default="smallville")
    ap.add_argument("--seeds", default="1")
    ap.add_argument("--hours", type=float, default=24)
    ap.add_argument("--show", action="store_true", help="print the rings, trips and lunches")
    ap.add_argument("--plans", default="", help="print the plans of residents whose id has this")
    args = ap.parse_args(argv)
    for seed in (int(s) for s in args.seeds.split(",")):
        r = run(args.town, seed, args.hours, args.show, args.plans)
        print("  ".join(f"{k}={v}" for k, v in r.items()), flush=True)


if __name__ == "__main__":
    main()
