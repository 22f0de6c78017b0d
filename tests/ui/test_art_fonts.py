"""Fonts: every glyph the app needs exists (no tofu) for knight names in Polish, Czech and Italian."""

import pygame
import pytest

from game.ui.art import fonts

NAMES = ["Władysław II Jagiełło", "Sędziwój", "Žižka", "Jaroslav Lev of Rožmitál", "Suero de Quiñones", "Pál Kinizsi"]
ITALIAN = "àèéìíòóùú ÀÈÉÌÒÙ perché è così più città «virgolette» — l’onore"
LATIN_EXT_A = "".join(chr(c) for c in range(0x100, 0x180))
LATIN_1 = "".join(chr(c) for c in range(0xC0, 0x100))


# letters of the European languages whose knights and towns appear (Polish, Czech, Slovak, Hungarian,
# Lithuanian, Romanian, Croatian, Turkish, plus the Western ones in Latin-1)
EUROPE = "ĄąĆćĘęŁłŃńŚśŹźŻż ČčĎďĚěŇňŘřŠšŤťŮůŽž ĹĺĽľŔŕ ŐőŰű ĖėĮįŲųŪū ĂăŞşŢţ Đđ ĞğİıŒœ"


@pytest.mark.parametrize("role", ["text", "italic", "bold"])
def test_text_fonts_cover_all_of_latin_extended_a(role):
    text = " ".join(NAMES) + ITALIAN + LATIN_1 + LATIN_EXT_A + "0123456789+-–×·…"
    assert fonts.missing_glyphs(role, text) == []


@pytest.mark.parametrize("role", ["title", "title_bold"])
def test_title_fonts_cover_european_names(role):
    text = " ".join(NAMES) + ITALIAN + LATIN_1 + EUROPE
    assert fonts.missing_glyphs(role, text) == []


def test_title_falls_back_to_garamond_for_rare_letters():
    assert fonts.role_for("Władysław", "title_bold") == "title_bold"
    assert fonts.role_for("Ĉefo", "title_bold") == "bold"


def test_missing_glyph_check_can_fail():
    assert fonts.missing_glyphs("text", "Ł漢") == ["漢"]


@pytest.mark.parametrize("role", fonts.ROLES)
def test_names_render_with_ink(role):
    pygame.font.init()
    for name in NAMES:
        img = fonts.font(role, 24).render(name, True, (0, 0, 0))
        assert img.get_width() > 10 * len(name) // 2
        # the Ł / ę / Ž glyphs are drawn, not blank: the bounding box of ink covers the text
        assert img.get_bounding_rect(min_alpha=1).width > img.get_width() * 0.8


def test_wrap_and_fit():
    lines = fonts.wrap("During a clash, turn your Strength die to 5.", "text", 16, 120)
    assert len(lines) >= 2
    assert all(fonts.font("text", 16).size(line)[0] <= 120 for line in lines)
    size = fonts.fit_size("Władysław II Jagiełło", "title_bold", 30, 120)
    assert fonts.font("title_bold", size).size("Władysław II Jagiełło")[0] <= 120


def test_unknown_role_is_a_clear_error():
    with pytest.raises(ValueError, match="unknown font role"):
        fonts.font_path("gothic")


def test_fonts_survive_pygame_quit_and_init():
    # in a child process: quitting pygame here would break the other tests' cached fonts
    import subprocess
    import sys

    code = (
        "import pygame; from game.ui.art import fonts; pygame.init(); fonts.font('text', 20).render('a', True, (0, 0, 0)); "
        "pygame.quit(); pygame.init(); fonts.font('text', 20).render('a', True, (0, 0, 0)); "
        "pygame.quit(); pygame.init(); print(fonts.font('text', 20).render('Ł', True, (0, 0, 0)).get_width())"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert int(out.stdout.strip().splitlines()[-1]) > 0
