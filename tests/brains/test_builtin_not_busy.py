"""Asked whether one is busy, one off work says not (a blind reader: "Yes — I've hardly
stopped. Watching the birds." in the park)."""

from __future__ import annotations

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from
from game.mind.brain import Listener, UtteranceRequest
from game.mind.types import Line, MemoryLine, Place
from tests.brains.test_builtin_support import cards

CARDS = {c.id: c for c in cards()}
TODAY = MemoryLine(id=-1, text="Today is 2026-02-13 (Friday).", kind="context")


def _answers(place: Place, here: str) -> list[str]:
    sp, other = CARDS["samuel_okafor"], CARDS["sofia_marino"]
    setting = MemoryLine(id=-2, text=here, kind="context")
    out = []
    for seed in range(1, 13):
        req = UtteranceRequest(
            speaker=sp,
            listeners=(Listener(id=other.id, name=other.name, relationship="A regular", knows=True),),
            place=place, now=11 * 60,
            transcript=(Line(speaker=other.id, name=other.name, text="Hello, Samuel. Keeping busy?"),),
            memories=(TODAY, setting), max_turns_left=6,
        )  # fmt: skip
        out.append(BuiltinBrain(seed=seed).next_utterance(req).text)
    return out


def test_off_work_one_is_not_run_off_ones_feet():
    park = _answers(
        Place(sector="Bluebell Park", arena="Lawn"),
        "We are at Bluebell Park (park), a public place.",
    )
    assert not any(said_from("ans_busy", t) for t in park), park
    assert any(said_from("ans_not_busy", t) for t in park), park
    shop = CARDS["samuel_okafor"].work.sector
    work = _answers(
        Place(sector=shop, arena="Shop Floor"), f"We are at {shop} (supply_store), my workplace."
    )
    assert not any(said_from("ans_not_busy", t) for t in work), work
