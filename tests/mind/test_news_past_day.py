"""A record with no event whose words name a day ("at the show on Saturday, February 14") is no
longer offered as news, nor said as one's own plan, once that day is over."""

from datetime import date

from game.lang.en import English
from game.mind import language, news_index
from game.mind.facts import Fact
from tests.mind.test_reflect import make_resident

SHOW = Fact(
    key="seed:x:0", about=("x",), topic="project", news=True,
    mine="I mean to win the cake class at the show on Saturday, February 14.",
    told="She means to win the cake class at the show on Saturday, February 14.",
)  # fmt: skip


def test_a_day_named_in_a_records_words_is_past_after_it():
    before = language.reading()
    language.use(English())  # (the process's reading, as a run sets it)
    try:
        _check()
    finally:
        language.use(before)


def _check():
    r = make_resident()
    r.memory.add(
        SHOW.told,
        kind="observation",
        now=0.0,
        importance_10=5,
        meta={"seed": True, "fact": SHOW.to_meta()},
    )
    assert SHOW.key not in news_index.past_keys(r, date(2026, 2, 14))  # on the day: still on
    assert SHOW.key in news_index.past_keys(r, date(2026, 2, 15))
    # a record with no day in its words is never past
    plain = Fact(key="seed:x:1", about=("x",), topic="project", mine="I bake.", told="She bakes.")
    r.memory.add(
        plain.told,
        kind="observation",
        now=1.0,
        importance_10=5,
        meta={"seed": True, "fact": plain.to_meta()},
    )
    assert plain.key not in news_index.past_keys(r, date(2026, 3, 1))


def test_a_record_of_one_day_is_no_news_after_it_whatever_its_words():
    """One's workplace shut on one for the day (``Fact.day``): news that day, over the next
    (was: "They shut the cafe on us for the day" said on Saturday in the reopened cafe), by
    the record's date, its words naming no day; kept through a save (meta)."""
    shut = Fact(key="shut:2026-02-13:x", about=("x",), topic="other", day="2026-02-13",
                mine="They shut the cafe on us for the day.", told="The cafe was shut.")  # fmt: skip
    assert not shut.over(date(2026, 2, 13), 23 * 60)
    assert shut.over(date(2026, 2, 14), 8 * 60)
    assert Fact.from_meta(shut.to_meta()) == shut
    undated = Fact(key="k", about=("x",), topic="other", mine=shut.mine, told=shut.told)
    assert not undated.over(date(2026, 3, 1)) and "day" not in undated.to_meta()
