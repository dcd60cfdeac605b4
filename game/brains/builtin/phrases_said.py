"""Whether a text holds a line of a phrase set (``data/speech.toml``): how the built-in brain
reads what was said in a talk by the lines it could have come from.

Each set's templates become regular expressions, a placeholder matching any text (and a
``, {addr}`` the name that may have been left out): ``said_from`` (anywhere), ``said_opening``
(only where a sentence starts), ``said_worded`` (only by templates with words of their own),
``said_around`` (which question a question mark belongs to) and ``without`` (the text with the
sets' phrases taken out). The patterns are made once per phrase table's contents and kept.
"""

from __future__ import annotations

import functools
import re
import string
from weakref import WeakKeyDictionary

from game.brains.builtin.phrases import ASKS
from game.brains.builtin.tables import active

_FORMATTER = string.Formatter()


def _name_comma(literal: str, field: str | None) -> int:
    """How much of ``literal`` is the comma before a ``{addr}`` that follows it (0: none)."""
    if field != "addr":
        return 0
    return 2 if literal.endswith(", ") else 1 if literal.endswith("，") else 0


class _Lines:
    """A phrase table as a cache key, equal by its contents: a town's copy of the shared tables
    (``dataclasses.replace`` with its place kinds) and a fresh load of the same files share the
    patterns compiled from it, which are most of what a town's first talks cost."""

    __slots__ = ("phrases", "_hash")

    def __init__(self, phrases) -> None:
        self.phrases = phrases
        self._hash = hash(tuple(sorted((k, tuple(v)) for k, v in phrases.items())))

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other) -> bool:
        return isinstance(other, _Lines) and (
            other.phrases is self.phrases
            or (other._hash == self._hash and dict(other.phrases) == dict(self.phrases))
        )


_LINES: WeakKeyDictionary = WeakKeyDictionary()  # Tables -> its _Lines
_SAME: dict[_Lines, _Lines] = {}  # one _Lines per phrase table's contents (a key found is the same
# object, so a cache hit compares nothing); a handful: the languages, a town's own lines


def _lines() -> _Lines:
    """The active tables' phrase table as a cache key (made once per tables)."""
    tables = active()
    got = _LINES.get(tables)
    if got is None:
        made = _Lines(tables.phrases)
        got = _LINES[tables] = _SAME.setdefault(made, made)
    return got


@functools.lru_cache(maxsize=8)
def _template_res(lines: _Lines, worded: bool = False) -> dict[str, tuple[tuple[str, int], ...]]:
    """Each set's templates as regexes, with how many characters of their own each has;
    ``worded``: only those with words of their own."""
    out = {}
    for name, alts in lines.phrases.items():
        pats = []
        for tpl in alts:
            parts = []
            words = ""
            for literal, field, _, _ in _FORMATTER.parse(tpl):
                words += literal
                cut = _name_comma(literal, field)
                parts.append(re.escape(literal[: len(literal) - cut]))
                if cut:  # ", {addr}": the name may have been left out (said once a line)
                    parts.append(rf"(?:{re.escape(literal[-cut:])}.+?)?")
                elif field is not None:
                    parts.append(r".+?")
            if worded and len(re.findall(r"[^\W\d_]", words)) < 3:
                continue
            pats.append(("".join(parts), len(words)))
        out[name] = tuple(pats)
    return out


@functools.lru_cache(maxsize=8)
def _set_res(lines: _Lines, worded: bool = False) -> dict[str, re.Pattern]:
    """Each set's templates as one regex; ``worded``: only those with words of their own."""
    out = {}
    for name, pats in _template_res(lines, worded).items():
        joined = "|".join(p for p, _ in pats)
        out[name] = re.compile(joined, re.IGNORECASE) if pats else re.compile(r"(?!)")
    return out


def said_from(name: str, text: str) -> bool:
    """True when ``text`` holds a line of phrase set ``name``."""
    return _said_from(_lines(), name, text or "")


@functools.lru_cache(maxsize=8192)  # a talk's lines are read again at each turn of it
def _said_from(lines: _Lines, name: str, text: str) -> bool:
    rx = _set_res(lines).get(name)
    return bool(rx and rx.search(text))


