"""One's own take on what one has just been told: a view, worry or project of one's own on the
same matter, said after the reaction ("A developer wants the old mill?" - "I'm dead against
selling the old mill to that developer.").

The matter is found by the two records: the same thing named in both (a run of two words or
more both sentences hold, "the old mill", ``talk_same.shared_thing``; in a script without
spaces, a run of characters both hold), or a content word (four letters or more, not a name,
not a common word) in both when the two records are also about the same third person. One
word alone is no same matter: "after school" and "the village school won't last", or a cake
"class" at a show and a teacher's "class", share a word, not a thing. Only the
hearer's own standing facts are candidates (``PersonaCard.facts``: its own words, ``mine``),
never a secret, never one it has already said today.
"""

from __future__ import annotations

import re

from game.brains.builtin.phrases import STOPS
from game.brains.builtin.situation import Scene, mask
from game.brains.builtin.talk_same import shared_thing
from game.mind.facts import Fact

THING_WORDS = 2  # words of a thing two sentences both name, to be on the same matter
HAN_RUN = 3  # characters two sentences without spaces share, to be on the same matter

TOPICS = ("opinion", "worry", "project", "quarrel", "work", "family")  # not "other": news
# words too common to make two statements about the same matter
_COMMON = frozenset(
    """about above after again against along already always another anyone anything around
    asked because before being below between could every everyone everything going great
    having might never night other people really should since something still their there
    these thing things think those three today tomorrow until where which while whole would
    years evening morning afternoon saturday sunday monday tuesday wednesday thursday friday
    wants want have been with that this will your from they what when just like some them
    make more over also into only much very here than then were well back down even good
    know last long need next once same soon sure take tell time told turn week work year
    days hope keep look made many most must open part says seen show sort talk
    tonight four five seven eight nine eleven twelve half quarter village town place""".split()
)


def _words(text: str) -> set[str]:
    """Content words: lower-case (no names), four letters or more, not common."""
    return {w for w in re.findall(r"\b[a-z][a-z'-]{3,}\b", text) if w not in _COMMON}


def own_take(scene: Scene, fact: Fact) -> str:
    """The hearer's own words on the matter of ``fact`` ('' when it has none to add)."""
    f = take_fact(scene, fact)
    if f is None:
        return ""
    mine = f.mine.strip()
    return mine if mine.endswith(STOPS) else mine + "."


def take_fact(scene: Scene, fact: Fact) -> Fact | None:
    """The hearer's own standing fact on the matter of ``fact`` (None when it has none)."""
    me = scene.sp.id
    if fact.subject == me or me in fact.about:
        return None
    if fact.topic == "romance":  # someone's love life is no cue for one's own views
        return None
    heard = fact.text(me)
    told = _words(heard)
    if not told and heard.isascii():
        return None
    said = " ".join(scene.said_so_far())
    # (one's view that names someone in the talk would speak of them to their face)
    present = {o.id for o in scene.others}
    named = {w for o in scene.others for w in o.name.split()}
    for f in scene.sp.facts:
        if f.secret or not f.mine or f.key == fact.key or f.topic not in TOPICS:
            continue
        words = set(re.findall(r"[A-Z][\w'-]+", f.mine)) if f.mine.isascii() else set()
        names = named & words if f.mine.isascii() else [n for n in named if n in f.mine]
        if present & set(f.about[1:]) or names:
            continue
        if f.event is not None:
            continue  # one's own gathering is told as news, not as a take
        if any(f.key in o.has for o in scene.others):
            continue  # they have it: I told them, or they told me
        if not _same_matter(heard, told, f.mine, _third(fact, me) & set(f.about)):
            continue
        if mask(f.mine.strip())[:40] in said:
            continue  # said it already today
        return f
    return None


def _third(fact: Fact, me: str) -> set[str]:
    """Those ``fact`` is about besides its subject and the hearer."""
    return set(fact.about[1:]) - {me, fact.subject}


def _same_matter(heard: str, told: set[str], mine: str, both_about: set[str]) -> bool:
    """A thing of two words or more both name, or a content word both hold when both records
    are about someone else too (``both_about``); in a script without spaces, a run of
    characters (``HAN_RUN`` or more) both hold."""
    if heard.isascii():
        if len(shared_thing(heard, mine).split()) >= THING_WORDS:
            return True
        return bool(both_about) and bool(_words(mine) & told)
    return len(shared_thing(heard, mine)) >= HAN_RUN
