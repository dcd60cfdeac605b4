"""``English``: the reading (``game.mind.language.Reading``) of text written in English.

Each answer is one of this package's modules, split by idea: ``importance`` (a keyword table),
``statements`` (secrets, announcements, habits, what happened, whom a sentence names),
``dates`` (the day a sentence names, gatherings), ``bonds`` (the kind of a relationship),
``voice`` (a whisper in the first person), ``verbs`` (plan phrases as said by an onlooker or
a diary) and ``words`` (tokens).
"""

from __future__ import annotations

from datetime import date

from game.lang.en import bonds, dates, importance, statements, verbs, voice, words


class English:
    """English text, read by rules: regular expressions and keyword tables."""

    def importance(self, text: str) -> int:
        return importance.rule_importance(text)

    def is_routine(self, text: str) -> bool:
        return importance.is_routine(text)

    def is_secret(self, text: str) -> bool:
        return statements.is_secret(text)

    def says_worry(self, text: str) -> bool:
        return statements.says_worry(text)

    def announces(self, text: str) -> bool:
        return statements.announces(text)

    def happened(self, text: str) -> bool:
        return statements.happened(text)

    def is_habit_or_opinion(self, text: str) -> bool:
        return statements.is_habit_or_opinion(text)

    def names_in(self, text: str, names: tuple[str, ...]) -> bool:
        return statements.names_in(text, names)

    def addressed(self, text: str, name: str) -> bool:
        return statements.addressed(text, name)

    def did_notable(self, summary: str) -> bool:
        return statements.did_notable(summary)

    def event_date(self, text: str, year: int) -> date | None:
        return dates.event_date(text, year)

    def invitation_ahead(self, text: str, today: date | None) -> bool:
        return dates.invitation_ahead(text, today)

    def mentions_gathering(self, text: str) -> bool:
        return dates.mentions_gathering(text)

    def goes_to_gathering(self, activity: str) -> bool:
        return dates.goes_to_gathering(activity)

    def is_about_day(self, text: str, day: date) -> bool:
        return dates.is_about_day(text, day)

    def bond_kind(self, text: str) -> str:
        return bonds.bond_kind(text)

    def confides(self, bond: str) -> bool:
        return bonds.confides(bond)

    def first_person(self, whisper: str) -> str:
        return voice.first_person(whisper)

    def shown(self, activity: str) -> str:
        return activity  # plans are written in English

    def progressive(self, activity: str) -> str:
        return verbs.progressive(activity)

    def past(self, activity: str) -> str:
        return verbs.past(activity)

    def words(self, text: str) -> list[str]:
        return words.words(text)

    def name_words(self, text: str) -> list[str]:
        return words.name_words(text)
