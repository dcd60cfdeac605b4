"""The language a model writes its replies in: one shared line added to every prompt.

The prompts (``prompts/*.txt``) are written once, in English; a town whose residents speak
another language asks for replies in it by one line at the end of every step's system prompt
(``instruct``), not by a second set of prompts. The line asks for the free text (activities,
lines of talk, summaries, questions, insights, reasons, answers) in the language and keeps
what the validators match exactly (JSON keys, ids, times, place addresses copied from a list,
fixed choices such as "talk" or "good") as given. English needs no line: an English brain's
prompts are what they always were.

``LANGUAGES`` is the codes a brain can be configured with (``LLMConfig.language``).
"""

from __future__ import annotations

from game.brains.llm.prompt_files import Messages

# code -> the line added to each system prompt ("" adds nothing)
INSTRUCTIONS: dict[str, str] = {
    "en": "",
    "zh": (
        "Language: write every free-text value (activities, actions, lines of speech, "
        "summaries, learned facts, relationships, questions, insights, reasons, answers) in "
        "Simplified Chinese (简体中文). Keep JSON keys, ids, times, numbers, place addresses "
        'copied from a list and fixed choices (such as "continue", "react", "talk", "good", '
        '"plain", "bad", true, false) exactly as given, in English.'
    ),
}
LANGUAGES = tuple(INSTRUCTIONS)


def check_language(code: str) -> str:
    """``code`` if a brain can write in it; ``ValueError`` with one line naming the known
    codes otherwise."""
    if code not in INSTRUCTIONS:
        raise ValueError(
            f"the LLM brain cannot write in language {code!r}: use one of {', '.join(LANGUAGES)}"
        )
    return code


def instruct(messages: Messages, code: str) -> Messages:
    """``messages`` with the language line of ``code`` at the end of the first system
    message (or as a system message of its own before the rest when there is none);
    unchanged for English."""
    line = INSTRUCTIONS[check_language(code)]
    if not line:
        return messages
    out = list(messages)
    for i, (role, text) in enumerate(out):
        if role == "system":
            out[i] = (role, f"{text}\n{line}")
            return tuple(out)
    return (("system", line), *messages)
