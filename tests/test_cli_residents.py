"""More residents than the town's file holds is refused in one line, not run quietly smaller."""

import pytest

import main


@pytest.mark.parametrize(
    "argv",
    [
        ["--headless", "--hours", "0.1", "--town", "brinewick", "--residents", "300"],
        ["--headless", "--hours", "0.1", "--residents", "26"],
        ["--town", "brinewick", "--residents", "13"],  # the window: refused before it opens
    ],
)
def test_residents_beyond_the_file_give_one_line_and_exit_2(argv, capsys):
    try:
        code = main.main(argv)
    except SystemExit as e:
        code = e.code
    err = capsys.readouterr().err
    assert code == 2
    assert "has only" in err and "residents" in err
    assert err.count("\n") == 1 and "Traceback" not in err
