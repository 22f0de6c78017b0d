"""Sound effects synthesized by the project (no recorded samples): flip, shuffle, dice, clash, cheer,
fanfare. ``play(name)`` is silent and harmless without an audio device (or with
``SDL_AUDIODRIVER=dummy``); volume and mute follow the settings (``apply_settings``).

Sounds are generated on first use (a few milliseconds each, pure Python) and kept in memory.
"""

from __future__ import annotations

import logging
import math
import random
from array import array

import pygame

from game.files import replace_file

log = logging.getLogger(__name__)
NAMES = ("flip", "shuffle", "dice", "clash", "cheer", "fanfare")
RATE = 22050

_state = {"enabled": True, "volume": 0.7, "ready": None}
_sounds: dict[str, pygame.mixer.Sound] = {}


def apply_settings(settings: object) -> None:
    """Follow ``settings.sound`` (on/off) and ``settings.volume`` (0–1)."""
    set_enabled(bool(getattr(settings, "sound", True)))
    set_volume(float(getattr(settings, "volume", 0.7)))


def set_enabled(enabled: bool) -> None:
    _state["enabled"] = enabled
    if not enabled and _state["ready"]:
        try:
            pygame.mixer.stop()
        except pygame.error:
            pass


def set_volume(volume: float) -> None:
    _state["volume"] = min(1.0, max(0.0, volume))


def _ready() -> bool:
    """Initialise the mixer once; False (for good) if there is no usable audio device."""
    if _state["ready"] is None:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=2, buffer=512)
            _state["ready"] = pygame.mixer.get_init() is not None
        except (pygame.error, NotImplementedError) as exc:
            log.info("no audio: %s", exc)
            _state["ready"] = False
        if _state["ready"]:
            preload(background=True)  # build the other effects while the first one plays
    return bool(_state["ready"])


def play(name: str, volume: float | None = None) -> None:
    """Play effect ``name`` (one of :data:`NAMES`) at ``volume`` (default: the settings' volume);
    does nothing when muted or without audio."""
    vol = _state["volume"] if volume is None else min(1.0, max(0.0, float(volume)))
    if not _state["enabled"] or vol <= 0 or name not in NAMES:
        return
    if not _ready():
        return
    try:
        snd = _sounds.get(name)
        if snd is None:
            snd = _sounds[name] = _to_sound(samples(name))
        snd.set_volume(vol)
        snd.play()
    except (pygame.error, ValueError) as exc:  # device vanished, etc.: stay silent
        log.info("sound %s failed: %s", name, exc)


def _to_sound(samples: list[float]) -> pygame.mixer.Sound:
    freq, size, channels = pygame.mixer.get_init()
    if freq != RATE:  # resample by nearest neighbour (fine for effects)
        step = RATE / freq
        samples = [samples[min(len(samples) - 1, int(i * step))] for i in range(int(len(samples) / step))]
    if size == 32:  # float mixer (AUDIO_F32)
        pcm_f = array("f", (max(-1.0, min(1.0, v)) for v in samples))
        if channels == 2:
            st = array("f", bytes(len(pcm_f) * 8))
            st[0::2], st[1::2] = pcm_f, pcm_f
            pcm_f = st
        return pygame.mixer.Sound(buffer=pcm_f.tobytes())
    pcm = array("h", (int(max(-1.0, min(1.0, v)) * 30000) for v in samples))
    if channels == 2:
        stereo = array("h", bytes(len(pcm) * 4))
        stereo[0::2] = pcm
        stereo[1::2] = pcm
        pcm = stereo
    if abs(size) == 8:
        data = bytes((v >> 8) + 128 & 0xFF for v in pcm)
        return pygame.mixer.Sound(buffer=data)
    return pygame.mixer.Sound(buffer=pcm.tobytes())


# ---------------------------------------------------------------- synthesis (pure functions)


def _noise_burst(n: int, rnd: random.Random, decay: float, lowpass: float = 0.5) -> list[float]:
    out, last = [], 0.0
    for i in range(n):
        last += lowpass * (rnd.uniform(-1, 1) - last)
        out.append(last * math.exp(-i / (decay * RATE)))
    return out


def _mix(dst: list[float], src: list[float], at: int, gain: float = 1.0) -> None:
    for i, v in enumerate(src):
        j = at + i
        if j >= len(dst):
            break
        dst[j] += v * gain


def _flip(rnd: random.Random) -> list[float]:
    n = int(0.09 * RATE)
    out = _noise_burst(n, rnd, 0.018, 0.35)
    return [v * min(1.0, i / (0.004 * RATE)) * 0.9 for i, v in enumerate(out)]


def _shuffle(rnd: random.Random) -> list[float]:
    out = [0.0] * int(0.75 * RATE)
    t = 0.0
    for _ in range(14):
        _mix(out, _flip(rnd), int(t * RATE), rnd.uniform(0.35, 0.6))
        t += rnd.uniform(0.03, 0.05)
    return out


