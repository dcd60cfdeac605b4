"""News told and taken as records (``game.mind.facts.Fact``): nothing here reads a sentence.

* **Telling**: a lead (one's own news or another's), then the fact's own sentence for the
  speaker (``Fact.sentence``: the subject's first-person words, or everyone else's), its
  ``{when}`` said relative to today ("tomorrow evening at five"), then sometimes a remark that
  fits its topic (a secret: "keep it to yourself"; one's own gathering: an invitation).
* **Taking it**: a reaction chosen by the record's topic (``news_reactions`` of the tables),
  answered to the teller when it is the teller's own news; "so I heard" when the hearer had it;
  and for a gathering, the answer the mind decided (``UtteranceRequest.going``), so what one
  says and what one plans agree.
"""

from __future__ import annotations

from datetime import date

from game.brains.builtin import (
    address,
    names,
    news_kin,
    news_words,
    talk_honour,
    talk_of,
    talk_outcome,
)
from game.brains.builtin.address_forms import surname_first
from game.brains.builtin.news_lines import spoken_when
from game.brains.builtin.phrases import STOPS, Phrasebook
from game.brains.builtin.phrases import lines as phrase_lines
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.situation import Scene
from game.brains.builtin.spoken_words import when_words
from game.brains.builtin.tables import active
from game.brains.builtin.talk_child import is_childs
from game.brains.builtin.talk_honour import wishes
from game.brains.builtin.talk_retell import frame, times_told
from game.brains.builtin.talk_same import opener as same_opener
from game.brains.builtin.talk_take import own_take, take_fact
from game.mind.facts import DATE, PEACE, TROUBLES, Fact, fill

_CONCERNS = ("worry", "illness", "quarrel")
# an answer to a gathering (the mind's decision, or the built-in's own) -> its phrase set
ATTEND = {
    "yes": "attend_yes",
    "maybe": "attend_maybe",
    "no": "attend_no",
    "work": "attend_no_work",
    "asleep": "attend_no",
    "engaged": "attend_engaged",
}
HEADLINES = ("party", "meeting", "election", "romance", "quarrel", "illness")  # told with a lead


def attend_set(answer: str, fact: Fact | str, scene: Scene) -> str:
    """The phrase set of an answer to a gathering, to whoever told it: its host is thanked;
    one passing on another's invitation is not (``<set>_heard``, when the data has it; a
    fact with no record keeps the set)."""
    event = getattr(fact, "event", None)
    host = event.host if event is not None else ""
    teller = scene.transcript[-1].speaker if scene.transcript else ""
    if answer and host and teller and teller != host and phrase_lines(answer + "_heard"):
        return answer + "_heard"
    return answer


def spoken(fact: Fact, speaker_id: str, today: date | None) -> str:
    """The fact as the speaker says it, one sentence with its stop."""
    when = when_words(fact.event, today) if fact.event is not None else ""
    s = fill(fact.sentence(speaker_id), fact.event, when).strip()
    s = spoken_when(s, today) if fact.event is None else s  # "on Saturday", this week
    return s if s.endswith(STOPS) else s + "."


def upcoming(fact: Fact, today: date | None, minute: int | None = None) -> bool:
    return fact.event is not None and (today is None or not fact.over(today, minute))


SOURCED = 0.5  # of others' news one had from someone: told with whom one had it from


def tell(
    scene: Scene,
    book: Phrasebook,
    fact: Fact,
    seed: int,
    source: str = "",
    seen: bool = False,
    lead_in: str = "",
) -> str:
    """The part of a line that passes ``fact`` on (lead, fact, maybe a remark). One's own
    small news (a project, one's work) is just said, as one says what one is up to; a lead
    ("Have you heard?") is for news that is news (a gathering, a campaign, a romance), or,
    for news one had from someone (``source``, a full name), now and then whom one had it
    from ("Ann was telling me:"), unless that is the listener or the one it is about.
    ``lead_in`` ("Sorry to butt in —"), breaking into a group's talk, stands for the lead."""
    said = _told(scene, book, fact, seed, source, seen, lead_in)
    if lead_in and not said.startswith(lead_in):
        said = f"{lead_in} {run_on(scene, lead_in, said)}"
    return said


def run_on(scene: Scene, lead: str, body: str) -> str:
    """``body`` after ``lead``: in lower case after a lead that runs on into it ("Word around
    town is that at Ann's ...", "Sorry to butt in — there's ..."), unless it opens with a name."""
    if (lead[-1].isalpha() or lead[-1] == "—") and body[:1].isupper() and not _named(scene, body):
        return body[0].lower() + body[1:]
    return body


