"""A need at its worst changes what a resident does: a hungry resident goes and eats (elsewhere
when its usual place is closed), and the thought is remembered; with needs switched off, not."""

from dataclasses import replace

from game.app_setup import build_simulation
from game.mind import wording
from game.mind.inner.tables import NEEDS
from game.mind.inner.urges import urge_tables
from game.mind.needs_plan import TAG
from game.mind.resident import MindConfig
from game.sim.simulation import SimConfig
from game.store.savefile import read_save, write_save


def _said(need: str) -> str:
    """How the day's log begins a re-plan for ``need`` ("hungry, so off to eat at ...")."""
    return wording.frame(f"replan_{need}").split("{")[0]


def town(n=25, seed=1, ablate=frozenset()):
    config = SimConfig(seed=seed, autosave_minutes=0, mind=MindConfig(ablate=ablate))
    return build_simulation("smallville", residents=n, config=config)


def starve(sim, rid, level=0.05):
    s = sim.inner.states[rid]
    sim.inner.states[rid] = replace(s, needs=replace(s.needs, fullness=level))


def food_worker(sim):
    """A resident who works at a place that serves meals (by the map's kinds), and that place."""
    food = urge_tables().food
    for rid in sim.order:
        work = sim.residents[rid].persona.work
        if work is not None and sim.town.tree.sector(work.place.sector).kind in food:
            return rid, work.place.sector
    raise AssertionError("the town has no food place with staff")


def not_working(sim, rid) -> bool:
    s = sim.inner.states[rid]
    return s.doing not in ("eat", "dine", "sleep") and s.needs.fullness > 0.3


