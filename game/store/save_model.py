"""The save document as a typed schema (pydantic v2): the whole, its layout, and its check.

A damaged or foreign save must be refused BEFORE any of it reaches the simulation, with one
line naming the field (``residents[3].memory.content[8]: expected some text, got nothing``),
never a traceback in ``set_state`` or a half-loaded town. Every key at every level is in a
model (``save_world.py`` holds the meta and world rows, ``save_rows.py`` a resident's, and
``save_types.py`` their bounds); an unknown key is refused too, so a field added to a
``get_state`` without its line there fails ``tests/store/test_schema.py``. The wording is
``game.world.user_file_problems.problem_line``'s, as for every file a user hands us.

Two views of the same rows:

* ``SaveState``, the logical document ``{meta, world, residents: [...]}`` that
  ``Simulation.get_state`` writes and ``read_save`` checks after the upgrade of an old save
  (``residents[1]`` is the first resident, as its TinyDB row id ``"1"`` is in a saved file);
* ``SaveFile``, the file as written, in TinyDB tables: what ``docs/schemas/save.schema.json``
  is exported from, for an editor; ``SaveTables`` checks that layout before the upgrade.

To add a field: one line in the model it belongs to, bump ``CURRENT_VERSION`` in
``migrations.py`` and register a migration that fills it in older saves; then
``python tools/export_schemas.py`` rewrites ``docs/schemas/save.schema.json``.

Cost, for a 3-day, 25-resident town of 17,000 memories (4 MB): ``read_save`` 56 ms in all
(40 ms with the hand-written checker this replaced), a 24-hour Smallville save 27 ms (18);
``tests/store/test_speed.py`` keeps the check under 6 JSON parses of the file. That is with
the garbage collector paused (each of its passes would walk the whole state) and the
memories' ``meta`` checked as a TypedDict (a third of a model's cost).
"""

from __future__ import annotations

from typing import Annotated, Any, TypeVar

from pydantic import Field, ValidationError

from game.mind.residents_schema import MAX_RESIDENTS
from game.store.save_heads import FoldedResident, LogRef, MemoryRow, NewRows, ResidentRow
from game.store.save_rows import Resident
from game.store.save_types import Invalid, Row, items, json_object
from game.store.save_world import Meta, World
from game.world.gcpause import paused_gc
from game.world.user_file_problems import problem_line
from game.world.user_file_schema import text

RawRow = Annotated[dict[str, Any], json_object("a row (an object)")]


class SaveParts(Row):
    """The logical document with its residents' rows not yet looked into: ``validate_state``
    checks this, then each resident on its own, then how the parts agree."""

    SHAPE = "a town save"
    meta: Meta
    world: World
    residents: items(RawRow, MAX_RESIDENTS)


class SaveState(SaveParts):
    """The logical document, whole: ``Simulation.get_state``'s, as ``set_state`` takes it."""

    residents: items(Resident, MAX_RESIDENTS)


def parts_disagree(state: dict[str, Any], transcripts: bool = True) -> str | None:
    """How the three parts of a (typed) state disagree, or None: they name the same
    residents in the same order, with one step length (``transcripts``: and each transcript
    saved as ``log_lines`` is in the talk log)."""
    ids, residents = state["meta"]["residents"], state["residents"]
    if len(set(ids)) != len(ids):
        dup = next(i for i, rid in enumerate(ids) if rid in ids[:i])
        return f"meta.residents repeats {ids[dup]!r}"
    if len(residents) != len(ids):
        return f"residents has {len(residents)} entries but meta.residents lists {len(ids)}"
    for i, (rid, r) in enumerate(zip(ids, residents, strict=True), start=1):
        if r["id"] != rid:
            return f"residents[{i}].id is {r['id']!r} but meta.residents says {rid!r}"
    bodies = state["world"]["bodies"]
    for rid in ids:
        if rid not in bodies:
            return f"world.bodies has no body for {rid!r}"
    for key, body in bodies.items():
        if key not in ids:
            return f"world.bodies holds {key!r}, not a resident of this save"
        if body["id"] != key:
            return f"world.bodies[{key!r}].id is {body['id']!r}, not {key!r}"
    for part in ("inner", "skills"):
        for key in state["world"].get(part, ()):
            if key not in ids:
                return f"world.{part} holds {key!r}, not a resident of this save"
    step, clock_step = state["meta"]["step_seconds"], state["world"]["clock"]["step_seconds"]
    if step != clock_step:
        return f"world.clock.step_seconds is {clock_step} but meta says {step}"
    return _transcripts_not_in_the_log(state) if transcripts else None


def _transcripts_not_in_the_log(state: dict[str, Any]) -> str | None:
    """A transcript saved as ``log_lines`` names a conversation the talk log holds, with at
    least that many lines, and no transcript of its own."""
    lines = {c["id"]: len(c["lines"]) for c in state["world"]["talks"]["log"]}
    for i, r in enumerate(state["residents"], start=1):
        for j, m in enumerate(r["memory"]["meta"], start=1):
            if "log_lines" not in m:
                continue
            where = f"residents[{i}].memory.meta[{j}]"
            if "transcript" in m:
                return f"{where} has log_lines and a transcript; one or the other"
            conv, want = m.get("conversation"), m["log_lines"]
            if conv is None:
                return f"{where}.log_lines needs the memory's conversation id"
            if conv not in lines:
                return f"{where}.conversation is {conv}, not in the talk log"
            if lines[conv] < want:
                return (
                    f"{where}.log_lines is {want} but conversation {conv} has {lines[conv]} lines"
                )
    return None


