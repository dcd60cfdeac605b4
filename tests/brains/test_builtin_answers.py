"""Each line answers the one before it: a question gets an answer to that question, a
question mark in a reaction or a news lead asks nothing, news and a question both get a reply."""

from __future__ import annotations

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases import lines
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.talk_acts import FAMILY_ASKS, asked
from game.mind.brain import Listener, UtteranceRequest
from game.mind.types import Line, MemoryLine, Place
from tests.brains.test_builtin_support import cards

CARDS = {c.id: c for c in cards()}
HOME = Place(sector="Hart House", arena="Kitchen")
TODAY = MemoryLine(id=-1, text="Today is 2026-02-13 (Friday).", kind="context")


def reply(question: str, *, now: int = 8 * 60, speaker="daniel_hart", asker="leo_hart", mems=()):
    sp, other = CARDS[speaker], CARDS[asker]
    u = BuiltinBrain(seed=3).next_utterance(
        UtteranceRequest(
            speaker=sp,
            listeners=(Listener(id=other.id, name=other.name, relationship="His son", knows=True),),
            place=HOME,
            now=now,
            transcript=(
                Line(speaker=sp.id, name=sp.name, text="Morning, Leo."),
                Line(speaker=other.id, name=other.name, text=f"Hi, Dad. {question}"),
            ),
            memories=(TODAY, *mems),
            max_turns_left=6,
        )
    )
    return u.text


ANSWERS = {
    "ask_slept": ("ans_slept",),
    "ask_back": ("ans_back", "ans_back_none"),
    "ask_breakfast": ("ans_ate", "ans_not_ate"),
    "ask_dinner": ("ans_dinner",),
    "ask_break": ("ans_break",),
    "ask_evening": ("ans_evening",),
    "ask_happened": ("ans_happened",),
}


@pytest.mark.parametrize("question_set", sorted(ANSWERS))
def test_every_family_question_gets_its_own_answer(question_set):
    for question in lines(question_set):
        text = reply(question)
        assert any(said_from(a, text) for a in ANSWERS[question_set]), (question, text)
        assert not said_from("ans_fine", text.split(".")[0] + "."), (question, text)


def test_family_questions_are_asked_one_set_at_a_time():
    for sets in FAMILY_ASKS.values():
        for name in sets:
            assert lines(name), name


def test_when_home_tonight_is_answered_from_the_working_hours():
    # Daniel works at the pharmacy until the evening on a Friday: he says when, in words
    text = reply("What time will you be back tonight?")
    assert said_from("ans_back", text), text
    card = CARDS["daniel_hart"]
    assert card.work_hours and "fri" in card.work_days


@pytest.mark.parametrize(
    "text,kind",
    [
        ("Honestly, I'm tired. Did I tell you? I'm moving house.", ""),
        ("Is that so? I had no idea.", ""),
        ("Here's my news: a party on Saturday. You will come, won't you?", ""),
        ("That sounds hard. Anything I can do?", "help"),
        ("Oh dear. Are you all right?", "hurt"),
        ("Did you sleep all right?", "slept"),
        ("Nice. What's next for you today?", "plans"),
        ("Were you stacking shelves earlier? I spotted you.", "seen"),
        ("What's the capital of Peru?", "other"),
    ],
)
def test_what_a_line_asks_is_its_last_real_question(text, kind):
    assert asked(text) == kind


def test_news_with_a_question_gets_a_reaction_and_an_answer():
    text = reply(
        "Did I tell you? I have a chemistry test on Monday. Any plans for the rest of the morning?"
    )
    # a reaction to the news, then the plan (or that there is none)
    assert any(said_from(s, text) for s in ("ans_next", "ans_no_next", "ans_no_next_home")), text


def test_news_one_already_heard_is_met_as_known_not_as_a_surprise():
    from dataclasses import replace

    from game.brains.llm import templates

    sp, other = CARDS["daniel_hart"], CARDS["leo_hart"]
    req = UtteranceRequest(
        speaker=sp,
        listeners=(Listener(id=other.id, name=other.name, relationship="His son", knows=True),),
        place=HOME,
        now=8 * 60,
        transcript=(
            Line(
                speaker=other.id,
                name=other.name,
                text="Hi, Dad. Have you heard? The bakery on the corner is closing for good.",
            ),
        ),
        memories=(TODAY,),
        max_turns_left=6,
    )
    brain = BuiltinBrain(seed=3)
    fresh = brain.next_utterance(req).text
    known = brain.next_utterance(replace(req, heard_before=True)).text
    assert any(said_from(s, known) for s in ("react_known",)), known
    assert not said_from("react_known", fresh), fresh
    prompt = "\n".join(c for _, c in templates.next_utterance(replace(req, heard_before=True)))
    assert "Daniel had already heard what Leo Hart just said." in prompt


