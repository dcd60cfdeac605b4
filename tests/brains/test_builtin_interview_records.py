"""Interview answers come from what this resident holds, so that two residents asked the same
thing answer as their records differ: who someone is (what one shares with them, whom they
live with, what one heard of them), an ordinary weekday (the work record and one's evenings),
the day so far (a stretch of seeking company told by the talks in it, a morning hour said as
one), an event someone else is in (whether one goes along), someone upset (one's guess)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.interview_day import recall
from game.mind.brain import InterviewRequest, Listener
from game.mind.facts import Fact
from game.mind.records import Doing
from game.mind.types import MemoryLine
from tests.brains.test_builtin_support import cards

BY_ID = {c.id: c for c in cards()}
NOW = "Sat 14 Feb 2026 21:00"
HABIT = Fact(key="seed:x", about=("x",), topic="habit", mine="I read.", told="X reads.", news=False)
DANIEL = replace(BY_ID["daniel_hart"], facts=(HABIT,))  # a town of records
ANN = Listener(
    id="ann", name="Ann Bell", knows=True, ties=("town",), works_at="the Mill", kin=(("tom", 0),)
)
PEOPLE = (ANN, Listener(id="tom", name="Tom Bell", knows=True, ties=("town",)))


def ask(question: str, persona=DANIEL, **kw):
    req = InterviewRequest(persona=persona, question=question, now=NOW, **kw)
    return BuiltinBrain(seed=1).answer_question(req)


def held(i: int, subject: str, text: str, topic: str = "project", about=()) -> MemoryLine:
    fact = Fact(key=f"k{i}", about=(subject, *about), topic=topic, mine="", told=text)
    return MemoryLine(id=i, text=text, kind="conversation", when="Sat 14 Feb 09:00", fact=fact)


def test_who_someone_is_comes_from_what_one_holds_of_them():
    rel = ("Ann Bell (closeness 0.3): ",)
    bare = ask("Who is Ann Bell?", relationships=rel, people=PEOPLE)
    assert "Ann" in bare.text and "the Mill" in bare.text and "Tom" in bare.text, bare.text
    news = held(5, "ann", "Ann Bell is rebuilding the mill wheel.")
    told = ask("Who is Ann Bell?", relationships=rel, people=PEOPLE, held=(news,))
    assert "rebuilding the mill wheel" in told.text and told.text != bare.text
    talked = (replace(ANN, talked_before=True), PEOPLE[1])
    assert ask("Who is Ann Bell?", relationships=rel, people=talked).text != bare.text


def doing(day: str, start: int, end: int, did: str, place: str) -> Doing:
    return Doing(date=day, start=start, end=end, did=did, place=place)


def test_an_ordinary_weekday_is_said_from_the_work_record_and_ones_evenings():
    q = "What does an ordinary weekday look like for you?"
    shop = "Greenleaf Market and Pharmacy"
    work = [
        doing(d, 540, 1020, "worked at the counter", shop) for d in ("2026-02-13", "2026-02-14")
    ]
    pub = [doing(d, 1110, 1260, "played darts at the pub", "Copper Kettle Pub")
           for d in ("2026-02-13", "2026-02-14")]  # fmt: skip
    same = ask(q, doings=(work[0], pub[0], work[1], pub[1])).text
    assert shop in same and "played darts at the pub" in same and "mostly" in same, same
    walk = doing("2026-02-14", 1110, 1200, "walked by the pond", "Bluebell Park")
    other = ask(q, doings=(work[0], pub[0], work[1], walk)).text
    assert "walked by the pond" in other and "today" in other and other != same


def test_a_stretch_of_seeking_company_is_told_by_the_talks_in_it_and_a_morning_hour_as_one():
    green = doing("2026-02-14", 420, 495, "found someone to chat with at the Green", "the Green")
    talk = MemoryLine(
        id=3, text="Conversation with Ann Bell at the Green: we talked.", kind="conversation",
        when="Sat 14 Feb 07:20", talk=1, partners=("Ann Bell",),
    )  # fmt: skip
    req = InterviewRequest(
        persona=DANIEL, question="", now=NOW, people=PEOPLE, memories=(talk,),
        doings=(green, doing("2026-02-14", 540, 1020, "worked at the counter", "Greenleaf")),
    )  # fmt: skip
    said = recall(req, date(2026, 2, 14), 0, "").text
    assert "chatted with Ann at the Green from seven in the morning" in said, said
    assert "found someone" not in said
    alone = recall(replace(req, memories=()), date(2026, 2, 14), 0, "").text
    assert "looked for someone to chat with at the Green" in alone, alone


def test_an_event_someone_else_is_in_says_whether_one_goes_along():
    q = "Are you going to any event in the next few days?"
    entry = held(7, "ann", "Ann Bell is entering her jam in the show on Monday, February 16.")
    other = ask(q, held=(entry,), people=PEOPLE).text
    assert "haven't decided whether I'll go" in other, other
    home = (replace(ANN, ties=("home",)), PEOPLE[1])
    assert "I'll go along with Ann" in ask(q, held=(entry,), people=home).text


def test_nothing_coming_up_says_what_tomorrow_holds_by_the_work_record():
    q = "Are you going to any event in the next few days?"
    sunday = ask(q).text  # (Daniel works Monday to Saturday; tomorrow is Sunday)
    assert "day off from Greenleaf Market and Pharmacy" in sunday, sunday
    friday = ask(q, persona=replace(DANIEL, work_days=("mon", "sun"))).text
    assert "Tomorrow it's Greenleaf Market and Pharmacy from nine" in friday, friday


def test_someone_upset_brings_to_mind_their_worry_on_record():
    q = "Ann Bell seems upset. What would you do?"
    rel = ("Ann Bell (closeness 0.5): A friend from the garden club.",)
    plain = ask(q, relationships=rel, people=PEOPLE).text
    worry = held(9, "ann", "Ann Bell is worried about her brother's health.", topic="worry")
    guess = ask(q, relationships=rel, people=PEOPLE, held=(worry,)).text
    assert "worried about her brother's health" in guess and plain in guess, guess


def test_someone_one_only_saw_is_said_as_last_seen():
    seen = MemoryLine(id=4, text="Cara Dunn is filling a prescription", when="Sat 14 Feb 11:00")
    a = ask("Who is Cara Dunn?", memories=(seen,))
    assert "Cara was filling a prescription" in a.text and not a.remembers, a.text


def test_whom_one_has_been_seeing_is_a_conclusion_resting_on_talks_with_them():
    q = "Apart from the people you live with, who have you been seeing a lot of lately?"
    news = MemoryLine(
        id=20, text="Tom asked Cara out. Tom's heart is taken.", kind="reflection",
        about="Tom Bell", evidence=(11,),
    )  # fmt: skip
    seen = MemoryLine(
        id=21, text="I've talked with Ann more than once at the Green.", kind="reflection",
        about="Ann Bell", evidence=(12,),
    )  # fmt: skip
    talk = MemoryLine(
        id=12, text="Conversation with Ann Bell at the Green: we talked.", kind="conversation",
        when="Sat 14 Feb 07:20", talk=1, partners=("Ann Bell",),
    )  # fmt: skip
    a = ask(q, memories=(news, seen, talk), people=PEOPLE)
    assert "Ann" in a.text and "Tom" not in a.text, a.text


def test_a_talk_that_mentioned_a_gathering_now_over_is_no_event_ahead():
    q = "Are you going to any event in the next few days?"
    talk = MemoryLine(
        id=8, kind="conversation", when="Sat 14 Feb 09:00", partners=("Ann Bell",),
        text="Conversation with Ann Bell at the Mill: Ann told me that Ann Bell has called a "
        "meeting at the Mill on Saturday 14 February, 18:00-19:00.",
    )  # fmt: skip
    said = ask(q, memories=(talk,), people=PEOPLE).text  # (asked at 21:00: it is over)
    assert "meeting" not in said, said


def test_a_day_is_not_told_without_the_meeting_one_held():
    def did(a, b, text, place, activity):
        return Doing(date="2026-02-14", start=a, end=b, did=text, place=place, activity=activity)

    doings = (
        did(390, 555, "worked at the Post Office", "Post Office", "work at the Post Office"),
        did(630, 865, "napped in my armchair", "Home", "nap in my armchair"),
        did(870, 1050, "watched TV on the sofa", "Home", "watch TV on the sofa"),
        did(1105, 1230, "hosted the village meeting at the Hall", "Hall",
            "host the village meeting at the Hall"),
    )  # fmt: skip
    req = InterviewRequest(persona=DANIEL, question="What did you do today?", now=NOW,
                           doings=doings)  # fmt: skip
    said = recall(req, date(2026, 2, 14), 0, "").text
    assert "hosted the village meeting" in said, said  # (the shortest of four, and told)
