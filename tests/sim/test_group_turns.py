"""In a group talk, the one a question is put to speaks next (a question put to Pip is answered
by Pip, not by whoever's turn it was); any other line passes the turn round the circle, so
nobody in a group stays silent."""

from __future__ import annotations

from types import SimpleNamespace

from game.mind.brain import Utterance
from game.mind.types import Place
from game.sim import talking
from game.sim.conversations import ConversationBook


def _sim(members):
    bodies = {m: SimpleNamespace(name=m.title(), bubble="") for m in members}
    return SimpleNamespace(
        talks=ConversationBook(),
        bodies=bodies,
        clock=SimpleNamespace(step_count=0),
        config=SimpleNamespace(line_steps=3),
        residents={},
        now_s=0.0,
    )


def test_the_one_addressed_answers_next():
    members = ["ann", "bob", "cat"]
    sim = _sim(members)
    conv = sim.talks.open(members, [m.title() for m in members], Place(sector="Hall"), 0, 10)
    talking.apply_line(sim, "ann", conv.id, Utterance(text="Morning, both.", to=""))
    assert conv.speaker() == "bob"  # round the circle
    talking.apply_line(
        sim, "bob", conv.id, Utterance(text="Got anything on later, Ann?", to="ann", asks=True)
    )
    assert conv.speaker() == "ann"  # not cat: the question was Ann's to answer
    talking.apply_line(sim, "ann", conv.id, Utterance(text="Work, then home.", to="bob"))
    assert conv.speaker() == "bob"  # round the circle again: a line to Bob that asks nothing
    talking.apply_line(sim, "bob", conv.id, Utterance(text="Fair enough.", to="ann"))
    assert conv.speaker() == "cat"  # Cat gets a word in


def test_a_line_addressed_to_oneself_or_a_stranger_does_not_steal_the_turn():
    members = ["ann", "bob"]
    sim = _sim(members)
    conv = sim.talks.open(members, ["Ann", "Bob"], Place(sector="Hall"), 0, 10)
    talking.apply_line(sim, "ann", conv.id, Utterance(text="Hi?", to="ann", asks=True))
    assert conv.speaker() == "bob"
    talking.apply_line(sim, "bob", conv.id, Utterance(text="Hi?", to="zed", asks=True))
    assert conv.speaker() == "ann"


def test_the_one_who_asked_takes_the_answer():
    members = ["ann", "bob", "cat"]
    sim = _sim(members)
    conv = sim.talks.open(members, [m.title() for m in members], Place(sector="Hall"), 0, 10)
    talking.apply_line(sim, "ann", conv.id, Utterance(text="Morning, both.", to=""))
    talking.apply_line(sim, "bob", conv.id, Utterance(text="Morning.", to=""))
    talking.apply_line(
        sim, "cat", conv.id, Utterance(text="Would you come out with me, Ann?", to="ann", asks=True)
    )
    assert conv.speaker() == "ann"
    talking.apply_line(sim, "ann", conv.id, Utterance(text="Yes — I'd love to.", to="cat"))
    assert conv.speaker() == "cat"  # not Bob: a yes is met by the one who asked


def test_one_with_its_own_do_to_tell_speaks_up_after_the_opening(monkeypatch):
    """After the greeting and its answer, a silent member with a gathering of its own to
    tell takes the turn (``talking.speaks_up``), though the answer would go back to the one
    who asked; in a talk of two, or with nobody keen, the turn goes as before."""
    from game.mind import speaking_up

    monkeypatch.setattr(
        speaking_up, "has_own_gathering_to_tell", lambda r, others, now_s: r == "cat"
    )
    members = ["ann", "bob", "cat"]
    sim = _sim(members)
    sim.residents = {m: m for m in members}
    conv = sim.talks.open(members, [m.title() for m in members], Place(sector="Hall"), 0, 10)
    talking.apply_line(sim, "ann", conv.id, Utterance(text="Keeping well, Bob?", to="bob"))
    talking.apply_line(sim, "bob", conv.id, Utterance(text="Not bad.", to="ann"))
    assert conv.speaker() == "cat"
    sim.residents = {m: m for m in members if m != "cat"}  # nobody keen: back to the asker
    conv = sim.talks.open(members, [m.title() for m in members], Place(sector="Hall"), 0, 10)
    talking.apply_line(sim, "ann", conv.id, Utterance(text="Keeping well, Bob?", to="bob"))
    talking.apply_line(sim, "bob", conv.id, Utterance(text="Not bad.", to="ann"))
    assert conv.speaker() == "ann"
