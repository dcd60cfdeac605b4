"""Keyboard and mouse: what each key and gesture does to the window's state.

Kept apart from ``app`` so the key map reads in one place. Order of precedence for an event:
an open dialog (it gets keys and the mouse over it; the mouse elsewhere is swallowed, so nothing
under a dialog reacts), then pygame_gui (panels, buttons, text boxes), then the minimap, then the
map. Esc closes the topmost thing: a dialog, the help, the inspector; with nothing open it asks
whether to quit, like the window's close button. Every handler is O(1) except a press on the map,
which hit-tests the residents drawn last frame.

Why a click is decided at the press: what the player aims at is the picture on screen when the
button goes down. A click lasts about a tenth of a second, and at 10 steps a second a walking
resident moves most of a tile in that time, so testing where the button comes up missed it. The
resident under the press (``bodies.hit``: the sprite as drawn, plus a few pixels) is the one
selected when the button comes up without a drag.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.ui import commands, focus, world_menu
from game.ui.i18n import gettext as _
from game.ui.pacing import SPEED_LEVELS

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
LEVEL_KEYS = {getattr(pygame, f"K_{i}"): i for i in range(len(SPEED_LEVELS))}  # 0 real time
ZOOM_IN = {pygame.K_e, pygame.K_PAGEUP}
ZOOM_OUT = {pygame.K_q, pygame.K_PAGEDOWN}
MOUSE = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL)
PAN_SPEED = 700.0  # screen px per second while an arrow key is held
DRAG_THRESHOLD = 4  # px a left press may wander and still count as a click


def _works_while_typing(event) -> bool:
    """Function keys (F1 help, F5 save, F12 screenshot...) and Ctrl shortcuts type nothing."""
    return pygame.K_F1 <= event.key <= pygame.K_F12 or bool(event.mod & pygame.KMOD_CTRL)


class InputHandler:
    """Turns pygame events into changes of the app's UI state (never of the simulation's)."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.held: set[int] = set()
        self._press: tuple[int, tuple[int, int]] | None = None  # (button, position) while down
        self._aimed: str | None = None  # the resident under the left press, as drawn then
        self._last: tuple[int, int] = (0, 0)
        self.dragging = False
        self.mini_drag = False
        self._body_press: tuple[int, int] | None = None  # a left press on a panel's text

    def handle(self, event: pygame.event.Event) -> None:
        app = self.app
        if event.type == pygame.QUIT:
            app.request_quit()
            return
        if event.type == pygame.VIDEORESIZE:
            focus.resize(app, event.size)
        elif event.type == pygame.WINDOWFOCUSLOST:
            self.held.clear()
            self._press = None
        if event.type == pygame.KEYUP:
            self.held.discard(event.key)
        if app.modals:
            self._modal(event)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self._typing():
            app.manager.set_focus_set(None)  # Esc first leaves a text box, and only that
            return
        consumed = app.manager.process_events(event)
        if event.type == pygame.KEYDOWN and self._typing() and not _works_while_typing(event):
            return  # letters typed into a box are not shortcuts (the box takes TEXTINPUT)
        if self._ui_action(event):
            return
        if self._panel_click(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and self._press is not None:
            button, _ = self._press
            if button == 1 and not self.dragging and not consumed and not self.mini_drag:
                self.click(event.pos, self._aimed)
            elif button == 3 and not consumed and not self.dragging:
                self.context_menu(event.pos)
            self._press = self._aimed = None
            self.dragging = self.mini_drag = False
        if consumed:
            return
        if event.type == pygame.KEYDOWN:
            self.key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3):
            self.press(event)
        elif event.type == pygame.MOUSEMOTION and self._press is not None:
            self.motion(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self.wheel(event)

    def _modal(self, event) -> None:
        """A dialog is open: it alone hears keys and the mouse over it."""
        top = self.app.modals.top
        if event.type in MOUSE:
            pos = getattr(event, "pos", None) or pygame.mouse.get_pos()
            if not top.rect.collidepoint(pos) and event.type != pygame.MOUSEBUTTONUP:
                if event.type == pygame.MOUSEBUTTONDOWN and getattr(top, "close_on_outside", 0):
                    top.cancel()  # a menu: a click elsewhere dismisses it
                return
        consumed = self.app.manager.process_events(event)
        self._press = None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            top.key(event)  # even from inside a text box
        elif not top.process_event(event) and not consumed and event.type == pygame.KEYDOWN:
            top.key(event)

    def _ui_action(self, event) -> bool:
        """Buttons of the inspector, the list and the HUD."""
        app = self.app
        action = app.inspector.process_event(event, app.sim)
        if action == "close":
            app.select(None)
        elif action == "follow":
            app.toggle_follow()
        elif action and action.startswith("said:"):
            app.toast(action[5:])
        if app.roster.process_event(event):
            app.layout_changed()
        chosen = app.roster.take_chosen()  # Enter in the list's search box
        if chosen is not None:
            app.select(chosen, follow=True)
        hud = app.hud_buttons.action(event)
        if hud == "people":
            focus.toggle_roster(app)
        elif hud == "saves":
            app.open_saves()
        elif hud == "notice":
            world_menu.open_notice(app, None)
        return bool(action or hud)

    def _panel_click(self, event) -> bool:
        """A click on a panel's text (pygame_gui sees the panel and consumes it): a line of the
        list selects that resident, a reflection's header opens it."""
        app = self.app
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            bodies = [(app.roster.rect, app.roster.body.rect), (app.inspector.rect, None)]
            if any(r is not None and r.collidepoint(event.pos) for r, _unused in bodies):
                self._body_press = event.pos
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._body_press:
            start, self._body_press = self._body_press, None
            if max(abs(event.pos[0] - start[0]), abs(event.pos[1] - start[1])) > DRAG_THRESHOLD:
                return True
            rid = app.roster.hit(event.pos)
            if rid is not None:
                app.select(rid, follow=True)
            elif app.inspector.is_open and app.inspector.body_rect().collidepoint(event.pos):
                app.inspector.click(event.pos, app.sim)
            return True
        return False

    def _over_ui(self, pos) -> bool:
        app = self.app
        return any(
            r is not None and r.collidepoint(pos) for r in (app.inspector.rect, app.roster.rect)
        )

    def press(self, event) -> None:
        if self._over_ui(event.pos):
            return
        self._press = (event.button, event.pos)
        self._aimed = None
        self._last = event.pos
        self.dragging = event.button == 2
        if event.button == 3:
            return
        spot = self.app.minimap.hit(event.pos)
        self.mini_drag = spot is not None and event.button == 1
        if self.mini_drag:
            self.app.look_at(*spot)
        elif event.button == 1:
            self._aimed = self.app.bodies.hit(event.pos)  # what the player sees, now

    def wheel(self, event) -> None:
        app = self.app
        pos = getattr(event, "pos", None) or pygame.mouse.get_pos()
        if app.inspector.rect is not None and app.inspector.rect.collidepoint(pos):
            app.inspector.scroll(event.y, app.sim)
        elif app.roster.rect is not None and app.roster.rect.collidepoint(pos):
            app.roster.scroll(event.y)
        elif event.y:
            app.camera.zoom_at(1 if event.y > 0 else -1, pos)

    def motion(self, pos: tuple[int, int]) -> None:
        """Drag-to-pan (or drag on the minimap); a press becomes a drag past the threshold."""
        if self.mini_drag:
            spot = self.app.minimap.hit(pos)
            if spot is not None:
                self.app.look_at(*spot)
            return
        _, start = self._press
        if not self.dragging and (
            abs(pos[0] - start[0]) > DRAG_THRESHOLD or abs(pos[1] - start[1]) > DRAG_THRESHOLD
        ):
            self.dragging = True
        if self.dragging:
            self.app.free_camera()
            self.app.camera.pan(self._last[0] - pos[0], self._last[1] - pos[1])
        self._last = pos

    def click(self, pos: tuple[int, int], aimed: str | None = None) -> None:
        """A click on the map: ``aimed`` (the resident under the press), else the resident
        under ``pos`` now, else nobody (closes the inspector)."""
        app = self.app
        if self._over_ui(pos) or app.minimap.hit(pos) is not None:
            return
        app.select(aimed or app.bodies.hit(pos))

    def context_menu(self, pos: tuple[int, int]) -> None:
        """A right-click on the map: what can be done to the building, room or object there."""
        if self._over_ui(pos) or self.app.minimap.hit(pos) is not None:
            return
        world_menu.open_menu(self.app, pos)

    def _typing(self) -> bool:
        focused = self.app.manager.get_focus_set() or ()
        return any(isinstance(e, pygame_gui.elements.UITextEntryLine) for e in focused)

    def key(self, event: pygame.event.Event) -> None:
        app, k = self.app, event.key
        ctrl = bool(event.mod & pygame.KMOD_CTRL)
        if k == pygame.K_ESCAPE:
            commands.escape(app)
        elif ctrl and k in (pygame.K_s, pygame.K_o):
            app.open_saves(focus_name=k == pygame.K_s)
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
            app.free_camera()
        elif k in ZOOM_IN or k in ZOOM_OUT:
            x, y, w, h = app.camera.visible_rect()
            app.camera.zoom_at(1 if k in ZOOM_IN else -1, (x + w / 2, y + h / 2))
        elif k == pygame.K_f:
            app.toggle_follow()
        elif k == pygame.K_TAB:
            ids = app.resident_ids()
            if ids:
                back = bool(event.mod & pygame.KMOD_SHIFT)
                i = ids.index(app.selected) if app.selected in ids else (0 if back else -1)
                app.select(ids[(i + (-1 if back else 1)) % len(ids)], follow=True)
        elif k in (pygame.K_LEFTBRACKET, pygame.K_RIGHTBRACKET) and app.inspector.is_open:
            app.inspector.cycle_tab(1 if k == pygame.K_RIGHTBRACKET else -1, app.sim)
        elif k in (pygame.K_h, pygame.K_F1):
            app.show_help = not app.show_help
        elif k == pygame.K_p:
            focus.toggle_roster(app)
        elif k == pygame.K_m:
            app.minimap.visible = not app.minimap.visible
        elif k == pygame.K_n:
            world_menu.open_notice(app, None)
        elif k == pygame.K_l:
            app.marks.show_log = not app.marks.show_log
        elif k == pygame.K_r:
            world_menu.toggle_network(app)
        elif k == pygame.K_o:
            world_menu.toggle_moods(app)
        elif k == pygame.K_F3:
            app.show_perf = not app.show_perf
        elif k == pygame.K_F12:
            app.toast(_("Saved {path}").format(path=app.save_screenshot()))
        elif k == pygame.K_F5:
            commands.quicksave(app)
        elif k == pygame.K_F9:
            commands.quickload(app)

    def update(self, dt: float) -> None:
        """Pan while arrow/WASD keys are held."""
        dx = sum(PAN_KEYS[k][0] for k in self.held if k in PAN_KEYS)
        dy = sum(PAN_KEYS[k][1] for k in self.held if k in PAN_KEYS)
        if dx or dy:
            self.app.camera.pan(dx * PAN_SPEED * dt, dy * PAN_SPEED * dt)
