"""Each resident as an entry of ``residents.json`` (``game.mind.residents_schema.Resident``):
who they are, their day (waking, sleeping and working hours that fit their trade), home and
work on the map, relationships, facts and the look their character sheet is drawn from.
"""

from __future__ import annotations

import random

from tools.town_maker import catalogue, childhood
from tools.town_maker.dealing import Dealer
from tools.town_maker.histories import history
from tools.town_maker.looks import appearance
from tools.town_maker.people import Person, class_room
from tools.town_maker.wording import fill, pick, say

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
CURRENTLY = (
    "{first} is busy at {place} this week and looking forward to a quiet Sunday.",
    "{first} is saving up for a holiday and taking every extra shift at {place}.",
    "{first} has been thinking about asking for more responsibility at {place}.",
    "{first} has a cold coming on but will not miss a day at {place}.",
    "{first} is learning to keep the accounts for {place} in the evenings, slowly.",
    "{first} has put in for a week off at {place} and is waiting to hear back.",
    "{first} is trying to get to {place} on time every day this month, and so far so good.",
    "{first} has been rearranging the way things are done at {place}, not to everyone's liking.",
    "{first} has a new idea for {place} and is waiting for the right moment to bring it up.",
    "{first} has stayed late at {place} every night this week and is worn out.",
    "{first} is counting the days to a week off from {place} at the end of the month.",
    "{first} wants to learn another side of the work at {place} before the year is out.",
    "{first} is still getting used to the new hours at {place}.",
)
ASK_MORE = 2  # "asking for more responsibility" (the same place in every language's list)


def _runs(p: Person) -> bool:
    """Whether ``p`` heads their workplace (its first trade, given first)."""
    place = p.job.place
    return bool(place.staff) and place.staff[0] is p and p.job.trade is place.kind.trades[0]


RETIRED = (
    "{first} is enjoying retirement and keeps an eye on the neighbours' comings and goings.",
    "{first} has taken up painting and is not yet ready to show anyone.",
    "{first} is planning a trip to see old friends on the coast.",
    "{first} has been asked to judge the vegetable show and is taking it very seriously.",
    "{first} is sorting through a lifetime of photographs.",
    "{first} is writing down the family recipes before they are forgotten.",
    "{first} has started walking every morning on the doctor's advice and grumbles about it.",
    "{first} is knitting a blanket for a grandchild on the way.",
    "{first} has joined a walking group and complains about the pace.",
    "{first} is learning to use a computer, one button at a time.",
    "{first} is mending the garden fence, slowly, one post a week.",
)


def _english() -> bool:
    """Whether verbs are turned about for "I" (English; Chinese verbs do not change)."""
    return catalogue.language() == "en"


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
        return say("weekdays", "Monday to Friday")
    names = [say(f"day_{d}", DAY_WORDS[d]) for d in days]
    return say("list_sep", ", ").join(names[:-1]) + say("list_and", " and ") + names[-1]


