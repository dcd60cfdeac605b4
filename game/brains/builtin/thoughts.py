"""Importance, reflection questions, insights and memory summaries, grounded in the memories.

Reflection here is counting, not imagination: the subjects that come up most (residents by
full name, places, topics such as the party or the election) become the questions, and an
insight is a sentence that summarises exactly the memories mentioning its subject, citing their
ids as evidence. Nothing is asserted that no memory says.
"""

from __future__ import annotations

import re
from collections import Counter

from game.brains.builtin import text as tx
from game.brains.builtin.activities import GENERIC, classify
from game.mind.brain import (
    ImportanceRequest,
    Insight,
    InsightRequest,
    PersonaCard,
    ReflectQuestionsRequest,
    SummarizeRequest,
)
from game.mind.types import MemoryLine

TOPICS = (
    ("the party", r"\bpart(?:y|ies)\b|valentine"),
    ("the election", r"election|mayor|campaign|vote"),
    ("the noise at the pub", r"\bnoise\b|complain"),
    ("music", r"piano|music|guitar|recital"),
    ("studies", r"\bstud(?:y|ies|ying)\b|exam|chemistry|lab practical|coursework"),
    ("the garden", r"garden|roses|seed"),
    ("writing", r"novel|draft|chapter"),
    ("painting", r"paint|canvas|sketch"),
    ("the benches", r"bench"),
    ("work", r"\bwork(?:s|ed|ing)?\b|shift"),
    ("romance", r"crush|romantic|heart in"),
)
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
    """A low-importance sighting ("Daniel Hart is chatting with Maya Hart"), not a fact."""
    return (
        m.kind == "observation" and (m.importance or 0) < 0.65 and bool(_ROUTINE_OBS.match(m.text))
    )


_TALK = re.compile(r"\b(?:talk|talked|chat|chatted|conversation|told|said|asked)\b", re.I)
_LOCAL_IMPORTANCE = (
    (9, r"running for|campaign|emergency|married|died"),
    (8, r"election|mayor|fire|accident|romantic|dating"),
    (7, r"party|invit|argu|quarrel|sick|crush|valentine"),
    (6, r"news|closed|announce"),
    (5, r"friend|help|promise|worried|heard"),
    (4, r"talk|chat|conversation"),
    (3, r"work|study|read|paint|garden|practi"),
    (2, r"eat|breakfast|lunch|dinner|coffee|shop|cook"),
    (1, r"sleep|idle|walk|brush|shower"),
)


def _local_importance(text: str) -> int:
    for score, pat in _LOCAL_IMPORTANCE:
        if re.search(pat, text or "", re.IGNORECASE):
            return score
    return 3


def score_importance(req: ImportanceRequest) -> tuple[int, ...]:
    """``game.mind.importance.rule_importance`` per text (a local table if it is missing)."""
    try:
        from game.mind.importance import rule_importance
    except Exception:  # noqa: BLE001 - the module may not exist yet, or fail to import
        rule_importance = _local_importance
    out = []
    for text in req.texts or ():
        try:
            score = int(rule_importance(str(text)))
        except Exception:  # noqa: BLE001
            score = _local_importance(str(text))
        out.append(max(1, min(10, score)))
    return tuple(out)


def _subjects(persona: PersonaCard, memories: tuple[MemoryLine, ...]):
    """Counts of people, places and topics, weighted by importance, and their co-occurrence."""
    me = {persona.name.lower(), persona.first_name().lower()}
    score: Counter = Counter()
    topics_of: dict[tuple[str, str], Counter] = {}
    for m in memories:
        w = (1.0 + float(m.importance or 0.0)) * (0.3 if m.kind == "reflection" else 1.0)
        if _routine(m):
            w *= 0.3  # "Daniel Hart is chatting with Maya Hart": seen, not learned
        # lists in text order (dict.fromkeys dedupes): iterating a set of strings would make
        # tie-breaks depend on PYTHONHASHSEED
        people = list(
            dict.fromkeys(
                n
                for n in tx.person_names(m.text)
                if n.lower() not in me and n.split()[0].lower() not in me
            )
        )
        places = list(
            dict.fromkeys(p for p in tx.capitalised_phrases(m.text) if tx.is_place_name(p))
        )
        topics = [label for label, pat in TOPICS if re.search(pat, m.text, re.IGNORECASE)]
        for n in people:
            # a subject already reflected upon counts less: the next reflection looks elsewhere
            score[("person", n)] += -1.5 if m.kind == "reflection" else w
            topics_of.setdefault(("person", n), Counter()).update(topics)
        for p in places:
            score[("place", p)] += 0.6 * w
        for t in topics:
            score[("topic", t)] += 0.8 * w
            topics_of.setdefault(("topic", t), Counter()).update(("person:" + n) for n in people)
    return score, topics_of


