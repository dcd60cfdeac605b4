"""Name lookups within a request's deadline: ``getaddrinfo`` has no timeout of its own.

A model server's URL may name its host (``http://gpu-box.local:8000/v1``), and the system's
resolver takes as long as it likes to answer for it: a DNS server that does not answer costs
5 s a try, a few tries, per address family, whatever timeout the request was given.
``addresses`` asks in a daemon thread and waits at most the time given; past it the caller
gets ``TimeoutError`` and the lookup ends (or not) on its own, its answer dropped. The thread
holds no lock and no socket, and being a daemon it never delays the program's exit. An IP
address needs no lookup: it is returned as it is, in the caller's thread, so a server named by
its address (the usual local setup) costs no thread at all.

``deadline.DeadlineBackend`` connects to the addresses found in turn (IPv6 and IPv4 alike),
each connect cut to the time left, so naming, connecting and the TLS handshake all fall inside
the request's one deadline.
"""

from __future__ import annotations

import ipaddress
import socket
import threading
from collections.abc import Callable
from typing import Any

__all__ = ["addresses", "is_address"]

Lookup = Callable[..., list[tuple[Any, ...]]]


def is_address(host: str) -> bool:
    """True for an IPv4 or IPv6 address (brackets or a zone allowed), which needs no lookup."""
    try:
        ipaddress.ip_address(host.strip("[]").split("%", 1)[0])
    except ValueError:
        return False
    return True


def addresses(
    host: str, port: int, timeout: float | None, *, lookup: Lookup = socket.getaddrinfo
) -> list[str]:
    """The IP addresses of ``host`` for a TCP connection to ``port``, in the resolver's order,
    found within ``timeout`` seconds (None: as long as the resolver takes).

    Raises:
        TimeoutError: no answer in time.
        OSError: the resolver's own error (``socket.gaierror``: no such name...).
    """
    if is_address(host):
        return [host.strip("[]")]
    if timeout is None:
        return _unique(lookup(host, port, type=socket.SOCK_STREAM))
    answer: list[Any] = []
    done = threading.Event()

    def ask() -> None:
        try:
            answer.append(lookup(host, port, type=socket.SOCK_STREAM))
        except Exception as exc:  # noqa: BLE001 - handed to the caller, who raises it
            answer.append(exc)
        finally:
            done.set()

    threading.Thread(target=ask, daemon=True, name=f"lookup {host}").start()
    if not done.wait(max(0.0, timeout)):
        raise TimeoutError(f"looking up {host} took over {timeout:.3g} s")
    (found,) = answer
    if isinstance(found, Exception):
        raise found
    return _unique(found)


def _unique(infos: list[tuple[Any, ...]]) -> list[str]:
    out: list[str] = []
    for info in infos:
        ip = str(info[4][0])
        if ip not in out:
            out.append(ip)
    if not out:
        raise OSError("the name has no address")
    return out
