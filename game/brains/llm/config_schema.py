"""The schema of ``config.toml``: the ``[llm]`` table, its ``[[llm.servers]]`` and ``[saves]``.

Every key known, every value typed and bounded (a timeout of 0.1 s to an hour, at most 256 calls
in flight, 64 servers, a budget of at most $1,000,000), URLs http(s) with a host. Flags and the
environment are merged over the file by ``game.brains.llm.config``; ``LLMConfig`` checks the
merged values against the same ``LIMITS``. ``docs/schemas/config.schema.json`` is exported from
``ConfigFile`` (``tools/export_schemas.py``).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal
from urllib.parse import urlparse

from pydantic import AfterValidator, Field

from game.world.languages import Language
from game.world.user_file_problems import problem, shown_value
from game.world.user_file_schema import Schema, number, text, whole

MAX_BYTES = 256_000  # config.example.toml is 2 KB
# the bounds of the numbers, shared with LLMConfig's checks of flags: name -> (lowest, highest)
LIMITS: dict[str, tuple[float, float]] = {
    "timeout_s": (0.1, 3600.0),
    "timeout_floor_s": (0.1, 3600.0),
    "unreachable_after_s": (1.0, 3600.0),  # a flag only, for now: not a key of [llm]
    "max_retries": (0, 20),
    "exchange_lines": (1, 50),
    "max_in_flight": (1, 256),
    "budget_usd": (0.0, 1_000_000.0),
    "budget_tokens": (0, 10**12),
    "autosave_minutes": (0, 60 * 24 * 365),
}
MAX_SERVERS = 64
PROVIDERS = ("openai", "local", "builtin")


def url_problem(url: str) -> str:
    """What is wrong with a model server's URL ("" when it is fine)."""
    try:
        parsed = urlparse(url)
        ok = parsed.scheme in ("http", "https") and bool(parsed.hostname)
        parsed.port  # noqa: B018 -- raises ValueError for a port out of range
    except ValueError:
        ok = False
    if ok:
        return ""
    return f"expected an http(s) URL such as http://localhost:11434/v1, got {shown_value(url)}"


def _url(v: str) -> str:
    if v and (why := url_problem(v)):
        raise problem(why)
    return v


Url = Annotated[text(2000, min_len=0, format="uri"), AfterValidator(_url)]
ServerUrl = Annotated[text(2000, format="uri"), AfterValidator(_url)]
Model = text(200, min_len=0)
Path_ = text(4096, min_len=0)


def _bounded(name: str, *, whole_number: bool = False) -> Any:
    lo, hi = LIMITS[name]
    return whole(int(lo), int(hi)) if whole_number else number(lo, hi)


class ServerTable(Schema):
    """``[[llm.servers]]``: one model server of several (blanks take the ``[llm]`` values)."""

    base_url: ServerUrl
    model: Model = ""
    cheap_model: Model = ""
    api_key_env: text(200, min_len=0, pattern=r"[A-Za-z_][A-Za-z0-9_]*") = ""
    max_in_flight: whole(
        0, int(LIMITS["max_in_flight"][1]), description="0: 4 local, 16 remote"
    ) = 0


class LlmTable(Schema):
    """``[llm]``: which model the residents think with, and what they may spend."""

    provider: Literal["openai", "local", "builtin"] = None
    base_url: Url = ""
    api_key: text(1000, min_len=0) = ""
    model: Model = ""
    cheap_model: Model = ""
    embed_model: Model = ""
    model_path: Path_ = ""
    timeout_s: _bounded("timeout_s") = 60.0
    timeout_floor_s: _bounded("timeout_floor_s") = 3.0
    adaptive_timeout: bool = True
    max_retries: _bounded("max_retries", whole_number=True) = 3
    exchange_lines: _bounded("exchange_lines", whole_number=True) = 4
    max_in_flight: _bounded("max_in_flight", whole_number=True) = None
    cache_path: Path_ = None
    budget_usd: _bounded("budget_usd") = None
    budget_tokens: _bounded("budget_tokens", whole_number=True) = None
    on_unreachable: Literal["fallback", "exit"] = "fallback"
    servers: Annotated[list[ServerTable], Field(max_length=MAX_SERVERS)] = ()
    hedge: bool = True


class SavesTable(Schema):
    """``[saves]``: how often to autosave, and where saves go (read by ``main.py``)."""

    autosave_minutes: _bounded("autosave_minutes", whole_number=True) = 60
    saves_dir: text(4096) = "saves"


class GameTable(Schema):
    """``[game]``: how the game is played (read by ``main.py``)."""

    language: Language | None = None


class ConfigFile(Schema):
    """``config.toml``: settings under flags and the environment (see ``config.example.toml``)."""

    llm: LlmTable = None
    saves: SavesTable = None
    game: GameTable = None
