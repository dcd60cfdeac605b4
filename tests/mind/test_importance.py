import json

import pytest

from game.lang.en.importance import KEYWORD_TABLE, is_routine, rule_importance
from game.mind.brain import Brain, PersonaCard
from game.mind.importance import ImportanceScorer
from game.mind.types import Place

PERSONA = PersonaCard(id="isabella", name="Isabella Rodriguez", age=34, home=Place(sector="Home"))


class ScoringBrain(Brain):
    """Answers score_importance with a scripted function and records every request."""

    name = "fake"

    def __init__(self, answer=lambda texts: tuple(7 for _ in texts)):
        self.answer = answer
        self.requests = []

    def score_importance(self, req):
        self.requests.append(req)
        return self.answer(req.texts)

    def plan_day(self, req):
        raise NotImplementedError

    def decompose(self, req):
        raise NotImplementedError

    def choose_place(self, req):
        raise NotImplementedError

    def reflect_questions(self, req):
        raise NotImplementedError

    def insights(self, req):
        raise NotImplementedError

    def decide_reaction(self, req):
        raise NotImplementedError

    def next_utterance(self, req):
        raise NotImplementedError

    def summarize_conversation(self, req):
        raise NotImplementedError

    def answer_question(self, req):
        raise NotImplementedError

    def summarize(self, req):
        raise NotImplementedError


def test_rules_order_the_seed_examples():
    teeth = rule_importance("John Lin is brushing his teeth")
    latte = rule_importance("Isabella is buying a latte at Hobbs Cafe")
    dating = rule_importance("Maria is starting to date Klaus")
    mayor = rule_importance("Sam Moore is running for mayor")
    assert teeth < latte < dating < mayor
    assert teeth <= 2 and 2 <= latte <= 4 and dating >= 7 and mayor >= 8


@pytest.mark.parametrize(
    "text,lo,hi",
    [
        ("the bed is idle", 1, 1),
        ("Klaus is sleeping", 1, 2),
        ("Eddy is eating lunch", 2, 4),
        ("Klaus is working on his research paper", 2, 4),
        ("Maria chatted with Klaus about music", 3, 5),
        ("Isabella invited Maria to her Valentine's Day party", 6, 9),
        ("Sam and Jennifer argued about the election", 6, 9),
        ("Hobbs Cafe is closed today", 6, 9),
        ("Tom had an accident and is in the hospital", 7, 9),
        ("Jane broke up with John", 9, 10),
        ("John got accepted to Oak Hill College", 9, 10),
        ("Mei's father died last night", 9, 10),
        ("Klaus proposed to Maria", 9, 10),
        ("Klaus is at the library", 2, 4),
    ],
)
def test_rule_bands(text, lo, hi):
    assert lo <= rule_importance(text) <= hi


def test_table_is_well_formed_and_scores_stay_in_range():
    assert all(1 <= score <= 10 for score, _ in KEYWORD_TABLE)
    assert 1 <= rule_importance("") <= 10
    assert rule_importance("walking to the party") == rule_importance("the party")  # max wins


def test_routine_detection():
    assert is_routine("the bed is idle") and is_routine("Klaus is walking to the cafe")
    assert not is_routine("Klaus is walking to the party")
    assert not is_routine("Isabella is buying a latte")  # cheap but not idle: worth a score


def test_one_batched_call_for_many_texts_and_routine_skipped():
    brain = ScoringBrain(lambda texts: tuple(5 + i % 3 for i in range(len(texts))))
    scorer = ImportanceScorer(brain)
    texts = [f"Isabella told Maria about plan {i}" for i in range(6)]
    texts += ["the bed is idle", "Klaus is sleeping", texts[0]]  # 2 routine, 1 duplicate
    scores = scorer.score(PERSONA, texts)
    assert len(brain.requests) == 1
    assert brain.requests[0].texts == tuple(texts[:6])  # no routine, no duplicate
    assert brain.requests[0].persona is PERSONA
    assert scores == [5, 6, 7, 5, 6, 7, 1, 1, 5]
    assert scorer.skipped == 2 and scorer.calls == 1 and scorer.asked == 6


def test_cache_avoids_repeat_calls():
    brain = ScoringBrain()
    scorer = ImportanceScorer(brain)
    scorer.score(PERSONA, ["Sam is running for mayor", "Isabella is planning a party"])
    assert scorer.score(PERSONA, ["Isabella is planning a party"]) == [7]
    assert len(brain.requests) == 1 and scorer.hits == 1
    scorer.score(PERSONA, [])
    assert len(brain.requests) == 1


def test_clamps_and_falls_back():
    brain = ScoringBrain(lambda texts: (0, 15, 7.6, "junk"))
    scorer = ImportanceScorer(brain)
    texts = ["a party", "an election", "a festival", "Jane broke up with John"]
    assert scorer.score(PERSONA, texts) == [1, 10, 8, rule_importance(texts[3])]
    brain.answer = lambda texts: (3,)  # wrong length: every text gets its rule score
    odd = ["Maria is dating Klaus", "Tom is eating lunch"]
    assert scorer.score(PERSONA, odd) == [rule_importance(t) for t in odd]
    assert scorer.fallbacks == 2
    brain.answer = lambda texts: tuple(6 for _ in texts)
    assert scorer.score(PERSONA, odd) == [6, 6]  # fallbacks were not cached


