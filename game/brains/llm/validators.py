"""Per-step validators: a parsed JSON value in, the typed Brain result out, or InvalidReply.

Each check is one a real model gets wrong: places that do not exist in the resident's spatial
memory, times out of order or outside the slot, scores outside 1-10 or of the wrong count,
evidence ids that were never shown, a "talk" with nobody free to talk to, a line that speaks
for someone else. The reason in ``InvalidReply`` is written to be read by the model on the
one corrective retry, so it says what was wrong and what would be right.
"""

from __future__ import annotations

import re
from typing import Any

from game.brains.llm.errors import InvalidReply
from game.brains.llm.parse import (
    DAY,
    as_bool,
    first_emoji,
    has_words,
    match_place,
    need_dict,
    need_ids,
    need_int,
    need_list,
    need_slot_time,
    need_text,
    need_time,
    norm,
)
from game.mind.brain import (
    INTENTS,
    ChoosePlaceRequest,
    ConversationSummary,
    ConversationSummaryRequest,
    DayPlan,
    DecomposeRequest,
    ImportanceRequest,
    Insight,
    InsightRequest,
    InterviewAnswer,
    InterviewRequest,
    PlanDayRequest,
    Reaction,
    ReactionRequest,
    ReflectQuestionsRequest,
    SummarizeRequest,
    Utterance,
    UtteranceRequest,
)
from game.mind.types import Action, PlanBlock, min_to_hhmm


def plan_day(data: Any, req: PlanDayRequest) -> DayPlan:
    """3-12 blocks in time order, no overlaps; small gaps are closed by stretching a block.

    Times may pass midnight for late sleepers: a time far *before* the previous one is read
    as the next day (23:00 then 01:00 -> 1380 then 1500).
    """
    items = need_list(data, "blocks", min_len=3)
    if len(items) > 12:
        raise InvalidReply(f"the plan has {len(items)} blocks; use 5 to 8", label="too many blocks")
    blocks: list[PlanBlock] = []
    last, offset = -1, 0
    for i, item in enumerate(items, 1):
        d = need_dict(item, "start", "end", "activity")
        times = []
        for key in ("start", "end"):
            t = need_time(d[key], f"block {i} {key}") + offset
            if t < last and last - t >= DAY // 2:
                offset += DAY
                t += DAY
            times.append(t)
            last = t
        start, end = times
        if end <= start:
            raise InvalidReply(
                f"block {i} ends ({d['end']}) before it starts ({d['start']})",
                label="end before start",
            )
        activity = need_text(d["activity"], f"block {i} activity", max_len=120)
        if blocks and start < blocks[-1].end:
            raise InvalidReply(
                f"block {i} starts at {d['start']}, before block {i - 1} ends at "
                f"{min_to_hhmm(blocks[-1].end)}; blocks must be in time order without overlaps",
                label="blocks overlap",
            )
        if blocks and start > blocks[-1].end:  # close a gap: the earlier block runs on
            prev = blocks[-1]
            blocks[-1] = PlanBlock(start=prev.start, end=start, activity=prev.activity)
        blocks.append(PlanBlock(start=start, end=end, activity=activity))
    return DayPlan(blocks=tuple(blocks))


def decompose(data: Any, req: DecomposeRequest) -> tuple[Action, ...]:
    """1-12 actions whose starts increase inside the slot; each runs until the next starts."""
    items = need_list(data, "actions")
    if len(items) > 12:
        raise InvalidReply(
            f"{len(items)} actions is too many; use 1 to 6", label="too many actions"
        )
    lo, hi = req.block.start, req.block.end
    rows = []
    for i, item in enumerate(items, 1):
        d = need_dict(item, "start", "action", "place")
        start = need_slot_time(d["start"], f"action {i} start", lo, hi)
        if i == 1:
            start = lo  # the first action begins with the slot, whatever the model wrote
        elif start <= rows[-1][0]:
            raise InvalidReply(
                f"action {i} starts at {d['start']}, not after action {i - 1}; "
                "start times must increase",
                label="times out of order",
            )
        text = need_text(d["action"], f"action {i} description", max_len=80)
        place = match_place(d["place"], req.options, f"action {i} place")
        rows.append((start, text, place, first_emoji(d.get("emoji"))))
    ends = [r[0] for r in rows[1:]] + [hi]
    return tuple(
        Action(start=s, minutes=e - s, description=t, place=p, emoji=em)
        for (s, t, p, em), e in zip(rows, ends, strict=True)
    )


