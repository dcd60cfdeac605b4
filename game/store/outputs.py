"""Where the command line writes, checked before the run: never over a save, never over a
file of another kind, never into a folder that is not there; and written atomically.

Why: ``--json``, ``--export-timeline``, ``--log-file`` and ``--interview-all`` once wrote
wherever they were pointed, over a save too, and found out that a path was a folder only
after the whole run. Now each output flag has a kind, and a path is refused before any
thinking starts (``OutputError``, one line) when it is a folder, a link to nothing, not a
regular file, read-only, in a folder that is missing or not writable (tested by creating and
removing a partial file there), or an existing file that is not a previous output of the same
kind, recognised by what the program itself writes at the top of it:

    --json             a scenario report: a JSON object whose first key is "scenario"
    --export-timeline  a timeline: Markdown starting "# Timeline: ", or a JSON object whose
                       first keys are "town" and "start"
    --plot             a PNG drawn by matplotlib (its "Software" text chunk names it)
    --log-file         a log: a first line "2026-02-13 09:00:00,123 INFO name: ..."
    --interview-all    interviews: Markdown starting "# Interviews in "
    --screenshot       a PNG (pygame marks its PNGs with nothing more)

An empty file holds nothing to lose and may be replaced by any of them. A town save is never
replaced by any of them: only by ``--save`` with a save of the same town
(``game.store.library.check_save_target``). Two outputs naming one file, or an output naming
the save given to ``--load``, are refused too.

Writing: ``write_text`` (the report, the interviews) goes through ``write_atomically`` and
``produce`` (the timeline, the plot: writers that want a file name) through
``produce_atomically``: a crash or an interrupt leaves the old file or the new one, never half
of one. The log is the one output written as it goes (appended, flushed line by line) so that
it can be read while the town runs.

Cost: a ``stat``, a probe file created and removed, and 64 KB read per existing file.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Callable
from pathlib import Path

from game.store.atomic import folder_problem, produce_atomically, write_atomically
from game.store.savefile import SaveError, read_meta

HEAD_BYTES = 1 << 16
PNG = b"\x89PNG\r\n\x1a\n"


class OutputError(Exception):
    """An output path refused before the run; the message is one line naming the flag."""


def _report(head: bytes) -> bool:
    return bool(re.match(rb'\s*\{\s*"scenario"\s*:', head))


def _timeline(head: bytes) -> bool:
    return head.startswith(b"# Timeline: ") or bool(
        re.match(rb'\s*\{\s*"town"\s*:\s*"(?:[^"\\]|\\.)*"\s*,\s*"start"\s*:', head)
    )


def _plot(head: bytes) -> bool:
    return head.startswith(PNG) and b"Matplotlib" in head


def _log(head: bytes) -> bool:
    level = rb"(?:DEBUG|INFO|WARNING|ERROR|CRITICAL)"
    return bool(re.match(rb"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} " + level + rb" \S+: ", head))


def _interviews(head: bytes) -> bool:
    return head.startswith(b"# Interviews in ")


def _png(head: bytes) -> bool:
    return head.startswith(PNG)


KINDS: dict[str, tuple[str, Callable[[bytes], bool]]] = {
    "report": ("a previous JSON report (--json)", _report),
    "timeline": ("a previous timeline (--export-timeline)", _timeline),
    "plot": ("a previous plot (--plot)", _plot),
    "log": ("a previous log (--log-file)", _log),
    "interviews": ("previous interviews (--interview-all)", _interviews),
    "screenshot": ("a PNG image (--screenshot)", _png),
}
FLAGS = (  # attribute of the parsed arguments, flag, kind
    ("json", "--json", "report"),
    ("export_timeline", "--export-timeline", "timeline"),
    ("plot", "--plot", "plot"),
    ("log_file", "--log-file", "log"),
    ("interview_all", "--interview-all", "interviews"),
    ("screenshot", "--screenshot", "screenshot"),
)


def given(args) -> list[tuple[str, str, str]]:
    """``(flag, path, kind)`` of each output flag ``args`` sets (``--save`` is not one)."""
    out = []
    for attr, flag, kind in FLAGS:
        value = getattr(args, attr, None)
        if value is not None:
            out.append((flag, str(value), kind))
    return out


def check_outputs(args) -> None:
    """Every output path of ``args`` (see the module docstring); ``OutputError`` if one is
    refused. ``--save`` itself is checked against its town later (it needs the map)."""
    outputs = given(args)
    for flag, path, kind in outputs:
        check_output(path, kind, flag)
    named = [(flag, path) for flag, path, _ in outputs]
    save, load = getattr(args, "save", None), getattr(args, "load", None)
    if save:
        named.append(("--save", str(save)))
    for i, (flag, path) in enumerate(named):
        for other, there in named[:i]:
            if _same_file(path, there):
                raise OutputError(f"{flag} {path}: is also the file of {other}; give each its own")
        if load and flag != "--save" and _same_file(path, str(load)):
            raise OutputError(f"{flag} {path}: is the save given to --load; not replaced")


def check_output(path: str | Path, kind: str, flag: str) -> Path:
    """Can an output of ``kind`` be written to ``path``? The path, or ``OutputError``."""
    label = f"{flag} {path}"
    text = str(path)
    p = Path(text)
    if not text.strip() or text.endswith(("/", os.sep)) or p.name in ("", ".", ".."):
        raise OutputError(f"{label}: names a folder, not a file")
    try:
        st = os.stat(p)
    except FileNotFoundError:
        st = None
        if os.path.lexists(p):
            raise OutputError(f"{label}: is a link to nothing; not replaced") from None
    except OSError as e:
        raise OutputError(f"{label}: cannot be checked ({_why(e)})") from None
    if st is not None and stat.S_ISDIR(st.st_mode):
        raise OutputError(f"{label}: is a folder, not a file")
    _check_folder(p, label)
    if st is None:
        return p
    if not stat.S_ISREG(st.st_mode):
        raise OutputError(f"{label}: is not a regular file; not replaced")
    if not os.access(p, os.W_OK):
        raise OutputError(f"{label}: is read-only; not replaced")
    head = _head(p, label)
    if not head.strip():
        return p  # an empty file: nothing to lose
    town = _save_town(p)
    if town is not None:
        raise OutputError(
            f"{label}: is a save of {town!r}; only --save replaces a save; not replaced"
        )
    what, recognise = KINDS[kind]
    if not recognise(head):
        raise OutputError(
            f"{label}: exists and is not {what}; not replaced (choose another file name)"
        )
    return p


def _check_folder(p: Path, label: str) -> None:
    problem = folder_problem(p)
    if problem:
        raise OutputError(f"{label}: {problem}")


def _head(p: Path, label: str) -> bytes:
    try:
        fd = os.open(p, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as f:
            return f.read(HEAD_BYTES)
    except OSError as e:
        raise OutputError(f"{label}: cannot be read to check it ({_why(e)})") from None


def _save_town(p: Path) -> str | None:
    """The town of the save at ``p``, or None if it is not a readable save."""
    try:
        return str(read_meta(p)["town"])
    except SaveError:
        return None


def _same_file(a: str, b: str) -> bool:
    try:
        if os.path.exists(a) and os.path.exists(b):
            return os.path.samefile(a, b)
    except OSError:
        pass
    return os.path.abspath(a) == os.path.abspath(b)


def _why(e: OSError) -> str:
    return " ".join(str(e.strerror or e).split())


def write_text(path: str | Path, text: str) -> Path:
    """Replace ``path`` with ``text`` (UTF-8) atomically; ``OSError`` on failure."""
    path = Path(path)
    write_atomically(path, text.encode("utf-8"))
    return path


def produce(path: str | Path, make: Callable[[Path], object]) -> Path:
    """``make(tmp)`` writes the output at a partial path ending like ``path`` (so a writer
    that picks its format by the name picks the right one); then it replaces ``path``."""
    return produce_atomically(Path(path), make)
