"""What residents ask each other varies with what they share and know (issue: "every talk is one
template"): what is next is one question among others, never asked of someone one has met
already today; someone at their work is asked about it in the words of the place's kind; the
other's matter that concerns someone else the asker knows is asked after with them named, and
answered as its own question."""

from __future__ import annotations

from dataclasses import replace

from game.brains.builtin import BuiltinBrain, talk_after, talk_place_ask
from game.brains.builtin.phrases_said import said_from
from game.mind.brain import Listener, UtteranceRequest
from game.mind.facts import Fact
from game.mind.types import Line, MemoryLine, Place
from tests.brains.test_builtin_support import cards

PARK = Place(sector="Bluebell Park", arena="Pond")
PLANS = ("ask_plans", "ask_plans_home")


# a standing fact of the speaker's that the listener has already: nothing of its own to tell
OLD = Fact(key="old", about=("x",), topic="other", mine="I keep bees.", told="x keeps bees.")


def _two():
    a, b = (replace(c, facts=(OLD,)) for c in cards()[:2])
    return a, b


def _say(sp, lis: Listener, lines, seed, now=15 * 60, place=PARK, memories=()):
    req = UtteranceRequest(
        speaker=sp,
        listeners=(lis,),
        place=place,
        now=now,
        transcript=tuple(lines),
        memories=tuple(memories),
        max_turns_left=6 - len(lines),
    )
    return BuiltinBrain(seed=seed).next_utterance(req)


def _opening(a, b):
    return [
        Line(speaker=a.id, name=a.name, text="Hello! Keeping well?"),
        Line(speaker=b.id, name=b.name, text="Fine, thanks."),
    ]


def _plans_asked(talked_today: bool) -> int:
    a, b = _two()
    lis = Listener(
        id=b.id,
        name=b.name,
        knows=True,
        relationship="An old friend.",
        talked_today=talked_today,
        has=(OLD.key,),
    )
    asked = 0
    for seed in range(1, 41):
        u = _say(a, lis, _opening(a, b), seed)
        asked += any(said_from(s, u.text) for s in PLANS)
    return asked


def test_what_is_next_is_never_asked_of_someone_met_already_today():
    assert _plans_asked(talked_today=False) > 0  # (it is asked at a first meeting)
    assert _plans_asked(talked_today=True) == 0


def test_what_is_next_is_one_question_among_others_not_the_default():
    # a talk with nothing in it yet, between friends: most such talks do not ask what is next
    assert _plans_asked(talked_today=False) <= 40 * 0.3


def _at_the_cafe(seed: int, age: int = 40, speaker_age: int = 0, off: bool = False) -> str:
    a, b = _two()
    a = replace(a, age=speaker_age or a.age)
    here = MemoryLine(id=-1, text="We are at Corner Cafe (cafe), a public place.", kind="context")
    lis = Listener(
        id=b.id,
        name=b.name,
        knows=True,
        relationship="An old friend.",
        works_at="Corner Cafe",
        age=age,
        has=(OLD.key,),
        off_today=off,
    )
    place = Place(sector="Corner Cafe", arena="Counter")
    return _say(a, lis, _opening(a, b), seed, place=place, memories=(here,)).text


def test_one_at_work_is_asked_about_it_in_the_words_of_the_place_and_answered():
    lines = [_at_the_cafe(seed) for seed in range(1, 41)]
    own = [t for t in lines if said_from("ask_work_at_cafe", t)]
    assert own, lines
    assert not any(said_from("ask_work_at_pub", t) for t in lines)  # (the place's own words)
    assert talk_place_ask.asked(own[0])
    # a pupil at its school is not asked about the work of the place in a grown-up's words
    young = [_at_the_cafe(seed, age=12) for seed in range(1, 41)]
    assert not any(talk_place_ask.asked(t) for t in young), young
    # a child asks in its own words, not "Much call for coffee this morning?"
    child = [_at_the_cafe(seed, speaker_age=10) for seed in range(1, 41)]
    assert not any(talk_place_ask.asked(t) for t in child), child
    # nor is one in on one's day off
    off = [_at_the_cafe(seed, off=True) for seed in range(1, 41)]
    assert not any(talk_place_ask.asked(t) for t in off), off
    # the question is answered as "Busy in here?" is: how busy one is
    from game.brains.builtin import talk_acts

    assert talk_acts.asked(own[0]) == "busy"


