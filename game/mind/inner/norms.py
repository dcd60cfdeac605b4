"""A town's norms: what its residents hold one should not do, and how a breach is felt.

The norms are data (``game/mind/data/norms.toml``, and a town's own ``maps/<town>/norms.toml``
over it: same shape, its norms replace the shipped ones by name; a town in another language
has them in its words first, ``norms.<code>.toml`` beside them). Each has a kind that says how
a breach is read from structured data only, never from words: ``quiet`` (a loud doing, by the
kind of the object used or the action's emoji, within quiet hours, in a building whose kind is
not exempt), ``closed`` (working at one's own workplace of a listed kind on a listed day) and
``voice`` (a conversation that ended in a row). ``broken`` is that rule, pure over a ``Doing``.

A breach becomes a ``Fact`` record (``breach_fact``: who, which norm, where, when; topic
"quarrel", a complaint) that witnesses hold and pass on like any news. How hard it lands with a
witness (``landing``) is the norm's weight, the witness's tolerance by its persona's traits and
how close it is to the breaker (friends forgive). ``load`` raises ``NormError`` with one line
naming the file and the entry.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.mind.inner.temper import trait_words
from game.mind.inner.toml_read import read_toml
from game.mind.records import Fact
from game.world.address import hhmm_to_min

DATA = Path(__file__).resolve().parents[1] / "data" / "norms.toml"
KINDS = ("quiet", "closed", "voice")
DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
TOPIC = "quarrel"  # a breach told is a complaint (game.mind.facts.TOPICS)
FIELDS = ("name", "place", "time", "day", "when")  # what a norm's `told` may fill in
# when in the day a time falls, by the hour it starts (a night runs on past midnight)
PARTS = ((5, "morning"), (12, "afternoon"), (17, "evening"), (21, "night"))
COMPLAINT_FIELDS = (*FIELDS, "witness")  # and a complaint


class NormError(ValueError):
    """A norms file that cannot be used; the message is one line."""


@dataclass(frozen=True)
class Norm:
    name: str
    kind: str  # one of KINDS
    told: str  # how a witness tells it ({name}, {place}, {time}, {day}, {when})
    weight: float = 1.0
    start: int = 0  # quiet: minutes since midnight it begins
    end: int = 0  # quiet: when it ends (may be before start: over midnight)
    days: frozenset[str] = frozenset()  # closed: weekdays
    places: frozenset[str] = frozenset()  # closed: building kinds it covers; quiet: exempt

    def in_hours(self, minute: int) -> bool:
        m = minute % 1440
        if self.start <= self.end:
            return self.start <= m < self.end
        return m >= self.start or m < self.end


@dataclass(frozen=True)
class NormTables:
    norms: tuple[Norm, ...]
    loud_objects: frozenset[str]
    loud_emoji: frozenset[str]
    private: frozenset[str]  # building kinds where all who live there are one household
    tolerance: dict[str, float]
    forgive: float
    cool: float
    cool_strong: float
    complain: float
    complaint: tuple[str, str]  # (mine, told): how a witness who minds it complains of it
    # all the (mine, told) a complaint may be said in (the first is ``complaint``): each
    # witness's its own, by a draw on who it is and what it saw (``complaint``); and as the
    # breaker says it, told it to its face (``Fact.second``: "Ann is fed up with me ..."),
    # one for each
    complaints: tuple[tuple[str, str], ...] = ()
    seconds: tuple[str, ...] = ()
    # what a witness says to the breaker's face, by the norm's kind ({name}, {place}, ...)
    faces: dict[str, str] = field(default_factory=dict)
    # traits of a breaker who, told to its face, defends itself rather than says sorry
    defensive: frozenset[str] = frozenset()
    avoiders: frozenset[str] = frozenset()  # traits of one who keeps away instead
    avoid: str = ""  # its thought then, a breach by them seen before ({name}, {place}, ...)
    avoid_long: str = ""  # its thought when one breach went on (the same fields)
    still: str = ""  # what it notes when a breach is still going on (the same fields)
    joiner: str = " and "  # between the names of those who broke it together ({name})
    # how a witness says when it was ({when}), by part of the day: "on {day} afternoon"
    when: dict[str, str] = field(default_factory=dict)

    def spoken_when(self, minute: int, day: str, day_before: str) -> str:
        """When a breach at ``minute`` of ``day`` was, as a witness says it ("on Friday
        afternoon"; before 05:00 it is the night of ``day_before``)."""
        hour = minute // 60 % 24
        part = next((name for start, name in reversed(PARTS) if hour >= start), "night")
        form = self.when.get(part, "")
        return form.format(day=day if hour >= PARTS[0][0] else day_before) if form else ""

    def of_kind(self, kind: str) -> tuple[Norm, ...]:
        return tuple(n for n in self.norms if n.kind == kind)


@dataclass(frozen=True)
class Doing:
    """What one resident is doing this minute, as the rule reads it."""

    minute: int  # of the day
    weekday: str  # one of DAYS
    building: str  # the kind of the building it is in
    obj: str  # the kind of the object it uses ("" for none)
    emoji: str
    kind: str  # the inner life's kind of doing ("work", "sleep", "walk", ...)


def loud(d: Doing, t: NormTables) -> bool:
    return d.kind not in ("sleep", "walk") and (d.obj in t.loud_objects or d.emoji in t.loud_emoji)


def broken(norm: Norm, d: Doing, t: NormTables) -> bool:
    """Whether doing ``d`` breaks ``norm`` (``voice`` is read from a conversation's end)."""
    if norm.kind == "quiet":
        return norm.in_hours(d.minute) and d.building not in norm.places and loud(d, t)
    if norm.kind == "closed":
        return d.kind == "work" and d.weekday in norm.days and d.building in norm.places
    return False


def breach_fact(
    norm: Norm, breakers, names: str, place: str, time: str, day: str, when: str, date: str
):
    """The record of a breach: about the breakers, told by witnesses (the breaker does not
    tell it: ``mine`` is empty). One record per norm, breakers, building and day."""
    who = tuple(breakers)
    told = norm.told.format(name=names, place=place, time=time, day=day, when=when)
    return Fact(
        key=f"norm:{norm.name}:{'+'.join(who)}:{place}:{date}",
        about=who,
        topic=TOPIC,
        mine="",
        told=told,
    )


def landing(norm: Norm, innate: str, closeness: float, t: NormTables) -> float:
    """How hard a breach of ``norm`` lands with a witness of persona traits ``innate`` and
    ``closeness`` to the breaker: 0 (not at all) and up."""
    tol = 1.0
    for word in trait_words(innate):
        tol *= t.tolerance.get(word, 1.0)
    return max(0.0, norm.weight * tol * (1.0 - t.forgive * max(0.0, min(1.0, closeness))))


def cooling(share: float, t: NormTables) -> tuple[float, bool]:
    """How much closeness to the breaker a witness loses, and whether it acts on it."""
    strong = share >= t.complain
    return (t.cool_strong if strong else t.cool) * share, strong


def keeps_away(innate: str, t: NormTables) -> bool:
    """Whether a witness of traits ``innate`` who minds a breach keeps away rather than
    complains."""
    return any(w in t.avoiders for w in trait_words(innate))


# ---------------------------------------------------------------------------- the files
def _num(v: Any, where: str, lo: float = 0.0, hi: float = 10.0) -> float:
    if isinstance(v, bool) or not isinstance(v, int | float) or not lo <= v <= hi:
        raise NormError(f"{where}: expected a number from {lo:g} to {hi:g}, got {v!r}")
    return float(v)


def _words(v: Any, where: str) -> frozenset[str]:
    if not isinstance(v, list) or not all(isinstance(i, str) and i for i in v):
        raise NormError(f"{where}: expected a list of names")
    return frozenset(v)


def _told(v: Any, where: str, fields=FIELDS) -> str:
    if not isinstance(v, str) or not v.strip():
        raise NormError(f"{where}: expected a sentence")
    rest = v
    for f in fields:
        rest = rest.replace("{" + f + "}", "")
    if "{" in rest or "}" in rest:
        shown = ", ".join("{" + f + "}" for f in fields)
        raise NormError(f"{where}: only {shown} may be filled in")
    return v


def _clock(v: Any, where: str) -> int:
    try:
        return hhmm_to_min(v)
    except ValueError:
        raise NormError(f"{where}: expected a time like 22:00, got {v!r}") from None


def _norm(d: Any, where: str) -> Norm | None:
    if not isinstance(d, dict) or not isinstance(d.get("name"), str) or not d["name"]:
        raise NormError(f"{where}.name: expected a name")
    known = {"name", "kind", "told", "weight", "from", "to", "days", "places", "except", "off"}
    extra = sorted(set(d) - known)
    if extra:
        raise NormError(f"{where}: unknown key {extra[0]!r}")
    if d.get("off") is True:
        return None
    kind = d.get("kind")
    if kind not in KINDS:
        raise NormError(f"{where}.kind: expected one of {', '.join(KINDS)}, got {kind!r}")
    out = {"name": d["name"], "kind": kind, "told": _told(d.get("told"), f"{where}.told")}
    out["weight"] = _num(d.get("weight", 1.0), f"{where}.weight", 0.0, 3.0)
    if kind == "quiet":
        out["start"] = _clock(d.get("from"), f"{where}.from")
        out["end"] = _clock(d.get("to"), f"{where}.to")
        out["places"] = _words(d.get("except", []), f"{where}.except")
    elif kind == "closed":
        days = _words(d.get("days"), f"{where}.days")
        bad = sorted(days - set(DAYS))
        if bad:
            raise NormError(f"{where}.days: {bad[0]!r} is not one of {', '.join(DAYS)}")
        out["days"] = days
        out["places"] = _words(d.get("places"), f"{where}.places")
    return Norm(**out)


def parse(doc: dict, source: str, base: NormTables | None = None) -> NormTables:
    """The tables in ``doc`` (a parsed file), over ``base`` (the shipped tables) if given."""
    try:
        norms = {n.name: n for n in base.norms} if base else {}
        raw = doc.get("norms", [])
        if not isinstance(raw, list):
            raise NormError("norms: expected [[norms]] tables")
        for i, d in enumerate(raw, 1):
            n = _norm(d, f"norms[{i}]")
            name = d["name"]
            norms.pop(name, None)
            if n is not None:
                norms[name] = n
        loud_ = doc.get("loud", {})
        feel = doc.get("feel", {})
        tol = doc.get("tolerance", {})
        comp = doc.get("complaint", {})
        if not all(isinstance(x, dict) for x in (loud_, feel, tol, comp)):
            raise NormError("loud, feel, tolerance, complaint: expected tables")
        if comp or base is None:
            pairs = _pairs(comp)
            pair = pairs[0]
            seconds = _seconds(comp, len(pairs))
            faces = dict(base.faces) if base else {}
            faces |= {
                str(k): _told(v, f"complaint.face.{k}", COMPLAINT_FIELDS)
                for k, v in _table(comp.get("face", {}), "complaint.face").items()
            }
            defensive = (
                _words(comp["defensive"], "complaint.defensive")
                if "defensive" in comp
                else (base.defensive if base else frozenset())
            )
            avoiders = (  # a file that words the complaint anew keeps who keeps away
                _words(comp["avoiders"], "complaint.avoiders")
                if "avoiders" in comp
                else (base.avoiders if base else frozenset())
            )
            avoid = _told(comp.get("avoid"), "complaint.avoid")
            more = {
                k: _told(comp[k], f"complaint.{k}")
                if k in comp or base is None
                else getattr(base, k)
                for k in ("avoid_long", "still")
            }
        else:
            pair, avoiders, avoid = base.complaint, base.avoiders, base.avoid
            pairs, faces, defensive = base.complaints, base.faces, base.defensive
            seconds = base.seconds
            more = {"avoid_long": base.avoid_long, "still": base.still}
        objects = _words(loud_.get("objects", []), "loud.objects")
        emoji = _words(loud_.get("emoji", []), "loud.emoji")
        tolerance = dict(base.tolerance) if base else {}
        tolerance |= {str(k): _num(v, f"tolerance.{k}", 0.0, 5.0) for k, v in tol.items()}

        def knob(key: str) -> float:
            if key in feel or base is None:
                return _num(feel.get(key), f"feel.{key}", 0.0, 1.0)
            return getattr(base, key)

        return NormTables(
            norms=tuple(norms.values()),
            loud_objects=objects | (base.loud_objects if base else frozenset()),
            loud_emoji=emoji | (base.loud_emoji if base else frozenset()),
            private=_words(doc["private"], "private") if "private" in doc else base.private,
            tolerance=tolerance,
            forgive=knob("forgive"),
            cool=knob("cool"),
            cool_strong=knob("cool_strong"),
            complain=knob("complain"),
            complaint=pair,
            complaints=pairs,
            seconds=seconds,
            faces=faces,
            defensive=defensive,
            avoiders=avoiders,
            avoid=avoid,
            joiner=_joiner(doc, base),
            when=_when(doc, base),
            **more,
        )
    except (NormError, AttributeError, KeyError) as e:
        what = str(e) if isinstance(e, NormError) else f"private: missing ({e})"
        raise NormError(f"{source}: {what}") from None


def _pairs(comp: dict) -> tuple[tuple[str, str], ...]:
    """A complaint's (mine, told) words: one sentence each, or lists of the same length."""
    mine, told = comp.get("mine"), comp.get("told")
    mine, told = ([x] if isinstance(x, str) else x for x in (mine, told))
    if not isinstance(mine, list) or not isinstance(told, list) or len(mine) != len(told):
        raise NormError("complaint: mine and told: expected a sentence each, or lists as long")
    return (
        tuple(
            (
                _told(m, f"complaint.mine[{i}]", COMPLAINT_FIELDS),
                _told(t, f"complaint.told[{i}]", COMPLAINT_FIELDS),
            )
            for i, (m, t) in enumerate(zip(mine, told, strict=True))
        )
        or _empty()
    )


def _seconds(comp: dict, n: int) -> tuple[str, ...]:
    """A complaint's words as the breaker says them (none, or one for each of ``mine``)."""
    raw = comp.get("second", [])
    raw = [raw] if isinstance(raw, str) else raw
    if not isinstance(raw, list) or len(raw) not in (0, n):
        raise NormError("complaint.second: expected as many sentences as mine has")
    return tuple(_told(x, f"complaint.second[{i}]", COMPLAINT_FIELDS) for i, x in enumerate(raw))


def _empty():
    raise NormError("complaint: mine and told: expected a sentence each")


def _table(v: Any, where: str) -> dict:
    if not isinstance(v, dict):
        raise NormError(f"{where}: expected a table")
    return v


def _when(doc: dict, base: NormTables | None) -> dict[str, str]:
    """How a witness says each part of the day (``[when]``: "on {day} afternoon"), over the
    shipped forms."""
    forms = dict(base.when) if base else {}
    raw = doc.get("when", {})
    if not isinstance(raw, dict):
        raise NormError("when: expected a table of parts of the day")
    for part, form in raw.items():
        if part not in dict(PARTS).values():
            shown = ", ".join(name for _h, name in PARTS)
            raise NormError(f"when.{part}: expected one of {shown}")
        forms[part] = _told(form, f"when.{part}", ("day",))
    return forms


def _joiner(doc: dict, base: NormTables | None) -> str:
    if "and" not in doc:
        return base.joiner if base else " and "
    if not isinstance(doc["and"], str) or not doc["and"].strip():
        raise NormError("and: expected the word between two names")
    return doc["and"]


def _read(path: Path) -> dict:
    return read_toml(path, NormError)


@lru_cache(maxsize=4)
def shipped(language: str = "en") -> NormTables:
    """The shipped table, read once, in ``language`` (its ``norms.<code>.toml`` over English;
    English where the language has no file)."""
    english = parse(_read(DATA), str(DATA))
    words = DATA.with_name(f"norms.{language}.toml")
    if language == "en" or not words.is_file():
        return english
    return parse(_read(words), str(words), english)


@lru_cache(maxsize=8)
def for_town(path: str | None, language: str = "en") -> NormTables:
    """The shipped norms (in the town's ``language``) with a town's file (``path``; None or
    missing: none) over them."""
    if path is None or not Path(path).is_file():
        return shipped(language)
    return parse(_read(Path(path)), path, shipped(language))
