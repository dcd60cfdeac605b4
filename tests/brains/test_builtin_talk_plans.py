"""Asked what is next, one names it as people do ("Dinner at half past six."), from the
activity's kind and the data's words for it (``talk_plans``), not the plan's own words."""

from __future__ import annotations

from game.brains.builtin import situation, talk_acts, talk_plans
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.talk_slots import slots
from game.mind.brain import Listener, UtteranceRequest
from game.mind.types import MemoryLine, Place
from tests.brains.test_builtin_support import cards

CARD = next(c for c in cards() if c.work is not None and c.age >= 18)


def _scene(now: int, day: str, date: str = "2026-09-16"):
    ctx = (
        MemoryLine(id=-1, text=f"Today is {date}.", kind="context"),
        MemoryLine(id=-2, text=day, kind="context"),
    )
    req = UtteranceRequest(
        speaker=CARD,
        listeners=(Listener(id="x", name="Xan Smith", knows=True),),
        place=Place(sector="Bluebell Park", arena="Pond"),
        now=now,
        transcript=(),
        memories=ctx,
    )
    return situation.read(req, 5)


def test_dinner_next_is_named_as_dinner_from_now():
    # (a meal is not read off a clock: "dinner in an hour or so"; only a time fixed with
    # others is said as a clock time)
    sc = _scene(17 * 60 + 40, "Next: 18:30-19:15 have dinner at home.")
    s = slots(sc)
    assert s.get("plan") == "dinner" and s.get("later") and "clock" not in s, s
    said = talk_acts.answer(sc, Phrasebook([], 5, "t"), s, "plans", 5)
    assert "dinner" in said.lower() and "have dinner at home" not in said, said


def test_minutes_away_is_said_without_a_clock():
    sc = _scene(18 * 60 + 20, "Next: 18:30-19:15 have dinner at home.")
    s = talk_plans.slots(sc)
    assert s.get("plan") == "dinner" and "clock" not in s, s


def test_work_after_a_spell_of_it_is_going_back():
    work = f"work at {CARD.work.sector}"
    first = talk_plans.slots(_scene(7 * 60, f"Next: 08:00-12:00 {work}."))
    again = talk_plans.slots(
        _scene(12 * 60 + 20, f"My day so far: 08:00-12:00 {work}. | Next: 13:00-17:00 {work}.")
    )
    assert first.get("plan") and "back" not in first["plan"], first
    assert again.get("plan", "").startswith("back"), again


def test_an_activity_the_data_has_no_words_for_is_left_to_the_plan():
    sc = _scene(9 * 60, "Next: 09:30-10:00 go about the day.")
    assert talk_plans.slots(sc) == {}


def test_the_same_minute_on_another_day_may_be_said_another_way():
    # (the minute of one's day comes round every day: "dinner in an hour or so" is not said
    # at twenty to six every day)
    day = "Next: 18:30-19:15 have dinner at home."
    ways = {
        talk_plans.slots(_scene(17 * 60 + 40, day, f"2026-09-{d:02d}"))["later"]
        for d in range(14, 22)
    }
    assert len(ways) >= 2, ways
