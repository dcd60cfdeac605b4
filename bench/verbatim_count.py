"""Words recited from the residents file, and said over and over, in an exported timeline.

    python bench/verbatim_count.py TIMELINE.md RESIDENTS.json [--show N]

Reads only the timeline (``main.py --export-timeline``) and the town's residents file, and
counts:

* **(a) recited**: talk lines that contain, word for word, a sentence of the residents file's
  persona texts (``learned``, ``currently``, ``lifestyle``, ``daily_requirement``) or of its
  facts (``mine``, ``told``, ``second``, ``ask``; ``{when}`` cut out), or any run of 12 words of
  them. Names are masked on both sides, so "Ann is worried about her husband" said with a first
  name still counts. A sentence must have at least 5 words to count.
* **(b) said again**: (speaker, sentence) pairs of 6 words or more said more than twice in the
  run, and the lines that carry them.
* **(c) copied reflections**: reflections whose text, names masked, equals another
  reflection's (another resident's, or another of one's own).
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter

_LINE = re.compile(r"^- \*\*(?P<who>[^*]+):\*\* (?P<text>.*)$")
_REFL = re.compile(r"^- \w{3} \d+ \w{3} \d\d:\d\d · (?P<who>[^:]+): (?P<text>.*)$")
_SPLIT = re.compile(r"(?<=[.!?])\s+|\s+[—–-]\s+|:\s+")
_WORD = re.compile(r"[\w']+")
RUN = 12  # words in a run that counts as recited
MIN_SENT = 5  # words in a file sentence that counts as recited
MIN_SAID = 6  # words in a sentence said again that counts


def _masker(residents: list[dict]):
    names = set()
    for r in residents:
        full = str(r.get("name", ""))
        if full:
            names.add(full)
            names.update(full.split())
    alts = sorted((re.escape(n) for n in names if len(n) > 1), key=len, reverse=True)
    pat = re.compile(r"\b(?:" + "|".join(alts) + r")(?:'s)?\b") if alts else None

    def mask(s: str) -> str:
        return pat.sub("NAME", s) if pat is not None else s

    return mask


def _words(s: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(s)]


def _sources(residents: list[dict], mask) -> tuple[set[tuple[str, ...]], set[tuple[str, ...]]]:
    """The file's sentences (as word tuples, names masked) and its 12-word runs."""
    texts = []
    for r in residents:
        for k in ("learned", "currently", "lifestyle", "daily_requirement"):
            texts.append(str(r.get(k, "")))
        for f in r.get("facts", ()) or ():
            for k in ("mine", "told", "second", "ask"):
                texts.append(str(f.get(k, "")).replace("{when}", "."))
    sents, runs = set(), set()
    for t in texts:
        for s in re.split(r"(?<=[.!?;])\s+", mask(t)):
            w = tuple(_words(s))
            if len(w) >= MIN_SENT:
                sents.add(w)
        w = _words(mask(t))
        for i in range(len(w) - RUN + 1):
            runs.add(tuple(w[i : i + RUN]))
    return sents, runs


def _contains(hay: tuple[str, ...], needle: tuple[str, ...]) -> bool:
    n = len(needle)
    return any(hay[i : i + n] == needle for i in range(len(hay) - n + 1))


def read(timeline: str) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    talk, refl = [], []
    part = ""
    with open(timeline, encoding="utf-8") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if line.startswith("## "):
                part = line[3:].split(" (")[0]
                continue
            if part == "Conversations" and (m := _LINE.match(line)):
                talk.append((m["who"], m["text"]))
            elif part == "Reflections" and (m := _REFL.match(line)):
                refl.append((m["who"], m["text"]))
    return talk, refl


def count(timeline: str, residents_file: str, show: int = 0) -> dict[str, int]:
    with open(residents_file, encoding="utf-8") as fh:
        data = json.load(fh)
    residents = data["residents"] if isinstance(data, dict) else data
    mask = _masker(residents)
    sents, runs = _sources(residents, mask)
    talk, refl = read(timeline)

    recited = []
    for who, text in talk:
        w = tuple(_words(mask(text)))
        hit = any(_contains(w, s) for s in sents if len(s) <= len(w)) or any(
            w[i : i + RUN] in runs for i in range(len(w) - RUN + 1)
        )
        if hit:
            recited.append((who, text))

    said: Counter = Counter()
    for who, text in talk:
        for s in _SPLIT.split(text):
            if len(_words(s)) >= MIN_SAID:
                said[(who, " ".join(_words(s)))] += 1
    again = {k: n for k, n in said.items() if n > 2}
    again_lines = sum(again.values())

    masked = Counter(mask(t) for _, t in refl)
    copied = [(w, t) for w, t in refl if masked[mask(t)] > 1]

    out = {
        "talk lines": len(talk),
        "(a) recited lines": len(recited),
        "(b) sentences said >2x by one speaker": len(again),
        "(b) their lines": again_lines,
        "reflections": len(refl),
        "(c) copied reflections": len(copied),
    }
    if show:
        print("== (a) recited, first", show)
        for who, text in recited[:show]:
            print(f"  {who}: {text}")
        print("== (b) said again, worst", show)
        for (who, s), n in sorted(again.items(), key=lambda kv: -kv[1])[:show]:
            print(f"  {n}x {who}: {s}")
        print("== (c) copied reflections", show)
        for who, text in copied[:show]:
            print(f"  {who}: {text}")
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("timeline")
    ap.add_argument("residents")
    ap.add_argument("--show", type=int, default=0)
    a = ap.parse_args()
    for k, v in count(a.timeline, a.residents, a.show).items():
        print(f"{k:40} {v}")


if __name__ == "__main__":
    main()
