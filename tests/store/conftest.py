"""Shared pieces: the committed saves (the newest version's fixture for most tests), copies of its state, a big synthetic town."""

import copy
import json
from pathlib import Path

import pytest

from game.store.savefile import read_save

FIXTURES = Path(__file__).parent / "fixtures"
SAVE_V1 = FIXTURES / "save_v1.json"
SAVE_LATEST = max(FIXTURES.glob("save_v*.json"), key=lambda p: int(p.stem[6:]))


@pytest.fixture(scope="session")
def save_state_shared():
    return read_save(SAVE_LATEST)


@pytest.fixture
def save_state(save_state_shared):
    """The newest fixture's state (3 residents, about 15 game hours), a fresh copy per test."""
    return copy.deepcopy(save_state_shared)


@pytest.fixture
def save_doc():
    """The fixture file as parsed JSON (the TinyDB layout)."""
    return json.loads(SAVE_LATEST.read_text(encoding="utf-8"))


def scaled_state(state: dict, residents: int = 25, memories: int = 700) -> dict:
    """A big town from the small one: ``residents`` minds with ``memories`` memories each.

    Built by repeating the fixture's residents and memory columns, so every value is one a
    real save has; about as many memories as a 3-day, 25-resident save.
    """
    import base64

    state = copy.deepcopy(state)
    src = state["residents"]
    out, ids = [], []
    for i in range(residents):
        r = copy.deepcopy(src[i % len(src)])
        r["id"] = f"{r['id']}_{i}"
        m = r["memory"]
        n, reps = m["n"], -(-memories // m["n"])
        for key in ("kind", "content", "importance_10", "spo", "keywords", "depth", "meta"):
            m[key] = (m[key] * reps)[:memories]
        m["evidence"] = [[] for _ in range(memories)]
        for key in ("embeddings", "created", "last_accessed", "access_count", "alive"):
            raw = base64.b64decode(m[key])
            per = len(raw) // n
            m[key] = base64.b64encode((raw * reps)[: per * memories]).decode("ascii")
        m["n"] = memories
        r["unjudged"] = [i for i in r["unjudged"] if i < memories]
        out.append(r)
        ids.append(r["id"])
    bodies = list(state["world"]["bodies"].values())
    state["world"]["bodies"] = {
        rid: {**copy.deepcopy(bodies[i % len(bodies)]), "id": rid} for i, rid in enumerate(ids)
    }
    inner = list(state["world"]["inner"].values())
    state["world"]["inner"] = {
        rid: copy.deepcopy(inner[i % len(inner)]) for i, rid in enumerate(ids)
    }
    state["meta"]["residents"] = ids
    state["residents"] = out
    return state


@pytest.fixture(scope="session")
def big_state(save_state_shared):
    return scaled_state(save_state_shared)
