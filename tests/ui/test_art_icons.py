"""Icons: the shipped subset, the credit, tinting, and every name the art modules use."""

import pygame

from game.core.registry import all_games
from game.resources import resource_path
from game.ui.art import cards, heraldry, icons, theme, tokens


def test_subset_matches_list_and_credit():
    listed = set(resource_path("assets", "icons", "ICONS.txt").read_text().split())
    assert listed == set(icons.available())
    credit = resource_path("assets", "icons", "CREDITS.md").read_text()
    assert "CC BY 3.0" in credit and "game-icons.net" in credit


def test_every_name_used_by_the_art_exists():
    looks = [cards.game_look(spec.id) for spec in all_games(include_hidden=True)]
    used = set(heraldry.CHARGES.values()) | {emblem for _n, emblem, _a, _b in looks}
    used |= {b[1] for _n, _e, _a, backs in looks for b in backs.values()}
    used |= {t[1] for t in tokens.TOKENS.values()} | {p[1] for p in tokens.PRESTIGE.values()}
    used |= {p.emblem for p in theme.PLAYERS} | {"relic-blade", "meeple", icons.FALLBACK}
    assert used - icons.available() == set()


def test_icon_size_and_tint():
    img = icons.icon("lion", 48, (200, 30, 40))
    assert img.get_size() == (48, 48)
    opaque = [img.get_at((x, y)) for x in range(48) for y in range(48) if img.get_at((x, y)).a == 255]
    assert len(opaque) > 200
    assert all(abs(c.r - 200) <= 2 and abs(c.g - 30) <= 2 and abs(c.b - 40) <= 2 for c in opaque)


def test_icon_is_cached_and_unknown_name_falls_back():
    assert icons.icon("boar", 32) is icons.icon("boar", 32)
    img = icons.icon("no-such-icon", 32)
    assert img.get_size() == (32, 32)
    assert pygame.mask.from_surface(img).count() == pygame.mask.from_surface(icons.icon(icons.FALLBACK, 32)).count()
