"""Skills in a running town: practice read from records, saved exactly, milestones as news."""

import json
import math
from dataclasses import replace

import pytest

from game.app_setup import build_simulation
from game.mind.facts import TOPICS
from game.mind.inner import skills as sk
from game.mind.news import pick_news
from game.mind.persona import ResidentsError, parse_personas
from game.mind.types import Action, Place
from game.sim.simulation import SimConfig
from game.store.savefile import read_save, write_save
from tests.mind.test_persona import minimal


def town(n=8, seed=1):
    return build_simulation(
        "smallville", residents=n, config=SimConfig(seed=seed, autosave_minutes=0)
    )


def skills_doc(sim):
    return json.loads(json.dumps(sim.get_state()["world"]["skills"]))


def test_three_hours_saved_loaded_and_three_more_equal_six_straight(tmp_path):
    straight = town()
    start = skills_doc(straight)
    straight.run_steps(straight.clock.steps_for(6))
    first = town()
    first.run_steps(first.clock.steps_for(3))
    second = town()
    second.set_state(read_save(write_save(tmp_path / "half.json", first.get_state())))
    assert skills_doc(second) == skills_doc(first)
    second.run_steps(second.clock.steps_for(3))
    assert skills_doc(second) == skills_doc(straight)
    assert skills_doc(straight) != start  # someone practised: it really ran


def test_a_save_without_skills_starts_everyone_where_a_new_town_does():
    a = town(4)
    a.run_steps(a.clock.steps_for(3))
    state = a.get_state()
    del state["world"]["skills"]  # a version-4 save from before skills
    fresh = town(4)
    start = skills_doc(fresh)
    fresh.set_state(json.loads(json.dumps(state)))
    assert skills_doc(fresh) == start


def _spot(sim, kind, sector=None):
    return next(
        o.place
        for o in sim.town.tree.objects()
        if o.kind == kind and (sector is None or o.place.sector == sector)
    )


def test_which_skill_a_doing_practises_is_read_from_kinds_not_words():
    sim = town(25)
    p = sim.practice
    piano = _spot(sim, "piano")
    rid = sim.order[0]
    act = Action(start=0, minutes=10, description="zzz", place=piano, emoji="")
    assert p.practised(act, "leisure", rid) == "piano"
    flowers = _spot(sim, "flower_bed")
    admire = replace(act, place=flowers)
    assert p.practised(admire, "leisure", rid) == ""  # admiring the beds is not gardening
    desk = _spot(sim, "student_desk")
    pupil = next(r for r in sim.order if not p.jobs[r])
    assert p.practised(replace(act, place=desk), "leisure", pupil) == ""
    assert p.practised(replace(act, place=desk), "work", pupil) == "studies"  # a pupil at class
    p.jobs[pupil] = "teaching"  # as a file declaring it makes it: a teacher at a pupil's desk
    assert p.practised(replace(act, place=desk), "work", pupil) == "teaching"
    worker = next(r for r in sim.order if p.trades[r] and not p.declared[r])
    plain = next(  # an object at its work that names no skill: its trade
        o.place
        for o in sim.town.tree.objects()
        if o.place.sector == sim.residents[worker].persona.work.place.sector
        and o.kind not in p.tables.objects
        and o.kind not in p.tables.work_objects
    )
    assert p.practised(replace(act, place=plain), "work", worker) == p.trades[worker]
    assert p.practised(replace(act, place=plain), "leisure", worker) == ""
    assert p.practised(None, "work", worker) == ""
    assert sim.practice.skills[worker][p.trades[worker]].level == p.tables.trade_start


