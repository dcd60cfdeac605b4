"""Town-wide orientation: building names on the map when zoomed out or hovered, and the minimap.

``SectorLabels`` writes each building's (sector's) name on the map below zoom 1, when sprites
are too small to tell the houses apart; one cached surface per name, drawn in one ``blits``. At
every zoom the building under the mouse gets its name too (``draw_hovered``, drawn over the
residents' plates, highlighted). A name sits at the top of its building and stays inside the
part of the window it is given (the map less the top bar and the panels): when the building's
top is out of sight the name slides down into the part still visible; a name that cannot fit
there is left out (the hovered one is then kept in view anyway). A name that would touch one
placed before it (a house inside a park, neighbours at one height) is moved down, clear of it,
or left out (``declutter.place_apart``); ``drawn`` keeps where the names went.

``Minimap`` is the whole town shrunk into the window's bottom-left corner: the map scaled once
(a smoothscale of the pre-rendered map when the window opens), residents as dots, the part of
the town on screen as a frame; a click or drag there moves the camera. A frame costs one blit
of the picture plus a few small rects.
"""

from __future__ import annotations

import pygame

from game.sim.snapshot import SectorView, TownSnapshot
from game.ui.camera import Camera
from game.ui.declutter import DOWN, place_apart
from game.ui.sprites import SELECT_COLOR
from game.ui.text import TextCache

LABEL_BG = (16, 20, 30, 190)
LABEL_TEXT = (255, 236, 200)
HOVER_BG = (16, 20, 30, 225)
HOVER_EDGE = (255, 214, 140)
MINI_MAX = (232, 156)
MINI_EDGE = (90, 100, 130)
DOT = (250, 250, 250)
ASLEEP_DOT = (120, 140, 200)


class SectorLabels:
    """Names of buildings and areas, at the top of their rectangles: all of them when zoomed
    out, and the one under the mouse at any zoom."""

    def __init__(self, text: TextCache, sectors: tuple[SectorView, ...], tile: int) -> None:
        self.text = text
        self.sectors = sectors
        self.tile = tile
        self._plates: dict[tuple[str, int, bool], pygame.Surface] = {}
        self.hover_rect: pygame.Rect | None = None  # where the hovered name went last frame
        self.drawn: list[pygame.Rect] = []  # where the names went last frame (not the hovered)

    def _plate(self, name: str, size: int, hovered: bool = False) -> pygame.Surface:
        key = (name, size, hovered)
        surf = self._plates.get(key)
        if surf is None:
            label = self.text.render(name, size, LABEL_TEXT, bold=True)
            surf = pygame.Surface((label.get_width() + 12, label.get_height() + 2), pygame.SRCALPHA)
            pygame.draw.rect(
                surf, HOVER_BG if hovered else LABEL_BG, surf.get_rect(), border_radius=6
            )
            if hovered:
                pygame.draw.rect(surf, HOVER_EDGE, surf.get_rect(), 1, border_radius=6)
            surf.blit(label, (6, 1))
            self._plates[key] = surf = surf.convert_alpha()
        return surf

    def at(self, wx: float, wy: float) -> SectorView | None:
        """The building (sector) at world pixel (wx, wy): the smallest one holding the point,
        so a house inside a park is the house. A scan of the sectors, a few dozen."""
        tx, ty = wx / self.tile, wy / self.tile
        best, best_area = None, 0
        for s in self.sectors:
            x, y, w, h = s.rect
            if x <= tx < x + w and y <= ty < y + h and (best is None or w * h < best_area):
                best, best_area = s, w * h
        return best

    def _screen_rect(self, camera: Camera, s: SectorView) -> pygame.Rect:
        x, y, w, h = s.rect
        left, top = camera.world_to_screen(x * self.tile, y * self.tile)
        size = w * self.tile * camera.zoom, h * self.tile * camera.zoom
        return pygame.Rect(round(left), round(top), round(size[0]), round(size[1]))

    def _place(
        self, plate: pygame.Surface, building: pygame.Rect, clip: pygame.Rect, keep: bool
    ) -> pygame.Rect | None:
        """The name at the top of ``building``; when that is not wholly inside ``clip`` (under
        the top bar, a panel, off screen), moved into the part of the building still in sight,
        or just inside ``clip`` beside it when wider. None when nothing of the building shows,
        or when the moved name would not touch it (unless ``keep``: the hovered one)."""
        r = plate.get_rect(midtop=(building.centerx, building.top + 3))
        if clip.contains(r):
            return r
        seen = building.clip(clip)
        if not (seen.width and seen.height) or r.width > clip.width or r.height > clip.height:
            return None
        inside = seen.inflate(0, -6) if seen.height >= r.height + 6 else seen
        if inside.width >= r.width and inside.height >= r.height:
            return r.clamp(inside)
        moved = r.clamp(clip)
        return moved if keep or moved.colliderect(seen) else None

    def draw(
        self, target: pygame.Surface, camera: Camera, clip: pygame.Rect, taken: list = ()
    ) -> list:
        """Draw the names (only below zoom 1) inside ``clip``, none over another nor over
        ``taken`` (a card over the map); returns the rects used (also kept in ``drawn``)."""
        self.drawn = []
        if camera.zoom >= 1.0:
            return []
        size = self._size(camera)
        batch = []
        for s in self.sectors:
            building = self._screen_rect(camera, s)
            if not building.colliderect(clip):
                continue
            plate = self._plate(s.name, size)
            r = self._place(plate, building, clip, keep=False)
            if r is not None:
                batch.append((plate, r))
        shifts = place_apart([[r] for _, r in batch], list(taken), clip, way=DOWN)
        batch = [
            (p, r.move(0, dy)) for (p, r), dy in zip(batch, shifts, strict=True) if dy is not None
        ]
        self.drawn = [r for _, r in batch]
        old = target.get_clip()
        target.set_clip(clip)
        target.blits(batch, doreturn=False)
        target.set_clip(old)
        return list(self.drawn)

    def draw_hovered(
        self, target: pygame.Surface, camera: Camera, clip: pygame.Rect, sector: SectorView | None
    ) -> pygame.Rect | None:
        """The hovered building's name, highlighted, inside ``clip``, at any zoom (drawn last,
        over the residents' plates). Returns where it went (None: nothing hovered)."""
        self.hover_rect = None
        if sector is None:
            return None
        plate = self._plate(sector.name, self._size(camera), hovered=True)
        r = self._place(plate, self._screen_rect(camera, sector), clip, keep=True)
        if r is None:
            return None
        old = target.get_clip()
        target.set_clip(clip)
        target.blit(plate, r)
        target.set_clip(old)
        self.hover_rect = r
        return r

    @staticmethod
    def _size(camera: Camera) -> int:
        return 14 if camera.zoom >= 0.5 else 12


