"""Reacting: should the resident keep going, do something else, or start a conversation?

The paper asks the model about every perceived event. Most are mundane, so here only events
about another resident that could lead somewhere (the other is available, the pair has not just
talked, the resident is free) reach the brain: at most one reaction question per think.

Beyond the paper, plan *repair*: when the world changes under a plan (the place it was going to
is closed), only the affected actions are moved to another place, and the resident remembers why.
"""

from __future__ import annotations

from datetime import date, timedelta

from game.mind import errands, intentions, wording
from game.mind.brain import ChoosePlaceRequest, OtherView, ReactionRequest
from game.mind.facts import remember_own
from game.mind.inner.tables import tables
from game.mind.records import Fact
from game.mind.types import Action, Place, PlanBlock, SeenEvent


def candidate(
    resident,
    observations: tuple[SeenEvent, ...],
    nearby: tuple[OtherView, ...],
    now_s: float,
    lonely: bool = False,
) -> tuple[SeenEvent, OtherView] | None:
    """The one observation worth a reaction question, or None (no brain call). One who is
    ``lonely`` has a reason to talk again to someone it spoke to earlier in the day."""
    cfg = resident.config
    # just talked: no new talk yet, but for someone one is out to find (a storyline, a request)
    just = resident.last_talk_s is not None and now_s - resident.last_talk_s < cfg.talk_gap_s
    by_id = {o.id: o for o in nearby}
    for ev in observations:
        other = by_id.get(ev.actor)
        if other is None or not other.free:
            continue
        rel = resident.relations.get(other.id)
        if (just or not other.available) and not _sought(resident, rel, now_s):
            continue
        gap = cfg.talk_cooldown_s / (4 if lonely else 1)  # (any word will do when lonely)
        recent = rel and rel.last_talked is not None and now_s - rel.last_talked < gap
        if recent and not _sought(resident, rel, now_s):
            continue  # (but the time two arranged to meet comes round whenever they last spoke)
        if (
            rel
            and not lonely
            and _talked_today(rel, now_s)
            and not _reason_to_talk(resident, rel, now_s)
        ):
            continue  # a second talk today with nothing to add would be hello and goodbye
        asked = resident.considered.get(other.id)
        # just decided about this person; seeing them again is not a new question (but one in
        # a storyline with them, come to find them, tries again once they are free)
        wait = cfg.talk_gap_s / 4 if rel is not None and rel.kind in STORY_KINDS else cfg.talk_gap_s
        if asked is not None and now_s - asked < wait:
            continue
        resident.considered[other.id] = now_s
        return ev, other
    return None


DAY_S = 24 * 3600.0
STORY_KINDS = ("romance", "quarrel")  # bonds whose two seek each other out


def _sought(resident, rel, now_s: float) -> bool:
    """One is out to find them: a romance or a row, a request to make of them, one's meeting
    to tell them of (``errands.keen``)."""
    return rel is not None and rel.name in errands.keen(resident, now_s)


def _talked_today(rel, now_s: float) -> bool:
    """They talked since midnight (game seconds count from a midnight)."""
    return rel.last_talked is not None and rel.last_talked >= now_s - now_s % DAY_S


def _reason_to_talk(resident, rel, now_s: float) -> bool:
    """Something to take up with them again today: news they do not have, what one's
    reflections concluded about them, a storyline (a romance, a row) between the two, a
    favour to ask them, or anything one is out to find them for (``errands.keen``: the time
    the two arranged to meet, come round though they talked earlier in the day)."""
    from game.mind.news import pick_news  # (news reads the relations this module feeds)

    if rel.kind in ("romance", "quarrel") or intentions.toward(resident, rel.other, now_s):
        return True
    if _sought(resident, rel, now_s):  # (a meeting the two arranged: they talked this morning)
        return True
    if errands.has_request(resident, rel.other):  # a favour to ask them
        return True
    return bool(pick_news(resident, [rel.other], now_s, k=1, listener_names=(rel.name,)))


