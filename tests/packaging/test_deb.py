"""packaging/deb.py: the Debian package's layout and control file, built from a stand-in bundle.

Installing and starting the real package is in test_frozen_build.py (it needs the whole build).
"""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest

from tests.packaging.conftest import load


@pytest.fixture(scope="module")
def deb():
    return load("deb", "tourney_packaging_deb")


def _fake_bundle(tmp_path):
    folder = tmp_path / "tourney"
    (folder / "_internal" / "assets").mkdir(parents=True)
    exe = folder / "tourney"
    exe.write_bytes(b"\x7fELF" + b"\0" * 12 + b"GLIBC_2.17\0GLIBC_2.34\0GLIBC_2.2.5\0")
    exe.chmod(0o700)
    (folder / "_internal" / "libpython.so").write_bytes(b"\x7fELF" + b"\0" * 12 + b"GLIBC_2.28\0")
    (folder / "_internal" / "notes.txt").write_text("GLIBC_2.99 in a text file counts for nothing\n")
    (folder / "_internal" / "assets" / "theme.json").write_text("{}")
    for extra in ("install-desktop-entry.sh", "tourney.desktop", "tourney.png", "LICENSES.md"):
        (folder / extra).write_text("x")
    return folder


def test_glibc_needed_is_the_newest_version_an_elf_file_asks_for(deb, tmp_path):
    assert deb.glibc_needed(_fake_bundle(tmp_path)) == "2.34"
    empty = tmp_path / "empty"
    empty.mkdir()
    assert deb.glibc_needed(empty) is None


def test_stage_lays_out_opt_bin_menu_icons_and_doc(deb, tmp_path):
    root = deb.stage(_fake_bundle(tmp_path), tmp_path / "root", "0.1.0", "amd64")
    opt = root / "opt" / "tourney"
    assert (opt / "tourney").is_file() and (opt / "_internal" / "assets" / "theme.json").is_file()
    assert (opt / "LICENSES.md").is_file()
    for tarball_only in ("install-desktop-entry.sh", "tourney.desktop", "tourney.png"):
        assert not (opt / tarball_only).exists(), tarball_only
    link = root / "usr" / "bin" / "tourney"
    assert link.is_symlink() and os.readlink(link) == "../../opt/tourney/tourney"
    assert link.resolve() == (opt / "tourney").resolve()
    desktop = (root / "usr" / "share" / "applications" / "tourney.desktop").read_text(encoding="utf-8")
    assert "Exec=tourney" in desktop and "Icon=tourney" in desktop
    for size in deb.ICON_SIZES:
        assert (root / "usr/share/icons/hicolor" / f"{size}x{size}" / "apps" / "tourney.png").is_file()
    assert "MIT License" in (root / "usr" / "share" / "doc" / "tourney" / "copyright").read_text(encoding="utf-8")
    assert (opt / "tourney").stat().st_mode & 0o777 == 0o755
    assert (opt / "_internal" / "assets" / "theme.json").stat().st_mode & 0o777 == 0o644
    control = (root / "DEBIAN" / "control").read_text(encoding="utf-8")
    fields = dict(line.split(": ", 1) for line in control.splitlines() if line and not line.startswith(" "))
    assert fields["Package"] == "tourney" and fields["Version"] == "0.1.0" and fields["Architecture"] == "amd64"
    assert fields["Depends"] == "libc6 (>= 2.34)" and fields["Section"] == "games"
    assert int(fields["Installed-Size"]) >= 1


@pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="needs dpkg-deb (Debian, Ubuntu)")
def test_dpkg_deb_builds_a_package_dpkg_can_read(deb, tmp_path):
    out = deb.build_deb(_fake_bundle(tmp_path), tmp_path, "0.1.0", tmp_path / "work")
    assert out.name == f"tourney_0.1.0_{deb.architecture()}.deb"
    info = subprocess.run(["dpkg-deb", "--field", str(out), "Package", "Version"], capture_output=True, text=True)
    assert info.stdout.split() == ["Package:", "tourney", "Version:", "0.1.0"]
    contents = subprocess.run(["dpkg-deb", "--contents", str(out)], capture_output=True, text=True, check=True).stdout
    assert "./opt/tourney/tourney" in contents and "./usr/bin/tourney -> ../../opt/tourney/tourney" in contents
    assert "root/root" in contents and "./usr/share/applications/tourney.desktop" in contents
    assert not (tmp_path / "work" / "deb-root").exists()  # the staging tree is cleaned up
