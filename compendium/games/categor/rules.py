"""Categor ("Катего") and its variants, Qt-free rules: one engine, the variants are options.

The base game (Reiner Knizia's): every player has a row of twelve boxes, one for each column worth
1 to 12 points. A turn is one throw of two dice, whose sum the player writes into a free box of his
own row. When the sheet is full, each column goes to the single highest entry; a shared highest
entry burns the column (nobody scores it). 15 columns are used for 7–9 players, 18 for 10–12.

The variants of the book's "short descriptions" are options that combine where their rules allow:
two entries per column (Big), products (Multiplication), writing into any row with products of a
row's entries (Super), cancelling by equal entries, a falling row with dashes and spare throws
(Power), the fir-tree column values with one falling and one rising row, the pair variants (sums of
partners, cancelling, capture, the duplicate Competition on two sheets, Olympic), one throw for
everybody written secretly (Psychological), values named instead of thrown, budgets of throws
(spare, saved, limited, Town, Village).

Notation (seats are numbered from 0, columns from 1):
``dice A B`` (``dice D`` in Village) a throw; ``write C`` into column C of one's own row;
``write C R`` into column C of seat R's row (Super); ``dash C`` give up column C (ordered rows);
``again`` spend a spare throw; simultaneous decisions name the seat first: ``place S C``,
``dash S C`` (one throw for everybody), ``name S C V`` (value V named for column C).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional

from compendium.core import registry
from compendium.core.actions import Action
from compendium.core.dice import (
    check_count,
    check_faces,
    dice_chances,
    numbers_wanted,
    throw_due,
    typed_values,
)
from compendium.core.options import Options, OptionsError, option
from compendium.core.rules import (
    CHANCE,
    SIMULTANEOUS,
    IllegalAction,
    Result,
    Rules,
)
from compendium.core.text import Text, seat_ref, seats_ref

FREE = None  # an empty box
DASH = -1  # a box given up with a dash
HIDDEN = -2  # a box the viewer may not see (only in ``view_for``)
CANCELLED = "x"  # ``closed`` mark of a column cancelled by equal entries

THROW, PLACE, SIMUL, OVER = "throw", "place", "simul", "over"
AGAIN = Action("again")

SUMS = tuple(range(2, 13))
PRODUCTS = tuple(sorted({a * b for a in range(1, 7) for b in range(1, 7)}))


def _t(en: str, ru: str) -> Text:
    return Text(en, ru)


# --- options ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class CategorOptions(Options):
    """The options of Categor, declared once; the catalogued variants are sets of them."""

    columns: int = option(0, _t("Columns", "Столбцы"), choices=(
        (0, _t("As the book advises: 12; 15 for 7–9 players; 18 for 10–12",
               "Как советует книга: 12; 15 при 7–9 игроках; 18 при 10–12")),
        (12, _t("12", "12")), (15, _t("15", "15")), (18, _t("18", "18"))))
    value: str = option("sum", _t("What a throw is worth", "Что даёт бросок"), choices=(
        ("sum", _t("The sum of the two dice", "Сумму двух костей")),
        ("product", _t("The product of the two dice", "Произведение двух костей"))))
    entries: int = option(1, _t("Numbers each player writes into a column", "Сколько чисел каждый пишет в столбец"),
                          minimum=1, maximum=2)
    combine: str = option("sum", _t("A player's two numbers in a column count as", "Два числа игрока в столбце дают"),
                          choices=(
        ("sum", _t("Their sum (Big Categor)", "Их сумму («Большое катего»)")),
        ("product", _t("Their product (Super Categor)", "Их произведение («Суперкатего»)"))))
    anywhere: bool = option(False, _t("Throws may go into any player's row (Super Categor)",
                                      "Бросок можно записать в любую строку («Суперкатего»)"))
    cancel: bool = option(False, _t("Two equal entries cancel a column at once",
                                    "Две одинаковые записи сразу гасят столбец"))
    order: str = option("free", _t("Order of the entries in a row", "Порядок записей в строке"), choices=(
        ("free", _t("Any order", "Любой")),
        ("falling", _t("Falling from left to right; a dash gives a column up (Power Categor)",
                       "Убывающий слева направо; прочерк — отказ от столбца («Силовое катего»)")),
        ("fir", _t("First side falling, second side rising (Fir-Tree)",
                   "У первой стороны убывающий, у второй возрастающий («ёлочка»)"))))
    column_values: str = option("rising", _t("What the columns are worth", "Сколько стоят столбцы"), choices=(
        ("rising", _t("Rising: 1, 2, 3 …", "Возрастающая: 1, 2, 3 …")),
        ("fir", _t("Fir tree: rising to the middle, then falling", "Ёлочка: до середины растёт, потом убывает"))))
    teams: str = option("none", _t("Teams", "Команды"), choices=(
        ("none", _t("Everybody for himself", "Каждый за себя")),
        ("pairs", _t("Pairs: partners' entries are added", "Пары: записи партнёров складываются")),
        ("pairs-cancel", _t("Pairs with cancelling by equal entries of partners",
                            "Пары с гашением одинаковыми записями партнёров")),
        ("pairs-capture", _t("Pairs with capture by equal entries of partners",
                             "Пары с захватом одинаковыми записями партнёров")),
        ("duplicate", _t("Competition: two sheets with the same throws", "Соревнование: две таблицы с одними бросками"))))
    throws: str = option("own", _t("Throws", "Броски"), choices=(
        ("own", _t("Each player throws on his turn", "Каждый бросает в свой ход")),
        ("shared", _t("One throw for everybody, all write at once", "Один бросок на всех, пишут одновременно")),
        ("named", _t("No dice: each names the value he wants", "Без костей: каждый называет нужное значение"))))
    hidden: str = option("none", _t("Hidden entries", "Скрытые записи"), choices=(
        ("none", _t("Everybody sees every entry", "Все записи видны всем")),
        ("partner", _t("The partner's entries are hidden (Olympic)", "Не видно записей партнёра («Олимпийское»)")),
        ("all", _t("Everybody's entries are hidden until the end", "Чужие записи скрыты до конца партии"))))
    per_turn: int = option(1, _t("Throws a player gets each turn", "Сколько бросков даёт каждый ход"), minimum=0, maximum=2,
                           help=_t("2 with saved throws; 0 when only the reserve counts",
                                   "2 — с накоплением бросков; 0 — когда есть только запас"))
    stock: int = option(0, _t("Throws in reserve for the whole match", "Запас бросков на всю партию"),
                        minimum=0, maximum=60)
    beat: str = option("none", _t("An entry must be higher than", "Запись должна быть больше"), choices=(
        ("none", _t("Nothing: any free box", "Ничего: любая свободная клетка")),
        ("previous", _t("The previous player's entry in that column (Town)",
                        "Записи предыдущего игрока в этом столбце («Городское»)")),
        ("highest", _t("Every entry already in that column", "Всех записей, уже стоящих в столбце"))))
    village: bool = option(False, _t("Village rounds: one die shows the round's number",
                                     "Туры «Деревенского»: одна кость показывает номер тура"))

    def refuse(self) -> None:
        check_options(self.to_dict())


OPTIONS = CategorOptions.declared()

DEFAULTS = {o.key: o.default for o in OPTIONS}

VARIANT_NAMES: dict[str, Text] = {
    "categor": _t("Categor, as in the book", "Катего, как в книге"),
    "categor-big": _t("Big Categor", "Большое катего"),
    "categor-multiplication": _t("Categor with multiplication", "Катего с умножением"),
    "categor-super": _t("Super Categor", "Суперкатего"),
    "categor-cancelling": _t("Categor with cancelling", "Катего с гашением"),
    "categor-power": _t("Power Categor", "Силовое катего"),
    "categor-fir-tree": _t("Fir-Tree Categor (two players)", "Катего-ёлочка (двое игроков)"),
    "categor-pairs": _t("Pairs Categor", "Парное катего"),
    "categor-pairs-cancelling": _t("Pairs Categor with cancelling", "Парное катего с гашением"),
    "categor-competition": _t("Competition Categor (four players)", "Соревновательное катего (четверо)"),
    "categor-pairs-capture": _t("Pairs Categor with capture", "Парное катего с захватом"),
    "categor-olympic": _t("Olympic Categor (four players)", "Олимпийское катего (четверо)"),
    "categor-psychological": _t("Psychological Categor", "Психологическое катего"),
    "categor-no-dice": _t("Categor without dice", "Катего без костей"),
    "categor-five-spare-throws": _t("Categor with five spare throws", "Катего с пятью запасными бросками"),
    "categor-saved-throws": _t("Categor with saved throws", "Катего с накоплением бросков"),
    "categor-limited-throws": _t("Categor with limited throws", "Катего с ограниченным числом бросков"),
    "categor-town": _t("Town Categor", "Городское катего"),
    "categor-village": _t("Village Categor", "Деревенское катего"),
}


def catalog_variants() -> dict[str, dict]:
    """The catalog's variants of Categor: catalog id -> the options each starts with. They are
    entries of ``catalog.json`` whose engine is "categor" (one entry is one more variant)."""
    return registry.variants("categor")


def variant_options(variant_id: str) -> dict:
    """The complete option set of a catalogued variant (the base game for "categor")."""
    return {**DEFAULTS, **catalog_variants().get(variant_id, {})}


def check_options(o: dict) -> None:
    """Refuses combinations of options the rules cannot play (independent of the player count)."""
    def no(en: str, ru: str) -> None:
        raise OptionsError(Text(en, ru))

    simultaneous = o["throws"] != "own" or o["teams"] == "duplicate"
    rethrows = o["per_turn"] != 1 or o["stock"] > 0
    if o["per_turn"] == 0 and o["stock"] == 0:
        no("With no throw per turn there must be a reserve of throws.",
           "Если ход не даёт бросков, нужен их запас на партию.")
    if o["order"] != "free" and o["entries"] != 1:
        no("Ordered rows work with one entry per column only.",
           "Порядок записей в строке возможен только при одной записи в столбец.")
    if o["anywhere"] and (simultaneous or o["order"] != "free" or o["beat"] != "none" or o["hidden"] != "none"):
        no("Writing into other players' rows needs open play in turn, without ordered rows or entries to beat.",
           "Запись в чужие строки возможна только при открытой игре по очереди, без порядка в строке и без требования перебить.")
    if o["cancel"] and o["teams"] != "none":
        no("In the pair variants cancelling follows the pair rules; choose «Pairs with cancelling».",
           "В парных вариантах гашение идёт по парным правилам; выберите «Пары с гашением».")
    if simultaneous and (rethrows or o["village"] or o["beat"] != "none"):
        no("When several players write the same throw or decide at once there are no re-throws, Village rounds or entries to beat.",
           "Когда несколько игроков записывают один бросок или решают одновременно, нет перебросов, туров «Деревенского» и требования перебить.")
    if o["throws"] != "own" and o["teams"] == "duplicate":
        no("The Competition deals its own throws; it cannot be combined with one throw for everybody or named values.",
           "В «Соревновательном» свои броски; его нельзя сочетать с общим броском или названными значениями.")
    if o["beat"] != "none" and (o["per_turn"] != 0 or o["entries"] != 1):
        no("Entries that must beat others need a reserve of throws only (no throws per turn) and one entry per column.",
           "Требование перебить запись возможно лишь с запасом бросков (без бросков на ход) и одной записью в столбец.")
    if o["hidden"] != "none" and o["throws"] == "own":
        no("Hidden entries need everybody to write at once: one throw for everybody, or named values.",
           "Скрытые записи требуют, чтобы все писали одновременно: общий бросок или названные значения.")
    if o["hidden"] == "partner" and o["teams"] in ("none", "duplicate"):
        no("Hiding the partner's entries needs pairs.", "Скрыть записи партнёра можно только в парной игре.")


def column_count(option: int, players: int) -> int:
    if option:
        return option
    return 12 if players <= 6 else 15 if players <= 9 else 18


def column_values(kind: str, n: int) -> tuple[int, ...]:
    if kind == "fir":
        return tuple(min(i + 1, n - i) for i in range(n))
    return tuple(range(1, n + 1))


def throw_values(value: str) -> tuple[int, ...]:
    return SUMS if value == "sum" else PRODUCTS


def dice_value(value: str, a: int, b: int) -> int:
    return a + b if value == "sum" else a * b


@dataclass(frozen=True, kw_only=True)
class Config(CategorOptions):
    """The resolved options of a match (the fields of ``CategorOptions``) with what follows from them
    and the number of players."""

    players: int
    n_cols: int
    col_values: tuple[int, ...]
    team_of: tuple[int, ...]  # team (side for the totals) of each seat; the seat itself without teams
    tables: tuple[tuple[int, ...], ...]  # seats sharing a sheet (two sheets in the Competition)
    direction: tuple[int, ...]  # per seat: 0 any order, -1 falling, +1 rising from left to right

    @property
    def pairs(self) -> bool:
        return self.teams in ("pairs", "pairs-cancel", "pairs-capture")

    @property
    def n_teams(self) -> int:
        return max(self.team_of) + 1

    @property
    def simultaneous(self) -> bool:
        return self.throws != "own" or self.teams == "duplicate"

    def side_of(self, seat: int) -> int:
        """Who takes a column a seat's entries win: the pair in the pair variants, else the seat."""
        return self.team_of[seat] if self.pairs else seat

    def members(self, side: int) -> tuple[int, ...]:
        return tuple(s for s in range(self.players) if self.side_of(s) == side)

    def table_of(self, seat: int) -> int:
        return next(i for i, t in enumerate(self.tables) if seat in t)

    def mirror(self, seat: int) -> int:
        """Competition: the seat on the other sheet that writes the same throws."""
        return 3 - seat


