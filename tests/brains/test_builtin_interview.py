"""Built-in brain: interview answers in the first person, from what the resident remembers."""

from __future__ import annotations

import re
from dataclasses import replace

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from
from game.mind.brain import InterviewRequest, Listener
from game.mind.facts import Fact
from game.mind.types import MemoryLine
from tests.brains.test_builtin_support import cards

BY_ID = {c.id: c for c in cards()}
NOW = "Sat 14 Feb 2026 10:00"
MEMS = (
    MemoryLine(
        id=3,
        text="Grace Okafor has decided to run for mayor of Smallville against Harold Whitaker "
        "in the election on March 3.",
        kind="conversation",
        when="Fri 13 Feb 18:20",
        importance=0.9,
    ),
    MemoryLine(id=4, text="Maya Hart is writing at a table", when="Sat 14 Feb 08:10"),
    MemoryLine(
        id=5,
        text="Conversation with Lily Chen at Chen House: I talked with Lily about the clinic.",
        kind="conversation",
        when="Fri 13 Feb 07:02",
    ),
)


def _ask(rid: str, question: str, **kw):
    req = InterviewRequest(persona=BY_ID[rid], question=question, now=NOW, **kw)
    return BuiltinBrain(seed=1).answer_question(req)


def test_interview_says_it_does_not_remember_when_it_does_not():
    for q in (
        "What do you know about the lighthouse fire?",
        "Have you heard about the circus coming to town?",
        "What do you think of Zelda Fitzgerald?",
    ):
        a = _ask("wei_chen", q, memories=MEMS)
        assert not a.remembers, (q, a.text)
        assert re.search(r"\b(?:don't|do not) (?:remember|know|think I know)", a.text), a.text
        assert not a.evidence
        for m in MEMS:  # nothing unrelated is recited
            assert m.text[:30] not in a.text


def test_interview_answers_from_what_it_heard_in_its_own_voice():
    a = _ask("wei_chen", "Who is running for mayor?", memories=MEMS)
    assert a.remembers and a.evidence == (3,)
    assert "Grace Okafor" in a.text and "yesterday" in a.text  # heard Friday, asked Saturday
    assert a.text.startswith("I ")


def test_interview_introduction_is_first_person():
    for rid in ("camille_moreau", "grace_okafor", "leo_hart"):
        card = BY_ID[rid]
        a = _ask(rid, "Tell me about yourself.")
        assert a.text.startswith(f"I'm {card.name}")
        first = card.first_name()
        assert not re.search(rf"\b{first} (?:is|has|was|works|wants)\b", a.text), a.text
        assert not re.search(r"\b(?:she|he) (?:is|has|wants)\b", a.text.split(". ", 2)[-1]), a.text


def test_interview_about_someone_known_uses_the_relationship_in_first_person():
    rel = (
        "Lily Chen (closeness 0.9): His wife, who keeps him grounded and drags him to the "
        "swimming pool. Lately: Lily Chen and I talked about the clinic.",
    )
    a = _ask("wei_chen", "Who is Lily Chen?", memories=MEMS, relationships=rel)
    assert a.text.startswith("Lily?") and "My wife" in a.text
    assert "keeps me grounded" in a.text, a.text


def test_interview_plans_and_what_ifs():
    plan = (
        "07:00-08:00 get ready at home",
        "09:00-16:00 teach in the Lecture Hall at Oakridge College",
    )
    a = _ask("wei_chen", "What will you be doing at 10 am?", plan=plan)
    assert "teach" in a.text
    a = _ask("wei_chen", "What are your plans for tomorrow?", plan=plan)
    assert "haven't planned tomorrow" in a.text
    a = _ask("wei_chen", "Your breakfast is burning! What would you do?")
    assert "heat" in a.text


