"""A ``mood`` measure (``game.sim.measure_inner``) as text: rows of the side-by-side table (one
per figure, a column per run, so an ablation's change shows in its column) and the details of
hour by hour mood by group and the residents involved. Pure string work on the JSON document.
"""

from __future__ import annotations

from datetime import datetime

from game.report.i18n import N_
from game.report.i18n import gettext as _


def _mean(xs) -> float:
    xs = list(xs)
    return sum(xs) / len(xs) if xs else 0.0


def _group(m: dict, g: str) -> str:
    rows = m[g]
    if not rows:
        return "none"
    drop = _mean(c["drop"] for c in rows.values())
    return f"{len(rows)}: {drop:+.2f}"


def _recovered(m: dict) -> str:
    rows = m["involved"]
    if not rows:
        return "-"
    back = [c["recover"] for c in rows.values() if c["recover"] is not None]
    worst = f", slowest {max(back) / 60:.1f} h" if back else ""
    late = sum(1 for c in rows.values() if c.get("open"))  # the run ended too soon to tell
    more = _("; {n} too late to tell").format(n=late) if late else ""
    return f"{len(back)}/{len(rows) - late}{worst}{more}"


def _meals(m: dict) -> str:
    days = sorted({d for per in m["meals"].values() for d in per})
    out = []
    for d in days:
        counts = [per.get(d, 0) for per in m["meals"].values()]
        short = sum(1 for c in counts if c < 2)
        out.append(f"{datetime.fromisoformat(d):%a} min {min(counts)} ({short} <2)")
    return "; ".join(out) or "-"


def _slept(m: dict) -> str:
    hours = [sum(per.values()) / 60 for per in m["slept"].values()]
    return f"mean {_mean(hours):.1f}, min {min(hours, default=0):.1f}"


def _energy(m: dict) -> str:
    worst = m["energy_worst"]
    if not worst:
        return "0.0 h (nobody)"
    return f"{max(worst.values()) / 60:.1f} h ({len(worst)} residents)"


def _gathering(m: dict) -> str:
    g = m["gathering"]
    if not g:
        return "-"
    came, away = g["came"], g["away"]
    return f"{len(came['who'])} came {came['valence']:+.2f} / away {away['valence']:+.2f}"


def _breach(m: dict) -> str:
    b = m["breaches"]
    rows = b["witnessed"]
    if not rows:
        return "none seen"
    drop = _mean(r["drop"] for r in rows)
    cool = _mean(r["cooled"] for r in rows)
    face = f", {len(b['to_face'])} to the face" if b.get("to_face") else ""
    return f"{len(rows)} saw, {drop:+.2f}, closeness -{cool:.3f}; {len(b['told'])} told{face}"


FIGURES = (
    (N_("involved: n, mood change in the hour"), lambda m: _group(m, "involved")),
    (N_("involved: back within the day"), _recovered),
    (N_("only heard: n, mood change in the hour"), lambda m: _group(m, "heard")),
    (N_("meals a day (min; residents < 2)"), _meals),
    (N_("hours asleep in the run"), _slept),
    (N_("energy at its worst awake, longest"), _energy),
    (
        N_("lonely -> sought company within 3 waking h"),
        lambda m: f"{len(m['sought'])}/{len(m['lonely'])}",
    ),
    (N_("mood at the gathering's start"), _gathering),
    (N_("norm breach: witnesses, mood, told on"), _breach),
)


def rows(name: str, runs: list[dict]) -> list[list[str]]:
    """The table rows of the mood measure ``name``: one per figure, a cell per run."""
    return [[_(label), *(fig(r["measures"][name]) for r in runs)] for label, fig in FIGURES]


def details(m: dict, runs: list[dict], name: str, nm) -> list[str]:
    """Hour by hour mean valence per group and run, then who was involved (first run)."""
    out = [f"{m['label']}: mean mood (valence) hour by hour: involved / only heard / the rest"]
    head = "  hour        " + "  ".join(f"{r['label']:<20}" for r in runs)
    out.append(head.rstrip())
    for i, hour in enumerate(m["hourly"]["hours"]):
        cells = []
        for r in runs:
            h = r["measures"][name]["hourly"]
            trio = [h[g][i] if i < len(h[g]) else None for g in ("involved", "heard", "others")]
            cells.append(" ".join("  -  " if v is None else f"{v:+.2f}" for v in trio).ljust(20))
        out.append(f"  {datetime.fromisoformat(hour):%a %H:%M}   " + "  ".join(cells).rstrip())
    for g in ("involved", "heard"):
        for rid, c in sorted(m[g].items(), key=lambda kv: kv[1]["at"]):
            back = f"back in {c['recover']} min" if c["recover"] is not None else "not back"
            back += " (the run ended first)" if c.get("open") else ""
            out.append(
                f"  {g}: {nm(rid)} ({c['event']}, {datetime.fromisoformat(c['at']):%a %H:%M}): "
                f"{c['before']:+.2f} then {c['drop']:+.2f} in the hour, {back}"
                + (f" (usual {c['usual']:+.2f})" if "usual" in c else "")
            )
    for b in m["breaches"]["witnessed"]:
        who = " and ".join(nm(x) for x in b["breakers"])
        out.append(
            f"  breach {b['norm']} by {who}, seen by {nm(b['witness'])} at "
            f"{datetime.fromisoformat(b['when']):%a %H:%M}: lands {b['share']:.2f}, mood "
            f"{b['drop']:+.2f}, closeness -{b['cooled']:.3f}"
            + (", keeps away, complains behind their back" if b.get("avoids") else "")
            + (", complains" if b["complains"] and not b.get("avoids") else "")
        )
    told = m["breaches"]["told"]
    if told:
        out.append(f"  heard of a breach from someone else: {', '.join(nm(r) for r in told)}")
    face = m["breaches"].get("to_face")
    if face:
        out.append(f"  complained to, to their face: {', '.join(nm(r) for r in face)}")
    g = m["gathering"]
    if g:
        for side in ("came", "away"):
            words = ", ".join(f"{w} {n}" for w, n in sorted(g[side]["words"].items()))
            out.append(f"  gathering, {side}: {len(g[side]['who'])} ({words})")
    short = [
        f"{nm(r)} {datetime.fromisoformat(d):%a} {n}"
        for r, per in m["meals"].items()
        for d, n in per.items()
        if n < 2
    ]
    if short:
        out.append(f"  fewer than two meals: {', '.join(short)}")
    return out