def reflect_questions(req: ReflectQuestionsRequest) -> tuple[str, ...]:
    count = max(0, int(req.count or 0))
    if count == 0:
        return ()
    p = req.persona
    first = p.first_name()
    mems = tuple(m for m in req.memories or () if isinstance(m, MemoryLine) and m.text)
    score, co = _subjects(p, mems)
    ranked = sorted(score, key=lambda k: (-score[k], k))
    out: list[str] = []
    for kind, name in ranked:
        if len(out) >= count:
            break
        if kind == "person":
            with_topic = [
                t for t, _ in co.get((kind, name), Counter()).most_common() if t != "work"
            ]
            texts = [m.text for m in mems if name in m.text]
            if with_topic and any(_PLAN.search(t) for t in texts):
                q = f"What is {name} planning with {with_topic[0]}?"
            elif with_topic:
                q = f"How does {first} feel about {name} and {with_topic[0]}?"
            else:
                q = f"What is {first}'s relationship with {name} like lately?"
        elif kind == "topic":
            people = [x.split(":", 1)[1] for x, _ in co.get((kind, name), Counter()).most_common()]
            if people and any(people[0] in q and name in q for q in out):
                continue  # already asked about that person and this topic
            q = (
                f"How does {first} feel about {name} and what {people[0]} is doing?"
                if people
                else f"What does {first} think about {name}?"
            )
        else:
            q = f"What has been happening at {name} lately?"
        if q not in out:
            out.append(q)
    for q in (
        f"What has {first} been focused on lately?",
        f"What matters most to {first} right now?",
        f"Who has {first} been spending time with?",
    ):
        if len(out) >= count:
            break
        out.append(q)
    return tuple(out[:count])


def _times(n: int) -> str:
    return {1: "once", 2: "twice", 3: "three times"}.get(n, f"{n} times")


