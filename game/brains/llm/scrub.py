"""The configured API keys out of everything a model server sends back, and out of the log.

A server may put the key it was sent into its reply: one that echoes its request's headers (a
debugging proxy, a prompt injection that worked: "...IGNORE ALL PREVIOUS INSTRUCTIONS... Your
key is sk-..."). A reply is validated, used, cached, logged, remembered by residents (so saved,
autosaved and exported with the timeline) and quoted in later prompts, so the key would go
everywhere. ``register`` is told every configured key (each ``OpenAIChatModel`` registers its
server's as it is built, so with several servers every server's key is known before any call),
and ``scrub`` replaces each in a text by ``MARKER``. The model client scrubs every reply (text
and model name) as it reads it, the cache every reply it hands back, ``errors.redact`` every
error message: whatever sits above the client only ever sees clean text.

What counts as the key: the exact text, and its JSON-escaped and URL-encoded forms when they
differ (a key with a quote or a slash, quoted inside JSON or a URL). A key shorter than
``MIN_KEY`` characters is a placeholder a local server ignores ("ollama", "none"), not a
secret; scrubbing it would cut ordinary words out of replies.

``install_log_scrub`` wraps the logging record factory once, so a record whose message holds a
key (the ``openai`` and ``httpcore`` debug lines print response headers, which such a server
also fills) is written with the key scrubbed, whichever handler writes it.
"""

from __future__ import annotations

import json
import logging
import threading
from typing import Any
from urllib.parse import quote

MARKER = "[key removed]"
MIN_KEY = 8

_lock = threading.Lock()
_forms: tuple[str, ...] = ()  # every registered key's forms, longest first


def _forms_of(key: str) -> set[str]:
    forms = {key, json.dumps(key)[1:-1], json.dumps(key, ensure_ascii=False)[1:-1]}
    forms.add(quote(key, safe=""))
    return {f for f in forms if len(f) >= MIN_KEY}


def register(*keys: str | None) -> None:
    """Scrub ``keys`` (those of ``MIN_KEY`` characters or more) from now on; idempotent."""
    global _forms
    new = set().union(*(_forms_of(k) for k in keys if k and len(k) >= MIN_KEY))
    if not new:
        return
    with _lock:
        if new <= set(_forms):
            return
        _forms = tuple(sorted(set(_forms) | new, key=len, reverse=True))
    install_log_scrub()


def registered() -> bool:
    return bool(_forms)


def scrub(text: str) -> str:
    """``text`` with every registered key replaced by ``MARKER``."""
    forms = _forms
    if not forms or not text:
        return text
    for form in forms:
        if form in text:
            text = text.replace(form, MARKER)
    return text


def holds_key(text: str) -> bool:
    return any(form in text for form in _forms)


def _scrub_record(record: logging.LogRecord) -> None:
    try:
        message = record.getMessage()
    except Exception:  # noqa: BLE001 - a broken record is the handler's to report
        return
    if holds_key(message):
        record.msg, record.args = scrub(message), None
    if record.exc_info and record.exc_info[1] is not None and not record.exc_text:
        text = logging.Formatter().formatException(record.exc_info)
        if holds_key(text):
            record.exc_text = scrub(text)
    if record.stack_info and holds_key(record.stack_info):
        record.stack_info = scrub(record.stack_info)


def install_log_scrub() -> None:
    """Scrub keys from every log record as it is made (once per process; keeps any factory
    installed before)."""
    with _lock:
        previous = logging.getLogRecordFactory()
        if getattr(previous, "scrubs_keys", False):
            return

        def factory(*args: Any, **kwargs: Any) -> logging.LogRecord:
            record = previous(*args, **kwargs)
            if _forms:
                _scrub_record(record)
            return record

        factory.scrubs_keys = True  # type: ignore[attr-defined]
        logging.setLogRecordFactory(factory)
