"""The prompt files of the LLM brain, read and filled: one file per step, turned into messages.

Templates live in ``prompts/<step>.txt``: a system part, a line ``---``, a user part, with
``$named`` fields (``string.Template``). The first system words are ``[step:<name>]`` so logs and
the test server can tell steps apart. Apart from the renderers (``templates``,
``utterance_prompt``) because every step's renderer and the corrective retry share it: this is
the only place that knows how a file becomes chat messages.
"""

from __future__ import annotations

import string
from functools import cache
from pathlib import Path

PROMPTS_DIR = Path(__file__).with_name("prompts")

Messages = tuple[tuple[str, str], ...]


@cache
def template(step: str) -> tuple[string.Template, string.Template]:
    """The (system, user) templates of ``step``; read once per process."""
    raw = (PROMPTS_DIR / f"{step}.txt").read_text(encoding="utf-8")
    system, _, user = raw.partition("\n---\n")
    return string.Template(system.strip()), string.Template(user.strip())


def render(step: str, fields: dict[str, str]) -> Messages:
    """Fill the step's templates. Missing fields raise KeyError (a bug, not a model error)."""
    system, user = template(step)
    return (("system", system.substitute(fields)), ("user", user.substitute(fields)))


def retry_messages(messages: Messages, bad_reply: str, reason: str) -> Messages:
    """The conversation for the one corrective retry: what was wrong, and ask again."""
    note = (
        f"Your previous reply was invalid because {reason}. Reply again with only the JSON object."
    )
    return (*messages, ("assistant", bad_reply[:800] or "(empty reply)"), ("user", note))
