"""Plan labels read out as speech: what may be asked of what one saw someone at (a step of an
errand or of paying is not: "Still paying at the till?"), a day summed up from its plan (the
work first, never "A lot of working."), a frame ("..., right now", "... won't wait") round a
long label, and a home one walks to named by whose it is, not by its address."""

from __future__ import annotations

import pytest

from game.brains.builtin import situation
from game.brains.builtin.phrases import lines
from game.brains.builtin.tables import load_tables, use_tables
from game.brains.builtin.talk_slots import slots as slots_of
from game.mind.brain import Listener, UtteranceRequest
from game.mind.types import MemoryLine, Place
from tests.brains.test_builtin_support import cards

CARDS = {c.id: c for c in cards()}
HUSBAND, WIFE = CARDS["daniel_hart"], CARDS["maya_hart"]
FRIEND = CARDS["george_adeyemi"]
PARK = Place(sector="Bluebell Park", arena="Lawn")
TODAY = "Today is 2026-09-16 (Wednesday)."
SUNDAY = "Today is 2026-09-20 (Sunday)."  # (no work on the card's days)


def _scene(now: int, *context: str, places: tuple[str, ...] = (), today: str = TODAY):
    here = f"We are at {PARK.sector} (park), a public place."
    texts = (today, here, *context)
    lis = Listener(
        id=FRIEND.id,
        name=FRIEND.name,
        relationship="A friend from the pub quiz",
        knows=True,
        places=places,
    )
    req = UtteranceRequest(
        speaker=HUSBAND,
        listeners=(lis,),
        place=PARK,
        now=now,
        transcript=(),
        memories=tuple(MemoryLine(id=-1 - i, text=t, kind="context") for i, t in enumerate(texts)),
        max_turns_left=4,
    )
    return situation.read(req, 3)


def _seen(doing: str) -> dict[str, str]:
    return slots_of(_scene(10 * 60 + 3, f"Seen 10:00 at Bluebell Park: {FRIEND.name} is {doing}."))


@pytest.mark.parametrize(
    "doing", ["wandering down the next aisle", "paying at the till", "paying for the shopping"]
)
def test_a_step_of_an_errand_or_of_paying_is_not_asked_after(doing):
    # was: "Still wandering down the next aisle?", "Still paying at the till?"
    assert "their_doing" not in _seen(doing)


@pytest.mark.parametrize("doing", ["soaking up the sun", "feeding the ducks"])
def test_a_pastime_one_sees_is_still_asked_after(doing):
    assert _seen(doing).get("their_doing") == doing


def test_a_working_day_is_summed_up_as_its_work_not_its_longest_block():
    # was: a deckhand home from two shifts: "I spent most of it taking a walk in the park"
    work = f"work at {HUSBAND.work.sector}"
    day = (
        f"My day so far: 07:00-09:30 {work}. 09:30-12:30 take a walk in the park. "
        f"12:30-13:00 have lunch at home. 13:00-15:30 {work}."
    )
    done = slots_of(_scene(18 * 60, day)).get("done_ing", "")
    assert done.startswith("working") and "walk" not in done, done


def test_a_shift_gone_from_the_days_last_blocks_is_still_the_day():
    # the day's context holds its last three blocks: a 09:00-17:00 shift (the card's hours,
    # a Wednesday) split by lunch leaves only its afternoon there, shorter than the walk
    day = (
        f"My day so far: 14:00-15:00 work at {HUSBAND.work.sector}. "
        "15:00-17:30 take a walk in the park. 17:30-18:00 have dinner at home."
    )
    done = slots_of(_scene(19 * 60, day)).get("done_ing", "")
    assert done.startswith("working") and "walk" not in done, done


def test_a_day_of_no_work_is_its_longest_block_and_a_long_label_is_not_said():
    walk = "My day so far: 08:00-12:00 take a walk in the park."
    short = slots_of(_scene(18 * 60, walk, today=SUNDAY))
    assert short.get("done_ing") == "taking a walk in the park"
    long = "get some fresh air in the park with the paper and a flask"
    said = slots_of(_scene(18 * 60, f"My day so far: 08:00-12:00 {long}.", today=SUNDAY))
    assert "done_ing" not in said  # was: "A lot of getting some fresh air in the park ..."


