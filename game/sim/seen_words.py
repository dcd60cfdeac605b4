"""What a resident sees, as the sentence its memory keeps, in the town's words.

The simulation describes what is in view as data it also matches: a body's activity
("sleeping", "chatting with Ann", "walking through the Park", a plan's words) and an object's
state ("in use by Ann"). The memory of a sighting is a sentence made from them by the
mind's frames (``game.mind.wording``, ``seen_*``): English's are the sentences it always
wrote ("Ann Lee is sleeping", "the bed in the bedroom is in use by Ann Lee"), a Chinese
town's read Chinese ("李华在睡觉", "李华正在使用卧室的床"). Cost: a few prefix tests per sighting.
"""

from __future__ import annotations

import functools

from game.mind import wording
from game.sim.talking import chatting_with

IN_USE = "in use by {name}"  # an object's state while a body uses it (moving.py sets it)
WALKING_THROUGH = "walking through {place}"  # how a body on its way looks to those it passes
WALKING_BY = "walking by"
_STATES = {"sleeping": "seen_sleeping", "idle": "seen_idle", WALKING_BY: "seen_walking_by"}
_HEADS = {t: t.split("{", 1)[0] for t in (IN_USE, WALKING_THROUGH)}


def _after(template: str, text: str) -> str | None:
    """The value of ``template``'s one slot in ``text`` (None: not of that form)."""
    head = _HEADS[template]
    return text[len(head) :] if text.startswith(head) and len(text) > len(head) else None


def seen_doing(name: str, act: str) -> str:
    """'Ann Lee is sleeping', 'Ann Lee is chatting with Tom', 'Ann Lee is pouring a latte'
    (cached: the same few sentences are seen by many, step after step)."""
    return _seen_doing(wording.version(), name, act)


@functools.lru_cache(maxsize=8192)
def _seen_doing(_version: int, name: str, act: str) -> str:
    if act in _STATES:
        return wording.said(_STATES[act], name=name)
    names = chatting_with(act)
    if names is not None:
        return wording.said("seen_chatting", name=name, names=names)
    place = _after(WALKING_THROUGH, act)
    if place is not None:
        return wording.said("seen_walking", name=name, place=place)
    return wording.said("seen_doing", name=name, act=act)


def seen_object(obj: str, arena: str, state: str) -> str:
    """'the bed in the bedroom is in use by Ann Lee', 'the stove in the kitchen is broken'."""
    user = _after(IN_USE, state)
    if user is not None:
        return wording.said("seen_in_use", obj=obj, arena=arena, name=user)
    return wording.said("seen_object", obj=obj, arena=arena, state=state)
