"""Whom one is out to find (``errands.keen``) is asked for every resident at every step; for
one who seeks nobody the answer is kept until a memory is added or forgotten, a relation is
made or the hour turns, and one's requests until then or until one is told to someone they
name. Kept, it never hides one who has since come to seek someone, nor goes on seeking one
already asked."""

from game.brains.embeddings import HashEmbedder
from game.mind import errands, own_asks
from game.mind.facts import remember_own
from game.mind.inner import complaints
from game.mind.persona import parse_personas
from game.mind.resident import MindConfig, Resident
from tests.mind.test_complaint_face import BREACH, FILL, T
from tests.mind.test_errands import asker
from tests.mind.test_reflect import entry


def resident() -> Resident:
    p = parse_personas({"residents": [entry("ann", "Ann Lee")]})[0]
    r = Resident(p, HashEmbedder(), MindConfig())
    r.relations.know("bob", "Bob Marsh")
    return r


def test_one_who_seeks_nobody_seeks_someone_as_soon_as_a_romance_is_known():
    ann = resident()
    assert errands.keen(ann, 3600.0) == frozenset()
    assert errands.keen(ann, 3610.0) == frozenset()  # (the kept answer)
    ann.relations.know("cat", "Cat Reed", "She is sweet on him.")
    assert ann.relations.get("cat").kind == "romance"
    assert errands.keen(ann, 3620.0) == {"Cat Reed"}  # the same hour: not the kept answer


def test_one_who_seeks_nobody_seeks_someone_as_soon_as_it_holds_a_thing_to_say_to_them():
    ann = resident()
    assert errands.keen(ann, 3600.0) == frozenset()
    face = complaints.complaint(BREACH, "ann", "Ann Lee", FILL, T, kind="quiet")
    remember_own(ann, face, 3605.0, 8, (own_asks.KEYWORD, face.key), 3)
    assert errands.keen(ann, 3610.0) == {"Bob Marsh"}


def test_the_kept_answer_is_not_given_without_a_time():
    ann = resident()
    assert errands.keen(ann, 3600.0) == frozenset()
    ann.relations.know("cat", "Cat Reed", "She is sweet on him.")
    assert errands.keen(ann) == {"Cat Reed"}


def test_one_with_a_request_stops_seeking_them_as_soon_as_it_is_made():
    ann = asker()
    assert errands.keen(ann, 3600.0) == {"Bob Marsh"}
    assert errands.keen(ann, 3610.0) == {"Bob Marsh"}  # (the kept requests)
    # asking is telling them the request's record: no memory added, no relation made
    mid = next(m.id for m in ann.memory.recent(50) if (m.meta.get("fact") or {}).get("ask"))
    ann.relations.get("bob").told.append(mid)
    assert errands.keen(ann, 3620.0) == frozenset()
