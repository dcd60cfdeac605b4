"""Interviews in a Chinese town: the questions are recognised by the zh tables' own ways of
asking (``[question_kinds]`` of data/zh/talk.toml) and answered in Chinese from the records;
English questions and English tables are answered as before."""

from __future__ import annotations

import re
import tomllib

import pytest

from game.app_interview import QUESTIONS, default_questions
from game.brains.builtin import BuiltinBrain
from game.brains.builtin.interview_asked import kind_of
from game.brains.builtin.tables import load_tables, use_tables
from game.mind.brain import InterviewRequest, Listener, PersonaCard
from game.mind.records import Doing, Fact
from game.mind.types import Gathering, MemoryLine, Place

LATIN = re.compile(r"[A-Za-z]{3,}")
NOW = "Sat 13 Jun 2026 10:00"
PUPIL = PersonaCard(
    id="chunmei", name="孙春梅", age=8, occupation="青石小学学生",
    learned="孙春梅在桃花村上学，家家户户之间的每条近路都熟。", wake=420, sleep=1260,
    home=Place(sector="桃花巷2号", arena="儿童房"), work=Place(sector="青石小学", arena="教室"),
    work_hours=(525, 915),
)  # fmt: skip
PEOPLE = (
    Listener(id="wanqing", name="孙婉清", knows=True, ties=("home",), works_at="青石小学",
             talked_before=True),
    Listener(id="changgen", name="杨长根", knows=True, works_at="槐荫邮局"),
    Listener(id="lijuan", name="刘丽娟"),
)  # fmt: skip
ROW = Fact(
    key="row", about=("changgen", "haiyan"), topic="quarrel", mine="",
    told="杨长根和罗海燕为了一条狗闹翻了。",
)  # fmt: skip
DAY = (
    Doing(date="2026-06-12", start=525, end=720, did="attend classes at 青石小学了", place="青石小学"),
    Doing(date="2026-06-12", start=720, end=765, did="have lunch at 青石小学了", place="青石小学"),
    Doing(date="2026-06-12", start=765, end=915, did="attend classes at 青石小学了", place="青石小学"),
    Doing(date="2026-06-12", start=1080, end=1140, did="have dinner at home了", place="桃花巷2号"),
)  # fmt: skip
PARTY = Gathering(
    what="生日晚宴", place="梨园小酒家", date="2026-06-13", start=19 * 60, end=21 * 60,
    host_name="孙国华",
)  # fmt: skip


def _ask(question: str, **kw) -> str:
    req = InterviewRequest(persona=PUPIL, question=question, now=NOW, people=PEOPLE, **kw)
    return BuiltinBrain(seed=1).answer_question(req).text


@pytest.fixture
def chinese():
    use_tables(load_tables(language="zh"))
    yield
    use_tables(None)


def _zh_questions() -> list[tuple[str, str]]:
    data = tomllib.loads(default_questions("zh").read_text(encoding="utf-8"))
    return [(cat, q) for cat, table in data.items() for q in table["questions"]]


def test_a_chinese_town_asks_its_own_questions():
    assert default_questions("zh").name == "interview_questions.zh.toml"
    assert default_questions("en") == QUESTIONS == default_questions(None)
    assert default_questions("../x") == QUESTIONS  # not a language code: the English file


def test_every_standard_chinese_question_is_recognised(chinese):
    kinds = [kind_of(q.format(someone="刘丽娟", closest="孙婉清")) for _, q in _zh_questions()]
    assert kinds == [
        "self", "typical", "someone", "yesterday", "news", "plans", "events", "closed",
        "upset", "prefer", "mind",
    ]  # fmt: skip
    assert kind_of("你现在心情怎么样？") == "feeling"
    assert kind_of("今天天气真好。") is None


def test_english_tables_recognise_no_question_by_data():
    assert all(kind_of(q) is None for _, q in _zh_questions())


