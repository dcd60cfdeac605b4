"""One's workplace shut on one, and opened again the same day: the shut is one's news (held as
a record, told in one's own words), those close to one who mention it say it to one as one's
own trouble, and when the place opens again what is left of the shift is back in the plan (was:
the baker sat at home all day after her bakery reopened at five). Brinewick's bakery."""

from __future__ import annotations

from game.app_setup import build_simulation
from game.mind.react import DAY_OFF, DINNER, DINNER_OFF
from game.mind.records import Fact
from game.sim.simulation import SimConfig


def _worker(sim):
    """A resident whose workplace is open now and who works there later today."""
    minute = sim.clock.minute_of_day()
    for rid, r in sim.residents.items():
        w = r.persona.work
        if w is not None and r.schedule is not None and w.end - 60 > minute:
            if any(w.place.sector in b.activity or b.start >= w.start for b in r.schedule.blocks):
                return rid, w.place.sector
    raise AssertionError("no worker with a shift ahead")


def test_a_workplace_shut_and_opened_again_is_told_and_worked():
    sim = build_simulation("brinewick", config=SimConfig(seed=2, autosave_minutes=0))
    sim.run_steps(sim.clock.steps_for(0.5))
    rid, sector = _worker(sim)
    r = sim.residents[rid]
    sim.close_sector(sector)
    sim.run_steps(sim.clock.steps_for(0.5))
    assert any(b.activity == DAY_OFF for b in r.schedule.blocks)
    facts = [Fact.from_meta(r.memory.get(i).meta.get("fact")) for i in range(len(r.memory))]
    shut = [f for f in facts if f is not None and f.key.startswith("shut:")]
    assert len(shut) == 1 and shut[0].about == (rid,) and sector in shut[0].mine
    # those close to the staff who feel it second-hand know whose trouble it is
    heard = [o for o, s in sim.inner.states.items() if s.heard and s.cause == "workplace_closed"]
    assert all(sim.inner.states[o].cause_who for o in heard)
    assert all(rid in sim.inner.states[o].cause_who or o == rid for o in heard)
    sim.open_sector(sector)
    sim.run_steps(sim.clock.steps_for(0.25))
    minute = sim.clock.minute_of_day()
    ahead = [b for b in r.schedule.blocks if b.end > minute]
    assert not any(b.activity == DAY_OFF for b in ahead)
    assert r.day_off[1] == ()
    assert any(
        who == rid and sector in text and "open again" in text for _, who, text in sim.events
    )


def test_a_workplace_still_shut_next_morning_is_no_new_news():
    """Shut on Friday and still shut when one wakes on Saturday: one piece of news, not "They
    shut it on us for the day" again for Saturday (said in the reopened cafe, a reader saw)."""
    from game.mind.react import SHUT

    sim = build_simulation("brinewick", config=SimConfig(seed=2, autosave_minutes=0))
    sim.run_steps(sim.clock.steps_for(0.5))
    rid, sector = _worker(sim)
    sim.close_sector(sector)
    sim.run_steps(sim.clock.steps_for(24))  # (to the next morning, the place still shut)
    mem = sim.residents[rid].memory
    shut = [
        i
        for i in range(len(mem))
        if (mem.get(i).meta.get("fact") or {}).get("key", "").startswith(SHUT)
    ]
    assert len(shut) == 1, [mem.get(i).content for i in shut]
    assert (
        sim.residents[rid].day_off[0] > sim.clock.now.date().isoformat()[:0]
    )  # (a day off today too)
    # nor is Friday's shut told on Saturday as if it were today's: its record's day is past
    from game.mind.news import pick_news

    fact = Fact.from_meta(mem.get(shut[0]).meta["fact"])
    assert fact.day and fact.day < sim.clock.now.date().isoformat()
    others = [o for o in sim.order if o not in fact.about]
    assert shut[0] not in [m.id for m in pick_news(sim.residents[rid], others[:3], sim.now_s, k=20)]


