"""The parts every schema of a user's file is built from, and its JSON Schema.

Why pydantic (v2): it is already installed (openai depends on it), its models double as the
documentation of each file (``docs/schemas/*.json`` are exported from them, ``json_schema``),
its core is compiled and iterative, and its errors carry the exact location needed for one line
(``game.world.user_file_problems``). The small types here (``text``, ``number``, ``whole``,
``Stamp``) give every schema the same bounds and the same wording; each refuses ``true`` where a
number belongs, ``inf`` and ``nan``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime
from typing import Annotated, Any, ClassVar

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    PlainValidator,
    WithJsonSchema,
    model_validator,
)
from pydantic.json_schema import GenerateJsonSchema
from pydantic_core import PydanticCustomError

from game.world.user_file_problems import problem, shown_value

MIN_YEAR, MAX_YEAR = 1900, 2200  # dates a town may live in
TIME_EXAMPLE = "2026-02-13 08:00"
_STAMP = re.compile(r"^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$")


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
