"""How much of what a town in another script shows and says is in Latin letters: for a Chinese
town, the share of texts with a Latin word in them is the share still in English, by kind:

* ``interview``: the answers to the town's own interview questions (``--interview-all``'s,
  ``app_interview.default_questions``), asked of every resident at the end of the run;
* ``talk``: the lines said in conversations;
* ``plan``: what the inspector shows of each resident's day at the end (the plan's blocks and
  every action of it, ``Schedule.describe`` and the actions' descriptions);
* ``doing``: what each resident is shown doing (``Body.activity``, the simulation's own words
  through the reports' catalog in the town's language), every half hour of the run;
* ``memory``: the texts of the residents' memories that are not plain observations
  (reflections, thoughts, the summaries of talks, plans, decisions);
* ``seen``: the observations (what one saw, the stretches of one's own day).

A *Latin word* is three Latin letters in a row (``latin_in_talk.LATIN_WORD``). One row per
(town, seed), and a few texts of each kind with Latin words, e.g.::

    PYTHONPATH=. .venv/bin/python bench/latin_in_texts.py --towns taohuacun --hours 30

Built-in brain, no window; CPU time is the run's (``time.process_time``).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.latin_in_talk import latin_lines  # noqa: E402

KINDS = ("interview", "talk", "plan", "doing", "memory", "seen")


def texts_of_run(town: str, seed: int, hours: float) -> dict[str, list[str]]:
    """The texts of each kind (``KINDS``) after ``hours`` of ``town`` with ``seed``."""
    from game.app_interview import ask, default_questions, fill, load_questions
    from game.app_setup import build_simulation
    from game.report.i18n import use_language
    from game.report.sim_words import action_text
    from game.sim.simulation import SimConfig

    sim = build_simulation(town, config=SimConfig(seed=seed, autosave_minutes=0))
    use_language(sim.town.language or "en")
    out: dict[str, list[str]] = {k: [] for k in KINDS}
    for _ in range(int(hours * 2)):
        sim.run_steps(sim.clock.steps_for(0.5))
        out["doing"] += [action_text(sim.bodies[rid].activity()) for rid in sim.order]
    out["talk"] = [ln[2] for c in sim.talks.log for ln in c["lines"]]
    questions = load_questions(default_questions(sim.town.language))
    for rid in sim.order:
        for _title, qs in questions.values():
            out["interview"] += [ask(sim, rid, fill(q, sim, rid), False) for q in qs]
        r = sim.residents[rid]
        if r.schedule is not None:
            out["plan"] += list(r.schedule.describe(r.day_minute(sim.clock.now, r.schedule.date)))
            out["plan"] += [a.description for a in r.schedule.actions]
        for m in r.memory.recent(5000):
            out["seen" if m.kind == "observation" else "memory"].append(m.content)
    sim.shutdown()
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--towns", nargs="+", default=["taohuacun"])
    ap.add_argument("--seeds", nargs="+", type=int, default=[1])
    ap.add_argument("--hours", type=float, default=30.0)
    ap.add_argument("--show", type=int, default=3, help="texts with Latin words to print per kind")
    args = ap.parse_args(argv)
    print(f"{'town':<12}{'seed':>5}{'kind':>11}{'texts':>7}{'latin':>7}{'share':>8}{'cpu s':>7}")
    for town in args.towns:
        for seed in args.seeds:
            t0 = time.process_time()
            texts = texts_of_run(town, seed, args.hours)
            cpu = time.process_time() - t0
            for kind in KINDS:
                said, bad = texts[kind], latin_lines(texts[kind])
                share = len(bad) / len(said) if said else 0.0
                print(
                    f"{town:<12}{seed:>5}{kind:>11}{len(said):>7}{len(bad):>7}{share:>8.1%}"
                    f"{cpu:>7.1f}"
                )
                for line in bad[: args.show]:
                    print("      " + line[:150])
    return 0


if __name__ == "__main__":
    sys.exit(main())
