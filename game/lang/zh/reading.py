"""``Chinese``: the reading (``game.mind.language.Reading``) of text written in Chinese.

Each answer is one of this package's modules, split by idea as ``game.lang.en`` is:
``importance`` (a keyword table), ``statements`` (secrets, announcements, habits, what
happened, whom a sentence names), ``dates`` (the day a sentence names, gatherings), ``bonds``
(the kind of a relationship), ``voice`` (a whisper in the first person), ``verbs`` (plan
phrases as said by an onlooker or a diary) and ``words`` (Latin words and character n-grams).

A town written in Chinese is not all Chinese: the simulation says what it sees in English
("林小雨 is sleeping"), plan phrases may come from English tables, a resident may have a Latin
name. So text with no Chinese character in it is read as English (``game.lang.en``), and
importance counts both keyword tables. An English town read as Chinese is therefore read
exactly as in English: the same seed lives the same day.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from game.lang.en import English
from game.lang.zh import bonds, dates, importance, statements, verbs, voice, words

has_chinese = words.has_chinese


class Chinese:
    """Chinese text, read by rules: keyword tables and character n-grams; other text, as
    English. ``plan_words`` says a plan phrase of the brain's English tables in Chinese where
    it can (the app gives the built-in brain's ``said_plan``; None: plans are shown as
    written): what ``shown`` returns, and what ``progressive`` and ``past`` start from."""

    def __init__(self, plan_words: Callable[[str], str] | None = None) -> None:
        self.english = English()
        self.plan_words = plan_words

    def importance(self, text: str) -> int:
        return importance.rule_importance(text)

    def is_routine(self, text: str) -> bool:
        return importance.is_routine(text)

    def is_secret(self, text: str) -> bool:
        if not has_chinese(text):
            return self.english.is_secret(text)
        return statements.is_secret(text)

    def says_worry(self, text: str) -> bool:
        if not has_chinese(text):
            return self.english.says_worry(text)
        return statements.says_worry(text)

    def announces(self, text: str) -> bool:
        if not has_chinese(text):
            return self.english.announces(text)
        return statements.announces(text)

    def happened(self, text: str) -> bool:
        if not has_chinese(text):
            return self.english.happened(text)
        return statements.happened(text)

    def is_habit_or_opinion(self, text: str) -> bool:
        if not has_chinese(text):
            return self.english.is_habit_or_opinion(text)
        return statements.is_habit_or_opinion(text)

    def names_in(self, text: str, names: tuple[str, ...]) -> bool:
        if not has_chinese(text) and not any(has_chinese(n) for n in names):
            return self.english.names_in(text, names)
        return statements.names_in(text, names)

    def addressed(self, text: str, name: str) -> bool:
        if not has_chinese(text) and not has_chinese(name):
            return self.english.addressed(text, name)
        return statements.addressed(text, name)

    def did_notable(self, summary: str) -> bool:
        if not has_chinese(summary):
            return self.english.did_notable(summary)
        return statements.did_notable(summary)

    def event_date(self, text: str, year: int) -> date | None:
        if not has_chinese(text):
            return self.english.event_date(text, year)
        return dates.event_date(text, year)

    def invitation_ahead(self, text: str, today: date | None) -> bool:
        if not has_chinese(text):
            return self.english.invitation_ahead(text, today)
        return dates.invitation_ahead(text, today)

    def mentions_gathering(self, text: str) -> bool:
        if not has_chinese(text):
            return self.english.mentions_gathering(text)
        return dates.mentions_gathering(text)

    def goes_to_gathering(self, activity: str) -> bool:
        if not has_chinese(activity):
            return self.english.goes_to_gathering(activity)
        return dates.goes_to_gathering(activity)

    def is_about_day(self, text: str, day: date) -> bool:
        if not has_chinese(text):
            return self.english.is_about_day(text, day)
        return dates.is_about_day(text, day)

    def bond_kind(self, text: str) -> str:
        if not has_chinese(text):
            return self.english.bond_kind(text)
        return bonds.bond_kind(text)

    def confides(self, bond: str) -> bool:
        if not has_chinese(bond):
            return self.english.confides(bond)
        return bonds.confides(bond)

    def first_person(self, whisper: str) -> str:
        if not has_chinese(whisper):
            return self.english.first_person(whisper)
        return voice.first_person(whisper)

    def shown(self, activity: str) -> str:
        return self.plan_words(activity) if self.plan_words is not None else activity

    def progressive(self, activity: str) -> str:
        activity = self.shown(activity)
        if not has_chinese(activity):
            return self.english.progressive(activity)
        return verbs.progressive(activity)

    def past(self, activity: str) -> str:
        activity = self.shown(activity)
        if not has_chinese(activity):
            return self.english.past(activity)
        return verbs.past(activity)

    def words(self, text: str) -> list[str]:
        if not has_chinese(text):
            return self.english.words(text)
        return words.words(text)

    def name_words(self, text: str) -> list[str]:
        if not has_chinese(text):
            return self.english.name_words(text)
        return words.name_words(text)
