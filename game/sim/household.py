"""What a household knows of each other from the start: each resident's standing facts that are
not secret are held by those it lives with (and its facts about its work by those it works
with, and a gathering held for someone by that one and their household), as records told by
the one they are about.

Why: a wife knows her husband has called the village meeting, a father knows his daughter's
worry. Without this, a household would meet its own news as strangers do, and a gathering one's
own family hosts would be news to be told. Each shared fact is a seed memory of the housemate
(``meta``: ``seed``, ``learned``, ``source`` the subject, ``hand`` 1, the record), and the subject
counts it as told to them (``Relationship.told``), so nobody tells it again at home.

Runs once when a town is made, before a save is restored (a load replaces memories and
relationships with what was saved). Cost: one embedding batch per resident with housemates.
"""

from __future__ import annotations

from collections.abc import Mapping

from game.mind import language
from game.mind.facts import HEARD, least_importance

HOME = "home"  # the tie kind of those who share a home (game.sim.acquaintance)
WORK = "work"  # ... and of those who share a workplace
# what colleagues know of each other: the trade, its routine, its projects
WORK_TOPICS = ("work", "habit", "project")


def share_standing_facts(residents: Mapping, now_s: float) -> int:
    """Give each resident its housemates' non-secret seed facts, and its colleagues' facts about
    their work (the teacher's pupils know what the class is doing; a cook knows the baker bakes
    the scones); returns how many were given."""
    given = 0
    for rid, r in residents.items():
        home = [o for o in r.relations if HOME in o.ties and o.other in residents]
        work = [o for o in r.relations if WORK in o.ties and HOME not in o.ties]
        work = [o for o in work if o.other in residents]
        for i in range(len(r.memory)):
            m = r.memory.get(i)
            fact = m.meta.get("fact")
            if not (m.meta.get("seed") and fact and fact["about"][:1] == [rid]):
                continue
            if fact["secret"]:
                continue
            mates = [(o.other, o.name) for o in home]
            mates += [(o.other, o.name) for o in work if fact["topic"] in WORK_TOPICS]
            mates += _honoured(residents, rid, fact, {o for o, _ in mates})
            held = {}  # mate id -> the memory id of its copy
            for mate, name in mates:
                held[mate] = _give(residents[mate], rid, m.content, fact, now_s)
                _has(r, mate, name, m.id)
                given += 1
            # those given it know that each other has it too: nobody tells it at home
            for a, mid in held.items():
                for b in held:
                    if b != a:
                        _has(residents[a], b, residents[b].name, mid)
    return given


def _honoured(residents: Mapping, host: str, fact: dict, given: set[str]) -> list:
    """(id, name) of the one a gathering of ``fact`` is held for and of those they live with,
    when they do not live with its host: a birthday supper for one's mother across the lane is
    no secret from her, nor from her household (a surprise would be a ``secret`` fact, which
    is shared with nobody here)."""
    event = fact.get("event") or {}
    who = event.get("honoree", "")
    if not who or who == host or who in given or who not in residents:
        return []
    home = [o for o in residents[who].relations if HOME in o.ties and o.other in residents]
    out = [(who, residents[who].name)] + [(o.other, o.name) for o in home]
    return [(i, n) for i, n in out if i != host and i not in given]


def _has(holder, other: str, name: str, memory_id: int) -> None:
    """``holder`` knows ``other`` has the fact it holds as ``memory_id``."""
    told = holder.relations.know(other, name).told
    if memory_id not in told:
        told.append(memory_id)


def _give(holder, source: str, text: str, fact: dict, now_s: float) -> int:
    return holder.memory.add(
        text,
        kind="observation",
        now=now_s,
        importance_10=max(least_importance({"fact": fact}), language.reading().importance(text)),
        embedding=holder.embedder.embed([text])[0],
        keywords=[HEARD] if fact.get("event") else (),
        meta={"seed": True, "learned": True, "source": source, "hand": 1, "fact": fact},
    )
