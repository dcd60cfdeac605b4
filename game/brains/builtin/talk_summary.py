"""What a participant takes away from a conversation: one first-person sentence, the facts it
learned (as the third-person statements they were told as, so a fact keeps its wording from
teller to teller), how things now stand with each other person, and a closeness change.

What happened is read from the transcript with the phrase sets: a quarrel raised (and whether
it cooled), a date asked for (and the answer), an invitation given or answered. Those make the
summary's first clause ("I argued with Tom about the pub's loud evenings, and we agreed to
look for a middle ground"); the mind stores a notable one as an event the resident can tell
others. Otherwise the summary names what was talked about and what the other is busy with.
"""

from __future__ import annotations

import re

from game.brains.builtin import news_lines, voice
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.spoken_words import ended, listed
from game.brains.builtin.spoken_words import said as piece
from game.brains.builtin.tables import active
from game.brains.builtin.talk_child import sibling
from game.brains.builtin.text import and_join
from game.mind.brain import ConversationSummary, ConversationSummaryRequest
from game.mind.facts import Fact, date_key, peace_key
from game.mind.relations import bond_of
from game.mind.types import Line

_EVENT = re.compile(
    r"\b(?:(?!(?:a|an|the|my|her|his|their|planning|is)\b)[\w'’-]+ ){0,3}?"
    r"(?:party|gathering|celebration|concert|festival|fair|picnic|quiz night)",
    re.IGNORECASE,
)


def conversation_topics(text: str) -> list[str]:
    """Topic labels in order of first mention ('the party', 'studies', ...); a topic that
    ``hides`` another drops it ("the spring fair" can make "the fair" redundant)."""
    found = []
    topics = active().talk_topics
    for topic in topics:
        m = re.search(topic.pattern, text or "", re.IGNORECASE)
        if m:
            found.append((m.start(), topic.name))
    labels = [label for _, label in sorted(found)]
    hidden = {h for topic in topics if topic.name in labels for h in topic.hides}
    return [label for label in labels if label not in hidden]


def _any(sets: tuple[str, ...], lines: list[Line]) -> bool:
    return any(said_from(s, x.text) for s in sets for x in lines)


