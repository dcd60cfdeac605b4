"""The window's words in the player's language: ``gettext``, ``ngettext`` and ``use_language``.

Every string the window shows goes through ``_("...")`` (``from game.ui.i18n import gettext
as _``, the usual gettext idiom) or ``ngettext`` for a count, written in English in the code. The translations are gettext catalogs, ``locale/<code>/LC_MESSAGES/
window.po``, extracted from the code by Babel (``pybabel extract -F babel.cfg``, see
``tests/ui/test_catalog.py``) and compiled here by Babel at load time, in memory: no ``.mo``
file to build or to forget. English needs no catalog: the code's own strings are shown.

A string put together from pieces is one whole sentence with named placeholders,
``_("{name} is asleep").format(name=...)``, so a translation can put them where its grammar
wants. Constants defined at import time are marked with ``N_`` (for the extractor only) and
passed through ``_`` where they are shown. Residents' speech, memories and names are not
catalog strings: they come from the town and the brains.
"""

from __future__ import annotations

from pathlib import Path

from game.world.catalogs import N_, Catalogs  # noqa: F401 - N_ is this module's too

LOCALE_DIR = Path(__file__).resolve().parent / "locale"
DOMAIN = "window"

_catalogs = Catalogs(LOCALE_DIR, DOMAIN)
# the catalog's own methods, under the names the callers and the extractor know
catalog_path = _catalogs.path
load_translations = _catalogs.load
use_language = _catalogs.use
current_language = _catalogs.current
gettext = _catalogs.gettext
ngettext = _catalogs.ngettext