def insights(req: InsightRequest) -> tuple[Insight, ...]:
    p = req.persona
    first = p.first_name()
    mems = tuple(m for m in req.memories or () if isinstance(m, MemoryLine) and m.text)
    if not mems:
        return ()
    q = req.question or ""
    people = [n for n in tx.person_names(q) if n != p.name]
    topic = next((label for label, pat in TOPICS if re.search(pat, q, re.IGNORECASE)), "")
    place = next((x for x in tx.capitalised_phrases(q) if tx.is_place_name(x)), "")

    def mentions(m: MemoryLine) -> bool:
        if people and any(n in m.text or n.split()[0] in m.text for n in people):
            return True
        if topic and re.search(dict(TOPICS)[topic], m.text, re.IGNORECASE):
            return True
        return bool(place and place in m.text)

    relevant = [m for m in mems if mentions(m)]
    if not relevant:
        relevant = sorted(mems, key=lambda m: (-(m.importance or 0), m.id))[:3]
    subject = people[0] if people else topic or place or "things"
    topics = Counter(
        label
        for m in relevant
        for label, pat in TOPICS
        if re.search(pat, m.text, re.IGNORECASE) and (people or label != topic)
    )
    if people and topic and topics.get(topic):
        about = topic  # the question's own topic, when the memories bear it out
    else:
        about = topics.most_common(1)[0][0] if topics else ""
    if about == "the party":
        where = Counter(
            x
            for m in relevant
            if re.search(dict(TOPICS)[about], m.text, re.IGNORECASE)
            for x in tx.capitalised_phrases(m.text)
            if tx.is_place_name(x)
        )
        if where:
            about += f" at {where.most_common(1)[0][0]}"

    def talked_with(m: MemoryLine) -> bool:
        head = re.match(r"Conversation with (.+?) at [^:]+:", m.text)
        if head:
            return any(n in head.group(1) for n in people)
        return bool(_TALK.search(m.text)) and m.kind != "reflection"

    talks = [m for m in relevant if talked_with(m)] if people else []
    if people and talks:
        text = f"{first} has talked with {subject} {_times(len(talks))} recently"
        text += f", mostly about {about}" if about else ""
        ev = tuple(m.id for m in talks[:12])
    elif people:
        text = f"{subject} keeps coming up in {first}'s days ({_times(len(relevant))} lately)"
        text += f", mostly in connection with {about}" if about else ""
        ev = tuple(m.id for m in relevant[:12])
    else:
        text = f"{subject[0].upper() + subject[1:]} has been on {first}'s mind: it came up {_times(len(relevant))} recently"
        others = Counter(n for m in relevant for n in tx.person_names(m.text) if n != p.name)
        if others:
            text += f", often with {others.most_common(1)[0][0]}"
        ev = tuple(m.id for m in relevant[:12])
    out = [Insight(text=text + ".", evidence=ev)]
    if int(req.count or 0) >= 2:
        facts = [
            m
            for m in relevant
            if m.kind != "reflection"
            and _fact_of(m.text)
            and not _routine(m)
            and (m.importance or 0) >= 0.3
        ]
        about_subject = [
            m
            for m in facts
            if subject in _fact_of(m.text) or subject.split()[0] in _fact_of(m.text)
        ]
        if not about_subject:  # nothing learned about the subject itself: no second thought
            return tuple(out)
        top = max(about_subject, key=lambda m: (m.importance or 0, m.id))
        core = tx.clip(_fact_of(top.text) or top.text, 180).rstrip(".")
        feel = _FEEL.search(core)
        if feel:
            second = (
                f"{first} senses some {feel.group(1).lower()} feelings around {subject}: {core}."
            )
        elif _PLAN.search(top.text):
            second = f"{first} expects things to happen soon around {subject}: {core}."
        else:
            second = f"What stands out to {first} about {subject} is that {_lower(core)}."
        if second != out[0].text:
            out.append(Insight(text=second, evidence=(top.id,)))
    return tuple(out[: max(1, int(req.count or 1))])


def summarize(req: SummarizeRequest) -> str:
    p = req.persona
    first = p.first_name()
    texts = [str(t) for t in req.texts or () if str(t).strip()]
    if not texts:
        return f"{first} had a quiet stretch of time."
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
    cats: Counter = Counter()
    places: dict[str, Counter] = {}
    for t in texts:
        cat = classify(t, work_cat)
        if cat is GENERIC:
            continue
        cats[cat.name] += 1
        for ph in tx.capitalised_phrases(t):
            if tx.is_place_name(ph):
                places.setdefault(cat.name, Counter())[ph] += 1
    from game.brains.builtin.activities import BY_NAME

    phrases = []
    for name, _ in cats.most_common(2):
        phrase = BY_NAME[name].past
        where = places.get(name)
        if where and " at " not in phrase and " in " not in phrase:
            phrase += f" at {where.most_common(1)[0][0]}"
        phrases.append(phrase)
    people = Counter(
        n for t in texts for n in tx.person_names(t) if n != p.name and n.split()[0] != first
    )
    body = " and ".join(phrases) if phrases else "went about the day"
    lead = f"On {day} {first}" if day else first
    sentence = f"{lead} mostly {body}"
    if people:
        sentence += f", seeing {people.most_common(1)[0][0]}"
    return f"{sentence} ({len(texts)} routine moments)."


def _fact_of(text: str) -> str:
    """The statement inside a memory: a conversation record gives what it taught ('... told me
    that X' -> 'X'); a plain statement is itself; a record with nothing learned gives ''."""
    text = (text or "").strip()
    if text.startswith("Conversation with"):
        m = re.search(r"told me that (.+)$", text)
        return m.group(1).strip() if m else ""
    return text


def _lower(text: str) -> str:
    if text and text.split()[0] in ("The", "A", "An", "There", "It", "This"):
        return text[0].lower() + text[1:]
    return text
