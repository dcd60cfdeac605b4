"""One short line of how someone feels, for the conversation and interview prompts.

The mind passes moods as records (``brain.Feeling``: a mood word and the key of what moved it);
this renders them with the words of ``prompts/mood_line.toml``: the speaker's own ("Ann feels
tense, because their workplace was shut today."), and what the speaker notices of a listener
it is close to ("Ann can see that Tom looks upset, because ..."), and the needs the speaker
feels ("Ann has been on her own for hours ... may say so, once"). No mood, no line: a prompt
without one is the prompt it was before.
"""

from __future__ import annotations

import string
import tomllib
from functools import cache
from pathlib import Path

from game.mind.brain import Feeling, Listener

TABLE = Path(__file__).with_name("prompts") / "mood_line.toml"


@cache
def _table() -> dict:
    return tomllib.loads(TABLE.read_text(encoding="utf-8"))


def _why(feeling: Feeling, names: dict[str, str] | None = None) -> str:
    """The cause's words; of one that befell someone close, who it was when ``names`` (id ->
    full name) knows one of them (``heard_who``)."""
    t = _table()
    who = next((names[i] for i in feeling.who if names and names.get(i)), "")
    if feeling.heard and who and (words := t["heard_who"].get(feeling.cause, "")):
        words = string.Template(words).substitute(who=who)
    else:
        words = (t["heard"] if feeling.heard else t["why"]).get(feeling.cause, "")
    return f"{t['because']}{words}" if feeling.cause and words else ""


def own(first_name: str, feeling: Feeling, names: dict[str, str] | None = None) -> str:
    """The speaker's (or interviewee's) own mood, "" when none is known; ``names``: the people
    it knows by name (id -> full name), to say whom a trouble heard of befell."""
    if not feeling.word:
        return ""
    return string.Template(_table()["line"]).substitute(
        first_name=first_name, word=feeling.word, why=_why(feeling, names)
    )


def needs(first_name: str, feeling: Feeling) -> str:
    """The needs the speaker feels (``Feeling.low``), with when it may say so; "" for none."""
    t = _table()
    words = [w for n in feeling.low if (w := t["need"].get(n, ""))]
    if not words:
        return ""
    return string.Template(t["needs"]).substitute(first_name=first_name, words=" and ".join(words))


def noticed(first_name: str, listeners: tuple[Listener, ...]) -> list[str]:
    """What the speaker sees of the listeners' moods (those the mind let it see)."""
    t = string.Template(_table()["noticed"])
    return [
        t.substitute(first_name=first_name, name=ln.name, word=ln.mood.word, why=_why(ln.mood))
        for ln in listeners
        if ln.mood.word
    ]
