"""Housemates, neighbours and colleagues know each other from the first minute (the town's data
says so: homes, workplaces and the map's sector kinds), through a save and a load."""

from dataclasses import replace

import pytest

from game.app_setup import build_simulation
from game.brains.builtin.situation import read
from game.brains.llm import templates
from game.brains.llm.samples import sample_requests
from game.mind.brain import Listener
from game.mind.listeners import listener
from game.sim.acquaintance import shared_places
from game.sim.simulation import SimConfig
from game.store.savefile import read_save, write_save


def town(name="brinewick"):
    return build_simulation(name, config=SimConfig(seed=3))


@pytest.mark.parametrize("name", ["brinewick", "smallville"])
def test_everyone_who_shares_a_home_or_a_workplace_is_acquainted(name):
    sim = town(name)
    groups = shared_places(
        [r.persona for r in sim.residents.values()], lambda s: sim.town.tree.sector(s).kind
    )
    pairs = 0
    for (how, *_), members in groups.items():
        for a in members:
            for b in members:
                if a.id != b.id:
                    rel = sim.residents[a.id].relations
                    assert rel.acquainted(b.id), (a.name, b.name)
                    assert how in rel.ties_with(b.id)
                    pairs += 1
    assert pairs > 10  # both towns have families, flats and shared workplaces


def test_flats_in_one_building_are_neighbours_not_one_household():
    sim = town("smallville")
    flats = [
        r
        for r in sim.residents.values()
        if sim.town.tree.sector(r.persona.home.sector).kind not in ("home",)
        and r.persona.home.sector == "Willow Apartments"
    ]
    assert len(flats) >= 3
    a, b = flats[0], flats[1]
    assert a.persona.home.arena != b.persona.home.arena
    assert "neighbour" in a.relations.ties_with(b.id)
    assert "home" not in a.relations.ties_with(b.id)


def test_a_housemate_with_no_bond_in_the_file_is_not_met_as_a_stranger():
    sim = town()
    speaker = next(iter(sim.residents.values()))
    req = sample_requests()["next_utterance"]
    someone = Listener(id="x", name="Someone Else")
    housemate = Listener(id="x", name="Someone Else", knows=True, ties=("home",))
    colleague = Listener(id="x", name="Someone Else", knows=True, ties=("work",))
    assert read(replace(req, listeners=(someone,)), 1).kind == "stranger"
    assert read(replace(req, listeners=(housemate,)), 1).kind == "close"
    assert read(replace(req, listeners=(colleague,)), 1).kind == "known"
    assert speaker.relations  # the town's residents are tied before anyone has spoken


def test_the_mind_tells_the_brain_who_it_already_knows():
    sim = town()
    for r in sim.residents.values():
        for rel in r.relations:
            if rel.ties and not rel.bond:
                seen = listener(r, rel.other, rel.name)
                assert seen.knows and seen.ties == rel.ties
                return
    pytest.fail("no tie without a bond in the town")


def test_ties_survive_a_save_and_a_load_and_are_not_written(tmp_path):
    sim = town()
    sim.run_steps(sim.clock.steps_for(1))
    state = sim.get_state()
    for r in state["residents"]:
        assert r["relations"]
        for rel in r["relations"]:
            assert "ties" not in rel
    path = write_save(tmp_path / "t.json", state)
    again = town()
    again.set_state(read_save(path))
    for rid, r in sim.residents.items():
        for rel in r.relations:
            assert again.residents[rid].relations.ties_with(rel.other) == rel.ties


def test_a_model_is_told_who_lives_and_works_with_whom():
    req = sample_requests()["next_utterance"]
    first = req.speaker.first_name()
    people = (
        Listener(id="a", name="Ann Bell", knows=True, ties=("home",)),
        Listener(id="b", name="Bo Cray", knows=True, ties=("work",)),
        Listener(id="c", name="Cy Dunn", knows=True),
        Listener(id="d", name="Di Eyre"),
    )
    text = "\n".join(
        content for _role, content in templates.next_utterance(replace(req, listeners=people))
    )
    assert f"{first} lives with Ann Bell and knows them well." in text
    assert f"{first} works with Bo Cray and knows them well." in text
    assert f"{first} already knows Cy Dunn." in text
    assert f"{first} has not met Di Eyre before." in text


def test_a_village_that_says_everyone_knows_everyone_has_no_strangers():
    sim = town("brinewick")  # its residents file says "everyone_knows_everyone": true
    for r in sim.residents.values():
        for other in sim.residents:
            if other != r.id:
                assert r.relations.acquainted(other), (r.name, other)


def test_one_who_knows_everyone_is_known_by_all_and_a_bad_flag_is_one_line():
    from game.mind.persona import ResidentsError, parse_personas

    def person(i, **extra):
        return {
            "id": f"p{i}",
            "name": f"Person {i}",
            "age": 30,
            "innate": "calm",
            "learned": "works",
            "currently": "resting",
            "lifestyle": "early",
            "wake": "07:00",
            "sleep": "23:00",
            "daily_requirement": "work",
            "home": {"sector": f"House {i}", "arena": "Bedroom"},
            **extra,
        }

    people = parse_personas({"residents": [person(1, knows_everyone=True), person(2), person(3)]})
    from game.sim.acquaintance import known_to_all

    pairs = known_to_all(people)
    assert ("p1", "p2") in pairs and ("p3", "p1") in pairs and ("p2", "p3") not in pairs
    with pytest.raises(ResidentsError, match="'knows_everyone' must be true or false"):
        parse_personas({"residents": [person(1, knows_everyone="yes")]})
    with pytest.raises(ResidentsError, match="'everyone_knows_everyone' must be true or false"):
        parse_personas({"everyone_knows_everyone": 1, "residents": [person(1)]})


def test_what_ones_housemates_are_to_one_is_known_with_the_household():
    """One who knows a family knows what each of it is to the other, in their own bond's words
    (``Listener.kin_bonds``): "your mum" is said to her son, not her full name."""
    sim = town()
    seen = 0
    for r in sim.residents.values():
        for k in r.relations.households.get(r.id, ()):
            bond = r.persona.relationships.get(k, "")
            for o in sim.residents.values():
                if o.id in (r.id, k) or not o.relations.acquainted(k) or not bond:
                    continue
                who = listener(o, r.id, r.name)
                assert dict(who.kin_bonds)[k] == bond, (o.name, r.name)
                seen += 1
    assert seen > 10
