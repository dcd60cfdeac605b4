"""Every test reads text in English, as the app does (``game.app_setup.make_simulation``), so
a test that makes residents by hand reads them as a town would."""

from __future__ import annotations

import pytest

from game.brains.builtin.tables import active, load_tables, use_tables
from game.lang.en import English
from game.mind import language, wording
from game.report import i18n as report_i18n
from game.ui import i18n as ui_i18n
from tools.town_maker import catalogue


@pytest.fixture(autouse=True, scope="session")
def english_reading():
    language.use(English())
    yield


@pytest.fixture(autouse=True)
def english_records():
    """A test that built a Chinese town leaves the mind's record frames, the built-in brain's
    tables and the window's and reports' catalogs English again (``game.mind.wording``,
    ``game.brains.builtin.tables``, ``game.report.i18n``, ``game.ui.i18n``: the app sets them
    per town and run), so what the next test in the same worker reads does not depend on
    which test ran before it."""
    yield
    wording.use({})
    use_tables(None)
    # ... and the window's and the reports' words English again (a test of the Chinese
    # window or a ``--language zh`` run sets them for the process: a timeline test after it
    # in the same worker found "## Residents" in Chinese)
    for catalog in (report_i18n, ui_i18n):
        if catalog.current_language() != "en":
            catalog.use_language("en")


@pytest.fixture(params=catalogue.LANGUAGES)
def maker_language(request):
    """Make towns and read the brain's tables in each of the town maker's languages (the
    maker's tests: tests/test_town_maker_trades.py, tests/tools/test_made_places.py)."""
    saved = active()
    catalogue.use(request.param)
    use_tables(load_tables(language=request.param))
    yield request.param
    catalogue.use("en")
    use_tables(saved)
