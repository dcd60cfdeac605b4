"""Who knows whom, and how: every link is made for both people at once, so a relationship is
never one-sided. Family first (spouses, parents and children, siblings), then workmates, the
people who run the places one uses, neighbours, friends, a few rivalries and romances.
"""

from __future__ import annotations

import random

from tools.town_maker import childhood, customers
from tools.town_maker.people import Person, Workplace, teacher_of
from tools.town_maker.wording import fill, pick, say

Links = dict[Person, dict[Person, str]]


def describe(p: Person) -> str:
    """A few words on who ``p`` is, as a neighbour would put it."""
    if p.job:
        return p.job.title.replace("; ", say("title_who", " who "))
    if p.school:
        return say("is_pupil", "{age}, a pupil at {school}", age=p.age, school=p.school.name)
    if p.age < 5:
        return (
            say("years_old", "{age} years old", age=p.age)
            if p.age != 1
            else say("one_year", "a year old")
        )
    if p.former:
        return say("is_retired", "a retired {former}", former=p.former)
    return p.at_home or say("is_at_home", "at home")


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
            child = say("daughter", "daughter") if kid.she else say("son", "son")
            elder = say("mother", "mother") if parent.she else say("father", "father")
            _link(
                links,
                parent,
                kid,
                _kin(parent, kid, child),
                _kin(kid, parent, elder),
            )
            parent.kin.setdefault(kid, child)
            kid.kin.setdefault(parent, elder)
    for i, a in enumerate(kids):
        for b in kids[i + 1 :]:
            _link(links, a, b, _sibling(a, b), _sibling(b, a))


def _cousins(links: Links, homes) -> None:
    """Households of one surname are family: the first grown-up of each is the other's cousin."""
    for h in homes:
        if h.kin_of is None:
            continue
        a, b = h.members[0], h.kin_of.members[0]
        word = say("cousin", "cousin")
        if _link(links, a, b, _kin(a, b, word), _kin(b, a, word)):
            a.kin.setdefault(b, word)
            b.kin.setdefault(a, word)


def _kin(a: Person, b: Person, word: str) -> str:
    """``a``'s relationship text for ``b``, a member of the family who is ``a``'s ``word``."""
    return say(
        "kin", "{Their} {word}, {who}.", Their=a.their.capitalize(), word=word, who=describe(b)
    )


def _spouse(a: Person, b: Person) -> str:
    word = say("wife", "wife") if b.she else say("husband", "husband")
    a.kin.setdefault(b, word)
    return say(
        "spouse", "{Their} {word}, {who}; they share the house and the chores.",
        Their=a.their.capitalize(), word=word, who=describe(b),
    )  # fmt: skip


def _sibling(a: Person, b: Person) -> str:
    word = say("sister", "sister") if b.she else say("brother", "brother")
    kin = word  # the word for them when they are talked about ("worried about her sister")
    if b.age > a.age:
        word = say("big_sister", "big sister") if b.she else say("big_brother", "big brother")
        kin = say("elder_sister", "sister") if b.she else say("elder_brother", "brother")
    a.kin.setdefault(b, kin)
    return _kin(a, b, word)


def _work(links: Links, places: list[Workplace]) -> None:
    for w in places:
        head, rest = w.staff[0], w.staff[1:]
        for p in rest:
            _link(
                links,
                head,
                p,
                say(
                    "staff",
                    "Works at {place} under {head}: {who}.",
                    place=w.name,
                    head=head.called,
                    who=describe(p),
                ),
                say("boss", "The one who runs {place}; {their} boss.", place=w.name, their=p.their),
            )
        if len(rest) <= 5:
            for i, a in enumerate(rest):
                for b in rest[i + 1 :]:
                    mate = say("workmate", "A workmate at {place}.", place=w.name)
                    _link(links, a, b, mate, mate)
        if w.kind.school:
            for p in w.pupils:
                _link(
                    links,
                    teacher_of(p) or head,
                    p,
                    say("pupil_of", "A pupil at {place}, aged {age}.", place=w.name, age=p.age),
                    say(
                        "teacher",
                        "{Their} teacher at {place}.",
                        Their=p.their.capitalize(),
                        they=p.they,  # (a language that says "he ... teacher")
                        place=w.name,
                    ),
                )


