"""Reading the built-in brain's data files, merging a town's file over them, building ``Tables``.

The shared tables are five files in ``data/`` (activities, places, words, talk, speech), each with its
own sections, in English. Another language may give any of them in ``data/<code>/`` (e.g.
``data/zh/speech.toml``): its sections go over the English ones (``language_files``), a set of
lines of speech or a keyed table key by key, so what it leaves out is said in English. A town may add ``maps/<town>/activities.toml``, which may hold any section of any
of them and is merged over them:

* an ``[[activity]]`` with a new name is added at the end; with a shared name, the fields it
  gives replace the shared ones, and ``add_keywords`` adds keywords;
* word lists are extended, except ``fallback_importance``, which is replaced; a set of lines of
  speech (``[phrases]`` in ``speech.toml``) is replaced whole: a town speaks its own way;
* keyed tables (kinds, step sets, topics) are merged key by key; a new topic goes at the end,
  or ``before`` a named one where the order matters (the first matching topic wins);
* ``news_leads`` and ``own_news_leads`` cannot change: ``extract_news`` must recognise every
  line that shares news.

Each file is checked against its schema (``table_schema``: kinds, types, regexes, placeholders,
bounds) as it is read (``table_sections``); names pointing at other entries (a ``customer``, a
variant's step set, the categories of the work and persona tables, a topic's ``hides``) after
merging. Cost: about 30 ms for the shared files, most of it
``tomllib`` parsing, once per process (``tables.active`` keeps the result).
"""

from __future__ import annotations

import re
from pathlib import Path
from types import MappingProxyType
from typing import Any

from game.brains.builtin.table_check import Checked
from game.brains.builtin.table_language import language_files, overlay
from game.brains.builtin.table_sections import (
    ALL_SPECS,
    REQUIRED,
    SPECS,
    check_file,
    require_complete,
    require_topic,
)
from game.brains.builtin.table_types import Category, KindRef, Step, Tables, TablesError, Topic
from game.world.user_files import read_toml

REPO = Path(__file__).resolve().parents[3]
DATA_DIR = Path(__file__).resolve().parent / "data"
MAX_BYTES = 1_000_000  # a tables file (the largest shared one is 50 KB)


def display(path: Path) -> str:
    """The path as error lines show it: relative to the repository when inside it."""
    try:
        return Path(path).resolve().relative_to(REPO).as_posix()
    except ValueError:
        return str(path)


def read(path: Path, town: bool) -> Checked:
    """Parse and check one file (``TablesError`` with one line on any problem): a regular file
    of at most ``MAX_BYTES``, nested at most ``MAX_DEPTH`` deep, valid against its schema."""
    name = display(path)
    return check_file(name, read_toml(path, name, TablesError, MAX_BYTES), town)


def load(extra: Path | None = None, language: str = "en") -> Tables:
    """The shared tables, in ``language`` (``language_files``) when it is not "en", with
    ``extra`` (a town's file) merged over them when given."""
    sections: dict[str, Any] = {}
    refs: list[KindRef] = []
    links: list[tuple[str, str, str, str]] = []
    files: list[str] = []
    for name in SPECS:
        c = read(DATA_DIR / name, town=False)
        for path in SPECS[name]:
            if path not in c.sections:
                c.fail("the file", f"has no '{path}'")
        require_complete(c)
        sections.update(c.sections)
        refs += c.refs
        links += c.links
        files.append(c.file)
    for layer in language_files(DATA_DIR, language, lambda p: read(p, town=False)):
        overlay(sections, layer)
        refs += layer.refs
        links += layer.links
        files.append(layer.file)
    if extra is not None:
        town = read(Path(extra), town=True)
        _merge(sections, refs, town)
        refs += town.refs
        links += town.links
        files.append(town.file)
    _check_links(sections, links)
    return build(sections, refs, files)


