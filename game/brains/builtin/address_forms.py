"""What one calls someone outside one's family when names are written surname first (王秀英).

In such a town a name is not a form of address: a girl of 17 does not greet a woman of 60 as
"郑淑芬" but as 郑阿姨, a boy of 7 greets a man of 77 as 高爷爷, a man of 50 calls the
neighbour of 65 郑姨, two men past 45 call each other 老宋, an older grown-up calls a young
colleague 小何 and a child by its given name (佳怡), and a woman of 43 calls a neighbour of
47 by her given name too (秀英: both past ``PEER``; the full name is for the young and for
a quarrel). The form turns on records only:
the two ages (how many years older the listener is: ``STEP``, ``GENERATION``,
``TWO_GENERATIONS``; a grandmother's word only for one of ``GRAND`` or more), the listener's
gender, the kind of bond (a sweetheart or a close friend of one's own age: the given name; in
a quarrel with one not of an older generation: the cold full name) and their trade (a teacher
is 李老师 to anyone, a doctor 杨医生; a smith, a carpenter or a cook at work 王师傅 to some
grown-ups, ``MASTER_SHARE`` of them).

The words are the ``address_*`` pieces of ``data/speech.toml`` (``{surname}``, ``{given}``):
the Chinese file says 阿姨, 老{surname}, ...; the English one keeps names (every form is the
given name). Which of a piece's alternatives a speaker uses is fixed per pair (one does not
call the same neighbour 郑姨 at noon and 郑阿姨 at six). A name with a space in it ("Ann Lee")
is left to ``address``'s own rule, and so is one whose gender is not known, unless the
listener is of one's grandparents' generation (``address_elder``): the full name is the
neutral form, the given name being for one's own.
"""

from __future__ import annotations

from game.brains.builtin.activities import work_category
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.tables import active
from game.mind.brain import Listener, PersonaCard

STEP = 5  # years: an older or a younger one, no longer of one's own age
GENERATION = 18  # years older: of one's parents' generation (阿姨, 叔叔)
TWO_GENERATIONS = 40  # years older: of one's grandparents' (奶奶, 爷爷) ...
GRAND = 65  # ... and of a grandparent's age: a woman of 60 is 郑阿姨 to a girl of 17
YOUNG = 25  # a speaker under this calls its elders as the young do (郑阿姨, 丽娟姐)
OLD = 45  # from this age men are 老宋 to those of their age and younger (and from 35 on)
CHILD = 18  # a listener under this is called by the given name
GROWN = 18  # a speaker from this age calls a craftsman 师傅
SMALL = 10  # years younger: an older grown-up calls a younger one 小何
PEER = 35  # from this age two grown-ups of about an age call each other by the given name
# (秀英, not the full name 王秀英, which between neighbours in their forties reads as cold)
MASTER_SHARE = 0.5  # of the grown-ups, those who call a craftsman 王师傅


def surname_first(name: str) -> bool:
    """A name written surname first with no space (王秀英), not "Ann Lee"."""
    return bool(name) and " " not in name and not name.isascii()


def name_parts(full: str) -> tuple[str, str]:
    """(surname, given name) of a surname-first name: one character of surname (王秀英 -> 王,
    秀英); a two-character name is its own given name (王五 -> 王, 王五)."""
    return full[:1], (full[1:] if len(full) >= 3 else full)


def form_of(sp: PersonaCard, who: Listener, kind: str, seed: int) -> str | None:
    """What ``sp`` calls ``who`` (not family: ``address`` has the kin words), or None when
    this module has no form for them (a name with a space, an age not known, a gender not
    known of one not two generations older): the caller's own rule decides."""
    if not surname_first(who.name) or kind == "family" or sp.age <= 0 or who.age <= 0:
        return None
    key = _piece(sp, who, kind, seed)
    if not key:
        return None
    options = active().pieces.get(key, ())
    if not options:
        return None
    surname, given = name_parts(who.name)
    pick = options[int(stable_rand(seed, "address", sp.id, who.id) * len(options))]
    return pick.format(surname=surname, given=given) or None


def _piece(sp: PersonaCard, who: Listener, kind: str, seed: int) -> str:
    """The name of the ``address_*`` piece for ``who`` ("" for none)."""
    gap = who.age - sp.age
    g = who.gender if who.gender in ("female", "male") else ""
    if kind == "romance" or (kind == "close" and abs(gap) < STEP):
        return "address_close"
    if kind in ("quarrel", "rival") and gap < GENERATION:
        return ""  # (cold: the full name)
    trade = _trade(sp, who, gap, seed)
    if trade:
        return trade
    if gap >= TWO_GENERATIONS and who.age >= GRAND:
        return {"female": "address_grandma", "male": "address_grandpa"}.get(g, "address_elder")
    if not g:
        return ""
    she = g == "female"
    if gap >= GENERATION:
        if sp.age < YOUNG:
            return "address_aunt" if she else "address_uncle"
        return "address_aunt_grown" if she else "address_uncle_grown"
    if gap >= STEP:
        if sp.age < YOUNG:
            return "address_elder_sister" if she else "address_elder_brother"
        if not she and who.age >= OLD and sp.age >= OLD - 10:
            return "address_old"
        return "address_sister_grown" if she else "address_brother_grown"
    if gap > -STEP:  # one's own age
        if sp.age < OLD or who.age < OLD:
            return _peer(sp, who)
        if she and gap > 0 and _she(sp):  # (an older woman of one's age, to a woman: 高姐)
            return "address_sister_grown"
        return "address_peer_old_f" if she else "address_old"
    if who.age < CHILD:
        return "address_child"
    if gap <= -SMALL and (who.age < OLD or gap <= -GENERATION):
        return "address_young"  # (a man of 51 is still 小谢 to a woman of 81)
    if who.age >= OLD:
        return "address_peer_old_f" if she else "address_old"
    if gap <= -STEP and sp.age >= PEER > who.age:
        return "address_young"  # (a woman of 38 calls a colleague of 29 小李)
    return _peer(sp, who)  # (a little younger: a man of 49 calls a woman of 43 秀英)


def _peer(sp: PersonaCard, who: Listener) -> str:
    """``address_peer`` between two grown-ups of ``PEER`` or more ("" below: the full name,
    as classmates and young colleagues call each other)."""
    return "address_peer" if min(sp.age, who.age) >= PEER else ""


def _trade(sp: PersonaCard, who: Listener, gap: int, seed: int) -> str:
    """The piece naming ``who`` by their trade (李老师, 杨医生, 王师傅), or ""."""
    if not who.occupation or gap <= -STEP:
        return ""
    cat = work_category(who.occupation)
    pieces = active().pieces
    if cat and f"address_title_{cat}" in pieces:
        return f"address_title_{cat}"  # (a teacher, a doctor: so to anyone)
    if (
        cat
        and f"address_master_{cat}" in pieces
        and who.works_at  # (at it still: a retired carpenter is 赵奶奶)
        and sp.age >= GROWN
        and stable_rand(seed, "master", sp.id, who.id) < MASTER_SHARE
    ):
        return f"address_master_{cat}"
    return ""


def _she(sp: PersonaCard) -> bool:
    return sp.gender == "female"
