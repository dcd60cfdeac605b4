"""The believability bench's Chinese reader (``bench/zh_checks.py``, ``bench/zh_talk_checks.py``):
which questions a reply ignores, which phrases count toward the filler rate, and which lines
introduce, repeat, tell news again, show a third-person seam or tell of a gathering after it,
on hand-written Chinese lines."""

from __future__ import annotations

import sys
from datetime import datetime
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import zh_checks as zc  # noqa: E402
import zh_talk_checks as zt  # noqa: E402


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
    ("question", "reply"),
    [
        ("晚饭前能回来吗？", "回来，晚上吃什么？"),  # back, yes; then what is for supper
        ("你能来帮我准备准备吗？", "好，我今晚七点半有空，在你家见？"),  # yes, and a time
    ],
)
def test_an_answer_in_the_sentence_that_asks_back_is_an_answer(question, reply):
    convs = [talk(("王秀英", question), ("李建国", reply), ("王秀英", "好的，吃面条吧。"))]
    assert zc.ignored_questions(convs)[:2] == (0, 2)


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


# ------------------------------------------------------------ the talk rows (zh_talk_checks)
NAMES = {"wang": "王秀英", "li": "李建国"}


def conv(*lines: tuple[str, str], ended: str = "Sat 13 Jun 2026 22:00") -> dict:
    ids = {v: k for k, v in NAMES.items()}
    return {
        "members": [ids[n] for n in dict.fromkeys(n for n, _ in lines)],
        "names": list(dict.fromkeys(n for n, _ in lines)),
        "ended": ended,
        "lines": [[ids[n], n, t] for n, t in lines],
    }


def test_names_are_masked_full_and_given_without_spaces():
    mask = zt.masker(NAMES.values())
    assert mask("你好，秀英。王秀英和李建国在家。") == "你好，<N>。<N>和<N>在家。"


@pytest.mark.parametrize(
    "line",
    [
        "很高兴认识你，我是王秀英。",
        "你好，我叫秀英。",
        "幸会幸会。",
        "我们好像没见过吧？",
        "你看着很面熟。",
    ],
)
def test_an_introduction_is_flagged(line):
    assert zt.introduces(conv(("王秀英", line), ("李建国", "你好。")), NAMES)
    assert not zt.introduces(conv(("王秀英", line)), NAMES, only="li")  # only that resident's


@pytest.mark.parametrize(
    "line",
    [
        "你好，李建国。我是说，今天真热。",
        "我是老师。",
        "认识李建国好多年了。",
        "好久不见！",
        "我叫李建国来吃饭。",
    ],
)
def test_a_greeting_or_a_name_that_is_not_ones_own_is_no_introduction(line):
    assert not zt.introduces(conv(("王秀英", line)), NAMES)


def test_a_fact_is_the_same_in_whoevers_voice_it_is_told():
    mask = zt.masker(NAMES.values())
    mine = zt.fact_words("我明天晚上七点在酒家给我妻子办生日晚宴", mask)
    told = zt.fact_words("李建国今晚七点在酒家给他的妻子办生日晚宴", mask)
    other = zt.fact_words("王秀英在修院子里的板车，想在月底前修好", mask)
    assert len(mine & told) >= 0.7 * len(told)
    assert len(other & told) < 0.2 * len(told)


def test_news_about_the_listener_is_its_name_or_you_first():
    assert zt.about_listener("李建国要当爸爸了", "李建国")
    assert zt.about_listener("建国要当爸爸了", "李建国")
    assert zt.about_listener("你要当爸爸了", "李建国")
    assert not zt.about_listener("王秀英要当妈妈了", "李建国")


def test_a_speaker_saying_a_long_sentence_again_the_same_day_repeats():
    mask = zt.masker(NAMES.values())
    a = conv(("王秀英", "你好，建国。我在修院子里的板车。"), ("李建国", "我在修院子里的板车。"))
    b = conv(("王秀英", "你好，李建国！我在修院子里的板车！"))
    c = conv(("王秀英", "我在修院子里的板车。"), ended="Sun 14 Jun 2026 09:00")  # next day
    assert zt.self_repeats([a, b, c], mask) == "25.0%"  # 1 of 4 (greetings are short)


