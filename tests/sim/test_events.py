"""The world changing under a plan, whispers, and saving a town and loading it back."""

import base64
import json

import numpy as np
import pytest

from game.sim.setup import build_simulation
from game.sim.simulation import SimConfig
from game.store.savefile import SaveError, read_save, write_save

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


def test_save_and_load_round_trip(tmp_path):
    sim = small_town()
    sim.run_steps(sim.clock.steps_for(2))
    path = write_save(tmp_path / "town.json", sim.get_state())
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    loaded = read_save(path)
    twin = small_town()
    twin.set_state(loaded)
    a, b = sim.get_state(), twin.get_state()
    assert a["meta"] == b["meta"]
    for ra, rb in zip(a["residents"], b["residents"], strict=True):
        ea, eb = ra["memory"].pop("embeddings"), rb["memory"].pop("embeddings")
        assert ra == rb
        va = np.frombuffer(base64.b64decode(ea), dtype="<f2").astype(np.float32)
        vb = np.frombuffer(base64.b64decode(eb), dtype="<f2").astype(np.float32)
        assert np.allclose(va, vb, atol=2e-3)  # float16 on disk, re-normalised on load
    assert a["world"]["clock"] == b["world"]["clock"]
    assert [(x.x, x.y) for x in sim.bodies.values()] == [(x.x, x.y) for x in twin.bodies.values()]
    twin.run_steps(60)  # and it keeps going
    assert twin.clock.step_count == sim.clock.step_count + 60


def test_a_save_records_its_embedder_and_holds_no_secrets(tmp_path, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-fake.SECRET.never.written.0123456789")
    sim = small_town(3)
    sim.run_steps(30)
    path = write_save(tmp_path / "s.json", sim.get_state())
    text = path.read_text(encoding="utf-8")
    assert "SECRET" not in text
    meta = json.loads(text)["meta"]["1"]
    assert meta["embedder"]["name"].startswith("hash") and meta["embedder"]["dim"] == 384


def test_corrupt_or_foreign_saves_give_one_line(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"meta": {"1": ', encoding="utf-8")
    with pytest.raises(SaveError, match="corrupt") as e:
        read_save(bad)
    assert "\n" not in str(e.value)
    other = tmp_path / "other.json"
    other.write_text('{"hello": "world"}', encoding="utf-8")
    with pytest.raises(SaveError, match="not a town save"):
        read_save(other)
    with pytest.raises(SaveError, match="does not exist"):
        read_save(tmp_path / "missing.json")


def test_a_failed_write_keeps_the_previous_save(tmp_path, monkeypatch):
    sim = small_town(3)
    path = write_save(tmp_path / "s.json", sim.get_state())
    before = path.read_bytes()
    import game.store.savefile as sf

    def boom(*a, **k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(sf.os, "replace", boom)
    with pytest.raises(SaveError, match="No space left"):
        write_save(path, sim.get_state())
    assert path.read_bytes() == before
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
