"""Does what a resident is doing fit where it is doing it? The "action misfits" row of the
believability bench (``bench_believability.py``).

A sampled resident-minute holds one action of the resident's schedule (its text and its place).
The check never reads meaning out of the action's words: it finds which step of the activity
tables (``game/brains/builtin/data/activities.toml``, with the town's own table merged over it)
the text is, and which activity of the plan block it belongs to, and then compares *kinds*: the
object kind, room (arena) kind and building (sector) kind of the map at the action's place with
what that step and that activity say they need. Misfits, one reason each:

* **object**: the step uses objects of some kinds and the place is not one of them ("take
  ingredients out of the fridge" at a tool shelf, or in a room with no fridge at all);
* **room**: the step names the room kinds it is done in and the place is in another ("take a
  shower" in a kitchen);
* **staff room**: a customer in a shop's kitchen, storeroom, workshop or office (not one the
  one who works there asked in: what two arranged, in the room it names);
* **sector**: the activity is done in a kind of building it never happens in (shopping outside
  any shop; choir practice or a meeting at home);
* **closed**: the building is closed at that minute and the resident does not work there;
* **not where it says**: the activity's text points at a kind of place ("have coffee at the
  cafe") or names a building, and it is done somewhere else;
* **own work away**: the resident's own trade done outside its workplace (where the tables
  give it no steps for that kind of place: marking books at home is a teacher's);
* **another trade**: the steps of a trade that is not the resident's ("cut a key for a customer"
  by someone who does not work a shop floor).

An action no step produced (a reaction, a visit, a block done as one action) is judged by its
activity only: sector, closed, not where it says. Cost: one table index per run, microseconds
per sample.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from game.brains.builtin.activities import classify, work_category
from game.brains.builtin.decompose_parts import TOGETHER, VISIT, part_bounds, split_parts
from game.brains.builtin.place_fit import STAND_IN
from game.brains.builtin.place_words import sectors_named, text_sector_kinds
from game.brains.builtin.tables import active

# texts the decomposer writes around a visit (they go where the other person is)
_VISIT_STEPS = re.compile(r"^(look around for|wait for a word with|keep an eye out for) ")
_CONTINUE = "continue: "
# trades whose steps stay in one workplace (a writer or a gardener may also do it as a hobby)
_TRADES_ALSO = ("teach",)


def asked_in(chunk: str, place) -> bool:
    """What two met for at the other's workplace, in the room the other works in (the mind's
    ``appoint_doing_room``: "stay for ... with Kit at the Chandlery, in the Boatshed"): the one
    who works there asked one in."""
    room = (chunk or "").lower().rpartition(place.sector.lower())[2]
    return bool(TOGETHER.match(chunk or "")) and bool(place.arena) and place.arena.lower() in room


@dataclass(frozen=True)
class Need:
    """One way an action text can come from the tables: a step of a category's step set."""

    cat: str
    objs: tuple[str, ...]
    arenas: tuple[str, ...]
    only_sector: str  # the variant's sector kind ("" for the category's own steps)


def _pattern(text: str) -> re.Pattern:
    parts = re.split(r"\{(?:meal|drink)\}", text)
    return re.compile("^" + ".+".join(re.escape(p) for p in parts) + "$")


class FitIndex:
    """Every step text of the tables in use, to look an action's text up by."""

    def __init__(self) -> None:
        self.tables = t = active()
        self.exact: dict[str, list[Need]] = {}
        self.templates: list[tuple[re.Pattern, Need]] = []
        for cat in (*t.taxonomy, t.generic):
            sets = [("", cat.steps), ("", cat.opening), ("", cat.closing), ("", cat.host_steps)]
            sets += [(k, v) for k, v in cat.variants.items()]
            if cat.idle is not None:
                sets.append(("", (cat.idle,)))
            for kind, steps in sets:
                for st in steps:
                    need = Need(cat.name, st.objs, st.arenas, kind)
                    for text in st.texts:
                        if "{activity}" in text:
                            continue
                        if "{" in text:
                            self.templates.append((_pattern(text), need))
                        else:
                            self.exact.setdefault(text, []).append(need)

    def needs(self, text: str) -> list[Need]:
        found = list(self.exact.get(text, ()))
        found += [n for rx, n in self.templates if rx.match(text)]
        return found


