import numpy as np

from game.brains.embeddings import HashEmbedder
from game.mind.brain import Brain, PersonaCard
from game.mind.forget import consolidate, should_consolidate
from game.mind.memory import MemoryStream
from game.mind.retrieve import retrieve
from game.mind.types import Place

H = 3600.0
DAY = 24 * H
PERSONA = PersonaCard(id="klaus", name="Klaus Mueller", age=20, home=Place(sector="Dorm"))


class SummaryBrain(Brain):
    """Summarises by counting; records each request; can be told to fail."""

    name = "fake"

    def __init__(self, fail=False):
        self.requests = []
        self.fail = fail

    def answer_question(self, req):
        raise NotImplementedError

    def summarize(self, req):
        self.requests.append(req)
        if self.fail:
            raise RuntimeError("model down")
        return f"summary of {len(req.texts)} things: {req.texts[0]}"

    def plan_day(self, req):
        raise NotImplementedError

    def decompose(self, req):
        raise NotImplementedError

    def choose_place(self, req):
        raise NotImplementedError

    def score_importance(self, req):
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


def routine_day(s, day, per_subject=5, subjects=("bed", "desk", "Maria Lopez")):
    ids = []
    for j in range(per_subject):
        for subj in subjects:
            t = day * DAY + 8 * H + j * 600 + len(ids)
            ids.append(
                s.add(
                    f"{subj} is idle (day {day}, {j})",
                    now=t,
                    importance_10=1 + j % 3,
                    subject=subj,
                    keywords=[subj.split()[0]],
                )
            )
    return ids


def build():
    s = MemoryStream(HashEmbedder(dim=64))
    day0 = routine_day(s, 0)
    important = s.add("Isabella invited Klaus to the party", now=9 * H, importance_10=8)
    retrieved = s.add("Klaus drank coffee", now=10 * H, importance_10=2)
    s.touch([retrieved], now=11 * H)
    reflection = s.add(
        "Klaus is bored", kind="reflection", now=12 * H, importance_10=2, evidence=day0[:2]
    )
    lone = s.add(
        "Klaus talked about the weather",
        kind="conversation",
        now=13 * H,
        importance_10=3,
        subject="Klaus",
    )
    day1 = routine_day(s, 1)
    return (
        s,
        day0,
        day1,
        {"important": important, "retrieved": retrieved, "reflection": reflection, "lone": lone},
    )


def test_consolidate_forgets_old_routine_and_keeps_what_matters():
    s, day0, day1, keep = build()
    brain = SummaryBrain()
    before = s.alive_count()
    report = consolidate(s, 2 * DAY + 6 * H, brain=brain, persona=PERSONA)
    # Day 0 is a whole day older than 24 h; day 1 ended only 6 h ago.
    assert report.groups == 3 and len(brain.requests) == 3
    assert report.forgotten == len(day0) == 15
    assert s.alive_count() == before - 15 + 3
    assert all(not s.get(i).alive for i in day0)
    assert all(s.get(i).alive for i in day1)
    assert all(s.get(i).alive for i in keep.values())  # important, retrieved, reflection, lone
    for sid in report.summary_ids:
        m = s.get(sid)
        assert m.kind == "summary" and m.alive and m.meta["level"] == 1
        group = [s.get(i) for i in m.evidence]
        assert len(group) == 5 and len({g.subject for g in group}) == 1
        assert m.subject == group[0].subject
        assert m.importance_10 == max(g.importance_10 for g in group)
        assert m.created == max(g.created for g in group)  # not "now": it is old news
        assert m.content.startswith("summary of 5 things")
    assert s.get(keep["reflection"]).evidence == tuple(day0[:2])  # links still resolve
    assert s.get(day0[0]).content.startswith("bed is idle")
    got = retrieve(s, s.get(day0[0]).embedding, 2 * DAY + 6 * H, k=100, touch=False)
    assert not {x.id for x in got} & set(day0)
    again = consolidate(s, 2 * DAY + 7 * H, brain=brain, persona=PERSONA)
    assert again.groups == 0 and len(brain.requests) == 3


