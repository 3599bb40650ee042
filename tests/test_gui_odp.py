"""GUI: the open-domino relocation and laying games (10–32) through their view: for every game of the
engine a whole match against the computer played through the real widgets (tiles on the field by
click, drag or keys; the tile turned up and hand tiles by a click in the panel, then a cell; the
verbs by their buttons; "Turn round" when the other arrow is wanted), the recorded move exactly the
one intended and the finished match stored and named; the "Turn round" button; a hidden hand's
digits never painted; and a laying game and a relocation game played by the keyboard alone."""

import random

import pytest
from gui_helpers import check_stored, person_decisions, start_game
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from compendium.core.actions import Action
from compendium.games.od_placement import view as odp_view
from compendium.games.od_placement.rules import ALL_SPECS as SPECS  # every game of the engine
from compendium.games.od_placement.view import DRAWN, TileStrip, orientation
from compendium.games.open_domino.equipment import Tile
from compendium.ui.widgets import field as field_module

# short variants where the options have them (the no-progress limit at its least)
OPTIONS = {10: {"limit": 10}, 11: {"limit": 10}, 12: {"limit": 10}, 13: {"limit": 10}, 14: {"limit": 10},
           15: {"limit": 10}, 17: {"limit": 10}, 20: {"limit": 10}, 28: {"limit": 10}, 31: {"limit": 10}}
PANEL_VERBS = {"draw": "draw_tile_button", "keep": "keep_button", "pass": "pass_button",
               "cannot": "cannot_button", "accept-draw": "accept_button", "decline-draw": "decline_button"}


def gid(n: int) -> str:
    return f"open-domino-{n:02d}"


