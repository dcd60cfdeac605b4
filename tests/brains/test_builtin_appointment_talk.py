"""Two who arranged to meet say what they met for: the one who asked for it raises it, the
other takes it up and the talk does not end there (a blind reader: the interview the two had
fixed was "Come in — you're right on time." / "Hello again. See you later!", and both said
afterwards it had taken place)."""

from __future__ import annotations

from game.brains.builtin import BuiltinBrain, talk_acts, talk_leave
from game.brains.builtin.phrases_said import said_from
from game.mind.brain import Listener, UtteranceRequest
from game.mind.records import Gathering
from game.mind.types import Line, Place
from tests.brains.test_builtin_support import cards

BY_ID = {c.id: c for c in cards()}
HOST, GUEST = BY_ID["samuel_okafor"], BY_ID["sofia_marino"]
HOME = HOST.home.sector
MEETING = Gathering(
    what="the interview about the old store",
    place=HOME,
    date="2026-02-13",
    start=15 * 60 + 30,
    end=16 * 60 + 30,
    host=HOST.id,
    host_name=HOST.name,
    source="request",
    guest=GUEST.id,
    guest_name=GUEST.name,
)


def _say(seed: int, sp, other, transcript: tuple[Line, ...]):
    return BuiltinBrain(seed=seed).next_utterance(
        UtteranceRequest(
            speaker=sp,
            listeners=(
                Listener(id=other.id, name=other.name, relationship="A neighbour", knows=True),
            ),
            place=Place(sector=HOME, arena="Living Room"),
            now=15 * 60 + 40,
            transcript=transcript,
            max_turns_left=6,
            appointment=MEETING,
        )
    )


def test_the_one_who_came_says_what_for_and_the_host_takes_it_up():
    for seed in range(1, 9):
        welcome = _say(seed, HOST, GUEST, ())
        first = Line(speaker=HOST.id, name=HOST.name, text=welcome.text)
        came = _say(seed, GUEST, HOST, (first,))
        assert said_from("appoint_start", came.text), came.text
        assert not came.end, came.text
        second = Line(speaker=GUEST.id, name=GUEST.name, text=came.text)
        taken = _say(seed, HOST, GUEST, (first, second))
        assert said_from("appoint_start_ok", taken.text), taken.text
        assert not taken.end, taken.text


def test_no_thanks_for_a_meeting_where_nothing_was_told():
    opened = Line(
        speaker=GUEST.id,
        name=GUEST.name,
        text="Right, the interview about the old store. Ready when you are.",
    )
    ok = Line(speaker=HOST.id, name=HOST.name, text="Go on, then. Fire away.")
    for seed in range(1, 9):
        bye = _say(seed, GUEST, HOST, (opened, ok, ok))
        assert not said_from("appoint_thanks", bye.text), bye.text


def test_asked_how_one_is_with_the_start_the_host_answers_both():
    """Larkholme, seed 7: "Keeping well, I hope? ... Shall we make a start?" was answered "Here
    I am, as promised. Of course — that's what I'm here for.": the first question went unheard."""
    from game.brains.builtin.tables import active

    for seed in range(1, 9):
        asking = f"Keeping well, I hope? So — {MEETING.what}. Shall we make a start?"
        opened = Line(speaker=GUEST.id, name=GUEST.name, text=asking)
        taken = _say(seed, HOST, GUEST, (opened,))
        assert said_from("appoint_start_ok", taken.text), taken.text
        fine = active().phrases
        answered = [s for s in ("ans_fine", "ans_fine_home") if s in fine]
        assert any(said_from(s, taken.text) for s in answered) or any(
            said_from(s, taken.text) for s in fine if s.startswith(("mood_", "how_"))
        ), taken.text


def test_ready_to_start_the_one_who_came_says_where_and_asks_no_more_of_one_with_nothing():
    """A blind reader: "Where do you want to begin?" / "I'm not sure, honestly. And is there more
    to it?" / "That's about all I know, I'm afraid." at a meeting to work on a shop sign."""
    opened = Line(speaker=GUEST.id, name=GUEST.name, text=f"Shall we get going on {MEETING.what}?")
    ok = Line(speaker=HOST.id, name=HOST.name, text="Right you are. Where do you want to begin?")
    for seed in range(1, 9):
        began = _say(seed, GUEST, HOST, (opened, ok))
        assert said_from("appoint_begin_there", began.text), began.text  # (at the host's)
        assert not said_from("appoint_more", began.text), began.text


def test_asked_to_begin_the_host_begins_and_no_goodbye_with_nothing_said():
    """Larkholme, seed 5: "Just tell me in your own words." / "Right, on I go." — the one come
    to give a talk left with nothing said."""
    opened = Line(speaker=GUEST.id, name=GUEST.name, text=f"Shall we get going on {MEETING.what}?")
    ok = Line(speaker=HOST.id, name=HOST.name, text="Right you are. Where do you want to begin?")
    go = Line(speaker=GUEST.id, name=GUEST.name, text="Just tell me in your own words.")
    for seed in range(1, 9):
        begins = _say(seed, HOST, GUEST, (opened, ok, go))
        assert said_from("appoint_underway", begins.text), begins.text
        assert begins.end and not talk_leave.is_goodbye(begins.text), begins.text


def test_a_hello_or_a_mood_said_is_no_asking_how_one_is():
    """Larkholme, seed 5: "Well, hello, Walter. Thanks for coming. ... Wound up tight, I'm
    afraid." was answered "Could be worse." as if it had asked how he was."""
    said = (
        "Well, hello, Walter. Thanks for coming. Shall we make a start? Wound up tight, I'm afraid."
    )
    assert not talk_acts.asks_how_i_am(said)
    assert talk_acts.asks_how_i_am("Keeping well, I hope? Shall we make a start?")


def test_asked_how_one_is_one_says_so_before_raising_the_matter():
    """Larkholme, seed 5: "Thanks for coming. So — a talk to the class about the mill. Shall we
    make a start? Wound up tight, I'm afraid." — the answer came after the question."""
    from game.brains.builtin.tables import active

    asked = Line(speaker=HOST.id, name=HOST.name, text="Here I am, as promised. How's it going?")
    moods = [
        x for k, v in active().phrases.items() if k.startswith(("ans_fine", "ans_mood_")) for x in v
    ]
    seen = 0
    for seed in range(1, 9):
        came = _say(seed, GUEST, HOST, (asked,)).text
        assert MEETING.what in came, came
        said = [x for x in moods if "{" not in x and x in came]
        seen += bool(said)
        assert all(came.index(x) < came.index(MEETING.what) for x in said), came
    assert seen