def make_config(players: int, options) -> Config:
    """``options``: a ``CategorOptions`` or a dict of them (checked, and refused when they do not combine)."""
    o = options if isinstance(options, CategorOptions) else CategorOptions.from_dict(options)

    def no(en: str, ru: str) -> None:
        raise OptionsError(Text(en, ru))

    if players < 1:
        no("Categor needs at least one player.", "Для «Катего» нужен хотя бы один игрок.")
    teams = o.teams
    if teams == "duplicate":
        if players != 4:
            no("The Competition is played by exactly four players.", "В «Соревновательное катего» играют ровно вчетвером.")
        team_of = (0, 1, 0, 1)
        tables = ((0, 1), (2, 3))
    elif teams != "none":
        if players < 4 or players % 2:
            no("Pairs need an even number of players, at least four.", "Для игры парами нужно чётное число игроков, не меньше четырёх.")
        k = players // 2
        team_of = tuple(i % k for i in range(players))  # partners sit opposite: seat i and seat i + k
        tables = (tuple(range(players)),)
    else:
        team_of = tuple(range(players))
        tables = (tuple(range(players)),)
    sides = max(team_of) + 1
    if o.order == "fir" and sides != 2:
        no("The fir-tree order needs exactly two sides: two players, or two pairs.",
           "Порядок «ёлочкой» требует ровно двух сторон: двух игроков или две пары.")
    if o.order == "falling":
        direction = (-1,) * players
    elif o.order == "fir":
        direction = tuple(-1 if team_of[s] == 0 else 1 for s in range(players))
    else:
        direction = (0,) * players
    n = column_count(o.columns, players)
    return Config(**o.values(), players=players, n_cols=n, col_values=column_values(o.column_values, n),
                  team_of=team_of, tables=tables, direction=direction)


