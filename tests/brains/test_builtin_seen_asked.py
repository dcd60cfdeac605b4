"""What one saw a friend doing is asked about only when a person would remark on it: a step of
the activity tables done alone ("Still weeding the vegetable bed?"), never a talk ("Laughing
about the week, are you?" of the social step done with others), a step waiting for company,
sleep, nor a meal the speaker is eating beside them; a doing the tables do not hold (a log's
words) is not read back either."""

from __future__ import annotations

import pytest

from game.brains.builtin import BuiltinBrain, talk_seen
from game.mind.brain import Listener, UtteranceRequest
from game.mind.types import MemoryLine, Place
from tests.brains.test_builtin_support import cards

BY_ID = {c.id: c for c in cards()}


def _openings(
    doing: str, my_day: str = "", at: str = "Bluebell Park", works_at: str = ""
) -> list[str]:
    sp, other = BY_ID["sofia_marino"], BY_ID["george_adeyemi"]
    kind = "park" if at == "Bluebell Park" else "pharmacy"
    here = f"We are at {at} ({kind}), a public place."
    context = [here, f"Seen 10:00 at {at}: {other.name} is {doing}."]
    if my_day:
        context.append(my_day)
    mems = tuple(MemoryLine(id=-1 - i, text=t, kind="context") for i, t in enumerate(context))
    out = []
    for seed in range(1, 41):
        u = BuiltinBrain(seed=seed).next_utterance(
            UtteranceRequest(
                speaker=sp,
                listeners=(
                    Listener(
                        id=other.id,
                        name=other.name,
                        relationship="A friend from the pub quiz",
                        knows=True,
                        works_at=works_at,
                    ),
                ),
                place=Place(sector=at, arena="Lawn"),
                now=10 * 60 + 3,
                transcript=(),
                memories=mems,
                max_turns_left=6,
            )
        )
        out.append(u.text)
    return out


@pytest.mark.parametrize("doing", ["weeding the vegetable bed", "filling a prescription"])
def test_a_doing_of_ones_own_is_asked_about(doing):
    """(serving customers is one's work, not a talk: it may be asked about)"""
    lines = _openings(doing)
    assert any(doing in t.lower() for t in lines), lines


@pytest.mark.parametrize(
    "doing",
    [
        "laughing about the week",  # a step done with others: a talk
        "keeping an eye out for a familiar face",  # waiting for company
        "sleeping",
        "walking through Bluebell Park",
        "fretting about the mill",  # not a step of the tables: a log's words
    ],
)
def test_a_talk_a_wait_or_a_log_line_is_not_asked_about(doing):
    lines = _openings(doing)
    assert not any(doing in t.lower() for t in lines), lines


def test_a_meal_one_is_eating_beside_them_is_not_asked_about():
    eating = "Now: 10:00-10:45 have lunch in the park (doing: eat lunch | at Bluebell Park)."
    assert not any(
        "tucking into lunch" in t.lower() for t in _openings("tucking into lunch", eating)
    )
    assert talk_seen.step_of("tucking into lunch")[0] == "meal"


def test_the_doing_is_found_as_a_step_of_the_tables():
    name, step = talk_seen.step_of("laughing about the week")
    assert (name, step.company) == ("social", "others")
    assert talk_seen.step_of("walking through Bluebell Park") is None


def test_nobody_asks_a_friend_at_their_own_work_what_they_are_doing_there():
    """Where a friend works is known of them (``Listener.works_at``) whether or not the bond's
    words name the place: at their counter nobody asks "Filling a prescription, are you?"."""
    doing = "filling a prescription"
    assert any(doing in t.lower() for t in _openings(doing, at="Willow Pharmacy"))
    at_work = _openings(doing, at="Willow Pharmacy", works_at="Willow Pharmacy")
    assert not any(doing in t.lower() for t in at_work), at_work
