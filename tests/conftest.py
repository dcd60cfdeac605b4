"""Every test reads text in English, as the app does (``game.app_setup.make_simulation``), so
a test that makes residents by hand reads them as a town would."""

from __future__ import annotations

import pytest

from game.brains.builtin.tables import use_tables
from game.lang.en import English
from game.mind import language, wording


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
