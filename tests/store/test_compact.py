"""Version 3's small saves and cheap state taking: each shortcut gives back exactly what it
left out (transcripts from the talk log, cached texts from memories, kinds from letters,
vectors recomputed after the load), and a taken state never changes afterwards although it
shares rows with the running town."""

import json

import numpy as np
import pytest

from game.app_setup import build_simulation
from game.mind.memory import MemoryStream
from game.mind.memory_columns import fill_town_vectors
from game.mind.memory_record import KINDS, kind_letters, letter_codes
from game.sim.simulation import SimConfig
from game.store.migrations import upgrade
from game.store.save_types import Invalid
from game.store.savefile import SaveError, read_save, write_save

from .conftest import FIXTURES


@pytest.fixture(scope="module")
def ran():
    """Four residents after five game hours (several talks), and their saved state."""
    sim = build_simulation("smallville", residents=4, config=SimConfig(seed=2))
    sim.run_steps(sim.clock.steps_for(5))
    yield sim, sim.get_state()
    sim.shutdown()


def _twin(tmp_path, state):
    twin = build_simulation("smallville", residents=4, config=SimConfig(seed=2))
    twin.set_state(read_save(write_save(tmp_path / "c.json", state)))
    return twin


def test_a_taken_state_does_not_change_while_the_town_runs_on(tmp_path):
    sim = build_simulation("smallville", residents=3, config=SimConfig(seed=5))
    sim.run_steps(sim.clock.steps_for(2))
    state = sim.get_state()
    frozen = json.dumps(state)
    sim.run_steps(sim.clock.steps_for(2))  # new memories, touches, plans, talks
    later = sim.get_state()
    assert json.dumps(state) == frozen

    def count(st):  # the town ran on: someone remembered something new
        return sum(r["memory"]["n"] for r in st["residents"])

    assert count(later) > count(state)
    back = read_save(write_save(tmp_path / "s.json", state))
    assert back["meta"].pop("schema") and back == json.loads(frozen)
    sim.shutdown()


def test_the_saved_plan_is_the_plans_own_state(ran):
    sim, state = ran
    for rid, saved in zip(sim.order, state["residents"], strict=True):
        mind = sim.residents[rid]
        assert saved["schedule"] == (mind.schedule.get_state() if mind.schedule else None)
        assert saved["previous_blocks"] == [b.to_dict() for b in mind.previous_blocks]


def test_transcripts_are_saved_once_and_come_back_whole(tmp_path, ran):
    sim, state = ran
    compact = [m for r in state["residents"] for m in r["memory"]["meta"] if "log_lines" in m]
    assert compact, "five hours of four residents should hold a conversation"
    assert not any("transcript" in m for m in compact)
    twin = _twin(tmp_path, state)
    for rid in sim.order:
        a, b = sim.residents[rid].memory, twin.residents[rid].memory
        assert [a.get(i).meta for i in range(len(a))] == [b.get(i).meta for i in range(len(b))]
    talks = [
        a.get(i) for rid in sim.order for a in [sim.residents[rid].memory] for i in range(len(a))
    ]
    assert any(m.meta.get("transcript") for m in talks)


def test_a_transcript_the_log_no_longer_holds_is_saved_whole(tmp_path, ran):
    sim, _ = ran
    keep = sim.talks.log
    try:
        sim.talks.log = keep[-1:]  # as if the log (2,000 talks) had dropped the older ones
        state = sim.get_state()
    finally:
        sim.talks.log = keep
    metas = [m for r in state["residents"] for m in r["memory"]["meta"]]
    assert any("transcript" in m for m in metas) and any("log_lines" in m for m in metas)
    twin = _twin(tmp_path, state)
    rid = sim.order[0]
    a, b = sim.residents[rid].memory, twin.residents[rid].memory
    assert [a.get(i).meta for i in range(len(a))] == [b.get(i).meta for i in range(len(b))]


