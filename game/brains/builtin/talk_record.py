"""Which record a conversation line carries to its hearers (``Utterance.fact``, ``also``): the
speaker's own standing facts said in its own words, a view put to a meeting, the news a
follow-up question asks about, the other's matter asked after, a story asked about, a request
made. The hearer gets the record, never a reading of the words.
"""

from __future__ import annotations

from game.brains.builtin import names, news_words, talk_after, talk_dates, talk_discuss, talk_event


def carried(sc, text: str, move: str, follow: str, told_me, after, story, asking):
    """(the record the line ``text`` carries or None, the keys of the other standing facts of
    the speaker's it says too). ``move`` is what the line brought up, ``follow`` a follow-up
    question about ``told_me`` (the news just told), ``after`` the other's matter asked after,
    ``story`` one both have, ``asking`` a request of the speaker's."""
    said = move and move in text
    # one's own words for a standing fact, said on this line: the hearer gets the record
    # (as written, or with the names already cut to first names: either is how it was said)
    said_own = [
        f
        for f in sc.sp.facts
        if f.mine
        and (
            names.by_first_name(f.mine, sc.known).rstrip(".") in text
            or f.mine.strip().rstrip(".") in text
            or news_words.said_own(sc, f, text)  # (or in one's own words for it)
        )
    ]
    voiced = said_own[0] if said_own else None
    if (view := talk_event.view_said(sc, said_own)) is not None:
        voiced = view  # a view on a meeting's matter, said there: what it puts to the room
    if follow and follow in text:  # the question carries the record it asks about
        voiced = told_me
    if said and talk_after.asked(move):  # (asked after their matter)
        voiced = after or voiced
    if story is not None and said and talk_discuss.asked_about(move):
        voiced = story  # (the hearer answers what was asked about)
    if asking is not None and said:
        voiced = asking  # the request, as a record: asked once
    voiced = talk_dates.taken_up(sc, text) or voiced  # (a yes to a date: its record back)
    also = tuple(f.key for f in said_own if voiced is None or f.key != voiced.key)
    return voiced, also
