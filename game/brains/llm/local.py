"""An optional in-process model through llama-cpp-python (``requirements-local.txt``).

For people who want a GGUF model inside the program and no server. Nothing imports
``llama_cpp`` until a ``LocalLlamaModel`` is built, so installs and tests never need it.
Costs: loading a 4-8 GB model takes seconds and that much memory; generation runs on the CPU
one request at a time (llama.cpp contexts are not thread-safe), so keep ``max_in_flight`` at 1.

The reply schema goes to llama-cpp-python as ``response_format={"type": "json_object",
"schema": ...}``, which it compiles into a grammar that decoding must follow. Two quirks of its
compiler shape our schemas: it ignores ``minimum``/``maximum`` (so ranges also come as an
``enum``), and a schema it cannot compile silently becomes "any JSON". So each step's schema
is compiled here once as well (about a millisecond), and a failure is logged as a warning.
"""

from __future__ import annotations

import json
import logging
import threading
from pathlib import Path
from typing import Any

from game.brains.llm.client import ChatModel, ChatRequest, Completion, estimate_tokens
from game.brains.llm.errors import SetupError, TransportError

INSTALL_HINT = "pip install -r requirements-local.txt"
log = logging.getLogger("game.brains.llm")


class LocalLlamaModel(ChatModel):
    """A GGUF model run by llama-cpp-python, with JSON output constrained by the schema.

    Args:
        model_path: the ``.gguf`` file.
        n_ctx: context window in tokens; our prompts fit in 2048.
        n_threads: CPU threads, None for llama.cpp's default.
        llama: an already-built ``llama_cpp.Llama``-like object (tests inject a stub).
    """

    def __init__(
        self,
        model_path: str | Path,
        *,
        n_ctx: int = 4096,
        n_threads: int | None = None,
        llama: Any = None,
    ) -> None:
        self.model_path = Path(model_path)
        self.model = f"local:{self.model_path.name}"
        self._lock = threading.Lock()
        self._checked: set[str] = set()  # steps whose schema compiled (or was warned about)
        if llama is None:
            llama = _load(self.model_path, n_ctx=n_ctx, n_threads=n_threads)
        self._llama = llama

    @property
    def identity(self) -> str:
        return self.model

    def _check_grammar(self, req: ChatRequest) -> None:
        """Warn once per step if llama-cpp-python cannot compile its schema (it would then
        enforce only "some JSON"); a stub llama (tests) is not checked."""
        step = req.ctx.step or req.schema_name
        if step in self._checked or not type(self._llama).__module__.startswith("llama_cpp"):
            return
        self._checked.add(step)
        try:
            from llama_cpp.llama_grammar import LlamaGrammar  # type: ignore[import-not-found]

            LlamaGrammar.from_json_schema(json.dumps(req.schema), verbose=False)
        except Exception as exc:  # noqa: BLE001 - any failure means "not enforced"
            log.warning("%s: llama-cpp-python cannot enforce the reply schema: %s", step, exc)

    def complete(self, req: ChatRequest) -> Completion:
        kwargs: dict[str, Any] = {
            "messages": [{"role": r, "content": c} for r, c in req.messages],
            "max_tokens": req.max_tokens,
            "temperature": req.temperature,
        }
        if req.schema is not None:
            kwargs["response_format"] = {"type": "json_object", "schema": req.schema}
            self._check_grammar(req)
        try:
            with self._lock:
                out = self._llama.create_chat_completion(**kwargs)
        except Exception as exc:  # noqa: BLE001 - a failed generation is a failed call
            raise TransportError(f"local model failed: {exc}", retryable=False) from None
        try:
            text = out["choices"][0]["message"]["content"] or ""
        except (KeyError, IndexError, TypeError):
            text = ""
        usage = (out.get("usage") or {}) if isinstance(out, dict) else {}
        prompt = usage.get("prompt_tokens") or estimate_tokens("".join(c for _, c in req.messages))
        completion = usage.get("completion_tokens") or estimate_tokens(text)
        return Completion(
            text=text,
            prompt_tokens=int(prompt),
            completion_tokens=int(completion),
            model=self.model,
            mode="json_object+schema" if req.schema else "text",
        )


def _load(path: Path, *, n_ctx: int, n_threads: int | None) -> Any:
    try:
        import llama_cpp  # type: ignore[import-not-found]
    except ImportError:
        raise SetupError(f"--llm local needs llama-cpp-python: {INSTALL_HINT}") from None
    if not path.is_file():
        raise SetupError(f"--llm-model-path {path} is not a file")
    try:
        return llama_cpp.Llama(
            model_path=str(path), n_ctx=n_ctx, n_threads=n_threads, verbose=False
        )
    except Exception as exc:  # noqa: BLE001
        raise SetupError(f"could not load {path}: {exc}") from None
