"""The save format: it describes every key a real save has, and names the field it refuses."""

import copy
import json

import pytest

from game.store.migrations import CURRENT_VERSION
from game.store.save_model import SaveState, problem_of
from game.store.save_types import format_path
from game.store.savefile import SaveError, read_save

from .conftest import SAVE_LATEST, SAVE_V1

# Format paths that a 2-hour, 3-resident run does not fill (empty lists in it); every other
# path of the format must occur in the fixture or in a fresh save, so the description cannot
# keep fields that get_state no longer writes without this list saying so.
NOT_IN_SHORT_RUNS = {
    # walking at the moment of saving: in this short run nobody is (all sit at breakfast)
    "world.bodies{}.path[]",
    "world.bodies{}.path[][0]",
    "world.bodies{}.path[][1]",
    "residents[].previous_blocks[]",  # yesterday's plan: from the second day on
    "residents[].previous_blocks[].activity",
    "residents[].previous_blocks[].end",
    "residents[].previous_blocks[].start",
    "world.town.closed[]",  # a sector closed by hand
    # whom a visit's block goes to find: only a plan with an errand (a short run has none)
    "residents[].schedule.blocks[].seeks",
    "residents[].previous_blocks[].seeks",
    # when the block a cut one is the rest of began: only a day with a block put in
    "residents[].schedule.blocks[].began",
    "residents[].previous_blocks[].began",
    # perceived but not yet thought about: the built-in brain thinks in the same step, so
    # only a model's slow thinking leaves an inbox at the moment of saving
    "world.bodies{}.inbox[]",
    "world.bodies{}.inbox[].subject",
    "world.bodies{}.inbox[].predicate",
    "world.bodies{}.inbox[].obj",
    "world.bodies{}.inbox[].description",
    "world.bodies{}.inbox[].place",
    "world.bodies{}.inbox[].distance",
    "world.bodies{}.inbox[].actor",
    "world.bodies{}.closed_seen[]",  # a sector closed by hand, told to a mind
    # walking over to someone for a word at the moment of saving (game.sim.approach)
    "world.bodies{}.seeking",
    "world.bodies{}.seeking[0]",
    "world.bodies{}.seeking[1]",
    # one's workplace shut that day (a sector closed by hand; game.mind.react.back_to_work)
    "residents[].day_off",
    "residents[].day_off[0]",
    "residents[].day_off[1]",
    "residents[].day_off[1][]",
    "residents[].day_off[1][][0]",
    "residents[].day_off[1][][1]",
    "residents[].day_off[1][][2]",
    # whom the event that moved one's mood befell, when one only heard of it
    "world.inner{}.cause_who",
    "world.inner{}.cause_who[]",
    # the needs that have been below their level, and when last (few residents, a lonely day)
    "world.inner{}.low",
    "world.inner{}.low[]",
    "world.inner{}.low[][0]",
    "world.inner{}.low[][1]",
    # what a line of a talk in progress carried: the short runs save between talks' lines
    "world.talks.active[].records",
    "world.talks.active[].records[]",
    "world.talks.active[].records[].fact",
    "world.talks.active[].records[].fact.about",
    "world.talks.active[].records[].fact.ask",  # a request of one's own (few facts have one)
    "world.talks.active[].records[].fact.second",  # what came of a request (fewer still)
    "world.talks.active[].records[].fact.day",  # one's work shut today, told at that moment
    # a request's meeting, and the time a yes fixed (a request or two a town; an appointment's
    # guest: fewer still)
    "world.talks.active[].records[].fact.arranged",
    "world.talks.active[].records[].fact.arranged.date",
    "world.talks.active[].records[].fact.arranged.end",
    "world.talks.active[].records[].fact.arranged.guest",
    "world.talks.active[].records[].fact.arranged.guest_name",
    "world.talks.active[].records[].fact.arranged.host",
    "world.talks.active[].records[].fact.arranged.host_name",
    "world.talks.active[].records[].fact.arranged.place",
    "world.talks.active[].records[].fact.arranged.source",
    "world.talks.active[].records[].fact.arranged.start",
    "world.talks.active[].records[].fact.arranged.what",
    "world.talks.active[].records[].fact.meet",
    "world.talks.active[].records[].fact.meet.at",
    "world.talks.active[].records[].fact.meet.what",
    # the gathering a request's meeting gets ready for (a request or two a town)
    "world.talks.active[].records[].fact.meet.before",
    "world.talks.active[].records[].fact.meet.before.date",
    "world.talks.active[].records[].fact.meet.before.end",
    "world.talks.active[].records[].fact.meet.before.host",
    "world.talks.active[].records[].fact.meet.before.host_name",
    "world.talks.active[].records[].fact.meet.before.place",
    "world.talks.active[].records[].fact.meet.before.source",
    "world.talks.active[].records[].fact.meet.before.start",
    "world.talks.active[].records[].fact.meet.before.what",
    "world.talks.active[].records[].fact.meet.before.guest",
    "world.talks.active[].records[].fact.meet.before.guest_name",
    "world.talks.active[].records[].fact.event.guest",
    "world.talks.active[].records[].fact.event.guest_name",
    # whom a gathering is held for (a birthday supper: a town or two has one)
    "world.talks.active[].records[].fact.event.honoree",
    "world.talks.active[].records[].fact.event.honoree_name",
    "world.talks.active[].records[].fact.arranged.honoree",
    "world.talks.active[].records[].fact.arranged.honoree_name",
    "world.talks.active[].records[].fact.meet.before.honoree",
    "world.talks.active[].records[].fact.meet.before.honoree_name",
    # a gathering all are welcome at (a made town's clean-up: none in the shipped towns)
    "world.talks.active[].records[].fact.event.open",
    "world.talks.active[].records[].fact.arranged.open",
    "world.talks.active[].records[].fact.meet.before.open",
    "world.talks.active[].records[].fact.about[]",
    "world.talks.active[].records[].fact.event",
    "world.talks.active[].records[].fact.event.date",
    "world.talks.active[].records[].fact.event.end",
    "world.talks.active[].records[].fact.event.host",
    "world.talks.active[].records[].fact.event.host_name",
    "world.talks.active[].records[].fact.event.place",
    "world.talks.active[].records[].fact.event.source",
    "world.talks.active[].records[].fact.event.start",
    "world.talks.active[].records[].fact.event.what",
    "world.talks.active[].records[].fact.key",
    "world.talks.active[].records[].fact.mine",
    "world.talks.active[].records[].fact.news",
    "world.talks.active[].records[].fact.secret",
    "world.talks.active[].records[].fact.told",
    "world.talks.active[].records[].fact.topic",
    "world.talks.active[].records[].holders",
    "world.talks.active[].records[].holders[]",
    "world.talks.active[].records[].holders[][0]",
    "world.talks.active[].records[].holders[][1]",
    "world.talks.active[].records[].holders[][1][]",
    "world.talks.active[].records[].to",
    "world.board[]",  # an announcement posted by the player or a scenario
    "world.board[].text",
    "world.board[].sector",
    "world.board[].until_s",
    "world.talks.active[].concluding[]",  # a talk ending at the very moment of saving
    "world.talks.active[].done[]",
}


