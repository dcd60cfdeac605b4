"""Fuzzing the map loader from its schema: every damaged map is one TownError line.

The ``<map>`` tag and the map's properties are damaged as ``docs/schemas/map.schema.json``
says (``tests/test_schemas_damage``), in the shipped ``maps/smallville/town.tmx``; every
object's attributes as ``map_limits.ObjectBox`` says, in the small test town
(``tests/world/tmx_fixture``), where a load costs a few milliseconds; then tile data, nesting,
entities, bombs and files that are not files. XML holds only text, so a value is written as
text and the loader must refuse it when the schema refuses what the text says.
"""

from __future__ import annotations

import base64
import json
import math
import os
import re
import shutil
import zlib
from pathlib import Path
from xml.etree import ElementTree as ET
from xml.sax.saxutils import quoteattr

import pytest

from game.world.map_limits import MAX_MAP_BYTES, ObjectBox
from game.world.tmx import TownError, load_town
from game.world.user_file_schema import json_schema
from tests.test_schemas_damage import admits, damages
from tests.world.tmx_fixture import write_town

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "docs" / "schemas" / "map.schema.json").read_text("utf-8"))
SHIPPED = ROOT / "maps" / "smallville" / "town.tmx"
_WHOLE = re.compile(r"^[+-]?\d+$")
_NUMBER = re.compile(r"^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$|^[+-]?(inf|nan)$")


def as_text(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, float) and (math.isinf(v) or math.isnan(v)):
        return str(v)
    if isinstance(v, list | dict):
        return json.dumps(v)
    return str(v)


def as_read(text: str):
    """What a text says, as the schema would see it (a number if it is written as one)."""
    if _WHOLE.match(text) and len(text) < 40:
        return int(text)
    if _NUMBER.match(text) and len(text) < 40:
        return float(text)
    return text


def must_fail(d, root: dict) -> bool:
    if d.schema is None or d.value is None or "out of range" in d.label or "oversized" in d.label:
        return d.must_fail
    text = as_text(d.value)
    return not (admits(root, d.schema, text) or admits(root, d.schema, as_read(text)))


def refused(path: Path, **kw) -> str | None:
    try:
        load_town(path, **kw)
    except TownError as e:
        text = str(e)
        assert "\n" not in text and text.startswith(f"{path}: ") and len(text) < 600, text
        assert e.__cause__ is None
        return text
    return None


@pytest.fixture(scope="module")
def shipped_copy(tmp_path_factory):
    """The shipped map beside a copy of its tileset, as maps/<town>/town.tmx lays them out."""
    root = tmp_path_factory.mktemp("shipped")
    (root / "maps" / "smallville").mkdir(parents=True)
    shutil.copytree(ROOT / "assets" / "tiles", root / "assets" / "tiles")
    return root / "maps" / "smallville" / "town.tmx", SHIPPED.read_text(encoding="utf-8")


def _render_map(text: str, doc: dict) -> str:
    head = re.search(r"<map [^>]*>", text)[0]
    attrs = " ".join(f"{k}={quoteattr(as_text(v))}" for k, v in doc["map"].items())
    props = doc["properties"]
    block = "".join(
        f'\n  <property name="{k}" value={quoteattr(as_text(v))}/>' for k, v in props.items()
    )
    text = text.replace(head, f"<map {attrs}>", 1)
    new = f"<properties>{block}\n </properties>"
    return re.sub(r"<properties>.*?</properties>", lambda _: new, text, count=1, flags=re.S)


def test_every_damage_to_the_map_tag_and_its_properties_is_one_line(shipped_copy):
    path, text = shipped_copy
    head = dict(re.findall(r'(\w+)="([^"]*)"', re.search(r"<map [^>]*>", text)[0]))
    props = dict(re.findall(r'<property name="(\w+)" value="([^"]*)"/>', text.split("<tileset")[0]))
    doc = {"map": head, "properties": props}
    problems, cases = [], [d for d in damages(SCHEMA, doc) if len(d.path) == 2]
    for d in cases:
        path.write_text(_render_map(text, d.doc), encoding="utf-8")
        try:
            line = refused(path)
        except Exception as e:  # noqa: BLE001 -- that is what this test looks for
            problems.append(f"{d.label}: {type(e).__name__}: {e}")
            continue
        if must_fail(d, SCHEMA) and line is None:
            problems.append(f"{d.label}: accepted")
    assert not problems, "\n".join(problems[:30])
    assert len(cases) > 40, len(cases)


def test_every_damage_to_every_objects_attributes_is_one_line(tmp_path):
    schema = json_schema(ObjectBox)
    path = write_town(tmp_path)
    tree = ET.parse(path)
    problems, count = [], 0
    for group in tree.getroot().iter("objectgroup"):
        obj = group.find("object")
        original = dict(obj.attrib)
        for d in damages(schema, original):
            if len(d.path) != 1:
                continue
            count += 1
            obj.attrib.clear()
            obj.attrib.update({k: as_text(v) for k, v in d.doc.items()})
            tree.write(path, encoding="unicode")
            try:
                line = refused(path)
            except Exception as e:  # noqa: BLE001 -- that is what this test looks for
                problems.append(f"{group.get('name')}: {d.label}: {type(e).__name__}: {e}")
                continue
            if must_fail(d, schema) and line is None:
                problems.append(f"{group.get('name')}: {d.label}: accepted")
        obj.attrib.clear()
        obj.attrib.update(original)
    assert not problems, "\n".join(problems[:30])
    assert count > 100, count


