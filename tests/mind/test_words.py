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
        # two verbs of one deed (a reader: "I'm scaling and gut a box of herring")
        ("scale and gut a box of herring", "scaling and gutting a box of herring"),
        ("gut and fillet a tray of haddock", "gutting and filleting a tray of haddock"),
        ("make tea and toast", "making tea and toast"),
        ("buy bread and milk", "buying bread and milk"),
    ],
)
def test_plans_become_observations(plan, seen):
    assert progressive(plan) == seen


def test_a_snack_at_work_is_eaten_as_a_snack():
    """A break that says "eat a snack" is "eating a snack", not "Eating snack." (a reader)."""
    from tests.brains.test_activity_fit import GROCER, actions

    said = " | ".join(
        a.description for a in actions(GROCER, "take a break and eat a snack at the shop")
    )
    assert "eat snack" not in said and "a snack" in said, said
