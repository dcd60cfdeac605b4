"""The sections of the built-in brain's data files, and reading one parsed file into them.

``SPECS`` says which file holds which section, what shape it has and how a town's file merges
into it, and which of its keys and values are place kinds or names of other entries.
``check_file`` validates a parsed file against its schema (``table_schema``: one ``TablesError``
line on the first problem), then turns it into ``Checked`` sections, noting the kinds and names
it uses; ``require_complete`` and ``require_topic`` are the checks a schema of one file cannot
make (every activity complete in the shared files, every topic with a regex after merging).
About 10 ms for all the shared files; parsing the TOML costs more.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from game.brains.builtin.table_check import Checked
from game.brains.builtin.table_schema import FILE_MODELS, KINDS, SLOTS, TownTables
from game.brains.builtin.table_types import TablesError
from game.world.user_file_problems import problem_line

LINE_TOPICS = ("topic_questions", "news_reactions")  # topics that must say something


@dataclass(frozen=True)
class Spec:
    """How one section looks and merges. ``shape``: words | map | words_map | topics |
    importance | activities | category | step_sets | phrases. ``merge`` (for a town's file): add (words
    are appended), replace, keys (per key), fixed (a town may not change it). ``key`` and
    ``item`` say what map keys and values / list items are (``Checked.note`` records kinds and
    names; the schema checked regexes, times and templates)."""

    shape: str
    merge: str = "add"
    key: str = ""
    item: str = ""


def _words(shape_merge: str = "add", item: str = "") -> Spec:
    return Spec("words", shape_merge, "", item)


def _map(key: str = "", item: str = "") -> Spec:
    return Spec("map", "keys", key, item)


SPECS: dict[str, dict[str, Spec]] = {
    "activities.toml": {
        "step_sets": Spec("step_sets", "keys"),
        "activity": Spec("activities", "keys"),
        "generic": Spec("category", "keys"),
        "work.arenas": _map("arena", "category"),
        "work.occupations": _map("regex", "category"),
        "meals.meals": _words(),
        "meals.aliases": _map(),
        "meals.drinks": _words(),
        "filler_ages": _map(),
        "projects": _map(),
    },
    "places.toml": {
        "home_kinds": _words(item="sector"),
        "private_arenas": _words(item="arena"),
        "staff_arenas": _words(item="arena"),
        "hall_arenas": _words(item="arena"),
        "personal_objects": _words(item="object"),
        "seat_objects": _words(item="object"),
        "generic_name_words": _words(),
        "sector_nouns": Spec("words_map", "add", "sector", "regex"),
        "arena_nouns": Spec("words_map", "add", "arena"),
        "opening_times": _map("sector", "time"),
    },
    "words.toml": {
        "verbs.not_verbs": _words(),
        "verbs.adverbs": _words(),
        "verbs.past_irregular": _words(),
        "verbs.object_cues": _words(),
        "verbs.irregular": _map(),
        "verbs.gerunds": _map(),
        "names.place_words": _words(),
        "names.not_first_words": _words(),
        "persona.sociable": _words(),
        "persona.reserved": _words(),
        "persona.default_places": _map("place"),
        "persona.kind_words": Spec("words_map", "add", "place"),
        "persona.default_phrase": _map("category", "template"),
        "persona.place_suffix": _map("category", "template"),
    },
    "talk.toml": {
        "news_leads": _words("fixed"),  # extract_news inverts them: part of the news protocol
        "own_news_leads": _words("fixed"),
        "emergency_words": _words(item="regex"),
        "warm_words": _words(item="regex"),
        "event_nouns": _words(item="regex"),
        "topic_questions": Spec("topics", "keys"),
        "news_reactions": Spec("topics", "keys"),
        "topics": Spec("topics", "keys"),
        "reflection.topics": Spec("topics", "keys"),
        "reflection.fallback_importance": Spec("importance", "replace"),
        "question_kinds": _map("regex"),
    },
    "speech.toml": {
        "phrases": Spec("phrases", "keys", "", "phrase"),
        "pieces": Spec("phrases", "keys", "", "phrase"),
    },
}
ALL_SPECS = {path: spec for specs in SPECS.values() for path, spec in specs.items()}

# category field -> what it holds; "sector" / "arena" / "object" are lists of kinds
CATEGORY_KEYS = {
    "name": "str",
    "keywords": "words",
    "add_keywords": "words",  # a town's file: keywords added to a shared category
    "language_keywords": "words",  # a language's file: keywords in its own words
    "sectors": "sector",
    "arenas": "arena",
    "objects": "object",
    "steps": "steps",
    "opening": "steps",
    "closing": "steps",
    "host_steps": "steps",
    "idle": "step",
    "variants": "variants",
    "emoji": "str",
    "past": "str",
    "saying": "str",
    "customer": "category",
    "visitor": "category",
    "home_only": "bool",
    "long": "bool",
    "once": "bool",
    "typical_minutes": "int",
}
REQUIRED = ("keywords", "steps", "emoji", "past")


def check_file(file: str, data: dict[str, Any], town: bool) -> Checked:
    """Validate one parsed file (``town``: a town's own file, which may hold any section) and
    read it into sections."""
    c = Checked(file, town)
    model = TownTables if town else FILE_MODELS[file.rsplit("/", 1)[-1]]
    try:
        parsed = model.model_validate(data, context={"town": town})
    except ValidationError as e:
        raise TablesError(f"{file}: {problem_line(e, data)}") from None
    specs = ALL_SPECS if town else SPECS[file.rsplit("/", 1)[-1]]
    tree: dict[str, Any] = {}
    for path, spec in specs.items():
        *parents, leaf = path.split(".")
        node = tree
        for p in parents:
            node = node.setdefault(p, {})
        node[leaf] = spec
    _walk(c, parsed.model_dump(exclude_unset=True), tree, "")
    return c


def _walk(c: Checked, data: dict[str, Any], tree: dict[str, Any], prefix: str) -> None:
    for key, value in data.items():
        node, path = tree[key], prefix + key
        if isinstance(node, Spec):
            c.sections[path] = _section(c, path, node, value)
        else:
            _walk(c, value, node, path + ".")


def _section(c: Checked, path: str, spec: Spec, value: Any) -> Any:
    if spec.shape == "words":
        for w in value:
            c.note(spec.item, path, "", w)
        return list(value)
    if spec.shape == "phrases":  # set name -> alternatives
        return {k: list(v) for k, v in value.items()}
    if spec.shape in ("map", "words_map"):
        for k, v in value.items():
            entry = f"{path} '{k}'"
            c.note(spec.key, entry, "", k)
            for x in [v] if spec.shape == "map" else v:
                c.note(spec.item, entry, "", x)
        return dict(value)
    if spec.shape == "topics":
        return {k: _topic(c, f"{path} '{k}'", v) for k, v in value.items()}
    if spec.shape == "importance":
        return [(row["score"], row["pattern"]) for row in value]
    if spec.shape == "step_sets":
        return {k: c.steps(f"step set '{k}'", "steps", v) for k, v in value.items()}
    if spec.shape == "category":
        return category(c, value, True)
    return [category(c, v, False) for v in value]  # activities


def _topic(c: Checked, entry: str, value: dict[str, Any]) -> dict[str, Any]:
    for name in value.get("hides", ()):
        c.links.append((c.file, entry, f"topic:{entry.split(' ', 1)[0]}", name))
    return dict(value)


def category(c: Checked, raw: dict[str, Any], generic: bool) -> dict[str, Any]:
    """One ``[[activity]]`` (or the ``[generic]`` one) as a dict of the fields it sets."""
    name = "generic" if generic else raw["name"]
    entry = f"activity '{name}'"
    out: dict[str, Any] = {"name": name}
    for key, v in raw.items():
        rule = CATEGORY_KEYS[key]
        if rule in KINDS:
            for kind in v:
                c.note(rule, entry, key, kind)
        elif rule == "steps":
            v = c.steps(entry, key, v)
        elif rule == "step":
            v = c.step(entry, key, v)
        elif rule == "category":
            c.note("category", entry, key, v)
        elif rule == "variants":  # sector kind -> a step set's name or a list of steps
            out[key] = {}
            for kind, steps in v.items():
                c.note("sector", entry, key, kind)
                if isinstance(steps, str):
                    c.note("step set", entry, key, steps)
                    out[key][kind] = steps
                else:
                    out[key][kind] = c.steps(entry, f"{key}.{kind}", steps)
            continue
        out[key] = v
    return out


def require_complete(c: Checked) -> None:
    """A shared file must define every activity fully, once, and every topic it lists."""
    seen: set[str] = set()
    for d in c.sections.get("activity", ()):
        entry = f"activity '{d['name']}'"
        if d["name"] in seen or d["name"] == "generic":
            c.fail(entry, "is defined twice (or named like the [generic] one)")
        seen.add(d["name"])
        for key in REQUIRED:
            if key not in d:
                c.fail(entry, f"has no '{key}'")
    if "generic" in c.sections:
        for key in REQUIRED[1:]:
            if key not in c.sections["generic"]:
                c.fail("activity 'generic'", f"has no '{key}'")
    for path in LINE_TOPICS + ("topics", "reflection.topics"):
        for name, fields in c.sections.get(path, {}).items():
            require_topic(c, path, name, fields)
    missing = SLOTS["template"] - set(c.sections.get("persona.default_places", SLOTS["template"]))
    if missing:  # profile.fill needs a name for every placeholder
        c.fail("persona.default_places", f"has no '{sorted(missing)[0]}'")


def require_topic(c: Checked, path: str, name: str, fields: dict[str, Any]) -> None:
    """A topic (after a town's file changed it) needs a regex, and lines where it speaks."""
    if "pattern" not in fields:
        c.fail(f"{path} '{name}'", "has no 'pattern'")
    if path in LINE_TOPICS and not fields.get("lines"):
        c.fail(f"{path} '{name}'", "has no 'lines'")
