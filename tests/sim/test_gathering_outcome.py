"""A meeting that ends leaves how it went with those there, as a record they can pass on: the
show of hands adds up to the people there, the host holds it as its own news, nobody who was not
there holds it at the end, it is settled once, and a save and a load settle nothing twice."""

import re
from pathlib import Path

from game.app_setup import build_simulation
from game.brains.embeddings import HashEmbedder
from game.mind import gatherings
from game.mind.facts import Fact
from game.mind.news_holders import known_to
from game.mind.public_matter import view_on
from game.sim.gathering_outcome import crowd, outcome, settle
from game.sim.simulation import SimConfig

ROOT = Path(__file__).resolve().parents[2]
TOWNS = ROOT / "tests" / "towns"  # Larkholme: its village meeting is Thursday 19:00-20:30
EMBED = HashEmbedder()  # (the embedder a town is built with when none is given)


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
        "larkholme", config=SimConfig(seed=5, autosave_minutes=0), maps_dir=TOWNS
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
        a, b = (int(x) for x in re.search(r"(\d+) to (\d+)", said).groups())
        assert a + b == len(got) and a >= b
        assert said.startswith("At my village meeting, the room")
        other = next(r for r in got if r != g.host)
        assert key in known_to(sim.residents[g.host], other)  # seen there: not told again
        assert settle(sim, g) is None  # settled once
        state = sim.get_state()
        again = build_simulation(
            "larkholme", config=SimConfig(seed=5, autosave_minutes=0), maps_dir=TOWNS
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


def test_the_room_is_those_who_came_for_it_and_the_outcome_says_what_it_voted_on():
    """Someone in the hall for something else (Larkholme's choir practises there on Thursday
    evenings) neither votes nor holds the outcome; the outcome names the view the host put."""
    sim = build_simulation(
        "larkholme", config=SimConfig(seed=3, autosave_minutes=0), maps_dir=TOWNS
    )
    g = meeting(sim)
    sim.run_steps(sim.clock.steps_for(38 + 28 / 60))  # Thu 20:28: its last minutes
    key = f"outcome:{g.key}"
    in_hall = {rid for rid, b in sim.bodies.items() if b.arena and b.arena.sector == g.place}
    sim.run_steps(sim.clock.steps_for(0.05))  # 20:31: settled
    got = holders(sim, key)
    assert len(in_hall) > len(got) >= 3  # (someone there for something else)
    for rid in in_hall:
        had = gatherings.known(sim.residents[rid]).get(g.key)
        assert (rid in got) == (rid == g.host or (had is not None and had[1])), rid
    host = sim.residents[g.host]
    said = host.memory.get(host.memory.by_keyword(key)[0]).content
    a, b = (int(x) for x in re.search(r"(\d+) to (\d+)", said).groups())
    assert a + b == len(got)
    view = view_on(host.persona.facts, next(f for f in host.persona.facts if f.event), EMBED)
    if view is not None:  # what it voted on, in the host's own words
        assert said.endswith(view.mine), said


def test_the_outcome_on_a_view_says_it():
    class G:
        key, what, host = "2026-09-17 19:00 Hall", "village meeting", "ann"

    view = Fact(
        key="seed:ann:1", about=("ann",), topic="opinion", news=False,
        mine="I say we mend the bridge.", told="Ann Lee wants the bridge mended.",
    )  # fmt: skip
    won = outcome(G, "Ann Lee", 5, 2, view)
    assert won.told == "At Ann Lee's village meeting, the room voted 5 to 2 with Ann: " + view.told
    lost = outcome(G, "Ann Lee", 2, 5, view)
    assert lost.mine == "At my village meeting, the room voted 5 to 2 against me. " + view.mine


def test_the_one_a_party_was_held_for_says_how_it_went_of_her_own():
    from game.mind.records import Gathering

    g = Gathering(
        what="birthday supper",
        place="the Inn",
        date="2026-02-14",
        start=1140,
        end=1260,
        host="bob",
        host_name="Bob Marsh",
        honoree="ann",
        honoree_name="Ann Marsh",
    )
    fact = crowd(g, "Bob Marsh", 12)
    assert fact.text("ann") == "My birthday supper had 12 people at it."
    assert "12 people" in fact.text("cat") and not fact.text("cat").startswith("My")
    # by the name of the one it was held for, from everyone, its host too (a made quarter:
    # "Sanjay Verma's birthday supper had 21 people at it", of his wife's, told 24 times)
    assert (
        fact.text("cat") == fact.text("bob") == "Ann Marsh's birthday supper had 12 people at it."
    )
