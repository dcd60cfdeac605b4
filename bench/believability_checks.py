"""Reader's checks for the believability bench: does a reply answer the question put to it, and
how often does the commonest filler come back.  These read the text a person reads (English
regular expressions are fine here: this is the measuring stick, not the brain), so they judge
the built-in brain and a model alike.

**Ignored questions.** A question is the last sentence of a line that ends with "?" and asks
something of the listener (not a news lead such as "Did you hear?", not a reaction such as "Is
that so?"). The next line by someone else must answer it: for each kind of question the answer
must carry what such an answer carries (a question about later plans needs a next thing, a time
or an "I don't know yet"; "how are you" a state; "busy in here?" how busy (not how one is); "did you sleep" a night; "still at it?" a
yes, a no or a "nearly"; "where" a place; "what time" a time). A question left as the talk's
last line, or answered by a goodbye alone, or by a line that carries none of that, is ignored.
Questions of no kind we can place count only when they get no reply at all.
"""

from __future__ import annotations

import re

_NOT_ASKING = re.compile(
    r"^(is that so|is that right|really|did you|did you hear|have you heard|you know what|guess what|"
    r"did i tell you|right|eh|isn't it|won't you|you will come, won't you|can you believe it|"
    r"who knew|would you believe it|what do you know|how about that|you know)\?$",
    re.I,
)

TIME = (
    r"\b(at \d|\d{1,2}(:\d\d)?\s*(am|pm)?\b|o'clock|noon|midnight|half past|quarter|"
    r"(?:at|about|around|by) (?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)|"
    r"later|tonight|this (morning|afternoon|evening)|tomorrow|after(wards)?|then|next|soon|"
    r"until|till|all (day|morning|afternoon|evening)|evening|morning|afternoon|lunch|dinner|"
    r"supper|bed|home|weeks?|months?|with luck|any day|for a while|nothing late|in and out|"
    r"in a minute|any minute|shortly|or so)\b"
)
UNSURE = r"\b(staying put|staying in|not sure|don't know|no idea|see how i feel|nothing (much|special|planned)|no plans|we'll see|depends|haven't decided|not much|all i know|only what i've told you|not like to guess|your guess|whatever the day)\b"
WELL = (
    r"\b(fine|well|good|great|grand|not bad|all right|alright|ok(ay)?|tired|busy|getting there|"
    r"can't complain|no complaints|mustn't grumble|so-so|rough|worn|better|lovely|quiet|run off my feet|"
    r"hanging in|surviving|ticking along|cheerful|happy|sad|worried|upset|glad|could be worse|"
    r"not too bad|i'll live|not really|right now|on my way|(?:just|oh,|only) [a-z]+ing|oh, you know|you know me|as usual|mainly|been better|fair|mustn't|so so|well enough|frightened|"
    r"ta|thanks|steady|slow|slowly|coming|mad|hectic|same as ever|as ever|never better|managing|nothing, really|"
    r"more than i expected|half bad|present and correct|in one piece|plodding|bright enough|"
    r"brilliantly|glad it's|both sides|slower|"
    r"standing|fairer|nicely|full of beans|champion|dandy|head above water|spirits|bit by bit|"
    r"steps forward|jumpy|wound up|shaken up|on edge|flat|low|fettle|on top of the world|lark|"
    r"had better days|best day|long|lonely|hardly seen)\b"
)
SLEEP = (
    r"\b(slept|sleep|log|night|bed|on and off|tossed|badly|woke|dozed|rested|not much|hardly|"
    r"like a|well|fine|not really|sort of|yes|no|not bad|all right|ok(ay)?)\b"
)
YESNO = (
    r"\b(yes|yeah|yep|aye|no|nope|not yet|nearly|almost|just (finished|finishing|about)|done|"
    r"still|i was|i am|i'm|i have|i had|sort of|more or less|for now|a while|earlier|already|"
    r"finished|mostly|getting there|afraid so|of course|course|love to|i'd like|would|short|"
    r"can't|won't|not today|wouldn't miss|quick one|i will|i should be|i'd better|should hope so|"
    r"i hope so|it is|sadly|of course|if it turns out|i'd like that|never ask|i'd better|"
    r"longer|minutes|no rush|no hurry|taking my time|while yet|making the most|the idea|"
    r"glad of it|all day|nice change|too nice|restless|quiet bit|for once|lovely out|doing me good|"
    r"minute or two|moving on|can't get enough|weather holds|while i've|count me in|i might|"
    r"slower|quicker|leave it to|plenty to say|listen first|be there|not a thing|so far)\b"
)
PLACE = r"\b(at|to|in|home|the|over|back|out|work|off)\b"
BUSY = (
    r"\b(busy|quiet|steady|slow|mad|hectic|run off|rushed|stopped|non-stop|flat out|packed|"
    r"ticking over|yes|yeah|no|not really|always|never|so-so|plenty|enough|going|along|not bad|"
    r"can't complain|busier|quieter|dull moment|pays the bills|nothing to write home|"
    r"not so you'd notice|taking it easy|not today|"
    r"(?:just|oh,|only) [a-z]+ing)\b"
)

