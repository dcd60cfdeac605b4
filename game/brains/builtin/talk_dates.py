"""A date asked, said yes to, and kept: the brain's side of ``game.mind.outings``.

* **asking**: the line that asks someone out (``ask_out``) carries a request of its own
  (``facts.date_ask``), so the one asked answers it as a request: yes or no by the bond
  (``talk_acts``: sweet on the asker), and a yes fixes when and where there and then (the
  mind's ``Scene.meet``: "I'd love to. How about Friday at half past seven, at The Fox? We
  could go for a drink."). The yes carries the request's record back (``taken_up``): the
  mind reads the answer from that record, never from the words.
* **the outing**: when the two meet as they fixed (``Scene.appointment`` at neither's home
  or workplace, the two courting), they greet each other as a couple (``date_meet``), say they
  were looking forward to it (``date_start``) and part with a word for the evening
  (``date_thanks``) rather than the business of an appointment.

The words are the phrase sets'; nothing here reads a sentence but the sets' own lines.
"""

from __future__ import annotations

from game.brains.builtin import talk_acts
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.situation import Scene
from game.brains.builtin.spoken_words import when_words
from game.mind.facts import Fact, date_ask, is_date_ask

LINES = 3  # lines each says on an evening out, at the least


def asking(sc: Scene, book: Phrasebook, move: str) -> Fact | None:
    """The request record the line asking the listener out (``move``) carries, or None."""
    if not move or sc.listener is None or not said_from("ask_out", move):
        return None
    me, them = sc.sp.name.split(" ")[0], sc.listener.name.split(" ")[0]
    words = {"name": me, "other": them}
    return date_ask(
        sc.sp.id,
        sc.listener.id,
        move,
        book.pick("date_asked_mine", **words),
        book.pick("date_asked_second", **words),
        book.pick("date_asked_told", **words),
    )


def asked(sc: Scene) -> Fact | None:
    """The date the last line asks of the speaker (its record), or None."""
    last = sc.transcript[-1] if sc.transcript else None
    f = last.fact if last is not None else None
    if not is_date_ask(f) or f.about[1] != sc.sp.id or last.speaker != f.about[0]:
        return None
    return f


def asked_of_another(sc: Scene) -> bool:
    """The last line asks someone else out (not the speaker's to answer)."""
    last = sc.transcript[-1] if sc.transcript else None
    return last is not None and is_date_ask(last.fact) and last.fact.about[1] != sc.sp.id


def answer(sc: Scene, book: Phrasebook, slots: dict[str, str], seed: int) -> str:
    """Yes or no to being asked out; a yes offers the outing the mind fixed (``Scene.meet``)."""
    said = talk_acts.answer(sc, book, slots, "ask_out", seed)
    g = sc.meet
    if g is None or not said_from("ask_out_yes", said):
        return said
    when = when_words(g, sc.today)
    return f"{said} {book.pick('date_offer', **slots, when=when, where=g.place, what=g.what)}"


def taken_up(sc: Scene, text: str) -> Fact | None:
    """The date request this line (``text``) says yes to, as the record it carries back."""
    f = asked(sc)
    return f if f is not None and said_from("ask_out_yes", text) else None


def on_date(sc: Scene) -> bool:
    """The speaker is out with the listener as the two fixed: their appointment, at neither's
    home or workplace, and the two courting."""
    g, who = sc.appointment, sc.listener
    if g is None or who is None or not who.courting or sc.sp.id not in (g.host, g.guest):
        return False
    if who.id not in (g.host, g.guest):
        return False
    return not (sc.at_my_home() or sc.at_my_work() or sc.at_their_place())


def meeting(sc: Scene, book: Phrasebook, slots: dict[str, str]) -> str:
    """The first words on meeting for the date (the speaker's first line of the talk)."""
    return book.pick("date_meet", **slots)


def opening(sc: Scene, book: Phrasebook, slots: dict[str, str]) -> str:
    """The guest says how glad they are to be out together, once."""
    if sc.sp.id != sc.appointment.guest or not any(x.speaker == sc.sp.id for x in sc.transcript):
        return ""  # (the hello first, then this)
    if any(said_from("date_start", x.text) for x in sc.transcript):
        return ""
    return book.pick("date_start", **slots)


def thanks(sc: Scene, book: Phrasebook, slots: dict[str, str]) -> str:
    """A word for the evening on parting, once each."""
    if any(x.speaker == sc.sp.id and said_from("date_thanks", x.text) for x in sc.transcript):
        return ""
    return book.pick("date_thanks", **slots)


def going_on(sc: Scene) -> bool:
    """An evening out is not over in a hello: the talk goes on until each has had ``LINES``."""
    return on_date(sc) and len(sc.transcript) < 2 * LINES
