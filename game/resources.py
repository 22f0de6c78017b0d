"""One place that finds the app's bundled files, from a source checkout or a frozen bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def root() -> Path:
    """The folder that holds ``assets/`` and ``locale/``."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def resource_path(*parts: str) -> Path:
    return root().joinpath(*parts)
