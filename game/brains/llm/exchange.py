"""A short exchange of a conversation in one call, each line validated on its own.

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

A group talk (three or four members) is asked the same way, its members taking turns in the
order the simulation gives them; ``lines=1`` keeps one call per line.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from game.brains.layers import BrainLayer
from game.brains.llm import schemas, validators
from game.brains.llm.errors import InvalidReply
from game.brains.llm.parse import need_dict
from game.brains.llm.prompt_files import Messages
from game.brains.llm.steps import StepSpec
from game.brains.llm.utterance_prompt import next_utterance
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


def _turns(req: UtteranceRequest) -> tuple[_Voice, ...]:
    """Every member's voice in turn order, starting with ``req.speaker``.

    Members take turns in a fixed round (the simulation's ``Conversation.speaker``); the
    listeners come in that round's order with the speaker left out, so the speaker goes right
    after whoever spoke last (first of all when nobody has spoken yet).
    """
    me = Listener(id=req.speaker.id, name=req.speaker.name, relationship="")
    others = list(req.listeners)
    last = req.transcript[-1].speaker if req.transcript else None
    at = next((i + 1 for i, o in enumerate(others) if o.id == last), 0)
    ring = others[:at] + [me] + others[at:]
    members = ring[at:] + ring[:at]  # the speaker first, then the round goes on
    voices = []
    for m in members:
        card = req.speaker if m.id == req.speaker.id else _Card(m.id, m.name)
        hears = tuple(o for o in ring if o.id != m.id)
        listeners = req.listeners if m.id == req.speaker.id else hears
        voices.append(_Voice(speaker=card, listeners=listeners))
    return tuple(voices)


def _first(name: str) -> str:
    return name.split()[0] if name.split() else name


def render(req: UtteranceRequest, lines: int) -> Messages:
    user = next_utterance(req)[-1][1]
    body = user.rsplit("\nWhat does ", 1)[0]
    voices = _turns(req)
    names = [v.speaker.first_name() for v in voices]
    left = req.max_turns_left
    n = max(1, min(lines, left))
    order = ", ".join(names[i % len(names)] for i in range(n))
    who = f"alternating {names[0]} and {names[1]}" if len(names) == 2 else "taking turns"
    note = (
        f"Write the next {n} lines at most, {who}: "
        f"{order}. One or two sentences each, in "
        f'the speaker\'s own voice. Set "end" to true on the line that closes the conversation '
        f"(at most {left} more lines in all); stop there."
    )
    example = f'{{"lines": [{{"speaker": "{names[0]}", "text": "...", "end": false}}, ...]}}'
    system = (
        SYSTEM if len(names) == 2 else SYSTEM.replace("between two residents", "among residents")
    )
    return (("system", system), ("user", f"{body}\n{note}\nJSON: {example}"))


def schema(req: UtteranceRequest, lines: int) -> dict[str, Any]:
    names = [req.speaker.first_name()] + [_first(o.name) for o in req.listeners]
    line = schemas.obj(
        speaker=schemas.one_of(names), text=schemas.text(240), end={"type": "boolean"}
    )
    return schemas.obj(lines=schemas.arr(line, lo=1, hi=lines))


def validate(data: Any, req: UtteranceRequest, lines: int) -> tuple[Utterance, ...]:
    """The valid leading lines, in turn order from the speaker; InvalidReply if the first
    fails."""
    if isinstance(data, dict) and "lines" not in data and "text" in data:
        data = {"lines": [data]}  # a model that wrote one line: that line alone
    d = need_dict(data, "lines")
    items = d["lines"]
    if not isinstance(items, list) or not items:
        raise InvalidReply("lines must be a non-empty list", label="'lines' not a list")
    voices = _turns(req)
    out: list[Utterance] = []
    for i, item in enumerate(items[: min(lines, req.max_turns_left)]):
        voice = voices[i % len(voices)]
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
    """Answers ``next_utterance`` from one call per ``lines`` lines (any number of members).

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
        if step != "next_utterance" or self.lines < 2 or not req.listeners:
            return call(req)
        key = tuple(sorted((req.speaker.id, *(o.id for o in req.listeners))))
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
            turns = [v.speaker.id for v in _turns(req)]
            speakers = tuple(turns[(i + 1) % len(turns)] for i in range(len(rest)))
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
