"""The views of General and Golden General: the dice on the left, the shared score sheet on the
right.

General: click a die (or press 1–5) to keep it, Space throws the others; a pale number on the sheet
is what a free line would score now, and clicking it writes it down.

Golden General: the ten dice lie in two rows, group 1 above group 2, one die of every colour in
each; the ⇅ button under a colour (or dragging a die onto its twin) swaps the two dice of that
colour between the groups. Then a line is chosen for group 1 and another for group 2.

The views hold no rules: scores come from ``rules.py``, legality from the snapshot.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEvent, QMimeData, Qt
from PySide6.QtGui import QDrag
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from compendium.core.actions import Action
from compendium.core.snapshot import OVER, TYPING
from compendium.games.general.rules import (
    GOLDEN_COLOUR_NAMES,
    GOLDEN_COLOURS,
    LINE_NAMES,
    LINES,
    ROLL,
    THROWS,
    golden_score_action,
    line_points,
    points,
    wins_outright,
)
from compendium.ui.i18n import t, tr_with_base
from compendium.ui.widgets.dice import DiceTray, grow_text
from compendium.core.snapshot import Snapshot
from compendium.ui.widgets.game_view import GameView
from compendium.ui.widgets.scoresheet import Cell, ScoreSheet
from compendium.ui.widgets.steady import steady
from compendium.ui.widgets.style import enlarge

DIE = 56  # pixels


class _View(GameView):
    """What both views share: the prompt, the throw button, the score sheet, the last turn's note."""

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.prompt.setMinimumHeight(64)
        enlarge(self.prompt, 4, bold=True)
        self.throws_label = QLabel(self)
        self.throws_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.throws_label.setWordWrap(True)
        enlarge(self.throws_label, 2)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        enlarge(self.note, 1)
        self._text_watch = grow_text(self, self.prompt, self.throws_label)  # the text grows with the dice
        self.throw_button = QPushButton(self)
        self.throw_button.setObjectName("primary")
        self.throw_button.setMinimumHeight(54)
        enlarge(self.throw_button, 4, bold=True)
        self.throw_button.clicked.connect(self._throw)
        self.sheet = ScoreSheet(self)
        self.sheet.setMinimumWidth(300)
        self.sheet.cell_chosen.connect(self._cell_chosen)
        self.add_shortcut(Qt.Key.Key_Space, self._space)
        self.held: set[int] = set()  # the dice (0-based) the person keeps for the next throw
        self._seen = None  # the turn and throw the view last drew, to know when a new throw lands

    def focus_target(self):
        """The score sheet gets the keyboard: arrows move among its boxes, Enter writes."""
        return self.sheet.table if self.sheet.isVisibleTo(self) else self

    tr = tr_with_base("_View")  # GeneralView and GoldenView share these strings

    # --- the protocol with the match screen --------------------------------------------------------
    def setup(self, snapshot) -> None:
        self._seen = None

    def animate(self, entry, ms: int) -> None:
        s = self.snapshot.state
        if s.dice:
            self._sync(s)
            self._roll(s, ms)

    def draw(self, c: Snapshot) -> None:
        s = c.state
        self._sync(s)
        mine = c.is_acting(s.player)
        self.enable_shortcuts(mine)
        legal_roll = mine and not s.rolling and s.throws < THROWS
        self.throw_button.setEnabled(legal_roll and len(self.held) < s.n_dice)
        self.throw_button.setVisible(c.phase != OVER)
        if s.throws >= THROWS:
            self.throw_button.setText(self.tr("No throws left: choose a line"))
        elif s.throws == 0:
            self.throw_button.setText(self.tr("Throw the dice  [Space]"))
        elif self.held:
            self.throw_button.setText(self.tr("Throw the other %1  [Space]").replace("%1", str(s.n_dice - len(self.held))))
        else:
            self.throw_button.setText(self.tr("Throw all again  [Space]"))
        self.throws_label.setText(self._throws_text(s))
        self.prompt.setText(self._prompt(s, mine))
        self.note.setText(self._last_turn(s))
        self._draw_dice(s, mine)
        self._fill_sheet(s, mine)

    # --- drawing ---------------------------------------------------------------------------------------
    def _sync(self, s) -> None:
        """After a new throw (or a new turn) the kept dice are those the throw left alone."""
        key = (s.player, s.throws, s.thrown, s.rolling, len(s.sheets[s.player]) - len(s.free_lines()))
        if key != self._seen:
            self._seen = key
            self.held = set(range(s.n_dice)) - set(s.thrown) if s.throws else set()
            self._new_throw(s)

    def _new_throw(self, s) -> None:
        """A new throw or a new turn has come: subclasses reset what they keep."""

    def _throws_text(self, s) -> str:
        if not s.throws:
            return ""
        return self.tr("Throw %1 of %2").replace("%1", str(s.throws)).replace("%2", str(THROWS))

    def _prompt(self, s, mine: bool) -> str:
        c = self.snapshot
        if c.phase == OVER:
            res = c.result
            names = c.winners_names
            best = str(res.scores[res.winners[0]])
            if len(res.winners) > 1:
                return self.tr("%1 share the win with %2 points each!").replace("%1", names).replace("%2", best)
            return self.tr("%1 wins with %2 points!").replace("%1", names).replace("%2", best)
        name = c.name(s.player)
        if c.phase == TYPING:
            return self._typing_prompt(s)
        if not mine:
            return self.tr("%1 is playing").replace("%1", name)
        if s.throws == 0:
            return self.tr("%1: throw the dice").replace("%1", name)
        return self._decision_prompt(s, name)

    def _typing_prompt(self, s) -> str:
        return self.tr("Throw the dice marked «?» and type what they show, from left to right")

    def _last_turn(self, s) -> str:
        if not s.last_turn:
            return ""
        seat, _, entries = s.last_turn
        name = self.name(seat)
        if s.winner is not None:
            return self.tr("%1 threw a general on the first throw and wins at once!").replace("%1", name)
        if len(entries) == 1:
            line, got, _ = entries[0]
            return (self.tr("%1 wrote %2 in «%3».").replace("%1", name).replace("%2", str(got))
                    .replace("%3", t(LINE_NAMES[line])))
        (l1, p1, _), (l2, p2, _) = entries
        return (self.tr("%1 wrote %2 in «%3» and %4 in «%5».").replace("%1", name).replace("%2", str(p1))
                .replace("%3", t(LINE_NAMES[l1])).replace("%4", str(p2)).replace("%5", t(LINE_NAMES[l2])))

    def _fill_sheet(self, s, mine: bool) -> None:
        c = self.snapshot
        players = c.players
        rows = [t(LINE_NAMES[line]) for line in LINES] + [self.tr("Total")]
        columns = [c.name(i) for i in range(len(players))]
        totals = [s.total(i) for i in range(len(players))]
        cells = {}
        for col in range(len(players)):
            for r, line in enumerate(LINES):
                entry = s.sheets[col][r]
                if entry is not None:
                    star = " ★" if line in s.served[col] else ""
                    tip = self.tr("Made on the first throw") if star else ""
                    cells[(r, col)] = Cell(f"{entry}{star}", "zero" if entry == 0 else "", tip)
            best = len(players) > 1 and totals[col] == max(totals) and max(totals) > 0
            cells[(len(LINES), col)] = Cell(str(totals[col]), "best" if best else "total")
        if mine and s.throws:
            cells.update(self._offers(s))
        self.sheet.set_sheet(rows, columns, cells, bold_rows=[len(LINES)],
                             active_column=None if c.phase == OVER else s.player, column_colours=c.colours)

    # --- acting ------------------------------------------------------------------------------------------
    def _emit(self, action: Action) -> None:
        self.choose(action)

    def _throw(self) -> None:
        s = self.snapshot.state
        thrown = [d for d in range(s.n_dice) if d not in self.held]
        if s.throws == 0 or len(thrown) == s.n_dice:
            self._emit(ROLL)
        elif thrown:
            self._emit(Action("roll", tuple(d + 1 for d in thrown)))

    def _space(self) -> None:
        self.press(self.throw_button)

    def _may_hold(self) -> bool:
        s = self.snapshot.state
        return self.may_act and 0 < s.throws < THROWS and not s.rolling

    def toggle_hold(self, die: int) -> None:
        if not self._may_hold():
            return
        self.held ^= {die}
        self.refresh()