FRI = "Fri 13 Feb 2026 17:00"
ADA_RELS = (
    "Grace Okafor (closeness 1.0): Her mum, the town clerk, who has been working late all week. "
    "Lately: Grace Okafor and I talked about work.",
    "Priya Nair (closeness 0.6): A friend from shared classes who makes her laugh when "
    "experiments go wrong. Lately: Priya Nair and I talked about work and painting.",
)
PLAN = (
    "07:00-08:00 get ready and have breakfast at home",
    "09:00-14:00 attend classes in Classroom A at Oakridge College",
)
PARTY = MemoryLine(
    id=9,
    text="Camille Moreau is planning a Valentine's Day party at the Sunny Bean Cafe on "
    "Saturday, February 14, from 5 pm to 7 pm.",
    kind="conversation",
    when="Fri 13 Feb 09:00",
)


def _ask_at(now: str, rid: str, question: str, **kw):
    req = InterviewRequest(persona=BY_ID[rid], question=question, now=now, **kw)
    return BuiltinBrain(seed=1).answer_question(req)


def test_a_plan_question_about_another_day_is_not_answered_with_todays_plan():
    for q in (
        "What are you planning for Valentine's Day?",
        "What are you doing this weekend?",
        "What are your plans for tomorrow?",
        "What are you planning for Sunday?",
    ):
        a = _ask_at(FRI, "ada_okafor", q, plan=PLAN, memories=MEMS[1:])
        assert "Classroom A at" not in a.text and not a.text.startswith("Today"), (q, a.text)
        assert re.search(r"haven't (?:made any plans|planned)", a.text), (q, a.text)
    a = _ask_at(FRI, "ada_okafor", "What are you planning for Valentine's Day?", plan=PLAN)
    assert "plans for Valentine's Day" in a.text and not a.remembers, a.text
    # what it knows of that day is what it answers with
    a = _ask_at(FRI, "ada_okafor", "What are you planning for Valentine's Day?", memories=(PARTY,))
    assert "party" in a.text and a.evidence == (9,) and "Classroom" not in a.text, a.text
    a = _ask_at(FRI, "ada_okafor", "What are you doing this weekend?", memories=(PARTY,))
    assert "party" in a.text, a.text
    # today (or the occasion falling today) is today's plan
    for now, q in (
        (FRI, "What are you planning to do today?"),
        (NOW, "Plans for Valentine's Day?"),
    ):
        a = _ask_at(now, "ada_okafor", q, plan=PLAN)
        assert a.text.startswith("Today") and "classes" in a.text, (q, a.text)


ELECTION = (
    MemoryLine(
        id=14,
        text="Conversation with Grace Okafor at Okafor House: I talked with Grace about the "
        "election and writing; Grace told me that Grace Okafor has decided to run for mayor of "
        "Smallville against Harold Whitaker in the election on March 3.",
        kind="conversation",
        when="Fri 13 Feb 07:28",
    ),
    MemoryLine(
        id=15,
        text="Grace Okafor has decided to run for mayor of Smallville against Harold Whitaker in "
        "the election on March 3.",
        kind="conversation",
        when="Fri 13 Feb 07:28",
    ),
)


def test_an_opinion_is_one_fact_told_naturally_and_a_stance():
    a = _ask_at(
        FRI,
        "ada_okafor",
        "What do you think of the election?",
        memories=ELECTION,
        relationships=ADA_RELS,
    )
    assert a.text.count("decided to run") == 1, a.text  # the same fact once
    assert "Grace Okafor" not in a.text and "told me that Grace" not in a.text, a.text
    assert re.search(r"\b[Mm]y mum told me\b.* she has decided", a.text), a.text
    assert re.search(r"behind her|made up my mind|lean", a.text), a.text  # a stance
    # no relationship: what it knows, and that it has not decided
    a = _ask_at(FRI, "wei_chen", "What do you think of the election?", memories=ELECTION)
    assert a.text.count("decided to run") == 1 and "Grace told me that Grace" not in a.text
    assert "Grace told me" in a.text and "haven't made up my mind" in a.text, a.text
    # its own reply in a talk is its stance, said once
    said = MemoryLine(
        id=18,
        text="Conversation with Camille Moreau at Sunny Bean Cafe: I got an invitation from "
        "Camille to the Valentine's Day party, and I said I'd give it a miss.",
        kind="conversation",
        when="Fri 13 Feb 07:29",
    )
    a = _ask_at(FRI, "wei_chen", "What do you think of the party?", memories=(PARTY, said))
    assert a.text.count("give it a miss") == 1 and "made up my mind" not in a.text, a.text


