"""The interview check's truth and scoring (for ``bench/bench_interviews.py``).

The truth of each question comes from the simulation's own state, never from the resident's
memory: what its body did (sampled every 10 game minutes while the run steps), its persona's
work (place, days, hours) and relationships, who shares its home or workplace, and which facts
(``game.mind.records.Fact``) its memory holds as records. English regexes live here, in bench/,
never in game/.

Scoring rules (each answer is right, wrong or "don't know"); "words" are content words: lower
case, stop words and generic words (``GENERIC``) dropped, crudely stemmed (``stem``), so
"baking" = "baked" = "bake" and "taught" = "teach":

* **yesterday pm** ("What did you do yesterday afternoon?"). Truth: every 10-minute sample of
  the previous day 13:00-17:00 (the action, the sector and arena it stood in, "home" when that
  is its home, "work" when its workplace) and everyone it talked with in that window (talks
  that ended by 17:10). The answer is cut into clauses; a clause is a *doing* when it narrates,
  in the past, something the speaker did ("I talked with ...", "I was at ...", "I baked ...",
  "Tobias and I argued ..."), not a state of mind, an intention or something heard ("I know",
  "I have decided", "I was going to", "I heard", "I promised", any present tense), and not
  dated on another day ("... on Saturday 14 February"); in a doing, what was said or heard
  ("about ...", "that ...", "told me ...") is dropped. A doing fits when, if it names a place
  (any word of the town's sector and arena names, bar weak ones like "room" and the town's own
  name), that place is one it was at, and, if it names none, it shares an action word or a talk
  partner's name. Right: a doing fits, and no doing names only buildings (sector names, or
  "home") the body was never in during the afternoon the answer tells (12:00-18:00, sampled
  11:50-18:10 as samples are ten minutes apart): "worked at the forge, then had lunch at the
  tea room" is wrong when it never set foot in the tea room, though the forge fits. Arena
  words are left out of that check ("read" is a verb as well as a "Reading Room", "Tamsin" a
  person as well as "Tamsin's Room"). Don't know: no doing, and it declines ("can't recall").
  Wrong: anything else (it names a building it was not in, only what it did not do, or no
  doing at all).
* **tomorrow am** ("What are you doing tomorrow morning?"). Truth: whether its persona works
  tomorrow (that weekday in ``work.days``) on a shift starting before noon. Work morning:
  right if the answer has any word of its work (workplace sector and arena, occupation before
  any ";", the actions it was seen doing at work in working hours, "work", "shift", "job"),
  don't know if it declines with none, else wrong. Day off or no work: wrong if the answer
  claims work outright ("work", "shift", "job", the workplace's full name or the occupation,
  not negated by "day off", "no work", ...), else right: the issue's "does not claim work on
  a day off", so "I haven't planned tomorrow yet" on a Sunday is right.
* **who: tie** ("Who is X to you?", X with a relationship in the residents file). Truth: the
  kinds of tie in that relationship text (family, partner, friend, colleague, housemate,
  neighbour, rival, known: ``KINDS``), plus housemate / colleague when they share a home /
  workplace sector; "known" when the text names no kind. Only the answer's first sentence
  after "X?" is read. Right: it restates the relationship (half its words), names a true kind
  ("neighbour" counts for a housemate: flats), or, for "known", shows it knows them. Don't
  know: it declines ("I don't think I know anything about"). Wrong: anything else.
* **who: no tie** (X with no relationship either way). Truth: housemate / colleague when they
  share a home / workplace; else "barely known". Right: a true kind or, with no shared place,
  anything that claims no tie they lack ("we've talked a few times", "I know X a little",
  "everyone knows everyone here"); "I don't know anything about X" is right only for a
  stranger it never talked with in a town that is not a village, else don't know. Wrong: it
  claims a tie they do not have (family, friend, colleague, ...).
* **heard: held / heard: not** ("Have you heard that <the fact, as anyone tells it>?", the
  paper's way of asking: "Did you know there is a Valentine's Day party?"). Held: a fact about
  someone else the resident holds as a record (``game.mind.news_holders.held_keys``; learned in a talk
  if it has one, else a seed fact); not held: a fact, not about itself, of a resident it holds
  no fact about at all (else any fact it does not hold). The answer *claims the fact* when it
  has at least two, and at least half, of the fact's words (the subject's name left out).
  Held: right if it claims the fact, don't know if it declines, wrong otherwise (it tells
  something else). Not held: right if it declines, says no, or says it does not know the
  person ("I don't really know Maya; I've only seen them around"); wrong otherwise, whether it
  claims the fact or answers something else ("Ansel? Everyone knows everyone here." ignores
  the question; the row's truth shows "claims it: yes/no" to tell the two apart).
"""

