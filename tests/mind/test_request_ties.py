"""A hand asked with one's own gathering is given before it: the request is tied to the
asker's gathering of the same storyline by records (``game.mind.request_ties``), the time the
one asked fixes falls before the gathering starts, and when none does the yes is a maybe with
no meeting fixed (never a meeting to get ready for a gathering that is over)."""

from game.mind import appointments, request_ties, requests
from game.mind.persona import parse_personas
from game.mind.records import Fact, Gathering, Meet
from game.store.save_rows import Fact as FactRow
from tests.mind.test_appointments import MONDAY, seconds, town
from tests.mind.test_reflect import entry

ASK = "Could you give me a hand getting ready for the clean-up?"


def party(day: str, start: int = 10 * 60) -> Gathering:
    return Gathering(what="clean-up", place="Harbour", date=day, start=start, end=start + 120,
                     host="ann", host_name="Ann Lee", source="talk")  # fmt: skip


def hand(before: Gathering | None) -> Fact:
    meet = Meet(at="asker_home", what="an hour getting ready", before=before)
    return Fact(key="seed:ann:1", about=("ann", "bob"), topic="party", mine="I'll ask Bob.",
                told="Ann will ask Bob.", ask=ASK, meet=meet)  # fmt: skip


def test_a_request_is_tied_to_its_holders_gathering_of_the_same_topic_by_records():
    event = {"what": "clean-up", "place": "Harbour", "date": "2026-09-16", "start": "10:00",
             "end": "12:00"}  # fmt: skip
    facts = [
        {"topic": "party", "mine": "I'm holding a clean-up {when}.",
         "told": "Ann is holding a clean-up {when}.", "event": event},
        {"about": ["ann", "bob"], "topic": "party", "mine": "I'll ask Bob.", "told": "Ann will.",
         "ask": ASK, "meet": {"at": "asker_home"}},
        {"about": ["ann", "bob"], "topic": "project", "mine": "I'll ask Bob too.",
         "told": "Ann will too.", "ask": "Would you read my essay?", "meet": {"at": "asker_home"}},
    ]  # fmt: skip
    ann = parse_personas({"residents": [entry(facts=facts), entry("bob", "Bob Marsh")]})[0]
    tied, other = ann.facts[1], ann.facts[2]
    assert request_ties.gathering(tied) == ann.facts[0].event
    assert request_ties.gathering(other) is None  # (another storyline: not tied)
    # (the tie is kept as the record travels and is saved)
    assert Fact.from_meta(tied.to_meta()) == tied
    FactRow.model_validate(tied.to_meta())


def test_the_time_fixed_falls_before_the_gathering_it_gets_ready_for():
    ann, bob = town()
    asked = seconds("2026-09-18", "19:00")  # Friday evening: Saturday is free for both
    free = appointments.arrange(bob, hand(None), asked)  # untied: the first time that suits
    g = party(free.date, free.start - 60)  # a gathering an hour before it, that Saturday
    fixed = appointments.arrange(bob, hand(g), asked)
    assert fixed is not None and fixed.date == g.date
    assert fixed.end <= g.start, (fixed, g)  # (that morning, not after the gathering)
    assert requests.in_time("yes", hand(g), fixed) == "yes"


def test_no_time_before_it_is_a_maybe_with_no_meeting():
    ann, bob = town()
    soon = party(MONDAY, 11 * 60)  # in an hour: no time to meet first (two hours' notice)
    asked = seconds(MONDAY, "10:00")
    assert appointments.arrange(bob, hand(soon), asked) is None
    assert requests.in_time("yes", hand(soon), None) == "maybe"
    over = party("2026-09-13")  # (yesterday's: over)
    assert appointments.arrange(bob, hand(over), asked) is None
    assert requests.in_time("no", hand(soon), None) == "no"
    assert requests.in_time("yes", hand(None), None) == "yes"  # (untied: as before)


def test_a_hand_with_a_gathering_that_is_over_is_not_asked_any_more():
    from datetime import date

    from game.mind.facts import remember_own
    from game.mind.news_index import past_keys

    ann, _bob = town()
    tied = hand(party("2026-09-16"))
    remember_own(ann, tied, 1.0, 5)
    assert tied.key not in past_keys(ann, date(2026, 9, 16))  # (the day of it: still to come)
    assert tied.key in past_keys(ann, date(2026, 9, 17))  # (the day after: no more asking)
