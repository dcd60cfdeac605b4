"""The world changing under a plan, whispers, and what a save holds."""

import json

import pytest

from game.app_setup import build_simulation
from game.sim.simulation import SimConfig
from game.store.savefile import write_save

CAFE = "Sunny Bean Cafe"


def small_town(n=6, seed=3):
    return build_simulation("smallville", residents=n, config=SimConfig(seed=seed))


def test_a_customer_repairs_a_cafe_visit_and_remembers_why():
    sim = build_simulation("smallville", config=SimConfig(seed=1))
    # find someone (not cafe staff) whose decomposed plan sends them to the cafe soon
    target = None
    for _ in range(sim.clock.steps_for(10)):
        sim.step()
        for rid, r in sim.residents.items():
            if r.schedule is None or (r.persona.work and r.persona.work.place.sector == CAFE):
                continue
            if sim.bodies[rid].conversation is not None:
                continue
            m = r.day_minute(sim.clock.now, r.schedule.date)
            if any(a.place.sector == CAFE for a in r.schedule.upcoming(m)):
                target = r
                break
        if target:
            break
    assert target is not None, "someone should plan a cafe visit in the morning"
    m = target.day_minute(sim.clock.now, target.schedule.date)
    untouched = [a for a in target.schedule.upcoming(m) if a.place.sector != CAFE and a.start > m]
    sim.close_sector(CAFE)
    for _ in range(360):  # a resident in a conversation repairs its plan when the talk ends
        sim.step()
        if sim.bodies[target.id].conversation is None:
            break
    sim.step()
    m2 = target.day_minute(sim.clock.now, target.schedule.date)
    ahead = target.schedule.upcoming(m2)
    assert all(a.place.sector != CAFE for a in ahead)
    assert all(a in target.schedule.actions for a in untouched)  # the rest of the plan stands
    notes = [
        target.memory.get(i).content
        for i in range(len(target.memory))
        if target.memory.get(i).meta.get("repair")
    ]
    assert notes and "closed" in notes[0] and CAFE in notes[0]
    body = sim.bodies[target.id]
    assert body.action is None or body.action.place.sector != CAFE


def test_a_whisper_becomes_a_memory():
    sim = small_town()
    sim.whisper("daniel_hart", "I should plan a surprise for Maya")
    for _ in range(3):
        sim.step()
    mem = sim.residents["daniel_hart"].memory
    assert any("surprise for Maya" in mem.get(i).content for i in range(len(mem)))
    with pytest.raises(KeyError):
        sim.whisper("nobody", "hello")


def test_a_save_records_its_embedder_and_holds_no_secrets(tmp_path, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-fake.SECRET.never.written.0123456789")
    sim = small_town(3)
    sim.run_steps(30)
    path = write_save(tmp_path / "s.json", sim.get_state())
    text = path.read_text(encoding="utf-8")
    assert "SECRET" not in text
    meta = json.loads(text)["meta"]["1"]
    assert meta["embedder"]["name"].startswith("hash") and meta["embedder"]["dim"] == 384


def test_a_closed_workplace_is_closed_for_its_staff_too():
    sim = small_town()
    day = sim.clock.now.strftime("%a").lower()
    staff = {
        rid: r.persona.work
        for rid, r in sim.residents.items()
        if r.persona.work
        and r.persona.work.place.sector != r.persona.home.sector
        and day in r.persona.work.days
        and r.persona.work.start < 12 * 60
    }
    assert staff, "someone in the small town should work away from home this morning"
    rid, work = sorted(staff.items())[0]
    shop = work.place.sector
    crew = [r for r, w in staff.items() if w.place.sector == shop]
    sim.close_sector(shop)  # early in the morning, before the shift starts
    inside = set()
    for _ in range(sim.clock.steps_for(5)):  # through the first hours of the shift
        sim.step()
        minute = sim.clock.minute_of_day()
        for r in crew:
            body = sim.bodies[r]
            if work.start <= minute and body.arena is not None and body.arena.sector == shop:
                inside.add(r)
    assert inside == set(), f"staff went to work at the closed {shop}"
    for r in crew:
        body = sim.bodies[r]
        assert body.action is None or body.action.place.sector != shop
        res = sim.residents[r]
        notes = [res.memory.get_content(i) for i in range(len(res.memory))]
        assert any(shop in n and "closed" in n for n in notes), (r, notes[-5:])
