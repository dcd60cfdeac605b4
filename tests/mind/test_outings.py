"""A date said yes to is an outing: the one asked fixes an evening (or a weekend afternoon) at a
public place it knows, by the map's kinds, open then and neither's workplace; both keep it like
an appointment; the answer is the brain's, read back from the record its yes carries; and once
kept, each holds that the two went out together."""

from game.mind import appointments, outings, requests
from game.mind.brain import Housemate
from game.mind.facts import date_ask, is_date_ask
from game.mind.free_time import free
from game.sim.appointment_outcome import record
from game.world.address import Place, PlaceOption
from tests.mind.test_appointments import MONDAY, seconds, town

ASK = "Would you like to have dinner with me sometime?"


def ask() -> object:
    return date_ask(
        "ann", "bob", ASK, "I asked Bob out.", "Ann asked me out.", "Ann asked Bob out."
    )


def knows(resident, *places: tuple[str, str]) -> None:
    for sector, kind in places:
        resident.spatial.learn(PlaceOption(place=Place.parse(f"{sector}:Room"), sector_kind=kind))


def test_a_yes_fixes_an_evening_at_a_pub_the_one_asked_knows_not_a_shop_nor_a_workplace():
    ann, bob = town()
    knows(bob, ("The Fox", "pub"), ("Grocer", "market"), ("Forge", "pub"))  # (the forge: his work)
    g = appointments.arrange(bob, ask(), seconds(MONDAY, "10:00"))
    # Tuesday evening, after dinner (from tomorrow: one does not go out the same hour)
    assert (g.place, g.date, g.start) == ("The Fox", "2026-09-15", 19 * 60 + 30)
    assert (g.host, g.guest, g.private) == ("bob", "ann", True)
    assert g.what == "a drink" and outings.is_outing(bob, g)


def test_a_weekend_afternoon_at_a_park_when_no_evening_is_free():
    ann, bob = town()
    knows(bob, ("Green", "park"))
    late = Housemate(
        id="bob",
        wake=360,
        sleep=1320,
        work_hours=(960, 1290),
        work_days=("mon", "tue", "wed", "thu", "fri"),
    )
    for r in (ann, bob):
        r.relations.hours = {**r.relations.hours, "bob": late}
    g = appointments.arrange(bob, ask(), seconds(MONDAY, "10:00"))
    assert (g.place, g.date, g.start, g.what) == ("Green", "2026-09-19", 15 * 60, "a walk")


def test_a_place_whose_staff_are_not_there_then_is_passed_over():
    ann, bob = town()
    knows(bob, ("Tea Room", "cafe"), ("Green", "park"))
    for r in (ann, bob):  # the tea room's one worker goes home at five
        r.relations.works = {**r.relations.works, "cat": "Tea Room"}
        r.relations.hours = {
            **r.relations.hours,
            "cat": Housemate(id="cat", wake=360, sleep=1320, work_hours=(540, 1020)),
        }
    g = appointments.arrange(bob, ask(), seconds(MONDAY, "10:00"))
    assert g.place == "Green"


def test_nowhere_known_fixes_nothing():
    ann, bob = town()
    knows(bob, ("Grocer", "market"))
    assert appointments.arrange(bob, ask(), seconds(MONDAY, "10:00")) is None


def test_the_answer_is_read_from_the_record_the_yes_carries_back():
    f = ask()
    assert is_date_ask(f) and requests.answer(None, "ann", f, 1) == ""
    assert requests.voiced(f, "", f) == "yes"
    assert requests.voiced(f, "", None) == "no"
    assert requests.voiced(f, "maybe", None) == "maybe"  # (a favour's answer is the mind's)


def test_a_yes_with_an_outing_is_kept_by_both_and_a_no_leaves_no_plan():
    ann, bob = town()
    for r in (ann, bob):
        knows(r, ("The Fox", "pub"))
    g = appointments.arrange(bob, ask(), seconds(MONDAY, "10:00"))
    names = {"ann": "Ann Lee", "bob": "Bob Marsh"}
    made = requests.outcome(ask(), "yes", names, arranged=g)
    assert made.arranged == g and not made.news and "The Fox" in made.text("bob")
    assert requests.outcome(ask(), "no", names, arranged=None) is None
    for r in (ann, bob):
        appointments.keep(r, made, seconds(MONDAY, "10:05"))
    assert appointments.due(ann, seconds("2026-09-15", "19:35")) == {"Bob Marsh"}
    assert appointments.due(bob, seconds("2026-09-15", "19:35")) == {"Ann Lee"}
    # (an outing is looked for from its start, not on the way there)
    assert not appointments.due(ann, seconds("2026-09-15", "19:15"))


def test_the_outing_kept_is_going_out_together():
    ann, bob = town()
    knows(bob, ("The Fox", "pub"))
    g = appointments.arrange(bob, ask(), seconds(MONDAY, "10:00"))
    fact = record(g, "ann", "Ann Lee", "bob", "Bob Marsh", "date_kept")
    assert fact.text("ann") == "Bob and I went out for a drink at The Fox."
    assert fact.text("cat") == "Bob Marsh and Ann Lee went out together for a drink at The Fox."


def test_a_night_owl_is_free_before_midnight():
    owl = Housemate(id="x", wake=540, sleep=30)
    assert free(owl, "sun", 19 * 60 + 30, 21 * 60)
    assert not free(owl, "sun", 23 * 60 + 30, 24 * 60 + 30)
