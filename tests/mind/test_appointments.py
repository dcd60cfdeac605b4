"""A yes that leads somewhere: a request whose record says the two meet (``Fact.meet``) fixes,
with the yes, a time and place that suits both as the one asked knows them; both keep it, it is
in the plan of the one who must go there on the day (not of one already at work there), nobody
else is asked along, the answer says when and where, and once the two have met, each holds that
it happened, in their own words."""

from dataclasses import replace
from datetime import datetime

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from
from game.brains.embeddings import HashEmbedder
from game.mind import appointments, gatherings, requests
from game.mind.brain import Housemate, Line, Listener, UtteranceRequest
from game.mind.persona import ResidentsError, parse_personas
from game.mind.plan import DaySchedule
from game.mind.records import Fact, Meet
from game.mind.resident import MindConfig, Resident
from game.mind.types import Place, PlanBlock
from game.sim.appointment_outcome import record
from game.store.save_rows import Fact as FactRow
from game.world.clock import EPOCH
from tests.mind.test_reflect import entry

ASK = "Would you come into school and talk to my class about the old days?"
NAMES = {"ann": "Ann Lee", "bob": "Bob Marsh", "cat": "Cat Reed"}
WEEK = ("mon", "tue", "wed", "thu", "fri")


def request(at: str = "asker_work", what: str = "a talk to the class") -> Fact:
    return Fact(key="seed:ann:0", about=("ann", "bob"), topic="project", mine="I want to ask Bob.",
                told="Ann wants to ask Bob.", ask=ASK, meet=Meet(at=at, what=what))  # fmt: skip


def person(rid: str, work: str, days=WEEK) -> Resident:
    e = entry(rid, NAMES[rid], home={"sector": f"{rid.title()} House", "arena": "Kitchen"},
              work={"sector": work, "arena": "Room", "hours": "08:00-16:00", "days": list(days)})  # fmt: skip
    r = Resident(parse_personas({"residents": [e]})[0], HashEmbedder(), MindConfig())
    return r


def town() -> tuple[Resident, Resident]:
    """Ann teaches at the school on weekdays; Bob works at the forge on Mondays and Tuesdays."""
    ann, bob = person("ann", "School"), person("bob", "Forge", ("mon", "tue"))
    hours = {
        "ann": Housemate(id="ann", wake=360, sleep=1320, work_hours=(480, 960), work_days=WEEK),
        "bob": Housemate(id="bob", wake=360, sleep=1320, work_hours=(480, 960),
                         work_days=("mon", "tue")),
    }  # fmt: skip
    for me, other, places in (
        (ann, "bob", ("Bob House", "Forge")),
        (bob, "ann", ("Ann House", "School")),
    ):
        me.relations.tie(other, NAMES[other], "story", places)
        me.relations.hours = hours
        me.relations.works = {"ann": "School", "bob": "Forge"}
        me.relations.homes = {"ann": "Ann House", "bob": "Bob House"}
    return ann, bob


def seconds(day: str, hhmm: str) -> float:
    return (datetime.fromisoformat(f"{day} {hhmm}") - EPOCH).total_seconds()


MONDAY = "2026-09-14"


def test_the_one_asked_fixes_a_time_that_suits_both_at_the_place_the_request_names():
    ann, bob = town()
    # at Ann's school, in its hours, on a day Bob is not at his forge: Wednesday afternoon
    g = appointments.arrange(bob, request(), seconds(MONDAY, "10:00"))
    assert (g.place, g.date, g.start, g.end) == ("School", "2026-09-16", 15 * 60, 16 * 60)
    assert (g.host, g.guest, g.guest_name, g.private, g.what) == (
        "bob",
        "ann",
        "Ann Lee",
        True,
        "a talk to the class",
    )
    # at Bob's own house: after his work that very day (not over a meal, both awake)
    g = appointments.arrange(bob, request("asked_home"), seconds(MONDAY, "10:00"))
    assert (g.place, g.date) == ("Bob House", MONDAY) and g.start >= 16 * 60
    assert not (18 * 60 + 15 < g.end and g.start < 19 * 60 + 30)
    # not too soon: asked at 15:30 on Monday, the hour after work is too near; a later one
    g = appointments.arrange(bob, request("asked_home"), seconds(MONDAY, "15:30"))
    assert g.date > MONDAY or g.start >= 15 * 60 + 30 + appointments.EARLIEST
    # a request that has the two meet nowhere fixes nothing; nor does one put to someone else
    plain = Fact(key="k", about=("ann", "bob"), topic="project", mine="m", told="t", ask=ASK)
    assert appointments.arrange(bob, plain, seconds(MONDAY, "10:00")) is None
    assert appointments.arrange(ann, request(), seconds(MONDAY, "10:00")) is None


