"""The speaker's mood in what it says (built-in brain): "how are you" by the mood and its
cause, a close friend who sees the other upset asks first, a low speaker talks less."""

from __future__ import annotations

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases import lines, said_from
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
