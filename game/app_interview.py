"""Command-line interviews and whispers: ``--interview``, ``--interview-all``, ``--whisper``.

Interviews are the paper's way to evaluate residents: ask each one questions in five
categories (self-knowledge, memory, plans, reactions, reflections) and read the answers. The
questions live in a data file (``game/mind/data/interview_questions.toml`` by default, or
``--questions FILE``) with placeholders that make them fit each resident. By default an
interview leaves no trace in the resident's mind; ``--interview-remember`` makes it a memory.

Cost: one retrieval and one brain step per question (built-in: about a millisecond each).
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from game.mind.interview import interview
from game.report.i18n import N_

QUESTIONS = Path(__file__).resolve().parent / "mind" / "data" / "interview_questions.toml"
CATEGORIES = ("self", "memory", "plans", "reactions", "reflections")
WEEKDAYS = (
    N_("Monday"), N_("Tuesday"), N_("Wednesday"), N_("Thursday"), N_("Friday"),
    N_("Saturday"), N_("Sunday"),
)  # fmt: skip


class InterviewError(Exception):
    """A bad resident name or questions file: one line."""


def add_interview_args(p) -> None:
    p.add_argument(
        "--whisper",
        nargs=2,
        action="append",
        metavar=("RESIDENT", "TEXT"),
        help="plant a thought in a resident at the start of the run, e.g. --whisper "
        '"Ann Lee" "You want to throw a party tomorrow at 5 pm" (repeatable)',
    )
    p.add_argument(
        "--interview",
        nargs=2,
        action="append",
        metavar=("RESIDENT", "QUESTION"),
        help="after a headless run (or straight after --load) ask a resident a question and "
        "print the answer (repeatable; implies --headless, --hours defaults to 0 after --load)",
    )
    p.add_argument(
        "--interview-all",
        metavar="FILE.md",
        help="ask every resident the paper's five categories of questions and write the answers",
    )
    p.add_argument(
        "--questions",
        metavar="FILE.toml",
        default=None,
        help="questions for --interview-all (default "
        f"{QUESTIONS.relative_to(QUESTIONS.parents[2])}, or its .zh.toml in a Chinese town)",
    )
    p.add_argument(
        "--interview-remember",
        action="store_true",
        help="interviews become memories of the residents ('A visitor asked me ...')",
    )


def find_resident(sim, who: str) -> str:
    """A resident id from an id, a full name or a first name (case-insensitive), or
    ``InterviewError``: no such resident, or a name that two residents share (both ids are
    listed, so the user can give one of them)."""
    key = " ".join(who.split()).lower()
    if key in sim.residents:
        return key
    for matches in (
        [rid for rid, b in sim.bodies.items() if b.name.lower() == key],
        [rid for rid, b in sim.bodies.items() if (b.name.lower().split() or [""])[0] == key],
    ):
        if len(matches) == 1:
            return matches[0]
        if matches:
            listed = ", ".join(f"{sim.bodies[rid].name} ({rid})" for rid in sorted(matches))
            raise InterviewError(
                f"{who!r} matches {len(matches)} residents of {sim.town.name}: {listed}; "
                "give the id instead"
            )
    names = ", ".join(sorted(b.name for b in sim.bodies.values()))
    raise InterviewError(f"no resident {who!r} in {sim.town.name} (residents: {names})")


def apply_whispers(sim, whispers) -> None:
    for who, text in whispers or ():
        rid = find_resident(sim, who)
        try:
            sim.whisper(rid, text)
        except ValueError as e:
            raise InterviewError(f"--whisper {who}: {e}") from None


def ask(sim, rid: str, question: str, remember: bool) -> str:
    body = sim.bodies[rid]
    answer = interview(
        sim.residents[rid],
        question,
        sim.services,
        sim.clock.now,
        sim.now_s,
        activity=body.activity(),
        remember=remember,
        mood=sim.inner.feeling(rid, sim.now_s),
    )
    return answer.text


def default_questions(language: str | None) -> Path:
    """The questions file for a town in ``language``: ``interview_questions.<code>.toml`` when
    there is one (asked in the residents' own language), else the English one."""
    own = QUESTIONS.with_suffix(f".{language}.toml") if language and language.isalpha() else None
    return own if own is not None and own.is_file() else QUESTIONS


def load_questions(
    path: str | Path | None, language: str | None = None
) -> dict[str, tuple[str, list[str]]]:
    """``{category: (title, questions)}`` from ``path`` (None: ``default_questions``);
    ``InterviewError`` with one line if unusable."""
    p = Path(path) if path else default_questions(language)
    try:
        data = tomllib.loads(p.read_text(encoding="utf-8"))
    except OSError as e:
        raise InterviewError(f"{p}: cannot be read ({e.strerror or e})") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        raise InterviewError(f"{p}: {e}") from None
    out = {}
    for key, table in data.items():
        if not isinstance(table, dict) or not isinstance(table.get("questions"), list):
            raise InterviewError(f"{p}: [{key}] needs a list 'questions'")
        qs = [q for q in table["questions"] if isinstance(q, str) and q.strip()]
        if len(qs) != len(table["questions"]):
            raise InterviewError(f"{p}: [{key}].questions must be non-empty strings")
        out[key] = (str(table.get("title", key)), qs)
    if not out:
        raise InterviewError(f"{p}: no question categories")
    return out


def fill(question: str, sim, rid: str) -> str:
    """``question`` with its placeholders for resident ``rid``, in the reports' language
    where it is no one's name (a resident who knows no one; the weekday)."""
    from game.report.i18n import gettext as _

    r = sim.residents[rid]
    rels = list(r.relations)
    closest = rels[0].name if rels else _("your neighbour")
    talked = {x.other for x in rels if x.times_talked}
    others = [b.name for oid, b in sim.bodies.items() if oid != rid and oid not in talked]
    someone = others[0] if others else (rels[-1].name if rels else _("the mayor"))
    tomorrow = (sim.clock.now.weekday() + 1) % 7
    return question.format(closest=closest, someone=someone, tomorrow=_(WEEKDAYS[tomorrow]))


def interview_all(sim, questions, remember: bool) -> str:
    """Markdown: one section per resident, one subsection per category."""
    from game.report.i18n import gettext as _
    from game.report.i18n import time_text

    out = [
        _("# Interviews in {town}, {now}").format(
            town=sim.town.name, now=time_text(sim.clock.now, "clock")
        ),
        "",
        _(
            "Brain: {brain}. Each answer comes from the resident's own memories, plan and "
            "relationships at this moment."
        ).format(brain=sim.brain_label),
        "",
    ]
    for rid in sim.order:
        out += [f"## {sim.bodies[rid].name}", ""]
        for title, qs in questions.values():
            out += [f"### {title}", ""]
            for q in qs:
                asked = fill(q, sim, rid)
                answer = ask(sim, rid, asked, remember)
                out += [_("**Q:** {question}").format(question=asked), ""]
                out += [_("**A:** {answer}").format(answer=answer), ""]
    return "\n".join(out)