def test_situations_preferences_and_the_mind_are_not_misread():
    a = _ask_at(
        FRI, "ada_okafor", "The place you work at is suddenly closed today. What do you do?"
    )
    assert not a.text.startswith("I'm Ada") and "closed" in a.text, a.text
    a = _ask_at(
        FRI, "ada_okafor", "Grace Okafor seems upset. What would you do?", relationships=ADA_RELS
    )
    kin_sets = [f"iv_upset_kin_{t}" for t in ("gentle", "practical", "quiet", "cheerful")]
    assert "my mum" in a.text and any(said_from(n, a.text) for n in kin_sets), a.text
    a = _ask_at(
        FRI,
        "ada_okafor",
        "If you could spend an evening with one person from town, who would it be and why?",
        relationships=ADA_RELS,
    )
    assert a.text.startswith("Priya") and "makes me laugh" in a.text, a.text
    a = _ask_at(FRI, "ada_okafor", "Who is your best friend?", relationships=ADA_RELS)
    assert a.text.startswith("Priya") and "her laugh" not in a.text, a.text
    a = _ask_at(FRI, "ada_okafor", "What has been on your mind lately?")
    assert "don't remember" not in a.text and "lab practical" in a.text, a.text
    a = _ask_at(FRI, "ada_okafor", "What does an ordinary weekday look like for you?")
    assert not re.search(r"\band eats\b", a.text), a.text


def test_news_is_what_it_heard_from_others_told_once():
    a = _ask_at(
        FRI,
        "ada_okafor",
        "Has anything surprising happened in town lately?",
        memories=(*ELECTION, MEMS[1]),
        relationships=ADA_RELS,
    )
    assert a.remembers and a.text.count("decided to run") == 1, a.text
    assert a.text.startswith("My mum told me today that she has decided"), a.text
    a = _ask_at(FRI, "ada_okafor", "Has anything surprising happened in town lately?")
    assert not a.remembers and "Nothing" in a.text, a.text


TWO_DAYS = (
    MemoryLine(
        id=21,
        text="Wei Chen is grading lab reports at the kitchen table",
        when="Fri 13 Feb 20:10",
    ),
    MemoryLine(
        id=22,
        text="Conversation with Lily Chen at Chen House: I talked with Lily about the swimming "
        "pool.",
        kind="conversation",
        when="Fri 13 Feb 21:00",
    ),
    MemoryLine(id=23, text="Wei Chen is jogging along the river path", when="Sat 14 Feb 07:30"),
    MemoryLine(
        id=24,
        text="Conversation with Tom Reed at the bakery: I talked with Tom about sourdough; Tom "
        "told me that the bakery will open a second shop.",
        kind="conversation",
        when="Sat 14 Feb 09:15",
    ),
    MemoryLine(
        id=25,
        text="Wei Chen's plan for 2026-02-13: 07:00 get ready at home; 09:00 teach at the "
        "college; 20:00 grade lab reports",
        kind="plan",
        when="Fri 13 Feb 06:00",
    ),
)
FRI_PLAN = (
    "07:00-09:00 get ready at home",
    "09:00-20:00 teach at the college",
    "20:00-00:00 grade lab reports",
)