class PlacementDriver:
    """A person at the view: each decision a random legal action (never resigning nor offering a
    draw), made through the widgets; the ways of choosing a cell taken in turn."""

    def __init__(self, qtbot, window, seed: int, ways=("click", "drag", "keys")):
        self.qtbot = qtbot
        self.window = window
        self.rng = random.Random(seed)
        self.ways_allowed = ways
        self.ways: set[str] = set()
        self.turn = 0
        self.turned_round = 0

    @property
    def view(self):
        return self.window.match_screen.view

    # --- the field ----------------------------------------------------------------------------------
    def click(self, cell: int) -> None:
        board = self.view.board
        self.qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.cell_rect(cell).center())

    def drag(self, src: int, dst: int) -> None:
        board = self.view.board
        a, b = board.cell_rect(src).center(), board.cell_rect(dst).center()
        self.qtbot.mousePress(board, Qt.MouseButton.LeftButton, pos=a)
        self.qtbot.mouseMove(board, pos=(a + b) / 2)
        self.qtbot.mouseMove(board, pos=b)
        self.qtbot.mouseRelease(board, Qt.MouseButton.LeftButton, pos=b)

    def keys_to(self, cell: int) -> None:
        board = self.view.board
        if QApplication.focusWidget() is not board:
            board.setFocus()
        if board.key_cell is None:
            self.qtbot.keyClick(board, Qt.Key.Key_Right)
        for _ in range(40):
            now = board.key_cell
            if now == cell:
                break
            (fa, ra), (fb, rb) = board._screen_pos(now), board._screen_pos(cell)
            key = (Qt.Key.Key_Right if fb > fa else Qt.Key.Key_Left) if fa != fb else \
                (Qt.Key.Key_Down if rb > ra else Qt.Key.Key_Up)
            self.qtbot.keyClick(board, key)
        assert board.key_cell == cell
        self.qtbot.keyClick(board, Qt.Key.Key_Return)

    def to_cell(self, cell: int, way: str) -> None:
        (self.keys_to if way == "keys" else self.click)(cell)

    # --- the panel ----------------------------------------------------------------------------------
    def strip_with(self, key: str):
        view = self.view
        for strip in [view.drawn_tile] + view.seat_strips:
            if key in strip.keys():
                return strip
        raise AssertionError(f"no tile {key} in the panel")

    def pick(self, key: str, to_place: bool = True) -> None:
        """Clicks the tile ``key`` in the panel: it is picked to be put on the field (or, with nothing
        to place, chosen at once)."""
        strip = self.strip_with(key)
        assert strip.isVisible()
        rect = next(r for i, r in strip._layout() if strip.items[i][1] == key)
        self.qtbot.mouseClick(strip, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())
        if to_place:
            assert self.view._picked == key

    def button(self, name: str) -> None:
        b = getattr(self.view, name)
        assert b.isVisible() and b.isEnabled(), name
        self.qtbot.mouseClick(b, Qt.MouseButton.LeftButton)

    def want_spare(self, action) -> None:
        """Sets "Spare my tiles" for a put-down with a word after its arrow (game 26's ``spare``)."""
        spare = str(action.args[-1]) not in ("up", "down")
        if (spare or self.view._variants) and self.view.spare_button.isChecked() != spare:
            self.button("spare_button")
            self.ways.add("spare")

    def want_arrow(self, ways: dict, up: bool) -> None:
        """Presses "Turn round" until the view will put the tile down with ``up``."""
        if len(ways) > 1 and self.view.preferred_up != up:
            self.button("turn_button")
            self.turned_round += 1
            assert self.view.preferred_up == up

    # --- one decision -------------------------------------------------------------------------------
    def move(self, c) -> None:
        view = self.view
        snap = c.snapshot()
        legal = [a for a in snap.legal if a.verb not in ("resign", "offer-draw")]
        assert legal, "a person to move has a move"
        action = self.rng.choice(legal)
        geo = c.state.geo
        before = len(c.match.record.actions)
        way = self.ways_allowed[self.turn % len(self.ways_allowed)]
        self.turn += 1
        verb = action.verb
        if verb in PANEL_VERBS:
            self.button(PANEL_VERBS[verb])
            way = "button"
        elif verb == "move":
            src, dst = geo.parse(str(action.args[0])), geo.parse(str(action.args[1]))
            ways = view._field_puts[(src, dst)]
            up = orientation(action)
            self.want_arrow(ways, up)
            self.want_spare(action)
            if way == "drag" and src != dst:
                self.drag(src, dst)
            else:
                way = "keys" if way == "keys" else "click"
                self.to_cell(src, way)
                self.to_cell(dst, way)
        elif verb in ("open", "take", "choose"):
            cell = geo.parse(str(action.args[0]))
            way = "keys" if way == "keys" else "click"
            self.to_cell(cell, way)
            self.to_cell(cell, way)
        elif verb in ("lay", "play"):
            key = DRAWN if verb == "lay" else str(action.args[0])
            at = max(i for i, a in enumerate(action.args) if a in ("up", "down"))
            dst = geo.parse(str(action.args[at - 1]))
            if view._picked != key:
                self.pick(key)
            self.want_arrow(view._beside[key][dst], orientation(action))
            self.want_spare(action)
            way = "keys" if way == "keys" else "click"
            self.to_cell(dst, way)
        elif verb == "bet":
            way = "keys" if way == "keys" else "click"
            self.to_cell(geo.parse(str(action.args[0])), way)
        else:
            self.pick(str(action.args[0]), to_place=False)
            way = "panel"
        self.ways.add(way)
        QApplication.processEvents()
        assert len(c.match.record.actions) > before, f"{way} of {action.notation} did nothing"
        assert c.match.record.actions[before] == action, (c.match.record.actions[before], action)


@pytest.mark.parametrize("number", sorted(SPECS))
def test_whole_match_against_the_computer(qtbot, window, number):
    c = start_game(window, gid(number), [0, "easy"], OPTIONS.get(number, {}))
    driver = PlacementDriver(qtbot, window, seed=number)
    moves = 0
    for _ in person_decisions(qtbot, c):
        driver.move(c)
        moves += 1
        assert moves < 600
    assert moves >= 1
    if moves >= 3:
        assert len(driver.ways) >= 2
    view = window.match_screen.view
    assert view.prompt.text() and ("wins" in view.prompt.text() or "drawn" in view.prompt.text()
                                   or "over" in view.prompt.text())
    check_stored(window, c, gid(number))


# variants with verbs of their own: choosing a hand tile (select), bets, keeping the tile turned up,
# laying removed tiles back, sparing one's own tiles, then opening, across the field, a queen's move
VARIANTS = [(n, o) for n, o in [
    (16, {"relay16": True}), (21, {"hands21": True}), (21, {"move21": True}), (22, {"across22": True}),
    (23, {"then16": True}), (24, {"hand24": True}), (26, {"own26": "may"}), (26, {"contact26": True, "later26": True}),
    (30, {"bets30": True}), (31, {"moveflipped31": True})] if n in SPECS]


