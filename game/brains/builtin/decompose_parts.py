"""The pieces of decomposition: splitting a compound block into parts, sharing a slice's
minutes among steps, and small helpers (the block a slice belongs to, a per-day salt, the key
two people doing something together both compute). Pure functions, microseconds each."""

from __future__ import annotations

import hashlib
import math
import re

from game.brains.builtin.activities import Category, Step, classify, generic
from game.brains.builtin.phrases import lines
from game.mind.brain import PersonaCard
from game.mind.inner.tables import tables as inner_tables
from game.mind.types import PlanBlock

_HOST = re.compile(r"\b(?:host|hosting|set up|decorat|prepare for)", re.IGNORECASE)
_THEN = re.compile(r",\s*then\s+|\s+and then\s+|;\s*", re.IGNORECASE)
_AND = re.compile(r"\s+and\s+(?=[a-z])")


def split_parts(activity: str) -> list[tuple[str, str]]:
    """'get ready and have breakfast at home, then read' -> three (part, chunk) pairs.

    ', then ' always splits (each chunk keeps its own place); ' and ' splits only when both
    sides are recognisable, different activities, and both halves share the chunk's place
    ("have a coffee and write at the Corner Cafe"), so place names ("Hill Market and Pharmacy")
    and pairs ("coffee and a pastry") stay whole.
    """
    parts: list[tuple[str, str]] = []
    none = generic()
    for chunk in (c.strip() for c in _THEN.split(activity or "") if c and c.strip()):
        pieces = _AND.split(chunk)
        cur = pieces[0]
        for nxt in pieces[1:]:
            left, right = classify(cur), classify(nxt)
            if (
                left is not none
                and right is not none
                and left.name != right.name
                and len(nxt.split()) >= 2
            ):
                parts.append((cur, chunk))
                cur = nxt
            else:
                cur = f"{cur} and {nxt}"
        parts.append((cur, chunk))
    return parts or [(activity or "go about the day", activity or "")]


