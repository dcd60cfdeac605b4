"""Interview answers that choose people, and the day asked about in the evening: a grown-up's
colleague or evening companion is a grown-up, and at night the day is told as mostly done."""

from __future__ import annotations

from game.brains.builtin import BuiltinBrain
from game.mind.brain import InterviewRequest, Listener
from game.mind.records import Doing
from tests.brains.test_builtin_support import cards

BY_ID = {c.id: c for c in cards()}
CLOSED = "The place you work at is suddenly closed today. What do you do?"
EVENING = "If you could spend an evening with one person from town, who would it be and why?"
PUPIL = Listener(id="leo_hart", name="Leo Hart", ties=("work",), age=17, knows=True)
BOSS = Listener(id="daniel_hart", name="Daniel Hart", ties=("work",), age=48, knows=True)
FRIEND = Listener(id="anya_novak", name="Anya Novak", age=31, knows=True)


def _ask(rid: str, question: str, now: str = "Sat 14 Feb 2026 10:00", **kw):
    req = InterviewRequest(persona=BY_ID[rid], question=question, now=now, **kw)
    return BuiltinBrain(seed=1).answer_question(req)


def test_a_grown_up_rings_a_grown_up_colleague_about_a_closed_workplace_not_a_young_helper():
    a = _ask("lily_chen", CLOSED, people=(PUPIL, BOSS))
    assert "Daniel" in a.text and "Leo" not in a.text, a.text
    alone = _ask("lily_chen", CLOSED, people=(PUPIL,))
    assert "Leo" not in alone.text and "Greenleaf" in alone.text, alone.text


def test_staff_asked_in_turn_do_not_all_answer_in_the_same_words():
    staff = ("lily_chen", "olivia_grant", "marcus_bell", "george_adeyemi", "nora_kim")
    people = tuple(Listener(id=r, name=BY_ID[r].name, age=BY_ID[r].age) for r in staff)
    said = {_ask(r, CLOSED, people=(BOSS, *people)).text.replace("Greenleaf", "") for r in staff}
    frames = {s.split("Daniel")[0][:12] for s in said}
    assert len(frames) >= 4, said


def test_a_grown_ups_evening_is_with_a_grown_up_a_youngsters_with_anyone():
    rel = ("Leo Hart (closeness 0.9): a lad I work with", "Anya Novak (closeness 0.6): a friend")
    a = _ask("lily_chen", EVENING, relationships=rel, people=(PUPIL, FRIEND))
    assert "Anya" in a.text.split(".")[0], a.text
    rel_young = ("Lily Chen (closeness 0.9): a nurse I work with",)
    lily = Listener(id="lily_chen", name="Lily Chen", age=37, ties=("work",), knows=True)
    b = _ask("leo_hart", EVENING, relationships=rel_young, people=(lily,))
    assert "Lily" in b.text.split(".")[0], b.text


DAY = (
    Doing(date="2026-02-14", start=420, end=480, did="had breakfast", place="Chen House"),
    Doing(date="2026-02-14", start=540, end=1020, did="worked at the pharmacy", place="Greenleaf"),
    Doing(date="2026-02-14", start=1080, end=1260, did="read", place="Chen House"),
)
PLAN = ("07:00-08:00 have breakfast", "09:00-17:00 work at the pharmacy", "22:30-23:00 go to bed")


def test_asked_at_night_the_day_is_told_as_done_and_what_is_left_as_later():
    night = _ask(
        "lily_chen",
        "What are you planning to do today?",
        now="Sat 14 Feb 2026 22:00",
        plan=PLAN,
        doings=DAY,
        activity="reading",
    )
    assert not night.text.startswith("Today I have"), night.text
    assert "worked at the pharmacy" in night.text and "I'll go to bed" in night.text, night.text
    assert "go to bed" in night.text, night.text
    morning = _ask(
        "lily_chen",
        "What are you planning to do today?",
        now="Sat 14 Feb 2026 08:30",
        plan=PLAN,
        doings=DAY[:1],
    )
    assert morning.text.startswith("Today I "), morning.text
    assert "work at the pharmacy" in morning.text, morning.text


