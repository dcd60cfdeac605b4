"""How people one knows are named in speech: by their first names, as one does ("Tom asked
Ann out"), unless two of them share it; strangers keep their full names."""

from __future__ import annotations


def by_first_name(text: str, known: tuple[str, ...] | list[str]) -> str:
    """``text`` with each full name in ``known`` (people the speaker knows by name) shortened
    to its first name, where no two of them share that first name."""
    full = [n for n in known if " " in n]
    firsts = [n.split()[0] for n in full]
    for name in sorted(full, key=len, reverse=True):
        first = name.split()[0]
        if firsts.count(first) == 1 and name in text:
            text = text.replace(name, first)
    return text
