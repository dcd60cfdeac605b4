"""The schema of the built-in brain's tables: ``data/*.toml`` and a town's ``activities.toml``.

One model per shared file (``FILE_MODELS``) and one for a town's own file (``TownTables``: any
section of any of them, every key optional). The types say what a value may be: a place kind
from the world's vocabulary (``game.world.places``: a typo such as ``kitchenette`` does not fail
quietly, it is refused), a regex that compiles, a line whose ``{placeholders}`` are ones the code
fills in, a time like ``07:00``, a number within bounds, a string of sane length. What needs
more than one file (a ``customer`` naming a category, a variant naming a step set, a topic's
``hides``, every activity complete) is checked after merging, in ``table_load`` and
``table_sections``.

Validation context ``{"town": False}`` marks a shared file, where ``add_keywords`` and a topic's
``before`` (a town's ways to extend the shared tables) are refused.
``docs/schemas/activities.schema.json`` is exported from ``TownTables``.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BeforeValidator,
    Discriminator,
    Field,
    Tag,
    ValidationInfo,
    WithJsonSchema,
    model_validator,
)

from game.world.places import ARENA_KINDS, OBJECT_KINDS, SECTOR_KINDS
from game.world.user_file_problems import problem, shown_value
from game.world.user_file_schema import Schema, text, whole

KINDS = {"sector": SECTOR_KINDS, "arena": ARENA_KINDS, "object": OBJECT_KINDS}
# the placeholders each kind of text may use (what the code fills in with str.format)
SLOTS = {
    "template": frozenset({"park", "market", "pub", "cafe", "library", "college", "plaza"}),
    "step": frozenset({"meal", "drink", "activity"}),
    "phrase": frozenset(
        """addr name me tod Tod place doing Doing block Block since next next_ing next_at
        their_doing topic grievance event day project who what drink fact topics decision
        names role earlier noun home_at done_ing invite whom where when other mate
        hour dom month dest age job start end steps lead n more kin source fact2 story
        plan Plan clock later same_at first_at then_at others face surname given their_work
        Doing_brief Done_ing""".split()
    ),
}
MAX_WORDS = 5_000  # items of a word list, entries of a keyed table
MAX_STEPS = 100
MAX_ACTIVITIES = 1_000


# ---------------------------------------------------------------------------- value types
def _kind(axis: str) -> Any:
    kinds = frozenset().union(*(KINDS[a] for a in axis.split(" or ")))

    def check(v: str) -> str:
        if v not in kinds:
            raise problem(f"unknown {axis} kind {v!r}")
        return v

    js = {"type": "string", "enum": sorted(kinds)}
    return Annotated[str, AfterValidator(check), WithJsonSchema(js)]


SectorKind = _kind("sector")
ArenaKind = _kind("arena")
ObjectKind = _kind("object")
PlaceKind = _kind("sector or arena")  # a profile's place word: "cafe", "plaza"


def _regex(v: str) -> str:
    try:
        re.compile(v)
    except (re.error, RecursionError, OverflowError) as e:
        raise problem(f"bad regex {v!r}: {e}") from None
    return v


Regex = Annotated[
    text(1000),
    AfterValidator(_regex),
    WithJsonSchema({"type": "string", "minLength": 1, "maxLength": 1000, "format": "regex"}),
]


def _slotted(kind: str) -> Any:
    def check(v: str) -> str:
        for slot in re.findall(r"\{(\w*)\}", v):
            if slot not in SLOTS[kind]:
                raise problem(f"unknown placeholder '{{{slot}}}' in {v!r}")
        return v

    allowed = ", ".join("{" + s + "}" for s in sorted(SLOTS[kind]))
    return Annotated[text(500, description=f"may use {allowed}"), AfterValidator(check)]


Template = _slotted("template")
StepText = _slotted("step")
Phrase = _slotted("phrase")
Word = text(500)
Name = text(100)
# what an interview question may be taken to ask, in a language whose questions the built-in
# brain reads by ``question_kinds`` (``interview_asked``): who one is, a usual day, someone, a
# day recalled, news, events ahead, plans (today's, another day's), a what-if, whom one would
# choose, one's mind, mood
QuestionKind = Literal[
    "self", "typical", "someone", "yesterday", "today", "news", "events", "plans", "ahead",
    "closed", "upset", "prefer", "mind", "feeling",
]  # fmt: skip
Emoji = text(20)
Time = text(5, pattern=r"([01]\d|2[0-3]):[0-5]\d", description="like 07:00")


def words(item: Any = Word, max_items: int = MAX_WORDS) -> Any:
    """A non-empty list (leave a key out rather than write [])."""
    return Annotated[list[item], Field(min_length=1, max_length=max_items)]


def table(key: Any, value: Any) -> Any:
    return Annotated[dict[key, value], Field(max_length=MAX_WORDS)]


# ---------------------------------------------------------------------------- steps, activities
def _one_or_more(v: Any) -> Any:
    if isinstance(v, str):
        return [v]
    if isinstance(v, list):
        return v
    raise problem(f"expected some text or a list of texts, got {shown_value(v)}")


def _some_hours(v: list[int]) -> list[int]:
    if v[0] % 24 == v[1] % 24:
        raise problem(f"hours {v} leave no time: leave 'hours' out for any time")
    return v


class Step(Schema):
    """One sub-action: its text (or alternatives), the object kinds it uses, how long."""

    text: Annotated[
        words(StepText, 50),
        BeforeValidator(_one_or_more),
        WithJsonSchema(
            {
                "anyOf": [
                    {"type": "string", "minLength": 1, "maxLength": 500},
                    {
                        "type": "array",
                        "items": {"type": "string", "minLength": 1, "maxLength": 500},
                        "minItems": 1,
                        "maxItems": 50,
                    },
                ],
                "description": "what the resident does; a list: alternatives, one is picked",
            }
        ),
    ]
    objects: words(ObjectKind, 50) = None
    minutes: whole(1, 60) = 10
    emoji: text(20, min_len=0) = ""
    arenas: words(ArenaKind, 50) = None
    # the age from which one does it: 13, a grown-up's job (cooking, the kettle); 18, the
    # house's grown-ups' habits (the news, the radio, the crossword); none: anyone's
    min_age: whole(1, 120, description="the age from which one does it (none: anyone)") = None
    # the last age at which one does it: a young child's homework ("practise the spelling
    # words"), not a grown student's; none: anyone's
    max_age: whole(1, 120, description="the last age at which one does it (none: any)") = None
    # when in the day it fits: [from, to) in whole hours of the clock, "to" past midnight when
    # it is the smaller ([18, 2]); none: any time ("sort the morning letters": [5, 12])
    hours: Annotated[
        list[whole(0, 24)],
        Field(min_length=2, max_length=2, description="[from, to) hours of the clock"),
        AfterValidator(_some_hours),
    ] = None
    # who must be there: "others" (done with someone: a housemate up at home, anyone else
    # elsewhere), "alone" (for want of company: only with nobody there), "customers" (for
    # customers, patients or a class: only in one's work hours at a place open to them)
    company: Literal["others", "alone", "customers"] = None
    # a step of the working day's start or end ("unlock the cabinet", "pack up the notes for
    # the day"): only near the start / end of one's work hours
    workday: Literal["start", "end"] = None
    # a step of being served at a counter (ordering, paying): staff eating at their own
    # workplace skip it
    service: bool = None
    # at most this many times a working day: a chore ("sweep the shop floor") once or twice a
    # shift, not twelve times; none: as often as it comes ("serve a customer")
    times: whole(1, 20, description="at most this many times a day (none: any)") = None
    # when in one's working hours it fits: "early" (their first third), "late" (their last
    # third); none: any time
    shift: Literal["early", "late"] = None


Steps = Annotated[list[Step], Field(min_length=1, max_length=MAX_STEPS)]
# a variant: the name of a [step_sets] entry, or its own steps
Variant = Annotated[
    Annotated[Name, Tag("name")] | Annotated[Steps, Tag("steps")],
    Discriminator(lambda v: "name" if isinstance(v, str) else "steps"),
]


class Generic(Schema):
    """``[generic]``: what an activity no category matches looks like."""

    sectors: words(SectorKind, 50) = None
    arenas: words(ArenaKind, 50) = None
    objects: words(ObjectKind, 50) = None
    steps: Steps = None
    opening: Steps = None
    closing: Steps = None
    host_steps: Steps = None
    idle: Step = None
    variants: table(SectorKind, Variant) = None
    emoji: Emoji = None
    past: text(200) = None
    # how talk names it (a verb phrase, "在图书室干活"); none: talk says the plan's own words
    saying: text(200) = None
    home_only: bool = None
    long: bool = None
    once: bool = None
    typical_minutes: whole(1, 600) = None


class Activity(Generic):
    """``[[activity]]``: a kind of activity, how to recognise it and how it breaks down. In a
    town's file, a shared name changes the fields it gives (``add_keywords`` adds keywords)."""

    name: Name
    keywords: words() = None
    add_keywords: words() = None
    # a language's file: keywords in its own words, added to the English ones (its towns' own
    # plan phrases, "去孙国华的生日晚宴", are matched against them too)
    language_keywords: words() = None
    customer: Name = None
    visitor: Name = None

    @model_validator(mode="after")
    def _town_only(self, info: ValidationInfo) -> Activity:
        if self.add_keywords is not None and not (info.context or {}).get("town", True):
            raise problem("'add_keywords' is only for a town's file")
        return self


