"""The town window: main loop, selection, pacing and the camera's duties.

The window reads the simulation's views (``snapshot``, ``detail``, ``memory_page``, ...) and drives
it only through ``step`` and ``shutdown``; saving and loading go through a ``SaveMenuBackend``
handed in by ``main.py`` (``commands``). A frame is: handle events, owe the steps that are due
(``Pacer``) to the stepping thread and take its newest snapshots (``stepping``; without the
thread, run them within a time budget), interpolate, move the camera, refresh the open panels
about once a second, then draw (``scene``).

Why frames stay cheap: the map is pre-rendered chunks, text and plates are cached surfaces, the
panels re-compose only when their content changes, nothing is drawn under an opaque panel, and
the display flips through X11 shared memory (``scene.open_display``).
"""

from __future__ import annotations

import logging
import os
import time
from collections import deque
from collections.abc import Callable
from typing import Protocol

import pygame

from game.sim.snapshot import ResidentDetail, TownSnapshot
from game.ui import commands, focus, scene
from game.ui.camera import Camera
from game.ui.dialogs import Modals
from game.ui.eventmarks import EventMarks
from game.ui.fonts import make_manager
from game.ui.hints import Hints
from game.ui.hud import BAR_H, Hud, HudButtons
from game.ui.i18n import gettext as _
from game.ui.input import InputHandler
from game.ui.inspector import Inspector
from game.ui.mapview import MapView
from game.ui.mood_overlay import MoodOverlay
from game.ui.network import NetworkOverlay
from game.ui.overlays import Overlays
from game.ui.pacing import Pacer, level_for_speed
from game.ui.roster import Roster
from game.ui.saves import SaveMenuBackend
from game.ui.scenario_panel import ScenarioPanel
from game.ui.sprites import Placed, ResidentBodies, SpriteSheets, town_characters_dir
from game.ui.stepping import SteppingThread, one_step, turn_for
from game.ui.text import TextCache
from game.ui.theme import THEME
from game.ui.townmap import Minimap, SectorLabels

log = logging.getLogger(__name__)

TOAST_SECONDS = 3.0


class SimulationLike(Protocol):
    """What the window needs from the simulation (game.sim.simulation); the player's hand
    (``ask``, ``whisper``, ``place_at``, ``world_marks``, ...) is optional."""

    tmx_path: str
    tile_size: int
    map_size: tuple[int, int]
    step_seconds: int

    def step(self) -> None: ...
    def snapshot(self) -> TownSnapshot: ...
    def detail(self, resident_id: str) -> ResidentDetail: ...
    def memory_page(self, rid: str, start: int = 0, count: int = 100, kinds=None): ...
    def memories_by_id(self, rid: str, ids): ...
    def search_memories(self, rid: str, text: str, k: int = 20): ...
    def sectors(self): ...
    def shutdown(self) -> None: ...


