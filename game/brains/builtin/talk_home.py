"""How one is, said to someone one lives with, by where one's day stands: before the day out
one has no "long day" behind one, and "Better now I'm home." is said by one who has come back
from work or school, never by one who has been home all night (``ans_fine_home_back``, later
in the day, after a part of it at one's work; else ``ans_fine_home``)."""

from __future__ import annotations

from game.brains.builtin import talk_ill
from game.brains.builtin.activities import classify, work_categories
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.situation import Scene

BACK = 0.5  # of answers at home, by one back from a day out, that say so


def came_back(scene: Scene) -> bool:
    """Whether the speaker is at home after a part of today spent at its work (or school)."""
    if not scene.at_my_home() or scene.tod == "morning":
        return False
    works = {*work_categories(), scene.prof.work_cat}
    return any(classify(b.activity, scene.prof.work_cat).name in works for b in scene.done)


def fine(scene: Scene, book: Phrasebook, slots: dict[str, str]) -> str:
    """How one is, in the words of home ('' when the data has none); by one with a standing
    illness, the truth (``talk_ill``)."""
    if ill := talk_ill.answer(scene, book, slots):
        return ill
    if came_back(scene) and stable_rand(scene.sp.id, scene.now, "back") < BACK:
        said = book.pick("ans_fine_home_back", **slots)
        if said:
            return said
    return book.pick("ans_fine_home", **slots)
