"""The mind shows a reflecting brain its decision about each gathering the news in its
evidence names (``InsightRequest.plans``, each with its record, ``MemoryLine.decided``), so a
thought about that news can say what it means to one's own plans and agree with what one does."""

from __future__ import annotations

from game.brains.embeddings import HashEmbedder
from game.mind import gatherings, reflect
from game.mind.cognition import Services
from game.mind.facts import Fact
from game.mind.types import Gathering
from tests.mind.test_reflect import make_resident, talk_with, when
from tests.mind.test_reflect_places import Seeing


def test_ones_decision_about_a_gathering_in_the_news_reaches_the_brain():
    r = make_resident()
    brain = Seeing()
    r.importance.brain = brain
    r.relations.tie("bob", "Bob Marsh", "town", ("Marsh House",))
    for i in range(30):
        r.memory.add(f"Ann is kneading dough ({i})", now=60.0 * i, importance_10=5)
    supper = Gathering(
        what="birthday supper", place="the Mill", date="2026-02-14", start=19 * 60,
        end=21 * 60, host="bob", host_name="Bob Marsh", source="talk",
    )  # fmt: skip
    told = "Bob Marsh is holding a birthday supper at the Mill {when}."
    news = Fact(key="bob:s", about=("bob",), topic="party", mine="", told=told, event=supper)
    talk_with(r, "bob", "Bob Marsh", 1, 1300.0)
    r.memory.add(
        news.text(), kind="conversation", now=1300.0, importance_10=6,
        meta={"learned": True, "source": "bob", "conversation": 1, "fact": news.to_meta()},
    )  # fmt: skip
    gatherings.remember(r, supper, False, "work", 1320.0, "bob")
    talk_with(r, "bob", "Bob Marsh", 2, 2500.0)
    new = reflect.reflect(r, Services(brain=brain, embedder=HashEmbedder()), 3000.0, when)
    asked = [req for req in brain.asked if any(m.fact == news for m in req.memories)]
    assert asked, "the news was not among the evidence: the test would prove nothing"
    plans = [ln for req in asked for ln in req.plans]
    assert plans and all(ln.decided is not None for ln in plans)
    d = plans[0].decided
    assert (d.key, d.going, d.reason) == (supper.key, False, "work")
    # (none for a question whose evidence names no gathering)
    assert all(not req.plans for req in brain.asked if req not in asked)
    # and the thought that rests on it says so, citing the decision ("I work then, ...")
    cites = [r.memory.get(i) for i in new if plans[0].id in r.memory.get(i).evidence]
    assert cites and "work" in cites[0].content, [r.memory.get(i).content for i in new]
