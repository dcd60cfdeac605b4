"""A meeting that ends leaves how it went with those there, as a record they can pass on: the
show of hands adds up to the people there, the host holds it as its own news, nobody who was not
there holds it at the end, it is settled once, and a save and a load settle nothing twice."""

from pathlib import Path

from game.app_setup import build_simulation
from game.mind.news import known_to
from game.sim.gathering_outcome import crowd, outcome, settle
from game.sim.simulation import SimConfig

ROOT = Path(__file__).resolve().parents[2]
TOWNS = ROOT / "tests" / "towns"  # Larkholme: its village meeting is Thursday 19:00-20:30


def holders(sim, key):
    return {rid for rid, r in sim.residents.items() if r.memory.by_keyword(key)}


def meeting(sim):
    for r in sim.residents.values():
        for f in r.persona.facts:
            if f.topic == "meeting" and f.event is not None and f.event.host == r.id:
                return f.event
    raise AssertionError("no meeting in the town")


def test_a_meeting_ends_in_a_show_of_hands_held_by_those_there():
    sim = build_simulation(
        "larkholme", config=SimConfig(seed=3, autosave_minutes=0), maps_dir=TOWNS
    )
    g = meeting(sim)
    sim.run_steps(sim.clock.steps_for(38.4))  # Wed 06:00 -> Thu 20:24: the meeting is on
    there = {
        rid for rid, b in sim.bodies.items() if b.arena is not None and b.arena.sector == g.place
    }
    key = f"outcome:{g.key}"
    assert not holders(sim, key)  # not before it ends
    sim.run_steps(sim.clock.steps_for(0.2))  # past 20:30
    got = holders(sim, key)
    assert g.host in got and got <= there | {g.host}, (got, there)
    if len(got) >= 3:  # (too few came: nothing to settle)
        host = sim.residents[g.host]
        said = host.memory.get(host.memory.by_keyword(key)[0]).content
        a, b = (int(x) for x in said.rstrip(".").split(", ")[-1].split(" to "))
        assert a + b == len(got) and a >= b
        assert said.startswith("At my village meeting, the room")
        other = next(r for r in got if r != g.host)
        assert key in known_to(sim.residents[g.host], other)  # seen there: not told again
        assert settle(sim, g) is None  # settled once
        state = sim.get_state()
        again = build_simulation(
            "larkholme", config=SimConfig(seed=3, autosave_minutes=0), maps_dir=TOWNS
        )
        again.set_state(state)
        again.run_steps(1)
        assert len(holders(again, key) & got) == len(got)
        assert len(again.residents[g.host].memory.by_keyword(key)) == 1


def test_the_outcome_says_which_way_and_by_how_much():
    class G:
        key, what, host = "2026-09-17 19:00 Hall", "village meeting", "ann"

    won = outcome(G, "Ann Lee", 5, 2)
    lost = outcome(G, "Ann Lee", 2, 5)
    assert won.told == "At Ann Lee's village meeting, the room sided with Ann, 5 to 2."
    assert lost.mine == "At my village meeting, the room went against me, 5 to 2."
    assert won.key == lost.key == "outcome:2026-09-17 19:00 Hall" and won.news
    party = crowd(G, "Ann Lee", 7)
    assert party.text("bob") == "Ann Lee's village meeting had 7 people at it."
