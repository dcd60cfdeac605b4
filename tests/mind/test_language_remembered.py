"""``language.remembered``: a reading's answers kept per text, given as the reading gives them,
and forgotten when another reading is used."""

from game.lang.en import English
from game.mind import language

TEXTS = [
    "Ann Lee is sleeping",
    "Ann Lee is eating lunch",
    "the fire at the library is out of control",
    "Tom said he will marry Isabella",
    "the bed in the bedroom is in use by Ann Lee",
]


class Loud(English):
    """Another reading: everything matters."""

    def importance(self, text: str) -> int:
        return 10

    def is_routine(self, text: str) -> bool:
        return False


def test_remembered_answers_are_the_readings_own_and_follow_a_change_of_reading():
    before = language.reading()
    try:
        english = English()
        language.use(english)
        for _ in range(2):  # the second time from what it remembered
            assert [language.remembered("importance", t) for t in TEXTS] == [
                english.importance(t) for t in TEXTS
            ]
            assert [language.remembered("routine", t) for t in TEXTS] == [
                english.is_routine(t) for t in TEXTS
            ]
        assert len({language.remembered("importance", t) for t in TEXTS}) > 1
        assert any(language.remembered("routine", t) for t in TEXTS)
        language.use(Loud())
        assert [language.remembered("importance", t) for t in TEXTS] == [10] * len(TEXTS)
        assert not any(language.remembered("routine", t) for t in TEXTS)
    finally:
        language.use(before)
