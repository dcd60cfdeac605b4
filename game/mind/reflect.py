"""Reflection: turning recent experience into higher-level thoughts that cite their evidence.

Trigger (the paper's code): the summed 1-10 poignancy of what the resident experienced since its
last reflection reaches 150, or 100 new memories arrived. Then: ask the brain for the most
salient questions about the recent memories, retrieve evidence per question (all questions in one
vectorised pass), and store each insight as a ``reflection`` memory linked to its evidence.
Reflections are themselves retrievable, so later reflections can build on them (depth grows).

The brain sees each memory with its records (``record_line``: the talk it came from and with
whom, who told it, whom it is about, one's own finished doings, a reflection's evidence), so
a conclusion is drawn from fields, not from words; and with one's decision about each gathering
the news in its evidence names (``_plans``: whether one goes, and why), so a thought can say what
that news means to one's own plans. An insight is kept only when it rests on
at least two memories of different moments (``moments``): one moment is no conclusion.
"""

from __future__ import annotations

from dataclasses import replace

from game.mind import errands, gatherings, intentions, judging, language
from game.mind.brain import InsightRequest, ReflectQuestionsRequest
from game.mind.importance import INSIGHT_FLOOR
from game.mind.records import Doing, Fact
from game.mind.retrieve import retrieve_many
from game.mind.types import Decision, MemoryLine

RECENT_FOR_QUESTIONS = 100
MIN_MOMENTS = 2  # a reflection concludes from at least this many moments


def record_line(resident, m, when: str) -> MemoryLine:
    """Memory ``m`` as a brain sees it, with what it is a record of (names, not ids: a brain
    phrases with them; ``intentions`` maps them back)."""
    meta = m.meta

    def name(rid) -> str:
        if rid == resident.id:
            return resident.name
        rel = resident.relations.get(str(rid)) if rid else None
        return rel.name if rel is not None else ""

    fact = Fact.from_meta(meta.get("fact"))
    bond = ""
    about = name(fact.subject) if fact is not None else ""
    if m.kind == "reflection" and meta.get("about"):  # whom a conclusion concerns
        about = name(meta["about"][0])
    if meta.get("relation"):
        rel = resident.relations.get(str(meta["relation"]))
        about = rel.name if rel is not None else ""
        bond = rel.kind if rel is not None else ""
        if bond == "quarrel" and rel.other in errands.made_up(resident):
            bond = "known"  # (made it up in a talk since, no row after: no feud to think on)
    talk = meta.get("conversation")
    partners = meta.get("with") or ()  # (a talk's memory, and the rows and dates it made)
    return replace(
        m.as_line(when),
        talk=int(talk) if isinstance(talk, int) else -1,
        partners=tuple(n for n in (name(r) for r in partners) if n),
        at=str(meta.get("at") or "") if partners else "",
        source=name(meta.get("source")) if meta.get("learned") else "",
        about=about,
        bond=bond,
        done=Doing.from_meta(meta),
        evidence=tuple(m.evidence),
        decided=Decision.from_meta(meta) if m.kind == "plan" else None,
    )


