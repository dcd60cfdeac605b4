"""A scenario's measurements as plain text: one table with a column per run (the full
architecture and each ablation side by side), then the details of the first run (who was
told by whom, who came, who re-planned and where they went). Pure string work on the JSON
document ``game.app_scenario`` builds; the same text goes into ``docs/party_scenario.md``.
"""

from __future__ import annotations

from datetime import datetime

from game.report import inner_tables


def when(iso: str) -> str:
    """'2026-02-14T17:05:00' -> 'Sat 14 Feb 17:05'."""
    return datetime.fromisoformat(iso).strftime("%a %d %b %H:%M")


def cell(m: dict) -> str:
    """One measurement as a short cell."""
    kind, v, of = m["kind"], m["value"], m["of"]
    if kind in ("recall", "fact"):
        return f"{v}/{of} (start {m['at_start']})"
    if kind == "presence":
        out = f"{v}"
        if "invited" in m:
            out += f" ({len(m['invited_came'])} of {len(m['invited'])} told)"
        return out
    if kind == "talked":
        return f"{v} pairs, {m['conversations']} talks"
    if kind == "density":
        return f"{m['at_start']:.2f} -> {v:.2f}"
    if kind == "replans":
        return f"{v} (of {len(m['planned'])} planned)"
    return str(v)


def format_table(doc: dict) -> str:
    """The header and the side-by-side table of every run in ``doc``."""
    runs = doc["runs"]
    first = runs[0]
    head = (
        f"Scenario '{doc['scenario']}' - {doc['town']}, {when(first['start'])} -> "
        f"{when(first['end'])} ({doc['hours']:g} h), {len(doc['residents'])} residents, "
        f"seed {first['seed']}, brain: {first['brain']}"
    )
    rows = [["measure", *(r["label"] for r in runs)]]
    for name, m in first["measures"].items():
        if m["kind"] == "mood":  # several figures, a row each
            rows += inner_tables.rows(name, runs)
            continue
        rows.append([m["label"], *(cell(r["measures"][name]) for r in runs)])
    rows.append(["reflections", *(str(r["totals"]["reflections"]) for r in runs)])
    rows.append(["memories", *(str(r["totals"]["memories"]) for r in runs)])
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = [head, doc["description"], ""]
    for j, row in enumerate(rows):
        lines.append("  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip())
        if j == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


def format_series(doc: dict) -> str:
    """Hour by hour counts of the knowledge measures, one line per run."""
    lines = []
    for name, m in doc["runs"][0]["measures"].items():
        if m["kind"] not in ("recall", "fact"):
            continue
        lines.append(f"{m['label']}, hour by hour from {when(m['series'][0][0])}:")
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
            out.append(f"{m['label']} ({run['label']} run): when, and the chain of tellers")
            for f in sorted(m["who"].values(), key=lambda f: f["when"]):
                chain = " <- ".join(nm(x) for x in f["chain"])
                out.append(f"  {when(f['when'])}  {chain}  [{f['how']}]")
        elif kind == "presence":
            present = ", ".join(f"{nm(r)} {v} min" for r, v in m["present"].items()) or "nobody"
            out.append(f"{m['label']}: {present}")
            if m["staff_excluded"]:
                out.append(f"  not counted (live or work there): {_names(m['staff_excluded'], nm)}")
            if "invited" in m:
                out.append(
                    f"  told and came: {len(m['invited_came'])} of {len(m['invited'])}: "
                    f"{_names(m['invited_came'], nm)}"
                )
        elif kind == "replans":
            out.append(f"{m['label']}: had it in their plans: {_names(m['planned'], nm)}")
            for rid, r in m["who"].items():
                then = ", ".join(f"{s} {v} min" for s, v in r["then"])
                out.append(f'  {nm(rid)}: "{r["memory"]}"; then: {then}')
            if m["forgot"]:
                out.append(
                    f"  had it in their plans but hold no memory of the change: {_names(m['forgot'], nm)}"
                )
        elif kind == "recall":
            sims = ", ".join(f"{nm(r)} {w['similarity']:.2f}" for r, w in m["who"].items())
            out.append(f"{m['label']}: {sims or 'nobody'}")
        elif kind == "talked":
            busiest = sorted(m["pairs"], key=lambda p: -p[2])[:5]
            top = ", ".join(f"{nm(a)} & {nm(b)} ({k})" for a, b, k in busiest)
            out.append(f"{m['label']}: {m['value']} of {m['of']} possible; most: {top}")
    return "\n".join(out)


def _names(ids, nm) -> str:
    return ", ".join(nm(r) for r in ids) or "nobody"


def format_report(doc: dict) -> str:
    """Everything printed after a scenario run."""
    parts = [format_table(doc), format_series(doc), format_details(doc)]
    return "\n\n".join(p for p in parts if p) + "\n"
