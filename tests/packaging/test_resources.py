"""game.resources finds bundled files from a source checkout and from a frozen bundle (sys._MEIPASS)."""

from __future__ import annotations

import sys

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

from game import i18n, resources
from tests.packaging.conftest import ROOT


def test_source_checkout_root_holds_assets_and_locale(monkeypatch):
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert resources.root() == ROOT
    assert resources.resource_path("assets", "theme.json").is_file()
    assert resources.resource_path("assets", "fonts", "EBGaramond-Regular.ttf").is_file()
    assert resources.resource_path("assets", "icons", "CREDITS.md").is_file()
    assert resources.resource_path("locale", "it", "LC_MESSAGES", "tourney.po").is_file()
    assert i18n.locale_dir() == ROOT / "locale"


def test_frozen_bundle_root_is_meipass(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.root() == tmp_path
    assert resources.resource_path("assets", "icons", "x.svg") == tmp_path / "assets" / "icons" / "x.svg"
    assert i18n.locale_dir() == tmp_path / "locale"


def test_frozen_app_reads_the_bundled_mo_without_its_po(monkeypatch, tmp_path):
    """The bundle ships only .mo files: the app must use them as they are (no Babel, no writes)."""
    base = tmp_path / "locale" / "it" / "LC_MESSAGES"
    base.mkdir(parents=True)
    catalog = Catalog(locale="it", domain="tourney")
    catalog.add("Packaging probe: Play", "Sonda del pacchetto: Gioca")
    with open(base / "tourney.mo", "wb") as fh:
        write_mo(fh, catalog)
    before = sorted(p.name for p in base.iterdir())
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    try:
        i18n.set_language("it")
        assert i18n._("Packaging probe: Play") == "Sonda del pacchetto: Gioca"
    finally:
        i18n.set_language("en")
    assert sorted(p.name for p in base.iterdir()) == before
