"""The built-in brain's reflections conclude from records of two or more moments and say nothing
their evidence does not hold (checked with the bench's reader, ``bench/reflection_checks.py``)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases import lines
from game.brains.builtin.phrases_said import said_from
from game.mind.brain import InsightRequest, PersonaCard, ReflectQuestionsRequest
from game.mind.records import Doing, Fact
from game.mind.types import Gathering, MemoryLine, Place

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import reflection_checks as rc  # noqa: E402

ANN = PersonaCard(
    id="ann", name="Ann Lee", age=34, innate="kind, patient", learned="a baker",
    home=Place(sector="Lee House"),
)  # fmt: skip


def talk(i: int, conv: int, who: str, at: str) -> MemoryLine:
    return MemoryLine(
        id=i,
        text=f"Conversation with {who} at the Mill: we caught up.",
        kind="conversation",
        when=at,
        talk=conv,
        partners=(who,),
    )


def told(i: int, conv: int, who: str, rid: str, text: str, at: str, topic="project", **kw):
    fact = Fact(key=f"{rid}:{i}", about=(rid,), topic=topic, mine="", told=text, **kw)
    return MemoryLine(
        id=i, text=text, kind="conversation", when=at, talk=conv, source=who, about=who, fact=fact
    )


def bond(i: int, who: str, kind: str, text: str) -> MemoryLine:
    return MemoryLine(
        id=i, text=f"Ann Lee knows {who}: {text}", when="12 Feb 06:00", about=who, bond=kind
    )


def did(i: int, date: str, what: str, at: str) -> MemoryLine:
    return MemoryLine(
        id=i,
        text=f"Ann Lee {what} on {date}.",
        when=at,
        done=Doing(date=date, start=540, end=720, did=what, place="the Mill"),
    )


def ask(question: str, mems, persona: PersonaCard = ANN):
    req = InsightRequest(persona=persona, question=question, memories=tuple(mems), count=3)
    return BuiltinBrain(seed=1).insights(req)


def supported(ins, mems, persona: PersonaCard = ANN) -> list[str]:
    """The words of ``ins`` its evidence and the persona do not hold (the bench's reading)."""
    by_id = {m.id: m for m in mems}
    held = [persona.name, persona.innate, persona.learned]
    for i in ins.evidence:
        m = by_id[i]
        held += [m.text, m.source, m.about, *m.partners]
        if m.bond:  # (a bond holds one's stance toward them, as the bench reads it)
            held.append(" ".join(rc.STANCE))
        if m.fact is not None:  # (and the words of a reading its topic licenses)
            held += [m.fact.told, m.fact.mine, " ".join(rc.TOPIC_WORDS.get(m.fact.topic, ()))]
            held.append(" ".join(rc.WHEN) if m.fact.event is not None else "")
        if m.source and m.talk >= 0:
            held.append(" ".join(rc.TOLD))
        if m.done is not None:
            held += [m.done.did, m.done.place]
    have = {rc._stem(w) for t in held for w in rc.words(t)}
    return [w for w in rc.content_words(ins.text) if rc._stem(w) not in have]


def moments(ins, mems) -> int:
    by_id = {m.id: m for m in mems}
    seen: list[tuple[str, int]] = []
    for i in ins.evidence:
        m = by_id[i]
        if not any(m.when == w or (m.talk >= 0 and m.talk == t) for w, t in seen):
            seen.append((m.when, m.talk))
    return len(seen)


def check_all(out, mems, persona: PersonaCard = ANN) -> None:
    for ins in out:
        assert moments(ins, mems) >= 2, ins
        assert not supported(ins, mems, persona), (ins.text, supported(ins, mems, persona))


Q_BOB = "How are things between Ann and Bob Marsh lately?"
Q_SELF = "What has Ann been putting the most time into lately?"


def test_two_talks_with_someone_conclude_what_they_told_and_nothing_else():
    mems = [
        talk(1, 7, "Bob Marsh", "13 Feb 09:00"),
        told(2, 7, "Bob Marsh", "bob", "Bob Marsh is building a rowing dinghy.", "13 Feb 09:00"),
        talk(3, 9, "Bob Marsh", "14 Feb 11:00"),
    ]
    out = ask(Q_BOB, mems)
    assert out and "Bob" in out[0].text and "rowing dinghy" in out[0].text
    assert {1, 2, 3} >= set(out[0].evidence) and {1, 3} <= set(out[0].evidence)
    check_all(out, mems)


@pytest.mark.parametrize(
    "second",
    [
        talk(3, 7, "Bob Marsh", "13 Feb 09:30"),  # the same conversation: one moment
        talk(3, 9, "Bob Marsh", "13 Feb 09:00"),  # the same minute: one moment
        talk(3, 9, "Cara Dunn", "14 Feb 11:00"),  # someone else
    ],
)
def test_one_moment_with_someone_concludes_nothing(second):
    mems = [
        talk(1, 7, "Bob Marsh", "13 Feb 09:00"),
        told(2, 7, "Bob Marsh", "bob", "Bob Marsh is building a rowing dinghy.", "13 Feb 09:00"),
        second,
    ]
    assert ask(Q_BOB, mems) == ()


def test_prose_memories_without_records_conclude_nothing():
    """No record, no conclusion: nothing is read into the words of a memory."""
    mems = [
        MemoryLine(id=1, text="Bob Marsh talked with Ann about boats.", when="13 Feb 09:00"),
        MemoryLine(id=2, text="Bob Marsh talked with Ann about boats.", when="14 Feb 09:00"),
        MemoryLine(id=3, text="Ann Lee baked bread on Friday, 08:00-12:00.", when="13 Feb 12:00"),
        MemoryLine(id=4, text="Ann Lee baked bread on Saturday, 08:00-12:00.", when="14 Feb 12:00"),
    ]
    assert ask(Q_BOB, mems) == () and ask(Q_SELF, mems) == ()
    qs = BuiltinBrain(seed=1).reflect_questions(
        ReflectQuestionsRequest(persona=ANN, memories=tuple(mems), count=3)
    )
    # (nor about oneself: baking on two days is no habit, and a question with nothing to
    # conclude is not asked)
    assert not any("Bob" in q for q in qs) and qs == ()


def test_someone_in_trouble_seen_again_is_someone_to_look_in_on():
    worry = "Bob Marsh is worried his shop will close."
    mems = [
        told(1, -1, "Bob Marsh", "bob", worry, "12 Feb 06:00", topic="worry"),
        talk(2, 4, "Bob Marsh", "13 Feb 10:00"),
    ]
    out = ask(Q_BOB, mems)
    assert out[0].intent == "help" and out[0].about == ("Bob Marsh",)
    # (as one thinks of them: by first name)
    assert out[0].text.startswith(worry.replace("Bob Marsh", "Bob"))
    check_all(out, mems)
    # a child does not look in on a grown-up it knows; one moment is nothing at all
    young = PersonaCard(id="ann", name="Ann Lee", age=9, home=Place(sector="Lee House"))
    assert not any(i.intent for i in ask(Q_BOB, mems, young))
    assert ask(Q_BOB, mems[:1]) == ()


@pytest.mark.parametrize(("innate", "intent"), [("kind", "settle"), ("proud, stubborn", "avoid")])
def test_a_quarrel_met_again_is_to_be_put_right_or_kept_away_from(innate, intent):
    mems = [
        bond(1, "Bob Marsh", "quarrel", "They fell out over the rent."),
        talk(2, 4, "Bob Marsh", "13 Feb 10:00"),
    ]
    me = PersonaCard(id="ann", name="Ann Lee", age=34, innate=innate, home=Place(sector="Home"))
    out = ask(Q_BOB, mems, me)
    assert out and out[0].intent == intent and out[0].about == ("Bob Marsh",)
    check_all(out, mems, me)


def test_a_quarrel_made_up_since_is_not_still_to_be_put_right():
    """A peace made in a talk (``facts.peace_key``) after the row: no "things still aren't
    right between us" (a made quarter: both men thought it two hours after making up)."""
    from game.mind.facts import peace_key

    made = Fact(key=peace_key("ann", "bob"), about=("ann", "bob"), topic="quarrel", mine="",
                told="Ann Lee and Bob Marsh made it up.")  # fmt: skip
    mems = [
        bond(1, "Bob Marsh", "quarrel", "They fell out over the rent."),
        talk(2, 4, "Bob Marsh", "13 Feb 10:00"),
        MemoryLine(
            id=3,
            text=made.told,
            kind="conversation",
            when="13 Feb 10:02",
            talk=4,
            partners=("Bob Marsh",),
            about="Bob Marsh",
            fact=made,
        ),  # fmt: skip
    ]
    me = PersonaCard(id="ann", name="Ann Lee", age=34, innate="kind", home=Place(sector="Home"))
    assert ask(Q_BOB, mems[:2], me)[0].intent == "settle"  # (before the peace)
    assert not any(i.intent in ("settle", "avoid") for i in ask(Q_BOB, mems, me))


def test_news_from_two_people_names_them_and_says_the_fact_as_told():
    party = "Cara Dunn is holding a harvest supper at the Mill on Saturday."
    fact = Fact(key="cara:0", about=("cara",), topic="party", mine="", told=party)
    mems = [
        MemoryLine(id=1, text=party, when="13 Feb 09:00", talk=3, source="Bob Marsh", fact=fact),
        MemoryLine(id=2, text=party, when="13 Feb 15:00", talk=5, source="Dan Ford", fact=fact),
    ]
    out = ask(Q_SELF, mems)
    assert out and "Bob and Dan" in out[0].text and party in out[0].text
    check_all(out, mems)
    secret = Fact(key="cara:0", about=("cara",), topic="party", mine="", told=party, secret=True)
    hidden = [MemoryLine(**{**m.__dict__, "fact": secret}) for m in mems]
    assert ask(Q_SELF, hidden) == ()  # a secret is no talk of the town


def test_the_same_stretch_on_three_days_is_a_habit_and_a_meal_is_not():
    mems = [
        did(1, "2026-02-13", "baked bread at the bakery", "13 Feb 12:00"),
        did(2, "2026-02-14", "baked bread at the bakery", "14 Feb 12:00"),
        did(3, "2026-02-15", "baked bread at the bakery", "15 Feb 12:00"),
    ]
    out = ask(Q_SELF, mems)
    assert out and "I baked bread at the bakery" in out[0].text
    check_all(out, mems)
    assert ask(Q_SELF, mems[:2]) == ()  # (two days: no habit yet, and no thought)
    same_day = [mems[0], did(2, "2026-02-13", "baked bread at the bakery", "13 Feb 16:00")]
    assert ask(Q_SELF, same_day) == ()
    meals = [did(1, "2026-02-13", "ate lunch", "13 Feb 13:00")]
    meals.append(did(2, "2026-02-14", "ate lunch", "14 Feb 13:00"))
    assert ask(Q_SELF, meals) == ()


def test_a_thought_already_had_is_not_had_again_and_a_new_one_builds_on_it():
    mems = [
        talk(1, 7, "Bob Marsh", "13 Feb 09:00"),
        told(2, 7, "Bob Marsh", "bob", "Bob Marsh is building a rowing dinghy.", "13 Feb 09:00"),
        talk(3, 9, "Bob Marsh", "14 Feb 11:00"),
    ]
    first = ask(Q_BOB, mems)[0]
    earlier = MemoryLine(id=4, text=first.text, kind="reflection", evidence=first.evidence)
    assert ask(Q_BOB, [*mems, earlier]) == ()
    more = [
        talk(5, 11, "Bob Marsh", "15 Feb 10:00"),
        told(6, 11, "Bob Marsh", "bob", "Bob Marsh has painted the dinghy red.", "15 Feb 10:00"),
    ]
    out = ask(Q_BOB, [*mems, earlier, *more])
    assert out and 4 in out[0].evidence and "painted the dinghy red" in out[0].text


def test_questions_are_about_those_with_something_to_conclude():
    mems = [
        talk(1, 7, "Bob Marsh", "13 Feb 09:00"),
        told(2, 7, "Bob Marsh", "bob", "Bob Marsh is building a rowing dinghy.", "13 Feb 09:00"),
        talk(3, 9, "Bob Marsh", "14 Feb 11:00"),
        talk(4, 10, "Cara Dunn", "14 Feb 12:00"),  # one talk: nothing to conclude
    ]
    qs = BuiltinBrain(seed=1).reflect_questions(
        ReflectQuestionsRequest(persona=ANN, memories=tuple(mems), count=3)
    )
    assert "Bob Marsh" in qs[0] and not any("Cara" in q for q in qs)
    # (the question names the news the conclusion rests on; none about oneself, with nothing
    # to conclude of oneself)
    assert qs[0].endswith("?") and "rowing dinghy" in qs[0] and not any("Ann" in q for q in qs)


# the conclusion sets, each with the words its record licenses beyond frame words (a reading of
# someone's news by its topic; what one makes of a teller; of a trouble)
LICENSED = {
    **{
        n: ()
        for n in (
            "ins_trouble_help ins_odds_settle ins_odds_avoid ins_romance ins_bond_see "
            "ins_bond_see_more ins_bond ins_news ins_news_names ins_news_more ins_habit "
            "ins_habit_more ins_connect ins_read_sweet ins_read_me "
            "ins_see_tail ins_bond_days ins_bond_days_with ins_bond_days_out "
            "ins_bond_days_out_with ins_bond_once ins_bond_once_with "
            "ins_bond_once_out ins_bond_once_out_with ins_odds_settle_at ins_odds_settle_again "
            "ins_odds_avoid_at ins_odds_avoid_again ins_odds_settle_home ins_odds_avoid_home "
            "ins_src_quiet ins_src_quiet_out ins_read_also ins_news_plan"
        ).split()
    },  # fmt: skip
    "ins_read_news_of": ("told",),
    "ins_trouble": ("worry",),
    "ins_trouble_other": ("worry",),
    "ins_trouble_me": ("worry",),
    "ins_trouble_place": ("worry",),
    "ins_trouble_ill": ("illness",),
    **{f"ins_trouble_{k}": ("worry",) for k in "for_me for_kin their_kin same home".split()},
    **{f"ins_own_{t}": (t,) for t in "project worry party".split()},
    "ins_news_town": ("meeting",),
    "ins_news_party": ("party",),
    **{
        f"ins_read_{t}": (t,)
        for t in "work project party romance family opinion habit quarrel".split()
    },  # fmt: skip
    "ins_read_other": ("told", "other"),
    "ins_read_town": ("meeting",),
    "ins_read_vote": ("election",),
    "ins_read_eye": ("romance",),
}


def test_no_conclusion_line_says_anything_of_its_own():
    """Every word of every conclusion line that is not a placeholder is a function word, a
    frame word (how one holds a thought) or a word its record licenses (the bench's reader's
    ``TOPIC_WORDS``, ``TOLD``): a line cannot bring in a thing, a place, an activity or a
    feeling its evidence does not hold."""
    import string

    for name, by in LICENSED.items():
        assert lines(name), name
        ok = {rc._stem(w) for b in by for w in (rc.TOLD if b == "told" else rc.TOPIC_WORDS[b])}
        for tpl in lines(name):
            literal = " ".join(part for part, *_ in string.Formatter().parse(tpl))
            bad = [w for w in rc.content_words(literal) if rc._stem(w) not in ok]
            assert not bad, (name, tpl, bad)
    # and every conclusion set of the phrase data is one of these
    from game.brains.builtin.tables import active

    sets = {n for n in active().phrases if n.startswith("ins_")}
    assert sets <= set(LICENSED) | {n for n in sets if n.startswith(("ins_view_", "ins_plan_"))}


# what a gathering means to one's own plans (reflect_plans): each set's words are those of the
# decision it stands for, as the decision's own memory says it, told of in a talk or read on a
# notice (game.mind.gatherings.decision_text's frames: the evidence holds them)
PLAN_FRAMES = {
    "go": ("gather_going", "gather_notice_going", "why_keen why_free why_interest why_slip_away"),
    "tie": ("gather_going", "gather_notice_going", "why_tie"),
    "for": ("gather_going", "gather_notice_going", "why_for"),
    "work": ("gather_not", "gather_notice_not", "why_work"),
    "asleep": ("gather_not", "gather_notice_not", "why_asleep"),
    "young": ("gather_not", "gather_notice_not", "why_young"),
    "no": ("gather_not", "gather_notice_not", "why_no"),
    "engaged": ("gather_not", "gather_notice_not", "why_engaged why_engaged_with"),
}


def test_a_plan_line_says_only_what_the_decision_it_stands_for_says():
    """Each ``ins_plan_<kind>`` line's own words are function or frame words, or words that
    every memory of the decision it stands for holds (told of in a talk, or read on a notice,
    with each of its reasons): "I work then, so I won't go" rests on "... will not go to ...:
    Ann works then"."""
    import string

    from game.brains.builtin.tables import active
    from game.mind import wording

    sets = {n[len("ins_plan_") :] for n in active().phrases if n.startswith("ins_plan_")}
    assert sets == set(PLAN_FRAMES)
    for kind, (talk, notice, whys) in PLAN_FRAMES.items():
        held = None  # (the words every such decision memory holds)
        for frame in (talk, notice):
            for why in whys.split():
                text = wording.frame(frame) + " " + wording.frame(why)
                have = {rc._stem(w) for w in rc.words(text)}
                held = have if held is None else held & have
        for tpl in lines(f"ins_plan_{kind}"):
            literal = " ".join(part for part, *_ in string.Formatter().parse(tpl))
            bad = [w for w in rc.content_words(literal) if rc._stem(w) not in held]
            assert not bad, (kind, tpl, bad)


def test_what_one_has_already_thought_about_is_not_told_again_as_new():
    mems = [
        talk(1, 7, "Bob Marsh", "13 Feb 09:00"),
        told(2, 7, "Bob Marsh", "bob", "Bob Marsh is building a rowing dinghy.", "13 Feb 09:00"),
        talk(3, 9, "Bob Marsh", "14 Feb 11:00"),
    ]
    first = ask(Q_BOB, mems)[0]
    earlier = MemoryLine(id=4, text=first.text, kind="reflection", evidence=first.evidence)
    again = [*mems, earlier, talk(5, 11, "Bob Marsh", "15 Feb 10:00")]
    assert not any("rowing dinghy" in i.text for i in ask(Q_BOB, again))


def test_two_things_heard_of_someone_at_different_moments_add_up():
    """What one has heard of a person from others, two different facts at two moments, is put
    together, saying only what they hold; one thing heard twice, or one's own news, is not."""
    dinghy = "Bob Marsh is building a rowing dinghy."
    choir = "Bob Marsh has joined the church choir."

    def heard(i, conv, teller, text, at, topic="project"):
        line = told(i, conv, teller, "bob", text, at, topic)
        return MemoryLine(**{**line.__dict__, "about": "Bob Marsh"})  # (of Bob, from another)

    mems = [
        heard(1, 7, "Cara Dunn", dinghy, "13 Feb 09:00"),
        heard(2, 9, "Dan Ford", choir, "14 Feb 11:00", topic="other"),
    ]
    out = ask(Q_BOB, mems)
    added = [i for i in out if said_from("ins_connect", i.text)]
    assert added and "rowing dinghy" in added[0].text and "church choir" in added[0].text, out
    assert set(added[0].evidence) == {1, 2}
    check_all(out, mems)
    again = [mems[0], heard(2, 9, "Dan Ford", dinghy, "14 Feb 11:00")]
    again[1] = MemoryLine(**{**again[1].__dict__, "fact": again[0].fact})
    assert not any(said_from("ins_connect", i.text) for i in ask(Q_BOB, again))


def _told_fact(i, conv, teller, about, topic, text, at, of=""):
    fact = Fact(key=f"k{i}", about=about, topic=topic, mine="", told=text)
    return MemoryLine(
        id=i, text=text, kind="conversation", when=at, talk=conv, source=teller,
        about=of or teller, fact=fact,
    )  # fmt: skip


def test_what_someone_keeps_telling_one_is_read_for_what_it_says_of_them_not_repeated():
    """Two talks and what was told in them: a judgement of the teller (by the news's topic, by
    one's own stake in them, by whom it names), never the fact and its teller alone."""
    dinghy = "Bob Marsh is building a rowing dinghy."

    def run(told_line, persona=ANN):
        mems = [talk(1, 7, "Bob Marsh", "13 Feb 09:00"), told_line]
        mems.append(talk(3, 9, "Bob Marsh", "14 Feb 11:00"))
        out = ask(Q_BOB, mems, persona)
        check_all(out, mems, persona)
        return out[0]

    own = run(_told_fact(2, 7, "Bob Marsh", ("bob",), "project", dinghy, "13 Feb 09:00"))
    assert said_from("ins_read_project", own.text) and not own.text.startswith(dinghy[:8])
    assert own.about == ("Bob Marsh",)
    # one's own romance record about him: what his visits mean, not his news again
    sweet = Fact(key="s", about=("ann", "bob"), topic="romance", mine="I like Bob.", told="x")
    fond = PersonaCard(**{**ANN.__dict__, "facts": (sweet,)})
    mine = run(_told_fact(2, 7, "Bob Marsh", ("bob",), "project", dinghy, "13 Feb 09:00"), fond)
    assert said_from("ins_read_sweet", mine.text) and "dinghy" not in mine.text
    # (a romance of two others that one of them told is not one's own stake)
    other = Fact(key="s", about=("ann", "bob", "cara"), topic="romance", mine="x", told="x")
    aside = PersonaCard(**{**ANN.__dict__, "facts": (other,)})
    line = _told_fact(2, 7, "Bob Marsh", ("bob",), "project", dinghy, "13 Feb 09:00")
    assert not said_from("ins_read_sweet", run(line, aside).text)
    # his news naming oneself: he has one in mind
    rest = "Bob Marsh wants Ann Lee to take a day off."
    me = run(_told_fact(2, 7, "Bob Marsh", ("bob", "ann"), "family", rest, "13 Feb 09:00"))
    assert said_from("ins_read_me", me.text)
    # his news of someone else: he knows what she is up to
    cara = "Cara Dunn is moving to the coast."
    of = _told_fact(2, 7, "Bob Marsh", ("cara",), "other", cara, "13 Feb 09:00", "Cara Dunn")
    assert said_from("ins_read_news_of", run(of).text) and "Cara" in run(of).text


def test_a_trouble_one_does_not_look_in_on_is_read_for_ones_own_stake():
    young = PersonaCard(id="ann", name="Ann Lee", age=9, home=Place(sector="Lee House"))

    def run(fact_line, persona):
        mems = [fact_line, talk(2, 4, "Bob Marsh", "13 Feb 10:00")]
        out = ask(Q_BOB, mems, persona)
        check_all(out, mems, persona)
        return out[0]

    flood = "Bob Marsh is afraid Lee House could flood this winter."
    mine = run(_told_fact(1, -1, "Bob Marsh", ("bob",), "worry", flood, "12 Feb 06:00"), young)
    assert said_from("ins_trouble_place", mine.text) and not mine.intent
    fuss = "Bob Marsh is trying to get Ann Lee to rest her bad knee."
    me = run(_told_fact(1, -1, "Bob Marsh", ("bob", "ann"), "worry", fuss, "12 Feb 06:00"), ANN)
    assert said_from("ins_trouble_me", me.text) and "knee" not in me.text
    sick = "Bob Marsh has a bad chest."
    ill = run(_told_fact(1, -1, "Bob Marsh", ("bob",), "illness", sick, "12 Feb 06:00"), young)
    assert said_from("ins_trouble_ill", ill.text)


def test_met_twice_out_in_the_street_is_running_into_them_and_names_no_place():
    """A talk out in the street has no building (``at`` is ''): met out and about, not at a
    place one goes to."""
    street = [talk(i, 6 + i, "Bob Marsh", f"1{i} Feb 09:00") for i in (1, 2, 3)]
    out = ask(Q_BOB, street)
    assert out and "Bob" in out[0].text and " at " not in out[0].text
    check_all(out, street)


def test_a_gathering_in_a_thought_is_when_one_would_say_it_that_day():
    party = Gathering(
        what="birthday party", place="the Mill", date="2026-02-14", start=19 * 60, end=21 * 60,
        host="bob",
    )  # fmt: skip
    text = "Bob Marsh is throwing a birthday party at the Mill {when}."
    fact = Fact(key="bob:party", about=("bob",), topic="party", mine="", told=text, event=party)
    mems = [
        talk(1, 7, "Bob Marsh", "13 Feb 09:00"),
        MemoryLine(
            id=2,
            text=fact.text(),
            kind="conversation",
            when="13 Feb 09:00",
            talk=7,
            source="Bob Marsh",
            about="Bob Marsh",
            fact=fact,
        ),
        talk(3, 9, "Bob Marsh", "13 Feb 11:00"),
    ]
    brain = BuiltinBrain(seed=1)
    req = InsightRequest(persona=ANN, question=Q_BOB, memories=tuple(mems), now="13 Feb 12:00")
    out = brain.insights(req)
    assert out and "tomorrow evening at seven" in out[0].text and "19:00" not in out[0].text
    check_all(out, mems)
    later = brain.insights(InsightRequest(**{**req.__dict__, "now": "14 Feb 08:00"}))
    assert later and "tonight at seven" in later[0].text


def test_ones_mother_is_mum_in_a_thought_not_her_first_name():
    """A daughter's thought about her mother's worry calls her "Mum" and her father "Dad" (the
    bond texts say who they are), not "Bob" and "Cat" as a neighbour would."""
    worry = "Cat Marsh is worried that her husband, Bob Marsh, is working too hard."
    mems = [
        told(1, -1, "Cat Marsh", "cat", worry, "12 Feb 06:00", topic="worry"),
        talk(2, 4, "Cat Marsh", "13 Feb 10:00"),
        bond(3, "Cat Marsh", "family", "Her mother, who runs the shop"),
    ]
    family = (("Cat Marsh", "Her mother, who runs the shop"), ("Bob Marsh", "Her father"))
    q = "How are things between Ann and Cat Marsh lately?"
    req = InsightRequest(persona=ANN, question=q, memories=tuple(mems), count=3, family=family)
    out = BuiltinBrain(seed=1).insights(req)
    assert out, "no thought at all: the test would prove nothing"
    said = " ".join(i.text for i in out)
    assert "Mum" in said and "Cat" not in said and "Bob" not in said, said
    assert "worried that Dad is working" in said, said  # (not "her husband, Dad,")
    without = BuiltinBrain(seed=1).insights(
        InsightRequest(persona=ANN, question=q, memories=tuple(mems), count=3)
    )
    assert "Cat" in " ".join(i.text for i in without)
