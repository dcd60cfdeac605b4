"""Asking the other something when one has nothing to tell: about what one saw them doing,
their interests, their day; in the family the question of the time of day; what is next, in
few talks (and more often among those close)."""

from __future__ import annotations

import re

from game.brains.builtin import (
    talk_after,
    talk_event,
    talk_ill,
    talk_kin,
    talk_place_ask,
    talk_workday,
)
from game.brains.builtin.phrases import Phrasebook, lines
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.situation import Scene
from game.brains.builtin.tables import active
from game.brains.builtin.talk_slots import seen_just_now
from game.brains.builtin.talk_who import works_here
from game.mind.relations import bond_of


def _lives_with(scene: Scene) -> bool:
    return scene.listener is not None and scene.listener.id in scene.housemates


def _do_tonight(scene: Scene) -> bool:
    """A gathering this evening held by or for the speaker, the listener or one the speaker
    lives with, as the speaker knows it (its own facts, what it recalls, what was just said):
    nobody asks their family "Are you eating with us tonight?" on the night of their own
    birthday supper."""
    if scene.today is None or scene.listener is None:
        return False
    ours = {scene.sp.id, scene.listener.id, *scene.housemates}
    today = scene.today.isoformat()
    return any(
        f.event is not None
        and f.event.date == today
        and f.event.start >= EVENING
        and ours.intersection((f.event.host, f.event.honoree))
        for f in scene.known_facts()
    )


def at_home(scene: Scene, name: str) -> str:
    """``name`` + "_home" (a set with no "heading home") when the speaker is at home."""
    return f"{name}_home" if scene.at_my_home() and lines(f"{name}_home") else name


EVENT_ASKS = (
    "event_chat",
    "event_chat_to_host",
    "event_host_ask",
    "event_chat_meeting",
    "event_host_ask_meeting",
    "event_chat_turnout",
    "event_chat_meeting_say",
)
# how the other is (the one question that opens a meeting two arranged)
DAY_ASKS = ("ask_day", "ask_day_busy", "ask_day_young", "ask_day_home", "ask_day_home_late")
ASK_SEEN = 0.4  # of openers that could ask about what they see the other doing
BUSY = 0.1  # of asks about the other's day: how busy they are ("Busy morning?")
# of those, what an adult asks a child (not "What time will you be back tonight?")
CHILD_ASKS = ("ask_slept", "ask_breakfast", "ask_wellbeing", "ask_evening", "ask_happened")
# what a parent, child or spouse asks at each time of day: one set per question
FAMILY_ASKS = {
    "morning": ("ask_slept", "ask_back", "ask_breakfast", "ask_wellbeing", "ask_ready"),
    "afternoon": ("ask_dinner", "ask_break", "ask_wellbeing"),
    "evening": ("ask_evening", "ask_happened"),
}

# of talks with nothing else to bring up that ask what the other does next
ASK_PLANS, ASK_PLANS_CLOSE, ASK_PLANS_EMPTY = 0.05, 0.12, 0.25
MEAL_ASKS = ("ask_breakfast", "ask_dinner", "ask_dinner_guest")  # "Had breakfast yet?"
ASK_KIN = 0.5  # of later lines that could ask after the listener's household
ASK_WORKDAY = 0.6  # of later lines of an empty talk that could ask how their work is going
EVENING = 16 * 60  # a gathering from this minute on takes the place of the family's dinner


