"""Two who had fallen out and made it up in a talk hold a record of it (a blind reader of a made
harbour: the two made up at 09:56, and at 12:15 one told a friend "I'm not speaking to Catriona at
the moment"). The record is a quarrel record of the two, later than the residents file's, so the
file's feud is settled (``news_index.settled_keys``) and no longer told; it is news itself."""

from __future__ import annotations

from game.brains.builtin import BuiltinBrain
from game.mind.brain import ConversationSummaryRequest, Line, Listener, PersonaCard
from game.mind.types import Place

HOME = Place(sector="Baird House", arena="Kitchen")
ISLA = PersonaCard(id="isla", name="Isla Baird", age=44, home=HOME)
CAT = Listener(id="cat", name="Catriona Ferguson", relationship="Fell out over a parking space.")


def _made(lines: list[tuple[str, str]]):
    names = {"isla": "Isla Baird", "cat": "Catriona Ferguson"}
    transcript = tuple(Line(speaker=s, name=names[s], text=t) for s, t in lines)
    req = ConversationSummaryRequest(persona=ISLA, others=(CAT,), transcript=transcript)
    return BuiltinBrain(seed=1).summarize_conversation(req).made


def test_a_sorry_taken_is_a_peace_both_hold():
    made = _made(
        [
            ("cat", "About the other day — I said more than I meant, and I'm sorry."),
            ("isla", "All right. Let's leave it there, then."),
        ]
    )
    peace = [f for f in made if f.key == "peace:cat+isla"]
    assert peace, made
    (f,) = peace
    assert f.topic == "quarrel" and f.news and f.about == ("isla", "cat")
    assert "Catriona" in f.mine and "made it up" in f.told


def test_a_sorry_turned_down_makes_no_peace():
    made = _made(
        [
            ("cat", "About the other day — I said more than I meant, and I'm sorry."),
            ("isla", "It'll take more than that, Catriona."),
        ]
    )
    assert not [f for f in made if f.key.startswith("peace:")], made


def test_the_peace_settles_the_files_feud():
    """Held as a talk holds what it made (``talk_outcome``), the peace settles every record of
    the file's feud between the two (Brinewick: a harbourmaster and a boatman), and is news."""
    from game.app_setup import build_simulation
    from game.mind.facts import Fact
    from game.mind.news_holders import held_keys
    from game.mind.news_index import settled_keys
    from game.sim.simulation import SimConfig

    sim = build_simulation("brinewick", config=SimConfig(seed=1, autosave_minutes=0))
    ruan = sim.residents["ruan_pellow"]
    feud = [
        k for k, mid in held_keys(ruan).items()
        if (f := Fact.from_meta(ruan.memory.get(mid).meta.get("fact"))) is not None
        and f.topic == "quarrel" and set(f.about) == {"ruan_pellow", "tobias_rook"}
    ]  # fmt: skip
    assert feud and not set(feud) & settled_keys(ruan)
    from game.mind import errands

    before = [e.why for e in errands.due(ruan, sim.now_s) if e.other == "tobias_rook"]
    assert before == ["quarrel"], before
    sorry = Line(
        speaker="tobias_rook", name="Tobias Rook",
        text="I've been turning our row over, and I'd like to make it up.",
    )  # fmt: skip
    yes = Line(
        speaker="ruan_pellow", name="Ruan Pellow", text="I was hoping you'd say that, Tobias."
    )
    card = ruan.card()
    req = ConversationSummaryRequest(
        persona=card,
        others=(Listener(id="tobias_rook", name="Tobias Rook"),),
        transcript=(sorry, yes),
    )
    (peace,) = [
        f
        for f in BuiltinBrain(seed=1).summarize_conversation(req).made
        if f.key.startswith("peace:")
    ]
    sim.run_steps(10)  # (a little later than the file's records)
    ruan.memory.add(
        peace.text(ruan.id), kind="observation", now=sim.now_s, importance_10=6,
        meta={"event": True, "with": ["Tobias Rook"], "fact": peace.to_meta()},
    )  # fmt: skip
    assert set(feud) <= settled_keys(ruan)
    assert peace.key in held_keys(ruan) and peace.key not in settled_keys(ruan)
    # and the feud is no errand any more: nobody goes to find the other over it
    from game.mind import errands

    assert not [e for e in errands.due(ruan, sim.now_s) if e.other == "tobias_rook"]


def test_after_making_up_the_two_meet_as_people_who_know_each_other():
    """No "Oh. It's you." once the two hold a peace (the listener has it: made with them)."""
    from dataclasses import replace

    from game.brains.builtin.address import kind_of

    bond = "The chandler, whose boats block the slipway; they have quarrelled twice this month."
    cross = Listener(id="cat", name="Catriona Ferguson", relationship=bond)
    assert kind_of(cross) == "quarrel"
    assert kind_of(replace(cross, has=("peace:cat+isla",))) == "known"


def test_told_two_made_it_up_one_is_glad_of_it():
    """Was "Well, that won't end quietly." and "Oh dear. Are you all right?" at "Catriona and I
    have made it up.": a peace was taken as a row."""
    from game.brains.builtin.phrases_said import said_from
    from game.mind.brain import UtteranceRequest
    from game.mind.facts import Fact, peace_key

    peace = Fact(
        key=peace_key("cat", "isla"), about=("isla", "cat"), topic="quarrel",
        mine="Catriona and I have made it up.", told="Isla Baird and Catriona Ferguson have made it up.",
        news=True,
    )  # fmt: skip
    bob = PersonaCard(id="bob", name="Bob Marsh", age=50, home=HOME)
    isla = Listener(id="isla", name="Isla Baird", relationship="A neighbour.", knows=True)
    said = Line(
        speaker="isla",
        name="Isla Baird",
        text="News from me: Catriona and I have made it up.",
        fact=peace,
    )
    for seed in range(1, 7):
        req = UtteranceRequest(
            speaker=bob, listeners=(isla,), place=Place(sector="Quay"), now=600, transcript=(said,),
            known=(("isla", "Isla Baird"), ("cat", "Catriona Ferguson")), max_turns_left=3,
        )  # fmt: skip
        text = BuiltinBrain(seed=seed).next_utterance(req).text
        assert said_from("react_peace", text), text
