"""Whose voice: third-person statements turned into "I" and "you", and back.

Memories and persona texts are third person ("Ann Lee is planning a party ..."). Said
aloud they must be in the speaker's voice ("I'm planning a party ...") and address the listener
("... and you should come" rather than "... and Tom Reed should come"). A listener who hears a
line stores the statement in the third person again, with the speaker's name, so a fact keeps
one canonical wording as it travels (``hear`` inverts ``first_person`` and ``to_you``).

The news protocol: a line that shares a fact has one of the tables' news leads, then the fact in
the speaker's voice as one sentence, then optionally a short remark ("Have you heard? Tom
Reed is running for mayor. I had no idea."). ``extract_news`` finds the sentence after a lead.

Pronouns: a speaker knows its own gender (``gender_of`` its persona texts); a listener turning
"my" back into a pronoun guesses the speaker's from what it knows of them (the role words of its
relationship text: wife, son, mum...), else uses the name. Pure functions, microseconds each.
"""

from __future__ import annotations

import re

from game.brains.builtin.tables import active
from game.brains.builtin.text import base_form, is_third_person_verb

_OBJECT_FOLLOWERS = frozenset(
    """that to and or but about for if when out up off in on back how what why where everything
    something anything nothing so too again once twice a an the this""".split()
)
_BASE_VERBS = frozenset(
    """hope want try keep need plan work go get make take run write read help teach tell ask
    worry wonder think bake cook paint practise practice study grumble love like mean have do
    stay""".split()
)
_NOT_BASE = frozenset("a an the my his her their its our your this that then so too".split())
_MODALS = frozenset("can could will would should must might may shall".split())
_FEMALE = re.compile(
    r"\b(?:wife|mother|mum|mom|daughter|sister|grandmother|grandma|aunt|niece|girlfriend)\b", re.I
)
_MALE = re.compile(
    r"\b(?:husband|father|dad|son|brother|grandfather|grandad|uncle|nephew|boyfriend)\b", re.I
)


def gender_of(*texts: str) -> str:
    """'he' | 'she' | 'they' from the pronouns in a persona's own texts."""
    blob = " ".join(texts).lower()
    he = len(re.findall(r"\b(?:he|his|him|himself)\b", blob))
    she = len(re.findall(r"\b(?:she|her|hers|herself)\b", blob))
    return "he" if he > she else "she" if she > he else "they"


def gender_from_bond(bond: str) -> str:
    """The other person's gender from my relationship text about them ("His wife" -> she)."""
    head = (bond or "").split(";")[0]
    if _FEMALE.search(head):
        return "she"
    if _MALE.search(head):
        return "he"
    return "they"


def _pronouns(gender: str) -> tuple[str, str, str, str, str]:
    """(subject, possessive, object, reflexive, possessive pronoun)."""
    if gender == "he":
        return "he", "his", "him", "himself", "his"
    if gender == "she":
        return "she", "her", "her", "herself", "hers"
    return "", "their", "them", "themselves", "theirs"


# an adverb between "I" and its verb stays as it is: "I recently joined" -> "Ann recently joined"
_ADVERB = (
    r"((?!(?:reply|apply|supply|rely|fly|ally|bully|tally|rally|comply|imply)\b)"
    r"(?:\w+ly|still|also|often|never|always|just|sometimes|already|even|only) )?"
)


def third(verb: str) -> str:
    """'keep' -> 'keeps', 'try' -> 'tries', 'go' -> 'goes'; modals and past forms unchanged."""
    v = verb.lower()
    if v in _MODALS or v.endswith("ed") or v in active().past_irregular:
        return verb
    special = {"be": "is", "am": "is", "have": "has", "do": "does", "go": "goes"}
    if v in special:
        return special[v]
    if re.search(r"(?:s|sh|ch|x|z|o)$", v):
        return verb + "es"
    if re.search(r"[^aeiou]y$", v):
        return verb[:-1] + "ies"
    return verb + "s"


# ---------------------------------------------------------------------------- I
_OTHER_OWNER = re.compile(
    r"\b(?:persuad\w*|ask\w*|tell\w*|remind\w*|help\w*|convinc\w*|encourag\w*|want\w*|"
    r"teach\w*|let|make|get|got)\s+[A-Z][\w'’]+(?:\s+[A-Z][\w'’]+)?\s+to\b"
    r"|\bwith\s+[A-Z][\w'’]+(?:\s+[A-Z][\w'’]+)?\s+(?:about|over)\b"
)


