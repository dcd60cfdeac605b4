"""At one's own work a piece runs its course: the table's order, then the next piece; a host
sets up before the first step that needs the guests."""

from game.brains.builtin.decompose import host_setup
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.step_walk import StepWalk
from game.brains.builtin.table_types import Step

STEPS = tuple(Step((f"s{i}",), (), m) for i, m in enumerate((10, 15, 15, 5, 10, 5)))


def _walk(own: bool, seed: int) -> list[int]:
    w = StepWalk(STEPS, lambda *a: stable_rand(seed, "t", *a), own_work=own)
    return [int(w.at(j).texts[0][1:]) for j in range(40)]


def test_own_work_mostly_follows_the_table_order():
    steps = moves = 0
    for seed in range(1, 9):
        seq = _walk(True, seed)
        col = [s for i, s in enumerate(seq) if i == 0 or s != seq[i - 1]]
        pairs = list(zip(col, col[1:], strict=False))
        steps += sum(b == (a + 1) % len(STEPS) for a, b in pairs)
        moves += len(pairs)
    assert steps > 0.65 * moves


def test_host_setup_is_the_leading_steps_without_company():
    a, b = Step(("chairs",)), Step(("door",))
    c, d = Step(("speak",), company="others"), Step(("answer",), company="others")
    assert host_setup((a, b, c, d)) == (a, b)
    assert host_setup((a, b, c)) == ()  # one step left for the guests: no setting up apart


def test_at_ones_own_work_a_long_step_goes_on_for_a_stretch():
    # a shift is not a ring of 5-15 minute steps: the longer steps run for a while, so the
    # shift has fewer, longer stretches (the timeline shows each as one row)
    stretches = steps = 0
    for seed in range(1, 9):
        seq = _walk(True, seed)
        steps += len(seq)
        stretches += sum(1 for i, s in enumerate(seq) if i == 0 or s != seq[i - 1])
    assert stretches < 0.7 * steps, (stretches, steps)
