"""A gathering held for someone (a residents file's ``event.for``): the record says whom
(``Gathering.honoree``), a save keeps it exactly, an unknown id is refused in one line, the one
it is for and their household are told of it from the start, and the one it is for goes."""

from __future__ import annotations

import pytest

from game.brains.embeddings import HashEmbedder
from game.mind.gathering_odds import chance
from game.mind.gatherings import decision_text
from game.mind.persona import ResidentsError, parse_personas
from game.mind.records import Fact, Gathering
from game.mind.resident import MindConfig, Resident
from game.sim.household import share_standing_facts
from game.store.save_rows import Fact as FactRow
from tests.mind.test_reflect import entry

SUPPER = {
    "about": ["ann"],
    "topic": "party",
    "mine": "I'm holding a birthday supper for my brother Bob at The Mill {when}.",
    "told": "Ann Lee is holding a birthday supper for her brother Bob at The Mill {when}.",
    "event": {"what": "birthday supper", "place": "The Mill", "date": "2026-02-14",
              "start": "19:00", "end": "21:00", "for": "bob"},
}  # fmt: skip


def _town(event_for: str = "bob") -> list:
    supper = {**SUPPER, "event": {**SUPPER["event"], "for": event_for}}
    return parse_personas(
        {
            "residents": [
                entry("ann", "Ann Lee", facts=[supper]),
                entry("bob", "Bob Marsh"),
                entry("cat", "Cat Marsh"),  # lives with Bob
                entry("dan", "Dan Hale"),  # lives with nobody here
            ]
        }
    )


def test_the_record_says_whom_a_gathering_is_for_and_a_save_keeps_it():
    ann = _town()[0]
    g = ann.facts[0].event
    assert (g.honoree, g.honoree_name) == ("bob", "Bob Marsh")
    # saved and loaded exactly, through the save format's own row
    meta = ann.facts[0].to_meta()
    assert Fact.from_meta(meta) == ann.facts[0]
    row = FactRow.model_validate(meta).model_dump(exclude_unset=True)
    assert row["event"]["honoree"] == "bob" and Gathering.from_dict(row["event"]) == g
    # a gathering for nobody in particular writes no such keys (older saves stay as they were)
    plain = Gathering(what="fair", place="Green", date="2026-02-14", start=600, end=700)
    assert "honoree" not in plain.to_dict() and Gathering.from_dict(plain.to_dict()) == plain


def test_a_for_naming_nobody_in_the_town_is_refused_in_one_line():
    with pytest.raises(ResidentsError) as e:
        _town("zed")
    said = str(e.value)
    assert "for names 'zed'" in said and "not a resident" in said and "\n" not in said
    bad = {**SUPPER, "event": {**SUPPER["event"], "host": "zed"}}
    del bad["event"]["for"]
    with pytest.raises(ResidentsError, match="host names 'zed'"):
        parse_personas({"residents": [entry("ann", "Ann Lee", facts=[bad])]})


def _residents() -> dict[str, Resident]:
    people = {p.id: Resident(p, HashEmbedder(), MindConfig()) for p in _town()}
    names = {rid: r.name for rid, r in people.items()}
    for r in people.values():
        r.seed(0.0, names)
    people["bob"].relations.tie("cat", "Cat Marsh", "home")
    people["cat"].relations.tie("bob", "Bob Marsh", "home")
    return people


def _holds(r: Resident, key: str) -> bool:
    return any(r.memory.get(i).meta.get("fact", {}).get("key") == key for i in range(len(r.memory)))


def test_the_one_it_is_for_and_their_household_are_told_and_nobody_else():
    people = _residents()
    key = people["ann"].persona.facts[0].key
    share_standing_facts(people, 0.0)
    assert _holds(people["bob"], key) and _holds(people["cat"], key)
    assert not _holds(people["dan"], key)
    # its host knows they have it: she does not tell them her own supper as news
    assert people["ann"].relations.get("bob").told and people["ann"].relations.get("cat").told


def test_the_one_it_is_for_goes_and_remembers_why():
    people = _residents()
    g = people["ann"].persona.facts[0].event
    odds, reason = chance(people["bob"], None, g, teller="ann", topic="party")
    assert (odds, reason) == (1.0, "for")
    said = decision_text(people["bob"], g, True, reason)
    assert "Bob's honour" in said, said


def test_a_gathering_for_someone_is_named_by_them_not_its_host():
    from game.brains.builtin import spoken_words
    from game.mind.records import Gathering

    g = Gathering(what="birthday supper", place="The Inn", date="2026-06-13", start=1140,
                  end=1260, host="ann", host_name="Ann Reed", source="talk",
                  honoree="tom", honoree_name="Tom Reed")  # fmt: skip
    assert g.called() == "Tom Reed's birthday supper"
    assert "Tom Reed" in spoken_words.called(g) and "Ann" not in spoken_words.called(g)
    plain = Gathering(what="quiz night", place="The Inn", date="2026-06-13", start=1140,
                      end=1260, host="ann", host_name="Ann Reed", source="talk")  # fmt: skip
    assert plain.called() == "Ann Reed's quiz night"
