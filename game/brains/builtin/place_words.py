"""Place words in activity texts: which sector and arena kinds a phrase points at ("the park",
"in the kitchen"), the distinctive words of a place's name, and whether an address is one to
avoid. Table-driven (``data/places.toml``); compiled patterns are cached per tables."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable

from game.brains.builtin.spoken_words import said
from game.brains.builtin.tables import Tables, active
from game.mind.types import Place

_TOKEN = re.compile(r"[a-zà-ÿ]+", re.IGNORECASE)


@functools.lru_cache(maxsize=8)
def _sector_res(tables: Tables) -> tuple[tuple[re.Pattern, str], ...]:
    return tuple((re.compile(p, re.IGNORECASE), k) for k, p in tables.sector_nouns.items())


def text_sector_kinds(text: str) -> set[str]:
    """Sector kinds an activity text points at with generic nouns ("the park" -> park)."""
    return set(_sector_kinds(active(), text or ""))


@functools.lru_cache(maxsize=4096)  # per text: a town's activity texts come back all day
def _sector_kinds(tables: Tables, text: str) -> frozenset[str]:
    return frozenset(k for pat, k in _sector_res(tables) if pat.search(text))


@functools.lru_cache(maxsize=8)
def _arena_words(tables: Tables) -> tuple[tuple[str, str], ...]:
    return tuple((w, k) for k, words in tables.arena_nouns.items() for w in words)


def text_arena_kinds(text: str) -> set[str]:
    """Arena kinds an activity text points at ("in the kitchen" -> kitchen)."""
    return set(_arena_kinds(active(), text or ""))


@functools.lru_cache(maxsize=4096)
def _arena_kinds(tables: Tables, text: str) -> frozenset[str]:
    low = text.lower()
    return frozenset(k for w, k in _arena_words(tables) if w in low)


def _tokens(name: str, tables: Tables) -> set[str]:
    return set(_name_tokens(name, tables))


@functools.lru_cache(maxsize=4096)  # per place name: asked for every sector at every choice
def _name_tokens(name: str, tables: Tables) -> frozenset[str]:
    return frozenset({t.lower() for t in _TOKEN.findall(name)} - tables.generic_name_words)


@functools.lru_cache(maxsize=4096)
def _house_of(token: str) -> re.Pattern:
    """A home named by one of its words: "Ann's house", "the Lees' kitchen"."""
    return re.compile(
        rf"\b{re.escape(token)}(?:'s|s'|s)\s+(?:house|home|place|cottage|studio|"
        r"kitchen|room|apartment)"
    )


def is_avoided(place: Place, avoid: tuple[Place, ...]) -> bool:
    for a in avoid:
        if a.sector != place.sector:
            continue
        if not a.arena or (a.arena == place.arena and (not a.obj or a.obj == place.obj)):
            return True
    return False


def points_away_from_home(kinds_in_text: set[str]) -> bool:
    return bool(kinds_in_text - {"home"})


def named(sector: str, text: str, is_home: bool) -> bool:
    """Does an activity text name this sector? Its full name, or all of its distinctive words
    ("the Lion" for "Red Lion Pub" needs both: "red lion"); a home only as somebody's
    house ("Ann's house", "Ann's kitchen")."""
    low = (text or "").lower()
    return _named(sector, low, is_home, active(), None)


def _named(sector: str, low: str, is_home: bool, tables: Tables, words: set | None) -> bool:
    """``named`` of the lowered text ``low``; ``words``: its words, when already found."""
    if sector.lower() in low:
        return True
    toks = _name_tokens(sector, tables)
    if not toks:
        return False
    if is_home:
        return any(_house_of(t).search(low) for t in toks)
    if words is None:
        words = set(_TOKEN.findall(low))
    return toks <= words or (len(toks) >= 2 and len(toks & words) >= 2)


_THE_WORD = re.compile(r"\bthe ([a-zà-ÿ]+)", re.IGNORECASE)


def sectors_named(sectors: Iterable[str], text: str, homes: Iterable[str] = ()) -> set[str]:
    """The sectors an activity text names. By name first (``named``; of two names the text
    fits, "The Wharf" and "Wharf Stores" in "shop at Wharf Stores", the fuller one); when it names
    none, by "the" and one distinctive word of a name that no other sector's name has ("go to
    the surgery" -> "Elm Street Surgery"). ``homes`` are named only as somebody's
    house."""
    tables = active()
    homes = set(homes)
    sectors = list(sectors)
    low = (text or "").lower()
    words_in = set(_TOKEN.findall(low))  # (once, not once a sector)
    full = {s for s in sectors if _named(s, low, s in homes, tables, words_in)}
    if full:
        toks = {s: _tokens(s, tables) for s in full}
        return {s for s in full if not any(toks[s] < toks[o] for o in full if o != s)}
    words = {w.lower() for w in _THE_WORD.findall(text or "")}
    if not words:
        return set()
    owners: dict[str, set[str]] = {}
    for s in sectors:
        for t in _tokens(s, tables):
            owners.setdefault(t, set()).add(s)
    return {
        next(iter(owners[w]))
        for w in words
        if len(owners.get(w, ())) == 1 and not owners[w] & homes
    }


HOME = "home"  # one's own home, as one names it to anyone ("on my way home")
YOURS = "you"  # the listener, whose home is named to them ("popping round to yours")


def home_named(sector: str, my_home: str, homes: dict[str, str]) -> str:
    """How one names a home one is going to, by whose it is: one's own is "home", the
    listener's "yours", that of another one knows (``homes``: sector -> how one calls them)
    "Ann's"; '' for a place that is no home one knows (named by its own name): nobody says
    "off to 3 Mill Row" of their own front door."""
    if not sector:
        return ""
    if sector == my_home:
        return HOME
    who = homes.get(sector, "")
    if not who:
        return ""
    return said("home_yours") if who == YOURS else said("home_of", who=who)
