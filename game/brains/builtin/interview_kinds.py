"""More interview kinds: plans for a day that is not today, opinions, what-ifs about people and
places, what is on the resident's mind, news, yesterday.

Everything here comes from the request (memories, relationships, the persona card): nothing
names a town's people or places. Kinship words ("mum", "wife") are plain English read from the
resident's own relationship text ("Her mum, the town clerk ...").
"""

from __future__ import annotations

import datetime
import re

from game.brains.builtin import interview_day, interview_self, voice
from game.brains.builtin.interview_parts import (
    WEEKDAY_NAMES,
    as_sentence,
    content_words,
    first_sentences,
    join_then,
    mid_sentence,
    my_bond,
    my_phrase,
    my_sentence,
    relevant,
    statements,
    thought_in_my_voice,
)
from game.brains.builtin.text import base_form, is_third_person_verb
from game.mind.brain import InterviewAnswer, InterviewRequest
from game.mind.types import MemoryLine

_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_MONTHS = (
    "january february march april may june july august september october november december"
).split()
# fixed-date occasions (month, day): general calendar knowledge, not any town's
_OCCASIONS = {
    "valentine": (2, 14),
    "christmas eve": (12, 24),
    "christmas": (12, 25),
    "new year's eve": (12, 31),
    "halloween": (10, 31),
}
_TODAY = re.compile(r"\b(today|tonight|now|this (?:morning|afternoon|evening)|right now)\b")
_EVENT_WORDS = re.compile(
    r"\b(part(?:y|ies)|festival|concert|election|vote|meeting|dinner|celebrat\w*|invit\w*"
    r"|wedding|open evening|gathering|announce\w*)\b",
    re.I,
)
# its own answer in a talk: "..., and I said I'd give it a miss" / "and I'll be working then"
_REPLY = re.compile(r"\band (I(?: said| will| can't| won't| am|'ll|'m) [^.;]+)")
_KIN = (
    "mum mother mom dad father wife husband son daughter sister brother grandmother grandfather "
    "grandma grandpa granddaughter grandson aunt uncle niece nephew cousin partner fiancée fiancé "
    "fiance girlfriend boyfriend twin"
).split()
_FEMALE = {"mum", "mother", "mom", "wife", "daughter", "sister", "grandmother", "grandma"}
_FEMALE |= {"granddaughter", "aunt", "niece", "fiancée", "girlfriend"}
_MALE = {"dad", "father", "husband", "son", "brother", "grandfather", "grandpa", "grandson"}
_MALE |= {"uncle", "nephew", "fiancé", "fiance", "boyfriend"}
_STANCE = re.compile(
    r"\b(lean(?:s|ing)? (?:towards?|to)|vot(?:e|es|ing) for|support(?:s|ing)?|back(?:s|ing)"
    r"|root(?:s|ing) for|undecided|making up (?:my|his|her|their) mind|on the fence"
    r"|(?:has|have)(?:n't| not) decided|not sure (?:who|what)|give it a miss|would love to"
    r"|(?:is|am|'m) going to (?:go|come|be there))\b",
    re.I,
)


# ----------------------------------------------------------------------------- people
def kin(relationships: tuple[str, ...]) -> dict[str, str]:
    """Full name -> how the resident calls them ("my mum"), from its relationship lines."""
    out = {}
    for line in relationships:
        m = re.match(
            r"(.+?) \(closeness [\d.]+\): (?:His|Her|Their|My) ([\w'’ -]{2,30}?)\b(?=[,.;]| who| of| and|$)",
            line,
        )
        if not m:
            continue
        words = m.group(2).lower().split()
        if words and words[-1] in _KIN:
            out[m.group(1)] = "my " + words[-1]
    return out


def _pronoun_for(call: str) -> tuple[str, str]:
    word = call.split()[-1]
    if word in _FEMALE:
        return "she", "her"
    if word in _MALE:
        return "he", "him"
    return "they", "them"


