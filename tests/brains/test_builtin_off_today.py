"""Nobody asks one with no work or school today what time they finish (a native reader: "今天几点
下班？" to a retired husband and to teenage daughters on a Saturday). The listener's hours are
records (``Listener.off_today``, from ``Relationships.hours``)."""

from __future__ import annotations

from dataclasses import replace

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from
from game.mind.brain import Listener, PersonaCard, UtteranceRequest
from game.mind.types import Place

HOME = Place(sector="Lee House", arena="Kitchen")
ANN = PersonaCard(id="ann", name="Ann Lee", age=40, home=HOME)
TOM = Listener(
    id="tom", name="Tom Lee", relationship="Her husband, a carpenter.", ties=("home",), age=42
)


def _openers(who: Listener) -> list[str]:
    out = []
    for seed in range(1, 41):
        req = UtteranceRequest(
            speaker=ANN, listeners=(who,), place=HOME, now=7 * 60 + seed % 30,
            transcript=(), housemates=("tom",), max_turns_left=4,
        )  # fmt: skip
        out.append(BuiltinBrain(seed=seed).next_utterance(req).text)
    return out


def test_one_off_today_is_not_asked_when_they_will_be_back():
    working = _openers(TOM)
    assert any(said_from("ask_back", t) for t in working), working  # (it is asked, of a worker)
    off = _openers(replace(TOM, off_today=True))
    assert not any(said_from("ask_back", t) for t in off), [
        t for t in off if said_from("ask_back", t)
    ]


def test_off_today_is_read_from_the_hours_on_record():
    from game.app_setup import build_simulation
    from game.mind.listeners import listener
    from game.sim.simulation import SimConfig

    sim = build_simulation("brinewick", config=SimConfig(seed=1, autosave_minutes=0))
    friday = sim.now_s - sim.now_s % 86400  # the town starts on a Friday
    days = {"fri": friday, "sat": friday + 86400, "sun": friday + 2 * 86400}
    checked = 0
    for r in sim.residents.values():
        for other, hours in r.relations.hours.items():
            if other == r.id or not r.relations.acquainted(other):
                continue
            name = sim.residents[other].name
            for day, start in days.items():
                off = listener(r, other, name, start).off_today
                works = hours.work_hours is not None and day in hours.work_days
                assert off == (not works), (r.id, other, day)
                checked += 1
            assert not listener(r, other, name).off_today  # (no day given: not known)
    assert checked > 30


def test_a_child_is_not_asked_when_it_will_be_back_by_a_brother_either():
    """(A blind reader: two boys of eight and nine at breakfast, "When are you finishing
    today?" / "By half past three, with luck." A child's day is not its own to plan, whoever
    asks: the grown-up asking was filtered, a sibling was not.)"""
    jo = PersonaCard(id="jo", name="Jo Lee", age=9, home=HOME)
    kit = Listener(
        id="kit", name="Kit Lee", relationship="His younger brother.", ties=("home",), age=8
    )
    said = []
    for seed in range(1, 41):
        req = UtteranceRequest(
            speaker=jo, listeners=(kit,), place=HOME, now=7 * 60 + seed % 30,
            transcript=(), housemates=("kit",), max_turns_left=4,
        )  # fmt: skip
        said.append(BuiltinBrain(seed=seed).next_utterance(req).text)
    assert not [t for t in said if said_from("ask_back", t)]
