"""Days that know about each other: what a plan is made from, what a finished block leaves
behind, and a plan revised when news arrives.

* ``plan_context``: besides what retrieval finds for "plans for today", a day plan is given the
  resident's storylines (the people a romance or a quarrel ties it to, where they can be found,
  and how the last meeting went) and yesterday's notable happenings (promises, facts heard,
  events), so a plan follows up on the day before instead of starting from the persona again.
* ``record_finished``: when a plan block is over, the resident remembers what its body did in
  it, one memory (and ``Doing`` record) per stretch in one building (``game.mind.stretches``):
  the block's phrase where that is what was done there ("Ann Lee hosted the birthday party at
  Corner Cafe on Saturday, May 9, 17:00-19:00; Tom Reed and Bo Diaz were there"), else the
  action it spent longest at ("had lunch at the tea room"), so a block named for the forge
  whose body went to the tea room for lunch is remembered as both. Routine stretches score low
  and stay private; hosting or going to a gathering scores as news (``meta["event"]``) and can
  be passed on, dated.
* ``revise_day``: a fact heard today about today (a party tonight) re-plans the rest of the day;
  the morning stays as it was.

Costs: ``plan_context`` one scan of the newest memories (once a day); ``record_finished`` a few
comparisons per think and a memory per stretch of a finished block; ``revise_day`` one ``plan_day`` call,
only when today's news arrives.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from game.mind import ahead, errands, language, wording
from game.mind.brain import PlanDayRequest
from game.mind.plan import clean_blocks
from game.mind.records import Doing
from game.mind.stretches import main_action, note_arrival, planned_building, stretches
from game.mind.talk_context import resolve_sector, sector_kinds
from game.mind.types import MemoryLine, min_to_hhmm
from game.world.clock import EPOCH, WEEKDAYS


def plan_context(resident, date: str, now_s: float, when) -> tuple[MemoryLine, ...]:
    """Storyline lines (kind "context") and yesterday's notable memories for ``plan_day``."""
    out: list[MemoryLine] = []
    kinds = sector_kinds(resident)
    own = {resident.persona.home.sector}
    sectors = [s for s in kinds if s not in own]
    for i, rel in enumerate(resident.relations.storylines()):
        where = resolve_sector(rel.bond, sectors)
        at = f", usually found at {where} ({kinds.get(where, 'place')})" if where else ""
        last = _last_talk(resident, rel.other)
        text = f"Storyline ({rel.kind}) with {rel.name}{at}: {rel.bond}"
        if last:
            text += f" Last time we talked ({last[0]}): {last[1]}"
        out.append(MemoryLine(id=-1 - i, text=text, kind="context"))
    since = now_s - 30 * 3600
    hosts: set[str] = set()
    for m in resident.memory.recent(120, kinds=("observation", "conversation")):
        if m.created < since or m.meta.get("transcript") or m.meta.get("relation"):
            continue
        promise = "promis" in m.content.lower()
        if promise or (m.importance_10 >= 6 and (m.meta.get("learned") or m.meta.get("event"))):
            out.append(m.as_line(when(m.created)))
            if language.reading().mentions_gathering(m.content):
                hosts.add(" ".join(m.content.split()[:2]))
    # who is throwing a gathering one heard of, and what they are to one: it decides going
    by_name = {r.name: r for r in resident.relations}
    for host in sorted(hosts):
        rel = by_name.get(host)
        if rel is not None and rel.bond:
            text = f"{resident.name} knows {host}: {rel.bond}"
            out.append(MemoryLine(id=-100 - len(out), text=text, kind="context"))
    return tuple(out[-14:])


def _last_talk(resident, other: str) -> tuple[str, str] | None:
    for m in reversed(resident.memory.recent(200, kinds=("conversation",))):
        if other in (m.meta.get("with") or ()):
            text = m.content.split(": ", 1)[-1]
            return _stamp(m.created), text
    return None


def _stamp(seconds: float) -> str:
    return (EPOCH + timedelta(seconds=seconds)).strftime("%a %d %b %H:%M")


# ---------------------------------------------------------------------------- finished blocks
def record_finished(resident, minute: int, now_s: float, here=None) -> list[int]:
    """Remember each of today's plan blocks that has ended since the last call; ``here``, the
    place the body stands in now, marks the action just ended that it never got to the
    building of (``stretches.note_arrival``), so a walk is not told as being there."""
    sched = resident.schedule
    if sched is None:
        return []
    note_arrival(sched, minute, here)
    done = getattr(resident, "_did", None)
    if done is None:  # first call (or after loading a save): what is remembered already
        done = set()
        for m in resident.memory.recent(300, kinds=("observation",)):
            if m.meta.get("did"):
                done.add(m.meta["did"])
        resident._did = done
    ids = []
    for b in sched.blocks:
        key = f"{sched.date}@{b.start}"
        if b.end > minute or key in done:
            continue
        done.add(key)
        for i, (text, rec, event, score, saw) in enumerate(_told(resident, sched, b)):
            # the block's first stretch carries its key (what marks the block as remembered)
            meta = {"did": key if i == 0 else f"{key}+{rec.start}", "event": event}
            meta |= {"date": sched.date, "done": rec.to_dict()}
            if saw:  # (who was there saw it too: ``game.mind.news`` tells them nothing new)
                meta["saw"] = list(saw)
            ids.append(
                resident.memory.add(
                    text,
                    kind="observation",
                    now=now_s,
                    importance_10=score,
                    keywords=[resident.name.lower()],
                    meta=meta,
                )
            )
    return ids


