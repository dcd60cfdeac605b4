"""The part of a line that answers the one before it: the other's question, news, request,
mood or quarrel, each answered in kind (a question gets an answer to that question, news a
reaction to that news, a favour asked yes, maybe or no); a line that says nothing to take up
("Grand, thanks.") gets nothing back. What the speaker then brings up of its own is
``talk.Talker``'s; this module says only what the last line calls for, and whether it took in
something the other brought up (``Reply.reacted``: then the speaker's own things wait).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from game.brains.builtin import (
    address,
    news_lines,
    news_words,
    talk_acts,
    talk_answered,
    talk_discuss,
    talk_event,
    talk_facts,
    talk_follow,
    talk_fond,
    talk_kin,
    talk_news,
    talk_of,
    talk_request,
    talk_thread,
    talk_turns,
)
from game.brains.builtin.phrases import ASKS, Phrasebook
from game.brains.builtin.phrases_said import said_from, said_worded
from game.brains.builtin.profile import holds_a_grudge
from game.brains.builtin.rand import stable_rand
from game.mind.brain import Line, UtteranceRequest
from game.mind.facts import TROUBLES
from game.mind.inner.temper import trait_text


@dataclass
class Reply:
    """What a line says back: its parts, the slots the rest of the line fills (a group's
    speaker named), whether it took in what the other brought up, and the day of a gathering
    it said yes to ("see you on Saturday")."""

    slots: dict[str, str]
    parts: list[str] = field(default_factory=list)
    reacted: bool = False
    event_day: str = ""


def answer(sc, book: Phrasebook, req: UtteranceRequest, last: Line, slots, seed: int) -> Reply:
    """The answer to ``last``, the other's line (see the module docstring)."""
    parts: list[str] = []
    reacted = False
    event_day = ""
    total, n_mine = len(sc.transcript), len(sc.mine)
    heard = news_lines.extract_news(last.text)
    if not sc.mine and len(sc.others) > 1 and _not_to_me(sc, last) and not _concerns(sc, last):
        # one who has just come up to a group did not hear what was said to another: it greets
        # and takes up no question that was not its own (what was just told of itself, or of
        # someone it knows, it has a word on); its own things: ``talk_group.speaking_up``
        return Reply(slots=slots, reacted=True)
    kind = talk_acts.asked(last.text)
    if last.to and last.to != sc.sp.id:
        kind = ""  # asked of someone else in the group: theirs to answer
    if sc.listener is not None and last.speaker != sc.listener.id:
        # in a group one answers whoever spoke last, by what one calls them ("Dad", not his
        # first name)
        who = next((o for o in sc.others if o.id == last.speaker), None)
        first = last.name.split()[0]
        addr = address.address_of(sc.sp, who, seed) if who is not None else first
        slots = {**slots, "addr": addr, "name": first}
    # (a yes or a no is taken by the one who asked, not by a third who joined the talk)
    asked_out = any(said_from("ask_out", x.text) for x in sc.mine)
    answer_to_me = _answer_to_asking(last.text) if asked_out else ""
    handled = True  # a line that is answered whole by one of these
    mine_last = sc.mine[-1] if sc.mine else None
    if _making_up(last.text):  # they came to put the row right: that is answered first
        parts.append(book.pick(_settle_reply(sc), **slots))
    elif said_from("intent_settle_cold", last.text) and any(
        said_from("intent_settle", x.text) for x in sc.mine
    ):  # my making up met coldly: taken as it is, not "Good for you."
        parts.append(book.pick("intent_settle_rebuffed", **slots))
    elif said_from("react_why_hunger_serve", last.text):  # offered a meal, being hungry
        parts.append(book.pick("took_meal_offer", **slots))
        reacted = True  # (no dashing off in the same breath)
    elif talk_request.asked(last.fact, last.text, of=sc.sp.id):  # a favour asked of me
        parts.append(talk_request.answer(sc, book, seed, slots, req.request_answer))
        reacted = True  # (my own things wait)
    elif (got := talk_request.answered(last.text)) and (
        mine_last is not None and talk_request.asked(mine_last.fact, mine_last.text)
    ):  # the answer to my request: taken
        parts.append(talk_request.thanks(book, got, slots))
    elif (
        mine_last is not None
        and talk_request.answered(mine_last.text)
        and said_from("thank_request_yes", last.text)
        # (a thanks that goes on to news, or to the house, is answered for that)
        and last.fact is None
        and not said_from("home_matter", last.text)
    ):  # thanked for the yes I gave: waved off, not "You're not wrong."
        parts.append(book.pick("request_thanked", **slots))
        if kind not in ("", "other"):  # (and a question asked with the thanks, answered)
            parts.append(talk_acts.answer(sc, book, slots, kind, seed, last.text))
    elif talk_follow.asked(last.text):  # asked about what I told: answered from records
        parts.append(talk_follow.answer(sc, book, last.fact, req.going, slots, last.text))
    elif last.fact is not None and talk_discuss.asked_about(last.text):
        # asked about a story we both have: going or not, or what I make of it
        parts.append(talk_discuss.reply(sc, book, last.fact, req.going, slots, req.heard_before))
    elif (
        talk_acts.low_mood(last.text)
        and not (last.to and last.to != sc.sp.id)
        and not (last.fact is not None and last.fact.topic in TROUBLES)  # (why: told with it)
    ):
        # "Not great, honestly": that is taken up before any question that came with it
        parts.append(talk_acts.react(sc, book, slots, last.text))
        reacted = True
    else:
        handled = False
        if answer_to_me:  # they said yes (or no) to being asked out: that comes first
            parts.append(book.pick(answer_to_me, **slots))
    if handled:
        pass
    elif kind == "ask_out":  # being asked out is answered first, and nothing else is
        parts.append(talk_acts.answer(sc, book, slots, kind, seed, last.text))
    elif answer_to_me:  # nothing else they said matters as much
        if kind not in ("", "other"):
            parts.append(talk_acts.answer(sc, book, slots, kind, seed, last.text))
    elif last.fact is not None:
        reacted = kind in ("", "other")
        parts.append(
            talk_facts.react(sc, book, last.fact, last.speaker, req.heard_before, req.going)
        )
        if any(f.mine and f.mine in parts[-1] for f in sc.sp.facts):
            # my own take said: one thing about myself per line, not a second
            slots = {k: v for k, v in slots.items() if k != "project"}
        if req.going == "yes" and talk_facts.upcoming(last.fact, sc.today, sc.now):
            event_day = talk_facts.when_words(last.fact.event, sc.today).split(" at ")[0]
        if kind not in ("", "other"):
            parts.append(talk_acts.answer(sc, book, slots, kind, seed, last.text))
    elif heard:
        reacted = kind in ("", "other")
        parts.append(talk_news.react(sc, book, heard, last.name, seed, req.heard_before))
        if talk_news.upcoming_event(heard, sc.year, sc.today):
            event_day = _day_word(heard)
        if kind not in ("", "other"):  # news, then a question: both get a reply
            parts.append(talk_acts.answer(sc, book, slots, kind, seed, last.text))
    elif sc.kind == "quarrel" and (kind == "quarrel" or _quarrelling(last.text)):
        parts.append(_quarrel_reply(sc, book, slots, seed, last.text.endswith(ASKS)))
    elif kind:
        parts.append(talk_acts.answer(sc, book, slots, kind, seed, last.text))
    elif sc.kind == "rival" and said_from("rival_line", last.text):
        parts.append(book.pick("react_rival_line", **slots))  # a dig, parried
    elif host_word := talk_event.stance_taken(book, slots, last.text):
        parts.append(host_word)  # a guest told me where it stands on my meeting
    elif kin_word := talk_kin.taken(sc, book, slots, last.text):
        parts.append(kin_word)  # they told me how one of theirs is: a kind word for them
    elif (took := _own_news_taken(sc, mine_last, last)) is not None:
        # my news was only reacted to: how it sits with me, not a shrug back ("I see.")
        name = talk_answered.news_taken(took, sc.sp.id)
        more = talk_thread.more_of_mine(sc, took) if not took.secret else None
        if more is not None:  # the next thing I have on the same matter
            parts.append(news_words.own(sc, book, more) or more.mine.strip())
        else:
            parts.append(book.pick(name, **slots))  # (a habit, a view: nothing to add)
    elif not sc.mine and said_worded("romance_open", last.text):
        parts.append(talk_fond.reply(sc, book, slots))  # in kind only by one who feels it
    elif not sc.mine and _sought(last.text):
        parts.append(book.pick("intent_see_reply", **slots))  # sought out: "Well, here I am."
    elif word := _word_back(sc, book, mine_last, last):
        parts.append(word)  # news of someone else I told, only reacted to: a word back
    elif (
        (total > 1 or n_mine > 0)
        and not (last.to and last.to != sc.sp.id)
        and not talk_turns.bare_reaction(last.text)
    ):
        home = sc.lives_with(last.name)
        # (the answer to my question is taken as an answer to it: ``talk_answered``)
        answer = lambda: talk_answered.taken(sc, book, slots, last.text)  # noqa: E731
        parts.append(talk_acts.react(sc, book, slots, last.text, home, answer))
        reacted = talk_turns.brought_up(last.text)
    return Reply(slots=slots, parts=parts, reacted=reacted, event_day=event_day)


