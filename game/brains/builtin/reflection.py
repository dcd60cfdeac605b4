"""Reflection without a model: conclusions drawn from the records of two or more moments.

The paper asks "what high-level insights can you infer"; here an insight is one of a few kinds
of conclusion, each drawn from memories' records (``reflect_index.Records``), never from their
words, and each citing the memories it rests on:

* **trouble**: someone's worry or illness on record, and another moment with them (a talk, one's
  bond, the same news again): one means to look in on them (``help``); or, when one does not
  (a child, a grudge, a worry of theirs for someone else), what one makes of it: of them, of
  oneself when it names one, of a place of one's own it names (``reflect_read``);
* **at odds**: one's bond is a quarrel, and a later moment with them (a talk, a row): put it
  right (``settle``) or keep out of their way (``avoid``, a temper that holds a grudge);
* **romance**: one's bond is a romance, and a talk with them since: one seeks them out (``see``);
* **bond**: talks with the same person on three days or more: one keeps running into them
  (``reflect_seen``; ``see`` when close); short of a pattern, only of someone close; when they
  told one something in them, what one makes of them from it (``reflect_read.told_reading``);
* **adding up**: two different things heard of one person, put together (``reflect_connect``);
* **news**: the same fact reaching one at different moments, told by others (``reflect_self``);
* **habit**: the same stretch of one's own day (not a meal, not sleep) on three days or more;
* **own matter**: what came of one's own request, beside the storyline it serves (``reflect_own``,
  asked first; whom one asks about next is ranked by who they are to one, ``stake``).

A row between others one has no part in is no thought (``reflect_read.gossip``); a fact is
said in one's own point of view (``reflect_view``: "his wife" is "me" to her, "Mum" to a son).
A conclusion resting on news says what it means to one, not who told it: a gathering still to
come, what one has decided about it (``reflect_plans``: "I work then, so I won't go"); how one
came by it only when that says something (``reflect_source``: from someone else, while they,
whom one talked with since, said no word of it). It says only what its records
hold; the rest of a line is how one holds that, in one's own voice, or what a record's kind
licenses one to make of a person. No record, no conclusion.
Questions are asked about the subjects that have a conclusion to draw. Cost: one pass over the
memories per request, microseconds.
"""

from __future__ import annotations

from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.profile import holds_a_grudge
from game.brains.builtin.reflect_connect import connect
from game.brains.builtin.reflect_index import (
    Records,
    conclude,
    doing_words,
    fact_text,
    first,
    habits,
    their_place,
)
from game.brains.builtin.reflect_own import own_question, stake
from game.brains.builtin.reflect_plans import bearing
from game.brains.builtin.reflect_read import (
    gossip,
    told_reading,
    trouble_reading,
    view,
)
from game.brains.builtin.reflect_seen import bond_said, days, most_talked, per_day
from game.brains.builtin.reflect_self import about_self, news_thought
from game.brains.builtin.reflect_source import with_source
from game.brains.builtin.reflect_view import ME, kin_called, spouse_of
from game.mind.brain import Insight, InsightRequest, PersonaCard, ReflectQuestionsRequest
from game.mind.facts import PEACE, TROUBLES
from game.mind.requests import is_outcome
from game.mind.types import MemoryLine


def questions(req: ReflectQuestionsRequest, seed: int) -> tuple[str, ...]:
    """Questions about the people with a conclusion to draw (most evidence first), and about
    oneself when there is one of oneself (a habit, news that keeps reaching one); none with
    nothing to conclude. Worded so that retrieving by it finds the evidence: the news a
    conclusion rests on, the talks with someone, the stretch of day one keeps spending alike."""
    count = max(0, int(req.count or 0))
    if count == 0:
        return ()
    p = req.persona
    me = p.first_name()
    recs = Records.of(p, (*(req.memories or ()), *(req.bonds or ())), family=req.family)
    book = Phrasebook([], seed, "reflectq", p.id, len(req.memories or ()))
    ranked = []
    for who in recs.people():
        found = about_person(p, who, recs, Phrasebook([], seed))
        if found:
            weight = sum(len(i.evidence) for i in found) + 2 * any(i.intent for i in found)
            # (who they are to one first: one's wife before a stranger's news)
            ranked.append((-stake(p, who, recs), -weight, who, found[0]))
    by_id = {m.id: m for m in req.memories or () if isinstance(m, MemoryLine)}
    out = []
    for *_w, who, top in sorted(ranked, key=lambda r: r[:3]):
        # (a conclusion resting on news asks about that news: retrieving by its words finds it)
        news = [by_id[i] for i in top.evidence if i in by_id and by_id[i].fact is not None]
        said = [fact_text(m, p, recs) for m in news if not m.bond]
        fact = next((f for f in said if f in top.text), said[-1] if said else "")
        ask = book.pick("refl_ask_news", who, who=who, fact=fact) if fact else ""
        talks = len(recs.talks.get(who, [])) >= 2
        out.append(ask or book.pick("q_talks" if talks else "q_person", who, me=me, who=who))
    own = own_question(p, recs, book)  # (one's own storyline first of all)
    mine = bool(about_self(p, recs, Phrasebook([], seed))) and not own
    out = [q for q in (own, *out) if q][: count - mine]
    if mine:
        did = habits(p, recs)
        doing = doing_words(did[0], recs.doings[did[0]]) if did else ""
        ask = book.pick("q_habit", "self", me=me, doing=doing) if did else ""
        out.append(ask or book.pick("q_self", "self", me=me))
    return tuple(q for q in out if q)[:count]