PEOPLE = {"王秀英": "f", "李建国": "m", "陈丽华": "f"}


@pytest.mark.parametrize(
    ("speaker", "line"),
    [
        ("王秀英", "王秀英在修院子里的板车。"),  # own full name as a subject
        ("王秀英", "哦，你好。王秀英说她很好。"),
        ("王秀英", "我在修板车，她想在月底前修好。"),  # 她 is the speaker: nobody else is meant
        ("李建国", "我挺好，他最近就是有点累。"),
    ],
)
def test_a_speaker_in_the_third_person_is_a_seam(speaker, line):
    assert zt.seam_lines([conv((speaker, line))], PEOPLE)[0] == 1


@pytest.mark.parametrize(
    ("speaker", "line"),
    [
        ("王秀英", "你好，我叫王秀英。"),
        ("王秀英", "你好，李建国。他们都说我修得好。"),  # 他们 is not one man
        ("王秀英", "我担心我妻子，她最近身体不太好。"),  # a person meant before 她
        ("王秀英", "我跟丽华说，她那边就拜托了。"),  # a woman named before 她
        ("李建国", "我和其他人一起去。"),  # 其他 is not 他
        ("李建国", "我在修板车，她想在月底前修好。"),  # not the speaker's own gender
        ("李建国", "你好，王秀英。"),
    ],
)
def test_first_person_lines_that_name_others_are_no_seam(speaker, line):
    assert zt.seam_lines([conv((speaker, line))], PEOPLE)[0] == 0


EVENTS = [("生日晚宴", datetime(2026, 6, 13, 21, 0))]


@pytest.mark.parametrize(
    "line",
    ["李建国明天晚上七点办生日晚宴。", "今晚的生日晚宴你去不去？", "星期六的生日晚宴，一定来啊。"],
)
def test_a_gathering_spoken_of_as_to_come_after_it_ended_is_told_after(line):
    assert zt.told_after(line, datetime(2026, 6, 13, 22, 0), EVENTS)
    assert not zt.told_after(line, datetime(2026, 6, 13, 18, 0), EVENTS)  # before it: fine


@pytest.mark.parametrize(
    "line",
    ["昨晚的生日晚宴真热闹。", "上周六的生日晚宴你去了吗？", "明天见。", "生日晚宴办得挺好。"],
)
def test_a_gathering_spoken_of_as_past_is_not_told_after(line):
    assert not zt.told_after(line, datetime(2026, 6, 13, 22, 0), EVENTS)


def _zh_speech() -> dict:
    import tomllib

    root = Path(__file__).resolve().parents[2]
    text = (root / "game/brains/builtin/data/zh/speech.toml").read_text("utf-8")
    return tomllib.loads(text)["phrases"]


def test_every_chinese_introduction_the_brain_says_is_read_as_one_and_no_greeting_is():
    speech = _zh_speech()
    intros = [k for k in speech if k.startswith(("greet_stranger", "greet_back_stranger"))]
    greetings = [k for k in speech if k.startswith("greet_") and k not in intros]
    assert intros and greetings
    for key in intros:
        for tpl in speech[key]:
            line = tpl.format(me="王秀英", addr="建国")
            assert zt.introduces(conv(("王秀英", line)), NAMES), line
    for key in greetings:
        for tpl in speech[key]:
            line = tpl.format(me="王秀英", addr="建国")
            assert not zt.introduces(conv(("王秀英", line)), NAMES), line


