"""Errands: a storyline or a goal that names someone is acted on. A request one has not made
sends one to find its person (at work in their hours at a place one may walk into, else at
home in the evening), and stops once it is made; a fresh row makes a quarrel's visit a peace
errand; a reflection's intention sends one too. The one asked answers as the mind decides,
and what came of it is a record both hold and tell in their own words."""

from dataclasses import replace

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from
from game.brains.builtin.plan_errands import visits
from game.brains.embeddings import HashEmbedder
from game.mind import errands, requests
from game.mind.brain import Housemate, Line, Listener, PlanDayRequest, UtteranceRequest
from game.mind.persona import parse_personas
from game.mind.records import Errand, Fact
from game.mind.resident import MindConfig, Resident
from game.mind.types import Place
from tests.mind.test_reflect import entry

ASK = "Would you come and talk to my class about the old days?"


def asker(ask: str = ASK) -> Resident:
    fact = {"about": ["ann", "bob"], "topic": "project", "news": True,
            "mine": "I want to ask Bob Marsh to talk to my class.",
            "told": "Ann Lee wants to ask Bob Marsh to talk to her class.", "ask": ask}  # fmt: skip
    bob = entry("bob", "Bob Marsh")
    people = parse_personas({"residents": [entry(facts=[fact]), bob]})
    r = Resident(people[0], HashEmbedder(), MindConfig())
    r.seed(0.0, {"ann": "Ann Lee", "bob": "Bob Marsh"})  # (its standing facts, held)
    r.relations.tie("bob", "Bob Marsh", "story", ("Marsh House", "Forge"))
    r.relations.works = {"bob": "Forge"}
    r.relations.homes = {"bob": "Marsh House"}
    r.relations.hours = {"bob": Housemate(id="bob", work_hours=(8 * 60, 16 * 60),
                                          work_days=("mon", "tue"))}  # fmt: skip
    return r


def test_a_request_not_made_sends_one_to_find_its_person_and_stops_once_made():
    r = asker()
    got = errands.due(r, 3600.0)
    assert [(e.other, e.why, e.ask, e.home, e.work) for e in got] == [
        ("bob", "ask", ASK, "Marsh House", "Forge")
    ]
    assert errands.has_request(r, "bob")
    # asking is telling them the request's record: the errand is done
    mid = next(m.id for m in r.memory.recent(50) if (m.meta.get("fact") or {}).get("ask"))
    r.relations.get("bob").told.append(mid)
    assert errands.due(r, 3600.0) == ()
    assert not errands.has_request(r, "bob")


def test_nowhere_known_is_no_errand():
    r = asker()
    r.relations.get("bob").places = ()
    r.relations.works = {}
    assert errands.due(r, 3600.0) == ()


def test_the_plan_goes_to_their_work_in_its_hours_or_their_home_after_it():
    e = Errand(other="bob", name="Bob Marsh", why="ask", home="Marsh House", work="Forge",
               work_kind="workshop", work_hours=(8 * 60, 16 * 60), work_days=("mon",))  # fmt: skip
    [(text, window, _, place, _)] = visits((e,), "mon", "ann", "2026-02-13", 1)
    assert place == "Forge" and text.startswith("have a word with Bob") and "Forge" in text
    assert window[0] >= 8 * 60 and window[1] <= 16 * 60
    # on a day off, or at a workplace one does not walk into, they are found at home
    [(_, window, _, place, _)] = visits((e,), "sun", "ann", "2026-02-13", 1)
    assert place == "Marsh House" and window[0] >= 14 * 60
    shut = replace(e, work_kind="classroom")
    [(_, window, _, place, _)] = visits((shut,), "mon", "ann", "2026-02-13", 1)
    assert place == "Marsh House" and window[0] >= 17 * 60


def test_the_day_plan_fits_the_visit_in():
    r = asker()
    card = r.card()
    req = PlanDayRequest(persona=card, date="2026-02-15", weekday="sun",
                         errands=errands.due(r, 3600.0))  # fmt: skip
    plan = BuiltinBrain(seed=2).plan_day(req)
    assert any("Bob" in b.activity and "Marsh House" in b.activity for b in plan.blocks), [
        b.activity for b in plan.blocks
    ]
    plain = BuiltinBrain(seed=2).plan_day(replace(req, errands=()))
    assert not any("Bob" in b.activity for b in plain.blocks)


