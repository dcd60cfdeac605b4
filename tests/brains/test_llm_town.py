"""The LLM brain inside the running town: real simulations against the fake OpenAI server,
over real HTTP, through the real ``openai`` client and the whole layer stack.

The fake server's rule-based replies are tagged with ``FAKE`` here (plans, lines, summaries,
insights), so a test can tell what residents remember came from the server and not from the
built-in brain, which answers any step the server cannot.
"""

from __future__ import annotations

import difflib
import json
import logging
import re
import socket
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

import main
from game.app_setup import build_simulation
from game.brains.builtin import make_builtin_brain
from game.brains.llm.config import LLMConfig
from game.brains.llm.factory import BuiltBrain, build_brain
from game.mind.resident import MindConfig
from game.sim.simulation import SimConfig, Simulation
from game.store.savefile import write_save
from tests.fake_openai import FakeOpenAI, Logged, rule_reply

MARK = "FAKE"
TOWN_SECRET = "sk-fake.SECRET.town.0123456789abcdef"
TAGGED = (
    "plan_day",
    "next_utterance",
    "summarize_conversation",
    "reflect_questions",
    "insights",
    "score_importance",
)


# -- helpers ----------------------------------------------------------------------------------


def _tag(step: str):
    """A scripted reply: the server's own rule reply, with its free text marked ``FAKE``."""

    def reply(body: dict[str, Any]) -> dict[str, Any]:
        data = rule_reply(step, body["messages"])
        if step == "plan_day":
            for b in data["blocks"]:
                b["activity"] = f"{MARK} {b['activity']}"
        elif step == "next_utterance":  # one line, or a short exchange of lines
            for line in data.get("lines", [data]):
                line["text"] = f"{MARK} {line['text']}"
        elif step == "summarize_conversation":
            data["summary"] = f"{MARK} {data['summary']}"
        elif step == "reflect_questions":
            data["questions"] = [f"{MARK} {q}" for q in data["questions"]]
        elif step == "insights":
            for ins in data["insights"]:
                ins["text"] = f"{MARK} {ins['text']}"
        elif step == "score_importance":  # 7, 8, ...: unlike the rule scores of such texts
            data["scores"] = [min(10, s + 5) for s in data["scores"]]
        return data

    return reply


def tag_replies(server: FakeOpenAI) -> None:
    for step in TAGGED:
        server.script(step, _tag(step), times=None)


def reply_json(entry: Logged) -> Any:
    """The JSON object in a logged reply (raw, or fenced in chatty plain mode)."""
    text = entry.reply
    return json.loads(text[text.index("{") : text.rindex("}") + 1])


def no_nagle(server: FakeOpenAI) -> FakeOpenAI:
    """The fake writes a reply's headers and body separately; with Nagle's algorithm on, each
    reply then waits ~40 ms for the client's delayed ACK. Real servers set TCP_NODELAY."""
    server._httpd.RequestHandlerClass.disable_nagle_algorithm = True  # this server only
    return server


def make_town(
    server: FakeOpenAI,
    tmp: Path,
    *,
    residents: int,
    seed: int = 1,
    workers: int = 8,
    think_steps: int = 0,
    mind: MindConfig | None = None,
    cache: Path | None = None,
    think_ahead: bool = False,
    timeout_s: float = 2.0,
    api_key: str = "sk-test-town",
    **overrides: Any,
) -> tuple[Simulation, BuiltBrain]:
    """A town whose residents think with the LLM stack against ``server`` (lockstep)."""
    no_nagle(server)
    cfg = LLMConfig(
        provider="openai",
        base_url=server.base_url,
        api_key=api_key,
        model="fake-model",
        timeout_s=timeout_s,
        max_retries=1,
        max_in_flight=8,
        cache_path=str(cache) if cache else "",
        **overrides,
    )
    built = build_brain(cfg, fallback=make_builtin_brain(seed), sleep=lambda s: None)
    config = SimConfig(
        seed=seed,
        step_seconds=10,
        workers=workers,
        lockstep=True,
        think_steps=think_steps,
        think_ahead=think_ahead,
        **({"mind": mind} if mind else {}),
    )
    sim = build_simulation(
        "smallville",
        residents=residents,
        brain=built.brain,
        embedder=built.embedder,
        config=config,
    )
    return sim, built


