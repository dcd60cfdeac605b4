#!/usr/bin/env python3
"""Generate one character sprite sheet per resident: ``assets/characters/<resident id>.png``.

Every pixel is drawn by this script (no downloaded art, no fonts), deterministically:
the same ``residents.json`` always gives byte-identical PNGs.

Sheet layout (128 x 128 px, 4 x 4 frames of 32 x 32):

    row 0: facing down    row 1: facing left    row 2: facing right    row 3: facing up
    col 0: idle           col 1: walk 1 (contact, one foot forward, body 1 px lower)
                          col 2: walk 2 (passing)  col 3: walk 3 (contact, other foot forward)

A walk loop is columns 1, 2, 3, 2 (or simply 0, 1, 2, 3: the idle pose doubles as the other
passing pose). The feet stand on y = 30 of each frame (outline on y = 31), centred on
x = 15.5. No ground shadow is baked in: the game draws its own (game/ui/sprites.py).

The look of a resident comes from ``appearance`` in ``maps/smallville/residents.json``:
``skin``, ``hair`` (colours), ``hair_style`` (short, long, bun, ponytail, curly, bald, bob,
spiky), ``top``, ``bottom`` (colours) and ``accessory`` (glasses, beard, hat, apron, scarf or
none). Missing fields are derived from a SHA-256 of the resident id (and the age: residents of
60 or more get grey / white hair). If residents.json does not exist yet, the 25 residents of
docs/town_plan.md are used.

Run: ``SDL_VIDEODRIVER=dummy .venv/bin/python tools/make_characters.py``
Also writes ``docs/characters_preview.png`` (all sheets, 2x).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sys
import textwrap
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import numpy as np  # noqa: E402
import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
RESIDENTS_PATH = ROOT / "maps" / "smallville" / "residents.json"
OUT_DIR = ROOT / "assets" / "characters"
PREVIEW_PATH = ROOT / "docs" / "characters_preview.png"

FRAME = 32
SHEET_COLS = 4
SHEET_ROWS = 4
SHEET_SIZE = (FRAME * SHEET_COLS, FRAME * SHEET_ROWS)
DIRECTIONS = ("down", "left", "right", "up")  # sheet rows, top to bottom

HAIR_STYLES = ("short", "long", "bun", "ponytail", "curly", "bald", "bob", "spiky")
ACCESSORIES = ("glasses", "beard", "hat", "apron", "scarf")

# The residents of docs/town_plan.md, used when residents.json does not exist yet.
FALLBACK_RESIDENTS: list[tuple[str, int]] = [
    ("daniel_hart", 48),
    ("maya_hart", 46),
    ("leo_hart", 17),
    ("samuel_okafor", 55),
    ("grace_okafor", 53),
    ("ada_okafor", 20),
    ("wei_chen", 39),
    ("lily_chen", 37),
    ("harold_whitaker", 64),
    ("ruth_whitaker", 62),
    ("rafael_costa", 51),
    ("elena_costa", 49),
    ("ingrid_lindqvist", 71),
    ("ethan_brooks", 44),
    ("anya_novak", 31),
    ("camille_moreau", 30),
    ("marcus_bell", 32),
    ("olivia_grant", 27),
    ("sofia_marino", 26),
    ("george_adeyemi", 35),
    ("nora_kim", 29),
    ("tomas_rivera", 21),
    ("priya_nair", 22),
    ("jonah_fischer", 20),
    ("hana_sato", 19),
]

Color = tuple[int, int, int]
Pixels = dict[tuple[int, int], Color]

# --------------------------------------------------------------------------------------------
# Palettes used when a field is missing (choices are made by hashing the resident id).
# --------------------------------------------------------------------------------------------
SKIN_TONES: list[Color] = [
    (255, 224, 196),
    (246, 206, 172),
    (234, 190, 150),
    (222, 172, 128),
    (198, 134, 66),
    (168, 112, 70),
    (141, 85, 36),
    (110, 66, 40),
    (88, 54, 36),
]
HAIR_COLOURS: list[Color] = [
    (32, 26, 30),
    (58, 38, 28),
    (92, 58, 34),
    (128, 82, 46),
    (166, 98, 52),
    (190, 92, 44),
    (222, 184, 110),
    (240, 214, 150),
    (74, 48, 40),
    (110, 74, 60),
]
GREY_HAIR: list[Color] = [(206, 206, 212), (232, 232, 236), (176, 176, 184), (244, 242, 236)]
CLOTHES: list[Color] = [
    (58, 110, 165),
    (196, 72, 72),
    (82, 150, 96),
    (226, 170, 60),
    (132, 86, 166),
    (230, 124, 154),
    (70, 160, 168),
    (236, 232, 220),
    (96, 104, 118),
    (180, 110, 60),
    (40, 64, 110),
    (150, 40, 60),
    (110, 140, 60),
    (244, 200, 210),
    (62, 62, 70),
]
BOTTOMS: list[Color] = [
    (52, 58, 82),
    (40, 40, 46),
    (88, 70, 54),
    (60, 86, 130),
    (120, 104, 84),
    (70, 74, 60),
    (150, 140, 120),
    (96, 48, 56),
    (36, 52, 74),
]
ACCENTS: list[Color] = [
    (200, 60, 60),
    (236, 196, 90),
    (70, 130, 190),
    (90, 160, 100),
    (236, 236, 226),
    (160, 90, 170),
    (226, 130, 70),
    (120, 80, 50),
]

OUTLINE_BASE: Color = (24, 16, 30)
EYE: Color = (34, 24, 40)
EYE_SHINE: Color = (250, 250, 255)


def _digest(resident_id: str, field: str) -> int:
    return int.from_bytes(hashlib.sha256(f"{resident_id}/{field}".encode()).digest()[:8], "big")


def _pick(resident_id: str, field: str, options):
    return options[_digest(resident_id, field) % len(options)]


# --------------------------------------------------------------------------------------------
# Colour helpers
# --------------------------------------------------------------------------------------------
def mix(a: Color, b: Color, t: float) -> Color:
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))  # type: ignore[return-value]


def luminance(c: Color) -> float:
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def parse_colour(value) -> Color | None:
    """'#rrggbb', '#rgb', 'rrggbb', a CSS/pygame colour name or [r, g, b]; None if unusable."""
    if isinstance(value, (list, tuple)) and len(value) >= 3:
        try:
            return tuple(max(0, min(255, int(v))) for v in value[:3])  # type: ignore[return-value]
        except (TypeError, ValueError):
            return None
    if not isinstance(value, str) or not value.strip():
        return None
    text = value.strip().lower()
    m = re.fullmatch(r"#?([0-9a-f]{6}|[0-9a-f]{3})", text)
    if m:
        h = m.group(1)
        if len(h) == 3:
            h = "".join(ch * 2 for ch in h)
        return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))
    try:
        c = pygame.Color(text.replace(" ", ""))
    except ValueError:
        return None
    return (c.r, c.g, c.b)


class Ramp:
    """A four-step hue-shifted ramp (light, base, shadow, deep) plus an outline colour."""

    def __init__(self, base: Color, min_lum: float = 40.0):
        lum = luminance(base)
        if lum < min_lum:  # near-black would vanish into the outline: lift it a little
            base = mix(base, (92, 84, 108), min(1.0, (min_lum - lum) / 60.0 + 0.25))
        elif lum > 185:  # near-white: pull the base down so highlight and shade both read
            base = mix(base, (150, 146, 170), min(0.3, (lum - 185) / 200.0 + 0.1))
        self.base = base
        self.light = mix(base, (255, 250, 232), 0.45 if lum > 185 else 0.30)
        self.shade = mix(base, (46, 30, 78), 0.30)
        self.deep = mix(base, (30, 18, 52), 0.52)
        self.outline = mix(base, OUTLINE_BASE, 0.80)


# --------------------------------------------------------------------------------------------
# Appearance
# --------------------------------------------------------------------------------------------
_STYLE_ALIASES = {
    "crew": "short",
    "crew_cut": "short",
    "buzz": "short",
    "buzzcut": "short",
    "pixie": "short",
    "cropped": "short",
    "undercut": "short",
    "side_part": "short",
    "slicked": "short",
    "long_straight": "long",
    "straight": "long",
    "wavy": "long",
    "braid": "ponytail",
    "braids": "ponytail",
    "pigtails": "ponytail",
    "pony": "ponytail",
    "updo": "bun",
    "topknot": "bun",
    "top_knot": "bun",
    "afro": "curly",
    "curls": "curly",
    "coily": "curly",
    "locs": "curly",
    "dreadlocks": "curly",
    "shaved": "bald",
    "receding": "bald",
    "balding": "bald",
    "mohawk": "spiky",
    "messy": "spiky",
    "tousled": "spiky",
    "bob_cut": "bob",
    "shoulder": "bob",
    "shoulder_length": "bob",
}
_ACCESSORY_ALIASES = {
    "spectacles": "glasses",
    "reading_glasses": "glasses",
    "sunglasses": "glasses",
    "moustache": "beard",
    "mustache": "beard",
    "goatee": "beard",
    "stubble": "beard",
    "cap": "hat",
    "beanie": "hat",
    "sun_hat": "hat",
    "sunhat": "hat",
    "straw_hat": "hat",
    "beret": "hat",
    "bandana": "hat",
    "pinafore": "apron",
    "muffler": "scarf",
    "shawl": "scarf",
}


def _norm_word(value) -> str:
    if not isinstance(value, str):
        return ""
    return re.sub(r"[\s\-]+", "_", value.strip().lower())


def resolve_appearance(
    resident_id: str, appearance: dict | None, age: int | None, notes: list[str] | None = None
) -> dict:
    """Fill every missing or unusable field deterministically from the id and the age.
    Values that were given but could not be used are described in ``notes``."""
    app = dict(appearance or {})
    notes = notes if notes is not None else []
    for key in ("skin", "hair", "top", "bottom"):
        if app.get(key) is not None and parse_colour(app.get(key)) is None:
            notes.append(f"{key} {app.get(key)!r} is not a colour")
    age = int(age) if isinstance(age, (int, float)) else 30
    rid = resident_id or json.dumps(app, sort_keys=True)
    out: dict = {}

    out["skin"] = parse_colour(app.get("skin")) or _pick(rid, "skin", SKIN_TONES)

    hair = parse_colour(app.get("hair"))
    if hair is None:
        if age >= 60:
            hair = _pick(rid, "hair", GREY_HAIR)
        else:
            hair = _pick(rid, "hair", HAIR_COLOURS)
            if age >= 50:  # salt and pepper
                hair = mix(hair, (190, 190, 196), 0.45)
    out["hair"] = hair

    style = _norm_word(app.get("hair_style"))
    style = _STYLE_ALIASES.get(style, style)
    # beards and bald heads are only derived for residents known to be men
    male = _norm_word(app.get("gender")) in ("male", "man", "m", "he", "he/him", "he_him")
    if style not in HAIR_STYLES:
        if style:
            notes.append(f"hair_style {app.get('hair_style')!r} is unknown")
        pool = [s for s in HAIR_STYLES if s != "bald" or (male and age >= 45)]
        style = _pick(rid, "hair_style", pool)
    out["hair_style"] = style

    out["top"] = parse_colour(app.get("top")) or _pick(rid, "top", CLOTHES)
    out["bottom"] = parse_colour(app.get("bottom")) or _pick(rid, "bottom", BOTTOMS)

    if "accessory" in app:
        raw = app.get("accessory")
        words = raw if isinstance(raw, list) else [raw]
        accs = []
        for w in words:
            w = _norm_word(w)
            w = _ACCESSORY_ALIASES.get(w, w)
            if w in ACCESSORIES and w not in accs:
                accs.append(w)
            elif w and w not in ("none", "no", "nothing") and w not in ACCESSORIES:
                notes.append(f"accessory {w!r} is unknown")
    else:
        roll = _digest(rid, "accessory") % 100
        pool = [a for a in ACCESSORIES if a != "beard" or male]
        accs = [] if roll < 45 else [pool[roll % len(pool)]]
        if age >= 55 and not accs and roll % 3 == 0:
            accs = ["glasses"]
    out["accessories"] = accs
    out["accessory"] = accs[0] if accs else "none"

    # Small derived details that make residents easier to tell apart.
    out["accent"] = parse_colour(app.get("accent")) or _pick(rid, "accent", ACCENTS)
    out["shoes"] = parse_colour(app.get("shoes")) or _pick(
        rid, "shoes", [(70, 48, 36), (40, 36, 44), (120, 80, 52), (210, 210, 214), (90, 40, 40)]
    )
    out["top_style"] = _pick(rid, "top_style", ["plain", "collar", "stripes", "jacket"])
    out["hat_style"] = _pick(rid, "hat_style", ["brim", "beanie"])
    out["age"] = age
    return out


# --------------------------------------------------------------------------------------------
# Pixel canvas
# --------------------------------------------------------------------------------------------
class Canvas:
    """A 32 x 32 RGBA frame. Parts are painted in order; each paints a 1 px outline around
    itself first (over what lies below), which also gives the dark lines between parts."""

    def __init__(self) -> None:
        self.px = np.zeros((FRAME, FRAME, 4), np.uint8)

    def part(self, pixels: Pixels, outline: Color | None) -> None:
        if outline is not None:
            for x, y in pixels:
                for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                    if q not in pixels and 0 <= q[0] < FRAME and 0 <= q[1] < FRAME:
                        self.px[q[1], q[0]] = (*outline, 255)
        for (x, y), c in pixels.items():
            if 0 <= x < FRAME and 0 <= y < FRAME:
                self.px[y, x] = (*c, 255)

    def mirrored(self) -> Canvas:
        out = Canvas()
        out.px = self.px[:, ::-1, :].copy()
        return out


def rim_shade(cells: set[tuple[int, int]], ramp: Ramp, light_rim: bool = True) -> Pixels:
    """Light on the top/left rim, shadow on the bottom/right rim, base inside."""
    out: Pixels = {}
    for x, y in cells:
        if (x + 1, y) not in cells or (x, y + 1) not in cells:
            out[(x, y)] = ramp.shade
        elif light_rim and ((x - 1, y) not in cells or (x, y - 1) not in cells):
            out[(x, y)] = ramp.light
        else:
            out[(x, y)] = ramp.base
    return out


def rect(x0: int, y0: int, x1: int, y1: int) -> set[tuple[int, int]]:
    """Cells of the inclusive rectangle."""
    return {(x, y) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1)}


# --------------------------------------------------------------------------------------------
# Templates: 18 columns wide (x = 7 + col), rows counted from y = 1 + bob (head top is row 4).
# '.' or ' ' is empty; other characters are looked up in the part's palette.
# --------------------------------------------------------------------------------------------
TPL_X = 7
TPL_Y = 0


class Template:
    def __init__(self, top: int, text: str):
        self.cells: dict[tuple[int, int], str] = {}
        for r, line in enumerate(textwrap.dedent(text).strip("\n").splitlines()):
            line = line.rstrip()
            if len(line) > 25:
                raise ValueError(f"template row too wide ({len(line)}): {line!r}")
            for c, ch in enumerate(line):
                if ch not in ". ":
                    self.cells[(c, top + r)] = ch

    def pixels(self, palette: dict[str, Color], bob: int) -> Pixels:
        return {
            (TPL_X + c, TPL_Y + bob + r): palette[ch]
            for (c, r), ch in self.cells.items()
            if ch in palette
        }


def T(top: int, text: str) -> Template:
    return Template(top, text)


# The back of a head whose hair is tied up (a bun and a ponytail look the same from behind,
# apart from the knot drawn over it).
_TIED_BACK = T(
    3,
    """
    .....hhhhhhhh.....
    ...hhhHHHHhhhhh...
    ..hhHHhhhHHhhhhx..
    .hhHhhhhhhhHhhhxx.
    .hhhhhhhhhhhhhhxx.
    .hhhhhxhhhhhhhhxx.
    .hhhhhxhhhhxhhhxx.
    .hhhhxhhhhhxhhxxx.
    ..hhhxhhhhhhxhxx..
    ..hhhhhhhhhhhxxx..
    ...hhhhhhhhhhxx...
