"""A request for a hand with one's own gathering is tied to it, as records.

A residents file may give a host a gathering (a fact with an ``event`` the host holds) and a
request of the same storyline (a fact with an ``ask`` and a ``meet``: "Could you give me a
hand getting ready for the party?"), each written as a fact of its own. The request is for
that gathering when the two are the same holder's and of the same topic, and the gathering
is the holder's own (its host): ``tie`` sets the request's ``Meet.before`` to it, so the
time the one asked fixes falls before the gathering starts (``game.mind.appointments``).

A request that names its own event (``Fact.event``) needs no tie: that event is its
gathering (``gathering``). Nothing here reads what anyone said.
"""

from __future__ import annotations

from dataclasses import replace

from game.mind.records import Fact, Gathering


def gathering(request: Fact | None) -> Gathering | None:
    """The gathering ``request``'s meeting gets ready for (None: not tied to one)."""
    if request is None or request.meet is None:
        return None
    return request.meet.before or request.event


def tie(facts: tuple[Fact, ...], holder: str) -> tuple[Fact, ...]:
    """``facts`` (one holder's, as loaded) with each request of ``holder``'s own that has no
    gathering yet tied to the holder's own gathering of the same topic (the earliest, when
    there are several)."""
    hosted = sorted(
        (f for f in facts if f.event is not None and f.event.host == holder),
        key=lambda f: (f.event.date, f.event.start),
    )
    if not hosted:
        return facts
    out = []
    for f in facts:
        mine = f.ask and f.meet is not None and f.about and f.about[0] == holder
        if mine and gathering(f) is None:
            g = next((h.event for h in hosted if h.topic == f.topic), None)
            if g is not None:
                f = replace(f, meet=replace(f.meet, before=g))
        out.append(f)
    return tuple(out)
