"""Token and dollar accounting per call, role, step, resident and model.

``AccountingModel`` records every completion that passes through it (cache hits as free
hits); ``Accountant`` keeps the tallies behind a lock and feeds the HUD (``stats``), the
benchmark (``report``) and ``BudgetedModel`` (``spent``). Dollars come from an editable
price table (``prices.toml`` beside this file).
"""

from __future__ import annotations

import threading
import tomllib
from dataclasses import dataclass
from pathlib import Path

from game.brains.llm.client import ChatModel, ChatRequest, Completion
from game.brains.llm.errors import LLMError
from game.brains.llm.layers import ModelLayer

PRICES_PATH = Path(__file__).with_name("prices.toml")


@dataclass(frozen=True, kw_only=True)
class Price:
    """Dollars per million prompt (input) and completion (output) tokens."""

    input: float
    output: float


class PriceTable:
    """Model name -> price by longest matching prefix; unknown models cost nothing."""

    def __init__(self, prices: dict[str, Price] | None = None) -> None:
        self.prices = dict(prices or {})

    @classmethod
    def load(cls, path: str | Path = PRICES_PATH) -> PriceTable:
        """Read a TOML table ``[models."name"] input = .. output = ..``; missing file -> empty."""
        try:
            data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
        except FileNotFoundError:
            return cls()
        models = data.get("models", {})
        return cls(
            {
                name: Price(input=float(v.get("input", 0)), output=float(v.get("output", 0)))
                for name, v in models.items()
            }
        )

    def price(self, model: str) -> Price | None:
        best = None
        for name in self.prices:
            if model.startswith(name) and (best is None or len(name) > len(best)):
                best = name
        return self.prices[best] if best is not None else None

    def cost(self, model: str, prompt_tokens: int, completion_tokens: int) -> float:
        p = self.price(model)
        if p is None:
            return 0.0
        return (prompt_tokens * p.input + completion_tokens * p.output) / 1_000_000


@dataclass
class Tally:
    """Counts for one slice (a role, a step, a resident or a model)."""

    calls: int = 0
    cache_hits: int = 0
    errors: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    usd: float = 0.0

    @property
    def tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def to_dict(self) -> dict[str, float]:
        return {
            "calls": self.calls,
            "cache_hits": self.cache_hits,
            "errors": self.errors,
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.completion_tokens,
            "tokens": self.tokens,
            "usd": round(self.usd, 6),
        }


class Accountant:
    """Thread-safe tallies of what the model calls cost. One per run, shared by all roles."""

    def __init__(self, prices: PriceTable | None = None) -> None:
        self.prices = prices if prices is not None else PriceTable.load()
        self._lock = threading.Lock()
        self.total = Tally()
        self.by: dict[str, dict[str, Tally]] = {"role": {}, "step": {}, "resident": {}, "model": {}}

    def _slices(self, req: ChatRequest, model: str) -> list[Tally]:
        keys = {
            "role": req.ctx.role,
            "step": req.ctx.step,
            "resident": req.ctx.resident,
            "model": model,
        }
        out = [self.total]
        for kind, key in keys.items():
            if key:
                out.append(self.by[kind].setdefault(key, Tally()))
        return out

    def record(self, req: ChatRequest, c: Completion) -> None:
        """Count one completion; a cache hit counts as a hit with no new tokens or dollars."""
        usd = 0.0 if c.cached else self.prices.cost(c.model, c.prompt_tokens, c.completion_tokens)
        with self._lock:
            for t in self._slices(req, c.model):
                if c.cached:
                    t.cache_hits += 1
                    continue
                t.calls += 1
                t.prompt_tokens += c.prompt_tokens
                t.completion_tokens += c.completion_tokens
                t.usd += usd

    def record_error(self, req: ChatRequest, model: str) -> None:
        with self._lock:
            for t in self._slices(req, model):
                t.errors += 1

    def spent(self) -> tuple[int, float]:
        """``(tokens, dollars)`` so far; what ``BudgetedModel`` checks."""
        with self._lock:
            return self.total.tokens, self.total.usd

    def stats(self) -> dict[str, float]:
        """A flat summary for the HUD (``TownSnapshot.stats``)."""
        with self._lock:
            t = self.total
            return {
                "llm_calls": t.calls,
                "llm_cache_hits": t.cache_hits,
                "llm_errors": t.errors,
                "llm_prompt_tokens": t.prompt_tokens,
                "llm_completion_tokens": t.completion_tokens,
                "llm_tokens": t.tokens,
                "llm_usd": round(t.usd, 6),
            }

    def report(self) -> dict[str, object]:
        """Nested tallies (total and per role, step, resident, model) for the bench and logs."""
        with self._lock:
            return {
                "total": self.total.to_dict(),
                **{
                    kind: {k: v.to_dict() for k, v in sorted(d.items())}
                    for kind, d in self.by.items()
                },
            }


class AccountingModel(ModelLayer):
    """Records each completion (and each failure) passing through into an ``Accountant``."""

    def __init__(self, inner: ChatModel, accountant: Accountant) -> None:
        super().__init__(inner)
        self.accountant = accountant

    def complete(self, req: ChatRequest) -> Completion:
        try:
            result = self.inner.complete(req)
        except LLMError:
            self.accountant.record_error(req, self.model)
            raise
        self.accountant.record(req, result)
        return result
