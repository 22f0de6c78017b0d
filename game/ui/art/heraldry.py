"""Heraldic shields generated from tinctures × divisions × charges.

``Arms(field_tincture, charge, division=..., second_tincture=..., charge_tincture=...)`` describes a
coat of arms; ``render_shield(arms, size)`` draws it on a heater shield with a gilded rim (cached).
Charges are heraldic names (``lion``, ``dragon``, ``gryphon``...) or any game-icons name.
"""

from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass

import pygame

from game.i18n import N_
from game.ui.art import icons, paint
from game.ui.art.cache import cached

TINCTURES: dict[str, tuple[int, int, int]] = {
    "or": (222, 178, 58),
    "argent": (236, 234, 226),
    "gules": (178, 30, 38),
    "azure": (28, 72, 160),
    "vert": (24, 116, 60),
    "purpure": (112, 46, 122),
    "sable": (30, 28, 30),
    "tenne": (196, 102, 28),
}
METALS = frozenset({"or", "argent"})
TINCTURE_NAMES = {
    "or": N_("Or"),
    "argent": N_("Argent"),
    "gules": N_("Gules"),
    "azure": N_("Azure"),
    "vert": N_("Vert"),
    "purpure": N_("Purpure"),
    "sable": N_("Sable"),
    "tenne": N_("Tenné"),
}

#: heraldic charge name → game-icons art
CHARGES: dict[str, str] = {
    "cock": "rooster",
    "boar": "boar",
    "antelope": "goat",
    "bear": "bear-head",
    "basilisk": "wyvern",
    "angel": "angel-wings",
    "unicorn": "unicorn",
    "gryphon": "griffin-symbol",
    "griffin": "griffin-symbol",
    "lion": "lion",
    "dragon": "spiked-dragon-head",
    "eagle": "eagle-emblem",
    "fleur": "fleur-de-lys",
    "rose": "rose",
    "sun": "heraldic-sun",
    "tower": "stone-tower",
    "castle": "castle",
    "cross": "jerusalem-cross",
    "crown": "crown",
    "key": "key",
    "keys": "three-keys",
    "stag": "stag-head",
    "horse": "horse-head",
    "star": "seven-pointed-star",
    "bell": "ringing-bell",
    "swords": "crossed-swords",
    "sword": "relic-blade",
    "bull": "charging-bull",
    "ram": "ram",
    "fox": "fox-head",
    "snake": "snake",
    "pegasus": "pegasus",
    "trefoil": "trefoil-lily",
    "oak": "oak-leaf",
    "grapes": "grapes",
    "wheat": "wheat",
    "heart": "hearts",
    "ship": "galleon",
    "helm": "visored-helm",
    "axe": "battle-axe",
    "horseshoe": "horseshoe",
    "chalice": "jeweled-chalice",
    "bear_full": "bear-face",
}
DIVISIONS = (
    "plain",
    "per_pale",
    "per_fess",
    "per_bend",
    "quarterly",
    "chief",
    "fess",
    "pale",
    "bend",
    "chevron",
    "cross",
    "saltire",
    "bordure",
    "paly",
    "barry",
    "chequy",
)


@dataclass(frozen=True)
class Arms:
    """A coat of arms. Tinctures are keys of :data:`TINCTURES` (or RGB tuples for player colours)."""

    field_tincture: str | tuple[int, int, int]
    charge: str | None = None
    division: str = "plain"
    second_tincture: str | tuple[int, int, int] | None = None
    charge_tincture: str | tuple[int, int, int] | None = None


def rgb(t: str | tuple[int, int, int]) -> tuple[int, int, int]:
    return TINCTURES[t] if isinstance(t, str) else tuple(t)  # type: ignore[return-value]


def _is_metal(t: str | tuple[int, int, int]) -> bool:
    if isinstance(t, str):
        return t in METALS
    r, g, b = t
    return 0.299 * r + 0.587 * g + 0.114 * b > 150


