import pytest

from game.lang.en.verbs import progressive


@pytest.mark.parametrize(
    "plan, seen",
    [
        ("tell a neighbour about the party", "telling a neighbour about the party"),
        ("make coffee", "making coffee"),
        ("sit on the bench", "sitting on the bench"),
        ("lie down", "lying down"),
        ("read the news", "reading the news"),
        ("continue: work at the pharmacy", "working at the pharmacy"),
        ("sleeping", "sleeping"),
        ("chatting with Maya", "chatting with Maya"),
        ("see a friend", "seeing a friend"),
    ],
)
def test_plans_become_observations(plan, seen):
    assert progressive(plan) == seen
