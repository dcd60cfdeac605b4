"""Prose the built-in brain turns into a resident's own voice is said only where no seam shows;
otherwise it says less (a relationship's first clauses), never a mangled sentence."""

import pytest

from game.brains.builtin.seams import safe_voice, seamless


@pytest.mark.parametrize(
    "text, gender",
    [
        ("Pip's teacher, whom I like and trusts.", "she"),
        ("I keep thinking about how Tamsin promised I she could help.", "she"),
        ("I'm enjoying the cake war between Marigold and Hester far more than he should.", "he"),
        ("The only man who cares about the mill as much as he does.", "he"),
        ("I likes the quiet of the harbour.", ""),
        ("I'm worried about his leg.", "he"),  # nobody else named: the "his" is mine, unturned
    ],
)
def test_a_seam_is_seen(text, gender):
    assert not seamless(text, gender)


@pytest.mark.parametrize(
    "text, gender",
    [
        ("Pip's teacher, whom I like and trust.", "she"),
        ("I'm worried about Marigold's old spaniel. His heart is failing.", "she"),
        ("My master at the forge, patient and demanding.", "he"),
        ("I think Caleb should ask Ffion out; he keeps losing his nerve.", "she"),
        ("The retired miller who chairs the parish council; an old friend.", "he"),
    ],
)
def test_clean_first_person_passes(text, gender):
    assert seamless(text, gender)


def test_safe_voice_keeps_the_clauses_that_read_cleanly():
    def keep(b):
        return b

    bond = (
        "The retired miller who chairs the parish council; an old friend, and the only other "
        "man in the village who cares about the mill wheel as much as he does."
    )
    assert safe_voice(bond, keep, "he") == (
        "The retired miller who chairs the parish council; an old friend"
    )
    assert safe_voice("Pip's teacher, whom I like and trusts.", keep, "she") == "Pip's teacher"
    assert safe_voice("I likes her.", keep, "she") == ""
