"""Plan reuse: a nearly identical day reuses earlier decompositions at no cost."""

from __future__ import annotations

from game.brains.llm.plan_reuse import DecompositionMemory, PlanReuseBrain, plan_similarity
from game.mind.brain import DecomposeRequest, PlanDayRequest
from game.mind.types import PlanBlock
from tests.brains.conftest import MARIA, OPTIONS, PLAN, StubBrain


def _slice(plan, start, end, activity):
    return DecomposeRequest(
        persona=MARIA,
        block=PlanBlock(start=start, end=end, activity=activity),
        day_plan=plan,
        options=OPTIONS,
    )


def test_similarity():
    shifted = tuple(
        PlanBlock(start=b.start + 30, end=b.end + 30, activity=b.activity.upper()) for b in PLAN
    )
    assert plan_similarity(PLAN, PLAN) == 1.0
    assert plan_similarity(shifted, PLAN) == 1.0
    assert plan_similarity(PLAN[:1], PLAN) == 1 / 3
    assert plan_similarity((), PLAN) == 0.0


def test_one_call_per_window_and_reuse_on_a_similar_day(make_brain, fake):
    built, _ = make_brain()
    brain = built.brain
    fake.script(
        "plan_day",
        {
            "blocks": [
                {"start": "07:00", "end": "09:00", "activity": "morning routine"},
                {"start": "09:00", "end": "15:00", "activity": "study at the library"},
                {"start": "15:00", "end": "23:00", "activity": "relax at home"},
            ]
        },
        times=None,
    )
    day1 = brain.plan_day(PlanDayRequest(persona=MARIA, date="2026-02-13", weekday="fri"))
    a1 = brain.decompose(_slice(day1.blocks, 600, 660, "study at the library"))
    (sent,) = fake.chat_log("decompose")
    assert '"study at the library" (10:00-13:00)' in sent.body["messages"][1]["content"]
    assert a1[0].start == 600 and a1[-1].end == 660
    b1 = brain.decompose(_slice(day1.blocks, 660, 720, "study at the library"))  # same window
    assert b1[0].start == 660 and b1[-1].end == 720
    assert len(fake.chat_log("decompose")) == 1
    day2 = brain.plan_day(
        PlanDayRequest(persona=MARIA, date="2026-02-14", weekday="sat", previous_plan=day1.blocks)
    )
    assert day2 == day1
    a2 = brain.decompose(_slice(day2.blocks, 600, 660, "study at the library"))
    assert a2 == a1 and len(fake.chat_log("decompose")) == 1  # yesterday's window, reused
    c2 = brain.decompose(_slice(day2.blocks, 780, 840, "study at the library"))  # past the window
    assert len(fake.chat_log("decompose")) == 2 and c2[0].start == 780
    stats = built.status.stats()
    assert stats["plan_reuse_hits"] == 1 and stats["decompose_window_hits"] == 1


def test_window_is_clipped_to_the_block():
    from game.brains.llm.plan_reuse import window_request

    req = _slice(PLAN, 840, 900, "study at the library")  # the block ends at 15:00
    assert window_request(req) is req
    req = _slice(PLAN, 545, 600, "study at the library")
    assert (window_request(req).block.start, window_request(req).block.end) == (545, 720)


def test_a_different_day_does_not_reuse():
    mem = DecompositionMemory()
    req = _slice(PLAN, 540, 600, "study at the library")
    mem.note_plan("maria", PLAN)
    from game.mind.types import Action

    mem.store(req, (Action(start=540, minutes=60, description="read", place=OPTIONS[3].place),))
    mem.note_plan("maria", (PlanBlock(start=420, end=1380, activity="go hiking"),))
    assert mem.lookup(req) is None
    mem.note_plan("maria", PLAN)
    mem.note_plan("maria", PLAN)
    later = _slice(PLAN, 540, 600, "study at the library")
    assert mem.lookup(later)[0].description == "read"


def test_state_round_trip():
    mem = DecompositionMemory()
    req = _slice(PLAN, 540, 600, "study at the library")
    from game.mind.types import Action

    mem.note_plan("maria", PLAN)
    mem.note_plan("maria", PLAN)
    mem.store(req, (Action(start=540, minutes=60, description="read", place=OPTIONS[3].place),))
    other = DecompositionMemory()
    import json

    other.set_state(json.loads(json.dumps(mem.get_state())))
    assert other.lookup(req) == mem.lookup(req)
    assert other.get_state()["slices"] == mem.get_state()["slices"]


def test_brain_state_round_trip(make_brain):
    import json

    built, _ = make_brain()
    from tests.brains.conftest import call

    call(built.brain, "plan_day")
    call(built.brain, "decompose")
    state = json.loads(json.dumps(built.brain.get_state()))  # JSON-safe, as saves need
    fresh, _ = make_brain()
    fresh.brain.set_state(state)
    assert fresh.brain.get_state() == state
    memory = built.brain.find(PlanReuseBrain).reuse.get_state()
    assert memory["plans"] and memory["windows"]  # the plan-reuse memory is in the state
    assert state == {"plan_reuse": memory}
    assert fresh.brain.find(PlanReuseBrain).reuse.get_state() == memory


def test_a_failed_window_falls_back_for_the_slice_and_stores_nothing(make_brain, fake):
    fake.add_fault("malformed", step="decompose")
    built, _ = make_brain()
    req = _slice(PLAN, 600, 660, "study at the library")
    assert built.brain.decompose(req) == StubBrain().decompose(req)  # the slice, not the window
    assert (
        '"study at the library" (10:00-13:00)'
        in (fake.chat_log("decompose")[0].body["messages"][1]["content"])
    )  # the model was asked for the window
    memory = built.brain.find(PlanReuseBrain).reuse.get_state()
    assert memory["slices"] == {} and memory["windows"] == {}
    assert built.brain.counters.fallbacks == {"decompose": 1}


def test_a_fallback_day_plan_is_noted_all_the_same(make_brain, fake):
    fake.add_fault("server_error", step="plan_day")
    built, _ = make_brain()
    req = PlanDayRequest(persona=MARIA, date="2026-02-13", weekday="fri", previous_plan=PLAN)
    plan = built.brain.plan_day(req)
    assert plan == StubBrain().plan_day(req)
    memory = built.brain.find(PlanReuseBrain).reuse.get_state()
    assert memory["plans"] == {"maria": [b.to_dict() for b in plan.blocks]}
    assert memory["reusable"] == {"maria": False}  # compared with yesterday's plan, as before
