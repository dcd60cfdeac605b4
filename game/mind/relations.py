"""Relationships beyond the paper: one small record per person a resident knows.

The paper re-reads dozens of raw memories to describe a relationship before every conversation
line, which is slow and costly. Here the summary is kept up to date after each conversation and
prompts use it directly; raw memories are still retrieved for the topic.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

_FAMILY = (
    "wife",
    "husband",
    "son",
    "daughter",
    "mother",
    "father",
    "sister",
    "brother",
    "partner",
    "grandchild",
    "parent",
)


@dataclass(kw_only=True)
class Relationship:
    other: str
    name: str
    summary: str = ""
    closeness: float = 0.3  # 0 stranger .. 1 family-close
    last_talked: float | None = None  # game seconds
    times_talked: int = 0
    told: list[int] = field(default_factory=list)  # memory ids already shared with this person


def initial_closeness(text: str) -> float:
    """A first guess from the persona file's description, so families start close."""
    t = text.lower()
    if any(w in t for w in _FAMILY):
        return 0.85
    if any(w in t for w in ("crush", "best friend", "close friend", "roommate", "old friend")):
        return 0.65
    if any(w in t for w in ("rival", "quarrel", "argue", "complain", "opponent")):
        return 0.25
    return 0.45


class Relationships:
    """The resident's view of everyone it knows; JSON-safe state."""

    def __init__(self) -> None:
        self._by_id: dict[str, Relationship] = {}

    def know(self, other: str, name: str, summary: str = "") -> Relationship:
        rel = self._by_id.get(other)
        if rel is None:
            rel = Relationship(
                other=other,
                name=name,
                summary=summary,
                closeness=initial_closeness(summary) if summary else 0.2,
            )
            self._by_id[other] = rel
        return rel

    def get(self, other: str) -> Relationship | None:
        return self._by_id.get(other)

    def summary_of(self, other: str) -> str:
        rel = self._by_id.get(other)
        return rel.summary if rel else ""

    def __iter__(self):
        return iter(sorted(self._by_id.values(), key=lambda r: -r.closeness))

    def __len__(self) -> int:
        return len(self._by_id)

    def after_talk(
        self, other: str, name: str, now: float, summary: str = "", delta: float = 0.0
    ) -> Relationship:
        rel = self.know(other, name)
        rel.last_talked = now
        rel.times_talked += 1
        if summary:
            rel.summary = summary
        rel.closeness = min(1.0, max(0.0, rel.closeness + max(-1.0, min(1.0, delta))))
        return rel

    def get_state(self) -> list[dict]:
        return [asdict(r) for r in self._by_id.values()]

    def set_state(self, state: list[dict]) -> None:
        self._by_id = {d["other"]: Relationship(**d) for d in state}
