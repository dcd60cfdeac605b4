"""In a group talk, the one a question is put to speaks next (a question put to Pip is answered
by Pip, not by whoever's turn it was); one left out since the opening exchange, or keen to say
something (``game.mind.speaking_up``), takes the floor; any other line passes it to the one
quiet longest, so nobody in a group stays silent (``game.sim.floor``)."""

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
    assert conv.speaker() == "cat"  # not Bob again: Cat, silent since the opening, speaks up
    talking.apply_line(sim, "cat", conv.id, Utterance(text="Same here.", to="ann"))
    assert conv.speaker() == "bob"  # the one quiet longest


def test_the_floor_goes_round_not_back_and_forth():
    """Two who answer each other no longer keep the floor: after the opening exchange the one
    left out speaks up, and one who has said nothing for two rounds is let in again, though
    the answer would go back to the one who asked."""
    members = ["ann", "bob", "cat"]
    sim = _sim(members)
    conv = sim.talks.open(members, [m.title() for m in members], Place(sector="Hall"), 0, 20)

    def say(who, to, asks):
        text = "Well?" if asks else "Well."
        talking.apply_line(sim, who, conv.id, Utterance(text=text, to=to, asks=asks))

    say("ann", "bob", True)
    say("bob", "ann", True)  # the opening exchange: a question back
    say("ann", "bob", False)  # an answer: Bob would take it up
    assert conv.speaker() == "cat"
    say("cat", "ann", False)
    for who, to in [("bob", "ann"), ("ann", "bob")] * 3:  # two rounds of questions between two
        assert conv.speaker() == who
        say(who, to, True)
    say("bob", "ann", False)  # Bob answers Ann's question: Cat has been quiet six lines
    assert conv.speaker() == "cat"


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
    tell takes the turn (``floor.speaks_up``), though the answer would go back to the one
    who asked; in a talk of two, or with nobody keen, the turn goes as before."""
    from game.mind import speaking_up

    monkeypatch.setattr(
        speaking_up, "has_own_gathering_to_tell", lambda r, others, now_s: r == "cat"
    )
    monkeypatch.setattr(speaking_up, "something_to_say", lambda r, others, lines, now_s: "")
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
