"""Who speaks up unasked in a group talk: one who has not said a word yet and has a gathering
of its own coming that somebody there has not heard of.

Why: in a talk of three or four the turn goes round the circle, but a question put to one is
answered by that one and the answer goes back to the asker, so two can talk while the others
stand by in silence to the end. A host standing in a group at the park the day before its
clean-up would not keep it to itself: it takes the next turn ("Sorry to butt in — ...") and
everyone there hears it. Only one's own gathering (a record with an event, about oneself, that
``news.pick_news`` would offer these listeners now: not told to all of them, not over, not for
children), not any news: an onlooker does not break into others' talk with gossip.

Cost: one ``pick_news`` per silent member, asked once per talk after its opening exchange."""

from __future__ import annotations

from game.mind.news import pick_news


def has_own_gathering_to_tell(resident, others: list[tuple[str, str]], now_s: float) -> bool:
    """Whether ``resident`` holds its own coming gathering that it would tell ``others``
    ((id, name) pairs) now."""
    picks = pick_news(
        resident,
        [i for i, _ in others],
        now_s,
        k=2,
        listener_names=tuple(n for _, n in others),
        today=resident.plan_day(),
    )
    for m in picks:
        fact = m.meta.get("fact") or {}
        if fact.get("event") and list(fact.get("about", ()))[:1] == [resident.id]:
            return True
    return False
