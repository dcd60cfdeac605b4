"""The asks that carry a storyline into the days: whoever has something going on asks someone
they know for a hand, and a yes has the two meet (``game.mind.appointments``), so a gathering,
a project or a campaign is not one sentence in one file but something people do and talk about.

Each storyline of ``data/stories.toml`` may have a ``help``: the ask (said to the one asked when
the two meet), how the host and others tell it, whom it is put to (``who``: anyone the host
knows outside their home, an old resident for a history, a parent for a school petition; up to
``count`` of them), and where a yes has them meet and what they do there (``meet``, ``at``).
Nobody is asked by someone they have quarrelled with. A quarrel has someone who knows both
wishing they would make it up.
"""

from __future__ import annotations

import random

from tools.town_maker.people import Person
from tools.town_maker.wording import fill

OLD = 65


def _parent(p: Person) -> bool:
    return any(k.age < 18 and k.household is p.household for k in p.kin)


def _pool(host: Person, who: str, links, everyone: list[Person], avoid) -> list[Person]:
    """Whom ``host`` may ask: people they know first, outside their own home, grown up."""

    def fits(o: Person) -> bool:
        return (
            o is not host
            and o.household is not host.household
            and o.age >= 18
            and frozenset((host, o)) not in avoid
            and (who != "old" or o.age >= OLD)
            and (who != "parent" or _parent(o))
        )

    known = [o for o in links[host] if fits(o)]
    if known or who not in ("old", "parent"):  # (the oldest in town, whether known or not)
        return known
    return [o for o in everyone if fits(o)]


def words(host: Person, **more: str) -> dict[str, str]:
    """The words a storyline's sentences about ``host`` are filled with."""
    return {
        "host": host.name,
        "first": host.called,
        "host_pos": host.their,
        "first_pos": host.their,
        "host_they": host.they,
        **more,
    }


def asks(
    rng: random.Random,
    pending: list[tuple[Person, dict, dict, str]],
    links,
    everyone: list[Person],
    avoid: set[frozenset],
) -> dict[Person, list[dict]]:
    """For each (host, help, words, topic) of ``pending``: the host's facts asking someone."""
    out: dict[Person, list[dict]] = {}
    for host, help_, more, topic in pending:
        pool = _pool(host, help_.get("who", "any"), links, everyone, avoid)
        for other in rng.sample(pool, min(len(pool), int(help_.get("count", 1)))):
            w = words(host, other=other.name, **more)
            fact = {
                "about": [host.id, other.id],
                "topic": topic,
                "mine": fill(help_["mine"], **w),
                "told": fill(help_["told"], **w),
                "news": False,
                "ask": fill(help_["ask"], **w),
            }
            if help_.get("meet"):
                fact["meet"] = {"at": help_["at"], "what": fill(help_["meet"], **w)}
            out.setdefault(host, []).append(fact)
    return out


def peacemaker(
    rng: random.Random, a: Person, b: Person, links, quarrel: dict, matter: str
) -> tuple[Person, dict] | None:
    """Someone who knows both ``a`` and ``b`` and wishes they would make it up, and that fact."""
    both = [o for o in links[a] if o in links[b] and o is not b and o.age >= 14]
    if not both or "peace_mine" not in quarrel:
        return None
    third = rng.choice(both)
    w = words(third, a=a.name, b=b.name, matter=matter)
    return third, {
        "about": [third.id, a.id, b.id],
        "topic": "quarrel",
        "mine": fill(quarrel["peace_mine"], **w),
        "told": fill(quarrel["peace_told"], **w),
        "news": False,
    }
