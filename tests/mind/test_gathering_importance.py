"""A gathering on record is news however it is worded: a street clean-up, a music evening, a
village meeting are as poignant as a party, read from the record (its event), not from words
the keyword table knows ("party", "birthday"). Its host then mentions it, and those told pass
it on; a brain judging the memory again does not take it below that."""

from datetime import date, datetime, timedelta
from pathlib import Path

from game.app_setup import build_simulation
from game.brains.embeddings import HashEmbedder
from game.lang.en import English
from game.lang.en.importance import rule_importance
from game.mind import converse, judging, language, news, talk_outcome
from game.mind.facts import Fact
from game.mind.persona import parse_personas
from game.mind.records import Gathering
from game.mind.resident import MindConfig, Resident
from game.mind.types import Line, Place
from game.sim.simulation import SimConfig
from game.world.clock import EPOCH
from tests.mind.test_reflect import entry

DAY = "2026-06-13"
TOLD = "Ann Lee is organising a clean-up of the streets, meeting at the Park {when}."
CLEAN_UP = {
    "about": ["ann"],
    "topic": "party",
    "mine": "I'm organising a clean-up of the streets, meeting at the Park {when}.",
    "told": TOLD,
    "news": True,
    "event": {"what": "street clean-up", "place": "Park", "date": DAY, "start": "10:00",
              "end": "12:00"},
}  # fmt: skip
NOW = (datetime(2026, 6, 12, 11, 0) - EPOCH).total_seconds()  # the day before, mid-morning
TODAY = date(2026, 6, 12)


def _host():
    persona = parse_personas({"residents": [entry(facts=[CLEAN_UP])]})[0]
    r = Resident(persona, HashEmbedder(), MindConfig())
    r.relations.ages = {"ann": 30, "bob": 40}
    r.seed(NOW, {"ann": "Ann Lee", "bob": "Bob Hale"})
    return r


def _gathering_memory(r) -> int:
    return next(
        i for i in range(len(r.memory)) if (r.memory.get(i).meta.get("fact") or {}).get("event")
    )


def test_the_words_alone_would_not_make_it_news():
    # (what the record has to make up for: a clean-up's words score as a chore)
    assert rule_importance(TOLD.replace("{when}", "on Saturday")) < news.OWN_MIN


def test_a_host_holds_a_gathering_so_worded_as_news_and_mentions_it():
    before = language.reading()
    language.use(English())
    try:
        r = _host()
        mid = _gathering_memory(r)
        assert r.memory.get(mid).importance_10 > news.NEWS_MIN  # (another's news: to pass on)
        got = news.pick_news(r, ["bob"], NOW, k=2, listener_names=("Bob Hale",), today=TODAY)
        assert [m.id for m in got] == [mid]
    finally:
        language.use(before)


def test_a_brain_judging_it_again_keeps_it_news():
    before = language.reading()
    language.use(English())
    try:
        r = _host()
        mid = _gathering_memory(r)
        judging.set_scores(r, [mid], [2])  # a judge that reads a chore in its words
        assert r.memory.get(mid).importance_10 > news.NEWS_MIN
        plain = r.memory.add("Swept the yard.", kind="observation", now=NOW, importance_10=2)
        judging.set_scores(r, [plain], [2])  # anything else: as judged
        assert r.memory.get(plain).importance_10 == 2
    finally:
        language.use(before)


def test_the_floor_reads_the_record_only():
    from game.mind.facts import GATHERING_IMPORTANCE, least_importance

    assert least_importance({"fact": {"event": {"what": "x"}}}) == GATHERING_IMPORTANCE
    assert least_importance({"fact": {"topic": "party"}}) == 1
    assert least_importance({}) == 1 and least_importance(None) == 1


def test_one_told_of_it_holds_it_as_news_and_passes_it_on():
    towns = Path(__file__).resolve().parents[1] / "towns"
    sim = build_simulation(
        "larkholme", config=SimConfig(seed=3, autosave_minutes=0), maps_dir=towns
    )
    teller, hearer, third = sorted(sim.residents)[:3]
    today = sim.clock.now.date()
    fact = Fact(
        key="seed:test:clean-up",
        about=(teller,),
        topic="party",
        news=True,
        mine="I'm organising a clean-up of the streets, meeting at the green {when}.",
        told=f"{sim.residents[teller].name} is organising a clean-up of the streets, meeting at "
        "the green {when}.",
        event=Gathering(
            what="street clean-up", place="The Green", date=(today + timedelta(days=1)).isoformat(), start=600, end=720,
        ),
    )  # fmt: skip
    line = Line(speaker=teller, name=sim.residents[teller].name, text=fact.text(), fact=fact)
    view = converse.ConversationView(
        id=992,
        participants=((teller, sim.residents[teller].name), (hearer, sim.residents[hearer].name)),
        place=Place(sector=sim.town.name),
        transcript=(line,),
        max_lines=8,
    )
    h = sim.residents[hearer]
    ids = talk_outcome.conclude(h, sim.services, view, sim.now_s)
    mid = next(i for i in ids if h.memory.get(i).meta.get("fact", {}).get("key") == fact.key)
    assert h.memory.get(mid).importance_10 > news.NEWS_MIN
    h.relations.know(third, sim.residents[third].name)
    got = news.pick_news(
        h, [third], sim.now_s + 60, k=5, listener_names=(sim.residents[third].name,), today=today
    )
    assert mid in [m.id for m in got]
