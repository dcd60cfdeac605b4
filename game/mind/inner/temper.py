"""What a persona brings to its inner life: how fast its needs run down, where its mood rests.

Read from the persona's structured fields only: its wake-up time and bedtime fix how fast it
tires and how fast a night restores it (a night owl tires late: from 1 at waking its energy
reaches ``energy.bedtime`` at its own bedtime), and the words of its ``innate`` list (a comma
list, "patient, precise, warm, a little stubborn") move its resting mood and its social and fun
decay by the ``traits`` table. A trait the table does not name changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.mind.facts import TROUBLES
from game.mind.inner.tables import KINDS, NEEDS, InnerTables

DAY = 1440


@dataclass(frozen=True)
class Temper:
    decay: dict[str, float]  # need -> lost per minute awake
    asleep: dict[str, float]  # need -> factor on the decay while asleep
    restore: float  # energy gained per minute asleep
    baseline: tuple[float, float]  # resting (valence, arousal)
    rates: dict[str, tuple[float, ...]]  # kind of doing -> each need's change per minute


def trait_words(innate: str) -> list[str]:
    """The trait of each item of a comma list: its last word, lower case."""
    out = []
    for item in innate.split(","):
        words = item.strip().lower().split()
        if words:
            out.append(words[-1])
    return out


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
