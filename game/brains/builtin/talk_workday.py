"""Asking a friend about their working day, where they work being a record one holds
(``Listener.works_at``): "What's new down at Bob's Forge?", and in the evening "Busy day at
Bob's Forge?". A talk with nothing in it otherwise asks what the other does next ("Any plans
for later?"), and most of a town's talks were that question and a meal for its answer; what
one knows of the other's day is the better thing to ask.

Asked of a grown-up one knows (not a stranger, not one's household, who share the day) who
works somewhere that is not here and not one's own workplace too (workmates know how the day
went), on a day they work, not at a gathering; once a talk, and by each speaker once a day at most.
The answer is how the day is going there (``ans_their_work``), not what one is doing now; a talk
that has had it is no longer empty (``talk_after.empty_so_far``): what is next is then asked
no more often than in any talk with something in it. Phrasing:
``ask_their_work``, ``ask_their_work_done``, ``ans_their_work`` in ``data/speech.toml``.
"""

from __future__ import annotations

from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.situation import Scene
from game.brains.builtin.talk_slots import place_name

ASKS = ("ask_their_work", "ask_their_work_done")
GROWN = 18  # a pupil's school is asked after by its family in its own words (ask_kin_child)
KINDS = ("close", "known", "romance")
ASKER = 16  # who asks a grown-up about their work


def place(scene: Scene) -> str:
    """Where the listener works, as one names it ('' when one would not ask about it)."""
    lis = scene.listener
    if lis is None or len(scene.others) != 1 or scene.kind not in KINDS:
        return ""
    if scene.sp.age < ASKER:  # (a child asks a grown-up in its own words: ``ask_work_kid``)
        return ""
    if not lis.works_at or lis.off_today or 0 < lis.age < GROWN:
        return ""
    if {"home", "work"} & set(lis.ties) or lis.id in scene.housemates:
        return ""  # (one's household and one's workmates share the day)
    if lis.works_at == scene.sector:
        return ""  # (at it here: ``ask_work``, "Busy in here?")
    if scene.sp.work is not None and scene.sp.work.sector == lis.works_at:
        return ""
    return place_name(lis.works_at)


def question(scene: Scene, book: Phrasebook, slots: dict[str, str]) -> str:
    """'What's new down at Bob's Forge?' ('' when it does not fit, or was asked already in
    this talk or by me today)."""
    where = place(scene)
    if not where:
        return ""
    if any(asked(x.text) for x in scene.transcript) or any(asked(x) for x in scene.said):
        return ""
    name = "ask_their_work_done" if scene.tod == "evening" else "ask_their_work"
    return book.pick(name, **{**slots, "their_work": where})


def asked(text: str) -> bool:
    return any(said_from(s, text) for s in ASKS)
