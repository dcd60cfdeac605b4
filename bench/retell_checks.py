"""Own news told again in the same words: the "same words" row of ``bench_believability``.

A resident's own news is what its residents file gives it to say of itself (``Fact.mine``,
the part before any ``{when}``). A *telling* is the sentence of a line that carries it, with
whatever leads into it in the same sentence ("You'll have heard, I expect — I mean to ...").
The row counts tellings that repeat, names masked, a telling the same speaker made earlier in
the run (to anyone), of all tellings: people who tell their news to four people do not say it
four times in the very same words. Reads only the conversation log and the residents' facts.
"""

from __future__ import annotations

import re

_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"'])")
SHOW = False  # print each repeated telling


def _keys(sim, mask) -> dict[str, list[str]]:
    """Each resident's own news, as the masked start of its own words for it."""
    out = {}
    for rid, r in sim.residents.items():
        keys = []
        for f in getattr(r.persona, "facts", ()) or ():
            head = (f.mine or "").split("{when}")[0].strip()
            head = mask(head)[:32].rstrip()
            if len(head) >= 12:
                keys.append(head)
        out[rid] = keys
    return out


def same_words(convs, sim, mask) -> str:
    """``repeated/tellings share`` over the run (see the module docstring)."""
    keys = _keys(sim, mask)
    seen: set[tuple[str, str]] = set()
    rep = total = 0
    for c in convs:
        for rid, _, text in c["lines"]:
            mine = keys.get(rid) or ()
            if not mine:
                continue
            for sent in _SENTENCE.split(mask(text)):
                if not any(k in sent for k in mine):
                    continue
                total += 1
                if (rid, sent) in seen:
                    rep += 1
                    if SHOW:
                        print(f"  same words, {rid}: {sent[:160]}")
                seen.add((rid, sent))
    return f"{rep}/{total} {rep / max(1, total):.0%}"