def test_what_it_did_today_and_yesterday_follows_the_clock():
    a = _ask("wei_chen", "What did you do today?", memories=TWO_DAYS)
    assert a.remembers and set(a.evidence) <= {23, 24} and a.evidence, a.text
    assert re.search(r"jogging|sourdough", a.text), a.text
    assert not re.search(r"lab reports|swimming|don't remember", a.text), a.text
    assert a.text.startswith("Today "), a.text
    a = _ask("wei_chen", "What did you do yesterday?", memories=TWO_DAYS)
    assert a.remembers and set(a.evidence) <= {21, 22} and a.evidence, a.text
    assert re.search(r"lab reports|swimming", a.text), a.text
    assert not re.search(r"jogging|sourdough", a.text), a.text
    a = _ask("wei_chen", "What did you do this morning?", memories=TWO_DAYS)
    assert "jogging" in a.text and "lab reports" not in a.text, a.text
    a = _ask("wei_chen", "What did you do today?", memories=TWO_DAYS[:2])
    assert not a.remembers and "today" in a.text and "lab reports" not in a.text, a.text


def test_a_memory_from_today_is_spoken_of_as_today():
    a = _ask("wei_chen", "What do you know about the second shop?", memories=TWO_DAYS)
    assert a.evidence == (24,) and a.text.startswith("Today, "), a.text
    assert "Saturday" not in a.text, a.text
    heard = MemoryLine(
        id=26,
        text="Grace Okafor has decided to run for mayor of Smallville.",
        kind="conversation",
        when="Sat 14 Feb 09:40",
    )
    a = _ask("wei_chen", "Who is running for mayor?", memories=(heard,))
    assert a.text.startswith("I heard today that"), a.text


def test_todays_plan_is_not_yesterdays():
    # the schedule handed over is still Friday's (remembered as Friday's plan): not today's
    a = _ask("wei_chen", "What are you planning to do today?", plan=FRI_PLAN, memories=TWO_DAYS)
    assert "teach" not in a.text and "haven't planned the day" in a.text, a.text
    sat = MemoryLine(
        id=27,
        text="Wei Chen's plan for 2026-02-14: 08:00 go for a jog; 10:00 visit the market",
        kind="plan",
        when="Sat 14 Feb 06:00",
    )
    a = _ask(
        "wei_chen", "What are you planning to do today?", plan=FRI_PLAN, memories=(*TWO_DAYS, sat)
    )
    assert a.text.startswith("Today") and "market" in a.text and "teach" not in a.text, a.text
    sun = MemoryLine(
        id=28,
        text="Wei Chen's plan for 2026-02-15: 09:00 visit my parents",
        kind="plan",
        when="Sat 14 Feb 21:00",
    )
    a = _ask("wei_chen", "What are you planning to do tomorrow?", memories=(sun,))
    assert "parents" in a.text and a.evidence == (28,), a.text
    a = _ask("wei_chen", "What are you planning to do tomorrow?", memories=TWO_DAYS)
    assert "haven't planned" in a.text and "teach" not in a.text, a.text


def test_whom_one_means_to_see_comes_from_ones_own_conclusions():
    """Answered from InterviewRequest.intents (a reflection's records), with the trouble one
    holds of them as the reason; with nothing concluded, nobody."""
    from game.mind.brain import Listener
    from game.mind.records import Fact

    rid = next(iter(BY_ID))
    q = "Is there anyone you've been meaning to look in on?"
    none = _ask(rid, q)
    assert re.search(r"\b(no one|nobody)\b", none.text, re.I)
    trouble = Fact(
        key="seed:ann:0", about=("ann",), topic="worry", mine="I'm worried about my shop.",
        told="Ann Bell is worried about her shop.",
    )  # fmt: skip
    some = _ask(
        rid,
        q,
        intents=(("Ann Bell", "help"), ("Tom Reed", "avoid")),
        people=(Listener(id="ann", name="Ann Bell", knows=True),),
        held=(MemoryLine(id=9, text=trouble.text(), fact=trouble),),
    )
    assert some.text.startswith(("I keep meaning to look in on Ann", "Ann, really"))
    assert "worried about her shop" in some.text and "Tom" in some.text


