"""Thirteen's view: the two dice (the special one drawn apart), the running total in large figures,
the throws of the turn, and one button per operation showing the total it would give and whether
that total scores. Keys 1–8 press the buttons.

The view holds no rules: results come from ``rules.op_value`` / ``rules.score_of``.
"""

from __future__ import annotations

import random
from typing import Optional

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from compendium.games.thirteen.rules import (
    COLOURED,
    OPS,
    THROWS,
    op_action,
    op_formula,
    op_value,
    score_of,
)
from compendium.ui.widgets.dice import PIPS, DieFace, WindowWatch, grown, paint_die
from compendium.core.snapshot import Snapshot
from compendium.ui.widgets.game_view import GameView
from compendium.ui.widgets.style import enlarge

SEVEN = PIPS[6] + [(0.5, 0.5)]


class SpecialDie(DieFace):
    """A die that can show 7 pips (the special die numbered 2 to 7)."""

    def paintEvent(self, event) -> None:
        if self.value != 7:
            return super().paintEvent(event)
        p = QPainter(self)
        m = self.width() * 0.08
        rect = QRectF(m, m, self.width() - 2.4 * m, self.height() - 2.4 * m)
        paint_die(p, rect, 0, self.colour, self.held, self.dim)  # the body without pips
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#222222"))
        r = rect.width() * 0.08
        for fx, fy in SEVEN:
            p.drawEllipse(QPointF(rect.x() + fx * rect.width(), rect.y() + fy * rect.height()), r, r)
        p.end()


