"""A household knows what it holds together: when a resident's standing facts are shared with
its housemates, each housemate also knows that the others have them, so nobody tells a fact
of the household to someone who lives in it (``news_holders.known_to``)."""

from __future__ import annotations

from pathlib import Path

from game.app_setup import build_simulation
from game.mind.news_holders import known_to
from game.sim.simulation import SimConfig

TOWNS = Path(__file__).resolve().parents[1] / "towns"


def test_housemates_know_each_other_hold_the_households_facts():
    sim = build_simulation(
        "larkholme", config=SimConfig(seed=1, autosave_minutes=0), maps_dir=TOWNS
    )
    checked = 0
    for rid, r in sim.residents.items():
        mates = [o.other for o in r.relations if "home" in o.ties and o.other in sim.residents]
        for a in mates:
            for b in mates:
                if a == b:
                    continue
                # every fact of rid's that a holds, a knows b holds too
                held = {
                    m.meta["fact"]["key"]
                    for m in (
                        sim.residents[a].memory.get(i) for i in range(len(sim.residents[a].memory))
                    )
                    if m.meta.get("fact")
                    and m.meta["fact"]["about"][:1] == [rid]
                    and not m.meta["fact"]["secret"]
                }
                assert held <= set(known_to(sim.residents[a], b)), (rid, a, b)
                checked += len(held)
    assert checked > 0