def test_chinese_answers_come_from_the_records_in_chinese(chinese):
    me = _ask("介绍一下你自己吧。")
    assert me.startswith(("我叫孙春梅", "我是孙春梅")) and "8岁" in me and "我在桃花村上学" in me
    day = _ask("你昨天做了什么？", doings=DAY)  # the lessons before and after lunch: one stretch
    assert day.startswith("昨天") and day.count("上课") == 1 and "八点三刻" in day
    assert "三点一刻" in day and "吃饭" in day
    assert "孙婉清" in _ask("孙婉清是谁？") and "青石小学" in _ask("孙婉清是谁？")
    assert "不太" in _ask("刘丽娟是谁？")  # not known by name
    news = _ask(
        "最近有什么新鲜事吗？", held=(MemoryLine(id=7, text="", fact=ROW, source="孙婉清"),)
    )
    assert "孙婉清" in news and "闹翻了" in news and news.count("。") == 1
    going = _ask("接下来几天你会去参加什么活动吗？", gatherings=((PARTY, True),))
    assert going.startswith("今晚七点") and "孙国华的生日晚宴" in going
    assert "青石小学" in _ask("你上班的地方今天突然关门了。你会怎么办？")
    assert "孙婉清" in _ask("孙婉清看起来心情不好。你会怎么做？")
    plans = _ask("你今天打算做什么？", plan=("09:00-12:00 attend classes at 青石小学",))
    assert "在青石小学上课" in plans
    answers = [me, day, news, going, plans, _ask("你最近在想些什么？"), _ask("你过得怎么样？")]
    assert not [a for a in answers if LATIN.search(a)]


def test_an_unknown_chinese_question_is_answered_in_chinese(chinese):
    req = InterviewRequest(persona=PUPIL, question="月亮有多重？", now=NOW, people=PEOPLE)
    a = BuiltinBrain(seed=1).answer_question(req)
    assert not a.remembers and not LATIN.search(a.text)


def test_english_questions_are_answered_as_before():
    req = InterviewRequest(
        persona=PUPIL, question="What did you do yesterday?", now=NOW, doings=DAY
    )
    assert BuiltinBrain(seed=1).answer_question(req).text.startswith("Yesterday I attend")


def test_a_talk_is_remembered_in_chinese(chinese):
    from game.brains.builtin.talk_summary import summarize
    from game.mind.brain import ConversationSummaryRequest
    from game.mind.types import Line

    told = Line(
        speaker="changgen", name="杨长根", text="你听说了吗？杨长根和罗海燕闹翻了。", fact=ROW
    )
    req = ConversationSummaryRequest(
        persona=PUPIL,
        others=PEOPLE[:2],
        transcript=(Line(speaker="chunmei", name="孙春梅", text="你好。"), told),
    )
    said = summarize(req).summary
    assert said.startswith("我和孙婉清和杨长根聊了聊") and said.endswith("闹翻了。"), said
    assert not LATIN.search(said)
    use_tables(None)
    assert summarize(req).summary.startswith(
        "I chatted with 孙婉清 and 杨长根 about this and that; "
    )


def test_memories_summed_up_in_chinese(chinese):
    from game.brains.builtin.thoughts import summarize
    from game.mind.brain import SummarizeRequest

    texts = (
        "孙春梅在家做家务了（6月12日 07:45-09:00）。",
        "孙春梅在青石小学上课了（6月12日 09:00-15:00）。",
    )
    said = summarize(SummarizeRequest(persona=PUPIL, texts=texts))
    assert (
        said.startswith("孙春梅") and said.endswith("（2个日常片段）。") and not LATIN.search(said)
    )
    assert summarize(SummarizeRequest(persona=PUPIL, texts=())) == "孙春梅这段时间过得很平静。"


def test_another_days_plans_are_not_todays(chinese):
    from dataclasses import replace

    assert kind_of("明天你打算做什么？") == "ahead" and kind_of("你今天打算做什么？") == "plans"
    plan = ("09:00-12:00 attend classes at 青石小学",)
    assert "上课" not in _ask("明天你打算做什么？", plan=plan)
    sunday = replace(PARTY, date="2026-06-14")
    said = _ask("明天你打算做什么？", plan=plan, gatherings=((sunday, True), (PARTY, True)))
    assert said.startswith("明天晚上七点") and "孙国华的生日晚宴" in said and "今晚" not in said
    shown = ("10:00-20:00 看书，然后散步，然后做作业，然后吃饭",)  # a plan in the town's words
    assert _ask("你今天打算做什么？", plan=shown).count("然后") == 2
