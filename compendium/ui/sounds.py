"""Short sounds during a match: the dice thrown and landing, a domino tile laid (the files are made
by resources/make_sounds.py). A setting turns them off.

Qt's multimedia module is imported only when a match starts with sounds on (shortly after, or at
its first sound if that comes first), never at start-up; then every sound is loaded at once, so
that playing one later costs nothing (QSoundEffect plays on its own thread). Where there is no QtMultimedia, no audio device, or the screen is Qt's
"offscreen" one (tests, screenshots), the sounds are silently left out.

The match screen does not know about sounds: ``follow(controller)`` listens to the controller's
signals (a throw shown, the match changed) and plays what fits."""

from __future__ import annotations

from typing import Optional

FILES = {"throw": "dice-throw.wav", "land": "dice-land.wav", "tile": "tile.wav"}
VOLUME = 0.6
SETTING = "sounds"  # "on" or "off"; on by default
PREPARE_MS = 250  # after a match starts: the sounds are loaded before the first throw


def wanted(db) -> bool:
    """Whether the family wants sounds (the setting; on when never set)."""
    if db is None:
        return True
    try:
        return db.setting(SETTING, "on") != "off"
    except Exception:
        return True


class QtBackend:
    """QSoundEffect for each sound, loaded once. Raises when sounds cannot be played here."""

    def __init__(self) -> None:
        from PySide6.QtGui import QGuiApplication

        app = QGuiApplication.instance()
        if app is None or QGuiApplication.platformName() in ("offscreen", "minimal"):
            raise RuntimeError("no screen, no sound")
        from PySide6.QtCore import QUrl, qInstallMessageHandler

        # Qt's multimedia talks a lot while it looks for its libraries and the sound server (and
        # more where there is none): none of that is the family's business
        previous = qInstallMessageHandler(lambda *_: None)
        try:
            from PySide6.QtMultimedia import QMediaDevices, QSoundEffect

            if not QMediaDevices.audioOutputs():
                raise RuntimeError("no audio device")
            from compendium.resources import resource

            self.effects = {}
            for name, file in FILES.items():
                path = resource("sounds", file)
                if not path.is_file():
                    continue
                effect = QSoundEffect(app)
                effect.setSource(QUrl.fromLocalFile(str(path)))
                effect.setVolume(VOLUME)
                self.effects[name] = effect
        finally:
            qInstallMessageHandler(previous)

    def play(self, name: str) -> None:
        effect = self.effects.get(name)
        if effect is not None:
            effect.play()


class Sounds:
    """Plays the named sounds when enabled; the backend is made on the first sound."""

    def __init__(self) -> None:
        self.enabled = True
        self.backend = None  # made on the first sound (tests put a fake here)
        self._unavailable = False

    def prepare(self) -> bool:
        """Makes the backend (loads QtMultimedia and every sound) if sounds are on and it is not
        there yet; whether sounds can be played."""
        if not self.enabled or self._unavailable:
            return False
        if self.backend is None:
            try:
                self.backend = QtBackend()
            except Exception:  # no QtMultimedia, no audio device, no screen: silence
                self._unavailable = True
                return False
        return True

    def play(self, name: str) -> None:
        if not self.prepare():
            return
        try:
            self.backend.play(name)
        except Exception:
            pass


player = Sounds()


def follow(controller, db=None) -> None:
    """Plays the match's sounds from now on: a throw (the rattle, then the dice landing when the
    animation ends) in dice games, a tile laid in domino games. Reads the setting from ``db``
    (by default the controller's). Holds the controller only weakly."""
    import weakref

    from PySide6.QtCore import QTimer

    player.enabled = wanted(db if db is not None else getattr(controller, "db", None))
    dice = getattr(controller.rules, "uses_dice", True)
    record = controller.match.record
    ref = weakref.ref(controller)
    seen = [len(record.actions)]

    def thrown(entry, ms: int) -> None:
        if not dice:
            return  # the shuffle of a domino game makes no sound
        c = ref()
        if ms > 0 and c is not None:
            player.play("throw")
            QTimer.singleShot(ms, c, lambda: player.play("land"))
        else:  # typed in from real dice, or no animation: they are on the table already
            player.play("land")

    def changed() -> None:
        c = ref()
        if c is None:
            return
        actions = c.match.record.actions
        before, seen[0] = seen[0], len(actions)
        if not dice and len(actions) > before and _lays_a_tile(actions[-1]):
            player.play("tile")

    controller.chance_shown.connect(thrown)
    controller.changed.connect(changed)
    if player.enabled and player.backend is None and not player._unavailable:
        # the sounds are loaded once, soon after the first match starts, rather than on its first
        # throw (loading QtMultimedia takes a few hundredths of a second)
        QTimer.singleShot(PREPARE_MS, controller, player.prepare)


def _lays_a_tile(action) -> bool:
    return getattr(action, "verb", "") == "play"


def set_enabled(on: bool) -> None:
    player.enabled = bool(on)


def enabled() -> Optional[bool]:
    return player.enabled