def test_both_keep_it_and_only_the_one_who_must_go_there_has_it_in_the_plan():
    ann, bob = town()
    g = appointments.arrange(bob, request(), seconds(MONDAY, "10:00"))
    came = requests.outcome(request(), "yes", NAMES, arranged=g)
    assert came.arranged == g and Fact.from_meta(came.to_meta()) == came
    FactRow.model_validate(came.to_meta())  # (a save keeps it)
    for r in (ann, bob):
        appointments.keep(r, came, seconds(MONDAY, "10:01"))
        appointments.keep(r, came, seconds(MONDAY, "10:02"))  # (once)
        assert list(gatherings.known(r)) == [g.key]
    for r in (ann, bob):
        r.schedule = DaySchedule(date=g.date, blocks=[PlanBlock(start=360, end=1320, activity="x")])
        gatherings.keep(r, 600)
    bob_blocks = [b.activity for b in bob.schedule.blocks]
    assert "meet Ann at School for a talk to the class" in bob_blocks
    assert [b.activity for b in ann.schedule.blocks] == ["x"]  # (she teaches there then)
    # (on a day she does not work there, she goes there for it like anyone)
    sat = replace(g, date="2026-09-19")
    appointments.keep(ann, replace(came, arranged=sat), seconds(MONDAY, "10:03"))
    ann.schedule = DaySchedule(date=sat.date, blocks=[PlanBlock(start=360, end=1320, activity="x")])
    gatherings.keep(ann, 600)
    assert "meet Bob at School for a talk to the class" in [b.activity for b in ann.schedule.blocks]
    # each looks out for the other while it is on, not before
    assert appointments.due(bob, seconds(g.date, "14:45")) == {"Ann Lee"}
    assert appointments.due(bob, seconds(g.date, "12:00")) == frozenset()
    assert appointments.due(ann, seconds(g.date, "15:10")) == {"Bob Marsh"}
    # a no fixes nothing
    assert requests.outcome(request(), "no", NAMES, arranged=g).arranged is None


def test_someone_told_what_came_of_it_is_not_asked_along():
    ann, bob = town()
    g = appointments.arrange(bob, request(), seconds(MONDAY, "10:00"))
    came = requests.outcome(request(), "yes", NAMES, arranged=g)
    cat = person("ann", "School")
    cat.memory.add(came.text(), kind="conversation", now=1.0, importance_10=5, keywords=[gatherings.HEARD],
                   meta={"fact": came.to_meta(), "source": "bob"})  # fmt: skip
    assert gatherings.told_of(cat) == [] and gatherings.known(cat) == {}


def test_the_yes_says_when_and_where_and_the_one_who_asked_takes_it():
    ann, bob = town()
    g = appointments.arrange(bob, request(), seconds(MONDAY, "10:00"))
    line = Line(speaker="ann", name="Ann Lee", text=ASK, fact=request())
    req = UtteranceRequest(
        speaker=bob.card(), listeners=(Listener(id="ann", name="Ann Lee", knows=True),),
        place=Place(sector="Forge"), now=600, transcript=(line,), request_answer="yes",
        request_meet=g,
    )  # fmt: skip
    said = BuiltinBrain(seed=3).next_utterance(req).text
    assert said_from("ans_request_yes_meet", said) and "School" in said, said
    assert "Wednesday" in said, said  # (two days on: by its weekday)
    came = requests.outcome(request(), "yes", NAMES, arranged=g)
    answer = Line(speaker="bob", name="Bob Marsh", text=said, fact=came)
    req = UtteranceRequest(
        speaker=ann.card(), listeners=(Listener(id="bob", name="Bob Marsh", knows=True),),
        place=Place(sector="Forge"), now=601, transcript=(line, answer),
    )  # fmt: skip
    thanks = BuiltinBrain(seed=3).next_utterance(req).text
    assert said_from("thank_request_meet", thanks), thanks


