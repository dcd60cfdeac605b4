"""A total deadline per HTTP request: connect, first byte and the whole body, not per read.

The ``openai`` SDK's ``timeout`` is httpx's: each connect, write and read may take that long,
so a server that sends its reply a few bytes at a time (each read returns something before the
timeout) holds a call for as long as it likes. ``deadline_http_client`` builds the httpx client
for ``openai.OpenAI(http_client=...)`` whose every request ends at ``start + timeout``, whatever
the server does:

- ``DeadlineTransport`` (an httpx transport over httpcore's ``ConnectionPool``) takes the
  request's timeout (the one the SDK sends: ``ChatRequest.timeout_s``, else the client's) as
  the total, and marks the calling thread with its deadline while it sends the request, waits
  for the headers and reads each chunk of the body;
- ``DeadlineBackend`` hands httpcore sockets whose every lookup, connect, read and write waits
  at most the time left to the thread's deadline, and fails at once (``ConnectTimeout``,
  ``ReadTimeout``, ``WriteTimeout``) when none is left.

So a call costs at most its deadline (plus the last ``recv``'s scheduling slack), whether the
server is silent, slow to start, or trickling the status line, the headers or the body; httpx
raises its ``TimeoutException`` and the SDK its ``APITimeoutError``, which the client turns into
a timed-out ``TransportError``. Nothing runs in another thread but the lookup of a host's name
(an IP address needs none), and no thread is left behind but a lookup that ran out of time:
the wait is the socket's own timeout, cut to the time left. The connection of a call that ran
out is closed (httpcore drops a connection whose response failed), never reused half-read.

Connecting is inside the deadline too: the host's name is looked up within the time left
(``game.brains.llm.lookup``: ``getaddrinfo`` has no timeout of its own), each address tried
is given the time left, and so is the TLS handshake (Python's handshake keeps one deadline
over all its reads: a server that trickles its certificate is cut off at the deadline too).

``with_deadline`` gives an ``openai.OpenAI`` built without such a client its copy over one (the
same key, URL, timeout and headers; one copy per client, so the main and cheap model of an
endpoint still share connections): ``OpenAIChatModel`` applies it to the client it is given.
Environment proxies (``HTTPS_PROXY``...) are honoured the way ``urllib`` reads them, through
the same deadline. Works with ``httpx2``/``httpcore2`` (openai 3.x) and ``httpx``/``httpcore``
(openai 1.x), whichever the installed SDK uses.
"""

from __future__ import annotations

import contextvars
import socket
import threading
import time
import urllib.request
import weakref
from collections.abc import Iterable, Iterator
from typing import Any

from game.brains.llm.lookup import addresses

try:  # the SDK's HTTP stack: httpx2 for openai >= 3, httpx before
    import httpcore2 as httpcore
    import httpx2 as httpx
except ImportError:  # pragma: no cover - depends on the installed openai
    import httpcore  # type: ignore[no-redef]
    import httpx  # type: ignore[no-redef]

__all__ = [
    "DeadlineBackend",
    "DeadlineClient",
    "DeadlineTransport",
    "deadline_http_client",
    "time_left",
    "with_deadline",
]

DEFAULT_TOTAL_S = 60.0  # a request that names no timeout at all still ends
_LIMITS = httpx.Limits(max_connections=1000, max_keepalive_connections=100)  # as the SDK's

# The deadline (time.monotonic) of the request this thread is working on; None outside one.
# A ContextVar: every thread starts without one, so concurrent calls never see each other's.
_DEADLINE: contextvars.ContextVar[float | None] = contextvars.ContextVar(
    "llm_request_deadline", default=None
)


def time_left() -> float | None:
    """Seconds until this thread's request deadline (may be <= 0), or None outside one."""
    deadline = _DEADLINE.get()
    return None if deadline is None else deadline - time.monotonic()


def _bounded(timeout: float | None, error: type[Exception]) -> float | None:
    """``timeout`` cut to the time left; ``error`` when the deadline has passed."""
    left = time_left()
    if left is None:
        return timeout
    if left <= 0:
        raise error("the request's deadline passed")
    return left if timeout is None else min(timeout, left)


class _DeadlineStream(httpcore.NetworkStream):
    """A connection whose every read and write waits at most the time left."""

    def __init__(self, inner: Any) -> None:
        self._inner = inner

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        return self._inner.read(max_bytes, _bounded(timeout, httpcore.ReadTimeout))

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        self._inner.write(buffer, _bounded(timeout, httpcore.WriteTimeout))

    def close(self) -> None:
        self._inner.close()

    def start_tls(
        self, ssl_context: Any, server_hostname: str | None = None, timeout: float | None = None
    ) -> _DeadlineStream:
        bounded = _bounded(timeout, httpcore.ConnectTimeout)
        return _DeadlineStream(self._inner.start_tls(ssl_context, server_hostname, bounded))

    def get_extra_info(self, info: str) -> Any:
        return self._inner.get_extra_info(info)


