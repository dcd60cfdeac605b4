"""Interview answers without a model: first person, from what the mind retrieved, honest.

The paper interviewed its agents about themselves, their memories, their plans, how they would
react and what they reflect on. A rule-based stand-in cannot understand a question, so it sorts
it into one of those kinds by its words and answers only from what it has:

* **itself**: the persona's own texts turned into its voice ("Ann is planning ..." ->
  "I'm planning ..."), never read out in the third person;
* **a typical day / its plans**: today's plan and the persona's routine; a day it has not
  planned yet it says so, and tells what it usually does;
* **someone**: how it sees them (the relationship) and what it remembers about them;
* **anything else** (an event, a piece of news): the retrieved memories that share the
  question's words, retold in its voice with when it heard them; when none does, it says it
  does not remember (``remembers=False``): retrieval always returns *something*, and reciting
  unrelated memories would be a lie;
* **a what-if**: a short sensible reaction for the few situations it knows (a fire, something
  burning, someone hurt), otherwise an honest "I'd have to see".

Cost: a few regular expressions and set operations per question (well under a millisecond).
"""

from __future__ import annotations

import re

from game.brains.builtin import voice
from game.brains.builtin.profile import profile_of
from game.mind.brain import InterviewAnswer, InterviewRequest
from game.mind.types import MemoryLine