def contrasting(t: str | tuple[int, int, int], prefer: str = "or") -> str:
    """A tincture that obeys the rule of tincture against ``t`` (metal on colour, colour on metal)."""
    if _is_metal(t):
        return "sable" if prefer in METALS else prefer
    return prefer if prefer in METALS else "or"


def charge_icon(charge: str) -> str:
    return CHARGES.get(charge, charge)


def shield_points(w: float, h: float, x0: float = 0, y0: float = 0) -> list[tuple[float, float]]:
    """Outline of a heater shield inside (x0, y0, w, h): flat top, straight sides, curved to a point."""
    pts = [(x0, y0), (x0 + w, y0)]
    side = 0.42
    pts.append((x0 + w, y0 + h * side))
    n = 24
    for i in range(1, n + 1):  # right curve down to the point
        t = i / n
        a = t * math.pi / 2
        pts.append((x0 + w / 2 + (w / 2) * math.cos(a), y0 + h * side + (h * (1 - side)) * math.sin(a) ** 1.15))
    for i in range(n - 1, -1, -1):  # left curve back up
        t = i / n
        a = t * math.pi / 2
        pts.append((x0 + w / 2 - (w / 2) * math.cos(a), y0 + h * side + (h * (1 - side)) * math.sin(a) ** 1.15))
    return pts