def test_the_importance_cache_names_remembered_texts_by_id(tmp_path, ran):
    sim, state = ran
    cache = state["residents"][0]["importance"]["cache"]
    assert cache and all(type(k) in (int, str) for k, _ in cache)
    assert any(type(k) is int for k, _ in cache)
    twin = _twin(tmp_path, state)
    for rid in sim.order:
        assert (
            twin.residents[rid].importance.get_state() == sim.residents[rid].importance.get_state()
        )


def test_vectors_come_back_after_the_load_bit_for_bit(tmp_path, ran):
    sim, state = ran
    twin = _twin(tmp_path, state)
    assert twin.vectors_filling.join(60)
    for rid in sim.order:
        a, b = sim.residents[rid].memory.columns(), twin.residents[rid].memory.columns()
        assert a.embeddings.tobytes() == b.embeddings.tobytes()
    assert all(twin.residents[rid].memory.vectors_pending == 0 for rid in sim.order)


def test_a_mind_needing_its_vectors_before_the_background_fills_them_computes_them(ran):
    sim, _ = ran
    mine = sim.residents[sim.order[-1]].memory
    loaded = MemoryStream(mine.embedder)
    loaded.set_state(json.loads(json.dumps(mine.get_state("none"))))
    assert loaded.vectors_pending == len(mine) > 0  # nothing embedded by the load itself
    i = min(3, len(mine) - 1)
    assert loaded.get(i).embedding.tobytes() == mine.get(i).embedding.tobytes()
    assert loaded.vectors_pending == 0
    assert loaded.columns().embeddings.tobytes() == mine.columns().embeddings.tobytes()
    again = MemoryStream(mine.embedder)
    again.set_state(json.loads(json.dumps(mine.get_state("none"))))
    assert fill_town_vectors([again, loaded]) == 1  # the other one had filled itself
    assert again.columns().embeddings.tobytes() == mine.columns().embeddings.tobytes()
    again.add("something new after the load", now=1e9, importance_10=3)
    assert len(again) == len(mine) + 1


def test_kind_letters_round_trip_and_refuse_strangers():
    codes = np.array([0, 1, 2, 3, 4, 0], dtype=np.int8)
    assert kind_letters(codes) == "ocrpso"
    assert letter_codes("ocrpso").tolist() == codes.tolist()
    assert len(KINDS) == len("ocrps")


