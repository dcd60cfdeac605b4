"""A family's standing trouble is the family's own (a blind reader of a made harbour: a daughter
passed on her own parents' trouble as gossip, "Shona is worried about her husband, who hasn't
been well ... No idea, I only heard it in passing"; at home nobody spoke of it, "Dad! You
okay?" / "Good, ta."; and the mother asked a neighbour to look in on him "while I'm at work"
naming no time). Now: told as family ("Mum's worried about Dad"), asked more answered as one
who lives with it, asked after at home and answered truthfully, and a look-in request names a
day and time when the asker is at work and the other at home (``news_kin``, ``talk_ill``,
``talk_look_in``)."""

from __future__ import annotations

from datetime import date

from game.brains.builtin import BuiltinBrain, news_kin, talk_look_in
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.situation import read
from game.brains.builtin.tables import load_tables, use_tables
from game.mind.brain import Housemate, Line, Listener, PersonaCard, UtteranceRequest
from game.mind.facts import Fact
from game.mind.types import MemoryLine, Place

HOME = Place(sector="1 Row", arena="Kitchen")
SHOP = Place(sector="Shop")
WORRY = Fact(key="seed:ann:0", about=("ann", "tom"), topic="worry",
             mine="I'm worried about my husband, who hasn't been well.",
             told="Ann Lee is worried about her husband, who hasn't been well.")  # fmt: skip
ILL = Fact(key="seed:tom:0", about=("tom",), topic="illness",
           mine="I haven't been well lately.", told="Tom Lee hasn't been well lately.")  # fmt: skip
KNOWN = (("ann", "Ann Lee"), ("tom", "Tom Lee"), ("jo", "Jo Lee"), ("bob", "Bob Marsh"))
JO = PersonaCard(id="jo", name="Jo Lee", age=24, home=HOME)
JO_BONDS = (("ann", "Her mother, a teacher."), ("tom", "Her father, a skipper."))
BOB = Listener(id="bob", name="Bob Marsh", relationship="A friend.", knows=True, age=50,
               kin=(("ann", 62), ("tom", 66)))  # fmt: skip


def _jo(transcript, seed, **kw) -> UtteranceRequest:
    return UtteranceRequest(
        speaker=JO, listeners=(BOB,), place=SHOP, now=16 * 60, transcript=transcript,
        known=KNOWN, housemates=("ann", "tom"), housemate_bonds=JO_BONDS, max_turns_left=3, **kw,
    )  # fmt: skip


def test_asked_after_her_mother_a_daughter_tells_the_trouble_as_family():
    """Was: "Well enough, but there's been a bit of bother: Ann is worried about her husband,
    who hasn't been well." (of her own parents)."""
    news = (MemoryLine(id=1, text=WORRY.told, seed=True, fact=WORRY, source="Ann Lee"),)
    asked = (Line(speaker="bob", name="Bob Marsh", text="How's Ann getting on?"),)
    said = [
        BuiltinBrain(seed=s).next_utterance(_jo(asked, s, household_news=news)).text
        for s in range(1, 7)
    ]
    for text in said:
        assert "her husband" not in text and "Ann Lee" not in text, text
        assert "Dad" in text and any(said_from(n, text) for n in ("kin_worry",)), text


def _scene(req, seed=1):
    return read(req, seed)


def test_asked_more_a_daughter_answers_as_one_who_lives_with_it():
    """Was: "No idea, I only heard it in passing." of her own father."""
    sc = _scene(_jo((), 1))
    book = Phrasebook([], 1)
    said = news_kin.follow(sc, book, WORRY)
    assert said_from("ans_follow_kin", said) and "Dad" in said, said
    assert news_kin.follow(sc, book, ILL)  # his own illness, too
    other = Fact(key="seed:bob:0", about=("bob", "cat"), topic="worry", mine="x", told="y")
    assert news_kin.follow(sc, book, other) == ""  # (someone else's: as heard)


def test_family_trouble_in_chinese_uses_the_word_for_them():
    use_tables(load_tables(language="zh"))
    try:
        bonds = (("ann", "她的母亲，老师。"), ("tom", "她的父亲，船长。"))
        req = UtteranceRequest(
            speaker=JO, listeners=(BOB,), place=SHOP, now=600, transcript=(), known=KNOWN,
            housemates=("ann", "tom"), housemate_bonds=bonds,
        )  # fmt: skip
        sc = _scene(req)
        said = news_kin.said(sc, Phrasebook([], 1), WORRY)
        assert "妈" in said and "爸" in said, said
        assert "爸" in news_kin.said(sc, Phrasebook([], 1), ILL)
    finally:
        use_tables(None)