def _paint_division(surf: pygame.Surface, arms: Arms) -> None:
    w, h = surf.get_size()
    a = rgb(arms.field_tincture)
    b = rgb(arms.second_tincture) if arms.second_tincture is not None else rgb(contrasting(arms.field_tincture))
    surf.fill(a)
    d = arms.division
    band = w // 4
    if d == "per_pale":
        pygame.draw.rect(surf, b, (w // 2, 0, w - w // 2, h))
    elif d == "per_fess":
        pygame.draw.rect(surf, b, (0, int(h * 0.45), w, h))
    elif d == "per_bend":
        pygame.draw.polygon(surf, b, [(0, 0), (w, h), (0, h)])
    elif d == "quarterly":
        pygame.draw.rect(surf, b, (w // 2, 0, w - w // 2, int(h * 0.45)))
        pygame.draw.rect(surf, b, (0, int(h * 0.45), w // 2, h))
    elif d == "chief":
        pygame.draw.rect(surf, b, (0, 0, w, int(h * 0.28)))
    elif d == "fess":
        pygame.draw.rect(surf, b, (0, int(h * 0.34), w, int(h * 0.22)))
    elif d == "pale":
        pygame.draw.rect(surf, b, (w // 2 - band // 2 - band // 6, 0, band + band // 3, h))
    elif d == "bend":
        pygame.draw.line(surf, b, (0, 0), (w, h), band)
    elif d == "chevron":
        pygame.draw.lines(surf, b, False, [(0, int(h * 0.8)), (w // 2, int(h * 0.3)), (w, int(h * 0.8))], band)
    elif d == "cross":
        pygame.draw.rect(surf, b, (w // 2 - band // 2, 0, band, h))
        pygame.draw.rect(surf, b, (0, int(h * 0.4) - band // 2, w, band))
    elif d == "saltire":
        pygame.draw.line(surf, b, (0, 0), (w, h), band)
        pygame.draw.line(surf, b, (w, 0), (0, h), band)
    elif d == "bordure":
        pygame.draw.polygon(surf, b, shield_points(w, h), max(4, w // 9))
    elif d == "paly":
        for i in range(1, 6, 2):
            pygame.draw.rect(surf, b, (i * w // 6, 0, w // 6 + 1, h))
    elif d == "barry":
        for i in range(1, 8, 2):
            pygame.draw.rect(surf, b, (0, i * h // 8, w, h // 8 + 1))
    elif d == "chequy":
        step = w // 6
        for j in range(0, h // step + 1):
            for i in range(6):
                if (i + j) % 2:
                    pygame.draw.rect(surf, b, (i * step, j * step, step, step))


def _charge_colour(arms: Arms) -> tuple[int, int, int]:
    if arms.charge_tincture is not None:
        return rgb(arms.charge_tincture)
    if arms.division in ("plain", "chief", "bordure", "fess", "pale", "bend", "chevron", "cross", "saltire"):
        return rgb(contrasting(arms.field_tincture))
    # divided fields: charge in a metal/colour that reads on both halves
    second = arms.second_tincture if arms.second_tincture is not None else contrasting(arms.field_tincture)
    if _is_metal(arms.field_tincture) and _is_metal(second):
        return rgb("sable")
    if not _is_metal(arms.field_tincture) and not _is_metal(second):
        return rgb("or")
    return rgb("argent") if not _is_metal(arms.field_tincture) else rgb("sable")


def render_shield(arms: Arms, size: int | tuple[int, int]) -> pygame.Surface:
    """The shield for ``arms``, ``size`` px wide (int) or (w, h); height defaults to 1.18 × width."""
    w, h = (size, int(size * 1.18)) if isinstance(size, int) else size

    def build() -> pygame.Surface:
        s = paint.SS
        W, H = w * s, h * s
        rim = max(2, W // 22)
        out = pygame.Surface((W, H), pygame.SRCALPHA)
        inner_pts = shield_points(W - 2 * rim, H - 2 * rim, rim, rim)
        field = pygame.Surface((W, H), pygame.SRCALPHA)
        body = pygame.Surface((W - 2 * rim, H - 2 * rim), pygame.SRCALPHA)
        _paint_division(body, arms)
        field.blit(body, (rim, rim))
        if arms.charge:
            dark = paint.shade(_charge_colour(arms), 0.35)
            cs = int((W - 2 * rim) * (0.64 if arms.division == "plain" else 0.54))
            ic = icons.outlined(
                charge_icon(arms.charge), cs, _charge_colour(arms), outline=dark, width=max(1, cs // 60), shadow=False
            )
            cy = int(H * (0.46 if arms.division != "chief" else 0.56))
            field.blit(ic, ic.get_rect(center=(W // 2, cy)))
        # shading: light from upper left, darker toward the point
        shade_s = paint.vertical_gradient((W, H), (255, 255, 255, 46), (0, 0, 0, 70))
        field.blit(shade_s, (0, 0))
        mask = pygame.Surface((W, H), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), inner_pts)
        field.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        pygame.draw.polygon(out, paint.shade((201, 162, 74), 0.45), shield_points(W, H))
        pygame.draw.polygon(out, (201, 162, 74), shield_points(W - rim, H - rim, rim / 2, rim / 2))
        out.blit(field, (0, 0))
        pygame.draw.polygon(out, (240, 210, 130), inner_pts, max(1, rim // 3))
        return pygame.transform.smoothscale(out, (w, h))

    return cached(("shield", arms, w, h), build)


def arms_from_name(name: str) -> Arms:
    """Deterministic, well-formed arms for any name (for knights whose arms the content doesn't give)."""
    d = hashlib.sha1(name.encode()).digest()
    colours = ["gules", "azure", "vert", "purpure", "sable"]
    field_is_metal = d[0] % 3 == 0
    field = ("or", "argent")[d[1] % 2] if field_is_metal else colours[d[1] % len(colours)]
    second = colours[d[2] % len(colours)] if field_is_metal else ("or", "argent")[d[2] % 2]
    division = ("plain", "per_pale", "chief", "bordure", "fess", "per_bend", "quarterly", "chevron", "pale", "barry")[
        d[3] % 10
    ]
    charges = [
        "lion",
        "eagle",
        "gryphon",
        "fleur",
        "stag",
        "tower",
        "star",
        "bear",
        "boar",
        "horse",
        "rose",
        "sun",
        "key",
        "bull",
    ]
    charge = None if division in ("quarterly", "barry") else charges[d[4] % len(charges)]
    return Arms(field, charge, division, second)


#: simplified historical arms of knights who appear in the games (blazons reduced to our charges);
#: anyone else gets :func:`arms_from_name`
KNOWN_ARMS: dict[str, Arms] = {
    "Zawisza Czarny": Arms("or", "eagle", "per_fess", "gules", charge_tincture="sable"),  # Sulima
    "Jean II Le Maingre": Arms("argent", "eagle", charge_tincture="gules"),  # Boucicaut
    "John Talbot": Arms("gules", "lion", "bordure", "or", charge_tincture="or"),
    "Francesco Sforza": Arms("or", "lion", charge_tincture="azure"),
    "Federico III da Montefeltro": Arms("azure", "eagle", "bend", "or", charge_tincture="sable"),
    "Pierre Terrail": Arms("azure", "lion", "chief", "argent", charge_tincture="or"),  # Bayard
    "Jacques de Lalaing": Arms("gules", None, "chequy", "argent"),
    "Suero de Quiñones": Arms("gules", None, "chequy", "argent"),
    "David Mathew": Arms("sable", "lion", charge_tincture="argent"),
    "John II of Luxembourg": Arms("argent", "lion", "barry", "azure", charge_tincture="gules"),
    "John Fastolf": Arms("or", None, "quarterly", "azure"),
    "Władysław II Jagiełło": Arms("gules", "eagle", charge_tincture="argent"),
    "Henry V of England": Arms("azure", "fleur", "quarterly", "gules", charge_tincture="or"),
    "Maximilian I": Arms("or", "eagle", charge_tincture="sable"),
    "John I of Portugal": Arms("argent", "shield", "bordure", "gules", charge_tincture="azure"),
    "James II of Scotland": Arms("or", "lion", "bordure", "gules", charge_tincture="gules"),
    "Charles VII": Arms("azure", "fleur", charge_tincture="or"),
    "John II of Aragon": Arms("or", None, "paly", "gules"),
    "Powała of Taczów": Arms("gules", "horseshoe", charge_tincture="argent"),  # Ogończyk
    "Dobiesław of Oleśnica": Arms("gules", "cross", charge_tincture="argent"),  # Dębno
    "Zyndram of Maszkowice": Arms("azure", "sun", charge_tincture="or"),  # Słońce
    "Dobiesław Puchała": Arms("or", "bull", charge_tincture="sable"),  # Wieniawa
    "Wincenty Granowski": Arms("azure", "star", charge_tincture="or"),  # Leliwa
    "Sędziwój of Ostroróg": Arms("gules", "ring", charge_tincture="argent"),  # Nałęcz
}


#: the arms shown on Tournament's Shield cards (one per charge), and the default for any charge
CHARGE_ARMS: dict[str, Arms] = {
    "cock": Arms("vert", "cock"),
    "boar": Arms("or", "boar"),
    "antelope": Arms("azure", "antelope"),
    "bear": Arms("argent", "bear"),
    "basilisk": Arms("vert", "basilisk"),
    "angel": Arms("azure", "angel"),
    "unicorn": Arms("purpure", "unicorn"),
    "gryphon": Arms("gules", "gryphon"),
    "lion": Arms("gules", "lion"),
    "dragon": Arms("sable", "dragon"),
}


def arms_for_charge(charge: str) -> Arms:
    """Arms displaying ``charge`` (a heraldic name such as "gryphon", or an icon name)."""
    key = charge.lower()
    if key in CHARGE_ARMS:
        return CHARGE_ARMS[key]
    field = ("gules", "azure", "vert", "purpure", "sable")[sum(map(ord, key)) % 5]
    return Arms(field, key)


def knight_arms(name: str) -> Arms:
    """The arms of a named knight: historical (simplified) when we know them, else generated."""
    return KNOWN_ARMS.get(name) or arms_from_name(name)


def arms_for_seat(seat: int) -> Arms:
    """A player's coat of arms: the seat's colour as field and its emblem as charge."""
    from game.ui.art.theme import player

    st = player(seat)
    return Arms(
        st.colour, st.emblem, "bordure", "or", charge_tincture="argent" if not _is_metal(st.colour) else "sable"
    )
