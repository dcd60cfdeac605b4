"""Forgetting by consolidation: keep a resident's memory bounded over weeks of game time.

The paper never forgets; its streams (and its linear retrieval) grow without bound, and a
week-long run fills prompts with "the bed is idle". Policy here:

1. **What may be forgotten.** Alive observations, conversations and plans that are *old*
   (their whole game day ended at least ``min_age_hours`` ago, default 24, so each day is
   consolidated as a whole), *unimportant* (importance <= ``max_importance``, default 0.35,
   i.e. poignancy 1-3) and *unused*: never retrieved, or not retrieved for ``stale_hours``
   (default 72: a memory retrieval used once, on one day, does not stay forever). A week old
   (``rollup_age_hours``), the bar rises to ``old_importance`` (default 0.55, poignancy 4-5):
   an ordinary chat or sighting of last week survives as its day's gist. Reflections, the
   persona's seed memories and anything retrieved in the last ``stale_hours`` are never
   forgotten, nor is anything more important than that.
2. **How.** Candidates are grouped by game day, kind and subject ("Klaus Mueller", "bed"), in
   chunks of at most ``max_group``. Each group becomes ONE "summary" memory written by
   ``Brain.summarize``; its evidence is the group's ids, its importance the group's maximum,
   its created/last-accessed times the group's latest (so it does not look fresh), and the
   originals are marked forgotten: still readable by id (evidence links keep resolving), no
   longer candidates for retrieval. Subjects with a single memory that day are pooled per
   kind; a lone leftover stays alive rather than be "summarised" into itself.
3. **Roll-up.** Unimportant, never-retrieved day summaries of game weeks that ended at least
   ``rollup_age_hours`` (a week) ago are summarised again per week, kind and subject (weeks
   are counted from the calendar epoch). Week summaries (``meta["level"] == 2``) are final.
4. **When.** ``should_consolidate``: once per game day, or sooner (at most hourly) when the
   alive count passes a cap.

Bound: a day of routine life leaves about one summary per (kind, subject) seen that day, and a
week of those rolls up to a handful, so alive memories grow with what *mattered* (memories
important enough to outlast a week, reflections, what retrieval keeps using), not with time
spent. (Before ``stale_hours``, every memory retrieved even once stayed: 60-70 a day per
resident, and the stream grew 2.5x from day 3 to day 10.) Cost: one brain call per group, at
most ``max_groups`` per run (the rest wait for the next run).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import timedelta

import numpy as np

from game.mind.brain import Brain, Embedder, PersonaCard, SummarizeRequest
from game.mind.memory import MemoryStream
from game.mind.memory_record import KIND_CODE, kind_codes
from game.world.clock import EPOCH

HOUR = 3600.0
DAY = 24 * HOUR
WEEK = 7 * DAY
CONSOLIDATE_KINDS = ("observation", "conversation", "plan")
POOL_UNDER = 4  # subjects with fewer memories in a day are summarised together per kind
_EPOCH = EPOCH


@dataclass(frozen=True, kw_only=True)
class ConsolidationReport:
    """What one ``consolidate`` run did."""

    groups: int = 0  # summaries written (one brain call each)
    forgotten: int = 0  # memories marked forgotten
    summary_ids: tuple[int, ...] = ()
    deferred: int = 0  # groups left for the next run because of ``max_groups``


def should_consolidate(
    stream: MemoryStream,
    now: float,
    last_run: float | None,
    *,
    every_hours: float = 18.0,
    cap: int = 2000,
    min_gap_hours: float = 1.0,
) -> bool:
    """True once per ``every_hours`` of game time, or hourly while more than ``cap`` are alive.

    Residents consolidate as they fall asleep, once a night: 18 hours, not 24, because a
    bedtime a little earlier than the night before must not skip the night (with 24, a
    quarter of the nights were skipped and the backlog grew). The gap keeps a stream whose
    memories are all important (nothing to consolidate) from being scanned on every step.
    """
    if last_run is None:
        return True
    since = now - last_run
    if since >= every_hours * HOUR:
        return True
    return stream.alive_count() > cap and since >= min_gap_hours * HOUR


def _fallback_summary(texts: list[str], day: int) -> str:
    label = (_EPOCH + timedelta(days=day)).strftime("%a %d %b")
    shown = "; ".join(t.rstrip(". ") for t in texts[:4])
    more = f" (and {len(texts) - 4} more)" if len(texts) > 4 else ""
    return f"On {label}: {shown}{more}."


def _group(
    stream: MemoryStream,
    ids: np.ndarray,
    period_days: int,
    min_group: int,
    max_group: int,
    pool_under: int = POOL_UNDER,
) -> list[tuple[int, int, str, list[int], int]]:
    """Group ids into (first day, kind, subject, ids, level) chunks, oldest period first.

    A subject with fewer than ``pool_under`` memories in the period is pooled with the
    others of its kind: one summary of "a bench, a fountain and a neighbour" rather than three
    (a town has many subjects seen twice a day, and each group costs a brain call)."""
    cols = stream.columns()
    by_key: dict[tuple[int, int, str], list[int]] = {}
    for i in ids.tolist():  # only over the few candidates, in id (roughly time) order
        period = int(cols.created[i] // (DAY * period_days))
        subject = stream.get_subject(i) or ""
        by_key.setdefault((period, int(cols.kind[i]), subject), []).append(i)
    pooled: dict[tuple[int, int, str], list[int]] = {}
    for (period, kind, subject), members in by_key.items():
        key = (period, kind, subject) if len(members) >= pool_under else (period, kind, "")
        pooled.setdefault(key, []).extend(members)
    out = []
    for (period, kind, subject), members in sorted(pooled.items()):
        if len(members) < min_group:
            continue
        members.sort()
        chunks = -(-len(members) // max_group)  # even chunks: 17 -> 9 + 8, not 16 + 1
        for chunk in np.array_split(np.asarray(members), chunks):
            out.append(
                (
                    period * period_days,
                    kind,
                    subject,
                    [int(i) for i in chunk],
                    1 if period_days == 1 else 2,
                )
            )
    return out


def consolidate(
    stream: MemoryStream,
    now: float,
    *,
    brain: Brain,
    persona: PersonaCard,
    embedder: Embedder | None = None,
    min_age_hours: float = 24.0,
    max_importance: float = 0.35,
    kinds: tuple[str, ...] = CONSOLIDATE_KINDS,
    min_group: int = 2,
    max_group: int = 16,
    max_groups: int = 32,
    rollup_age_hours: float | None = 24.0 * 7,
    stale_hours: float | None = 72.0,
    old_importance: float = 0.55,
) -> ConsolidationReport:
    """Summarise old, unimportant, never-retrieved memories and forget the originals.

    Args:
        stream: The resident's stream; mutated (summaries added, originals forgotten).
        now: Game seconds.
        brain: Writes one summary per group (``Brain.summarize``); an empty or failed answer
            falls back to a plain "On Fri 13 Feb: a; b; c" digest.
        persona: The resident, for the summary's point of view.
        embedder: Embeds the summaries (one batched call); default the stream's own.
        min_age_hours, max_importance: Candidate thresholds (see module docstring).
        kinds: Kinds that may be consolidated day by day.
        min_group, max_group: Group size bounds.
        max_groups: Brain calls allowed this run.
        rollup_age_hours: Age at which summaries are rolled up weekly, and memories up to
            ``old_importance`` may go; None disables both.
        stale_hours: A memory not retrieved for this long counts as unused; None: only one
            never retrieved does.
        old_importance: The importance bar for memories older than ``rollup_age_hours``.
    """
    cols = stream.columns()
    if len(cols.alive) == 0:
        return ConsolidationReport()
    unused = cols.access_count == 0
    if stale_hours is not None:
        unused = unused | (cols.last_accessed < now - stale_hours * HOUR)
    base = cols.alive & unused & (cols.importance <= max_importance + 1e-6)
    # Whole periods only, so each game day (week) is consolidated as a whole, in one group per
    # subject, rather than piecemeal by whichever run first finds part of it old enough.
    day_cut = (now - min_age_hours * HOUR) // DAY * DAY
    daily = base & (cols.created < day_cut)
    if rollup_age_hours is not None:
        week_cut = (now - rollup_age_hours * HOUR) // DAY * DAY
        daily |= (
            cols.alive
            & unused
            & (cols.importance <= old_importance + 1e-6)
            & (cols.created < week_cut)
        )
    daily &= np.isin(cols.kind, kind_codes(kinds))
    ids = [i for i in np.flatnonzero(daily).tolist() if not stream.get(i).meta.get("seed")]
    groups = _group(stream, np.asarray(ids, dtype=np.int64), 1, min_group, max_group)
    if rollup_age_hours is not None:
        week_cut = (now - rollup_age_hours * HOUR) // WEEK * WEEK
        weekly = base & (cols.created < week_cut) & (cols.kind == KIND_CODE["summary"])
        ids = [
            i for i in np.flatnonzero(weekly).tolist() if stream.get(i).meta.get("level", 1) == 1
        ]  # never roll a roll-up again
        groups += _group(stream, np.asarray(ids, dtype=np.int64), 7, min_group, max_group)
    deferred = max(0, len(groups) - max_groups)
    groups = groups[:max_groups]
    if not groups:
        return ConsolidationReport(deferred=deferred)

    texts: list[str] = []
    for day, _kind, _subject, members, _level in groups:
        contents = [stream.get_content(i) for i in members]
        kind = stream.get(members[0]).kind
        try:
            text = brain.summarize(
                SummarizeRequest(persona=persona, texts=tuple(contents), kind=kind)
            )
        except Exception:  # brains must not raise; a digest is better than a crash
            text = ""
        text = text.strip() if isinstance(text, str) else ""
        texts.append(text or _fallback_summary(contents, day))
    emb = (embedder or stream.embedder).embed(texts)

    summary_ids = []
    forgotten = 0
    for (day, _kind, subject, members, level), text, vec in zip(groups, texts, emb, strict=True):
        views = [stream.get(i) for i in members]
        keywords = Counter(k for v in views for k in v.keywords)
        sid = stream.add(
            text,
            kind="summary",
            embedding=vec,
            now=max(v.last_accessed for v in views),
            created=max(v.created for v in views),
            importance_10=max(v.importance_10 for v in views),
            subject=subject or None,
            keywords=[k for k, _ in keywords.most_common(12)],
            evidence=members,
            meta={"level": level, "day": day, "of": views[0].kind, "count": len(members)},
        )
        summary_ids.append(sid)
        forgotten += stream.mark_forgotten(members)
    return ConsolidationReport(
        groups=len(summary_ids),
        forgotten=forgotten,
        summary_ids=tuple(summary_ids),
        deferred=deferred,
    )
