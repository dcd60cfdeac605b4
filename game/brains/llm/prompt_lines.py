"""The pieces every step's prompt is built from, each cut short: persona card, memory lines,
plan lines, place options, transcript, numbered texts.

Prompts stay short on purpose: a persona card instead of a biography, and caps on how many
memory lines and place options go in (the caps below; option caps are in ``steps.SPECS``),
because prompt tokens are most of the cost. Apart from the per-step renderers (``templates``,
``utterance_prompt``) because the caps are one decision, shared by every step, and the reply
schemas (``schemas``) offer exactly the memory ids shown here.
"""

from __future__ import annotations

from game.mind.brain import PersonaCard
from game.mind.types import Line, MemoryLine, Place, PlaceOption, PlanBlock, min_to_hhmm

# How many memory lines each step shows (the mind may pass more; the most relevant come first).
MEMORY_CAP = {
    "plan_day": 8,
    "decompose": 4,
    "decide_reaction": 5,
    "next_utterance": 6,
    "reflect_questions": 40,
    "insights": 20,
    "answer_question": 12,
}
TRANSCRIPT_CAP = 12  # last lines of a conversation shown
TEXT_CAP = 200  # characters per memory line

# How much of the persona each step sees. Only the day plan needs the whole seed; places need
# home and work; dialogue and reactions need character; ratings and summaries need little.
CARD_LEVEL = {
    "answer_question": "full",
    "plan_day": "full",
    "decompose": "place",
    "choose_place": "place",
    "decide_reaction": "social",
    "next_utterance": "social",
    "score_importance": "tiny",
    "summarize": "tiny",
}
_CARD_FIELDS = {
    "full": ("innate", "learned", "currently", "lifestyle", "daily_requirement"),
    "social": ("innate", "learned", "currently"),
    "place": ("innate", "currently"),
    "short": ("innate", "currently"),
    "tiny": ("innate",),
}
_LABELS = {
    "innate": "Innate traits",
    "learned": "Learned traits",
    "currently": "Currently",
    "lifestyle": "Lifestyle",
    "daily_requirement": "Daily needs",
}


def persona_card(p: PersonaCard, level: str = "full") -> str:
    """A few lines about who the resident is: the paper's persona seed, compressed.

    ``level`` is one of ``_CARD_FIELDS``; "full" costs ~250 tokens for a rich persona,
    "short" ~60, so only the day plan pays for the whole card.
    """
    head = f"{p.name}, {p.age}" + (f", {p.occupation}" if p.occupation else "")
    parts = [head + "."]
    cap = TEXT_CAP if level == "full" else 150
    for name in _CARD_FIELDS[level]:
        value = getattr(p, name)
        if value:
            parts.append(f"{_LABELS[name]}: {cut(value, cap)}")
    if level not in ("full", "place"):
        return "\n".join(parts)
    parts.append(f"Home: {p.home}.")
    if p.work is not None:
        hours = ""
        if p.work_hours:
            hours = f", {min_to_hhmm(p.work_hours[0])}-{min_to_hhmm(p.work_hours[1])}"
        days = f" on {', '.join(p.work_days)}" if p.work_days else ""
        parts.append(f"Works at {p.work}{hours}{days}.")
    return "\n".join(parts)


def base_fields(p: PersonaCard, step: str) -> dict[str, str]:
    """The fields every step's template has: the persona card at the step's level and the
    resident's first name."""
    return {"persona": persona_card(p, CARD_LEVEL.get(step, "short")), "first_name": p.first_name()}


def cut(text: str, cap: int = TEXT_CAP) -> str:
    """``text`` on one line, cut to ``cap`` characters (an ellipsis where it was cut)."""
    text = " ".join(str(text).split())
    return text if len(text) <= cap else text[: cap - 1] + "…"


def section(title: str, body: str) -> str:
    """A titled block of lines, or "" when there are none (no empty headings)."""
    return f"{title}\n{body}\n" if body else ""


