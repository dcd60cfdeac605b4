"""A notice or a whisper that announces a gathering at a time and place brings some people.

The simulation reads the words (game.sim.notice_reading) and hands each reader's mind a record;
the mind decides who goes (game.mind.gatherings) and puts the gathering into their plan.
"""

from datetime import date

import pytest

from game.app_setup import build_simulation
from game.mind import gatherings
from game.sim import notice_reading
from game.sim.scenario import ScenarioError
from game.sim.scenario import load as load_scenario
from game.sim.simulation import SimConfig
from game.store.savefile import read_save, write_save

from .test_resume import canonical

SECTORS = ["Town Square", "Sunny Bean Cafe", "The Lantern Inn", "Bluebell Park"]
PEOPLE = [
    ("harold_whitaker", "Harold Whitaker", "mayor of Smallville"),
    ("ruth_whitaker", "Ruth Whitaker", "retired librarian; volunteers at the library"),
    ("kit_abernethy", "Kit Abernethy", "boatwright at Rook's Chandlery"),
    ("camille_moreau", "Camille Moreau", "owner of the Sunny Bean Cafe"),
    ("ethan_brooks", "Ethan Brooks", "owner of the Copper Kettle Pub"),
]
FRI = date(2026, 2, 13)


def read(text, default_place="", source="notice"):
    return notice_reading.read(
        text, sectors=SECTORS, people=PEOPLE, day=FRI, default_place=default_place, source=source
    )


# ---------------------------------------------------------------------------- reading the words
def test_a_notice_is_read_for_its_place_time_day_and_whom_it_names():
    g = read("The mayor will speak at the Town Square at noon")
    assert (g.place, g.date, g.start, g.end) == ("Town Square", "2026-02-13", 720, 780)
    assert (g.host, g.host_name, g.source) == ("harold_whitaker", "Harold Whitaker", "notice")
    g = read("Quiz night at the lantern inn tomorrow from 7 pm to 9:30 pm, hosted by Kit")
    assert (g.place, g.date, g.start, g.end, g.host) == (
        "The Lantern Inn",
        "2026-02-14",
        19 * 60,
        21 * 60 + 30,
        "kit_abernethy",
    )
    g = read("Ruth Whitaker reads poems at Bluebell Park on Sunday, 15:00-16:00")
    assert (g.date, g.start, g.end, g.host) == ("2026-02-15", 900, 960, "ruth_whitaker")
    assert read("Jazz on 14 February at 6:30 at Sunny Bean Cafe").start == 18 * 60 + 30
    assert read("Dancing from 10 pm to 1 am at the Town Square").end == 25 * 60


def test_what_is_not_a_gathering_is_only_read():
    assert read("Flu shots at the pharmacy counter all week.") is None  # no time
    assert read("Speech at noon") is None  # no place, and pinned across town
    assert read("Sunny Bean Cafe open until 6 pm") is None  # a closing time
    g = read("Live jazz at the cafe tonight at 8 pm", default_place="Sunny Bean Cafe")
    assert (g.place, g.start) == ("Sunny Bean Cafe", 20 * 60)  # where it is pinned
    assert read("The owner will speak at Town Square at noon").host == ""  # two owners: nobody
    assert read("a kit sale at Town Square at noon").host == ""  # a name is capitalised


def test_fields_given_with_a_notice_are_a_tag_that_wins_over_the_words():
    tag = notice_reading.tag("Bluebell Park", date(2026, 2, 14), 600, 690)
    assert tag == "[Bluebell Park, 2026-02-14 10:00-11:30]"
    g = read(f"The mayor will speak at the Town Square at noon {tag}")
    assert (g.place, g.date, g.start, g.end) == ("Bluebell Park", "2026-02-14", 600, 690)
    assert g.what == "The mayor will speak at the Town Square at noon"


