"""A resident's row of a save: the mind's memory stream, relations, plans and caches.

What ``Agent.get_state`` writes, as the current format holds it (older versions are upgraded
first, ``migrations.py``). The memory stream is stored column-wise: one list (or one base64
block) per field, one item per memory; the model checks each column's items and, once they
are typed, that the columns agree with ``n`` and point inside the stream
(``Memory._columns_agree``). A memory's ``meta`` is open: its known keys are typed, others free.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, ConfigDict, WithJsonSchema, model_validator, with_config
from typing_extensions import TypedDict

from game.mind.facts import TOPICS
from game.mind.memory_record import KIND_LETTERS
from game.mind.records import MEET_AT
from game.store.save_types import (
    MAX_DIM,
    MAX_MEMORIES,
    Address,
    Count,
    DayMinute,
    GameSeconds,
    IsoDate,
    Line,
    MaybeName,
    MemoryId,
    Name,
    ResidentId,
    Row,
    Word,
    fixed,
    items,
    table,
)
from game.world.user_file_problems import problem
from game.world.user_file_schema import number, text, whole

Importance = whole(1, 10)
StringId = whole(0, 3 * MAX_MEMORIES - 1)  # an index into a memory stream's strings


def _letters(v: str) -> str:
    bad = set(v) - set(KIND_LETTERS)
    if bad:
        at = next(i for i, c in enumerate(v) if c in bad)
        raise problem(f"holds {v[at]!r} at {at + 1}, not a memory kind letter ({KIND_LETTERS})")
    return v


Kinds = Annotated[
    text(MAX_MEMORIES, min_len=0),
    AfterValidator(_letters),
    WithJsonSchema(
        {"type": "string", "pattern": f"^[{KIND_LETTERS}]*$", "maxLength": MAX_MEMORIES}
    ),
]
Said = fixed(MaybeName, MaybeName, Line)  # speaker id, speaker's name, what was said
# base64 of a column of n items: its size is bound by n (``Memory._columns_agree``)
Code = Annotated[str, WithJsonSchema({"type": "string", "contentEncoding": "base64"})]
_B64 = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


class Place(Row):
    SHAPE = "an object with sector, arena, obj"
    sector: Name
    arena: MaybeName
    obj: MaybeName

    @model_validator(mode="after")
    def _arena_of_object(self) -> Place:
        if self.obj and not self.arena:
            raise problem("names an object but no arena")
        return self


class Action(Row):
    SHAPE = "an object with start, minutes, description, place"
    start: DayMinute
    minutes: whole(1, 2 * 1440)
    description: text(1000)
    place: Place
    emoji: text(40, min_len=0)


class Block(Row):
    SHAPE = "an object with start, end, activity"
    start: DayMinute
    end: DayMinute
    activity: text(1000)
    seeks: MaybeName = ""  # a visit's: whom it goes to find (older saves: none)
    began: DayMinute | None = None  # the rest of a cut block: when it began (older saves: none)

    @model_validator(mode="after")
    def _ends_after_start(self) -> Block:
        if self.end <= self.start:
            raise problem(f"end is {self.end}, not after start {self.start}")
        return self


class Gathering(Row):  # game.mind.types.Gathering
    what: text(200)
    place: Name
    date: IsoDate
    start: DayMinute
    end: whole(1, 2 * 1440)
    host: MaybeName
    host_name: MaybeName
    source: Literal["notice", "whisper", "talk", "request"]
    guest: MaybeName = ""  # an appointment's (older saves: none)
    guest_name: MaybeName = ""
    honoree: MaybeName = ""  # the one it is held for (older saves, most gatherings: none)
    honoree_name: MaybeName = ""
    open: bool = False  # all welcome (older saves: no)


class Meet(Row):  # game.mind.records.Meet: where a request answered yes has the two meet
    at: Literal[MEET_AT]
    what: text(200, min_len=0) = ""
    before: Gathering | None = None  # the gathering it gets ready for (older saves: none)


class Fact(Row):  # game.mind.facts: whom a statement is about, its two sentences
    key: text(400)
    about: items(ResidentId, 100)
    topic: Literal[TOPICS]
    mine: text(400, min_len=0)
    told: text(400)
    secret: bool
    news: bool
    event: Gathering | None
    ask: text(400, min_len=0) = ""  # a request of the holder's own (older saves: none)
    second: text(400, min_len=0) = ""  # as the second it is about says it (older: none)
    meet: Meet | None = None  # a request's (older saves: none)
    arranged: Gathering | None = None  # what came of a request: when the two meet
    day: IsoDate | Literal[""] = ""  # the one day it was news of (older saves: none)


class Done(Row):  # game.mind.records.Doing: what was done in a plan step
    start: DayMinute
    end: DayMinute
    did: Line
    place: MaybeName
    activity: Line = ""  # the phrase it was said from (older saves: none)


# Per memory: each kind of memory has its own keys, all optional, typed when present (never
# null); other keys are free (a key the game adds tomorrow must not make today's game refuse a
# save). A TypedDict, not a model: a town holds thousands of these, and a model (its instance,
# its Python checks of the object's keys) costs three times as much to check.
MemoryMeta = with_config(ConfigDict(strict=True, extra="allow"))(
    TypedDict(
        "MemoryMeta",
        {
            "seed": bool,  # from the persona file
            "relation": MaybeName,  # seed memory about this resident id
            "date": text(40, min_len=0),  # a plan's date
            "conversation": whole(1, 10**12),  # conversation id
            "transcript": items(Said),  # before version 3 (and a talk the log lost)
            "with": items(ResidentId),  # resident ids talked with
            "saw": items(ResidentId),  # resident ids seen at a gathering one went to
            "at": MaybeName,  # the sector a talk was held in
            "felt": text(10, min_len=0),  # how the talk felt ("good", "bad"; brain.FELT)
            "witnessed": bool,  # a fact seen happen (a norm broken), not told by anyone
            "learned": bool,  # a fact heard from someone
            "source": MaybeName,  # who said it ("" if unsure)
            "question": Line,  # the reflection question
            "about": items(ResidentId),  # whom a reflection's intention concerns
            "intent": text(10, min_len=0),  # what it means to do about them (brain.INTENTS)
            "level": whole(1, 1000),  # forgetting summary level
            "day": whole(-(10**6), 10**6),
            "of": Line,
            "count": whole(0, 10**9),
            "whisper": bool,
            "repair": bool,
            "interview": bool,  # a visitor's question, remembered (game.mind.interview)
            "event": bool,  # something that happened and can be passed on as news
            "did": Line,  # the plan step this memory records as done
            "done": Done,
            "hand": whole(1, 2),  # 1: heard from the one it is about; 2: hearsay
            "log_lines": whole(1, 10**6),  # the first k lines of the talk log's entry
            "gathering": Gathering,  # read of on a notice or whispered (game.mind.gatherings)
            "going": bool,
            "reason": Line,  # why one goes or not
            "fact": Fact,  # the statement as a record (game.mind.facts)
        },
        total=False,
    )
)


def b64_size(code: str) -> int | None:
    """Bytes that strict base64 ``code`` decodes to, or None; measured, not decoded (3x
    faster than decoding it)."""
    body = code.rstrip("=")
    pad = len(code) - len(body)
    if len(code) % 4 or pad > 2 or not code.isascii() or body.encode().translate(None, _B64):
        return None
    return len(code) // 4 * 3 - pad


class Memory(Row):
    """A memory stream (``game.mind.memory_state.SavableMemory.get_state``), version 2: the kind
    column as one letter per memory, subjects, predicates, objects and keywords as indices
    into ``strings``; vectors, times and counts as little-endian base64 blocks."""

    SHAPE = "a memory stream"
    version: Literal[2]
    n: whole(0, MAX_MEMORIES)
    embedder: MaybeName
    dim: whole(1, MAX_DIM)
    embedding_dtype: Literal["float16", "float32", "none"]  # none: not stored
    embeddings: Code  # n x dim
    created: Code  # <f8, game seconds
    last_accessed: Code  # <f8
    access_count: Code  # <i4
    alive: Code  # u1
    kind: Kinds  # one letter per memory
    # the columns: one item per memory
    content: items(Line, MAX_MEMORIES)
    importance_10: items(Importance, MAX_MEMORIES)
    strings: items(Word, 3 * MAX_MEMORIES)
    spo: items(fixed(*(StringId | None,) * 3), MAX_MEMORIES)  # subject, predicate, object
    keywords: items(items(StringId, 100), MAX_MEMORIES)
    evidence: items(items(MemoryId, 1000), MAX_MEMORIES)
    depth: items(whole(0, 1000), MAX_MEMORIES)
    meta: items(MemoryMeta, MAX_MEMORIES)

    @model_validator(mode="after")
    def _columns_agree(self) -> Memory:
        n = self.n
        for key in ("kind", "content", "importance_10", "spo", "keywords", "evidence"):
            if len(getattr(self, key)) != n:
                raise problem(f"{key} has {len(getattr(self, key))} items but n is {n}")
        if len(self.depth) != n or len(self.meta) != n:
            key = "depth" if len(self.depth) != n else "meta"
            raise problem(f"{key} has {len(getattr(self, key))} items but n is {n}")
        strings = len(self.strings)
        for key in ("spo", "keywords"):
            rows = getattr(self, key)
            top = max((i for row in rows for i in row if i is not None), default=-1)
            if top >= strings:
                j = next(j for j, row in enumerate(rows, start=1) if top in row)
                raise problem(f"{key}[{j}] names string {top} of {strings}")
        width = {"float16": 2, "float32": 4}.get(self.embedding_dtype, 0)
        sizes = {"embeddings": n * self.dim * width, "created": 8 * n, "last_accessed": 8 * n}
        sizes.update({"access_count": 4 * n, "alive": n})
        for key, size in sizes.items():
            got = b64_size(getattr(self, key))
            if got is None:
                raise problem(f"{key} is not valid base64")
            if got != size:
                raise problem(f"{key} holds {got} bytes, not {size} for {n} memories")
        top = max((max(ev) for ev in self.evidence if ev), default=-1)
        if top >= n:
            j = next(j for j, ev in enumerate(self.evidence, start=1) if top in ev)
            raise problem(f"evidence[{j}] points at memory {top} of {n}")
        return self


class Relation(Row):
    SHAPE = "an object with other, name, summary, closeness ..."
    other: ResidentId
    name: MaybeName
    summary: Line
    closeness: number(0, 1)
    last_talked: GameSeconds | None
    times_talked: Count
    told: items(MemoryId, MAX_MEMORIES)  # memory ids already shared with this person
    has: items(MemoryId, MAX_MEMORIES) = []  # facts one knows they have, not told by one


class Schedule(Row):
    SHAPE = "an object with date, blocks, actions ..."
    date: IsoDate
    blocks: items(Block, 200)
    actions: items(Action, 2000)
    decomposed: items(fixed(DayMinute, DayMinute), 2000)
    revisions: Count


class ImportanceCache(Row):
    # the scores' cache, oldest first: [text, 1-10], or since version 3 [memory id, 1-10]
    # when the text is that memory's content
    cache: items(fixed(MemoryId | Line, Importance), MAX_MEMORIES)


class Resident(Row):
    """One resident's mind (``Agent.get_state``)."""

    SHAPE = "a resident's mind"
    id: ResidentId
    memory: Memory
    spatial: items(fixed(Address, MaybeName, MaybeName, MaybeName))  # address, kinds
    relations: items(Relation, 10_000)
    perception: items(fixed(fixed(Word, Word, Word), GameSeconds))  # (s, p, o), seen at
    schedule: Schedule | None
    previous_blocks: items(Block, 200)
    last_reflected_id: whole(-1, MAX_MEMORIES - 1)
    last_forget_s: GameSeconds | None
    last_talk_s: GameSeconds | None
    considered: table(ResidentId, GameSeconds, 10_000)  # other id -> game seconds
    conversations: Count
    reflections: Count
    notes: items(Line)
    unjudged: items(MemoryId, MAX_MEMORIES)
    importance: ImportanceCache
    # its workplace shut today: the date and the shifts it took (start, end, activity), put back
    # if the place opens again that day (``game.mind.react.back_to_work``); absent: none
    day_off: fixed(IsoDate, items(fixed(DayMinute, DayMinute, Line), 100)) | None = None

    @model_validator(mode="after")
    def _ids_inside_the_stream(self) -> Resident:
        n = self.memory.n
        top = max(self.unjudged, default=-1)
        if top >= n:
            raise problem(f"unjudged[{self.unjudged.index(top) + 1}] points at memory {top} of {n}")
        if self.last_reflected_id >= n:
            raise problem(f"last_reflected_id points at memory {self.last_reflected_id} of {n}")
        cache = self.importance.cache
        top = max((k for k, _ in cache if type(k) is int), default=-1)
        if top >= n:
            j = next(j for j, (k, _) in enumerate(cache, start=1) if k == top and type(k) is int)
            raise problem(f"importance.cache[{j}] points at memory {top} of {n}")
        return self
