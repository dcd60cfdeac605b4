"""Make a town under maps/NAME: a Tiled map, its residents and their sprites.

``python -m tools.town_maker NAME [--residents N] [--seed S] [--kind KIND] [--language LANG]
[--town-name NAME]``.

``--language zh`` writes every text of the town in Simplified Chinese from the maker's Chinese
data (``data/zh/``), and marks the map's residents as speaking it; ``--town-name`` names the
town (else a name of the kind's ``town_names`` in the language's data, never the folder's).

Bad options are one line on stderr and exit status 2, before anything is written: a size
outside 10..500, an unknown kind, a name that is not a plain lowercase folder name, or one
that already exists under the maps folder.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path

from tools.town_maker import ROOT, catalogue
from tools.town_maker.town import make

MIN_RESIDENTS, MAX_RESIDENTS = 10, 500
NAME = re.compile(r"[a-z][a-z0-9_-]{0,39}")
USAGE = "make town NAME=harbour RESIDENTS=60 SEED=3 KIND=harbour"


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, not usage + message
        raise SystemExit(_fail(message))


def _fail(message: str) -> int:
    print(f"town maker: {message} (usage: {USAGE})", file=sys.stderr)
    return 2


def _whole(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None


def parser() -> argparse.ArgumentParser:
    p = _Parser(prog="python -m tools.town_maker", description=__doc__.splitlines()[0])
    p.add_argument("name", help="the town's folder under maps/ (lowercase, digits, - and _)")
    p.add_argument("--residents", type=_whole, default=25, help="10 to 500 (default 25)")
    p.add_argument("--seed", type=_whole, default=1, help="the same seed makes the same town")
    p.add_argument("--kind", default="village", help=f"one of {', '.join(catalogue.KINDS)}")
    p.add_argument(
        "--language", default="en", help=f"one of {', '.join(catalogue.LANGUAGES)} (default en)"
    )
    p.add_argument("--town-name", default="", help="the town's name as its people write it")
    p.add_argument("--maps-dir", type=Path, default=ROOT / "maps", help=argparse.SUPPRESS)
    p.add_argument("--quiet", action="store_true", help="print nothing on success")
    return p


def problem(args) -> str | None:
    """The first thing wrong with the options, as one line, or None."""
    if not args.name:
        return "no town name: give one, e.g. NAME=harbour"
    if not NAME.fullmatch(args.name):
        return (
            f"town name {args.name!r}: use a lowercase letter, then up to 39 lowercase "
            "letters, digits, - or _"
        )
    if not MIN_RESIDENTS <= args.residents <= MAX_RESIDENTS:
        return (
            f"--residents {args.residents}: a town has {MIN_RESIDENTS} to {MAX_RESIDENTS} residents"
        )
    if args.kind not in catalogue.KINDS:
        return f"--kind {args.kind!r}: not a kind of town (one of {', '.join(catalogue.KINDS)})"
    if args.language not in catalogue.LANGUAGES:
        return (
            f"--language {args.language!r}: the maker writes towns in "
            f"{' or '.join(catalogue.LANGUAGES)}"
        )
    if len(args.town_name) > 60 or (args.town_name and not args.town_name.strip()):
        return f"--town-name {args.town_name!r}: give 1 to 60 characters"
    if not 0 <= args.seed < 2**63:
        return f"--seed {args.seed}: use a whole number from 0"
    dest = args.maps_dir / args.name
    if dest.exists() or dest.is_symlink():
        return f"{dest} already exists; pick another NAME (a town is never overwritten)"
    return None


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    found = problem(args)
    if found:
        return _fail(found)
    from tools.town_maker.writing import WriteError, tileset_ok

    found = tileset_ok()
    if found:
        return _fail(found)
    t0 = time.perf_counter()
    try:
        summary = make(
            args.name,
            args.residents,
            args.seed,
            args.kind,
            args.maps_dir,
            args.language,
            args.town_name.strip(),
        )
    except WriteError as e:
        return _fail(str(e))
    if not args.quiet:
        took = time.perf_counter() - t0
        print(f"wrote {args.maps_dir / args.name}: {summary} in {took:.1f} s")
        print(f"run it: python main.py --town {args.name}")
    return 0
