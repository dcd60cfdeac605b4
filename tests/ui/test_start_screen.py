"""The start screen as a player meets it, driven with real pygame events under the dummy video
driver: Continue greyed with nothing saved, Continue picking the previous session's autosave,
a new town with a seed, a damaged save refused in one line, Quit; also which command lines
show the screen and the town's first hints card. Nothing here opens a network connection."""

import os
import shlex

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

import main  # noqa: E402
from game.app_setup import build_simulation  # noqa: E402
from game.sim.simulation import SimConfig  # noqa: E402
from game.store.autosave import Autosaver  # noqa: E402
from game.store.savefile import read_meta, write_save  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.start_choices import NO_SAVE_YET, StartChoice  # noqa: E402
from game.ui.start_screen import StartScreen  # noqa: E402
from tests.ui.fake_sim import FakeSim, write_fake_town  # noqa: E402
from tests.ui.player import click, key, post, type_text  # noqa: E402

SESSIONS = ("20260101-090000-000000", "20260102-090000-000000")


@pytest.fixture(autouse=True)
def in_tmp(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # no developer's config.toml, nothing written to the repo
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_MODEL"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture(scope="module")
def town_state():
    """A short real run of three Smallville residents: what a save holds."""
    sim = build_simulation("smallville", residents=3, config=SimConfig(autosave_minutes=0))
    sim.run_steps(30)
    state = sim.get_state()
    sim.shutdown()
    return state


def open_screen(saves_dir, size=(960, 600), check=None):
    argv = ["--saves-dir", str(saves_dir)]
    args = main.build_parser().parse_args(argv)
    menu = main.start_menu(args, main._settings(args))
    if check is not None:
        from dataclasses import replace

        menu = replace(menu, check_model=check)
    return StartScreen(menu, size=size, fps=0), argv, menu


def centre(widget):
    return widget.rect.center


def row(selection_list, index):
    return selection_list.item_list[index]["button_element"].rect.center


def queue_click(pos):
    """A click left in the queue for the next ``run`` (``main.choose`` runs the screen)."""
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def status(screen):
    return screen.status.text


def test_only_window_settings_keep_the_start_screen():
    assert main.wants_start_screen([])
    assert main.wants_start_screen(["--saves-dir", "x", "--speed", "3", "--log-level=debug"])
    for argv in (
        ["--town", "brinewick"],
        ["--seed=1"],  # even the default value: the user chose
        ["--load", "a.json"],
        ["--headless"],
        ["--llm-base-url", "http://localhost:11434/v1"],
        ["--frames", "10"],
        ["--scenario", "x"],
    ):
        assert not main.wants_start_screen(argv), argv


def test_continue_is_greyed_with_a_reason_when_nothing_is_saved(tmp_path):
    screen, _, _ = open_screen(tmp_path / "saves")
    try:
        assert not screen.buttons["continue"].is_enabled
        assert screen.continue_info[0].text == NO_SAVE_YET
        click(screen, centre(screen.buttons["continue"]))
        assert screen.choice is None
        click(screen, centre(screen.buttons["load"]))
        assert "No saves yet" in screen.save_list.item_list[0]["text"]
    finally:
        screen.close()


def test_continue_loads_the_previous_sessions_autosave(tmp_path, town_state):
    root = tmp_path / "saves"
    older = root / "smallville" / "before.json"
    write_save(older, town_state)
    os.utime(older, (1_700_000_000, 1_700_000_000))  # a named save from long ago
    for session in SESSIONS:  # two earlier launches; the newest one's slot is the one
        saver = Autosaver(root, "Smallville", session=session)
        saver.autosave(town_state)
        assert saver.flush(10)
    newest = saver.slots[0]
    screen, argv, menu = open_screen(root)
    try:
        assert screen.buttons["continue"].is_enabled
        assert str(menu.continue_from.path) == str(newest)
        shown = [label.text for label in screen.continue_info]
        assert shown[0] == "Smallville, autosave" and shown[1] == town_state["meta"]["time"]
        assert shown[2].startswith("saved today")
        queue_click(centre(screen.buttons["continue"]))
        args, ready = main.choose(screen, argv, menu, max_frames=5)
    finally:
        screen.close()
    assert (args.load, args.town, args.residents) == (str(newest), "smallville", 3)
    settings, world, personas, facts, loaded = ready
    assert world.name == "Smallville" and len(personas) == 3
    assert loaded["meta"]["time"] == town_state["meta"]["time"]
    assert str(settings["saves_dir"]) == str(root)


def test_a_new_town_with_a_seed_starts_that_town(tmp_path, capsys):
    screen, argv, menu = open_screen(tmp_path / "saves", size=(1280, 800))
    try:
        brinewick = next(i for i, t in enumerate(menu.towns) if t.folder == "brinewick")
        click(screen, row(screen.form.town_list, brinewick))
        click(screen, centre(screen.form.seed))
        key(screen, pygame.K_END)
        key(screen, pygame.K_BACKSPACE)
        type_text(screen, "42", enter=False)
        assert screen.form.seed.get_text() == "42"
        queue_click(centre(screen.buttons["start"]))
        args, ready = main.choose(screen, argv, menu, max_frames=5)
    finally:
        screen.close()
    assert (args.town, args.seed, args.llm) == ("brinewick", 42, "builtin")
    assert ready[1].name == "Brinewick" and ready[4] is None
    said = capsys.readouterr().out
    assert "python main.py --town=brinewick --seed=42 --llm=builtin" in said
    # the choice is those flags: a short headless run of them is that town, with that seed
    flags = shlex.split(said.split("python main.py ", 1)[1].strip().removesuffix(")"))
    out = tmp_path / "out.json"
    extra = ["--headless", "--hours", "0.02", "--residents", "2", "--quiet", "--save", str(out)]
    assert main.main([*flags, *extra, "--autosave-minutes", "0"]) == 0
    meta = read_meta(out)
    assert (meta["town"], meta["seed"]) == ("Brinewick", 42)


def test_a_bad_seed_or_url_is_one_line_and_the_screen_stays(tmp_path):
    screen, argv, menu = open_screen(tmp_path / "saves")
    try:
        click(screen, centre(screen.form.seed))
        key(screen, pygame.K_END)
        key(screen, pygame.K_BACKSPACE)
        click(screen, centre(screen.buttons["start"]))
        assert screen.choice is None and "seed" in status(screen)
        click(screen, centre(screen.form.seed))
        type_text(screen, "3", enter=False)
        click(screen, centre(screen.form.brain_buttons["model"]))
        click(screen, centre(screen.buttons["start"]))
        assert screen.choice is None and "URL" in status(screen)
        click(screen, centre(screen.form.url))
        type_text(screen, "localhost:11434", enter=False)  # no http://: refused by the config
        queue_click(centre(screen.buttons["start"]))
        assert main.choose(screen, argv, menu, max_frames=5) is None
        assert "must be an http(s) URL" in status(screen) and "\n" not in status(screen)
    finally:
        screen.close()


def test_the_check_button_runs_the_check_off_the_window_thread(tmp_path):
    asked = []

    def check(url, model):
        asked.append((url, model))
        return "11 of 11 steps usable; the town can think with this model."

    screen, _, _ = open_screen(tmp_path / "saves", check=check)
    try:
        click(screen, centre(screen.form.brain_buttons["model"]))
        click(screen, centre(screen.form.url))
        type_text(screen, "http://localhost:9/v1", enter=False)
        click(screen, centre(screen.form.check_button))
        for _ in range(50):
            screen.run(max_frames=2)
            if "usable" in screen.form.check_line.text:
                break
        assert asked == [("http://localhost:9/v1", "")]
        assert "11 of 11 steps usable" in screen.form.check_line.text
    finally:
        screen.close()


def test_a_damaged_save_is_one_line_and_the_screen_stays(tmp_path, town_state):
    root = tmp_path / "saves"
    (root / "smallville").mkdir(parents=True)
    (root / "smallville" / "scribbles.json").write_text("{not a save", encoding="utf-8")
    cut = root / "smallville" / "cut short.json"
    write_save(cut, town_state)
    data = cut.read_bytes()
    cut.write_bytes(data[: len(data) * 2 // 3])  # the head (and its meta) survive
    os.utime(cut, (2_000_000_000, 2_000_000_000))  # the newest: first in the list
    screen, argv, menu = open_screen(root)
    try:
        names = [e.name for e in menu.saves]
        click(screen, centre(screen.buttons["load"]))
        click(screen, row(screen.save_list, names.index("scribbles")))
        click(screen, centre(screen.buttons["load_picked"]))
        assert screen.choice is None
        assert status(screen).startswith("scribbles cannot be loaded: is corrupt")
        click(screen, row(screen.save_list, names.index("cut short")))
        queue_click(centre(screen.buttons["load_picked"]))
        assert main.choose(screen, argv, menu, max_frames=5) is None  # refused, still here
        line = status(screen)
        assert "cut short.json" in line and "corrupt" in line
        assert "\n" not in line and "Traceback" not in line
        assert screen.page == "load" and pygame.display.get_init()
        click(screen, centre(screen.buttons["quit"]))
        assert screen.choice == StartChoice("quit")
    finally:
        screen.close()


def test_quit_and_closing_the_window_return_quit(tmp_path):
    screen, argv, menu = open_screen(tmp_path / "saves")
    try:
        click(screen, centre(screen.buttons["quit"]))
        assert screen.choice.kind == "quit"
        post(pygame.QUIT)
        assert screen.run(max_frames=3) == StartChoice("quit")
        queue_click(centre(screen.buttons["quit"]))
        assert main.choose(screen, argv, menu, max_frames=3) is None
    finally:
        screen.close()


def test_main_without_flags_opens_the_start_screen_and_quits_from_it(tmp_path, capsys):
    pygame.display.init()
    post(pygame.QUIT)  # the window's close button, waiting for the screen's first frame
    assert main.main(["--saves-dir", str(tmp_path / "saves")]) == 0
    assert not pygame.display.get_init()  # the screen closed its window
    assert capsys.readouterr().out == ""  # nothing started, nothing to say
    assert not (tmp_path / "saves").exists()


def test_the_first_hints_card_dismisses_and_turns_off(tmp_path):
    settings = {"saves_dir": tmp_path / "saves"}
    turn_off = main._hints_off(settings)
    assert turn_off is not None
    sim = FakeSim(write_fake_town(tmp_path / "town", (60, 40)), characters_dir=tmp_path / "none")
    app = App(sim, size=(960, 600), fps=0, hints=turn_off)
    try:
        app.run(max_frames=2)
        card = app.hints.rect
        assert card.width > 200 and app.screen.get_rect().contains(card)
        assert not card.colliderect(app.minimap.rect)
        click(app, card.center)  # a click on the card's text is the card's, not the town's
        assert app.hints.visible and app.selected is None
        click(app, app.hints.buttons["off"].center)
        assert not app.hints.visible and app.hints.turned_off
    finally:
        app.close()
    assert main._hints_off(settings) is None  # remembered: not shown next time


def test_got_it_hides_the_card_for_this_visit_only(tmp_path):
    seen = []
    sim = FakeSim(write_fake_town(tmp_path / "town", (60, 40)), characters_dir=tmp_path / "none")
    app = App(sim, size=(1280, 800), fps=0, hints=lambda: seen.append(1))
    try:
        app.run(max_frames=2)
        click(app, app.hints.buttons["ok"].center)
        assert not app.hints.visible and not app.hints.turned_off and seen == []
    finally:
        app.close()
