"""Taking what the other said: a reaction to a statement by what it says, read back with the
phrase sets that made it (an answer to an invitation, one's not being well, a worry, a busy
day, a plan, what one can see them doing, a word from one sweet on one), never a shrug to bad
news. The answer to one's own question is taken by ``talk_answered``."""

from __future__ import annotations

import re
from collections.abc import Callable

from game.brains.builtin import talk_discuss, talk_fond
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.phrases_said import said_from, without
from game.brains.builtin.situation import Scene
from game.brains.builtin.tables import active

_WORRY = re.compile(
    r"worr|stuck|behind|nervous|tired|fret|losing sleep|dread|anxious|not happy|struggl|wonder(?!ful)"
    r"|doubt|short-tempered|furious|frustrat|\bsad\b|\bmiss\b|lonely|upset|afraid|scared"
    r"|avoid|at odds|quarrel|argu",
    re.IGNORECASE,
)
# a fear of what may yet happen ("I'm afraid the school could close"): hoped against, not
# "I hope it gets better" (nothing has gone wrong yet)
_FEAR = re.compile(
    r"\b(?:afraid|scared|fear|dread\w*|worried)\b.*\b(?:could|might|may|will|would|if)\b", re.I
)
# "wouldn't miss it", "no need to worry": a worry word that says all is well
_GLAD = re.compile(r"\b(?:wouldn't|won't|never) miss\b|\bno (?:need to )?worr", re.I)
_BUSY = re.compile(
    r"\bsince\b(?! you ask)|all (?:morning|afternoon|evening)|\bshift\b|\bbusy\b", re.I
)
_PLAN = re.compile(
    r"^(?:after this|next it's|then|i'm off)"
    r"|\bat (?:(?:half past |quarter (?:past|to) )?(?:noon|midnight|one|two|three|four|five|six"
    r"|seven|eight|nine|ten|eleven|\d)[\w:]*)\.?$",
    re.I,
)


# the troubles a friend may be sorry for, said to the one they befell (talk_mood.why)
_FOR_YOU = ("workplace_closed", "quarrel", "trouble")

# how one takes an answer to one's invitation (yes, maybe, no, working then)
_ANSWERED_INVITE = (
    ("attend_yes", "invite_taken_yes"),
    ("attend_maybe", "invite_taken_maybe"),
    ("attend_no_work", "invite_taken_no"),
    ("attend_engaged", "invite_taken_no"),
    ("attend_no", "invite_taken_no"),
)

# how one who passed on another's invitation takes whether the other will go
_ANSWERED_HEARD = (
    ("attend_yes_heard", "heard_taken_yes"),
    ("attend_yes", "heard_taken_yes"),
    ("attend_no_heard", "heard_taken_no"),
    ("attend_no", "heard_taken_no"),
    ("attend_no_work", "heard_taken_no"),
    ("attend_engaged", "heard_taken_no"),
    ("attend_maybe", "heard_taken_maybe"),
    ("ans_fine_home_ill", "react_kin_ill"),  # (family's standing illness: concern, talk_ill)
)

# what an invitation of one's own was said with (talk_facts: the gathering news, its tail)
_INVITED = ("own_gathering", "tail_invite_own")

# how one says one is not well ("Not great, honestly."): met with concern, never a shrug
_LOW_MOOD = ("ans_mood_low", "ans_mood_upset", "ans_mood_tense", "ans_upset", "ans_upset_none",
             "ans_fine_home_ill")  # fmt: skip


def low_mood(text: str) -> bool:
    """Whether ``text`` says one is not well (one of the low-mood answers)."""
    return any(said_from(name, text) for name in _LOW_MOOD)


