"""Files a user hands us: read them within bounds, check them with a schema, say what is wrong.

Every loader of a user's file (a scenario, ``config.toml``, a town's ``activities.toml``, the
map) goes through here, so they refuse the same way:

* only a regular file is read: a folder, a FIFO or a device is refused before anything waits on
  it or reads from it (``read_bytes``);
* the file's size is bounded before it is read, and so is what is read (a file that grows while
  it is read is cut off and refused);
* TOML is parsed with its nesting bounded: a 100,000-deep array is one line, not a
  ``RecursionError`` (``read_toml``);
* a pydantic ``ValidationError`` becomes one line naming the path inside the file and what was
  wrong, e.g. ``start: expected a date from 1900 to 2200, got '9999-12-31 08:00'``
  (``problem_line``); list positions count from 1, as a person counts ``[[whisper]]`` tables.

Why pydantic (v2): it is already installed (openai depends on it), its models double as the
documentation of each file (``docs/schemas/*.json`` are exported from them), its core is
compiled and iterative, and its errors carry the exact location we need for one line. The
small types here (``text``, ``number``, ``whole``, ``stamp``) give every schema the same bounds
and the same wording; each refuses ``true`` where a number belongs, ``inf`` and ``nan``.
"""

from __future__ import annotations

import json
import os
import re
import stat
import tomllib
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, ClassVar

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    PlainValidator,
    ValidationError,
    WithJsonSchema,
    model_validator,
)
from pydantic.json_schema import GenerateJsonSchema
from pydantic_core import PydanticCustomError

MAX_TOML_BYTES = 1_000_000  # the largest shipped TOML file is 50 KB
MAX_DEPTH = 24  # tables and arrays inside each other (the deepest shipped file: 5)
MIN_YEAR, MAX_YEAR = 1900, 2200  # dates a town may live in
TIME_EXAMPLE = "2026-02-13 08:00"
_STAMP = re.compile(r"^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$")

ErrorType = Callable[[str], Exception]


