"""The conversation prompt: what a speaker knows going into the next line of a talk.

``next_utterance`` gathers who the speaker already knows and how (housemates, colleagues,
strangers), whom the listeners live with, the speaker's view of them, mood, what they mean to
ask, the news not yet shared and the memories not already shown as news or as a view. Apart
from the other steps' renderers (``templates``) because this is the one prompt built from many
records of the talk itself; its single-line helpers live in ``talk_lines``, ``knowledge`` and
``mood_line``.
"""

from __future__ import annotations

from game.brains.llm import knowledge, mood_line, talk_lines
from game.brains.llm.prompt_files import Messages, render
from game.brains.llm.prompt_lines import (
    base_fields,
    cut,
    memory_lines,
    section,
    transcript_lines,
)
from game.mind.brain import UtteranceRequest
from game.mind.types import MemoryLine, min_to_hhmm

_TIE_WORDS = {
    "home": "lives with",
    "work": "works with",
    "neighbour": "lives in the same building as",
}


def acquaintance_lines(first: str, listeners) -> list[str]:
    """Who the speaker already knows and how: from records, so a model never makes
    housemates or colleagues introduce themselves."""
    out = []
    for ln in listeners:
        ties = [_TIE_WORDS[t] for t in ln.ties if t in _TIE_WORDS]
        if ties:
            how = "knows them well" if set(ln.ties) & {"home", "work"} else "knows them by name"
            out.append(f"{first} {' and '.join(ties)} {ln.name} and {how}.")
        elif ln.knows:
            out.append(f"{first} already knows {ln.name}.")
        else:
            out.append(f"{first} has not met {ln.name} before.")
    return out


def household_lines(listeners, known) -> list[str]:
    """Whom each listener lives with, as the speaker knows it (a record: ``Listener.kin``)."""
    names = dict(known)
    out = []
    for ln in listeners:
        kin = [names[k] for k, _ in ln.kin if k in names]
        if kin:
            out.append(f"{ln.name} lives with {', '.join(kin)}.")
    return out


def next_utterance(req: UtteranceRequest) -> Messages:
    first = req.speaker.first_name()
    rel = "\n".join(
        [
            *acquaintance_lines(first, req.listeners),
            *household_lines(req.listeners, req.known),
            *talk_lines.housemates(req),
            *talk_lines.listener_notes(req),
            *talk_lines.occasion(req),
            *(
                f"{first}'s view of {ln.name}: {cut(ln.relationship)}"
                for ln in req.listeners
                if ln.relationship
            ),
            *(
                [f"{first} had already heard what {req.transcript[-1].name} just said."]
                if req.heard_before and req.transcript
                else []
            ),
            *knowledge.already_known(req),
            *knowledge.decision_line(req),
            *knowledge.answer_line(req),
            *[line for line in [mood_line.own(first, req.mood, dict(req.known or ()))] if line],
            *mood_line.noticed(first, req.listeners),
            *[line for line in [mood_line.needs(first, req.mood)] if line],
            *[
                line
                for line in [
                    knowledge.intent_line(
                        first, req.listeners[0].name if req.listeners else "", req.intent
                    )
                ]
                if line and req.listeners
            ],
        ]
    )
    left = req.max_turns_left
    turns = (
        " (this must be the last line, so set it to true)"
        if left <= 1
        else f" (at most {left} more lines)"
    )
    return render(
        "next_utterance",
        {
            **base_fields(req.speaker, "next_utterance"),
            "now": min_to_hhmm(req.now),
            "place": str(req.place),
            "listeners": ", ".join(ln.name for ln in req.listeners) or "someone",
            "relationships": rel + "\n" if rel else "",
            "memories": section("What comes to mind:", memory_lines(_fresh(req), "next_utterance")),
            "news": section(
                f"News {first} has not shared with them yet (bring it up if it fits):",
                "\n".join(
                    knowledge.news_line(m.fact, req) if m.fact else f"- {cut(m.text)}"
                    for m in _offered(req)
                ),
            ),
            "lately": talk_lines.lately(req),
            "transcript": transcript_lines(req.transcript, first),
            "turns_note": turns,
        },
    )


def _offered(req: UtteranceRequest) -> list[MemoryLine]:
    """The news offered for this line: what one holds on the matter of a meeting the two
    arranged, up to three to bring up, then what one holds of the people the talk has turned to
    (those the listener lives with, a third person just named)."""
    out = {m.id: m for m in req.matter_news}
    out |= {m.id: m for m in req.news[:3] if m.id not in out}
    for m in (*req.household_news, *req.related_news):
        out.setdefault(m.id, m)
    return list(out.values())


def _fresh(req: UtteranceRequest) -> tuple[MemoryLine, ...]:
    """Memories not already in the prompt as news or as a relationship summary."""
    news = {m.id for m in _offered(req)}
    views = [norm_text(ln.relationship) for ln in req.listeners if ln.relationship]
    return tuple(
        m
        for m in req.memories
        if m.id not in news and not any(v and v in norm_text(m.text) for v in views)
    )


def norm_text(text: str) -> str:
    return " ".join(str(text).lower().split())
