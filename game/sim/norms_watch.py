"""Norm breaches: who broke one of the town's norms, and who was there to notice.

The norms and the rule are the mind's (``game.mind.inner.norms``); this module reads what is
happening as records and hands them to it:
* once a game minute (after the inner life, which says what each body is doing), every awake
  resident's doing: its building's kind, its object's kind, its emoji, the kind of doing, the
  minute and the weekday (``norms.Doing``); a loud doing in quiet hours, a shop kept open on a
  day it should be shut;
* a conversation concluded with a row in it (a quarrel record, as the inner life reads it):
  raised voices, heard by those in the same building.

Who notices: for a quiet norm everyone in the same building but the breaker's own household
(asleep too: the racket wakes them), for the others those awake in the same building (a shop
kept open, a shouting row carries through the walls), never the breakers. Each witness gets
the breach as a fact record held first-hand, learned from the breaker (as a skill's milestone
is: ``game.sim.practice``), so the news machinery passes it on; feels it (``norm_breach``, by
its persona and closeness to the breaker: ``norms.landing``); and cools a little toward the
breaker, more when it lands hard, and then acts on it: complains of it (its own news in words
of its own, told readily to a few, and said to the breaker's face when the two next talk
alone: ``game.mind.inner.complaints``, ``game.mind.own_asks``) or, if shy by persona, keeps
out of the breaker's way for a day (a reflection with the intent "avoid", read by
``game.mind.intentions``) and complains only behind the breaker's back. A witness who already
holds the record (its key is a keyword of the memory) is not told twice, so a racket that
goes on for an hour is one breach, and a save needs nothing more than the memories, moods and
relationships it already keeps. ``log`` lists this run's breaches for measures (not saved).
"""

from __future__ import annotations

from datetime import timedelta

from game.mind import language, own_asks, requests, wording
from game.mind.facts import PEACE, Fact, remember_own
from game.mind.inner import complaints
from game.mind.inner import norms as nm
from game.mind.inner.appraisal import Felt
from game.mind.inner.norm_files import for_town
from game.mind.news import ANNOUNCE_RETELL
from game.mind.news_holders import note_holders
from game.mind.replan import WEEKDAYS
from game.mind.types import Action, Place
from game.sim import moving
from game.world.address import min_to_hhmm

TAG = "norm breach"  # the keyword of every memory holding a breach
NEWS_IMPORTANCE = 7  # worth telling for a day (game.mind.news: NEWS_MIN 6, a point a day)
STRONG_IMPORTANCE = 8  # one that landed hard: the first thing one tells
# a complaint ("... and I'll say so") is told to a few, not only to the first who will listen
# (who may have been there too): as many as news one breaks about oneself
COMPLAINT_REACH = ANNOUNCE_RETELL
AWAY = ":away"  # a thought of keeping away from a breach's breakers: its key and this
LOST_SLEEP = 0.15  # of one's energy, woken in the night by a racket
QUIET_MINUTES = 5  # a breaker told to its face and sorry turns it down, then gets on
KNOCK_MINUTES = 10  # a neighbour goes round to the racket's door for this long
KNOCK_EMOJI = "🚪"
LASTS = 20 * 60  # a breach still going this long (game seconds) after one noticed it went on


