"""Family and a standing illness at home: asked after it, answered truthfully, met with concern.

Those who live with someone who has not been well know it first-hand (``Scene.home_troubles``:
the household's standing troubles as records) and ask after it at home, once a day each at most,
and not in every talk ("How are you feeling today, Dad?": ``ask_ill_kin``). The ill one answers
from its own record (a standing illness of its own, ``PersonaCard.facts``): to family it admits
it ("Not so bright, to be honest.": ``ans_fine_home_ill``), never "Good, ta."; the one who asked
shows concern (``react_kin_ill``). Nothing here reads a sentence but the sets' own lines.
"""

from __future__ import annotations

from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.situation import Scene
from game.mind.facts import Fact

ASK = "ask_ill_kin"
ANSWER = "ans_fine_home_ill"
CHANCE = 0.6  # of first lines to an ill housemate, when not asked yet today


def ill(fact: Fact, who: str) -> bool:
    """Whether ``fact`` is ``who``'s own standing illness."""
    return fact.topic == "illness" and fact.about == (who,) and not fact.secret


def is_ill(scene: Scene) -> bool:
    """Whether the speaker has a standing illness of its own on record."""
    return any(ill(f, scene.sp.id) for f in scene.sp.facts)


def question(scene: Scene, book: Phrasebook, slots: dict[str, str], seed: int) -> str:
    """'How are you feeling today, Dad?' to an ill housemate one talks with alone ('' when not
    them, asked of anyone today already, or not this time)."""
    lis = scene.listener
    if lis is None or len(scene.others) != 1 or lis.id not in scene.housemates:
        return ""
    if scene.kind not in ("family", "romance") or scene.transcript and scene.mine:
        return ""
    if not any(ill(f, lis.id) for f in scene.home_troubles):
        return ""
    if any(said_from(ASK, s) for s in scene.said):  # (once a day: not in every talk)
        return ""
    if stable_rand(seed, "ill?", scene.sp.id, lis.id, scene.now) >= CHANCE:
        return ""
    return book.pick(ASK, **slots)


def asks(scene: Scene, book: Phrasebook, slots: dict[str, str], seed: int, cands: list) -> list:
    """The candidates of a first question: the ill one's health alone when it is asked now
    (``question``), else ``cands`` as they were."""
    q = question(scene, book, slots, seed)
    return ["=" + q] if q else cands


def answer(scene: Scene, book: Phrasebook, slots: dict[str, str]) -> str:
    """How one is, to family, by one with a standing illness of its own: the truth ('' for
    one who has none)."""
    return book.pick(ANSWER, **slots) if is_ill(scene) else ""