@pytest.mark.parametrize("number, options", VARIANTS, ids=[f"{n}-{'-'.join(o)}" for n, o in VARIANTS])
def test_variants_against_the_computer(qtbot, window, number, options):
    c = start_game(window, gid(number), [0, "easy"], {**OPTIONS.get(number, {}), **options})
    driver = PlacementDriver(qtbot, window, seed=number + 100)
    moves = 0
    for _ in person_decisions(qtbot, c):
        driver.move(c)
        moves += 1
        assert moves < 600
    assert moves >= 1
    check_stored(window, c, gid(number))


def test_turn_round_chooses_the_arrow(qtbot, window):
    """Game 23 (arrows free): the tile turned up is shown pointing at the opponent; "Turn round"
    (the button or R) turns it, the tile is laid that way, and the next tile points naturally again."""
    c = start_game(window, gid(23), [0, "easy"])
    view = window.match_screen.view
    qtbot.waitUntil(lambda: c.phase == "person", timeout=20000)
    assert c.state.drawn is not None and view._picked == DRAWN
    assert view.drawn_tile.items[0][0].arrow == 1 and view.preferred_up
    both = [cell for cell, ways in view._beside[DRAWN].items() if len(ways) == 2]
    if c.state.drawn.is_double:  # a double is laid one way only
        assert not view.turn_button.isVisible()
        return
    assert both and view.turn_button.isVisible()
    qtbot.mouseClick(view.turn_button, Qt.MouseButton.LeftButton)
    assert not view.preferred_up and view.drawn_tile.items[0][0].arrow == -1
    assert view.board.target_face.arrow == -1
    qtbot.keyClick(view.board, Qt.Key.Key_R)  # the key does the same
    assert view.preferred_up
    qtbot.keyClick(view.board, Qt.Key.Key_R)
    assert not view.preferred_up
    before = len(c.match.record.actions)
    cell = both[0]
    qtbot.mouseClick(view.board, Qt.MouseButton.LeftButton, pos=view.board.cell_rect(cell).center())
    done = c.match.record.actions[before]
    assert done == Action("lay", (c.state.geo.name(cell), "down"))
    assert c.state.cells[cell][-1].up is False
    qtbot.waitUntil(lambda: c.phase in ("person", "over"), timeout=20000)
    if c.phase == "person":
        assert view.preferred_up  # the next tile points at the opponent again


def test_an_opened_tile_turned_round_where_it_lies(qtbot, window):
    """Game 16: a tile opened (two clicks on it) is left where it lies by a third click, turned
    round when "Turn round" says so; the carried tile is drawn that way."""
    c = start_game(window, gid(16), [0, "easy"])
    view = window.match_screen.view
    board = view.board
    qtbot.waitUntil(lambda: c.phase == "person", timeout=20000)
    for _ in range(20):  # a tile that may stay either way (no contact, not a double)
        cell = next(iter(view._in_place))
        for _ in range(2):
            qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.cell_rect(cell).center())
        assert c.state.opened == cell or c.phase != "person"
        if c.phase == "person" and c.state.opened == cell and len(view._field_puts.get((cell, cell), {})) == 2:
            break
        if c.phase == "person" and c.state.opened is not None:  # leave it and try the next turn
            qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.cell_rect(c.state.opened).center())
            qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.cell_rect(c.state.opened).center())
        qtbot.waitUntil(lambda: c.phase in ("person", "over"), timeout=20000)
        assert c.phase == "person"
    ways = view._field_puts[(cell, cell)]
    assert view.turn_button.isVisible()
    natural = view.preferred_up
    assert board.carried[cell].arrow == (1 if natural else -1)
    qtbot.mouseClick(view.turn_button, Qt.MouseButton.LeftButton)
    assert view.preferred_up is not natural and board.carried[cell].arrow == (-1 if natural else 1)
    before = len(c.match.record.actions)
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.cell_rect(cell).center())
    if board.selected == cell:
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.cell_rect(cell).center())
    assert c.match.record.actions[before] == ways[not natural]


