"""The values a line's placeholders take, from the scene: what I am doing, since when, what is
next, what I saw you doing, what I am busy with these days, where we are.

Each is a short phrase in the shape the phrase sets expect ("stacking cans on a shelf",
"half past three", "at noon"); a value the scene cannot give is left out, and a line that needs
it is not chosen (``phrases.fill``). Cost: a few string operations per line.
"""

from __future__ import annotations

import functools
import re

from game.brains.builtin import day_spent, label_record, place_said, talk_plans, talk_seen
from game.brains.builtin.activities import classify
from game.brains.builtin.place_words import HOME
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.situation import Scene
from game.brains.builtin.spoken_words import (
    at_clock,
    at_event,
    clock_of_day,
    clock_words,  # noqa: F401 - read from here too
    said,
    way_home,
    way_to,
)
from game.brains.builtin.talk_event import event
from game.mind.language import reading
from game.mind.react import DAY_OFF


def first_part(activity: str) -> str:
    """'have lunch at the cafe, then take a walk' -> 'have lunch at the cafe'."""
    return re.split(r",\s*then\s+|;\s*", activity.strip())[0].strip(" .")


def _plan(text: str, scene: Scene) -> str:
    """The first part of a plan phrase as talk says it: the words of its activity when the
    tables give them (``saying``: a language's file does, since plans are written in the
    activity tables' English), else the phrase itself."""
    part = first_part(text)
    return classify(part, scene.prof.work_cat).saying or part


def place_name(sector: str) -> str:
    """How a place is named in a sentence: 'the Corner Cafe', 'Riverside Park'."""
    if not sector or sector.startswith("The ") or "'s " in sector:
        return sector
    if re.search(r"\b(?:Cafe|Café|Pub|Inn|Store|Stores|Bakery|Apartments|Flats|Dorm)$", sector):
        return "the " + sector
    return sector


def _at_work(text: str, work: str, word: str = "work") -> str:
    """One's workplace as those who know one hear it: 'working at Hill Surgery' -> 'working',
    'walk to Hill Surgery' -> 'walk to work', 'have lunch at Hill Surgery' -> '... at work'
    (``word``: "school" for a pupil's: 'have lessons at school')."""
    for name in {place_name(work), work}:
        if name not in text:
            continue  # (most phrases do not name one's workplace: nothing to look for)
        at_work, doing_at, to_at = _work_res(name)
        text = at_work.sub(r"\1", text)
        # one's trade there, as a doing: 'teaching at Hill School' -> 'teaching'
        text = doing_at.sub(r"\1", text)
        text = to_at.sub(lambda m: f"{'to' if m[1] == 'to' else 'at'} {word}", text)
    return text


@functools.lru_cache(maxsize=2048)
def _work_res(name: str) -> tuple[re.Pattern, re.Pattern, re.Pattern]:
    """The three patterns of ``_at_work`` for one workplace's name, compiled once."""
    n = re.escape(name)
    return (
        re.compile(rf"\b([Ww]ork(?:ing)?) (?:at|in) {n}\b"),
        re.compile(rf"\b(\w+ing) at {n}\b"),
        re.compile(rf"\b(to|at|in) {n}\b"),
    )


def _mine(text: str) -> str:
    """A plan phrase is about the speaker: 'tend her seedlings' -> 'tend my seedlings'."""
    return re.sub(r"\b(?:his|her|their)\b", "my", text)


def _to_you(text: str, scene: Scene) -> str:
    """A plan phrase said to the one it names: 'cook dinner with Ann' -> 'cook dinner with you'
    (only in a talk between two: in a group "you" would be unclear)."""
    if len(scene.others) != 1 or not scene.lname or not text:
        return text
    for n in (scene.lname, scene.lfirst):
        if n and n in text:
            owned, named = _name_res(n)
            text = named.sub("you", owned.sub("your", text))
    return text


# a plan step out to find someone (the errand's visit, the wait for them: plan_errands, part_steps)
_SEEKING = re.compile(
    r"\b(?:visit|have a word with|make peace with|wait for a word with|keep an eye out for)\s"
)


def _seeks_one_here(doing: str, scene: Scene) -> bool:
    """Whether the plan step ``doing`` goes out to find one of those in this talk."""
    if not doing or not _SEEKING.search(doing):
        return False
    return any(o.name.split()[0] in doing for o in scene.others if o.name)


