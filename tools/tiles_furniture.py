"""Home furniture, wall decorations, rugs and storage, drawn in a 3/4 top-down view (top surface
lit, front face darker). Shop, pub, college and office furniture lives in tiles_public.py.

Every painter returns a canvas of its footprint in tiles; `finish` adds the 1px outline and a drop
shadow. Pieces that join (counters, rugs) are painted as one piece and sliced, so the seams between
their tiles are seamless and only the ends are outlined.
"""

from __future__ import annotations

from tiles_paint import (
    GLASS,
    METAL,
    OUT,
    WHITE,
    WOOD,
    WOOD_DARK,
    Sprite,
    T,
    box,
    canvas,
    circle,
    dk,
    ellipse,
    finish,
    hline,
    line,
    lt,
    outline,
    poly,
    px,
    rect,
    rng_for,
    vline,
)

BOOK_COLS = [
    (196, 72, 66),
    (70, 110, 170),
    (90, 150, 90),
    (226, 190, 80),
    (70, 150, 150),
    (236, 226, 200),
    (150, 90, 150),
]
MARBLE = (232, 224, 208)


def grid_names(prefix, w, h):
    """Tile names for a w x h sprite: prefix_0_0 ... (row, col) unless 1x1."""
    if w == 1 and h == 1:
        return [[prefix]]
    if w == 1 and h == 2:
        return [[prefix + "_top"], [prefix + "_bottom"]]
    if w == 2 and h == 1:
        return [[prefix + "_l", prefix + "_r"]]
    return [[f"{prefix}_{r}{c}" for c in range(w)] for r in range(h)]