def bond_voice(bond: str, p, gender: str) -> str:
    """A relationship text ("A friend ... who makes her laugh"; "whom she tutors") in the
    resident's own voice ("... who makes me laugh"; "whom I tutor")."""
    if gender == "she":  # object "her" before a verb: "makes her laugh" (not "her lab")
        bond = re.sub(
            r"\b(makes|make|keeps|keep|drives|drive|lets|let) her\b(?= [a-z]+\b)", r"\1 me", bond
        )
    for n in (p.name, p.first_name()):  # "...; Ann trusts her to ..." said by Ann
        bond = re.sub(
            rf"(?:(?<=[;,] )|(?<=\band )){re.escape(n)} (\w+)",
            lambda m: (
                "I "
                + {"is": "am", "has": "have", "was": "was"}.get(
                    m.group(1),
                    base_form(m.group(1)) if is_third_person_verb(m.group(1)) else m.group(1),
                )
            ),
            bond,
        )
    s = voice.first_person(my_bond(bond), p.name, gender)
    subj = {"she": "she", "he": "he"}.get(gender)
    if subj:
        s = re.sub(
            rf"\b(than|when|whenever|if|because|while) {subj} (is|does|has|was)\b",
            lambda m: (
                f"{m.group(1)} I "
                + {"is": "am", "does": "do", "has": "have", "was": "was"}[m.group(2)]
            ),
            s,
        )
        s = re.sub(
            rf"\b(whom|who|which|whose \w+) {subj} (\w+)",
            lambda m: (
                f"{m.group(1)} I {base_form(m.group(2)) if is_third_person_verb(m.group(2)) else m.group(2)}"
            ),
            s,
        )
        if gender == "she":
            s = re.sub(r"\b(makes|make|keeps|keep|drives|drive|lets|let) her\b", r"\1 me", s)
    s = re.sub(
        r"(^|[;,] |\band )they (\w+)",
        lambda m: (
            m.group(0) if is_third_person_verb(m.group(2)) else f"{m.group(1)}we {m.group(2)}"
        ),
        s,
    )
    # "my" left before a preposition was an object: "I trust my to" -> "I trust her to",
    # "who trusts my with" -> "who trusts me with"
    prep = r"(?=(?:to|with|about|for|on|at)\b)"
    s = re.sub(rf"\bI (\w+) my {prep}", r"I \1 her ", s)
    s = re.sub(rf"\b([a-z]+s) my {prep}", r"\1 me ", s)
    return third_to_first_verbs(s, force=True)


def name_kin(text: str, relationships: tuple[str, ...]) -> str:
    """'Ann Lee told me ...' -> 'My mum told me ...' when the resident calls her that."""
    for name, call in kin(relationships).items():
        first = name.split()[0]
        for n in (name, first):
            text = re.sub(
                rf"(^|[.;:!?] ){re.escape(n)}\b(?!')",
                lambda m, c=call: m.group(1) + c.capitalize(),
                text,
            )
            text = re.sub(rf"\b{re.escape(n)}'s\b", call + "'s", text)
            text = re.sub(rf"\b{re.escape(n)}\b", call, text)
    return text


# ----------------------------------------------------------------------------- days
def today_of(now: str) -> datetime.date | None:
    """The interview's date from its clock ("Sat 14 Feb 2026 10:00"); None when unreadable."""
    try:
        return datetime.datetime.strptime(now, "%a %d %b %Y %H:%M").date()
    except ValueError:
        return None


def day_tag(day: datetime.date) -> str:
    """How a memory's ``when`` starts on that day: "Sat 14 Feb"."""
    return f"{day.strftime('%a')} {day.day:02d} {day.strftime('%b')}"


def spoken_day(when: str, now: str = "") -> str:
    """The day a memory is from as the resident says it: "today", "yesterday", else its
    weekday ("Friday"); "" when unknown."""
    day = WEEKDAY_NAMES.get(when.split()[0], "") if when else ""
    today = today_of(now) if day and now else None
    if today is not None:
        if when.startswith(day_tag(today)):
            return "today"
        if when.startswith(day_tag(today - datetime.timedelta(days=1))):
            return "yesterday"
    return day


