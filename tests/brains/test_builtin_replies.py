"""Each reply answers what was said before it (issue 19): news gets a reaction before any
goodbye, a trouble is asked after by its topic, a request is retold from its record."""

from game.brains.builtin import talk_leave


def test_a_goodbye_is_a_sentence_of_its_own_not_a_word_inside_one():
    # "Night, love." takes one's leave; "Better than last night." does not
    assert talk_leave.is_goodbye("Night, Ann.")
    assert talk_leave.is_goodbye("Okay. Night.")
    assert talk_leave.is_goodbye("Right — I'll leave you to it.")
    assert not talk_leave.is_goodbye("Better than last night. I reckon Tom is sweet on Ann.")
