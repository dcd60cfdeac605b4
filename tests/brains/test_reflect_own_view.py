"""Reflections read like the thinker's own thoughts: in the thinker's point of view (a husband's
"his wife" is "me" to her, "Mum" to their son), weighing the thinker's own life (its own
storyline, family) over a row between two others it has no part in (blind readers of two
made towns: "a ledger of other people's quarrels", "from the wrong point of view")."""

from __future__ import annotations

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.tables import load_tables, use_tables
from game.lang import frames_for
from game.mind import wording
from game.mind.brain import InsightRequest, PersonaCard, ReflectQuestionsRequest
from game.mind.records import Fact
from game.mind.types import MemoryLine, Place
from tests.brains.test_builtin_reflection import ANN, bond, check_all, talk, told

ASK = "Bob Marsh wants to ask Tom Reed to look in on his wife while he is at work."
Q_BOB = "How are things between Ann and Bob Marsh lately?"


def _bobs_worry(i: int = 1) -> MemoryLine:
    line = told(i, 4, "Bob Marsh", "bob", ASK, "13 Feb 10:00", topic="worry")
    f = line.fact
    return MemoryLine(**{**line.__dict__, "fact": Fact(**{**f.__dict__, "about": ("bob", "tom")})})


def _think(persona, mems, family, q=Q_BOB):
    req = InsightRequest(persona=persona, question=q, memories=tuple(mems), count=3, family=family)
    return BuiltinBrain(seed=1).insights(req)


def test_a_husbands_worry_for_his_wife_is_about_me_to_the_wife_and_about_mum_to_the_son():
    mems = [_bobs_worry(), talk(2, 9, "Bob Marsh", "14 Feb 09:00")]
    wife = _think(
        ANN, [*mems, bond(3, "Bob Marsh", "family", "Her husband")], (("Bob Marsh", "Her husband"),)
    )
    said = " ".join(i.text for i in wife)
    assert "look in on me while he is at work" in said, said
    assert "his wife" not in said and "other people" not in said, said
    check_all(wife, [*mems, bond(3, "Bob Marsh", "family", "Her husband")])
    son = PersonaCard(id="sam", name="Sam Marsh", age=19, home=Place(sector="Marsh House"))
    family = (("Bob Marsh", "His father"), ("Ann Marsh", "His mother"))
    out = _think(son, [*mems, bond(3, "Bob Marsh", "family", "His father")], family)
    said = " ".join(i.text for i in out)
    assert "look in on Mum while he is at work" in said and "Dad" in said, said
    # (a neighbour hears it as it was told)
    plain = " ".join(i.text for i in _think(ANN, mems, ()))
    assert "his wife" in plain, plain


def test_a_worry_for_ones_own_wife_is_not_a_worry_about_other_people():
    worry = "Bob Marsh is worried about his wife, who hasn't been well."
    line = told(1, 4, "Bob Marsh", "bob", worry, "13 Feb 10:00", topic="worry")
    line = MemoryLine(
        **{**line.__dict__, "fact": Fact(**{**line.fact.__dict__, "about": ("bob", "cat")})}
    )
    mems = [line, talk(2, 9, "Bob Marsh", "14 Feb 09:00")]
    out = _think(ANN, mems, ())
    assert out and not any(said_from("ins_trouble_other", i.text) for i in out), out
    assert any(said_from("ins_trouble_their_kin", i.text) for i in out), out
    check_all(out, mems)
    # one with the same worry of one's own says so, in one's own words
    mine = Fact(
        key="seed:ann:0",
        about=("ann", "dan"),
        topic="worry",
        mine="I'm worried about my husband, who hasn't been well.",
        told="",
    )
    me = PersonaCard(**{**ANN.__dict__, "facts": (mine,)})
    same = " ".join(i.text for i in _think(me, mems, ()))
    assert "I'm worried about my husband" in same, same


