"""How often one saw someone, or did something, said as the records show it.

A reflection that says "more and more", "day after day" or "whenever I'm out" claims a pattern;
the records must show one. Here the talks with someone (or the stretches of one's own day done
the same way) are counted by the days they fall on and the places they were held in, and the
phrase set is chosen by those counts:

* **bond** (``bond_said``): talks on three days or more are a pattern (``ins_bond``: one keeps
  running into them); on two days, they were there again (``ins_bond_days``, ``_out`` for
  talks held at no place one can name, out in the street; ``_with`` naming whoever else was
  in the latest, ``others``); talks all on one day: of the one talked with most, that one
  talked with them more than once (``ins_bond_once``), no more;
* **habit** (``habit_set``): the same stretch on three days or more is a habit (``ins_habit``);
  on two, nothing ("" : that one did it again is a diary's line, not a thought).

A place is said as the records hold it: the same place both times (``same_at``), or the first
and the latest (``first_at``, ``then_at``); ``where`` for the pattern lines, the latest; and
when in the day the latest talk was (``when``, ``part_of_day``), for a language whose lines
say it.
"""

from __future__ import annotations

from game.brains.builtin.phrases import lines
from game.brains.builtin.reflect_index import first
from game.mind.types import MemoryLine

PATTERN_DAYS = 3  # talks (or doings) on this many different days are a pattern


def day_of(m: MemoryLine) -> str:
    """The day of a memory's time as the request writes it ("13 Feb" of "13 Feb 07:42")."""
    return m.when.rsplit(" ", 1)[0] if " " in m.when else m.when


def days(ms: list[MemoryLine]) -> int:
    """How many different days the lines ``ms`` fall on."""
    return len({day_of(m) for m in ms if m.when})


def bond_said(
    talks: list[MemoryLine], daily: tuple[str, ...], who: str, most: bool
) -> tuple[str, dict] | None:
    """(phrase set, slots) for the talks one had with ``who``: by how many days they fall on
    and where they were held (not at the places one is anyway, ``daily``), with someone else
    who was in the latest (``others``). Talks short of a pattern (all on one day, or on two)
    say something only of the one talked with ``most`` (None for anyone else: two friends met
    together twice are one thought, not two alike)."""
    if days(talks) < PATTERN_DAYS and not most:
        return None  # (short of a pattern, "again" is a thought of the one talked with most)
    out_at = [m.at for m in talks if m.at and m.at not in daily]
    others = [first(x) for x in talks[-1].partners if x != who][:1]
    slots = {"others": others[0]} if others else {}
    slots["when"] = part_of_day(talks[-1])
    n = days(talks)
    if n >= PATTERN_DAYS:
        return "ins_bond", slots | ({"where": out_at[-1]} if out_at else {})
    places = list(dict.fromkeys(out_at[-2:]))
    name = "ins_bond_days" if n == 2 else "ins_bond_once"
    name += ("_out" if not places else "") + ("_with" if others else "")
    if len(places) == 1:
        slots["same_at"] = places[0]
    elif places:
        slots |= {"first_at": places[0], "then_at": places[1]}
    return name, slots


def habit_set(ms: list[MemoryLine]) -> str:
    """The phrase set of a stretch of one's day done the same way on the days of ``ms``."""
    return "ins_habit" if len({m.done.date for m in ms if m.done}) >= PATTERN_DAYS else ""


def per_day(talks: list[MemoryLine]) -> list[MemoryLine]:
    """What a claim about the talks rests on: the last two, and the last talk of each of the
    last days up to ``PATTERN_DAYS`` (a pattern cites the days it saw)."""
    last = {day_of(m): m for m in talks}
    return list({m.id: m for m in (*list(last.values())[-PATTERN_DAYS:], *talks[-2:])}.values())


def most_talked(recs) -> str:
    """The one talked with most in the records, by talks one had with them alone and then by
    all talks, the latest first on a tie ("" when there are no talks)."""
    if not recs.talks:
        return ""

    def rank(who: str) -> tuple[int, int, int]:
        ms = recs.talks[who]
        return (sum(m.partners == (who,) for m in ms), len(ms), max(m.id for m in ms))

    return max(recs.talks, key=rank)


def part_of_day(m: MemoryLine) -> str:
    """When in the day a memory's time falls, in the words of the phrase set
    ``reflect_parts`` (morning, midday, afternoon, evening); "" when its time is unread."""
    try:
        hour = int(m.when.rsplit(" ", 1)[-1].split(":")[0])
    except ValueError:
        return ""
    parts = lines("reflect_parts")
    i = 0 if hour < 11 else 1 if hour < 14 else 2 if hour < 18 else 3
    return parts[i] if len(parts) > i else ""
