"""The records a request carries besides its core, as a model is told them, step by step.

The built-in brain reads every field of a request; these render the ones the prompts did not
show, each only when it holds something (no record, no line: the prompt is the prompt it was):

* decompose: what was done today before the slice (``done``: a block a meal or a talk cut
  goes on from where it was, not from its start), the places shut at the slice's start
  (``shut``) and whether anyone else is about where the resident is (``company``);
* plan_day: the others of one's home with their hours (``household``), for shared meals;
* reflect_questions: one's family and one's bonds with the people talked with (``family``,
  ``bonds``): what matters to one is asked about before hearsay;
* insights: when one reflects (``now``), one's family (``family``: a thought calls one's
  mother as her child does), one's bonds with the people talked with (``bonds``) and one's
  decisions about the gatherings the news names (``plans``, each with its ``decided``
  record: "I work then, so I won't go"), offered as evidence too;
* answer_question: gatherings to come and whether one goes (``gatherings``), one's own day so
  far (``doings``), the facts one holds (``held``) and what one means to do about people
  (``intents``);
* summarize: what kind of memories the texts are (``kind``).

The frames are English, as every prompt is (``reply_language`` asks for replies in the town's
language); what fills them is the records' own text, in the town's language.
"""

from __future__ import annotations

from game.brains.llm import knowledge
from game.mind.brain import (
    DecomposeRequest,
    InsightRequest,
    InterviewRequest,
    PlanDayRequest,
    ReflectQuestionsRequest,
    SummarizeRequest,
)
from game.mind.records import absolute_when
from game.mind.types import MemoryLine, PlaceOption, min_to_hhmm

DONE_CAP = 6  # actions done today shown to a decompose
HELD_CAP = 10  # facts held shown to an interview
DOINGS_CAP = 12  # stretches of one's day shown to an interview
PLANS_CAP = 4  # decisions about gatherings shown to a reflection
TEXT_CAP = 160


def _cut(text: str, cap: int = TEXT_CAP) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= cap else text[: cap - 1] + "…"


def section(title: str, lines: list[str]) -> str:
    return f"{title}\n" + "\n".join(lines) + "\n" if lines else ""


# -- decompose ---------------------------------------------------------------------------------


def done(req: DecomposeRequest) -> str:
    """The last few actions done today before the slice, with their times."""
    acts = [a for a in req.done if a.start < req.block.start][-DONE_CAP:]
    first = req.persona.first_name()
    return section(
        f"Already done today (do not do these again; {first} goes on from where they left off):",
        [
            f"- {min_to_hhmm(a.start)}-{min_to_hhmm(a.start + a.minutes)} "
            f"{_cut(a.description, 80)} ({a.place.sector})"
            for a in acts
        ],
    )


def around(req: DecomposeRequest, shown: tuple[PlaceOption, ...]) -> str:
    """Places of the list shut at the slice's start though marked open (asked ahead), and
    '' or one line on being alone where one is (``company`` known and nobody else there)."""
    out = []
    start = min_to_hhmm(req.block.start)
    if req.shut:
        open_now = {o.place.sector for o in shown if o.open_now}
        work = req.persona.work.sector if req.persona.work is not None else ""
        shut = sorted(s for s in req.shut if s in open_now)
        if shut:
            names = ", ".join(f"{s} (staff only)" if s == work else s for s in shut)
            out.append(f"Shut at {start}: {names}.")
    here = req.current_place.sector if req.current_place is not None else ""
    if req.company is not None and here and here not in req.company:
        out.append(f"Nobody else is up and about at {here} at {start}: {req.persona.first_name()} "
                   "is on their own there.")  # fmt: skip
    return "".join(f"{line}\n" for line in out)


# -- plan_day ----------------------------------------------------------------------------------


def household(req: PlanDayRequest) -> str:
    """Those one lives with, by age and hours: meals the household shares fit all of them."""
    first = req.persona.first_name()
    out = []
    for h in req.household:
        age = f"aged {h.age}, " if h.age else ""
        work = ""
        if h.work_hours:
            days = f" on {', '.join(h.work_days)}" if h.work_days else ""
            hours = f"{min_to_hhmm(h.work_hours[0])}-{min_to_hhmm(h.work_hours[1])}"
            work = f", out at work or school {hours}{days}"
        out.append(f"- someone {age}up {min_to_hhmm(h.wake)}-{min_to_hhmm(h.sleep)}{work}")
    return section(
        f"{first} lives with (plan the meals they share at times all of them can make):", out
    )


