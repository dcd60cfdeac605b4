"""Walking into a gathering: one who comes to its place while it is on, having heard nothing
of it, sees it (a record held first-hand) and decides about it as about any it hears of; one
elsewhere learns nothing, and nothing is seen before it starts."""

from datetime import datetime

from game.app_setup import load_town_files, make_simulation
from game.mind import gatherings
from game.sim.simulation import SimConfig

CAFE = "Sunny Bean Cafe:Counter:coffee machine"  # where the town's party is held, 17:00-19:00
EARLY = datetime(2026, 2, 14, 16, 40)


def town(start=EARLY):
    world, personas = load_town_files("smallville")
    world.start_time = start
    return make_simulation(world, personas, None, None, SimConfig(seed=2, autosave_minutes=0))


def has_word(sim, rid: str) -> bool:
    mind = sim.residents[rid]
    return any(
        g.what.startswith("Valentine") for g, _teller, _topic in gatherings.told_of(mind)
    ) or any(g.what.startswith("Valentine") for g, _going in gatherings.known(mind).values())


def seen(sim, rid: str) -> list:
    mind = sim.residents[rid]
    return [
        mind.memory.get(i).meta
        for i in mind.memory.by_keyword("gathering told")
        if mind.memory.get(i).meta.get("witnessed")
    ]


def test_one_who_comes_upon_a_party_sees_it_and_decides_about_it():
    sim = town()
    sim.run_steps(1)
    homes = [sim.residents[rid].persona.home.sector for rid in sim.order]
    new = [
        rid
        for rid in sim.order
        if rid != "camille_moreau"
        and not has_word(sim, rid)
        and homes.count(sim.residents[rid].persona.home.sector) == 1  # (no family talk to
        # keep one at home)
        and not sim.bodies[rid].asleep
    ]
    assert len(new) >= 2, "everyone has heard already: the test would prove nothing"
    walker, away = new[0], new[1]
    assert sim.act(walker, CAFE, "wait for a coffee", "☕", 60)
    sim.run_steps(sim.clock.steps_for(15 / 60))  # 16:55: not on yet
    assert not seen(sim, walker)
    for _ in range(12):  # (on the way, a word in the street may hold one up)
        sim.run_steps(sim.clock.steps_for(5 / 60))
        if (b := sim.bodies[walker]).arena is not None and b.arena.sector == "Sunny Bean Cafe":
            break
    assert sim.bodies[walker].arena.sector == "Sunny Bean Cafe"
    sim.run_steps(sim.clock.steps_for(2 / 60))
    got = seen(sim, walker)
    assert got and got[0]["source"] == "camille_moreau" and got[0]["witnessed"]
    while sim.now_s < sim.held[walker]:  # (sent there by a hand: it thinks once it is done)
        sim.run_steps(sim.clock.steps_for(5 / 60))
    sim.run_steps(sim.clock.steps_for(5 / 60))
    key = next(iter(gatherings.told_of(sim.residents[walker])))[0].key
    assert key in gatherings.known(sim.residents[walker])  # decided about, as anyone told
    if not sim.bodies[away].arena or sim.bodies[away].arena.sector != "Sunny Bean Cafe":
        assert not seen(sim, away)


def test_one_made_to_go_somewhere_goes_on_after_a_word_on_the_way():
    """The player's or a scenario's hand sends someone across town; a neighbour stops them
    for a word in the street; afterwards they go on, not standing there 'chatting' till the
    hold runs out (it was 40 minutes in the street before)."""
    sim = town()
    sim.run_steps(1)
    homes = [sim.residents[rid].persona.home.sector for rid in sim.order]
    alone = [r for r in sim.order if homes.count(sim.residents[r].persona.home.sector) == 1]
    stopped = 0
    for rid in alone[:4]:
        run = town()
        run.run_steps(1)
        assert run.act(rid, CAFE, "wait for a coffee", "☕", 120)
        talked = False
        for _ in range(18):  # 90 minutes
            run.run_steps(run.clock.steps_for(5 / 60))
            b = run.bodies[rid]
            talked = talked or b.conversation is not None
            if b.arena is not None and b.arena.sector == "Sunny Bean Cafe":
                break
        if talked:
            stopped += 1
        assert run.bodies[rid].arena is not None, (rid, run.bodies[rid].activity())
        assert run.bodies[rid].arena.sector == "Sunny Bean Cafe", rid
    assert stopped, "nobody was stopped on the way: the test would prove nothing"
