"""Everyone in a small group has a say: one about to end a talk of three or four in which
someone has not said a word yet turns to them first ("And you, Dad? All well?"), so the family
at dinner, or the host standing by at the meeting, is not a name in the list who never speaks.
The question is a how-are-you (``ask_quiet``, read back as one by ``talk_acts``), put to that
one by name (``Utterance.to``): they answer it, and the talk goes on from there. Once a talk
(a second quiet one is let be: asking round the table is a ritual, not a talk), and in
``ASKS`` of the talks where someone is quiet (one may just as well say goodbye to all).

One who has just come up to a group with a do of its own coming that someone there has not
heard of (the turn ``game.mind.speaking_up`` gave it) breaks in to tell it ("Sorry to butt in
— ...": ``breaking_in``) rather than keep it for a next turn that may not come, and the first
who has not heard it answers (``first_new``); one who speaks up for the first time with other
news to bring tells it too (``speaking_up``), as the floor (``game.sim.floor``) gives the turn
to one quiet a while. One with a what's-next question for the one it has been talking with
turns it to one who has not said a word yet instead (``draw_in``: "And you, Luis? Headed
anywhere after this?"), so two do not ask each other back and forth while the rest stand by."""

from __future__ import annotations

from game.brains.builtin import address
from game.brains.builtin.phrases import ASKS as QUESTION_MARKS
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.phrases_said import said_from, without
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.situation import Scene
from game.brains.builtin.tables import active
from game.mind.brain import Listener

GROWN = 16  # years: a grown-up calls another by first name when it has no other word
SMALL = 3  # others at most: in a bigger crowd not everyone need speak
ASKS = 0.6  # of the talks with a quiet one, those in which someone turns to them


def quiet_one(sc: Scene) -> Listener | None:
    """The first of a small group's others who has not said a word in this talk."""
    if not 1 < len(sc.others) <= SMALL:
        return None
    spoke = {x.speaker for x in sc.transcript}
    # (one known by name: a stranger standing by is not called on by a name one has not had)
    return next((o for o in sc.others if o.id not in spoke and o.knows), None)


def turn_to(sc: Scene, book: Phrasebook, seed: int) -> tuple[str, str]:
    """The question that brings the quiet one in, and their id (('', '') for none)."""
    if sc.kind == "quarrel":
        return "", ""
    who = quiet_one(sc)
    if who is None or any(said_from("ask_quiet", x.text) for x in sc.transcript):
        return "", ""
    if stable_rand(seed, "quiet", sc.sp.id, who.id, sc.now) >= ASKS:
        return "", ""
    addr = address.address_of(sc.sp, who, seed)
    if not addr and sc.sp.age >= GROWN:
        addr = who.name.split()[0]  # (named, or the question reads as to the last speaker)
    if not addr:
        return "", ""  # (a child does not call on a grown-up it calls nothing)
    said = book.pick("ask_quiet", addr=addr)
    return (said, who.id) if said else ("", "")


def asked_in(sc: Scene) -> bool:
    """Whether the last line turned to me, quiet so far in a small group (``turn_to``,
    ``draw_in``)."""
    last = sc.last_other
    return (
        last is not None
        and not sc.mine
        and last.to == sc.sp.id
        and len(sc.others) > 1
        and (said_from("ask_quiet", last.text) or said_from("draw_in", last.text))
    )


def breaking_in(sc: Scene, book: Phrasebook, slots: dict, item, reacted: bool) -> str:
    """The lead-in ("Sorry to butt in —") of one who has just come up to a group (its first
    line, taking up nothing said before it came: ``reacted``) with ``item`` its own coming
    gathering to tell; '' otherwise."""
    if not reacted or sc.mine or len(sc.others) < 2:
        return ""
    fact = item.fact if item is not None else None
    if fact is None or fact.event is None or fact.about[:1] != (sc.sp.id,):
        return ""
    return book.pick("butt_in", **slots)


def first_new(sc: Scene, item) -> str:
    """The id of the first in the group who has not heard ``item``'s fact ('' for none)."""
    fact = item.fact if item is not None else None
    if fact is None:
        return ""
    return next((o.id for o in sc.others if fact.key not in o.has), "")


def speaking_up(sc, parts: list[str], reacted: bool) -> bool:
    """Whether this is the first word of one who has stood by in a group while others talked
    (nothing of theirs to answer: ``parts`` empty, ``reacted`` set for it): given the floor, it
    brings up its own news or matter after its hello, if it has any; with nothing it says hello
    and stays (a "don't mind me" would end the talk for all)."""
    return reacted and not parts and not sc.mine and len(sc.others) > 1


PLANS = ("ask_plans", "ask_plans_home")  # what's-next questions: anyone's to answer


def draw_in(sc, book: Phrasebook, move: str, seed: int) -> tuple[str, str]:
    """``move``, a what's-next question to the one I have been talking with, turned to one of
    the small group who has not said a word yet ("And you, Luis? Headed anywhere after this?"),
    and their id; ('', '') when the line is not such a question, nobody is left out, I have
    not spoken before, or someone was asked in already (once a talk: ``turn_to`` too)."""
    if not sc.mine or sc.kind == "quarrel" or not any(said_from(s, move) for s in PLANS):
        return "", ""
    who = quiet_one(sc)
    asked = ("ask_quiet", "draw_in")
    if who is None or any(said_from(a, x.text) for x in sc.transcript for a in asked):
        return "", ""
    addr = address.address_of(sc.sp, who, seed)
    if not addr and sc.sp.age >= GROWN:
        addr = who.name.split()[0]
    if not addr:
        return "", ""
    lead = book.pick("draw_in", addr=addr)
    return (f"{lead} {move}", who.id) if lead else ("", "")


def hello_back(sc: Scene, book: Phrasebook, slots: dict, last) -> str:
    """A hello to one who has just come up to the group and only said hello, from one about
    to leave: "Oh — hello." before "see you, Jack." (was: "Ah, Lucía. Hi." answered "Can't
    stand here chatting all day — see you, Jack.", a newcomer's hello met by a goodbye)."""
    if last is None or len(sc.others) < 2 or not sc.transcript:
        return ""
    if last.speaker == sc.transcript[0].speaker or last.fact is not None:
        return ""  # (the one who opened the talk; one who came up with news has said more)
    if sum(x.speaker == last.speaker for x in sc.transcript) != 1:
        return ""  # (their first line only)
    if last.text.rstrip().endswith(QUESTION_MARKS):
        return ""  # (a question is answered)
    greetings = tuple(n for n in active().phrases if n.startswith("greet_"))
    if without(greetings, last.text).strip(" .,!—-"):
        return ""  # (said something besides hello: that is answered)
    return book.pick("greet_newcomer", **slots)
