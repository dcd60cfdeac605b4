"""The narrow interface between the mind's pipeline and whatever generates text.

The mind (perceive, retrieve, reflect, plan, react, converse) decides *when* to think and *what
context* to give; a ``Brain`` only turns a typed request into a typed, validated result. Two
implementations exist: the deterministic built-in brain (``game.brains.builtin``) and the LLM brain
(``game.brains.llm.brain``). Swapping them changes the words, never the pipeline.

Every request carries everything the brain needs (persona card, retrieved memories, known
places), so a brain is stateless with respect to residents and may be called from worker
threads.

A brain that cannot answer a step raises ``StepFailed``; the brain the mind is handed is a stack
of layers (``game.brains.layers``) whose fallback layer turns that into another brain's answer,
so the mind never sees an exception. ``STEPS`` names the step methods: layers generate one
method per name, so a new step is one table entry, not a new method in every wrapper.
"""

from __future__ import annotations

import abc
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np

from game.mind.facts import Fact
from game.mind.records import Doing, Errand
from game.mind.types import Action, Gathering, Line, MemoryLine, Place, PlaceOption, PlanBlock


@dataclass(frozen=True, kw_only=True)
class PersonaCard:
    """What a prompt needs to know about a resident: the paper's persona seed plus state."""

    id: str
    name: str
    age: int
    gender: str = ""  # "female" | "male" ("": not known)
    occupation: str = ""
    innate: str = ""
    learned: str = ""
    currently: str = ""
    lifestyle: str = ""
    daily_requirement: str = ""
    wake: int = 7 * 60  # minutes since midnight
    sleep: int = 23 * 60  # may be < wake for after-midnight bedtimes
    home: Place
    work: Place | None = None
    work_hours: tuple[int, int] | None = None  # minutes since midnight
    work_days: tuple[str, ...] = ()
    # the resident's own standing facts from the residents file, with its own words for them
    # (``Fact.mine``): what it is busy with, worried about, planning; empty for a prose file
    facts: tuple[Fact, ...] = ()
    # what it works at in its own time, as the residents file's key ("recipes"; "": nothing)
    project: str = ""

    def first_name(self) -> str:
        return self.name.split()[0]


@dataclass(frozen=True, kw_only=True)
class NeedNote:
    """Why a re-plan is asked for when a need presses: which need (fullness, energy, social),
    how low (0..1), since when it went unmet (words: "breakfast"), the minute of the plan day
    from which the rest is planned, and where the resident would see to it (a sector of its
    places that is open now, its home when it is there or nowhere else would do; "" when it
    knows none)."""

    need: str
    level: float
    since: str
    minute: int
    place: str = ""
    at_home: bool = False  # ``place`` is the resident's home


@dataclass(frozen=True, kw_only=True)
class Housemate:
    """Someone one lives with, as a day plan sees them: age and hours (the town's data, as a
    household knows its own): when they get up and go to bed, and when and on which days they
    work (None: no work hours)."""

    id: str
    age: int = 0
    wake: int = 7 * 60
    sleep: int = 23 * 60
    work_hours: tuple[int, int] | None = None
    work_days: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class PlanDayRequest:
    persona: PersonaCard
    date: str  # "2026-02-13"
    weekday: str  # "fri"
    memories: tuple[MemoryLine, ...] = ()  # yesterday's salient memories and reflections
    previous_plan: tuple[PlanBlock, ...] = ()  # yesterday's plan, for reuse
    # a need at its worst that this re-plan is for (``game.mind.needs_plan``); None: a plain plan
    need: NeedNote | None = None
    # the others of one's home (``Relationships.households``) with their hours: meals the
    # household shares are planned at one time for all of them; empty: one lives alone
    household: tuple[Housemate, ...] = ()
    # the people one means to go and find today, and why (``game.mind.errands``): a request to
    # make, a storyline, an intention of one's reflections; empty: none
    errands: tuple[Errand, ...] = ()


@dataclass(frozen=True, kw_only=True)
class DayPlan:
    """5-8 broad blocks covering the waking day, in time order, non-overlapping."""

    blocks: tuple[PlanBlock, ...]


