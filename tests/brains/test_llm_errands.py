"""The model hears what the mind decided about errands and requests (``game.mind.errands``,
``game.mind.requests``), through the fake server."""

from dataclasses import replace

from game.mind.brain import Line
from game.mind.records import Errand
from tests.mind.test_errands import ASK, asker


def test_the_model_is_told_whom_to_find_and_what_was_decided(make_brain, fake):
    """Through the fake server: the day plan's prompt names the errand (whom, why, where and
    when they are found), and a line answering a request names the answer the mind decided."""
    from game.brains.llm.samples import sample_requests

    built, _ = make_brain()
    e = Errand(other="bob", name="Bob Marsh", why="ask", home="Marsh House", work="Forge",
               work_hours=(480, 960), ask=ASK)  # fmt: skip
    built.brain.plan_day(replace(sample_requests()["plan_day"], errands=(e,)))
    user = fake.chat_log("plan_day")[0].body["messages"][1]["content"]
    assert "Bob Marsh" in user and ASK in user and "Marsh House" in user and "08:00" in user
    r = asker()
    request = next(f for f in r.persona.facts if f.ask)
    asked = Line(speaker="ann", name="Ann Lee", text=ASK, fact=request)
    utter = replace(sample_requests()["next_utterance"], transcript=(asked,), request_answer="no")
    built.brain.next_utterance(utter)
    user = fake.chat_log("next_utterance")[0].body["messages"][1]["content"]
    assert "say no to what Ann Lee just asked" in user


def test_the_model_offers_the_time_the_mind_fixed_and_knows_when_they_meet(make_brain, fake):
    """Through the fake server: a yes to a request that has the two meet names the place and
    day the mind fixed; a line at the appointment names whom one meets there and what for."""
    from game.brains.llm.samples import sample_requests
    from game.mind.records import Gathering

    built, _ = make_brain()
    g = Gathering(what="a talk to the class", place="Forge", date="2026-02-18", start=900,
                  end=960, host="bob", host_name="Bob Marsh", source="request", guest="ann",
                  guest_name="Ann Lee")  # fmt: skip
    request = next(f for f in asker().persona.facts if f.ask)
    asked = Line(speaker="ann", name="Ann Lee", text=ASK, fact=request)
    base = sample_requests()["next_utterance"]
    utter = replace(base, transcript=(asked,), request_answer="yes", request_meet=g)
    built.brain.next_utterance(utter)
    user = fake.chat_log("next_utterance")[0].body["messages"][1]["content"]
    assert "say yes to what Ann Lee just asked" in user
    assert "offers to meet at Forge" in user and "18 February" in user and "15:00" in user
    speaker = replace(base.speaker, id="bob", name="Bob Marsh")
    built.brain.next_utterance(replace(base, speaker=speaker, appointment=g))
    user = fake.chat_log("next_utterance")[1].body["messages"][1]["content"]
    assert "meet here now as they arranged, for a talk to the class" in user
    assert "Ann Lee" in user
