"""Keyboard and mouse: what each key and gesture does to the window's state.

Kept apart from ``app`` so the key map reads in one place. Every handler is O(1) except a click,
which hit-tests the residents drawn last frame (linear in visible residents), and selection, which
asks the simulation for a ``ResidentDetail``.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from game.ui.pacing import SPEED_LEVELS


class Window(Protocol):
    """What the input handler may read and change on the window (``game.ui.app.App``).

    A protocol instead of an import keeps the dependency one way: ``app`` imports ``input``.
    """

    screen: Any
    manager: Any
    inspector: Any
    camera: Any
    pacer: Any
    bodies: Any
    sim: Any
    selected: str | None
    show_help: bool
    show_perf: bool
    confirm_quit: bool
    running: bool

    def resident_ids(self) -> list[str]: ...
    def select(self, rid: str | None, follow: bool | None = None) -> None: ...
    def toggle_follow(self) -> None: ...
    def stop_follow(self) -> None: ...
    def toast(self, text: str) -> None: ...
    def step_once(self) -> None: ...
    def save_screenshot(self) -> Any: ...
    def follow_anchor(self) -> tuple[float, float]: ...


PAN_KEYS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_a: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_d: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_w: (0, -1),
    pygame.K_DOWN: (0, 1),
    pygame.K_s: (0, 1),
}
FASTER = {pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS}
SLOWER = {pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_UNDERSCORE}
LEVEL_KEYS = {getattr(pygame, f"K_{i + 1}"): i for i in range(len(SPEED_LEVELS))}
ZOOM_IN = {pygame.K_e, pygame.K_PAGEUP}
ZOOM_OUT = {pygame.K_q, pygame.K_PAGEDOWN}
PAN_SPEED = 700.0  # screen px per second while an arrow key is held
DRAG_THRESHOLD = 4  # px a left press may wander and still count as a click


class InputHandler:
    """Turns pygame events into changes of the app's UI state (never of the simulation's)."""

    def __init__(self, app: Window) -> None:
        self.app = app
        self.held: set[int] = set()
        self._press: tuple[int, tuple[int, int]] | None = None  # (button, position) while down
        self._last: tuple[int, int] = (0, 0)
        self.dragging = False

    def handle(self, event: pygame.event.Event) -> None:
        app = self.app
        if event.type == pygame.QUIT:
            app.running = False
            return
        if event.type == pygame.VIDEORESIZE:
            self.resize(event.size)
        elif event.type == pygame.WINDOWFOCUSLOST:
            self.held.clear()
            self._press = None
        consumed = app.manager.process_events(event)
        action = app.inspector.process_event(event)
        if action == "close":
            app.select(None)
        elif action == "follow":
            app.toggle_follow()
        # Releases are handled even over the GUI, so no key or drag stays stuck down.
        if event.type == pygame.KEYUP:
            self.held.discard(event.key)
        elif event.type == pygame.MOUSEBUTTONUP and self._press is not None:
            button, _ = self._press
            if button == 1 and not self.dragging and not consumed:
                self.click(event.pos)
            self._press = None
            self.dragging = False
        if consumed:
            return
        if event.type == pygame.KEYDOWN:
            self.key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2):
            if not self._over_panel(event.pos):
                self._press = (event.button, event.pos)
                self._last = event.pos
                self.dragging = event.button == 2
        elif event.type == pygame.MOUSEMOTION and self._press is not None:
            self.motion(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            pos = getattr(event, "pos", None) or pygame.mouse.get_pos()
            if self._over_panel(pos):
                app.inspector.scroll(event.y)
            elif event.y:
                app.camera.zoom_at(1 if event.y > 0 else -1, pos)

    def _over_panel(self, pos: tuple[int, int]) -> bool:
        rect = self.app.inspector.rect
        return rect is not None and rect.collidepoint(pos)

    def resize(self, size: tuple[int, int]) -> None:
        app = self.app
        app.screen = pygame.display.get_surface()
        size = app.screen.get_size() if app.screen is not None else size
        app.camera.set_view_size(size)
        app.manager.set_window_resolution(size)
        app.inspector.resize(size)

    def motion(self, pos: tuple[int, int]) -> None:
        """Drag-to-pan: the map follows the pointer once it has moved past the click threshold."""
        button, start = self._press
        if not self.dragging and (
            abs(pos[0] - start[0]) > DRAG_THRESHOLD or abs(pos[1] - start[1]) > DRAG_THRESHOLD
        ):
            self.dragging = True
        if self.dragging:
            self.app.stop_follow()
            self.app.camera.pan(self._last[0] - pos[0], self._last[1] - pos[1])
        self._last = pos

    def click(self, pos: tuple[int, int]) -> None:
        """Select the resident under the pointer, or deselect on empty map."""
        rid = self.app.bodies.hit(pos)
        if rid is None:
            self.app.select(None)
        else:
            self.app.select(rid)

    def key(self, event: pygame.event.Event) -> None:
        app, k = self.app, event.key
        if app.confirm_quit:
            app.confirm_quit = False
            if k == pygame.K_ESCAPE:
                app.running = False
            return
        if k == pygame.K_ESCAPE:
            if app.show_help:
                app.show_help = False
            elif app.inspector.is_open:
                app.select(None)
            else:
                app.confirm_quit = True
        elif k == pygame.K_SPACE:
            app.pacer.toggle_pause()
        elif k in FASTER:
            app.pacer.set_level(app.pacer.level + 1)
        elif k in SLOWER:
            app.pacer.set_level(app.pacer.level - 1)
        elif k in LEVEL_KEYS:
            app.pacer.set_level(LEVEL_KEYS[k])
        elif k == pygame.K_PERIOD and app.pacer.paused:
            app.step_once()
        elif k in PAN_KEYS:
            self.held.add(k)
            app.stop_follow()
        elif k in ZOOM_IN or k in ZOOM_OUT:
            anchor = (
                app.follow_anchor()
                if app.camera.follow_id
                else (app.screen.get_width() / 2, app.screen.get_height() / 2)
            )
            app.camera.zoom_at(1 if k in ZOOM_IN else -1, anchor)
        elif k == pygame.K_f:
            app.toggle_follow()
        elif k == pygame.K_TAB:
            ids = app.resident_ids()
            if ids:
                back = bool(event.mod & pygame.KMOD_SHIFT)
                i = ids.index(app.selected) if app.selected in ids else (0 if back else -1)
                app.select(ids[(i + (-1 if back else 1)) % len(ids)], follow=True)
        elif k in (pygame.K_h, pygame.K_F1):
            app.show_help = not app.show_help
        elif k == pygame.K_F3:
            app.show_perf = not app.show_perf
        elif k == pygame.K_F12:
            app.toast(f"Saved {app.save_screenshot()}")
        elif k == pygame.K_F5:
            save = getattr(app.sim, "quicksave", None)
            if save is not None:
                try:
                    app.toast(f"Town saved to {save()}")
                except Exception as e:  # a full disk must not close the window
                    app.toast(f"Could not save: {e}")

    def update(self, dt: float) -> None:
        """Pan while arrow/WASD keys are held."""
        dx = sum(PAN_KEYS[k][0] for k in self.held if k in PAN_KEYS)
        dy = sum(PAN_KEYS[k][1] for k in self.held if k in PAN_KEYS)
        if dx or dy:
            self.app.camera.pan(dx * PAN_SPEED * dt, dy * PAN_SPEED * dt)
