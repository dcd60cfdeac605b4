"""A player's hands for window tests: real pygame events for clicks, typing and keys.

Events are posted to pygame's queue and handled by the window's own loop (``app.run``), the
same path a mouse and a keyboard take.
"""

from __future__ import annotations

import pygame


def post(kind: int, **attrs) -> None:
    pygame.event.post(pygame.event.Event(kind, **attrs))


def click(app, pos, button: int = 1, frames: int = 2) -> None:
    """Press and release a mouse button at ``pos``, then let the window run ``frames``."""
    pos = (int(pos[0]), int(pos[1]))
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    app.run(max_frames=frames)


def key(app, k: int, mod: int = 0, unicode: str = "", frames: int = 2) -> None:
    post(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)
    post(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0)
    app.run(max_frames=frames)


def type_text(app, text: str, enter: bool = True) -> None:
    """Type ``text`` into the focused box the way a keyboard does (a key press and the text
    event for each character; letters are also shortcuts, so a box must swallow them), then
    press Enter."""
    for ch in text:
        if ch == " ":
            k = pygame.K_SPACE
        else:
            k = ord(ch.lower()) if ch.isascii() and ch.isalnum() else pygame.K_UNKNOWN
        post(pygame.KEYDOWN, key=k, mod=0, unicode=ch, scancode=0)
        post(pygame.TEXTINPUT, text=ch)
        post(pygame.KEYUP, key=k, mod=0, unicode=ch, scancode=0)
    app.run(max_frames=2)
    if enter:
        key(app, pygame.K_RETURN, unicode="\r", frames=3)


def screen_of_tile_rect(app, rect) -> pygame.Rect:
    """Where a rectangle of tiles (x, y, w, h) is on screen now."""
    x, y, w, h = rect
    left, top = app.camera.world_to_screen(x * app.tile, y * app.tile)
    k = app.tile * app.camera.zoom
    return pygame.Rect(round(left), round(top), round(w * k), round(h * k))


def steps(app, n: int, frames: int = 1) -> None:
    """Press '.' ``n`` times (one step of the paused town each), then let the window run
    ``frames``: the player's way to move the clock on by hand, as fast as the town thinks."""
    for _ in range(n):
        post(pygame.KEYDOWN, key=pygame.K_PERIOD, mod=0, unicode=".", scancode=0)
        post(pygame.KEYUP, key=pygame.K_PERIOD, mod=0, unicode=".", scancode=0)
    app.run(max_frames=frames)


def wheel(app, pos, y: int, frames: int = 1) -> None:
    """Turn the mouse wheel ``y`` notches (up: positive) with the pointer at ``pos``."""
    pos = (int(pos[0]), int(pos[1]))
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=y, pos=pos, flipped=False, precise_x=0.0, precise_y=float(y))
    app.run(max_frames=frames)


def resize(app, size, frames: int = 2) -> None:
    """Resize the window the way a window manager does: the display surface changes size and
    the window gets the VIDEORESIZE event."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    app.run(max_frames=frames)


def drag(app, start, end, button: int = 1, frames: int = 1) -> None:
    """Press at ``start``, move to ``end`` in a few motions, release there."""
    start, end = (int(start[0]), int(start[1])), (int(end[0]), int(end[1]))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=button)
    for i in range(1, 5):
        x = start[0] + (end[0] - start[0]) * i // 4
        y = start[1] + (end[1] - start[1]) * i // 4
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=end, button=button)
    app.run(max_frames=frames)