class FitCheck:
    """Counts misfits over one run's samples (``sample`` once per resident-minute)."""

    def __init__(self, sim) -> None:
        self.sim = sim
        self.index = FitIndex()
        self.tree = sim.town.tree
        self.n = 0
        self.bad: Counter = Counter()
        self.examples: list[str] = []
        self._named: dict[str, set[str]] = {}
        self.all_sectors = [s.name for s in self.tree.sectors()]
        self.homes = [s.name for s in self.tree.sectors() if s.kind in self.index.tables.home_kinds]
        self.wcat = {}
        for rid, r in sim.residents.items():
            w = r.persona.work
            akind = self.tree.kinds(w.place)[1] if w and w.place.arena else ""
            self.wcat[rid] = work_category(r.persona.occupation, akind)

    def sample(self, rid: str, now) -> None:
        r = self.sim.residents[rid]
        act = r.current_action(now)
        if act is None or act.description == "sleeping":
            return
        minute = r.day_minute(now, r.schedule.date)
        block = r.schedule.block_at(minute)
        self.n += 1
        why = self.misfit(rid, act, self._part(rid, block, minute), minute % 1440)
        if why:
            self.bad[why] += 1
            if len(self.examples) < 400:
                self.examples.append(
                    f"{why}: {r.name} ({r.persona.occupation}) {now:%a %H:%M} "
                    f"'{act.description}' @ {act.place}  [plan: {block.activity if block else ''}]"
                )

    def _part(self, rid: str, block, minute: int) -> tuple[str, str]:
        """(part, chunk) of the plan block the decomposer gave this minute to: a block "read at
        home, then sit in the park with a book" has two, each with its share of the block."""
        if block is None:
            return "", ""
        parts = split_parts(block.activity)
        weights = [classify(pt, self.wcat[rid]).typical or 90 for pt, _ in parts]
        for part, (s, e) in zip(parts, part_bounds(block.start, block.end, weights), strict=True):
            if s <= minute < e:
                return part
        return parts[-1]

    # ------------------------------------------------------------------ judging
    def misfit(self, rid: str, act, part: tuple[str, str], minute: int) -> str:
        r = self.sim.residents[rid]
        p, t = r.persona, self.index.tables
        place = act.place
        sk, ak, ok = self.tree.kinds(place)
        home = place.sector == p.home.sector
        key = "home" if home else sk
        work = p.work.place if p.work else None
        at_work = work is not None and place.sector == work.sector
        wcat = self.wcat[rid]
        if not at_work and not self.sim.town.is_open(place.sector, minute):
            return "closed"
        if sk in t.home_kinds and not home and place.sector not in self.named(part[1]):
            return "someone else's home"
        if ak in t.staff_arenas and sk not in t.home_kinds and not at_work:
            if not asked_in(part[1], place):
                return "staff room"
        text = act.description
        if text.startswith(_CONTINUE) or VISIT.match(text) or _VISIT_STEPS.match(text):
            return ""  # a gap filler, or going to see someone wherever they are
        # the activity of this part of the block (its place is in its chunk: "have a coffee and
        # write at the cafe"), and the stand-in for one that had nowhere open to go
        cats = {classify(STAND_IN, wcat).name: STAND_IN}
        if part[0]:
            cats[classify(part[0], wcat).name] = part[1]
        needs = self.index.needs(text)
        mine = [n for n in needs if n.cat in cats]
        if not needs or not mine:  # the activity's own text, or an action put in by a reaction
            cat = classify(text, wcat)
            # at what the activity uses, or somewhere to sit or stand ("relax at home" at the
            # stove is not)
            known = cat is not t.generic  # what an unknown activity uses, nobody can say
            if known and ok and ok not in {*cat.objs, *t.generic.steps[0].objs, *t.seat_objects}:
                return "object"
            # its own words say where: "have coffee at the cafe" is not done at home
            names, pointed = self.named(text), text_sector_kinds(text) - {"home", key}
            if (place.sector not in names) if names else (pointed and not at_work):
                return "not where it says"
            return self._where(
                cat.name, cats.get(cat.name, text), key, place, at_work, wcat, minute
            )
        reasons = [
            self._need(n, cats[n.cat], key, ak, ok, place, at_work, wcat, minute) for n in mine
        ]
        return "" if "" in reasons else reasons[0]

    def _need(self, n: Need, part: str, key, ak, ok, place, at_work, wcat, minute) -> str:
        if n.only_sector and n.only_sector != key:
            return "sector"
        if n.objs and ok not in n.objs:
            return "object"
        if n.arenas and ak not in n.arenas:
            return "room"
        return self._where(n.cat, part, key, place, at_work, wcat, minute)

    def _where(self, cat_name: str, text: str, key, place, at_work, wcat, minute: int) -> str:
        t = self.index.tables
        cat = t.by_name.get(cat_name)
        trade = cat_name in t.work_categories or cat_name in _TRADES_ALSO
        if trade and cat_name != wcat:
            return "another trade"
        # (a trade with steps for this kind of place is done there too: marking books at home)
        if trade and cat_name == wcat and not at_work and not (cat and key in cat.variants):
            return "own work away"
        names = self.named(text)
        if place.sector in names:
            return ""
        if cat is None:  # an activity the tables do not know: anywhere but away from its place
            return "not where it says" if names else ""
        # a place it names or a kind it points at ("at the cafe") that is open, and it is done
        # elsewhere (when the cafe is shut, friends may meet in the park instead)
        is_open = lambda s: self.sim.town.is_open(s, minute)  # noqa: E731
        if any(is_open(n) and self._suits(self.tree.sector(n).kind, cat) for n in names):
            return "not where it says"
        if not (cat_name == wcat and at_work) and not self._suits(key, cat):
            return "sector"
        pointed = text_sector_kinds(text) - {"home"}
        if (
            key not in pointed
            and not at_work
            and any(is_open(s.name) for s in self.tree.sectors() if s.kind in pointed)
        ):
            return "not where it says"
        return ""

    def named(self, text: str) -> set[str]:
        """The buildings a text names (as the brain reads names: ``sectors_named``)."""
        got = self._named.get(text)
        if got is None:
            got = self._named[text] = sectors_named(self.all_sectors, text, self.homes)
        return got

    @staticmethod
    def _suits(key: str, cat) -> bool:
        return key in cat.sectors or key in cat.variants

    # ------------------------------------------------------------------ report
    def row(self) -> str:
        n_bad = sum(self.bad.values())
        return f"{n_bad}/{self.n} {n_bad / max(1, self.n):.1%}"

    def shown(self, k: int) -> list[str]:
        """Up to ``k`` examples, taking the reasons in turn (so a rare one shows too)."""
        by: dict[str, list[str]] = {}
        for e in self.examples:
            by.setdefault(e.split(":")[0], []).append(e)
        out: list[str] = []
        while len(out) < k and any(by.values()):
            for lst in by.values():
                if lst and len(out) < k:
                    out.append(lst.pop(len(lst) // 2))
        return out

    def summary(self) -> str:
        return ", ".join(f"{k} {v}" for k, v in self.bad.most_common())
