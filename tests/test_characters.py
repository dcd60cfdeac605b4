"""Character sprite sheets: assets/characters/<resident id>.png made by tools/make_characters.py."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import importlib.util  # noqa: E402
import itertools  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402
import pygame  # noqa: E402
import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location(
    "make_characters", ROOT / "tools" / "make_characters.py"
)
mc = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(mc)

FRAME = 32
RESIDENTS = mc.load_residents()  # residents.json, or the contract's 25 when it does not exist
IDS = [r["id"] for r in RESIDENTS]


def _load(path: Path) -> np.ndarray:
    surf = pygame.image.load(str(path))
    w, h = surf.get_size()
    return np.frombuffer(pygame.image.tobytes(surf, "RGBA"), np.uint8).reshape(h, w, 4)


def _surface_array(surf: pygame.Surface) -> np.ndarray:
    w, h = surf.get_size()
    return np.frombuffer(pygame.image.tobytes(surf, "RGBA"), np.uint8).reshape(h, w, 4)


def _frame(sheet: np.ndarray, row: int, col: int) -> np.ndarray:
    return sheet[row * FRAME : (row + 1) * FRAME, col * FRAME : (col + 1) * FRAME]


@pytest.fixture(scope="module")
def sheets() -> dict[str, np.ndarray]:
    out = {}
    for rid in IDS:
        path = ROOT / "assets" / "characters" / f"{rid}.png"
        assert path.is_file(), f"missing {path.relative_to(ROOT)}: run tools/make_characters.py"
        out[rid] = _load(path)
    return out


def test_there_are_residents():
    assert len(IDS) >= 2
    assert len(set(IDS)) == len(IDS)


@pytest.mark.parametrize("rid", IDS)
def test_sheet_size_and_frames(sheets, rid):
    sheet = sheets[rid]
    assert sheet.shape == (128, 128, 4)
    for row in range(4):
        frames = [_frame(sheet, row, col) for col in range(4)]
        for col, f in enumerate(frames):
            opaque = int((f[..., 3] == 255).sum())
            assert opaque > 150, f"{rid}: frame row {row} col {col} is (nearly) empty"
        assert any(not np.array_equal(frames[0], f) for f in frames[1:]), (
            f"{rid}: row {row} has no walk animation"
        )
        # a walk cycle has at least three different poses
        assert len({f.tobytes() for f in frames}) >= 3, f"{rid}: row {row} walk too static"


@pytest.mark.parametrize("rid", IDS)
def test_directions_are_drawn_differently(sheets, rid):
    sheet = sheets[rid]
    idle = [_frame(sheet, row, 0) for row in range(4)]
    for a, b in itertools.combinations(range(4), 2):
        assert not np.array_equal(idle[a], idle[b]), f"{rid}: rows {a} and {b} are the same"
    # left is the mirror image of right, frame by frame
    for col in range(4):
        assert np.array_equal(_frame(sheet, 1, col), _frame(sheet, 2, col)[:, ::-1])


def test_residents_idle_frames_differ(sheets):
    seen: dict[bytes, str] = {}
    for rid in IDS:
        key = _frame(sheets[rid], 0, 0).tobytes()
        assert key not in seen, f"{rid} and {seen.get(key)} look the same"
        seen[key] = rid


@pytest.mark.parametrize("rid", IDS)
def test_sheet_files_are_up_to_date(sheets, rid):
    """The committed PNG is what the generator draws now (regenerate after editing residents)."""
    res = next(r for r in RESIDENTS if r["id"] == rid)
    app = mc.resolve_appearance(rid, res["appearance"], res["age"])
    fresh = _surface_array(mc.draw_sheet(app, res["age"], rid))
    assert np.array_equal(fresh, sheets[rid]), (
        f"assets/characters/{rid}.png is stale: run tools/make_characters.py"
    )


def test_draw_sheet_is_deterministic_and_fills_missing_fields():
    a = _surface_array(mc.draw_sheet({}, 30, "someone_new"))
    b = _surface_array(mc.draw_sheet({}, 30, "someone_new"))
    c = _surface_array(mc.draw_sheet({}, 30, "someone_else"))
    assert a.shape == (128, 128, 4)
    assert np.array_equal(a, b)
    assert not np.array_equal(a, c)
    # a partial appearance keeps what it gives
    app = mc.resolve_appearance("x", {"hair_style": "bun", "top": "#ff0000"}, 30)
    assert app["hair_style"] == "bun" and app["top"] == (255, 0, 0)


def test_older_residents_get_grey_hair_when_not_given():
    for i in range(20):
        r, g, b = mc.resolve_appearance(f"elder_{i}", {}, 70)["hair"]
        assert max(r, g, b) - min(r, g, b) <= 16 and min(r, g, b) >= 150


def test_fallback_residents_when_file_is_missing(tmp_path):
    fallback = mc.load_residents(tmp_path / "nope.json")
    assert len(fallback) == 25
    assert {"daniel_hart", "hana_sato", "tomas_rivera"} <= {r["id"] for r in fallback}
