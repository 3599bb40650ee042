"""Categor's table view: the sheet as in the book's example, turned on its side so that it fits
any number of players — one line per column (1 at the top), one column of boxes per player, with
each column's leader in green, burned columns crossed out, and the boxes where the throw on the
table may go shown pale and clickable.

The view holds no rules: it asks the snapshot's ``rules`` and the rules helpers what stands where.
Keys: Space throws again, D switches dash mode, arrows and Enter choose a box (the sheet's own).
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from compendium.core.actions import Action
from compendium.games.categor.rules import (
    AGAIN,
    CANCELLED,
    DASH,
    FREE,
    HIDDEN,
    OVER,
    SIMUL,
    CategorState,
    Outcome,
    current_value,
    outcomes,
    possible_values,
    seat_points,
    village_die,
)
from compendium.ui.widgets.dice import DiceTray, DieFace
from compendium.core.snapshot import Snapshot
from compendium.ui.widgets.game_view import GameView
from compendium.ui.widgets.scoresheet import Cell, ScoreSheet
from compendium.ui.widgets.steady import steady
from compendium.ui.widgets.style import enlarge


class CategorView(GameView):
    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self._seats: list[int] = []  # seat shown in each column of the sheet
        self._targets: dict[tuple[int, int], Action] = {}  # (sheet row, sheet column) -> action
        self._named: Optional[int] = None  # the value chosen to name (Categor without dice)
        self._dash_mode = False

        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        enlarge(self.prompt, 4, bold=True)
        self.fixed_die = DieFace("blue", self, size=64)  # Village: the die the round fixes
        self.tray = DiceTray(("white", "white"), self, size=64)  # one die in Village (see ``bind``)
        self.tray.die_size_changed.connect(self.fixed_die.set_size)  # the fixed die grows with the others
        self.fixed_die.set_size(self.tray.die_size)
        self.info = QLabel(self)
        self.info.setWordWrap(True)
        self.info.setAlignment(Qt.AlignmentFlag.AlignCenter)
        enlarge(self.info, 1)

        self.again_button = QPushButton(self)
        self.again_button.setObjectName("primary")
        self.again_button.clicked.connect(lambda: self.action_chosen.emit(AGAIN))
        self.dash_button = QPushButton(self)
        self.dash_button.setCheckable(True)
        self.dash_button.toggled.connect(self._dash_toggled)
        for b in (self.again_button, self.dash_button):
            b.setMinimumHeight(44)
            enlarge(b, 2, bold=True)

        self.values_row = QWidget(self)  # Categor without dice: the values one may name
        self.values_layout = QGridLayout(self.values_row)
        self.values_layout.setContentsMargins(0, 0, 0, 0)
        self.values_layout.setSpacing(4)
        self.values_label = QLabel(self.values_row)
        enlarge(self.values_label, 1, bold=True)
        self.value_buttons: list[QPushButton] = []

        self.sheet = ScoreSheet(self)
        self.sheet.cell_chosen.connect(self._cell_chosen)
        self.legend = QLabel(self)
        self.legend.setWordWrap(True)
        self.legend.setStyleSheet("color: #555555;")

        self.add_shortcut(Qt.Key.Key_Space, self._space)
        self.add_shortcut(Qt.Key.Key_D, self._dash_key)

        top = QHBoxLayout()
        top.addStretch(1)
        top.addWidget(self.fixed_die)
        top.addWidget(self.tray)
        self._top = top
        top.addSpacing(16)
        top.addWidget(self.again_button)
        top.addWidget(self.dash_button)
        top.addStretch(1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        # the texts change after every action: in steady boxes they move nothing and ask no layout again
        lay.addWidget(steady(self.prompt, 1))
        lay.addLayout(top)
        lay.addWidget(steady(self.info, 1))
        lay.addWidget(self.values_row)
        lay.addWidget(self.sheet, 1)
        lay.addWidget(steady(self.legend, 1))
        self.setMinimumWidth(520)
        self.retranslate()

    def sizeHint(self) -> QSize:
        return QSize(760, 640)  # the sheet wants room: the log and standings beside it need less

    # --- protocol with the match screen ----------------------------------------------------------
    def setup(self, snapshot) -> None:
        cfg = snapshot.state.cfg
        # Partners side by side (pairs sit opposite at the table), each sheet of the Competition apart.
        self._seats = sorted(range(cfg.players), key=lambda s: (cfg.table_of(s), cfg.team_of[s] if cfg.pairs else 0, s))
        self.tray.set_colours(("white",) if cfg.village else ("white", "white"))
        self.tray.show_values([None] * (1 if cfg.village else 2), dim=True)
        self.dash_button.setVisible(cfg.order != "free")
        self.again_button.setVisible(cfg.per_turn != 1 or cfg.stock > 0)
        self._build_values(possible_values(cfg) if cfg.throws == "named" else ())

    def focus_target(self):
        """The score sheet gets the keyboard: arrows move among its boxes, Enter writes."""
        return self.sheet.table if self.sheet.isVisibleTo(self) else self

    def retranslate(self) -> None:
        self.again_button.setText(self.tr("Throw again  [Space]"))
        self.again_button.setToolTip(self.tr("Spend one of your spare throws and throw both dice again"))
        self.dash_button.setText(self.tr("Give up a column  [D]"))
        self.dash_button.setToolTip(self.tr("Then click a box: a dash gives that column up and keeps the row in order"))
        for b in (self.again_button, self.dash_button):
            b.setMinimumWidth(b.fontMetrics().horizontalAdvance(b.text()) + 36)
        self.values_label.setText(self.tr("Value to name:"))
        super().retranslate()

    def animate(self, entry, ms: int) -> None:
        if entry.action.verb != "dice":
            return
        values = tuple(entry.action.args)
        self.tray.roll(values, ms)

    # --- drawing -----------------------------------------------------------------------------------
    def draw(self, c: Snapshot) -> None:
        s = c.state  # the controller hides the rows this screen may not show (``rules.view_for``)
        cfg = s.cfg
        seat = c.acting
        legal = list(c.legal)
        self.enable_shortcuts(seat is not None)
        self.again_button.setEnabled(AGAIN in legal)
        can_dash = any(a.verb == "dash" for a in legal)
        writes = [a for a in legal if a.verb in ("write", "place", "name")]
        if not can_dash and self.dash_button.isChecked():
            self.dash_button.setChecked(False)
        if can_dash and not writes and not self.dash_button.isChecked():
            self.dash_button.setChecked(True)  # nothing fits: only a dash is left
        self.dash_button.setEnabled(can_dash)
        self._dash_mode = self.dash_button.isChecked() and can_dash
        named = cfg.throws == "named" and any(a.verb == "name" for a in legal)
        self.values_row.setVisible(named)
        if named:
            offered = sorted({a.args[2] for a in legal if a.verb == "name"})
            if self._named not in offered:
                self._named = offered[-1]
            for b in self.value_buttons:
                v = b.property("value")
                b.setEnabled(v in offered)
                b.setChecked(v == self._named)
        self._draw_dice(s)
        self._draw_sheet(s, seat, legal)
        self.prompt.setText(self._prompt(s, seat, legal))
        self.info.setText(self._info(s, seat))
        legend = self.tr("Green: the entry leading its column. Crossed out: a tie for the top "
                         "(the column burns) or a cancelled column. Pale: where you may write now.")
        if cfg.cancel or cfg.teams in ("pairs-cancel", "pairs-capture"):
            legend += " " + self.tr("✕ marks a cancelled column, ★ a captured one.")
        self.legend.setText(legend)

    def _draw_dice(self, s: CategorState) -> None:
        cfg = s.cfg
        self.tray.setVisible(cfg.throws != "named" and s.phase != OVER)
        self.fixed_die.setVisible(cfg.village and s.phase != OVER)
        if cfg.village:
            mover = s.seat
            self.fixed_die.set_value(village_die(s, mover))
        if self.tray.animating:
            return
        if s.throw:
            self.tray.show_values(s.throw)
        else:
            self.tray.show_values([None] * (1 if cfg.village else 2), dim=True)

    def _draw_sheet(self, s: CategorState, seat: Optional[int], legal: list[Action]) -> None:
        c = self.snapshot
        cfg = s.cfg
        col_of = {r: i for i, r in enumerate(self._seats)}
        results = outcomes(s)
        cells: dict[tuple[int, int], Cell] = {}
        last = set(s.last)
        for col in range(cfg.n_cols):
            for r in range(cfg.players):
                entries = s.cells[r][col]
                out = results[cfg.table_of(r)][col]
                if any(HIDDEN in s.cells[q][col] for q in cfg.tables[cfg.table_of(r)]):
                    out = Outcome("open")  # who leads is unknown while some rows are hidden
                kind = ""
                if (r, col) in out.best:  # the leader's entries, or the pair that captured the column
                    kind = "best"
                elif (r, col) in out.burned:
                    kind = "burned"
                text = self._entries_text(entries)
                if HIDDEN in entries:
                    kind, text = "hidden", "?"
                elif kind == "" and any(e == DASH or e == 0 for e in entries if e is not FREE):
                    kind = "zero"
                tip = self.tr("Just written") if (r, col) in last else ""
                cells[(col, col_of[r])] = Cell(text, kind, tip)
        # where the person may write now
        self._targets = {}
        value = current_value(s) if s.throw else None
        for a in legal:
            if a.verb == "dash" and self._dash_mode:
                r = a.args[0] if len(a.args) == 2 else seat
                col = a.args[-1] - 1
                text = "—"
            elif a.verb in ("write", "place") and not self._dash_mode:
                if a.verb == "place":
                    r, col = a.args[0], a.args[1] - 1
                else:
                    col = a.args[0] - 1
                    r = a.args[1] if len(a.args) == 2 else seat
                text = self._entries_text(s.cells[r][col], value)
            elif a.verb == "name" and not self._dash_mode and a.args[2] == self._named:
                r, col = a.args[0], a.args[1] - 1
                text = self._entries_text(s.cells[r][col], self._named)
            else:
                continue
            key = (col, col_of[r])
            self._targets[key] = a
            cells[key] = Cell(text, "offer", self.tr("Click to write here"), clickable=True)
        # the points row
        pts, _ = seat_points(s)
        hidden_rows = any(HIDDEN in e for row in s.cells for e in row)
        for r in range(cfg.players):
            cells[(cfg.n_cols, col_of[r])] = Cell("?" if hidden_rows else str(pts[r]), "total")
        rows = [self._row_label(s, col) for col in range(cfg.n_cols)] + [self.tr("Points")]
        names = [self._column_label(r) for r in self._seats]
        groups = self._groups()
        colours = [c.colour(r) for r in self._seats]
        active = col_of.get(seat) if seat is not None else None
        self.sheet.set_sheet(rows, names, cells, bold_rows=(cfg.n_cols,), active_column=active,
                             column_colours=colours, column_groups=groups)

    def _entries_text(self, entries: tuple, offered: Optional[int] = None) -> str:
        if all(e is FREE for e in entries) and offered is None:
            return ""
        shown = []
        placed = False
        for e in entries:
            if e is FREE:
                if offered is not None and not placed:
                    shown.append(str(offered))
                    placed = True
                else:
                    shown.append("·" if len(entries) > 1 else "")
            elif e == DASH:
                shown.append("—")
            elif e == HIDDEN:
                shown.append("?")
            else:
                shown.append(str(e))
        if len(entries) == 1:
            return shown[0]
        return (" × " if self.snapshot.state.cfg.combine == "product" else " + ").join(shown)

    def _row_label(self, s: CategorState, col: int) -> str:
        cfg = s.cfg
        label = self.tr("Column %1 — %2 pt").replace("%1", str(col + 1)).replace("%2", str(cfg.col_values[col]))
        mark = s.closed[col]
        if mark is not None:
            label += "  ✕" if mark == CANCELLED else "  ★"
        return label

    def _column_label(self, r: int) -> str:
        c = self.snapshot
        cfg = c.state.cfg
        name = c.name(r)
        if c.players[r].is_computer and ": " in name:
            name = name.split(": ", 1)[1]  # "Computer: Expert 1" is too wide for a narrow column
        if cfg.teams == "duplicate":
            name += " (" + self.tr("pair %1").replace("%1", str(cfg.team_of[r] + 1)) + ")"
        d = cfg.direction[r]
        if d:
            name += " ↓" if d < 0 else " ↑"
        return name

    def _groups(self) -> Optional[list[str]]:
        cfg = self.snapshot.state.cfg
        if cfg.teams == "duplicate":
            return [self.tr("Sheet %1").replace("%1", str(cfg.table_of(r) + 1)) for r in self._seats]
        if cfg.pairs:
            return [self.tr("Pair %1").replace("%1", str(cfg.team_of[r] + 1)) for r in self._seats]
        return None

    def _prompt(self, s: CategorState, seat: Optional[int], legal: list[Action]) -> str:
        c = self.snapshot
        cfg = s.cfg
        if s.phase == OVER:
            names = c.winners_names
            return self.tr("The sheet is full. Winner: %1").replace("%1", names)
        if seat is None:
            if s.phase == SIMUL:
                waiting = c.waiting
                return self.tr("Waiting for %1 to choose").replace("%1", ", ".join(c.name(i) for i in waiting))
            who = c.turn
            return self.tr("%1 plays").replace("%1", c.name(who)) if who is not None else ""
        name = c.name(seat)
        if cfg.throws == "named":
            return self.tr("%1: choose a value above, then click a pale box in your column "
                           "(nobody sees it before all have chosen)").replace("%1", name)
        v = current_value(s)
        writes = [a for a in legal if a.verb in ("write", "place")]
        if not writes and AGAIN in legal:
            if any(a.verb == "dash" for a in legal):
                return self.tr("%1: %2 fits nowhere — throw again, or give a column up with a dash"
                               ).replace("%1", name).replace("%2", str(v))
            return self.tr("%1: %2 fits nowhere — throw again").replace("%1", name).replace("%2", str(v))
        if not writes:
            return self.tr("%1: %2 fits nowhere in order — give a column up with a dash").replace("%1", name).replace("%2", str(v))
        if self._dash_mode:
            return self.tr("%1: click the box of the column you give up").replace("%1", name)
        if s.phase == SIMUL and cfg.teams != "duplicate":
            return self.tr("%1: everybody writes %2 — click a pale box in your column "
                           "(nobody sees it before all have chosen)").replace("%1", name).replace("%2", str(v))
        if cfg.teams == "duplicate":
            return self.tr("%1: your throw is %2, the same as on the other sheet — click a pale box to write it"
                           ).replace("%1", name).replace("%2", str(v))
        text = self.tr("%1: you threw %2 — click a pale box to write it").replace("%1", name).replace("%2", str(v))
        if AGAIN in legal:
            text += self.tr(", or throw again")
        return text

    def _info(self, s: CategorState, seat: Optional[int]) -> str:
        c = self.snapshot
        cfg = s.cfg
        parts = []
        mover = seat if seat is not None else c.turn
        if cfg.village and mover is not None:
            parts.append(self.tr("Round die: %1 (the blue one)").replace("%1", str(village_die(s, mover))))
        if (cfg.per_turn != 1 or cfg.stock > 0) and mover is not None:
            left = s.bank[mover]
            parts.append(self.tr("Throws left for %1: %2").replace("%1", c.name(mover)).replace("%2", str(left)))
        if cfg.order != "free":
            parts.append(self.tr("↓ the row's entries must get smaller from column 1 down; ↑ larger"))
        if cfg.beat != "none":
            parts.append(self.tr("An entry must be higher than the previous player's in that column")
                         if cfg.beat == "previous" else self.tr("An entry must be higher than every entry in that column"))
        if cfg.value == "product" or cfg.village:
            parts.append(self.tr("The dice are multiplied"))
        if c.over:
            pass  # everything is shown at the end
        elif cfg.hidden == "all":
            parts.append(self.tr("The other rows stay hidden until the end"))
        elif cfg.hidden == "partner":
            parts.append(self.tr("Your partner's row stays hidden until the end"))
        return "  ·  ".join(parts)

    # --- choosing ----------------------------------------------------------------------------------
    def _cell_chosen(self, row: int, col: int) -> None:
        action = self._targets.get((row, col))
        if action is not None and self.may_act:
            self.dash_button.setChecked(False)
            self.action_chosen.emit(action)

    def _dash_toggled(self, on: bool) -> None:
        if self.snapshot is not None:
            self.refresh()

    def _build_values(self, values: tuple) -> None:
        for b in self.value_buttons:
            self.values_layout.removeWidget(b)
            b.deleteLater()
        self.value_buttons = []
        self.values_layout.addWidget(self.values_label, 0, 0, 1, 10)
        for i, v in enumerate(values):
            b = QPushButton(str(v), self.values_row)
            b.setCheckable(True)
            b.setProperty("value", v)
            enlarge(b, 2, bold=True)
            b.setMinimumWidth(b.fontMetrics().horizontalAdvance("36") + 22)
            b.clicked.connect(lambda _=False, v=v: self._choose_value(v))
            self.values_layout.addWidget(b, 1 + i // 10, i % 10)
            self.value_buttons.append(b)

    def _choose_value(self, v: int) -> None:
        self._named = v
        self.refresh()

    # --- keys --------------------------------------------------------------------------------------
    def _space(self) -> None:
        self.press(self.again_button)

    def _dash_key(self) -> None:
        if self.isVisible() and self.dash_button.isVisible() and self.dash_button.isEnabled():
            self.dash_button.toggle()


__all__ = ["CategorView"]
