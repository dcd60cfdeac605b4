"""Reading one of the inner life's TOML tables: the document, or one line naming the file and
what is wrong, raised as the table's own error."""

from __future__ import annotations

import tomllib
from pathlib import Path


def read_toml(path: Path, error: type[Exception]) -> dict:
    """The TOML document at ``path``; ``error`` with one line when it cannot be read or parsed."""
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
        raise error(f"{path}: {' '.join(str(e).split())}") from None