from __future__ import annotations

import random
import re
from datetime import datetime, timedelta
from typing import NamedTuple

STOP = set(
    """a an the and or but if then than so of to in on at by for with from into onto over under
    about after before again all am are as be been being both can could did do does doing done
    down during each few had has have having he her here hers herself him himself his how i i'd
    i'll i'm i've is it it's its itself just me more most my myself no nor not now off once only
    other our ours out own same she should some such that that's their theirs them themselves
    there these they this those through too up very was we were what when where which while who
    whom why will would you your yours yourself yesterday afternoon morning evening today
    tomorrow tonight then also really bit lot little much many one two first last next day days
    time week still again well yes oh though usual usually normally most well."""
    "".split()
)
# verbs and words that say nothing about *what* was done or where
GENERIC = {"talk", "chat", "go", "went", "come", "get", "spend", "have", "do", "be", "say", "tell",
           "told", "hear", "heard", "know", "think", "thing", "something", "plan", "plann",
           "bit", "some", "way", "around", "back", "later", "lately", "while", "few", "again",
           "take", "make", "start", "finish", "keep"}  # fmt: skip
IRREGULAR = {"taught": "teach", "went": "go", "ate": "eat", "sold": "sell", "bought": "buy",
             "made": "make", "met": "meet", "sat": "sit", "swept": "sweep", "wrote": "write",
             "did": "do", "spent": "spend", "had": "have", "took": "take", "kept": "keep",
             "slept": "sleep", "ran": "run", "drank": "drink", "fed": "feed", "brought": "bring",
             "caught": "catch", "left": "leave", "gave": "give", "got": "get", "came": "come",
             "saw": "see", "was": "be", "were": "be", "is": "be", "am": "be", "are": "be",
             "read": "read", "led": "lead", "began": "begin", "drew": "draw", "shut": "shut",
             "worked": "work", "children": "child", "men": "man", "women": "woman"}  # fmt: skip


def stem(w: str) -> str:
    w = w.lower().strip("'’")
    if w.endswith(("'s", "’s")):
        w = w[:-2]
    if w in IRREGULAR:
        return IRREGULAR[w]
    for suf in ("ing", "ed", "es", "s"):
        if w.endswith(suf) and len(w) - len(suf) >= 3 and not w.endswith("ss"):
            w = w[: -len(suf)]
            break
    if len(w) >= 4 and w[-1] == w[-2] and w[-1] not in "ls":
        w = w[:-1]  # shopp -> shop
    if w.endswith("e") and len(w) >= 4:
        w = w[:-1]  # bake -> bak (= baked, baking)
    return w


def words(text: str) -> set[str]:
    """Content words of ``text``, stemmed; stop words and generic words dropped."""
    out = set()
    for w in re.findall(r"[A-Za-zÀ-ÿ'’]+", text):
        lw = w.lower().strip("'’")
        if lw in STOP or len(lw) < 3:
            continue
        s = stem(lw)
        if s not in GENERIC and lw not in GENERIC:
            out.add(s)
    return out


DECLINE = re.compile(
    r"\b(?:can'?t (?:recall|remember|say)|cannot (?:recall|remember)|don'?t (?:remember|recall)"
    r"|(?:do not|don'?t) think I know anything|nothing (?:from it )?stands out"
    r"|haven'?t (?:planned|made (?:any )?plans?|decided|heard)|not that I know|no idea"
    r"|I'?m not sure|I don'?t know(?! \w+ (?:well|a little))|I hadn'?t heard|news to me"
    r"|first I'?ve heard|nothing (?:surprising )?that I'?ve heard)\b",
    re.I,
)


