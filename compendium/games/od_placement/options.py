"""The options of the open-domino relocation and laying games 10–32: one class for the whole engine.

``game`` is fixed by the catalog entry; every other option names the games it belongs to (``when``),
so that the set-up dialog shows a game's own options only. A variant of the book is an option here.
"""

from __future__ import annotations

from dataclasses import dataclass

from compendium.core.options import Options, OptionsError, option
from compendium.core.text import Text

ALL = tuple(range(10, 33))
LIMITED = (10, 11, 12, 13, 14, 15, 17, 20, 28, 29, 31)  # games that could go round for ever


def _games(*numbers: int) -> tuple:
    return (("game", tuple(numbers)),)


def _yes(label: Text, help_: Text, *games: int, default: bool = False):
    return option(default, label, help=help_, when=_games(*games))


@dataclass(frozen=True)
class OdpOptions(Options):
    game: int = option(10, Text("Game", "Игра"), choices=tuple((n, Text(f"Game {n}", f"Игра {n}")) for n in ALL),
                       fixed=True)
    first: str = option("bottom", Text("First move", "Первый ход"), choices=(
        ("bottom", Text("The player at rank 1 (the bottom)", "Игрок у 1-й горизонтали (внизу)")),
        ("top", Text("The player at rank 8 (the top)", "Игрок у 8-й горизонтали (вверху)")),
        ("lot", Text("Drawn by lot", "По жребию")),
    ))
    limit: int = option(40, Text("No-progress limit", "Предел ходов без перемен"), minimum=10, maximum=200,
                        when=_games(*LIMITED),
                        help=Text("The game ends when every player has made this many moves in a row without "
                                  "removing, turning, laying or bringing a tile anywhere new; it is then scored "
                                  "as it stands.",
                                  "Игра кончается, когда каждый сделал подряд столько ходов, ничего не сняв, не "
                                  "перевернув, не выложив и не продвинув; тогда итог считают по положению."))
    set: str = option("A", Text("Set", "Комплект"), choices=(
        ("A", Text("Set A", "Комплект «А»")),
        ("B", Text("Set B", "Комплект «В»")),
    ), when=_games(10, 12, 17, 29))
    arrows: str = option("kept", Text("Arrows", "Стрелки"), choices=(
        ("kept", Text("Kept: every tile points at the opponent", "Соблюдаются: все элементы смотрят на противника")),
        ("free", Text("Free: turn a tile either way when you put it down",
                      "Не соблюдаются: элемент можно положить любым концом")),
    ), when=_games(10, 12))
    start10: str = option("figure", Text("Start", "Начальная позиция"), choices=(
        ("figure", Text("The groups as printed (Figure 1)", "Группы как на рисунке 1")),
        ("random", Text("The groups shuffled onto ranks 1–2 and 8–7", "Группы вперемешку на 1–2 и 8–7 горизонталях")),
        ("fig7", Text("Two sets of 0–4 (Figure 7)", "Два комплекта 0–4 (рис. 7)")),
        ("stacks", Text("Two full sets in stacks of four on the back ranks",
                        "Два полных комплекта стопками по четыре на крайних горизонталях")),
    ), when=_games(10))
    remove11: bool = _yes(Text("Touching removes", "Касание снимает"),
                          Text("Enemy tiles your moved tile touches with equal digits are removed",
                               "Элементы противника, которых переложенный элемент коснулся равной цифрой, снимаются"),
                          11)
    forward: bool = _yes(Text("Forward only", "Только вперёд"),
                         Text("A tile may only go to a rank nearer the far side",
                              "Элемент можно переложить только на горизонталь ближе к дальнему краю"), 11)
    tiles11: str = option("two04", Text("Tiles when playing alone", "Элементы в одиночной игре"), choices=(
        ("two04", Text("Two sets of 0–4 (32 tiles)", "Два комплекта 0–4 (32 элемента)")),
        ("set", Text("One whole set (32 tiles)", "Один полный комплект (32 элемента)")),
        ("one05", Text("One set of 0–5 (24 tiles)", "Один комплект 0–5 (24 элемента)")),
    ), when=_games(11))
    keep_arrows: bool = _yes(Text("Arrows kept when alone", "Стрелки в одиночной игре соблюдаются"),
                             Text("Playing alone, every tile keeps pointing at the top edge",
                                  "В одиночной игре все элементы смотрят к верхнему краю"), 11)
    effect12: str = option("remove", Text("Touching", "Касание"), choices=(
        ("remove", Text("Removes the enemy tile", "Снимает элемент противника")),
        ("flip", Text("Turns the enemy tile face down", "Переворачивает элемент противника рубашкой вверх")),
    ), when=_games(12))
    remove13: bool = _yes(Text("Touching removes", "Касание снимает"),
                          Text("Enemy tiles touched with equal digits are removed; arrows are free",
                               "Элементы противника, которых коснулись равной цифрой, снимаются; стрелки не "
                               "соблюдаются"), 13)
    v2_13: bool = _yes(Text("Across means fixed", "Перешедший замирает"),
                       Text("Only tiles still in your own half move; whoever gets more across wins",
                            "Ходят только элементы на своей половине; выигрывает тот, кто перевёл больше"), 13)
    holes14: str = option("zeros", Text("The four holes", "Четыре пустые клетки"), choices=(
        ("zeros", Text("Where the four 0/0 lay", "Там, где лежали четыре 0/0")),
        ("corners", Text("The four corners", "Четыре угла")),
    ), when=_games(14))
    spare14: bool = _yes(Text("Play the 0/0", "Ходить дублями 0/0"),
                         Text("Your two 0/0 wait beside the field; laying one onto a hole is a move",
                              "Ваши два 0/0 лежат у поля; выложить один в пустую клетку — это ход"), 14)
    remove14: bool = _yes(Text("Touching removes", "Касание снимает"),
                          Text("Enemy tiles are removed instead of turned; the 0/0 stay and the game opens "
                               "with taking the tiles the deal left touching",
                               "Элементы противника снимаются, а не переворачиваются; 0/0 остаются, и игра "
                               "начинается со снятия элементов, сопоставленных раздачей"), 14)
    four14: bool = _yes(Text("Four players", "Четыре игрока"),
                        Text("Four players, each with one colour group, dealt at random over the whole field",
                             "Четыре игрока, у каждого своя цветная группа, вперемешку по всему полю"), 14)
    halves15: str = option("ranks", Text("Halves", "Половины"), choices=(
        ("ranks", Text("Near and far half (ranks 1–4, 5–8)", "Ближняя и дальняя (1–4 и 5–8 горизонтали)")),
        ("files", Text("Left and right half (files a–d, e–h)", "Левая и правая (вертикали a–d и e–h)")),
    ), when=_games(15))
    anyone15: bool = _yes(Text("Nobody owns tiles", "Общие элементы"),
                          Text("Both sets mixed over the field; anyone relocates any tile (always so with "
                               "three or four players)",
                               "Оба комплекта вперемешку по полю; любой перекладывает любой элемент (так всегда "
                               "при трёх-четырёх игроках)"), 15)
    relay16: bool = _yes(Text("Lay removed tiles back", "Возвращать снятые"),
                         Text("Instead of opening a tile you may lay one of your removed tiles back",
                              "Вместо открытия можно выложить обратно свой снятый элемент"), 16)
    pips17: bool = _yes(Text("Count pips (12)", "Счёт очков (12)"),
                        Text("Exactly 12 pips left wins, fewer loses; otherwise the smaller total wins",
                             "Ровно 12 очков — выигрыш, меньше — проигрыш; иначе выигрывает меньшая сумма"), 17)
    pips18: bool = _yes(Text("Count pips in hand", "Считать очки в руке"),
                        Text("The loser is judged by the pips in hand, not the number of tiles",
                             "Проигрыш считают по очкам в руке, а не по числу элементов"), 18)
    out18: bool = _yes(Text("Empty hand goes out", "Пустая рука выходит"),
                       Text("A player who has laid out his whole hand wins and leaves the game",
                            "Кто выложил всю руку, выигрывает и выходит из игры"), 18)
    dark19: bool = _yes(Text("Dark cells", "Тёмные клетки"),
                        Text("Start on the dark cells of your half; rows along a rank count too",
                             "Начало на тёмных клетках своей половины; ряды по горизонтали тоже в счёт"), 19)
    any19: bool = _yes(Text("Contact not compulsory", "Касание не обязательно"),
                       Text("An opened tile may go to any free cell even when it could touch",
                            "Открытый элемент можно положить на любую свободную клетку"), 19)
    frozen20: bool = _yes(Text("Across means fixed", "Перешедший замирает"),
                          Text("Tiles in the opponent's half no longer move", "Элементы на чужой половине больше не "
                               "перекладываются"), 20)
    swap21: bool = _yes(Text("Set B on the field", "На поле комплект «В»"),
                        Text("Set B lies on the field and set A chooses", "На поле комплект «В», выбирает комплект «А»"),
                        21)
    reshuffle21: bool = _yes(Text("Shuffle again", "Перемешивать снова"),
                             Text("An empty stack is shuffled again; play goes on until a whole stack removes "
                                  "nothing", "Кончившуюся стопку перемешивают снова; игра идёт, пока целая стопка "
                                  "ничего не снимет"), 21)
    hands21: bool = _yes(Text("Choosing tiles in hand", "Выбирающие в руке"),
                         Text("The choosing set is dealt to the players; each picks one of his",
                              "Выбирающий комплект раздан игрокам; каждый берёт любой свой"), 21)
    move21: bool = _yes(Text("Move like a queen", "Ходом ферзя"),
                        Text("The chosen tile moves like a chess queen over free cells instead of being "
                             "relocated", "Выбранный элемент ходит как ферзь по свободным клеткам, а не "
                             "перекладывается"), 21)
    across22: bool = _yes(Text("Across the field", "Поперёк поля"),
                          Text("Play on the field turned across (16 × 4)", "Играть на поле поперёк (16 × 4)"), 22)
    score23: str = option("open", Text("Winner", "Победитель"), choices=(
        ("open", Text("More of your own tiles open", "Больше своих открытых элементов")),
        ("flipped", Text("More enemy tiles turned", "Больше перевёрнутых элементов противника")),
    ), when=_games(23))
    then16: bool = _yes(Text("Then open them", "Потом открывать"),
                        Text("After the stacks, players open their turned tiles one by one as in game 16",
                             "После стопок игроки по одному открывают свои перевёрнутые элементы, как в игре 16"),
                        23)
    hand24: bool = _yes(Text("Lay from the hand", "Выкладывать из руки"),
                        Text("A turn may lay a tile from the hand; a turned-up tile may be kept",
                             "Можно выложить элемент из руки; открытый элемент можно оставить себе"), 24)
    clear24: bool = _yes(Text("Touching removes", "Касание снимает"),
                         Text("Tiles touched with equal digits leave the field (no points)",
                              "Элементы, которых коснулись равной цифрой, уходят с поля (без очков)"), 24)
    show25: str = option("no", Text("Tiles beside the field", "Элементы у поля"), choices=(
        ("no", Text("No: turn up from your stack", "Нет: открывать из своей стопки")),
        ("any", Text("Face up: play any of yours", "Открыты: любой свой")),
        ("order", Text("Face up: play them in order", "Открыты: по порядку")),
    ), when=_games(25))
    free25: bool = _yes(Text("Contact not compulsory", "Касание не обязательно"),
                        Text("A tile may go to any free cell even when it could touch",
                             "Элемент можно положить на любую свободную клетку"), 25)
    own26: str = option("never", Text("Your own touched tiles", "Свои сопоставленные"), choices=(
        ("never", Text("Stay", "Остаются")),
        ("may", Text("May be removed", "Можно снять")),
        ("must", Text("Are removed", "Снимаются")),
    ), when=_games(26))
    contact26: bool = _yes(Text("Contact compulsory", "Касание обязательно"),
                           Text("After the first tile every tile must touch with equal digits",
                                "После первого элемента каждый должен касаться равной цифрой"), 26)
    later26: bool = option(False, Text("Lay them later", "Выкладывать позже"),
                           help=Text("A tile that could not be laid may be laid on a later turn",
                                     "Не выложенный элемент можно выложить в следующие ходы"),
                           when=(("game", (26,)), ("contact26", (True,))))
    common27: bool = _yes(Text("One common stack", "Одна общая стопка"),
                          Text("Nobody owns tiles; any five in a row count for whoever completes them",
                               "Элементы общие; любые пять в ряд засчитываются тому, кто их составил"), 27)
    hand27: bool = _yes(Text("Three in hand", "Три в руке"),
                        Text("Hold three tiles, play any, draw again after the move",
                             "Держать три элемента, ходить любым, после хода добирать"), 27)
    doubles28: bool = _yes(Text("With doubles", "С дублями"),
                           Text("Doubles stay in; turning one up loses the turn", "Дубли остаются; открывший дубль "
                                "пропускает ход"), 28)
    order29: str = option("fig8", Text("Order of cells", "Порядок клеток"), choices=(
        ("fig8", Text("Figure 8 (to and fro)", "Рисунок 8 (змейкой)")),
        ("fig9", Text("Figure 9 (every rank left to right)", "Рисунок 9 (каждая горизонталь слева направо)")),
        ("fig10", Text("Figure 10 (file by file)", "Рисунок 10 (по вертикалям)")),
    ), when=_games(29))
    open29: bool = _yes(Text("Returned tiles face up", "Возвращённые открыты"),
                        Text("Tiles taken back from the field lie face up beside it",
                             "Снятые с поля элементы лежат у поля открытыми"), 29)
    common30: bool = _yes(Text("One common stack", "Одна общая стопка"),
                          Text("Nobody owns tiles; a rank-8 cell scores for whoever filled it (always so with "
                               "three or four players)", "Элементы общие; клетка 8-й горизонтали приносит очки "
                               "тому, кто её занял (так всегда при трёх-четырёх игроках)"), 30)
    score30: str = option("file", Text("Scoring", "Счёт"), choices=(
        ("file", Text("The file's number for each tile on rank 8", "Номер вертикали за каждый элемент на 8-й")),
        ("files", Text("Your tiles in each file you reach rank 8 in", "Свои элементы в каждой вертикали, "
                       "дошедшей до 8-й")),
    ), when=_games(30))
    bets30: bool = _yes(Text("Bets", "Ставки"),
                        Text("Before the game each player names the rank-8 cell to be filled first",
                             "До игры каждый называет клетку 8-й горизонтали, которая займётся первой"), 30)
    half31: bool = _yes(Text("Short game", "Короткая игра"),
                        Text("Two sets of 0–4 on one half of the field", "Два комплекта 0–4 на половине поля"), 31)
    moveflipped31: bool = _yes(Text("Move turned tiles", "Перекладывать перевёрнутые"),
                               Text("Your tiles turned face down may be relocated too", "Свои перевёрнутые "
                                    "элементы тоже можно перекладывать"), 31)
    score31: str = option("flipped", Text("Winner", "Победитель"), choices=(
        ("flipped", Text("More enemy tiles turned", "Больше перевёрнутых элементов противника")),
        ("open", Text("More of your own tiles open", "Больше своих открытых элементов")),
    ), when=_games(31))

    def refuse(self) -> None:
        if self.game == 26 and self.later26 and not self.contact26:
            raise OptionsError(Text("Laying a tile later belongs to the game with compulsory contact.",
                                    "Позднее выкладывание — только при обязательном касании."))
        if self.game == 21 and sum((self.hands21, self.move21)) > 1:
            raise OptionsError(Text("Choose either tiles in hand or queen moves.",
                                    "Выберите что-то одно: выбирающие в руке или ходы ферзём."))


PLAYERS = {10: (2, 2), 11: (1, 2), 12: (2, 2), 13: (2, 2), 14: (2, 2), 15: (2, 4), 16: (2, 4), 17: (2, 2),
           18: (2, 4), 19: (2, 2), 20: (2, 2), 21: (2, 4), 22: (2, 2), 23: (2, 2), 24: (2, 4), 25: (2, 2),
           26: (2, 2), 27: (2, 4), 28: (2, 2), 29: (2, 2), 30: (2, 4), 31: (2, 2), 32: (1, 4)}
"""How many may play each game (game 14 with the option "Four players": four)."""
