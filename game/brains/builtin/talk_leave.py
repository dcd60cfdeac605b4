"""Taking one's leave of a talk: which goodbye fits the speaker, the place and the hour, and
whether a line is one.

A row ends curtly; a talk about a gathering ends "see you on Saturday"; at a gathering one
moves on to the others, not off to the next thing in one's day; at work one gets back to
it (a pupil to class); family see each other at dinner; at home with nothing next but home
nobody "must dash"; and the next thing in one's day is named only when it is somewhere to be,
not the next meal or bed (the plan's own words say which).
"""

from __future__ import annotations

from game.brains.builtin import talk_event
from game.brains.builtin.phrases import ASKS, Phrasebook, fill, lines
from game.brains.builtin.phrases_said import said_from, said_opening
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.situation import Scene
from game.brains.builtin.tables import active
from game.brains.builtin.talk_child import sibling
from game.brains.builtin.talk_who import colleague
from game.mind import requests
from game.mind.facts import TROUBLES
from game.mind.language import reading


def is_goodbye(text: str) -> bool:
    """Whether ``text`` takes its leave (a line of one of the goodbye sets, as a sentence of its
    own: "last night." is no "Night."); a line that ends in a question waits for the answer,
    whatever it said before."""
    if (text or "").rstrip().endswith(ASKS):
        return False
    return any(
        said_opening(s, text) or said_opening(sibling(s), text)  # (a child's goodbye too)
        for s in (
            "bye_work",
            "bye_work_more",
            "bye_work_doing",
            "bye_class",
            "bye_next",
            "bye_family",
            "bye_family_more",
            "bye_home_evening",
            "bye_generic",
            "bye_event",
            "bye_at_event",
            "bye_at_event_own",
            "bye_trouble",
            "bye_trouble_own",
            "bye_trouble_other",
            "quarrel_bye",
            "passing_bye",  # ("Just passing — I'll catch you another time.")
        )
    )


def goodbye(
    scene: Scene, book: Phrasebook, slots: dict[str, str], event_day: str = "", line: str = ""
) -> str:
    """How the speaker takes its leave: a row's curt word, see you at the gathering, back to
    work (or to class), see you at dinner, or off to the next thing when it is worth naming."""
    # (an answer may have put the next thing first in its sentence, or an earlier line of
    # mine named it or its time: it is not said twice)
    said = " ".join([line, *(x.text for x in scene.mine)]).lower()
    named = [slots.get(k, "") for k in ("next", "next_ing", "plan", "next_at")]
    named += [f" {slots['clock']}" if slots.get("clock") else ""]
    if slots.get("next") and any(n and n.lower() in said for n in named):
        slots = {k: v for k, v in slots.items() if not k.startswith("next")}
    if slots.get("dest") and slots["dest"].lower() in said:
        # where one is walking to is said: the next thing after it is not named as well
        # ("I'm walking over to the forge. I have to see Ann at the school" goes two ways)
        slots = {k: v for k, v in slots.items() if not k.startswith("next")}
    if scene.kind == "quarrel" and not any(  # (made up in this talk: a friendly goodbye)
        said_from("intent_settle_reply", x.text) for x in scene.transcript
    ):
        return book.pick("quarrel_bye", **slots)
    whose = _trouble_in(scene, line)  # after someone's trouble, no breezy "Enjoy your evening"
    if whose == "mine":
        # (by the talk, not by one's place in the village: two neighbours in name order would
        # close their worries with the same sentence)
        return book.choose([fill(t, slots) or "" for t in lines("bye_trouble_own")], "trouble")
    if whose:
        return book.pick("bye_trouble_other" if whose == "other" else "bye_trouble", **slots)
    if event_day:
        return book.pick("bye_event", day=event_day, **slots)
    if role := talk_event.event(scene)[0]:  # at a gathering one stays: one moves on to others
        # (its host, or one whose own place it is, finds no seat: "Let me see who else has come")
        own = role == "host" or scene.at_my_home() or scene.at_my_work()
        name = "bye_at_event_own" if own and lines("bye_at_event_own") else "bye_at_event"
        return book.pick(name, **slots) or book.pick("bye_generic", **slots)
    if scene.on_shift():  # at one's desk in class is not at work
        if scene.studies():
            return book.pick("bye_class", **slots)
        heard = " ".join([said, *(x.text.lower() for x in scene.transcript)])
        return book.pick(_back_to(scene, slots, heard), **slots)
    if scene.kind == "family" and (scene.tod != "evening" or not scene.at_my_home()):
        return book.pick(_more(scene, "bye_family"), **slots)  # (not "Keep well" to one's wife)
    if scene.at_my_home() and _staying_in(scene):  # nobody is off anywhere: no "must dash"
        return book.pick("bye_home_evening" if scene.kind == "family" else "bye_generic", **slots)
    if not _worth_saying(scene):  # a routine next thing is not announced: just a goodbye
        slots = {k: v for k, v in slots.items() if not k.startswith("next")}
    if scene.kind == "family" and scene.at_my_home():
        return book.pick("bye_next", **slots) or book.pick("bye_home_evening", **slots)
    return book.pick("bye_next", **slots) or book.pick("bye_generic", **slots)


