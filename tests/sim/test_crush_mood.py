"""A good talk with the one a resident has a crush on (a ``feelings`` record) lifts its mood
more than a talk with anyone else, and the inspector says why; one gone badly is still felt as
gone badly; the one it is on, who feels nothing of the kind, is no more cheered than by anyone."""

from __future__ import annotations

from tests.sim.test_inner_life import town


def _talk(sim, me: str, other: str, felt: str = "") -> float:
    """The change in ``me``'s mood after a talk with ``other`` that felt ``felt``."""
    mind = sim.residents[me]
    meta = {"with": [other], "conversation": 1, **({"felt": felt} if felt else {})}
    mid = mind.memory.add(
        "We talked.", kind="conversation", now=sim.now_s, importance_10=2, meta=meta
    )
    before = sim.inner.states[me].mood.valence
    sim.inner.talk_concluded(sim, me, [mid])
    return sim.inner.states[me].mood.valence - before


def _not_kin(sim) -> tuple[str, str, str]:
    """One resident and two others who are not its family (a crush on kin is no romance)."""
    me = sim.order[0]
    rels = sim.residents[me].relations
    far = [o for o in sim.order[1:] if rels.get(o) is None or rels.get(o).kind != "family"]
    return me, far[0], far[1]


def test_a_talk_with_ones_crush_lifts_the_mood_more_than_another():
    plain, fond = town(8), town(8)
    me, crush, other = _not_kin(fond)
    for sim in (plain, fond):
        for o in (crush, other):
            sim.residents[me].relations.know(o, sim.residents[o].name)
    fond.residents[me].relations.get(crush).feeling = "crush"
    lifted = _talk(fond, me, crush)
    assert fond.inner.states[me].cause == "fond_talk"
    assert lifted > _talk(plain, me, crush) + 0.05  # the same talk, no crush: a plain one
    assert lifted > _talk(plain, me, other, "good")  # more than a warm talk with anyone
    # the one it is on feels nothing of the kind: a plain talk
    assert fond.residents[crush].relations.get(me) is None or (
        fond.residents[crush].relations.get(me).feeling == ""
    )
    _talk(fond, crush, me)
    assert fond.inner.states[crush].cause != "fond_talk"


def test_a_talk_with_ones_crush_that_went_badly_is_still_felt_as_gone_badly():
    sim = town(8)
    me, crush, _ = _not_kin(sim)
    sim.residents[me].relations.know(crush, sim.residents[crush].name).feeling = "crush"
    assert _talk(sim, me, crush, "bad") < 0
    assert sim.inner.states[me].cause == "sour_talk"
