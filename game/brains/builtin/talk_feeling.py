"""A need one feels, said as a person would: once, to someone one knows, and answered warmly.

The mind passes the needs the speaker feels as a record (``Feeling.low``: "social",
"fullness", "energy", below their level now or lately and not eased since; never words).
* ``say``: on its first line of a talk, before any news or question, one who has been on its
  own for hours tells someone it knows ("I've not spoken to a soul all day."); one who skipped
  a meal or is worn out tells only someone close. Not every talk (``CHANCE`` of a pair's day),
  at most once a day for each need (what one said today is one's own record), never to one
  it has fallen out with, never to a stranger, nor when the line has already said it ("Too
  quiet, if I'm honest."); in a group, to the one it greets or answers;
* ``heard``: the one told answers it, warmly when close (family, a friend, a sweetheart, those
  one lives with: ``need_heard_<need>_close``), kindly else (``need_heard_<need>``);
* ``eased``: that answer heard, the relief shows (``need_eased_<need>``) before one goes on
  to what one has to tell.

The words are the tables' (speech.toml). Cost: a few phrase lookups on a talk's first lines.
"""

from __future__ import annotations

from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.rand import stable_rand

SAID = ("social", "fullness", "energy")  # the needs one says one feels, in order of the data
CHANCE = 0.8  # of a pair's days with a need to tell, those it is told
LATE = 15 * 60  # from this minute of the day "all day" is true (``need_said_social_late``)
_CLOSE = ("family", "close", "romance")
_ANY = ("social",)  # told to anyone one knows; the others only to someone close
_COMPANY = ("lonely_open", "lonely_open_home", "ans_lonely")  # (talk_company: the same said)


def close(sc) -> bool:
    """The listener is family, a friend or a sweetheart, or lives with the speaker."""
    who = sc.listener
    return sc.kind in _CLOSE or (who is not None and sc.lives_with(who.name))


def said_need(text: str) -> str:
    """The need ``text`` said one feels ('' for none)."""
    for need in SAID:
        if any(said_from(f"need_said_{need}{x}", text) for x in ("", "_late", "_home")):
            return need
    return ""


def _said_today(sc, need: str) -> bool:
    """One has told someone of ``need`` today (or, of company, asked for it or said one has
    been lonely: the same thing said)."""
    for x in sc.said_so_far():
        if said_need(x) == need:
            return True
        if need == "social" and any(said_from(k, x) for k in _COMPANY):
            return True
    return False


def say(sc, book: Phrasebook, slots: dict[str, str], parts: list[str], seed: int) -> str:
    """The need the speaker tells on its first line ('' when none is due)."""
    who = sc.listener
    if sc.mine or who is None or not who.knows or sc.kind == "quarrel":
        return ""
    if said_from("ans_lonely", " ".join(parts)):
        return ""  # (asked how one is, one has just said it)
    for need in sc.mood.low:
        if need not in SAID or (need not in _ANY and not close(sc)) or _said_today(sc, need):
            continue
        today = sc.today.isoformat() if sc.today else ""
        if stable_rand(seed, "need", sc.sp.id, who.id, need, today) >= CHANCE:
            return ""
        if need == "social":
            home = sc.lives_with(who.name) and sc.at_my_home()
            if home and (home := book.pick("need_said_social_home", **slots)):
                return home
            if sc.now >= LATE and (late := book.pick("need_said_social_late", **slots)):
                return late
        return book.pick(f"need_said_{need}", **slots)
    return ""


def heard(sc, book: Phrasebook, slots: dict[str, str], text: str) -> str:
    """The answer to ``text`` telling a need ('' when it told none): warm from one close."""
    need = said_need(text)
    if not need:
        return ""
    warm = book.pick(f"need_heard_{need}_close", **slots) if close(sc) else ""
    return warm or book.pick(f"need_heard_{need}", **slots)


def eased(sc, book: Phrasebook, slots: dict[str, str], text: str) -> str:
    """The relief, when ``text`` answered the need this speaker told in this talk ('' else)."""
    told = next((n for x in sc.mine if (n := said_need(x.text))), "")
    if not told or not said_answer(told, text):
        return ""
    return book.pick(f"need_eased_{told}", **slots)


def said_answer(need: str, text: str) -> bool:
    """``text`` answered a told ``need``."""
    return said_from(f"need_heard_{need}_close", text) or said_from(f"need_heard_{need}", text)