# ---------------------------------------------------------------------------- in a town
def at_place(sim, place, start, end, until):
    """Steps each resident spent in ``place`` between minutes ``start`` and ``end`` of the day,
    running the town to minute ``until``."""
    seen: dict[str, int] = {}
    while sim.clock.minute_of_day() < until:
        sim.step()
        if start <= sim.clock.minute_of_day() < end:
            for rid, b in sim.bodies.items():
                if b.arena and b.arena.sector == place:
                    seen[rid] = seen.get(rid, 0) + 1
    return seen


def run_to(sim, minute):
    sim.run_steps(sim.clock.steps_for((minute - sim.clock.minute_of_day()) / 60))


def memories(sim, rid):
    mem = sim.residents[rid].memory
    return [mem.get(i).content for i in range(len(mem))]


@pytest.fixture(scope="module")
def smallville():
    sim = build_simulation("smallville", config=SimConfig(seed=1))
    run_to(sim, 8 * 60)
    sim.announce("The mayor will speak at the Town Square at noon")
    seen = at_place(sim, "Town Square", 12 * 60, 12 * 60 + 40, 13 * 60)
    return sim, seen


@pytest.fixture(scope="module")
def brinewick():
    sim = build_simulation("brinewick", config=SimConfig(seed=1))
    run_to(sim, 8 * 60)
    sim.announce("The harbourmaster will speak at Market Cross at noon")
    seen = at_place(sim, "Market Cross", 12 * 60, 12 * 60 + 40, 13 * 60)
    return sim, seen


def came(seen, minutes=10):
    return {rid for rid, n in seen.items() if n * 10 >= minutes * 60}


@pytest.mark.slow
@pytest.mark.parametrize(
    "town,host",
    [("smallville", "harold_whitaker"), ("brinewick", "ruan_pellow")],
)
def test_a_notice_across_town_brings_the_one_it_names_and_some_others(town, host, request):
    sim, seen = request.getfixturevalue(town)
    comers = came(seen)
    assert host in comers, "the one the notice names leads it"
    assert comers - {host}, "someone besides the named one comes"
    assert len(comers) < len(sim.order) // 2, "not everyone drops everything"
    # the notice's gathering (others, told in talk or held from the start, may be known too)
    decided = {
        rid: {k: v for k, v in gatherings.known(r).items() if v[0].source == "notice"}
        for rid, r in sim.residents.items()
    }
    assert all(len(d) == 1 for d in decided.values()), "everyone read it (it is up all day)"
    going = {rid for rid, d in decided.items() if next(iter(d.values()))[1]}
    assert comers <= going  # nobody came by chance and stayed ten minutes
    for rid in comers:  # and remembers why
        assert any("read the notice" in t and "will speak" in t for t in memories(sim, rid))
    for rid in set(sim.order) - going:  # those who stay away still know of it
        texts = memories(sim, rid)
        assert any(t.startswith("A notice says:") and "will speak" in t for t in texts)
        assert any("but will not go" in t for t in texts)


@pytest.mark.slow
def test_the_named_host_and_the_guests_have_the_gathering_in_their_plans(smallville):
    sim, seen = smallville
    plan = sim.residents["harold_whitaker"].schedule.describe()
    assert any("host the announced gathering at Town Square" in line for line in plan)
    guest = sorted(came(seen) - {"harold_whitaker"})[0]
    plan = sim.residents[guest].schedule.describe()
    # from its start (20 minutes to walk there) to its end, or for a while if one works then
    end = "12:45" if sim.residents[guest].persona.work else "13:00"
    assert any(f"11:40-{end} attend the announced gathering at Town Square" in ln for ln in plan)
    log = [e[2] for e in sim.events]
    assert (
        "the notice calls people to Town Square on 2026-02-13 at 12:00, led by Harold Whitaker"
        in log
    )


