"""Does the built-in brain sound like people?  Two game days, seeds 1 and 7, Smallville, Brinewick
and Larkholme (the third town, under tests/towns, never tuned).

One table, one column per (town, seed) run. What each row measures, and how "who knows" is traced:

* **lines**: every conversation line of the run. **exact dup**: share of lines that repeat an
  earlier line word for word; **masked dup**: the same with every resident name (full and first)
  replaced by one token, so "Hi Ann." and "Hi Tom." count as one line.
* **reflections masked distinct**: distinct reflection texts (names masked) / reflections.
  **reflections unsupported**: reflections resting on fewer than two moments or saying a word
  their evidence does not hold, of all (``reflection_checks``; ``--show-unsupported``).
  **refl receipts**: reflections that say who told one the news they rest on ("Ann told me so
  at the Mill", "I had it from Ann"), of all: a receipt, not what the news means to one.
  **refl bond frames**: reflections that only say one keeps meeting someone (somewhere): the
  lines of the conclusion sets ``BOND_SETS`` of the town's own phrase data, of all; the rest
  are readings of what someone told, troubles, rows, news, habits.
* **facts passed on**: memories a resident stored as *learned* in a conversation (the mind stores
  them with the teller as ``source`` and the conversation id); distinct by text.
* **knows (party / election)**: told of it before it began (the spread of word, the paper's
  measure; **knows at the end** also counts those who came upon it going on, or saw how it
  went): the host (candidate) plus every resident holding a memory that
  states the event: a seed memory or a learned fact that names the host (first or full name) and
  the event's noun (found in the host's own dated memory: "party", "gathering"; "mayor" for the
  candidacy). Every learned fact must have a source who held the fact earlier (one seen happen,
  a norm broken in front of one, has none); broken chains are counted and printed. Nothing here counts words in conversation lines.
* **attendance**: residents other than the host who came for it: spent 20+ minutes at the
  event's place during its hours (sampled every 10 game minutes; not those on a shift there)
  and hold a decision to go to it (``game.mind.gatherings.known``: told of it, or having come
  upon it going on and joined in), "came/of them knew" (told before it began). **joined
  there/passing**: of those who came, how many had not been told before it began (they saw it
  going on, or were told there, and joined in), and how many others spent 20+ minutes at its
  place without going to it (a park's walkers, a pub's drinkers: not guests).
* **pairs talked**: distinct pairs with a conversation. **storyline pairs/day**: pairs whose
  relationship text (either side) names a quarrel or a romance, that talked that game day.
* **news about listener**: learned facts whose subject is the learner itself (it was told news
  about itself).
* **tied talks introduced**: talks with a member who already knows every other member from the
  town's data (a shared home, workplace or building, a bond, a village) and who introduces
  themselves anyway ("I'm Ann", "nice to meet you", "I know your face"), of all such talks; **all talks introduced**: the same over all.
* **news told again**: talks in which someone tells a listener a fact (as the news protocol
  marks it) that this listener had already been told in an earlier talk of the run, of all talks.
* **own news same words**: sentences carrying a resident's own news (its residents file's own
  words for it) that repeat, names masked, one the same speaker said earlier in the run, of
  all such sentences (``retell_checks``; ``--show-same``): news told to four people is not
  said four times in the very same words.
* **top filler /1k lines**: the most common three-word phrase (none with a name, a word of a
  building's name, "home" or a clock time in it: those say where and when, they are not filler;
  nor one of the town's own sentences, its residents file's facts: news told in its words;
  counted once per line) and how many lines per thousand carry it: a filler ("as you see",
  "for my sins") shows here. A rate needs its thousand lines: the run goes on a day at a time
  until its talks hold 1,000 (``filler_sample.py``; "filler sample" says how many lines and days),
  so a small village is judged on as many lines as a big town. A Chinese town (language
  ``zh``) is read by ``zh_checks``: four-character phrases within a clause, and clauses of three.
* **questions ignored**: questions whose reply does not answer them, of all questions asked
  (``believability_checks.ignored_questions``: by the kind of question, what its answer must
  carry; a goodbye or a question back is no answer; in a Chinese town ``zh_checks``' question
  kinds and answers). **speaker repeats**: sentences of four words or more that the same speaker already said
  that game day (names masked), of all such sentences.
* **at work**: share of sampled work-hour minutes that workers spent in their workplace sector;
  **least at work**: the worker with the smallest such share of its own working minutes (the
  shift without the meal break its plan gives it), and who.

In a Chinese town the rows that read words (names masked, introductions, news told again, news
about listener, speaker repeats, 3rd-person seams, events told after) are read by
``zh_talk_checks``: the same questions asked of Chinese text (no spaces, names without word
boundaries, 我/他/她 for the voice, 明天/今晚/星期六 for the future).

Run: ``PYTHONPATH=. .venv/bin/python bench/bench_believability.py [--dump DIR] [--hours 48]``
(about a minute and a half on two cores; runs go in parallel processes).
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from datetime import datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import reflection_checks  # noqa: E402
import retell_checks  # noqa: E402
import zh_checks  # noqa: E402
import zh_talk_checks  # noqa: E402
from fit_checks import FitCheck  # noqa: E402 - after the path is set

# the storylines and events each town's file sets up (this script may name them: game/ may not)
TOWNS = {
    "smallville": {
        "event": ("camille_moreau", "Sunny Bean Cafe", "2026-02-14 17:00", "2026-02-14 19:00"),
        "election": ("grace_okafor", r"mayor|election"),
    },
    "brinewick": {
        "event": ("isolde_marr", "Market Cross", "2026-05-09 18:00", "2026-05-09 20:00"),
        "election": None,
    },
    # the third town, under tests/ (never tuned): its village meeting on the second evening
    "larkholme": {
        "event": (
            "walter_pennick",
            "Larkholme Chapel Hall",
            "2026-09-17 19:00",
            "2026-09-17 20:30",
        ),
        "election": None,
        "maps": "tests/towns",
    },
}
EVENT_NOUNS = r"\b(party|gathering|celebration|concert|festival|fair|picnic)\b"
STORY = re.compile(r"crush|sweet on|fallen for|in love|quarrel|\bargu(?:e|ed|ing)\b|complain", re.I)
SAMPLE_STEPS = 60  # 10 game minutes
AGAIN_EXAMPLES = False  # --show-again: print each telling of a fact the listener had
IGNORED_EXAMPLES = False  # --show-ignored: print examples of questions left unanswered
MISFIT_EXAMPLES = False  # --show-misfits: print examples of actions that do not fit
FILLER_EXAMPLES = False  # --show-fillers: print every phrase over 10 per 1,000 lines


def _made_town(folder: Path) -> dict:
    """Any other town under maps/ (one the town maker wrote): its first gathering on record in
    the residents file is the storyline to follow; no election."""
    import json

    data = json.loads((folder / "residents.json").read_text(encoding="utf-8"))
    for r in data["residents"]:
        for f in r.get("facts", ()):
            ev = f.get("event")
            if ev:
                day = ev["date"]
                return {
                    "event": (r["id"], ev["place"], f"{day} {ev['start']}", f"{day} {ev['end']}"),
                    "election": None,
                }
    raise SystemExit(f"{folder}: no gathering on record to follow")


BOND_SETS = (
    "ins_bond",
    "ins_bond_see",
    "ins_bond_see_more",
    "ins_bond_once",
    "ins_bond_once_with",
    "ins_bond_once_out",
    "ins_bond_once_out_with",
    "ins_bond_days",
    "ins_bond_days_with",
    "ins_bond_days_out",
    "ins_bond_days_out_with",
)  # "I keep running into Ann"


def _bond_frames(texts: list[str]) -> str:
    """How many of ``texts`` are a line of ``BOND_SETS`` (the tables in use: the town's
    language), of all."""
    from game.brains.builtin.phrases import lines as phrase_lines

    slot = re.compile(r"\\\{\w+\\\}")  # (a placeholder, as re.escape writes it)
    pats = [
        re.compile(slot.sub(".+?", re.escape(t))) for name in BOND_SETS for t in phrase_lines(name)
    ]
    n = sum(any(p.fullmatch(t) for p in pats) for t in texts)
    return f"{n}/{len(texts)} {n / max(1, len(texts)):.0%}"


def _masker(names: list[str]):
    parts = sorted({n for full in names for n in (full, full.split()[0])}, key=len, reverse=True)
    rx = re.compile(r"\b(?:" + "|".join(re.escape(p) for p in parts) + r")\b")
    return lambda text: rx.sub("<N>", text)


def _dup_rate(items: list[str]) -> float:
    """Share of items whose exact text occurs more than once (every copy counts)."""
    counts = Counter(items)
    return sum(n for n in counts.values() if n > 1) / len(items) if items else 0.0


def _event_host(m) -> str:
    """The host of the gathering a memory holds as a record (a fact or a decision), or ''."""
    fact = m.meta.get("fact") or {}
    ev = fact.get("event") or m.meta.get("gathering") or {}
    return ev.get("host", "") if ev.get("source", "talk") == "talk" else ""


def _going_to(sim, host: str, host_mems) -> set[str]:
    """Residents who hold a decision to go to ``host``'s gathering (its record's key): told of
    it, or having come upon it going on, and decided to join."""
    from game.mind import gatherings
    from game.mind.facts import Fact

    keys = set()
    for m in host_mems:
        fact = Fact.from_meta(m.meta.get("fact"))
        if fact is not None and fact.event is not None and fact.event.host == host:
            keys.add(fact.event.key)
    return {
        rid
        for rid, r in sim.residents.items()
        if any(going for k, (_g, going) in gatherings.known(r).items() if k in keys)
    }


def _mentions(text: str, name: str) -> bool:
    return name in text or re.search(rf"\b{re.escape(name.split()[0])}\b", text) is not None


def run(town: str, seed: int, hours: float, dump: str | None) -> dict:
    from game.app_setup import build_simulation
    from game.sim.simulation import SimConfig

    root = Path(__file__).resolve().parents[1]
    cfg = TOWNS.get(town) or _made_town(root / "maps" / town)
    t0 = time.perf_counter()
    sim = build_simulation(
        town,
        config=SimConfig(seed=seed, autosave_minutes=0),
        maps_dir=root / cfg.get("maps", "maps"),
    )
    names = {rid: r.name for rid, r in sim.residents.items()}
    host, ev_sector, ev_a, ev_b = cfg["event"]
    ev_start, ev_end = datetime.fromisoformat(ev_a), datetime.fromisoformat(ev_b)
    at_event: Counter = Counter()
    fit = FitCheck(sim)
    work_in = work_all = 0
    each_in: Counter = Counter()  # per worker: samples at work, of samples on shift
    each_all: Counter = Counter()
    total = sim.clock.steps_for(hours)
    done = 0
    while done < total:
        n = min(SAMPLE_STEPS, total - done)
        sim.run_steps(n)
        done += n
        now = sim.clock.now
        for rid, body in sim.bodies.items():
            fit.sample(rid, now)
            sector = body.arena.sector if body.arena else ""
            w = sim.residents[rid].persona.work
            minute = now.hour * 60 + now.minute
            on_shift = bool(
                w and now.strftime("%a").lower()[:3] in w.days and w.start <= minute < w.end
            )
            if ev_start <= now < ev_end and sector == ev_sector and rid != host:
                if not (on_shift and w.place.sector == ev_sector):  # at work there, not a guest
                    at_event[rid] += 10
            if w and now.strftime("%a").lower()[:3] in w.days and w.start <= minute < w.end:
                work_all += 1
                work_in += sector == w.place.sector
                if not _on_break(sim.residents[rid], minute):
                    each_all[rid] += 1
                    each_in[rid] += sector == w.place.sector
    wall = time.perf_counter() - t0

    # the rows that read words read the town's language (``zh_checks``, ``zh_talk_checks``)
    zt = zh_talk_checks if sim.town.language == "zh" else None
    # (a Chinese town's forms of address are names too: "你好，郑阿姨。" is "你好，<N>。")
    forms = zh_checks.address_forms(names.values()) if zt else ()
    mask = zt.masker(names.values(), forms) if zt else _masker(list(names.values()))
    convs = list(sim.talks.log) + [
        {
            "id": c.id,
            "members": c.members,
            "names": c.names,
            "place": str(c.place),
            "ended": "",
            "lines": [[ln.speaker, ln.name, ln.text] for ln in c.lines],
        }
        for c in sim.talks.active.values()
    ]
    lines = [text for c in convs for _, _, text in c["lines"]]
    from game.brains.builtin import extract_news

    told_self = zt.news_to_subject(convs, extract_news) if zt else _news_to_subject(convs)
    refl, refl_said, learned, about_self, broken = [], [], [], 0, 0
    mems = {
        rid: [r.memory.get(i) for i in range(len(r.memory))] for rid, r in sim.residents.items()
    }
    for rid, ms in mems.items():
        first = names[rid].split()[0]
        for m in ms:
            if m.kind == "reflection":
                refl.append(mask(m.content))
                refl_said.append(m.content)
            if m.meta.get("learned"):
                learned.append(m.content)
                fact = m.meta.get("fact")
                if isinstance(fact, dict) and fact.get("about"):
                    # a record says whose news it is (two residents may share a first name)
                    about_self += fact["about"][0] == rid
                elif (
                    zt.about_listener(m.content, names[rid])
                    if zt
                    else m.content.startswith((names[rid] + " ", first + " "))
                ):
                    about_self += 1
                src = m.meta.get("source")
                if m.meta.get("witnessed"):
                    continue  # seen happen (a norm broken): nobody told it
                if src not in mems or not any(
                    o.created <= m.created and _overlap(m.content, o.content) >= 0.5
                    for o in mems[src]
                ):
                    broken += 1

    def knowers(owner: str, noun: str) -> set[str]:
        who = {owner}
        for rid, ms in mems.items():
            for m in ms:
                if not (m.meta.get("seed") or m.meta.get("learned")):
                    continue
                if re.search(noun, m.content, re.I) and _mentions(m.content, names[owner]):
                    who.add(rid)
                    break
        return who

    seed_event = next(
        (m.content for m in mems[host] if m.meta.get("seed") and re.search(EVENT_NOUNS, m.content)),
        "",
    )
    noun = re.search(EVENT_NOUNS, seed_event, re.I)
    noun_rx = rf"\b{noun.group(1)}\b" if noun else EVENT_NOUNS
    party = knowers(host, noun_rx)
    if any(_event_host(m) == host for m in mems[host]):  # the event is a record: read who holds it
        # (the spread of word before it began, the paper's measure: one who comes upon it
        # going on, or sees how it went, was not told of it, ``knows at the end``)
        begun_s = sim.now_s - (sim.clock.now - ev_start).total_seconds()
        party_end = {rid for rid, ms in mems.items() if any(_event_host(m) == host for m in ms)}
        party = {
            rid
            for rid, ms in mems.items()
            if any(_event_host(m) == host and m.created < begun_s for m in ms)
        }
    else:
        party_end = party
    election = knowers(*cfg["election"]) if cfg["election"] else None
    start_election = None
    if cfg["election"]:
        cand, rx = cfg["election"]
        start_election = 1 + sum(
            any(
                m.meta.get("seed")
                and re.search(rx, m.content, re.I)
                and _mentions(m.content, names[cand])
                for m in mems[rid]
            )
            for rid in mems
            if rid != cand
        )
    tied_talks = tied_intro = intro_all = 0
    introduces = zt.introduces if zt else _introduces
    for c in convs:
        intro_all += introduces(c, names)
        ms = c["members"]
        tied = [
            rid
            for rid in ms
            if all(sim.residents[rid].relations.ties_with(o) for o in ms if o != rid)
        ]
        if len(ms) >= 2 and tied:
            tied_talks += 1
            tied_intro += any(introduces(c, names, only=rid) for rid in tied)
    there = {rid for rid, mins in at_event.items() if mins >= 20}
    came = there & _going_to(sim, host, mems[host])  # (for it: not passing through its place)
    pairs = {tuple(sorted(c["members"][:2])) for c in convs if len(c["members"]) >= 2}
    story = set()
    for rid, r in sim.residents.items():
        for other, text in r.persona.relationships.items():
            back = sim.residents[other].persona.relationships.get(rid, "")
            if STORY.search(text) and STORY.search(back):
                story.add(tuple(sorted((rid, other))))
    per_day: list[int] = []
    start_day = sim.clock.now.date().toordinal() - int(hours // 24)
    for day in range(int(round(hours / 24))):
        talked = set()
        for c in convs:
            when = c["ended"] or sim.clock.text()
            d = _day_of(when, sim.clock.now)
            if d == start_day + day:
                talked |= {
                    tuple(sorted((a, b))) for a in c["members"] for b in c["members"] if a < b
                }
        per_day.append(len(story & talked))
    if MISFIT_EXAMPLES:
        print(f"-- misfits {town} s{seed}: {fit.summary()}", file=sys.stderr)
        print("\n".join(fit.shown(12)), file=sys.stderr)
    if dump:
        Path(dump).mkdir(parents=True, exist_ok=True)
        (Path(dump) / f"{town}_seed{seed}_misfits.txt").write_text("\n".join(fit.examples))
        _dump(Path(dump) / f"{town}_seed{seed}.txt", sim, convs, mems, names)
    from filler_sample import enough_lines

    long_lines, long_days = enough_lines(sim, hours)  # after every other row: it runs on
    return {
        "run": f"{town[:5]} s{seed}",
        "residents": len(names),
        "lines": len(lines),
        "exact dup": f"{_dup_rate(lines):.1%}",
        "masked dup": f"{_dup_rate([mask(x) for x in lines]):.1%}",
        "reflections": len(refl),
        "refl masked distinct": f"{len(set(refl)) / max(1, len(refl)):.1%}",
        "refl bond frames": _bond_frames(refl_said),
        "reflections unsupported": reflection_checks.row(sim, mems),
        "refl receipts": reflection_checks.receipts_row(sim, mems),
        "facts passed (distinct)": f"{len(learned)} ({len(set(learned))})",
        "distinct facts share": f"{len(set(learned)) / max(1, len(learned)):.0%}",
        "broken chains": broken,
        "party knows": f"{len(party)}/{len(names)} {len(party) / len(names):.0%}",
        "knows at the end": f"{len(party_end)}/{len(names)} {len(party_end) / len(names):.0%}",
        "election knows": (
            f"{start_election}->{len(election)}/{len(names)} {len(election) / len(names):.0%}"
            if election is not None
            else "-"
        ),
        "attendance came/knew": f"{len(came)}/{len(came & party)}",
        "joined there/passing": f"{len(came - party)}/{len(there - came)}",
        "pairs talked": len(pairs),
        "story pairs/day": "/".join(str(n) for n in per_day) + f" of {len(story)}",
        "news about listener": f"{told_self} lines, {about_self} facts",
        "tied talks introduced": f"{tied_intro}/{tied_talks}",
        "all talks introduced": f"{intro_all}/{len(convs)} {intro_all / max(1, len(convs)):.0%}",
        "news told again": _told_again(
            convs, mask, (lambda f: zt.fact_words(f, mask)) if zt else None
        ),
        "own news same words": "-" if zt else retell_checks.same_words(convs, sim, mask),
        "top filler /1k lines": (
            zh_checks.filler_row(long_lines, sim, FILLER_EXAMPLES)
            if zt
            else _filler([mask(x) for x in long_lines], sim)
        ),
        "filler sample": f"{len(long_lines)} lines, {long_days} d",
        "questions ignored": _ignored(convs, zh_checks if zt else None),
        "speaker repeats": (zt.self_repeats if zt else _self_repeats)(convs, mask),
        "3rd-person seams": (zt.seams if zt else _seams)(convs, sim),
        "events told after": (zt.after_events if zt else _after_events)(convs, sim),
        "at work": f"{work_in / max(1, work_all):.0%}",
        "least at work": _least_at_work(each_in, each_all, names),
        "action misfits": fit.row(),
        "wall s": f"{wall:.0f}",
    }


def _told_again(convs, mask, fact_words=None) -> str:
    """Talks where a listener is told a fact it was told before (same content words, 70 %+,
    whoever's voice it is told in: "I'm planning a party" and "Ann is planning a party").
    ``fact_words``: a fact's words in the town's language (English words of four letters and
    more when not given)."""
    from game.brains.builtin import extract_news

    def words(fact: str) -> frozenset[str]:
        return frozenset(w for w in re.findall(r"[a-z0-9]{4,}", mask(fact).lower()))

    had: dict[str, list[frozenset[str]]] = {}
    again = 0
    for c in convs:
        hit = False
        told_here = []
        for speaker, _, text in c["lines"]:
            fact = extract_news(text)
            if not fact:
                continue
            w = (fact_words or words)(fact)
            for rid in c["members"]:
                if rid != speaker and w:
                    seen = any(len(w & old) >= 0.7 * len(w) for old in had.get(rid, ()))
                    if seen and AGAIN_EXAMPLES and not hit:
                        print(f"  told again to {rid}: {text[:200]}")
                    hit |= seen
                    told_here.append((rid, w))
            told_here.append((speaker, w))
        for rid, w in told_here:
            had.setdefault(rid, []).append(w)
        again += hit
    return f"{again}/{len(convs)} {again / max(1, len(convs)):.0%}"


def _filler(lines: list[str], sim) -> str:
    """The commonest three-word phrase with no name and no word of a place's name in it."""
    from believability_checks import filler_rate

    place_words = {
        w
        for s in sim.town.tree.sectors()
        for w in re.findall(r"[a-z']+", s.name.lower())
        if w not in ("the", "a", "of", "and")
    }
    # the proper name of a gathering ("Valentine's Day") is content too, as a place's name is
    place_words |= {
        w.lower()
        for r in sim.residents.values()
        for f in r.persona.facts
        if f.event is not None
        for w in re.findall(r"[A-Z][a-z']+", f.event.what)
    }
    # where and when something is (home, a clock time) is content, not a filler
    place_words |= {"home", "quarter", "half", "past", "noon", "midnight", "o'clock"}
    place_words |= {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}
    place_words |= {"ten", "eleven", "twelve"}
    # the town's own sentences (its residents file's facts) are news in their own words
    from believability_checks import content_grams, own_texts

    own = [t for r in sim.residents.values() for f in r.persona.facts for t in own_texts(f)]
    content = content_grams(own, place_words)
    phrase, per_k = filler_rate(lines, lambda x: x, place_words, content)
    if FILLER_EXAMPLES:
        from believability_checks import fillers_over

        shown = [f"-- fillers over 10/1k, {sim.town.name}:"]
        for p, rate, ex in fillers_over(lines, lambda x: x, place_words, 10, 30, content):
            shown += [f"{rate:4d} {p!r}", *(f"       {x}" for x in ex)]
        print("\n".join(shown), file=sys.stderr)
    return f"{per_k} '{phrase}'" if phrase else "-"


def _ignored(convs, reader=None) -> str:
    """``reader``: the checks of the town's language (``zh_checks``), else the English ones."""
    from believability_checks import ignored_questions

    ignored, asked, examples = (reader.ignored_questions if reader else ignored_questions)(convs)
    if IGNORED_EXAMPLES:
        print("\n".join(["-- ignored questions:", *examples]), file=sys.stderr)
    return f"{ignored}/{asked} {ignored / max(1, asked):.1%}"


_PRONOUNS = {"he": "m", "him": "m", "his": "m", "himself": "m", "she": "f", "her": "f",
             "herself": "f"}  # fmt: skip
_PERSON_NOUNS = re.compile(
    r"\b(?:son|daughter|husband|wife|father|mother|dad|mum|mom|brother|sister|friend|boy|girl|"
    r"man|woman|lad|lass|baby|child|pupil|teacher|customer|boss|owner|apprentice|uncle|aunt|"
    r"grand\w+|nephew|niece|cousin|partner|dog|spaniel|cat|kitten|horse|mare|vet|doctor|mayor|"
    r"someone|anyone|everyone|nobody|somebody|one)\b",
    re.I,
)


def _gender(text: str) -> str:
    low = f" {text.lower()} "
    m = sum(low.count(f" {w} ") for w in ("he", "his", "him"))
    f = sum(low.count(f" {w} ") for w in ("she", "her"))
    return "m" if m > f else "f" if f > m else ""


def _seams(convs, sim) -> str:
    """Lines where a speaker, talking of itself in the first person, slips into the third
    ("I walk home for lunch with Ann when he can"): a sentence in the first person with a he/
    she of the speaker's own gender and nobody of that gender named or meant before it."""
    people = {
        r.name: _gender(r.persona.learned + " " + r.persona.lifestyle)
        for r in sim.residents.values()
    }
    firsts = {n.split()[0]: g for n, g in people.items()}
    bad = total = 0
    for c in convs:
        for _speaker, name, text in c["lines"]:
            total += 1
            g = people.get(name, "")
            for sent in re.split(r"(?<=[.!?])\s+", text):
                if not re.search(r"\b(?:I|I'm|I've|I'd|I'll|my|me)\b", sent):
                    continue
                hit = next(
                    (m for m in re.finditer(r"\b[a-z]+\b", sent) if _PRONOUNS.get(m.group()) == g),
                    None,
                )
                if hit is None or not g:
                    continue
                before = sent[: hit.start()]
                named = [firsts.get(w) for w in re.findall(r"\b[A-Z][a-z]+\b", before)]
                if g in named or _PERSON_NOUNS.search(before):
                    continue
                bad += 1
                break
    return f"{bad}/{total}"


def _after_events(convs, sim) -> str:
    """Lines that speak of a gathering as coming after it ended: the record's own name for it
    with a word of the future, said after its end."""
    events = []
    for r in sim.residents.values():
        for f in r.persona.facts:
            if f.event is not None:
                ev = f.event
                end = datetime.fromisoformat(ev.date) + timedelta(minutes=ev.end)
                events.append((ev.what.lower(), end))
    future = re.compile(
        r"tonight|tomorrow|is planning|i'm planning|is throwing|i'm throwing|"
        r"do come|you came|love you to come|will you come|coming up",
        re.I,
    )
    bad = total = 0
    for c in convs:
        try:
            when = datetime.strptime(str(c.get("ended") or ""), "%a %d %b %Y %H:%M")
        except ValueError:
            continue  # still going at the end of the run
        for _s, _n, text in c["lines"]:
            total += 1
            low = text.lower()
            bad += any(w in low and when > end and future.search(text) for w, end in events)
    return f"{bad}/{total}"


def _self_repeats(convs, mask) -> str:
    seen, rep, total = set(), 0, 0
    for c in convs:
        day = (c["ended"] or "")[:15]
        for rid, _, text in c["lines"]:
            for sent in re.split(r"(?<=[.!?])\s+", mask(text)):
                if len(sent.split()) < 4:
                    continue
                total += 1
                key = (rid, day, sent)
                rep += key in seen
                seen.add(key)
    return f"{rep / max(1, total):.1%}"


INTRO = (
    r"nice to meet you|I don't think we've met|never really talked|know your face|name to the face"
)


def _introduces(conv, names, only: str = "") -> bool:
    """Whether anyone (``only``: that resident) in the talk introduces themselves (gives their
    own name, meets someone properly)."""
    for rid, _, text in conv["lines"]:
        if only and rid != only:
            continue
        first = names.get(rid, "").split()[0] if names.get(rid) else ""
        if re.search(INTRO, text, re.I) or (first and re.search(rf"\bI'm {first}\b", text)):
            return True
    return False


def _news_to_subject(convs) -> int:
    """Lines whose shared fact (as the built-in brain's news protocol marks it) is about a
    listener: its subject is the listener's name, or "you"."""
    from game.brains.builtin import extract_news

    n = 0
    for c in convs:
        for speaker, _, text in c["lines"]:
            fact = extract_news(text)
            if not fact:
                continue
            for rid, name in zip(c["members"], c["names"], strict=False):
                if rid != speaker and (
                    fact.startswith((name + " ", name.split()[0] + " ", "you ", "You "))
                ):
                    n += 1
                    break
    return n


def _overlap(a: str, b: str) -> float:
    from game.mind.converse import overlap

    return overlap(a, b)


def _day_of(text: str, now: datetime) -> int:
    """Ordinal day of a clock text ('Fri 13 Feb 2026 07:00' or similar)."""
    m = re.search(r"(\d{1,2}) (\w{3})\w* (\d{4})", text)
    if m:
        return datetime.strptime(" ".join(m.groups()), "%d %b %Y").toordinal()
    return now.toordinal()


def _dump(path: Path, sim, convs, mems, names) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    out = []
    for c in convs:
        out.append(f"\n## {c['ended']} at {c['place']}: {', '.join(c['names'])}")
        out += [f"  {name}: {text}" for _, name, text in c["lines"]]
    out.append("\n\n# REFLECTIONS")
    for rid, ms in mems.items():
        for m in ms:
            if m.kind == "reflection":
                out.append(f"[{names[rid]}] {m.content}   (q: {m.meta.get('question', '')})")
    out.append("\n\n# PLANS")
    for rid, ms in mems.items():
        for m in ms:
            if m.kind == "plan":
                out.append(f"[{names[rid]}] {m.content}")
    out.append("\n\n# LEARNED")
    for rid, ms in mems.items():
        for m in ms:
            if m.meta.get("learned"):
                out.append(f"[{names[rid]} from {m.meta.get('source')}] {m.content}")
    out.append("\n\n# SCHEDULES (actions, last day)")
    for rid, r in sim.residents.items():
        if r.schedule:
            out.append(f"[{names[rid]}] {r.schedule.date}")
            out += [
                f"   {a.start // 60:02d}:{a.start % 60:02d} {a.minutes:3d}m {a.description} @ {a.place}"
                for a in r.schedule.actions
            ]
    path.write_text("\n".join(out), encoding="utf-8")


BREAK = re.compile(r"\b(?:lunch|dinner|snack|breakfast|eat|break)\b")


def _on_break(resident, minute: int) -> bool:
    """The plan has a meal break now (a working minute it is not)."""
    sched = resident.schedule
    blocks = sched.blocks if sched is not None else ()
    now = next((b for b in blocks if b.start <= minute < b.end), None)
    return now is not None and bool(BREAK.search(now.activity))


def _least_at_work(each_in: Counter, each_all: Counter, names: dict[str, str]) -> str:
    """The worker who spent the least of its shift at its workplace: share and first name."""
    shares = {rid: each_in[rid] / n for rid, n in each_all.items() if n >= 6}  # an hour on shift
    if not shares:
        return "-"
    rid = min(shares, key=lambda r: (shares[r], r))
    return f"{shares[rid]:.0%} {names[rid].split()[0]}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hours", type=float, default=48)
    ap.add_argument("--dump", default=None, help="write conversations, reflections, plans here")
    ap.add_argument("--towns", default="smallville,brinewick,larkholme")
    ap.add_argument("--seeds", default="1,7")
    ap.add_argument("--show-ignored", action="store_true", help="print unanswered questions")
    ap.add_argument("--show-again", action="store_true", help="print news told to one who had it")
    ap.add_argument("--show-same", action="store_true", help="print own news said again alike")
    ap.add_argument("--show-unsupported", action="store_true", help="print such reflections")
    ap.add_argument("--show-misfits", action="store_true", help="print actions that do not fit")
    ap.add_argument("--show-fillers", action="store_true", help="print phrases over 10/1k")
    args = ap.parse_args()
    reflection_checks.SHOW = args.show_unsupported
    retell_checks.SHOW = args.show_same
    global IGNORED_EXAMPLES, MISFIT_EXAMPLES, FILLER_EXAMPLES, AGAIN_EXAMPLES
    IGNORED_EXAMPLES = args.show_ignored
    AGAIN_EXAMPLES = args.show_again
    MISFIT_EXAMPLES = args.show_misfits
    FILLER_EXAMPLES = args.show_fillers
    jobs = [(t, int(s)) for t in args.towns.split(",") for s in args.seeds.split(",")]
    with ProcessPoolExecutor(max_workers=2) as pool:
        futs = [pool.submit(run, t, s, args.hours, args.dump) for t, s in jobs]
        rows = [f.result() for f in futs]
    keys = list(rows[0])
    width = max(len(k) for k in keys)
    for k in keys:
        print(f"{k:<{width}}  " + "  ".join(f"{str(r[k]):>16}" for r in rows))


if __name__ == "__main__":
    main()
