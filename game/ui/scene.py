"""A frame: what happens before drawing (steps, camera, panel refreshes), the drawing order,
the HUD's state; also opening the display and screenshots.

Steps are run by ``stepping.frame_steps`` (on the stepping thread, or within the frame in a
time budget). Panels refresh about once a second (a detail and the open tab's
view), or as soon as a memory search lands; each refresh re-lays out only what changed.

Drawing order: the map under the residents, the mood overlay's discs when it is on, the
residents, the map above them (tree crowns, roof
edges), building names (zoomed out), world events' marks (closed signs, broken objects, notices),
the relationship network when it is on, plates and bubbles, the hovered building's name (at any
zoom), the minimap, the overlays' keys above it, the event log, the HUD bar, then every pygame_gui element (panels, dialogs,
buttons) and the help overlay. The map, sprites and labels are drawn only into
``app.map_area()``, the part of the window not under an opaque side panel, so an open inspector
makes frames cheaper rather than dearer; names, signs and the event log keep to
``label_area`` (below the top bar, between the panels' very edges, clear of the scenario card),
and the log goes above the minimap where the two would meet (a narrow window, a panel open).
"""

from __future__ import annotations

import gc
import os
from datetime import datetime
from pathlib import Path

import pygame

from game.ui import focus
from game.ui.hud import BAR_H
from game.ui.hud_text import HudState
from game.ui.i18n import gettext as _
from game.ui.mapview import BACKGROUND
from game.ui.pacing import place_residents
from game.ui.stepping import frame_steps, turn_for

REFRESH_SECONDS = 1.0  # panel refresh period
POLL_SECONDS = 0.1  # how often a pending interview is looked at
PREWARM_SECONDS = 0.002  # per frame, for scaling map chunks of the neighbouring zoom levels
FULL_GC_SECONDS = 120.0  # real seconds between the window's own full garbage collections
GC_THRESHOLDS = (5000, 10, 1000)  # see ``calm_gc``


def open_display(size: tuple[int, int]) -> pygame.Surface:
    """Init video only (the town has no sound) and open a resizable window.

    Why the framebuffer hint: on X11, SDL by default pushes the window through an OpenGL
    texture; without a GPU (Xvfb, remote desktops) that costs 5-12 ms per flip, more than
    drawing the whole town. The plain X11 shared-memory path flips 1600 x 900 in about half a
    millisecond, so the window asks for it on X11 unless ``SDL_FRAMEBUFFER_ACCELERATION`` is set.
    """
    pygame.display.init()
    pygame.font.init()
    if pygame.display.get_driver() == "x11":
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    return pygame.display.set_mode(size, pygame.RESIZABLE)


def gradient(size: tuple[int, int], colours) -> pygame.Surface:
    """A surface of ``size`` shading from the first of ``colours`` at the top to the second."""
    w, h = size
    column = pygame.Surface((1, max(1, h)))
    for y in range(max(1, h)):
        t = y / max(1, h - 1)
        column.set_at((0, y), [round(a + (b - a) * t) for a, b in zip(*colours, strict=True)])
    return pygame.transform.scale(column, (max(1, w), max(1, h)))


def brain_status(sim) -> tuple[str | None, str]:
    """(the brain's how-to-switch hint, why the built-in brain stands in for it) from the
    simulation's ``brain`` when it has one: ``Brain.hint``, and ``fallen_back`` of the model
    stack's status layer. (None, "") when the simulation does not say (the HUD then judges by
    the brain's name alone). Cheap: a few attribute reads and locks."""
    brain = getattr(sim, "brain", None)
    if brain is None or isinstance(brain, str):
        return None, ""
    try:
        hint = getattr(brain, "hint", None)
        trouble = getattr(brain, "fallen_back", "") or ""
    except Exception:  # a brain mid-change must not stop the frame
        return None, ""
    return (hint if isinstance(hint, str) else None), str(trouble)


