"""Furniture of the public places: cafe and pub counters, shop shelving, college and office
furniture. Same conventions as tiles_furniture.py; counters and bars are painted as one 3-tile run
and sliced into _l/_m/_r pieces so runs of any length join seamlessly.
"""

from __future__ import annotations

from tiles_furniture import BOOK_COLS, MARBLE, counter_base, grid_names
from tiles_paint import (
    CREAM,
    METAL,
    WHITE,
    WOOD,
    WOOD_DARK,
    Sprite,
    T,
    canvas,
    circle,
    dk,
    ellipse,
    finish,
    hline,
    line,
    lt,
    poly,
    px,
    rect,
    rng_for,
    vline,
)


# --- shops, cafe, pub ---------------------------------------------------------------------------
def counter_run(prefix, top, front, rail=None):
    """A 3-tile counter painted as one piece, sliced into _l, _m and _r."""

    def paint():
        s = canvas(3, 1)
        counter_base(s, top, front, 0, 3 * T)
        if rail:
            hline(s, rail, 0, 26, 3 * T)
            hline(s, lt(rail, 0.4), 0, 25, 3 * T)
        return finish(s, shadow=False)

    return Sprite([[f"{prefix}_l", f"{prefix}_m", f"{prefix}_r"]], True, paint, stamp=prefix)


def counter_item(top, front, item, rail=None):
    s = canvas()
    counter_base(s, top, front)
    if rail:
        hline(s, rail, 0, 26, T)
        hline(s, lt(rail, 0.4), 0, 25, T)
    if item == "coffee":
        rect(s, (70, 68, 76), 7, 0, 18, 12)
        rect(s, (196, 204, 214), 9, 2, 14, 4)
        rect(s, (40, 40, 46), 13, 7, 6, 2)
        rect(s, WHITE, 14, 9, 4, 3)
        px(s, (230, 70, 60), 10, 8)
    elif item == "register":
        rect(s, (96, 100, 116), 7, 1, 18, 11)
        rect(s, (140, 220, 160), 9, 2, 10, 3)
        for x in range(9, 23, 3):
            for y in (7, 9):
                px(s, (220, 220, 230), x, y)
    elif item == "taps":
        for x in (8, 15, 22):
            rect(s, METAL, x, 3, 3, 9)
            rect(s, (40, 30, 30), x, 0, 3, 4)
    elif item == "glasses":
        for x in (6, 13, 20):
            rect(s, (200, 226, 236), x, 5, 5, 7)
            rect(s, (236, 180, 70), x + 1, 8, 3, 4)
            hline(s, WHITE, x, 5, 5)
    return finish(s, open_sides="lr", shadow=False)


def cafe_table():
    s = canvas()
    rect(s, (70, 60, 66), 15, 16, 3, 10)
    ellipse(s, (70, 60, 66), 10, 25, 13, 4)
    ellipse(s, dk(CREAM, 0.2), 5, 8, 22, 12)
    ellipse(s, CREAM, 5, 6, 22, 12)
    rect(s, WHITE, 8, 9, 5, 4)
    px(s, (120, 70, 50), 10, 10)
    rect(s, (200, 230, 240), 19, 6, 3, 5)
    rect(s, (230, 60, 80), 19, 3, 3, 3)
    px(s, (90, 160, 80), 18, 6)
    return finish(s)


def pub_table():
    s = canvas()
    c = (120, 74, 52)
    rect(s, dk(c, 0.3), 14, 16, 4, 10)
    ellipse(s, dk(c, 0.3), 9, 25, 14, 4)
    ellipse(s, dk(c, 0.25), 3, 8, 26, 13)
    ellipse(s, c, 3, 6, 26, 13)
    ellipse(s, lt(c, 0.15), 6, 7, 18, 7)
    for x in (8, 19):
        rect(s, (236, 174, 60), x, 6, 5, 6)
        rect(s, WHITE, x, 5, 5, 2)
        vline(s, (200, 200, 210), x + 5, 7, 3)
    return finish(s)


