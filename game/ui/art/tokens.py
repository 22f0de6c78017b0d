"""Tokens: coins, Strength, Faith, Prestige (six colours, each with its own emblem), Advantage, damage,
fans, health, modifiers, glory markers and player pawns. ``render_token(kind, size, ...)`` is cached.

Every token has a distinct emblem as well as a colour, so none depends on colour alone.
"""

from __future__ import annotations

import pygame

from game.i18n import N_
from game.ui.art import fonts, icons, paint
from game.ui.art.cache import cached
from game.ui.art.theme import PALETTE, player

#: kind → (rim/base colour, emblem icon, emblem colour, label msgid)
TOKENS: dict[str, tuple[tuple[int, int, int], str, tuple[int, int, int], str]] = {
    "coin": ((214, 170, 60), "crown", (110, 76, 16), N_("Coin")),
    "coin3": ((226, 186, 70), "coins", (120, 84, 20), N_("Gold coin (3)")),
    "strength": ((168, 36, 40), "biceps", (250, 232, 210), N_("Strength")),
    "strength3": ((140, 26, 30), "biceps", (244, 210, 120), N_("Strength (3)")),
    "faith": ((40, 84, 160), "prayer", (240, 236, 220), N_("Faith")),
    "faith3": ((30, 64, 130), "prayer", (244, 210, 120), N_("Faith (3)")),
    "advantage": ((236, 230, 214), "flying-flag", (150, 30, 36), N_("Advantage")),
    "damage": ((120, 20, 24), "skull-crossed-bones", (246, 232, 214), N_("Damage")),
    "health": ((170, 40, 60), "hearts", (252, 236, 236), N_("Health")),
    "fan": ((208, 92, 140), "handheld-fan", (255, 244, 248), N_("Fan")),
    "glory": ((206, 166, 60), "laurels", (90, 60, 16), N_("Glory")),
    "plus": ((46, 120, 70), "sword-brandish", (240, 250, 240), N_("Attack bonus")),
    "minus": ((110, 40, 40), "broken-shield", (250, 230, 220), N_("Attack penalty")),
    "relic": ((150, 120, 170), "gem-pendant", (255, 246, 220), N_("Relic")),
    "honour": ((36, 60, 128), "laurel-crown", (240, 210, 130), N_("Honour")),
}

#: Glory's prestige colours → (colour, emblem, name msgid)
PRESTIGE: dict[str, tuple[tuple[int, int, int], str, str]] = {
    "charmer": ((214, 96, 150), "rose", N_("Charmer")),
    "overlord": ((44, 40, 46), "throne-king", N_("Overlord")),
    "warrior": ((176, 36, 36), "crossed-swords", N_("Warrior")),
    "royal": ((104, 48, 140), "crown", N_("Royal")),
    "chamberlain": ((128, 84, 44), "key", N_("Chamberlain")),
    "champion": ((40, 120, 80), "laurels-trophy", N_("Champion")),
}


def render_token(
    kind: str,
    size: int,
    value: int | str | None = None,
    colour: str | None = None,
    active: bool = True,
) -> pygame.Surface:
    """A round token. ``kind``: a key of :data:`TOKENS` or ``"prestige"`` (then ``colour`` is a key of
    :data:`PRESTIGE`). ``value`` is printed on a small tab (e.g. a modifier "+1"). ``active=False``
    shows the flipped (used) side, greyed."""
    return cached(
        ("token", kind, int(size), value, colour, active), lambda: _token(kind, int(size), value, colour, active)
    )


