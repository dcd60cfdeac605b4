"""The save document, key by key: what ``Simulation.get_state`` writes, and its checker.

Why: a damaged or foreign save must be refused BEFORE any of it reaches the simulation, with
one line naming the field (``residents[3].memory.content is null``), never a traceback in
``set_state`` or a half-loaded town. Every key at every level is listed here; an unknown key
is refused too, so a field added to a ``get_state`` without a line here fails
``tests/store/test_schema.py`` (and the save would not load).

To add a field: one line in the record it belongs to (``"timers": MapOf(Num()),``), bump
``CURRENT_VERSION`` in ``migrations.py`` and register a migration that fills it in older saves.

Paths use the logical document ``{meta, world, residents: [...]}`` (``residents[0]`` is the
first resident, whatever its TinyDB row id). Cost: a few tens of milliseconds for a 25-resident,
3-day save (17,000 memories): lists are checked column-wise, base64 columns are measured, not
decoded (``tests/store/test_speed.py`` counts the calls).
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from game.mind.facts import TOPICS
from game.store.shapes import Known, ListOf, MapOf, OneOf, Record, Tup
from game.store.spec import Bool, Int, Invalid, Num, Str

# Memory kinds, as ``game.mind.memory.KINDS`` (a test keeps the two equal).
MEMORY_KINDS = ("observation", "conversation", "reflection", "plan", "summary")
KIND_LETTERS = "ocrps"  # since version 3 the kind column is one letter each, in this order
FACINGS = ("down", "up", "left", "right")


def _parses(parse, what: str):
    def test(text: str) -> str | None:
        try:
            parse(text)
        except ValueError:
            return f"is {text!r}, not {what}"
        return None

    return test


_iso_time = _parses(datetime.fromisoformat, "an ISO date and time")
_iso_date = _parses(date.fromisoformat, "an ISO date")


def _address(text: str) -> str | None:
    parts = text.split(":")
    if len(parts) > 3 or not parts[0].strip() or (len(parts) == 3 and not parts[1].strip()):
        return f"is {text!r}, not a place address (sector[:arena[:object]])"
    return None


def _place_rule(p: dict) -> Any:
    return (("obj",), "names an object but no arena") if p["obj"] and not p["arena"] else None


def _block_rule(b: dict) -> Any:
    if b["end"] <= b["start"]:
        return ("end",), f"is {b['end']}, not after start {b['start']}"
    return None


PLACE = Record({"sector": Str(nonempty=True), "arena": Str(), "obj": Str()}, rules=[_place_rule])
ACTION = Record(
    {
        "start": Int(lo=0),  # minutes since midnight of the plan's day (may pass 1440)
        "minutes": Int(lo=1),
        "description": Str(nonempty=True),
        "place": PLACE,
        "emoji": Str(),
    }
)
BLOCK = Record(
    {"start": Int(lo=0), "end": Int(lo=0), "activity": Str(nonempty=True)}, rules=[_block_rule]
)
TILE = Tup(Int(lo=0), Int(lo=0))

META = Record(
    {
        "town": Str(nonempty=True),
        "seed": Int(),
        "time": Str(),  # the in-game time as shown ("Fri 13 Feb 2026 09:00")
        "step_seconds": Int(lo=1),
        "residents": ListOf(Str(nonempty=True)),  # resident ids in the town's order
        # stored: false = vectors left out, recomputed on load from the text (local embedder)
        "embedder": Record({"name": Str(nonempty=True), "dim": Int(lo=1), "stored": Bool()}),
        "brain": Str(),
        "schema": Int(lo=1),
    }
)
SEEN = Record(
    {
        "subject": Str(),
        "predicate": Str(),
        "obj": Str(),
        "description": Str(),
        "place": Str(test=_address),
        "distance": Num(lo=0),
        "actor": Str(),
    }
)
BODY = Record(
    {
        "id": Str(nonempty=True),
        "x": Int(lo=0),
        "y": Int(lo=0),
        "facing": Str(choices=FACINGS),
        "path": ListOf(TILE),
        "action": ACTION.or_null(),
        "until_s": Num(),
        "asleep": Bool(),
        "time_in": MapOf(Int(lo=0)),  # sector -> steps spent there
        "trips": Int(lo=0),
        "blocked_trips": Int(lo=0),
        # since version 2: everything else that decides what the body does next
        "conversation": Int(lo=1, null=True),  # id of the conversation it is in
        "bubble": Str(),
        "moving": Bool(),
        "using": Str(test=lambda t: _address(t) if t else None),  # object in use, "" if none
        "inbox": ListOf(SEEN),  # perceived, not yet thought about
        "seen_places": ListOf(Tup(Str(test=_address), Str(), Str(), Str(), Bool())),
        "closed_seen": ListOf(Str(nonempty=True)),  # closures the mind has been told about
    }
)
TALK = Record(
    {
        "id": Int(lo=1),
        "members": ListOf(Str(nonempty=True)),
        "names": ListOf(Str()),
        "place": Str(),
        "ended": Str(),
        "lines": ListOf(Tup(Str(), Str(), Str())),  # speaker id, name, text
    }
)


def _talk_rule(t: dict) -> Any:
    """A conversation in progress has two or more members, each with a name; those who have
    left it are members."""
    if len(t["members"]) < 2:
        return ("members",), f"has {len(t['members'])} members, a conversation needs 2 or more"
    if len(t["names"]) != len(t["members"]):
        return ("names",), f"has {len(t['names'])} names for {len(t['members'])} members"
    for key in ("concluding", "done"):
        stray = [m for m in t[key] if m not in t["members"]]
        if stray:
            return (key,), f"names {stray[0]!r}, who is not a member"
    return None


ACTIVE_TALK = Record(
    {
        "id": Int(lo=1),
        "members": ListOf(Str(nonempty=True)),
        "names": ListOf(Str()),
        "place": Str(test=_address),
        "started_step": Int(lo=0),
        "max_lines": Int(lo=1),
        "lines": ListOf(Tup(Str(), Str(), Str())),  # speaker id, name, text
        "turn": Int(lo=0),
        "next_step": Int(lo=0),
        "waiting": Bool(),
        "ending": Bool(),
        "concluding": ListOf(Str(nonempty=True)),
        "done": ListOf(Str(nonempty=True)),
    },
    rules=[_talk_rule],
)
WORLD = Record(
    {
        "clock": Record(
            {"start": Str(test=_iso_time), "step_seconds": Int(lo=1), "step_count": Int(lo=0)}
        ),
        "town": Record({"object_state": MapOf(Str()), "closed": ListOf(Str(nonempty=True))}),
        "bodies": MapOf(BODY),  # resident id -> body
        "talks": Record({"next_id": Int(lo=1), "log": ListOf(TALK), "active": ListOf(ACTIVE_TALK)}),
        # random.Random.getstate(): version 3, 624 words + index, cached gauss
        "rng": Tup(Int(lo=3, hi=3), ListOf(Int(lo=0, hi=2**32 - 1), size=625), Num(null=True)),
        # since version 2
        "whispers": MapOf(ListOf(Str())),  # resident id -> thoughts not yet thought
        "events": ListOf(Tup(Str(), Str(), Str())),  # the event log: time, resident, text
        "last_autosave_s": Num(),
        # announcements posted until a game time (see game.sim.world_events)
        "board": ListOf(Record({"text": Str(nonempty=True), "sector": Str(), "until_s": Num()})),
        # the brain's own state (a model's plan reuse); free-form, each brain checks its own
        "brain": Known({}),
    }
)


_B64 = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def _b64_size(text: str) -> int | None:
    """Bytes that strict base64 ``text`` decodes to, or None; 3x faster than decoding it."""
    body = text.rstrip("=")
    pad = len(text) - len(body)
    if len(text) % 4 or pad > 2 or not text.isascii() or body.encode().translate(None, _B64):
        return None
    return len(text) // 4 * 3 - pad


def _memory_rule(m: dict) -> Any:
    """Columns agree with ``n``; packed columns decode to n items; evidence points inside."""
    n = m["n"]
    if len(m["kind"]) != n:
        return ("kind",), f"has {len(m['kind'])} letters but memory.n is {n}"
    for key in ("content", "importance_10", "spo", "keywords", "evidence", "depth", "meta"):
        if len(m[key]) != n:
            return (key,), f"has {len(m[key])} items but memory.n is {n}"
    strings = len(m["strings"])
    for key in ("spo", "keywords"):
        top = max((i for row in m[key] for i in row if i is not None), default=-1)
        if top >= strings:
            j = next(j for j, row in enumerate(m[key]) if top in row)
            return (key, j), f"names string {top} of {strings}"
    width = {"float16": 2, "float32": 4}.get(m["embedding_dtype"], 0)  # "none": not stored
    sizes = {"embeddings": n * m["dim"] * width, "created": 8 * n, "last_accessed": 8 * n}
    sizes.update({"access_count": 4 * n, "alive": n})
    for key, size in sizes.items():
        got = _b64_size(m[key])
        if got is None:
            return (key,), "is not valid base64"
        if got != size:
            return (key,), f"holds {got} bytes, not {size} for {n} memories"
    for i, ev in enumerate(m["evidence"]):
        if ev and max(ev) >= n:
            return ("evidence", i), f"points at memory {max(ev)} of {n}"
    return None


def _gathering(null: bool = False) -> Record:  # game.mind.types.Gathering
    return Record(
        {
            "what": Str(nonempty=True),
            "place": Str(nonempty=True),
            "date": Str(test=_iso_date),
            "start": Int(lo=0),
            "end": Int(lo=1),
            "host": Str(),
            "host_name": Str(),
            "source": Str(choices=("notice", "whisper", "talk")),
        },
        null=null,
    )


MEMORY_META = Known(  # per memory; known keys typed, others free (a new one must not break)
    {
        "seed": Bool(),  # from the persona file
        "relation": Str(),  # seed memory about this resident id
        "date": Str(),  # a plan's date
        "conversation": Int(lo=1),  # conversation id
        "transcript": ListOf(Tup(Str(), Str(), Str())),  # speaker id, name, text
        "with": ListOf(Str()),  # resident ids talked with
        "learned": Bool(),  # a fact heard from someone
        "source": Str(),  # who said it ("" if unsure)
        "question": Str(),  # the reflection question
        "level": Int(lo=1),  # forgetting summary level
        "day": Int(),
        "of": Str(),
        "count": Int(lo=0),
        "whisper": Bool(),
        "repair": Bool(),
        "interview": Bool(),  # a visitor's question, remembered (game.mind.interview)
        "event": Bool(),  # something that happened and can be passed on as news
        "did": Str(),  # the plan step this memory records as done (no repeat that day)
        # what was done in that step, as a record (game.mind.records.Doing)
        "done": Record({"start": Int(lo=0), "end": Int(lo=0), "did": Str(), "place": Str()}),
        "hand": Int(lo=1),  # 1: heard from the one it is about; 2: second-hand (hearsay)
        # since version 3, instead of "transcript": the first k lines of the talk log's entry
        # for this memory's "conversation" (the transcript is saved once, in the log)
        "log_lines": Int(lo=1),
        # a gathering read of on a notice or whispered, and whether one goes (game.mind.gatherings)
        "gathering": _gathering(),
        "going": Bool(),
        "reason": Str(),  # why one goes or not (game.mind.gatherings.chance)
        # the statement as a record (game.mind.facts): whom it is about, its two sentences
        "fact": Record(
            {
                "key": Str(nonempty=True),
                "about": ListOf(Str(nonempty=True)),
                "topic": Str(choices=TOPICS),
                "mine": Str(),
                "told": Str(nonempty=True),
                "secret": Bool(),
                "news": Bool(),
                "event": _gathering(null=True),
            }
        ),
    }
)


def _letters(text: str) -> str | None:
    if set(text) <= _KIND_SET:
        return None
    bad = next(c for c in text if c not in _KIND_SET)
    return f"holds {bad!r}, not a memory kind letter ({KIND_LETTERS})"


_KIND_SET = set(KIND_LETTERS)
MEMORY = Record(
    {
        "version": Int(lo=2, hi=2),  # 2: kind as letters, spo and keywords as string indices
        "n": Int(lo=0),
        "embedder": Str(),
        "dim": Int(lo=1),
        "embedding_dtype": Str(choices=("float16", "float32", "none")),
        "embeddings": Str(),  # base64, little-endian, n x dim
        "created": Str(),  # base64 <f8, game seconds
        "last_accessed": Str(),  # base64 <f8
        "access_count": Str(),  # base64 <i4
        "alive": Str(),  # base64 u1
        "kind": Str(test=_letters),  # one letter per memory: o, c, r, p, s (MEMORY_KINDS)
        "content": ListOf(Str()),
        "importance_10": ListOf(Int(lo=1, hi=10)),
        "strings": ListOf(Str()),  # the texts spo and keywords name by index
        "spo": ListOf(Tup(*(Int(lo=0, null=True),) * 3)),  # subject, predicate, object
        "keywords": ListOf(ListOf(Int(lo=0))),
        "evidence": ListOf(ListOf(Int(lo=0))),
        "depth": ListOf(Int(lo=0)),
        "meta": ListOf(MEMORY_META),
    },
    rules=[_memory_rule],
)
RELATION = Record(
    {
        "other": Str(nonempty=True),
        "name": Str(),
        "summary": Str(),
        "closeness": Num(lo=0, hi=1),
        "last_talked": Num(null=True),
        "times_talked": Int(lo=0),
        "told": ListOf(Int(lo=0)),  # memory ids already shared with this person
    }
)
SCHEDULE = Record(
    {
        "date": Str(test=_iso_date),
        "blocks": ListOf(BLOCK),
        "actions": ListOf(ACTION),
        "decomposed": ListOf(Tup(Int(lo=0), Int(lo=0))),
        "revisions": Int(lo=0),
    },
    null=True,
)


def _resident_rule(r: dict) -> Any:
    n = r["memory"]["n"]
    for i, mid in enumerate(r["unjudged"]):
        if mid >= n:
            return ("unjudged", i), f"points at memory {mid} of {n}"
    if r["last_reflected_id"] >= n:
        return ("last_reflected_id",), f"points at memory {r['last_reflected_id']} of {n}"
    for i, (key, _) in enumerate(r["importance"]["cache"]):
        if type(key) is int and key >= n:
            return ("importance", "cache", i, 0), f"points at memory {key} of {n}"
    return None


RESIDENT = Record(
    {
        "id": Str(nonempty=True),
        "memory": MEMORY,
        "spatial": ListOf(Tup(Str(test=_address), Str(), Str(), Str())),  # address, kinds
        "relations": ListOf(RELATION),
        "perception": ListOf(Tup(Tup(Str(), Str(), Str()), Num())),  # (s, p, o), seen at
        "schedule": SCHEDULE,
        "previous_blocks": ListOf(BLOCK),
        "last_reflected_id": Int(lo=-1),
        "last_forget_s": Num(null=True),
        "last_talk_s": Num(null=True),
        "considered": MapOf(Num()),  # other id -> game seconds
        "conversations": Int(lo=0),
        "reflections": Int(lo=0),
        "notes": ListOf(Str()),
        "unjudged": ListOf(Int(lo=0)),
        # the scores' cache, oldest first: [text, 1-10], or since version 3 [memory id, 1-10]
        # when the text is that memory's content
        "importance": Record({"cache": ListOf(Tup(OneOf(Str(), Int(lo=0)), Int(lo=1, hi=10)))}),
    },
    rules=[_resident_rule],
)


def _save_rule(doc: dict) -> Any:
    """The three parts name the same residents, in the same order."""
    ids, residents = doc["meta"]["residents"], doc["residents"]
    if len(set(ids)) != len(ids):
        dup = next(i for i, rid in enumerate(ids) if rid in ids[:i])
        return ("meta", "residents", dup), f"repeats {ids[dup]!r}"
    if len(residents) != len(ids):
        return ("residents",), f"has {len(residents)} entries but meta.residents lists {len(ids)}"
    for i, (rid, r) in enumerate(zip(ids, residents, strict=True)):
        if r["id"] != rid:
            return ("residents", i, "id"), f"is {r['id']!r} but meta.residents[{i}] is {rid!r}"
    bodies = doc["world"]["bodies"]
    for rid in ids:
        if rid not in bodies:
            return ("world", "bodies"), f"has no body for {rid!r}"
    for key, body in bodies.items():
        if key not in ids:
            return ("world", "bodies", key), "is not a resident of this save"
        if body["id"] != key:
            return ("world", "bodies", key, "id"), f"is {body['id']!r}, not {key!r}"
    step, clock_step = doc["meta"]["step_seconds"], doc["world"]["clock"]["step_seconds"]
    if step != clock_step:
        return ("world", "clock", "step_seconds"), f"is {clock_step} but meta says {step}"
    return _log_lines_rule(doc)


def _log_lines_rule(doc: dict) -> Any:
    """A transcript saved as ``log_lines`` names a conversation the talk log holds, with at
    least that many lines, and no transcript of its own."""
    lines = None
    for i, r in enumerate(doc["residents"]):
        for j, m in enumerate(r["memory"]["meta"]):
            if "log_lines" not in m:
                continue
            if lines is None:
                lines = {c["id"]: len(c["lines"]) for c in doc["world"]["talks"]["log"]}
            where = ("residents", i, "memory", "meta", j)
            if "transcript" in m:
                return (
                    *where,
                    "log_lines",
                ), "comes with a transcript; a memory has one or the other"
            conv = m.get("conversation")
            if conv is None:
                return (*where, "log_lines"), "needs the memory's conversation id"
            if conv not in lines:
                return (*where, "conversation"), f"is {conv}, not in world.talks.log"
            if lines[conv] < m["log_lines"]:
                return (*where, "log_lines"), (
                    f"is {m['log_lines']} but conversation {conv} has {lines[conv]} lines"
                )
    return None


SAVE = Record({"meta": META, "world": WORLD, "residents": ListOf(RESIDENT)}, rules=[_save_rule])


def validate_state(state: Any) -> None:
    """Raise ``Invalid`` (with its path) at the first thing the current format does not allow."""
    SAVE.check(state)


def problem(state: Any) -> str | None:
    """The one-line problem with ``state`` (no file name), or None when it is a valid save."""
    try:
        validate_state(state)
    except Invalid as e:
        return e.line()
    return None