class ThirteenDice(QWidget):
    """The special die and the ordinary die side by side, each with a caption, and a short tumble."""

    FRAME_MS = 55

    def __init__(self, parent: Optional[QWidget] = None, size: int = 96):
        super().__init__(parent)
        self.special = SpecialDie("yellow", self, size)
        self.plain = DieFace("white", self, size)
        self.special_caption = QLabel(self)
        self.plain_caption = QLabel(self)
        lay = QGridLayout(self)
        lay.setHorizontalSpacing(36)
        lay.setColumnStretch(0, 1)
        lay.setColumnStretch(3, 1)
        for col, (die, cap) in enumerate(((self.special, self.special_caption), (self.plain, self.plain_caption)), 1):
            cap.setAlignment(Qt.AlignmentFlag.AlignCenter)
            lay.addWidget(die, 0, col, Qt.AlignmentFlag.AlignHCenter)
            lay.addWidget(cap, 1, col)
        self.faces = range(2, 8)
        # the dice grow with the window as every game's do: ``size`` in a laptop's window, 1.5 times
        # it on a full-HD screen
        self._small, self._large = size, round(size * 1.5)
        self._watch = WindowWatch(self, self._rescale)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._frame)
        self._frames = 0
        self._final: tuple = (None, None)
        self._rng = random.Random()


    @property
    def die_size(self) -> int:
        return self.plain.width()

    def _rescale(self) -> None:
        size = round(grown(self, self._small, self._large))
        for die in (self.special, self.plain):
            die.set_size(size)

    def set_kind(self, die: str) -> None:
        self.special.colour = "red" if die == COLOURED else "yellow"
        self.faces = range(1, 7) if die == COLOURED else range(2, 8)
        self.special.update()

    def show_values(self, values, dim: bool = False) -> None:
        if self.animating:
            return
        for d, v in zip((self.special, self.plain), values):
            d.dim = dim
            d.set_value(v)

    def roll(self, values, ms: int) -> None:
        self._final = tuple(values)
        self._frames = max(1, ms // self.FRAME_MS)
        if ms <= 0:
            self._finish()
        else:
            self._timer.start(self.FRAME_MS)

    @property
    def animating(self) -> bool:
        return self._timer.isActive()

    def _frame(self) -> None:
        self._frames -= 1
        if self._frames <= 0:
            self._finish()
            return
        self.special.dim = self.plain.dim = False
        self.special.set_value(self._rng.choice(self.faces))
        self.plain.set_value(self._rng.randint(1, 6))

    def _finish(self) -> None:
        self._timer.stop()
        self.show_values(self._final)


class ThirteenView(GameView):
    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.prompt = QLabel(self)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.prompt.setWordWrap(True)
        enlarge(self.prompt, 4, bold=True)
        self.dice = ThirteenDice(self)
        self.total_caption = QLabel(self)
        self.total_caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        enlarge(self.total_caption, 2)
        self.total_label = QLabel(self)
        self.total_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        enlarge(self.total_label, 26, bold=True)
        self.steps_label = QLabel(self)
        self.steps_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.steps_label.setWordWrap(True)
        enlarge(self.steps_label, 2)

        self.buttons: dict[str, QPushButton] = {}
        grid = QGridLayout()
        grid.setSpacing(8)
        for i, op in enumerate(OPS):
            b = QPushButton(self)
            b.setMinimumHeight(64)
            enlarge(b, 1, bold=True)
            b.clicked.connect(lambda _=False, op=op: self._chosen(op))
            grid.addWidget(b, i // 4, i % 4)
            self.buttons[op] = b
            self.add_shortcut(str(i + 1), lambda b=b: self._key(b))

        self.players_grid = QGridLayout()
        self.players_grid.setHorizontalSpacing(18)
        self._rows: list[tuple[QLabel, QLabel, QLabel, QLabel]] = []

        lay = QVBoxLayout(self)
        lay.addWidget(self.prompt)
        lay.addStretch(1)
        lay.addWidget(self.dice)
        lay.addWidget(self.total_caption)
        lay.addWidget(self.total_label)
        lay.addWidget(self.steps_label)
        lay.addSpacing(8)
        lay.addLayout(grid)
        lay.addSpacing(14)
        players = QHBoxLayout()
        players.addStretch(1)
        players.addLayout(self.players_grid)
        players.addStretch(1)
        lay.addLayout(players)
        lay.addStretch(1)
        self._names: dict[str, str] = {}
        self.retranslate()

    # --- protocol with the match screen ----------------------------------------------------------
    def setup(self, snapshot) -> None:
        self.dice.set_kind(snapshot.state.die)
        self._build_rows()
        self.retranslate()

    def retranslate(self) -> None:
        self._names = {
            "add": self.tr("Add"), "sub": self.tr("Subtract"),
            "mul2": self.tr("×2 and add"), "mul3": self.tr("×3 and add"), "mul4": self.tr("×4 and add"),
            "div2": self.tr("÷2 and add"), "div3": self.tr("÷3 and add"), "div4": self.tr("÷4 and add"),
        }
        self.dice.plain_caption.setText(self.tr("ordinary die"))
        if self.snapshot is not None:
            coloured = self.snapshot.state.die == COLOURED
            self.dice.special_caption.setText(self.tr("coloured die: its 1 counts as 7") if coloured
                                              else self.tr("special die: 2 to 7"))
            self.refresh()

    def animate(self, entry, ms: int) -> None:
        self.dice.roll(entry.action.args, ms)

    def draw(self, c: Snapshot) -> None:
        s = c.state
        seat = c.acting
        mine = seat is not None
        legal = set(c.legal)
        self.enable_shortcuts(mine)
        if s.last:
            self.dice.show_values(s.last, dim=not s.choosing)
        else:
            self.dice.show_values((None, None), dim=True)
        shown = seat if seat is not None else self._shown_seat(s)
        total = s.totals[shown]
        self.total_label.setText(str(total))
        self.total_caption.setText(self.tr("Running total of %1").replace("%1", c.name(shown)))
        hit = bool(s.steps[shown]) and s.steps[shown][-1].gained
        style = "color: #1d7a3a;" if hit else ""
        if self.total_label.styleSheet() != style:  # a style sheet set again re-polishes the label
            self.total_label.setStyleSheet(style)
        self.steps_label.setText(self._steps_text(s.steps[shown]))
        for i, op in enumerate(OPS):
            b = self.buttons[op]
            action = op_action(op, seat if s.simultaneous else None)
            b.setEnabled(action in legal)
            text = self._names[op]
            second = f"[{i + 1}]"
            style = tip = ""
            if s.choosing:
                new = op_value(op, total, s.last_sum)
                gained = score_of(new, s.modulus)
                second = f"→ {new}" + (f"  ✓ +{gained}" if gained else "") + f"    [{i + 1}]"
                if gained:
                    tip = self.tr("scores %1!").replace("%1", str(gained))
                    style = "QPushButton { background: #d8f0dc; color: #14532d; }"
            b.setText(text + "\n" + second)
            if b.toolTip() != tip:
                b.setToolTip(tip)
            if b.styleSheet() != style:  # set again, the same sheet re-polishes and lays out the button
                b.setStyleSheet(style)
        self.prompt.setText(self._prompt(s, seat, mine))
        self._update_rows(s)

    # --- texts ---------------------------------------------------------------------------------------
    def _prompt(self, s, seat, mine: bool) -> str:
        c = self.snapshot
        if s.over:
            best = max(s.scores)
            winners = ", ".join(c.name(q) for q in range(s.n) if s.scores[q] == best)
            return self.tr("The match is over: %1 wins with %2 points.").replace("%1", winners).replace("%2", str(best))
        if not s.choosing:
            if s.throws == 0:
                return self.tr("%1 throws: a new turn of five throws").replace("%1", c.name(s.player))
            return self.tr("Throw %1 of 5 is coming…").replace("%1", str(s.throws + 1))
        if mine:
            text = self.tr("%1: throw %2 of 5 shows %3 — choose what to do with it")
            if s.simultaneous:
                text = self.tr("%1: everybody uses throw %2 of 5 (%3) — choose privately")
            return text.replace("%1", c.name(seat)).replace("%2", str(s.throws)).replace("%3", str(s.last_sum))
        if s.simultaneous:
            return self.tr("Everybody chooses what to do with throw %1 (%2)").replace(
                "%1", str(s.throws)).replace("%2", str(s.last_sum))
        return self.tr("%1 chooses what to do with %2").replace("%1", c.name(s.player)).replace("%2", str(s.last_sum))

    @staticmethod
    def _steps_text(steps) -> str:
        parts = []
        prev = 0
        for st in steps:
            part = str(st.total) if st.op is None else op_formula(st.op, prev, st.sum, short=True)
            if st.gained:
                part += f" ✓{st.gained}"
            parts.append(part)
            prev = st.total
        return "   →   ".join(parts)

    # --- whose numbers to show -------------------------------------------------------------------------
    def _shown_seat(self, s) -> int:
        """Whose running total the big figure shows when nobody at the screen is deciding."""
        viewer = self.snapshot.viewer
        if s.over:
            return max(range(s.n), key=lambda q: s.scores[q])
        if s.simultaneous:
            return viewer if viewer is not None else 0
        if s.throws == 0:  # between turns: the turn just played
            return (s.player - 1) % s.n
        return s.player

    # --- players -----------------------------------------------------------------------------------------
    def _build_rows(self) -> None:
        self.clear_layout(self.players_grid)
        self._rows = []
        head = [QLabel(self) for _ in range(4)]
        for col, h in enumerate(head):
            self.players_grid.addWidget(h, 0, col)
        self._head = head
        for i in range(len(self.snapshot.players)):
            row = tuple(QLabel(self) for _ in range(4))
            for col, w in enumerate(row):
                self.players_grid.addWidget(w, i + 1, col)
                if col:
                    w.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self._rows.append(row)

    def _update_rows(self, s) -> None:
        c = self.snapshot
        self._head[1].setText(self.tr("Total"))
        self._head[2].setText(self.tr("Points"))
        self._head[3].setText(self.tr("Throws") if not s.simultaneous else "")
        for i, (name, total, pts, status) in enumerate(self._rows):
            turn = not s.over and not s.simultaneous and i == s.player
            name.setText(("▶ " if turn else "   ") + c.name(i))
            if name.font().bold() != turn:  # a new font lays the row out again: only when it changes
                f = name.font()
                f.setBold(turn)
                name.setFont(f)
            total.setText(str(s.totals[i]) if s.steps[i] else "–")
            pts.setText(str(s.scores[i]))
            if s.simultaneous:
                chosen = s.pending[i] is not None if s.pending else False
                status.setText(self.tr("has chosen") if chosen else (self.tr("choosing…") if s.choosing else ""))
            else:
                playing = not s.over and i == s.player and s.throws
                done = s.throws if playing else len(s.steps[i])
                status.setText(f"{done}/{THROWS}" if s.steps[i] else "")

    # --- input ---------------------------------------------------------------------------------------------
    def _chosen(self, op: str) -> None:
        c = self.snapshot
        if not self.may_act:
            return
        self.action_chosen.emit(op_action(op, c.acting if c.state.simultaneous else None))

    def _key(self, button: QPushButton) -> None:
        self.press(button)
