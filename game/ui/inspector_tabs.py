"""What each inspector tab says: pure functions from the simulation's views to paragraphs.

Kept apart from the panel so the wording is tested without a display and the panel module only
lays out widgets. Every function returns ``Para`` lists for ``TextColumn``; keys on paragraphs
make them clickable (a reflection opens to its evidence) or anchor the scroll position (memory
ids) so live updates do not move what the player is reading. Cost: linear in what is shown.
"""

from __future__ import annotations

from game.sim.snapshot import MemoryPage, MemoryRow, MemorySearch, ResidentDetail
from game.ui.mood_look import MoodFace
from game.ui.mood_plot import MoodLine
from game.ui.textcolumn import Para

KIND_TAG = {
    "observation": "saw",
    "conversation": "talk",
    "reflection": "thought",
    "plan": "plan",
    "summary": "summary",
}
KIND_PLURAL = {
    "observation": ("observation", "observations"),
    "conversation": ("conversation", "conversations"),
    "reflection": ("reflection", "reflections"),
    "plan": ("plan", "plans"),
    "summary": ("summary", "summaries"),
}
TREE_INDENT = 18


def plural(n: int, word: str, many: str | None = None) -> str:
    """'1 memory', '2 memories' (pass ``many`` for irregular plurals)."""
    return f"{n:,} {word if n == 1 else many or word + 's'}"


def and_join(names) -> str:
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def activity_line(activity: str, action: str, walking_to: str) -> str:
    """The honest tag: 'walking to the Library (to shelve books)' while on the way."""
    if walking_to:
        purpose = f" (to {action})" if action else ""
        return f"walking to {walking_to}{purpose}"
    return activity or "idle"


def now_paragraphs(d: ResidentDetail) -> list[Para]:
    out = [Para("dim", f"{d.age} · {d.occupation}")]
    if d.traits:
        out.append(Para("soft", d.traits))
    out += [Para("head", "Now"), Para("now", activity_line(d.activity, d.action, d.walking_to))]
    if d.walking_to and d.place_text:
        out.append(Para("dim", f"heading for {d.place_text}"))
    elif d.place_text:
        out.append(Para("dim", f"at {d.place_text}"))
    out += inner_paragraphs(d)
    out += skill_paragraphs(d)
    talk = d.live_talk
    if talk is not None:
        out.append(Para("head", f"Talking with {and_join(talk.with_names)}"))
        out += [Para("quote", f"{name}: {text}") for name, text in talk.lines]
        if not talk.lines:
            out.append(Para("dim", "just started"))
    if d.currently:
        out += [Para("head", "Currently"), Para("body", d.currently)]
    counts = [(k, n) for k, n in d.memory_counts if n]
    out.append(Para("head", "Mind"))
    kinds = ", ".join(plural(n, *KIND_PLURAL.get(k, (k, k + "s"))) for k, n in counts)
    out.append(Para("body", plural(d.memories_total, "memory", "memories") + (": " + kinds)))
    out.append(Para("dim", f"knows {plural(len(d.relationships), 'person', 'people')}"))
    return out


def inner_paragraphs(d: ResidentDetail) -> list[Para]:
    """The mood in a word with its face (and what moved it lately), its line over the last
    days, then each need as a bar."""
    out = []
    if d.mood:
        face = MoodFace(*d.mood_point) if d.mood_point is not None else None
        said = f"feels {d.mood}" + (f" · {d.mood_why}" if d.mood_why else "")
        out.append(Para("mood", said, picture=face))
    if d.mood and d.mood_line:
        line = MoodLine(d.mood_line, d.mood_line_end)
        out.append(
            Para("plot", "mood over the last three days (valence: up glad, down low)", picture=line)
        )
    out += [Para("need", name, level=level) for name, level in d.needs]
    return out


def skill_paragraphs(d: ResidentDetail) -> list[Para]:
    """Each skill as a bar as long as its level, and under it its stage and level."""
    if not d.skills:
        return []
    out = [Para("head", "Skills")]
    for name, level, stage in d.skills:
        out.append(Para("skill", name.replace("_", " "), level=level))
        out.append(Para("stage", f"{stage} · {level:.2f}"))
    return out


def plan_paragraphs(d: ResidentDetail) -> list[Para]:
    out = [Para("head", "Day plan")]
    for line in d.plan:
        if line.lstrip().startswith(">"):
            out.append(Para("current", "» " + line.lstrip()[1:].strip()))
        else:
            out.append(Para("plan", line.strip()))
    if not d.plan:
        out.append(Para("dim", "not planned yet"))
    done = sum(s.state == "done" for s in d.day_actions)
    out.append(Para("head", f"Actions today ({done} of {len(d.day_actions)} done)"))
    for i, s in enumerate(d.day_actions):
        text = f"{s.start}-{s.end}  {s.text}" + (f" · {s.place}" if s.place else "")
        if s.state == "now":
            out.append(Para("current", "» " + text, key=("step", i)))
        else:
            out.append(Para("done" if s.state == "done" else "plan", text, key=("step", i)))
    if not d.day_actions:
        out.append(Para("dim", "nothing decomposed yet"))
    return out


