"""What one concludes of oneself, and of the news that keeps reaching one.

* ``about_self``: what came of one's own storyline (``reflect_own``), a stretch of one's day
  done the same way on three days or more (a habit, ``reflect_seen.habit_set``), and the news
  that keeps reaching one (the one heard at the most moments);
* ``news_thought``: a fact that keeps reaching one, told by others at two moments or more:
  that everyone is talking of it (naming the two who told it, when two did), what the town's
  matters mean to the town (a meeting, a vote, a party), and, for a gathering still to come,
  what it means to one's own plans (``reflect_plans``: "I work then, so I won't go").

Read from records only (``reflect_index.Records``), never from words.
"""

from __future__ import annotations

from game.brains.builtin.phrases import Phrasebook, lines
from game.brains.builtin.reflect_index import (
    Records,
    conclude,
    doing_words,
    fact_text,
    first,
    habits,
    moments,
)
from game.brains.builtin.reflect_own import own_matter
from game.brains.builtin.reflect_plans import bearing
from game.brains.builtin.reflect_read import gossip
from game.brains.builtin.reflect_seen import habit_set
from game.brains.builtin.text import and_join
from game.mind.brain import Insight, PersonaCard


def about_self(p: PersonaCard, recs: Records, book: Phrasebook) -> list[Insight]:
    """What came of one's own storyline (``reflect_own``), what one keeps doing, day after
    day, and the news that keeps reaching one."""
    out: list[Insight | None] = [own_matter(p, recs, book)]
    for did in habits(p, recs)[:1]:
        ms = recs.doings[did]
        said = doing_words(did, ms)
        if habit_set(ms):  # (a thing done on two days only is no habit, and no thought)
            out.append(conclude(book, habit_set(ms), ms[-3:], recs, related=ms, doing=said))
    news = [ms for ms in recs.news() if not gossip(p, ms[0], recs)]
    news = sorted(news, key=lambda ms: (-moments(ms), -max(m.id for m in ms)))
    for ms in news[:1]:
        out.append(news_thought(p, ms, recs, book))
    return [x for x in out if x is not None]


def news_thought(p: PersonaCard, ms, recs: Records, book: Phrasebook) -> Insight | None:
    """A fact that keeps reaching one: naming those who told it when two did; for a gathering
    still to come, what it means to one's own plans."""
    tellers = list(dict.fromkeys(m.source for m in ms if m.source and m.source != p.name))
    ev = ms[-3:]
    fact = fact_text(ms[-1], p, recs)
    plan, plan_ev = bearing(ms[-1], recs, book)
    if len(tellers) == 2:
        names = and_join([first(n) for n in tellers])
        told = [next(m for m in ms if m.source == n) for n in tellers]
        slots = {"names": names, "fact": fact}
        said = conclude(
            book, "ins_news_names", told + plan_ev, recs, related=ms, after=plan, **slots
        )
        if said is not None:
            return said
    # (what the town's matters mean to the town: a meeting, a vote, a party everyone hears of;
    # one's own plans for it say more)
    topic = ms[-1].fact.topic
    kind = {"meeting": "town", "election": "town", "party": "party"}.get(topic, "")
    if kind and not plan and lines(f"ins_news_{kind}"):
        said = conclude(book, f"ins_news_{kind}", ev, recs, related=ms, fact=fact)
        if said is not None:
            return said
    return conclude(book, "ins_news", ev + plan_ev, recs, related=ms, after=plan, fact=fact)