def test_the_brain_is_told_what_kind_of_memories_it_condenses():
    """Seen and heard are different things to say: the request carries the group's kind."""
    s, *_ = build()
    brain = SummaryBrain()
    consolidate(s, 2 * DAY + 6 * H, brain=brain, persona=PERSONA)
    assert brain.requests and {r.kind for r in brain.requests} == {"observation"}


def test_small_subject_groups_are_pooled_and_lone_ones_kept():
    s = MemoryStream(HashEmbedder(dim=64))
    a = s.add("the stove is idle", now=H, importance_10=1, subject="stove")
    b = s.add("the sink is idle", now=2 * H, importance_10=1, subject="sink")
    c = s.add("Klaus chatted briefly", kind="conversation", now=3 * H, importance_10=2)
    report = consolidate(s, 3 * DAY, brain=SummaryBrain(), persona=PERSONA)
    assert report.groups == 1
    assert s.get(report.summary_ids[0]).evidence == (a, b)
    assert s.get(report.summary_ids[0]).subject is None
    assert s.get(c).alive


def test_big_groups_are_split_evenly_and_max_groups_defers():
    s = MemoryStream(HashEmbedder(dim=64))
    ids = [
        s.add(f"bed is idle {i}", now=i * 60.0, importance_10=1, subject="bed") for i in range(17)
    ]
    report = consolidate(s, 3 * DAY, brain=SummaryBrain(), persona=PERSONA, max_group=16)
    sizes = sorted(len(s.get(i).evidence) for i in report.summary_ids)
    assert sizes == [8, 9] and report.forgotten == 17
    assert sorted(e for i in report.summary_ids for e in s.get(i).evidence) == ids
    t = MemoryStream(HashEmbedder(dim=64))
    routine_day(t, 0)
    limited = consolidate(t, 3 * DAY, brain=SummaryBrain(), persona=PERSONA, max_groups=1)
    assert limited.groups == 1 and limited.deferred == 2


def test_failed_brain_falls_back_to_digest():
    s, day0, _, _ = build()
    report = consolidate(s, 2 * DAY + 6 * H, brain=SummaryBrain(fail=True), persona=PERSONA)
    texts = [s.get(i).content for i in report.summary_ids]
    assert all(t.startswith("On Sat 01 Jan:") for t in texts)  # game day 0 = 2000-01-01
    assert report.forgotten == 15


def test_should_consolidate():
    s = MemoryStream(HashEmbedder(dim=16))
    assert should_consolidate(s, 0.0, None)
    assert not should_consolidate(s, 10 * H, 0.0)
    assert should_consolidate(s, 24 * H, 0.0)
    assert should_consolidate(s, 23 * H, 0.0), "a bedtime an hour earlier must not skip a night"
    for i in range(5):
        s.add(f"m{i}", now=0.0, importance_10=5)
    assert not should_consolidate(s, 0.5 * H, 0.0, cap=3)
    assert should_consolidate(s, 1.0 * H, 0.0, cap=3)


def test_memory_stays_bounded_over_weeks():
    s = MemoryStream(HashEmbedder(dim=32))
    brain = SummaryBrain()
    subjects = tuple(f"thing{j}" for j in range(8))
    alive = []
    last = None
    for day in range(35):
        routine_day(s, day, per_subject=6, subjects=subjects)  # 48 routine memories a day
        s.add(f"important news of day {day}", now=day * DAY + 20 * H, importance_10=8)
        now = day * DAY + 23 * H
        if should_consolidate(s, now, last):
            consolidate(s, now, brain=brain, persona=PERSONA)
            last = now
        alive.append(s.alive_count())
    assert len(s) > 35 * 48
    # Two raw days plus summaries and the 35 important memories; growth flattens out.
    assert alive[-1] < 300
    assert alive[-1] - alive[20] < 0.5 * (alive[20] - alive[6])
    assert sum(1 for i in range(len(s)) if s.get(i).alive and s.get(i).importance_10 == 8) == 35
    levels = [
        s.get(i).meta.get("level")
        for i in range(len(s))
        if s.get(i).alive and s.get(i).kind == "summary"
    ]
    assert 2 in levels
    assert np.all(np.isfinite(s.columns().embeddings))


