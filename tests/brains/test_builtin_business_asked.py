""" "How's business?" is asked of one who keeps a shop by someone who is not in it with them:
not by a shopkeeper of its regular (whose bond names the speaker's own shop), nor between those
who work at the same place (the boss, a workmate): they know how business is."""

from __future__ import annotations

import dataclasses

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.tables import active
from game.mind.brain import Listener, UtteranceRequest
from game.mind.types import MemoryLine, Place
from tests.brains.test_builtin_support import cards

BY_ID = {c.id: c for c in cards()}
SHOP = "Ann's Stores"
BUSINESS = next(t for t in active().topic_questions if "business" in t.lines[0]).lines


def _lines(bond: str, ties: tuple[str, ...] = (), works_at_shop: bool = False) -> list[str]:
    sp, other = BY_ID["sofia_marino"], BY_ID["george_adeyemi"]
    if works_at_shop:
        sp = dataclasses.replace(sp, work=Place(sector=SHOP, arena="Aisles"))
    here = MemoryLine(id=-1, text="We are at Bluebell Park (park), a public place.", kind="context")
    out = []
    for seed in range(1, 31):
        for now in (10 * 60 + 3, 15 * 60 + 41):
            u = BuiltinBrain(seed=seed).next_utterance(
                UtteranceRequest(
                    speaker=sp,
                    listeners=(
                        Listener(
                            id=other.id, name=other.name, relationship=bond, knows=True, ties=ties
                        ),
                    ),
                    place=Place(sector="Bluebell Park", arena="Lawn"),
                    now=now,
                    transcript=(),
                    memories=(here,),
                    max_turns_left=6,
                )
            )
            out.append(u.text)
    return out


def _business(lines: list[str]) -> list[str]:
    return [t for t in lines if any(q in t for q in BUSINESS)]


def test_a_customer_asks_the_one_who_runs_the_shop_how_business_is():
    asked = _business(_lines("Runs Bob's Stores, where she goes for groceries."))
    assert asked
    assert len({q for q in BUSINESS for t in asked if q in t}) > 1, asked  # not one stock line


def test_the_shopkeeper_does_not_ask_a_regular_how_business_is():
    assert not _business(_lines(f"A regular at {SHOP}.", works_at_shop=True))


def test_those_who_work_together_do_not_ask_each_other_how_business_is():
    boss = f"Works at {SHOP} under Sofia: shop assistant at {SHOP}."
    assert not _business(_lines(boss, ties=("work",), works_at_shop=True))
    assert not _business(_lines(f"A workmate at {SHOP}.", ties=("work",), works_at_shop=True))
