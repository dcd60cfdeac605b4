"""The activity taxonomy: what an activity text means, where it happens, how it breaks down.

One table serves plan phrasing, decomposition, place choice and summaries. It lives in
``data/activities.toml`` (read by ``tables``); this module is the logic over it. A ``Category``
has keywords (matched at word starts, so "pharmac" matches pharmacy and pharmacist), preferred
sector / arena / object kinds (best first; the sector kind "home" means the resident's own
home), and sub-action ``Step`` templates with the object kinds they use, minutes and an emoji.
``variants`` swap the steps when the place resolves to another sector kind (lunch at the pub is
not lunch at home). Classifying a text costs one pass of ~40 precompiled regexes (microseconds),
and answers are cached per tables and text.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping

from game.brains.builtin.table_types import Category, Step, Tables
from game.brains.builtin.tables import active

__all__ = [
    "Category",
    "Step",
    "by_name",
    "classify",
    "drink_word",
    "generic",
    "meal_word",
    "role_side",
    "scores",
    "work_categories",
    "work_category",
]


def by_name() -> Mapping[str, Category]:
    """The categories of the tables in use, by name."""
    return active().by_name


def generic() -> Category:
    """The category of a text no keyword recognises ("go about the day")."""
    return active().generic


def work_categories() -> frozenset[str]:
    """Categories that are someone's work (they have a customer side)."""
    return active().work_categories


@functools.lru_cache(maxsize=8)
def _patterns(
    tables: Tables,
) -> tuple[tuple[Category, tuple[tuple[str, str, re.Pattern], ...]], ...]:
    """Each category's keywords as (keyword, its lower-case core, regex): at a word start, and
    at a word end when the keyword ends with a space ("oak "); compiled once per tables. The
    core is a cheap substring test first: most keywords are not in a text at all."""
    return tuple(
        (
            c,
            tuple(
                (
                    kw,
                    kw.strip(" ~").lower(),
                    re.compile(
                        # (a word of a script without spaces, "晚宴", starts anywhere)
                        (r"\b" if kw.strip(" ~")[:1].isascii() else "")
                        + re.escape(kw.strip(" ~"))
                        + (r"\b" if kw.endswith(" ") else ""),
                        re.IGNORECASE,
                    ),
                )
                for kw in c.keywords
                if kw.strip(" ~")
            ),
        )
        for c in tables.taxonomy
    )


def scores(text: str, tables: Tables | None = None) -> dict[str, tuple[float, int]]:
    """Keyword score and first match position per category (only categories with a hit).

    A keyword counts 1 (plus 0.6 per extra word: "go for a run" is stronger than "run"); one
    ending in "~" is a weak hint and counts 0.5; one found as a capitalised word past the
    text's start (a place's name: "at Town Hall", "in Oak Park") counts half.
    """
    out: dict[str, tuple[float, int]] = {}
    low = text.lower()
    for cat, pats in _patterns(tables or active()):
        s, first = 0.0, 1 << 30
        for kw, core, pat in pats:
            if core not in low:
                continue
            m = pat.search(text)
            if m:
                w = 0.5 if kw.endswith("~") else 1.0 + 0.6 * kw.strip().count(" ")
                # a word of a name says where, not what ("have lunch at Town Hall" is a meal)
                named = m.start() > 0 and text[m.start()].isupper() and core[:1].islower()
                s += w / 2 if named else w
                first = min(first, m.start())
        if s:
            out[cat.name] = (s, first)
    return out


def classify(text: str, work_category: str = "") -> Category:
    """The category of an activity text; ``work_category`` is the resident's own work kind.

    A work category for a place the resident does not work at becomes its customer side
    (a pharmacist "works at the pharmacy"; anyone else "picks up a prescription" there).
    """
    return _classify(active(), text, work_category)


@functools.lru_cache(maxsize=4096)
def _classify(tables: Tables, text: str, work_category: str) -> Category:
    sc = scores(text or "", tables)
    low = (text or "").lower()
    names = tables.by_name
    if work_category in names and re.search(r"\b(work|shift|job|volunteer)", low):
        s, pos = sc.get(work_category, (0.0, 1 << 30))
        sc[work_category] = (s + 2.5, pos)
    if not sc:
        return tables.generic
    own = names.get(work_category)
    if own is not None and own.customer in sc and work_category in sc:
        # "teach in the classroom": the teacher's own work, though "class" is the pupils' word
        sc[own.customer] = (0.0, sc[own.customer][1])
    # best score; ties go to the keyword that comes first (the main verb usually leads)
    order = tables.order
    best = max(sc, key=lambda n: (sc[n][0], -sc[n][1], -order[n]))
    cat = names[best]
    if cat.customer and best != work_category:
        return names[cat.customer]
    return cat


GROWN_UP = 18  # the age from which one in a class is no pupil unless a pupil is one's role


def role_side(cat: Category, age: int, occupation: str, own_cat: str, at_work: bool) -> Category:
    """The side of ``cat`` one takes by one's role, not by the words: a pupils' category
    (classes) is a pupil's or a student's own (``own_cat``, or any of the trades of
    one's ``occupation``: a student who helps in the library) and a child's; the one who
    teaches the class at its own workplace does its own work (the work whose customer it is);
    any other grown-up is a visitor asked in (its ``visitor`` category: a retired miller's
    "talk to the class" is the speaker's, not "work through an exercise")."""
    if not cat.visitor or own_cat == cat.name or age < GROWN_UP:
        return cat
    if any(work_category(part) == cat.name for part in re.split(r"[;,]", occupation or "")):
        return cat
    names = active().by_name
    own = names.get(own_cat)
    if at_work and own is not None and own.customer == cat.name:
        return own
    return names.get(cat.visitor, cat)


def meal_word(text: str) -> str:
    """The meal a text names ("have lunch at the pub" -> "lunch"), else "a meal"."""
    low = (text or "").lower()
    tables = active()
    for m in tables.meals:
        if m in low:
            return tables.meal_aliases.get(m, m)
    return "a meal"


def drink_word(text: str) -> str:
    """The drink a text names ("an oat-milk latte" -> "oat-milk latte"), else "coffee"."""
    low = (text or "").lower()
    for d in active().drinks:
        if d in low:
            return d
    return "coffee"


# --------------------------------------------------------------------------- work kinds
# a capitalised name in an occupation (the workplace's, "shop assistant at Somebody's Bakery"):
# the place, not the trade; a shop assistant at a bakery is no baker
_NAME = re.compile(r"\b[A-Z][\w'’.-]*(?:\s+(?:(?:and|of|the|on|&)\s+)?[A-Z][\w'’.-]*)*")


def work_category(occupation: str, arena_kind: str = "") -> str:
    """The work category of an occupation's trade words ("head teacher" -> teach, "cook" ->
    work_kitchen), else of the workplace's arena kind from the map ("" when neither says).
    Never from names: the capitalised name of the workplace in the occupation is not read."""
    return _work_category(active(), occupation or "", arena_kind)


@functools.lru_cache(maxsize=4096)  # asked at every decomposition, of a few occupations
def _work_category(tables: Tables, occupation: str, arena_kind: str) -> str:
    occ = _NAME.sub(" ", occupation).lower()
    for words, c in tables.work_occupations:
        if re.search(words, occ):
            return c
    return tables.work_arenas.get(arena_kind, "")
