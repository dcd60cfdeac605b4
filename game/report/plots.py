"""Pictures of a scenario run (PNG, matplotlib's Agg backend, imported only when drawing).

One figure, drawn from the JSON document alone (so a saved ``--json`` file can be drawn
again): on the left, how many residents recall / were told the news hour by hour, one line
per run (the full architecture and each ablation) and one dash style per measure, and below
it the relationship density over the same hours; on the right, the relationship network at
the end of the first run: residents on a circle in the residents file's order (deterministic),
edge width by mean closeness, blue edges for pairs who talked during the run, grey for pairs
who only know each other; nodes coloured by how they came to know the first traced fact.
Cost: well under a second for 25 residents.
"""

from __future__ import annotations

import math
from datetime import datetime
from pathlib import Path

from game.report import i18n
from game.report.i18n import gettext as _
from game.report.i18n import time_text

RUN_COLOURS = ("#1f4e9a", "#c0392b", "#27884a", "#8e44ad", "#d68910", "#555555")
DASHES = ("-", "--", ":", "-.")
HOW_COLOURS = {"start": "#c0392b", "told": "#f0a030", "saw": "#f0a030", "whisper": "#c0392b"}


def _hours(series: list, t0: datetime) -> list[float]:
    return [(datetime.fromisoformat(t) - t0).total_seconds() / 3600 for t, _ in series]


def plot(doc: dict, path: str | Path) -> Path:
    """Draw ``doc`` (as built by ``game.app_scenario``) into a PNG at ``path``, in the reports'
    language, with a CJK font when it holds Chinese (``plot_font``; without one: one line on
    stderr and the plot's words in English)."""
    import sys

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from game.report.plot_font import MISSING, cjk_family, has_cjk

    shown = [doc["town"], *doc["names"].values()]
    if i18n.current_language() == "en" and not any(has_cjk(t) for t in shown):
        return _draw(plt, doc, path)  # as it always was
    family = cjk_family()
    if family is None:
        print(f"main.py: {MISSING}", file=sys.stderr)
        code = i18n.current_language()
        i18n.use_language("en")
        try:
            return _draw(plt, doc, path)
        finally:
            i18n.use_language(code)
    with plt.rc_context({"font.family": ["DejaVu Sans", family]}):  # per glyph fallback
        return _draw(plt, doc, path)


def _draw(plt, doc: dict, path: str | Path) -> Path:
    runs = doc["runs"]
    fig = plt.figure(figsize=(15, 7.5), dpi=100)
    grid = fig.add_gridspec(2, 2, width_ratios=(1.25, 1), height_ratios=(2, 1))
    know, dens, net = fig.add_subplot(grid[0, 0]), fig.add_subplot(grid[1, 0]), None
    t0 = datetime.fromisoformat(runs[0]["start"])
    n = len(doc["residents"])
    _series(know, runs, t0, ("recall", "fact"), window=True)
    know.set_ylabel(_("residents (of {n})").format(n=n))
    know.set_ylim(0, n * 1.45 + 1)  # room for the legend above the lines
    know.set_yticks([t for t in range(0, n + 1, 5 if n > 12 else 2)])
    know.set_title(_("Who knows the news, hour by hour"), loc="left", fontsize=12)
    top = _series(dens, runs, t0, ("density",))
    dens.set_ylabel(_("density"))
    dens.set_ylim(0, min(1.0, max(0.25, top * 1.6)))
    dens.set_xlabel(_("game time from {start}").format(start=time_text(t0, "clock")))
    dens.set_title(_("Relationship density (edges / possible edges)"), loc="left", fontsize=11)
    network = next((m for m in runs[0]["measures"].values() if m["kind"] == "density"), None)
    if network is not None:
        net = fig.add_subplot(grid[:, 1])
        _network(net, doc, network, runs[0])
    fig.suptitle(
        _("Scenario '{scenario}' - {town}, {n} residents, seed {seed}, brain: {brain}").format(
            scenario=doc["scenario"],
            town=doc["town"],
            n=n,
            seed=runs[0]["seed"],
            brain=runs[0]["brain"],
        ),
        fontsize=13,
        x=0.01,
        ha="left",
    )
    fig.tight_layout(rect=(0, 0, 1, 0.96))
    path = Path(path)
    fig.savefig(path)
    plt.close(fig)
    return path