@functools.lru_cache(maxsize=2048)
def _name_res(name: str) -> tuple[re.Pattern, re.Pattern]:
    """ "Ann's" and "Ann" as whole words, compiled once per name."""
    n = re.escape(name)
    return re.compile(rf"\b{n}'s\b"), re.compile(rf"\b{n}\b")


# "in the taproom" before "at the inn": the room is the plan's detail, not talk
# (a room with a name of its own too: "working in Records Room at Town Hall")
_ROOM = re.compile(r" (?:in|on|at) (?:the [\w'’ -]+?|(?:[A-Z][\w'’-]* ?)+?) (?=at [A-Z])")


def without_room(text: str) -> str:
    """'working in the taproom at the inn' -> 'working at the inn'."""
    return _ROOM.sub(" ", text)


def mine(text: str) -> str:
    """A plan phrase is about its doer: 'nap in his armchair' said by him -> 'in my armchair'."""
    return _mine(text)


def _said_where(text: str, scene: Scene) -> str:
    """A part of the day as one says it: no room named before its place ("working at the
    inn"), and the place we are both standing in is "here"."""
    text = without_room(text)
    here = scene.sector
    if here:
        for name in (place_name(here), here):
            if text.endswith(f" at {name}"):
                return text[: -len(name)].rstrip()[:-3] + " here"
    return text


