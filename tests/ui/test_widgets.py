"""Pure helpers of the UI: text wrapping, activity icons and tags, stats text, the wording of
the inspector's tabs, save rows, place phrases."""

from datetime import datetime

from game.sim.snapshot import (
    MemoryPage,
    MemoryRow,
    MemorySearch,
    PlanStep,
    ResidentDetail,
    ResidentView,
    ScoredRow,
    place_phrase,
)
from game.ui import inspector_tabs as tabs
from game.ui.hud import HELP_KEYS
from game.ui.hud_text import format_stats
from game.ui.plates import activity_kind, tag_text
from game.ui.saves import SaveEntry, entry_line, format_size
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


def detail(**kw):
    base = dict(
        id="a",
        name="Ann Lee",
        age=30,
        occupation="baker",
        traits="kind",
        currently="busy",
        activity="baking bread",
        place="Cafe:Kitchen:stove 2",
        place_text=place_phrase("Cafe:Kitchen:stove 2"),
    )
    return ResidentDetail(**(base | kw))


def test_plurals_and_names():
    assert tabs.plural(1, "memory", "memories") == "1 memory"
    assert tabs.plural(2, "memory", "memories") == "2 memories"
    assert tabs.plural(1200, "time") == "1,200 times"
    assert tabs.and_join(["A", "B", "C"]) == "A, B and C"


def test_place_phrases_are_built_from_the_address_parts():
    assert place_phrase("Oakridge College:Library:computer 2") == (
        "the computer in the Library at Oakridge College"
    )
    assert place_phrase("Willow Apartments:Apartment 2:bed") == (
        "the bed in Apartment 2 at Willow Apartments"
    )
    assert place_phrase("Hart House:Daniel and Maya's Bedroom") == (
        "Daniel and Maya's Bedroom at Hart House"
    )
    assert place_phrase("Oakridge College:Library:computer 2", 1) == "the Library"
    assert place_phrase("Bluebell Park", 1) == "Bluebell Park"
    assert place_phrase("Cafe:Counter:counter") == "the counter at Cafe"


def test_a_walking_resident_says_where_and_why():
    walking = view("watching TV on the sofa", action="watch TV on the sofa", walking_to="the Den")
    assert tag_text(walking) == "walking to the Den (to watch TV on the sofa)"
    assert tag_text(view("watching TV on the sofa")) == "watching TV on the sofa"
    d = detail(walking_to="the Kitchen at Cafe", action="bake bread")
    paras = tabs.now_paragraphs(d)
    assert ("now", "walking to the Kitchen at Cafe (to bake bread)") in [p[:2] for p in paras]
    assert ("dim", "heading for the stove in the Kitchen at Cafe") in [p[:2] for p in paras]


def test_plan_tab_marks_done_and_current_actions():
    steps = (
        PlanStep(start="07:00", end="07:10", text="wake", place="", state="done"),
        PlanStep(start="07:10", end="07:30", text="bake", place="the oven", state="now"),
        PlanStep(start="07:30", end="07:40", text="sell", place="", state="next"),
    )
    d = detail(plan=("  07:00-08:00 wake", "> 08:00-12:00 bake"), day_actions=steps)
    paras = [p[:2] for p in tabs.plan_paragraphs(d)]
    assert ("current", "» 08:00-12:00 bake") in paras
    assert ("done", "07:00-07:10  wake") in paras
    assert ("current", "» 07:10-07:30  bake · the oven") in paras
    assert ("plan", "07:30-07:40  sell") in paras
    assert ("head", "Actions today (1 of 3 done)") in paras


def row(i, kind="observation", evidence=()):
    return MemoryRow(
        id=i, kind=kind, when="Fri 07:00", text=f"m{i}", importance=3, evidence=evidence
    )


def test_memory_pages_say_where_they_are_and_mark_the_first_memory():
    page = MemoryPage(total=250, start=200, rows=tuple(row(i) for i in range(49, -1, -1)))
    paras = [p[:2] for p in tabs.page_paragraphs(page, "memories")]
    assert paras[0] == ("dim", "Memories 201-250 of 250, newest first")
    assert paras[-1] == ("dim", "— the very first memory —")
    assert ("item", "m0") in paras


def test_search_results_show_the_score_its_parts_and_the_weights():
    hit = ScoredRow(row=row(7), score=0.8, relevance=1.0, recency=0.5, importance=0.25)
    result = MemorySearch(query="party", weights=(0.5, 0.3, 0.2), rows=(hit,))
    text = "\n".join(p.text for p in tabs.search_paragraphs(result, "Ann"))
    assert "0.5 × relevance + 0.3 × recency + 0.2 × importance" in text
    assert "#1  score 0.800 = 0.5×1.00 relevance + 0.3×0.50 recency + 0.2×0.25 importance" in text


def test_a_reflection_opens_to_its_evidence_and_to_reflections_under_it():
    base = row(1, "reflection", evidence=(0,))
    top = row(5, "reflection", evidence=(1, 2))
    page = MemoryPage(total=2, start=0, rows=(top, base))
    closed = [p.text for p in tabs.reflection_paragraphs(page, set(), {})]
    assert "m2" not in closed and any("from 2 memories" in t for t in closed)
    need = tabs.evidence_needed(page, {(5,)}, {})
    assert need == [2]  # 1 is a reflection already on the page
    opened = tabs.reflection_paragraphs(page, {(5,), (5, 1)}, {2: row(2), 0: row(0)})
    texts = [p.text for p in opened]
    assert texts.index("m5") < texts.index("m1") < texts.index("m0") < texts.index("m2")
    assert any("from 1 memory ·" in t for t in texts)  # not "1 memories"


def test_save_rows():
    e = SaveEntry(
        name="before the party",
        path="/x",
        town="Smallville",
        game_time="Sat 14 Feb 2026 16:40",
        saved_at=datetime(2026, 2, 1, 9, 5).timestamp(),
        size_bytes=3_900_000,
        damaged="truncated",
    )
    line = entry_line(e, now=datetime(2026, 2, 1, 12, 0))
    assert line.startswith("before the party  ·  Smallville, Sat 14 Feb 2026 16:40")
    assert "saved today 09:05" in line and "3.7 MB" in line and "damaged: truncated" in line
    assert format_size(980) == "980 B" and format_size(2048) == "2.0 KB"


def test_help_puts_slower_before_faster_as_the_keys_do():
    keys = dict(HELP_KEYS)
    assert keys["-  /  +     0..6"].startswith("slower / faster")


def test_stack_up_lifts_a_plate_clear_of_the_ones_already_placed():
    import pygame

    from game.ui.labels import stack_up as _stack_up

    placed = [pygame.Rect(0, 100, 80, 20), pygame.Rect(10, 75, 80, 20)]
    rect = pygame.Rect(20, 110, 60, 20)
    dy = _stack_up(rect, placed)
    assert rect.move(0, -dy).collidelist(placed) == -1
    assert dy == (130 - 75) + 1  # hopped over both
    assert _stack_up(pygame.Rect(200, 100, 10, 10), placed) == 0
