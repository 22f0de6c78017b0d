"""Card faces: sizes, caching (memory and disk, keyed by content), backs, gallery."""

import dataclasses
import importlib

import pygame
import pytest

from game.ui.art import cache, cards
from game.ui.art.cards import CardSpec, card_back, render_card
from game.ui.art.heraldry import Arms
from game.ui.art.samples import sample_specs


@pytest.fixture(autouse=True)
def _display():
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))


@pytest.mark.parametrize("spec", sample_specs(), ids=lambda s: f"{s.game}-{s.title}")
def test_every_sample_renders_at_hand_and_large(spec):
    hand = render_card(spec, "hand")
    large = render_card(spec, "large")
    if spec.shape == "card":
        assert hand.get_size() == cards.HAND and large.get_size() == cards.LARGE
    else:
        assert hand.get_width() >= cards.HAND[0] and large.get_width() >= cards.LARGE[0]
    # rounded corners are transparent, the face is opaque
    assert hand.get_at((0, 0)).a < 80 and hand.get_at((hand.get_width() // 2, hand.get_height() // 2)).a == 255


def test_content_changes_the_image():
    a = CardSpec("tournament", "Lion", "Shield", 9, "shield", arms=Arms("gules", "lion"))
    b = CardSpec("tournament", "Lion", "Shield", 9, "shield", arms=Arms("azure", "lion"))
    ia, ib = render_card(a), render_card(b)
    assert ia is render_card(a)
    assert pygame.image.tobytes(ia, "RGBA") != pygame.image.tobytes(ib, "RGBA")


def test_disk_cache_serves_a_fresh_process(tourney_home):
    spec = CardSpec("paladin", "Paladin", "", 9, None, "swordman", corners=("red-sword",))
    cache.clear_memory()  # an earlier test may have drawn this card: it must reach this home's disk cache
    first = pygame.image.tobytes(render_card(spec, 120), "RGBA")
    cache.flush_writes(timeout=120)  # earlier tests may have queued many images on a busy machine
    cache.clear_memory()
    before = cache.stats["disk_hits"]
    again = render_card(spec, 120)
    assert cache.stats["disk_hits"] == before + 1
    assert pygame.image.tobytes(again, "RGBA") == first
    assert list(tourney_home.rglob("art/*.rgba"))


def test_backs_differ_per_game_and_style():
    images = [pygame.image.tobytes(card_back(g), "RGBA") for g in ("tournament", "paladin", "joust", "glory")]
    images.append(pygame.image.tobytes(card_back("paladin", style="queen"), "RGBA"))
    assert len(set(images)) == 5


def test_long_titles_stay_inside_the_banner():
    spec = CardSpec(
        "joust", "Maiden Fair's Court Card Carousel of Wonders", "Court card", 3, "queen-crown", "pie-slice"
    )
    img = render_card(spec, "hand")
    assert img.get_size() == cards.HAND


@pytest.mark.parametrize("game_id", ["tournament", "paladin", "joust", "glory"])
def test_game_gallery_specs_render(game_id):
    try:
        mod = importlib.import_module(f"game.games.{game_id}.ui.cards")
    except ModuleNotFoundError:
        pytest.skip(f"{game_id} has no ui/cards.py yet")
    specs = mod.gallery_specs()
    assert specs, "gallery_specs() must list every face"
    for spec in specs:
        assert isinstance(spec, CardSpec) and spec.game == game_id
        assert render_card(spec, "hand").get_width() >= cards.HAND[0]


def test_gallery_writes_sheets(tmp_path, monkeypatch):
    from game import gallery

    # every game's faces are rendered by test_game_gallery_specs_render; one game goes end to end here
    assert gallery.run_gallery(tmp_path, games=["paladin"]) == 0
    assert (tmp_path / "paladin-faces-1.png").exists() and (tmp_path / "paladin-backs.png").exists()
    for name in ("dice.png", "shields.png", "tokens.png", "boards-theme.png", "samples-hand.png"):
        assert (tmp_path / name).stat().st_size > 10_000


def test_draw_card_highlight_and_dim():
    spec = sample_specs()[0]
    img = render_card(spec)
    plain = pygame.Surface((300, 300))
    glow = pygame.Surface((300, 300))
    dimmed = pygame.Surface((300, 300))
    r = cards.draw_card(plain, img, (90, 70))
    cards.draw_card(glow, img, (90, 70), highlight="selected")
    cards.draw_card(dimmed, img, (90, 70), dim=True)
    assert r.size == img.get_size()
    # the glow lights the table just outside the card; dimming darkens the face
    outside = (r.left - 4, r.centery)
    assert sum(glow.get_at(outside)[:3]) > sum(plain.get_at(outside)[:3]) + 60
    inside = r.center
    assert sum(dimmed.get_at(inside)[:3]) < sum(plain.get_at(inside)[:3]) - 60


def test_prewarmer_renders_everything_in_steps():
    specs = sample_specs()[:4]
    warm = cards.Prewarmer([(s, 90) for s in specs])
    total = 0
    while not warm.done:
        total += warm.step(budget=0.0)  # at least one per step even with no budget
    assert total == 4
    assert all(render_card(s, 90) is render_card(s, 90) for s in specs)


def test_long_names_stay_legible_at_hand_size():
    layout = cards._Layout(*cards.HAND, CardSpec("joust", "Sir Humphrey the Hefty", "Knight", 5, None, "visored-helm"))
    assert layout.title_size >= 8
    assert len(layout.title_lines) == 2 and " ".join(layout.title_lines) == "Sir Humphrey the Hefty"
    short = cards._Layout(*cards.HAND, CardSpec("tournament", "Lance", "Weapon", 10, None, "spears"))
    assert short.title_lines == ["Lance"] and short.title_role == "title_bold"


def test_disk_cache_prunes_oldest_past_its_limit(tmp_path):
    import os

    for i in range(10):
        f = tmp_path / f"{i}.rgba"
        f.write_bytes(b"x" * 1000)
        os.utime(f, (i, i))
    removed = cache.prune(tmp_path, limit=6000)
    left = sorted(int(p.stem) for p in tmp_path.glob("*.rgba"))
    assert removed == 6 and left == [6, 7, 8, 9]
    assert cache.prune(tmp_path, limit=6000) == 0


def test_the_art_writer_leaves_whole_files_only(tourney_home):
    """Images reach the disk cache in one rename: every file there is whole, none is left half-written
    or temporary, even when a write fails (its folder is a file)."""
    pygame.init()
    blocked = tourney_home / "blocked"
    blocked.write_text("not a folder", encoding="utf-8")
    cache._write_later(blocked / "x.rgba", pygame.Surface((4, 4)))  # cannot be written: skipped, no trace
    render_card(CardSpec("paladin", "Orlando", "", 3, None, "swordman"), 90)
    cache.flush_writes()
    files = sorted(p for p in tourney_home.rglob("*") if p.is_file() and p != blocked)
    assert files and all(p.suffix == ".rgba" for p in files)
    assert all(p.read_bytes()[:4] == b"TRGB" for p in files)


def test_a_title_floor_keeps_a_long_name_legible_on_two_lines():
    """``title_min``: a long name on a small face goes on two lines at the floor rather than shrinking
    below it; without it the same face keeps the kit's own sizes."""
    base = CardSpec("joust", "Sir Cedric of the Shiny Helm", "", 4, None, "crested-helmet")
    plain = cards._Layout(100, 140, base)
    floored = cards._Layout(100, 140, dataclasses.replace(base, title_min=11))
    assert plain.title_size < 11
    assert floored.title_size >= 11 and len(floored.title_lines) == 2
    assert render_card(dataclasses.replace(base, title_min=11), (100, 140)).get_size() == (100, 140)