def shown_memories(
    memories: tuple[MemoryLine, ...], step: str, skip: tuple[str, ...] = ()
) -> tuple[MemoryLine, ...]:
    """The memories a step's prompt shows: ``skip`` kinds dropped, cut at ``MEMORY_CAP``.
    The schema offers exactly these ids as evidence."""
    return tuple(m for m in memories if m.kind not in skip)[: MEMORY_CAP.get(step, 10)]


def memory_lines(
    memories: tuple[MemoryLine, ...],
    step: str,
    *,
    ids: bool = False,
    skip: tuple[str, ...] = (),
    times: bool = False,
) -> str:
    """Up to ``MEMORY_CAP[step]`` lines; ``skip`` drops memory kinds the prompt already shows
    (e.g. the "plan" memory where the plan itself is listed); ``times`` shows each id'd line's
    time too (insights: evidence must come from different moments)."""
    out = []
    for m in shown_memories(memories, step, skip):
        when = f" ({m.when})" if m.when else ""
        if ids:
            out.append(f"- [{m.id}]{when if times else ''} {cut(m.text)}")
        else:
            out.append(f"- {cut(m.text)}{when}")
    return "\n".join(out)


def plan_lines(blocks: tuple[PlanBlock, ...], current: int | None = None) -> str:
    out = []
    for b in blocks:
        mark = "> " if current is not None and b.start <= current < b.end else "  "
        out.append(f"{mark}{min_to_hhmm(b.start)}-{min_to_hhmm(b.end)} {b.activity}")
    return "\n".join(out)


def pick_options(
    options: tuple[PlaceOption, ...],
    activity: str,
    persona: PersonaCard,
    current: Place | None = None,
    cap: int = 20,
) -> tuple[PlaceOption, ...]:
    """At most ``cap`` options, the likeliest kept: the resident's own rooms and the room they
    are in, then their home, work and current buildings, then places whose names or kinds
    share words with the activity. Keeps the request's order among those kept, so lists stay
    stable (and cacheable). Validation still accepts any option of the request.
    """
    if len(options) <= cap:
        return options
    words = {w for w in activity.lower().replace(":", " ").split() if len(w) > 2}
    anchors = [p for p in (persona.home, persona.work, current) if p is not None]
    rooms = {(p.sector, p.arena) for p in anchors if p.arena}
    sectors = {p.sector for p in anchors}

    def score(o: PlaceOption) -> int:
        label = f"{o.place} {o.sector_kind} {o.arena_kind} {o.obj_kind}".lower().replace("_", " ")
        return (
            4 * ((o.place.sector, o.place.arena) in rooms)
            + 3 * (o.place.sector in sectors)
            + 2 * sum(w in label for w in words)
            + o.open_now
        )

    ranked = sorted(range(len(options)), key=lambda i: (-score(options[i]), i))[:cap]
    return tuple(options[i] for i in sorted(ranked))


def option_lines(options: tuple[PlaceOption, ...]) -> str:
    """Numbered addresses; a building's kind is named once, where its name does not say it."""
    out, seen = [], set()
    for i, o in enumerate(options, 1):
        kind = o.sector_kind.replace("_", " ")
        note = ""
        if o.place.sector not in seen and kind and kind not in o.place.sector.lower():
            note = f" ({kind})"
        seen.add(o.place.sector)
        out.append(f"{i}. {o.place}{note}" + ("" if o.open_now else " - closed now"))
    return "\n".join(out)


def transcript_lines(lines: tuple[Line, ...], starter: str) -> str:
    if not lines:
        return f"(nothing yet: {starter} speaks first)"
    return "\n".join(f"{ln.name}: {cut(ln.text, 300)}" for ln in lines[-TRANSCRIPT_CAP:])


def numbered(texts: tuple[str, ...]) -> str:
    return "\n".join(f"{i}. {cut(t)}" for i, t in enumerate(texts, 1))
