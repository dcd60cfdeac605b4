"""The simulation's own words in a report, in the report's language: what a body is doing when
no plan says it ("sleeping", "chatting with Ann") and what its mind did ("planned the day",
"plans to be at the Pub at 19:00").

The simulation and the mind write these in English, as data: the code matches them
("sleeping" is not a plan phrase to react to). A report shows them through its catalog
(``game.report.i18n``), so a Chinese timeline says "睡觉" and "正在和杨小雨聊天"; anything else,
a plan's or a resident's words, is the town's own and is written as it is. In English the
catalog gives the code's strings back: a report is exactly what it was. Cost: a few string
comparisons per row.
"""

from __future__ import annotations

import re

from game.mind.gatherings import GOING
from game.report.i18n import N_
from game.report.i18n import gettext as _
from game.sim.talking import chatting_with

STATES = {"sleeping": N_("sleeping"), "idle": N_("idle")}
DONE = {
    "planned the day": N_("planned the day"),
    "re-planned the rest of the day": N_("re-planned the rest of the day"),
    "reflected": N_("reflected"),
}
_GOING = re.compile(
    "^"
    + re.escape(GOING)
    .replace(r"\{place\}", "(?P<place>.+)")
    .replace(r"\{time\}", "(?P<time>[0-9:]+)")
    + "$"
)


def action_text(action: str) -> str:
    """A body's action as the report shows it."""
    if action in STATES:
        return _(STATES[action])
    names = chatting_with(action)
    if names is not None:
        return _("chatting with {names}").format(names=names)
    return action


def event_text(text: str) -> str:
    """What a resident's mind did, as the report shows it."""
    if text in DONE:
        return _(DONE[text])
    m = _GOING.match(text)
    if m is not None:
        return _("plans to be at {place} at {time}").format(place=m["place"], time=m["time"])
    return text
