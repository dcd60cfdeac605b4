"""A stand-in simulation for developing and testing the window.

``FakeSim`` implements the ``SimulationLike`` interface with residents walking square loops,
sleeping, talking and thinking on fixed schedules, all deterministic from a seed. When no TMX is
given it writes a small but busy fake town (``write_fake_town``) with every layer the real map has,
so the renderer is exercised before the real map exists.

Run the window over it by hand:  python -m tests.ui.fake_sim [--real-map] [--frames N] [--shot P]
"""

from __future__ import annotations

import argparse
import math
import random
import tempfile
import threading
import time
import xml.etree.ElementTree as ET
from concurrent.futures import Future
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

from game.sim.snapshot import (
    VIEW_FIELDS,
    MemoryPage,
    MemoryRow,
    MemorySearch,
    PlanStep,
    RelationRow,
    ResidentDetail,
    ResidentView,
    ScoredRow,
    SectorView,
    TalkRow,
    TownSnapshot,
    ViewCache,
)

NAMES = [
    ("daniel_hart", "Daniel Hart"),
    ("maya_hart", "Maya Hart"),
    ("leo_hart", "Leo Hart"),
    ("samuel_okafor", "Samuel Okafor"),
    ("grace_okafor", "Grace Okafor"),
    ("ada_okafor", "Ada Okafor"),
    ("wei_chen", "Wei Chen"),
    ("lily_chen", "Lily Chen"),
    ("harold_whitaker", "Harold Whitaker"),
    ("ruth_whitaker", "Ruth Whitaker"),
    ("rafael_costa", "Rafael Costa"),
    ("elena_costa", "Elena Costa"),
    ("ingrid_lindqvist", "Ingrid Lindqvist"),
    ("ethan_brooks", "Ethan Brooks"),
    ("anya_novak", "Anya Novak"),
    ("camille_moreau", "Camille Moreau"),
    ("marcus_bell", "Marcus Bell"),
    ("olivia_grant", "Olivia Grant"),
    ("sofia_marino", "Sofia Marino"),
    ("george_adeyemi", "George Adeyemi"),
    ("nora_kim", "Nora Kim"),
    ("tomas_rivera", "Tomás Rivera"),
    ("priya_nair", "Priya Nair"),
    ("jonah_fischer", "Jonah Fischer"),
    ("hana_sato", "Hana Sato"),
]
ACTIVITIES = [
    "making coffee at the counter",
    "reading a history book",
    "writing a chapter of her novel",
    "eating breakfast",
    "walking to Bluebell Park",
    "teaching a chemistry class",
    "stocking grocery shelves",
    "practicing the piano",
    "painting a landscape",
    "chatting with a neighbour",
    "tending the garden beds",
    "grading essays",
]
LINES = [
    "Good morning! Have you heard about the Valentine's Day party at the cafe?",
    "I'm thinking of running for mayor this year.",
    "The pub was so loud last night, I could barely sleep.",
    "Would you like to grab a coffee later?",
    "Yes!",
    "I've been practicing a new piece for the party - it's harder than I thought, honestly.",
]
START = datetime(2026, 2, 13, 7, 0)


@dataclass
class _Walker:
    rid: str
    name: str
    loop: list[tuple[int, int]]
    offset: int
    sleeper: bool


def _loop(cx: int, cy: int, side: int) -> list[tuple[int, int]]:
    """Tiles around a square, clockwise, one tile apart."""
    x0, y0 = cx - side // 2, cy - side // 2
    top = [(x0 + i, y0) for i in range(side)]
    right = [(x0 + side, y0 + i) for i in range(side)]
    bottom = [(x0 + side - i, y0 + side) for i in range(side)]
    left = [(x0, y0 + side - i) for i in range(side)]
    return top + right + bottom + left


