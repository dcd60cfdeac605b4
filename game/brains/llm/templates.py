"""Render each Brain request into chat messages from the step's template file.

Templates live in ``prompts/<step>.txt``: a system part, a line ``---``, a user part, with
``$named`` fields (``string.Template``). The first system words are ``[step:<name>]`` so logs and
the test server can tell steps apart. Prompts stay short on purpose: a persona card instead of a
biography, relationship summaries instead of raw memories, and caps on how many memory lines and
place options go in (the caps below; option caps are in ``steps.SPECS``), because prompt
tokens are most of the cost.
"""

from __future__ import annotations

import string
import tomllib
from functools import cache
from pathlib import Path

from game.brains.llm import context_lines, knowledge, mood_line, talk_lines
from game.mind.brain import (
    ChoosePlaceRequest,
    ConversationSummaryRequest,
    DecomposeRequest,
    ImportanceRequest,
    InsightRequest,
    InterviewRequest,
    PersonaCard,
    PlanDayRequest,
    ReactionRequest,
    ReflectQuestionsRequest,
    SummarizeRequest,
    UtteranceRequest,
)
from game.mind.types import Line, MemoryLine, Place, PlaceOption, PlanBlock, min_to_hhmm

PROMPTS_DIR = Path(__file__).with_name("prompts")

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


# -- pieces ----------------------------------------------------------------------------------


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
            parts.append(f"{_LABELS[name]}: {_cut(value, cap)}")
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


def _cut(text: str, cap: int = TEXT_CAP) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= cap else text[: cap - 1] + "…"


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
            out.append(f"- [{m.id}]{when if times else ''} {_cut(m.text)}")
        else:
            out.append(f"- {_cut(m.text)}{when}")
    return "\n".join(out)


def _section(title: str, body: str) -> str:
    return f"{title}\n{body}\n" if body else ""


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
    return "\n".join(f"{ln.name}: {_cut(ln.text, 300)}" for ln in lines[-TRANSCRIPT_CAP:])


def numbered(texts: tuple[str, ...]) -> str:
    return "\n".join(f"{i}. {_cut(t)}" for i, t in enumerate(texts, 1))


def _base(p: PersonaCard, step: str) -> dict[str, str]:
    return {"persona": persona_card(p, CARD_LEVEL.get(step, "short")), "first_name": p.first_name()}


# -- one renderer per step -------------------------------------------------------------------


@cache
def _need_table() -> dict:
    return tomllib.loads((PROMPTS_DIR / "need_line.toml").read_text(encoding="utf-8"))


def need_line(req: PlanDayRequest) -> str:
    """The re-plan's reason when a need presses (``req.need``), "" for a plain plan."""
    need = req.need
    if need is None:
        return ""
    t = _need_table()
    where = string.Template(t["where"]).substitute(place=need.place) if need.place else ""
    return string.Template(t["line"]).substitute(
        time=min_to_hhmm(need.minute),
        first_name=req.persona.first_name(),
        what=t["what"].get(need.need, f"needs {need.need}"),
        need=need.need,
        level=f"{need.level:.2f}",
        since=need.since,
        where=where,
    )


def plan_day(req: PlanDayRequest) -> Messages:
    prev = plan_lines(req.previous_plan)
    return render(
        "plan_day",
        {
            **_base(req.persona, "plan_day"),
            "weekday": req.weekday,
            "date": req.date,
            "wake": min_to_hhmm(req.persona.wake),
            "sleep": min_to_hhmm(req.persona.sleep),
            # a need's re-plan is shown today's plan, to keep all but what sees to the need
            "previous_plan": _section("Today's plan:" if req.need else "Yesterday's plan:", prev),
            "memories": _section(
                "On their mind:", memory_lines(req.memories, "plan_day", skip=("plan",))
            ),
            "need": need_line(req),
            "household": context_lines.household(req),
            "errands": _section(
                f"People {req.persona.first_name()} means to go and find today (fit a visit in):",
                "\n".join(knowledge.errand_lines(req)),
            ),
        },
    )


def decompose(req: DecomposeRequest, shown: tuple[PlaceOption, ...]) -> Messages:
    here = str(req.current_place) if req.current_place else "home"
    return render(
        "decompose",
        {
            **_base(req.persona, "decompose"),
            "day_plan": plan_lines(req.day_plan, req.block.start),
            "current_place": here,
            "activity": req.block.activity,
            "start": min_to_hhmm(req.block.start),
            "end": min_to_hhmm(req.block.end),
            "shape": _action_shape(req.block.end - req.block.start),
            "memories": _section(
                "Relevant memories:", memory_lines(req.memories, "decompose", skip=("plan",))
            ),
            "options": option_lines(shown),
            "done": context_lines.done(req),
            "around": context_lines.around(req, shown),
        },
    )


