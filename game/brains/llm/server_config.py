"""Settings of one model server among several, and the checks every URL passes.

``[[llm.servers]]`` tables in ``config.toml`` (or several ``--llm-base-url`` flags) become
``ServerSpec``s; ``game.brains.llm.config`` fills their blanks from ``[llm]``. What a table may
hold is ``config_schema.ServerTable``'s to say.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any
from urllib.parse import urlparse

from game.brains.llm.config_schema import ServerTable, url_problem
from game.world.user_file_problems import shown_value

LOCAL_IN_FLIGHT = 4  # a local server serves a few requests at once and queues the rest
REMOTE_IN_FLIGHT = 16  # a hosted API takes many; 16 keeps 25 residents mostly unblocked


class ConfigError(ValueError):
    """A setting is wrong; the message is one line for the user."""


@dataclass(frozen=True, kw_only=True)
class ServerSpec:
    """One model server of several: its URL, model names, key and in-flight cap.

    Empty fields take the ``[llm]`` values; ``api_key`` is read from the environment variable
    named by ``api_key_env`` in ``config.toml`` and, like ``LLMConfig.api_key``, never shown.
    """

    base_url: str
    model: str = ""
    cheap_model: str = ""
    api_key: str = ""
    max_in_flight: int = 0  # 0: 4 for a local URL, 16 otherwise

    def __repr__(self) -> str:
        key = "***" if self.api_key else ""
        return (
            f"ServerSpec(base_url={self.base_url!r}, model={self.model!r}, "
            f"cheap_model={self.cheap_model!r}, max_in_flight={self.max_in_flight}, "
            f"api_key={key!r})"
        )

    __str__ = __repr__


def is_local_url(url: str) -> bool:
    """localhost, 127.x, ::1, 0.0.0.0 or a private address: no API key needed."""
    host = (urlparse(url).hostname or "").lower()
    if host in ("localhost", "") or host.endswith(".localhost") or host.endswith(".local"):
        return bool(host)
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        return False
    return ip.is_loopback or ip.is_private or ip.is_unspecified


def check_url(url: str) -> str:
    if url_problem(url):
        raise ConfigError(
            "--llm-base-url must be an http(s) URL such as http://localhost:11434/v1, "
            f"not {shown_value(url)}"
        )
    return url.rstrip("/")


def toml_servers(
    table: Sequence[ServerTable], environ: Mapping[str, str]
) -> tuple[ServerSpec, ...]:
    """``[[llm.servers]]`` entries (checked by ``config_schema``) as ``ServerSpec``s, each key
    read from the environment variable the entry names."""
    return tuple(
        ServerSpec(
            base_url=entry.base_url,
            model=entry.model,
            cheap_model=entry.cheap_model,
            api_key=environ.get(entry.api_key_env, "") if entry.api_key_env else "",
            max_in_flight=entry.max_in_flight,
        )
        for entry in table
    )


def default_in_flight(url: str) -> int:
    return LOCAL_IN_FLIGHT if is_local_url(url) else REMOTE_IN_FLIGHT


def finish_servers(cfg: Any, explicit_in_flight: bool) -> Any:
    """``cfg`` (an ``LLMConfig``) with each server's blanks filled from ``[llm]``; one server
    is the plain single-URL setup (no ``servers``), its settings in ``cfg``'s own fields."""
    specs = []
    for spec in cfg.servers:
        url = check_url(spec.base_url)
        in_flight = spec.max_in_flight or (
            cfg.max_in_flight if explicit_in_flight else default_in_flight(url)
        )
        specs.append(
            replace(
                spec,
                base_url=url,
                model=spec.model or cfg.model,
                cheap_model=spec.cheap_model or cfg.cheap_model,
                api_key=spec.api_key or cfg.api_key,
                max_in_flight=in_flight,
            )
        )
    first = specs[0]
    cfg = replace(
        cfg,
        base_url=first.base_url,
        model=first.model,
        cheap_model=first.cheap_model,
        api_key=first.api_key,
        max_in_flight=first.max_in_flight,
    )
    return replace(cfg, servers=tuple(specs) if len(specs) > 1 else ())
