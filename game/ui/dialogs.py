"""Modal dialogs: a centred pygame_gui panel over a dimmed window, and the stack that holds them.

Why a stack: a dialog can open another (the saves menu asks "delete this save?"), and Esc must
close only the topmost thing. While any dialog is open the app holds the town's clock
(``Pacer.hold``) and the input handler keeps mouse events outside the dialog away from the map and
the panels beneath. Buttons carry their action as a callable; Enter runs the default button.
Building a dialog costs a few milliseconds of pygame_gui layout, once, when it opens.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from game.ui.i18n import gettext as _
from game.ui.wrap import cells

SHADE = (0, 0, 0, 120)
BUTTON_H = 32


class Dialog:
    """A titled panel with buttons. Subclasses add widgets and override ``on_event``.

    Args:
        manager: The window's pygame_gui manager.
        window_size: For centring and for the shade.
        title: Shown at the top left.
        size: Panel size in pixels.
    """

    def __init__(
        self, manager, window_size: tuple[int, int], title: str, size: tuple[int, int]
    ) -> None:
        self.manager = manager
        self.closed = False
        self.default: Callable[[], None] | None = None
        self._actions: dict = {}
        shade = pygame.Surface(window_size, pygame.SRCALPHA)
        shade.fill(SHADE)
        self.shade = pygame_gui.elements.UIImage(
            pygame.Rect((0, 0), window_size), shade, manager, starting_height=30
        )
        rect = pygame.Rect((0, 0), size)
        rect.center = (window_size[0] // 2, window_size[1] // 2)
        self.panel = pygame_gui.elements.UIPanel(rect, starting_height=31, manager=manager)
        self.width, self.height = size
        self.label((16, 10, size[0] - 32, 30), title, "#dialog_title")

    @property
    def rect(self) -> pygame.Rect:
        return self.panel.rect.copy()

    def relayout(self, window_size: tuple[int, int]) -> None:
        """The window was resized: stretch the shade and centre the panel again."""
        self.shade.set_dimensions(window_size)
        rect = self.panel.rect.copy()
        rect.center = (window_size[0] // 2, window_size[1] // 2)
        self.panel.set_position(rect.topleft)

    def label(self, rect, text: str, object_id: str = "#dialog_text"):
        return pygame_gui.elements.UILabel(
            pygame.Rect(rect), text or " ", self.manager, self.panel, object_id=object_id
        )

    def button(
        self, rect, text: str, action: Callable[[], None], kind: str | None = None, tip=None
    ) -> pygame_gui.elements.UIButton:
        b = pygame_gui.elements.UIButton(
            pygame.Rect(rect),
            text,
            self.manager,
            self.panel,
            tool_tip_text=tip,
            object_id=f"#{kind}" if kind else None,
        )
        self._actions[b] = action
        return b

    def buttons_row(self, specs, y: int | None = None) -> list:
        """Buttons right-aligned on one row: specs are (text, action, kind) tuples."""
        y = self.height - BUTTON_H - 18 if y is None else y
        widths = [max(90, 16 + 8 * cells(text)) for text, *_rest in specs]
        x = self.width - 16 - sum(widths) - 8 * (len(specs) - 1)
        out = []
        for (text, action, kind), w in zip(specs, widths, strict=True):
            out.append(self.button((x, y, w, BUTTON_H), text, action, kind))
            x += w + 8
        return out

    def process_event(self, event: pygame.event.Event) -> bool:
        """Run a pressed button's action; subclasses see other events in ``on_event``."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._actions:
            self._actions[event.ui_element]()
            return True
        return self.on_event(event)

    def on_event(self, event: pygame.event.Event) -> bool:
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """Esc cancels; Enter runs the default action. Returns whether the key was used."""
        if event.key == pygame.K_ESCAPE:
            self.cancel()
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.default is not None:
            self.default()
            return True
        return False

    def update(self) -> None:
        """Called once a frame while open (polling a backend, say)."""

    def cancel(self) -> None:
        self.close()

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.panel.kill()
            self.shade.kill()