class App:
    """One window over one simulation. ``run`` loops; ``close`` shuts the simulation down.

    Construction opens the display and pre-renders the map (a few hundred ms for the full town).
    Tests drive it by posting pygame events and calling ``run(max_frames=...)``.
    """

    def __init__(
        self,
        sim: SimulationLike,
        *,
        size: tuple[int, int] = (1280, 800),
        fps: int = 60,
        speed: int = 2,
        follow: str | None = None,
        saves: SaveMenuBackend | None = None,
        hints: Callable[[], None] | None = None,
        scenario=None,
        step_thread: bool = False,
    ) -> None:
        self.sim = sim
        # a scenario played in the window (main.py's --scenario): stepped before each step
        self.scenario = scenario
        self.saves = saves
        self.fps = fps
        self.screen = scene.open_display(size)
        self.map = MapView(sim.tmx_path)
        town = self.map.town_name or _("Town")
        pygame.display.set_caption(_("{town} - generative agents").format(town=town))
        self.tile = self.map.tile_w
        self.text = TextCache()
        chars = getattr(sim, "characters_dir", None) or town_characters_dir(sim.tmx_path)
        self.bodies = ResidentBodies(SpriteSheets(chars, self.tile))
        self.overlays = Overlays(self.text)
        self.hud = Hud(self.text)
        self.hints = Hints(self.text, hints) if hints else None  # the first visit's card
        self.manager = make_manager(size, THEME)
        self.hud_buttons = HudButtons(self.manager, size[0])
        self.inspector = Inspector(self.manager, size, top=BAR_H)
        self.roster = Roster(self.manager, size, top=BAR_H)
        self.modals = Modals()
        self.minimap = Minimap(self.map.below, self.map.size_px, self.tile)
        self.sector_labels = SectorLabels(self.text, tuple(sim.sectors()), self.tile)
        self.marks = EventMarks(self.text, self.tile, self.sector_labels.sectors, sim)
        self.network = NetworkOverlay(self.text, self.tile)
        self.moods = MoodOverlay(self.text)
        self.camera = Camera(self.map.size_px, size)
        self.pacer = Pacer(level_for_speed(speed))
        self.input = InputHandler(self)
        self.cur: TownSnapshot = sim.snapshot()
        self.prev: TownSnapshot = self.cur
        self.placed: list[Placed] = []
        self.selected: str | None = None
        self.keep_visible = False  # nudge the camera so the selected resident stays in view
        self.show_help = False
        self.show_perf = False
        self.running = True
        self.frames = 0
        self.ui_time = 0.0  # real seconds since start (bubbles, dots)
        self.walk_time = 0.0  # advances only while the clock runs (walk cycles freeze on pause)
        self.frame_ms: deque[float] = deque(maxlen=240)  # work per frame, excluding the flip
        self.draw_s = 0.004  # recent drawing time, to size the stepping budget
        self.steps_last_frame = 0
        self.steps_run = 0  # steps this window has run
        self.max_steps: int | None = None  # quit once this many steps have run (--hours)
        self.last_refresh = self.last_poll = 0.0
        self.toasts: list[tuple[str, float]] = []
        self.last_gc = 0.0
        self.scenario_panel = ScenarioPanel(self.text, scenario) if scenario else None
        self.layout_changed()
        focus.center_on_crowd(self)
        if follow:
            if follow not in self.resident_ids():
                log.warning("cannot follow %r: no such resident", follow)
            self.select(follow, follow=True)
        self._gc_before = scene.calm_gc()
        # the simulation on its own thread (``stepping``), or stepped within the frame (tests)
        self.stepped_lines: deque[str] = deque()  # scenario lines from the stepping thread
        self.steps_seen = self.drops_seen = self.pairs_seen = 0
        self.stepping = SteppingThread(lambda: one_step(self, True)) if step_thread else None

    def window_size(self) -> tuple[int, int]:
        return self.screen.get_size()

    # --- layout and selection (see ``focus``) -----------------------------------------------
    def map_area(self) -> pygame.Rect:
        return focus.map_area(self)

    def layout_changed(self) -> None:
        focus.layout_changed(self)

    def resident_ids(self) -> list[str]:
        """Ids in the order Tab cycles: by name."""
        return [r.id for r in sorted(self.cur.residents, key=lambda r: r.name)]

    def select(self, rid: str | None, follow: bool | None = None) -> None:
        focus.select(self, rid, follow)

    def toggle_follow(self) -> None:
        focus.toggle_follow(self)

    def free_camera(self) -> None:
        focus.free_camera(self)

    def look_at(self, wx: float, wy: float) -> None:
        focus.look_at(self, wx, wy)

    def mark_refreshed(self) -> None:
        self.last_refresh = self.ui_time

    def toast(self, text: str) -> None:
        self.toasts.append((text, self.ui_time + TOAST_SECONDS))

    # --- dialogs (see ``commands``) ----------------------------------------------------------
    def request_quit(self) -> None:
        commands.request_quit(self)

    def open_saves(self, focus_name: bool = False) -> None:
        commands.open_saves(self, focus_name)

    def after_load(self) -> None:
        commands.after_load(self)

    # --- stepping ----------------------------------------------------------------------------
    def step_once(self) -> None:
        """One simulation step and a fresh snapshot (the previous one is kept to interpolate)."""
        one_step(self, on_thread=False)

    def update(self, dt: float) -> None:
        scene.update(self, dt)

    def hud_state(self):
        return scene.hud_state(self)

    def draw(self) -> None:
        scene.draw(self)

    def save_screenshot(self, path: str | os.PathLike | None = None):
        return scene.save_screenshot(self, path)

    # --- loop --------------------------------------------------------------------------------
    def frame(self, dt: float) -> None:
        """One frame of work: events, update, draw, flip (the flip is not counted in
        ``frame_ms``)."""
        start = time.perf_counter()
        hints = self.hints if self.hints and not (self.modals or self.show_help) else None
        events = pygame.event.get()
        with turn_for(self, events):  # between two steps when they may touch the simulation
            for event in events:
                if hints is None or not hints.handle(event):
                    self.input.handle(event)
            if self.stepping is not None and (self.pacer.stopped or not self.running):
                self.stepping.cancel()  # paused (or a dialog): no step after the one under way
        self.update(dt)
        drawn = time.perf_counter()
        self.draw()
        if self.scenario_panel is not None and not (self.modals or self.show_help):
            if self.scenario_panel.due(self.ui_time):
                with turn_for(self, wait=False) as free:
                    if free:
                        self.scenario_panel.update(self.sim, self.ui_time)
            area = scene.label_area(self)
            top = BAR_H + (30 if self.show_perf else 8)  # below the perf line when shown
            self.scenario_panel.draw(self.screen, area.left + 8, top)
        if hints is not None:
            hints.draw(
                self.screen, self.map_area(), self.minimap.rect if self.minimap.drawn else None
            )
        end = time.perf_counter()
        self.draw_s = 0.8 * self.draw_s + 0.2 * (end - drawn)
        self.frame_ms.append((end - start) * 1000)
        pygame.display.flip()

    def run(
        self,
        max_frames: int | None = None,
        screenshot: str | os.PathLike | None = None,
        screenshot_frame: int | None = None,
        max_steps: int | None = None,
    ) -> int:
        """Loop until quit, ``max_frames`` or ``max_steps``; saves ``screenshot`` at
        ``screenshot_frame`` (default: the last frame when ``max_frames`` is given, else 120).
        Returns 0.
        """
        if max_steps is not None:
            self.max_steps = self.steps_run + max_steps
        if screenshot is not None and screenshot_frame is None:
            screenshot_frame = max_frames - 1 if max_frames else 120
        clock = pygame.time.Clock()
        done = 0
        shot_saved = False
        while self.running and (max_frames is None or done < max_frames):
            dt = clock.tick(self.fps) / 1000.0 if self.fps > 0 else clock.tick() / 1000.0
            self.frame(min(dt, 0.25))
            if screenshot is not None and done == screenshot_frame:
                log.info("screenshot saved to %s", self.save_screenshot(screenshot))
                shot_saved = True
            done += 1
            self.frames += 1
        if screenshot is not None and not shot_saved and done:  # stopped early: keep the last
            self.save_screenshot(screenshot)
        return 0

    def close(self, shutdown_sim: bool = True) -> None:
        """Stop the search thread and the simulation's workers (unless told not to), restore
        the garbage collector, close the window. Pending interviews are dropped."""
        try:
            if self.stepping is not None:
                self.stepping.stop()
            self.inspector.shutdown()
            if shutdown_sim:
                self.sim.shutdown()
        finally:
            scene.restore_gc(self._gc_before)
            pygame.quit()


