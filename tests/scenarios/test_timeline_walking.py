"""The readable timeline marks an action begun on the way as '→ place' (where one is going,
not where one is yet), its arrival as the 📍 row after it."""

from game.report.timeline import markdown


def _doc(actions):
    return {
        "town": "Ashby", "start": "2026-02-13T07:00:00", "end": "2026-02-13T08:00:00",
        "meta": {}, "events": [], "news": [], "conversations": [], "reflections": [],
        "residents": {"ann": "Ann Lee"}, "actions": actions,
    }  # fmt: skip


def test_an_action_begun_on_the_way_points_to_its_place():
    act = {"resident": "ann", "emoji": "🚿", "action": "take a shower", "place": "Home:Bath"}
    text = markdown(_doc([
        {**act, "time": "2026-02-13T07:05:00"},
        {**act, "time": "2026-02-13T07:08:00", "arrived": True},
        {**act, "time": "2026-02-13T07:20:00", "action": "brush teeth"},
    ]))  # fmt: skip
    assert "take a shower · → Home:Bath" in text
    assert "📍 take a shower · Home:Bath" in text
    assert "brush teeth · Home:Bath" in text and "brush teeth · →" not in text


def test_actions_changed_on_the_way_all_point_to_where_one_is_going():
    """Two things begun on a long walk home, then a talk in the street, then the arrival:
    neither shows the sofa as where one is (a reader saw 'watch TV on the sofa' beside a
    talk out in the street)."""
    sofa = {"resident": "ann", "emoji": "📺", "place": "Home:Room:sofa"}
    text = markdown(_doc([
        {**sofa, "time": "2026-02-13T07:00:00", "action": "look out of the window"},
        {**sofa, "time": "2026-02-13T07:05:00", "action": "watch TV on the sofa"},
        {**sofa, "time": "2026-02-13T07:09:00", "action": "chatting with Bo", "place": "Ashby"},
        {**sofa, "time": "2026-02-13T07:11:00", "action": "sit with a cup of tea"},
        {**sofa, "time": "2026-02-13T07:20:00", "action": "sit with a cup of tea", "arrived": True},
        {**sofa, "time": "2026-02-13T07:30:00", "action": "read a few pages"},
    ]))  # fmt: skip
    assert "look out of the window · → Home:Room:sofa" in text
    assert "watch TV on the sofa · → Home:Room:sofa" in text
    assert "sit with a cup of tea · → Home:Room:sofa" in text
    assert "read a few pages · Home:Room:sofa" in text  # (there by then)


def test_the_day_logs_say_what_the_arrow_means():
    """A blind reader took '→ the kitchen' beside a talk in the park the same minute for one
    logged in two places at once: the day logs open with what → and 📍 mean."""
    text = markdown(_doc([]))
    residents = text.split("## Residents", 1)[1]
    assert residents.lstrip().startswith("(→ before a place: begun on the way there")
