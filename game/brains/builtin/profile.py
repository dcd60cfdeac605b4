"""What a persona's free text says about its days, mined once per persona and cached.

The persona's clauses (``clauses.py``: what it does when, as activity phrases), the named places
in all its text ("Corner Cafe", "Riverside Park") collected by kind so plans can name real
places (the words that give a name's kind are data: ``data/words.toml``, extended by a town's
file), its work category and phrase, how sociable it is and what it would say about its own
life in the first person. A persona card is hashable, so ``profile_of`` caches by card and
tables (lock-guarded).
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass

from game.brains.builtin import text as tx
from game.brains.builtin.activities import work_category
from game.brains.builtin.clauses import Clause, clauses_of, fill, make_phrase
from game.brains.builtin.tables import Tables, active
from game.brains.builtin.voice import first_person, gender_of
from game.mind.brain import PersonaCard
from game.mind.inner.temper import trait_text

__all__ = ["Clause", "Profile", "build_profile", "fill", "make_phrase", "profile_of", "work_phrase"]


@dataclass(frozen=True)
class Profile:
    first: str
    gender: str
    places: dict[str, str]  # kind -> a name from the persona's text: "cafe" -> "Corner Cafe"
    work_cat: str
    work_phrase: str
    clauses: tuple[Clause, ...]
    sociable: float  # 0..1
    self_lines: tuple[str, ...]  # first-person sentences for conversation
    work_sector: str = ""
    # the plan text of an hour at one's own project (the residents file's ``project`` key, as
    # the activity tables' ``projects`` say it: "copy out the family recipes at home"; "": none)
    project: str = ""

    def place(self, kind: str) -> str:
        tables = active()
        return (
            self.places.get(kind)
            or tables.town_places.get(kind)
            or tables.default_places.get(kind, "town")
        )


def _mine_places(persona: PersonaCard) -> dict[str, str]:
    blob = " ".join(
        (
            persona.learned,
            persona.currently,
            persona.lifestyle,
            persona.daily_requirement,
            persona.occupation,
        )
    )
    names = []
    for phrase in tx.capitalised_phrases(blob):
        # "The Red Lion and Corner Stores" are two places; "Hill Market and Pharmacy" one
        parts = re.split(r" and (?=[A-Z][\w'’-]+ [A-Z])", phrase)
        names.extend(
            parts if len(parts) > 1 and all(tx.is_place_name(x) for x in parts) else [phrase]
        )
    for p in (persona.work, persona.home):
        if p is not None:
            names.append(p.sector)
    out: dict[str, str] = {}
    kind_words = active().kind_words
    for name in names:
        if not tx.is_place_name(name):
            continue
        name = re.sub(r"^(?:The|At|In|On)\s+", "", name)
        for kind, pat in kind_words.items():
            if re.search(pat, name, re.IGNORECASE):
                if len(name) > len(out.get(kind, "")):
                    out[kind] = name
                break
    return out


def _the(arena: str) -> str:
    """'Taproom' -> 'the taproom'; 'Shop Floor' -> 'the shop floor'; "Clerk's Office" and
    'Classroom A' stay names."""
    if not arena or "'s " in arena or arena.startswith("The "):
        return arena
    words = arena.split()
    if len(words[-1]) == 1 or any(not w.isalpha() for w in words):
        return arena
    return "the " + arena.lower()


def work_phrase(persona: PersonaCard, cat: str) -> str:
    """The work block's wording. The workplace's names are labels from the residents file; what
    the work *is* comes from the category (occupation, then the workplace's kind)."""
    if persona.work is None:
        return ""
    sector, arena = persona.work.sector, persona.work.arena
    at_home = sector == persona.home.sector
    occ = persona.occupation.lower()
    where = f"{_the(arena)} at {sector}" if arena else sector
    last = arena.split()[-1].lower() if arena else ""
    prep = (
        "at"
        if last in ("counter", "bar", "desk", "till")
        else "on"
        if last in ("floor", "green", "lawn", "deck", "quay", "wharf", "field")
        else "in"
    )
    if at_home and cat == "writing":
        return (
            "work on the novel at the desk at home"
            if "novel" in occ
            else "write at the desk at home"
        )
    if at_home and cat == "painting":
        return "paint in the studio at home"
    phrases = {
        "teach": f"teach in {where}",
        "classes": (f"have lessons in {where}" if "pupil" in occ else f"attend classes in {where}"),
        "gardening": (
            f"volunteer in {where}" if "volunteer" in occ or "retired" in occ else f"tend {where}"
        ),
        "baking": f"bake in {where}",
        "fishing": f"work the boat from {where}",
        "work_skipper": f"work the boat from {where}",
        "work_deckhand": f"work the boat from {where}",
        "painting": f"paint at {sector}",
        "work_library": (f"volunteer in {where}" if "volunteer" in occ else f"work in {where}"),
    }
    return phrases.get(cat, f"work {prep} {where}")


def _self_lines(persona: PersonaCard, gender: str) -> tuple[str, ...]:
    out = []
    for s in tx.sentences(persona.currently):
        line = first_person(s, persona.name, gender)
        # "He has also noticed ..." leans on the sentence before it; said alone, no "also"
        line = re.sub(r"^(I(?:'m| am| have|'ve)?) also\b", r"\1", line)
        if line.startswith(("I", "My")):
            out.append(tx.clip(line, 170))
    return tuple(out)


_PRONOUN = {"female": "she", "male": "he"}


def build_profile(persona: PersonaCard) -> Profile:
    # the record first ("female" -> "she"); a file that says nothing: the pronouns of its prose
    gender = _PRONOUN.get(persona.gender) or gender_of(
        persona.learned, persona.currently, persona.lifestyle, persona.daily_requirement
    )
    places = _mine_places(persona)
    # the persona card carries no place kinds: the occupation decides here; the decomposer,
    # which sees the workplace's kind, refines it (``Decomposer.work_cat``)
    wcat = work_category(persona.occupation) if persona.work is not None else ""
    innate = trait_text(persona.innate)
    tables = active()
    sociable = (
        0.5
        + 0.15 * sum(w in innate for w in tables.sociable)
        - 0.15 * sum(w in innate for w in tables.reserved)
    )
    return Profile(
        first=persona.first_name(),
        gender=gender,
        places=places,
        work_cat=wcat,
        work_phrase=work_phrase(persona, wcat),
        clauses=clauses_of(persona, wcat, places),
        sociable=max(0.1, min(0.95, sociable)),
        self_lines=_self_lines(persona, gender),
        work_sector=persona.work.sector if persona.work is not None else "",
        project=tables.projects.get(persona.project, ""),
    )


_CACHE: dict[tuple[Tables, PersonaCard], Profile] = {}
_LOCK = threading.Lock()


def holds_a_grudge(persona: PersonaCard) -> bool:
    """A temper that keeps out of the way after a row and takes an apology coldly, rather
    than making it up first (the persona's own words: proud, stubborn, a temper, prickly)."""
    return any(w in persona.innate.lower() for w in ("proud", "stubborn", "temper", "prickly"))


def profile_of(persona: PersonaCard) -> Profile:
    """Cached ``build_profile`` (a few hundred microseconds the first time, then a dict hit).

    Keyed by the tables in use too, so ``tables.use_tables`` never serves a stale profile.
    """
    key = (active(), persona)
    try:
        with _LOCK:
            hit = _CACHE.get(key)
        if hit is not None:
            return hit
    except TypeError:  # unhashable odd input: just build it
        return build_profile(persona)
    prof = build_profile(persona)
    with _LOCK:
        if len(_CACHE) > 512:
            _CACHE.clear()
        _CACHE[key] = prof
    return prof
