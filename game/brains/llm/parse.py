"""Tolerant JSON extraction and the small coercions every step's validator shares.

Models wrap JSON in prose and code fences, leave trailing commas, use single quotes or Python
literals, and reasoning models prefix ``<think>`` blocks. ``extract_json`` repairs what is safe
to repair and otherwise raises ``InvalidReply`` with a reason that is sent back to the model.
It never silently turns garbage into ``{}`` (a peer project's mistake).
"""

from __future__ import annotations

import json
import re
from typing import Any

from game.brains.llm.errors import InvalidReply
from game.mind.types import Place, PlaceOption, hhmm_to_min, min_to_hhmm

_THINK = re.compile(r"<think>.*?</think>", re.DOTALL | re.IGNORECASE)
_FENCE = re.compile(r"```(?:json|JSON)?\s*(.*?)```", re.DOTALL)
_TRAILING_COMMA = re.compile(r",(\s*[}\]])")
_PY_LITERALS = {"True": "true", "False": "false", "None": "null"}
DAY = 24 * 60


def extract_json(text: str | None) -> Any:
    """The first JSON object (or array) in ``text``, repaired where that is safe.

    Raises:
        InvalidReply: empty text, or nothing that parses as JSON.
    """
    if text is None or not text.strip():
        raise InvalidReply("the reply was empty", label="empty reply")
    text = _THINK.sub("", text).strip()
    candidates = [text]
    candidates += [m.group(1).strip() for m in _FENCE.finditer(text)]
    block = _balanced(text)
    if block:
        candidates.append(block)
    for cand in candidates:
        for fixed in _repairs(cand):
            try:
                return json.loads(fixed, strict=False)  # raw newlines in strings are fine
            except (json.JSONDecodeError, RecursionError):
                continue
    raise InvalidReply("the reply was not a valid JSON object", label="not JSON")


def _balanced(text: str) -> str:
    """The first ``{...}`` or ``[...]`` span with balanced brackets, skipping strings."""
    start = min((i for i in (text.find("{"), text.find("[")) if i >= 0), default=-1)
    if start < 0:
        return ""
    depth, quote, escaped = 0, "", False
    for i in range(start, len(text)):
        ch = text[i]
        if quote:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == quote:
                quote = ""
        elif ch in "\"'":
            quote = ch if ch == '"' or _apostrophe_is_quote(text, i) else ""
        elif ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
            if depth == 0:
                return text[start : i + 1]
    return ""


def _apostrophe_is_quote(text: str, i: int) -> bool:
    """A ' opens a string only where JSON punctuation precedes it (not in "Maria's")."""
    j = i - 1
    while j >= 0 and text[j].isspace():
        j -= 1
    return j >= 0 and text[j] in "{[,:"


def _repairs(text: str):
    """The text itself, then progressively bolder fixes."""
    yield text
    fixed = _TRAILING_COMMA.sub(r"\1", text)
    yield fixed
    if '"' not in fixed and "'" in fixed:  # single quotes only where no double quote exists
        yield fixed.replace("'", '"')
    py = re.sub(r"\b(True|False|None)\b", lambda m: _PY_LITERALS[m.group(1)], fixed)
    if py != fixed:
        yield py


# -- coercions shared by the validators ---------------------------------------------------------


def need_dict(data: Any, *keys: str) -> dict[str, Any]:
    """``data`` as an object with ``keys`` present, else InvalidReply naming the missing key."""
    if not isinstance(data, dict):
        raise InvalidReply(
            f"expected a JSON object with {', '.join(repr(k) for k in keys)}", label="not an object"
        )
    for key in keys:
        if key not in data:
            raise InvalidReply(f"the object has no {key!r} field", label=f"no {key!r} field")
    return data


def need_list(data: Any, key: str, *, min_len: int = 1) -> list[Any]:
    """``data[key]`` as a list of at least ``min_len`` items (a bare list is accepted too)."""
    value = data if isinstance(data, list) else need_dict(data, key)[key]
    if not isinstance(value, list):
        raise InvalidReply(f"{key!r} must be a list", label=f"{key!r} not a list")
    if len(value) < min_len:
        raise InvalidReply(f"{key!r} must have at least {min_len} item(s)", label=f"too few {key}")
    return value


def has_words(value: Any) -> bool:
    """A string with at least one letter or digit: "...", "###" or "-" is a placeholder."""
    return isinstance(value, str) and any(ch.isalnum() for ch in value)


