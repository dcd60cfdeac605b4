"""Choosing a line from a phrase set (``data/speech.toml``) without saying it twice.

``Phrasebook.pick(set, **slots)`` fills every alternative of a set with the slots it has, drops
those with a placeholder it cannot fill, and returns the one the speaker has used least today
(``said``: its earlier lines, names masked), then the one it has used least lately (``lately``:
its lines of the last days, to anyone; a template's own words count whatever filled them),
ties broken by the speaker's own voice, then by ``stable_rand`` of the moment. So a
resident who greeted five people this morning greets the sixth differently, one who asked
"Busy as ever?" all yesterday asks something else today, and the town as a whole still varies
by hash, never by a shared random generator.

A voice (``voice``: the speaker's place among the people it knows, 0..1, ``voice_place``)
is where in each set the speaker starts and the order it goes on in: residents who know each
other start at lines spread apart, so two of them seldom say the same line, and a speaker's
own choices keep an order of its own. What was said today, then lately, still comes first.
Without a voice, the moment decides.
"""

from __future__ import annotations

import functools
import re
import string
from collections.abc import Iterable

from game.brains.builtin.rand import stable_rand
from game.brains.builtin.situation import mask
from game.brains.builtin.tables import active

_FORMATTER = string.Formatter()
# how a sentence ends, and how a question does, in any language a phrase set is written in
STOPS = (".", "!", "?", "。", "！", "？")
ASKS = ("?", "？")


class _Missing(KeyError):
    pass


class _Slots(dict):
    def __missing__(self, key: str) -> str:
        raise _Missing(key)


def fill(template: str, slots: dict[str, str]) -> str | None:
    """The template with its placeholders filled, None when one has no (non-empty) value."""
    try:
        out = template.format_map(_Slots({k: v for k, v in slots.items() if v}))
    except (_Missing, ValueError, IndexError):
        return None
    return out[:1].upper() + out[1:] if out else out


def lines(name: str) -> tuple[str, ...]:
    return active().phrases.get(name, ())


# ", N" (a masked name) just before the end of a sentence: how a line names its listener
_NAMED_LAST = re.compile(r"[,，]\s*N(?=[.!?。！？])")


class Phrasebook:
    """One speaker at one moment: its earlier lines, its lines of the last days (``lately``,
    names masked: only an order among what is still free to say), the key its choices hash
    and its ``voice`` (its place among those it knows, ``voice_place``; None for none)."""

    def __init__(
        self,
        said: list[str],
        *key: object,
        lately: tuple[str, ...] = (),
        voice: float | None = None,
    ) -> None:
        self.said = list(said)
        self.key = key
        self.lately = tuple(lately)
        self.voice = voice
        self._lately = "\n".join(self.lately)  # (one text: a count per alternative)
        self._lately_low = self._lately.lower()

    def fork(self, *key: object) -> Phrasebook:
        """The same speaker's lines with another key (a part of the line chosen apart)."""
        return type(self)(self.said, *key, lately=self.lately, voice=self.voice)

    def _order(self, set_name: str, i: int, n: int) -> int:
        """Where line ``i`` of a set of ``n`` comes in this voice's order (0 first; 0 for all
        without a voice: the moment decides)."""
        if self.voice is None or n < 2:
            return 0
        start = int(self.voice * n) + int(stable_rand("voice", set_name) * n)
        return (i - start) % n

    def _used_lately(self, masked: str) -> int:
        return self._lately.count(masked) if self._lately else 0

    def _tails_lately(self, template: str) -> int:
        """How many times the template's own phrases were said in the last days, whatever
        filled them: "Oh, {doing} — nothing exciting." said yesterday of the laundry is said
        today of the shopping only when the set has nothing fresher."""
        if not self._lately:
            return 0
        return sum(self._lately_low.count(t) for t in _own_phrases(template))

    def note(self, text: str) -> None:
        """Count a part just chosen as said (a line does not repeat itself either)."""
        if text:
            self.said.append(mask(text))

    def has_said(self, text: str) -> bool:
        """Whether the speaker already said ``text`` (names masked, any case) today."""
        m = mask(text).lower()
        return bool(m) and any(m in s.lower() for s in self.said)

    def _tails_said(self, template: str) -> int:
        """How many of the template's own phrases ("nothing exciting" of "Oh, {doing} —
        nothing exciting.") the speaker has said, or heard in this talk, already."""
        low = [s.lower() for s in self.said] if self.said else ()
        return sum(1 for t in _own_phrases(template) if any(t in s for s in low))

    def pick(self, set_name: str, salt: object = "", /, **slots: str) -> str:
        best: tuple[int, int, int, float, str] | None = None
        alts = lines(set_name)
        for i, tpl in enumerate(alts):
            text = fill(tpl, slots)
            if text is None:
                continue
            m = mask(text)
            used = sum(s.count(m) for s in self.said)
            bare = _NAMED_LAST.sub("", m)  # (said with the name left out: ``addressed_once``)
            if bare != m:
                used += sum(s.count(bare) for s in self.said)
            used += self._tails_said(tpl)  # (its own words, said around another filling)
            lately = self._used_lately(m) + (self._used_lately(bare) if bare != m else 0)
            lately += self._tails_lately(tpl)
            rank = self._order(set_name, i, len(alts))
            cand = (used, lately, rank, stable_rand(*self.key, set_name, salt, i), text)
            if best is None or cand < best:
                best = cand
        if best is None:
            return ""
        self.note(best[-1])
        return best[-1]

    def choose(self, options: list[str] | tuple[str, ...], salt: object = "") -> str:
        """Like ``pick`` over literal options (already filled)."""
        opts = [o for o in options if o]
        if not opts:
            return ""
        best = min(
            opts,
            key=lambda o: (
                sum(s.count(mask(o)) for s in self.said),
                self._used_lately(mask(o)),
                stable_rand(*self.key, "opt", salt, o),
            ),
        )
        self.note(best)
        return best


# how far everyone's start in a set moves from one day to the next (a golden step: a voice
# walks the whole set over the days, and voices stay as far apart as they were)
_DAY_STEP = 0.6180339887


def voice_place(me: str, known: Iterable[str], day: int = 0) -> float:
    """The place (0..1) of ``me`` among the people it knows and itself, in name order, on
    ``day`` (a day number): in a village where all know each other, each resident its own
    place, spread apart, and all move on together from day to day."""
    everyone = sorted({*known, me})
    return (everyone.index(me) / len(everyone) + day * _DAY_STEP) % 1.0


@functools.lru_cache(maxsize=4096)
def _own_phrases(template: str) -> tuple[str, ...]:
    """The words of a template with a placeholder, between its placeholders, that make a
    phrase of their own (two words of two letters or more; a run of three in a script with no
    spaces), lower case: what a line filled from it says whatever the filling."""
    parts = list(_FORMATTER.parse(template))
    if all(field is None for _, field, _, _ in parts):
        return ()  # (a whole line: counted as said whole)
    out = []
    for literal, _, _, _ in parts:
        core = re.sub(r"^[\W\d_]+|[\W\d_]+$", "", literal).lower()
        words = re.findall(r"[^\W\d_]{2,}", core)
        if len(words) >= 2 or (core and not core.isascii() and len(core) >= 3):
            out.append(core)
    return tuple(out)
