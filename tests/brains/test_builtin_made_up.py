"""Two who make up a row in a talk (a blind reader of a made harbour: "I was hoping you'd say
that. I've been turning our row over, and I'd like to make it up." in one breath; "Gbenga and
I have made it up." / "Is it still going on?" / "It is, sadly."; a goodbye of "I've said my
piece." after the peace; and "things still aren't right between us" thought after it)."""

from __future__ import annotations

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases import Phrasebook, lines
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.profile import profile_of
from game.brains.builtin.situation import Scene
from game.brains.builtin.talk_follow import question
from game.brains.builtin.talk_leave import goodbye
from game.lang.en import English
from game.mind import language
from game.mind.brain import Listener, UtteranceRequest
from game.mind.facts import Fact, peace_key
from game.mind.types import Line, MemoryLine, Place
from tests.brains.test_builtin_support import cards
from tests.mind.test_reflect import make_resident

CARDS = {c.id: c for c in cards()}
TODAY = MemoryLine(id=-1, text="Today is 2026-02-14 (Saturday).", kind="context")
RIVAL = "A rival; they quarrel about the noise from the pub"


def _with_english(run):
    before = language.reading()
    language.use(English())
    try:
        run()
    finally:
        language.use(before)


def test_one_who_meant_to_make_up_answers_the_other_doing_it_and_says_it_no_twice():
    def run():
        sp, other = CARDS["ethan_brooks"], CARDS["samuel_okafor"]
        for seed in range(1, 13):
            sorry = lines("intent_settle")[seed % 3]
            req = UtteranceRequest(
                speaker=sp,
                listeners=(Listener(id=other.id, name=other.name, relationship=RIVAL, knows=True),),
                place=Place(sector="Bluebell Park", arena="Lawn"), now=10 * 60,
                transcript=(Line(speaker=other.id, name=other.name, text=f"Ethan. {sorry}"),),
                memories=(TODAY,), max_turns_left=6, intent="settle",
            )  # fmt: skip
            said = BuiltinBrain(seed=seed).next_utterance(req).text
            assert any(said_from(s, said) for s in ("intent_settle_reply", "intent_settle_cold"))
            assert not any(x[:25] in said for x in lines("intent_settle")), said

    _with_english(run)


def _scene(transcript: tuple[Line, ...]) -> Scene:
    card = make_resident().card()
    bob = Listener(id="bob", name="Bob Marsh", relationship=RIVAL, knows=True)
    return Scene(
        sp=card, prof=profile_of(card), listener=bob, others=(bob,), kind="quarrel", role="",
        addr="Bob", sector="The Mill", sector_kind="pub", owners="a public place", now=600,
        transcript=transcript,
    )  # fmt: skip


def test_made_up_in_this_talk_the_goodbye_is_no_curt_one():
    card = make_resident().card()
    sorry = Line(speaker=card.id, name=card.name, text=lines("intent_settle")[0])
    taken = Line(speaker="bob", name="Bob Marsh", text=lines("intent_settle_reply")[0])
    for n in range(12):
        book = Phrasebook((card.id, str(n)))
        made = goodbye(_scene((sorry, taken)), book, {"addr": "Bob", "name": "Bob"})
        assert not said_from("quarrel_bye", made), made
    rows = [goodbye(_scene(()), Phrasebook(("x", str(n))), {"addr": "Bob"}) for n in range(12)]
    assert all(said_from("quarrel_bye", t) for t in rows), rows  # (no peace: curt as ever)


def test_news_of_a_peace_is_not_asked_whether_it_is_still_going_on():
    peace = Fact(
        key=peace_key("bob", "cat"), about=("bob", "cat"), topic="quarrel",
        mine="Cat and I have made it up.", told="Bob Marsh and Cat Lowe have made it up.",
    )  # fmt: skip
    asked = [
        question(_scene(()), Phrasebook(("q", str(s))), peace, "bob", {"addr": "Bob"}, seed=s)
        for s in range(60)
    ]
    assert not any(said_from("follow_quarrel_on", t) for t in asked), asked