def test_a_dated_day_ahead_one_holds_is_what_is_coming_up_though_no_one_hosts_it():
    """A town's fair is no one's gathering: a fact one holds that names a day within the week
    answers "anything coming up?"; one three weeks off, or gone, does not."""
    q = "Are you going to any event in the next few days?"
    habit = Fact(
        key="seed:wei_chen:0",
        about=("wei_chen",),
        topic="habit",
        mine="I mark essays every evening.",
        told="Wei Chen marks essays every evening.",
        secret=False,
        news=False,
        event=None,
    )
    card = replace(BY_ID["wei_chen"], facts=(habit,))  # a town of records

    def ask(*held):
        req = InterviewRequest(persona=card, question=q, now=NOW, held=held)
        return BuiltinBrain(seed=1).answer_question(req)

    soon = MemoryLine(
        id=8,
        text="Lily Chen is showing her roses at the county flower show on Monday, February 16.",
        kind="conversation",
        when="Fri 13 Feb 12:00",
    )
    far = MemoryLine(
        id=9,
        text="Lily Chen is showing her roses at the county flower show on Friday, March 6.",
        kind="conversation",
        when="Fri 13 Feb 12:00",
    )
    a = ask(soon)
    assert "flower show" in a.text and a.evidence == (8,), a.text
    for other in (far,):
        b = ask(other)
        assert "flower show" not in b.text, b.text


def test_with_no_conclusion_drawn_one_names_the_person_ones_own_story_is_with():
    """A crush or a row of one's own, on record with one other resident, is whom one means to
    see; gossip about two others is not; with neither, no one."""
    q = "Is there anyone you've been meaning to see?"
    tom = replace(BY_ID["wei_chen"], id="tom", name="Tom Reed")
    people = (Listener(id="tom", name="Tom Reed"), Listener(id="ann", name="Ann Lee"))

    def fact(topic, about):
        return Fact(
            key=f"seed:wei_chen:{topic}",
            about=about,
            topic=topic,
            mine="I like someone.",
            told="Wei Chen likes someone.",
            secret=True,
            news=False,
            event=None,
        )

    def ask(*facts):
        card = replace(BY_ID["wei_chen"], facts=facts)
        req = InterviewRequest(persona=card, question=q, now=NOW, people=people)
        return BuiltinBrain(seed=1).answer_question(req).text

    assert "Tom" in ask(fact("romance", ("wei_chen", "tom")))
    assert "Ann" in ask(fact("quarrel", ("wei_chen", "ann")))
    gossip = ask(fact("romance", ("wei_chen", "tom", "ann")))
    assert "Tom" not in gossip and "Ann" not in gossip
    assert tom.name not in ask()


def test_comforting_family_goes_by_temper():
    """Asked what one would do for an upset family member, a brisk persona and a shy one
    answer in their own ways (the persona's innate words pick the set), both naming them."""
    from game.brains.builtin.interview_whatif import temper

    q = "Grace Okafor seems upset. What would you do?"
    base = BY_ID["ada_okafor"]
    answers = {}
    for innate in ("practical, brisk", "shy, quiet"):
        card = replace(base, innate=innate)
        assert temper(card) == ("practical" if "brisk" in innate else "quiet")
        req = InterviewRequest(persona=card, question=q, now=FRI, relationships=ADA_RELS)
        a = BuiltinBrain(seed=1).answer_question(req)
        assert "my mum" in a.text and said_from(f"iv_upset_kin_{temper(card)}", a.text), a.text
        answers[innate] = a.text
    assert len(set(answers.values())) == 2