def close(sim: Simulation, built: BuiltBrain) -> None:
    """As main.py quits: cancel (thoughts still running fall back quietly), stop, close."""
    built.status.cancel()
    sim.shutdown()
    built.status.close()


def memories(sim: Simulation, rid: str, kind: str | None = None) -> list:
    mem = sim.residents[rid].memory
    return [m for m in (mem.get(i) for i in range(len(mem))) if kind is None or m.kind == kind]


def files_containing(root: Path, needle: str) -> list[Path]:
    return [p for p in root.rglob("*") if p.is_file() and needle.encode() in p.read_bytes()]


def run_main(argv: list[str], capsys) -> tuple[int, str, str]:
    try:
        code = main.main(argv)
    except SystemExit as e:
        code = e.code
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture
def clean_env(monkeypatch, tmp_path):
    """main.main in an empty folder (no config.toml, relative cache paths land in tmp_path)."""
    for var in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_MODEL"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.chdir(tmp_path)


# -- a. a game hour thought through the server -------------------------------------------------


@pytest.mark.parametrize("think_steps", [0, 6], ids=["same-step", "a-minute-later"])
def test_town_hour_thinks_through_the_server(fake, tmp_path, think_steps):
    """07:00-08:00 for the first five residents (the Harts wake together, the Okafors too),
    with thoughts landing the step they start or a game minute later (main.py with a model)."""
    tag_replies(fake)
    sim, built = make_town(fake, tmp_path, residents=5, think_steps=think_steps)
    try:
        sim.run_steps(sim.clock.steps_for(1))
        sim.get_state()  # waits for thoughts still running (those due after 08:00)
        stats = built.status.stats()
    finally:
        close(sim, built)
    assert sim.clock.text().endswith("08:00")
    log = fake.chat_log()
    steps = Counter(e.step for e in log)
    for step in (
        "plan_day",
        "decompose",
        "score_importance",
        "decide_reaction",
        "next_utterance",
        "summarize_conversation",
    ):
        assert steps[step] > 0, f"no {step} request reached the server: {dict(steps)}"
    assert steps["plan_day"] == 5  # one day plan each
    assert all(e.status == 200 and not e.fault for e in log)
    assert stats["brain_fallbacks"] == 0 and stats["llm_calls"] == len(log)

    # Plans: every resident's plan memory lists the activities the server wrote.
    activities = {b["activity"] for e in fake.chat_log("plan_day") for b in reply_json(e)["blocks"]}
    for rid in sim.order:
        plans = memories(sim, rid, "plan")
        assert plans, rid
        assert sum(a in plans[0].content for a in activities) >= 5, plans[0].content
        decomposed = [a.description for a in sim.residents[rid].schedule.actions]
        assert any(MARK in d for d in decomposed), decomposed  # the server's decomposition

    # Importance: the memories the server rated weigh what the server said.
    names = {sim.residents[r].name: r for r in sim.order}
    judged = 0
    for e in fake.chat_log("score_importance"):
        user = e.body["messages"][1]["content"]
        rid = names[user.split(",", 1)[0]]
        texts = re.findall(r"^\d+\. (.+)$", user, re.M)
        for text, score in zip(texts, reply_json(e)["scores"], strict=True):
            found = [
                m
                for m in memories(sim, rid)
                if m.content == text or (text.endswith("…") and m.content.startswith(text[:-1]))
            ]  # cut to fit
            assert found and all(m.importance_10 == score for m in found), (text, score, found)
            judged += 1
    assert judged > 0

    # Conversations: transcripts hold the server's lines, summaries the server's summary.
    lines = {
        line["text"]
        for e in fake.chat_log("next_utterance")
        for line in reply_json(e).get("lines", [reply_json(e)])
    }
    summaries = {reply_json(e)["summary"] for e in fake.chat_log("summarize_conversation")}
    assert sim.talks.log, "no conversation in the first game hour"
    talked = set()
    for rid in sim.order:
        for m in memories(sim, rid, "conversation"):
            if "transcript" not in m.meta:
                continue
            said = [text for _, _, text in m.meta["transcript"]]
            assert said and all(t in lines and t.startswith(MARK) for t in said), said
            assert any(s in m.content for s in summaries), m.content
            talked.add(rid)
    assert {"daniel_hart", "maya_hart"} <= talked
    learned = [
        m for rid in sim.order for m in memories(sim, rid, "conversation") if m.meta.get("learned")
    ]
    assert any(m.content == "The cafe opens at 8." for m in learned)  # a fact from the server


