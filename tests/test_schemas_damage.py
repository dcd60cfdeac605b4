"""Damage generated from a JSON Schema, for the loaders' fuzz tests (``tests/*/test_fuzz_*.py``).

``damages(schema, doc)`` walks a valid document beside its schema (``docs/schemas/*.json``,
exported from the loaders' pydantic models) and, for every field the schema describes (each
distinct field once: ``measure[*].threshold`` is damaged in the first measure that has it),
makes copies of the document with that field set to nothing, deleted, retyped to a string, a
list, a number, a table or a boolean, out of range (past ``minimum``/``maximum``, ``inf``,
``nan``, a date in 9999, a value not in its ``enum``, a string against its ``pattern``, an
empty list where one item is the least) and oversized (a string past ``maxLength``, a list
past ``maxItems``, a number of 30 digits), plus an unknown key in every table that allows none
and an unknown key where keys must be kinds. Each damage says whether the schema must refuse it
(``must_fail``): when the schema allows what was put there (a deleted optional key, a list
where a string or a list is fine) the loader may accept it, else it must refuse it.

TOML has no null: ``null`` is written as ``nothing`` (default: an empty string, what clearing a
value in an editor leaves). ``dumps_toml`` writes any document as TOML (inline tables).
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from datetime import date, datetime, time
from typing import Any


@dataclass(frozen=True)
class Damage:
    label: str  # "measure[3].threshold: out of range (1.000001)"
    doc: Any
    must_fail: bool
    path: tuple = ()  # where the damage is
    value: Any = None  # what was put there (None: the key was deleted)
    schema: Any = None  # the field's schema, to ask ``admits`` about another value


# ---------------------------------------------------------------------------- schema reading
def _resolve(schema: dict, root: dict) -> dict:
    while isinstance(schema, dict) and "$ref" in schema:
        ref = schema["$ref"]
        assert ref.startswith("#/$defs/"), ref
        schema = root["$defs"][ref.split("/")[-1]]
    return schema


def _branches(schema: dict, root: dict) -> list[dict]:
    schema = _resolve(schema, root)
    out = []
    for key in ("anyOf", "oneOf"):
        for b in schema.get(key, ()):
            out += _branches(b, root)
    return out or [schema]


def json_type(v: Any) -> str:
    if isinstance(v, bool):
        return "boolean"
    if isinstance(v, int):
        return "integer"
    if isinstance(v, float):
        return "number"
    if isinstance(v, str | datetime | date | time):
        return "string"
    if isinstance(v, list | tuple):
        return "array"
    if isinstance(v, dict):
        return "object"
    return "null"


def _types(schema: dict, root: dict) -> set[str]:
    """The JSON types a (sub)schema admits; {"any"} when it does not say."""
    out: set[str] = set()
    for b in _branches(schema, root):
        if "const" in b:
            out.add(json_type(b["const"]))
        elif "enum" in b:
            out |= {json_type(v) for v in b["enum"]}
        elif "type" in b:
            t = b["type"]
            out |= set(t) if isinstance(t, list) else {t}
        else:
            out.add("any")
    if "number" in out:
        out.add("integer")
    return out


def admits(root: dict, schema: dict, value: Any) -> bool:
    """Whether some branch of the schema takes ``value`` (type, length, bounds, enum, pattern:
    the plain keywords; a table is taken by its type alone)."""
    return any(_branch_admits(b, root, value) for b in _branches(schema, root))


def _admits(schema: dict, root: dict, value: Any) -> bool:
    return admits(root, schema, value)


def _branch_admits(b: dict, root: dict, v: Any) -> bool:
    types = _types(b, root)
    if "any" not in types and json_type(v) not in types:
        return False
    if "const" in b and v != b["const"]:
        return False
    if "enum" in b and v not in b["enum"]:
        return False
    if isinstance(v, str):
        if not b.get("minLength", 0) <= len(v) <= b.get("maxLength", math.inf):
            return False
        if "pattern" in b and not re.search(b["pattern"], v):
            return False
    if isinstance(v, int | float) and not isinstance(v, bool):
        if math.isnan(v) or not b.get("minimum", -math.inf) <= v <= b.get("maximum", math.inf):
            return False
    if isinstance(v, list) and not b.get("minItems", 0) <= len(v) <= b.get("maxItems", math.inf):
        return False
    return True


def _pick(schema: dict, root: dict, value: Any) -> dict:
    """The branch of a union that describes ``value`` (by its ``kind``, else by its type)."""
    branches = _branches(schema, root)
    if len(branches) == 1:
        return branches[0]
    if isinstance(value, dict) and "kind" in value:
        for b in branches:
            kind = b.get("properties", {}).get("kind", {})
            if kind.get("const") == value["kind"] or value["kind"] in kind.get("enum", ()):
                return b
    for b in branches:
        if _admits(b, root, value):
            return b
    return branches[0]


# ---------------------------------------------------------------------------- walking
def _walk(schema: dict, root: dict, doc: Any, path: tuple = (), generic: str = ""):
    """(path, generic path, value, subschema, required) for every value of ``doc`` the schema
    describes, parents before children. The generic path names a field once for all its
    places: ``measure[*].threshold``, ``phrases.{*}[*]``. ``required``: a key its table must
    have."""
    sub = _pick(schema, root, doc)
    if isinstance(doc, dict):
        props = sub.get("properties", {})
        extra = sub.get("additionalProperties")
        for key, value in doc.items():
            child = props.get(key, extra if isinstance(extra, dict) else None)
            if child is None:
                continue
            name = key if key in props else "{*}"
            g = f"{generic}.{name}" if generic else name
            yield path + (key,), g, value, child, key in sub.get("required", ())
            yield from _walk(child, root, value, path + (key,), g)
    elif isinstance(doc, list):
        items = sub.get("items")
        for i, value in enumerate(doc):
            if isinstance(items, dict):
                yield path + (i,), generic + "[*]", value, items, False
                yield from _walk(items, root, value, path + (i,), generic + "[*]")


def shown(path: tuple) -> str:
    out = ""
    for seg in path:
        out += f"[{seg + 1}]" if isinstance(seg, int) else ("." if out else "") + seg
    return out


def _get(doc: Any, path: tuple) -> Any:
    for seg in path:
        doc = doc[seg]
    return doc


def _set(doc: Any, path: tuple, value: Any, delete: bool = False) -> Any:
    """A copy of ``doc`` with one value changed: only the tables and lists on the way to it
    are copied, the rest is shared (nothing here changes a document once made)."""
    if not path:
        return value
    head, rest = path[0], path[1:]
    out = dict(doc) if isinstance(doc, dict) else list(doc)
    if not rest:
        if delete:
            del out[head]
        else:
            out[head] = value
    else:
        out[head] = _set(doc[head], rest, value, delete)
    return out


def tried(d: Damage, path, text: str, refuse, problems: list[str], where: str = "") -> bool:
    """Write the damaged file ``text`` to ``path`` and load it with ``refuse`` (its one-line
    refusal, or None when accepted). Any exception, or a damage that must fail being accepted,
    is added to ``problems`` (prefixed by ``where``); True when it was refused in one line."""
    path.write_text(text, encoding="utf-8")
    try:
        line = refuse(path)
    except Exception as e:  # noqa: BLE001 -- that is what the fuzz tests look for
        problems.append(f"{where}{d.label}: {type(e).__name__}: {e}")
        return False
    if d.must_fail and line is None:
        problems.append(f"{where}{d.label}: accepted")
    return line is not None


# ---------------------------------------------------------------------------- damaging
RETYPES = ("seven", 7, 7.5, ["x"], {"x": 1}, True)
FAR_FUTURE = "9999-12-31 00:00"


def main_refuses(argv: list[str], cwd) -> str:
    """Run ``main.py argv`` as a user would (no display) and check the one promise every
    loader makes: exit code 2, one line, no traceback. Returns that line for more checks."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    run = subprocess.run(
        [sys.executable, str(root / "main.py"), *argv],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 2, run.stderr[-2000:]
    assert run.stderr.count("\n") == 1 and "Traceback" not in run.stderr, run.stderr
    return run.stderr


