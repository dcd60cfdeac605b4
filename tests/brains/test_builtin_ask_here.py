""" "What brings you to the park?" is asked of someone one knows met in a public place, never of
someone at their own home or workplace (the day-long check in tests/sim/test_day.py reads a
real day; this one makes sure the question is still asked where it fits)."""

from __future__ import annotations

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from
from game.mind.brain import Listener, UtteranceRequest
from game.mind.types import MemoryLine, Place
from tests.brains.test_builtin_support import cards

BY_ID = {c.id: c for c in cards()}


def _openings(where: str, kind: str, owner: str, listener_places: tuple[str, ...]) -> list[str]:
    sp, other = BY_ID["sofia_marino"], BY_ID["george_adeyemi"]
    here = MemoryLine(id=-1, text=f"We are at {where} ({kind}), {owner}.", kind="context")
    out = []
    for seed in range(1, 13):
        for now in (10 * 60 + 3, 15 * 60 + 41):
            u = BuiltinBrain(seed=seed).next_utterance(
                UtteranceRequest(
                    speaker=sp,
                    listeners=(
                        Listener(
                            id=other.id,
                            name=other.name,
                            relationship="A friend from the pub quiz",
                            knows=True,
                            places=listener_places,
                        ),
                    ),
                    place=Place(sector=where, arena="Lawn"),
                    now=now,
                    transcript=(),
                    memories=(here,),
                    max_turns_left=6,
                )
            )
            out.append(u.text)
    return out


def test_a_friend_met_in_a_public_place_may_be_asked_what_brings_them():
    lines = _openings("Bluebell Park", "park", "a public place", ("Adeyemi Flat",))
    assert any(said_from("ask_here", t) for t in lines), lines


def test_nobody_is_asked_what_brings_them_to_their_own_workplace():
    lines = _openings(
        "Ironwood Supply Store",
        "supply_store",
        "George Adeyemi's workplace",
        ("Ironwood Supply Store",),
    )
    assert not any(said_from("ask_here", t) for t in lines), lines


def test_out_in_the_street_the_town_is_named_as_no_place():
    """A talk in the street is logged under the town's own name (a sector of no kind): no
    "Fancy seeing you at <the town>"; what brings them out may still be asked."""
    lines = _openings("Smallville", "place", "a public place", ("Adeyemi Flat",))
    assert not any("Smallville" in t for t in lines), lines
    assert any(said_from("ask_here", t) for t in lines), lines
