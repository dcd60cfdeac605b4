"""The save document as a typed schema (pydantic v2): the whole, its layout, and its check.

A damaged or foreign save must be refused BEFORE any of it reaches the simulation, with one
line naming the field (``residents[3].memory.content[8]: expected some text, got nothing``),
never a traceback in ``set_state`` or a half-loaded town. Every key at every level is in a
model (``save_world.py`` holds the meta and world rows, ``save_rows.py`` a resident's, and
``save_types.py`` their bounds); an unknown key is refused too, so a field added to a
``get_state`` without its line there fails ``tests/store/test_schema.py``. The wording is
``game.world.user_files.problem_line``'s, as for every file a user hands us.

Two views of the same rows:

* ``SaveState``, the logical document ``{meta, world, residents: [...]}`` that
  ``Simulation.get_state`` writes and ``read_save`` checks after the upgrade of an old save
  (``residents[1]`` is the first resident, as its TinyDB row id ``"1"`` is in a saved file);
* ``SaveFile``, the file as written, in TinyDB tables: what ``docs/schemas/save.schema.json``
  is exported from, for an editor; ``SaveTables`` checks that layout before the upgrade.

To add a field: one line in the model it belongs to, bump ``CURRENT_VERSION`` in
``migrations.py`` and register a migration that fills it in older saves; then
``python tools/export_schemas.py`` rewrites ``docs/schemas/save.schema.json``.

Cost: about 1.6 JSON parses of the same file (80 ms for a 3-day, 25-resident town of 17,000
memories; ``tests/store/test_speed.py`` keeps it under 6), the memories' ``meta`` being the
largest part (checked as a TypedDict, a third of a model's cost).
"""

from __future__ import annotations

from typing import Annotated, Any, TypeVar

from pydantic import Field, ValidationError, model_validator

from game.mind.residents_schema import MAX_RESIDENTS
from game.store.save_rows import Resident
from game.store.save_types import Invalid, Row, items, json_object
from game.store.save_world import Meta, World
from game.world.user_files import problem, problem_line, text


class SaveState(Row):
    """The logical document: ``Simulation.get_state``'s, as ``set_state`` takes it."""

    SHAPE = "a town save"
    meta: Meta
    world: World
    residents: items(Resident, MAX_RESIDENTS)

    @model_validator(mode="after")
    def _parts_agree(self) -> SaveState:
        """The three parts name the same residents, in the same order; one step length."""
        ids = self.meta.residents
        if len(set(ids)) != len(ids):
            dup = next(i for i, rid in enumerate(ids) if rid in ids[:i])
            raise problem(f"meta.residents repeats {ids[dup]!r}")
        if len(self.residents) != len(ids):
            have = len(self.residents)
            raise problem(f"residents has {have} entries but meta.residents lists {len(ids)}")
        for i, (rid, r) in enumerate(zip(ids, self.residents, strict=True)):
            if r.id != rid:
                raise problem(f"residents[{i + 1}].id is {r.id!r} but meta.residents says {rid!r}")
        bodies = self.world.bodies
        for rid in ids:
            if rid not in bodies:
                raise problem(f"world.bodies has no body for {rid!r}")
        for key, body in bodies.items():
            if key not in ids:
                raise problem(f"world.bodies holds {key!r}, not a resident of this save")
            if body.id != key:
                raise problem(f"world.bodies[{key!r}].id is {body.id!r}, not {key!r}")
        step, clock_step = self.meta.step_seconds, self.world.clock.step_seconds
        if step != clock_step:
            raise problem(f"world.clock.step_seconds is {clock_step} but meta says {step}")
        return self._transcripts_in_the_log()

    def _transcripts_in_the_log(self) -> SaveState:
        """A transcript saved as ``log_lines`` names a conversation the talk log holds, with
        at least that many lines, and no transcript of its own."""
        lines = {c.id: len(c.lines) for c in self.world.talks.log}
        for i, r in enumerate(self.residents, start=1):
            for j, m in enumerate(r.memory.meta, start=1):
                if "log_lines" not in m:
                    continue
                where = f"residents[{i}].memory.meta[{j}]"
                if "transcript" in m:
                    raise problem(f"{where} has log_lines and a transcript; one or the other")
                conv, want = m.get("conversation"), m["log_lines"]
                if conv is None:
                    raise problem(f"{where}.log_lines needs the memory's conversation id")
                if conv not in lines:
                    raise problem(f"{where}.conversation is {conv}, not in the talk log")
                if lines[conv] < want:
                    raise problem(
                        f"{where}.log_lines is {want} but conversation {conv} has {lines[conv]} lines"
                    )
        return self


RowId = text(9, pattern="[0-9]+", description="a TinyDB row id")
RawRow = Annotated[dict[str, Any], json_object("a row (an object)")]
Row_ = TypeVar("Row_")
TABLE = "a TinyDB table (an object of rows)"
Rows = Annotated[dict[RowId, Row_], Field(max_length=MAX_RESIDENTS), json_object(TABLE)]
OneRow = Annotated[dict[RowId, Row_], Field(min_length=1, max_length=1), json_object(TABLE)]


class SaveTables(Row):
    """The TinyDB layout, rows not yet looked into (an old save is upgraded before they are)."""

    SHAPE = "a town save (TinyDB tables meta, world and residents)"
    meta: OneRow[RawRow]
    world: OneRow[RawRow]
    residents: Rows[RawRow]


class SaveFile(Row):
    """A save file as written: TinyDB tables of rows, ``meta`` first (one row), ``world``
    (one row), ``residents`` (one row per resident, ids from "1" in the town's order)."""

    SHAPE = SaveTables.SHAPE
    meta: OneRow[Meta]
    world: OneRow[World]
    residents: Rows[Resident]


def _checked(model: type[Row], doc: Any) -> None:
    try:
        model.model_validate(doc)
    except ValidationError as e:
        raise Invalid(problem_line(e, doc)) from None
    except RecursionError:
        raise Invalid("is nested too deeply") from None


def validate_state(state: Any) -> None:
    """Raise ``Invalid`` (one line, path and problem) unless ``state`` is a valid save."""
    _checked(SaveState, state)


def validate_meta(meta: Any) -> None:
    """``validate_state`` of a meta row alone (``Invalid``, its path from ``meta``)."""
    try:
        Meta.model_validate(meta)
    except ValidationError as e:
        errors = e.errors(include_url=False)
        line = problem_line(e, meta)
        raise Invalid(f"meta.{line}" if errors and errors[0]["loc"] else f"meta: {line}") from None


def tables(doc: Any) -> dict[str, list[Any]]:
    """TinyDB layout -> rows per table, in row-id order; ``Invalid`` if it is not a save."""
    _checked(SaveTables, doc)
    return {name: [doc[name][k] for k in sorted(doc[name], key=int)] for name in doc}


def problem_of(state: Any) -> str | None:
    """The one-line problem with ``state`` (no file name), or None when it is a valid save."""
    try:
        validate_state(state)
    except Invalid as e:
        return e.line()
    return None


def json_schema_doc() -> dict[str, Any]:
    """``SaveFile``'s JSON Schema (draft 2020-12), as ``docs/schemas/`` holds it (JSON has a
    null, and ``"schedule": null`` is a valid value: nulls stay in)."""
    body = SaveFile.model_json_schema(mode="validation")
    return {"$schema": "https://json-schema.org/draft/2020-12/schema"} | body