def _token(kind: str, size: int, value: int | str | None, colour: str | None, active: bool) -> pygame.Surface:
    if kind == "prestige":
        base, emblem, _name = PRESTIGE.get(colour or "royal", PRESTIGE["royal"])
        fg = (244, 214, 120)
    else:
        base, emblem, fg, _name = TOKENS.get(kind, TOKENS["coin"])
    if not active:
        grey = int(sum(base) / 3)
        base, fg = paint.lerp(base, (grey, grey, grey), 0.75), (200, 196, 188)
    s = paint.SS
    S = size * s
    big = pygame.Surface((S, S), pygame.SRCALPHA)
    c = (S // 2, S // 2)
    r = S // 2 - S // 16
    pygame.draw.circle(big, (0, 0, 0, 90), (c[0] + S // 40, c[1] + S // 28), r)
    pygame.draw.circle(big, paint.shade(base, 0.5), c, r)
    pygame.draw.circle(big, paint.shade(base, 1.18), c, r - max(2, S // 22))
    pygame.draw.circle(big, base, c, int(r * 0.8))
    if kind.startswith("coin") or kind == "glory":  # milled edge
        for i in range(36):
            import math

            a = i * math.pi / 18
            p1 = (c[0] + (r - S // 30) * math.cos(a), c[1] + (r - S // 30) * math.sin(a))
            p2 = (c[0] + (r * 0.86) * math.cos(a), c[1] + (r * 0.86) * math.sin(a))
            pygame.draw.line(big, paint.shade(base, 0.75), p1, p2, max(1, s))
    glow = paint.radial_glow(int(r * 1.3), (255, 255, 255), 60)
    big.blit(glow, (c[0] - r * 0.85, c[1] - r * 0.9))
    if kind == "prestige" and active:
        pygame.draw.polygon(big, (250, 224, 130, 90), paint.star_points(c[0], c[1], r * 0.78, r * 0.34))
    ic = icons.outlined(emblem, int(r * 1.1), fg, outline=paint.shade(base, 0.4), width=max(1, S // 60), shadow=False)
    big.blit(ic, ic.get_rect(center=c))
    out = pygame.transform.smoothscale(big, (size, size))
    if value is not None:
        text = str(value)
        f = fonts.font("title_bold", max(8, int(size * 0.34)))
        img = f.render(text, True, PALETTE["text_light"])
        tab = pygame.Rect(0, 0, img.get_width() + size // 6, img.get_height())
        tab.bottomright = (size, size)
        pygame.draw.rect(out, PALETTE["panel"], tab, border_radius=tab.h // 2)
        pygame.draw.rect(out, PALETTE["gold"], tab, 1, border_radius=tab.h // 2)
        out.blit(img, img.get_rect(center=tab.center))
    return out


def glory_marker(seat: int, size: int) -> pygame.Surface:
    """A player's score marker: a pawn-topped disc in the seat colour with its letter."""
    return cached(("glory-marker", seat, int(size)), lambda: _marker(seat, int(size)))


def _marker(seat: int, size: int) -> pygame.Surface:
    from game.ui.art.theme import player_badge

    out = pygame.Surface((size, size), pygame.SRCALPHA)
    out.blit(player_badge(seat, size), (0, 0))
    return out


def pawn(seat: int, size: int) -> pygame.Surface:
    """An action pawn (meeple) in the seat's colour, with its pattern and a contour."""
    return cached(("pawn", seat, int(size)), lambda: _pawn(seat, int(size)))


def _pawn(seat: int, size: int) -> pygame.Surface:
    st = player(seat)
    img = icons.outlined(
        "meeple", size, st.colour, outline=paint.shade(st.colour, 0.35), width=max(1, size // 24), relief=True
    )
    f = fonts.font("title_bold", max(8, size // 3))
    letter = f.render(st.letter, True, st.text)
    img = img.copy()
    img.blit(letter, letter.get_rect(center=(img.get_width() // 2, int(img.get_height() * 0.62))))
    return img


def token_label(kind: str, colour: str | None = None) -> str:
    """The (untranslated) name of a token, for tooltips: translate it with ``_()``."""
    if kind == "prestige":
        return PRESTIGE.get(colour or "royal", PRESTIGE["royal"])[2]
    return TOKENS.get(kind, TOKENS["coin"])[3]