def _own_news_taken(sc, mine: Line | None, last: Line):
    """The fact of mine my last line told when ``last`` only reacted to it (None else)."""
    if mine is None or mine.fact is None or mine.fact.subject != sc.sp.id:
        return None
    if last.to and last.to != sc.sp.id or not talk_turns.bare_reaction(last.text):
        return None
    if mine.fact.event is not None or talk_follow.asked(mine.text):
        return None  # (an invitation's answer is taken as an answer)
    if len(sc.others) > 1 and mine.to != last.speaker and _first_word(sc, last):
        return None  # a hello from one who has just come up is no word on my news

    if stable_rand(sc.sp.id, mine.fact.key, sc.now, "took") >= TOOK:
        return None  # (often one just goes on)
    return mine.fact


def _sought(text: str) -> bool:
    """Whether ``text`` says its speaker came looking for me ("I was hoping you'd be here.")."""
    return said_from("intent_see", text) or said_from("intent_see_home", text)


def _not_to_me(sc, line: Line) -> bool:
    """Whether ``line`` was said to someone else: to another of the group, or to no one in
    particular and asking nothing (a question to the group is anyone's to answer)."""
    if line.to:
        return line.to != sc.sp.id
    return not talk_acts.asked(line.text)


def _concerns(sc, line: Line) -> bool:
    """Whether ``line`` told something, as a record, of the speaker or of someone it knows by
    name (the teller too: "I've not been well" is heard by all who stand there)."""
    about = line.fact.about if line.fact is not None else ()
    return any(a == sc.sp.id or a in sc.names for a in about)


