"""A meeting over a public matter is for grown-ups: its host does not ask a child to it, and a
child who hears of it does not set out for it; a party is asked of anyone. Read from the
record's topic and the residents' ages, never from words. One's view on a meeting's matter is
the opinion of one's own nearest to what it was called about, if any is near."""

from datetime import date

from game.brains.embeddings import HashEmbedder
from game.lang.en import English
from game.mind import language, news
from game.mind.cognition import Services
from game.mind.facts import Fact
from game.mind.gathering_odds import chance
from game.mind.persona import parse_personas
from game.mind.public_matter import view_on
from game.mind.records import Gathering
from game.mind.resident import MindConfig, Resident
from tests.mind.test_reflect import entry

HALL = Gathering(
    what="meeting", place="Hall", date="2026-02-14", start=1140, end=1230,
    host="ann", host_name="Ann Lee", source="talk",
)  # fmt: skip


def _fact(topic: str) -> Fact:
    return Fact(
        key=f"seed:ann:{topic}", about=("ann",), topic=topic,
        mine="I'm holding a meeting at the Hall {when}.",
        told="Ann Lee is holding a meeting at the Hall {when}.", event=HALL,
    )  # fmt: skip


def _resident(rid: str = "ann", age: int = 30) -> Resident:
    persona = parse_personas({"residents": [entry(rid, rid.title() + " Lee", age=age)]})[0]
    return Resident(persona, HashEmbedder(), MindConfig())


def _host(topic: str) -> Resident:
    r = _resident()
    r.relations.ages = {"ann": 30, "kid": 10, "mum": 40, "dad": 41}
    r.memory.add(
        _fact(topic).text("ann"),
        kind="observation",
        now=0.0,
        importance_10=8,
        meta={"seed": True, "fact": _fact(topic).to_meta()},
    )
    return r


def _offered(r: Resident, who: list[str]) -> bool:
    got = news.pick_news(r, who, 60.0, k=2, listener_names=tuple(who), today=date(2026, 2, 13))
    return any(m.meta.get("fact", {}).get("event") for m in got)


def test_a_meeting_is_asked_of_grown_ups_and_a_party_of_anyone():
    before = language.reading()
    language.use(English())
    try:
        meeting = _host("meeting")
        assert not _offered(meeting, ["kid"])
        assert _offered(meeting, ["mum"])
        assert _offered(meeting, ["kid", "dad"])  # a family met together: the parent is asked
        assert _offered(_host("party"), ["kid"])
    finally:
        language.use(before)


def test_a_child_told_of_a_meeting_does_not_set_out_for_it():
    services = Services(brain=None, embedder=HashEmbedder(), seed=1)
    for teller in ("ann", "mum"):  # asked by its host, or told by anyone
        kid = _resident("kid", age=10)
        odds, reason = chance(kid, services, HALL, teller, "meeting")
        assert (odds, reason) == (0.0, "young")
        party, _ = chance(kid, services, HALL, teller, "party")
        grown, _ = chance(_resident("mum", age=40), services, HALL, teller, "meeting")
        assert party > 0 and grown > 0


def test_ones_view_on_the_matter_is_the_nearest_opinion_and_none_when_none_is_near():
    called = Fact(
        key="seed:ann:0", about=("ann",), topic="meeting",
        mine="I've called a meeting about the river bridge at the Hall {when}.",
        told="Ann Lee has called a meeting about the river bridge at the Hall {when}.", event=HALL,
    )  # fmt: skip

    def view(mine: str, key: str) -> Fact:
        return Fact(key=key, about=("ann",), topic="opinion", mine=mine, told=mine, news=False)

    bridge = view("I say the river bridge must be mended before winter.", "v1")
    cakes = view("Shop-bought cakes have no place at a village show.", "v2")
    embed = HashEmbedder()
    assert view_on((cakes, bridge), called, embed) == bridge
    assert view_on((cakes,), called, embed) is None  # a view, but not on this
    assert view_on((), called, embed) is None
