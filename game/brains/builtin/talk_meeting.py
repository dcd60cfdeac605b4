"""Talk at a meeting: where it has got to, whom its host welcomes, and what it is about.

A meeting (a gathering held to talk something over: ``TALKING_IT_OVER``) is no party. What is
said there follows the hour and the matter, all read from the gathering's record
(``Scene.gathering``) and the speaker's own records:

* **Where it has got to** (``phase``): "before" it starts (the speaker in its block, at its
  place), "on" once it is under way, "" elsewhere and at any other gathering.
* **Whom the host welcomes**: those it knows have heard of it (``Listener.has`` holds the
  gathering's key, or they live with it); someone in the building for something else (a
  choir practising in the same hall) is greeted as anywhere, not thanked for coming. Before it
  starts the welcome says it will start soon (``event_host_greet_early``).
* **The matter**: the speaker's view on it (``view_on``: an ``opinion`` fact of its own that
  shares two content words with the meeting's records) and, for the host, its own news on it
  (``matter_of``: a fact of another topic sharing one, the place's and the host's own names
  aside).
* **The opening**: once it is under way, the host's first word to those it talks with, when
  any of them came for it, opens it, once an evening: ``event_host_open``, its news on the
  matter, its view, and a meeting question (``event_chat_meeting``). The line's record is the
  view (``view_said``), so those there hold what the host put to the room, which the show of
  hands is on (``game.sim.gathering_outcome``).

Cost: a few set intersections of a handful of facts per line at a meeting; nothing elsewhere.
"""

from __future__ import annotations

from game.brains.builtin.content_words import content_words
from game.brains.builtin.phrases import Phrasebook, lines
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.situation import Scene
from game.mind.facts import Fact

# a gathering held to talk something over: its own sets (``event_*_meeting``), not a party's
TALKING_IT_OVER = ("meeting", "council", "hearing", "debate", "assembly", "vote")
OPEN = "event_host_open"
OPEN_LATE = "event_host_open_late"  # the first word in the hall comes well after the start
LATE = 20  # minutes after the start: the meeting is going, not about to begin
OPEN_MAX = 230  # characters: a longer opening leaves out its question, then its news


def phase(scene: Scene, noun: str) -> str:
    """ "before" | "on" | "": where the meeting held here (its record) has got to, for a
    speaker at a gathering whose block names ``noun``."""
    g = scene.gathering.event if scene.gathering is not None else None
    if g is None or noun not in TALKING_IT_OVER or g.place != scene.sector:
        return ""
    if scene.today is not None and g.date != scene.today.isoformat():
        return ""
    now = scene.now % 1440
    return "before" if now < g.start else "on" if now < g.end else ""


def welcomed(scene: Scene, anyone: bool = False) -> bool:
    """Whether the listener (``anyone``: anyone in the talk) is one the host knows has heard of
    the gathering held here: told it, or living with the host."""
    f = scene.gathering
    who = scene.others if anyone else (scene.listener,) if scene.listener else ()
    return f is not None and any(f.key in x.has or "home" in x.ties for x in who)


def hosts_here(scene: Scene) -> bool:
    """Whether the gathering held here (its record) is the speaker's own and the one spoken to
    is its guest (told of it; not one's household): welcomed as a guest even when the
    speaker's plan is not at it yet (there early, laying out the room)."""
    g = scene.gathering.event if scene.gathering is not None else None
    who = scene.listener
    if g is None or who is None or g.host != scene.sp.id or g.place != scene.sector:
        return False
    return who.id not in scene.housemates and welcomed(scene)


def view_on(scene: Scene, label: str, noun: str) -> str:
    """The speaker's own view (a standing fact of its own, ``opinion``) on what the gathering
    ``label`` is about, in its own words: the one sharing most words with it, two at least
    ('' when it has none)."""
    f = _view_fact(scene, label, noun)
    return f.mine.strip() if f is not None else ""


def _view_fact(scene: Scene, label: str, noun: str) -> Fact | None:
    best, most = None, 1
    topic = _topic(scene, label, noun)
    for f in scene.sp.facts:
        if f.topic != "opinion" or not f.mine or f.event is not None:
            continue
        shared = len(topic & content_words(f.mine))
        if shared > most:
            best, most = f, shared
    return best


def matter_of(scene: Scene, label: str, noun: str) -> str:
    """The speaker's own news on what the meeting is about (a fact of its own, of another topic
    than a view or the meeting's own, sharing a content word with it, the meeting's place and
    host aside), in its own words; '' for none."""
    g = scene.gathering
    if g is None or g.event is None:
        return ""
    aside = content_words(f"{g.event.place} {g.event.host_name}")
    topic = _topic(scene, label, noun) - aside
    best, most = "", 0
    for f in scene.sp.facts:
        if not f.mine or f.event is not None or f.topic in ("opinion", g.topic):
            continue
        shared = len(topic & content_words(f.mine))
        if shared > most:
            best, most = f.mine.strip(), shared
    return best


def _topic(scene: Scene, label: str, noun: str) -> set[str]:
    return content_words(" ".join((label, *_records_here(scene)))) - {noun}


def _records_here(scene: Scene) -> list[str]:
    """What the records one holds say of a gathering held here today (its ``what``, and the
    sentence it was told in): a plan's label may say only "the village meeting"."""
    out = []
    facts = [*scene.sp.facts, *(m.fact for m in scene.memories if m.fact is not None)]
    if scene.gathering is not None:
        facts.append(scene.gathering)
    for f in facts:
        g = f.event
        if g is not None and g.place == scene.sector:
            if scene.today is None or g.date == scene.today.isoformat():
                out += [g.what, f.told]
    return out


def opened(scene: Scene) -> bool:
    """The speaker has opened a meeting today (in an earlier talk or this one)."""
    return any(said_from(OPEN, s) or said_from(OPEN_LATE, s) for s in scene.said_so_far())


def opening(scene: Scene, book: Phrasebook, slots: dict[str, str], label: str, noun: str) -> str:
    """The host's opening of the meeting under way ('' once it has been opened)."""
    if opened(scene) or not lines(OPEN):
        return ""
    g = scene.gathering.event if scene.gathering is not None else None
    late = g is not None and scene.now % 1440 - g.start > LATE and bool(lines(OPEN_LATE))
    start = book.pick(OPEN_LATE if late else OPEN, **slots)
    view = view_on(scene, label, noun)
    ask = book.pick("event_chat_meeting", noun=noun, event=label, **slots)
    news = matter_of(scene, label, noun)
    for parts in ((start, news, view, ask), (start, news, view), (start, view, ask)):
        said = " ".join(p for p in parts if p)
        if len(said) <= OPEN_MAX:
            break
    return said


def view_said(scene: Scene, said_own: list[Fact], noun: str) -> Fact | None:
    """At a meeting, the view on its matter a line says, of the speaker's facts it says: the
    record the line carries (what one put to the room), before anything else it says."""
    if not phase(scene, noun):
        return None
    return next((f for f in said_own if f.topic == "opinion"), None)