def decide(
    resident,
    services,
    ev: SeenEvent,
    other: OtherView,
    minute: int,
    current: str,
    memories,
    now_s: float,
    lonely: bool = False,
) -> tuple[str, str, int]:
    """Ask the brain; returns (decision, activity, minutes). The request carries what the
    resident's reflections concluded it means to do about ``other`` (at game second ``now_s``)
    and whether it has had no company for too long (``lonely``)."""
    rel = resident.relations.get(other.id)
    other = OtherView(
        id=other.id,
        name=other.name,
        activity=other.activity,
        relationship=rel.summary if rel else "",
        available=other.free,  # (a candidate: free for this one, whoever else it just saw)
    )
    r = services.brain.decide_reaction(
        ReactionRequest(
            persona=resident.card(),
            now=minute % 1440,
            current_action=current,
            observation=ev.description,
            other=other,
            memories=memories,
            # (someone one means to find today, met anywhere: as good as a visit)
            intent=intentions.toward(resident, other.id, now_s)
            or ("see" if errands.seeking(resident, other.id, now_s) else ""),
            lonely=lonely,
        )
    )
    return r.decision, r.activity, max(5, min(120, r.minutes or 15))


DAY_OFF = "take an unexpected day off, resting at home"  # one's own workplace closed
# lunch in a day off that spans lunchtime (the shift's lunch was eaten at work: was, a barista
# sent home at ten ate nothing till a quarter to six); plan words, as DAY_OFF's
LUNCH_OFF = "have lunch at home"
LUNCH = (12 * 60, 12 * 60 + 45)
# and dinner in one that spans dinnertime (an evening shift's dinner break was at work: was, an
# innkeeper whose inn was shut ate nothing from lunch to bed)
DINNER_OFF = "have dinner at home"
DINNER = (18 * 60, 18 * 60 + 45)


SHUT = "shut:"  # the key of the news that one's workplace was shut on one (its date, one's id)


def _shut_on_me(resident, sector: str, date: str, now_s: float) -> None:
    """One's workplace shut on one is one's news, held as a record to tell ("They shut the
    bakery on me for the day"): was, the baker sat at home all day and never said why."""
    p = resident.persona
    slots = {"place": sector, "name": resident.name, "first": p.first_name}
    # those one works with there were shut out too: it is about them as well, and no news to
    # them (was: the owner told in her own cafe that her cafe had been shut, by her barista)
    mates = tuple(
        rel.other
        for rel in resident.relations
        if "work" in rel.ties and sector in rel.places and rel.other != resident.id
    )
    fact = Fact(
        key=f"{SHUT}{date}:{resident.id}",
        about=(resident.id, *sorted(mates)),
        topic="other",  # (news of one's own, not work done: "No! Really?", not "Good for you")
        mine=wording.said("shut_on_me_mine", **slots),
        told=wording.said("shut_on_me_told", **slots),
        news=True,
        day=date,  # (Friday's shut is no news on Saturday, in the reopened place)
    )
    remember_own(resident, fact, now_s, SHUT_IMPORTANCE)


SHUT_IMPORTANCE = 6  # one's work shut for the day: worth telling


def _day_off(resident, minute: int, closed: frozenset[str], now_s: float) -> list[str]:
    """One's own workplace is closed: the rest of its shifts today become time off at home
    (decomposed afresh when they come), and one remembers why. Not a shift moved to the
    kitchen table: the work cannot be done anywhere else."""
    sched, work = resident.schedule, resident.persona.work
    if work is None or work.place.sector not in closed:
        return []
    sector = work.place.sector
    at_work = {(a.start, a.end) for a in sched.actions if _at_work(resident, a.place)}
    hit = [
        b
        for b in sched.blocks
        if b.end > minute
        and b.activity != DAY_OFF
        and (
            sector.lower() in b.activity.lower()
            or any(b.start <= s and e <= b.end for s, e in at_work)
        )
    ]
    if not hit:
        return []
    # (news once a closure: the place was shut on one; still shut the next morning, with no
    # opening between, is no new news: was "They shut it on us for the day" said again on
    # Saturday, in the reopened cafe)
    yesterday = (date.fromisoformat(sched.date) - timedelta(days=1)).isoformat()
    if resident.day_off[0] not in (sched.date, yesterday):
        _shut_on_me(resident, sector, sched.date, now_s)
    resident.day_off = (sched.date, tuple((max(b.start, minute), b.end, b.activity) for b in hit))
    for b in hit:
        start = max(b.start, minute)
        sched.insert_block(PlanBlock(start=start, end=b.end, activity=DAY_OFF), minute)
        for (a, z), meal in ((LUNCH, LUNCH_OFF), (DINNER, DINNER_OFF)):
            if start <= a and z <= b.end:
                sched.insert_block(PlanBlock(start=a, end=z, activity=meal), minute)
    return [
        f"{sector}, where {resident.persona.first_name} works, is closed, so "
        f"{resident.persona.first_name} has the rest of the day off"
    ]


