"""A 3-day, 25-resident town's save stays cheap to check: the check is bulk (column-wise).

No timing here (tests must not depend on the machine's load): the check's cost is counted in
spec calls, which a per-item walk would multiply by the number of memories. The times are
measured by ``bench/bench_saves.py``.
"""

import json

from game.store import spec
from game.store.migrations import CURRENT_VERSION
from game.store.savefile import encode_save, read_meta, read_save, write_save
from game.store.schema import validate_state


def test_a_big_town_is_checked_column_wise_and_round_trips(tmp_path, big_state, monkeypatch):
    calls = []
    check = spec.Spec.check

    def counted(self, value):
        calls.append(type(self).__name__)
        return check(self, value)

    monkeypatch.setattr(spec.Spec, "check", counted)
    validate_state(big_state)
    memories = sum(r["memory"]["n"] for r in big_state["residents"])
    assert memories >= 17_000 and len(calls) < 200  # an item-by-item walk: > 100,000 calls
    monkeypatch.undo()

    path = tmp_path / "big.json"
    data = encode_save(big_state)
    write_save(path, big_state)
    state = read_save(path)
    assert len(data) > 2_000_000 and state["meta"] == {
        **big_state["meta"],
        "schema": CURRENT_VERSION,
    }
    doc = {"meta": {"1": state["meta"]}, "world": {"1": state["world"]}}
    doc["residents"] = {str(i): r for i, r in enumerate(state["residents"], start=1)}
    assert data == json.dumps(doc, separators=(",", ":")).encode()  # pieces, same bytes
    assert read_meta(path) == state["meta"]
