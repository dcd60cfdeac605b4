"""The people in an interview: who they are to the resident in its own words (kin as it calls
them, "my mum"; its relationship text turned into its voice), whom it would most like to spend
time with, and what it says when asked about someone.

Everything comes from the request (relationships, people, memories): nothing names a town's
people. Kinship words ("mum", "wife") are plain English read from the resident's own
relationship text ("Her mum, the town clerk ...").
"""

from __future__ import annotations

import re

from game.brains.builtin import interview_self, interview_who, voice
from game.brains.builtin.interview_clock import recall_dated
from game.brains.builtin.interview_parts import (
    as_sentence,
    my_bond,
    statements,
    third_to_first_verbs,
)
from game.brains.builtin.phrases import Phrasebook
from game.brains.builtin.seams import safe_voice
from game.brains.builtin.text import base_form, is_third_person_verb
from game.mind.brain import InterviewAnswer, InterviewRequest
from game.mind.facts import DATE

_KIN = (
    "mum mother mom dad father wife husband son daughter sister brother grandmother grandfather "
    "grandma grandpa granddaughter grandson aunt uncle niece nephew cousin partner fiancée fiancé "
    "fiance girlfriend boyfriend twin"
).split()
_FEMALE = {"mum", "mother", "mom", "wife", "daughter", "sister", "grandmother", "grandma"}
_FEMALE |= {"granddaughter", "aunt", "niece", "fiancée", "girlfriend"}
_MALE = {"dad", "father", "husband", "son", "brother", "grandfather", "grandpa", "grandson"}
_MALE |= {"uncle", "nephew", "fiancé", "fiance", "boyfriend"}


def kin(relationships: tuple[str, ...]) -> dict[str, str]:
    """Full name -> how the resident calls them ("my mum"), from its relationship lines."""
    out = {}
    for line in relationships:
        m = re.match(
            r"(.+?) \(closeness [\d.]+\): (?:His|Her|Their|My) ([\w'’ -]{2,30}?)\b(?=[,.;]| who| of| and|$)",
            line,
        )
        if not m:
            continue
        words = m.group(2).lower().split()
        if words and words[-1] in _KIN:
            out[m.group(1)] = "my " + words[-1]
    return out


def pronoun_for(call: str) -> tuple[str, str]:
    word = call.split()[-1]
    if word in _FEMALE:
        return "she", "her"
    if word in _MALE:
        return "he", "him"
    return "they", "them"


def bond_voice(bond: str, p, gender: str) -> str:
    """A relationship text ("A friend ... who makes her laugh"; "whom she tutors") in the
    resident's own voice ("... who makes me laugh"; "whom I tutor")."""
    if gender == "she":  # object "her" before a verb: "makes her laugh" (not "her lab")
        bond = re.sub(
            r"\b(makes|make|keeps|keep|drives|drive|lets|let) her\b(?= [a-z]+\b)", r"\1 me", bond
        )
    for n in (p.name, p.first_name()):  # "works ... under Ann" said by Ann: "under me"
        bond = re.sub(
            rf"\b(under|for|with|beside|alongside|to|from) {re.escape(n)}\b", r"\1 me", bond
        )
    for n in (p.name, p.first_name()):  # "...; Ann trusts her to ..." said by Ann
        bond = re.sub(
            rf"(?:(?<=[;,] )|(?<=\band )){re.escape(n)} (\w+)",
            lambda m: (
                "I "
                + {"is": "am", "has": "have", "was": "was"}.get(
                    m.group(1),
                    base_form(m.group(1)) if is_third_person_verb(m.group(1)) else m.group(1),
                )
            ),
            bond,
        )
    s = voice.first_person(my_bond(bond), p.name, gender)
    subj = {"she": "she", "he": "he"}.get(gender)
    if subj:
        s = re.sub(
            rf"\b(than|when|whenever|if|because|while) {subj} (is|does|has|was)\b",
            lambda m: (
                f"{m.group(1)} I "
                + {"is": "am", "does": "do", "has": "have", "was": "was"}[m.group(2)]
            ),
            s,
        )
        s = re.sub(
            rf"\b(whom|who|which|where|whose \w+) {subj} (\w+)",
            lambda m: (
                f"{m.group(1)} I {base_form(m.group(2)) if is_third_person_verb(m.group(2)) else m.group(2)}"
            ),
            s,
        )
        if gender == "she":
            s = re.sub(r"\b(makes|make|keeps|keep|drives|drive|lets|let) her\b", r"\1 me", s)
    s = re.sub(
        r"(^|[;,] |\band )they (\w+)",
        lambda m: (
            m.group(0) if is_third_person_verb(m.group(2)) else f"{m.group(1)}we {m.group(2)}"
        ),
        s,
    )
    # "my" left before a preposition was an object: "I trust my to" -> "I trust her to",
    # "who trusts my with" -> "who trusts me with"
    prep = r"(?=(?:to|with|about|for|on|at)\b)"
    s = re.sub(rf"\bI (\w+) my {prep}", r"I \1 her ", s)
    s = re.sub(rf"\b([a-z]+s) my {prep}", r"\1 me ", s)
    return third_to_first_verbs(s, force=True)


