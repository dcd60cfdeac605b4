"""Talk at a gathering: the host welcomes, a guest thanks the host, guests talk about the event.

Without this a party reads like any evening at the cafe ("Busy day at the cafe?" to the
host of the party). A speaker is *at an event* when the block it is in now hosts or attends a
gathering (``event_nouns``: party, gathering, ...) and it is at that block's place, not on the
way. The host is the listener when its sighting says so ("hosting", "welcoming guests") or a
memory names it as the one planning this gathering. Lines come from the ``event_*`` phrase
sets; ``event_chat`` questions are answered from ``event_ans``, the questions of
``OWN_ANSWERS`` from their own sets. At a meeting (``talk_meeting``) the host welcomes those
who came for it and, once it is under way, opens it with its news and view on the matter; one
who holds a view of its own on the matter (an ``opinion`` fact sharing the meeting's words,
``view_on``) says it when asked where it stands, and brings it up with its question; nobody
remarks on the turnout. Cost: two regexes per line.
"""

from __future__ import annotations

import functools
import re

from game.brains.builtin import talk_honour
from game.brains.builtin.phrases import Phrasebook, lines
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.situation import Scene
from game.brains.builtin.spoken_words import called
from game.brains.builtin.spoken_words import said as said_of
from game.brains.builtin.tables import Tables, active
from game.brains.builtin.talk_honour import wishes
from game.brains.builtin.talk_meeting import (
    TALKING_IT_OVER,
    hosts_here,
    opening,
    phase,
    view_on,
    welcomed,
)
from game.brains.builtin.talk_meeting import view_said as _said_view
from game.brains.builtin.talk_who import colleague
from game.brains.builtin.talk_who import works_here as at_work
from game.mind.facts import Fact

_BLOCK = re.compile(
    r"^(host|attend|go to|set up and decorate for|set up for|help out at) "
    r"(?:the |my |a |her |his |their )?(.+?)(?: at [A-Z].*)?$"
)
_HOSTING = re.compile(r"^(?:hosting|welcoming|setting out|greeting guests|giving a toast)", re.I)


@functools.lru_cache(maxsize=8)
def _nouns(tables: Tables) -> re.Pattern:
    return re.compile(r"\b(" + tables.event_nouns + r")\b", re.IGNORECASE)


def event(scene: Scene) -> tuple[str, str, str]:
    """("host" | "guest", "the summer fair", "fair") when the speaker is at a
    gathering now; ("", "", "") otherwise."""
    cur = scene.current
    if cur is None:
        return "", "", ""
    text = re.split(r",\s*then\s+|;\s*", cur.activity.strip())[0].strip(" .")
    m = _BLOCK.match(text)
    if not m:
        return "", "", ""
    if cur.where and scene.sector and cur.where != scene.sector:
        return "", "", ""  # on the way there
    role = "guest" if m.group(1) in ("attend", "go to", "help out at") else "host"
    noun = _nouns(active()).search(m.group(2))
    if noun is None:
        return _recorded(scene, role, text)
    return role, "the " + m.group(2), noun.group(1).lower()


def _recorded(scene: Scene, role: str, text: str) -> tuple[str, str, str]:
    """A party whose plan block names it in words the tables' nouns do not know (a town's own
    words: "go to 李建军's 生日晚宴 at 老街茶馆"), known by its record instead: the gathering
    held here now (``Scene.gathering``), a party, at the place the block names; called as talk
    calls it ("李建军的生日晚宴"; the host's own "生日晚宴"), its own word for it the noun. A
    meeting is left to the nouns (what is said at one reads them)."""
    fact = scene.gathering
    g = fact.event if fact is not None else None
    if g is None or fact.topic != "party" or not g.place or g.place not in text:
        return "", "", ""
    label = (
        called(g)
        if role == "guest" and g.host != scene.sp.id
        else said_of("event_unhosted", what=g.what)
    )
    return role, label, g.what


def birthday_wish(scene: Scene, book: Phrasebook, noun: str) -> str:
    """A wish of many happy returns at a birthday do ('' at any other gathering): to the one
    it is held for by name, when its record says whom ("Happy birthday to Ann!")."""
    g = scene.gathering.event if scene.gathering is not None else None
    named = talk_honour.wish_for(g, book, scene.names, scene)
    return named or book.choose(wishes(f"{noun} {g.what if g is not None else ''}"), "birthday")


def listener_hosts(scene: Scene, noun: str) -> bool:
    seen = scene.seen.get(scene.lname)
    if seen and _HOSTING.match(seen[2]):
        return True
    return any(
        m.text.startswith(scene.lname + " ") and noun in m.text.lower() and "planning" in m.text
        for m in scene.memories
    )


def works_here(scene: Scene) -> bool:
    return at_work(scene) or colleague(scene)


