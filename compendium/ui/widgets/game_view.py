"""The contract between the match screen and a game's view.

The match screen gives the view a ``Snapshot`` (compendium/core/snapshot.py) of what it may show:
``begin(snapshot)`` once for a new match, ``update_snapshot(snapshot)`` after every change; the
view draws it and emits ``action_chosen(action)`` for what a person chose. ``animate(entry, ms)``
shows a throw as it lands, ``retranslate()`` redraws the texts in the interface's language.

A view never reaches the controller, the match or its record, and never decides who may see what:
everything it needs is in the snapshot, whose state has already passed through ``rules.view_for``.
"""

from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QLayout, QWidget

from compendium.core.actions import Action
from compendium.core.snapshot import Snapshot


class GameView(QWidget):
    """The base of every game's view."""

    action_chosen = Signal(object)  # the Action a person chose

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.snapshot: Optional[Snapshot] = None
        # Window-wide keys, switched on only while a person at the screen is to decide (so that
        # typing real dice into the match screen's field is never taken for a key of the view).
        self._shortcuts: list[QShortcut] = []
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the view can hold the keyboard itself

    # --- the contract -----------------------------------------------------------------------------
    def begin(self, snapshot: Snapshot) -> None:
        """A new match: ``setup`` what depends on it (the players, the variant), then draw."""
        self.snapshot = snapshot
        self.setup(snapshot)
        self.refresh()

    def update_snapshot(self, snapshot: Snapshot, redraw: bool = True) -> None:
        """Stores what the view may show now and (unless told not to) draws it."""
        self.snapshot = snapshot
        if redraw:
            self.refresh()

    def animate(self, entry, ms: int) -> None:
        """A throw (``entry``, a LogEntry) lands; the snapshot already holds the state after it."""

    def retranslate(self) -> None:
        """The interface's language changed: redraw the texts."""
        if self.snapshot is not None:
            self.refresh()

    # --- for subclasses ---------------------------------------------------------------------------
    def setup(self, snapshot: Snapshot) -> None:
        """Builds what depends on the match (once, before the first ``refresh``)."""

    def refresh(self) -> None:
        """Draws the stored snapshot, if there is one yet (``draw``)."""
        if self.snapshot is not None:
            self.draw(self.snapshot)

    def draw(self, snapshot: Snapshot) -> None:
        """Draws ``snapshot`` (each view's own drawing; never called without one)."""

    def show_hint(self, action: Action) -> None:
        """The hint's move, for a view that can show it in its own way (a move marked on a board);
        the match screen also says it in words. Nothing by default."""

    def focus_target(self) -> QWidget:
        """The widget that gets the keyboard when a person is to decide: the view itself (its keys
        are window-wide shortcuts); a view with a score sheet gives its table, so that the arrows
        move among the boxes and Enter writes."""
        return self

    # --- shared helpers -----------------------------------------------------------------------------
    @property
    def may_act(self) -> bool:
        """A person at the screen is to decide now."""
        return self.snapshot is not None and self.snapshot.may_act

    def name(self, seat: Optional[int]) -> str:
        return self.snapshot.name(seat) if self.snapshot is not None else ""

    def choose(self, action: Action) -> None:
        """Emits ``action`` if a person at the screen may act now."""
        if self.may_act:
            self.action_chosen.emit(action)

    def choose_verb(self, verb: str) -> None:
        """Emits the first legal action with ``verb`` ("resign", "offer-draw" …), if a person may act."""
        if self.snapshot is None:
            return
        for action in self.snapshot.legal:
            if action.verb == verb:
                self.choose(action)
                return

    def outcome_text(self, snapshot: Snapshot) -> str:
        """How a finished match ended, in words: a draw, the winners, or only that it is over."""
        result = snapshot.result
        if result is not None and tuple(getattr(result, "outcomes", ()))[:1] == ("solo",):
            return self.tr("The game is over.")
        if result is not None and result.drawn:
            return self.tr("The game is drawn.")
        winners = snapshot.winners_names
        return self.tr("%1 wins.").replace("%1", winners) if winners else self.tr("The game is over.")

    def add_shortcut(self, key, fn: Callable[[], None]) -> QShortcut:
        """A window-wide key for ``fn``, on only while a person may act (see ``enable_shortcuts``)."""
        sc = QShortcut(QKeySequence(key), self, activated=fn, context=Qt.ShortcutContext.WindowShortcut)
        self._shortcuts.append(sc)
        return sc

    def enable_shortcuts(self, on: bool) -> None:
        for sc in self._shortcuts:
            sc.setEnabled(on)

    def press(self, button: QAbstractButton) -> None:
        """A key stands for ``button``: clicks it if the view and the button are shown and it is enabled."""
        if self.isVisible() and button.isVisible() and button.isEnabled():
            button.click()

    @staticmethod
    def clear_layout(layout: QLayout) -> None:
        """Takes every item out of ``layout``, deleting its widgets (rows rebuilt for a new match)."""
        while layout.count():
            item = layout.takeAt(0)
            if item.widget():
                item.widget().deleteLater()


__all__ = ["GameView"]
