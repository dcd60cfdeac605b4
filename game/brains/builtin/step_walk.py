"""The order of an activity's steps over a stretch of time: a walk from step to step, not a ring.

Shuffling a part's steps once and going round them in that order made a shift of six steps read
as a timetable (heat, hammer, sweep, quench, shape, file, every hour of the day, both days) and
an evening as a ten-minute ring (TV, the radio, a phone call, three times over). Here each step
is drawn from the ones before it:

* the main task (a step of the activity's most minutes, when that is ``MAIN``: hammering,
  watching TV, reading a chapter; the chores have none; of two steps, either but a quick one)
  may go on for a longer stretch, up to ``STAY_MAX`` steps of it in a row;
* the step after it in the table's order comes next now and then (``P_FLOW``): the tables list a
  trade's steps in the order they follow from each other (heat a bar, hammer it, shape the
  shoe, quench it, file it smooth), so a piece of work often runs its course, but not always
  the same way;
* else another step, neither of the last two (no A B A; of three steps, now and then the one
  before last, or they would go round), longer ones more often than the asides (weighted by
  minutes);
* what followed a step the time before mostly does not follow it now (``P_NOT_AGAIN``): a ring
  is the same step after the same step, round after round;
* at one's own work a piece runs its course (``P_FLOW_WORK``): the step after in the table's
  order mostly follows, and after the last the first (the next shoe, the next batch, the next
  patient), so a shift reads heat, hammer, shape, quench, file, then heat again, not a shuffle
  of the six; now and then an aside from elsewhere in the table breaks in, and a turn taken
  last round is mostly not taken again (``P_NOT_AGAIN``): no timetable of the same round;
* at one's own work a step of ``LONG`` minutes or more goes on for a stretch (``P_STAY_WORK``:
  the main task up to ``STAY_WORK`` steps, another up to ``STAY_SIDE``): a shift of 5-15
  minute steps went round its few steps forty times a day ("bake a tray in the oven" seventeen
  times); a tray baked for half an hour and the bowls washed after it reads as work, and the
  timeline shows a step that goes on as one row;
* in one's own time (an evening at home, not a shift) a pastime is a few longer things, not a
  ring of ten-minute ones ("read a chapter, do the crossword, read the news" three times over):
  the main pastime (the longest steps, of ``MAIN`` minutes) may go on for up to ``STAY_OWN``
  steps and any other of ``LONG`` minutes or more for ``STAY_SIDE``, and a step done already in
  the part (put the kettle on) comes back only when nothing else is left (then the longest).

Every draw is ``r(j, what)``, the caller's ``stable_rand`` for the part, so the walk is the
same whenever the part's hours are decomposed again (the decomposer replays the earlier ones).
Cost: a few hashes per step.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.brains.builtin.table_types import Step

QUICK = 5  # minutes: a step this short is an aside
MAIN = 15  # minutes: an activity whose longest steps take this long has a main task
STAY_MAX = 3  # steps of the main task in a row at most (45 minutes of 15-minute steps)
P_STAY = 0.45  # the main task goes on
P_FLOW = 0.4  # the next step in the table's order follows
P_BACK = 0.3  # of three steps, the one before last comes again
P_NOT_AGAIN = 0.6  # the step that came after this one last time does not come after it now
P_FLOW_WORK = 0.75  # at one's own work the next step in the table's order follows
LONG = 10  # minutes: in one's own time a step this long may go on for a stretch
STAY_OWN = 5  # steps of the main pastime in a row at most (an hour and more of reading)
STAY_SIDE = 2  # ... and of another pastime ("laugh about the week" not for an hour)
P_STAY_OWN = 0.6  # in one's own time the pastime going on goes on
STAY_WORK = 4  # steps of the main task of one's work in a row at most (an hour of baking)
P_STAY_WORK = 0.6  # at one's own work a longer step goes on


class StepWalk:
    """The steps of one part, drawn as they are asked for (``at``), remembered for replays."""

    def __init__(
        self, steps: Sequence[Step], r: Callable[..., float], own_work: bool = False
    ) -> None:
        self.steps = tuple(steps)
        self.r = r
        self.own_work = own_work
        self.longest = max((s.minutes for s in self.steps), default=0)
        self.done: list[int] = []

    def at(self, j: int) -> Step:
        """The ``j``-th step of the part (0 first)."""
        while len(self.done) <= j:
            self.done.append(self._next(len(self.done)))
        return self.steps[self.done[j]]

    def _next(self, j: int) -> int:
        n = len(self.steps)
        if n <= 1:
            return 0
        done = self.done
        if not done:
            return self._pick(range(n), self.r(j, "first"))
        cur = done[-1]
        prev = done[-2] if len(done) > 1 else -1
        run = next((k for k in range(1, len(done) + 1) if done[-k] != cur), len(done) + 1) - 1
        mins = self.steps[cur].minutes
        main = mins == self.longest >= MAIN or (n == 2 and mins > QUICK)
        own_time = not self.own_work
        if own_time and mins >= LONG:
            most = STAY_OWN if mins == self.longest >= MAIN else STAY_SIDE
            if run < most and self.r(j, "stay") < P_STAY_OWN:
                return cur
        elif self.own_work and mins >= LONG:
            most = STAY_WORK if mins == self.longest else STAY_SIDE
            if run < most and self.r(j, "stay") < P_STAY_WORK:
                return cur
        elif main and run < STAY_MAX and self.r(j, "stay") < P_STAY:
            return cur
        recent = set(done)

        # three steps and never the one before last would be a ring (A B C A B C): now and
        # then one goes back to it, never twice running (A B A, not A B A B)
        back = n == 3 and len(done) > 2 and done[-3] != cur and self.r(j, "back") < P_BACK

        def fresh(i: int) -> bool:
            if i == cur or (i == prev and n >= 3 and not back):
                return False
            return not (own_time and i in recent)  # (done already: when nothing else is)

        # what came after this step the time before is less likely to come after it again:
        # a ring is the same step after the same step, round after round
        before = next((done[k + 1] for k in range(len(done) - 2, -1, -1) if done[k] == cur), -1)
        again = before != cur and self.r(j, "again") < P_NOT_AGAIN

        if self.own_work:  # a piece runs its course, then the next piece from the first step
            nxt = (cur + 1) % n
            # (not the same turn as last round, now and then: a shift is no timetable)
            if fresh(nxt) and not (again and nxt == before) and self.r(j, "piece") < P_FLOW_WORK:
                return nxt
        after = cur + 1  # (after the table's last step a piece of work is done: any next)
        if after < n and fresh(after) and not (again and after == before):
            if self.r(j, "flow") < P_FLOW:
                return after
        pool = [i for i in range(n) if fresh(i)]
        if again and before in pool and len(pool) > 1:
            pool.remove(before)
        if not pool and own_time:  # each done once: the main pastime (the longest) goes on
            pool = [i for i in range(n) if self.steps[i].minutes == self.longest]
            pool = [cur] if cur in pool else pool
        if not pool:  # only a quick step done lately to go to: the stretch goes on instead
            pool = [cur] if mins > QUICK else [i for i in range(n) if i != cur]
        return self._pick(pool, self.r(j, "pick"))

    def _pick(self, pool, u: float) -> int:
        pool = list(pool)
        weights = [max(1, self.steps[i].minutes) for i in pool]
        x = u * sum(weights)
        for i, w in zip(pool, weights, strict=True):
            x -= w
            if x < 0:
                return i
        return pool[-1]
