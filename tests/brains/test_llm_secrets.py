"""No API key appears in any file the LLM stack writes: cache, logs, reports."""

from __future__ import annotations

import io
import json
import logging
from pathlib import Path

from game.brains.llm.factory import build_brain, start_brain
from tests.brains.conftest import SECRET, STEPS, StubBrain, call, llm_config
from tests.fake_openai import FAULTS, FakeOpenAI


def _files_containing(root: Path, needle: str) -> list[Path]:
    hits = []
    for p in root.rglob("*"):
        if p.is_file() and needle.encode() in p.read_bytes():
            hits.append(p)
    return hits


def test_no_api_key_in_written_files(tmp_path):
    log_path = tmp_path / "logs" / "game.log"
    log_path.parent.mkdir()
    handler = logging.FileHandler(log_path)
    root = logging.getLogger()
    old_level = root.level
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)
    out = io.StringIO()
    try:
        with FakeOpenAI(require_key=SECRET, hang_s=1.0) as server:
            built = start_brain(
                llm_config(server, tmp_path, embed_model="fake-embed", max_retries=0),
                fallback=StubBrain(),
                out=out,
            )
            for step in STEPS:
                call(built.brain, step)
            built.embedder.embed(["Maria likes physics", "Klaus reads"])
            for fault in FAULTS:
                server.clear_faults()
                server.add_fault(fault, step="summarize")
                call(built.brain, "summarize")
            server.clear_faults()
            (tmp_path / "report.json").write_text(json.dumps(built.status.report()))
            (tmp_path / "notices.txt").write_text("\n".join(built.status.notices()))
            built.status.close()
        # A server that echoes a wrong key in its 401 (as OpenAI does) must not leak it either.
        with FakeOpenAI(require_key="sk-other") as server:
            built = start_brain(
                llm_config(server, tmp_path / "wrong", max_retries=0), fallback=StubBrain(), out=out
            )
            call(built.brain, "summarize")
            built.status.close()
            built = build_brain(
                llm_config(server, tmp_path / "wrong2", max_retries=0), fallback=StubBrain()
            )  # no ping: the brain meets the 401 itself
            assert call(built.brain, "summarize") == "stub summary"
            built.status.close()
    finally:
        root.removeHandler(handler)
        root.setLevel(old_level)
        handler.close()
    (tmp_path / "stdout.txt").write_text(out.getvalue())
    assert (tmp_path / "cache" / "llm.sqlite").stat().st_size > 0
    assert "Incorrect API key provided: ***" in log_path.read_text()  # redacted, not dropped
    assert _files_containing(tmp_path, SECRET) == []
    assert _files_containing(tmp_path, SECRET[-10:]) == []
