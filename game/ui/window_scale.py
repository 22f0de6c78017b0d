"""Fractional scaling of the SCALED window: the whole 1600×900 scene, letterboxed, at any window size.

pygame-ce draws a SCALED window through an SDL renderer with a logical size, and in windowed mode it
also turns on SDL's integer scaling: a window of any size between two whole multiples of 1600×900
showed the scene at the smaller multiple, so a window smaller than 1600×900 cropped it. pygame
gives no call to turn that off, so this module asks SDL directly (``SDL_RenderSetIntegerScale``)
through the SDL library pygame itself loaded. When that library cannot be found the window keeps
pygame's behaviour; nothing else depends on it.
"""

from __future__ import annotations

import ctypes
import glob
import os
import sys
from functools import cache

import pygame


def _candidates() -> list[str]:
    base = os.path.dirname(pygame.__file__)
    roots = [base, os.path.join(base, ".dylibs"), os.path.join(base, os.pardir, "pygame_ce.libs")]
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        roots += [frozen, os.path.join(frozen, "pygame"), os.path.join(frozen, "pygame_ce.libs")]
    names = ("libSDL2-2*.so*", "libSDL2-2.0.so*", "libSDL2*.dylib", "SDL2.dll")
    return [p for root in roots for name in names for p in sorted(glob.glob(os.path.join(root, name)))]


@cache
def _sdl() -> ctypes.CDLL | None:
    for path in _candidates():
        try:
            lib = ctypes.CDLL(path)
            lib.SDL_GetWindowFromID.restype = ctypes.c_void_p
            lib.SDL_GetWindowFromID.argtypes = [ctypes.c_uint32]
            lib.SDL_GetRenderer.restype = ctypes.c_void_p
            lib.SDL_GetRenderer.argtypes = [ctypes.c_void_p]
            lib.SDL_RenderSetIntegerScale.restype = ctypes.c_int
            lib.SDL_RenderSetIntegerScale.argtypes = [ctypes.c_void_p, ctypes.c_int]
            return lib
        except (OSError, AttributeError):
            continue
    return None


def allow_fractional_scaling() -> bool:
    """Let the SCALED window scale by any factor (True when SDL took it)."""
    sdl = _sdl()
    if sdl is None:
        return False
    try:
        import warnings

        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            window_id = pygame.Window.from_display_module().id
    except (AttributeError, pygame.error):
        return False
    window = sdl.SDL_GetWindowFromID(window_id)
    renderer = sdl.SDL_GetRenderer(window) if window else None
    return bool(renderer) and sdl.SDL_RenderSetIntegerScale(renderer, 0) == 0