MORE = 0.5  # of goodbyes to family and back to work: from the set's ``_more`` sibling


DOING = 0.5  # of goodbyes at work: back to what one is doing, named


def _back_to(scene: Scene, slots: dict[str, str], said: str) -> str:
    """The set of a goodbye at work: back to what one is at, by its name ("Right — back to
    the till."), for ``DOING`` of the moments one is at something nameable that this talk
    has not named yet (``said``, lower case); else one of the common two (``bye_work``,
    ``bye_work_more``)."""
    lid = scene.listener.id if scene.listener is not None else ""
    doing = slots.get("doing", "")
    if doing.lower() in said:
        return _more(scene, "bye_work")  # ("Just filing a shoe. Back to filing a shoe.")
    # (a plan's label of two doings, or a long one, is not said: "back to steaming a plank
    # and bend it to the hull")
    sayable = doing and " and " not in doing and "，" not in doing and len(doing.split()) <= 6
    # (nor a step done with a customer, to one who is no workmate: that is the one served;
    # "Right — back to serving a customer at the checkout." said to that very customer)
    sayable = sayable and not (serving(scene) and not colleague(scene))
    if sayable and stable_rand(scene.sp.id, lid, scene.now, "doing") < DOING:
        return "bye_work_doing"
    return _more(scene, "bye_work")


def serving(scene: Scene) -> bool:
    """One is at a step of one's work done with a customer there (``company = "customers"``
    in the activity tables: serving at the till, seeing a patient)."""
    cur = scene.current
    cat = active().by_name.get(scene.prof.work_cat) if cur is not None else None
    if cat is None or not cur.doing:
        return False
    low = cur.doing.lower()
    return any(
        low in (t.lower(), reading().progressive(t).lower())
        for st in cat.steps
        if st.company == "customers"
        for t in st.texts
    )


def _more(scene: Scene, name: str) -> str:
    """``name`` or, for ``MORE`` of the moments, its ``_more`` set (one closer is not heard
    all over town)."""
    lid = scene.listener.id if scene.listener is not None else ""
    return f"{name}_more" if stable_rand(scene.sp.id, lid, scene.now, name) < MORE else name


_OWN_TROUBLE = (
    "ans_upset_worry",
    "ans_upset_worry_again",
    "ans_holding",
    "ans_holding_again",
    # the reason one gave for being low, when it is a trouble ("Bad news about someone close")
    "mood_why_trouble",
    "mood_why_trouble_heard",
    "mood_why_quarrel",
    "mood_why_quarrel_heard",
    "mood_why_workplace_closed",
    "mood_why_workplace_closed_heard",
    "mood_why_let_down",
)


def _trouble_in(scene: Scene, line: str) -> str:
    """Whose trouble this talk has had in it: "mine" (I told my worry), "yours" (the one I am
    talking with told theirs), "other" (someone else's, told as news), '' for none. A goodbye
    then is a kind one, and fits who is taking leave of whom."""
    me = scene.sp.id
    said = [(me, line)] + [(x.speaker, x.text) for x in scene.transcript]
    for who, text in said:
        if any(said_from(s, text) for s in _OWN_TROUBLE):
            return "mine" if who == me else "yours"
    for x in reversed(scene.transcript):
        f = x.fact
        # (a favour asked, or its answer, is no trouble told: no "thanks for listening")
        if f is None or f.ask or requests.is_outcome(f):
            continue
        if f.topic in TROUBLES:
            return "mine" if f.subject == me else "yours" if f.subject == x.speaker else "other"
    return ""


DUE = 40  # minutes: a next thing that starts within this is a reason to be off, said
# (what is further off is no reason to dash: "Look at the time — working a bit later")
# what nobody announces when taking their leave: going home, to bed, to the next meal
_ROUTINE_NEXT = ("home", "bed", "dinner", "lunch", "breakfast", "supper", "sleep", "nap")


def _worth_saying(scene: Scene) -> bool:
    """Whether the next thing in one's day is worth naming on one's way out (somewhere to be,
    not the next meal or bed: the plan's own words say which)."""
    nxt = scene.nxt
    if nxt is None or nxt.start - scene.now % 1440 > DUE:
        return False  # (what is hours off is no reason to go now)
    words = set(nxt.activity.lower().replace(",", " ").split())
    return not words & set(_ROUTINE_NEXT)


def _staying_in(scene: Scene) -> bool:
    """At home with nothing next but more of home (the plan's own words say so)."""
    nxt = scene.nxt
    return nxt is None or nxt.activity.lower().rstrip(". ").endswith(("at home", "home"))
