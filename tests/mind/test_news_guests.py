"""A host invites a share of the town to its own gathering (more people in a bigger town),
housemates are not counted among the guests, and the invitation stays in mind however many
memories came since it."""

from datetime import date

from game.lang.en import English
from game.mind import language, news
from game.mind.facts import Fact
from game.mind.records import Gathering
from tests.mind.test_reflect import make_resident

PARTY = Fact(
    key="seed:ann:0", about=("ann",), topic="party", news=True,
    mine="I'm holding a supper at the Inn {when}.",
    told="Ann Lee is holding a supper at the Inn {when}.",
    event=Gathering(what="supper", place="Inn", date="2026-02-14", start=1140, end=1260),
)  # fmt: skip
TODAY = date(2026, 2, 13)


def _host(town: int):
    r = make_resident()
    r.relations.ages = {f"p{i}": 40 for i in range(town - 1)} | {"ann": 40}
    r.memory.add(
        PARTY.text("ann"),
        kind="observation",
        now=0.0,
        importance_10=8,
        meta={"seed": True, "fact": PARTY.to_meta()},
    )
    return r


def _invite(r, who: str, now: float) -> bool:
    got = news.pick_news(r, [who], now, k=2, listener_names=(who,), today=TODAY)
    if not got:
        return False
    r.relations.know(who, who).told.append(got[0].id)
    return True


def test_a_bigger_town_hosts_invite_more_and_housemates_are_not_guests():
    before = language.reading()
    language.use(English())
    try:
        assert news.guests(_host(25)) == 8
        assert news.guests(_host(60)) == 20
        assert news.guests(_host(12)) == 4
        r = _host(60)
        # a housemate has it from home (as ``game.sim.household`` counts it): not a guest
        r.relations.tie("p0", "p0", "home").told.append(0)
        invited = sum(_invite(r, f"p{i}", 60.0 + i) for i in range(1, 40))
        assert invited == 20
        small = _host(12)
        assert sum(_invite(small, f"p{i}", 60.0 + i) for i in range(1, 11)) == 4
    finally:
        language.use(before)


def test_the_host_keeps_its_gathering_in_mind_past_the_scan_window():
    before = language.reading()
    language.use(English())
    try:
        r = _host(25)
        for i in range(news.SCAN + 50):
            r.memory.add(
                f"Saw a gull number {i} on the quay.",
                kind="observation",
                now=10.0 + i,
                importance_10=2,
                meta={"event": True},
            )
        assert _invite(r, "p3", 3600.0)
    finally:
        language.use(before)