class DeadlineBackend(httpcore.NetworkBackend):
    """httpcore's synchronous sockets, each name lookup, connect, read and write cut to the
    time left. ``lookup``: ``socket.getaddrinfo`` (tests pass a slow one)."""

    def __init__(self, inner: Any = None, *, lookup: Any = None) -> None:
        self._inner = inner if inner is not None else httpcore.SyncBackend()
        self._lookup = lookup if lookup is not None else socket.getaddrinfo

    def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> _DeadlineStream:
        try:  # the name first (getaddrinfo has no timeout: ``lookup``), then each address
            ips = addresses(
                host, port, _bounded(timeout, httpcore.ConnectTimeout), lookup=self._lookup
            )
        except TimeoutError as exc:
            raise httpcore.ConnectTimeout(str(exc)) from exc
        except OSError as exc:
            raise httpcore.ConnectError(f"{host}: {exc}") from exc
        for i, ip in enumerate(ips):
            bounded = _bounded(timeout, httpcore.ConnectTimeout)
            try:
                stream = self._inner.connect_tcp(ip, port, bounded, local_address, socket_options)
            except httpcore.ConnectError:
                if i == len(ips) - 1:
                    raise
                continue  # refused there: the next address (IPv4 after IPv6...)
            return _DeadlineStream(stream)
        raise httpcore.ConnectError(f"{host}: no address")  # pragma: no cover - never empty

    def connect_unix_socket(
        self, path: str, timeout: float | None = None, socket_options: Iterable[Any] | None = None
    ) -> _DeadlineStream:
        bounded = _bounded(timeout, httpcore.ConnectTimeout)
        return _DeadlineStream(self._inner.connect_unix_socket(path, bounded, socket_options))

    def sleep(self, seconds: float) -> None:
        self._inner.sleep(seconds)


# httpcore's exceptions as httpx's, most specific first (what httpx's own transport does).
_MAPPED: tuple[tuple[type[Exception], type[Exception]], ...] = (
    (httpcore.ConnectTimeout, httpx.ConnectTimeout),
    (httpcore.ReadTimeout, httpx.ReadTimeout),
    (httpcore.WriteTimeout, httpx.WriteTimeout),
    (httpcore.PoolTimeout, httpx.PoolTimeout),
    (httpcore.TimeoutException, httpx.TimeoutException),
    (httpcore.ConnectError, httpx.ConnectError),
    (httpcore.ReadError, httpx.ReadError),
    (httpcore.WriteError, httpx.WriteError),
    (httpcore.NetworkError, httpx.NetworkError),
    (httpcore.ProxyError, httpx.ProxyError),
    (httpcore.UnsupportedProtocol, httpx.UnsupportedProtocol),
    (httpcore.LocalProtocolError, httpx.LocalProtocolError),
    (httpcore.RemoteProtocolError, httpx.RemoteProtocolError),
    (httpcore.ProtocolError, httpx.ProtocolError),
)


class _Within:
    """Marks this thread with ``deadline`` and turns httpcore's errors into httpx's."""

    def __init__(self, deadline: float) -> None:
        self.deadline = deadline
        self._token: contextvars.Token[float | None] | None = None

    def __enter__(self) -> None:
        self._token = _DEADLINE.set(self.deadline)

    def __exit__(self, kind: Any, exc: BaseException | None, tb: Any) -> None:
        assert self._token is not None
        _DEADLINE.reset(self._token)
        if isinstance(exc, Exception):
            for source, target in _MAPPED:
                if isinstance(exc, source):
                    raise target(str(exc) or "the request's deadline passed") from exc


class _Body(httpx.SyncByteStream):
    """The response body, each chunk read within the request's deadline."""

    def __init__(self, inner: Iterable[bytes], deadline: float) -> None:
        self._inner = inner
        self._deadline = deadline

    def __iter__(self) -> Iterator[bytes]:
        chunks = iter(self._inner)
        while True:
            with _Within(self._deadline):  # set and reset around each read, never across a yield
                chunk = next(chunks, None)
            if chunk is None:
                return
            yield chunk

    def close(self) -> None:
        close = getattr(self._inner, "close", None)
        if close is not None:
            close()


def _total(timeout: Any, default_s: float) -> float:
    """The request's total seconds: the largest of the httpx timeout phases it names."""
    if isinstance(timeout, dict):
        values = [float(v) for v in timeout.values() if isinstance(v, int | float) and v > 0]
        if values:
            return max(values)
    return default_s