def test_only_a_date_on_record_is_seeing_someone_not_a_crush():
    """'Anyone you've been meaning to see?': a crush one has not acted on is owned up to as a
    crush; only a yes on record (one's own record of the date: each of the two holds it with
    themselves first) is "we've only just started seeing each other"."""
    from game.mind.facts import date_key

    q = "Is there anyone you've been meaning to see?"
    crush = Fact(
        key="seed:wei_chen:1", about=("wei_chen", "lily_chen"), topic="romance",
        mine="I want to ask Lily out.", told="Wei Chen wants to ask Lily Chen out.",
    )  # fmt: skip
    card = replace(BY_ID["wei_chen"], facts=(crush,))
    people = (Listener(id="lily_chen", name="Lily Chen", knows=True),)

    def ask(*held):
        req = InterviewRequest(persona=card, question=q, now=NOW, held=held, people=people)
        return BuiltinBrain(seed=1).answer_question(req).text

    seed = MemoryLine(id=3, text=crush.mine, fact=crush, seed=True)
    assert not said_from("ans_intent_date", ask(seed)), ask(seed)
    yes = Fact(
        key=date_key("lily_chen", "wei_chen"), about=("wei_chen", "lily_chen"), topic="romance",
        mine="Lily asked me out, and I said yes.", told="Lily Chen asked Wei Chen out, and it's a yes.",
    )  # fmt: skip
    said = ask(seed, MemoryLine(id=4, text=yes.told, fact=yes))
    assert said_from("ans_intent_date", said) and "Lily" in said, said


def test_someone_else_s_errand_on_the_day_is_no_plan_of_one_s_own():
    """'What are you doing tomorrow?' is not answered with what someone else has on that day;
    what concerns oneself on it is."""
    q = "What are you doing tomorrow morning?"
    card = BY_ID["wei_chen"]
    theirs = Fact(
        key="seed:lily_chen:0", about=("lily_chen",), topic="work", mine="",
        told="Lily Chen has three deliveries to make on Sunday.",
    )  # fmt: skip
    mine = Fact(
        key="seed:lily_chen:1", about=("lily_chen", "wei_chen"), topic="family", mine="",
        told="Lily Chen is taking Wei Chen to the market on Sunday.",
    )  # fmt: skip

    def ask(*held):
        req = InterviewRequest(persona=card, question=q, now=NOW, held=held)
        return BuiltinBrain(seed=1).answer_question(req).text

    said = ask(MemoryLine(id=1, text=theirs.told, fact=theirs, when="Fri 13 Feb 09:00"))
    assert "deliveries" not in said, said
    said = ask(MemoryLine(id=2, text=mine.told, fact=mine, when="Fri 13 Feb 09:00"))
    assert "market" in said, said


def test_someone_else_s_date_is_not_why_one_would_spend_an_evening_with_them():
    """A yes to a date one only heard of (Lily's, with Tom) is news of Lily, not one's own
    romance: 'an evening with one person' is not answered 'Lily, of course. Lily asked Tom
    out'."""
    from game.mind.facts import date_key

    heard = Fact(
        key=date_key("lily_chen", "tom_reed"), about=("lily_chen", "tom_reed"), topic="romance",
        mine="I asked Tom out, and it's a yes.", told="Lily Chen asked Tom Reed out, and it's a yes.",
    )  # fmt: skip
    req = InterviewRequest(
        persona=BY_ID["wei_chen"],
        question="If you could spend an evening with one person from town, who would it be and why?",
        now=NOW,
        relationships=("Lily Chen (closeness 0.9): a good friend from the market",),
        people=(Listener(id="lily_chen", name="Lily Chen", knows=True),),
        held=(MemoryLine(id=3, text=heard.told, fact=heard),),
    )
    said = BuiltinBrain(seed=1).answer_question(req).text
    assert "asked" not in said and "of course" not in said, said


