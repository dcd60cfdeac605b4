"""A thought about news says what it means to oneself, not who told it and where (a blind
reader of a made town found 22 of 40 thoughts were "[the news]. Ann told me so at the Mill."):
news of a gathering still to come says what one decided about it (``reflect_plans``), and a
teller is named only when that says something (they said no word of it themselves)."""

from __future__ import annotations

import sys
from pathlib import Path

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases import lines
from game.brains.builtin.phrases_said import said_from
from game.mind.brain import InsightRequest, PersonaCard
from game.mind.records import Fact
from game.mind.types import Decision, Gathering, MemoryLine, Place

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_builtin_reflection import check_all, talk  # noqa: E402

ANN = PersonaCard(id="ann", name="Ann Lee", age=34, innate="kind", home=Place(sector="Lee House"))
Q_BOB = "How are things between Ann and Bob Marsh lately?"
SUPPER = Gathering(
    what="birthday supper", place="the Mill", date="2026-02-14", start=19 * 60, end=21 * 60,
    host="bob", host_name="Bob Marsh", source="talk",
)  # fmt: skip
TOLD = "Bob Marsh is holding a birthday supper at the Mill {when}."
FACT = Fact(key="bob:supper", about=("bob",), topic="party", mine="", told=TOLD, event=SUPPER)


def heard(i: int, conv: int, when: str) -> MemoryLine:
    return MemoryLine(
        id=i, text=FACT.text(), kind="conversation", when=when, talk=conv, source="Bob Marsh",
        about="Bob Marsh", fact=FACT,
    )  # fmt: skip


def decided(i: int, going: bool, reason: str, text: str) -> MemoryLine:
    d = Decision(key=SUPPER.key, going=going, reason=reason, gathering=SUPPER)
    return MemoryLine(id=i, text=text, kind="plan", when="13 Feb 09:05", decided=d)


MEMS = [talk(1, 7, "Bob Marsh", "13 Feb 09:00"), heard(2, 7, "13 Feb 09:00")]
MEMS.append(talk(3, 9, "Bob Marsh", "13 Feb 11:00"))


def think(plans=(), now="13 Feb 12:00", mems=MEMS):
    req = InsightRequest(
        persona=ANN, question=Q_BOB, memories=tuple(mems), count=3, now=now, plans=tuple(plans)
    )
    return BuiltinBrain(seed=1).insights(req)


def test_news_of_a_gathering_says_what_one_decided_about_it_and_cites_the_decision():
    works = decided(4, False, "work", "Ann Lee will not go to Bob Marsh's birthday supper "
                    "at the Mill 14 Feb 19:00: Ann works then.")  # fmt: skip
    out = think([works])
    said = [i for i in out if i.text.endswith(tuple(lines("ins_plan_work")))]
    assert said and 4 in said[0].evidence, out
    assert "birthday supper" in said[0].text
    check_all(out, [*MEMS, works])
    # going for the host's sake: said by the host's first name
    tie = decided(4, True, "tie", "Ann Lee means to go to Bob Marsh's birthday supper at the "
                  "Mill 14 Feb 19:00, for Bob Marsh's sake.")  # fmt: skip
    out = think([tie])
    assert any("bob's sake" in i.text.lower() and 4 in i.evidence for i in out), out
    check_all(out, [*MEMS, tie])


def test_no_decision_or_a_gathering_past_says_nothing_of_ones_plans():
    works = decided(4, False, "work", "Ann Lee will not go: Ann works then.")
    plan_lines = {t for n in ("work", "go", "tie") for t in lines(f"ins_plan_{n}")}
    for out in (think(), think([works], now="14 Feb 20:00"), think([works], now="")):
        assert out, "no thought at all: the test would prove nothing"
        assert not any(i.text.endswith(tuple(plan_lines)) for i in out), out
        assert not any(4 in i.evidence for i in out), out


