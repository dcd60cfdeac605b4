"""Scenario files are checked strictly: one line naming the file and the field, never a traceback."""

import re
from pathlib import Path

import pytest

from game.app_scenario import run_from_args
from game.sim import scenario
from game.sim.scenario import ScenarioError

from .conftest import builtin_brain, small_parser

ROOT = Path(__file__).resolve().parents[2]
GOOD = """
description = "a test"
start = "2026-02-13 08:00"
hours = 4

[[whisper]]
at = "2026-02-13 08:00"
resident = "maya_hart"
text = "You want cake."

[[whisper]]
at = "2026-02-13 09:00"
resident = "camille_moreau"
text = "You want more cake."

[[event]]
at = "2026-02-13 10:00"
kind = "break"
place = "Sunny Bean Cafe:Counter:coffee machine"

[[measure]]
name = "cake"
kind = "recall"
query = "cake"
threshold = 0.5
"""

BAD = [
    ('resident = "camille_moreau"', 'resident = "camile"',
     "whisper[2].resident: 'camile' is not a resident of Smallville"),
    ('place = "Sunny Bean Cafe:Counter:coffee machine"', 'place = "Sunny Bean Cafe:Counter:toaster"',
     "event[1].place: 'Sunny Bean Cafe:Counter:toaster' is not a place in Smallville"),
    ('kind = "break"\nplace = "Sunny Bean Cafe:Counter:coffee machine"', 'kind = "break"\nplace = "Sunny Bean Cafe"',
     "event[1].place: 'Sunny Bean Cafe' must name an object"),
    ('hours = 4', 'hours = 4\nhour = 4', "hour: is not a known key"),
    ('threshold = 0.5', 'treshold = 0.5', "measure[1].treshold: is not a known key"),
    ('at = "2026-02-13 09:00"', 'at = "2026-02-30 09:00"',
     "whisper[2].at: expected a real date and time, got '2026-02-30 09:00'"),
    ('at = "2026-02-13 10:00"', 'at = "2026-02-13 12:00"',
     "event[1].at: '2026-02-13 12:00' is outside the run (2026-02-13 08:00 to 2026-02-13 12:00)"),
    ('kind = "break"', 'kind = "explode"', "event[1].kind: expected one of 'close', 'open', 'break', 'fix', 'announce', 'do', got 'explode'"),
    ('kind = "recall"', 'kind = "interview"', "measure[1].kind: expected one of 'recall', 'fact', 'presence', 'talked', 'density', 'replans', 'mood', got 'interview'"),
    ('threshold = 0.5', 'threshold = 1.5', "measure[1].threshold: expected a number from 0 to 1, got 1.5"),
    ('hours = 4', 'hours = 4\nresidents = ["maya_hart", "nobody"]',
     "residents[2]: 'nobody' is not a resident of Smallville"),
    ('hours = 4', 'hours = 4\nresidents = ["maya_hart"]',
     "whisper[2].resident: 'camille_moreau' is not among this run's residents"),
    ('start = "2026-02-13 08:00"', 'start = "13 Feb 08:00"', "start: expected a time like 2026-02-13 08:00, got '13 Feb 08:00'"),
    ('hours = 4', 'hours = "four"', "hours: expected a number from 0.1 to 336, got 'four'"),
    ('text = "You want cake."', 'text = "You want cake.', "is not valid TOML"),
    ('text = "You want cake."\n', '', "whisper[1].text: is missing"),
]  # fmt: skip


def write(tmp_path, text, name="s.toml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_the_good_file_loads(tmp_path, smallville):
    scn = scenario.load(write(tmp_path, GOOD), *smallville)
    assert [t.kind for t in scn.timed] == ["whisper", "whisper", "break"]
    assert scn.measures[0]["k"] == 10 and scn.residents[0] == "daniel_hart"


@pytest.mark.parametrize("old,new,message", BAD, ids=[b[2][:30] for b in BAD])
def test_a_bad_file_is_refused_in_one_line_naming_the_field(
    tmp_path, smallville, old, new, message
):
    assert old in GOOD
    path = write(tmp_path, GOOD.replace(old, new, 1))
    with pytest.raises(ScenarioError) as err:
        scenario.load(path, *smallville)
    text = str(err.value)
    assert "\n" not in text
    assert text.startswith(f"{path}: "), text
    assert message in text, text


def test_the_path_is_shown_as_typed_inside_the_project(smallville, monkeypatch):
    monkeypatch.chdir(ROOT)
    path = ROOT / "maps" / "smallville" / "scenarios" / "party.toml"
    with pytest.raises(ScenarioError) as err:
        scenario.load(path, *smallville, {"hours": 6})  # the party is after the run
    assert str(err.value).startswith("maps/smallville/scenarios/party.toml: measure[3].from")


def test_every_shipped_scenario_loads():
    from game.app_setup import load_town_files

    shipped = sorted((ROOT / "maps").glob("*/scenarios/*.toml"))
    assert {p.stem for p in shipped} >= {"party", "election", "closed-cafe", "gathering"}
    for path in shipped:
        world, personas = load_town_files(path.parents[1].name)
        scn = scenario.load(path, world, personas)
        assert scn.description and scn.measures, path


@pytest.mark.parametrize(
    "argv,message",
    [
        (["--scenario", "bad"], "whisper[2].resident: 'camile' is not a resident of Smallville"),
        (["--scenario", "partyy"], "no such scenario for Smallville (available: "),
        (["--scenario", "party", "--ablate", "memory,dreams"], "--ablate: unknown part 'dreams'"),
        (["--ablate", "memory", "--compare-ablations"], "cannot be combined"),
        (["--scenario", "party", "--plot", "out.jpg"], "--plot out.jpg: the file must end in .png"),
        (["--scenario", "party", "--hours", "3"], "measure[3].from: '2026-02-14 17:00' is outside"),
        (["--scenario", "party", "--load", "x.json"], "--load and --save cannot be combined"),
        (["--town", "atlantis", "--scenario", "party"], "unknown town 'atlantis'"),
    ],
)
def test_the_command_line_refuses_in_one_line_with_exit_2(tmp_path, capsys, argv, message):
    bad = write(tmp_path, GOOD.replace('resident = "camille_moreau"', 'resident = "camile"'))
    argv = [str(bad) if a == "bad" else a for a in argv]
    args = small_parser().parse_args(argv)
    assert run_from_args(args, builtin_brain) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith("main.py: ") and message in err, err


def test_game_code_names_no_place_resident_or_storyline():
    """Town-specific words live in the scenario files, never in the code that runs them."""
    words = set()
    for path in (ROOT / "maps").glob("*/scenarios/*.toml"):
        text = path.read_text(encoding="utf-8")
        words |= set(re.findall(r'(?:resident|place) = "([^":]+)', text))
        words |= {"Valentine", "lantern", "Camille", "Isolde", "Grace Okafor", "mayor"}
    code = [ROOT / "game" / "app_scenario.py", ROOT / "game" / "sim" / "scenario.py"]
    code += [ROOT / "game" / "sim" / "measure.py", *(ROOT / "game" / "report").glob("*.py")]
    for path in code:
        text = path.read_text(encoding="utf-8")
        found = [w for w in words if w in text]
        assert not found, f"{path.name} names {found}"
