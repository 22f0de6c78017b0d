"""Entry point of the frozen app (PyInstaller runs this file as ``__main__``).

* ``multiprocessing.freeze_support()`` first, so ``simulate --jobs N`` worker processes started by the
  frozen executable run their task instead of a second copy of the app (Windows and macOS spawn).
* The Windows build is windowed (no console pops up on double-click), which leaves ``sys.stdout`` and
  ``sys.stderr`` as ``None``; when started from a terminal we attach to that terminal's console so
  ``tourney simulate ...``, ``smoke`` and ``--help`` still print there.
"""

from __future__ import annotations

import multiprocessing
import sys


def _attach_parent_console() -> None:
    if sys.platform != "win32" or (sys.stdout is not None and sys.stderr is not None):
        return
    import ctypes

    if not ctypes.windll.kernel32.AttachConsole(-1):  # ATTACH_PARENT_PROCESS; fails on double-click
        return
    if sys.stdout is None:
        sys.stdout = open("CONOUT$", "w", encoding="utf-8", errors="replace")  # noqa: SIM115
    if sys.stderr is None:
        sys.stderr = open("CONOUT$", "w", encoding="utf-8", errors="replace")  # noqa: SIM115


def _no_missing_streams() -> None:
    """Double-clicked on Windows there is no console at all: prints then go nowhere instead of failing."""
    import os

    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115


def run() -> int:
    multiprocessing.freeze_support()
    _attach_parent_console()
    _no_missing_streams()
    from game.__main__ import main

    return main()


if __name__ == "__main__":
    sys.exit(run())
