"""The saves menu's status line after "Save as" when the background write ends before the
next frame looks (a fast disk): it says the save is written and lists it, never "No saves
yet" from the list read while the write was still on its way."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.ui.app import App  # noqa: E402
from game.ui.saves_menu import SavesMenu  # noqa: E402
from tests.ui.fake_sim import FakeSim, write_fake_town  # noqa: E402
from tests.ui.player import key, type_text  # noqa: E402
from tests.ui.test_dialogs import FakeBackend  # noqa: E402


class FastDisk(FakeBackend):
    """No saves at first; "Save as" is written in the background and done (``busy`` never
    seen True) by the time anyone looks again, but not by the list read right after it."""

    def __init__(self):
        super().__init__(unsaved=True)
        self.written, self.items = [], []
        self.reads_after_save = 0

    def save_as(self, name):
        self.written = [entry for entry in FakeBackend().items if entry.name == "quick"]
        self.reads_after_save = 0
        return self._do("save_as", name)

    def entries(self):
        self.reads_after_save += 1
        return list(self.written) if self.reads_after_save > 1 else list(self.items)


def test_a_save_written_before_the_next_frame_is_said_written_and_listed(tmp_path):
    sim = FakeSim(write_fake_town(tmp_path / "town", (60, 40)), characters_dir=tmp_path / "none")
    backend = FastDisk()
    app = App(sim, fps=0, speed=6, saves=backend)
    try:
        app.run(max_frames=1)
        key(app, pygame.K_s, mod=pygame.KMOD_CTRL)
        menu = app.modals.top
        assert isinstance(menu, SavesMenu) and menu.name.is_focused
        assert menu.status.text == "No saves yet: Save as makes one."
        type_text(app, "town2")  # and Enter
        assert ("save_as", "town2") in backend.calls
        app.run(max_frames=3)
        assert menu.status.text == "The save is written.", menu.status.text
        assert [item["text"].split("  ·  ")[0] for item in menu.list.item_list] == ["quick"]
    finally:
        app.close()
