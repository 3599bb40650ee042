"""The dice turn shared by every dice game, Qt-free.

* **Throws and their chances.** ``ordered_throws`` lists every throw of some dice in die order
  with its chance (what a game's ``chance_outcomes`` gives as ``dice a b c`` actions, see
  ``dice_chances``); ``throw_multisets`` lists the throws as sorted multisets with exact chances
  (optionally with kept dice), which is how computer players reason; ``sample_throw`` draws one
  throw with an ``rng``.
* **Table dice typed in by a person from real dice.** ``typed_values`` reads the text,
  ``read_dice`` turns it into the ``dice`` action; ``check_count``, ``check_faces`` and
  ``check_throw`` refuse a throw of the wrong size or a face the die does not have, in both
  languages. A minus typed before a number ("-1 -1") is refused as a sign, never read as a
  separator.
* **The turn around a throw.** ``throw_due`` is the shared gate of ``apply`` (the match is over;
  the dice are to be thrown now; the dice are not to be thrown now), ``chance_or`` the shared
  ``to_move``; ``landed`` puts the values of a throw into the places thrown; ``keep_action``,
  ``sub_keeps`` and ``keep_places`` are the ``keep 4 4 6`` action (keep these dice, throw the rest).
* **Ones to sixes.** ``NUMBER_LINES`` and ``NUMBER_LINE_NAMES``: the score sheet lines of the
  dice of each value, named in English and Russian.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from itertools import combinations, combinations_with_replacement, product
from math import factorial, prod
from typing import Callable, Optional, Sequence, Union

from compendium.core.actions import Action
from compendium.core.rules import CHANCE, IllegalAction
from compendium.core.text import Text

DICE = "dice"
"""The verb of the chance action: ``dice 3 5 6`` (the values thrown, in the order of the dice)."""

FACES = (1, 2, 3, 4, 5, 6)
"""The faces of an ordinary die."""

# --- the lines ones to sixes ----------------------------------------------------------------------

NUMBER_LINES = ("ones", "twos", "threes", "fours", "fives", "sixes")
"""The lines of a score sheet that count the dice of one value, ones first."""

NUMBER_LINE_NAMES = {
    "ones": Text("Ones", "Единицы"),
    "twos": Text("Twos", "Двойки"),
    "threes": Text("Threes", "Тройки"),
    "fours": Text("Fours", "Четвёрки"),
    "fives": Text("Fives", "Пятёрки"),
    "sixes": Text("Sixes", "Шестёрки"),
}

# --- messages ---------------------------------------------------------------------------------------

MATCH_OVER = Text("The match is over.", "Партия окончена.")
THROW_NOW = Text("The dice are to be thrown now.", "Сейчас нужно бросить кости.")
SAY_THROW_FIRST = Text("Say «throw» first; then the dice are thrown.",
                       "Сначала скажите «бросаю», потом бросайте кости.")
THROW_FIRST = Text("Throw the dice first.", "Сначала бросьте кости.")


def numbers_wanted(example: str = "3 5 6") -> Text:
    """The message for text that is not numbers, with an example of what to type."""
    return Text(f"Type the dice as numbers, e.g. «{example}».", f"Введите очки цифрами, например «{example}».")


def sign_refused(typed: str) -> Text:
    """The message for a number typed with a minus sign: no die shows one."""
    return Text(f"«{typed}»: a die shows no minus; type the dice without a sign, e.g. «3 5».",
                f"«{typed}»: на кости не бывает минуса; введите очки без знака, например «3 5».")


def count_wanted(n: int) -> Text:
    """The message for a throw typed with another number of values than dice thrown."""
    return Text(f"{n} {'die is' if n == 1 else 'dice are'} thrown: type {n} {'value' if n == 1 else 'values'}.",
                f"Бросается костей: {n}; введите столько же значений.")


def face_impossible(value: object, low: int = 1, high: int = 6) -> Text:
    """The message for a value a die cannot show."""
    return Text(f"A die shows {low} to {high} pips; {value} is impossible.",
                f"На кости бывает от {low} до {high} очков; {value} — невозможно.")


# --- typed table dice ---------------------------------------------------------------------------------

SEPARATORS = ",-–:;"
"""Characters a person may type between the dice, besides spaces: "3,5", "3-5", "3–5", "3:5", "3;5"."""

MINUSES = "-–−"
"""Characters that are a minus sign when they stand directly before a number (see ``typed_values``)."""

_TO_SPACE = str.maketrans({c: " " for c in SEPARATORS})


def _is_digit(c: str) -> bool:
    return "0" <= c <= "9"


def _signed(text: str) -> Optional[str]:
    """The first number typed with a minus sign ("-1" in "-1 -1", "3 -5"), or None.

    A run of minus characters is a sign when a digit follows it directly and no digit stands
    directly before it; between two numbers ("3-5", "3--5") it separates them."""
    i = 0
    while i < len(text):
        if text[i] not in MINUSES:
            i += 1
            continue
        j = i
        while j < len(text) and text[j] in MINUSES:
            j += 1
        if j < len(text) and _is_digit(text[j]) and (i == 0 or not _is_digit(text[i - 1])):
            k = j
            while k < len(text) and _is_digit(text[k]):
                k += 1
            return text[i:k]
        i = j
    return None


def typed_values(text: str, count: Optional[int] = None, message: Optional[Text] = None) -> tuple[int, ...]:
    """The numbers a person typed for a throw, in order: "3 5 6", "3, 5, 6", "3-5-6" → (3, 5, 6).

    With ``count`` (the number of dice thrown) the digits of exactly that many dice may also be
    typed together: "356" → (3, 5, 6). Neither the number of values nor their range is checked
    here (``check_throw`` does that). A number typed with a minus sign ("-1 -1") is refused with
    ``sign_refused``; other text that is not numbers with ``message``, by default
    ``numbers_wanted()``.
    """
    signed = _signed(text)
    if signed is not None:
        raise IllegalAction(sign_refused(signed))
    parts = text.translate(_TO_SPACE).split()
    if count is not None and len(parts) == 1 and len(parts[0]) == count and parts[0].isdigit():
        parts = list(parts[0])
    try:
        return tuple(int(p) for p in parts)
    except ValueError:
        raise IllegalAction(message if message is not None else numbers_wanted()) from None


def dice_action(values: Sequence[int]) -> Action:
    """The chance action of a throw: ``dice 3 5 6``."""
    return Action(DICE, tuple(values))


def read_dice(text: str, count: Optional[int] = None, message: Optional[Text] = None) -> Action:
    """The ``dice`` action for a throw typed in (``typed_values``; nothing else checked)."""
    return dice_action(typed_values(text, count, message))


def check_count(values: Sequence, n: int, message: Optional[Text] = None) -> None:
    """Refuses a throw that has not ``n`` values (with ``message``, by default ``count_wanted``)."""
    if len(values) != n:
        raise IllegalAction(message if message is not None else count_wanted(n))


def check_faces(values: Sequence, low: int = 1, high: int = 6,
                message: Optional[Callable[[object], Text]] = None) -> None:
    """Refuses the first value that is not a whole number from ``low`` to ``high``; ``message``
    makes the refusal from the value (by default ``face_impossible``)."""
    for v in values:
        if not isinstance(v, int) or not low <= v <= high:
            raise IllegalAction(message(v) if message is not None else face_impossible(v, low, high))


def check_throw(values: Sequence, n: int, count_message: Optional[Text] = None) -> tuple[int, ...]:
    """The values of a throw of ``n`` ordinary dice, checked: their number, then each face."""
    check_count(values, n, count_message)
    check_faces(values)
    return tuple(values)


# --- the turn around a throw ------------------------------------------------------------------------

def throw_due(over: bool, throwing: bool, action: Action, now: Text = THROW_NOW,
              early: Text = SAY_THROW_FIRST) -> bool:
    """The gate of ``apply`` in a dice game. Refuses every action once the match is over; while
    the dice are to be thrown (``throwing``) refuses all but ``dice`` (with ``now``) and returns
    True: the action is the throw. Otherwise refuses ``dice`` (with ``early``) and returns False:
    the action is a player's move."""
    if over:
        raise IllegalAction(MATCH_OVER)
    if throwing:
        if action.verb != DICE:
            raise IllegalAction(now)
        return True
    if action.verb == DICE:
        raise IllegalAction(early)
    return False


