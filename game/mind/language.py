"""What the mind needs to know about text it did not make, and who tells it.

The mind keeps records (facts, events, acquaintances) and reads them; it does not parse a
language. Some text still reaches it from outside: a residents file written in prose, a
brain's summary of a talk, a whisper, a plan phrase. Whatever has to be learnt from such text
is asked of a ``Reading``, the one interface here: how much a sentence matters, whether it is
routine or a secret, which day it names, what kind of bond it states, a whisper in the first
person, a plan phrase as an onlooker or a diary says it, its words.

A process has one reading: ``use(reading)`` sets it (the app does, once it knows the town's
language: ``game.app_setup``), ``reading()`` returns it. Before anything is set, ``Neutral``
answers: it parses nothing (every sentence of middle importance, no secrets, no dates, no
bonds beyond "known", words split at spaces), so the mind runs on its records alone.
"""

from __future__ import annotations

from datetime import date
from typing import Protocol, runtime_checkable

MIDDLE_IMPORTANCE = 3  # what a sentence nothing is known about scores (of 1-10)


@runtime_checkable
class Reading(Protocol):
    """What the mind and the brains ask of text. Each answer must be quick (microseconds):
    most are asked once per memory, ``progressive`` once per body per step."""

    # how much it matters
    def importance(self, text: str) -> int:
        """Poignancy 1-10 of a sentence (the paper's scale)."""

    def is_routine(self, text: str) -> bool:
        """An idle routine observation ("the bed is idle"): never worth a model's judgement."""

    # what kind of statement a sentence of news is
    def is_secret(self, text: str) -> bool:
        """A crush, something hidden, something not yet told: not for everyone's ears."""

    def says_worry(self, text: str) -> bool:
        """Whether a sentence of one's own says a worry in so many words ("I'm worried",
        "I dread", not "no need to worry")."""

    def announces(self, text: str) -> bool:
        """News about oneself one breaks to a few ("is planning", "has just")."""

    def happened(self, text: str) -> bool:
        """Something that took place, not a plan: it goes stale slowly, not at a midnight."""

    def is_habit_or_opinion(self, text: str) -> bool:
        """What someone is like (a habit, a view, a wish), for talk rather than news."""

    def names_in(self, text: str, names: tuple[str, ...]) -> bool:
        """Whether ``text`` names one of these people."""

    def addressed(self, text: str, name: str) -> bool:
        """``name`` appears only as the one something is done to or with ("running against
        Tom"): a line to them can say "you" there."""

    def did_notable(self, summary: str) -> bool:
        """A first-person summary of a talk says the speaker did something notable (argued,
        made peace, asked someone out), not only heard or talked of it."""

    # days
    def event_date(self, text: str, year: int) -> date | None:
        """The calendar day a sentence names, or None."""

    def invitation_ahead(self, text: str, today: date | None) -> bool:
        """An invitation to a gathering on a day still to come."""

    def mentions_gathering(self, text: str) -> bool:
        """The sentence speaks of something one could go to (a party, a concert)."""

    def goes_to_gathering(self, activity: str) -> bool:
        """A plan phrase that hosts or attends a gathering (not one that sets it up)."""

    def is_about_day(self, text: str, day: date) -> bool:
        """The sentence places what it tells on ``day`` ("tonight", its date, its weekday)."""

    # people
    def bond_kind(self, text: str) -> str:
        """'family' | 'romance' | 'quarrel' | 'rival' | 'close' | 'known' ('' for no text)."""

    def confides(self, bond: str) -> bool:
        """The bond names someone one tells everything."""

    # voice and verbs
    def first_person(self, whisper: str) -> str:
        """A whisper addressed to the resident ("you want to ...") in its own words."""

    def shown(self, activity: str) -> str:
        """A plan phrase as the town's language shows it: a plan written in another
        language's words (the built-in brain's English tables) in the town's own, if it can
        say it ("attend classes at 小学" -> "在小学上课"); else as it is."""

    def progressive(self, activity: str) -> str:
        """A plan phrase as an onlooker says it ("pour a latte" -> "pouring a latte")."""

    def past(self, activity: str) -> str:
        """A plan phrase as done ("pour a latte" -> "poured a latte")."""

    # words
    def words(self, text: str) -> list[str]:
        """The lower-case words two statements are compared by."""

    def name_words(self, text: str) -> list[str]:
        """The words of a name or a description (letters only), as written."""


class Neutral:
    """A reading that parses nothing: the mind runs on records alone."""

    def importance(self, text: str) -> int:
        return MIDDLE_IMPORTANCE

    def is_routine(self, text: str) -> bool:
        return False

    def is_secret(self, text: str) -> bool:
        return False

    def says_worry(self, text: str) -> bool:
        return False

    def announces(self, text: str) -> bool:
        return False

    def happened(self, text: str) -> bool:
        return False

    def is_habit_or_opinion(self, text: str) -> bool:
        return False

    def names_in(self, text: str, names: tuple[str, ...]) -> bool:
        return any(n and n in text for n in names)  # a full name, written out

    def addressed(self, text: str, name: str) -> bool:
        return False

    def did_notable(self, summary: str) -> bool:
        return False

    def event_date(self, text: str, year: int) -> date | None:
        return None

    def invitation_ahead(self, text: str, today: date | None) -> bool:
        return False

    def mentions_gathering(self, text: str) -> bool:
        return False

    def goes_to_gathering(self, activity: str) -> bool:
        return False

    def is_about_day(self, text: str, day: date) -> bool:
        return False

    def bond_kind(self, text: str) -> str:
        return "known" if (text or "").strip() else ""

    def confides(self, bond: str) -> bool:
        return False

    def first_person(self, whisper: str) -> str:
        return whisper

    def shown(self, activity: str) -> str:
        return activity

    def progressive(self, activity: str) -> str:
        return activity.strip()

    def past(self, activity: str) -> str:
        return activity.strip()

    def words(self, text: str) -> list[str]:
        return text.lower().split()

    def name_words(self, text: str) -> list[str]:
        return text.split()


_current: list[Reading] = [Neutral()]


def use(reading: Reading) -> None:
    """Make ``reading`` the process's reading (every resident's, every brain's)."""
    if not isinstance(reading, Reading):
        raise TypeError(f"not a Reading: {type(reading).__name__}")
    _current[0] = reading


def reading() -> Reading:
    """The process's reading (``Neutral`` until ``use`` sets one)."""
    return _current[0]


# the reading the answers below were given by, and its answers per text (see ``remembered``)
_answers: dict[str, object] = {"by": None, "importance": {}, "routine": {}}
_MOST = 50_000  # texts kept per question before starting afresh


def remembered(question: str, text: str):
    """``reading().importance(text)`` (``question`` "importance") or ``.is_routine(text)``
    ("routine"), each worked out once per text while the reading stays: a reading's answers
    depend on the text alone, and a sentence seen in a crowd ("Ann Lee is eating lunch") is
    scored for each of the many who notice it. Safe from several threads (a race answers
    twice, alike)."""
    now = _current[0]
    if _answers["by"] is not now:
        _answers.update(by=now, importance={}, routine={})
    known = _answers[question]
    got = known.get(text)
    if got is None:
        if len(known) >= _MOST:
            known.clear()
        ask = now.importance if question == "importance" else now.is_routine
        got = known[text] = ask(text)
    return got