def on_day(day: str) -> str:
    """'today' / 'yesterday' / 'on Friday'."""
    return day if day in ("today", "yesterday") else f"on {day}"


def plan_items(m: MemoryLine) -> tuple[str, list[tuple[str, str]]] | None:
    """(ISO date, [(start, activity)]) of a plan memory ("Ann's plan for 2026-02-14: 07:00 ...")."""
    head = re.match(r"^.+?'s plan for (\d{4}-\d\d-\d\d): (.*)$", m.text)
    if m.kind != "plan" or not head:
        return None
    items = [(t, a.strip(" .")) for t, a in re.findall(r"(\d\d:\d\d) ([^;]+)", head.group(2))]
    return head.group(1), items


# ----------------------------------------------------------------------------- facts
def _core(m: MemoryLine, now: str = "") -> tuple[str, str, str]:
    """(source first name or '', the fact, the day it was heard) of a statement memory."""
    day = spoken_day(m.when, now)
    text = m.text.strip().rstrip(".")
    conv = re.match(r"^Conversation with (.+?) at [^:]+: (.*)$", text)
    if conv:
        body = conv.group(2)
        told = re.search(r"\b([A-Z][\w'’-]+) told me(?: that)? (.+)$", body)
        if told:
            return told.group(1), told.group(2), day
        return "", re.sub(r"^.*?; ", "", body) if "; " in body else body, day
    return "", text, day


_TALK_ONLY = re.compile(r"^I (?:talked|chatted) with [^;]+$")


def distinct_facts(
    hits: list[MemoryLine], overlap: float = 0.7, now: str = ""
) -> list[tuple[str, str, str, int]]:
    """The different facts among the memories (source, fact, day, id), the same fact heard
    twice (as news, then in the talk's summary) kept once, with its source when known."""
    out: list[tuple[str, str, str, int]] = []
    for m in hits:
        src, fact, day = _core(m, now)
        words = content_words(fact)
        if not words or _TALK_ONLY.match(fact):  # "I talked with Tom about work": no fact
            continue
        dup = None
        for i, (_osrc, ofact, _oday, _oid) in enumerate(out):
            other = content_words(ofact)
            if len(words & other) >= overlap * min(len(words), len(other)):
                dup = i
                break
        if dup is None:
            out.append((src, fact, day, m.id))
        elif src and not out[dup][0]:
            out[dup] = (src, out[dup][1], out[dup][2] or day, out[dup][3])
    return out


def tell(src: str, fact: str, day: str, req: InterviewRequest, gender: str) -> str:
    """One heard fact in the resident's voice: 'My mum told me on Friday that she has ...'."""
    p = req.persona
    if fact.startswith((p.name + " ", p.name + "'s ", p.first_name() + " ")):
        return my_sentence(fact, p, gender)
    if fact.startswith(("I ", "I'")):  # its own part of a talk
        return as_sentence((as_sentence(on_day(day)).rstrip(".") + ", " if day else "") + fact)
    calls = kin(req.relationships)
    if src:
        full = next((n for n in calls if n.split()[0] == src), None)
        subj = re.match(rf"^{re.escape(src)}(?: [A-Z][\w'’-]+)?\b(?!['’])", fact)
        when = f" {on_day(day)}" if day else ""
        pron = _pronoun_for(calls[full])[0] if full else "they"
        if subj and pron == "they":  # the teller is the subject, with no word for them: no
            # pronoun guessed ("they have mended"): the statement as told, and who said so
            text = f"{fact.rstrip('.')}; {src} told me so{when}"
        else:
            if subj:  # the teller is the subject: "she told me she has decided ..."
                fact = pron + fact[subj.end() :]
            text = f"{src} told me{when} that {fact}"
    else:
        text = (f"I heard {on_day(day)} that " if day else "I heard that ") + mid_sentence(fact)
    text = re.sub(
        rf"\b(against|with|to|for|about|of|by|from|and) {re.escape(p.name)}\b(?!['’])",
        r"\1 me",
        text,
    )
    return as_sentence(name_kin(text, req.relationships).rstrip("."))