# --- the state --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CategorState:
    cfg: Config
    cells: tuple  # cells[row][col] is a tuple of ``entries`` values: FREE, DASH, HIDDEN or a number
    closed: tuple  # per column: None open, CANCELLED, or the side that captured it
    phase: str = THROW
    seat: int = 0  # whose turn (in the Competition: the seat of the first sheet whose throw it is)
    throw: tuple = ()  # the dice of the current throw
    bank: tuple = ()  # throws left per seat (including the ones this turn brought)
    turns: tuple = ()  # turns completed per seat (Village rounds)
    out: tuple = ()  # seats whose throws ran out (their empty boxes got 0)
    pending: tuple = ()  # simultaneous decisions so far: per seat None or the decision's arguments
    last: tuple = ()  # boxes written by the last move: ((row, col), ...)
    note: str = ""  # what the last move caused: "cancel", "capture" or nothing (for the log)


def row_value(cfg: Config, entries: tuple) -> Optional[int]:
    """What a row's entries in one column count (None: nothing that can win)."""
    if HIDDEN in entries or DASH in entries:
        return None
    vals = [e for e in entries if e is not FREE]
    if not vals:
        return None
    if len(vals) == 1:
        return vals[0]
    return vals[0] + vals[1] if cfg.combine == "sum" else vals[0] * vals[1]