@pytest.mark.parametrize("tie,answers", [("work", "tie_work"), ("home", "tie_home"), ("", "")])
def test_who_is_someone_says_what_we_share_when_the_file_says_nothing(tie, answers):
    from game.mind.brain import InterviewRequest

    people = (Listener(id="ab", name="Ann Bell", knows=bool(tie), ties=(tie,) if tie else ()),)
    req = InterviewRequest(
        persona=CARDS["daniel_hart"],
        question="Who is Ann Bell?",
        now="Fri 13 Feb 2026 10:00",
        relationships=("Ann Bell (closeness 0.5): ",),
        people=people,
    )
    text = BuiltinBrain(seed=1).answer_question(req).text
    if answers:
        assert said_from(answers, text), text
    else:
        assert text.startswith("I know Ann a little"), text


def test_an_invitation_one_meant_to_make_is_asked_and_answered():
    sp, other = CARDS["daniel_hart"], CARDS["maya_hart"]
    wish = MemoryLine(
        id=5,
        text="Daniel Hart wants to ask Maya Hart to come to the spring fair with him on Sunday.",
    )
    brain = BuiltinBrain(seed=3)
    first = Line(speaker=other.id, name=other.name, text="Morning, love.")
    asked_line = ""
    for now in range(9 * 60, 9 * 60 + 40, 5):  # the wish comes up on one of the speaker's turns
        u = brain.next_utterance(
            UtteranceRequest(
                speaker=sp,
                listeners=(Listener(id=other.id, name=other.name, relationship="His wife"),),
                place=HOME,
                now=now,
                transcript=(first, Line(speaker=sp.id, name=sp.name, text="Morning.")),
                memories=(TODAY, wish),
                max_turns_left=6,
            )
        )
        if said_from("ask_invite", u.text):
            asked_line = u.text
            break
    assert asked_line, "the invitation was never made"
    assert asked(asked_line) == "invite"
    reply = brain.next_utterance(
        UtteranceRequest(
            speaker=other,
            listeners=(Listener(id=sp.id, name=sp.name, relationship="Her husband"),),
            place=HOME,
            now=9 * 60,
            transcript=(first, Line(speaker=sp.id, name=sp.name, text=asked_line)),
            memories=(TODAY,),
            max_turns_left=5,
        )
    ).text
    assert said_from("attend_yes", reply), reply


NOW_READING = MemoryLine(
    id=-2,
    text="Now: 09:00-11:00 read in the park (doing: sitting on a bench with a book | at Hart House).",
    kind="context",
)


def test_what_one_is_doing_is_not_recited_to_one_who_can_see_it():
    """ "How are you?" gets how one is ("Fine, thanks."), not "Just sitting on a bench with a
    book.": the one asking is standing there and can see it."""
    answers = [
        reply(q, now=minute, mems=(NOW_READING,))
        for q in lines("ask_day")
        for minute in range(9 * 60 + 5, 9 * 60 + 65, 7)
    ]
    assert answers and not any("bench" in a for a in answers), answers


def _romance_told(listener_id: str, age: int) -> int:
    from game.mind.records import Fact

    crush = Fact(
        key="k",
        about=("camille_moreau", "george_adeyemi"),
        topic="romance",
        mine="I have a soft spot for George Adeyemi.",
        told="Camille Moreau has a soft spot for George Adeyemi.",
    )
    news = MemoryLine(id=7, text=crush.told, kind="observation", importance=6, fact=crush)
    sp, other = CARDS["camille_moreau"], CARDS[listener_id]
    told = 0
    for seed in range(1, 9):
        u = BuiltinBrain(seed=seed).next_utterance(
            UtteranceRequest(
                speaker=sp,
                listeners=(Listener(id=other.id, name=other.name, knows=True, age=age),),
                place=Place(sector="Bluebell Park", arena="Pond"),
                now=10 * 60,
                transcript=(Line(speaker=other.id, name=other.name, text="Hello!"),),
                memories=(TODAY,),
                news=(news,),
                max_turns_left=6,
            )
        )
        told += "soft spot" in u.text
    return told


def test_a_grown_up_tells_no_child_outside_the_family_about_a_romance():
    assert _romance_told("sofia_marino", 26) > 0  # told to a grown-up friend
    assert _romance_told("leo_hart", 10) == 0


def test_had_breakfast_is_answered_by_whether_one_has_sat_down_to_it():
    """At six, in the block 'get ready and have breakfast' but still washing, one has not eaten
    yet; at the table, or past the block's middle, one has."""

    def now(doing: str) -> MemoryLine:
        return MemoryLine(
            id=-2,
            text=f"Now: 06:00-07:00 get ready and have breakfast at home (doing: {doing} | at Hart House).",
            kind="context",
        )

    q = lines("ask_breakfast")[0]
    early = reply(q, now=6 * 60 + 5, mems=(now("take a shower"),))
    assert any(x in early for x in lines("ans_not_ate")), early
    eating = reply(q, now=6 * 60 + 20, mems=(now("eat breakfast"),))
    assert any(x in eating for x in lines("ans_ate")), eating
