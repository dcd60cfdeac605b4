"""Screenshots of playing with the town: an interview in the Ask tab, and world events on the map.

Run under a display (the real window), e.g.:

    xvfb-run -s "-screen 0 1600x900x24" .venv/bin/python -m tests.ui.shoot_play docs/

The town is simulated headless to 09:30 on the first morning, then the window does what a
player would, with real pygame events: open Camille's Ask tab, switch Remember on, type two
questions, whisper a thought, step the town; then right-click the cafe and close it, break the
stove, post a notice at the pub and open the menu on the store; and the relationship network
(R) over the whole town at 21:00.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from game.ui.app import App
from tests.ui.player import click, key, screen_of_tile_rect, type_text
from tests.ui.real_town import real_town

SIZE = (1600, 900)


def interview(out: Path) -> None:
    sim = real_town(hours=2.5)
    app = App(sim, size=SIZE, fps=30, speed=1)
    try:
        app.pacer.toggle_pause()
        app.select("camille_moreau", follow=True)
        app.run(max_frames=20)
        ask = app.inspector.ask
        click(app, app.inspector.tab_buttons["Ask"].rect.center)
        click(app, ask.remember_button.rect.center)
        for q in ("What are you planning for Valentine's Day?", "What do you know about Wei Chen?"):
            click(app, ask.question.rect.center)
            type_text(app, q)
            while ask.waiting:
                app.run(max_frames=1)
        click(app, ask.whisper_entry.rect.center)
        type_text(app, "You want to bake a heart-shaped cake for the party")
        key(app, pygame.K_ESCAPE)
        for _ in range(3):
            key(app, pygame.K_PERIOD, unicode=".", frames=1)
        app.last_refresh = -10.0
        app.run(max_frames=30)
        print("saved", app.save_screenshot(out / "interview.png"))
    finally:
        app.close()


def world_events(out: Path) -> None:
    sim = real_town(hours=2.5)
    app = App(sim, size=SIZE, fps=30, speed=1)
    try:
        app.pacer.toggle_pause()
        app.camera.zoom_at(-1, (800, 450))
        cafe = sim.town.tree.sector("Sunny Bean Cafe").rect
        app.camera.center_on((cafe[0] + 24) * app.tile, (cafe[1] + 6) * app.tile)
        app.run(max_frames=10)

        def at(tx, ty):
            return screen_of_tile_rect(app, (tx, ty, 1, 1)).center

        def menu(tx, ty, choice):
            click(app, at(tx, ty), button=3)
            items = app.modals.top.items
            click(app, next(b for b in items if b.text.startswith(choice)).rect.center)

        menu(10, 31, "Close")
        menu(3, 24, "Break the stove")
        pub = sim.town.tree.sector("Copper Kettle Pub").rect
        menu(pub[0] + pub[2] // 2, pub[1] + pub[3] // 2, "Post a notice at")
        type_text(app, "Vote for the new mayor on Monday at the Town Hall")
        for _ in range(6):
            key(app, pygame.K_PERIOD, unicode=".", frames=1)
        store = sim.town.tree.sector("Ironwood Supply Store").rect
        click(app, at(store[0] + store[2] // 2 - 2, store[1] + store[3] // 2), button=3)
        app.run(max_frames=30)
        print("saved", app.save_screenshot(out / "world_events.png"))
    finally:
        app.close()


def network(out: Path) -> None:
    sim = real_town(hours=14.0)  # 21:00: a day of talk
    app = App(sim, size=SIZE, fps=30, speed=1)
    try:
        app.pacer.toggle_pause()
        for _ in range(3):
            app.camera.zoom_at(-1, (800, 450))
        app.camera.center_on(60 * app.tile, 40 * app.tile)
        key(app, pygame.K_r, frames=30)
        print("saved", app.save_screenshot(out / "relationship_network.png"))
    finally:
        app.close()


if __name__ == "__main__":
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "docs")
    interview(target)
    world_events(target)
    network(target)
