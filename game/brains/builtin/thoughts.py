"""Importance and memory summaries without a model (reflection is ``reflection.py``).

Importance is the process's reading's (``game.mind.language``: in English a keyword table),
so a memory scores the same whether the built-in brain or the rules answered. A summary of routine memories names
the kinds of activity they were and the person seen most, in one sentence.
"""

from __future__ import annotations

import re
from collections import Counter

from game.brains.builtin import text as tx
from game.brains.builtin.activities import classify
from game.brains.builtin.spoken_words import said as piece
from game.brains.builtin.tables import active
from game.mind.brain import (
    ImportanceRequest,
    SummarizeRequest,
)
from game.mind.language import reading
from game.mind.types import MemoryLine


def _topics() -> tuple[tuple[str, str], ...]:
    """(label, regex) of the subjects of reflection, in table order (the first match wins)."""
    return tuple((t.name, t.pattern) for t in active().reflection_topics)


_PLAN = re.compile(
    r"\b(?:plan|plans|planning|will|going to|wants? to|hopes? to|organis|invit)", re.I
)
_FEEL = re.compile(
    r"\b(proud|worried|anxious|nervous|happy|frustrated|excited|tired|fed up|"
    r"embarrassed|curious|starstruck|impatient)\b",
    re.I,
)
_ROUTINE_OBS = re.compile(r"^(?:[A-Z][\w'-]+ ){1,3}is \w+ing\b|^the \w+ in the ")


def _routine(m: MemoryLine) -> bool:
    """A low-importance sighting ("Ann Lee is chatting with Tom Reed"), not a fact."""
    return (
        m.kind == "observation" and (m.importance or 0) < 0.65 and bool(_ROUTINE_OBS.match(m.text))
    )


_TALK = re.compile(r"\b(?:talk|talked|chat|chatted|conversation|told|said|asked)\b", re.I)


def _local_importance(text: str) -> int:
    for score, pat in active().fallback_importance:
        if re.search(pat, text or "", re.IGNORECASE):
            return score
    return 3


def score_importance(req: ImportanceRequest) -> tuple[int, ...]:
    """The process's reading's importance per text (``game.mind.language``; a local table
    for a text it fails on)."""
    importance = reading().importance
    out = []
    for text in req.texts or ():
        try:
            score = int(importance(str(text)))
        except Exception:  # noqa: BLE001
            score = _local_importance(str(text))
        out.append(max(1, min(10, score)))
    return tuple(out)


def summarize(req: SummarizeRequest) -> str:
    p = req.persona
    first = p.first_name()
    texts = [str(t) for t in req.texts or () if str(t).strip()]
    if not texts:
        return piece("mem_quiet", who=first)
    day = None
    for t in texts:
        m = re.search(
            r"\b(\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*"
            r"|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}|\d{4}-\d{2}-\d{2})\b",
            t,
        )
        if m:
            day = m.group(1)
            break
    from game.brains.builtin.profile import profile_of

    work_cat = profile_of(p).work_cat
    generic = active().generic
    cats: Counter = Counter()
    places: dict[str, Counter] = {}
    rooms = set().union(*(tx.named_with_the(t) for t in texts))  # "the Window Seats"
    for t in texts:
        cat = classify(t, work_cat)
        if cat is generic:
            continue
        cats[cat.name] += 1
        for ph in tx.capitalised_phrases(t):
            if tx.is_place_name(ph) or ph in rooms:
                places.setdefault(cat.name, Counter())[ph] += 1
    names = active().by_name
    phrases = []
    for name, _ in cats.most_common(2):
        phrase = names[name].past
        where = places.get(name)
        if where and " at " not in phrase and " in " not in phrase:
            place = where.most_common(1)[0][0]
            phrase += f" at the {place}" if place in rooms else f" at {place}"
        phrases.append(phrase)
    people = Counter(
        n
        for t in texts
        for n in tx.person_names(t)
        if n != p.name and n.split()[0] != first and n not in rooms
    )
    lead = piece("mem_on_day", day=day, who=first) if day else first
    own = sum(1 for t in texts if _DATED.sub("", t).startswith((p.name, first + " ")))
    if people and 2 * own < len(texts):
        # mostly what others were doing: what the resident saw, not what it did ("Ann
        # mostly baked" when the baker was someone else)
        who = [n for n, _ in people.most_common(3)]
        names_said = tx.and_join(who)
        where = Counter()
        for counts in places.values():
            where.update(counts)
        at = ""
        if where:
            place = where.most_common(1)[0][0]
            at = f" in the {place}" if place in rooms else f" at {place}"
        count = f"({len(texts)} routine moments)"
        talks = [t for t in texts if t.startswith("Conversation with")]
        if 2 * len(talks) > len(texts):
            gist = talks[0].split(": ", 1)[-1].rstrip(". ")
            return (
                f"{lead} talked with {names_said}{at} ({len(talks)} talks; the first: "
                f"{tx.clip(gist, 90)})."
            )
        if req.kind == "conversation":  # things heard in talks, not seen
            heard = texts[0].rstrip(". 。")
            left = len(texts) - 1
            more = piece("mem_more" if left != 1 else "mem_one_more", n=str(left)) if left else ""
            if heard.split()[0] in ("The", "A", "An", "There", "It", "This"):
                heard = heard[:1].lower() + heard[1:]  # not a name: mid-sentence now
            return piece("mem_heard", lead=lead, fact=heard, more=more)
        doing = " and ".join(names[n].past for n, _ in cats.most_common(2))
        if doing and len(who) == 1:
            return f"{lead} often saw {names_said}{at}, who mostly {doing} {count}."
        if doing:
            return f"{lead} often saw {names_said}{at}; they mostly {doing} {count}."
        return f"{lead} often saw {names_said}{at} {count}."
    body = piece("list_and").join(phrases) if phrases else piece("mem_about_day")
    sentence = piece("mem_mostly", lead=lead, doing=body)
    if people:
        sentence += piece("mem_seeing", who=people.most_common(1)[0][0])
    return sentence + piece("mem_moments", n=str(len(texts)))


_DATED = re.compile(r"^\d{1,2} [A-Z][a-z]+:\s*")  # "13 Feb: " before a memory's text
