"""Told news turns back into a record in the third person without seams: an adverb between
"I" and its verb stays put ("recently joined", never "recentlies joined")."""

import pytest

from game.brains.builtin.voice import third_person


@pytest.mark.parametrize(
    "said,stored",
    [
        ("I recently joined the garden club", "Ann Lee recently joined the garden club"),
        ("I usually go to the pier at six", "Ann Lee usually goes to the pier at six"),
        ("I really want a boat", "Ann Lee really wants a boat"),
        ("I reply to letters", "Ann Lee replies to letters"),
        ("I supply the inn with bread", "Ann Lee supplies the inn with bread"),
        ("I run the market", "Ann Lee runs the market"),
        ("I'm planning a party", "Ann Lee is planning a party"),
    ],
)
def test_first_person_news_is_stored_in_the_third_person(said, stored):
    assert third_person(said, "Ann Lee", "she") == stored


def test_a_past_tense_is_not_given_a_third_person_s():
    """'my daughter spents most of it' came from turning 'I spent' into the third person."""
    from game.brains.builtin.voice import third

    for past in ("spent", "sat", "slept", "came", "knew", "paid"):
        assert third(past) == past
    assert third("keep") == "keeps" and third("try") == "tries"
