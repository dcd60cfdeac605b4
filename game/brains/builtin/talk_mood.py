"""The speaker's mood in what it says: how it is, when asked, and what a friend notices.

The mind passes the speaker's own mood as a record (``UtteranceRequest.mood``: a word and the
key of what moved it, both the mind's data) and, for a listener the speaker is close to whose
bad mood shows, theirs (``Listener.mood``). Phrasing is the data's (speech.toml):
* "How are you?" is answered by the mood: ``ans_mood_<word>``, then why in one's own words,
  ``mood_why_<cause>``; a word with no set answers as usual (the caller's ``ans_fine``);
* one who sees a close listener upset asks first (``ask_upset``), and is answered with the
  cause (``ans_upset`` and the why; ``ans_upset_none`` when nothing in particular moved it);
* a speaker whose bad mood shows keeps its talk short (``short``);
* to someone close, a low answer may say one's standing worry at once ("Not great, honestly.
  I'm worried about ..."): the talk does not always run "Why, what's happened?" first.

Cost: a dictionary lookup or two per line.
"""

from __future__ import annotations

from game.brains.builtin import news_words
from game.brains.builtin.names import given_name
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.situation import Scene
from game.brains.builtin.talk_slots import place_name
from game.mind.brain import Feeling
from game.mind.facts import TROUBLES

SHORT_LINES = 3  # one whose bad mood shows says its piece in this many lines, then goes


def why(scene: Scene, book: Phrasebook, slots: dict[str, str]) -> str:
    """What moved the speaker's mood, in its own words ('' for nothing to say)."""
    cause = scene.mood.cause
    if not cause:
        return ""
    work = scene.sp.work.sector if scene.sp.work is not None else ""
    mood = scene.mood
    lis = scene.listener
    if mood.heard and len(scene.others) == 1 and lis is not None and lis.id in mood.who:
        # it befell the one I am talking to: said to them as theirs, not told them as news
        # (in a group, whose it was by name: was "I'm sorry about your work being shut" to
        # one's father, of one's mother's bakery, she standing by)
        return book.pick(f"mood_why_{mood.cause}_you", **slots)
    return said_why(mood, book, {**slots, "what": place_name(work)}, scene.names)


def said_why(
    mood: Feeling, book: Phrasebook, slots: dict[str, str], names: dict[str, str] | None = None
) -> str:
    """``mood``'s cause in one's own words: when it befell someone close, who it was
    (``mood_why_<cause>_heard_who``, by the given name ``names`` has for one of them; "Tom's
    had a row"), else ``mood_why_<cause>_heard`` (either set may be missing); one's own,
    ``mood_why_<cause>``; '' for none."""
    if not mood.cause:
        return ""
    if mood.heard:
        who = next((names[i] for i in mood.who if names and names.get(i)), "")
        key = f"mood_why_{mood.cause}_heard"
        if who and (said := book.pick(f"{key}_who", **{**slots, "who": given_name(who)})):
            return said
        return book.pick(key, **slots)
    return book.pick(f"mood_why_{mood.cause}", **slots)


def how_i_am(scene: Scene, book: Phrasebook, slots: dict[str, str]) -> str:
    """'How are you?' by the mood, with why when it was moved; one with no company for too
    long, its mood not showing, says it has been lonely (``ans_lonely``); '' when the mood has
    no answer of its own (the usual answer stands)."""
    if scene.mood.lonely and not scene.mood.shows and (lonely := book.pick("ans_lonely", **slots)):
        return lonely
    said = book.pick(f"ans_mood_{scene.mood.word}", **slots) if scene.mood.word else ""
    if not said:
        return ""
    reason = why(scene, book, slots) if scene.mood.shows or scene.mood.cause else ""
    if not reason and (worry := _said_straight(scene)) is not None:
        # (to one close: the worry at once, not "Why, what's up?"; told before: in other words)
        reason = news_words.own(scene, book, worry) or worry.mine.strip()
    return " ".join(p for p in (said, reason) if p)


LOW = ("low", "upset", "tense")  # the moods whose answer says one is not well
STRAIGHT = 0.5  # of low answers to one close, with a worry of one's own: it is said at once
_CLOSE = ("family", "close", "romance")


def _said_straight(scene: Scene):
    """One's standing worry, said with "Not great, honestly." to someone close who has not
    heard it (about half the time: the other half they ask why), else None."""
    if scene.mood.word not in LOW or scene.kind not in _CLOSE:
        return None
    worry = _standing_worry(scene)
    if worry is None or (scene.listener is not None and worry.key in scene.listener.has):
        return None
    lid = scene.listener.id if scene.listener is not None else ""
    return worry if stable_rand(scene.sp.id, lid, worry.key, "straight") < STRAIGHT else None


def what_happened(scene: Scene, book: Phrasebook, slots: dict[str, str]) -> str:
    """'You look upset — what's happened?': the cause, or that nothing in particular did."""
    reason = why(scene, book, slots)
    if not reason and (worry := _standing_worry(scene)) is not None:
        # nothing lately: what one carries anyway (a worry of one's own on record), said to
        # someone one may tell it to; to one who has heard it, that it still is
        who = scene.listener
        if who is not None and worry.key in who.has:
            return book.pick("ans_upset_worry_again", **slots)
        said = news_words.own(scene, book, worry) or worry.mine.strip()
        return f"{book.pick('ans_upset_worry', **slots)} {said}"
    if not reason:
        return book.pick("ans_upset_none", **slots)
    return f"{book.pick('ans_upset', **slots)} {reason}"


def _standing_worry(scene: Scene):
    """One's own worry or illness on record (a ``Fact``; None for none, or a secret and the
    listener no confidant, or the one it is kept from)."""
    for f in scene.sp.facts:
        if f.topic in TROUBLES and f.subject == scene.sp.id and f.mine and f.event is None:
            if may_tell(scene, f):
                return f
    return None


def may_tell(scene: Scene, fact) -> bool:
    """A trouble of one's own one may tell this listener: not a secret but to a confidant,
    never to the one it is kept from, however close."""
    who = scene.listener
    if not fact.secret:
        return True
    return who is not None and who.confidant and who.id not in fact.about[1:]


def noticed(scene: Scene) -> Feeling | None:
    """The listener's bad mood, when the speaker is close enough to see it (the mind's
    call), else None."""
    who = scene.listener
    return who.mood if who is not None and who.mood.shows else None


def ask(scene: Scene, book: Phrasebook, slots: dict[str, str]) -> str:
    """A friend's first move on seeing the other upset by something that happened lately, at
    their first talk of the day ('' when nothing shows, or it is only their standing worry,
    which friends know of and do not ask about at every meeting)."""
    felt = noticed(scene)
    if felt is None or not felt.cause or scene.again():
        return ""
    return book.pick("ask_upset", **slots)


def short(scene: Scene, n_mine: int) -> bool:
    """A speaker whose bad mood shows has said enough after ``SHORT_LINES`` lines."""
    return scene.mood.shows and n_mine + 1 >= SHORT_LINES
