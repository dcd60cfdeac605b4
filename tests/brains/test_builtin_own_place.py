"""One who works here talks as one of the staff (the made harbour town, seed 4): no visitor's
"Are they keeping you busy in here?" in one's own shop, and no "Right — back to serving a
customer at the checkout." to that very customer."""

from __future__ import annotations

from dataclasses import replace

from game.brains.builtin import talk_leave, talk_place_ask
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.profile import profile_of
from game.brains.builtin.situation import Block, Scene
from game.mind.brain import Listener
from tests.brains.test_builtin_residents_say import WED, _card

MATE = Listener(id="rob", name="Rob Hay", knows=True, relationship="a neighbour", ties=("work",))
CUSTOMER = Listener(id="bob", name="Bob Marsh", knows=True, relationship="a neighbour", age=40)
POUR = Block(9 * 60, 12 * 60, "serve drinks at the bar", doing="pulling a pint for a regular")
WIPE = Block(9 * 60, 12 * 60, "serve drinks at the bar", doing="wiping down the tables")


def _scene(who: Listener, current: Block = POUR, owners: str = "my workplace") -> Scene:
    card = replace(_card(), occupation="landlord; runs the bar at The Mill")
    prof = replace(profile_of(card), work_cat="work_pub")
    return Scene(
        sp=card, prof=prof, listener=who, others=(who,), kind="known", role="", addr="Bob",
        sector="The Mill", sector_kind="pub", owners=owners, now=11 * 60, today=WED,
        current=current,
    )  # fmt: skip


def test_one_who_works_here_asks_a_workmate_as_staff():
    for seed in range(20):
        assert (
            talk_place_ask.name(_scene(MATE, owners="my workplace, Rob Hay's workplace"), seed)
            == "ask_work_mate"
        )
    # (a visitor still asks in a visitor's words)
    asked = {talk_place_ask.name(_scene(MATE, owners="Rob Hay's workplace"), s) for s in range(20)}
    assert "ask_work_mate" not in asked


def test_no_back_to_serving_said_to_the_one_served():
    book = Phrasebook([], 1, "t")
    slots = {"addr": "Bob", "doing": "pulling a pint for a regular", "Doing": "Pulling a pint"}
    for now in range(9 * 60, 12 * 60, 3):
        sc = replace(_scene(CUSTOMER), now=now)
        said = talk_leave.goodbye(sc, book, slots, None, "")
        assert "pulling a pint" not in said.lower(), said
    assert talk_leave.serving(_scene(CUSTOMER)) and not talk_leave.serving(_scene(CUSTOMER, WIPE))
    named = 0
    for now in range(9 * 60, 12 * 60, 3):  # (to a workmate, what one is at is still named)
        sc = replace(_scene(MATE), now=now)
        named += said_from("bye_work_doing", talk_leave.goodbye(sc, book, slots, None, ""))
    assert named


def test_a_regular_who_works_elsewhere_is_not_asked_about_work_here():
    """A shopkeeper's bond with a regular names her shop, so the place read as theirs too: she
    asked the deckhand "Managing all right back there?" in her own shop."""
    from game.brains.builtin import talk_ask
    from game.brains.builtin.talk_slots import slots

    regular = replace(CUSTOMER, works_at="Harbour Quay")
    for now in range(9 * 60, 16 * 60, 11):
        sc = replace(_scene(regular, owners="my workplace and Bob Marsh's workplace"), now=now)
        for seed in range(3):
            said = talk_ask.question(sc, Phrasebook([], seed, "t"), slots(sc, ""), True, seed, "")
            assert not any(said_from(s, said) for s in ("ask_work", "ask_work_mate")), said


def test_a_retired_regular_is_not_asked_about_work_here_either():
    from game.brains.builtin import talk_place_ask

    sc = _scene(CUSTOMER, owners="my workplace and Bob Marsh's workplace")
    assert not talk_place_ask.works_here(sc)  # (known, and known to work nowhere)
    assert talk_place_ask.works_here(_scene(MATE))
    assert talk_place_ask.works_here(_scene(replace(CUSTOMER, works_at="The Mill")))
