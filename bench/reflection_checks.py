"""Reader's check of reflections: does each one conclude from its evidence, and say nothing the
evidence does not hold?  It reads what a player reads (English regular expressions are fine
here: this is the measuring stick, not the brain), so it judges the built-in brain and a model
alike.

A reflection is **supported** when

* **two moments**: the memories it cites (a cited reflection stands for the memories *it*
  cites, followed down to memories) come from at least two different moments: two memories of
  the same game minute, or of the same conversation, are one moment;
* **every content word is held**: each word of the reflection that is not a function word nor
  one of ``FRAME`` (the words of how one holds a thought: "keep", "lately", "ought", "again";
  never a feeling, a thing, a place or an activity) appears in what the evidence holds: the
  cited memories' texts, their records (a fact's two sentences, a finished stretch's activity
  and place, the names of those talked with and of who told it, whom a bond is with, and for a
  bond the words of one's stance toward them, ``STANCE``; for a fact the words of a reading of
  a person its topic licenses, ``TOPIC_WORDS``, for one told in a talk ``TOLD``, and for one
  with a gathering the words of when it is as a person says it, ``WHEN``), or the
  resident's persona (its file entry: traits, work, home, bonds, facts, memories). Words are
  compared by a crude stem ("talks"/"talked"/"talking" are one). Conversation transcripts are
  not evidence: a brain is shown a talk's summary, not its lines.

``unsupported(sim, mems)`` returns ``(resident name, text, why)`` for each reflection that fails.
Run through ``bench_believability.py`` (row "reflections unsupported"; ``--show-unsupported``
prints them). Row "refl receipts" (``receipts_row``): reflections that say who told one the news
they rest on ("Ann told me so at the Mill"), a receipt rather than what the news means to one.
"""

from __future__ import annotations

import dataclasses
import re
import sys

from game.brains.builtin.address import kin_word

SHOW = False  # --show-unsupported: print each unsupported reflection and why

FUNCTION = set(
    """a an the and or but nor so yet if then than that this these those there here it its
    i me my mine myself we us our you your he him his she her hers they them their theirs who
    whom whose what which when where why how all any both each every some no not none one ones
    is am are was were be been being have has had having do does did doing will would shall
    should can could may might must ought to of in on at by for with about from into onto out
    up down over under again as just too very also only still even ever more most much many
    few lot lots little own same other else such s t d ll m re ve isn aren wasn weren don
    doesn didn won wouldn can't cannot couldn shouldn haven hasn hadn let let's aren't isn't
    wasn't weren't don't doesn't didn't won't wouldn't couldn't shouldn't haven't hasn't""".split()
)
# how one holds a thought, when, how often, what one means to do: words that make no claim
# about the town (no feeling, thing, place, activity). A brain's frame words beyond these fail.
FRAME = set(
    """keep keeps kept keeping seem seems seemed lately these days day now soon time times
    again once before latest last first best rather way put right make think thinking thought
    know knew mind hear heard hearing told tell telling say said talk talks talked talking
    see seeing seen look meet meeting meetings running run into each find finding reasons
    whenever wherever word getting around everyone everybody something thing things same
    habit routine become becomes after fair while distance hurry between among well well both yet getting
    come coming comes it's i've i'll i'd i'm we've that's what's there's""".split()
)

# a bond on record (a memory with a ``relation``: friend, family, rival, a quarrel) holds how
# one stands toward that person: glad for a friend, wary of a rival. Words of stance only,
# never a thing, a place or an activity.
STANCE = set(
    """glad good pleased luck say suppose trust land feet believe backing stand side hope
    taking hard poor over ask going never stops always go business far gets""".split()
)

# a fact on record holds what it is (its ``topic``), and so the few words of what one makes of
# someone from such news: work comes first with them, they are in love, they care what happens
# here. Words of a reading of a person, never a thing, a place or an activity; each only with
# a fact of its topic among the evidence.
_WORRY = "worries worry lets carries takes people troubles heart hit hate lose"
TOPIC_WORDS = {
    topic: set(ws.split())
    for topic, ws in {
        "work": "work lives takes seriously",
        "project": "puts everything set through starts sees never leaves thing half done",
        "party": "loves company never happier crowd going sound",
        "meeting": "cares happens wants say whole place turn",
        "election": "cares happens stake go wants say whole place turn",
        "romance": "love ask heart taken eye hearts concerned gets past",
        "family": "family world",
        "opinion": "strong views speaks",
        "habit": "creature set clock",
        "quarrel": "let go bears grudge",
        "other": "always new",
        "worry": _WORRY,
        "illness": _WORRY + " hope mend pulls through",
    }.items()
}
# a fact told by someone in a talk holds what one makes of the teller as a teller: one who
# opens up to one, trusts one with things, knows what others are up to and keeps one posted
TOLD = set("trust trusts opens posted always".split())
# a fact with a gathering holds when it is, and so the words of saying that on the day one
# thinks it ("tomorrow evening at seven", ``spoken_words.when_words``), not only the record's
WHEN = set(
    """today tonight tomorrow morning afternoon evening noon midnight quarter half past one two
    three four five six seven eight nine ten eleven twelve""".split()
)


