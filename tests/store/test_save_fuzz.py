"""Fuzzing the save loader from its schema: every damaged save is one SaveError line.

Damage is generated from ``docs/schemas/save.schema.json`` (``tests/test_schemas_damage``):
every distinct field of a real save (the newest fixture, with the fields a short run leaves
empty filled in) is set to null, deleted, retyped, put out of range and oversized. Each
damaged file is loaded the way ``main.py --load`` loads it (``read_save`` with the facts of
the town loading it, ``main.prepare``): it is accepted (where the schema allows what was put
there) or refused in one line naming the file, never anything else, and the file is left
byte for byte as it was. Then a few damaged saves through ``main.py`` itself: exit 2, one line.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.store.save_model import SaveFile
from game.store.savefile import SaveError, read_save
from tests.test_schemas_damage import damages, main_refuses, tried

from .conftest import SAVE_LATEST
from .test_fuzz import enriched

ROOT = Path(__file__).resolve().parents[2]
SCHEMA_FILE = ROOT / "docs" / "schemas" / "save.schema.json"


def _rows_as_free_keys(node):
    """The schema with TinyDB tables' ``patternProperties`` (row ids) as
    ``additionalProperties``, which the damage generator walks into (same rows, same rules)."""
    if isinstance(node, list):
        return [_rows_as_free_keys(x) for x in node]
    if not isinstance(node, dict):
        return node
    out = {k: _rows_as_free_keys(v) for k, v in node.items()}
    if "patternProperties" in out:
        (row,) = out.pop("patternProperties").values()
        out["additionalProperties"] = row
    return out


SCHEMA = _rows_as_free_keys(json.loads(SCHEMA_FILE.read_text(encoding="utf-8")))


@pytest.fixture(scope="module")
def facts():
    """What ``main.prepare`` passes to ``read_save``: the facts of the town loading it."""
    from game.app_setup import load_town_files, town_facts

    world, personas = load_town_files("smallville", residents=3)
    return town_facts(world, personas)


GATHERING = {
    "what": "a party",
    "place": "Hart House",
    "date": "2026-02-14",
    "start": 1020,
    "end": 1140,
    "host": "maya_hart",
    "host_name": "Maya Hart",
    "source": "talk",
}
# the keys of a memory's meta that the fixture's 15 hours do not reach, as later saves hold them
MORE_META = {
    "fact": {
        "key": "seed:maya_hart:0",
        "about": ["maya_hart"],
        "topic": "work",
        "mine": "My new novel is stuck at chapter twelve.",
        "told": "Maya Hart's new novel is stuck at chapter twelve.",
        "secret": False,
        "news": True,
        "event": GATHERING,
    },
    "learned": True,
    "source": "maya_hart",
    "hand": 1,
    "done": {"start": 420, "end": 540, "did": "read the news", "place": "Hart House"},
    "gathering": GATHERING,
    "going": True,
    "reason": "free",
    "level": 1,
    "day": 3,
    "of": "2026-02-13",
    "count": 12,
    "whisper": True,
    "repair": True,
    "interview": True,
}


@pytest.fixture(scope="module")
def doc():
    """The newest fixture with every field of the format filled in (``test_fuzz.enriched``
    and the rarer keys of a memory's meta)."""
    doc = enriched(json.loads(SAVE_LATEST.read_text(encoding="utf-8")))
    doc["memories"]["1"]["meta"].update(MORE_META)  # version 5: a memory is a row
    return doc


def _row(doc, resident_row, i):
    """Memory ``i`` of the resident in row ``resident_row`` (version 5: the memories table)."""
    rid = doc["residents"][resident_row]["id"]
    return next(r for r in doc["memories"].values() if r["resident"] == rid and r["id"] == i)


def _refuser(facts):
    def refused(path: Path) -> str | None:
        """The loader's one line, or None when it accepts the save; the file is untouched."""
        before = path.read_bytes()
        try:
            read_save(path, facts)
        except SaveError as e:
            text = str(e)
            assert "\n" not in text and text.startswith(f"{path}: ") and len(text) < 600, text
            assert e.__cause__ is None and (e.__context__ is None or e.__suppress_context__)
            return text
        finally:
            assert path.read_bytes() == before, "the loader changed the file"
        return None

    return refused


def test_the_schema_file_describes_a_real_save(doc, facts):
    SaveFile.model_validate(doc)  # the model the file is exported from
    read_save(SAVE_LATEST, facts)
    found = damages(SCHEMA, doc, nothing=None)
    fields = {d.label.split(": ")[0] for d in found}
    for key in ("seed", "fact.event.host", "gathering.source", "done.place", "interview"):
        assert f"memories.1.meta.{key}" in fields, sorted(fields)[:20]
    assert len(fields) > 200, len(fields)


def test_every_damage_to_every_field_of_a_save_is_one_line(tmp_path, doc, facts):
    path = tmp_path / "town.json"
    problems, refusals = [], 0
    found = damages(SCHEMA, doc, nothing=None)
    for d in found:
        text = json.dumps(d.doc)  # NaN and Infinity as Python's json writes them
        refusals += tried(d, path, text, _refuser(facts), problems)
    assert not problems, "\n".join(problems[:30])
    kinds = {d.label.split(": ", 1)[1].split(" (")[0] for d in found}
    assert {"deleted", "set to nothing", "out of range", "oversized"} <= kinds, kinds
    assert len(found) > 1500 and refusals > 1200, (len(found), refusals)


@pytest.mark.parametrize(
    "change, says",
    [
        (lambda d: _row(d, "2", 4).__setitem__("content", None), "content[5]"),
        (lambda d: d["world"]["1"]["clock"].__setitem__("step_count", -1), "step_count"),
        (lambda d: d["meta"]["1"].__setitem__("town", "x" * 10_000), "meta.town"),
    ],
    ids=["null", "out of range", "oversized"],
)
def test_main_refuses_a_damaged_save_in_one_line_with_exit_2(tmp_path, change, says):
    doc = json.loads(SAVE_LATEST.read_text(encoding="utf-8"))
    change(doc)
    path = tmp_path / "town.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    before = path.read_bytes()
    err = main_refuses(
        ["--headless", "--hours", "0.1", "--residents", "3", "--load", str(path)], ROOT
    )
    assert f"{path}: " in err and says in err, err
    assert path.read_bytes() == before


def test_a_file_too_big_for_a_save_is_refused_before_it_is_read(tmp_path, monkeypatch):
    """Bytes are bounded before reading: a file over the limit is one line, never parsed."""
    from game.store import savefile

    big = tmp_path / "big.json"
    big.write_bytes(b"{" + b" " * 4096 + b"}")
    monkeypatch.setattr(savefile, "MAX_SAVE_BYTES", 1024)
    with pytest.raises(savefile.SaveError) as e:
        savefile.read_save(big)
    assert "more than a save can be" in str(e.value) and "\n" not in str(e.value)
