"""What a resident knows about the moment it speaks in, as lines a brain can read.

A line of conversation should come from the situation, not from a stock: where we are and whose
place it is, what I have done today and will do next, what I saw the other doing, what I have
already said today (so I do not say it again). The mind knows all that; the ``Brain`` interface
carries memories, so it goes as extra ``MemoryLine``s of kind ``"context"`` (negative ids: never
evidence), appended after the retrieved memories. They are plain sentences, readable by a model,
in fixed shapes the built-in brain parses (``game.brains.builtin.situation``):

* ``Today is <YYYY-MM-DD> (<Weekday>).``;
* ``We are at <sector> (<kind>), <owner>.`` (owner: "my home", "my workplace", "<Name>'s
  workplace", "<Name>'s home", "a home", "a public place"; several joined by " and ");
* ``My day so far: HH:MM-HH:MM <block> | ... Now: HH:MM-HH:MM <block> (doing: <action> | at
  <sector>). Next: HH:MM-HH:MM <block>.``;
* ``Seen HH:MM at <sector>: <name> is <what they were doing>.`` (the newest sighting today of
  each listener, from the observation's record);
* ``Said today: "<line>" "<line>" ...`` (my own lines in today's earlier conversations and in
  the last days' talks with these listeners).

Cost: a scan of the memories created today (conversation and observation kinds), well under a
millisecond for a day's stream.
"""

from __future__ import annotations

from datetime import datetime

from game.mind import language
from game.mind.types import MemoryLine, min_to_hhmm

HOME_KINDS = ("home", "dorm", "apartments")  # the world's sector kinds where people live
CONTEXT = "context"
SAID_MAX = 40
_GENERIC = frozenset(
    """the and of house home cottage cottages apartments apartment flats flat dorm college park
    market pharmacy store stores supply cafe pub hall town square room office inn school shop
    street road station club""".split()
)


def sector_kinds(resident) -> dict[str, str]:
    """Known sector name -> kind, from the resident's spatial memory."""
    return resident.spatial.sector_kinds()


def resolve_sector(text: str, sectors: list[str]) -> str:
    """The one known sector a description points at ("the boatwright at the chandlery" ->
    "Reed's Chandlery"): its full name, or a distinctive word of its name (a word of 4+ letters
    that no other known sector shares, matched whole or as a word's start: "postmaster" ->
    "Post Office"). "" when nothing, or more than one sector, fits."""
    low = (text or "").lower()
    for s in sorted(sectors, key=len, reverse=True):
        if s.lower() in low:
            return s
    name_words = language.reading().name_words
    owners: dict[str, set[str]] = {}
    for s in sectors:
        for tok in name_words(s.lower()):
            if len(tok) >= 4 and tok not in _GENERIC:
                owners.setdefault(tok, set()).add(s)
    words = set(name_words(low))
    hits = set()
    for tok, owner in owners.items():
        if len(owner) != 1:
            continue
        if tok in words or any(
            w.startswith(tok) or (len(w) >= 6 and tok.startswith(w)) for w in words
        ):
            hits |= owner
    return next(iter(hits)) if len(hits) == 1 else ""


def _line(i: int, text: str) -> MemoryLine:
    return MemoryLine(id=-1 - i, text=text, kind=CONTEXT, when="", importance=0.0)


def setting(resident, place, others: tuple[tuple[str, str], ...], kinds: dict[str, str]) -> str:
    """'We are at Lee House (home), my home.'"""
    p = resident.persona
    sector = place.sector
    kind = kinds.get(sector, "")
    owners = []
    if sector == p.home.sector:
        owners.append("my home")
    if p.work is not None and sector == p.work.place.sector:
        owners.append("my workplace")
    sectors = list(kinds)
    for oid, name in others:
        rel = resident.relations.get(oid)
        if rel is None:
            continue
        where = resolve_sector(rel.bond, sectors)
        if where == sector:
            owners.append(f"{name}'s {'home' if kind in HOME_KINDS else 'workplace'}")
    if not owners:
        owners.append("a home" if kind in HOME_KINDS else "a public place")
    return f"We are at {sector} ({kind or 'place'}), {' and '.join(owners)}."


