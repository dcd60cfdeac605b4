"""The schemas say what the validators check: times, places, people, memory ids, ranges.

A small seeded generator draws replies that satisfy a schema (the subset of JSON Schema the
steps use), and every such reply must pass the validator, except for what no schema can say
(times in order, a line that speaks for someone else). Then the schema's way out: json_schema
and json_object requests carry it, an endpoint that refuses keywords gets fewer, the local
model gets it too.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import replace
from typing import Any

import pytest

from game.brains.llm import schemas
from game.brains.llm.client import ChatRequest, OpenAIChatModel
from game.brains.llm.errors import InvalidReply
from game.brains.llm.local import LocalLlamaModel
from game.brains.llm.samples import sample_requests
from game.brains.llm.steps import SPECS
from game.mind.brain import Listener, OtherView
from game.mind.types import MemoryLine, Place, PlaceOption, PlanBlock, hhmm_to_min
from tests.brains.conftest import STEPS, call

WORDS = ("tea", "Klaus", "library", "quiet", "exam", "walk", "cafe", "bread", "music", "rain")
HANDLED = {"type", "properties", "required", "additionalProperties", "items", "enum"}
HANDLED |= {"minItems", "maxItems", "minLength", "maxLength", "minimum", "maximum", "pattern"}
# What a schema cannot say; everything else a validator checks, the schema states.
UNSAYABLE = {
    "plan_day": {"blocks overlap", "end before start"},
    "decompose": {"times out of order"},
}


def generate(schema: dict[str, Any], rng: random.Random) -> Any:
    """A random value that satisfies ``schema`` (the keywords in ``HANDLED`` only)."""
    unknown = set(schema) - HANDLED
    assert not unknown, f"the generator does not know {unknown}"
    if "enum" in schema:
        return rng.choice(schema["enum"])
    kind = schema["type"]
    if kind == "object":
        assert schema["additionalProperties"] is False
        assert schema["required"] == list(schema["properties"])
        return {k: generate(v, rng) for k, v in schema["properties"].items()}
    if kind == "array":
        lo, hi = schema.get("minItems", 0), schema.get("maxItems", 6)
        return [generate(schema["items"], rng) for _ in range(rng.randint(lo, hi))]
    if kind == "string":
        if "pattern" in schema:
            assert schema["pattern"] == schemas.TIME_PATTERN
            return f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}"
        lo, hi = schema.get("minLength", 0), min(schema.get("maxLength", 40), 40)
        words = " ".join(rng.choice(WORDS) for _ in range(8))
        return words[: rng.randint(lo, hi)].rstrip() or ("x" if lo else "")
    if kind == "integer":
        return rng.randint(schema.get("minimum", -5), schema.get("maximum", 300))
    if kind == "number":
        return rng.uniform(schema.get("minimum", -5.0), schema.get("maximum", 5.0))
    assert kind == "boolean", kind
    return rng.random() < 0.5


def variants(step: str) -> list[Any]:
    """The sample request and a few harder ones: more places, an avoided place, nobody free,
    a long window, many memories."""
    req = sample_requests()[step]
    out = [req]
    extra = tuple(
        PlaceOption(place=Place(sector=f"Shop {i}", arena="floor"), sector_kind="shop")
        for i in range(30)
    )
    if step == "decompose":
        block = PlanBlock(start=22 * 60 + 7, end=25 * 60, activity="sleep")
        out += [replace(req, options=req.options + extra), replace(req, block=block)]
    if step == "choose_place":
        out += [replace(req, avoid=(req.options[2].place,), options=req.options + extra)]
    if step == "decide_reaction":
        out += [replace(req, other=replace(req.other, available=False)), replace(req, other=None)]
    if step in ("insights", "answer_question"):
        many = tuple(MemoryLine(id=100 + i, text=f"memory {i}") for i in range(30))
        out += [replace(req, memories=many), replace(req, memories=())]
    if step == "summarize_conversation":
        out += [replace(req, others=(*req.others, Listener(id="isabella", name="Isabella R")))]
    if step == "decide_reaction":
        out += [replace(req, other=OtherView(id="x", name="X Y", activity="reading"))]
    return out


@pytest.mark.parametrize("step", STEPS)
def test_schema_valid_replies_pass_the_validator(step):
    spec, rng = SPECS[step], random.Random(f"schemas-{step}")
    accepted = 0
    for req in variants(step):
        _, schema = spec.prepare(req)
        json.dumps(schema)  # sendable
        for _ in range(150):
            reply = json.loads(json.dumps(generate(schema, rng)))
            try:
                spec.validate(reply, req)
                accepted += 1
            except InvalidReply as exc:
                assert exc.label in UNSAYABLE.get(step, set()), (exc.reason, reply)
            _check_parts(step, reply, req)
    assert accepted > (0 if step in UNSAYABLE else 100), accepted


def _check_parts(step: str, reply: dict[str, Any], req: Any) -> None:
    """Each time is a real time and each place one the resident knows, order aside."""
    places = {str(o.place) for o in getattr(req, "options", ())}
    for item in reply.get("blocks", []) + reply.get("actions", []):
        for key in ("start", "end"):
            if key in item:
                hhmm_to_min(item[key])
        if "place" in item:
            assert item["place"] in places
    if step == "decompose":
        lo, hi = req.block.start, req.block.end
        assert all(lo <= _in_day(hhmm_to_min(a["start"]), lo) < hi for a in reply["actions"])


def _in_day(t: int, lo: int) -> int:
    return t if t >= lo else t + 24 * 60


def test_the_schemas_state_the_constraints():
    reqs = sample_requests()

    def schema(step, req=None):
        return SPECS[step].prepare(req or reqs[step])[1]

    block = schema("plan_day")["properties"]["blocks"]
    assert (block["minItems"], block["maxItems"]) == (3, 8)  # the validator takes 3 to 12
    assert block["items"]["properties"]["start"]["pattern"] == schemas.TIME_PATTERN
    assert re.fullmatch(schemas.TIME_PATTERN[1:-1], "23:59")
    assert not re.fullmatch(schemas.TIME_PATTERN[1:-1], "HH:MM")
    action = schema("decompose")["properties"]["actions"]["items"]["properties"]
    offered = [str(o.place) for o in reqs["decompose"].options]
    assert action["place"]["enum"] == offered
    assert action["start"]["enum"] == [f"09:{m:02d}" for m in range(0, 60, 5)]
    assert schema("choose_place")["properties"]["place"]["enum"] == offered
    avoid = replace(reqs["choose_place"], avoid=(reqs["choose_place"].options[0].place,))
    assert offered[0] not in schema("choose_place", avoid)["properties"]["place"]["enum"]
    scores = schema("score_importance")["properties"]["scores"]
    assert (scores["items"]["minimum"], scores["items"]["maximum"]) == (1, 10)
    assert scores["items"]["enum"] == list(range(1, 11))  # for decoders that ignore ranges
    assert scores["minItems"] == scores["maxItems"] == 3
    evidence = schema("insights")["properties"]["insights"]["items"]["properties"]["evidence"]
    assert evidence["items"] == {"type": "integer", "enum": [11, 12, 15]}
    assert evidence["minItems"] == 1
    answer = schema("answer_question")["properties"]["evidence"]
    assert answer["items"]["enum"] == [11, 12, 15] and "minItems" not in answer
    reaction = schema("decide_reaction")["properties"]
    assert reaction["decision"]["enum"] == ["continue", "react", "talk"]
    assert (reaction["minutes"]["minimum"], reaction["minutes"]["maximum"]) == (5, 240)
    busy = replace(reqs["decide_reaction"], other=None)
    assert schema("decide_reaction", busy)["properties"]["decision"]["enum"] == [
        "continue",
        "react",
    ]
    other = schema("summarize_conversation")["properties"]["others"]["items"]["properties"]
    assert other["id"]["enum"] == ["klaus"]
    assert (other["closeness"]["minimum"], other["closeness"]["maximum"]) == (-1, 1)


def test_levels_strip_what_an_endpoint_refuses():
    full = SPECS["decompose"].prepare(sample_requests()["decompose"])[1]
    openai_level = json.dumps(schemas.at_level(full, "openai"))
    assert "maxLength" not in openai_level and '"enum"' in openai_level
    plan = SPECS["plan_day"].prepare(sample_requests()["plan_day"])[1]
    portable = json.dumps(schemas.at_level(plan, "portable"))
    assert (
        "pattern" not in portable and "minItems" not in portable and "pattern" in json.dumps(plan)
    )
    assert schemas.at_level(full, "full") is full


def test_json_object_mode_carries_the_schema(make_brain, fake):
    fake.reject_formats.add("json_schema")
    built, _ = make_brain()
    assert call(built.brain, "choose_place") != "stub"
    first, second = fake.chat_log()
    assert first.response_format == "json_schema" and second.response_format == "json_object"
    sent = second.body["response_format"]["schema"]
    assert sent["properties"]["place"]["enum"][0] == "Lopez House:bedroom:bed"


def test_an_endpoint_refusing_keywords_gets_fewer_and_remembers(make_brain, fake):
    fake.refuse_keywords.update({"pattern", "minimum"})
    built, _ = make_brain()
    for step in ("plan_day", "score_importance", "summarize"):
        call(built.brain, step)
    sent = [e.body["response_format"] for e in fake.chat_log()]
    assert [e.status for e in fake.chat_log()] == [400, 400, 200, 200, 200]
    assert all(rf["type"] == "json_schema" for rf in sent)  # the ladder was not walked
    assert "minItems" not in json.dumps(sent[2]) and '"enum"' not in json.dumps(sent[2])
    assert built.brain.counters.fallbacks == {}


def test_an_endpoint_refusing_a_schema_beside_json_object_gets_none(make_brain, fake):
    fake.reject_formats.add("json_schema")
    fake.refuse_object_schema = True
    built, _ = make_brain()
    call(built.brain, "summarize")
    call(built.brain, "summarize_conversation")
    formats = [e.body.get("response_format") for e in fake.chat_log()]
    assert [f["type"] for f in formats] == ["json_schema"] + ["json_object"] * 3
    assert "schema" in formats[1] and "schema" not in formats[2] and "schema" not in formats[3]


def test_openai_itself_starts_without_string_lengths():
    model = OpenAIChatModel(client=None, model="gpt-4o-mini", base_url="https://api.openai.com/v1")
    req = ChatRequest(messages=(("user", "x"),), schema=schemas.obj(a=schemas.text(5)))
    rf = model._kwargs(req, model.quirks)["response_format"]["json_schema"]
    assert rf["strict"] is True and rf["schema"]["properties"]["a"] == {"type": "string"}
    local = OpenAIChatModel(client=None, model="m", base_url="http://127.0.0.1:8080/v1")
    assert (
        local._kwargs(req, local.quirks)["response_format"]["json_schema"]["schema"] == req.schema
    )


class _Llama:
    def __init__(self) -> None:
        self.kwargs: dict[str, Any] = {}

    def create_chat_completion(self, **kwargs: Any) -> dict[str, Any]:
        self.kwargs = kwargs
        return {"choices": [{"message": {"content": "{}"}}]}


def test_the_local_model_gets_the_constrained_schema(tmp_path):
    llama = _Llama()
    model = LocalLlamaModel(tmp_path / "x.gguf", llama=llama)
    messages, schema = SPECS["decompose"].prepare(sample_requests()["decompose"])
    model.complete(ChatRequest(messages=messages, schema=schema))
    rf = llama.kwargs["response_format"]
    assert rf["type"] == "json_object" and rf["schema"] == schema


def _longest(schema: dict[str, Any]) -> int:
    """Characters of the longest compact reply ``schema`` allows."""
    if "enum" in schema:
        return max(len(json.dumps(v, ensure_ascii=False)) for v in schema["enum"])
    kind = schema["type"]
    if kind == "object":
        return 2 + sum(len(k) + 4 + _longest(v) for k, v in schema["properties"].items())
    if kind == "array":
        return 2 + schema["maxItems"] * (_longest(schema["items"]) + 2)
    if kind == "string":
        return 7 if "pattern" in schema else schema["maxLength"] + 2
    return 5 if kind == "boolean" else 8


@pytest.mark.parametrize("step", STEPS)
def test_the_longest_allowed_reply_fits_in_max_tokens(step):
    """A rambling small model stops where the schema ends, before ``max_tokens`` cuts its JSON
    (English runs 3-4 characters a token; a small model's digits and punctuation nearer 2)."""
    long_window = PlanBlock(start=540, end=720, activity="study")
    for req in variants(step):
        if step == "decompose":
            req = replace(req, block=long_window)
        assert _longest(SPECS[step].prepare(req)[1]) / 2 <= SPECS[step].max_tokens
