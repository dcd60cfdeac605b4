"""Asking after the people someone lives with, and answering from what one holds of them.

People who know a family ask after it: "How's Jo getting on at school?", "And how's
Ann keeping?". Whom the listener lives with is a record (``Listener.kin``: those of the
household the speaker knows by name, with their ages), so the question names real people. The
one asked answers from its records: news it holds of that person and has not told this
listener (``UtteranceRequest.news``, a record whose ``about`` names them) is told then and
there, as the answer; with none, a word that they are well. The asker takes a plain answer
with a kind word for them ("Give Jo my best."). Phrasing: ``ask_kin``, ``ask_kin_child``,
``ans_kin``, ``ans_kin_news``, ``ans_kin_trouble``, ``react_kin`` in ``data/speech.toml``.
"""

from __future__ import annotations

import re

from game.brains.builtin import names, news_kin, news_words, talk_fit, talk_leave
from game.brains.builtin.address import kin_word
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.situation import Scene
from game.brains.builtin.talk_facts import spoken
from game.mind.brain import Utterance, UtteranceRequest
from game.mind.types import MemoryLine

ASKS = ("ask_kin", "ask_kin_child")
PLAIN = ("ans_kin", "ans_kin_child")  # the answers that they are well
SCHOOL_AGE = (5, 18)  # asked after "at school"
GROWN = 16  # who asks after someone's family: not a child
ASK = 0.4  # of the talks where one could ask after the listener's household


def candidates(scene: Scene) -> list[tuple[str, int]]:
    """Those of the listener's household the speaker might ask after: known by name, not in
    this talk, not the speaker's own household (one does not ask one's wife how one's son is)."""
    lis = scene.listener
    if lis is None or not lis.kin or scene.sp.age < GROWN or len(scene.others) != 1:
        return []
    if not lis.knows or scene.kind == "stranger":  # (one asks after the family of a friend)
        return []
    if 0 < lis.age < GROWN:  # (nobody asks a child how its mother is keeping)
        return []
    if "home" in lis.ties:
        return []
    here = {o.id for o in scene.others} | {scene.sp.id}
    return [(k, age) for k, age in lis.kin if k not in here and k in scene.names]


def question(scene: Scene, book: Phrasebook, slots: dict[str, str], seed: int) -> str:
    """'How's Jo getting on at school?' about one of the listener's household ('' when there
    is nobody to ask after, or it was asked in this talk)."""
    people = candidates(scene)
    if not people or any(asked(x.text) for x in scene.transcript):
        return ""
    if any(asked(x) for x in scene.said):  # (once a day: not of everyone one meets)
        return ""
    if stable_rand(seed, "kin?", scene.sp.id, scene.lname, scene.now) >= ASK:
        return ""
    # the young first (a neighbour asks after the children), then by a draw
    people.sort(key=lambda p: (not 0 < p[1] < SCHOOL_AGE[1], p[0]))
    young = [p for p in people if 0 < p[1] < SCHOOL_AGE[1]]
    pool = young or people
    kid, age = pool[int(stable_rand(seed, "kin", scene.sp.id, scene.now) * len(pool))]
    kin = names.given_name(scene.names[kid])
    school = SCHOOL_AGE[0] <= age < SCHOOL_AGE[1]
    return book.pick("ask_kin_child" if school else "ask_kin", **{**slots, "kin": kin})


def asked(text: str) -> bool:
    return any(said_from(s, text) for s in ASKS)


def asked_me(scene: Scene, text: str) -> bool:
    """Whether ``text`` asks me after someone I know by name (not "How's the garden?")."""
    return asked(text) and bool(whom(scene, text))


def whom(scene: Scene, text: str, among: tuple[str, ...] = ()) -> str:
    """The id of the person the question in ``text`` (its last sentence) asks after: someone
    the speaker knows by name (of ``among``, when given) whose first name it says (one who
    shares the speaker's surname first)."""
    text = _last_sentence(text)
    pool = among or tuple(scene.names)
    hits = [
        i
        for i in pool
        if i != scene.sp.id and i in scene.names and _names(names.given_name(scene.names[i]), text)
    ]
    surname = scene.sp.name.split()[-1]
    hits.sort(key=lambda i: (scene.names[i].split()[-1] != surname, i))
    return hits[0] if hits else ""


def _last_sentence(text: str) -> str:
    cut = max(text.rstrip().rfind(c, 0, len(text.rstrip()) - 1) for c in ".!。！")
    return text[cut + 1 :] if cut >= 0 else text