# ---------------------------------------------------------------------------- merging
def _merge(sections: dict[str, Any], refs: list[KindRef], town: Checked) -> None:
    for path, new in town.sections.items():
        spec, base = ALL_SPECS[path], sections[path]
        if spec.merge == "fixed":
            town.fail(path, "cannot be changed by a town's file")
        if spec.shape == "words" and spec.merge == "add":
            sections[path] = base + [w for w in new if w not in base]
        elif spec.shape in ("words", "importance"):
            sections[path] = new
            _drop(refs, path)
        elif spec.shape in ("map", "step_sets", "phrases"):
            sections[path] = {**base, **new}
            for k in new:
                _drop(refs, f"step set '{k}'" if spec.shape == "step_sets" else f"{path} '{k}'")
        elif spec.shape == "words_map":
            merged = {k: list(v) for k, v in base.items()}
            for k, words in new.items():
                merged.setdefault(k, []).extend(w for w in words if w not in merged[k])
            sections[path] = merged
        elif spec.shape == "topics":
            sections[path] = _merge_topics(town, path, base, new)
        elif spec.shape == "category":
            sections[path] = {**base, **new}
            for k in new:
                _drop(refs, "activity 'generic'", k)
        else:
            sections[path] = _merge_activities(town, base, new, refs)


def _drop(refs: list[KindRef], entry: str, field: str | None = None) -> None:
    """Forget the shared kinds of an entry (or one field of it) that a town's file replaced."""
    refs[:] = [
        r
        for r in refs
        if r.entry != entry
        or (field is not None and r.field != field and not r.field.startswith(field + "."))
    ]


def _merge_topics(town: Checked, path: str, base: dict, new: dict) -> dict[str, Any]:
    out = dict(base)
    for name, fields in new.items():
        before = fields.get("before")
        value = {**out.get(name, {}), **{k: v for k, v in fields.items() if k != "before"}}
        require_topic(town, path, name, value)
        if before is None:
            out[name] = value
            continue
        out.pop(name, None)
        if before not in out:
            town.fail(f"{path} '{name}'", f"goes before unknown topic '{before}'")
        items = list(out.items())
        items.insert([k for k, _ in items].index(before), (name, value))
        out = dict(items)
    return out


def _merge_activities(town: Checked, base: list, new: list, refs: list[KindRef]) -> list:
    out = [dict(d) for d in base]
    index = {d["name"]: i for i, d in enumerate(out)}
    for d in new:
        name, entry = d["name"], f"activity '{d['name']}'"
        if name == "generic":
            town.fail(entry, "is reserved: change it with a [generic] table")
        if name not in index:
            if "add_keywords" in d:
                town.fail(entry, "is new: give it 'keywords', not 'add_keywords'")
            for key in REQUIRED:
                if key not in d:
                    town.fail(entry, f"is new and has no '{key}'")
            index[name] = len(out)
            out.append(dict(d))
            continue
        cur = out[index[name]]
        for key, value in d.items():
            if key == "add_keywords":
                cur["keywords"] = cur["keywords"] + [w for w in value if w not in cur["keywords"]]
            elif key != "name":
                cur[key] = value
                _drop(refs, entry, key)
    return out


def _check_links(sections: dict[str, Any], links: list[tuple[str, str, str, str]]) -> None:
    names = {d["name"] for d in sections["activity"]}
    for file, entry, what, name in links:
        if what == "category":
            known = names
        elif what == "step set":
            known = set(sections["step_sets"])
        else:  # "topic:<section>": a topic's hides
            known = set(sections[what.split(":", 1)[1]])
        if name not in known:
            raise TablesError(f"{file}: {entry} names unknown {what.split(':')[0]} '{name}'")


