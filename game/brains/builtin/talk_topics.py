"""What a speaker brings up besides news: what it is busy with these days (never a secret to
the wrong person, never twice to the same day's ears), what it means to ask this listener, and
the storyline it is in (raising the quarrel, a shy compliment, asking someone out)."""

from __future__ import annotations

import re

from game.brains.builtin import names, news_lines, news_words, voice
from game.brains.builtin.phrases import STOPS, Phrasebook
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.situation import Scene, mask
from game.brains.builtin.talk_retell import frame, gone_round
from game.mind.facts import DATE
from game.mind.language import reading
from game.mind.relations import bond_of

_INTENT = re.compile(
    r"\b(?:plans? to|wants?|hopes?|promised|needs? to|means? to|would love|is trying to)\b", re.I
)
_GRIEVANCE = re.compile(
    r"\b(?:fed up with|complain(?:s|ing)? about|about|over)\s+"
    r"((?:the|his|her|their|its|who|what|whether|how|where|which)\s+"
    r"[\w'’ -]+?)(?=[,;.]|\s+and\s+(?:they|now|he|she)\b|\s+(?:more|twice|again|several)\b|$)",
    re.IGNORECASE,
)
_WANTS_TO_ASK = re.compile(
    r"\bask (?:him|her|them|\w+) (?:out|to (?:the|a|come)|along)\b|courage|"
    r"losing (?:his|her) nerve|work up the nerve",
    re.I,
)


def grievance(scene: Scene) -> str:
    """What a quarrel is about, from the bond text or a memory naming the other."""
    texts = [bond_of(scene.listener.relationship) if scene.listener else ""]
    texts += [m.text for m in scene.memories if reading().names_in(m.text, (scene.lname,))]
    for t in texts:
        for m in _GRIEVANCE.finditer(t):
            g = m.group(1).strip(" ,")
            if len(g.split()) >= 2:
                return re.sub(r"\b(?:his|her|their)\b", "your", g) if " own " not in g else g
    return ""


_NOT_PROJECT = re.compile(r"^\S+ \S+ knows |\d\d:\d\d-\d\d:\d\d|^Conversation with ")


_COMMON = frozenset(
    "about their there which would could should these those being after every before while "
    "since still really other again today always never something".split()
)


def _content(text: str) -> set[str]:
    """The words that carry what a sentence is about (five letters or more, not the commonest)."""
    return {w for w in re.findall(r"[a-z]{5,}", text.lower()) if w not in _COMMON}


_KNOWN_LONG = frozenset(("home", "work", "story", "town"))


def _own_words(scene: Scene, trusted: bool) -> list[str]:
    """The speaker's own sentences for its standing facts that fit this audience: a secret only
    to a confidant, nothing about someone present, nothing with a date (that is news, told as
    such), nothing they have (told them before, heard from them, or shared by a household)."""
    ids = {o.id for o in scene.others}
    # a story they have heard part of (the same topic about the same people) is not started
    # again with its other parts: one crush confided, not three
    heard = {
        (f.topic, frozenset(f.about))
        for f in scene.sp.facts
        if any(f.key in o.has for o in scene.others)
    }
    # one's habits and ways (not news) are known to those one lives, works or has long been
    # acquainted with (a village knows everyone's): only someone new to one hears them
    known_long = any(set(o.ties) & _KNOWN_LONG for o in scene.others)
    out = []
    for f in scene.sp.facts:
        if f.event is not None or ids & set(f.about) or (f.secret and not trusted):
            continue
        if not f.news and known_long:
            continue
        if any(f.key in o.has for o in scene.others):
            continue  # they have it: I told them, or they told me
        if f.topic != "other" and (f.topic, frozenset(f.about)) in heard:
            continue
        out.append(f)
    # what one has told round the village already is brought up only when nothing else is
    fresh = [f for f in out if not gone_round(scene, f)]
    return [f.mine for f in fresh or out]


