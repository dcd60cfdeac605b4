"""How people one knows are named in speech: by their first names, as one does ("Tom asked
Ann out"), unless two of them share it; strangers keep their full names. In a town whose names
are written surname first with no space (a Chinese town) the town's people keep their full
names, and one's own family is named as family names them (``kin_named``)."""

from __future__ import annotations

import re
from collections import Counter

from game.brains.builtin.address import YOUNGER, kin_word


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


def given_name(full: str) -> str:
    """What those close to someone call them: the first name of "Ann Lee"; of a name written
    surname first with no space ("王小明"), the name without its one-character surname ("小明"),
    a two-character name whole (a one-character given name alone is too curt)."""
    if " " in full or full.isascii():
        return full.split()[0] if full else ""
    return full[1:] if len(full) >= 3 else full


def kin_named(text: str, family) -> str:
    """``text`` with one's family named as family names them, in a town whose names have no
    spaces (a Chinese town): a parent, grandparent or older sibling by the word for them ("我爸"
    for "李建军"), a spouse, child or younger sibling by the given name ("志刚"), never by the
    full name a neighbour would use. ``family``: (full name, one's bond text) pairs. Names
    with spaces are left to ``by_first_name`` and the English kin words."""
    for full, bond in family:
        if not full or " " in full or full.isascii() or full not in text:
            continue
        word = kin_word(bond)
        if word:
            # "我爸" where nothing says whose; after a "我" or "我的" the word alone
            for said in ("我的" + full, "我" + full, full):
                text = text.replace(said, "我" + word)
        elif YOUNGER.search(re.split(r"[，,；;]", bond or "")[0]):
            text = text.replace(full, given_name(full))
    return text
