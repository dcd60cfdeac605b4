"""The mind's own words the window shows, in the window's language: a mood ("content"), what
moved it ("a quarrel"), a need ("fullness"), a skill ("library_work") and its stage ("good").

They are keys of the mind's data (``game/mind/data/inner.toml``, ``skills.toml``), not words of
the code, so the extractor sees them here, marked with ``N_``; ``said`` turns one into the
window's language. A word a town's own data adds and this list lacks is shown as it is (a
test fails when the shipped data has a word this list does not).
"""

from __future__ import annotations

from game.ui.i18n import N_
from game.ui.i18n import gettext as _

MOODS = (
    N_("glad"), N_("content"), N_("calm"), N_("fine"), N_("weary"), N_("low"), N_("tense"),
    N_("upset"),
)  # fmt: skip
WHY = (
    N_("their workplace was closed"), N_("a quarrel"), N_("someone broke the town's rules"),
    N_("bad news about someone close"), N_("plans made with someone"), N_("a good talk"),
    N_("a warm talk"), N_("a talk that went badly"), N_("a gathering"), N_("going hungry"),
    N_("being worn out"), N_("no company all day"), N_("the room sided with them"),
    N_("the room went against them"), N_("a talk with someone they're sweet on"),
    N_("company after hours on their own"),
)  # fmt: skip
NEEDS = (N_("fullness"), N_("energy"), N_("social"), N_("fun"))
SKILLS = (
    N_("piano"), N_("guitar"), N_("painting"), N_("carpentry"), N_("darts"), N_("gardening"),
    N_("studies"), N_("teaching"), N_("dispensing"), N_("shopkeeping"), N_("paperwork"),
    N_("library work"), N_("bar work"), N_("coffee"), N_("cooking"),
)  # fmt: skip
STAGES = (
    N_("beginner"), N_("getting the hang of it"), N_("good"), N_("accomplished"), N_("expert"),
)  # fmt: skip
KNOWN = frozenset((*MOODS, *WHY, *NEEDS, *SKILLS, *STAGES))


def said(word: str) -> str:
    """``word`` (a key of the mind's data; "_" reads as a space) in the window's language."""
    text = word.replace("_", " ")
    return _(text) if text in KNOWN else text
