"""A date in told news is said as a person says it, by how far it is from today."""

from datetime import date

import pytest

from game.brains.builtin.news_lines import spoken_when

TODAY = date(2026, 9, 16)  # a Wednesday


@pytest.mark.parametrize(
    "said, heard",
    [
        ("Ann is showing her cake on Saturday, September 19", "on Saturday"),  # this week
        ("the fair on Thursday, September 17", "the fair tomorrow"),
        ("a meeting on Thursday, September 17, 19:00-20:30", "a meeting tomorrow evening"),
        ("a party on Wednesday, September 16", "a party today"),
        ("Tom sold the boat on Monday, September 14", "on Monday"),  # earlier this week
        ("the fair on Wednesday, September 30", "on Wednesday, September 30"),  # weeks off
        ("Tom sold the boat on Monday, August 3", "on Monday, August 3"),
        ("the dance on Friday, January 1", "on Friday, January 1"),  # over a new year: far
    ],
)
def test_a_date_is_said_by_its_distance_from_today(said, heard):
    assert spoken_when(said, TODAY).endswith(heard)


def test_over_a_new_year_tomorrow_is_tomorrow():
    assert spoken_when("the dance on Friday, January 1", date(2026, 12, 31)) == "the dance tomorrow"