def people_paragraphs(d: ResidentDetail) -> list[Para]:
    out = [Para("head", f"Knows {plural(len(d.relationships), 'person', 'people')}")]
    for rel in d.relationships:
        talked = (
            f"talked {plural(rel.times_talked, 'time')}" if rel.times_talked else "never talked"
        )
        out.append(Para("sub", f"{rel.name} · closeness {rel.closeness:.2f} · {talked}", rel.name))
        out.append(Para("quote", rel.summary or "no impression yet"))
    return out


def talk_paragraphs(d: ResidentDetail) -> list[Para]:
    out = [Para("head", plural(len(d.conversations), "conversation"))]
    for i, t in enumerate(d.conversations):
        when = "Now" if t.live else t.when
        where = f" · {t.place}" if t.place else ""
        out.append(Para("sub", f"{when}, with {and_join(t.with_names)}{where}", ("talk", i)))
        out += [Para("quote", f"{name}: {text}") for name, text in t.lines]
    if not d.conversations:
        out.append(Para("dim", "has not talked with anyone yet"))
    return out


def memory_paras(row: MemoryRow, indent: int = 0, key=None) -> list[Para]:
    """A memory as a small meta line and its text."""
    tag = "known" if row.known else KIND_TAG.get(row.kind, row.kind)
    meta = f"{row.when} · {tag} · importance {row.importance}"
    if row.accessed:
        meta += f" · retrieved {plural(row.accessed, 'time')}"
    if not row.alive:
        meta += " · forgotten (summarised)"
    style = "item" if row.alive else "forgotten"
    return [
        Para("meta", meta, key if key is not None else row.id, indent),
        Para(style, row.text, None, indent),
    ]


def page_paragraphs(page: MemoryPage, kind_label: str) -> list[Para]:
    if page.total == 0:
        return [Para("dim", f"no {kind_label} yet")]
    last = page.start + len(page.rows)
    head = f"{kind_label.capitalize()} {page.start + 1:,}-{last:,} of {page.total:,}, newest first"
    out = [Para("dim", head)]
    for row in page.rows:
        out += memory_paras(row)
    if last >= page.total:
        out.append(Para("dim", "— the very first memory —"))
    return out


def search_paragraphs(result: MemorySearch, name: str) -> list[Para]:
    rel, rec, imp = result.weights
    out = [
        Para("dim", f'"{result.query}": the top {len(result.rows)} as {name} would recall them'),
        Para(
            "dim",
            f"score = {rel:g} × relevance + {rec:g} × recency + {imp:g} × importance "
            "(each part 0-1 among the candidates)",
        ),
    ]
    for i, hit in enumerate(result.rows):
        parts = (
            f"{rel:g}×{hit.relevance:.2f} relevance + {rec:g}×{hit.recency:.2f} recency + "
            f"{imp:g}×{hit.importance:.2f} importance"
        )
        out.append(Para("score", f"#{i + 1}  score {hit.score:.3f} = {parts}", ("hit", hit.row.id)))
        out += memory_paras(hit.row, key=("hit-row", hit.row.id))
    if not result.rows:
        out.append(Para("dim", "nothing found"))
    return out


def reflection_paragraphs(
    reflections: MemoryPage, expanded: set[tuple[int, ...]], rows: dict[int, MemoryRow]
) -> list[Para]:
    """Reflections newest first; an expanded one lists the memories (and reflections) it rests on.

    ``expanded`` holds paths of ids from a top reflection down, so the same memory can be open
    under one reflection and closed under another; ``rows`` holds the evidence fetched so far.
    """
    out = [Para("head", plural(reflections.total, "reflection"))]
    if not reflections.rows:
        out.append(Para("dim", "no reflections yet"))
    known = {r.id: r for r in reflections.rows} | rows
    for row in reflections.rows:
        _tree(out, row, (row.id,), 0, expanded, known)
    return out


def _tree(out, row: MemoryRow, path, level, expanded, rows) -> None:
    indent = level * TREE_INDENT
    if not row.evidence:
        out += memory_paras(row, indent, key=path)
        return
    is_open = path in expanded
    sign = "−" if is_open else "+"
    what = plural(len(row.evidence), "memory", "memories")
    label = f"[{sign}] {row.when} · from {what} · importance {row.importance}"
    out.append(Para("link", label, ("toggle", path), indent))
    out.append(Para("item" if row.alive else "forgotten", row.text, None, indent))
    if is_open:
        for mid in row.evidence:
            child = rows.get(mid)
            if child is None:
                out.append(Para("dim", f"memory {mid} (loading)", None, indent + TREE_INDENT))
            else:
                _tree(out, child, path + (mid,), level + 1, expanded, rows)


def evidence_needed(
    reflections: MemoryPage, expanded: set[tuple[int, ...]], rows: dict[int, MemoryRow]
) -> list[int]:
    """Ids of evidence an open node shows that are not fetched yet."""
    known = {r.id: r for r in reflections.rows} | rows
    need = []
    for path in expanded:
        node = known.get(path[-1])
        if node is not None:
            need += [i for i in node.evidence if i not in known]
    return sorted(set(need))
