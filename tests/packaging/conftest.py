"""Load the packaging scripts (they live in packaging/, which is not a package) as modules."""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def load(name: str, module_name: str | None = None):
    """Import packaging/<name>.py (packaging/ goes on sys.path so build.py can import bundle)."""
    if str(PACKAGING) not in sys.path:
        sys.path.insert(0, str(PACKAGING))
    module_name = module_name or name
    if module_name in sys.modules:
        return sys.modules[module_name]
    spec = importlib.util.spec_from_file_location(module_name, PACKAGING / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def bundle():
    return load("bundle")


@pytest.fixture(scope="session")
def compiled(bundle):
    """Compile every catalog whose .mo is missing or stale (what the build and bootstrap do first).

    Compiled to a private file first, then moved into place, so parallel test workers never clash.
    """
    from game.i18n import compile_catalog

    for lang in bundle.languages():
        base = ROOT / "locale" / lang / "LC_MESSAGES"
        po, mo = base / "tourney.po", base / "tourney.mo"
        if not mo.exists() or mo.stat().st_mtime < po.stat().st_mtime:
            private = base / f"tourney.{os.getpid()}.mo"  # same folder: os.replace stays atomic
            compile_catalog(po, private)
            os.replace(private, mo)
    return bundle.compiled_catalogs()
