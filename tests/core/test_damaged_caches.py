"""Every other file the app reads back: a damaged art cache file is rebuilt (never shown broken),
the art memory cache belongs to one cache folder, and a stale or broken translation catalog is
compiled again — or the app stays in English and says so."""

from __future__ import annotations

import os
import shutil
import struct
import zlib

import pygame
import pytest

from game import i18n
from game.resources import resource_path
from game.ui.art import cache
from game.ui.art.cards import CardSpec, render_card

SPEC = CardSpec("paladin", "Orlando", "", 7, None, "swordman", corners=("red-sword",))


@pytest.fixture(autouse=True)
def _display():
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def cached_files(home) -> list:
    files = sorted(home.rglob("art/*.rgba"))
    assert files
    return files


DAMAGE = {
    "empty": lambda raw: b"",
    "truncated": lambda raw: raw[: len(raw) // 2],
    "header only": lambda raw: raw[:12],
    "garbage": lambda raw: raw[:12] + bytes(range(256)) * 4,
    "not ours": lambda raw: b"\x89PNG\r\n\x1a\n" + raw[8:],
    "wrong size": lambda raw: struct.pack("<4sII", b"TRGB", 10, 10) + raw[12:],
    "huge size": lambda raw: struct.pack("<4sII", b"TRGB", 60000, 60000) + raw[12:],
    "padded": lambda raw: raw + b"\0" * 100,
    "too long once inflated": lambda raw: raw[:12] + zlib.compress(b"\0" * (len(zlib.decompress(raw[12:])) + 4)),
}


@pytest.mark.parametrize("damage", list(DAMAGE.values()), ids=list(DAMAGE))
def test_a_damaged_art_file_is_rebuilt_not_shown(tourney_home, damage):
    good = pixels(render_card(SPEC, 120))
    cache.flush_writes()
    for path in cached_files(tourney_home):  # the card and the pieces it is made of
        path.write_bytes(damage(path.read_bytes()))
    cache.clear_memory()
    builds = cache.stats["builds"]
    again = render_card(SPEC, 120)
    assert pixels(again) == good
    assert cache.stats["builds"] > builds, "the damaged file was drawn again from scratch"
    cache.flush_writes()
    cache.clear_memory()
    hits = cache.stats["disk_hits"]
    assert pixels(render_card(SPEC, 120)) == good and cache.stats["disk_hits"] == hits + 1, "and stored again"


def test_the_memory_layer_belongs_to_one_cache_folder(tmp_path, monkeypatch):
    first, second = tmp_path / "one", tmp_path / "two"
    monkeypatch.setenv("TOURNEY_HOME", str(first))
    render_card(SPEC, 130)
    cache.flush_writes()
    monkeypatch.setenv("TOURNEY_HOME", str(second))
    render_card(SPEC, 130)  # drawn before in this process, but not for this folder
    cache.flush_writes()
    assert list(first.rglob("art/*.rgba")) and list(second.rglob("art/*.rgba"))


@pytest.fixture
def catalog(tmp_path, monkeypatch):
    """A private copy of the Italian catalog (its .po and a compiled .mo) as the app's locale folder."""
    base = tmp_path / "locale" / "it" / "LC_MESSAGES"
    base.mkdir(parents=True)
    po = base / "tourney.po"
    shutil.copy(resource_path("locale", "it", "parts", "shell.po"), po)
    i18n.compile_catalog(po, base / "tourney.mo")
    monkeypatch.setattr(i18n, "locale_dir", lambda: tmp_path / "locale")
    yield po, base / "tourney.mo"
    i18n.set_language("en")


@pytest.mark.parametrize(
    "damage",
    [lambda raw: b"", lambda raw: raw[: len(raw) // 3], lambda raw: b"\xde\x12\x04\x95" + os.urandom(len(raw))],
    ids=["empty", "truncated", "garbage"],
)
def test_a_broken_catalog_is_compiled_again(tourney_home, catalog, damage):
    po, mo = catalog
    mo.write_bytes(damage(mo.read_bytes()))
    os.utime(mo, (po.stat().st_mtime + 60,) * 2)  # newer than its source: only its content is wrong
    i18n.set_language("it")
    assert i18n.language() == "it" and i18n._("Continue") == "Continua"
    assert i18n.catalog_problem() == ""
    assert i18n.gettext.GNUTranslations(open(mo, "rb"))  # and the file is good again


def test_a_stale_catalog_is_compiled_again(tourney_home, catalog):
    po, mo = catalog
    po.write_text(po.read_text(encoding="utf-8").replace('msgstr "Continua"', 'msgstr "Riprendi"'), encoding="utf-8")
    os.utime(mo, (po.stat().st_mtime - 60,) * 2)
    i18n.set_language("it")
    assert i18n._("Continue") == "Riprendi"


def test_an_unwritable_locale_folder_compiles_into_the_cache(tourney_home, catalog, monkeypatch):
    po, mo = catalog
    mo.unlink()
    mo.mkdir()  # nothing can be written where the .mo belongs
    i18n.set_language("it")
    assert i18n._("Continue") == "Continua"
    assert list(tourney_home.rglob("locale/it/tourney.mo"))


def test_no_usable_catalog_keeps_english_and_the_menu_says_so(tourney_home, catalog):
    from game.app import App

    po, mo = catalog
    po.write_bytes(b"\xff\xfe\x00 not a catalog")  # a broken source
    mo.write_bytes(b"junk")
    app = App(headless=True, lang="it")
    app.step(dt=0.05)
    assert i18n.language() == "en" and app.top.name == "menu"
    assert app.top.continue_btn.text == "Continue"
    assert any("stays in English" in n for n in app.top.notices)
    app.shutdown()
