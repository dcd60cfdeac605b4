"""Reactions and conversations from templates, in each speaker's voice.

News travels verbatim: a line that shares a fact ends with one of ``NEWS_LEADS`` followed by
the full fact ("Have you heard? Camille Moreau is planning a Valentine's Day party ..."), and
nothing follows it on that line. ``extract_news`` is the exact inverse, so the listener's
summary can store the very same statement the speaker remembered (news spread can then be
traced and measured). Everything varies through ``stable_rand`` of speaker, listener, time and
line number, never a shared random generator.
"""

from __future__ import annotations

import re

from game.brains.builtin import text as tx
from game.brains.builtin.activities import classify
from game.brains.builtin.profile import profile_of
from game.brains.builtin.rand import pick, stable_rand
from game.mind.brain import (
    ConversationSummary,
    ConversationSummaryRequest,
    Reaction,
    ReactionRequest,
    Utterance,
    UtteranceRequest,
)
from game.mind.types import Line, MemoryLine

NEWS_LEADS = (
    "Have you heard?",
    "Did you know?",
    "Guess what:",
    "Oh, and did you hear?",
    "By the way, did you know?",
    "I wanted you to hear it from me:",
)
_NEWS_RE = re.compile("(?:" + "|".join(re.escape(x) for x in NEWS_LEADS) + r")\s+(.+)$", re.DOTALL)
MAX_LINE = 200

EMERGENCY = re.compile(
    r"\b(?:fire|smoke|fell|fallen|falls|collapsed|faint|fainted|injur|hurt|"
    r"bleeding|sick|ill|unconscious|crying|accident|emergency)\b",
    re.IGNORECASE,
)
_WARM = re.compile(
    r"wife|husband|son|daughter|mum|dad|mother|father|friend|closest|best|crush|"
    r"neighbour|mentor|prot[eé]g|admire|trusts?|love|adore",
    re.IGNORECASE,
)
QUARREL = re.compile(
    r"noise|complain|quarrel|argu|fed up|enough of|ridiculous|unfair|furious|"
    r"shut (?:it|the place) down",
    re.IGNORECASE,
)
# what a quarrel sounds like in a transcript (the quarrel templates below, and common phrases)
QUARREL_LINE = re.compile(
    r"not fair|not that simple|had enough|let's not make this worse|"
    r"we need to talk about the noise|sort it out|ridiculous|how dare|"
    r"furious|leave me alone",
    re.IGNORECASE,
)
_RIVAL = re.compile(
    r"opponent|rival|running against|challenger|against her|against him", re.IGNORECASE
)
_TOPIC_QUESTIONS = (
    (
        r"piano|music|practis|guitar|recital",
        ("How's the piano piece coming along?", "Been practising much lately?"),
    ),
    (r"novel|writ|draft|chapter", ("How's the writing going?", "Any luck with that chapter?")),
    (
        r"campaign|mayor|election|running for",
        ("How's the campaign treating you?", "Busy with the election?"),
    ),
    (
        r"garden|plant|park keeper|weed|seed",
        ("How's the garden looking?", "Anything coming up in the garden yet?"),
    ),
    (
        r"chemistry|stud|class|exam|student|seminar|lecture",
        ("How are your studies going?", "Lots of coursework this week?"),
    ),
    (r"pub|bartender|\bbar\b", ("Busy nights at the pub lately?",)),
    (r"caf[eé]|barista|latte|coffee", ("Busy day at the cafe?", "How's the cafe doing?")),
    (r"pharmac|nurse|clinic", ("Is the pharmacy busy today?",)),
    (r"librar", ("Anything good come into the library?",)),
    (r"paint|canvas|studio|art\b|sketch|mural", ("What are you painting these days?",)),
    (r"bench|carpent|workshop|furniture", ("How are the benches coming along?",)),
    (r"chess|puzzle", ("Up for a game of chess soon?",)),
    (r"gazette|reporter|interview|newsletter|story", ("Working on a new story?",)),
    (r"shop|store|supplier|market", ("How's business these days?",)),
)
_NEWS_REACTIONS = (
    (
        r"party|celebration|concert|festival",
        (
            "A party? That sounds lovely, I'll try to be there.",
            "Oh, how fun! I'd love to come.",
            "Really? I'll put it in my diary.",
        ),
    ),
    (
        r"election|mayor|campaign|vote",
        (
            "The election again? I'm still making up my mind.",
            "Interesting. It's going to be a close race.",
        ),
    ),
    (r"\bsick\b|\bill\b|\bhurt\b|hospital|injur", ("Oh no, I hope everyone's all right.",)),
    (r"noise|complain|argu", ("Hm. I hope they can sort it out calmly.",)),
    (r"crush|love|date|heart", ("Oh! That's sweet. I won't say a word.",)),
)
_AGREE = (
    "That makes sense.",
    "I know what you mean.",
    "Ha, I bet.",
    "True enough.",
    "Oh, that's good to hear.",
    "Sounds like a busy day.",
)
_BYE = (
    "Anyway, I should get going. See you soon, {name}!",
    "Good talking to you, {name}. Take care!",
    "I'd better get back to it. Bye for now, {name}!",
    "Lovely to catch up, {name}. See you around!",
)


