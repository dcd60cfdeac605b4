"""What a resident says of itself in an interview when its residents file gives records: its
working week from the work record, its day from wake and sleep, its story from its own facts'
first-person sentences. Nothing is re-worded from the persona's third-person prose."""

from __future__ import annotations

from datetime import datetime

from game.brains.builtin.phrases import STOPS, fill, lines
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.talk_facts import when_words
from game.brains.builtin.talk_slots import clock_words

ORDER = ("work", "project", "family", "habit", "other", "opinion", "worry")  # told first to last
_DAYNAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_DAYKEYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")


def days_words(days: tuple[str, ...]) -> str:
    """('mon', ..., 'fri') -> 'Monday to Friday'; ('tue', 'thu') -> 'Tuesdays and Thursdays'."""
    idx = sorted(_DAYKEYS.index(d) for d in days if d in _DAYKEYS)
    if not idx or len(idx) == 7:
        return "every day" if idx else ""
    if idx == list(range(idx[0], idx[-1] + 1)) and len(idx) >= 3:
        return f"{_DAYNAMES[idx[0]]} to {_DAYNAMES[idx[-1]]}"
    names = [_DAYNAMES[i] + "s" for i in idx]
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0]


def routine(p) -> str:
    """A working day from the records alone: where and when one works, when one is up and in
    bed ("On a normal day, I work at the forge from half past seven until half past four,
    Monday to Saturday. I'm up at six and in bed by ten.")."""
    out = []
    if p.work is not None and p.work_hours:
        a, b = p.work_hours
        days = days_words(p.work_days)
        verb = "I'm at" if pupil(p) else "I work at"  # a pupil goes to school, not to work
        out.append(
            f"On a normal day, {verb} {p.work.sector} from {clock_words(a)} until "
            f"{clock_words(b)}{', ' + days if days else ''}."
        )
    out.append(f"I'm up at {clock_words(p.wake)} and in bed by {clock_words(p.sleep)}.")
    return " ".join(out)


def working_day(p, day) -> str:
    """Whether ``day`` is a working day by the work record, and the hours if it is."""
    a, b = p.work_hours
    if (not p.work_days or _DAYKEYS[day.weekday()] in p.work_days) and a >= 720:
        return f"The morning's my own; I'm not at {p.work.sector} until {clock_words(a)}."
    if not p.work_days or _DAYKEYS[day.weekday()] in p.work_days:
        return f"It's a working day, though: I'll be at {p.work.sector} from {clock_words(a)}."
    return f"It's my day off from {p.work.sector}, so nothing fixed."


def own_story(p, n: int = 2) -> list[str]:
    """Up to ``n`` of one's own sentences a stranger may hear: no secret, nothing dated."""
    facts = [f for f in p.facts if not f.secret and f.event is None and f.mine]
    facts.sort(key=lambda f: ORDER.index(f.topic) if f.topic in ORDER else len(ORDER))
    return [f.mine if f.mine.endswith(STOPS) else f.mine + "." for f in facts[:n]]


def gatherings_ahead(req) -> str:
    """The gatherings ahead the resident knows of, as it decided: "I'm going to Ann Lee's
    birthday party at Corner Cafe tomorrow at seven." (two at most)."""
    try:
        today = datetime.strptime(req.now, "%a %d %b %Y %H:%M").date()
    except ValueError:
        today = None
    out = []
    for g, going in sorted(req.gatherings, key=lambda x: (x[0].date, x[0].start))[:2]:
        when = when_words(g, today)
        what = g.called() if g.source == "talk" else "the gathering"
        if g.private:  # an appointment two fixed: whom one sees, where, when, what for
            other = (g.guest_name if g.host == req.persona.id else g.host_name).split(" ")[0]
            out.append(f"I'm seeing {other} at {g.place} {when}")
            out[-1] += f" for {g.what}." if g.what else ", as we arranged."
        elif g.host == req.persona.id:
            out.append(f"I'm holding {_the(g.what)} at {g.place} {when}.")
        elif going:
            out.append(f"I'm going to {what} at {g.place} {when}.")
        else:
            out.append(f"I know about {what} at {g.place} {when}, but I won't go.")
    return " ".join(out)


def _the(what: str) -> str:
    return what if what.lower().startswith(("the ", "a ", "my ")) else "the " + what


def pupil(p) -> bool:
    """One who goes to school or college rather than to work (by its occupation's words)."""
    return any(w in p.occupation.lower() for w in ("pupil", "student", "schoolboy", "schoolgirl"))


def colleagues(req) -> list[str]:
    """The names of those one works with, from the records: a grown-up's are grown-ups (a
    teacher rings another of the staff, not a pupil of the school), a child's anyone there."""
    child = 0 < req.persona.age < 18
    return [x.name for x in req.people if "work" in x.ties and (child or not 0 < x.age < 18)]


def spread(set_name: str, req, among: tuple[str, ...] | None = None, **slots: str) -> str:
    """A line of a phrase set chosen by the resident's place among those it knows, so that
    people asked the same thing in turn do not answer in the same words (a hash of each name
    would give two of five the same line more often than not). ``among``: the ids of those who
    would be asked it in the same case (one's colleagues, for one's workplace shut): each of the
    group takes its own line of the set (as many as it has), the group's first by a hash of who
    they are, so another workplace's staff start elsewhere."""
    alts = [t for t in (fill(x, slots) for x in lines(set_name)) if t]
    if not alts:
        return ""
    if among is not None:
        group = sorted({req.persona.id, *among})
        first = int(stable_rand(set_name, *group) * len(alts))
        return alts[(first + group.index(req.persona.id)) % len(alts)]
    ids = sorted({req.persona.id, *(x.id for x in req.people)})
    return alts[ids.index(req.persona.id) % len(alts)]


def workmates(req) -> tuple[str, ...]:
    """The ids of those one works with (every tie of kind "work": pupils and staff alike), who
    answer "your workplace is shut" beside one."""
    return tuple(x.id for x in req.people if "work" in x.ties)


def closed_workplace(req) -> str:
    """'Your workplace is suddenly closed': by what one is there (a pupil, the one who runs it,
    one of the staff), naming the place and a colleague from the records."""
    p = req.persona
    place = p.work.sector if p.work is not None else "work"
    occ = p.occupation.lower()
    mates = [n.split()[0] for n in colleagues(req)]
    group = workmates(req)
    if pupil(p):
        return spread("ans_asked_closed_pupil", req, group, place=place)
    if any(w in occ for w in ("owner", "owns", "runs", "head ", "landlord", "landlady")):
        return spread("iv_closed_owner", req, group, place=place)
    if mates:
        return spread("iv_closed_mate", req, group, mate=mates[0], place=place)
    return spread("iv_closed_alone", req, group, place=place)