def test_a_day_at_home_is_told_withat_home_once():
    """'then spent time, read and relaxed at home until eleven', not 'spent time at home, then
    read at home, then relaxed at home'; a step that says since when is told on its own."""
    from game.brains.builtin.interview_day import at_home_once

    parts = ["worked at the forge from eight until four", "spent time at home, then read at home",
             "relaxed at home until eleven"]  # fmt: skip
    assert at_home_once(parts) == [
        "worked at the forge from eight until four",
        "spent time, read and relaxed at home until eleven",
    ]
    assert at_home_once(["made tea at home from six", "read at home"]) == [
        "made tea at home from six", "read at home"
    ]  # fmt: skip


def test_what_one_saw_happen_is_told_as_seen_not_heard():
    """A meeting one sat in (its outcome held as witnessed) is no hearsay: 'I was there'."""
    rid = next(iter(BY_ID))
    vote = Fact(
        key="outcome:x", about=("tom_reed",), topic="meeting", mine="",
        told="At Tom Reed's village meeting, the room voted 3 to 1 with Tom.",
    )  # fmt: skip
    seen = MemoryLine(id=9, text=vote.text(), fact=vote, when="Sat 14 Feb 09:00", witnessed=True)
    q = "Has anything surprising happened in town lately?"
    got = _ask(rid, q, held=(seen,)).text
    assert got.startswith("I was there") and "voted 3 to 1" in got, got
    heard = _ask(
        rid, q, held=(MemoryLine(id=9, text=vote.text(), fact=vote, when="Sat 14 Feb 09:00"),)
    ).text
    assert not heard.startswith("I was there"), heard


def _party() -> Fact:
    """Cat's party at the Mill, Saturday 14 February 18:00-21:00, as a record."""
    from game.mind.facts import Gathering

    return Fact(
        key="seed:cat:1", about=("cat",), topic="party", mine="I'm having a party {when}.",
        told="Cat Lowe is having a party at the Mill {when}.",
        event=Gathering(what="party", place="The Mill", date="2026-02-14", start=1080,
                        end=1260, host="cat", host_name="Cat Lowe"),
    )  # fmt: skip


def test_a_gathering_heard_of_is_told_by_its_time_from_the_day_asked_and_two_run_on():
    """'... at the Mill tonight at six', not '... on Saturday 14 February, 18:00-21:00' (a
    notice board's words); two things heard the same day are one sentence, not 'I heard
    yesterday that ...' twice over."""
    rid = next(iter(BY_ID))
    party = _party()
    shop = Fact(
        key="seed:tom:1", about=("tom",), topic="work", mine="",
        told="Tom Reed is opening a second bakery.",
    )  # fmt: skip
    held = (
        MemoryLine(id=9, text=party.text(), fact=party, when="Fri 13 Feb 16:00", importance=0.9),
        MemoryLine(id=8, text=shop.text(), fact=shop, when="Fri 13 Feb 11:00", importance=0.8),
    )
    got = _ask(rid, "Has anything surprising happened in town lately?", held=held).text
    assert "18:00" not in got and "tonight at six" in got, got
    assert got.count("I heard") == 1 and "and that Tom Reed is opening" in got, got


def test_a_gathering_over_by_the_time_one_is_asked_is_no_news():
    """At ten at night the party of six to nine is over: its word is not told as news."""
    rid = next(iter(BY_ID))
    party = _party()
    held = (MemoryLine(id=9, text=party.text(), fact=party, when="Sat 14 Feb 09:00"),)
    q = "Has anything surprising happened in town lately?"
    before = BuiltinBrain(seed=1).answer_question(
        InterviewRequest(persona=BY_ID[rid], question=q, now="Sat 14 Feb 2026 10:00", held=held)
    )
    assert "party" in before.text, before.text
    after = BuiltinBrain(seed=1).answer_question(
        InterviewRequest(persona=BY_ID[rid], question=q, now="Sat 14 Feb 2026 22:00", held=held)
    )
    assert "party" not in after.text, after.text
