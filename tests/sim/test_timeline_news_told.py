"""The timeline's news heard says a fact as it was told, not in the hearer's own voice (a blind
reader: "Rohan Desai heard from Anjali Desai: My birthday supper had 15 people at it." read as
his wife telling him of "her" supper; it was his, in his own memory's words)."""

from __future__ import annotations

from pathlib import Path

from game.app_setup import build_simulation
from game.mind.facts import Fact
from game.report.timeline import TimelineRecorder
from game.sim.simulation import SimConfig

TOWNS = Path(__file__).resolve().parents[1] / "towns"


def test_news_heard_is_said_as_it_was_told():
    sim = build_simulation(
        "larkholme", config=SimConfig(seed=3, autosave_minutes=0), maps_dir=TOWNS
    )
    rec = TimelineRecorder(sim)
    ann, bob = list(sim.order)[:2]
    fact = Fact(
        key="outcome:x", about=(bob, ann), topic="other", mine="Cat's supper had 9 people.",
        told="Cat's supper had 9 people at it.", second="My birthday supper had 9 people at it.",
    )  # fmt: skip
    r = sim.residents[ann]
    r.memory.add(
        fact.text(ann), kind="conversation", now=sim.now_s + 1, importance_10=5,
        meta={"learned": True, "source": bob, "hand": 1, "fact": fact.to_meta()},
    )  # fmt: skip
    assert r.memory.get(len(r.memory) - 1).content.startswith("My birthday")  # (her own words)
    news = [n for n in rec.collect()["news"] if n["resident"] == ann]
    assert [n["fact"] for n in news] == ["Cat's supper had 9 people at it."]
