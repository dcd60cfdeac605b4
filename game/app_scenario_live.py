"""A scenario played in the window: its events fire at their game times as the window's clock
runs, and its measurements are read as they stand (``game.app_scenario.window_from_args``
builds the simulation; ``game.ui.scenario_panel`` shows the lines)."""

from __future__ import annotations


class LiveScenario:
    """A scenario played alongside a window: ``before_step(sim)`` before each of the window's
    steps does what ``game.sim.scenario.run`` does before a step (sample the measures, apply
    the whispers and events that are due) and returns a line for each one applied; after the
    scenario's hours the measures are finished once and stop. ``lines(sim)`` is the panel's
    text: the scenario, what comes next, and each measurement as it stands."""

    def __init__(self, scn, sim) -> None:
        from game.sim.measure import Tracker

        self.scn = scn
        self.tracker = Tracker(scn.measures, sim)
        self.pending = list(scn.timed)
        self.steps_left = sim.clock.steps_for(scn.hours)
        self.ticked = False
        self.final: dict | None = None
        self.names = {rid: b.name for rid, b in sim.bodies.items()}

    @property
    def title(self) -> str:
        return f"Scenario: {self.scn.name}"

    def before_step(self, sim) -> list[str]:
        from game.sim import scenario

        if self.final is not None:
            return []
        if self.steps_left <= 0:
            self.final = self.tracker.finish(sim)
            return [f"Scenario {self.scn.name} finished: measurements final"]
        self.tracker.tick(sim)
        self.ticked = True
        fired, waiting = [], []
        while self.pending and self.pending[0].at <= sim.clock.now:
            t = self.pending.pop(0)
            if scenario.apply_event(sim, t) is False:  # a resident in a talk: later
                waiting.append(t)
                continue
            fired.append(f"Scenario: {self.describe(t)}")
        self.pending[:0] = waiting
        self.steps_left -= 1
        return fired

    def describe(self, t) -> str:
        if t.kind == "whisper":
            return f"a whisper to {self.names.get(t.resident, t.resident)}"
        if t.kind == "announce":
            return f"a notice at {t.place}" if t.place else "a notice"
        if t.kind == "do":
            return f"{self.names.get(t.resident, t.resident)}: {t.text}"
        return f"{t.kind} {t.place}"

    def readings(self, sim) -> dict[str, dict]:
        """Each measure's result as it stands now (the final ones once the run is over)."""
        from game.sim.measure import finish_order

        if self.final is not None:
            return self.final
        if not self.ticked:
            return {}
        done: dict[str, dict] = {}
        tr = self.tracker
        for m in finish_order(tr.measures):  # as Tracker.finish
            done[m.name] = m.result(sim, tr.visits, done)
        return {m.name: done[m.name] for m in tr.measures}

    def lines(self, sim) -> list[str]:
        scn = self.scn
        span = f"{scn.start:%a %H:%M} to {scn.end:%a %H:%M}"
        if self.final is not None:
            out = [f"{span}: finished, final measurements"]
        else:
            out = [span]
            if self.pending:
                nxt = self.pending[0]
                out.append(f"next: {nxt.at:%a %H:%M} {self.describe(nxt)}")
            elif scn.timed:
                out.append("all events applied")
        got = self.readings(sim)
        for m in self.tracker.measures:
            r = got.get(m.name)
            label = m.spec["label"]
            if r is None:
                out.append(f"{label}: -")
            elif isinstance(r["value"], float):
                out.append(f"{label}: {r['value']:.2f}")
            else:
                out.append(f"{label}: {r['value']} of {r['of']}")
        return out
