"""The built-in brain's tables in another language than English: a layer over the English set.

The shared files in ``data/`` are English. A language may give any of them again in
``data/<code>/`` (``data/zh/``: what the brain says, its news leads, its activities' words);
each is checked against the schema of the English file of its name and laid over the English
sections (``overlay``): a keyed section (the sets of lines of ``[phrases]``, a keyed table) key
by key, so every set the language leaves out is still said in English (a table keyed by patterns,
``work.occupations``, also takes the language's own patterns, after English's); any other
section whole. The sections a town may not change (``news_leads``, which ``extract_news``
must recognise) a language gives whole: its towns share them, and ``extract_news`` reads
the tables in use. A town's own file goes over the result, as over English.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.brains.builtin.table_check import Checked
from game.brains.builtin.table_sections import ALL_SPECS, SPECS
from game.brains.builtin.table_types import TablesError


def known_languages(data_dir: Path) -> list[str]:
    """ "en" and every language with a folder of its own in ``data_dir``."""
    return sorted(["en", *(p.name for p in data_dir.iterdir() if p.is_dir())])


def language_files(data_dir: Path, code: str, read: Callable[[Path], Checked]) -> list[Checked]:
    """The files of ``data_dir/<code>/`` that share a name with a shared file, each read and
    checked by ``read``; [] for "en".

    Raises:
        TablesError: one line, for a code with no folder of its own (or a bad file in it).
    """
    if code == "en":
        return []
    folder = data_dir / str(code)
    if not isinstance(code, str) or not code.isalpha() or not folder.is_dir():
        raise TablesError(
            f"the built-in brain has no phrasing in language {code!r}: use one of "
            f"{', '.join(known_languages(data_dir))}"
        )
    return [read(folder / name) for name in SPECS if (folder / name).is_file()]


def overlay(sections: dict[str, Any], layer: Checked) -> None:
    """A language's file over the English sections: a keyed section key by key (a key the
    English file does not have is a mistake: one line), the activities one by one and field by
    field (``words_of``), any other section whole."""
    for path, new in layer.sections.items():
        base = sections[path]
        if ALL_SPECS[path].shape == "activities":
            sections[path] = words_of(base, new, layer)
            continue
        if isinstance(new, dict) and isinstance(base, dict):
            # a table keyed by patterns (``work.occupations``) is matched against the town's
            # own text: a language adds its own patterns; any other key must be English's
            own_words = ALL_SPECS[path].key == "regex"
            unknown = [k for k in new if k not in base and not own_words]
            if unknown:
                layer.fail(f"{path} '{unknown[0]}'", "is not in the English file")
            sections[path] = {**base, **new}
        else:
            sections[path] = new


# what a language may say again of an activity: its words (the steps' texts come with their
# objects and minutes, so it gives the steps whole); its keywords and kinds stay the shared
# file's, since the plans they are matched against and the map are the same in any language
WORDED = frozenset(
    {"steps", "opening", "closing", "host_steps", "idle", "variants", "past", "saying"}
)
# and the keywords it adds in its own words (``language_keywords``), after the English ones


def words_of(base: list[dict[str, Any]], new: list[dict[str, Any]], layer: Checked) -> list:
    """The English activities with the fields of ``WORDED`` that ``layer`` gives in its
    language; every activity it does not name is unchanged (and said in English)."""
    by_name = {a["name"]: a for a in new}
    known = {a["name"] for a in base}
    for name, entry in by_name.items():
        if name not in known:
            layer.fail(f"activity '{name}'", "is not in the English file")
        other = sorted(set(entry) - WORDED - {"name", "language_keywords"})
        if other:
            layer.fail(f"activity '{name}'", f"may give only its words, not '{other[0]}'")
    out = []
    for a in base:
        given = dict(by_name.get(a["name"], {}))
        more = given.pop("language_keywords", [])
        out.append({**a, **given, "keywords": [*a.get("keywords", ()), *more]})
    return out
