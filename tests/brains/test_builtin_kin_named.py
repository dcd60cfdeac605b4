"""Asked after one's father, one says "Dad's fine", not his first name (a blind reader of a made
harbour: a daughter of her father, "Oh, Ewan's fine. Never stops"); a spouse or a child is still
said by name. The speaker's bond with each housemate comes with the request
(``UtteranceRequest.housemate_bonds``)."""

from __future__ import annotations

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from
from game.mind.brain import Line, Listener, PersonaCard, UtteranceRequest
from game.mind.types import Place

HOME = Place(sector="Sinclair House", arena="Kitchen")
MORAG = PersonaCard(id="morag", name="Morag Sinclair", age=15, home=HOME)
BOB = Listener(id="bob", name="Bob Marsh", relationship="A neighbour.", knows=True, age=50)
KNOWN = (("bob", "Bob Marsh"), ("ewan", "Ewan Sinclair"), ("isla", "Isla Sinclair"))


def _answer(asked: str, bonds, seed: int) -> str:
    req = UtteranceRequest(
        speaker=MORAG, listeners=(BOB,), place=Place(sector="Quay"), now=10 * 60,
        transcript=(Line(speaker="bob", name="Bob Marsh", text=asked),), known=KNOWN,
        housemates=("ewan", "isla"), housemate_bonds=bonds, max_turns_left=3,
    )  # fmt: skip
    return BuiltinBrain(seed=seed).next_utterance(req).text


BONDS = (("ewan", "Her father, a fish packer."), ("isla", "Her younger sister."))


def test_asked_after_her_father_a_daughter_says_dad():
    answers = [_answer("How's Ewan getting on?", BONDS, seed) for seed in range(1, 9)]
    plain = [a for a in answers if said_from("ans_kin", a)]
    assert plain, answers
    for a in plain:
        assert "Ewan" not in a and "Dad" in a, a


def test_asked_after_her_younger_sister_she_says_her_name():
    answers = [_answer("How's Isla getting on?", BONDS, seed) for seed in range(1, 9)]
    plain = [a for a in answers if said_from("ans_kin", a)]
    assert plain and all("Isla" in a for a in plain), answers