def _row(a, b, c):
    return Fact(
        key="row_b_c",
        about=(b.id, c.id),
        topic="quarrel",
        mine=f"I've fallen out with {c.name} over a parking space.",
        told=f"{b.name} and {c.name} have fallen out over a parking space.",
    )


def test_a_group_is_asked_what_is_next_no_more_than_any_talk():
    a, b = _two()
    c = replace(cards()[3], facts=(OLD,))
    lis = tuple(
        Listener(id=x.id, name=x.name, knows=True, relationship="An old friend.", has=(OLD.key,))
        for x in (b, c)
    )
    asked = 0
    for seed in range(1, 61):
        lines = [*_opening(a, b), Line(speaker=c.id, name=c.name, text="Hello, both.")]
        req = UtteranceRequest(
            speaker=a,
            listeners=lis,
            place=PARK,
            now=15 * 60,
            transcript=tuple(lines),
            max_turns_left=4,
        )
        u = BuiltinBrain(seed=seed).next_utterance(req)
        asked += any(said_from(s, u.text) for s in PLANS) or said_from("draw_in", u.text)
    assert asked <= 60 * 0.1, asked


def test_a_row_the_other_told_of_is_asked_after_with_the_other_one_named_and_answered():
    a, b = _two()
    c = cards()[2]
    row = _row(a, b, c)
    heard = MemoryLine(id=7, text=row.told, fact=row)  # (they told me: a record I hold)
    b = replace(b, facts=(OLD, row))
    known = ((c.id, c.name), (b.id, b.name))
    lis = Listener(id=b.id, name=b.name, knows=True, relationship="An old friend.", has=(OLD.key,))
    asked = 0
    for seed in range(1, 21):
        lines = _opening(a, b)
        req = UtteranceRequest(
            speaker=a,
            listeners=(lis,),
            place=PARK,
            now=15 * 60,
            transcript=tuple(lines),
            max_turns_left=4,
            known=known,
            memories=(heard,),
        )
        u = BuiltinBrain(seed=seed).next_utterance(req)
        if not talk_after.asked(u.text):
            continue
        asked += 1
        assert said_from("follow_after_quarrel_whom", u.text), u.text
        assert c.name.split()[0] in u.text
        assert u.fact is not None and u.fact.key == row.key
        lines.append(Line(speaker=a.id, name=a.name, text=u.text, fact=u.fact))
        back = Listener(
            id=a.id, name=a.name, knows=True, relationship="An old friend.", has=(OLD.key,)
        )
        reply = _say(b, back, lines, seed).text
        assert said_from("ans_follow_after_quarrel_whom_own", reply), reply
    assert asked >= 5


def test_a_row_the_two_have_made_up_is_not_asked_after():
    a, b = _two()
    c = cards()[2]
    row = _row(a, b, c)
    peace = Fact(key="peace:b:c", about=(b.id, c.id), topic="quarrel", mine="", told="made up")
    heard = tuple(MemoryLine(id=i, text=f.told, fact=f) for i, f in enumerate((row, peace)))
    lis = Listener(id=b.id, name=b.name, knows=True, relationship="An old friend.", has=(OLD.key,))
    for seed in range(1, 21):
        u = _say(a, lis, _opening(a, b), seed, memories=heard)
        assert not said_from("follow_after_quarrel_whom", u.text), u.text
        assert not said_from("follow_after_quarrel", u.text), u.text


def test_an_illness_in_the_others_household_is_asked_after_by_name_and_answered():
    a, b = _two()
    c = cards()[2]
    ill = Fact(
        key="ill_c",
        about=(c.id,),
        topic="illness",
        mine="I haven't been well lately.",
        told=f"{c.name} hasn't been well lately.",
    )
    heard = MemoryLine(id=7, text=ill.told, fact=ill)  # (heard in a talk: a record one holds)
    lis = Listener(
        id=b.id,
        name=b.name,
        knows=True,
        relationship="An old friend.",
        has=(OLD.key,),
        kin=((c.id, 40),),
    )
    known = ((c.id, c.name), (b.id, b.name))
    asked = 0
    for seed in range(1, 21):
        lines = _opening(a, b)
        req = UtteranceRequest(
            speaker=a,
            listeners=(lis,),
            place=PARK,
            now=15 * 60,
            transcript=tuple(lines),
            max_turns_left=4,
            known=known,
            memories=(heard,),
        )
        u = BuiltinBrain(seed=seed).next_utterance(req)
        if not said_from("follow_after_illness_whom", u.text):
            assert not said_from("follow_after_illness", u.text), u.text  # (not "everyone")
            continue
        asked += 1
        assert c.name.split()[0] in u.text and u.fact is not None and u.fact.key == ill.key
        lines.append(Line(speaker=a.id, name=a.name, text=u.text, fact=u.fact))
        back = Listener(id=a.id, name=a.name, knows=True, relationship="An old friend.")
        reply = _say(b, back, lines, seed).text
        assert said_from("ans_follow_after_illness_whom", reply), reply
    assert asked >= 5