def _told(resident, sched, block) -> list[tuple[str, Doing, bool, int, tuple[str, ...]]]:
    """Each stretch of the block as (the memory's text, its record, whether it is news, its
    importance, the ids of those one saw at a gathering there): told by the block's phrase
    where that is what the body did there, else by
    the action it spent longest at (``game.mind.stretches``)."""
    acts = [a for a in sched.actions if a.start >= block.start and a.end <= block.end]
    runs = stretches(acts)
    if not runs:
        return []
    buildings = list(sector_kinds(resident))
    planned_in = planned_building(block.activity, runs, buildings)
    pointed = resolve_sector(block.activity, buildings)  # "to the surgery": the town's surgery
    planned_in = "" if pointed and pointed != planned_in else planned_in
    reading = language.reading()
    out = []
    for s in runs:
        planned = s.sector == planned_in
        if planned:
            phrase, gathering = block.activity, reading.goes_to_gathering(block.activity)
        else:
            phrase, gathering = main_action(s).description, False
        met = _met(resident, s.sector, s, sched.date) if gathering else []
        text, did = _did_text(resident, sched.date, s, phrase, planned, met)
        score = reading.importance(phrase)
        # going to or hosting a gathering is news; setting up for it or talking it up is not
        score = score if gathering else min(4, score)
        rec = Doing(
            date=sched.date, start=s.start, end=s.end, did=did, place=s.sector, activity=phrase
        )
        ids = {r.name: r.other for r in resident.relations} if met else {}
        out.append((text, rec, gathering, score, tuple(ids[n] for n in met if n in ids)))
    return out


def _did_text(
    resident, date: str, s, phrase: str, planned: bool, met: list[str]
) -> tuple[str, str]:
    """The memory's text and what was done (past tense, with its place) in stretch ``s``;
    ``met``: the names of those seen there at a gathering, said after it."""
    where = s.sector
    day = datetime.fromisoformat(date)
    stamp = wording.said(
        "did_when",
        weekday=day.strftime("%A"),
        month=day.strftime("%B"),
        month_no=str(day.month),
        day=str(day.day),
        start=min_to_hhmm(s.start),
        end=min_to_hhmm(s.end),
    )
    what = language.reading().past(phrase)
    shown = language.reading().shown(phrase)
    named = where.lower() in what.lower() or "home" in what
    # a plan phrase that says "at" names its place; an action's "at" names a thing ("at a table")
    named = named or (planned and " at " in f" {phrase} ")
    if not named and where != resident.persona.home.sector:
        what += wording.said("did_at", place=where)
        shown += wording.said("did_at", place=where)
    text = wording.said("did", name=resident.name, what=what, when=stamp)
    did = wording.said("done", past=what, shown=shown)
    if met:  # (the first five named)
        text += "; " + _join(met[:5]) + (" was there" if len(met) == 1 else " were there")
    return text + wording.frame("stop"), did


def _met(resident, sector: str, span, date: str) -> list[str]:
    """People the resident saw in ``sector`` during ``span`` (from its observations)."""
    day0 = (datetime.fromisoformat(date) - EPOCH).total_seconds()
    lo, hi = day0 + span.start * 60, day0 + span.end * 60
    low = sector.lower()
    names: list[str] = []
    for i in resident.memory.ids_since(lo, kinds=("observation",)):
        m = resident.memory.get(i)
        if m.created > hi or m.meta or not m.subject or not m.keywords:
            continue
        if m.keywords[-1] == low and m.subject[:1].isupper() and m.subject not in names:
            names.append(m.subject)
    return names


def _join(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


# ---------------------------------------------------------------------------- news -> plan
def about_today(fact: str, date: str) -> bool:
    """Does a fact heard now concern today (its date, its weekday, "tonight")? Only something
    one could go to changes the plan."""
    reading = language.reading()
    day = datetime.fromisoformat(date).date()
    return reading.mentions_gathering(fact) and reading.is_about_day(fact, day)


def revise_day(resident, services, now_s: float, news: list[MemoryLine]) -> bool:
    """Re-plan the rest of today around ``news``; True when the plan changed."""
    sched = resident.schedule
    if sched is None:
        return False
    now = EPOCH + timedelta(seconds=now_s)
    minute = resident.day_minute(now, sched.date)
    p = resident.persona
    weekday = WEEKDAYS[datetime.fromisoformat(sched.date).weekday()]
    when = lambda s: _stamp(s)[4:]  # noqa: E731 - "14 Feb 17:05", as plans see memories
    mems = tuple(news) + plan_context(resident, sched.date, now_s, when)
    ahead.settle(resident)
    plan = services.brain.plan_day(
        PlanDayRequest(
            persona=resident.card(),
            date=sched.date,
            weekday=weekday,
            memories=mems,
            previous_plan=tuple(sched.blocks),
            household=resident.relations.housemates(resident.id),
            errands=errands.due(resident, now_s),
        )
    )
    sleep = p.sleep + (1440 if p.sleep <= p.wake else 0)
    blocks = clean_blocks(plan.blocks, p.wake, sleep)
    before = [b.activity for b in sched.blocks if b.end > minute]
    after = [b.activity for b in blocks if b.end > minute]
    if before == after:
        return False
    sched.replan_from(minute, blocks)
    text = f"{resident.name} changed the plan for the rest of {sched.date}: " + "; ".join(
        f"{min_to_hhmm(b.start)} {b.activity}" for b in sched.blocks if b.end > minute
    )
    resident.memory.add(text, kind="plan", now=now_s, importance_10=4, meta={"date": sched.date})
    resident.note(f"re-planned at {min_to_hhmm(minute)} after hearing news")
    return True
