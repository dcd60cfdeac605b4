"""Built-in brain: day plans for all 25 residents."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.activities import classify, generic
from game.brains.builtin.decompose_parts import split_parts
from game.brains.builtin.plan_fill import SHORT_AFTER, UNKNOWN_MINUTES
from game.mind.brain import PlanDayRequest
from game.mind.types import MemoryLine
from tests.brains.test_builtin_support import card_from, cards, load_raw, seed_memories

CARDS = cards()
IDS = [c.id for c in CARDS]
FRIDAY, SATURDAY = ("2026-02-13", "fri"), ("2026-02-14", "sat")
PARTY = (
    "Camille Moreau is planning a Valentine's Day party at the Sunny Bean Cafe on Saturday, "
    "February 14, from 5 pm to 7 pm."
)


def _bed(card) -> int:
    return card.sleep if card.sleep > card.wake else card.sleep + 1440


def _plan(brain, card, date, weekday, memories=()):
    return brain.plan_day(
        PlanDayRequest(persona=card, date=date, weekday=weekday, memories=tuple(memories))
    )


@pytest.mark.parametrize("day", [FRIDAY, SATURDAY], ids=["weekday", "weekend"])
@pytest.mark.parametrize("card", CARDS, ids=IDS)
def test_plan_covers_the_waking_day_in_5_to_8_blocks(card, day):
    raw = {r["id"]: r for r in load_raw()}[card.id]
    mems = [MemoryLine(id=i, text=t) for i, t in enumerate(seed_memories(raw))]
    plan = _plan(BuiltinBrain(seed=1), card, *day, memories=mems)
    blocks = plan.blocks
    assert 5 <= len(blocks) <= 8
    assert blocks[0].start == card.wake
    assert blocks[-1].end == _bed(card)
    for a, b in zip(blocks, blocks[1:], strict=False):
        assert a.end == b.start, (a, b)
    for b in blocks:
        assert b.end > b.start and b.activity.strip()
        # the mind adds the night's sleep and treats any block naming sleep as the night
        assert "sleep" not in b.activity.lower()


@pytest.mark.parametrize("card", [c for c in CARDS if c.work is not None], ids=lambda c: c.id)
def test_work_days_have_the_work_block_in_work_hours(card):
    weekday = card.work_days[0]
    date = {
        "mon": "2026-02-09",
        "tue": "2026-02-10",
        "wed": "2026-02-11",
        "thu": "2026-02-12",
        "fri": "2026-02-13",
        "sat": "2026-02-14",
        "sun": "2026-02-15",
    }[weekday]
    plan = _plan(BuiltinBrain(), card, date, weekday)
    ws, we = card.work_hours
    we = we if we > ws else we + 1440
    mid = (ws + we) // 2
    at_mid = [b for b in plan.blocks if b.start <= mid < b.end or b.start <= ws < b.end]
    texts = " ".join(b.activity for b in at_mid)
    # the work block names the workplace (or "at home" for those who work at home)
    assert card.work.sector in texts or "at home" in texts, texts


def test_no_work_block_on_a_day_off():
    daniel = next(c for c in CARDS if c.id == "daniel_hart")
    plan = _plan(BuiltinBrain(), daniel, "2026-02-15", "sun")
    assert not any("pharmacy counter" in b.activity for b in plan.blocks)


def test_same_seed_same_plan_and_days_differ():
    brain_a, brain_b = BuiltinBrain(seed=7), BuiltinBrain(seed=7)
    for card in CARDS:
        assert _plan(brain_a, card, *FRIDAY) == _plan(brain_b, card, *FRIDAY)
    dates = [
        ("2026-02-09", "mon"),
        ("2026-02-10", "tue"),
        ("2026-02-11", "wed"),
        ("2026-02-12", "thu"),
        ("2026-02-13", "fri"),
    ]
    varied = 0
    for card in CARDS:
        plans = {_plan(brain_a, card, d, w).blocks for d, w in dates}
        varied += len(plans) > 1
    assert varied >= 20, f"only {varied} of 25 residents vary their weekdays"


def test_a_party_someone_knows_about_is_attended_today_only():
    """Whoever goes (the answer it gave when invited: events.attend_choice) goes that day only,
    during the party, and nobody plans a party it never heard of."""
    from game.brains.builtin.events import attend_choice, goes

    news = [MemoryLine(id=3, text=PARTY, kind="conversation", importance=0.7)]
    went = 0
    for card in CARDS:
        if card.id == "camille_moreau":
            continue
        plan = _plan(BuiltinBrain(), card, *SATURDAY, memories=news)
        party = [b for b in plan.blocks if "party" in b.activity]
        go = goes(attend_choice(card, PARTY, 2026, 0), card, PARTY, 0)
        if party:
            went += 1
            assert go and "Sunny Bean Cafe" in party[0].activity, card.id
            assert 17 * 60 <= party[0].start and party[-1].end <= 19 * 60
        friday = _plan(BuiltinBrain(), card, *FRIDAY, memories=news)
        assert not any("party" in b.activity for b in friday.blocks)
        nothing = _plan(BuiltinBrain(), card, *SATURDAY)
        assert not any("party" in b.activity for b in nothing.blocks)
    assert 3 <= went <= 15, went


def test_the_host_sets_up_and_hosts_the_party():
    camille = next(c for c in CARDS if c.id == "camille_moreau")
    plan = _plan(BuiltinBrain(), camille, *SATURDAY, memories=[MemoryLine(id=0, text=PARTY)])
    texts = [b.activity for b in plan.blocks]
    assert any(t.startswith("host") and "Sunny Bean Cafe" in t for t in texts), texts
    host = next(b for b in plan.blocks if b.activity.startswith("host"))
    assert (host.start, host.end) == (17 * 60, 19 * 60)


def test_weekly_habits_follow_the_weekday():
    george = next(c for c in CARDS if c.id == "george_adeyemi")
    thursday = _plan(BuiltinBrain(), george, "2026-02-12", "thu")
    tuesday = _plan(BuiltinBrain(), george, "2026-02-10", "tue")
    assert any("darts" in b.activity for b in thursday.blocks)
    assert not any("darts" in b.activity for b in tuesday.blocks)


def test_morning_cafe_regulars_start_at_the_cafe():
    for pid in ("maya_hart", "wei_chen", "nora_kim"):
        card = next(c for c in CARDS if c.id == pid)
        found = False
        for seed in range(4):  # "most mornings": some days they skip it
            plan = _plan(BuiltinBrain(seed=seed), card, *FRIDAY)
            morning = [b.activity for b in plan.blocks if b.start < 9 * 60]
            found = found or any("Cafe" in t or "cafe" in t for t in morning)
        assert found, pid


def test_odd_persona_times_still_give_a_valid_plan():
    card = CARDS[0]
    from dataclasses import replace

    odd = replace(
        card,
        wake=23 * 60,
        sleep=23 * 60 + 30,
        work_hours=(20 * 60, 3 * 60),
        daily_requirement="",
        lifestyle="",
    )
    plan = _plan(BuiltinBrain(), odd, "not a date", "xyz")
    assert 1 <= len(plan.blocks) <= 8
    assert all(b.end > b.start for b in plan.blocks)


def test_plan_day_is_the_same_from_a_warm_and_a_fresh_brain():
    warm = BuiltinBrain()
    for c in CARDS:  # warm the per-persona text cache, as a running town does
        _plan(warm, c, *FRIDAY)
    for date, wd in (FRIDAY, SATURDAY, ("2026-02-16", "mon")):
        for c in CARDS:  # speed is measured in bench/, not here
            assert _plan(warm, c, date, wd) == _plan(BuiltinBrain(), c, date, wd), (c.name, date)


_HASH_SCRIPT = """
import hashlib
from tests.brains.test_builtin_support import cards, options_for, load_raw, seed_memories
from game.brains.builtin import BuiltinBrain
from game.mind.brain import DecomposeRequest, PlanDayRequest, ReflectQuestionsRequest
from game.mind.types import MemoryLine, PlanBlock
b = BuiltinBrain(3)
h = hashlib.sha256()
raw = {r["id"]: r for r in load_raw()}
for c in cards()[:8]:
    mems = tuple(MemoryLine(id=i, text=t, importance=0.5) for i, t in enumerate(seed_memories(raw[c.id])))
    plan = b.plan_day(PlanDayRequest(persona=c, date="2026-02-14", weekday="sat", memories=mems)).blocks
    h.update(repr(plan).encode())
    for blk in plan:
        piece = PlanBlock(start=blk.start, end=min(blk.end, blk.start + 60), activity=blk.activity)
        h.update(repr(b.decompose(DecomposeRequest(persona=c, block=piece, day_plan=plan,
                                                   options=options_for("hand", blk.start)))).encode())
    h.update(repr(b.reflect_questions(ReflectQuestionsRequest(persona=c, memories=mems))).encode())