def test_no_summary_glues_a_gerund_to_a_lot_of():
    assert not any(x.startswith("A lot of {") for x in lines("ans_evening_did"))


FRAMES = ("right now", "won't wait")


@pytest.mark.parametrize("name", ["ans_doing", "bye_work_doing"])
def test_a_long_doing_is_said_without_a_frame_round_it(name):
    # was: "Checking a customer's blood pressure won't wait.", "Restocking the bread shelf,
    # right now."
    now = (
        "Now: 10:00-12:00 work in the park (doing: sort the catch into crates | at Bluebell Park)."
    )
    got = slots_of(_scene(10 * 60 + 30, now))
    assert got["Doing"] == "Sorting the catch into crates" and "Doing_brief" not in got
    framed = [x for x in lines(name) if any(f in x for f in FRAMES)]
    assert framed, name  # (the frames stay for a short doing: "Pulling pints won't wait.")
    for line in framed:
        with pytest.raises(KeyError):
            line.format(**got)


@pytest.mark.parametrize(
    "where, places, want",
    [("Hart House", (), "home"), ("Adeyemi Cottage", ("Adeyemi Cottage",), "yours")],
)
def test_a_home_one_walks_to_is_named_by_whose_it_is(where, places, want):
    # was: "Oh, off to 3 Shingle Steps — nothing exciting." of one's own front door
    now = f"Now: 10:00-10:30 go home (doing: walk | at {where})."
    got = slots_of(_scene(10 * 60 + 5, now, places=places))
    assert got["dest"] == want, got
    assert where not in got.get("doing", ""), got


def test_a_home_is_named_in_chinese_words_in_a_chinese_town():
    use_tables(load_tables(language="zh"))
    now = "Now: 10:00-10:30 go home (doing: walk | at Hart House)."
    got = slots_of(_scene(10 * 60 + 5, now))
    assert got["dest"] == "家" and "家" in got.get("doing", ""), got


def test_a_days_work_is_said_in_the_roles_words_without_its_place():
    # was: "working the boat from the Moorings at work" (too long: not said at all)
    from game.brains.builtin.day_spent import role_words

    assert role_words("work the boat from the Moorings at Ann's Quay") == "work the boat"
    assert role_words("teach in the classroom at Hill School") == "teach"
    assert role_words("tend the garden") == "tend the garden"


@pytest.mark.parametrize(
    "place, places, want",
    [
        ("Hart House", (), "my place"),
        ("Adeyemi Cottage", ("Adeyemi Cottage",), "yours"),
        ("Corner Cafe", (), "the Corner Cafe"),
    ],
)
def test_a_meeting_place_offered_is_a_home_by_whose_it_is(place, places, want):
    # was: "Happy to. I'm free this afternoon at four, if 2 Rockpool Street suits."
    from game.brains.builtin import talk_request
    from game.brains.builtin.phrases import Phrasebook
    from game.mind.records import Gathering

    scene = _scene(10 * 60, places=places)
    scene.meet = Gathering(what="a word", place=place, date="2026-09-16", start=960, end=1020)
    for seed in range(1, 6):
        said = talk_request.answer(scene, Phrasebook([], seed, "t"), seed, {}, "yes")
        assert want in said and (place in want or place not in said), said


def test_a_step_of_an_errand_is_known_by_its_record_in_chinese_too():
    # (the tables' own steps, as a Chinese onlooker says them: 正在看罐子上的标签)
    from game.brains.builtin import label_record
    from game.lang import reading_for
    from game.mind import language

    before = language.reading()
    language.use(reading_for("zh"))
    use_tables(load_tables(language="zh"))
    try:
        assert not label_record.askable("正在看罐子上的标签")  # (reading a jar's label, shopping)
        assert label_record.askable("正在喂鸭子")  # (feeding the ducks, on a walk)
    finally:
        language.use(before)