def test_each_line_is_thought_by_its_speaker(fake, tmp_path):
    """Two conversations start at 07:00 (Harts, Okafors): each line must come from its own
    speaker's mind, addressed to someone in the same conversation. (Regression: line jobs
    were lambdas that bound the loop's resident late, so on a worker thread a line could be
    thought by the next conversation's speaker: Daniel said "Hello Grace" to Maya.)"""
    sim, built = make_town(fake, tmp_path, residents=5)
    submit, advance = sim.scheduler.submit, sim._advance_conversations
    gate = [threading.Event()]

    def gated_submit(resident, kind, fn, token=None, due=0):
        if kind == "line":  # as in a busy pool: a line starts after the step submitted them all
            opened = gate[0]

            def late(fn=fn):
                assert opened.wait(10), "the lines' gate never opened"
                return fn()

            fn = late
        return submit(resident, kind, fn, token, due)

    def advance_then_open():
        gate[0] = threading.Event()
        try:
            advance()
        finally:
            gate[0].set()

    sim.scheduler.submit = gated_submit
    sim._advance_conversations = advance_then_open
    try:
        sim.run_steps(12)
    finally:
        close(sim, built)
    assert len(sim.talks.log) >= 2
    for conv in sim.talks.log:
        firsts = {n.split()[0] for n in conv["names"]}
        for _speaker, name, text in conv["lines"]:
            addressed = re.search(r"(?:Hello|hear,) (\w+)", text).group(1)
            assert addressed in firsts - {name.split()[0]}, (conv["names"], name, text)


def test_forced_reflection_comes_from_the_server(fake, tmp_path):
    tag_replies(fake)
    sim, built = make_town(fake, tmp_path, residents=3, mind=MindConfig(reflect_importance=20))
    try:
        sim.run_steps(30)
    finally:
        close(sim, built)
    assert fake.chat_log("reflect_questions") and fake.chat_log("insights")
    insights: dict[str, set[tuple]] = {}  # the same text may come back citing other ids
    for e in fake.chat_log("insights"):
        for i in reply_json(e)["insights"]:
            insights.setdefault(i["text"], set()).add(tuple(i["evidence"]))
    questions = {q for e in fake.chat_log("reflect_questions") for q in reply_json(e)["questions"]}
    reflections = [(rid, m) for rid in sim.order for m in memories(sim, rid, "reflection")]
    assert reflections, "no reflection with reflect_importance=20"
    for rid, m in reflections:
        assert m.content.startswith(MARK) and m.content in insights, m.content
        assert m.meta["question"] in questions
        assert m.evidence and tuple(m.evidence) in insights[m.content]
        stream = sim.residents[rid].memory
        for i in m.evidence:
            assert 0 <= i < m.id < len(stream)
            cited = stream.get(i)
            assert cited.id == i and cited.kind != "plan"
        # the rule insight names the statement it cites: "... keeps coming back to statement N."
        assert m.content.endswith(f"statement {m.evidence[0]}.")


