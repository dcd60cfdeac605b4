"""A headless run from the command line: the steps, the summary, the interviews, the save, and
what Ctrl+C, SIGTERM and a failed autosave do to it.

``main.py`` builds the town and its ``SaveSession`` and calls ``run_headless``; ``close_run``
ends any run (headless or the window) and turns failed autosaves into a non-zero exit code.

Interrupts (``game.app_interrupts``): during the run a first Ctrl+C or SIGTERM lets the step
end, then the town is saved where ``--save`` says (else into the next autosave slot, if
autosave is on) and the program says so in one line and exits 130 / 143; the reports of an
unfinished run (interviews) are not written. A second signal, or a step that does not end
within ``GRACE_S``, stops at once: nothing more is saved and a file being written keeps its old
contents. A failed autosave is printed (and logged) the moment it fails, and the exit code is
1 even when the run itself went well.

With ``--llm-unreachable exit``, a run whose every model server has been of no use for too
long (``game.brains.llm.outage``) stops at the end of a step the same way, with its own line
and exit code 2 (``app_interrupts.Stopped``).
"""

from __future__ import annotations

import logging
import sys
import time
from pathlib import Path

from game import app_interrupts
from game.app_interrupts import (
    Interrupted,
    boundary,
    current,
    deferring,
    given_up,
    pending,
    ticks,
)
from game.world.old_heap import kept_out

log = logging.getLogger("main")


def say(line: str) -> None:
    """One line on stderr, above a progress bar if one is drawn."""
    try:
        from tqdm import tqdm

        tqdm.write(line, file=sys.stderr)
    except Exception:  # no tqdm, or a closed stream: plain print
        print(line, file=sys.stderr)


_shown: list[str] = []


def autosave_failed(line: str) -> None:
    """``SaveSession``'s ``on_error``: a failed background save, shown the moment it fails
    (the same failure again, hour after hour, only in the log; ``close_run`` counts them)."""
    log.error("autosave failed: %s", line)
    if _shown == [line]:
        return
    _shown[:] = [line]
    say(f"main.py: autosave failed: {line}")


def run_headless(sim, args, session, on_stop=None) -> int:
    """Run ``args.hours`` (default 24), print the summary, interview, save; the exit code."""
    # full collections walk only what is new during the run (``game.world.old_heap``)
    with kept_out(), deferring(on_stop):
        try:
            _run(sim, args, session)
        except Interrupted as e:
            return interrupted(sim, args, session, e)
        late = pending()  # a signal during the final save: it was saved; still say so
        if late is not None:
            current().settle()
            done = f"the town was saved to {args.save}" if args.save else "it had ended"
            say(f"main.py: interrupted by {late.what} after the run; {done}")
            return late.code
    return 0


def _run(sim, args, session) -> None:
    from game.report.summary import format_summary  # in the reports' language

    hours = args.hours if args.hours is not None else 24.0
    steps = sim.clock.steps_for(hours)
    start = time.perf_counter()
    stop = given_up(sim)  # (app_interrupts: the scenario runner asks it too)
    log.info("headless run started: %d steps (%s game hours)", steps, hours)
    if args.quiet:
        sim.run_steps(steps, progress=ticks(None, stop))
    else:
        from tqdm import tqdm

        with tqdm(
            total=steps,
            unit="step",
            desc="simulating",
            file=sys.stderr,
            leave=False,
            mininterval=0.5,
        ) as bar:
            sim.run_steps(steps, progress=ticks(bar.update, stop))
    boundary()
    print(format_summary(sim, time.perf_counter() - start, steps))
    interviews(sim, args)
    boundary()
    if args.save:
        print(f"saved {session.save_now(args.save)}")


def interviews(sim, args) -> None:
    """``--interview`` answers printed, ``--interview-all`` written (atomically, and only when
    no signal came while they were asked)."""
    from game.app_interview import ask, find_resident, interview_all
    from game.store.outputs import write_text

    for who, question in args.interview or ():
        rid = find_resident(sim, who)
        answer = ask(sim, rid, question, args.interview_remember)
        print(f"\n{sim.bodies[rid].name}, asked {question!r}:\n  {answer}")
    if args.interview_all:
        text = interview_all(sim, args.questions_loaded, args.interview_remember)
        boundary()
        write_text(args.interview_all, text + "\n")
        print(f"interviews written to {args.interview_all}")


def interrupted(sim, args, session, e: Interrupted) -> int:
    """Answer a signal that stopped a headless run: save if the state is whole, one line."""
    from game.store.savefile import SaveError

    guard = current()
    when = _clock(sim)
    if not e.at_step_end:
        if guard is not None:
            guard.settle()
        say(
            f"main.py: interrupted by {e.what} at {when}, at once (a second signal, or a step "
            f"that did not end within {app_interrupts.GRACE_S:g} s); not saved ({_last_save(session, args)})"
        )
        return e.code
    target = None
    try:
        if args.save:
            target = Path(args.save)
            said = f"the town was saved to {session.save_now(args.save)}"
        elif sim.config.autosave_minutes:
            target = session.slots[0]
            said = f"the town was autosaved to {session.autosave_now(sim.get_state())}"
        else:
            said = "not saved (no --save, and autosave is off)"
    except SaveError as err:
        said = f"the town could not be saved: {err}"
    except Interrupted:
        said = f"interrupted again while saving: {target} was not replaced"
    if guard is not None:
        guard.settle()
    say(f"main.py: {e.headline(when)}; {said}")
    return e.code


def _clock(sim) -> str:
    try:
        return str(sim.clock.text())
    except Exception:
        return "?"


def _last_save(session, args) -> str:
    saved = session.writer.last_saved
    if saved is not None:
        return f"the last save is {saved}"
    if getattr(args, "load", None):
        return f"the last save is {args.load}"
    return "nothing was saved during this run"


def close_run(session, code: int) -> int:
    """Wait for the saves still being written (a signal now only waits for them), then the
    exit code: ``code``, or 1 for a run that went well but lost an autosave."""
    with deferring(grace=False):
        problem = session.close()
        late = pending()
    failures = session.failures
    if failures:
        last = f"; the last: {problem}" if problem else ""
        say(f"main.py: {failures} autosave(s) failed during the run{last}")
        code = code or 1
    if late is not None and code == 0:
        current().settle()
        say(f"main.py: interrupted by {late.what} while the last saves were written")
        return late.code
    return code
