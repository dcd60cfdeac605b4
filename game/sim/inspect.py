"""The UI's read-only views of the simulation: snapshot, resident detail, memory pages, search.

Why here and not in ``simulation.py``: the simulation's view methods are one-line delegations,
so what the window may see is written down in one module that only reads.

Costs, so the window can call them often:
* ``build_snapshot``: linear in residents, once per step (place phrases are cached); unchanged
  residents keep their view object (``snapshot.ViewCache``).
* ``build_detail``: the day's actions, every relationship and conversation of one resident, and a
  count of its memories by kind; no retrieval, no brain call (well under a millisecond).
* ``memory_page``: one sort of the resident's memory times (10k memories: ~1 ms) plus the rows
  of one page.
* ``search_memories``: the mind's own retrieval (``game.mind.retrieve.search``), one embedding
  and one vectorised pass; it never touches the memories, so searching leaves the town's future
  exactly as it was.
"""

from __future__ import annotations

import weakref
from datetime import timedelta

import numpy as np

from game.mind.memory_record import KINDS, kind_codes
from game.mind.retrieve import search
from game.mind.types import min_to_hhmm
from game.sim.snapshot import (
    MemoryPage,
    MemoryRow,
    MemorySearch,
    PlanStep,
    RelationRow,
    ResidentDetail,
    ScoredRow,
    SectorView,
    TalkRow,
    TownSnapshot,
    ViewCache,
    place_phrase,
)

WHEN_FORMAT = "%a %d %b %H:%M"
_CACHES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # simulation -> ViewCache


def build_snapshot(sim) -> TownSnapshot:
    """Every resident where it stands, what it does and where it is heading; HUD stats.

    Incremental (``ViewCache``, one per simulation): a resident that did not change keeps the
    same view object, so the window's per-view caches hold across steps."""
    cache = _view_cache(sim)
    active = sim.talks.active
    thinking = sim.scheduler.workers > 0
    busy = sim.scheduler.busy
    mood_word = sim.inner.word
    views = []
    for rid in sim.order:
        b = sim.bodies[rid]
        action = b.action
        views.append(
            cache.view(
                (  # every ResidentView field, in VIEW_FIELDS order
                    rid,
                    b.name,
                    float(b.x),
                    float(b.y),
                    b.facing,
                    b.moving,
                    b.activity(),
                    action.emoji if action else "",
                    str(action.place) if action else "",
                    b.bubble,
                    thinking and busy(rid),
                    b.asleep,
                    tuple(active[b.conversation].others(rid)) if b.conversation in active else (),
                    action.description if action else "",
                    place_phrase(str(action.place), 1) if action and b.path else "",
                    mood_word(rid),
                )
            )
        )
    cache.prune(sim.order)
    stats = dict(_call(sim.stats_fn) or {})
    stats["conversations"] = float(len(sim.talks.log))
    if sim.scheduler.workers and sim.lags:
        recent = list(sim.lags)[-100:]
        stats["think lag s"] = round(sum(recent) / len(recent) * sim.clock.step_seconds, 1)
    return TownSnapshot(
        time_text=sim.clock.text(),
        now=sim.clock.now,
        step=sim.clock.step_count,
        residents=tuple(views),
        brain=sim.brain_label,
        notices=tuple(sim.notices) + tuple(_call(sim.notices_fn) or ()),
        stats=stats,
    )


def _view_cache(sim) -> ViewCache:
    """The simulation's ``ViewCache`` (a throwaway one for an object that can't be weakly
    keyed, such as a test's namespace: then nothing is reused)."""
    try:
        cache = _CACHES.get(sim)
        if cache is None:
            cache = _CACHES[sim] = ViewCache()
        return cache
    except TypeError:
        return ViewCache()


def _call(fn):
    try:
        return fn() if fn is not None else None
    except Exception:  # a broken status line must not break the frame
        return None


def _plan(sim, r, current) -> tuple[tuple[str, ...], tuple[PlanStep, ...]]:
    """The day's blocks (current one marked) and every decomposed action, done / now / next.

    "now" is what the body is doing (a conversation or a reaction may have replaced the plan's
    own action for this minute), shown in its place in the day.
    """
    sched = r.schedule
    if sched is None:
        return (), ()
    minute = r.day_minute(sim.clock.now, sched.date)
    actions = sorted(sched.actions, key=lambda a: a.start)
    if current is not None and current not in actions:
        actions = sorted(actions + [current], key=lambda a: a.start)
    steps = []
    for a in actions:
        if current is not None:
            state = "now" if a == current else "done" if a.start < current.start else "next"
        else:
            state = "done" if a.end <= minute else "now" if a.start <= minute else "next"
        steps.append(
            PlanStep(
                start=min_to_hhmm(a.start),
                end=min_to_hhmm(a.end),
                text=a.description,
                place=place_phrase(str(a.place)),
                state=state,
            )
        )
    return tuple(sched.describe(minute)), tuple(steps)


def _talk(conv: dict, me: str, live: bool = False) -> TalkRow:
    return TalkRow(
        when="now" if live else conv["ended"],
        with_names=tuple(n for n in conv["names"] if n != me),
        place=place_phrase(conv["place"]),
        lines=tuple((name, text) for _, name, text in conv["lines"]),
        live=live,
    )


