"""Reflection fires at the paper's threshold and links its insights to their evidence, which is
at least two moments (one moment is no conclusion)."""

from game.brains.builtin import BuiltinBrain
from game.brains.embeddings import HashEmbedder
from game.mind import reflect
from game.mind.cognition import Services
from game.mind.facts import Fact
from game.mind.importance import INSIGHT_FLOOR
from game.mind.persona import parse_personas
from game.mind.resident import MindConfig, Resident


def entry(rid: str = "ann", name: str = "Ann Lee", **more) -> dict:
    """A residents-file entry of a plain baker (``more`` adds or replaces keys)."""
    return {
        "id": rid,
        "name": name,
        "age": 30,
        "innate": "kind",
        "learned": "a baker",
        "currently": "baking",
        "lifestyle": "early riser",
        "wake": "06:00",
        "sleep": "22:00",
        "daily_requirement": "bake",
        "home": {"sector": "Home", "arena": "Bedroom"},
        **more,
    }


def make_resident(**cfg):
    persona = parse_personas({"residents": [entry()]})[0]
    return Resident(persona, HashEmbedder(), MindConfig(**cfg))


def when(seconds):
    return f"13 Feb {int(seconds // 3600) % 24:02d}:{int(seconds // 60) % 60:02d}"


def talk_with(r, rid: str, name: str, conv: int, now: float, told: str = "") -> None:
    """A finished talk of ``r`` with ``name`` remembered as the mind records one (its id and
    partners), and with ``told`` a fact they told about themselves in it."""
    r.relations.know(rid, name)
    r.memory.add(
        f"Conversation with {name} at the Bakery: we caught up ({conv}).",
        kind="conversation",
        now=now,
        importance_10=5,
        meta={"conversation": conv, "transcript": [], "with": [rid]},
    )
    if told:
        fact = Fact(key=f"{rid}:{conv}", about=(rid,), topic="project", mine="", told=told)
        meta = {"learned": True, "source": rid, "conversation": conv, "hand": 1}
        r.memory.add(
            told,
            kind="conversation",
            now=now,
            importance_10=5,
            meta=meta | {"fact": fact.to_meta()},
        )


def test_fires_when_summed_importance_reaches_150():
    r = make_resident()
    for i in range(29):  # 29 x 5 = 145 < 150
        r.memory.add(
            f"Ann saw Bob argue with Carl about the bakery rent, day {i}", now=i, importance_10=5
        )
    assert not reflect.due(r)
    r.memory.add("Ann heard Bob is leaving town", now=30, importance_10=5)
    assert reflect.due(r)


def test_fires_after_100_new_memories_even_if_mundane():
    r = make_resident()
    for i in range(99):
        r.memory.add(f"Ann is kneading dough {i}", now=i, importance_10=1)
    assert not reflect.due(r)
    r.memory.add("Ann is kneading dough again", now=100, importance_10=1)
    assert reflect.due(r)


def test_reflection_writes_insights_with_evidence_and_depth():
    r = make_resident()
    emb = HashEmbedder()
    services = Services(brain=BuiltinBrain(seed=1), embedder=emb)
    r.importance.brain = services.brain
    for i in range(30):
        r.memory.add(f"Ann is kneading dough ({i})", now=60.0 * i, importance_10=5)
    talk_with(r, "bob", "Bob Marsh", 1, 1300.0, "Bob Marsh is building a boat in his shed.")
    talk_with(r, "bob", "Bob Marsh", 2, 2500.0, "Bob Marsh is learning the fiddle.")
    assert reflect.due(r)
    ids = reflect.reflect(r, services, 3000.0, when)
    assert ids and not reflect.due(r)
    for mid in ids:
        m = r.memory.get(mid)
        assert m.kind == "reflection" and len(m.evidence) >= 2
        assert reflect.moments(r.memory.get(e) for e in m.evidence) >= 2
        assert all(r.memory.get(e).kind != "plan" for e in m.evidence)
        assert m.depth == 1
    # reflections can build on reflections: the next round may cite them, and depth grows
    for i in range(30):
        r.memory.add(f"Ann is icing buns ({i})", now=6000.0 + 60 * i, importance_10=5)
    talk_with(r, "bob", "Bob Marsh", 3, 8000.0, "Bob Marsh is painting the boat blue.")
    talk_with(r, "bob", "Bob Marsh", 4, 8600.0)
    more = reflect.reflect(r, services, 9000.0, when)
    cited = [
        e
        for mid in more
        for e in r.memory.get(mid).evidence
        if r.memory.get(e).kind == "reflection"
    ]
    for mid in more:
        m = r.memory.get(mid)
        assert m.depth == 1 + max(r.memory.get(e).depth for e in m.evidence)
    assert more and cited, "second-round insights should rest on first-round reflections"
    assert max(r.memory.get(mid).depth for mid in more) == 2