def _practise_at(sim, rid, place, minutes):
    body = sim.bodies[rid]
    for _ in range(minutes * 60 // sim.clock.step_seconds):
        sim.clock.tick()
        body.action = Action(start=0, minutes=10, description="zzz", place=place, emoji="")
        body.path, body.asleep, body.conversation = [], False, None
        sim.inner.states[rid] = replace(sim.inner.states[rid], doing="leisure")
        sim.practice.advance(sim)


def test_practice_raises_a_skill_and_a_new_stage_is_news_others_are_offered():
    sim = town(25)
    rid = sim.order[2]
    # one who holds no part of its story yet (one's family knows one's standing projects)
    other = next(
        o for o in sim.order if o != rid and rid not in sim.residents[o].persona.relationships
    )
    t = sim.practice.tables
    piano = _spot(sim, "piano")
    gate = t.stages[2].start
    sim.practice.skills[rid]["piano"] = sk.Skill(gate - 0.01, None, 1)
    memories = len(sim.residents[rid].memory)
    _practise_at(sim, rid, piano, 5)
    five = sim.practice.skills[rid]["piano"]
    rate = t.kind("piano").rate
    assert five.level == pytest.approx(1 - (1.01 - gate) * math.exp(-rate * 5), abs=1e-12)
    assert five.level < gate and five.last_s == sim.now_s and five.best == 1
    _practise_at(sim, rid, piano, 60)
    after = sim.practice.skills[rid]["piano"]
    assert after.level >= gate and after.best == 2
    added = [
        sim.residents[rid].memory.get(i) for i in range(memories, len(sim.residents[rid].memory))
    ]
    news = [m for m in added if isinstance(m.meta.get("fact"), dict)]
    assert len(news) == 1  # told once, however long it goes on
    fact = news[0].meta["fact"]
    assert fact["key"] == f"skill:{rid}:piano:2" and fact["about"] == [rid]
    assert fact["topic"] in TOPICS
    offered = pick_news(sim.residents[rid], [other], sim.now_s, k=5)
    assert news[0].id in [m.id for m in offered]
    assert sim.practice.told[-1][1:] == (rid, "piano", t.stages[2].name)
    rows = sim.practice.view(rid)
    assert ("piano", after.level, t.stages[2].name) in rows


def test_those_in_the_room_see_a_milestone_and_pass_it_on_as_learned_from_its_subject():
    sim = town(25)
    rid, t = sim.order[2], sim.practice.tables
    piano = _spot(sim, "piano")
    room = Place(sector=piano.sector, arena=piano.arena)
    strangers = [
        o for o in sim.order if o != rid and rid not in sim.residents[o].persona.relationships
    ]
    witness, asleep, away = strangers[:3]
    for o in sim.order:
        sim.bodies[o].arena = None  # outdoors, all but those placed below
    for who, arena, sleeping in ((rid, room, False), (witness, room, False), (asleep, room, True)):
        sim.bodies[who].arena, sim.bodies[who].asleep = arena, sleeping
    sim.bodies[away].arena = next(a.place for a in sim.town.tree.arenas() if a.place != room)
    sim.practice.skills[rid]["piano"] = sk.Skill(t.stages[2].start - 0.001, None, 1)
    before = {o: len(sim.residents[o].memory) for o in (witness, asleep, away)}
    _practise_at(sim, rid, piano, 10)

    def new_facts(o):
        mem = sim.residents[o].memory
        return [mem.get(i) for i in range(before[o], len(mem)) if "fact" in mem.get(i).meta]

    assert new_facts(asleep) == [] and new_facts(away) == []
    (seen,) = new_facts(witness)
    assert seen.meta["source"] == rid and seen.meta["hand"] == 1 and seen.meta["learned"]
    assert seen.content == seen.meta["fact"]["told"] and sim.residents[rid].name in seen.content
    offered = pick_news(sim.residents[witness], [away], sim.now_s, k=5)
    assert seen.id in [m.id for m in offered]


def test_a_skill_left_alone_overnight_fades_and_one_practised_does_not():
    sim = town(4)
    rid = sim.order[0]
    idle = ("darts", "guitar", "painting", "carpentry", "gardening")
    sim.practice.skills[rid] = {name: sk.Skill(0.5, None, 2) for name in idle}
    sim.practice.skills[rid]["piano"] = sk.Skill(0.5, sim.now_s, 2)
    before = sim.now_s
    sim.run_steps(sim.clock.steps_for(24))
    assert sim.now_s - before == 86400
    # (which of them the day happened to practise is the day's: those it left alone fade)
    left = [n for n in idle if sim.practice.skills[rid][n].last_s is None]
    assert left, "a day practised every skill"
    for name in left:
        level = sim.practice.skills[rid][name].level
        assert level == pytest.approx(0.5 * (1 - sim.practice.tables.forget)), name


def test_a_residents_file_may_declare_skills_and_a_bad_level_is_one_line():
    (p,) = parse_personas({"residents": [minimal(skills={"piano": 0.4})]})
    assert p.skills == {"piano": 0.4}
    with pytest.raises(ResidentsError) as e:
        parse_personas({"residents": [minimal(skills={"piano": 4})]})
    assert "skills" in str(e.value) and "\n" not in str(e.value)
