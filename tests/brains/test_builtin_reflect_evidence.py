"""A reflection claims no more than its records hold: a pattern ("more and more", "day after
day", "keeps running into") needs talks or doings on several days; a reading of a person needs
news of their own doing; a tie (a shared home) makes ordinary what is remarkable between
strangers; what one saw happen is not asked after."""

from __future__ import annotations

import re
from dataclasses import replace

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from
from game.mind.brain import InsightRequest
from game.mind.records import Doing, Fact
from game.mind.types import MemoryLine
from tests.brains.test_builtin_reflection import ANN, Q_BOB, Q_SELF, check_all, told

PATTERN = re.compile(
    r"more and more|keep|again and again|whenever|every time|most days|habit|day after day", re.I
)


def talk(i: int, conv: int, who: str, at: str, place: str = "the Green", more=()) -> MemoryLine:
    return MemoryLine(
        id=i, text=f"Conversation with {who} at {place}: we caught up.", kind="conversation",
        when=at, talk=conv, partners=(who, *more), at=place,
    )  # fmt: skip


def ask(question, mems, places=()):
    req = InsightRequest(
        persona=ANN, question=question, memories=tuple(mems), count=3, places=tuple(places)
    )
    return BuiltinBrain(seed=1).insights(req)


def close(i: int, who: str) -> MemoryLine:
    return MemoryLine(
        id=i, text=f"Ann Lee knows {who}: an old friend", when="12 Feb 06:00", about=who,
        bond="close",
    )  # fmt: skip


def test_talks_on_one_afternoon_are_more_than_once_never_a_pattern():
    mems = [talk(1, 7, "Bob Marsh", "13 Feb 15:00"), talk(2, 8, "Bob Marsh", "13 Feb 17:00")]
    # (that one talked with an acquaintance twice is a diary's line, no thought)
    assert not [i for i in ask(Q_BOB, mems) if "Bob" in i.text]
    out = [i for i in ask(Q_BOB, [*mems, close(3, "Bob Marsh")]) if "Bob" in i.text]
    assert out and said_from("ins_bond_once", out[0].text), out
    assert "the Green" in out[0].text and not PATTERN.search(out[0].text)


def test_talks_on_two_days_say_again_with_the_places_never_a_pattern():
    mems = [
        talk(1, 7, "Bob Marsh", "13 Feb 15:00", "the Green"),
        talk(2, 8, "Bob Marsh", "14 Feb 17:00", "the Quay", more=("Cara Dunn",)),
    ]
    assert not [i for i in ask(Q_BOB, mems) if "Bob" in i.text]  # (an acquaintance: nothing)
    mems.append(close(3, "Bob Marsh"))
    out = ask(Q_BOB, mems)
    assert out and said_from("ins_bond_days_with", out[0].text.split(". ")[0] + "."), out
    assert "the Green" in out[0].text and "the Quay" in out[0].text and "Cara" in out[0].text
    assert not PATTERN.search(out[0].text)
    check_all(out, mems)


def test_talks_on_three_days_may_be_a_pattern():
    mems = [talk(i, 10 + i, "Bob Marsh", f"1{i} Feb 15:00") for i in (1, 2, 3)]
    out = ask(Q_BOB, mems)
    assert out and said_from("ins_bond", out[0].text), out
    assert len({mems[i - 1].when[:6] for i in out[0].evidence}) == 3  # (it cites the days)


def test_news_of_ones_wife_from_her_husband_is_nothing_to_remark_on():
    mems = [
        talk(1, 7, "Bob Marsh", "13 Feb 09:00"),
        replace(
            told(2, 7, "Bob Marsh", "cara", "Cara Marsh is baking for the fair.", "13 Feb 09:00"),
            about="Cara Marsh",
        ),
        talk(3, 9, "Bob Marsh", "14 Feb 11:00"),
    ]
    strangers = ask(Q_BOB, mems, [("Bob Marsh", ("Marsh House",)), ("Cara Marsh", ("Mill",))])
    assert any("Cara" in i.text for i in strangers)  # (news of a stranger: he knows her doings)
    home = ("Marsh House",)
    spouses = ask(Q_BOB, mems, [("Bob Marsh", home), ("Cara Marsh", home)])
    assert not any("Cara" in i.text for i in spouses), spouses


