"""Choosing where: sector, then arena, then object, only ever among the offered options.

Rules, in order of strength: a closed sector loses against any open one (``-1000``); a sector
the activity names ("at the Corner Cafe", "Ann Lee's studio", "the surgery") wins; the
workplace wins for one's own work, the home for home activities; then a kind of place the text
points at ("lunch at the store", "the park") beats the category's preferred sector kinds, then
whatever has the objects the category needs. Other residents' homes are never visited unless
named, and inside one's own home the bedrooms / studios of others are off limits, and the
building's hall (a block's lobby) is passed through, not stayed in: home activities take one's
own rooms unless the text or the step names the hall ("read the notices in the hall"). A step
that names its room ("from the storeroom") leaves a room the activity names.

The kinds and nouns involved are data (``data/places.toml``). Building a ``PlaceIndex`` is
O(options); every choice after that is a small scan. Ties are broken by ``stable_rand`` so a
resident does not always take the same bench.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from game.brains.builtin.activities import Category, Step
from game.brains.builtin.place_words import (  # noqa: F401 - text_*_kinds re-exported
    is_avoided,
    points_away_from_home,
    sectors_named,
    text_arena_kinds,
    text_sector_kinds,
)
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.tables import active
from game.mind.brain import PersonaCard
from game.mind.types import Place, PlaceOption

BATHROOM = "bathroom"  # the arena kind a visitor to a home keeps out of
_WORK_CUE = re.compile(r"\b(?:work|works|working|shift|volunteer|job|tend the|tends the)\b", re.I)


class PlaceIndex:
    """The options of one request, indexed for choosing. Cheap enough to build per call."""

    def __init__(
        self,
        persona: PersonaCard,
        options: Iterable[PlaceOption],
        avoid: Iterable[Place] = (),
        salt: str = "",
        seed: int = 0,
        shared: str = "",
    ) -> None:
        self.persona = persona
        self.seed = seed
        self.tables = t = active()
        self.salt = salt
        # an activity done with someone ("play chess with Tom"): both choose by the same
        # key, so they end up in the same room at the same table
        self.shared = shared
        avoid = tuple(a for a in avoid if isinstance(a, Place))
        base = _base(persona, options, avoid, t)
        self.all, self.options, self.sectors, self.kind, self.open = base[:5]
        self._access, self.obj_kinds = base[5:]
        self._named: dict[str, set[str]] = {}

    # ------------------------------------------------------------------ helpers
    def is_home(self, sector: str) -> bool:
        return sector == self.persona.home.sector

    def is_foreign_home(self, sector: str) -> bool:
        return not self.is_home(sector) and self.kind.get(sector, "") in self.tables.home_kinds

    def passed_through(self, o: PlaceOption, rooms: Iterable[str] = (), text: str = "") -> bool:
        """A hall of one's own home (a block's lobby: ``hall_arenas``) that neither the text
        nor the step's rooms (``rooms``) name: somewhere one walks through, not where one
        spends the evening, eats or sleeps."""
        kind = o.arena_kind
        return (
            kind in self.tables.hall_arenas
            and self.is_home(o.place.sector)
            and kind not in rooms
            and kind not in text_arena_kinds(text)
        )

    def allowed(self, o: PlaceOption, text: str = "") -> bool:
        """False for other residents' bedrooms and studios (unless the text names the room)."""
        access = self._access.get(id(o), True)
        if access is None:
            return o.place.arena.lower() in (text or "").lower()
        return access

    def sectors_named(self, text: str) -> set[str]:
        """The sectors the text names (``place_words.sectors_named``), cached per text."""
        if text not in self._named:
            homes = [s for s, k in self.kind.items() if k in self.tables.home_kinds]
            self._named[text] = sectors_named(self.sectors, text, homes)
        return self._named[text]

    def _rand(self, *parts: object) -> float:
        who = self.shared or self.persona.id
        return stable_rand(self.seed, "place", who, "" if self.shared else self.salt, *parts)

    # ------------------------------------------------------------------ sector
    def sector_for(
        self, cat: Category, text: str, work_cat: str = "", current: Place | None = None
    ) -> str | None:
        """The best sector for an activity, or None when there are no options at all."""
        if not self.sectors:
            return None
        p = self.persona
        kinds_in_text = text_sector_kinds(text)
        # gardening, writing, painting are work for some and hobbies for others: the workplace
        # wins only when the text says it is work (or names the place)
        work_only = cat.name in self.tables.work_categories or cat.name in ("teach", "classes")
        # work the text says is done at home ("mark books and plan lessons at home") is not
        # taken to the workplace
        at_home = "home" in kinds_in_text and not points_away_from_home(kinds_in_text)
        best, best_score, names = None, -1e9, self.sectors_named(text)
        scored = []  # (sector, its score without the hash), in order
        for s, opts in self.sectors.items():
            key = "home" if self.is_home(s) else self.kind.get(s, "")
            score = 0.0
            named = s in names
            if named:
                score += 60
            if key in cat.sectors:
                score += 30 - 4 * cat.sectors.index(key)
            if key in kinds_in_text:  # "lunch at the store": beats lunch's usual place, home
                score += 40
                # "in the park": a place its name says is one ("Ann's Park"), not another of
                # the kind ("Bob's Quay", a park by its map's kind)
                said = self.tables.kind_words.get(key)
                score += 2 if said and re.search(said, s, re.IGNORECASE) else 0
            if (
                p.work is not None
                and s == p.work.sector
                and work_cat
                and cat.name == work_cat
                and (work_only or named or _WORK_CUE.search(text or ""))
                and (named or not at_home)
            ):
                score += 50
            if self.is_home(s) and cat.home_only and not points_away_from_home(kinds_in_text):
                score += 30
            if self.is_foreign_home(s) and not named:
                score -= 200
            if self.obj_kinds.get(s, set()) & set(cat.objs):
                score += 5
            akinds = {o.arena_kind for o in opts if o.arena_kind}
            score += 2 * len(akinds & set(cat.arenas))
            if current is not None and current.sector == s:
                score += 3
            if not self.open.get(s, True):
                score -= 1000
            scored.append((s, score))
        # the scores are whole numbers and the hash adds at most 1: a sector scored below the
        # best less 1 cannot win, and its hash is not worked out (most of them, in a big town)
        least = max(score for _, score in scored) - 1
        for s, score in scored:
            if score >= least:
                score += self._rand("sector", cat.name, s)
                if score > best_score:
                    best, best_score = s, score
        if best_score < 6:  # nothing fits: stay where one is, or go home
            for fallback in (current.sector if current else None, p.home.sector):
                if (
                    fallback in self.sectors
                    and self.open.get(fallback, True)
                    and not self.is_foreign_home(fallback)
                ):
                    return fallback
        return best

    # ------------------------------------------------------------------ arena
    def arena_for(self, sector: str, cat: Category, text: str, work_cat: str = "") -> str:
        p = self.persona
        low = (text or "").lower()
        kinds_in_text = text_arena_kinds(text)
        arenas: dict[str, list[PlaceOption]] = {}
        for o in self.sectors.get(sector, []):
            if o.place.arena and self.allowed(o, text):
                arenas.setdefault(o.place.arena, []).append(o)
        best, best_score = "", -1e9
        for a, opts in arenas.items():
            akind = next((o.arena_kind for o in opts if o.arena_kind), "")
            score = 0.0
            if a.lower() in low and len(a) > 3:
                score += 30
            if akind in kinds_in_text:
                score += 20
            if akind in cat.arenas:
                score += 15 - 2 * cat.arenas.index(akind)
            if (
                work_cat
                and cat.name == work_cat
                and p.work is not None
                and sector == p.work.sector
                and a == p.work.arena
            ):
                score += 40
            if (
                self.is_home(sector)
                and a == p.home.arena
                and (akind in cat.arenas or cat.home_only)
            ):
                score += 6
            if akind == "bathroom" and "bathroom" not in cat.arenas:
                score -= 10
            if self.passed_through(opts[0], cat.arenas, text):
                score -= 25  # a block's lobby: home is one's own flat
            score += min(12, 4 * len({o.obj_kind for o in opts if o.obj_kind in cat.objs}))
            score += self._rand("arena", cat.name, sector, a)
            if score > best_score:
                best, best_score = a, score
        return best

    # ------------------------------------------------------------------ object
    def place_for_step(
        self, sector: str, arena: str, step: Step | None, text: str = "", salt: object = ""
    ) -> Place:
        """An option's place for one sub-action in ``sector`` (near ``arena`` when possible)."""
        opts = [o for o in self.sectors.get(sector, []) if self.allowed(o, text)]
        if not opts:
            opts = self.sectors.get(sector, [])
        low = (text or "").lower()
        objs = step.objs if step else ()
        want_arenas = step.arenas if step else ()
        # at home, the hall is for what the step goes there for (the post), not for a seat
        opts = [o for o in opts if not self.passed_through(o, want_arenas, text)] or opts
        if arena and (
            len(arena) > 3
            and arena.lower() in low
            or any(
                o.place.arena == arena
                and o.arena_kind in text_arena_kinds(text)
                and o.arena_kind not in ("bedroom", "studio")
                for o in opts
            )
        ):
            # the activity names this room ("paint in the dorm common room"): stay in it, unless
            # the step needs an object the room has not ("wash cups" at the counter: the sink
            # is in the kitchen), where the named room's objects still come first (below), or
            # another kind of room ("carry boxes in from the storeroom")
            here = [o for o in opts if o.place.arena == arena]
            rooms = step.arenas if step else ()
            other_room = bool(rooms) and all(o.arena_kind not in rooms for o in here)
            if not other_room and (not objs or any(o.obj_kind in objs for o in here)):
                opts = here or opts
        best, best_score = None, -1e9
        for o in opts:
            if not o.place.obj or o.obj_kind not in objs:
                continue
            akind = o.arena_kind
            score = 5.0 - objs.index(o.obj_kind)
            if o.place.arena == arena:
                score += 10
            if akind in want_arenas:  # the room the step needs ("brush teeth": the bathroom)
                score += 12  # beats the room the activity is in (10): not the kitchen sink
            # one's own bed, wardrobe and desk stay the same all day; other objects vary
            mine = o.obj_kind in self.tables.personal_objects or self.shared
            score += 0.9 * self._rand("obj", "mine" if mine else salt, str(o.place))
            if score > best_score:
                best, best_score = o.place, score
        if best is not None:
            return best
        for wanted in (
            (lambda o: o.arena_kind in want_arenas) if want_arenas else None,
            lambda o: o.place.arena == arena,
            lambda o: True,
        ):
            if wanted is None:
                continue
            pool = [o for o in opts if wanted(o)]
            if pool:
                bare = [o for o in pool if not o.place.obj]
                if bare:
                    return bare[0].place
                # somewhere to sit or stand rather than, say, the sink; the bed last ("chat
                # at the table" in a flat with no table: at the desk or on the sofa)
                pool.sort(
                    key=lambda o: (
                        o.obj_kind not in self.tables.seat_objects,
                        o.obj_kind == "bed",
                        self._rand("any", salt, str(o.place)),
                    )
                )
                return pool[0].place
        return self.fallback()

    def fallback(self, current: Place | None = None) -> Place:
        """Current place if offered, else something at home, else the home address itself."""
        if current is not None and str(current) in {str(o.place) for o in self.options}:
            return current
        home = self.persona.home
        for o in self.options:
            if o.place.sector == home.sector and o.place.arena == home.arena:
                return o.place
        for o in self.options:
            if o.place.sector == home.sector and self.allowed(o):
                return o.place
        return home