def damages(schema: dict, doc: Any, nothing: Any = "") -> list[Damage]:
    """Every damage of every distinct field of ``doc`` (see the module's docstring)."""
    root, out, seen = schema, [], set()

    def add(path: tuple, what: str, doc2: Any, must_fail: bool, sub: Any = None) -> None:
        value = _get(doc2, path) if sub is not None and what != "deleted" else None
        label = f"{shown(path) or '(the file)'}: {what}"
        out.append(Damage(label, doc2, must_fail, path, value, sub))

    # an unknown key in each distinct table that admits none
    tables = [((), "", doc, schema)] + [(p, g, v, s) for p, g, v, s, _ in _walk(schema, root, doc)]
    for path, generic, value, sub in tables:
        if not isinstance(value, dict):
            continue
        picked = _pick(sub, root, value)
        if picked.get("additionalProperties") is False and ("+", generic) not in seen:
            seen.add(("+", generic))
            add(path, "an unknown key", _set(doc, path + ("zz_unknown",), 1), True)
        names = picked.get("propertyNames", {})
        if "enum" in names and value and ("k", generic) not in seen:
            seen.add(("k", generic))
            first = next(iter(value))
            bad = {("zz-not-a-kind" if k == first else k): v for k, v in value.items()}
            add(path, "a key that is not a kind", _set(doc, path, bad) if path else bad, True)

    for path, generic, value, sub, required in _walk(schema, root, doc):
        if generic in seen:
            continue
        seen.add(generic)
        branch = _pick(sub, root, value)
        parent = _get(doc, path[:-1])
        if isinstance(parent, dict):
            add(path, "deleted", _set(doc, path, None, delete=True), required, sub)
        add(path, "set to nothing", _set(doc, path, nothing), not admits(root, sub, nothing), sub)
        retypes = [r for r in RETYPES if json_type(r) != json_type(value)]
        for r in retypes[:4]:
            bad = _set(doc, path, r)
            add(path, f"retyped to {json.dumps(r)}", bad, not admits(root, sub, r), sub)
        for what, bad in _out_of_range(branch, value):
            add(path, f"out of range ({what})", _set(doc, path, bad), True, sub)
        for what, bad in _oversized(branch, value):
            add(path, f"oversized ({what})", _set(doc, path, bad), True, sub)
    return out


