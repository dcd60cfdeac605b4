"""What each inspector tab says: pure functions from the simulation's views to paragraphs.

Kept apart from the panel so the wording is tested without a display and the panel module only
lays out widgets. Every function returns ``Para`` lists for ``TextColumn``; keys on paragraphs
make them clickable (a reflection opens to its evidence) or anchor the scroll position (memory
ids) so live updates do not move what the player is reading. Cost: linear in what is shown.
"""

from __future__ import annotations

from game.sim.snapshot import MemoryPage, MemoryRow, MemorySearch, ResidentDetail
from game.sim.talking import chatting_with
from game.ui.clock_text import game_time_text, moment_text
from game.ui.counted import and_join, plural
from game.ui.i18n import N_
from game.ui.i18n import gettext as _
from game.ui.mind_words import said as in_words
from game.ui.mood_look import MoodFace
from game.ui.mood_plot import MoodLine
from game.ui.textcolumn import Para

KIND_TAG = {
    "observation": N_("saw"),
    "conversation": N_("talk"),
    "reflection": N_("thought"),
    "plan": N_("plan"),
    "summary": N_("summary"),
}
TREE_INDENT = 18


def activity_line(activity: str, action: str, walking_to: str) -> str:
    """The honest tag: 'walking to the Library (to shelve books)' while on the way."""
    if walking_to and action:
        return _("walking to {place} (to {action})").format(place=walking_to, action=action)
    if walking_to:
        return _("walking to {place}").format(place=walking_to)
    return state_text(activity) if activity else _("idle")


def state_text(activity: str) -> str:
    """The simulation's own words for what a body is doing ("sleeping", "idle", "chatting
    with Ann": data it matches, in English) in the window's language; a plan's words, the
    town's own, as they are."""
    if activity == "sleeping":
        return _("sleeping")
    if activity == "idle":
        return _("idle")
    names = chatting_with(activity)
    if names is not None:
        return _("chatting with {names}").format(names=names)
    return activity


def said(name: str, text: str) -> str:
    """A line of talk: 'Ann: Hello!'."""
    return _("{name}: {text}").format(name=name, text=text)


def now_paragraphs(d: ResidentDetail) -> list[Para]:
    out = [Para("dim", f"{d.age} · {d.occupation}")]
    if d.traits:
        out.append(Para("soft", d.traits))
    out += [Para("head", _("Now")), Para("now", activity_line(d.activity, d.action, d.walking_to))]
    if d.walking_to and d.place_text:
        out.append(Para("dim", _("heading for {place}").format(place=d.place_text)))
    elif d.place_text:
        out.append(Para("dim", _("at {place}").format(place=d.place_text)))
    out += inner_paragraphs(d)
    out += skill_paragraphs(d)
    talk = d.live_talk
    if talk is not None:
        names = and_join(talk.with_names)
        out.append(Para("head", _("Talking with {names}").format(names=names)))
        out += [Para("quote", said(name, text)) for name, text in talk.lines]
        if not talk.lines:
            out.append(Para("dim", _("just started")))
    if d.currently:
        out += [Para("head", _("Currently")), Para("body", d.currently)]
    counts = [(k, n) for k, n in d.memory_counts if n]
    out.append(Para("head", _("Mind")))
    kinds = _(", ").join(plural(n, k) for k, n in counts)
    total = plural(d.memories_total, "memory", "memories")
    out.append(Para("body", _("{total}: {kinds}").format(total=total, kinds=kinds)))
    people = plural(len(d.relationships), "person", "people")
    out.append(Para("dim", _("knows {people}").format(people=people)))
    return out


def inner_paragraphs(d: ResidentDetail) -> list[Para]:
    """The mood in a word with its face (and what moved it lately), its line over the last
    days, then each need as a bar."""
    out = []
    if d.mood:
        face = MoodFace(*d.mood_point) if d.mood_point is not None else None
        feels = _("feels {mood}").format(mood=in_words(d.mood))
        if d.mood_why:
            feels = _("{feels} · {why}").format(feels=feels, why=in_words(d.mood_why))
        out.append(Para("mood", feels, picture=face))
    if d.mood and d.mood_line:
        line = MoodLine(d.mood_line, d.mood_line_end)
        out.append(
            Para(
                "plot",
                _("mood over the last three days (valence: up glad, down low)"),
                picture=line,
            )
        )
    out += [Para("need", in_words(name), level=level) for name, level in d.needs]
    return out


def skill_paragraphs(d: ResidentDetail) -> list[Para]:
    """Each skill as a bar as long as its level, and under it its stage and level."""
    if not d.skills:
        return []
    out = [Para("head", _("Skills"))]
    for name, level, stage in d.skills:
        out.append(Para("skill", in_words(name), level=level))
        out.append(Para("stage", f"{in_words(stage)} · {level:.2f}"))
    return out


