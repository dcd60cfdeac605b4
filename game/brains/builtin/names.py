"""How people one knows are named in speech: by their first names, as one does ("Tom asked
Ann out"), unless two of them share it; strangers keep their full names."""

from __future__ import annotations

from collections import Counter


def by_first_name(text: str, known: tuple[str, ...] | list[str]) -> str:
    """``text`` with each full name in ``known`` (people the speaker knows by name) shortened
    to its first name, where no two of them share that first name."""
    full = [n for n in known if " " in n]
    firsts = Counter(n.split()[0] for n in full)  # (counted once: one knows hundreds in a city)
    for name in sorted(full, key=len, reverse=True):
        if name in text:
            first = name.split()[0]
            if firsts[first] == 1:
                text = text.replace(name, first)
    return text
