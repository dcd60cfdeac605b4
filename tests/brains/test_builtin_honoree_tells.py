"""The one a gathering is for passes it on in its own person: "Cal's giving me a birthday
supper at The Mill tomorrow at six." (a blind reader of a made harbour: the wife told her own
birthday supper as "Álvaro is holding a birthday supper for his wife, Paloma").

(Ann Lee, the speaker of ``make_resident``, is the one it is for; Cat Lowe holds it.)"""

from __future__ import annotations

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from
from game.mind.brain import Listener, UtteranceRequest
from game.mind.facts import Fact
from game.mind.types import Gathering, MemoryLine, Place
from tests.brains.test_builtin_honoree import language  # noqa: F401 (the en/zh fixture)
from tests.mind.test_reflect import make_resident

ANN = make_resident().card()
SUPPER = Fact(
    key="seed:cat:1", about=("cat",), topic="party",
    mine="I'm holding a birthday supper for my wife at The Mill {when}.",
    told="Cat Lowe is holding a birthday supper for her wife at The Mill {when}.",
    event=Gathering(what="birthday supper", place="The Mill", date="2026-02-13", start=1080,
                    end=1260, host="cat", host_name="Cat Lowe", honoree=ANN.id,
                    honoree_name=ANN.name),
)  # fmt: skip
BOB = Listener(id="bob", name="Bob Marsh", relationship="an old friend", knows=True, age=40)


def _say(seed: int) -> str:
    context = (
        MemoryLine(id=-1, text="Today is 2026-02-13 (Friday).", kind="context"),
        MemoryLine(id=-2, text="We are at Bakery (pub), a public place.", kind="context"),
    )
    told = SUPPER.told.replace("{when}", "tonight at six")
    req = UtteranceRequest(
        speaker=ANN, listeners=(BOB,), place=Place(sector="Bakery"), now=600, transcript=(),
        memories=context, news=(MemoryLine(id=7, text=told, fact=SUPPER),),
        known=(("bob", "Bob Marsh"), ("cat", "Cat Lowe")),
    )  # fmt: skip
    return BuiltinBrain(seed=seed).next_utterance(req).text


@pytest.mark.usefixtures("language")
def test_the_one_it_is_for_tells_it_as_its_own():
    said = [_say(seed) for seed in range(1, 13)]
    told = [t for t in said if said_from("their_gathering_for_me", t)]
    assert told, said
    for t in said:
        assert ANN.name not in t and "wife" not in t and "Ann" not in t, t
