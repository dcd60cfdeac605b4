"""Builds the inspector's ``ResidentDetail``: plan, memories, reflections, relationships.

It costs a pass over the resident's most recent memories (no retrieval, no brain call), so the
window can refresh it about once a second.
"""

from __future__ import annotations

from game.mind.cognition import when_fn
from game.mind.types import min_to_hhmm
from game.sim.snapshot import ResidentDetail

KIND_TAG = {
    "observation": "saw",
    "conversation": "talk",
    "reflection": "thought",
    "plan": "plan",
    "summary": "summary",
}


def build_detail(sim, rid: str) -> ResidentDetail:
    r = sim.residents[rid]  # KeyError for an unknown id, as the UI expects
    body = sim.bodies[rid]
    p = r.persona
    when = when_fn(sim.clock.now, sim.now_s, "%a %H:%M")
    sched = r.schedule
    plan: tuple[str, ...] = ()
    actions: tuple[str, ...] = ()
    if sched is not None:
        minute = r.day_minute(sim.clock.now, sched.date)
        plan = tuple(sched.describe(minute))
        hour = minute // 60 * 60
        actions = tuple(
            f"{'>' if a.start <= minute < a.end else ' '} {min_to_hhmm(a.start)} {a.description} "
            f"@ {a.place}"
            for a in sched.actions
            if hour <= a.start < hour + 120
        )
    recent = r.memory.recent(40)
    memories = tuple(
        f"[{when(m.created)}] ({KIND_TAG.get(m.kind, m.kind)}, {m.importance_10}) {m.content}"
        for m in reversed(recent)
        if m.kind != "reflection"
    )
    reflections = tuple(
        f"[{when(m.created)}] {m.content} (from {len(m.evidence)} memories)"
        for m in reversed(r.memory.recent(12, kinds=("reflection",)))
    )
    rels = tuple(
        f"{rel.name} (closeness {rel.closeness:.2f}, talked {rel.times_talked}x): {rel.summary}"
        for rel in r.relations
    )
    talks = []
    for conv in reversed(sim.talks.involving(rid)[-5:]):
        talks.append(f"{conv['ended']} with {', '.join(n for n in conv['names'] if n != r.name)}:")
        talks.extend(f"  {name}: {text}" for _, name, text in conv["lines"])
    return ResidentDetail(
        id=rid,
        name=p.name,
        age=p.age,
        occupation=p.occupation,
        traits=p.innate,
        currently=p.currently,
        activity=body.activity(),
        place=str(body.action.place) if body.action else "",
        plan=plan,
        actions=actions,
        memories=memories,
        reflections=reflections,
        relationships=rels,
        conversations=tuple(talks),
    )
