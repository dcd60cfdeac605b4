"""What one endpoint accepts, learned from its refusals and then remembered.

Servers differ: OpenAI takes ``json_schema`` in strict mode but refuses some keywords (string
lengths); llama.cpp's servers refuse ``json_schema`` (llama-cpp-python answers 422, older
llama-server 500) but enforce a schema sent beside ``json_object``; others ignore both. So a
client starts with the best (``json_schema``, every schema keyword; OpenAI's own API without
string lengths), and each refusal changes one thing: a parameter name, the schema level
(``schemas.LEVELS``), the schema beside ``json_object``, or one step down the output ladder.
The change is kept once a request with it succeeds. Costs one refused request per change, once
per endpoint and model.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.brains.llm.errors import TransportError
from game.brains.llm.schemas import LEVELS, at_level

# Structured-output modes, best first. The client walks down this ladder when a server rejects
# one, and remembers what worked for its endpoint and model.
MODES = ("json_schema", "json_object", "text")


@dataclass
class EndpointQuirks:
    """What one endpoint and model accept, learned from its 400s and then remembered.

    ``schema_level`` is how many schema keywords it takes (``schemas.LEVELS``);
    ``object_schema`` whether ``json_object`` mode may carry the schema (llama.cpp's servers
    enforce it there, others ignore it, a few refuse the extra key).
    """

    mode: str = "json_schema"
    token_param: str = "max_tokens"
    send_temperature: bool = True
    schema_level: str = "full"
    object_schema: bool = True


def first_level(base_url: str) -> str:
    """OpenAI's own API refuses string lengths in strict mode; any other endpoint gets all."""
    return "openai" if "api.openai.com" in base_url else "full"


def format_for(
    schema: dict[str, Any] | None, name: str, quirks: EndpointQuirks
) -> dict[str, Any] | None:
    """The ``response_format`` to send for ``schema`` (None: send none)."""
    schema = at_level(schema, quirks.schema_level)
    if schema is None or quirks.mode == "text":
        return None
    if quirks.mode == "json_schema":
        return {
            "type": "json_schema",
            "json_schema": {"name": name, "schema": schema, "strict": True},
        }
    if quirks.object_schema:
        return {"type": "json_object", "schema": schema}
    return {"type": "json_object"}


def adapt(quirks: EndpointQuirks, error: TransportError, structured: bool) -> EndpointQuirks | None:
    """The next thing to try after a rejected request, or None to give up.

    Parameter complaints are fixed first (``max_completion_tokens``, no ``temperature``);
    then an "invalid schema" 400 drops the keywords the endpoint refuses (one
    ``schemas.LEVELS`` step), a 400 about the schema beside ``json_object`` drops it there;
    otherwise a 400/422 (or a 5xx naming the response format) walks one step down the
    structured-output ladder. The change is kept only if the next request succeeds.
    """
    msg = str(error).lower()
    status = error.status or 0
    if status in (400, 422):
        if "max_tokens" in msg and quirks.token_param == "max_tokens":
            return replace(quirks, token_param="max_completion_tokens")
        if "temperature" in msg and quirks.send_temperature:
            return replace(quirks, send_temperature=False)
        if structured and "invalid schema" in msg and quirks.schema_level != LEVELS[-1]:
            level = LEVELS[LEVELS.index(quirks.schema_level) + 1]
            return replace(quirks, schema_level=level)
        if structured and quirks.mode == "json_object" and quirks.object_schema:
            if "schema" in msg:
                return replace(quirks, object_schema=False)
    format_error = status in (400, 422) or (
        status >= 500 and ("response_format" in msg or "schema" in msg)
    )
    if structured and format_error and quirks.mode != "text":
        return replace(quirks, mode=MODES[MODES.index(quirks.mode) + 1])
    return None