def build_detail(sim, rid: str) -> ResidentDetail:
    """Everything but the memories themselves (see ``memory_page``). KeyError for unknown ids."""
    r = sim.residents[rid]
    body = sim.bodies[rid]
    p = r.persona
    plan, steps = _plan(sim, r, body.action)
    live = None
    conv = sim.talks.active.get(body.conversation) if body.conversation is not None else None
    if conv is not None:
        lines = [[ln.speaker, ln.name, ln.text] for ln in conv.lines]
        live = _talk(
            {"names": conv.names, "place": str(conv.place), "ended": "", "lines": lines},
            r.name,
            live=True,
        )
    talks = [_talk(c, r.name) for c in reversed(sim.talks.involving(rid))]
    cols = r.memory.columns()
    counts = np.bincount(cols.kind.astype(np.int64), minlength=len(KINDS))
    action = body.action
    mood, why, needs = sim.inner.view(rid, sim.now_s)
    line, line_end = sim.inner.line(rid, sim.clock.now)
    return ResidentDetail(
        id=rid,
        name=p.name,
        age=p.age,
        occupation=p.occupation,
        traits=p.innate,
        currently=p.currently,
        activity=body.activity(),
        place=str(action.place) if action else "",
        place_text=place_phrase(str(action.place)) if action else "",
        walking_to=place_phrase(str(action.place), 2) if action and body.path else "",
        action=action.description if action else "",
        plan=plan,
        day_actions=steps,
        relationships=tuple(
            RelationRow(
                name=rel.name,
                closeness=float(rel.closeness),
                times_talked=int(rel.times_talked),
                summary=rel.summary,
            )
            for rel in r.relations
        ),
        conversations=((live,) if live else ()) + tuple(talks),
        live_talk=live,
        memory_counts=tuple((k, int(counts[i])) for i, k in enumerate(KINDS)),
        memories_total=int(len(cols.kind)),
        mood=mood,
        mood_why=why,
        mood_point=sim.inner.point(rid),
        mood_line=line,
        mood_line_end=line_end,
        needs=needs,
        skills=sim.practice.view(rid),
    )


def _row(m, when) -> MemoryRow:
    return MemoryRow(
        id=m.id,
        kind=m.kind,
        when=(at := when(m.created)).strftime(WHEN_FORMAT),
        at=at,
        text=m.content,
        importance=m.importance_10,
        evidence=tuple(m.evidence),
        depth=m.depth,
        alive=m.alive,
        accessed=m.access_count,
        known=bool(m.meta.get("seed")),
    )


def _when(sim):  # memory times (game seconds) as datetimes, summed as cognition.when_fn does
    now, now_s = sim.clock.now, sim.now_s
    return lambda seconds: now - timedelta(seconds=now_s - seconds)


def memory_page(
    sim, rid: str, start: int = 0, count: int = 100, kinds: tuple[str, ...] | None = None
) -> MemoryPage:
    """Memories ``start .. start+count`` of the resident's whole stream, newest first.

    Newest by event time, then by id; forgotten memories are listed too (``alive`` False), so
    the page reaches the very first memory. ``kinds`` filters (ValueError on an unknown kind).
    """
    stream = sim.residents[rid].memory
    cols = stream.columns()
    ids = np.arange(len(cols.kind))
    if kinds is not None:
        ids = ids[np.isin(cols.kind, kind_codes(kinds))]
    order = ids[np.lexsort((-ids, -cols.created[ids]))]
    start = max(0, min(int(start), max(0, len(order) - 1)))
    when = _when(sim)
    rows = tuple(_row(stream.get(int(i)), when) for i in order[start : start + max(0, count)])
    return MemoryPage(
        total=len(order), start=start, rows=rows, kinds=tuple(kinds) if kinds else None
    )


def memories_by_id(sim, rid: str, ids) -> tuple[MemoryRow, ...]:
    """The memories with these ids, in the order given; unknown ids are skipped."""
    stream = sim.residents[rid].memory
    when = _when(sim)
    n = len(stream)
    return tuple(_row(stream.get(int(i)), when) for i in ids if 0 <= int(i) < n)


def search_memories(sim, rid: str, text: str, k: int = 20) -> MemorySearch:
    """What the resident's own retrieval returns for ``text``, with each score's parts.

    Uses the resident's embedder and retrieval weights, like its thinking does; nothing in
    the mind is changed (no access times, no counts).
    """
    r = sim.residents[rid]
    w = r.config.weights
    when = _when(sim)
    hits = search(r.memory, r.embedder, text, sim.now_s, k=k, weights=w) if text.strip() else []
    return MemorySearch(
        query=text,
        weights=(w.relevance, w.recency, w.importance),
        rows=tuple(
            ScoredRow(
                row=_row(s.memory, when),
                score=s.score,
                relevance=s.relevance,
                recency=s.recency,
                importance=s.importance,
            )
            for s in hits
        ),
    )


def sectors(sim) -> tuple[SectorView, ...]:
    """Buildings and outdoor areas with their tile rectangles, for the map's labels."""
    return tuple(
        SectorView(name=s.name, kind=s.kind, rect=tuple(int(v) for v in s.rect))
        for s in sim.town.tree.sectors()
    )