def chance_or(over: bool, throwing: bool, player: int) -> Optional[int]:
    """``to_move`` of a dice game: nobody once the match is over, chance while the dice are to be
    thrown, else the player."""
    if over:
        return None
    return CHANCE if throwing else player


def landed(dice: Sequence[int], n: int, places: Sequence[int], values: Sequence[int]) -> tuple[int, ...]:
    """The ``n`` dice on the table after a throw: ``values`` land in ``places`` (in order), the
    other dice stay; before the first throw of a turn (``dice`` empty) the others are 0."""
    out = list(dice) if dice else [0] * n
    for place, v in zip(places, values):
        out[place] = v
    return tuple(out)


def throw_lands(dice: Sequence[int], n: int, places: Sequence[int], values: Sequence) -> tuple[int, ...]:
    """``landed`` for a throw of the dice in ``places`` whose ``values`` are checked first
    (``check_throw``: one value a die thrown, each a face of an ordinary die)."""
    return landed(dice, n, places, check_throw(values, len(places)))


def keep_action(values: Sequence[int]) -> Action:
    """``keep 4 4 6``: keep dice of these values and throw the others (values sorted)."""
    return Action("keep", tuple(sorted(values)))


def sub_keeps(dice: Sequence[int]) -> list[tuple[int, ...]]:
    """The different sets of dice that can be kept from ``dice`` when at least one is thrown
    again and one is kept (sorted tuples, in sorted order)."""
    return sorted({tuple(sorted(chosen)) for size in range(1, len(dice)) for chosen in combinations(dice, size)})