class Topic(Schema):
    """A subject recognised by a regex; what to say about it; topics it makes redundant.
    ``before`` (a town's file): the shared topic this one goes before (first match wins)."""

    pattern: Regex = None
    lines: words(Word, 500) = None
    hides: words(Name, 100) = None
    before: Name = None

    @model_validator(mode="after")
    def _town_only(self, info: ValidationInfo) -> Topic:
        if self.before is not None and not (info.context or {}).get("town", True):
            raise problem("'before' is only for a town's file (the shared order is the file's)")
        return self


Topics = table(Name, Topic)


class Importance(Schema):
    score: whole(1, 10)
    pattern: Regex


# ---------------------------------------------------------------------------- the files
class Work(Schema):
    arenas: table(ArenaKind, Name) = None  # arena kind -> work category
    occupations: table(Regex, Name) = None  # regex over the occupation -> category


class Meals(Schema):
    meals: words() = None
    aliases: table(Word, Word) = None
    drinks: words() = None


class ActivitiesSections(Schema):
    """``data/activities.toml``: the activity taxonomy."""

    step_sets: table(Name, Steps) = None
    activity: Annotated[list[Activity], Field(max_length=MAX_ACTIVITIES)] = None
    generic: Generic = None
    work: Work = None
    meals: Meals = None
    # a filler of a free hour (a plan text) -> the age from which one does it
    filler_ages: table(Template, whole(1, 120, description="the age from which one does it")) = None
    # a residents file's ``project`` key -> the plan text of an hour spent on it
    projects: table(Name, Template) = None


