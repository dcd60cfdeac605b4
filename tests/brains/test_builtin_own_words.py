"""A storyline is said from its record, not recited from the residents file (``news_words``).

One's own trouble comes out whole the first time, then in words that fit the moment (to one
close, to a neighbour, to one who knows it already); another's trouble, quarrel or gathering
is passed on in the teller's words, not in the file's ``told`` sentence; a line said in those
words still carries the record to its hearer; and a gathering and how it went are one thing
heard of its host, not two that "add up" to the same thought in everyone's head."""

from __future__ import annotations

from dataclasses import replace

from game.brains.builtin import situation, talk_facts, talk_record
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.tables import load_tables, use_tables
from game.lang import reading_for
from game.mind import language
from game.mind.brain import Listener, UtteranceRequest
from game.mind.facts import Fact
from game.mind.types import Gathering, MemoryLine, Place
from tests.brains.test_builtin_reflection import ANN, Q_BOB, ask, talk, told
from tests.brains.test_builtin_support import cards

CARD = cards()[0]
WORRY = Fact(
    key="seed:me:0",
    about=(CARD.id, "bob"),
    topic="worry",
    mine="I'm worried about my brother, who hasn't been sleeping.",
    told=f"{CARD.name} is worried about her brother, who hasn't been sleeping.",
)
THEIRS = Fact(
    key="seed:ann:0",
    about=("ann", "bob"),
    topic="quarrel",
    mine="I've fallen out with Bob Marsh over the hedge.",
    told="Ann Lee and Bob Marsh have fallen out over the hedge.",
)
NAMES = {"bob": "Bob Marsh", "ann": "Ann Lee", "cid": "Cid Page", "dot": "Dot Hale"}


def _scene(fact: Fact, retold=(), listener: Listener | None = None, now: int = 600):
    lis = listener or Listener(id="cid", name="Cid Page", knows=True)
    req = UtteranceRequest(
        speaker=replace(CARD, facts=(fact,) if fact.subject == CARD.id else ()),
        listeners=(lis,),
        place=Place(sector="Bluebell Park", arena="Pond"),
        now=now,
        transcript=(),
        retold=retold,
    )
    sc = situation.read(req, 3)
    sc.names = {**NAMES, **sc.names}
    return sc


def _tell(sc, fact: Fact, salt: object = 0) -> str:
    return talk_facts.tell(sc, Phrasebook([], 3, salt), fact, 3)


def test_ones_own_trouble_comes_out_whole_the_first_time():
    assert WORRY.mine in _tell(_scene(WORRY), WORRY)


def test_told_again_it_is_said_from_its_record_not_recited():
    lines: list[str] = []  # (the speaker's lines so far today: what it has said already)
    for n, w in enumerate(("cid", "dot", "ann"), 1):
        sc = _scene(WORRY, ((WORRY.key, n),), Listener(id=w, name=NAMES[w], knows=True))
        lines.append(talk_facts.tell(sc, Phrasebook(list(lines), 3, n), WORRY, 3))
    assert not any("hasn't been sleeping" in x for x in lines), lines
    assert all("Bob" in x for x in lines), lines  # (whom the worry is about, from the record)
    assert len(set(lines)) == len(lines), lines


def test_the_words_fit_the_moment_a_neighbour_one_close_one_who_knows():
    retold = ((WORRY.key, 2),)
    neighbour = Listener(id="cid", name="Cid Page", knows=True, ties=("neighbour",))
    close = Listener(id="dot", name="Dot Hale", knows=True, relationship="Her best friend.")
    knows = Listener(id="dot", name="Dot Hale", knows=True, has=(WORRY.key,))
    said = {
        who: _tell(_scene(WORRY, retold, lis), WORRY)
        for who, lis in (("neighbour", neighbour), ("close", close), ("knows", knows))
    }
    assert len(set(said.values())) == 3, said
    assert not any(WORRY.mine in x for x in said.values()), said


def test_anothers_quarrel_is_passed_on_in_the_tellers_words():
    lines = {
        _tell(_scene(THEIRS, (), Listener(id=w, name=NAMES[w], knows=True)), THEIRS, w)
        for w in ("cid", "dot")
    }
    assert not any("over the hedge" in x for x in lines), lines
    assert all("Ann" in x and "Bob" in x for x in lines), lines


def test_a_line_in_ones_own_words_still_carries_the_record():
    sc = _scene(WORRY, ((WORRY.key, 1),))
    text = _tell(sc, WORRY)
    assert WORRY.mine not in text
    voiced, _also = talk_record.carried(sc, text, "", "", None, None, None, None)
    assert voiced is not None and voiced.key == WORRY.key, text


def test_a_gathering_and_how_it_went_are_one_thing_heard_not_two():
    g = Gathering(
        what="street clean-up",
        place="the Green",
        date="2026-02-14",
        start=600,
        end=720,
        host="bob",
        host_name="Bob Marsh",
    )
    party = told(
        1,
        7,
        "Cara Dunn",
        "bob",
        "Bob Marsh is organising a street clean-up.",
        "13 Feb 09:00",
        topic="party",
        event=g,
    )
    went = told(
        2,
        9,
        "Dan Ford",
        "bob",
        "Bob Marsh's street clean-up had 15 people at it.",
        "14 Feb 13:00",
        topic="other",
    )
    went = replace(went, fact=replace(went.fact, key=g.outcome_key))
    party, went = (replace(m, about="Bob Marsh") for m in (party, went))
    out = ask(Q_BOB, [party, went])
    assert not any("clean-up" in i.text and "15 people" in i.text for i in out), out


def test_six_sweethearts_of_bob_do_not_think_the_same_sentence():
    """What one makes of one's sweetheart is one's own thought: six residents with the same
    records of Bob do not all land on the same few words (the book is each one's own)."""
    mems = [
        MemoryLine(id=1, text="Ann knows Bob Marsh: sweethearts.", when="12 Feb 06:00",
                   about="Bob Marsh", bond="romance"),
        talk(2, 7, "Bob Marsh", "13 Feb 09:00"),
        talk(3, 9, "Bob Marsh", "14 Feb 11:00"),
    ]  # fmt: skip
    said = set()
    for i in range(6):
        p = replace(ANN, id=f"ann{i}", name=f"Ann{i} Lee")
        said |= {
            x.text for x in ask(f"How are things between Ann{i} and Bob Marsh lately?", mems, p)
        }
    assert len(said) >= 4, said


def test_in_chinese_ones_wife_is_called_by_her_given_name_not_her_full_name():
    """One telling his worry about his wife again: "秀英", as a husband says it, not
    "王秀英", as the records write her."""
    before = language.reading()
    language.use(reading_for("zh"))
    use_tables(load_tables(language="zh"))
    try:
        worry = replace(WORRY, about=(CARD.id, "gui"), mine="我担心我妻子。", told="他担心他妻子。")
        sc = _scene(worry, ((worry.key, 2),), Listener(id="cid", name="张伟", knows=True))
        sc.names = {**sc.names, "gui": "王秀英"}
        sc.housemates = ("gui",)
        said = _tell(sc, worry)
    finally:
        use_tables(None)
        language.use(before)
    assert "秀英" in said and "王秀英" not in said, said
