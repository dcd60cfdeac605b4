"""Talking over a story both already have: "Are you going to Ann's party tonight?", "Any word
on how Tom is doing?", and the other's answer, from records only.

What gives a talk a purpose when nobody has news: something the two of them both know about
someone else (the speaker knows the listener has it: ``Listener.has``, keys of the facts it told
them, heard from them or made with them). The question carries the record (``Utterance.fact``),
so the hearer answers what was asked about: whether it goes to the gathering (the mind's
decision, ``UtteranceRequest.going``) or what it makes of the story, by the story's topic. No
line is parsed to find the story: the record travels with the line.
"""

from __future__ import annotations

from game.brains.builtin.names import by_first_name
from game.brains.builtin.phrases import Phrasebook, lines
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.situation import Scene
from game.brains.builtin.spoken_words import called
from game.brains.builtin.talk_facts import ATTEND, spoken, upcoming, when_words
from game.mind.facts import TROUBLES, Fact
from game.mind.public_matter import for_them

# the phrase sets that ask about a shared story (read back by ``talk_acts.asked``)
ASKS = ("discuss_event", "discuss_trouble", "discuss_romance", "discuss_row", "discuss_news")
# a story's topic -> the question asked about it, and the opinion that answers it
_BY_TOPIC = {
    "illness": ("discuss_trouble", "opinion_trouble"),
    "worry": ("discuss_trouble", "opinion_trouble"),
    "romance": ("discuss_romance", "opinion_romance"),
    "quarrel": ("discuss_row", "opinion_row"),
    "meeting": ("discuss_news", "opinion_decide"),
    "election": ("discuss_news", "opinion_decide"),
}
DISCUSS = 0.45  # of openers with a shared story to hand that bring it up
PER_DAY = 2  # stories one talks over in a day, at most
STORY_SAID = 70  # characters: a story longer than this is asked about by whose it is
ASK_GOING = 0.5  # of others' gatherings passed on that are asked about ("are you going?")


def shared_story(scene: Scene, seed: int, first: bool) -> Fact | None:
    """A story the speaker holds that it knows the (one) listener has too, about someone
    else, not secret, not over, whose subject the speaker can name; none once the speaker has
    talked ``PER_DAY`` stories over today, and at an opener only ``DISCUSS`` of the time."""
    who = scene.listener
    if who is None or len(scene.others) != 1 or not who.has or scene.kind == "quarrel":
        return None
    if sum(asked_about(s) for s in scene.said) >= PER_DAY:
        return None  # talked stories over enough for one day
    if first and stable_rand(seed, "discuss", scene.sp.id, who.id, scene.now) >= DISCUSS:
        return None
    have = set(who.has)
    # (what was told in this very talk is news to them, not a story they had: "First I've
    # heard of it." is not asked "Has Ann said any more about it to you?")
    told_here = {x.fact.key for x in scene.transcript if x.fact is not None}
    for m in scene.memories:
        f = m.fact
        if f is None or f.key not in have or f.secret or not (f.news or f.topic in TROUBLES):
            continue
        if f.key in told_here:
            continue
        if scene.sp.id in f.about or who.id in f.about:
            continue  # one's own news is told; theirs is asked after (``talk_follow``)
        if f.subject in scene.housemates:
            continue  # one of my own household: not a story to ask others about
        if f.event is not None and not _to_come(scene, f):
            continue  # (begun: not "Will I see you at it?" while it is on)
        if f.event is not None and f.subject in dict(who.kin):
            continue  # their own household's do: they will be there, it is not asked
        if f.event is not None and not for_them(f.topic, who.age):
            continue  # a meeting is for grown-ups: a child is not asked whether it goes
        if f.event is None and f.subject not in scene.names:
            continue  # a story about someone one cannot name is not asked after
        return f
    return None


def asks_going(scene: Scene, fact: Fact, seed: int) -> bool:
    """Whether someone else's gathering, to be passed on, is brought up as a question ("Are you
    going to ...?") rather than told: half the time, when it is not a secret and not over, not
    a meeting asked of a child, and not of one who lives with its host."""
    return (
        fact.event is not None
        and fact.subject != scene.sp.id
        and fact.event.honoree != scene.sp.id  # (not "Are you going to Ann's supper?" by Ann)
        and not fact.secret
        and len(scene.others) == 1
        and fact.subject not in dict(scene.others[0].kin)  # (their household's: they go)
        and for_them(fact.topic, scene.others[0].age)
        and _to_come(scene, fact)
        and stable_rand(seed, "ask going", scene.sp.id, fact.key, scene.now) < ASK_GOING
    )


