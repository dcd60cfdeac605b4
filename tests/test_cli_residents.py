"""More residents than the town's file holds is refused in one line, not run quietly smaller,
in every mode: a headless run, the window, a report run and a scenario (the line names the
flag the number came from, not the scenario's file, and the town maker that makes a bigger town)."""

import pytest

import main


@pytest.mark.parametrize(
    "argv",
    [
        ["--headless", "--hours", "0.1", "--town", "brinewick", "--residents", "300"],
        ["--headless", "--hours", "0.1", "--residents", "26"],
        ["--town", "brinewick", "--residents", "13"],  # the window: refused before it opens
        ["--residents", "300", "--hours", "0.02", "--export-timeline", "x.md"],  # report runs
        ["--residents", "300", "--hours", "0.02", "--json", "x.json"],
        ["--residents", "300", "--hours", "0.02", "--plot", "x.png"],
        ["--scenario", "party", "--residents", "300"],  # a scenario in the window
        ["--scenario", "party", "--residents", "300", "--headless"],
    ],
)
def test_residents_beyond_the_file_give_one_line_and_exit_2(argv, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)  # nothing written into the repository, were it to run
    try:
        code = main.main(argv)
    except SystemExit as e:
        code = e.code
    err = capsys.readouterr().err
    assert code == 2
    flag = argv[argv.index("--residents") + 1]
    assert f"--residents {flag}: " in err and "has only" in err and "residents" in err, err
    assert "town maker: make town NAME=" in err, err  # says how to get a bigger town
    assert ".toml" not in err, err  # the number came from the flag, not the scenario file
    assert err.count("\n") == 1 and "Traceback" not in err
    assert not list(tmp_path.iterdir())  # refused before anything was written