# ----------------------------------------------------------------------------- kinds
def opinion(req: InterviewRequest, asked: set[str], gender: str) -> InterviewAnswer | None:
    p = req.persona
    hits = relevant(asked, req.memories, req.persona.name)
    if not hits:
        return None
    facts = [f for f in distinct_facts(hits, now=req.now) if asked & content_words(f[1])][:2]
    if not facts:
        return None
    parts = [tell(s, f, d, req, gender) for s, f, d, _ in facts]
    stance = _stance(req, asked, facts, gender)
    if any(_REPLY.search(x) for x in parts) or any(
        f.startswith((p.name + " ", p.first_name() + " ")) for _, f, _, _ in facts
    ):
        stance = ""  # what it said back, or its own doing, is its stance already
    text = " ".join(x for x in (*parts, stance) if x)
    return InterviewAnswer(text=text, evidence=tuple(i for *_, i in facts))


def _stance(req: InterviewRequest, asked: set[str], facts, gender: str) -> str:
    p = req.persona
    for m in req.memories:  # its own stance, when it holds one on the topic
        if not asked & content_words(m.text) or not _STANCE.search(m.text):
            continue
        own = m.text.startswith((p.name + " ", p.first_name() + " "))
        said = _REPLY.search(m.text)
        if said:
            return as_sentence(said.group(1))
        if own:
            return thought_in_my_voice(m.text, p, gender).strip()
    current = first_sentences(p.currently, 1)
    if current and asked & content_words(current):  # it is part of it itself
        return "For my part, " + mid_sentence(my_sentence(current, p, gender))
    calls = kin(req.relationships)
    for src, fact, _d, _i in facts:
        for name, call in calls.items():
            if fact.startswith((name, name.split()[0])) or (
                src and src == name.split()[0] and re.match(r"^(she|he|they) ", fact)
            ):
                subj, obj = _pronoun_for(call)
                be = " are" if subj == "they" else "'s"
                return (
                    f"{subj.capitalize()}{be} {call}, so of course I'm behind {obj}; "
                    "but I'll still listen to what everyone has to say."
                )
    return "I haven't made up my mind about it yet."


def occasion(low: str, now: str) -> tuple[str, datetime.date | None] | None:
    """The day or occasion a plan question is about when it is not today: (how to name it,
    its date when known); None for today/now questions or no day named."""
    if _TODAY.search(low):
        return None
    try:
        today = datetime.datetime.strptime(now, "%a %d %b %Y %H:%M").date()
    except ValueError:
        today = None
    for key, (mo, dd) in _OCCASIONS.items():
        if key in low:
            name = re.search(rf"{key}[\w'’]*(?: (?:day|eve))?", low)
            label = (name.group(0) if name else key).strip().title().replace("'S", "'s")
            if today is None:
                return label, None
            day = datetime.date(today.year, mo, dd)
            if day < today:
                day = datetime.date(today.year + 1, mo, dd)
            return None if day == today else (label, day)
    if "tomorrow" in low:
        return "tomorrow", (today + datetime.timedelta(days=1)) if today else None
    if re.search(r"\b(this|the|next) weekend\b|\bweekend\b", low):
        if today is None:
            return "this weekend", None
        ahead = (5 - today.weekday()) % 7
        return "this weekend", today + datetime.timedelta(days=ahead)
    for i, wd in enumerate(_WEEKDAYS):
        if re.search(rf"\b{wd}\b", low):
            if today is None:
                return wd.title(), None
            ahead = (i - today.weekday()) % 7
            return None if ahead == 0 else (wd.title(), today + datetime.timedelta(days=ahead))
    if re.search(r"\bnext (week|month)\b", low):
        return "next " + re.search(r"\bnext (week|month)\b", low).group(1), None
    return None


def _about_day(text: str, label: str, day: datetime.date | None) -> bool:
    low = text.lower()
    if any(w in low for w in content_words(label) if len(w) > 3 and w not in ("day",)):
        return True
    if day is None:
        return False
    names = (
        _WEEKDAYS[day.weekday()],
        f"{_MONTHS[day.month - 1]} {day.day}",
        f"{day.day} {_MONTHS[day.month - 1]}",
        day.isoformat(),
    )
    if label == "this weekend":
        names += ("sunday", "weekend")
    return any(n in low for n in names)