@dataclass(frozen=True, kw_only=True)
class DecomposeRequest:
    """Split one block slice (at most an hour, or a long sleep) into 5-15 minute actions."""

    persona: PersonaCard
    block: PlanBlock  # the slice to decompose (start/end already clipped)
    day_plan: tuple[PlanBlock, ...]
    options: tuple[PlaceOption, ...]  # places the resident knows
    memories: tuple[MemoryLine, ...] = ()
    current_place: Place | None = None
    # the sectors where someone else is now, up and about (at one's own home: one's household
    # or a visitor, not a neighbour in another flat); None: not known
    company: frozenset[str] | None = None
    # the sectors outside their opening hours at the slice's start, one's own workplace too
    # (its staff may be in, its customers are not); None: not known
    shut: frozenset[str] | None = None
    # what the resident did today before the slice (the schedule's actions): a routine's steps
    # already done are not done again (a talk or a meal put in cut it, the day was re-planned)
    done: tuple[Action, ...] = ()


@dataclass(frozen=True, kw_only=True)
class ChoosePlaceRequest:
    persona: PersonaCard
    activity: str
    options: tuple[PlaceOption, ...]
    avoid: tuple[Place, ...] = ()  # e.g. a place that just closed
    current_place: Place | None = None


@dataclass(frozen=True, kw_only=True)
class ImportanceRequest:
    persona: PersonaCard
    texts: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class ReflectQuestionsRequest:
    persona: PersonaCard
    memories: tuple[MemoryLine, ...]
    count: int = 3
    # one's standing bonds with the people talked with in ``memories``, and one's family
    # (as ``InsightRequest``'s): what matters to one is asked about before hearsay
    bonds: tuple[MemoryLine, ...] = ()
    family: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True, kw_only=True)
class InsightRequest:
    persona: PersonaCard
    question: str
    memories: tuple[MemoryLine, ...]
    count: int = 2
    # one's standing bonds (the residents file's) with the people talked with in ``memories``:
    # who they are to one, which comes to mind with them (may be cited as evidence too)
    bonds: tuple[MemoryLine, ...] = ()
    # when one reflects, written as the memories' times are ("13 Feb 07:42"): a thought says
    # when a coming gathering is as one would say it that day ("tomorrow evening")
    now: str = ""
    # where the people one talked with in ``memories`` live and work, as one knows it: (full
    # name, sectors); one finds them there, which is no thought ("seems to be around whenever
    # I look in at her own tea room")
    places: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # one's family, as the residents file has them: (full name, one's bond text); a thought
    # calls one's mother "Mum", not by her first name
    family: tuple[tuple[str, str], ...] = ()
    # one's decisions about the gatherings the news in ``memories`` names (plan memories, each
    # with its ``decided`` record; may be cited as evidence): what that news means to one's
    # own plans ("I work then, so I won't go")
    plans: tuple[MemoryLine, ...] = ()


@dataclass(frozen=True, kw_only=True)
class Insight:
    text: str
    evidence: tuple[int, ...]  # memory ids, each one of the request's memories
    # the people it concerns, by name as the memories write them, and what the resident means
    # to do about them (one of INTENTS; "" for none): a conclusion that leads somewhere
    about: tuple[str, ...] = ()
    intent: str = ""

    def __post_init__(self) -> None:
        if self.intent not in INTENTS:
            raise ValueError(f"unknown intent {self.intent!r}")


INTENTS: tuple[str, ...] = (
    "",
    "see",  # seek them out: one enjoys them, misses them, is sweet on them
    "help",  # look in on them: they are ill or worried
    "settle",  # put a quarrel right
    "avoid",  # keep out of their way for now
)


@dataclass(frozen=True, kw_only=True)
class OtherView:
    """How the deciding resident sees another resident right now."""

    id: str
    name: str
    activity: str
    relationship: str = ""  # the decider's summary of the other
    available: bool = True  # not asleep, not already talking, not just out of a talk
    # not asleep and not in a talk (may be just out of one: someone who came to find them
    # still has their word)
    free: bool = True


@dataclass(frozen=True, kw_only=True)
class ReactionRequest:
    persona: PersonaCard
    now: int  # minutes since midnight
    current_action: str
    observation: str
    other: OtherView | None = None
    memories: tuple[MemoryLine, ...] = ()
    intent: str = ""  # what the decider concluded it means to do about ``other`` (INTENTS)
    lonely: bool = False  # its social need presses: it has had no company for too long


@dataclass(frozen=True, kw_only=True)
class Reaction:
    decision: str  # "continue" | "react" | "talk"
    reason: str = ""
    activity: str = ""  # for "react": what to do instead
    minutes: int = 0  # for "react": for how long

    def __post_init__(self) -> None:
        if self.decision not in ("continue", "react", "talk"):
            raise ValueError(f"unknown reaction {self.decision!r}")


