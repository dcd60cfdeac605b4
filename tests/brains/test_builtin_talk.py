"""Built-in brain: reactions, conversation lines, news spreading verbatim, summaries."""

from __future__ import annotations

import pytest

from game.brains.builtin import BuiltinBrain, extract_news
from game.mind.brain import (
    ConversationSummaryRequest,
    Listener,
    OtherView,
    ReactionRequest,
    UtteranceRequest,
)
from game.mind.types import Line, MemoryLine, Place
from tests.brains.test_builtin_support import cards, load_raw

CARDS = cards()
BY_ID = {c.id: c for c in CARDS}
RELS = {(r["id"], other): text for r in load_raw() for other, text in r["relationships"].items()}
PARTY = (
    "Camille Moreau is planning a Valentine's Day party at the Sunny Bean Cafe on Saturday, "
    "February 14, from 5 pm to 7 pm."
)
CAFE = Place(sector="Sunny Bean Cafe", arena="Dining Area")


def _talk(brain, a_id, b_id, news_a=(), news_b=(), max_lines=8, now=10 * 60):
    a, b = BY_ID[a_id], BY_ID[b_id]
    lines: list[Line] = []
    ends = []
    while len(lines) < max_lines:
        sp, other = (a, b) if len(lines) % 2 == 0 else (b, a)
        news = news_a if sp is a else news_b
        told = " ".join(x.text for x in lines if x.speaker == sp.id)
        news = tuple(m for m in news if m.text not in told)
        u = brain.next_utterance(
            UtteranceRequest(
                speaker=sp,
                listeners=(
                    Listener(
                        id=other.id, name=other.name, relationship=RELS.get((sp.id, other.id), "")
                    ),
                ),
                place=CAFE,
                now=now,
                transcript=tuple(lines),
                news=news,
                max_turns_left=max_lines - len(lines),
            )
        )
        lines.append(Line(speaker=sp.id, name=sp.name, text=u.text))
        ends.append(u.end)
        if u.end:
            break
    return lines, ends


def _summary(brain, me_id, other_id, lines):
    other = BY_ID[other_id]
    return brain.summarize_conversation(
        ConversationSummaryRequest(
            persona=BY_ID[me_id],
            others=(
                Listener(
                    id=other.id, name=other.name, relationship=RELS.get((me_id, other_id), "")
                ),
            ),
            transcript=tuple(lines),
        )
    )


@pytest.mark.parametrize("opener", ["camille_moreau", "maya_hart"])
def test_news_is_said_verbatim_and_learned_only_by_the_listener(opener):
    brain = BuiltinBrain(seed=2)
    news = (MemoryLine(id=11, text=PARTY, kind="observation", importance=0.7),)
    other = "maya_hart" if opener == "camille_moreau" else "camille_moreau"
    news_a, news_b = (news, ()) if opener == "camille_moreau" else ((), news)
    lines, ends = _talk(brain, opener, other, news_a, news_b)
    carrying = [ln for ln in lines if PARTY in ln.text]
    assert carrying and carrying[0].speaker == "camille_moreau"
    assert lines.index(carrying[0]) <= 2, "news comes within the first lines"
    assert extract_news(carrying[0].text) == PARTY
    assert ends[-1] and len(lines) >= 4
    maya = _summary(brain, "maya_hart", "camille_moreau", lines)
    camille = _summary(brain, "camille_moreau", "maya_hart", lines)
    assert maya.learned == (PARTY,)
    assert camille.learned == ()
    assert "Camille" in maya.summary and maya.summary.startswith("I ")
    assert 0.03 <= maya.closeness["camille_moreau"] <= 0.08
    assert "party" in maya.relationships["camille_moreau"].lower()


def test_lines_greet_by_first_name_and_stay_in_voice():
    brain = BuiltinBrain()
    for a, b in (
        ("leo_hart", "hana_sato"),
        ("grace_okafor", "harold_whitaker"),
        ("tomas_rivera", "olivia_grant"),
        ("nora_kim", "wei_chen"),
    ):
        lines, ends = _talk(brain, a, b)
        assert BY_ID[b].first_name() in lines[0].text
        assert BY_ID[a].first_name() in lines[1].text
        assert any(ends) and len(lines) <= 8
        for ln in lines:
            assert len(ln.text) <= 200 and ln.text.strip()
            assert not ln.text.startswith(tuple(c.name + ":" for c in CARDS))
        assert len({ln.text for ln in lines}) == len(lines), "no line is said twice"


