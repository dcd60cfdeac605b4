"""What a finished conversation leaves in each participant: its summary from one's own point
of view as a ``conversation`` memory (with the transcript), each fact one learned as a memory of
its own with who told it and in which talk (so spread can be traced), what the talk itself made
(a date asked and answered), a notable talk remembered as an event one can tell others about,
who now holds which fact, the relationship records, and, when one heard of something happening
today, the rest of the day re-planned. The lines themselves are ``converse``."""

from __future__ import annotations

from datetime import timedelta

from game.mind import appointments, days, gatherings, language, requests, wording
from game.mind.brain import ConversationSummaryRequest
from game.mind.converse import ConversationView, carried, overlap
from game.mind.facts import HEARD, Fact, least_importance
from game.mind.listeners import listener
from game.mind.news_holders import held_keys, note_holders
from game.mind.retrieve import similarities
from game.mind.types import Line, MemoryLine


def conclude(resident, services, conv: ConversationView, now_s: float) -> list[int]:
    """Remember a finished conversation; returns the new memory ids."""
    others = conv.others(resident.id)
    names = dict(others)
    card = resident.card()
    summary = services.brain.summarize_conversation(
        ConversationSummaryRequest(
            persona=card,
            others=tuple(listener(resident, i, n) for i, n in others),
            transcript=conv.transcript,
        )
    )
    heard = _facts_heard(resident, conv)
    _note_holders(resident, conv, names)
    # what came of a favour asked in this talk (``game.mind.requests``): all its records, and
    # those of one's own (one was the one asking or the one asked): not hearsay
    came = [ln.fact for ln in conv.transcript if requests.is_outcome(ln.fact)]
    ours = [f for f in came if resident.id in f.about]
    learned = [
        f.strip()
        for f in summary.learned
        if f
        and f.strip()
        and not any(carried(fact.text(), f, "") for fact in (*(x for _, x in heard), *ours))
        and not _already_known(resident, f)
    ]
    transcript = [[ln.speaker, ln.name, ln.text] for ln in conv.transcript]
    with_names = wording.frame("names").join(names.values())
    text = summary.summary.strip() or wording.said(
        "talk_plain", name=resident.name, names=with_names
    )
    content = wording.said("talk", names=with_names, place=conv.place.sector, summary=text)
    # a talk at an appointment's place in its time is the meeting itself (game.mind.gatherings
    # ``met``): marked, so a word on the way there is not taken for it
    met = appointments.under_way(resident, tuple(names), conv.place.sector, now_s)
    # Scored by rule now and judged by the brain later with the next batch of observations:
    # a judgement call here would sit on the critical path of every conversation's end.
    imp = language.reading().importance(content)
    ids = [
        resident.memory.add(
            content,
            kind="conversation",
            now=now_s,
            importance_10=max(imp, 3),
            keywords=list(names.values()) + ([gatherings.MET + met.key] if met else []),
            meta={
                "conversation": conv.id,
                "transcript": transcript,
                "with": list(names),
                "at": _building(resident, conv.place.sector),
                **({"felt": summary.felt} if summary.felt in ("good", "bad") else {}),
            },
        )
    ]
    for fact in learned:
        source = _source_of(fact, conv.transcript, resident.id)
        # first-hand when the teller is the one the fact is about; otherwise hearsay
        teller = names.get(source, "")
        hand = 1 if teller and fact.startswith((teller + " ", teller + "'s ")) else 2
        ids.append(
            resident.memory.add(
                fact,
                kind="conversation",
                now=now_s,
                importance_10=language.reading().importance(fact),
                meta={"learned": True, "source": source, "conversation": conv.id, "hand": hand},
            )
        )
    for teller, fact in heard:  # facts told as records: the same record, with who told it
        meta = {
            "learned": True,
            "source": teller,
            "conversation": conv.id,
            "hand": 1 if teller == fact.subject else 2,
            "fact": fact.to_meta(),
        }
        ids.append(
            resident.memory.add(
                fact.text(),
                kind="conversation",
                now=now_s,
                importance_10=max(
                    least_importance(meta), language.reading().importance(fact.text())
                ),
                keywords=[HEARD] if fact.event is not None else [],
                meta=meta,
            )
        )
    have = held_keys(resident)
    # what the talk made: a date asked for (the brain's summary), what came of a favour asked
    for made in ours:  # a yes that fixed a time: in one's plans on the day
        appointments.keep(resident, made, now_s)
    for made in (*summary.made, *ours):
        if not isinstance(made, Fact) or made.key in have:
            continue
        if made.subject != resident.id and made not in ours:
            continue
        said = made.text(resident.id)
        ids.append(
            resident.memory.add(
                said,
                kind="observation",
                now=now_s,
                importance_10=max(6, language.reading().importance(said)),
                meta={
                    "event": True,
                    "conversation": conv.id,
                    "with": list(names),
                    "fact": made.to_meta(),
                },
            )
        )
    event = _event_of(resident, text, conv.place.sector, now_s)
    if event and not summary.made:
        # a record, the same key for everyone who was there and for the same people's rows:
        # one feud, however many tell it and however often they have words
        rivals = [o for o in names if (rel := resident.relations.get(o)) and rel.kind == "quarrel"]
        pair = (resident.id, *(rivals if len(rivals) == 1 else names))
        record = Fact(
            key=f"row:{'+'.join(sorted(pair))}",
            about=(resident.id, *names),
            topic="quarrel",
            mine=text.rstrip(".") + ".",
            told=event,
        )
        ids.append(
            resident.memory.add(
                event,
                kind="observation",
                now=now_s,
                importance_10=language.reading().importance(event),
                meta={
                    "event": True,
                    "conversation": conv.id,
                    "with": list(names),
                    "fact": record.to_meta(),
                },
            )
        )
    _note_others_holding(resident, conv, names)
    resident.unjudged.extend(ids)
    for oid, oname in others:
        resident.relations.after_talk(
            oid, oname, now_s, summary.relationships.get(oid, ""), summary.closeness.get(oid, 0.02)
        )
    resident.last_talk_s = now_s
    resident.conversations += 1
    resident.note(f"talked with {with_names}: {text}")
    sched = resident.schedule
    if sched is not None:
        today_news = [
            MemoryLine(id=i, text=resident.memory.get(i).content, kind="conversation")
            for i in ids[1:]
            if resident.memory.get(i).meta.get("learned")
            and language.reading().importance(resident.memory.get(i).content) >= 6
            and days.about_today(resident.memory.get(i).content, sched.date)
        ]
        if today_news:
            days.revise_day(resident, services, now_s, today_news)
    return ids