def _to_come(scene: Scene, fact: Fact) -> bool:
    """Whether ``fact``'s gathering has yet to begin (by its record: a day to come, or today
    before its start)."""
    return upcoming(fact, scene.today, scene.now) and (
        scene.today is None or not fact.event.begun(scene.today, scene.now % 1440)
    )


HERE_BEFORE = 60  # minutes before a gathering from which those at its place are there for it


def here_for_it(scene: Scene, fact: Fact) -> bool:
    """Whether the two are at the gathering's own place as it is about to begin or going on: at
    the venue at 18:53 nobody asks "Will I see you there at seven?" or tells the other of it."""
    g = fact.event
    if g is None or scene.today is None or scene.sector != g.place:
        return False
    return g.date == scene.today.isoformat() and g.start - HERE_BEFORE <= scene.now < g.end


def ask(scene: Scene, book: Phrasebook, fact: Fact, slots: dict[str, str]) -> str:
    """The question that brings ``fact`` up."""
    name = "discuss_event" if fact.event is not None else _BY_TOPIC.get(fact.topic, ("",))[0]
    said = _slots(scene, fact)
    if len(said["story"]) > STORY_SAID:  # a long story is named, not recited again
        del said["story"]
    return book.pick(name or "discuss_news", **{**slots, **said})


def reply(
    scene: Scene,
    book: Phrasebook,
    fact: Fact,
    going: str,
    slots: dict[str, str],
    known: bool = True,
) -> str:
    """The answer to being asked about ``fact``: going or not, or what one makes of it;
    ``known``: whether one had it before (a gathering one had not heard of is news first)."""
    both = {**slots, **_slots(scene, fact)}
    if scene.sp.id in fact.about:  # asked about oneself after all
        return book.choose(lines("react_own_asked"), "me")
    if fact.event is not None:
        if going == "host":
            return book.pick("attend_host", **both)
        new = "" if known else book.pick("discuss_new", **both)
        said = book.pick(ATTEND.get(going, "attend_undecided"), **both)
        return " ".join(p for p in (new, said or book.pick("attend_undecided", **both)) if p)
    if fact.subject in scene.housemates:  # asked about one of my own household
        home = "opinion_home_trouble" if fact.topic in TROUBLES else "opinion_home"
        return book.pick(home, **both)
    opinion = _BY_TOPIC.get(fact.topic, ("", "opinion_news"))[1]
    return book.pick(opinion, **both)


# an answer to "are you going?" -> how the asker takes it (the asker is not the host)
_TAKEN = (
    ("attend_yes", "discuss_taken_yes"),
    ("attend_host", "discuss_taken_yes"),
    ("attend_maybe", "discuss_taken_maybe"),
    ("attend_undecided", "discuss_taken_maybe"),
    ("attend_no_work", "discuss_taken_no"),
    ("attend_engaged", "discuss_taken_no"),
    ("attend_no", "discuss_taken_no"),
)


def taken(book: Phrasebook, heard: str, slots: dict[str, str]) -> str:
    """The asker's answer to the other's answer: glad to see them there, or agreeing (or not
    quite) with what they make of the story."""
    for said, name in _TAKEN:
        if said_from(said, heard):
            return book.pick(name, **slots)
    return book.pick("react_opinion", **slots)


def asked_about(text: str) -> bool:
    """Whether ``text`` asks about a shared story (one of ``ASKS``)."""
    return any(said_from(name, text) for name in ASKS)


def _slots(scene: Scene, fact: Fact) -> dict[str, str]:
    """{who}: whose story it is; {story}: the story, said; {other}: the second one in it;
    {event}, {when}: the gathering, by its host's name, and when it is from today."""
    names = scene.names
    who = names.get(fact.subject, "") or (fact.event.host_name if fact.event else "")
    other = names.get(fact.about[1], "") if len(fact.about) > 1 else ""
    story = by_first_name(spoken(fact, scene.sp.id, scene.today), scene.known).rstrip(".。")
    out = {"who": who, "story": story}  # (what the story is, said: not just "her news")
    if other:
        out["other"] = other
    if fact.event is not None:
        out["event"] = called(fact.event)
        out["when"] = when_words(fact.event, scene.today)
    return out
