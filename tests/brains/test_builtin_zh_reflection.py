"""Reflections of residents of a Chinese town: a habit is known by what the plan said (not by
the Chinese words it was told in) and said with its place where Chinese puts it; a gathering
in a thought is when one would say it that day, not the record's "6月13日19:00-21:00"."""

from __future__ import annotations

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.reflect_index import Records, doing_words, habits
from game.brains.builtin.tables import load_tables, use_tables
from game.lang import frames_for
from game.mind import wording
from game.mind.brain import InsightRequest, PersonaCard
from game.mind.records import Doing, Fact
from game.mind.types import Gathering, MemoryLine, Place

WEN = PersonaCard(id="wen", name="孙婉清", age=30, home=Place(sector="桃花巷2号"))
Q_SELF = "孙婉清最近把时间花在什么上？"


@pytest.fixture
def chinese():
    use_tables(load_tables(language="zh"))
    wording.use(frames_for("zh"))
    yield
    use_tables(None)
    wording.use(frames_for("en"))


def did(i: int, date: str, what: str, activity: str, place: str = "桃花广场") -> MemoryLine:
    done = Doing(date=date, start=485, end=555, did=what, place=place, activity=activity)
    return MemoryLine(
        id=i, text=f"孙婉清{what}（{date}）。", when=f"{date[-2:]} Jun 08:05", done=done
    )


def test_a_stretch_told_in_chinese_on_three_days_is_a_habit_said_with_its_place_first(chinese):
    walk = "散步，在桃花广场"
    mems = [
        did(1, "2026-06-12", walk, "stroll round the square"),
        did(2, "2026-06-13", walk, "stroll round the square"),
        did(3, "2026-06-14", walk, "stroll round the square"),
    ]
    assert habits(WEN, Records.of(WEN, mems)) == [walk]
    out = BuiltinBrain(seed=1).insights(
        InsightRequest(persona=WEN, question=Q_SELF, memories=tuple(mems))
    )
    assert out and "在桃花广场散步" in out[0].text and walk not in out[0].text
    # a meal is no habit, whatever words it is told in
    meals = [
        did(1, "2026-06-12", "吃饭", "have lunch at home", "桃花巷2号"),
        did(2, "2026-06-13", "吃饭", "have lunch at home", "桃花巷2号"),
    ]
    assert habits(WEN, Records.of(WEN, meals)) == []
    # (a record saved before it said what the plan said: not known, so no habit)
    old = [did(i, d, walk, "") for i, d in ((1, "2026-06-12"), (2, "2026-06-13"))]
    assert habits(WEN, Records.of(WEN, old)) == []


def test_a_place_is_moved_only_when_it_is_the_records_own_ending(chinese):
    ms = [did(1, "2026-06-12", "x", "")]
    assert doing_words("在青石小学上课", ms) == "在青石小学上课"
    assert doing_words("看书，在桃花广场", ms) == "在桃花广场看书"


def test_a_gathering_in_a_thought_is_said_as_on_the_day_one_thinks_it(chinese):
    party = Gathering(
        what="生日晚宴", place="梨园小酒家", date="2026-06-13", start=19 * 60, end=21 * 60,
        host="guo",
    )  # fmt: skip
    fact = Fact(
        key="guo:party", about=("guo",), topic="party", mine="",
        told="孙国华{when}在梨园小酒家给他的妻子办生日晚宴。", event=party,
    )  # fmt: skip
    mems = [
        MemoryLine(id=1, text="在梨园小酒家和孙国华聊天", kind="conversation", when="12 Jun 15:00",
                   talk=3, partners=("孙国华",), at="梨园小酒家"),
        MemoryLine(id=2, text=fact.text(), kind="conversation", when="12 Jun 15:00", talk=3,
                   source="孙国华", about="孙国华", fact=fact),
        MemoryLine(id=3, text="在桃花广场和孙国华聊天", kind="conversation", when="12 Jun 18:00",
                   talk=5, partners=("孙国华",), at="桃花广场"),
    ]  # fmt: skip
    q = "孙国华最近跟孙婉清聊了些什么？"

    def said(now: str) -> str:
        req = InsightRequest(persona=WEN, question=q, memories=tuple(mems), now=now)
        return " ".join(i.text for i in BuiltinBrain(seed=1).insights(req))

    assert "明天晚上七点" in said("12 Jun 21:00")
    assert "今晚七点" in said("13 Jun 09:00")
    assert all("19:00" not in said(now) for now in ("12 Jun 21:00", "13 Jun 09:00"))
    assert "19:00" in said("")  # (not told when one thinks it: the record's own date)
