"""A short exchange of a two-person conversation in one call, each line validated on its own.

Asking for a conversation one line per call makes a chain: a four-line chat is four calls one
after another, and a town in lockstep waits on each. One of the two conversation routines in
the paper's own code writes the whole conversation in one call; this layer does the same for a
few lines at a time. When a speaker's line is asked and no exchange is planned, one call asks
for the next ``lines`` lines of both speakers, alternating; every line passes the
``next_utterance`` validator for its own speaker (no 'Name:' for someone else, not empty), and
the exchange is cut at the first line that fails, at a wrong speaker, or at a line that ends the
talk. The first line is answered now; the rest wait for their speakers' turns and are answered
without a call, as long as the transcript still is what the exchange expected (a fallback line,
a whisper or anything else that changes it drops the plan and the next line asks afresh).

Group talks (three or more) keep one call per line, and so does ``lines=1``.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from game.brains.layers import BrainLayer
from game.brains.llm import schemas, templates, validators
from game.brains.llm.errors import InvalidReply
from game.brains.llm.parse import need_dict
from game.brains.llm.steps import StepSpec
from game.mind.brain import Brain, Listener, Utterance, UtteranceRequest

STEP = "next_utterance"  # counted, timed, faulted and logged as the step it answers
KEEP = 256  # planned exchanges kept (one per conversation in progress)
SYSTEM = (
    f"[step:{STEP}] [exchange] You write the next few lines of a conversation between two residents of a "
    "small-town life simulation. Each speaks in their own voice, briefly and naturally; never "
    "write a line for anyone else. Reply with one JSON object only."
)


@dataclass(frozen=True)
class _Voice:
    """Who a line is by, as the ``next_utterance`` validator reads a request."""

    speaker: Any
    listeners: tuple[Listener, ...]


@dataclass(frozen=True)
class _Card:
    id: str
    name: str

    def first_name(self) -> str:
        return self.name.split()[0] if self.name.split() else self.name


def _norm(text: str) -> str:
    return " ".join(str(text).split())[:300]


def _voices(req: UtteranceRequest) -> tuple[_Voice, _Voice]:
    (other,) = req.listeners
    me = Listener(id=req.speaker.id, name=req.speaker.name, relationship="")
    return (
        _Voice(speaker=req.speaker, listeners=req.listeners),
        _Voice(speaker=_Card(other.id, other.name), listeners=(me,)),
    )


def render(req: UtteranceRequest, lines: int) -> templates.Messages:
    user = templates.next_utterance(req)[-1][1]
    body = user.rsplit("\nWhat does ", 1)[0]
    first, other = req.speaker.first_name(), req.listeners[0].name.split()[0]
    left = req.max_turns_left
    n = max(1, min(lines, left))
    order = ", ".join((first, other)[i % 2] for i in range(n))
    note = (
        f"Write the next {n} lines at most, alternating {first} and {other}: "
        f"{order}. One or two sentences each, in "
        f'the speaker\'s own voice. Set "end" to true on the line that closes the conversation '
        f"(at most {left} more lines in all); stop there."
    )
    example = f'{{"lines": [{{"speaker": "{first}", "text": "...", "end": false}}, ...]}}'
    return (("system", SYSTEM), ("user", f"{body}\n{note}\nJSON: {example}"))


def schema(req: UtteranceRequest, lines: int) -> dict[str, Any]:
    names = [req.speaker.first_name(), req.listeners[0].name.split()[0]]
    line = schemas.obj(
        speaker=schemas.one_of(names), text=schemas.text(240), end={"type": "boolean"}
    )
    return schemas.obj(lines=schemas.arr(line, lo=1, hi=lines))


def validate(data: Any, req: UtteranceRequest, lines: int) -> tuple[Utterance, ...]:
    """The valid leading lines, alternating from the speaker; InvalidReply if the first fails."""
    if isinstance(data, dict) and "lines" not in data and "text" in data:
        data = {"lines": [data]}  # a model that wrote one line: that line alone
    d = need_dict(data, "lines")
    items = d["lines"]
    if not isinstance(items, list) or not items:
        raise InvalidReply("lines must be a non-empty list", label="'lines' not a list")
    voices = _voices(req)
    out: list[Utterance] = []
    for i, item in enumerate(items[: min(lines, req.max_turns_left)]):
        voice = voices[i % 2]
        try:
            named = str(item.get("speaker", "")) if isinstance(item, dict) else ""
            if named and named.split()[0].lower() != voice.speaker.first_name().lower():
                raise InvalidReply(
                    f"line {i + 1} must be by {voice.speaker.first_name()}", label="wrong speaker"
                )
            utt = validators.next_utterance(item, voice)  # type: ignore[arg-type]
        except (InvalidReply, ValueError):
            if not out:
                raise
            break
        out.append(utt)
        if utt.end:
            break
    return tuple(out)


def exchange_spec(lines: int) -> StepSpec:
    base_tokens = 150
    return StepSpec(
        render=lambda req: render(req, lines),
        validate=lambda data, req: validate(data, req, lines),
        schema=lambda req, shown: schema(req, lines),
        loose=schemas.obj(lines={"type": "array"}),
        max_tokens=base_tokens * lines,
        temperature=0.8,
        resident=lambda req: req.speaker.id,
    )


@dataclass
class _Plan:
    expected: tuple[str, ...]  # the transcript (normalised texts) the next line follows
    speakers: tuple[str, ...]  # resident ids of the lines still to come
    lines: list[Utterance]


class ExchangeBrain(BrainLayer):
    """Answers two-person ``next_utterance`` from one call per ``lines`` lines.

    ``inner`` is the ``LLMBrain``: its ``answer(step, req, spec=...)`` makes the call, with the
    corrective retry and the failure reasons of every step.
    """

    def __init__(self, inner: Brain, *, lines: int = 4) -> None:
        super().__init__(inner)
        self.lines = max(1, lines)
        self._spec = exchange_spec(self.lines)
        self._plans: OrderedDict[tuple[str, ...], _Plan] = OrderedDict()
        self._lock = threading.Lock()
        self.planned = 0  # lines answered from an exchange, without a call
        self.exchanges = 0  # exchange calls that gave more than one line

    def through(self, step: str, req: Any, call: Any) -> Any:
        if step != "next_utterance" or self.lines < 2 or len(req.listeners) != 1:
            return call(req)
        key = tuple(sorted((req.speaker.id, req.listeners[0].id)))
        said = tuple(_norm(ln.text) for ln in req.transcript)
        with self._lock:
            plan = self._plans.pop(key, None)
            if (
                plan is not None
                and plan.lines
                and plan.expected == said
                and plan.speakers[0] == req.speaker.id
            ):
                utt = plan.lines.pop(0)
                self._keep(key, plan, said + (_norm(utt.text),))
                self.planned += 1
                return utt
        utts = self.inner.answer(STEP, req, spec=self._spec)  # type: ignore[attr-defined]
        first, rest = utts[0], list(utts[1:])
        if rest:
            other = req.listeners[0].id
            speakers = tuple(other if i % 2 == 0 else req.speaker.id for i in range(len(rest)))
            with self._lock:
                self.exchanges += 1
                self._keep(key, _Plan((), speakers, rest), said + (_norm(first.text),))
        return first

    def _keep(self, key: tuple[str, ...], plan: _Plan, said: tuple[str, ...]) -> None:
        """Store ``plan`` (lock held) to follow ``said``, if it has lines left."""
        if not plan.lines:
            return
        plan.expected = said
        plan.speakers = plan.speakers[-len(plan.lines) :]
        self._plans[key] = plan
        while len(self._plans) > KEEP:
            self._plans.popitem(last=False)

    def own_stats(self) -> dict[str, float]:
        return {"exchange_lines_planned": self.planned}
