"""The inspector over the real town: every tab shows the resident's real mind, memory search
ranks as the mind's own retrieval and changes nothing, and the stream scrolls to its start."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import numpy as np  # noqa: E402
import pygame  # noqa: E402
import pytest  # noqa: E402

from game.mind.retrieve import retrieve  # noqa: E402
from game.ui.app import App  # noqa: E402
from tests.ui.real_town import real_town  # noqa: E402
from tests.ui.test_window import click  # noqa: E402


def busiest(sim) -> str:
    """The resident whose mind has the most to show after the morning (reflections first,
    then memories): any town and seed has one, whoever it is."""
    return max(
        sim.residents,
        key=lambda r: (
            len(sim.residents[r].memory.recent(1000, kinds=("reflection",))),
            len(sim.residents[r].memory),
            r,
        ),
    )


@pytest.fixture(scope="module")
def sim():
    s = real_town(hours=9.0)  # 07:00 to 16:00 on the first day: plans, talks, reflections
    yield s
    s.shutdown()


@pytest.fixture
def app(sim):
    a = App(sim, size=(1280, 800), fps=0, speed=1)
    a.pacer.toggle_pause()  # hold the town still unless a test runs it
    yield a
    a.close(shutdown_sim=False)  # the module's simulation lives on


def show(app, tab):
    app.inspector.set_tab(tab, app.sim)
    app.run(max_frames=2)
    return app.inspector.text()


def test_every_tab_shows_the_residents_real_mind(app, sim):
    app.select(busiest(sim))
    mind = sim.residents[busiest(sim)]
    d = sim.detail(busiest(sim))
    now = show(app, "Now")
    assert mind.persona.name in now and d.place_text in now
    assert mind.persona.currently[:40] in now
    plan = show(app, "Plan")
    assert mind.schedule.actions[0].description in plan
    assert mind.schedule.actions[-1].description in plan  # every action, not the first few
    memories = show(app, "Memories")
    newest = max(range(len(mind.memory)), key=lambda i: (mind.memory.get(i).created, i))
    assert mind.memory.get(newest).content in memories
    reflections = show(app, "Reflections")
    thoughts = mind.memory.recent(1000, kinds=("reflection",))
    assert thoughts, "the morning should have produced reflections"
    assert all(m.content in reflections for m in thoughts)  # all of them, not six
    people = show(app, "People")
    assert all(rel.name in people for rel in mind.relations)
    talks = show(app, "Talks")
    logged = sim.talks.involving(busiest(sim))
    assert logged and all(conv["lines"][0][2] in talks for conv in logged)


def test_a_reflection_opens_to_the_memories_it_came_from(app, sim):
    app.select(busiest(sim))
    show(app, "Reflections")
    mem = sim.residents[busiest(sim)].memory
    top = next(
        r
        for r in app.inspector.reflections.rows
        if all(mem.get(i).kind != "reflection" for i in r.evidence)
    )
    ev = [mem.get(i).content for i in top.evidence]

    def shown_under_it():
        keys = [p.key for p in app.inspector.column.paragraphs]
        texts = [p.text for p in app.inspector.column.paragraphs]
        return [(top.id, i) in keys for i in top.evidence], texts

    assert not any(shown_under_it()[0])
    y = app.inspector.column.top_of(("toggle", (top.id,)))
    body = app.inspector.body_rect()
    app.inspector.column.scroll = y
    app.run(max_frames=1)
    click((body.x + 40, body.y + y - app.inspector.column.scroll + 4))
    app.run(max_frames=2)
    assert (top.id,) in app.inspector.expanded
    keyed, texts = shown_under_it()
    assert all(keyed) and all(t in texts for t in ev)


def test_search_ranks_as_the_mind_recalls_and_touches_nothing(app, sim):
    app.select(busiest(sim))
    show(app, "Memories")
    stream = sim.residents[busiest(sim)].memory
    before = [a.copy() for a in (stream.columns().last_accessed, stream.columns().access_count)]
    query = "Valentine's Day party at the cafe"
    tab = app.inspector.memories
    tab.entry.set_text(query)
    click(tab.search_button.rect.center)
    app.run(max_frames=2)
    tab.runner.wait()
    app.run(max_frames=2)
    assert tab.result is not None and tab.result.query == query
    shown = [hit.row.id for hit in tab.result.rows]
    best = tab.result.rows[0]
    assert (
        f"#1  score {best.score:.3f} = 0.5×{best.relevance:.2f} relevance" in app.inspector.text()
    )
    after = stream.columns()
    assert np.array_equal(before[0], after.last_accessed)  # looking left no trace
    assert np.array_equal(before[1], after.access_count)
    mind = sim.residents[busiest(sim)]
    vec = mind.embedder.embed([query])[0]
    recalled = retrieve(stream, vec, sim.now_s, k=len(shown), weights=mind.config.weights)
    assert shown == [s.id for s in recalled]


def test_wheel_scrolls_through_every_page_to_the_first_memory(app, sim):
    rid = "wei_chen"
    stream = sim.residents[rid].memory
    t0 = float(stream.columns().created.min())
    while len(stream) < 620:
        stream.add(f"note {len(stream)} about the day", now=sim.now_s, importance_10=2)
    first = stream.get(int(np.argmin(stream.columns().created))).content
    app.select(rid)
    show(app, "Memories")
    body = app.inspector.body_rect()
    assert first not in app.inspector.text()
    for _ in range(400):
        for _ in range(20):
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, pos=body.center))
        app.run(max_frames=1)
        visible = [p.text for p in app.inspector.column.visible(body.h)]
        if "— the very first memory —" in visible:
            break
    assert first in visible and stream.get(0).created == t0
    assert app.inspector.memories.page.start + len(app.inspector.memories.page.rows) == len(stream)


def test_a_conversation_in_progress_shows_live_in_the_now_tab(sim):
    a = App(sim, size=(1280, 800), fps=0, speed=6)
    try:
        for _ in range(3000):
            talking = [r for r in a.cur.residents if r.talking_with]
            if talking:
                break
            a.step_once()
        assert talking
        a.select(talking[0].id)
        a.pacer.toggle_pause()
        a.run(max_frames=2)
        text = a.inspector.text()
        assert "Talking with" in text
        d = sim.detail(talking[0].id)
        assert d.live_talk is not None and d.conversations[0].live
    finally:
        a.close(shutdown_sim=False)