def hud_state(app) -> HudState:
    following = ""
    if app.camera.follow_id is not None:
        following = next((r.name for r in app.cur.residents if r.id == app.camera.follow_id), "")
    perf = ""
    if app.show_perf and app.frame_ms:
        ms = sorted(app.frame_ms)
        perf = _(
            "frame {median:.1f} ms median, {p99:.1f} p99  ·  {steps} steps/frame  ·  "
            "dropped {dropped}  ·  chunks {chunks}"
        ).format(
            median=ms[len(ms) // 2],
            p99=ms[int(len(ms) * 0.99)],
            steps=app.steps_last_frame,
            dropped=app.pacer.dropped,
            chunks=app.map.cached_chunks(),
        )
    inspector, roster = app.inspector.rect, app.roster.rect
    hint, trouble = brain_status(app.sim)
    return HudState(
        town_name=app.map.town_name,
        steps_per_second=app.pacer.rate,
        step_seconds=int(getattr(app.sim, "step_seconds", 10)),
        real_rate=app.pacer.measured_rate(),
        paused=app.pacer.stopped,
        zoom=app.camera.zoom,
        following=following,
        perf=perf,
        toasts=tuple(t for t, _ in app.toasts),
        notice_right=inspector.left - 8 if inspector is not None else None,
        notice_left=roster.right + 12 if roster is not None else 12,
        buttons_left=app.hud_buttons.left,
        brain_hint=hint,
        brain_trouble=trouble,
    )


def hovered(app, area: pygame.Rect) -> str | None:
    """The resident under the mouse, when the mouse is over the map and no UI element."""
    if not pygame.mouse.get_focused() or app.modals:
        return None
    pos = pygame.mouse.get_pos()
    if not area.collidepoint(pos) or app.manager.get_hovering_any_element():
        return None
    return app.bodies.hit(pos)


def label_area(app) -> pygame.Rect:
    """Where names on the map may go: the window less the top bar and the side panels (to
    their very edge; ``map_area`` reaches a little under them for the map itself)."""
    w, h = app.window_size()
    left = app.roster.rect.right if app.roster.rect is not None else 0
    right = app.inspector.rect.left if app.inspector.rect is not None else w
    return pygame.Rect(left, BAR_H, max(0, right - left), max(0, h - BAR_H))


def hovered_sector(app, labels: pygame.Rect):
    """The building under the mouse, when the mouse is over the visible map: not over the
    top bar, a panel, a button or the minimap, and no dialog open."""
    if not pygame.mouse.get_focused() or app.modals:
        return None
    pos = pygame.mouse.get_pos()
    if not labels.collidepoint(pos) or app.manager.get_hovering_any_element():
        return None
    if app.minimap.hit(pos) is not None:
        return None
    return app.sector_labels.at(*app.camera.screen_to_world(*pos))


def scenario_rect(app) -> list[pygame.Rect]:
    """Where the scenario panel was drawn (names keep clear of it), when one is showing."""
    panel = app.scenario_panel
    if panel is None or panel.image is None or app.modals or app.show_help:
        return []
    return [pygame.Rect(panel.rect)]


def draw(app) -> None:
    screen, cam = app.screen, app.camera
    area = app.map_area()
    left, top = cam.world_to_screen(0, 0)
    right, bottom = cam.world_to_screen(*app.map.size_px)
    if not pygame.Rect(left, top, right - left, bottom - top).contains(area):
        screen.fill(BACKGROUND)  # past the map's edge (or the whole town): the margins show
    app.map.draw_below(screen, cam, area)
    app.moods.draw(screen, cam, app.placed, app.tile, area)  # behind the figures
    app.bodies.draw(screen, cam, app.placed, app.walk_time, app.selected, clip=area)
    app.map.draw_above(screen, cam, area)
    labels = label_area(app)
    building = hovered_sector(app, labels)
    panel = scenario_rect(app)
    names = app.sector_labels.draw(screen, cam, labels, taken=panel)
    names += app.marks.draw(screen, cam, area, labels)
    app.network.draw(screen, cam, area)
    app.overlays.draw(
        screen,
        cam,
        app.placed,
        app.ui_time,
        app.selected,
        app.tile,
        hovered(app, area),
        labels,
        obstacles=tuple(tuple(r) for r in names + panel),
    )
    app.sector_labels.draw_hovered(screen, cam, labels, building)
    app.minimap.draw(screen, cam, app.cur, app.selected)
    mini = app.minimap.rect
    key_bottom = mini.top - 10 if app.minimap.drawn else area.bottom - 12
    net_key = app.network.draw_key(screen, area.left + 8, key_bottom)
    app.moods.draw_key(screen, area.left + 8, net_key.top - 8 if net_key else key_bottom)
    avoid = mini.inflate(8, 8) if app.minimap.drawn else None
    app.marks.draw_log(screen, labels.right - 12, labels.bottom - 12, avoid)
    app.hud.draw(screen, app.cur, hud_state(app))
    app.manager.draw_ui(screen)
    if app.show_help:
        app.hud.draw_help(screen)


def save_screenshot(app, path: str | os.PathLike | None = None) -> Path:
    """Write the window to a PNG (default ./screenshots/<town>-<date>-step<N>.png)."""
    if path is None:
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        town = (app.map.town_name or "town").lower().replace(" ", "_")
        path = Path("screenshots") / f"{town}-{stamp}-step{app.cur.step}.png"
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(path))
    return path


