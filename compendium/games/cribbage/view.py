"""The view of cribbage and its variants: the table (left) and a panel beside it (``PanelGameView``).

The table: the pegboard across its top (a track for each player, or for each pair of partners),
the other players' hands face down (with their names, the dealer's mark and the cards they hold),
the crib beside the dealer's name (face down until it is shown), the starter (face down before the
cut), the pile of the play with its running count (the earlier cards of this hand dimmed) — or,
at the show, the cards just shown with each scoring combination highlighted in turn and its spoken
line ("fifteen 2, fifteen 4, a pair is 6 …") — and at the bottom the hand of the person whose eyes
the screen shows (``snapshot.viewer``).

The panel: what to do now, the last event, a line for each seat, the list of the moves (the match
log's lines) and the buttons: Discard to crib (Enter, when enough cards are selected), Go (G), Cut
the starter (C), Show (Enter); with muggins a number box and Count (Enter), and for the opponent a
number box with Claim (Enter) and Pass (P).

Playing a card: click it (cards that do not fit under 31 are dimmed), or move to it with the arrows
and press Enter (or Space, then Enter). Discarding: select the cards by click or Space, then the
button or Enter. At the show Space or → steps the highlighting at once.

The view holds no rules: the cards come from the rules' view helpers (``hand_of``, ``pile_of``,
``count_of``, ``crib_of``, ``starter_of``, ``pegs_of``, ``shown_cards``, ``show_hand``) and the
actions from the snapshot's legal list.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from compendium.core.actions import Action
from compendium.core.snapshot import Snapshot
from compendium.core.text import name_seats
from compendium.games.cribbage.cards import HIDDEN, is_card
from compendium.games.cribbage.rules import (
    CUT,
    DEAL,
    DISCARD,
    PLAY,
    SHOW,
    STARTER,
    show_hand,
    show_owner,
    shown_cards,
)
from compendium.games.cribbage.scoring import call_text, show_order
from compendium.ui.i18n import t
from compendium.ui.widgets.board_view import PanelGameView
from compendium.ui.widgets.cards import CardWidget, HandRow, PileRow
from compendium.ui.widgets.pegboard import PegBoard

STEP_MS = 700  # the show: how long each combination stays highlighted
MAX_COUNT = 29  # the most a hand can hold: the number boxes' bound (never the legal list's)
TRACK_COLOURS = ("#d62839", "#1f6fd6", "#2a9d47", "#c77d00")
SETTLED = ("show", "muggins", "pass")  # events after which a hand's count is settled


class SmallRow(HandRow):
    """A row that only shows (the crib, the other players' hands): as wide as its cards overlapping
    by half, so that the pile and the show get the room."""

    def __init__(self, parent: Optional[QWidget] = None, height: int = 70, large: Optional[int] = None):
        super().__init__(parent, height=height, large=large)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        w, _ = self.card_size()
        return QSize(round(w * (1 + 0.6 * max(3, len(self.cards) - 1)) + 12), self.height())


class CribbageView(PanelGameView):
    """The view of cribbage (see the module's text)."""

    PANEL_WIDTH = 300

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self._lines: list[str] = []  # the move list: one line a log entry
        self._entries: list = []  # the log entries the lines were made from
        self._last_entry = None
        self._show: Optional[dict] = None  # the show on the table: cards, starter, combos, owner, crib
        self._show_index = 0  # how many of its combinations have been stepped through
        self._clicked = False  # the hand's last input was a mouse press
        self._asked = None  # the count or claim the number boxes were last set up for

        # --- the table ---
        self.table = QWidget(self)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        tl = QVBoxLayout(self.table)
        tl.setContentsMargins(4, 0, 4, 0)
        tl.setSpacing(4)
        self.pegboard = PegBoard(self.table, row_height=14, large=20)
        tl.addWidget(self.pegboard)
        self.others_box = QHBoxLayout()
        self.others_box.setSpacing(10)
        tl.addLayout(self.others_box)
        self.other_names: dict[int, QLabel] = {}
        self.other_rows: dict[int, HandRow] = {}

        middle = QHBoxLayout()
        middle.setSpacing(10)
        crib_col = QVBoxLayout()
        crib_col.setSpacing(2)
        self.crib_label = QLabel(self.table)
        self.crib_label.setWordWrap(True)
        self.crib_row = SmallRow(self.table, height=70, large=100)
        crib_col.addWidget(self.crib_label)
        crib_col.addWidget(self.crib_row)
        crib_col.addStretch(1)
        middle.addLayout(crib_col)
        starter_col = QVBoxLayout()
        starter_col.setSpacing(2)
        self.starter_label = QLabel(self.table)
        self.starter = CardWidget(self.table, height=90, large=130)
        starter_col.addWidget(self.starter_label)
        starter_col.addWidget(self.starter)
        starter_col.addStretch(1)
        middle.addLayout(starter_col)
        centre = QVBoxLayout()
        centre.setSpacing(2)
        self.centre_label = QLabel(self.table)
        self.centre_label.setWordWrap(True)
        self.pile = PileRow(self.table, height=90, large=130)
        self.show_row = HandRow(self.table, height=90, large=130)
        self.show_row.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.calls_label = QLabel(self.table)  # the show's spoken lines
        self.calls_label.setWordWrap(True)
        self.calls_label.setStyleSheet("color: #a4461c; font-weight: bold;")
        centre.addWidget(self.centre_label)
        centre.addWidget(self.pile)
        centre.addWidget(self.show_row)
        centre.addWidget(self.calls_label)
        centre.addStretch(1)
        middle.addLayout(centre, 1)
        tl.addLayout(middle)
        tl.addStretch(1)
        self.hand_label = QLabel(self.table)
        self.hand = HandRow(self.table, height=110, large=160)
        self.hand.selection_changed.connect(self._selection_changed)
        self.hand.chosen.connect(self._chosen)
        self.hand.installEventFilter(self)
        tl.addWidget(self.hand_label)
        tl.addWidget(self.hand)

        # --- the panel ---
        self.seat_lines: list[QLabel] = []
        self.discard_button = QPushButton(self)
        self.discard_button.setObjectName("primary")
        self.discard_button.clicked.connect(self._discard)
        self.make_verb_buttons((("go", "go_button"), ("cut-starter", "cut_button"), ("show", "show_button"),
                                ("pass", "pass_button"), ("resign", "resign_button")))
        self.show_button.setObjectName("primary")
        self.cut_button.setObjectName("primary")
        self.count_box = QSpinBox(self)
        self.count_box.setRange(0, MAX_COUNT)
        self.count_box.setMinimumWidth(64)
        self.count_button = QPushButton(self)
        self.count_button.setObjectName("primary")
        self.count_button.clicked.connect(self._count)
        self.claim_box = QSpinBox(self)
        self.claim_box.setRange(0, MAX_COUNT)
        self.claim_box.setMinimumWidth(64)
        self.claim_button = QPushButton(self)
        self.claim_button.clicked.connect(self._claim)
        self.count_title = QLabel(self)
        self.count_title.setWordWrap(True)
        for button in (self.discard_button, self.go_button, self.cut_button, self.show_button, self.pass_button,
                       self.resign_button, self.count_button, self.claim_button):
            button.setMinimumHeight(30)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard stays on the hand
        self.add_shortcut(Qt.Key.Key_G, lambda: self.press(self.go_button))
        self.add_shortcut(Qt.Key.Key_C, lambda: self.press(self.cut_button))
        self.add_shortcut(Qt.Key.Key_P, lambda: self.press(self.pass_button))
        self.add_shortcut("Ctrl+Shift+R", lambda: self.press(self.resign_button))
        # the show's stepping: Space or → at once (on only while a show is being stepped through and
        # the hand has nothing to choose)
        self.step_keys = [QShortcut(QKeySequence(k), self, activated=self.step_show,
                                    context=Qt.ShortcutContext.WindowShortcut)
                          for k in (Qt.Key.Key_Space, Qt.Key.Key_Right)]
        for sc in self.step_keys:
            sc.setEnabled(False)
        self.step_timer = QTimer(self)
        self.step_timer.setInterval(STEP_MS)
        self.step_timer.timeout.connect(self.step_show)

        self.move_list.setWordWrap(True)
        self.move_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        pl = self.panel_layout
        pl.addWidget(self.moves_title)
        pl.addWidget(self.move_list, 1)
        box = QVBoxLayout()
        box.setSpacing(4)
        box.addWidget(self.count_title)
        for spin, button in ((self.count_box, self.count_button), (self.claim_box, self.claim_button)):
            row = QHBoxLayout()
            row.addWidget(spin)
            row.addWidget(button, 1)
            box.addLayout(row)
        for b in (self.discard_button, self.go_button, self.cut_button, self.show_button, self.pass_button,
                  self.resign_button):
            box.addWidget(b)
        pl.addLayout(box)
        self.count_box.installEventFilter(self)
        self.claim_box.installEventFilter(self)

        main = QHBoxLayout(self)
        main.setContentsMargins(0, 0, 0, 0)
        main.addWidget(self.table, 1)
        line = QFrame(self)
        line.setFrameShape(QFrame.Shape.VLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        main.addWidget(line)
        main.addWidget(self.panel)
        self.board = self.table  # PanelGameView's name for the playing area
        self.board.flipped = False
        self.retranslate_texts()

    # --- words ----------------------------------------------------------------------------------------
    def retranslate_texts(self) -> None:
        super().retranslate_texts()
        self.discard_button.setText(self.tr("Discard to crib (Enter)"))
        self.discard_button.setToolTip(self.tr("Put the selected cards in the crib"))
        self.go_button.setText(self.tr("Go (G)"))
        self.go_button.setToolTip(self.tr("No card fits under 31: say go"))
        self.cut_button.setText(self.tr("Cut the starter (C)"))
        self.cut_button.setToolTip(self.tr("Turn up the starter card"))
        self.pass_button.setText(self.tr("Pass (P)"))
        self.pass_button.setToolTip(self.tr("Claim nothing: the show goes on"))
        self.resign_button.setText(self.tr("Resign"))
        self.resign_button.setToolTip(self.tr("Give the match up (Ctrl+Shift+R)"))
        self.count_button.setText(self.tr("Count (Enter)"))
        self.count_button.setToolTip(self.tr("Score the points in the box for this hand"))
        self.claim_button.setText(self.tr("Claim (Enter)"))
        self.claim_button.setToolTip(self.tr("Take the points the count missed: muggins"))
        self.starter_label.setText(self.tr("Starter"))
        self.count_box.setAccessibleName(self.tr("Points counted"))
        self.claim_box.setAccessibleName(self.tr("Points claimed"))
        self._show_button_text()

    def _show_button_text(self) -> None:
        crib = bool(self.snapshot is not None and self.snapshot.state.phase == SHOW
                    and shown_cards(self.snapshot.state)[1])
        self.show_button.setText(self.tr("Show the crib (Enter)") if crib else self.tr("Show the hand (Enter)"))
        self.show_button.setToolTip(self.tr("Score the hand shown and go on"))

    def named(self, text: str) -> str:
        return name_seats(text, self.snapshot.names) if self.snapshot is not None else text

    # --- the match ------------------------------------------------------------------------------------
    def setup(self, snapshot: Snapshot) -> None:
        super().setup(snapshot)
        self._lines, self._entries, self._last_entry = [], [], None
        self._show, self._show_index = None, 0
        self.step_timer.stop()
        for widget in (*self.other_names.values(), *self.other_rows.values()):
            widget.deleteLater()  # the rows sit in nested layouts, which clear_layout leaves
        self.clear_layout(self.others_box)
        self.other_names, self.other_rows = {}, {}
        self.clear_layout(self.seat_grid)
        self.seat_lines = []
        n = len(snapshot.players)
        small = 70 if n == 2 else 56
        for seat in range(n):
            label = QLabel(self)
            label.setWordWrap(True)
            self.seat_grid.addWidget(label, seat, 0)
            self.seat_lines.append(label)
        for seat in range(n):
            name = QLabel(self.table)
            name.setWordWrap(True)
            row = SmallRow(self.table, height=small, large=round(small * 1.4))
            self.other_names[seat], self.other_rows[seat] = name, row
            col = QVBoxLayout()
            col.setSpacing(0)
            col.addWidget(name)
            col.addWidget(row)
            self.others_box.addLayout(col, 1)
        rules, state = snapshot.rules, snapshot.state
        self.pegboard.set_target(rules.target(state))
        self._tracks(snapshot)
        self.pegboard.set_scores(rules.pegs_of(state), animate=False)

    def _tracks(self, snapshot: Snapshot) -> None:
        teams = snapshot.rules.teams(snapshot.state)
        n = len(snapshot.players)
        if teams:
            names = [self.tr("%1 & %2").replace("%1", snapshot.name(s)).replace("%2", snapshot.name(s + 2))
                     for s in range(2)]
        else:
            names = [snapshot.name(s) for s in range(n)]
        if names != self.pegboard.names:
            self.pegboard.set_tracks(names, TRACK_COLOURS[:len(names)])

    def bottom_seat(self, snapshot: Snapshot) -> int:
        """Whose hand is at the bottom: the viewer's; with no viewer the first person's (or seat 0)."""
        viewer = snapshot.viewer
        if viewer is not None and viewer >= 0:
            return viewer
        people = [i for i, p in enumerate(snapshot.players) if not p.is_computer]
        return people[0] if people else 0

    def draw(self, snapshot: Snapshot) -> None:
        rules, state = snapshot.rules, snapshot.state
        n = state.players
        if not state.hands or len(self.other_rows) != n:
            return
        self._follow_log(snapshot)
        self._find_show(snapshot)
        me = self.bottom_seat(snapshot)
        phase = state.phase
        # the hands: in the play what each still holds; at the show (and after) the cards each kept
        kept = phase in (SHOW, DEAL) or snapshot.over
        verbs = {a.verb for a in snapshot.legal}
        for seat in range(n):
            row, name = self.other_rows[seat], self.other_names[seat]
            visible = seat != me
            row.setVisible(visible)
            name.setVisible(visible)
            if not visible:
                continue
            cards = show_hand(state, seat) if kept else rules.hand_of(state, seat)
            row.set_cards(cards, caption=snapshot.name(seat))
            name.setText(self._seat_title(snapshot, seat, cards))
        cards = show_hand(state, me) if kept else rules.hand_of(state, me)
        self.hand.set_highlighted(())
        self.hand.set_cards(cards, caption=snapshot.name(me))
        self.hand_label.setText(self._seat_title(snapshot, me, cards))
        choosing = snapshot.may_act and snapshot.acting == me
        if choosing and phase == DISCARD and "discard" in verbs:
            if self.hand.max_select != state.setup.deal.discard or self.hand.playable is not None:
                self.hand.set_choice(state.setup.deal.discard)
        elif choosing and phase == PLAY and "play" in verbs:
            playable = [str(a.args[0]) for a in snapshot.legal if a.verb == "play"]
            if self.hand.max_select != 1 or self.hand.playable != frozenset(playable):
                self.hand.set_choice(1, playable)
        elif self.hand.max_select:
            self.hand.set_choice(0)
        # the crib, the starter, the pile
        dealer = snapshot.name(state.dealer) if phase != CUT else ""
        crib = rules.crib_of(state)
        self.crib_label.setText(self.tr("%1's crib").replace("%1", dealer) if dealer else self.tr("The crib"))
        if crib is not None:
            self.crib_row.set_cards(crib)
        else:
            self.crib_row.set_cards(state.crib, face_down=True)
        starter = rules.starter_of(state)
        if starter is not None:
            self.starter.set_card(starter, highlighted=self._starter_lit())
        elif phase in (DISCARD, STARTER):
            self.starter.set_card(HIDDEN, face_down=True)
        else:
            self.starter.set_card(None)
        self._draw_centre(snapshot)
        # the pegboard
        self._tracks(snapshot)
        self.pegboard.set_target(rules.target(state))
        self.pegboard.set_scores(rules.pegs_of(state), animate=snapshot.animation_ms > 0)
        # the panel
        for seat, label in enumerate(self.seat_lines):
            label.setText(self._seat_line(snapshot, seat))
        self._buttons(snapshot, verbs)
        self.prompt.setText(self._prompt(snapshot, verbs))
        self.status_label.setText(self._status(snapshot))
        self._fill_moves(snapshot)
        self._step_keys()

    def _seat_title(self, snapshot: Snapshot, seat: int, cards) -> str:
        state = snapshot.state
        parts = [snapshot.name(seat)]
        if state.phase != CUT and seat == state.dealer:
            parts.append(self.tr("deals"))
        held = len(snapshot.rules.hand_of(state, seat))
        if state.phase in (DISCARD, STARTER, PLAY):
            parts.append(self.tr("cards: %1").replace("%1", str(held)))
        return " · ".join(parts)

    def _seat_line(self, snapshot: Snapshot, seat: int) -> str:
        state = snapshot.state
        side = state.setup.side(seat)
        text = self.tr("%1 — score %2").replace("%1", snapshot.name(seat)).replace("%2", str(state.scores[side]))
        if state.phase != CUT and seat == state.dealer:
            text += " · " + self.tr("deals")
        if state.phase == DISCARD and seat not in snapshot.waiting and state.discards:
            text += " · " + self.tr("discarded")
        return text

    def _draw_centre(self, snapshot: Snapshot) -> None:
        rules, state = snapshot.rules, snapshot.state
        show = self._show
        if show is not None:
            self.pile.setVisible(False)
            self.show_row.setVisible(True)
            self.show_row.set_cards(show["cards"])
            owner = snapshot.name(show["owner"])
            what = self.tr("%1's crib: %2") if show["crib"] else self.tr("%1's hand: %2")
            self.centre_label.setText(what.replace("%1", owner).replace("%2", str(show["total"])))
            ordered = show["ordered"]
            k = min(self._show_index, len(ordered))
            lit = ordered[k - 1].cards if k else ()
            self.show_row.set_highlighted(lit)
            calls = show["calls"][:k]
            self.calls_label.setText(", ".join(calls) if calls else (self.tr("Nothing to score.") if not ordered else ""))
            self.calls_label.setVisible(True)
            if show["starter"] is not None:
                self.starter.set_card(show["starter"], highlighted=show["starter"] in lit)
            return
        self.calls_label.setVisible(False)
        if state.phase == SHOW:
            cards, crib = shown_cards(state)
            self.pile.setVisible(False)
            self.show_row.setVisible(True)
            self.show_row.set_cards(cards, face_down=HIDDEN in cards)
            self.show_row.set_highlighted(())
            owner = snapshot.name(show_owner(state))
            self.centre_label.setText((self.tr("Next: %1's crib") if crib else self.tr("Next: %1's hand"))
                                      .replace("%1", owner))
            return
        self.show_row.setVisible(False)
        self.pile.setVisible(state.phase == PLAY)
        pile = rules.pile_of(state)
        earlier = tuple(c for _, c in state.laid[:state.pile_start]) if state.phase == PLAY else ()
        lit = [c for combo in rules.last_combos(state) for c in combo.cards if c in pile]
        if state.phase == PLAY and state.events and state.events[0][0] == "play":
            lit += [c for combo in state.events[0][4] for c in combo.cards if c in pile]
        self.pile.set_pile(pile, rules.count_of(state), earlier=earlier, highlighted=lit)
        self.centre_label.setText(self.tr("The play") if state.phase == PLAY else "")

    def _starter_lit(self) -> bool:
        show = self._show
        if show is None or not self._show_index:
            return False
        ordered = show["ordered"]
        k = min(self._show_index, len(ordered))
        return show["starter"] in ordered[k - 1].cards

    def _buttons(self, snapshot: Snapshot, verbs: set) -> None:
        state = snapshot.state
        act = snapshot.may_act
        window = self.window()
        focus = window.focusWidget() if window is not None else None
        had = focus is not None and (focus is self or self.isAncestorOf(focus))
        self.discard_button.setVisible(act and "discard" in verbs)
        self.discard_button.setEnabled(len(self.hand.selection()) == state.setup.deal.discard)
        for verb, button in (("go", self.go_button), ("cut-starter", self.cut_button), ("show", self.show_button),
                             ("pass", self.pass_button), ("resign", self.resign_button)):
            button.setVisible(act and verb in verbs)
        counting, claiming = act and "count" in verbs, act and "muggins" in verbs
        asked = (state.hand_number, state.show_step, state.declared) if counting or claiming else None
        fresh_count = counting and asked != self._asked
        fresh_claim = claiming and asked != self._asked
        self._asked = asked
        if fresh_count:
            self.count_box.setValue(0)
        if fresh_claim:
            self.claim_box.setValue(0)
        self.count_box.setVisible(counting)
        self.count_button.setVisible(counting)
        self.claim_box.setVisible(claiming)
        self.claim_button.setVisible(claiming)
        self.count_title.setVisible(counting or claiming)
        if counting:
            crib = shown_cards(state)[1]
            self.count_title.setText(self.tr("Points in your crib:") if crib else self.tr("Points in your hand:"))
        elif claiming:
            self.count_title.setText(self.tr("Points missed:"))
        self._show_button_text()
        self.enable_shortcuts(act)
        if had:  # the keyboard stays in the view: on what asks for it now (a number box, else the hand)
            target = self.focus_target() if act else self.hand
            if window.focusWidget() is not target:
                target.setFocus(Qt.FocusReason.OtherFocusReason)
        if (fresh_count or fresh_claim) and isinstance(self.focus_target(), QSpinBox):
            self.focus_target().selectAll()

    def _prompt(self, snapshot: Snapshot, verbs: set) -> str:
        state = snapshot.state
        if snapshot.over:
            return self.outcome_text(snapshot)
        phase = state.phase
        if phase == CUT:
            return self.tr("Cutting for the deal: the lowest card deals.")
        if phase == DEAL:
            return self.tr("%1 deals.").replace("%1", snapshot.name(state.dealer))
        who = snapshot.name(snapshot.acting)
        dealer = snapshot.name(state.dealer)
        if phase == DISCARD:
            if snapshot.may_act:
                one = state.setup.deal.discard == 1
                if snapshot.acting == state.dealer:
                    text = self.tr("%1: choose a card for your own crib.") if one else \
                        self.tr("%1: choose two cards for your own crib.")
                else:
                    text = self.tr("%1: choose a card for %2's crib.") if one else \
                        self.tr("%1: choose two cards for %2's crib.")
                return text.replace("%1", who).replace("%2", dealer)
            waiting = ", ".join(snapshot.name(s) for s in snapshot.waiting)
            return self.tr("Waiting for %1 to put cards in the crib.").replace("%1", waiting)
        turn = snapshot.name(snapshot.turn)
        if phase == STARTER:
            if snapshot.may_act:
                return self.tr("%1: cut the starter (C).").replace("%1", who)
            return self.tr("%1 cuts the starter.").replace("%1", turn)
        count = str(state.count)
        if phase == PLAY:
            if snapshot.may_act:
                if "go" in verbs:
                    return self.tr("%1: no card fits under 31 (the count is %2): say go (G).") \
                        .replace("%1", who).replace("%2", count)
                return self.tr("%1, your turn to play: the count is %2.").replace("%1", who).replace("%2", count)
            return self.tr("%1 is to play; the count is %2.").replace("%1", turn).replace("%2", count)
        if phase == SHOW:
            crib = shown_cards(state)[1]
            owner = snapshot.name(show_owner(state))
            if snapshot.may_act and "muggins" in verbs:
                return self.tr("%1 counted %2. %3: claim the points missed, or pass (P).") \
                    .replace("%1", owner).replace("%2", str(state.declared)).replace("%3", who)
            if snapshot.may_act and "count" in verbs:
                return (self.tr("%1: count your crib and enter the points.") if crib
                        else self.tr("%1: count your hand and enter the points.")).replace("%1", who)
            if snapshot.may_act:
                return (self.tr("%1: show your crib (Enter).") if crib
                        else self.tr("%1: show your hand (Enter).")).replace("%1", who)
            return (self.tr("%1 shows the crib.") if crib else self.tr("%1 shows the hand.")).replace("%1", turn)
        return ""

    def _status(self, snapshot: Snapshot) -> str:
        entry = snapshot.last_entry
        if entry is None:
            return ""
        return self._line(entry, self._actor(snapshot))

    @staticmethod
    def _actor(snapshot: Snapshot) -> Optional[int]:
        """Who made the last action: the deal is the dealer's (as the match log says it)."""
        entry = snapshot.last_entry
        if entry is None:
            return None
        if entry.actor is not None and entry.actor >= 0:
            return entry.actor
        before = snapshot.before_last
        return snapshot.rules.turn_of(before) if before is not None else None

    def _line(self, entry, seat: Optional[int]) -> str:
        text = self.named(t(entry.text))
        return f"{self.name(seat)}: {text}" if seat is not None and text else text

    # --- the move list ----------------------------------------------------------------------------------
    def _follow_log(self, snapshot: Snapshot) -> None:
        """A line for each log entry the view has seen (an undo takes the lines after it back)."""
        entry = snapshot.last_entry
        if entry is self._last_entry:
            return
        self._last_entry = entry
        if entry is None:
            self._entries, self._lines = [], []
            return
        for i, (seen, _) in enumerate(self._entries):
            if seen is entry:
                del self._entries[i + 1:]
                del self._lines[i + 1:]
                return
        self._entries.append((entry, self._actor(snapshot)))
        self._lines.append(self._status(snapshot))

    def move_lines(self, snapshot: Snapshot) -> list[str]:
        return list(self._lines)

    def retranslate(self) -> None:
        if self.snapshot is not None:
            self._lines = [self._line(e, seat) for e, seat in self._entries]
            if self._show is not None:
                self._show["calls"] = [t(c) for c in call_text(self._show["combos"])]
        super().retranslate()

    # --- the show ----------------------------------------------------------------------------------------
    def _find_show(self, snapshot: Snapshot) -> None:
        """A hand's count just settled (the last action, or the one before the next hand's deal):
        its cards stay on the table and its combinations are stepped through."""
        entry = snapshot.last_entry
        if entry is not None and getattr(self, "_show_entry", None) is entry:
            return
        self._show_entry = entry
        state, before = snapshot.state, snapshot.before_last
        found = None
        if before is not None and before.phase == SHOW and self._settled(state):
            cards, crib = shown_cards(before)
            found = dict(cards=cards, crib=crib, owner=show_owner(before), starter=before.starter, state=state)
        elif before is not None and before.phase == DEAL and state.phase == DISCARD and self._settled(before) \
                and before.crib and before.starter is not None:
            found = dict(cards=before.crib, crib=True, owner=(before.dealer - 1) % before.players,
                         starter=before.starter, state=before)
        if found is None:
            if state.phase in (CUT, STARTER, PLAY):
                self._show = None
                self.step_timer.stop()
            return
        if HIDDEN in found["cards"] or not all(is_card(c) for c in found["cards"]):
            return
        settled = found.pop("state")
        combos = tuple(c for c in settled.combos if c.kind not in ("count", "muggins"))
        found["combos"] = combos
        found["ordered"] = show_order(combos)
        found["calls"] = [t(c) for c in call_text(combos)]
        found["total"] = sum(c.points for c in combos)
        old = self._show
        if old is not None and all(old[k] == found[k] for k in ("cards", "crib", "owner", "starter", "combos")):
            return  # the same show seen again (the next hand's deal follows the crib's): it steps on
        self._show = found
        self._show_index = 0
        self.step_timer.stop()
        if combos:
            if snapshot.animation_ms > 0 or self.isVisible():
                self._show_index = 1
                self.step_timer.start()
            else:
                self._show_index = len(combos)

    @staticmethod
    def _settled(state) -> bool:
        kinds = {e[0] for e in state.events}
        return bool(kinds & set(SETTLED)) or ("count" in kinds and state.declared is None)

    @property
    def stepping(self) -> bool:
        return self.step_timer.isActive()

    def step_show(self) -> None:
        """Highlights the next combination of the show on the table (the last one stops the stepping)."""
        show = self._show
        if show is None:
            self.step_timer.stop()
            return
        if self._show_index < len(show["ordered"]):
            self._show_index += 1
        if self._show_index >= len(show["ordered"]):
            self.step_timer.stop()
        if self.snapshot is not None:
            self._draw_centre(self.snapshot)
        self._step_keys()

    def _step_keys(self) -> None:
        on = self.stepping and self.hand.max_select == 0 and not self.count_box.isVisibleTo(self) \
            and not self.claim_box.isVisibleTo(self)
        for sc in self.step_keys:
            sc.setEnabled(on and self.isVisible())

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._step_keys()

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        for sc in self.step_keys:  # the hand-over cover's keys are its own
            sc.setEnabled(False)

    # --- input --------------------------------------------------------------------------------------
    def focus_target(self) -> QWidget:
        if self.count_box.isVisibleTo(self):
            return self.count_box
        if self.claim_box.isVisibleTo(self):
            return self.claim_box
        return self.hand

    def eventFilter(self, obj, event) -> bool:
        kind = event.type()
        if obj is self.hand:
            if kind == QEvent.Type.MouseButtonPress:
                self._clicked = True
            elif kind == QEvent.Type.KeyPress:
                self._clicked = False
                if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._enter():
                    return True
        elif obj is self.claim_box and kind == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_P:
            self.press(self.pass_button)  # the box would take the letter: P passes
            return True
        elif obj in (self.count_box, self.claim_box) and kind == QEvent.Type.KeyPress \
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.count_box.interpretText()
            self.claim_box.interpretText()
            self.press(self.count_button if obj is self.count_box else self.claim_button)
            obj.selectAll()  # a refused number is typed over
            return True
        return super().eventFilter(obj, event)

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._enter():
            event.accept()
            return
        super().keyPressEvent(event)

    def _enter(self) -> bool:
        """Enter: discards the selected cards, plays the card under the cursor (or the one
        selected), counts, claims or shows — whatever is asked now."""
        snapshot = self.snapshot
        if snapshot is None or not snapshot.may_act:
            return False
        verbs = {a.verb for a in snapshot.legal}
        if "discard" in verbs:
            if len(self.hand.selection()) == snapshot.state.setup.deal.discard:
                self._discard()
                return True
            return False
        if "play" in verbs:
            chosen = self.hand.selection()
            if not chosen and 0 <= self.hand.key_index < len(self.hand.cards):
                chosen = [self.hand.cards[self.hand.key_index]]
            if chosen:
                self._play(chosen[0])
            return True
        for button in (self.count_button, self.claim_button, self.show_button, self.cut_button):
            if button.isVisible():
                self.press(button)
                return True
        return False

    def _selection_changed(self, codes: list) -> None:
        snapshot = self.snapshot
        if snapshot is None:
            return
        clicked, self._clicked = self._clicked, False
        if snapshot.may_act and snapshot.state.phase == PLAY and clicked and len(codes) == 1:
            self._play(codes[0])  # one click plays the card
            return
        self.discard_button.setEnabled(len(self.hand.selection()) == snapshot.state.setup.deal.discard)

    def _chosen(self, codes: list) -> None:
        snapshot = self.snapshot
        if snapshot is None or not snapshot.may_act:
            return
        if snapshot.state.phase == DISCARD:
            self._discard()
        elif snapshot.state.phase == PLAY and codes:
            self._play(codes[0])

    def _play(self, code: str) -> None:
        action = Action("play", (code,))
        if self.snapshot is not None and action in self.snapshot.legal:
            self.hand.set_choice(0)
            self.choose(action)

    def _discard(self) -> None:
        snapshot = self.snapshot
        if snapshot is None or not snapshot.may_act:
            return
        cards = self.hand.selection()
        if len(cards) != snapshot.state.setup.deal.discard:
            return
        action = Action("discard", (snapshot.acting, *cards))
        self.hand.set_choice(0)
        self.choose(action)

    def _count(self) -> None:
        self.count_box.interpretText()
        self.choose(Action("count", (self.count_box.value(),)))

    def _claim(self) -> None:
        self.claim_box.interpretText()
        self.choose(Action("muggins", (self.claim_box.value(),)))

    def show_hint(self, action: Action) -> None:
        """The hint's cards are selected in the hand (nothing is played)."""
        if self.snapshot is None or not self.snapshot.may_act:
            return
        if action.verb == "discard":
            cards = [str(c) for c in action.args[1:]]
            self.hand.clear_selection()
            for code in cards:
                if code in self.hand.cards:
                    self.hand.toggle(self.hand.cards.index(code))
        elif action.verb == "play" and action.args and str(action.args[0]) in self.hand.cards:
            self.hand.key_index = self.hand.cards.index(str(action.args[0]))
            self.hand.set_highlighted([str(action.args[0])])
        elif action.verb == "count" and action.args:
            self.count_box.setValue(int(action.args[0]))
        elif action.verb == "muggins" and action.args:
            self.claim_box.setValue(int(action.args[0]))


__all__ = ["CribbageView"]