""",
)

# Hair: per style and view, a list of (layer, template, hidden_under_hat).
# Layers: "behind" is painted before the body and head, "front" after the head,
# "over" after "front" (a bun or ponytail seen from behind).
# h base, H light, x shadow, r hair tie (accent colour).
HAIR: dict[str, dict[str, list[tuple[str, Template, bool]]]] = {
    "short": {
        "down": [
            (
                "front",
                T(
                    3,
                    """
            .....hhhhhhhh.....
            ...hhhHHHhhhhhh...
            ..hhHHHhhhhhhhhx..
            .hhHHhhhhhhhhhhxx.
            .hhhhhhhhhhhhhhxx.
            .hhhhhhhhhhhhhxxx.
            .hhhhhhx....hhhxx.
            .hx............xx.
        """,
                ),
                False,
            )
        ],
        "right": [
            (
                "front",
                T(
                    3,
                    """
            ....hhhhhhhhh.....
            ..hhhhHHHHhhhh....
            .hhhhHHhhhhhhhh...
            .hhhhhhhhhhhhhhx..
            .hhhhhhhhhhhhhhxx.
            .hhhhhhhhhhhhhxxx.
            .hhhhhhhx..hhxx...
            .hhhhhx...........
            .hhhhx............
            ..hhx.............
        """,
                ),
                False,
            )
        ],
        "up": [
            (
                "front",
                T(
                    3,
                    """
            .....hhhhhhhh.....
            ...hhhHHHHhhhhh...
            ..hhHHhhhHHhhhhx..
            .hhHhhhhhhhHhhhxx.
            .hhhhhhhhhhhhhhxx.
            .hhhhhxhhhhhhhhxx.
            .hhhhhxhhhhxhhhxx.
            .hhhhxhhhhhxhhxxx.
            ..hhhxhhhhhhxhxx..
            ..hhhhhhhhhhhxxx..
            ...hhhhhhhhhhxx...
            ....hhxhhxhhxh....
        """,
                ),
                False,
            )
        ],
    },
    "long": {
        "down": [
            (
                "front",
                T(
                    3,
                    """
            .....hhhhhhhh.....
            ...hhhHHHhhhhhh...
            ..hhHHHhhhhhhhhx..
            .hhHHhhhhhhhhhhxx.
            .hhhhhhhhhhhhhhxx.
            .hhhhhhhhhhhhhhxx.
            .hhhhhx....xhhhxx.
            .hhhx........hhxx.
            .hhx..........hxx.
            .hhx..........hxx.
            .hHx..........hxx.
            .hhx..........hxx.
            .hhx..........hxx.
            .hHx..........hxx.
            .hhx..........hxx.
            .hhx..........hxx.
            ..hx..........hx..
        """,
                ),
                False,
            )
        ],
        "right": [
            (
                "front",
                T(
                    3,
                    """
            ....hhhhhhhhh.....
            ..hhhhHHHHhhhh....
            .hhhhHHhhhhhhhh...
            .hhhhhhhhhhhhhhx..
            .hhhhhhhhhhhhhhxx.
            .hhhhhhhhhhhhhxxx.
            .hhhhhhhx..hhxx...
            .hhhhhhx..........
            .hHhhh............
            .hhhhx............
            .hhHhx............
            .hhhhx............
            .hHhhx............
            .hhhhx............
            ..hhhx............
            ..hhhx............
            ...hx.............
        """,
                ),
                False,
            )
        ],
        "up": [
            (
                "front",
                T(
                    3,
                    """
            .....hhhhhhhh.....
            ...hhhHHHhhhhhh...
            ..hhHHHhhhhhhhhx..
            .hhHHhhhhhhhhhhxx.
            .hhhhhhhhhhhhhhxx.
            .hhhhhhhhhhhhhhxx.
            .hhhhhhhhhhhhhhxx.
            .hhhhhhhxhhhhhxxx.
            .hhhhhhhxhhhhhhxx.
            .hHhhhhhxhhhhhhxx.
            .hhhhhhxhhhhhhhxx.
            .hhhhhhxhhhhhhhxx.
            .hhHhhhxhhhhhHhxx.
            .hhhhhhxhhhhhhhxx.
            .hhhhhhhhhhhhhhxx.
            ..hhhhhhhhhhhhxx..
            ...hhhxhhxhhhxx...
        """,
                ),
                False,
            )
        ],
    },
    "bob": {
        "down": [
            (
                "front",
                T(
                    3,
                    """
            .....hhhhhhhh.....
            ...hhhHHHhhhhhh...
            ..hhHHHhhhhhhhhx..
            .hhHHhhhhhhhhhhxx.
            .hhhhhhhhhhhhhhxx.
            .hhhhhhhhhhhhhhxx.
            .hhhhhhhhhhhhhxxx.
            .hhh..........hxx.
            .hhx..........xxx.
            .hHx..........xxx.
            .hhx..........xxx.
            .hhhx........xxxx.
            ..hhh........xxx..
        """,
                ),
                False,
            )
        ],
        "right": [
            (
                "front",
                T(
                    3,
                    """
            ....hhhhhhhhh.....
            ..hhhhHHHHhhhh....
            .hhhhHHhhhhhhhh...
            .hhhhhhhhhhhhhhx..
            .hhhhhhhhhhhhhhxx.
            .hhhhhhhhhhhhhxxx.
            .hhhhhhx...hhhhx..
            .hhhhhhx..........
            .hhhhh............
            .hHhhh............
            .hhhhh............
            .hhhhhx...........
            ..hhhhxx..........
        """,
                ),
                False,
            )
        ],
        "up": [
            (
                "front",
                T(
                    3,
                    """
            .....hhhhhhhh.....
            ...hhhHHHHhhhhh...
            ..hhHHhhhHHhhhhx..
            .hhHhhhhhhhHhhhxx.
            .hhhhhhhhhhhhhhxx.
            .hhhhhxhhhhxhhhxx.
            .hhhhhxhhhhxhhhxx.
            .hhhhxhhhhhhxhxxx.
            .hHhhxhhhhhhxhhxx.
            .hhhhhhhhhhhhhhxx.
            .hhhhhhhhhhhhhhxx.
            .xhhhhhhhhhhhhxxx.
            ..xxhhhhhhhhxxx..
        """,
                ),
                False,
            )
        ],
    },
    "bun": {
        "down": [
            (
                "behind",
                T(
                    0,
                    """
                .......hhhh.......
                ......hHHhhx......
                ......hHhhxx......
                .......hxxx.......
            """,
                ),
                True,
            ),
            (
                "front",
                T(
                    3,
                    """
                .....hhhhhhhh.....
                ...hhHHHhhhhhh....
                ..hHHHhhhhhhhhhx..
                .hhHHhhhxhhhhhhxx.
                .hhhhhhx.xhhhhhxx.
                .hhhhhx...xhhhhxx.
                .hhhx.......xhhxx.
                .hx............xx.
            """,
                ),
                False,
            ),
        ],
        "right": [
            (
                "behind",
                T(
                    1,
                    """
                ..hhh.............
                .hHHhx............
                .hHhhx............
                .hhhxx............
                ..xxx.............
            """,
                ),
                True,
            ),
            (
                "front",
                T(
                    3,
                    """
                ....hhhhhhhhh.....
                ..hhhhHHHHhhhh....
                .hhhhHHhhhhhhhh...
                .hhhhhhhhhhhhhhx..
                .hhhhhhhhhhhhhx...
                .hhhhhhhhhx.......
                .hhhhhhhx.........
                .hhhhhx...........
                ..hhhx............
                ..hhx.............
            """,
                ),
                False,
            ),
        ],
        "up": [
            ("front", _TIED_BACK, False),
            (
                "over",
                T(
                    5,
                    """
                .......hhhh.......
                ......hHHhhx......
                ......hHhhhx......
                ......hhhhxx......
                .......xxxx.......
            """,
                ),
                True,
            ),
        ],
    },
    "ponytail": {
        "down": [
            (
                "behind",
                T(
                    9,
                    """
                ................rr.
                ...............hhhx
                ...............hHhx
                ...............hhhx
                ................hhx
                ................hhx
                .................hx
                .................x.
            """,
                ),
                False,
            ),
            (
                "front",
                T(
                    3,
                    """
                .....hhhhhhhh.....
                ...hhHHHHhhhhhh...
                ..hHHhhhhhhhhhhx..
                .hhhhhhhhhhhhhhxx.
                .hhhhhhhhhhhhhhxx.
                .hhhhhhhhhhhhxxxx.
                .hhhhhhhhx...hhxx.
                .hhhx..........xx.
            """,
                ),
                False,
            ),
        ],
        "right": [
            (
                "front",
                T(
                    3,
                    """
                ....hhhhhhhhh.....
                ..hhhhHHHHhhhh....
                .hhhhHHhhhhhhhh...
                .hhhhhhhhhhhhhhx..
                .hhhhhhhhhhhhhhxx.
                .hhhhhhhhhhhhhxx..
                .hhhhhhhx..hhxx...
                .hhhhhx...........
                ..hhhx............
                ..hx..............
            """,
                ),
                False,
            ),
            (
                "over",
                T(
                    5,
                    """
                ..rr..............
                .hhhx.............
                hHhhx.............
                hHhx..............
                hhhx..............
                hhx...............
                hhx...............
                .hx...............
                .x................
            """,
                ),
                False,
            ),
        ],
        "up": [
            ("front", _TIED_BACK, False),
            (
                "over",
                T(
                    7,
                    """
                .......rrrr.......
                .......hHhh.......
                ......hHhhhx......
                ......hhhhhx......
                ......hhhhxx......
                .......hhhx.......
                .......hhhx.......
                .......hhx........
                ........hx........
                ........x.........
            """,
                ),
                False,
            ),
        ],
    },
    "curly": {
        "down": [
            (
                "front",
                T(
                    2,
                    """
            .....hhh.hhh.hh...
            ...hhhhhhhhhhhhh..
            ..hhHhhhHhhhHhhhh.
            .hhHHhhHHhhhHHhhx.
            hhhhhhhhhhhhhhhhxx
            hhHhhhHhhhHhhhHhxx
            hhhhxhhhxhhhxhhxxx
            hhhhhhhhhhhhhhhxxx
            hhhx...hh.....hxxx
            hhx............xxx
            hhx............xxx
            .hx............xx.
            .x..............x.
        """,
                ),
                False,
            )
        ],
        "right": [
            (
                "front",
                T(
                    2,
                    """
            ....hhh.hhh.hh....
            ..hhhhhhhhhhhhh...
            .hhHhhhHhhhHhhhh..
            hhHHhhHHhhhHHhhhx.
            hhhhhhhhhhhhhhhhxx
            hhHhhhHhhhHhhhhxx.
            hhhhxhhhxhhhhxxx..
            hhhhhhhhx..hhxx...
            hhhhhhx...........
            hhHhx.............
            hhhhx.............
            .hhx..............
            ..x...............
        """,
                ),
                False,
            )
        ],
        "up": [
            (
                "front",
                T(
                    2,
                    """
            .....hhh.hhh.hh...
            ...hhhhhhhhhhhhh..
            ..hhHhhhHhhhHhhhh.
            .hhHHhhHHhhhHHhhx.
            hhhhhhhhhhhhhhhhxx
            hhHhhhHhhhHhhhHhxx
            hhhhxhhhxhhhxhhxxx
            hhhHhhhHhhhHhhhxxx
            hhhhhhhhhhhhhhhxxx
            hhhhxhhhxhhhxhhxxx
            .hhhhhhhhhhhhhhxx.
            ..hhhhhhhhhhhhxx..
            ...hx.hx..hx.hx...
        """,
                ),
                False,
            )
        ],
    },
    "bald": {
        "down": [
            (
                "front",
                T(
                    7,
                    """
            .h..............h.
            .hh............hh.
            .hx............xh.
        """,
                ),
                False,
            )
        ],
        "right": [
            (
                "front",
                T(
                    8,
                    """
            ..hh..............
            ..hhhx............
            ..hhhx............
            ...hx.............
        """,
                ),
                False,
            )
        ],
        "up": [
            (
                "front",
                T(
                    8,
                    """
            .h..............h.
            .hhh..........hhh.
            .hhhhhhhhhhhhhhhx.
            ..hhhhhhhhhhhhxx..
            ....xxhhhhhhxx....
        """,
                ),
                False,
            )
        ],
    },
    "spiky": {
        "down": [
            (
                "front",
                T(
                    1,
                    """
            .....hh...hh..h...
            ...h.hhh.hhh.hh...
            ...hhhhhhhhhhhh...
            ..hhhHHhhHHhhhhx..
            .hhHHhhHHhhhhhhxx.
            hhhhhhhhhhhhhhhhxx
            .hhhhhhhhhhhhhhxx.
            .hhhhhhhhhhhhhhxx.
            .hhhhhhhhhhhhhhxx.
            .h.hh...hh...hx...
        """,
                ),
                False,
            )
        ],
        "right": [
            (
                "front",
                T(
                    1,
                    """
            ..hh...hh..h......
            .hhh.hhhh.hh......
            .hhhhhhhhhhhh.....
            hhhhhHHhhhhhhh....
            .hhhHHhhhhhhhhhh..
            hhhhhhhhhhhhhhhxx.
            .hhhhhhhhhhhhhhhxx
            .hhhhhhhhhhhhhxx..
            .hhhhhhhx..hhx....
            .hhhhhx...........
            ..hhhx............
            ..hx..............
        """,
                ),
                False,
            )
        ],
        "up": [
            (
                "front",
                T(
                    1,
                    """
            .....hh...hh..h...
            ...h.hhh.hhh.hh...
            ...hhhhhhhhhhhh...
            ..hhhHHhhHHhhhhx..
            .hhHHhhHHhhhhhhxx.
            hhhhhhhhhhhhhhhhxx
            .hhhhhhhhhhhhhhxx.
            .hhhhhhhhhhhhhhxx.
            .hhhhhhhhhhhhhhxx.
            .hhhhhhhhhhhhhxxx.
            ..hhhhhhhhhhhhxx..
            ..hhhhhhhhhhhxxx..
            ...hhxhhhxhhhxx...
            ....h..h..h..h....
        """,
                ),
                False,
            )
        ],
    },
}

# Hats: c base, C light, z shadow, r band, p pompom.
HATS: dict[str, dict[str, Template]] = {
    "brim": {
        "down": T(
            1,
            """
            ......cccccc......
            .....cCCccccz.....
            .....rrrrrrrr.....
            .ccCCcccccccccczz.
            ..zzzzzzzzzzzzzz..
        """,
        ),
        "right": T(
            1,
            """
            .....cccccc.......
            ....cCCccccz......
            ....rrrrrrrr......
            .cccCCccccccccccz.
            ..zzzzzzzzzzzzzz..
        """,
        ),
    },
    "beanie": {
        "down": T(
            1,
            """
            ........pp........
            ......cccccc......
            ....ccCCcccccz....
            ...cCCccccccccz...
            ..cCcccccccccccz..
            .rrrrrrrrrrrrrrrr.
            .rzrzrzrzrzrzrzrz.
        """,
        ),
        "right": T(
            1,
            """
            .......pp.........
            .....cccccc.......
            ...ccCCcccccz.....
            ..cCCccccccccz....
            .cCcccccccccccz...
            .rrrrrrrrrrrrrrr..
            .rzrzrzrzrzrzrzr..
        """,
        ),
    },
}
for _hat in HATS.values():
    _hat["up"] = _hat["down"]

# Glasses (no outline: the frame is the dark line). g frame.
GLASSES = {
    "down": T(
        10,
        """
        ....gggg..gggg....
        ....gnngggnng.....
        ....g..g..g..g....
        ....gggg..gggg....
    """,
    ),
    "right": T(
        10,
        """
        ...........gggg...
        ........ggggnng...
        ...........g..g...
        ...........gggg...
    """,
    ),
}

# Beard, in the hair colour.
BEARD = {
    "down": T(
        13,
        """
        ..hh..........hh..
        ..hhhh......hhhh..
        ...hhhhhhhhhhhhx..
        ....hhhhhhhhhhx...
        .....hhhhhhhx.....
    """,
    ),
    "right": T(
        13,
        """
        ........hh....h...
        ........hhh..hhx..
        .........hhhhhx...
        ..........hhhx....
    """,
    ),
}


# Head silhouette: half widths of the 13 rows (head top at row 4 of the template grid).
HEAD_TOP = 4
HEAD_HALF = (3, 5, 6, 7, 7, 7, 7, 7, 7, 7, 6, 5, 4)


# --------------------------------------------------------------------------------------------
# Frame drawing
# --------------------------------------------------------------------------------------------
class Look:
    """Colour ramps and options for one resident."""

    def __init__(self, app: dict):
        self.skin = Ramp(app["skin"], min_lum=0)
        self.hair = Ramp(app["hair"])
        self.top = Ramp(app["top"])
        self.bottom = Ramp(app["bottom"])
        self.shoes = Ramp(app["shoes"])
        self.accent = Ramp(app["accent"])
        self.style = app["hair_style"]
        self.age = int(app.get("age", 30))
        self.acc = set(app["accessories"])
        self.top_style = app["top_style"]
        self.hat_style = app["hat_style"]
        beard = mix(app["hair"], (40, 30, 30), 0.15)
        self.beard = Ramp(beard)
        # Apron: a light cloth tinted by the accent colour; hat: accent colour.
        self.apron = Ramp(mix(app["accent"], (244, 240, 228), 0.55))
        self.hat = Ramp(
            mix(app["accent"], (214, 186, 120), 0.45) if self.hat_style == "brim" else app["accent"]
        )

    def hair_palette(self) -> dict[str, Color]:
        return {
            "h": self.hair.base,
            "H": self.hair.light,
            "x": self.hair.shade,
            "r": self.accent.base,
        }


# Walk phases: (bob, lift of the screen-left leg, lift of the screen-right leg,
#               (dx, dy) of the left hand, (dx, dy) of the right hand) for down/up views,
# and (near foot offset, far foot offset, far foot lift, near arm swing) for side views.
FRONT_PHASES = {
    0: (0, 0, 0, (0, 0), (0, 0)),
    1: (1, 0, 2, (-1, 0), (-1, -1)),
    2: (0, 0, 1, (0, 0), (0, 0)),
    3: (1, 2, 0, (1, -1), (1, 0)),
}
SIDE_PHASES = {
    0: (0, 0, 0, 0, 0),
    1: (1, 3, -3, 0, -3),
    2: (0, 0, -1, 2, 0),
    3: (1, -3, 3, 0, 3),
}


def _head_cells(bob: int) -> set[tuple[int, int]]:
    cells = set()
    for k, h in enumerate(HEAD_HALF):
        y = HEAD_TOP + k + bob
        for x in range(16 - h, 16 + h):
            cells.add((x, y))
    return cells


def draw_head(cv: Canvas, look: Look, view: str, bob: int, bald: bool) -> None:
    s = look.skin
    cells = _head_cells(bob)
    hy = HEAD_TOP + bob
    px = rim_shade(cells, s)
    # the lower face is in the light: keep only the right rim and chin dark
    for x, y in list(px):
        if px[(x, y)] == s.light and y > hy + 3:
            px[(x, y)] = s.base
    if view in ("down", "up"):
        for y in (hy + 7, hy + 8):
            px[(8, y)] = s.base
            px[(23, y)] = s.shade
    if view == "right":
        px[(23, hy + 8)] = s.base  # nose
        px[(14, hy + 7)] = s.shade  # ear
        px[(14, hy + 8)] = s.shade
        px[(13, hy + 8)] = s.deep
    if bald:  # shine on the scalp
        for p in ((12, hy + 1), (13, hy + 1), (11, hy + 2)):
            px[p] = mix(s.light, (255, 255, 255), 0.4)
    if view == "down":
        blush = mix(s.base, (236, 96, 110), 0.38)
        mouth = mix(s.base, (110, 40, 52), 0.55)
        for ex in (12, 18):
            px[(ex, hy + 7)] = EYE_SHINE
            px[(ex + 1, hy + 7)] = EYE
            px[(ex, hy + 8)] = EYE
            px[(ex + 1, hy + 8)] = EYE
        px[(11, hy + 9)] = blush
        px[(20, hy + 9)] = blush
        px[(15, hy + 10)] = mouth
        px[(16, hy + 10)] = mouth
    elif view == "right":
        blush = mix(s.base, (236, 96, 110), 0.38)
        px[(19, hy + 7)] = EYE_SHINE
        px[(20, hy + 7)] = EYE
        px[(19, hy + 8)] = EYE
        px[(20, hy + 8)] = EYE
        px[(19, hy + 9)] = blush
        px[(21, hy + 10)] = mix(s.base, (110, 40, 52), 0.55)
    cv.part(px, s.outline)


def draw_hair(cv: Canvas, look: Look, view: str, layer: str, bob: int) -> None:
    hat = "hat" in look.acc
    if look.style == "bald" and look.age < 45:
        return  # a shaved head: no fringe of hair around the sides
    for lay, tpl, hidden_by_hat in HAIR[look.style][view]:
        if lay == layer and not (hat and hidden_by_hat):
            cv.part(tpl.pixels(look.hair_palette(), bob), look.hair.outline)


def torso_cells(view: str, bob: int) -> set[tuple[int, int]]:
    if view == "right":
        return rect(13, 17 + bob, 18, 17 + bob) | rect(12, 18 + bob, 19, 23 + bob)
    return rect(12, 17 + bob, 19, 17 + bob) | rect(11, 18 + bob, 20, 23 + bob)


def draw_torso(cv: Canvas, look: Look, view: str, bob: int) -> None:
    t = look.top
    cells = torso_cells(view, bob)
    px = rim_shade(cells, t)
    y0 = 18 + bob
    white = (240, 238, 230)
    style = look.top_style
    if style == "stripes":
        stripe = mix(t.base, (250, 248, 240), 0.55) if luminance(t.base) < 150 else t.deep
        for x, y in cells:
            if y in (y0 + 2, y0 + 4):
                px[(x, y)] = stripe
    if view == "down":
        if style == "collar":
            for p in ((13, y0), (14, y0), (17, y0), (18, y0)):
                px[p] = white
            px[(15, y0 + 2)] = t.deep
            px[(15, y0 + 4)] = t.deep
        elif style == "jacket":
            inner = look.accent.light
            for y in range(y0, y0 + 6):
                px[(15, y)] = inner
                px[(16, y)] = inner
                px[(14, y)] = t.shade
            px[(17, y0 + 1)] = t.deep
        else:
            for x in (14, 15, 16, 17):
                px[(x, y0)] = t.shade
    elif view == "right":
        if style == "collar":
            px[(17, y0)] = white
            px[(18, y0)] = white
        elif style == "jacket":
            for y in range(y0, y0 + 6):
                px[(19, y)] = look.accent.light
            px[(18, y0 + 1)] = t.deep
    else:  # up
        if style in ("collar", "jacket"):
            for x in range(13, 19):
                px[(x, y0)] = white if style == "collar" else t.light
    cv.part(px, t.outline)


def draw_front_legs(cv: Canvas, look: Look, lift_l: int, lift_r: int) -> None:
    b = look.bottom
    cells = rect(12, 24, 19, 26)
    for x0, lift in ((12, lift_l), (17, lift_r)):
        cells |= rect(x0, 27, x0 + 2, 28 - lift) if lift < 2 else set()
    px = rim_shade(cells, b)
    cv.part(px, b.outline)
    for x0, lift in ((11, lift_l), (17, lift_r)):
        shoe = rect(x0, 29 - lift, x0 + 3, 30 - lift)
        spx = {p: (look.shoes.light if p[1] == 29 - lift else look.shoes.base) for p in shoe}
        spx[(x0 + 3 if x0 == 11 else x0, 30 - lift)] = look.shoes.shade
        cv.part(spx, look.shoes.outline)


def _leg_cells(foot: int, lift: int) -> tuple[set[tuple[int, int]], set[tuple[int, int]]]:
    leg: set[tuple[int, int]] = set()
    for i, y in enumerate((27, 28)):
        if y > 28 - lift:
            continue
        c = 15 + round(foot * (i + 1) / 3)
        leg |= {(c - 1, y), (c, y), (c + 1, y)}
    c = 15 + foot
    shoe = {
        (c - 1, 29 - lift),
        (c, 29 - lift),
        (c + 1, 29 - lift),
        (c - 1, 30 - lift),
        (c, 30 - lift),
        (c + 1, 30 - lift),
        (c + 2, 30 - lift),
    }
    return leg, shoe


def draw_side_leg(cv: Canvas, look: Look, foot: int, lift: int, far: bool) -> None:
    b = look.bottom
    leg, shoe = _leg_cells(foot, lift)
    if far:
        ramp = Ramp(b.shade, min_lum=0)
        cv.part(rim_shade(leg, ramp), b.outline)
        sramp = Ramp(look.shoes.shade, min_lum=0)
    else:
        cells = rect(13, 24, 18, 26) | leg
        cv.part(rim_shade(cells, b), b.outline)
        sramp = look.shoes
    top = min(y for _, y in shoe)
    cv.part({p: (sramp.light if p[1] == top else sramp.base) for p in shoe}, sramp.outline)


def draw_front_arms(cv: Canvas, look: Look, bob: int, hand_l, hand_r) -> None:
    t, s = look.top, look.skin
    for x0, (dx, dy) in ((9, hand_l), (21, hand_r)):
        sleeve = rect(x0, 18 + bob, x0 + 1, 21 + bob + min(dy, 0))
        px = {p: (t.light if p[0] == x0 and x0 == 9 else t.base) for p in sleeve}
        for p in sleeve:
            if p[0] == x0 + 1 and x0 == 21:
                px[p] = t.shade
        for p in ((x0, 21 + bob + min(dy, 0)), (x0 + 1, 21 + bob + min(dy, 0))):
            px[p] = t.shade
        cv.part(px, t.outline)
        hand = rect(x0 + dx, 22 + bob + dy, x0 + dx + 1, 23 + bob + dy)
        cv.part({p: (s.base if p[1] == 22 + bob + dy else s.shade) for p in hand}, s.outline)


def _arm_cells(swing: int, bob: int, x0: int) -> tuple[set, set]:
    sleeve, hand = set(), set()
    for i in range(6):
        y = 18 + bob + i
        x = x0 + round(swing * i / 5)
        (sleeve if i < 4 else hand).update({(x, y), (x + 1, y)})
    return sleeve, hand


def draw_side_arm(cv: Canvas, look: Look, bob: int, swing: int, far: bool) -> None:
    t, s = look.top, look.skin
    if far:
        sleeve, hand = _arm_cells(-swing - (1 if swing < 0 else -1 if swing > 0 else 0), bob, 15)
        tr, sr = Ramp(t.shade, min_lum=0), Ramp(s.shade, min_lum=0)
    else:
        sleeve, hand = _arm_cells(swing, bob, 15)
        tr, sr = t, s
    cv.part(rim_shade(sleeve, tr), tr.outline)
    cv.part({p: sr.base for p in hand}, sr.outline)


def draw_apron(cv: Canvas, look: Look, view: str, bob: int) -> None:
    a = look.apron
    if view == "down":
        cells = rect(14, 20 + bob, 17, 23 + bob) | rect(13, 24 + bob, 18, 26)
        px = rim_shade(cells, a)
        px[(14, 19 + bob)] = a.base  # straps
        px[(17, 19 + bob)] = a.base
        px[(15, 25)] = a.shade  # pocket
        px[(16, 25)] = a.shade
    elif view == "right":
        cells = rect(19, 20 + bob, 19, 23 + bob) | rect(18, 24, 19, 26)
        px = rim_shade(cells, a)
        px[(19, 19 + bob)] = a.base
    else:
        cells = rect(14, 23 + bob, 17, 23 + bob) | {(15, 24 + bob), (16, 24 + bob)}
        px = {p: a.base for p in cells}
    cv.part(px, a.outline)


def draw_scarf(cv: Canvas, look: Look, view: str, bob: int) -> None:
    c = look.accent
    y = 17 + bob
    if view == "down":
        cells = rect(11, y, 20, y + 1) | rect(17, y + 2, 18, y + 5)
    elif view == "right":
        cells = rect(12, y, 19, y + 1) | rect(11, y + 2, 12, y + 4)
    else:
        cells = rect(11, y, 20, y + 1) | rect(14, y + 2, 15, y + 5)
    px = {}
    for x, yy in cells:
        stripe = (yy - y) % 3 == 2 and yy > y + 1
        px[(x, yy)] = c.light if stripe else (c.shade if yy == y + 1 and x > 15 else c.base)
    cv.part(px, c.outline)


def draw_hat(cv: Canvas, look: Look, view: str, bob: int) -> None:
    h = look.hat
    pal = {
        "c": h.base,
        "C": h.light,
        "z": h.shade,
        "r": look.accent.shade if look.hat_style == "brim" else h.shade,
        "p": (244, 240, 230),
    }
    cv.part(HATS[look.hat_style][view].pixels(pal, bob), h.outline)


def draw_frame(look: Look, view: str, phase: int) -> Canvas:
    """One 32x32 frame for view 'down', 'right' or 'up' ('left' is the mirrored 'right')."""
    cv = Canvas()
    bald = look.style == "bald"
    if view in ("down", "up"):
        bob, lift_l, lift_r, hand_l, hand_r = FRONT_PHASES[phase]
    else:
        bob, near_foot, far_foot, far_lift, swing = SIDE_PHASES[phase]

    if view == "down":
        draw_hair(cv, look, view, "behind", bob)
        draw_front_legs(cv, look, lift_l, lift_r)
        draw_torso(cv, look, view, bob)
        if "apron" in look.acc:
            draw_apron(cv, look, view, bob)
        draw_front_arms(cv, look, bob, hand_l, hand_r)
        if "scarf" in look.acc:
            draw_scarf(cv, look, view, bob)
        draw_head(cv, look, view, bob, bald)
        if "beard" in look.acc:
            cv.part(
                BEARD[view].pixels({"h": look.beard.base, "x": look.beard.shade}, bob),
                look.beard.outline,
            )
        draw_hair(cv, look, view, "front", bob)
        if "glasses" in look.acc:
            cv.part(GLASSES[view].pixels({"g": (40, 30, 44), "n": (196, 226, 240)}, bob), None)
    elif view == "up":
        draw_front_legs(cv, look, lift_l, lift_r)
        draw_torso(cv, look, view, bob)
        draw_front_arms(cv, look, bob, hand_l, hand_r)
        if "scarf" in look.acc:
            draw_scarf(cv, look, view, bob)
        draw_head(cv, look, view, bob, bald)
        draw_hair(cv, look, view, "front", bob)
        draw_hair(cv, look, view, "over", bob)
        if "apron" in look.acc:
            draw_apron(cv, look, view, bob)
    else:  # right
        draw_side_arm(cv, look, bob, swing, far=True)
        draw_side_leg(cv, look, far_foot, far_lift, far=True)
        draw_hair(cv, look, view, "behind", bob)
        draw_side_leg(cv, look, near_foot, 0, far=False)
        draw_torso(cv, look, view, bob)
        if "apron" in look.acc:
            draw_apron(cv, look, view, bob)
        if "scarf" in look.acc:
            draw_scarf(cv, look, view, bob)
        draw_head(cv, look, view, bob, bald)
        if "beard" in look.acc:
            cv.part(
                BEARD[view].pixels({"h": look.beard.base, "x": look.beard.shade}, bob),
                look.beard.outline,
            )
        draw_hair(cv, look, view, "front", bob)
        draw_hair(cv, look, view, "over", bob)
        if "glasses" in look.acc:
            cv.part(GLASSES[view].pixels({"g": (40, 30, 44), "n": (196, 226, 240)}, bob), None)
        draw_side_arm(cv, look, bob, swing, far=False)
    if "hat" in look.acc:
        draw_hat(cv, look, view, bob)
    return cv


# --------------------------------------------------------------------------------------------
# Sheets, files and preview
# --------------------------------------------------------------------------------------------
def sheet_array(appearance: dict, age: int, resident_id: str = "") -> np.ndarray:
    """The 128x128 RGBA sheet as an array (rows: down, left, right, up)."""
    app = appearance
    needed = (
        "skin",
        "hair",
        "hair_style",
        "top",
        "bottom",
        "accessories",
        "accent",
        "shoes",
        "top_style",
        "hat_style",
    )
    if not all(k in app for k in needed):
        app = resolve_appearance(resident_id, appearance, age)
    look = Look(app)
    sheet = np.zeros((SHEET_SIZE[1], SHEET_SIZE[0], 4), np.uint8)
    for row, direction in enumerate(DIRECTIONS):
        for col in range(SHEET_COLS):
            if direction == "left":
                frame = draw_frame(look, "right", col).mirrored()
            else:
                frame = draw_frame(look, direction, col)
            sheet[row * FRAME : (row + 1) * FRAME, col * FRAME : (col + 1) * FRAME] = frame.px
    return sheet


def array_to_surface(arr: np.ndarray) -> pygame.Surface:
    h, w = arr.shape[:2]
    return pygame.image.frombuffer(np.ascontiguousarray(arr).tobytes(), (w, h), "RGBA").copy()


def draw_sheet(appearance: dict, age: int, resident_id: str = "") -> pygame.Surface:
    """Draw a resident's 128x128 sheet. Missing appearance fields are derived from
    ``resident_id`` (or, without one, from the appearance itself) and ``age``."""
    return array_to_surface(sheet_array(appearance, age, resident_id))


def load_residents(path: Path = RESIDENTS_PATH) -> list[dict]:
    """[{'id', 'age', 'appearance'}] from residents.json, or the contract's 25 residents."""
    if not path.exists():
        return [{"id": rid, "age": age, "appearance": {}} for rid, age in FALLBACK_RESIDENTS]
    with path.open(encoding="utf-8") as fh:
        data = json.load(fh)
    items = data.get("residents", []) if isinstance(data, dict) else data
    out = []
    for item in items:
        rid = item.get("id")
        if not isinstance(rid, str) or not re.fullmatch(r"[a-z0-9_]+", rid):
            print(f"make_characters: skipping resident with unusable id {rid!r}", file=sys.stderr)
            continue
        age = item.get("age")
        appearance = dict(item.get("appearance") or {})
        for key in ("gender", "sex", "pronouns"):
            if key in item and "gender" not in appearance:
                appearance["gender"] = item[key]
        out.append(
            {
                "id": rid,
                "age": age if isinstance(age, (int, float)) else 30,
                "appearance": appearance,
            }
        )
    return out