_WORD = re.compile(r"[a-zà-ÿ']+")
_STOP = frozenset(
    """a an the and or but of to in on at for with about from by as is are was were be been
    do does did you your yours i me my we our they them their he she his her it its this that
    these those what who whom which when where why how have has had will would could should can
    there here any some tell know think feel anything something heard hear lately recently
    today tomorrow yesterday now please much many very really just up out not no yes going
    doing most like""".split()
)
_SELF = re.compile(
    r"\b(who are you|about yourself|introduce yourself|what do you do|your (?:job|work|name|age)"
    r"|what are you like)\b"
)
_TYPICAL = re.compile(r"\b(typical|usual|normally|usually|ordinary|weekday|average day)\b")
_PLAN = re.compile(
    r"\b(plans?|planning|schedule|going to do|doing (?:today|tomorrow|later|now|at)|what will you"
    r"|be doing)\b"
)
_WHATIF = re.compile(r"\b(what would you do|what will you do if|if you|suppose|imagine)\b|\bburn")
_PREFER = re.compile(r"\b(most like to|spend (?:more )?time with|favourite|favorite|closest)\b")
_DAYS = {
    "Mon": "Monday", "Tue": "Tuesday", "Wed": "Wednesday", "Thu": "Thursday", "Fri": "Friday",
    "Sat": "Saturday", "Sun": "Sunday",
}
_REACT = (
    (r"burn|smoke|fire", "I'd get it off the heat straight away, open a window and start again."),
    (r"hurt|fell|fall|sick|ill\b|faint", "I'd go straight to them and see what help they need."),
    (r"rain|storm", "I'd wait it out somewhere dry and carry on after."),
    (r"lost|missing", "I'd retrace my steps and ask around; someone usually knows."),
    (r"closed", "I'd find somewhere else and go back another day."),
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


def answer(req: InterviewRequest) -> InterviewAnswer:
    q = " ".join(req.question.split())
    low = q.lower()
    p = req.persona
    gender = profile_of(p).gender
    if _SELF.search(low) or re.search(rf"\bwho is {re.escape(p.name.lower())}\b", low):
        return InterviewAnswer(text=_introduce(p, gender))
    if _WHATIF.search(low):
        return InterviewAnswer(text=_react(low))
    if _PREFER.search(low) and req.relationships:
        return _prefer(req)
    if _TYPICAL.search(low):
        return InterviewAnswer(text=_typical(p, gender))
    if _PLAN.search(low):
        return _plans(req, low, gender)
    asked = content_words(q) - content_words(p.name)
    person = _person_asked(q, req.relationships)
    hits = _relevant(asked, req.memories, p.name)
    if person is not None:
        return _about_person(req, person, gender)
    named = [n for n in re.findall(r"\b[A-Z][a-zà-ÿ'’]+(?: [A-Z][a-zà-ÿ'’]+)?\b", q)
             if n.split()[0] not in ("What", "Who", "Do", "Does", "Did", "Have", "Has", "Is", "Are",
                                     "How", "Where", "When", "Why", "Tell", "I", "Can", "Would")]
    if named and not any(n in m.text for n in named for m in req.memories):
        return InterviewAnswer(
            text=f"I don't think I know anything about {named[0]}, I'm afraid.", remembers=False
        )
    if named and " " in named[0]:  # a person it has no relationship with
        facts = [m for m in _statements(req.memories, p.name) if named[0] in m.text]
        if facts:
            return InterviewAnswer(
                text=f"I don't know {named[0].split()[0]} well. " + _recall(facts[:1], p, gender),
                evidence=(facts[0].id,),
            )
        return InterviewAnswer(
            text=f"I don't really know {named[0].split()[0]}; I've only seen them around.",
            remembers=False,
        )
    if not hits:
        topic = re.search(r"\babout ([^?.!]{3,40})", q)
        about = f" about {topic.group(1)}" if topic else " about that"
        return InterviewAnswer(
            text=f"I'm sorry, I don't remember anything{about}.", remembers=False
        )
    return InterviewAnswer(text=_recall(hits[:2], p, gender), evidence=tuple(m.id for m in hits[:2]))


# ---------------------------------------------------------------------------- kinds
def _introduce(p, gender: str) -> str:
    parts = [f"I'm {p.name}, and I'm {p.age}."]
    if p.occupation:
        occ = p.occupation.split(";")[0].strip()
        if re.match(r"^(?:the|a|an)\b", occ):
            article = ""
        elif " of " in occ or occ.startswith(("owner", "head ")):
            article = "the "
        else:
            article = "an " if occ[:1] in "aeiou" else "a "
        parts.append(f"I'm {article}{occ}.")
    learned = _first_sentences(p.learned, 1)
    if learned:
        parts.append(_mine(learned, p, gender))
    current = _first_sentences(p.currently, 1)
    if current:
        parts.append("These days " + _lower(_mine(current, p, gender)))
    return " ".join(parts)


def _typical(p, gender: str) -> str:
    routine = _mine(_first_sentences(p.daily_requirement, 1), p, gender)
    life = _mine(_first_sentences(p.lifestyle, 1), p, gender)
    return " ".join(x for x in ("On a normal day, " + _lower(routine) if routine else "", life) if x)


def _plans(req: InterviewRequest, low: str, gender: str) -> InterviewAnswer:
    if "tomorrow" in low:
        usual = _mine(_first_sentences(req.persona.daily_requirement, 1), req.persona, gender)
        text = "I haven't planned tomorrow yet."
        if usual:
            text += " Usually, though: " + _lower(usual)
        return InterviewAnswer(text=text)
    if not req.plan:
        return InterviewAnswer(text="I haven't made a plan for today yet.", remembers=False)
    hour = re.search(r"\b(\d{1,2})(?::(\d\d))?\s*(am|pm)?\b", low)
    if hour:
        h = int(hour.group(1)) % 12 + (12 if hour.group(3) == "pm" else 0)
        if not hour.group(3) and h < 7:
            h += 12
        minute = h * 60 + int(hour.group(2) or 0)
        for line in req.plan:
            m = re.match(r"(\d\d):(\d\d)-(\d\d):(\d\d) (.+)", line)
            if m:
                a = int(m.group(1)) * 60 + int(m.group(2))
                b = int(m.group(3)) * 60 + int(m.group(4))
                b += 1440 if b <= a else 0
                if a <= minute < b:
                    return InterviewAnswer(text=f"Then I'll {_mine_phrase(m.group(5))}.")
    steps = [_mine_phrase(re.sub(r"^\d\d:\d\d-\d\d:\d\d ", "", x)) for x in req.plan[:6]]
    now = f" Right now I'm {_mine_phrase(req.activity)}." if req.activity else ""
    return InterviewAnswer(text="Today I " + _join(steps) + "." + now)


def _prefer(req: InterviewRequest) -> InterviewAnswer:
    best = None
    for line in req.relationships:
        m = re.match(r"(.+?) \(closeness ([\d.]+)\): (.*)", line)
        if not m:
            continue
        name, close, summary = m.group(1), float(m.group(2)), m.group(3)
        if re.search(r"\b(?:wife|husband|son|daughter|mum|mother|dad|father)\b", summary, re.I):
            continue  # the question is about someone new, not family
        if best is None or close > best[1]:
            best = (name, close, summary)
    if best is None:
        return InterviewAnswer(text="I'd rather spend time with my family, honestly.")
    reason = best[2].split(" Lately: ")[-1]
    reason = re.sub(rf"^{re.escape(best[0])} and I\b", "we", reason)
    return InterviewAnswer(text=f"{best[0].split()[0]}, I think. {_sentence(reason)}")


def _about_person(req: InterviewRequest, line: str, gender: str) -> InterviewAnswer:
    name = line.split(" (", 1)[0]
    summary = line.split(":", 1)[1].strip() if ":" in line else ""
    bond, _, lately = summary.partition(" Lately: ")
    if re.match(rf"^{re.escape(name)} and I\b", bond):  # no bond, only a chat on record
        bond, lately = "", bond
    first = name.split()[0]
    bond = voice.first_person(_your(bond), req.persona.name, gender) if bond else ""
    text = f"{first}? {_sentence(bond)}" if bond else f"I know {first} a little."
    if lately:
        text += " " + _sentence(re.sub(rf"^{re.escape(name)} and I\b", "We", lately))
    hits = [m for m in _statements(req.memories, req.persona.name) if name in m.text]
    if hits:
        text += " " + _recall(hits[:1], req.persona, gender)
    return InterviewAnswer(text=text, evidence=tuple(m.id for m in hits[:1]))


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


def _react(low: str) -> str:
    for pat, line in _REACT:
        if re.search(pat, low):
            return line
    return "I'd have to see it to know, honestly. I'd probably keep calm and ask someone."


# ---------------------------------------------------------------------------- helpers
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
            text = re.split(r" on (?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \w+ \d+, \d\d:\d\d", text)[0]
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
