"""Who has a piece of news travels with it: a hearer counts as having a fact everyone present
when it was told, and those the teller let on had it ("Ann knows already"), so nobody tells
them again; one who is told what it already had lets on that it had it, and who else does."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.app_setup import build_simulation
from game.mind import cognition, converse, talk_outcome
from game.mind.facts import Fact
from game.mind.news_holders import held_keys, known_to
from game.mind.types import Line, Place
from game.sim.simulation import SimConfig

TOWNS = Path(__file__).resolve().parents[1] / "towns"


@pytest.fixture(scope="module")
def sim():
    return build_simulation(
        "larkholme", config=SimConfig(seed=3, autosave_minutes=0), maps_dir=TOWNS
    )


def _a_told_fact(sim):
    """(teller, fact): a resident's own news fact, as a record."""
    for rid, r in sim.residents.items():
        for mid in held_keys(r).values():
            f = Fact.from_meta(r.memory.get(mid).meta.get("fact"))
            if f is not None and f.subject == rid and f.news and not f.secret:
                return rid, f
    raise AssertionError("no resident holds news of its own")


def _view(sim, members, lines):
    return converse.ConversationView(
        id=991,
        participants=tuple((m, sim.residents[m].name) for m in members),
        place=Place(sector=sim.town.name),
        transcript=tuple(lines),
        max_lines=8,
    )


def _strangers_to(sim, rid, fact, n):
    """Residents who do not hold the fact (not its subject's household either)."""
    out = [
        o
        for o in sim.residents
        if o != rid and o not in fact.about and fact.key not in held_keys(sim.residents[o])
    ]
    assert len(out) >= n
    return out[:n]


def test_a_hearer_counts_the_others_present_and_those_the_teller_names(sim):
    teller, fact = _a_told_fact(sim)
    hearer, third, named = _strangers_to(sim, teller, fact, 3)
    h = sim.residents[hearer]
    h.relations.know(named, sim.residents[named].name)  # someone the hearer knows
    assert fact.key not in known_to(h, third) and fact.key not in known_to(h, named)
    line = Line(
        speaker=teller,
        name=sim.residents[teller].name,
        text=fact.text(),
        fact=fact,
        holders=((fact.key, (named,)),),
    )
    view = _view(sim, (teller, hearer, third), [line])
    talk_outcome.conclude(h, sim.services, view, sim.now_s)
    assert fact.key in known_to(h, third)  # present when it was told
    assert fact.key in known_to(h, named)  # the teller let on they have it
    assert fact.key in known_to(h, teller)


def test_without_the_teller_letting_on_the_absent_are_not_counted(sim):
    teller, fact = _a_told_fact(sim)
    absent, hearer = _strangers_to(sim, teller, fact, 5)[-2:]
    h = sim.residents[hearer]
    h.relations.know(absent, sim.residents[absent].name)
    line = Line(speaker=teller, name=sim.residents[teller].name, text=fact.text(), fact=fact)
    talk_outcome.conclude(h, sim.services, _view(sim, (teller, hearer), [line]), sim.now_s)
    assert fact.key not in known_to(h, absent)


def test_one_lets_on_to_the_subject_whom_it_told_and_the_subject_then_spares_them(sim):
    """Ann told Tom about Bea's party; meeting Bea, Ann's first line lets on that Tom has it,
    so Bea does not tell Tom her party as news. Without that first line Bea knows nothing."""
    subject, fact = _a_told_fact(sim)
    teller, told = _strangers_to(sim, subject, fact, 2)
    t, s = sim.residents[teller], sim.residents[subject]
    line = Line(speaker=subject, name=s.name, text=fact.text(), fact=fact)
    talk_outcome.conclude(t, sim.services, _view(sim, (subject, teller), [line]), sim.now_s)
    mid = held_keys(t)[fact.key]
    t.relations.know(told, sim.residents[told].name).told.append(mid)  # Ann told Tom
    s.relations.know(told, sim.residents[told].name)
    assert fact.key not in known_to(s, told)
    view = _view(sim, (teller, subject), [])
    when = cognition.when_fn(sim.clock.now, sim.now_s)
    utt = converse.next_line(t, sim.services, view, sim.now_s, sim.clock.minute_of_day(), when)
    assert any(k == fact.key and told in ids for k, ids in utt.holders)
    heard = Line(speaker=teller, name=t.name, text=utt.text, holders=utt.holders)
    talk_outcome.conclude(s, sim.services, _view(sim, (teller, subject), [heard]), sim.now_s)
    assert fact.key in known_to(s, told)