def future_plans(req: InterviewRequest, label: str, day: datetime.date | None, gender: str):
    """A plan question about another day: what it knows or intends for that day."""
    p = req.persona
    hits = [m for m in statements(req.memories, p.name) if _about_day(m.text, label, day)]
    own_plan = None
    for m in req.memories:
        got = plan_items(m)
        if got and day and got[0] == day.isoformat() and got[1]:
            own_plan = m
    facts = distinct_facts(hits, now=req.now)[:2]
    if not facts and own_plan is not None:  # what it has planned for that day itself
        steps = [my_phrase(a) for _t, a in plan_items(own_plan)[1][:6]]
        lead = "Tomorrow" if label == "tomorrow" else f"For {label}"
        return InterviewAnswer(
            text=f"{lead} I plan to " + join_then(steps) + ".", evidence=(own_plan.id,)
        )
    named = label
    if not facts and own_plan is None:
        text = (
            "I haven't planned tomorrow yet."
            if label == "tomorrow"
            else f"I haven't made any plans for {named} yet."
        )
        if label == "tomorrow" and day is not None and p.work is not None and p.work_hours:
            text += " " + interview_self.working_day(p, day)  # from the work record
        elif label == "tomorrow" and (day is None or day.weekday() < 5):  # a weekday routine
            usual = third_to_first_verbs(
                my_sentence(first_sentences(p.daily_requirement, 1), p, gender)
            )
            if usual:
                text += " Usually, though: " + mid_sentence(usual)
        return InterviewAnswer(text=text, remembers=False)
    parts = [tell(s, f, d, req, gender) for s, f, d, _ in facts]
    ids = [i for *_, i in facts]
    stance = next(
        (as_sentence(s.group(1)) for m in hits if (s := re.search(_REPLY.pattern, m.text))),
        "",
    )
    if any(_REPLY.search(x) for x in parts):
        stance = ""
    if not stance and any(_EVENT_WORDS.search(f) for _, f, _, _ in facts):
        stance = (
            f"I haven't decided yet what I'll do {'' if named.startswith(('this', 'next')) else 'on '}{named}."
            if named != "tomorrow"
            else ("I haven't decided yet what I'll do tomorrow.")
        )
    return InterviewAnswer(text=" ".join([*parts, stance]).strip(), evidence=tuple(ids))


_NOTHING_AHEAD = InterviewAnswer(
    text="Not that I know of; I haven't heard of anything coming up.", remembers=False
)


def upcoming(req: InterviewRequest, gender: str) -> InterviewAnswer:
    """'Are you going to any event in the next few days?': the gatherings it knows of as
    records (whether it goes, as it decided), else the events its memories speak of."""
    if req.gatherings:
        return InterviewAnswer(text=interview_self.gatherings_ahead(req))
    if req.persona.facts:  # a town of records: what is not a record is no event one knows of
        return _NOTHING_AHEAD
    hits = [
        m
        for m in statements(req.memories, req.persona.name)
        if _EVENT_WORDS.search(m.text) and not m.text.startswith(f"{req.persona.name} knows ")
    ]
    hits.sort(key=lambda m: not re.search(r": I (?:got|was|heard)\b", m.text))
    facts = [f for f in distinct_facts(hits, 0.4, req.now) if _EVENT_WORDS.search(f[1])][:2]
    if not facts:
        return _NOTHING_AHEAD
    parts = [tell(s, f, d, req, gender) for s, f, d, _ in facts]
    said = next((s.group(1) for m in hits if (s := re.search(_REPLY.pattern, m.text))), "")
    if said and not any(_REPLY.search(x) for x in parts):
        parts.append(as_sentence(said))
    elif not said:  # undecided: said right after the party it is about
        at = next(
            (i for i, f in enumerate(facts) if re.search(r"\bpart(?:y|ies)|invit", f[1], re.I)),
            None,
        )
        own = any(x.startswith(("I ", "I'")) for x in parts)  # its own event
        if at is not None and not own:
            parts.insert(at + 1, "I haven't decided whether I'll go.")
    return InterviewAnswer(text=" ".join(parts), evidence=tuple(i for *_, i in facts))