@pytest.fixture(scope="module")
def live_state():
    """A save of the simulation as it is now (not the frozen fixture)."""
    from game.app_setup import build_simulation
    from game.sim.simulation import SimConfig

    sim = build_simulation("smallville", residents=3, config=SimConfig(seed=1))
    sim.run_steps(sim.clock.steps_for(2))
    state = sim.get_state()
    sim.shutdown()
    state["meta"]["schema"] = CURRENT_VERSION  # what write_save adds
    return json.loads(json.dumps(state))


def test_the_fixtures_are_small_valid_saves(save_state):
    assert SAVE_V1.stat().st_size < 1_000_000 and SAVE_LATEST.stat().st_size < 1_000_000
    assert problem_of(save_state) is None
    assert save_state["meta"]["schema"] == CURRENT_VERSION and len(save_state["residents"]) == 3


def test_every_key_of_a_fresh_save_has_a_schema_line(live_state):
    """A field added to a get_state without its line in game/store/save_model.py (or
    save_rows.py) fails here: every model refuses a key it does not know."""
    assert problem_of(live_state) is None
    state = copy.deepcopy(live_state)
    state["world"]["bodies"]["maya_hart"]["timers"] = {}
    assert problem_of(state).startswith("world.bodies.maya_hart.timers: is not a known key")