def _kind_of(name: str, noun: str) -> str:
    """The set for this gathering: ``name_meeting`` for a meeting when the data has it."""
    meeting = f"{name}_meeting"
    return meeting if noun in TALKING_IT_OVER and lines(meeting) else name


def greet(scene: Scene, book: Phrasebook, slots: dict[str, str]) -> str:
    """A greeting fitting the event, or '' to greet as usual (one guest to another)."""
    role, label, noun = event(scene)
    if not role:  # (one's own do held here, whatever one's plan is at: its guests welcomed)
        own = hosts_here(scene) and not works_here(scene)
        return book.pick("event_host_greet", **slots) if own else ""
    if honoured := talk_honour.greet(scene, book, slots, role):
        return honoured  # to or from the one it is held for: "Happy birthday, Ann!"
    if role == "host":
        if works_here(scene):
            return ""  # one's own staff is no guest to welcome
        when = phase(scene, noun)
        if when and not welcomed(scene):
            return ""  # in the building for something else: no guest of the meeting
        return book.pick(
            "event_host_greet_early" if when == "before" else "event_host_greet", **slots
        )
    if listener_hosts(scene, noun) or _hosts_home(scene, own=True):
        name = _kind_of("event_guest_greet_host", noun)
        if name == "event_guest_greet_host" and (scene.at_my_home() or scene.at_my_work()):
            name = "event_guest_greet_host_own"  # (no "Thanks for having us" where one lives)
        thanks = book.pick(name, noun=noun, **slots)
        return " ".join(p for p in (thanks, birthday_wish(scene, book, noun)) if p)
    if _hosts_home(scene) or talk_honour.of_household(scene):
        return birthday_wish(scene, book, noun)  # the family whose day it is: a birthday wish
    return ""


def _hosts_home(scene: Scene, own: bool = False) -> bool:
    """Whether the one spoken to lives with the host of the gathering held here (``own``: is
    its host, by its record), the speaker not: a guest, not the family to one another."""
    g = scene.gathering.event if scene.gathering is not None else None
    who = scene.listener
    if g is None or who is None or g.host == scene.sp.id or g.host in scene.housemates:
        return False
    return g.host == who.id if own else g.host in dict(who.kin)


# a guest's other questions, each with its own answers: a question gets an answer to it
# ("Are you going to have your say?" is not answered "Strong feelings in the room")
OWN_ANSWERS = {
    "event_chat_turnout": "event_ans_turnout",
    "event_chat_meeting_say": "event_ans_meeting_say",
}


def question(scene: Scene, book: Phrasebook, slots: dict[str, str]) -> str:
    """What one asks at a gathering ('' for nothing of its own): at a meeting under way its
    host opens it first; before it starts its host asks nothing of it, and a guest asks only
    whether the other will speak."""
    role, label, noun = event(scene)
    if not role:
        return ""
    when = phase(scene, noun)
    if role == "host" and when:
        if when == "before" or not welcomed(scene, anyone=True):
            return ""
        if said := opening(scene, book, slots, label, noun):
            return said
    if role == "host" and works_here(scene):
        return ""  # the one serving at it is no guest: not "Glad you could come?"
    name = _kind_of("event_host_ask" if role == "host" else "event_chat", noun)
    if role != "host" and name == "event_chat" and _to_host(scene, noun):
        name = "event_chat_to_host"  # its host (or one who lives or works here) is not asked
        # "Glad you came?"
    if when == "before" and role != "host" and lines("event_chat_meeting_say"):
        name = "event_chat_meeting_say"  # nothing to make of it yet: will you speak up?
    # (a host asks, and says its own piece when asked)
    meeting = noun in TALKING_IT_OVER
    view = view_on(scene, label, noun) if meeting and role != "host" else ""
    if view and not any(view in x.text for x in scene.transcript):
        # at a meeting, one with a view on the matter says it, and asks the other's
        return f"{view} {book.pick(name, noun=noun, event=label, **slots)}"
    if role != "host" and not name.endswith("_say"):
        more = [n for n in OWN_ANSWERS if lines(n) and _fits(n, name)]
        names = [name, *more]
        name = names[int(stable_rand(*book.key, "event_q", scene.now) * len(names))]
    return book.pick(name, noun=noun, event=label, **slots)


def _to_host(scene: Scene, noun: str) -> bool:
    """Whether the one spoken to holds the gathering here (its record, or what one saw), or
    did not "come" to it at all: it is held where they live or work."""
    who = scene.listener
    if who is None:
        return False
    g = scene.gathering.event if scene.gathering is not None else None
    if g is not None and g.host == who.id:
        return True
    return who.works_at == scene.sector or scene.sector in who.places or listener_hosts(scene, noun)


def _fits(extra: str, name: str) -> bool:
    """A meeting's own question only at a meeting ("have your say" at a party is odd), and the
    crowd only at a party (a meeting is about its matter, not its turnout)."""
    if extra.endswith("_say"):
        return name.endswith("_meeting")
    return not name.endswith("_meeting") or not extra.endswith("_turnout")


