"""The acts a line is made of: greeting, answering, reacting, bringing something up, goodbye.

Each act picks from a phrase set chosen by the scene (family at home, a friend in the park, a
customer at one's counter, a quarrel, a crush, a stranger) and fills it with what the speaker is
doing, did, will do next, saw the other doing or is busy with these days. What a question asked
is read back from the other's line with the same phrase sets (``phrases_said.said_from``), so the
answer fits the question; a statement gets a reaction by its mood (worried, busy, proud, a plan).
Nothing here remembers anything: a conversation's progress is read from its transcript.
"""

from __future__ import annotations

import re
from weakref import WeakKeyDictionary

from game.brains.builtin import (
    news_words,
    spoken_words,
    talk_discuss,
    talk_event,
    talk_fine,
    talk_home,
    talk_honour,
    talk_kin,
    talk_mood,
    talk_place_ask,
    talk_workday,
)
from game.brains.builtin.activities import meal_word
from game.brains.builtin.phrases import ASKS, STOPS, Phrasebook, fill, lines
from game.brains.builtin.phrases_said import said_around
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.situation import STUDY, Scene
from game.brains.builtin.tables import active
from game.brains.builtin.talk_ask import (  # noqa: F401 - the acts of a line, in one place
    EVENT_ASKS,
    FAMILY_ASKS,
    at_home,
    known_there,
)
from game.brains.builtin.talk_child import is_child, with_kids
from game.brains.builtin.talk_react import low_mood, react  # noqa: F401 - the acts, in one place
from game.brains.builtin.talk_topics import (  # noqa: F401 - the acts of a line, in one place
    grievance,
    intention,
    project_line,
    storyline,
)
from game.brains.builtin.talk_who import STAFF_SETS, colleague
from game.mind.facts import TROUBLES
from game.mind.inner.temper import trait_text

WORD = 0.3  # of openers of a quarrel with its matter to name: "A word, if you don't mind."
_STAFF_KINDS = ("cafe", "pub", "market", "supply_store")
_QUESTIONS = (  # (kind, phrase sets whose questions ask it); each kind has its own answer
    ("staff", STAFF_SETS),
    ("event", EVENT_ASKS),
    ("ask_out", ("ask_out",)),
    ("invite", ("ask_invite",)),
    ("quarrel", ("quarrel_open", "quarrel_again", "quarrel_renew", "quarrel_push")),
    ("plans", ("ask_plans", "ask_plans_home")),
    ("holding", ("intent_help", "intent_help_home")),
    ("upset", ("ask_upset", "ask_upset_after")),
    ("discuss", talk_discuss.ASKS),
    ("their_work", talk_workday.ASKS),  # (before "busy": how the day goes at their work)
    (
        "busy",
        ("ask_work", "ask_work_mate", "ask_day_busy", *talk_place_ask.SETS),
    ),  # (before "day": "Busy morning?" asks how busy)
    (
        "day",
        (
            "ask_day",
            "ask_day_young",
            "ask_day_home",
            "ask_day_home_late",
            "ask_ill_kin",  # (an ill one at home asked how it feels today: talk_ill)
            "ask_wellbeing",
            "ask_wellbeing_home",
            "ask_quiet",
            "lonely_reply",
            "greet_close",
            "greet_rival",
        ),
    ),
    ("seen", ("ask_seen",)),
    ("still", ("ask_seen_now",)),
    ("doing", ("ask_here",)),
    ("slept", ("ask_slept",)),
    ("ready", ("ask_ready",)),
    ("back", ("ask_back",)),
    ("breakfast", ("ask_breakfast",)),
    ("dinner", ("ask_dinner", "ask_dinner_guest")),
    ("break", ("ask_break",)),
    ("evening", ("ask_evening",)),
    ("happened", ("ask_happened",)),
    ("kin", talk_kin.ASKS),
    ("help", ("react_worry",)),
    ("hurt", ("react_own_quarrel", "react_own_illness")),
)
# (a child's words for each, its ``_kid`` sets, ask the same: ``talk_child.with_kids``)
_QUESTIONS = tuple((kind, with_kids(sets)) for kind, sets in _QUESTIONS)
# a question mark in these asks nothing back: a reaction, a news tail, a lead-in
_NOT_ASKING = (
    "react_busy",
    "react_project",
    "react_generic",
    "react_own",
    "react_news",
    "react_news_me",
    "react_rival",
    "tail_invite_own",
    "tail_secret",
    "tail_other",
    "greet_stranger_seen",
)
MORE = 0.5  # of answers naming the next thing at a time: from ``ans_next_said_more``


