"""A host goes round to tell of its gathering: of a party (a supper), its family and friends
who have not heard of it; of a meeting over a public matter, or of a do all are welcome at
(``open``: a clean-up of the streets), any grown-up it knows. Acquaintances hear of a party by word of mouth, a surprise is not gone
round about, and once someone has it, the errand to them is done."""

from datetime import datetime

from game.brains.embeddings import HashEmbedder
from game.mind import errands
from game.mind.persona import parse_personas
from game.mind.resident import MindConfig, Resident
from game.world.clock import EPOCH
from tests.mind.test_reflect import entry

NOW = (datetime(2026, 6, 12, 11, 0) - EPOCH).total_seconds()  # the day before it


def _host(topic: str = "party", secret: bool = False, open_: bool = False) -> Resident:
    fact = {
        "about": ["ann"], "topic": topic, "news": True, "secret": secret,
        "mine": "I'm organising a clean-up of the streets, meeting at the Park {when}.",
        "told": "Ann Lee is organising a clean-up of the streets, meeting at the Park {when}.",
        "event": {"what": "street clean-up", "place": "Park", "date": "2026-06-13",
                  "start": "10:00", "end": "12:00", "open": open_},
    }  # fmt: skip
    people = parse_personas({"residents": [entry(facts=[fact])]})
    r = Resident(people[0], HashEmbedder(), MindConfig())
    names = {"ann": "Ann Lee", "bob": "Bob Marsh", "cat": "Cat Reed", "dan": "Dan Lee"}
    r.seed(NOW, names)
    r.relations.ages = {k: 40 for k in names}
    r.relations.tie("dan", "Dan Lee", "home", ("Lee House",))  # her household: knows
    r.relations.households = {"ann": ("dan",)}
    r.relations.homes = {"dan": "Lee House", "bob": "Marsh House", "cat": "Reed House"}
    r.relations.tie("bob", "Bob Marsh", "story", ("Marsh House",)).closeness = 0.65  # a friend
    r.relations.tie("cat", "Cat Reed", "story", ("Reed House",)).closeness = 0.45  # known
    return r


def _invited(r) -> list[str]:
    return sorted(e.other for e in errands.due(r, NOW) if e.why == "invite")


def test_a_party_host_goes_round_to_its_friends_who_have_not_heard():
    r = _host()
    assert _invited(r) == ["bob"]
    assert errands.seeking(r, "bob", NOW) and not errands.seeking(r, "cat", NOW)
    # told: the errand is done
    mid = next(
        i for i in range(len(r.memory)) if (r.memory.get(i).meta.get("fact") or {}).get("event")
    )
    r.relations.get("bob").told.append(mid)
    assert _invited(r) == []


def test_a_meeting_is_gone_round_about_to_anyone_it_knows():
    assert _invited(_host("meeting")) == ["bob", "cat"]


def test_a_surprise_is_not_gone_round_about():
    assert _invited(_host(secret=True)) == []


def test_a_do_all_are_welcome_at_is_gone_round_about_to_anyone_it_knows():
    r = _host(open_=True)
    assert _invited(r) == ["bob", "cat"]
    g = next(f.event for f in r.persona.facts if f.event is not None)
    assert g.open and type(g).from_dict(g.to_dict()) == g  # (kept as a record, saved and read)
    closed = next(f.event for f in _host().persona.facts if f.event is not None)
    assert "open" not in closed.to_dict()  # (older saves stay as they were)