def watch(sim, rid, minutes):
    """(minutes eating, the sectors eaten at, fullness at the end)."""
    per = max(1, 60 // sim.clock.step_seconds)
    eaten, where = 0, set()
    for _ in range(minutes * per):
        sim.step()
        s = sim.inner.states[rid]
        if s.doing in ("eat", "dine"):
            eaten += 1
            where.add(sim.bodies[rid].action.place.sector)
    return eaten // per, where, sim.inner.states[rid].needs.fullness


def pick_busy(sim):
    """A resident awake, with food far from its mind (not eating, fed), late in the morning."""
    return next(rid for rid in sim.order if not_working(sim, rid) and not sim.bodies[rid].asleep)


def test_a_hungry_resident_goes_and_eats_and_remembers_why(tmp_path):
    sim = town()
    sim.run_steps(sim.clock.steps_for(3))  # about 10:00
    rid = pick_busy(sim)
    starve(sim, rid)
    eaten, _, fullness = watch(sim, rid, 75)
    assert eaten >= 10 and fullness > 0.3
    mind = sim.residents[rid]
    ids = mind.memory.by_keyword(TAG + "fullness")
    assert ids, "the hunger is remembered as a thought"
    m = mind.memory.get(ids[-1])
    assert m.kind == "observation" and m.meta["need"] == "fullness" and "eaten" in m.content
    assert any(e.startswith(_said("fullness")) for _, r, e in sim.events if r == rid)
    loaded = town()  # the thought (and so the hour before it is seen to again) is saved
    loaded.set_state(read_save(write_save(tmp_path / "hungry.json", sim.get_state())))
    assert loaded.residents[rid].memory.by_keyword(TAG + "fullness") == ids


def test_a_hungry_resident_whose_usual_place_is_closed_eats_elsewhere():
    sim = town()
    sim.run_steps(sim.clock.steps_for(3))
    rid, usual = food_worker(sim)
    sim.close_sector(usual)
    sim.run_steps(sim.clock.steps_for(0.25))  # the closure is taken in
    starve(sim, rid)
    eaten, where, fullness = watch(sim, rid, 90)
    assert eaten >= 10 and fullness > 0.3
    assert usual not in where and where


def test_with_needs_switched_off_hunger_changes_no_plan():
    sim = town(ablate=frozenset({"needs"}))
    sim.run_steps(sim.clock.steps_for(3))
    rid = pick_busy(sim)
    starve(sim, rid)  # the state is kept still: nothing reads it
    sim.run_steps(sim.clock.steps_for(1))
    assert not sim.residents[rid].memory.by_keyword(TAG + "fullness")
    assert not any(e.startswith(_said(n)) for _, _, e in sim.events for n in NEEDS)


def test_a_need_falling_to_its_worst_lowers_the_mood():
    sim = town(4)
    sim.run_steps(sim.clock.steps_for(2))
    rid = next(r for r in sim.order if not sim.bodies[r].asleep)
    starve(sim, rid, level=urge_tables().worst + 0.0005)
    before = sim.inner.states[rid].mood.valence
    sim.run_steps(sim.clock.steps_for(0.05))
    after = sim.inner.states[rid]
    assert after.cause == "hunger" and after.mood.valence < before - 0.1


def test_a_worn_out_resident_naps_at_home_and_its_energy_comes_back():
    sim = town()
    sim.run_steps(sim.clock.steps_for(5))  # about midday
    rid = pick_busy(sim)
    s = sim.inner.states[rid]
    sim.inner.states[rid] = replace(s, needs=replace(s.needs, energy=0.05))
    per = max(1, 60 // sim.clock.step_seconds)
    home, napped = sim.residents[rid].persona.home.sector, 0
    for _ in range(100 * per):
        sim.step()
        at = sim.bodies[rid].action.place.sector
        napped += sim.inner.states[rid].doing == "sleep" and at == home
    assert napped // per >= 20
    assert sim.inner.states[rid].needs.energy > 0.05
    assert any(e.startswith(_said("energy")) for _, r, e in sim.events if r == rid)


def just_woken(sim, within: int) -> list[str]:
    """Those up and woken in the last ``within`` minutes at the town's start (none: a failure)."""
    minute = int(sim.clock.now.hour * 60 + sim.clock.now.minute)
    woken = [
        rid
        for rid in sim.order
        if 0 <= minute - sim.residents[rid].persona.wake < within and not sim.bodies[rid].asleep
    ]
    assert woken, "nobody has just woken at the town's start"
    return woken


def test_company_waits_till_one_is_up_and_dressed():
    """Lonely on waking, one gets up first: no re-plan for company in the hour after waking
    (not 'chat with friends on the green' at six and 'wake up and stretch' at a quarter past
    seven)."""
    sim = town(n=6)
    woken = just_woken(sim, 50)
    for rid in woken:
        s = sim.inner.states[rid]
        sim.inner.states[rid] = replace(s, needs=replace(s.needs, social=0.02))
    sim.run_steps(sim.clock.steps_for(0.15))
    for rid in woken:
        assert not sim.residents[rid].memory.by_keyword(TAG + "social"), rid


def test_hungry_on_waking_one_has_the_mornings_breakfast_not_a_meal_first():
    """Hungry on waking, one gets up and has the breakfast its morning holds: not 'eat a meal'
    first, then 'wake up and stretch' and breakfast again an hour later."""
    sim = town(n=6)
    minute = int(sim.clock.now.hour * 60 + sim.clock.now.minute)
    woken = just_woken(sim, 30)
    for rid in woken:
        starve(sim, rid, 0.02)
    sim.run_steps(sim.clock.steps_for(0.25))
    for rid in woken:
        r = sim.residents[rid]
        morning = r.schedule.block_at(minute)
        eats = [a for a in r.schedule.actions if morning.start <= a.start < morning.end]
        assert any("breakfast" in a.description for a in eats), (rid, morning)
        assert not r.memory.by_keyword(TAG + "fullness"), rid


def _on_shift_away(sim) -> str:
    """A resident awake and up for an hour, now in its working hours at a workplace that is not
    its home (none: a failure)."""
    now = sim.clock.now
    minute, day = now.hour * 60 + now.minute, ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
    for rid in sim.order:
        p = sim.residents[rid].persona
        w = p.work
        if (w is not None and w.place.sector != p.home.sector and day[now.weekday()] in w.days
                and w.start <= minute < w.end - 60 and minute - p.wake >= 60
                and not sim.bodies[rid].asleep):  # fmt: skip
            return rid
    raise AssertionError("nobody is at work at the town's start")


def test_company_does_not_wait_for_a_shift_its_shut_workplace_made_a_day_off():
    """Lonely in the hours of a shift that is not being worked (the workplace shut on it: a day
    off), one goes to find company then, not when the shift would have ended; at work, the
    company still waits."""
    went = {}
    for shut in (True, False):
        sim = town(n=25)
        sim.run_steps(sim.clock.steps_for(1.5))
        rid = _on_shift_away(sim)
        if shut:
            sim.close_sector(sim.residents[rid].persona.work.place.sector)
            sim.run_steps(sim.clock.steps_for(0.1))
            assert sim.residents[rid].day_off[0] == sim.clock.now.date().isoformat()
        s = sim.inner.states[rid]
        sim.inner.states[rid] = replace(s, needs=replace(s.needs, social=0.02))
        sim.run_steps(sim.clock.steps_for(0.5))
        went[shut] = bool(sim.residents[rid].memory.by_keyword(TAG + "social"))
    assert went == {True: True, False: False}


def test_company_at_night_is_not_looked_for_in_the_park():
    """Lonely at ten at night one goes where people are then (the pub, not a park: the urge
    table's ``by_day`` kinds only within its ``day``); in the afternoon a park will do."""
    from types import SimpleNamespace

    from game.mind import needs_plan

    sim = town(n=25)
    kinds = {s.name: s.kind for s in sim.town.tree.sectors()}
    picked = {"day": set(), "night": set()}
    for seed in range(8):
        ctx = SimpleNamespace(current_place=None, seed=seed)
        for rid in sim.order:
            r = sim.residents[rid]
            for when, minute in (("day", 15 * 60), ("night", 22 * 60)):
                place, home = needs_plan.where(
                    r, ctx, "social", "2026-02-13", lambda s: True, minute
                )
                if not home:
                    picked[when].add(kinds[place])
    assert "park" in picked["day"] and "park" not in picked["night"]
    assert picked["night"]  # (somewhere to go all the same)
