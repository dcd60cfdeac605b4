"""Residents' needs and mood, hour by hour, so a reader can check the numbers make sense.

Run: ``PYTHONPATH=. .venv/bin/python bench/bench_inner.py [--town smallville] [--seed 1]
[--hours 24] [--who ID,ID,...] [--close SECTOR --at HH:MM]``. Runs the town on the built-in
brain and prints, for a few residents (the first four by default), one row an hour: what kind of
thing each is doing, its four needs (F fullness, E energy, S social, U fun; 0..1) and its mood
in a word. Then, for every resident of the town, what a day of it came to: meals (stretches of
eating of 10 minutes or more), hours asleep, the lowest fullness and energy while awake, the
longest stretch awake with a need at its worst (below 0.1), energy at bedtime and after the
night, and the mood words it went through. (A meal goes on through up to 5 minutes of walking or
talking between bites.) ``--close`` closes a place at a time (a workplace:
its staff's mood drops, and comes back), to see an event move the numbers.
"""

from __future__ import annotations

import argparse
from collections import Counter

from game.app_setup import build_simulation
from game.mind.inner.mood import word
from game.mind.inner.tables import NEEDS
from game.sim.simulation import SimConfig

WORST = 0.1
MEAL_MINUTES = 10
MEAL_GAP = 5  # minutes of walking or talking between bites that do not end a meal
BETWEEN_BITES = ("walk", "talk", "chat")


class Tally:
    """What one resident's minutes came to."""

    def __init__(self) -> None:
        self.meal_run = 0  # minutes eaten in the meal going on
        self.meal_gap = 0  # minutes since its last bite
        self.meals = 0
        self.asleep = 0
        self.low = {"fullness": 1.0, "energy": 1.0}
        self.worst_run: Counter = Counter()
        self.worst_longest: Counter = Counter()
        self.words: dict[str, None] = {}
        self.bed_energy: list[float] = []
        self.wake_energy: list[float] = []
        self.was_asleep: bool | None = None  # not known before the first minute

    def add(self, s, mood_word: str) -> None:
        asleep = s.doing == "sleep"
        if s.doing in ("eat", "dine"):
            self.meal_run += 1
            self.meal_gap = 0
            if self.meal_run == MEAL_MINUTES:
                self.meals += 1
        elif s.doing in BETWEEN_BITES and self.meal_gap < MEAL_GAP:
            self.meal_gap += 1  # a step to the next table, a word with someone: same meal
        else:
            self.meal_run = self.meal_gap = 0
        if asleep and self.was_asleep is False:
            self.bed_energy.append(s.needs.energy)
        if self.was_asleep and not asleep:
            self.wake_energy.append(s.needs.energy)
        self.was_asleep = asleep
        self.asleep += asleep
        for name, level in zip(NEEDS, s.needs.values(), strict=True):
            if name in self.low and not asleep:
                self.low[name] = min(self.low[name], level)
            if level < WORST and not asleep:
                self.worst_run[name] += 1
                self.worst_longest[name] = max(self.worst_longest[name], self.worst_run[name])
            else:
                self.worst_run[name] = 0
        self.words.setdefault(mood_word)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--town", default="smallville")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--hours", type=int, default=24)
    ap.add_argument("--who", default="", help="resident ids, comma-separated")
    ap.add_argument("--close", default="", help="a place to close (with --at)")
    ap.add_argument("--at", default="10:00", help="when to close it, HH:MM of the first day")
    args = ap.parse_args(argv)
    sim = build_simulation(args.town, config=SimConfig(seed=args.seed, autosave_minutes=0))
    who = [w for w in args.who.split(",") if w] or sim.order[:4]
    close_at = int(args.at[:2]) * 60 + int(args.at[3:5]) if args.close else None
    tally = {rid: Tally() for rid in sim.order}
    t = sim.inner.tables
    per_minute = max(1, 60 // sim.clock.step_seconds)
    names = "  ".join(f"{sim.bodies[r].name[:22]:<36}" for r in who)
    print(f"{args.town}, seed {args.seed}; per resident: doing  F E S U  mood")
    print(f"time   {names}")
    for step in range(sim.clock.steps_for(args.hours)):
        sim.step()
        if (step + 1) % per_minute:
            continue
        minute = sim.clock.minute_of_day()
        if close_at is not None and minute == close_at:
            sim.close_sector(args.close)
            print(f"{sim.clock.now:%H:%M}  -- {args.close} closed --")
            close_at = None
        for rid, s in sim.inner.states.items():
            tally[rid].add(s, word(s.mood, t))
        if minute % 60 == 0:
            cells = []
            for rid in who:
                s = sim.inner.states[rid]
                f, e, so, u = s.needs.values()
                w = word(s.mood, t)
                cells.append(f"{s.doing:<9} {f:.2f} {e:.2f} {so:.2f} {u:.2f} {w:<6}")
            print(f"{sim.clock.now:%H:%M}  " + "  ".join(cells))
    print()
    print(f"{'resident':<18} meals  asleep  low F  low E  worst run (min)   bed E  woke E  moods")
    for rid in sim.order:
        k = tally[rid]
        worst = ",".join(f"{n[0].upper()}{m}" for n, m in sorted(k.worst_longest.items())) or "-"
        bed = f"{k.bed_energy[0]:.2f}" if k.bed_energy else "  -"
        woke = f"{k.wake_energy[0]:.2f}" if k.wake_energy else "  -"
        print(
            f"{sim.bodies[rid].name[:18]:<18} {k.meals:>5}  {k.asleep / 60:5.1f}h  "
            f"{k.low['fullness']:.2f}   {k.low['energy']:.2f}   {worst:<16}  {bed:>5}  {woke:>6}  "
            + " ".join(k.words)
        )
    sim.shutdown()


if __name__ == "__main__":
    main()
