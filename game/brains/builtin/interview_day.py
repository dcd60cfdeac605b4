"""'What did you do yesterday afternoon?': one's own day told from its records
(``InterviewRequest.doings``: the stretches of the day that are over, each what the body did
in one building, ``game.mind.days``), in the order it happened, cut to the part of the day
asked about. Nothing is re-worded from a memory's sentence.

``stretches`` makes the same doing in the same building again soon after one stretch (two
blocks of work with lunch at one's desk, or a step too short to tell, between them); a
stretch in another building in between (lunch at the tea room between two spells at the
forge) is told, never swallowed.

A stretch of seeking company that names no one (a plan's "find someone to chat with") is told
by the talks one had in it (``company``: whom one chatted with there, from the talks' records),
and a clock hour of a whole day's telling that could be morning or night says which
(``part_of_day``: "from seven in the morning")."""

from __future__ import annotations

from datetime import date, datetime, timedelta

from game.brains.builtin.activities import classify
from game.brains.builtin.profile import profile_of
from game.brains.builtin.talk_slots import clock_words, mine, without_room
from game.mind.brain import InterviewAnswer, InterviewRequest
from game.mind.records import Doing

PARTS = {"morning": (0, 720), "afternoon": (720, 1080), "evening": (1080, 1440)}
MOST = 3  # steps told; a long day is told by its longest stretches
OCCASIONS = ("assembly", "event")  # activity kinds always told: a meeting, a party
GAP = 90  # minutes between two records of the same doing that still make one stretch
SHORT = 20  # minutes: a step this short between two of the same doing is inside them
SLIVER = 20  # minutes: a step reaching this little into the part asked about is left out


def stretches(doings) -> list[Doing]:
    """``doings`` (in order) with the same doing in the same building again soon after made
    one stretch (see the module docstring)."""
    out: list[Doing] = []
    for d in doings:
        j = next((j for j in range(len(out) - 1, -1, -1) if _again(out[j], d, out[j + 1 :])), -1)
        if j < 0:
            out.append(d)
            continue
        s = out[j]
        out[j] = Doing(date=d.date, start=s.start, end=d.end, did=d.did, place=d.place)
        del out[j + 1 :]  # what came between is inside that stretch now
    return out


def _again(s: Doing, d: Doing, between: list[Doing]) -> bool:
    """``d`` goes on with ``s``: the same doing in the same building, soon after, and what came
    between was in that building too (lunch at one's desk) or too short to tell."""
    if s.did != d.did or s.place != d.place or d.start - s.end > GAP:
        return False
    return all(b.place == d.place or b.end - b.start < SHORT for b in between)


def label(back: int, part: str) -> str:
    """'yesterday afternoon', 'this morning', 'tonight', 'today'."""
    if back:
        return "yesterday" + (f" {part}" if part else "")
    if part == "tonight" or part == "evening":
        return "this evening" if part == "evening" else "tonight"
    return f"this {part}" if part else "today"


def recall(
    req: InterviewRequest, today: date | None, back: int, part: str
) -> InterviewAnswer | None:
    """The answer from the records, or None when there are none for that day (a save from
    before records, or a day not yet begun): the caller then falls back."""
    if today is None or not req.doings:
        return None
    day = (today - timedelta(days=back)).isoformat()
    lo, hi = PARTS.get("evening" if part == "tonight" else part, (0, 1440))
    steps = [d for d in req.doings if d.date == day and d.did]
    steps = [d for d in stretches(steps) if d.start < hi and d.end > lo]
    inside = [d for d in steps if min(d.end, hi) - max(d.start, lo) >= SLIVER]
    steps = inside or steps
    if not steps:
        return None
    if len(steps) > MOST:
        # a gathering one went to or held is told whatever its length, then the longest
        # stretches (a day is not told without the meeting one called)
        work = profile_of(req.persona).work_cat
        longest = sorted(
            steps,
            key=lambda d: (
                classify(d.activity or d.did, work).name in OCCASIONS,
                min(d.end, hi) - max(d.start, lo),
            ),
            reverse=True,
        )
        steps = sorted(longest[:MOST], key=lambda d: d.start)
    # (two stretches of the same doing left side by side once what came between is not told:
    # one stretch, not "worked at the forge, then worked at the forge")
    told: list[Doing] = []
    for d in steps:
        if told and told[-1].did == d.did and told[-1].place == d.place:
            s = told[-1]
            told[-1] = Doing(date=d.date, start=s.start, end=d.end, did=d.did, place=d.place)
        else:
            told.append(d)
    steps = told
    said = label(back, part)
    home = req.persona.home.sector
    # (a stretch of seeking company is told by the talks held in it, not by its plan's words)
    steps = [company(d, req) for d in steps]
    parts = [
        _step(d, first=i == 0, last=i == len(steps) - 1, lo=lo, hi=hi, home=home)
        for i, d in enumerate(steps)
    ]
    text = f"{said[0].upper()}{said[1:]} I " + ", then ".join(at_home_once(parts)) + "."
    return InterviewAnswer(text=text)


