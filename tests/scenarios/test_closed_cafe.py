"""Closing a building: nobody goes there for the rest of the day, its staff included, and
everyone who had planned to go (or to work there) remembers why they changed their plan."""

import pytest

from game.app_scenario import build_sim
from game.sim import scenario

from .conftest import builtin_brain
from .test_loading import ROOT

CAFE = ROOT / "maps" / "smallville" / "scenarios" / "closed-cafe.toml"
# Fourteen of the 25, to halve the time: the cafe's two staff, six regulars and six others.
SOME = {
    "residents": [
        "daniel_hart", "maya_hart", "leo_hart", "wei_chen", "lily_chen", "harold_whitaker",
        "ruth_whitaker", "camille_moreau", "marcus_bell", "olivia_grant", "sofia_marino",
        "nora_kim", "tomas_rivera", "jonah_fischer",
    ]
}  # fmt: skip


@pytest.mark.slow
def test_a_closed_cafe_gets_no_customers_and_the_planners_remember_why(smallville):
    scn = scenario.load(CAFE, *smallville, SOME)
    sim, _ = build_sim("smallville", scn, frozenset(), 1, builtin_brain)
    out = scenario.run(scn, sim)["measures"]
    assert out["before"]["present"], "the cafe should have customers in the morning"
    assert out["after"]["present"] == {}, out["after"]
    assert out["after"]["staff_excluded"] == ["camille_moreau", "olivia_grant"]
    replanned = out["replanned"]
    assert replanned["planned"], "someone should have planned a cafe visit at noon"
    assert replanned["forgot"] == [], replanned
    for rid in replanned["planned"]:
        memory = replanned["who"][rid]["memory"]
        assert "Sunny Bean Cafe" in memory and "closed" in memory, memory
        # who was inside when it closed (its staff, at work) takes a few minutes to walk out
        then = dict(replanned["who"][rid]["then"])
        assert then.get("Sunny Bean Cafe", 0) <= 10, (rid, then)
    # the closure is for its staff too: they re-plan their shift and remember why
    assert {"camille_moreau", "olivia_grant"} <= set(replanned["planned"]), replanned
    assert any(e[2] == "Sunny Bean Cafe closed" for e in sim.events)
