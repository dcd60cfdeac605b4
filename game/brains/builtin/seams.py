"""Whether prose turned into the speaker's own voice by rule still shows where it was cut.

A residents file written in prose describes a resident in the third person ("whom she likes
and trusts", "far more than he should"); the built-in brain's interview answers turn some of
that into the first person by rule, and a rule cannot always tell whose "he" or "her" a clause
means. Rather than say a mangled sentence ("whom I like and trusts", "promised I she could"),
the brain says less: ``seamless`` vetoes a converted sentence that still shows a seam, and
``safe_voice`` falls back to the part of a relationship text before its first clause, then to
nothing. Cost: a few regexes per sentence, only where an answer quotes prose.
"""

from __future__ import annotations

import re

from game.brains.builtin.text import is_third_person_verb

# "I likes", "I trusts": a subject I with a third-person verb
_I_VERB = re.compile(r"\bI (?:\w+ly )?([a-z]+s)\b")
# "promised I", "told I", "than I should": an I where only me would do
_OBJECT_I = re.compile(
    r"\b(?:promised|told|asked|gave|showed|let|made|helped|taught|sent|offered|bought|"
    r"with|for|to|about|from|at|like|than|of) I\b(?! (?:am|was|do|did|have|had|can|could|will|"
    r"would|should|might|must|think|know|said|say)\b)"
)
# "whom I like and trusts": a clause begun with I, continued with a third-person verb
_AND_VERB = re.compile(r"\bI [^.;,]*?\b(?:and|or|but) (?:\w+ly )?([a-z]+s)\b")
_OWN = {
    "he": re.compile(r"\b(?:he|him|his|himself)\b"),
    "she": re.compile(r"\b(?:she|her|hers|herself)\b"),
}
_NAMED = re.compile(r"\b[A-Z][a-z'’-]+\b")


def seamless(text: str, gender: str = "") -> bool:
    """False when ``text``, already turned into the first person, still shows a seam: a
    third-person verb after I, an I where me belongs, or (in a sentence that names nobody but
    the speaker) a pronoun of the speaker's own gender left in the third person."""
    for m in _I_VERB.finditer(text):
        if is_third_person_verb(m.group(1)) and m.group(1) not in ("was", "has", "is"):
            return False
    if _OBJECT_I.search(text):
        return False
    for m in _AND_VERB.finditer(text):
        if is_third_person_verb(m.group(1)) and m.group(1) not in ("was", "has", "is"):
            return False
    own = _OWN.get(gender)
    if own is not None and own.search(text):
        named = [w for w in _NAMED.findall(text) if w not in ("I", "My", "I'm", "I've")]
        # with nobody else named, a "he" or "her" can only be the speaker, left unturned
        subject = "he" if gender == "he" else "she"
        if not named[1:] or re.search(rf"\b(?:than|as much as|as) {subject}\b", text):
            return False
    return True


_CLAUSE = re.compile(r"(;\s*|,\s+(?=(?:who|whom|which|and|but)\b))")


def safe_voice(bond: str, turn, gender: str) -> str:
    """``turn(bond)`` when it reads cleanly; else the longest run of its first clauses that
    does ("Ann's teacher" of "Ann's teacher, whom she likes and trusts"; "the retired miller;
    an old friend" of "...; an old friend, and the only man who cares as much as he does");
    else ''."""
    said = turn(bond)
    if said and seamless(said, gender):
        return said
    parts = _CLAUSE.split(bond)  # clause, delimiter, clause, ...
    best, upto = "", ""
    for i in range(0, len(parts), 2):
        upto += (parts[i - 1] if i else "") + parts[i]
        said = turn(upto.strip().rstrip(",;"))
        if not said or not seamless(said, gender):
            break
        best = said
    return best