def _resolve(node: dict, root: dict) -> dict:
    while "$ref" in node:
        node = root["$defs"][node["$ref"].split("/")[-1]]
    return node


def _paths(node: dict, root: dict, prefix: str, doc=None, walk: bool = False) -> set[str]:
    """Key paths the schema describes (``residents[].memory.n``, ``world.bodies{}.x``), or,
    with ``walk``, those of ``doc`` named alike (a key the schema lacks comes out as it is)."""
    out = {prefix} if prefix else set()
    node = _resolve(node, root)
    for b in [_resolve(b, root) for b in node.get("anyOf", [])] or [node]:
        props, extra = b.get("properties", {}), b.get("additionalProperties")
        if walk and isinstance(doc, dict) and (props or isinstance(extra, dict)):
            for k, v in doc.items():
                sub = props.get(k, extra if isinstance(extra, dict) else {})
                free = k not in props and isinstance(extra, dict)
                name = f"{prefix}{{}}" if free else f"{prefix}.{k}"
                out |= _paths(sub, root, name.lstrip("."), v, walk)
        elif walk and isinstance(doc, list):
            for i, v in enumerate(doc):
                if "prefixItems" in b and i < len(b["prefixItems"]):
                    out |= _paths(b["prefixItems"][i], root, f"{prefix}[{i}]", v, walk)
                elif isinstance(b.get("items"), dict):
                    out |= _paths(b["items"], root, f"{prefix}[]", v, walk)
        elif not walk:
            for k, sub in props.items():
                out |= _paths(sub, root, f"{prefix}.{k}".lstrip("."))
            if isinstance(extra, dict):
                out |= _paths(extra, root, f"{prefix}{{}}")
            for i, sub in enumerate(b.get("prefixItems", [])):
                out |= _paths(sub, root, f"{prefix}[{i}]")
            if isinstance(b.get("items"), dict):
                out |= _paths(b["items"], root, f"{prefix}[]")
    return out


def test_every_schema_line_is_a_key_of_a_real_save(save_state, live_state):
    schema = SaveState.model_json_schema()
    # a memory's meta keys are optional by design (each kind of memory has its own)
    described = {
        p for p in _paths(schema, schema, "") if not p.startswith("residents[].memory.meta[].")
    }
    seen = _paths(schema, schema, "", save_state, True) | _paths(
        schema, schema, "", live_state, True
    )
    seen = {p for p in seen if not p.startswith("world.brain.")}  # free-form
    # (what a short run may not show: whether someone walks at the moment of saving depends on
    # the day the brain plans, so these may be seen or not; anything else must be seen)
    assert described - seen <= NOT_IN_SHORT_RUNS, (described - seen) - NOT_IN_SHORT_RUNS
    assert not NOT_IN_SHORT_RUNS - described
    unknown = {p for p in seen - described if not p.startswith("residents[].memory.meta[].")}
    assert not unknown, unknown


def _write(tmp_path, state):
    path = tmp_path / "a.json"
    doc = {
        "meta": {"1": state["meta"]},
        "world": {"1": state["world"]},
        "residents": {str(i + 1): r for i, r in enumerate(state["residents"])},
    }
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _null_content(s):
    s["residents"][2]["memory"]["content"] = None


def _no_rng(s):
    del s["world"]["rng"]


def _talk_as_text(s):
    s["residents"][0]["last_talk_s"] = "yesterday"


def _no_memory(s):
    del s["residents"][1]["memory"]


def _null_conversations(s):
    s["residents"][0]["conversations"] = None


def _no_residents(s):
    s["residents"] = []


def _one_line_null(s):
    s["residents"][0]["memory"]["content"][5] = None


def _negative_count(s):
    s["world"]["bodies"]["maya_hart"]["trips"] = -3


def _short_column(s):
    s["residents"][1]["memory"]["kind"] = s["residents"][1]["memory"]["kind"][:-1]


def _kind_letter(s):
    m = s["residents"][1]["memory"]
    m["kind"] = m["kind"][:3] + "x" + m["kind"][4:]


