"""The end-of-run summary of a headless run in the reports' language: where each resident spent
its time, what it remembers, how news travelled.

The figures are ``game.sim.summary``'s (``resident_rows``); this module only words them, so
in English it writes exactly what ``game.sim.summary.format_summary`` writes (a test holds the
two to the same bytes). Columns are padded by terminal width, so Chinese names line up.
"""

from __future__ import annotations

from game.report.i18n import N_, pad, time_text, width
from game.report.i18n import gettext as _
from game.sim.summary import resident_rows

OUTDOORS = N_("outdoors")  # the simulation's word for time spent between places


def duration(seconds: int) -> str:
    """``"30h05"``, ``"49m"`` (and the language's own forms)."""
    h, m = divmod(int(seconds) // 60, 60)
    if h:
        return _("{hours}h{minutes:02d}").format(hours=h, minutes=m)
    return _("{minutes}m").format(minutes=m)


def _place(name: str) -> str:
    return _(OUTDOORS) if name == OUTDOORS else name


def _rows_table(rows: list[dict]) -> list[str]:
    """The table of residents; each number column as wide as its heading in the language."""
    w = max(width(r["name"]) for r in rows)
    heads = [_("mem"), _("refl"), _("conv"), _("heard")]
    cols = [max(n, width(h)) for n, h in zip((3, 4, 4, 5), heads, strict=True)]
    keys = ("memories", "reflections", "conversations", "learned")
    out = [
        "  ".join([pad(_("resident"), w), *(right(h, c) for h, c in zip(heads, cols, strict=True))])
        + "  "
        + _("where the time went")
    ]
    for r in rows:
        where = _(", ").join(f"{_place(s)} {duration(t)}" for s, t in r["places"])
        numbers = [f"{r[k]:>{c}}" for k, c in zip(keys, cols, strict=True)]
        out.append("  ".join([pad(r["name"], w), *numbers, where]))
    return out


def right(text: str, columns: int) -> str:
    """``text`` right-aligned in ``columns`` terminal columns."""
    return " " * max(0, columns - width(text)) + text


def format_summary(sim, wall_s: float, steps: int) -> str:
    """The summary printed at the end of a headless run."""
    rows = resident_rows(sim)
    hours = steps * sim.clock.step_seconds / 3600
    out = [
        _(
            "{town}: {residents} residents, {hours:g} game hours ({steps} steps) in {wall:.1f} s "
            "wall ({rate:.0f} steps/s); now {now}; brain: {brain}"
        ).format(
            town=sim.town.name,
            residents=len(rows),
            hours=hours,
            steps=steps,
            wall=wall_s,
            rate=steps / max(wall_s, 1e-9),
            now=time_text(sim.clock.now, "clock"),
            brain=sim.brain_label,
        ),
        "",
        *_rows_table(rows),
        "",
        _(
            "conversations: {conversations}; reflections: {reflections}; facts heard from "
            "others: {heard}; failed jobs: {failed}"
        ).format(
            conversations=len(sim.talks.log),
            reflections=sum(r["reflections"] for r in rows),
            heard=sum(r["learned"] for r in rows),
            failed=sim.scheduler.failed,
        ),
    ]
    if sim.config.think_ahead:
        used = sum(r.ahead_used for r in sim.residents.values())
        dropped = sum(r.ahead_dropped for r in sim.residents.values())
        out.append(
            _(
                "hours decomposed ahead: {used} used, {dropped} asked again (a talk, a new plan "
                "or a closure since)"
            ).format(used=used, dropped=dropped)
        )
        used = sum(r.plans_used for r in sim.residents.values())
        dropped = sum(r.plans_dropped for r in sim.residents.values())
        if used or dropped:
            out.append(
                _(
                    "day plans asked at bedtime: {used} used, {dropped} asked again in the morning"
                ).format(used=used, dropped=dropped)
            )
    snap = sim.snapshot()
    stats = snap.stats
    if stats:  # names of figures, as scripts read them: not translated
        numbers = [f"{k}={v:g}" for k, v in sorted(stats.items()) if isinstance(v, int | float)]
        out.append("stats: " + ", ".join(numbers))
    out.extend(_("notice: {notice}").format(notice=n) for n in snap.notices)
    return "\n".join(out)
