"""At home: what one did today without the family is news to them, and a birthday supper
tonight is the family's dinner (blind readers: a wife told where her husband had just been
answered "So you told me."; an honoree asked her husband "Are you eating with us tonight?" on
the night of her own birthday supper)."""

from __future__ import annotations

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from
from game.lang.en import English
from game.mind import language
from game.mind.brain import Listener, UtteranceRequest
from game.mind.records import Fact, Gathering
from game.mind.types import Line, MemoryLine, Place
from tests.brains.test_builtin_support import cards

CARDS = {c.id: c for c in cards()}
TODAY = MemoryLine(id=-1, text="Today is 2026-02-13 (Friday).", kind="context")
HOME = Place(sector="Okafor House", arena="Kitchen")
# her husband's birthday supper for her, tonight at seven
SUPPER = Fact(
    key="seed:samuel_okafor:0", about=("samuel_okafor",), topic="party", news=True,
    mine="I'm holding a birthday supper for Grace {when}.",
    told="Samuel Okafor is holding a birthday supper for Grace {when}.",
    event=Gathering(
        what="birthday supper", place="Copper Kettle Pub", date="2026-02-13", start=1140,
        end=1260, host="samuel_okafor", host_name="Samuel Okafor",
        honoree="grace_okafor", honoree_name="Grace Okafor",
    ),
)  # fmt: skip


def _reply(told: str, seed: int) -> str:
    sp, other = CARDS["grace_okafor"], CARDS["samuel_okafor"]
    req = UtteranceRequest(
        speaker=sp,
        listeners=(
            Listener(
                id=other.id, name=other.name, relationship="Her husband", knows=True, ties=("home",)
            ),
        ),
        place=HOME,
        now=20 * 60,
        transcript=(Line(speaker=other.id, name=other.name, text=told),),
        memories=(TODAY,),
        max_turns_left=6,
        housemates=(other.id,),
    )
    return BuiltinBrain(seed=seed).next_utterance(req).text


def test_where_ones_husband_went_tonight_is_news_to_one():
    before = language.reading()
    language.use(English())
    try:
        went = "Here's my news: I went to the quiz night at Copper Kettle Pub this evening."
        standing = "Here's my news: I'm building a new set of shelves for the shop."
        outing = [_reply(went, s) for s in range(1, 25)]
        habit = [_reply(standing, s) for s in range(1, 25)]
        assert not any(said_from("react_own_home", t) for t in outing), outing
        assert any(said_from("react_own_home", t) for t in habit), habit  # (lives with it)
    finally:
        language.use(before)


def _asks(facts: tuple[Fact, ...]) -> list[str]:
    sp, other = CARDS["grace_okafor"], CARDS["samuel_okafor"]
    out = []
    for seed in range(1, 41):
        for now in (15 * 60 + 3, 16 * 60 + 41, 17 * 60 + 20):
            req = UtteranceRequest(
                speaker=sp,
                listeners=(
                    Listener(
                        id=other.id,
                        name=other.name,
                        relationship="Her husband",
                        knows=True,
                        ties=("home",),
                    ),
                ),
                place=Place(sector="Bluebell Park", arena="Lawn"),
                now=now,
                transcript=(),
                memories=(
                    TODAY,
                    *(MemoryLine(id=i, text=f.told, fact=f) for i, f in enumerate(facts)),
                ),
                max_turns_left=6,
                housemates=(other.id,),
            )
            out.append(BuiltinBrain(seed=seed).next_utterance(req).text)
    return out


def test_no_one_asks_if_their_husband_eats_with_them_on_their_birthday_supper_night():
    supper = SUPPER
    tomorrow = Fact(
        key=supper.key, about=supper.about, topic="party", news=True, mine=supper.mine,
        told=supper.told, event=Gathering(**{**supper.event.__dict__, "date": "2026-02-14"}),
    )  # fmt: skip
    tonight = _asks((supper,))
    assert not any(said_from("ask_dinner", t) for t in tonight), tonight
    assert any(said_from("ask_dinner", t) for t in _asks((tomorrow,)))  # (tonight, as ever)


def test_on_the_day_of_her_birthday_supper_her_husband_wishes_her_and_she_thanks_him():
    sp, her = CARDS["samuel_okafor"], CARDS["grace_okafor"]
    supper = SUPPER
    opened, thanked = [], []
    for seed in range(1, 13):
        req = UtteranceRequest(
            speaker=sp,
            listeners=(
                Listener(id=her.id, name=her.name, relationship="His wife", knows=True,
                         ties=("home",)),
            ),
            place=HOME, now=7 * 60 + 30, transcript=(), max_turns_left=6,
            memories=(TODAY, MemoryLine(id=1, text=supper.told, fact=supper)),
            housemates=(her.id,),
        )  # fmt: skip
        first = BuiltinBrain(seed=seed).next_utterance(req).text
        opened.append(first)
        back = UtteranceRequest(
            speaker=her,
            listeners=(
                Listener(id=sp.id, name=sp.name, relationship="Her husband", knows=True,
                         ties=("home",)),
            ),
            place=HOME, now=7 * 60 + 31, max_turns_left=6, memories=(TODAY,),
            transcript=(Line(speaker=sp.id, name=sp.name, text=first),), housemates=(sp.id,),
        )  # fmt: skip
        thanked.append(BuiltinBrain(seed=seed).next_utterance(back).text)
    assert all(said_from("birthday_wish_to", t) for t in opened), opened
    assert not any(said_from("ask_back", t) for t in opened), opened  # (she knows: the supper)
    assert all(said_from("birthday_thanks", t) for t in thanked), thanked
