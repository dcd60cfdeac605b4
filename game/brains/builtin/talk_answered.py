"""Taking what came back to one's own line: an answer to one's question by what it answered,
one's news reacted to by a nod, and only a remark as a remark.

One who asked "Late one tonight?" and heard "About quarter past seven" says "Right — I'll see
you then.", not "Is that so?"; one who asked "Have you eaten?" and heard "All done, thanks."
says "Good — just checking.", not "That's the way of it."; one who asked how the other is and
heard "Not half bad." says "That makes two of us.", not "Funny how things go.". The answer is
read back with the phrase sets that made it (``TAKEN``: each answer set with the reaction that
takes it); an answer none of them made ("As many as will come.") is taken plainly
(``react_answer``). An answer that brought something up of its own is answered as that.

``nothing_to_add`` is the line of one who has nothing else to say this turn (no news, no
question): the answer taken, or how one's news sits with one once it was only reacted to
(``took_own_*``; ``react_nod`` to news of others), else a remark (``react_generic``).
"""

from __future__ import annotations

from game.brains.builtin import talk_acts
from game.brains.builtin.phrases import Phrasebook, lines
from game.brains.builtin.phrases_said import said_worded
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.situation import Scene
from game.brains.builtin.talk_child import with_kids
from game.brains.builtin.talk_of import SMALL
from game.brains.builtin.talk_turns import bare_reaction, brought_up
from game.mind import requests
from game.mind.react import SHUT

# (the answer sets, the reaction that takes them), the first whose answer was said
TAKEN: tuple[tuple[tuple[str, ...], str], ...] = (
    (("ans_back", "ans_back_early"), "react_answer_back"),
    (("ans_back_none",), "react_answer_around"),
    (("ans_not_ate",), "react_answer_not_ate"),
    (("ans_ate",), "react_answer_ate"),
    (("ans_slept",), "react_answer_slept"),
    (("ans_ready",), "react_answer_ready"),
    (("ans_dinner",), "react_answer_dinner"),
    (("ans_evening", "ans_evening_did"), "react_answer_evening"),
    (("ans_happened",), "react_answer_quiet"),
    (("ans_seen",), "react_answer_done"),
    (("ans_still", "ans_still_out"), "react_answer_still"),
    (("ans_break",), "react_answer_break"),
    (("ans_help", "ans_hurt"), "react_answer_help"),
    (("ans_next", "ans_next_said", "ans_next_said_more", "ans_next_said_soon", "ans_no_next",
      "ans_no_next_home"), "react_plan"),
    # a long stretch at one thing ("... since quarter to one, with no end in sight") is a
    # complaint, whatever pleasantry came before it: not "That's the spirit."
    (("ans_block_long",), "react_answer_long"),
    (("ans_busy", "ans_steady"), "react_answer_busy"),
    (("ans_not_busy",), "react_answer_well"),  # (not "Better busy than bored.")
    (("ans_lonely",), "react_answer_lonely"),  # (and the talk goes on: talk.py)
    # a worry said again is taken as a worry (not "Thanks — good to know.")
    (("ans_upset_worry_again", "ans_holding_again"), "react_worry"),
    # asked after one's own matter ("Much on at work this week?" "Never a dull moment."):
    # taken by what it was (not "Thanks — good to know.")
    (("ans_follow_after_work_own",), "react_answer_busy"),
    (("ans_follow_after_project_own", "ans_follow_after_project_whom_own"), "react_answer_going"),
    (("ans_follow_after_family_own", "ans_follow_after_family_whom_own",
      "ans_follow_after_work_whom_own"), "react_answer_glad"),
    (("ans_follow_after_worry_own", "ans_follow_after_illness_own", "ans_follow_after_quarrel_own",
      "ans_follow_after_worry_whom_own", "ans_follow_after_illness_whom_own",
      "ans_follow_after_quarrel_whom_own", "ans_follow_after_worry_whom",
      "ans_follow_after_illness_whom"), "react_answer_mend"),
    (("ans_fine", "ans_fine_home", "ans_fine_home_back", "ans_mood_glad", "ans_holding_fine"),
     "react_answer_well"),
)  # fmt: skip
TAKEN = tuple((with_kids(answers), reaction) for answers, reaction in TAKEN)  # (a child's too)


def asked_last(scene: Scene) -> bool:
    """Whether my last line in this talk asked the other something."""
    return bool(scene.mine) and bool(talk_acts.asked(scene.mine[-1].text))


def taken(scene: Scene, book: Phrasebook, slots: dict[str, str], heard: str) -> str:
    """How I take ``heard`` when it answers the question my last line asked ('' when it does
    not, or when it brought something up of its own: that is what is answered)."""
    if not asked_last(scene) or brought_up(heard):
        return ""
    for answers, reaction in TAKEN:
        if any(said_worded(a, heard) for a in answers):
            more = f"{reaction}_more"  # (a set heard all day has a second one, for half)
            if lines(more) and stable_rand(scene.sp.id, scene.now, reaction) < 0.5:
                reaction = more
            return book.pick(reaction, **slots)
    return book.pick("react_answer", **slots)


def nothing_to_add(scene: Scene, book: Phrasebook, slots: dict[str, str]) -> str:
    """The line of one with nothing to tell or ask this turn (see the module docstring)."""
    last = scene.last_other
    if last is not None and (not last.to or last.to == scene.sp.id):
        said = taken(scene, book, slots, last.text)
        if said:
            return said
        mine = scene.mine[-1] if scene.mine else None
        if mine is not None and mine.fact is not None and bare_reaction(last.text):
            return book.pick(news_taken(mine.fact, scene.sp.id), **slots)
    return book.pick("react_generic", **slots)


def news_taken(fact, me: str) -> str:
    """The set for what one says when one's news was only reacted to: how one's own sits with
    one (``took_own_*``, by its topic; what one answered to someone's asking, as settled), a
    nod to what one told of others."""
    if fact.subject != me:
        return "react_nod"
    if len(fact.about) > 1 and fact.topic in SMALL and not fact.secret and lines("took_of"):
        # what I noticed of someone else ("I've noticed Ann mending the same latch twice"):
        # passed on, not "Can't leave it half done" as of my own work
        if not requests.is_outcome(fact):
            return "took_of"
    if requests.is_outcome(fact):  # what I answered to someone's asking: not "my project"
        return "took_own_asked" if lines("took_own_asked") else "took_own"
    if fact.secret:  # my own secret, or what I make of two others (gossip)
        return "took_own_secret" if len(fact.about) <= 2 else "took_own_gossip"
    if fact.key.startswith(SHUT) and lines("took_own_shut"):
        return "took_own_shut"  # my work shut on me: how it sits with me, not "so there it is"
    name = f"took_own_{fact.topic}"
    return name if lines(name) else "took_own"
