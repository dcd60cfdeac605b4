"""Answers that answer the question asked: "Busy morning in here?" is answered with how busy
one is, not how one is; one who comes up to a group that is breaking up does not say "I'll
join you" and then "don't mind me"."""

from __future__ import annotations

from game.brains.builtin import BuiltinBrain, talk_acts
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.phrases_said import said_from
from game.mind.brain import Listener, UtteranceRequest
from game.mind.types import Line, Place
from tests.brains.test_builtin_support import cards

CARDS = cards()


def test_a_busy_question_is_answered_with_how_busy():
    assert talk_acts.asked("Oh, you know. Busy morning in here?") == "busy"
    sc_card = CARDS[0]
    from game.brains.builtin import situation

    req = UtteranceRequest(
        speaker=sc_card,
        listeners=(Listener(id="x", name="Xan Smith", knows=True),),
        place=Place(sector="Bluebell Park", arena="Pond"),
        now=600,
        transcript=(),
    )
    sc = situation.read(req, 1)
    for seed in range(1, 6):
        said = talk_acts.answer(sc, Phrasebook([], seed), {"addr": "Xan"}, "busy", seed)
        # (how busy: off work, in the park, that one is not)
        assert said_from("ans_busy", said) or said_from("ans_not_busy", said), said


def test_joining_a_group_that_breaks_up_is_a_plain_hello():
    a, b, c = CARDS[:3]
    seen = 0
    for seed in range(1, 40):
        brain = BuiltinBrain(seed=seed)
        u = brain.next_utterance(
            UtteranceRequest(
                speaker=c,
                listeners=(
                    Listener(id=a.id, name=a.name, knows=True),
                    Listener(id=b.id, name=b.name, knows=True),
                ),
                place=Place(sector="Bluebell Park", arena="Pond"),
                now=600 + seed,
                transcript=(
                    Line(speaker=a.id, name=a.name, text="Morning. Lovely day for it."),
                    Line(speaker=b.id, name=b.name, text="It is. Right, I'd better be off."),
                ),
                max_turns_left=1,
            )
        )
        if said_from("join_leave", u.text):
            seen += 1
            assert not said_from("greet_group_join", u.text), u.text
    assert seen  # the check saw someone come up to a group that was breaking up