def test_the_shut_is_no_news_to_those_who_work_there_too():
    """Two who work at the same place both shut out: each one's news names the other, and is
    told to others but never to the other (was: the owner told in her own reopened cafe, by
    her barista, that the cafe had been shut, and thought 'There's always something new with
    her')."""
    from game.mind.news import pick_news
    from game.mind.react import SHUT

    sim = build_simulation("brinewick", config=SimConfig(seed=2, autosave_minutes=0))
    sim.run_steps(sim.clock.steps_for(1.5))  # (everyone up, the day planned)
    minute = sim.clock.minute_of_day()
    staff: dict[str, list[str]] = {}
    for rid, r in sim.residents.items():
        w = r.persona.work
        day = sim.clock.weekday()
        if w is None or w.place.sector == r.persona.home.sector:
            continue  # (one who lives over the shop is not shut out of it)
        if w.start > minute and day in w.days:  # (the shift still ahead)
            staff.setdefault(w.place.sector, []).append(rid)
    sector, (ann, bob, *_) = next((s, who) for s, who in staff.items() if len(who) >= 2)
    sim.close_sector(sector)
    sim.run_steps(2)  # (both up and planned: the day off is made at once; nobody told yet)
    now = sim.now_s
    for me, mate in ((ann, bob), (bob, ann)):
        mem = sim.residents[me].memory
        shut = [
            i
            for i in range(len(mem))
            if (mem.get(i).meta.get("fact") or {}).get("key", "").startswith(SHUT)
        ]
        assert len(shut) == 1, (sector, me)
        fact = Fact.from_meta(mem.get(shut[0]).meta["fact"])
        assert fact.subject == me and mate in fact.about
        told = pick_news(sim.residents[me], [mate], now, k=10)
        assert shut[0] not in [m.id for m in told]
        outside = next(o for o in sim.order if o not in staff[sector])
        told = pick_news(sim.residents[me], [outside], now, k=10)
        assert shut[0] in [m.id for m in told]  # (news to anyone else)


def test_one_who_lives_over_the_workplace_has_the_day_off_in_its_own_rooms():
    """A workplace closed for the day is no work for one who lives in the same building either
    (was: the innkeeper living over the inn counted the takings at the bar of her closed inn);
    one's own rooms stay one's own: the day off is spent there, not moved elsewhere."""
    sim = build_simulation("brinewick", config=SimConfig(seed=2, autosave_minutes=0))
    sim.run_steps(sim.clock.steps_for(0.5))
    day = sim.clock.weekday()
    rid = next(
        rid
        for rid in sim.order
        if (w := sim.residents[rid].persona.work) is not None
        and w.place.sector == sim.residents[rid].persona.home.sector
        and day in w.days
    )
    r = sim.residents[rid]
    work, home = r.persona.work, r.persona.home
    assert work.place.arena and work.place.arena != home.arena  # (the town's own data)
    sim.close_sector(work.place.sector)
    for _ in range(12):  # (until it is up and has planned its day)
        sim.run_steps(sim.clock.steps_for(0.25))
        if r.schedule is not None and r.schedule.date == sim.clock.now.date().isoformat():
            break
    assert any(b.activity == DAY_OFF for b in r.schedule.blocks)
    assert r.day_off[1], "the shifts the closure took are kept, to put back on reopening"
    if work.start <= DINNER[0] and DINNER[1] <= work.end:  # (an evening shift: dinner at home)
        assert any(b.activity == DINNER_OFF for b in r.schedule.blocks), r.schedule.blocks
    sim.run_steps(sim.clock.steps_for(work.start / 60 + 1 - sim.clock.minute_of_day() / 60))
    minute = sim.clock.minute_of_day()
    acts = [a for a in r.schedule.actions if a.end > minute - 60]
    assert acts and not [a for a in acts if a.place.arena == work.place.arena], acts
    assert any(a.place.sector == home.sector for a in acts)  # (at home, in its own rooms)
    sim.open_sector(work.place.sector)  # (open again: back behind the bar)
    sim.run_steps(sim.clock.steps_for(0.25))
    minute = sim.clock.minute_of_day()
    assert not any(b.activity == DAY_OFF for b in r.schedule.blocks if b.end > minute)