def test_hidden_tiles_never_show_their_digits(qtbot, window, monkeypatch):
    """A hand the viewer may not see, the stacks and the face-down tiles on the field arrive with
    digits -1 and are painted face down: no painted face carries a digit of theirs."""
    c = start_game(window, gid(23), [0, "easy"])
    view = window.match_screen.view
    qtbot.waitUntil(lambda: c.phase == "person", timeout=20000)
    snap = c.snapshot()
    state = snap.state
    secret = (Tile("A", 0, -1, -1), Tile("A", 1, -1, -1), Tile("A", 0, -1, -1))
    mine = (Tile("B", 1, 2, 5),)
    from dataclasses import replace

    hands = (mine, secret)
    shown = replace(snap, state=replace(state, hands=hands))
    painted = []
    original = field_module.paint_face

    def spy(p, rect, face):
        painted.append(face)
        return original(p, rect, face)

    monkeypatch.setattr(odp_view, "paint_face", spy)
    view.update_snapshot(shown)
    QApplication.processEvents()
    strip = view.seat_strips[1]
    assert strip.isVisible() and len(strip.items) >= 3
    assert all(it[0].face_down for it in strip.items if it is not None)
    painted.clear()
    strip.repaint()
    assert len(painted) == 3 and all(f.upper is None and f.lower is None for f in painted)
    painted.clear()
    view.stacks.repaint()
    assert painted and all(f.face_down for f in painted)
    # the viewer's own hand is open
    assert not view.seat_strips[0].items[0][0].face_down
    # nothing painted anywhere shows a -1
    painted.clear()
    view.grab()
    assert all(f.upper != -1 and f.lower != -1 for f in painted)
    assert "-1" not in view.seat_titles[1].text()


# --- the keyboard alone ---------------------------------------------------------------------------------
def focused(window):
    return QApplication.focusWidget() or window


def keys_plan(c, view, rng):
    """The keys for one decision: the first legal move of the field or the tile turned up (its cell
    reached with the arrows), or D / K / P for the verbs."""
    board = view.board
    legal = [a for a in c.snapshot().legal if a.verb not in ("resign", "offer-draw")]
    verbs = {a.verb for a in legal}
    geo = c.state.geo
    if view._picked and board.targets and QApplication.focusWidget() is board:
        target = min(board.targets)
        return walk(board, target) + [Qt.Key.Key_Return]
    if "lay" in verbs:
        return [Qt.Key.Key_T]
    if "play" in verbs and "draw" not in verbs:  # Tab to the hand, Enter picks its first playable tile
        focus = QApplication.focusWidget()
        if isinstance(focus, TileStrip) and focus.keys():
            return [Qt.Key.Key_Return]
        return [Qt.Key.Key_Tab]
    moves = [a for a in legal if a.verb in ("move", "open")]
    if moves:
        a = moves[0]
        src = geo.parse(str(a.args[0]))
        dst = geo.parse(str(a.args[1])) if a.verb == "move" else src
        if board.selected != src:
            return walk(board, src) + [Qt.Key.Key_Return]
        return walk(board, dst) + [Qt.Key.Key_Return]
    if "draw" in verbs:
        return [Qt.Key.Key_D]
    if "pass" in verbs:
        return [Qt.Key.Key_P]
    if "keep" in verbs:
        return [Qt.Key.Key_K]
    raise AssertionError(f"no key for {verbs}")


def walk(board, cell):
    """The arrow keys from the cursor to ``cell``."""
    if board.key_cell is None:
        return [Qt.Key.Key_Right]
    (fa, ra), (fb, rb) = board._screen_pos(board.key_cell), board._screen_pos(cell)
    keys = [Qt.Key.Key_Right if fb > fa else Qt.Key.Key_Left] * abs(fb - fa)
    keys += [Qt.Key.Key_Down if rb > ra else Qt.Key.Key_Up] * abs(rb - ra)
    return keys


KEYBOARD_GAMES = [(23, {}), (10, {"limit": 10})] + [(n, {}) for n in (29,) if n in SPECS]  # 29: hand and stack


@pytest.mark.parametrize("number, options", KEYBOARD_GAMES)
def test_a_whole_match_by_keys_alone(qtbot, window, number, options):
    c = start_game(window, gid(number), [0, "easy"], options)
    view = window.match_screen.view
    rng = random.Random(number)
    presses = 0
    decisions = 0
    while True:
        qtbot.waitUntil(lambda: c.phase in ("person", "over"), timeout=30000)
        if c.phase == "over":
            break
        focus = QApplication.focusWidget()
        assert focus is view.focus_target() or view.isAncestorOf(focus), f"the focus is on {focus!r}"
        before = len(c.match.record.actions)
        for k in keys_plan(c, view, rng):
            qtbot.keyClick(focused(window), k)
            presses += 1
        if len(c.match.record.actions) > before:
            decisions += 1
        assert presses < 20000, "the match does not end by keys"
    assert c.match.over and decisions >= 1


