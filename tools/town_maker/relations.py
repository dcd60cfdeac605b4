"""Who knows whom, and how: every link is made for both people at once, so a relationship is
never one-sided. Family first (spouses, parents and children, siblings), then workmates, the
people who run the places one uses, neighbours, friends, a few rivalries and romances.
"""

from __future__ import annotations

import random

from tools.town_maker.people import Person, Workplace

Links = dict[Person, dict[Person, str]]


def describe(p: Person) -> str:
    """A few words on who ``p`` is, as a neighbour would put it."""
    if p.job:
        return p.job.title.replace("; ", " who ")
    if p.school:
        return f"{p.age}, a pupil at {p.school.name}"
    if p.age < 5:
        return f"{p.age} years old" if p.age != 1 else "a year old"
    if p.former:
        return f"a retired {p.former}"
    return p.at_home or "at home"


def _link(links: Links, a: Person, b: Person, a_says: str, b_says: str) -> bool:
    if a is b or b in links[a]:
        return False
    links[a][b] = a_says
    links[b][a] = b_says
    return True


def _family(links: Links, home: list[Person]) -> None:
    grown = [p for p in home if p.role in ("parent", "partner")]
    kids = [p for p in home if p.role == "child"]
    if len(grown) == 2:
        a, b = grown
        _link(links, a, b, _spouse(a, b), _spouse(b, a))
    for parent in grown:
        for kid in kids:
            _link(
                links,
                parent,
                kid,
                f"{parent.their.capitalize()} {'daughter' if kid.she else 'son'}, {describe(kid)}.",
                f"{kid.their.capitalize()} {'mother' if parent.she else 'father'}, {describe(parent)}.",
            )
    for i, a in enumerate(kids):
        for b in kids[i + 1 :]:
            _link(links, a, b, _sibling(a, b), _sibling(b, a))


def _spouse(a: Person, b: Person) -> str:
    word = "wife" if b.she else "husband"
    return f"{a.their.capitalize()} {word}, {describe(b)}; they share the house and the chores."


def _sibling(a: Person, b: Person) -> str:
    word = (
        ("sister" if b.she else "brother")
        if b.age <= a.age
        else ("big sister" if b.she else "big brother")
    )
    return f"{a.their.capitalize()} {word}, {describe(b)}."


def _work(links: Links, places: list[Workplace]) -> None:
    for w in places:
        head, rest = w.staff[0], w.staff[1:]
        for p in rest:
            _link(
                links,
                head,
                p,
                f"Works at {w.name} under {head.first}: {describe(p)}.",
                f"The one who runs {w.name}; {p.their} boss.",
            )
        if len(rest) <= 5:
            for i, a in enumerate(rest):
                for b in rest[i + 1 :]:
                    _link(links, a, b, f"A workmate at {w.name}.", f"A workmate at {w.name}.")
        if w.kind.school:
            for p in w.pupils:
                _link(
                    links,
                    head,
                    p,
                    f"A pupil at {w.name}, aged {p.age}.",
                    f"{p.their.capitalize()} teacher at {w.name}.",
                )


def make(rng: random.Random, people: list[Person], places: list[Workplace], homes) -> Links:
    """Every resident's relationships, both ways; ``homes`` are the households in street order."""
    links: Links = {p: {} for p in people}
    for h in homes:
        _family(links, h.members)
    for w in places:
        w.pupils = [p for p in people if p.school is w]
    _work(links, places)
    adults = [p for p in people if p.age >= 18]
    for a in adults:  # the people who run the places one goes to
        for w in rng.sample(places, min(2, len(places))):
            head = w.staff[0]
            _link(
                links,
                a,
                head,
                f"Runs {w.name}, where {a.they} goes for {w.kind.need}.",
                f"A regular at {w.name}.",
            )
    for h1, h2 in zip(homes, homes[1:], strict=False):  # next-door neighbours
        a, b = h1.members[0], h2.members[0]
        _link(links, a, b, f"A neighbour, from {h2.home}.", f"A neighbour, from {h1.home}.")
    _friends(rng, links, adults)
    return links


FRIENDS = (
    "An old friend; they have known each other since {since}.",
    "A good friend, the first one {a} calls with news.",
    "A friend from the choir and the pub quiz team.",
    "A close friend; they walk together on Sunday mornings.",
)


def _friends(rng: random.Random, links: Links, adults: list[Person]) -> None:
    if len(adults) < 2:
        return
    for _ in range(len(adults) * 2 // 3):
        a, b = rng.sample(adults, 2)
        if abs(a.age - b.age) > 15 or a.household is b.household:
            continue
        text = rng.choice(FRIENDS)
        since = "school" if abs(a.age - b.age) < 4 else "they were neighbours years ago"
        _link(
            links,
            a,
            b,
            text.format(since=since, a=a.first),
            text.format(since=since, a=b.first),
        )


def rivals(rng: random.Random, links: Links, adults: list[Person], count: int) -> list[tuple]:
    """``count`` pairs of rivals, linked both ways; returned for the storylines. Rivals are
    people who already cross paths (workmates, neighbours, a shop and its regular), so their
    quarrel comes up when they meet."""
    pool = set(adults)
    pairs = [
        (a, b)
        for a in adults
        for b in links[a]
        if b in pool and b.household is not a.household and a.id < b.id
    ]
    rng.shuffle(pairs)
    out: list[tuple] = []
    for a, b in pairs:
        if len(out) >= count:
            break
        if any(a in q or b in q for q in out):
            continue
        links[a][b] += f" Lately {a.first} cannot stand how {b.first} always has to be right."
        links[b][a] += f" Lately {b.first} thinks {a.first} makes a fuss about everything."
        out.append((a, b))
    return out


def _unattached(p: Person) -> bool:
    """Living alone, or a parent bringing up children alone."""
    grown = [m for m in p.household.members if m.role in ("parent", "partner", "single")]
    return grown == [p]


def romances(rng: random.Random, links: Links, adults: list[Person], count: int) -> list[tuple]:
    """``count`` crushes between unattached adults of similar age: (the one who is sweet on
    the other, the other), linked both ways (the other does not know). Someone they already
    know is sweeter on (the crush is added to what the two already are to each other)."""
    single = [p for p in adults if p.age < 65 and _unattached(p)]
    pairs = [
        (a, b)
        for a in single
        for b in single
        if a is not b and abs(a.age - b.age) <= 12 and a.household is not b.household
    ]
    rng.shuffle(pairs)
    pairs.sort(key=lambda ab: ab[1] not in links[ab[0]])  # people who know each other first
    out: list[tuple] = []
    for a, b in pairs:
        if len(out) >= count:
            break
        if any(a in pair or b in pair for pair in out):
            continue
        crush = f"{a.first} has been sweet on {b.first} for months and has not dared to say."
        other = f"{b.first} has noticed {a.first} finding reasons to stop and chat lately."
        if b in links[a]:
            links[a][b] += " " + crush
            links[b][a] += " " + other
        else:
            _link(links, a, b, f"Someone new. {crush}", f"A friendly face. {other}")
        out.append((a, b))
    return out
