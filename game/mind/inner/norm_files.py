"""A town's norms files, read: the shipped ones and a town's own over them.

The norms are data (``game/mind/data/norms.toml``, and a town's own ``maps/<town>/norms.toml``
over it: same shape, its norms replace the shipped ones by name; a town in another language
has them in its words first, ``norms.<code>.toml`` beside them). What they hold is
``game.mind.inner.norms`` (``Norm``, ``NormTables``). Reading raises ``NormError`` with one line
naming the file and the entry.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from game.mind.inner.norms import DAYS, KINDS, PARTS, Norm, NormTables
from game.mind.inner.toml_read import read_toml
from game.world.address import hhmm_to_min

DATA = Path(__file__).resolve().parents[1] / "data" / "norms.toml"
FIELDS = ("name", "place", "time", "day", "when")  # what a norm's `told` may fill in
COMPLAINT_FIELDS = (*FIELDS, "witness")  # and a complaint


class NormError(ValueError):
    """A norms file that cannot be used; the message is one line."""


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