def seen_before(scene: Scene) -> bool:
    """A stranger one has seen before: today, or in what one remembers now."""
    if scene.lname in scene.seen:
        return True
    return any(scene.lname in m.text for m in scene.memories)


# ---------------------------------------------------------------------------- greeting
def greet(scene: Scene, book: Phrasebook, slots: dict[str, str], replying: bool) -> str:
    """A greeting that fits who the other is to the speaker; one with no name in it when the
    speaker does not call them by name (a child to a grown-up)."""
    said = _greet(scene, book, slots, replying)
    return said or book.pick("greet_no_name", **slots)


def _greet(scene: Scene, book: Phrasebook, slots: dict[str, str], replying: bool) -> str:
    k = scene.kind
    at_event = talk_event.greet(scene, book, slots)
    if at_event:
        return at_event
    if wished := talk_honour.day_wish(scene, book, slots):
        return wished  # their birthday do is today: "Happy birthday, love!"
    innate = trait_text(scene.sp.innate)
    shy = bool(re.search(r"\bshy\b|reserved|quiet", innate))
    stranger = ("greet_back_stranger" if replying else "greet_stranger") + (
        "_seen" if k == "stranger" and seen_before(scene) else ""
    )
    if k == "stranger" and scene.at_my_work():
        intro = "intro_study" if scene.prof.work_cat in STUDY else "intro_work"
        return f"{book.pick(stranger, **slots)} {book.pick(intro, **slots)}"
    # (a family lives together: meeting again is no surprise)
    # (nor is it for those who work side by side)
    work_mates = scene.listener is not None and "work" in scene.listener.ties
    if scene.again() and k == "family" and scene.at_my_home():  # no second hello at home
        return book.pick("greet_back_family_again" if replying else "greet_family_again", **slots)
    if scene.again() and k not in ("quarrel", "stranger", "family", "romance") and not work_mates:
        return book.pick("greet_back_again" if replying else "greet_again", **slots)
    if replying:
        if k == "stranger":
            return book.pick(stranger, **slots)
        if k == "quarrel":
            return book.pick("greet_quarrel", **slots)
        if k == "romance":
            return book.pick("greet_romance", **slots)
        return book.pick("greet_back_family" if k == "family" else "greet_back", **slots)
    if (
        k == "quarrel"
        and grievance(scene)
        and stable_rand(0, "word", scene.sp.id, scene.now) < WORD
    ):
        # "A word, if you don't mind." only from one who has a matter to name, and names it
        # on the same line (``talk_topics.storyline``); never as a reply to one who opened
        return book.pick("greet_quarrel_word", **slots)
    name = {
        "family": "greet_family",
        "quarrel": "greet_quarrel",
        "romance": "greet_shy" if shy else "greet_romance",
        "rival": "greet_rival",
        "stranger": stranger,
        "close": "greet_close",
    }.get(k, "greet_shy" if shy else "greet_known")
    return book.pick(name, **slots)


# ---------------------------------------------------------------------------- answering
_FOND = re.compile(
    r"\blikes? (?:him|her|them)\b|\bsweet on\b|\bfond of\b|\bwaiting for (?:him|her|them) to\b",
    re.I,
)


def asked(text: str) -> str:
    """What the last real question of a line asks ('' for none, 'other' for one we cannot
    place). A question mark inside a news lead ("Did I tell you?"), a reaction ("Is that so?")
    or a news tail ("You will come, won't you?") asks nothing back.

    A line is asked of by each who hears it and each move that answers it, and the reading is
    a regex scan per phrase set: kept per text for the active tables (a pure function)."""
    tables = active()
    kept = _ASKED.get(tables)
    if kept is None:
        kept = _ASKED[tables] = {}
    got = kept.get(text)
    if got is None:
        if len(kept) >= 4096:
            kept.clear()
        got = kept[text] = _asked(text)
    return got


