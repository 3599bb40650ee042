"""The match clock, Qt-free: how much time each seat has, and what a move costs.

``ClockSpec(base, increment, extra)`` in seconds: ``base`` is each seat's main time for the whole
match; ``increment`` is added to the main time after each of the seat's moves; ``extra`` is a
fixed extra time a move that is spent first: the main time counts down only once the move's extra
time is used up, and extra time left unused is not kept (the rules of chess clocks: switching the
clock before the fixed time has run out leaves the main time as it was).

The text form is ``"300+5"`` (five minutes, five seconds added a move), ``"300d5"`` (five minutes,
five seconds of extra time a move), ``"300"`` and ``"none"`` (no clock); both parts may be given
(``"600+5d3"``). ``ClockSpec.parse`` reads it (``ClockError`` with a message in both languages for
anything it refuses), ``.text`` writes it.

``ClockState`` is each seat's main time left; ``spend(seat, seconds)`` is the state after a move
that took that long; ``flagged(seat)`` says whether the seat's time ran out (its flag fell).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Optional, Sequence

from compendium.core.text import Text

NONE = "none"
MAX_BASE = 10 * 3600.0  # ten hours each: far beyond any game at home
MAX_STEP = 3600.0  # an increment or an extra time of at most an hour a move
MAX_TEXT = 40

_NUMBER = r"(\d+(?:\.\d+)?)"
_FORM = re.compile(rf"^{_NUMBER}(?:\+{_NUMBER})?(?:d{_NUMBER})?$")


class ClockError(ValueError):
    """A clock's text or values that cannot be used; ``text`` says why in both languages."""

    def __init__(self, text: Text):
        super().__init__(text.en)
        self.text = text


def _seconds(x: float) -> str:
    """A number of seconds as the text form writes it: 300, 2.5."""
    return f"{x:g}" if x == int(x) and abs(x) < 1e15 else f"{x:.3f}".rstrip("0").rstrip(".")


@dataclass(frozen=True)
class ClockSpec:
    base: float
    increment: float = 0.0
    extra: float = 0.0

    def __post_init__(self):
        for name, value in (("base", self.base), ("increment", self.increment), ("extra", self.extra)):
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
                raise ClockError(Text(f"The clock's {name} time must be a number of seconds.",
                                      f"Время часов ({_RU[name]}) должно быть числом секунд."))
            if value < 0:
                raise ClockError(Text(f"The clock's {name} time cannot be negative ({_seconds(value)} s).",
                                      f"Время часов ({_RU[name]}) не может быть отрицательным ({_seconds(value)} с)."))
            object.__setattr__(self, name, float(value))
        if self.base > MAX_BASE:
            raise ClockError(Text(f"{_seconds(self.base)} s is too long a time; at most {_hours(MAX_BASE)} hours each.",
                                  f"{_seconds(self.base)} с — слишком долго; не больше {_hours(MAX_BASE)} часов каждому."))
        for name, value in (("increment", self.increment), ("extra", self.extra)):
            if value > MAX_STEP:
                raise ClockError(Text(f"The {name} time of {_seconds(value)} s a move is too long; at most {_seconds(MAX_STEP)} s.",
                                      f"Время ({_RU[name]}) {_seconds(value)} с на ход — слишком долго; не больше {_seconds(MAX_STEP)} с."))
        if self.base <= 0 and self.extra <= 0:
            raise ClockError(Text("The clock needs some time: a main time, or an extra time a move.",
                                  "Часам нужно время: основное или дополнительное на каждый ход."))

    # --- text form ------------------------------------------------------------------------------
    @property
    def text(self) -> str:
        out = _seconds(self.base)
        if self.increment:
            out += "+" + _seconds(self.increment)
        if self.extra:
            out += "d" + _seconds(self.extra)
        return out

    def __str__(self) -> str:
        return self.text

    @staticmethod
    def parse(text: object) -> Optional["ClockSpec"]:
        """The clock a text names; None for ``"none"`` (or an empty text); ``ClockError`` else."""
        if text is None:
            return None
        if not isinstance(text, str):
            raise ClockError(Text("A clock is written as a text such as 300+5.",
                                  "Часы записываются текстом, например 300+5."))
        s = text.strip().lower()
        if s in ("", NONE):
            return None
        shown = text.strip()[:MAX_TEXT]
        if len(s) > MAX_TEXT:
            raise ClockError(Text(f"{shown!r}… is not a clock: too long a text.",
                                  f"{shown!r}… — не запись часов: слишком длинный текст."))
        if s.startswith("-") or "+-" in s or "d-" in s:
            raise ClockError(Text(f"{shown!r}: a clock's times cannot be negative.",
                                  f"{shown!r}: время часов не может быть отрицательным."))
        m = _FORM.match(s)
        if m is None:
            raise ClockError(Text(f"{shown!r} is not a clock: write seconds, as 300, 300+5 (5 s added a move) "
                                  "or 300d5 (5 s extra a move).",
                                  f"{shown!r} — не запись часов: укажите секунды, например 300, 300+5 "
                                  "(5 с добавляются за ход) или 300d5 (5 с дополнительно на ход)."))
        base, inc, extra = (float(g) if g else 0.0 for g in m.groups())
        return ClockSpec(base, inc, extra)

    # --- the state ------------------------------------------------------------------------------
    def start(self, seats: int) -> "ClockState":
        """Each seat's clock at the start of the match."""
        return ClockState(self, (self.base,) * seats)