def _other_named(before: str) -> bool:
    """Someone else was just made the doer ("persuade Tom to take his pills", "argued with
    Tom about his shop"): a following 'her' / 'his' is theirs, not the speaker's."""
    clause = re.split(r"[,;]|\bbut\b|\band\b", before)[-1]
    return bool(_OTHER_OWNER.search(clause))


def first_person(sentence: str, name: str, gender: str) -> str:
    """A third-person statement about ``name`` in that person's own voice (best effort).

    'Sam Lee is trying to keep prices fair while his wholesalers keep raising theirs.' ->
    "I'm trying to keep prices fair while my wholesalers keep raising theirs."
    """
    s = sentence.strip()
    first = name.split()[0]
    for n in (name, first):
        s = re.sub(rf"^{re.escape(n)}'s\b", "My", s)
        m = re.match(rf"^{re.escape(n)}\s+(\w+)", s)
        if m:
            verb, rest = m.group(1), s[m.end() :]
            if verb == "is":
                s = "I'm" + rest
            elif verb == "was":
                s = "I was" + rest
            elif verb == "has":
                s = ("I've" if rest.startswith(" been") else "I have") + rest
            elif is_third_person_verb(verb):
                s = "I " + base_form(verb) + rest
            else:
                s = "I " + verb + rest
            break
    subj, poss, obj, refl, _ = _pronouns(gender)
    s = re.sub(rf"\b{re.escape(first)}'s\b", "my", s)
    if subj:

        def _subject(m: re.Match) -> str:
            verb, lead = m.group(2), m.group(1)
            if verb in ("is", "was"):
                return f"{lead}I {'am' if verb == 'is' else 'was'}"
            if is_third_person_verb(verb):
                return f"{lead}I {base_form(verb)}"
            return f"{lead}I {verb}"

        s = re.sub(
            r"(^|[,;]\s+|\band\s+|\bbut\s+|\bthat\s+|\bso\s+|\bthough\s+|\bwhile\s+"
            r"|\bbecause\s+|\bwhether\s+|\bif\s+)" + subj + r"\s+(\w+)",
            _subject,
            s,
            flags=re.IGNORECASE,
        )
    if gender == "she":
        cues = active().object_cues

        def _her(m: re.Match) -> str:
            """'her' before a noun is hers ('to her party' -> 'to my party'); after a verb or
            preposition and before nothing noun-like it is her ('give it to her')."""
            before = s[: m.start()].split()
            after = s[m.end() :].split()
            prev = before[-1].lower().strip(",") if before else ""
            nxt = after[0].lower().strip(",.;:!?") if after else ""
            if prev in cues and (
                not nxt or nxt in _OBJECT_FOLLOWERS or s[m.end() :][:1] in ",.;:!?"
            ):
                return "her"
            return "her" if _other_named(s[: m.start()]) else "my"

        s = re.sub(r"\bher own\b", "my own", s)
        s = re.sub(r"\bher\b", _her, s)
        s = re.sub(r"\bhers\b", "mine", s)
    elif gender == "he":
        s = re.sub(r"\bhis\b", lambda m: "his" if _other_named(s[: m.start()]) else "my", s)
        s = re.sub(r"\bhim\b", "me", s)
    s = re.sub(rf"\b{refl}\b", "myself", s)
    if s.startswith("I"):
        s = re.sub(r"\band is\b", "and am", s)
        s = re.sub(r"\band has\b", "and have", s)
        s = re.sub(
            r"\b(and|but)\s+((?:[a-z]+ly\s+|still\s+|also\s+|often\s+|never\s+|always\s+)?)"
            r"([a-z]+s)\b(?=\s+(?:[a-z]+ing|to|of|the|a|an|my|"
            r"is|that|about|it|for|with|up|out|in|on|at|home|back|away|late|early|polite|quiet"
            r"|calm|busy|neutral|well|hard|everything|nothing|[A-Z][a-z]+)\b)",
            lambda m: (
                f"{m.group(1)} {m.group(2)}{base_form(m.group(3))}"
                if is_third_person_verb(m.group(3)) and m.group(3) not in ("is", "has")
                else m.group(0)
            ),
            s,
        )
        s = re.sub(
            r"(,\s+)([a-z]+s)\b(?=\s+[a-z])",
            lambda m: (
                f"{m.group(1)}{base_form(m.group(2))}"
                if is_third_person_verb(m.group(2)) and m.group(2) not in ("is", "has", "was")
                else m.group(0)
            ),
            s,
        )
    s = s.replace("I am ", "I'm ", 1) if s.startswith("I am ") else s
    # "Ann Lee and Tom Reed agreed" -> "Tom Reed and I agreed" (also mid-sentence)
    s = re.sub(r"\bI and ((?:[A-Z][\w'’-]+ ?){1,3}?) (?=[a-z])", r"\1 and I ", s)
    return s[0].upper() + s[1:] if s else s