class Modals:
    """The open dialogs, topmost last."""

    def __init__(self) -> None:
        self.stack: list[Dialog] = []

    def __bool__(self) -> bool:
        self.prune()
        return bool(self.stack)

    def prune(self) -> None:
        self.stack = [d for d in self.stack if not d.closed]

    @property
    def top(self) -> Dialog | None:
        self.prune()
        return self.stack[-1] if self.stack else None

    def push(self, dialog: Dialog) -> Dialog:
        self.stack.append(dialog)
        return dialog

    def find(self, kind: type) -> Dialog | None:
        self.prune()
        return next((d for d in self.stack if isinstance(d, kind)), None)

    def close_all(self) -> None:
        for d in list(self.stack):
            d.close()
        self.stack = []


class ConfirmDialog(Dialog):
    """A question with buttons, each (text, action, kind); the ``default``-th (the first unless
    told) is what Enter runs."""

    def __init__(
        self, manager, window_size, title: str, lines, buttons, width: int = 520, default: int = 0
    ):
        lines = [ln for ln in lines if ln]
        super().__init__(manager, window_size, title, (width, 112 + 24 * len(lines)))
        for i, line in enumerate(lines):
            self.label((16, 44 + 24 * i, width - 32, 24), line)
        self.error = self.label(
            (16, self.height - BUTTON_H - 44, width - 32, 22), "", "#dialog_error"
        )
        wrapped = [(text, self._closing(action), kind) for text, action, kind in buttons]
        self.buttons = self.buttons_row(wrapped)
        self.default = wrapped[default][1]

    def _closing(self, action):
        def run():
            try:
                if action is not None:
                    action()
            except ValueError as e:  # the backend's one-line reason: keep the dialog open
                self.error.set_text(str(e))
                return
            self.close()

        return run


class QuitDialog(ConfirmDialog):
    """'Leave the town?' Save and quit / quit without saving / cancel when there is unsaved
    progress; quit / cancel otherwise."""

    def __init__(self, manager, window_size, town: str, unsaved: bool, save_and_quit, quit_now):
        where = town or _("the town")
        if unsaved:
            lines = [_("The town has changed since it was last saved.")]
            buttons = [
                (_("Save and quit"), save_and_quit, "primary"),
                (_("Quit without saving"), quit_now, "danger"),
                (_("Cancel"), None, None),
            ]
        else:
            lines = [_("Everything is saved.") if unsaved is False else ""]
            buttons = [(_("Quit"), quit_now, "primary"), (_("Cancel"), None, None)]
        title = _("Leave {town}?").format(town=where)
        super().__init__(manager, window_size, title, lines, buttons, width=560)


class LoadDialog(ConfirmDialog):
    """'Load "X"?' when the running town has unsaved progress: Load / Save first / Cancel, or
    Load / Cancel when saving first would write over the very save being loaded (F9 loads the
    file F5 writes). Enter is "Save first" when it is offered: nothing is lost either way."""

    def __init__(self, manager, window_size, name: str, since: str, load_now, save_first=None):
        title = _('Load "{name}"?').format(name=name) if name else _("Load the last save?")
        lines = [
            _("The running town has unsaved progress since {time}.").format(time=since)
            if since
            else _("The running town has unsaved progress."),
            _("Loading throws it away; Save first keeps it.")
            if save_first
            else _("Loading throws it away (Save as a new name to keep it)."),
        ]
        buttons = [(_("Load"), load_now, "danger")]
        if save_first is not None:
            buttons.append((_("Save first"), save_first, "primary"))
        buttons.append((_("Cancel"), None, None))
        super().__init__(
            manager,
            window_size,
            title,
            lines,
            buttons,
            width=600,
            default=1 if save_first is not None else 0,
        )
