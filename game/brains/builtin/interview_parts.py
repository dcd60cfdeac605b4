"""Interview helpers: which memories a question is about, and saying them in the resident's
voice (its own doings first person, what it heard with when it heard it)."""

from __future__ import annotations

import re

from game.brains.builtin import voice
from game.mind.types import MemoryLine

_DAYS = {
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


def _statements(memories: tuple[MemoryLine, ...], me: str) -> list[MemoryLine]:
    """Facts worth retelling, best first: statements, then talks; no reflections about the
    resident's own thinking, no routine sightings ("Ann is chatting")."""
    good, talks = [], []
    for m in memories:
        if m.kind in ("context", "plan") or m.text.startswith(f"{me} knows "):
            continue
        if m.kind == "observation" and re.match(r"^(?:[A-Z][\w'’-]+ ){1,3}is [a-z]+ing\b", m.text):
            continue
        if m.kind == "reflection" or m.text[:1].islower():  # "the bed is in use by ..."
            continue
        (talks if m.text.startswith("Conversation with") else good).append(m)
    return good + talks


def _relevant(asked: set[str], memories: tuple[MemoryLine, ...], me: str) -> list[MemoryLine]:
    """Statements sharing a content word with the question, most shared words first, then in
    the retrieval's order (which already weighs recency, importance and relevance); the same
    fact twice (heard, then reflected on) counts once."""
    scored = []
    for rank, m in enumerate(_statements(memories, me)):
        shared = len(asked & content_words(m.text))
        if shared:
            scored.append((-shared, rank, m))
    out: list[MemoryLine] = []
    for _, _, m in sorted(scored, key=lambda t: (t[0], t[1])):
        if not any(content_words(m.text) == content_words(o.text) for o in out):
            out.append(m)
    return out


def _person_asked(question: str, relationships: tuple[str, ...]) -> str | None:
    for line in relationships:
        name = line.split("(", 1)[0].strip()
        if name and (name in question or re.search(rf"\b{re.escape(name.split()[0])}\b", question)):
            return line
    return None


def _recall(hits: list[MemoryLine], p, gender: str) -> str:
    out = []
    for i, m in enumerate(hits):
        text = m.text.rstrip(".")
        conv = re.match(r"^Conversation with (.+?) at ([^:]+): (.*)$", text)
        own = text.startswith((p.name + " ", p.name + "'s "))
        if conv:
            text = conv.group(3)
        else:
            text = _mine(text, p, gender)
        if own:  # one's own doing is remembered, not heard
            text = re.split(
                r" on (?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \w+ \d+, \d\d:\d\d", text
            )[0]
            out.append(("" if i == 0 else "And ") + _lower(text.rstrip(".")) + ".")
            continue
        day = _DAYS.get(m.when.split()[0], "") if m.when else ""
        lead = (f"I heard on {day} that " if day else "I heard that ") if i == 0 else "And "
        if conv:
            lead = f"On {day}, " if i == 0 and day else ("" if i == 0 else "And ")
        out.append(f"{lead}{_lower(text.rstrip('.'))}.")
    return " ".join(out)


def _mine(text: str, p, gender: str) -> str:
    """A persona or memory sentence in the resident's own voice."""
    text = text.strip()
    if not text:
        return ""
    first = p.first_name()
    if text.startswith((p.name + " ", p.name + "'s ", first + " ", first + "'s ")):
        return voice.first_person(text.rstrip(".") + ".", p.name, gender)
    return text if text.endswith(".") else text + "."


def _mine_phrase(text: str) -> str:
    return re.sub(r"\b(?:his|her|their)\b", "my", text.replace("continue: ", "")).strip()


def _your(bond: str) -> str:
    """'Her husband of 21 years, steady and kind' -> 'My husband of 21 years, steady and kind'."""
    return re.sub(r"^(?:His|Her|Their)\b", "My", bond.strip())


def _first_sentences(text: str, n: int) -> str:
    parts = re.split(r"(?<=[.!?])\s+", (text or "").strip())
    return " ".join(parts[:n]).strip()


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return ""
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def _lower(text: str) -> str:
    if not text or text.startswith("I ") or text.startswith("I'"):
        return text
    first = text.split()[0]
    if first in ("The", "A", "An", "There", "It", "My", "On", "Usually"):
        return text[0].lower() + text[1:]
    return text


def _join(items: list[str]) -> str:
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and then " + items[-1]