def _step(d: Doing, first: bool, last: bool, lo: int, hi: int, home: str) -> str:
    """'worked on the forge floor at the forge until half past four'; the first step says
    since when if it began inside the part asked about."""
    out = mine(without_room(d.did))  # 'napped in my armchair', 'worked at the forge'
    if d.place and d.place == home and "home" not in out and d.place not in out:
        out += " at home"
    if first and d.start > lo and len(out) < 70:  # ("from seven": in the morning, or at night?)
        out = f"{out} from {clock_words(d.start)}{part_of_day(d.start, lo, hi)}"
    if d.end < hi and (first or last) and len(out) < 90:
        out = f"{out} until {clock_words(d.end)}"
    return out


def at_home_once(parts: list[str]) -> list[str]:
    """Steps at home side by side said as one, "at home" once: "spent time, read and relaxed
    at home until eleven", not "spent time at home, then read at home, then ..." (a step that
    says since when is said on its own)."""
    out: list[str] = []
    run: list[str] = []

    def flush() -> None:
        if len(run) > 1:
            *rest, tail = [r.replace(" at home", "", 1) for r in run]
            head, sep, until = tail.partition(" until ")
            out.append(f"{', '.join(rest)} and {head} at home{sep}{until}")
        else:
            out.extend(run)
        run.clear()

    for part in (x for p in parts for x in p.split(", then ")):  # (a block of several)
        if " at home" in part and " from " not in part:
            run.append(part)
            if " until " in part:
                flush()  # (the day's last step: nothing joins after it)
        else:
            flush()
            out.append(part)
    flush()
    return out


def part_of_day(minute: int, lo: int, hi: int) -> str:
    """' in the morning' or ' in the evening' after a clock time that could be either, when
    the part of the day asked about does not already say which ('' then, and for noon on)."""
    if hi - lo <= 720 or minute % 720 == 0:
        return ""
    if minute < 720:
        return " in the morning"
    return " in the evening" if minute >= 1080 else ""


def company(d: Doing, req: InterviewRequest) -> Doing:
    """A stretch of seeking company that names no one (a plan's "find someone to chat with")
    told by the talks one had in it (those of the retrieved memories): whom one chatted with
    there, or that one looked for someone to chat with there; any other stretch as it is."""
    work = profile_of(req.persona).work_cat
    if classify(d.activity or d.did, work).name != "social" or not d.place:
        return d
    firsts = {x.name.split()[0] for x in req.people}
    if any(w.strip(".,'’s") in firsts for w in d.did.split()):
        return d  # (a visit to someone: said as it was)
    met = [
        x.split()[0] for m in req.memories if m.partners and _within(m.when, d) for x in m.partners
    ]
    met = list(dict.fromkeys(met))[:2]
    did = (
        f"chatted with {' and '.join(met)} at {d.place}"
        if met
        else f"looked for someone to chat with at {d.place}"
    )
    return Doing(date=d.date, start=d.start, end=d.end, did=did, place=d.place)


def _within(when: str, d: Doing) -> bool:
    """Whether a memory's time ("Thu 17 Sep 07:20") falls in stretch ``d`` of its day."""
    try:
        day, clock = when.split()[-3:-1], when.split()[-1]
        moment = datetime.strptime(f"{day[0]} {day[1]} {d.date[:4]}", "%d %b %Y").date()
        minute = int(clock[:2]) * 60 + int(clock[3:5])
    except (ValueError, IndexError):
        return False
    return moment.isoformat() == d.date and d.start <= minute <= d.end