def summarize(req: ConversationSummaryRequest) -> ConversationSummary:
    me = req.persona
    lines = [x for x in req.transcript or () if isinstance(x, Line)]
    others = [o for o in req.others or () if getattr(o, "id", "")]
    bonds = {o.id: bond_of(o.relationship or "") for o in others}
    firsts = listed([o.name.split()[0] for o in others if o.name]) or "someone"
    mine = [x for x in lines if x.speaker == me.id]
    theirs = [x for x in lines if x.speaker != me.id]

    learned: list[str] = []
    told: list[str] = []
    for x in lines:
        if x.fact is not None:  # told as a record: its own sentences, nothing read back
            if x.speaker == me.id:
                told.append(x.fact.text(me.id))
            elif x.fact.subject != me.id and x.fact.text() not in learned:
                learned.append(x.fact.text())
            continue
        body = news_lines.extract_news(x.text)
        if not body:
            continue
        if x.speaker == me.id:
            told.append(body)
            continue
        gender = voice.gender_from_bond(bonds.get(x.speaker, ""))
        fact = news_lines.hear(body, x.name, me.name, gender)
        if fact and not fact.startswith(me.name + " ") and fact not in learned:
            learned.append(fact)

    first_other = others[0].name.split()[0] if others else "them"
    what: list[str] = []
    if quarrel_partner := _partner(mine, theirs):
        first_other = quarrel_partner
    fight = ("quarrel_open", "quarrel_renew", "quarrel_push", "quarrel_defend", "quarrel_soften")
    quarrel = _any(fight, mine) and _any(fight, theirs)
    cooled = _any(("quarrel_soften",), lines)
    fighters = [x.name.split()[0] for x in theirs if _any(fight, [x])]
    if not quarrel and len(set(fighters)) >= 2:
        a, b = sorted(set(fighters))[:2]
        what.append(f"I watched {a} and {b} have words")
    if quarrel:
        about = ""
        for x in lines:
            m = re.search(r"about (.+?)(?:, \w+)?(?: —|\.|$)", x.text)
            if m and said_from("quarrel_open", x.text):
                about = m.group(1).replace("your ", "the ")
                break
        what.append(f"I argued with {first_other}" + (f" about {about}" if about else ""))
        if cooled:
            what.append("we agreed to look for a middle ground")
    if _any(("ask_out",), mine):
        yes = _any(("ask_out_yes",), theirs)
        what.append(f"I asked {first_other} out and the answer was {'yes' if yes else 'no'}")
    elif _any(("ask_out",), theirs):
        yes = _any(("ask_out_yes",), mine)
        what.append(f"{first_other} asked me out and I said {'yes' if yes else 'no'}")
    if any(t.startswith(("I'm planning", "I am planning", "I'm hosting")) for t in told):
        what.append(f"I invited {firsts} to {_event_label(told)}")
    invite = next((f for f in learned if _EVENT.search(f)), "")
    if invite and not what:
        host = invite.split()[0]
        m = _EVENT.search(invite)
        what.append(
            f"I heard from {first_other} about {host}'s {m.group(0)}"
            if host != first_other
            else f"I got an invitation from {first_other} to the {m.group(0)}"
        )
    for choice in ("attend_yes", "attend_maybe", "attend_no_work", "attend_engaged", "attend_no"):
        if _any((choice, choice + "_heard"), mine):  # (to the host, or to one passing it on)
            what.append(piece(f"sum_{choice}"))
            break

    # what was talked about is what was told (news, and what one is busy with), never the
    # timetables and chores recited in passing ("lessons in the classroom at nine" is no talk
    # about school)
    topics = conversation_topics(" ".join(learned) + " " + " ".join(told))
    if what:
        summary = (
            ", and ".join(what[:2]) if len(what) <= 2 else ", ".join(what[:2]) + ", and " + what[2]
        )
    elif topics:
        summary = f"I talked with {firsts} about {and_join(topics[:2])}"
    else:
        summary = piece("sum_chatted", who=firsts, topic=_their_day(theirs))
    if learned and not what:
        fact = _lower_first(learned[0].rstrip("."))
        summary += piece("sum_told", who=first_other, fact=fact)
    elif others and not what:
        about = _their_news(theirs, others[0], bonds.get(others[0].id, ""))
        if about:
            summary += f"; {about}"

    made = _date_made(me, mine, theirs) + _peace_made(me, mine, theirs)
    felt = _felt(mine, theirs, quarrel and not cooled)
    relationships: dict[str, str] = {}
    closeness: dict[str, float] = {}
    for o in others:
        if quarrel:
            relationships[o.id] = (
                "We argued again, but it cooled down in the end." if cooled else "We argued again."
            )
            closeness[o.id] = 0.02 if cooled else -0.05
            continue
        spoke = [x for x in theirs if x.speaker == o.id]
        said = conversation_topics(" ".join(news_lines.extract_news(x.text) for x in spoke))
        said += [
            f"the {x.fact.event.what}"
            for x in spoke
            if x.fact is not None
            and x.fact.event is not None
            and f"the {x.fact.event.what}" not in said
        ]
        if said:  # a chat that said nothing of note leaves what one thinks of them as it was
            relationships[o.id] = f"{o.name} and I talked about {and_join(said[:2])}."
        closeness[o.id] = round(min(0.08, 0.03 + 0.01 * len(spoke)), 3)
    return ConversationSummary(
        summary=ended(summary),
        learned=tuple(learned),
        relationships=relationships,
        closeness=closeness,
        made=made,
        felt=felt,
    )


def _felt(mine: list[Line], theirs: list[Line], row: bool) -> str:
    """How the talk felt to me (``brain.FELT``): a row that did not cool, or my asking out
    turned down, went badly; a yes to a date, or to my invitation or theirs, was warm."""
    if row or (_any(("ask_out",), mine) and _any(("ask_out_no",), theirs)):
        return "bad"
    if _any(("ask_out_yes",), mine + theirs) or _any(
        ("attend_yes", "attend_yes_heard"), mine + theirs
    ):
        return "good"
    return ""


def _date_made(me, mine: list[Line], theirs: list[Line]) -> tuple[Fact, ...]:
    """A date asked for and answered in this talk, as the record this participant holds: the
    same key for both (one story, whoever tells it), each in its own words. A yes is news;
    a no stays with the two of them (secret, not news)."""
    asked = next((x for x in mine if said_from("ask_out", x.text)), None)
    if asked is not None:
        reply = next((x for x in theirs if _any(("ask_out_yes", "ask_out_no"), [x])), None)
        if reply is None:
            return ()
        asker, asker_name, other, other_name = me.id, me.name, reply.speaker, reply.name
        yes = said_from("ask_out_yes", reply.text)
    else:
        asking = next((x for x in theirs if said_from("ask_out", x.text)), None)
        reply = next((x for x in mine if _any(("ask_out_yes", "ask_out_no"), [x])), None)
        if asking is None or reply is None:
            return ()
        asker, asker_name, other, other_name = asking.speaker, asking.name, me.id, me.name
        yes = said_from("ask_out_yes", reply.text)
    answer = "it's a yes" if yes else "it was a no"
    if me.id == asker:
        mine_words = f"I asked {other_name.split()[0]} out, and {answer}."
    else:
        mine_words = f"{asker_name.split()[0]} asked me out, and I said {'yes' if yes else 'no'}."
    return (
        Fact(
            key=date_key(asker, other),
            about=(me.id, other if me.id == asker else asker),
            topic="romance",
            mine=mine_words,
            told=f"{asker_name} asked {other_name} out, and {answer}.",
            secret=not yes,
            news=yes,
        ),
    )