def test_raising_brain_and_no_brain_use_rules():
    def boom(texts):
        raise RuntimeError("model down")

    scorer = ImportanceScorer(ScoringBrain(boom))
    assert scorer.score(PERSONA, ["Klaus proposed to Maria"]) == [10]
    rules_only = ImportanceScorer(None)
    assert rules_only.score(PERSONA, ["Sam is running for mayor", "the bed is idle"]) == [9, 1]


def test_state_round_trip():
    brain = ScoringBrain()
    a = ImportanceScorer(brain)
    a.score(PERSONA, ["Isabella is planning a party", "Sam is running for mayor"])
    b = ImportanceScorer(brain)
    b.set_state(json.loads(json.dumps(a.get_state())))
    assert b.get_state() == a.get_state()
    assert b.score(PERSONA, ["Sam is running for mayor"]) == [7]
    assert len(brain.requests) == 1


def test_cache_is_bounded():
    scorer = ImportanceScorer(ScoringBrain(), cache_size=3)
    scorer.score(PERSONA, [f"party {i}" for i in range(5)])
    assert len(scorer.get_state()["cache"]) == 3


def test_a_batch_judged_beside_is_set_at_the_next_turn_and_saved_as_unjudged():
    """With a model, a batch of importance is judged while the resident goes on
    (``Services.beside``): its memories keep their rule scores until the resident's next turn,
    a save taken meanwhile lists them as still to judge, and the cache is written only then."""
    from concurrent.futures import Future

    from game.mind import judging
    from tests.mind.test_reflect import make_resident

    r = make_resident()
    brain = ScoringBrain(lambda texts: tuple(9 for _ in texts))
    r.importance.brain = brain
    ids = [
        r.memory.add(f"Ann heard that the mill will close, part {i}", now=0.0, importance_10=4)
        for i in range(3)
    ]
    before = [r.memory.get(i).importance_10 for i in ids]
    r.unjudged = list(ids)
    held: list[tuple[Future, object]] = []

    def beside(fn):
        fut = Future()
        held.append((fut, fn))
        return fut

    judging.judge(r, r.card(), beside)
    assert r.unjudged == [] and len(held) == 1 and brain.requests == []  # not asked yet
    assert [r.memory.get(i).importance_10 for i in ids] == before
    assert r.get_state()["unjudged"] == ids  # a save now judges them again after loading
    fut, fn = held[0]
    fut.set_result(fn())  # the call, on the pool
    assert len(brain.requests) == 1 and r.importance.hits == 0
    judging.judged(r)
    assert [r.memory.get(i).importance_10 for i in ids] == [9, 9, 9]
    assert r.judging == [] and r.get_state()["unjudged"] == []
    assert r.importance.score(r.card(), [r.memory.get(ids[0]).content]) == [9]  # now cached
    # a call that failed leaves the batch to the rules, without raising
    last = r.memory.add("Ann argued with the miller", now=1.0, importance_10=4)
    r.unjudged = [last]
    judging.judge(r, r.card(), beside)
    held[-1][0].set_exception(RuntimeError("gone"))
    judging.judged(r)
    assert r.memory.get(last).importance_10 == rule_importance("Ann argued with the miller")


def test_the_saved_cache_is_the_cache_named_as_asked_through_every_change():
    """``saved_cache`` remakes only what changed, yet always equals the whole cache named by
    ``name``: after new texts, hits (a new order), scores changed, evictions, and a text whose
    name changes (a memory holding it has come)."""
    scores = {}
    brain = ScoringBrain(lambda texts: tuple(scores.get(t, 5) for t in texts))
    scorer = ImportanceScorer(brain, cache_size=6)
    ids = {}

    def name(text):
        return ids.get(text, text)

    def whole():
        return [[name(t), s] for t, s in scorer.get_state()["cache"]]

    scorer.score(PERSONA, [f"party {i}" for i in range(4)])
    first = scorer.saved_cache(name)
    assert first == whole()
    scorer.score(PERSONA, ["party 1"])  # a hit: the order changes, no entry does
    again = scorer.saved_cache(name)
    assert again == whole() and again != first
    assert any(a is b for a in again for b in first)  # unchanged entries are reused
    ids["party 2"] = 17  # its memory has come: named by id now
    assert scorer.saved_cache(name) == whole()
    scorer.set_state({"cache": [["party 3", 9]]})  # a load: every entry anew
    assert scorer.saved_cache(name) == whole() == [["party 3", 9]]
    for round_ in range(40):  # evictions, texts scored anew, the entries of evicted ones let go
        scores.update({f"party {i}": 1 + (i + round_) % 10 for i in range(200)})
        scorer.score(PERSONA, [f"party {i}" for i in range(3 * round_, 3 * round_ + 8)])
        if round_ % 5 == 0:
            ids[f"party {3 * round_ + 7}"] = round_
        assert scorer.saved_cache(name) == whole()
    assert len(scorer._saved) <= 2 * 6 + 64