class PlacesSections(Schema):
    """``data/places.toml``: place words and kinds."""

    home_kinds: words(SectorKind) = None
    private_arenas: words(ArenaKind) = None
    staff_arenas: words(ArenaKind) = None
    hall_arenas: words(ArenaKind) = None
    personal_objects: words(ObjectKind) = None
    seat_objects: words(ObjectKind) = None
    generic_name_words: words() = None
    sector_nouns: table(SectorKind, words(Regex)) = None
    arena_nouns: table(ArenaKind, words()) = None
    opening_times: table(SectorKind, Time) = None


class Verbs(Schema):
    not_verbs: words() = None
    adverbs: words() = None
    past_irregular: words() = None
    object_cues: words() = None
    irregular: table(Word, Word) = None
    gerunds: table(Word, Word) = None


class Names(Schema):
    place_words: words() = None
    not_first_words: words() = None


class Persona(Schema):
    sociable: words() = None
    reserved: words() = None
    default_places: table(PlaceKind, Word) = None
    kind_words: table(PlaceKind, words()) = None
    default_phrase: table(Name, Template) = None
    place_suffix: table(Name, Template) = None


class WordsSections(Schema):
    """``data/words.toml``: verbs, names and persona words."""

    verbs: Verbs = None
    names: Names = None
    persona: Persona = None


class Reflection(Schema):
    topics: Topics = None
    fallback_importance: Annotated[list[Importance], Field(min_length=1, max_length=100)] = None


class TalkSections(Schema):
    """``data/talk.toml``: what the built-in brain says and listens for."""

    news_leads: words() = None
    own_news_leads: words() = None
    emergency_words: words(Regex) = None
    warm_words: words(Regex) = None
    event_nouns: words(Regex) = None
    topic_questions: Topics = None
    news_reactions: Topics = None
    topics: Topics = None
    reflection: Reflection = None
    # a visitor's question -> what it asks (``QuestionKind``): a language's own ways of asking
    question_kinds: table(Regex, QuestionKind) = None


class SpeechSections(Schema):
    """``data/speech.toml``: sets of interchangeable lines."""

    phrases: table(Name, words(Phrase, 500)) = None
    pieces: table(Name, words(Phrase, 500)) = None


class TownTables(ActivitiesSections, PlacesSections, WordsSections, TalkSections, SpeechSections):
    """A town's own ``maps/<town>/activities.toml``: any section of any shared file, merged
    over them (``game/brains/builtin/table_load.py`` has the merge rules)."""


FILE_MODELS: dict[str, type[Schema]] = {
    "activities.toml": ActivitiesSections,
    "places.toml": PlacesSections,
    "words.toml": WordsSections,
    "talk.toml": TalkSections,
    "speech.toml": SpeechSections,
}