# (the options tuple, the persona's home and work, avoid, the tables) -> the index's tables.
# A resident's options are one tuple until a place is learned or a sector opens or closes
# (``SpatialMemory.options``), and it decomposes several times in between: its index is built
# once. Kept by identity, with the tuple itself held so its id is not reused.
_BASES: dict[int, tuple] = {}
_BASES_MAX = 1024


def _base(persona: PersonaCard, options: Iterable[PlaceOption], avoid: tuple, t) -> tuple:
    key = (persona.home, persona.work, avoid, id(t))
    kept = _BASES.get(id(options))
    if kept is not None and kept[0] is options and kept[1] == key:
        return kept[2]
    base = _build(persona, options, avoid, t)
    if isinstance(options, tuple):
        if len(_BASES) >= _BASES_MAX:
            _BASES.clear()
        _BASES[id(options)] = (options, key, base)
    return base


def _build(persona: PersonaCard, options: Iterable[PlaceOption], avoid: tuple, t) -> tuple:
    """The options indexed: (all, those not avoided, by sector, each sector's kind, whether
    it is open, access by option id, the object kinds one may use in each sector)."""
    every: list[PlaceOption] = [o for o in options if isinstance(o, PlaceOption)]
    offered = [o for o in every if not is_avoided(o.place, avoid)] if avoid else every
    sectors: dict[str, list[PlaceOption]] = {}
    for o in offered:
        sectors.setdefault(o.place.sector, []).append(o)
    kind = {
        s: next((o.sector_kind for o in opts if o.sector_kind), "") for s, opts in sectors.items()
    }
    is_open = {s: any(o.open_now for o in opts) for s, opts in sectors.items()}
    # privacy: True allowed, False never, None when the text names the room. A bedroom or
    # studio is its resident's (at home, or at work: an innkeeper's), a staff room (a shop's
    # kitchen or storeroom, an office) for the people who work there, the bathroom of a
    # home for those who live there (one calling does not look for its host in the shower).
    own = {(persona.home.sector, persona.home.arena)}
    works = persona.work.sector if persona.work is not None else ""
    if persona.work is not None:
        own.add((persona.work.sector, persona.work.arena))
    home_sector, private, staff = persona.home.sector, t.private_arenas, t.staff_arenas
    homes = {s: k in t.home_kinds for s, k in kind.items()}  # sector -> a home's
    access_of: dict[int, bool | None] = {}
    obj_kinds: dict[str, set[str]] = {}
    for o in offered:
        access: bool | None = True
        place = o.place
        if arena := place.arena:
            akind = o.arena_kind
            if akind in private:
                if (place.sector, arena) not in own:  # never where one lives (an inn's)
                    access = False if place.sector == home_sector else None
            elif akind in staff and not homes[place.sector]:
                access = place.sector == works
            elif akind == BATHROOM and homes[place.sector] and place.sector != home_sector:
                access = None  # a visitor keeps to the kitchen and the living room
        access_of[id(o)] = access
        if access and o.obj_kind:
            obj_kinds.setdefault(place.sector, set()).add(o.obj_kind)
    return every, offered, sectors, kind, is_open, access_of, obj_kinds