def keep_places(dice: Sequence[int], values: Sequence[int]) -> tuple[bool, ...]:
    """Which places of ``dice`` a ``keep`` of these values holds (the first free die of each
    value); refuses a value with no die left for it."""
    kept = [False] * len(dice)
    for v in values:
        place = next((i for i, d in enumerate(dice) if d == v and not kept[i]), None)
        if place is None:
            raise IllegalAction(Text(f"You cannot keep {v}: there is no such die left on the table.",
                                     f"Нельзя оставить {v}: такой кости на столе больше нет."))
        kept[place] = True
    return tuple(kept)


# --- throws and their chances ---------------------------------------------------------------------------

DiceFaces = Union[int, Sequence[Sequence[int]]]
"""How many ordinary dice are thrown, or the faces of each die thrown (one sequence a die)."""


def _per_die(dice: DiceFaces) -> tuple[tuple[int, ...], ...]:
    if isinstance(dice, int):
        if dice < 0:
            raise ValueError(f"cannot throw {dice} dice")
        return (FACES,) * dice
    return tuple(tuple(faces) for faces in dice)


@lru_cache(maxsize=None)
def _ordered(per_die: tuple[tuple[int, ...], ...]) -> tuple[tuple[tuple[int, ...], float], ...]:
    p = 1 / prod(len(faces) for faces in per_die)
    return tuple((values, p) for values in product(*per_die))


def ordered_throws(dice: DiceFaces) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every throw of the dice in die order, each with its chance (all equal): ``ordered_throws(2)``
    is ((1, 1), 1/36), ((1, 2), 1/36) … ((6, 6), 1/36); ``ordered_throws([range(2, 8), FACES])``
    throws a die numbered 2 to 7 and an ordinary one. Cached."""
    return _ordered(_per_die(dice))


@lru_cache(maxsize=None)
def _chances(per_die: tuple[tuple[int, ...], ...]) -> tuple[tuple[Action, float], ...]:
    return tuple((dice_action(values), p) for values, p in _ordered(per_die))


def dice_chances(dice: DiceFaces) -> list[tuple[Action, float]]:
    """``chance_outcomes`` of a throw: every ``dice`` action in die order with its chance (a new
    list of cached actions)."""
    return list(_chances(_per_die(dice)))


def ways(values: Sequence[int]) -> int:
    """In how many orders the dice can show these values (the multinomial coefficient)."""
    out = factorial(len(values))
    for v in set(values):
        out //= factorial(list(values).count(v))
    return out


@lru_cache(maxsize=None)
def _multisets(n: int, kept: tuple[int, ...], faces: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], Fraction], ...]:
    total = len(faces) ** n
    return tuple((tuple(sorted(kept + fresh)), Fraction(ways(fresh), total))
                 for fresh in combinations_with_replacement(faces, n))


def throw_multisets(n: int, kept: Sequence[int] = (), faces: Sequence[int] = FACES
                    ) -> tuple[tuple[tuple[int, ...], Fraction], ...]:
    """The outcomes of throwing ``n`` dice as sorted multisets with exact chances, the ``kept``
    dice added to each: ``throw_multisets(2)`` is ((1, 1), 1/36), ((1, 2), 1/18) … Cached; the
    chances add up to 1 exactly (``float`` of a chance is what ``ways / 6 ** n`` gives)."""
    if n < 0:
        raise ValueError(f"cannot throw {n} dice")
    return _multisets(n, tuple(sorted(kept)), tuple(faces))


def sample_throw(rng, n: int, low: int = 1, high: int = 6) -> tuple[int, ...]:
    """One throw of ``n`` dice drawn with ``rng`` (``random.Random``): one ``randint`` a die."""
    return tuple(rng.randint(low, high) for _ in range(n))


def sample_dice(rng, n: int) -> Action:
    """``sample_chance`` of a throw of ``n`` ordinary dice: the same chances as ``dice_chances``,
    without walking every throw."""
    return dice_action(sample_throw(rng, n))
