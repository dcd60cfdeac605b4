"""Write the JSON Schemas of the files a user hands the game into docs/schemas/.

    python tools/export_schemas.py           write them
    python tools/export_schemas.py --check   exit 1 (and name them) if any is out of date

Each schema is exported from the pydantic model its loader validates with, so the files in
docs/schemas say exactly what the game accepts (tests/test_schemas.py keeps them in step):

    scenario.schema.json    maps/<town>/scenarios/*.toml         game/sim/scenario_schema.py
    config.schema.json      config.toml                          game/brains/llm/config_schema.py
    activities.schema.json  maps/<town>/activities.toml          game/brains/builtin/table_schema.py
    map.schema.json         town.tmx: the <map> tag, properties  game/world/map_limits.py
    residents.schema.json   maps/<town>/residents.json           game/mind/residents_schema.py
    save.schema.json        saves/*.json (TinyDB tables)         game/store/save_model.py

An editor that knows JSON Schema checks a TOML or JSON file against them as it is written (see README).
Each file records the pydantic version that wrote it: another version words some parts
differently (titles, the schema of a table's keys), so ``stale`` compares what a file allows
(its fields, bounds, patterns, kinds) when the versions differ, and the text when they agree.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pydantic  # noqa: E402

from game.brains.builtin.table_schema import TownTables  # noqa: E402
from game.brains.llm.config_schema import ConfigFile  # noqa: E402
from game.mind.residents_schema import ResidentsFile, json_schema_doc  # noqa: E402
from game.sim.scenario_schema import ScenarioFile  # noqa: E402
from game.store import save_model  # noqa: E402
from game.world.map_limits import MapFile  # noqa: E402
from game.world.user_file_schema import json_schema  # noqa: E402

OUT = ROOT / "docs" / "schemas"
SCHEMAS = {
    "scenario.schema.json": ScenarioFile,
    "config.schema.json": ConfigFile,
    "activities.schema.json": TownTables,
    "map.schema.json": MapFile,
    "residents.schema.json": ResidentsFile,
    "save.schema.json": save_model.SaveFile,
}
# JSON files: null is a value, kept in their schema
WRITERS = {ResidentsFile: json_schema_doc, save_model.SaveFile: save_model.json_schema_doc}
_COMMENT = "written by tools/export_schemas.py with pydantic {}; do not edit"
_BOUNDS = {"required", "minimum", "maximum", "minLength", "maxLength", "minItems", "maxItems"}
_BOUNDS |= {"pattern", "enum", "const"}


def rendered() -> dict[str, str]:
    """File name -> the text it should hold."""
    out = {}
    for name, model in SCHEMAS.items():
        body = WRITERS[model]() if model in WRITERS else json_schema(model)
        schema = {"$comment": _COMMENT.format(pydantic.VERSION)} | body
        out[name] = json.dumps(schema, indent=2, ensure_ascii=False) + "\n"
    return out


def allows(node, path: str = "", out: set | None = None) -> set:
    """What a schema allows, as (where, keyword, value): every field of every table and
    every bound, pattern and kind; not the wording (titles, descriptions) nor the schema of a
    table's keys, which pydantic versions write differently."""
    out = set() if out is None else out
    if isinstance(node, list):
        for item in node:
            allows(item, path, out)
    if not isinstance(node, dict):
        return out
    for key, value in node.items():
        if key in _BOUNDS or (key == "additionalProperties" and isinstance(value, bool)):
            out.add((path, key, json.dumps(value, sort_keys=True)))
        elif key in ("properties", "$defs"):
            for name, sub in value.items():
                out.add((path, key, name))
                allows(sub, f"{path}/{name}", out)
        elif key not in ("propertyNames", "title", "description", "$comment", "default"):
            allows(value, path if key in ("anyOf", "oneOf", "allOf") else f"{path}/{key}", out)
    return out


def stale() -> list[str]:
    """The files in docs/schemas that do not say what the code accepts."""
    out = []
    for name, text in rendered().items():
        path = OUT / name
        old = path.read_text(encoding="utf-8") if path.is_file() else ""
        if old == text:
            continue
        try:
            wrote = json.loads(old)
        except ValueError:
            wrote = None
        same_version = isinstance(wrote, dict) and wrote.get("$comment") == _COMMENT.format(
            pydantic.VERSION
        )
        if same_version or wrote is None or allows(wrote) != allows(json.loads(text)):
            out.append(name)
    return out


def main(argv: list[str]) -> int:
    names = stale()
    if "--check" in argv:
        if names:
            print(f"out of date: {', '.join(names)} (run python tools/export_schemas.py)")
            return 1
        print("docs/schemas is up to date")
        return 0
    OUT.mkdir(parents=True, exist_ok=True)
    for name, text in rendered().items():
        path = OUT / name
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
