"""The shape of a talk, by who the two are and where they are (from the records), not by a
shuffle: not every talk runs hello, how are you, one piece of news, a stock reaction, goodbye.

* **No second hello**: a second meeting the same day with something to tell starts on it, and
  the one answering such a line (it carries the record it told) answers without one too.
* **Busy at work**: one at its own workplace in its working hours, come up to by someone else
  (not one who started the talk itself), with nothing of its own to tell, keeps it short.
  Asked only how it is by someone who is not a workmate, family or a close friend (a
  customer, an acquaintance), it answers and gets back to it in the same breath: the talk is
  one exchange. Otherwise its second line is its last, unless that line takes in news just
  told it: the teller has a word back before the work calls ("Lucky Ann." is not followed by
  "That's me, then" in the same breath), and one who came looking for it ("I was hoping
  you'd be here.") is answered and heard out before the work calls.
"""

from __future__ import annotations

from game.brains.builtin import news_lines, talk_event
from game.brains.builtin.phrases_said import said_worded
from game.brains.builtin.situation import Scene
from game.brains.builtin.talk_react import low_mood
from game.brains.builtin.talk_who import colleague

# who one stops for however busy one is: one's own people, a row, a sweetheart
_STOPS_FOR = ("family", "close", "romance", "quarrel")


def skips_greeting(sc: Scene, has_matter: bool) -> bool:
    """No second hello: met already today, one starts on what one has to tell
    (``has_matter``), and answers a line that started on its matter without one."""
    if not sc.again() or len(sc.others) != 1 or sc.kind in ("quarrel", "stranger"):
        return False
    if sc.mine:
        return False
    if not sc.transcript:
        return has_matter
    # the other started on its matter (its line carries the record it told or asked): it
    # skipped the hello by the same rule, so I do too
    first = sc.transcript[0]
    return first.speaker != sc.sp.id and first.fact is not None


def busy(sc: Scene) -> bool:
    """At one's own workplace in one's hours, not at a gathering held there."""
    return sc.working_now() and not talk_event.event(sc)[0]


def brief(sc: Scene, has_matter: bool) -> bool:
    """Whether this line of one busy at work is its last (see the module docstring)."""
    if not busy(sc) or has_matter or len(sc.others) != 1 or not sc.transcript:
        return False
    if sc.transcript[0].speaker == sc.sp.id:
        return False  # (one who started the talk has time for it)
    if _troubled(sc):
        return False  # (a worry, theirs or one's own, is not cut short for the work)
    if _told_me(sc):
        return False  # (news just told me is taken in, and its teller has a word back)
    if not sc.mine and sc.last_other is not None and _sought(sc.last_other.text):
        return False  # (one who came looking for me is answered, and heard out a line)
    if sc.mine:
        return True  # (its second line)
    # its first: a one-exchange talk with a customer or an acquaintance who only asked after it
    return (
        sc.kind not in _STOPS_FOR
        and not colleague(sc)
        and sc.last_other is not None
        and sc.last_other.fact is None
    )


def _sought(text: str) -> bool:
    """The line says its speaker came looking for me (``intent_see``), or was glad to find me
    (``romance_open``: "I was hoping you'd be here.")."""
    return any(said_worded(s, text) for s in ("intent_see", "intent_see_home", "romance_open"))


def _told_me(sc: Scene) -> bool:
    """The other's last line told me news (its record; not a favour asked, nor news of me;
    or news with no record, after one of the news protocol's leads: "I went to the quiz")."""
    last = sc.last_other
    fact = last.fact if last is not None else None
    if fact is None:
        return last is not None and bool(news_lines.extract_news(last.text))
    return fact.news and not fact.ask and sc.sp.id not in fact.about


def _troubled(sc: Scene) -> bool:
    """Someone in this talk is low: the other looks it, or a line said so."""
    if sc.mood.shows or (sc.listener is not None and sc.listener.mood.shows):
        return True
    return any(low_mood(x.text) for x in sc.transcript)