@dataclass(frozen=True)
class Outcome:
    """How a column of one sheet stands: "open" (nothing yet), "lead" (``side`` has the single
    highest entry), "burned" (the highest is shared), "cancelled", "captured"."""

    kind: str
    side: Optional[int] = None
    best: tuple = ()  # (row, col) boxes of the leader
    burned: tuple = ()  # (row, col) boxes crossed out


def column_outcome(cfg: Config, cells: tuple, closed: tuple, table: int, c: int) -> Outcome:
    seats = cfg.tables[table]
    mark = closed[c]
    if mark == CANCELLED:
        counts: dict[int, int] = {}
        for r in seats:
            for e in cells[r][c]:
                if e is not FREE and e > 0:
                    counts[e] = counts.get(e, 0) + 1
        return Outcome("cancelled", burned=tuple((r, c) for r in seats
                                                 if any(e is not FREE and e > 0 and counts[e] > 1 for e in cells[r][c])))
    if mark is not None:
        return Outcome("captured", side=mark, best=tuple((r, c) for r in cfg.members(mark)))
    rv = {r: row_value(cfg, cells[r][c]) for r in seats}
    excluded: set[int] = set()
    if cfg.pairs and cfg.n_teams >= 3:  # equal entries of different pairs do not count
        teams_of_value: dict[int, set] = {}
        for r, v in rv.items():
            if v is not None:
                teams_of_value.setdefault(v, set()).add(cfg.team_of[r])
        excluded = {v for v, ts in teams_of_value.items() if len(ts) > 1}
    totals: dict[int, int] = {}
    for r, v in rv.items():
        if v is not None:
            side = cfg.side_of(r)
            totals[side] = totals.get(side, 0) + (0 if v in excluded else v)
    totals = {s: v for s, v in totals.items() if v > 0}
    if not totals:
        return Outcome("open")
    top = max(totals.values())
    leaders = [s for s, v in totals.items() if v == top]

    def boxes(side: int) -> tuple:
        return tuple((r, c) for r in seats if cfg.side_of(r) == side and rv[r] is not None and rv[r] not in excluded)

    if len(leaders) > 1:
        return Outcome("burned", burned=sum((boxes(s) for s in leaders), ()))
    leader = leaders[0]
    if cfg.teams == "pairs-cancel":
        def doubled(side: int) -> bool:
            vals = [rv[r] for r in seats if cfg.side_of(r) == side]
            return len(vals) == 2 and vals[0] is not None and vals[0] > 0 and vals[0] == vals[1]

        if not doubled(leader):
            doublers = [s for s in totals if s != leader and doubled(s)]
            if doublers:
                return Outcome("cancelled", burned=boxes(leader) + sum((boxes(s) for s in doublers), ()))
    return Outcome("lead", side=leader, best=boxes(leader))


def outcomes(state: CategorState) -> list[list[Outcome]]:
    """``[table][column]`` outcomes of the sheet as it stands."""
    cfg = state.cfg
    return [[column_outcome(cfg, state.cells, state.closed, t, c) for c in range(cfg.n_cols)]
            for t in range(len(cfg.tables))]


def seat_points(state: CategorState) -> tuple[list[int], list[int]]:
    """(points, columns won) per seat for the sheet as it stands. In the pair variants both partners
    are credited with their pair's columns; in the Competition each seat with its own."""
    cfg = state.cfg
    pts = [0] * cfg.players
    won = [0] * cfg.players
    for row in outcomes(state):
        for c, out in enumerate(row):
            if out.side is None:
                continue
            for r in (cfg.members(out.side) if cfg.pairs else (out.side,)):
                pts[r] += cfg.col_values[c]
                won[r] += 1
    return pts, won


def final_scores(state: CategorState) -> list[int]:
    """The score by which players are ranked: own points, or the team's total in team games."""
    cfg = state.cfg
    pts, _ = seat_points(state)
    if cfg.teams == "duplicate":
        team = [sum(pts[r] for r in range(cfg.players) if cfg.team_of[r] == cfg.team_of[s]) for s in range(cfg.players)]
        return team
    return pts


# --- what may be written where ---------------------------------------------------------------------


def free_slot(entries: tuple) -> Optional[int]:
    for k, e in enumerate(entries):
        if e is FREE:
            return k
    return None


def fits_order(cfg: Config, row: tuple, seat: int, c: int, v: int) -> bool:
    d = cfg.direction[seat]
    if d == 0:
        return True
    for j, entries in enumerate(row):
        x = entries[0]
        if j == c or x is FREE or x <= 0:
            continue
        if (j < c) == (d < 0):
            if not x > v:
                return False
        elif not x < v:
            return False
    return True


def beats(cfg: Config, cells: tuple, seat: int, c: int, v: int) -> bool:
    if cfg.beat == "none":
        return True
    if cfg.beat == "previous":
        others = [(seat - 1) % cfg.players] if cfg.players > 1 else []
    else:
        others = [r for r in range(cfg.players) if r != seat]
    for r in others:
        for e in cells[r][c]:
            if e is not FREE and e >= 0 and not v > e:
                return False
    return True


def rows_for(cfg: Config, seat: int) -> tuple[int, ...]:
    return tuple(range(cfg.players)) if cfg.anywhere else (seat,)


def open_boxes(state: CategorState, seat: int) -> list[tuple[int, int]]:
    """(row, column) of the boxes a seat may still fill, whatever the throw."""
    cfg = state.cfg
    return [(r, c) for r in rows_for(cfg, seat) for c in range(cfg.n_cols)
            if state.closed[c] is None and free_slot(state.cells[r][c]) is not None]


def can_write(state: CategorState, seat: int, r: int, c: int, v: int) -> bool:
    cfg = state.cfg
    if state.closed[c] is not None or free_slot(state.cells[r][c]) is None:
        return False
    if r != seat and not cfg.anywhere:
        return False
    return fits_order(cfg, state.cells[r], r, c, v) and beats(cfg, state.cells, seat, c, v)


