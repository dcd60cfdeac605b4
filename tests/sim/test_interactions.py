"""Stepping into the town: interviews, world events, announcements (issue 11)."""

import json

import pytest

from game.app_setup import build_simulation
from game.brains.builtin.interview import content_words
from game.mind.interview import RETRIEVE_K, interview
from game.mind.retrieve import search
from game.sim.simulation import SimConfig

CAFE = "Sunny Bean Cafe"


def town(seed=1, n=None, town="smallville"):
    return build_simulation(town, residents=n, config=SimConfig(seed=seed, autosave_minutes=0))


def ask(sim, rid, question, remember=False):
    return interview(
        sim.residents[rid], question, sim.services, sim.clock.now, sim.now_s, remember=remember
    )


def words_only_in(sim, rid):
    """Long words in ``rid``'s memories whose stem is in nobody else's (stems as the built-in
    brain matches them: "paintings" and "painting" are one word)."""

    def stems(r):
        return set().union(*(content_words(r.memory.get(i).content) for i in range(len(r.memory))))

    others = set().union(*(stems(r) for oid, r in sim.residents.items() if oid != rid))
    mine = {
        w.strip(".,;:!?'\"()").lower()
        for i in range(len(sim.residents[rid].memory))
        for w in sim.residents[rid].memory.get(i).content.split()
    }
    return sorted(
        w for w in mine if len(w) >= 8 and w.isalpha() and not (content_words(w) & others)
    )


@pytest.mark.parametrize("name", ["smallville", "brinewick"])
def test_an_interview_answer_uses_what_only_that_resident_remembers(name):
    sim = town(1, town=name)
    sim.run_steps(sim.clock.steps_for(2))
    checked = 0
    for rid in sim.order:
        if checked >= 3:
            break
        r = sim.residents[rid]
        for word in words_only_in(sim, rid):
            question = f"What do you know about {word}?"
            found = search(r.memory, sim.services.embedder, question, sim.now_s, k=RETRIEVE_K)
            if not any(word in s.memory.content.lower() for s in found):
                continue  # the mind itself would not recall it for this question
            answer = ask(sim, rid, question)
            assert answer.remembers and word in answer.text.lower(), (rid, word, answer.text)
            other = next(o for o in sim.order if o != rid)
            blank = ask(sim, other, question)
            assert not blank.remembers, (other, blank.text)
            checked += 1
            break
    assert checked >= 3


def test_someone_who_never_heard_of_the_party_says_so_and_the_host_knows():
    sim = town(1)
    sim.step()
    never = [
        rid
        for rid, r in sim.residents.items()
        if not any("party" in r.memory.get(i).content.lower() for i in range(len(r.memory)))
    ]
    assert never, "at the start only a few residents know of the party"
    answer = ask(sim, never[0], "Have you heard about a party?")
    assert not answer.remembers and "don't" in answer.text
    host = ask(sim, "camille_moreau", "Tell me about the party.")
    assert host.remembers and "party" in host.text.lower()


def test_an_interview_leaves_no_trace_unless_asked_to():
    sim = town(2, 4)
    sim.run_steps(sim.clock.steps_for(1))
    rid = sim.order[0]
    before = json.dumps(sim.residents[rid].get_state(embeddings=False), sort_keys=True)
    ask(sim, rid, "What did you have for breakfast?")
    assert json.dumps(sim.residents[rid].get_state(embeddings=False), sort_keys=True) == before
    n = len(sim.residents[rid].memory)
    ask(sim, rid, "What did you have for breakfast?", remember=True)
    last = sim.residents[rid].memory.get(n)
    assert "A visitor asked me" in last.content and "breakfast" in last.content


def test_a_broken_object_is_left_alone_until_it_is_fixed():
    sim = town(1, 10)
    sim.run_steps(sim.clock.steps_for(2))
    rid, addr = next((rid, b.using) for rid, b in sim.bodies.items() if b.using)
    sim.break_object(addr)
    assert sim.bodies[rid].using == "" and sim.town.object_state[addr] == "broken"
    for _ in range(sim.clock.steps_for(4)):
        sim.step()
        assert all(b.using != addr for b in sim.bodies.values())
        for r in sim.residents.values():
            minute = r.day_minute(sim.clock.now, r.schedule.date)
            current = r.schedule.action_at(minute)
            assert current is None or str(current.place) != addr
    assert sim.town.object_state[addr] == "broken"  # nobody "used" it back to idle
    assert any("broke" in e[2] for e in sim.events)
    sim.fix_object(addr)
    assert sim.town.object_state[addr] == "idle"
    with pytest.raises(KeyError):
        sim.break_object("Nowhere:Kitchen:stove")


