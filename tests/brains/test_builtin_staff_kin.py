"""At one's own counter in working hours a customer is asked "Can I help you find anything?";
one's wife or husband come into the shop is not (a blind reader: "Jack greets his wife like a
shop assistant: 'Hiya, love. Can I help you find anything?'")."""

from __future__ import annotations

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from
from game.mind.brain import Listener, UtteranceRequest
from game.mind.types import MemoryLine, Place
from tests.brains.test_builtin_support import cards

BY_ID = {c.id: c for c in cards()}
SHOP = "Ironwood Supply Store"


def _openings(other_id: str, relationship: str, housemates: tuple[str, ...]) -> list[str]:
    sp, other = BY_ID["samuel_okafor"], BY_ID[other_id]
    here = MemoryLine(id=-1, text=f"We are at {SHOP} (supply_store), my workplace.", kind="context")
    out = []
    for seed in range(1, 13):
        for now in (10 * 60 + 3, 14 * 60 + 41):
            u = BuiltinBrain(seed=seed).next_utterance(
                UtteranceRequest(
                    speaker=sp,
                    listeners=(
                        Listener(
                            id=other.id, name=other.name, relationship=relationship, knows=True
                        ),
                    ),
                    place=Place(sector=SHOP, arena="Shop Floor"),
                    now=now,
                    transcript=(),
                    memories=(here,),
                    max_turns_left=6,
                    housemates=housemates,
                )
            )
            out.append(u.text)
    return out


def test_a_customer_is_offered_help_at_the_counter():
    lines = _openings("sofia_marino", "A regular at the store", ())
    assert any(said_from("staff_supply_store", t) for t in lines), lines


def test_ones_wife_in_the_shop_is_not_served_like_a_customer():
    lines = _openings("grace_okafor", "His wife", ("grace_okafor",))
    assert not any(said_from("staff_supply_store", t) for t in lines), lines


def _afternoon(housemates: tuple[str, ...]) -> list[str]:
    sp, other = BY_ID["samuel_okafor"], BY_ID["grace_okafor"]
    out = []
    for seed in range(1, 41):
        for now in (15 * 60 + 3, 16 * 60 + 41, 17 * 60 + 20):
            u = BuiltinBrain(seed=seed).next_utterance(
                UtteranceRequest(
                    speaker=sp,
                    listeners=(
                        Listener(id=other.id, name=other.name, relationship="His wife", knows=True),
                    ),
                    place=Place(sector="Bluebell Park", arena="Lawn"),
                    now=now,
                    transcript=(),
                    memories=(),
                    max_turns_left=6,
                    housemates=housemates,
                )
            )
            out.append(u.text)
    return out


def test_ones_own_household_is_not_asked_round_for_tea():
    """'Joining us for tea tonight?' is for a relative who lives elsewhere; one's wife, who
    lives with one, is asked whether she is in for dinner."""
    home = _afternoon(("grace_okafor",))
    away = _afternoon(())
    assert not any(said_from("ask_dinner_guest", t) for t in home), home
    assert not any("Joining us" in t or "set a place" in t for t in home), home
    assert any(said_from("ask_dinner", t) for t in home), home
    assert any(said_from("ask_dinner_guest", t) for t in away), away