def _with_ground(path: Path, data: str) -> None:
    text = path.read_text(encoding="utf-8")
    text = re.sub(r'<data encoding="csv">.*?</data>', data, text, count=1, flags=re.S)
    path.write_text(text, encoding="utf-8")


def _csv(path: Path) -> str:
    return re.search(r'<data encoding="csv">(.*?)</data>', path.read_text("utf-8"), re.S)[1]


@pytest.mark.parametrize(
    "damage, says",
    [
        (lambda csv: csv.rsplit(",", 1)[0], "the map needs 352"),
        (lambda csv: csv + ",1", "the map needs 352"),
        (lambda csv: csv.replace("1", "x", 1), "unreadable data"),
        (lambda csv: csv.replace("1", "1e400", 1), "unreadable data"),
        (lambda csv: csv.replace("1", "-1", 1), "not a 32-bit number"),
        (lambda csv: csv.replace("1", "99999999999", 1), "not a 32-bit number"),
        (lambda csv: csv.replace("1", "9" * 5000, 1), "unreadable data"),
        (lambda csv: "", "has 0 tiles"),
    ],
)
def test_damaged_csv_tile_data_is_one_line(tmp_path, damage, says):
    path = write_town(tmp_path)
    _with_ground(path, f'<data encoding="csv">{damage(_csv(path))}</data>')
    line = refused(path)
    assert line is not None and says in line, line


@pytest.mark.parametrize(
    "data, says",
    [
        (zlib.compress(b"\0" * 40_000_000), "more data than 352 tiles need"),
        (zlib.compress(b"\0" * 1_000_000), "unpacks to more than 352 tiles"),
        (b"not zlib at all", "unreadable data"),
    ],
)
def test_compressed_tile_data_is_measured_before_it_is_unpacked(tmp_path, data, says):
    path = write_town(tmp_path)
    encoded = base64.b64encode(data).decode()
    _with_ground(path, f'<data encoding="base64" compression="zlib">{encoded}</data>')
    line = refused(path)
    assert line is not None and says in line, line


@pytest.mark.parametrize(
    "change, says",
    [
        (lambda t: t.replace('width="32"', 'width="1e400"', 1), "width: expected a whole number"),
        (lambda t: t.replace('width="32" height="11"', 'width="30000" height="30000"', 1), "width"),
        (
            lambda t: t.replace('width="32" height="11"', 'width="1000" height="1000"', 1),
            "tiles allowed",
        ),
        (
            lambda t: t.replace(
                "<properties>", "<group>" * 50 + "</group>" * 50 + "<properties>", 1
            ),
            "more than 16 deep",
        ),
        (lambda t: t.replace("<map ", '<!DOCTYPE m [<!ENTITY a "aa">]>\n<map ', 1), "XML entities"),
        (lambda t: t[: len(t) // 2], "not a readable TMX file"),
        (lambda t: t.replace("Testville", "x" * 2000, 1), "longer than 1000"),
        (
            lambda t: t.replace("2026-02-13 07:00", "2026-02-13T07:00+01:00", 1),
            "without a time zone",
        ),
        (lambda t: t.replace("2026-02-13 07:00", "9999-12-31 07:00", 1), "from 1900 to 2200"),
        (lambda t: t.replace('firstgid="1"', 'firstgid="1e400"', 1), "firstgid: expected a whole"),
    ],
    ids=lambda v: v if isinstance(v, str) else "",
)
def test_extreme_maps_are_one_line(tmp_path, change, says):
    path = write_town(tmp_path)
    path.write_text(change(path.read_text(encoding="utf-8")), encoding="utf-8")
    line = refused(path)
    assert line is not None and says in line, line


def test_what_is_not_a_small_regular_file_is_refused_at_once(tmp_path):
    path = write_town(tmp_path)
    with open(path, "ab") as f:
        f.truncate(MAX_MAP_BYTES + 1)
    assert "more than the 16,000,000 allowed" in refused(path)
    assert "a folder" in refused(tmp_path)
    tsx = tmp_path / "assets" / "tiles" / "town.tsx"
    path = write_town(tmp_path)
    if hasattr(os, "mkfifo"):
        tsx.unlink()
        os.mkfifo(tsx)  # a tileset nobody writes: reading it would wait for ever
        assert "tileset '../../assets/tiles/town.tsx': is not a regular file (a FIFO)" in refused(
            path
        )
        fifo = tmp_path / "fifo.tmx"
        os.mkfifo(fifo)
        assert "a FIFO" in refused(fifo)
    if Path("/dev/zero").exists():
        assert "a device" in refused(Path("/dev/zero"))