def run_window(
    sim: SimulationLike,
    *,
    size: tuple[int, int] = (1280, 800),
    fps: int = 60,
    speed: int = 2,
    max_frames: int | None = None,
    screenshot: str | os.PathLike | None = None,
    screenshot_frame: int | None = None,
    follow: str | None = None,
    max_steps: int | None = None,
    saves: SaveMenuBackend | None = None,
    hints: Callable[[], None] | None = None,
    scenario=None,
    step_thread: bool = True,
) -> int:
    """Open the town window over ``sim`` and run until the player quits (or ``max_frames``).

    Args:
        sim: The simulation (see ``SimulationLike``).
        size: Initial window size; the window is resizable.
        fps: Frame cap; 0 runs uncapped (tests).
        speed: Starting speed level, 0-6 as on the number keys: real time, then 2, 5, 10, 20,
            60 or 120 steps per real second (default 2: 5 steps/s, a game minute every 1.2 s).
        max_frames: Stop after this many frames (automated runs).
        screenshot: Save a PNG of the window here at ``screenshot_frame``.
        screenshot_frame: Frame index for ``screenshot`` (default: the last frame, or 120).
        follow: Resident id to select and follow from the start.
        max_steps: Quit after the window has run this many simulation steps (``--hours``).
        saves: The saves backend (F5, F9, the saves menu, the quit prompt's "save and quit");
            None disables saving in the window.
        hints: Show the first hints card (``hints.Hints``); called when the player turns them
            off for good. None: no card.
        scenario: A scenario played alongside (``before_step(sim)`` before each step, a
            ``title`` and ``lines(sim)`` for its panel; main.py's ``--scenario``). None: none.
        step_thread: Step the simulation on its own thread (``stepping``), so frames never
            wait for a long step; False steps within the frame, in a time budget.

    Returns the process exit code, 0; ``sim.shutdown()`` is always called.
    """
    app = None
    try:
        app = App(
            sim,
            size=size,
            fps=fps,
            speed=speed,
            follow=follow,
            saves=saves,
            hints=hints,
            scenario=scenario,
            step_thread=step_thread,
        )
        return app.run(
            max_frames=max_frames,
            screenshot=screenshot,
            screenshot_frame=screenshot_frame,
            max_steps=max_steps,
        )
    finally:
        if app is not None:
            app.close()
        else:
            sim.shutdown()
            pygame.quit()
