"""The inspector's Ask tab: interview the selected resident, or whisper it a thought.

An interview is the paper's way to look into a mind: the question goes to ``sim.ask``, which
answers from the resident's persona, the memories its own retrieval finds for the question, its
plan and its relationships, through the brain. The simulation runs it as one of the resident's
cognition jobs (never while it thinks), on a worker when the town thinks with a model, so a
frame only polls a future: the transcript shows "thinking…" until the answer lands, and a
question asked while the resident is mid-thought is simply re-sent on the next frames. The
"Remember" toggle decides whether the interview becomes a memory ("A visitor asked me …") or
leaves no trace.

A whisper (``sim.whisper``) is a thought in the resident's own voice; it is remembered as
important and re-plans the rest of its day at its next thought (a sleeper hears it on waking).
The transcript confirms it when the thought is in the mind.

Transcripts are kept per resident while the window is open. Bad input (an empty box, a resident
that is gone) is one line in the transcript, never a traceback. Cost per frame: a look at the
pending futures; a whisper's landing is checked on the panel's refresh (a page of memories).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

import pygame
import pygame_gui

from game.ui.i18n import N_
from game.ui.i18n import gettext as _
from game.ui.textcolumn import Para

log = logging.getLogger(__name__)
ROW_H = 30
REMEMBER_TIP = N_("On: the interview becomes one of their memories. Off: it leaves no trace.")


@dataclass
class Entry:
    """One line of a transcript: ``kind`` is ask, answer, wait, whisper, heard or error."""

    kind: str
    text: str
    note: str = ""


@dataclass
class Pending:
    """A question on its way: ``future`` is None until the resident is free to be asked."""

    rid: str
    question: str
    remember: bool
    entry: Entry
    future: object = None
    whisper: str = ""  # a whisper waiting to be heard (the memory's text to look for)
    since: int = field(default=0)  # memories when the whisper was sent


class AskTab:
    """Toolbar widgets and transcripts of the Ask tab."""

    def __init__(self, manager, container, width: int, top: int) -> None:
        self.remember = False
        self.transcripts: dict[str, list[Entry]] = {}
        self.pending: list[Pending] = []
        self.changed = False  # a transcript changed since the panel last showed it
        self._build(manager, container, width, top)

    def _build(self, manager, container, width: int, top: int) -> None:
        inner = width - 16

        def button(x, y, w, text, tip):
            r = pygame.Rect(x, y, w, ROW_H - 4)
            return pygame_gui.elements.UIButton(r, text, manager, container, tool_tip_text=tip)

        def entry(y, w, hint):
            r = pygame.Rect(8, y, w, ROW_H - 4)
            return pygame_gui.elements.UITextEntryLine(r, manager, container, placeholder_text=hint)

        self.question = entry(top, inner - 84, _("ask a question, Enter"))
        self.ask_button = button(inner - 72, top, 80, _("Ask"), _("Interview them (Enter)"))
        self.remember_button = button(8, top + ROW_H, 170, "", _(REMEMBER_TIP))
        self.hint = pygame_gui.elements.UILabel(
            pygame.Rect(184, top + ROW_H, inner - 176, ROW_H - 4),
            " ",
            manager,
            container,
            object_id="#dialog_text",
        )
        self.whisper_entry = entry(top + 2 * ROW_H, inner - 84, _("whisper a thought, Enter"))
        self.whisper_button = button(
            inner - 72, top + 2 * ROW_H, 80, _("Whisper"), _("Plant a thought: their inner voice")
        )
        self.set_remember(self.remember)

    def elements(self) -> list:
        return [
            self.question,
            self.ask_button,
            self.remember_button,
            self.hint,
            self.whisper_entry,
            self.whisper_button,
        ]

    def show(self, visible: bool) -> None:
        for e in self.elements():
            (e.show if visible else e.hide)()

    def kill(self) -> None:
        for e in self.elements():
            e.kill()

    def set_remember(self, on: bool) -> None:
        self.remember = on
        self.remember_button.set_text(_("Remember: on") if on else _("Remember: off"))
        self.hint.set_text(_("it becomes a memory") if on else _("it leaves no trace"))
        (self.remember_button.select if on else self.remember_button.unselect)()

    def _add(self, rid: str, entry: Entry) -> Entry:
        self.transcripts.setdefault(rid, []).append(entry)
        self.changed = True
        return entry

    # --- actions -----------------------------------------------------------------------------
    def ask(self, sim, rid: str, text: str) -> None:
        question = " ".join(text.split())
        if not question:
            self._add(rid, Entry("error", _("Type a question first.")))
            return
        note = _("remembered") if self.remember else _("no trace")
        self._add(rid, Entry("ask", question, note))
        wait = self._add(rid, Entry("wait", _("thinking…")))
        self.pending.append(Pending(rid, question, self.remember, wait))
        self.question.set_text("")
        self.poll(sim)

    def whisper(self, sim, rid: str, text: str, name: str) -> str:
        """Plant ``text``; returns the line to confirm it with (also in the transcript)."""
        thought = " ".join(text.split())
        first = name.split()[0] if name else _("They")
        if not thought:
            self._add(rid, Entry("error", _("Type a thought to whisper first.")))
            return _("Type a thought to whisper first.")
        try:
            sim.whisper(rid, thought)
            total = sim.detail(rid).memories_total
        except Exception as e:  # an unknown resident, a town without whispers: one line
            reason = e.args[0] if isinstance(e, KeyError) and e.args else e
            msg = _("Cannot whisper: {reason}").format(reason=reason)
            self._add(rid, Entry("error", msg))
            return msg
        asleep = any(v.id == rid and v.asleep for v in sim.snapshot().residents)
        note = (
            _("{name} will hear it on waking (asleep now)")
            if asleep
            else _("{name} will hear it at the next moment of thought")
        )
        entry = self._add(rid, Entry("whisper", thought, note.format(name=first)))
        self.pending.append(Pending(rid, thought, False, entry, whisper=thought, since=total))
        self.whisper_entry.set_text("")
        return _("Whispered to {name}: {thought}").format(name=name, thought=thought)

    def poll(self, sim) -> bool:
        """Send questions whose resident is free, take answers that landed. True if a
        transcript changed. Cheap: no simulation call unless something is due."""
        changed = False
        if self.waiting and hasattr(sim, "send_asks"):
            sim.send_asks()  # questions queued while their resident was busy (also paused)
        for p in list(self.pending):
            if p.whisper:
                continue
            try:
                if p.future is None:
                    p.future = sim.ask(p.rid, p.question, p.remember)
                if p.future is None or not p.future.done():
                    continue
                p.entry.kind, p.entry.text = "answer", p.future.result()
            except Exception as e:  # an unknown resident, a brain that failed: one line
                log.info("interview failed: %s", e)
                p.entry.kind, p.entry.text = "error", _("No answer: {problem}").format(problem=e)
            self.pending.remove(p)
            changed = True
        self.changed |= changed
        return changed

    def check_whispers(self, sim) -> bool:
        """Confirm whispers whose thought is now a memory (checked on the panel's refresh)."""
        changed = False
        for p in [p for p in self.pending if p.whisper]:
            try:
                total = sim.detail(p.rid).memories_total
                if total == p.since:
                    continue
                rows = sim.memory_page(p.rid, 0, total - p.since).rows
            except KeyError:
                self.pending.remove(p)
                continue
            heard = next((r for r in rows if " thinks: " in r.text), None)
            if heard is not None:
                self._add(p.rid, Entry("heard", heard.text))
                self.pending.remove(p)
                changed = True
        return changed

    @property
    def waiting(self) -> bool:
        return any(not p.whisper for p in self.pending)

    def process_event(self, event, sim, rid: str, name: str) -> str | None:
        """Handle the toolbar: a confirmation line for a whisper, 'ask' / 'toggle' otherwise."""
        kind = event.type
        el = getattr(event, "ui_element", None)
        if kind == pygame_gui.UI_TEXT_ENTRY_FINISHED and el is self.question:
            self.ask(sim, rid, self.question.get_text())
            return "ask"
        if kind == pygame_gui.UI_TEXT_ENTRY_FINISHED and el is self.whisper_entry:
            return self.whisper(sim, rid, self.whisper_entry.get_text(), name)
        if kind != pygame_gui.UI_BUTTON_PRESSED:
            return None
        if el is self.ask_button:
            self.ask(sim, rid, self.question.get_text())
            return "ask"
        if el is self.whisper_button:
            return self.whisper(sim, rid, self.whisper_entry.get_text(), name)
        if el is self.remember_button:
            self.set_remember(not self.remember)
            return "toggle"
        return None

    # --- what the tab says -------------------------------------------------------------------
    def paragraphs(self, rid: str, name: str) -> list[Para]:
        first = name.split()[0] if name else _("they")
        lines = self.transcripts.get(rid, [])
        if not lines:
            return [
                Para("head", _("Interview {name}").format(name=first)),
                Para(
                    "dim",
                    _(
                        "Ask {name} anything: who they are, what they remember, their "
                        "plans, what they think of someone. Answers come from their own memories, "
                        "plan and relationships, through the brain."
                    ).format(name=first),
                ),
                Para(
                    "dim",
                    _(
                        "Remember on: the interview becomes one of their memories. "
                        "Off: it leaves no trace."
                    ),
                ),
                Para("head", _("Whisper")),
                Para(
                    "dim",
                    _(
                        "A whisper is a thought in {name}'s own voice (\"You want to throw "
                        'a party at the cafe tomorrow at 5 pm"): an important memory that '
                        "re-plans the rest of their day."
                    ).format(name=first),
                ),
            ]
        out = []
        for i, e in enumerate(lines):
            if e.kind == "ask":
                out.append(Para("ask", _("You: {text}").format(text=e.text), ("ask", i)))
                out.append(Para("meta", e.note))
            elif e.kind == "answer":
                said = _("{name}: {text}").format(name=first, text=e.text)
                out.append(Para("answer", said, ("answer", i)))
            elif e.kind == "wait":
                doing = _("{name} is {doing}").format(name=first, doing=e.text)
                out.append(Para("dim", doing, ("answer", i)))
            elif e.kind == "whisper":
                said = _("You whispered: {text}").format(text=e.text)
                out.append(Para("whisper", said, ("whisper", i)))
                out.append(Para("meta", e.note))
            elif e.kind == "heard":
                heard = _("Now in mind: {text}").format(text=e.text)
                out.append(Para("heard", heard, ("heard", i)))
            else:
                out.append(Para("error", e.text, ("error", i)))
        return out
