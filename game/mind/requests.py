"""A request made in a talk, and what came of it, as records.

A standing fact may carry an ``ask`` (``Fact.ask``): what its holder asks the second person it
is about ("Would you come into school and talk to my class?"). The holder goes to find them
(``game.mind.errands``) and asks; the line that asks carries the request's record
(``Line.fact``). Then:

* **the answer** is the one asked's decision, drawn here from what the two are to each other
  (``answer``: yes to one's own people and friends, no in a quarrel unless the two are still
  fairly close, otherwise mostly yes: people oblige each other in a small place) and handed to
  the brain to voice (``UtteranceRequest.request_answer``);
* **a complaint said to one's face** (a witness's record of a norm breach with the words
  for the face: ``game.mind.own_asks``) is answered sorry, or, by one at odds with the
  witness or of a defensive persona, in one's own defence (``FACED``); nothing comes of it;
* **a hand with a gathering** (``request_ties``) is given before it: a yes that no time
  before the gathering suits is a maybe (``in_time``);
* **what came of it** is a fact of its own (``outcome``): the one asked said yes (or no) to the
  asker's request, with the asker's own words quoted; the answering line carries it, so the
  asker hears it as a record, and both hold it (``held_by_both``) and may pass it on: the
  storyline's next step is news.

The sentences are the town's frames (``game.mind.wording``: ``request_*``). Nothing here reads
what anyone said.
"""

from __future__ import annotations

from game.mind import request_ties, wording
from game.mind.facts import is_date_ask
from game.mind.gathering_odds import uniform
from game.mind.inner import complaints
from game.mind.inner.norm_files import shipped
from game.mind.records import Fact, Gathering
from game.mind.types import Line

PREFIX = "asked:"  # an outcome's key: PREFIX + the request's key
ANSWERS = ("yes", "maybe", "no")
FACED = ("sorry", "defend")  # the answers to a complaint said to one's face
WARM = ("family", "close", "romance")
AT_ODDS = ("quarrel", "rival")
STILL_CLOSE = 0.45  # a quarrel with someone this close is not a flat no


def put_to(me: str, last: Line | None) -> Fact | None:
    """The request ``last`` puts to ``me`` (its record), or None."""
    f = last.fact if last is not None else None
    if f is None or not f.ask or len(f.about) < 2:
        return None
    if f.about[1] != me or last.speaker != f.about[0]:
        return None
    return f


def answer(resident, asker: str, request: Fact, seed: int) -> str:
    """What ``resident`` answers ``asker``'s ``request`` (one of ``ANSWERS``; "" for a date
    asked: whether one is sweet on the asker is in the bond's own words, which the brain
    reads; the mind learns the answer from the record the answering line carries: ``voiced``)."""
    if is_date_ask(request):
        return ""
    rel = resident.relations.get(asker)
    kind = rel.kind if rel is not None else ""
    closeness = rel.closeness if rel is not None else 0.0
    if complaints.is_complaint(request):  # told to one's face what one did: sorry, or not
        if kind in AT_ODDS or complaints.defends(resident.persona.innate, shipped()):
            return "defend"
        return "sorry"
    if kind in WARM:
        return "yes"
    if kind in AT_ODDS:
        return "maybe" if closeness >= STILL_CLOSE else "no"
    r = uniform(f"{seed}:request:{resident.id}:{request.key}")
    return "yes" if r < 0.65 else "maybe" if r < 0.9 else "no"


def in_time(decided: str, request: Fact | None, meet: Gathering | None) -> str:
    """The answer ``decided`` as it stands once a time was sought (``meet``: the one fixed): a
    yes to a hand with a gathering (``request_ties``) that no time before it suits is a maybe
    (one will try), not a yes to a meeting after the gathering is over."""
    if decided == "yes" and meet is None and request_ties.gathering(request) is not None:
        return "maybe"
    return decided


def voiced(request: Fact | None, decided: str, carried: Fact | None) -> str:
    """The answer given to ``request``: the one ``decided``, or for a date the brain answered
    (``decided`` ""), yes when the answering line carries the request's own record back (the
    one asked took it up), else no."""
    if decided or request is None:
        return decided
    return "yes" if carried is not None and carried.key == request.key else "no"


def outcome(
    request: Fact,
    said: str,
    names: dict[str, str],
    in_family: bool = False,
    arranged: Gathering | None = None,
) -> Fact | None:
    """What came of ``request`` answered ``said`` (None for a maybe: nothing came of it yet).
    ``names``: resident id -> full name of the two; ``in_family``: the two are family, and
    what one asks one's own is no news to pass round the town; ``arranged``: the time and
    place the two fixed for a yes (``game.mind.appointments``)."""
    if said not in ("yes", "no") or len(request.about) < 2:
        return None
    if is_date_ask(request):
        return _outing(request, said, names, arranged)
    asker, asked = request.about[0], request.about[1]
    slots = {
        **_who(asker, asked, names),
        "ask": " ".join(request.ask.split()),
    }
    return Fact(
        key=PREFIX + request.key,
        about=(asked, asker),
        topic=request.topic,
        mine=wording.said(f"request_{said}_mine", **slots),
        second=wording.said(f"request_{said}_asker", **slots),
        told=wording.said(f"request_{said}_told", **slots),
        news=request.news and not in_family,  # (a favour asked in private stays private)
        secret=request.secret,
        arranged=arranged if said == "yes" else None,
    )


def _outing(
    request: Fact, said: str, names: dict[str, str], arranged: Gathering | None
) -> Fact | None:
    """What came of a date asked: for a yes with an outing fixed, the plan the two share (theirs
    alone: the date itself is news of its own, ``facts.DATE``); else nothing more."""
    if said != "yes" or arranged is None:
        return None
    asker, asked = request.about[0], request.about[1]
    slots = {
        **_who(asker, asked, names),
        "what": arranged.what,
        "place": arranged.place,
    }
    return Fact(
        key=PREFIX + request.key,
        about=(asked, asker),
        topic="romance",
        mine=wording.said("date_yes_mine", **slots),
        second=wording.said("date_yes_asker", **slots),
        told=wording.said("date_yes_told", **slots),
        news=False,
        arranged=arranged,
    )


def came_of(
    resident, request: Fact, said: str, others, arranged: Gathering | None = None
) -> Fact | None:
    """``outcome`` of ``request`` put to ``resident`` and answered ``said`` in a talk with
    ``others`` ((id, full name) pairs); ``arranged``: the appointment a yes fixed."""
    rel = resident.relations.get(request.about[0])
    names = {resident.id: resident.name, **dict(others)}
    family = rel is not None and rel.kind == "family"
    return outcome(request, said, names, family, arranged)


def is_outcome(fact: Fact | None) -> bool:
    """Whether ``fact`` records what came of a request."""
    return fact is not None and fact.key.startswith(PREFIX)


def _who(asker: str, asked: str, names: dict[str, str]) -> dict[str, str]:
    """The two of a request by full and first name: the slots every outcome's words fill."""
    return {
        "asker": names.get(asker, asker),
        "asked": names.get(asked, asked),
        "asker_first": names.get(asker, asker).split(" ")[0],
        "asked_first": names.get(asked, asked).split(" ")[0],
    }
