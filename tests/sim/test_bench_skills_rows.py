"""bench/bench_skills.py's table: a skill taken up during the run is shown from its starting
level, not a crash (a resident who took up darts on the third day ended the week's bench)."""

from bench.bench_skills import levels_by_day


def test_a_skill_taken_up_on_the_third_day_is_at_its_start_until_then():
    key = ("bob", "darts")
    days = [{}, {}, {}, {key: (0.3, 10.0)}, {key: (0.35, 20.0)}]
    assert levels_by_day(days, key, 0.2) == [0.2, 0.2, 0.2, 0.3, 0.35]
    held = [{key: (0.5, None)}, {key: (0.55, 1.0)}]
    assert levels_by_day(held, key, 0.2) == [0.5, 0.55]