def _series(ax, runs, t0, kinds, window: bool = False) -> float:
    """One line per run and measure: colour by run (by measure when there is one run), dash
    style by measure; the legend names the runs and the measures once each."""
    from matplotlib.lines import Line2D

    names = [k for k, m in runs[0]["measures"].items() if m["kind"] in kinds]
    single = len(runs) == 1
    top = 0.0
    for i, run in enumerate(runs):
        for j, name in enumerate(names):
            m = run["measures"][name]
            values = [v for _, v in m["series"]]
            top = max([top, *values])
            ax.plot(
                _hours(m["series"], t0),
                values,
                "-" if single else DASHES[j % len(DASHES)],
                color=RUN_COLOURS[(j if single else i) % len(RUN_COLOURS)],
                linewidth=3.2 - 1.1 * j if single else (2.4 if i == 0 else 1.6),
                alpha=0.9,
                drawstyle="steps-post",
            )
    if single:
        handles = [Line2D([], [], color=RUN_COLOURS[j], lw=2.5) for j in range(len(names))]
        labels = [runs[0]["measures"][n]["label"] for n in names]
    else:
        handles = [Line2D([], [], color=RUN_COLOURS[i], lw=2.5) for i in range(len(runs))]
        handles += [Line2D([], [], color="#333", ls=DASHES[j], lw=1.5) for j in range(len(names))]
        labels = [r["label"] for r in runs] + [runs[0]["measures"][n]["label"] for n in names]
    for m in runs[0]["measures"].values():  # when the guests were expected
        if window and m["kind"] == "presence" and "invited" in m:
            span = [_hours([[m[k], 0]], t0)[0] for k in ("from", "to")]
            handles.append(ax.axvspan(*span, color="#f0a030", alpha=0.15))
            labels.append(_("{measure} (time window)").format(measure=m["label"]))
    _clock_ticks(ax, runs, t0)
    ax.grid(alpha=0.3)
    if names:
        ax.legend(handles, labels, fontsize=8.5, loc="upper left", ncol=1 if single else 2)
    else:
        ax.text(
            0.5, 0.5, _("no such measure in this scenario"), ha="center", transform=ax.transAxes
        )
    return top


def _clock_ticks(ax, runs, t0: datetime) -> None:
    """Ticks at round clock hours, labelled with the weekday and time."""
    from datetime import timedelta

    end = (datetime.fromisoformat(runs[0]["end"]) - t0).total_seconds() / 3600
    step = 3 if end <= 24 else 6 if end <= 48 else 12
    first = (step - t0.hour % step) % step - t0.minute / 60
    ticks = [first + k * step for k in range(int((end - first) // step) + 1)]
    ax.set_xticks(ticks)
    ax.set_xticklabels([time_text(t0 + timedelta(hours=h), "tick") for h in ticks])
    ax.set_xlim(0, end)


def _network(ax, doc, m: dict, run: dict) -> None:
    ids = doc["residents"]
    pos = {
        rid: (
            math.cos(math.pi / 2 - 2 * math.pi * i / len(ids)),
            math.sin(math.pi / 2 - 2 * math.pi * i / len(ids)),
        )
        for i, rid in enumerate(ids)
    }
    for a, b, close, talks in m["network"]:
        (xa, ya), (xb, yb) = pos[a], pos[b]
        colour, alpha = ("#1f4e9a", 0.55) if talks else ("#9a9a9a", 0.5)
        width = 0.3 + 4 * close**2
        ax.plot([xa, xb], [ya, yb], color=colour, alpha=alpha, linewidth=width, zorder=1)
    fact = next((f for f in run["measures"].values() if f["kind"] == "fact"), None)
    for rid, (x, y) in pos.items():
        how = fact["who"].get(rid, {}).get("how") if fact else None
        ax.scatter(
            [x], [y], s=170, color=HOW_COLOURS.get(how, "#d9d9d9"), edgecolor="#333", zorder=2
        )
        name = doc["names"][rid].split()[0]
        ax.text(1.13 * x, 1.13 * y, name, ha="center", va="center", fontsize=8.5)
    title = _("Relationships at the end ({run} run)").format(run=run["label"])
    if fact:
        title += "\n" + _("red: knew '{fact}' at the start, orange: was told, grey: not").format(
            fact=fact["label"]
        )
    ax.set_title(title, fontsize=11)
    ax.text(
        0,
        -1.32,
        _("edge width: mean closeness; blue: talked during the run, grey: only know each other"),
        ha="center",
        fontsize=8.5,
    )
    ax.set_xlim(-1.35, 1.35)
    ax.set_ylim(-1.4, 1.3)
    ax.set_aspect("equal")
    ax.axis("off")