_ASKED: WeakKeyDictionary = WeakKeyDictionary()  # the tables -> text -> ``asked``


def _asked(text: str) -> str:
    leads = {x.lower() for x in (*active().news_leads, *active().own_news_leads)}
    # a reaction to news by its topic ("Again? Those two.") asks nothing back either
    taken = {x.lower() for t in active().news_reactions for x in _split_sentences(t.lines)}
    for pos in reversed([i for i, c in enumerate(text or "") if c in ASKS]):
        sentence = _sentence_at(text, pos)
        if sentence.lower() in leads | taken or any(
            said_around(s, text, pos, opening=True) for s in _not_asking()
        ):
            continue
        for kind, sets in _QUESTIONS:
            if any(said_around(s, text, pos) for s in sets):
                return kind
        for topic in active().topic_questions:
            if any(q.lower() == sentence.lower() for q in topic.lines):
                return "project"
        return "other"
    return ""


def asks_how_i_am(text: str) -> bool:
    """Whether any question of ``text`` asks how one is ("Keeping well, I hope?"), not only its
    last: a line that also opens the matter two met for still wants that answered. Only its
    questions: a hello ("Well, hello, Ann.") or a mood said ("Wound up tight, I'm afraid.")
    asks nothing (was: answered "Could be worse." as if asked)."""
    marks = [i for i, c in enumerate(text or "") if c in ASKS]
    return any(
        said_around(s, text, pos) for kind, sets in _QUESTIONS if kind == "day" for s in sets
        for pos in marks
    )  # fmt: skip


def _not_asking() -> tuple[str, ...]:
    """The sets whose question marks ask nothing back: every reaction ("react_*": "No rest for
    the wicked, eh?" is no question) but those that ask one of ``_QUESTIONS``, and the leads
    and tails above."""
    asking = {s for _, sets in _QUESTIONS for s in sets}  # reactions that do ask ("help")
    return _NOT_ASKING + tuple(
        k
        for k in active().phrases
        if k.startswith("react_") and k not in _NOT_ASKING and k not in asking
    )


def _split_sentences(lines) -> list[str]:
    """The questions inside ``lines``, each as ``_sentence_at`` reads it."""
    return [_sentence_at(line, i) for line in lines for i, c in enumerate(line) if c in ASKS]


def _sentence_at(text: str, pos: int) -> str:
    """The sentence that ends at ``pos`` (a question mark)."""
    start = max(text.rfind(c, 0, pos) for c in ".!?—")
    return text[start + 1 : pos + 1].strip()


def topic_of(text: str) -> str:
    """The pattern of the interest a line's question asks about ('' for none)."""
    low = (text or "").lower()
    for topic in active().topic_questions:
        if any(q.lower() in low for q in topic.lines):
            return topic.pattern
    return ""