_RU = {"base": "основное", "increment": "добавка", "extra": "дополнительное"}


def _hours(seconds: float) -> str:
    return _seconds(seconds / 3600)


@dataclass(frozen=True)
class ClockState:
    """Each seat's main time left (seconds); never below 0 (0 is a fallen flag)."""

    spec: ClockSpec
    left: tuple[float, ...]

    def available(self, seat: int) -> float:
        """How long the seat may think over its next move before its flag falls."""
        return self.spec.extra + self.left[seat]

    def main_after(self, seat: int, seconds: float) -> float:
        """The seat's main time once it has thought ``seconds`` over its move (extra time first;
        no increment yet); at least 0."""
        return max(0.0, self.left[seat] - max(0.0, seconds - self.spec.extra))

    def spend(self, seat: int, seconds: float) -> "ClockState":
        """The clock after the seat's move that took ``seconds``: the move's extra time is spent
        first (what is left of it is not kept), then the main time; the increment is added after
        the move unless the flag fell while it was made."""
        over = max(0.0, seconds - self.spec.extra)
        main = self.left[seat] - over
        main = 0.0 if main <= 0 else main + self.spec.increment
        return ClockState(self.spec, self.left[:seat] + (main,) + self.left[seat + 1:])

    def fall(self, seat: int) -> "ClockState":
        """The clock with the seat's flag fallen (its main time 0)."""
        return ClockState(self.spec, self.left[:seat] + (0.0,) + self.left[seat + 1:])

    def flagged(self, seat: int) -> bool:
        return self.left[seat] <= 0.0

    @staticmethod
    def replayed(spec: ClockSpec, seats: int, spent: Sequence[tuple[int, float]]) -> "ClockState":
        """The clock after the moves ``spent`` (seat, seconds) in order."""
        state = spec.start(seats)
        for seat, seconds in spent:
            state = state.spend(seat, seconds)
        return state


def shown(seconds: float) -> str:
    """A time left as a clock shows it: 1:05:00, 4:59, 0:09.4 (tenths under ten seconds)."""
    seconds = max(0.0, seconds)
    if seconds < 10:
        tenths = math.floor(seconds * 10) / 10
        return f"0:{tenths:04.1f}"
    whole = int(seconds)
    h, rest = divmod(whole, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"