# -- b. faults at town level -------------------------------------------------------------------


@pytest.mark.parametrize("fault", ["malformed", "server_error", "hang", "close"])
def test_town_survives_a_failing_server(fake, tmp_path, fault):
    fake.add_fault(fault)  # every request, forever
    sim, built = make_town(fake, tmp_path, residents=3, timeout_s=0.3)
    start = time.perf_counter()
    try:
        sim.run_steps(60)  # must not raise
        stats = built.status.stats()
        snap = sim.snapshot()
    finally:
        close(sim, built)
    wall = time.perf_counter() - start
    assert sim.clock.text().endswith("07:10")
    assert sim.scheduler.failed == 0
    assert fake.chat_log() and all(e.fault == fault for e in fake.chat_log())
    for rid in sim.order:
        assert sim.residents[rid].schedule is not None, rid
        assert sim.bodies[rid].action is not None, rid
        assert memories(sim, rid, "plan"), rid
    assert stats["brain_fallbacks"] > 0
    assert stats["brain_fallbacks"] == stats["brain_calls"]  # the server never helped
    assert any(n.startswith("LLM fallbacks:") for n in snap.notices), snap.notices
    assert snap.stats["brain_fallbacks"] > 0
    if fault == "malformed":
        assert stats["llm_invalid_replies"] > 0
    else:
        assert stats["llm_failed_calls"] > 0
        assert any("not answering" in n for n in snap.notices)  # the circuit breaker opened
    assert wall < 20, f"{fault}: {wall:.1f} s for 60 steps"  # residents do not wait out timeouts


# -- c. a warm cache replays the hour with zero calls ------------------------------------------


def _prompt_diff(first: list[Logged], second: list[Logged]) -> str:
    """For each request of the second run: the closest request of the first run, diffed."""
    out = []
    for e in second[:5]:
        user = e.body["messages"][-1]["content"]
        same = [f for f in first if f.step == e.step] or first
        best = max(
            same,
            key=lambda f: difflib.SequenceMatcher(
                None, f.body["messages"][-1]["content"], user
            ).ratio(),
        )
        diff = difflib.unified_diff(
            best.body["messages"][-1]["content"].splitlines(),
            user.splitlines(),
            "run 1",
            "run 2",
            lineterm="",
            n=1,
        )
        out.append(f"[{e.step}]\n" + "\n".join(diff))
    return "\n".join(out)


def _fingerprint(sim: Simulation) -> dict[str, Any]:
    return {
        "talks": json.loads(json.dumps(sim.talks.log)),
        "positions": {rid: (b.x, b.y) for rid, b in sim.bodies.items()},
        "memories": {rid: [m.content for m in memories(sim, rid)] for rid in sim.order},
    }


def _replay(
    server: FakeOpenAI,
    tmp: Path,
    residents: int,
    hours: float,
    workers: tuple[int, int] = (8, 8),
    think_steps: int = 0,
    think_ahead: bool = False,
):
    """Run the same town twice on one cache file: (requests, stats, fingerprint) per run."""
    cache = tmp / "cache" / "llm.sqlite"
    runs = []
    for w in workers:
        sim, built = make_town(
            server,
            tmp,
            residents=residents,
            cache=cache,
            workers=w,
            think_steps=think_steps,
            think_ahead=think_ahead,
        )
        before = len(server.chat_log())
        try:
            sim.run_steps(sim.clock.steps_for(hours))
            sim.scheduler.settle()  # thoughts still on a worker write to their minds: let them
            stats = built.status.stats()
            stats["ahead_used"] = sum(r.ahead_used for r in sim.residents.values())
            stats["plans_used"] = sum(r.plans_used for r in sim.residents.values())
            town = _fingerprint(sim)
        finally:
            close(sim, built)
        runs.append((server.chat_log()[before:], stats, town))
    return runs