def answer(
    scene: Scene, book: Phrasebook, slots: dict[str, str], kind: str, seed: int, line: str = ""
) -> str:
    """An answer to a question of ``kind`` (asked in ``line``) from the speaker's
    own day and interests."""
    r = stable_rand(seed, "ans", scene.sp.id, scene.now, kind)
    if kind == "staff":  # (a child asks for no "half", and has no "usual")
        if young(scene.sp.age, scene.sector_kind) and (said := book.pick("ans_customer_young")):
            return said
        return book.pick("ans_customer", drink=_drink(scene), **slots)
    if kind == "event":
        return talk_event.answer(scene, book, slots, line)
    if kind == "ask_out":  # yes from one who is sweet on the asker (the bond, or one's own news)
        fond = scene.kind == "romance" or bool(
            _FOND.search(scene.listener.relationship if scene.listener else "")
        )
        return book.pick("ask_out_yes" if fond else "ask_out_no", **slots)
    if kind == "invite":  # yes to those one is fond of, a maybe to the rest, no in a quarrel
        warm = scene.kind in ("romance", "close", "family")
        cool = scene.kind in ("quarrel", "rival")
        return book.pick("attend_no" if cool else "attend_yes" if warm else "attend_maybe", **slots)
    if kind == "plans":  # the next thing as one names it ("Dinner at six."), else as planned
        said = (
            "ans_next_said"
            if slots.get("clock")
            else "ans_next_said_later"
            if slots.get("later")
            else "ans_next_said_soon"
        )
        if said == "ans_next_said" and r < MORE:  # (asked often: more ways to say it)
            said = "ans_next_said_more"
        return (
            book.pick(said, **slots)
            or book.pick("ans_next", **slots)
            or book.pick(at_home(scene, "ans_no_next"), **slots)
        )
    if kind == "doing":
        if "dest" in slots:
            return book.pick("ans_way", **slots)
        return book.pick("ans_doing", **slots) or book.pick("ans_fine", **slots)
    # what I am doing, told once a day: the second person to ask how I am hears how I am
    fresh = "doing" in slots and not book.has_said(slots["doing"])
    if kind == "busy":  # "Busy morning in here?": how busy, then now and then at what
        now = book.pick("ans_doing", **slots) if fresh and r < 0.5 else ""
        # (off work, one is not "run off one's feet" while watching the birds)
        busy = "ans_busy" if scene.working_now() or not lines("ans_not_busy") else "ans_not_busy"
        return " ".join(p for p in (book.pick(busy, **slots), now) if p)
    if kind == "seen":
        now = book.pick("ans_doing", **slots) if fresh else ""
        return " ".join(p for p in (book.pick("ans_seen", **slots), now) if p)
    if kind == "holding":
        return holding_up(scene, book, slots)
    if kind == "upset":
        return talk_mood.what_happened(scene, book, slots)
    if kind == "day" and (mood := talk_mood.how_i_am(scene, book, slots)):
        return mood
    if kind in _PLAIN_ANSWERS:
        return _plain_answer(scene, book, slots, kind)
    if kind == "other":
        return book.pick("ans_other", **slots)
    if kind == "project":  # "How's the garden looking?": what I am busy with there, or how it goes
        pattern = topic_of(line)
        if slots.get("project") and (not pattern or re.search(pattern, slots["project"], re.I)):
            return book.pick("ans_project", **slots)
        # (what I am doing now only when it is that work: "How's the paper?" is not answered
        # "Making for the green")
        now = book.pick("ans_doing", **slots) if fresh and scene.at_my_work() else ""
        return " ".join(p for p in (book.pick("ans_steady", **slots), now) if p)
    # how one is, to someone one lives with, in the words of home
    home = scene.listener is not None and scene.lives_with(scene.listener.name)
    # a colleague working beside me sees what I am at, and since when: that is not news
    beside = scene.at_my_work() and scene.working_now() and colleague(scene)
    long_block = r < 0.2 and "block" in slots and slots.get("block_hours") and not beside
    if r < 0.6 and not long_block and talk_fine.worry_in(scene, slots.get("project", "")):
        # what I am busy with is a worry of mine: not "Never better." before it
        worry = book.pick("ans_project_worry", **slots)
        return " ".join(p for p in (talk_fine.opening(book, slots), worry) if p)
    fine = (talk_home.fine(scene, book, slots) if home else "") or book.pick("ans_fine", **slots)
    # what I have been at all morning, now and then; what I am doing now, only on my way
    # somewhere (the one asking can see what I am doing: saying it is a recital)
    # (only what has gone on for hours is worth the telling: "since half past six" of
    # breakfast is a timetable)
    if long_block:
        return f"{fine} {book.pick('ans_block_long', **slots)}"
    if r < 0.6 and slots.get("project"):
        return f"{fine} {book.pick('ans_project', **slots)}"
    if fresh and not beside and "dest" in slots:
        return f"{fine} {book.pick('ans_way', **slots)}"
    return fine


def holding_up(scene: Scene, book: Phrasebook, slots: dict[str, str]) -> str:
    """Someone came to look in on me: what troubles me, in my own words, if anything does."""
    trouble = next(
        (
            f
            for f in scene.sp.facts
            if f.topic in TROUBLES and f.mine and not f.event and talk_mood.may_tell(scene, f)
        ),
        None,
    )
    if trouble is None:
        return book.pick("ans_holding_fine", **slots)
    if scene.listener is not None and trouble.key in scene.listener.has:
        return book.pick("ans_holding_again", **slots)  # they know it: not told again
    mine = news_words.own(scene, book, trouble) or trouble.mine.strip()  # (told before: anew)
    return f"{book.pick('ans_holding', **slots)} {mine if mine.endswith(STOPS) else mine + '.'}"