def _facts_heard(resident, conv: ConversationView) -> list[tuple[str, Fact]]:
    """(teller id, fact) for each recorded fact others told in this talk that the resident did
    not hold, once per fact."""
    have = set(held_keys(resident))
    out = []
    for ln in conv.transcript:
        f = ln.fact
        if f is None or ln.speaker == resident.id or f.key in have:
            continue
        if requests.is_outcome(f) and resident.id in f.about:
            continue  # (what came of one's own request: one's own record, not hearsay)
        have.add(f.key)
        out.append((ln.speaker, f))
    return out


def _note_holders(resident, conv: ConversationView, names: dict[str, str]) -> None:
    """A fact one already held, told by someone in this talk: they have it too, so it is not
    told back to them (``Relationship.has``, which ``news_holders.known_to`` reads; not
    ``told``: one did not pass it on, and may still tell it to someone who has not heard it)."""
    have = held_keys(resident)
    for ln in conv.transcript:
        f = ln.fact
        if f is None or ln.speaker == resident.id or f.key not in have:
            continue
        rel = resident.relations.know(ln.speaker, names.get(ln.speaker, ln.name))
        if have[f.key] not in rel.told and have[f.key] not in rel.has:
            rel.has.append(have[f.key])


def _note_others_holding(resident, conv: ConversationView, names: dict[str, str]) -> None:
    """Who has the facts of this talk, as far as the resident can tell: everyone present heard
    a fact told aloud, and a teller (or one who had heard it already) let on who else has it."""
    members = list(names)  # in the talk's order: who is known first is saved, and must not
    # depend on a set's order from one process to the next
    for ln in conv.transcript:
        if ln.speaker == resident.id:
            continue
        if ln.fact is not None:
            note_holders(resident, ln.fact.key, members, names)
        for key, ids in ln.holders:
            note_holders(resident, key, ids, names)


def _event_of(resident, summary: str, sector: str, now_s: float) -> str:
    """A notable talk (a quarrel, a date asked for, an invitation), as a dated statement about
    the resident that it may pass on; '' for an ordinary chat. Only the brain's first-person
    summary is used ("I argued with Tom about the noise" -> "Ann Lee argued ...")."""
    reading = language.reading()
    if reading.importance(summary) < 6 or not reading.did_notable(summary):
        return ""
    if reading.is_secret(summary):
        return ""  # what happens in a romance stays with the two of them
    stamp = days.EPOCH + timedelta(seconds=now_s)
    body = summary[2:].rstrip(".")
    where = "" if sector.lower() in body.lower() else f" at {sector}"
    return (
        f"{resident.name} {body}{where} on {stamp.strftime('%A')}, "
        f"{stamp.strftime('%B')} {stamp.day}."
    )


def _building(resident, sector: str) -> str:
    """Where a talk was held, as a place one goes: a sector the resident knows; '' for a talk
    out in the street (the sim logs it under the town's name, which is no place one goes to:
    no "whenever I'm at <the town>" in a reflection)."""
    return sector if resident.spatial.knows_sector(sector) else ""


def _already_known(resident, fact: str) -> bool:
    """Hearing one's own news back is not learning: skip facts the resident already holds."""
    vec = resident.embedder.embed([fact])[0]
    mem = resident.memory
    if len(mem) == 0:
        return False
    emb = mem.columns().embeddings
    best = int(similarities(emb, vec[None])[:, 0].argmax())  # no BLAS threads (see retrieve)
    return overlap(fact, mem.get(best).content) >= 0.9


def _source_of(fact: str, transcript: tuple[Line, ...], me: str) -> str:
    """Who said it: the other speaker whose line carries most of the fact."""
    best, best_score = "", 0.0
    for ln in transcript:
        if ln.speaker == me:
            continue
        score = overlap(fact, ln.text)
        if ln.name and fact.startswith(ln.name):
            score = max(score, overlap(fact[len(ln.name) :], ln.text))
        if score > best_score:
            best, best_score = ln.speaker, score
    return best
