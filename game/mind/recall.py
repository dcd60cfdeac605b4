"""Which memories each of a thought's brain requests is shown: the context of a reaction, of an
action, of a day plan and of a plan remade after a whisper.

Why one module: what a resident remembers at the moment it decides is the paper's retrieval
step, and the requests differ only in the query and in what is added to what retrieval finds
(memories that name the day, the latest reflections, storylines, the whispered thought). Keeping
those choices together makes it easy to see, and to change, what each decision rests on.

Costs: ``recall`` is one embedding and one vectorised retrieval (and it marks the memories it
returns as accessed, as the paper does, so its calls are part of the town's future);
``dated`` scans the newest 300 memories; the two plan contexts add one ``recall`` each and run
once a day or once per whisper.
"""

from __future__ import annotations

from datetime import datetime

from game.mind import days
from game.mind.retrieve import retrieve


def recall(resident, services, text: str, now_s: float, when, k: int) -> tuple:
    """The ``k`` memories retrieval finds for ``text``, as dated lines for a prompt."""
    vec = services.embedder.embed([text])[0]
    scored = retrieve(resident.memory, vec, now_s, k=k, weights=resident.config.weights)
    return tuple(s.memory.as_line(when(s.memory.created)) for s in scored)


def dated(resident, date: str, when, skip: set[int]) -> tuple:
    """Important memories that name the plan's day ("Saturday", "February 14", "14 Feb").

    Relevance by embedding misses an invitation phrased unlike the query; a party the resident
    heard about should shape the day it happens on, so these are always offered to the planner.
    """
    day = datetime.fromisoformat(date)
    keys = {
        day.strftime("%A").lower(),
        f"{day.strftime('%B').lower()} {day.day}",
        f"{day.day} {day.strftime('%b').lower()}",
        f"{day.day} {day.strftime('%B').lower()}",
        date,
    }
    out = []
    for m in resident.memory.recent(300, kinds=("observation", "conversation")):
        if m.id in skip or m.importance_10 < 5 or m.meta.get("transcript"):
            continue
        text = m.content.lower()
        if any(k in text for k in keys):
            out.append(m.as_line(when(m.created)))
    return tuple(out[-6:])


def for_day_plan(resident, services, date: str, weekday: str, now_s: float, when) -> tuple:
    """A new day's plan: what retrieval finds for the day's plans, memories that name the day,
    the three latest reflections, and the storylines and follow-ups of ``days.plan_context``."""
    p = resident.persona
    mems = recall(
        resident,
        services,
        f"{p.name}'s plans, goals and events for {date} ({weekday})",
        now_s,
        when,
        k=resident.config.context_memories,
    )
    mems = mems + dated(resident, date, when, {m.id for m in mems})
    reflections = [
        m.as_line(when(m.created)) for m in resident.memory.recent(3, kinds=("reflection",))
    ]
    seen = {m.id for m in mems}
    mems = mems + tuple(r for r in reflections if r.id not in seen)
    # storylines and yesterday's follow-ups (game.mind.days): a day builds on the day before
    return mems + tuple(
        m for m in days.plan_context(resident, date, now_s, when) if m.id not in seen
    )


def for_replan(resident, services, whispers: tuple[str, ...], date: str, now_s: float, when):
    """The rest of a day re-planned after a whisper: the whispered thoughts themselves first,
    then what retrieval finds for them, then memories that name the day."""
    thoughts = tuple(
        m.as_line(when(m.created))
        for m in resident.memory.recent(len(whispers) + 2)
        if m.meta.get("whisper")
    )
    mems = recall(
        resident,
        services,
        " ".join(whispers),
        now_s,
        when,
        k=resident.config.context_memories,
    )
    mems = thoughts + tuple(m for m in mems if m.id not in {t.id for t in thoughts})
    return mems + dated(resident, date, when, {m.id for m in mems})
