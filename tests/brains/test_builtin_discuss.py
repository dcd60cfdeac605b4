"""Talks with a purpose: a story both already have is talked over (asked about, answered from
the record it carries), a gathering can be brought up as "are you going?", someone who says it
is not well is asked why, and a date asked and answered is not asked again."""

from dataclasses import replace

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.talk_discuss import ASKS, asked_about
from game.mind.brain import Line, Listener, UtteranceRequest
from game.mind.facts import Fact
from game.mind.types import Gathering, MemoryLine, Place
from tests.mind.test_reflect import make_resident

ILL = Fact(
    key="seed:cat:0", about=("cat",), topic="illness", mine="I've hurt my back.",
    told="Cat Lowe has hurt her back.",
)  # fmt: skip
PARTY = Fact(
    key="seed:cat:1", about=("cat",), topic="party", mine="I'm having a party {when}.",
    told="Cat Lowe is having a party at the Mill {when}.",
    event=Gathering(what="party", place="The Mill", date="2026-02-13", start=1080, end=1260,
                    host="cat", host_name="Cat Lowe"),
)  # fmt: skip
NAMES = (("bob", "Bob Marsh"), ("cat", "Cat Lowe"))


def _say(transcript=(), has=(), memories=(), speaker=None, now=600, bond="an old friend", **kw):
    who = Listener(id="bob", name="Bob Marsh", relationship=bond, knows=True, has=tuple(has))
    card = speaker or make_resident().card()
    req = UtteranceRequest(
        speaker=card, listeners=(who,), place=Place(sector="Bakery"), now=now,
        transcript=tuple(transcript), memories=tuple(memories), known=NAMES, **kw,
    )  # fmt: skip
    return BuiltinBrain(seed=3).next_utterance(req)


def _held(fact):
    return MemoryLine(id=7, text=fact.told, when="Fri 13 Feb 08:00", kind="conversation", fact=fact)


def test_a_story_both_have_is_talked_over_and_the_question_carries_it():
    hits = 0
    for minute in range(0, 60):
        u = _say(has=(ILL.key,), memories=(_held(ILL),), now=600 + minute)
        if asked_about(u.text):
            hits += 1
            assert said_from("discuss_trouble", u.text) and "Cat" in u.text, u.text
            assert u.fact == ILL
    assert 10 <= hits <= 55, hits  # often, not always (``DISCUSS``)
    # nor the trouble of one of my own household: a husband does not ask his son (or anyone)
    # for news of his own wife
    for minute in range(0, 60):
        u = _say(has=(ILL.key,), memories=(_held(ILL),), now=600 + minute, housemates=("cat",))
        assert not asked_about(u.text), u.text
    # one the listener is not known to have is not talked over (it would be news)
    for minute in range(0, 30):
        assert not asked_about(_say(memories=(_held(ILL),), now=600 + minute).text)


def test_the_answer_fits_the_story_asked_about():
    bob = replace(make_resident().card(), id="bob", name="Bob Marsh")
    asked = Line(speaker="ann", name="Ann Lee", text="Any word on how Cat is doing?", fact=ILL)
    ann = Listener(id="ann", name="Ann Lee", relationship="an old friend", knows=True)
    req = UtteranceRequest(
        speaker=bob, listeners=(ann,), place=Place(sector="Bakery"), now=600,
        transcript=(asked,), known=(("ann", "Ann Lee"), ("cat", "Cat Lowe")), heard_before=True,
    )  # fmt: skip
    u = BuiltinBrain(seed=3).next_utterance(req)
    assert said_from("opinion_trouble", u.text), u.text
    # asked about one of one's own household: answered as family
    u = BuiltinBrain(seed=3).next_utterance(replace(req, housemates=("cat",)))
    assert said_from("opinion_home_trouble", u.text), u.text
    # a gathering: whether one goes, as the mind decided; news first if one had not heard
    asked = Line(
        speaker="ann", name="Ann Lee", text="Are you going to Cat Lowe's party?", fact=PARTY
    )
    for known, going, want in ((True, "yes", "attend_yes"), (False, "work", "attend_no_work")):
        u = BuiltinBrain(seed=3).next_utterance(
            replace(req, transcript=(asked,), heard_before=known, going=going)
        )
        assert said_from(want, u.text), (going, u.text)
        assert said_from("discuss_new", u.text) == (not known), u.text


def test_every_discuss_question_is_read_back_as_one():
    from game.brains.builtin.tables import active

    for name in ASKS:
        for q in active().phrases[name]:
            filled = q.format(
                who="Cat", other="Dan", event="the fair", when="tonight at six", story="Cat won"
            )
            assert asked_about(filled), q


def test_one_who_says_it_is_not_well_is_asked_why_then_comforted():
    low = Line(speaker="bob", name="Bob Marsh", text="Hello. Not great, honestly. You well?")
    first = Line(speaker="ann", name="Ann Lee", text="Morning, Bob. How's it going?")
    u = _say((first, low))
    assert said_from("ask_upset_after", u.text) and "well" not in u.text.lower(), u.text
    why = Line(speaker="bob", name="Bob Marsh", text="Not great — just one of those days.")
    u = _say((first, low, Line(speaker="ann", name="Ann Lee", text=u.text), why))
    assert said_from("react_worry", u.text) and not said_from("ask_upset_after", u.text), u.text


def test_a_date_asked_and_answered_is_not_asked_again():
    sweet = replace(make_resident().card(), currently="Ann wants to ask Bob out on a date.")
    hello = Line(speaker="bob", name="Bob Marsh", text="Hi, Ann.")
    mine = Line(speaker=sweet.id, name=sweet.name, text="Oh, hello Bob.")
    asked_any = False
    for minute in range(0, 40):
        talk = (mine, hello)
        u = _say(talk, now=600 + minute, speaker=sweet, bond="sweet on him")
        asked_any |= said_from("ask_out", u.text)
        u = _say(talk, now=600 + minute, speaker=sweet, bond="sweet on him", has=("date:x+bob",))
        assert not said_from("ask_out", u.text) and not said_from("romance_open", u.text), u.text
    assert asked_any  # (without the record, the same talks do ask)


def test_the_one_asked_does_not_ask_the_same_back():
    asked = Line(speaker="bob", name="Bob Marsh", text="Any word on how Cat is doing?", fact=ILL)
    for minute in range(0, 30):
        u = _say((asked,), has=(ILL.key,), memories=(_held(ILL),), now=600 + minute)
        assert not asked_about(u.text), u.text


def test_a_gathering_under_way_is_not_asked_about_as_one_to_come():
    """A blind reader: at 20:07, with the birthday supper on since seven, a mother asked her
    daughter at home "Will I see you at Rohan's birthday supper?"."""
    today = MemoryLine(id=-1, text="Today is 2026-02-13 (Friday).", kind="context")

    def asked(start: int) -> int:
        return sum(
            said_from("discuss_event", _say(has=(PARTY.key,), memories=(today, _held(PARTY)),
                                            now=start + m).text)
            for m in range(0, 60)
        )  # fmt: skip

    assert asked(16 * 60) > 0  # (before it: asked, now and then)
    assert asked(PARTY.event.start + 20) == 0  # (on now, till 21:00)
