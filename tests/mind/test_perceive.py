from game.mind.perceive import Perception, PerceptionConfig
from game.mind.types import Place, SeenEvent

P = Place(sector="Cafe", arena="Counter")


def ev(name, d, what="working"):
    return SeenEvent(
        subject=name,
        predicate="is",
        obj=what,
        description=f"{name} is {what}",
        place=P,
        distance=d,
        actor=name.lower(),
    )


def test_keeps_the_nearest_within_bandwidth_and_radius():
    p = Perception(PerceptionConfig(vision_radius=4, bandwidth=2, retention_s=600))
    got = p.filter([ev("Far", 3), ev("Out", 9), ev("Near", 1), ev("Mid", 2)], now=0)
    assert [e.subject for e in got] == ["Near", "Mid"]


def test_retention_window_skips_repeats_until_it_expires():
    p = Perception(PerceptionConfig(vision_radius=4, bandwidth=4, retention_s=600))
    assert len(p.filter([ev("A", 1)], now=0)) == 1
    assert p.filter([ev("A", 1)], now=300) == []
    assert len(p.filter([ev("A", 1, "eating")], now=300)) == 1  # a new event about A
    assert len(p.filter([ev("A", 1)], now=700)) == 1


def test_state_round_trip():
    p = Perception()
    p.filter([ev("A", 1)], now=5)
    q = Perception()
    q.set_state(p.get_state())
    assert q.filter([ev("A", 1)], now=10) == []


def test_in_a_crowd_a_person_is_noticed_once_whatever_they_do():
    p = Perception(PerceptionConfig(vision_radius=4, bandwidth=4, retention_s=600))
    assert len(p.filter([ev("A", 1), ev("B", 2)], now=0, crowded=True)) == 2
    assert p.filter([ev("A", 1, "eating")], now=60, crowded=True) == []  # A, doing another thing
    assert [e.obj for e in p.filter([ev("A", 1, "eating")], now=60)] == ["eating"]  # not crowded
    assert len(p.filter([ev("B", 2, "reading")], now=700, crowded=True)) == 1  # window over


def test_the_crowd_memory_of_who_was_seen_survives_a_save():
    p = Perception(PerceptionConfig(vision_radius=4, bandwidth=4, retention_s=600))
    p.filter([ev("A", 1)], now=5)
    q = Perception(PerceptionConfig(vision_radius=4, bandwidth=4, retention_s=600))
    q.set_state(p.get_state())
    assert q.filter([ev("A", 1, "eating")], now=10, crowded=True) == []
    assert len(q.filter([ev("A", 1, "eating")], now=10)) == 1


def test_noticed_is_anyone_seen_doing_anything_within_the_window():
    p = Perception(PerceptionConfig(vision_radius=4, bandwidth=1, retention_s=600))
    p.filter([ev("A", 1), ev("B", 2)], now=100)  # bandwidth 1: only A is noticed
    assert p.noticed("A", 200) and not p.noticed("B", 200)
    assert not p.noticed("A", 700)
    assert p.noticed_among(["B", "A", "C"], 200) == [False, True, False]
    assert p.noticed_among(["A"], 700) == [False]


def test_state_entries_are_kept_while_their_time_holds():
    """An autosave tells the entries it has checked by identity (``game.store.slot_memo``)."""
    p = Perception(PerceptionConfig(vision_radius=4, bandwidth=4, retention_s=600))
    p.filter([ev("A", 1), ev("B", 2)], now=0)
    first = p.get_state()
    assert first == [[["A", "is", "working"], 0], [["B", "is", "working"], 0]]
    p.filter([ev("A", 1)], now=700)  # A noticed again: its entry is remade, B's kept
    later = p.get_state()
    assert later == [[["A", "is", "working"], 700], [["B", "is", "working"], 0]]
    assert later[0] is not first[0] and later[1] is first[1]
    assert first[0] == [["A", "is", "working"], 0]  # an entry handed out is never edited
    q = Perception()
    q.set_state(later)
    assert q.get_state() == later and q.get_state()[0] is not later[0]


def test_unnoticed_leaves_filter_the_same_choice_as_every_event_in_view():
    """The simulation makes events only for what ``unnoticed`` passes; ``filter`` must then
    keep what it keeps from all of them, crowded or not, marking the same things seen."""
    import random

    rng = random.Random(3)
    names = [f"P{i}" for i in range(12)]
    whats = ["working", "eating", "reading"]
    for crowded in (False, True):
        a = Perception(PerceptionConfig(vision_radius=5, bandwidth=3, retention_s=900))
        b = Perception(PerceptionConfig(vision_radius=5, bandwidth=3, retention_s=900))
        kept_out = 0
        for step in range(200):
            now = step * 10.0
            events = [
                ev(rng.choice(names), rng.randrange(0, 7), rng.choice(whats))
                for _ in range(rng.randrange(0, 9))
            ]
            flags = b.unnoticed([e.key() for e in events], now, crowded)
            assert flags == a.unnoticed([e.key() for e in events], now, crowded)
            few = [e for e, yes in zip(events, flags, strict=True) if yes]
            kept_out += len(events) - len(few)
            assert b.filter(few, now, crowded) == a.filter(events, now, crowded), step
            assert b.get_state() == a.get_state()
        assert kept_out > 100  # most of a busy view was noticed already


def test_someone_one_is_out_to_find_is_seen_across_the_room_and_kept_an_eye_on():
    """``keen`` (game.mind.errands.keen): beyond the vision radius, and again after KEEN_S
    however busy the room, though the event is the same."""
    from game.mind.perceive import KEEN_S

    p = Perception(PerceptionConfig(vision_radius=4, bandwidth=4, retention_s=3 * 3600))
    keen = frozenset({"Ethan"})
    assert p.filter([ev("Ethan", 7)], now=0) == []  # (out of sight for anyone else)
    assert [e.subject for e in p.filter([ev("Ethan", 7)], now=0, keen=keen)] == ["Ethan"]
    assert p.filter([ev("Ethan", 7)], now=KEEN_S / 2, keen=keen) == []
    assert p.unnoticed([("Ethan", "is", "working")], KEEN_S + 1, True, keen) == [True]
    assert len(p.filter([ev("Ethan", 7)], now=KEEN_S + 1, crowded=True, keen=keen)) == 1
    # someone else, the same event within the window: not noticed again
    assert len(p.filter([ev("Ann", 1)], now=0)) == 1
    assert p.filter([ev("Ann", 1)], now=KEEN_S + 1, keen=keen) == []