def project_line(scene: Scene, book: Phrasebook, avoid: str = "") -> str:
    """A sentence about what the speaker is busy with (its persona, its own memories), never a
    secret unless the listener is one it confides in, never what ``avoid`` already says (the
    news on the same line); the least said today."""
    trusted = scene.listener is not None and reading().confides(scene.listener.relationship)
    present = tuple({scene.lname, *(o.name for o in scene.others if o.name)} - {""})
    # those one lives with know one's story: a seed memory is no news at home
    home = scene.kind == "family" or any("home" in o.ties for o in scene.others)
    if scene.sp.facts and any(
        x.fact is not None and x.fact.subject == scene.sp.id for x in scene.mine
    ):
        return ""  # one thing about oneself per talk: a talk is not a recital
    if scene.sp.facts:  # the residents file gave one's own words: those, and nothing converted
        confidants = bool(scene.others) and all(o.confidant for o in scene.others)
        options = _own_words(scene, confidants)
    else:
        options = [o for o in scene.prof.self_lines if not reading().names_in(o, present)]
    for m in () if scene.sp.facts else scene.memories:
        if not m.text.startswith(scene.sp.name + " ") or m.kind != "observation":
            continue
        if home and m.seed:
            continue
        if reading().names_in(m.text, present) or _NOT_PROJECT.search(m.text):
            continue
        if m.text.startswith(f"{scene.sp.name} knows "):  # a bond, whatever the name's shape
            continue
        options.append(voice.first_person(m.text.rstrip("."), scene.sp.name, scene.prof.gender))
    if not scene.sp.facts:  # prose: only what reads as one's own and is not plainly a secret
        options = [o for o in options if trusted or not reading().is_secret(o)]
        options = [o for o in options if o.startswith(("I", "My"))]
    options = [o if o.endswith(STOPS[1:]) else o.rstrip(".") + "." for o in options]
    # as it will be said: people one knows by first name (so "said today" recognises it)
    options = [names.by_first_name(o, scene.known) for o in options]
    options = [o for o in options if len(o) <= 180]
    told = " ".join(x.text for x in scene.mine)
    options = [o for o in options if o.rstrip(".")[:60] not in told]
    if scene.role and len(scene.others) == 1:  # "my father" said to one's father: about them
        options = [o for o in options if f"my {scene.role}" not in o.lower()]
    # nothing a line of this talk already holds, in other words (news told, then a project)
    heard = [_content(t) for t in (avoid, *(x.text for x in scene.transcript)) if t]
    options = [o for o in options if not any(len(_content(o) & h) >= 3 for h in heard)]
    if not options:
        return ""
    # what one has already told today is not brought up again (the speaker cannot tell to
    # whom it told it, and a village meets the same faces all day): there is nothing new
    fresh = [o for o in options if sum(x.count(mask(o)[:50]) for x in book.said) < 1]
    said = book.choose(fresh, "project") if fresh else ""
    # one's own news that others have had already: said as a story one has been telling
    fact = next((f for f in scene.sp.facts if f.mine and _as_said(f, scene) == said), None)
    if said and fact is not None and (worded := news_words.own(scene, book, fact)):
        return worded  # (a trouble told before: in other words, from its record)
    return frame(scene, book, fact, said) if said and fact is not None else said


def _as_said(fact, scene: Scene) -> str:
    """One's own words for ``fact`` as ``project_line`` offers them."""
    mine = fact.mine if fact.mine.endswith(STOPS[1:]) else fact.mine.rstrip(".") + "."
    return names.by_first_name(mine, scene.known)