def on_mind(req: InterviewRequest, gender: str) -> InterviewAnswer:
    p = req.persona
    for m in req.memories:
        if m.kind != "reflection" or not re.search(rf"\b{re.escape(p.first_name())}\b", m.text):
            continue
        text = re.sub(r"^Building on an earlier thought \([^)]*\), ", "", m.text)
        tail = re.split(r"\b(?:that|:)\s+", text, maxsplit=1)[-1]
        if text.startswith(f"What {p.first_name()} knows") or not tail.startswith(
            (p.first_name() + " ", p.name + " ")
        ):
            continue  # a thought about someone else is not what is on its mind
        said = third_to_first_verbs(thought_in_my_voice(text, p, gender))
        said = re.sub(r"(\bI'm\b[^.;]*?\band) is\b", r"\1 am", said)
        said = re.sub(r"(\bI\b[^.;]*?\band) has\b", r"\1 have", said)
        return InterviewAnswer(text=said, evidence=(m.id,))
    current = first_sentences(p.currently, 1)
    if current:
        return InterviewAnswer(text="Mostly this: " + mid_sentence(my_sentence(current, p, gender)))
    return InterviewAnswer(text="Nothing in particular, honestly.", remembers=False)


def news(req: InterviewRequest, gender: str) -> InterviewAnswer:
    """'Has anything surprising happened?': the weightiest things it heard from others (news,
    what someone told it in a talk, what it has learned), never its own doings."""
    p = req.persona
    heard = []
    for m in req.memories:
        learned = re.match(rf"^{re.escape(p.first_name())} has learned that (.+)$", m.text)
        if m.kind == "reflection" and learned:
            heard.append(
                MemoryLine(
                    id=m.id,
                    text=learned.group(1),
                    kind="conversation",
                    when=m.when,
                    importance=m.importance,
                )
            )
        elif m.kind == "conversation" and not m.text.startswith((p.name + " ", p.name + "'s ")):
            heard.append(m)
    heard.sort(key=lambda m: -m.importance)
    facts = [
        f
        for f in distinct_facts(heard, now=req.now)
        if not f[1].startswith(("I ", "I'", p.name + " ", p.first_name() + " "))
    ][:2]
    if not facts:
        return InterviewAnswer(text="Nothing surprising that I've heard of, no.", remembers=False)
    parts = [tell(s, f, d, req, gender) for s, f, d, _ in facts]
    return InterviewAnswer(text=" ".join(parts), evidence=tuple(i for *_, i in facts))


_PART = {"morning": (0, 12), "afternoon": (12, 18), "evening": (18, 24), "tonight": (18, 24)}