def dartboard():
    s = canvas()
    for r, c in (
        (11, (40, 34, 40)),
        (9, (236, 222, 186)),
        (8, (196, 60, 60)),
        (6, (236, 222, 186)),
        (4, (60, 140, 84)),
        (2, (196, 60, 60)),
    ):
        circle(s, c, 16, 14, r)
    for a, b in (
        ((16, 5), (16, 23)),
        ((7, 14), (25, 14)),
        ((10, 8), (22, 20)),
        ((22, 8), (10, 20)),
    ):
        line(s, (40, 34, 40), a, b)
    circle(s, (40, 34, 40), 16, 14, 1)
    line(s, (230, 200, 90), (19, 11), (23, 7))
    line(s, (90, 160, 230), (12, 17), (9, 21))
    return finish(s, shadow=False)


def grocery_shelf(goods):
    rng = rng_for("grocery" + goods)
    s = canvas(2, 2)
    frame = (150, 160, 176)
    rect(s, lt(frame, 0.3), 1, 6, 62, 4)
    rect(s, frame, 2, 10, 60, 50)
    rect(s, dk(frame, 0.45), 5, 11, 54, 46)
    for y in range(12, 56, 11):
        x = 6
        while x < 56:
            if goods == "produce":
                col = [(214, 62, 56), (240, 150, 50), (120, 186, 70), (246, 214, 80)][
                    int(rng.integers(4))
                ]
                for k in range(3):
                    circle(s, col, x + 2 + k * 3, y + 7, 2)
                px(s, lt(col, 0.5), x + 1, y + 6)
                x += 10
            else:
                col = BOOK_COLS[int(rng.integers(len(BOOK_COLS)))]
                w = int(rng.integers(4, 7))
                w = min(w, 58 - x)
                h = int(rng.integers(6, 10))
                rect(s, col, x, y + 10 - h, w, h)
                hline(s, WHITE, x, y + 10 - h + 2, w)
                x += w + 1
        rect(s, lt(frame, 0.15), 5, y + 10, 54, 1)
        rect(s, (250, 240, 200), 8, y + 10, 4, 1)
    rect(s, dk(frame, 0.2), 2, 57, 60, 3)
    return finish(s)


def pharmacy_counter():
    s = canvas(2, 1)
    counter_base(s, (244, 244, 240), (168, 212, 190), 0, 2 * T)
    circle(s, WHITE, 32, 22, 6)
    rect(s, (60, 160, 90), 30, 17, 4, 10)
    rect(s, (60, 160, 90), 27, 20, 10, 4)
    for x, c in (
        (6, (240, 240, 240)),
        (11, (240, 160, 70)),
        (44, (120, 170, 220)),
        (52, (236, 236, 236)),
    ):
        rect(s, c, x, 2, 4, 8)
        hline(s, dk(c, 0.3), x, 2, 4)
    return finish(s)


def tool_shelf():
    s = canvas(2, 2)
    wood = (150, 108, 72)
    rect(s, lt(wood, 0.25), 1, 6, 62, 4)
    rect(s, wood, 2, 10, 60, 50)
    rect(s, dk(wood, 0.5), 5, 11, 54, 46)
    for i, y in enumerate(range(12, 56, 11)):
        if i == 0:
            for x in (8, 20, 32):
                vline(s, (170, 120, 70), x + 3, y + 3, 7)
                rect(s, (150, 156, 170), x, y + 1, 7, 3)
            poly(s, (180, 186, 196), [(44, y + 9), (56, y + 9), (56, y + 3)])
        elif i == 1:
            for x, c in (
                (7, (220, 80, 70)),
                (16, (80, 130, 200)),
                (25, (240, 200, 80)),
                (34, (90, 170, 100)),
            ):
                rect(s, c, x, y + 3, 7, 7)
                hline(s, (200, 200, 210), x, y + 3, 7)
            circle(s, (210, 180, 120), 50, y + 6, 4)
            circle(s, (170, 140, 90), 50, y + 6, 2)
        elif i == 2:
            for x in range(7, 55, 12):
                rect(s, (196, 160, 110), x, y + 3, 10, 7)
                hline(s, dk((196, 160, 110), 0.3), x, y + 6, 10)
        else:
            for x in range(8, 56, 6):
                rect(s, (120, 124, 136), x, y + 5, 4, 5)
                px(s, (200, 200, 210), x + 1, y + 5)
        rect(s, lt(wood, 0.1), 5, y + 10, 54, 1)
    return finish(s)