def test_subjects_and_keywords_are_saved_once_per_mind(tmp_path, ran):
    sim, state = ran
    m = state["residents"][0]["memory"]
    assert len(set(m["strings"])) == len(m["strings"]) < m["n"]
    mind = sim.residents[sim.order[0]].memory
    table = m["strings"]
    for i in (0, m["n"] // 2, m["n"] - 1):
        got = mind.get(i)
        assert [None if x is None else table[x] for x in m["spo"][i]] == [
            got.subject,
            got.predicate,
            got.object,
        ]
        assert [table[k] for k in m["keywords"][i]] == list(got.keywords)
    with pytest.raises(ValueError, match="'x'"):
        letter_codes("ox")


def test_a_version_2_save_with_a_bad_kind_names_the_item(tmp_path):
    doc = json.loads((FIXTURES / "save_v2.json").read_text(encoding="utf-8"))
    doc["residents"]["2"]["memory"]["kind"][4] = "daydream"
    path = tmp_path / "v2.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SaveError) as e:
        read_save(path)
    assert str(e.value) == (
        f"{path}: residents[2].memory.kind[5]: expected 'observation', 'conversation', "
        "'reflection', 'plan' or 'summary', got 'daydream'"
    )
    memory = {
        "version": 1,
        "kind": ["plan", "summary"],
        "spo": [["Maya", "is", "reading"], [None, None, None]],
        "keywords": [["maya", "reading"], ["reading"]],
    }
    state = upgrade({"meta": {"schema": 2}, "residents": [{"memory": memory}]})
    assert state["residents"][0]["memory"] == {
        "version": 2,
        "kind": "ps",
        "spo": [[0, 1, 2], [None, None, None]],
        "keywords": [[3, 2], [2]],
        "strings": ["Maya", "is", "reading", "maya"],
    }
    memory = {"version": 1, "kind": ["plan"], "spo": [["Maya", 7, "x"]], "keywords": [[]]}
    with pytest.raises(Invalid) as e:
        upgrade({"meta": {"schema": 2}, "residents": [{"memory": memory}]})
    assert e.value.line() == "residents[1].memory.spo[1][2]: expected some text, got 7"


def test_the_embedders_summing_order_is_lexsorts_even_with_ties():
    """Vectors are recomputed on load only because their float sums run in a fixed order; the
    fast ordering must give exactly ``lexsort``'s, also when two hashes share their top bits."""
    from game.brains.embeddings import _row_hash_order

    rng = np.random.default_rng(3)
    rows = np.sort(rng.integers(0, 50, 2000)).astype(np.int64)
    hashes = rng.integers(0, 2**63 - 1, 2000, dtype=np.int64)
    assert (_row_hash_order(rows, hashes) == np.lexsort((hashes, rows))).all()
    h = (1 << 62) + 12345
    rows = np.array([0, 0, 0, 1], dtype=np.int64)
    hashes = np.array([h + 1, 99, h, 5], dtype=np.int64)  # h and h + 1 share their top bits
    assert _row_hash_order(rows, hashes).tolist() == [1, 2, 0, 3]


def test_hourly_takes_equal_a_fresh_take_while_the_talk_log_drops_talks(monkeypatch):
    """A take looks again only at new rows and at the talks whose log entry came or went
    (``state._compact_transcripts``), and keeps numeric columns' text between takes
    (``memory_encoding.PackedColumn``): every hourly take equals one made with nothing kept, to the byte,
    while the log (kept short here) drops talks whose transcripts are then saved whole."""
    from game.mind.memory_encoding import PackedColumn
    from game.sim import state as save_state

    monkeypatch.setattr(PackedColumn, "SMALL", 0)  # short columns kept too, as long ones are
    sim = build_simulation("smallville", residents=5, config=SimConfig(seed=3))
    sim.talks._keep = 1  # the log drops talks within hours, as 2,000 do in a long run
    whole = compact = 0
    for _ in range(7):
        sim.run_steps(sim.clock.steps_for(1))
        kept = json.dumps(sim.get_state())
        save_state._TALK_ROWS.clear()
        save_state._LOG_SEEN.clear()
        for rid in sim.order:
            sim.residents[rid].memory._packed = {}
        assert json.dumps(sim.get_state()) == kept
        metas = [m for r in json.loads(kept)["residents"] for m in r["memory"]["meta"]]
        whole += sum(1 for m in metas if m.get("transcript"))
        compact += sum(1 for m in metas if "log_lines" in m)
    assert whole and compact, "talks kept and talks dropped from the log"
    sim.shutdown()


@pytest.mark.parametrize("dtype", ["<f8", "<i4", "u1", "<f2"])
def test_a_kept_column_text_is_the_column_encoded_whole(dtype):
    """``PackedColumn``: appended rows, changed rows (old and new, as noted) and a shorter column
    give the text that encoding the whole column gives."""
    import base64

    from game.mind.memory_encoding import PackedColumn

    rng = np.random.default_rng(7)
    for small in (0, PackedColumn.SMALL):
        packer = PackedColumn(dtype)
        packer.SMALL = small
        col = np.zeros(0)
        for step in range(120):
            col = np.concatenate((col, rng.normal(size=int(rng.integers(0, 40)))))
            rows = rng.integers(0, max(len(col), 1), int(rng.integers(0, 4)))
            if len(col):
                col[rows] = rng.normal(size=len(rows))
            if step == 60:
                col = col[:10]
            arr = col > 0 if dtype == "u1" else col.astype(dtype)
            want = base64.b64encode(np.ascontiguousarray(arr, dtype=dtype).tobytes())
            groups = np.unique(rows // 3) if len(col) else None
            assert packer.encode(arr, groups) == want.decode("ascii")