def test_tab_reaches_the_panel(qtbot, window):
    """Tab goes from the field to the panel's buttons; Enter on a focused tile of the panel picks it."""
    c = start_game(window, gid(23), [0, "easy"])
    view = window.match_screen.view
    qtbot.waitUntil(lambda: c.phase == "person", timeout=20000)
    view.board.setFocus()
    seen = set()
    for _ in range(12):
        qtbot.keyClick(focused(window), Qt.Key.Key_Tab)
        seen.add(QApplication.focusWidget())
    assert view.drawn_tile in seen or any(b in seen for b in view.buttons)
    view.drawn_tile.setFocus()
    view._picked = ""
    qtbot.keyClick(view.drawn_tile, Qt.Key.Key_Return)
    assert view._picked == DRAWN and QApplication.focusWidget() is view.board
    assert view.board.key_cell in view.board.targets
    qtbot.keyClick(view.board, Qt.Key.Key_Escape)  # put back: no targets until T picks it again
    assert view._picked == "" and not view.board.targets
    qtbot.keyClick(view.board, Qt.Key.Key_T)
    assert view._picked == DRAWN and view.board.targets


def test_the_hint_is_shown_on_the_field(qtbot, window):
    c = start_game(window, gid(23), [0, "easy"])
    view = window.match_screen.view
    qtbot.waitUntil(lambda: c.phase == "person", timeout=20000)
    geo = c.state.geo
    view.show_hint(Action("lay", ("d5", "up")))
    assert view.board.last_move == (geo.parse("d5"),)
    view.show_hint(Action("move", ("c2", "d5", "down")))
    assert view.board.last_move == (geo.parse("c2"), geo.parse("d5"))
    view.show_hint(Action("open", ("c2",)))
    assert view.board.last_move == (geo.parse("c2"),)


def test_the_panel_stands_beside_or_under_the_field(qtbot, window):
    c = start_game(window, gid(23), [0, "easy"])
    view = window.match_screen.view
    qtbot.waitUntil(lambda: c.phase == "person", timeout=20000)
    assert view.panel.x() > view.board.x()  # along: beside
    board = view.board.mapTo(view, QPoint(0, 0))
    assert view.panel.mapTo(view, QPoint(0, 0)).x() >= board.x() + view.board.width() - 2


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("number", sorted(SPECS))
def test_the_match_screen_fits_a_laptop(qtbot, open_window, monkeypatch, number, lang):
    """As tests/test_gui_fit.py checks the other engines: at 1366×700 every button of the match
    screen lies inside the window, at the start, in the middle and at the end, in both languages."""
    from test_gui_fit import HEIGHT, WIDTH, check_fit, play_to_the_end

    from compendium.ui import controller as ctl

    monkeypatch.setenv("COMPENDIUM_LANG", lang)
    window = open_window("Anna")
    if lang == "ru":
        window.language.setCurrentIndex(1)
    window.resize(WIDTH, HEIGHT)
    c = start_game(window, gid(number), [0, "easy"], OPTIONS.get(number, {}))
    qtbot.waitUntil(lambda: c.phase in (ctl.PERSON, ctl.OVER, ctl.HANDOVER), timeout=30000)
    check_fit(window, "at the start")
    view = window.match_screen.view
    assert view.board.width() >= 200 and view.board.height() >= 300
    play_to_the_end(qtbot, window, c, seed=number)
    check_fit(window, "at the end")
    if lang == "ru":
        window.language.setCurrentIndex(0)  # the next test in this process starts in English