def _openers_with_their_matter(appointment, later: bool = False) -> list[str]:
    from game.mind.records import Gathering

    a, b = _two()
    quilt = Fact(
        key="quilt_b",
        about=(b.id,),
        topic="project",
        mine="I'm sewing a quilt for the raffle.",
        told=f"{b.name} is sewing a quilt for the raffle.",
    )
    heard = MemoryLine(id=7, text=quilt.told, fact=quilt)
    meeting = Gathering(
        what="the talk about the old mill",
        place=PARK.sector,
        date="2026-02-13",
        start=15 * 60,
        end=16 * 60,
        host=b.id,
        host_name=b.name,
        source="request",
        guest=a.id,
        guest_name=a.name,
    )
    lis = Listener(id=b.id, name=b.name, knows=True, relationship="An old friend.", has=("old",))
    out = []
    for seed in range(1, 31):
        req = UtteranceRequest(
            speaker=a,
            listeners=(lis,),
            place=PARK,
            now=15 * 60 + 5,
            transcript=tuple(_opening(a, b)) if later else (),
            memories=(heard,),
            max_turns_left=6,
            appointment=meeting if appointment else None,
        )
        out.append(BuiltinBrain(seed=seed).next_utterance(req).text)
    return out


def test_the_others_matter_is_asked_on_an_opening_line_but_not_at_a_meeting_they_arranged():
    # (Larkholme s5: "Just tell me in your own words." / "Any further on with your project?")
    assert any(talk_after.asked(t) for t in _openers_with_their_matter(False))
    met = _openers_with_their_matter(True) + _openers_with_their_matter(True, later=True)
    assert not any(talk_after.asked(t) for t in met), met
    # the one who opens it may ask how the other is ("Here I am. How's it going?"), no more
    from game.brains.builtin import talk_acts

    opened = _openers_with_their_matter(True)
    assert any(talk_acts.asked(t) == "day" for t in opened), opened
    assert all(talk_acts.asked(t) in ("", "day", "busy") for t in opened), opened
    assert any(talk_after.asked(t) for t in _openers_with_their_matter(False, later=True))


def test_at_a_meeting_they_arranged_no_small_talk_question_rides_on_its_opening():
    # (Larkholme s1: "Thanks for coming. So — a talk to the class about the mill. Shall we make
    # a start? ... What's it like at Larkholme Post Office these days?", the last unanswered)
    from game.brains.builtin import talk_workday
    from game.mind.records import Gathering

    a, b = _two()
    meeting = Gathering(
        what="the talk about the old mill",
        place=PARK.sector,
        date="2026-02-13",
        start=15 * 60,
        end=16 * 60,
        host=a.id,
        host_name=a.name,
        source="request",
        guest=b.id,
        guest_name=b.name,
    )
    lis = Listener(
        id=b.id,
        name=b.name,
        knows=True,
        relationship="An old friend.",
        has=(OLD.key,),
        works_at="Larkholme Post Office",
        age=60,
    )
    asked = []
    for seed in range(1, 41):
        hello = Line(speaker=b.id, name=b.name, text="Here I am, as promised. How's it going?")
        for met in (meeting, None):
            req = UtteranceRequest(
                speaker=a,
                listeners=(lis,),
                place=PARK,
                now=15 * 60 + 5,
                transcript=(hello,),
                max_turns_left=6,
                appointment=met,
            )
            text = BuiltinBrain(seed=seed).next_utterance(req).text
            asked.append((met is not None, talk_workday.asked(text)))
    assert any(q for met, q in asked if not met)  # (asked where two just meet)
    assert not any(q for met, q in asked if met), asked