def third_person(text: str, name: str, gender: str) -> str:
    """The inverse of ``first_person``: "I'm planning my party" said by Ann Lee -> "Ann Lee is
    planning her party" (with ``gender`` "she"; "they" keeps names and "their")."""
    subj, poss, obj, refl, poss_pron = _pronouns(gender)
    first = name.split()[0]
    s = text.strip()
    m = re.match(r"^((?:[A-Z][\w'’-]+ ?){1,3}?) and I (?=[a-z])", s)
    if m:  # "Tom Reed and I agreed" -> "Ann Lee and Tom Reed agreed"
        s = f"{name} and {m.group(1)} " + s[m.end() :]
    starts = (
        (r"^I haven't\b", f"{name} hasn't"),
        (r"^I don't\b", f"{name} doesn't"),
        (r"^I'm\b", f"{name} is"),
        (r"^I am\b", f"{name} is"),
        (r"^I've\b", f"{name} has"),
        (r"^I have\b", f"{name} has"),
        (r"^I'd\b", f"{name} would"),
        (r"^I'll\b", f"{name} will"),
        (r"^My\b", f"{name}'s"),
    )
    for pat, rep in starts:
        if re.match(pat, s):
            s = re.sub(pat, rep, s, count=1)
            break
    else:
        # a dated record ("I spread the word ... on Friday, 17:00-18:30") is in the past:
        # "spread", "read", "set" stay as they are
        record = bool(re.search(r"\d\d:\d\d-\d\d:\d\d", s))
        s = re.sub(
            rf"^I {_ADVERB}(\w+)",
            lambda m, record=record: (
                f"{name} {m.group(1) or ''}{m.group(2) if record else third(m.group(2))}"
            ),
            s,
            count=1,
        )
    who = subj or first
    s = re.sub(r"\bI haven't\b", f"{who} hasn't", s)
    s = re.sub(r"\bI don't\b", f"{who} doesn't", s)
    s = re.sub(r"\bI (can't|won't|wouldn't|couldn't|didn't|shouldn't)\b", rf"{who} \1", s)
    s = re.sub(r"\bI'm\b|\bI am\b", f"{who} is", s)
    s = re.sub(r"\bI've\b|\bI have\b", f"{who} has", s)
    s = re.sub(r"\bI'd\b", f"{who} would", s)
    s = re.sub(r"\bI'll\b", f"{who} will", s)
    s = re.sub(rf"\bI {_ADVERB}(\w+)", lambda m: f"{who} {m.group(1) or ''}{third(m.group(2))}", s)
    s = re.sub(r"\band am\b", "and is", s)
    s = re.sub(r"\band have(?= (?:been|[a-z]+ed)\b)", "and has", s)
    s = re.sub(
        r"\b(and|but)\s+((?:still|also|often|never|always)\s+)?([a-z]+)\b"
        r"(?=\s+(?:[a-z]+ing|to|that|the|a|an|it|on|in|at|over|into|through|from|off|again"
        r"|every|about|for|with|up|out|not|no|his|her|their)\b)",
        lambda m: (
            f"{m.group(1)} {m.group(2) or ''}{third(m.group(3))}"
            if m.group(3) in _BASE_VERBS
            or (not m.group(3).endswith(("s", "ed", "ing", "ly")) and m.group(3) not in _NOT_BASE)
            else m.group(0)
        ),
        s,
    )
    s = re.sub(r"\bmyself\b", refl, s)
    s = re.sub(r"\bmine\b", poss_pron, s)
    s = re.sub(r"\bmy\b", poss, s)
    s = re.sub(r"\bme\b", obj, s)
    return s
