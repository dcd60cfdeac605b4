"""What is going on in town when the day starts: gatherings being planned (with a date, a time
and a place on the map), projects, campaigns, quarrels, worries and secret crushes, each told as
a fact record (``game.mind.facts``) by whoever it is about, and in their ``currently``.

Counts grow with the town: a gathering per 25 residents, a project per 12, a quarrel and a
worry per 20, a crush per 20, a campaign per 40 (at least one of each kind that fits a town of
that size). Seeds are ``data/stories.toml``.
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from tools.town_maker import catalogue, helpers, relations
from tools.town_maker.people import Person
from tools.town_maker.personas import day_times, minutes
from tools.town_maker.wording import say

Facts = dict[Person, list[dict]]


def _fill(text: str, host: Person, **more: str) -> str:
    words = {
        "host": host.name,
        "first": host.called,
        "host_pos": host.their,
        "first_pos": host.their,
        **more,
    }
    for k, v in words.items():
        text = text.replace("{" + k + "}", v)
    return text


def _fact(about: list[Person], topic: str, mine: str, told: str, **extra) -> dict:
    return {"about": [p.id for p in about], "topic": topic, "mine": mine, "told": told, **extra}


def _relative(p: Person, links) -> tuple[Person, str] | None:
    """A family member of ``p`` and the word for them (``"son"``), or None."""
    for other in links[p]:
        if other in p.kin:
            return other, p.kin[other]
    return None


def _free(p: Person, day: str, start: str, end: str) -> bool:
    """Whether ``p`` is off work from ``start`` to ``end`` on ``day`` (ISO): a host does not
    call a gathering in the middle of their own shift."""
    weekday = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")[date.fromisoformat(day).weekday()]
    if p.job is None or weekday not in p.job.days:
        return True
    a, b = (minutes(t) for t in p.job.trade.hours.split("-"))
    return minutes(end) <= a or minutes(start) >= b


def _up_for(p: Person, day: str, start: str, end: str) -> bool:
    """Whether ``p`` can be at a gathering from ``start`` to ``end``: off work and not yet in
    bed (a birthday supper for a crab fisher who sleeps at half past seven is held earlier, or
    for someone else: was, he slept through his own supper)."""
    wake, sleep = (minutes(t) for t in day_times(p))
    late = sleep <= wake  # (to bed after midnight)
    return _free(p, day, start, end) and (late or minutes(end) <= sleep)


def make(
    rng: random.Random,
    people: list[Person],
    venues: list[tuple[str, str]],
    start: date,
    links,
    town: str,
):
    """Facts and ``currently`` lines for the residents who have something going on."""
    seeds = catalogue.load("stories")
    facts: Facts = {p: [] for p in people}
    now: dict[Person, str] = {}
    adults = [p for p in people if p.age >= 18]
    if not adults:
        return facts, now
    free = list(adults)
    rng.shuffle(free)
    n = len(people)

    def take(pred=lambda p: True) -> Person | None:
        for p in free:
            if pred(p):
                free.remove(p)
                return p
        return None

    day = (start + timedelta(days=1)).isoformat()
    pending: list[tuple[Person, dict, dict, str]] = []  # the asks: ``helpers.asks``
    help_ = seeds.get("help", {})
    for i in range(max(1, n // 25)):
        g = seeds["gathering"][i % len(seeds["gathering"])]
        family = bool(g.get("family"))

        def can_host(p: Person, family: bool = family, g: dict = g) -> bool:
            if not _up_for(p, day, g["start"], g["end"]):
                return False
            rel = _relative(p, links) if family else None  # (and the one it is for)
            return not family or (rel is not None and _up_for(rel[0], day, g["start"], g["end"]))

        host = take(can_host)
        if host is None:
            continue
        rel = _relative(host, links)
        fits = [name for kind in g["venues"] for name, k in venues if k == kind]
        place = fits[i // len(seeds["gathering"]) % len(fits)] if fits else venues[0][0]
        more = {
            "place": place,
            "relative": rel[1] if rel else "",
            "them": rel[0].called if rel else "",
        }
        event = {
            "what": g["what"],
            "place": place,
            "date": day,
            "start": g["start"],
            "end": g["end"],
        }
        if family and rel is not None:  # (whose birthday it is: the file says whom it is for)
            event["for"] = rel[0].id
        if g.get("open"):  # (all welcome: word goes to anyone, not family and friends only)
            event["open"] = True
        facts[host].append(
            _fact(
                [host],
                g["topic"],
                _fill(g["mine"], host, **more),
                _fill(g["told"], host, **more),
                news=True,
                event=event,
            )
        )
        now[host] = _fill(g["currently"], host, **more)
        if "gathering" in help_:
            pending.append((host, help_["gathering"], {"what": g["what"], **more}, g["topic"]))
    for i in range(max(1, n // 12)):
        seed = seeds["project"][i % len(seeds["project"])]
        if i >= len(seeds["project"]) and len(seed["things"]) < 2:
            continue  # (one history of the town is being written, not two)
        host = take()
        if host is None:
            break
        more = {"thing": rng.choice(seed["things"]), "town": town}
        facts[host].append(
            _fact(
                [host],
                "project",
                _fill(seed["mine"], host, **more),
                _fill(seed["told"], host, **more),
            )
        )
        now[host] = _fill(seed["currently"], host, **more)
        host.project = seed.get("activity", "")  # what its hours go to (``Person.project``)
        if "help" in seed:
            pending.append((host, seed["help"], more, "project"))
    for i in range(n // 40 + (n >= 20 and n < 40)):
        seed = seeds["campaign"][i % len(seeds["campaign"])]
        host = take(lambda p: p.age >= 25)
        if host is None:
            break
        facts[host].append(
            _fact([host], seed["topic"], _fill(seed["mine"], host), _fill(seed["told"], host))
        )
        now[host] = _fill(seed["currently"], host)
        if "help" in seed:
            pending.append((host, seed["help"], {}, seed["topic"]))
    quarrel = seeds["quarrel"][0]
    matters = rng.sample(quarrel["matters"], len(quarrel["matters"]))
    avoid: set[frozenset] = set()
    quarrelled: set[str] = set()
    for i, (a, b) in enumerate(relations.rivals(rng, links, free, max(1, n // 20))):
        avoid.add(frozenset((a, b)))
        fits = [  # (a fence or a noise between "our" houses is a quarrel of next-door neighbours)
            m for m in matters
            if "{our}" not in m or relations.next_door(a.household, b.household)
        ]  # fmt: skip
        # each quarrel over its own matter while any is left (not two rows over one parking space)
        matter = next((m for m in fits if m not in quarrelled), fits[i % len(fits)])
        quarrelled.add(matter)
        ours = matter.replace("{our}", say("our", "our"))
        theirs = matter.replace("{our}", say("their", "their"))
        for x, y in ((a, b), (b, a)):
            mine = _fill(quarrel["mine"], x, other=y.name, matter=ours)
            told = _fill(quarrel["told"], x, other=y.name, matter=theirs)
            # the first of the two means to put it right, and asks the other when they meet
            ask = say("quarrel_ask", "About {matter} — can we put it behind us?",
                      matter=ours) if x is a else ""  # fmt: skip
            facts[x].append(_fact([x, y], "quarrel", mine, told, **({"ask": ask} if ask else {})))
            links[x][y] += say("quarrelled", " They have quarrelled over {matter}.", matter=theirs)
            row = say(
                "row", "{a} is still smarting from a row with {b} over {matter}.", a=x.called,
                b=y.called, matter=theirs,
            )  # fmt: skip
            now.setdefault(x, row)
            if x in free:
                free.remove(x)
        peace = helpers.peacemaker(rng, a, b, links, quarrel, theirs)
        if peace is not None:
            facts[peace[0]].append(peace[1])
    worry = seeds["worry"][0]
    for _ in range(max(1, n // 20)):
        host = take(lambda p: _relative(p, links) is not None)
        if host is None:
            break
        ill, word = _relative(host, links)
        facts[host].append(
            _fact(
                [host, ill],  # (whose worry it is, and whom it is about)
                "worry",
                _fill(worry["mine"], host, relative=word),
                _fill(worry["told"], host, relative=word),
            )
        )
        # the one who has not been well knows it: their own illness, a trouble of their own
        facts[ill].append(
            _fact([ill], "illness", _fill(worry["ill_mine"], ill), _fill(worry["ill_told"], ill))
        )
        now[host] = say(
            "worried", "{first} is worried about {their} {word}, who has not been well.",
            first=host.called, their=host.their, word=word,
        )  # fmt: skip
        if "help" in worry and host.job is not None:
            pending.append((host, worry["help"], {"relative": word}, "worry"))
    for a, b in relations.romances(rng, links, adults, max(1, n // 20)):
        facts[a].append(
            _fact(
                [a, b],
                "romance",
                say("fallen", "I've fallen for {b}, but I haven't told a soul.", b=b.name),
                say("soft_spot", "{a} has a soft spot for {b}.", a=a.name, b=b.name),
                secret=True,  # (a secret: told only to a close friend, if one has one)
                news=True,
            )
        )
        now.setdefault(
            a,
            say(
                "passing_by", "{a} keeps finding reasons to pass by where {b} is.", a=a.called,
                b=b.called,
            ),
        )  # fmt: skip
    for host, asked in helpers.asks(rng, pending, links, people, avoid).items():
        facts[host].extend(asked)
    return facts, now
