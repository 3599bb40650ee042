"""A driver for a UCI chess engine (Stockfish or another), run as a separate program (Qt-free).

The engine is found in this order: the program set in Settings (``compendium.core.config``
``chess_engine``, given here as ``path``), then ``stockfish`` on the PATH (``find_engine``). Its
strength is limited with ``UCI_LimitStrength`` + ``UCI_Elo`` when it offers them, else with
``Skill Level`` (0–20). A move is asked with ``go movetime``; a cancel flag (anything with
``is_set()``) stops the engine at once.

Everything that can go wrong — no engine, a program that is not one, a crash, silence, an answer
that is not a legal move — raises ``EngineError`` with a message in English and Russian; the
computer player then plays with its own search (``compendium.games.chess.ai``).
"""

from __future__ import annotations

import os
import queue
import shutil
import subprocess
import threading
import time
from typing import Any, Optional, Sequence, Union

from compendium.core.search import Cancelled
from compendium.core.text import Text
from compendium.games.chess import engine

WHERE_TO_GET = Text(
    "Install Stockfish from your system's packages (for example: sudo apt install stockfish) or from "
    "stockfishchess.org, then choose it in Settings or put it on the PATH.",
    "Установите Stockfish из пакетов системы (например: sudo apt install stockfish) или с сайта "
    "stockfishchess.org, затем укажите его в настройках или положите в PATH.")

Command = Union[str, Sequence[str]]

EXTRA_DIRS = ("/usr/games", "/usr/local/games")  # where Debian and Ubuntu put stockfish, not always on the PATH


class EngineError(Exception):
    """The engine cannot be used; ``text`` says why in both languages."""

    def __init__(self, text: Text):
        super().__init__(text.en)
        self.text = text


def find_engine(path: Optional[str] = None) -> Optional[str]:
    """The engine program to run: ``path`` (the Settings' choice) when it names a program that
    exists, else ``stockfish`` on the PATH (or in ``EXTRA_DIRS``); None when there is none."""
    if path:
        full = os.path.expanduser(path)
        if os.path.isfile(full) and os.access(full, os.X_OK):
            return full
        found = shutil.which(full)
        if found:
            return found
    found = shutil.which("stockfish")
    if found is None and EXTRA_DIRS:
        found = shutil.which("stockfish", path=os.pathsep.join(EXTRA_DIRS))
    return found


def configured_engine() -> Optional[str]:
    """``find_engine`` with the path chosen in Settings."""
    from compendium.core import config

    return find_engine(config.chess_engine())


