"""Whether a member of a group talk has something to say unasked, read off its records.

Why: in a talk of three or four the turn goes round the circle, but a question put to one is
answered by that one and the answer goes back to the asker, so two can talk while the others
stand by in silence to the end. A person standing in a group takes the floor when it has
something to say, and the sim's turn-passing (``game.sim.floor``) asks this module who has:

- ``OWN_DO``: its own coming gathering that somebody there has not heard of (a record with an
  event, about oneself, that ``news.pick_news`` would offer these listeners now: not told to
  all of them, not over, not for children). A host standing in a group at the park the day
  before its clean-up would not keep it to itself ("Sorry to butt in — ...").
- ``ABOUT_ME``: what was just said is about oneself (a record whose ``about`` names one).
- ``ABOUT_KNOWN``: what was just said is about someone one knows (acquainted, or of one's
  household): one has a word to say on it.
- ``NEWS``: news that ``pick_news`` would offer these listeners (one's first lines only: a
  person tells a piece or two per talk).

The strongest first: a reason earlier in ``REASONS`` wins the floor over a later one. Records
only, no English read: the last line's ``fact`` and the resident's own memory.

Cost: at most one ``pick_news`` per member asked, per line of a group talk."""

from __future__ import annotations

from game.mind.news import pick_news
from game.mind.types import Line

OWN_DO, ABOUT_ME, ABOUT_KNOWN, NEWS = "own_do", "about_me", "about_known", "news"
REASONS = (OWN_DO, ABOUT_ME, ABOUT_KNOWN, NEWS)
TELLS = 3  # lines: one's first three lines of a talk may tell news (as ``converse`` offers it)


def _picks(resident, others: list[tuple[str, str]], now_s: float):
    return pick_news(
        resident,
        [i for i, _ in others],
        now_s,
        k=2,
        listener_names=tuple(n for _, n in others),
        today=resident.plan_day(),
    )


def has_own_gathering_to_tell(resident, others: list[tuple[str, str]], now_s: float) -> bool:
    """Whether ``resident`` holds its own coming gathering that it would tell ``others``
    ((id, name) pairs) now."""
    return any(_own_do(resident, m) for m in _picks(resident, others, now_s))


def _own_do(resident, m) -> bool:
    fact = m.meta.get("fact") or {}
    return bool(fact.get("event")) and list(fact.get("about", ()))[:1] == [resident.id]


def something_to_say(
    resident, others: list[tuple[str, str]], lines: tuple[Line, ...] | list[Line], now_s: float
) -> str:
    """The strongest reason (one of ``REASONS``) ``resident`` has to take the floor in a group
    talk with ``others`` after ``lines`` (the talk so far), or '' when it has none."""
    mine = sum(1 for ln in lines if ln.speaker == resident.id)
    last = lines[-1] if lines else None
    heard = ""
    if last is not None and last.speaker != resident.id and last.fact is not None:
        about = last.fact.about
        rel = resident.relations
        if resident.id in about:
            heard = ABOUT_ME
        elif any(
            a != last.speaker and (rel.acquainted(a) or a in rel.households.get(resident.id, ()))
            for a in about
        ):
            heard = ABOUT_KNOWN
    picks = _picks(resident, others, now_s) if mine < TELLS else []
    if any(_own_do(resident, m) for m in picks):
        return OWN_DO
    if heard:
        return heard
    return NEWS if picks else ""
