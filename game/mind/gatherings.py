"""Gatherings one reads of on a notice or hears of in a whisper: who goes, and the plan block
that takes them there.

The simulation hands the mind each announcement already understood, as a ``Gathering`` record
(``ThinkContext.gatherings``: place, day, time, whom it names); the mind never reads the
announcement's words (the record comes from ``game.sim.notice_reading`` or from fields given
with the notice).

* ``read``: a gathering new to the resident is decided once and the decision remembered: a plan
  memory naming the notice and the reason ("... read the notice "..." and plans to be at Town
  Square on Friday 13 February, 12:00-13:00"), with the record in ``meta["gathering"]`` and the
  decision in ``meta["going"]``, so a save keeps both and later days' plans can be repaired from
  them. Those who will not go remember why not.
* ``decide`` (``game.mind.gathering_odds``): a rule over records, not a brain call: who goes,
  by bond, interest, work, sleep, and whether it is a matter for grown-ups.
* ``keep``: at every thought, a gathering one goes to today has its block in the plan (a
  re-plan after a whisper or news may have written over it; for a whisper, a plan that already
  takes one there, as the brain's re-plan after it may, is left alone), from ``LEAD`` minutes
  before it starts (to walk there; its host ``HOST_LEAD``, to be there first and open it on
  time) to its end; the blocks it overlaps are cut around it
  (``DaySchedule.insert_block``). A gathering on a later day is put into that day's
  plan at its first thought.
* ``pin`` (``game.mind.gathering_steps``): the actions decomposed for that block are at its
  place.

Cost: ``read`` one embedding per new gathering (``decide``); ``keep`` a keyword
lookup and a few comparisons per thought.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from game.mind import wording
from game.mind.facts import HEARD
from game.mind.free_time import clashes
from game.mind.gathering_odds import decide, works_then
from game.mind.records import absolute_when
from game.mind.types import Gathering, PlanBlock, min_to_hhmm
from game.world.clock import WEEKDAYS

TAG = "announced gathering"  # the keyword of the memories that hold a decision
STAY_AWAY = "spend a quiet evening at home"  # in place of a gathering one will not go to
HOST_ACTIVITY = "host the announced gathering at {place}"
GUEST_ACTIVITY = "attend the announced gathering at {place}"
GOING = "plans to be at {place} at {time}"  # the event of deciding to go (reports show it)
MIN_MINUTES = 10  # a gathering with less than this left is not worth setting out for
LEAD = 20  # the block starts this early: one sets out in time (the mind knows no distances)
HOST_LEAD = 35  # its host's, earlier: there before the first guest, to open it on time
SLIP = 45  # one who slips away from work for it is there this long (``window``)


def activity(resident, g: Gathering) -> str:
    """The plan block's text: hosting it when it names the resident, attending otherwise; a
    gathering known from talk is named as it was told ("go to Ann Lee's party at ..."); an
    appointment by whom one meets and what for ("meet Tom at ... for a talk to the class")."""
    if g.private:
        other = partner(resident, g)[1].split(" ")[0]
        slots = {"other": other, "place": g.place, "what": g.what}
        return wording.said("appoint_plan_for" if g.what else "appoint_plan", **slots)
    if g.source == "talk":
        if g.host == resident.id:
            return f"host the {g.what} at {g.place}"
        whose = g.called()
        return f"go to {whose} at {g.place}"
    form = HOST_ACTIVITY if g.host == resident.id else GUEST_ACTIVITY
    return form.format(place=g.place)


def partner(resident, g: Gathering) -> tuple[str, str]:
    """(id, full name) of the other one of an appointment (``Gathering.private``)."""
    return (g.guest, g.guest_name) if resident.id == g.host else (g.host, g.host_name)


def known(resident) -> dict[str, tuple[Gathering, bool]]:
    """Gatherings the resident has decided about: key -> (record, going)."""
    out: dict[str, tuple[Gathering, bool]] = {}
    for i in resident.memory.by_keyword(TAG):
        meta = resident.memory.get_meta(i)
        rec = meta.get("gathering")
        if isinstance(rec, dict):
            g = Gathering.from_dict(rec)
            out[g.key] = (g, bool(meta.get("going")))
    return out


# ---------------------------------------------------------------------------- remembering
def decision_text(resident, g: Gathering, going: bool, reason: str) -> str:
    """The remembered decision, naming the announcement and why (``wording``'s frames
    ``gather_*`` and ``why_*``, in the town's words)."""
    name, first = resident.name, resident.persona.first_name
    when = absolute_when(g)
    slots = {"name": name, "first": first, "what": g.what, "place": g.place, "when": when}
    slots |= {"at": wording.said("gather_at", **slots), "host": g.host_name}

    def said(key: str, why: str = "") -> str:
        return wording.said(key, why=wording.said(why, **slots) if why else "", **slots)

    if g.private:  # an appointment two fixed: whom one meets, where and when, and what for
        slots["other"] = partner(resident, g)[1]
        return said("gather_arranged_for" if g.what else "gather_arranged")
    if reason == "closed":  # its place was closed: off, for its host and its guests alike
        return said("gather_closed_host" if g.host == resident.id else "gather_closed")
    if g.source == "whisper":
        return said("gather_whisper")
    if g.source == "talk":
        if reason == "host":
            return said("gather_holding")
        # named by the one it is for, as ``called`` (by its host, to that one)
        who = g.host_name if resident.id == g.honoree else (g.honoree_name or g.host_name)
        hosted = who and wording.said("event_hosted", host=who, what=g.what)
        slots["whose"] = hosted or wording.said("event_unhosted", what=g.what)
        if going:
            why = {"tie": "why_tie", "interest": "why_keen", "for": "why_for"}
            return said("gather_going", why.get(reason, ""))
        why = {"asleep": "why_asleep", "work": "why_work", "young": "why_young"}
        return said("gather_not", why.get(reason, _engaged_why(resident, g, slots, reason)))
    if going:
        why = {"host": "why_lead", "tie": "why_tie", "interest": "why_interest"}
        why["work"] = "why_slip_away"
        return said("gather_notice_going", why.get(reason, "why_free"))
    why = {"asleep": "why_asleep", "work": "why_work", "young": "why_young"}
    return said("gather_notice_not", why.get(reason, _engaged_why(resident, g, slots, reason)))


def _engaged_why(resident, g: Gathering, slots: dict, reason: str) -> str:
    """The ``why_*`` frame of a no for ``reason`` when it is none of the fixed ones: busy with
    something else arranged then (whom one meets, into ``slots``), or not keen."""
    other = engaged(resident, g) if reason == "engaged" else None
    if other is None:
        return "why_no" if reason == "no" or g.source == "talk" else "why_not_interested"
    if other.private:
        slots["other"] = partner(resident, other)[1]
        return "why_engaged_with"
    return "why_engaged"


def told_of(resident) -> list[tuple[Gathering, str, str]]:
    """Gatherings the resident holds as facts (its own, from the residents file, or told in a
    talk: memories with the ``HEARD`` keyword), as records, each with who told it ('') and the
    fact's topic ("party", "meeting", ...)."""
    out = []
    for i in resident.memory.by_keyword(HEARD):
        meta = resident.memory.get_meta(i)
        fact = meta.get("fact")
        if isinstance(fact, dict) and isinstance(fact.get("event"), dict):
            g = Gathering.from_dict(fact["event"])
            out.append((g, str(meta.get("source") or ""), str(fact.get("topic") or "")))
    return out


def read(resident, services, ctx, seed: int, events: list[str]) -> None:
    """Decide about each gathering new to the resident (announced in ``ctx``, or held as a
    fact) and remember the decision."""
    heard = told_of(resident)
    if not ctx.gatherings and not heard:
        return
    have = known(resident)
    for g, teller, topic in (*((g, "", "") for g in ctx.gatherings), *heard):
        if g.key in have:
            continue
        end = datetime.fromisoformat(g.date) + timedelta(minutes=g.end)
        if end - ctx.now < timedelta(minutes=MIN_MINUTES):
            continue  # over (or nearly): what the notice said is remembered as seen
        busy = engaged(resident, g, have)
        going, reason = decide(resident, services, g, seed, teller, topic, busy is not None)
        remember(resident, g, going, reason, ctx.now_s, teller)
        have[g.key] = (g, going)
        if going:
            events.append(GOING.format(place=g.place, time=min_to_hhmm(g.start)))


def remember(
    resident, g: Gathering, going: bool, reason: str, now_s: float, source: str = ""
) -> None:
    """Keep the decision about ``g`` as a plan memory (record and answer in its meta;
    ``source``: who told one of it, when it was in a talk)."""
    text = decision_text(resident, g, going, reason)
    meta = {"gathering": g.to_dict(), "going": going, "reason": reason}
    resident.memory.add(
        text,
        kind="plan",
        now=now_s,
        importance_10=(7 if reason == "host" else 6) if going else 4,
        keywords=[TAG, g.place],
        meta=meta | ({"source": source} if source else {}),
    )
    resident.note(text)


def answer(
    resident, services, g: Gathering, seed: int, now_s: float, teller: str = "", topic: str = ""
) -> str:
    """Asked to ``g`` in a talk: the decision, made now if it was not made before ("host",
    "yes", "no", "work", "asleep"), so what one says and what one plans agree; ``topic``: the
    topic of the record it was told with."""
    have = known(resident)
    if g.key in have:
        for i in reversed(resident.memory.by_keyword(TAG)):  # the latest decision stands
            meta = resident.memory.get_meta(i)
            rec = meta.get("gathering")
            if isinstance(rec, dict) and Gathering.from_dict(rec).key == g.key:
                reason = str(meta.get("reason", ""))
                if reason in ANSWERS:
                    return reason
                return "yes" if meta.get("going") else "no"
    busy = engaged(resident, g, have) is not None
    going, reason = decide(resident, services, g, seed, teller, topic, busy)
    remember(resident, g, going, reason, now_s, teller)
    return reason if reason in ANSWERS else "yes" if going else "no"


ANSWERS = ("host", "work", "asleep", "engaged")  # reasons said as they are (else yes or no)


def engaged(resident, g: Gathering, have=None) -> Gathering | None:
    """Something else the resident is going to that overlaps ``g`` (``have``: ``known``'s
    answer, when the caller has it), or None."""
    have = known(resident) if have is None else have
    for other, going in have.values():
        if going and other.key != g.key and clashes((other,), g.date, g.start, g.end):
            return other
    return None


# ---------------------------------------------------------------------------- the plan
MET = "appointment met:"  # keyword of a talk that was an appointment's meeting (+ its key)


def met(resident, g: Gathering) -> bool:
    """``g`` (an appointment of ``resident``'s) has been kept: the two talked at its place in
    its time (``talk_outcome`` marks that talk), so what is left of it is one's own time
    (``game.mind.appointment_met``); a word on the way there does not count."""
    return bool(resident.memory.by_keyword(MET + g.key))


def keep(resident, minute: int) -> None:
    """Put each gathering the resident goes to today into its plan, if it is not there (an
    appointment already kept: not again)."""
    sched = resident.schedule
    if sched is None or not sched.blocks:
        return
    for g, going in known(resident).values():
        if g.date != sched.date or g.end <= minute:
            continue
        if not going:
            _stay_away(resident, sched, g, minute)
            continue
        if g.private and _at_own_work(resident, g):
            continue  # (an appointment where one works, in working hours: one is there)
        if g.private and met(resident, g):
            continue  # (met and talked: the rest of it is one's own time)
        text = activity(resident, g)
        lead = HOST_LEAD if g.host == resident.id and not g.private else LEAD
        there, until = window(resident, g)
        start = max(there - lead, minute, sched.blocks[0].start)
        end = min(until, sched.blocks[-1].end)
        if end - start < MIN_MINUTES:
            continue
        at = max(g.start, minute)
        if any(b.activity == text and b.start <= at and b.end >= end for b in sched.blocks):
            continue  # in the plan already
        if g.source == "whisper" and _goes_there(sched, g, at, end):
            continue
        sched.insert_block(PlanBlock(start=start, end=end, activity=text), minute)
        resident.note(f"planned {min_to_hhmm(start)}-{min_to_hhmm(end)}: {text}")


def window(resident, g: Gathering) -> tuple[int, int]:
    """The part of ``g`` (minutes) a guest who goes is there for: all of it, unless its working
    hours cover it at another place; then it comes after work if the gathering outlasts the
    shift by ``MIN_MINUTES``, or else slips away at its start for ``SLIP`` minutes and goes back
    (a baker does not leave the ovens for the whole of a morning's clean-up)."""
    if g.private or g.host == resident.id or not works_then(resident.persona, g):
        return g.start, g.end
    off = resident.persona.work.end
    if g.start < off <= g.end - MIN_MINUTES:
        return off, g.end
    return g.start, min(g.end, g.start + SLIP)


def _at_own_work(resident, g: Gathering) -> bool:
    """``g`` is at the resident's workplace, in its hours, on one of its working days."""
    work = resident.persona.work
    weekday = WEEKDAYS[datetime.fromisoformat(g.date).weekday()]
    return (
        work is not None
        and work.place.sector == g.place
        and work.start <= g.start
        and g.end <= work.end
        and (not work.days or weekday in work.days)
    )


def _stay_away(resident, sched, g: Gathering, minute: int) -> None:
    """A plan block a brain made for a gathering the resident decided not to go to (it names
    the gathering as it was told: ``g.what``) becomes an evening of one's own: what one says
    ("I'll give it a miss") and what one does agree."""
    what = g.what.lower()
    for b in list(sched.blocks):
        if b.end <= max(minute, g.start) or b.start >= g.end or what not in b.activity.lower():
            continue
        start = max(b.start, minute)
        sched.insert_block(PlanBlock(start=start, end=b.end, activity=STAY_AWAY), minute)
        resident.note(f"kept away from the {g.what}: {min_to_hhmm(start)}-{min_to_hhmm(b.end)}")


def _goes_there(sched, g: Gathering, start: int, end: int) -> bool:
    """The plan already takes the resident to the place for the gathering: blocks that name it
    (as the map spells it, with or without a leading "The", like ``react.repair`` finds a
    closed place in a block) cover all of it but a few minutes. Asked for a whisper only: a
    brain that re-planned after "throw a party at the Lantern Inn at 6 pm" has done the work
    (and knows it is the resident's own party); a notice's gathering always has its own block,
    which says what it is and keeps its place."""
    names = {g.place.lower(), g.place.lower().removeprefix("the ")}
    covered = 0
    for b in sched.blocks:
        if b.end > start and b.start < end and any(n in b.activity.lower() for n in names):
            covered += min(b.end, end) - max(b.start, start)
    return covered >= end - start - 5
