"""Setting up a match: who sits where (a family member or the computer at a level), the variant,
and whether real dice are thrown on the table and typed in.

The players and the computers' strength come first; the variant follows, and the single rules stay
behind "More rules" (collapsed at first, with a one-line summary in words: "The book's rules",
"2 rules changed"), so that the dialog stays short on a laptop's screen.

A game that offers a match clock (``Rules.offers_clock``: chess, checkers) has a "Clock" choice:
none (the default), a few usual ones, and "Other…" with the main time, the increment and the
extra time a move in fields of their own (compendium/core/clock.py)."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from compendium.core.clock import MAX_BASE, MAX_STEP, ClockError, ClockSpec
from compendium.core.options import Option, OptionsError
from compendium.core.plugin import computer_name
from compendium.ui.i18n import t

COMPUTER_COLOURS = ["#7f8c8d", "#95a5a6", "#5d6d7e", "#808b96"]
CLOCK_PRESETS = ("300", "600+5", "900+10", "1500+10", "300d3")  # the usual clocks (core/clock.py text)
OTHER_CLOCK = "other"


def compact(combo: QComboBox, letters: int = 28) -> None:
    """A choice with long texts takes no more width than ``letters`` letters (the dialog stays
    narrow); its list still opens wide enough to read every choice whole."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(letters)
    view = combo.view()
    view.setMinimumWidth(view.sizeHintForColumn(0) + view.verticalScrollBar().sizeHint().width())