def writable(state: CategorState, seat: int, v: int) -> list[tuple[int, int]]:
    return [(r, c) for r, c in open_boxes(state, seat) if can_write(state, seat, r, c, v)]


def current_value(state: CategorState) -> Optional[int]:
    """What the throw on the table is worth for the seat whose turn it is."""
    if not state.throw:
        return None
    cfg = state.cfg
    if cfg.village:
        return dice_value(cfg.value, village_die(state, state.seat), state.throw[0])
    return dice_value(cfg.value, state.throw[0], state.throw[1])


def village_die(state: CategorState, seat: int) -> int:
    """Village: the die fixed for this round (1 to 6, then again from 1)."""
    return state.turns[seat] % 6 + 1


def possible_values(cfg: Config) -> tuple[int, ...]:
    return throw_values(cfg.value)


# --- the rules --------------------------------------------------------------------------------------


class CategorRules(Rules):
    rules_version = 1
    # Entries are hidden only in variants where everybody writes at once (to_move SIMULTANEOUS), which
    # the match screen keeps private anyway; a turn-by-turn game hides nothing, so no hand-over.
    has_hidden_information = False
    Options = CategorOptions

    game_id = "categor"

    def presets(self) -> list[tuple[Text, dict]]:
        return [(VARIANT_NAMES.get(v) or registry.entry(v).name, variant_options(v))
                for v in ["categor", *catalog_variants()]]

    def player_range(self, options: Optional[dict] = None) -> tuple[int, Optional[int]]:
        """How many players a set of options allows: (least, most; None for any number)."""
        o = self.resolve_options(options)
        if o["teams"] == "duplicate":
            return 4, 4
        if o["teams"] != "none":
            return (4, 4) if o["order"] == "fir" else (4, None)  # pairs: an even number
        if o["order"] == "fir":
            return 2, 2
        return 1, None

    # --- the game ---------------------------------------------------------------------------------
    def new_match(self, players: int, options: Optional[dict] = None) -> CategorState:
        cfg = make_config(players, self.typed_options(options))
        cells = tuple(tuple((FREE,) * cfg.entries for _ in range(cfg.n_cols)) for _ in range(players))
        state = CategorState(cfg=cfg, cells=cells, closed=(None,) * cfg.n_cols, phase=THROW, seat=0,
                             bank=(cfg.stock,) * players, turns=(0,) * players, out=(False,) * players,
                             pending=(None,) * players)
        if cfg.throws == "named":
            return replace(state, phase=SIMUL)
        if cfg.throws == "own" and cfg.teams != "duplicate":
            return self._start_turn(state, 0)
        return state

    def to_move(self, state: CategorState) -> Optional[int]:
        if state.phase == OVER:
            return None
        if state.phase == THROW:
            return CHANCE
        if state.phase == SIMUL:
            return SIMULTANEOUS
        return state.seat

    def turn_of(self, state: CategorState) -> Optional[int]:
        if state.phase == OVER or state.cfg.simultaneous:
            return None
        return state.seat

    def deciding(self, state: CategorState) -> list[int]:
        """Seats still to decide while every one decides at once."""
        if state.phase != SIMUL:
            return []
        return [s for s in self._simul_seats(state) if state.pending[s] is None]

    def _simul_seats(self, state: CategorState) -> list[int]:
        cfg = state.cfg
        if cfg.teams == "duplicate":
            seats = [state.seat, cfg.mirror(state.seat)]
        else:
            seats = range(cfg.players)
        return [s for s in seats if open_boxes(state, s)]

    def legal_actions(self, state: CategorState, seat: int) -> list[Action]:
        cfg = state.cfg
        if state.phase == PLACE and seat == state.seat:
            v = current_value(state)
            acts = [Action("write", (c + 1,) if not cfg.anywhere else (c + 1, r)) for r, c in writable(state, seat, v)]
            if cfg.order != "free":
                acts += [Action("dash", (c + 1,)) for r, c in open_boxes(state, seat)]
            if state.bank[seat] > 0:
                acts.append(AGAIN)
            return acts
        if state.phase == SIMUL and seat in self.deciding(state):
            boxes = open_boxes(state, seat)
            acts = []
            if cfg.throws == "named":
                for _, c in boxes:
                    acts += [Action("name", (seat, c + 1, v)) for v in possible_values(cfg)
                             if fits_order(cfg, state.cells[seat], seat, c, v)]
            else:
                v = current_value(state)
                acts = [Action("place", (seat, c + 1)) for _, c in boxes if fits_order(cfg, state.cells[seat], seat, c, v)]
            if cfg.order != "free":
                acts += [Action("dash", (seat, c + 1)) for _, c in boxes]
            return acts
        return []

    def chance_outcomes(self, state: CategorState) -> list[tuple[Action, float]]:
        return dice_chances(1 if state.cfg.village else 2)

    def chance_from_text(self, state: CategorState, text: str) -> Action:
        values = typed_values(text, message=numbers_wanted("3 5"))
        self._check_dice(state, values)
        return Action("dice", values)

    def _check_dice(self, state: CategorState, values: tuple) -> None:
        n = 1 if state.cfg.village else 2
        check_count(values, n, _t("Type the one thrown die (the other is fixed by the round)."
                                  if n == 1 else "Type the two dice, e.g. «3 5».",
                                  "Введите одну брошенную кость (вторая задана туром)."
                                  if n == 1 else "Введите две кости, например «3 5»."))
        check_faces(values)

    # --- applying -----------------------------------------------------------------------------------
    def apply(self, state: CategorState, action: Action) -> CategorState:
        if throw_due(state.phase == OVER, state.phase == THROW, action,
                     early=_t("The dice have been thrown already: write the throw down.",
                              "Кости уже брошены: запишите бросок.")):
            return self._throw(state, tuple(action.args))
        if state.phase == SIMUL:
            return self._decide(state, action)
        return self._place(state, action)

    def _throw(self, state: CategorState, values: tuple) -> CategorState:
        self._check_dice(state, values)
        cfg = state.cfg
        if cfg.simultaneous:
            return replace(state, throw=values, phase=SIMUL, last=(), note="")
        s = state.seat
        bank = list(state.bank)
        bank[s] -= 1
        state = replace(state, throw=values, bank=tuple(bank), phase=PLACE, last=(), note="")
        if not writable(state, s, current_value(state)) and cfg.order == "free" and bank[s] == 0:
            # Nowhere to write this throw and no throw left: the player is out of the game.
            return self._next_turn(self._run_out(state, s))
        return state

    def _place(self, state: CategorState, action: Action) -> CategorState:
        cfg = state.cfg
        s = state.seat
        if action == AGAIN:
            if state.bank[s] <= 0:
                raise IllegalAction(_t("No throws are left to throw again.", "Бросков больше не осталось."))
            return replace(state, phase=THROW, throw=())
        if action.verb not in ("write", "dash"):
            raise IllegalAction(_t(f"Categor has no move «{action.notation}».", f"В «Катего» нет хода «{action.notation}»."))
        c, r = self._column_row(state, action, s)
        if action.verb == "dash":
            if cfg.order == "free":
                raise IllegalAction(_t("A dash is allowed only when the row's entries must go in order.",
                                       "Прочерк возможен только когда записи в строке идут по порядку."))
            if r != s:
                raise IllegalAction(_t("A dash goes into your own row.", "Прочерк ставят в своей строке."))
            self._check_box(state, r, c)
            return self._next_turn(self._write(state, [(s, c, DASH)]))
        v = current_value(state)
        self._check_box(state, r, c)
        self._check_value(state, s, r, c, v)
        return self._next_turn(self._write(state, [(r, c, v)]))

    def _column_row(self, state: CategorState, action: Action, seat: int) -> tuple[int, int]:
        cfg = state.cfg
        args = action.args
        want = 2 if cfg.anywhere and action.verb == "write" else 1
        if len(args) != want or not all(isinstance(a, int) for a in args):
            raise IllegalAction(_t(f"Write it as «{action.verb} COLUMN{' ROW' if want == 2 else ''}».",
                                   f"Запишите ход как «{action.verb} СТОЛБЕЦ{' СТРОКА' if want == 2 else ''}»."))
        c = args[0] - 1
        r = args[1] if want == 2 else seat
        if not 0 <= c < cfg.n_cols:
            raise IllegalAction(_t(f"There is no column {args[0]}: the columns are 1 to {cfg.n_cols}.",
                                   f"Столбца {args[0]} нет: столбцы от 1 до {cfg.n_cols}."))
        if not 0 <= r < cfg.players:
            raise IllegalAction(_t(f"There is no row {r}.", f"Строки {r} нет."))
        return c, r

    def _check_box(self, state: CategorState, r: int, c: int) -> None:
        if state.closed[c] is not None:
            raise IllegalAction(_t(f"Column {c + 1} is closed: nobody writes there any more.",
                                   f"Столбец {c + 1} закрыт: туда больше не пишут."))
        if free_slot(state.cells[r][c]) is None:
            raise IllegalAction(_t(f"That box of column {c + 1} is already filled.",
                                   f"Эта клетка столбца {c + 1} уже заполнена."))

    def _check_value(self, state: CategorState, seat: int, r: int, c: int, v: int) -> None:
        cfg = state.cfg
        if not fits_order(cfg, state.cells[r], r, c, v):
            way = "fall" if cfg.direction[r] < 0 else "rise"
            raise IllegalAction(_t(f"{v} does not fit in column {c + 1}: the entries of this row must {way} "
                                   "from left to right. Choose another column or give one up with a dash.",
                                   f"{v} не подходит в столбец {c + 1}: записи этой строки должны "
                                   f"{'убывать' if way == 'fall' else 'возрастать'} слева направо. "
                                   "Выберите другой столбец или откажитесь от столбца прочерком."))
        if not beats(cfg, state.cells, seat, c, v):
            whose = "the previous player's entry" if cfg.beat == "previous" else "every entry"
            raise IllegalAction(_t(f"{v} is not higher than {whose} in column {c + 1}.",
                                   f"{v} не больше {'записи предыдущего игрока' if cfg.beat == 'previous' else 'всех записей'}"
                                   f" в столбце {c + 1}."))

    def _write(self, state: CategorState, writes: list) -> CategorState:
        """Puts entries on the sheet, then closes the columns they cancel or capture."""
        cfg = state.cfg
        cells = [list(map(list, row)) for row in state.cells]
        touched = []
        for r, c, v in writes:
            k = free_slot(tuple(cells[r][c]))
            cells[r][c][k] = v
            touched.append((r, c))
        cells_t = tuple(tuple(tuple(e) for e in row) for row in cells)
        closed = list(state.closed)
        note = ""
        for c in sorted({c for _, c in touched}):
            if cfg.cancel:
                vals = [e for r in range(cfg.players) for e in cells_t[r][c] if e is not FREE and e > 0]
                if len(vals) != len(set(vals)):
                    closed[c] = CANCELLED
                    note = "cancel"
            elif cfg.teams == "pairs-capture":
                takers = []
                for team in range(cfg.n_teams):
                    vals = [row_value(cfg, cells_t[r][c]) if free_slot(cells_t[r][c]) is None else None
                            for r in cfg.members(team)]
                    if vals[0] is not None and vals[0] > 0 and all(x == vals[0] for x in vals):
                        takers.append(team)
                if takers:
                    closed[c] = takers[0] if len(takers) == 1 else CANCELLED
                    note = "capture" if len(takers) == 1 else "cancel"
        turns = list(state.turns)
        for r, _, _ in writes:
            turns[r] += 1
        return replace(state, cells=cells_t, closed=tuple(closed), last=tuple(touched), note=note,
                       turns=tuple(turns), throw=() if not cfg.simultaneous else state.throw)

    def _run_out(self, state: CategorState, seat: int) -> CategorState:
        """No throws left: a 0 goes into every empty box of the seat's row, and it plays no more."""
        cells = list(state.cells)
        zeroed = [c for c, entries in enumerate(cells[seat]) if state.closed[c] is None and FREE in entries]
        cells[seat] = tuple(tuple(0 if e is FREE and c in zeroed else e for e in entries)
                            for c, entries in enumerate(cells[seat]))
        out = list(state.out)
        out[seat] = True
        return replace(state, cells=tuple(cells), out=tuple(out), throw=(), note="",
                       last=tuple((seat, c) for c in zeroed))

    def _start_turn(self, state: CategorState, seat: int) -> CategorState:
        """The seat's turn begins: its throws for the turn are added; without any it runs out."""
        cfg = state.cfg
        bank = list(state.bank)
        bank[seat] += cfg.per_turn
        state = replace(state, seat=seat, bank=tuple(bank), phase=THROW, throw=())
        if bank[seat] == 0:
            return self._next_turn(self._run_out(state, seat))
        return state

    def _next_turn(self, state: CategorState) -> CategorState:
        cfg = state.cfg
        for step in range(1, cfg.players + 1):
            nxt = (state.seat + step) % cfg.players
            if not state.out[nxt] and open_boxes(state, nxt):
                return self._start_turn(state, nxt)
        return replace(state, phase=OVER, throw=())

    # --- simultaneous decisions ---------------------------------------------------------------------
    def _decide(self, state: CategorState, action: Action) -> CategorState:
        cfg = state.cfg
        args = action.args
        expected = {"place": 2, "dash": 2, "name": 3}
        if action.verb not in expected or len(args) != expected[action.verb] or not all(isinstance(a, int) for a in args):
            raise IllegalAction(_t("Everybody decides at once now: «place SEAT COLUMN», «dash SEAT COLUMN» or «name SEAT COLUMN VALUE».",
                                   "Сейчас все решают одновременно: «place МЕСТО СТОЛБЕЦ», «dash МЕСТО СТОЛБЕЦ» или «name МЕСТО СТОЛБЕЦ ЗНАЧЕНИЕ»."))
        seat, col = args[0], args[1] - 1
        if not 0 <= seat < cfg.players or seat not in self._simul_seats(state):
            if 0 <= seat < cfg.players:
                raise IllegalAction(seat_ref(seat) + _t(" does not decide now.", " сейчас не решает."))
            raise IllegalAction(_t(f"There is no seat {seat}.", f"Места {seat} нет."))
        if state.pending[seat] is not None:
            raise IllegalAction(_t("This player has decided already.", "Этот игрок уже решил."))
        if action.verb == "name" and cfg.throws != "named":
            raise IllegalAction(_t("Values are thrown in this game, not named.", "В этой игре значения бросают, а не называют."))
        if action.verb == "place" and cfg.throws == "named":
            raise IllegalAction(_t("Name the value you want: «name SEAT COLUMN VALUE».",
                                   "Назовите нужное значение: «name МЕСТО СТОЛБЕЦ ЗНАЧЕНИЕ»."))
        if action.verb == "dash" and cfg.order == "free":
            raise IllegalAction(_t("A dash is allowed only when the row's entries must go in order.",
                                   "Прочерк возможен только когда записи в строке идут по порядку."))
        if not 0 <= col < cfg.n_cols:
            raise IllegalAction(_t(f"There is no column {args[1]}: the columns are 1 to {cfg.n_cols}.",
                                   f"Столбца {args[1]} нет: столбцы от 1 до {cfg.n_cols}."))
        self._check_box(state, seat, col)
        if action.verb == "dash":
            v = DASH
        else:
            v = args[2] if action.verb == "name" else current_value(state)
            if action.verb == "name" and v not in possible_values(cfg):
                raise IllegalAction(_t(f"Two dice cannot make {v} here; possible values: {', '.join(map(str, possible_values(cfg)))}.",
                                       f"Две кости не дают здесь {v}; возможные значения: {', '.join(map(str, possible_values(cfg)))}."))
            self._check_value(state, seat, seat, col, v)
        pending = list(state.pending)
        pending[seat] = (col, v)
        state = replace(state, pending=tuple(pending))
        if self.deciding(state):
            return state
        return self._reveal(state)

    def _reveal(self, state: CategorState) -> CategorState:
        """Every seat has decided: all the entries go on the sheet together."""
        cfg = state.cfg
        writes = [(s, p[0], p[1]) for s, p in enumerate(state.pending) if p is not None]
        state = replace(self._write(state, writes), pending=(None,) * cfg.players, throw=())
        if cfg.teams == "duplicate":
            state = replace(state, seat=1 - state.seat)
        if not self._simul_seats(replace(state, phase=SIMUL)):
            return replace(state, phase=OVER)
        return replace(state, phase=SIMUL if cfg.throws == "named" else THROW)

    # --- the end --------------------------------------------------------------------------------------
    def result(self, state: CategorState) -> Result:
        cfg = state.cfg
        if cfg.hidden != "none" and state.phase != OVER:
            zeros = [0] * cfg.players
            return Result.ranked(zeros, [{"columns": 0} for _ in zeros], sides=cfg.team_of)
        pts, won = seat_points(state)
        scores = final_scores(state)
        extra = []
        for s in range(cfg.players):
            e = {"columns": won[s]}
            if cfg.teams == "duplicate":
                e["own"] = pts[s]
            extra.append(e)
        return Result.ranked(scores, extra, sides=cfg.team_of)  # partners share a win

    def keeps_secrets(self, state: CategorState) -> bool:
        """The variants that hide rows hide them until the end, also between the secret rounds."""
        return state.cfg.hidden != "none" and state.phase != OVER

    def view_for(self, state: CategorState, seat: int) -> CategorState:
        """What a seat may see: the others' choices of this moment are hidden until all have chosen,
        and so are the rows the variant hides (every other row, or the partner's) until the end.
        Seat -1 is somebody who may see no hidden row (a shared screen between two people)."""
        cfg = state.cfg
        pending = tuple(p if s == seat or p is None else () for s, p in enumerate(state.pending))
        if cfg.hidden == "none" or state.phase == OVER:
            return replace(state, pending=pending)
        hide = [r for r in range(cfg.players)
                if r != seat and (seat < 0 or cfg.hidden == "all" or cfg.team_of[r] == cfg.team_of[seat])]
        cells = tuple(tuple((HIDDEN,) * cfg.entries for _ in range(cfg.n_cols)) if r in hide else row
                      for r, row in enumerate(state.cells))
        last = tuple((r, c) for r, c in state.last if r not in hide)
        return replace(state, cells=cells, pending=pending, last=last)

    # --- presentation ---------------------------------------------------------------------------------
    def describe(self, state: CategorState, action: Action) -> Text:
        cfg = state.cfg
        if action.verb == "dice":
            shown = " and ".join(map(str, action.args))
            shown_ru = " и ".join(map(str, action.args))
            if cfg.simultaneous:
                who = Text("The throw for everybody", "Бросок для всех") if cfg.teams != "duplicate" else Text(
                    "The throw for ", "Бросок для: ") + seats_ref((state.seat, cfg.mirror(state.seat)))
                v = dice_value(cfg.value, *action.args)
                return who + Text(f": {shown} — {v}", f": {shown_ru} — {v}")
            try:
                after = self.apply(state, action)
            except IllegalAction:
                return Text(action.notation, action.notation)
            v = current_value(replace(state, throw=tuple(action.args)))
            if cfg.village:
                text = Text(f"round die {village_die(state, state.seat)}, thrown {action.args[0]}: {v}",
                            f"кость тура {village_die(state, state.seat)}, брошено {action.args[0]}: {v}")
            else:
                text = Text(f"throws {shown}: {v}", f"бросает {shown_ru}: {v}")
            if after.out[state.seat] and not state.out[state.seat]:
                text = text + Text(" — it fits nowhere and no throws are left: 0 in every empty box",
                                   " — записать некуда, бросков нет: 0 во все пустые клетки")
            return text
        if action == AGAIN:
            left = state.bank[state.seat] - 1
            return Text(f"throws again ({left} left)", f"бросает ещё раз (осталось {left})")
        if action.verb in ("write", "dash") and state.phase == PLACE:
            try:
                after = self.apply(state, action)
            except IllegalAction:
                return Text(action.notation, action.notation)
            c = action.args[0]
            if action.verb == "dash":
                text = Text(f"gives up column {c} with a dash", f"ставит прочерк в столбце {c}")
            else:
                v = current_value(state)
                where = Text("", "")
                if cfg.anywhere and action.args[1] != state.seat:
                    where = Text(" in the row of ", " в строке: ") + seat_ref(action.args[1])
                text = Text(f"writes {v} in column {c}", f"пишет {v} в столбец {c}") + where
            return text + self._consequence(after, c - 1)
        if state.phase == SIMUL:
            try:
                after = self.apply(state, action)
            except IllegalAction:
                return Text(action.notation, action.notation)
            text = Text("has decided", "решение принято")
            if after.phase != SIMUL or not any(after.pending):
                if cfg.hidden == "all":
                    text = text + Text(" — all have written", " — все записали")
                else:
                    shown = [(r, c) for r, c in after.last]
                    en = "; ".join(f"{seat_ref(r).en}: {self._entry(after, r, c)} in column {c + 1}" for r, c in shown)
                    ru = "; ".join(f"{seat_ref(r).ru}: {self._entry(after, r, c)} в столбец {c + 1}" for r, c in shown)
                    if cfg.hidden == "partner":
                        text = text + Text(" — the entries are on the sheet", " — записи внесены в таблицу")
                    else:
                        text = text + Text(f" — written: {en}", f" — записано: {ru}")
                cols = sorted({c for _, c in after.last})
                for c in cols:
                    text = text + self._consequence(after, c)
            return text
        return Text(action.notation, action.notation)

    @staticmethod
    def _entry(state: CategorState, r: int, c: int) -> str:
        values = [e for e in state.cells[r][c] if e is not FREE]
        return "—" if values and values[-1] == DASH else str(values[-1]) if values else "?"

    def _consequence(self, after: CategorState, c: int) -> Text:
        mark = after.closed[c]
        if after.note == "cancel" and mark == CANCELLED:
            return Text(f"; column {c + 1} is cancelled", f"; столбец {c + 1} погашен")
        if after.note == "capture" and mark is not None and mark != CANCELLED:
            return Text(f"; column {c + 1} is captured by pair {mark + 1}", f"; столбец {c + 1} захвачен парой {mark + 1}")
        return Text("", "")

    def players_in(self, state: CategorState) -> int:
        return state.cfg.players