def test_ones_wife_ill_is_a_worry_at_home_not_someone_to_look_in_on():
    ill = "Bob Marsh hasn't been well lately."
    mems = [
        told(1, 4, "Bob Marsh", "bob", ill, "13 Feb 10:00", topic="illness"),
        talk(2, 9, "Bob Marsh", "14 Feb 09:00"),
        bond(3, "Bob Marsh", "family", "Her husband"),
    ]
    said = " ".join(i.text for i in _think(ANN, mems, (("Bob Marsh", "Her husband"),)))
    assert "I worry about Bob" in said and "look in on" not in said, said


def test_a_row_between_others_told_by_someone_one_barely_knows_is_no_thought_of_them():
    row = "Bob Marsh and Cat Dunn have fallen out over a borrowed ladder."
    mems = [
        told(1, 4, "Bob Marsh", "bob", row, "13 Feb 10:00", topic="quarrel"),
        talk(2, 4, "Bob Marsh", "13 Feb 10:00"),
        talk(3, 9, "Bob Marsh", "14 Feb 09:00"),
    ]
    mems[0] = MemoryLine(
        **{**mems[0].__dict__, "fact": Fact(**{**mems[0].fact.__dict__, "about": ("bob", "cat")})}
    )
    out = _think(ANN, mems, ())
    assert not any("ladder" in i.text for i in out), out
    # a friend's row is one's business: what one makes of it stays
    near = _think(ANN, [*mems, bond(5, "Bob Marsh", "close", "Her oldest friend")], ())
    assert any("ladder" in i.text for i in near), near


def _own(persona_facts, *, said="yes"):
    story, wants = persona_facts
    outcome = Fact(
        key=f"asked:{wants.key}",
        about=("tom", "ann"),
        topic="project",
        mine="",
        told=f"Ann Lee asked Tom Reed to help with the garden wall, and Tom said {said}.",
        second=f"I asked Tom Reed to help with the garden wall, and Tom said {said}.",
        news=False,
    )
    return [
        MemoryLine(id=1, text=story.text(), when="12 Feb 06:00", fact=story),
        MemoryLine(
            id=2,
            text="Conversation with Tom Reed at the Mill: we caught up.",
            kind="conversation",
            when="13 Feb 10:00",
            talk=4,
            partners=("Tom Reed",),
        ),
        MemoryLine(
            id=3,
            text=outcome.second,
            kind="conversation",
            when="13 Feb 10:00",
            talk=4,
            partners=("Tom Reed",),
            fact=outcome,
        ),
        told(
            4,
            6,
            "Cat Dunn",
            "cat",
            "Cat Dunn and Dan Ford have fallen out over a parking space.",
            "13 Feb 12:00",
            topic="quarrel",
        ),
        talk(5, 6, "Cat Dunn", "13 Feb 12:00"),
        talk(6, 8, "Cat Dunn", "14 Feb 09:00"),
    ]


STORY = Fact(
    key="seed:ann:0",
    about=("ann",),
    topic="project",
    mine="I'm restoring the old garden wall.",
    told="Ann Lee is restoring the old garden wall.",
)
WANTS = Fact(
    key="seed:ann:1",
    about=("ann", "tom"),
    topic="project",
    mine="I'd like Tom Reed to help with the wall.",
    told="Ann Lee would like Tom Reed to help.",
    news=False,
    ask="Would you help me with the wall?",
)


def test_what_came_of_ones_own_storyline_is_asked_first_and_said_in_ones_own_words():
    ann = PersonaCard(**{**ANN.__dict__, "facts": (STORY, WANTS)})
    mems = _own((STORY, WANTS))
    qs = BuiltinBrain(seed=1).reflect_questions(
        ReflectQuestionsRequest(persona=ann, memories=tuple(mems), count=3)
    )
    assert qs and "restoring the old garden wall" in qs[0], qs
    out = _think(ann, mems, (), q=qs[0])
    assert out, "no thought of one's own storyline"
    top = out[0]
    assert top.text.startswith("I'm restoring the old garden wall. I asked Tom to help"), top.text
    assert set(top.evidence) >= {1, 3}
    check_all(out, mems, ann)
    # (thought once, it is not asked again)
    done = MemoryLine(
        id=9, text=top.text, kind="reflection", when="14 Feb 10:00", evidence=top.evidence
    )
    again = BuiltinBrain(seed=1).reflect_questions(
        ReflectQuestionsRequest(persona=ann, memories=(*mems, done), count=3)
    )
    assert not any("garden wall" in q for q in again), again
    # (with no storyline of one's own there is none of it)
    assert not any(
        "garden wall" in q
        for q in BuiltinBrain(seed=1).reflect_questions(
            ReflectQuestionsRequest(persona=ANN, memories=tuple(mems), count=3)
        )
    )


