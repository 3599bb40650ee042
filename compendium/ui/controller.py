"""The match controller: a small state machine around a Qt-free ``Match``.

Phases: a person to decide, a computer thinking, a throw being animated, a throw to type in from
real dice, a hand-over between people, the end. Computer players run in Qt's thread pool; their
answers come back by signal and are dropped if the match moved on (undo, leaving). Each computer
decision has a ``Budget`` (``computer_seconds`` to think); leaving the match or undoing sets its
cancel flag, so a searching player stops at once. The record is written to the database after every
action.

A computer player with one-time work to do before its first decision (``Player.prepare``: solved
tables read from the cache folder or built) is prepared in a background thread as soon as the
match starts or is continued; meanwhile ``preparing`` is true (the screen says so) and a computer's
turn waits for it without blocking the window. Leaving the match ignores a preparation still running
(what it built stays cached for the next match).

A match with a clock (``Match.clock``): the clock of the seat deciding runs only while it decides
(a person whose turn it is, a computer while it thinks), never under the hand-over cover, while
the computer's answer is shown or after the match was left. Each timed action goes into the record
with its thinking time. One timer (``CLOCK_TICK_MS``) looks at the running clock: it tells the
clock's labels to update (``clock_ticked``) and ends the match when the flag falls. A computer's
search budget never exceeds the time it has left.
"""

from __future__ import annotations

import logging
import math
import random
import threading
import time
from typing import Optional

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from compendium.core.actions import Action
from compendium.core.ai import as_player
from compendium.core.match import Match
from compendium.core.rules import CHANCE, SIMULTANEOUS, IllegalAction
from compendium.core.search import Budget, Cancelled
from compendium.core.snapshot import (
    CHANCE_ROLL,
    COMPUTER,
    HANDOVER,
    OVER,
    PERSON,
    TYPING,
    PlayerInfo,
    Snapshot,
)
from compendium.core.plugin import seat_name
from compendium.core.text import Text
from compendium.ui.i18n import lang

log = logging.getLogger(__name__)

_PREPARING = threading.Lock()  # held while computer players are prepared (Player.prepare)
PREPARATION_THREAD = "prepare-computer-players"  # the name of the threads preparing them


class _Relay(QObject):
    done = Signal(int, str, object, object)  # generation, kind ("move" or "hint"), result, error
    prepared = Signal(object)  # the preparation (a threading.Thread) that has ended


class _Job(QRunnable):
    def __init__(self, fn, generation: int, kind: str, relay: _Relay):
        super().__init__()
        self.fn = fn
        self.generation = generation
        self.kind = kind
        self.relay = relay
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            result, error = self.fn(), None
        except Exception as exc:  # reported to the GUI thread, never lost
            result, error = None, exc
        try:
            self.relay.done.emit(self.generation, self.kind, result, error)
        except RuntimeError:  # the controller is gone (window closed)
            pass
        finally:
            # PySide's QThreadPool keeps a reference to every Python runnable it ran; what the job
            # refers to (the decision's closure: the controller, its match, the players) must not
            # live on with it.
            self.fn = self.relay = None