def _at_work(resident, place: Place) -> bool:
    """Whether ``place`` is where one works: one's workplace, and for one who lives there too
    (over the inn) the room one works in, not one's own rooms (its taproom, not one's bed)."""
    work, home = resident.persona.work.place, resident.persona.home
    if place.sector != work.sector:
        return False
    if home.sector != work.sector:
        return True
    return place.arena == work.arena if work.arena else place.arena != home.arena


def back_to_work(resident, minute: int, closed: frozenset[str]) -> list[str]:
    """One's workplace, closed earlier today (its shifts made a day off: ``_day_off``), is
    open again: what is left of those shifts is back in the plan as it was, and one remembers
    why (was: a baker whose bakery reopened at five sat on the sofa all day). Returns the
    day's log line ([] when nothing changed)."""
    sched, work = resident.schedule, resident.persona.work
    date, shifts = resident.day_off
    if sched is None or work is None or work.place.sector in closed or date != sched.date:
        return []
    resident.day_off = ("", ())
    act = sched.action_at(minute)
    if act is not None and tables().kind_by_emoji.get(act.emoji) == "eat":
        minute = act.end  # (a meal under way is finished first: not back at work mid-bite)
    back = [(max(s, minute), e, what) for s, e, what in shifts if e > minute]
    for start, end, what in back:
        sched.insert_block(PlanBlock(start=start, end=end, activity=what), minute)
    if not back:
        return []
    return [
        wording.said("work_reopened", place=work.place.sector, first=resident.persona.first_name)
    ]


def repair(
    resident,
    services,
    minute: int,
    closed: frozenset[str],
    is_open,
    now_s: float,
    closed_work: frozenset[str] = frozenset(),
) -> list[str]:
    """Move upcoming actions whose place is in a closed sector; returns memory notes written.
    ``closed_work``: one's workplace closed though it is one's home too (left out of
    ``closed``): its shifts are a day off all the same, one's own rooms stay one's own.

    Only the affected actions change; the rest of the plan stands.
    """
    sched = resident.schedule
    if sched is None or not (closed or closed_work):
        return []
    notes = _day_off(resident, minute, closed | closed_work, now_s)
    options = tuple(o for o in resident.spatial.options(is_open) if o.open_now)
    for act in list(sched.upcoming(minute)):
        if act.place.sector not in closed:
            continue
        new_place = services.brain.choose_place(
            ChoosePlaceRequest(
                persona=resident.card(),
                activity=act.description,
                options=options,
                avoid=tuple(Place(sector=s) for s in sorted(closed)),
                current_place=act.place,
            )
        )
        if new_place.sector in closed:  # a brain that ignored the closure: go home instead
            new_place = _home_object(resident, options) or resident.persona.home
        new = Action(
            start=act.start,
            minutes=act.minutes,
            description=act.description,
            place=new_place,
            emoji=act.emoji,
        )
        sched.replace(act, new)
        text = (
            f"{resident.name} planned to {act.description} at {act.place.sector}, but it is "
            f"closed, so {resident.persona.first_name} will do it at {new_place.sector} instead"
        )
        if text not in notes:
            notes.append(text)
    for block in sched.blocks:  # broad plans that name the place: remember the change once
        if block.end <= minute:
            continue
        for sector in closed:
            if sector.lower() in block.activity.lower():
                text = (
                    f"{resident.name} planned to {block.activity}, but {sector} is closed, "
                    f"so {resident.persona.first_name} will go somewhere else"
                )
                if text not in notes and text not in resident.notes:
                    notes.append(text)
    for text in notes:
        resident.memory.add(
            text,
            kind="plan",
            now=now_s,
            importance_10=resident.importance.score(resident.card(), [text])[0],
            meta={"repair": True},
        )
        resident.note(text)
    return notes


def _home_object(resident, options) -> Place | None:
    for o in options:
        if o.place.sector == resident.persona.home.sector and o.place.obj:
            return o.place
    return None