def moments(mems) -> int:
    """How many different moments ``mems`` (memories of one stream) come from: two memories
    of the same minute or of the same conversation are one moment."""
    seen: list[tuple[int, object]] = []
    for m in mems:
        minute, talk = int(m.created // 60), m.meta.get("conversation")
        if not any(minute == a or (talk is not None and talk == b) for a, b in seen):
            seen.append((minute, talk))
    return len(seen)


def due(resident) -> bool:
    """Cheap check, run after every ingest."""
    cfg = resident.config
    mem = resident.memory
    if len(mem) - 1 - resident.last_reflected_id <= 0:
        return False
    new_count = len(mem) - 1 - resident.last_reflected_id
    if new_count >= cfg.reflect_count:
        return True
    return mem.importance_since(after_id=resident.last_reflected_id) >= cfg.reflect_importance


def _bonds(resident, lines: tuple[MemoryLine, ...], when) -> tuple[MemoryLine, ...]:
    """One's standing bond (the residents file's) to each person one talked with in ``lines``:
    who someone is to one comes to mind with them (a mother is not someone one "keeps running
    into")."""
    talked = {r for ln in lines for r in resident.memory.get(ln.id).meta.get("with", ())}
    have = {ln.id for ln in lines}
    extra = []
    mem = resident.memory
    for i in range(len(mem)):  # the residents file's memories come first
        m = mem.get(i)
        if not m.meta.get("seed"):
            break
        if m.meta.get("relation") in talked and m.id not in have:
            extra.append(record_line(resident, m, when(m.created)))
    return tuple(extra)


def _plans(resident, lines: tuple[MemoryLine, ...], when) -> tuple[MemoryLine, ...]:
    """One's latest decision about each gathering the news in ``lines`` names (the plan
    memories ``gatherings.remember`` keeps): whether one goes, and why."""
    keys = {ln.fact.event.key for ln in lines if ln.fact is not None and ln.fact.event}
    if not keys:
        return ()
    mem = resident.memory
    found: dict[str, MemoryLine] = {}
    for i in reversed(mem.by_keyword(gatherings.TAG)):
        m = mem.get(i)
        line = record_line(resident, m, when(m.created))
        if line.decided is not None and line.decided.key in keys:
            found.setdefault(line.decided.key, line)
    return tuple(sorted(found.values(), key=lambda ln: ln.id))


def _named(meta: dict) -> set[str]:
    """The residents a memory's records name: those talked with, who told it, whom its fact
    is about."""
    fact = Fact.from_meta(meta.get("fact"))
    about = set(fact.about) if fact is not None else set()
    return {str(r) for r in (*meta.get("with", ()), meta.get("source"), *about) if r}


def _places(resident, lines: tuple[MemoryLine, ...]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Where each person ``lines`` name (talked with, a teller, whom news is about) lives and
    works, as one knows it (the places known with a tie, and the workplace of anyone one knows
    by name): whether two of them share a home or a workplace, one can tell."""
    talked = {r for ln in lines for r in _named(resident.memory.get_meta(ln.id))}
    talked.discard(resident.id)
    out = []
    for other in sorted(talked):
        rel = resident.relations.get(other)
        if rel is None or not rel.name:
            continue
        work = (
            resident.relations.works.get(other, "") if resident.relations.acquainted(other) else ""
        )
        places = tuple(dict.fromkeys(p for p in (*rel.places, work) if p))
        if places:
            out.append((rel.name, places))
    return tuple(out)


def reflect(resident, services, now_s: float, when) -> list[int]:
    """Run one reflection; returns the ids of the new reflection memories.

    ``when(seconds) -> str`` formats memory times for prompts. Cost: 1 + questions brain calls,
    and one importance batch for all the insights (built-in: microseconds; LLM: the main cost
    of reflection, a few times a game day). The insight calls are made at once
    (``Services.gather``: with a model the chain is questions, then all insights together).
    With ``Services.beside`` (a model) the insights are stored with their rule score (at least
    ``INSIGHT_FLOOR``) and their importance is judged beside the resident (``judging``), so no
    call waits for it here.
    """
    cfg = resident.config
    mem = resident.memory
    card = resident.card()
    recent = [m for m in mem.recent(RECENT_FOR_QUESTIONS) if m.kind != "plan"]
    last_id = len(mem) - 1
    if not recent:
        resident.last_reflected_id = last_id
        return []
    lines = tuple(record_line(resident, m, when(m.created)) for m in recent)
    family = tuple((r.name, r.bond) for r in resident.relations if r.bond and r.kind == "family")
    questions = services.brain.reflect_questions(
        ReflectQuestionsRequest(
            persona=card,
            memories=lines,
            count=cfg.reflect_questions,
            bonds=_bonds(resident, lines, when),
            family=family,
        )
    )
    questions = [q for q in questions if isinstance(q, str) and q.strip()][: cfg.reflect_questions]
    if not questions:
        resident.last_reflected_id = last_id
        return []
    vecs = services.embedder.embed(questions)
    per_q = retrieve_many(
        mem,
        vecs,
        now_s,
        k=cfg.reflect_evidence,
        weights=cfg.weights,
        kinds=("observation", "conversation", "reflection", "summary"),
    )
    # insights already held are not new: skip repeats of recent reflections, not only this round's
    seen_texts = {m.content for m in mem.recent(60, kinds=("reflection",))}
    asks = [
        (
            question,
            tuple(record_line(resident, s.memory, when(s.memory.created)) for s in scored),
        )
        for question, scored in zip(questions, per_q, strict=True)
    ]
    asks = [
        (question, lines, _bonds(resident, lines, when), _plans(resident, lines, when))
        for question, lines in asks
        if lines
    ]
    now = when(now_s)
    answers = services.gather(
        [
            lambda q=question, ev=lines, b=bonds, pl=plans: list(
                services.brain.insights(
                    InsightRequest(
                        persona=card,
                        question=q,
                        memories=ev,
                        bonds=b,
                        now=now,
                        places=_places(resident, ev),
                        family=family,
                        plans=pl,
                    )
                )
            )
            for question, lines, bonds, plans in asks
        ]
    )
    found: list[tuple[str, tuple[int, ...], str, dict]] = []  # (insight, evidence, question, meta)
    for (question, evidence_lines, bonds, plans), insights in zip(asks, answers, strict=True):
        allowed = {ln.id for ln in evidence_lines + bonds + plans}
        for ins in insights:
            text = ins.text.strip()
            evidence = tuple(i for i in ins.evidence if i in allowed)
            if not text or text in seen_texts:
                continue
            if moments(mem.get(i) for i in evidence) < MIN_MOMENTS:
                continue  # one moment is something that happened, not a conclusion
            seen_texts.add(text)
            meta = {"question": question, **intentions.meta_for(resident, ins.about, ins.intent)}
            found.append((text, evidence, question, meta))
    # the insights' poignancy in one batch (one brain call, not one per insight), or later
    texts = [text for text, *_ in found]
    later = services.beside is not None and bool(found)
    if later:
        scores = [language.reading().importance(text) for text in texts]
    else:
        scores = resident.importance.score(card, texts) if found else []
    new_ids = [
        mem.add(
            text,
            kind="reflection",
            now=now_s,
            importance_10=max(score, INSIGHT_FLOOR),
            evidence=evidence,
            meta=meta,
        )
        for (text, evidence, _question, meta), score in zip(found, scores, strict=True)
    ]
    if later:
        judging.judge(resident, card, services.beside, new_ids)
    resident.last_reflected_id = len(mem) - 1
    resident.reflections += len(new_ids)
    if new_ids:
        resident.note(f"reflected: {mem.get(new_ids[0]).content}")
    return new_ids
