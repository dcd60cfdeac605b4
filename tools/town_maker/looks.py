"""How a made resident looks (the ``appearance`` of their residents-file entry, which their
character sheet is drawn from): skin and hair that fit their culture and age, clothes, and an
apron for a trade at a counter or a stove.
"""

from __future__ import annotations

import random

from tools.town_maker.people import Person
from tools.town_maker.wording import pick

SKIN = ["#f6d7c3", "#eac0a0", "#d9a77f", "#c68a5e", "#a8704a", "#8a5636", "#6b3f26", "#4e2c1b"]
SKIN_RANGE = {
    "english": (0, 3),
    "scottish": (0, 2),
    "polish": (0, 3),
    "yoruba": (4, 8),
    "south_asian": (2, 6),
    "iberian": (1, 4),
    "chinese": (0, 3),
    "han": (0, 3),
}
HAIR = ["#1f1a17", "#3b2a1e", "#5a3b22", "#8a5a2b", "#b5803f", "#d9b26a", "#9c3f1d"]
GREY = ["#9a9a9a", "#c8c8c8", "#e6e6e6"]
CLOTHES = [
    "#3f5f8a",
    "#7a3b3b",
    "#4c7a4a",
    "#c9a54a",
    "#6b4f8a",
    "#2f4f4f",
    "#b86b3c",
    "#5b4636",
    "#8a8a8a",
    "#2f2f2f",
    "#d8d2c0",
    "#3a6f7a",
    "#a33f5f",
]


def appearance(rng: random.Random, p: Person) -> dict:
    lo, hi = SKIN_RANGE.get(p.culture, (0, len(SKIN)))
    if p.age >= 60:
        hair = rng.choice(GREY)
    elif p.culture in ("yoruba", "chinese", "south_asian", "han"):
        hair = HAIR[0]
    else:
        hair = rng.choice(HAIR)
    styles = (
        ["long", "bun", "ponytail", "bob", "curly", "short"]
        if p.she
        else ["short", "curly", "spiky"]
    )
    if not p.she and p.age > 45:
        styles.append("bald")
    aprons = pick("apron_trades", ("cook", "baker", "grocer", "assistant"))
    if p.job and any(w in p.job.trade.title for w in aprons):
        accessory = "apron"
    elif p.age > 45 and rng.random() < 0.4:
        accessory = "glasses"
    elif not p.she and p.age >= 20 and rng.random() < 0.3:
        accessory = "beard"
    else:
        accessory = rng.choice(["none", "none", "hat", "scarf"])
    return {
        "gender": "female" if p.she else "male",
        "skin": SKIN[rng.randrange(lo, hi)],
        "hair": hair,
        "hair_style": rng.choice(styles),
        "top": rng.choice(CLOTHES),
        "bottom": rng.choice(CLOTHES[5:10]),
        "accessory": accessory,
    }
