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
  the part (put the kettle on) comes back only when nothing else is left (then the longest);
* a chore (a step with ``times``: "sweep the shop floor", "go through the invoices") is begun
  at most that many times a day, counting what was done today before the part (``seen``): a
  shift's chores are done once or twice and the steps that come round (serve a customer, bake
  a tray) fill the rest; with every other step a chore done, the one before last comes again
  rather than a chore, and only then the chore done least. A chore is never the main task;
  an early one (``shift``, fitting the first third of one's hours) comes first in a shift;
* at one's own work with fewer than ``ROUND_MIN`` plain steps, a customer's turn done a few
  times a day comes round too (``day_times``): a shop of one plain step ("serve a customer at
  the checkout") was that step 70 times in a day of 90, every other row of its keeper's log;
  now the next customer is served, asked after, fetched something from the top shelf.

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
P_BACK_FEW = 0.5  # ... of three left while the chores wait
P_NOT_AGAIN = 0.6  # the step that came after this one last time does not come after it now
P_FLOW_WORK = 0.75  # at one's own work the next step in the table's order follows
LONG = 10  # minutes: in one's own time a step this long may go on for a stretch
STAY_OWN = 5  # steps of the main pastime in a row at most (an hour and more of reading)
STAY_SIDE = 2  # ... and of another pastime ("laugh about the week" not for an hour)
P_STAY_OWN = 0.6  # in one's own time the pastime going on goes on
STAY_WORK = 4  # steps of the main task of one's work in a row at most (an hour of baking)
P_STAY_WORK = 0.6  # at one's own work a longer step goes on
STAY_SERVE = 3  # steps of a customer's turn in a row at most (the next customer, the next)
P_STAY_SERVE = 0.5  # ... and how often the next customer's turn follows
STAY_LONG = 12  # steps of the one step left at most, the chores done (then a chore again)
P_LEFT = 0.6  # ... and how often it goes on while another is left
P_EARLY = 0.6  # an early chore not done yet comes next
CHORE_GAP = 3  # steps at least between two chores begun (a shift's chores spread over it)
ROUND_MIN = 3  # steps at least that come round in a shift (fewer: a customer's turns do too)
TURNS = 3  # ... those done this many times a day or more


class StepWalk:
    """The steps of one part, drawn as they are asked for (``at``), remembered for replays."""

    def __init__(
        self,
        steps: Sequence[Step],
        r: Callable[..., float],
        own_work: bool = False,
        earlier: Sequence[int] = (),
        minutes: int = 0,
    ) -> None:
        """``earlier``: how often each step was begun today before the part (a morning's
        shift before the afternoon's); ``minutes``: the part's length, over which its chores
        are spread."""
        self.steps = tuple(steps)
        self.r = r
        self.own_work = own_work
        self.times = day_times(self.steps, own_work)
        plain = [s.minutes for s, t in zip(self.steps, self.times, strict=True) if not t]
        self.longest = max(plain or [s.minutes for s in self.steps], default=0)
        self.done: list[int] = []
        n = len(self.steps)
        self.earlier = list(earlier) or [0] * n
        self.begun = [0] * n  # how often each step was begun in the walk
        self.before = [0] * n  # ... in the part as it was done (``seen``)
        self.base = [0] * n  # (the walk's own count when it was told so)
        self.last_chore = -n - 99  # the draw that last began a chore
        left = sum(max(0, t - e) for t, e in zip(self.times, self.earlier, strict=True) if t)
        each = sum(s.minutes for s in self.steps) / max(1, n)
        self.gap = max(CHORE_GAP, int(minutes / each / (left + 1))) if left and minutes else 0

    def seen(self, counts: Sequence[int], upto: int) -> None:
        """How often each step was begun in the part before its ``upto``-th step, as it was
        done: the walk replays the part's hours, but a talk cut one short and the hour's steps
        fitted otherwise, so what was done counts too; the steps drawn beyond it (an hour
        replayed whole, then cut) are drawn again knowing it."""
        del self.done[upto:]
        self.begun = [0] * len(self.steps)
        self.last_chore = -len(self.steps) - 99
        for k, i in enumerate(self.done):
            if not k or self.done[k - 1] != i:
                self.begun[i] += 1
                self.last_chore = k if self.times[i] else self.last_chore
        # (what the replay drew counts too: the actions done may not be known)
        self.before = [max(a, b) for a, b in zip(counts, self.begun, strict=True)]
        self.base = list(self.begun)

    def uses(self, i: int) -> int:
        """How often chore ``i`` was begun today (0 for a step that is no chore)."""
        if not self.times[i]:
            return 0
        return self.earlier[i] + self.before[i] + self.begun[i] - self.base[i]

    def spent(self, i: int) -> bool:
        """Step ``i`` is a chore done as many times today as it is done."""
        return bool(self.times[i]) and self.uses(i) >= self.times[i]

    def waits(self, i: int, j: int) -> bool:
        """Step ``i`` is a chore not to be begun at draw ``j``: done as often as it is done
        today, or another chore was begun too few steps ago (they spread over the shift)."""
        return self.spent(i) or (bool(self.times[i]) and j - self.last_chore < self.gap)

    def at(self, j: int) -> Step:
        """The ``j``-th step of the part (0 first)."""
        while len(self.done) <= j:
            k = len(self.done)
            i = self._next(k)
            if not self.done or self.done[-1] != i:
                self.begun[i] += 1
                self.last_chore = k if self.times[i] else self.last_chore
            self.done.append(i)
        return self.steps[self.done[j]]

    def _stays(self, j: int, cur: int, run: int, n: int) -> bool:
        """Whether the step going on (``cur``, ``run`` steps of it so far) goes on."""
        st = self.steps[cur]
        mins, chore = st.minutes, bool(self.times[cur])
        main = not chore and (mins == self.longest >= MAIN or (n == 2 and mins > QUICK))
        if not self.own_work and mins >= LONG:
            most = STAY_OWN if not chore and mins == self.longest >= MAIN else STAY_SIDE
            return run < most and self.r(j, "stay") < P_STAY_OWN
        if self.own_work and mins >= LONG:
            most = STAY_WORK if mins == self.longest and not chore else STAY_SIDE
            return run < most and self.r(j, "stay") < P_STAY_WORK
        if self.own_work and st.company == "customers":  # the next customer, and the next
            return run < STAY_SERVE and self.r(j, "serve") < P_STAY_SERVE
        return main and run < STAY_MAX and self.r(j, "stay") < P_STAY

    def _next(self, j: int) -> int:
        n = len(self.steps)
        if n <= 1:
            return 0
        done = self.done
        # the early chores not done yet come first ("chalk up today's prices", "write the
        # day's lesson on the blackboard"): a shift opens with them
        early = [
            i
            for i in range(n)
            if self.steps[i].shift == "early" and not self.uses(i) and not self.waits(i, j)
        ]
        if not done:
            first = early or [i for i in range(n) if not self.waits(i, j)] or range(n)
            return self._pick(first, self.r(j, "first"))
        cur = done[-1]
        prev = done[-2] if len(done) > 1 else -1
        run = next((k for k in range(1, len(done) + 1) if done[-k] != cur), len(done) + 1) - 1
        mins = self.steps[cur].minutes
        own_time = not self.own_work
        if self._stays(j, cur, run, n):
            return cur
        early = [i for i in early if i != cur]
        if early and self.r(j, "early") < P_EARLY:
            return self._pick(early, self.r(j, "pick early"))
        recent = set(done)
        live = [i for i in range(n) if not self.waits(i, j)]  # (the chores waiting aside)

        # three steps and never the one before last would be a ring (A B C A B C): now and
        # then one goes back to it, never twice running (A B A, not A B A B)
        m = len(live)
        if m < n and m <= 2 and cur in live and run < STAY_LONG:
            # the chores waiting and two steps left: the one going on goes on a while (the
            # next customer, the next call), not A B A B; one left: it goes on
            if m == 1 or self.r(j, "left") < P_LEFT:
                return cur
        p_back = P_BACK if m == n else P_BACK_FEW  # (the chores waiting: the few left vary)
        back = m == 3 and len(done) > 2 and done[-3] != cur and self.r(j, "back") < p_back

        def fresh(i: int) -> bool:
            if i == cur or (i == prev and m >= 3 and not back) or i not in live:
                return False
            return not (own_time and i in recent)  # (done already: when nothing else is)

        # what came after this step the time before is less likely to come after it again:
        # a ring is the same step after the same step, round after round
        before = next((done[k + 1] for k in range(len(done) - 2, -1, -1) if done[k] == cur), -1)
        again = before != cur and self.r(j, "again") < P_NOT_AGAIN

        if self.own_work:  # a piece runs its course, then the next piece from the first step
            # (a chore waiting is passed, and one done today: "bake, cool, wash the bowls",
            # then "bake, cool, bake")
            ahead = (k % n for k in range(cur + 1, cur + n))
            nxt = next((k for k in ahead if k in live and not self.uses(k)), cur)
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
            # (not a chore done as often as it is done today: the dishes washed after
            # breakfast are not washed again because they take as long as the sweeping)
            pool = [
                i for i in range(n) if self.steps[i].minutes == self.longest and not self.spent(i)
            ]
            pool = [cur] if cur in pool else pool
        if not pool and m < n:  # the rest chores waiting: back to the one before, else
            pool = [i for i in live if i != cur]  # a chore waiting for the gap
            pool = pool or [i for i in range(n) if i != cur and not self.spent(i)]
        if not pool:  # only a quick step done lately to go to: the stretch goes on instead
            others = [i for i in range(n) if i != cur]
            # (of the chores all done, any of those done the least for their ``times``)
            share = {i: self.uses(i) / max(1, self.times[i]) for i in others}
            least = min(share.values(), default=0)
            pool = [cur] if mins > QUICK else [i for i in others if share[i] == least]
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


def day_times(steps: Sequence[Step], own_work: bool) -> list[int]:
    """How often each step is begun a day at most (0: as often as it comes): its ``times``, but
    at one's own work with fewer than ``ROUND_MIN`` steps that come round, a customer's turn
    done a few times a day (``TURNS`` or more, at no set hour, part of the shift or of the
    working day: "weigh out loose potatoes", "advise a customer about cold medicine") comes
    round too. A shop's one plain step ("serve a customer at the checkout") was else three
    rows in four of its keeper's day, the chores all done by ten."""
    plain = sum(1 for st in steps if not st.times)
    if not own_work or plain >= ROUND_MIN:
        return [st.times for st in steps]
    return [0 if a_turn(st) else st.times for st in steps]


def a_turn(st: Step) -> bool:
    """A customer's turn that comes round with the plain steps, when they are few."""
    return (
        st.times >= TURNS and st.company == "customers" and not (st.hours or st.shift or st.workday)
    )


def times_begun(steps: Sequence[Step], said: Sequence[str], say: Callable[[str], str]) -> list[int]:
    """How often each chore of ``steps`` (a step with ``times``) was begun in ``said`` (the
    words of the actions done, in order; a step that went on is one): by its words as they are
    said (``say``: a text with its slots filled in). 0 for a step that is no chore."""
    out = [0] * len(steps)
    words = {say(t): i for i, st in enumerate(steps) if st.times for t in st.texts}
    last = None
    for d in said:
        if d != last and d in words:
            out[words[d]] += 1
        last = d
    return out