def day_times(p: Person) -> tuple[str, str]:
    """Waking and sleeping times that fit the day's work (or school, or age)."""
    if p.job:
        start, end = (minutes(t) for t in p.job.trade.hours.split("-"))
        wake = min(max(4 * 60, (start - 75) // 15 * 15), 8 * 60 + 30)
        late = min(max(end + 60, 22 * 60 + 30), 23 * 60 + 59)  # (not to bed off an 8 pm shift)
        sleep = late if end >= 20 * 60 else min(wake + 15 * 60 + 30, 23 * 60 + 15)
        return clock(wake), clock(sleep)
    if p.age < 13:
        return "07:00", clock(19 * 60 + 15 * min(p.age, 10))
    if p.age < 18:
        return "07:15", "22:00"
    return ("07:30", "22:00") if p.age >= 60 else ("07:00", "23:00")


def _days(key: str) -> list[str]:
    """The ways of telling a day of ``key`` (``[days]`` of the people data), dealt in turn."""
    return catalogue.load("people")["days"][key]


def _school_day(p: Person, pastime: str, deal: Dealer) -> str:
    """A pupil's day: school, homework, and a teenager's own evenings and Saturdays."""
    if childhood.teen(p):
        return say(
            "daily_teen",
            "{first} is at {school} from 08:45 to 15:15 on weekdays and does homework in {their} "
            "room after school. {They} {pastime} most evenings, and spends Saturday afternoons "
            "with friends in the park.",
            school=p.school.name, pastime=pastime, **_they(p),
        )  # fmt: skip
    return say(
        "daily_pupil",
        "{first} is at {school} from 08:45 to 15:15 on weekdays and {doing}.",
        school=p.school.name, doing=deal.deal("pupil_day", _days("pupil")), **_they(p),
    )  # fmt: skip


def _traits(rng: random.Random) -> list[str]:
    groups = rng.sample(catalogue.load("people")["traits"], 3)
    return [rng.choice(g) for g in groups]


def _they(p: Person) -> dict[str, str]:
    """The words a sentence about ``p`` is filled with."""
    return {"first": p.called, "their": p.their, "they": p.they, "They": p.they.capitalize()}


def resident(
    rng: random.Random, p: Person, links, facts, currently, town: str, deal: Dealer
) -> dict:
    """The residents-file entry of ``p``; ``deal`` hands out the lines residents must not all
    share (pastimes, histories, what is on their mind)."""
    wake, sleep = day_times(p)
    told, story = bool(currently.get(p)), p.project  # a storyline's line, and its project
    pastime = childhood.pastime(deal, p)
    learned = history(deal, p, town)
    me = _they(p)
    if p.job:
        learned += say(
            "learned_job", " {They} {doing} at {place}.", doing=p.job.trade.doing,
            place=p.job.place.name, **me,
        )  # fmt: skip
    if p.age >= 5:
        learned += say(
            "learned_pastime", " In {their} spare time {they} {pastime}.", pastime=pastime, **me
        )
    if p.job:
        occupation = p.job.title
        s, e = p.job.trade.hours.split("-")
        job = occupation.replace("; ", say("title_and", " and "))
        daily = say(
            "daily_job", "{first} works as {job} from {start} to {end}, {days}.", job=job,
            start=s, end=e, days=days_text(p.job.days), **me,
        )  # fmt: skip
        lines = pick("currently", CURRENTLY)
        if _runs(p):  # whoever runs the place does not ask for more responsibility there
            lines = [t for i, t in enumerate(lines) if i != ASK_MORE]
        fallback = deal.deal("currently:head" if _runs(p) else "currently", lines)
        fallback = fallback.replace("{place}", p.job.place.name)
    elif p.school:
        occupation = say("pupil", "pupil at {school}", school=p.school.name)
        daily = _school_day(p, pastime, deal)
        fallback = childhood.pupil_news(deal, p).replace("{school}", p.school.name)
        fallback = fallback.replace("{their}", p.their)
    elif p.former:
        occupation = say("retired", "retired {former}", former=p.former)
        daily = fill(deal.deal("retired_day", _days("retired")), **me)
        said = pick("retired", RETIRED)
        fallback = deal.deal("retired", said)
        p.project = p.project or childhood.project_of("retired", said, fallback)
    elif p.age < 18:
        occupation = ""
        daily = say("daily_small", "{first} plays at home and goes out with the family.", **me)
        fallback = say(
            "small", "{first} has just learned to say the names of everyone in the house.", **me
        )
    else:
        occupation = say("between_jobs", "between jobs")
        daily = say(
            "daily_home",
            "{first} is {at_home}, and keeps the house running.",
            at_home=p.at_home,
            **me,
        )
        fallback = say("at_home", "{first} is {at_home}.", at_home=p.at_home, **me)
    life = "lifestyle_teen" if childhood.teen(p) else "lifestyle"
    room = (
        p.household.rooms[1]
        if p.role == "child" and len(p.household.rooms) > 1
        else p.household.rooms[0]
    )
    room = catalogue.load("places").get("rooms", {}).get(room, room)  # as ``layout`` names it
    out = {
        "id": p.id,
        "name": p.name,
        "age": p.age,
        "gender": "female" if p.she else "male",
        "occupation": occupation,
        "innate": say("traits_sep", ", ").join(_traits(rng)),
        "learned": learned,
        "currently": (currently.get(p) or fill(fallback, first=p.called)),
        "lifestyle": fill(deal.deal(life, _days(life)), wake=wake, sleep=sleep, **me),
        "wake": wake,
        "sleep": sleep,
        "daily_requirement": daily,
        "home": {"sector": p.household.home, "arena": room},
        "work": None,
        "relationships": {o.id: text for o, text in links[p].items()},
        "feelings": _feelings(p, facts.get(p, [])),
        "facts": facts.get(p, []),
        "appearance": appearance(rng, p),
    }
    if not out["feelings"]:
        del out["feelings"]
    if p.project and (not told or story):  # (a storyline's line is what is said, not ours)
        out["project"] = p.project
    if p.job:
        sector, arena = p.job.site or (p.job.place.name, p.job.trade.arena)
        out["work"] = {
            "sector": sector,
            "arena": arena,
            "hours": p.job.trade.hours,
            "days": list(p.job.days),
        }
    elif p.school:
        out["work"] = {
            "sector": p.school.name,
            "arena": class_room(p),
            "hours": SCHOOL_HOURS,
            "days": WEEKDAYS,
        }
    if p.job:
        out["facts"] = [
            *out["facts"],
            {
                "about": [p.id],
                "topic": "work",
                "mine": say(
                    "work_mine",
                    "I {doing} at {place}.",
                    place=p.job.place.name,
                    doing=first_person(p.job.trade.doing) if _english() else p.job.trade.doing,
                ),  # fmt: skip
                "told": say(
                    "work_told",
                    "{name} works at {place} and {doing}.",
                    name=p.name,
                    place=p.job.place.name,
                    doing=p.job.trade.doing,
                ),  # fmt: skip
                "news": False,
            },
        ]
    if out["work"] is None:
        del out["work"]
    return out


def _feelings(p: Person, own: list[dict]) -> dict[str, str]:
    """What ``p`` feels for someone, on record (the residents file's ``feelings``): a crush on
    the one its secret romance is with (``stories``' "fallen for"), read from that fact."""
    return {
        f["about"][1]: "crush"
        for f in own
        if f.get("topic") == "romance"
        and f.get("secret")
        and len(f.get("about", ())) == 2
        and f["about"][0] == p.id
    }
