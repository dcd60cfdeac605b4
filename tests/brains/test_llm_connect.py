"""Connecting is inside a call's deadline: the host's name looked up within the time left
(``game.brains.llm.lookup``), each address tried in turn, and a TLS handshake that a server
trickles cut off at the deadline (``game.brains.llm.deadline``)."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator

import openai
import pytest

from game.brains.llm.client import CallContext, ChatRequest, OpenAIChatModel
from game.brains.llm.deadline import DeadlineBackend, DeadlineTransport, deadline_http_client, httpx
from game.brains.llm.errors import TransportError
from game.brains.llm.lookup import addresses, is_address

DEADLINE_S = 1.0
LATE_S = 3 * DEADLINE_S  # the call must end near its deadline, not when the server is done


@pytest.fixture
def released() -> Iterator[threading.Event]:
    """Set at the end of the test: lets a stuck fake lookup's thread end."""
    event = threading.Event()
    yield event
    event.set()


def test_addresses_need_no_lookup_and_no_thread():
    def never(*args, **kwargs):
        raise AssertionError("looked up")

    for host in ("127.0.0.1", "::1", "[::1]", "fe80::1%eth0"):
        assert is_address(host)
        assert addresses(host, 80, 0.1, lookup=never) == [host.strip("[]")]
    assert not is_address("localhost") and not is_address("gpu-box.local")


def test_a_lookup_that_does_not_answer_ends_at_the_deadline(released):
    def stuck(*args, **kwargs):
        released.wait(30)
        raise socket.gaierror("never")

    start = time.monotonic()
    with pytest.raises(TimeoutError, match="looking up model-host.test took over"):
        addresses("model-host.test", 80, 0.3, lookup=stuck)
    assert time.monotonic() - start < 1.0
    late = [t for t in threading.enumerate() if t.name == "lookup model-host.test"]
    assert late and all(t.daemon for t in late)  # never delays the program's exit


def test_a_request_to_a_name_the_resolver_sits_on_ends_at_its_deadline(released):
    def stuck(*args, **kwargs):
        released.wait(30)
        return []

    transport = DeadlineTransport(default_s=DEADLINE_S, backend=DeadlineBackend(lookup=stuck))
    with httpx.Client(transport=transport, timeout=DEADLINE_S) as client:
        start = time.monotonic()
        with pytest.raises(httpx.ConnectTimeout):
            client.get("http://model-host.test:8000/v1/models")
        assert time.monotonic() - start < LATE_S


def test_a_name_is_looked_up_and_its_addresses_tried_in_turn(fake):
    asked = []

    def two(host, port, **kwargs):
        asked.append(host)  # the first address refuses: nothing listens on 127.0.0.2
        return [
            (socket.AF_INET, socket.SOCK_STREAM, 6, "", (ip, port))
            for ip in ("127.0.0.2", "127.0.0.1")
        ]

    transport = DeadlineTransport(default_s=5.0, backend=DeadlineBackend(lookup=two))
    with httpx.Client(transport=transport) as client:
        reply = client.get(f"http://model-host.test:{fake.port}/v1/models")
    assert reply.status_code == 200 and asked == ["model-host.test"]


def test_a_name_with_no_address_is_a_connect_error_in_one_line():
    def unknown(*args, **kwargs):
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

    transport = DeadlineTransport(default_s=5.0, backend=DeadlineBackend(lookup=unknown))
    with httpx.Client(transport=transport) as client, pytest.raises(httpx.ConnectError) as info:
        client.get("http://no-such-host.test:8000/v1/models")
    assert "no-such-host.test" in str(info.value) and "\n" not in str(info.value)


def test_the_real_resolver_finds_localhost(fake):
    with deadline_http_client(timeout=5.0) as client:
        assert client.get(f"http://localhost:{fake.port}/v1/models").status_code == 200


# -- TLS ----------------------------------------------------------------------------------------


class TricklingHandshake:
    """A TCP server that answers a TLS ClientHello with the start of a handshake record of
    16,000 bytes and then sends them a byte every 0.1 s (no certificate needed: the client
    waits for the whole record); bounded: it gives up after ``limit_s``."""

    def __init__(self, limit_s: float = 20.0) -> None:
        self.limit_s = limit_s
        self._sock = socket.create_server(("127.0.0.1", 0))
        self._stop = threading.Event()
        self.port = self._sock.getsockname()[1]
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while not self._stop.is_set():
            try:
                conn, _ = self._sock.accept()
            except OSError:
                return
            threading.Thread(target=self._trickle, args=(conn,), daemon=True).start()

    def _trickle(self, conn: socket.socket) -> None:
        with conn:
            try:
                conn.recv(4096)
                conn.sendall(bytes([0x16, 3, 3, 0x3E, 0x80]))
                end = time.monotonic() + self.limit_s
                while time.monotonic() < end and not self._stop.wait(0.1):
                    conn.sendall(b"\x02")
            except OSError:
                return

    def close(self) -> None:
        self._stop.set()
        self._sock.close()


@pytest.fixture
def tls_trickle() -> Iterator[TricklingHandshake]:
    server = TricklingHandshake()
    yield server
    server.close()


def test_a_trickled_tls_handshake_ends_at_the_deadline(tls_trickle):
    with deadline_http_client(timeout=DEADLINE_S) as client:
        start = time.monotonic()
        with pytest.raises(httpx.ConnectTimeout):
            client.get(f"https://127.0.0.1:{tls_trickle.port}/v1/models")
        assert time.monotonic() - start < LATE_S


def test_a_model_call_to_it_is_one_timed_out_deadline(tls_trickle):
    url = f"https://127.0.0.1:{tls_trickle.port}/v1"
    client = openai.OpenAI(
        base_url=url,
        api_key="sk-x",
        max_retries=0,
        timeout=30.0,
        http_client=deadline_http_client(url, timeout=30.0),
    )
    model = OpenAIChatModel(client=client, model="fake-model", base_url=url)
    req = ChatRequest(
        messages=(("user", "x"),), ctx=CallContext(step="summarize"), timeout_s=DEADLINE_S
    )
    try:
        start = time.monotonic()
        with pytest.raises(TransportError) as info:
            model.complete(req)
        assert info.value.timed_out and time.monotonic() - start < LATE_S
    finally:
        model.close()
