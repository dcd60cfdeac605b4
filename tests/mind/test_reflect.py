"""Reflection fires at the paper's threshold and links its insights to their evidence."""

from game.brains.builtin import BuiltinBrain
from game.brains.embeddings import HashEmbedder
from game.mind import reflect
from game.mind.cognition import Services
from game.mind.persona import parse_personas
from game.mind.resident import MindConfig, Resident


def make_resident(**cfg):
    persona = parse_personas(
        {
            "residents": [
                {
                    "id": "ann",
                    "name": "Ann Lee",
                    "age": 30,
                    "innate": "kind",
                    "learned": "a baker",
                    "currently": "baking",
                    "lifestyle": "early riser",
                    "wake": "06:00",
                    "sleep": "22:00",
                    "daily_requirement": "bake",
                    "home": {"sector": "Home", "arena": "Bedroom"},
                }
            ]
        }
    )[0]
    return Resident(persona, HashEmbedder(), MindConfig(**cfg))


def when(_):
    return "13 Feb 07:00"


def test_fires_when_summed_importance_reaches_150():
    r = make_resident()
    for i in range(29):  # 29 x 5 = 145 < 150
        r.memory.add(
            f"Ann saw Bob argue with Carl about the bakery rent, day {i}", now=i, importance_10=5
        )
    assert not reflect.due(r)
    r.memory.add("Ann heard Bob is leaving town", now=30, importance_10=5)
    assert reflect.due(r)


def test_fires_after_100_new_memories_even_if_mundane():
    r = make_resident()
    for i in range(99):
        r.memory.add(f"Ann is kneading dough {i}", now=i, importance_10=1)
    assert not reflect.due(r)
    r.memory.add("Ann is kneading dough again", now=100, importance_10=1)
    assert reflect.due(r)


def test_reflection_writes_insights_with_evidence_and_depth():
    r = make_resident()
    emb = HashEmbedder()
    services = Services(brain=BuiltinBrain(seed=1), embedder=emb)
    r.importance.brain = services.brain
    facts = [
        "Bob Marsh talked with Ann about the party at the cafe",
        "Bob Marsh asked Ann to bake a cake for the party",
        "Ann agreed to bake the party cake for Bob Marsh",
        "Carl Diaz complained about the bakery rent",
        "Bob Marsh brought Ann flowers at the bakery",
    ]
    for i in range(40):
        r.memory.add(facts[i % len(facts)] + f" (time {i})", now=60.0 * i, importance_10=5)
    assert reflect.due(r)
    ids = reflect.reflect(r, services, 3000.0, when)
    assert ids and not reflect.due(r)
    for mid in ids:
        m = r.memory.get(mid)
        assert m.kind == "reflection" and m.evidence
        assert all(r.memory.get(e).kind != "plan" for e in m.evidence)
        assert m.depth == 1
    # reflections can build on reflections: the next round may cite them, and depth grows
    for i in range(40):
        r.memory.add(
            facts[i % len(facts)] + f" again (time {100 + i})", now=6000.0 + i, importance_10=5
        )
    more = reflect.reflect(r, services, 9000.0, when)
    cited = [
        e
        for mid in more
        for e in r.memory.get(mid).evidence
        if r.memory.get(e).kind == "reflection"
    ]
    for mid in more:
        m = r.memory.get(mid)
        assert m.depth == 1 + max(r.memory.get(e).depth for e in m.evidence)
    assert more and cited, "second-round insights should rest on first-round reflections"
    assert max(r.memory.get(mid).depth for mid in more) == 2
