"""The mind's frames for its records in Chinese (``game.mind.wording``), read from
``frames.toml`` beside this module once, on first use (a frame it does not give is
English's)."""

from __future__ import annotations

import functools
import tomllib
from pathlib import Path

FILE = Path(__file__).resolve().parent / "frames.toml"


@functools.cache
def frames() -> dict[str, str]:
    data = tomllib.loads(FILE.read_text(encoding="utf-8"))
    return {str(k): str(v) for k, v in data.get("frames", {}).items() if isinstance(v, str)}
