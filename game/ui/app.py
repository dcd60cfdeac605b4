"""The town window: main loop, input, pacing and drawing order.

The window imports the simulation's read-only views and drives it only through its public
methods (``step``, ``snapshot``, ``detail``, ``shutdown``). A frame is: handle events, run the steps
that are due (``Pacer``), move the camera, refresh the inspector about once a second, then draw
map, residents, ``furniture_above``, overlays, HUD, panels. At zoom 1 with 25 residents a frame
costs a few milliseconds (see ``App.frame_ms``), most of it blitting the visible map chunks.
"""

from __future__ import annotations

import logging
import os
import time
from collections import deque
from datetime import datetime
from pathlib import Path
from typing import Protocol

import pygame
import pygame_gui

from game.sim.snapshot import ResidentDetail, TownSnapshot
from game.ui.camera import Camera
from game.ui.hud import BAR_H, Hud, HudState
from game.ui.input import InputHandler
from game.ui.inspector import THEME, Inspector
from game.ui.mapview import BACKGROUND, MapView
from game.ui.overlays import Overlays
from game.ui.pacing import Pacer, level_for_speed, place_residents
from game.ui.sprites import Placed, ResidentBodies, SpriteSheets, default_characters_dir
from game.ui.text import TextCache

log = logging.getLogger(__name__)

REFRESH_SECONDS = 1.0  # inspector refresh period (sim.detail costs a retrieval)
TOAST_SECONDS = 3.0
PREWARM_SECONDS = 0.002  # per frame, for scaling map chunks of the neighbouring zoom levels


