"""Whether a conversation line ends the talk, and the words it ends with.

A line ends the talk when the turns run out, or when it has nothing more to bring up after a
while, the talk has run long, a low mood or a busy workday keeps it short; but not while a worry
just told waits for its answer, company was asked for, what the two met for is under way, or one
of a small group has not spoken (they are asked in instead). An ending line says thanks for
what one came for and goodbye (one who has just come up to a group that is breaking up: a hello
and no more). Apart from ``talk`` (which puts the line together) and ``talk_move`` (what it
brings up) because this is the one decision about the talk's end, made after both.
"""

from __future__ import annotations

from game.brains.builtin import (
    talk_appointment,
    talk_company,
    talk_group,
    talk_leave,
    talk_mood,
    talk_shape,
)
from game.brains.builtin.phrases_said import said_from
from game.mind.brain import UtteranceRequest

# a worry told (or told again: "Still worried, but it helps that you asked."), which waits for
# what the friend says to it before any goodbye
STAYS = ("took_meal_offer", "appoint_underway")  # a line after which one stays: no goodbye
WORRIES = ("ans_upset_worry", "ans_upset_worry_again", "ans_holding_again")


def ends(
    sc,
    book,
    req: UtteranceRequest,
    parts: list[str],
    *,
    last,
    move: str,
    item,
    asking,
    asked_out: bool,
    reacted: bool,
    total: int,
    n_mine: int,
    seed: int,
) -> tuple[bool, str, str]:
    """Whether this line ends the talk, and the one of a small group it asks in instead (their
    words and id, "" for none)."""
    # a second meeting the same day with nothing to add is a hello and a goodbye (but
    # not to one who asked for company: "Sit with me a bit?")
    short = 1 if sc.again() and not talk_company.in_talk(sc) else 3
    end = req.max_turns_left <= 1 or (
        not asked_out  # (an answer to being asked out waits for how it is taken)
        and item is None
        and (
            not move
            and total >= short
            and not reacted
            or total >= 9
            and n_mine >= 3
            or talk_mood.short(sc, n_mine)  # a low mood says its piece and goes
            or talk_shape.brief(sc, asking is not None)  # busy at work: kept short
        )
    )
    if end and req.max_turns_left > 1 and any(said_from(w, x) for w in WORRIES for x in parts):
        end = False  # a worry told waits for what the friend says to it
    if end and req.max_turns_left > 1 and not asked_out:
        end = not talk_company.stays(sc, parts, last.text if last else "", n_mine)
    if end and req.max_turns_left > 1 and talk_appointment.going_on(sc, last, parts):
        end = False  # what the two met for, just raised or just taken up: no goodbye yet
    if any(said_from("appoint_underway", p) for p in parts):
        return True, "", ""  # what the two met for has begun: the talk gives way to it
    quiet, quiet_id = "", ""  # (one of a small group who has not spoken: asked in)
    if end and n_mine > 0 and req.max_turns_left > 2:
        quiet, quiet_id = talk_group.turn_to(sc, book, seed)
        end = not quiet
    elif end and talk_group.asked_in(sc) and req.max_turns_left > 1:
        end = False  # asked in: one answers and stays in the talk, not "just passing"
    return end, quiet, quiet_id


def closing_parts(
    sc,
    book,
    slots: dict,
    parts: list[str],
    *,
    end: bool,
    move: str,
    item,
    quiet: str,
    n_mine: int,
    total: int,
    event_day,
    last=None,
) -> list[str]:
    """``parts`` with the line's move, and its thanks and goodbye when it ends the talk (a
    newcomer's bare hello, ``last``, answered first: ``talk_group.hello_back``)."""
    parts = list(parts)
    if end and n_mine > 0:
        parts.insert(0, talk_group.hello_back(sc, book, slots, last))
    if end:
        if move and item is not None:
            parts.append(move)
        if n_mine == 0 and len(sc.others) > 1 and total > 1 and not move:
            # one who has just come up to a group that is breaking up: a hello, no more
            # (and not "I'll join you" before "don't mind me": a plain hello)
            if parts and said_from("greet_group_join", parts[0]):
                parts[0] = book.pick("greet_group", **slots)
            parts.append(book.pick("join_leave", **slots))
        elif not any(said_from(k, p) for p in parts for k in STAYS):
            # (one who has just said yes to a plate stays for it: no dashing off; nor does
            # one who has just begun what the two met for)
            parts.append(talk_appointment.thanks(sc, book, slots))  # (what one came for)
            parts.append(talk_leave.goodbye(sc, book, slots, event_day, " ".join(parts)))
    elif move:
        parts.append(move)
    if quiet:
        parts.append(quiet)
    return parts
