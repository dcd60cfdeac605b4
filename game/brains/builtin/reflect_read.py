"""What one makes of someone from what one heard of them: a judgement, not their words again.

A reflection that repeats a heard fact and who told it is a log line, not a thought. Here a
fact on record is read, by its fields, for what it says of the person and of one's own stake
in it, and the reflection says that, naming the fact only as what it rests on:

* **told**: what someone told one in the talks one keeps having with them (``told_reading``):
  - one's own standing fact names them as a sweetheart (a romance record of one's own about
    them): they keep finding reasons to see one, and one thinks one knows why;
  - their news names oneself (one is in its ``about``): they have one in mind;
  - their news of someone else: they know what that one is up to (not of one they live or
    work with: a wife knows her husband's news);
  - their own news, read by its topic (``ins_read_<topic>``): work comes first with them, a
    project has their heart, they love company, they care what happens here... and the fact
    as the reason; only news of their own doing alone (a yes to another's request, a plan
    with someone else, says no such thing of them).
* **trouble** (``trouble_reading``), when one does not mean to look in on them: their worry
  about oneself (they worry about one), about a place of one's own (one would hate to lose
  it), about someone else (they take others' troubles to heart), their own worry (they worry
  more than they let on), an illness (one hopes they mend).
* **view** (``view``): one's view of the latest news of someone one has a bond with, by the
  bond (glad for a friend, wry at a rival); what one saw happen oneself is not asked after.
* **connect**: two things heard of someone put together, ``reflect_connect``.

Each phrase set's own words are frame words or the words its record licenses (the bench's
reader, ``bench/reflection_checks.py``, holds the same licence: ``TOPIC_WORDS``, ``TOLD``).
"""

from __future__ import annotations

from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.reflect_index import Records, conclude, fact_text, first
from game.brains.builtin.reflect_plans import bearing
from game.brains.builtin.reflect_source import with_source
from game.brains.builtin.reflect_view import ME, seen_by, their_kin
from game.mind.brain import Insight, PersonaCard
from game.mind.facts import DATE, PEACE
from game.mind.requests import is_outcome
from game.mind.types import MemoryLine

# the phrase set of what one makes of someone's own news, by the news's topic
READ = {
    "work": "work",
    "project": "project",
    "party": "party",
    "meeting": "town",
    "election": "vote",
    "romance": "romance",
    "family": "family",
    "opinion": "opinion",
    "habit": "habit",
    "quarrel": "quarrel",
}


def my_stake(p: PersonaCard, rid: str, recs: Records) -> tuple[str, list[MemoryLine]]:
    """The topic of one's own fact about resident ``rid`` (a romance, a quarrel, a project
    with them), "" when one has none: what one has riding on them; with the memory holding it
    when it is one the records hold. A romance is one's own when its pair is the two of one
    (a standing one of one's own, or one heard: "Bob thinks Tom is sweet on Ann")."""
    if not rid or rid == p.id:
        return "", []
    held = [(m.fact, [m]) for ms in recs.facts.values() for m in ms[-1:]]
    for f, ms in (*((f, []) for f in p.facts), *held):
        pair = set(f.about) if len(f.about) <= 2 else set(f.about[1:])
        if f.topic == "romance" and pair == {p.id, rid}:
            return f.topic, ms
        if f.topic != "romance" and f.subject == p.id and rid in f.about[1:]:
            return f.topic, ms
    return "", []


def names_my_place(p: PersonaCard, m: MemoryLine) -> str:
    """The sector of one's own (home, workplace) that the fact of ``m`` names, or ""."""
    said = m.fact.text(p.id) if m.fact is not None else ""
    for place in (p.work.sector if p.work is not None else "", p.home.sector):
        if place and place in said:
            return place
    return ""


# the readings that judge the teller by the news alone: only when it is theirs alone (what
# they do with someone else, a yes to another's request, says no such thing of them)
_SOLE = frozenset({"work", "project", "party", "town", "vote", "opinion", "habit", "other"})


def tied(a: str, b: str, recs: Records) -> bool:
    """Whether ``a`` and ``b`` share a home or a workplace as one knows it (``recs.places``):
    a wife knows her husband's news, a colleague the other's; nothing to remark on."""
    return bool(set(recs.places.get(a, ())) & set(recs.places.get(b, ())))


def told_reading(p: PersonaCard, who: str, m: MemoryLine, recs: Records) -> tuple | None:
    """(phrase set, slots, the records of one's stake it rests on too) of what one makes of
    ``who`` from ``m``, a fact ``who`` told one; None when it says nothing of them: news of
    someone they live or work with, or a doing shared with others read as a trait."""
    f = m.fact
    name = first(who)
    theirs = m.about == who
    stake, held = my_stake(p, f.subject, recs) if theirs else ("", [])
    if stake == "romance":
        return "ins_read_sweet", {"who": name}, held
    if p.id in f.about and f.subject != p.id:
        if is_outcome(f):  # (a yes or a no to one's own request: one knows it, no news)
            return None
        return "ins_read_me", {"who": name}, []
    if not theirs:  # (news of someone else; of one not known by name, nothing of them)
        if not m.about or tied(who, m.about, recs):
            return None
        return "ins_read_news_of", {"who": name, "other": first(m.about)}, []
    topic = READ.get(f.topic, "other")
    if topic == "quarrel" and (f.key.startswith(PEACE) or gossip(p, m, recs)):
        return None  # (made up is no grudge; a row one has no part in says nothing to one)
    if topic == "romance" and not f.key.startswith(DATE) and len(f.about) > 1:
        topic = "eye"  # (what they noticed of others' hearts, not their own: "Ann noticed ...")
    if topic in _SOLE and len(set(f.about)) > 1:
        return None
    return f"ins_read_{topic}", {"who": name, "fact": fact_text(m, p, recs)}, []