# ---------------------------------------------------------------------------- building
def build(sections: dict[str, Any], refs: list[KindRef], files: list[str]) -> Tables:
    """Frozen ``Tables`` from merged, checked sections."""
    s = sections
    sets = s["step_sets"]

    def category(d: dict[str, Any]) -> Category:
        def steps(v: str | tuple[Step, ...]) -> tuple[Step, ...]:
            return sets[v] if isinstance(v, str) else v

        return Category(
            name=d["name"],
            keywords=tuple(d.get("keywords", ())),
            sectors=tuple(d.get("sectors", ())),
            arenas=tuple(d.get("arenas", ())),
            objs=tuple(d.get("objects", ())),
            steps=d["steps"],
            emoji=d["emoji"],
            past=d["past"],
            opening=d.get("opening", ()),
            closing=d.get("closing", ()),
            variants=_ro({k: steps(v) for k, v in d.get("variants", {}).items()}),
            host_steps=d.get("host_steps", ()),
            customer=d.get("customer", ""),
            visitor=d.get("visitor", ""),
            home_only=d.get("home_only", False),
            long=d.get("long", False),
            once=d.get("once", False),
            idle=d.get("idle"),
            typical=d.get("typical_minutes", 0),
            saying=d.get("saying", ""),
        )

    def topics(path: str) -> tuple[Topic, ...]:
        return tuple(
            Topic(name, f["pattern"], tuple(f.get("lines", ())), tuple(f.get("hides", ())))
            for name, f in s[path].items()
        )

    def alts(path: str) -> str:
        return "|".join(s[path])

    return Tables(
        taxonomy=tuple(category(d) for d in s["activity"]),
        generic=category(s["generic"]),
        work_arenas=_ro(s["work.arenas"]),
        work_occupations=tuple(s["work.occupations"].items()),
        meals=tuple(s["meals.meals"]),
        meal_aliases=_ro(s["meals.aliases"]),
        drinks=tuple(s["meals.drinks"]),
        filler_ages=_ro(s["filler_ages"]),
        projects=_ro(s["projects"]),
        home_kinds=frozenset(s["home_kinds"]),
        private_arenas=frozenset(s["private_arenas"]),
        staff_arenas=frozenset(s["staff_arenas"]),
        hall_arenas=frozenset(s["hall_arenas"]),
        personal_objects=frozenset(s["personal_objects"]),
        seat_objects=frozenset(s["seat_objects"]),
        generic_name_words=frozenset(s["generic_name_words"]),
        sector_nouns=_ro({k: "|".join(v) for k, v in s["sector_nouns"].items()}),
        arena_nouns=_ro({k: tuple(v) for k, v in s["arena_nouns"].items()}),
        opening_times=_ro({k: int(v[:2]) * 60 + int(v[3:]) for k, v in s["opening_times"].items()}),
        not_verbs=frozenset(s["verbs.not_verbs"]),
        adverbs=frozenset(s["verbs.adverbs"]),
        irregular=_ro(s["verbs.irregular"]),
        gerunds=_ro(s["verbs.gerunds"]),
        past_irregular=frozenset(s["verbs.past_irregular"]),
        object_cues=frozenset(s["verbs.object_cues"]),
        place_words=frozenset(s["names.place_words"]),
        not_first_words=frozenset(s["names.not_first_words"]),
        sociable=tuple(s["persona.sociable"]),
        reserved=tuple(s["persona.reserved"]),
        default_places=_ro(s["persona.default_places"]),
        kind_words=_ro({k: _word_regex(v) for k, v in s["persona.kind_words"].items()}),
        default_phrase=_ro(s["persona.default_phrase"]),
        place_suffix=_ro(s["persona.place_suffix"]),
        news_leads=tuple(s["news_leads"]),
        question_kinds=tuple(s["question_kinds"].items()),
        own_news_leads=tuple(s["own_news_leads"]),
        emergency_words=alts("emergency_words"),
        warm_words=alts("warm_words"),
        event_nouns=alts("event_nouns"),
        topic_questions=topics("topic_questions"),
        news_reactions=topics("news_reactions"),
        talk_topics=topics("topics"),
        reflection_topics=topics("reflection.topics"),
        fallback_importance=tuple(s["reflection.fallback_importance"]),
        phrases=_ro({k: tuple(v) for k, v in s["phrases"].items()}),
        pieces=_ro({k: tuple(v) for k, v in s["pieces"].items()}),
        files=tuple(files),
        kind_refs=tuple(refs),
    )


def _ro(d: dict) -> MappingProxyType:
    return MappingProxyType(dict(d))


def _word_regex(words: list[str]) -> str:
    """Whole words, or word starts when written 'grocer*': r'\\b(?:cafe\\b|grocer)'."""
    parts = (re.escape(w[:-1]) if w.endswith("*") else re.escape(w) + r"\b" for w in words)
    return r"\b(?:" + "|".join(parts) + ")"
