"""A made town's places read as a real town's (issue 22, a blind reader's list): no naming
word on more than two of its places and streets ("Anchor" x5 reads as a generator), no place
with another kind's signature furniture (a pharmacy counter in the fish hall), and a harbour's
boat crews working from the moorings on the quay, not in the net loft."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from game.brains.builtin.activities import work_category
from tools.town_maker import catalogue, layout, people, place_words

# a thing only these kinds of place have (English names; a maker_language's own by its [furniture])
SIGNATURE = {
    "pharmacy counter": {"market", "stores"},
    "grocery shelf": {"market", "stores", "post"},
    "bar counter": {"pub", "inn"},
    "dartboard": {"pub", "inn"},
    "coffee machine": {"cafe", "bakery"},
    "blackboard": {"school", "bigschool", "college"},
    "student desk": {"school", "bigschool", "college"},
}
TOWNS = [(k, n, s) for k in catalogue.KINDS for n, s in ((24, 1), (90, 7), (300, 4))]


def made(kind: str, n: int, seed: int, town: str = "Saltmere"):
    rng = random.Random(f"{kind}:{n}:{seed}")
    homes = people.households(rng, n, kind)
    folk = [p for h in homes for p in h.members]
    places = people.workplaces(rng, folk, kind, town)
    tmap, _ = layout.draw(rng, homes, places, kind, n, town)
    return folk, places, tmap


@pytest.mark.parametrize(("kind", "n", "seed"), TOWNS)
def test_no_naming_word_on_more_than_two_names(maker_language, kind, n, seed):
    _, _, tmap = made(kind, n, seed)
    # a street's houses are one name ("3 Gull Street", "Gull Street 3" in Chinese): the street
    names = {re.sub(r"^\d+ |\d+号$", "", s.name) for s in tmap.sectors}
    words = catalogue.kind(kind)["words"]
    uses = Counter(w for name in names for w in words if w in name)
    assert uses and max(uses.values()) <= place_words.MOST, uses.most_common(3)


@pytest.mark.parametrize(("kind", "n", "seed"), TOWNS)
def test_no_place_has_another_kinds_signature_furniture(maker_language, kind, n, seed):
    _, places, tmap = made(kind, n, seed)
    own = catalogue.load("places").get("furniture", {})
    signature = {own.get(k, k): kinds for k, kinds in SIGNATURE.items()}
    key = {w.name: w.kind.key for w in places}
    seen = set()
    for s in tmap.sectors:
        if s.name not in key:
            continue
        for a in s.arenas:
            for o in a.objects:
                base = re.sub(r" \d+$", "", o.name)
                if base in signature:
                    seen.add(key[s.name])
                    assert key[s.name] in signature[base], (s.name, a.name, o.name)
    assert seen  # (the shops and schools were looked at)


BOAT_WORK = ("fishing", "work_skipper", "work_deckhand")


@pytest.mark.parametrize("seed", [1, 7, 60])
def test_a_harbours_boat_crews_work_from_the_moorings(maker_language, seed):
    folk, _, tmap = made("harbour", 60, seed)
    quay, moorings = layout.quay_site("Saltmere")
    arena = next(a for s in tmap.sectors if s.name == quay for a in s.arenas if a.name == moorings)
    assert arena.kind == "workshop" and arena.objects  # the boats, by the sea: work, not a walk
    crews = [p for p in folk if p.job and p.job.trade.at == "quay"]
    assert crews
    for p in crews:
        assert p.job.site == (quay, moorings)
        # a fisher, the skipper at the helm or the deckhand at the pots: the boat's work
        assert work_category(p.job.title) in BOAT_WORK, p.job.title