def workbench():
    s = canvas(2, 1)
    c = (176, 126, 80)
    rect(s, lt(c, 0.15), 2, 6, 60, 12)
    hline(s, lt(c, 0.4), 2, 6, 60)
    for x in range(2, 62, 12):
        vline(s, dk(c, 0.12), x, 7, 11)
    rect(s, dk(c, 0.3), 2, 18, 60, 5)
    for x in (4, 56):
        rect(s, dk(c, 0.4), x, 23, 5, 7)
    hline(s, dk(c, 0.4), 4, 27, 56)
    rect(s, (110, 116, 130), 5, 3, 10, 8)
    rect(s, (150, 156, 170), 7, 4, 6, 3)
    rect(s, (226, 200, 150), 24, 9, 22, 4)
    hline(s, dk((226, 200, 150), 0.2), 24, 12, 22)
    vline(s, (170, 110, 60), 52, 8, 6)
    rect(s, (130, 136, 150), 50, 7, 5, 2)
    for x in range(28, 44, 5):
        px(s, (240, 220, 170), x, 15)
    return finish(s)


# --- college and offices ----------------------------------------------------------------------
def blackboard():
    s = canvas(2, 1)
    rect(s, (150, 104, 66), 2, 2, 60, 24)
    rect(s, (58, 98, 78), 4, 4, 56, 19)
    chalk = (226, 236, 226)
    for x, y, w in ((8, 7, 14), (8, 11, 9), (8, 15, 17), (36, 7, 16), (36, 12, 10)):
        hline(s, chalk, x, y, w)
    line(s, chalk, (40, 16), (50, 20))
    line(s, chalk, (50, 16), (40, 20))
    circle(s, chalk, 27, 18, 2)
    rect(s, (150, 104, 66), 4, 23, 56, 3)
    rect(s, WHITE, 14, 23, 4, 1)
    rect(s, (240, 200, 200), 20, 23, 3, 1)
    return finish(s, shadow=False)


def student_desk():
    s = canvas()
    c = lt(WOOD, 0.1)
    rect(s, c, 3, 8, 26, 9)
    hline(s, lt(c, 0.35), 3, 8, 26)
    rect(s, dk(c, 0.3), 3, 17, 26, 6)
    for x in (4, 25):
        rect(s, (96, 100, 110), x, 23, 3, 6)
    rect(s, WHITE, 8, 10, 11, 6)
    vline(s, (190, 190, 200), 13, 10, 6)
    line(s, (230, 180, 60), (21, 10), (25, 14))
    return finish(s)


def lectern():
    s = canvas()
    c = WOOD_DARK
    poly(s, lt(c, 0.2), [(5, 4), (27, 4), (29, 12), (3, 12)])
    rect(s, c, 3, 12, 26, 3)
    rect(s, c, 11, 15, 10, 11)
    vline(s, lt(c, 0.25), 12, 15, 11)
    rect(s, dk(c, 0.2), 7, 26, 18, 4)
    rect(s, WHITE, 9, 5, 14, 6)
    vline(s, (170, 160, 150), 16, 5, 6)
    return finish(s)


def reading_table():
    s = canvas(2, 1)
    c = (130, 84, 60)
    rect(s, c, 2, 6, 60, 15)
    hline(s, lt(c, 0.35), 2, 6, 60)
    rect(s, dk(c, 0.35), 2, 21, 60, 4)
    for x in (4, 56):
        rect(s, dk(c, 0.45), x, 25, 4, 5)
    rect(s, (220, 200, 110), 30, 8, 4, 4)
    poly(s, (60, 140, 90), [(26, 3), (38, 3), (36, 8), (28, 8)])
    for x in (8, 44):
        rect(s, WHITE, x, 10, 12, 7)
        vline(s, (170, 170, 180), x + 6, 10, 7)
    return finish(s)


