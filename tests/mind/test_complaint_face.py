"""A complaint of a norm breach is said in a witness's own words and, by one who will say so,
to the breaker's face: the witness holds the words for the face as its record's ``ask``, says
them when the two talk alone (once), and the breaker answers sorry or in its own defence, by
persona and by what the two are to each other. The complaint is never passed to the breaker
as news, and saying it to their face does not stop one telling others."""

from game.brains.builtin import BuiltinBrain
from game.brains.builtin.phrases_said import said_from
from game.brains.embeddings import HashEmbedder
from game.mind import own_asks, requests
from game.mind.brain import Line, Listener, UtteranceRequest
from game.mind.facts import remember_own
from game.mind.inner import complaints
from game.mind.inner import norms as nm
from game.mind.inner.norm_files import shipped
from game.mind.persona import parse_personas
from game.mind.resident import MindConfig, Resident
from game.mind.types import Place
from tests.mind.test_reflect import entry

T = shipped()
QUIET = next(n for n in T.norms if n.kind == "quiet")
FILL = {"name": "Bob Marsh", "place": "Mill Flats", "time": "23:00", "day": "Friday",
        "when": "late on Friday night"}  # fmt: skip
BREACH = nm.breach_fact(QUIET, ("bob",), *FILL.values(), "2026-09-18")


def resident(rid: str, name: str, innate: str = "kind") -> Resident:
    p = parse_personas({"residents": [entry(rid, name, innate=innate)]})[0]
    return Resident(p, HashEmbedder(), MindConfig())


def test_witnesses_complain_in_words_of_their_own_and_the_same_witness_in_the_same():
    said = {
        w: complaints.complaint(BREACH, w, w.title(), FILL, T, kind="quiet").mine
        for w in ("ann", "cat", "dan", "eve", "fay", "gus", "hal", "ivy")
    }
    assert len(set(said.values())) > 1  # (not one sentence for the whole street)
    again = complaints.complaint(BREACH, "ann", "Ann", FILL, T, kind="quiet")
    assert again.mine == said["ann"]


def test_one_who_will_say_so_holds_the_words_for_the_face_and_one_who_keeps_away_does_not():
    bold = complaints.complaint(BREACH, "ann", "Ann Lee", FILL, T, to_face=True, kind="quiet")
    assert bold.about == ("ann", "bob") and complaints.is_complaint(bold)
    # said to the face that night or days after: no "late on Friday night" while it goes on
    assert bold.ask and "Bob" not in bold.ask and "Friday" not in bold.ask
    assert bold.second and "Bob" not in bold.second and "Ann Lee" in bold.second  # (his words)
    shy = complaints.complaint(BREACH, "cat", "Cat Reed", FILL, T, to_face=False, kind="quiet")
    assert not shy.ask and "bob" in shy.about  # (never for his ears)


def test_the_witness_says_it_to_the_breakers_face_once_and_the_breaker_answers():
    ann, bob = resident("ann", "Ann Lee"), resident("bob", "Bob Marsh")
    ann.relations.know("bob", "Bob Marsh")
    bob.relations.know("ann", "Ann Lee")
    face = complaints.complaint(BREACH, "ann", "Ann Lee", FILL, T, kind="quiet")
    mid = remember_own(ann, face, 100.0, 8, (own_asks.KEYWORD, face.key), 3)
    assert face in ann.card().facts  # (the brain has it with her standing facts)
    req = UtteranceRequest(
        speaker=ann.card(), listeners=(Listener(id="bob", name="Bob Marsh", knows=True),),
        place=Place(sector="Mill Flats"), now=600, transcript=(),
    )  # fmt: skip
    said = BuiltinBrain(seed=3).next_utterance(req).text
    assert face.ask in said, said  # to his face, in words for the face
    line = Line(speaker="ann", name="Ann Lee", text=said, fact=face)
    assert requests.put_to("bob", line) == face
    assert requests.answer(bob, "ann", face, 1) == "sorry"
    assert requests.outcome(face, "sorry", {"ann": "Ann Lee", "bob": "Bob Marsh"}) is None
    reply = UtteranceRequest(
        speaker=bob.card(), listeners=(Listener(id="ann", name="Ann Lee", knows=True),),
        place=Place(sector="Mill Flats"), now=601, transcript=(line,), request_answer="sorry",
    )  # fmt: skip
    answer = BuiltinBrain(seed=3).next_utterance(reply).text
    assert said_from("ans_complaint_sorry", answer), answer
    # said once: told to him, it is spent
    ann.relations.get("bob").told.append(mid)
    assert own_asks.held(ann) == ()


def test_a_defensive_breaker_stands_up_for_itself():
    face = complaints.complaint(BREACH, "ann", "Ann Lee", FILL, T, kind="quiet")
    proud = resident("bob", "Bob Marsh", innate="proud, stubborn")
    assert requests.answer(proud, "ann", face, 1) == "defend"
    assert requests.answer(resident("bob", "Bob Marsh", innate="gentle"), "ann", face, 1) == "sorry"


def test_said_to_the_face_a_complaint_is_still_news_for_others():
    from game.mind.news import pick_news

    ann = resident("ann", "Ann Lee")
    for rid, name in (("bob", "Bob Marsh"), ("cat", "Cat Reed")):
        ann.relations.know(rid, name)
    face = complaints.complaint(BREACH, "ann", "Ann Lee", FILL, T, kind="quiet")
    mid = remember_own(ann, face, 100.0, 8, (own_asks.KEYWORD, face.key), 3)
    ann.relations.get("bob").told.append(mid)  # said to his face
    assert not pick_news(ann, ["bob"], 700.0, k=5)  # (not news for him)
    got = pick_news(ann, ["cat"], 700.0, k=5)
    assert any((m.meta.get("fact") or {}).get("key") == face.key for m in got)