_PLAIN_ANSWERS = (
    "their_work",
    "ready",
    "still",
    "slept",
    "back",
    "breakfast",
    "dinner",
    "break",
    "evening",
    "happened",
    "help",
    "hurt",
)


def _plain_answer(scene: Scene, book: Phrasebook, slots: dict[str, str], kind: str) -> str:
    """Answers to the questions of one thing: sleep, when home, meals, breaks, the day."""
    if kind == "back":
        back = "ans_back_early" if _done_before_noon(scene) else "ans_back"
        return book.pick(back, **slots) or book.pick("ans_back_none", **slots)
    if kind == "breakfast":
        # (the block of breakfast one is in counts once one has sat down to it, or is past
        # its middle: at six, with breakfast in the plan at half past, one has not eaten)
        cur = scene.current
        at_it = cur is not None and (
            meal_word(cur.doing) != "a meal" or scene.now >= (cur.start + cur.end) // 2
        )
        day = [*scene.done, *([cur] if at_it else [])]
        ate = any(meal_word(b.activity) != "a meal" for b in day)
        return book.pick("ans_ate" if ate else "ans_not_ate", **slots)
    if kind == "still" and not scene.working_now() and scene.public():
        # out in one's own time there is nothing to finish ("nearly done" is for a task)
        return book.pick("ans_still_out", **slots)
    if kind == "evening":
        did = book.pick("ans_evening_did", **slots)
        return " ".join(p for p in (book.pick("ans_evening", **slots), did) if p)
    return book.pick(f"ans_{kind}", **slots)


ADULT_AGE = 18  # served at a pub's bar from this age; at a cafe, anyone not a child


def young(age: int, sector_kind: str) -> bool:
    """Whether one of ``age`` (0: not known) is too young to be served food and drink as a
    customer is at a place of ``sector_kind`` (a child at a cafe; under ``ADULT_AGE`` at a
    pub); at a shop anyone may be asked what they are after."""
    if sector_kind == "pub":
        return 0 < age < ADULT_AGE
    return sector_kind == "cafe" and is_child(age)


def _drink(scene: Scene) -> str:
    drinks = active().drinks
    for m in scene.memories:
        for d in drinks:
            if d in m.text.lower() and scene.sp.name in m.text:
                return d
    # (else the usual of the place, in the town's words: "coffee", "half"; 茶, 黄酒)
    usual = {"cafe": "drink_usual_cafe", "pub": "drink_usual_pub"}.get(scene.sector_kind, "")
    return spoken_words.said(usual, stable_rand(scene.sp.id, "drink")) if usual else ""


def _done_before_noon(scene: Scene) -> bool:
    """One's work today ends in the morning (an early shift): no "late one tonight"."""
    hours = scene.sp.work_hours
    return bool(hours) and hours[0] < hours[1] <= 12 * 60


def staff_offer(scene: Scene, book: Phrasebook, slots: dict[str, str]) -> str:
    """At one's own counter in working hours, to someone who does not work here."""
    if not scene.working_now() or colleague(scene) or scene.transcript:
        return ""  # the one serving greets first; a reply is no time to take an order
    if scene.kind in ("family", "romance") or (
        scene.listener is not None and scene.listener.id in scene.housemates
    ):
        return ""  # one's wife come into the shop is not asked "Can I help you find anything?"
    if not scene.on_shift():
        return ""  # on one's break at one's own place, or one's day off
    if scene.sector_kind not in _STAFF_KINDS:
        return ""  # a park keeper does not serve the people in the park
    if scene.prof.work_cat == "work_kitchen":
        return ""  # the cook is in the kitchen; the bar serves
    name = f"staff_{scene.sector_kind}"
    if scene.listener is not None and young(scene.listener.age, scene.sector_kind):
        # a child is no customer to pour for ("The usual?" to a five-year-old): a word that
        # fits a child, or none
        return book.pick(f"{name}_young", **slots)
    if scene.kind == "stranger":  # a first-time customer has no "usual"
        opts = [fill(t, {**slots, "drink": _drink(scene)}) for t in lines(name)]
        return book.choose([o for o in opts if o and "usual" not in o.lower()], name)
    return book.pick(name, drink=_drink(scene), **slots)