def computer():
    s = canvas()
    c = lt(WOOD, 0.1)
    rect(s, c, 1, 14, 30, 7)
    hline(s, lt(c, 0.35), 1, 14, 30)
    rect(s, dk(c, 0.3), 1, 21, 30, 4)
    for x in (2, 26):
        rect(s, dk(c, 0.45), x, 25, 4, 5)
    rect(s, (210, 206, 196), 6, 1, 20, 14)
    rect(s, (60, 100, 160), 8, 3, 16, 9)
    for y in (5, 7, 9):
        hline(s, (160, 220, 230), 10, y, int(6 + (y % 3) * 3))
    rect(s, (180, 176, 166), 13, 14, 6, 2)
    rect(s, (230, 228, 220), 8, 17, 14, 3)
    rect(s, (230, 228, 220), 24, 17, 3, 3)
    return finish(s)


def meeting_table():
    s = canvas(3, 2)
    c = (120, 70, 50)
    rect(s, dk(c, 0.3), 4, 48, 88, 6)
    rect(s, c, 4, 8, 88, 42)
    hline(s, lt(c, 0.4), 6, 8, 84)
    rect(s, lt(c, 0.12), 8, 12, 80, 33)
    for x in (12, 44, 76):
        rect(s, WHITE, x, 16, 9, 11)
        hline(s, (180, 180, 190), x + 1, 19, 7)
        hline(s, (180, 180, 190), x + 1, 22, 5)
        rect(s, WHITE, x - 2, 32, 9, 11)
        hline(s, (180, 180, 190), x - 1, 35, 7)
    rect(s, (200, 226, 236), 30, 22, 5, 8)
    rect(s, (200, 226, 236), 62, 24, 5, 8)
    for x in (8, 84):
        rect(s, dk(c, 0.45), x, 54, 4, 6)
    return finish(s)


def bulletin_board(outdoor=False):
    s = canvas()
    if outdoor:
        for x in (6, 24):
            rect(s, WOOD_DARK, x, 10, 3, 20)
        poly(s, (170, 80, 70), [(1, 6), (16, 0), (31, 6)])
    rect(s, (140, 96, 60), 3, 5, 26, 20)
    rect(s, (200, 156, 104), 5, 7, 22, 16)
    for x, y, c in (
        (7, 9, CREAM),
        (15, 8, (250, 230, 120)),
        (20, 14, (250, 190, 200)),
        (9, 16, (180, 210, 240)),
    ):
        rect(s, c, x, y, 6, 6)
        px(s, (220, 60, 60), x + 2, y)
    return finish(s, shadow=outdoor)


def public_sprites():
    S = Sprite
    return [
        counter_run("counter", MARBLE, (170, 120, 84)),
        S("coffee_machine", True, lambda: counter_item(MARBLE, (170, 120, 84), "coffee")),
        S("cash_register", True, lambda: counter_item(MARBLE, (170, 120, 84), "register")),
        counter_run("bar", (104, 64, 48), (120, 74, 52), rail=(214, 176, 80)),
        S(
            "bar_taps",
            True,
            lambda: counter_item((104, 64, 48), (120, 74, 52), "taps", (214, 176, 80)),
        ),
        S(
            "bar_glasses",
            True,
            lambda: counter_item((104, 64, 48), (120, 74, 52), "glasses", (214, 176, 80)),
        ),
        S("cafe_table", True, cafe_table),
        S("pub_table", True, pub_table),
        S("dartboard", True, dartboard),
        S(
            grid_names("grocery_produce", 2, 2),
            True,
            lambda: grocery_shelf("produce"),
            "grocery_produce",
        ),
        S(grid_names("grocery_goods", 2, 2), True, lambda: grocery_shelf("goods"), "grocery_goods"),
        S(grid_names("pharmacy_counter", 2, 1), True, pharmacy_counter, "pharmacy_counter"),
        S(grid_names("tool_shelf", 2, 2), True, tool_shelf, "tool_shelf"),
        S(grid_names("workbench", 2, 1), True, workbench, "workbench"),
        S(grid_names("blackboard", 2, 1), True, blackboard, "blackboard"),
        S("student_desk", True, student_desk),
        S("lectern", True, lectern),
        S(grid_names("reading_table", 2, 1), True, reading_table, "reading_table"),
        S("computer", True, computer),
        S(
            [["meeting_tl", "meeting_t", "meeting_tr"], ["meeting_bl", "meeting_b", "meeting_br"]],
            True,
            meeting_table,
            "meeting_table",
        ),
        S("bulletin_board", True, bulletin_board),
        S("bulletin_stand", True, lambda: bulletin_board(True)),
    ]
