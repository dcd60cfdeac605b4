"""No API key appears in any file the LLM stack writes (cache, logs, reports, saves, the
timeline), nor in any later prompt, even from a server that echoes the key into its replies:
``game.brains.llm.scrub``."""

from __future__ import annotations

import contextlib
import io
import json
import logging
from dataclasses import replace
from pathlib import Path

import openai

import main
from game.brains.llm import scrub
from game.brains.llm.cache import CachingModel, ResponseStore, cache_key
from game.brains.llm.client import ChatModel, ChatRequest, Completion, OpenAIChatModel
from game.brains.llm.errors import redact
from game.brains.llm.factory import build_brain, start_brain
from game.brains.llm.scrub import MARKER
from tests.brains.conftest import SECRET, STEPS, StubBrain, call, llm_config
from tests.fake_openai import ALL_FAULTS, FakeOpenAI


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
            for fault in ALL_FAULTS:
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


# -- a server that echoes its request's headers into its replies ------------------------------

ECHO_KEY = "sk-test-echo.SECRET.0123456789abcdef"


def test_scrub_takes_every_form_of_every_key_and_leaves_placeholders():
    scrub.register("sk-one.SECRET.aaaaaaaa", 'sk-two"SECRET/bbbb', "ollama", "", None)
    text = 'a sk-one.SECRET.aaaaaaaa b {"k": "sk-two\\"SECRET/bbbb"} c sk-two%22SECRET%2Fbbbb'
    assert scrub.scrub(text) == f'a {MARKER} b {{"k": "{MARKER}"}} c {MARKER}'
    assert scrub.scrub("ollama runs the model") == "ollama runs the model"  # a placeholder
    assert redact("HTTP 401: sk-one.SECRET.aaaaaaaa", 'sk-two"SECRET/bbbb') == f"HTTP 401: {MARKER}"


def test_a_reply_and_its_model_name_come_out_of_the_client_scrubbed():
    with FakeOpenAI(echo_headers=True, require_key=ECHO_KEY) as server:
        client = openai.OpenAI(base_url=server.base_url, api_key=ECHO_KEY, max_retries=0)
        model = OpenAIChatModel(
            client=client, model="fake-model", base_url=server.base_url, api_key=ECHO_KEY
        )
        for step, mode in (("summarize", "json_schema"), ("summarize", "plain")):
            model.quirks = replace(model.quirks, mode=mode)
            done = model.complete(
                ChatRequest(messages=(("system", f"[step:{step}]"), ("user", "Ann Lee, 30.")))
            )
            assert ECHO_KEY in server.chat_log()[-1].reply  # the server did echo it
            assert ECHO_KEY not in done.text and ECHO_KEY not in done.model
            assert f"Your key is {MARKER}" in done.text
        model.close()


def test_a_cached_reply_with_a_key_is_scrubbed_when_read_back(tmp_path):
    scrub.register(ECHO_KEY)
    store = ResponseStore(tmp_path / "old.sqlite")  # as an older version wrote it
    req = ChatRequest(messages=(("user", "x"),))

    class Never(ChatModel):
        model = "m"

        def complete(self, req: ChatRequest) -> Completion:
            raise AssertionError("answered from the cache")

    cached = CachingModel(Never(), store)
    store.put(cache_key(cached.identity, req), "summarize", Completion(text=f"key {ECHO_KEY}"))
    assert cached.complete(req).text == f"key {MARKER}"
    store.close()


def test_log_records_are_scrubbed_whoever_writes_them(tmp_path):
    scrub.register(ECHO_KEY)
    path = tmp_path / "x.log"
    handler = logging.FileHandler(path)
    log = logging.getLogger("httpcore2.http11.test")  # a library's debug line, headers in it
    log.addHandler(handler)
    log.setLevel(logging.DEBUG)
    try:
        log.debug("headers=%r", [(b"X-Echo", f"Bearer {ECHO_KEY}".encode())])
        try:
            raise ValueError(f"bad {ECHO_KEY}")
        except ValueError:
            log.exception("failed")
    finally:
        log.removeHandler(handler)
        handler.close()
    text = path.read_text()
    assert ECHO_KEY not in text and text.count(MARKER) == 2


