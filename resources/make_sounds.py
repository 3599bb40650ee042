"""Makes the program's few short sounds (compendium/assets/sounds/*.wav) from scratch: plain
Python (wave, math and a seeded random), no recorded or copied sound.

    python3 resources/make_sounds.py

- dice-throw.wav: dice rattling in a hand and tumbling onto the table (about 0.35 s);
- dice-land.wav:  the dice coming to rest, a few small clicks (about 0.15 s);
- tile.wav:       a domino tile laid on the table, one woody knock (about 0.1 s).

Every click is a short burst of noise mixed with two damped tones (the material's ring), shaped
by a fast attack and an exponential decay. The random numbers are seeded: running the script
again writes the same bytes (a test checks that the committed files are current)."""

from __future__ import annotations

import io
import math
import random
import wave
from pathlib import Path

RATE = 22050  # samples a second: plenty for short clicks, small files
OUT = Path(__file__).resolve().parent.parent / "compendium" / "assets" / "sounds"


def click(length: float, tones: tuple[float, ...], decay: float, noise: float, rng: random.Random) -> list[float]:
    """One knock: noise and damped tones (Hz), decaying with time constant ``decay`` seconds."""
    n = int(length * RATE)
    out = []
    low = 0.0
    for i in range(n):
        t = i / RATE
        envelope = min(1.0, t / 0.0015) * math.exp(-t / decay)
        ring = sum(math.sin(2 * math.pi * f * t + k) for k, f in enumerate(tones)) / max(1, len(tones))
        low += 0.35 * (rng.uniform(-1.0, 1.0) - low)  # noise, softened a little
        out.append(envelope * ((1 - noise) * ring + noise * low))
    return out


def mix(length: float, parts: list[tuple[float, float, list[float]]]) -> list[float]:
    """The parts (start in seconds, loudness, samples) added into one track of ``length`` seconds."""
    track = [0.0] * int(length * RATE)
    for start, gain, samples in parts:
        at = int(start * RATE)
        for i, s in enumerate(samples):
            if at + i < len(track):
                track[at + i] += gain * s
    return track


def dice_throw(rng: random.Random) -> list[float]:
    """Rattling: many small, bright clicks, thicker in the middle, then a few louder ones."""
    parts = []
    for _ in range(14):
        start = 0.02 + 0.22 * rng.random() ** 1.3
        tones = (rng.uniform(2600, 3800), rng.uniform(4800, 6200))
        parts.append((start, rng.uniform(0.25, 0.55), click(0.03, tones, 0.006, 0.45, rng)))
    for start in (0.24, 0.29, 0.33):
        tones = (rng.uniform(1700, 2300), rng.uniform(3300, 4100))
        parts.append((start, rng.uniform(0.55, 0.8), click(0.05, tones, 0.009, 0.35, rng)))
    return mix(0.38, parts)


def dice_land(rng: random.Random) -> list[float]:
    """Coming to rest: three clicks, each softer and closer than the one before."""
    parts = []
    for start, gain in ((0.0, 0.8), (0.055, 0.5), (0.09, 0.3)):
        tones = (rng.uniform(1800, 2300), rng.uniform(3500, 4200))
        parts.append((start, gain, click(0.05, tones, 0.010, 0.35, rng)))
    return mix(0.15, parts)


def tile(rng: random.Random) -> list[float]:
    """A tile laid down: a low, woody knock with a soft thump under it."""
    knock = click(0.1, (820.0, 1650.0, 2470.0), 0.016, 0.3, rng)
    thump = click(0.1, (170.0,), 0.025, 0.1, rng)
    return mix(0.11, [(0.0, 0.75, knock), (0.0, 0.45, thump)])


def wav_bytes(samples: list[float], volume: float = 0.7) -> bytes:
    """16-bit mono WAV of the samples, scaled so that the loudest is at ``volume`` of full scale."""
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = volume * 32767 / peak
    frames = bytearray()
    for s in samples:
        frames += int(round(s * scale)).to_bytes(2, "little", signed=True)
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(frames))
    return buf.getvalue()


SOUNDS = {"dice-throw.wav": (dice_throw, 11), "dice-land.wav": (dice_land, 12), "tile.wav": (tile, 13)}


def all_files() -> dict[Path, bytes]:
    """Every sound file, by its path in the package, with its bytes."""
    return {OUT / name: wav_bytes(make(random.Random(seed))) for name, (make, seed) in SOUNDS.items()}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for path, data in all_files().items():
        path.write_bytes(data)
        print(path.relative_to(OUT.parent.parent.parent), len(data), "bytes")


if __name__ == "__main__":
    main()
