"""Dice poker's view: the five dice (click or press 1–5 to keep a die), the throw button, and
either the score sheet with every player's column (the free lines offer what they would score
now) or, in the ranking game, the hands shown so far.

The view holds no rules: it asks the snapshot's ``rules`` what may be done and emits actions.
Space throws; Enter stands in the ranking game; a line is chosen with a click, or with the
arrow keys and Enter on the sheet.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Optional

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from compendium.core.actions import Action
from compendium.games.dice_poker.rules import (
    DICE,
    HAND_NAMES,
    LINE_NAMES,
    SCHOOL,
    STAND,
    THROW,
    RankState,
    bonus,
    hand_key,
    hand_kind,
    hand_text,
    line_made,
    line_score,
    school_done,
    school_total,
    sheet_total,
)
from compendium.ui.i18n import t
from compendium.ui.widgets.dice import DiceTray, DieFace, grow_text
from compendium.core.snapshot import Snapshot
from compendium.ui.widgets.game_view import GameView
from compendium.ui.widgets.scoresheet import Cell, ScoreSheet
from compendium.ui.widgets.steady import steady
from compendium.ui.widgets.style import enlarge

SUBTOTAL, BONUS, SAVED, TOTAL = "=school", "=bonus", "=saved", "=total"


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else ("0" if n == 0 else f"−{-n}")


class DicePokerView(GameView):
    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setMinimumWidth(470)  # five dice, the buttons and three columns of the sheet
        self.held: set[int] = set()  # places the person keeps for the next throw
        self._turn = None  # (seat, rounds played) of the turn the holds belong to
        self._tumbling: tuple[int, ...] = ()
        self._tumble = QTimer(self)
        self._tumble.timeout.connect(self._tumble_frame)
        self._tumble_left = 0
        self._tumble_final: tuple[int, ...] = ()
        self._rows: list[str] = []
        self._hands_key = None

        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        enlarge(self.prompt, 2, bold=True)
        self.tray = DiceTray(["white"] * DICE, self, size=38, large=80)
        self.tray.hold_toggled.connect(self._toggle)
        self.throw_info = QLabel(self)
        enlarge(self.throw_info, 1, bold=True)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self._text_watch = grow_text(self, self.prompt, self.throw_info)  # the text grows with the dice

        self.throw_button = QPushButton(self)
        self.throw_button.setObjectName("primary")
        self.stand_button = QPushButton(self)
        for b in (self.throw_button, self.stand_button):
            b.setMinimumHeight(38)
            enlarge(b, 3, bold=True)
        self.throw_button.clicked.connect(self._throw)
        self.stand_button.clicked.connect(lambda: self.action_chosen.emit(STAND))

        self.sheet = ScoreSheet(self)
        # Twenty rows and a column a player in a small space: a little tighter than the default.
        enlarge(self.sheet.table, -1)
        enlarge(self.sheet.table.horizontalHeader(), -2)
        self.sheet.cell_chosen.connect(self._cell)
        self.hands = QWidget(self)
        self.hands_layout = QVBoxLayout(self.hands)
        self.hands_layout.setSpacing(6)
        self.hands_scroll = QScrollArea(self)
        self.hands_scroll.setWidgetResizable(True)
        self.hands_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.hands_scroll.setWidget(self.hands)

        # Window-wide keys, on only while a person may act (typing real dice must not trigger them).
        self.add_shortcut(Qt.Key.Key_Space, self._space)
        for i, key in enumerate((Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5)):
            self.add_shortcut(key, lambda i=i: self._toggle(i))
        self._stand_keys = [QShortcut(QKeySequence(key), self, activated=self._enter,
                                      context=Qt.ShortcutContext.WindowShortcut)
                            for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)]

        buttons = QHBoxLayout()
        buttons.addWidget(self.throw_button, 3)
        buttons.addWidget(self.stand_button, 2)
        dice_row = QHBoxLayout()
        dice_row.addWidget(self.tray, 1)
        # the texts change after every action: in steady boxes they move nothing and ask no layout again
        dice_row.addWidget(steady(self.throw_info, 1))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 0, 4, 0)
        lay.setSpacing(4)
        lay.addWidget(steady(self.prompt, 1))
        lay.addLayout(dice_row)
        lay.addLayout(buttons)
        lay.addWidget(steady(self.note, 1))
        lay.addWidget(self.sheet, 1)
        lay.addWidget(self.hands_scroll, 1)
        self.retranslate()

    # --- protocol with the match screen ------------------------------------------------------------
    def setup(self, snapshot) -> None:
        ranking = isinstance(snapshot.state, RankState)
        self.sheet.setVisible(not ranking)
        self.hands_scroll.setVisible(ranking)
        self.stand_button.setVisible(ranking)

    def focus_target(self):
        """The score sheet gets the keyboard: arrows move among its boxes, Enter writes."""
        return self.sheet.table if self.sheet.isVisibleTo(self) else self

    def retranslate(self) -> None:
        self.stand_button.setText(self.tr("Stand  [Enter]"))
        self.stand_button.setToolTip(self.tr("Keep this hand; the next player throws"))
        self.throw_button.setToolTip(self.tr("Throw the dice you do not keep"))
        self._hands_key = None
        super().retranslate()

    def animate(self, entry, ms: int) -> None:
        state = self.snapshot.before_last  # the state in which the dice were thrown
        self._tumbling = tuple(state.pending)
        self._tumble_final = tuple(entry.action.args)
        self._tumble_left = max(1, ms // DiceTray.FRAME_MS)
        if ms <= 0:
            self._tumble_stop()
        else:
            self._tumble.start(DiceTray.FRAME_MS)

    def draw(self, c: Snapshot) -> None:
        s = c.state
        rules = c.rules
        mine = c.may_act
        ranking = isinstance(s, RankState)
        turn = (s.player, len(s.rounds) if ranking else None)
        if s.throws == 0 or turn != self._turn:
            self.held = set()  # a new turn: nothing is kept
        self._turn = turn
        legal = c.legal
        throwable = set(rules.throwable(s))
        if mine:
            self.held &= throwable
        self.enable_shortcuts(mine)
        for sc in self._stand_keys:
            sc.setEnabled(mine and ranking)
        self._show_dice(s, throwable)
        to_throw = self._to_throw(s)
        if s.throws == 0 or not mine:
            self.throw_button.setText(self.tr("Throw  [Space]"))
            self.throw_button.setEnabled(THROW in legal)
        else:
            self.throw_button.setText(self.tr("Throw %1 again  [Space]").replace("%1", str(len(to_throw))) if to_throw
                                      else self.tr("Throw again  [Space]"))
            self.throw_button.setEnabled(bool(to_throw) and Action("throw", tuple(p + 1 for p in to_throw)) in legal)
        self.stand_button.setEnabled(STAND in legal)
        over = c.result is not None and s.over  # the end: no button of the game is left to press
        self.throw_button.setVisible(not over)
        self.stand_button.setVisible(ranking and not over)
        if ranking:
            self._refresh_ranking(s, mine)
        else:
            self._refresh_sheet(s, mine)

    # --- the dice --------------------------------------------------------------------------------------
    def _show_dice(self, s, throwable: set) -> None:
        values = list(s.dice) if s.dice else list(self._last_dice(s) or [None] * DICE)
        for place, die in enumerate(self.tray.dice):
            if place in self._tumbling and self._tumble.isActive():
                continue
            die.set_value(values[place])
            locked = isinstance(s, RankState) and s.throws == 2 and place not in throwable
            die.held = place in self.held or locked
            die.dim = not s.dice or locked
            tip = (self.tr("Locked: it was not thrown the second time") if locked
                   else self.tr("Click (or press %1) to keep or release this die").replace("%1", str(place + 1)))
            if die.toolTip() != tip:  # a tooltip set again costs an event through the style: only a new one
                die.setToolTip(tip)
            die.show_changes()

    @staticmethod
    def _last_dice(s):
        """The dice of the turn that just ended (shown dimmed until the next throw)."""
        if isinstance(s, RankState):
            rounds = s.all_rounds()
            return rounds[-1][-1][1] if rounds and rounds[-1] else (rounds[-2][-1][1] if len(rounds) > 1 else None)
        return s.last[2] if s.last else None

    def _to_throw(self, s) -> tuple[int, ...]:
        if not s.throws:
            return tuple(range(DICE))
        return tuple(p for p in self.snapshot.rules.throwable(s) if p not in self.held)

    def _toggle(self, place: int) -> None:
        c = self.snapshot
        if not self.may_act or not self.isVisible():
            return
        s = c.state
        if not s.throws or place not in c.rules.throwable(s):
            return
        self.held ^= {place}
        self.refresh()

    def _throw(self) -> None:
        s = self.snapshot.state
        if not s.throws:
            self.action_chosen.emit(THROW)
            return
        places = self._to_throw(s)
        if places:
            self.action_chosen.emit(Action("throw", tuple(p + 1 for p in places)))

    def _tumble_frame(self) -> None:
        self._tumble_left -= 1
        if self._tumble_left <= 0:
            self._tumble_stop()
            return
        for place in self._tumbling:
            self.tray.dice[place].dim = False
            self.tray.dice[place].set_value(random.randint(1, 6))

    def _tumble_stop(self) -> None:
        self._tumble.stop()
        for place, v in zip(self._tumbling, self._tumble_final):
            self.tray.dice[place].set_value(v)
        self._tumbling = ()
        self.refresh()

    def _winners(self, s) -> str:
        """Who won, and with what: the total of the sheet, or in the ranking game the hand."""
        c = self.snapshot
        res = c.result
        if res is None:
            return self.tr("The match is over")
        names = c.winners_names
        if isinstance(s, RankState):
            hands = dict(played for played in s.all_rounds()[-1]) if s.all_rounds() else {}
            hand = hands.get(res.winners[0])
            what = f"{t(HAND_NAMES[hand_kind(hand)])} ({sum(hand)})" if hand else ""
            if len(res.winners) > 1:
                return self.tr("%1 share first place: %2").replace("%1", names).replace("%2", what)
            return self.tr("%1 wins with %2!").replace("%1", names).replace("%2", what)
        best = str(max(c.rules.totals(s)))
        if len(res.winners) > 1:
            return self.tr("%1 share first place with %2 points!").replace("%1", names).replace("%2", best)
        return self.tr("%1 wins with %2 points!").replace("%1", names).replace("%2", best)

    # --- the score sheet -------------------------------------------------------------------------------
    def _refresh_sheet(self, s, mine: bool) -> None:
        c = self.snapshot
        rules = c.rules
        name = c.name(s.player)
        offers = rules.scorable_lines(s) if mine else []
        may_throw = mine and rules.may_throw(s)
        if s.over:
            self.prompt.setText(self._winners(s))
            self.throw_info.setText("")
        elif not mine:
            self.prompt.setText(self.tr("%1 is playing").replace("%1", name))
        elif not s.throws:
            self.prompt.setText(self.tr("%1: throw the dice").replace("%1", name))
        elif may_throw:
            self.prompt.setText(self.tr("%1: click dice to keep, throw again — or pick a line below").replace("%1", name))
        else:
            self.prompt.setText(self.tr("%1: no throws left — pick a line below").replace("%1", name))
        if not s.over:
            most = rules.max_throws(s)
            self.throw_info.setText(self.tr("Throw %1 of %2").replace("%1", str(s.throws)).replace("%2", str(most))
                                    if s.throws else "")
        self.note.setText(self._sheet_note(s, mine))
        self._fill_sheet(s, offers)

    def _sheet_note(self, s, mine: bool) -> str:
        c = self.snapshot
        if s.over:
            return self.tr("Each result is the player's total minus the average of all players.")
        parts = []
        if s.last is not None:
            seat, line, dice, points = s.last
            shown = " ".join(str(v) for v in dice)
            what = _signed(points) if line in SCHOOL else (str(points) if line_made(line, dice) else "—")
            parts.append(self.tr("%1 wrote %2 in «%3» (%4)").replace("%1", c.name(seat)).replace("%2", what)
                         .replace("%3", t(LINE_NAMES[line])).replace("%4", shown))
        if mine and s.variant.order == "stages" and not school_done(s.sheets[s.player]):
            parts.append(self.tr("First stage: fill the rows ones to sixes first."))
        return "\n".join(parts)

    def _fill_sheet(self, s, offers: list[str]) -> None:
        c = self.snapshot
        v = s.variant
        rows = list(SCHOOL) + [SUBTOTAL, BONUS] + [x for x in s.lines if x not in SCHOOL]
        if v.saved_throws:
            rows.append(SAVED)
        rows.append(TOTAL)
        self._rows = rows
        labels = {SUBTOTAL: self.tr("First stage"), BONUS: self.tr("Bonus"), SAVED: self.tr("Saved throws"),
                  TOTAL: self.tr("Total")}
        names = [labels[r] if r in labels else t(LINE_NAMES[r]) for r in rows]
        players = c.players
        cells = {}
        totals = [sheet_total(v, sh, b) for sh, b in zip(s.sheets, s.bank)]
        for col, (sheet, bank) in enumerate(zip(s.sheets, s.bank)):
            for row, key in enumerate(rows):
                cells[(row, col)] = self._cell_for(s, key, col, sheet, bank, offers, totals)
        # "Computer: Strong 1" on two lines, each kept whole
        heads = [c.name(i).replace(" ", "\u00a0").replace(":\u00a0", ":\n") for i in range(len(players))]
        self.sheet.set_sheet(names, heads, cells,
                             bold_rows=[rows.index(SUBTOTAL), rows.index(TOTAL)],
                             active_column=None if s.over else s.player,
                             column_colours=c.colours)

    def _cell_for(self, s, key: str, col: int, sheet, bank: int, offers, totals) -> Cell:
        v = s.variant
        if key == SUBTOTAL:
            n = school_total(sheet)
            return Cell(_signed(n), "negative" if n < 0 else "", self.tr("Rows ones to sixes together"))
        if key == BONUS:
            if not school_done(sheet):
                return Cell("", "", self.tr("%1 once the rows ones to sixes add up to 0 or more")
                            .replace("%1", str(v.school_bonus)))
            got = bonus(v, sheet)
            return Cell(f"+{got}" if got else "—", "" if got else "zero")
        if key == SAVED:
            return Cell(f"{bank} × 3 = {3 * bank}", "zero" if not bank else "",
                        self.tr("Throws saved in the first stage: 3 points each at the end"))
        if key == TOTAL:
            best = max(totals)
            return Cell(str(totals[col]), "best" if s.over and totals[col] == best else "total")
        i = s.lines.index(key)
        value = sheet[i]
        if value is not None:
            made = key in SCHOOL or value != 0
            text = _signed(value) if key in SCHOOL else (str(value) if made else "—")
            kind = "negative" if value < 0 else ("zero" if not made else "")
            return Cell(text, kind)
        if col == s.player and key in offers:
            points = line_score(v, key, s.dice, s.throws == 1)
            made = line_made(key, s.dice)
            text = _signed(points) if key in SCHOOL else (str(points) if made else "—")
            tip = (self.tr("Write %1 here").replace("%1", text) if made
                   else self.tr("Not made: a dash here"))
            return Cell(text, "offer", tip, clickable=True)
        return Cell()

    def _cell(self, row: int, col: int) -> None:
        c = self.snapshot
        if not self.may_act or col != c.state.player or row >= len(self._rows):
            return
        self.action_chosen.emit(Action("score", (self._rows[row],)))

    # --- the ranking game ------------------------------------------------------------------------------
    def _refresh_ranking(self, s: RankState, mine: bool) -> None:
        c = self.snapshot
        name = c.name(s.player)
        if s.over:
            self.prompt.setText(self._winners(s))
            self.throw_info.setText("")
        elif not mine:
            self.prompt.setText(self.tr("%1 is playing").replace("%1", name))
        elif not s.throws:
            self.prompt.setText(self.tr("%1: throw the dice").replace("%1", name))
        else:
            self.prompt.setText(self.tr("%1: click dice to keep, throw the rest — or stand")
                                .replace("%1", name))
        if not s.over:
            self.throw_info.setText(self.tr("Throw %1 of %2").replace("%1", str(s.throws)).replace("%2", "3")
                                    if s.throws else "")
        note = ""
        locked = [p + 1 for p in range(DICE) if p not in s.free]
        if s.throws == 2 and not s.over and locked:
            note = self.tr("Dice %1 stay as they are: only the dice thrown the second time may be thrown again.")
            note = note.replace("%1", ", ".join(str(p) for p in locked))
        elif s.throws:
            note = self.tr("Now: %1").replace("%1", t(hand_text(s.dice)))
        self.note.setText(note)
        self._fill_hands(s)

    def _fill_hands(self, s: RankState) -> None:
        c = self.snapshot
        key = (s.all_rounds(), s.over, s.player)
        if key == self._hands_key:
            return
        self._hands_key = key
        while self.hands_layout.count():
            item = self.hands_layout.takeAt(0)
            if item.widget():
                item.widget().hide()
                item.widget().deleteLater()
        title = QLabel(self.tr("Hands, from the best"), self.hands)
        enlarge(title, 2, bold=True)
        self.hands_layout.addWidget(title)
        rounds = s.all_rounds()
        for n, played in enumerate(rounds):
            if n:
                seats = ", ".join(c.name(seat) for seat in s.contenders) if n == len(rounds) - 1 and not s.over \
                    else ", ".join(c.name(seat) for seat, _ in played)
                head = QLabel(self.tr("Equal best hands — played again: %1").replace("%1", seats), self.hands)
                head.setWordWrap(True)
                enlarge(head, 1, bold=True)
                self.hands_layout.addWidget(head)
            tb = s.variant.tie_break
            ordered = sorted(played, key=lambda sh: hand_key(sh[1], tb), reverse=True)
            for seat, hand in ordered:
                self.hands_layout.addWidget(self._hand_row(s, seat, hand, hand_key(hand, tb) == hand_key(
                    ordered[0][1], tb), s.over and n == len(rounds) - 1))
        waiting = list(s.contenders[len(s.hands):]) if not s.over else []
        if waiting:
            wait = QLabel(self.tr("Still to throw: %1").replace("%1", ", ".join(c.name(x) for x in waiting)),
                          self.hands)
            wait.setWordWrap(True)
            self.hands_layout.addWidget(wait)
        self.hands_layout.addStretch(1)

    def _hand_row(self, s: RankState, seat: int, hand, top: bool, decided: bool) -> QWidget:
        """One player's hand: the name and what the hand is, and the dice under them."""
        box = QFrame(self.hands)
        if top:
            box.setStyleSheet("QFrame { background: #dff3e2; border-radius: 6px; }")
        grid = QGridLayout(box)
        grid.setContentsMargins(6, 3, 6, 3)
        grid.setHorizontalSpacing(2)
        mark = "★ " if top and decided else ""
        who = QLabel(f"{mark}{self.name(seat)}: {t(HAND_NAMES[hand_kind(hand)])} ({sum(hand)})", box)
        enlarge(who, 1, bold=top)
        grid.addWidget(who, 0, 0, 1, DICE + 1)
        counts = Counter(hand)
        for i, value in enumerate(sorted(hand, key=lambda v: (-counts[v], -v))):  # equal dice side by side
            die = DieFace("white", box, size=30)
            die.set_value(value)
            grid.addWidget(die, 1, i)
        grid.setColumnStretch(DICE, 1)
        return box

    # --- keys --------------------------------------------------------------------------------------------
    def _space(self) -> None:
        self.press(self.throw_button)

    def _enter(self) -> None:
        if self.isVisible() and self.stand_button.isVisible() and self.stand_button.isEnabled():
            self.stand_button.click()
        elif self.isVisible() and self.may_act and self.sheet.isVisible():
            self.sheet.choose_current()  # Enter writes the sheet's current box


__all__ = ["DicePokerView"]