def test_asked_at_noon_the_morning_is_told_as_done_and_the_afternoon_ahead():
    """At noon one does not recite the day from breakfast on in the present tense; what one
    goes back to after lunch is "again"; a long afternoon is told by what stands out."""
    plan = (
        "07:00-08:00 have breakfast",
        "09:00-12:00 work at the pharmacy",
        "12:00-13:00 eat lunch at the cafe",
        "13:00-17:00 work at the pharmacy",
        "17:00-18:00 go to the choir at the hall",
        "18:00-19:00 watch TV at home",
        "22:30-23:00 read at home",
    )
    noon = _ask(
        "lily_chen",
        "What are you planning to do today?",
        now="Sat 14 Feb 2026 12:10",
        plan=plan,
        doings=DAY[:1],
        activity="eating lunch",
    )
    said = noon.text
    assert said.split(" had breakfast")[0] in ("So far today I", "I", "Up to now I"), said
    assert "work at the pharmacy again" in said and "choir" in said, said
    assert "watch TV" not in said and "Today I have" not in said, said


def test_kin_is_named_as_kin_once_then_by_first_name():
    from game.brains.builtin.interview_people import name_kin

    rel = ("Walt Moss (closeness 0.9): Her husband of forty years",)
    said = name_kin("At Walt Moss's meeting, the room voted with Walt: Walt Moss wants a say.", rel)
    assert said == "At my husband's meeting, the room voted with Walt: Walt wants a say.", said


def test_an_evening_companion_with_no_bond_on_file_still_has_a_why():
    """Someone one has grown close to with no bond in the residents file: 'Anya, I think.'
    says why in a sentence of its own, not nothing after it."""
    rel = ("Anya Novak (closeness 0.6): ",)
    a = _ask("lily_chen", EVENING, relationships=rel, people=(FRIEND,))
    lead, _, why = a.text.partition(". ")
    assert "Anya" in lead and len(why) > 8, a.text


def test_a_wish_fulfilled_at_the_meeting_fixed_for_it_is_no_longer_on_ones_mind():
    """Pip wanted to interview Walter, he said yes and they met at the time they fixed: asked
    afterwards what is on her mind, she does not say she wants to interview him (a blind
    reader: "she gives as what's on her mind: 'I want to interview Mr Pennick'", after it)."""
    from dataclasses import replace

    from game.mind.records import Fact, Gathering, Meet
    from game.mind.requests import outcome
    from game.mind.types import MemoryLine

    me, other = BY_ID["lily_chen"], BY_ID["anya_novak"]
    wish = Fact(
        key="ask:lily:interview",
        about=(me.id, other.id),
        topic="project",
        mine="I want to interview Anya about the library's history.",
        told="Lily wants to interview Anya about the library's history.",
        ask="Could I interview you about the library's history?",
        meet=Meet(at="asked_home", what="the interview about the library"),
    )
    other_wish = Fact(
        key="lily:stamps",
        about=(me.id,),
        topic="opinion",
        mine="I collect stamps.",
        told="Lily collects stamps.",
    )
    met = Gathering(
        what="the interview about the library", place=other.home.sector, date="2026-02-13",
        start=15 * 60, end=16 * 60, host=other.id, host_name=other.name, source="request",
        guest=me.id, guest_name=me.name,
    )  # fmt: skip
    came = outcome(wish, "yes", {me.id: me.name, other.id: other.name}, arranged=met)
    card = replace(me, facts=(wish, other_wish))
    held = (MemoryLine(id=1, text=came.told, fact=came),)
    ask = "What has been on your mind lately?"
    before = BuiltinBrain(seed=1).answer_question(
        InterviewRequest(persona=card, question=ask, now="Fri 13 Feb 2026 12:00", held=held)
    )
    after = BuiltinBrain(seed=1).answer_question(
        InterviewRequest(persona=card, question=ask, now="Sat 14 Feb 2026 10:00", held=held)
    )
    assert "interview Anya" in before.text, before.text
    assert "interview Anya" not in after.text, after.text
