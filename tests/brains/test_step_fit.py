"""What residents do fits the hour, the place's hours and the company (``step_fit``): a step the
tables mark with ``hours`` is done only then ("sort the morning letters" not at five to five), a
step for customers or a class only in one's work hours at a place open to them, a step of the
working day's start or end only near it, a step done with others only with someone there, and
marking "at home" is done at home. Every check reads the tables' marks, never the words, so a
step newly marked is checked too."""

from __future__ import annotations

import importlib.util
import sys
from datetime import datetime
from pathlib import Path

import pytest

from game.app_setup import build_simulation
from game.brains.builtin import BuiltinBrain
from game.brains.builtin.step_fit import NEAR, in_hours
from game.brains.builtin.table_types import TablesError
from game.brains.builtin.tables import load_tables
from game.mind.brain import DecomposeRequest
from game.mind.types import PlanBlock
from game.report.timeline import TimelineRecorder
from game.sim.simulation import SimConfig
from tests.brains.test_builtin_support import cards, hour_slices, town_options

ROOT = Path(__file__).resolve().parents[2]
CARDS = {c.id: c for c in cards()}


def _flags():
    spec = importlib.util.spec_from_file_location("step_flags", ROOT / "bench" / "step_flags.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


INDEX = _flags().StepIndex()


def _decompose(card, blocks, seed, company=None, shut=None, options=None):
    """The actions of ``blocks`` (a day plan), decomposed hour by hour as the mind does."""
    brain = BuiltinBrain(seed=seed)
    out = []
    for blk in blocks:
        for a, b in hour_slices(blk.start, blk.end):
            req = DecomposeRequest(
                persona=card,
                block=PlanBlock(start=a, end=b, activity=blk.activity),
                day_plan=tuple(blocks),
                options=options or town_options(a),
                company=company,
                shut=shut,
            )
            out += brain.decompose(req)
    return out


def _all(text: str, flag) -> bool:
    return INDEX.all_say(text, flag)


def test_a_working_day_keeps_to_the_hour_and_to_the_work_hours():
    """A day at work from its start to an hour and a half past its end, with a lunch break:
    no step outside its hours, no customers or class after one's hours, the day's last step
    only at its end (not before lunch)."""
    seen = {"hours": 0, "customers": 0, "end": 0}
    for card in CARDS.values():
        if card.work is None or not card.work_hours or card.work.sector == card.home.sector:
            continue
        ws, we = card.work_hours
        where = card.work.sector
        lunch = max(ws + 120, 12 * 60)
        plan = (
            PlanBlock(start=ws, end=lunch, activity=f"work at {where}"),
            PlanBlock(start=lunch, end=lunch + 60, activity=f"have lunch at {where}"),
            PlanBlock(start=lunch + 60, end=we + 90, activity=f"work at {where}"),
        )
        for seed in (1, 2):
            for a in _decompose(card, plan, seed, shut=frozenset()):
                at = a.start % 1440
                if _all(a.description, lambda st: st.hours is not None):
                    seen["hours"] += 1
                    assert any(in_hours(st.hours, at) for st in INDEX.steps(a.description)), (
                        card.id,
                        a,
                    )
                if _all(a.description, lambda st: st.company == "customers"):
                    seen["customers"] += 1
                    assert ws <= at < we, (card.id, a)
                if _all(a.description, lambda st: st.workday == "end"):
                    seen["end"] += 1
                    assert abs(a.end - we) <= NEAR, (card.id, a)
    assert all(seen.values()), seen  # (the marks were met: the checks checked something)


def test_a_class_is_not_taught_in_a_school_shut_for_the_day():
    card = CARDS["nora_kim"]
    ws, _ = card.work_hours
    plan = (PlanBlock(start=ws, end=ws + 120, activity="teach at Oakridge College"),)
    shut = frozenset({"Oakridge College"})
    for seed in (1, 2, 3):
        acts = _decompose(card, plan, seed, shut=shut)
        assert acts and not [
            a for a in acts if _all(a.description, lambda st: st.company == "customers")
        ], acts
        assert {a.place.sector for a in acts} == {"Oakridge College"}  # (one's work goes on)


def _company_steps(card, activity, start, company) -> tuple[int, int]:
    """Over a few seeds: (steps done with others, steps done for want of company)."""
    others = alone = 0
    for seed in range(1, 6):
        plan = (PlanBlock(start=start, end=start + 120, activity=activity),)
        for a in _decompose(card, plan, seed, company=company):
            others += _all(a.description, lambda st: st.company == "others")
            alone += _all(a.description, lambda st: st.company == "alone")
    return others, alone


@pytest.mark.parametrize(
    ("activity", "place"),
    [
        ("meet friends at the Sunny Bean Cafe", "Sunny Bean Cafe"),
        ("chat with friends in Bluebell Park", "Bluebell Park"),
        ("have dinner at home", None),
    ],
)
def test_steps_with_others_need_someone_there(activity, place):
    card = CARDS["ruth_whitaker"]
    where = place or card.home.sector
    start = 19 * 60 if place is None else 15 * 60
    with_them = _company_steps(card, activity, start, frozenset({where}))
    nobody = _company_steps(card, activity, start, frozenset({"Town Hall"}))
    assert with_them[0] > 0 and with_them[1] == 0, with_them
    assert nobody[0] == 0, nobody
    if place is not None:  # with nobody there yet, one looks around for someone
        assert nobody[1] > 0, nobody


def test_marking_at_home_is_done_at_home_and_alone():
    card = CARDS["nora_kim"]
    plan = (
        PlanBlock(start=16 * 60 + 30, end=18 * 60, activity="mark books and plan lessons at home"),
    )
    for seed in (1, 2, 3):
        acts = _decompose(card, plan, seed, company=frozenset(), shut=frozenset())
        assert {a.place.sector for a in acts} == {card.home.sector}, acts
        assert not [a for a in acts if _all(a.description, lambda st: st.company)], acts


def test_a_day_in_the_untuned_town_keeps_to_the_hour_and_the_company():
    """Larkholme (nobody tuned to it), a day: the bench's counts of steps done against their
    marks. A step with others may still end alone when the others leave during the hour."""
    flags = _flags()
    sim = build_simulation(
        "larkholme", maps_dir=ROOT / "tests/towns", config=SimConfig(seed=3, autosave_minutes=0)
    )
    rec = TimelineRecorder(sim)
    check = flags.HourCompany(sim)
    per_minute = max(1, 60 // sim.clock.step_seconds)
    for step in range(sim.clock.steps_for(24)):
        sim.step()
        rec.after_step(sim)
        if (step + 1) % per_minute == 0:
            check.minute(sim.clock.now.hour * 60 + sim.clock.now.minute)
    for a in rec.actions:
        if a.get("arrived"):
            continue
        t = datetime.fromisoformat(a["time"])
        check.action(
            a["resident"], t.hour * 60 + t.minute, a["action"], a["place"].split(":")[0], ""
        )
    counts = check.finish()
    sim.shutdown()
    assert counts["off hours"] == counts["customers shut"] == counts["off workday"] == 0, dict(
        check.shown
    )
    assert counts["alone"] <= 3, check.shown["alone"]


def test_a_step_marked_for_no_time_or_an_unknown_company_is_refused(tmp_path):
    own = tmp_path / "activities.toml"
    for bad, word in (("hours = [9, 9]", "hours"), ('company = "friends"', "company")):
        own.write_text(
            f'[[activity]]\nname = "relax"\nsteps = [{{ text = "x", {bad} }}]\n', encoding="utf-8"
        )
        with pytest.raises(TablesError, match=word) as e:
            load_tables(own)
        assert "\n" not in str(e.value)
    own.write_text(
        '[[activity]]\nname = "relax"\nsteps = [{ text = "x", hours = [18, 2], '
        'company = "alone", workday = "end" }]\n',
        encoding="utf-8",
    )
    step = load_tables(own).by_name["relax"].steps[0]
    assert (step.hours, step.company, step.workday) == ((18, 2), "alone", "end")
    assert (
        in_hours(step.hours, 23 * 60)
        and in_hours(step.hours, 60)
        and not in_hours(step.hours, 12 * 60)
    )