def test_ones_family_is_asked_about_before_a_neighbours_news():
    mems = [
        told(1, 4, "Cat Dunn", "cat", "Cat Dunn is building a rowing dinghy.", "13 Feb 10:00"),
        talk(2, 4, "Cat Dunn", "13 Feb 10:00"),
        talk(3, 6, "Cat Dunn", "14 Feb 10:00"),
        told(
            4,
            7,
            "Bob Marsh",
            "bob",
            "Bob Marsh hasn't been well lately.",
            "13 Feb 18:00",
            topic="illness",
        ),
        talk(5, 7, "Bob Marsh", "13 Feb 18:00"),
        talk(6, 9, "Bob Marsh", "14 Feb 18:00"),
    ]
    bonds = (bond(7, "Bob Marsh", "family", "Her husband"),)
    req = ReflectQuestionsRequest(persona=ANN, memories=tuple(mems), count=1, bonds=bonds)
    qs = BuiltinBrain(seed=1).reflect_questions(req)
    assert qs and "Bob" in qs[0], qs


@pytest.fixture
def chinese():
    use_tables(load_tables(language="zh"))
    wording.use(frames_for("zh"))
    yield
    use_tables(None)
    wording.use(frames_for("en"))


def test_in_chinese_a_fathers_worry_for_his_wife_is_about_mum(chinese):
    ask = "郭宇航想请郑宏伟在他上班的时候去看看他的妻子。"
    line = told(1, 4, "郭宇航", "guo", ask, "13 Feb 10:00", topic="worry")
    line = MemoryLine(
        **{**line.__dict__, "fact": Fact(**{**line.fact.__dict__, "about": ("guo", "zheng")})}
    )
    mems = [line, talk(2, 9, "郭宇航", "14 Feb 09:00"), bond(3, "郭宇航", "family", "他的父亲")]
    son = PersonaCard(id="jia", name="郭家豪", age=20, home=Place(sector="白鹭巷1号"))
    family = (("郭宇航", "他的父亲"), ("张美玲", "他的母亲"))
    said = " ".join(i.text for i in _think(son, mems, family, q="郭家豪和郭宇航最近怎么样？"))
    assert "去看看我妈" in said and "他的妻子" not in said, said
    wife = PersonaCard(id="mei", name="张美玲", age=40, home=Place(sector="白鹭巷1号"))
    said = " ".join(
        i.text
        for i in _think(wife, mems, (("郭宇航", "她的丈夫"),), q="张美玲和郭宇航最近怎么样？")
    )
    assert "去看看我。" in said, said


def test_mums_worry_for_dad_by_name_is_not_a_worry_about_other_people():
    """A daughter hears her mother's worry for her father, who is named ("Cat is worried that
    Bob is letting his quarrel spoil his sleep"): one's own family's worry, not "other
    people's troubles"."""
    worry = (
        "Cat Marsh is worried that Bob Marsh is letting his quarrel with Dan Ford spoil his sleep."
    )
    line = told(1, 4, "Cat Marsh", "cat", worry, "13 Feb 10:00", topic="worry")
    about = ("cat", "bob", "dan")
    line = MemoryLine(**{**line.__dict__, "fact": Fact(**{**line.fact.__dict__, "about": about})})
    mems = [
        line,
        talk(2, 9, "Cat Marsh", "14 Feb 09:00"),
        bond(3, "Cat Marsh", "family", "Her mum"),
    ]
    family = (("Cat Marsh", "Her mum"), ("Bob Marsh", "Her dad"))
    said = " ".join(i.text for i in _think(ANN, mems, family, q="How is Ann's Cat Marsh?"))
    assert "Mum is worried that Dad is letting" in said and "other people" not in said, said
    assert "Dad" in said.split("sleep.", 1)[1], said
