"""A plan phrase in the words of the town's language.

Plans are written in the activity tables' English ("attend classes at 小学" in any town),
since that is what the planner and ``classify`` read. A language's activity file gives each
activity the words talk names it by (``Category.saying``: "上课"); here a plan phrase is said
in them, with its place put round them by the piece ``at_place`` ("在小学上课") unless
the words already say where (they begin as ``at_place`` does), and "at home" by ``at_home``
only for what is done at home ("go out on errands" is not). The parts of a phrase ("read,
then take a walk") are joined by the piece ``and_then``.

With English tables (no activity has ``saying``) every phrase is returned as it was: this is
how a Chinese town shows and remembers an English plan phrase (``said_plan``, given to the
town's reading by the app: ``game.mind.language``), never how an English one does.
Cost: a cached ``classify`` per part.
"""

from __future__ import annotations

import functools
import re

from game.brains.builtin.activities import classify
from game.brains.builtin.spoken_words import said
from game.brains.builtin.tables import Tables, active

_PARTS = re.compile(r",\s*then\s+|;\s*")
_LATIN = re.compile(r"[A-Za-z]{2}")
_AFTER = re.compile(r" (?:and|with|for|before|after|until|while) ")  # the name ends there
# one's work as a plan says it when no work category is known ("work in the kitchen at X")
_WORK = re.compile(r"^work(?:ing)?\b")


def words_for(text: str, place: str, home: str, work_cat: str = "") -> str:
    """How one says a plan phrase done at ``place`` (a sector's name; ``home``: one's own)."""
    cat = classify(text, work_cat)
    if not cat.saying and place and _WORK.match(text) and said("work_at", place=place):
        return said("work_at", place=place)  # one's work, of no category the tables know
    words = cat.saying or text
    if not cat.saying or not place:
        return words
    if place == home:  # at home: said so only of what one does at home ("go out" is not)
        return (said("at_home", doing=words) or words) if cat.home_only else words
    lead = said("at_place", place="\0", doing="").split("\0")[0].strip()
    if lead and words.startswith(lead):
        return words
    return said("at_place", place=place, doing=words) or words


def place_in(phrase: str, home: str) -> str:
    """The place a plan phrase names: ``home`` for "at home", else the name after its last
    "at"/"in"/"to" (the activity tables' English puts it there), not a room ("the kitchen")."""
    if re.search(r"\bat home\b", phrase):
        return home
    parts = re.split(r"\b(?:at|in|to) ", phrase)
    last = _AFTER.split(parts[-1])[0].strip(" .") if len(parts) > 1 else ""
    return "" if last.startswith(("the ", "my ", "his ", "her ")) else last


def parts_of(text: str) -> list[str]:
    """'read, then take a walk' -> ['read', 'take a walk']."""
    return [p.strip(" .") for p in _PARTS.split(text) if p.strip(" .")]


def said_plan(text: str) -> str:
    """A plan phrase in the town's words, its parts joined; ``text`` itself when no part of it
    has words of its own in the tables (English tables: always)."""
    return _said_plan(active(), text)


@functools.lru_cache(maxsize=4096)
def _said_plan(tables: Tables, text: str) -> str:
    if not _LATIN.search(text) or not any(c.saying for c in tables.taxonomy):
        return text  # English tables; or a phrase in the town's words already (a model's)
    parts = parts_of(text)
    if not parts or not any(classify(p).saying or _WORK.match(p) for p in parts):
        return text
    home = "\0home"  # "at home" found by place_in: said as at home
    out = [words_for(p, place_in(p, home), home) for p in parts]
    return (said("and_then") or ", then ").join(out)
