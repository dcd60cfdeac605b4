"""The mind shows a reflecting brain where everyone its evidence names lives and works, as the
resident knows it: those talked with, who told a fact, and whom a fact is about (so a brain can
tell that a husband's news of his wife is nothing remarkable)."""

from __future__ import annotations

from game.brains.builtin import BuiltinBrain
from game.brains.embeddings import HashEmbedder
from game.mind import reflect
from game.mind.cognition import Services
from game.mind.facts import Fact
from tests.mind.test_reflect import make_resident, talk_with, when


class Seeing(BuiltinBrain):
    """The built-in brain, keeping the insight requests it was given."""

    def __init__(self) -> None:
        super().__init__(seed=1)
        self.asked = []

    def insights(self, req):
        self.asked.append(req)
        return super().insights(req)


def test_the_places_of_those_a_fact_is_about_reach_the_brain():
    r = make_resident()
    brain = Seeing()
    r.importance.brain = brain
    r.relations.tie("cara", "Cara Marsh", "town", ("Marsh House", "the Mill"))
    r.relations.tie("bob", "Bob Marsh", "town", ("Marsh House",))
    for i in range(30):
        r.memory.add(f"Ann is kneading dough ({i})", now=60.0 * i, importance_10=5)
    talk_with(r, "bob", "Bob Marsh", 1, 1300.0)
    news = Fact(key="cara:1", about=("cara",), topic="project", mine="", told="Cara bakes.")
    r.memory.add(
        "Cara Marsh is baking for the fair.", kind="conversation", now=1300.0, importance_10=6,
        meta={"learned": True, "source": "bob", "conversation": 1, "fact": news.to_meta()},
    )  # fmt: skip
    talk_with(r, "bob", "Bob Marsh", 2, 2500.0)
    reflect.reflect(r, Services(brain=brain, embedder=HashEmbedder()), 3000.0, when)
    places = {name: ps for req in brain.asked for name, ps in req.places}
    assert "Marsh House" in places.get("Cara Marsh", ()), places
    assert "Marsh House" in places.get("Bob Marsh", ())
