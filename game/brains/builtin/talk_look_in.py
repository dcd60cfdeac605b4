"""When to look in on someone at home: a request names a time that fits, from the hours on record.

A worried relative who works asks someone to look in on the one it worries about "while I'm at
work" (a request of the residents file: ``Fact.ask``). Said as it stands, it names no time, and
may be asked on a day the asker is off and the one to look in on is out at work himself. So the
request says when: the first coming day (today, if there is time left) the asker works and the
other is at home during its hours (``Scene.household``: the housemates' hours, as a household
knows them; ``PersonaCard.work_days``/``work_hours``: the asker's), at a time in those hours when
they are home: all day on their day off ("On Monday at ten would suit: Bob's home, and I'm at
work"), or once back from their own work ("Tomorrow at one, say: Bob's back by then, and I'm
still at work"). Phrasing: ``ask_look_in_home``, ``ask_look_in_back`` in ``data/speech.toml``.
Whom the asker worries about is its own record: a trouble of its own (``facts.TROUBLES``) about
one of its household.
"""

from __future__ import annotations

from datetime import date, timedelta

from game.brains.builtin.names import given_name
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.situation import Scene
from game.brains.builtin.spoken_words import when_words
from game.mind.brain import Housemate
from game.mind.facts import TROUBLES, Fact
from game.mind.types import Gathering

DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
AHEAD = 60  # minutes: a time today is named only this far ahead of now
INTO = 120  # minutes into the asker's hours, on the other's day off (not the moment it leaves)
BACK = 30  # minutes after the other's own work ends: home by then


def whom(scene: Scene, fact: Fact) -> Housemate | None:
    """The one of its household the asker's request is for: whom its own standing trouble is
    about (None: the request is no such one)."""
    if fact.topic not in TROUBLES or not fact.ask:
        return None
    me, home = scene.sp.id, {h.id: h for h in scene.household}
    for f in scene.sp.facts:
        if f.ask or f.topic not in TROUBLES or f.subject != me or len(f.about) != 2:
            continue
        if f.about[1] in home:
            return home[f.about[1]]
    return None


def slot(sp, mate: Housemate, today: date, now: int) -> tuple[date, int, bool] | None:
    """The first day in the coming week (today if time is left) and minute when ``sp`` is at
    work and ``mate`` at home and up, with whether ``mate`` is off all day (False: back from
    work)."""
    if sp.work_hours is None or not sp.work_days:
        return None
    start, end = sp.work_hours
    for ahead in range(8):
        day = today + timedelta(days=ahead)
        wd = DAYS[day.weekday()]
        if wd not in sp.work_days:
            continue
        works = mate.work_hours is not None and wd in mate.work_days
        if not works:
            at, off = max(start + INTO, mate.wake + BACK), True
        else:
            at, off = mate.work_hours[1] + BACK, False
            at = max(at, start)
        if at >= end or at >= mate.sleep:
            continue
        if ahead == 0 and at < now + AHEAD:
            continue
        return day, at - at % 30, off
    return None


def when(scene: Scene, book: Phrasebook, fact: Fact) -> str:
    """The time the request ``fact`` names, as a sentence after it ('' for a request that is
    not to look in on one's own, or no time fits)."""
    mate = whom(scene, fact)
    if mate is None or scene.today is None:
        return ""
    found = slot(scene.sp, mate, scene.today, scene.now)
    name = given_name(scene.names.get(mate.id, ""))
    if found is None or not name:
        return ""
    day, at, off = found
    home = scene.sp.home.sector or "home"  # (at its home: where the other is then)
    g = Gathering(what="look in", place=home, date=day.isoformat(), start=at, end=at + 60)
    said = when_words(g, scene.today)
    if not said:
        return ""
    return book.pick(
        "ask_look_in_home" if off else "ask_look_in_back", "look_in", when=said, who=name
    )
