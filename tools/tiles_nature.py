"""Outdoor props: trees (trunk + 3x3 crown drawn above the residents), bushes, autotiled hedges and
fences, park furniture and street furniture."""

from __future__ import annotations

from tiles_paint import (
    METAL,
    WOOD,
    WOOD_DARK,
    Sprite,
    T,
    box,
    canvas,
    circle,
    dk,
    drop_shadow,
    ellipse,
    finish,
    from_array,
    hline,
    line,
    lt,
    outline,
    poly,
    px,
    rect,
    rng_for,
    to_array,
    vline,
)

BARK = (128, 86, 62)


def _leafy(s, rng, blobs, base, n_specks=120, shadow_dir=(1, 1)):
    """Paint a leaf mass as a union of circles, lit from the top-left, with leaf-cluster specks."""
    dark, light, lighter = dk(base, 0.3), lt(base, 0.22), lt(base, 0.45)
    for cx, cy, r in blobs:
        circle(s, dark, cx + shadow_dir[0], cy + shadow_dir[1] + 1, r)
    for cx, cy, r in blobs:
        circle(s, base, cx, cy, r - 1)
    for cx, cy, r in blobs:
        circle(s, light, cx - r // 3, cy - r // 3, max(r // 2, 2))
    arr = to_array(s)
    mask = arr[:, :, 3] > 0
    h, w = mask.shape
    for _ in range(n_specks):  # little leaf clusters: a light pixel over a dark one
        x, y = int(rng.integers(2, w - 2)), int(rng.integers(2, h - 2))
        if mask[y, x] and mask[y + 1, x] and mask[y - 1, x]:
            top = tuple(arr[y, x, :3]) == tuple(light[:3])
            arr[y, x, :3] = lighter[:3] if top else light[:3]
            arr[y + 1, x, :3] = dark[:3] if not top else base[:3]
    s.blit(from_array(arr), (0, 0))
    return s


def crown(kind):
    """3x3 tile crown whose bottom-centre shows the upper trunk, placed over the trunk tile's row-1."""
    rng = rng_for("crown" + kind)
    s = canvas(3, 3)
    rect(s, BARK, 42, 66, 12, 30)
    vline(s, lt(BARK, 0.25), 44, 66, 30)
    if kind == "pine":
        base = (56, 120, 84)
        for _i, (y, hw) in enumerate(((6, 12), (22, 20), (40, 28), (58, 34))):
            poly(s, dk(base, 0.3), [(48, y - 2), (48 - hw, y + 24), (48 + hw, y + 24)])
            poly(s, base, [(48, y - 4), (48 - hw + 2, y + 21), (48 + hw - 2, y + 21)])
            poly(s, lt(base, 0.2), [(48, y - 2), (48 - hw + 6, y + 18), (46, y + 18)])
            for _ in range(10):
                x = int(rng.integers(48 - hw + 6, 48 + hw - 6))
                yy = int(rng.integers(y + 6, y + 19))
                px(s, lt(base, 0.4), x, yy)
    else:
        base = {"oak": (84, 152, 70), "maple": (110, 160, 64), "blossom": (236, 160, 184)}[kind]
        blobs = [
            (48, 38, 30),
            (28, 46, 18),
            (68, 46, 18),
            (48, 20, 20),
            (34, 62, 14),
            (62, 62, 14),
            (48, 60, 16),
        ]
        _leafy(s, rng, blobs, base, 260)
        if kind == "blossom":
            for _ in range(30):
                x, y = int(rng.integers(20, 76)), int(rng.integers(12, 70))
                if to_array(s)[y, x, 3] > 0:
                    px(s, (255, 236, 240), x, y)
        if kind == "maple":
            for _ in range(14):
                x, y = int(rng.integers(22, 74)), int(rng.integers(16, 66))
                if to_array(s)[y, x, 3] > 0:
                    px(s, (230, 120, 60), x, y)
    outline(s)
    return s


def tree_shadow():
    """Soft shadow of a crown on the ground around the trunk (3 tiles wide, paths layer)."""
    s = canvas(3, 1)
    tmp = canvas(3, 1)
    ellipse(tmp, (24, 40, 30, 255), 6, 14, 84, 17)
    ellipse(tmp, (24, 40, 30, 255), 14, 10, 68, 20)
    arr = to_array(tmp)
    arr[:, :, 3] = (arr[:, :, 3] > 0) * 62
    s.blit(from_array(arr), (0, 0))
    return s


def sign(icon: str):
    """A wooden signboard on a post with a picture (no text: the art carries no fonts)."""
    s = canvas()
    rect(s, WOOD_DARK, 14, 18, 4, 13)
    box(s, (200, 150, 96), 3, 2, 26, 18)
    rect(s, (226, 186, 130), 5, 4, 22, 14)
    if icon == "cafe":
        rect(s, (250, 250, 246), 10, 9, 9, 7)
        rect(s, (120, 70, 46), 11, 9, 7, 2)
        vline(s, (250, 250, 246), 20, 10, 3)
        px(s, (250, 250, 246), 19, 10)
        px(s, (250, 250, 246), 19, 13)
        for x in (12, 15):
            vline(s, (170, 150, 140), x, 5, 3)
    elif icon == "pub":
        rect(s, (236, 170, 50), 11, 8, 8, 9)
        rect(s, (252, 250, 240), 10, 6, 10, 3)
        vline(s, (200, 200, 210), 20, 9, 5)
        vline(s, (200, 200, 210), 21, 10, 3)
    elif icon == "market":
        circle(s, (214, 50, 50), 16, 12, 5)
        px(s, (250, 150, 150), 14, 10)
        vline(s, (90, 60, 40), 16, 5, 3)
        rect(s, (90, 170, 70), 17, 5, 3, 2)
    elif icon == "pharmacy":
        rect(s, (50, 160, 90), 14, 5, 4, 12)
        rect(s, (50, 160, 90), 10, 9, 12, 4)
    elif icon == "tools":
        line(s, (150, 100, 60), (10, 16), (19, 7), 2)
        rect(s, (130, 136, 150), 16, 4, 7, 4)
    elif icon == "college":
        poly(s, (250, 250, 246), [(7, 8), (16, 10), (16, 17), (7, 15)])
        poly(s, (240, 240, 236), [(25, 8), (16, 10), (16, 17), (25, 15)])
        vline(s, (120, 100, 90), 16, 10, 7)
    elif icon == "townhall":
        poly(s, (240, 236, 226), [(8, 9), (16, 4), (24, 9)])
        for x in (9, 13, 17, 21):
            rect(s, (240, 236, 226), x, 10, 2, 6)
        hline(s, (240, 236, 226), 8, 16, 16)
    return finish(s, dx=1, dy=2)


def trunk():
    s = canvas()
    rect(s, BARK, 10, 0, 12, 24)
    poly(s, BARK, [(6, 26), (10, 18), (22, 18), (26, 26)])
    vline(s, lt(BARK, 0.25), 12, 0, 22)
    vline(s, dk(BARK, 0.25), 19, 0, 24)
    px(s, dk(BARK, 0.4), 15, 8)
    px(s, dk(BARK, 0.4), 16, 14)
    outline(s, open_sides="t")
    return s


def bush(kind):
    rng = rng_for("bush" + kind)
    s = canvas()
    base = (78, 146, 70)
    _leafy(s, rng, [(16, 18, 11), (9, 20, 7), (23, 20, 7), (16, 11, 8)], base, 60)
    if kind == "flower":
        for _ in range(9):
            x, y = int(rng.integers(7, 25)), int(rng.integers(6, 25))
            if to_array(s)[y, x, 3] > 0:
                px(s, (244, 120, 150), x, y)
                px(s, (255, 200, 210), x, y - 1)
    if kind == "berry":
        for _ in range(7):
            x, y = int(rng.integers(7, 25)), int(rng.integers(8, 25))
            if to_array(s)[y, x, 3] > 0:
                rect(s, (200, 50, 60), x, y, 2, 2)
    return finish(s, dx=1, dy=2)


def hedge(mask):
    """Autotiled hedge; mask bits N,E,S,W (1,2,4,8) = joins that side."""
    rng = rng_for(f"hedge{mask}")
    n, e, so, w = (mask >> 0) & 1, (mask >> 1) & 1, (mask >> 2) & 1, (mask >> 3) & 1
    base = (70, 138, 66)
    s = canvas()
    x0, x1 = (0 if w else 3), (T if e else T - 3)
    y0, y1 = (0 if n else 4), (T if so else T - 2)
    rect(s, base, x0, y0, x1 - x0, y1 - y0)
    face_top = y1 - 9 if not so else T
    rect(s, dk(base, 0.28), x0, face_top, x1 - x0, y1 - face_top)
    for _ in range(40):
        x, y = int(rng.integers(x0, x1)), int(rng.integers(y0, y1))
        c = lt(base, 0.3) if y < face_top else dk(base, 0.45)
        px(s, c, x, y)
        if y + 1 < y1:
            px(s, dk(base, 0.15) if y < face_top else dk(base, 0.2), x, y + 1)
    if not n:
        hline(s, lt(base, 0.3), x0 + 1, y0 + 1, x1 - x0 - 2)
    # round the free corners
    arr = to_array(s)
    for cx, cy, free in (
        (x0, y0, not n and not w),
        (x1 - 1, y0, not n and not e),
        (x0, y1 - 1, not so and not w),
        (x1 - 1, y1 - 1, not so and not e),
    ):
        if free:
            arr[cy, cx, 3] = 0
            arr[cy + (1 if cy == y0 else -1), cx, 3] = 0
            arr[cy, cx + (1 if cx == x0 else -1), 3] = 0
    s = from_array(arr)
    sides = ("t" if n else "") + ("r" if e else "") + ("b" if so else "") + ("l" if w else "")
    outline(s, open_sides=sides)
    return s


def fence(mask):
    """Autotiled wooden fence: a post in the middle, rails towards joined sides."""
    s = canvas()
    c = (196, 150, 100)
    n, e, so, w = (mask >> 0) & 1, (mask >> 1) & 1, (mask >> 2) & 1, (mask >> 3) & 1
    for y in (10, 18):
        if w:
            rect(s, c, 0, y, 16, 3)
            hline(s, lt(c, 0.3), 0, y, 16)
        if e:
            rect(s, c, 16, y, 16, 3)
            hline(s, lt(c, 0.3), 16, y, 16)
    if n:
        rect(s, c, 14, 0, 4, 16)
    if so:
        rect(s, c, 14, 16, 4, 16)
    rect(s, c, 13, 5, 6, 21)
    rect(s, lt(c, 0.3), 13, 5, 6, 2)
    vline(s, dk(c, 0.25), 18, 7, 19)
    sides = ("t" if n else "") + ("r" if e else "") + ("b" if so else "") + ("l" if w else "")
    outline(s, open_sides=sides)
    drop_shadow(s, 0, 2)
    return s


def bench(facing="s"):
    s = canvas(2, 1)
    c = (176, 120, 76)
    iron = (70, 66, 76)
    for x in (4, 56):
        rect(s, iron, x, 4, 4, 24)
    for y in (4, 9):
        rect(s, c, 2, y, 60, 4)
        hline(s, lt(c, 0.3), 2, y, 60)
    for y in (15, 19):
        rect(s, lt(c, 0.1), 2, y, 60, 4)
        hline(s, lt(c, 0.35), 2, y, 60)
    rect(s, dk(c, 0.3), 2, 23, 60, 2)
    return finish(s)


def fountain():
    s = canvas(3, 3)
    stone = (196, 192, 186)
    ellipse(s, dk(stone, 0.25), 4, 22, 88, 66)
    ellipse(s, stone, 4, 16, 88, 66)
    ellipse(s, lt(stone, 0.2), 8, 18, 80, 58)
    ellipse(s, (70, 140, 196), 14, 24, 68, 46)
    ellipse(s, (96, 170, 220), 18, 28, 60, 38)
    for x, y in ((28, 40), (60, 54), (40, 60), (66, 38)):
        hline(s, (170, 216, 240), x, y, 6)
    rect(s, dk(stone, 0.1), 42, 30, 12, 24)
    vline(s, lt(stone, 0.3), 44, 30, 24)
    ellipse(s, stone, 30, 20, 36, 14)
    ellipse(s, (96, 170, 220), 34, 22, 28, 8)
    rect(s, stone, 45, 8, 6, 14)
    for dx, dy in ((-8, 10), (8, 10), (-4, 4), (4, 4), (0, 0), (-12, 18), (12, 18)):
        circle(s, (200, 232, 248), 48 + dx, 6 + dy, 2)
    px(s, (255, 255, 255), 48, 4)
    return finish(s)


def flower_bed(col):
    rng = rng_for(f"fb{col}")
    s = canvas()
    frame = (150, 104, 70)
    rect(s, frame, 1, 6, 30, 24)
    rect(s, (110, 78, 58), 3, 8, 26, 19)
    hline(s, lt(frame, 0.3), 1, 6, 30)
    for i in range(9):
        x = 5 + (i % 3) * 8 + int(rng.integers(-1, 2))
        y = 9 + (i // 3) * 6 + int(rng.integers(-1, 2))
        vline(s, (70, 140, 60), x + 1, y + 2, 4)
        px(s, (100, 170, 80), x, y + 4)
        rect(s, col, x, y, 3, 3)
        px(s, lt(col, 0.5), x, y)
    return finish(s)


def garden_bed(kind):
    s = canvas()
    rect(s, (150, 104, 70), 1, 4, 30, 26)
    rect(s, (104, 74, 54), 3, 6, 26, 21)
    for y in range(8, 26, 6):
        hline(s, (84, 58, 44), 3, y + 3, 26)
        hline(s, (130, 94, 68), 3, y + 2, 26)
        for x in range(6, 28, 7):
            if kind == "sprouts":
                px(s, (120, 190, 80), x, y)
                px(s, (120, 190, 80), x + 2, y)
                px(s, (80, 150, 60), x + 1, y + 1)
            else:
                circle(s, (110, 176, 90), x + 1, y + 1, 2)
                px(s, (180, 220, 140), x + 1, y)
    return finish(s)


def picnic_table():
    s = canvas(2, 2)
    c = (190, 136, 86)
    for y in (8, 46):
        rect(s, c, 4, y, 56, 6)
        hline(s, lt(c, 0.3), 4, y, 56)
        rect(s, dk(c, 0.3), 4, y + 6, 56, 3)
    rect(s, c, 2, 18, 60, 24)
    for x in range(2, 62, 10):
        vline(s, dk(c, 0.2), x, 18, 24)
        vline(s, lt(c, 0.2), x + 1, 18, 24)
    rect(s, dk(c, 0.3), 2, 42, 60, 3)
    rect(s, (236, 100, 100), 14, 24, 16, 12)
    for x in range(14, 30, 4):
        for y in range(24, 36, 4):
            rect(s, (250, 240, 240), x + (2 if (y // 4) % 2 else 0), y, 2, 2)
    ellipse(s, (200, 160, 100), 40, 26, 12, 8)
    return finish(s)


def swing():
    s = canvas(2, 2)
    frame = (190, 80, 70)
    for x0, x1 in ((8, 4), (56, 60)):
        line(s, frame, (x0, 6), (x1 - 4, 60), 3)
        line(s, frame, (x0, 6), (x1 + 4, 60), 3)
    rect(s, frame, 4, 4, 56, 4)
    hline(s, lt(frame, 0.3), 4, 4, 56)
    for x in (18, 40):
        vline(s, (90, 80, 70), x, 8, 30)
        vline(s, (90, 80, 70), x + 7, 8, 30)
        rect(s, (70, 110, 190), x - 1, 38, 10, 4)
    return finish(s)


def slide():
    s = canvas(1, 2)
    rect(s, METAL, 4, 4, 4, 34)
    for y in range(8, 36, 6):
        hline(s, METAL, 4, y, 8)
    rect(s, METAL, 8, 4, 4, 34)
    poly(s, (240, 190, 70), [(14, 6), (26, 6), (28, 58), (12, 58)])
    poly(s, lt((240, 190, 70), 0.35), [(17, 8), (23, 8), (24, 54), (16, 54)])
    return finish(s)


def sandbox():
    s = canvas(2, 2)
    rect(s, (170, 120, 80), 2, 4, 60, 56)
    rect(s, (236, 214, 160), 5, 7, 54, 50)
    rng = rng_for("sand")
    for _ in range(40):
        px(s, (216, 190, 136), int(rng.integers(6, 58)), int(rng.integers(8, 56)))
    ellipse(s, (220, 196, 140), 30, 30, 14, 8)
    rect(s, (230, 80, 80), 14, 16, 6, 5)
    rect(s, (80, 130, 210), 44, 40, 4, 6)
    hline(s, lt((170, 120, 80), 0.3), 2, 4, 60)
    return finish(s)


def lamp_post():
    s = canvas(1, 2)
    iron = (62, 60, 74)
    rect(s, iron, 14, 10, 4, 48)
    rect(s, iron, 11, 56, 10, 5)
    rect(s, iron, 9, 4, 14, 3)
    rect(s, (250, 226, 140), 11, 7, 10, 10)
    hline(s, (255, 250, 210), 12, 8, 8)
    poly(s, iron, [(8, 5), (16, 0), (24, 5)])
    rect(s, iron, 10, 17, 12, 2)
    outline(s)
    drop_shadow(s, 1, 2)
    return s


def prop(kind):
    s = canvas()
    if kind == "mailbox":
        rect(s, WOOD_DARK, 14, 14, 4, 15)
        rect(s, (70, 110, 180), 8, 6, 16, 10)
        ellipse(s, lt((70, 110, 180), 0.2), 8, 3, 16, 6)
        rect(s, (220, 60, 60), 22, 4, 2, 6)
    elif kind == "rock":
        ellipse(s, (130, 128, 132), 5, 12, 22, 15)
        ellipse(s, (160, 158, 160), 7, 12, 16, 10)
        px(s, (200, 200, 200), 11, 14)
    elif kind == "stump":
        rect(s, BARK, 8, 14, 16, 12)
        ellipse(s, (210, 170, 120), 8, 10, 16, 8)
        ellipse(s, (180, 136, 96), 12, 12, 8, 4)
    elif kind == "lily":
        for x, y, w in ((3, 5, 13), (17, 15, 11), (6, 20, 8)):
            ellipse(s, (70, 140, 70), x, y + 1, w, w * 2 // 3)
            ellipse(s, (104, 178, 92), x, y, w, w * 2 // 3)
            line(s, (70, 140, 70), (x + w // 2, y + w // 3), (x + w - 1, y + 1))
        circle(s, (250, 210, 226), 9, 8, 2)
        px(s, (255, 246, 160), 9, 8)
    elif kind == "reeds":
        for i, x in enumerate(range(5, 28, 3)):
            h = 12 + (i * 5) % 9
            line(s, (70, 130, 60), (x, 30), (x + (i % 3) - 1, 30 - h), 1)
            line(s, (110, 170, 80), (x + 1, 30), (x + 2, 26 - h // 2), 1)
            if i % 2 == 0:
                rect(s, (120, 80, 56), x + (i % 3) - 1, 30 - h, 2, 5)
    elif kind == "signpost":
        rect(s, WOOD_DARK, 14, 10, 4, 20)
        box(s, WOOD, 4, 5, 24, 9)
        hline(s, dk(WOOD, 0.4), 7, 9, 18)
    elif kind == "tulips":
        for i, (x, y) in enumerate(((4, 11), (13, 7), (21, 12), (10, 17), (19, 18))):
            c = [(236, 80, 100), (250, 200, 80), (236, 80, 100), (190, 120, 220), (250, 150, 180)][
                i
            ]
            vline(s, (60, 130, 56), x + 2, y + 5, 9)
            poly(s, (90, 166, 76), [(x + 2, y + 13), (x - 1, y + 7), (x + 2, y + 10)])
            poly(s, (90, 166, 76), [(x + 2, y + 13), (x + 5, y + 8), (x + 2, y + 11)])
            rect(s, c, x, y + 1, 5, 5)
            px(s, c, x, y)
            px(s, c, x + 2, y)
            px(s, c, x + 4, y)
            vline(s, lt(c, 0.45), x + 1, y + 1, 3)
            hline(s, dk(c, 0.3), x, y + 5, 5)
    elif kind == "planter":
        box(s, (190, 110, 76), 6, 18, 20, 11)
        for x, c in ((9, (236, 90, 110)), (15, (250, 210, 90)), (21, (236, 90, 110))):
            ellipse(s, (80, 150, 70), x - 3, 11, 8, 8)
            rect(s, c, x - 1, 12, 3, 3)
    elif kind == "trash_can":
        rect(s, (110, 140, 110), 9, 10, 14, 18)
        ellipse(s, lt((110, 140, 110), 0.2), 8, 7, 16, 6)
        for x in (12, 16, 20):
            vline(s, dk((110, 140, 110), 0.2), x, 13, 13)
    if kind in ("lily", "reeds", "tulips"):
        outline(s)
        return s
    return finish(s, dx=1, dy=2)


def nature_sprites():
    S = Sprite
    sprites = [
        S("tree_trunk", True, trunk),
        S([["tree_shadow_l", "tree_shadow_m", "tree_shadow_r"]], False, tree_shadow, "tree_shadow"),
    ]
    for icon in ("cafe", "pub", "market", "pharmacy", "tools", "college", "townhall"):
        sprites.append(S(f"sign_{icon}", True, lambda i=icon: sign(i)))
    for kind in ("oak", "maple", "blossom", "pine"):
        names = [[f"crown_{kind}_{r}{c}" for c in range(3)] for r in range(3)]
        sprites.append(S(names, False, lambda k=kind: crown(k), f"crown_{kind}"))
    for kind in ("green", "flower", "berry"):
        sprites.append(S(f"bush_{kind}", True, lambda k=kind: bush(k)))
    for m in range(16):
        sprites.append(S(f"hedge_{m:02d}", True, lambda m=m: hedge(m)))
    for m in range(16):
        sprites.append(S(f"fence_{m:02d}", True, lambda m=m: fence(m)))
    sprites += [
        S([["bench_l", "bench_r"]], False, bench, "bench"),
        S([[f"fountain_{r}{c}" for c in range(3)] for r in range(3)], True, fountain, "fountain"),
        S("flower_bed_red", True, lambda: flower_bed((226, 70, 80))),
        S("flower_bed_yellow", True, lambda: flower_bed((246, 206, 70))),
        S("flower_bed_purple", True, lambda: flower_bed((170, 110, 210))),
        S("garden_bed_sprouts", True, lambda: garden_bed("sprouts")),
        S("garden_bed_cabbage", True, lambda: garden_bed("cabbage")),
        S(
            [["picnic_00", "picnic_01"], ["picnic_10", "picnic_11"]],
            True,
            picnic_table,
            "picnic_table",
        ),
        S([["swing_00", "swing_01"], ["swing_10", "swing_11"]], False, swing, "swing"),
        S([["slide_top"], ["slide_bottom"]], True, slide, "slide"),
        S([["sandbox_00", "sandbox_01"], ["sandbox_10", "sandbox_11"]], False, sandbox, "sandbox"),
        S([["lamp_top"], ["lamp_base"]], [[False], [True]], lamp_post, "lamp"),
    ]
    for kind in ("mailbox", "rock", "stump", "signpost", "planter", "trash_can"):
        sprites.append(S(kind, True, lambda k=kind: prop(k)))
    for kind in ("lily", "reeds", "tulips"):
        sprites.append(S(kind, kind != "tulips", lambda k=kind: prop(k)))
    return sprites
