"""When to give up on model servers that have stopped being of use: ``--llm-unreachable exit``.

By default (``fallback``) a server that dies, hangs or trickles mid-run costs a deadline or two,
then its circuit breaker rests it and the built-in brain answers in its place until it is back:
the run goes on, and the summary counts the fallbacks. Asked to ``exit``, the start-up check
refuses a server that does not answer at all (``factory.start_brain``), and ``OutageWatch``
says when one that did answer has stopped: once every configured server has given no useful
reply for ``after_s`` seconds of wall time (each ``Breaker.failing_since``: from the start of
the first call that failed since its last answer), ``verdict`` is one line naming them and
what failed. The headless run reads it after every step and stops there, saving the town as
a signal would (``game.app_headless``).

Why wall time and not a count of failed calls: how fast calls fail depends on the fault and
the town (a closed port refuses four calls in a second, a black hole takes a deadline per
call, 25 residents call more often than 3), and a count would be a second or ten minutes;
the promise to the user is a time. Why 45 s by default (``config.UNREACHABLE_AFTER_S``): longer than one breaker cool-down
(30 s), so a server that restarts gets one probe after its first rest before the run gives up
on it, and, with the adaptive timeouts, a run ends within a minute of its server going away.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from game.brains.llm.errors import redact
from game.brains.llm.servers import Server
from game.brains.llm.status import short_urls

__all__ = ["OutageWatch"]

ERROR_CHARS = 160  # of each server's last error in the line


class OutageWatch:
    """Watches ``servers`` (every one the brain may call): ``verdict`` says when all of them
    have been failing for ``after_s`` seconds. Thread-safe (it only reads the breakers)."""

    def __init__(
        self,
        servers: Sequence[Server],
        after_s: float,
        *,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if not servers:
            raise ValueError("an outage watch needs at least one server")
        if after_s <= 0:
            raise ValueError("after_s must be > 0")
        self.servers = tuple(servers)
        self.after_s = after_s
        self._clock = clock

    def failing_for(self) -> float | None:
        """Seconds every server has been failing (since the latest of their first failures),
        or None while one of them answers (or has not failed yet)."""
        since = [s.breaker.failing_since for s in self.servers]
        if any(t is None for t in since):
            return None
        return self._clock() - max(t for t in since if t is not None)

    def verdict(self) -> str:
        """ "" while a server is of use; else one line: the servers, for how long, what failed
        (the configured keys scrubbed)."""
        took = self.failing_for()
        if took is None or took < self.after_s:
            return ""
        names = [s.name for s in self.servers]
        if len(names) == 1:
            who, errors = f"LLM server {names[0]}", _error(self.servers[0])
        else:
            who = f"LLM servers {', '.join(names[:-1])} and {names[-1]}"
            errors = "; ".join(f"{s.name}: {_error(s)}" for s in self.servers)
        line = (
            f"{who} gave no useful reply for {took:.0f} s ({errors}), and --llm-unreachable is exit"
        )
        return redact(line).replace("\n", " ")


def _error(server: Server) -> str:
    """The server's last error, its URL left out (the line names the server already)."""
    text = " ".join(short_urls(server.breaker.last_error).split())
    if text.startswith(server.name):
        text = text[len(server.name) :].lstrip(" :")
    if len(text) > ERROR_CHARS:
        text = text[: ERROR_CHARS - 3] + "..."
    return text or "no answer"
