"""A request of one's own, made to the one it is for: a storyline acted on, not only told.

A standing fact may carry an ``ask`` (``game.mind.records.Fact.ask``): what its holder says to
the second person it is about when they meet ("Could you cover the counter for me one Saturday
in March?"). It is asked when the two talk alone, and not again while it is among the
speaker's recent lines to them (``Scene.said``: the last days' talks); the one asked answers
yes, maybe or no by what they are to the asker (``answer``), and the asker takes the answer
(``thanks``).
The words are the residents file's and the phrase sets' (``ans_request_*``,
``thank_request_*``); nothing here reads a sentence but the sets' own lines.
"""

from __future__ import annotations

from game.brains.builtin import names, place_said, talk_dates, talk_look_in
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.profile import holds_a_grudge
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.situation import Scene, mask
from game.brains.builtin.spoken_words import when_words
from game.brains.builtin.talk_slots import place_name
from game.mind.facts import Fact

# (a yes that offers a time and place: the one who asked takes it with ``thank_request_meet``)
ANSWERS = ("ans_request_yes_meet", "ans_request_yes", "ans_request_maybe", "ans_request_no",
           "ans_complaint_sorry", "ans_complaint_defend")  # fmt: skip
WARM = ("family", "close", "romance")
FACED = ("sorry", "defend")  # a complaint said to one's face: ``game.mind.requests.FACED``
COLD = ("quarrel", "rival")


def due(scene: Scene) -> Fact | None:
    """The request the speaker has for this listener and has not made yet (None: none)."""
    if len(scene.others) != 1 or scene.listener is None:
        return None
    who = scene.listener.id
    for f in scene.sp.facts:
        if f.ask and len(f.about) > 1 and f.about[1] == who:
            # asked already (in this talk: a line of mine carries its record; today, or to
            # them in the last days: ``Scene.said``): not again
            if any(x.fact is not None and x.fact.key == f.key for x in scene.mine):
                continue
            # (from its second word: a first word that opens a sentence masks differently
            # inside a line: "Mr N, could I" alone, "Hello! N, could I" after a greeting)
            probe = mask(line(scene, f)).split(" ", 1)[-1][:40]
            if not any(probe in s for s in scene.said_so_far()):
                return f
    return None


def line(scene: Scene, fact: Fact, book: Phrasebook | None = None) -> str:
    """The request as the speaker says it (people it knows by first name), and, to look in on
    one of its household, when that would fit (``talk_look_in``: given ``book``)."""
    said = " ".join(fact.ask.split())
    time = talk_look_in.when(scene, book, fact) if book is not None else ""
    return names.by_first_name(f"{said} {time}".strip(), scene.known)


def asked(fact: Fact | None, text: str, of: str = "") -> bool:
    """Whether ``text`` (the last line) made the request ``fact`` holds (of ``of``, when given:
    only of the one it is for; its words quoted to someone else, "I said it to Bob's face,
    too: ...", ask nothing of them)."""
    if fact is None or not fact.ask or (of and fact.about[1:2] != (of,)):
        return False
    return " ".join(fact.ask.split())[:40] in text


def answer(
    scene: Scene, book: Phrasebook, seed: int, slots: dict[str, str], decided: str = ""
) -> str:
    """The answer the mind decided (``UtteranceRequest.request_answer``: yes, maybe, no), in
    the speaker's words; without one: yes to one's own people, no in a quarrel (a grudge
    holder) or a maybe, and for the rest mostly yes: people oblige each other in a small
    place."""
    if talk_dates.asked(scene) is not None:  # asked out: by the bond, an outing for a yes
        return talk_dates.answer(scene, book, slots, seed)
    if talk_dates.asked_of_another(scene):  # (someone else asked out in my hearing: theirs)
        return ""
    if decided in FACED:  # told to my face what I did: sorry, or standing up for myself
        return book.pick("ans_complaint_" + decided, **slots)
    if decided == "yes" and scene.meet is not None:  # and when and where the two will meet
        g = scene.meet
        return book.pick(
            "ans_request_yes_meet", **slots, when=when_words(g, scene.today), where=_where(scene, g)
        )
    if "ans_request_" + decided in ANSWERS:
        return book.pick("ans_request_" + decided, **slots)
    if scene.kind in WARM:
        name = "ans_request_yes"
    elif scene.kind in COLD:
        name = "ans_request_no" if holds_a_grudge(scene.sp) else "ans_request_maybe"
    else:
        r = stable_rand(seed, "request", scene.sp.id, scene.lname)
        name = (
            "ans_request_yes" if r < 0.65 else "ans_request_maybe" if r < 0.9 else "ans_request_no"
        )
    return book.pick(name, **slots)


def answered(text: str) -> str:
    """The answer set a line answers a request from ('' for none)."""
    return next((a for a in ANSWERS if said_from(a, text)), "")


def thanks(book: Phrasebook, answer_set: str, slots: dict[str, str]) -> str:
    """The asker takes the answer: thanks, hope, or letting it go (a time offered: taken)."""
    return book.pick("thank_request_" + answer_set.rsplit("_", 1)[1], **slots)


def meeting(scene: Scene, book: Phrasebook, slots: dict[str, str]) -> str:
    """The first words when the two meet as they arranged (``Scene.appointment``): the one
    whose place it is welcomes the other, the one who came says so ("" when not meeting)."""
    g = scene.appointment
    if g is None or scene.listener is None or scene.listener.id not in (g.host, g.guest):
        return ""  # (greeting someone else first: the appointment waits)
    if any(x.speaker == scene.sp.id for x in scene.transcript):
        return ""
    if talk_dates.on_date(scene):  # out together: a sweetheart's hello
        return talk_dates.meeting(scene, book, slots)
    mine = scene.owners in ("my home", "my workplace")
    return book.pick("appoint_welcome" if mine else "appoint_arrive", **slots)


def _where(scene: Scene, g) -> str:
    """Where the two will meet, as one names it to the other: "my place", "yours", "the
    Corner Cafe" (a home by whose it is, never by its address: ``place_said``)."""
    return place_said.where(scene, g.place) or place_name(g.place)