class Minimap:
    """The whole town in a corner. ``place`` puts it; ``draw`` and ``hit`` use ``rect``."""

    def __init__(self, below: pygame.Surface, world_size: tuple[int, int], tile: int) -> None:
        ww, wh = world_size
        scale = min(MINI_MAX[0] / ww, MINI_MAX[1] / wh)
        self.scale = scale
        self.tile = tile
        size = (max(1, round(ww * scale)), max(1, round(wh * scale)))
        self.image = pygame.transform.smoothscale(below, size).convert()
        self.rect = pygame.Rect((0, 0), size)
        self._dots = []
        for color in (DOT, ASLEEP_DOT):  # index by ``asleep``
            dot = pygame.Surface((4, 4))
            dot.fill((20, 20, 28))
            dot.fill(color, (1, 1, 2, 2))
            self._dots.append(dot.convert())
        self.visible = True  # the player's choice (M)
        self.drawn = True  # whether it showed last frame (not when the whole town is on screen)

    def place(self, left: int, bottom: int) -> None:
        self.rect.bottomleft = (left + 8, bottom - 8)

    def hit(self, pos: tuple[int, int]) -> tuple[float, float] | None:
        """The world point under ``pos`` when it is on the minimap, else None."""
        if not self.drawn or not self.rect.collidepoint(pos):
            return None
        return (pos[0] - self.rect.x) / self.scale, (pos[1] - self.rect.y) / self.scale

    def draw(
        self, target: pygame.Surface, camera: Camera, snap: TownSnapshot, selected: str | None
    ) -> None:
        self.drawn = self.visible and not camera.fitted  # at the fit level it would repeat the map
        if not self.drawn:
            return
        r = self.rect
        pygame.draw.rect(target, (16, 20, 30), r.inflate(6, 6), border_radius=6)
        target.blit(self.image, r.topleft)
        k = self.scale * self.tile
        chosen = None
        dots = []
        for v in snap.residents:
            p = (r.x + int((v.x + 0.5) * k), r.y + int((v.y + 0.5) * k))
            if v.id == selected:
                chosen = p
                continue
            dots.append((self._dots[v.asleep], (p[0] - 2, p[1] - 2)))
        target.blits(dots, doreturn=False)
        if chosen is not None:
            pygame.draw.circle(target, (20, 20, 28), chosen, 4)
            pygame.draw.circle(target, SELECT_COLOR, chosen, 3)
        vx, vy, vw, vh = camera.visible_rect()
        x0, y0 = camera.screen_to_world(vx, vy)
        view = pygame.Rect(
            r.x + round(x0 * self.scale),
            r.y + round(y0 * self.scale),
            round(vw / camera.zoom * self.scale),
            round(vh / camera.zoom * self.scale),
        ).clip(r)
        pygame.draw.rect(target, SELECT_COLOR, view, 1)
        pygame.draw.rect(target, MINI_EDGE, r.inflate(6, 6), 1, border_radius=6)
