"""A 3-day, 25-resident town's save stays cheap to check, and round-trips byte for byte.

The check's cost is measured against the cost of parsing the same file's JSON (both on this
machine, at this moment, best of a few runs), so that a slower machine or a busy one does not
fail it: checking may cost a few parses (about 2.5), not a per-item Python walk (10 or more).
The absolute times are measured by ``bench/bench_saves.py``.
"""

import json
import time

from game.store.memory_rows import head_of, rows_of
from game.store.migrations import CURRENT_VERSION
from game.store.save_model import validate_state
from game.store.savefile import encode_save, read_meta, read_save, write_save


def _best(fn, runs: int = 3) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def test_a_big_town_is_checked_in_a_few_parses_and_round_trips(tmp_path, big_state):
    memories = sum(r["memory"]["n"] for r in big_state["residents"])
    assert memories >= 17_000
    data = encode_save(big_state)
    state = {**big_state, "meta": {**big_state["meta"], "schema": CURRENT_VERSION}}
    parse, check = _best(lambda: json.loads(data)), _best(lambda: validate_state(state))
    assert check < 6 * parse, f"checking took {check:.3f} s, parsing {parse:.3f} s"

    path = tmp_path / "big.json"
    write_save(path, big_state)
    state = read_save(path)
    assert len(data) > 2_000_000 and state["meta"] == {
        **big_state["meta"],
        "schema": CURRENT_VERSION,
    }
    doc = {"meta": {"1": state["meta"]}, "world": {"1": state["world"]}}
    doc["residents"] = {
        str(i): {**r, "memory": head_of(r["memory"])}
        for i, r in enumerate(state["residents"], start=1)
    }
    rows = [row for r in state["residents"] for row in rows_of(r["id"], r["memory"])]
    doc["memories"] = {str(k): row for k, row in enumerate(rows, start=1)}
    assert data == json.dumps(doc, separators=(",", ":")).encode()  # pieces, same bytes
    assert state == {**big_state, "meta": state["meta"]}
    assert read_meta(path) == state["meta"]