def fit_durations(desired: list[int], total: int) -> list[int]:
    """Durations of 5-15 minutes summing to ``total``, close to ``desired`` (one per step).

    The caller passes at least ``ceil(total / 15)`` wishes; extra ones are dropped from the end.
    """
    if total <= 0:
        return []
    if total < 5:
        return [total]
    n = max(math.ceil(total / 15), min(len(desired), total // 5))
    wishes = (desired + [10] * n)[:n]
    d = [min(15, max(5, x)) for x in wishes]
    diff = total - sum(d)
    i = 0
    while diff != 0 and i < 10_000:
        j = i % n
        if diff > 0 and d[j] < 15:
            step = min(diff, 15 - d[j], 5)
            d[j] += step
            diff -= step
        elif diff < 0 and d[j] > 5:
            step = min(-diff, d[j] - 5, 5)
            d[j] -= step
            diff += step
        i += 1
    return d


MEAL_MIN = 10  # minutes: a meal is not bolted in less; the steps around it give way first


def eats(step: Step) -> bool:
    """Whether ``step`` is eating, as the inner life reads a doing (by its emoji)."""
    return inner_tables().kind_by_emoji.get(step.emoji) == "eat"


def meal_first(seq: list[Step], total: int, wanted) -> tuple[list[Step], list[int]]:
    """``seq``'s steps and their minutes (``fit_durations`` of ``wanted(seq)``), where a slice
    too short for its meal and the steps around it (a talk took the start of the hour) keeps the
    meal whole: the steps after the meal's first bite that are not eating are dropped, the last
    first (the dishes wait), until the eating has ``MEAL_MIN`` minutes or the slice. If it is
    still short (a quarter of an hour for breakfast before an early shift), what comes before
    the meal gives way too, the first first: the last step of the cooking stays. When too few
    steps are left for the slice's minutes (none is longer than 15), the eating goes on in
    another step of it."""
    seq = list(seq)

    def timed() -> list[int]:
        mins = fit_durations(wanted(seq), total)
        meal = next((st for st in reversed(seq) if eats(st)), seq[-1] if seq else None)
        while meal is not None and len(seq) < len(mins):
            seq.append(meal)
            mins = fit_durations(wanted(seq), total)
        return mins

    mins = timed()
    while True:
        eating = sum(m for st, m in zip(seq, mins, strict=False) if eats(st))
        first = next((i for i, st in enumerate(seq) if eats(st)), len(seq))
        rest = [i for i, st in enumerate(seq) if i > first and not eats(st)]
        before = [i for i in range(first - 1) if not eats(seq[i])]
        if not eating or eating >= min(MEAL_MIN, total) or not (rest or before):
            return seq, mins
        seq.pop(rest[-1] if rest else before[0])
        mins = timed()


def eating_by(seq: list[Step], a: int, b: int, lo: int, wanted) -> Step | None:
    """The eating step of ``seq`` (the steps planned for [a, b), timed as ``meal_first`` times
    them) going on at ``lo`` or over in the ``MEAL_MIN`` minutes before it, else None: the plan
    cut at ``lo`` by a talk held over the meal, which then goes on (the talk took some of its
    minutes, how many the plan cannot know)."""
    seq, mins = meal_first(seq, b - a, wanted)
    t = a
    for st, m in zip(seq, mins, strict=False):
        if eats(st) and t < lo and t + m > lo - MEAL_MIN:
            return st
        t += m
    return None


def steps_for(cat: Category, sector_kind: str, text: str) -> tuple[Step, ...]:
    """The steps for where the activity happens: the host's when the text is about hosting."""
    if cat.host_steps and _HOST.search(text or ""):
        return cat.host_steps
    return cat.variants.get(sector_kind, cat.steps)


JOIN_DINNER = "have dinner together at home"  # joining it when a town's file has no words


def served(text: str) -> bool:
    """A household's meal that another of the home cooks (in the planner's words for joining it,
    the ``plan_dinner_join`` set): one sets the table, waits and eats; the grown-up's jobs of
    the meal (a step's ``min_age``: taking out the ingredients, the cooking) are the cook's."""
    joins = (*lines("plan_dinner_join"), JOIN_DINNER)
    return clean_activity(text) in {clean_activity(x) for x in joins}


def not_cooking(steps: tuple[Step, ...]) -> tuple[Step, ...]:
    """``steps`` without a grown-up's jobs (``min_age``), for one whose meal another cooks."""
    return tuple(st for st in steps if not st.min_age)


def wanted_minutes(step: Step, r, i: int) -> int:
    return max(5, min(15, step.minutes + (5 if r("len", i) < 0.25 else 0)))


def containing_block(day_plan: tuple[PlanBlock, ...], blk: PlanBlock) -> PlanBlock:
    for b in day_plan or ():
        if isinstance(b, PlanBlock) and b.start <= blk.start < b.end and b.activity == blk.activity:
            return b.part(min(b.start, blk.start), max(b.end, blk.end))
    return blk


def part_bounds(start: int, end: int, weights: list[int]) -> list[tuple[int, int]]:
    n = len(weights)
    if n <= 1:
        return [(start, end)]
    total = float(sum(weights)) or 1.0
    cuts, acc = [start], 0.0
    for w in weights[:-1]:
        acc += w
        cuts.append(start + int(round((end - start) * acc / total / 5.0)) * 5)
    cuts.append(end)
    cuts = [min(max(c, start), end) for c in cuts]
    for i in range(1, len(cuts)):
        cuts[i] = max(cuts[i], cuts[i - 1])
    return [(cuts[i], cuts[i + 1]) for i in range(n)]


def day_salt(day_plan: tuple[PlanBlock, ...]) -> str:
    text = "|".join(b.activity for b in day_plan or () if isinstance(b, PlanBlock))
    return hashlib.blake2b(text.encode("utf-8", "replace"), digest_size=4).hexdigest()


VISIT = re.compile(r"^(visit|have a word with|go and make peace with|meet) ([A-Z][\w'’-]+)")
# what two arranged and met for, done together for the rest of its time (the mind's
# ``appoint_doing`` frame, English and Chinese): read by what they met for (``what``: not the
# place's or the room's words), done there in plain words when that has nothing there to do it
# with (an interview read as a reporter's desk work)
TOGETHER = re.compile(r"^(?:(?P<head>stay for (?P<what>.+) with [A-Z][\w'’-]+) at |和.+?在)")
_WITH = re.compile(r"\bwith ([A-Z][\w'’-]+)(?: [A-Z][\w'’-]+)?")


def shared_key(persona: PersonaCard, activity: str) -> str:
    """A key both people of "play chess with Tom Reed" compute alike ("" when alone)."""
    m = _WITH.search(activity or "")
    if not m or m.group(1) in ("The", "A"):
        return ""
    return "|".join(sorted((persona.first_name(), m.group(1))))


def clean_activity(text: str) -> str:
    text = " ".join((text or "").split()).strip(" ,.;")
    return text or "go about the day"
