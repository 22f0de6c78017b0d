"""The GitHub Actions release workflow: valid (actionlint), and made of the commands people run by hand."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging.conftest import PACKAGING, ROOT

WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def _matrix(key: str) -> list[str]:
    """Values of ``key:`` in the build matrix (one per platform, in order)."""
    pattern = rf"^ {{10,}}(?:- )?{key}: (.+?)(?:\s+#.*)?$"
    return re.findall(pattern, WORKFLOW.read_text(encoding="utf-8"), re.MULTILINE)


def _actionlint() -> str | None:
    here = Path(sys.executable).parent / ("actionlint.exe" if sys.platform == "win32" else "actionlint")
    return str(here) if here.exists() else shutil.which("actionlint")


def test_actionlint_finds_nothing_to_fix():
    linter = _actionlint()
    if linter is None:
        pytest.skip("actionlint is not installed (it comes with the test extra: pip install -e '.[test]')")
    proc = subprocess.run(
        [linter, "-no-color", str(WORKFLOW.relative_to(ROOT))], cwd=ROOT, capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_each_platform_is_built_and_checked_by_its_documented_command():
    platforms, systems, builds = _matrix("platform"), _matrix("os"), _matrix("build")
    assert platforms == ["linux", "windows", "macos"]
    assert systems[0].startswith("ubuntu-") and systems[1] == "windows-latest" and systems[2] == "macos-latest"
    readme = (PACKAGING / "README.md").read_text(encoding="utf-8")
    for command in builds:
        assert "packaging" in command and "build.py --check" in command, command
        assert f"`{command}`" in readme, f"packaging/README.md does not give the command CI runs: {command}"
    assert "--deb" in builds[0]  # the Linux job also makes the Debian package


def test_a_tag_attaches_every_archive_to_its_release():
    text = WORKFLOW.read_text(encoding="utf-8")
    assert re.search(r"tags: \[\"v\*\"\]", text)
    for pattern in ("dist/*.tar.gz", "dist/*.zip", "dist/*.deb"):
        assert pattern in text
    assert "startsWith(github.ref, 'refs/tags/v')" in text and "gh release upload" in text
    assert "contents: write" in text  # only the release job may write
