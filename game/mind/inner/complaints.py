"""A witness's complaint of a norm breach, as a record (``game.mind.inner.norms``: the tables).

A witness who minds a breach hard complains of it: its own news, in words of its own draw
among the town's (``NormTables.complaints``: two witnesses of one racket do not say the same
sentence), about the witness and the breakers, so it is never passed to them as news. One who
will say so holds, as the record's ``ask``, what it says to the breaker's face by the norm's
kind ("That racket of yours late on Friday night ..."): it is put to the first breaker when
the two next talk alone (``game.mind.own_asks``), and the breaker answers sorry or in its own
defence (``defends``; ``game.mind.requests.answer``). One who keeps away says nothing to
their face. Nothing here reads what anyone said.
"""

from __future__ import annotations

from game.mind.gathering_odds import uniform
from game.mind.inner.norms import TOPIC, NormTables
from game.mind.inner.temper import trait_words
from game.mind.records import Fact

COMPLAINT = ":complaint:"  # in a complaint's key, after its breach's


def complaint(
    breach: Fact,
    witness: str,
    witness_name: str,
    fill: dict[str, str],
    t: NormTables,
    to_face: bool = True,
    kind: str = "",
) -> Fact:
    """A witness's complaint of ``breach``: its own news (``mine`` it says, ``told`` others
    say, in the words of its own draw among ``complaints``), about the witness and the breakers
    (never told to them as news). One who will say so to the breaker's face (``to_face``) holds
    what it says then (``Fact.ask``: the face words of the norm's ``kind``), put to the first
    breaker when the two next talk alone; one who keeps away (``to_face`` False) never says it.
    """
    pairs = t.complaints or (t.complaint,)
    pick = int(uniform(f"complaint:{witness}:{breach.key}") * len(pairs))
    mine, told = pairs[pick]
    words = fill | {"witness": witness_name}
    face = t.faces.get(kind, "") if to_face else ""
    second = t.seconds[pick] if face and pick < len(t.seconds) else ""
    return Fact(
        key=f"{breach.key}{COMPLAINT}{witness}",
        about=(witness, *breach.about) if face or not to_face else (witness,),
        topic=TOPIC,
        mine=mine.format(**words),
        told=told.format(**words),
        ask=face.format(**words),
        second=second.format(**words),
    )


def is_complaint(fact: Fact | None) -> bool:
    """Whether ``fact`` is a witness's complaint of a breach (its record's key says so)."""
    return fact is not None and fact.key.startswith("norm:") and COMPLAINT in fact.key


def defends(innate: str, t: NormTables) -> bool:
    """Whether a breaker of traits ``innate``, told of it to its face, stands up for itself."""
    return any(w in t.defensive for w in trait_words(innate))