# ---------------------------------------------------------------------------- recording
class Recorder:
    """Samples what every body does (call ``sample(sim)`` every 10 game minutes)."""

    def __init__(self) -> None:
        self.samples: dict[str, list[tuple[datetime, str, str, str, tuple[str, ...]]]] = {}
        self.talks: dict[str, list[tuple[datetime, tuple[str, ...]]]] = {}  # ended talks
        self.talks_ids: dict[str, list[tuple[datetime, tuple[str, ...]]]] = {}
        self._logged: set[int] = set()

    def sample(self, sim) -> None:
        now = sim.clock.now
        for c in sim.talks.log:  # talks that ended since the last sample (they may be short)
            if c["id"] in self._logged:
                continue
            self._logged.add(c["id"])
            for rid in c["members"]:
                with_ = tuple(sim.bodies[o].name.split()[0] for o in c["members"] if o != rid)
                self.talks.setdefault(rid, []).append((now, with_))
                ids = tuple(o for o in c["members"] if o != rid)
                self.talks_ids.setdefault(rid, []).append((now, ids))
        for rid, body in sim.bodies.items():
            place = body.arena
            sector, arena = (place.sector, place.arena) if place else ("outdoors", "")
            partners: tuple[str, ...] = ()
            conv = sim.talks.active.get(body.conversation) if body.conversation else None
            if conv is not None:
                partners = tuple(sim.bodies[o].name.split()[0] for o in conv.members if o != rid)
            self.samples.setdefault(rid, []).append((now, body.activity(), sector, arena, partners))

    def talked(self, rid: str, other: str) -> bool:
        """Whether ``rid`` had a talk with ``other`` in the run (an ended one)."""
        return any(other in with_ for _t, with_ in self.talks_ids.get(rid, []))

    def talk_count(self, rid: str, other: str) -> int:
        """How many talks ``rid`` had with ``other`` in the run (ended ones)."""
        return sum(other in ids for _t, ids in self.talks_ids.get(rid, []))

    def between(self, rid: str, a: datetime, b: datetime):
        return [s for s in self.samples.get(rid, []) if a <= s[0] < b]


# ---------------------------------------------------------------------------- yesterday pm
_PAST_IRREGULAR = (
    "went|ate|sold|bought|made|met|sat|swept|wrote|did|spent|had|took|kept|slept|ran|drank|fed"
    "|brought|caught|left|gave|got|came|saw|read|led|began|drew|shut|taught|put|cut|set|sang|rang"
    "|sent|built|found|told|heard|thought|knew|felt|said"
)
# a clause narrating something done: "I talked ...", "I was at ...", "I was baking ...", "we
# went ..."; never a state of mind, an intention or something heard ("I knew", "I was going
# to", "I heard", "I thought", "I have decided")
_DOING = re.compile(
    r"^(?:yesterday(?: morning| afternoon| evening)?,? |then |and |after that |later "
    r"|in the afternoon,? )*"
    # "..., then worked at the forge": a clause that goes on with the same "I"
    r"(?:(?:I|we|[A-Z]\w+(?: [A-Z]\w+)? and I)\s+|(?<=^then )|(?<=^and then ))(?:"
    r"(?:was|were)\s+(?!going to|planning|thinking|hoping|wondering|worried|sure|told|asked|"
    r"afraid|glad|happy|sad)\w+"
    r"|(?!(?:told|heard|thought|knew|felt|said|decided|wanted|wished|hoped|wondered|believed"
    r"|noticed|learned|learnt|worried|planned|promised|agreed|meant|need|feed|seed|speed|bleed"
    r"|proceed|succeed|exceed|breed)\b)"
    rf"(?:\w+ed|{_PAST_IRREGULAR})\b)",
    re.I,
)
_TOPIC = re.compile(r"\b(?:about|that|told me|said|whether|because)\b.*?(?=\bat\b [A-Z]|$)")


def doings(answer: str) -> list[str]:
    """The clauses of ``answer`` that narrate something the speaker did, with what was said
    or heard in them dropped."""
    out = []
    for clause in re.split(r"[.;!?]\s*|,\s+(?=(?:and )?then )|,\s+and ", answer):
        c = clause.strip()
        if _DOING.match(c):
            out.append(_TOPIC.sub(" ", c))
    return out


class DayTruth(NamedTuple):
    places: set[str]  # words of the sectors and arenas it stood in (+ "home", "work")
    acts: set[str]  # words of its actions and its talk partners' first names
    vocab: set[str]  # every place word of the town (weak words and the town's name left out)
    text: str  # what it did, for a reader
    day: datetime  # yesterday
    near: set[str]  # words of every building it was in 11:50-18:10 (+ "home")
    buildings: set[str]  # words of the town's buildings (+ "home"), as answers name them


_MONTHS = "January February March April May June July August September October November December"


def other_day(clause: str, day: datetime) -> bool:
    """Whether ``clause`` is dated on a day other than ``day`` ("on Saturday 14 February")."""
    for wd in re.findall(r"\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b", clause):
        if wd != day.strftime("%A"):
            return True
    rx = rf"\b({'|'.join(_MONTHS.split())}) (\d{{1,2}})\b|\b(\d{{1,2}}) ({'|'.join(_MONTHS.split())})\b"
    for m in re.finditer(rx, clause):
        month, dd = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        if (month, int(dd)) != (day.strftime("%B"), day.day):
            return True
    return False


