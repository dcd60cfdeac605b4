"""Heads-up display: the top bar (town, time, speed and the rate reached, brain, stats), its
People and Saves buttons, notices and the help overlay.

The HUD only reads: a ``TownSnapshot`` plus a ``HudState`` the app fills in each frame. The bar
background is one cached translucent surface per window width and every string goes through the
``TextCache``, so the HUD costs about a dozen blits a frame; the two buttons are pygame_gui's.
What the bar says is ``game.ui.hud_text``'s; notices that repeat what the brain line says are
left out.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.sim.snapshot import TownSnapshot
from game.ui.clock_text import clock_text
from game.ui.hud_text import HudState, TroubleClock, brain_line, format_stats, pace_note, speed_text
from game.ui.i18n import N_
from game.ui.i18n import gettext as _
from game.ui.text import TextCache, ellipsize

BAR_H = 50
BAR_BG = (14, 17, 26, 205)
TITLE = (255, 214, 140)
TEXT = (236, 238, 244)
DIM = (150, 158, 176)
WARN = (255, 170, 90)
PAUSE_BG = (200, 64, 64)
NOTICE_BG = (92, 62, 20, 225)

HELP_KEYS: tuple[tuple[str, str], ...] = (
    (N_("Space"), N_("pause / resume")),
    (
        N_("-  /  +     0..6"),
        N_("slower / faster, or a speed level (0 real time, 1..6 2 to 120 steps/s)"),
    ),
    (".", N_("one step while paused")),
    (N_("Arrows / WASD, drag"), N_("pan")),
    (N_("Wheel   Q / E   PgDn / PgUp"), N_("zoom out / in (all the way out: the whole town)")),
    (N_("Click"), N_("inspect a resident; on the minimap: look there")),
    (
        N_("Right-click"),
        N_("a building, room or object: close / reopen, break / fix, post a notice"),
    ),
    (N_("Tab / Shift+Tab"), N_("select and follow the next / previous resident")),
    ("F", N_("follow the selected resident")),
    ("[  /  ]", N_("previous / next inspector tab (Ask: interview, whisper)")),
    ("P   M", N_("list of people, minimap")),
    ("N   L", N_("a notice across town, show / hide the event log")),
    ("R", N_("relationship network over the homes, with its key")),
    ("O", N_("mood overlay: everyone coloured by mood (red low, green glad), with its key")),
    ("F5 / F9", N_("quick-save / quick-load")),
    ("Ctrl+S / Ctrl+O", N_("saves menu: save as / load")),
    ("Esc", N_("leave a text box; close a menu or dialog, the help, the panel; else quit")),
    ("F3   F12", N_("frame timing, screenshot to ./screenshots/")),
    ("H / F1", N_("this help")),
)
HUD_BUTTONS = (
    ("notice", N_("Notice"), N_("Post a notice across town (N)")),
    ("people", N_("People"), N_("Who is who (P)")),
    ("saves", N_("Saves"), N_("Saves (Ctrl+S)")),
)


class Hud:
    """Draws the HUD pieces; holds only caches (and when the brain's trouble began)."""

    def __init__(self, text: TextCache) -> None:
        self.text = text
        self._bar: pygame.Surface | None = None
        self._shade: pygame.Surface | None = None
        self.trouble = TroubleClock()
        self.brain_text: tuple[str, str] = ("", "")  # the brain line drawn last (tests)
        self.notice_rects: list[pygame.Rect] = []  # where the toasts went last frame (tests)

    def _bar_surface(self, width: int) -> pygame.Surface:
        if self._bar is None or self._bar.get_width() != width:
            bar = pygame.Surface((width, BAR_H), pygame.SRCALPHA)
            bar.fill(BAR_BG)
            pygame.draw.line(bar, (255, 255, 255, 40), (0, BAR_H - 1), (width, BAR_H - 1))
            self._bar = bar.convert_alpha()
        return self._bar

    def draw(self, target: pygame.Surface, snap: TownSnapshot | None, state: HudState) -> None:
        """Top bar, then notices under it at the right. Cost: ~12 cached blits."""
        w = target.get_width()
        target.blit(self._bar_surface(w), (0, 0))
        r = self.text.render
        x = 12
        title = r(state.town_name or _("Town"), 17, TITLE, bold=True, shadow=(0, 0, 0))
        target.blit(title, (x, 3))
        x += title.get_width() + 12
        if snap is not None:
            clock = r(
                clock_text(snap.now) if snap.now else snap.time_text, 17, TEXT, shadow=(0, 0, 0)
            )
            target.blit(clock, (x, 3))
            x += clock.get_width() + 20
        x = self._draw_pace(target, x, state)
        right = state.buttons_left - 8 if state.buttons_left is not None else w - 12
        if snap is not None and snap.stats:
            stats = r(ellipsize(format_stats(snap.stats), 90), 13, DIM)
            right -= stats.get_width()
            if right > x + 10:
                target.blit(stats, (right, 8))
        # Second row: brain on the left, camera on the right.
        brain = snap.brain if snap is not None else "built-in"
        since = self.trouble.update(state.brain_trouble, snap)
        text, note = self.brain_text = brain_line(
            brain, state.brain_hint, state.brain_trouble, since
        )
        label = r(text, 13, WARN if state.brain_trouble else TEXT, bold=True)
        target.blit(label, (12, 29))
        bx = 12 + label.get_width() + 10
        cam = _("zoom {zoom:g}x").format(zoom=state.zoom) + (
            _("  ·  following {name}").format(name=state.following) if state.following else ""
        )
        cam += _("  ·  H help")
        cam_s = r(cam, 13, DIM)
        target.blit(cam_s, (w - 12 - cam_s.get_width(), 29))
        said = False  # whether the line says the built-in brain thinks, and why or how to switch
        if note:
            room = w - 12 - cam_s.get_width() - bx - 16
            shown = r(ellipsize(note, max(10, room // 7)), 13, DIM)
            if shown.get_width() <= room or state.brain_trouble:
                target.blit(shown, (bx, 29))
                said = True
        notices = list(state.toasts) + (list(snap.notices) if snap is not None else [])
        if said:  # the brain line already says it; don't say it twice
            notices = [n for n in notices if "built-in brain" not in n.lower()]
        right_edge = state.notice_right if state.notice_right is not None else w - 12
        self._draw_notices(target, notices[-4:], right_edge, state.notice_left)
        if state.perf:
            perf = r(state.perf, 12, TEXT, outline=(0, 0, 0))
            target.blit(perf, (state.notice_left, BAR_H + 6))

    def _draw_pace(self, target: pygame.Surface, x: int, state: HudState) -> int:
        """Play triangle / pause bars, 'N steps a second', the game time that makes, and the
        rate really reached when it lags."""
        cy = 14
        if state.paused:
            pill = self.text.render(_("PAUSED"), 13, (255, 255, 255), bold=True)
            rect = pygame.Rect(x, cy - 10, pill.get_width() + 30, 21)
            pygame.draw.rect(target, PAUSE_BG, rect, border_radius=10)
            pygame.draw.rect(target, (255, 255, 255), (x + 9, cy - 5, 3, 10))
            pygame.draw.rect(target, (255, 255, 255), (x + 14, cy - 5, 3, 10))
            target.blit(pill, (x + 22, cy - pill.get_height() // 2))
            return rect.right + 12
        pygame.draw.polygon(target, (120, 220, 140), [(x, cy - 6), (x, cy + 6), (x + 10, cy)])
        x += 16
        speed = self.text.render(speed_text(state), 15, TEXT, shadow=(0, 0, 0))
        target.blit(speed, (x, cy - speed.get_height() // 2))
        x += speed.get_width() + 6
        text, short = pace_note(state)
        note = self.text.render(text, 13, WARN if short else DIM)
        target.blit(note, (x, cy - note.get_height() // 2))
        return x + note.get_width() + 16

    def _draw_notices(
        self, target: pygame.Surface, notices: list[str], right: int, left: int = 12
    ) -> None:
        """Toasts right-aligned at ``right``, shortened to end before ``left`` (an open list)."""
        y = BAR_H + 8
        room = max(80, right - left - 24)
        self.notice_rects = []
        for notice in reversed(notices):
            text = ellipsize(notice, 110)
            label = self.text.render(text, 13, (255, 240, 214))
            while label.get_width() > room and len(text) > 12:
                text = ellipsize(notice, len(text) * room // label.get_width() - 1)
                label = self.text.render(text, 13, (255, 240, 214))
            rect = label.get_rect(topright=(right - 8, y + 4)).inflate(16, 8)
            pygame.draw.rect(target, NOTICE_BG, rect, border_radius=6)
            target.blit(label, label.get_rect(center=rect.center))
            self.notice_rects.append(rect)
            y = rect.bottom + 4

    def _shade_surface(self, size: tuple[int, int]) -> pygame.Surface:
        if self._shade is None or self._shade.get_size() != size:
            shade = pygame.Surface(size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 110))
            self._shade = shade.convert_alpha()
        return self._shade

    def _panel(
        self, target: pygame.Surface, lines: list[pygame.Surface], gap: int = 4
    ) -> pygame.Rect:
        w = max(s.get_width() for s in lines) + 48
        h = sum(s.get_height() + gap for s in lines) + 36
        rect = pygame.Rect(0, 0, w, h)
        rect.center = target.get_rect().center
        target.blit(self._shade_surface(target.get_size()), (0, 0))
        pygame.draw.rect(target, (22, 26, 38), rect, border_radius=12)
        pygame.draw.rect(target, (90, 100, 130), rect, 1, border_radius=12)
        return rect

    def draw_help(self, target: pygame.Surface) -> None:
        """Centred key list over a dimmed town."""
        r = self.text.render
        rows = [(r(_(k), 14, TITLE, bold=True), r(_(v), 14, TEXT)) for k, v in HELP_KEYS]
        key_w = max(k.get_width() for k, _unused in rows) + 24
        head = r(_("Keys"), 18, (255, 255, 255), bold=True)
        lines = [head] + [pygame.Surface((key_w + v.get_width(), k.get_height())) for k, v in rows]
        rect = self._panel(target, lines)
        y = rect.top + 18
        target.blit(head, (rect.left + 24, y))
        y += head.get_height() + 8
        for k, v in rows:
            target.blit(k, (rect.left + 24, y))
            target.blit(v, (rect.left + 24 + key_w, y))
            y += k.get_height() + 4


class HudButtons:
    """pygame_gui buttons at the right of the bar: Notice (a town announcement), People (the
    list) and Saves (the menu)."""

    def __init__(self, manager, width: int) -> None:
        self.manager = manager
        self.buttons: dict[str, object] = {}
        self.resize(width)

    def resize(self, width: int) -> None:
        for b in self.buttons.values():
            b.kill()
        x = width - 12
        self.buttons = {}
        for key, label, tip in reversed(HUD_BUTTONS):
            x -= 72
            self.buttons[key] = pygame_gui.elements.UIButton(
                pygame.Rect(x, 4, 68, 22), _(label), self.manager, tool_tip_text=_(tip)
            )
            x -= 4
        self.left = x

    def action(self, event) -> str | None:
        """'notice', 'people' or 'saves' when one of the buttons was pressed."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for key, b in self.buttons.items():
                if event.ui_element is b:
                    return key
        return None