def test_spare_my_tiles_chooses_the_second_form(qtbot, window):
    """A put-down with a second form (game 26's ``… spare``): "Spare my tiles" (S) chooses it."""
    from dataclasses import replace

    from compendium.games.od_placement.view import OdPlacementView

    c = start_game(window, gid(23), [0, "easy"])
    qtbot.waitUntil(lambda: c.phase == "person", timeout=20000)
    snap = c.snapshot()
    geo = snap.state.geo
    free = next(i for i, s in enumerate(snap.state.cells) if not s)
    name = geo.name(free)
    legal = (Action("lay", (name, "up")), Action("lay", (name, "up", "spare")), Action("resign"))
    view = OdPlacementView()
    qtbot.addWidget(view)
    view.resize(1000, 650)
    view.show()
    chosen = []
    view.action_chosen.connect(chosen.append)
    view.begin(replace(snap, legal=legal))
    assert view.spare_button.isVisible() and not view.spare_button.isChecked()
    board = view.board
    assert board.targets == {free}
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.cell_rect(free).center())
    assert chosen == [legal[0]]
    view.update_snapshot(replace(snap, legal=legal, state=replace(snap.state, plies=snap.state.plies)))
    qtbot.mouseClick(view.spare_button, Qt.MouseButton.LeftButton)
    assert view.spare_button.isChecked()
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.cell_rect(free).center())
    assert chosen == [legal[0], legal[1]]


@pytest.mark.skipif(29 not in SPECS, reason="game 29 (hidden hands) is not here")
def test_the_computers_hidden_hand_is_drawn_face_down(qtbot, window, monkeypatch):
    """Game 29: the tiles the computer holds are hidden from the person: every one of them is drawn
    face down (its back only), through a whole match, but for the tiles the person saw sent back into
    it from the field (not laid again since)."""
    painted = []
    original = field_module.paint_face
    monkeypatch.setattr(odp_view, "paint_face", lambda p, r, face: (painted.append((p.device(), face)),
                                                                     original(p, r, face)))
    c = start_game(window, gid(29), [0, "easy"])
    view = window.match_screen.view
    driver = PlacementDriver(qtbot, window, seed=29)
    seen_hidden = 0
    for _ in person_decisions(qtbot, c):
        held = c.state.hands[1]
        strip = view.seat_strips[1]
        if held and not c.match.over:
            painted.clear()
            strip.repaint()
            seen = len(c.rules.spec(c.state).known(c.state)[1])  # sent back: everybody saw them
            faces = [it[0] for it in strip.items if it is not None]
            assert len(faces) == len(held) and sum(f.face_down for f in faces) == len(held) - seen
            mine = [f for device, f in painted if device is strip]
            assert len(mine) == len(held) and sum(f.face_down for f in mine) == len(held) - seen
            seen_hidden += 1
        driver.move(c)
    assert seen_hidden >= 1


@pytest.mark.parametrize("number,private", [(29, True), (23, False)])
def test_two_people_hand_the_laptop_over_only_where_hands_are_hidden(qtbot, window, number, private):
    """Game 29 hides each hand from the other player: between two people the screen is covered
    until the next one takes the laptop, and each sees only his own hand. Game 23 hides nothing of
    one player from the other: no cover."""
    from compendium.ui import controller as ctl

    c = start_game(window, gid(number), [0, 1])
    qtbot.waitUntil(lambda: c.phase in (ctl.PERSON, ctl.HANDOVER), timeout=10000)
    assert c.rules.is_private(c.state) is private
    for _ in range(4):
        if c.phase == ctl.HANDOVER:
            c.handover_done()
        qtbot.waitUntil(lambda: c.phase == ctl.PERSON, timeout=10000)
        snap = c.snapshot()
        if private:
            assert snap.viewer == snap.acting
            other = 1 - snap.acting
            assert all(t.a == -1 for t in snap.state.hands[other])
        else:
            assert snap.viewer is None
        seat = snap.acting
        action = next(a for a in snap.legal if a.verb not in ("resign", "offer-draw"))
        c.person_action(action)
        qtbot.waitUntil(lambda: c.phase in (ctl.PERSON, ctl.HANDOVER, ctl.OVER), timeout=10000)
        if c.phase == ctl.OVER:
            break
        if c.snapshot().acting != seat or c.phase == ctl.HANDOVER:
            assert (c.phase == ctl.HANDOVER) is private


def test_the_event_line_names_the_players(qtbot, window):
    """The words under the prompt name the player a tile was turned up for, never a seat number."""
    from compendium.ui import controller as ctl

    c = start_game(window, gid(23), [0, "easy"])
    qtbot.waitUntil(lambda: c.phase == ctl.PERSON, timeout=10000)
    view = window.match_screen.view
    action = next(a for a in c.snapshot().legal if a.verb == "lay")
    c.person_action(action)
    qtbot.waitUntil(lambda: c.phase in (ctl.PERSON, ctl.OVER), timeout=10000)
    text = view.event_label.text()
    assert "turns up" in text and "{seat" not in text
