"""The language setting's wiring: where ``--language``, ``[game] language`` and a town's own
``language`` meet, and how the window is switched to the chosen one.

Precedence: the flag > ``config.toml``'s ``[game] language`` > the town's map property
``language`` > English (``game.world.languages.choose_language``). Each layer is checked where
it is read (argparse's choices, the config schema, the map schema), so a bad value is one line
and exit code 2 before anything runs. ``main.py`` keeps the result as ``settings["language"]``,
the one value the rest of the app reads. The window checks it has a font for the language
(``game.ui.fonts``): without one it says so in one line and shows English.
"""

from __future__ import annotations

import sys

from game.world.languages import LANGUAGES, choose_language


def add_language_arg(parser) -> None:
    """``--language``: argparse refuses a value not in ``LANGUAGES`` in one line (exit 2)."""
    parser.add_argument(
        "--language",
        choices=LANGUAGES,
        default=None,
        help="the window's language: en or zh (default: [game] language in config.toml, else "
        "the town's own, else en)",
    )


def language_layers(args, config_language: str | None) -> dict:
    """The settings' language entries before a town is known: the flag's, the config file's,
    and the language they choose (the start screen's until a town adds its own)."""
    flag = getattr(args, "language", None)
    return {
        "language_flag": flag,
        "language_config": config_language,
        "language": choose_language(flag, config_language, None),
    }


def settle_language(settings: dict, town_language: str | None) -> str:
    """``settings["language"]`` once the town is known (flag > config > town > English); the
    reports of the run (summary, interviews, timeline, tables, plots) are written in it."""
    settings["language"] = choose_language(
        settings.get("language_flag"), settings.get("language_config"), town_language
    )
    reports_in(settings["language"])
    return settings["language"]


def reports_of_run(args, town_language: str | None) -> str:
    """The language of a scenario run's reports (flag > the town's > English): the table, the
    plot, the timeline. Returns it."""
    code = choose_language(getattr(args, "language", None), None, town_language)
    reports_in(code)
    return code


def reports_in(code: str) -> None:
    """Write the run's reports in ``code`` (``game.report.i18n``)."""
    from game.report.i18n import use_language

    use_language(code)


def open_window_in(code: str) -> str:
    """Switch the window's words to ``code`` (the language it can show: English, with one line
    on stderr, when no font has the language's characters)."""
    from game.ui.fonts import usable_language
    from game.ui.i18n import use_language

    shown, problem = usable_language(code)
    if problem:
        print(f"main.py: {problem}", file=sys.stderr)
    use_language(shown)
    return shown
