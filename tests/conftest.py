"""Every test reads text in English, as the app does (``game.app_setup.make_simulation``), so
a test that makes residents by hand reads them as a town would."""

from __future__ import annotations

import pytest

from game.brains.builtin.tables import active, load_tables, use_tables
from game.lang.en import English
from game.mind import language, wording
from tools.town_maker import catalogue


@pytest.fixture(autouse=True, scope="session")
def english_reading():
    language.use(English())
    yield


@pytest.fixture(autouse=True)
def english_records():
    """A test that built a Chinese town leaves the mind's record frames and the built-in
    brain's tables English again (``game.mind.wording``, ``game.brains.builtin.tables``: the
    app sets them per town), so what the next test in the same worker reads does not depend
    on which test ran before it."""
    yield
    wording.use({})
    use_tables(None)


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
