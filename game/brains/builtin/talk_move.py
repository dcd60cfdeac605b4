"""The one thing a conversation line brings up, after its greeting and its answer.

In order: being asked out is answered and nothing else is said; a follow-up question on news
just told; something the answer reminds one of about the same person (``talk_link``); nothing
of one's own when the line has just reacted to what was told; a request one came to make
(``talk_request``); one's own news, told or asked about ("Are you going to ...?"); else a move
of one's own (``talk_initiative``) and the other's matter it would ask after (``talk_after``).
Apart from ``talk`` (which puts the line together) because this is the choice of the line's
matter alone; ``talk_ending`` then decides whether the line ends the talk.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.brains.builtin import (
    news_words,
    talk_acts,
    talk_after,
    talk_discuss,
    talk_facts,
    talk_initiative,
    talk_link,
    talk_news,
    talk_request,
)
from game.brains.builtin.phrases_said import said_from
from game.mind.brain import UtteranceRequest
from game.mind.react import SHUT


@dataclass(frozen=True)
class Move:
    """What a line brings up: its words ("" for nothing), the news item it tells (None when
    it tells none), the other's matter it asks after, the request of mine it makes, and
    whether the last line asked the speaker out (then it is answered, and nothing else)."""

    text: str
    item: Any
    after: Any
    asking: Any
    asked_out: bool


def choose(
    sc,
    book,
    req: UtteranceRequest,
    slots: dict,
    parts: list[str],
    *,
    last,
    item,
    follow: str,
    reacted: bool,
    quarrel: bool,
    n_mine: int,
    butt_in: str,
    story,
    seed: int,
) -> Move:
    """The line's matter after ``parts`` (its greeting and answer so far)."""
    move = ""
    after = None  # the other's matter this line asks after (``talk_after``)
    asking = None  # the request of mine this line makes
    asked_out = last is not None and talk_acts.asked(last.text) == "ask_out"
    if asked_out:
        pass  # being asked out is answered, and nothing else is said with it
    elif follow:
        move = follow
    elif (
        reacted
        and not quarrel
        and (linked := talk_link.choose(sc, (*req.related_news, *req.news), last))[0]
    ):
        item = linked[0]  # it reminds me of something else I hold about the same person
        move = talk_link.say(sc, book, item.fact, linked[1])
    elif reacted:
        item = None  # what they told me is answered; my own things wait for my next turn
    elif n_mine <= 1 and not quarrel and (request := talk_request.due(sc)) is not None:
        move = talk_request.line(sc, request, book)  # what I came to ask them comes first
        item, asking = None, request
    elif item is not None and item.fact is not None and _in_parts(sc, item.fact, parts):
        item = None  # (my answer just now has said it)
    elif item is not None and item.fact is not None and talk_discuss.here_for_it(sc, item.fact):
        item = None  # (both there for it as it begins: it needs no telling)
    elif item is not None and item.fact is not None:
        if talk_discuss.asks_going(sc, item.fact, seed):  # "Are you going to ...?"
            move = talk_discuss.ask(sc, book, item.fact, slots)
        else:
            move = talk_facts.tell(
                sc, book, item.fact, seed, item.source, item.witnessed, lead_in=butt_in
            )
    elif item is not None:
        move = talk_news.tell(sc, book, " ".join(item.text.split()), seed)
    else:
        after = talk_after.matter(sc, seed, " ".join(parts))  # (what it would ask after)
        move = talk_initiative.initiative(
            sc, book, slots, n_mine, seed, " ".join(parts), req.intent, story
        )
    return Move(text=move, item=item, after=after, asking=asking, asked_out=asked_out)


def _in_parts(sc, fact, parts: list[str]) -> bool:
    """Whether one's own words for ``fact`` are already in this line's ``parts`` (the file's,
    or those one says it in from its record; one's workplace shut on one, said as what has
    upset one: "They closed the bakery for the day, out of the blue.")."""
    mine = (fact.mine or "").strip().rstrip(".")
    said = " ".join(parts)
    if fact.key.startswith(SHUT) and fact.subject == sc.sp.id and said_from(SHUT_WHY, said):
        return True  # (was: the same said twice over in one breath, in other words)
    return bool(mine) and mine in said or news_words.said_own(sc, fact, said)


SHUT_WHY = "mood_why_workplace_closed"  # one's own workplace shut, as what moved one's mood