def choose_place(data: Any, req: ChoosePlaceRequest) -> Any:
    """One of the options, not one of ``avoid`` (unless every option is to be avoided)."""
    value = data if isinstance(data, str | int) else need_dict(data, "place")["place"]
    place = match_place(value, req.options)
    if place in req.avoid and any(o.place not in req.avoid for o in req.options):
        raise InvalidReply(
            f"{place} is on the do-not-pick list; choose another listed place",
            label="place to avoid",
        )
    return place


def score_importance(data: Any, req: ImportanceRequest) -> tuple[int, ...]:
    scores = need_list(data, "scores", min_len=0)
    if len(scores) != len(req.texts):
        raise InvalidReply(
            f"expected exactly {len(req.texts)} scores, one per memory, got {len(scores)}",
            label="wrong score count",
        )
    return tuple(need_int(s, f"score {i}", 1, 10) for i, s in enumerate(scores, 1))


def reflect_questions(data: Any, req: ReflectQuestionsRequest) -> tuple[str, ...]:
    items = need_list(data, "questions")
    out: list[str] = []
    for i, q in enumerate(items, 1):
        if isinstance(q, dict) and "question" in q:
            q = q["question"]
        text = need_text(q, f"question {i}", max_len=200)
        if norm(text) not in {norm(x) for x in out}:
            out.append(text)
    return tuple(out[: max(1, req.count)])


def insights(data: Any, req: InsightRequest) -> tuple[Insight, ...]:
    """Insights citing only ids that were shown (at least one each when any were shown)."""
    valid = {m.id for m in req.memories} | {m.id for m in req.plans}  # (decisions too)
    out = []
    for i, item in enumerate(need_list(data, "insights"), 1):
        d = need_dict(item, "text", "evidence")
        text = need_text(d["text"], f"insight {i} text", max_len=300)
        evidence = need_ids(d["evidence"], f"insight {i} evidence")
        unknown = [e for e in evidence if e not in valid]
        if unknown:
            raise InvalidReply(
                f"insight {i} cites id {unknown[0]}, which is not one of the "
                "statements listed; cite only ids shown in brackets",
                label="unknown memory id",
            )
        if valid and not evidence:
            raise InvalidReply(f"insight {i} cites no statement ids", label="no evidence cited")
        # what it concludes about people is optional: a small model may leave it out, and
        # an intent outside INTENTS or names that are not text are dropped, not refused
        about = d.get("about") if isinstance(d.get("about"), list) else []
        about = tuple(str(a).strip()[:40] for a in about[:2] if isinstance(a, str) and a.strip())
        intent = d.get("intent") if d.get("intent") in INTENTS else ""
        out.append(
            Insight(text=text, evidence=evidence, about=about, intent=intent if about else "")
        )
    return tuple(out[: max(1, req.count)])


def decide_reaction(data: Any, req: ReactionRequest) -> Reaction:
    d = need_dict(data, "decision")
    decision = str(d["decision"]).strip().strip('"').lower()
    allowed = ["continue", "react"]
    if req.other is not None and req.other.available:
        allowed.append("talk")
    if decision not in allowed:
        why = "" if decision != "talk" else (" (there is nobody free to talk to)")
        raise InvalidReply(
            f"decision must be one of {', '.join(allowed)}, got {decision!r}{why}",
            label="decision not allowed",
        )
    reason = d.get("reason")
    reason = (
        need_text(reason, "reason", max_len=160)
        if isinstance(reason, str) and reason.strip()
        else ""
    )
    if decision != "react":
        return Reaction(decision=decision, reason=reason)
    activity = need_text(d.get("activity"), "activity (what to do instead)", max_len=100)
    minutes = need_int(d.get("minutes"), "minutes", 1, 240)
    return Reaction(decision=decision, reason=reason, activity=activity, minutes=minutes)