@dataclass(frozen=True)
class Feeling:
    """One's mood as a record: its word and what moved it lately, both keys of the mind's
    data (``game/mind/data/inner.toml``: ``words``, ``events``), never English to parse."""

    word: str = ""  # "glad", "low", "upset", ... ("" unknown, or emotion switched off)
    cause: str = ""  # "workplace_closed", "quarrel", ... ("" nothing lately)
    shows: bool = False  # bad enough for those close to see (``inner.mood.shows``)
    heard: bool = False  # the cause befell someone close to one, not oneself
    who: tuple[str, ...] = ()  # then, whom it befell (resident ids): not told to them as news
    lonely: bool = False  # its social need presses: no company for too long (needs, not mood)
    # the needs one would say one feels, furthest below first ("social", "fullness", "energy":
    # keys of the mind's data): below their level now, or lately and not yet eased since
    # (``inner.urges.felt_lately``); what one may tell someone one knows, once a day
    low: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class Listener:
    id: str
    name: str
    relationship: str = ""
    knows: bool = False  # the speaker knows them by name (a bond, a shared home or work, a talk)
    ties: tuple[str, ...] = ()  # "home", "work", "neighbour": what the speaker shares with them
    places: tuple[str, ...] = ()  # sectors the speaker knows they live or work at
    confidant: bool = False  # someone the speaker tells its secrets (``Relationship.confidant``)
    has: tuple[str, ...] = ()  # keys of the facts the speaker knows they have (told, heard from)
    age: int = 0  # how old they are (0: not known)
    gender: str = ""  # "female" | "male", as anyone can see ("": not known)
    # what they do for a living (the residents file's occupation), known of those one knows
    occupation: str = ""
    # where they work or study (a sector), as anyone who knows them knows it ("" when not)
    works_at: str = ""
    talked_today: bool = False  # the speaker already had a talk with them earlier today
    # no work or school today, as the speaker knows their hours (a retired man, a pupil on a
    # Saturday): nobody asks them what time they finish today
    off_today: bool = False
    talked_before: bool = False  # the speaker has talked with them before (any day)
    # the two have a date agreed (a yes on record since a talk): they are courting now
    courting: bool = False
    # what the speaker feels for them beyond the bond's words, on record ("crush": a romance
    # to the speaker, whatever the bond says; "" for nothing): theirs to know only if told
    feeling: str = ""
    # those they live with whom the speaker knows by name, as (id, age): whom one asks after
    kin: tuple[tuple[str, int], ...] = ()
    # what each of those is to them, as (id, their bond's words: "Her mother"), as anyone who
    # knows the family knows it: "your mum", not her full name, said to her daughter
    kin_bonds: tuple[tuple[str, str], ...] = ()
    # how they visibly feel, set only for one the speaker is close to and only when it shows
    # (a strongly bad mood: a friend notices); empty otherwise
    mood: Feeling = Feeling()


