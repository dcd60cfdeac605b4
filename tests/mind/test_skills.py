"""The skill model: practice with diminishing returns, fading when left alone, named stages,
a milestone as a record from the data file's words, starting skills, a bad table refused."""

import tomllib

import pytest

from game.mind.inner import skills as sk

T = sk.tables()


def test_practice_rises_with_diminishing_returns_and_is_exact_in_any_chunks():
    rate = T.kind("piano").rate
    low = sk.practise(sk.Skill(0.1), 60, rate, 0.0)
    high = sk.practise(sk.Skill(0.7), 60, rate, 0.0)
    assert low.level - 0.1 > high.level - 0.7 > 0  # the same hour adds less to a better player
    assert low.last_s == 0.0
    whole = sk.practise(sk.Skill(0.3), 90, rate, 5.0).level
    parts = sk.Skill(0.3)
    for _ in range(9):
        parts = sk.practise(parts, 10, rate, 5.0)
    assert parts.level == pytest.approx(whole, abs=1e-12)
    assert sk.practise(sk.Skill(0.99), 10**6, rate, 0.0).level <= 1.0


def test_a_day_left_alone_forgets_a_little_and_a_day_practised_does_not():
    day = 86400.0
    fresh = sk.Skill(0.5, last_s=day * 2 - 3600)
    assert sk.fade(fresh, T, day * 2) == fresh
    left = sk.Skill(0.5, last_s=0.0)
    faded = sk.fade(left, T, day * 2)
    assert faded.level == pytest.approx(0.5 * (1 - T.forget)) and faded.level < 0.5
    assert sk.fade(sk.Skill(0.5), T, day).level < 0.5  # never practised at all


def test_stages_are_named_from_the_data_and_rise_with_the_level():
    names = [s.name for s in T.stages]
    assert T.stage(0.0) == names[0]
    assert T.stage(1.0) == names[-1]
    levels = [T.stage_index(x / 100) for x in range(101)]
    assert levels == sorted(levels) and len(set(levels)) == len(names)


def test_a_milestone_is_a_record_in_both_voices_from_the_data():
    stage = next(i for i, s in enumerate(T.stages) if i and s.name not in T.skills["piano"].lines)
    fact = sk.milestone("ann", "Ann Lee", "guitar", stage, T)
    assert fact.about == ("ann",) and fact.topic == sk.TOPIC and fact.news and not fact.secret
    assert fact.key == f"skill:ann:guitar:{stage}"
    assert fact.told.startswith("Ann Lee ") and T.skills["guitar"].noun in fact.told
    assert "Ann" not in fact.mine and fact.mine.startswith("I")
    assert fact.sentence("ann") == fact.mine and fact.sentence("bob") == fact.told
    own = next(iter(T.skills["piano"].lines))  # a skill's own wording of a stage wins
    stage = [s.name for s in T.stages].index(own)
    assert sk.milestone("ann", "Ann Lee", "piano", stage, T).told == T.skills["piano"].lines[own][
        1
    ].format(name="Ann Lee")


def test_starting_skills_are_the_files_else_the_trade_at_the_trade_level():
    mine = sk.starting({"piano": 0.5}, "shopkeeping", T)
    assert mine["piano"].level == 0.5 and mine["shopkeeping"].level == T.trade_start
    assert mine["piano"].best == T.stage_index(0.5)  # a declared level is no news
    assert sk.starting({"shopkeeping": 0.2}, "shopkeeping", T)["shopkeeping"].level == 0.2
    assert sk.starting({}, "", T) == {}
    assert sk.Skill.from_dict(mine["piano"].to_dict()) == mine["piano"]


def _doc():
    with sk.DATA.open("rb") as f:
        return tomllib.load(f)


@pytest.mark.parametrize(
    "damage, words",
    [
        (lambda d: d["objects"].update(piano="juggling"), "objects.piano"),
        (lambda d: d["practice"].update(forget=3), "practice.forget"),
        (lambda d: d["stages"].reverse(), "stages"),
        (lambda d: d["stages"][1].update(told="{name} got {better}"), "stages[1]"),
        (lambda d: d.pop("trades"), "trades"),
        (lambda d: d["skills"]["piano"].update(rate="fast"), "skills.piano.rate"),
    ],
)
def test_a_bad_table_is_one_line_naming_the_entry(damage, words):
    doc = _doc()
    damage(doc)
    with pytest.raises(sk.SkillTableError) as e:
        sk.parse(doc, "skills.toml")
    assert words in str(e.value) and "\n" not in str(e.value)