def test_a_yes_to_someone_elses_request_is_no_trait_of_the_one_who_said_it():
    yes = Fact(
        key="asked:1", about=("bob", "pip"), topic="project", mine="",
        told="Pip asked Bob to help with the school project, and Bob said yes.",
    )  # fmt: skip
    said = MemoryLine(
        id=2, text=yes.told, kind="conversation", when="13 Feb 09:00", talk=7,
        source="Bob Marsh", about="Bob Marsh", fact=yes,
    )  # fmt: skip
    mems = [talk(1, 7, "Bob Marsh", "13 Feb 09:00"), said, talk(3, 9, "Bob Marsh", "14 Feb 11:00")]
    out = ask(Q_BOB, mems)
    assert not any(said_from("ins_read_project", i.text) for i in out), out
    sole = replace(said, fact=replace(yes, about=("bob",)))
    assert any(
        said_from("ins_read_project", i.text) for i in ask(Q_BOB, [*mems[:1], sole, *mems[2:]])
    )


def did(i: int, date: str, what: str) -> MemoryLine:
    return MemoryLine(
        id=i, text=f"Ann Lee {what}.", when=f"{date[-2:]} Feb 18:00",
        done=Doing(date=date, start=1080, end=1140, did=what, place="the Green"),
    )  # fmt: skip


def test_a_stretch_done_on_two_days_is_no_thought_on_three_a_habit():
    two = [did(1, "2026-02-13", "walked on the green"), did(2, "2026-02-14", "walked on the green")]
    # (a thing done on two days is no habit yet, and that one did it again is no thought)
    assert not ask(Q_SELF, two)
    three = [*two, did(3, "2026-02-15", "walked on the green")]
    assert said_from("ins_habit", ask(Q_SELF, three)[0].text)


def test_what_one_saw_happen_is_not_asked_after():
    from tests.brains.test_builtin_reflection import bond

    fact = Fact(key="bob:vote", about=("bob",), topic="project", mine="", told="Bob won the vote.")
    seen = MemoryLine(
        id=2, text=fact.told, kind="observation", when="14 Feb 20:00", source="Bob Marsh",
        about="Bob Marsh", fact=fact, witnessed=True,
    )  # fmt: skip
    mems = [bond(1, "Bob Marsh", "family", "Her brother."), seen]
    out = ask(Q_BOB, mems)
    assert out and not any("how it's going" in i.text for i in out), out
    assert any(said_from("ins_view_seen", i.text) for i in out)


def test_of_one_afternoons_talks_only_the_one_talked_with_most_is_a_thought():
    mems = [
        talk(1, 7, "Bob Marsh", "13 Feb 15:00"),
        talk(2, 8, "Bob Marsh", "13 Feb 16:00"),
        talk(3, 9, "Cara Dunn", "13 Feb 17:00", more=("Dan Hale",)),
        talk(4, 10, "Cara Dunn", "13 Feb 18:00", more=("Dan Hale",)),
    ]
    mems += [close(5, "Bob Marsh"), close(6, "Cara Dunn")]  # (short of a pattern: friends)
    cara = "How are things between Ann and Cara Dunn lately?"
    assert not [i for i in ask(cara, mems) if "Cara" in i.text]
    assert [i for i in ask(Q_BOB, mems) if "Bob" in i.text]


def test_when_in_the_day_the_latest_talk_was_is_read_from_its_time():
    from game.brains.builtin.reflect_seen import part_of_day
    from game.brains.builtin.tables import active

    parts = active().phrases["reflect_parts"]
    assert part_of_day(talk(1, 7, "Bob Marsh", "13 Feb 07:40")) == parts[0]
    assert part_of_day(talk(1, 7, "Bob Marsh", "13 Feb 19:05")) == parts[3]
    assert part_of_day(replace(talk(1, 7, "Bob Marsh", ""), when="")) == ""
