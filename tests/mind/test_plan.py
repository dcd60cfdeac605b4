from game.mind.plan import DaySchedule, clean_blocks
from game.mind.types import Action, Place, PlanBlock

HOME = Place(sector="Home", arena="Kitchen", obj="stove")
CAFE = Place(sector="Cafe", arena="Counter", obj="counter")


def blocks():
    return [
        PlanBlock(start=420, end=480, activity="morning routine"),
        PlanBlock(start=480, end=720, activity="work at the cafe"),
        PlanBlock(start=720, end=1380, activity="afternoon and evening"),
    ]


def test_clean_blocks_fills_gaps_and_covers_the_waking_day():
    raw = (
        PlanBlock(start=500, end=600, activity="b"),
        PlanBlock(start=420, end=470, activity="a"),
        PlanBlock(start=590, end=700, activity="c"),
    )
    out = clean_blocks(raw, 400, 1400)
    assert out[0].start == 400 and out[-1].end == 1400
    for a, b in zip(out, out[1:], strict=False):
        assert a.end == b.start
    assert [b.activity for b in out] == ["a", "b", "c"]


def test_clean_blocks_never_returns_an_empty_day():
    out = clean_blocks((), 420, 1380)
    assert len(out) == 1 and out[0].start == 420 and out[0].end == 1380


def test_slice_is_clipped_to_the_hour_and_the_block():
    s = DaySchedule(date="2026-02-13", blocks=blocks())
    sl = s.slice_at(490)
    assert (sl.start, sl.end) == (490, 540)
    sl = s.slice_at(700)
    assert (sl.start, sl.end) == (700, 720)
    assert s.slice_at(1390) is None


def test_add_actions_clips_and_fills_holes():
    s = DaySchedule(date="2026-02-13", blocks=blocks())
    span = PlanBlock(start=480, end=540, activity="work at the cafe")
    acts = (
        Action(start=470, minutes=20, description="open up", place=CAFE),  # starts early
        Action(start=500, minutes=15, description="serve", place=CAFE),
    )  # gap 490-500, 515-540
    kept = s.add_actions(span, acts, HOME)
    assert kept[0].start == 480 and kept[-1].end == 540
    for a, b in zip(kept, kept[1:], strict=False):
        assert a.end == b.start
    assert s.covered(480) and s.covered(539) and not s.covered(540)
    assert s.action_at(505).description == "serve"


def test_revise_from_keeps_the_past_and_drops_the_rest():
    s = DaySchedule(date="2026-02-13", blocks=blocks())
    span = PlanBlock(start=480, end=540, activity="work")
    s.add_actions(
        span,
        tuple(
            Action(start=480 + 15 * i, minutes=15, description=f"task {i}", place=CAFE)
            for i in range(4)
        ),
        HOME,
    )
    dropped = s.revise_from(500)
    assert [a.description for a in dropped] == ["task 2", "task 3"]
    assert s.action_at(497).description == "task 1" and s.action_at(497).end == 500
    assert not s.covered(500) and s.covered(499)
    assert s.blocks == blocks()  # the day's broad plan stands


def test_state_round_trip():
    s = DaySchedule(date="2026-02-13", blocks=blocks())
    s.add_actions(
        PlanBlock(start=420, end=480, activity="morning"),
        (Action(start=420, minutes=60, description="wake", place=HOME, emoji="x"),),
        HOME,
    )
    t = DaySchedule.from_state(s.get_state())
    assert t.get_state() == s.get_state()
