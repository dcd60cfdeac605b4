"""Conversations in progress and the log of finished ones.

A conversation is simulation state (who is in it, whose turn, the lines so far); what each
participant says and remembers is the mind's business (``game.mind.converse``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.mind.converse import ConversationView
from game.mind.types import Line, Place


@dataclass(kw_only=True)
class Conversation:
    id: int
    members: list[str]
    names: list[str]
    place: Place
    started_step: int
    max_lines: int
    lines: list[Line] = field(default_factory=list)
    turn: int = 0
    next_step: int = 0
    waiting: bool = False  # a line job is in flight
    ending: bool = False
    concluding: set[str] = field(default_factory=set)
    done: set[str] = field(default_factory=set)

    def speaker(self) -> str:
        return self.members[self.turn % len(self.members)]

    def others(self, rid: str) -> list[str]:
        return [m for m in self.members if m != rid]

    def view(self) -> ConversationView:
        return ConversationView(
            id=self.id,
            participants=tuple(zip(self.members, self.names, strict=True)),
            place=self.place,
            transcript=tuple(self.lines),
            max_lines=self.max_lines,
        )


class ConversationBook:
    """Active conversations by id, and a bounded log of finished ones."""

    def __init__(self, keep: int = 2000) -> None:
        self.active: dict[int, Conversation] = {}
        self.log: list[dict] = []
        self._keep = keep
        self._next_id = 1

    def open(
        self, members: list[str], names: list[str], place: Place, step: int, max_lines: int
    ) -> Conversation:
        conv = Conversation(
            id=self._next_id,
            members=list(members),
            names=list(names),
            place=place,
            started_step=step,
            max_lines=max_lines,
            next_step=step,
        )
        self._next_id += 1
        self.active[conv.id] = conv
        return conv

    def close(self, conv_id: int, when: str) -> None:
        conv = self.active.pop(conv_id, None)
        if conv is None:
            return
        self.log.append(
            {
                "id": conv.id,
                "members": conv.members,
                "names": conv.names,
                "place": str(conv.place),
                "ended": when,
                "lines": [[ln.speaker, ln.name, ln.text] for ln in conv.lines],
            }
        )
        del self.log[: -self._keep]

    def involving(self, rid: str) -> list[dict]:
        return [c for c in self.log if rid in c["members"]]

    def get_state(self) -> dict:
        return {"next_id": self._next_id, "log": list(self.log)}

    def set_state(self, state: dict) -> None:
        self._next_id = int(state["next_id"])
        self.log = list(state["log"])
        self.active = {}
