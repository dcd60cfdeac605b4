"""The sentences the maker puts together, in the town's language.

Each sentence is written in the code in English beside its key (``say("spouse", "{Their}
{word}, {who}; ...", ...)``), so the English towns read as the code does; any other language
takes the sentence of that key from its own ``data/<language>/text.toml`` (``[say]``), written
by hand, never translated. A key that file lacks is an error naming the key and the file, not
an English sentence in a Chinese town. Words in braces are filled in by name.
"""

from __future__ import annotations

import re

from tools.town_maker import catalogue

_SLOT = re.compile(r"\{(\w+)\}")


class MissingWords(KeyError):
    """A sentence the language's text file does not have."""


def template(key: str, english: str) -> str:
    """The sentence ``key`` of the language in use (``english`` for English)."""
    lang = catalogue.language()
    if lang == "en":
        return english
    found = catalogue.load("text").get("say", {}).get(key)
    if found is None:
        raise MissingWords(f"tools/town_maker/data/{lang}/text.toml has no say.{key}")
    return found


def fill(text: str, **words) -> str:
    """``text`` with each ``{name}`` given in ``words`` replaced (others are left as they are)."""
    return _SLOT.sub(lambda m: str(words[m[1]]) if m[1] in words else m[0], text)


def say(key: str, english: str, **words) -> str:
    return fill(template(key, english), **words)


def pick(key: str, english: tuple[str, ...] | list[str]) -> list[str]:
    """The list ``key`` of the language in use (``english`` for English): sentences to pick
    from, or words."""
    lang = catalogue.language()
    if lang == "en":
        return list(english)
    found = catalogue.load("text").get("lists", {}).get(key)
    if found is None:
        raise MissingWords(f"tools/town_maker/data/{lang}/text.toml has no lists.{key}")
    return list(found)