def build_preview(sheets: list[np.ndarray], per_row: int = 5, scale: int = 2) -> np.ndarray:
    pad = 8
    cell = SHEET_SIZE[0] * scale
    rows = max(1, (len(sheets) + per_row - 1) // per_row)
    w = per_row * (cell + pad) + pad
    h = rows * (cell + pad) + pad
    out = np.zeros((h, w, 3), np.uint8)
    out[:] = (58, 64, 60)
    # a checker behind each sheet so transparency and outlines are easy to see
    yy, xx = np.mgrid[0:cell, 0:cell]
    checker = (((yy // 16) + (xx // 16)) % 2).astype(np.float32)
    bg = np.where(checker[..., None] > 0, np.array([150, 178, 120]), np.array([136, 166, 108]))
    for i, sheet in enumerate(sheets):
        r, c = divmod(i, per_row)
        big = sheet.repeat(scale, 0).repeat(scale, 1).astype(np.float32)
        alpha = big[..., 3:4] / 255.0
        comp = big[..., :3] * alpha + bg * (1 - alpha)
        y0, x0 = pad + r * (cell + pad), pad + c * (cell + pad)
        out[y0 : y0 + cell, x0 : x0 + cell] = np.round(comp).astype(np.uint8)
    return out


def main(argv: list[str] | None = None) -> int:
    pygame.init()
    residents = load_residents()
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    sheets = []
    for res in residents:
        notes: list[str] = []
        app = resolve_appearance(res["id"], res["appearance"], res["age"], notes)
        for note in notes:
            print(f"make_characters: {res['id']}: {note}; derived instead", file=sys.stderr)
        arr = sheet_array(app, res["age"], res["id"])
        sheets.append(arr)
        pygame.image.save(array_to_surface(arr), str(OUT_DIR / f"{res['id']}.png"))
    known = {f"{r['id']}.png" for r in residents}
    stale = sorted(p.name for p in OUT_DIR.glob("*.png") if p.name not in known)
    if stale:
        print(
            f"make_characters: sheets of unknown residents left in place: {stale}", file=sys.stderr
        )
    preview = build_preview(sheets)
    PREVIEW_PATH.parent.mkdir(parents=True, exist_ok=True)
    surf = pygame.image.frombuffer(preview.tobytes(), (preview.shape[1], preview.shape[0]), "RGB")
    pygame.image.save(surf, str(PREVIEW_PATH))
    source = RESIDENTS_PATH if RESIDENTS_PATH.exists() else "the fallback list"
    print(f"make_characters: {len(residents)} sheets from {source} -> {OUT_DIR}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