def slots(scene: Scene, project: str = "") -> dict[str, str]:
    """The placeholders every phrase of this speaker, now, may use."""
    progressive = reading().progressive  # a plan phrase as an onlooker says it
    out = {
        "addr": scene.addr,
        "name": scene.lfirst if scene.addr else "",  # (a child says no grown-up's name)
        "me": scene.first,
        "tod": scene.tod,
        "Tod": scene.tod.capitalize(),
        "place": "" if scene.outdoors() else place_name(scene.sector),  # (no "at <the town>")
        "project": project,
    }
    cur = scene.current
    if cur is not None:
        doing = _to_you(_mine(progressive(_plan(cur.doing, scene))), scene) if cur.doing else ""
        if cur.where and scene.sector and cur.where != scene.sector:
            # a home by whose it is ("home", "yours", "Ann's"), not its address: ``place_said``
            home = place_said.home(scene, cur.where)
            mine = said("home_mine") if home == HOME else home
            out["dest"] = mine or place_name(cur.where)  # walking there: the sets say how
            # how one says one is walking somewhere ("heading to the bakery"): ``way_to``
            at = stable_rand(scene.sp.id, scene.now, "way")
            doing = way_home(at) if home == HOME else way_to(at, out["dest"])
        block = _said_where(_to_you(_mine(progressive(_plan(cur.activity, scene))), scene), scene)
        # (not a step that is itself a talk: "Oh, chatting with the bartender." said to
        # another, the day log's words read out)
        talk = bool(cur.doing) and talk_seen.a_talk(progressive(cur.doing))
        # (nor a step out to find someone here: "Keeping an eye out for Zofia" to her face)
        talk = talk or _seeks_one_here(cur.doing, scene)
        if doing and not doing.startswith("continue") and not talk:
            out["doing"], out["Doing"] = doing, doing[:1].upper() + doing[1:]
            if len(doing.split()) <= BRIEF:  # (a frame round it: "Pulling pints won't wait")
                out["Doing_brief"] = out["Doing"]
        compound = bool(re.search(r",\s*then\s|;", cur.activity))
        role, label, _noun = event(scene)
        if role:
            block = at_event(label)  # "I've been at the party since five", not "going to"
        if block and not compound and cur.start < scene.now % 1440 - 20:
            out["block"], out["Block"] = block, block[:1].upper() + block[1:]
            out["since"] = clock_of_day(cur.start, scene.now)
            if scene.now % 1440 - cur.start >= LONG:  # (not a placeholder: which set to say)
                out["block_hours"] = str((scene.now % 1440 - cur.start) // 60)
    nxt = scene.nxt
    # (what is next, unless it is with one of a group standing here: "meeting Tom at the
    # school at three. Bye, Tom!" is not said to Tom's face)
    named = (
        nxt is not None
        and len(scene.others) > 1
        and any(o.name.split(" ")[0] in nxt.activity for o in scene.others)
    )
    # (nor the meeting one is at: "meeting you at the house for the interview straight after
    # this", said to the one come for it, at the house, as it begins)
    g = scene.appointment
    named = named or (nxt is not None and g is not None and nxt.end == g.end)
    if nxt is not None and nxt.start - scene.now % 1440 < 240 and not named:
        act = _said_where(_to_you(_mine(_plan(nxt.activity, scene)), scene), scene)
        out["next"] = act
        out["next_ing"] = progressive(act)
        start = talk_plans.starts(scene, nxt)
        # (a time fixed with others is said as fixed; the rest of one's day from now)
        arranged = talk_plans.arranged(scene, nxt)
        out["next_at"] = (
            at_clock(start, scene.now) if arranged else talk_plans.when_from_now(scene, start)
        )
        out.update(talk_plans.slots(scene))  # the same, as one names it: "dinner", "work"
    home_at = _home_at(scene)
    if home_at:
        out["home_at"] = home_at
    # (the day summed from its plan: the work first, then the longest block: ``day_spent``)
    if (most := day_spent.most_of(scene)) is not None:
        out["done_ing"] = _said_where(
            _to_you(_mine(_gone(progressive(_plan(most.activity, scene)))), scene), scene
        )
    if scene.kind != "stranger" and scene.sp.work is not None:
        # to anyone who knows one, one's workplace is "work" ("I spent most of it at work"):
        # the village knows where one works; a stranger is told its name
        word = "school" if scene.studies() else "work"
        for key in ("done_ing", "next", "next_ing", "block", "Block"):
            if key in out:
                out[key] = _at_work(out[key], scene.sp.work.sector, word)
        if "Block" in out:
            out["Block"] = out["Block"][:1].upper() + out["Block"][1:]
    if "done_ing" in out and not day_spent.sayable(out["done_ing"]):
        del out["done_ing"]  # ("A lot of getting some fresh air in the park with the paper")
    elif "done_ing" in out:
        out["Done_ing"] = out["done_ing"][:1].upper() + out["done_ing"][1:]
    seen = scene.seen.get(scene.lname)
    # (only a doing one would remark on: not walking by, a talk, sleep, a meal we are both at)
    if seen is not None and talk_seen.remarkable(scene, seen[2]):
        # their own plan's words: "about her party" is, said to her, "about your party"
        doing = re.sub(r"\b(?:his|her|their)\b", "your", progressive(_plan(seen[2], scene)))
        # (a label of two doings, or a long one, is a plan read aloud: "Still paying and
        # chatting with the barista?"; nobody asks that)
        # (a step of two doings in Chinese is two clauses: "正在收拾一张桌子，擦干净吗？")
        # (nor a step of an errand or of being served, by its label's record: "Still
        # paying at the till?", "Still wandering down the next aisle?")
        short = " and " not in doing and "，" not in doing and len(doing.split()) <= SAYABLE
        if short and label_record.askable(seen[2]):
            out["their_doing"] = doing
    if not scene.sp.name.isascii():  # a town that writes in another script (Chinese): a plan
        # the tables could not put in its words is not said ("再过半个钟头work in the 小卖部")
        out = {k: v for k, v in out.items() if not _LATIN_WORD.search(v)}
    return out


_LATIN_WORD = re.compile(r"[A-Za-z]{2}")
_NOW = re.compile(r"^正(?=在.|[站坐躺蹲靠待呆趴跪守挤围]在)")  # Chinese "right now"


def _gone(doing: str) -> str:
    """What one was doing, said of a time gone by: no "right now" in it (Chinese 正在看书 ->
    在看书: "今天大半天都在看书", not "都正在看书"); an English "-ing" stays."""
    return _NOW.sub("", doing)


LONG = 120  # minutes a part of the day has gone on before one says "all morning"
SAYABLE = 5  # words of what one saw someone doing that one would say back to them
BRIEF = 3  # words of one's own doing that a frame ("..., right now", "... won't wait") takes


def _home_at(scene: Scene) -> str:
    """When the speaker's work ends today, in words, if it works today and is not done yet."""
    hours, days = scene.sp.work_hours, scene.sp.work_days
    if not hours or scene.today is None:
        return ""
    if days and scene.today.strftime("%a").lower()[:3] not in days:
        return ""
    if scene.now % 1440 >= hours[1]:
        return ""
    if any(b is not None and b.activity == DAY_OFF for b in (scene.current, scene.nxt)):
        return ""  # (the workplace was shut on one: home all day, no "back by quarter past three")
    return clock_of_day(hours[1] + 15, scene.now)


def seen_just_now(scene: Scene) -> bool:
    seen = scene.seen.get(scene.lname)
    # just now, and here: what I saw them at somewhere else is not what they are doing here
    return seen is not None and scene.now % 1440 - seen[0] <= 15 and seen[1] == scene.sector