class MatchController(QObject):
    changed = Signal()  # redraw everything
    chance_shown = Signal(object, int)  # LogEntry of a throw, animation length in ms
    message = Signal(object)  # a Text to show (illegal action, problem)
    hint_ready = Signal(object)  # Advice
    finished = Signal()
    preparing_changed = Signal(bool)  # the computer players' one-time preparation started / ended
    clock_ticked = Signal()  # the running clock moved on, was started or stopped: update its labels

    CLOCK_TICK_MS = 100  # how often the running clock is looked at (its labels, the flag)
    MIN_SHOWN_MS = 17  # a computer's move is shown at least a 60 Hz frame after the one before it
    _shown_at = 0.0  # time.monotonic() when the screen was last told to show the match anew

    def __init__(self, plugin, match: Match, db=None, match_id: Optional[int] = None,
                 computer_delay_ms: int = 450, animation_ms: int = 450, computer_seconds: float = 2.0):
        super().__init__()
        self.plugin = plugin
        self.rules = match.rules
        self.match = match
        self.db = db
        self.match_id = match_id
        self.computer_delay_ms = computer_delay_ms
        self.animation_ms = animation_ms
        self.computer_seconds = computer_seconds  # how long a computer player may think over a move
        self.phase = ""
        self.thinking_seat: Optional[int] = None
        self._generation = 0
        self._cancel = threading.Event()  # set when the jobs of this generation are no longer wanted
        self._relay = _Relay()
        self._relay.done.connect(self._on_job_done)
        self._relay.prepared.connect(self._on_prepared)
        self._preparation: Optional[threading.Thread] = None  # running Player.prepare, if any
        self._waiting_for_preparation = False  # a computer's turn is waiting for it
        self._pool = QThreadPool.globalInstance()
        self._players = {}
        for i, p in enumerate(match.record.players):
            if p.get("kind") == COMPUTER:
                self._players[i] = as_player(plugin.make_ai(p.get("level") or plugin.default_ai, self.rules))
        self._adviser = None
        self._handed_to: Optional[int] = None
        self._deciding: Optional[int] = None  # the seat a person or computer decides for now
        self._stopped = False
        self._stored_n = len(match.record.actions)  # how many actions the database holds for the match
        self._valid_n = self._stored_n  # how many of those are still the record's (an undo cuts them)
        # the clock of the decision now: whose, since when it runs (None: stopped), what it used before
        self._clock_seat: Optional[int] = None
        self._clock_since: Optional[float] = None
        self._clock_spent = 0.0
        if match.thinking() is not None:  # a match left while a seat decided goes on from there
            self._clock_seat, self._clock_spent = match.thinking()[0], match.thinking()[1] / 1000
        self._thinking_stored = match.thinking() is not None  # the database holds that entry
        self._clock_timer = QTimer(self)
        self._clock_timer.setSingleShot(True)
        self._clock_timer.timeout.connect(self._clock_tick)

    # --- lifecycle ---------------------------------------------------------------------------
    def start(self) -> None:
        self._stored_n = self._valid_n = len(self.match.record.actions)  # stored whole: new, or continued
        if self.db is not None and self.match_id is None:
            try:
                self.match_id = self.db.create_match(self.match.record.game, self.match.record.dumps())
            except Exception as exc:  # a read-only or full disk: the match is played, not kept
                self._storage_failed(exc)
        self._start_preparation()
        self._advance()

    def stop(self) -> None:
        """Leaves the match: drops any computer decision in flight; the record is already saved."""
        self._stopped = True
        self._next_generation()
        self._clock_pause()
        if self.match.clock is not None:  # the time the seat to act has thought so far is kept
            self.match.leave_thinking(self._clock_seat, int(self._clock_spent * 1000))
        self._save()
        if self._preparation is not None:  # let it finish on its own: what it builds stays cached
            self._preparation = None
            self.preparing_changed.emit(False)

    # --- the computer players' one-time preparation ---------------------------------------------------
    @property
    def preparing(self) -> bool:
        """Whether the computer players are still being prepared (their tables read or built)."""
        return self._preparation is not None

    @property
    def preparation(self) -> Optional[threading.Thread]:
        """The thread preparing the computer players, while it runs (tests join it)."""
        return self._preparation

    def _start_preparation(self) -> None:
        """Starts ``Player.prepare`` of every computer seat not yet prepared in a background thread
        (the GUI thread never waits for it)."""
        todo = []
        for seat, player in self._players.items():
            try:
                view = self.rules.view_for(self.state, seat)
                if not player.is_prepared(self.rules, view, seat):
                    todo.append((player, view, seat))
            except Exception:  # a player that cannot tell prepares itself on its first decision
                log.exception("the computer player of seat %s could not be checked", seat)
        if not todo:
            return
        rules, relay = self.rules, self._relay

        def work() -> None:
            with _PREPARING:  # one at a time: a match left while preparing and the next share the work
                for player, view, seat in todo:
                    try:
                        player.prepare(rules, view, seat)
                    except Exception:  # the decision then builds what it needs itself
                        log.exception("preparing the computer player of seat %s failed", seat)
            try:
                relay.prepared.emit(thread)
            except RuntimeError:  # the controller is gone (window closed)
                pass

        thread = threading.Thread(target=work, name=PREPARATION_THREAD, daemon=True)
        self._preparation = thread
        self.preparing_changed.emit(True)
        thread.start()

    def _on_prepared(self, thread) -> None:
        if thread is not self._preparation:
            return  # a preparation the match no longer waits for (left)
        self._preparation = None
        self.preparing_changed.emit(False)
        if self._waiting_for_preparation and not self._stopped and self.phase == COMPUTER:
            self._advance()

    # --- queries for the screen ----------------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    def name(self, seat: Optional[int]) -> str:
        if seat is None or seat < 0:
            return ""
        return seat_name(self.match.record.players[seat], self.plugin.ai_levels, lang()) or f"{seat + 1}"

    def seat_to_act(self) -> Optional[int]:
        """The seat whose turn it is (for a throw: the seat the throw belongs to; during
        simultaneous play: the seat deciding now)."""
        if self.match.to_move == SIMULTANEOUS:
            return self._deciding
        return self.rules.turn_of(self.state)

    def person_may_act(self) -> bool:
        return self.phase == PERSON

    def acting_seat(self) -> Optional[int]:
        """The seat a person is deciding for now (during simultaneous play, one at a time)."""
        return self._deciding if self.phase == PERSON else None

    def _people(self) -> list[int]:
        return [i for i, p in enumerate(self.match.record.players) if p.get("kind") != COMPUTER]

    def _viewer(self) -> Optional[int]:
        """The seat whose eyes the screen shows; None when it may show everything; -1 for a screen
        shared by several people that shows nobody's secrets.

        Games with hidden information (hands, hidden entries) or simultaneous decisions restrict
        the screen: to the person deciding now, else to the last person who was handed the laptop,
        else (a single person at the table) to that person. A variant that hides rows without
        being such a game (``rules.keeps_secrets``) shows a single person their own rows and
        several people nobody's. With no person at the table, everything is shown."""
        if self.match.over:
            return None
        private = self.rules.is_private(self.state) or self.match.to_move == SIMULTANEOUS
        secrets = self.rules.keeps_secrets(self.state)
        if private:
            if self.phase == PERSON and self._deciding is not None:
                return self._deciding
            if self._handed_to is not None:
                return self._handed_to
        elif not secrets:
            return None
        people = self._people()
        if len(people) == 1:
            return people[0]
        return -1 if people and secrets else None

    def snapshot(self, back: int = 0) -> Snapshot:
        """What the game's view may see and do now: the one place deciding who sees what.

        With ``back`` = 1: the match as it was before its last action (a throw whose dice are still
        tumbling), for the same eyes, with nobody to act — what the screen shows until they land."""
        n_all = len(self.match.record.actions)
        back = min(back, n_all)
        state = self.state if not back else self.match.state_before(n_all - back)
        rules = self.rules
        viewer = self._viewer()
        shown = state if viewer is None else rules.view_for(state, viewer)
        acting = self.acting_seat() if not back else None
        legal = tuple(rules.legal_actions(state, acting)) if acting is not None and acting >= 0 else ()
        n = n_all - back
        before = self.match.state_before(n - 1) if n else None
        if before is not None and viewer is not None:
            before = rules.view_for(before, viewer)
        record = self.match.record
        players = tuple(PlayerInfo(self.name(i), p.get("kind") or PERSON, p.get("level"), p.get("colour") or "")
                        for i, p in enumerate(record.players))
        return Snapshot(
            rules=rules, state=shown, viewer=viewer, acting=acting, turn=self.seat_to_act(), legal=legal,
            players=players, phase=self.phase, options=dict(record.options),
            over=self.match.over if not back else rules.is_over(state),
            result=self.match.result if not back else rules.result(state),
            waiting=tuple(rules.deciding(state)) if rules.to_move(state) == SIMULTANEOUS else (),
            before_last=before, last_entry=self.match.log[n - 1] if n else None,
            animation_ms=self.animation_ms, **self._history(n))

    def _history(self, n: int) -> dict:
        """The snapshot's ``history`` of the first ``n`` actions (games without hidden information),
        with the clock's text and each actor's main time left after each action."""
        if self.rules.has_hidden_information:
            return {}
        record = self.match.record
        out = {"history": tuple(record.actions[:n]), "clock": record.clock, "flag": record.flag}
        clocks = self.match.clocks()[:n]
        if clocks:
            after = [None if record.time_of(k) is None or entry.actor < 0 else clock.left[entry.actor]
                     for k, (entry, clock) in enumerate(zip(self.match.log, clocks))]
            out["clock_after"] = tuple(after)
        return out

    def can_undo(self) -> bool:
        """Whether the screen's Undo may take back the last decision now.

        Nobody may take back (and so see again) another person's secret decision: in a game with
        hidden information or decisions made at once by several people at the table, the decision
        to take back must be the one of the person holding the laptop now — the person deciding,
        or while a computer thinks the person last handed the laptop — and never while the cover
        is up (whoever presses then has not shown who they are)."""
        if self.phase not in (PERSON, TYPING, COMPUTER, HANDOVER):
            return False
        keep = self.match.undo_target()
        if keep is None:
            return False
        private = self.rules.is_private(self.state) or self.rules.keeps_secrets(self.state) or any(
            self.rules.to_move(self.match.state_before(k)) == SIMULTANEOUS
            for k in range(keep, len(self.match.record.actions))) or self.match.to_move == SIMULTANEOUS
        if not private or len(self._people()) <= 1:
            return True
        actor = self.match.log[keep].actor
        if actor == CHANCE or actor < 0:
            return self.phase == TYPING  # a typed throw is public: its typing slip may be corrected
        if self.phase == PERSON:
            return actor == self._deciding
        return self.phase != HANDOVER and actor == self._handed_to

    # --- a person's decisions -----------------------------------------------------------------
    def person_action(self, action: Action) -> bool:
        if self.phase != PERSON:
            self.message.emit(Text("Please wait for your turn.", "Подождите своей очереди."))
            return False
        try:
            if not self._timed_apply(action):
                return False  # the flag fell first
        except IllegalAction as exc:
            self.message.emit(exc.text)
            return False
        self._after_action()
        return True

    def type_throw(self, text: str) -> bool:
        """Table-dice mode: what the real dice showed, as typed by a person."""
        if self.phase != TYPING:
            return False
        try:
            action = self.rules.chance_from_text(self.state, text)
            entry = self.match.apply(action)
        except IllegalAction as exc:
            self.message.emit(exc.text)
            return False
        self._save()
        self.chance_shown.emit(entry, 0)
        self._advance()
        return True

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        self._next_generation()
        self._clock_discard()  # the clock goes back to how it was before the decision taken back
        self.match.undo()
        self._valid_n = min(self._valid_n, len(self.match.record.actions))  # the stored actions still the record's
        self._save()
        self._advance()
        return True

    def handover_done(self) -> None:
        if self.phase == HANDOVER:
            self._handed_to = self._deciding
            self._set_phase(PERSON)

    def request_hint(self) -> None:
        seat = self.acting_seat()
        if self.phase != PERSON or seat is None or seat < 0:
            return
        if self._adviser is None:
            self._adviser = as_player(self.plugin.make_ai(self.plugin.hint_level or self.plugin.default_ai, self.rules))
        view = self.rules.view_for(self.state, seat)
        adviser = self._adviser
        gen = self._generation
        self._run(lambda: adviser.hint(self.rules, view, seat), gen, "hint")

    # --- the machine ---------------------------------------------------------------------------
    def _after_action(self) -> None:
        self._save()
        self._advance()

    def _advance(self) -> None:
        self._waiting_for_preparation = False
        if self._stopped:
            return
        if self.match.over:
            self._finish()
            return
        mover = self.match.to_move
        if mover == CHANCE:
            if self.match.record.table_dice:
                self._set_phase(TYPING)
            else:
                entry = self.match.roll()
                self._save()
                self._set_phase(CHANCE_ROLL)
                self.chance_shown.emit(entry, self.animation_ms)
                self._later(self.animation_ms, self._advance)
            return
        if mover == SIMULTANEOUS:
            # Every seat decides on the same throw: the computers first, then the people one at
            # a time; each decision stays hidden in the state until the last seat has decided.
            waiting = self.rules.deciding(self.state)
            computers = [seat for seat in waiting if seat in self._players]
            seat = computers[0] if computers else (waiting[0] if waiting else None)
        else:
            seat = mover
        if seat is None or seat < 0:
            self._set_phase(OVER)  # nobody can act: never expected from correct rules
            return
        self._deciding = seat
        if seat in self._players:
            self._set_phase(COMPUTER)
            self.thinking_seat = seat
            if self._preparation is not None:  # the computer moves once it is prepared (_on_prepared)
                self._waiting_for_preparation = True
                return
            player = self._players[seat]
            view = self.rules.view_for(self.state, seat)
            rng = random.Random(self.match.rng.random())
            gen = self._generation
            started = time.monotonic()
            self._clock_run(seat)
            budget = Budget.seconds(self._computer_budget(seat), cancel=self._cancel)
            illegal = []  # (answer, replacement) when the player answered an illegal move
            self._run(lambda: (player.next_move(self.rules, view, seat, rng, budget,
                                                lambda *pair: illegal.append(pair)), started, illegal), gen, "move")
            return
        private = self.rules.is_private(self.state) or mover == SIMULTANEOUS
        if private and self._handed_to != seat and len(self._people()) > 1:
            self._set_phase(HANDOVER)
            return
        self._set_phase(PERSON)

    def _set_phase(self, phase: str) -> None:
        self.phase = phase
        self._shown_at = time.monotonic()  # the screen shows the match as it is now (``changed``)
        if phase != COMPUTER:
            self.thinking_seat = None
        if phase == PERSON and self._deciding is not None and self._deciding >= 0:
            self._clock_run(self._deciding)
        elif phase != COMPUTER:  # a computer's clock starts with its search and stops with its answer
            self._clock_pause()
        self.changed.emit()

    def _next_generation(self) -> None:
        """The match moves on: answers in flight are dropped and the computers thinking are told
        to stop."""
        self._generation += 1
        self._cancel.set()
        self._cancel = threading.Event()

    def _run(self, fn, generation: int, kind: str) -> None:
        self._pool.start(_Job(fn, generation, kind, self._relay))

    def _on_job_done(self, generation: int, kind: str, value, error) -> None:
        if isinstance(error, Cancelled):
            return  # asked to stop: the match moved on
        if error is not None:
            if kind == "move" and generation == self._generation and self.phase == COMPUTER:
                self._fallback_move(Text(f"The computer player failed ({error})", f"Сбой компьютерного игрока ({error})"))
            elif kind == "hint":
                self.message.emit(Text("No hint this time.", "Подсказки на этот раз нет."))
            return
        if kind == "hint":
            if generation == self._generation and self.phase == PERSON:
                self.hint_ready.emit(value)
            return
        if generation != self._generation or self._stopped or self.phase != COMPUTER:
            return  # the match moved on while the computer was thinking
        self._clock_pause()  # the answer is in: the pause before it is shown is not its time
        action, started, illegal = value
        now = time.monotonic()
        spent = (now - started) * 1000
        # Never in the frame that shows the move before it: a quick answer with no pause (a pace of
        # 0 ms) drew both moves in one frame of twice the work, and the earlier one was never seen.
        since_shown = (now - self._shown_at) * 1000
        wait = max(0, int(self.computer_delay_ms - spent), math.ceil(self.MIN_SHOWN_MS - since_shown))
        self._later(wait, lambda: self._computer_moves(generation, action, illegal))

    def _computer_moves(self, generation: int, action: Action, illegal=()) -> None:
        if generation != self._generation or self._stopped or self.phase != COMPUTER:
            return
        for answer, replacement in illegal:  # Player.next_move replaced an illegal answer: say so
            first = replacement == self.rules.legal_actions(self.state, self._deciding)[0]
            self.message.emit(Text(f"The computer chose an illegal move ({answer.notation})",
                                   f"Компьютер выбрал недопустимый ход ({answer.notation})")
                              + (Text("; it played the first legal move instead.", "; вместо этого сделан первый допустимый ход.")
                                 if first else Text("; it played another legal move instead.",
                                                    "; вместо этого сделан другой допустимый ход.")))
        try:
            if not self._timed_apply(action):
                return  # the flag fell first
        except IllegalAction as exc:  # never expected: the rules refuse it and the match goes on
            self._fallback_move(Text(f"The computer chose an illegal move ({exc.text.en})",
                                     f"Компьютер выбрал недопустимый ход ({exc.text.ru})"))
            return
        self._after_action()

    def _fallback_move(self, why: Text) -> None:
        """A computer player failed: the match must not stall, so the seat makes its first legal
        move and the people are told."""
        seat = self._deciding
        legal = self.rules.legal_actions(self.state, seat) if seat is not None and seat >= 0 else []
        if not legal:
            self.message.emit(why)
            return
        self.message.emit(why + Text("; it played the first legal move instead.",
                                     "; вместо этого сделан первый допустимый ход."))
        if self._timed_apply(legal[0]):
            self._after_action()

    def _later(self, ms: int, fn) -> None:
        gen = self._generation
        if ms <= 0:
            QTimer.singleShot(0, self, lambda: gen == self._generation and fn())
        else:
            QTimer.singleShot(ms, self, lambda: gen == self._generation and fn())

    def _finish(self) -> None:
        if self.phase == OVER:
            return
        self._clock_discard()
        res = self.match.result  # the rules' result, or the one of a flag fall
        if self.db is not None and self.match_id is not None:
            rows = []
            players = self.match.record.players
            for i, p in enumerate(players):
                rows.append({
                    "seat": i, "game": self.match.record.game, "profile": p.get("profile"),
                    "kind": p.get("kind", PERSON), "level": p.get("level"), "name": self.name(i),
                    "score": res.scores[i], "rank": res.ranks[i],
                    "outcome": res.outcomes[i], "points": res.points[i],
                    "players": len(players), "extra": res.extra[i] if i < len(res.extra) else {},
                })
            try:
                self.db.finish_match(self.match_id, self.match.record.dumps(), rows)
            except Exception as exc:
                self._storage_failed(exc)
        self._set_phase(OVER)
        self.finished.emit()

    def _save(self) -> None:
        """Appends the actions made since the last save (the storage writes only what changed).
        A failure is shown, never raised: leaving the match must always work."""
        if self.db is not None and self.match_id is not None and not self.match.over:
            actions = self.match.record.actions
            keep = min(self._valid_n, len(actions))
            thinking = self.match.thinking() is not None
            if keep == len(actions) == self._stored_n and not thinking and not self._thinking_stored:
                return  # nothing new since the last save
            try:
                self.db.save_tail(self.match_id, keep, self.match.record.entries(keep))
            except Exception as exc:
                self._storage_failed(exc)
                return
            self._stored_n = self._valid_n = len(actions)
            self._thinking_stored = thinking

    # --- the clock -----------------------------------------------------------------------------
    @property
    def has_clock(self) -> bool:
        return self.match.clock is not None

    @property
    def clock_seat(self) -> Optional[int]:
        """The seat whose clock runs now, or None."""
        return self._clock_seat if self._clock_since is not None else None

    def _clock_used(self) -> float:
        """Seconds the decision now has taken so far (its clock's pauses left out)."""
        running = time.monotonic() - self._clock_since if self._clock_since is not None else 0.0
        return self._clock_spent + running

    def clock_left(self, seat: int) -> Optional[float]:
        """The seat's main time left now (seconds; the decision now counted); None without a clock."""
        if self.match.clock is None:
            return None
        used = self._clock_used() if seat == self._clock_seat else 0.0
        return self.match.clock.main_after(seat, used)

    def clock_extra_left(self, seat: int) -> float:
        """What is left of the extra time of the seat's move now (0 without one)."""
        clock = self.match.clock
        if clock is None or not clock.spec.extra:
            return 0.0
        used = self._clock_used() if seat == self._clock_seat else 0.0
        return max(0.0, clock.spec.extra - used)

    def _clock_run(self, seat: int) -> None:
        """Starts (or goes on with) the seat's clock for the decision now."""
        if self.match.clock is None or self._stopped or self.match.over:
            return
        if seat != self._clock_seat:
            self._clock_seat, self._clock_spent, self._clock_since = seat, 0.0, None
        if self._clock_since is None:
            self._clock_since = time.monotonic()
            self._clock_tick()

    def _clock_pause(self) -> None:
        """Stops the running clock; the decision keeps the time it took so far."""
        if self._clock_since is not None:
            self._clock_spent += time.monotonic() - self._clock_since
            self._clock_since = None
            self._clock_timer.stop()
            self.clock_ticked.emit()

    def _clock_discard(self) -> None:
        """Forgets the decision now (undone, or the match ended): no seat's clock runs."""
        self._clock_pause()
        self._clock_seat, self._clock_spent = None, 0.0

    def _clock_tick(self) -> None:
        seat = self.clock_seat
        if seat is None or self.match.clock is None:
            return
        left = self.match.clock.available(seat) - self._clock_used()
        if left <= 0:
            self._flag_fall(seat)
            return
        self.clock_ticked.emit()
        self._clock_timer.start(max(1, min(self.CLOCK_TICK_MS, int(left * 1000) + 1)))

    def _timed_apply(self, action: Action) -> bool:
        """Applies the deciding seat's ``action`` with its thinking time, or, when that seat's
        time is over, lets its flag fall instead (False). ``IllegalAction`` as ``Match.apply``."""
        ms = None
        seat = self._clock_seat
        if self.match.clock is not None and seat is not None:
            used = self._clock_used()
            if used >= self.match.clock.available(seat):
                self._flag_fall(seat)
                return False
            ms = int(used * 1000)
        self.match.apply(action, ms=ms)
        self._clock_discard()
        return True

    def _computer_budget(self, seat: int) -> float:
        """How long the computer may think now: its usual time, never more than a share of the
        time it has left on the clock (the move's extra time and a twentieth of its main time)."""
        clock = self.match.clock
        if clock is None:
            return self.computer_seconds
        used = self._clock_used() if seat == self._clock_seat else 0.0
        extra = max(0.0, clock.spec.extra - used)
        main = clock.main_after(seat, used)
        share = extra + main / 20
        return max(0.01, min(self.computer_seconds, share, 0.9 * (extra + main)))

    def _flag_fall(self, seat: int) -> None:
        """The seat's time ran out: the match ends with the game's result for a flag fall."""
        self._clock_discard()
        self._next_generation()  # a computer still thinking is stopped; its answer is dropped
        try:
            self.match.flag(seat)
        except IllegalAction:
            return
        name = self.name(seat)
        self.message.emit(Text(f"Time is up: {name}'s flag fell.", f"Время вышло: флажок упал ({name})."))
        self._advance()

    def _storage_failed(self, exc: Exception) -> None:
        if getattr(self, "_storage_warned", False):
            return  # said once a match
        self._storage_warned = True
        self.message.emit(Text(f"The match could not be saved ({exc}); it goes on, but may not be kept.",
                               f"Партию не удалось сохранить ({exc}); игра продолжается, но может не сохраниться."))