def day_recall(req: InterviewRequest, low: str, gender: str) -> InterviewAnswer:
    """'What did you do today / this morning / yesterday?': its own doings and talks from that
    day (or part of it), by the memories' times against the interview's clock."""
    back = 1 if re.search(r"\byesterday\b", low) else 0
    part = re.search(r"\b(?:this |yesterday )?(morning|afternoon|evening)\b|\b(tonight)\b", low)
    part = None if not part else (part.group(1) or part.group(2))
    told = interview_day.recall(req, today_of(req.now), back, part or "")
    if told is not None:
        return told
    part = None if back else part
    label = (
        "yesterday"
        if back
        else ("tonight" if part == "tonight" else f"this {part}" if part else "today")
    )
    today = today_of(req.now)
    chosen: list[tuple[str, str, int]] = []  # (when, said, id)
    if today is not None:
        tag = day_tag(today - datetime.timedelta(days=back))
        lo, hi = _PART.get(part or "", (0, 24))
        p = req.persona
        for m in req.memories:
            if not m.when.startswith(tag) or m.kind in ("plan", "context", "reflection"):
                continue
            hour = re.match(r"\S+ \d+ \S+ (\d\d):", m.when)
            if hour and not lo <= int(hour.group(1)) < hi:
                continue
            conv = re.match(r"^Conversation with .+? at [^:]+: (I .*)$", m.text.strip())
            if conv:
                said = conv.group(1)
            elif m.text.startswith(p.name + " "):
                said = my_sentence(m.text, p, gender)
                said = re.split(
                    r" on (?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \w+ \d+, \d\d:\d\d", said
                )[0]
            else:
                continue
            said = re.sub(r"^I'm\b|^I am\b", "I was", said.strip().rstrip("."))
            if any(content_words(said) == content_words(c[1]) for c in chosen):
                continue
            chosen.append((m.when, said, m.id))
            if len(chosen) == 2:
                break
    if not chosen:
        return InterviewAnswer(
            text=f"I can't recall much about {label}, honestly; nothing from it stands out.",
            remembers=False,
        )
    chosen.sort(key=lambda c: c[0])  # told in the order it happened
    parts = [f"{label[0].upper()}{label[1:]} " + mid_sentence(chosen[0][1]) + "."]
    parts += ["Then " + mid_sentence(c[1]) + "." for c in chosen[1:]]
    return InterviewAnswer(text=" ".join(parts), evidence=tuple(c[2] for c in chosen))


def yesterday(req: InterviewRequest, gender: str) -> InterviewAnswer:
    return day_recall(req, "yesterday", gender)


def what_if(req: InterviewRequest, low: str, person: str | None) -> str | None:
    """Reactions that depend on who or what the question names."""
    p = req.persona
    if re.search(r"\b(?:work|job|workplace|shop|office)\b", low) and "closed" in low:
        if p.work is None:
            return "I don't work anywhere that could close, so my day would carry on much as usual."
        return interview_self.closed_workplace(req)
    if person and re.search(r"\b(upset|sad|angry|crying|worried|down|unhappy|stressed)\b", low):
        name = person.split(" (", 1)[0]
        call = kin(req.relationships).get(name)
        who = call or name.split()[0]
        obj = _pronoun_for(call)[1] if call else "them"
        if call:  # family: straight to them
            return (
                f"I'd go to {who} straight away, sit down with {obj} and ask what's wrong, and "
                "mostly listen."
            )
        ties = next((x.ties for x in req.people if x.name == name), ())
        if "home" in ties or "work" in ties:
            return f"I'd catch {who} on their own when I could and ask if something's up."
        known = next((x.knows for x in req.people if x.name == name), False)
        if known:
            return f"I'd look in on {who} and ask if there's anything I can do."
        return f"I'd ask {who} if they're all right, but I wouldn't pry."
    return None


def third_to_first_verbs(text: str, force: bool = False, gender: str = "") -> str:
    """'..., and likes half an hour ...' / 'then works at ...' after an 'I' sentence."""
    if not text.startswith("I") and not (force and re.search(r"\bI [a-z]+ ", text)):
        return text
    if gender in ("he", "she"):  # "since he was seven" in its own sentence
        text = re.sub(rf"\b(since|when|until|before|after) {gender} (was|is)\b", r"\1 I \2", text)
        text = text.replace(" I is", " I am")
    text = re.sub(r"^(I\b[^.;]*?\b(?:and|but)) is\b", r"\1 am", text)
    if text.startswith("I"):
        text = re.sub(r"(,\s+|\band\s+)has\b(?=\s+[a-z])", r"\1have", text)
    if force:  # only after an "I" clause: "I admire her technique and feels ..."
        head, sep, tail = text.partition("; I ")
        return head + sep + third_to_first_verbs("I " + tail)[2:] if sep else text
    return re.sub(
        r"(\b(?:then|and|but|now|now and then|often|also)\s+)([a-z]+s)\b(?=\s+[a-z])",
        lambda m: (
            m.group(1) + base_form(m.group(2))
            if is_third_person_verb(m.group(2)) and m.group(2) not in ("is", "has", "was")
            else m.group(0)
        ),
        text,
    )
