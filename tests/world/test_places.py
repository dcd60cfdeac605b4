from __future__ import annotations

import pytest

from game.mind.types import Place
from game.world.places import Arena, GameObject, Sector, SpatialTree, parse_hours


def small_tree() -> SpatialTree:
    return SpatialTree(
        [
            Sector(name="Cafe", kind="cafe", rect=(0, 0, 10, 6), hours="07:00-20:00"),
            Sector(name="Pub", kind="pub", rect=(12, 0, 8, 6), hours="18:00-02:00"),
            Sector(name="Park", kind="park", rect=(0, 8, 20, 4)),
        ],
        [
            Arena(name="Counter", kind="counter", sector="Cafe", rect=(1, 1, 4, 4)),
            Arena(name="Bar", kind="bar", sector="Pub", rect=(13, 1, 6, 4)),
            Arena(name="Lawn", kind="lawn", sector="Park", rect=(0, 8, 20, 4)),
        ],
        [
            GameObject(
                name="coffee_machine",
                kind="coffee_machine",
                sector="Cafe",
                arena="Counter",
                rect=(1, 1, 1, 1),
                access=((1, 2),),
            ),
            GameObject(
                name="bench",
                kind="bench",
                sector="Park",
                arena="Lawn",
                rect=(3, 9, 1, 1),
                access=((3, 10),),
            ),
        ],
    )


def test_parse_hours():
    assert parse_hours("") is None
    assert parse_hours("07:00-22:00") == (420, 1320)
    assert parse_hours("18:00-02:00") == (1080, 120)
    assert parse_hours("00:00-24:00") == (0, 1440)
    for bad in ("7-22", "07:00", "07:00-07:00", "25:00-26:00", "07:00-22:00-23:00"):
        with pytest.raises(ValueError):
            parse_hours(bad)


def test_bad_hours_fail_at_construction():
    with pytest.raises(ValueError):
        Sector(name="X", kind="cafe", rect=(0, 0, 1, 1), hours="soon")


def test_open_hours_including_past_midnight():
    tree = small_tree()
    assert not tree.is_open("Cafe", 6 * 60 + 59)
    assert tree.is_open("Cafe", 7 * 60)
    assert tree.is_open("Cafe", 19 * 60 + 59)
    assert not tree.is_open("Cafe", 20 * 60)  # closing time is exclusive
    assert not tree.is_open("Pub", 17 * 60 + 59)
    assert tree.is_open("Pub", 23 * 60)
    assert tree.is_open("Pub", 0)
    assert tree.is_open("Pub", 1 * 60 + 59)
    assert not tree.is_open("Pub", 2 * 60)
    assert tree.is_open("Pub", 24 * 60 + 30)  # minutes past 1440 wrap to the next day
    assert all(tree.is_open("Park", m) for m in range(0, 1440, 7))
    assert not tree.is_open(Place(sector="Park"), 600, closed={"Park"})


def test_lookups_and_kinds():
    tree = small_tree()
    bench = Place.parse("Park:Lawn:bench")
    assert tree.get(bench).access == ((3, 10),)
    assert tree.kinds(bench) == ("park", "lawn", "bench")
    assert bench in tree and Place.parse("Park:Lawn:swing") not in tree
    with pytest.raises(KeyError, match="Park:Lawn:swing"):
        tree.get(Place.parse("Park:Lawn:swing"))
    assert [p for p in tree.places()][:3] == [
        Place(sector="Cafe"),
        Place(sector="Cafe", arena="Counter"),
        Place.parse("Cafe:Counter:coffee_machine"),
    ]
    assert [o.name for o in tree.objects(sector="Park")] == ["bench"]


def test_duplicates_rejected():
    s = Sector(name="A", kind="home", rect=(0, 0, 2, 2))
    with pytest.raises(ValueError, match="duplicate sector"):
        SpatialTree([s, s])


def test_place_of_tile():
    tree = small_tree()
    assert tree.place_of_tile(2, 2) == Place(sector="Cafe", arena="Counter")
    assert tree.place_of_tile(0, 0) == Place(sector="Cafe")  # a wall of the cafe, no arena
    assert tree.place_of_tile(11, 3) is None  # between buildings
    assert tree.place_of_tile(5, 9) == Place(sector="Park", arena="Lawn")


def test_options_open_now_and_known_places():
    tree = small_tree()
    opts = tree.options(minute=21 * 60)
    by_place = {str(o.place): o for o in opts}
    assert len(opts) == len(tree.places())
    assert not by_place["Cafe:Counter:coffee_machine"].open_now
    assert by_place["Pub:Bar"].open_now and by_place["Pub:Bar"].arena_kind == "bar"
    known = [Place.parse("Park:Lawn:bench"), Place.parse("Nowhere:At All")]
    (only,) = tree.options(known)
    assert only.obj_kind == "bench" and only.open_now
    assert all(o.open_now for o in tree.options())  # no minute: all open


def test_to_text():
    text = small_tree().to_text(minute=21 * 60)
    assert text.splitlines()[0] == "Cafe [cafe] open 07:00-20:00 (closed now)"
    assert "  Counter [counter]: coffee_machine" in text
    assert "Pub [pub] open 18:00-02:00" in text
    known = small_tree().to_text([Place.parse("Park:Lawn:bench")])
    assert known == "Park [park]\n  Lawn [lawn]: bench"
