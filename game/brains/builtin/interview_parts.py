"""Interview helpers: which memories a question is about, and saying them in the resident's
voice (its own doings first person, what it heard with when it heard it)."""

from __future__ import annotations

import datetime
import re

from game.brains.builtin import voice
from game.brains.builtin.phrases import STOPS
from game.brains.builtin.talk_facts import spoken
from game.brains.builtin.text import base_form, is_third_person_verb
from game.mind.types import MemoryLine

WEEKDAY_NAMES = {
    "Mon": "Monday",
    "Tue": "Tuesday",
    "Wed": "Wednesday",
    "Thu": "Thursday",
    "Fri": "Friday",
    "Sat": "Saturday",
    "Sun": "Sunday",
}
_WORD = re.compile(r"[a-zà-ÿ']+")
_STOP = frozenset(
    """a an the and or but of to in on at for with about from by as is are was were be been
    do does did you your yours i me my we our they them their he she his her it its this that
    these those what who whom which when where why how have has had will would could should can
    there here any some tell know think feel anything something heard hear lately recently
    today tomorrow yesterday now please much many very really just up out not no yes going
    doing most like""".split()
)


def content_words(text: str) -> set[str]:
    """Lower-cased words that carry meaning, crudely stemmed ("parties" ~ "party")."""
    out = set()
    for w in _WORD.findall(text.lower()):
        w = w.strip("'")
        if w.endswith("'s"):
            w = w[:-2]
        if len(w) < 3 or w in _STOP:
            continue
        for suffix in ("ies", "es", "s", "ing", "ed"):
            if w.endswith(suffix) and len(w) - len(suffix) >= 3:
                w = w[: -len(suffix)] + ("y" if suffix == "ies" else "")
                break
        out.add(w)
    return out


def statements(memories: tuple[MemoryLine, ...], me: str) -> list[MemoryLine]:
    """Facts worth retelling, best first: statements, then talks; no reflections about the
    resident's own thinking, no routine sightings ("Ann is chatting")."""
    good, talks = [], []
    for m in memories:
        if m.kind in ("context", "plan") or m.text.startswith(f"{me} knows "):
            continue
        sighting = re.match(r"^(?:[A-Z][\w'’-]+ ){1,3}is [a-z]+ing\b", m.text)
        # a passing sighting ("Tom Reed is reading the news", no full stop), not a statement
        # one holds ("I'm practising a piece every evening.": one never sees oneself)
        if m.kind == "observation" and sighting and not m.text.startswith(me + " "):
            if not m.text.rstrip().endswith("."):
                continue
        if m.kind == "reflection" or m.text[:1].islower():  # "the bed is in use by ..."
            continue
        (talks if m.text.startswith("Conversation with") else good).append(m)
    return good + talks


def relevant(asked: set[str], memories: tuple[MemoryLine, ...], me: str) -> list[MemoryLine]:
    """Statements sharing a content word with the question, most shared words first, then in
    the retrieval's order (which already weighs recency, importance and relevance); the same
    fact twice (heard, then reflected on) counts once."""
    scored = []
    for rank, m in enumerate(statements(memories, me)):
        shared = len(asked & content_words(m.text))
        if shared:
            scored.append((-shared, rank, m))
    out: list[MemoryLine] = []
    for _, _, m in sorted(scored, key=lambda t: (t[0], t[1])):
        if not any(content_words(m.text) == content_words(o.text) for o in out):
            out.append(m)
    return out


def plan_mention(asked: set[str], memories: tuple[MemoryLine, ...]) -> tuple[str, int] | None:
    """When only a day plan mentions what was asked ("the bakehouse"), what the plan says:
    "I planned to bake in the bakehouse at Elm Street Bakery at 05:00 on Friday"."""
    for m in memories:
        head = re.match(r"^.+?'s plan for (\d{4}-\d\d-\d\d): (.*)$", m.text)
        if m.kind != "plan" or not head:
            continue
        items = re.findall(r"(\d\d:\d\d) ([^;]+)", head.group(2))
        hit = next(((t, a) for t, a in items if asked & content_words(a)), None)
        if hit is None:
            continue
        day = datetime.date.fromisoformat(head.group(1)).strftime("%A")
        return f"I planned to {my_phrase(hit[1].strip(' .'))} at {hit[0]} on {day}.", m.id
    return None


def bond_mention(asked: set[str], memories: tuple[MemoryLine, ...], me: str):
    """When only what the resident knows of someone mentions it ("the chandler"): who that is,
    in its own voice: "That would be Tom Reed: the chandler, an old friend"."""
    for m in memories:
        bond = re.match(rf"^{re.escape(me)} knows (.+?): (.*)$", m.text)
        if bond and asked & content_words(bond.group(2)):
            about = my_bond(bond.group(2).rstrip("."))
            return f"That would be {bond.group(1)}: {mid_sentence(about)}.", m.id
    return None


