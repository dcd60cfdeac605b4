"""The timeline's Markdown shows a step that goes on as one row (the mind hands a long task out
in pieces of 5 to 15 minutes), but a step done again after a talk or an arrival as a new one."""

from game.report.timeline import goes_on_merged


def _a(t, action, place="Bakery:Kitchen:stove", **kw):
    return {"time": t, "resident": "r", "action": action, "place": place, "emoji": "🔥", **kw}


def test_a_step_that_goes_on_is_one_row():
    rows = [
        _a("08:00", "bake a tray in the oven"),
        _a("08:15", "bake a tray in the oven"),
        _a("08:30", "bake a tray in the oven"),
        _a("08:45", "wash the bowls", "Bakery:Kitchen:sink"),
    ]
    assert [r["time"] for r in goes_on_merged(rows)] == ["08:00", "08:45"]


def test_the_same_step_after_a_talk_or_elsewhere_is_a_new_row():
    rows = [
        _a("08:00", "bake a tray in the oven"),
        _a("08:10", "chatting with Sam", "Bakery:Kitchen"),
        _a("08:12", "bake a tray in the oven"),
        _a("08:20", "bake a tray in the oven", "Bakery:Shop:stove"),
        _a("08:21", "bake a tray in the oven", "Bakery:Shop:stove", arrived=True),
        _a("08:35", "bake a tray in the oven", "Bakery:Shop:stove"),
    ]
    kept = [r["time"] for r in goes_on_merged(rows)]
    assert kept == ["08:00", "08:10", "08:12", "08:20", "08:21"]