def insights(req: InsightRequest, seed: int) -> tuple[Insight, ...]:
    p = req.persona
    # (with one's decisions about the gatherings its news names: what they mean to one's plans)
    mems = (*(req.memories or ()), *(req.bonds or ()), *(req.plans or ()))
    recs = Records.of(p, mems, req.now, req.places, req.family)
    q = req.question or ""
    book = Phrasebook([m.text for m in recs.prior], seed, "insight", p.id)
    # (whom it asks about: the name said last; "<news> What does that say about Ann Lee?")
    named = [n for n in recs.people() if n in q]
    person = max(named, key=lambda n: (q.rfind(n) + len(n), len(n)), default="")
    out = about_person(p, person, recs, book) if person else about_self(p, recs, book)
    return tuple(kin_called(i, req.family) for i in out[: max(1, int(req.count or 1))])


def about_person(p: PersonaCard, who: str, recs: Records, book: Phrasebook) -> list[Insight]:
    """What the records let one conclude about ``who``: trouble, a quarrel, a romance, the
    talks, the news of them (in that order: a conclusion that leads somewhere first)."""
    name = first(who)
    talks = recs.talks.get(who, [])
    bond = recs.bonds.get(who)
    kind = bond.bond if bond is not None else ""
    if kind == "quarrel" and _made_up(recs, who):
        kind = "known"  # (made it up since: not "things still aren't right between us")
    out: list[Insight | None] = []
    related = talks + recs.about.get(who, []) + recs.told_by.get(who, [])
    # (a favour they mean to ask of oneself, their yes or no to one's own request: no trouble)
    asks = [m for m in recs.troubles(who) if m.fact.ask or is_outcome(m.fact)]
    troubles = [m for m in recs.troubles(who) if not (m in asks and p.id in m.fact.about)]
    if troubles:
        with_them = troubles + talks[-2:] + ([bond] if bond is not None else [])
        # someone one knows and bears no grudge is in trouble: one means to look in on them (a
        # child looks in on its family, not on the grown-ups it knows); a worry of theirs about
        # someone else ("worried about her father") is on one's mind, whom to look in on unclear
        alone = troubles[-1].fact.about == (troubles[-1].fact.subject,)
        grown = p.age >= 16 or kind == "family"
        helps = alone and grown and kind not in ("quarrel", "rival")
        if helps:  # (of one's wife, one's family at home: one worries, one lives with them)
            home = spouse_of(who, recs.family) == ME
            home = home or (kind == "family" and p.home.sector in recs.places.get(who, ()))
            set_name, slots = "ins_trouble_home" if home else "ins_trouble_help", {"who": name}
            slots["fact"] = fact_text(troubles[-1], p, recs)
        else:  # (what one makes of it: of them, of oneself, of one's own place)
            set_name, slots = trouble_reading(p, who, troubles[-1], recs)
        # (how one came to know it: from them, or from someone else while they said nothing)
        how, how_ev = with_source(p, who, troubles[-1], recs, book) if "fact" in slots else ("", [])
        out.append(
            conclude(
                book,
                set_name,
                with_them + how_ev,
                recs,
                about=who,
                intent="help" if helps else "",
                related=related,
                middle=how,
                **slots,
            )
        )
    rows = [
        m for m in recs.about.get(p.name, []) if m.fact.topic == "quarrel" and who in m.partners
    ]
    if kind == "quarrel" and (talks or rows):
        grudge = holds_a_grudge(p)
        # (that one keeps running into them, the talks' days show; else where one saw them:
        # at one's own home or workplace, they came to one, or elsewhere)
        at = talks[-1].at if talks else ""
        mine = (p.home.sector, p.work.sector if p.work is not None else "")
        again = "_again" if days(talks) >= 2 else "_home" if at and at in mine else "_at" * bool(at)
        out.append(
            conclude(
                book,
                ("ins_odds_avoid" if grudge else "ins_odds_settle") + again,
                [bond, *talks[-2:], *rows[-1:]],
                recs,
                about=who,
                intent="avoid" if grudge else "settle",
                related=related,
                who=name,
                **({"where": talks[-1].at} if talks and talks[-1].at else {}),
            )
        )
    elif kind == "romance" and talks:
        ev = [bond, *talks[-2:]]
        out.append(conclude(book, "ins_romance", ev, recs, who, "see", related, who=name))
    viewed = view(p, who, bond, recs, book, related)
    out.append(viewed)
    linked = connect(p, who, recs, book, related) if viewed is None else None
    out.append(linked)
    # what the talks were: what they told one in them (a record), the latest one has not
    # already thought about (a thought does not tell the same thing twice as new)
    thought = {i for r in recs.prior for i in r.evidence}
    thought |= set(viewed.evidence) if viewed is not None else set()  # (one thought a view)
    thought |= set(linked.evidence) if linked is not None else set()
    told = [
        m for m in recs.told_by.get(who, []) if m.fact.topic not in TROUBLES and m.id not in thought
    ]
    # (family, and those one only meets at home or at work, one sees anyway: no thought in
    # that, unless they told one something)
    daily = (p.home.sector, p.work.sector if p.work is not None else p.home.sector)
    # (nor someone at their own workplace or home: one finds the owner at her tea room)
    daily += tuple({m.at for m in talks if m.at and their_place(who, m.at, recs)})
    # (a talk out in the street has no place: met out and about, and not at any building)
    seen_out = any(m.at not in daily for m in talks[-2:])
    # (that one keeps meeting someone is thought once; after that, what they told one)
    bare = (
        seen_out
        and kind != "family"
        and linked is None  # (what one heard of them says more than where one saw them)
        and not any(r.about == who for r in recs.prior)
    )
    # (the latest thing they told one that says something of them: not every piece of news
    # does, ``told_reading``)
    reading = next(((m, r) for m in reversed(told) if (r := told_reading(p, who, m, recs))), None)
    most = bool(talks) and most_talked(recs) == who
    seen = bond_said(talks, daily, who, most) if bare and reading is None else None
    if seen is not None and seen[0] != "ins_bond" and kind != "close":
        # (short of a pattern, that one talked with someone again is no thought, only a
        # diary's line; of someone close, one means to look them up again)
        seen = None
    if len(talks) >= 2 and kind not in ("quarrel", "romance") and (reading or seen):
        close = kind == "close"
        how, plan = "", ""
        if reading is not None:  # what one makes of them from what they told one
            m, (set_name, slots, held) = reading
            # (what a gathering they told one of means to one's own plans: of someone else's
            # do, that says more than that they know what that one is up to)
            plan, plan_ev = bearing(m, recs, book)
            if plan and set_name == "ins_read_news_of":
                set_name, slots = "ins_news_plan", {"who": name, "fact": fact_text(m, p, recs)}
            plan, plan_ev = (plan, plan_ev) if "fact" in slots else ("", [])
            how, how_ev = with_source(p, who, m, recs, book) if "fact" in slots else ("", [])
            evidence = talks[-2:] + [m, *held, *how_ev, *plan_ev]
            tail, pattern = "ins_see_tail" if close else "", False
        else:  # (how often and where, as the talks' days and places show it)
            set_name, slots = seen
            slots["who"] = name
            evidence = per_day(talks)
            pattern = set_name == "ins_bond"
            if close and pattern:
                set_name = "ins_bond_see"
            # (one means to look them up again: not the day one saw them twice)
            tail = "ins_see_tail" if close and set_name.startswith("ins_bond_days") else ""
        evidence += [bond] if close else []
        # whom one keeps meeting is a thought about them (whom one has been seeing lately)
        out.append(
            conclude(
                book,
                set_name,
                evidence,
                recs,
                about=who,
                intent="see" if close and (reading or tail or pattern) else "",
                related=related,
                tail=tail,
                middle=how,
                after=plan,
                **slots,
            )
        )
    for ms in recs.news():
        if ms[0].about == who and ms[0].fact.topic not in TROUBLES and not gossip(p, ms[0], recs):
            out.append(news_thought(p, ms, recs, book))
            break
    return [x for x in out if x is not None]


def _made_up(recs: Records, who: str) -> bool:
    """Whether the latest quarrel record one holds with ``who`` is a peace the two made in a
    talk (``facts.peace_key``), not a row since."""
    last = None
    for ms in recs.facts.values():
        for m in ms:
            if m.fact.topic == "quarrel" and (who in m.partners or m.about == who):
                last = m if last is None or m.id > last.id else last
    return last is not None and last.fact.key.startswith(PEACE)
