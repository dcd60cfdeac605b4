"""What a talk makes: a date asked for and answered becomes a record each of the two holds in
its own words, a yes spreads as news and a no does not, and what either held before about the
same story ("I want to ask her out") is settled: no longer told, no longer on their card."""

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.tables import active
from game.brains.embeddings import HashEmbedder
from game.mind import news, news_index
from game.mind.brain import ConversationSummaryRequest, Line, Listener
from game.mind.persona import parse_personas
from game.mind.resident import MindConfig, Resident
from tests.mind.test_reflect import entry


def _people():
    wish = {
        "about": ["ann", "bob"],
        "topic": "romance",
        "mine": "I want to ask Bob out, but I keep losing my nerve.",
        "told": "Ann Lee wants to ask Bob Marsh out.",
        "secret": True,
    }
    return parse_personas(
        {"residents": [entry(facts=[wish]), entry("bob", "Bob Marsh"), entry("cy", "Cy Dee")]}
    )


def _summary(card, other_id, other_name, asker_line, answer_line):
    lines = (asker_line, answer_line)
    return BuiltinBrain(seed=1).summarize_conversation(
        ConversationSummaryRequest(
            persona=card,
            others=(Listener(id=other_id, name=other_name, knows=True),),
            transcript=lines,
        )
    )


def _talk(answer_set: str):
    ann, bob, _ = _people()
    ask = Line(speaker="ann", name="Ann Lee", text=active().phrases["ask_out"][0])
    reply = Line(speaker="bob", name="Bob Marsh", text=active().phrases[answer_set][0])
    return (
        ann,
        _summary(ann.card(), "bob", "Bob Marsh", ask, reply),
        _summary(bob.card(), "ann", "Ann Lee", ask, reply),
    )


def test_a_yes_is_one_story_both_hold_in_their_own_words_and_it_is_news():
    _, for_ann, for_bob = _talk("ask_out_yes")
    (a,), (b,) = for_ann.made, for_bob.made
    assert a.key == b.key and a.subject == "ann" and b.subject == "bob"
    assert a.mine == "I asked Bob out, and it's a yes."
    assert b.mine == "Ann asked me out, and I said yes."
    assert a.told == b.told == "Ann Lee asked Bob Marsh out, and it's a yes."
    assert a.news and not a.secret


def test_a_no_stays_between_the_two():
    _, for_ann, _ = _talk("ask_out_no")
    (a,) = for_ann.made
    assert a.secret and not a.news and "no" in a.mine


def test_an_ordinary_talk_makes_nothing():
    ann, bob, _ = _people()
    hi = Line(speaker="ann", name="Ann Lee", text="Morning, Bob.")
    back = Line(speaker="bob", name="Bob Marsh", text="Morning.")
    assert _summary(ann.card(), "bob", "Bob Marsh", hi, back).made == ()


def test_the_answer_settles_what_was_held_before_about_the_same_story():
    persona, for_ann, _ = _talk("ask_out_yes")
    r = Resident(persona, HashEmbedder(), MindConfig())
    r.seed(0.0, {"ann": "Ann Lee", "bob": "Bob Marsh", "cy": "Cy Dee"})
    wish = persona.facts[0]
    r.relations.know("cy", "Cy Dee", "Cy Dee is Ann's best friend and confidant")
    assert wish in r.card().facts and news_index.settled_keys(r) == frozenset()
    before = news.pick_news(r, ["cy"], 3700.0, k=5, listener_names=("Cy Dee",))
    assert wish.text() in [m.content for m in before]  # told to a confidant, until settled
    (made,) = for_ann.made
    r.memory.add(
        made.text("ann"),
        kind="observation",
        now=3600.0,
        importance_10=6,
        meta={"event": True, "fact": made.to_meta()},
    )
    assert news_index.settled_keys(r) == {wish.key}
    assert wish not in r.card().facts
    offered = news.pick_news(r, ["cy"], 3700.0, k=5, listener_names=("Cy Dee",))
    texts = [m.content for m in offered]
    assert made.text("ann") in texts and wish.text() not in texts