def extract_news(line: str) -> str:
    """The fact shared in a line by ``next_utterance`` ('' when the line shares none)."""
    m = _NEWS_RE.search(line or "")
    return m.group(1).strip() if m else ""


class Talker:
    def __init__(self, seed: int) -> None:
        self.seed = seed

    # ------------------------------------------------------------------ reactions
    def decide_reaction(self, req: ReactionRequest) -> Reaction:
        p = req.persona
        first = p.first_name()
        obs = req.observation or ""
        cur = (req.current_action or "").lower()
        if re.search(r"\b(?:sleep|sleeping|asleep)\b", cur):
            return Reaction(decision="continue", reason=f"{first} is asleep")
        r = lambda *k: stable_rand(self.seed, "react", p.id, req.now, *k)  # noqa: E731
        m = EMERGENCY.search(obs)
        if m and not obs.startswith(p.name) and not obs.lower().startswith(first.lower() + " "):
            who = next(iter(tx.person_names(obs)), "") or (req.other.name if req.other else "")
            if re.search(r"fire|smoke", m.group(0), re.IGNORECASE):
                return Reaction(
                    decision="react",
                    reason=f"{first} sees {m.group(0)} and wants to help",
                    activity="raise the alarm and help with the fire",
                    minutes=15,
                )
            close = bool(req.other and req.other.relationship)
            if r("emergency") < (0.95 if close else 0.75):
                target = who.split()[0] if who else "them"
                return Reaction(
                    decision="react",
                    reason=f"{first} noticed that {obs.rstrip('.')}",
                    activity=f"check on {target} and help",
                    minutes=10,
                )
        if re.search(r"\bclosed\b", obs, re.IGNORECASE):
            named = [s for s in tx.capitalised_phrases(obs) if s.lower() in cur]
            if named and r("closed") < 0.6:
                return Reaction(
                    decision="react",
                    reason=f"{named[0]} is closed",
                    activity=f"find somewhere else instead of {named[0]}",
                    minutes=10,
                )
        other = req.other
        if other is not None and other.available:
            prob, why = self._talk_probability(req)
            if stable_rand(self.seed, "talk", p.id, other.id, req.now) < prob:
                return Reaction(decision="talk", reason=why)
            return Reaction(
                decision="continue",
                reason=f"{first} sees {other.name} but keeps to {req.current_action or 'the task'}",
            )
        return Reaction(decision="continue", reason="nothing that needs attention")

    def _talk_probability(self, req: ReactionRequest) -> tuple[float, str]:
        p, o = req.persona, req.other
        assert o is not None
        prof = profile_of(p)
        rel = o.relationship or ""
        prob = 0.05 + 0.15 * prof.sociable
        why = f"{p.first_name()} runs into {o.name}"
        if rel:
            prob += 0.25
            why = f"{p.first_name()} knows {o.name.split()[0]} and has a moment to say hello"
        if _WARM.search(rel):
            prob += 0.1
            why = f"{p.first_name()} is glad to see {o.name.split()[0]}"
        if QUARREL.search(rel):
            prob += 0.05
            why = f"{p.first_name()} has a bone to pick with {o.name.split()[0]}"
        if any(
            o.name in m.text or o.name.split()[0] in m.text
            for m in req.memories or ()
            if isinstance(m, MemoryLine)
        ):
            prob += 0.1
        now = int(req.now) % 1440
        if now >= 22 * 60 or now < 6 * 60:
            prob *= 0.35
        wcat = prof.work_cat
        cur = req.current_action or ""
        if wcat and (classify(cur, wcat).name == wcat or re.search(r"\bwork", cur, re.IGNORECASE)):
            prob *= 0.5
        return max(0.0, min(0.8, prob)), why

    # ------------------------------------------------------------------ lines
    def next_utterance(self, req: UtteranceRequest) -> Utterance:
        sp = req.speaker
        prof = profile_of(sp)
        main = req.listeners[0] if req.listeners else None
        name = main.name.split()[0] if main and main.name else "there"
        rel = main.relationship if main else ""
        transcript = tuple(x for x in req.transcript or () if isinstance(x, Line))
        mine = [x for x in transcript if x.speaker == sp.id]
        n_mine, total = len(mine), len(transcript)
        last_other = next((x for x in reversed(transcript) if x.speaker != sp.id), None)
        key = (self.seed, "say", sp.id, main.id if main else "", int(req.now), total)

        def choose(options, *extra):
            return pick(tuple(options), *key, *extra)

        said = " ".join(x.text for x in transcript)  # by anyone: no point repeating it
        news = sorted(
            (m for m in req.news or () if isinstance(m, MemoryLine) and m.text.strip()),
            key=lambda m: (-m.importance, m.id),
        )
        unshared = [m for m in news if " ".join(m.text.split()) not in said]
        quarrel = bool(QUARREL.search(rel))
        parts: list[str] = []
        if n_mine == 0:
            parts.append(
                self._greeting(sp, prof, name, int(req.now), bool(transcript), quarrel, choose)
            )
        if last_other is not None:
            heard = extract_news(last_other.text)
            if heard:
                parts.append(self._react_to_news(heard, choose))
            elif n_mine > 0 or transcript:
                avoid = tuple(x for x in (main.name if main else "", *(m.text for m in news)) if x)
                parts.append(
                    self._respond(prof, last_other.text, quarrel, rel, n_mine, choose, avoid)
                )
        share = unshared[0] if unshared and (n_mine >= 1 or transcript) else None
        lines_after = total + 1
        # end once our news is out (never on the line that shares it) and the talk had a few lines
        # (a fact just told to us gets an answer first, unless the talk is already long)
        just_told = (
            last_other is not None and bool(extract_news(last_other.text)) and lines_after < 7
        )
        end = req.max_turns_left <= 1 or (
            share is None and n_mine >= 1 and lines_after >= 4 and not unshared and not just_told
        )
        if share is not None:
            fact = " ".join(share.text.split())
            own = fact.startswith(sp.name) or fact.startswith(sp.first_name() + " ")
            lead = NEWS_LEADS[-1] if own else choose(NEWS_LEADS[:-1], "lead")
            prefix = " ".join(parts)
            if end:  # the fact must stay last on the line, so the goodbye comes first
                prefix = (prefix + " " if prefix else "") + "I have to run in a minute, but"
                lead = lead[0].lower() + lead[1:]
            room = MAX_LINE - len(fact) - len(lead) - 2
            prefix = _fit(prefix, room)
            text = f"{prefix} {lead} {fact}".strip()
            return Utterance(text=text, end=end)
        if not parts or (n_mine == 0 and not transcript):
            parts.append(
                self._question(rel, req.place.sector if req.place else "", quarrel, choose)
            )
        elif not end and len(parts) < 2:
            parts.append(self._question(rel, "", quarrel, choose, "more"))
        if end:
            parts.append(
                choose(_BYE, "bye").format(name=name) if not quarrel else f"Good day, {name}."
            )
        return Utterance(text=_fit(" ".join(p for p in parts if p), MAX_LINE), end=end)

    @staticmethod
    def _greeting(sp, prof, name: str, now: int, replying: bool, quarrel: bool, choose) -> str:
        innate = sp.innate.lower()
        tod = (
            "Good morning"
            if now % 1440 < 12 * 60
            else "Good afternoon"
            if now % 1440 < 18 * 60
            else "Good evening"
        )
        if quarrel:
            return choose((f"{name}.", f"Oh. {tod}, {name}."), "greet")
        if "shy" in innate or "reserved" in innate:
            opts = (f"Oh, hi {name}.", f"Hello, {name}.", f"Oh! Hi, {name}.")
        elif re.search(r"traditional|genial|proud|formal|diplomatic", innate):
            opts = (f"{tod}, {name}!", f"{tod}, {name}. Good to see you.")
        elif prof.sociable >= 0.6:
            opts = (
                f"{name}! How lovely to see you.",
                f"Hey {name}!",
                f"Hi {name}, what a nice surprise!",
            )
        else:
            opts = (f"Hi {name}.", f"Hello {name}!", f"{tod}, {name}.")
        greet = choose(opts, "greet")
        if replying:
            greet += " " + choose(
                ("I'm well, thanks.", "Good to see you too.", "Not bad at all, thanks."), "fine"
            )
        return greet

    @staticmethod
    def _question(rel: str, sector: str, quarrel: bool, choose, *extra) -> str:
        if quarrel:
            return choose(
                (
                    "We need to talk about the noise at night.",
                    "About that complaint — I think we should sort it out.",
                    "I've had enough of arguing about the noise, honestly.",
                ),
                "q",
                *extra,
            )
        if _RIVAL.search(rel):
            return choose(
                ("May the best candidate win, eh?", "How's the campaign treating you?"), "q", *extra
            )
        for pat, qs in _TOPIC_QUESTIONS:
            if rel and re.search(pat, rel, re.IGNORECASE):
                return choose(qs, "q", *extra)
        generic = ["What are you up to today?", "How's your day going?", "Anything new with you?"]
        if sector:
            generic.append(f"What brings you to {sector}?")
        return choose(generic, "q", *extra)

    @staticmethod
    def _respond(
        prof, heard: str, quarrel: bool, rel: str, n_mine: int, choose, avoid: tuple[str, ...] = ()
    ) -> str:
        if quarrel:
            return choose(
                (
                    "I hear you, but it's not that simple.",
                    "That's not fair, and you know it.",
                    "Fine. Let's not make this worse.",
                ),
                "resp",
            )
        lines = [x for x in prof.self_lines if not (avoid and _mentions(x, avoid))]
        if heard.rstrip().endswith("?") and lines:
            line = lines[n_mine % len(lines)]
            return choose(("Oh, busy as ever.", "Honestly?", "Well,"), "lead") + " " + line
        if heard.rstrip().endswith("?"):
            return choose(
                ("Oh, not much, just the usual.", "Busy, but good.", "Can't complain!"), "resp"
            )
        return choose(_AGREE, "resp")

    @staticmethod
    def _react_to_news(fact: str, choose) -> str:
        for pat, opts in _NEWS_REACTIONS:
            if re.search(pat, fact, re.IGNORECASE):
                return choose(opts, "news")
        return choose(
            ("Really? I had no idea.", "Oh, that's news to me!", "Huh, interesting."), "news"
        )

    # ------------------------------------------------------------------ summaries
    def summarize_conversation(self, req: ConversationSummaryRequest) -> ConversationSummary:
        me = req.persona
        lines = [x for x in req.transcript or () if isinstance(x, Line)]
        mine_said = {extract_news(x.text) for x in lines if x.speaker == me.id} - {""}
        learned: list[str] = []
        for x in lines:
            if x.speaker == me.id:
                continue
            fact = extract_news(x.text)
            if fact and fact not in learned and fact not in mine_said:
                learned.append(fact)
        others = [o for o in req.others or () if getattr(o, "id", "")]
        names = _join([o.name.split()[0] for o in others if o.name]) or "someone"
        shared = " ".join(extract_news(x.text) for x in lines)
        topics = conversation_topics(shared)  # what the news was about comes first
        topics += [
            t for t in conversation_topics(" ".join(x.text for x in lines)) if t not in topics
        ]
        about = _join(topics[:2]) if topics else ""
        if about:
            summary = f"I talked with {names} about {about}"
        else:
            summary = f"I chatted with {names} for a few minutes"
        if learned:
            teller = next(
                (
                    x.name.split()[0]
                    for x in lines
                    if x.speaker != me.id and extract_news(x.text) == learned[0] and x.name
                ),
                "they",
            )
            summary += f", and {teller} told me that {_lower_first(learned[0].rstrip('.'))}"
        summary += "."
        relationships: dict[str, str] = {}
        closeness: dict[str, float] = {}
        for o in others:
            theirs = [x for x in lines if x.speaker == o.id]
            pair_text = " ".join(x.text for x in lines if x.speaker in (o.id, me.id))
            base = re.sub(
                r";\s*recently we talked about .*$", "", (o.relationship or "").strip()
            ).rstrip(". ")
            base = tx.clip(base, 150).rstrip(". ")
            what = about or "this and that"
            if base:
                relationships[o.id] = tx.clip(f"{base}; recently we talked about {what}.", 240)
            else:
                relationships[o.id] = f"{o.name} and I talked about {what}."
            if QUARREL_LINE.search(pair_text):
                closeness[o.id] = -0.05
            else:
                closeness[o.id] = round(min(0.08, 0.03 + 0.01 * len(theirs)), 3)
        return ConversationSummary(
            summary=summary,
            learned=tuple(learned),
            relationships=relationships,
            closeness=closeness,
        )


