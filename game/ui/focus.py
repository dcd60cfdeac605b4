"""Who is selected and where the camera looks: selection, following, keeping in sight, layout.

Why its own module: "never lose sight of who you follow" is a handful of rules that must agree.
The camera is told which strips the panels cover (``layout_changed``), so following aims at the
middle of the *visible* part and clamping lets the view run past the map edge by a panel's width.
A selected resident that walks out of the visible part (or is clicked near a panel) is nudged
back in (``update_camera``) until the player moves the camera themselves (``free_camera``).
All functions take the ``App``; each costs at most a scan of the residents.
"""

from __future__ import annotations

import pygame

from game.ui.hud import BAR_H
from game.ui.i18n import gettext as _


def center_on_crowd(app) -> None:
    """Open on the liveliest spot: the awake resident with the most others nearby."""
    people = [r for r in app.cur.residents if not r.asleep] or list(app.cur.residents)
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
    app.camera.center_on((best.x + 0.5) * app.tile, (best.y + 0.5) * app.tile)


def map_area(app) -> pygame.Rect:
    """The window less the opaque side panels: where the map, sprites and labels go."""
    w, h = app.window_size()
    left = app.roster.rect.right - 8 if app.roster.rect is not None else 0
    right = app.inspector.rect.left + 8 if app.inspector.rect is not None else w
    return pygame.Rect(left, 0, max(1, right - left), h)


def layout_changed(app) -> None:
    """Tell the camera and the minimap which parts of the window the panels cover."""
    w, h = app.window_size()
    left = app.roster.rect.right + 4 if app.roster.rect is not None else 0
    right = w - app.inspector.rect.left + 4 if app.inspector.rect is not None else 0
    app.camera.set_insets(left, BAR_H, right, 0)
    app.minimap.place(left, h)


def resize(app, size: tuple[int, int]) -> None:
    """The window changed size: rebuild the panels and the layout around the new size."""
    app.screen = pygame.display.get_surface() or app.screen
    size = app.screen.get_size()
    app.manager.set_window_resolution(size)
    app.camera.set_view_size(size)
    app.inspector.resize(size, app.sim)
    app.roster.resize(size)
    app.hud_buttons.resize(size[0])
    for dialog in app.modals.stack:
        dialog.relayout(size)
    layout_changed(app)


def toggle_roster(app) -> None:
    app.roster.toggle()
    app.roster.refresh(app.cur, app.selected)
    layout_changed(app)


def select(app, rid: str | None, follow: bool | None = None) -> None:
    """Select ``rid`` and open the inspector (None deselects and closes)."""
    if rid is None or rid not in {r.id for r in app.cur.residents}:
        app.selected = None
        app.camera.follow_id = None
        app.keep_visible = False
        app.inspector.close()
    else:
        try:
            app.inspector.open(rid, app.sim)
        except KeyError:
            app.toast(_("No details for {id}").format(id=rid))
            return
        app.selected = rid
        app.keep_visible = True
        if follow is not None:
            app.camera.follow_id = rid if follow else None
        app.inspector.set_following(app.camera.follow_id == rid)
        app.mark_refreshed()
    layout_changed(app)
    app.roster.refresh(app.cur, app.selected)


def toggle_follow(app) -> None:
    if app.selected is None:
        app.toast(_("Click a resident (or press Tab) to follow"))
        return
    app.camera.follow_id = None if app.camera.follow_id == app.selected else app.selected
    app.keep_visible = True
    app.inspector.set_following(app.camera.follow_id is not None)


def free_camera(app) -> None:
    """The player moves the camera: stop following and stop keeping the selection in view."""
    app.keep_visible = False
    if app.camera.follow_id is not None:
        app.camera.follow_id = None
        app.inspector.set_following(False)


def look_at(app, wx: float, wy: float) -> None:
    """Centre the visible part on a world point (a minimap click)."""
    free_camera(app)
    app.camera.center_on(wx, wy)


def update_camera(app, dt: float) -> None:
    """Glide after the followed resident, or bring the selected one back into view."""
    rid = app.camera.follow_id or (app.selected if app.keep_visible else None)
    target = next((p for p in app.placed if p.view.id == rid), None) if rid else None
    if target is None:
        return
    wx, wy = (target.x + 0.5) * app.tile, (target.y + 0.5) * app.tile
    if app.camera.follow_id is not None:
        app.camera.follow(wx, wy, dt)
    elif not app.camera.is_visible(wx, wy, margin=24):
        app.camera.ensure_visible(wx, wy, margin=64)