def place_vocab(sim) -> set[str]:
    tree = sim.town.tree
    out = {"home", "work"}
    for s in tree.sectors():
        out |= words(s.name)
    for a in tree.arenas():
        out |= words(a.name)
    return out - WEAK - words(sim.town.name)


def building_vocab(sim) -> set[str]:
    """Words of the town's buildings (sectors), weak words, the town's name and the residents'
    first names left out ("Marlow House" names a house, "Tamsin" is a person), and "home"."""
    out = {stem("home")}
    for s in sim.town.tree.sectors():
        out |= words(s.name)
    first = {stem(b.name.split()[0].lower()) for b in sim.bodies.values()}
    return out - WEAK - words(sim.town.name) - first


def yesterday_truth(
    rec: Recorder, rid: str, now: datetime, persona, vocab: set[str], buildings: set[str]
) -> DayTruth:
    day = (now - timedelta(days=1)).replace(hour=0, minute=0, second=0, microsecond=0)
    got = rec.between(rid, day + timedelta(hours=13), day + timedelta(hours=17))
    places: set[str] = set()
    acts: set[str] = set()
    seen: list[str] = []
    for _t, act, sector, arena, partners in got:
        places |= words(sector) | words(arena)
        acts |= words(act) | {stem(p) for p in partners}
        if sector == persona.home.sector:
            places.add("home")
        if persona.work and sector == persona.work.place.sector:
            places.add("work")
            acts.add("work")
        item = f"{act} @ {sector}" + (f" with {', '.join(partners)}" if partners else "")
        if not seen or seen[-1] != item:
            seen.append(item)
    a, b = day + timedelta(hours=13), day + timedelta(hours=17, minutes=10)
    talked = sorted({n for t, with_ in rec.talks.get(rid, []) if a <= t < b for n in with_})
    acts |= {stem(n) for n in talked}
    if talked:
        seen.insert(0, "talked with " + ", ".join(talked))
    text = "; ".join(seen[:8]) + (f" ... ({len(seen)} in all)" if len(seen) > 8 else "")
    near: set[str] = set()
    for _t, _act, sector, _arena, _p in rec.between(
        rid, day + timedelta(hours=11, minutes=50), day + timedelta(hours=18, minutes=10)
    ):  # (a sample each side: they are 10 minutes apart, so a stretch may fall between)
        near |= words(sector) | ({stem("home")} if sector == persona.home.sector else set())
    return DayTruth(places & vocab, acts - WEAK, vocab, text, day, near & buildings, buildings)


WEAK = {stem(w) for w in ("room", "house", "floor", "front", "back", "area", "place", "hall",
                          "main", "side", "corner", "table", "counter", "old", "new", "village",
                          "street", "lane", "road", "green")}  # fmt: skip


def matched(answer: str, truth: DayTruth) -> set[str]:
    """The words by which one of the answer's doings fits what the body did: a doing that
    names a place (any place word of the town) must name one it was at; one that names no
    place must share an action word or a talk partner."""
    out: set[str] = set()
    for d in doings(answer):
        if other_day(d, truth.day):
            continue
        w = words(d)
        named = w & truth.vocab
        out |= (named & truth.places) if named else (w & truth.acts)
    return out


def misplaced(answer: str, truth: DayTruth) -> list[str]:
    """The answer's doings that name buildings, none of them one the body was in that
    afternoon."""
    out = []
    for d in doings(answer):
        named = words(d) & truth.buildings
        if named and not other_day(d, truth.day) and not named & truth.near:
            out.append(d.strip())
    return out


def score_yesterday(answer: str, truth: DayTruth) -> str:
    if matched(answer, truth) and not misplaced(answer, truth):
        return "right"
    if not doings(answer) and DECLINE.search(answer):
        return "dk"
    return "wrong"


# ---------------------------------------------------------------------------- tomorrow am
_WORK_GENERIC = {"work", "shift", "job", "open", "customer"}
_WORK_RX = re.compile(r"\b(?:work(?:ing|s)?|shift|job|open(?:ing)? (?:up|the))\b", re.I)
_OFF = re.compile(
    r"\b(?:day off|no work|not working|don'?t work|off work|rest day|free day|weekend off|"
    r"morning'?s? (?:is )?my own|not (?:at|in|on) .{3,60} until (?:noon|one|two|three|four|five|"
    r"six|seven|eight|nine|ten|eleven|twelve|half|quarter|\d))",
    re.I,
)