def _peace_made(me, mine: list[Line], theirs: list[Line]) -> tuple[Fact, ...]:
    """Two who had fallen out made it up in this talk (one asked to put it behind them, the
    other took it: ``intent_settle``, ``intent_settle_reply``), as the record each holds: a
    quarrel record of the two, later than the one of the residents file, so the feud is no
    longer news to tell ("I'm not speaking to her at the moment", an hour after making up)."""
    asked = next((x for x in mine + theirs if said_from("intent_settle", x.text)), None)
    if asked is None:
        return ()
    answer = next(
        (
            x
            for x in mine + theirs
            if x.speaker != asked.speaker
            and (said_from("intent_settle_reply", x.text) or said_from("intent_settle", x.text))
            and not said_from("intent_settle_cold", x.text)
        ),
        None,
    )
    if answer is None:
        return ()
    pair = {asked.speaker: asked.name, answer.speaker: answer.name}
    if me.id not in pair:
        return ()
    other = next(i for i in pair if i != me.id)
    a, b = sorted(pair)
    return (
        Fact(
            key=peace_key(a, b),
            about=(me.id, other),
            topic="quarrel",
            mine=ended(piece("sum_peace_mine", who=pair[other].split()[0])),
            told=ended(piece("sum_peace_told", who=pair[a], other=pair[b])),
            news=True,
        ),
    )


def _partner(mine: list[Line], theirs: list[Line]) -> str:
    """Whom I quarrelled with in a group: the other who said quarrel lines."""
    sets = ("quarrel_open", "quarrel_renew", "quarrel_push", "quarrel_defend", "quarrel_soften")
    if not _any(sets, mine):
        return ""
    for x in theirs:
        if _any(sets, [x]):
            return x.name.split()[0]
    return ""


def _event_label(told: list[str]) -> str:
    for t in told:
        m = re.search(
            r"\b(?:a|an|the|my)\s+((?:[\w'’-]+\s+){0,3}?(?:" + active().event_nouns + r"))\b", t
        )
        if m:
            return "my " + m.group(1)
    return "my event"


_SELF = re.compile(r"(?:^|[.?!—:]\s+)(I(?:'m| am| have| had|'ve)? [a-z][^.?!]{12,160})[.?!]")


_SMALL_TALK = (
    "intro_work", "intro_study", "bye_work", "bye_work_more", "bye_work_doing", "bye_next", "bye_generic", "bye_family",
    "bye_family_more",
    "ans_no_next", "ans_no_next_home", "event_ans", "event_ans_host",
)  # fmt: skip
_SMALL_TALK += tuple(sibling(n) for n in _SMALL_TALK)  # (a child's goodbyes too)


def _their_news(theirs: list[Line], other, bond: str) -> str:
    """What the other said about their own life ("I'm running a clinic ...") as a statement
    about them ("Tom is running a clinic ..."): the specific part of a talk worth keeping."""
    first = other.name.split()[0]
    for x in theirs:
        if x.speaker != other.id or news_lines.extract_news(x.text):
            continue
        for m in _SELF.finditer(x.text):
            sentence = m.group(1)
            if re.search(r"\byou(?:r)?\b", sentence) or said_from("quarrel_push", sentence):
                continue
            if any(said_from(name, m.group(0)) for name in _SMALL_TALK):
                continue  # "I work here, as it happens.", "Right, back to it.": no news
            if re.match(
                r"^I(?:'d| had| should| must| ought to) (?:better )?(?:get|go|be)\b", sentence
            ):
                continue  # "I should get on", "I'd better go": leaving, not news
            if re.match(
                r"^I(?:'m| am) (?:off|on my way|heading to|walking over|nipping over|popping round|making for|just|only|fine|well|sure|afraid|glad|sorry)\b",
                sentence,
            ):
                continue
            if re.search(
                r"\bwe(?:'ve| have) met\b|^I(?: don't)? (?:think|suppose|guess)\b", sentence
            ):
                continue  # an introduction or a hedge, not news about them
            if re.search(r"\b(?:since|at (?:noon|\w+ o'clock)|nearly done)\b", sentence):
                continue
            return voice.third_person(sentence, first, voice.gender_from_bond(bond))
    return ""


def _their_day(theirs: list[Line]) -> str:
    for x in theirs:
        m = re.search(r"\bI(?:'ve been| have been|'m) ([a-z][^.?!,;]{6,60})", x.text)
        if m:
            return "how " + re.sub(r"\bmy\b", "their", m.group(1)).strip() + " is going"
    return piece("sum_small_talk")


def _lower_first(text: str) -> str:
    words = text.split()
    if words and words[0] in ("The", "A", "An", "There", "It"):
        return text[0].lower() + text[1:]
    return text