@pytest.mark.parametrize(
    "think_steps, workers",
    [(0, (8, 8)), (6, (8, 8)), (6, (8, 1))],
    ids=["same-step", "a-minute-later", "a-minute-later-1-worker"],
)
def test_warm_cache_replays_the_hour_with_zero_calls(fake, tmp_path, think_steps, workers):
    """The second run (a fresh brain and town on the first run's cache file) asks nothing and
    does exactly the same; with thoughts landing a game minute later, whatever its workers."""
    (log1, stats1, town1), (log2, stats2, town2) = _replay(
        fake, tmp_path, residents=4, hours=1, workers=workers, think_steps=think_steps
    )
    assert len(log1) >= 15 and stats1["llm_calls"] == len(log1)
    assert log2 == [], "the warm run asked the server again:\n" + _prompt_diff(log1, log2)
    assert stats2["llm_calls"] == 0 and stats2["llm_cache_hits"] == len(log1)
    assert town1["talks"], "no conversation to compare"
    assert town2["talks"] == town1["talks"]
    assert town2["positions"] == town1["positions"]
    assert town2["memories"] == town1["memories"]


def test_hours_decomposed_ahead_give_the_same_town_with_1_or_8_workers(fake, tmp_path):
    """Decomposing the next hour ahead (as main.py runs a model) keeps a seed's town the same
    whatever the workers, and a warm cache replays it without a call: whether a prefetch is used
    depends on the town's state, never on when its call came back."""
    (log1, stats1, town1), (log2, stats2, town2) = _replay(
        fake, tmp_path, residents=4, hours=1.6, workers=(8, 1), think_steps=6, think_ahead=True
    )
    assert stats1["ahead_used"] > 0, "no hour was decomposed ahead"
    assert stats2["ahead_used"] == stats1["ahead_used"]
    assert log2 == [], "the warm run asked the server again:\n" + _prompt_diff(log1, log2)
    assert town2 == town1


def test_plans_made_at_bedtime_give_the_same_town_with_1_or_8_workers(fake, tmp_path):
    """Through a night: each resident's next day plan is asked for as it goes to bed and taken
    when it wakes; the town is the same with 1 or 8 workers and replays from the cache."""
    (log1, stats1, town1), (log2, stats2, town2) = _replay(
        fake, tmp_path, residents=4, hours=25, workers=(8, 1), think_steps=6, think_ahead=True
    )
    assert stats1["plans_used"] >= 4, "no morning took the plan made at bedtime"
    assert stats2["plans_used"] == stats1["plans_used"]
    assert log2 == [], "the warm run asked the server again:\n" + _prompt_diff(log1, log2)
    assert town2 == town1


def test_warm_cache_replays_a_full_town_day(fake, tmp_path):
    """25 residents, 24 game hours, 16 workers, thoughts landing a game minute later (as
    main.py runs a model): the replay must not ask the server anything. (Regression: the late
    bound line jobs made which mind retrieved, and so re-ranked, its memories depend on thread
    timing; a later "What comes to mind" list then differed and missed the cache.)"""
    (log1, _, town1), (log2, _, town2) = _replay(
        fake,
        tmp_path,
        residents=25,
        hours=24,
        workers=(16, 16),
        think_steps=6,
        think_ahead=True,
    )
    assert len(log1) > 500  # a real day of model calls, not a trivial replay
    assert log2 == [], f"{len(log2)} new requests in the warm run:\n" + _prompt_diff(log1, log2)
    assert town2 == town1


# -- d. no secret in any written file ----------------------------------------------------------