def _busy_resident():
    r = make_resident()
    for i in range(30):
        r.memory.add(f"Carl Diaz complained about the rent ({i})", now=60.0 * i, importance_10=5)
    talk_with(r, "bob", "Bob Marsh", 1, 1900.0, "Bob Marsh is building a boat in his shed.")
    talk_with(r, "bob", "Bob Marsh", 2, 2500.0, "Bob Marsh is learning the fiddle.")
    # (a second person with news to put together: a question is asked only about someone with
    # a conclusion to draw, and the pooled test needs two questions)
    talk_with(r, "cara", "Cara Dunn", 3, 2600.0, "Cara Dunn is painting the chapel.")
    talk_with(r, "cara", "Cara Dunn", 4, 2800.0, "Cara Dunn is knitting a quilt.")
    return r


def test_one_moment_is_no_conclusion():
    """An insight resting on memories of one moment (one talk), from any brain, is not kept."""
    from game.mind.brain import Insight

    class OneMoment(BuiltinBrain):
        def insights(self, req):
            same = [m.id for m in req.memories if m.talk == 1]
            return (Insight(text="Bob Marsh is building a boat.", evidence=tuple(same)),)

    r = _busy_resident()
    services = Services(brain=OneMoment(seed=1), embedder=HashEmbedder())
    r.importance.brain = services.brain
    assert reflect.reflect(r, services, 3000.0, when) == []


class _SlowInsights(BuiltinBrain):
    """Built-in answers; each insight call takes 0.2 s and counts how many overlap."""

    def __init__(self):
        import threading

        super().__init__(seed=1)
        self.lock = threading.Lock()
        self.now = self.peak = 0

    def insights(self, req):
        import time

        with self.lock:
            self.now += 1
            self.peak = max(self.peak, self.now)
        time.sleep(0.2)
        with self.lock:
            self.now -= 1
        return super().insights(req)


def test_with_a_pool_the_insight_calls_are_made_at_once_and_give_the_same_insights():
    """A model's reflection is a chain of calls; its insight calls (one per question) do not
    depend on each other, so with ``Services.beside`` they run together, and the insights are
    those the calls made one by one give."""
    from concurrent.futures import ThreadPoolExecutor

    plain, pooled = _busy_resident(), _busy_resident()
    one_by_one = _SlowInsights()
    ids = reflect.reflect(plain, Services(brain=one_by_one, embedder=HashEmbedder()), 3000.0, when)
    assert ids and one_by_one.peak == 1
    brain = _SlowInsights()
    with ThreadPoolExecutor(2) as pool:
        services = Services(brain=brain, embedder=HashEmbedder(), beside=pool.submit)
        got = reflect.reflect(pooled, services, 3000.0, when)
    assert brain.peak >= 2, "the insight calls should overlap"
    texts = [plain.memory.get(i).content for i in ids]
    assert [pooled.memory.get(i).content for i in got] == texts
    assert [pooled.memory.get(i).evidence for i in got] == [
        plain.memory.get(i).evidence for i in ids
    ]