def test_who_told_one_and_where_is_no_part_of_a_thought():
    """Was: "Bob is building a rowing dinghy. Bob told me so at the Mill. Bob puts everything
    into it." Now the reading alone; the teller is named only when they said no word of it."""
    dinghy = Fact(key="bob:dinghy", about=("bob",), topic="project", mine="",
                  told="Bob Marsh is building a rowing dinghy.")  # fmt: skip
    mems = [
        MemoryLine(id=1, text="Conversation with Bob Marsh at the Mill.", kind="conversation",
                   when="13 Feb 09:00", talk=7, partners=("Bob Marsh",), at="the Mill"),
        MemoryLine(id=2, text=dinghy.told, kind="conversation", when="13 Feb 09:00", talk=7,
                   source="Bob Marsh", about="Bob Marsh", fact=dinghy),
        MemoryLine(id=3, text="Conversation with Bob Marsh at the Mill.", kind="conversation",
                   when="14 Feb 11:00", talk=9, partners=("Bob Marsh",), at="the Mill"),
    ]  # fmt: skip
    out = think(mems=mems)
    assert out and said_from("ins_read_project", out[0].text), out
    assert "told me" not in out[0].text and "the Mill" not in out[0].text, out[0].text


def test_news_of_someone_elses_gathering_says_the_news_and_ones_plans_not_the_teller():
    """Was: "Dan tells me what Bob is up to." (who told one, again); now the do itself and
    what one decided about it."""
    mems = [talk(1, 7, "Dan Ford", "13 Feb 09:00"), talk(3, 9, "Dan Ford", "13 Feb 11:00")]
    told = MemoryLine(
        id=2, text=FACT.text(), kind="conversation", when="13 Feb 09:00", talk=7,
        source="Dan Ford", about="Bob Marsh", fact=FACT,
    )  # fmt: skip
    mems.insert(1, told)
    q = "How are things between Ann and Dan Ford lately?"
    works = decided(4, False, "work", "Ann Lee will not go to Bob Marsh's birthday supper "
                    "at the Mill 14 Feb 19:00: Ann works then.")  # fmt: skip
    req = InsightRequest(persona=ANN, question=q, memories=tuple(mems), count=3,
                         now="13 Feb 12:00")  # fmt: skip
    before = BuiltinBrain(seed=1).insights(req)
    assert before and said_from("ins_read_news_of", before[0].text), before  # (no decision)
    out = BuiltinBrain(seed=1).insights(InsightRequest(**{**req.__dict__, "plans": (works,)}))
    assert out and "birthday supper" in out[0].text and 4 in out[0].evidence, out
    assert out[0].text.endswith(tuple(lines("ins_plan_work"))) and "Dan" not in out[0].text
    check_all(out, [*mems, works])


def test_the_benchs_reader_counts_a_thought_that_says_who_told_one_as_a_receipt():
    """``reflection_checks.receipt``: the bench row "refl receipts" (a teller named as the one
    who told one, in either language); a teller named for what they did is no receipt."""
    from types import SimpleNamespace as NS

    import reflection_checks as rc

    mems = {1: NS(kind="conversation", meta={"source": "stan"}, evidence=())}
    mems[2] = NS(kind="conversation", meta={}, evidence=())
    names = {"stan": "Stan Cole", "hf": "何淑芬"}

    def said(text, source="stan"):
        mems[1].meta["source"] = source
        return rc.receipt(NS(content=text, evidence=(1, 2)), mems.__getitem__, names)

    assert said("Stan hasn't been well. Stan told Kunle and me at the Hall. I ought to go.")
    assert said("Stan is ill. I had it from Stan, at the Hall.")
    assert said("Stan is ill. Stan told me so.")
    assert not said("Stan hasn't been well lately. I ought to look in on Stan.")
    assert said("何淑芬明天办生日晚宴。这是何淑芬在梨园邮局亲口跟我说的。", "hf")
    assert said("郑桂兰最近身体不太好。我是听何淑芬说的。", "hf")
    assert not said("何淑芬明天办生日晚宴。到时候我也去。", "hf")