def test_what_came_of_it_is_a_record_each_tells_in_their_own_words():
    r = asker()
    request = next(f for f in r.persona.facts if f.ask)
    names = {"ann": "Ann Lee", "bob": "Bob Marsh"}
    came = requests.outcome(request, "yes", names)
    assert came is not None and requests.is_outcome(came) and came.about == ("bob", "ann")
    mine, theirs, told = came.sentence("bob"), came.sentence("ann"), came.sentence("cat")
    assert ASK in mine and ASK in theirs and ASK in told
    assert len({mine, theirs, told}) == 3
    assert "Ann Lee" not in theirs and "Bob Marsh" not in mine  # no one names themselves
    assert "Ann Lee" in told and "Bob Marsh" in told
    assert requests.outcome(request, "maybe", names) is None  # nothing came of it yet
    # the record keeps every form through a save
    assert Fact.from_meta(came.to_meta()) == came


def test_the_one_asked_answers_as_the_mind_decided():
    r = asker()
    request = next(f for f in r.persona.facts if f.ask)
    line = Line(speaker="ann", name="Ann Lee", text=ASK, fact=request)
    assert requests.put_to("bob", line) == request
    assert requests.put_to("cat", line) is None  # (not asked of them)
    bob = Resident(parse_personas({"residents": [entry("bob", "Bob Marsh")]})[0], HashEmbedder())
    bob.relations.know("ann", "Ann Lee", "Ann Lee is Bob's sister")
    assert requests.answer(bob, "ann", request, 1) == "yes"  # one's own people
    bob.relations.get("ann").bond = "Bob Marsh has a bitter feud with Ann Lee"
    assert requests.answer(bob, "ann", request, 1) in ("no", "maybe")
    for said in ("yes", "maybe", "no"):
        req = UtteranceRequest(
            speaker=bob.card(), listeners=(Listener(id="ann", name="Ann Lee", knows=True),),
            place=Place(sector="Forge"), now=600, transcript=(line,), request_answer=said,
        )  # fmt: skip
        reply = BuiltinBrain(seed=3).next_utterance(req)
        assert said_from(f"ans_request_{said}", reply.text), (said, reply.text)


def test_a_request_is_made_once_in_a_talk_however_it_opens():
    ask = "Mr Marsh, could I interview you about the old days?"
    r = asker(ask)
    card = r.card()
    bob = Listener(id="bob", name="Bob Marsh", relationship="a neighbour", knows=True)
    request = next(f for f in card.facts if f.ask)

    def say(transcript):
        req = UtteranceRequest(speaker=card, listeners=(bob,), place=Place(sector="Forge"),
                               now=960, transcript=tuple(transcript), known=(("bob", "Bob Marsh"),))  # fmt: skip
        return BuiltinBrain(seed=5).next_utterance(req)

    first = say(())
    assert ask in first.text
    asked = Line(speaker="ann", name="Ann Lee", text="Hello there! " + ask, fact=request)
    back = Line(speaker="bob", name="Bob Marsh", text="Happy to, just say when.")
    assert ask not in say((asked, back)).text


def test_one_out_to_find_someone_stops_them_though_either_has_just_talked():
    from game.mind import react
    from game.mind.brain import OtherView
    from game.mind.types import SeenEvent

    r = asker()
    r.relations.know("cat", "Cat Lowe", "a neighbour")
    now = 50_000.0
    r.last_talk_s = now - 60  # (just out of a talk)

    def seen(rid, name):
        return SeenEvent(subject=name, predicate="is", obj="working", actor=rid, distance=6.0,
                         description=f"{name} is working", place=Place(sector="Forge"))  # fmt: skip

    busy = OtherView(id="bob", name="Bob Marsh", activity="working", available=False, free=True)
    cat = OtherView(id="cat", name="Cat Lowe", activity="working", available=False, free=True)
    got = react.candidate(r, (seen("cat", "Cat Lowe"), seen("bob", "Bob Marsh")), (cat, busy), now)
    assert got is not None and got[1].id == "bob"  # a request to make of him; not of her
    talking = OtherView(id="bob", name="Bob Marsh", activity="working", available=False, free=False)
    r.considered.clear()
    assert react.candidate(r, (seen("bob", "Bob Marsh"),), (talking,), now) is None
    assert "Bob Marsh" in errands.keen(r) and "Cat Lowe" not in errands.keen(r)


