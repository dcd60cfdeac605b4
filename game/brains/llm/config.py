"""LLM settings in one typed place: flags > environment > config.toml > defaults.

``add_cli_args`` adds the ``--llm-*`` and ``--budget-*`` flags, ``resolve_config`` merges them
with ``OPENAI_API_KEY`` / ``OPENAI_BASE_URL`` / ``OPENAI_MODEL`` and the ``[llm]`` table of
``config.toml`` into a frozen ``LLMConfig``. With no endpoint anywhere the provider is
``builtin``: the town runs without a model and the screen says how to switch. The file is
checked against ``config_schema.ConfigFile`` (types, bounds, known keys); the merged values
against the same bounds (``LIMITS``), so a flag cannot ask for what the file may not.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from pydantic import ValidationError

from game.brains.llm.cache import DEFAULT_CACHE_PATH
from game.brains.llm.config_schema import LIMITS, MAX_BYTES, PROVIDERS, ConfigFile
from game.brains.llm.reply_language import LANGUAGES
from game.brains.llm.server_config import (
    LOCAL_IN_FLIGHT,
    REMOTE_IN_FLIGHT,
    ConfigError,
    ServerSpec,
    check_url,
    default_in_flight,
    finish_servers,
    is_local_url,
    toml_servers,
)
from game.world.user_file_problems import problem_line
from game.world.user_files import read_toml

__all__ = ["LOCAL_IN_FLIGHT", "REMOTE_IN_FLIGHT", "ConfigError", "ServerSpec", "is_local_url"]

OPENAI_URL = "https://api.openai.com/v1"
DEFAULT_MODEL = "gpt-4o-mini"
UNREACHABLE_AFTER_S = 45.0  # why 45: game.brains.llm.outage
NO_KEY = "not-needed"  # sent to local servers, which ignore it; the openai client wants one
HOW_TO_SWITCH = (
    "Built-in brain. To think with an LLM: --llm-base-url URL --llm-model NAME "
    "(e.g. Ollama: http://localhost:11434/v1) or set OPENAI_API_KEY"
)


@dataclass(frozen=True, kw_only=True)
class LLMConfig:
    """Where minds get their words from, and what they may spend.

    ``api_key`` is never shown: ``repr`` masks it, and nothing writes it to a file.
    """

    provider: str = "builtin"
    base_url: str = ""
    api_key: str = ""
    model: str = ""
    cheap_model: str = ""  # "" -> the main model does everything
    embed_model: str = ""  # "" -> the local HashEmbedder
    model_path: str = ""  # for provider "local": a .gguf file
    timeout_s: float = 60.0  # the ceiling of the adaptive per-step timeout
    timeout_floor_s: float = 3.0  # the adaptive timeout never goes below this
    adaptive_timeout: bool = True  # False: every request waits timeout_s (and may retry more)
    max_retries: int = 3
    exchange_lines: int = 4  # lines of a two-person talk per call; 1: one call per line
    max_in_flight: int = 8
    cache_path: str = str(DEFAULT_CACHE_PATH)  # "" -> no persistent cache
    budget_usd: float | None = None
    budget_tokens: int | None = None
    on_unreachable: str = "fallback"  # or "exit": at start-up, or after unreachable_after_s
    unreachable_after_s: float = (
        UNREACHABLE_AFTER_S  # with "exit": every server of no use this long mid-run
    )
    servers: tuple[ServerSpec, ...] = ()  # two or more: calls spread over them (base_url: 1st)
    hedge: bool = True  # with several servers: a slow call is also sent to another
    source: str = "defaults"  # where the provider choice came from, for the start-up line
    language: str = "en"  # the residents' language: replies are asked in it (reply_language)

    def __post_init__(self) -> None:
        if self.provider not in PROVIDERS:
            raise ConfigError(f"--llm must be one of {', '.join(PROVIDERS)}, not {self.provider!r}")
        if self.language not in LANGUAGES:
            raise ConfigError(
                f"the LLM brain cannot write in language {self.language!r}: "
                f"use one of {', '.join(LANGUAGES)}"
            )
        if self.on_unreachable not in ("fallback", "exit"):
            raise ConfigError("--llm-unreachable must be 'fallback' or 'exit'")
        if self.provider == "local" and not self.model_path:
            raise ConfigError("--llm local needs --llm-model-path FILE.gguf")
        for name, (lo, hi) in LIMITS.items():  # the file's bounds, for flags too
            value = getattr(self, name, None)
            if value is not None and (isinstance(value, bool) or not lo <= value <= hi):
                flag = _FLAGS.get(name, name)
                raise ConfigError(f"{flag} must be from {lo:g} to {hi:g}, not {value!r}")

    def __repr__(self) -> str:
        shown = ", ".join(
            f"{f.name}={getattr(self, f.name)!r}" for f in fields(self) if f.name != "api_key"
        )
        return f"LLMConfig({shown}, api_key={'***' if self.api_key else ''!r})"

    __str__ = __repr__

    @property
    def is_local(self) -> bool:
        return is_local_url(self.base_url)

    @property
    def cheap(self) -> str:
        return self.cheap_model or self.model

    def describe(self) -> str:
        """One line for the start-up log and the HUD; no secrets."""
        if self.provider == "builtin":
            return "built-in brain"
        if self.provider == "local":
            return f"local model {Path(self.model_path).name}"
        cheap = f" (cheap: {self.cheap_model})" if self.cheap_model else ""
        if len(self.servers) > 1:
            where = ", ".join(s.base_url for s in self.servers)
            return f"{self.model}{cheap} at {len(self.servers)} servers: {where}"
        return f"{self.model}{cheap} at {self.base_url}"


def add_cli_args(parser: argparse.ArgumentParser) -> None:
    """Add the LLM flags. Every default is None so ``resolve_config`` sees what was given."""
    g = parser.add_argument_group("LLM", "Which model the residents think with (see README).")
    g.add_argument(
        "--llm",
        choices=PROVIDERS,
        default=None,
        help="provider: openai (any compatible endpoint), local (.gguf), builtin",
    )
    g.add_argument(
        "--llm-base-url",
        action="append",
        default=None,
        help="e.g. http://localhost:11434/v1; give it again for more servers (calls spread)",
    )
    g.add_argument("--llm-model", default=None, help=f"main model (default {DEFAULT_MODEL})")
    g.add_argument("--llm-cheap-model", default=None, help="model for importance and summaries")
    g.add_argument("--llm-api-key", default=None, help="API key (prefer OPENAI_API_KEY)")
    g.add_argument("--llm-embed-model", default=None, help="embedding model; default: local")
    g.add_argument("--llm-model-path", default=None, help="FILE.gguf for --llm local")
    g.add_argument(
        "--llm-timeout",
        type=float,
        default=None,
        help="longest wait per request in seconds (each step's own is 3x its recent p95)",
    )
    g.add_argument("--llm-retries", type=int, default=None, help="retries on 429/5xx/timeouts")
    g.add_argument("--llm-in-flight", type=int, default=None, help="max concurrent requests")
    g.add_argument(
        "--llm-exchange-lines",
        type=int,
        default=None,
        help="lines of a two-person conversation asked in one call (default 4; 1: one per call)",
    )
    g.add_argument("--llm-cache", default=None, help="response cache file, or 'off'")
    g.add_argument(
        "--llm-unreachable",
        choices=("fallback", "exit"),
        default=None,
        help="if the endpoint does not answer at start-up, or every server gives no useful "
        "reply for --llm-unreachable-after seconds mid-run: fall back to the built-in brain "
        "(default) or exit with code 2 (a headless run saves the town first)",
    )
    g.add_argument(
        "--llm-unreachable-after",
        type=float,
        default=None,
        metavar="SECONDS",
        help="with --llm-unreachable exit: how long every server may fail mid-run "
        f"(default {UNREACHABLE_AFTER_S:g})",
    )
    g.add_argument("--budget-usd", type=float, default=None, help="stop calling after $N")
    g.add_argument("--budget-tokens", type=int, default=None, help="stop calling after N tokens")
    g.add_argument("--config", default=None, help="settings file (default: config.toml)")
    g.add_argument(
        "--llm-check",
        action="store_true",
        help="ask the configured model every step once with a sample resident, print which "
        "steps it can answer, and exit (0: all usable, 1: some fall back, 2: no model)",
    )


_FLAG_FIELDS = {
    "llm": "provider",
    "llm_base_url": "base_url",
    "llm_model": "model",
    "llm_cheap_model": "cheap_model",
    "llm_api_key": "api_key",
    "llm_embed_model": "embed_model",
    "llm_model_path": "model_path",
    "llm_timeout": "timeout_s",
    "llm_retries": "max_retries",
    "llm_in_flight": "max_in_flight",
    "llm_exchange_lines": "exchange_lines",
    "llm_cache": "cache_path",
    "llm_unreachable": "on_unreachable",
    "llm_unreachable_after": "unreachable_after_s",
    "budget_usd": "budget_usd",
    "budget_tokens": "budget_tokens",
}
_ENV_FIELDS = {"OPENAI_API_KEY": "api_key", "OPENAI_BASE_URL": "base_url", "OPENAI_MODEL": "model"}
_FLAGS = {f: "--" + a.replace("_", "-") for a, f in _FLAG_FIELDS.items()}


def read_config(path: str | Path) -> ConfigFile:
    """``config.toml`` (or another settings file) read within bounds and checked against
    ``ConfigFile``; an empty one if nothing is there. ``ConfigError``: one line naming the
    file, the setting and what was wrong (a folder, a FIFO or a device is refused at once)."""
    p = Path(path)
    if not p.exists():
        return ConfigFile()
    raw = read_toml(p, str(p), ConfigError, MAX_BYTES)
    try:
        return ConfigFile.model_validate(raw)
    except ValidationError as e:
        raise ConfigError(f"{p}: {problem_line(e, raw)}") from None


def load_toml(path: str | Path) -> dict[str, Any]:
    """The settings the ``[llm]`` table of a file gives (checked); {} if there is no file."""
    table = read_config(path).llm
    return {} if table is None else {k: getattr(table, k) for k in table.model_fields_set}


def saves_settings(path: str | Path) -> dict[str, Any]:
    """The settings the ``[saves]`` table gives (checked: ``autosave_minutes`` a whole number
    of minutes up to a year, ``saves_dir`` some text); {} if there is no file or no table."""
    table = read_config(path).saves
    return {} if table is None else {k: getattr(table, k) for k in table.model_fields_set}


def _infer(values: Mapping[str, Any]) -> str | None:
    if values.get("provider"):
        return str(values["provider"])
    if values.get("model_path"):
        return "local"
    if values.get("base_url") or values.get("api_key") or values.get("servers"):
        return "openai"
    return None


def resolve_config(
    args: argparse.Namespace | None = None,
    environ: Mapping[str, str] | None = None,
    toml_path: str | Path | None = None,
) -> LLMConfig:
    """Merge flags > environment > config.toml > defaults into an ``LLMConfig``.

    The provider is the first layer (in that order) that names one or implies one (a base
    URL, servers or a key -> openai, a model path -> local); with none, ``builtin``. The
    servers come from the first layer that names any: several ``--llm-base-url`` flags,
    ``OPENAI_BASE_URL``, or ``base_url`` / ``[[llm.servers]]`` in the file.

    Raises:
        ConfigError: a bad value, or OpenAI's own endpoint without a key.
    """
    environ = os.environ if environ is None else environ
    flags = {
        f: getattr(args, a)
        for a, f in _FLAG_FIELDS.items()
        if args is not None and getattr(args, a, None) is not None
    }
    urls = flags.pop("base_url", None)
    if isinstance(urls, str):
        urls = [urls]
    if urls:
        flags["base_url"] = urls[0]
        if len(urls) > 1:
            flags["servers"] = tuple(ServerSpec(base_url=u) for u in urls)
    env = {f: environ[k] for k, f in _ENV_FIELDS.items() if environ.get(k)}
    path = getattr(args, "config", None) or toml_path or "config.toml"
    toml = load_toml(path)
    if "servers" in toml:
        toml["servers"] = toml_servers(toml["servers"], environ)
        if toml["servers"] and not toml.get("base_url"):
            toml["base_url"] = toml["servers"][0].base_url
    merged: dict[str, Any] = {}
    for layer in (toml, env, flags):
        if layer.get("base_url"):
            merged["servers"] = ()  # the servers come from the layer that names the URL
        merged.update({k: v for k, v in layer.items() if v is not None and v != ""})
    provider, source = "builtin", "defaults"
    for name, layer in (("flags", flags), ("environment", env), (str(path), toml)):
        found = _infer(layer)
        if found:
            provider, source = found, name
            break
    merged["provider"], merged["source"] = provider, source
    cache = str(merged.get("cache_path", DEFAULT_CACHE_PATH))
    merged["cache_path"] = "" if cache.lower() in ("", "off", "none", "no") else cache
    cfg = LLMConfig(**merged)
    if cfg.provider == "openai":
        url = check_url(cfg.base_url) if cfg.base_url else OPENAI_URL
        servers = cfg.servers or (ServerSpec(base_url=url),)
        in_flight = merged.get("max_in_flight") or default_in_flight(url)
        cfg = replace(
            cfg,
            base_url=url,
            model=cfg.model or DEFAULT_MODEL,
            max_in_flight=in_flight,
            servers=servers,
        )
        cfg = finish_servers(cfg, explicit_in_flight=bool(merged.get("max_in_flight")))
        for server in cfg.servers or (cfg,):
            if (
                not server.api_key
                and not is_local_url(server.base_url)
                and urlparse(server.base_url).hostname == "api.openai.com"
            ):
                raise ConfigError("OpenAI needs an API key: set OPENAI_API_KEY or --llm-api-key")
    return cfg