def calm_gc() -> tuple[int, int, int]:
    """Keep Python's full garbage collections out of the frames.

    A full collection walks every tracked object (the map, the fonts, pygame_gui's elements,
    the minds' memories): measured 13-24 ms, a dropped frame each time it fires on its own. So
    what exists after start-up is frozen (never scanned again), automatic full collections
    become rare, and ``update`` runs one itself every ``FULL_GC_SECONDS``. Returns the previous
    thresholds for ``restore_gc``.

    Young collections: a frame of 300 residents makes a few thousand short-lived tuples and
    lists, alive together while it draws; with Python's default threshold (700) that set off a
    young collection in two frames of three (0.3 ms each, finding nothing to free: 0.3 ms a
    frame, 0.8 ms with the middle generation). At 5000 the frames' garbage is freed by reference
    counting before a collection starts: 4 collections in 600 frames of 300 residents (2.4 ms
    each), 3 in 10 s of the real town at 120 steps/s (1.2 ms each, against 24 of 0.26 ms).
    """
    previous = gc.get_threshold()
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)
    return previous


def restore_gc(previous: tuple[int, int, int]) -> None:
    gc.unfreeze()
    gc.set_threshold(*previous)


def update(app, dt: float) -> None:
    """Everything but drawing: steps, camera, panel refresh, pygame_gui."""
    app.ui_time += dt
    app.pacer.hold(bool(app.modals) or app.show_help)
    step_seconds = getattr(app.sim, "step_seconds", 10)
    if step_seconds != app.pacer.step_seconds:  # the real-time level follows the town's steps
        app.pacer.set_step_seconds(step_seconds)
    if not app.pacer.stopped:
        app.walk_time += dt
    app.steps_last_frame = frame_steps(app, dt)
    app.placed = place_residents(app.prev, app.cur, app.pacer.alpha)
    app.input.update(dt)
    focus.update_camera(app, dt)
    search = app.inspector.memories.runner.future
    due = app.ui_time - app.last_refresh >= REFRESH_SECONDS
    asking = app.inspector.ask.waiting and (
        app.stepping is None or app.ui_time - app.last_poll >= POLL_SECONDS
    )
    if due or asking or (search is not None and search.done()):
        with turn_for(app, wait=False) as free:  # between two steps, or at the next frame
            if free:
                app.last_poll = app.ui_time
                answered = app.inspector.ask.waiting and app.inspector.ask.poll(app.sim)
                if due or answered or (search is not None and search.done()):
                    app.last_refresh = app.ui_time
                    refresh_panels(app)
    top = app.modals.top
    if top is not None:
        top.update()
    app.toasts = [(t, end) for t, end in app.toasts if end > app.ui_time]
    app.inspector.update_body()
    app.roster.update_body()
    app.manager.update(dt)
    app.map.prewarm(app.camera, PREWARM_SECONDS)
    if app.ui_time - app.last_gc >= FULL_GC_SECONDS:
        app.last_gc = app.ui_time
        gc.collect()


def refresh_panels(app) -> None:
    """Refresh the open panels. A mind changed by a thinking thread while it was being read
    (a dict growing mid-iteration) just waits for the next refresh."""
    if app.inspector.is_open:
        try:
            app.inspector.refresh(app.sim)
        except KeyError:
            app.select(None)
        except RuntimeError:
            pass
    app.roster.refresh(app.cur, app.selected)
    app.marks.refresh(app.sim)
    app.network.refresh(app.sim)
    app.moods.refresh(app.sim)