# ---------------------------------------------------------------------------- reading
def read_bytes(path: str | Path, shown: str, error: ErrorType, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; ``error("<shown>: ...")`` else.

    A FIFO, a device or a folder is refused before it is opened for reading in a way that
    could wait (the open is non-blocking, and the file is checked again once open).
    """
    at = f"{shown}: " if shown else ""
    try:
        before = os.stat(path)
    except FileNotFoundError:
        raise error(f"{at}no such file") from None
    except (OSError, ValueError) as e:
        raise error(f"{at}cannot be read ({_reason(e)})") from None
    _regular(before.st_mode, at, error)
    if before.st_size > limit:
        raise error(f"{at}is {before.st_size:,} bytes, more than the {limit:,} allowed")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags | getattr(os, "O_NOCTTY", 0))
    except OSError as e:
        raise error(f"{at}cannot be read ({_reason(e)})") from None
    try:
        _regular(os.fstat(fd).st_mode, at, error)
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as e:
        raise error(f"{at}cannot be read ({_reason(e)})") from None
    finally:
        os.close(fd)
    if size > limit:
        raise error(f"{at}is more than the {limit:,} bytes allowed")
    return b"".join(chunks)


def _regular(mode: int, at: str, error: ErrorType) -> None:
    if stat.S_ISREG(mode):
        return
    what = (
        "a folder"
        if stat.S_ISDIR(mode)
        else "a FIFO"
        if stat.S_ISFIFO(mode)
        else "a device"
        if stat.S_ISCHR(mode) or stat.S_ISBLK(mode)
        else "a socket"
        if stat.S_ISSOCK(mode)
        else "not a file"
    )
    raise error(f"{at}is not a regular file ({what})")


def _reason(e: Exception) -> str:
    return getattr(e, "strerror", None) or str(e) or type(e).__name__


def read_toml(
    path: str | Path, shown: str, error: ErrorType, limit: int = MAX_TOML_BYTES
) -> dict[str, Any]:
    """Parse a TOML file within ``limit`` bytes and ``MAX_DEPTH`` levels of nesting."""
    raw = read_bytes(path, shown, error, limit)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise error(f"{shown}: is not valid TOML (not UTF-8 text at byte {e.start})") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise error(f"{shown}: is not valid TOML ({' '.join(str(e).split())})") from None
    except RecursionError:
        data = None
    if data is None or too_deep(data):
        raise error(f"{shown}: is nested more than {MAX_DEPTH} tables or arrays deep")
    return data


def too_deep(data: Any, limit: int = MAX_DEPTH) -> bool:
    """Whether lists and dicts nest more than ``limit`` deep (iterative: no recursion)."""
    stack = [(data, 0)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict):
            node = list(node.values())
        elif not isinstance(node, list):
            continue
        if depth >= limit:
            return True
        stack.extend((v, depth + 1) for v in node if isinstance(v, dict | list))
    return False


# ---------------------------------------------------------------------------- one line
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


# ---------------------------------------------------------------------------- the schemas' parts
class Schema(BaseModel):
    """A table of a user's file: strict types, unknown keys refused by name, frozen."""

    model_config = ConfigDict(
        strict=True,
        extra="forbid",
        frozen=True,
        populate_by_name=True,
        protected_namespaces=(),  # a setting may be called model_path
    )

    @model_validator(mode="before")
    @classmethod
    def _known_keys(cls, data: Any) -> Any:
        if isinstance(data, dict) and cls.model_config.get("extra") == "forbid":
            known = _KNOWN.get(cls)
            if known is None:
                known = _KNOWN[cls] = {f.alias or n for n, f in cls.model_fields.items()}
            for key in data:
                if key not in known:
                    raise PydanticCustomError(
                        "unknown_key",
                        "is not a known key",
                        {"key": str(key)[:80], "known": ", ".join(sorted(known))},
                    )
        return data


class ObjectSchema(Schema):
    """A table that must be a JSON object; anything else is refused saying what the object
    holds (``SHAPE``: "an object with sector and arena")."""

    SHAPE: ClassVar[str] = "an object"

    @model_validator(mode="before")
    @classmethod
    def _an_object(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            raise problem(f"expected {cls.SHAPE}, got {shown_value(data)}")
        return data


_KNOWN: dict[type, set[str]] = {}  # a model's keys, as a file writes them


def _bounded_text(
    max_len: int, min_len: int, squash: bool, pattern: str | None
) -> Callable[[str], str]:
    def check(v: str) -> str:
        if squash:
            v = " ".join(v.split())
        if len(v) < min_len or (min_len and not v.strip()):
            raise problem(f"expected some text, got {shown_value(v)}")
        if len(v) > max_len:
            raise problem(f"expected at most {max_len:,} characters, got {len(v):,}")
        if pattern and v and not re.fullmatch(pattern, v):
            raise problem(f"expected text matching {pattern}, got {shown_value(v)}")
        return v

    return check


def text(
    max_len: int = 200,
    *,
    min_len: int = 1,
    squash: bool = False,
    pattern: str | None = None,
    **schema: Any,
) -> Any:
    """A string of ``min_len``..``max_len`` characters (``squash``: runs of spaces made one;
    ``pattern``: a regex the whole string must match, unless it is empty)."""
    js = {"type": "string", "minLength": min_len, "maxLength": max_len, **schema}
    if pattern:
        js["pattern"] = f"^(?:{pattern})$" if min_len else f"^(?:{pattern})?$"
    check = _bounded_text(max_len, min_len, squash, pattern)
    return Annotated[str, AfterValidator(check), WithJsonSchema(js)]


def _in_range(lo: float, hi: float, whole_only: bool) -> Callable[[Any], Any]:
    what = "a whole number" if whole_only else "a number"

    def check(v: Any) -> Any:
        kinds = int if whole_only else int | float
        if isinstance(v, bool) or not isinstance(v, kinds) or not lo <= v <= hi:  # nan too
            raise problem(
                f"expected {what} from {plain_number(lo)} to {plain_number(hi)}, got {shown_value(v)}"
            )
        return v

    return check


def plain_number(x: float) -> str:
    """``36`` for 36.0, ``0.1`` for 0.1, ``1e+16`` for a huge one."""
    return str(int(x)) if float(x).is_integer() and abs(x) < 1e16 else f"{x:g}"


def number(lo: float, hi: float, **schema: Any) -> Any:
    """A finite number from ``lo`` to ``hi``, kept as written (``36`` stays an int); not
    ``true``, ``inf`` or ``nan``."""
    js = {"type": "number", "minimum": lo, "maximum": hi, **schema}
    return Annotated[float, PlainValidator(_in_range(lo, hi, False)), WithJsonSchema(js)]


def whole(lo: int, hi: int, **schema: Any) -> Any:
    """A whole number from ``lo`` to ``hi``."""
    js = {"type": "integer", "minimum": lo, "maximum": hi, **schema}
    return Annotated[int, PlainValidator(_in_range(lo, hi, True)), WithJsonSchema(js)]


def _to_stamp(v: Any) -> Any:
    """A date and time from TOML's own datetime or a string like "2026-02-13 08:00"."""
    if isinstance(v, datetime):
        moment = v
    elif isinstance(v, str) and (m := _STAMP.match(v.strip())):
        year, month, day, hour, minute, second = (int(x or 0) for x in m.groups())
        if not MIN_YEAR <= year <= MAX_YEAR:
            raise problem(f"expected a date from {MIN_YEAR} to {MAX_YEAR}, got {shown_value(v)}")
        try:
            moment = datetime(year, month, day, hour, minute, second)
        except ValueError:
            raise problem(f"expected a real date and time, got {shown_value(v)}") from None
    elif isinstance(v, str) and _has_zone(v):
        raise problem(f"expected a local time without a time zone, got {shown_value(v)}")
    else:
        raise problem(f"expected a time like {TIME_EXAMPLE}, got {shown_value(v)}")
    if moment.tzinfo is not None:
        raise problem(f"expected a local time without a time zone, got {shown_value(moment)}")
    if not MIN_YEAR <= moment.year <= MAX_YEAR:
        raise problem(f"expected a date from {MIN_YEAR} to {MAX_YEAR}, got {shown_value(moment)}")
    return moment


def _has_zone(v: str) -> bool:
    try:
        return datetime.fromisoformat(v.strip()).tzinfo is not None
    except ValueError:
        return False


def parse_stamp(v: Any) -> datetime:
    """``_to_stamp`` for code outside a schema (the map's ``start_time``): ``ValueError``."""
    try:
        return _to_stamp(v)
    except PydanticCustomError as e:
        raise ValueError(str(e)) from None


STAMP_SCHEMA = {
    "type": "string",
    "pattern": r"^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$",
    "description": f"a local date and time, {MIN_YEAR} to {MAX_YEAR}, like '{TIME_EXAMPLE}'",
}
# a date and time: TOML's own (2026-02-13T08:00:00) or a string like "2026-02-13 08:00"
Stamp = Annotated[datetime, BeforeValidator(_to_stamp), WithJsonSchema(STAMP_SCHEMA)]


# ---------------------------------------------------------------------------- JSON Schema
class TomlJsonSchema(GenerateJsonSchema):
    """JSON Schema for a TOML file: TOML has no null, so ``X | None`` is just ``X`` and a
    default of None (meaning "leave the key out") is not written."""

    def nullable_schema(self, schema: Any) -> Any:
        return self.generate_inner(schema["schema"])

    def default_schema(self, schema: Any) -> Any:
        js = super().default_schema(schema)
        if js.get("default", 0) is None:
            js.pop("default")
        return js


def json_schema(model: type[BaseModel], schema_id: str = "") -> dict[str, Any]:
    """``model``'s JSON Schema (draft 2020-12), as ``docs/schemas/`` holds it."""
    body = model.model_json_schema(mode="validation", schema_generator=TomlJsonSchema)
    head = {"$schema": "https://json-schema.org/draft/2020-12/schema"}
    if schema_id:
        head["$id"] = schema_id
    return head | body
