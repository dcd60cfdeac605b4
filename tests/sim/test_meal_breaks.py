"""A meal is eaten where it is planned, however far the walk: one who walks across town to lunch
eats once there, a thought on the way does not move it on to the bill, and a lunch break is for
lunch (company waits till the shift is over)."""

from dataclasses import replace

from game.app_setup import build_simulation
from game.mind.cognition import Decision
from game.mind.types import Action
from game.sim.simulation import SimConfig
from game.sim.thinking import apply_decision


def town(n=25, seed=1):
    return build_simulation(
        "smallville", residents=n, config=SimConfig(seed=seed, autosave_minutes=0)
    )


def test_a_meal_across_town_is_eaten_once_there_and_not_left_on_the_way():
    sim = town(6)
    sim.run_steps(2)
    objects = list(sim.town.tree.objects())
    cafe = next(o.place.sector for o in objects if o.kind == "cafe_table")
    rid = next(
        r
        for r in sim.order
        if ((w := sim.residents[r].persona.work) is None or w.place.sector != cafe)
        and sim.bodies[r].conversation is None
    )
    body = sim.bodies[rid]
    table = next(o.place for o in objects if o.kind == "cafe_table")
    counter = next(o.place for o in objects if o.place.sector == cafe and o.kind == "counter")
    minute = sim.clock.minute_of_day()
    meal = Action(start=minute, minutes=10, description="eat lunch", place=table, emoji="🍽️")
    apply_decision(sim, rid, body, Decision(action=meal, until_s=sim.now_s + 600))
    walk_s = len(body.path) * sim.clock.step_seconds
    assert walk_s >= 120, "the table is across town: else this proves nothing"
    assert body.until_s >= sim.now_s + walk_s + 600 - 1  # ten minutes at the table
    pay = Action(start=minute + 10, minutes=5, description="pay", place=counter, emoji="💬")
    apply_decision(sim, rid, body, Decision(action=pay, until_s=sim.now_s + 900))
    assert body.action == meal  # a thought on the way: still going to eat
    home = sim.residents[rid].persona.home
    away = Action(start=minute, minutes=30, description="go home", place=home, emoji="🏠")
    apply_decision(sim, rid, body, Decision(action=away, until_s=sim.now_s + 1800))
    assert body.action == away  # somewhere else to be is not held up


def test_company_waits_for_a_lonely_worker_on_a_lunch_break():
    sim = town()
    sim.run_steps(sim.clock.steps_for(5.3))  # about 12:20, lunch breaks
    minute = sim.clock.minute_of_day()
    on_break = [
        rid
        for rid in sim.order
        if (w := sim.residents[rid].persona.work) is not None
        and w.start <= minute < w.end
        and sim.clock.weekday() in w.days
        and "lunch" in (sim.residents[rid].schedule.block_at(minute).activity or "")
    ]
    assert on_break, "nobody is on a lunch break: this proves nothing"
    for rid in on_break:
        s = sim.inner.states[rid]
        sim.inner.states[rid] = replace(s, needs=replace(s.needs, social=0.02))
    sim.run_steps(sim.clock.steps_for(0.5))
    replanned = {r for _, r, e in sim.events if "social at its worst" in e}
    assert not replanned & set(on_break), replanned & set(on_break)