def _log_lines_past_the_log(s):
    meta = s["residents"][1]["memory"]["meta"][43]
    assert meta["conversation"] == 7  # the oldest talk in the fixture's log, four lines long
    meta["log_lines"] = 5


def _log_lines_of_a_dropped_talk(s):
    s["world"]["talks"]["log"].pop(0)


def _log_lines_and_transcript(s):
    s["residents"][1]["memory"]["meta"][43]["transcript"] = []


def _keyword_past_the_strings(s):
    m = s["residents"][0]["memory"]
    m["keywords"][10] = [len(m["strings"])]


def _importance_past_the_memory(s):
    s["residents"][2]["importance"]["cache"][1][0] = 65


def _extra_field(s):
    s["residents"][0]["timers"] = {}


def _bad_b64(s):
    s["residents"][0]["memory"]["alive"] = "!!!!"


def _swapped(s):
    s["residents"][0], s["residents"][1] = s["residents"][1], s["residents"][0]


def _block_backwards(s):
    b = s["residents"][0]["schedule"]["blocks"][0]
    b["end"] = b["start"]


def _true_count(s):
    s["meta"]["step_seconds"] = True


def _nan(s):
    s["world"]["bodies"]["leo_hart"]["until_s"] = float("nan")


CASES = [
    (_null_content, "residents[3].memory.content: expected a list, got nothing"),
    (_no_rng, "world.rng: is missing"),
    (
        _talk_as_text,
        "residents[1].last_talk_s: expected a number from -3155673600 to 6342969600, "
        "got 'yesterday'",
    ),
    (_no_memory, "residents[2].memory: is missing"),
    (
        _null_conversations,
        "residents[1].conversations: expected a whole number from 0 to 1000000000, got nothing",
    ),
    (_no_residents, "residents has 0 entries but meta.residents lists 3"),
    (_one_line_null, "residents[1].memory.content[6]: expected some text, got nothing"),
    (
        _negative_count,
        "world.bodies.maya_hart.trips: expected a whole number from 0 to 1000000000, got -3",
    ),
    (_short_column, "residents[2].memory: kind has 70 items but n is 71"),
    (
        _kind_letter,
        "residents[2].memory.kind: holds 'x' at 4, not a memory kind letter (ocrps)",
    ),
    (
        _log_lines_past_the_log,
        "residents[2].memory.meta[44].log_lines is 5 but conversation 7 has 4 lines",
    ),
    (
        _log_lines_of_a_dropped_talk,
        "residents[1].memory.meta[65].conversation is 7, not in the talk log",
    ),
    (
        _log_lines_and_transcript,
        "residents[2].memory.meta[44] has log_lines and a transcript; one or the other",
    ),
    (_keyword_past_the_strings, "residents[1].memory: keywords[11] names string 67 of 67"),
    (_importance_past_the_memory, "residents[3]: importance.cache[2] points at memory 65 of 65"),
    (_extra_field, "residents[1].timers: is not a known key (known: considered, conversations"),
    (_bad_b64, "residents[1].memory: alive is not valid base64"),
    (_swapped, "residents[1].id is 'maya_hart' but meta.residents says 'daniel_hart'"),
    (_block_backwards, "residents[1].schedule.blocks[1]: end is 360, not after start 360"),
    (_true_count, "meta.step_seconds: expected a whole number from 1 to 3600, got true"),
    (
        _nan,
        "world.bodies.leo_hart.until_s: expected a number from -3155673600 to 6342969600, got nan",
    ),
]


@pytest.mark.parametrize("damage, message", CASES, ids=[c[0].__name__ for c in CASES])
def test_a_damaged_save_is_refused_with_one_line_naming_the_field(
    tmp_path, save_state, damage, message
):
    damage(save_state)
    path = _write(tmp_path, save_state)
    with pytest.raises(SaveError) as e:
        read_save(path)
    assert str(e.value).startswith(f"{path}: {message}") and "\n" not in str(e.value)


def test_paths_count_from_1_and_quote_keys_that_are_not_names():
    assert format_path(["world", "town", "object_state", "Cafe:Counter", 3]) == (
        'world.town.object_state."Cafe:Counter"[4]'
    )
