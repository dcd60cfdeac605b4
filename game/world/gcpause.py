"""``paused_gc``: no garbage collection inside a block.

A process helper with no town meaning; it sits on the ground floor so that every layer that
builds or parses big states (``game.sim.state``, ``game.store.savefile``) can use it without an
upward import.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def paused_gc() -> Iterator[None]:
    """No garbage collection inside. Parsing or building a state makes a million small
    containers, none of them cyclic, and each collection pass walks the whole heap: pausing
    makes ``json.loads`` of a save about a third faster, taking a state twice as fast."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()