def test_a_memory_retrieval_stopped_using_is_forgotten_once_stale():
    """Retrieved once keeps a memory only while retrieval keeps using it: after
    ``stale_hours`` without a retrieval it is consolidated with its day like the rest."""
    s = MemoryStream(HashEmbedder(dim=32))
    ids = routine_day(s, 0, per_subject=4, subjects=("bed", "desk"))
    used_once, used_lately = [ids[0], ids[2]], ids[1]  # two of the bed's, one of the desk's
    s.touch(used_once + [used_lately], now=10 * H)
    brain = SummaryBrain()
    consolidate(s, 2 * DAY, brain=brain, persona=PERSONA)
    assert all(s.get(i).alive for i in used_once + [used_lately])  # retrieved within 72 h
    assert sum(s.get(i).alive for i in ids) == 3
    s.touch([used_lately], now=3 * DAY)
    consolidate(s, 3 * DAY + 12 * H, brain=brain, persona=PERSONA)
    assert not any(s.get(i).alive for i in used_once), "74 game hours unused: consolidated"
    assert s.get(used_lately).alive  # retrieved 12 hours ago
    assert (
        consolidate(s, 3 * DAY + 12 * H, brain=brain, persona=PERSONA, stale_hours=None).groups == 0
    )


def test_a_week_old_ordinary_memory_goes_but_persona_seeds_and_poignant_ones_stay():
    s = MemoryStream(HashEmbedder(dim=32))
    chats = [
        s.add(
            f"Klaus chatted about the weather {j}",
            kind="conversation",
            now=9 * H + j,
            importance_10=5,
            subject="weather",
        )
        for j in range(3)
    ]
    seeds = [
        s.add(f"Klaus studies sociology {j}", now=0.0, importance_10=2, meta={"seed": True})
        for j in range(3)
    ]
    grave = [s.add(f"Klaus failed the exam {j}", now=9 * H + j, importance_10=8) for j in range(2)]
    brain = SummaryBrain()
    consolidate(s, 3 * DAY, brain=brain, persona=PERSONA)
    assert all(s.get(i).alive for i in chats + seeds + grave)  # poignancy 5: not yet a week
    consolidate(s, 8 * DAY + 1 * H, brain=brain, persona=PERSONA)
    assert not any(s.get(i).alive for i in chats), "a week-old ordinary chat keeps its gist only"
    assert all(s.get(i).alive for i in seeds + grave)
    assert any(s.get(i).kind == "summary" and s.get(i).alive for i in range(len(s)))


def test_memory_stays_bounded_when_retrieval_touches_some_of_each_day():
    """The week-long town's pattern: retrieval uses a fifth of each day's memories once. Those
    used to stay forever, so the stream grew with time; now it levels off."""
    s = MemoryStream(HashEmbedder(dim=32))
    brain = SummaryBrain()
    subjects = tuple(f"thing{j}" for j in range(6))
    alive, last = [], None
    for day in range(21):
        ids = routine_day(s, day, per_subject=5, subjects=subjects)  # 30 a day
        s.touch(ids[::5], now=day * DAY + 18 * H)
        now = day * DAY + 23 * H
        if should_consolidate(s, now, last):
            consolidate(s, now, brain=brain, persona=PERSONA)
            last = now
        alive.append(s.alive_count())
    assert alive[20] - alive[13] <= 0.25 * (alive[6] - alive[0]), alive


def test_subjects_seen_a_few_times_a_day_share_one_summary():
    """Two sightings each of many things make one pooled summary per kind, not one call each."""
    s = MemoryStream(HashEmbedder(dim=32))
    ids = [
        s.add(f"{thing} is idle {j}", now=H + 60.0 * (2 * k + j), importance_10=1, subject=thing)
        for k, thing in enumerate(("bench", "fountain", "sink", "counter", "shelf"))
        for j in range(2)
    ]
    brain = SummaryBrain()
    report = consolidate(s, 3 * DAY, brain=brain, persona=PERSONA)
    assert report.groups == 1 and len(brain.requests) == 1 and report.forgotten == len(ids)
