"""Meeting someone again and again at their own place (the tea room its owner runs) is no
thought: of course she is there. The same meetings somewhere neither works or lives are."""

from __future__ import annotations

import dataclasses

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.interview_people import bond_voice
from game.brains.builtin.reflect_index import Records, their_place
from game.mind.brain import InsightRequest, PersonaCard
from game.mind.types import MemoryLine, Place

ANN = PersonaCard(
    id="ann", name="Ann Lee", age=34, innate="kind, patient", home=Place(sector="Lee House")
)
Q = "What do I make of Rose Hill?"


def _talk(i: int, conv: int, at: str, when: str) -> MemoryLine:
    return MemoryLine(
        id=i,
        text=f"Conversation with Rose Hill at {at}: we caught up.",
        kind="conversation",
        when=when,
        talk=conv,
        partners=("Rose Hill",),
        at=at,
    )


BOND = MemoryLine(
    id=9,
    text="Ann Lee knows Rose Hill: The owner of the tea room, where she has tea on Saturdays.",
    when="12 Feb 06:00",
    about="Rose Hill",
    bond="close",  # (short of a pattern, a talk again is a thought only of someone close)
)


def _ask(at: str) -> list[str]:
    mems = (_talk(1, 7, at, "13 Feb 09:00"), _talk(3, 9, at, "14 Feb 11:00"), BOND)
    req = InsightRequest(persona=ANN, question=Q, memories=mems, count=3)
    return [i.text for i in BuiltinBrain(seed=1).insights(req)]


def test_their_place_is_a_place_the_bond_names():
    recs = Records.of(ANN, [BOND])
    assert their_place("Rose Hill", "Elm Tea Room", recs)
    assert not their_place("Rose Hill", "Village Green", recs)
    assert not their_place("Tom Reed", "Elm Tea Room", recs)


def test_no_thought_of_meeting_someone_at_their_own_workplace():
    # (two talks and a bond that says nothing else: nothing to think of her at all)
    assert _ask("Elm Tea Room") == []
    elsewhere = _ask("Village Green")
    assert any("Rose" in t and "Village Green" in t for t in elsewhere), elsewhere


def test_a_bond_in_ones_own_voice_says_where_i_do_something():
    me = dataclasses.replace(ANN, name="Imogen Thwaite", id="imogen")
    said = bond_voice("The owner of the tea room, where she has tea on Saturdays.", me, "she")
    assert "where I have tea" in said, said


def test_a_bond_that_names_its_holder_says_me_in_its_own_voice():
    """The boss's file says of her filleter "Works at the fish hall under Violet": asked,
    Violet says "under me" (a blind reader heard her name herself)."""
    me = dataclasses.replace(ANN, name="Violet Merrick", id="violet")
    said = bond_voice("Works at The Anchor Fish Hall under Violet: fish filleter.", me, "she")
    assert "under me" in said and "Violet" not in said, said


def test_where_one_knows_they_live_or_work_is_their_place_whatever_the_bond_says():
    """The record (``InsightRequest.places``) says where she works, though no bond names it."""
    plain = dataclasses.replace(BOND, text="Ann Lee knows Rose Hill: An old friend from school.")
    mems = (_talk(1, 7, "Mill Bakery", "13 Feb 09:00"), _talk(3, 9, "Mill Bakery", "14 Feb 11:00"))
    ask = InsightRequest(persona=ANN, question=Q, memories=(*mems, plain), count=3)
    seen = [i.text for i in BuiltinBrain(seed=1).insights(ask)]
    assert any("Rose" in t for t in seen), seen  # (without the record: met out and about)
    told = dataclasses.replace(ask, places=(("Rose Hill", ("Hill House", "Mill Bakery")),))
    assert [i.text for i in BuiltinBrain(seed=1).insights(told)] == []
    recs = Records.of(ANN, [plain], places=told.places)
    assert their_place("Rose Hill", "Mill Bakery", recs)
    assert not their_place("Rose Hill", "Village Green", recs)
