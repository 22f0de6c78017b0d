"""What the frozen bundle contains: assets, compiled catalogs, licences, game modules, trimmed extras."""

from __future__ import annotations

import os
from pathlib import Path, PurePosixPath

import pytest

from tests.packaging.conftest import PACKAGING, ROOT


def _dests(datas) -> dict[str, str]:
    """{destination path inside the bundle: source file}."""
    return {str(PurePosixPath(dest) / Path(src).name): src for src, dest in datas}


def test_assets_are_bundled_where_resource_path_looks_for_them(bundle, compiled):
    dests = _dests(bundle.data_files())
    assert "assets/theme.json" in dests
    for path in (ROOT / "assets" / "fonts").glob("*"):
        if path.suffix in (".ttf", ".otf", ".txt"):
            assert f"assets/fonts/{path.name}" in dests, path.name
    svgs = sorted((ROOT / "assets" / "icons").glob("*.svg"))
    assert svgs, "the icon subset is missing from the checkout"
    for svg in svgs:
        assert f"assets/icons/{svg.name}" in dests, svg.name
    assert "assets/icons/CREDITS.md" in dests  # CC BY attribution travels with the icons


def test_readme_screenshots_and_scripts_stay_out(bundle, compiled):
    dests = _dests(bundle.data_files())
    assert not [d for d in dests if d.startswith("assets/screenshots/")]
    assert not [d for d in dests if d.endswith((".py", ".pyc"))]


def test_compiled_catalogs_are_bundled_but_not_their_sources(bundle, compiled):
    dests = _dests(bundle.data_files())
    for lang in bundle.languages():
        assert f"locale/{lang}/LC_MESSAGES/tourney.mo" in dests
    assert "it" in bundle.languages()
    assert not [d for d in dests if d.endswith((".po", ".pot"))]


def test_a_stale_catalog_stops_the_build(bundle, tmp_path, monkeypatch):
    base = tmp_path / "locale" / "it" / "LC_MESSAGES"
    base.mkdir(parents=True)
    (base / "tourney.mo").write_bytes(b"old")
    (base / "tourney.po").write_text('msgid ""\nmsgstr ""\n', encoding="utf-8")
    os.utime(base / "tourney.mo", (1_000_000, 1_000_000))
    monkeypatch.setattr(bundle, "ROOT", tmp_path)
    with pytest.raises(FileNotFoundError, match="i18n_tools compile"):
        bundle.compiled_catalogs()
    (base / "tourney.mo").unlink()
    with pytest.raises(FileNotFoundError):
        bundle.compiled_catalogs()


def test_licences_of_every_shipped_component_are_bundled(bundle, compiled):
    entries = [(Path(src), dest) for src, dest in bundle.data_files() if dest.startswith("licenses")]
    for src, _ in entries:
        assert src.is_file(), src
    dests = {str(PurePosixPath(dest) / src.name) for src, dest in entries}
    for required in ("licenses/LICENSES.md", "licenses/LGPL-2.1.txt", "licenses/zlib-SDL.txt"):
        assert required in dests
    folders = {dest for _, dest in entries}
    for dist in ("pygame_gui", "pillow", "platformdirs", "babel", "python-i18n", "python", "pyinstaller"):
        if dist == "pyinstaller" and not _installed("pyinstaller"):
            continue  # the dist extra is only needed to build
        assert f"licenses/{dist}" in folders, dist
    notes = (PACKAGING / "LICENSES.md").read_text(encoding="utf-8")
    for name in ("pygame-ce", "pygame_gui", "Pillow", "platformdirs", "Babel", "python-i18n", "PyInstaller"):
        assert name in notes, name
    # the font and icon licences live with the assets
    data = _dests(bundle.data_files())
    assert "assets/fonts/OFL-EBGaramond.txt" in data and "assets/fonts/OFL-Cinzel.txt" in data


def _installed(dist: str) -> bool:
    import importlib.metadata as md

    try:
        md.distribution(dist)
    except md.PackageNotFoundError:
        return False
    return True


def test_every_game_module_is_a_hidden_import(bundle):
    names = set(bundle.hidden_imports())
    for init in (ROOT / "game" / "games").glob("*/__init__.py"):
        assert f"game.games.{init.parent.name}" in names
    assert {"game", "game.__main__", "game.app", "game.resources", "game.i18n", "game.sim"} <= names
    assert "game.bootstrap" not in names and "game.i18n_tools" not in names
    import importlib.util

    for name in names:  # every name is a real module (a typo would fail the frozen import)
        assert importlib.util.find_spec(name) is not None, name


def test_pygame_gui_fonts_for_our_languages_are_kept(bundle):
    """pygame_gui's default theme loads one font family per locale; ours must survive the trim."""
    import pygame
    from pygame_gui.core import BlockingThreadedResourceLoader
    from pygame_gui.core.ui_font_dictionary import UIFontDictionary

    from game.i18n import LANGUAGES

    pygame.init()
    fonts = UIFontDictionary(BlockingThreadedResourceLoader(), "en")
    families = [fonts.default_font_dictionary[lang] for lang in LANGUAGES] + [fonts._default_symbols_font]
    for family in families:
        for name in (
            family.regular_file_name,
            family.bold_file_name,
            family.italic_file_name,
            family.bold_italic_file_name,
        ):
            assert bundle.keep_collected(f"pygame_gui/data/{name}"), name


def test_cjk_and_other_script_fonts_and_foreign_cldr_data_are_dropped(bundle):
    for name in ("NotoSansJP-Bold.otf", "NotoSansSC-Regular.otf", "NotoSansKR-Regular.ttf", "NotoSansArabic-Bold.ttf"):
        assert not bundle.keep_collected(f"pygame_gui/data/{name}")
    assert not bundle.keep_collected("pygame_gui\\data\\NotoSansHebrew-Regular.ttf")  # Windows separators
    assert bundle.keep_collected("pygame_gui/data/default_theme.json")
    assert bundle.keep_collected("pygame_gui/data/translations/pygame-gui.it.json")
    for keep in ("root.dat", "en.dat", "en_GB.dat", "it.dat", "it_CH.dat"):
        assert bundle.keep_collected(f"babel/locale-data/{keep}")
    for drop in ("de.dat", "ja.dat", "iu_Latn.dat"):
        assert not bundle.keep_collected(f"babel/locale-data/{drop}")
    assert not bundle.keep_collected("pygame/examples/data/alien1.png")
    assert bundle.keep_collected("pygame/freesansbold.ttf")
    toc = [("pygame_gui/data/NotoSansJP-Bold.otf", "/x", "DATA"), ("assets/theme.json", "/y", "DATA")]
    assert bundle.filter_toc(toc) == [("assets/theme.json", "/y", "DATA")]


def test_unused_modules_are_excluded_but_nothing_we_import(bundle):
    excludes = set(bundle.EXCLUDES)
    assert {"tkinter", "unittest", "pytest", "hypothesis", "pygame.tests", "pygame.examples"} <= excludes
    used = {"pygame", "pygame_gui", "PIL", "platformdirs", "babel", "multiprocessing", "concurrent", "json"}
    assert not used & excludes


def test_icon_per_platform(bundle):
    assert bundle.icon_for("win32").name == "tourney.ico"
    assert bundle.icon_for("darwin").name == "tourney.icns"
    assert bundle.icon_for("linux").name == "tourney.png"
    for platform in ("win32", "darwin", "linux"):
        assert bundle.icon_for(platform).is_file()