def _same_worry(p: PersonaCard, mine, theirs) -> bool:
    """Whether ``mine``, a standing fact of one's own, is the worry ``theirs`` is: of the same
    topic, for someone of one's own, asking nothing."""
    return (
        mine.subject == p.id
        and mine.topic == theirs.topic
        and len(mine.about) > 1
        and not mine.ask
        and not mine.secret
        and bool(mine.mine)
    )


# one's bonds with those near one: their rows are one's business too
NEAR = ("family", "close", "romance")


def gossip(p: PersonaCard, m: MemoryLine, recs: Records) -> bool:
    """Whether ``m`` is a row between others that one has no part in: not one's own, nor
    one's family's or a friend's (by one's bond with whose news it is)."""
    f = m.fact
    if f is None or f.topic != "quarrel" or p.id in f.about:
        return False
    bond = recs.bonds.get(m.about)
    return bond is None or bond.bond not in NEAR


def trouble_reading(p: PersonaCard, who: str, m: MemoryLine, recs: Records) -> tuple[str, dict]:
    """(phrase set, slots) of what one makes of ``who``'s trouble ``m`` when one does not mean
    to look in on them (a child, a grudge, a worry of theirs about someone else)."""
    f = m.fact
    name = first(who)
    if p.id in f.about and f.subject != p.id:
        return "ins_trouble_me", {"who": name}
    fact = fact_text(m, p, recs)
    # (their worry for their wife: oneself, when one is she; one's mother, to their child)
    seen, whom = seen_by(fact, who, recs.family)
    if whom == ME:
        return "ins_trouble_for_me", {"who": name, "fact": seen}
    # (or by name: "Mum is worried that Dad ..."; a neighbour's worry for her own husband)
    raw = f.text(p.id)
    named = [n for n, _ in recs.family if n and n != who and n in raw]
    whom = whom or (named[0] if named and len(f.about) > 1 else "")
    if whom:
        return "ins_trouble_for_kin", {"who": name, "fact": seen, "kin": whom}
    theirs = any(n != who and n in raw and tied(who, n, recs) for n in recs.people())
    place = names_my_place(p, m)
    if place:
        return "ins_trouble_place", {"who": name, "fact": fact, "place": place}
    if f.topic == "illness" and len(f.about) == 1:
        return "ins_trouble_ill", {"who": name, "fact": fact}
    if len(f.about) > 1 and (theirs or their_kin(fact)):  # (for one's wife: not "others'")
        mine = next((g for g in p.facts if _same_worry(p, g, f)), None)
        if mine is not None:  # (and one has the same worry oneself)
            return "ins_trouble_same", {"who": name, "fact": fact, "story": mine.text(p.id)}
        return "ins_trouble_their_kin", {"who": name, "fact": fact}
    if len(f.about) > 1:
        return "ins_trouble_other", {"who": name, "fact": fact}
    return "ins_trouble", {"who": name, "fact": fact}


# what one makes of news of someone one has a bond with: by the news's topic and the bond
_GLAD = ("romance", "family", "party")
_STAND = ("meeting", "election")
_NOTE = ("project", "work", "other")  # (good or bad, the record does not say: noted)
_VIEW_BOND = {
    "family": "near",
    "close": "near",
    "romance": "near",
    "rival": "far",
    "quarrel": "far",
}


def heard_of(p: PersonaCard, who: str, recs: Records) -> list:
    """The news one holds of ``who`` from others: not secrets, not about oneself, not what
    one said oneself."""
    return [
        m
        for m in recs.about.get(who, [])
        if m.fact.news and not m.fact.secret and p.id not in m.fact.about and m.source != p.name
    ]


def view(
    p: PersonaCard, who: str, bond, recs: Records, book: Phrasebook, related
) -> Insight | None:
    """One's view of the latest news of ``who`` (heard from someone, or held beforehand and
    told again), by one's bond with them: glad for a friend's good news, wry at a rival's,
    standing by a friend's campaign, sorry for a friend's row. The bond and the news are the
    evidence; nothing for people one only knows, or news about oneself."""
    side = _VIEW_BOND.get(bond.bond if bond is not None else "", "")
    heard = heard_of(p, who, recs)
    if not side or not heard:
        return None
    m = heard[-1]
    topic = m.fact.topic
    tone = "glad" if topic in _GLAD else "stand" if topic in _STAND else ""
    # (one's work or project noted only when it is theirs alone: not "Tom noticed Ann ...")
    tone = tone or ("note" if topic in _NOTE and m.fact.about == (m.fact.subject,) else "")
    tone = tone or ("row" if topic == "quarrel" and side == "near" else "")
    if not tone:
        return None
    name = f"ins_view_{tone}" + ("_far" if side == "far" and tone != "row" else "")
    if tone == "note" and m.witnessed:  # (what one saw happen is no news to ask after)
        name = "ins_view_seen"
    # (how one came to know it: from them, or from someone else while they said nothing)
    how, how_ev = with_source(p, who, m, recs, book) if name != "ins_view_seen" else ("", [])
    plan, plan_ev = bearing(m, recs, book)  # (what it means to one's own plans)
    return conclude(
        book,
        name,
        [bond, m, *how_ev, *plan_ev],
        recs,
        about=who,
        related=related,
        middle=how,
        after=plan,
        who=first(who),
        fact=fact_text(m, p, recs),
    )