@pytest.mark.slow
def test_a_whisper_that_names_a_gathering_brings_that_resident():
    sim = build_simulation("smallville", config=SimConfig(seed=1))
    run_to(sim, 8 * 60)
    sim.whisper("maya_hart", "You want to go to the book swap at Bluebell Park at 11 am.")
    seen = at_place(sim, "Bluebell Park", 11 * 60, 11 * 60 + 40, 11 * 60 + 40)
    assert seen.get("maya_hart", 0) * 10 >= 20 * 60  # there for most of its first 40 minutes
    assert any("decided to be at Bluebell Park" in t for t in memories(sim, "maya_hart"))


@pytest.mark.slow
def test_a_gathering_on_another_day_is_put_into_that_days_plan():
    sim = build_simulation("smallville", residents=9, config=SimConfig(seed=2))
    run_to(sim, 8 * 60)
    sim.announce("The mayor will open the spring fair at Bluebell Park tomorrow at 10:00")
    sim.run_steps(sim.clock.steps_for(24))  # to Saturday 08:00
    plan = sim.residents["harold_whitaker"].schedule
    assert plan.date == "2026-02-14"
    assert any(
        b.activity == "host the announced gathering at Bluebell Park" and b.end == 11 * 60
        for b in plan.blocks
    )
    seen = at_place(sim, "Bluebell Park", 10 * 60, 10 * 60 + 40, 10 * 60 + 40)
    assert seen.get("harold_whitaker", 0) * 10 >= 30 * 60


@pytest.mark.slow
def test_a_save_keeps_who_is_going_and_resumes_exactly(tmp_path):
    def town():
        return build_simulation("smallville", residents=10, config=SimConfig(seed=3))

    straight = town()
    run_to(straight, 8 * 60)
    straight.announce("The mayor will speak at the Town Square at noon")
    run_to(straight, 9 * 60)
    path = write_save(tmp_path / "notice.json", straight.get_state())  # checked by the schema
    twin = town()
    twin.set_state(read_save(path))
    assert {r: gatherings.known(m) for r, m in twin.residents.items()} == {
        r: gatherings.known(m) for r, m in straight.residents.items()
    }
    run_to(straight, 12 * 60 + 20)
    run_to(twin, 12 * 60 + 20)
    assert canonical(straight.get_state()) == canonical(twin.get_state())
    assert straight.bodies["harold_whitaker"].arena.sector == "Town Square"


# ---------------------------------------------------------------------------- given as fields
SCENARIO = """
description = "The mayor's speech, given as fields."
start = "2026-02-13 07:00"
hours = 6
residents = 10
seed = 1

[[event]]
at = "2026-02-13 08:00"
kind = "announce"
text = "The mayor will say a few words."
venue = "Town Square"
starts = "12:00"
ends = "12:45"
"""


def test_a_scenario_notice_may_give_the_gathering_as_fields(tmp_path):
    sim = build_simulation("smallville", residents=10, config=SimConfig(seed=1))
    personas = [r.persona for r in sim.residents.values()]
    path = tmp_path / "speech.toml"
    path.write_text(SCENARIO, encoding="utf-8")
    scn = load_scenario(path, sim.town, personas)
    (event,) = scn.timed
    assert (event.venue, event.starts.hour, event.ends.minute) == ("Town Square", 12, 45)
    from game.sim.scenario import apply_event as _apply

    _apply(sim, event)
    assert sim.board[-1]["text"] == (
        "The mayor will say a few words. [Town Square, 2026-02-13 12:00-12:45]"
    )
    g = sim.notice_reader.read(sim.board[-1]["text"], date(2026, 2, 13))
    assert (g.place, g.start, g.end, g.host) == ("Town Square", 720, 765, "harold_whitaker")
    path.write_text(SCENARIO.replace('venue = "Town Square"', 'venue = "Atlantis"'), "utf-8")
    with pytest.raises(ScenarioError, match=r"event\[1\]\.venue: 'Atlantis' is not a place"):
        load_scenario(path, sim.town, personas)
    with pytest.raises(KeyError):
        sim.announce("A talk", venue="Atlantis", starts="12:00")
    with pytest.raises(ValueError, match="no time"):
        sim.announce("A talk at the Town Square", venue="Town Square")
