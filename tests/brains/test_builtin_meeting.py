"""Talk at a meeting follows its hour and its matter: before it starts its host welcomes those
who came for it (and only them); once it is under way the host opens it with its view, which
the line carries as a record; nobody tells other news there; one with a view, asked whether it
will speak, says it; nobody remarks on the turnout, as at a party."""

from dataclasses import replace

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from
from game.mind.brain import Line, Listener, UtteranceRequest
from game.mind.facts import Fact
from game.mind.records import Gathering
from game.mind.types import MemoryLine, Place
from tests.mind.test_reflect import make_resident

MEETING = Fact(
    key="seed:walt:0", about=("walt",), topic="meeting",
    mine="I've called a meeting about the river bridge at the Hall {when}.",
    told="Walt Moss has called a meeting about the river bridge at the Hall {when}.",
    event=Gathering(
        what="meeting", place="Hall", date="2026-02-13", start=1140, end=1230,
        host="walt", host_name="Walt Moss", source="talk",
    ),
)  # fmt: skip
WALT_VIEW = Fact(
    key="seed:walt:1", about=("walt",), topic="opinion", news=False,
    mine="I say we mend the river bridge before the winter floods.",
    told="Walt Moss wants the river bridge mended before the winter floods.",
)  # fmt: skip
WALT_NEWS = Fact(
    key="seed:walt:2", about=("walt",), topic="other",
    mine="The county says the bridge is no longer safe for carts.",
    told="Walt Moss says the county finds the bridge unsafe for carts.",
)  # fmt: skip
ANN_VIEW = Fact(
    key="seed:ann:1", about=("ann",), topic="opinion", news=False,
    mine="I think the river bridge should be pulled down, not mended.",
    told="Ann Lee thinks the river bridge should be pulled down.",
)  # fmt: skip
CAKES = Fact(
    key="seed:walt:3", about=("walt",), topic="project",
    mine="I'm baking a lemon cake for the show.", told="Walt Moss is baking a lemon cake for the show.",
)  # fmt: skip
TODAY = MemoryLine(id=-1, text="Today is 2026-02-13 (Friday).", kind="context")


def _card(rid, name, facts):
    return replace(make_resident().card(), id=rid, name=name, facts=facts)


WALT = _card("walt", "Walt Moss", (MEETING, WALT_NEWS, WALT_VIEW))
ANN = _card("ann", "Ann Lee", (ANN_VIEW,))


def _now(block: str, now: int) -> MemoryLine:
    hh = f"{now // 60:02d}:{now % 60:02d}"
    return MemoryLine(
        id=-2, text=f"Now: 18:25-20:30 {block} (doing: {hh} | at Hall).", kind="context"
    )


def _say(card, who, now, block, transcript=(), news=(), said=()):
    context = [TODAY, _now(block, now)]
    if said:
        context.append(
            MemoryLine(
                id=-3, text="Said today: " + " ".join(f'"{s}"' for s in said), kind="context"
            )
        )
    req = UtteranceRequest(
        speaker=card, listeners=(who,), place=Place(sector="Hall"), now=now,
        transcript=tuple(transcript), known=(("walt", "Walt Moss"), ("ann", "Ann Lee"), ("bea", "Bea Cole")),
        gathering_here=MEETING, memories=tuple(context), news=tuple(news),
    )  # fmt: skip
    return BuiltinBrain(seed=1).next_utterance(req)


HOSTING = "host the meeting at Hall"
ATTENDING = "attend the meeting at Hall"
ASKED = Listener(id="ann", name="Ann Lee", knows=True, has=(MEETING.key,))
CHOIR = Listener(id="bea", name="Bea Cole", knows=True)  # in the hall for something else


def test_before_it_starts_the_host_welcomes_those_who_came_for_it_and_no_one_else():
    welcome = _say(WALT, ASKED, 1125, HOSTING).text
    assert said_from("event_host_greet_early", welcome), welcome
    other = _say(WALT, CHOIR, 1125, HOSTING).text
    assert not said_from("event_host_greet_early", other), other
    assert not said_from("event_host_greet", other), other


def test_under_way_the_host_opens_it_with_its_view_and_the_line_carries_the_view():
    gossip = MemoryLine(id=7, text=CAKES.told, fact=CAKES, importance=0.7)  # one's own: told first
    utt = _say(WALT, ASKED, 1150, HOSTING, news=(gossip,))
    assert said_from("event_host_open", utt.text), utt.text
    assert WALT_VIEW.mine in utt.text and "cake" not in utt.text
    assert utt.fact is not None and utt.fact.key == WALT_VIEW.key
    # opened once an evening: a later talk does not open it again
    again = _say(WALT, ASKED, 1170, HOSTING, said=(utt.text,))
    assert not said_from("event_host_open", again.text), again.text


