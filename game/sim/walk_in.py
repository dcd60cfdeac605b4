"""Walking into a gathering: one who comes to a gathering's place while it is on without
having heard of it (a choir member at the hall where the village meeting is under way) sees
it going on. It holds the host's record of it as something seen, first-hand, with the keyword
the mind reads gatherings by (``facts.HEARD``), so its mind decides about it as about any
gathering it hears of (``gatherings.read``), and one who joins does the gathering's steps, not
its own plan's in the middle of the room.

Once a game minute, for the meetings and parties on now (their hosts' records, as
``gathering_outcome`` lists them), those awake in the building who hold no word of it. Not in
its last ``gatherings.MIN_MINUTES``: one who comes in as it breaks up sees it end (the outcome
is theirs then, ``gathering_outcome.settle``).
"""

from __future__ import annotations

from game.mind import gatherings
from game.mind.facts import HEARD
from game.sim.gathering_outcome import hosts_records, new_minute, present, seen_by


def notice(sim) -> list[tuple[str, str]]:
    """Give each walk-in the record of the gathering on where it is; (resident, gathering key)
    of those who have just seen one."""
    at = new_minute(sim)
    if at is None:
        return []
    today, minute, _before = at
    seen = []
    for f in hosts_records(sim, today):
        g = f.event
        if not g.start <= minute < g.end - gatherings.MIN_MINUTES:
            continue
        for other in present(sim, g.place):
            if other == g.host or _has_word(sim.residents[other], g):
                continue
            seen_by(sim, f, HEARD, [other], g.host)  # (seen going on: no teller before)
            seen.append((other, g.key))
    return seen


def _has_word(mind, g) -> bool:
    """Whether ``mind`` has heard of ``g`` (held as a fact) or decided about it already."""
    return g.key in gatherings.known(mind) or any(
        h.key == g.key for h, _teller, _topic in gatherings.told_of(mind)
    )
