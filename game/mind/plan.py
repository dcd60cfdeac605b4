"""Planning: a day of broad blocks, decomposed hour by hour into 5-15 minute actions.

Times are minutes since midnight of the schedule's date; they may pass 1440 for residents who go
to bed after midnight. A schedule is *revised*, never thrown away: a conversation or a closed
place cuts the current hour at "now" and only the rest of that hour is decomposed again.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.mind import language, wording
from game.mind.types import Action, Place, PlanBlock, cut_in, min_to_hhmm

SLICE = 60  # minutes decomposed at a time, as in the paper's hourly schedule
SLEEP_WORDS = ("sleep", "asleep", "bed for the night")


@dataclass(kw_only=True)
class DaySchedule:
    """One day's plan and the actions decomposed from it so far."""

    date: str  # "2026-02-13"
    blocks: list[PlanBlock]
    actions: list[Action] = field(default_factory=list)
    decomposed: list[tuple[int, int]] = field(default_factory=list)  # covered [start, end) spans
    revisions: int = 0

    # ---------------------------------------------------------------- lookup
    def block_at(self, minute: int) -> PlanBlock | None:
        for b in self.blocks:
            if b.start <= minute < b.end:
                return b
        return None

    def action_at(self, minute: int) -> Action | None:
        for a in self.actions:
            if a.start <= minute < a.end:
                return a
        return None

    def covered(self, minute: int) -> bool:
        return any(s <= minute < e for s, e in self.decomposed)

    def slice_at(self, minute: int) -> PlanBlock | None:
        """The part of the block at ``minute`` that should be decomposed next.

        From ``minute`` to the next hour boundary or the block's end, whichever is first; a sleep
        block is returned whole (one action covers the night).
        """
        block = self.block_at(minute)
        if block is None:
            return None
        if any(w in block.activity.lower() for w in SLEEP_WORDS):
            return block.part(minute, block.end)
        end = min(block.end, (minute // SLICE + 1) * SLICE)
        if end - minute < 5 and end < block.end:  # avoid slivers: take the next hour too
            end = min(block.end, end + SLICE)
        return block.part(minute, end)

    # ---------------------------------------------------------------- edits
    def add_actions(
        self, span: PlanBlock, actions: tuple[Action, ...], fallback: Place
    ) -> list[Action]:
        """Insert decomposed actions for ``span``, clipped to it; gaps are filled.

        Returns the actions kept. Brains validate, but the schedule trusts nobody: an action
        outside the span is cut, overlapping ones are trimmed, and a hole becomes "continue ..."
        at the last place, so the resident is never without something to do.
        """
        kept: list[Action] = []
        cursor = span.start
        for a in sorted(actions, key=lambda a: a.start):
            start, end = max(a.start, cursor), min(a.end, span.end)
            if end - start <= 0:
                continue
            if start > cursor:
                kept.append(_filler(span, cursor, start, kept[-1].place if kept else fallback))
            kept.append(
                Action(
                    start=start,
                    minutes=end - start,
                    description=a.description,
                    place=a.place,
                    emoji=a.emoji,
                )
            )
            cursor = end
        if cursor < span.end:
            kept.append(_filler(span, cursor, span.end, kept[-1].place if kept else fallback))
        self.actions = [a for a in self.actions if a.end <= span.start or a.start >= span.end]
        self.actions.extend(kept)
        self.actions.sort(key=lambda a: a.start)
        self.decomposed.append((span.start, span.end))
        return kept

    def revise_from(self, minute: int) -> list[Action]:
        """Cut the plan at ``minute``: the action in progress ends now and what was decomposed
        after it is dropped, so it is decomposed again (an hour at a time) with what the
        resident now knows. The day's broad blocks stay."""
        dropped = [a for a in self.actions if a.start >= minute]
        out = []
        for a in self.actions:
            if a in dropped:
                continue
            if a.start < minute < a.end:
                a = Action(
                    start=a.start,
                    minutes=minute - a.start,
                    description=a.description,
                    place=a.place,
                    emoji=a.emoji,
                )
            out.append(a)
        self.actions = out
        self.decomposed = [(s, min(e, minute)) for s, e in self.decomposed if s < minute]
        self.revisions += 1
        return dropped

    def replan_from(self, minute: int, blocks: list[PlanBlock]) -> None:
        """News changed the day: keep the blocks (and actions) before ``minute``, cut the block
        in progress at ``minute`` and take ``blocks`` (a fresh plan of the whole day) from
        there on. Actions from ``minute`` on are dropped, so the next think decomposes anew."""
        kept = [b for b in self.blocks if b.end <= minute]
        cur = self.block_at(minute)
        if cur is not None and minute - cur.start >= 5:
            kept.append(cur.part(cur.start, minute))
        start = kept[-1].end if kept else minute
        for b in blocks:
            if b.end <= start:
                continue
            kept.append(b.part(max(b.start, start), b.end))
            start = b.end
        if kept and kept[-1].end < self.blocks[-1].end:
            last = kept.pop()
            kept.append(last.part(last.start, self.blocks[-1].end))
        self.blocks = joined_at(kept, minute)
        self.revise_from(minute)

    def insert_block(self, block: PlanBlock, minute: int) -> None:
        """Put a block fixed in time (a gathering) into the day: the blocks it overlaps are cut
        around it, so the rest of the plan stands (one cut to a sliver keeps its length where
        it can: ``keep_whole``). What was decomposed from its start (or from ``minute``, when
        it has begun) on is dropped and decomposed again when it comes."""
        self.blocks = keep_whole(self.blocks, cut_in(self.blocks, block), block, minute)
        cut = max(minute, block.start)
        if any(e > cut for _, e in self.decomposed):
            self.revise_from(cut)

    def insert_now(self, action: Action) -> None:
        """Put a reaction in at its start, trimming whatever it overlaps."""
        self.revise_from(action.start)
        self.actions = [a for a in self.actions if a.end <= action.start or a.start >= action.end]
        self.actions.append(action)
        self.actions.sort(key=lambda a: a.start)
        self.decomposed.append((action.start, action.end))

    def replace(self, old: Action, new: Action) -> None:
        self.actions = [new if a == old else a for a in self.actions]

    def upcoming(self, minute: int) -> list[Action]:
        return [a for a in self.actions if a.end > minute]

    # ---------------------------------------------------------------- text
    def describe(self, minute: int | None = None) -> list[str]:
        lines = []
        for b in self.blocks:
            mark = ">" if minute is not None and b.start <= minute < b.end else " "
            shown = language.reading().shown(b.activity)
            lines.append(f"{mark} {min_to_hhmm(b.start)}-{min_to_hhmm(b.end)} {shown}")
        return lines

    def as_memory_text(self, name: str) -> str:
        shown = language.reading().shown
        items = wording.frame("plan_items").join(
            wording.said("plan_item", time=min_to_hhmm(b.start), activity=shown(b.activity))
            for b in self.blocks
        )
        return wording.said("plan", name=name, date=self.date, items=items)

    # ---------------------------------------------------------------- state
    def get_state(self) -> dict:
        return {
            "date": self.date,
            "blocks": [b.to_dict() for b in self.blocks],
            "actions": [a.to_dict() for a in self.actions],
            "decomposed": [list(s) for s in self.decomposed],
            "revisions": self.revisions,
        }

    @classmethod
    def from_state(cls, state: dict) -> DaySchedule:
        return cls(
            date=state["date"],
            blocks=[PlanBlock.from_dict(b) for b in state["blocks"]],
            actions=[Action.from_dict(a) for a in state["actions"]],
            decomposed=[tuple(s) for s in state["decomposed"]],
            revisions=int(state.get("revisions", 0)),
        )


def joined_at(blocks: list[PlanBlock], minute: int) -> list[PlanBlock]:
    """``blocks`` (the part lived, cut at ``minute``, and a new plan from it) with the block cut
    at ``minute`` whole again where the new plan goes on with it: one block, so its rest is
    decomposed as the same stretch (a routine under way when news came is not begun again,
    the shower taken twice)."""
    out: list[PlanBlock] = []
    for b in blocks:
        last = out[-1] if out else None
        if (
            last is not None
            and last.end == b.start == minute
            and (last.activity, last.seeks) == (b.activity, b.seeks)
        ):
            out[-1] = last.part(last.start, b.end)
        else:
            out.append(b)
    return out


def _filler(span: PlanBlock, start: int, end: int, place: Place) -> Action:
    return Action(
        start=start,
        minutes=end - start,
        description=f"continue: {span.activity}",
        place=place,
        emoji="",
    )


SLIVER = 30  # minutes: a block cut shorter than this by one put in moves to keep its length
KEEP = 15  # minutes the block it takes them from keeps


def keep_whole(old: list[PlanBlock], new: list[PlanBlock], put: PlanBlock, minute: int) -> list:
    """``new`` (``old`` with ``put`` cut in), where a block of the future that ``put`` cut to
    a sliver (dinner from 18:30 to 18:40 before a meeting at 18:40) keeps its length: it starts
    earlier, the block before it giving the minutes (dinner from 18:00), or, cut at its start,
    ends later, the block after it giving them; the giver keeps ``KEEP`` minutes and nothing
    already lived is moved."""
    out = list(new)
    for i, b in enumerate(out):
        was = next(
            (o for o in old if o.activity == b.activity and o.start <= b.start < o.end), None
        )
        if was is None or b is put or not (0 < b.end - b.start < min(SLIVER, was.end - was.start)):
            continue
        short = (was.end - was.start) - (b.end - b.start)
        if b.end == put.start and i > 0 and b.start >= minute:
            prev = out[i - 1]
            give = min(short, prev.end - prev.start - KEEP, prev.end - max(minute, prev.start))
            if give >= 5 and prev is not put:
                out[i - 1] = prev.part(prev.start, prev.end - give)
                out[i] = b.part(b.start - give, b.end)
        elif b.start == put.end and i + 1 < len(out) and b.start >= minute:
            nxt = out[i + 1]
            give = min(short, nxt.end - nxt.start - KEEP)
            if give >= 5 and nxt is not put:
                out[i] = b.part(b.start, b.end + give)
                out[i + 1] = nxt.part(nxt.start + give, nxt.end)
    return out


def clean_blocks(blocks: tuple[PlanBlock, ...], wake: int, sleep: int) -> list[PlanBlock]:
    """Sort, drop overlaps, and stretch a day plan so it covers wake..sleep without holes.

    A brain (or a model) may leave a gap at lunch or end at 21:00 for a 23:00 bedtime; the
    resident still needs something to do, so gaps extend the previous block.
    """
    out: list[PlanBlock] = []
    for b in sorted(blocks, key=lambda b: b.start):
        start = max(b.start, out[-1].end if out else wake)
        end = min(b.end, sleep)
        if end - start < 5:
            continue
        if out and start > out[-1].end:
            prev = out.pop()
            out.append(prev.part(prev.start, start))
        out.append(b.part(start, end))
    if not out:
        return [PlanBlock(start=wake, end=sleep, activity="go about the day at home")]
    if out[0].start > wake:
        first = out.pop(0)
        out.insert(0, first.part(wake, first.end))
    if out[-1].end < sleep:
        last = out.pop()
        out.append(last.part(last.start, sleep))
    return out
