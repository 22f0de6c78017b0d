"""The committed app icons are valid in every format, the generator rebuilds them, the .desktop is sound."""

from __future__ import annotations

import configparser
import subprocess

import pytest
from PIL import Image

from tests.packaging.conftest import PACKAGING, load

ICONS = PACKAGING / "icons"


def test_committed_png_icons_are_square_rgba():
    with Image.open(ICONS / "tourney.png") as img:
        assert img.size == (512, 512) and img.mode == "RGBA"
        assert img.getpixel((0, 0))[3] == 0  # transparent corner: rounded tile
        assert img.getpixel((256, 256))[3] == 255
    for n in (256, 128, 64, 48, 32):
        with Image.open(ICONS / f"tourney-{n}.png") as img:
            assert img.size == (n, n)


def test_committed_ico_holds_windows_sizes():
    with Image.open(ICONS / "tourney.ico") as ico:
        sizes = set(ico.info["sizes"])
    assert {(16, 16), (32, 32), (48, 48), (256, 256)} <= sizes


def test_committed_icns_opens_at_full_size():
    with Image.open(ICONS / "tourney.icns") as icns:
        assert icns.format == "ICNS"
        assert max(icns.info["sizes"])[0] >= 512


def test_generator_writes_every_format(tmp_path):
    make_icons = load("make_icons")
    written = make_icons.write_icons(tmp_path)
    names = {p.name for p in written}
    assert {"tourney.png", "tourney.ico", "tourney.icns", "tourney-32.png"} <= names
    with Image.open(tmp_path / "tourney.png") as img:
        # the emblem is our gules shield: the centre is red-dominant, not the dark tile
        r, g, b, a = img.getpixel((256, 330))
        assert a == 255 and r > g + 40 and r > b + 40


def _desktop() -> configparser.ConfigParser:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(PACKAGING / "linux" / "tourney.desktop", encoding="utf-8")
    return parser


def test_desktop_entry_launches_the_windowed_app():
    entry = _desktop()["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Tourney"
    assert entry["Exec"] == "tourney" and entry["Icon"] == "tourney"
    assert entry["Terminal"] == "false"
    assert entry["Categories"].endswith(";") and "Game" in entry["Categories"].split(";")
    assert "Comment[it]" in entry and "GenericName[it]" in entry


def test_desktop_installer_points_the_menu_at_the_unpacked_folder(tmp_path):
    folder = tmp_path / "tourney"
    folder.mkdir()
    for name, src in (
        ("tourney.desktop", PACKAGING / "linux" / "tourney.desktop"),
        ("tourney.png", ICONS / "tourney.png"),
        ("install-desktop-entry.sh", PACKAGING / "linux" / "install-desktop-entry.sh"),
    ):
        (folder / name).write_bytes(src.read_bytes())
    home = tmp_path / "share"
    env = {"XDG_DATA_HOME": str(home), "HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    try:
        subprocess.run(["sh", str(folder / "install-desktop-entry.sh")], check=True, env=env, capture_output=True)
    except FileNotFoundError:
        pytest.skip("no POSIX shell")
    installed = configparser.ConfigParser(interpolation=None)
    installed.optionxform = str
    installed.read(home / "applications" / "tourney.desktop", encoding="utf-8")
    entry = installed["Desktop Entry"]
    assert entry["Exec"] == f'"{folder}/tourney"'
    assert entry["Icon"] == str(home / "icons" / "hicolor" / "512x512" / "apps" / "tourney.png")
    assert (home / "icons" / "hicolor" / "512x512" / "apps" / "tourney.png").is_file()
    subprocess.run(
        ["sh", str(folder / "install-desktop-entry.sh"), "--remove"], check=True, env=env, capture_output=True
    )
    assert not (home / "applications" / "tourney.desktop").exists()
