"""The shapes of the built-in brain's tables: what ``data/*.toml`` becomes once it is read.

Everything here is frozen: the tables are read once, checked, and then shared by every resident
on every thread, so nothing may change them in place. Maps are read-only views, sets are
frozensets and lists are tuples. ``Tables`` compares by identity (``eq=False``) so it can key the
small per-tables caches of compiled regexes (``functools.lru_cache``) at the cost of one pointer
hash, instead of hashing a few thousand words.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType


class TablesError(ValueError):
    """One line naming the file and the entry, e.g.
    ``activities.toml: activity 'cook' names unknown arena kind 'kitchenette'``."""


@dataclass(frozen=True)
class Step:
    """One sub-action template: alternatives (one is picked per use), object kinds, minutes."""

    texts: tuple[str, ...]
    objs: tuple[str, ...] = ()
    minutes: int = 10
    emoji: str = ""
    arenas: tuple[str, ...] = ()  # arena kinds to prefer for this step
    # the age from which one does it (0: anyone): the house's grown-ups' jobs and habits are
    # not a child's or a teenager's (``decompose``); the same in every language's steps
    min_age: int = 0
    # when in the day it fits: (from, to) whole hours of the clock, ``to`` past midnight when
    # smaller ((18, 2): evening to 2 a.m.); None: any time ("sort the morning letters": (5, 12))
    hours: tuple[int, int] | None = None
    # who must be there (``step_fit``): "others" (done with someone: a housemate up at home,
    # anyone else elsewhere), "alone" (for want of company: only with nobody there),
    # "customers" (for customers, patients or a class: only in one's work hours at a place
    # open to them); "": anyone, any time
    company: str = ""
    # "start" / "end": a step of the working day's start or end ("unlock the cabinet", "pack
    # up the notes for the day"): only near one's work hours' start / end; "": any part
    workday: str = ""
    # a step of being served at a counter (ordering, paying): not done by staff eating at their
    # own workplace, who take their food from behind it (``decompose``)
    service: bool = False
    # the last age at which one does it (0: any): a young child's homework ("practise the
    # spelling words") is not a grown student's; the same in every language's steps
    max_age: int = 0
    # at most this many times a working day (0: as often as it comes): a chore ("sweep the shop
    # floor", "go through the invoices") is done once or twice a shift, not twelve times; a
    # customer's turn ("serve a customer") comes round again (``step_walk``)
    times: int = 0
    # when in one's working hours it fits: "early" (their first third: "check the dates on the
    # milk"), "late" (their last third: "sweep the shop floor"); "": any time (``step_fit``)
    shift: str = ""


@dataclass(frozen=True)
class Category:
    """One kind of activity: how to recognise it, where it happens, how it breaks down."""

    name: str
    keywords: tuple[str, ...]
    sectors: tuple[str, ...]
    arenas: tuple[str, ...]
    objs: tuple[str, ...]
    steps: tuple[Step, ...]
    emoji: str
    past: str  # for summaries: "worked at", "ate"
    opening: tuple[Step, ...] = ()
    closing: tuple[Step, ...] = ()
    # steps by the sector kind the place resolved to (lunch at the pub is not lunch at home)
    variants: Mapping[str, tuple[Step, ...]] = field(default_factory=dict)
    # steps when the text is about hosting or setting up ("host the party at ...")
    host_steps: tuple[Step, ...] = ()
    customer: str = ""  # for work categories: what a non-employee does there
    # for a pupils' category (classes): what a grown-up who neither learns nor teaches there
    # does in it (a visitor asked in to talk to the class)
    visitor: str = ""
    home_only: bool = False  # happens at home unless the text names somewhere else
    long: bool = False  # one action for the whole slice (sleep)
    # routines run their steps once, in table order, then idle; other categories cycle
    once: bool = False
    idle: Step | None = None
    typical: int = 0  # minutes of a part when a block holds several activities (0: 90)
    saying: str = ""  # how talk names it, when not by the plan's own words (a language's file)


@dataclass(frozen=True)
class Topic:
    """A subject recognised by a regex: a conversation or reflection topic, a question."""

    name: str
    pattern: str
    lines: tuple[str, ...] = ()  # what to say (questions, reactions); empty for topics
    hides: tuple[str, ...] = ()  # topic names this one makes redundant when both come up


@dataclass(frozen=True)
class KindRef:
    """Where the tables name a place kind: for checking them against one town's map."""

    file: str
    entry: str  # "activity 'meal'"
    field: str  # "sectors", "steps", ...
    axis: str  # "sector" | "arena" | "object"
    kind: str


