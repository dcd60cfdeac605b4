"""What is wrong in a user's file, in one line.

A pydantic ``ValidationError`` becomes one line naming the path inside the file and what was
wrong, e.g. ``start: expected a date from 1900 to 2200, got '9999-12-31 08:00'``
(``problem_line``); list positions count from 1, as a person counts ``[[whisper]]`` tables.
``shown_value`` shows a value in such a line (never the whole of a huge one), and ``problem``
makes a validation error whose message is a line as it is.
"""

from __future__ import annotations

import json
import re
from datetime import datetime
from typing import Any

from pydantic import ValidationError
from pydantic_core import PydanticCustomError


def problem_line(exc: ValidationError, data: Any) -> str:
    """The first problem of ``exc`` as "<path>: <what was wrong>" (no file name)."""
    errors = exc.errors(include_url=False)
    if not errors:
        return "is not valid"
    err = errors[0]
    loc = list(err.get("loc", ()))
    kind, ctx = err.get("type", ""), err.get("ctx") or {}
    if kind in ("union_tag_invalid", "union_tag_not_found"):
        loc.append(str(ctx.get("discriminator", "kind")).strip("'"))
    if kind == "unknown_key":
        loc.append(str(ctx.get("key", "")))
    where, hint = _where(loc, data)
    what = _what(kind, err, ctx)
    line = f"{where}: {what}" if where else what
    return f"{line} ({hint})" if hint else line


def _where(loc: list, data: Any) -> tuple[str, str]:
    """``loc`` as a TOML-ish path (``measure[3].from``, 1-based), and the name of the nearest
    named table on the way (``activity 'meal'``), for long arrays of tables."""
    out, node, hint = "", data, ""
    for i, seg in enumerate(loc):
        last = i == len(loc) - 1
        if isinstance(seg, int):
            out += f"[{seg + 1}]"
            parent = out.rsplit("[", 1)[0].rsplit(".", 1)[-1]
            node = node[seg] if isinstance(node, list) and 0 <= seg < len(node) else None
            name = node.get("name") if isinstance(node, dict) else None
            if isinstance(name, str) and name.strip() and len(name) <= 60:
                hint = f"{parent} '{name}'"
            continue
        if seg == "[key]":  # the key itself is what is wrong
            continue
        if not isinstance(node, dict) and node is not None:
            continue  # a union member's tag under a list or a value, not a key of the file
        if isinstance(node, dict) and seg not in node and (not last or node.get("kind") == seg):
            continue  # a union member's tag, not a key of the file
        out += ("." if out else "") + _key(str(seg))
        node = node.get(seg) if isinstance(node, dict) else None
    return out, hint


def _key(key: str) -> str:
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else json.dumps(key, ensure_ascii=False)


_EXPECTED = {
    "int": "a whole number",
    "float": "a number",
    "string": "some text",
    "bool": "true or false",
    "list": "a list",
    "tuple": "a list",
    "set": "a list",
    "dict": "a table",
    "model": "a table",
    "model_attributes": "a table",
    "datetime": "a date and time",
}


def _what(kind: str, err: dict, ctx: dict) -> str:
    got = shown_value(err.get("input"))
    if kind in ("missing", "union_tag_not_found"):
        return "is missing"
    if kind in ("extra_forbidden", "unknown_key"):
        known = str(ctx.get("known") or "")
        listed = known and known.count(",") < 20  # a long list helps nobody
        return "is not a known key" + (f" (known: {known})" if listed else "")
    if kind == "union_tag_invalid":
        table, key = err.get("input"), str(ctx.get("discriminator", "")).strip("'")
        tag = table.get(key, ctx.get("tag")) if isinstance(table, dict) else ctx.get("tag")
        return f"expected one of {ctx.get('expected_tags')}, got {shown_value(tag)}"
    if kind == "literal_error":
        return f"expected {ctx.get('expected')}, got {got}"
    if kind == "too_short":
        n = ctx.get("min_length")
        return f"expected at least {n} item{'s' if n != 1 else ''}, got {got}"
    if kind == "too_long":
        return f"expected at most {ctx.get('max_length')} items, got {got}"
    if kind == "finite_number":
        return f"expected a finite number, got {got}"
    if kind == "recursion_loop":
        return "is nested too deeply"
    base = kind.removesuffix("_type").removesuffix("_parsing").removesuffix("_from_float")
    if base in _EXPECTED:
        return f"expected {_EXPECTED[base]}, got {got}"
    msg = str(err.get("msg", "is not valid"))
    return msg.removeprefix("Value error, ").removeprefix("Assertion failed, ")


def shown_value(v: Any) -> str:
    """A short rendering of a value for an error line (never the whole of a huge value)."""
    if v is None:
        return "nothing"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, str):
        if len(v) > 60:
            return f"a text of {len(v):,} characters"
        return repr(v)
    if isinstance(v, int):
        return str(v) if abs(v) < 10**15 else f"a number of {len(str(abs(v)))} digits"
    if isinstance(v, float):
        return repr(v)
    if isinstance(v, datetime):
        return repr(v.isoformat(" "))
    if isinstance(v, list | tuple):
        return f"a list of {len(v):,} item{'s' if len(v) != 1 else ''}"
    if isinstance(v, dict):
        return "a table"
    return f"a {type(v).__name__}"


def problem(message: str) -> PydanticCustomError:
    """A validation error whose message is ``message`` as it is (braces and all)."""
    return PydanticCustomError("problem", "{message}", {"message": message})