def name_kin(text: str, relationships: tuple[str, ...]) -> str:
    """'Ann Lee told me ...' -> 'My mum told me ...' when the resident calls her that: the first
    mention only; later ones are the first name ("at my husband's meeting, the room voted with
    Tom", not "my husband" three times in a sentence)."""
    for name, call in kin(relationships).items():
        first = name.split()[0]
        seen = [False]

        def swap(m: re.Match, call: str = call, first: str = first, seen=seen) -> str:
            lead, poss = m.group(1) or "", m.group(3) or ""
            if seen[0]:
                return lead + first + poss
            seen[0] = True
            said = call.capitalize() if lead or m.start() == 0 else call
            return lead + said + poss

        pattern = rf"(^|(?<=[.;:!?] ))?\b({re.escape(name)}|{re.escape(first)})\b('s\b)?"
        text = re.sub(pattern, swap, text)
    return text


def grown_up_for(req: InterviewRequest, name: str) -> bool:
    """Whether ``name`` is company a resident would choose for an evening: anyone for a child,
    a grown-up (or one of unknown age) for a grown-up."""
    if 0 < req.persona.age < 18:
        return True
    who = next((x for x in req.people if x.name == name), None)
    return who is None or not 0 < who.age < 18


def preferred_person(req: InterviewRequest, low: str, gender: str) -> InterviewAnswer:
    best = None
    friend_asked = "friend" in low
    for line in req.relationships:
        m = re.match(r"(.+?) \(closeness ([\d.]+)\): (.*)", line)
        if not m:
            continue
        name, close, summary = m.group(1), float(m.group(2)), m.group(3)
        if re.search(r"\b(?:wife|husband|son|daughter|mum|mother|dad|father)\b", summary, re.I):
            continue  # the question is about someone new, not family
        if not grown_up_for(req, name):
            continue  # (a grown-up's evening out is with a grown-up, not a pupil of theirs)
        bond = summary.split("Lately: ", 1)[0]
        score = close + (1.0 if friend_asked and re.search(r"\bfriend", bond, re.I) else 0.0)
        if best is None or score > best[1]:
            best = (name, score, summary)
    if best is None:
        return InterviewAnswer(text="I'd rather spend time with my family, honestly.")
    bond, _, lately = (" " + best[2]).partition(" Lately: ")
    bond = bond.strip()
    if re.match(rf"^{re.escape(best[0])} and I\b", bond):
        bond, lately = "", bond
    pid = next((x.id for x in req.people if x.name == best[0]), "")
    made = [  # a romance made since (a date asked and answered): that, not the old crush
        m.fact
        for m in req.held
        if m.fact is not None
        and not m.seed
        and m.fact.key.startswith(DATE)
        and m.fact.news
        and pid in m.fact.about
        and m.fact.subject == req.persona.id  # (one's own date: not one heard of)
    ]
    if made:
        lead = interview_self.spread("ans_pick_lead_sure", req, who=best[0].split()[0])
        return InterviewAnswer(text=f"{lead} {as_sentence(made[-1].text(req.persona.id))}")
    reasons = []
    if bond:
        said = safe_voice(bond, lambda b: bond_voice(b, req.persona, gender), gender)
        if said:
            reasons.append(as_sentence(said))
    if lately:
        reasons.append(as_sentence(re.sub(rf"^{re.escape(best[0])} and I\b", "we", lately)))
    who = best[0].split()[0]
    if not reasons:  # (no bond on file and nothing lately: why, as the closeness says it)
        reasons.append(Phrasebook([], req.persona.id, who, "pick").pick("ans_pick_why", who=who))
    lead = interview_self.spread("ans_pick_lead", req, who=who)
    return InterviewAnswer(text=" ".join(r for r in (lead, *reasons) if r))


def about_person(req: InterviewRequest, line: str, gender: str) -> InterviewAnswer:
    name = line.split(" (", 1)[0]
    summary = line.split(":", 1)[1].strip() if ":" in line else ""
    bond, _, lately = (" " + summary).partition(" Lately: ")
    bond = bond.strip()
    if re.match(rf"^{re.escape(name)} and I\b", bond):  # no bond, only a chat on record
        bond, lately = "", bond
    first = name.split()[0]
    bond = safe_voice(bond, lambda b: bond_voice(b, req.persona, gender), gender) if bond else ""
    person = next((p for p in req.people if p.name == name), None)
    if bond:
        text = f"{first}? {as_sentence(bond)}"
    else:  # (no bond in one's file: who they are from one's records of them)
        text = " ".join(
            [interview_who.lead(req, person, first)]
            + interview_who.who_they_are(req, person, first)
        )
    if lately:
        text += " " + as_sentence(re.sub(rf"^{re.escape(name)} and I\b", "We", lately))
    hits = interview_who.held_of(req, person)[:1]
    hits = hits or [m for m in statements(req.memories, req.persona.name) if name in m.text][:1]
    if hits:
        text += " " + recall_dated(hits, req, gender)
    thought = interview_who.thought_of(req, name, {m.id for m in hits})
    if thought is not None and not bond:
        text += " " + as_sentence(thought.text)
    ids = tuple(m.id for m in hits) + ((thought.id,) if thought is not None and not bond else ())
    return InterviewAnswer(text=text, evidence=ids)