@dataclass(frozen=True, eq=False)
class Tables:
    """All the built-in brain's word and kind tables, read and checked (``tables.load_tables``)."""

    # activities.toml
    taxonomy: tuple[Category, ...]
    generic: Category
    work_arenas: Mapping[str, str]  # arena kind -> work category
    work_occupations: tuple[tuple[str, str], ...]  # (regex over the occupation, category)
    meals: tuple[str, ...]
    meal_aliases: Mapping[str, str]
    drinks: tuple[str, ...]
    # a filler of a free hour (a plan text, English in every language) -> the age from which
    # one does it ("run errands at {market}": 18); a filler not named here is anyone's
    filler_ages: Mapping[str, int]
    # a residents file's ``project`` key -> the plan text (English in every language) of an
    # hour of one's own time spent on it ("recipes": "copy out the family recipes at home")
    projects: Mapping[str, str]
    # places.toml
    home_kinds: frozenset[str]
    private_arenas: frozenset[str]
    staff_arenas: frozenset[str]
    hall_arenas: frozenset[str]  # passed through at home (a block's lobby), not stayed in
    personal_objects: frozenset[str]
    seat_objects: frozenset[str]
    generic_name_words: frozenset[str]
    sector_nouns: Mapping[str, str]  # sector kind -> regex over an activity text
    arena_nouns: Mapping[str, tuple[str, ...]]  # arena kind -> phrases in an activity text
    opening_times: Mapping[str, int]  # sector kind -> minute it is assumed to open
    # words.toml
    not_verbs: frozenset[str]
    adverbs: frozenset[str]
    irregular: Mapping[str, str]
    gerunds: Mapping[str, str]
    past_irregular: frozenset[str]
    object_cues: frozenset[str]  # words after which "her" is an object, not "my"
    place_words: frozenset[str]
    not_first_words: frozenset[str]  # capitalised words that never start a person's name
    sociable: tuple[str, ...]
    reserved: tuple[str, ...]
    default_places: Mapping[str, str]  # kind -> "the cafe"
    kind_words: Mapping[str, str]  # kind -> regex over a place name, first match wins
    default_phrase: Mapping[str, str]  # category -> "take a walk in {park}"
    place_suffix: Mapping[str, str]  # category -> " in {park}"
    # talk.toml
    news_leads: tuple[str, ...]  # before someone else's news
    # (regex, kind) a question is asked in, first match wins ("" kinds: none, English's)
    question_kinds: tuple[tuple[str, str], ...]
    own_news_leads: tuple[str, ...]  # before one's own news
    emergency_words: str  # regexes, alternatives joined with "|"
    warm_words: str
    event_nouns: str
    topic_questions: tuple[Topic, ...]
    news_reactions: tuple[Topic, ...]
    talk_topics: tuple[Topic, ...]
    reflection_topics: tuple[Topic, ...]
    fallback_importance: tuple[tuple[int, str], ...]
    # speech.toml
    phrases: Mapping[str, tuple[str, ...]]  # set name -> interchangeable lines
    pieces: Mapping[str, tuple[str, ...]]  # what code puts into a line: clock words, ...
    # bookkeeping
    files: tuple[str, ...] = ()
    kind_refs: tuple[KindRef, ...] = ()
    # the sector and arena kinds the town in play has (empty: not known, anything goes)
    town_kinds: frozenset[str] = frozenset()
    # a place kind the town has exactly one of -> that place's name ("the cafe" is then it)
    town_places: Mapping[str, str] = field(default_factory=dict)
    # a place kind -> the sectors holding a place of it (itself or a room of it): "library" ->
    # the school whose reading corner is the town's only library (empty: not known)
    kind_sectors: Mapping[str, frozenset[str]] = field(default_factory=dict)
    # derived in __post_init__
    by_name: Mapping[str, Category] = field(init=False, repr=False)
    order: Mapping[str, int] = field(init=False, repr=False)
    work_categories: frozenset[str] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        set_ = object.__setattr__
        set_(self, "by_name", MappingProxyType({c.name: c for c in self.taxonomy}))
        set_(self, "order", MappingProxyType({c.name: i for i, c in enumerate(self.taxonomy)}))
        set_(self, "work_categories", frozenset(c.name for c in self.taxonomy if c.customer))
