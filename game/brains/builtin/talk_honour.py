"""A gathering held for someone (``Gathering.honoree``: a birthday supper for Ann): whom it is
for is named, from the record, when it is wished and when it is told, and at it the one it is
for is wished and answers.

* **Wishing**: one who hears of a birthday do for Ann, or meets its host or a household of the
  two at it, says "Happy birthday to Ann!" (``birthday_wish_for``), not "to the guest of
  honour"; to one of her household, by what she is to them ("Happy birthday to your mum!":
  ``birthday_wish_kin``, from ``Listener.kin_bonds``); a do held for nobody in particular keeps
  the ``birthday`` news topic's lines.
* **At it**: a guest meeting Ann wishes her ("Happy birthday, Ann!": ``birthday_wish_to``);
  Ann answers a wish with thanks (``birthday_thanks``), thanks its host
  (``birthday_thank_host``) and welcomes the others as its host does; she never wishes herself.
* **Told**: its host tells it "I'm holding a birthday supper for Ann ..."
  (``own_gathering_for``); told to Ann herself, it is hers ("I know — it's for me!":
  ``react_for_me``).

Only records are read (the gathering's ``honoree``, the listener's household), and the lines
said before (``said_from``); which gatherings are birthdays is the ``birthday`` topic's pattern
(``talk_event.wishes``). Cost: a few comparisons per line.
"""

from __future__ import annotations

import re

from game.brains.builtin.address import kin_noun
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.situation import Scene
from game.brains.builtin.tables import active
from game.mind.records import Gathering

WISHES = ("birthday_wish_to", "birthday_wish_for")  # the wishes one answers with thanks


def wishes(what: str) -> tuple[str, ...]:
    """The wishes one says of a birthday do named ``what`` ("生日晚宴", "birthday supper"):
    the lines of the ``birthday`` news topic when its pattern names it, else none. The same
    words whether one hears of the do or comes to it."""
    topic = next((t for t in active().news_reactions if t.name == "birthday"), None)
    if topic is None or not re.search(topic.pattern, what, re.IGNORECASE):
        return ()
    return topic.lines


def first_of(g: Gathering, names: dict[str, str] | None = None) -> str:
    """The first name of the one ``g`` is held for ('' for none): "Ann"; "李华" whole."""
    if not g.honoree:
        return ""
    full = (names or {}).get(g.honoree, "") or g.honoree_name
    return full.split(" ")[0]


def wish_for(
    g: Gathering | None,
    book: Phrasebook,
    names: dict[str, str] | None = None,
    scene: Scene | None = None,
) -> str:
    """'Happy birthday to Ann!' for a birthday do held for Ann ('' for any other gathering, or
    one for nobody in particular: the ``birthday`` topic's own lines then). Said to Ann
    herself (the one ``scene``'s speaker talks to), it is hers: "Happy birthday, Ann!"
    (``birthday_wish_to``), not Ann named to her face ('' when she is called by no name: the
    topic's own lines, which name no one)."""
    who = first_of(g, names) if g is not None else ""
    if not who or not wishes(g.what):
        return ""
    if scene is not None and scene.listener is not None and scene.listener.id == g.honoree:
        return book.pick("birthday_wish_to", "birthday", addr=scene.addr) if scene.addr else ""
    if kin := _theirs(scene, g.honoree):  # (to her daughter: "your mum", not her full name)
        return book.pick("birthday_wish_kin", "birthday", kin=kin)
    return book.pick("birthday_wish_for", "birthday", who=who)


def _theirs(scene: Scene | None, rid: str) -> str:
    """What ``rid`` is to the one spoken to when they live together ("mum"), as the speaker
    knows the family; '' else (or in a group, where "your" would be anyone's but the one whose
    line this answers)."""
    if scene is None or scene.listener is None:
        return ""
    last = scene.transcript[-1].speaker if scene.transcript else ""
    if len(scene.others) != 1 and last != scene.listener.id:
        return ""
    return kin_noun(dict(scene.listener.kin_bonds).get(rid, ""))


def _event(scene: Scene) -> Gathering | None:
    fact = scene.gathering
    g = fact.event if fact is not None else None
    if g is None or not g.honoree or fact.topic != "party":
        return None
    return g if wishes(g.what) else None


def greet(scene: Scene, book: Phrasebook, slots: dict[str, str], role: str) -> str:
    """At a birthday do held for someone (the gathering here): the greeting its ``role`` (host
    or guest) gives for the occasion, to or from the one it is for ('' to greet as usual)."""
    g = _event(scene)
    who = scene.listener
    if g is None or not role or who is None:
        return ""
    if scene.sp.id == g.honoree:  # the one it is for: thanks, never a wish to oneself
        last = scene.transcript[-1].text if scene.transcript else ""
        if any(said_from(w, last) for w in WISHES):
            return book.pick("birthday_thanks", **slots)
        if who.id == g.host:
            return book.pick("birthday_thank_host", **slots)
        return book.pick("event_host_greet", **slots)  # (a guest of one's own: welcomed)
    if who.id == g.honoree:
        return book.pick("birthday_wish_to", **slots)
    return ""


def day_wish(scene: Scene, book: Phrasebook, slots: dict[str, str]) -> str:
    """On the day of a birthday do held for the one spoken to, as the speaker knows it (its
    own facts, what it recalls, what was just said), the first talk of the day with them
    wishes them many happy returns; wished so, one thanks ('' else: greet as usual)."""
    who = scene.listener
    if who is None or scene.today is None:
        return ""
    last = scene.transcript[-1].text if scene.transcript else ""
    if said_from("birthday_wish_to", last) and not scene.mine:
        return book.pick("birthday_thanks", **slots)
    if who.talked_today or scene.mine:
        return ""
    today = scene.today.isoformat()
    for f in scene.known_facts():
        g = f.event
        if g is not None and g.honoree == who.id and g.date == today and wishes(g.what):
            return book.pick("birthday_wish_to", **slots)
    return ""


def is_for_me(scene: Scene) -> bool:
    """Whether the birthday do held here is for the speaker."""
    g = _event(scene)
    return g is not None and g.honoree == scene.sp.id


def of_household(scene: Scene) -> bool:
    """Whether the one spoken to lives with the one the gathering here is for (the speaker
    not): they are wished for the day too ("Happy birthday to Ann!")."""
    g = _event(scene)
    who = scene.listener
    if g is None or who is None or scene.sp.id == g.honoree or g.honoree in scene.housemates:
        return False
    return g.honoree in dict(who.kin)


def told_to_them(scene: Scene, g: Gathering) -> bool:
    """Whether the one a gathering is held for is among those one speaks to (its host does not
    tell them "a supper for you" as news)."""
    return any(o.id == g.honoree for o in scene.others)


def gathering_news(scene: Scene, book: Phrasebook, g: Gathering, when: str) -> str:
    """One's own gathering told from its record naming whom it is for ("I'm holding a
    birthday supper for Ann at The Mill tomorrow at seven."); '' when it is for nobody in
    particular, the one it is for is listening, or lives with the speaker (the residents
    file's own words name them as kin: "for my mother")."""
    who = first_of(g, scene.names)
    if not who or told_to_them(scene, g) or g.honoree in scene.housemates:
        return ""  # (one's own wife, one's mother: as one's own words say it, "my mother")
    return book.pick("own_gathering_for", what=g.what, place=g.place, when=when, who=who)


def for_me(scene: Scene, book: Phrasebook, g: Gathering | None) -> str:
    """The answer of the one a gathering is held for, told of it ('' for anyone else)."""
    if g is None or g.honoree != scene.sp.id:
        return ""
    return book.pick("react_for_me", "me")
