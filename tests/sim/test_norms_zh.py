"""Norms in a Chinese town: the shipped norms in its words (``game/mind/data/norms.zh.toml``
over ``norms.toml``), the same rules, told in Chinese; a language without a file keeps
English's."""

import re
from datetime import datetime

from game.app_setup import load_town_files, make_simulation
from game.lang.zh.words import has_chinese
from game.mind.inner import norms as nm
from game.mind.inner.norm_files import for_town, shipped
from game.sim.simulation import SimConfig

LATIN_WORD = re.compile(r"[A-Za-z]{3}")


def _rule(n: nm.Norm) -> tuple:
    return (n.name, n.kind, n.weight, n.start, n.end, n.days, n.places)


def test_the_chinese_norms_are_the_english_rules_in_other_words():
    en, zh = shipped(), shipped("zh")
    assert [_rule(n) for n in zh.norms] == [_rule(n) for n in en.norms]
    for field in ("loud_objects", "loud_emoji", "private", "tolerance", "forgive", "cool"):
        assert getattr(zh, field) == getattr(en, field), field
    said = [n.told for n in zh.norms] + [*zh.complaint, zh.avoid, zh.avoid_long, zh.still]
    assert all(has_chinese(s) and not LATIN_WORD.search(re.sub(r"\{\w+\}", "", s)) for s in said)
    assert zh.joiner != en.joiner and has_chinese(zh.joiner)
    assert shipped("xx") == en  # a language with no file of its own: English
    assert for_town(None, "zh") == zh


def test_a_row_in_a_chinese_town_is_told_in_chinese_with_both_names():
    world, personas = load_town_files("taohuacun")
    world.start_time = datetime(2026, 6, 12, 19, 0)
    sim = make_simulation(world, personas, None, None, SimConfig(seed=1, autosave_minutes=0))
    a, b, c = sorted(sim.residents)[:3]
    here = sim.bodies[a].arena
    for rid in (b, c):  # the two who row, and one who hears it, in one (public) building
        sim.bodies[rid].arena = here
    fact = {"key": "row:1", "about": [a, b], "topic": "quarrel", "mine": "x", "told": "y"}
    mid = sim.residents[a].memory.add(
        "rowed", now=sim.now_s, importance_10=7, meta={"event": True, "fact": fact}
    )
    sim.norms.talk_concluded(sim, a, [mid])
    heard = [
        m.content
        for rid in sim.norms.log and {x["witness"] for x in sim.norms.log}
        for m in (sim.residents[rid].memory.get(i) for i in range(len(sim.residents[rid].memory)))
        if str((m.meta.get("fact") or {}).get("key", "")).startswith("norm:raised_voices")
    ]
    assert heard, "nobody heard the row"
    names = {sim.residents[a].name, sim.residents[b].name}
    for text in heard:
        assert not LATIN_WORD.search(text), text
        assert all(n in text for n in names) and shipped("zh").joiner in text, text
