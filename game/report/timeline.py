"""A readable log of a run: each resident's actions with times and places, every conversation
with its transcript, reflections, whispers and world events, and news heard with its source.

``TimelineRecorder`` watches a simulation without changing it. Actions are recorded as they
start: through ``on_action(time_text, rid, action)`` when the simulation calls its observers
(``sim.observers``), else by looking at each body's action after every step (the same result
at step resolution); a resident who walks off to do one gets a second entry, ``arrived``,
when it reaches the place (``on_arrive``), so a talk on the way reads as on the way. Events and
conversations are copied out after every step, so the bounded
``sim.events`` deque and the conversation log never lose anything from a long run. Cost: a
few comparisons per resident per step; memory grows with the number of actions (a few
thousand a game day for 25 residents).

``write(path, recorder, sim, meta)`` writes Markdown (``.md``) or JSON (``.json``).
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path

from game.mind.facts import Fact
from game.report.i18n import gettext as _
from game.report.i18n import time_text
from game.report.sim_words import action_text, event_text
from game.sim import talking

_EPOCH = datetime(2000, 1, 1)  # game seconds count from here (GameClock.seconds)
_EVENT_TIME = "%a %d %b %Y %H:%M"  # GameClock.text()
_QUIET = ("started talking with", "wants to talk with")  # conversations cover these


class TimelineRecorder:
    def __init__(self, sim) -> None:
        self.sim = sim
        self.start = sim.clock.now
        self.start_s = sim.now_s
        self.actions: list[dict] = []
        self.events: list[dict] = []
        self.talks: dict[int, dict] = {}  # id -> conversation, in start order
        self._last: dict[str, tuple] = {}
        # residents walking to where their action happens: (the action, its place), until
        # they arrive (then an entry says so, so a talk on the way reads as on the way)
        self._walking: dict[str, tuple] = {}
        self._last_event = sim.events[-1] if sim.events else None
        self._last_talk = sim.talks.log[-1] if sim.talks.log else None
        self.hooked = isinstance(getattr(sim, "observers", None), list)
        if self.hooked:
            sim.observers.append(self)
        self.after_step(sim)

    # ---- watching
    def on_action(self, time_text: str, rid: str, action) -> None:
        """Called by the simulation when a body gets a new action (its observer hook)."""
        self._record(rid, action)

    def _record(self, rid: str, action) -> None:
        key = (action.description, str(action.place), action.start)
        if self._last.get(rid) == key:
            return
        self._last[rid] = key
        entry = {
            "time": self.sim.clock.now.isoformat(),
            "resident": rid,
            "action": action.description,
            "place": str(action.place),
            "emoji": action.emoji,
        }
        # the place is where the action is done; a body still elsewhere (another room, a hall,
        # the street: ``talking.where``) walks there first
        body = getattr(self.sim, "bodies", {}).get(rid)
        here = talking.where(self.sim, body) if body is not None else None
        there = action.place
        away = (
            here is not None
            and talking.chatting_with(action.description) is None  # (a talk is where one is)
            and (here.sector != there.sector or bool(there.arena) and here.arena != there.arena)
        )
        if away:
            entry["walking_from"] = str(here)
            self._walking[rid] = (action, there)
        else:
            self._walking.pop(rid, None)
        self.actions.append(entry)

    def on_arrive(self, rid: str, action) -> None:
        """Called by the simulation when a body reaches the end of its path (its observer
        hook): an entry when that is the place of the action it walked off to do."""
        walking = self._walking.get(rid)
        if walking is None or walking[0] is not action:
            return
        self._walking.pop(rid)
        self.actions.append(
            {
                "time": self.sim.clock.now.isoformat(),
                "resident": rid,
                "action": action.description,
                "place": str(walking[1]),
                "emoji": action.emoji,
                "arrived": True,
            }
        )

    def _arrivals(self, sim) -> None:
        """Unhooked: an entry for each walker now at the place of its action."""
        for rid in list(self._walking):
            body = sim.bodies.get(rid)
            if body is not None and not body.path:
                self.on_arrive(rid, body.action)

    def after_step(self, sim) -> None:
        if not self.hooked:
            for rid in sim.order:
                if sim.bodies[rid].action is not None:
                    self._record(rid, sim.bodies[rid].action)
        if self._walking and not self.hooked:
            self._arrivals(sim)
        self._copy_events(sim)
        for cid, conv in sim.talks.active.items():
            if cid not in self.talks:
                self.talks[cid] = {
                    "id": cid,
                    "start": sim.clock.now.isoformat(),
                    "members": list(conv.members),
                    "names": list(conv.names),
                    "place": str(conv.place),
                }
        for c in self._new(sim.talks.log, "_last_talk"):
            entry = self.talks.setdefault(c["id"], {"id": c["id"], "start": ""})
            entry.update(c | {"ended": _iso(c["ended"])})

    def _new(self, seq, attr: str) -> list:
        """Items appended to ``seq`` (a list or a bounded deque) since the last call."""
        last = getattr(self, attr)
        if not seq or seq[-1] is last:
            return []
        new = []
        for item in reversed(seq):
            if item is last:
                break
            new.append(item)
        setattr(self, attr, seq[-1])
        return new[::-1]

    def _copy_events(self, sim) -> None:
        for text_time, rid, text in self._new(sim.events, "_last_event"):
            self.events.append({"time": _iso(text_time), "resident": rid, "text": text})

    # ---- the result
    def collect(self, meta: dict | None = None) -> dict:
        """Everything recorded, plus reflections and news read from the minds, JSON-safe."""
        sim = self.sim
        talks = []
        for cid, c in sorted(self.talks.items()):
            live = sim.talks.active.get(cid)
            if live is not None:  # still going at the end of the run
                lines = [[ln.speaker, ln.name, ln.text] for ln in live.lines]
                c = c | {"lines": lines, "ended": "", "unfinished": True}
            talks.append(c)
        reflections, news = [], []
        for rid in sim.order:
            mem = sim.residents[rid].memory
            for i in range(len(mem)):
                m = mem.get(i)
                if m.created < self.start_s:
                    continue
                t = (_EPOCH + timedelta(seconds=m.created)).isoformat()
                if m.kind == "reflection":
                    reflections.append({"time": t, "resident": rid, "text": m.content})
                elif m.meta.get("learned") and not m.meta.get("seed"):
                    # (a fact a household or workplace held from the start is no news heard)
                    news.append(
                        {
                            "time": t,
                            "resident": rid,
                            # (as told, not in the hearer's own voice: the one a do was
                            # for "heard from" its host "My birthday supper had 15 ...")
                            "fact": _told(m),
                            "source": m.meta.get("source", ""),
                            "conversation": m.meta.get("conversation"),
                        }
                    )
        return {
            "town": sim.town.name,
            "start": self.start.isoformat(),
            "end": sim.clock.now.isoformat(),
            "meta": dict(meta or {}),
            "residents": {rid: sim.bodies[rid].name for rid in sim.order},
            "events": self.events,
            "news": sorted(news, key=lambda n: n["time"]),
            "conversations": talks,
            "reflections": sorted(reflections, key=lambda r: r["time"]),
            "actions": self.actions,
        }


def write(path: str | Path, recorder: TimelineRecorder, meta: dict | None = None) -> Path:
    """Write the timeline as Markdown or JSON (by the file's extension)."""
    path = Path(path)
    data = recorder.collect(meta)
    if path.suffix.lower() == ".json":
        text = json.dumps(data, ensure_ascii=False, indent=1)
    else:
        text = markdown(data)
    path.write_text(text + "\n", encoding="utf-8")
    return path


def _iso(text: str) -> str:
    """The clock's text ('Fri 13 Feb 2026 07:02') as an ISO time."""
    try:
        return datetime.strptime(text, _EVENT_TIME).isoformat()
    except ValueError:
        return text


def _t(iso: str) -> str:
    return time_text(datetime.fromisoformat(iso), "moment") if iso else "?"


def markdown(d: dict) -> str:
    names = d["residents"]
    nm = names.get
    meta = " · ".join(f"{k}: {v}" for k, v in d["meta"].items())
    out = [_("# Timeline: {town}").format(town=d["town"]), ""]
    out += [_("{start} to {end}").format(start=_t(d["start"]), end=_t(d["end"])), ""]
    out += [meta, ""] if meta else []
    world = [e for e in d["events"] if not e["resident"] or e["text"].startswith("whispered")]
    out += [_("## Whispers and events ({n})").format(n=len(world)), ""]
    out += [f"- {_t(e['time'])} · {e['text']}" for e in world] + [""]
    out += [_("## News heard ({n})").format(n=len(d["news"])), ""]
    for n in d["news"]:
        src = nm(n["source"], n["source"] or _("someone"))
        heard = _("{who} heard from {source}").format(who=nm(n["resident"]), source=src)
        if n.get("conversation") is not None:
            heard += _(" (talk #{id})").format(id=n["conversation"])
        out.append(f"- {_t(n['time'])} · {heard}: {n['fact']}")
    out += ["", _("## Conversations ({n})").format(n=len(d["conversations"])), ""]
    for c in d["conversations"]:
        if c.get("unfinished"):
            end = _(" (still going at the end)")
        else:
            end = _(" to {end}").format(end=_t(c["ended"]))
        who = _(", ").join(c["names"])
        out += [f"### #{c['id']} · {_t(c['start'])}{end} · {who} · {c['place']}"]
        out += [""] + [f"- **{name}:** {text}" for _n, name, text in c["lines"]] + [""]
    out += [_("## Reflections ({n})").format(n=len(d["reflections"])), ""]
    out += [f"- {_t(r['time'])} · {nm(r['resident'])}: {r['text']}" for r in d["reflections"]]
    out += ["", _("## Residents"), ""]
    # (a reader took '→ the kitchen' beside a talk in the park for two places at once)
    out += [_("(→ before a place: begun on the way there, not there yet; 📍: arrived)"), ""]
    notes: dict[str, list] = {}
    for e in d["events"]:
        if e["resident"] and not e["text"].startswith(("whispered", *_QUIET)):
            notes.setdefault(e["resident"], []).append((e["time"], f"({event_text(e['text'])})"))
    for rid, name in names.items():
        mine = goes_on_merged([a for a in d["actions"] if a["resident"] == rid])
        way = on_the_way(mine)
        rows = [
            (
                a["time"],
                f"{'📍' if a.get('arrived') else a['emoji']} {action_text(a['action'])} · "
                f"{'→ ' if way[i] else ''}{a['place']}".strip(),
            )
            for i, a in enumerate(mine)
        ]
        rows += notes.get(rid, [])
        out += (
            [f"### {name}", ""]
            + [f"- {_t(t)} · {text}" for t, text in sorted(rows, key=lambda r: r[0])]
            + [""]
        )
    return "\n".join(out)


def goes_on_merged(actions: list[dict]) -> list[dict]:
    """One resident's actions (in order) without those that only go on with the one before:
    the same doing at the same place, with nothing (an arrival, a talk) between. The mind
    hands out a long task in pieces of 5 to 15 minutes; a reader sees "bake a tray in the oven"
    once for the three quarters of an hour, not a row every quarter."""
    out: list[dict] = []
    for a in actions:
        last = out[-1] if out else None
        if (
            last is not None
            and not a.get("arrived")
            and (last["action"], last["place"]) == (a["action"], a["place"])
        ):
            continue
        out.append(a)
    return out


def on_the_way(actions: list[dict]) -> list[bool]:
    """For each of one resident's actions (in order), whether it was begun on the way to its
    place: the next arrival (📍) is at that place and the one before it was not (one already
    sitting there is not on the way). A reader otherwise takes the destination for where one
    is, and sees a talk in the street beside 'watch TV on the sofa'."""
    out = [False] * len(actions)
    later: str | None = None  # the place of the next arrival
    for i in range(len(actions) - 1, -1, -1):
        a = actions[i]
        if a.get("arrived"):
            later = a["place"]
            continue
        out[i] = later == a["place"]
    earlier: str | None = None  # the place of the last arrival so far
    for i, a in enumerate(actions):
        if a.get("arrived"):
            earlier = a["place"]
        elif a.get("walking_from"):
            # begun away from its place (the recorder saw where the body was): on the way,
            # whether or not it got there before the next thing (a talk on the way out, then
            # a new action given while still walking)
            out[i] = True
        elif out[i] and earlier == a["place"]:
            out[i] = False
    return out


def _told(m) -> str:
    """A fact heard, as it was told (its record's words for anyone), else the memory's text."""
    fact = Fact.from_meta(m.meta.get("fact"))
    return fact.text() if fact is not None else m.content
