"""Pure helpers of the UI: text wrapping, activity icons, stats text, inspector paragraphs."""

from game.sim.snapshot import ResidentDetail, ResidentView
from game.ui.hud import format_stats
from game.ui.inspector import detail_paragraphs
from game.ui.overlays import activity_kind
from game.ui.text import ellipsize, wrap_text


def test_wrap_text_limits_width_and_lines_with_an_ellipsis():
    lines = wrap_text("one two three four five six seven eight nine ten " * 4, 20, 3)
    assert len(lines) == 3 and all(len(x) <= 20 for x in lines)
    assert lines[-1].endswith("...")
    assert wrap_text("short", 40, 3) == ["short"]
    assert wrap_text("x" * 50, 20, 3) == ["x" * 20, "x" * 20, "x" * 10]


def test_ellipsize():
    assert ellipsize("hello   world", 20) == "hello world"
    assert ellipsize("a" * 30, 10) == "a" * 7 + "..."


def view(activity, **kw):
    return ResidentView(
        id="a",
        name="A",
        x=0,
        y=0,
        facing="down",
        moving=False,
        activity=activity,
        emoji="",
        place="",
        **kw,
    )


def test_activity_kind_words():
    assert activity_kind(view("teaching a chemistry class")) == "work"
    assert activity_kind(view("having tea with Ruth")) == "eat"
    assert activity_kind(view("tending the garden beds")) == "work"
    assert activity_kind(view("going to bed")) == "sleep"
    assert activity_kind(view("chatting about the party")) == "talk"
    assert activity_kind(view("walking home")) is None
    assert activity_kind(view("anything", asleep=True)) == "sleep"
    assert activity_kind(view("walking", talking_with=("b",))) == "talk"


def test_format_stats():
    assert (
        format_stats({"tokens": 12345.0, "calls": 40, "cost_usd": 0.125})
        == "tokens 12,345  ·  calls 40  ·  cost usd 0.12"
    )


def test_detail_paragraphs_marks_the_current_plan_block_and_caps_memories():
    d = ResidentDetail(
        id="a",
        name="Ann",
        age=30,
        occupation="baker",
        traits="kind",
        currently="busy",
        activity="baking",
        place="Cafe:Kitchen:stove",
        plan=("07:00-08:00 wake", "> 08:00-12:00 bake", "12:00-13:00 lunch"),
        actions=(),
        memories=tuple(f"m{i}" for i in range(40)),
        reflections=(),
        relationships=("Bob (closeness 0.5): friend",),
    )
    paras = detail_paragraphs(d)
    assert ("current", "» 08:00-12:00 bake") in paras
    assert ("plan", "07:00-08:00 wake") in paras
    assert ("dim", "at Cafe › Kitchen › stove") in paras
    assert sum(1 for s, t in paras if t.startswith("m") and s == "item") == 14
    assert ("dim", "... and 26 more") in paras
    assert ("dim", "nothing yet") in paras  # empty sections say so


def test_stack_up_lifts_a_plate_clear_of_the_ones_already_placed():
    import pygame

    from game.ui.overlays import _stack_up

    placed = [pygame.Rect(0, 100, 80, 20), pygame.Rect(10, 75, 80, 20)]
    rect = pygame.Rect(20, 110, 60, 20)
    dy = _stack_up(rect, placed)
    assert rect.move(0, -dy).collidelist(placed) == -1
    assert dy == (130 - 75) + 1  # hopped over both
    assert _stack_up(pygame.Rect(200, 100, 10, 10), placed) == 0