def _names(first: str, text: str) -> bool:
    """Whether ``text`` says the name ``first`` (a whole word; a name in a script without
    spaces, as it stands)."""
    if not first.isascii():
        return first in text
    return re.search(rf"(?<![\w']){re.escape(first)}(?!\w)", text) is not None


def news_of(scene: Scene, news: tuple[MemoryLine, ...], kid: str) -> MemoryLine | None:
    """News I may tell of ``kid``: a record about them, not a secret, not a love life told to
    a child, its gathering not over."""
    lis = scene.listener
    to_child = lis is not None and 0 < lis.age < GROWN
    for m in news:
        f = m.fact
        if f is None or kid not in f.about or f.secret or not f.news:
            continue
        if scene.sp.id in f.about[1:]:  # (of me too: not mine to tell as theirs)
            continue
        if to_child and f.topic == "romance":
            continue
        if scene.today is not None and f.over(scene.today, scene.now):
            continue
        return m
    return None


def answer(
    scene: Scene, book: Phrasebook, slots: dict[str, str], text: str, news: tuple[MemoryLine, ...]
) -> tuple[str, MemoryLine | None]:
    """My answer to being asked after someone I live with: their news told, or that they are
    well; and the news item told (None for none)."""
    kid = whom(scene, text)
    if not kid:
        return book.pick("ans_kin_none", **slots), None
    kin = names.given_name(scene.names[kid])
    item = news_of(scene, news, kid)
    if item is None:  # (of one's parent or grandparent: "Dad's fine", not his first name)
        word = kin_word(dict(scene.housemate_bonds).get(kid, ""))
        # asked how a child gets on at school: how school goes, not "never stops"
        plain = "ans_kin_child" if said_from("ask_kin_child", _last_sentence(text)) else "ans_kin"
        return book.pick(plain, **{**slots, "kin": word or kin}), None
    trouble = item.fact.topic in ("worry", "illness", "quarrel")
    g = item.fact.event
    # (a do held for me, my daughter's supper for my birthday: said in my own person, not
    # "Ann is giving her mother Mary a supper" by Mary)
    mine = news_words.theirs(scene, book, item.fact) if g and g.honoree == scene.sp.id else ""
    # (a trouble at home told as family: "Mum's worried about Dad.", not of "her husband")
    body = (
        mine or news_kin.said(scene, book, item.fact) or spoken(item.fact, scene.sp.id, scene.today)
    )
    if " " not in scene.names[kid]:  # (a name without spaces: one's own family by given name)
        body = body.replace(scene.names[kid], kin)
    after = body[len(kin) : len(kin) + 1]
    if body.startswith(kin) and (not kin.isascii() or not after.isalpha()):
        kin = ""  # the news opens with their name: not "Jo's been better: Jo heard ..."
    lead = book.pick("ans_kin_trouble" if trouble else "ans_kin_news", **{**slots, "kin": kin})
    return f"{lead} {body}".strip(), item


def taken(scene: Scene, book: Phrasebook, slots: dict[str, str], text: str) -> str:
    """The asker's word on a plain answer ("Give Jo my best."), '' when ``text`` is not one."""
    if not any(said_from(s, text) for s in PLAIN) or not scene.mine:
        return ""
    lis = scene.listener
    kid = whom(scene, scene.mine[-1].text, tuple(k for k, _ in lis.kin)) if lis else ""
    kin = names.given_name(scene.names[kid]) if kid else ""
    young = lis is not None and 0 < dict(lis.kin).get(kid, 0) < SCHOOL_AGE[1]
    return (
        book.pick("react_kin_child" if young else "react_kin", **{**slots, "kin": kin})
        if kin
        else ""
    )


def reply(
    scene: Scene,
    book: Phrasebook,
    slots: dict[str, str],
    parts: list[str],
    req: UtteranceRequest,
    text: str,
) -> Utterance:
    """My whole line when asked after someone I live with (``parts``: its greeting, if any):
    the answer, with the record of the news it tells, and a goodbye on the talk's last line."""
    said, item = answer(scene, book, slots, text, (*req.household_news, *req.news))
    parts = [*parts, said]
    last = req.max_turns_left <= 1
    if last:
        parts.append(talk_leave.goodbye(scene, book, slots, "", " ".join(parts)))
    line = " ".join(p for p in parts if p)
    return Utterance(
        text=talk_fit.finish(line, scene.known, scene.today, scene.addr),
        end=last,
        told=(item.id,) if item is not None else (),
        fact=item.fact if item is not None else None,
    )
