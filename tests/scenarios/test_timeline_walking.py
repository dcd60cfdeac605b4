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
