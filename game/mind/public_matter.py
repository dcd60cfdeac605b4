"""A gathering held over a public matter (a meeting), and whom it is for: the grown-ups.

A party is for anyone: its host asks whoever she meets, and a child may go with the rest. A
meeting (a gathering whose record's topic is one of ``PUBLIC``) is held to settle something
for the town, and only grown-ups have a say in it (``GROWN`` and over; an age not known
counts as grown): its host asks grown-ups (``game.mind.news``: the invitation is not offered
to a talk of children only), a child who hears of it does not set out for it
(``game.mind.gatherings``), and a child who happens to be there puts no hand up
(``game.mind.show_of_hands``). Read from the record's topic and the residents' ages only,
never from words.

One's view on the matter (``view_on``): of one's ``opinion`` records, the one whose sentence
is nearest (by the town's embedder, as ``gathering_odds.interest`` weighs one's interest) to
the sentence the meeting was told in, its place and host's name taken out (fields, not words
read), ``VIEW_FLOOR`` at least: what a host puts to the room when nobody heard it say so.
"""

from __future__ import annotations

import numpy as np

from game.mind.records import WHEN, Fact

PUBLIC = ("meeting",)  # the topics of a gathering held to settle a matter for the town
GROWN = 16  # old enough to have a say at a meeting
VIEW_FLOOR = 0.15  # cosine: an opinion less near the meeting's sentence than this is not on it


def grown(age: int) -> bool:
    """Old enough to have a say (an age unknown, 0, counts as grown)."""
    return not 0 < age < GROWN


def public(topic: str) -> bool:
    """A gathering with this record topic is held over a public matter."""
    return topic in PUBLIC


def for_them(topic: str, age: int) -> bool:
    """Whether a gathering of ``topic`` is for someone of ``age``: a public matter is for
    grown-ups, anything else for anyone."""
    return not public(topic) or grown(age)


def asks_any(topic: str, ages: list[int]) -> bool:
    """Whether a talk of people of these ``ages`` is one to ask to a gathering of ``topic``:
    at least one of them is one it is for."""
    return any(for_them(topic, a) for a in ages) if ages else True


def view_on(facts, matter: Fact, embedder) -> Fact | None:
    """One's view on what the gathering ``matter`` records is about, of one's ``facts`` (see
    the module docstring), or None."""
    views = [f for f in facts if f.topic == "opinion" and f.event is None and f.mine]
    g = matter.event
    if not views or g is None:
        return None
    said = matter.told.replace(WHEN, " ")
    for name in (g.place, g.host_name):
        said = said.replace(name, " ") if name else said
    vecs = embedder.embed([said, *(f.mine for f in views)])
    near = vecs[1:] @ vecs[0]
    best = int(np.argmax(near))
    return views[best] if float(near[best]) >= VIEW_FLOOR else None