class UciEngine:
    """One running engine. ``start`` (the ``uci`` handshake), ``limit_strength``, ``best_move``,
    ``close``; also a context manager. Not for use from several threads at once."""

    def __init__(self, command: Command, *, start_timeout: float = 10.0):
        self.command = [command] if isinstance(command, str) else list(command)
        self.start_timeout = start_timeout
        self.name = ""
        self.options: dict[str, dict] = {}
        self._proc: Optional[subprocess.Popen] = None
        self._lines: "queue.Queue[Optional[str]]" = queue.Queue()
        self._ended = False  # the program's output has ended (it quit or crashed)

    # --- the process ---------------------------------------------------------------------------------
    def _fail(self, en: str, ru: str) -> EngineError:
        self.close(kill=True)
        return EngineError(Text(f"The chess engine {self._shown()}: {en}", f"Шахматная программа {self._shown()}: {ru}"))

    def _shown(self) -> str:
        first = os.path.basename(self.command[0])
        if "python" in first and len(self.command) > 1:
            first = os.path.basename(self.command[1])
        return f"«{first}»"

    @property
    def running(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def start(self) -> "UciEngine":
        """Runs the program and shakes hands (``uci`` … ``uciok``, ``isready`` … ``readyok``)."""
        try:
            self._proc = subprocess.Popen(self.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                          stderr=subprocess.DEVNULL, text=True, bufsize=1)
        except (OSError, ValueError) as exc:
            self._proc = None
            raise EngineError(Text(f"The chess engine could not be started ({exc}). {WHERE_TO_GET.en}",
                                   f"Шахматную программу не удалось запустить ({exc}). {WHERE_TO_GET.ru}")) from None
        threading.Thread(target=self._read, args=(self._proc, self._lines), daemon=True).start()
        self._send("uci")
        deadline = time.monotonic() + self.start_timeout
        while True:
            line = self._line(deadline)
            if line is None:
                raise self._fail("it does not speak UCI (no answer to «uci»).", "она не понимает UCI (нет ответа на «uci»).")
            if line.startswith("id name "):
                self.name = line[8:].strip()
            elif line.startswith("option name "):
                self._option(line)
            elif line.strip() == "uciok":
                break
        self.ready()
        return self

    @staticmethod
    def _read(proc: subprocess.Popen, lines: "queue.Queue[Optional[str]]") -> None:
        try:
            for line in proc.stdout:
                lines.put(line.rstrip("\r\n"))
        except (OSError, ValueError):
            pass
        lines.put(None)  # the program ended

    def _line(self, deadline: float, cancel: Any = None) -> Optional[str]:
        """The next line, or None when the program ended or the deadline passed."""
        while True:
            if cancel is not None and cancel.is_set():
                raise Cancelled()
            if self._ended and self._lines.empty():
                return None
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            try:
                line = self._lines.get(timeout=min(left, 0.05))
            except queue.Empty:
                continue
            if line is None:
                self._ended = True
            return line

    def _send(self, text: str) -> None:
        if self._proc is None or self._proc.stdin is None:
            raise EngineError(Text("The chess engine is not running.", "Шахматная программа не запущена."))
        try:
            self._proc.stdin.write(text + "\n")
            self._proc.stdin.flush()
        except (OSError, ValueError):
            raise self._fail("it stopped unexpectedly.", "она неожиданно завершилась.") from None

    def _option(self, line: str) -> None:
        """Reads ``option name X type spin default D min A max B``."""
        words = line.split()
        try:
            t = words.index("type")
        except ValueError:
            return
        name = " ".join(words[2:t])
        info: dict = {"type": words[t + 1] if t + 1 < len(words) else ""}
        for key in ("default", "min", "max"):
            if key in words[t:]:
                i = words.index(key, t)
                if i + 1 < len(words):
                    info[key] = words[i + 1]
        self.options[name] = info

    def ready(self, timeout: float = 10.0) -> None:
        self._send("isready")
        deadline = time.monotonic() + timeout
        while True:
            line = self._line(deadline)
            if line is None:
                raise self._fail("it does not answer.", "она не отвечает.")
            if line.strip() == "readyok":
                return

    def set_option(self, name: str, value: Any) -> None:
        self._send(f"setoption name {name} value {value}")

    def limit_strength(self, elo: int) -> str:
        """Limits the engine to about ``elo``: ``UCI_Elo`` when offered (clamped to its range), else
        ``Skill Level`` (0–20, from the Elo). Returns how it was limited ("elo N", "skill N", "none")."""
        if "UCI_LimitStrength" in self.options and "UCI_Elo" in self.options:
            info = self.options["UCI_Elo"]
            low, high = int(info.get("min", 0) or 0), int(info.get("max", 4000) or 4000)
            value = max(low, min(high, int(elo)))
            self.set_option("UCI_LimitStrength", "true")
            self.set_option("UCI_Elo", value)
            self.ready()
            return f"elo {value}"
        if "Skill Level" in self.options:
            info = self.options["Skill Level"]
            low, high = int(info.get("min", 0) or 0), int(info.get("max", 20) or 20)
            skill = max(low, min(high, round((elo - 1100) / 100)))  # about 1100 at 0 … 3100 at 20
            self.set_option("Skill Level", skill)
            self.ready()
            return f"skill {skill}"
        return "none"

    def best_move(self, moves: Sequence[str] = (), *, fen: Optional[str] = None, movetime_ms: int = 1000,
                  cancel: Any = None, legal: Optional[Sequence[str]] = None, grace: float = 5.0) -> str:
        """The engine's move (UCI) in the position after ``moves`` from the start (or ``fen``), thinking
        ``movetime_ms``. ``legal``: the legal moves, to check the answer against. ``cancel`` set: the
        engine is stopped and ``Cancelled`` raised. No answer within the time and ``grace`` seconds, a
        crash or an answer that is not a (legal) move: ``EngineError``."""
        if not self.running:
            raise self._fail("it is not running.", "она не запущена.")
        start = f"fen {fen}" if fen else "startpos"
        self._send(f"position {start}" + (" moves " + " ".join(moves) if moves else ""))
        self._send(f"go movetime {max(1, int(movetime_ms))}")
        deadline = time.monotonic() + movetime_ms / 1000 + grace
        try:
            while True:
                line = self._line(deadline, cancel)
                if line is None:
                    if self._ended or not self.running:
                        raise self._fail("it stopped unexpectedly.", "она неожиданно завершилась.")
                    raise self._fail("it did not answer in time.", "она не ответила вовремя.")
                if line.startswith("bestmove"):
                    words = line.split()
                    answer = words[1] if len(words) > 1 else ""
                    break
        except Cancelled:
            self._stop_quietly()
            raise
        if not engine.uci_ok(answer) or (legal is not None and answer not in legal):
            raise self._fail(f"its answer «{answer}» is not a legal move.", f"её ответ «{answer}» — невозможный ход.")
        return answer

    def _stop_quietly(self) -> None:
        """After a cancel: ``stop`` and wait briefly for the ``bestmove`` that follows."""
        try:
            self._send("stop")
            deadline = time.monotonic() + 2.0
            while True:
                line = self._line(deadline)
                if line is None:
                    self.close(kill=True)
                    return
                if line.startswith("bestmove"):
                    return
        except EngineError:
            pass

    def close(self, kill: bool = False) -> None:
        proc, self._proc = self._proc, None
        if proc is None:
            return
        if not kill and proc.poll() is None:
            try:
                proc.stdin.write("quit\n")
                proc.stdin.flush()
                proc.wait(timeout=2.0)
            except (OSError, ValueError, subprocess.TimeoutExpired):
                pass
        if proc.poll() is None:
            proc.kill()
            try:
                proc.wait(timeout=2.0)
            except subprocess.TimeoutExpired:
                pass
        for stream in (proc.stdin, proc.stdout):
            try:
                if stream is not None:
                    stream.close()
            except (OSError, ValueError):
                pass

    def __enter__(self) -> "UciEngine":
        return self.start() if not self.running else self

    def __exit__(self, *exc) -> None:
        self.close()

    def __del__(self):
        try:
            self.close(kill=True)
        except Exception:
            pass