class SimulationLike(Protocol):
    """What the window needs from the simulation (implemented by game.sim.simulation)."""

    tmx_path: str
    tile_size: int
    map_size: tuple[int, int]
    step_seconds: int

    def step(self) -> None: ...
    def snapshot(self) -> TownSnapshot: ...
    def detail(self, resident_id: str) -> ResidentDetail: ...
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
    ) -> None:
        pygame.display.init()  # not pygame.init(): the town has no sound, so leave audio alone
        pygame.font.init()
        self.sim = sim
        self.fps = fps
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.map = MapView(sim.tmx_path)
        pygame.display.set_caption(f"{self.map.town_name or 'Town'} - generative agents")
        self.tile = self.map.tile_w
        if int(getattr(sim, "tile_size", self.tile)) != self.tile:
            log.warning(
                "sim.tile_size %s differs from the map's %s; using the map's",
                sim.tile_size,
                self.tile,
            )
        self.text = TextCache()
        chars = getattr(sim, "characters_dir", None) or default_characters_dir()
        self.bodies = ResidentBodies(SpriteSheets(chars, self.tile))
        self.overlays = Overlays(self.text)
        self.hud = Hud(self.text)
        self.manager = pygame_gui.UIManager(size, THEME)
        self.inspector = Inspector(self.manager, size, top=BAR_H)
        self.camera = Camera(self.map.size_px, size)
        self.pacer = Pacer(level_for_speed(speed))
        self.input = InputHandler(self)
        self.cur: TownSnapshot = sim.snapshot()
        self.prev: TownSnapshot = self.cur
        self.placed: list[Placed] = []
        self.selected: str | None = None
        self.show_help = False
        self.confirm_quit = False
        self.show_perf = False
        self.running = True
        self.frames = 0
        self.ui_time = 0.0  # real seconds since start (bubbles, dots)
        self.walk_time = 0.0  # advances only while unpaused (walk cycles freeze on pause)
        self.frame_ms: deque[float] = deque(maxlen=240)  # work per frame, excluding the fps wait
        self.steps_last_frame = 0
        self.steps_run = 0  # steps this window has run
        self.max_steps: int | None = None  # quit once this many steps have run (--hours)
        self._last_refresh = 0.0
        self._toasts: list[tuple[str, float]] = []
        self._center_on_crowd()
        if follow:
            if follow not in self.resident_ids():
                log.warning("cannot follow %r: no such resident", follow)
            self.select(follow, follow=True)

    def _center_on_crowd(self) -> None:
        """Open on the liveliest spot: the awake resident with the most others nearby."""
        people = [r for r in self.cur.residents if not r.asleep] or list(self.cur.residents)
        if not people:
            return
        best = max(
            people,
            key=lambda a: (
                sum(abs(a.x - b.x) <= 12 and abs(a.y - b.y) <= 8 for b in people),
                -a.y,
                -a.x,
            ),
        )
        ts = self.sim.tile_size
        self.camera.center_on((best.x + 0.5) * ts, (best.y + 0.5) * ts)

    # --- selection ---------------------------------------------------------------------------
    def resident_ids(self) -> list[str]:
        """Ids in the order Tab cycles: by name."""
        return [r.id for r in sorted(self.cur.residents, key=lambda r: r.name)]

    def select(self, rid: str | None, follow: bool | None = None) -> None:
        """Select ``rid`` and open the inspector (None deselects and closes). Costs a detail()."""
        if rid is None or rid not in {r.id for r in self.cur.residents}:
            self.selected = None
            self.camera.follow_id = None
            self.inspector.close()
            return
        try:
            detail = self.sim.detail(rid)
        except KeyError:
            self.toast(f"No details for {rid}")
            return
        self.selected = rid
        if follow is not None:
            self.camera.follow_id = rid if follow else None
        self.inspector.open(rid, detail)
        self.inspector.set_following(self.camera.follow_id == rid)
        self._last_refresh = self.ui_time

    def toggle_follow(self) -> None:
        if self.selected is None:
            self.toast("Click a resident (or press Tab) to follow")
            return
        self.camera.follow_id = None if self.camera.follow_id == self.selected else self.selected
        self.inspector.set_following(self.camera.follow_id is not None)

    def stop_follow(self) -> None:
        if self.camera.follow_id is not None:
            self.camera.follow_id = None
            self.inspector.set_following(False)

    def toast(self, text: str) -> None:
        self._toasts.append((text, self.ui_time + TOAST_SECONDS))

    # --- stepping ----------------------------------------------------------------------------
    def step_once(self) -> None:
        """One simulation step and a fresh snapshot (the previous one is kept to interpolate)."""
        if self.max_steps is not None and self.steps_run >= self.max_steps:
            self.running = False
            return
        self.sim.step()
        self.steps_run += 1
        self.prev = self.cur
        self.cur = self.sim.snapshot()

    def _budget(self) -> float:
        """Time one frame may spend stepping: 60% of the frame period, 10 ms when uncapped."""
        return 0.6 / self.fps if self.fps > 0 else 0.010

    def update(self, dt: float) -> None:
        """Everything but drawing: steps, camera, inspector refresh, pygame_gui."""
        self.ui_time += dt
        if not self.pacer.paused:
            self.walk_time += dt
        self.steps_last_frame = self.pacer.advance(dt, self.step_once, self._budget())
        self.placed = place_residents(self.prev, self.cur, self.pacer.alpha)
        self.input.update(dt)
        if self.camera.follow_id is not None:
            target = next((p for p in self.placed if p.view.id == self.camera.follow_id), None)
            if target is not None:
                self.camera.follow(
                    (target.x + 0.5) * self.tile,
                    (target.y + 0.5) * self.tile,
                    dt,
                    anchor=self.follow_anchor(),
                )
        if self.inspector.is_open and self.ui_time - self._last_refresh >= REFRESH_SECONDS:
            self._last_refresh = self.ui_time
            try:
                self.inspector.show(self.sim.detail(self.inspector.resident_id))
            except KeyError:
                self.select(None)
        self._toasts = [(t, end) for t, end in self._toasts if end > self.ui_time]
        self.manager.update(dt)
        self.map.prewarm(self.camera, PREWARM_SECONDS)

    def follow_anchor(self) -> tuple[float, float]:
        """Screen point to keep the followed resident at: the middle of the uncovered map."""
        w, h = self.screen.get_size()
        right = self.inspector.rect.left if self.inspector.rect is not None else w
        return right / 2, BAR_H + (h - BAR_H) / 2

    # --- drawing -----------------------------------------------------------------------------
    def hud_state(self) -> HudState:
        following = ""
        if self.camera.follow_id is not None:
            following = next(
                (r.name for r in self.cur.residents if r.id == self.camera.follow_id), ""
            )
        perf = ""
        if self.show_perf and self.frame_ms:
            avg = sum(self.frame_ms) / len(self.frame_ms)
            perf = (
                f"frame {avg:.1f} ms avg, {max(self.frame_ms):.1f} max  ·  "
                f"{self.steps_last_frame} steps/frame  ·  dropped {self.pacer.dropped}  ·  "
                f"chunks {self.map.cached_chunks()}"
            )
        return HudState(
            town_name=self.map.town_name,
            steps_per_second=self.pacer.rate,
            step_seconds=int(getattr(self.sim, "step_seconds", 10)),
            real_rate=self.pacer.lagging_rate(),
            paused=self.pacer.paused,
            zoom=self.camera.zoom,
            following=following,
            perf=perf,
            toasts=tuple(t for t, _ in self._toasts),
            notice_right=self.inspector.rect.left - 8 if self.inspector.rect is not None else None,
        )

    def draw(self) -> None:
        """Map below, bodies, map above, overlays, HUD, pygame_gui, modal overlays."""
        screen = self.screen
        screen.fill(BACKGROUND)
        self.map.draw_below(screen, self.camera)
        self.bodies.draw(screen, self.camera, self.placed, self.walk_time, self.selected)
        self.map.draw_above(screen, self.camera)
        hovered = self.bodies.hit(pygame.mouse.get_pos()) if pygame.mouse.get_focused() else None
        self.overlays.draw(
            screen, self.camera, self.placed, self.ui_time, self.selected, self.tile, hovered
        )
        self.hud.draw(screen, self.cur, self.hud_state())
        self.manager.draw_ui(screen)
        self.inspector.draw(screen)
        if self.show_help:
            self.hud.draw_help(screen)
        if self.confirm_quit:
            self.hud.draw_quit_confirm(screen, self.map.town_name)

    def save_screenshot(self, path: str | os.PathLike | None = None) -> Path:
        """Write the window to a PNG (default ./screenshots/<town>-<date>-step<N>.png)."""
        if path is None:
            stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
            town = (self.map.town_name or "town").lower().replace(" ", "_")
            path = Path("screenshots") / f"{town}-{stamp}-step{self.cur.step}.png"
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))
        return path

    # --- loop --------------------------------------------------------------------------------
    def frame(self, dt: float) -> None:
        """One frame of work: events, update, draw, flip."""
        start = time.perf_counter()
        for event in pygame.event.get():
            self.input.handle(event)
        self.update(dt)
        self.draw()
        pygame.display.flip()
        self.frame_ms.append((time.perf_counter() - start) * 1000)

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

    def close(self) -> None:
        """Stop the simulation's workers and close the window."""
        try:
            self.sim.shutdown()
        finally:
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
) -> int:
    """Open the town window over ``sim`` and run until the user quits (or ``max_frames``).

    Args:
        sim: The simulation (see ``SimulationLike``).
        size: Initial window size; the window is resizable.
        fps: Frame cap; 0 runs uncapped (tests).
        speed: Starting speed level, 1-6 as on the number keys: 2, 5, 10, 20, 60 or 120 steps
            per real second (default 2: 5 steps/s, a game minute every 1.2 s).
        max_frames: Stop after this many frames (automated runs).
        screenshot: Save a PNG of the window here at ``screenshot_frame``.
        screenshot_frame: Frame index for ``screenshot`` (default: the last frame, or 120).
        follow: Resident id to select and follow from the start.
        max_steps: Quit after the window has run this many simulation steps (``--hours``).

    Returns:
        The process exit code, 0. ``sim.shutdown()`` is always called.
    """
    app = None
    try:
        app = App(sim, size=size, fps=fps, speed=speed, follow=follow)
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
