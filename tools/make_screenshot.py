"""Takes the README screenshots: the real town in the real window, scripted.

Run under a display (e.g. ``xvfb-run -s "-screen 0 1600x900x24"``):

    python tools/make_screenshot.py                 # every shot into docs/
    python tools/make_screenshot.py --only search   # one of: town, search, reflection,
                                                    #   overview, saves
    python tools/make_screenshot.py docs/screenshot.png 1.6 olivia_grant   # the old form

Each shot simulates the town headless to an hour where there is something to show, opens the
window, does what a player would (select, open a tab, type a search, open a reflection, zoom
out, open the saves menu), lets it run a second and saves the window. The saves menu needs a
backend; this tool lists a few made-up saves of the running town (``DemoSaves``), since the
window never touches files itself.
"""

from __future__ import annotations

import argparse
import sys
from datetime import datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.ui.app import App  # noqa: E402
from game.ui.saves import SaveEntry  # noqa: E402
from tests.ui.real_town import real_town  # noqa: E402

SIZE = (1600, 900)


def _epoch(when: datetime) -> float:
    return when.timestamp()


class DemoSaves:
    """Made-up saves of the running town, for the menu's picture; every action just says so."""

    def __init__(self, sim) -> None:
        now = datetime.now().replace(second=0, microsecond=0)
        town = sim.town.name
        self.items = [
            SaveEntry(
                name="quicksave",
                path="quick",
                town=town,
                game_time=sim.clock.text(),
                saved_at=_epoch(now - timedelta(minutes=4)),
                size_bytes=4_310_000,
            ),
            SaveEntry(
                name="before the party",
                path="party",
                town=town,
                game_time="Sat 14 Feb 2026 16:40",
                saved_at=_epoch(now - timedelta(days=1, hours=3, minutes=12)),
                size_bytes=3_870_000,
            ),
            SaveEntry(
                name="first morning",
                path="morning",
                town=town,
                game_time="Fri 13 Feb 2026 09:00",
                saved_at=_epoch(now - timedelta(days=6, hours=2)),
                size_bytes=1_240_000,
            ),
            SaveEntry(
                name="power cut",
                path="cut",
                town=town,
                game_time="Fri 13 Feb 2026 11:20",
                saved_at=_epoch(now - timedelta(days=9)),
                size_bytes=48_000,
                damaged="the file ends early",
            ),
        ]

    def entries(self):
        return list(self.items)

    def quicksave(self):
        return "demo: nothing saved"

    quickload = quicksave

    def save_as(self, name):
        return self.quicksave()

    def load(self, path):
        return self.quicksave()

    def rename(self, path, new_name):
        return self.quicksave()

    def delete(self, path):
        return self.quicksave()

    def unsaved(self):
        return True

    def busy(self):
        return False


def _window(sim, **kw) -> App:
    return App(sim, size=SIZE, fps=60, speed=2, **kw)


def shot_town(out: Path, hours: float = 5.6, follow: str = "olivia_grant") -> None:
    """Lunchtime at the cafe, one resident followed, what she is doing in the inspector."""
    sim = real_town(hours=hours)
    app = _window(sim)
    app.select(follow, follow=True)
    app.run(max_frames=90)
    app.save_screenshot(out)
    app.close()


def shot_search(out: Path) -> None:
    """The Memories tab ranking a search with the mind's own retrieval, scores and weights."""
    sim = real_town(hours=10.0)
    app = _window(sim)
    app.select("olivia_grant", follow=True)
    app.inspector.set_tab("Memories", sim)
    tab = app.inspector.memories
    query = "Valentine's Day party at the cafe"
    tab.entry.set_text(query)
    tab.search(sim, "olivia_grant", query)
    tab.runner.wait()
    app.run(max_frames=60)
    app.save_screenshot(out)
    app.close()


def shot_reflection(out: Path) -> None:
    """A reflection opened to the memories it came from (and a reflection it builds on)."""
    sim = real_town(hours=30.0)
    rid = "olivia_grant"
    app = _window(sim)
    app.select(rid, follow=True)
    app.inspector.set_tab("Reflections", sim)
    rows = app.inspector.reflections.rows
    ids = {r.id for r in rows}
    pick = next((r for r in rows if any(e in ids for e in r.evidence)), rows[0])
    app.inspector.expanded.add((pick.id,))
    deeper = [e for e in pick.evidence if e in ids]
    if deeper:
        app.inspector.expanded.add((pick.id, deeper[0]))
    app.inspector.refresh(sim, force=True)
    top = app.inspector.column.top_of(("toggle", (pick.id,))) or 0
    app.inspector.column.scroll = max(0, top - 8)
    app.run(max_frames=60)
    app.save_screenshot(out)
    app.close()


def shot_overview(out: Path) -> None:
    """The whole town at the lowest zoom, with building names and everyone's name."""
    sim = real_town(hours=3.0)
    app = _window(sim)
    for _ in range(10):
        app.camera.zoom_at(-1, (SIZE[0] // 2, SIZE[1] // 2))
    app.run(max_frames=60)
    app.save_screenshot(out)
    app.close()


def shot_saves(out: Path) -> None:
    """The saves menu over the paused town."""
    sim = real_town(hours=3.0)
    app = _window(sim, saves=DemoSaves(sim))
    app.run(max_frames=20)
    app.open_saves()
    menu = app.modals.top
    menu.select(menu.entries[1])
    menu.refresh()
    app.run(max_frames=30)
    app.save_screenshot(out)
    app.close()


SHOTS = {
    "town": ("screenshot.png", shot_town),
    "search": ("inspector_search.png", shot_search),
    "reflection": ("inspector_reflection.png", shot_reflection),
    "overview": ("town_overview.png", shot_overview),
    "saves": ("saves_menu.png", shot_saves),
}


def main() -> int:
    if len(sys.argv) > 1 and sys.argv[1].endswith(".png"):  # the old form: out [hours [id]]
        hours = float(sys.argv[2]) if len(sys.argv) > 2 else 5.6
        follow = sys.argv[3] if len(sys.argv) > 3 else "olivia_grant"
        shot_town(Path(sys.argv[1]), hours, follow)
        return 0
    parser = argparse.ArgumentParser(description="README screenshots from the real window")
    parser.add_argument("--out", default=str(ROOT / "docs"), help="folder (default docs/)")
    parser.add_argument("--only", choices=sorted(SHOTS), action="append")
    args = parser.parse_args()
    for name in args.only or list(SHOTS):
        filename, take = SHOTS[name]
        path = Path(args.out) / filename
        take(path)
        print(f"{name}: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
