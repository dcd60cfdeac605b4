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
def test_own_news_is_told_in_the_first_person_and_learned_as_the_fact(opener):
    brain = BuiltinBrain(seed=2)
    news = (MemoryLine(id=11, text=PARTY, kind="observation", importance=0.7),)
    other = "maya_hart" if opener == "camille_moreau" else "camille_moreau"
    news_a, news_b = (news, ()) if opener == "camille_moreau" else ((), news)
    lines, ends = _talk(brain, opener, other, news_a, news_b)
    carrying = [ln for ln in lines if extract_news(ln.text)]
    assert carrying and carrying[0].speaker == "camille_moreau"
    assert lines.index(carrying[0]) <= 2, "news comes within the first lines"
    told = extract_news(carrying[0].text)
    assert told.startswith("I'm planning a Valentine's Day party"), told
    assert "Camille Moreau is" not in carrying[0].text  # never herself in the third person
    assert ends[-1] and len(lines) >= 4
    maya = _summary(brain, "maya_hart", "camille_moreau", lines)
    camille = _summary(brain, "camille_moreau", "maya_hart", lines)
    assert maya.learned == (PARTY,)
    assert camille.learned == ()
    assert maya.summary.startswith("I ") and "Camille" in maya.summary
    assert 0.03 <= maya.closeness["camille_moreau"] <= 0.08


def test_someone_elses_news_keeps_its_wording_from_teller_to_teller():
    news = (MemoryLine(id=11, text=PARTY, kind="conversation", importance=0.7),)
    brain = BuiltinBrain(seed=5)
    # whether one passes gossip on is a trait of the teller: find a teller who does
    tellers = [rid for rid in BY_ID if rid not in ("camille_moreau", "olivia_grant")]
    for teller in tellers:
        lines, _ = _talk(brain, teller, "olivia_grant", news_a=news)
        if any(extract_news(ln.text) for ln in lines):
            break
    else:
        raise AssertionError("nobody ever passed the party on")
    learned = _summary(brain, "olivia_grant", teller, lines).learned
    assert learned == (PARTY,)


def test_family_is_addressed_as_family_and_strangers_introduce_themselves():
    brain = BuiltinBrain(seed=1)
    lines, _ = _talk(brain, "leo_hart", "maya_hart")
    assert "Mum" in lines[0].text and "Maya" not in lines[0].text
    assert "Leo" in lines[1].text
    lines, _ = _talk(brain, "elena_costa", "marcus_bell")  # no relationship in the file
    assert "I'm Elena" in lines[0].text or "Elena" in lines[0].text


def test_no_what_brings_you_at_a_home_or_at_the_listeners_work():
    brain = BuiltinBrain(seed=3)
    for setting in (
        "We are at Chen House (home), Lily Chen's home.",
        "We are at Chen House (home), my home.",
        "We are at Sunny Bean Cafe (cafe), Olivia Grant's workplace.",
    ):
        for sp, other in (("wei_chen", "lily_chen"), ("nora_kim", "olivia_grant")):
            for now in range(9 * 60, 18 * 60, 37):
                u = brain.next_utterance(
                    UtteranceRequest(
                        speaker=BY_ID[sp],
                        listeners=(Listener(id=other, name=BY_ID[other].name),),
                        place=CAFE,
                        now=now,
                        transcript=(),
                        memories=(MemoryLine(id=-1, text=setting, kind="context"),),
                    )
                )
                assert "what brings you" not in u.text.lower(), (setting, u.text)


def test_what_a_speaker_said_today_is_not_said_again():
    """Camille greets six regulars one after another: the mind sends her earlier lines."""
    brain = BuiltinBrain(seed=1)
    said: list[str] = []
    for i, other in enumerate(
        ("maya_hart", "sofia_marino", "elena_costa", "olivia_grant", "ethan_brooks", "wei_chen")
    ):
        ctx = (
            (
                MemoryLine(
                    id=-1, text="Said today: " + " ".join(f'"{t}"' for t in said), kind="context"
                ),
            )
            if said
            else ()
        )
        u = brain.next_utterance(
            UtteranceRequest(
                speaker=BY_ID["camille_moreau"],
                listeners=(
                    Listener(
                        id=other,
                        name=BY_ID[other].name,
                        relationship=RELS.get(("camille_moreau", other), ""),
                    ),
                ),
                place=CAFE,
                now=9 * 60 + i,
                transcript=(),
                memories=ctx,
            )
        )
        masked = u.text.replace(BY_ID[other].first_name(), "N")
        assert all(masked != s.replace(n, "N") for s, n in zip(said, _firsts(said), strict=False))
        said.append(u.text)


def _firsts(said):
    import re as _re

    return [
        (_re.search(r"\b([A-Z][a-z]+)\b[.!,]", s) or _re.search(r"(x)", "x")).group(1) for s in said
    ]


def test_secrets_stay_with_confidants():
    brain = BuiltinBrain(seed=1)
    for seed in range(6):
        brain = BuiltinBrain(seed=seed)
        lines, _ = _talk(brain, "olivia_grant", "marcus_bell", now=10 * 60 + seed)
        assert not any("crush" in ln.text for ln in lines if ln.speaker == "olivia_grant")


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
    # the line ends the talk with a goodbye (whether it names Ada depends on which one is picked)
    from game.brains.builtin.phrases_said import said_from

    byes = ("bye_generic", "bye_next", "bye_work", "bye_family", "bye_home_evening")
    assert u.end and any(said_from(name, u.text) for name in byes)


def test_a_quarrel_happens_and_lowers_closeness():
    brain = BuiltinBrain()
    lines, _ = _talk(brain, "samuel_okafor", "ethan_brooks")
    assert "pub" in lines[0].text or "noise" in lines[0].text or "evenings" in lines[0].text
    summary = _summary(brain, "samuel_okafor", "ethan_brooks", lines)
    assert summary.summary.startswith("I argued with Ethan")
    assert summary.closeness["ethan_brooks"] <= 0.02
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


def test_one_calls_the_other_by_name_once_a_line():
    from game.brains.builtin.talk_fit import addressed_once

    assert addressed_once("Hey, Jo. You okay, Jo?", "Jo") == "Hey, Jo. You okay?"
    assert addressed_once("Hello, Jo. Good to see you.", "Jo") == "Hello, Jo. Good to see you."
    assert addressed_once("你好，小明。吃了吗，小明？", "小明") == "你好，小明。吃了吗？"
