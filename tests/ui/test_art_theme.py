"""Theme: colour-blind-safe player colours with second cues; theme.json in sync and loadable; shields."""

import itertools
import json

import pygame

from game.ui.art import heraldry, theme

# Machado et al. (2009) severity-1.0 simulation matrices (linear RGB)
CVD = {
    "protan": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deutan": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritan": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}


def _lin(c):
    c = c / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _sim(rgb, m):
    lin = [_lin(v) for v in rgb]
    return [max(0.0, min(1.0, sum(m[i][j] * lin[j] for j in range(3)))) for i in range(3)]


def test_player_colours_stay_apart_for_colour_blind_players():
    for m in CVD.values():
        sims = [_sim(p.colour, m) for p in theme.PLAYERS]
        for a, b in itertools.combinations(sims, 2):
            dist = sum((x - y) ** 2 for x, y in zip(a, b)) ** 0.5
            assert dist > 0.03


def test_colour_is_never_the_only_cue():
    for attr in ("pattern", "letter", "emblem"):
        assert len({getattr(p, attr) for p in theme.PLAYERS}) == len(theme.PLAYERS)


def test_theme_json_is_generated_from_the_palette_and_loads():
    on_disk = json.loads(theme.theme_path().read_text(encoding="utf-8"))
    assert on_disk == json.loads(json.dumps(theme.build_theme_json()))
    pygame.init()
    pygame.display.set_mode((64, 64))
    manager = theme.make_ui_manager((640, 360))
    assert manager.get_theme() is not None


def test_rule_of_tincture_and_generated_arms():
    assert heraldry.contrasting("gules") in heraldry.METALS
    assert heraldry.contrasting("or") not in heraldry.METALS
    a = heraldry.arms_from_name("Zawisza Czarny")
    assert a == heraldry.arms_from_name("Zawisza Czarny")
    second = a.second_tincture
    assert (a.field_tincture in heraldry.METALS) != (second in heraldry.METALS)
    img = heraldry.render_shield(a, 80)
    assert img.get_size() == (80, 94)
    assert img.get_at((40, 2)).a == 255 and img.get_at((1, 92)).a == 0  # pointed base


def test_table_background_and_panels():
    pygame.init()
    bg = theme.table_background((320, 180))
    assert bg.get_size() == (320, 180)
    surf = pygame.Surface((300, 200))
    theme.draw_panel(surf, (10, 10, 200, 100))
    r = theme.draw_button(surf, (10, 120, 150, 40), "Giostra", "hover")
    assert r.size == (150, 40)


def test_known_knights_have_their_arms_and_every_charge_has_art():
    from game.ui.art import icons

    assert heraldry.knight_arms("Zawisza Czarny").charge == "eagle"
    assert heraldry.knight_arms("Nobody of Nowhere") == heraldry.arms_from_name("Nobody of Nowhere")
    for arms in heraldry.KNOWN_ARMS.values():
        assert arms.charge is None or icons.has(heraldry.charge_icon(arms.charge))


def test_gui_theme_font_paths_are_absolute_and_exist():
    from pathlib import Path

    data = theme.gui_theme()
    paths = [v for block in data.values() for k, v in block.get("font", {}).items() if k.endswith("_path")]
    assert paths and all(Path(p).is_absolute() and Path(p).exists() for p in paths)


def test_every_tournament_shield_charge_has_arms():
    charges = ("Cock", "Boar", "Antelope", "Bear", "Basilisk", "Angel", "Unicorn", "Gryphon", "Lion", "Dragon")
    arms = [heraldry.arms_for_charge(c) for c in charges]
    assert len({a.charge for a in arms}) == 10
    assert heraldry.arms_for_charge("rose").charge == "rose"
