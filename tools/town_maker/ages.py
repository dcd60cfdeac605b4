"""The shapes of a town's households, and so its ages: a pyramid like a real small town's.

A town is made of households of a few kinds (``KINDS``): a young person on their own, a single
grown-up, a widow or widower, a young couple, a couple whose children have left, an old couple,
a family with children at school, a family whose eldest is grown (18 to 24, working and still
living at home) and a parent bringing children up alone. How often each comes depends on the kind
of town (a village has more old couples, a city quarter more young people on their own), so that
about a fifth of the people are children, young adults are there, and about a fifth are past
working age (``people.WORK_AGES``), not a third of the town at school and nobody of twenty.

Ages inside a household fit together: partners within a few years of each other, a child born
when its mother (or the younger parent) was between 20 and 42, brothers and sisters a year or
more apart (twins now and then).
"""

from __future__ import annotations

import random

Shape = list[tuple[str, int, bool]]  # (role, age, she) of each member

# household kind -> (weight in a village, a harbour, a quarter); see ``_make``
KINDS: dict[str, tuple[float, float, float]] = {
    "young_single": (0.06, 0.08, 0.16),
    "single": (0.08, 0.10, 0.12),
    "old_single": (0.14, 0.12, 0.10),
    "young_couple": (0.06, 0.07, 0.10),
    "couple": (0.15, 0.14, 0.10),
    "old_couple": (0.15, 0.13, 0.09),
    "family": (0.20, 0.19, 0.16),
    "grown_family": (0.09, 0.09, 0.07),
    "single_parent": (0.04, 0.05, 0.08),
}
COLUMN = {"village": 0, "harbour": 1, "quarter": 2}
SCHOOL = (5, 17)
GROWN_CHILD = (18, 24)  # a grown son or daughter still at home
BIRTH = (20, 42)  # a mother's (or the younger parent's) age when a child was born


def _partner(rng: random.Random, age: int, she: bool, low: int) -> tuple[str, int, bool]:
    return ("partner", max(low, age + rng.randint(-4, 4)), not she)


def _children(rng: random.Random, youngest_parent: int, count: int, ages=SCHOOL) -> list[int]:
    """``count`` children's ages within ``ages`` that the parent could have had between the
    ages of ``BIRTH``, a year or more apart where there is room (twins one time in ten)."""
    lo = max(ages[0], youngest_parent - BIRTH[1])
    hi = min(ages[1], youngest_parent - BIRTH[0])
    if lo > hi:
        return []
    out: list[int] = []
    for _ in range(count):
        free = [a for a in range(lo, hi + 1) if a not in out]
        twins = len(set(out)) < len(out)
        if out and not twins and (not free or rng.random() < 0.1):
            out.append(rng.choice(out))  # twins, once in a family
        elif free:
            out.append(rng.choice(free))
    return out


def _make(rng: random.Random, kind: str) -> Shape:
    she = rng.random() < 0.5
    if kind == "young_single":
        return [("single", rng.randint(18, 29), she)]
    if kind == "single":
        return [("single", rng.randint(30, 64), she)]
    if kind == "old_single":
        return [("single", rng.randint(67, 90), rng.random() < 0.65)]  # widows outlive widowers
    if kind == "young_couple":
        a = rng.randint(22, 34)
        return [("partner", a, she), _partner(rng, a, she, 20)]
    if kind == "couple":
        a = rng.randint(35, 66)
        return [("partner", a, she), _partner(rng, a, she, 30)]
    if kind == "old_couple":
        a = rng.randint(66, 86)
        return [("partner", a, she), _partner(rng, a, she, 62)]
    if kind == "grown_family":
        a = rng.randint(42, 62)
        grown = [("parent", a, she), ("parent", max(40, a + rng.randint(-4, 4)), not she)]
        youngest = min(age for _, age, _ in grown)
        kids = _children(rng, youngest, 1, GROWN_CHILD)
        if rng.random() < 0.4:
            kids += [k for k in _children(rng, youngest, 1) if all(k < x - 1 for x in kids)]
        return grown + [("child", k, rng.random() < 0.5) for k in kids]
    a = rng.randint(27, 52)
    grown = [("parent", a, she)]
    if kind == "family":
        grown.append(("parent", max(25, a + rng.randint(-4, 4)), not she))
    kids = _children(rng, min(age for _, age, _ in grown), rng.choice((1, 1, 1, 2, 2, 2, 3)))
    return grown + [("child", k, rng.random() < 0.5) for k in kids]


def _kinds(rng: random.Random, town_kind: str):
    """Household kinds in a shuffled order that keeps close to the town kind's shares at every
    size (the kind furthest behind its share comes next, give or take a little chance), so a
    town of sixty has its young people and its old ones, not whatever the dice liked."""
    weights = {k: w[COLUMN[town_kind]] for k, w in KINDS.items()}
    total = sum(weights.values())
    used = dict.fromkeys(weights, 0)
    made = 0
    while True:
        made += 1
        kind = max(weights, key=lambda k: made * weights[k] / total - used[k] + rng.random() * 0.6)
        used[kind] += 1
        yield kind


def shapes(rng: random.Random, n: int, town_kind: str) -> list[Shape]:
    """Households adding up to exactly ``n`` people; the last ones are cut to fit (a child is
    never left without a grown-up: a cut family keeps its parents first)."""
    out, left = [], n
    for kind in _kinds(rng, town_kind):
        if not left:
            break
        shape = _make(rng, kind)[:left]
        if len(shape) == 1:
            shape = [("single", *shape[0][1:])]
        elif not any(role == "child" for role, _, _ in shape):  # (no child fitted, or cut off)
            shape = [("partner", *m[1:]) for m in shape]
        out.append(shape)
        left -= len(shape)
    return out
