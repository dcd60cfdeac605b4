"""The interview check (issue 19, item 6): does each resident answer what the simulation knows?

For each town (Smallville, Brinewick; Larkholme under tests/towns, never tuned) and seed, the
town runs headless with the built-in brain for ``--hours`` game hours (30: so there is a
"yesterday"), once with the full mind and once per ablation of ``game.app_scenario.PARTS``
(memory, reflection, planning; applied exactly as ``--ablate`` applies them:
``SimConfig(mind=MindConfig(ablate=...))``). While it steps, every body's action, place and
talk partners are sampled every 10 game minutes. At the end every resident is asked, through
``game.app_interview.ask`` (the call ``--interview`` makes; the interview leaves no trace):

* "What did you do yesterday afternoon?"
* "What are you doing tomorrow morning?"
* "Who is X to you?" for one resident with a relationship in the residents file and one with
  none either way
* "Have you heard that <fact>?" for one fact it holds (as a record) and one it does not
* "Apart from the people you live with, who have you been seeing a lot of lately?" to those who
  talked twice or more in the run with someone outside their home: right when the answer names
  one of them. The truth is counted from the run's talks; the resident reaches it by a
  conclusion drawn over days (a reflection about someone, ``MemoryLine.about``) or, without
  reflection, from whoever comes up in the talks its retrieval brings back for the question,
  a poor count. The one row that tells reflection apart.
* "How have you been feeling today, and why?": scored against the true inner state at the end
  (``sim.inner.feeling``: the mood word's family and what moved it lately; rules in
  ``bench/feeling_truth.py``).

The truth comes from the simulation's state, not from the resident's memory; the rules that
score each answer right, wrong or "don't know" are in ``bench/interview_truth.py`` (read its
docstring). One table: rows are the question kinds and the total, columns (town, seed) x
(full, no memory, no reflection, no planning); each cell is the share answered right. Then,
with ``--show N``, N sample rows per run, and the ``--wrong N`` most telling wrong answers of
the full mind (one per resident, spread over kinds and towns).

Mind the calendar: after 30 hours Smallville and Brinewick stand on a Saturday, so "tomorrow"
is a Sunday (few work: the row mostly checks that no one claims work); Larkholme's is a Friday.
The "who" questions read the residents file, which every ablation keeps, so they cannot tell
the ablations apart.

Run: ``PYTHONPATH=. .venv/bin/python bench/bench_interviews.py [--towns smallville,brinewick,
larkholme] [--seeds 1,7] [--hours 30] [--ablations memory,reflection,planning] [--show N]
[--wrong 10] [--dump FILE.json]`` (24 runs in two processes: about 170 s of CPU in all, so a
minute and a half on two free cores).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import feeling_truth as ft  # noqa: E402
import interview_truth as it  # noqa: E402

TOWNS = {"smallville": "maps", "brinewick": "maps", "larkholme": "tests/towns"}
KINDS = (
    "yesterday pm",
    "tomorrow am",
    "who: tie",
    "who: no tie",
    "heard: held",
    "heard: not",
    "seeing: who",
    "feeling",
)
SAMPLE_STEPS = 60  # 10 game minutes


def _facts(resident):
    """{key: (Fact, learned in a talk)} of the facts ``resident`` holds as records."""
    from game.mind.news_holders import held_keys
    from game.mind.records import Fact

    out = {}
    for key, i in held_keys(resident).items():
        m = resident.memory.get(i)
        fact = Fact.from_meta(m.meta.get("fact"))
        if fact is not None:
            out[key] = (fact, bool(m.meta.get("learned")))
    return out


def run(town: str, seed: int, hours: float, parts: tuple[str, ...]) -> dict:
    from game.app_interview import ask
    from game.app_setup import build_simulation
    from game.mind.resident import MindConfig
    from game.sim.simulation import SimConfig

    t0 = time.perf_counter()
    root = Path(__file__).resolve().parents[1]
    config = SimConfig(seed=seed, autosave_minutes=0, mind=MindConfig(ablate=frozenset(parts)))
    sim = build_simulation(town, config=config, maps_dir=root / TOWNS[town])
    rec = it.Recorder()
    total, done = sim.clock.steps_for(hours), 0
    while done < total:
        n = min(SAMPLE_STEPS, total - done)
        sim.run_steps(n)
        done += n
        rec.sample(sim)
    ran = time.perf_counter() - t0
    now = sim.clock.now
    personas = {rid: r.persona for rid, r in sim.residents.items()}
    names = {rid: p.name for rid, p in personas.items()}
    vocab = it.place_vocab(sim)
    buildings = it.building_vocab(sim)
    village = all(p.knows_everyone for p in personas.values())
    held = {rid: _facts(r) for rid, r in sim.residents.items()}
    every = {k: f for h in held.values() for k, (f, _) in h.items()}
    rows = []

    def q(rid, kind, question, truth, score_fn, note=None):
        answer = ask(sim, rid, question, False)
        if note is not None:
            truth += note(answer)
        rows.append(
            {
                "who": names[rid],
                "kind": kind,
                "q": question,
                "a": answer,
                "truth": truth,
                "score": score_fn(answer),
            }
        )

    for rid in sim.order:
        p = personas[rid]
        day = it.yesterday_truth(rec, rid, now, p, vocab, buildings)
        q(
            rid,
            "yesterday pm",
            "What did you do yesterday afternoon?",
            day.text,
            lambda a, t=day: it.score_yesterday(a, t),
            lambda a, t=day: (
                f" [matched: {' '.join(sorted(it.matched(a, t)))}]"
                + "".join(f" [not there: {c}]" for c in it.misplaced(a, t))
            ),
        )
        work = it.tomorrow_truth(rec, rid, now, p)
        q(
            rid,
            "tomorrow am",
            "What are you doing tomorrow morning?",
            work.text,
            lambda a, w=work: it.score_tomorrow(a, w),
        )
        others = [o for o in sim.order if o != rid]
        tied = it.pick(seed, rid, "tie", [o for o in others if o in p.relationships])
        loose = it.pick(
            seed,
            rid,
            "loose",
            [
                o
                for o in others
                if o not in p.relationships and rid not in personas[o].relationships
            ],
        )
        for kind, o in (("who: tie", tied), ("who: no tie", loose)):
            if o is None:
                continue
            kinds, said = it.who_truth(p, personas[o], village)
            first = names[o].split()[0]
            rel = p.relationships.get(o, "")
            met = rec.talked(rid, o)
            ok = not village and not met
            q(
                rid,
                kind,
                f"Who is {names[o]} to you?",
                f"[{'/'.join(sorted(kinds))}] {said}"
                + (" (they talked in the run)" if met else ""),
                lambda a, f=first, k=kinds, r=rel, s=ok: it.score_who(a, f, k, r, s),
            )
        mine = held[rid]
        about_me = {x for f, _ in mine.values() for x in f.about}
        candidates = [k for k, (f, learned) in mine.items() if f.subject != rid and learned]
        candidates = candidates or [k for k, (f, _) in mine.items() if f.subject != rid]
        key = it.pick(seed, rid, "held", candidates)
        if key is not None:
            f = every[key]
            q(
                rid,
                "heard: held",
                it.fact_question(f),
                "holds it" + (" (learned in a talk)" if mine[key][1] else " (seed)"),
                lambda a, f=f: it.score_heard(a, f, True, names),
                lambda a, f=f: f" [claims it: {'yes' if it.claims_fact(a, f, names) else 'no'}]",
            )
        free = [k for k, f in every.items() if k not in mine and rid not in f.about]
        unknown = [k for k in free if not set(every[k].about) & about_me]
        key = it.pick(seed, rid, "not", sorted(unknown or free))
        if key is not None:
            f = every[key]
            q(
                rid,
                "heard: not",
                it.fact_question(f),
                "does not hold it",
                lambda a, f=f: it.score_heard(a, f, False, names),
                lambda a, f=f: f" [claims it: {'yes' if it.claims_fact(a, f, names) else 'no'}]",
            )
        # whom it has been seeing (outside its home): two talks or more in the run with them.
        # Reaching it takes counting across days, which is what reflection concludes
        company = [
            o
            for o in others
            if personas[o].home.sector != p.home.sector and rec.talk_count(rid, o) >= 2
        ]
        if company:
            q(
                rid,
                "seeing: who",
                "Apart from the people you live with, who have you been seeing a lot of lately?",
                "talked twice or more with "
                + ", ".join(f"{names[o]} ({rec.talk_count(rid, o)})" for o in company),
                lambda a, t=company, o=others: it.score_named(
                    a, [names[x] for x in t], [names[x] for x in o]
                ),
            )
    words = sim.inner.tables.words  # the mind's mood words, for their families
    for rid in sim.order:  # how it feels, and why: the inner state, as the sim holds it
        felt = sim.inner.feeling(rid, sim.now_s)
        q(
            rid,
            "feeling",
            "How have you been feeling today, and why?",
            ft.truth_text(felt),
            lambda a, f=felt: ft.score_feeling(a, f, words),
        )
    label = "full" if not parts else "no " + "+".join(parts)
    return {"town": town, "seed": seed, "label": label, "rows": rows, "secs": ran}


def _cell(rows, kind=None) -> str:
    rs = [r for r in rows if kind is None or r["kind"] == kind]
    if not rs:
        return "-"
    return f"{sum(r['score'] == 'right' for r in rs) / len(rs):.0%}"


def table(results: list[dict]) -> str:
    labels = ["full"] + [r["label"] for r in results if r["label"] != "full"]
    labels = list(dict.fromkeys(labels))
    short = {"full": "full", "no memory": "-mem", "no reflection": "-refl", "no planning": "-plan"}
    runs = list(dict.fromkeys((r["town"], r["seed"]) for r in results))
    by = {(r["town"], r["seed"], r["label"]): r["rows"] for r in results}
    cols = [(t, s, lab) for t, s in runs for lab in labels if (t, s, lab) in by]
    w = 6
    head1 = f"{'':<14}" + "".join(
        f"{(t[:5] + ' s' + str(s)) if lab == labels[0] else '':<{w}}" for t, s, lab in cols
    )
    head1 += "  all runs"
    head2 = f"{'':<14}" + "".join(f"{short.get(lab, lab[:5]):<{w}}" for _, _, lab in cols)
    head2 += "  " + "".join(f"{short.get(lab, lab[:5]):<{w}}" for lab in labels)
    out = [head1, head2]
    for kind in (*KINDS, None):
        name = kind or "total"
        line = f"{name:<14}" + "".join(f"{_cell(by[c], kind):<{w}}" for c in cols)
        pooled = [
            [x for (t, s, lab), rs in by.items() if lab == label for x in rs] for label in labels
        ]
        line += "  " + "".join(f"{_cell(p, kind):<{w}}" for p in pooled)
        out.append(line)
    counts = []
    for label in labels:
        rs = [x for (t, s, lab), rows in by.items() if lab == label for x in rows]
        n = {k: sum(r["score"] == k for r in rs) for k in ("right", "wrong", "dk")}
        counts.append(f"{label}: {n['right']} right, {n['wrong']} wrong, {n['dk']} don't know")
    return "\n".join(out + ["", "questions over all runs: " + "; ".join(counts)])


def telling(results: list[dict], n: int) -> list[dict]:
    """Wrong answers of the full mind, one per resident, taken round-robin over kinds and
    towns so one failure mode does not fill the list."""
    pools: dict[tuple[str, str], list[dict]] = {}
    seen = set()
    for r in results:
        if r["label"] != "full":
            continue
        for row in r["rows"]:
            if row["score"] != "wrong" or (r["town"], row["who"]) in seen:
                continue
            seen.add((r["town"], row["who"]))
            pools.setdefault((row["kind"], r["town"]), []).append(row | {"town": r["town"]})
    out: list[dict] = []
    while len(out) < n and any(pools.values()):
        for key in sorted(pools, key=lambda k: (KINDS.index(k[0]), k[1])):
            if pools[key] and len(out) < n:
                out.append(pools[key].pop(0))
    return out


def main() -> None:
    from game.app_scenario import PARTS

    ap = argparse.ArgumentParser()
    ap.add_argument("--towns", default="smallville,brinewick,larkholme")
    ap.add_argument("--seeds", default="1,7")
    ap.add_argument("--hours", type=float, default=30)
    ap.add_argument("--ablations", default=",".join(PARTS), help="parts to ablate, one per run")
    ap.add_argument("--show", type=int, default=0, help="sample rows to print per run")
    ap.add_argument("--wrong", type=int, default=10, help="telling wrong answers to print")
    ap.add_argument("--dump", default=None, help="write every question, answer, truth, score")
    args = ap.parse_args()
    ablations = [()] + [(p,) for p in args.ablations.split(",") if p]
    jobs = [
        (t, int(s), args.hours, a)
        for t in args.towns.split(",")
        for s in args.seeds.split(",")
        for a in ablations
    ]
    t0 = time.perf_counter()
    with ProcessPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(run, *zip(*jobs, strict=True)))
    wall = time.perf_counter() - t0
    if args.dump:
        Path(args.dump).write_text(json.dumps(results, indent=1, ensure_ascii=False), "utf-8")
    if args.show:
        for r in results:
            print(f"\n== {r['town']} seed {r['seed']} ({r['label']})")
            rows = r["rows"]
            step = max(1, len(rows) // args.show)
            for row in rows[::step][: args.show]:
                print(f"[{row['score']}] {row['who']} | {row['kind']} | {row['q']}")
                print(f"    A: {row['a']}")
                print(f"    truth: {row['truth']}")
    print(f"\nInterview check, {args.hours:g} game hours, built-in brain ({wall:.0f} s wall)\n")
    print(table(results))
    bad = telling(results, args.wrong)
    if bad:
        print(f"\n{len(bad)} telling wrong answers (full mind):")
        for row in bad:
            print(f"- [{row['town']}] {row['who']}: {row['q']}")
            print(f"    A: {row['a']}")
            print(f"    truth: {row['truth']}")


if __name__ == "__main__":
    main()