@dataclass(frozen=True, kw_only=True)
class UtteranceRequest:
    speaker: PersonaCard
    listeners: tuple[Listener, ...]
    place: Place
    now: int
    transcript: tuple[Line, ...]
    memories: tuple[MemoryLine, ...] = ()  # retrieved about the listeners and the topic
    news: tuple[
        MemoryLine, ...
    ] = ()  # things the speaker knows and has not told these listeners yet
    # news the speaker holds of those it lives with, not yet told these listeners: the answer
    # when asked after one of them ("How's Jo?"), and offered for nothing else
    household_news: tuple[MemoryLine, ...] = ()
    # news the speaker holds of someone the last line's fact is about (not a listener, not
    # the speaker), not yet told these listeners: "Speaking of Ann, ..."; offered for that only
    related_news: tuple[MemoryLine, ...] = ()
    # at a meeting the two arranged (``appointment``), for the one asked to it: news the speaker
    # holds on what it is for, closest first ("the interview about the old mill": the offer to
    # buy the mill), not yet told these listeners; what it came to say
    matter_news: tuple[MemoryLine, ...] = ()
    # the gathering held here now that the speaker knows of, as its record (what it is about,
    # whose it is): what one talks over at a meeting
    gathering_here: Fact | None = None
    # at a meeting: where the speaker stands, "with" its host or "against" ("" elsewhere, or
    # for the host), the same draw as its show of hands (``game.mind.show_of_hands``)
    stance: str = ""
    # the last line asked the speaker a favour (its record is ``transcript[-1].fact``, with its
    # ``ask``): the speaker's answer, "yes", "maybe" or "no" (``game.mind.requests``); "" else
    request_answer: str = ""
    # with a yes to a request that has the two meet: the time and place the speaker offers
    # (``game.mind.appointments``), to say with the answer; None else
    request_meet: Gathering | None = None
    # the two are meeting now as they arranged (the appointment under way): said when met
    appointment: Gathering | None = None
    max_turns_left: int = 8
    # the speaker already held what the last line told (someone else told it first)
    heard_before: bool = False
    # facts the speaker has told before (keys), each with how many people it told it to: a
    # story told to the fifth person is not told in the words it was told to the first
    retold: tuple[tuple[str, int], ...] = ()
    # the last line told of a gathering (``Line.fact.event``): whether the speaker goes, as the
    # mind decided it ("host", "yes", "no", "work", "asleep", "engaged"; "" when nothing was told)
    going: str = ""
    # what the speaker concluded it means to do about the listener (INTENTS; a reflection's)
    intent: str = ""
    # the people the speaker knows by name, (id, full name) (acquaintance as a record): whom it
    # may call by first name, and how it names them when a record speaks of them
    known: tuple[tuple[str, str], ...] = ()
    mood: Feeling = Feeling()  # the speaker's own mood and its cause
    # the ids of those the speaker lives with (the town's households): news of them is
    # known first-hand at home, and spoken of as family
    housemates: tuple[str, ...] = ()
    # (id, the speaker's bond with them: "Her father, a net-mender ...") of those housemates:
    # what one calls one's own when asked after them ("Dad's fine"), not their first name
    housemate_bonds: tuple[tuple[str, str], ...] = ()
    # those housemates with their hours (the town's data, as a household knows its own): when
    # they are home, for a time one names to someone asked to look in on one of them
    household: tuple[Housemate, ...] = ()
    # the standing troubles (an illness, a worry) of those housemates that the speaker holds as
    # records, known first-hand at home: what family asks after there ("Feeling any better?")
    home_troubles: tuple[Fact, ...] = ()
    # the speaker's own lines in its talks of the last days before today, to anyone (newest
    # last, bounded): what it has been saying a lot lately, to say differently when it can
    said_lately: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class Utterance:
    text: str
    end: bool = False  # the speaker wants to end the conversation after this line
    # ids of the offered news (``UtteranceRequest.news``) this line tells; a brain that leaves
    # it empty has its line compared with the news instead
    told: tuple[int, ...] = ()
    # the record of what the line told: the news told (the mind sets it from ``told``), or a
    # standing fact of the speaker's own the brain says it voiced (``PersonaCard.facts``)
    fact: Fact | None = None
    # keys of the speaker's own standing facts the line also voiced besides ``fact`` (a view of
    # one's own after answering a question about someone's story): told to the listeners too
    also: tuple[str, ...] = ()
    to: str = ""  # the listener the line speaks to, in a group (a question is theirs to answer)
    # set by the mind, not the brain: who the speaker knows has the fact told or heard again
    holders: tuple[tuple[str, tuple[str, ...]], ...] = ()
    asks: bool = False  # the line puts a question to ``to``: they speak next


@dataclass(frozen=True, kw_only=True)
class ConversationSummaryRequest:
    """Asked once per participant after a conversation ends."""

    persona: PersonaCard
    others: tuple[Listener, ...]
    transcript: tuple[Line, ...]


@dataclass(frozen=True, kw_only=True)
class ConversationSummary:
    summary: str  # one sentence, from the persona's point of view
    learned: tuple[str, ...] = ()  # new facts the persona heard from others, as statements
    relationships: dict[str, str] = field(default_factory=dict)  # other id -> updated summary
    closeness: dict[str, float] = field(default_factory=dict)  # other id -> delta in [-1, 1]
    # what the talk itself made, as records this participant now holds (a date asked for and
    # answered): its own words in ``mine``, about[0] the participant
    made: tuple[Fact, ...] = ()
    # how the talk felt to this participant: one of FELT ("good": warm, glad; "bad": it went
    # wrong, hurt; "": an ordinary chat); the inner life feels it (``game.sim.inner_life``)
    felt: str = ""


FELT = ("good", "bad", "")


@dataclass(frozen=True, kw_only=True)
class SummarizeRequest:
    """Condense several old memories into one (forgetting by consolidation)."""

    persona: PersonaCard
    texts: tuple[str, ...]
    # what the texts are: "observation" (what was seen), "conversation" (talks and what was
    # heard in them), "plan", "summary"; "" when mixed or unknown
    kind: str = ""


