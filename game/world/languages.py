"""The languages the game can be played in, and which one a run uses.

One setting chooses the language: ``--language`` on the command line, else ``[game] language``
in ``config.toml``, else the town's own ``language`` map property, else English. Every layer
is checked against ``LANGUAGES`` where it is read (argparse's choices, the config schema, the
map schema), so ``choose_language`` only picks the first layer that says something.
"""

from __future__ import annotations

from typing import Literal

LANGUAGES: tuple[str, ...] = ("en", "zh")
DEFAULT_LANGUAGE = "en"
Language = Literal["en", "zh"]  # the schemas' type: keep in step with LANGUAGES
# each language's own name for itself, as the start screen offers it
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "zh": "中文"}


def choose_language(flag: str | None, config: str | None, town: str | None) -> str:
    """The first of flag > config > town that names a language, else ``DEFAULT_LANGUAGE``."""
    for layer in (flag, config, town):
        if layer:
            return layer
    return DEFAULT_LANGUAGE


def language_problem(code: object) -> str:
    """What is wrong with a language code ("" when it is one of ``LANGUAGES``)."""
    if code in LANGUAGES:
        return ""
    return f"language {code!r} is not one of {', '.join(LANGUAGES)}"
