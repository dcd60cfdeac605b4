"""A feeling on record (the residents file's ``feelings``: a crush), not read from words: the
one it is on becomes a romance to the one who feels it, and nobody else; it is sought out,
held as a secret one may confide, and named in the residents file's schema."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.brains.embeddings import HashEmbedder
from game.mind import errands, feelings
from game.mind.brain import Housemate
from game.mind.listeners import listener
from game.mind.persona import ResidentsError, load_personas, parse_personas
from game.mind.resident import MindConfig, Resident
from tests.mind.test_reflect import entry

ROOT = Path(__file__).resolve().parents[2]
NAMES = {"ann": "Ann Lee", "bob": "Bob Marsh", "cy": "Cy Dale"}


def town(**ann):
    """Ann (with ``ann``'s keys), Bob a workmate she has a crush on, Cy her closest friend."""
    a = entry(
        relationships={"bob": "A workmate at the forge.", "cy": "Her closest friend."},
        feelings={"bob": "crush"},
        **ann,
    )
    b = entry("bob", "Bob Marsh", relationships={"ann": "A workmate at the forge."})
    c = entry("cy", "Cy Dale", relationships={"ann": "His closest friend."})
    return parse_personas({"residents": [a, b, c]})


def mind(persona) -> Resident:
    r = Resident(persona, HashEmbedder(), MindConfig())
    r.seed(0.0, NAMES)
    return r


def test_a_crush_on_record_is_a_romance_to_the_one_who_feels_it_and_nobody_else():
    ann, bob, _ = (mind(p) for p in town())
    # the bond's words say only "a workmate": the record makes it a romance
    assert ann.relations.get("bob").kind == "romance"
    assert ann.relations.get("cy").kind == "close"
    assert bob.relations.get("ann").kind == "known"  # he does not know, and feels nothing
    assert [r.other for r in ann.relations.storylines()] == ["bob"]
    assert bob.relations.storylines() == []
    assert listener(ann, "bob", "Bob Marsh").feeling == "crush"
    assert listener(bob, "ann", "Ann Lee").feeling == ""


def test_the_one_with_the_crush_goes_to_find_them_where_they_are():
    ann = mind(town()[0])
    ann.relations.tie("bob", "Bob Marsh", "story", ("Marsh House", "Forge"))
    ann.relations.works = {"bob": "Forge"}
    ann.relations.homes = {"bob": "Marsh House"}
    ann.relations.hours = {
        "bob": Housemate(id="bob", work_hours=(8 * 60, 16 * 60), work_days=("mon",))
    }
    got = [(e.other, e.why) for e in errands.due(ann, 3600.0)]
    assert got == [("bob", "romance")]
    assert "Bob Marsh" in errands.keen(ann, 3600.0)


def test_a_crush_with_no_fact_of_its_own_is_held_as_a_secret_one_may_confide():
    ann = mind(town()[0])
    own = [f for f in ann.persona.facts if f.key == feelings.crush_key("ann", "bob")]
    assert len(own) == 1
    fact = own[0]
    assert fact.secret and fact.news and fact.topic == "romance"
    assert fact.about == ("ann", "bob")
    assert "Bob Marsh" in fact.text("ann") and fact.text("cy").startswith("Ann Lee")
    held = [m for m in ann.memory.recent(50) if (m.meta.get("fact") or {}).get("key") == fact.key]
    assert len(held) == 1


def test_a_romance_fact_of_ones_own_is_not_told_twice():
    fact = {"about": ["ann", "bob"], "topic": "romance", "secret": True,
            "mine": "I'm sweet on Bob Marsh.", "told": "Ann Lee is sweet on Bob Marsh."}  # fmt: skip
    ann = mind(town(facts=[fact])[0])
    romance = [f for f in ann.persona.facts if f.topic == "romance"]
    assert len(romance) == 1 and not romance[0].key.startswith(feelings.KEY)


@pytest.mark.parametrize(
    "feel, words",
    [
        ({"bob": "love"}, "feelings"),  # only the feelings the schema names
        ({"zed": "crush"}, "zed"),  # someone one does not know
    ],
)
def test_a_feeling_the_file_cannot_mean_is_refused_in_one_line(feel, words):
    a = entry(relationships={"bob": "A workmate."}, feelings=feel)
    b = entry("bob", "Bob Marsh")
    with pytest.raises(ResidentsError) as e:
        parse_personas({"residents": [a, b]})
    assert words in str(e.value) and "\n" not in str(e.value)


def test_the_bundled_crushes_are_on_record():
    for town_name, pairs in (
        ("smallville", {("olivia_grant", "tomas_rivera"), ("tomas_rivera", "olivia_grant")}),
        ("brinewick", {("jory_carrow", "kit_abernethy"), ("kit_abernethy", "jory_carrow")}),
        ("taohuacun", {("he_shufen", "hu_mengyao")}),
        ("../tests/towns/larkholme", {("caleb_rusk", "ffion_hale")}),
    ):
        people = load_personas(ROOT / "maps" / town_name / "residents.json")
        got = {(p.id, o) for p in people for o in feelings.crushes(p)}
        assert got == pairs, town_name


def test_the_exported_schema_names_the_feelings():
    doc = json.loads((ROOT / "docs" / "schemas" / "residents.schema.json").read_text())
    assert "feelings" in json.dumps(doc)
