"""The speaker's mood in what it says (built-in brain): "how are you" by the mood and its
cause, a close friend who sees the other upset asks first, a low speaker talks less."""

from __future__ import annotations

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases import lines
from game.brains.builtin.phrases_said import said_from
from game.mind.brain import Feeling, Listener, UtteranceRequest
from game.mind.inner.mood import noticed
from game.mind.types import Line, MemoryLine, Place
from tests.brains.test_builtin_support import cards

SP, OTHER = cards()[:2]
HERE = Place(sector=SP.home.sector, arena="Kitchen")
TODAY = MemoryLine(id=-1, text="Today is 2026-02-13 (Friday).", kind="context")
UPSET = Feeling("upset", "workplace_closed", shows=True)
NONE = Feeling()


def say(transcript=(), *, mood=NONE, their_mood=NONE, now=10 * 60, turns=6, known=()):
    return BuiltinBrain(seed=5).next_utterance(
        UtteranceRequest(
            speaker=SP,
            listeners=(
                Listener(
                    id=OTHER.id,
                    name=OTHER.name,
                    relationship="A close friend",
                    knows=True,
                    mood=their_mood,
                ),
            ),
            place=HERE,
            now=now,
            transcript=tuple(transcript),
            memories=(TODAY,),
            max_turns_left=turns,
            mood=mood,
            known=known,
        )
    )


def asked(question: str) -> list[Line]:
    return [
        Line(speaker=SP.id, name=SP.name, text="Hello."),
        Line(speaker=OTHER.id, name=OTHER.name, text=f"Hi. {question}"),
    ]


@pytest.mark.parametrize("question", lines("ask_wellbeing"))
def test_how_are_you_is_answered_by_the_mood_and_its_cause(question):
    text = say(asked(question), mood=UPSET).text
    assert said_from("ans_mood_upset", text) and said_from("mood_why_workplace_closed", text), text
    glad = say(asked(question), mood=Feeling("glad", "talked")).text
    assert said_from("ans_mood_glad", glad) and not said_from("ans_mood_upset", glad), glad
    plain = say(asked(question)).text  # no mood passed: answered as before
    assert not said_from("ans_mood_upset", plain) and not said_from("ans_mood_glad", plain), plain


def test_a_mood_heard_of_second_hand_is_told_as_someone_elses_trouble():
    heard = Feeling("tense", "workplace_closed", shows=True, heard=True)
    text = say(asked(lines("ask_wellbeing")[0]), mood=heard).text
    assert said_from("mood_why_workplace_closed_heard", text), text
    assert not said_from("mood_why_workplace_closed", text), text


def test_a_friend_who_sees_the_other_upset_asks_and_hears_why():
    opening = say(their_mood=UPSET).text
    assert said_from("ask_upset", opening), opening
    calm = say(their_mood=Feeling("calm")).text
    assert not said_from("ask_upset", calm), calm
    for question in lines("ask_upset"):
        text = say(asked(question), mood=UPSET).text
        assert said_from("ans_upset", text) and said_from("mood_why_workplace_closed", text), text
    nothing = say(asked(lines("ask_upset")[0]), mood=Feeling("low", shows=True)).text
    assert said_from("ans_upset_none", nothing), nothing


def test_a_low_speaker_says_its_piece_and_goes():
    talk = asked("How's the day treating you?")
    talk.append(Line(speaker=SP.id, name=SP.name, text="Fine, thanks."))
    talk.append(Line(speaker=OTHER.id, name=OTHER.name, text="Good, good. Busy later on?"))
    talk.append(Line(speaker=SP.id, name=SP.name, text="Not really."))
    talk.append(Line(speaker=OTHER.id, name=OTHER.name, text="I'm making a lantern for school."))
    assert say(talk, mood=Feeling("low", shows=True), turns=8).end  # its third line: goodbye
    assert not say(talk, mood=Feeling("calm"), turns=8).end  # a calm one stays to chat


def test_only_one_close_enough_sees_a_bad_mood_and_only_a_bad_one():
    assert noticed(UPSET, 0.85) is UPSET  # family
    assert noticed(UPSET, 0.3) is None  # a neighbour
    assert noticed(Feeling("calm"), 0.85) is None  # nothing to see


def test_a_trouble_heard_of_names_whom_it_befell_when_the_speaker_knows_them():
    ask = asked(lines("ask_wellbeing")[0])
    for cause in ("workplace_closed", "quarrel", "trouble"):
        heard = Feeling("tense", cause, shows=True, heard=True, who=("tom_reed",))
        text = say(ask, mood=heard, known=(("tom_reed", "Tom Reed"),)).text
        assert said_from(f"mood_why_{cause}_heard_who", text) and "Tom" in text, text
        assert "Reed" not in text and "someone close to me" not in text, text
        # whom one does not know by name: the words without a name
        text = say(ask, mood=heard).text
        assert said_from(f"mood_why_{cause}_heard", text), text


def test_ones_own_work_shut_said_as_why_is_not_told_again_as_news_in_the_same_breath():
    """Asked why one looks upset, one says the bakery was shut; one's news of it is not added
    in other words (was: "They closed the Saltloaf Bakery for the day, out of the blue. They
    shut Saltloaf Bakery on us for the day, out of the blue.")."""
    from game.mind.records import Fact

    work = SP.work.sector if SP.work is not None else "the shop"
    shut = Fact(
        key=f"shut:2026-02-13:{SP.id}", about=(SP.id,), topic="other", news=True,
        mine=f"They shut {work} on us for the day, out of the blue.",
        told=f"{work}, where {SP.name} works, was shut for a day, out of the blue.",
    )  # fmt: skip
    news = (MemoryLine(id=7, text=shut.mine, fact=shut),)
    for question in lines("ask_upset"):
        req = UtteranceRequest(
            speaker=SP, listeners=(Listener(id=OTHER.id, name=OTHER.name, knows=True,
                                            relationship="A close friend"),),
            place=HERE, now=10 * 60, transcript=tuple(asked(question)), memories=(TODAY,),
            max_turns_left=6, mood=UPSET, news=news,
        )  # fmt: skip
        text = BuiltinBrain(seed=5).next_utterance(req).text
        assert said_from("mood_why_workplace_closed", text), text
        assert text.count("shut") + text.count("closed") == 1, text


def test_what_befell_one_listener_is_theirs_only_when_said_to_them_alone():
    """A trouble that befell the one I talk with alone is said to them as theirs ("I'm sorry
    about your work being shut"); in a group it is said by whose it was (was: said to one's
    father of one's mother's bakery, she standing by)."""
    heard = Feeling("tense", "workplace_closed", shows=True, heard=True, who=(OTHER.id,))
    alone = say(asked(lines("ask_wellbeing")[0]), mood=heard).text
    assert said_from("mood_why_workplace_closed_you", alone), alone
    third = Listener(id="tom_reed", name="Tom Reed", knows=True, relationship="A close friend")
    req = UtteranceRequest(
        speaker=SP,
        listeners=(third, Listener(id=OTHER.id, name=OTHER.name, knows=True)),
        place=HERE, now=10 * 60,
        transcript=(Line(speaker=SP.id, name=SP.name, text="Hello."),
                    Line(speaker="tom_reed", name="Tom Reed",
                         text=f"Hi. {lines('ask_wellbeing')[0]}")),
        memories=(TODAY,), max_turns_left=6, mood=heard, known=((OTHER.id, OTHER.name),),
    )  # fmt: skip
    group = BuiltinBrain(seed=5).next_utterance(req).text
    assert not said_from("mood_why_workplace_closed_you", group), group
    assert said_from("mood_why_workplace_closed_heard_who", group), group
