"""One town from (name, size, seed, kind): the people, the map drawn around them, who knows
whom, what is going on, and the files. Everything random comes from one ``random.Random``
seeded with the kind, the size and the seed, so the same options give the same bytes.
"""

from __future__ import annotations

import os
import random
from datetime import date
from pathlib import Path

from tools.town_maker import (
    catalogue,
    consistency,
    histories,
    layout,
    people,
    personas,
    relations,
    stories,
)
from tools.town_maker.dealing import Dealer
from tools.town_maker.map_parts import LayoutError
from tools.town_maker.tmx_text import tmx_text
from tools.town_maker.writing import TSX, WriteError, write_town

START = date(2026, 6, 12)  # a Friday in June; the gatherings are on the Saturday
KNOWN_BY_ALL = 80  # up to this size everyone knows everyone by sight and name (a small place)


def town_name(name: str, seed: int, kind: str) -> str:
    """The town's name as its people write it when the maker is not given one: one of the
    kind's ``town_names`` of the language's data, by the folder's name and the seed. Never the
    folder's name itself (``h60`` is a file name, not a place anyone lives in)."""
    names = catalogue.kind(kind)["town_names"]
    return random.Random(f"{name}:{seed}").choice(names)


def build(name: str, size: int, seed: int, kind: str, maps_dir: Path, called: str = ""):
    """(tmx text, residents file, character sheets by id, stats) of a new town; ``called`` is
    the town's name if given, else ``town_name``'s."""
    from make_characters import sheet_array

    tmap, residents, stats, places = _people(name, size, seed, kind, called)
    town = residents["town"]
    tileset = os.path.relpath(TSX, (maps_dir / name).resolve())
    props = {"town_name": town, "start_time": f"{START.isoformat()} 06:00"}
    if catalogue.language() != "en":  # the residents' language (English is the default)
        props["language"] = catalogue.language()
    tmx = tmx_text(tmap, tileset, props)
    sheets = {
        r["id"]: sheet_array(r["appearance"], r["age"], r["id"]) for r in residents["residents"]
    }
    stats = {
        **stats,
        "size": f"{tmap.width}x{tmap.height}",
        "homes": sum(s.kind in ("home", "apartments") for s in tmap.sectors),
        "workplaces": len(places),
    }
    return tmx, residents, sheets, stats


def residents_of(
    name: str, size: int, seed: int, kind: str, language: str = "en", called: str = ""
) -> dict:
    """The residents file ``make`` would write for these options, with no map file, sprites or
    game checks written or run (for reading a made town's people: its tests)."""
    catalogue.use(language)
    try:
        return _people(name, size, seed, kind, called)[1]
    finally:
        catalogue.use("en")


def _people(name: str, size: int, seed: int, kind: str, called: str):
    """(the laid-out map, the residents file, the layout's stats, the workplaces) of a town."""
    rng = random.Random(f"{kind}:{size}:{seed}")
    town = called or town_name(name, seed, kind)
    homes = people.households(rng, size, kind)
    everyone = [p for h in homes for p in h.members]
    places = people.workplaces(rng, everyone, kind, town)
    try:
        tmap, stats = layout.draw(rng, homes, places, kind, size, town)
    except LayoutError as e:  # a bug of the maker, not of the options: say it in one line
        raise WriteError(
            f"the map could not be laid out ({' '.join(str(e).split())[:300]})"
        ) from None
    deal = Dealer(rng)
    for h in homes:  # who came to town when, before anyone's friends say since when
        histories.arrival(deal, h)
    street_order = sorted(homes, key=_address)
    links = relations.make(rng, everyone, places, street_order)
    venues = [
        (s.name, s.kind) for s in tmap.sectors if s.kind in ("park", "pub", "cafe", "town_hall")
    ]
    facts, now = stories.make(rng, everyone, venues, START, links, town)
    residents = {
        "town": town,
        "everyone_knows_everyone": size <= KNOWN_BY_ALL,
        "residents": [personas.resident(rng, p, links, facts, now, town, deal) for p in everyone],
    }
    problems = consistency.household_problems(homes)
    problems += consistency.text_problems(residents["residents"])
    if problems:  # a bug of the maker: never a town that contradicts itself
        raise WriteError(f"the town does not add up ({'; '.join(problems[:3])})")
    return tmap, residents, stats, places


def _address(h) -> tuple[str, int]:
    """``"12 Gull Row"`` -> ``("Gull Row", 12)``; a block of flats by its name and flat."""
    return h.address


def make(
    name: str, size: int, seed: int, kind: str, maps_dir: Path, language: str = "en", called=""
) -> str:
    """Write ``maps_dir/name`` in ``language``; a one-line summary of what was made."""
    catalogue.use(language)
    try:
        tmx, residents, sheets, stats = build(name, size, seed, kind, maps_dir, called)
    finally:
        catalogue.use("en")
    about = {"maker": "tools/town_maker", "residents": size, "seed": seed, "kind": kind}
    if language != "en":
        about["language"] = language
    if called:
        about["town_name"] = called
    write_town(maps_dir / name, tmx, residents, sheets, about)
    return f"{size} residents, a {kind} of " + ", ".join(f"{k} {v}" for k, v in stats.items())