def plan_paragraphs(d: ResidentDetail) -> list[Para]:
    out = [Para("head", _("Day plan"))]
    for line in d.plan:
        if line.lstrip().startswith(">"):
            out.append(Para("current", "» " + line.lstrip()[1:].strip()))
        else:
            out.append(Para("plan", line.strip()))
    if not d.plan:
        out.append(Para("dim", _("not planned yet")))
    done = sum(s.state == "done" for s in d.day_actions)
    head = _("Actions today ({done} of {total} done)").format(done=done, total=len(d.day_actions))
    out.append(Para("head", head))
    for i, s in enumerate(d.day_actions):
        text = f"{s.start}-{s.end}  {s.text}" + (f" · {s.place}" if s.place else "")
        if s.state == "now":
            out.append(Para("current", "» " + text, key=("step", i)))
        else:
            out.append(Para("done" if s.state == "done" else "plan", text, key=("step", i)))
    if not d.day_actions:
        out.append(Para("dim", _("nothing decomposed yet")))
    return out


def people_paragraphs(d: ResidentDetail) -> list[Para]:
    people = plural(len(d.relationships), "person", "people")
    out = [Para("head", _("Knows {people}").format(people=people))]
    for rel in d.relationships:
        talked = (
            _("talked {times}").format(times=plural(rel.times_talked, "time"))
            if rel.times_talked
            else _("never talked")
        )
        line = _("{name} · closeness {closeness:.2f} · {talked}")
        out.append(
            Para(
                "sub", line.format(name=rel.name, closeness=rel.closeness, talked=talked), rel.name
            )
        )
        out.append(Para("quote", rel.summary or _("no impression yet")))
    return out


def talk_paragraphs(d: ResidentDetail) -> list[Para]:
    out = [Para("head", plural(len(d.conversations), "conversation"))]
    for i, t in enumerate(d.conversations):
        when = _("Now") if t.live else game_time_text(t.when)  # ("6 月 12 日 ..." in Chinese)
        line = _("{when}, with {names}").format(when=when, names=and_join(t.with_names))
        if t.place:
            line = _("{talk} · {place}").format(talk=line, place=t.place)
        out.append(Para("sub", line, ("talk", i)))
        out += [Para("quote", said(name, text)) for name, text in t.lines]
    if not d.conversations:
        out.append(Para("dim", _("has not talked with anyone yet")))
    return out


def memory_paras(row: MemoryRow, indent: int = 0, key=None) -> list[Para]:
    """A memory as a small meta line and its text."""
    tag = _("known") if row.known else _(KIND_TAG.get(row.kind, row.kind))
    meta = _("{when} · {tag} · importance {importance}")
    meta = meta.format(when=moment_text(row.at, row.when), tag=tag, importance=row.importance)
    if row.accessed:
        meta += _(" · retrieved {times}").format(times=plural(row.accessed, "time"))
    if not row.alive:
        meta += _(" · forgotten (summarised)")
    style = "item" if row.alive else "forgotten"
    return [
        Para("meta", meta, key if key is not None else row.id, indent),
        Para(style, row.text, None, indent),
    ]


def page_paragraphs(page: MemoryPage, kind_label: str) -> list[Para]:
    if page.total == 0:
        return [Para("dim", _("no {kind} yet").format(kind=kind_label))]
    last = page.start + len(page.rows)
    head = _("{kind} {first:,}-{last:,} of {total:,}, newest first").format(
        kind=kind_label.capitalize(), first=page.start + 1, last=last, total=page.total
    )
    out = [Para("dim", head)]
    for row in page.rows:
        out += memory_paras(row)
    if last >= page.total:
        out.append(Para("dim", _("— the very first memory —")))
    return out


def search_paragraphs(result: MemorySearch, name: str) -> list[Para]:
    rel, rec, imp = result.weights
    out = [
        Para(
            "dim",
            _('"{query}": the top {count} as {name} would recall them').format(
                query=result.query, count=len(result.rows), name=name
            ),
        ),
        Para(
            "dim",
            _(
                "score = {rel:g} × relevance + {rec:g} × recency + {imp:g} × importance "
                "(each part 0-1 among the candidates)"
            ).format(rel=rel, rec=rec, imp=imp),
        ),
    ]
    for i, hit in enumerate(result.rows):
        parts = _(
            "{rel:g}×{relevance:.2f} relevance + {rec:g}×{recency:.2f} recency + "
            "{imp:g}×{importance:.2f} importance"
        ).format(
            rel=rel,
            relevance=hit.relevance,
            rec=rec,
            recency=hit.recency,
            imp=imp,
            importance=hit.importance,
        )
        line = _("#{rank}  score {score:.3f} = {parts}")
        line = line.format(rank=i + 1, score=hit.score, parts=parts)
        out.append(Para("score", line, ("hit", hit.row.id)))
        out += memory_paras(hit.row, key=("hit-row", hit.row.id))
    if not result.rows:
        out.append(Para("dim", _("nothing found")))
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
        out.append(Para("dim", _("no reflections yet")))
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
    label = _("[{sign}] {when} · from {memories} · importance {importance}").format(
        sign=sign, when=moment_text(row.at, row.when), memories=what, importance=row.importance
    )
    out.append(Para("link", label, ("toggle", path), indent))
    out.append(Para("item" if row.alive else "forgotten", row.text, None, indent))
    if is_open:
        for mid in row.evidence:
            child = rows.get(mid)
            if child is None:
                loading = _("memory {id} (loading)").format(id=mid)
                out.append(Para("dim", loading, None, indent + TREE_INDENT))
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
