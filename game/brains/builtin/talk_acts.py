"""The acts a line is made of: greeting, answering, reacting, bringing something up, goodbye.

Each act picks from a phrase set chosen by the scene (family at home, a friend in the park, a
customer at one's counter, a quarrel, a crush, a stranger) and fills it with what the speaker is
doing, did, will do next, saw the other doing or is busy with these days. What a question asked
is read back from the other's line with the same phrase sets (``phrases.said_from``), so the
answer fits the question; a statement gets a reaction by its mood (worried, busy, proud, a plan).
Nothing here remembers anything: a conversation's progress is read from its transcript.
"""

from __future__ import annotations

import re

from game.brains.builtin.phrases import Phrasebook, fill, lines, said_from
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.situation import Scene
from game.brains.builtin.tables import active
from game.brains.builtin.talk_slots import seen_just_now
from game.brains.builtin.talk_topics import (  # noqa: F401 - the acts of a line, in one place
    grievance,
    intention,
    project_line,
    storyline,
)

_STAFF_KINDS = ("cafe", "pub", "market", "supply_store")
_QUESTIONS = (  # (kind, phrase sets whose lines ask it)
    ("staff", ("staff_cafe", "staff_pub", "staff_market", "staff_supply_store", "staff_any")),
    ("ask_out", ("ask_out",)),
    ("quarrel", ("quarrel_open", "quarrel_push")),
    ("plans", ("ask_plans",)),
    ("doing", ("ask_seen", "ask_seen_now", "ask_here", "ask_work")),
    (
        "day",
        ("ask_day", "ask_day_family_morning", "ask_day_family_afternoon", "ask_day_family_evening"),
    ),
)
_WORRY = re.compile(
    r"worr|stuck|behind|nervous|tired|fret|losing sleep|dread|anxious|not happy|struggl|wonder"
    r"|doubt|short-tempered|furious|frustrat",
    re.IGNORECASE,
)
_BUSY = re.compile(r"\bsince\b|all (?:morning|afternoon|evening)|\bshift\b|\bbusy\b", re.I)
_PLAN = re.compile(r"^(?:after this|next it's|then|i'm off)|\bat (?:noon|\w+)\.$", re.I)


# ---------------------------------------------------------------------------- greeting
def greet(scene: Scene, book: Phrasebook, slots: dict[str, str], replying: bool) -> str:
    k = scene.kind
    innate = scene.sp.innate.lower()
    shy = bool(re.search(r"\bshy\b|reserved|quiet", innate))
    if k == "stranger" and scene.at_my_work():
        hello = book.pick("greet_back_stranger" if replying else "greet_stranger", **slots)
        return f"{hello} {book.pick('intro_work', **slots)}"
    if replying:
        if k == "stranger":
            return book.pick("greet_back_stranger", **slots)
        if k == "quarrel":
            return book.pick("greet_quarrel", **slots)
        if k == "romance":
            return book.pick("greet_romance", **slots)
        return book.pick("greet_back_family" if k == "family" else "greet_back", **slots)
    name = {
        "family": "greet_family",
        "quarrel": "greet_quarrel",
        "romance": "greet_shy" if shy else "greet_romance",
        "rival": "greet_rival",
        "stranger": "greet_stranger",
        "close": "greet_close",
    }.get(k, "greet_shy" if shy else "greet_known")
    return book.pick(name, **slots)


# ---------------------------------------------------------------------------- answering
def asked(text: str) -> str:
    """What kind of question a line asks ('' for none, 'other' for one we cannot place)."""
    if "?" not in text:
        return ""
    for kind, sets in _QUESTIONS:
        if any(said_from(s, text) for s in sets):
            return kind
    for topic in active().topic_questions:
        if any(q.lower() in text.lower() for q in topic.lines):
            return "project"
    return "other"


def answer(scene: Scene, book: Phrasebook, slots: dict[str, str], kind: str, seed: int) -> str:
    """An answer to a question of ``kind`` from the speaker's own day and interests."""
    r = stable_rand(seed, "ans", scene.sp.id, scene.now, kind)
    if kind == "staff":
        return book.pick("ans_customer", drink=_drink(scene), **slots)
    if kind == "ask_out":
        return book.pick("ask_out_yes" if scene.kind == "romance" else "ask_out_no", **slots)
    if kind == "plans":
        return book.pick("ans_next", **slots) or book.pick("ans_no_next", **slots)
    if kind == "doing":
        if slots.get("doing", "").startswith("on my way"):
            return book.pick("ans_way", **slots)
        return book.pick("ans_doing", **slots) or book.pick("ans_fine", **slots)
    if kind == "project" and slots.get("project"):
        return book.pick("ans_project", **slots)
    fine = book.pick("ans_fine", **slots)
    if r < 0.45 and "block" in slots:
        return f"{fine} {book.pick('ans_block', **slots)}"
    if r < 0.75 and slots.get("project"):
        return f"{fine} {book.pick('ans_project', **slots)}"
    if "doing" in slots:
        way = slots["doing"].startswith("on my way")
        return f"{fine} {book.pick('ans_way' if way else 'ans_doing', **slots)}"
    return fine


def react(scene: Scene, book: Phrasebook, slots: dict[str, str], heard: str) -> str:
    """A reaction to a statement, by its mood."""
    if _WORRY.search(heard):
        return book.pick("react_worry", **slots)
    if _BUSY.search(heard):
        return book.pick("react_busy", **slots)
    if _PLAN.search(heard.strip()):
        return book.pick("react_plan", **slots)
    if re.search(r"\bI(?:'m| am| have|'ve)\b", heard):
        return book.pick("react_project", **slots)
    return book.pick("react_generic", **slots)