@dataclass(frozen=True, kw_only=True)
class InterviewRequest:
    """A visitor's question to a resident (the paper's interviews): answered in character from
    what the resident remembers, plans and feels, never from what it could not know."""

    persona: PersonaCard
    question: str
    now: str  # "Fri 13 Feb 2026 14:05"
    activity: str = ""  # what the resident is doing right now
    memories: tuple[MemoryLine, ...] = ()  # retrieved for the question, most relevant first
    plan: tuple[str, ...] = ()  # today's plan, "09:00-17:00 work at the pharmacy"
    relationships: tuple[str, ...] = ()  # "Ann Lee (closeness 0.8): my wife..."
    people: tuple[Listener, ...] = ()  # the same people as records: known, and what we share
    # gatherings still to come (or under way) the resident knows of, and whether it goes
    gatherings: tuple[tuple[Gathering, bool], ...] = ()
    # its own day so far and the day before, as records, oldest first
    doings: tuple[Doing, ...] = ()
    # every fact it holds as a record (its own and those it learned), whatever the question
    held: tuple[MemoryLine, ...] = ()
    # what its reflections concluded it means to do about people: (name, INTENTS value)
    intents: tuple[tuple[str, str], ...] = ()
    mood: Feeling = Feeling()  # how it truly feels now, and what moved it lately


@dataclass(frozen=True, kw_only=True)
class InterviewAnswer:
    text: str  # the answer, first person
    evidence: tuple[int, ...] = ()  # ids of the memories it rests on (among the request's)
    remembers: bool = True  # False: the resident does not know or remember


STEPS: tuple[str, ...] = (
    "plan_day",
    "decompose",
    "choose_place",
    "score_importance",
    "reflect_questions",
    "insights",
    "decide_reaction",
    "next_utterance",
    "summarize_conversation",
    "summarize",
    "answer_question",
)
"""The ``Brain`` step methods, by name: what layers wrap and counters count."""


class StepFailed(Exception):
    """A brain cannot answer this one step (bad reply, spent budget, endpoint down, a bug).

    The fallback layer catches it and asks its fallback brain instead; ``reason`` is a short,
    repeatable phrase ("invalid reply", "budget spent") so reasons can be counted and shown.
    """

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Brain(abc.ABC):
    """Turns requests into validated results, or raises ``StepFailed``.

    ``name`` is what the screen calls the brain; ``hint`` one line telling the user how to get
    more from it (how to switch to a model), "" for none. ``stats``, ``notices`` and the state
    methods default to nothing, so a plain brain only writes its steps.
    """

    name: str = "brain"
    hint: str = ""

    def stats(self) -> dict[str, float]:
        """Flat numbers for the HUD and summaries (calls, fallbacks, tokens)."""
        return {}

    def notices(self) -> tuple[str, ...]:
        """Short lines for the screen (budget spent, endpoint down, fallbacks so far)."""
        return ()

    def get_state(self) -> dict:
        """JSON-safe state a save needs to resume exactly (e.g. plan-reuse memory)."""
        return {}

    def set_state(self, state: dict) -> None:
        """Restore what ``get_state`` returned (an empty dict: nothing saved)."""
        return None

    @abc.abstractmethod
    def plan_day(self, req: PlanDayRequest) -> DayPlan: ...

    @abc.abstractmethod
    def decompose(self, req: DecomposeRequest) -> tuple[Action, ...]: ...

    @abc.abstractmethod
    def choose_place(self, req: ChoosePlaceRequest) -> Place: ...

    @abc.abstractmethod
    def score_importance(self, req: ImportanceRequest) -> tuple[int, ...]:
        """One 1-10 score per text, in order."""

    @abc.abstractmethod
    def reflect_questions(self, req: ReflectQuestionsRequest) -> tuple[str, ...]: ...

    @abc.abstractmethod
    def insights(self, req: InsightRequest) -> tuple[Insight, ...]: ...

    @abc.abstractmethod
    def decide_reaction(self, req: ReactionRequest) -> Reaction: ...

    @abc.abstractmethod
    def next_utterance(self, req: UtteranceRequest) -> Utterance: ...

    @abc.abstractmethod
    def summarize_conversation(self, req: ConversationSummaryRequest) -> ConversationSummary: ...

    @abc.abstractmethod
    def summarize(self, req: SummarizeRequest) -> str: ...

    @abc.abstractmethod
    def answer_question(self, req: InterviewRequest) -> InterviewAnswer: ...


class Embedder(Protocol):
    """Text -> L2-normalised float32 vectors. ``name`` and ``dim`` are recorded in saves."""

    name: str
    dim: int

    def embed(self, texts: list[str]) -> np.ndarray:
        """Return an array of shape (len(texts), dim), float32, rows of unit length."""
        ...
