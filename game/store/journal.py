"""Autosaves that cost what changed: a session's slots share one append-only memory log.

Why: a town's memories are most of its state and never change once added; rewriting them every
game hour made a two-week run spend more time saving than living (issue 23). So an autosave
appends the memories that are new since the last one to the session's memory log
(``memory_log.py``) and writes the rest, small, as the slot (``autosave-1.json``, rotated as
before), naming the log's prefix it belongs with. ``read_save`` reads a slot as a whole save.

Order, and what a kill leaves: new rows are checked (with the slot's other rows), appended and
synced; then the slot is written atomically (``atomic.py``); only then does the journal count
them as written. Killed or failing before the slot's rename, the previous slots are whole and
name a prefix of the log that is unchanged; an append that failed is overwritten by the next.

A new log is started when the town's memories are no longer the ones logged (a load: the
session calls ``restart``; a stream shorter than its logged rows, or ending in another memory,
is found too), so a slot never names rows of another past. A log no slot names any more (the
slots rotated past it) is deleted.

Cost: the rows of the new memories (checked, encoded, one write, one fsync), and the slot:
the world and each resident's changing columns (13 bytes and one number per memory). The
talk log's entries and each resident's cache entries, places and perceived events are checked
and encoded once per session (``slot_memo.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.store import migrations
from game.store.atomic import write_atomically
from game.store.memory_log import MemoryLog
from game.store.memory_rows import head_of, rows_of
from game.store.save_model import validate_slot
from game.store.save_types import Invalid
from game.store.savefile import SaveError, encode_chunks, replace_problem
from game.store.slot_memo import LogMemo, ResidentMemo

LOG_NAME = "memories-{}.log"


class Journal:
    """One autosave session's memory log and what of it each slot names."""

    def __init__(self, folder: str | Path) -> None:
        self.folder = Path(folder)
        self.log: MemoryLog | None = None
        self.generation = 0
        self.counts: dict[str, int] = {}  # rows logged per resident
        self.tails: dict[str, tuple[str, str]] = {}  # each stream's last logged (kind, text)
        self.slot_logs: list[str] = []  # the log each slot names, newest slot first
        self.appended = 0  # bytes appended to logs (tests and benches read it)
        self.talks = LogMemo()  # the talk log's entries checked and encoded by the last slot
        self.rows = ResidentMemo()  # each resident's cache entries, places, events checked
        self.scores: dict[str, tuple[list[int], str]] = {}  # importance_10 and its letters

    def restart(self) -> None:
        """The town's memories were replaced (a load): the next autosave starts a new log."""
        self.log = None
        self.talks.forget()
        self.rows.forget()
        self.scores.clear()

    def write(
        self, path: str | Path, state: dict[str, Any], *, backup: bool = False, rotate=()
    ) -> Path:
        """Autosave ``state`` into slot ``path`` (older slots ``rotate``); ``SaveError`` with
        one line on failure, the earlier slots and their log untouched."""
        path = Path(path)
        try:
            town = state["meta"]["town"]
            if self.log is None or not self._same_past(state["residents"]):
                self._new_log()
            assert self.log is not None
            lines = {c["id"]: c["lines"] for c in state["world"]["talks"]["log"]}
            new_rows: list[dict[str, Any]] = []
            for r in state["residents"]:
                new_rows += rows_of(r["id"], r["memory"], self.counts.get(r["id"], 0), lines)
            heads = [head_of(r["memory"], self.scores.get(r["id"])) for r in state["residents"]]
            for r, head in zip(state["residents"], heads, strict=True):
                self.scores[r["id"]] = (r["memory"]["importance_10"], head["importance"])
            slim = {
                "meta": {**state["meta"], "schema": migrations.CURRENT_VERSION},
                "world": state["world"],
                "residents": [
                    {**r, "memory": head} for r, head in zip(state["residents"], heads, strict=True)
                ],
            }
            talks = state["world"]["talks"]
            unchecked = {**talks, "log": self.talks.unchecked(talks["log"])}
            to_check = {
                **slim,
                "world": {**slim["world"], "talks": unchecked},
                "residents": [self.rows.unchecked_row(r) for r in slim["residents"]],
            }
            validate_slot(to_check, new_rows)
            problem = replace_problem(path, town, damaged_ok=True)
            if problem:
                raise SaveError(f"{path}: {problem}")
            path.parent.mkdir(parents=True, exist_ok=True)
            log = self.log
            if new_rows or log.size == 0:
                rows, size = log.append(new_rows)
                self.appended += size - max(log.size - 2, 0)
            else:
                rows, size = log.rows, log.size
            ref = {"file": log.path.name, "rows": rows, "bytes": size}
            talk_log, encoded = self.talks.encode(talks["log"])
            made = {("world", "1", "talks", "log"): talk_log}
            parts = []
            for i, r in enumerate(state["residents"], start=1):
                texts, part = self.rows.encode_row(r, ("residents", str(i)))
                made.update(texts)
                parts.append(part)
            chunks = encode_chunks(state, log=ref, made=made, heads=heads)
            write_atomically(path, chunks, keep=list(rotate))
        except Invalid as e:
            raise SaveError(
                f"{path}: not saved, the state does not fit the format: {e.line()}"
            ) from None
        except OSError as e:
            why = " ".join(str(e.strerror or e).split())
            raise SaveError(f"{path}: cannot write autosave: {why}") from None
        except (KeyError, TypeError, ValueError, RecursionError, IndexError) as e:
            why = f"{type(e).__name__}: {' '.join(str(e).split())}"
            raise SaveError(f"{path}: not saved, the state is not a town state ({why})") from None
        log.commit(rows, size)
        self.talks.remember(encoded)
        for r, part in zip(state["residents"], parts, strict=True):
            self.rows.remember(r["id"], part)
        for r in state["residents"]:
            mem = r["memory"]
            self.counts[r["id"]] = mem["n"]
            if mem["n"]:
                self.tails[r["id"]] = (mem["kind"][mem["n"] - 1], mem["content"][mem["n"] - 1])
        self._slots_rotated(log.path.name, rotate)
        return path

    def _same_past(self, residents: Sequence[dict[str, Any]]) -> bool:
        """Whether every stream still begins with the rows logged for it."""
        for r in residents:
            mem, logged = r["memory"], self.counts.get(r["id"], 0)
            if mem["n"] < logged:
                return False
            if logged and self.tails.get(r["id"]) != (
                mem["kind"][logged - 1],
                mem["content"][logged - 1],
            ):
                return False
        return True

    def _new_log(self) -> None:
        self.generation += 1
        self.log = MemoryLog(self.folder / LOG_NAME.format(self.generation))
        self.counts, self.tails = {}, {}

    def _slots_rotated(self, name: str, rotate: Sequence[Path]) -> None:
        """Note the slots' logs after a rotation; delete this session's logs none names."""
        self.slot_logs = [name, *self.slot_logs][: len(rotate) + 1]
        keep = set(self.slot_logs)
        for g in range(1, self.generation):
            old = self.folder / LOG_NAME.format(g)
            if old.name not in keep:
                try:
                    old.unlink()
                except OSError:
                    pass  # gone already, or not ours to delete: a later prune tries again
