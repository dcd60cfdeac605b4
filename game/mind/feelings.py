"""Feelings on record: what a resident feels for someone it knows beyond the words of the bond
(the residents file's ``feelings``: ``{"tom_reed": "crush"}``), and what that makes it hold.

A crush makes the one it is on a romance to the one who feels it (``relations.kind_with``): it
seeks them out a little more (a storyline errand), is a touch shy or warm with them, is
cheered by a good talk with them, and its reflections may name it. Nobody else knows of it:
the one it is on learns of it only if told.

What one feels is something one holds, and may confide: a feeling with no standing romance fact
of one's own about the two (a file that says only ``"feelings"``) gets one (``own_facts``), a
secret in the town's words (``wording``), so a close friend may be told it as any secret is,
with who told whom on record (``game.mind.news``), never to the face of the one it is on. Nothing
here reads words.
"""

from __future__ import annotations

from game.mind import wording
from game.mind.records import Fact

CRUSH = "crush"
KEY = "crush:"  # the key of a crush's record: KEY, the one who feels it, "+", the one it is on


def crush_key(who: str, on: str) -> str:
    return f"{KEY}{who}+{on}"


def crushes(persona) -> tuple[str, ...]:
    """The ids of those ``persona`` has a crush on, as its file records it."""
    return tuple(o for o, f in persona.feelings.items() if f == CRUSH)


def own_facts(persona, names: dict[str, str]) -> tuple[Fact, ...]:
    """A secret of one's own for each crush the persona's facts do not already tell (a romance
    fact of its own about just the two of them): the words the town's (``wording``)."""
    told = {
        f.about[1]
        for f in persona.facts
        if f.topic == "romance" and f.subject == persona.id and len(f.about) == 2
    }
    out = []
    for other in crushes(persona):
        if other in told:
            continue
        slots = {"name": persona.name, "other": names.get(other, other)}
        out.append(
            Fact(
                key=crush_key(persona.id, other),
                about=(persona.id, other),
                topic="romance",
                mine=wording.said("crush_mine", **slots),
                told=wording.said("crush_told", **slots),
                secret=True,
                news=True,
            )
        )
    return tuple(out)
