"""A whisper to a resident ("You want to throw a party") turned into its own English thought
("I want to throw a party"): the second person becomes the first."""

from __future__ import annotations

import re

_SECOND_PERSON = (
    (re.compile(r"\byou are\b", re.I), "I am"),
    (re.compile(r"\byou're\b", re.I), "I'm"),
    (re.compile(r"\byourself\b", re.I), "myself"),
    (re.compile(r"\byours\b", re.I), "mine"),
    (re.compile(r"\byour\b", re.I), "my"),
    (re.compile(r"^you\b", re.I), "I"),
    (re.compile(r"(?<=[.!?;] )you\b", re.I), "I"),
    (re.compile(r"\b(and|but|so|then|that|if|when) you\b", re.I), r"\1 I"),
    (
        re.compile(
            r"\byou(?= (?:should|could|would|will|can|must|may|might|want|wanted|need|have|had"
            r"|feel|felt|think|thought|like|love|hate|know|knew|do|did|were|really|always|never))",
            re.I,
        ),
        "I",
    ),
    (re.compile(r"\byou\b", re.I), "me"),  # what is left is an object: "needs you"
)


def first_person(text: str) -> str:
    """ "you are" -> "I am", "your" -> "my", "needs you" -> "needs me"."""
    out = text
    for pattern, repl in _SECOND_PERSON:
        out = pattern.sub(repl, out)
    return out