class DeadlineTransport(httpx.BaseTransport):
    """An httpx transport whose every request ends at its deadline (see the module).

    Args:
        default_s: the total for a request that carries no timeout.
        proxy: an ``http(s)://`` proxy URL, or None for a direct connection.
        limits, verify, http2: as ``httpx.HTTPTransport``'s.
        backend: the ``DeadlineBackend`` to connect with (tests pass one with a slow lookup).
    """

    def __init__(
        self,
        *,
        default_s: float = DEFAULT_TOTAL_S,
        proxy: str | None = None,
        limits: Any = _LIMITS,
        verify: Any = True,
        http2: bool = False,
        backend: DeadlineBackend | None = None,
    ) -> None:
        self.default_s = default_s
        common: dict[str, Any] = dict(
            ssl_context=httpx.create_ssl_context(verify=verify),
            max_connections=limits.max_connections,
            max_keepalive_connections=limits.max_keepalive_connections,
            keepalive_expiry=limits.keepalive_expiry,
            http1=True,
            http2=http2,
            network_backend=backend if backend is not None else DeadlineBackend(),
        )
        if proxy:
            via = httpx.Proxy(url=proxy)
            self._pool: Any = httpcore.HTTPProxy(
                proxy_url=httpcore.URL(
                    scheme=via.url.raw_scheme,
                    host=via.url.raw_host,
                    port=via.url.port,
                    target=via.url.raw_path,
                ),
                proxy_auth=via.raw_auth,
                proxy_headers=via.headers.raw,
                **common,
            )
        else:
            self._pool = httpcore.ConnectionPool(**common)

    def handle_request(self, request: Any) -> Any:
        timeout = request.extensions.get("timeout")
        deadline = time.monotonic() + _total(timeout, self.default_s)
        req = httpcore.Request(
            method=request.method,
            url=httpcore.URL(
                scheme=request.url.raw_scheme,
                host=request.url.raw_host,
                port=request.url.port,
                target=request.url.raw_path,
            ),
            headers=request.headers.raw,
            content=request.stream,
            extensions=request.extensions,
        )
        with _Within(deadline):
            resp = self._pool.handle_request(req)
        return httpx.Response(
            status_code=resp.status,
            headers=resp.headers,
            stream=_Body(resp.stream, deadline),
            extensions=resp.extensions,
        )

    def close(self) -> None:
        self._pool.close()


def env_proxy(base_url: str) -> str | None:
    """The proxy the environment names for ``base_url`` (``urllib``'s reading), or None."""
    url = httpx.URL(base_url)
    host = url.host or ""
    try:
        if not host or urllib.request.proxy_bypass(host):
            return None
    except OSError:  # pragma: no cover - odd resolver setups
        return None
    proxy = urllib.request.getproxies().get(url.scheme)
    return proxy if proxy and proxy.startswith(("http://", "https://")) else None


def deadline_http_client(
    base_url: str = "", *, timeout: float = DEFAULT_TOTAL_S, trust_env: bool = True
) -> Any:
    """An ``httpx.Client`` for ``openai.OpenAI(http_client=...)`` whose requests each end at
    their total deadline (the request's timeout, else ``timeout``); the SDK's defaults
    otherwise (its connection limits, redirects followed)."""
    proxy = env_proxy(base_url) if trust_env and base_url else None
    return DeadlineClient(
        transport=DeadlineTransport(default_s=timeout, proxy=proxy),
        timeout=timeout,
        follow_redirects=True,
        trust_env=trust_env,
    )


class DeadlineClient(httpx.Client):
    """The ``httpx.Client`` ``deadline_http_client`` builds: one whose requests end in time."""


_lock = threading.Lock()
_derived: weakref.WeakKeyDictionary[Any, Any] = weakref.WeakKeyDictionary()


def with_deadline(client: Any) -> Any:
    """``client`` (an ``openai.OpenAI``) if its requests already end at their deadline, else
    its copy (same key, URL, timeout and headers) over ``deadline_http_client``; the same copy
    for every caller, so the main and the cheap model of one endpoint keep sharing connections.
    Anything that is not an ``openai.OpenAI`` (a test double) is returned as it is."""
    try:
        import openai
    except ImportError:  # pragma: no cover - the openai provider needs it anyway
        return client
    if not isinstance(client, openai.OpenAI):
        return client
    if isinstance(getattr(client, "_client", None), DeadlineClient):  # built with one
        return client
    with _lock:
        copy = _derived.get(client)
        if copy is None:
            http = deadline_http_client(str(client.base_url), timeout=_total_of(client.timeout))
            copy = client.with_options(http_client=http)
            _derived[client] = copy
    return copy


def _total_of(timeout: Any) -> float:
    if isinstance(timeout, int | float) and timeout > 0:
        return float(timeout)
    as_dict = getattr(timeout, "as_dict", None)
    return _total(as_dict() if as_dict is not None else None, DEFAULT_TOTAL_S)
