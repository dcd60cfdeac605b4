"""Asking after the other's own matter when a talk has had nothing in it: two people who know
each other do not trade "fine, thanks" and part; one asks after what one knows the other is
busy with or troubled by ("How's that project of yours coming along?"), and the one it
concerns by name when the record names one the asker knows ("Is Ann any better? You had me
worried.", "Have you and Bob made it up yet?"); a trouble of one of their household, by
name ("Is Ann on the mend?"), answered as news of theirs one has (``ans_follow_after_*_whom``).

What is asked after is a record: a fact the speaker holds whose subject is the listener (its
project, work, family, worry, illness, a row with someone else), not a secret, not a gathering, not brought up in this
talk. The question is a ``follow_after_*`` set, one per topic, and the line carries the record,
so the listener answers it as any follow-up on its own news (``talk_follow.answer``: how it
sits with it, and the next thing it has on the same matter). Asked once a talk, only while the
talk has carried no news nor record, and not at a second meeting the same day.
"""

from __future__ import annotations

from game.brains.builtin import names, talk_workday
from game.brains.builtin.news_lines import extract_news
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.situation import Scene
from game.mind.facts import PEACE, TROUBLES, Fact

# the topics one asks after, each with its set
SETS = {
    "project": "follow_after_project",
    "work": "follow_after_work",
    "family": "follow_after_family",
    "worry": "follow_after_worry",
    "illness": "follow_after_illness",
    "quarrel": "follow_after_quarrel",  # (a row of theirs with someone else, as they told it)
}
# the same matter asked after with the other one it concerns, by name ("Any word from Ann on
# that project of yours?"): a record whose second person the asker knows, not a favour
WHOM = "_whom"
ALL = (*SETS.values(), *(s + WHOM for s in SETS.values()))
KINDS = ("family", "close", "known", "romance")  # not a stranger, not in a row, not a rival


def empty_so_far(scene: Scene, line: str = "") -> bool:
    """Whether no line of this talk has carried a record, news, a follow-up or how the other's
    work goes (``talk_workday``), nor has ``line`` (what the speaker's line says so far) told
    anything of its own."""
    if any(f.mine and f.mine.strip()[:30] in line for f in scene.sp.facts):
        return False
    return not any(
        x.fact is not None or extract_news(x.text) or asked(x.text) or talk_workday.asked(x.text)
        for x in scene.transcript
    )


def asked(text: str) -> bool:
    return any(said_from(s, text) for s in ALL)


def matter(scene: Scene, seed: int, line: str = "") -> Fact | None:
    """The listener's matter the speaker asks after (None when there is none to ask); not
    of one's own household, whose doings one knows at first hand, and not their work while
    at it, which one can see."""
    who = scene.listener
    if who is None or len(scene.others) != 1 or scene.kind not in KINDS:
        return None
    if scene.appointment is not None:
        return None  # (met as the two arranged: that has its own matter)
    home = scene.lives_with(who.name) or who.id in scene.housemates
    if home or not empty_so_far(scene, line):
        return None
    at_work = scene.at_their_place() or scene.at_my_work()
    seen = {m.fact.key: m.fact for m in scene.memories if m.fact is not None}
    seen.update({f.key: f for f in scene.sp.facts})
    # (a trouble of someone they live with, whom one knows by name: asked after by name)
    kin = {k for k, _ in who.kin if k in scene.names and k not in {o.id for o in scene.others}}
    cands = [
        f
        for f in seen.values()
        if (f.subject == who.id or (f.subject in kin and f.topic in TROUBLES))
        and f.topic in SETS
        and not f.secret
        and f.event is None
        and scene.sp.id not in f.about
        and not (at_work and f.topic == "work")
        and not (f.topic == "quarrel" and _made_up(f, seen.values()))
    ]
    cands.sort(key=lambda f: stable_rand(seed, "after", scene.sp.id, who.id, scene.now, f.key))
    return cands[0] if cands else None


def _made_up(row: Fact, known) -> bool:
    """Whether a record one holds says the two of ``row`` made it up (``PEACE``)."""
    return any(f.key.startswith(PEACE) and set(f.about) == set(row.about) for f in known)


def ask(scene: Scene, book: Phrasebook, fact: Fact, slots: dict[str, str]) -> str:
    """The question after ``fact`` ('' at a second meeting the same day: asked already); one
    that concerns someone else the asker knows by name is asked with them named."""
    if scene.again():
        return ""
    whom = _whom(scene, fact)
    if whom and (said := book.pick(SETS[fact.topic] + WHOM, **{**slots, "whom": whom})):
        return said
    return book.pick(SETS[fact.topic], **slots)


def _whom(scene: Scene, fact: Fact) -> str:
    """The first name of the other one ``fact`` is about (its subject, when that is not the
    listener: one of their household; else the second it names), when the asker knows them
    by name and they are not in this talk ('' else; '' for a favour one means to ask)."""
    lis = scene.listener.id if scene.listener is not None else ""
    if fact.ask or (len(fact.about) < 2 and fact.subject == lis):
        return ""
    other = fact.about[1] if fact.subject == lis else fact.subject
    here = {scene.sp.id, *(o.id for o in scene.others)}
    if other in here or other not in scene.names:
        return ""
    return names.given_name(scene.names[other])
