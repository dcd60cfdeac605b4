"""Relationships beyond the paper: one small record per person a resident knows.

The paper re-reads dozens of raw memories to describe a relationship before every conversation
line, which is slow and costly. Here the summary is kept up to date after each conversation and
prompts use it directly; raw memories are still retrieved for the topic.

Two texts per person: ``bond``, what the residents file says about them (who they are to me:
"His wife of 21 years", "The pub owner; they have quarrelled"), which never changes, and
``summary``: the bond followed by "Lately: " and the latest word on how things stand, rewritten
after each talk, so "my wife" is never forgotten because the last chat was about the weather.

The process's reading (``game.mind.language``) sorts a bond into family / romance / quarrel /
rival / close / known (``Relationship.kind``): the kinds that decide how two people greet, whom
a secret may be told to (``confidant``) and which pairs are a storyline that seeks itself out
(romance, quarrel).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.mind import language
from game.mind.brain import Housemate


def bond_of(summary: str) -> str:
    """The lasting part of a relationship summary (the residents file's text about them), ""
    when there is only the latest word ("Lately: Tom and I talked about the weather")."""
    if not summary or summary.startswith("Lately: "):
        return ""
    return summary.split(" Lately: ")[0]


def initial_closeness(text: str) -> float:
    """A first guess from the persona file's description, so families start close."""
    kind = language.reading().bond_kind(text)
    return {
        "family": 0.85,
        "romance": 0.65,
        "close": 0.65,
        "quarrel": 0.25,
        "rival": 0.35,
        "known": 0.45,
    }.get(kind, 0.2)


def kind_with(kind: str, feeling: str) -> str:
    """A bond's kind (``kind``, read from its words) with what one feels for them on record: a
    crush makes anyone but family a romance, whatever the bond's words say."""
    return "romance" if feeling == "crush" and kind != "family" else kind


# where closeness starts for people one shares a home, a workplace, a building, a story or a
# village with (game.sim.acquaintance makes the ties)
TIE_CLOSENESS = {"home": 0.6, "work": 0.45, "neighbour": 0.3, "story": 0.3, "town": 0.2}


@dataclass(kw_only=True)
class Relationship:
    other: str
    name: str
    summary: str = ""
    closeness: float = 0.3  # 0 stranger .. 1 family-close
    last_talked: float | None = None  # game seconds
    times_talked: int = 0
    told: list[int] = field(default_factory=list)  # memory ids already shared with this person
    # memory ids of facts one knows they have without having told them (heard in their
    # presence, or a teller said they have it): not told to them, not counted as passed on
    has: list[int] = field(default_factory=list)
    bond: str = ""  # what the residents file says about them; never rewritten
    # what one feels for them, as the residents file records it (``Resident.feelings``:
    # "crush"; "" for nothing beyond the bond); from the file at every start, not saved
    feeling: str = ""
    ties: tuple[str, ...] = ()  # keys of TIE_CLOSENESS the town's data gives us; not saved
    # sectors one knows they live or work at (from the town's data with a tie; not saved)
    places: tuple[str, ...] = ()

    @property
    def kind(self) -> str:
        return kind_with(language.reading().bond_kind(self.bond), self.feeling)

    def confidant(self) -> bool:
        """Someone a secret may be told to: a closest friend, or close family by the bond."""
        return language.reading().confides(self.bond) or (
            self.kind == "family" and self.closeness >= 0.8 and "worr" not in self.bond.lower()
        )


class Relationships:
    """The resident's view of everyone it knows; JSON-safe state."""

    def __init__(self) -> None:
        self._by_id: dict[str, Relationship] = {}
        self._saved: dict[str, dict] = {}  # other -> its ``get_state`` row while it holds
        # everyone's age, as anyone can see it (the town's data at every start; not saved)
        self.ages: dict[str, int] = {}
        # everyone's gender ("female" | "male"; none when the file says nothing), as seen
        self.genders: dict[str, str] = {}
        # what everyone does for a living, known of those one knows (the same)
        self.occupations: dict[str, str] = {}
        # where everyone works or studies (a sector), known of those one knows (the same)
        self.works: dict[str, str] = {}
        # ... and the room of it they work in (an arena; "" when the town does not say)
        self.work_rooms: dict[str, str] = {}
        # where everyone lives (a sector): read through ``home_of``, of those whose places one
        # knows (the same)
        self.homes: dict[str, str] = {}
        # who lives with whom: each resident's household, the others in it (the town's data,
        # as anyone who knows them by name knows it; not saved)
        self.households: dict[str, tuple[str, ...]] = {}
        # what each one's housemates are to them, in their own bond's words ("Her mother, ...":
        # the town's data, as anyone who knows the family knows it; not saved)
        self.household_bonds: dict[str, dict[str, str]] = {}
        # the hours of everyone's day (``brain.Housemate``: up, to bed, at work), read of one's
        # household to plan its shared meals (the town's data; not saved)
        self.hours: dict[str, Housemate] = {}

    def housemates(self, me: str) -> tuple[Housemate, ...]:
        """The others of ``me``'s home with their hours (empty: one lives alone)."""
        return tuple(
            self.hours[k] for k in self.households.get(me, ()) if k in self.hours and k != me
        )

    def know(self, other: str, name: str, summary: str = "") -> Relationship:
        rel = self._by_id.get(other)
        if rel is None:
            rel = Relationship(
                other=other,
                name=name,
                summary=summary,
                bond=summary,
                closeness=initial_closeness(summary) if summary else 0.2,
            )
            self._by_id[other] = rel
        return rel

    def tie(self, other: str, name: str, how: str, places: tuple[str, ...] = ()) -> Relationship:
        """Someone one shares a home or a workplace with (``how``): known by name from the
        start, never met as a stranger, and where they live and work (``places``) known with
        them. Ties come from the town's data at every start."""
        rel = self.know(other, name)
        rel.places = tuple(dict.fromkeys((*rel.places, *places)))
        if how not in rel.ties:
            rel.ties = (*rel.ties, how)
            rel.closeness = max(rel.closeness, TIE_CLOSENESS.get(how, 0.3))
        return rel

    def acquainted(self, other: str) -> bool:
        """Whether one knows them by name: a bond in the residents file, a shared home or
        workplace, or a talk before."""
        rel = self._by_id.get(other)
        return rel is not None and bool(rel.bond or rel.ties or rel.times_talked)

    def ties_with(self, other: str) -> tuple[str, ...]:
        rel = self._by_id.get(other)
        return rel.ties if rel else ()

    def learn_places(self, other: str, places: tuple[str, ...]) -> None:
        """Where someone one has met lives and works (not saved: a load keeps the ties')."""
        rel = self._by_id.get(other)
        if rel is not None:
            rel.places = tuple(dict.fromkeys((*rel.places, *places)))

    def home_of(self, other: str) -> str:
        """Where ``other`` lives as one knows it ("" for not known): the town's word for it
        (``homes``), known once their places came with a tie or a talk (``places``). Not the
        first of ``places`` that is not their work: that list says what is known, not which
        is which."""
        rel = self._by_id.get(other)
        home = self.homes.get(other, "")
        return home if rel is not None and home in rel.places else ""

    def places_of(self, other: str) -> tuple[str, ...]:
        rel = self._by_id.get(other)
        return rel.places if rel else ()

    def get(self, other: str) -> Relationship | None:
        return self._by_id.get(other)

    def household_of(self, other: str, me: str) -> tuple[str, ...]:
        """Those ``other`` lives with whom one knows by name (never oneself)."""
        return tuple(k for k in self.households.get(other, ()) if k != me and self.acquainted(k))

    def kin_bonds_of(self, other: str, me: str) -> tuple[tuple[str, str], ...]:
        """What each of those ``other`` lives with whom one knows by name is to them, as
        (id, the head of their bond's words; "" when it says nothing)."""
        bonds = self.household_bonds.get(other, {})
        return tuple((k, bond_of(bonds.get(k, ""))) for k in self.household_of(other, me))

    def summary_of(self, other: str) -> str:
        """Who they are to me (the bond) and, when it says more, how things stand lately."""
        rel = self._by_id.get(other)
        return rel.summary if rel else ""

    def storylines(self) -> list[Relationship]:
        """People a romance or a quarrel ties the resident to (they seek each other out)."""
        return [r for r in self._by_id.values() if r.kind in ("romance", "quarrel")]

    def __iter__(self):
        return iter(sorted(self._by_id.values(), key=lambda r: -r.closeness))

    def __len__(self) -> int:
        return len(self._by_id)

    def after_talk(
        self, other: str, name: str, now: float, summary: str = "", delta: float = 0.0
    ) -> Relationship:
        rel = self.know(other, name)
        rel.last_talked = now
        rel.times_talked += 1
        if summary:  # the bond stays first: "His wife of 21 years. Lately: we talked about ..."
            lately = summary.split(" Lately: ")[-1]
            rel.summary = f"{rel.bond} Lately: {lately}" if rel.bond else f"Lately: {lately}"
        rel.closeness = min(1.0, max(0.0, rel.closeness + max(-1.0, min(1.0, delta))))
        return rel

    def get_state(self) -> list[dict]:
        """JSON-safe; the bond is not saved: it comes from the residents file at every start
        (``Resident.seed`` runs before a save is restored, and ``set_state`` keeps it).

        A row is made again only when its relationship has changed since the last state, and
        shared with it otherwise (read-only), so an autosave can tell the rows it has already
        checked and encoded by identity (``game.store.slot_memo``)."""
        out, saved = [], self._saved
        for r in self._by_id.values():
            row = saved.get(r.other)
            if row is None or not _holds(row, r):
                # by hand, not ``asdict``: its deep copy of ``told`` grew with every talk
                row = saved[r.other] = {
                    "other": r.other,
                    "name": r.name,
                    "summary": r.summary,
                    "closeness": r.closeness,
                    "last_talked": r.last_talked,
                    "times_talked": r.times_talked,
                    "told": list(r.told),
                    "has": list(r.has),
                }
            out.append(row)
        return out

    def set_state(self, state: list[dict]) -> None:
        seeded = dict(self._by_id)
        self._by_id = {}
        self._saved = {}
        for d in state:
            rel = Relationship(
                **{k: v for k, v in d.items() if k not in ("bond", "ties", "places", "feeling")}
            )
            before = seeded.get(rel.other)
            rel.bond = before.bond if before else d.get("bond", "")
            rel.feeling = before.feeling if before else ""
            rel.ties = before.ties if before else ()
            rel.places = before.places if before else ()
            self._by_id[rel.other] = rel
        for other, rel in seeded.items():  # a tie the save never recorded is still a tie
            if other not in self._by_id and rel.ties:
                self._by_id[other] = rel


def _holds(row: dict, r: Relationship) -> bool:
    """Whether ``row`` (an earlier ``get_state`` row of ``r``) still says what ``r`` holds,
    to the type of each number (a row is written as JSON: 1 and 1.0 differ there)."""
    return (
        row["name"] == r.name
        and row["summary"] == r.summary
        and row["closeness"] == r.closeness
        and type(row["closeness"]) is type(r.closeness)
        and row["last_talked"] == r.last_talked
        and type(row["last_talked"]) is type(r.last_talked)
        and row["times_talked"] == r.times_talked
        and row["told"] == r.told
        and row["has"] == r.has
    )