class GeneralView(_View):
    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.tray = DiceTray(("white",) * 5, self, size=DIE + 16)
        self.tray.hold_toggled.connect(self.toggle_hold)
        for k in range(5):
            self.add_shortcut(str(k + 1), lambda k=k: self.toggle_hold(k))
        left = QVBoxLayout()
        left.addStretch(1)
        # the texts change after every action: in steady boxes they move nothing and ask no layout again
        left.addWidget(steady(self.prompt, 1))
        left.addWidget(self.tray)
        left.addWidget(steady(self.throws_label, 1))
        left.addWidget(self.throw_button)
        left.addWidget(steady(self.note, 1))
        left.addStretch(1)
        lay = QHBoxLayout(self)
        lay.addLayout(left, 1)
        lay.addWidget(self.sheet, 1)

    def _roll(self, s, ms: int) -> None:
        self.tray.roll(s.dice, ms)

    def _draw_dice(self, s, mine: bool) -> None:
        for i, d in enumerate(self.tray.dice):
            d.held = i in self.held and 0 < s.throws < THROWS
            tip = (self.tr("Click (or press %1) to keep this die or to throw it again").replace("%1", str(i + 1))
                   if mine else "")
            if d.toolTip() != tip:  # a tooltip set again costs an event through the style: only a new one
                d.setToolTip(tip)
            d.show_changes()
        if self.tray.animating:
            return
        if s.rolling:
            self.tray.show_values([None if i in s.thrown else v for i, v in enumerate(s.dice or [None] * 5)])
        elif s.dice:
            self.tray.show_values(s.dice)
        elif s.last_turn:
            self.tray.show_values(s.last_turn[1], dim=True)
        else:
            self.tray.show_values([None] * 5, dim=True)

    def _throws_text(self, s) -> str:
        if s.throws == 1 and not s.rolling:
            return self.tr("Throw 1 of 3 — a combination written now gets the first-throw bonus")
        return super()._throws_text(s)

    def _decision_prompt(self, s, name: str) -> str:
        if s.throws >= THROWS:
            return self.tr("%1: choose a line on the sheet (the pale numbers are what each line would score)").replace("%1", name)
        return self.tr("%1: click the dice to keep, then throw again — or choose a line on the sheet").replace("%1", name)

    def _offers(self, s) -> dict:
        served = s.throws == 1
        col = s.player
        out = {}
        for r, line in enumerate(LINES):
            if s.sheets[col][r] is not None:
                continue
            if wins_outright(s.scoring, line, s.dice, served):
                out[(r, col)] = Cell(self.tr("wins!"), "offer", self.tr("A general on the first throw wins the match"), True)
                continue
            got = points(s.scoring, line, s.dice, served)
            tip = (self.tr("Write %1 here").replace("%1", str(got)) if got
                   else self.tr("The dice do not fit: this line would be closed with 0"))
            out[(r, col)] = Cell(str(got), "offer", tip, True)
        return out

    def _cell_chosen(self, row: int, col: int) -> None:
        s = self.snapshot.state
        if row < len(LINES) and col == s.player:
            self._emit(Action("score", (LINES[row],)))


