"""The moment a line is spoken in, read from an ``UtteranceRequest``.

Who is talking to whom and what they are to each other (family, friend, romance, quarrel,
stranger, and what one calls them: "Mum", "Dad", a spouse's or a child's first name; see
``address``), where we are and whose place it is (or the street), the speaker's day (done, now,
next), what it saw the listener do, what it already said today and what it has been saying
lately. The mind sends all but the last as ``context`` memories in fixed shapes
(``game.mind.talk_context``); a request without them (a test, another mind) still works: the
scene is simply thinner. Parsing costs a few regexes per request.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date

from game.brains.builtin.address import kind_of, role_and_address
from game.brains.builtin.profile import Profile, profile_of
from game.mind.brain import Feeling, Housemate, Listener, PersonaCard, UtteranceRequest
from game.mind.facts import Fact
from game.mind.types import Gathering, Line, MemoryLine, hhmm_to_min

_TODAY = re.compile(r"^Today is (\d{4}-\d{2}-\d{2})")
_SETTING = re.compile(r"^We are at (.+?) \(([\w ]+)\), (.+)\.$")
_BLOCK = re.compile(
    r"(\d\d:\d\d)-(\d\d:\d\d) ([^|.(]+?)(?: \(doing: ([^)|]*?)(?: \| at ([^)]*))?\))?(?= \||\.|$)"
)
_SEEN = re.compile(r"^Seen (\d\d:\d\d)(?: at (.+?))?: (.+?) is (.+?)\.?$")
_SAID = re.compile(r'"([^"]+)"')
# (a capital after "?" or "!" starts a sentence: "Where were we? The question ..." keeps "The")
_NAME_MASK = re.compile(r"(?<=[a-z,;:] )[A-Z][a-zà-ÿ'’]+")
_RUN_OF_N = re.compile(r"\bN(?: N\b)+")


@dataclass(frozen=True)
class Block:
    start: int
    end: int
    activity: str
    doing: str = ""
    where: str = ""  # the sector of the action in progress


@dataclass
class Scene:
    """Everything a line may draw on (see the module docstring)."""

    sp: PersonaCard
    prof: Profile
    listener: Listener | None
    others: tuple[Listener, ...]
    kind: str  # family | romance | quarrel | rival | close | known | stranger
    role: str  # "wife", "son", "mum", ... ("" when none)
    addr: str  # what the speaker calls the listener
    sector: str
    sector_kind: str
    owners: str  # "my home", "Ann Lee's workplace", "a public place", ...
    now: int
    done: list[Block] = field(default_factory=list)
    current: Block | None = None
    nxt: Block | None = None
    seen: dict[str, tuple[int, str, str]] = field(
        default_factory=dict
    )  # name -> (min, where, doing)
    said: list[str] = field(default_factory=list)  # my lines today, names masked
    lately: tuple[str, ...] = ()  # my lines of the last days, to anyone, names masked
    today: date | None = None
    transcript: tuple[Line, ...] = ()
    memories: tuple[MemoryLine, ...] = ()
    known: tuple[str, ...] = ()  # full names of the people the speaker knows by name
    names: dict[str, str] = field(default_factory=dict)  # their ids -> full names
    mood: Feeling = Feeling()  # the speaker's own mood and what moved it
    gathering: Fact | None = None  # the gathering held here now, as its record
    stance: str = ""  # at a meeting: "with" its host or "against" ("" elsewhere)
    housemates: tuple[str, ...] = ()  # the ids of those the speaker lives with
    housemate_bonds: tuple[tuple[str, str], ...] = ()  # (id, the speaker's bond with them)
    household: tuple[Housemate, ...] = ()  # those housemates with their hours
    home_troubles: tuple[Fact, ...] = ()  # their standing troubles, as records one holds
    retold: dict[str, int] = field(default_factory=dict)  # fact key -> how many one told it
    meet: Gathering | None = None  # the time and place one offers with a yes to a request
    appointment: Gathering | None = None  # the two are meeting now, as they arranged

    # ------------------------------------------------------------------ derived
    @property
    def first(self) -> str:
        return self.sp.first_name()

    @property
    def lname(self) -> str:
        return self.listener.name if self.listener else ""

    @property
    def lfirst(self) -> str:
        return self.lname.split()[0] if self.lname else ""

    @property
    def mine(self) -> list[Line]:
        return [x for x in self.transcript if x.speaker == self.sp.id]

    def said_so_far(self) -> list[str]:
        """My lines today and in this very talk, names masked (the mind's ``said`` holds only
        the day's earlier talks)."""
        return self.said + [mask(x.text) for x in self.mine]

    def studies(self) -> bool:
        """The speaker is a pupil or a student: its weekday place is school, not work."""
        return self.prof.work_cat in STUDY or self.sp.age < 16

    @property
    def last_other(self) -> Line | None:
        return next((x for x in reversed(self.transcript) if x.speaker != self.sp.id), None)

    @property
    def tod(self) -> str:
        m = self.now % 1440
        return "morning" if m < 12 * 60 else "afternoon" if m < 18 * 60 else "evening"

    def again(self) -> bool:
        """We talked earlier today: no second "how are you", no second hello."""
        return self.listener is not None and self.listener.talked_today

    def talked_before(self) -> bool:
        """We have talked before, on this day or an earlier one."""
        return self.listener is not None and self.listener.talked_before

    def at_my_home(self) -> bool:
        return "my home" in self.owners

    def at_my_work(self) -> bool:
        return "my workplace" in self.owners

    def at_their_place(self) -> bool:
        return bool(self.lname) and f"{self.lname}'s" in self.owners

    def lives_with(self, name: str) -> bool:
        """Whether the speaker shares a home with the listener called ``name``."""
        return any(o.name == name and "home" in o.ties for o in self.others)

    def public(self) -> bool:
        return self.owners == "a public place"

    def outdoors(self) -> bool:
        """Out in the street: the mind names no building of a known kind here (the sector is
        the town's own name, no place one goes to: not "fancy seeing you at <the town>")."""
        return self.sector_kind == OUTDOORS and self.public()

    def known_facts(self) -> list[Fact]:
        """The records the speaker holds here: its own facts, what it recalls, what was said
        in this talk."""
        out = [*self.sp.facts, *(m.fact for m in self.memories if m.fact is not None)]
        return out + [ln.fact for ln in self.transcript if ln.fact is not None]

    @property
    def year(self) -> int:
        return self.today.year if self.today else date.today().year

    def working_now(self) -> bool:
        """At my workplace within my hours on what looks like a work block."""
        if not self.at_my_work() or self.sp.work_hours is None:
            return False
        a, b = self.sp.work_hours
        m = self.now % 1440
        return a <= m < b if a < b else (m >= a or m < b)

    def on_shift(self) -> bool:
        """Working now: ``working_now`` on one of one's work days, and not on one's break (a
        meal or a break in one's plan, though at one's place of work)."""
        if not self.working_now():
            return False
        days = self.sp.work_days
        if days and self.today is not None and self.today.strftime("%a").lower()[:3] not in days:
            return False  # (a day off spent at the inn one keeps)
        return self.current is None or not ON_BREAK.search(self.current.activity)


# a block of one's day that is a break, not the shift: no taking orders over one's own lunch
ON_BREAK = re.compile(r"\b(?:lunch|dinner|breakfast|supper|break|snack|eat)", re.I)  # ("heat": no)
STUDY = ("classes", "study")  # the work categories of pupils and students
OUTDOORS = "place"  # the kind the setting line gives a sector of no kind: the street


def mask(text: str) -> str:
    """A line with its capitalised words inside sentences replaced (names, places)."""
    # a full name and a first name mask alike ("Ann Lee" and "Ann": N), as a speaker may say
    # either of someone it knows
    return _RUN_OF_N.sub("N", _NAME_MASK.sub("N", text))


def read(req: UtteranceRequest, seed: int) -> Scene:
    sp = req.speaker
    listeners = tuple(x for x in req.listeners or () if isinstance(x, Listener))
    main = listeners[0] if listeners else None
    kind = kind_of(main)
    role, addr = role_and_address(sp, main, kind, seed)
    place = req.place
    scene = Scene(
        sp=sp,
        prof=profile_of(sp),
        listener=main,
        others=listeners,
        kind=kind or "stranger",
        role=role,
        addr=addr,
        sector=place.sector if place else "",
        sector_kind="",
        owners="a public place",
        now=int(req.now),
        transcript=tuple(x for x in req.transcript or () if isinstance(x, Line)),
        known=tuple(name for _, name in req.known or ()),
        names=dict(req.known or ()),
        mood=req.mood,
        housemates=req.housemates,
        housemate_bonds=req.housemate_bonds,
        household=req.household,
        home_troubles=req.home_troubles,
        gathering=req.gathering_here,
        stance=req.stance,
        retold=dict(req.retold),
        lately=tuple(mask(x) for x in req.said_lately),
        meet=req.request_meet,
        appointment=req.appointment,
    )
    if place is not None and sp.home.sector == place.sector:
        scene.owners = "my home"
    elif place is not None and sp.work is not None and sp.work.sector == place.sector:
        scene.owners = "my workplace"
    mems = []
    for m in req.memories or ():
        if not isinstance(m, MemoryLine):
            continue
        if m.kind != "context":
            mems.append(m)
            continue
        _context(scene, m.text)
    scene.memories = tuple(mems)
    return scene


def _context(scene: Scene, text: str) -> None:
    m = _TODAY.match(text)
    if m:
        scene.today = date.fromisoformat(m.group(1))
        return
    m = _SETTING.match(text)
    if m:
        scene.sector, scene.sector_kind, scene.owners = m.group(1), m.group(2), m.group(3)
        return
    if text.startswith(("My day so far:", "Now:", "Next:")):
        for part, which in _day_parts(text):
            for b in _BLOCK.finditer(part):
                blk = Block(hhmm_to_min(b.group(1)), hhmm_to_min(b.group(2)), b.group(3).strip())
                if which == "done":
                    scene.done.append(blk)
                elif which == "now":
                    scene.current = Block(
                        blk.start, blk.end, blk.activity, b.group(4) or "", b.group(5) or ""
                    )
                else:
                    scene.nxt = blk
        return
    m = _SEEN.match(text)
    if m:
        scene.seen[m.group(3)] = (hhmm_to_min(m.group(1)), m.group(2) or "", m.group(4))
        return
    if text.startswith("Said today:"):
        scene.said = [mask(x) for x in _SAID.findall(text)]


def _day_parts(text: str) -> list[tuple[str, str]]:
    out = []
    for label, which in (("My day so far:", "done"), ("Now:", "now"), ("Next:", "next")):
        i = text.find(label)
        if i < 0:
            continue
        rest = text[i + len(label) :]
        cut = min((rest.find(x) for x in ("Now:", "Next:") if rest.find(x) >= 0), default=-1)
        out.append((rest[:cut] if cut >= 0 else rest, which))
    return out