def _dice(rnd: random.Random) -> list[float]:
    out = [0.0] * int(0.8 * RATE)
    t, gap = 0.0, 0.035
    while t < 0.62:
        n = int(0.03 * RATE)
        f = rnd.uniform(1800, 3200)
        click = [
            (math.sin(2 * math.pi * f * i / RATE) * 0.5 + rnd.uniform(-0.5, 0.5)) * math.exp(-i / (0.004 * RATE))
            for i in range(n)
        ]
        _mix(out, click, int(t * RATE), rnd.uniform(0.4, 0.8) * (1 - t))
        t += gap * rnd.uniform(0.7, 1.4)
        gap *= 1.12
    return out


def _clash(rnd: random.Random) -> list[float]:
    n = int(0.9 * RATE)
    partials = [(523, 1.0, 0.35), (1237, 0.7, 0.25), (1861, 0.55, 0.22), (2970, 0.45, 0.15), (4127, 0.3, 0.1)]
    out = []
    for i in range(n):
        t = i / RATE
        v = sum(a * math.sin(2 * math.pi * f * t + a) * math.exp(-t / d) for f, a, d in partials) / 2.6
        out.append(v)
    _mix(out, _noise_burst(int(0.05 * RATE), rnd, 0.01, 0.9), 0, 0.9)
    return out


def _cheer(rnd: random.Random) -> list[float]:
    n = int(1.6 * RATE)
    out = _noise_burst(n, rnd, 100.0, 0.18)
    env = [math.sin(math.pi * min(1.0, i / n)) ** 0.7 for i in range(n)]
    out = [v * e * 0.9 for v, e in zip(out, env)]
    for _ in range(30):  # individual voices: short vowel-like tones with vibrato
        f0 = rnd.uniform(240, 520)
        start = rnd.uniform(0.05, 1.1)
        length = int(rnd.uniform(0.2, 0.45) * RATE)
        voice = []
        for i in range(length):
            t = i / RATE
            f = f0 * (1 + 0.03 * math.sin(2 * math.pi * 6 * t)) * (1 + 0.25 * t)
            a = math.sin(math.pi * i / length)
            voice.append(a * (math.sin(2 * math.pi * f * t) + 0.4 * math.sin(4 * math.pi * f * t)) * 0.2)
        _mix(out, voice, int(start * RATE))
    return out


def _fanfare(rnd: random.Random) -> list[float]:
    notes = [(392.0, 0.16), (523.25, 0.16), (659.25, 0.16), (783.99, 0.5)]  # G C E G
    out: list[float] = []
    for f, d in notes:
        n = int(d * RATE)
        for i in range(n):
            t = i / RATE
            vib = 1 + 0.006 * math.sin(2 * math.pi * 5.5 * t)
            a = min(1.0, t / 0.02) * (1.0 if i < n - int(0.03 * RATE) else (n - i) / (0.03 * RATE))
            v = sum(math.sin(2 * math.pi * f * k * vib * t) / k**1.1 for k in range(1, 7))
            out.append(a * v * 0.28)
    out.extend([0.0] * int(0.25 * RATE))  # room for the last note to ring out on the mixer
    return out


_SYNTHS = {"flip": _flip, "shuffle": _shuffle, "dice": _dice, "clash": _clash, "cheer": _cheer, "fanfare": _fanfare}


def synth(name: str, seed: int = 7) -> list[float]:
    """The samples of effect ``name`` at :data:`RATE` Hz, normalized to a 0.9 peak (deterministic)."""
    raw = _SYNTHS[name](random.Random(seed))
    peak = max((abs(v) for v in raw), default=0.0) or 1.0
    return [v * 0.9 / peak for v in raw]


SOUND_VERSION = 1


def samples(name: str) -> list[float]:
    """``synth(name)`` through a disk cache (int16 PCM in the cache dir), so later runs skip synthesis."""
    try:
        from game.settings import cache_dir

        path = cache_dir() / "sound" / f"{name}-v{SOUND_VERSION}-{RATE}.pcm"
        if path.exists():
            pcm = array("h")
            try:
                pcm.frombytes(path.read_bytes())
                return [v / 30000 for v in pcm]
            except ValueError:  # a truncated file (odd length): made again below
                path.unlink()
        out = synth(name)
        replace_file(path, array("h", (int(v * 30000) for v in out)).tobytes())
        return out
    except OSError:
        return synth(name)


def preload(background: bool = True) -> None:
    """Build every effect ahead of use (in a daemon thread by default) so the first play is instant."""

    def work() -> None:
        if not _ready():
            return
        for name in NAMES:
            if name not in _sounds:
                try:
                    _sounds[name] = _to_sound(samples(name))
                except (pygame.error, ValueError):
                    return

    if background:
        import threading

        threading.Thread(target=work, name="sound-preload", daemon=True).start()
    else:
        work()