def test_insights_judged_later_keep_the_floor_and_get_the_judged_score():
    """With ``Services.beside`` (a model) the insights are stored with their rule score (at
    least the floor) and their importance is judged beside the resident, set at its next turn,
    never under the floor however low the brain rates it."""
    from concurrent.futures import Future

    from game.mind import judging

    class Rates(BuiltinBrain):
        def __init__(self, value):
            super().__init__(seed=1)
            self.value, self.asked = value, 0

        def score_importance(self, req):
            self.asked += 1
            return tuple(self.value for _ in req.texts)

    for value, expect in ((2, INSIGHT_FLOOR), (9, 9)):
        r = _busy_resident()
        brain = Rates(value)
        r.importance.brain = brain
        held = []

        def beside(fn, held=held):
            fut = Future()
            held.append((fut, fn))
            return fut

        services = Services(brain=brain, embedder=HashEmbedder(), beside=beside)
        ids = reflect.reflect(r, services, 3000.0, when)
        assert ids and brain.asked == 0  # nothing judged in the reflection itself
        assert all(r.memory.get(i).importance_10 >= INSIGHT_FLOOR for i in ids)
        assert r.get_state()["unjudged"] == ids  # a save now judges them again after loading
        fut, fn = held[-1]  # the importance batch (the insight calls before it were taken back)
        fut.set_result(fn())
        judging.judged(r)
        assert brain.asked == 1
        assert [r.memory.get(i).importance_10 for i in ids] == [expect] * len(ids)


def test_a_brain_sees_each_memory_with_its_records():
    """``record_line``: the talk and whom it was with, who told a fact and whose it is, whom a
    bond is with and its kind, one's own finished stretch of day; names, not ids."""
    r = make_resident()
    r.relations.know("bob", "Bob Marsh", "Her brother, who lives next door.")
    talk_with(r, "bob", "Bob Marsh", 5, 600.0, "Bob Marsh is building a boat in his shed.")
    bond = r.memory.add(
        "Ann Lee knows Bob Marsh: Her brother.",
        now=0.0,
        importance_10=3,
        meta={"seed": True, "relation": "bob"},
    )
    done = {"start": 360, "end": 420, "did": "baked bread at the bakery", "place": "Bakery"}
    did = r.memory.add(
        "Ann Lee baked bread at the bakery on Friday.",
        now=700.0,
        importance_10=3,
        meta={"did": "2026-02-13@360", "date": "2026-02-13", "done": done},
    )
    lines = [reflect.record_line(r, r.memory.get(i), when(r.memory.get(i).created)) for i in (0, 1)]
    talk, told = lines
    assert talk.talk == 5 and talk.partners == ("Bob Marsh",) and not talk.source
    assert told.talk == 5 and told.source == "Bob Marsh" and told.about == "Bob Marsh"
    assert told.fact is not None and told.fact.topic == "project"
    b = reflect.record_line(r, r.memory.get(bond), "13 Feb 00:00")
    assert b.about == "Bob Marsh" and b.bond == "family" and b.talk == -1
    d = reflect.record_line(r, r.memory.get(did), "13 Feb 00:11")
    assert d.done is not None and d.done.did == "baked bread at the bakery" and d.done.date
    # one talk is one moment however many memories it left; another minute is another
    assert reflect.moments([r.memory.get(0), r.memory.get(1)]) == 1
    assert reflect.moments([r.memory.get(0), r.memory.get(did)]) == 2


def test_a_quarrel_made_up_in_a_talk_is_no_feud_to_a_brain_any_more():
    """A blind reader: two men who made it up on Saturday morning each thought that afternoon
    "I keep running into him, and things still aren't right between us." The bond a brain sees
    is no quarrel once a peace made in a talk is held, and none row since."""
    from game.lang.en import English
    from game.mind import language
    from game.mind.facts import peace_key

    before = language.reading()
    language.use(English())
    try:
        r = make_resident()
        r.relations.know("bob", "Bob Marsh", "A rival; they quarrel about a parking space.")
        bond = r.memory.add(
            "Ann Lee knows Bob Marsh: a rival.", now=0.0, importance_10=3,
            meta={"seed": True, "relation": "bob"},
        )  # fmt: skip
        assert reflect.record_line(r, r.memory.get(bond), "13 Feb 00:00").bond == "quarrel"
        peace = Fact(
            key=peace_key(r.id, "bob"), about=(r.id, "bob"), topic="quarrel",
            mine="Bob and I have made it up.", told="Ann Lee and Bob Marsh have made it up.",
        )  # fmt: skip
        r.memory.add(
            peace.text(r.id), kind="observation", now=600.0, importance_10=6,
            meta={"event": True, "conversation": 3, "with": ["bob"], "fact": peace.to_meta()},
        )  # fmt: skip
        assert reflect.record_line(r, r.memory.get(bond), "13 Feb 00:11").bond == "known"
    finally:
        language.use(before)