class NormsWatch:
    """The town's norms and the breaches seen this run (``sim.norms``)."""

    def __init__(self, tables: nm.NormTables, kinds_of, personas) -> None:
        """``kinds_of(place)`` -> (building, room, object) kinds of a map address."""
        self.tables = tables
        self.kinds_of = kinds_of
        self.homes = {p.id: (p.home.sector, p.home.arena) for p in personas}
        self.work = {p.id: p.work.place.sector if p.work else "" for p in personas}
        self.innate = {p.id: p.innate for p in personas}
        self._kinds: dict[str, tuple[str, str, str]] = {}
        self.log: list[dict] = []  # this run's witnessed breaches (for measures)

    @classmethod
    def of_town(cls, town, personas) -> NormsWatch:
        """The watch over ``town``'s norms: the shipped ones with its own file over them
        (``maps/<town>/norms.toml`` beside its map, checked when the town was loaded)."""
        path = town.tmx_path.parent / "norms.toml" if town.tmx_path is not None else None
        tables = for_town(str(path) if path else None, getattr(town, "language", None) or "en")
        return cls(tables, town.tree.kinds, personas)

    # ------------------------------------------------------------------ each minute
    def advance(self, sim) -> None:
        now_s, step = sim.now_s, sim.clock.step_seconds
        if int(now_s // 60) == int((now_s - step) // 60):
            return
        now = sim.clock.now
        minute, weekday = now.hour * 60 + now.minute, WEEKDAYS[now.weekday()]
        live = [
            n
            for n in self.tables.norms
            if (n.kind == "quiet" and n.in_hours(minute))
            or (n.kind == "closed" and weekday in n.days)
        ]
        if not live:
            return
        states = sim.inner.states
        for rid in sim.order:
            body = sim.bodies[rid]
            action = body.action
            if body.asleep or action is None or body.path or body.arena is None:
                continue
            building, _, obj = self.kinds(action.place)
            doing = nm.Doing(minute, weekday, building, obj, action.emoji, states[rid].doing)
            for norm in live:
                if nm.broken(norm, doing, self.tables):
                    self.breach(sim, norm, (rid,), building, body.arena)

    def kinds(self, place) -> tuple[str, str, str]:
        key = str(place)
        kinds = self._kinds.get(key)
        if kinds is None:
            try:
                kinds = self.kinds_of(place)
            except KeyError:  # a place the map does not have: nothing to read
                kinds = ("", "", "")
            self._kinds[key] = kinds
        return kinds

    def talk_concluded(self, sim, rid: str, ids) -> None:
        """``rid`` concluded a talk that left the memories ``ids``: a row was raised voices;
        one told to its face of its racket while still at it turns it down if it said sorry."""
        self._quieten(sim, rid, ids)
        norms = self.tables.of_kind("voice")
        here = sim.bodies[rid].arena
        if not norms or here is None:
            return
        mind = sim.residents[rid]
        for i in ids or ():
            meta = mind.memory.get(i).meta
            fact = meta.get("fact")
            if (
                meta.get("event")
                and isinstance(fact, dict)
                and fact.get("topic") == "quarrel"
                and not str(fact.get("key", "")).startswith(PEACE)  # (made up: no raised voices)
            ):
                who = sorted({rid, *(a for a in fact.get("about", ()) if a in sim.bodies)})
                for norm in norms:
                    self.breach(sim, norm, tuple(who), self.kinds(here)[0], here)
                return

    # ------------------------------------------------------------------ a breach
    def witnesses(self, sim, norm: nm.Norm, breakers, building: str, where) -> list[str]:
        out = []
        for oid in sim.order:
            body = sim.bodies[oid]
            a = body.arena
            if oid in breakers or a is None or a.sector != where.sector:
                continue
            if norm.kind == "quiet":
                if any(self._household(oid, b, building) for b in breakers):
                    continue
            elif body.asleep:
                continue
            elif norm.kind == "closed" and self.work[oid] == where.sector:
                continue
            if sim.scheduler.workers and sim.scheduler.busy(oid):
                continue  # being thought about on a worker: it missed it
            out.append(oid)
        return out

    def _household(self, a: str, b: str, building: str) -> bool:
        (sa, ra), (sb, rb) = self.homes[a], self.homes[b]
        return sa == sb and (building in self.tables.private or ra == rb)

    def breach(self, sim, norm: nm.Norm, breakers, building: str, where) -> None:
        """``breakers`` broke ``norm`` in ``where`` (a body's place): those who notice it
        hold it, feel it and cool toward them."""
        seen = self.witnesses(sim, norm, breakers, building, where)
        if not seen:
            return
        now = sim.clock.now
        fill = {
            "name": self.tables.joiner.join(sim.bodies[b].name for b in breakers),
            "place": where.sector,
            "time": min_to_hhmm(now.hour * 60 + now.minute),
            "day": now.strftime("%A"),
            "when": self.tables.spoken_when(
                now.hour * 60 + now.minute,
                now.strftime("%A"),
                (now - timedelta(days=1)).strftime("%A"),
            ),
        }
        fact = nm.breach_fact(norm, breakers, *fill.values(), now.date().isoformat())
        knock: tuple[float, str] | None = None  # (how hard it landed, who) of those who go round
        for oid in seen:
            if sim.bodies[oid].asleep and not sim.residents[oid].memory.by_keyword(fact.key):
                # the racket wakes them: the night says so, and the sleep lost shows tomorrow
                woke = wording.said("woken_by", name=fill["name"])
                sim.events.append((sim.clock.text(), oid, woke))
                sim.inner.woken(oid, LOST_SLEEP)
            mind = sim.residents[oid]
            held = mind.memory.by_keyword(fact.key)
            if held:  # already noticed it: still going on, it may be no passing noise
                self._went_on(sim, norm, fact, oid, held, breakers, fill)
                continue
            near = max((_close(mind, b) for b in breakers), default=0.0)
            share = nm.landing(norm, self.innate[oid], near, self.tables)
            cool, strong = nm.cooling(share, self.tables)
            said = fact.text(oid)
            imp = STRONG_IMPORTANCE if strong else NEWS_IMPORTANCE
            mid = mind.memory.add(
                said,
                kind="observation",
                now=sim.now_s,
                importance_10=max(imp, language.reading().importance(said)),
                keywords=(TAG, fact.key),
                meta={
                    "learned": True,
                    "source": breakers[0],
                    "hand": 1,
                    "witnessed": True,  # seen, not told: no teller holds it before
                    "fact": fact.to_meta(),
                },
            )
            away = strong and nm.keeps_away(self.innate[oid], self.tables)
            earlier = self._earlier(mind, breakers, fact.key, sim.now_s) if away else None
            if earlier is not None:  # not the first time: keeps out of their way for a day
                self._keep_away(
                    mind, sim, self.tables.avoid, fill, breakers, (earlier, mid), fact.key
                )
            if strong and not away and norm.kind == "quiet" and (knock is None or share > knock[0]):
                knock = (share, oid)
            if strong:  # it complains of it: its own news, told readily to others, and to
                # the breaker's face when they next talk alone (not by one who keeps away)
                mine = complaints.complaint(
                    fact, oid, mind.name, fill, self.tables, to_face=not away, kind=norm.kind
                )
                keys = (TAG, mine.key, *((own_asks.KEYWORD,) if mine.ask else ()))
                remember_own(mind, mine, sim.now_s, STRONG_IMPORTANCE, keys, COMPLAINT_REACH)
            valence = sim.inner.states[oid].mood.valence
            sim.inner.feel(sim, oid, Felt("norm_breach", scale=share))
            for b in breakers:
                rel = mind.relations.get(b)
                if rel is not None:
                    rel.closeness = max(0.0, rel.closeness - cool)
            self.log.append(
                {
                    "when": sim.now_s,
                    "norm": norm.name,
                    "breakers": list(breakers),
                    "witness": oid,
                    "key": fact.key,
                    "share": round(share, 3),
                    "closeness": round(near, 3),
                    "cooled": round(cool, 3),
                    "complains": strong,
                    "avoids": away,
                    "valence": valence,
                }
            )
        for oid in seen:  # those who heard it together know the others did: no news to them
            note_holders(sim.residents[oid], fact.key, seen, {})  # (was: "You should have
            # been there. Ann and Bob had a shouting row ..." to one who stood beside one)
        if knock is not None:  # the one it landed on hardest goes round there and then
            self._go_round(sim, knock[1], breakers, where, fill)

    def _quieten(self, sim, rid: str, ids) -> None:
        """``rid``, made to make a racket (a scenario's or the player's hand: ``sim.held``),
        was just told of it to its face (a complaint record among what the talk left it) and
        said sorry (``requests.answer``, the same draw as its line): it turns it down there
        and then. Was: "Sorry. I didn't realise it bothered anyone." and the music went on for
        another forty minutes."""
        if sim.held.get(rid, 0.0) <= sim.now_s:
            return
        mind = sim.residents[rid]
        for i in ids or ():
            meta = mind.memory.get(i).meta
            fact = Fact.from_meta(meta.get("fact"))
            if not complaints.is_complaint(fact) or rid not in fact.about:
                continue
            teller = str(meta.get("source") or "")
            if requests.answer(mind, teller, fact, sim.config.seed) != "sorry":
                return
            doing = sim.held_doing.get(rid)  # (the racket it was made to make, and where)
            if doing is not None:  # taken up once the talk is over (``moving``), in its stead
                sim.held_doing[rid] = Action(
                    start=sim.clock.minute_of_day(),
                    minutes=QUIET_MINUTES,
                    description=wording.said("quiet_down"),
                    place=doing.place,
                    emoji="🔉",
                )
                sim.held[rid] = sim.now_s + QUIET_MINUTES * 60
            return

    def _go_round(self, sim, oid: str, breakers, where, fill) -> None:
        """``oid`` gets up and knocks at the room the racket comes from (a few minutes, then
        back to what it was doing): met alone there, it says its piece to the breaker's face
        (``game.mind.own_asks``). Was: a neighbour awake through an hour of music next door
        made herbal tea and tidied her room."""
        body, sched = sim.bodies[oid], sim.residents[oid].schedule
        if body.conversation is not None or sched is None:
            return
        action = Action(
            start=sim.clock.minute_of_day(),
            minutes=KNOCK_MINUTES,
            description=wording.said("knock_about", name=fill["name"]),
            place=Place(sector=where.sector, arena=where.arena),
            emoji=KNOCK_EMOJI,
        )
        sched.insert_now(action)  # (its plan: thought on as usual, so it has its word there)
        moving.set_action(sim, body, action, sim.now_s + KNOCK_MINUTES * 60, asleep=False)

    # ------------------------------------------------------------------ keeping away
    # A thought of keeping out of someone's way rests on a pattern, and says what it rests on:
    # a breach by them one saw before (another day, another norm: "at it again"), or one that
    # went on (noticed, and still going ``LASTS`` later: "still at it"). One moment of noise
    # is no grounds for it, however hard it landed.
    def _earlier(self, mind, breakers, key: str, now_s: float) -> int | None:
        """The latest breach by any of ``breakers`` one saw before (another record, another
        minute), other than ``key``."""
        for i in reversed(mind.memory.by_keyword(TAG)):
            m = mind.memory.get(i)
            fact = m.meta.get("fact") or {}
            k = str(fact.get("key", ""))
            if k == key or ":complaint:" in k or int(m.created // 60) == int(now_s // 60):
                continue
            if set(breakers) & set(fact.get("about", ())):
                return i
        return None

    def _went_on(self, sim, norm: nm.Norm, fact, oid: str, held, breakers, fill) -> None:
        """``oid``, who noticed ``fact`` (memories ``held``), finds it still going: one who
        minds it hard and keeps away, ``LASTS`` after noticing, notes it and keeps away."""
        mind = sim.residents[oid]
        first = mind.memory.get(held[0])
        if norm.kind == "voice" or sim.now_s - first.created < LASTS:
            return
        if mind.memory.by_keyword(fact.key + AWAY):
            return  # it has thought of keeping away already
        near = max((_close(mind, b) for b in breakers), default=0.0)
        _, strong = nm.cooling(nm.landing(norm, self.innate[oid], near, self.tables), self.tables)
        if not (strong and nm.keeps_away(self.innate[oid], self.tables)):
            return
        still = mind.memory.add(
            self.tables.still.format(**fill),
            kind="observation",
            now=sim.now_s,
            importance_10=NEWS_IMPORTANCE,
            keywords=(TAG, fact.key + ":still"),
            meta={"about": list(breakers), "witnessed": True},
        )
        self._keep_away(
            mind, sim, self.tables.avoid_long, fill, breakers, (held[0], still), fact.key
        )

    def _keep_away(self, mind, sim, text: str, fill, breakers, evidence, key: str) -> None:
        mind.memory.add(
            text.format(**fill),
            kind="reflection",
            now=sim.now_s,
            importance_10=STRONG_IMPORTANCE,
            evidence=tuple(evidence),
            keywords=(key + AWAY,),
            meta={"about": list(breakers), "intent": "avoid"},
        )


def _close(mind, other: str) -> float:
    rel = mind.relations.get(other)
    return float(rel.closeness) if rel is not None else 0.0