def _told(
    scene: Scene, book: Phrasebook, fact: Fact, seed: int, source: str, seen: bool, lead_in: str
) -> str:
    t = active()
    own = fact.subject == scene.sp.id
    body = spoken(fact, scene.sp.id, scene.today)
    if own and fact.news and fact.key.startswith(DATE):
        body = _date_news(scene, book, fact) or body
    elif own and upcoming(fact, scene.today, scene.now) and fact.event.host == scene.sp.id:
        body = _gathering_news(scene, book, fact, seed) or body
    body = talk_outcome.retold(scene, book, fact) or body  # (a request's yes: from its record)
    # (one's own trouble told before, another's passed on: in one's own words, from the record)
    worded = news_words.own(scene, book, fact) if own else ""
    worded = worded or (news_words.theirs(scene, book, fact) if not own and not seen else "")
    mine = own or (fact.event is not None and fact.event.honoree == scene.sp.id)
    mine = mine or news_kin.family_matter(scene, fact)  # (one's family's: no "have you heard?")
    if mine and worded:
        return worded  # (how it stands, said as such: no "you'll have heard" around it)
    body = worded or body
    if own and fact.topic not in HEADLINES:
        return frame(scene, book, fact, body)  # (told before: as one tells it again)
    lead = book.choose(t.own_news_leads if own else t.news_leads, "lead")
    if own and times_told(scene, fact):  # told to others already: the story as retold
        body, lead = frame(scene, book, fact, body), ""
    if not own and seen:  # (one was there: first-hand, not word around town)
        lead = book.pick("lead_seen", "lead") or lead
    elif not own and _sourced(scene, fact, source, seed):
        lead = book.pick("lead_source", "lead", source=_source_said(scene, source)) or lead
    lead = lead_in or lead
    if lead:
        body = run_on(scene, lead, body)  # ("Word around town is that at Ann's meeting ...")
    new = [o for o in scene.others if fact.key not in o.has]
    if own and fact.event is not None and len(new) < len(scene.others) and new:
        # in a group where some have it: the invitation is to the one who has not
        greeted = scene.listener is not None and scene.listener.id == new[0].id
        name = "" if greeted else called(scene, new[0], seed)
        named = "lead_group_invite_named" if name else "lead_group_invite"
        lead = book.choose([x.format(name=name) for x in phrase_lines(named)], "lead")
        lead = f"{lead_in} {run_on(scene, lead_in, lead)}" if lead_in else lead
    tail = ""
    if fact.secret:
        tail = book.pick("tail_secret", "tail")
    elif upcoming(fact, scene.today, scene.now):
        tail = book.pick("tail_invite_own" if own else "tail_event", "tail")
    elif fact.topic not in _CONCERNS and stable_rand(seed, "tail", scene.sp.id, fact.key) < 0.5:
        tail = book.pick("tail_own" if own else "tail_other", "tail")
    return " ".join(x for x in (lead, body, tail) if x)


# words a told sentence may open with that are not names: after a lead that runs on ("Word
# around town is that"), in lower case
_RUNS_ON = frozenset("At The A An In On There It This That Everyone Someone Nobody".split())


def called(scene: Scene, who, seed: int) -> str:
    """What the speaker calls ``who`` turning to them in a group: a surname-first name by the
    word for them (王阿姨, 妈: ``address``), else the first name."""
    first = who.name.split()[0]
    return (address.address_of(scene.sp, who, seed) or first) if surname_first(who.name) else first


def _named(scene: Scene, body: str) -> bool:
    """Whether ``body`` opens with a word that keeps its capital after a lead that runs on (a
    name, or anything but the plain openers of ``_RUNS_ON``)."""
    first = body.split(" ", 1)[0]
    for tail in ("'s", "’s", ","):  # ("There's a party", "That, ...": the plain opener)
        first = first.removesuffix(tail)
    return first not in _RUNS_ON


def _source_said(scene: Scene, source: str) -> str:
    """Whom one had it from, as one names them: by the first name; in a town whose names have
    no spaces, one of one's own household as family names them ("我爸", not his full name)."""
    family = [(scene.names.get(rid, ""), bond) for rid, bond in scene.housemate_bonds]
    return names.kin_named(source, family).split()[0]


def _sourced(scene: Scene, fact: Fact, source: str, seed: int) -> bool:
    if not source or source in (o.name for o in scene.others):
        return False
    if scene.names.get(fact.subject, "") == source:
        return False  # (from the one it is about: their news, not hearsay)
    return stable_rand(seed, "source", scene.sp.id, fact.key, scene.now) < SOURCED


def _date_news(scene: Scene, book: Phrasebook, fact: Fact) -> str:
    """A yes to a date, one's own news, in words that differ from one telling to the next
    (the record says who asked whom; the words are the speaker's)."""
    asker = fact.key[len(DATE) :].split("+")[0]
    other = next((a for a in fact.about if a != scene.sp.id), "")
    who = scene.names.get(other, "").split(" ")[0]
    if not who:
        return ""
    return book.pick("own_date_asked" if asker == scene.sp.id else "own_date_was_asked", who=who)


SHORT = 0.5  # of the first tellings of one's own gathering: from its record, not one's sentence


