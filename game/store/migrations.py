"""Save format versions: every save records ``meta.schema``; older ones are upgraded on read.

Why: the state grows (per-resident timers, conversations in progress, brain state) and a town
saved last month must still load. A save is never rewritten in place by reading it: the
upgrade happens in memory, and the next save writes the current version.

To change the format:

1. bump ``CURRENT_VERSION``;
2. register ``migrate_N_to_N1(state) -> state`` in ``MIGRATIONS`` under ``N`` (it gets the
   logical document ``{"meta", "world", "residents": [...]}`` of version N, already past the
   TinyDB layer, and returns version N+1; fill new fields with what an old run implies);
3. describe the new fields in ``save_rows.py``/``save_world.py`` (the upgraded document is
   validated against ``save_model.SaveState``) and re-export ``docs/schemas``;
4. add ``tests/store/fixtures/save_vN1.json`` (a small real save of the new version).

A migration only sees documents that parsed and carry a known version; it may still meet
damage (a missing key), which ``read_save`` turns into one line naming the step that failed.
Cost: whatever the migrations do; 1 -> 2 touches only the bodies and a few world keys, 2 -> 3
rewrites three columns of every memory stream (a few tens of milliseconds for a 3-day town).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any, Literal

from pydantic import ValidationError

from game.mind.memory_record import KIND_LETTERS, KINDS
from game.store.save_types import Invalid, Open, Word, fixed, items, kind_of
from game.world.user_file_problems import problem_line

CURRENT_VERSION = 5
"""The version ``write_save`` writes and ``read_save`` returns."""

Migration = Callable[[dict[str, Any]], dict[str, Any]]


def migrate_1_to_2(state: dict[str, Any]) -> dict[str, Any]:
    """Version 2 saves what decides the future (exact resume). A version-1 save lacks it, so
    it loads as version 1 did: conversations in progress are gone, every body re-thinks at
    once, objects held "in use" are freed (v1 kept only the town's side), and the float16
    vectors it stored are used (or recomputed if the embedder has changed since).
    """
    meta, world = state["meta"], state["world"]
    meta["embedder"] = {**meta["embedder"], "stored": True}
    clock = world["clock"]
    start = datetime.fromisoformat(clock["start"])  # game seconds count from 2000-01-01
    now_s = (start - datetime(2000, 1, 1)).total_seconds() + clock["step_count"] * clock[
        "step_seconds"
    ]
    for body in world["bodies"].values():
        body["until_s"] = min(body["until_s"], now_s + 1)
        body.update(conversation=None, bubble="", moving=bool(body["path"]), using="")
        body.update(inbox=[], seen_places=[], closed_seen=[])
    town = world["town"]
    town["object_state"] = {
        k: v for k, v in town["object_state"].items() if not str(v).startswith("in use by")
    }
    world["talks"] = {**world["talks"], "active": []}
    world.update(whispers={}, events=[], last_autosave_s=float(now_s), brain={}, board=[])
    return state


def migrate_2_to_3(state: dict[str, Any]) -> dict[str, Any]:
    """Version 3 is smaller, with the same content. A memory stream (its version 2) holds its
    ``kind`` column as one letter per memory ("ocrps") and its subjects, predicates, objects
    and keywords as indices into its ``strings``; a transcript the talk log holds may be saved
    as ``log_lines``, and the importance cache may name a text by the memory holding it. Only
    the memory columns must change; the other two are left whole (both forms stay valid).
    """
    letter = dict(zip(KINDS, KIND_LETTERS, strict=True))
    residents = state["residents"]
    for i, r in enumerate(residents if isinstance(residents, list) else []):
        memory = r.get("memory") if isinstance(r, dict) else None
        if not isinstance(memory, dict) or memory.get("version") != 1:
            continue  # damage the checks after the upgrade will name
        try:
            MemoryV1.model_validate(memory)
        except ValidationError as e:
            raise Invalid(f"residents[{i + 1}].memory.{problem_line(e, memory)}") from None
        strings: dict[str, int] = {}

        def index(text: str, strings: dict[str, int] = strings) -> int:
            return strings.setdefault(text, len(strings))

        memory["kind"] = "".join(letter[k] for k in memory["kind"])
        spo, keywords = [], []
        for t, kw in zip(memory["spo"], memory["keywords"], strict=False):  # as a save does
            spo.append([None if x is None else index(x) for x in t])
            keywords.append([index(k) for k in kw])
        memory["spo"], memory["keywords"] = spo, keywords
        memory["strings"] = list(strings)
        memory["version"] = 2
    return state


def migrate_3_to_4(state: dict[str, Any]) -> dict[str, Any]:
    """Version 4 keeps each resident's inner life (``world.inner``: needs and mood). A
    version-3 town had none: it loads with every resident's needs and mood where a new town
    starts them (``game.sim.inner_life``)."""
    world = state.get("world")
    if isinstance(world, dict):  # else: damage the checks after the upgrade will name
        world["inner"] = {}
    return state


def migrate_4_to_5(state: dict[str, Any]) -> dict[str, Any]:
    """Version 5 changes the file, not the document: each memory is a row of a ``memories``
    table (or of an autosave session's memory log), folded back into the stream's columns
    when the file is read (``memory_rows.fold``). A version-4 document is already a
    version-5 one."""
    return state


class MemoryV1(Open):
    """The columns of a version-1 memory stream that ``migrate_2_to_3`` rewrites."""

    kind: items(Literal[KINDS])
    spo: items(fixed(Word | None, Word | None, Word | None))
    keywords: items(items(Word))


MIGRATIONS: dict[int, Migration] = {
    1: migrate_1_to_2,
    2: migrate_2_to_3,
    3: migrate_3_to_4,
    4: migrate_4_to_5,
}
"""``N -> function`` taking a version-N document to version N+1."""


def check_registry(
    migrations: dict[int, Migration] | None = None, current: int | None = None
) -> None:
    """Raise ``ValueError`` unless there is exactly one step from each old version to the next."""
    steps = MIGRATIONS if migrations is None else migrations
    current = CURRENT_VERSION if current is None else current
    want = set(range(1, current))
    if set(steps) != want:
        missing, extra = sorted(want - set(steps)), sorted(set(steps) - want)
        raise ValueError(f"migrations: missing steps from {missing}, unexpected steps {extra}")


def version_of(meta: Any, current: int | None = None) -> int:
    """The ``schema`` of a save's meta row; ``Invalid`` (at ``meta.schema``) if unusable."""
    current = CURRENT_VERSION if current is None else current
    if not isinstance(meta, dict):
        raise Invalid(f"should be an object, not {kind_of(meta)}", ["meta"])
    if "schema" not in meta:
        raise Invalid("is missing", ["schema", "meta"])
    v = meta["schema"]
    if v is None:
        raise Invalid("is null", ["schema", "meta"])
    if type(v) is not int:
        raise Invalid(f"should be an integer, not {kind_of(v)}", ["schema", "meta"])
    if v < 1:
        raise Invalid(f"should be at least 1, not {v}", ["schema", "meta"])
    if v > current:
        raise Invalid(
            f"is {v}: written by a newer version of the game (this one reads 1 to {current})",
            ["schema", "meta"],
        )
    return v


def upgrade(
    state: dict[str, Any],
    migrations: dict[int, Migration] | None = None,
    current: int | None = None,
) -> dict[str, Any]:
    """Apply the migrations from the save's version up to ``current``, in order.

    Raises ``Invalid`` at ``meta.schema`` if the version is unusable or a step fails; a step
    that raises anything is reported as that step failing (the document is not half-used:
    the caller gets no state at all).
    """
    steps = MIGRATIONS if migrations is None else migrations
    current = CURRENT_VERSION if current is None else current
    version = version_of(state.get("meta"), current)
    while version < current:
        step = steps.get(version)
        if step is None:
            raise Invalid(f"is {version}: no upgrade to {version + 1} is known", ["schema", "meta"])
        try:
            state = step(state)
            state["meta"]["schema"] = version + 1
        except Invalid:  # a step that names the damaged field itself
            raise
        except Exception as e:  # a damaged old save: report it, do not crash
            raise Invalid(
                f"is {version}: upgrading it to {version + 1} failed ({type(e).__name__}: {e})",
                ["schema", "meta"],
            ) from None
        version += 1
    return state
