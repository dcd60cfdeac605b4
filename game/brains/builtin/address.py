"""What a speaker calls the one it talks to, and what they are to it.

The bond's kind (family, romance, quarrel, rival, close, known, stranger:
``game.mind.language.Reading.bond_kind`` over the relationship text, else what the ties make
them) and the role words that decide the name: "Mum", "Dad", "Gran", a spouse's "love" or
first name, a younger sibling's given name in a Chinese town; a child calls a grown-up outside
the family by no name at all. Where names are written surname first (王秀英) the others are
called by age, gender and trade (郑阿姨, 老宋, 李老师: ``address_forms``). Any listener of a group is called so, not only the first one
spoken to ("Bye, Dad", not his first name).
"""

from __future__ import annotations

import re

from game.brains.builtin import address_forms
from game.brains.builtin.rand import stable_rand
from game.mind.brain import Listener, PersonaCard
from game.mind.facts import PEACE
from game.mind.language import reading
from game.mind.relations import bond_of, kind_with

_ADDRESS = (  # role words in my text about them -> what I call them
    (r"\b(?:mum|mother|mom)\b", "Mum"),
    (r"\b(?:dad|father)\b", "Dad"),
    (r"\bgrandmother\b|\bgran\b", "Gran"),
    (r"\bgrandfather\b|\bgrandad\b", "Grandad"),
    # a Chinese town's words for them ("她的父亲，..."): no word boundaries in Chinese
    (r"的(?:母亲|妈妈)", "妈"),
    (r"的(?:父亲|爸爸)", "爸"),
    (r"的(?:奶奶|外婆|姥姥)", "奶奶"),
    (r"的(?:爷爷|外公|姥爷)", "爷爷"),
    (r"的姐姐", "姐"),  # an older sister or brother is called by the word for them
    (r"的哥哥", "哥"),
)
# a younger sister or brother, a spouse, a son or daughter or grandchild is called by the given
# name (the name without its surname), not the full name a stranger would use
YOUNGER = re.compile(r"的(?:妹妹|弟弟|丈夫|妻子|老公|老婆|爱人|儿子|女儿|孙子|孙女)")
_ROLE = re.compile(
    r"\b(wife|husband|son|daughter|mum|mother|mom|dad|father|sister|brother|partner"
    r"|grandchild|granddaughter|grandson)\b",
    re.IGNORECASE,
)


def role_and_address(
    sp: PersonaCard, listener: Listener | None, kind: str, seed: int
) -> tuple[str, str]:
    """What ``listener`` is to the speaker by role ("wife", "son"; "" for none) and what the
    speaker calls them ("everyone" for no one in particular, "" for no name at all)."""
    if listener is None:
        return "", "everyone"
    first = listener.name.split()[0]
    head = (listener.relationship or "").split(";")[0].split(",")[0]
    m = _ROLE.search(head)
    role = m.group(1).lower() if m else ""
    form = address_forms.form_of(sp, listener, kind, seed)
    if form:
        return role, form  # (王秀英 to a girl of 17: 王阿姨; see ``address_forms``)
    if kind != "family" and 0 < sp.age < 16 and listener.age >= 18:
        return role, ""  # a child does not call a grown-up outside the family by first name
    if kind == "family":
        word = kin_word(head)
        if word:
            return role, word
        if role in ("wife", "husband", "partner") and stable_rand(seed, "love", sp.id) < 0.75:
            return role, "love"
        if YOUNGER.search(head) and not first.isascii() and len(first) >= 3:
            return role, first[-2:]  # the name without its one-character surname
    return role, first


def kin_word(bond: str) -> str:
    """The word one calls a family member by instead of their name, from the head of one's
    bond text ("Her mother, ..." -> "Mum"; "他的哥哥" -> "哥"), or "" (a spouse, a child, a
    younger sibling: called by name)."""
    head = (bond or "").split(";")[0].split(",")[0]
    return next((w for pat, w in _ADDRESS if re.search(pat, head, re.IGNORECASE)), "")


_KIN_NOUN = (  # role words in someone's bond to a relative -> what one calls that relative
    # to them ("your mum", "你妈")
    (r"\bgrandmother\b|\bgran\b", "gran"),
    (r"\bgrandfather\b|\bgrandad\b", "grandad"),
    (r"\b(?:mum|mother|mom)\b", "mum"),
    (r"\b(?:dad|father)\b", "dad"),
    (r"\b(wife|husband|partner|son|daughter|sister|brother|granddaughter|grandson)\b", ""),
    (r"的(?:母亲|妈妈)", "妈"),
    (r"的(?:父亲|爸爸)", "爸"),
    (
        r"的(奶奶|外婆|姥姥|爷爷|外公|姥爷|姐姐|哥哥|妹妹|弟弟|丈夫|妻子|爱人|儿子|女儿|孙子|孙女)",
        "",
    ),
)


def kin_noun(bond: str) -> str:
    """What one calls someone's relative to them, from the head of their bond to that relative
    ("Her mother, ..." -> "mum", as in "your mum"; "她的女儿" -> "女儿"), or "" (no kin word)."""
    head = (bond or "").split(";")[0].split(",")[0]
    for pat, word in _KIN_NOUN:
        m = re.search(pat, head, re.IGNORECASE)
        if m:
            return word or m.group(1).lower()
    return ""


def _tie_kind(main: Listener | None, rel: str) -> str:
    """What someone with no bond in the residents file is to the speaker: a housemate is
    close, a colleague or anyone talked to before is known, the rest are strangers."""
    if main is not None and "home" in main.ties:
        return "close"
    if rel or (main is not None and main.knows):
        return "known"
    return "stranger"


def kind_of(who: Listener | None) -> str:
    """What ``who`` is to the speaker: the bond's kind, else what the ties make them."""
    rel = who.relationship if who else ""
    kind = reading().bond_kind(bond_of(rel)) or _tie_kind(who, rel)
    if who is not None and who.feeling:  # what one feels on record ("crush"), not in words
        kind = kind_with(kind, who.feeling)
    if who is not None and who.courting and kind not in ("family", "romance"):
        kind = "romance"  # a date agreed since: they are sweethearts now
    if kind == "quarrel" and who is not None and any(k.startswith(PEACE) for k in who.has):
        kind = "known"  # made it up since (a peace both hold): no "Oh. It's you."
    return kind


def address_of(sp: PersonaCard, who: Listener, seed: int) -> str:
    """What the speaker calls ``who`` (any of a group, not only the one it first spoke to):
    "Dad" for one's father, "love" or a first name for one's wife, no name for a grown-up a
    child is not family to."""
    return role_and_address(sp, who, kind_of(who), seed)[1]