def test_several_news_items_travel_over_one_conversation():
    brain = BuiltinBrain()
    items = (
        MemoryLine(id=1, text=PARTY, importance=0.7),
        MemoryLine(
            id=2,
            text="Grace Okafor is running for mayor of Smallville against Harold "
            "Whitaker; the election is on March 3.",
            importance=0.8,
        ),
    )
    lines, _ = _talk(brain, "camille_moreau", "sofia_marino", news_a=items, max_lines=10)
    said = [extract_news(ln.text) for ln in lines if ln.speaker == "camille_moreau"]
    assert [s for s in said if s] == [items[1].text, PARTY], "most important first, one per line"
    learned = _summary(brain, "sofia_marino", "camille_moreau", lines).learned
    assert set(learned) == {PARTY, items[1].text}


def test_the_last_turn_ends_the_conversation():
    brain = BuiltinBrain()
    u = brain.next_utterance(
        UtteranceRequest(
            speaker=BY_ID["leo_hart"],
            listeners=(Listener(id="ada_okafor", name="Ada Okafor"),),
            place=CAFE,
            now=900,
            transcript=(),
            max_turns_left=1,
        )
    )
    assert u.end and "Ada" in u.text


def test_a_quarrel_lowers_closeness():
    brain = BuiltinBrain()
    lines, _ = _talk(brain, "samuel_okafor", "ethan_brooks")
    assert _summary(brain, "samuel_okafor", "ethan_brooks", lines).closeness["ethan_brooks"] < 0
    friendly, _ = _talk(brain, "daniel_hart", "lily_chen")
    assert _summary(brain, "daniel_hart", "lily_chen", friendly).closeness["lily_chen"] > 0


def _react(
    brain, me, other_id, now=15 * 60, current="take a walk in the park", obs=None, available=True
):
    other = BY_ID[other_id]
    return brain.decide_reaction(
        ReactionRequest(
            persona=BY_ID[me],
            now=now,
            current_action=current,
            observation=obs or f"{other.name} is taking a walk",
            other=OtherView(
                id=other.id,
                name=other.name,
                activity="taking a walk",
                relationship=RELS.get((me, other_id), ""),
                available=available,
            ),
        )
    )


def test_talk_happens_for_some_pairs_not_all_and_deterministically():
    brain = BuiltinBrain(seed=4)
    decisions = {}
    for a in CARDS:
        for b in CARDS:
            if a.id != b.id:
                decisions[(a.id, b.id)] = _react(brain, a.id, b.id).decision
    talks = sum(d == "talk" for d in decisions.values())
    assert 0.1 * len(decisions) < talks < 0.8 * len(decisions)
    assert all(d in ("talk", "continue") for d in decisions.values())
    again = BuiltinBrain(seed=4)
    assert all(_react(again, a, b).decision == d for (a, b), d in list(decisions.items())[:50])
    # friends talk more than strangers
    friends = [k for k in decisions if RELS.get(k)]
    strangers = [k for k in decisions if not RELS.get(k)]
    rate = lambda ks: sum(decisions[k] == "talk" for k in ks) / len(ks)  # noqa: E731
    assert rate(friends) > rate(strangers)


def test_no_talk_when_unavailable_asleep_or_rarely_late_at_night():
    brain = BuiltinBrain()
    assert _react(brain, "maya_hart", "elena_costa", available=False).decision == "continue"
    assert _react(brain, "maya_hart", "elena_costa", current="sleeping").decision == "continue"
    day = sum(
        _react(brain, a.id, "camille_moreau", now=m).decision == "talk"
        for a in CARDS
        if a.id != "camille_moreau"
        for m in (600, 610, 620)
    )
    night = sum(
        _react(brain, a.id, "camille_moreau", now=m).decision == "talk"
        for a in CARDS
        if a.id != "camille_moreau"
        for m in (1400, 1410, 1420)
    )
    assert night < day


def test_emergencies_call_for_a_reaction():
    brain = BuiltinBrain()
    r = _react(brain, "lily_chen", "ingrid_lindqvist", obs="Ingrid Lindqvist fell near the pond")
    assert r.decision == "react" and r.minutes > 0 and "Ingrid" in r.activity and r.reason
    r = _react(brain, "george_adeyemi", "rafael_costa", obs="smoke and fire at the supply store")
    assert r.decision == "react" and "fire" in r.activity
