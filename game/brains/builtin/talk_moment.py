"""What a moment in a talk calls for, before anything is said: a nod in passing and no talk
(people who meet every day, one of them on its way), a hello to a group one comes up to, the
house's doings between grown-ups of a family at home. Each is a draw fixed by the moment
(``stable_rand``) or a fact of the scene; the phrasing is ``talk``'s."""

from __future__ import annotations

from game.brains.builtin import talk_acts
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.rand import stable_rand
from game.mind.brain import UtteranceRequest


def joining(sc) -> bool:
    """One's first line in a group talk already going, where the last word was not the one
    greeted: "Hi again, Ann. Well I never." would answer Tom's news to Ann."""
    last = sc.last_other
    return (
        len(sc.others) > 1
        and last is not None
        and sc.listener is not None
        and last.speaker != sc.listener.id
    )


PASSING = 0.4  # of openers with nothing to bring, between people on their way or at work


def passing(sc, req: UtteranceRequest, seed: int, nothing_to_bring: bool) -> bool:
    """Whether this opener is only a hello in passing: nothing to tell or ask, no storyline,
    no upset friend to look after, and the speaker on its way somewhere; people who meet
    every day often nod and go on."""
    who = sc.listener
    return (
        nothing_to_bring
        and not sc.transcript
        and not req.intent
        and who is not None
        and len(sc.others) == 1
        and sc.kind in ("family", "close", "known")
        and not sc.at_my_home()
        and not who.mood.shows
        and not sc.mood.shows
        and not sc.mood.lonely  # (one who has spoken to nobody for hours stops)
        and (_on_its_way(sc) or _due_soon(sc))
        and stable_rand(seed, "passing", sc.sp.id, who.id, sc.now) < PASSING
    )


def _on_its_way(sc) -> bool:
    """Walking to where its plan step happens (at work one serves, or works alongside)."""
    cur = sc.current
    return cur is not None and bool(cur.where) and cur.where != sc.sector


def _due_soon(sc) -> bool:
    """Its next plan step starts within a quarter of an hour."""
    nxt = sc.nxt
    return nxt is not None and 0 < nxt.start - sc.now % 1440 <= 15


HOME_MATTER = 0.5  # of second lines at home between family: something about the house


def home_matter_due(sc, seed: int) -> bool:
    """Whether this line brings up something about the house (milk, the boiler, the bins):
    between grown-ups of a family at their home, once a talk, about half the time."""
    who = sc.listener
    return (
        sc.kind == "family"
        and sc.at_my_home()
        and len(sc.others) == 1
        and len(sc.mine) == 1
        and sc.sp.age >= 16
        and who is not None
        and who.age >= 16
        and not any(said_from("home_matter", x.text) for x in sc.transcript)
        # (an answer to a question is not followed by the boiler: "If it turns out well! The
        # bathroom light's gone again.")
        and not (sc.last_other is not None and talk_acts.asked(sc.last_other.text))
        and stable_rand(seed, "home", sc.sp.id, sc.now) < HOME_MATTER
    )


def said_passing(text: str) -> bool:
    return said_from("passing_bye", text)