def _first_word(sc, line: Line) -> bool:
    """Whether ``line`` is its speaker's first in this talk."""
    return not any(x.speaker == line.speaker for x in sc.transcript if x is not line)


BACK = 0.6  # of news of others one told that was only reacted to: a word back, else one goes on


def _word_back(sc, book: Phrasebook, mine: Line | None, last: Line) -> str:
    """The teller's word back when ``last`` only reacted to the news of someone else that my
    line ``mine`` told (``talk_of``): of one I live with, how they took it, else where it
    stands ('' when it was no such news, or I just go on)."""
    fact = mine.fact if mine is not None else None
    if fact is None or fact.secret or fact.ask or not fact.news or len(sc.others) != 1:
        return ""
    if fact.subject in (sc.sp.id, last.speaker):
        return ""
    if any(k == fact.key and last.speaker in ids for k, ids in last.holders):
        return ""  # they had it already ("Someone told me, yes."): nothing to pass on
    if last.to and last.to != sc.sp.id or not talk_turns.bare_reaction(last.text):
        return ""
    who = talk_of.who_of(sc, fact.subject).split(" ")[0]
    if not who or stable_rand(sc.sp.id, fact.key, sc.now, "back") >= BACK:
        return ""
    home = talk_of.tie(sc, fact.subject) == "home"
    return book.pick("took_of_home" if home else "took_of", who=who)


TOOK = 0.6  # of one's news reacted to: how it sits with one said, else one goes on


def _answer_to_asking(text: str) -> str:
    """The phrase set for taking a yes or a no to one's asking someone out ('' if neither)."""

    if said_from("ask_out_yes", text):
        return "ask_out_glad"
    if said_from("ask_out_no", text):
        return "ask_out_sorry"
    return ""


def _making_up(text: str) -> bool:
    return said_from("intent_settle", text)


def _settle_reply(sc) -> str:
    """Taking an apology: gladly, unless one's temper keeps it going a while yet."""
    return "intent_settle_cold" if holds_a_grudge(sc.sp) else "intent_settle_reply"


_QUARREL_SETS = ("open", "again", "renew", "push", "defend", "soften")


def _quarrelling(text: str) -> bool:
    return any(said_from(f"quarrel_{s}", text) for s in _QUARREL_SETS)


def _quarrel_reply(
    sc, book: Phrasebook, slots: dict[str, str], seed: int, asked: bool = False
) -> str:
    """Push or defend early, soften later; a temper ("quick-tempered", "stubborn") keeps it hot.
    A question ("Have you thought about it?") is met with a defence or a softening, not a push."""

    turn = len(sc.mine)
    hot = any(w in trait_text(sc.sp.innate) for w in ("temper", "stubborn", "proud", "loud"))
    r = stable_rand(seed, "quarrel", sc.sp.id, sc.now, turn)
    if turn >= 2 and r < (0.45 if hot else 0.75):
        return book.pick("quarrel_soften", **slots)
    return book.pick("quarrel_push" if r < 0.5 and not asked else "quarrel_defend", **slots)


def _day_word(fact: str) -> str:

    m = re.search(r"\b(?:on )?(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b", fact)
    return f"on {m.group(1)}" if m else ""
