"""Each resident as an entry of ``residents.json`` (``game.mind.residents_schema.Resident``):
who they are, their day (waking, sleeping and working hours that fit their trade), home and
work on the map, relationships, facts and the look their character sheet is drawn from.
"""

from __future__ import annotations

import random

from tools.town_maker import catalogue
from tools.town_maker.people import Person

SCHOOL_HOURS = "08:45-15:15"
WEEKDAYS = ["mon", "tue", "wed", "thu", "fri"]
DAY_WORDS = {
    "mon": "Monday",
    "tue": "Tuesday",
    "wed": "Wednesday",
    "thu": "Thursday",
    "fri": "Friday",
    "sat": "Saturday",
    "sun": "Sunday",
}
SKIN = ["#f6d7c3", "#eac0a0", "#d9a77f", "#c68a5e", "#a8704a", "#8a5636", "#6b3f26", "#4e2c1b"]
SKIN_RANGE = {
    "english": (0, 3),
    "scottish": (0, 2),
    "polish": (0, 3),
    "yoruba": (4, 8),
    "south_asian": (2, 6),
    "iberian": (1, 4),
    "chinese": (0, 3),
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
CURRENTLY = (
    "{first} is busy at {place} this week and looking forward to a quiet Sunday.",
    "{first} is saving up for a holiday and taking every extra shift at {place}.",
    "{first} has been thinking about asking for more responsibility at {place}.",
    "{first} has a cold coming on but will not miss a day at {place}.",
)


PUPILS = (
    "{first} has a spelling test at {school} on Monday.",
    "{first} is building a model lighthouse for the end-of-term show at {school}.",
    "{first} wants a bicycle for {their} birthday and has started dropping hints.",
    "{first} has been picked for the football team at {school}.",
    "{first} is learning a poem by heart for assembly.",
    "{first} has a new best friend at {school} and talks about nothing else.",
    "{first} is saving pocket money for a kite.",
)


RETIRED = (
    "{first} is enjoying retirement and keeps an eye on the neighbours' comings and goings.",
    "{first} has taken up painting and is not yet ready to show anyone.",
    "{first} is planning a trip to see old friends on the coast.",
    "{first} has been asked to judge the vegetable show and is taking it very seriously.",
    "{first} is sorting through a lifetime of photographs.",
)


def clock(minutes: int) -> str:
    minutes = max(0, min(minutes, 23 * 60 + 59))
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def minutes(hhmm: str) -> int:
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def first_person(doing: str) -> str:
    """``"sorts and carries the post"`` -> ``"sort and carry the post"`` (the data says what a
    trade does as of someone else; the resident says it of themselves)."""

    def base(verb: str) -> str:
        if verb.endswith("ies"):
            return verb[:-3] + "y"
        if verb.endswith(("ches", "shes", "sses", "xes")):
            return verb[:-2]
        return verb[:-1] if verb.endswith("s") and not verb.endswith("ss") else verb

    parts = []
    for i, part in enumerate(doing.split(" and ")):
        verb, _, rest = part.partition(" ")
        # after "and", a lone word is a thing ("nails and tools"), a phrase starts with a verb
        parts.append(f"{base(verb) if i == 0 or rest else verb} {rest}".strip())
    return " and ".join(parts)


def days_text(days) -> str:
    if list(days) == WEEKDAYS:
        return "Monday to Friday"
    names = [DAY_WORDS[d] for d in days]
    return ", ".join(names[:-1]) + " and " + names[-1]


def _times(p: Person) -> tuple[str, str]:
    """Waking and sleeping times that fit the day's work (or school, or age)."""
    if p.job:
        start, end = (minutes(t) for t in p.job.trade.hours.split("-"))
        wake = min(max(4 * 60, (start - 75) // 15 * 15), 8 * 60 + 30)
        sleep = end + 45 if end >= 20 * 60 else min(wake + 15 * 60 + 30, 23 * 60 + 15)
        return clock(wake), clock(sleep)
    if p.age < 13:
        return "07:00", clock(19 * 60 + 15 * min(p.age, 10))
    if p.age < 18:
        return "07:15", "22:00"
    return ("07:30", "22:00") if p.age >= 60 else ("07:00", "23:00")


def _traits(rng: random.Random) -> list[str]:
    groups = rng.sample(catalogue.load("people")["traits"], 3)
    return [rng.choice(g) for g in groups]


def _history(rng: random.Random, p: Person, town: str) -> str:
    h = catalogue.load("people")["history"]
    place = p.job.place.name if p.job else town
    if p.age < 5:
        text = h["toddler"]
    elif p.age < 18:
        text = h["child"]
    elif p.former:
        text = rng.choice(h["old"]) + " " + h["retired"]
    else:
        pool = h["young" if p.age < 30 else "adult" if p.age < 55 else "old"]
        text = rng.choice([t for t in pool if p.job or "{place}" not in t])
    words = {"first": p.first, "town": town, "place": place, "their": p.their}
    for k, v in words.items():
        text = text.replace("{" + k + "}", v)
    return text


def appearance(rng: random.Random, p: Person) -> dict:
    lo, hi = SKIN_RANGE.get(p.culture, (0, len(SKIN)))
    if p.age >= 60:
        hair = rng.choice(GREY)
    elif p.culture in ("yoruba", "chinese", "south_asian"):
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
    if p.job and any(w in p.job.trade.title for w in ("cook", "baker", "grocer", "assistant")):
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


def resident(rng: random.Random, p: Person, links, facts, currently, town: str) -> dict:
    """The residents-file entry of ``p``."""
    wake, sleep = _times(p)
    pastime = rng.choice(catalogue.load("people")["pastimes"])
    learned = _history(rng, p, town)
    they = p.they.capitalize()
    if p.job:
        learned += f" {they} {p.job.trade.doing} at {p.job.place.name}."
    if p.age >= 12:
        learned += f" In {p.their} spare time {p.they} {pastime}."
    if p.job:
        occupation = p.job.title
        s, e = p.job.trade.hours.split("-")
        job = occupation.replace("; ", " and ")
        daily = f"{p.first} works as {job} from {s} to {e}, {days_text(p.job.days)}."
        fallback = CURRENTLY[rng.randrange(len(CURRENTLY))].replace("{place}", p.job.place.name)
    elif p.school:
        occupation = f"pupil at {p.school.name}"
        daily = f"{p.first} is at {p.school.name} from 08:45 to 15:15 on weekdays and does homework at the kitchen table."
        fallback = rng.choice(PUPILS).replace("{school}", p.school.name)
        fallback = fallback.replace("{their}", p.their)
    elif p.former:
        occupation = f"retired {p.former}"
        daily = (
            f"{p.first} potters about the house, and walks into town most days to see who is about."
        )
        fallback = rng.choice(RETIRED)
    elif p.age < 18:
        occupation = ""
        daily = f"{p.first} plays at home and goes out with the family."
        fallback = f"{p.first} has just learned to say the names of everyone in the house."
    else:
        occupation = "between jobs"
        daily = f"{p.first} is {p.at_home}, and keeps the house running."
        fallback = f"{p.first} is {p.at_home}."
    room = (
        p.household.rooms[1]
        if p.role == "child" and len(p.household.rooms) > 1
        else p.household.rooms[0]
    )
    out = {
        "id": p.id,
        "name": p.name,
        "age": p.age,
        "occupation": occupation,
        "innate": ", ".join(_traits(rng)),
        "learned": learned,
        "currently": (currently.get(p) or fallback.replace("{first}", p.first)),
        "lifestyle": f"{p.first} gets up at {wake} and is usually in bed by {sleep}.",
        "wake": wake,
        "sleep": sleep,
        "daily_requirement": daily,
        "home": {"sector": p.household.home, "arena": room},
        "work": None,
        "relationships": {o.id: text for o, text in links[p].items()},
        "facts": facts.get(p, []),
        "appearance": appearance(rng, p),
    }
    if p.job:
        out["work"] = {
            "sector": p.job.place.name,
            "arena": p.job.trade.arena,
            "hours": p.job.trade.hours,
            "days": list(p.job.days),
        }
    elif p.school:
        school = p.school.kind.school
        out["work"] = {
            "sector": p.school.name,
            "arena": school,
            "hours": SCHOOL_HOURS,
            "days": WEEKDAYS,
        }
    if p.job:
        out["facts"] = [
            *out["facts"],
            {
                "about": [p.id],
                "topic": "work",
                "mine": f"I {first_person(p.job.trade.doing)} at {p.job.place.name}.",
                "told": f"{p.name} works at {p.job.place.name} and {p.job.trade.doing}.",
                "news": False,
            },
        ]
    if out["work"] is None:
        del out["work"]
    return out
