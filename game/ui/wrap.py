"""Line breaking that knows CJK text: Chinese has no spaces, so a line may break between any
two characters, while Latin words (and numbers) stay whole.

``units`` cuts a paragraph into the pieces a line may break between, each with whether a space
stood before it; ``wrap_units`` fills lines greedily by a width function (pixels for the
inspector's columns, character cells for speech bubbles, where a CJK character takes two).
Text with no CJK characters is cut exactly where it was before: at every single space.
"""

from __future__ import annotations

from collections.abc import Callable

from game.ui.fonts import has_cjk

# closing punctuation that must not start a line: it stays with the character before it
NO_LINE_START = frozenset("，。、；：！？）」』》〉】…—,.;:!?)%·")


def is_cjk_char(ch: str) -> bool:
    """Whether one character is CJK (a line may break before and after it)."""
    return "\u2e80" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7af" or "\uff00" <= ch <= "\uffef"


def units(text: str) -> list[tuple[str, bool]]:
    """(piece, spaced) pairs: the pieces of ``text`` a line may break between, and whether a
    space stood before each. Without CJK characters: the words between single spaces."""
    words = text.split(" ")
    if not has_cjk(text):
        return [(w, i > 0) for i, w in enumerate(words)]
    out: list[tuple[str, bool]] = []
    for i, word in enumerate(words):
        spaced, run = i > 0, ""
        for ch in word:
            if ch in NO_LINE_START and (run or out):
                run += ch  # stays with what came before
                continue
            if is_cjk_char(ch):
                if run:
                    out.append((run, spaced))
                    spaced = False
                run = ch
                out.append((run, spaced))
                spaced, run = False, ""
                continue
            if run and is_cjk_char(run[-1]):
                out.append((run, spaced))
                spaced, run = False, ""
            run += ch
        if run or not word:
            out.append((run, spaced))
    return _glue_punctuation(out)


def _glue_punctuation(pieces: list[tuple[str, bool]]) -> list[tuple[str, bool]]:
    """A CJK character followed by closing punctuation becomes one piece."""
    out: list[tuple[str, bool]] = []
    for piece, spaced in pieces:
        if out and piece and not spaced and piece[0] in NO_LINE_START:
            out[-1] = (out[-1][0] + piece, out[-1][1])
        else:
            out.append((piece, spaced))
    return out


def wrap_units(
    text: str, width: int, measure: Callable[[str], int], space: int, indent_after: int = 0
) -> list[str]:
    """Greedy lines of ``text`` at most ``width`` wide by ``measure`` (a space is ``space``
    wide; lines after the first are ``indent_after`` narrower). A piece wider than a line gets
    a line of its own."""
    rows: list[str] = []
    current, used = "", 0
    started = False
    for piece, spaced in units(text):
        w = measure(piece)
        gap = space if (started and spaced) else 0
        limit = width - (indent_after if rows else 0)
        if started and used + gap + w > limit:
            rows.append(current)
            current, used = piece, w
        else:
            current += (" " if started and spaced else "") + piece
            used += gap + w
        started = True
    rows.append(current)
    return rows


def cells(text: str) -> int:
    """How many character cells ``text`` takes: a CJK character two, anything else one."""
    if text.isascii():
        return len(text)
    return sum(2 if is_cjk_char(ch) else 1 for ch in text)


def cut_cells(text: str, limit: int) -> str:
    """The longest start of ``text`` within ``limit`` cells."""
    used = 0
    for i, ch in enumerate(text):
        used += 2 if is_cjk_char(ch) else 1
        if used > limit:
            return text[:i]
    return text


def wrap_cells(text: str, width: int, max_lines: int) -> list[str]:
    """``text`` in lines of at most ``width`` cells, at most ``max_lines`` (the cut ends with
    '...'): the speech bubbles' wrap for text with CJK characters."""
    lines: list[str] = []
    for line in wrap_units(" ".join(text.split()), width, cells, 1):
        while cells(line) > width:  # a piece longer than a line (a long Latin word)
            head = cut_cells(line, width)
            lines.append(head)
            line = line[len(head) :]
        if line:
            lines.append(line)
    if len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = cut_cells(lines[-1], max(0, width - 3)).rstrip() + "..."
    return lines