def next_utterance(data: Any, req: UtteranceRequest) -> Utterance:
    """One line by the speaker: a leading 'Speaker:' is dropped, a line for others rejected."""
    d = {"text": data} if isinstance(data, str) else need_dict(data, "text")
    text = need_text(d["text"], "text", max_len=400)
    me = {norm(req.speaker.name), norm(req.speaker.first_name())}
    others = {norm(n) for ln in req.listeners for n in (ln.name, ln.name.split()[0])} - me
    head = re.match(r"^\s*([^:：]{1,40})[:：]\s*(.*)$", text)  # (：: a Chinese colon)
    if head and norm(head.group(1)) in me:
        text = need_text(head.group(2), "text", max_len=400)
    for name in others:
        if re.search(rf"(^|[\s。！？，]){re.escape(name)}\s*[:：]", text.lower()):
            raise InvalidReply(
                f"the reply speaks for {name.title()}; write only {req.speaker.first_name()}'s line",
                label="speaks for others",
            )
    text = text.strip().strip('"').strip()
    if not text:
        raise InvalidReply("text must be a non-empty string", label="empty text")
    return Utterance(text=text, end=as_bool(d.get("end", False)))


def summarize_conversation(data: Any, req: ConversationSummaryRequest) -> ConversationSummary:
    d = need_dict(data, "summary")
    summary = need_text(d["summary"], "summary", max_len=300)
    learned_raw = d.get("learned") or []
    if not isinstance(learned_raw, list):
        raise InvalidReply("learned must be a list of statements", label="'learned' not a list")
    learned = tuple(  # an empty or placeholder fact ("...") is left out, not a reason to reject
        need_text(x, "a learned fact", max_len=200) for x in learned_raw if has_words(x)
    )[:5]
    by_key = {}
    for o in req.others:
        for k in (o.id, o.name, o.name.split()[0]):
            by_key[norm(k)] = o.id
    relationships: dict[str, str] = {}
    closeness: dict[str, float] = {}
    others = d.get("others") or []
    if not isinstance(others, list):
        raise InvalidReply("others must be a list", label="'others' not a list")
    for item in others:
        e = need_dict(item, "id")
        oid = by_key.get(norm(str(e["id"])))
        if oid is None:
            raise InvalidReply(
                f"id {e['id']!r} is not one of the people in the conversation "
                f"({', '.join(o.id for o in req.others)})",
                label="unknown person",
            )
        rel = e.get("relationship")
        if has_words(rel):
            relationships[oid] = need_text(rel, "relationship", max_len=200)
        c = e.get("closeness", 0)
        if isinstance(c, bool) or not isinstance(c, int | float) or not -1 <= c <= 1:
            raise InvalidReply(
                f"closeness for {oid} must be a number from -1 to 1, got {c!r}",
                label="bad closeness",
            )
        closeness[oid] = float(c)
    # how the talk felt: its first word if that is good, plain or bad; anything else is a plain
    # talk (an optional judgement is no reason to lose the summary)
    said = d.get("felt")
    words = said.strip().lower().split() if isinstance(said, str) else []
    felt = words[0].strip(".,!\"'") if words else "plain"
    felt = felt if felt in ("good", "bad") else "plain"
    return ConversationSummary(
        summary=summary,
        learned=learned,
        relationships=relationships,
        closeness=closeness,
        felt="" if felt == "plain" else felt,
    )


def summarize(data: Any, req: SummarizeRequest) -> str:
    value = data if isinstance(data, str) else need_dict(data, "summary")["summary"]
    return need_text(value, "summary", max_len=300)


def answer_question(data: Any, req: InterviewRequest) -> InterviewAnswer:
    """An in-character answer citing only memories that were shown."""
    d = need_dict(data, "answer")
    text = need_text(d["answer"], "answer", max_len=800)
    valid = {m.id for m in req.memories}
    evidence = need_ids(d.get("evidence") or [], "evidence")
    unknown = [e for e in evidence if e not in valid]
    if unknown:
        raise InvalidReply(
            f"evidence cites id {unknown[0]}, which is not a memory listed",
            label="unknown memory id",
        )
    remembers = d.get("remembers", True)
    if not isinstance(remembers, bool):
        raise InvalidReply("remembers must be true or false", label="'remembers' not a boolean")
    return InterviewAnswer(text=text, evidence=evidence, remembers=remembers)