def test_a_request_once_made_is_no_longer_news_to_tell():
    """'I want to ask Bob ...' is told about until one has asked him (a blind reader's find:
    the teacher still saying she wants to ask after she had asked)."""
    from game.mind.news import pick_news

    r = asker()
    r.relations.know("cat", "Cat Lowe", "a neighbour")
    now = 3600.0
    offered = [m.meta.get("fact", {}).get("ask") for m in pick_news(r, ["cat"], now, k=5)]
    assert ASK in offered
    mid = next(m.id for m in r.memory.recent(50) if (m.meta.get("fact") or {}).get("ask"))
    r.relations.get("bob").told.append(mid)  # (asked)
    offered = [m.meta.get("fact", {}).get("ask") for m in pick_news(r, ["cat"], now, k=5)]
    assert ASK not in offered


def test_a_request_answered_is_neither_an_errand_nor_news_even_heard_again():
    """Once what came of a request is held, it is settled: heard back from a neighbour ('Ann
    wants to ask Bob ...' as a new memory of the same record), it sends one to ask again no
    more than it is news (the teacher asked the miller a second time three days after he had
    come to her class, and told a friend 'Same news as ever: I want to ask ...')."""
    from game.mind.news import pick_news

    r = asker()
    r.relations.know("cat", "Cat Lowe", "a neighbour")
    request = next(f for f in r.persona.facts if f.ask)
    came = requests.outcome(request, "yes", {"ann": "Ann Lee", "bob": "Bob Marsh"})
    r.memory.add(came.sentence("ann"), now=7200.0, importance_10=6,
                 meta={"event": True, "fact": came.to_meta()})  # fmt: skip
    # the same request heard back from Cat: a new memory of it, told to nobody yet
    r.memory.add(request.sentence("cat"), now=7300.0, importance_10=5,
                 meta={"fact": request.to_meta(), "source": "cat", "hand": 2})  # fmt: skip
    assert errands.due(r, 7400.0) == ()
    assert not errands.has_request(r, "bob")
    offered = [m.meta.get("fact", {}).get("ask") for m in pick_news(r, ["cat"], 7400.0, k=5)]
    assert ASK not in offered


def test_a_talk_that_did_not_come_to_the_request_is_not_followed_at_every_sight_of_them():
    r = asker()
    now = 50_000.0
    assert "Bob Marsh" in errands.keen(r, now)
    rel = r.relations.get("bob")
    rel.last_talked = now - 600  # a talk ten minutes ago, cut short before it came up
    assert "Bob Marsh" not in errands.keen(r, now)
    assert "Bob Marsh" in errands.keen(r, now + errands.ASK_AGAIN_S)  # tried again later
    rel.bond = "They have quarrelled over the fence."  # fallen out: not again that day
    assert rel.kind == "quarrel"
    assert "Bob Marsh" not in errands.keen(r, now + errands.ASK_AGAIN_S)
    tomorrow = now - now % 86400 + 86400 + 9 * 3600
    assert "Bob Marsh" in errands.keen(r, tomorrow)


def test_one_does_not_call_at_the_house_of_someone_one_is_at_odds_with():
    """Was: a feud's errand sent one to sit on the enemy's sofa in the evening ("have a word
    with David at 3 Carter Street"). Now: their work, in its hours, or nowhere planned."""
    r = asker()
    r.relations.get("bob").bond = "They have quarrelled over the fence."
    [e] = errands.due(r, 3600.0)
    assert (e.home, e.work) == ("", "Forge")
    [(_, window, _, place, _)] = visits((replace(e, work_kind="workshop"),), "mon", "ann",
                                        "2026-02-13", 1)  # fmt: skip
    assert place == "Forge" and window[1] <= 16 * 60
    assert visits((replace(e, work_kind="workshop"),), "sun", "ann", "2026-02-13", 1) == []
    r.relations.works = {}  # (where they work not known: no call on them at all)
    assert errands.due(r, 3600.0) == ()


def test_their_home_is_the_towns_word_for_it_not_the_order_places_were_learned_in():
    r = asker()
    r.relations.get("bob").places = ("Forge", "Marsh House")  # (work learned first)
    [e] = errands.due(r, 3600.0)
    assert (e.home, e.work) == ("Marsh House", "Forge")
    r.relations.works = {}  # (his work not known: still his home, not the forge)
    assert [(e.home, e.work) for e in errands.due(r, 3600.0)] == [("Marsh House", "")]
    r.relations.get("bob").places = ("Forge",)  # (his home not known: none)
    assert errands.due(r, 3600.0) == ()
