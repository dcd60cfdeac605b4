"""Every test reads text in English, as the app does (``game.app_setup.make_simulation``), so
a test that makes residents by hand reads them as a town would."""

from __future__ import annotations

import pytest

from game.lang.en import English
from game.mind import language


@pytest.fixture(autouse=True, scope="session")
def english_reading():
    language.use(English())
    yield