def said_opening(name: str, text: str) -> bool:
    """Like ``said_from``, but only a line of ``name`` that starts a sentence of ``text``: a
    goodbye "Night." is said as a sentence of its own, not read in "Better than last night."."""
    rx = _opening_res(_lines()).get(name)
    return bool(rx and rx.search(text or ""))


# where a sentence starts: the line's start, after a stop and a space, after a dash or a colon
# and a space, or after a Chinese stop or comma (no space)
_OPENS = r"(?:^|(?<=[.!?…:;—]\s)|(?<=[。！？，；：…]))"


@functools.lru_cache(maxsize=8)
def _opening_res(lines: _Lines) -> dict[str, re.Pattern]:
    """Each set's templates as one regex that matches only at a sentence's start."""
    out = {}
    for name, pats in _template_res(lines).items():
        joined = "|".join(p for p, _ in pats)
        out[name] = (
            re.compile(f"{_OPENS}(?:{joined})", re.IGNORECASE) if pats else re.compile(r"(?!)")
        )
    return out


def said_worded(name: str, text: str) -> bool:
    """Like ``said_from``, by the templates with words of their own only ("{Doing}." would
    match any sentence at all)."""
    rx = _set_res(_lines(), True).get(name)
    return bool(rx and rx.search(text or ""))


def without(names: tuple[str, ...], text: str) -> str:
    """``text`` with every phrase of the sets ``names`` taken out (what else it says). A
    template that is all placeholder ("{project}") would take out anything: it is skipped.
    Where phrases of several sets overlap, the longest is taken out whole ("Sounds like good
    work." is not cut to "Sounds like" by another set's "Good work.")."""
    rx = _without_re(_lines(), names)
    return rx.sub(" ", text) if rx is not None else text


@functools.lru_cache(maxsize=64)
def _without_re(lines: _Lines, names: tuple[str, ...]) -> re.Pattern | None:
    """The worded templates of ``names`` as one regex, the longest first, each from the start
    of a word."""
    res = _template_res(lines, True)
    pats = sorted({p for n in names for p in res.get(n, ())}, key=lambda p: (-p[1], p[0]))
    if not pats:
        return None
    return re.compile("|".join(rf"(?<![\w']){p}" for p, _ in pats), re.IGNORECASE)


def said_around(name: str, text: str, pos: int, opening: bool = False) -> bool:
    """True when ``text`` has a question of set ``name`` whose own question mark is the one at
    ``pos`` (which phrase a question mark belongs to); a placeholder never spans a sentence.
    ``opening``: only a line of the set that starts a sentence ("Really?" said as a reaction,
    not the end of "How are you managing, really?")."""
    return any(
        m.start(1) == pos and (not opening or _opens(text, m.start()))
        for rx in _question_res(_lines(), name)
        for m in rx.finditer(text or "")
    )


def _opens(text: str, i: int) -> bool:
    """Whether a sentence of ``text`` starts at ``i`` (see ``_OPENS``)."""
    if i == 0 or text[i - 1] in "。！？，；：…":
        return True
    return i >= 2 and text[i - 1].isspace() and text[i - 2] in ".!?…:;—"


@functools.lru_cache(maxsize=512)
def _question_res(lines: _Lines, name: str) -> tuple[re.Pattern, ...]:
    """One regex per question mark of each template of a set, that mark captured."""
    out = []
    for tpl in lines.phrases.get(name, ()):
        pieces = []  # (is_literal, text)
        for literal, field, _, _ in _FORMATTER.parse(tpl):
            cut = _name_comma(literal, field)
            pieces.append((True, literal[: len(literal) - cut]))
            if field is not None:
                pieces.append((False, literal[len(literal) - cut :] if cut else ""))
        marks = [
            (i, j) for i, (lit, t) in enumerate(pieces) if lit for j, c in enumerate(t) if c in ASKS
        ]
        for mi, mj in marks:
            parts = []
            for i, (lit, t) in enumerate(pieces):
                if not lit and t:  # ", {addr}", which may be left out
                    parts.append(rf"(?:{re.escape(t)}[^.!?。！？]+?)?")
                elif not lit:
                    parts.append(r"[^.!?。！？]+?")
                elif i == mi:
                    parts.append(
                        re.escape(t[:mj]) + f"({re.escape(t[mj])})" + re.escape(t[mj + 1 :])
                    )
                else:
                    parts.append(re.escape(t))
            out.append(re.compile("".join(parts), re.IGNORECASE))
    return tuple(out)
