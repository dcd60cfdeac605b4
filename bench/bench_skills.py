"""Residents' skills day by day, and the milestones that became news: who told whom.

Run: ``PYTHONPATH=. .venv/bin/python bench/bench_skills.py [--town smallville] [--seed 1]
[--days 7]``. Runs the town on the built-in brain and prints:
* for every skill practised on each of the days (the residents who practise it daily), its
  level at the start and at the end of each day, with the stage it ends in, and how much it
  rose over the run; a skill practised daily must rise (the run exits 1 if one does not);
* each milestone (a stage reached for the first time): when, and who came to hold it as news,
  from whom, and whether they saw it (in the same room) or heard it in a talk (the memories
  holding its record);
* the talk lines in which someone else says it (a line by another resident that names the
  one who reached it and the skill's words), with when and where.
"""

from __future__ import annotations

import argparse
import sys
import time

from game.app_setup import build_simulation
from game.mind.inner.skills import milestone
from game.sim.simulation import SimConfig

DAY_S = 86400


def levels(sim) -> dict[tuple[str, str], tuple[float, float | None]]:
    return {
        (rid, name): (s.level, s.last_s)
        for rid in sim.order
        for name, s in sim.practice.skills[rid].items()
    }


def holders(sim, key: str) -> list[tuple[str, str, str]]:
    """(holder, from whom, "saw" or "heard") of every memory holding the fact ``key`` as
    learned: seen when it happened in the same room, or heard in a talk."""
    out = []
    for rid in sim.order:
        mind = sim.residents[rid]
        for i in range(len(mind.memory)):
            meta = mind.memory.get(i).meta
            fact = meta.get("fact")
            if meta.get("learned") and isinstance(fact, dict) and fact.get("key") == key:
                how = "heard" if meta.get("conversation") is not None else "saw"
                out.append((rid, str(meta.get("source", "")), how))
    return out


def said_by_others(sim, rid: str, told: str) -> list[tuple[str, str, str, str]]:
    """(when, where, speaker, line) of talk lines by others that say ``told`` (the milestone
    as anyone tells it) of ``rid``: its first name and what follows the full name."""
    name = sim.residents[rid].name
    tail = told.removeprefix(name).strip().rstrip(".").lower()
    first = name.split()[0]
    out = []
    for conv in sim.talks.log:
        for speaker, who, text in conv["lines"]:
            if speaker != rid and first in text and tail in text.lower():
                out.append((conv["ended"], conv["place"], who, text))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--town", default="smallville")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--days", type=int, default=7)
    args = ap.parse_args(argv)
    sim = build_simulation(args.town, config=SimConfig(seed=args.seed, autosave_minutes=0))
    t = sim.practice.tables
    began = time.process_time()
    days = [levels(sim)]
    per_day = sim.clock.steps_for(24)
    for _ in range(args.days):
        start_s = sim.now_s
        for _ in range(per_day):
            sim.step()
        day = levels(sim)
        # practised today: last practised within this day
        days.append(
            {k: v + (v[1] is not None and v[1] > start_s,) for k, v in day.items()}  # type: ignore[misc]
        )
    cpu = time.process_time() - began
    print(f"{args.town}, seed {args.seed}: {args.days} game days in {cpu:.0f} s CPU")

    def practised(k) -> int:
        return sum(len(d.get(k, ())) == 3 and d[k][2] for d in days[1:])

    shown = sorted(k for k in days[-1] if practised(k) >= max(1, args.days - 2))
    head = "  ".join(f"day {d + 1:<3}" for d in range(args.days))
    print(f"\nskills practised on all but two days at most (level at each day's end), the days\n"
          f"it was practised; * every day\n"
          f"{'resident':<18} {'skill':<13} start  {head}  rise  days stage")  # fmt: skip
    flat = []
    for rid, name in shown:
        n = practised((rid, name))
        daily = n == args.days
        row = levels_by_day(days, (rid, name), t.kind(name).start)
        rise = row[-1] - row[0]
        if daily and rise <= 0.0:
            flat.append((rid, name))
        cells = "  ".join(f"{v:6.3f}" for v in row[1:])
        mark = "*" if daily else " "
        print(
            f"{sim.residents[rid].name[:18]:<18} {name[:13]:<13} {row[0]:.3f}  {cells}  "
            f"{rise:+.3f}  {n:>3}{mark} {t.stage(row[-1])}"
        )
    print("\nmilestones (a stage reached for the first time): who saw them or heard them in a talk")
    for when_s, rid, skill, stage in sim.practice.told:
        day = int((when_s - days_start(sim, args.days)) // DAY_S) + 1
        index = [s.name for s in t.stages].index(stage)
        heard = holders(sim, f"skill:{rid}:{skill}:{index}")
        names = ", ".join(
            f"{sim.residents[h].name} ({how}, from {sim.residents[s].name if s in sim.residents else s})"
            for h, s, how in heard
        )
        print(
            f"  day {day}: {sim.residents[rid].name} - {skill}: {stage}; heard by: {names or '-'}"
        )
        told = milestone(rid, sim.residents[rid].name, skill, index, t).told
        for when, where, speaker, line in said_by_others(sim, rid, told)[:4]:
            print(f"      {when} {where}: {speaker}: {line}")
    sim.shutdown()
    if flat:
        print(f"\nFAIL: practised every day without rising: {flat}")
        return 1
    return 0


def levels_by_day(days: list[dict], key: tuple[str, str], start: float) -> list[float]:
    """The level of skill ``key`` at the run's start and at each day's end; one taken up
    during the run (no level yet on the first days) is at its starting level until then
    (was: a KeyError that ended the bench, a resident who took up darts on the third day)."""
    row = [days[0].get(key, (start, None))[0]]
    for d in days[1:]:
        row.append(d[key][0] if key in d else row[-1])
    return row


def days_start(sim, days: int) -> float:
    """Game seconds the run began at."""
    return sim.now_s - days * DAY_S


if __name__ == "__main__":
    sys.exit(main())