def make(rng: random.Random, people: list[Person], places: list[Workplace], homes) -> Links:
    """Every resident's relationships, both ways; ``homes`` are the households in street order."""
    links: Links = {p: {} for p in people}
    for h in homes:
        _family(links, h.members)
    _cousins(links, homes)
    for w in places:
        w.pupils = [p for p in people if p.school is w]
    _work(links, places)
    adults = [p for p in people if p.age >= 18]
    for a, w in customers.needed(rng, adults, places):  # who runs the places one goes to
        head = w.staff[0]
        _link(
            links,
            a,
            head,
            say(
                "runs",
                "Runs {place}, where {they} goes for {need}.",
                place=w.name,
                they=a.they,
                need=w.kind.need,
            ),
            fill(w.kind.regular, place=w.name)
            if w.kind.regular
            else say("regular", "A regular at {place}.", place=w.name),
        )
    for h1, h2 in zip(homes, homes[1:], strict=False):  # next-door neighbours
        if not next_door(h1, h2):  # (the last house of one street and the first of the next)
            continue
        a, b = h1.members[0], h2.members[0]
        _link(
            links,
            a,
            b,
            say("neighbour", "A neighbour, from {home}.", home=h2.home),
            say("neighbour", "A neighbour, from {home}.", home=h1.home),
        )
    _friends(rng, links, adults)
    for a, b, text in childhood.school_friends(rng, places):  # a teenager's own friends
        _link(links, a, b, text, text)
    return links


FRIENDS = (
    "An old friend; they have known each other since {since}.",
    "A good friend, the first one {a} calls with news.",
    "A friend from the choir and the pub quiz team.",
    "A close friend; they walk together on Sunday mornings.",
    "A friend; they go for a drink together now and then.",
    "A good friend who always lends a hand, and gets one back.",
    "An old friend; they ring each other most weeks.",
    "A friend; they have a standing coffee on Thursdays.",
)


FRIENDS_WANTED = (1, 2, 2, 3)  # friends a grown-up has (a draw each): nobody has none
AGE_GAP = 15  # years: friends are of about an age


def _friends(rng: random.Random, links: Links, adults: list[Person]) -> None:
    """Every grown-up's friends outside its home: one to three each, of about its age (a
    newcomer's since it came, two at most), those still short of theirs taken first. (Was a
    number of random pairs: two grown-ups in three had no friend at all, so a host had nobody
    but its family to tell of its do, and a reader met a town of acquaintances.)"""
    if len(adults) < 2:
        return
    want = {p: rng.choice(FRIENDS_WANTED) for p in adults}
    for p in adults:
        if p.household.incomer:
            want[p] = min(want[p], 2)
    made = {p: 0 for p in adults}
    order = list(adults)
    rng.shuffle(order)
    for a in order:
        pool = [
            b
            for b in adults
            if b is not a
            and b.household is not a.household
            and abs(a.age - b.age) <= AGE_GAP
            and b not in links[a]
        ]
        rng.shuffle(pool)
        pool.sort(key=lambda b: made[b] >= want[b])  # (stable: still short of theirs first)
        for b in pool:
            if made[a] >= want[a]:
                break
            if made[b] >= want[b] + 1:  # (one over theirs at most: not a town's one hub)
                continue
            _befriend(rng, links, a, b)
            made[a] += 1
            made[b] += 1


def _befriend(rng: random.Random, links: Links, a: Person, b: Person) -> None:
    text = rng.choice(pick("friends", FRIENDS))
    # school friends only if both grew up here; a newcomer's friend since they came
    came = [p for p in (a, b) if p.household.incomer]
    if came:
        last = min(came, key=lambda p: (p.household.story or (99,))[0])
        since = say("since_came", "{who} came to town", who=last.called)
    elif abs(a.age - b.age) < 4:
        since = say("since_school", "school")
    else:
        since = say("since_neighbours", "they were neighbours years ago")
    _link(
        links,
        a,
        b,
        text.format(since=since, a=a.called),
        text.format(since=since, a=b.called),
    )


def next_door(h1, h2) -> bool:
    """Whether two households live side by side: on one street (or in one block of flats),
    their numbers one apart."""
    (s1, n1), (s2, n2) = h1.address, h2.address
    return bool(s1) and s1 == s2 and abs(n1 - n2) <= 1


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
        links[a][b] += say(
            "rival_a", " Lately {a} cannot stand how {b} always has to be right.", a=a.called,
            b=b.called,
        )  # fmt: skip
        links[b][a] += say(
            "rival_b", " Lately {b} thinks {a} makes a fuss about everything.", a=a.called,
            b=b.called,
        )  # fmt: skip
        out.append((a, b))
    return out


def _unattached(p: Person) -> bool:
    """Living alone, a parent bringing up children alone, or grown and still at home."""
    if p.role == "child":
        return p.age >= 18
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
        crush = say(
            "crush", "{a} has been sweet on {b} for months and has not dared to say.",
            a=a.called, b=b.called,
        )  # fmt: skip
        other = say(
            "crush_seen", "{b} has noticed {a} finding reasons to stop and chat lately.",
            a=a.called, b=b.called,
        )  # fmt: skip
        gap = say("sentence_gap", " ")
        if b in links[a]:
            links[a][b] += gap + crush
            links[b][a] += gap + other
        else:
            _link(
                links,
                a,
                b,
                say("someone_new", "Someone new. {crush}", crush=crush),
                say("friendly_face", "A friendly face. {other}", other=other),
            )
        out.append((a, b))
    return out
