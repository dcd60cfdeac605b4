"""The meta and world rows of a save: what the town is, and everything outside the minds.

``Meta`` is the first row (enough to list a save without reading the rest), ``World`` the second
(``Simulation.get_state``'s clock, town, bodies, conversations and dice). The bounds follow
``save_types``: game seconds within the years a town may live in, steps and counts within what a
run can reach, coordinates within the largest map, text within its length limits.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, model_validator

from game.mind.inner.history import KEEP as MOOD_SAMPLES
from game.mind.residents_schema import MAX_RESIDENTS
from game.store.save_rows import Action, Fact, Said
from game.store.save_types import (
    MAX_DIM,
    MAX_STEPS,
    Address,
    Count,
    GameSeconds,
    Line,
    MaybeAddress,
    MaybeName,
    Name,
    ResidentId,
    Row,
    Stamp,
    Word,
    fixed,
    items,
    table,
)
from game.world.user_file_problems import problem
from game.world.user_file_schema import number, text, whole

StepSeconds = whole(1, 3600)
Talkers = items(ResidentId, 100)


class Embedder(Row):
    SHAPE = "an object with name, dim, stored"
    name: Name
    dim: whole(1, MAX_DIM)
    stored: bool  # false: vectors left out, recomputed on load from the text


class Meta(Row):
    """The first row: enough to list a save (town, time, residents) without the rest."""

    SHAPE = "an object with town, seed, time ..."
    town: text(100)
    seed: whole(-(10**18), 10**18)  # as main.py --seed allows
    time: text(100, min_len=0)  # the in-game time as shown ("Fri 13 Feb 2026 09:00")
    step_seconds: StepSeconds
    residents: items(ResidentId, MAX_RESIDENTS)  # resident ids in the town's order
    embedder: Embedder
    brain: text(200, min_len=0)
    version: Annotated[whole(1, 1000), Field(alias="schema")]


class Seen(Row):  # perceived, not yet thought about (game.sim perception)
    subject: Word
    predicate: Word
    obj: Word
    description: Line
    place: Address
    distance: number(0, 10**6)
    actor: MaybeName


class Body(Row):
    """Where a resident is and what its body does next (``game.sim`` body state)."""

    SHAPE = "an object with id, x, y, facing ..."
    id: ResidentId
    x: whole(0, 100_000)
    y: whole(0, 100_000)
    facing: Literal["down", "up", "left", "right"]
    path: items(fixed(whole(0, 100_000), whole(0, 100_000)))
    action: Action | None
    until_s: GameSeconds
    asleep: bool
    time_in: table(Name, whole(0, MAX_STEPS))  # sector -> steps spent there
    trips: Count
    blocked_trips: Count
    conversation: whole(1, 10**12) | None  # id of the conversation it is in
    bubble: Line
    moving: bool
    using: MaybeAddress  # object in use, "" if none
    inbox: items(Seen, 10_000)
    seen_places: items(fixed(Address, MaybeName, MaybeName, MaybeName, bool))
    closed_seen: items(Name, 10_000)  # closures the mind has been told about
    # walking over to someone for a word (``game.sim.approach``): whom, and until when; absent:
    # nobody
    seeking: fixed(ResidentId, GameSeconds) | None = None


class Talk(Row):  # a conversation of the log
    id: whole(1, 10**12)
    members: Talkers
    names: items(MaybeName, 100)
    place: MaybeName
    ended: text(100, min_len=0)
    lines: items(Said, 10_000)


class LineRecord(Row):  # what a line of a talk in progress carried besides its words
    fact: Fact | None = None  # the fact it told, as a record
    to: MaybeName = ""  # whom it was said to, in a group
    holders: items(fixed(text(400), items(ResidentId, 100)), 100) = []  # who has which fact


class ActiveTalk(Row):  # a conversation in progress
    id: whole(1, 10**12)
    members: Talkers
    names: items(MaybeName, 100)
    place: Address
    started_step: whole(0, MAX_STEPS)
    max_lines: whole(1, 10_000)
    lines: items(Said, 10_000)
    turn: Count
    next_step: whole(0, MAX_STEPS)
    waiting: bool
    ending: bool
    concluding: Talkers
    done: Talkers
    records: items(LineRecord, 10_000) = []  # one per line (none in a save before they were kept)

    @model_validator(mode="after")
    def _members_agree(self) -> ActiveTalk:
        """Two or more members, each with a name; those who have left it are members."""
        if len(self.members) < 2:
            raise problem(f"has {len(self.members)} members, a conversation needs 2 or more")
        if len(self.names) != len(self.members):
            raise problem(f"has {len(self.names)} names for {len(self.members)} members")
        for key in ("concluding", "done"):
            stray = [m for m in getattr(self, key) if m not in self.members]
            if stray:
                raise problem(f"{key} names {stray[0]!r}, who is not a member")
        if self.records and len(self.records) != len(self.lines):
            raise problem(f"has {len(self.records)} line records for {len(self.lines)} lines")
        return self


class Clock(Row):
    start: Stamp
    step_seconds: StepSeconds
    step_count: whole(0, MAX_STEPS)


class Town(Row):
    object_state: table(Address, text(200, min_len=0))
    closed: items(Name, 10_000)


class Talks(Row):
    next_id: whole(1, 10**12)
    log: items(Talk)
    active: items(ActiveTalk, 10_000)


class Notice(Row):  # an announcement posted until a game time (game.sim.world_events)
    text: text(1000)
    sector: MaybeName
    until_s: GameSeconds


Word32 = whole(0, 2**32 - 1)
Level = number(0, 1)


class Inner(Row):
    """A resident's needs and mood (``game.mind.inner.state``): fullness, energy, social and
    fun 0..1, valence -1..1, arousal 0..1, the kind of doing at the last step, and the event
    that last moved the mood (a key of the inner-life table's events, "" for none), when, and
    whether it befell someone close rather than oneself (absent in older saves: false), and
    the mood line: the valence every game half-hour, oldest first, the last three days at most
    (``game.mind.inner.history``; absent in older saves: none yet)."""

    SHAPE = "an object with needs, valence, arousal ..."
    needs: fixed(Level, Level, Level, Level)
    valence: number(-1, 1)
    arousal: Level
    doing: text(40)
    cause: text(40, min_len=0)
    cause_s: GameSeconds | None
    heard: bool = False
    cause_who: items(ResidentId, MAX_RESIDENTS) = []  # whom it befell, when ``heard``
    # each need that has been below its level awake, and the last time it was (absent: none)
    low: items(fixed(text(20), GameSeconds), 4) = []
    moods: items(number(-1, 1), MOOD_SAMPLES) = []


class SkillRow(Row):
    """One skill of a resident (``game.mind.inner.skills``): its level 0..1, when it was last
    practised (null: not yet) and the highest stage it has reached (whose news was told)."""

    SHAPE = "an object with level, last_s, best"
    level: Level
    last_s: GameSeconds | None
    best: whole(0, 100)


SkillName = text(40)


class World(Row):
    """The second row: the clock, the town, the bodies, the conversations, the dice."""

    SHAPE = "an object with clock, town, bodies ..."
    clock: Clock
    town: Town
    bodies: table(ResidentId, Body, MAX_RESIDENTS)  # resident id -> body
    talks: Talks
    # random.Random.getstate(): version 3, 624 words and an index, the cached gauss value
    rng: fixed(Literal[3], items(Word32, 625, 625), number(-1e6, 1e6) | None)
    whispers: table(ResidentId, items(Line, 10_000), MAX_RESIDENTS)  # thoughts not yet had
    events: items(fixed(text(100, min_len=0), MaybeName, Line))  # time, resident, text
    last_autosave_s: GameSeconds
    board: items(Notice, 10_000)
    brain: dict[str, Any]  # the brain's own state: each brain checks what it reads
    inner: table(ResidentId, Inner, MAX_RESIDENTS)  # resident id -> needs and mood (v4)
    # resident id -> skill -> its state; optional (a save without it: everyone's skills start
    # where a new town's do), so no new format version was needed for it
    skills: table(ResidentId, table(SkillName, SkillRow, 50), MAX_RESIDENTS) = {}
