"""What the top bar says, as text: the brain line, the pace, the stats. Pure but for the
translations; ``game.ui.hud`` draws it.

The brain line says which brain really thinks (``brain_line``): the configured model while it
answers; "built-in since 07:12" with the reason when the built-in brain stands in for a model
that does not answer (the brain's ``fallen_back``, read by ``scene.hud_state``; when it began:
``TroubleClock``); and the how-to-switch hint only when the brain offers one, so it never
suggests the flag the player already gave.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.sim.snapshot import TownSnapshot
from game.ui.i18n import N_
from game.ui.i18n import gettext as _

BUILTIN_HINT = N_(
    "Built-in brain - run with --llm-base-url URL (or OPENAI_BASE_URL) to think with an LLM"
)
# the simulation's and the brains' numbers the top bar shows, by name (others stay as named)
STAT_NAMES = (N_("conversations"), N_("think lag s"), N_("calls"), N_("cache hits"))
STAT_NAMES += (N_("errors"), N_("prompt tokens"), N_("completion tokens"), N_("tokens"))
STAT_NAMES += (N_("usd"), N_("fallbacks"), N_("jobs"))


@dataclass
class HudState:
    """What the app knows that the snapshot does not: pace, camera and UI-side messages."""

    town_name: str = ""
    steps_per_second: float = 5  # a fraction at real time (0.1 for 10-second steps)
    step_seconds: int = 10  # game seconds per step, to show how fast game time runs
    real_rate: float | None = None  # measured steps/s (None until there is a full window)
    paused: bool = False
    zoom: float = 1.0
    following: str = ""  # name of the followed resident, "" when free
    perf: str = ""  # frame timing text when F3 is on
    toasts: tuple[str, ...] = ()  # UI messages ("Saved screenshots/...")
    notice_right: int | None = None  # right edge for notices (left of an open side panel)
    notice_left: int = 12  # left edge of the perf line (right of an open list)
    buttons_left: int | None = None  # where the HUD buttons start (stats stop before them)
    brain_hint: str | None = None  # the brain's how-to-switch line; None: the sim does not say
    brain_trouble: str = ""  # why the built-in brain stands in for the model ("" it does not)


_URL = re.compile(r"\b[a-z][a-z0-9+.-]*://([^/\s,]+)[^\s,]*")
BUILTIN_NAMES = ("built-in", "builtin")


def brain_line(
    brain: str, hint: str | None = None, trouble: str = "", since: str = ""
) -> tuple[str, str]:
    """The top bar's brain line as (label, note). Pure; the HUD draws the label bold, the note
    dim beside it.

    Args:
        brain: ``TownSnapshot.brain``, the configured brain ("built-in", "LLM m at http://h/v1").
        hint: the brain's how-to-switch line ("" none; None when the simulation does not say,
            then a built-in brain gets the usual hint).
        trouble: why the built-in brain thinks instead of the configured model ("" it does not).
        since: the game time the HUD first saw ``trouble`` ("07:12").

    >>> brain_line("LLM m at http://h:1/v1")
    ('Brain: LLM m at h:1', '')
    >>> brain_line("LLM m at http://h:1/v1", "", "m at h:1 not answering; retrying", "07:12")
    ('Brain: built-in since 07:12', 'm at h:1 not answering; retrying')
    """
    if trouble:
        if since:
            return _("Brain: built-in since {time}").format(time=since), trouble
        return _("Brain: built-in"), trouble
    builtin = brain.strip().lower() in BUILTIN_NAMES
    label = _("Brain: built-in") if builtin else _("Brain: {brain}")
    label = label.format(brain=_URL.sub(r"\1", brain))
    if builtin and (hint is None or hint):
        return label, _(BUILTIN_HINT)
    return label, ""


class TroubleClock:
    """Remembers the game time the brain's trouble began, for "built-in since 07:12"."""

    def __init__(self) -> None:
        self.trouble = ""
        self.since = ""
        self.step = 0

    def update(self, trouble: str, snap: TownSnapshot | None) -> str:
        """The "since" for this frame's ``trouble`` (reset when it ends or time runs back)."""
        if not trouble or snap is None:
            self.trouble, self.since = "", ""
            return ""
        if not self.trouble or snap.step < self.step:
            self.since = snap.time_text.rpartition(" ")[2]
            self.step = snap.step
        self.trouble = trouble
        return self.since

    def reset(self) -> None:
        """Another town state was loaded: count from its time."""
        self.trouble = self.since = ""


def format_stats(stats: dict[str, float]) -> str:
    """'tokens 12,345 · calls 40 · fallbacks 0' from the snapshot's stats dict. Pure."""
    parts = []
    for key, value in stats.items():
        if isinstance(value, (int, float)) and float(value).is_integer():
            shown = f"{int(value):,}"
        elif isinstance(value, float):
            shown = f"{value:.2f}"
        else:
            shown = str(value)
        parts.append(f"{_(str(key).replace('_', ' '))} {shown}")
    return "  ·  ".join(parts)


def is_real_time(state: HudState) -> bool:
    """Whether the clock's target is one game second a real second."""
    return abs(state.steps_per_second * state.step_seconds - 1.0) < 1e-6


def speed_text(state: HudState) -> str:
    """'real time' at the real-time level, else '5 steps a second'."""
    if is_real_time(state):
        return _("real time")
    return _("{n:g} steps a second").format(n=state.steps_per_second)


def pace_note(state: HudState) -> tuple[str, bool]:
    """How fast game time runs ('50x game time'), or what is really reached when that falls
    clearly short ('only 3 a second, 30x game time'), and whether it does."""
    target = state.steps_per_second
    if state.real_rate is None:  # game time runs this many times faster than real time
        return _("{rate:g}x game time").format(rate=target * state.step_seconds), False
    # a count over a short window is +-1 step: above the target only means on target
    real = min(state.real_rate, target)
    short = real < 0.9 * target
    game = (
        f"{real * state.step_seconds:.2g}x" if target < 1 else f"{real * state.step_seconds:.0f}x"
    )
    if short and target >= 1:
        return _("only {steps:.0f} a second, {game} game time").format(steps=real, game=game), True
    if short:
        return _("only {game} game time").format(game=game), True
    return _("{game} game time").format(game=game), False