def test_no_secret_in_files_written_by_main(tmp_path, capsys, clean_env):
    cache, log_file = tmp_path / "cache" / "llm.sqlite", tmp_path / "logs" / "game.log"
    log_file.parent.mkdir()
    root = logging.getLogger()
    saved = root.handlers[:], root.level
    root.handlers.clear()  # main's logging.basicConfig is a no-op when root already has handlers
    try:
        with FakeOpenAI(require_key=TOWN_SECRET, models=("fake",), hang_s=1.0) as server:
            no_nagle(server)
            server.add_fault("server_error", step="plan_day", times=2)  # errors get logged
            server.add_fault("malformed", step="decompose", times=2)  # bad replies get retried
            code, out, err = run_main(
                [
                    "--headless",
                    "--hours",
                    "0.2",
                    "--residents",
                    "3",
                    "--llm-base-url",
                    server.base_url,
                    "--llm-model",
                    "fake",
                    "--llm-api-key",
                    TOWN_SECRET,
                    "--llm-cache",
                    str(cache),
                    "--log-file",
                    str(log_file),
                    "--llm-retries",
                    "0",
                    "--quiet",
                ],
                capsys,
            )
            used = len([e for e in server.chat_log() if e.status == 200])
    finally:
        for h in root.handlers[:]:
            root.removeHandler(h)
            h.close()
        root.handlers[:] = saved[0]
        root.setLevel(saved[1])
    assert code == 0, err
    assert used > 0  # the key was accepted: the run really talked to the server
    assert "brain: LLM fake" in out and "llm_calls=" in out
    assert cache.stat().st_size > 0 and log_file.stat().st_size > 0
    assert "LLM call failed" in log_file.read_text()
    for text in (out, err):
        assert "SECRET" not in text and TOWN_SECRET[-16:] not in text
    assert files_containing(tmp_path, "SECRET") == []
    assert files_containing(tmp_path, TOWN_SECRET[-16:]) == []


def test_no_secret_in_cache_save_or_report(tmp_path):
    with FakeOpenAI(require_key=TOWN_SECRET, hang_s=1.0) as server:
        server.add_fault("server_error", step="plan_day", times=1)
        server.add_fault("wrong_schema", step="decompose", times=1)
        sim, built = make_town(
            server,
            tmp_path,
            residents=3,
            api_key=TOWN_SECRET,
            cache=tmp_path / "cache" / "llm.sqlite",
        )
        try:
            sim.run_steps(sim.clock.steps_for(0.2))
            write_save(tmp_path / "saves" / "town.json", sim.get_state())
            snap = sim.snapshot()
            (tmp_path / "report.json").write_text(json.dumps(built.status.report()))
            (tmp_path / "hud.json").write_text(
                json.dumps(
                    {
                        "stats": snap.stats,
                        "notices": snap.notices,
                        "brain": snap.brain,
                        "detail": repr(sim.detail(sim.order[0])),
                    }
                )
            )
        finally:
            close(sim, built)
        assert [e for e in server.chat_log() if e.status == 200]
    assert (tmp_path / "saves" / "town.json").stat().st_size > 0
    assert (tmp_path / "cache" / "llm.sqlite").stat().st_size > 0
    assert files_containing(tmp_path, "SECRET") == []
    assert files_containing(tmp_path, TOWN_SECRET[-16:]) == []


# -- e. a dead endpoint at start-up ------------------------------------------------------------


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_dead_endpoint_falls_back_with_one_line(capsys, clean_env):
    url = f"http://127.0.0.1:{_closed_port()}/v1"
    argv = [
        "--headless",
        "--hours",
        "0.1",
        "--residents",
        "2",
        "--llm-base-url",
        url,
        "--llm-model",
        "x",
        "--quiet",
    ]
    code, out, err = run_main(argv, capsys)
    assert code == 0, err
    assert len(err.strip().splitlines()) == 1 and url in err and "Traceback" not in err, err
    assert "brain: built-in" in out and "2 residents" in out

    code, out, err = run_main(argv + ["--llm-unreachable", "exit"], capsys)
    assert code == 2
    assert len(err.strip().splitlines()) == 1 and url in err, err
    assert out == ""
