"""Yacht's view: the five dice (click or keys 1–5 to keep a die, Space to throw) and the score
sheet with every player's column, where the free lines of the player to move show what the dice
on the table would score there; clicking one of those yellow numbers writes it.

The view holds no rules: scores and legality come from the snapshot's ``rules``.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from compendium.core.snapshot import TYPING
from compendium.games.yacht.rules import (
    COMBINATIONS,
    LINE_NAMES,
    LINES,
    MAX_THROWS,
    N_DICE,
    ROLL,
    SCHOOL,
    keep_action,
    made,
    score_action,
)
from compendium.ui.i18n import t
from compendium.ui.widgets.dice import DiceTray
from compendium.core.snapshot import Snapshot
from compendium.ui.widgets.game_view import GameView
from compendium.ui.widgets.scoresheet import Cell, ScoreSheet
from compendium.ui.widgets.steady import steady
from compendium.ui.widgets.style import enlarge

TOTAL_ROW = len(LINES)


class YachtView(GameView):
    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.held = [False] * N_DICE  # the dice the person has marked to keep
        self._seen = None  # (player, throws, dice) the marks belong to

        self.tray = DiceTray(("white",) * N_DICE, self, size=64)
        self.tray.hold_toggled.connect(self.toggle)
        self.prompt = QLabel(self)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.prompt.setWordWrap(True)
        enlarge(self.prompt, 3, bold=True)
        self.throw_label = QLabel(self)
        self.throw_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.throw_label.setWordWrap(True)
        enlarge(self.throw_label, 1)
        self.throw_button = QPushButton(self)
        self.throw_button.setObjectName("primary")
        self.throw_button.setMinimumHeight(48)
        enlarge(self.throw_button, 3, bold=True)
        self.throw_button.clicked.connect(self.throw)
        self.sheet = ScoreSheet(self)
        self.sheet.cell_chosen.connect(self._cell_chosen)
        # sixteen rows must fit a laptop screen with the dice: the sheet shrinks its rows to its height

        # Window-wide keys, on only while a person is to decide (typing real dice is never taken for them).
        self.add_shortcut(Qt.Key.Key_Space, self._space)
        for i in range(N_DICE):
            self.add_shortcut(str(i + 1), lambda i=i: self._key(i))

        top = QHBoxLayout()
        top.addStretch(1)
        top.addWidget(self.tray)
        side = QVBoxLayout()
        # the texts change after every action: in steady boxes they move nothing and ask no layout again
        side.addWidget(steady(self.throw_label, 2))
        side.addWidget(self.throw_button)
        top.addLayout(side)
        top.addStretch(1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(top)
        lay.addWidget(steady(self.prompt, 2))
        lay.addWidget(self.sheet, 1)
        self.retranslate()

    # --- protocol with the match screen ----------------------------------------------------------
    def focus_target(self):
        """The score sheet gets the keyboard: arrows move among its boxes, Enter writes."""
        return self.sheet.table if self.sheet.isVisibleTo(self) else self

    def retranslate(self) -> None:
        self.throw_button.setToolTip(self.tr("Throw the dice that are not kept"))
        self._steady()
        super().retranslate()

    def _steady(self) -> None:
        """Keeps the dice and the sheet in place while the texts beside and under the dice change:
        the button and the line over it as wide as their longest text, the line over it and the
        prompt two lines high at least (a sheet pushed down a few pixels is repainted whole)."""
        texts = [self.tr("Throw  [Space]"), self.tr("Throw all five again  [Space]"),
                 self.tr("All five kept: choose a line"), self.tr("Throw %1 dice  [Space]").replace("%1", "4"),
                 self.tr("Throw 1 die  [Space]")]
        button = max(self.throw_button.fontMetrics().horizontalAdvance(x) for x in texts) + 40
        label = self.throw_label.fontMetrics().horizontalAdvance(
            self.tr("Throw %1 of 3 · keeping %2").replace("%1", "3").replace("%2", "6–6–6–6"))
        width = max(button, label)
        self.throw_button.setFixedWidth(width)
        self.throw_label.setFixedWidth(width)  # two lines high at least: its SteadyBox
        # a fixed size: a new text on the button asks no layout again
        self.throw_button.setFixedHeight(max(48, self.throw_button.sizeHint().height()))

    def animate(self, entry, ms: int) -> None:
        s = self.snapshot.state
        for die, keep in zip(self.tray.dice, s.kept):
            die.held = keep
        self.tray.roll(s.dice, ms)

    def draw(self, c: Snapshot) -> None:
        s = c.state
        mine = c.may_act and not s.over
        self.enable_shortcuts(mine)
        seen = (s.player, s.throws, s.dice)
        if seen != self._seen:  # new dice on the table: the marks start from the dice just kept
            self._seen = seen
            self.held = list(s.kept) if s.kept and 0 < s.throws < MAX_THROWS else [False] * N_DICE
        may_hold = mine and 0 < s.throws < MAX_THROWS
        self.throw_button.setVisible(not s.over)
        self.throw_button.setEnabled(mine and s.throws < MAX_THROWS and not (s.throws and all(self.held)))
        self.throw_button.setText(self._throw_text(s))
        kept = [str(d) for d, h in zip(s.dice, self.held) if h] if may_hold else []
        if kept:
            self.throw_label.setText(self.tr("Throw %1 of 3 · keeping %2").replace("%1", str(s.throws))
                                     .replace("%2", "–".join(kept)))
        elif s.throws or s.rolling:
            self.throw_label.setText(self.tr("Throw %1 of 3").replace("%1", str(s.throws + s.rolling)))
        elif s.last is not None:
            self.throw_label.setText(self._last_written(c, s))
        else:
            self.throw_label.setText("")
        self._show_dice(s, may_hold)
        self.prompt.setText(self._prompt(c, s))
        self._fill_sheet(c, s, mine)

    # --- the dice ------------------------------------------------------------------------------------
    def _show_dice(self, s, may_hold: bool) -> None:
        if self.tray.animating:
            return
        if s.rolling:  # typed dice: the kept ones show, the others wait for the values
            self.tray.show_values([d if k else None for d, k in zip(s.dice or (None,) * N_DICE, s.kept)])
            marks = s.kept
        elif s.dice:
            self.tray.show_values(s.dice)
            marks = self.held
        elif s.last is not None:
            self.tray.show_values(s.last[3], dim=True)
            marks = (False,) * N_DICE
        else:
            self.tray.show_values((None,) * N_DICE, dim=True)
            marks = (False,) * N_DICE
        for die, held in zip(self.tray.dice, marks):
            die.held = held
            shape = Qt.CursorShape.PointingHandCursor if may_hold else Qt.CursorShape.ArrowCursor
            if die.cursor().shape() != shape:
                die.setCursor(shape)
            tip = self.tr("Click to keep this die, or to throw it again") if may_hold else ""
            if die.toolTip() != tip:  # a tooltip set again costs an event through the style: only a new one
                die.setToolTip(tip)
            die.show_changes()

    def toggle(self, i: int) -> None:
        if not self.may_act:
            return
        s = self.snapshot.state
        if not 0 < s.throws < MAX_THROWS or s.rolling:
            return
        self.held[i] = not self.held[i]
        self.refresh()

    def throw(self) -> None:
        if not self.may_act:
            return
        s = self.snapshot.state
        kept = [d for d, h in zip(s.dice, self.held) if h] if s.throws else []
        if len(kept) == N_DICE:
            return
        self.action_chosen.emit(keep_action(kept) if kept else ROLL)

    def _throw_text(self, s) -> str:
        if s.throws == 0 or s.throws >= MAX_THROWS:
            return self.tr("Throw  [Space]")
        n = N_DICE - sum(self.held)
        if n == N_DICE:
            return self.tr("Throw all five again  [Space]")
        if n == 0:
            return self.tr("All five kept: choose a line")
        return self.tr("Throw %1 dice  [Space]").replace("%1", str(n)) if n > 1 else self.tr("Throw 1 die  [Space]")

    # --- the sheet -------------------------------------------------------------------------------------
    def _row_names(self) -> list[str]:
        names = {
            "yacht": self.tr("Yacht (+50)"),
            "big-straight": self.tr("Big straight (+20)"),
            "small-straight": self.tr("Small straight (+20)"),
            "four": self.tr("Four of a kind (+10)"),
            "3+2": self.tr("3+2"),
            "2+2": self.tr("2+2"),
            "three": self.tr("Three of a kind"),
            "pair": self.tr("Pair"),
            "chance": self.tr("Chance"),
        }
        # the lines 6 to 1 ("the school" in the book): "Sixes" … "Ones" in English, «Школа: 6» in Russian
        school = {"6": self.tr("Sixes"), "5": self.tr("Fives"), "4": self.tr("Fours"), "3": self.tr("Threes"),
                  "2": self.tr("Twos"), "1": self.tr("Ones")}
        rows = [names.get(line) or school.get(line) or line for line in LINES]
        return rows + [self.tr("Total")]

    def _row_tips(self) -> dict[str, str]:
        double = self.tr("On the first throw the dice count double (a premium does not).")
        tips = {
            "yacht": self.tr("Five dice alike: their sum + 50."),
            "big-straight": self.tr("2-3-4-5-6: 20 + 20."),
            "small-straight": self.tr("1-2-3-4-5: 15 + 20."),
            "four": self.tr("Four dice alike: their sum + 10."),
            "3+2": self.tr("Three dice alike and two alike of another value: the sum of all five."),
            "2+2": self.tr("Two pairs of different values: the sum of the four."),
            "three": self.tr("Three dice alike: their sum."),
            "pair": self.tr("Two dice alike: their sum (the higher pair)."),
        }
        tips = {line: tip + " " + double for line, tip in tips.items()}
        tips["chance"] = self.tr("Any dice: the sum of all five. Never doubled.")
        school = self.tr("Three dice of this value score 0, each one fewer costs 10; four or five score their pips. Never doubled.")
        return {**tips, **{line: school for line in SCHOOL}}

    def _fill_sheet(self, c, s, mine: bool) -> None:
        players = c.players
        offers = c.rules.offers(s)
        totals = [s.total(p) for p in range(len(players))]
        leader = max(totals) if any(e is not None for sheet in s.sheets for e in sheet) else None
        cells = {}
        for p in range(len(players)):
            for r, line in enumerate(LINES):
                value = s.sheets[p][r]
                if value is not None:
                    kind = "zero" if value == 0 else ("negative" if value < 0 else "")
                    tip = ""
                    if s.firsts[p][r] and value > 0 and line in COMBINATIONS and line != "chance" and s.double:
                        tip = self.tr("Made on the first throw: counted double")
                    cells[(r, p)] = Cell(str(value), kind, tip)
                elif p == s.player and line in offers:
                    points = offers[line]
                    if mine:
                        tip = self.tr("Click to write %1 here").replace("%1", str(points))
                    else:
                        tip = self.tr("What these dice would score here")
                    if line in COMBINATIONS and made(line, s.dice, s.loose) is None:
                        tip += " — " + self.tr("the dice do not make this combination")
                    cells[(r, p)] = Cell(str(points), "offer", tip, clickable=mine)
            kind = "best" if leader is not None and totals[p] == leader else "total"
            cells[(TOTAL_ROW, p)] = Cell(str(totals[p]), kind)
        self.sheet.set_sheet(self._row_names(), [c.name(p) for p in range(len(players))], cells,
                             bold_rows=(TOTAL_ROW,), active_column=None if s.over else s.player,
                             column_colours=c.colours)
        tips = self._row_tips()
        for r, line in enumerate(LINES):
            item = self.sheet.table.verticalHeaderItem(r)
            if item is not None:
                item.setToolTip(tips[line])

    def _cell_chosen(self, row: int, col: int) -> None:
        if not self.may_act or row >= len(LINES):
            return
        self.action_chosen.emit(score_action(LINES[row]))

    # --- the prompt ------------------------------------------------------------------------------------
    def _prompt(self, c, s) -> str:
        if s.over:
            res = c.result
            names = c.winners_names
            best = max(res.scores)
            if len(res.winners) > 1:
                return self.tr("%1 share first place with %2 points!").replace("%1", names).replace("%2", str(best))
            return self.tr("%1 wins with %2 points!").replace("%1", names).replace("%2", str(best))
        who = c.name(s.player)
        if c.phase == TYPING:
            n = s.kept.count(False)
            return self.tr("%1: throw the %2 dice that are not kept and type what they show below.") \
                .replace("%1", who).replace("%2", str(n))
        if not c.may_act:
            return self.tr("%1 is playing…").replace("%1", who)
        if s.throws == 0:
            return self.tr("%1: throw the five dice (Space).").replace("%1", who)
        if s.throws < MAX_THROWS:
            return self.tr("%1: click dice to keep and throw again, or click a yellow number.") \
                .replace("%1", who)
        return self.tr("%1: click a yellow number to write these dice in that line.").replace("%1", who)

    def _last_written(self, c, s) -> str:
        seat, line, points = s.last[:3]
        return self.tr("%1 wrote %2 in «%3».").replace("%1", c.name(seat)).replace("%2", str(points)) \
            .replace("%3", t(LINE_NAMES[line]))

    # --- keys ------------------------------------------------------------------------------------------
    def _space(self) -> None:
        if self.isVisible() and self.throw_button.isEnabled():
            self.throw()

    def _key(self, i: int) -> None:
        if self.isVisible():
            self.toggle(i)
