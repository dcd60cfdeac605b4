"""Scoring "How have you been feeling today, and why?" against the true inner state.

The truth is the simulation's (``sim.inner.feeling``: the mood word and the key of what moved
it lately), never the resident's words. The answer's words are read by families of cue words
kept here, apart from the brains' phrasing: a bad mood (a word of the mind's table at valence
-0.25 or below: low, tense, upset) must be said as bad and not as fine; a good one (valence 0.3
or above: glad, content) not as bad; one in between (calm, fine, weary) not as upset or glad
unless the answer also says a middling word. When something moved the mood lately, the answer
must name it (its cue words); a "don't know" is "dk". Right, wrong or dk, like
``interview_truth``.
"""

from __future__ import annotations

import re

BAD = r"\b(low|upset|tense|on edge|not great|not good|not brilliant|worried|sad|rough|fed up|been better|miserable|angry|hurt)\b"
GOOD = r"\b(glad|happy|really well|great|good day|content|lovely|cheerful|wonderful|never better)\b"
MIDDLE = r"\b(fine|calm|all right|well enough|not bad|ok(ay)?|weary|tired|steady|quiet)\b"
DONT_KNOW = r"\b(don't know|do not know|not sure|can't say|couldn't tell you)\b"
CAUSES = {  # cause key -> words that name it
    "workplace_closed": r"\b(shut|closed|close)\b",
    "quarrel": r"\b(row|quarrel|words|argu\w*|fell out)\b",
    "trouble": r"\b(news|heard|someone close|care about|ill|worr\w*)\b",
    "made_plans": r"\b(plans?|look(ing)? forward)\b",
    "talked": r"\b(chat|talk(ed)?|conversation)\b",
    "gathering": r"\b(gathering|party|do|celebration)\b",
    "hunger": r"\b(eat(en)?|meal|hungry|food)\b",
    "exhaustion": r"\b(worn|tired|exhausted|dead on my feet|sleep)\b",
    "loneliness": r"\b(soul|lonely|company|alone|nobody|no one)\b",
}


def family(word: str, words) -> str:
    """'bad', 'good' or 'middle' of a mood word, by its valence in the mind's table."""
    v = next((v for w, v, _ in words if w == word), 0.0)
    return "bad" if v <= -0.25 else "good" if v >= 0.3 else "middle"


def truth_text(feeling) -> str:
    return f"{feeling.word or '(no mood)'}" + (
        f", because {feeling.cause}{' (heard)' if feeling.heard else ''}" if feeling.cause else ""
    )


def score_feeling(answer: str, feeling, words) -> str:
    a = answer.lower()
    if re.search(DONT_KNOW, a):
        return "dk"
    bad, good, mid = (bool(re.search(p, a)) for p in (BAD, GOOD, MIDDLE))
    fam = family(feeling.word, words)
    if fam == "bad":
        mood_ok = bad and not (re.search(r"\bfine\b", a) or good and not bad)
    elif fam == "good":
        mood_ok = (good or mid) and not bad
    else:
        mood_ok = mid or not (bad or good)
    cause = CAUSES.get(feeling.cause)
    cause_ok = cause is None or bool(re.search(cause, a))
    return "right" if mood_ok and cause_ok else "wrong"