print(h.hexdigest())
"""


def test_results_do_not_depend_on_the_string_hash_seed():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    outs = set()
    for seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONPATH=root)
        run = subprocess.run(
            [sys.executable, "-c", _HASH_SCRIPT],
            cwd=root,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert run.returncode == 0, run.stderr
        outs.add(run.stdout.strip())
    assert len(outs) == 1


def test_a_habit_the_tables_do_not_know_does_not_fill_an_evening():
    """An evening habit of no activity of the tables ("listen to the shipping forecast") is
    given a habit's length and something else follows it, not an hour and a half of it."""
    root = Path(__file__).resolve().parents[2]
    for town in ("maps/smallville", "maps/brinewick", "tests/towns/larkholme"):
        raw = json.loads((root / town / "residents.json").read_text(encoding="utf-8"))
        for card in (card_from(r) for r in raw["residents"]):
            hours = card.work_hours
            for seed in (1, 2, 3):
                for date, wd in (("2026-05-08", "fri"), ("2026-05-09", "sat")):
                    req = PlanDayRequest(persona=card, date=date, weekday=wd)
                    for b in BuiltinBrain(seed=seed).plan_day(req).blocks:
                        at_work = hours and hours[0] <= b.start < hours[1] and wd in card.work_days
                        parts = split_parts(b.activity)
                        if b.start < 17 * 60 or at_work or len(parts) > 1:
                            continue
                        if classify(parts[0][0]) is generic():
                            assert b.end - b.start <= UNKNOWN_MINUTES + SHORT_AFTER, (card.id, b)