# -- reflect_questions and insights ------------------------------------------------------------


def _people(first: str, req: ReflectQuestionsRequest | InsightRequest) -> str:
    """One's family, and one's bonds with those talked with (those not shown as memories)."""
    out = section(
        f"{first}'s family (a thought names them as {first} calls them, not by first name):",
        [f"- {name}: {_cut(bond)}" for name, bond in req.family],
    )
    shown = {" ".join(m.text.split()) for m in req.memories}
    bonds = [m for m in req.bonds if " ".join(m.text.split()) not in shown]
    return out + section(
        f"Who the people {first} talked with are to {first}:",
        [f"- {_cut(m.text)}" for m in bonds],
    )


def asking(req: ReflectQuestionsRequest) -> str:
    """One's family and bonds: what matters to one comes before hearsay."""
    return _people(req.persona.first_name(), req)


def reflecting(req: InsightRequest) -> str:
    """When one reflects, one's family and one's bonds with those talked with."""
    out = f"It is now {req.now}.\n" if req.now else ""
    return out + _people(req.persona.first_name(), req)


# why one goes or not (``gathering_odds``' reasons), as the decision record has it
_GOING = {
    "tie": "for the sake of the one holding it",
    "for": "it is held for {first}",
    "host": "{first} is holding it",
    "interest": "{first} is keen on it",
    "free": "{first} is free then",
    "work": "slipping away from work for it",
}
_NOT_GOING = {
    "work": "{first} works then",
    "asleep": "{first} will be asleep then",
    "young": "{first} is too young",
    "engaged": "{first} has something else arranged then",
    "closed": "its place is closed",
    "no": "{first} does not care to",
}


def shown_plans(req: InsightRequest) -> tuple[MemoryLine, ...]:
    """The decisions a reflection is shown (and may cite): those not already among the
    memories, capped. The schema offers their ids as evidence too."""
    ids = {m.id for m in req.memories}
    return tuple(m for m in req.plans if m.decided is not None and m.id not in ids)[:PLANS_CAP]


def plans(req: InsightRequest) -> str:
    """One's decision about each gathering the news names, with its id: a thought may say what
    the news means to one's own plans ("I work then, so I won't go")."""
    first = req.persona.first_name()
    out = []
    for m in shown_plans(req):
        d = m.decided
        why = (_GOING if d.going else _NOT_GOING).get(d.reason, "")
        verdict = f"{first} is going" if d.going else f"{first} is not going"
        verdict += f": {why.format(first=first)}" if why else ""
        when = f" ({m.when})" if m.when else ""
        out.append(f"- [{m.id}]{when} {_cut(m.text)} ({verdict})")
    return section(
        f"What {first} decided about the gatherings this news names (a thought on such news says "
        f"what it means to {first}'s own plans, and may cite these ids):",
        out,
    )


# -- answer_question ---------------------------------------------------------------------------


def interview(req: InterviewRequest) -> str:
    """Gatherings to come, one's own day so far, what one knows and means to do."""
    first = req.persona.first_name()
    out = section(
        f"Gatherings {first} knows of:",
        [
            f"- {_cut(g.what, 80)} at {g.place}, {absolute_when(g)}"
            + (f", held by {g.host_name}" if g.host_name else "")
            + f" ({first} {'is going' if going else 'is not going'})"
            for g, going in req.gatherings
        ],
    )
    out += section(
        f"What {first} did today and yesterday:",
        [
            f"- {d.date} {min_to_hhmm(d.start)}-{min_to_hhmm(d.end)} {_cut(d.did, 80)}"
            + (f" ({d.place})" if d.place else "")
            for d in req.doings[-DOINGS_CAP:]
        ],
    )
    shown = {" ".join(m.text.split()) for m in req.memories}
    held = [m for m in req.held if " ".join(m.text.split()) not in shown][:HELD_CAP]
    out += section(f"What {first} knows:", [f"- {_cut(m.text)}" for m in held])
    aims = [knowledge.intent_line(first, name, intent) for name, intent in req.intents]
    out += "".join(f"{line}\n" for line in aims if line)
    return out


# -- summarize ---------------------------------------------------------------------------------

_KIND = {
    "observation": "These are things {first} saw.",
    "conversation": "These are {first}'s talks and what {first} heard in them.",
    "plan": "These are {first}'s plans.",
    "summary": "These are {first}'s earlier summaries.",
}


def kind(req: SummarizeRequest) -> str:
    line = _KIND.get(req.kind, "")
    return line.format(first=req.persona.first_name()) + "\n" if line else ""