RowId = text(9, pattern="[0-9]+", description="a TinyDB row id")
Row_ = TypeVar("Row_")
TABLE = "a TinyDB table (an object of rows)"
Rows = Annotated[dict[RowId, Row_], Field(max_length=MAX_RESIDENTS), json_object(TABLE)]
OneRow = Annotated[dict[RowId, Row_], Field(min_length=1, max_length=1), json_object(TABLE)]
MemoryTable = Annotated[dict[RowId, Row_], Field(max_length=10**9), json_object(TABLE)]


class SaveTables(Row):
    """The TinyDB layout, rows not yet looked into (an old save is upgraded before they are)."""

    SHAPE = "a town save (TinyDB tables meta, world and residents)"
    meta: OneRow[RawRow]
    world: OneRow[RawRow]
    residents: Rows[RawRow]
    # version 5: one row per memory, each checked as the fold reads it (``memory_rows``)
    memories: Annotated[dict[str, Any], json_object(TABLE)] | None = None
    log: OneRow[RawRow] | None = None  # version 5, an autosave: its session's memory log


class SaveFile(Row):
    """A save file as written (version 5): TinyDB tables of rows, ``meta`` first (one row),
    ``world`` (one row), ``residents`` (one row per resident, ids from "1" in the town's order,
    each stream's changing columns), ``memories`` (one row per memory, each stream's in order;
    query it with TinyDB), or in an autosave slot instead ``log``: the session's memory log that
    holds them (``game/store/memory_log.py``)."""

    SHAPE = SaveTables.SHAPE
    meta: OneRow[Meta]
    world: OneRow[World]
    residents: Rows[ResidentRow]
    memories: MemoryTable[MemoryRow] | None = None
    log: OneRow[LogRef] | None = None


_KEY_IN_CONTEXT = ("unknown_key", "union_tag_invalid", "union_tag_not_found")


def _checked(model: Any, doc: Any, within: str = "") -> None:
    """``model.model_validate(doc)``; ``Invalid`` with ``problem_line``'s one line, its path
    from ``within`` (a path of the document ``doc`` is part of)."""
    try:
        model.model_validate(doc)
    except ValidationError as e:
        first = (e.errors(include_url=False) or [{}])[0]
        line = problem_line(e, doc)
        if within:  # problem_line names a key also where it reads one from the error's context
            at = first.get("loc") or first.get("type") in _KEY_IN_CONTEXT
            line = f"{within}.{line}" if at else f"{within}: {line}"
        raise Invalid(line) from None
    except RecursionError:
        raise Invalid(
            f"{within}: is nested too deeply" if within else "is nested too deeply"
        ) from None


def validate_state(state: Any, *, folded: bool = False) -> None:
    """Raise ``Invalid`` (one line, path and problem) unless ``state`` is a valid save.

    Part by part (the whole with its residents as bare objects, then each resident, then how
    they agree), each in a call of its own: pydantic holds the GIL for a whole call, and the
    writer thread checks every autosave while the window draws (``bench/bench_saves.py``'s gap).
    ``folded``: the streams were read from rows (``save_heads.FoldedMemory``).
    """
    model = FoldedResident if folded else Resident
    with paused_gc():  # what a check builds is freed as it goes; no pass over the whole heap
        _checked(SaveParts, state)
        for i, resident in enumerate(state["residents"], start=1):
            _checked(model, resident, f"residents[{i}]")
    found = parts_disagree(state)
    if found:
        raise Invalid(found)


def validate_slot(state: Any, new_rows: list[dict[str, Any]]) -> None:
    """``validate_state`` of what an autosave writes: the state with each stream as its head
    (``save_heads.MemoryHead``), and the rows of its new memories; costs what changed."""
    with paused_gc():
        _checked(SaveParts, state)
        for i, resident in enumerate(state["residents"], start=1):
            _checked(ResidentRow, resident, f"residents[{i}]")
        _checked(_NEW_ROWS, {"rows": new_rows})
    found = parts_disagree(state, transcripts=False)  # an autosave's rows hold them whole
    if found:
        raise Invalid(found)


class _NewRowsDoc(Row):
    SHAPE = "new memory rows"
    rows: NewRows


_NEW_ROWS = _NewRowsDoc


def check_log_ref(ref: Any) -> None:
    """``Invalid`` unless ``ref`` is an autosave slot's reference to its memory log."""
    _checked(LogRef, ref, "log[1]")


def validate_meta(meta: Any) -> None:
    """``validate_state`` of a meta row alone (``Invalid``, its path from ``meta``)."""
    _checked(Meta, meta, "meta")


def tables(doc: Any) -> dict[str, list[Any]]:
    """TinyDB layout -> rows per table, in row-id order; ``Invalid`` if it is not a save."""
    _checked(SaveTables, doc)
    return {name: _in_order(doc[name], name) for name in doc if doc[name] is not None}


def _in_order(table: dict[str, Any], name: str) -> list[Any]:
    """A table's rows in row-id order (as written, a memory table's 70,000 are: not sorted)."""
    keys = list(table)
    if all(k == str(i) for i, k in enumerate(keys, start=1)):
        return list(table.values())
    if name == "memories":  # not checked by the layout's model: its row ids are checked here
        raise Invalid("memories: rows should be numbered 1 to n, in order")
    return [table[k] for k in sorted(keys, key=int)]


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
