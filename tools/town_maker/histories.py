"""A resident's history (the first lines of ``learned``), told as one story per household: a
family that moved to town did so in one year, all together, so a child younger than that was
born here and says nothing of moving; a family that has always been here never moved at all.

The household's story is dealt once, by whichever member is written first: moved (some years
ago, for a reason, both dealt like cards so the town does not read "twelve years ago for the
quiet" seven times over) or settled (each grown-up tells their own line of the age's list, a
teenager one of the teenagers').
A retired resident's life fits the trade they retired from, and "retired a few years ago" is
said by no one past 75. Whether a household is from here or came from elsewhere long ago is
``Household.incomer`` (decided with the town's people): both partners tell the same.
"""

from __future__ import annotations

from tools.town_maker import catalogue, childhood
from tools.town_maker.dealing import Dealer
from tools.town_maker.people import Household, Person
from tools.town_maker.wording import fill

SETTLED: tuple = ()
RECENT_RETIRED = 75  # "retired a few years ago" is said by no one older


def arrival(deal: Dealer, h: Household) -> tuple:
    """``(years, reason)`` of a household that moved to town (``Household.incomer``, when its
    grown-ups were grown when it came), or ``SETTLED``, dealt once."""
    if h.story is not None:
        return h.story
    data = catalogue.load("people")["history"]
    grown = [p.age for p in h.members if p.age >= 18]
    h.story = SETTLED
    if grown and max(grown) < 55 and not any(p.former for p in h.members):
        if h.incomer:
            counts = sorted(int(n) for n in data["years"])
            fits = [n for n in counts if n <= min(grown) - 18]
            if fits:
                n = int(deal.deal("years", [str(n) for n in counts]))
                n = n if n in fits else fits[-1]
                h.story = (n, deal.deal("reasons", data["reasons"]))
    return h.story


def history(deal: Dealer, p: Person, town: str) -> str:
    h = catalogue.load("people")["history"]
    story = arrival(deal, p.household)
    if p.age < 5:
        text = h["toddler"]
    elif story and p.age < 18 and p.age > story[0]:
        text = h["moved_child"]
    elif childhood.teen(p) and h.get("teen"):  # no playground, no short cuts to school
        text = deal.deal("teen", h["teen"])
    elif p.age < 18:
        pool = list(h["child"])
        twins = [o for o in p.household.members if o is not p and o.age == p.age]
        pool += [] if twins else h.get("only_one", [])  # not "the youngest in the class" twice
        text = deal.deal("child:" + "|".join(pool), pool)
    elif story:
        text = h["moved"]
    elif p.former:
        came = p.household.incomer  # (the trade's line says they came to town young)
        pool = h["old_came"] + ([h["former"]] if "former" in h else []) if came else h["old"]
        done = h["retired"] + (h["retired_recent"] if p.age <= RECENT_RETIRED else [])
        text = (
            deal.deal("old:" + "|".join(pool), pool)
            + " "
            + deal.deal("retired:" + "|".join(done), done)
        )
    else:
        age = "young" if p.age < 30 else "adult" if p.age < 55 else "old"
        came = p.household.incomer and p.role != "child"  # (a grown son was born here)
        parent = h.get("parent", []) if p.role == "parent" and p.age < 55 and not came else []
        pool = [*h[age + "_came" if came else age], *parent]
        # (whoever runs a place did not answer its advertisement nor start there from school)
        runs = p.job is not None and p.job.place.staff[:1] == [p]
        pool = [t for t in pool if p.job and not runs or "{place}" not in t]
        text = deal.deal("history:" + "|".join(pool), pool)
    years, reason = (h["years"][str(story[0])], story[1]) if story else ("", "")
    return fill(
        fill(text, reason=reason),
        first=p.called, town=town, place=p.job.place.name if p.job else town, their=p.their,
        years=years, former=p.former,
    )  # fmt: skip
