"""A gathering at a building that closes is off: its host calls it off and remembers why, and
everyone who meant to go gives it up too (what they would answer and what they plan agree);
one whose own workplace is closed has the rest of that day off at home. Smallville, its party
at the cafe; the cafe closed on the party's day."""

from __future__ import annotations

from game.app_setup import build_simulation
from game.mind import gatherings
from game.sim.simulation import SimConfig

CAFE = "Sunny Bean Cafe"
HOST = "camille_moreau"


def test_a_closed_place_calls_its_gathering_off_for_host_and_guests():
    sim = build_simulation("smallville", config=SimConfig(seed=1, autosave_minutes=0))
    sim.run_steps(sim.clock.steps_for(26))  # Saturday morning, the party's day
    going = {
        rid
        for rid, r in sim.residents.items()
        if any(g.place == CAFE and on for g, on in gatherings.known(r).values())
    }
    assert HOST in going and len(going) >= 2  # the host and at least one guest
    sim.close_sector(CAFE)
    sim.run_steps(sim.clock.steps_for(1.5))
    for rid in going:
        r = sim.residents[rid]
        assert not any(g.place == CAFE and on for g, on in gatherings.known(r).values()), rid
        party = [b.activity for b in r.schedule.blocks if b.end > 17 * 60 and b.start < 19 * 60]
        assert not any(CAFE in a or "party" in a for a in party), (rid, party)
    host = sim.residents[HOST]
    said = [host.memory.get(i).content for i in range(len(host.memory))]
    assert any("called off" in s and "closed" in s for s in said)
    assert any("has the rest of the day off" in s for s in said)  # her own workplace
    sim.open_sector(CAFE)  # open again before the party: it is on after all, for all of them
    sim.run_steps(sim.clock.steps_for(1))
    for rid in going:
        r = sim.residents[rid]
        assert any(g.place == CAFE and on for g, on in gatherings.known(r).values()), rid
    party = [b.activity for b in host.schedule.blocks if b.end > 17 * 60 and b.start < 19 * 60]
    assert any("party" in a for a in party), party


def test_a_place_shut_the_day_before_does_not_call_off_its_gathering():
    """The cafe shut on Friday: Saturday's party there stands for host and guests alike (a
    place is shut for the day; was: the host called it off on Friday and left it so)."""
    sim = build_simulation("smallville", config=SimConfig(seed=1, autosave_minutes=0))
    sim.run_steps(sim.clock.steps_for(2))  # Friday morning, the day before the party
    going = {
        rid
        for rid, r in sim.residents.items()
        if any(g.place == CAFE and on for g, on in gatherings.known(r).values())
    }
    assert HOST in going
    sim.close_sector(CAFE)
    sim.run_steps(sim.clock.steps_for(1.5))
    for rid in going:
        r = sim.residents[rid]
        assert any(g.place == CAFE and on for g, on in gatherings.known(r).values()), rid