def _out_of_range(s: dict, value: Any):
    if isinstance(value, int | float) and not isinstance(value, bool):
        whole = s.get("type") == "integer"
        if "maximum" in s:
            yield f"{s['maximum']} + 1", s["maximum"] + 1 if whole else s["maximum"] * 1.0001 + 1
        if "minimum" in s:
            yield f"{s['minimum']} - 1", s["minimum"] - 1
        if not whole:
            yield "inf", math.inf
            yield "nan", math.nan
    if isinstance(value, str | datetime):
        if "enum" in s or "const" in s:
            yield "not one of the allowed values", "zz-not-allowed"
        pattern = s.get("pattern", "")
        if r"\d{4}-\d{2}-\d{2}" in pattern:
            yield "a date in 9999", FAR_FUTURE
            yield "30 February", "2026-02-30 10:00"
            yield "a time zone", "2026-02-13T08:00:00+01:00"
        elif pattern:
            yield "against its pattern", "!! not this"
    if isinstance(value, list) and s.get("minItems"):
        yield "an empty list", []


def _oversized(s: dict, value: Any):
    if isinstance(value, str) and "maxLength" in s:
        yield f"{s['maxLength'] + 1} characters", "x" * (s["maxLength"] + 1)
    if isinstance(value, list) and value and s.get("maxItems", math.inf) <= 20_000:
        n = s["maxItems"] + 1
        yield f"{n} items", (value * (n // len(value) + 1))[:n]
    if isinstance(value, int | float) and not isinstance(value, bool) and "maximum" in s:
        yield "a 30-digit number", 10**30


# ---------------------------------------------------------------------------- TOML
def _toml_value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return (
            "nan" if math.isnan(v) else ("inf" if v > 0 else "-inf") if math.isinf(v) else repr(v)
        )
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False).replace("\x7f", "\\u007f")
    if isinstance(v, datetime | date | time):
        return v.isoformat()
    if isinstance(v, list | tuple):
        return "[" + ", ".join(_toml_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{_toml_key(k)} = {_toml_value(x)}" for k, x in v.items()) + "}"
    raise TypeError(f"TOML cannot hold {v!r}")


def _toml_key(k: str) -> str:
    return json.dumps(str(k), ensure_ascii=False)


def dumps_toml(doc: dict) -> str:
    """``doc`` as TOML, every table inline (``measure = [{...}, {...}]``)."""
    return "".join(f"{_toml_key(k)} = {_toml_value(v)}\n" for k, v in doc.items())


# ---------------------------------------------------------------------------- self-checks
def test_the_generator_makes_every_kind_of_damage_and_knows_what_must_fail():
    schema = {
        "$defs": {
            "Item": {
                "type": "object",
                "additionalProperties": False,
                "properties": {"n": {"type": "integer", "minimum": 1, "maximum": 9}},
                "required": ["n"],
            }
        },
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "name": {"type": "string", "minLength": 1, "maxLength": 5},
            "when": {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}$"},
            "items": {"type": "array", "items": {"$ref": "#/$defs/Item"}, "maxItems": 3},
            "text": {"anyOf": [{"type": "string"}, {"type": "array"}]},
        },
        "required": ["name"],
    }
    doc = {"name": "ab", "when": "2026-02-13 08:00", "items": [{"n": 2}, {"n": 3}], "text": "x"}
    found = {d.label: d for d in damages(schema, doc)}
    assert found["name: deleted"].must_fail and not found["when: deleted"].must_fail
    assert found["name: set to nothing"].must_fail  # "" is shorter than minLength 1
    assert found["name: oversized (6 characters)"].doc["name"] == "xxxxxx"
    assert found["items[1].n: out of range (9 + 1)"].doc["items"][0]["n"] == 10
    assert found["when: out of range (a date in 9999)"].must_fail
    assert found["items: oversized (4 items)"].must_fail
    assert not found['text: retyped to ["x"]'].must_fail  # a list is fine there
    assert found["when: retyped to 7"].must_fail and found["when: set to nothing"].must_fail
    assert not found["text: set to nothing"].must_fail
    assert found["items[1]: an unknown key"].doc["items"][0]["zz_unknown"] == 1
    assert "items[2].n: deleted" not in found  # each distinct field once
    text = dumps_toml({"a": [{"b": math.inf, "c": "x\x7f\n"}], "d": datetime(2026, 1, 2, 3, 4)})
    import tomllib

    back = tomllib.loads(text)
    assert back["a"][0]["c"] == "x\x7f\n" and back["d"] == datetime(2026, 1, 2, 3, 4)
