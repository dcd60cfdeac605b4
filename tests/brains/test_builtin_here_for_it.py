"""At a gathering's own place as it begins, nobody is asked whether they are coming to it or
told of it (a native reader of a made village, at 18:53 inside the venue: "今晚七点能在…生日晚宴上
见到你吗？"); elsewhere, or the day before, it is still news to pass on."""

from __future__ import annotations

from dataclasses import replace

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.talk_discuss import here_for_it
from game.mind.brain import Listener, UtteranceRequest
from game.mind.facts import Fact
from game.mind.types import Gathering, MemoryLine, Place
from tests.mind.test_reflect import make_resident

SUPPER = Fact(
    key="seed:cat:1", about=("cat",), topic="party",
    mine="I'm holding a birthday supper at The Mill {when}.",
    told="Cat Lowe is holding a birthday supper at The Mill {when}.",
    event=Gathering(what="birthday supper", place="The Mill", date="2026-02-13", start=1140,
                    end=1260, host="cat", host_name="Cat Lowe"),
)  # fmt: skip
BOB = Listener(id="bob", name="Bob Marsh", relationship="an old friend", knows=True, age=40)


def _say(sector: str, now: int, day: str = "2026-02-13", seed: int = 1) -> str:
    context = (
        MemoryLine(id=-1, text=f"Today is {day} (Friday).", kind="context"),
        MemoryLine(id=-2, text=f"We are at {sector} (pub), a public place.", kind="context"),
    )
    heard = MemoryLine(id=7, text=SUPPER.told.replace("{when}", "tonight at seven"), fact=SUPPER)
    req = UtteranceRequest(
        speaker=make_resident().card(), listeners=(BOB,), place=Place(sector=sector),
        now=now, transcript=(), memories=context, news=(heard,),
        known=(("bob", "Bob Marsh"), ("cat", "Cat Lowe")),
    )  # fmt: skip
    return BuiltinBrain(seed=seed).next_utterance(req).text


def _mentions(text: str) -> bool:
    return "supper" in text.lower() or "Cat" in text


def test_at_the_venue_as_it_begins_the_gathering_is_not_brought_up():
    for seed in range(1, 9):
        text = _say("The Mill", 18 * 60 + 53, seed=seed)
        assert not _mentions(text), text


def test_elsewhere_it_is_still_passed_on():
    told = [_say("Bakery", 10 * 60, seed=seed) for seed in range(1, 9)]
    assert any(_mentions(t) for t in told), told


def test_here_for_it_is_the_place_the_day_and_the_hour_before_it_to_its_end():
    from game.brains.builtin.situation import Scene

    def scene(sector, now, day):
        from datetime import date

        s = Scene.__new__(Scene)
        s.sector, s.now, s.today = sector, now, date.fromisoformat(day)
        return s

    assert here_for_it(scene("The Mill", 18 * 60 + 53, "2026-02-13"), SUPPER)
    assert here_for_it(scene("The Mill", 20 * 60, "2026-02-13"), SUPPER)
    assert not here_for_it(scene("The Mill", 17 * 60, "2026-02-13"), SUPPER)  # hours before
    assert not here_for_it(scene("The Mill", 18 * 60 + 53, "2026-02-12"), SUPPER)  # the day before
    assert not here_for_it(scene("Bakery", 18 * 60 + 53, "2026-02-13"), SUPPER)
    assert not here_for_it(
        scene("The Mill", 18 * 60 + 53, "2026-02-13"), replace(SUPPER, event=None)
    )
