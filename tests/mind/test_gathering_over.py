"""A gathering's block that outlasts the gathering (a plan moved about: a meal put in and the
block after it going on with what came before) is one's own time at home, not a party two hours
after its end; while the gathering is on, its block stands."""

from datetime import datetime

from game.brains.builtin import BuiltinBrain
from game.brains.embeddings import HashEmbedder
from game.mind import act, gatherings
from game.mind.cognition import Services, ThinkContext
from game.mind.plan import DaySchedule
from game.mind.records import Gathering
from game.mind.types import PlanBlock
from tests.mind.test_errands import asker

DAY_S = 86400.0
PARTY = Gathering(what="party", place="Cafe", date="2026-02-14", start=17 * 60, end=19 * 60,
                  host="bob", host_name="Bob Marsh", source="talk")  # fmt: skip


def _at(minute: int):
    r = asker()
    gatherings.remember(r, PARTY, True, "tie", DAY_S)
    text = gatherings.activity(r, PARTY)
    r.schedule = DaySchedule(
        date=PARTY.date,
        blocks=[
            PlanBlock(start=6 * 60, end=PARTY.start, activity="bake at the bakery"),
            PlanBlock(start=PARTY.start, end=PARTY.end, activity=text),
            PlanBlock(start=PARTY.end, end=19 * 60 + 40, activity="get something to eat"),
            PlanBlock(start=19 * 60 + 40, end=22 * 60, activity=text),
        ],
    )
    services = Services(brain=BuiltinBrain(seed=1), embedder=HashEmbedder())
    now = datetime(2026, 2, 14, minute // 60, minute % 60)
    ctx = ThinkContext(now=now, now_s=DAY_S + minute * 60)
    act.current_or_decompose(r, services, ctx, minute, lambda s: "", lambda sector: True)
    return r, text


def test_a_gathering_block_after_the_gathering_is_time_at_home():
    r, text = _at(20 * 60)
    assert r.schedule.block_at(20 * 60).activity == act.OWN_TIME
    assert r.schedule.block_at(19 * 60 + 45).activity == text  # (what was lived stays)
    assert all(a.description != text for a in r.schedule.actions if a.start >= 20 * 60)


def test_while_it_is_on_its_block_stands():
    r, text = _at(18 * 60)
    assert r.schedule.block_at(18 * 60).activity == text