def _action_shape(minutes: int) -> str:
    """'1 to 6 consecutive actions of 5 to 30 minutes' scaled to the window's length."""
    if minutes <= 60:
        return "1 to 6 consecutive actions of 5 to 30 minutes"
    most = min(12, max(2, minutes // 15))
    return f"{max(2, minutes // 60)} to {most} consecutive actions of 5 to 60 minutes"


def choose_place(req: ChoosePlaceRequest, shown: tuple[PlaceOption, ...]) -> Messages:
    avoid = ", ".join(str(p) for p in req.avoid)
    return render(
        "choose_place",
        {
            **_base(req.persona, "choose_place"),
            "activity": req.activity,
            "options": option_lines(shown),
            "current_place": str(req.current_place) if req.current_place else "home",
            "avoid": f"Do not pick: {avoid}.\n" if avoid else "",
        },
    )


def score_importance(req: ImportanceRequest) -> Messages:
    return render(
        "score_importance",
        {
            **_base(req.persona, "score_importance"),
            "texts": numbered(req.texts),
            "count": str(len(req.texts)),
        },
    )


def reflect_questions(req: ReflectQuestionsRequest) -> Messages:
    return render(
        "reflect_questions",
        {
            **_base(req.persona, "reflect_questions"),
            "count": str(req.count),
            "memories": memory_lines(req.memories, "reflect_questions"),
        },
    )


def insights(req: InsightRequest) -> Messages:
    return render(
        "insights",
        {
            **_base(req.persona, "insights"),
            "count": str(req.count),
            "question": _cut(req.question),
            "memories": memory_lines(req.memories, "insights", ids=True, times=True),
            "places": _section(
                "Where they live and work (of course one meets them there):",
                "\n".join(f"- {name}: {', '.join(at)}" for name, at in req.places),
            ),
            "reflecting": context_lines.reflecting(req),
        },
    )


def decide_reaction(req: ReactionRequest) -> Messages:
    o = req.other
    other, choices, decisions, name = (
        "",
        '"continue" or "react" (briefly do something else)',
        "continue|react",
        "them",
    )
    if o is not None:
        rel = (
            f" {req.persona.first_name()} thinks: {_cut(o.relationship)}" if o.relationship else ""
        )
        state = "" if o.available else " (not free to talk now)"
        aim = knowledge.intent_line(req.persona.first_name(), o.name, req.intent)
        other = f"{o.name} is {o.activity}{state}.{rel}\n" + (f"{aim}\n" if aim else "")
        if req.lonely:  # the social need at its worst, in the re-plan's words for it
            other += f"{req.persona.first_name()} {_need_table()['what']['social']}.\n"
        name = o.name
        if o.available:
            choices = (
                '"continue" what they are doing, "react" (briefly do something else), '
                f'or "talk" to {o.name}'
            )
            decisions = "continue|react|talk"
    return render(
        "decide_reaction",
        {
            **_base(req.persona, "decide_reaction"),
            "now": min_to_hhmm(req.now),
            "current_action": req.current_action,
            "observation": _cut(req.observation),
            "other": other,
            "other_name": name,
            "memories": _section(
                "Relevant memories:", memory_lines(req.memories, "decide_reaction")
            ),
            "choices": choices,
            "decisions": decisions,
        },
    )


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
                f"{first}'s view of {ln.name}: {_cut(ln.relationship)}"
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
            **_base(req.speaker, "next_utterance"),
            "now": min_to_hhmm(req.now),
            "place": str(req.place),
            "listeners": ", ".join(ln.name for ln in req.listeners) or "someone",
            "relationships": rel + "\n" if rel else "",
            "memories": _section(
                "What comes to mind:", memory_lines(_fresh(req), "next_utterance")
            ),
            "news": _section(
                f"News {first} has not shared with them yet (bring it up if it fits):",
                "\n".join(
                    knowledge.news_line(m.fact, req) if m.fact else f"- {_cut(m.text)}"
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


def summarize_conversation(req: ConversationSummaryRequest) -> Messages:
    return render(
        "summarize_conversation",
        {
            **_base(req.persona, "summarize_conversation"),
            "others": ", ".join(f"{o.name} (id {o.id})" for o in req.others) or "someone",
            "ids": ", ".join(o.id for o in req.others),
            "transcript": transcript_lines(req.transcript, req.persona.first_name()),
        },
    )


def summarize(req: SummarizeRequest) -> Messages:
    return render(
        "summarize",
        {
            **_base(req.persona, "summarize"),
            "texts": numbered(req.texts),
            "kind": context_lines.kind(req),
        },
    )


def answer_question(req: InterviewRequest) -> Messages:
    doing = f"Right now {req.persona.first_name()} is {req.activity}." if req.activity else ""
    names = {o.id: o.name for o in req.people}
    feels = mood_line.own(req.persona.first_name(), req.mood, names)
    doing = f"{doing} {feels}".strip()
    return render(
        "answer_question",
        {
            **_base(req.persona, "answer_question"),
            "now": req.now,
            "doing": doing,
            "question": _cut(req.question),
            "plan": "\n".join(f"- {line}" for line in req.plan[:10]) or "- (no plan yet)",
            "people": "\n".join(f"- {_cut(r)}" for r in req.relationships[:10]) or "- (nobody)",
            "memories": memory_lines(req.memories, "answer_question", ids=True) or "- (nothing)",
            "known": context_lines.interview(req),
        },
    )