@pytest.mark.slow
def test_an_announcement_is_read_by_those_who_are_there():
    sim = town(1)
    sim.run_steps(sim.clock.steps_for(3))
    sim.announce("The town fair moves to Sunday", CAFE)
    present = {rid for rid, b in sim.bodies.items() if b.arena and b.arena.sector == CAFE}
    sim.run_steps(sim.clock.steps_for(1))

    def read(rid):
        mem = sim.residents[rid].memory
        return any("town fair moves" in mem.get(i).content for i in range(len(mem)))

    readers = {rid for rid in sim.order if read(rid)}
    assert readers, "someone at the cafe reads the notice within the hour"
    for rid in readers:
        assert sim.bodies[rid].time_in.get(CAFE, 0) > 0  # every reader has been there
    assert len(readers) < len(sim.order)
    assert present <= readers | {r for r in present if sim.bodies[r].asleep}
    with pytest.raises(KeyError):
        sim.announce("hello", "Atlantis")
    with pytest.raises(ValueError):
        sim.announce("   ")


@pytest.mark.slow
def test_closing_a_building_keeps_visitors_away_and_they_remember_why():
    sim = town(1)
    sim.run_steps(sim.clock.steps_for(5))  # 12:00
    staff = {
        rid
        for rid, r in sim.residents.items()
        if r.persona.work and r.persona.work.place.sector == CAFE
    }
    sim.close_sector(CAFE)
    sim.run_steps(sim.clock.steps_for(0.5))  # time to walk out
    inside_after = set()
    for _ in range(sim.clock.steps_for(11)):
        sim.step()
        for rid, b in sim.bodies.items():
            if rid not in staff and b.arena and b.arena.sector == CAFE:
                inside_after.add(rid)
    assert not inside_after
    repaired = [
        rid
        for rid, r in sim.residents.items()
        if any(
            r.memory.get(i).meta.get("repair") and CAFE in r.memory.get(i).content
            for i in range(len(r.memory))
        )
    ]
    assert repaired, "someone had planned to go to the cafe and re-planned"


def _venue(sim, minute):
    """A cafe or pub of this town that is open at ``minute`` (from the map's kinds)."""
    for o in sim.town.options(minute=minute):
        if o.sector_kind in ("pub", "cafe") and o.open_now:
            return o.place.sector
    pytest.skip("this town has no cafe or pub open then")


@pytest.mark.parametrize("name,seed,who", [("smallville", 1, 3), ("brinewick", 7, 2)])
def test_a_whispered_intention_becomes_the_plan_within_the_hour_and_is_carried_out(name, seed, who):
    sim = town(seed, town=name)
    while sim.clock.now.hour < 9:  # mid-morning: the day's plan is made and under way
        sim.step()
    rid = list(sim.residents)[who]
    venue = _venue(sim, 18 * 60)
    before = [b.activity for b in sim.residents[rid].schedule.blocks]
    sim.whisper(rid, f"You want to throw a party at {venue} today at 6 pm")
    sim.run_steps(sim.clock.steps_for(1))
    blocks = sim.residents[rid].schedule.blocks
    at_six = [b for b in blocks if b.start <= 18 * 60 < b.end]
    bare = venue.removeprefix("The ")  # "host the party at Lantern Inn" names The Lantern Inn
    assert at_six and "party" in at_six[0].activity and bare in at_six[0].activity, blocks
    assert not any("party" in a for a in before)
    assert "thinks" not in at_six[0].activity  # the plan is the deed, not the thought
    while sim.clock.now.hour * 60 + sim.clock.now.minute < 18 * 60 + 30:
        sim.step()
    body = sim.bodies[rid]
    assert body.arena is not None and body.arena.sector == venue, body.arena
