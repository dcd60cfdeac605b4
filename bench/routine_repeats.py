"""Is the morning lived twice?  Counts, in exported timelines (``main.py --export-timeline``),
per resident per day, the steps of getting up done again: showers, getting dressed, beds made
(more than once a day), teeth brushed again within ``TEETH_APART`` minutes (morning and night
are two), and meals eaten
twice (the same meal again after another was eaten, or a meal right after one).

A step is one run of lines (its "📍" arrival lines and a step that goes on are the same
doing). Meals are the eating steps (their emoji eats, as the inner life reads a doing, and
they name a meal: not a baker's pastries nor a waiter's serving) grouped
when less than ``MEAL_GAP`` minutes apart, named by their words ("breakfast", "lunch",
"dinner"/"supper"); a day's name eaten in two meals is a repeat, and so is a meal with no name
("eat a meal", put in when hungry) next to another less than ``MEAL_AGAIN`` minutes apart.

    PYTHONPATH=. .venv/bin/python bench/routine_repeats.py /tmp/a.md /tmp/b.md [--show]

(English timelines: the steps are found by their English words.)
"""

from __future__ import annotations

import re
import sys
from collections import Counter, defaultdict

from game.mind.inner.tables import tables

LINE = re.compile(r"^- (\w{3} \d\d \w{3}) (\d\d):(\d\d) · (\S+) (.+?) · (.*)$")
STEPS = {
    "shower": re.compile(r"\bshower\b"),
    "dressed": re.compile(r"\bget dressed\b|\bdress for the day\b"),
    "bed made": re.compile(r"\bmake the bed\b"),
    "teeth": re.compile(r"\bbrush (?:my |his |her |their )?teeth\b"),
}
ONCE = {"shower": 1, "dressed": 1, "bed made": 1}  # how many a day are usual
TEETH_APART = 6 * 60  # minutes: teeth brushed again sooner than this is the same routine again
MEAL_GAP = 45  # minutes: eating steps closer than this are one meal
MEALS = (("breakfast", "breakfast"), ("lunch", "lunch"), ("dinner", "dinner"), ("supper", "dinner"))
# an eating step of one's own meal says so (a baker's "cool pastries on a rack" has the emoji)
OWN_MEAL = re.compile(r"\b(?:breakfast|lunch|dinner|supper|a meal|a bite)\b", re.IGNORECASE)
SERVING = re.compile(r"\b(?:serve|serving|plate|carry|take .*orders?|bring)\b", re.IGNORECASE)


MEAL_AGAIN = 120  # minutes: a meal with no name (one put in when hungry) and another this soon


def _hhmm(minute: int) -> str:
    return f"{minute // 60:02d}:{minute % 60:02d}"


def residents(path: str):
    """(resident, [(day, minute, emoji, text)]) of a timeline, in order."""
    who, rows = None, []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("### ") and "·" not in line:
                if who:
                    yield who, rows
                who, rows = line[4:].strip(), []
                continue
            m = LINE.match(line.rstrip("\n"))
            if who and m and m.group(4) not in ("📍", "💬"):
                day, h, mi, emoji, text = m.group(1), *map(int, m.group(2, 3)), *m.group(4, 5)
                rows.append((day, h * 60 + mi, emoji, text))
    if who:
        yield who, rows


def count(path: str, show: bool = False) -> Counter:
    eat = {e for e, k in tables().kind_by_emoji.items() if k == "eat"}
    out: Counter = Counter()
    for who, rows in residents(path):
        steps: dict = defaultdict(Counter)
        meals: dict = defaultdict(list)  # day -> [(start, end, name)]
        prev, teeth, days = None, None, []
        ends = [r[1] if r[0] == day else 1440 for r, (day, *_) in zip(rows[1:], rows, strict=False)]
        for (day, minute, emoji, text), until in zip(rows, [*ends, 1440][: len(rows)], strict=True):
            if (day, text) == prev:
                continue  # the same step going on
            prev = (day, text)
            days += [day] if day not in days else []
            for name, rx in STEPS.items():
                if not rx.search(text):
                    continue
                if name != "teeth":
                    steps[day][name] += 1
                    continue
                at = days.index(day) * 1440 + minute
                if teeth is not None and at - teeth < TEETH_APART:
                    out["teeth"] += 1
                    if show:
                        print(f"  {who} {day}: teeth again at {_hhmm(minute)}")
                teeth = at
            eating = emoji in eat or emoji.rstrip("\ufe0f") in eat
            if eating and OWN_MEAL.search(text) and not SERVING.search(text):
                said = next((n for w, n in MEALS if w in text.lower()), "")
                day_meals = meals[day]
                if day_meals and minute - day_meals[-1][1] < MEAL_GAP:
                    s, _, n = day_meals[-1]
                    day_meals[-1] = (s, until, n or said)
                else:
                    day_meals.append((minute, until, said))
        for day, c in steps.items():
            for name, n in c.items():
                if n > ONCE[name]:
                    out[name] += n - ONCE[name]
                    if show:
                        print(f"  {who} {day}: {name} x{n}")
        for day, ms in meals.items():
            for (_, end, n1), (start, _, n2) in zip(ms, ms[1:], strict=False):
                if not (n1 and n2) and start - end < MEAL_AGAIN:
                    out["meal again"] += 1
                    if show:
                        print(f"  {who} {day}: a meal at {_hhmm(end)}, another at {_hhmm(start)}")
            names = Counter(n for _, _, n in ms if n)
            for name, n in names.items():
                if n > 1:
                    out[f"{name} twice"] += n - 1
                    if show:
                        times = [_hhmm(s) for s, _, _ in ms]
                        print(f"  {who} {day}: {name} x{n} (meals at {', '.join(times)})")
    return out


KEYS = (
    "shower",
    "teeth",
    "dressed",
    "bed made",
    "breakfast twice",
    "lunch twice",
    "dinner twice",
    "meal again",
)


def main(argv: list[str]) -> None:
    show = "--show" in argv
    paths = [a for a in argv if not a.startswith("--")]
    print("timeline".ljust(28) + "".join(k.rjust(16) for k in KEYS))
    total: Counter = Counter()
    for path in paths:
        c = count(path, show)
        total.update(c)
        print(path[-28:].ljust(28) + "".join(str(c[k]).rjust(16) for k in KEYS))
    print("all".ljust(28) + "".join(str(total[k]).rjust(16) for k in KEYS))


if __name__ == "__main__":
    main(sys.argv[1:])
