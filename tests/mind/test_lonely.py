"""One who has had no company for too long (its social need below its level) looks again at
those about it and talks: to someone it spoke to earlier today as well, and says why."""

from __future__ import annotations

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases import lines
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.reaction import talk_probability
from game.brains.embeddings import HashEmbedder
from game.brains.llm.templates import decide_reaction
from game.mind import needs_plan, react
from game.mind.brain import (
    Feeling,
    Line,
    Listener,
    OtherView,
    ReactionRequest,
    UtteranceRequest,
)
from game.mind.inner.needs import Needs
from game.mind.inner.urges import urge_tables
from game.mind.persona import parse_personas
from game.mind.resident import MindConfig, Resident
from game.mind.types import Place, SeenEvent
from tests.mind.test_reflect import entry

LONELY, PLAIN = Feeling(lonely=True), Feeling()


def ann() -> Resident:
    people = parse_personas({"residents": [entry(), entry("bob", "Bob Marsh")]})
    r = Resident(people[0], HashEmbedder(), MindConfig())
    r.relations.know("bob", "Bob Marsh", "my neighbour")
    return r


def test_the_level_is_the_urge_tables():
    below = urge_tables().below["social"]
    assert needs_plan.is_lonely(Needs(social=below - 0.01))
    assert not needs_plan.is_lonely(Needs(social=below + 0.01))


def test_one_lonely_talks_again_to_someone_it_spoke_to_today():
    r = ann()
    now = 2 * 86400.0 + 20 * 3600  # 20:00 on a day
    r.relations.get("bob").last_talked = now - 3600  # talked at seven, nothing to add since
    seen = SeenEvent(subject="Bob Marsh", predicate="is", obj="reading", actor="bob",
                     distance=2.0, description="Bob Marsh is reading", place=Place(sector="Home"))  # fmt: skip
    bob = OtherView(id="bob", name="Bob Marsh", activity="reading")
    assert react.candidate(r, (seen,), (bob,), now) is None
    r.considered.clear()
    assert react.candidate(r, (seen,), (bob,), now, lonely=True) is not None


def test_the_brains_hear_of_it():
    card = ann().card()
    bob = OtherView(id="bob", name="Bob Marsh", activity="reading", relationship="my neighbour")
    req = ReactionRequest(persona=card, now=20 * 60, current_action="reading",
                          observation="Bob Marsh is reading", other=bob)  # fmt: skip
    plain, _ = talk_probability(req)
    lonely, why = talk_probability(ReactionRequest(**{**req.__dict__, "lonely": True}))
    assert lonely > plain and lonely >= 0.75, (plain, lonely)
    prompt = " ".join(
        t for _, t in decide_reaction(ReactionRequest(**{**req.__dict__, "lonely": True}))
    )
    assert "no company for too long" in prompt
    assert "no company" not in " ".join(t for _, t in decide_reaction(req))


def _say(sp, other, transcript, mood=PLAIN, turns=8):
    return BuiltinBrain(seed=3).next_utterance(
        UtteranceRequest(
            speaker=sp,
            listeners=(
                Listener(id=other.id, name=other.name, relationship="my neighbour", knows=True),
            ),  # fmt: skip
            place=Place(sector="Green"),
            now=15 * 60,
            transcript=tuple(transcript),
            max_turns_left=turns,
            mood=mood,
            known=((other.id, other.name),),
        )
    )


def test_it_asks_for_company_is_given_it_and_says_how_it_has_been():
    people = parse_personas({"residents": [entry(), entry("bob", "Bob Marsh")]})
    a, b = (Resident(p, HashEmbedder(), MindConfig()).card() for p in people)
    opener = _say(a, b, (), LONELY)
    assert said_from("lonely_open", opener.text) and not opener.end, opener.text
    t = [Line(speaker=a.id, name=a.name, text=opener.text)]
    reply = _say(b, a, t)
    assert said_from("lonely_reply", reply.text) and not reply.end, reply.text
    t.append(Line(speaker=b.id, name=b.name, text=reply.text))
    answer = _say(a, b, t, LONELY)
    assert said_from("ans_lonely", answer.text) and not answer.end, answer.text
    t.append(Line(speaker=a.id, name=a.name, text=answer.text))
    taken = _say(b, a, t)  # not "Got it. Cheerio."
    assert said_from("react_answer_lonely", taken.text) and not taken.end, taken.text
    plain = _say(a, b, ())
    assert not said_from("lonely_open", plain.text), plain.text
    assert all(
        "all day" not in x and "today" not in x for x in lines("lonely_open")
    )  # (at 8 am too)
