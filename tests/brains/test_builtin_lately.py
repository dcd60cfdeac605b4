"""What one has been saying lately: a phrase the speaker used in the last days (to anyone)
gives way to one it has not, and never outranks what it said today; the request's
``said_lately`` changes the line a brain picks."""

from __future__ import annotations

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases import Phrasebook, fill, lines
from game.brains.builtin.situation import mask
from game.mind.brain import Listener, UtteranceRequest
from game.mind.types import Place
from tests.brains.test_builtin_support import cards

SET = "ask_wellbeing"


def test_a_phrase_said_lately_gives_way_to_one_not_said():
    alts = lines(SET)
    assert len(alts) >= 3
    for seed in range(1, 9):
        fresh = Phrasebook([], seed, "t").pick(SET)
        again = Phrasebook([], seed, "t", lately=(mask(fresh),)).pick(SET)
        assert again != fresh
        # all but one said lately (some more than once): the one not said is the one chosen
        lately = tuple(mask(a) for a in alts[:-1]) * 2
        assert Phrasebook([], seed, "t", lately=lately).pick(SET) == alts[-1]


def test_what_was_said_today_still_counts_first():
    alts = lines(SET)
    lately = tuple(mask(a) for a in alts[:-1])  # the last one free of the last days...
    book = Phrasebook([mask(alts[-1])], 3, "t", lately=lately)  # ...but said today
    assert book.pick(SET) != alts[-1]


def test_the_request_carries_what_the_speaker_has_been_saying():
    a, b = cards()[:2]
    changed = 0
    for seed in range(1, 7):
        req = UtteranceRequest(
            speaker=a,
            listeners=(Listener(id=b.id, name=b.name, knows=True),),
            place=Place(sector="Bluebell Park"),
            now=600,
            transcript=(),
        )
        first = BuiltinBrain(seed=seed).next_utterance(req).text
        lately = BuiltinBrain(seed=seed).next_utterance(
            UtteranceRequest(**{**req.__dict__, "said_lately": (first,) * 3})
        )
        changed += lately.text != first
    assert changed >= 5  # (one line of many may have nothing else to say)


def test_a_templates_own_words_said_lately_count_whatever_filled_them():
    """ "Lunch later, all being well." said yesterday: today's next thing is not "Work soon,
    all being well." while the set has lines whose words were not said lately."""
    name = "ans_next_said_later"
    worded = ("after that we'll see", "all being well", "Not much", "Next up")
    alts = [a for a in lines(name) if any(w in a for w in worded)]
    assert len(alts) == len(worded) < len(lines(name))
    yesterday = {"plan": "lunch", "Plan": "Lunch", "later": "later on"}
    lately = tuple(mask(fill(a, yesterday)) for a in alts)
    slots = {"plan": "work", "Plan": "Work", "later": "soon"}
    fresh = [Phrasebook([], seed, "t").pick(name, **slots) for seed in range(1, 13)]
    assert any(w in p for p in fresh for w in worded)  # (by hash alone, some are picked)
    for seed in range(1, 13):
        said = Phrasebook([], seed, "t", lately=lately).pick(name, **slots)
        assert not any(w in said for w in worded), said