def test_forms_of_address_are_names_not_filler():
    """郑阿姨 and 杨医生 are what those two are called: masked like their names, so a greeting
    to each is the same line, and 杨医生 said to him all day is no stock phrase."""
    from game.brains.builtin.tables import load_tables, use_tables

    use_tables(load_tables(language="zh"))
    try:
        forms = zc.address_forms(["郑淑芬", "杨建国", "Ann Lee"])
        assert {"郑阿姨", "郑奶奶", "老郑", "杨医生", "杨叔", "淑芬"} <= set(forms)
        assert not any("Ann" in f for f in forms)
        mask = zt.masker(["郑淑芬", "杨建国"], forms)
        assert mask("你好，郑阿姨。") == mask("你好，杨医生。") == mask("你好，淑芬。")
        fill = zc.masker(["郑淑芬", "杨建国"], forms=forms)
        lines = ["嘿，杨医生！"] * 5 + ["你好，老郑。"] * 5
        assert not any("医生" in g or "老郑" in g for x in lines for g in zc.grams(x, fill))
    finally:
        use_tables(None)


@pytest.mark.parametrize(
    ("question", "reply"),
    [  # real answers the bench had counted as ignored (taohuacun, seeds 1 and 7)
        ("今天累不累？", "手上的活儿没断过。这之后回家吗？"),
        ("这儿忙不忙？", "手上的活儿没断过。"),
        ("生意还好吧？", "手上的活儿没断过。"),
        ("今天累不累？", "啊，李浩然，巧了。还算平稳，谢谢。得接着忙了。"),
        ("你到底还好吗？", "刘凤英！嗨。没什么变化，谢谢你惦记。今天活儿不少吧？"),
        ("你觉得何淑芬那事怎么样？", "我们在家都支持何淑芬。那我不打扰你了。"),
        ("今天过得咋样，有啥事没？", "没什么特别的。"),
        ("为什么，出什么事了？", "没新鲜的，还是那个心事。"),
        ("好，我明天下午四点半有空，在竹林弄3号见？", "行，就这么定了。谢谢！"),
        # a yes that is a joining-in line too (greet_group_join) is a yes
        ("今晚七点能在何淑芬的生日晚宴上见到你吗？", "算我一个。等下得空吗？"),
    ],
)
def test_a_line_of_a_set_that_answers_the_kind_is_an_answer(question, reply):
    """An answer is read with the phrase sets that say it: a line of ans_busy answers "今天累
    不累？" though none of the reader's words for a state is in it."""
    from game.brains.builtin.tables import load_tables, use_tables

    use_tables(load_tables(language="zh"))
    try:
        convs = [talk(("王秀英", question), ("李建国", reply), ("王秀英", "好，回头见。"))]
        examples = zc.ignored_questions(convs)[2]
        assert not [e for e in examples if "王秀英: " in e], examples
    finally:
        use_tables(None)


@pytest.mark.parametrize(
    ("question", "reply"),
    [  # a whole line of an answer set, but of the wrong kind
        ("今天累不累？", "吃了，早吃了。"),
        ("昨晚睡得好吗？", "手上的活儿没断过。"),
        ("吃过早饭了吗？", "行，就这么定了。谢谢！"),
    ],
)
def test_a_line_of_a_set_that_answers_another_kind_is_no_answer(question, reply):
    from game.brains.builtin.tables import load_tables, use_tables

    use_tables(load_tables(language="zh"))
    try:
        convs = [talk(("王秀英", question), ("李建国", reply))]
        assert zc.ignored_questions(convs)[0] == 1
    finally:
        use_tables(None)


@pytest.mark.parametrize(
    "reply", ["李建国，又碰上了。", "可不是嘛，今儿第二回了。回头见。", "地方就这么大嘛，建国。"]
)
def test_a_greeting_of_the_tables_answers_nothing(reply):
    """A greeting the tables say ("{addr}，又碰上了。") is read as one with the sets that say
    it, whatever words the reader's own list has."""
    from game.brains.builtin.tables import load_tables, use_tables

    use_tables(load_tables(language="zh"))
    try:
        convs = [talk(("王秀英", "你怎么也来这儿了？"), ("李建国", reply))]
        assert zc.ignored_questions(convs)[:2] == (1, 1)
    finally:
        use_tables(None)