class FakeSim:
    """Deterministic residents on loops. Counts calls so tests can check what the window did.

    Args:
        tmx_path: Map to show; None writes a fake town into ``workdir`` (a temp dir by default).
        n_residents: How many residents (up to 25 named ones, then numbered).
        seed: Seed of the one random generator.
        characters_dir: Where the window looks for sheets (an empty temp dir -> placeholders).
        brain: Text of ``TownSnapshot.brain``.
        notices: ``TownSnapshot.notices``.
        map_size: Size of the fake town in tiles.
        step_cost: Real seconds each ``step`` sleeps, to imitate a slow simulation.
        cluster: How many residents crowd one small loop in the middle (label overlap checks).
        extra_memories: Memories every resident already has (long scrolls, the benchmark).
    """

    def __init__(
        self,
        tmx_path: str | Path | None = None,
        *,
        n_residents: int = 25,
        seed: int = 1,
        workdir: str | Path | None = None,
        characters_dir: str | Path | None = None,
        brain: str = "built-in",
        notices: tuple[str, ...] = (),
        map_size: tuple[int, int] = (120, 80),
        step_cost: float = 0.0,
        cluster: int = 0,
        extra_memories: int = 0,
    ) -> None:
        self.step_cost = step_cost
        self.extra_memories = extra_memories
        self._mem_cache: dict[int, list[MemoryRow]] = {}
        self._page_cache: dict[tuple, list[MemoryRow]] = {}
        self.searches = 0
        self._views = ViewCache()  # incremental, as the simulation's ``build_snapshot``
        if tmx_path is None:
            workdir = Path(workdir or tempfile.mkdtemp(prefix="fake_town_"))
            tmx_path = write_fake_town(workdir, map_size, seed)
        self.tmx_path = str(tmx_path)
        root = ET.parse(self.tmx_path).getroot()
        self.tile_size = int(root.get("tilewidth"))
        self.map_size = (int(root.get("width")), int(root.get("height")))
        self.step_seconds = 10
        if characters_dir is not None:
            self.characters_dir = str(characters_dir)
        self.brain = brain
        self.notices = notices
        self.rng = random.Random(seed)
        self.steps = 0
        self.detail_calls = 0
        self.shut_down = False
        self.whispers: list[tuple[str, str]] = []
        w, h = self.map_size
        self.walkers = []
        for i in range(n_residents):
            rid, name = NAMES[i] if i < len(NAMES) else (f"resident_{i}", f"Resident {i}")
            side = self.rng.randint(3, 8)
            cx = self.rng.randint(side + 2, w - side - 3)
            cy = self.rng.randint(side + 2, h - side - 3)
            offset = self.rng.randrange(4 * side)
            if i < cluster:  # a crowd on one small loop, one tile apart
                side, cx, cy, offset = 4, w // 2, h // 2, i
            self.walkers.append(
                _Walker(rid, name, _loop(cx, cy, side), offset, sleeper=i % 8 == 7 and i >= cluster)
            )

    def _pos(self, w: _Walker, step: int) -> tuple[int, int, bool]:
        """Walk 12 steps, stand 6; sleepers never move."""
        if w.sleeper:
            return (*w.loop[w.offset], False)
        cycle, phase = divmod(step + w.offset, 18)
        walked = cycle * 12 + min(phase, 12)
        return (*w.loop[walked % len(w.loop)], phase < 12)

    def _values(self, k: int, w: _Walker) -> tuple:
        """Every ``ResidentView`` field of walker ``k`` now, in ``VIEW_FIELDS`` order."""
        x, y, moving = self._pos(w, self.steps)
        px, py, _ = self._pos(w, max(0, self.steps - 1))
        dx, dy = x - px, y - py
        facing = (
            ("right" if dx > 0 else "left")
            if dx
            else ("down" if dy > 0 else "up" if dy else "down")
        )
        talking = not w.sleeper and (self.steps // 15 + k) % 6 == 0
        walking = moving and not w.sleeper
        return (
            w.rid,
            w.name,
            float(x),
            float(y),
            facing,
            moving,
            "sleeping" if w.sleeper else ACTIVITIES[(k + self.steps // 40) % len(ACTIVITIES)],
            "",
            "Bluebell Park:Lawn:bench",
            LINES[(k + self.steps // 15) % len(LINES)] if talking else "",
            not w.sleeper and not talking and (self.steps // 7 + k) % 5 == 0,
            w.sleeper,
            ("someone",) if talking else (),
            "feed the ducks" if walking else "",
            "the Pond Side" if walking else "",
            "calm" if w.sleeper else "glad",
        )

    def _view(self, k: int, w: _Walker) -> ResidentView:
        return ResidentView(**dict(zip(VIEW_FIELDS, self._values(k, w), strict=True)))

    # --- SimulationLike ---------------------------------------------------------------------
    def step(self) -> None:
        if self.step_cost:
            time.sleep(self.step_cost)
        self.steps += 1

    def snapshot(self) -> TownSnapshot:
        now = START + timedelta(seconds=self.steps * self.step_seconds)
        return TownSnapshot(
            time_text=now.strftime("%a %d %b %Y %H:%M"),
            step=self.steps,
            residents=tuple(
                self._views.view(self._values(k, w)) for k, w in enumerate(self.walkers)
            ),
            brain=self.brain,
            notices=self.notices,
            stats={"tokens": self.steps * 37, "calls": self.steps // 3, "fallbacks": 0},
        )

    def _walker(self, resident_id: str) -> tuple[int, _Walker]:
        for k, w in enumerate(self.walkers):
            if w.rid == resident_id:
                return k, w
        raise KeyError(resident_id)

    def detail(self, resident_id: str) -> ResidentDetail:
        self.detail_calls += 1
        k, w = self._walker(resident_id)
        view = self._view(k, w)
        hour = 7 + self.steps // 360
        plan = tuple(
            f"{'> ' if h == hour else ''}{h:02d}:00-{h + 1:02d}:00 "
            f"{ACTIVITIES[(h + k) % len(ACTIVITIES)]}"
            for h in range(6, 23)
        )
        minute = 7 * 60 + self.steps // 6
        steps = tuple(
            PlanStep(
                start=f"{m // 60:02d}:{m % 60:02d}",
                end=f"{(m + 10) // 60:02d}:{(m + 10) % 60:02d}",
                text=ACTIVITIES[(m // 10 + k) % len(ACTIVITIES)],
                place="the bench on the Lawn at Bluebell Park",
                state="done" if m + 10 <= minute else "now" if m <= minute else "next",
            )
            for m in range(6 * 60, 12 * 60, 10)
        )
        rows = self._memories(k)
        reflections = len(rows) // 10  # every tenth memory, see ``_memories`` (O(1), as numpy is)
        counts = {"observation": len(rows) - reflections, "reflection": reflections}
        return ResidentDetail(
            id=w.rid,
            name=w.name,
            age=20 + k * 2,
            occupation="resident of the fake town",
            traits="curious, kind, a little stubborn",
            currently=f"{w.name} is getting ready "
            "for the Valentine's Day party <on Saturday> & wondering who will come.",
            activity=view.activity,
            place=view.place,
            place_text="the bench on the Lawn at Bluebell Park",
            plan=plan,
            day_actions=steps,
            relationships=(
                RelationRow(name="Maya Hart", closeness=0.6, times_talked=1, summary="old friend"),
            ),
            conversations=(
                TalkRow(
                    when="Fri 13 Feb 2026 07:31",
                    with_names=("Leo Hart",),
                    place="the Lawn at Bluebell Park",
                    lines=(("Leo Hart", "Morning!"), (w.name, "Hi Leo.")),
                ),
            ),
            memory_counts=tuple(counts.items()),
            memories_total=sum(counts.values()),
            mood=view.mood,
            mood_why="a good talk",
            mood_point=(self.valence(k), 0.4),
            mood_line=self.mood_line(k),
            mood_line_end=(START + timedelta(seconds=self.steps * self.step_seconds))
            .replace(minute=0, second=0)
            .isoformat(timespec="minutes"),
            needs=(("fullness", 0.7), ("energy", 0.4), ("social", 0.9), ("fun", 0.15)),
            skills=(("piano", 0.48, "good"), ("keeping_shop", 0.3, "getting the hang of it")),
        )

    def valence(self, k: int) -> float:
        """Walker ``k``'s mood now: spread from -0.6 to 0.6 over the walkers."""
        return round(-0.6 + 1.2 * (k % 7) / 6, 3)

    def mood_line(self, k: int) -> tuple[float, ...]:
        """Three days of half-hourly valence: a daily swing around walker ``k``'s mood."""
        v = self.valence(k)
        return tuple(round(v + 0.25 * math.sin(i * math.pi / 24), 3) for i in range(144))

    def moods(self) -> dict[str, tuple[float, str]]:
        return {w.rid: (self.valence(k), "glad") for k, w in enumerate(self.walkers)}

    def _memories(self, k: int) -> list[MemoryRow]:
        """Memories 0..n-1 of resident ``k`` (oldest first): one more every 6 steps, plus a
        reflection on the previous five every tenth memory; ``extra_memories`` adds a backlog."""
        n = self.extra_memories + 3 + self.steps // 6
        cache = self._mem_cache.get(k)
        if cache is not None and len(cache) == n:
            return cache
        rows = list(cache or [])
        for i in range(len(rows), n):
            minute = i
            when = f"Fri 13 Feb {7 + minute // 60 % 17:02d}:{minute % 60:02d}"
            if i % 10 == 9:
                rows.append(
                    MemoryRow(
                        id=i,
                        kind="reflection",
                        when=when,
                        text=f"Reflection {i}: mornings near the pond are calm",
                        importance=7,
                        evidence=tuple(range(i - 5, i)),
                        depth=1,
                    )
                )
            else:
                what = ACTIVITIES[(i + k) % len(ACTIVITIES)]
                rows.append(
                    MemoryRow(
                        id=i,
                        kind="observation",
                        when=when,
                        text=f"Memory {i}: saw a neighbour {what}",
                        importance=i % 9 + 1,
                    )
                )
        self._mem_cache[k] = rows
        return rows

    def memory_page(self, rid, start=0, count=100, kinds=None) -> MemoryPage:
        """Newest first, like the simulation's; the filtered list is kept until memories change
        (the benchmark should time the window, not this stand-in)."""
        k, _ = self._walker(rid)
        mem = self._memories(k)
        key = (k, len(mem), tuple(kinds) if kinds else None)
        rows = self._page_cache.get(key)
        if rows is None:
            rows = [r for r in reversed(mem) if kinds is None or r.kind in kinds]
            self._page_cache = {key: rows}
        start = max(0, min(start, max(0, len(rows) - 1)))
        return MemoryPage(
            total=len(rows), start=start, rows=tuple(rows[start : start + count]), kinds=kinds
        )

    def memories_by_id(self, rid, ids) -> tuple[MemoryRow, ...]:
        k, _ = self._walker(rid)
        rows = self._memories(k)
        return tuple(rows[i] for i in ids if 0 <= i < len(rows))

    def search_memories(self, rid, text, k=20) -> MemorySearch:
        """Word overlap stands in for relevance; recency by id; importance as stored."""
        self.searches += 1
        rows = self._memories(self._walker(rid)[0])
        words = set(text.lower().split())
        scored = []
        for r in rows:
            rel = len(words & set(r.text.lower().split())) / max(1, len(words))
            rec = r.id / max(1, len(rows) - 1)
            imp = r.importance / 10
            scored.append((0.5 * rel + 0.3 * rec + 0.2 * imp, rel, rec, imp, r))
        scored.sort(key=lambda t: (-t[0], -t[4].id))
        return MemorySearch(
            query=text,
            weights=(0.5, 0.3, 0.2),
            rows=tuple(
                ScoredRow(row=r, score=s, relevance=a, recency=b, importance=c)
                for s, a, b, c, r in scored[:k]
            ),
        )

    def sectors(self) -> tuple[SectorView, ...]:
        w, h = self.map_size
        return (
            SectorView(name="Pond Park", kind="park", rect=(w // 2 - 8, h // 2 - 5, 16, 10)),
            SectorView(name="Corner House", kind="home", rect=(2, 1, 10, 8)),
        )

    def resident_at(self, tile_x: float, tile_y: float) -> str | None:
        for r in self.snapshot().residents:
            if int(r.x) == int(tile_x) and int(r.y) == int(tile_y):
                return r.id
        return None

    # --- the player's hand: the Ask tab (answers land on a timer thread, like a model's)
    answer_delay = 0.2

    def ask(self, rid: str, question: str, remember: bool = False) -> Future:
        self._walker(rid)  # KeyError for an unknown resident
        if not question.strip():
            raise ValueError("type a question first")
        answer: Future = Future()
        text = f"About {question.strip()!r}: I remember a little, and I plan to find out more."
        timer = threading.Timer(self.answer_delay, answer.set_result, [text])
        timer.daemon = True
        timer.start()
        return answer

    def whisper(self, rid: str, text: str) -> None:
        self._walker(rid)
        if not text.strip():
            raise ValueError("a whisper needs some text")
        self.whispers.append((rid, text))

    def shutdown(self) -> None:
        self.shut_down = True


# --- the fake town ---------------------------------------------------------------------------
(
    GRASS,
    GRASS2,
    PATH,
    ROAD,
    WALL,
    FLOOR,
    TABLE,
    BED,
    TRUNK,
    CROWN,
    ROOF,
    WATER,
    BENCH,
    FLOWERS,
    COUNTER,
    SHELF,
) = range(16)


def _draw_tiles(path: Path) -> None:
    """A 16 x 1 tileset of simple tiles (pygame draws; no display needed)."""
    import pygame

    s = pygame.Surface((16 * 32, 32), pygame.SRCALPHA)
    rng = random.Random(7)

    def tile(i):
        return pygame.Rect(i * 32, 0, 32, 32)

    for i, color in (
        (GRASS, (92, 156, 72)),
        (GRASS2, (98, 162, 76)),
        (PATH, (196, 170, 120)),
        (ROAD, (150, 150, 156)),
        (FLOOR, (178, 128, 84)),
        (WATER, (70, 130, 200)),
    ):
        s.fill(color, tile(i))
        for _ in range(14):
            x, y = rng.randrange(32), rng.randrange(32)
            shade = tuple(max(0, min(255, c + rng.randint(-22, 22))) for c in color)
            s.fill(shade, (i * 32 + x, y, 2, 2))
    for x in (4, 20):
        pygame.draw.circle(s, (240, 90, 120), (GRASS2 * 32 + x + 4, 10 + x // 2), 2)
    for y in (0, 16):
        pygame.draw.line(s, (160, 112, 72), (FLOOR * 32, y), (FLOOR * 32 + 31, y))
    s.fill((150, 70, 60), tile(WALL))
    s.set_clip(tile(WALL))
    for row in range(4):
        for col in range(4):
            pygame.draw.rect(
                s, (110, 50, 44), (WALL * 32 + col * 12 - (row % 2) * 6, row * 8, 12, 8), 1
            )
    s.set_clip(None)
    pygame.draw.rect(s, (120, 84, 52), (TABLE * 32 + 3, 6, 26, 20), border_radius=3)
    pygame.draw.rect(s, (90, 110, 200), (BED * 32 + 4, 2, 24, 28), border_radius=4)
    pygame.draw.rect(s, (240, 240, 240), (BED * 32 + 6, 4, 20, 8), border_radius=3)
    s.fill((92, 156, 72), tile(TRUNK))
    pygame.draw.rect(s, (110, 72, 40), (TRUNK * 32 + 12, 8, 8, 24))
    pygame.draw.circle(s, (40, 110, 50, 235), (CROWN * 32 + 16, 18), 15)
    pygame.draw.circle(s, (60, 140, 64, 235), (CROWN * 32 + 12, 14), 8)
    pygame.draw.rect(s, (120, 60, 50, 230), (ROOF * 32, 0, 32, 14))
    pygame.draw.rect(s, (140, 110, 70), (BENCH * 32 + 2, 12, 28, 8), border_radius=2)
    s.fill((110, 80, 50), tile(FLOWERS))
    for k in range(6):
        pygame.draw.circle(
            s,
            [(250, 220, 60), (240, 90, 120), (250, 250, 250)][k % 3],
            (FLOWERS * 32 + 5 + k * 4, 10 + (k % 2) * 10),
            3,
        )
    pygame.draw.rect(s, (200, 190, 170), (COUNTER * 32, 8, 32, 18))
    pygame.draw.rect(s, (120, 84, 52), (SHELF * 32 + 2, 2, 28, 28))
    for y in (8, 16, 24):
        pygame.draw.line(s, (220, 200, 90), (SHELF * 32 + 4, y), (SHELF * 32 + 28, y), 2)
    pygame.image.save(s, str(path))


def write_fake_town(workdir: str | Path, size: tuple[int, int] = (120, 80), seed: int = 1) -> Path:
    """Write ``town.tmx`` + ``tiles.png``: grass, roads, walled houses with furniture, a pond, trees
    (trunks below, crowns in ``furniture_above``). Returns the TMX path."""
    workdir = Path(workdir)
    workdir.mkdir(parents=True, exist_ok=True)
    _draw_tiles(workdir / "tiles.png")
    w, h = size
    rng = random.Random(seed)
    layers = {
        n: [[0] * w for _ in range(h)]
        for n in ("ground", "paths", "walls", "furniture_below", "furniture_above")
    }
    for y in range(h):
        for x in range(w):
            layers["ground"][y][x] = 1 + (GRASS2 if rng.random() < 0.08 else GRASS)
    busy = [[False] * w for _ in range(h)]
    for y in range(h):
        for x in range(w):
            if y % 20 in (9, 10) or x % 30 in (14, 15):
                layers["paths"][y][x] = 1 + ROAD
                busy[y][x] = True
    for by in range(1, h - 8, 20):
        for bx in range(2, w - 10, 15):
            if rng.random() < 0.45:
                continue
            hw, hh = rng.randint(7, 10), rng.randint(5, 7)
            if any(busy[y][x] for y in range(by, by + hh + 1) for x in range(bx, bx + hw + 1)):
                continue
            for y in range(by, by + hh + 1):
                for x in range(bx, bx + hw + 1):
                    busy[y][x] = True
                    edge = x in (bx, bx + hw) or y in (by, by + hh)
                    layers["ground"][y][x] = 1 + FLOOR
                    if edge and not (y == by + hh and x == bx + hw // 2):
                        layers["walls"][y][x] = 1 + WALL
                        if y == by:
                            layers["furniture_above"][y][x] = 1 + ROOF
            layers["furniture_below"][by + 1][bx + 1] = 1 + BED
            layers["furniture_below"][by + 2][bx + 3] = 1 + TABLE
            layers["furniture_below"][by + 1][bx + hw - 1] = 1 + SHELF
            layers["furniture_below"][by + 3][bx + hw - 2] = 1 + COUNTER
    for y in range(h // 2 - 3, h // 2 + 3):
        for x in range(w // 2 - 6, w // 2 + 6):
            if not busy[y][x]:
                layers["ground"][y][x] = 1 + WATER
                busy[y][x] = True
    for _ in range(w * h // 60):
        x, y = rng.randrange(1, w), rng.randrange(1, h)
        if not busy[y][x] and not busy[y - 1][x]:
            layers["furniture_below"][y][x] = 1 + (TRUNK if rng.random() < 0.6 else FLOWERS)
            if layers["furniture_below"][y][x] == 1 + TRUNK:
                layers["furniture_above"][y - 1][x] = 1 + CROWN
            busy[y][x] = True

    def csv(grid):
        return "\n" + ",\n".join(",".join(str(v) for v in row) for row in grid) + "\n"

    body = "".join(
        f'<layer id="{i + 1}" name="{name}" width="{w}" height="{h}">'
        f'<data encoding="csv">{csv(grid)}</data></layer>\n'
        for i, (name, grid) in enumerate(layers.items())
    )
    tmx = (
        f'<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.8" orientation="orthogonal" '
        f'renderorder="right-down" width="{w}" height="{h}" tilewidth="32" tileheight="32" '
        f'infinite="0" nextlayerid="6" nextobjectid="1">\n<properties>'
        f'<property name="town_name" value="Fakeville"/>'
        f'<property name="start_time" value="2026-02-13 07:00"/></properties>\n'
        f'<tileset firstgid="1" name="fake" tilewidth="32" tileheight="32" tilecount="16" '
        f'columns="16"><image source="tiles.png" width="512" height="32"/></tileset>\n'
        f"{body}</map>\n"
    )
    path = workdir / "town.tmx"
    path.write_text(tmx, encoding="utf-8")
    return path


def main() -> int:
    import os

    from game.ui.app import run_window

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--real-map", action="store_true", help="maps/smallville/town.tmx")
    parser.add_argument("--frames", type=int, default=None)
    parser.add_argument("--shot", default=None)
    parser.add_argument("--shot-frame", type=int, default=None)
    parser.add_argument("--speed", type=int, default=2, help="level 0-6 (0: real time)")
    parser.add_argument("--follow", default=None)
    parser.add_argument("--residents", type=int, default=25)
    parser.add_argument("--cluster", type=int, default=0)
    args = parser.parse_args()
    root = Path(__file__).resolve().parents[2]
    tmx = root / "maps" / "smallville" / "town.tmx" if args.real_map else None
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sim = FakeSim(tmx, n_residents=args.residents, cluster=args.cluster)
    return run_window(
        sim,
        max_frames=args.frames,
        screenshot=args.shot,
        screenshot_frame=args.shot_frame,
        speed=args.speed,
        follow=args.follow,
    )


if __name__ == "__main__":
    raise SystemExit(main())
