"""The maker's data files (``tools/town_maker/data/*.toml``), read once and checked lightly.

The data is what a town is made of: names by culture, the workplaces each kind of town has
with their trades and hours, traits and pastimes, and storyline seeds. The code only combines
them, so a new trade or culture is a few lines of TOML.

A town is written in one language (``use``): English from ``data/*.toml``, Chinese from
``data/zh/*.toml``, a whole set of the same files (not laid over the English ones, so a
Chinese town never picks up an English word that a file forgot), with ``data/zh/text.toml``
for the sentences the code puts together (``wording``).
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"
KINDS = ("village", "harbour", "quarter")
LANGUAGES = ("en", "zh")
_language = ["en"]


def use(language: str) -> None:
    """Make towns in ``language`` (one of ``LANGUAGES``) from now on."""
    if language not in LANGUAGES:
        raise ValueError(f"not a language of the town maker: {language!r}")
    _language[0] = language


def language() -> str:
    return _language[0]


@dataclass(frozen=True)
class Trade:
    title: str  # "owner of {place}"
    arena: str
    ages: tuple[int, int]
    doing: str
    hours: str
    # a teacher's class: the ages of the pupils it teaches, in its own room (``arena``); None
    # for anyone else, and a school with no such teacher keeps every pupil in its ``school`` room
    pupils: tuple[int, int] | None = None
    she_title: str = ""  # the title for a woman, where the trade's word differs ("landlady")
    # where the work is done if not in the place's own rooms: "quay" (a boat's crew works from
    # the harbour's moorings, ``layout.quay_site``); "" for the place itself
    at: str = ""
    most: int = 3  # how many one place has of this trade (a hall has one caretaker)


@dataclass(frozen=True)
class PlaceType:
    key: str
    plan: str  # a floor plan of ``buildings.PLANS``
    kind: str  # the game's sector kind
    names: tuple[str, ...]
    hours: str
    days: tuple[str, ...]
    need: str
    trades: tuple[Trade, ...]
    arenas: dict  # the floor plan's arena names -> this place's
    school: str | None  # the arena pupils sit in, for a school
    for_parents: bool = False  # only the parents of its pupils go there (a school)
    # how the one who runs it calls someone who comes ("A patient at {place}."); "" for the
    # town's "regular" words
    regular: str = ""
    # the place types whose staff (working, or retired from one of their trades) need it: the
    # harbour office is for those who work boats, not for the baker; () for everyone
    customers: tuple[str, ...] = ()
    # the plan's things under this place's names ("pharmacy counter" -> "filleting table"; a
    # key "Room:thing" for one room of the plan only): ``buildings.place``
    furniture: dict = field(default_factory=dict)


def load(name: str) -> dict:
    """Data file ``name`` of the language in use."""
    return _load(name, _language[0])


@cache
def _load(name: str, lang: str) -> dict:
    folder = DATA if lang == "en" else DATA / lang
    with (folder / f"{name}.toml").open("rb") as fh:
        return tomllib.load(fh)


def place_types() -> dict[str, PlaceType]:
    return _place_types(_language[0])


@cache
def _place_types(lang: str) -> dict[str, PlaceType]:
    out = {}
    for key, p in _load("places", lang)["place"].items():
        trades = tuple(
            Trade(
                t["title"],
                t["arena"],
                tuple(t["ages"]),
                t["doing"],
                t["hours"],
                tuple(t["pupils"]) if "pupils" in t else None,
                t.get("she", ""),
                t.get("at", ""),
                t.get("most", 3),
            )
            for t in p["trades"]
        )
        out[key] = PlaceType(
            key,
            p["plan"],
            p["kind"],
            tuple(p["names"]),
            p["hours"],
            tuple(p["days"]),
            p["need"],
            trades,
            dict(p.get("arenas", {})),
            p.get("school"),
            bool(p.get("for_parents")),
            p.get("regular", ""),
            tuple(p.get("customers", ())),
            dict(p.get("furniture", {})),
        )
    for key, p in out.items():
        unknown = set(p.customers) - set(out)
        if unknown:
            raise ValueError(f"place.{key}.customers names no place type: {sorted(unknown)}")
    return out


def kind(name: str) -> dict:
    """The workplaces, street surface and naming words of a kind of town."""
    return load("places")["kind"][name]


def cultures() -> dict[str, dict]:
    return load("names")
