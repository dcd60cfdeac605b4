"""A follow-up on news just told, and its answer: a talk that stays on what was said.

When someone tells me a fact (``Line.fact``, a record), my reply reacts to it and asks one
thing about it that its topic makes natural ("Is it serious?", "Are you going?", "Does Ann
know?"), instead of changing the subject to news of my own. The question line carries the same
record, so the teller's answer is drawn from records too: for a gathering, what the teller's
mind decided (``UtteranceRequest.going``); for anything else, what the teller holds of it,
which is the record and no more ("That's all I know"), or, for one's own news, how it sits
with one. A project's follow-up is asked only of a project under way: not of a favour one
means to ask, nor of what someone answered to one's asking (``requests.is_outcome``). Phrasing is in ``data/speech.toml`` (``follow_*``, ``ans_follow_*``).
"""

from __future__ import annotations

from game.brains.builtin import news_kin, news_words, talk_after
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.situation import Scene
from game.brains.builtin.talk_facts import gossip
from game.brains.builtin.talk_thread import more_of_mine
from game.mind import requests
from game.mind.facts import PEACE, Fact

# the topics that have a natural follow-up, and the phrase sets that may ask it
_ASK = {
    "worry": ("follow_worry",),
    "illness": ("follow_illness",),
    "romance": ("follow_romance",),
    "party": ("follow_gathering",),
    "meeting": ("follow_gathering",),
    "election": ("follow_election",),
    "quarrel": ("follow_quarrel_why", "follow_quarrel_on", "follow_quarrel_mend"),
    # (not "when will it be done?": a guess at a date the record may already hold)
    "project": ("follow_project_how", "follow_project_see"),
}
# one's own trouble just told, by its topic: the questions that fit it (a trouble that
# concerns someone else is also asked after them: ``follow_worry_you_whom``)
OWN_TROUBLE = {
    "worry": (
        "follow_worry_you_bad",
        "follow_worry_you_long",
        "follow_worry_you_do",
        "follow_worry_you_help",
    ),
    "illness": ("follow_illness_you", "follow_illness_you_long", "follow_worry_you_help"),
}
WHOM = "follow_worry_you_whom"
SETS = tuple(
    sorted(
        {n for sets in _ASK.values() for n in sets}
        | {
            "follow_worry_you_bad",
            "follow_worry_you_long",
            "follow_illness_you",
            *OWN_TROUBLE["worry"],
            *OWN_TROUBLE["illness"],
            "follow_gathering_host",
            WHOM,
        }
        | set(talk_after.ALL)  # asked after one's own matter: answered the same way
    )
)
_GOING = {
    "yes": "attend_yes",
    "maybe": "attend_maybe",
    "no": "attend_no",
    "work": "attend_no_work",
    "asleep": "attend_no",
    "engaged": "attend_engaged",
    "host": "attend_host",
}


def asked(text: str) -> bool:
    """Whether ``text`` asks a follow-up on news (one of the ``follow_*`` sets)."""
    return bool(asked_set(text))


def asked_set(text: str) -> str:
    """The ``follow_*`` set whose question ``text`` asks ('' for none)."""
    return next((s for s in SETS if said_from(s, text)), "")


ASK_CHANCE = 0.75  # not every piece of news gets a question: some are just taken in


def question(
    scene: Scene, book: Phrasebook, fact: Fact, teller: str, slots: dict, seed: int = 0
) -> str:
    """The follow-up I ask on ``fact`` just told by ``teller`` ('' when its topic has none,
    it is about me, or I just take it in). Names come from the record: ``who`` whose news it
    is, ``whom`` the other one it concerns."""
    me = scene.sp.id
    sets = _ASK.get(fact.topic)
    if sets is None or me in fact.about:
        return ""
    if fact.key.startswith(PEACE):
        return ""  # two who made it up: not "Is it still going on?"
    if fact.topic == "romance" and not fact.secret:
        return ""  # an outcome told openly ("it's a yes") is not a crush to wonder about
    if fact.topic == "project" and fact.subject != teller:
        return ""  # "How's it coming along?" is for the one whose project it is
    if fact.topic == "project" and (fact.ask or requests.is_outcome(fact)):
        # a favour one means to ask, or the answer someone gave one, is no work in progress:
        # "Is it much work?" of "Ann asked me ... I said yes" presumes a project nobody told
        return ""
    r = stable_rand(seed, "follow", me, fact.key, scene.now)
    if r >= ASK_CHANCE:
        return ""
    name = sets[int(r / ASK_CHANCE * len(sets)) % len(sets)]
    names = {i: n.split()[0] for i, n in scene.names.items()}
    names.update({o.id: o.name.split()[0] for o in scene.others})
    who = names.get(fact.subject, "") if fact.subject != teller else "you"
    # (the last one it is about: the one a crush is on, in gossip of two others as in one's own)
    whom = next((names.get(a, "") for a in reversed(fact.about[1:]) if a not in (me, teller)), "")
    if fact.subject == teller and fact.topic in OWN_TROUBLE:  # their own trouble: asked of them
        # (by what it is: a worry is not asked "Is it serious?"; one about someone else, after
        # them too)
        sets = OWN_TROUBLE[fact.topic] + ((WHOM,) if whom else ())
        name = sets[int(r / ASK_CHANCE * len(sets)) % len(sets)]
        if name == WHOM:  # (asked after the first other it is about: whom the worry is for)
            whom = next((names.get(a, "") for a in fact.about[1:] if a not in (me, teller)), "")
    elif name == "follow_gathering" and fact.event is not None and teller == fact.event.host:
        name = "follow_gathering_host"  # (the host is going, of course: asked about it instead)
    elif fact.subject == teller and name == "follow_quarrel_mend":
        name = "follow_quarrel_on"  # (whether "they" make it up is no question for one in it)
    return book.pick(name, **{**slots, "who": who, "whom": whom}) if who or whom else ""


def answer(
    scene: Scene, book: Phrasebook, fact: Fact | None, going: str, slots: dict, text: str
) -> str:
    """The teller's answer to the follow-up ``text`` asked on ``fact``: its decision about a
    gathering; else the answers of that question, its own (``_own``: the news is mine) or as
    one who only heard it, which is the record and no more."""
    name = asked_set(text)
    if fact is not None and fact.event is not None and going in _GOING:
        if name != "follow_gathering_host":
            return book.pick(_GOING[going], **slots)
    # (what one makes of two others is answered as one who only heard it: not "That's the
    # trouble", which is the one with the crush speaking)
    own = fact is not None and fact.subject == scene.sp.id and not gossip(fact)
    said = "" if own else news_kin.follow(scene, book, fact)  # (of one's family: as family)
    said = said or (book.pick(f"ans_{name}{'_own' if own else ''}", **slots) if name else "")
    said = said or book.pick("ans_follow_own" if own else "ans_follow_more", **slots)
    more = more_of_mine(scene, fact) if own else None  # asked about it: what else I have on it
    if more is None:
        return said
    return f"{said} {news_words.own(scene, book, more) or more.mine.strip()}"
