"""The command line as a user meets it: one readable line and exit code 2 for mistakes."""

import pytest

import main


def run(argv, capsys):
    try:
        code = main.main(argv)
    except SystemExit as e:
        code = e.code
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("argv, words", [
    (["--bogus"], "unrecognized arguments: --bogus"),
    (["--headless", "--hours", "-3"], "must be greater than 0"),
    (["--headless", "--hours", "soon"], "is not a number"),
    (["--headless", "--residents", "0"], "must be greater than 0"),
    (["--headless", "--town", "atlantis"], "unknown town 'atlantis' (available: smallville)"),
])
def test_mistakes_give_one_line_and_exit_2(argv, words, capsys):
    code, out, err = run(argv, capsys)
    assert code == 2
    assert words in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_help_documents_every_flag(capsys):
    code, out, _ = run(["--help"], capsys)
    assert code == 0
    for flag in ("--headless", "--hours", "--seed", "--town", "--residents", "--step-seconds", "--workers"):
        assert flag in out


def test_headless_run_prints_a_summary(capsys):
    code, out, err = run(["--headless", "--hours", "1", "--residents", "4", "--quiet", "--seed", "2"], capsys)
    assert code == 0, err
    assert "4 residents, 1 game hours" in out
    for name in ("Daniel Hart", "Maya Hart", "Leo Hart", "Samuel Okafor"):
        assert name in out
    assert "where the time went" in out and "conversations:" in out