# (kind, question pattern, what an answer must carry)
KINDS: list[tuple[str, re.Pattern, str]] = [
    (
        "plans",
        re.compile(
            r"\b(later|next|after this|after that|plans?|rest of the|up to(?! no good)|on after|tonight|"
            r"this (evening|afternoon)|tomorrow|weekend|off to|where are you (off|headed|going)|"
            r"got anything on|busy later|doing later)\b",
            re.I,
        ),
        rf"{TIME}|{UNSURE}|{YESNO}|\b(going|off to|heading|then|work|i'll|i will|i'm|"
        r"wouldn't miss|love to|can't|won't)\b",
    ),
    (  # "Busy morning in here?" asks how busy one is: "I'm well, thanks" misses it
        "busy",
        re.compile(
            r"\bbusy (?:morning|afternoon|evening|day|shift)? ?in here\b|keeping you busy|"
            r"how's the shift|"
            # how a friend's work goes (talk_workday: "Keeping busy at the Inn?")
            r"keeping busy at|was it busy at|busy day at|much on at|plenty to do at|"
            r"what's it like at|what's new down at|how did it go at|good day at|long day at|"
            r"are they keeping you busy",
            re.I,
        ),
        BUSY,
    ),
    (
        "sleep",
        re.compile(r"\b(sleep|slept|night)\b", re.I),
        SLEEP,
    ),
    (
        "wellbeing",
        re.compile(
            r"\b(how are you|how's (it|things|the day|life|your day|the shift|work|everything|"
            r"the [a-z]+ (going|treating))|how are things|all well|everything all right|"
            r"all right|good day|holding up|getting on|how's the day|how goes|keeping well|"
            r"how have you been|feeling|doing all right|you ok|you well)\b",
            re.I,
        ),
        WELL,
    ),
    ("meal", re.compile(r"\b(breakfast|lunch|eaten|eat|dinner|supper|a break)\b", re.I), YESNO),
    ("when", re.compile(r"\b(what time|when)\b", re.I), TIME + "|" + UNSURE),
    # ("Where do you stand on it?" asks a view, not a place: no kind we can place)
    ("where", re.compile(r"^where\b(?! do you stand)", re.I), PLACE + "|" + UNSURE),
    (
        "still",
        re.compile(
            r"\b(still|all done|finished|are you\??$|busy|keeping you busy|at it|working hard|"
            r"nearly done)\b",
            re.I,
        ),
        YESNO + "|" + WELL,
    ),
]

_GOODBYE = re.compile(
    r"^(right|well|anyway|ok|okay|mm|ah)?[,.!— ]*(i'?ll let you get on|i should get (on|going)|"
    r"i'd better (?:get|go|be |dash|let|listen|move)|better get|see you|bye|take care|duty calls|back to it(?! at)|must dash|i'll leave you|"
    r"catch you|off i go|got to go|i'm off now|right, back|gotta go|time i was going|"
    r"must get on|better look lively|lovely chatting|good talking|cheerio|ta-ra|all the best|"
    r"mind yourself|give my best|take it steady|toodle|anything i wouldn|on i go|till the next|"
    r"i'll be thinking of you|chin up|mind how you go|look after yourself|i'd better find a seat|"
    r"i'll let you mingle|let me say hello to the others|i'll let you get round|catch you later)",
    re.I,
)


_TAG = re.compile(
    r",\s*(?:\w+n't|will|won't|do|does|did|is|are|am|have|had|can|shall) (?:i|you|we|it|they|he|she)\?$",
    re.I,
)


def _last_question(text: str) -> str:
    """The last sentence of a line when it ends in a question mark ('' otherwise)."""
    t = text.strip()
    if not t.endswith("?"):
        return ""
    cut = max(t.rfind(c, 0, len(t) - 1) for c in ".!?—")
    return t[cut + 1 :].strip()


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+|\s+—\s+", text) if s.strip()]


