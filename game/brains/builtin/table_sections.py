"""The sections of the built-in brain's data files, and checking one parsed file against them.

``SPECS`` says which file holds which section, what shape it has and how a town's file merges
into it; ``check_file`` walks a parsed file, refuses unknown keys and checks every value with
``table_check.Checked`` (one ``TablesError`` line on the first problem). About 5 ms for all the
shared files; parsing the TOML costs more.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.brains.builtin.table_check import KINDS, SLOTS, Checked

LINE_TOPICS = ("topic_questions", "news_reactions")  # topics that must say something


@dataclass(frozen=True)
class Spec:
    """How one section looks and merges. ``shape``: words | map | words_map | topics |
    importance | activities | category | step_sets | phrases. ``merge`` (for a town's file): add (words
    are appended), replace, keys (per key), fixed (a town may not change it). ``key`` and
    ``item`` name the check for map keys and for values / list items (``Checked.check``)."""

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
    },
    "places.toml": {
        "home_kinds": _words(item="sector"),
        "private_arenas": _words(item="arena"),
        "staff_arenas": _words(item="arena"),
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
    },
    "speech.toml": {
        "phrases": Spec("phrases", "keys", "", "phrase"),
    },
}
ALL_SPECS = {path: spec for specs in SPECS.values() for path, spec in specs.items()}

# category field -> rule; "sector" / "arena" / "object" are lists of kinds
CATEGORY_KEYS = {
    "name": "str",
    "keywords": "words",
    "add_keywords": "words",  # a town's file: keywords added to a shared category
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
    "customer": "category",
    "home_only": "bool",
    "long": "bool",
    "once": "bool",
    "typical_minutes": "int",
}
GENERIC_KEYS = frozenset(CATEGORY_KEYS) - {"name", "keywords", "add_keywords", "customer"}
REQUIRED = ("keywords", "steps", "emoji", "past")


def check_file(file: str, data: dict[str, Any], town: bool) -> Checked:
    """Check one parsed file (``town``: a town's own file, which may hold any section)."""
    c = Checked(file, town)
    specs = ALL_SPECS if town else SPECS[file.rsplit("/", 1)[-1]]
    tree: dict[str, Any] = {}
    for path, spec in specs.items():
        *parents, leaf = path.split(".")
        node = tree
        for p in parents:
            node = node.setdefault(p, {})
        node[leaf] = spec
    _walk(c, data, tree, "")
    return c


def _walk(c: Checked, data: dict[str, Any], tree: dict[str, Any], prefix: str) -> None:
    for key, value in data.items():
        node = tree.get(key)
        path = prefix + key
        if node is None:
            c.fail(prefix.rstrip(".") or "the file", f"has unknown key '{key}'")
        if isinstance(node, Spec):
            c.sections[path] = _section(c, path, node, value)
        else:
            _walk(c, c.table(path, value), node, path + ".")


def _section(c: Checked, path: str, spec: Spec, value: Any) -> Any:
    if spec.shape == "words":
        out = c.words(path, value)
        for w in out:
            c.check(spec.item, path, "", w)
        return out
    if spec.shape == "phrases":  # set name -> alternatives, each checked for placeholders
        out = {}
        for k, v in c.table(path, value).items():
            out[k] = c.words(f"{path} '{k}'", v)
            for line in out[k]:
                c.check(spec.item, f"{path} '{k}'", "", line)
        return out
    if spec.shape in ("map", "words_map"):
        out = {}
        for k, v in c.table(path, value).items():
            entry = f"{path} '{k}'"
            c.check(spec.key, entry, "", k)
            vals = [c.text(entry, v)] if spec.shape == "map" else c.words(entry, v)
            for x in vals:
                c.check(spec.item, entry, "", x)
            out[k] = vals[0] if spec.shape == "map" else vals
        return out
    if spec.shape == "topics":
        return {k: _topic(c, f"{path} '{k}'", v) for k, v in c.table(path, value).items()}
    if spec.shape == "importance":
        if not isinstance(value, list):
            c.fail(path, "must be a list of {score, pattern} tables")
        rows = [c.table(f"{path}[{i}]", v, ("score", "pattern")) for i, v in enumerate(value)]
        out = []
        for i, row in enumerate(rows):
            pattern = c.text(f"{path}[{i}]", row.get("pattern"), "pattern")
            c.check("regex", f"{path}[{i}]", "", pattern)
            out.append((c.integer(f"{path}[{i}]", row.get("score"), "score", 1, 10), pattern))
        return out
    if spec.shape == "step_sets":
        return {k: c.steps(f"step set '{k}'", "steps", v) for k, v in c.table(path, value).items()}
    if spec.shape == "category":
        return category(c, value, True)
    if not isinstance(value, list):  # activities
        c.fail(path, "must be a list of [[activity]] tables")
    return [category(c, v, False) for v in value]


def _topic(c: Checked, entry: str, value: Any) -> dict[str, Any]:
    raw = c.table(entry, value, ("pattern", "lines", "hides", "before"))
    out: dict[str, Any] = {}
    if "pattern" in raw:
        out["pattern"] = c.text(entry, raw["pattern"], "pattern")
        c.check("regex", entry, "", out["pattern"])
    for key in ("lines", "hides"):
        if key in raw:
            out[key] = c.words(entry, raw[key], key)
    for name in out.get("hides", ()):
        c.links.append((c.file, entry, f"topic:{entry.split(' ', 1)[0]}", name))
    if "before" in raw:
        if not c.town:
            c.fail(entry, "'before' is only for a town's file (the shared order is the file's)")
        out["before"] = c.text(entry, raw["before"], "before")
    return out


def category(c: Checked, value: Any, generic: bool) -> dict[str, Any]:
    """One ``[[activity]]`` (or the ``[generic]`` one) as a dict of the fields it sets."""
    raw = c.table("activity 'generic'" if generic else "an [[activity]]", value)
    name = "generic" if generic else raw.get("name")
    if not isinstance(name, str) or not name:
        c.fail("an [[activity]]", "has no 'name'")
    entry = f"activity '{name}'"
    c.table(entry, raw, GENERIC_KEYS if generic else CATEGORY_KEYS)
    out: dict[str, Any] = {"name": name}
    for key, v in raw.items():
        rule = CATEGORY_KEYS[key]
        if rule == "str":
            out[key] = c.text(entry, v, key)
        elif rule == "words":
            out[key] = c.words(entry, v, key)
        elif rule in KINDS:
            out[key] = c.words(entry, v, key)
            for kind in out[key]:
                c.check(rule, entry, key, kind)
        elif rule == "steps":
            out[key] = c.steps(entry, key, v)
        elif rule == "step":
            out[key] = c.step(entry, key, v)
        elif rule == "bool":
            out[key] = c.flag(entry, v, key)
        elif rule == "int":
            out[key] = c.integer(entry, v, key, 1, 600)
        elif rule == "category":
            out[key] = c.text(entry, v, key)
            c.check("category", entry, key, v)
        else:  # variants: sector kind -> a step set's name or a list of steps
            out[key] = {}
            for kind, steps in c.table(entry, v).items():
                c.check("sector", entry, key, kind)
                if isinstance(steps, str):
                    c.check("step set", entry, key, steps)
                    out[key][kind] = steps
                else:
                    out[key][kind] = c.steps(entry, f"{key}.{kind}", steps)
    if "add_keywords" in out and not c.town:
        c.fail(entry, "'add_keywords' is only for a town's file")
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
