"""A need one feels shows in what one says (``talk_feeling``): one who has been on its own for
hours says so to someone it knows on its first line, before the news it has to tell (was: the
news came first and it never said so); a friend answers warmly, and the relief shows before the
news. Never to a stranger, once a day; a skipped meal only to someone close. In both languages.

(Ann Lee is the speaker of ``make_resident``; Bob an old friend, Cat a neighbour.)"""

from __future__ import annotations

import pytest

from game.brains.builtin import BuiltinBrain, talk_feeling
from game.brains.builtin.phrases import lines
from game.brains.builtin.phrases_said import said_from
from game.brains.embeddings import HashEmbedder
from game.mind.brain import Feeling, Line, Listener, UtteranceRequest
from game.mind.facts import Fact
from game.mind.persona import parse_personas
from game.mind.resident import MindConfig, Resident
from game.mind.types import MemoryLine, Place
from tests.brains.test_builtin_honoree import language  # noqa: F401 (the en/zh fixture)
from tests.mind.test_reflect import entry, make_resident

ANN = make_resident().card()
BOB = Listener(id="bob", name="Bob Marsh", relationship="an old friend", knows=True, age=40)
CAT = Listener(id="cat", name="Cat Lowe", relationship="a neighbour", knows=True, age=40)
STRANGER = Listener(id="dan", name="Dan Lowe", age=40)
LONELY = Feeling(lonely=True, low=("social",))
HUNGRY = Feeling(low=("fullness",))
PLAIN = Feeling()
NEWS = Fact(
    key=f"seed:{ANN.id}:1", about=(ANN.id,), topic="project", news=True,
    mine="I'm mending the sea wall.", told="Ann Lee is mending the sea wall.",
)  # fmt: skip
SEEDS = range(1, 13)


def _say(who, mood=PLAIN, transcript=(), said_today=(), seed=1, speaker=ANN, news=True):
    context = [
        MemoryLine(id=-1, text="Today is 2026-02-13 (Friday).", kind="context"),
        MemoryLine(id=-2, text="We are at The Green (park), a public place.", kind="context"),
    ]
    if said_today:
        quoted = " ".join(f'"{x}"' for x in said_today)
        context.append(MemoryLine(id=-3, text=f"Said today: {quoted}", kind="context"))
    req = UtteranceRequest(
        speaker=speaker, listeners=(who,), place=Place(sector="The Green"), now=16 * 60,
        transcript=tuple(transcript), memories=tuple(context), max_turns_left=8, mood=mood,
        news=(MemoryLine(id=7, text=NEWS.text(speaker.id), fact=NEWS),) if news else (),
        known=((who.id, who.name), ("tom", "Tom Hale")),
    )  # fmt: skip
    return BuiltinBrain(seed=seed).next_utterance(req)


def _wall(text: str) -> bool:
    return "sea wall" in text or "海堤" in text or "mending" in text


def _told(text: str) -> str:
    return talk_feeling.said_need(text)


@pytest.mark.usefixtures("language")
def test_one_on_its_own_for_hours_says_so_before_its_news():
    firsts = [_say(BOB, LONELY, seed=s) for s in SEEDS]
    told = [u for u in firsts if _told(u.text) == "social"]
    assert len(told) >= len(firsts) // 2, [u.text for u in firsts]  # (not every day)
    for u in told:
        assert not _wall(u.text) and not u.end, u.text
    plain = [_say(BOB, seed=s).text for s in SEEDS]
    assert not any(_told(t) for t in plain), plain
    assert all(_wall(t) for t in plain), plain  # (the news, first, as before)


@pytest.mark.usefixtures("language")
def test_never_to_a_stranger_and_once_a_day():
    assert not any(_told(_say(STRANGER, LONELY, seed=s).text) for s in SEEDS)
    said = next(u.text for s in SEEDS if _told((u := _say(BOB, LONELY, seed=s)).text))
    again = [_say(CAT, LONELY, said_today=(said,), seed=s).text for s in SEEDS]
    assert not any(_told(t) for t in again), again


@pytest.mark.usefixtures("language")
def test_a_friend_answers_warmly_and_the_relief_shows_before_the_news():
    seed = next(s for s in SEEDS if _told(_say(BOB, LONELY, seed=s).text))
    first = _say(BOB, LONELY, seed=seed)
    t = [Line(speaker=ANN.id, name=ANN.name, text=first.text)]
    ann = Listener(id=ANN.id, name=ANN.name, relationship="an old friend", knows=True, age=40)
    persona = parse_personas({"residents": [entry("bob", "Bob Marsh")]})[0]
    bob = Resident(persona, HashEmbedder(), MindConfig()).card()
    warm = _say(ann, transcript=t, seed=seed, speaker=bob, news=False)
    assert said_from("need_heard_social_close", warm.text) and not warm.end, warm.text
    t.append(Line(speaker="bob", name="Bob Marsh", text=warm.text))
    eased = _say(BOB, LONELY, transcript=t, seed=seed)
    assert said_from("need_eased_social", eased.text) and _wall(eased.text), eased.text
    # (a neighbour is kind, not as warm as a friend)
    ann_known = Listener(id=ANN.id, name=ANN.name, relationship="a neighbour", knows=True)
    kind = _say(ann_known, transcript=t[:1], seed=seed, speaker=bob, news=False)
    assert said_from("need_heard_social", kind.text), kind.text


@pytest.mark.usefixtures("language")
def test_a_skipped_meal_is_told_only_to_someone_close():
    assert any(_told(_say(BOB, HUNGRY, seed=s).text) == "fullness" for s in SEEDS)
    assert not any(_told(_say(CAT, HUNGRY, seed=s).text) for s in SEEDS)


@pytest.mark.parametrize("need", talk_feeling.SAID)
@pytest.mark.usefixtures("language")
def test_every_need_has_its_words_and_answers(need):
    for name in (f"need_said_{need}", f"need_heard_{need}", f"need_heard_{need}_close"):
        assert lines(name), name
    assert lines(f"need_eased_{need}")


def test_in_a_group_it_is_said_to_the_one_greeted_who_answers_it():
    def group(seed):
        req = UtteranceRequest(
            speaker=ANN, listeners=(BOB, CAT), place=Place(sector="The Green"), now=16 * 60,
            memories=(MemoryLine(id=-1, text="Today is 2026-02-13 (Friday).", kind="context"),),
            max_turns_left=8, mood=LONELY, known=(("bob", "Bob Marsh"), ("cat", "Cat Lowe")),
            transcript=(),
        )  # fmt: skip
        return BuiltinBrain(seed=seed).next_utterance(req)

    told = [u for s in SEEDS if _told((u := group(s)).text)]
    assert told and all(u.to in ("bob", "cat") and u.asks for u in told), told
