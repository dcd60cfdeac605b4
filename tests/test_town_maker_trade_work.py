"""Each trade of a made town's workplace has work of its own (a blind reader of a made harbour
of 40: the fish merchant, the packer and the filleter all gutted haddock and haggled over crab;
the harbourmaster and the clerk took the same mooring fees; the landlord and the bar staff
stirred the same stew). The brain's work category (``work_category``: the occupation's trade
words, then the room's kind) differs between the trades of one workplace; two categories that
trades reach share at most a couple of step texts (a pint pulled for a regular); and a trade
works the same in English and Chinese (a Chinese fish hall's filleter made up prescriptions)."""

from __future__ import annotations

import itertools

import pytest

from game.brains.builtin.activities import work_category
from game.brains.builtin.tables import active, load_tables, use_tables
from tests.test_town_maker_trades import made
from tools.town_maker import catalogue

SHARED_AT_MOST = 2  # step texts two trades' work may share ("serve a customer at the checkout")


def _categories() -> dict[tuple[str, int], tuple[catalogue.Trade, str]]:
    """(place type, trade's index) -> (the trade, its work category), over every kind of town."""
    out = {}
    for kind in catalogue.KINDS:
        for seed in (1, 2):
            workers, rooms = made(kind, 300, seed)
            for p in workers:
                arena_kind, _ = rooms[(p.job.place.name, p.job.trade.arena)]
                index = p.job.place.kind.trades.index(p.job.trade)
                out[(p.job.place.kind.key, index)] = (
                    p.job.trade,
                    work_category(p.job.title, arena_kind),
                )
    return out


def _one_crew(a, b) -> bool:
    """Trades that do one job: the teachers of one school, each with a class of their own."""
    return a.pupils is not None and b.pupils is not None


def test_the_trades_of_one_workplace_each_have_their_own_work(maker_language):
    cats = _categories()
    assert len({key for key, _ in cats}) >= 20  # (every type of workplace, all kinds of town)
    for one, other in itertools.combinations(sorted(cats), 2):
        if one[0] != other[0]:  # (two types of workplace: a cook is a cook at a cafe or a pub)
            continue
        (ta, a), (tb, b) = cats[one], cats[other]
        if ta.title == tb.title or _one_crew(ta, tb):
            continue
        assert a != b, (one[0], ta.title, tb.title, a)


def _texts(cat) -> set[str]:
    steps = [*cat.steps, *cat.opening, *cat.closing]
    return {t for s in steps for t in s.texts}


def test_two_trades_share_no_more_than_a_couple_of_steps(maker_language):
    by_name = active().by_name
    reached = sorted({c for _, c in _categories().values()})
    for a, b in itertools.combinations(reached, 2):
        shared = _texts(by_name[a]) & _texts(by_name[b])
        assert len(shared) <= SHARED_AT_MOST, (a, b, sorted(shared))


def test_a_trade_works_the_same_in_english_and_chinese():
    saved = active()
    try:
        said = {}
        for lang in ("en", "zh"):
            catalogue.use(lang)
            use_tables(load_tables(language=lang))
            said[lang] = {k: c for k, (_, c) in _categories().items()}
    finally:
        catalogue.use("en")
        use_tables(saved)
    assert said["en"].keys() == said["zh"].keys()
    differ = {
        k: (said["en"][k], said["zh"][k]) for k in said["en"] if said["en"][k] != said["zh"][k]
    }
    assert not differ, differ


@pytest.mark.parametrize(
    "occupation, arena, category",
    [
        ("fish packer at The Cove Fish Hall", "storeroom", "work_fish_packing"),
        ("fish merchant; runs The Cove Fish Hall", "aisles", "work_fish"),
        ("harbourmaster's clerk at Gull Harbour Office", "lobby", "work_harbour_desk"),
        ("harbourmaster at Gull Harbour Office", "office", "work_moorings"),
        ("bar staff at The Old Anchor", "bar", "work_pub"),
        ("landlady of The Old Anchor", "bar", "work_landlord"),
        ("net mender at Seal Boats", "workshop", "work_nets"),
        ("skipper; runs Seal Boats", "workshop", "work_skipper"),
        ("deckhand at Seal Boats", "shop_floor", "work_deckhand"),
        ("fisherman", "", "fishing"),
        ("parish clerk at Elm Village Hall", "office", "work_parish"),
        ("town clerk", "", "work_office"),
        ("apprentice smith at Ross's Forge", "workshop", "apprentice_forge"),
        ("practice nurse at Elm Surgery", "pharmacy", "work_nurse"),
        ("nurse; runs the dispensary at Quay Stores", "pharmacy", "work_pharmacy"),
    ],
)
def test_the_trade_words_choose_the_work(occupation, arena, category):
    assert work_category(occupation, arena) == category
