"""Whether a resident goes to a gathering it has heard of: a rule over records, not a brain call.

Why a rule: the question needs no words (who is named, what the host is to me, am I working
or asleep then, is it a matter for grown-ups), it costs nothing, and it is the same for every
brain; a brain's words still fill the hour (the block is decomposed as any other).

The one it names comes (it is their event), and so does the one it is held for (a birthday
supper's: ``Gathering.honoree``); whoever a whisper told comes (the inner voice is
the resident's own resolve); nobody comes in their sleep; a child does not set out for a
meeting (``game.mind.public_matter``: it is for grown-ups); nor does one who has already
arranged to be somewhere else then (``engaged``: a date, an interview fixed, another gathering
one is going to: what one has promised comes first). For the rest a chance: ``BASE``,
plus ``ASKED`` when its host asked one in person (``TOLD`` when someone else told one of it),
plus what the host is to them (``WARMTH`` by the bond's kind, or how close they are), plus how
near the announcement is to what the resident is about (the embedding of the persona's own
description against the announcement's: ``INTEREST``), plus ``CIVIC`` for a meeting over a
public matter (it concerns every grown-up in the town, not only the host's friends), times
``BUSY`` when their working hours cover it somewhere else; drawn by a hash of the run's seed,
the resident and the gathering, so a seed gives the same town.

Cost: one embedding per new gathering (the persona's is kept).
"""

from __future__ import annotations

import hashlib
from datetime import datetime

import numpy as np

from game.mind.public_matter import for_them, public
from game.mind.types import Gathering

BASE = 0.15  # the chance of going for someone free, with no tie to it
ASKED = 0.3  # more, when the host asked one in person
TOLD = 0.15  # or when someone told one of it in a talk (word of mouth pulls more than a notice)
WARMTH = {"family": 0.5, "romance": 0.45, "close": 0.35, "quarrel": -0.1}
CLOSENESS = 0.5  # otherwise: per unit of closeness above 0.3 to the one it names
INTEREST = 2.0  # per unit of cosine similarity between the persona and the announcement
INTEREST_MAX = 0.35
CIVIC = 0.15  # more, for a meeting over a public matter: it is every grown-up's business
BUSY = 0.25  # the chance is multiplied by this when one works then, elsewhere
WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")


def works_then(persona, g: Gathering) -> bool:
    """The resident's working hours cover the gathering, at another place."""
    w = persona.work
    if w is None or w.place.sector == g.place:
        return False
    if WEEKDAYS[datetime.fromisoformat(g.date).weekday()] not in w.days:
        return False
    end = w.end if w.end > w.start else w.end + 1440
    return w.start < g.end and g.start < end


def interest(resident, services, g: Gathering) -> float:
    """Cosine similarity of the announcement and the persona's own description."""
    p = resident.persona
    vec = getattr(resident, "_profile_vec", None)
    if vec is None:
        profile = " ".join((p.occupation, p.innate, p.learned, p.currently, p.lifestyle))
        vec = services.embedder.embed([profile])[0]
        resident._profile_vec = vec  # recomputable, so not saved
    return float(np.dot(services.embedder.embed([g.what])[0], vec))


def chance(
    resident, services, g: Gathering, teller: str = "", topic: str = "", engaged: bool = False
) -> tuple[float, str]:
    """(chance of going, the main reason): see the module docstring; ``teller``: who told one
    of it in a talk (asked by the host in person, one goes more readily: ``ASKED``);
    ``topic``: the topic of the record it came with ('' for a notice's); ``engaged``: one is
    going to something else then."""
    p = resident.persona
    if g.host == p.id:
        return 1.0, "host"
    if g.honoree == p.id:  # (held for them: the host made sure they are free and up)
        return 1.0, "for"
    if g.source == "whisper":
        return 1.0, "whisper"
    if not for_them(topic, p.age):
        return 0.0, "young"
    if not p.awake_at(g.start % 1440):
        return 0.0, "asleep"
    if engaged:
        return 0.0, "engaged"
    rel = resident.relations.get(g.host) if g.host else None
    tie = 0.0
    if rel is not None:
        tie = WARMTH.get(rel.kind, CLOSENESS * max(0.0, rel.closeness - 0.3))
    fit = min(INTEREST_MAX, INTEREST * max(0.0, interest(resident, services, g)))
    asked = (ASKED if teller == g.host else TOLD) if teller else 0.0
    civic = CIVIC if public(topic) else 0.0
    odds = max(0.0, BASE + asked + tie + fit + civic)
    if works_then(p, g):
        return odds * BUSY, "work"
    reason = "tie" if tie >= max(fit, BASE) else "interest" if fit >= BASE else "free"
    return odds, reason


def uniform(key: str) -> float:
    """A draw in [0, 1) fixed by ``key``: a cryptographic hash, so keys that differ in a few
    letters (two residents, one gathering) draw independently (a CRC does not)."""
    return int.from_bytes(hashlib.blake2b(key.encode(), digest_size=8).digest(), "big") / 2**64


def decide(
    resident,
    services,
    g: Gathering,
    seed: int,
    teller: str = "",
    topic: str = "",
    engaged: bool = False,
) -> tuple[bool, str]:
    """(goes, reason): ``chance`` against a draw fixed by the seed, the resident and the
    gathering."""
    odds, reason = chance(resident, services, g, teller, topic, engaged)
    draw = uniform(f"{seed}|{resident.id}|{g.key}")
    going = draw < odds
    if not going and reason not in ("asleep", "work", "young", "engaged"):
        reason = "no"
    return going, reason
