"""A complaint of one's own told again is put another way (``talk_retell.complaint``): the
first telling says it, and every other telling after it the speaker quotes what it means to
say, or has said, to the face of the one it is about, naming them (or, keeping out of their
way, says it never will); the same words are not told to the whole street."""

from __future__ import annotations

from dataclasses import replace

from game.brains.builtin import situation, talk_facts
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.phrases_said import said_from
from game.mind.brain import Listener, UtteranceRequest
from game.mind.inner import complaints
from game.mind.inner import norms as nm
from game.mind.inner.norm_files import shipped
from game.mind.types import Place
from tests.brains.test_builtin_support import cards

CARD = cards()[0]
T = shipped()
QUIET = next(n for n in T.norms if n.kind == "quiet")
FILL = {"name": "Bob Marsh", "place": "Mill Flats", "time": "23:00", "day": "Friday",
        "when": "late on Friday night"}  # fmt: skip
BREACH = nm.breach_fact(QUIET, ("bob",), *FILL.values(), "2026-09-18")
FACE = complaints.complaint(BREACH, CARD.id, CARD.name, FILL, T, kind="quiet")


def telling(n: int, who: str, said_to_face: bool) -> str:
    req = UtteranceRequest(
        speaker=replace(CARD, facts=() if said_to_face else (FACE,)),
        listeners=(Listener(id=who, name=f"{who.title()} Smith", knows=True),),
        place=Place(sector="Bluebell Park", arena="Pond"),
        now=600 + n,
        transcript=(),
        retold=((FACE.key, n),) if n else (),
        known=(("bob", "Bob Marsh"),),
    )
    sc = situation.read(req, 3)
    return talk_facts.tell(sc, Phrasebook([], 3, who, 600 + n), FACE, 3)


def test_a_complaint_told_round_quotes_what_one_says_to_their_face():
    first = telling(0, "ann", False)
    assert FACE.mine in first
    later = [telling(n, who, False) for n, who in ((1, "cid"), (3, "eve"))]
    assert all(FACE.mine not in t and FACE.ask in t and "Bob" in t for t in later), later
    assert all(said_from("complaint_retell_ahead", t) for t in later), later
    between = telling(2, "dot", False)  # (every other telling: the story itself, framed)
    assert FACE.mine in between and between != FACE.mine
    done = telling(5, "fay", True)  # (said to his face already: told as said)
    assert said_from("complaint_retell_said", done) and FACE.ask in done, done


def test_one_who_keeps_away_says_so_and_never_quotes_words_for_their_face():
    shy = complaints.complaint(BREACH, CARD.id, CARD.name, FILL, T, to_face=False, kind="quiet")
    req = UtteranceRequest(
        speaker=CARD,
        listeners=(Listener(id="gus", name="Gus Smith", knows=True),),
        place=Place(sector="Bluebell Park", arena="Pond"),
        now=700,
        transcript=(),
        retold=((shy.key, 1),),
        known=(("bob", "Bob Marsh"),),
    )
    said = talk_facts.tell(situation.read(req, 3), Phrasebook([], 3, "gus", 700), shy, 3)
    assert said_from("complaint_retell_behind", said) and "Bob" in said, said
