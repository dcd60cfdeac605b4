"""The end-of-run report for headless runs: where each resident spent its time, what it
remembers, and how news travelled."""

from __future__ import annotations


def _hm(seconds: int) -> str:
    h, m = divmod(int(seconds) // 60, 60)
    return f"{h}h{m:02d}" if h else f"{m}m"


def resident_rows(sim) -> list[dict]:
    rows = []
    for rid in sim.order:
        r, b = sim.residents[rid], sim.bodies[rid]
        kinds = r.memory.kind_counts()  # read once from the columns: no memory is built
        top = sorted(b.time_in.items(), key=lambda kv: -kv[1])[:3]
        rows.append(
            {
                "id": rid,
                "name": r.name,
                "memories": len(r.memory),
                "alive": r.memory.alive_count(),
                "reflections": kinds.get("reflection", 0),
                "conversations": r.conversations,
                "learned": r.memory.count_meta("learned"),
                "places": top,
                "trips": b.trips,
            }
        )
    return rows


def format_summary(sim, wall_s: float, steps: int) -> str:
    rows = resident_rows(sim)
    hours = steps * sim.clock.step_seconds / 3600
    out = [
        f"{sim.town.name}: {len(rows)} residents, {hours:g} game hours ({steps} steps) in {wall_s:.1f} s "
        f"wall ({steps / max(wall_s, 1e-9):.0f} steps/s); now {sim.clock.text()}; brain: {sim.brain_label}",
        "",
    ]
    w = max(len(r["name"]) for r in rows)
    out.append(f"{'resident':<{w}}  mem  refl  conv  heard  where the time went")
    for r in rows:
        where = ", ".join(f"{s} {_hm(t)}" for s, t in r["places"])
        out.append(
            f"{r['name']:<{w}}  {r['memories']:>3}  {r['reflections']:>4}  {r['conversations']:>4}  "
            f"{r['learned']:>5}  {where}"
        )
    total_conv = len(sim.talks.log)
    out.append("")
    out.append(
        f"conversations: {total_conv}; reflections: {sum(r['reflections'] for r in rows)}; "
        f"facts heard from others: {sum(r['learned'] for r in rows)}; "
        f"failed jobs: {sim.scheduler.failed}"
    )
    if sim.config.think_ahead:
        used = sum(r.ahead_used for r in sim.residents.values())
        dropped = sum(r.ahead_dropped for r in sim.residents.values())
        out.append(
            f"hours decomposed ahead: {used} used, {dropped} asked again (a talk, a new plan or "
            "a closure since)"
        )
        used = sum(r.plans_used for r in sim.residents.values())
        dropped = sum(r.plans_dropped for r in sim.residents.values())
        if used or dropped:
            out.append(
                f"day plans asked at bedtime: {used} used, {dropped} asked again in the morning"
            )
    snap = sim.snapshot()
    stats = snap.stats
    if stats:
        out.append(
            "stats: "
            + ", ".join(
                f"{k}={v:g}" for k, v in sorted(stats.items()) if isinstance(v, int | float)
            )
        )
    out.extend(f"notice: {n}" for n in snap.notices)  # e.g. the model's commonest rejections
    return "\n".join(out)
