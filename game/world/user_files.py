"""Files a user hands us, read within bounds, so that every loader refuses the same way.

Every loader of a user's file (a scenario, ``config.toml``, a town's ``activities.toml``, the
map) reads it through here:

* only a regular file is read: a folder, a FIFO or a device is refused before anything waits on
  it or reads from it (``read_bytes``);
* the file's size is bounded before it is read, and so is what is read (a file that grows while
  it is read is cut off and refused);
* TOML is parsed with its nesting bounded: a 100,000-deep array is one line, not a
  ``RecursionError`` (``read_toml``).

What is wrong in a file read is said in one line by ``game.world.user_file_problems``; the
schemas that check it are built from ``game.world.user_file_schema``.
"""

from __future__ import annotations

import os
import stat
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

MAX_TOML_BYTES = 1_000_000  # the largest shipped TOML file is 50 KB
MAX_DEPTH = 24  # tables and arrays inside each other (the deepest shipped file: 5)

ErrorType = Callable[[str], Exception]


def read_bytes(path: str | Path, shown: str, error: ErrorType, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; ``error("<shown>: ...")`` else.

    A FIFO, a device or a folder is refused before it is opened for reading in a way that
    could wait (the open is non-blocking, and the file is checked again once open).
    """
    at = f"{shown}: " if shown else ""
    try:
        before = os.stat(path)
    except FileNotFoundError:
        raise error(f"{at}no such file") from None
    except (OSError, ValueError) as e:
        raise error(f"{at}cannot be read ({_reason(e)})") from None
    _regular(before.st_mode, at, error)
    if before.st_size > limit:
        raise error(f"{at}is {before.st_size:,} bytes, more than the {limit:,} allowed")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags | getattr(os, "O_NOCTTY", 0))
    except OSError as e:
        raise error(f"{at}cannot be read ({_reason(e)})") from None
    try:
        _regular(os.fstat(fd).st_mode, at, error)
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as e:
        raise error(f"{at}cannot be read ({_reason(e)})") from None
    finally:
        os.close(fd)
    if size > limit:
        raise error(f"{at}is more than the {limit:,} bytes allowed")
    return b"".join(chunks)


def _regular(mode: int, at: str, error: ErrorType) -> None:
    if stat.S_ISREG(mode):
        return
    what = (
        "a folder"
        if stat.S_ISDIR(mode)
        else "a FIFO"
        if stat.S_ISFIFO(mode)
        else "a device"
        if stat.S_ISCHR(mode) or stat.S_ISBLK(mode)
        else "a socket"
        if stat.S_ISSOCK(mode)
        else "not a file"
    )
    raise error(f"{at}is not a regular file ({what})")


def _reason(e: Exception) -> str:
    return getattr(e, "strerror", None) or str(e) or type(e).__name__


def read_toml(
    path: str | Path, shown: str, error: ErrorType, limit: int = MAX_TOML_BYTES
) -> dict[str, Any]:
    """Parse a TOML file within ``limit`` bytes and ``MAX_DEPTH`` levels of nesting."""
    raw = read_bytes(path, shown, error, limit)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise error(f"{shown}: is not valid TOML (not UTF-8 text at byte {e.start})") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise error(f"{shown}: is not valid TOML ({' '.join(str(e).split())})") from None
    except RecursionError:
        data = None
    if data is None or too_deep(data):
        raise error(f"{shown}: is nested more than {MAX_DEPTH} tables or arrays deep")
    return data


def too_deep(data: Any, limit: int = MAX_DEPTH) -> bool:
    """Whether lists and dicts nest more than ``limit`` deep (iterative: no recursion)."""
    stack = [(data, 0)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict):
            node = list(node.values())
        elif not isinstance(node, list):
            continue
        if depth >= limit:
            return True
        stack.extend((v, depth + 1) for v in node if isinstance(v, dict | list))
    return False
