"""The ``[saves]`` table of config.toml as main.py reads it (``saves_settings``): a value of the
wrong kind, a key in the wrong place or an unknown key gives one line and exit code 2 before
anything runs; good values are used."""

import pytest

from tests.cli_run import run


@pytest.fixture(autouse=True)
def in_tmp(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_MODEL"):
        monkeypatch.delenv(name, raising=False)


FAST = ["--headless", "--hours", "0.02", "--residents", "2", "--quiet"]


@pytest.mark.parametrize(
    "toml, words",
    [
        ("saves = 5\n", "saves"),  # a table expected, a number given
        ("saves_dir = 5\n", "saves_dir"),  # a [saves] key outside its table
        ("[saves]\nsaves_dir = 5\n", "saves.saves_dir"),
        ("[saves]\nautosave_minutes = 'often'\n", "saves.autosave_minutes"),
        ("[saves]\nautosave_minutes = -1\n", "saves.autosave_minutes"),
        ("[saves]\nbogus = 1\n", "saves.bogus"),
    ],
)
def test_a_bad_saves_setting_gives_one_line_and_exit_2(tmp_path, toml, words, capsys):
    (tmp_path / "config.toml").write_text(toml, encoding="utf-8")
    code, out, err = run(FAST, capsys)
    assert code == 2, err
    assert err.startswith("main.py: config.toml: ") and words in err, err
    assert err.count("\n") == 1 and "Traceback" not in err and out == ""
    assert not (tmp_path / "saves").exists()  # refused before the run


def test_good_saves_settings_are_used(tmp_path, capsys):
    (tmp_path / "config.toml").write_text(
        "[saves]\nsaves_dir = 'kept'\nautosave_minutes = 5\n", encoding="utf-8"
    )
    argv = ["--headless", "--hours", "0.2", "--residents", "2", "--quiet"]
    code, _, err = run(argv, capsys)
    assert code == 0, err
    assert list((tmp_path / "kept" / "smallville" / "autosaves").rglob("autosave-*.json"))
    assert not (tmp_path / "saves").exists()