def test_a_ping_that_echoes_the_key_in_model_ids_is_scrubbed():
    with FakeOpenAI(models=(f"echo-{ECHO_KEY}",)) as server:
        client = openai.OpenAI(base_url=server.base_url, api_key=ECHO_KEY, max_retries=0)
        model = OpenAIChatModel(
            client=client, model="fake-model", base_url=server.base_url, api_key=ECHO_KEY
        )
        result = model.ping()
        model.close()
    assert result.ok and result.warning and ECHO_KEY not in result.warning + str(result.models)


def _main(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main.main(argv)
        except SystemExit as e:
            code = e.code
    return int(code or 0), out.getvalue(), err.getvalue()


def test_a_town_run_against_an_echoing_server_writes_no_key(tmp_path, monkeypatch):
    """Two headless runs (the second replaces the first's save, keeping a backup) through the
    real ``openai`` client against a server that echoes the key into every reply: no file the
    runs write (save, backup, autosaves, cache, debug logs, timeline) and no prompt holds it,
    and the echoed replies were used: their scrubbed text is in every one of those files."""
    for var in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_MODEL"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.chdir(tmp_path)  # no config.toml; every relative path lands here
    (tmp_path / "saves").mkdir()
    (tmp_path / "logs").mkdir()
    root = logging.getLogger()
    saved = root.handlers[:], root.level
    root.handlers.clear()  # main's logging setup is a no-op when root already has handlers
    outputs = []
    try:
        with FakeOpenAI(echo_headers=True, require_key=ECHO_KEY) as server:
            server._httpd.RequestHandlerClass.disable_nagle_algorithm = True
            common = ["--headless", "--hours", "1.0", "--residents", "3", "--quiet"]
            common += ["--llm-base-url", server.base_url, "--llm-model", "fake-model"]
            common += ["--llm-api-key", ECHO_KEY, "--llm-cache", "cache/llm.sqlite"]
            common += ["--saves-dir", "saves", "--save", "saves/town.json", "--log-level", "debug"]
            for run, extra in enumerate(
                (["--autosave-minutes", "5"], ["--export-timeline", "timeline.md"])
            ):
                outputs.append(_main([*common, "--log-file", f"logs/run{run}.log", *extra]))
                for h in root.handlers[:]:
                    root.removeHandler(h)
                    h.close()
            bodies = [json.dumps(e.body) for e in server.log]
            answered = [e for e in server.chat_log() if e.status == 200]
    finally:
        for h in root.handlers[:]:
            root.removeHandler(h)
            h.close()
        root.handlers[:] = saved[0]
        root.setLevel(saved[1])
    for code, out, err in outputs:
        assert code == 0, err
        assert ECHO_KEY not in out + err and "SECRET" not in out + err
    assert server.echoed == len(answered) > 20  # every answer echoed the key
    assert not [b for b in bodies if ECHO_KEY in b or "SECRET" in b]  # no prompt holds it
    written = {
        "save": tmp_path / "saves" / "town.json",
        "backup": tmp_path / "saves" / "town.bak.json",
        "cache": tmp_path / "cache" / "llm.sqlite",
        "log": tmp_path / "logs" / "run0.log",
        "timeline": tmp_path / "timeline.md",
    }
    autosaves = sorted((tmp_path / "saves").rglob("autosave-*.json"))
    assert autosaves, "no autosave written"
    for name, path in [*written.items(), *(("autosave", p) for p in autosaves)]:
        assert MARKER.encode() in path.read_bytes(), f"{name}: no echoed reply used"
    assert _files_containing(tmp_path, ECHO_KEY) == []
    assert _files_containing(tmp_path, "SECRET") == []
    assert _files_containing(tmp_path, ECHO_KEY[-12:]) == []
