"""The party scenario on the built-in brain: reproducible, the news spreads, guests come, each
ablation changes the outcome, and the timeline export misses no conversation.

To stay fast it runs the real party file on its last seven hours (Saturday 12:00 to the end of
the party at 19:00) with twelve residents, through the same code as the command line.
"""

import json

import pytest

from game.app_scenario import PARTS, build_sim, run_doc
from game.app_setup import build_simulation
from game.report.timeline import TimelineRecorder, markdown
from game.sim import scenario
from game.sim.simulation import SimConfig

from .conftest import builtin_brain
from .test_loading import ROOT

PARTY = ROOT / "maps" / "smallville" / "scenarios" / "party.toml"
SHORT = {
    "start": "2026-02-14 12:00",
    "hours": 7,
    "residents": [
        "daniel_hart", "maya_hart", "wei_chen", "harold_whitaker", "ruth_whitaker",
        "camille_moreau", "marcus_bell", "olivia_grant", "sofia_marino", "nora_kim",
        "tomas_rivera", "jonah_fischer",
    ],
}  # fmt: skip
RUNS = [("full", frozenset())] + [(f"no {p}", frozenset({p})) for p in PARTS]


@pytest.fixture(scope="module")
def party(smallville):
    """Each ablation once through ``run_doc`` and the full run a second time by hand, watched
    by a timeline recorder (about 20 s in all)."""
    scn = scenario.load(PARTY, *smallville, SHORT)
    doc = run_doc(scn, "smallville", RUNS, 1, builtin_brain)
    sim, _ = build_sim("smallville", scn, frozenset(), 1, builtin_brain)
    recorder = TimelineRecorder(sim)
    again = scenario.run(scn, sim, observers=[recorder])
    return {"doc": doc, "again": again, "sim": sim, "recorder": recorder}


@pytest.mark.slow
def test_the_same_seed_gives_the_same_json(party):
    first = json.dumps(party["doc"]["runs"][0], sort_keys=True)
    assert json.dumps(party["again"], sort_keys=True) == first


@pytest.mark.slow
def test_the_news_spreads_beyond_the_host_and_guests_come(party):
    full = party["doc"]["runs"][0]["measures"]
    assert full["told"]["at_start"] == 1 and full["recall"]["at_start"] == 1
    assert full["told"]["value"] > 1 and full["recall"]["value"] > 1
    chains = [f["chain"] for f in full["told"]["who"].values()]
    assert all(c[-1] == "camille_moreau" for c in chains), chains  # every chain ends at the host
    came = full["came"]
    assert came["present"] and came["invited_came"], came
    assert set(came["invited_came"]) <= set(came["invited"]) & set(came["present"])
    assert full["density"]["value"] >= full["density"]["at_start"]


@pytest.mark.slow
@pytest.mark.parametrize("i", [1, 2, 3], ids=[label for label, _ in RUNS[1:]])
def test_each_ablation_changes_the_result(party, i):
    full, ablated = party["doc"]["runs"][0], party["doc"]["runs"][i]
    part = PARTS[i - 1]
    assert ablated["ablate"] == [part]
    if part == "reflection":
        # Its direct effect; in these eight hours the built-in brain's talk and spread do not
        # depend on reflections (a plan drawn up the next morning would), so only this moves.
        assert ablated["totals"]["reflections"] == 0 < full["totals"]["reflections"]
        assert ablated["totals"]["memories"] < full["totals"]["memories"]
    else:
        assert ablated["measures"] != full["measures"]
        changed = [k for k in full["measures"] if ablated["measures"][k] != full["measures"][k]]
        assert {"recall", "told", "came", "pairs"} & set(changed), changed


@pytest.mark.slow
def test_the_timeline_holds_every_conversation_of_the_run(party, tmp_path):
    sim, data = party["sim"], party["recorder"].collect({"scenario": "party"})
    expected = {c["id"]: c["lines"] for c in sim.talks.log}
    expected |= {
        cid: [[ln.speaker, ln.name, ln.text] for ln in c.lines]
        for cid, c in sim.talks.active.items()
    }
    got = {c["id"]: c["lines"] for c in data["conversations"]}
    assert expected and got == expected
    text = markdown(data)
    for cid, lines in expected.items():
        assert f"### #{cid} " in text
        assert all(f"**{name}:** {line}" in text for _, name, line in lines)
    assert {a["resident"] for a in data["actions"]} == set(sim.order)
    learned = [n for n in data["news"] if n["fact"].startswith("Camille Moreau is throwing")]
    assert learned and all(n["source"] for n in learned)


def test_an_action_reported_through_the_hook_is_recorded_once(smallville):
    scn = scenario.load(PARTY, *smallville, SHORT)
    sim, _ = build_sim("smallville", scn, frozenset(), 1, builtin_brain)
    sim.observers = getattr(sim, "observers", [])
    recorder = TimelineRecorder(sim)
    assert recorder.hooked and recorder in sim.observers
    sim.step()
    body = sim.bodies["camille_moreau"]
    recorder.on_action(sim.clock.text(), body.id, body.action)
    recorder.on_action(sim.clock.text(), body.id, body.action)
    mine = [a for a in recorder.collect()["actions"] if a["resident"] == body.id]
    assert len(mine) == 1 and mine[0]["action"] == body.action.description


def test_an_action_begun_elsewhere_says_where_the_body_walks_from(smallville):
    """The timeline records an action's place (where it is done); a resident still somewhere
    else is walking there, and the entry says from where, so a reader does not see two people
    talking at the surgery while the timeline has them at their own fridges."""
    from dataclasses import replace

    from game.world.address import Place

    scn = scenario.load(PARTY, *smallville, SHORT)
    sim, _ = build_sim("smallville", scn, frozenset(), 1, builtin_brain)
    recorder = TimelineRecorder(sim)
    sim.step()
    body = sim.bodies["camille_moreau"]
    here = body.arena
    assert here is not None
    elsewhere = Place(sector=here.sector + " (elsewhere)", arena="Kitchen")
    recorder.on_action(sim.clock.text(), body.id, replace(body.action, place=elsewhere))
    recorder.on_action(sim.clock.text(), body.id, replace(body.action, place=here))
    mine = [a for a in recorder.collect()["actions"] if a["resident"] == body.id]
    assert mine[-2]["walking_from"] == f"{here.sector}:{here.arena}"
    assert "walking_from" not in mine[-1]


def test_the_timeline_says_when_a_walker_arrives():
    """An action begun elsewhere gets a second entry when the body reaches its place (marked
    ``arrived``), so a talk on the way reads as on the way, not at the destination."""
    sim = build_simulation("smallville", residents=6, config=SimConfig(seed=1))
    recorder = TimelineRecorder(sim)
    sim.run_steps(sim.clock.steps_for(3))
    acts = recorder.collect()["actions"]
    walked = [a for a in acts if "walking_from" in a]
    arrived = [a for a in acts if a.get("arrived")]
    assert walked and arrived
    for a in arrived:  # each follows a walk to that very place, by the same resident
        before = [w for w in walked if w["resident"] == a["resident"] and w["time"] <= a["time"]]
        assert before and before[-1]["place"] == a["place"]
