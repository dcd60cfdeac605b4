"""A scenario's measurements as plain text: one table with a column per run (the full
architecture and each ablation side by side), then the details of the first run (who was
told by whom, who came, who re-planned and where they went). Pure string work on the JSON
document ``game.app_scenario`` builds; the same text goes into ``docs/party_scenario.md``.
"""

from __future__ import annotations

from datetime import datetime

from game.report import inner_tables
from game.report.i18n import gettext as _
from game.report.i18n import pad, time_text, width


def when(iso: str) -> str:
    """'2026-02-14T17:05:00' -> 'Sat 14 Feb 17:05' (in the reports' language)."""
    return time_text(datetime.fromisoformat(iso), "moment")


def cell(m: dict) -> str:
    """One measurement as a short cell."""
    kind, v, of = m["kind"], m["value"], m["of"]
    if kind in ("recall", "fact"):
        return _("{v}/{of} (start {start})").format(v=v, of=of, start=m["at_start"])
    if kind == "presence":
        out = f"{v}"
        if "invited" in m:
            out += _(" ({came} of {told} told)").format(
                came=len(m["invited_came"]), told=len(m["invited"])
            )
        return out
    if kind == "talked":
        return _("{v} pairs, {talks} talks").format(v=v, talks=m["conversations"])
    if kind == "density":
        return f"{m['at_start']:.2f} -> {v:.2f}"
    if kind == "replans":
        return _("{v} (of {planned} planned)").format(v=v, planned=len(m["planned"]))
    return str(v)


def format_table(doc: dict) -> str:
    """The header and the side-by-side table of every run in ``doc``."""
    runs = doc["runs"]
    first = runs[0]
    head = _(
        "Scenario '{scenario}' - {town}, {start} -> {end} ({hours:g} h), {residents} "
        "residents, seed {seed}, brain: {brain}"
    ).format(
        scenario=doc["scenario"],
        town=doc["town"],
        start=when(first["start"]),
        end=when(first["end"]),
        hours=doc["hours"],
        residents=len(doc["residents"]),
        seed=first["seed"],
        brain=first["brain"],
    )
    rows = [[_("measure"), *(r["label"] for r in runs)]]
    for name, m in first["measures"].items():
        if m["kind"] == "mood":  # several figures, a row each
            rows += inner_tables.rows(name, runs)
            continue
        rows.append([m["label"], *(cell(r["measures"][name]) for r in runs)])
    rows.append([_("reflections"), *(str(r["totals"]["reflections"]) for r in runs)])
    rows.append([_("memories"), *(str(r["totals"]["memories"]) for r in runs)])
    widths = [max(width(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = [head, doc["description"], ""]
    for j, row in enumerate(rows):
        lines.append("  ".join(pad(c, w) for c, w in zip(row, widths, strict=True)).rstrip())
        if j == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


def format_series(doc: dict) -> str:
    """Hour by hour counts of the knowledge measures, one line per run."""
    lines = []
    for name, m in doc["runs"][0]["measures"].items():
        if m["kind"] not in ("recall", "fact"):
            continue
        lines.append(
            _("{measure}, hour by hour from {start}:").format(
                measure=m["label"], start=when(m["series"][0][0])
            )
        )
        for r in doc["runs"]:
            counts = " ".join(str(c) for _, c in r["measures"][name]["series"])
            lines.append(f"  {r['label']:<14} {counts}")
    return "\n".join(lines)


def format_details(doc: dict) -> str:
    """Who, by whom, where: the first run's measurements in full."""
    run, names = doc["runs"][0], doc["names"]

    def nm(rid: str) -> str:
        return names.get(rid, rid or "?")

    out = []
    for name, m in run["measures"].items():
        kind = m["kind"]
        if kind == "mood":
            out += inner_tables.details(m, doc["runs"], name, nm)
        elif kind == "fact":
            out.append(
                _("{measure} ({run} run): when, and the chain of tellers").format(
                    measure=m["label"], run=run["label"]
                )
            )
            for f in sorted(m["who"].values(), key=lambda f: f["when"]):
                chain = " <- ".join(nm(x) for x in f["chain"])
                out.append(f"  {when(f['when'])}  {chain}  [{f['how']}]")
        elif kind == "presence":
            present = _(", ").join(
                _("{name} {minutes} min").format(name=nm(r), minutes=v)
                for r, v in m["present"].items()
            )
            out.append(f"{m['label']}: {present or _('nobody')}")
            if m["staff_excluded"]:
                out.append(
                    _("  not counted (live or work there): {names}").format(
                        names=_names(m["staff_excluded"], nm)
                    )
                )
            if "invited" in m:
                out.append(
                    _("  told and came: {came} of {told}: {names}").format(
                        came=len(m["invited_came"]),
                        told=len(m["invited"]),
                        names=_names(m["invited_came"], nm),
                    )
                )
        elif kind == "replans":
            out.append(
                _("{measure}: had it in their plans: {names}").format(
                    measure=m["label"], names=_names(m["planned"], nm)
                )
            )
            for rid, r in m["who"].items():
                then = _(", ").join(
                    _("{name} {minutes} min").format(name=s, minutes=v) for s, v in r["then"]
                )
                out.append(
                    _('  {name}: "{memory}"; then: {then}').format(
                        name=nm(rid), memory=r["memory"], then=then
                    )
                )
            if m["forgot"]:
                out.append(
                    _("  had it in their plans but hold no memory of the change: {names}").format(
                        names=_names(m["forgot"], nm)
                    )
                )
        elif kind == "recall":
            sims = _(", ").join(f"{nm(r)} {w['similarity']:.2f}" for r, w in m["who"].items())
            out.append(f"{m['label']}: {sims or _('nobody')}")
        elif kind == "talked":
            busiest = sorted(m["pairs"], key=lambda p: -p[2])[:5]
            top = _(", ").join(f"{nm(a)} & {nm(b)} ({k})" for a, b, k in busiest)
            out.append(
                _("{measure}: {value} of {of} possible; most: {top}").format(
                    measure=m["label"], value=m["value"], of=m["of"], top=top
                )
            )
    return "\n".join(out)


def _names(ids, nm) -> str:
    return _(", ").join(nm(r) for r in ids) or _("nobody")


def format_report(doc: dict) -> str:
    """Everything printed after a scenario run."""
    parts = [format_table(doc), format_series(doc), format_details(doc)]
    return "\n\n".join(p for p in parts if p) + "\n"