def thought_mention(asked: set[str], memories: tuple[MemoryLine, ...], p, gender: str):
    """When only a reflection mentions it: that thought, in the resident's own voice ("What
    weighs on Ann most is that Ann is behind ..." -> "What weighs on me most is that I'm
    behind ...")."""
    for m in memories:
        if m.kind == "reflection" and asked & content_words(m.text):
            return thought_in_my_voice(m.text, p, gender), m.id
    return None


def thought_in_my_voice(text: str, p, gender: str) -> str:
    s = text.strip().rstrip(".")
    for n in (p.name, p.first_name()):
        e = re.escape(n)
        s = re.sub(rf"\b{e}'s\b", "my", s)
        s = re.sub(rf"\b{e} is\b", "I'm", s)
        s = re.sub(rf"\b{e} has\b", "I have", s)
        s = re.sub(rf"\b(to|on|with|for|about|at|of|by|from|and) {e}\b", r"\1 me", s)
        s = re.sub(
            rf"\b{e} (\w+)\b",
            lambda m: (
                f"I {base_form(m.group(1)) if is_third_person_verb(m.group(1)) else m.group(1)}"
            ),
            s,
        )
        s = re.sub(rf"\b{e}\b", "I", s)
    s = re.sub(r"\band me keep\b", "and I keep", s)
    s = re.sub(r"(\bI'm\b[^.;]*?\band) has\b", r"\1 have", s)
    return voice.first_person(s, p.name, gender).rstrip(".") + "."


def person_asked(question: str, relationships: tuple[str, ...]) -> str | None:
    for line in relationships:
        name = line.split("(", 1)[0].strip()
        if name and (name in question or re.search(rf"\b{re.escape(name.split()[0])}\b", question)):
            return line
    return None


def recall(hits: list[MemoryLine], p, gender: str, today: datetime.date | None = None) -> str:
    out = []
    for i, m in enumerate(hits):
        text = m.text.rstrip(".")
        conv = re.match(r"^Conversation with (.+?) at ([^:]+): (.*)$", text)
        own = text.startswith((p.name + " ", p.name + "'s "))
        if m.fact is not None:  # a record has one's own words for it, or everyone's
            own = m.fact.subject == p.id
            # (a gathering's time said against the day one is asked: "this evening at six",
            # not "on Saturday 9 May, 18:00-20:00", a notice board's words)
            text = m.fact.text(p.id) if today is None else spoken(m.fact, p.id, today)
            text = text.rstrip(".")
        elif conv:
            text = conv.group(3)
        else:
            text = my_sentence(text, p, gender)
        if own:  # one's own doing is remembered, not heard
            text = re.split(
                r" on (?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \w+ \d+, \d\d:\d\d", text
            )[0]
            out.append(("" if i == 0 else "And ") + mid_sentence(text.rstrip(".")) + ".")
            continue
        day = WEEKDAY_NAMES.get(m.when.split()[0], "") if m.when else ""
        lead = (f"I heard on {day} that " if day else "I heard that ") if i == 0 else "And "
        if conv or m.witnessed:  # (a talk one had, or what one saw: not hearsay)
            lead = f"On {day}, " if i == 0 and day else ("" if i == 0 else "And ")
        out.append(f"{lead}{mid_sentence(text.rstrip('.'))}.")
    return " ".join(out)


def my_sentence(text: str, p, gender: str) -> str:
    """A persona or memory sentence in the resident's own voice."""
    text = text.strip()
    if not text:
        return ""
    first = p.first_name()
    if text.startswith((p.name + " ", p.name + "'s ", first + " ", first + "'s ")):
        return voice.first_person(text.rstrip(".") + ".", p.name, gender)
    return text if text.endswith(".") else text + "."


def my_phrase(text: str) -> str:
    return re.sub(r"\b(?:his|her|their)\b", "my", text.replace("continue: ", "")).strip()


def my_bond(bond: str) -> str:
    """'Her husband of 21 years, steady and kind' -> 'My husband of 21 years, steady and kind'."""
    return re.sub(r"^(?:His|Her|Their)\b", "My", bond.strip())


def first_sentences(text: str, n: int) -> str:
    parts = re.split(r"(?<=[.!?])\s+", (text or "").strip())
    return " ".join(parts[:n]).strip()


def as_sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return ""
    text = text[0].upper() + text[1:]
    return text if text.endswith(STOPS) else text + "."


def mid_sentence(text: str) -> str:
    if not text or text.startswith("I ") or text.startswith("I'"):
        return text
    first = text.split()[0]
    if first in ("The", "A", "An", "There", "It", "My", "On", "At", "In", "Usually"):
        return text[0].lower() + text[1:]
    return text


def join_then(items: list[str]) -> str:
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and then " + items[-1]


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
