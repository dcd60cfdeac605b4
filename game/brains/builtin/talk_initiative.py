"""What a speaker brings up on a line of its own when it has no news to tell: asking after an
upset friend, what its reflections concluded it means to do about the listener, an offer from
behind one's counter, a storyline move, a story both have, a question about the other's doings.
One move, or '' for nothing (``talk.Talker.next_utterance`` decides when a line has room for it).
"""

from __future__ import annotations

from game.brains.builtin import (
    talk_acts,
    talk_after,
    talk_ask,
    talk_company,
    talk_discuss,
    talk_event,
    talk_fond,
    talk_moment,
    talk_mood,
)
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.phrases_said import said_from


def initiative(
    sc,
    book: Phrasebook,
    slots: dict[str, str],
    n_mine: int,
    seed: int,
    line: str,
    intent: str = "",
    story=None,
) -> str:
    """What the speaker brings up on this line (not news): one move, or '' for nothing.
    ``line`` is what this line says so far (an answer may have told the project already);
    ``intent`` what its reflections concluded it means to do about the listener, which is
    the first thing it brings up; ``story`` one both have to talk over (``talk_discuss``),
    asked about before small talk."""
    mine = " ".join(x.text for x in sc.mine) + " " + line
    if talk_acts.low_mood(mine):
        return ""  # one who has said it is not well asks nothing back: it is asked why
    if talk_company.said_lonely(line):
        return ""  # "Too quiet, if I'm honest." waits for what the other says to it
    if n_mine == 0 and (worried := talk_mood.ask(sc, book, slots)):
        return worried  # a friend who sees the other upset asks first
    if n_mine == 0 and (company := talk_company.opener(sc, book, slots)):
        return company  # no company for too long: "Have you got a minute?"
    # (one wanted to see them: not once they have already met today)
    # (nor to make up a row the other has just come to make up: that is answered, not said too)
    settled = intent == "settle" and any(said_from("intent_settle", x.text) for x in sc.transcript)
    if (
        n_mine == 0
        and intent in ("see", "help", "settle")
        and not (intent == "see" and sc.again())
        and not settled
    ):
        home = sc.listener is not None and sc.lives_with(sc.listener.name)
        said = book.pick(f"intent_{intent}" + ("_home" if home else ""), **slots)
        said = said or book.pick(f"intent_{intent}", **slots)
        if said:
            return said
    if n_mine == 0:
        offer = talk_acts.staff_offer(sc, book, slots)
        if offer:
            return offer
    move = talk_acts.storyline(sc, book, slots, seed) if not talk_event.in_session(sc) else ""
    if move:
        return move
    if n_mine >= 1 and (fond := talk_fond.aside(sc, book, slots, seed)):
        return fond  # a crush shows a little: shy or warm, about once a day
    if sc.kind == "quarrel":
        return ""
    if n_mine == 0:
        if story is not None:
            return talk_discuss.ask(sc, book, story, slots)
        return talk_ask.question(sc, book, slots, True, seed, line)
    if n_mine >= 4:
        return ""
    intent = talk_acts.intention(sc, book)
    if intent:
        return intent
    if talk_moment.home_matter_due(sc, seed):  # at home, one's own people: the house's doings
        return book.pick("home_matter", **slots)
    if n_mine == 1 and slots.get("project") and slots["project"][:30] not in mine:
        return book.pick("tell_project", **slots)
    if story is not None:
        return talk_discuss.ask(sc, book, story, slots)
    # a talk with nothing in it yet: what one knows the other is busy with is asked after
    if (after := talk_after.matter(sc, seed, line)) is not None:
        return talk_after.ask(sc, book, after, slots) or talk_ask.question(
            sc, book, slots, False, seed, line
        )
    return talk_ask.question(sc, book, slots, False, seed, line)
