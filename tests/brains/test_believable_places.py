"""Any town: the built-in brain knows places only by the map's kinds and the residents file.

Brinewick (a harbour town nobody tuned the brain for) for a working Friday: every worker is at
its workplace in its working hours (its arena's kind from the map decides what the work is, never
a name: a "Schoolroom" is a classroom, a "Taproom" a bar), customers stay out of staff rooms and
nobody uses someone else's bedroom.
"""

from __future__ import annotations

import re

import pytest

from game.app_setup import build_simulation
from game.sim.simulation import SimConfig


@pytest.fixture(scope="module")
def friday():
    """Brinewick, seed 1, from Friday 06:00 to 22:00, sampled every 10 game minutes."""
    sim = build_simulation("brinewick", config=SimConfig(seed=1, autosave_minutes=0))
    samples = []  # (minute of day, rid, sector, arena, arena kind, activity)
    kinds = {(a.sector, a.name): a.kind for a in sim.town.tree.arenas()}
    for _ in range(16 * 6):
        sim.run_steps(60)
        now = sim.clock.now
        minute = now.hour * 60 + now.minute
        for rid, b in sim.bodies.items():
            a = b.arena
            where = (a.sector, a.arena) if a else ("", "")
            act = b.activity() if not b.path else "walking"  # passing through is not using a room
            samples.append((minute, rid, where[0], where[1], kinds.get(where, ""), act))
    sim.shutdown()
    return sim, samples


def test_workers_spend_their_working_hours_at_their_workplace(friday):
    sim, samples = friday
    checked = 0
    for rid, r in sim.residents.items():
        w = r.persona.work
        if w is None or "fri" not in w.days:
            continue
        shift = [s for s in samples if s[1] == rid and w.start <= s[0] < w.end]
        if not shift:
            continue
        at_work = sum(s[2] == w.place.sector for s in shift) / len(shift)
        # a meal break (up to an hour) and the walk there are the only time away
        assert at_work >= 0.75, (rid, round(at_work, 2))
        checked += 1
    assert checked >= 9


def test_the_work_is_what_the_workplace_kind_says(friday):
    sim, samples = friday

    def doing(rid: str, lo: int, hi: int) -> str:
        return " | ".join(s[5] for s in samples if s[1] == rid and lo <= s[0] < hi)

    isolde = doing("isolde_marr", 8 * 60, 16 * 60)
    assert not re.search(r"paragraph|draft|novel|manuscript", isolde)  # a classroom, not a study
    assert re.search(r"lesson|class|papers|worksheet|homework", isolde)
    hedda = doing("hedda_pellow", 5 * 60, 15 * 60)
    assert "receipt" not in hedda and re.search(r"dough|loaf|loaves|bread|oven|bak", hedda)
    lowen = doing("lowen_tresize", 4 * 60 + 30, 11 * 60)
    assert "rake" not in lowen and re.search(r"pots|catch|engine|ropes|crates", lowen)


def test_customers_stay_out_of_staff_rooms(friday):
    sim, samples = friday
    staff = {"kitchen", "storeroom", "workshop", "office"}
    homes = {s.name for s in sim.town.tree.sectors() if s.kind in ("home", "dorm", "apartments")}
    for _minute, rid, sector, _arena, akind, act in samples:
        if akind not in staff or not sector or sector in homes or act == "walking":
            continue
        p = sim.residents[rid].persona
        if _with_its_staff(sim, act, sector):
            continue  # (one who came round to find someone who works there: a word at the door)
        assert sector in (p.home.sector, p.work.place.sector if p.work else ""), (rid, sector)


def _with_its_staff(sim, act: str, sector: str) -> bool:
    """Whether ``act`` is a talk with someone who works at ``sector``."""
    staff = {
        r.name
        for r in sim.residents.values()
        if r.persona.work and r.persona.work.place.sector == sector
    }
    return act.startswith("chatting with ") and act.removeprefix("chatting with ") in staff


def test_nobody_uses_someone_elses_bedroom(friday):
    sim, samples = friday
    owners: dict[tuple[str, str], set[str]] = {}
    for rid, r in sim.residents.items():
        owners.setdefault((r.persona.home.sector, r.persona.home.arena), set()).add(rid)
    for _minute, rid, sector, arena, akind, activity in samples:
        if activity in ("walking",) or activity.startswith("chatting"):
            continue
        if akind == "bedroom" and (sector, arena) in owners:
            assert rid in owners[(sector, arena)], (rid, sector, arena, activity)


def test_a_caller_keeps_out_of_the_bathroom_of_a_home_not_its_own():
    """One come to see someone at home (a visit, an errand) looks for them in the kitchen and
    the living room, not in the shower (a blind reader's find: 'look around for Imogen' at her
    shower, twice); one's own bathroom is one's own."""
    from game.brains.builtin.places import PlaceIndex
    from game.mind.brain import PersonaCard
    from game.mind.types import Place, PlaceOption

    def opt(sector, arena, akind, obj):
        return PlaceOption(place=Place(sector=sector, arena=arena, obj=obj), sector_kind="home",
                           arena_kind=akind, obj_kind=obj)  # fmt: skip

    me = PersonaCard(
        id="ann", name="Ann Lee", age=40, home=Place(sector="Lee House", arena="Bedroom")
    )
    mine, theirs = (
        opt("Lee House", "Bathroom", "bathroom", "shower"),
        opt("Fox House", "Bathroom", "bathroom", "shower"),
    )
    kitchen = opt("Fox House", "Kitchen", "kitchen", "kitchen_table")
    idx = PlaceIndex(me, [mine, theirs, kitchen])
    assert idx.allowed(mine) and idx.allowed(kitchen)
    assert not idx.allowed(theirs, "look around for Tom")