def question(
    scene: Scene, book: Phrasebook, slots: dict[str, str], first: bool, seed: int, line: str = ""
) -> str:
    """Something to ask the listener: about what I saw them doing, their interests, their day,
    their own matter as I hold it. The opening question is one of the fitting kinds, by hash;
    later, the interest not yet asked about, then one of the rest (``_later``). ``line`` is
    what this line says so far. At a meeting the two arranged, which has its own matter, only
    the one who opens the talk asks, and only how the other is ("Here I am, as promised.
    How's it going?"): not "What's it like at the Post Office?" after "Shall we make a start?"."""
    if scene.appointment is not None and (scene.transcript or not first):
        return ""
    mine = " ".join(x.text for x in scene.mine)
    everyone = " ".join(x.text for x in scene.transcript)
    topic_lines = _topic_lines(scene)
    topic = ""
    if topic_lines:
        # an interest question asked once today is not asked again (it would be the same answer)
        fresh = [q for q in topic_lines if not any(q in s for s in book.said)]
        if fresh:
            topic = fresh[int(stable_rand(seed, "topic", scene.sp.id, scene.now) * len(fresh))]
    at_event = talk_event.question(scene, book, slots)
    if at_event and not any(said_from(q, everyone) for q in EVENT_ASKS):
        return at_event
    kin = talk_kin.question(scene, book, slots, seed) if not at_event else ""
    if not first:
        if topic and not any(q in mine for q in topic_lines):
            return topic
        return _later(scene, book, slots, seed, mine, everyone, kin, at_event)
    cands: list[str] = []
    # what one knows the other is busy with or troubled by (a record of theirs) comes first
    if not at_event and (after := talk_after.matter(scene, seed, line)) is not None:
        if asked_after := talk_after.ask(scene, book, after, slots):
            cands.append("=" + asked_after)
    # at home, one's family's chores are in plain sight: nobody asks "making tea, are you?"
    # nor does anyone ask someone at their own work what they are doing there, nor a colleague
    # (where they work is known of anyone one knows, bond or none: ``Listener.works_at``)
    at_work = scene.at_their_place() and "workplace" in scene.owners
    theirs = scene.listener.works_at if scene.listener is not None else ""
    at_work = at_work or bool(theirs and theirs == scene.sector)
    mates = scene.listener is not None and "work" in scene.listener.ties and scene.at_my_work()
    if (
        "their_doing" in slots
        and not at_event  # (at a gathering: not "Listening to the speaker?" to its host)
        and not (scene.kind == "family" and scene.at_my_home())
        and not at_work
        and not mates
        and not book.has_said(slots["their_doing"])  # asked someone else that already today
        # (now and then: a greeting that reads out what the other is doing is a tic)
        and stable_rand(seed, "seen", scene.sp.id, scene.lname, scene.now) < ASK_SEEN
    ):
        cands.append("ask_seen_now" if seen_just_now(scene) else "ask_seen")
    if topic:
        cands.append("=" + topic)
    if kin:
        cands.append("=" + kin)
    if not at_event and (workday := talk_workday.question(scene, book, slots)):
        cands.append("=" + workday)
    if scene.kind == "family":
        asks = FAMILY_ASKS.get(scene.tod, ()) if not scene.again() else ()
        child = scene.listener is not None and 0 < scene.listener.age < 16
        if child:  # a child's evenings are not its own (asked by a parent or a brother alike)
            asks = tuple(a for a in asks if a in CHILD_ASKS)
        if scene.listener is not None and scene.listener.off_today:  # (retired, a day off)
            asks = tuple(a for a in asks if a != "ask_back")
        if _do_tonight(scene):  # (their do is tonight's dinner, and when they are back)
            asks = tuple(a for a in asks if a not in ("ask_dinner", "ask_back"))
        if asks:  # (the time-of-day asks belong to the first talk of the day)
            ask = asks[int(stable_rand(seed, "fam", scene.sp.id, scene.now) * len(asks))]
            if ask == "ask_dinner" and not _lives_with(scene):
                ask = "ask_dinner_guest"  # (one's own household is not asked round for tea)
            cands.append(at_home(scene, ask))  # (at home, in the words of home)
    if scene.at_their_place() and "workplace" in scene.owners and talk_place_ask.works_here(scene):
        cands.append(talk_place_ask.name(scene, seed))  # (in the place's own words)
    # only to someone one knows (what one knows of them says where they live and work); a
    # stranger might be the owner, so one asks about their day instead
    known = scene.kind not in ("family", "stranger")
    # at a gathering everyone knows what brings everyone here
    if (
        scene.public()
        and len(scene.others) == 1  # in a group, "you" might be the one who works here
        and scene.sector
        and known
        and not works_here(scene)
        and not at_event
        and scene.gathering is None  # (nor at one held here: not "Here on business?" to a guest)
        and not known_there(scene)
    ):
        cands.append("ask_here")
    # those who woke in the same house do not ask each other over breakfast how the day goes
    housemate = scene.listener is not None and scene.lives_with(scene.listener.name)
    if not scene.again() and not (housemate and scene.tod == "morning"):
        # (at home, in one's own words: not "Keeping well?" to one's mother)
        home = "ask_day_home"
        if scene.tod != "morning" and stable_rand(seed, "late", scene.sp.id, scene.now) < 0.5:
            home = "ask_day_home_late"  # (a day mostly behind them: how it went)
        day = "ask_day"  # (now and then how busy one is: "Busy morning?", answered so)
        if stable_rand(seed, "busy", scene.sp.id, scene.now) < BUSY:
            day = "ask_day_busy"
        young = scene.listener is not None and 0 < scene.listener.age < 16 <= scene.sp.age
        day = "ask_day_young" if young else day  # (a child is not asked after its health)
        cands.append(home if scene.kind in ("family", "romance") else day)
    if scene.appointment is not None:
        cands = [c for c in cands if c in DAY_ASKS]
    cands = talk_ill.asks(scene, book, slots, seed, cands)  # (an ill one at home: how today)
    start = int(stable_rand(seed, "q", scene.sp.id, scene.lname, scene.now) * min(3, len(cands)))
    for name in cands[start:] + cands[:start]:
        if not name.startswith("=") and said_from(name, everyone):
            continue  # the other asked me that already
        if name == "ask_day_young" and said_from("ask_day", everyone):
            continue  # (asked how I am in a grown-up's words: the same question)
        text = name[1:] if name.startswith("=") else book.pick(name, **slots)
        if text:
            return text
    return ""