def my_day(resident, minute: int) -> str:
    """What the resident did so far today, is doing and will do next, from its schedule."""
    sched = resident.schedule
    if sched is None:
        return ""
    done = [b for b in sched.blocks if b.end <= minute]
    cur = sched.block_at(minute)
    nxt = [b for b in sched.blocks if b.start > minute]
    act = sched.action_at(minute)

    def fmt(b) -> str:
        return f"{min_to_hhmm(b.start)}-{min_to_hhmm(b.end)} {b.activity}"

    parts = []
    if done:
        parts.append("My day so far: " + " | ".join(fmt(b) for b in done[-3:]) + ".")
    if cur is not None:
        doing = f" (doing: {act.description} | at {act.place.sector})" if act is not None else ""
        parts.append(f"Now: {fmt(cur)}{doing}.")
    if nxt:
        parts.append(f"Next: {fmt(nxt[0])}.")
    return " ".join(parts)


def seen(resident, others, day_start_s: float, when, kinds: dict[str, str]) -> list[str]:
    """The newest sighting today of each listener ('Seen 14:05 at Corner Cafe: Ann Lee is
    pouring a latte.').

    An observation's keywords are (subject, what, sector), lower-cased; the sector's spelling
    comes back from the known sectors. What they were doing is the observation's record
    (subject, "is", what), not its sentence: a town that speaks another language remembers
    "李华正在倒茶", and the line is the same shape in every language ("李华 is 正在倒茶")."""
    names = {name for _, name in others}
    spelled = {s.lower(): s for s in kinds}
    found: dict[str, str] = {}
    memory = resident.memory
    for i in reversed(memory.ids_since(day_start_s, kinds=("observation",))):
        subject = memory.get_subject(i)  # (the whole memory only of a listener)
        if subject not in names or subject in found:
            continue
        m = memory.get(i)
        if not m.meta:
            sector = spelled.get(m.keywords[-1], "") if m.keywords else ""
            where = f" at {sector}" if sector else ""
            doing = m.object if m.predicate == "is" and m.object else ""
            said = f"{m.subject} is {doing}" if doing else m.content
            found[m.subject] = f"Seen {when(m.created)[-5:]}{where}: {said}."
        if len(found) == len(names):
            break
    return list(found.values())


TOLD_DAYS = 3  # what I said to these very people in the last days counts as said too


def said_today(resident, day_start_s: float, others: tuple[str, ...] = ()) -> str:
    """My own lines in today's earlier conversations, and in the last ``TOLD_DAYS`` days' talks
    with any of ``others`` (one does not tell the same person the same thing every day),
    newest last."""
    mine: list[str] = []
    since = day_start_s - TOLD_DAYS * 86400 if others else day_start_s
    for i in resident.memory.ids_since(since, kinds=("conversation",)):
        m = resident.memory.get(i)
        lines = m.meta.get("transcript") or ()
        if m.created < day_start_s and not any(s in others for s, _, _ in lines):
            continue
        for speaker, _, text in lines:
            if speaker == resident.id:
                mine.append(text)
    if not mine:
        return ""
    return "Said today: " + " ".join(f'"{t}"' for t in mine[-SAID_MAX:])


def context_lines(resident, conv, minute: int, day_start_s: float, when) -> tuple[MemoryLine, ...]:
    """Every context line for one utterance, in the order documented above."""
    kinds = sector_kinds(resident)
    others = conv.others(resident.id)
    texts = [setting(resident, conv.place, others, kinds), my_day(resident, minute)]
    if resident.schedule is not None:
        day = datetime.fromisoformat(resident.schedule.date)
        texts.insert(0, f"Today is {resident.schedule.date} ({day.strftime('%A')}).")
    texts += seen(resident, others, day_start_s, when, kinds)
    texts.append(said_today(resident, day_start_s, tuple(i for i, _ in others)))
    return tuple(_line(i, t) for i, t in enumerate(t for t in texts if t))
