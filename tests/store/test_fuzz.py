"""Damage every field of a real save three ways; each damage is one line or explicitly allowed.

For EVERY distinct key path of the fixture save (every key at every depth, list items
included; list items are sampled so that each distinct path is hit at its first and last
occurrence), the field is deleted, set to null and given another JSON type. Each mutated
document must either be refused with a ``SaveError`` whose message is one line naming the
file, or pass only if the mutation is listed in ``ALLOWED`` (things the format legitimately
permits: null where null means "none", dropping an item of a free-length list, anything
keys of a memory's ``meta``, which are all optional). An allowance that no mutation uses fails too, so the
list cannot rot. Every mutation goes through ``decode_state`` (what ``read_save`` runs after
parsing); one mutation per distinct path (delete, null, retype in turn) also goes through a file
and ``read_save`` itself.
"""

import json
import re

from game.store.savefile import SaveError, decode_state, read_save

from .conftest import SAVE_LATEST

# (pattern, mutation): "*" is one key, "[]" any index, "[2]" index 2.
ALLOWED = {
    # null means "none" here
    ("world.*.bodies.*.action", "null"),
    ("world.*.rng[2]", "null"),  # no cached gauss value
    ("residents.*.schedule", "null"),
    ("residents.*.last_forget_s", "null"),
    ("residents.*.last_talk_s", "null"),
    ("residents.*.relations[].last_talked", "null"),
    ("memories.*.spo[]", "null"),  # subject/predicate/object unknown
    # free-length lists: one item fewer is another valid save
    ("world.*.bodies.*.path[]", "delete"),
    ("world.*.town.closed[]", "delete"),
    # (not a talk log entry or line: since version 3 memories keep their transcripts there)
    ("world.*.talks.log[].members[]", "delete"),
    ("world.*.talks.log[].names[]", "delete"),
    ("memories.*.keywords[]", "delete"),
    ("memories.*.evidence[]", "delete"),
    ("residents.*.spatial[]", "delete"),
    ("residents.*.relations[]", "delete"),
    ("residents.*.relations[].told[]", "delete"),
    ("residents.*.perception[]", "delete"),
    ("residents.*.schedule.blocks[]", "delete"),
    ("residents.*.schedule.actions[]", "delete"),
    ("residents.*.schedule.decomposed[]", "delete"),
    ("residents.*.previous_blocks[]", "delete"),
    ("residents.*.notes[]", "delete"),
    ("residents.*.unjudged[]", "delete"),
    ("residents.*.importance.cache[]", "delete"),
    # a cached score names its text by a memory's id; "7" instead is a text of its own
    ("residents.*.importance.cache[][0]", "retype"),
    ("world.*.bodies.*.conversation", "null"),  # not in a conversation
    ("world.*.bodies.*.inbox[]", "delete"),
    ("world.*.bodies.*.seen_places[]", "delete"),
    ("world.*.bodies.*.closed_seen[]", "delete"),
    ("world.*.talks.active[]", "delete"),
    ("world.*.talks.active[].lines[]", "delete"),
    ("world.*.talks.active[].concluding[]", "delete"),
    ("world.*.talks.active[].done[]", "delete"),
    ("world.*.events[]", "delete"),
    ("world.*.board[]", "delete"),
    ("world.*.whispers.*", "delete"),
    ("world.*.whispers.*[]", "delete"),
    # the brain's own state is free-form: each brain checks what it reads
    ("world.*.brain.*", "delete"),
    ("world.*.brain.*", "null"),
    ("world.*.brain.*", "retype"),
    ("world.*.brain.*.*", "delete"),
    ("world.*.brain.*.*", "null"),
    ("world.*.brain.*.*", "retype"),
    # free-key maps: one entry fewer is valid
    ("world.*.town.object_state.*", "delete"),
    ("world.*.bodies.*.time_in.*", "delete"),
    ("residents.*.considered.*", "delete"),
    # a memory's meta: every key is optional (typed when present)
    ("memories.*.meta.*", "delete"),
    ("memories.*.meta.transcript[]", "delete"),
    ("memories.*.meta.with[]", "delete"),
    # a resident without an inner life in the save (an older one) starts it afresh
    ("world.*.inner.*", "delete"),
    ("world.*.inner.*.cause_s", "null"),  # nothing has moved its mood yet
}
MUTATIONS = ("delete", "null", "retype")


def _regex(pattern):
    out = re.escape(pattern).replace(r"\*", r"[^.\[]+").replace(r"\[\]", r"\[\d+\]")
    return re.compile(out + r"\Z")


RULES = [(_regex(p), m, (p, m)) for p, m in ALLOWED]


def concrete(tokens):
    return "".join(f"[{t}]" if isinstance(t, int) else f".{t}" for t in tokens).lstrip(".")


def normal(tokens):
    """Indices and TinyDB row ids collapse; other keys (even free ones) stay distinct."""
    out = []
    for t in tokens:
        out.append("[]" if isinstance(t, int) else "{}" if t.isdigit() else t)
    return tuple(out)


