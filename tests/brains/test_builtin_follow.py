"""A talk that stays on what was said: news told as a record gets a question its topic makes
natural, and the teller answers that question from records (the answers of that question, its
own or as one who only heard it; a gathering by what its mind decided)."""

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.tables import active
from game.brains.builtin.talk_follow import OWN_TROUBLE, SETS, asked_set
from game.mind.brain import Line, Listener, UtteranceRequest
from game.mind.facts import Fact
from game.mind.types import MemoryLine, Place
from tests.mind.test_reflect import make_resident

WORRY = Fact(
    key="seed:bob:0", about=("bob",), topic="worry", mine="I'm worried about my shop.",
    told="Bob Marsh is worried about his shop.",
)  # fmt: skip


def _ann():
    return make_resident().card()


def _bob():
    from dataclasses import replace

    return replace(_ann(), id="bob", name="Bob Marsh", facts=(WORRY,))


def _say(card, other_id, other_name, transcript, **kw):
    who = Listener(id=other_id, name=other_name, relationship="an old friend", knows=True)
    req = UtteranceRequest(
        speaker=card, listeners=(who,), place=Place(sector="Bakery"),
        transcript=tuple(transcript), known=((other_id, other_name),), **{"now": 600, **kw},
    )  # fmt: skip
    return BuiltinBrain(seed=3).next_utterance(req)


def test_every_follow_up_question_belongs_to_one_set():
    for name in SETS:
        for q in active().phrases[name]:
            if "{" not in q:
                assert asked_set(q) == name, (q, asked_set(q))


def test_news_told_as_a_record_is_asked_about_then_answered_in_kind():
    told = Line(speaker="bob", name="Bob Marsh", text="Morning. " + WORRY.mine, fact=WORRY)
    asked = asked_line = None
    for seed_minute in range(0, 60):  # a question is asked of some news, not all: find one
        ann = _say(_ann(), "bob", "Bob Marsh", [told], now=600 + seed_minute)
        if asked_set(ann.text):
            asked, asked_line = ann, ann.text
            break
    assert asked is not None, "no follow-up in an hour of tries"
    assert asked_set(asked_line) in OWN_TROUBLE["worry"] and asked.fact == WORRY
    back = Line(speaker="ann", name="Ann Lee", text=asked_line, fact=asked.fact)
    reply = _say(_bob(), "ann", "Ann Lee", [told, back], heard_before=True)
    own = active().phrases[f"ans_{asked_set(asked_line)}_own"]
    assert any(reply.text.startswith(a) for a in own), reply.text


@pytest.mark.parametrize("going, words", [("host", "attend_host"), ("work", "attend_no_work")])
def test_are_you_going_is_answered_by_what_the_mind_decided(going, words):
    from game.mind.records import Gathering

    party = Gathering(
        what="party", place="Corner Cafe", date="2026-02-14", start=1020, end=1140,
        host="bob", host_name="Bob Marsh", source="talk",
    )  # fmt: skip
    news = Fact(
        key="seed:bob:1", about=("bob",), topic="party", mine="I'm throwing a party {when}.",
        told="Bob Marsh is throwing a party at Corner Cafe {when}.", event=party,
    )  # fmt: skip
    q = Line(speaker="ann", name="Ann Lee", text="Are you going?", fact=news)
    reply = _say(_bob(), "ann", "Ann Lee", [q], going=going, heard_before=True)
    assert said_from(words, reply.text), reply.text


def test_a_goodbye_after_a_trouble_fits_whose_trouble_it_was():
    """Told someone's worry, one takes one's leave kindly; the one whose worry it is thanks
    them; news of a third person's trouble ends in a hope, never a breezy 'Enjoy your
    evening'."""
    from game.brains.builtin.phrases_said import said_from

    told = Line(speaker="bob", name="Bob Marsh", text=WORRY.mine, fact=WORRY)
    reply = Line(speaker="ann", name="Ann Lee", text="Oh dear. I'm sorry.")
    last = {"max_turns_left": 1, "heard_before": True}
    ann = _say(_ann(), "bob", "Bob Marsh", [told], **last)
    bob = _say(_bob(), "ann", "Ann Lee", [told, reply], **last)
    assert said_from("bye_trouble", ann.text), ann.text
    assert said_from("bye_trouble_own", bob.text), bob.text
    cara = Fact(
        key="seed:cara:0", about=("cara",), topic="illness", mine="", told="Cara Dunn is ill."
    )
    news = Line(speaker="bob", name="Bob Marsh", text=cara.told, fact=cara)
    ann = _say(_ann(), "bob", "Bob Marsh", [news], **last)
    assert said_from("bye_trouble_other", ann.text), ann.text


def test_a_worry_kept_from_someone_is_not_told_to_them():
    """'What's up?' from the very one a worry is kept from is not answered with that worry,
    however close they are."""
    from dataclasses import replace

    from game.mind.brain import Feeling

    knee = Fact(
        key="seed:bob:9", about=("bob", "ann"), topic="illness", secret=True,
        mine="I've got a bad knee, but I'm keeping it from Ann.", told="Bob Marsh hides a bad knee.",
    )  # fmt: skip
    bob = replace(_bob(), facts=(knee,))
    ask = Line(speaker="ann", name="Ann Lee", text="Oh dear. What's the matter?")
    who = Listener(id="ann", name="Ann Lee", relationship="his daughter", knows=True,
                   confidant=True)  # fmt: skip
    for minute in range(600, 640):
        req = UtteranceRequest(
            speaker=bob, listeners=(who,), place=Place(sector="Bakery"), now=minute,
            transcript=(ask,), known=(("ann", "Ann Lee"),), mood=Feeling(word="low"),
        )  # fmt: skip
        said = BuiltinBrain(seed=3).next_utterance(req).text
        assert "knee" not in said, said


def test_asked_how_ones_project_goes_one_says_the_next_thing_one_has_on_it():
    """'How's it coming along?' - 'Bit by bit. I'm testing a plum tart for the show.': the
    answer goes on with another record of one's own on the same matter, and carries it."""
    from dataclasses import replace

    cake = Fact(
        key="seed:bob:1", about=("bob",), topic="project", news=True,
        mine="I'm entering my lemon cake in the show.", told="Bob Marsh is entering a cake.",
    )  # fmt: skip
    tart = Fact(
        key="seed:bob:2", about=("bob",), topic="project",
        mine="I'm baking a trial lemon cake every evening for the show.",
        told="Bob Marsh is baking a trial cake every evening.",
    )  # fmt: skip
    bob = replace(_ann(), id="bob", name="Bob Marsh", facts=(cake, tart))
    told = Line(speaker="bob", name="Bob Marsh", text="Morning. " + cake.mine, fact=cake)
    news = (MemoryLine(id=3, text=tart.told, fact=tart),)  # (news it might tell as well)
    for q in active().phrases["follow_project_how"]:
        back = Line(speaker="ann", name="Ann Lee", text=q, fact=cake)
        reply = _say(bob, "ann", "Ann Lee", [told, back], news=news)
        assert reply.text.count(tart.mine) == 1, reply.text  # said once, not told again
        assert reply.fact == tart or tart.key in reply.also, reply
