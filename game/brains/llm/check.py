"""``python main.py --llm-check``: can the configured model drive the town? A table says.

Sends every cognitive step once, with the fixed sample resident and town of
``game.brains.llm.samples``, through the same ``LLMBrain`` the town uses (same prompts, same
schemas, same validators, the one corrective retry), but with no cache, so the model is really
asked. Prints one row per step (the output mode that worked, whether the reply was usable and
why not, latency and tokens) and one closing line naming the steps the town would answer with
the built-in brain instead. Exit codes: 0 every step usable, 1 some are not, 2 no model to ask
(nothing configured, the endpoint does not answer, the local model does not load, a bad
setting), with one line saying so.

Costs: 11 steps, 11-22 requests and a few thousand tokens; against a small local model on a
laptop, a minute or two.
"""

from __future__ import annotations

import os
import sys
import time
from dataclasses import dataclass
from typing import Any, TextIO

from game.brains.llm.brain import LLMBrain
from game.brains.llm.client import ChatModel, ChatRequest, Completion, OpenAIChatModel
from game.brains.llm.config import HOW_TO_SWITCH, ConfigError, resolve_config
from game.brains.llm.errors import SetupError, redact
from game.brains.llm.factory import check_endpoint, make_raw_models
from game.brains.llm.layers import ModelLayer, RetryingModel
from game.brains.llm.samples import sample_requests
from game.mind.brain import STEPS, StepFailed

EXIT_USABLE, EXIT_UNUSABLE, EXIT_NO_MODEL = 0, 1, 2
REASON_WIDTH = 72


@dataclass
class Row:
    """What one step did: ``outcome`` is "valid", "valid on retry", "rejected" or "failed"."""

    step: str
    outcome: str = "failed"
    mode: str = ""
    reason: str = ""
    seconds: float = 0.0
    tokens: int = 0

    @property
    def usable(self) -> bool:
        return self.outcome.startswith("valid")


class _Recorder(ModelLayer):
    """Notes each completion passing through: its output mode and tokens."""

    def __init__(self, inner: ChatModel) -> None:
        super().__init__(inner)
        self.calls: list[Completion] = []

    def complete(self, req: ChatRequest) -> Completion:
        result = self.inner.complete(req)
        self.calls.append(result)
        return result


def mode_label(model: ChatModel, completion: Completion) -> str:
    """The output mode that answered: "json_schema", "json_object+schema", "text", ...; with
    the schema level when an endpoint refused some keywords."""
    raw = model.find(OpenAIChatModel) if isinstance(model, ModelLayer) else model
    mode = completion.mode or "?"
    if isinstance(raw, OpenAIChatModel):
        q = raw.quirks
        if mode == "json_object" and q.object_schema:
            mode = "json_object+schema"
        if mode != "text" and q.schema_level != "full":
            mode += f" ({q.schema_level} schema)"
    return mode


def check_models(
    main: ChatModel, cheap: ChatModel | None = None, *, max_retries: int = 1, language: str = "en"
) -> list[Row]:
    """Ask every step once of ``main`` (ratings and summaries of ``cheap`` if given), in the
    residents' ``language`` (its code)."""
    recorders = {
        id(m): _Recorder(RetryingModel(m, max_retries=max_retries))
        for m in (main, cheap)
        if m is not None
    }
    brain = LLMBrain(recorders[id(main)], cheap=recorders.get(id(cheap)), language=language)
    rows = []
    for step, req in sample_requests().items():
        for rec in recorders.values():
            rec.calls.clear()
        row = Row(step=step)
        start = time.perf_counter()
        try:
            brain.answer(step, req)
            row.outcome = "valid on retry" if brain.invalid.get(step) else "valid"
        except StepFailed as exc:
            if exc.reason.startswith("invalid reply"):
                row.outcome, row.reason = "rejected", brain.last_rejection.get(step, exc.reason)
            else:
                row.reason = f"{exc.reason}: {brain.last_error}" if brain.last_error else exc.reason
                brain.last_error = ""
        row.seconds = time.perf_counter() - start
        for rec in recorders.values():
            for c in rec.calls:
                row.tokens += c.prompt_tokens + c.completion_tokens
                row.mode = mode_label(rec, c)
        rows.append(row)
    return rows


def format_table(rows: list[Row]) -> str:
    head = f"{'step':<23} {'mode':<20} {'result':<15} {'seconds':>7} {'tokens':>6}  reason"
    lines = [head, "-" * len(head)]
    for r in rows:
        reason = r.reason if len(r.reason) <= REASON_WIDTH else r.reason[: REASON_WIDTH - 1] + "…"
        lines.append(
            f"{r.step:<23} {r.mode or '-':<20} {r.outcome:<15} {r.seconds:>7.1f} "
            f"{r.tokens:>6}  {reason}".rstrip()
        )
    return "\n".join(lines)


def verdict(rows: list[Row]) -> str:
    """The closing line: how many steps are usable and which fall back."""
    bad = [r.step for r in rows if not r.usable]
    line = f"{len(rows) - len(bad)} of {len(rows)} steps usable"
    if not bad:
        return line + "; the town can think with this model."
    return f"{line}; the town will fall back to the built-in brain for: {', '.join(bad)}"


def run_check(args: Any, *, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Check the model ``args`` (main.py's parsed flags) configure; the exit code.

    The table goes to ``out`` (stdout), a reason for not checking at all to ``err`` (stderr).
    """
    out, err = out or sys.stdout, err or sys.stderr
    try:
        config = resolve_config(args, os.environ)
    except ConfigError as exc:
        print(f"main.py: {exc}", file=err)
        return EXIT_NO_MODEL
    if config.provider == "builtin":
        print(f"--llm-check: no model configured. {HOW_TO_SWITCH}", file=err)
        return EXIT_NO_MODEL
    ping = check_endpoint(config)
    if not ping.ok:
        print(ping.line, file=err)
        return EXIT_NO_MODEL
    try:
        main, cheap = make_raw_models(config)
    except SetupError as exc:
        print(redact(str(exc), config.api_key), file=err)
        return EXIT_NO_MODEL
    print(f"Checking {config.describe()}: each step once, with a sample resident.", file=out)
    if ping.warning:
        print(f"warning: {ping.warning}", file=out)
    try:
        rows = check_models(main, cheap, max_retries=config.max_retries, language=config.language)
    finally:
        for m in (main, cheap):
            if m is not None:
                m.close()
    print(format_table(rows), file=out)
    print(verdict(rows), file=out)
    return EXIT_USABLE if all(r.usable for r in rows) and len(rows) == len(STEPS) else EXIT_UNUSABLE