class GoldenGeneralView(_View):
    """Two rows of five dice, one die of every colour in each: the two groups."""

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.top = list(range(5))  # for each colour, the die (0-based) that lies in group 1
        self.pending: Optional[str] = None  # the line chosen for group 1, waiting for group 2's
        self.rows = [DiceTray(GOLDEN_COLOURS, self, size=DIE + 8), DiceTray(GOLDEN_COLOURS, self, size=DIE + 8)]
        self.group_labels = [QLabel(self), QLabel(self)]
        self.swap_buttons: list[QPushButton] = []
        swaps = QWidget(self)
        sl = QHBoxLayout(swaps)
        sl.setSpacing(2)  # each button centred under its die: 12 pixels wider, 12 less between
        sl.addStretch(1)
        for c in range(5):
            b = QPushButton(swaps)  # its words: retranslate
            b.setFixedWidth(DIE + 8 + 12)  # under its colour's die (see _align_swaps)
            b.setStyleSheet("QPushButton { padding: 3px 2px; }")
            enlarge(b, 1, bold=True)
            b.clicked.connect(lambda _=False, c=c: self.swap(c))
            sl.addWidget(b)
            self.swap_buttons.append(b)
        sl.addStretch(1)
        self.swaps = swaps
        self.rows[0].die_size_changed.connect(self._align_swaps)
        self._align_swaps(self.rows[0].die_size)
        self.warning = QLabel(self)
        self.warning.setWordWrap(True)
        self.warning.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.warning.setStyleSheet("color: #b03020;")
        enlarge(self.warning, 1, bold=True)
        self.warning.setMinimumHeight(2 * self.warning.fontMetrics().lineSpacing() + 4)
        left = QVBoxLayout()
        left.setSpacing(4)  # ten rows of dice, labels and buttons: still within 700 px with Large text
        left.addStretch(1)
        # the texts change after every action: in steady boxes they move nothing and ask no layout again
        left.addWidget(steady(self.prompt, 1))
        for k, tray in enumerate(self.rows):
            enlarge(self.group_labels[k], 2)
            left.addWidget(steady(self.group_labels[k], 1))
            left.addWidget(tray)
            tray.hold_toggled.connect(lambda c, k=k: self._die_clicked(k, c))
            for c, face in enumerate(tray.dice):
                face.setAcceptDrops(True)
                face.installEventFilter(self)
                face.setProperty("general_slot", (k, c))
            if k == 0:
                left.addWidget(swaps)
        left.addWidget(steady(self.warning, 2))
        left.addWidget(steady(self.throws_label, 1))
        left.addWidget(self.throw_button)
        left.addWidget(steady(self.note, 1))
        left.addStretch(1)
        lay = QHBoxLayout(self)
        lay.addLayout(left, 1)
        lay.addWidget(self.sheet, 1)
        self._press = None  # where a drag may start: (row, colour, position)
        self.retranslate()

    # --- the two groups ----------------------------------------------------------------------------------
    def die_at(self, row: int, colour: int) -> int:
        return self.top[colour] if row == 0 else (self.top[colour] + 5) % 10

    def group(self, row: int) -> tuple[int, ...]:
        return tuple(self.die_at(row, c) for c in range(5))

    def _may_arrange(self) -> bool:
        c = self.snapshot
        return self.may_act and c.state.throws > 0 and not c.state.rolling

    def swap(self, colour: int) -> None:
        """The two dice of one colour change groups."""
        if not self._may_arrange():
            return
        self.top[colour] = (self.top[colour] + 5) % 10
        self.warning.clear()
        self.refresh()

    def move(self, source: tuple[int, int], target: tuple[int, int]) -> None:
        """A die dragged from (row, colour) onto the die at (row, colour)."""
        if not self._may_arrange() or source[0] == target[0]:
            return
        if source[1] != target[1]:
            group = self.tr("Group %1").replace("%1", str(target[0] + 1))
            colour = t(GOLDEN_COLOUR_NAMES[source[1]])
            self.warning.setText(self.tr("%1 already has a %2 die: a die can only change places with the other die of its colour.")
                                 .replace("%1", group).replace("%2", colour))
            return
        self.swap(source[1])

    def _die_clicked(self, row: int, colour: int) -> None:
        if self._may_hold():
            self.toggle_hold(self.die_at(row, colour))
        else:
            self.swap(colour)  # after the last throw a click moves the die to the other group

    def eventFilter(self, obj, event) -> bool:
        slot = obj.property("general_slot")
        if slot is None:
            return False
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton:
            self._press = (tuple(slot), event.position().toPoint())
        elif kind == QEvent.Type.MouseMove and self._press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            if (event.position().toPoint() - self._press[1]).manhattanLength() >= QApplication.startDragDistance():
                source = self._press[0]
                self._press = None
                if self._may_arrange():
                    drag = QDrag(obj)
                    data = QMimeData()
                    data.setText(f"general-die {source[0]} {source[1]}")
                    drag.setMimeData(data)
                    drag.setPixmap(obj.grab())
                    drag.exec(Qt.DropAction.MoveAction)
                    return True
        elif kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
            if event.mimeData().text().startswith("general-die "):
                event.acceptProposedAction()
                return True
        elif kind == QEvent.Type.Drop:
            parts = event.mimeData().text().split()
            if len(parts) == 3 and parts[0] == "general-die":
                event.acceptProposedAction()
                self.move((int(parts[1]), int(parts[2])), tuple(slot))
                return True
        return False

    # --- drawing -----------------------------------------------------------------------------------------
    def _new_throw(self, s) -> None:
        self.pending = None
        self.warning.clear()
        if s.throws == 0:  # a new turn: the groups start as dice 1-5 and 6-10
            self.top = list(range(5))

    def _roll(self, s, ms: int) -> None:
        for k, tray in enumerate(self.rows):
            tray.roll([s.dice[d] for d in self.group(k)], ms)

    def _draw_dice(self, s, mine: bool) -> None:
        arranging = mine and s.throws > 0
        for b in self.swap_buttons:
            b.setEnabled(arranging and not s.rolling)
        live = bool(s.dice) or s.rolling
        if live:
            dice, top = s.dice or (None,) * 10, self.top
        elif s.last_turn and len(s.last_turn[2]) == 2:  # the last turn's split, dimmed
            dice, top = s.last_turn[1], [next(d for d in s.last_turn[2][0][2] if d % 5 == c) for c in range(5)]
        else:
            dice, top = None, list(range(5))
        for k, tray in enumerate(self.rows):
            dies = [top[c] if k == 0 else (top[c] + 5) % 10 for c in range(5)]
            for c, face in enumerate(tray.dice):
                face.held = dies[c] in self.held and 0 < s.throws < THROWS
                face.show_changes()
            if tray.animating:
                continue
            if dice is None:
                tray.show_values([None] * 5, dim=True)
            else:
                tray.show_values([None if s.rolling and d in s.thrown else dice[d] for d in dies], dim=not live)
            hand = [dice[d] for d in dies] if s.dice and not s.rolling else None
            self.group_labels[k].setText(self._group_text(s, k, hand, mine))

    def _group_text(self, s, row: int, hand, mine: bool) -> str:
        text = "<b>" + self.tr("Group %1").replace("%1", str(row + 1)) + "</b>"
        if hand is None:
            if not s.dice and not s.rolling and s.last_turn and len(s.last_turn[2]) == 2:
                line, got, group = s.last_turn[2][row]  # the last turn's groups, shown dimmed
                values = " ".join(str(v) for v in sorted(s.last_turn[1][d] for d in group))
                text += f" &nbsp; <span style='color:#888888'>{values} → {t(LINE_NAMES[line])} {got}</span>"
            return text
        text += " &nbsp; " + " ".join(str(v) for v in sorted(hand))
        if row == 0 and self.pending is not None:
            text += " &nbsp;→&nbsp; " + t(LINE_NAMES[self.pending]) + f" {line_points(s.scoring, self.pending, hand)}"
        elif mine and row == (0 if self.pending is None else 1):
            text += " &nbsp; <span style='color:#20607a'>" + self.tr("← choose its line on the sheet") + "</span>"
        return text

    def _typing_prompt(self, s) -> str:
        colours = ", ".join(t(GOLDEN_COLOUR_NAMES[d % 5]) for d in s.thrown)
        return self.tr("Throw the dice marked «?» and type what they show in this order: %1").replace("%1", colours)

    def _decision_prompt(self, s, name: str) -> str:
        if self.pending is not None:
            return (self.tr("%1: now choose the line for group 2 (click «%2» again to change your mind)")
                    .replace("%1", name).replace("%2", t(LINE_NAMES[self.pending])))
        if s.throws >= THROWS:
            return self.tr("%1: click a die (or ⇅) to move it to the other group, then choose the line for group 1 "
                           "on the sheet").replace("%1", name)
        return self.tr("%1: click the dice to keep and throw again, or sort the groups with ⇅ and pick "
                       "group 1's line on the sheet").replace("%1", name)

    def _offers(self, s) -> dict:
        col = s.player
        row = 0 if self.pending is None else 1
        hand = [s.dice[d] for d in self.group(row)]
        out = {}
        for r, line in enumerate(LINES):
            if s.sheets[col][r] is not None:
                continue
            if line == self.pending:
                out[(r, col)] = Cell(f"① {line_points(s.scoring, line, [s.dice[d] for d in self.group(0)])}", "best",
                                     self.tr("Group 1 goes here; click again to choose another line"), True)
                continue
            got = line_points(s.scoring, line, hand)
            tip = self.tr("Group %1 would score %2 here").replace("%1", str(row + 1)).replace("%2", str(got))
            out[(r, col)] = Cell(str(got), "offer", tip, True)
        return out

    def _cell_chosen(self, row: int, col: int) -> None:
        s = self.snapshot.state
        if row >= len(LINES) or col != s.player or not self._may_arrange():
            return
        line = LINES[row]
        if self.pending is None:
            self.pending = line
            self.refresh()
        elif line == self.pending:
            self.pending = None
            self.refresh()
        else:
            first, self.pending = self.pending, None
            self._emit(golden_score_action(first, line, self.group(0)))

    def _align_swaps(self, size: int) -> None:
        """The buttons follow the dice as they grow with the window: the dice lie 14 pixels apart,
        the buttons 2, so a button 12 pixels wider than a die stays centred under it."""
        for b in self.swap_buttons:
            b.setFixedWidth(size + 12)

    def retranslate(self) -> None:
        for b in self.swap_buttons:
            b.setText(self.tr("⇅ Swap"))
            b.setToolTip(self.tr("Swap the two dice of this colour between the groups"))
        super().retranslate()


__all__ = ["GeneralView", "GoldenGeneralView"]