_TOPICS = (
    ("the Valentine's Day party", r"valentine"),
    ("the party", r"\bpart(?:y|ies)\b"),
    ("the election", r"election|mayor|campaign|candidate|vote"),
    ("the noise at the pub", r"noise|complain"),
    ("music", r"piano|music|guitar|recital"),
    ("studies", r"stud|class|exam|chemistry|coursework|lecture"),
    ("the garden", r"garden|plant|roses|seed"),
    ("writing", r"novel|writ|draft|chapter|story"),
    ("painting", r"paint|canvas|sketch"),
    ("books", r"\bbooks?\b|library"),
    ("the cafe", r"caf[eé]|latte|coffee"),
    ("the benches", r"bench"),
    ("work", r"\bwork|shift|business|shop|store|pharmacy"),
    ("the weather", r"weather|rain|cold"),
)


def conversation_topics(text: str) -> list[str]:
    """Topic labels in order of first mention ('the party', 'studies', ...)."""
    found = []
    for label, pat in _TOPICS:
        m = re.search(pat, text or "", re.IGNORECASE)
        if m:
            found.append((m.start(), label))
    labels = [label for _, label in sorted(found)]
    if "the Valentine's Day party" in labels and "the party" in labels:
        labels.remove("the party")
    return labels


def _mentions(line: str, avoid: tuple[str, ...]) -> bool:
    """True when ``line`` names the listener or repeats most of a fact already on the table."""
    low = line.lower()
    for a in avoid:
        if len(a.split()) <= 3:
            if a.lower() in low or a.split()[0].lower() in low.split():
                return True
        else:
            words = {w for w in re.findall(r"[a-z']+", a.lower()) if len(w) > 3}
            if words and len(words & set(re.findall(r"[a-z']+", low))) / len(words) > 0.5:
                return True
    return False


def _join(items: list[str]) -> str:
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _lower_first(text: str) -> str:
    if not text:
        return text
    words = text.split()
    if words and words[0] in ("The", "A", "An", "There", "It"):
        return text[0].lower() + text[1:]
    return text


def _fit(text: str, limit: int) -> str:
    return tx.clip(text, max(20, limit)) if len(text) > limit else text
