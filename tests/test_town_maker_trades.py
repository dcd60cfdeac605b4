"""Every trade of a made town has a working day of several tasks that fit its room (issue 22):
the brain's work category for the occupation (``work_category``, read from the trade words and
then the room's kind) has at least four steps that the things in the worker's own room can be
used for. A blind reader found a shopkeeper whose whole day was "work in the aisles" (the trade
word sent him to a hardware shop's steps, with no tool shelf in a grocery) and a surgery's
receptionist reviewing permit applications."""

from __future__ import annotations

import random
import re

import pytest

from game.brains.builtin.activities import work_category
from game.brains.builtin.tables import active
from tools.town_maker import catalogue, layout, people

# work categories that are a desk's, a council's: not for a surgery's or a chandlery's staff
COUNCIL = "work_office"


def made(kind: str, n: int, seed: int):
    """(people with a job, {(sector, arena name): (arena kind, object kinds)}) of a town."""
    rng = random.Random(f"{kind}:{n}:{seed}")
    homes = people.households(rng, n, kind)
    folk = [p for h in homes for p in h.members]
    places = people.workplaces(rng, folk, kind, "Saltmere")
    tmap, _ = layout.draw(rng, homes, places, kind, n, "Saltmere")
    rooms = {
        (s.name, a.name): (a.kind, {o.kind for o in a.objects})
        for s in tmap.sectors
        for a in s.arenas
    }
    return [p for p in folk if p.job is not None], rooms


@pytest.mark.parametrize("kind", catalogue.KINDS)
def test_every_trade_has_several_tasks_that_fit_its_room(kind, maker_language):
    seen: set[str] = set()
    for seed in (1, 2):
        workers, rooms = made(kind, 300, seed)
        for p in workers:
            arena_kind, objects = rooms[(p.job.place.name, p.job.trade.arena)]
            cat = work_category(p.job.title, arena_kind)
            assert cat, (p.job.title, arena_kind)
            steps = active().by_name[cat].steps
            usable = [st for st in steps if not st.objs or set(st.objs) & objects]
            assert len(usable) >= 4, (p.job.title, arena_kind, cat, sorted(objects))
            if maker_language != "en":  # (a Chinese town's cafe says its steps in Chinese)
                english = [t for st in usable for t in st.texts if re.search("[A-Za-z]{3}", t)]
                assert not english, (p.job.title, cat, english)
            if p.job.place.kind.kind != "town_hall":
                assert cat != COUNCIL, (p.job.title, arena_kind)  # no permits at a surgery
            seen.add(p.job.place.kind.key)
    assert len(seen) >= 6, seen


@pytest.mark.parametrize("kind", catalogue.KINDS)
def test_a_school_has_staff_for_its_pupils_and_a_woman_keeps_her_own_title(kind):
    """A hamlet's school with one pupil had a head and two teaching assistants; a woman
    running the pub was its 'landlord'."""
    for n, seed in ((12, 1), (12, 2), (12, 3), (60, 1), (300, 1)):
        rng = random.Random(f"{kind}:{n}:{seed}")
        folk = [p for h in people.households(rng, n, kind) for p in h.members]
        places = people.workplaces(rng, folk, kind, "Saltmere")
        schools = [w for w in places if w.kind.school]
        pupils = sum(p.school is not None for p in folk)
        for w in schools:
            assert len(w.staff) <= 1 + pupils // len(schools) // 10, (n, seed, len(w.staff))
        for p in folk:
            if p.job is not None and p.she and p.job.trade.she_title:
                assert p.job.title.split()[0] in ("landlady", "postmistress;"), p.job.title
