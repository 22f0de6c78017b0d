"""packaging/build.py and packaging/entry.py logic that does not need PyInstaller."""

from __future__ import annotations

import re
import sys
import tarfile
import zipfile

import pytest

from tests.packaging.conftest import load


@pytest.fixture(scope="module")
def build():
    return load("build", "tourney_packaging_build")


def _fake_dist(tmp_path):
    folder = tmp_path / "tourney"
    (folder / "_internal" / "assets").mkdir(parents=True)
    (folder / "tourney").write_bytes(b"\x7fELF fake")
    (folder / "_internal" / "assets" / "theme.json").write_text("{}", encoding="utf-8")
    return tmp_path


def test_platform_tag_names_system_and_arch(build):
    assert re.fullmatch(r"(linux|windows|macos)-[a-z0-9_]+", build.platform_tag())


def test_linux_archive_is_a_tarball_of_the_folder(build, tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    dist = _fake_dist(tmp_path)
    out = build.make_archive(dist)
    assert out.name.startswith("tourney-") and out.name.endswith(".tar.gz")
    with tarfile.open(out) as tar:
        names = tar.getnames()
    assert "tourney/tourney" in names and "tourney/_internal/assets/theme.json" in names


def test_windows_archive_is_a_zip_of_the_folder(build, tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "platform", "win32")
    dist = _fake_dist(tmp_path)
    out = build.make_archive(dist)
    assert out.suffix == ".zip" and "-windows-" in out.name
    with zipfile.ZipFile(out) as zf:
        assert "tourney/_internal/assets/theme.json" in zf.namelist()


def test_linux_extras_sit_next_to_the_executable(build, tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    dist = _fake_dist(tmp_path)
    build.add_extras(dist)
    folder = dist / "tourney"
    for name in ("LICENSES.md", "tourney.desktop", "tourney.png", "install-desktop-entry.sh"):
        assert (folder / name).is_file(), name
    assert (folder / "install-desktop-entry.sh").stat().st_mode & 0o111


def test_size_on_disk_counts_every_file(build, tmp_path):
    dist = _fake_dist(tmp_path)
    assert build.size_on_disk(dist / "tourney") >= len(b"\x7fELF fake") + 2


def test_entry_calls_freeze_support_before_the_app(monkeypatch):
    """Worker processes of a frozen ``simulate --jobs`` must stop in freeze_support, before main()."""
    import multiprocessing

    import game.__main__

    entry = load("entry", "tourney_packaging_entry")
    calls = []
    monkeypatch.setattr(multiprocessing, "freeze_support", lambda: calls.append("freeze_support"))
    monkeypatch.setattr(game.__main__, "main", lambda: calls.append("main") or 0)
    assert entry.run() == 0
    assert calls == ["freeze_support", "main"]
