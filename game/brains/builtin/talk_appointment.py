"""A meeting the two arranged (``Scene.appointment``): what it is for is said, taken up and
thanked for, not a hello and a goodbye.

Without this the two met as they arranged and parted in two lines ("Come in — you're right
on time." / "Hello again. See you later!"), and both said afterwards that the interview had
taken place. Here the one who came for it (the guest: who asked for the meeting) says what
they are there for in the residents file's words (``Gathering.what``, "the interview about
the old mill"), the host takes it up and tells what it holds on the matter (``on_topic``: the
mind's ``matter_news``, closest first; the miller asked about the old mill tells of the offer
to buy it, not of his garden), the talk goes
on with what the two hold like any talk, and the guest thanks the host before going. What has been said is read from the sets' own
lines (``said_from``), never from other words.
"""

from __future__ import annotations

from game.brains.builtin import talk_dates
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.situation import Scene


def _between_us(sc: Scene) -> bool:
    """The speaker is one of the two who arranged it and the other is in the talk (a group's
    too: the class's teacher and the one come to talk to it, with a pupil there)."""
    g = sc.appointment
    if g is None or sc.sp.id not in (g.host, g.guest):
        return False
    other = g.guest if sc.sp.id == g.host else g.host
    return any(o.id == other for o in sc.others)


def _said(sc: Scene, set_name: str) -> bool:
    return any(said_from(set_name, x.text) for x in sc.transcript)


def opening(sc: Scene, book: Phrasebook, slots: dict[str, str]) -> str:
    """The guest's first words on what the two are there for ("" when not theirs to say)."""
    if talk_dates.on_date(sc):  # out together: glad of it, no business to start
        return talk_dates.opening(sc, book, slots)
    g = sc.appointment
    if not _between_us(sc) or sc.sp.id != g.guest or not g.what or _said(sc, "appoint_start"):
        return ""
    return book.pick("appoint_start", **{**slots, "what": g.what})


def taken_up(sc: Scene, book: Phrasebook, slots: dict[str, str], last, telling: bool) -> str:
    """The host's answer to the guest's opening, or to its asking for more ("" when the last
    line was neither); ``telling``: the host tells something on the matter with it (else, asked
    for more, it has nothing more). The talk goes on after it (``going_on``)."""
    if not _between_us(sc) or sc.sp.id != sc.appointment.host or last is None:
        return ""
    if said_from("appoint_more", last.text):
        return "" if telling else book.pick("appoint_no_more", **slots)
    if not said_from("appoint_start", last.text):
        return ""
    return book.pick("appoint_start_tell" if telling else "appoint_start_ok", **slots)


def ask_more(sc: Scene, book: Phrasebook, slots: dict[str, str]) -> str:
    """The guest's asking for more, once, after the host told something on the matter."""
    if not _between_us(sc) or sc.sp.id != sc.appointment.guest or _said(sc, "appoint_more"):
        return ""
    if _said(sc, "appoint_start_ok"):
        return ""  # (the host has nothing on the matter to tell: they are there to do it)
    return book.pick("appoint_more", **slots) if _host_spoke(sc) else ""


def begin(sc: Scene, book: Phrasebook, slots: dict[str, str], last) -> str:
    """The guest's answer to the host ready to start ("Right you are. Where do you want to
    begin?"): where they begin, not "I'm not sure, honestly."; at one's own home one shows the
    other in, at theirs one asks them to go ahead ('' for any other line)."""
    if last is None or not _between_us(sc) or sc.sp.id != sc.appointment.guest:
        return ""
    if not said_from("appoint_start_ok", last.text):
        return ""
    return book.pick("appoint_begin" if sc.at_my_home() else "appoint_begin_there", **slots)


def underway(sc: Scene, book: Phrasebook, slots: dict[str, str], last) -> str:
    """The host's answer to the guest's word to begin ("Just tell me in your own words."):
    it begins on what they met for ("Right — I'll start at the beginning, then."), not a
    goodbye with nothing said ("Right, on I go."); '' for any other line."""
    if last is None or not _between_us(sc) or sc.sp.id != sc.appointment.host:
        return ""
    if not any(said_from(k, last.text) for k in BEGIN):
        return ""
    return book.pick("appoint_underway", **{**slots, "what": sc.appointment.what})


BEGIN = ("appoint_begin", "appoint_begin_there")  # the guest's word to begin


def _host_spoke(sc: Scene) -> bool:
    """The host said something after the guest raised the meeting's purpose (news of its own,
    which may carry no record: an invitation said with a lead)."""
    host = sc.appointment.host
    start = next(
        (i for i, x in enumerate(sc.transcript) if said_from("appoint_start", x.text)), None
    )
    return start is not None and any(x.speaker == host for x in sc.transcript[start + 1 :])


def on_topic(sc: Scene, matter) -> object | None:
    """The host's item on what the meeting is for (``matter``: the mind's ``matter_news``,
    closest first), once the guest has raised it; None before, or with nothing on it (the talk
    goes on as any talk)."""
    g = sc.appointment
    if not _between_us(sc) or sc.sp.id != g.host or not _said(sc, "appoint_start"):
        return None
    return next((m for m in matter if not _told_here(sc, m)), None)


def _told_here(sc: Scene, m) -> bool:
    """The item was told in this talk already: as a record, or in its own words (an
    invitation to one's own gathering is said with a lead and carries no record)."""
    if m.fact is not None and any(
        x.fact is not None and x.fact.key == m.fact.key for x in sc.transcript
    ):
        return True
    words = m.fact.sentence(sc.sp.id) if m.fact is not None else m.text
    core = words.split("{")[0].strip()[:40]
    return bool(core) and any(core in x.text for x in sc.mine)


def thanks(sc: Scene, book: Phrasebook, slots: dict[str, str]) -> str:
    """The guest's thanks on leaving, once what they came for was said."""
    if talk_dates.on_date(sc):  # a word for the evening, from each
        return talk_dates.thanks(sc, book, slots)
    g = sc.appointment
    if not _between_us(sc) or sc.sp.id != g.guest or not _said(sc, "appoint_start"):
        return ""
    if _said(sc, "appoint_thanks") or not _host_told(sc):
        return ""  # (no thanks for a meeting in which the host told one nothing)
    return book.pick("appoint_thanks", **{**slots, "what": g.what})


def _host_told(sc: Scene) -> bool:
    """The host told something (a fact, as a record) after the guest raised the meeting's
    purpose."""
    host = sc.appointment.host
    start = next(
        (i for i, x in enumerate(sc.transcript) if said_from("appoint_start", x.text)), None
    )
    return start is not None and any(
        x.speaker == host and x.fact is not None for x in sc.transcript[start + 1 :]
    )


def going_on(sc: Scene, last, parts: list[str]) -> bool:
    """What the two met for was just raised (by this line, or by the last, which this line
    answers): the talk does not end on it."""
    if talk_dates.going_on(sc):  # (out together: more than a hello)
        return True
    if not _between_us(sc):
        return False
    raised_now = any(said_from(k, p) for p in parts if p for k in ("appoint_start", "appoint_more"))
    return raised_now or (
        last is not None and any(said_from(k, last.text) for k in ("appoint_start", "appoint_more"))
    )