def test_once_kept_each_holds_it_in_their_own_words():
    ann, bob = town()
    g = appointments.arrange(bob, request(), seconds(MONDAY, "10:00"))
    kept = record(g, "ann", "Ann Lee", "bob", "Bob Marsh")  # Bob came to Ann's school
    mine, theirs, told = kept.sentence("ann"), kept.sentence("bob"), kept.sentence("cat")
    assert len({mine, theirs, told}) == 3 and all("School" in s for s in (mine, theirs, told))
    assert "Ann" not in mine and "Bob" not in theirs  # no one names themselves
    assert "Ann Lee" in told and "Bob Marsh" in told and "a talk to the class" in told


@pytest.mark.parametrize(
    ("meet", "why"),
    [({"at": "asker_work"}, "meet is what a request leads to"), ({"at": "the pub"}, "meet")],
)
def test_a_residents_file_meet_is_checked(meet, why):
    fact = {"about": ["ann", "bob"], "topic": "project", "mine": "m", "told": "t", "meet": meet}
    with pytest.raises(ResidentsError, match=why):
        parse_personas({"residents": [entry(facts=[fact]), entry("bob", "Bob Marsh")]})


def test_at_its_end_a_kept_appointment_is_held_by_both_once_and_a_missed_one_by_neither():
    from types import SimpleNamespace

    from game.sim.appointment_outcome import PREFIX, settle

    ann, bob = town()
    g = appointments.arrange(bob, request(), seconds(MONDAY, "10:00"))
    end = seconds(g.date, "15:59")
    nobody = SimpleNamespace(arena=None)
    pupil = person("cat", "School")  # (a third, in the school at its end: sees it happen)
    in_class = SimpleNamespace(arena=SimpleNamespace(sector="School"), asleep=False)
    sim = SimpleNamespace(residents={"ann": ann, "bob": bob, "cat": pupil}, order=["ann", "bob", "cat"],
                          bodies={"ann": nobody, "bob": nobody, "cat": in_class}, now_s=end,
                          scheduler=SimpleNamespace(workers=0))  # fmt: skip
    assert settle(sim, g) is None  # they never met: nothing to tell
    bob.relations.get("ann").last_talked = seconds(g.date, "15:05")
    kept = settle(sim, g)
    assert kept is not None and settle(sim, g) is None  # (once)
    for r in (ann, bob):
        (mid,) = r.memory.by_keyword(PREFIX + g.key)
        assert r.memory.get(mid).content == kept.text(r.id)
    assert "Bob came to see me at School" in kept.text("ann")  # (the school is hers)
    (mid,) = pupil.memory.by_keyword(PREFIX + g.key)  # seen, first-hand
    assert pupil.memory.get(mid).meta["witnessed"] and "Bob Marsh went to see Ann Lee" in (
        pupil.memory.get(mid).content
    )


def test_asked_what_is_coming_up_each_names_whom_they_are_seeing():
    from types import SimpleNamespace

    from game.brains.builtin.interview_self import gatherings_ahead

    ann, bob = town()
    g = appointments.arrange(bob, request(), seconds(MONDAY, "10:00"))
    for me, other in (("bob", "Ann"), ("ann", "Bob")):
        req = SimpleNamespace(now="Mon 14 Sep 2026 20:00", gatherings=((g, True),),
                              persona=SimpleNamespace(id=me))  # fmt: skip
        said = gatherings_ahead(req)
        assert said.startswith(f"I'm seeing {other} at School on Wednesday"), said
        assert said.endswith("for a talk to the class."), said