class WorkTruth(NamedTuple):
    works: bool  # works tomorrow, on a shift that starts before noon
    loose: set[str]  # any word of its work: sector, arena, occupation, its work actions
    strict: re.Pattern  # what claims work outright: "work", "shift", the sector's full name
    text: str


def tomorrow_truth(rec: Recorder, rid: str, now: datetime, persona) -> WorkTruth:
    tomorrow = now + timedelta(days=1)
    wd = tomorrow.strftime("%a").lower()[:3]
    w = persona.work
    occupation = persona.occupation.split(";")[0]
    if w is None:
        return WorkTruth(False, set(), _WORK_RX, f"{tomorrow:%A}: has no work")
    works = wd in w.days and w.start < 12 * 60
    kw = words(w.place.sector) | words(w.place.arena) | words(occupation)
    kw |= {stem(x) for x in _WORK_GENERIC}
    for t, act, sector, _a, _p in rec.samples.get(rid, []):
        minute = t.hour * 60 + t.minute
        if sector == w.place.sector and w.start <= minute < w.end and act != "sleeping":
            kw |= words(act)
    strict = re.compile(
        rf"{_WORK_RX.pattern}|\b{re.escape(w.place.sector)}\b|\b{re.escape(occupation)}\b", re.I
    )
    hours = f"{w.start // 60:02d}:{w.start % 60:02d}-{w.end // 60:02d}:{w.end % 60:02d}"
    what = (
        f"{tomorrow:%A}: works {hours} at {w.place.sector}"
        if works
        else f"{tomorrow:%A}: no morning work (works {','.join(w.days)} {hours})"
    )
    return WorkTruth(works, kw - WEAK, strict, what)


def score_tomorrow(answer: str, t: WorkTruth) -> str:
    """Work morning: any word of its work counts. Day off: only an outright claim of work
    ("I work ...", "my shift", the workplace's full name) not negated ("day off") counts:
    "take my daughter out in the harbour launch" is no claim of work at the Harbour Office."""
    if t.works:
        if words(answer) & t.loose:
            return "right"
        return "dk" if DECLINE.search(answer) else "wrong"
    claims = bool(t.strict.search(answer)) and not _OFF.search(answer)
    return "wrong" if claims else "right"


# ---------------------------------------------------------------------------- who is X
KINDS = {
    "family": r"wife|husband|son|daughter|mother|mum|mom|father|dad|brother|sister|grand\w*|"
    r"gran|nan|aunt|uncle|niece|nephew|cousin|in-law|parents?|child(?:ren)?|twin|stepson|"
    r"stepdaughter|fianc[ée]e?|family|kid|boy|girl",
    "partner": r"partner|girlfriend|boyfriend|sweetheart|crush|sweet on|in love|fallen for|"
    r"dating|romance",
    "friend": r"friends?|pal|confidant\w*|best mate|mates?",
    "colleague": r"colleague|co-?workers?|boss|employer|employee|apprentice|assistant|deputy|"
    r"works? (?:with|for|alongside|under)|alongside|team|staff|hires?|hired|same (?:shop|office)"
    r"|workplace|work together|at work|work (?:at|in) the same|side by side|same place",
    "housemate": r"housemate|flatmate|roommate|lodger|landlady|landlord|tenant|lives? (?:with|"
    r"under|in the same)|share a (?:house|home|roof)|same house|same roof|under my roof|"
    r"lives? in my (?:building|house)|same building|pass on the stairs|share the flat",
    "neighbour": r"neighbou?rs?|next door|down the (?:road|lane|street)",
    "rival": r"rival|quarrel\w*|feud|argu\w+|complain\w*|row\w*|grudge|at odds|thorn",
    "known": r"customer|regular|acquaintance|teacher|pupil|student|classmate|mentor|supplier|"
    r"patient|client|knows?|known|everyone knows|villager|we'?ve talked|talked a few|"
    r"see (?:him|her|them) (?:at|in|around)",
}
_KIND_RX = {k: re.compile(rf"\b(?:{v})\b", re.I) for k, v in KINDS.items()}
STRANGER = re.compile(
    r"\b(?:don'?t (?:really )?know \w+(?: well| at all)?|barely know|hardly know|know \w+ a "
    r"little|only (?:seen|met)|seen (?:them|him|her) around|never (?:met|spoken)|stranger|"
    r"we'?ve talked a few times|talked a few times|not well)\b",
    re.I,
)
_NOT_KNOWN = re.compile(r"(?:do not|don'?t) think I know anything about", re.I)