# --- bedroom -----------------------------------------------------------------------------------
def bed(col, width=1):
    s = canvas(width, 2)
    W = width * T
    box(s, WOOD_DARK, 2, 2, W - 4, 11)
    rect(s, lt(WOOD_DARK, 0.2), 4, 4, W - 8, 5)
    rect(s, WHITE, 4, 12, W - 8, 46)
    pillows = [(6, 14, W - 12)] if width == 1 else [(6, 14, 24), (W - 30, 14, 24)]
    for x, y, w in pillows:
        rect(s, (252, 252, 250), x, y, w, 9)
        hline(s, (206, 206, 218), x + 1, y + 8, w - 2)
        px(s, (0, 0, 0, 0), x, y)
        px(s, (0, 0, 0, 0), x + w - 1, y)
    rect(s, col, 4, 26, W - 8, 32)
    rect(s, lt(col, 0.35), 4, 26, W - 8, 4)
    hline(s, dk(col, 0.3), 4, 30, W - 8)
    for y in range(36, 56, 8):
        hline(s, dk(col, 0.12), 6, y, W - 12)
    vline(s, dk(col, 0.3), 4, 30, 28)
    vline(s, dk(col, 0.3), W - 5, 30, 28)
    if width == 2:
        vline(s, dk(col, 0.15), W // 2, 31, 26)
    box(s, WOOD_DARK, 2, 56, W - 4, 6)
    return finish(s)


def wardrobe():
    s = canvas(1, 2)
    c = WOOD
    rect(s, lt(c, 0.25), 1, 6, 30, 6)
    rect(s, c, 2, 12, 28, 46)
    for x in (4, 17):
        rect(s, dk(c, 0.15), x, 15, 11, 38)
        rect(s, c, x + 1, 16, 9, 36)
        hline(s, lt(c, 0.2), x + 1, 16, 9)
    vline(s, OUT, 16, 13, 44)
    rect(s, (230, 200, 110), 13, 34, 2, 3)
    rect(s, (230, 200, 110), 18, 34, 2, 3)
    rect(s, dk(c, 0.4), 3, 57, 4, 4)
    rect(s, dk(c, 0.4), 25, 57, 4, 4)
    return finish(s)


def desk():
    s = canvas(2, 1)
    c = WOOD
    rect(s, lt(c, 0.2), 2, 8, 60, 9)
    hline(s, lt(c, 0.45), 2, 8, 60)
    rect(s, dk(c, 0.2), 2, 17, 60, 8)
    rect(s, dk(c, 0.05), 40, 17, 20, 8)
    hline(s, dk(c, 0.45), 40, 21, 20)
    rect(s, (232, 200, 110), 48, 19, 4, 1)
    for x in (3, 57):
        rect(s, dk(c, 0.35), x, 25, 4, 5)
    # lamp, paper, pencil cup
    rect(s, (90, 80, 70), 9, 8, 6, 2)
    vline(s, (90, 80, 70), 11, 4, 4)
    poly(s, (240, 206, 110), [(6, 5), (16, 5), (14, 0), (8, 0)])
    rect(s, WHITE, 26, 9, 10, 6)
    hline(s, (180, 180, 190), 27, 11, 7)
    rect(s, (80, 110, 170), 44, 6, 4, 5)
    vline(s, (220, 90, 70), 45, 3, 3)
    return finish(s)


def chair(facing):
    s = canvas()
    c = WOOD
    if facing == "s":
        box(s, dk(c, 0.1), 9, 3, 14, 12)
        rect(s, lt(c, 0.2), 10, 15, 12, 8)
        rect(s, dk(c, 0.3), 10, 23, 12, 2)
        for x in (10, 20):
            rect(s, dk(c, 0.35), x, 25, 2, 4)
    elif facing == "n":
        rect(s, lt(c, 0.2), 10, 9, 12, 8)
        box(s, dk(c, 0.1), 9, 16, 14, 9)
        for x in (10, 20):
            rect(s, dk(c, 0.35), x, 25, 2, 4)
    else:
        rect(s, lt(c, 0.2), 9, 13, 14, 8)
        rect(s, dk(c, 0.3), 9, 21, 14, 2)
        bx = 8 if facing == "e" else 20
        box(s, dk(c, 0.1), bx, 4, 4, 19)
        for x in (10, 20):
            rect(s, dk(c, 0.35), x, 23, 2, 5)
    return finish(s)


def stool(col=(170, 76, 66)):
    s = canvas()
    for x in (11, 19):
        rect(s, dk(WOOD_DARK, 0.2), x, 16, 2, 11)
    hline(s, WOOD_DARK, 11, 22, 10)
    ellipse(s, col, 8, 8, 16, 10)
    ellipse(s, lt(col, 0.3), 10, 9, 10, 5)
    return finish(s)


def nightstand():
    s = canvas()
    box(s, lt(WOOD, 0.15), 5, 14, 22, 5)
    rect(s, WOOD, 5, 19, 22, 10)
    hline(s, dk(WOOD, 0.4), 6, 23, 20)
    rect(s, (230, 200, 110), 15, 25, 3, 1)
    rect(s, (120, 100, 90), 13, 11, 6, 3)
    poly(s, (246, 222, 150), [(10, 11), (22, 11), (19, 3), (13, 3)])
    return finish(s)


def bookshelf(wood, seed, dense=False):
    rng = rng_for(seed)
    s = canvas(2, 2)
    rect(s, lt(wood, 0.25), 1, 4, 62, 5)
    rect(s, wood, 2, 9, 60, 52)
    rect(s, dk(wood, 0.5), 5, 11, 54, 47)
    for _i, y in enumerate(range(11, 58, 12)):
        x = 6
        while x < 57:
            w = int(rng.integers(2, 5))
            h = int(rng.integers(7, 11))
            if not dense and rng.random() < 0.12:
                x += 3
                continue
            col = BOOK_COLS[int(rng.integers(len(BOOK_COLS)))]
            w = min(w, 58 - x)
            rect(s, col, x, y + 11 - h, w, h)
            hline(s, lt(col, 0.3), x, y + 11 - h, w)
            if w > 2:
                hline(s, dk(col, 0.3), x, y + 11 - h + 3, w)
            x += w
        rect(s, lt(wood, 0.1), 5, y + 11, 54, 1)
    rect(s, dk(wood, 0.3), 2, 58, 60, 3)
    return finish(s)


# --- kitchen and bathroom ---------------------------------------------------------------------
def counter_base(s, top=MARBLE, front=WOOD, x0=0, w=T):
    rect(s, top, x0, 6, w, 9)
    hline(s, lt(top, 0.5), x0, 6, w)
    hline(s, dk(top, 0.25), x0, 14, w)
    rect(s, front, x0, 15, w, 15)
    for x in range(x0 + 3, x0 + w - 3, 16):
        rect(s, dk(front, 0.15), x, 17, 11, 11)
        rect(s, front, x + 1, 18, 9, 9)
        rect(s, (226, 196, 110), x + 4, 19, 3, 1)
    hline(s, dk(front, 0.4), x0, 29, w)


def kitchen_counter(item=None):
    s = canvas()
    counter_base(s)
    if item == "board":
        rect(s, (206, 160, 100), 7, 5, 14, 8)
        rect(s, (220, 80, 60), 11, 7, 3, 3)
        rect(s, (120, 180, 80), 16, 7, 3, 2)
    elif item == "jars":
        for i, c in enumerate([(220, 170, 90), (150, 110, 80), (240, 240, 230)]):
            rect(s, c, 6 + i * 7, 2, 5, 9)
            hline(s, (140, 140, 150), 6 + i * 7, 2, 5)
    return finish(s, shadow=False)


def sink(bath=False):
    s = canvas()
    if bath:
        rect(s, WHITE, 13, 16, 6, 12)
        vline(s, (200, 200, 210), 17, 16, 12)
        ellipse(s, WHITE, 4, 5, 24, 14)
        ellipse(s, (186, 210, 224), 8, 8, 16, 8)
        rect(s, METAL, 15, 3, 2, 5)
        return finish(s)
    counter_base(s)
    rect(s, (150, 160, 172), 6, 7, 20, 7)
    rect(s, (110, 122, 138), 7, 8, 18, 5)
    hline(s, (190, 200, 210), 7, 12, 18)
    rect(s, METAL, 15, 2, 2, 6)
    rect(s, METAL, 13, 2, 6, 1)
    return finish(s, shadow=False)


def stove():
    s = canvas()
    rect(s, (230, 230, 234), 2, 4, 28, 26)
    rect(s, (70, 70, 82), 3, 5, 26, 9)
    for cx in (9, 22):
        ellipse(s, (40, 40, 50), cx - 5, 6, 10, 7)
        ellipse(s, (190, 70, 60), cx - 3, 8, 6, 3)
    hline(s, (40, 40, 48), 3, 14, 26)
    for x in range(6, 28, 5):
        px(s, (60, 60, 70), x, 16)
    rect(s, (60, 64, 78), 6, 18, 20, 9)
    rect(s, (110, 130, 160), 8, 20, 16, 5)
    hline(s, (180, 200, 220), 9, 20, 6)
    hline(s, (140, 140, 150), 8, 18, 16)
    return finish(s)


def fridge():
    s = canvas(1, 2)
    c = (236, 240, 244)
    rect(s, lt(c, 0.3), 3, 6, 26, 4)
    rect(s, c, 3, 10, 26, 52)
    hline(s, (170, 180, 196), 4, 26, 24)
    vline(s, (200, 208, 220), 27, 10, 52)
    rect(s, METAL, 23, 14, 2, 9)
    rect(s, METAL, 23, 30, 2, 14)
    rect(s, (230, 90, 80), 8, 34, 3, 3)
    rect(s, (90, 160, 220), 12, 40, 3, 3)
    rect(s, (250, 230, 140), 7, 44, 5, 4)
    rect(s, (140, 146, 160), 5, 60, 22, 2)
    return finish(s)


def kitchen_table():
    s = canvas(2, 1)
    c = lt(WOOD, 0.1)
    rect(s, c, 2, 4, 60, 17)
    hline(s, lt(c, 0.35), 2, 4, 60)
    for x in range(2, 62, 10):
        vline(s, dk(c, 0.08), x, 5, 15)
    rect(s, dk(c, 0.3), 2, 21, 60, 4)
    for x in (4, 56):
        rect(s, dk(c, 0.4), x, 25, 4, 5)
    for x in (10, 42):
        ellipse(s, WHITE, x, 8, 12, 8)
        ellipse(s, (220, 226, 232), x + 3, 10, 6, 4)
    ellipse(s, (200, 160, 110), 27, 7, 11, 9)
    for x, y, col in ((29, 8, (220, 70, 60)), (33, 8, (240, 170, 60)), (31, 11, (130, 190, 80))):
        rect(s, col, x, y, 3, 3)
    return finish(s)


def toilet():
    s = canvas()
    box(s, WHITE, 9, 3, 14, 8)
    rect(s, (200, 206, 216), 9, 10, 14, 1)
    ellipse(s, WHITE, 8, 10, 16, 17)
    ellipse(s, (190, 212, 226), 11, 13, 10, 10)
    hline(s, (200, 206, 216), 10, 25, 12)
    rect(s, METAL, 20, 5, 2, 2)
    return finish(s)


def shower():
    s = canvas()
    rect(s, (206, 224, 232), 2, 3, 28, 27)
    for x in range(2, 30, 7):
        vline(s, (182, 204, 214), x, 4, 25)
    for y in range(3, 30, 7):
        hline(s, (182, 204, 214), 2, y, 28)
    circle(s, (140, 150, 166), 18, 18, 2)
    hline(s, METAL, 2, 2, 28)
    circle(s, METAL, 24, 7, 3)
    for x in range(3, 11, 2):
        vline(s, (150, 190, 226), x, 3, 25)
        vline(s, (196, 222, 242), x + 1, 3, 24)
    return finish(s)


def tv():
    s = canvas()
    box(s, WOOD_DARK, 2, 18, 28, 11)
    vline(s, dk(WOOD_DARK, 0.4), 16, 20, 8)
    rect(s, (38, 36, 46), 3, 1, 26, 15)
    rect(s, (64, 96, 150), 5, 3, 22, 11)
    line(s, (120, 160, 210), (7, 11), (13, 4))
    line(s, (100, 140, 196), (10, 12), (16, 5))
    rect(s, (38, 36, 46), 14, 16, 4, 2)
    return finish(s)


def sofa(col, facing):
    s = canvas(2, 1)
    if facing == "s":
        box(s, col, 2, 2, 60, 13)
        for x in (10, 33):
            rect(s, lt(col, 0.15), x, 13, 21, 10)
            hline(s, lt(col, 0.4), x, 13, 21)
            vline(s, dk(col, 0.25), x + 20, 13, 10)
        rect(s, dk(col, 0.3), 8, 23, 48, 4)
        for x in (2, 54):
            rect(s, dk(col, 0.1), x, 8, 8, 20)
            rect(s, lt(col, 0.25), x, 8, 8, 3)
    else:
        for x in (10, 33):
            rect(s, lt(col, 0.2), x, 4, 21, 10)
            hline(s, lt(col, 0.4), x, 4, 21)
        rect(s, col, 2, 12, 60, 15)
        hline(s, lt(col, 0.35), 2, 12, 60)
        hline(s, dk(col, 0.25), 2, 26, 60)
        for x in (2, 54):
            rect(s, dk(col, 0.05), x, 3, 8, 24)
            rect(s, lt(col, 0.25), x, 3, 8, 3)
    for x in (5, 56):
        rect(s, (70, 50, 40), x, 27, 3, 3)
    return finish(s)


def plant():
    s = canvas()
    pot = (196, 110, 74)
    poly(s, pot, [(10, 20), (22, 20), (20, 30), (12, 30)])
    hline(s, lt(pot, 0.3), 10, 20, 12)
    for (x, y, w, h), c in (
        ((6, 8, 10, 8), (70, 140, 70)),
        ((16, 6, 10, 9), (86, 156, 80)),
        ((10, 2, 12, 10), (104, 172, 90)),
        ((8, 13, 16, 8), (80, 150, 74)),
    ):
        ellipse(s, c, x, y, w, h)
    px(s, (150, 210, 130), 14, 4)
    px(s, (150, 210, 130), 19, 8)
    return finish(s)


def floor_lamp():
    s = canvas()
    ellipse(s, (90, 80, 76), 11, 26, 10, 4)
    vline(s, (90, 80, 76), 16, 10, 17)
    poly(s, (246, 222, 150), [(9, 11), (23, 11), (20, 2), (12, 2)])
    hline(s, lt((246, 222, 150), 0.4), 12, 3, 8)
    return finish(s)


# --- hobbies -----------------------------------------------------------------------------------
def piano():
    s = canvas(2, 2)
    body = (58, 44, 54)
    rect(s, lt(body, 0.2), 2, 8, 60, 6)
    rect(s, body, 3, 14, 58, 26)
    for x in (8, 40):
        rect(s, lt(body, 0.08), x, 18, 16, 18)
    rect(s, (244, 238, 220), 24, 16, 16, 11)
    for y in (19, 22, 25):
        hline(s, (120, 110, 120), 26, y, 12)
    rect(s, (250, 248, 240), 4, 40, 56, 8)
    for x in range(4, 60, 4):
        vline(s, (190, 186, 180), x, 40, 8)
    for i, x in enumerate(range(6, 58, 4)):
        if i % 7 not in (2, 6):
            rect(s, (30, 26, 34), x + 1, 40, 2, 5)
    rect(s, body, 3, 48, 58, 10)
    hline(s, lt(body, 0.25), 3, 48, 58)
    for x in (6, 55):
        rect(s, dk(body, 0.3), x, 58, 3, 4)
    for x in (28, 33):
        rect(s, (220, 180, 80), x, 56, 3, 2)
    return finish(s)


def easel():
    s = canvas()
    leg = (150, 100, 60)
    line(s, leg, (16, 3), (6, 30), 2)
    line(s, leg, (16, 3), (26, 30), 2)
    line(s, dk(leg, 0.2), (16, 3), (16, 28), 2)
    rect(s, WHITE, 6, 5, 20, 15)
    rect(s, (150, 200, 236), 7, 6, 18, 6)
    rect(s, (110, 176, 90), 7, 12, 18, 7)
    circle(s, (250, 210, 80), 21, 9, 2)
    rect(s, (220, 110, 110), 10, 13, 3, 3)
    rect(s, leg, 5, 20, 22, 2)
    return finish(s)


def guitar():
    s = canvas()
    body = (210, 136, 66)
    line(s, (60, 50, 50), (10, 30), (16, 22), 1)
    line(s, (60, 50, 50), (22, 30), (16, 22), 1)
    rect(s, (104, 68, 44), 14, 3, 4, 13)
    rect(s, (70, 46, 36), 13, 1, 6, 4)
    circle(s, body, 16, 15, 6)
    circle(s, body, 16, 23, 8)
    circle(s, lt(body, 0.3), 13, 20, 2)
    circle(s, (60, 36, 30), 16, 18, 2)
    rect(s, (70, 46, 36), 13, 25, 7, 2)
    vline(s, (230, 220, 200), 16, 4, 20)
    return finish(s)


# --- wall decorations (drawn over face tiles) --------------------------------------------------
def wall_deco(kind):
    s = canvas()
    if kind == "window":
        rect(s, (236, 232, 224), 4, 3, 24, 20)
        rect(s, GLASS, 6, 5, 20, 16)
        line(s, lt(GLASS, 0.6), (8, 14), (14, 7))
        line(s, lt(GLASS, 0.6), (10, 18), (18, 9))
        vline(s, (236, 232, 224), 15, 5, 16)
        hline(s, (236, 232, 224), 6, 12, 20)
        rect(s, (226, 214, 196), 2, 22, 28, 3)
    elif kind == "painting":
        rect(s, (200, 160, 80), 6, 4, 20, 15)
        rect(s, (150, 200, 230), 8, 6, 16, 11)
        poly(s, (100, 160, 90), [(8, 16), (14, 10), (19, 14), (24, 11), (24, 16)])
        circle(s, (250, 230, 120), 19, 8, 1)
    elif kind == "portrait":
        rect(s, (150, 100, 60), 9, 3, 14, 17)
        rect(s, (220, 200, 170), 11, 5, 10, 13)
        circle(s, (190, 140, 110), 16, 9, 3)
        rect(s, (90, 70, 110), 13, 13, 6, 5)
    elif kind == "clock":
        circle(s, (120, 80, 60), 16, 12, 8)
        circle(s, (246, 242, 230), 16, 12, 6)
        vline(s, OUT, 16, 8, 5)
        hline(s, OUT, 16, 12, 4)
    elif kind == "mirror":
        ellipse(s, (200, 170, 100), 9, 2, 14, 20)
        ellipse(s, (200, 226, 236), 11, 4, 10, 16)
        line(s, WHITE, (13, 12), (16, 7))
    elif kind == "hearts":  # a Valentine's garland
        line(s, (120, 90, 80), (0, 4), (16, 9))
        line(s, (120, 90, 80), (16, 9), (31, 4))
        for x, y, c in ((5, 7, (236, 80, 110)), (15, 11, (250, 150, 170)), (25, 7, (236, 80, 110))):
            circle(s, c, x - 1, y, 2)
            circle(s, c, x + 2, y, 2)
            poly(s, c, [(x - 3, y + 1), (x + 4, y + 1), (x + 0, y + 5)])
    elif kind == "wall_shelf":
        rect(s, WOOD, 3, 16, 26, 3)
        rect(s, (196, 110, 74), 6, 10, 6, 6)
        ellipse(s, (90, 160, 80), 5, 5, 8, 7)
        for i, c in enumerate(BOOK_COLS[:4]):
            rect(s, c, 16 + i * 3, 8, 3, 8)
    outline(s)
    return s


def rug(col, accent):
    """A 3x3 rug sliced 9 ways; the middle row/column repeat, so rugs can be any size >= 2x2."""

    def paint():
        s = canvas(3, 3)
        rect(s, dk(col, 0.35), 2, 2, 92, 92)
        rect(s, col, 4, 4, 88, 88)
        rect(s, accent, 8, 8, 80, 80)
        rect(s, col, 10, 10, 76, 76)
        for y in range(16, 90, 16):
            for x in range(16, 90, 16):
                for d in range(3):
                    px(s, accent, x - d, y - 3 + d)
                    px(s, accent, x + d, y - 3 + d)
                    px(s, accent, x - d, y + 3 - d)
                    px(s, accent, x + d, y + 3 - d)
        for x in range(4, 92, 3):
            px(s, lt(col, 0.5), x, 1)
            px(s, lt(col, 0.5), x, 94)
        return s

    names = [[f"rug_{col_name(col)}_{r}{c}" for c in range(3)] for r in range(3)]
    return Sprite(names, False, paint, stamp=f"rug_{col_name(col)}")


def col_name(col):
    return {(176, 82, 70): "red", (88, 112, 168): "blue", (120, 150, 96): "green"}[col]


def storage(kind):
    s = canvas()
    if kind == "crate":
        c = (190, 140, 86)
        box(s, c, 4, 8, 24, 20)
        rect(s, lt(c, 0.25), 4, 5, 24, 5)
        for y in (13, 20):
            hline(s, dk(c, 0.3), 5, y, 22)
        line(s, dk(c, 0.25), (5, 11), (26, 26))
    elif kind == "barrel":
        c = (150, 96, 60)
        rect(s, c, 7, 7, 18, 21)
        ellipse(s, lt(c, 0.2), 7, 3, 18, 8)
        ellipse(s, dk(c, 0.2), 9, 4, 14, 5)
        for y in (11, 22):
            hline(s, (90, 90, 100), 7, y, 18)
        vline(s, lt(c, 0.2), 10, 9, 17)
    elif kind == "sacks":
        for x, y in ((3, 10), (15, 8), (9, 16)):
            ellipse(s, (214, 190, 140), x, y, 14, 14)
            ellipse(s, (230, 210, 166), x + 3, y + 2, 7, 5)
            rect(s, (170, 140, 100), x + 5, y, 4, 3)
    elif kind == "boxes":
        for x, y, w, h in ((3, 12, 16, 16), (15, 16, 14, 12), (7, 3, 13, 11)):
            box(s, (206, 170, 120), x, y, w, h)
            vline(s, (180, 140, 96), x + w // 2, y + 1, 4)
    return finish(s)


def doormat():
    s = canvas()
    rect(s, (150, 80, 66), 4, 8, 24, 16)
    rect(s, (186, 110, 84), 6, 10, 20, 12)
    for y in range(11, 22, 2):
        hline(s, (166, 96, 72), 7, y, 18)
    return s


def furniture_sprites():
    S = Sprite
    sprites = [
        S(grid_names("bed_blue", 1, 2), False, lambda: bed((96, 130, 196)), "bed_blue"),
        S(grid_names("bed_green", 1, 2), False, lambda: bed((110, 170, 110)), "bed_green"),
        S(grid_names("bed_yellow", 1, 2), False, lambda: bed((230, 186, 86)), "bed_yellow"),
        S(grid_names("bed_double", 2, 2), False, lambda: bed((206, 110, 120), 2), "bed_double"),
        S(grid_names("wardrobe", 1, 2), True, wardrobe, "wardrobe"),
        S(grid_names("desk", 2, 1), True, desk, "desk"),
        S("nightstand", True, nightstand),
        S(grid_names("bookshelf", 2, 2), True, lambda: bookshelf(WOOD, "bookshelf"), "bookshelf"),
        S(
            grid_names("library_shelf", 2, 2),
            True,
            lambda: bookshelf((110, 70, 52), "library", True),
            "library_shelf",
        ),
        S("stove", True, stove),
        S(grid_names("fridge", 1, 2), True, fridge, "fridge"),
        S("sink", True, sink),
        S("bath_sink", True, lambda: sink(True)),
        S("kitchen_counter", True, kitchen_counter),
        S("kitchen_counter_board", True, lambda: kitchen_counter("board")),
        S("kitchen_counter_jars", True, lambda: kitchen_counter("jars")),
        S(grid_names("kitchen_table", 2, 1), True, kitchen_table, "kitchen_table"),
        S("toilet", False, toilet),
        S("shower", False, shower),
        S("tv", True, tv),
        S(grid_names("sofa_green", 2, 1), False, lambda: sofa((84, 150, 140), "s"), "sofa_green"),
        S(
            grid_names("sofa_green_back", 2, 1),
            False,
            lambda: sofa((84, 150, 140), "n"),
            "sofa_green_back",
        ),
        S(grid_names("sofa_red", 2, 1), False, lambda: sofa((170, 80, 70), "s"), "sofa_red"),
        S(
            grid_names("sofa_blue_back", 2, 1),
            False,
            lambda: sofa((96, 116, 176), "n"),
            "sofa_blue_back",
        ),
        S("chair_s", False, lambda: chair("s")),
        S("chair_n", False, lambda: chair("n")),
        S("chair_e", False, lambda: chair("e")),
        S("chair_w", False, lambda: chair("w")),
        S("stool", False, stool),
        S("bar_stool", False, lambda: stool((150, 60, 54))),
        S("plant", True, plant),
        S("floor_lamp", True, floor_lamp),
        S(grid_names("piano", 2, 2), True, piano, "piano"),
        S("easel", True, easel),
        S("guitar", True, guitar),
        rug((176, 82, 70), (236, 200, 120)),
        rug((88, 112, 168), (220, 220, 236)),
        rug((120, 150, 96), (236, 226, 180)),
        S("doormat", False, doormat),
    ]
    for kind in ("window", "painting", "portrait", "clock", "mirror", "hearts", "wall_shelf"):
        sprites.append(S(f"deco_{kind}", True, lambda k=kind: wall_deco(k)))
    for kind in ("crate", "barrel", "sacks", "boxes"):
        sprites.append(S(kind, True, lambda k=kind: storage(k)))
    return sprites
