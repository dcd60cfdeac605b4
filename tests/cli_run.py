"""Running ``main.py``'s command line inside a test: its exit code and what it printed."""

from __future__ import annotations

import main


def run(argv, capsys):
    """(exit code, stdout, stderr) of ``main.main(argv)``, a ``SystemExit`` read as its code."""
    try:
        code = main.main(argv)
    except SystemExit as e:
        code = e.code
    out = capsys.readouterr()
    return code, out.out, out.err