# ---------------------------------------------------------------------------- at home
TOM = PersonaCard(id="tom", name="Tom Lee", age=66, home=HOME, facts=(ILL,))
TOM_AS = Listener(id="tom", name="Tom Lee", relationship="Her father, a skipper.", knows=True,
                  ties=("home",), age=66)  # fmt: skip
JO_AS = Listener(id="jo", name="Jo Lee", relationship="His daughter, a shop assistant.",
                 knows=True, ties=("home",), age=24)  # fmt: skip


def _home(speaker, listener, transcript, seed, **kw):
    req = UtteranceRequest(
        speaker=speaker, listeners=(listener,), place=HOME, now=17 * 60, transcript=transcript,
        known=KNOWN, housemates=tuple(k for k in ("ann", "tom", "jo") if k != speaker.id),
        max_turns_left=4, **kw,
    )  # fmt: skip
    return BuiltinBrain(seed=seed).next_utterance(req).text


def test_at_home_family_asks_the_ill_one_how_he_feels_but_not_every_talk():
    said = [_home(JO, TOM_AS, (), s, home_troubles=(ILL,)) for s in range(1, 13)]
    asked = [t for t in said if said_from("ask_ill_kin", t)]
    assert asked and len(asked) < len(said), said  # (was: never)
    assert all("Dad" in t for t in asked if "{addr}" not in t), asked
    # with no illness on record, never
    assert not any(said_from("ask_ill_kin", _home(JO, TOM_AS, (), s)) for s in range(1, 13))


def test_asked_how_he_is_at_home_the_ill_one_says_the_truth_and_family_shows_concern():
    """Was: "Dad! Hello. You okay?" / "Mm, hi. Good, ta.\""""
    q = Line(speaker="jo", name="Jo Lee", text="Dad! Hello. You okay?")
    answers = [_home(TOM, JO_AS, (q,), s) for s in range(1, 9)]
    assert all(not said_from("ans_fine_home", a) for a in answers), answers
    assert any(said_from("ans_fine_home_ill", a) for a in answers), answers
    a = Line(speaker="tom", name="Tom Lee", text="Jo! Hi. Bit rough today, if I'm honest.")
    react = _home(JO, TOM_AS, (q, a), 3, home_troubles=(ILL,))
    assert said_from("react_kin_ill", react), react
    # the concern comes first even when the answer asks back (was: "Steady — can't complain.")
    a = Line(speaker="tom", name="Tom Lee", text="Mm, hi. Not so bright, to be honest. Busy day?")
    react = _home(JO, TOM_AS, (q, a), 3, home_troubles=(ILL,))
    assert said_from("react_kin_ill", react), react


# ---------------------------------------------------------------------------- look in
ANN = PersonaCard(
    id="ann", name="Ann Lee", age=62, home=HOME, work_hours=(8 * 60, 16 * 60),
    work_days=("mon", "tue", "wed", "thu", "fri"),
    facts=(WORRY, Fact(key="seed:ann:1", about=("ann", "bob"), topic="worry", news=False,
                       mine="I'd like to ask Bob.", told="Ann wants to ask Bob.",
                       ask="Could you look in on my husband while I'm at work?")),
)  # fmt: skip
TOM_HOURS = Housemate(id="tom", age=66, wake=4 * 60, sleep=22 * 60, work_hours=(270, 750),
                      work_days=("tue", "wed", "thu", "fri", "sat"))  # fmt: skip


def test_a_look_in_request_names_a_time_she_works_and_he_is_home():
    """Was: "Could you look in on my husband while I'm at work?" on a Saturday, when she is off
    and he is out on the boat."""
    sat = date(2026, 6, 13)
    # Saturday: the next day she works is Monday, and he is off all day then
    assert talk_look_in.slot(ANN, TOM_HOURS, sat, 9 * 60)[:2] == (date(2026, 6, 15), 600)
    # Monday evening: Tuesday, once he is back from the boat
    day, at, off = talk_look_in.slot(ANN, TOM_HOURS, date(2026, 6, 15), 17 * 60)
    assert (day, off) == (date(2026, 6, 16), False) and 750 < at < 16 * 60
    sc = read(
        UtteranceRequest(speaker=ANN, listeners=(BOB,), place=SHOP, now=9 * 60, transcript=(),
                         known=KNOWN, housemates=("tom", "jo"), household=(TOM_HOURS,)), 1,
    )  # fmt: skip
    sc.today = sat
    said = talk_look_in.when(sc, Phrasebook([], 1), ANN.facts[1])
    assert "Monday" in said and "ten" in said and "Tom" in said, said
