"""The town maker: a whole new town (map, residents, sprites) from a kind, a size and a seed.

Run from the repo root: ``python -m tools.town_maker NAME --residents 60 --seed 3 --kind
harbour`` (or ``make town NAME=... RESIDENTS=... SEED=... KIND=...``). Modules, in the order
a town is made: ``options`` (what was asked, checked), ``catalogue`` (the data files),
``people`` (households, ages, trades; ``naming`` their names), ``buildings`` (floor plans by
name), ``layout`` (the streets and lots), ``relations`` (who knows whom, both ways),
``stories`` (what is going on), ``personas`` (the residents file's entries, with ``dealing``
handing out lines so that no two neighbours read alike) and ``looks`` (their appearance),
``writing`` (files, atomically), ``cli``. ``place_words`` hands out the words places and
streets are named with (none more than twice in a town); ``consistency`` is the last look
before writing (no contradiction in a household's story, no placeholder left). ``wording`` holds the sentences the code puts
together, in the town's language (``--language zh``: every text from ``data/zh/``).

The map toolkit (``map_parts``, ``town_map``, ``map_checks``) and the floor plans
(``home_plans``, ``public_plans``, ``harbour_plans``, ``village_plans``) are the ones the
shipped towns were drawn with; those towns are now plain Tiled files, edited in Tiled, and this
is the one way to make a new town. The tile and character makers (``tools/make_tiles.py``,
``make_characters.py``) are imported by bare module name, so the tools folder goes on
``sys.path`` here.
"""

from __future__ import annotations

import sys
from pathlib import Path

TOOLS = Path(__file__).resolve().parent.parent
ROOT = TOOLS.parent
for _p in (str(TOOLS), str(ROOT)):
    if _p not in sys.path:
        sys.path.insert(0, _p)
