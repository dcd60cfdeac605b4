"""What a persona brings to its inner life: how fast its needs run down, where its mood rests.

Read from the persona's structured fields only: its wake-up time and bedtime fix how fast it
tires and how fast a night restores it (a night owl tires late: from 1 at waking its energy
reaches ``energy.bedtime`` at its own bedtime), and the words of its ``innate`` list (a comma
list, "patient, precise, warm, a little stubborn") move its resting mood and its social and fun
decay by the ``traits`` table. A trait the table does not name changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.mind.facts import TROUBLES
from game.mind.inner.tables import KINDS, NEEDS, InnerTableError, InnerTables
from game.mind.inner.toml_read import read_toml

DAY = 1440
TRAIT_WORDS = Path(__file__).resolve().parents[1] / "data" / "trait_words.toml"


@dataclass(frozen=True)
class Temper:
    decay: dict[str, float]  # need -> lost per minute awake
    asleep: dict[str, float]  # need -> factor on the decay while asleep
    restore: float  # energy gained per minute asleep
    baseline: tuple[float, float]  # resting (valence, arousal)
    rates: dict[str, tuple[float, ...]]  # kind of doing -> each need's change per minute


def trait_words(innate: str) -> list[str]:
    """The trait of each item of a list ("patient, precise, a little stubborn"; "耐心、急躁"), as
    the tables name it: the item whole if ``trait_words.toml`` knows it, else its last word
    (lower case), each through that file's spellings (a Chinese trait, "easy-going")."""
    names = _trait_names()
    for sep in "，、;；":
        innate = innate.replace(sep, ",")
    out = []
    for item in innate.split(","):
        item = " ".join(item.lower().split())
        if not item:
            continue
        word = names.get(item) or names.get(item.split()[-1], item.split()[-1])
        out.append(names.get(word, word))  # a Chinese trait's word may have a table spelling
    return out


def trait_text(innate: str) -> str:
    """The persona's trait list, lower case, with the tables' word of each trait after it: what
    a reading that looks for a trait's word finds in a list written in any language."""
    return ", ".join([innate.lower(), *trait_words(innate)])


@lru_cache(maxsize=1)
def _trait_names() -> dict[str, str]:
    """Every spelling ``trait_words.toml`` maps to the tables' word, all its languages as one."""
    doc = read_toml(TRAIT_WORDS, InnerTableError)
    names: dict[str, str] = {}
    for language in doc.values():
        names.update({k.lower(): str(v).lower() for k, v in language.items()})
    return names


def temper_of(persona, t: InnerTables) -> Temper:
    awake = (persona.sleep - persona.wake) % DAY or DAY
    night = max(DAY - awake, 60)
    decay = dict(t.decay)
    decay["energy"] = (1.0 - t.bedtime) / awake
    valence, arousal = t.baseline
    own = getattr(persona, "id", "")
    if any(f.topic in TROUBLES and f.subject == own for f in getattr(persona, "facts", ())):
        valence, arousal = valence + t.trouble[0], arousal + t.trouble[1]
    for word in trait_words(persona.innate):
        shift = t.traits.get(word)
        if not shift:
            continue
        valence += shift.get("valence", 0.0)
        arousal += shift.get("arousal", 0.0)
        for need in ("social", "fun"):
            decay[need] = decay.get(need, 0.0) * shift.get(need, 1.0)
    asleep = {**t.asleep, "energy": 0.0}
    restore = (1.0 - t.bedtime) / night * t.night_margin
    return Temper(
        decay=decay,
        asleep=asleep,
        restore=restore,
        baseline=(max(-1.0, min(1.0, valence)), max(0.0, min(1.0, arousal))),
        rates={kind: _rates(kind, decay, asleep, restore, t) for kind in KINDS},
    )


def _rates(kind: str, decay, asleep, restore: float, t: InnerTables) -> tuple[float, ...]:
    """Each need's change per minute while doing ``kind``: its decay (asleep: times the
    table's factor, and energy restored), plus what the kind gives."""
    gains = t.gains.get(kind, {})
    out = []
    for name in NEEDS:
        rate = -decay.get(name, 0.0)
        if kind == "sleep":
            rate *= asleep.get(name, 1.0)
            rate += restore if name == "energy" else 0.0
        out.append(rate + gains.get(name, 0.0))
    return tuple(out)
