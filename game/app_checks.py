"""Checks of the command line that need no town, made before anything is opened or written
(the log file included): a ``--config`` file that is not there, and every output path
(``game.store.outputs``). Each problem is one line; ``main.py`` prints it and exits 2."""

from __future__ import annotations

import os
import stat
from pathlib import Path


def command_line_problem(args) -> str | None:
    """The first problem of ``args`` as one line (without ``main.py:``), or None."""
    from game.store.outputs import OutputError, check_outputs

    problem = config_problem(getattr(args, "config", None))
    if problem:
        return problem
    try:
        check_outputs(args)
    except OutputError as e:
        return str(e)
    return None


def config_problem(path: str | None) -> str | None:
    """Why ``--config PATH`` cannot be read, or None (also None when no ``--config`` was given:
    ``config.toml`` is then optional). Only the file's existence and kind are checked here;
    its contents are ``game.brains.llm.config``'s."""
    if path is None:
        return None
    label = f"--config {path}"
    try:
        st = os.stat(Path(path))
    except FileNotFoundError:
        return f"{label}: no such file"
    except OSError as e:
        return f"{label}: cannot be read ({' '.join(str(e.strerror or e).split())})"
    if stat.S_ISDIR(st.st_mode):
        return f"{label}: is a folder, not a TOML file"
    if not stat.S_ISREG(st.st_mode):
        return f"{label}: is not a regular file"
    if not os.access(path, os.R_OK):
        return f"{label}: cannot be read (permission denied)"
    return None
