"""Interview and whisper from the inspector's Ask tab, on the real town, driven by real pygame
events: the answer comes from the resident's mind (and, with Remember on, becomes a memory), a
slow brain never holds a frame, a whisper becomes the resident's own thought."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import dataclasses  # noqa: E402
import sys  # noqa: E402
import threading  # noqa: E402
import time  # noqa: E402
import traceback  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.app_setup import build_simulation  # noqa: E402
from game.sim.simulation import SimConfig  # noqa: E402
from game.ui.app import App  # noqa: E402
from tests.ui.player import click, key, type_text  # noqa: E402
from tests.ui.real_town import real_town  # noqa: E402

RID = "camille_moreau"  # at 09:30 on the first day: at her cafe, and she knows of her party


@pytest.fixture(scope="module")
def sim():
    s = real_town(hours=2.5)
    yield s
    s.shutdown()


def open_app(sim, rid=RID):
    app = App(sim, size=(1280, 800), fps=0, speed=1)
    app.pacer.toggle_pause()  # the town holds still unless a test steps it
    app.select(rid)
    click(app, app.inspector.tab_buttons["Ask"].rect.center)
    assert app.inspector.tab == "Ask"
    return app


@pytest.fixture
def app(sim):
    a = open_app(sim)
    yield a
    a.close(shutdown_sim=False)


def ask(app, question: str) -> None:
    click(app, app.inspector.ask.question.rect.center)
    type_text(app, question)


def memories_with(sim, rid, text):
    mind = sim.residents[rid].memory
    return [mind.get(i).content for i in range(len(mind)) if text in mind.get(i).content]


def test_an_interview_is_answered_from_her_memories_and_remembered(app, sim):
    click(app, app.inspector.ask.remember_button.rect.center)
    assert app.inspector.ask.remember
    before = len(sim.residents[RID].memory)
    ask(app, "What are you planning for Valentine's Day?")
    text = app.inspector.text()
    assert "You: What are you planning for Valentine's Day?" in text
    answer = next(line for line in text.splitlines() if line.startswith("Camille: "))
    assert "party" in answer.lower()  # her seed memory: the party at the cafe
    assert len(sim.residents[RID].memory) == before + 1
    (memory,) = memories_with(sim, RID, "A visitor asked me")
    assert "Valentine's Day" in memory
    assert any("a visitor asked Camille" in t for _, t in sim.world_marks()["log"])
    # typing reached the box only: the space did not unpause, "n" opened no notice dialog
    assert app.pacer.paused and not app.modals
    key(app, pygame.K_F3)  # function keys still work with the cursor in the box
    assert app.show_perf and app.manager.get_focus_set()


def test_with_remember_off_the_interview_leaves_no_trace(app, sim):
    assert not app.inspector.ask.remember
    mind = sim.residents[RID].memory
    before = len(mind)
    ask(app, "Who is Wei Chen?")
    assert "Camille: " in app.inspector.text()
    assert len(mind) == before
    assert not memories_with(sim, RID, "Wei Chen?")
    assert "no trace" in app.inspector.text()


def test_bad_input_is_one_line_not_a_traceback(app, sim):
    ask(app, "   ")
    assert app.inspector.text().splitlines()[-1] == "Type a question first."
    app.inspector.ask.ask(sim, "nobody_at_all", "Who are you?")
    app.run(max_frames=2)
    last = app.inspector.ask.transcripts["nobody_at_all"][-1]
    assert last.kind == "error" and "nobody_at_all" in last.text and "\n" not in last.text
    click(app, app.inspector.ask.whisper_entry.rect.center)
    type_text(app, "")
    assert app.inspector.text().splitlines()[-1] == "Type a thought to whisper first."


def why_waiting(app, sim) -> str:
    """What a question still waiting is waiting for: the town's queue and jobs, and where every
    thread is (a failure then explains itself; one seen only in full runs cannot be re-run)."""
    sch = sim.scheduler
    lines = [
        f"pending: {[(p.rid, p.future) for p in app.inspector.ask.pending]}",
        f"asks_waiting: {sim.asks_waiting}",
        f"in flight: {sch._in_flight}, held: {sch._held}, uncollected: {sch._uncollected}",
        f"window: running={app.running} paused={app.pacer.paused} frames={app.frames} "
        f"slowest frames (ms): {sorted(app.frame_ms)[-3:]}",
    ]
    names = {t.ident: t.name for t in threading.enumerate()}
    for ident, frame in sys._current_frames().items():
        stack = "".join(traceback.format_stack(frame, limit=6))
        lines.append(f"thread {names.get(ident, ident)}:\n{stack}")
    return "\n".join(lines)


class SlowBrain:
    """The town's brain, but an interview takes ``delay`` seconds (a model's round trip)."""

    def __init__(self, inner, delay: float) -> None:
        self.inner, self.delay = inner, delay

    def answer_question(self, request):
        time.sleep(self.delay)
        return self.inner.answer_question(request)

    def __getattr__(self, name):
        return getattr(self.inner, name)


def test_a_slow_answer_never_holds_a_frame():
    sim = build_simulation("smallville", config=SimConfig(seed=1, lockstep=False, workers=1))
    sim.services = dataclasses.replace(sim.services, brain=SlowBrain(sim.services.brain, 0.8))
    app = open_app(sim)
    try:
        app.frame_ms.clear()
        ask(app, "What do you do for a living?")
        assert "Camille is thinking…" in app.inspector.text()
        start = time.perf_counter()
        while app.inspector.ask.waiting and time.perf_counter() - start < 30:  # a loaded CI box
            app.run(max_frames=1)
        assert not app.inspector.ask.waiting, "the answer never came\n" + why_waiting(app, sim)
        assert time.perf_counter() - start > 0.3  # it really was slow ...
        assert max(app.frame_ms) < 250  # ... yet no frame waited for it
        assert "thinking…" not in app.inspector.text()
        assert "Camille: " in app.inspector.text()
    finally:
        app.close()


def test_a_whisper_becomes_her_own_thought(app, sim):
    click(app, app.inspector.ask.whisper_entry.rect.center)
    type_text(app, "You want to bake a heart-shaped cake for the party")
    assert any("Whispered to Camille Moreau" in t for t, _ in app.toasts)
    assert "You whispered: You want to bake a heart-shaped cake" in app.inspector.text()
    key(app, pygame.K_ESCAPE)  # leaves the box (and only that: the panel stays open)
    assert app.inspector.is_open and not app.manager.get_focus_set()
    for _ in range(3):  # "." steps the paused town: her next thought hears the whisper
        key(app, pygame.K_PERIOD, unicode=".", frames=1)
    (thought,) = memories_with(sim, RID, "heart-shaped cake")
    assert thought.startswith("Camille Moreau thinks: I want to bake")
    app.last_refresh = -10.0  # the panel's next refresh
    app.run(max_frames=2)
    assert f"Now in mind: {thought}" in app.inspector.text()


def test_the_transcript_is_kept_per_resident(app, sim):
    ask(app, "How is the cafe doing?")
    app.select("wei_chen")
    app.run(max_frames=2)
    assert "How is the cafe doing?" not in app.inspector.text()
    app.select(RID)
    app.run(max_frames=2)
    assert "How is the cafe doing?" in app.inspector.text()


def test_a_question_to_a_resident_busy_thinking_waits_its_turn(app, sim, monkeypatch):
    real_ask, calls = sim.ask, []

    def busy_twice(rid, question, remember=False):
        calls.append(question)
        return None if len(calls) <= 2 else real_ask(rid, question, remember)

    monkeypatch.setattr(sim, "ask", busy_twice)
    click(app, app.inspector.ask.question.rect.center)
    type_text(app, "What is your favourite drink?", enter=False)
    key(app, pygame.K_RETURN, unicode="\r", frames=2)
    assert len(calls) == 2 and app.inspector.ask.waiting  # asked, and again: she was busy
    assert "Camille is thinking…" in app.inspector.text()
    app.run(max_frames=4)  # asked again each frame until she was free
    assert len(calls) == 3 and not app.inspector.ask.waiting
    assert "thinking…" not in app.inspector.text() and "Camille: " in app.inspector.text()


def test_a_question_to_a_town_whose_workers_are_gone_fails_instead_of_waiting_for_ever():
    town = build_simulation("smallville", config=SimConfig(seed=1, lockstep=False, workers=1))
    town.shutdown()
    answer = town.ask(RID, "Are you there?")
    assert answer.done() and isinstance(answer.exception(), RuntimeError)
    assert not town.asks_waiting[RID]  # dealt with, not queued behind a pool that is gone
