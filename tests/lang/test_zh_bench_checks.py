"""The believability bench's Chinese reader (``bench/zh_checks.py``): which questions a reply
ignores, and which phrases count toward the filler rate, on hand-written Chinese lines."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import zh_checks as zc  # noqa: E402


def talk(*lines: tuple[str, str]) -> dict:
    names = sorted({n for n, _ in lines})
    return {"names": names, "lines": [[n, n, t] for n, t in lines]}


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        ("今天活儿多吗？", "你得去问他们本人。活儿还等着我呢，回头见。"),  # a follow-up's answer
        ("吃了吗？", "你好！还凑合。"),  # a state is no meal
        ("最近怎么样？", "嗨，王秀英，又碰上了。回头见，王秀英。"),  # greeting and goodbye only
        ("待会儿干什么去？", "最近怎么样？"),  # a question back
        ("昨晚睡得好吗？", "我就知道这么多。"),
        ("今晚几点回来？", "哦，谢谢你告诉我。"),
        ("想喝点什么？", None),  # no reply at all
    ],
)
def test_a_reply_of_the_wrong_kind_ignores_the_question(question, reply):
    lines = [("王秀英", f"你好，李建国。{question}")]
    if reply is not None:  # (and a question back is answered in turn)
        lines += [("李建国", reply), ("王秀英", "挺好，谢谢。")]
    ignored, asked, examples = zc.ignored_questions([talk(*lines)])
    assert ignored == 1 and "王秀英: " in examples[0], examples


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        ("最近怎么样？", "你好啊，秀英。挺好的，谢谢。"),
        ("家里都好吧？", "见到你就更好了。"),
        ("这儿忙不忙？", "就是正在分拣早上的信件。"),
        ("等会儿忙不忙？", "忙完这个我就吃饭。回头见。"),
        ("接下来去哪儿？", "我得走了，八点要上课。"),  # a goodbye that carries the plan
        ("吃过早饭了吗？", "吃过了，谢谢。"),
        ("今晚几点回来？", "大概三点半吧。"),
        ("你还在忙吗？", "是啊，快弄完了。"),
        ("明天的生日晚宴你去吗？", "算我一个。"),
        ("这事怎么说？", "不好说。"),  # a question of no kind: any reply will do
    ],
)
def test_a_reply_that_answers_is_not_flagged(question, reply):
    convs = [talk(("王秀英", question), ("李建国", reply))]
    assert zc.ignored_questions(convs)[:2] == (0, 1)


@pytest.mark.parametrize(
    "line",
    ["你听说了吗？", "不会吧！真的？", "你会来的，对吧？", "好，回头见。", "挺热闹的，是不是？"],
)
def test_leads_reactions_tags_and_statements_ask_nothing(line):
    convs = [talk(("王秀英", line), ("李建国", "嗯。"))]
    assert zc.ignored_questions(convs)[:2] == (0, 0)


def test_the_reply_is_the_next_line_by_someone_else():
    convs = [talk(("王秀英", "最近怎么样？"), ("王秀英", "我先说。"), ("李建国", "还行。"))]
    assert zc.ignored_questions(convs)[:2] == (0, 1)


MASK = zc.masker(["王秀英", "李建国"], ["青石小学", "槐荫邮局"], ["生日晚宴"])


def test_a_stock_phrase_over_many_lines_is_the_top_filler():
    lines = [f"说实话，有点累。今天{w}了。" for w in "晴阴雨"] + ["你好。"] * 7
    phrase, per_k = zc.filler_rate(lines, MASK)
    assert (phrase, per_k) in {("说实话", 300), ("有点累", 300)}
    assert zc.fillers_over(lines, MASK, 299)[0][2] == lines[:2]  # two lines that carry it


def test_names_places_times_and_home_are_content_not_filler():
    lines = [
        "王秀英在青石小学上课。",
        "李建国在青石小学上课。",
        "我八点半回家吃饭。",
        "他九点一刻回家吃饭。",
        "秀英去槐荫邮局寄信。",
        "明天的生日晚宴见。",
    ]
    grams = set().union(*(zc.grams(x, MASK) for x in lines))
    assert not any(ch in g for g in grams for ch in "王秀英李建国青石小学槐荫邮局点半")
    assert "回家吃饭" not in grams and "吃饭" not in grams  # 回家 cuts the clause; 吃饭 is short
    assert zc.grams("上课去了。", MASK) == {"上课去了"}
    assert zc.grams("好嘞。是吗？", MASK) == set()  # under three characters: a word, no phrase
    assert zc.grams("你好啊，回来啦。", MASK) == set()  # a word and a closing tone


def test_a_phrase_counts_once_per_line():
    lines = ["说实话，说实话，有点累。", "今天天气不错。"]
    assert zc.filler_rate(lines, MASK)[1] == 500