def need_text(value: Any, what: str, *, max_len: int = 400) -> str:
    """A single-paragraph string with at least one letter or digit, whitespace collapsed, cut
    at ``max_len``."""
    if not isinstance(value, str) or not value.strip():
        raise InvalidReply(f"{what} must be a non-empty string", label="empty text")
    text = " ".join(value.split())
    if not has_words(text):
        raise InvalidReply(f"{what} must be words, got {text[:20]!r}", label="no words")
    return text if len(text) <= max_len else text[: max_len - 1].rstrip() + "…"


def need_int(value: Any, what: str, lo: int, hi: int) -> int:
    """An integer in [lo, hi]; integral floats and digit strings are accepted."""
    if isinstance(value, bool):
        raise InvalidReply(f"{what} must be a number", label="not a whole number")
    if isinstance(value, str) and re.fullmatch(r"\s*-?\d+(\.0+)?\s*", value):
        value = float(value)
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if not isinstance(value, int):
        raise InvalidReply(
            f"{what} must be a whole number, got {value!r}", label="not a whole number"
        )
    if not lo <= value <= hi:
        raise InvalidReply(
            f"{what} must be between {lo} and {hi}, got {value}", label="number out of range"
        )
    return value


def need_time(value: Any, what: str) -> int:
    """'HH:MM' (24 h, 'H:MM' accepted) -> minutes since midnight."""
    text = str(value).strip() if isinstance(value, str | int) else ""
    if re.fullmatch(r"\d:\d\d", text):
        text = "0" + text
    try:
        return hhmm_to_min(text)
    except ValueError:
        raise InvalidReply(
            f"{what} must be a 24-hour HH:MM time, got {value!r}",
            label=f"bad time {_short(value)}",
        ) from None


def _short(value: Any) -> str:
    """A value as a label shows it: its repr, cut to 14 characters."""
    text = repr(value)
    return text if len(text) <= 14 else text[:13] + "…"


def need_slot_time(value: Any, what: str, lo: int, hi: int) -> int:
    t = need_time(value, what)
    for k in range(3):
        if lo <= t + k * DAY < hi:
            return t + k * DAY
    raise InvalidReply(
        f"{what} {value!r} is outside {min_to_hhmm(lo)}-{min_to_hhmm(hi)}",
        label="time outside slot",
    )


def first_emoji(value: Any) -> str:
    if not isinstance(value, str):
        return ""
    text = value.strip().split(" ")[0] if value.strip() else ""
    return text[:8]


def need_ids(value: Any, what: str) -> tuple[int, ...]:
    if isinstance(value, int | str):
        value = [value]
    if not isinstance(value, list):
        raise InvalidReply(f"{what} must be a list of statement ids", label="ids not a list")
    out = []
    for v in value:
        m = re.fullmatch(r"\s*\[?\s*(\d+)\s*\]?\s*", str(v)) if not isinstance(v, bool) else None
        if m is None:
            raise InvalidReply(
                f"{what} has {v!r}, which is not a statement id", label="unknown memory id"
            )
        out.append(int(m.group(1)))
    return tuple(dict.fromkeys(out))


def as_bool(value: Any) -> bool:
    if isinstance(value, str):
        return value.strip().lower() in ("true", "yes", "1")
    return bool(value)


def norm(text: str) -> str:
    """Lowercase, single-spaced, no spaces around ':'; how labels are compared."""
    return re.sub(r"\s*:\s*", ":", " ".join(str(text).lower().split()))


def match_place(value: Any, options: tuple[PlaceOption, ...], what: str = "place") -> Place:
    """The option a reply names: its address (case and spacing ignored), its list number, or
    an address prefix ('Sector:Arena') that starts exactly one or more options (first wins).

    Raises:
        InvalidReply: the value names no option; the reason lists a few valid ones.
    """
    if isinstance(value, bool):
        value = ""
    if isinstance(value, int) or (isinstance(value, str) and value.strip().isdigit()):
        idx = int(value)
        if 1 <= idx <= len(options):
            return options[idx - 1].place
    text = str(value).strip()
    text = re.sub(r"^\d+\.\s*", "", text)  # "3. Cafe:Kitchen" copied with its number
    text = re.sub(r"\s*[\[(].*$", "", text)  # copied with "(kinds)" or "[kinds]"
    key = norm(text)
    if key:
        for opt in options:
            if norm(str(opt.place)) == key:
                return opt.place
        for opt in options:
            if norm(str(opt.place)).startswith(key + ":"):
                return opt.place
    shown = "; ".join(str(o.place) for o in options[:5])
    raise InvalidReply(
        f"{what} {value!r} is not one of the listed places (e.g. {shown})",
        label="place not offered",
    )