def question_kind(question: str) -> str:
    """What a question asks ('' for none we can place). A question of one of the built-in
    brain's how-busy sets ("Busy afternoon?", "Plenty on today?": its phrase data, read back
    by ``talk_acts.asked``) asks how busy one is, whatever words it has."""
    if not question or _NOT_ASKING.match(question):
        return "none"
    if _asks_busy(question):
        return "busy"
    for kind, rx, _ in KINDS:
        if rx.search(question):
            return kind
    return ""


def _asks_busy(question: str) -> bool:
    """Whether ``question`` is a line of the brain's how-busy question sets (its ``busy`` and
    ``their_work`` kinds, read from the phrase tables in use)."""
    from game.brains.builtin import talk_acts

    return talk_acts.asked(question) in BUSY_KINDS


BUSY_KINDS = ("busy", "their_work")  # the brain's kinds of question that ask how busy one is


def answers(kind: str, reply: str) -> bool:
    """Does ``reply`` carry what an answer to a question of ``kind`` carries?  A goodbye alone
    answers nothing; a question back alone answers nothing."""
    # a tag question ("I'd better, hadn't I?") states; only a real question back asks
    body = [
        s
        for s in _sentences(reply)
        if not _GOODBYE.match(s) and (not s.endswith("?") or _TAG.search(s))
    ]
    if not body:
        return False
    if not kind:
        return True
    need = next(n for k, _, n in KINDS if k == kind)
    return any(re.search(need, s, re.I) for s in body)


def ignored_questions(convs) -> tuple[int, int, list[str]]:
    """(questions ignored, questions asked, a few examples) over the run's talks."""
    asked = ignored = 0
    examples: list[str] = []
    for c in convs:
        lines = c["lines"]
        for i, (speaker, name, text) in enumerate(lines):
            q = _last_question(text)
            kind = question_kind(q)
            if kind == "none" or not q:
                continue
            asked += 1
            reply = next((t for s, _, t in lines[i + 1 :] if s != speaker), None)
            if reply is None or not answers(kind, reply):
                ignored += 1
                if len(examples) < 12:
                    examples.append(f"{name}: {q}  ->  {reply!r}")
    return ignored, asked, examples


def _grams(line: str, mask, place_words: set[str]) -> set[str]:
    words = re.findall(r"[a-z']+", mask(line).lower())
    return {
        " ".join(words[i : i + 3])
        for i in range(len(words) - 2)
        if not any(w in place_words or w == "n" for w in words[i : i + 3])
    }


def own_texts(fact) -> tuple[str, ...]:
    """A residents file fact's own sentences: what its holder says, what others tell, the ask,
    and what the two do when they meet over it ("an hour getting the supper ready")."""
    return (fact.mine, fact.told, fact.ask, fact.meet.what if fact.meet else "")


def content_grams(sentences, place_words: set[str]) -> frozenset[str]:
    """The three-word phrases of the town's own sentences (its residents file's facts): news
    told in its own words ("the offer to buy the old mill") is content, not a filler."""
    out: set[str] = set()
    for s in sentences:
        out |= _grams(s, lambda x: x, place_words)
    return frozenset(out)


def filler_rate(
    lines: list[str], mask, place_words: set[str], content: frozenset[str] = frozenset()
) -> tuple[str, int]:
    """The commonest three-word phrase (no name, no word of a place's name, none of the
    town's own sentences: ``content``) as lines per thousand that carry it: a phrase a person
    hears again and again."""
    top = fillers_over(lines, mask, place_words, 0, 1, content)
    return (top[0][0], top[0][1]) if top else ("", 0)


def fillers_over(
    lines: list[str],
    mask,
    place_words: set[str],
    per_k: int,
    most: int = 30,
    content: frozenset[str] = frozenset(),
):
    """Every phrase carried by more than ``per_k`` lines per thousand, commonest first, as
    (phrase, per thousand, two lines that carry it)."""
    from collections import Counter

    counts: Counter = Counter()
    for line in lines:
        counts.update(_grams(line, mask, place_words) - content)
    out = []
    for phrase, n in counts.most_common(most):
        rate = round(1000 * n / max(1, len(lines)))
        if rate <= per_k:
            break
        shown = [x for x in lines if phrase in _grams(x, mask, place_words)][:2]
        out.append((phrase, rate, shown))
    return out