def kinds_in(text: str) -> set[str]:
    out = {k for k, rx in _KIND_RX.items() if rx.search(text)}
    if "partner" in out and re.search(r"business partner", text, re.I):
        out = (out - {"partner"}) | {"colleague"}
    return out


def first_sentence(answer: str, first: str) -> str:
    a = re.sub(rf"^{re.escape(first)}\?\s*", "", answer.strip())
    return re.split(r"(?<=[.!?])\s+", a, maxsplit=1)[0]


def shared(persona, other) -> set[str]:
    out = set()
    if persona.home.sector == other.home.sector:
        out.add("housemate")
    if persona.work and other.work and persona.work.place.sector == other.work.place.sector:
        out.add("colleague")
    return out


def who_truth(persona, other, village: bool) -> tuple[set[str], str]:
    rel = persona.relationships.get(other.id, "")
    kinds = kinds_in(rel) if rel else set()
    kinds |= shared(persona, other)
    if rel and not kinds:
        kinds = {"known"}
    if not rel and not kinds:
        kinds = {"barely"}
    text = rel or " / ".join(sorted(kinds)) + (" (a village: knows everyone)" if village else "")
    return kinds, text


def score_who(answer: str, first: str, truth: set[str], rel: str, stranger_ok: bool) -> str:
    """``stranger_ok``: they share nothing and never talked, in a town where not everyone
    knows everyone, so "I don't know anything about X" is the truth."""
    head = first_sentence(answer, first)
    if _NOT_KNOWN.search(head):
        return "right" if stranger_ok and "barely" in truth else "dk"
    rw = words(rel)
    if rel and len(words(head) & rw) >= 0.5 * len(rw):  # it restates the file's relationship
        return "right"
    said = kinds_in(head) - ({"known"} if "known" not in truth else set())
    stranger = bool(STRANGER.search(head))
    if "barely" in truth:  # no tie: right unless it claims one
        if said - {"known", "neighbour"}:
            return "wrong"
        return "right" if stranger or said or head else "dk"
    if "housemate" in truth and "neighbour" in said:  # flats: the same building
        return "right"
    if said & truth:
        return "right"
    if "known" in truth and not stranger and (said or len(words(head) & words(rel)) >= 2):
        return "right"
    return "wrong"


# ---------------------------------------------------------------------------- heard about Y
# "I don't really know Maya; I've only seen them around": so no, it has not heard (but "We've
# talked a few times." is no answer to "have you heard that ...")
_NOT_ACQUAINTED = re.compile(
    r"\b(?:don'?t (?:really )?know \w+|barely know|hardly know|only (?:seen|met)|never "
    r"(?:met|spoken))\b",
    re.I,
)
_YES_NO = re.compile(r"^(?:no|nope|not that I|I haven'?t|I had no idea|I didn'?t know)\b", re.I)


def fact_question(fact) -> str:
    text = fact.text().rstrip(". ")
    return f"Have you heard that {text}?"


def claims_fact(answer: str, fact, names: dict[str, str]) -> bool:
    subject = names.get(fact.subject, "")
    fw = words(fact.text()) - words(subject)
    got = len(words(answer) & fw)
    return got >= 2 and got >= 0.5 * len(fw)


def score_heard(answer: str, fact, held: bool, names: dict[str, str]) -> str:
    claims = claims_fact(answer, fact, names)
    declines = bool(
        DECLINE.search(answer) or _YES_NO.search(answer.strip()) or _NOT_ACQUAINTED.search(answer)
    )
    if held:
        if claims:
            return "right"
        return "dk" if declines else "wrong"
    if declines and not claims:
        return "right"
    return "wrong"


def pick(seed: int, rid: str, what: str, items: list):
    """A reproducible choice (the same in every ablation run of a town and seed)."""
    if not items:
        return None
    return random.Random(f"{seed}:{rid}:{what}").choice(sorted(items))


def score_named(answer: str, truth: list[str], everyone: list[str]) -> str:
    """A question whose answer is people: right when it names (first name) one of ``truth``;
    wrong when it names only others among ``everyone``; "dk" when it names no one."""

    def named(full: str) -> bool:
        return re.search(rf"\b{re.escape(full.split()[0])}\b", answer) is not None

    if any(named(n) for n in truth):
        return "right"
    return "wrong" if any(named(n) for n in everyone) else "dk"