def sample_paths(doc):
    """Every path's first and last occurrence in document order, per distinct normal path."""
    first, last = {}, {}

    def walk(node, tokens):
        if tokens:
            key = normal(tokens)
            first.setdefault(key, tokens)
            last[key] = tokens
        if isinstance(node, dict):
            for k, v in node.items():
                walk(v, tokens + (k,))
        elif isinstance(node, list):
            for i, v in enumerate(node):
                walk(v, tokens + (i,))

    walk(doc, ())
    return sorted(set(first.values()) | set(last.values()), key=concrete), len(first)


def retyped(value):
    if isinstance(value, bool):
        return "yes"
    if isinstance(value, int | float):
        return "7"
    if isinstance(value, str):
        return 12345
    if isinstance(value, list):
        return {"x": 1}
    if isinstance(value, dict):
        return ["x"]
    return []  # null -> a list


def mutate(doc, tokens, how):
    """Apply the mutation in place; return a function that undoes it."""
    *head, key = tokens
    parent = doc
    for t in head:
        parent = parent[t]
    value = parent[key]
    if how == "delete":
        if isinstance(parent, list):
            parent.pop(key)
            return lambda: parent.insert(key, value)
        items = list(parent.items())
        del parent[key]
        return lambda: (parent.clear(), parent.update(items))
    parent[key] = None if how == "null" else retyped(value)
    return lambda: parent.__setitem__(key, value)


def enriched(doc):
    """The fixture plus the fields a 2-hour run leaves empty, so that every path of the
    format occurs: yesterday's plan, a reflection's evidence, a body walking, a closed sector.
    """
    world, first = doc["world"]["1"], doc["residents"]["1"]
    first["relations"][0]["told"] = [0, 1]
    first["previous_blocks"] = [dict(b) for b in first["schedule"]["blocks"][:2]]
    last = [row for row in doc["memories"].values() if row["resident"] == first["id"]][-1]
    last["evidence"] = [0, 1]  # version 5: one row per memory
    body = world["bodies"]["daniel_hart"]
    body["path"] = [[body["x"], body["y"] + 1], [body["x"], body["y"] + 2]]
    world["town"]["closed"] = ["Bluebell Park"]
    # version 2: a conversation in progress, something perceived, a whisper, a model's state
    maya = world["bodies"]["maya_hart"]
    maya.update(conversation=7, bubble="Morning!", closed_seen=["Bluebell Park"])
    maya["inbox"] = [
        {
            "subject": "Leo Hart",
            "predicate": "is",
            "obj": "reading",
            "description": "Leo Hart is reading",
            "place": "Hart House:Kitchen",
            "distance": 2.0,
            "actor": "leo_hart",
        }
    ]
    maya["seen_places"] = [["Hart House:Kitchen:stove", "home", "kitchen", "stove", True]]
    world["bodies"]["daniel_hart"]["conversation"] = 7
    world["talks"]["active"] = [
        {
            "id": 7,
            "members": ["maya_hart", "daniel_hart"],
            "names": ["Maya Hart", "Daniel Hart"],
            "place": "Hart House:Kitchen",
            "started_step": 700,
            "max_lines": 12,
            "lines": [["maya_hart", "Maya Hart", "Morning!"]],
            "turn": 1,
            "next_step": 703,
            "waiting": False,
            "ending": False,
            "concluding": ["maya_hart"],
            "done": ["maya_hart"],
        }
    ]
    world["whispers"] = {"leo_hart": ["You want to practise the piano tonight"]}
    world["brain"] = {"plan_reuse": {"hits": 2}}
    world["board"] = [{"text": "Market day tomorrow", "sector": "Town Hall", "until_s": 1e9}]
    decode_state("enriched", doc)  # still a valid save
    return doc


def test_every_damage_to_every_field_is_one_line_or_explicitly_allowed(tmp_path):
    doc = enriched(json.loads(SAVE_LATEST.read_text(encoding="utf-8")))
    pristine = json.dumps(doc)
    paths, distinct = sample_paths(doc)
    assert distinct > 200 and len(paths) < 2000  # every key path of the save, sampled lists
    name = str(tmp_path / "fuzzed.json")
    passed, used, through_file = [], set(), set()
    for tokens in paths:
        for how in MUTATIONS:
            undo = mutate(doc, tokens, how)
            try:
                decode_state(name, doc)
            except SaveError as e:
                text = str(e)
                assert text.startswith(f"{name}: ") and "\n" not in text, text
                assert len(text) < 400, text
            else:
                where = concrete(tokens)
                rule = next((r for rx, m, r in RULES if m == how and rx.match(where)), None)
                if rule is None:
                    passed.append(f"{how} {where}")
                used.add(rule)
            if normal(tokens) not in through_file and how == MUTATIONS[len(through_file) % 3]:
                through_file.add(normal(tokens))  # once per path, through the real entry
                path = tmp_path / "fuzzed.json"
                path.write_text(json.dumps(doc), encoding="utf-8")
                try:
                    read_save(path)
                except SaveError as e:
                    assert str(e).startswith(f"{path}: ") and "\n" not in str(e)
            undo()
    assert json.dumps(doc) == pristine  # every mutation was undone
    assert len(through_file) == distinct
    assert not passed, f"{len(passed)} damages were accepted: {passed[:20]}"
    assert not ALLOWED - used, f"allowances no mutation needed: {sorted(ALLOWED - used)}"
