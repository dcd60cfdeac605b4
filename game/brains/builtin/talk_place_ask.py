"""Asking someone at their work about that work, in the words of the place's kind: at a cafe's
counter "Much call for coffee this morning?", at a grocer's "Shelves emptying fast today?", at
the school "Lessons going all right today?", instead of the one "Busy in here?" everywhere.

What the place is comes from the record of where the talk is held (``Scene.sector_kind``, the
map's kind of sector), and that the listener works here from where one knows they work
(``Listener.works_at``) or the place being theirs; never from the words of a name. A kind with
no set of its own keeps the plain ``ask_work``. These ask how busy one is, and are answered as
"Busy in here?" is (``talk_acts``' "busy": ``ans_busy``); each set has its Chinese sibling.
Phrasing: ``ask_work_at_<kind>`` in ``data/speech.toml``.
"""

from __future__ import annotations

from game.brains.builtin.phrases import lines
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.situation import Scene

PREFIX = "ask_work_at_"
# the sector kinds (``game.world.nodes.SECTOR_KINDS``) where people work at something one can
# ask after by name; a home, a park or a block of flats is not asked after this way
KINDS = ("cafe", "pub", "market", "supply_store", "college", "town_hall")
SETS = tuple(PREFIX + k for k in KINDS)
MATE = "ask_work_mate"  # asked by one who works here of one who works alongside
GROWN = 18  # who is asked about the work of a place (a pupil studies there)
OWN = 0.6  # of asks at someone's work that ask in the place's own words


def name(scene: Scene, seed: int) -> str:
    """The set to ask the listener about their work here with: the place kind's own set, now
    and then the plain ``ask_work`` (a kind with no words of its own: always that one)."""
    own = PREFIX + scene.sector_kind
    lis = scene.listener
    if lis is None or 0 < lis.age < GROWN:  # (a pupil at school is not asked about marking)
        return "ask_work"
    if scene.at_my_work() and scene.sp.age >= GROWN and lines(MATE):
        return MATE  # (one who works here asks a workmate as one of the staff: not "Are
        # they keeping you busy in here?", a visitor's question, in one's own shop)
    if scene.sp.age < GROWN or "work" in lis.ties:
        return "ask_work"  # (a child asks in its own words; one's workmate as before)
    if lis.off_today:  # (in on a day off: not "Much marking on today?" on a Saturday)
        return "ask_work"
    if scene.sector_kind not in KINDS or not lines(own):
        return "ask_work"
    if stable_rand(seed, "place_ask", scene.sp.id, scene.lname, scene.now) >= OWN:
        return "ask_work"
    return own


def works_here(scene: Scene) -> bool:
    """The listener works here as far as one knows: where one knows they work
    (``Listener.works_at``, known of those one knows) is here; of one not known, the place
    read as theirs. A regular whose bond names one's shop (a deckhand, a retired man) is no
    one to ask "Managing all right back there?" (the place reads as theirs from the bond)."""
    lis = scene.listener
    if lis is None:
        return False
    if "work" in lis.ties or lis.works_at:
        return "work" in lis.ties or lis.works_at == scene.sector
    return not lis.knows  # (one known to work nowhere is no one's staff)


def asked(text: str) -> bool:
    """Whether ``text`` asks after one's work here in a place's own words."""
    return any(said_from(s, text) for s in SETS)