def test_a_guest_with_a_view_asked_whether_it_will_speak_says_it():
    ask = Line(speaker="walt", name="Walt Moss", text="Will you speak up tonight?")
    walt = Listener(id="walt", name="Walt Moss", knows=True)
    said = _say(ANN, walt, 1160, ATTENDING, transcript=(ask,)).text
    assert ANN_VIEW.mine in said, said


def test_at_a_meeting_nobody_remarks_on_the_turnout_as_at_a_party():
    bea = Listener(id="bea", name="Bea Cole", knows=True)
    card = _card("ann", "Ann Lee", ())  # (no view of its own to bring up)

    def turnout(block: str, fact) -> int:
        n = 0
        for now in range(1141, 1229, 2):
            req_fact = fact
            context = (TODAY, _now(block, now))
            req = UtteranceRequest(
                speaker=card, listeners=(bea,), place=Place(sector="Hall"), now=now,
                transcript=(), known=(("bea", "Bea Cole"),), gathering_here=req_fact,
                memories=context,
            )  # fmt: skip
            n += said_from("event_chat_turnout", BuiltinBrain(seed=1).next_utterance(req).text)
        return n

    assert turnout("attend the party at Hall", None) > 0  # (the question is there to be asked)
    assert turnout(ATTENDING, MEETING) == 0


def test_a_meeting_both_have_heard_of_is_not_asked_of_a_child():
    """'Are you going to Walt's meeting?' to a grown-up who has heard of it, never to a child."""

    def asked(age: int) -> int:
        who = Listener(id="bob", name="Bob Marsh", knows=True, has=(MEETING.key,), age=age,
                       relationship="an old friend")  # fmt: skip
        held = MemoryLine(id=7, text=MEETING.told, kind="conversation", fact=MEETING)
        n = 0
        for minute in range(60):
            req = UtteranceRequest(
                speaker=ANN, listeners=(who,), place=Place(sector="Bakery"), now=600 + minute,
                transcript=(), memories=(TODAY, held), known=(("bob", "Bob Marsh"),),
            )  # fmt: skip
            n += said_from("discuss_event", BuiltinBrain(seed=3).next_utterance(req).text)
        return n

    assert asked(40) > 0
    assert asked(10) == 0


def test_asked_whether_one_will_speak_its_host_will_and_a_bystander_is_not_there_for_it():
    ask = Line(speaker="ann", name="Ann Lee", text="Will you speak up tonight?")
    said = _say(WALT, ASKED, 1160, HOSTING, transcript=(ask,)).text
    assert said_from("event_ans_meeting_say_host", said), said
    # one in the hall for something else, knowing of no gathering there, says so
    where = Line(speaker="ann", name="Ann Lee", text="Where do you stand on it all?")
    req = UtteranceRequest(
        speaker=_card("bea", "Bea Cole", ()), listeners=(Listener(id="ann", name="Ann Lee"),),
        place=Place(sector="Hall"), now=1160, transcript=(where,), known=(("ann", "Ann Lee"),),
        memories=(TODAY, _now("sing with the choir at Hall", 1160)),
    )  # fmt: skip
    said = BuiltinBrain(seed=1).next_utterance(req).text
    assert said_from("event_ans_not_at_meeting", said), said


def test_a_host_whose_first_word_in_the_hall_comes_an_hour_in_does_not_say_lets_begin():
    utt = _say(WALT, ASKED, 1205, HOSTING)
    assert said_from("event_host_open_late", utt.text), utt.text
    assert not said_from("event_host_open", utt.text), utt.text
    again = _say(WALT, ASKED, 1215, HOSTING, said=(utt.text,))
    assert not said_from("event_host_open_late", again.text), again.text


def test_a_no_to_an_invitation_is_taken_as_a_host_takes_it_only_by_the_one_who_asked():
    asked = Line(
        speaker="walt", name="Walt Moss", to="ann",
        text="I've called a meeting about the river bridge at the Hall tonight at seven. "
        "It would mean a lot if you came.",
    )  # fmt: skip
    no = Line(speaker="ann", name="Ann Lee", text="I don't think I'll make it, but thank you.")
    bea = _card("bea", "Bea Cole", ())
    host = _say(WALT, ASKED, 1000, "work at the Hall", transcript=(asked, no)).text
    assert said_from("invite_taken_no", host), host
    other = _say(bea, ASKED, 1000, "work at the Hall", transcript=(asked, no)).text
    assert not said_from("invite_taken_no", other), other
