"""How big a map may be, and the schema of what a map says about itself.

A ``town.tmx`` is checked in this order, each step before the next costs anything: the file is
a regular file of at most ``MAX_MAP_BYTES`` (its tileset at most ``MAX_TILESET_BYTES``); its
XML nests at most ``MAX_XML_DEPTH`` elements deep; the ``<map>`` element's declared size and
tile size (``MapHeader``) are read from its start tag, before any layer is; each layer's tile
data is measured before it is decoded or decompressed (at most ``width x height`` tiles, 4
bytes each); each object's rectangle is a finite number of pixels (``ObjectBox``); a layer
holds at most ``MAX_OBJECTS`` objects, a place object covers at most ``MAX_OBJECT_TILES``
tiles. The map's own properties (``town_name``, ``start_time``, an optional ``language``) are ``MapProperties``.

Every attribute arrives as text, so the numbers here are read strictly: ``width="1e400"`` or
``"120.5"`` is refused in one line, not rounded or overflowed. ``tools/export_schemas.py``
writes ``docs/schemas/map.schema.json`` from ``MapFile`` (the header and the properties).
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import ConfigDict, Field, PlainValidator, WithJsonSchema, model_validator

from game.world.languages import Language
from game.world.user_file_problems import problem, shown_value
from game.world.user_file_schema import Schema, Stamp, plain_number, text

MAX_MAP_BYTES = 16_000_000  # maps/smallville/town.tmx: 220 KB for 120 x 80 tiles
MAX_TILESET_BYTES = 4_000_000  # assets/tiles/town.tsx: 90 KB
MAX_XML_DEPTH = 16  # <map><group><objectgroup><object><properties><property>: 6
MAX_SIDE = 1024  # tiles across or down
MAX_TILES = 512 * 512  # tiles in all (the towns here: 9,600)
MIN_TILE_PX, MAX_TILE_PX = 4, 512
MAX_GID = 1 << 28  # global tile ids below the flip bits
MAX_OBJECTS = 5_000  # objects in one object layer (the towns here: under 300)
MAX_OBJECT_TILES = 4_096  # tiles one place object may cover (a lawn, not the whole town)
MAX_PIXELS = 1_000_000  # object coordinates
MAX_TEXT = 1_000  # a name, a type, a property's value
_WHOLE = re.compile(r"^[+-]?\d{1,12}$")
_NUMBER = re.compile(r"^[+-]?(\d{1,12}(\.\d{0,12})?|\.\d{1,12})([eE][+-]?\d{1,3})?$")


def _xml_number(lo: float, hi: float, whole: bool) -> Any:
    what = "a whole number" if whole else "a number"

    def check(v: Any) -> Any:
        if isinstance(v, str) and (_WHOLE if whole else _NUMBER).match(v.strip()):
            n = int(v) if whole else float(v)
            if lo <= n <= hi:
                return n
        elif isinstance(v, int | float) and not isinstance(v, bool) and lo <= v <= hi:
            return v
        raise problem(
            f"expected {what} from {plain_number(lo)} to {plain_number(hi)}, got {shown_value(v)}"
        )

    js = {"type": "integer" if whole else "number", "minimum": lo, "maximum": hi}
    return Annotated[int if whole else float, PlainValidator(check), WithJsonSchema(js)]


def xml_whole(lo: int, hi: int) -> Any:
    """An attribute holding a whole number from ``lo`` to ``hi``, written in digits."""
    return _xml_number(lo, hi, True)


def xml_number(lo: float, hi: float) -> Any:
    """An attribute holding a finite number from ``lo`` to ``hi`` (``1e400`` and ``nan`` are
    refused, not read as infinity)."""
    return _xml_number(lo, hi, False)


class XmlAttributes(Schema):
    """An element's attributes: the ones named here are checked, others are Tiled's own."""

    model_config = ConfigDict(**{**Schema.model_config, "extra": "ignore"})


class MapHeader(XmlAttributes):
    """The ``<map>`` start tag: its orientation, size and tile size."""

    orientation: Literal["orthogonal"]
    width: xml_whole(1, MAX_SIDE)
    height: xml_whole(1, MAX_SIDE)
    tilewidth: xml_whole(MIN_TILE_PX, MAX_TILE_PX)
    tileheight: xml_whole(MIN_TILE_PX, MAX_TILE_PX)

    @model_validator(mode="after")
    def _usable(self) -> MapHeader:
        if self.width * self.height > MAX_TILES:
            raise problem(
                f"a map of {self.width} x {self.height} tiles is more than the {MAX_TILES:,} "
                "tiles allowed"
            )
        if self.tilewidth != self.tileheight:
            raise problem(f"tiles must be square, not {self.tilewidth} x {self.tileheight} px")
        return self


class ObjectBox(XmlAttributes):
    """An ``<object>``'s id and pixel rectangle (a point has no width or height)."""

    id: xml_whole(0, 10**9) = 0
    x: xml_number(-MAX_PIXELS, MAX_PIXELS) = 0.0
    y: xml_number(-MAX_PIXELS, MAX_PIXELS) = 0.0
    width: xml_number(0, MAX_PIXELS) = 0.0
    height: xml_number(0, MAX_PIXELS) = 0.0
    name: text(MAX_TEXT, min_len=0) = ""
    type: text(MAX_TEXT, min_len=0) = ""
    class_: text(MAX_TEXT, min_len=0) = Field("", alias="class")


class MapProperties(XmlAttributes):
    """The map's custom properties this game reads; others are kept for other tools."""

    town_name: text(100, squash=True, description="the town's name, shown everywhere")
    start_time: Stamp
    language: Language | None = Field(
        None, description="the language the town is played in unless the player chose one"
    )


class MapFile(Schema):
    """What ``town.tmx`` says about itself: the ``<map>`` tag and its ``<properties>``."""

    map: MapHeader
    properties: MapProperties