class SetupDialog(QDialog):
    def __init__(self, db, plugin, info, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.db = db
        self.plugin = plugin
        self.rules = plugin.rules
        self.info = info
        self.setWindowTitle(self.tr("New match: %1").replace("%1", t(info.name)))
        self.setMinimumWidth(640)

        self.count = QSpinBox(self)
        lo = max(1, info.players_min)
        hi = info.players_max or 12  # "any number": twelve seats fit the screen
        self.count.setRange(lo, hi)
        self.count.setValue(min(hi, max(lo, 2)))
        self.count.valueChanged.connect(self._seats_changed)
        self.add_person = QPushButton(self.tr("Add a family member…"), self)
        self.add_person.clicked.connect(self._add_profile)
        self.seat_box = QGroupBox(self.tr("Seats, in playing order"), self)
        self.seat_form = QFormLayout(self.seat_box)
        self.seat_combos: list[QComboBox] = []
        # why a computer level is not offered here (e.g. it needs an optional package)
        self.level_note = QLabel(self)
        self.level_note.setWordWrap(True)
        self.level_note.setVisible(False)

        self.preset = QComboBox(self)
        presets = self.rules.presets()
        self._presets = presets
        for name, _ in presets:
            self.preset.addItem(t(name))
        self.preset.currentIndexChanged.connect(self._apply_preset)
        compact(self.preset)
        # The rules: the variant, then "More rules" opening the single options (collapsed at first)
        self.rules_box = QGroupBox(self.tr("Rules"), self)
        rules_layout = QVBoxLayout(self.rules_box)
        if presets:
            variant_form = QFormLayout()
            variant_form.setContentsMargins(0, 0, 0, 0)
            variant_form.addRow(self.tr("Variant:"), self.preset)
            rules_layout.addLayout(variant_form)
        self.more_rules = QToolButton(self.rules_box)
        self.more_rules.setCheckable(True)
        self.more_rules.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.more_rules.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.more_rules.toggled.connect(self._show_more_rules)
        self.rules_summary = QLabel(self.rules_box)
        more_row = QHBoxLayout()
        more_row.addWidget(self.more_rules)
        more_row.addWidget(self.rules_summary, 1)
        rules_layout.addLayout(more_row)
        self.option_box = QWidget(self.rules_box)
        of = QFormLayout(self.option_box)
        of.setContentsMargins(0, 0, 0, 0)
        rules_layout.addWidget(self.option_box)
        self.option_widgets: dict[str, tuple[Option, QWidget]] = {}
        for opt in self.rules.options():
            w = self._option_widget(opt)
            self.option_widgets[opt.key] = (opt, w)
            changed = {"bool": "toggled", "int": "valueChanged"}.get(opt.kind, "currentIndexChanged")
            getattr(w, changed).connect(self._fit_players)
            getattr(w, changed).connect(self._summarise)
            getattr(w, changed).connect(self._show_relevant)
            if opt.kind == "bool":
                of.addRow(w)
            else:
                of.addRow(t(opt.label) + ":", w)
        self._option_form = of
        shown = any(not opt.fixed for opt, _ in self.option_widgets.values())
        self.more_rules.setVisible(shown)
        self.rules_summary.setVisible(shown)
        self.rules_box.setVisible(shown or bool(presets))
        self.option_box.setVisible(False)
        self._reference = self._defaults()
        self.table_dice = QCheckBox(self.tr("Real dice on the table: type in what they show"), self)
        self._make_clock_box()

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.start_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(self.tr("Start"))
        # Enter anywhere in the dialog starts the match: Start is the default button, and the
        # other push buttons never take that role when they have the focus
        self.start_button.setAutoDefault(True)
        self.start_button.setDefault(True)
        self.add_person.setAutoDefault(False)
        self.cancel_button = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setText(self.tr("Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Number of players:"), self))
        top.addWidget(self.count)
        top.addStretch(1)
        top.addWidget(self.add_person)
        # The seats and the rules scroll when they are many (Cross has thirteen rules, a game up to
        # twelve seats): the dialog fits a laptop's screen, Start and Cancel always in view.
        inner = QWidget(self)
        il = QVBoxLayout(inner)
        il.setContentsMargins(0, 0, 0, 0)
        il.addWidget(self.seat_box)
        il.addWidget(self.level_note)
        il.addWidget(self.rules_box)
        il.addWidget(self.clock_box)
        il.addStretch(1)
        self.scroll = QScrollArea(self)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setWidget(inner)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.scroll, 1)
        lay.addWidget(self.table_dice)
        lay.addWidget(buttons)
        self._seats_changed()
        if presets:
            self._apply_preset(0)
        start = plugin.variants.get(info.id)
        if start:  # a catalog variant (e.g. "All Threes") opens its engine with its own options
            wanted = self.rules.resolve_options(start)
            match = next((i for i, (_, values) in enumerate(presets)
                          if self.rules.resolve_options(values) == wanted), None)
            if match is not None:
                self.preset.setCurrentIndex(match)
            self.set_options(start)
            self._reference = {**self._defaults(), **start}
        self._show_relevant()
        self._fit_players()
        self._more_rules_text()
        self._summarise()
        # Games without dice (dominoes) have nothing to type in from the table.
        self.table_dice.setVisible(getattr(self.rules, "uses_dice", True))
        self._fit_scroll()

    SCROLL_HEIGHT = 440  # without a screen to measure: at most this tall, then the seats and rules scroll
    SCROLL_ROOM = 220  # what the rest of the dialog and its title bar need on the screen, at most

    def _fit_scroll(self) -> None:
        """The seats and rules take the room they need, as much as the screen leaves for them
        beside the rest of the dialog (SCROLL_HEIGHT without a screen), then scroll."""
        scroll = getattr(self, "scroll", None)
        if scroll is None:
            return
        inner = scroll.widget()
        for box in (inner, getattr(self, "rules_box", None)):
            if box is not None and box.layout() is not None:
                box.layout().activate()  # a part shown or hidden just now counts at once
        inner.adjustSize()
        need = inner.sizeHint()
        most = self.SCROLL_HEIGHT
        screen = self.screen()
        if screen is not None:  # the number of players, the real dice, the buttons, the title bar
            most = max(160, screen.availableGeometry().height() - self.SCROLL_ROOM - 2 * self.fontMetrics().height())
        scroll.setMinimumHeight(min(need.height(), most))
        scroll.setMinimumWidth(need.width() + scroll.verticalScrollBar().sizeHint().width())

    # --- "More rules" ------------------------------------------------------------------------------
    def _show_more_rules(self, shown: bool) -> None:
        self.option_box.setVisible(shown)
        self._more_rules_text()
        self._tab_order()
        self._fit_scroll()
        self._fit_height()
        if shown:
            self.scroll.ensureWidgetVisible(self.more_rules)

    def _fit_height(self) -> None:
        """The dialog as tall as its contents now need: it grows when the rules open, shrinks back
        when they close."""
        self.layout().activate()
        self.resize(max(self.width(), self.sizeHint().width()), self.sizeHint().height())

    def showEvent(self, event) -> None:
        self._fit_scroll()  # the texts are set and the fonts known now
        self._fit_height()
        super().showEvent(event)

    def _more_rules_text(self) -> None:
        shown = self.more_rules.isChecked()
        self.more_rules.setText(self.tr("Hide the rules") if shown else self.tr("More rules"))
        self.more_rules.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.more_rules.setToolTip(self.tr("Every rule of this game, to change one by one"))

    def _defaults(self) -> dict:
        return {opt.key: opt.default for opt, _ in self.option_widgets.values()}

    def _show_relevant(self, *_) -> None:
        """Shows only the rules that matter now: not those the chosen game fixes (one engine plays
        several games of the catalog), nor those that depend on another rule's value (the number of
        tiles to remove, only when that is the goal)."""
        form = getattr(self, "_option_form", None)
        if form is None:
            return
        now = self.options()
        for opt, w in self.option_widgets.values():
            form.setRowVisible(w, opt.applies(now))

    def changed_rules(self) -> list[str]:
        """The keys of the rules that differ from the chosen variant (or the book's game)."""
        now = self.options()
        return [key for key, value in now.items() if self._reference.get(key) != value]

    def summary(self) -> str:
        """The chosen rules in a few words: the book's, the variant's, or how many were changed."""
        changed = len(self.changed_rules())
        if changed == 1:
            return self.tr("One rule changed")
        if changed > 1:
            return self.tr("%1 rules changed").replace("%1", str(changed))
        fixed = {key for key, (opt, _) in self.option_widgets.items() if opt.fixed}  # the game itself

        def free(values: dict) -> dict:
            return {k: v for k, v in values.items() if k not in fixed}

        if free(self._reference) == free(self._defaults()):
            return self.tr("The book's rules")
        return self.tr("The rules of the chosen variant")

    def _summarise(self, *_) -> None:
        summary = getattr(self, "rules_summary", None)
        if summary is not None and hasattr(self, "_reference"):
            summary.setText(self.summary())

    # --- seats ---------------------------------------------------------------------------------
    def _seat_choices(self) -> list[tuple[str, dict]]:
        choices = []
        for p in self.db.profiles():
            choices.append((p.name, {"kind": "person", "profile": p.id, "name": p.name, "colour": p.colour}))
        notes = []
        for level in self.plugin.ai_levels:
            why = level.unavailable(self.plugin.variants.get(self.info.id) or {})
            if why is not None:  # not offered for this game (a variant, a missing package)
                if t(why) and t(why) not in notes:
                    notes.append(t(why))
                continue
            # strength first, the game's own style after it ("Computer: Strong — counts tiles");
            # the seat keeps the level, its name is made in the interface's language when shown
            label = t(computer_name(level))
            choices.append((label, {"kind": "computer", "level": level.key, "name": computer_name(level).en,
                                    "number": 0}))
        self.level_note.setText("\n".join(notes))
        self.level_note.setVisible(bool(notes))
        return choices

    def _seats_changed(self) -> None:
        previous = [c.currentIndex() for c in self.seat_combos]
        while self.seat_form.rowCount():
            self.seat_form.removeRow(0)
        self.seat_combos = []
        choices = self._seat_choices()
        people = [i for i, (_, d) in enumerate(choices) if d["kind"] == "person"]
        computers = [i for i, (_, d) in enumerate(choices) if d["kind"] == "computer"]
        default_ai = next((i for i in computers if choices[i][1]["level"] == self.plugin.default_ai),
                          computers[0] if computers else 0)
        for seat in range(self.count.value()):
            combo = QComboBox(self)
            for label, data in choices:
                combo.addItem(label, data)
                if data["kind"] == "computer":
                    level = next(lv for lv in self.plugin.ai_levels if lv.key == data["level"])
                    combo.setItemData(combo.count() - 1, t(level.about), Qt.ItemDataRole.ToolTipRole)
            if seat < len(previous) and previous[seat] >= 0:
                combo.setCurrentIndex(previous[seat])
            elif seat < len(people):
                combo.setCurrentIndex(people[seat])
            else:
                combo.setCurrentIndex(default_ai)
            self.seat_form.addRow(self.tr("Seat %1:").replace("%1", str(seat + 1)), combo)
            self.seat_combos.append(combo)
        self._tab_order()
        self._fit_scroll()

    def _tab_order(self) -> None:
        """Tab goes down the dialog as it reads: players, seats, variant, options, real dice, Start."""
        chain = [self.count, self.add_person, *self.seat_combos]
        if getattr(self, "preset", None) is not None and self.rules_box.isAncestorOf(self.preset):
            chain.append(self.preset)
        if getattr(self, "more_rules", None) is not None:
            chain.append(self.more_rules)
        chain += [w for _, w in getattr(self, "option_widgets", {}).values()]
        if getattr(self, "clock_choice", None) is not None:
            chain += [self.clock_choice, self.clock_base, self.clock_increment, self.clock_extra]
        if getattr(self, "table_dice", None) is not None:
            chain.append(self.table_dice)
        if getattr(self, "start_button", None) is not None:
            chain += [self.start_button, self.cancel_button]
        for a, b in zip(chain, chain[1:]):
            QWidget.setTabOrder(a, b)

    def _add_profile(self) -> None:
        from compendium.ui.profiles_dialog import ask_name  # no two family members share a name

        name = ask_name(self, self.db, self.tr("New family member"))
        if name:
            self.db.add_profile(name)
            self._seats_changed()

    # --- options ---------------------------------------------------------------------------------
    def _option_widget(self, opt: Option) -> QWidget:
        if opt.kind == "bool":
            w = QCheckBox(t(opt.label), self)
            w.setChecked(bool(opt.default))
        elif opt.kind == "int":
            w = QSpinBox(self)
            w.setRange(opt.minimum, opt.maximum)
            w.setValue(opt.default)
        else:
            w = QComboBox(self)
            for value, label in opt.choices:
                w.addItem(t(label), value)
            compact(w)
            # the choice in full (a narrow box may cut it), then the help
            tip = lambda _=0, w=w, opt=opt: w.setToolTip(
                "\n".join(x for x in (w.currentText(), t(opt.help) if opt.help else "") if x))
            w.currentIndexChanged.connect(tip)
            w.setCurrentIndex([c[0] for c in opt.choices].index(opt.default))
            tip()
            return w
        if opt.help:
            w.setToolTip(t(opt.help))
        return w

    def _fit_players(self, *_) -> None:
        """Keeps the number of players within what the chosen variant allows (pairs need four)."""
        try:
            least, most = self.rules.player_range(self.rules.resolve_options(self.options()))
        except ValueError:
            return  # options that do not combine: said when Start is pressed
        lo = max(least, self.info.players_min)
        hi = min(x for x in (most, self.info.players_max, 12) if x is not None)
        if lo <= hi:
            self.count.setRange(lo, hi)

    def _apply_preset(self, index: int) -> None:
        if 0 <= index < len(self._presets):
            self._reference = {**self._defaults(), **self._presets[index][1]}
            self.set_options(self._presets[index][1])
            self._summarise()

    def set_options(self, values: dict) -> None:
        for key, value in values.items():
            if key not in self.option_widgets:
                continue
            opt, w = self.option_widgets[key]
            if opt.kind == "bool":
                w.setChecked(bool(value))
            elif opt.kind == "int":
                w.setValue(int(value))
            else:
                w.setCurrentIndex(max(0, w.findData(value)))

    def options(self) -> dict:
        out = {}
        for key, (opt, w) in self.option_widgets.items():
            if opt.kind == "bool":
                out[key] = w.isChecked()
            elif opt.kind == "int":
                out[key] = w.value()
            else:
                out[key] = w.currentData()
        return out

    def players(self) -> list[dict]:
        seats = []
        n_computers = 0
        for combo in self.seat_combos:
            d = dict(combo.currentData())
            if d["kind"] == "computer":
                n_computers += 1
                d["colour"] = COMPUTER_COLOURS[(n_computers - 1) % len(COMPUTER_COLOURS)]
                if sum(1 for c in self.seat_combos if c.currentData()["kind"] == "computer") > 1:
                    d["number"] = n_computers
                    d["name"] = f"{d['name']} {n_computers}"
            seats.append(d)
        return seats

    def accept(self) -> None:
        profiles = [d.get("profile") for d in (c.currentData() for c in self.seat_combos) if d["kind"] == "person"]
        if len(profiles) != len(set(profiles)):
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.information(self, self.tr("Seats"), self.tr("Each family member can take only one seat."))
            return
        problem = self.problem()
        if problem:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.information(self, self.tr("Rules"), problem)
            return
        super().accept()

    def problem(self) -> str:
        """Why the chosen options cannot start a match (options that do not combine, a clock
        without time), or ""."""
        from compendium.core.rules import IllegalAction

        try:
            self.clock()
        except ClockError as exc:
            return t(exc.text)
        try:
            self.rules.new_match(self.count.value(), self.rules.resolve_options(self.options()))
        except (IllegalAction, OptionsError) as exc:  # both say why in both languages
            return t(exc.text)
        except ValueError as exc:  # another error of a game may carry both languages (``text``) too
            text = getattr(exc, "text", None)
            return t(text) if text is not None else str(exc)
        return ""

    # --- the clock ---------------------------------------------------------------------------------
    def _make_clock_box(self) -> None:
        self.clock_box = QGroupBox(self.tr("Clock"), self)
        form = QFormLayout(self.clock_box)
        self.clock_choice = QComboBox(self.clock_box)
        labels = [self.tr("None"), self.tr("5 min"), self.tr("10 min + 5 s a move"), self.tr("15 min + 10 s a move"),
                  self.tr("25 min + 10 s a move"), self.tr("5 min, 3 s extra a move")]
        self.clock_choice.addItem(labels[0], None)
        for label, text in zip(labels[1:], CLOCK_PRESETS):
            self.clock_choice.addItem(label, text)
        self.clock_choice.addItem(self.tr("Other…"), OTHER_CLOCK)
        self.clock_choice.setToolTip(self.tr(
            "Each player's time for the whole match. An increment is added after each move; "
            "an extra time a move is spent first and what is left of it is not kept. "
            "Whose time runs out loses."))
        form.addRow(self.tr("Clock:"), self.clock_choice)
        self.clock_base = QDoubleSpinBox(self.clock_box)
        self.clock_base.setRange(0, MAX_BASE / 60)
        self.clock_base.setDecimals(2)
        self.clock_base.setValue(10)
        self.clock_base.setSuffix(self.tr(" min"))
        self.clock_increment = QSpinBox(self.clock_box)
        self.clock_extra = QSpinBox(self.clock_box)
        for box in (self.clock_increment, self.clock_extra):
            box.setRange(0, int(MAX_STEP))
            box.setSuffix(self.tr(" s"))
        self.clock_increment.setToolTip(self.tr("Added to a player's time after each of their moves"))
        self.clock_extra.setToolTip(self.tr("Spent first on each move; the main time runs only after it, "
                                            "and what is left of it is not kept"))
        self.clock_fields = QWidget(self.clock_box)
        ff = QFormLayout(self.clock_fields)
        ff.setContentsMargins(0, 0, 0, 0)
        ff.addRow(self.tr("Main time:"), self.clock_base)
        ff.addRow(self.tr("Increment a move:"), self.clock_increment)
        ff.addRow(self.tr("Extra time a move:"), self.clock_extra)
        form.addRow(self.clock_fields)
        self.clock_fields.setVisible(False)
        self.clock_choice.currentIndexChanged.connect(self._clock_chosen)
        self.clock_box.setVisible(bool(getattr(self.rules, "offers_clock", False)))

    def _clock_chosen(self, *_) -> None:
        self.clock_fields.setVisible(self.clock_choice.currentData() == OTHER_CLOCK)
        self._fit_scroll()

    def clock(self) -> Optional[str]:
        """The chosen clock's text (``"600+5"``), None for none; ``ClockError`` (both languages)
        for fields that make no clock."""
        if not getattr(self.rules, "offers_clock", False):
            return None
        data = self.clock_choice.currentData()
        if data == OTHER_CLOCK:
            return ClockSpec(round(self.clock_base.value() * 60), self.clock_increment.value(),
                             self.clock_extra.value()).text
        return data

    def set_clock(self, text: Optional[str]) -> None:
        """Chooses a clock by its text: a preset when it is one, else "Other…" with its fields."""
        spec = ClockSpec.parse(text)
        if spec is None:
            self.clock_choice.setCurrentIndex(0)
            return
        found = self.clock_choice.findData(spec.text)
        if found >= 0:
            self.clock_choice.setCurrentIndex(found)
            return
        self.clock_choice.setCurrentIndex(self.clock_choice.findData(OTHER_CLOCK))
        self.clock_base.setValue(spec.base / 60)
        self.clock_increment.setValue(int(spec.increment))
        self.clock_extra.setValue(int(spec.extra))

    def choose_seats(self, specs: list[int]) -> None:
        """For tests and scripts: set each seat's choice by index into the combo."""
        self.count.setValue(len(specs))
        for combo, idx in zip(self.seat_combos, specs):
            combo.setCurrentIndex(idx)