def _stem(w: str) -> str:
    w = w.lower().replace("’", "'")
    w = re.sub(r"'s$", "", w)
    for suf, rep in (("ies", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", "")):
        if len(w) > len(suf) + 2 and w.endswith(suf):
            return w[: -len(suf)] + rep
    return w


def words(text: str) -> list[str]:
    return re.findall(r"[A-Za-z][A-Za-z'’-]*|\d+", text or "")


def content_words(text: str) -> list[str]:
    out = []
    for w in words(text):
        low = w.lower().replace("’", "'")
        if low in FUNCTION or low in FRAME or _stem(low) in FRAME or len(low) < 2:
            continue
        out.append(w)
    return out


def _strings(obj, depth: int = 0):
    """Every string in a persona (a dataclass of strings, lists, dicts, places, facts)."""
    if depth > 6 or obj is None:
        return
    if isinstance(obj, str):
        yield obj
    elif dataclasses.is_dataclass(obj):
        for f in dataclasses.fields(obj):
            yield from _strings(getattr(obj, f.name), depth + 1)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            yield from _strings(k, depth + 1)
            yield from _strings(v, depth + 1)
    elif isinstance(obj, (list, tuple, set, frozenset)):
        for v in obj:
            yield from _strings(v, depth + 1)


def _leaves(get, ids, seen=None) -> list:
    """The memories ``ids`` rest on: a reflection stands for what it cites, down to memories."""
    seen = set() if seen is None else seen
    out = []
    for i in ids:
        if i in seen:
            continue
        seen.add(i)
        m = get(i)
        if m.kind == "reflection":
            out += _leaves(get, m.evidence, seen)
        else:
            out.append(m)
    return out


def moments(mems) -> int:
    seen: list[tuple[int, object]] = []
    for m in mems:
        minute, talk = int(m.created // 60), m.meta.get("conversation")
        if not any(minute == a or (talk is not None and talk == b) for a, b in seen):
            seen.append((minute, talk))
    return len(seen)


def _held(m, names: dict[str, str]) -> list[str]:
    """What one memory holds: its text and its records."""
    meta = m.meta
    out = [m.content]
    fact = meta.get("fact") or {}
    out += [str(fact.get("mine", "")), str(fact.get("told", ""))]
    done = meta.get("done") or {}
    out += [str(done.get("did", "")), str(done.get("place", ""))]
    for key in ("with", "about"):
        out += [names.get(str(r), "") for r in meta.get(key) or ()]
    for key in ("source", "relation"):
        out.append(names.get(str(meta.get(key, "")), ""))
    if meta.get("relation"):
        out.append(" ".join(sorted(STANCE)))
    out.append(" ".join(sorted(TOPIC_WORDS.get(str(fact.get("topic", "")), ()))))
    if fact.get("event"):
        out.append(" ".join(sorted(WHEN)))
    if meta.get("source") and meta.get("conversation") is not None:
        out.append(" ".join(sorted(TOLD)))
    return out


def check(m, get, persona, names: dict[str, str]) -> str:
    """Why reflection ``m`` is unsupported ("" when it is supported)."""
    leaves = _leaves(get, m.evidence)
    if moments(leaves) < 2:
        return f"{moments(leaves)} moment(s) of evidence"
    held = [t for leaf in leaves for t in _held(leaf, names)] + list(_strings(persona))
    # (one's mother is "Mum" in one's thoughts, as her bond says she is: a name, not a claim)
    held += [kin_word(text) for text in (getattr(persona, "relationships", None) or {}).values()]
    have = {_stem(w) for t in held for w in words(t)}
    missing = [w for w in content_words(m.content) if _stem(w) not in have]
    return "not in evidence: " + ", ".join(dict.fromkeys(missing)) if missing else ""


def unsupported(sim, mems) -> list[tuple[str, str, str]]:
    """(resident, reflection, why) for every reflection of the run that is not supported."""
    names = {rid: r.name for rid, r in sim.residents.items()}
    out = []
    for rid, ms in mems.items():
        r = sim.residents[rid]
        for m in ms:
            if m.kind == "reflection":
                why = check(m, r.memory.get, r.persona, names)
                if why:
                    out.append((r.name, m.content, why))
    return out


# how a line says who told one a piece of news (a receipt: "Ann told me so at the Mill", "I had
# it from Ann", "Ann told Bob and me"; "安告诉我的", "听安说的"), ``{who}`` a teller's name
RECEIPT = (
    r"\b{who} told (?:me|\w+ and me)\b",
    r"\bhad it from {who}\b",
    r"{who}(?:在\S{{0,12}})?(?:亲口)?(?:跟我|告诉我|跟我和)",
    r"听{who}说",
)


def receipt(m, get, names: dict[str, str]) -> bool:
    """Whether reflection ``m`` says who told one the news it rests on (any of ``RECEIPT``,
    naming a teller of a memory it cites, by full or first name)."""
    leaves = _leaves(get, m.evidence)
    tellers = {names.get(str(leaf.meta.get("source", "")), "") for leaf in leaves}
    said = {n for t in tellers if t for n in (t, t.split()[0])}
    return any(
        re.search(form.format(who=re.escape(n)), m.content) for n in said for form in RECEIPT
    )


def receipts_row(sim, mems) -> str:
    """The table cell: reflections that say who told one the news they rest on / all."""
    names = {rid: r.name for rid, r in sim.residents.items()}
    found = total = 0
    for rid, ms in mems.items():
        get = sim.residents[rid].memory.get
        for m in ms:
            if m.kind == "reflection":
                total += 1
                found += receipt(m, get, names)
    return f"{found}/{total}"


def row(sim, mems) -> str:
    """The table cell: unsupported / all reflections (printing them with ``SHOW``)."""
    bad = unsupported(sim, mems)
    total = sum(m.kind == "reflection" for ms in mems.values() for m in ms)
    if SHOW:
        lines = [f"  [{who}] {text}  <- {why}" for who, text, why in bad]
        print("\n".join(["-- unsupported reflections:", *lines]), file=sys.stderr)
    return f"{len(bad)}/{total}"
