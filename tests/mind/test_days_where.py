"""A day is remembered as the body lived it: a plan block named for one place whose actions
were carried out in another is told with the other (issue 19: "What did you do yesterday
afternoon?" answered from where one really was, not from the plan)."""

from datetime import datetime, timedelta

from game.brains.builtin import BuiltinBrain
from game.brains.embeddings import HashEmbedder
from game.mind import days
from game.mind.cognition import Services
from game.mind.interview import interview, own_days
from game.mind.persona import parse_personas
from game.mind.plan import DaySchedule
from game.mind.resident import MindConfig, Resident
from game.mind.types import Action, Place, PlaceOption, PlanBlock

DATE = "2000-01-03"
EPOCH = datetime(2000, 1, 1)
FORGE, TEA, HOME = "Marlow's Forge", "Primrose Tea Room", "Ash Cottage"


def _resident() -> Resident:
    entry = {
        "id": "gid",
        "name": "Gideon Marlow",
        "age": 40,
        "innate": "steady",
        "learned": "the village blacksmith",
        "currently": "shoeing horses",
        "lifestyle": "early riser",
        "wake": "06:00",
        "sleep": "22:00",
        "daily_requirement": "work at the forge",
        "home": {"sector": HOME, "arena": "Kitchen"},
    }
    r = Resident(parse_personas({"residents": [entry]})[0], HashEmbedder(), MindConfig())
    for sector, kind in ((FORGE, "forge"), (TEA, "tea room"), (HOME, "house")):
        r.spatial.learn(
            PlaceOption(place=Place(sector=sector, arena="Room", obj="bench"), sector_kind=kind)
        )
    return r


def _act(start: int, minutes: int, what: str, sector: str) -> Action:
    return Action(
        start=start, minutes=minutes, description=what, place=Place(sector=sector, arena="Room")
    )


def _afternoon(actions: list[Action], walking: tuple[int, ...] = ()) -> tuple[str, list]:
    """Gideon's 'work at the forge' block (12:00-16:00) done as ``actions``, the body thinking
    at the end of each (in its building, or out of doors for the starts in ``walking``), and
    told the next morning."""
    r = _resident()
    block = PlanBlock(start=720, end=960, activity=f"work at {FORGE}")
    r.schedule = DaySchedule(date=DATE, blocks=[block], actions=list(actions))
    day0 = (datetime.fromisoformat(DATE) - EPOCH).total_seconds()
    for a in actions:
        here = None if a.start in walking else a.place
        days.record_finished(r, a.end, day0 + a.end * 60, here)
    now = datetime.fromisoformat(DATE) + timedelta(days=1, hours=10)
    services = Services(brain=BuiltinBrain(seed=1), embedder=HashEmbedder())
    question = "What did you do yesterday afternoon?"
    answer = interview(r, question, services, now, (now - EPOCH).total_seconds()).text
    return answer, list(own_days(r, now))


def test_lunch_at_the_tea_room_inside_a_forge_block_is_told():
    answer, doings = _afternoon(
        [
            _act(720, 30, "heat a bar in the forge", FORGE),
            _act(750, 30, "have a bite of lunch", TEA),
            _act(780, 180, "shape a horseshoe", FORGE),
        ]
    )
    assert [(d.start, d.end, d.place) for d in doings] == [
        (720, 750, FORGE),
        (750, 780, TEA),
        (780, 960, FORGE),
    ]
    # the forge is told as the plan says it (nearly all the block was there), the lunch apart
    assert "worked at Marlow's Forge" in answer and "lunch at Primrose Tea Room" in answer
    assert answer.index(TEA) < answer.rindex(FORGE), answer  # in the order it happened


def test_a_forge_block_spent_at_home_is_not_told_as_the_forge():
    answer, doings = _afternoon(
        [_act(720, 120, "read the news", HOME), _act(840, 120, "mend a chair", HOME)]
    )
    assert [d.place for d in doings] == [HOME]
    assert FORGE not in answer and "home" in answer, answer


def test_a_short_step_elsewhere_is_inside_the_stretch():
    answer, doings = _afternoon(
        [
            _act(720, 110, "heat a bar in the forge", FORGE),
            _act(830, 10, "buy a bun", TEA),
            _act(840, 120, "shape a horseshoe", FORGE),
        ]
    )
    assert [(d.start, d.end, d.place) for d in doings] == [(720, 960, FORGE)]
    assert FORGE in answer and TEA not in answer, answer


def test_a_walk_to_the_tea_room_is_not_told_as_being_there():
    answer, doings = _afternoon(
        [
            _act(720, 30, "heat a bar in the forge", FORGE),
            _act(750, 15, "have a bite of lunch", TEA),  # the body was still on the way
            _act(765, 30, "have a bite of lunch", TEA),
            _act(795, 165, "shape a horseshoe", FORGE),
        ],
        walking=(750,),
    )
    assert [(d.start, d.end, d.place) for d in doings] == [
        (720, 750, FORGE),
        (765, 795, TEA),
        (795, 960, FORGE),
    ]
    assert "Primrose Tea Room" in answer, answer


def test_the_same_work_is_told_once_when_what_came_between_is_left_out():
    """Of a long afternoon only its longest stretches are told; two of the same work left side
    by side are one stretch, not 'worked at the forge, then worked at the forge'."""
    from datetime import date

    from game.brains.builtin.interview_day import recall
    from game.mind.brain import InterviewRequest
    from game.mind.records import Doing
    from tests.mind.test_reflect import make_resident

    day = "2026-02-12"

    def d(a, b, did, place):
        return Doing(date=day, start=a, end=b, did=did, place=place)

    doings = (
        d(720, 840, "worked at the forge", "Forge"),
        d(840, 865, "bought stamps", "Post Office"),
        d(865, 890, "had tea", "Tea Room"),
        d(890, 1020, "worked at the forge", "Forge"),
        d(1020, 1080, "read at home", "Home"),
    )
    req = InterviewRequest(
        persona=make_resident().card(), question="What did you do yesterday afternoon?",
        now="Fri 13 Feb 2026 10:00", doings=doings,
    )  # fmt: skip
    said = recall(req, date(2026, 2, 13), 1, "afternoon").text
    assert said.count("forge") == 1, said