def _later(
    scene: Scene,
    book: Phrasebook,
    slots: dict[str, str],
    seed: int,
    mine: str,
    everyone: str,
    kin: str,
    at_event: bool,
) -> str:
    """A later question: one of what the speaker can ask from what it knows of the listener
    (their household by name, how their work goes, their work here in the place's words) and
    what they do next, by hash; what is next is one choice among them, never the default, and
    never asked of someone one has met already today (asked then, or nothing to ask now)."""
    choices: list[str] = []
    if kin and stable_rand(seed, "kin", scene.sp.id, scene.lname, scene.now) < ASK_KIN:
        choices.append(kin)
    empty = talk_after.empty_so_far(scene, mine)
    if (
        not at_event  # (at a gathering: not "Long day at the shop?" over the toast)
        and empty
        and stable_rand(seed, "workday", scene.sp.id, scene.lname, scene.now) < ASK_WORKDAY
        and (workday := talk_workday.question(scene, book, slots))
    ):
        choices.append(workday)
    if (here := _work_here(scene, book, slots, seed, everyone)) and empty:
        choices.append(here)
    if plans := _plans(scene, book, slots, seed, mine, everyone):
        choices.append(plans)
    if not choices:
        return ""
    return choices[
        int(stable_rand(seed, "later", scene.sp.id, scene.lname, scene.now) * len(choices))
    ]


def _work_here(
    scene: Scene, book: Phrasebook, slots: dict[str, str], seed: int, everyone: str
) -> str:
    """Asked of one at work here how the work goes, in the place's words, once a talk."""
    theirs = scene.listener.works_at if scene.listener is not None else ""
    if not (theirs and theirs == scene.sector) or len(scene.others) != 1:
        return ""
    if scene.listener is not None and "work" in scene.listener.ties:
        return ""  # (a workmate sees how busy it is)
    busy = ("ask_work", talk_place_ask.MATE, "ask_day_busy", *talk_place_ask.SETS)
    if any(said_from(s, everyone) for s in busy):
        return ""
    return book.pick(talk_place_ask.name(scene, seed), **slots)


def _plans(
    scene: Scene, book: Phrasebook, slots: dict[str, str], seed: int, mine: str, everyone: str
) -> str:
    """What the listener does next, asked now and then ('' when not)."""
    if said_from("ask_plans", everyone) or said_from("ask_plans_home", everyone):
        return ""
    if any(said_from(q, everyone) for q in MEAL_ASKS):
        return ""  # a meal was talked of: what is next is most likely that meal again
    if not 5 * 60 <= scene.now % 1440 < 21 * 60:
        return ""  # late at night nobody asks what is next
    if scene.again():
        return ""  # met earlier today: what is next was theirs to tell then, not asked twice
    # most talks end without asking what is next; one's household and friends ask more,
    # and a talk that has had nothing in it yet asks it rather than part on "fine, thanks"
    ask = ASK_PLANS_CLOSE if scene.kind in ("family", "close", "romance") else ASK_PLANS
    if scene.kind in talk_after.KINDS and talk_after.empty_so_far(scene, mine):
        ask = ASK_PLANS_EMPTY
    if len(scene.others) > 1:  # a group has talk enough without it: "Anything on later?" to
        ask = ASK_PLANS  # all of them was most of what a group asked
    if scene.mood.lonely:  # glad of the company: one keeps the talk going
        ask = 1.0
    if stable_rand(seed, "plans", scene.sp.id, scene.lname, scene.now) > ask:
        return ""
    return book.pick(at_home(scene, "ask_plans"), **slots)


def _topic_lines(scene: Scene) -> tuple[str, ...]:
    lis = scene.listener
    if lis is not None and "work" in lis.ties:
        return ()  # we work at the same place: I know how business is there, and the shift
    bond = bond_of(lis.relationship if lis else "")
    # what the listener is, not what a clause says they do with me or talk about: "His mum,
    # who asks how the piano piece is coming along" is no reason to ask Mum about the piano
    bond = re.split(r"[;,]| who | whose | where | whom | and ", bond)[0]
    # my own workplace named in it says where we meet ("A regular at Ann's Stores"): it is no
    # business of theirs to be asked after
    if scene.sp.work is not None and scene.sp.work.sector:
        bond = bond.replace(scene.sp.work.sector, "")
    for topic in active().topic_questions:
        if bond and re.search(topic.pattern, bond, re.IGNORECASE):
            return topic.lines
    return ()


def known_there(scene: Scene) -> bool:
    """What I know of the listener ties them to this place ("volunteers at the park"):
    their workplace on a day off is still no place to ask them what brings them to."""
    place = scene.sector.lower()
    if not place or not scene.listener:
        return False
    if (
        scene.sector in scene.listener.places
        or place in bond_of(scene.listener.relationship).lower()
    ):
        return True
    return any(scene.lname in m.text and place in m.text.lower() for m in scene.memories)