def _gathering_news(scene: Scene, book: Phrasebook, fact: Fact, seed: int) -> str:
    """One's own gathering told from its record (what, where, when): about half the time at
    its first telling, and always once one has told it, so it is not the same sentence to
    everyone ('' for one's own words, the residents file's). One held for one's own kin is
    theirs by one's own word for them ("for my mother"); told again, it is said without it."""
    lid = scene.listener.id if scene.listener is not None else ""
    g = fact.event
    again = times_told(scene, fact) >= 1
    if not again and stable_rand(seed, "short", scene.sp.id, lid, fact.key) >= SHORT:
        return ""
    if g.honoree in scene.housemates:  # held for one's own kin: one's words, "for my mother"
        return (
            book.pick("own_gathering", what=g.what, place=g.place, when=when_words(g, scene.today))
            if again
            else ""
        )
    when = when_words(g, scene.today)
    named = talk_honour.gathering_news(scene, book, g, when)  # "... for Ann at The Mill ..."
    return named or book.pick("own_gathering", what=g.what, place=g.place, when=when)


def gossip(fact: Fact) -> bool:
    """Whether ``fact`` is its holder's word on a romance of two others (``about``: the
    holder, then the two): taken and answered as gossip, not as the holder's own secret."""
    return fact.topic == "romance" and len(fact.about) > 2


def react(
    scene: Scene,
    book: Phrasebook,
    fact: Fact,
    teller: str,
    known: bool = False,
    going: str = "",
) -> str:
    """The hearer's answer to ``fact`` just told by ``teller`` (a resident id)."""
    me = scene.sp.id
    if fact.subject == me:  # it is about me after all
        return book.choose(phrase_lines("react_own_told"), "me")
    if me in fact.about:  # it concerns me
        return book.pick("react_news_me", "me")
    if mine := talk_honour.for_me(scene, book, fact.event):  # held for me: I know
        return mine
    if fact.key.startswith(PEACE):  # two who had fallen out made it up: glad, not "oh dear"
        return book.pick("react_peace", "news")
    own = fact.subject == teller
    # one's own news about someone else ("I've noticed Tom mending the same latch") is news
    # of them, not of one's own work or project: answered as news
    small = fact.topic in ("work", "project", "habit", "opinion", "other")
    own = own and (fact.about == (fact.subject,) or not small) and not gossip(fact)
    tables = active()
    first = ""
    topic = next((x for x in tables.news_reactions if x.name == fact.topic), None)
    if topic is not None and (fact.news or fact.topic in TROUBLES) and is_childs(book):
        # (a child takes news in its own words, not "That'll stir things up")
        first = book.pick(f"react_own_{topic.name}" if own else "react_news", "news")
    elif topic is not None and (fact.news or fact.topic in TROUBLES):
        lines = topic.lines if not own else tables.phrases.get(f"react_own_{topic.name}", ())
        if fact.event is not None and (wish := wishes(fact.event.what)):
            lines = wish  # a birthday do: the wish itself ("Many happy returns to ...")
        named = talk_honour.wish_for(fact.event, book, scene.names, scene)  # "... to Ann!"
        first = named or (book.choose(lines, "news") if lines else "")
    if fact.secret and not known:  # told in confidence: kept (word of others: as gossip)
        first = book.pick("react_gossip" if gossip(fact) else "react_secret", "news")
    if known:  # the hearer had it (a household holds each other's standing facts)
        # a trouble one knew of is met with sympathy, not "word gets around"
        trouble = fact.topic in _CONCERNS and not fact.secret
        first = book.pick("react_known_trouble" if trouble else "react_known", "news")
    if not first and own and (not fact.news or fact.topic not in HEADLINES):
        # one's own view, work, project, worry: answered by what it is about, in passing
        name = f"react_own_{fact.topic}"
        if fact.news and fact.topic == "other":  # news of one's own worth passing on: news
            name = "react_own_other_news"
        first = book.pick(name, "news") or book.pick("react_own_small", "news")
    if not first and fact.arranged is not None and teller == fact.subject and not fact.secret:
        # one who said yes to a favour and fixed a time for it, telling it: the yes is answered
        # ("That's good of you."), not "Goodness." as at news
        asker = talk_of.who_of(scene, fact.about[1]).split(" ")[0] if len(fact.about) > 1 else ""
        first = book.pick("react_said_yes", "news", who=asker)  # ("... to Ann", not "to them")
    if not first and not own:  # news of someone else: by its topic and who they are to me
        first = talk_of.react(scene, book, fact, teller)
    first = first or book.pick("react_own" if own else "react_news", "news")
    held = take_fact(scene, fact) if not fact.secret else None
    take = own_take(scene, fact) if held is not None else ""
    rivalry = scene.kind == "rival" and not known and fact.topic not in _CONCERNS
    if rivalry and (take or own):  # a rival's aims met with mine, or coolly: no good wishes
        first = book.pick("react_rival", "news")
    elif held is not None and not known and fact.topic not in _CONCERNS:
        # it is my matter too: heard as such ("The grey kitten? ..."), not a stock "How nice."
        first = same_opener(scene, book, fact, held) or first
    first = f"{first} {take}" if take else first  # one's own view on the same matter
    answer = attend_set(ATTEND.get(going, ""), fact, scene)
    if answer and upcoming(fact, scene.today, scene.now):
        return f"{first} {book.pick(answer, 'attend')}"
    return first