def intention(scene: Scene, book: Phrasebook) -> str:
    """Something the speaker means to ask or tell this listener (a memory naming them), once a
    day: "Ann Lee plans to ask Tom Reed whether he can cover the counter" -> "Could you
    cover the counter? I've been meaning to ask." """
    if len(scene.others) != 1:
        return ""  # "you" in a group would be unclear
    for m in scene.memories:
        if m.fact is not None:
            continue  # a record is never re-worded; its "ask" is (``asks``)
        text = m.text.rstrip(".")
        if not text.startswith(scene.sp.name + " ") or not reading().names_in(text, (scene.lname,)):
            continue
        if _NOT_PROJECT.search(text) or m.kind != "observation":
            continue
        if not _INTENT.search(text) or reading().is_secret(text):
            continue
        said = news_lines.say(text, scene.sp.name, scene.prof.gender, scene.lname).rstrip(".")
        before = book.said + [mask(x.text) for x in scene.mine]  # (picking below notes the line)
        m2 = re.match(
            r"^I (?:plan|want|mean|hope|need) to ask you (?:whether|if) you (?:can|could|would)"
            r" (.+)$",
            said,
        )
        m_inv = re.match(
            r"^I (?:plan|want|mean|hope|need) to ask you to (?:(come|go|join me)\b )?(.+)$", said
        )
        if m_inv and (m_inv.group(1) or m_inv.group(2).startswith(("the ", "a ", "my "))):
            # an invitation is a question, and is answered as one (talk_acts "invite")
            verb = m_inv.group(1) or "come to"
            rest = m_inv.group(2) if m_inv.group(1) else m_inv.group(2)
            out = book.pick("ask_invite", invite=f"{verb} {rest}".replace("to to ", "to "))
        elif m2:
            out = f"Could you {m2.group(1)}? I've been meaning to ask."
        elif m3 := re.match(
            r"^I promised you (?:he|she|they) (?:could|can|would|will) (.+)$", said
        ):
            out = f"You can still {m3.group(1)}, like I promised."
        elif re.match(r"^I want you to ", said):
            out = "I'd really like you to " + said[len("I want you to ") :] + "."
        else:
            frame = book.choose(
                ["{x}.", "While I think of it: {x}.", "I've been meaning to say — {x}."], "intent"
            )
            out = frame.replace("{x}", said)
        cores = (mask(out)[:45], mask(said)[5:45])
        if any(c in s for c in cores for s in before):
            continue  # said it already today
        return out
    return ""


RAISED = ("quarrel_open", "quarrel_again", "quarrel_renew")  # a row's matter brought up


def storyline(scene: Scene, book: Phrasebook, slots: dict[str, str], seed: int) -> str:
    """A quarrel raised, a shy compliment, a date asked for; '' when not (or no longer) due."""
    mine = " ".join(x.text for x in scene.mine)
    if scene.kind == "quarrel":
        g = grievance(scene)
        # named once in this talk, by either: the other's raising it is answered, not raised
        # back ("I'm still not happy about X." "We need to talk about X.")
        talk = " ".join(x.text for x in scene.transcript)
        if g and not any(said_from(q, talk) for q in RAISED):
            # raised once today already: the second time it goes unnamed
            # a row they have had on earlier days is not restated in full every time
            renew = (
                scene.talked_before()
                and stable_rand(seed, "renew", scene.sp.id, scene.today) < 0.75
            )
            name = (
                "quarrel_again" if scene.again() else "quarrel_renew" if renew else "quarrel_open"
            )
            return book.pick(name, grievance=g, **slots)
        return ""
    if scene.kind == "romance":
        wants = _WANTS_TO_ASK.search(scene.sp.currently) is not None
        today = scene.today.isoformat() if scene.today else ""
        # (alone, or with one other there: then asked aside, to the one it is for, who answers)
        alone = len(scene.others) <= 2 and len(scene.mine) >= 1
        if (
            wants
            and alone
            and not said_from("ask_out", mine)
            and stable_rand(seed, "askout", scene.sp.id, today) < 0.8
        ):
            # asked already: the answer is a record one holds (a talk's ``made`` fact)
            asked = any(k.startswith(DATE) for k in scene.listener.has) or any(
                (m.fact is not None and m.fact.key.startswith(DATE))
                or ("asked" in m.text and "out" in m.text)
                for m in scene.memories
            )
            if not asked:
                return book.pick("ask_out", **slots)
        if scene.listener.courting:  # a date agreed: a sweetheart's word, once a talk
            if len(scene.others) == 1 and not said_from("courting_line", mine):
                return book.pick("courting_line", **slots)
            return ""
        if any(k.startswith(DATE) for k in scene.listener.has):
            return ""  # asked and answered: no more sighing at them
        last = scene.last_other  # (in a group, said to them: not to whoever spoke last)
        if last is not None and scene.listener and last.speaker != scene.listener.id:
            return ""
        if not said_from("romance_open", mine):
            return book.pick("romance_open", **slots)
    heard = scene.transcript[-1].text if scene.transcript else ""
    if scene.kind == "rival" and not said_from("rival_line", f"{mine} {heard}"):
        return book.pick("rival_line", **slots)
    return ""