def react(
    scene: Scene,
    book: Phrasebook,
    slots: dict[str, str],
    heard: str,
    home: bool = False,
    answered: Callable[[], str] | None = None,
) -> str:
    """A reaction to a statement, by its mood: the mood of its last sentence (what was said
    last is what one answers). ``answered``: how one takes it as the answer to one's own
    question ('' when it is none), after what comes first (a sweetheart's word, a worry)."""
    mine = scene.mine[-1].text if scene.mine else ""
    if mine and talk_discuss.asked_about(mine):  # I asked about a story we both have
        return talk_discuss.taken(book, heard, slots)
    if said_from("home_matter", heard):  # something about the house: taken in hand
        return book.pick("react_home_matter", **slots)
    if any(said_from(f"mood_why_{c}_you", heard) for c in _FOR_YOU):
        return book.pick("react_sympathy_taken", **slots)  # sorry for my trouble: thanked
    if said_from("courting_line", heard):  # a sweetheart's word: answered in kind
        return book.pick("react_courting", **slots)
    if fond := talk_fond.taken(scene, book, slots, heard):  # one sweet on me says so: not
        return fond  # "Right." to that (in kind only by one who feels it too)
    # the answer to an invitation: taken as given, by the one who asked (in a group another
    # may answer it; a third does not take it as the host would: "Shame. Another time, then.")
    invited = any(said_from(n, x.text) for x in scene.mine for n in _INVITED)
    for said, reply in _ANSWERED_INVITE if invited else ():
        if said_from(said, heard):
            return book.pick(reply, **slots)
    # the same answer to one who only passed the news on: taken lightly, not as a worry
    # ("I'll probably give it a miss." is no trouble to be sorry for)
    for said, reply in () if invited else _ANSWERED_HEARD:
        if said_from(said, heard):
            return book.pick(reply, **slots)
    if low_mood(heard):  # "Not great, honestly."
        asked = " ".join(x.text for x in scene.mine)
        why = next(
            (n for n in active().phrases if n.startswith("mood_why_") and said_from(n, heard)), ""
        )
        if scene.kind != "stranger" and not why and not said_from("ask_upset_after", asked):
            return book.pick("ask_upset_after", **slots)  # a friend asks why
        return _why_taken(scene, book, slots, why)
    # ("A bit tired, but well." is fine)
    worry = _WORRY.search(without(("ans_fine", "ans_fine_home", "ans_fine_home_back"), heard))
    if worry and not _GLAD.search(heard):  # a worry anywhere in it is answered
        return book.pick("react_fear" if _FEAR.search(heard) else "react_worry", **slots)
    taken = answered() if answered is not None else ""
    if taken:
        return taken
    sentences = [s for s in re.split(r"(?<=[.!?])\s+", heard.strip()) if s]
    heard = sentences[-1] if sentences else heard
    if _BUSY.search(heard):
        return book.pick("react_busy", **slots)
    if _PLAN.search(heard.strip()):
        return book.pick("react_plan", **slots)
    doing = slots.get("their_doing", "")
    if doing and doing[:20].lower() in heard.lower():  # what I can see they are doing
        return book.pick("react_doing", **slots)
    if re.search(r"\bI(?:'m| am| have|'ve)\b", heard):  # ``home``: said by a housemate
        return book.pick("react_project_home" if home else "react_project", **slots)
    return book.pick("react_generic", **slots)


# where one works serving food and drink: the hungry are offered something, not sympathy
_SERVING = ("cafe", "pub")


def _why_taken(scene: Scene, book: Phrasebook, slots: dict[str, str], why: str) -> str:
    """What one says to the reason someone gave for being low (``mood_why_*``): to hunger a
    meal (offered by one serving at a cafe or a pub), to being worn out rest, to loneliness
    company; a reason with no set of its own is a worry."""
    cause = why.removeprefix("mood_why_")
    if cause == "hunger" and scene.working_now() and scene.sector_kind in _SERVING:
        return book.pick("react_why_hunger_serve", **slots)
    said = book.pick(f"react_why_{cause}", **slots) if cause else ""
    return said or book.pick("react_worry", **slots)