def _drink(scene: Scene) -> str:
    drinks = active().drinks
    for m in scene.memories:
        for d in drinks:
            if d in m.text.lower() and scene.sp.name in m.text:
                return d
    return "coffee" if scene.sector_kind == "cafe" else "half" if scene.sector_kind == "pub" else ""


# ---------------------------------------------------------------------------- bringing up
def question(scene: Scene, book: Phrasebook, slots: dict[str, str], first: bool, seed: int) -> str:
    """Something to ask the listener: about what I saw them doing, their interests, their day.
    The opening question is one of the fitting kinds, by hash; later, the interest not yet
    asked about, then their plans."""
    mine = " ".join(x.text for x in scene.mine)
    everyone = " ".join(x.text for x in scene.transcript)
    topic_lines = _topic_lines(scene)
    topic = ""
    if topic_lines:
        fresh = [q for q in topic_lines if not any(q in s for s in book.said)] or list(topic_lines)
        topic = fresh[int(stable_rand(seed, "topic", scene.sp.id, scene.now) * len(fresh))]
    if not first:
        if topic and not any(q in mine for q in topic_lines):
            return topic
        return "" if said_from("ask_plans", everyone) else book.pick("ask_plans", **slots)
    cands: list[str] = []
    if "their_doing" in slots:
        cands.append("ask_seen_now" if seen_just_now(scene) else "ask_seen")
    if topic:
        cands.append("=" + topic)
    if scene.kind == "family":
        cands.append(f"ask_day_family_{scene.tod}")
    if scene.at_their_place() and "workplace" in scene.owners:
        cands.append("ask_work")
    # only to someone one knows (what one knows of them says where they live and work); a
    # stranger might be the owner, so one asks about their day instead
    known = scene.kind not in ("family", "stranger")
    if scene.public() and scene.sector and known and not works_here(scene):
        cands.append("ask_here")
    cands.append("ask_day")
    start = int(stable_rand(seed, "q", scene.sp.id, scene.lname, scene.now) * min(3, len(cands)))
    for name in cands[start:] + cands[:start]:
        if not name.startswith("=") and said_from(name, everyone):
            continue  # the other asked me that already
        text = name[1:] if name.startswith("=") else book.pick(name, **slots)
        if text:
            return text
    return ""


def _topic_lines(scene: Scene) -> tuple[str, ...]:
    bond = (scene.listener.relationship if scene.listener else "").split(" Lately: ")[0]
    for topic in active().topic_questions:
        if bond and re.search(topic.pattern, bond, re.IGNORECASE):
            return topic.lines
    return ()


_COLLEAGUE = re.compile(
    r"\b(?:boss|colleague|employer|employee|works? (?:with|for|alongside)|alongside|assistant"
    r"|barista|bartender|right hand|staff|hired)\b",
    re.IGNORECASE,
)


def works_here(scene: Scene) -> bool:
    """The listener is at work here, as anyone can tell: seen at it here today, or serving in
    this talk ("What can I get you?"): no asking them what brings them here."""
    from game.brains.builtin.activities import classify, work_categories

    seen = scene.seen.get(scene.lname)
    if seen and seen[1] == scene.sector and classify(seen[2]).name in work_categories():
        return True
    theirs = [x.text for x in scene.transcript if x.speaker == getattr(scene.listener, "id", "")]
    sets = (*_QUESTIONS[0][1], "intro_work")
    return any(said_from(name, t) for t in theirs for name in sets)


def colleague(scene: Scene) -> bool:
    """The listener works here too: my text about them says so, or I just saw them at it."""
    bond = scene.listener.relationship if scene.listener else ""
    if _COLLEAGUE.search(bond) or f"{scene.lname}'s" in scene.owners:
        return True
    seen = scene.seen.get(scene.lname)
    if seen and seen[1] == scene.sector and scene.prof.work_cat:
        from game.brains.builtin.activities import classify, work_categories

        return (
            classify(seen[2]).name in work_categories()
            or classify(seen[2], scene.prof.work_cat).name == scene.prof.work_cat
        )
    return False


def staff_offer(scene: Scene, book: Phrasebook, slots: dict[str, str]) -> str:
    """At one's own counter in working hours, to someone who does not work here."""
    if not scene.working_now() or colleague(scene) or scene.transcript:
        return ""  # the one serving greets first; a reply is no time to take an order
    if scene.sector_kind not in _STAFF_KINDS:
        return ""  # a park keeper does not serve the people in the park
    name = f"staff_{scene.sector_kind}"
    if scene.kind == "stranger":  # a first-time customer has no "usual"
        opts = [fill(t, {**slots, "drink": _drink(scene)}) for t in lines(name)]
        return book.choose([o for o in opts if o and "usual" not in o.lower()], name)
    return book.pick(name, drink=_drink(scene), **slots)


# ---------------------------------------------------------------------------- goodbye
def is_goodbye(text: str) -> bool:
    return any(
        said_from(s, text)
        for s in ("bye_work", "bye_next", "bye_family", "bye_generic", "bye_event", "quarrel_bye")
    )


def goodbye(
    scene: Scene, book: Phrasebook, slots: dict[str, str], event_day: str = "", line: str = ""
) -> str:
    if slots.get("next") and (slots["next"] in line or slots.get("next_ing", "-") in line):
        slots = {k: v for k, v in slots.items() if not k.startswith("next")}
    if scene.kind == "quarrel":
        return book.pick("quarrel_bye", **slots)
    if event_day:
        return book.pick("bye_event", day=event_day, **slots)
    if scene.working_now():
        return book.pick("bye_work", **slots)
    if scene.kind == "family" and scene.tod != "evening":
        return book.pick("bye_family", **slots)
    return book.pick("bye_next", **slots) or book.pick("bye_generic", **slots)
