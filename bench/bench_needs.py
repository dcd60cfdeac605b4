"""Do needs change what residents do? Meals, rest and company over a day, per town and seed.

Run: ``PYTHONPATH=. .venv/bin/python bench/bench_needs.py [--towns smallville,brinewick]
[--seeds 1,7] [--hours 24] [--at 10:00] [--ablate needs]``. For each town and seed, two days on
the built-in brain: a plain one, and one where the food place with the most staff (the map's
cafe, else pub) is closed from ``--at``.
One row per day:
* meals: the fewest any resident ate (stretches of eating of 10 minutes or more, as
  ``bench_inner``), how many ate fewer than two, and the fewest among the closed place's regulars
  (its staff, and whoever planned to go there before it closed);
* worst runs: the longest stretch awake (minutes) with fullness / energy at its worst (< 0.1);
* lonely: residents whose social need fell below the level at which it presses, and how many of
  them then sought company (re-planned for it, or went on to talk or share a table);
* re-plans: how many times a need at its worst changed a plan (F fullness, E energy, S social);
* the CPU seconds the day took.
``--ablate needs`` runs the same days with needs switched off (nothing presses, nothing is
counted) to compare.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from bench_inner import Tally

from game.app_setup import build_simulation
from game.mind.inner.mood import word
from game.mind.inner.urges import urge_tables
from game.mind.resident import MindConfig
from game.sim.simulation import SimConfig

MEET_SOCIAL = ("talk", "chat", "dine", "gathering")


def food_place(sim) -> str:
    """The food place with the most staff (ties: a cafe before a pub, then by name)."""
    food = ("cafe", "pub")
    staff = Counter(
        r.persona.work.place.sector for r in sim.residents.values() if r.persona.work is not None
    )
    places = [(s.name, food.index(s.kind)) for s in sim.town.tree.sectors() if s.kind in food]
    best = min(places, key=lambda p: (-staff[p[0]], p[1], p[0]), default=("", 0))
    return best[0]


def regulars(sim, sector: str) -> set[str]:
    """Its staff and whoever has it in today's plan (read before it closes)."""
    out = set()
    for rid, r in sim.residents.items():
        if r.persona.work is not None and r.persona.work.place.sector == sector:
            out.add(rid)
        sched = r.schedule
        if sched is not None and (
            any(sector.lower() in b.activity.lower() for b in sched.blocks)
            or any(a.place.sector == sector for a in sched.actions)
        ):
            out.add(rid)
    return out


def run_day(town: str, seed: int, hours: int, close_at: int | None, ablate: frozenset[str]):
    t0 = time.process_time()
    config = SimConfig(seed=seed, autosave_minutes=0, mind=MindConfig(ablate=ablate))
    sim = build_simulation(town, config=config)
    u = urge_tables()
    tally = {rid: Tally() for rid in sim.order}
    lonely: dict[str, bool] = {}  # rid -> sought company since
    per_minute = max(1, 60 // sim.clock.step_seconds)
    closed, regular = "", set()
    for step in range(sim.clock.steps_for(hours)):
        sim.step()
        if (step + 1) % per_minute:
            continue
        if close_at is not None and sim.clock.minute_of_day() == close_at and not closed:
            closed = food_place(sim)
            regular = regulars(sim, closed)
            sim.close_sector(closed)
        for rid, s in sim.inner.states.items():
            tally[rid].add(s, word(s.mood, sim.inner.tables))
            if s.doing != "sleep" and s.needs.social < u.below["social"]:
                lonely.setdefault(rid, False)
            elif rid in lonely and s.doing in MEET_SOCIAL:
                lonely[rid] = True
    replans: Counter = Counter()
    for _, rid, text in sim.events:
        if "at its worst" in text:
            need = text.split(" ", 1)[0]
            replans[need[0].upper()] += 1
            if need == "social" and rid in lonely:
                lonely[rid] = True
    sim.shutdown()
    cpu = time.process_time() - t0
    meals = {rid: k.meals for rid, k in tally.items()}
    return {
        "closed": closed,
        "min_meals": min(meals.values()),
        "under_two": sum(1 for m in meals.values() if m < 2),
        "regular_min": min((meals[r] for r in regular), default=None),
        "regulars": len(regular),
        "f_run": max(k.worst_longest["fullness"] for k in tally.values()),
        "e_run": max(k.worst_longest["energy"] for k in tally.values()),
        "lonely": len(lonely),
        "sought": sum(lonely.values()),
        "replans": replans,
        "cpu": cpu,
    }


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--towns", default="smallville,brinewick")
    ap.add_argument("--seeds", default="1,7")
    ap.add_argument("--hours", type=int, default=24)
    ap.add_argument("--at", default="10:00", help="when the food place closes, HH:MM")
    ap.add_argument("--ablate", default="", help="e.g. needs")
    args = ap.parse_args(argv)
    at = int(args.at[:2]) * 60 + int(args.at[3:5])
    ablate = frozenset(a for a in args.ablate.split(",") if a)
    print(
        f"{'town':<11} {'seed':>4}  {'day':<26} {'min meals':>9} {'<2':>3} {'regulars':>12}"
        f" {'F run':>6} {'E run':>6} {'lonely/sought':>13}  {'re-plans':<14} {'cpu s':>6}"
    )
    for town in args.towns.split(","):
        for seed in (int(s) for s in args.seeds.split(",")):
            for close_at in (None, at):
                r = run_day(town, seed, args.hours, close_at, ablate)
                day = f"{r['closed']} closed {args.at}" if r["closed"] else "plain"
                reg = f"{r['regular_min']} of {r['regulars']}" if r["regulars"] else "-"
                rp = " ".join(f"{k}{v}" for k, v in sorted(r["replans"].items())) or "-"
                print(
                    f"{town:<11} {seed:>4}  {day[:26]:<26} {r['min_meals']:>9} {r['under_two']:>3}"
                    f" {reg:>12} {r['f_run']:>6} {r['e_run']:>6}"
                    f" {str(r['lonely']) + '/' + str(r['sought']):>13}  {rp:<14} {r['cpu']:>6.1f}",
                    flush=True,
                )


if __name__ == "__main__":
    main()
