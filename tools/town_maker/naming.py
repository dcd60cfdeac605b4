"""Residents' names: a name of the data as written and in Latin letters, the slug an id is
made of, and the culture and surname of a new household (a surname no other household has
while the data has any left, since a shared surname says family); in a culture where a wife
keeps her own surname (``wife_keeps_surname`` in the names data: in China she does), the
surname she was born with.
"""

from __future__ import annotations

import random
import unicodedata
from collections.abc import Mapping

from tools.town_maker import catalogue

CULTURE_WEIGHTS = {
    "village": {"english": 8, "scottish": 2},
    "harbour": {"english": 6, "scottish": 3},
    "quarter": {"english": 3, "scottish": 1},
}


def written(entry: str) -> tuple[str, str]:
    """A name of the data as (written, in Latin letters for ids): ``"秀英:xiuying"`` is
    both; a name without a colon is written as it is spelled."""
    shown, _, latin = entry.partition(":")
    return shown, latin or shown


# letters that are not a Latin letter with a mark on it (NFKD leaves them whole, and dropping
# them made "Paweł Nowak" the id "pawe_nowak"): how they are written in plain Latin letters
_PLAIN = str.maketrans({"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "ß": "ss"})
_PLAIN |= str.maketrans({"æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "þ": "th", "ð": "d"})


def slug(text: str) -> str:
    """The id made of a name: lower case Latin letters and digits joined by "_" ("Paweł
    Nowak" -> "pawel_nowak")."""
    plain = unicodedata.normalize("NFKD", text.translate(_PLAIN)).encode("ascii", "ignore").decode()
    return "_".join("".join(c if c.isalnum() else " " for c in plain.lower()).split())


def culture_of(rng: random.Random, kind: str) -> str:
    names = sorted(catalogue.cultures())
    weights = CULTURE_WEIGHTS[kind]
    return rng.choices(names, [weights.get(n, 1) for n in names])[0]


def surname_of(rng: random.Random, kind: str, used: Mapping[str, object]) -> tuple[str, str, str]:
    """(culture, surname as written, in Latin letters) of a new household: a surname no other
    household has while any culture of the data has one left (a shared surname says family),
    the culture drawn by the kind's weights among those that have."""
    cultures = catalogue.cultures()
    culture = culture_of(rng, kind)
    left = [n for n in cultures[culture]["surname"] if written(n)[0] not in used]
    if not left:
        others = [c for c in sorted(cultures) if any(
            written(n)[0] not in used for n in cultures[c]["surname"]
        )]  # fmt: skip
        if others:
            culture = rng.choice(others)
            left = [n for n in cultures[culture]["surname"] if written(n)[0] not in used]
    return (culture, *written(rng.choice(left or cultures[culture]["surname"])))


def wife_surname(
    rng: random.Random,
    culture: str,
    shape: list,
    role: str,
    she: bool,
    used: Mapping[str, object],
    husband: str = "",
) -> tuple[str, str] | None:
    """(surname as written, in Latin letters) of a wife or a mother living with her husband in
    a culture whose names data says a wife keeps the surname she was born with (the husband's
    is the household's, and the children's): one no household of the town has, so she is
    nobody's cousin by it. None for anyone else (the household's surname is theirs), and no
    draw then (other cultures' towns come out as before)."""
    names = catalogue.cultures()[culture]
    if not names.get("wife_keeps_surname") or not she or role not in ("partner", "parent"):
        return None
    if not any(r == role and not s for r, _, s in shape):
        return None  # no husband in the house: the children have her surname
    left = [n for n in names["surname"] if written(n)[0] not in used]
    # (a big town that has used every surname: any but her husband's, ``husband``)
    left = left or [n for n in names["surname"] if written(n)[0] != husband]
    return written(rng.choice(left or names["surname"]))
