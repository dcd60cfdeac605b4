"""The top bar says which brain really thinks, over the fake OpenAI server (real HTTP on
127.0.0.1, the real ``openai`` client and the whole LLM stack) and the real window:

* the model answers: "Brain: LLM fake-model at 127.0.0.1:PORT", no hint;
* the server stops answering mid-run: "Brain: built-in since 07:0x" and "fake-model at
  127.0.0.1:PORT not answering; retrying", back to the model once it answers again;
* the server did not answer at start: "Brain: built-in since 07:00" with why, and no line
  suggesting ``--llm-base-url`` (the flag the player gave), nor the notice repeating it;
* the built-in brain by choice: the how-to-switch hint, as before.

What the bar drew is read from ``Hud.brain_text`` and from every string the frame rendered.
"""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import functools  # noqa: E402
import io  # noqa: E402
import time  # noqa: E402

import pytest  # noqa: E402

from game.app_setup import build_simulation  # noqa: E402
from game.brains.builtin import make_builtin_brain  # noqa: E402
from game.brains.llm import factory  # noqa: E402
from game.brains.llm.config import LLMConfig  # noqa: E402
from game.brains.llm.layers import Breaker  # noqa: E402
from game.brains.llm.samples import sample_requests  # noqa: E402
from game.sim.simulation import SimConfig  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.hud_text import BUILTIN_HINT, brain_line  # noqa: E402
from tests.fake_openai import FakeOpenAI  # noqa: E402

COOLDOWN_S = 0.2  # the circuit breaker's rest, short so the test sees it probe again


@pytest.fixture
def fake():
    with FakeOpenAI(hang_s=1.0) as server:
        server._httpd.RequestHandlerClass.disable_nagle_algorithm = True
        yield server


@pytest.fixture
def quick_breaker(monkeypatch):
    monkeypatch.setattr(factory, "Breaker", functools.partial(Breaker, cooldown_s=COOLDOWN_S))


def config(server: FakeOpenAI, **kw) -> LLMConfig:
    return LLMConfig(
        provider="openai",
        base_url=server.base_url,
        api_key="sk-test-topbar",
        model="fake-model",
        timeout_s=1.0,
        max_retries=0,
        cache_path="",
        **kw,
    )


class Window:
    """A real window over a small Smallville whose residents think with ``built``'s brain;
    records every string a frame renders."""

    def __init__(self, built):
        self.built = built
        self.sim = build_simulation(
            "smallville",
            residents=3,
            brain=built.brain,
            embedder=built.embedder,
            config=SimConfig(seed=1, workers=4, lockstep=True, autosave_minutes=0),
        )
        self.app = App(self.sim, size=(1280, 800), fps=0)
        self.app.pacer.paused = True  # the test steps the town itself
        self.rendered: list[str] = []
        render = self.app.text.render

        def spy(text, *args, **kwargs):
            self.rendered.append(text)
            return render(text, *args, **kwargs)

        self.app.text.render = spy

    def steps(self, n: int) -> None:
        for _ in range(n):
            self.app.step_once()

    def frame(self) -> tuple[str, str]:
        self.rendered.clear()
        self.app.run(max_frames=1)
        return self.app.hud.brain_text

    def close(self) -> None:
        self.built.status.cancel()
        self.app.close()
        self.built.status.close()


def nothing_suggests_a_flag(w: Window) -> None:
    bad = [t for t in w.rendered if "--llm" in t or "OPENAI_" in t]
    assert not bad, bad


def test_the_bar_follows_the_model_going_down_and_coming_back(fake, quick_breaker):
    built = factory.build_brain(config(fake), fallback=make_builtin_brain(1), sleep=lambda s: None)
    w = Window(built)
    host = f"127.0.0.1:{fake.port}"
    try:
        w.steps(6)  # 07:01: day plans asked of the server
        assert fake.chat_log(), "no request reached the server"
        assert w.frame() == (f"Brain: LLM fake-model at {host}", "")
        nothing_suggests_a_flag(w)

        fake.add_fault("server_error")  # every request from now on: HTTP 500
        stuck = ""
        for _ in range(60):  # until the breaker rests the endpoint and the brain says so
            w.steps(1)
            label, note = w.frame()
            if note:
                stuck = w.sim.clock.text()[-5:]
                break
        assert stuck, "the bar never said the model stopped answering"
        assert label == f"Brain: built-in since {stuck}"
        assert note == f"fake-model at {host} not answering; retrying"
        assert label in w.rendered and note in w.rendered
        nothing_suggests_a_flag(w)

        for _ in range(12):  # two game minutes on, still down: the time it began stays
            w.steps(1)
            assert w.frame() == (f"Brain: built-in since {stuck}", note)
            time.sleep(COOLDOWN_S / 4)  # the breaker rests, probes, rests again
        # a notice saying so too ("... built-in brain until it is back") is not drawn
        assert not any("built-in brain" in t for t in w.rendered if t not in (label, note))

        fake.clear_faults()  # the server is back; the breaker lets a call through after its rest
        time.sleep(COOLDOWN_S * 1.5)
        before = len(fake.chat_log())
        w.sim.brain.score_importance(sample_requests()["score_importance"])  # the next thought
        assert len(fake.chat_log()) > before
        assert w.frame() == (f"Brain: LLM fake-model at {host}", "")
    finally:
        w.close()


def test_a_model_that_did_not_answer_at_start_is_named_and_no_flag_is_suggested(fake):
    port = fake.port
    fake.stop()  # nothing listens there any more: the ping at start is refused
    built = factory.start_brain(config(fake), fallback=make_builtin_brain(1), out=io.StringIO())
    assert built.brain.name == "built-in"  # main.py's choices (no workers) stay as they were
    w = Window(built)
    try:
        label, note = w.frame()
        assert label == "Brain: built-in since 07:00"
        assert note.startswith(f"LLM endpoint 127.0.0.1:{port} did not answer")
        assert note.endswith("at start; not retried until a restart")
        assert BUILTIN_HINT not in w.rendered
        nothing_suggests_a_flag(w)
        # the start-up notice is still the town's, but the bar already says it
        assert any("using the built-in brain" in n for n in w.sim.snapshot().notices)
        assert not any("using the built-in brain" in t for t in w.rendered)
    finally:
        w.close()


def test_the_built_in_brain_by_choice_still_says_how_to_switch():
    built = factory.build_brain(LLMConfig(provider="builtin"), fallback=make_builtin_brain(1))
    w = Window(built)
    try:
        assert w.frame() == ("Brain: built-in", BUILTIN_HINT)
        assert BUILTIN_HINT in w.rendered
    finally:
        w.close()


def test_brain_line():
    assert brain_line("LLM m at http://h:1/v1") == ("Brain: LLM m at h:1", "")
    assert brain_line("built-in") == ("Brain: built-in", BUILTIN_HINT)  # the sim does not say
    assert brain_line("built-in", hint="") == ("Brain: built-in", "")  # the brain has none
    assert brain_line(
        "LLM m at http://h:1/v1", "", "m at h:1 not answering; retrying", "07:12"
    ) == (
        "Brain: built-in since 07:12",
        "m at h:1 not answering; retrying",
    )