def answer(scene: Scene, book: Phrasebook, slots: dict[str, str], asked: str = "") -> str:
    """The answer to a question asked at a gathering (``asked``: the line): by one's own part
    in it, and in the gathering's own terms (a meeting's when the question was a meeting's)."""
    role, label, noun = event(scene)
    meeting = any(said_from(f"{q}_meeting", asked) for q in ("event_chat", "event_host_ask"))
    say = said_from("event_chat_meeting_say", asked)
    if not role and scene.gathering is None and (meeting or say):
        # (no gathering here that I know of: I am here for something else)
        return book.pick("event_ans_not_at_meeting", **slots) or book.pick("event_ans", **slots)
    # (the one it is held for answers as its host does: "I'm just glad people came")
    hosting = role == "host" or talk_honour.is_for_me(scene)
    own = "" if meeting or say else own_place(scene)
    for q, a in OWN_ANSWERS.items():
        if said_from(q, asked) and lines(a):
            if q.endswith("_say") and (piece := _my_say(scene, book, slots, role, label, noun)):
                return piece  # will I speak? what I will say
            if own and (said := book.pick(own, noun=noun, **slots)):
                return said  # (the crowd in my own place: not "nice to get out")
            return book.pick(a, noun=noun, **slots)
    if own and not hosting and (said := book.pick(own, noun=noun, **slots)):
        return said  # my own pub, my own home: I did not "come", and I am no guest
    name = "event_ans_host" if hosting else "event_ans"
    view = view_on(scene, label, noun) if meeting else ""
    if view and not any(view in x.text for x in scene.transcript):
        return view  # where I stand on what the meeting is about, in my own words
    if meeting and (side := stance_line(scene, book, slots)):
        return side  # with its host or against: as my hand will go
    if meeting and lines(f"{name}_meeting"):
        return book.pick(f"{name}_meeting", noun=noun, **slots)
    return book.pick(_kind_of(name, noun), noun=noun, **slots)


def own_place(scene: Scene) -> str:
    """The set a guest's answers take when the place of the gathering is the speaker's own:
    ``event_ans_at_work`` where it works (the landlord in his pub, on shift or not),
    ``event_ans_at_home`` where it lives ('' elsewhere, or when the data has no such set)."""
    name = (
        "event_ans_at_work"
        if scene.at_my_work()
        else "event_ans_at_home"
        if scene.at_my_home()
        else ""
    )
    return name if name and lines(name) else ""


def _my_say(
    scene: Scene, book: Phrasebook, slots: dict[str, str], role: str, label: str, noun: str
) -> str:
    """Asked whether one will speak at a meeting: its host will; one with a view on its matter
    not said yet in this talk says yes, and the view ('' otherwise: the set's maybe or no)."""
    if role == "host":
        return book.pick("event_ans_meeting_say_host", **slots)
    view = view_on(scene, label, noun)
    if not view or any(view in x.text for x in scene.transcript):
        return ""
    return " ".join(p for p in (book.pick("event_ans_meeting_say_view", **slots), view) if p)


def stance_line(scene: Scene, book: Phrasebook, slots: dict[str, str]) -> str:
    """'I'm with Ann on this.' / 'I'm not sure you're right, to be honest.': where the
    speaker stands at the meeting (``Scene.stance``), said to its host or of them."""
    g = scene.gathering.event if scene.gathering is not None else None
    if not scene.stance or g is None:
        return ""
    last = scene.transcript[-1].speaker if scene.transcript else ""
    to_host = scene.listener is not None and scene.listener.id == g.host
    if to_host and (len(scene.others) == 1 or last == g.host):  # the host asked: said to them
        return book.pick(f"ans_stance_{scene.stance}_you", **slots)
    host = scene.names.get(g.host, g.host_name).split(" ")[0]
    return book.pick(f"ans_stance_{scene.stance}", **{**slots, "who": host}) if host else ""


def stance_taken(book: Phrasebook, slots: dict[str, str], text: str) -> str:
    """The host's word to a guest who has just said where it stands ('' for none)."""
    for side in ("with", "against"):
        if said_from(f"ans_stance_{side}_you", text):
            return book.pick(f"react_stance_{side}", **slots)
    return ""


def in_session(scene: Scene) -> bool:
    """The speaker is at a meeting under way: talk is about its matter (``talk`` asks, to tell
    no other news and start on no storyline of its own there)."""
    role, _, noun = event(scene)
    return bool(role) and phase(scene, noun) == "on"


def view_said(scene: Scene, said_own) -> Fact | None:
    """At a meeting, the view on its matter that a line says (of ``said_own``, the speaker's
    facts it says): the record the line carries."""
    role, _, noun = event(scene)
    return _said_view(scene, said_own, noun) if role else None
