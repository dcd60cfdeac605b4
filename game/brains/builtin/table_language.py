"""The built-in brain's tables in another language than English: a layer over the English set.

The shared files in ``data/`` are English. A language may give any of them again in
``data/<code>/`` (``data/zh/speech.toml``: greetings and farewells in Chinese); each is checked
against the schema of the English file of its name and laid over the English sections
(``overlay``): a keyed section (the sets of lines of ``[phrases]``, a keyed table) key by key,
so every set the language leaves out is still said in English; any other section whole. The
sections a town may not change (``news_leads``, which ``extract_news`` must recognise) a
language may not either. A town's own file goes over the result, as over English.
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
    English file does not have is a mistake: one line), any other section whole."""
    for path, new in layer.sections.items():
        base = sections[path]
        if ALL_SPECS[path].merge == "fixed":
            layer.fail(path, "cannot be changed by a language's file")
        if isinstance(new, dict) and isinstance(base, dict):
            unknown = [k for k in new if k not in base]
            if unknown:
                layer.fail(f"{path} '{unknown[0]}'", "is not in the English file")
            sections[path] = {**base, **new}
        else:
            sections[path] = new
