"""Card and tile faces composed from data: ``CardSpec`` → ``render_card(spec, size)``.

Anatomy (portrait card): a frame in the card's accent colour with a gilded filet, a parchment face, the
title on a ribbon, the value in a roundel at the top left (mirrored small at the bottom right), corner
marks (e.g. Paladin's red sword) at the top right, an art window with a game-icons picture or a
heraldic shield, a type line with its emblem, wrapped rules text, and a row of stat badges. Tiles
(square) and wide cards use the same parts. Text fields are English msgids, translated when drawn
(the cache key includes the language). Every face is cached in memory and on disk.

Sizes: ``HAND`` (110×154) is readable in a hand; ``LARGE`` (330×462) is the inspect view.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.i18n import _, language
from game.ui.art import fonts, icons, paint
from game.ui.art.cache import cached
from game.ui.art.heraldry import Arms, render_shield
from game.ui.art.theme import PALETTE

HAND = (110, 154)
LARGE = (330, 462)
SMALL = (72, 100)
SIZES = {"hand": HAND, "large": LARGE, "small": SMALL}
ASPECT = {"card": 7 / 5, "tile": 1.0, "wide": 5 / 7}
WORDS_MIN_W = 72  # px: narrower faces show their value and picture only (read them in the zoom panel)

Mark = str | tuple[str, tuple[int, int, int]]


@dataclass(frozen=True)
class CardSpec:
    """Everything drawn on one face. Icon names are game-icons names (see assets/icons/ICONS.txt)."""

    game: str  # "tournament", "paladin", "joust", "glory"
    title: str  # msgid
    subtitle: str = ""  # type line (msgid), e.g. "Weapon"
    value: int | str | None = None  # the big number in the corner roundel
    emblem: str | None = None  # type icon on the type line (and behind the value)
    art: str | None = None  # the picture (icon name); ignored when ``arms`` is given
    accent: tuple[int, int, int] | None = None  # frame/ribbon colour; default: the game's accent
    body: str = ""  # rules text (msgid or already formatted text)
    corners: tuple[Mark, ...] = ()  # top-right marks: "red-sword", or icon names / (icon, colour)
    back: str = "default"  # back style (the presentation's back_styles)
    arms: Arms | None = None  # heraldic shield as the picture
    stats: tuple[tuple[str, str], ...] = ()  # bottom badges: (icon name, text), e.g. ("biceps", "8")
    shape: str = "card"  # card (5:7 portrait), tile (square), wide (7:5 landscape)
    footer: str = ""  # small italic line under the text (msgid), e.g. a cost
    kind: str = ""  # free id for the game's own use (not drawn)
    title_min: int = 0  # px: the title is never drawn smaller (two lines, else squeezed), e.g. a table face
    text_scale: float = 1.0  # rules text size against the nominal one (faces whose text is their point)


BackLook = tuple[tuple[int, int, int], str, str, int]  # field colour, emblem icon, label msgid or "", dots


@lru_cache(maxsize=32)
def game_look(game: str) -> tuple[str, str, tuple[int, int, int], dict[str, BackLook]]:
    """(name msgid, back emblem, card accent, back styles) of ``game``, from its presentation."""
    from game.core.registry import get
    from game.ui.presentation import presentation_of

    try:
        spec = get(game)
    except KeyError:
        return game.title(), "crossed-swords", PALETTE["crimson"], {}
    p = presentation_of(spec)
    return spec.name, p.back_emblem or p.emblem, p.card_accent or p.accent, dict(p.back_styles)


def accent_of(spec: CardSpec) -> tuple[int, int, int]:
    return spec.accent or game_look(spec.game)[2]


def size_for(shape: str, width: int) -> tuple[int, int]:
    """Pixel size of a face of ``shape`` at ``width``."""
    return width, int(round(width * ASPECT.get(shape, 1.4)))


def _resolve_size(spec_shape: str, size: int | str | tuple[int, int]) -> tuple[int, int]:
    if isinstance(size, str):  # named sizes: tiles a little wider, wide cards as long as a card is tall
        w, h = SIZES[size]
        return size_for(spec_shape, {"tile": round(w * 1.2), "wide": h}.get(spec_shape, w))
    if isinstance(size, int):
        return size_for(spec_shape, size)
    return int(size[0]), int(size[1])


def _parchment(w: int, h: int, seed: int) -> pygame.Surface:
    """A parchment crop for a face (one big texture per process, cropped at a per-card offset)."""
    base = cached(
        ("parchment", 720, 1000),
        lambda: paint.mottled((720, 1000), PALETTE["parchment"], (214, 192, 148), seed=5, grain=0.3),
    )
    bw, bh = base.get_size()
    if w > bw or h > bh:
        return pygame.transform.smoothscale(base, (w, h))
    x = seed % max(1, bw - w)
    y = (seed // 7) % max(1, bh - h)
    return base.subsurface((x, y, w, h)).copy()


def _text_colour_on(c: tuple[int, ...]) -> tuple[int, int, int]:
    r, g, b = c[:3]
    return (30, 20, 12) if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else (250, 242, 222)


def _mark(m: Mark) -> tuple[str, tuple[int, int, int]]:
    if isinstance(m, tuple):
        return m[0], tuple(m[1])  # type: ignore[return-value]
    if m == "red-sword":
        return "relic-blade", (176, 24, 30)
    return m, PALETTE["ink"]


class _Layout:
    """Rects of every part of a face of size (w, h) and shape."""

    def __init__(self, w: int, h: int, spec: CardSpec) -> None:
        self.w, self.h = w, h
        u = min(w, h / ASPECT.get("card", 1.4)) / 110 if spec.shape == "card" else min(w, h) / 110
        self.u = u
        self.border = max(2, round(4 * u))
        self.radius = max(4, round(7 * u))
        inset = self.border + max(1, round(1.5 * u))
        self.face = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
        self.roundel_r = max(8, round(12.5 * u))
        self.roundel_c = (self.face.x + self.roundel_r + round(1 * u), self.face.y + self.roundel_r + round(1 * u))
        # the title: one line, or two on a taller ribbon when one line would be too small to read
        left = self.face.x + (2 * self.roundel_r + round(2 * u) if spec.value is not None else round(7 * u))
        right = self.face.right - (round(13 * u) * len(spec.corners) + round(6 * u) if spec.corners else round(7 * u))
        self.title_x = (left, right)
        self.title_lines, self.title_role, self.title_size = _fit_title(_(spec.title), right - left, u, spec.title_min)
        self.banner_h = max(14, round((19 if len(self.title_lines) == 1 else 27) * u))
        self.banner = pygame.Rect(self.face.x, self.face.y + round(3 * u), self.face.w, self.banner_h)
        has_text = bool(spec.body or spec.footer)
        if has_text and u < 1.6:  # hand size: only short texts stay legible; the inspect view shows all
            limit = 48 if spec.shape == "card" else 0
            has_text = len(_(spec.body) if spec.body else "") + len(_(spec.footer) if spec.footer else "") <= limit
        self.has_text = has_text
        # tiles keep their stats in a column beside the art (a square has little height to spare)
        self.column = spec.shape == "tile" and bool(spec.stats)
        stats_h = round(16 * u) if spec.stats and not self.column else 0
        self.stats = pygame.Rect(self.face.x, self.face.bottom - stats_h - round(2 * u), self.face.w, stats_h)
        type_h = round(12 * u) if (spec.subtitle or spec.emblem) else 0
        # how much room text gets: large faces always, hand-size faces only if legible
        text_h = 0
        if has_text:  # as much as the text needs at its nominal size, at most ~27% of the face
            share = (0.27 if spec.shape == "card" else 0.22) * max(1.0, spec.text_scale)
            max_h = round(min(0.4, share) * self.face.h)
            size = _body_size(u, spec.text_scale)
            width = self.face.w - round(10 * u)
            lines = len(fonts.wrap(_(spec.body), "text", size, width)) if spec.body else 0
            lh = fonts.font("text", size).get_linesize() - max(0, size // 8)
            text_h = min(max_h, (lines + (1 if spec.footer else 0)) * lh + round(6 * u))
        bottom = (self.stats.top - round(2 * u) if stats_h else self.face.bottom - round(2 * u)) - text_h
        self.text = pygame.Rect(self.face.x + round(5 * u), bottom, self.face.w - round(10 * u), text_h)
        # the lowest the words' letters may reach: the stats, else the faint inner filet (3 u in from the edge)
        self.floor = self.stats.top if stats_h else self.face.bottom - round(3 * u)
        self.typeline = pygame.Rect(self.face.x + round(3 * u), bottom - type_h, self.face.w - round(6 * u), type_h)
        top = self.banner.bottom + round(3 * u)
        self.art = pygame.Rect(
            self.face.x + round(5 * u), top, self.face.w - round(10 * u), self.typeline.top - top - round(2 * u)
        )
        if self.column:
            col_w = round(34 * u)
            self.stats = pygame.Rect(self.face.right - col_w - round(3 * u), top, col_w, self.art.h)
            self.art.w -= col_w + round(2 * u)


def _body_size(u: float, scale: float = 1.0) -> int:
    """Nominal rules-text size: 10 px on a hand card, relatively smaller when enlarged (times ``scale``)."""
    return max(7, round((10 if u < 1.6 else 8.5) * u * scale))


def _fit_title(title: str, width: int, u: float, floor: int = 0) -> tuple[list[str], str, int]:
    """(lines, font role, size) for a title in ``width`` px: Cinzel on one line if legible, else the
    narrower Garamond, else two balanced lines (hand-size cards with long names); ``floor``: the
    smallest size that counts as legible (px)."""
    legible = max(8, round(9 * u), floor)
    role = fonts.role_for(title, "title_bold")
    size = fonts.fit_size(title, role, max(9, round(11.5 * u), floor), width, min_size=max(6, round(6 * u)))
    if (size >= legible or role != "title_bold") and _fits(title, role, size, width):
        return [title], role, size
    alt = fonts.fit_size(title, "bold", max(round(13 * u), floor), width, min_size=max(6, round(6 * u)))
    words = title.split(" ")
    lines, two = [title], 0
    if len(words) >= 2:
        best = min(range(1, len(words)), key=lambda k: abs(len(" ".join(words[:k])) - len(" ".join(words[k:]))))
        lines = [" ".join(words[:best]), " ".join(words[best:])]
        start = max(round(11 * u), floor)
        two = min(fonts.fit_size(ln, "bold", start, width, min_size=max(6, round(6 * u), floor)) for ln in lines)
    if two >= legible and two >= alt + 2:  # two lines read clearly better than one squeezed line
        return lines, "bold", two
    if alt >= legible:
        return [title], "bold", alt
    one_role, one = ("bold", alt) if alt > size else (role, size)
    if two > max(alt, size) or (len(lines) == 2 and not _fits(title, one_role, one, width)):
        return lines, "bold", two  # a name too long for one line at any size: two lines
    return [title], one_role, one


def _fits(text: str, role: str, size: int, width: int) -> bool:
    return fonts.font(role, size).size(text)[0] <= width


def _draw_frame(big: pygame.Surface, L: _Layout, accent: tuple[int, int, int], seed: int, s: int) -> None:
    W, H = big.get_size()
    dark = paint.shade(accent, 0.42)
    pygame.draw.rect(big, dark, big.get_rect(), border_radius=L.radius * s)
    pygame.draw.rect(
        big,
        paint.shade(accent, 0.8),
        big.get_rect().inflate(-L.border * s, -L.border * s),
        border_radius=(L.radius - 1) * s,
    )
    face = pygame.Rect(L.face.x * s, L.face.y * s, L.face.w * s, L.face.h * s)
    pygame.draw.rect(
        big, PALETTE["gold"], face.inflate(4 * s, 4 * s), border_radius=max(2, L.radius - L.border + 1) * s
    )
    parch = pygame.transform.smoothscale(_parchment(L.face.w, L.face.h, seed), face.size)
    parch = paint.apply_mask(
        parch.convert_alpha() if pygame.display.get_surface() else parch,
        paint.rounded_mask(face.size, max(2, (L.radius - L.border)) * s),
    )
    big.blit(parch, face.topleft)
    # a faint inner filet
    pygame.draw.rect(
        big,
        (*PALETTE["gold_dark"], 255),
        face.inflate(-6 * s * L.u, -6 * s * L.u),
        max(1, s),
        border_radius=max(2, L.radius - L.border) * s,
    )


def _draw_banner(big: pygame.Surface, L: _Layout, accent: tuple[int, int, int], s: int) -> None:
    r = pygame.Rect(L.banner.x * s, L.banner.y * s, L.banner.w * s, L.banner.h * s)
    notch = r.h // 3
    pts = [
        (r.left, r.top),
        (r.right, r.top),
        (r.right - notch, r.centery),
        (r.right, r.bottom),
        (r.left, r.bottom),
        (r.left + notch, r.centery),
    ]
    body = paint.vertical_gradient(r.size, paint.shade(accent, 1.18), paint.shade(accent, 0.72))
    mask = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - r.left, y - r.top) for x, y in pts])
    body = body.convert_alpha() if pygame.display.get_surface() else body
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    big.blit(body, r.topleft)
    pygame.draw.line(big, PALETTE["gold"], (r.left + notch, r.top + s), (r.right - notch, r.top + s), max(1, s))
    pygame.draw.line(big, PALETTE["gold"], (r.left + notch, r.bottom - s), (r.right - notch, r.bottom - s), max(1, s))


def _draw_art(big: pygame.Surface, L: _Layout, spec: CardSpec, accent: tuple[int, int, int], s: int) -> None:
    a = pygame.Rect(L.art.x * s, L.art.y * s, L.art.w * s, L.art.h * s)
    if a.w <= 4 or a.h <= 4:
        return
    glow = paint.radial_glow(max(a.w, a.h), paint.shade(accent, 1.55), 150)
    glow = pygame.transform.smoothscale(glow, (int(a.w * 1.15), int(a.h * 1.1)))
    big.blit(glow, glow.get_rect(center=a.center))
    if spec.emblem and spec.art and spec.emblem != spec.art:  # faint watermark of the type emblem
        wm = icons.icon(spec.emblem, int(min(a.w, a.h) * 0.95), (*paint.shade(accent, 0.6), 26))
        big.blit(wm, wm.get_rect(center=a.center))
    if spec.arms is not None:
        sw = int(min(a.w * 0.84, a.h * 0.94 / 1.18))
        shield = render_shield(spec.arms, max(8, sw))
        # a soft shadow in the shield's own shape
        shadow = shield.copy()
        shadow.fill((0, 0, 0, 80), special_flags=pygame.BLEND_RGBA_MULT)
        sw4, sh4 = max(1, shadow.get_width() // 6), max(1, shadow.get_height() // 6)
        shadow = pygame.transform.smoothscale(pygame.transform.smoothscale(shadow, (sw4, sh4)), shield.get_size())
        big.blit(shadow, shadow.get_rect(center=(a.centerx + 3 * s, a.centery + 4 * s)))
        big.blit(shield, shield.get_rect(center=a.center))
    elif spec.art:
        size = int(min(a.w * 0.9, a.h * 0.92))
        art = icons.outlined(
            spec.art,
            size,
            paint.shade(accent, 1.12),
            outline=paint.shade(accent, 0.3),
            width=max(2, size // 70),
            relief=True,
        )
        big.blit(art, art.get_rect(center=a.center))


def _draw_roundel(big: pygame.Surface, L: _Layout, accent: tuple[int, int, int], s: int) -> None:
    cx, cy = L.roundel_c[0] * s, L.roundel_c[1] * s
    r = L.roundel_r * s
    pygame.draw.circle(big, (0, 0, 0, 70), (cx + s, cy + 2 * s), r)
    pygame.draw.circle(big, paint.shade(PALETTE["gold"], 0.6), (cx, cy), r)
    pygame.draw.circle(big, PALETTE["gold_light"], (cx, cy), r - max(1, s))
    pygame.draw.circle(big, paint.shade(accent, 0.78), (cx, cy), int(r * 0.8))


def _face_image(spec: CardSpec, w: int, h: int) -> pygame.Surface:
    s = paint.SS
    L = _Layout(w, h, spec)
    accent = accent_of(spec)
    seed = int(hashlib.md5(spec.title.encode()).hexdigest()[:6], 16)
    big = pygame.Surface((w * s, h * s), pygame.SRCALPHA)
    _draw_frame(big, L, accent, seed, s)
    _draw_art(big, L, spec, accent, s)
    _draw_banner(big, L, accent, s)
    if spec.value is not None:
        _draw_roundel(big, L, accent, s)
    if spec.subtitle or spec.emblem:
        t = L.typeline
        y = (t.centery) * s
        pygame.draw.line(
            big, PALETTE["gold_dark"], (t.left * s, y - t.h * s // 2), (t.right * s, y - t.h * s // 2), max(1, s)
        )
    if spec.stats:
        st = pygame.Rect(L.stats.x * s, L.stats.y * s, L.stats.w * s, L.stats.h * s)
        band = paint.vertical_gradient(st.size, (*paint.shade(accent, 0.7), 230), (*paint.shade(accent, 0.5), 230))
        band = paint.apply_mask(band, paint.rounded_mask(st.size, min(st.w, st.h) // 3))
        big.blit(band, st.topleft)
    out = pygame.transform.smoothscale(big, (w, h))
    _draw_texts(out, L, spec, accent)
    return out


def _draw_texts(out: pygame.Surface, L: _Layout, spec: CardSpec, accent: tuple[int, int, int]) -> None:
    u = L.u
    light = (250, 242, 222)
    ink = PALETTE["ink"]
    # title on the ribbon (room left for the value roundel and the corner marks); a face too small
    # for readable words keeps only its value and picture (the zoom panel shows it whole)
    left, right = L.title_x
    tw = right - left
    lh = round(L.title_size * 1.02)
    n = len(L.title_lines)
    for i, line in enumerate(L.title_lines if L.w >= WORDS_MIN_W else ()):
        img = fonts.render_even(L.title_role, L.title_size, line, light)
        shadow = fonts.render_even(L.title_role, L.title_size, line, paint.shade(accent, 0.3))
        if img.get_width() > tw:  # still too long: squeeze horizontally rather than cut
            img = pygame.transform.smoothscale(img, (tw, img.get_height()))
            shadow = pygame.transform.smoothscale(shadow, (tw, shadow.get_height()))
        cx = (left + right) // 2
        cy = L.banner.centery + 1 + round((i - (n - 1) / 2) * lh)
        out.blit(shadow, shadow.get_rect(center=(cx + 1, cy + 1)))
        out.blit(img, img.get_rect(center=(cx, cy)))
    # value in the roundel
    if spec.value is not None:
        v = str(spec.value)
        vs = fonts.fit_size(v, "title_bold", round(L.roundel_r * 1.25), int(L.roundel_r * 1.5), min_size=6)
        vimg = fonts.font("title_bold", vs).render(v, True, light)
        out.blit(
            fonts.font("title_bold", vs).render(v, True, (0, 0, 0)),
            vimg.get_rect(center=(L.roundel_c[0] + 1, L.roundel_c[1] + 2)),
        )
        out.blit(vimg, vimg.get_rect(center=(L.roundel_c[0], L.roundel_c[1] + 1)))
    # corner marks
    x = L.face.right - round(3 * u)
    for m in spec.corners:
        name, col = _mark(m)
        ms = max(10, round(12 * u))
        ic = icons.outlined(name, ms, col, outline=(250, 240, 220), width=max(1, round(u)), shadow=False)
        out.blit(ic, ic.get_rect(midright=(x + round(2 * u), L.banner.centery)))
        x -= round(13 * u)
    # type line
    if spec.subtitle or spec.emblem:
        t = L.typeline
        sub = _(spec.subtitle) if spec.subtitle and L.w >= WORDS_MIN_W else ""
        ts, with_emblem = _type_line_plan(L, spec, sub)
        parts_w = 0
        eimg = None
        if spec.emblem and with_emblem:
            eimg = icons.icon(spec.emblem, max(8, round(10 * u)), paint.shade(accent, 0.8))
            parts_w += eimg.get_width() + (round(3 * u) if sub else 0)
        timg = fonts.font("title", ts).render(sub, True, ink) if sub else None
        parts_w += timg.get_width() if timg else 0
        x = t.centerx - parts_w // 2
        if eimg is not None:
            out.blit(eimg, eimg.get_rect(midleft=(x, t.centery)))
            x += eimg.get_width() + round(3 * u)
        if timg is not None:
            out.blit(timg, timg.get_rect(midleft=(x, t.centery + 1)))
    # rules text, shrunk to fit
    if L.text.h > 0:
        _draw_body(out, L, spec)
    # stat badges
    if spec.stats:
        st = L.stats
        n = len(spec.stats)
        if L.column:  # one row per stat: icon, then its number
            cell_h = st.h // n
            for i, (ic_name, text) in enumerate(spec.stats):
                ic = icons.icon(ic_name, max(8, round(11 * u)), PALETTE["gold_light"])
                timg = fonts.font("title_bold", max(8, round(11 * u))).render(str(text), True, light)
                cy = st.y + i * cell_h + cell_h // 2
                gap = round(2 * u)
                x = st.centerx - (ic.get_width() + gap + timg.get_width()) // 2
                out.blit(ic, ic.get_rect(midleft=(x, cy)))
                out.blit(timg, timg.get_rect(midleft=(x + ic.get_width() + gap, cy + 1)))
            return
        cell = st.w // n
        for i, (ic_name, text) in enumerate(spec.stats):
            ic = icons.icon(ic_name, max(8, round(11 * u)), PALETTE["gold_light"])
            f = fonts.font("title_bold", max(8, round(10 * u)))
            timg = f.render(str(text), True, light)
            total = ic.get_width() + round(2 * u) + timg.get_width()
            x = st.x + i * cell + (cell - total) // 2
            out.blit(ic, ic.get_rect(midleft=(x, st.centery)))
            out.blit(timg, timg.get_rect(midleft=(x + ic.get_width() + round(2 * u), st.centery + 1)))


def _type_line_plan(L: _Layout, spec: CardSpec, sub: str) -> tuple[int, bool]:
    """(font size, emblem shown) of the type line: the emblem gives way when the words need its room."""
    t = L.typeline
    emblem_w = max(8, round(10 * L.u)) + (round(3 * L.u) if sub else 0) if spec.emblem else 0
    start = max(7, round(8.5 * L.u))
    if not sub:
        return start, True
    ts = fonts.fit_size(sub, "title", start, t.w - emblem_w, min_size=6)
    if fonts.font("title", ts).size(sub)[0] <= t.w - emblem_w:
        return ts, True
    return fonts.fit_size(sub, "title", start, t.w, min_size=6), False


def _body_plan(L: _Layout, spec: CardSpec) -> tuple[int, list[str], int, int]:
    """(size, lines, line height, height needed) of the rules text, shrunk to its box (down to 7 px) and
    above the card's frame (its last letters no lower than ``L.floor``)."""
    r = L.text
    body = _(spec.body) if spec.body else ""
    size = _body_size(L.u, spec.text_scale)
    while True:
        lines = fonts.wrap(body, "text", size, r.w) if body else []
        lh = fonts.font("text", size).get_linesize() - max(0, size // 8)
        need = lh * len(lines) + (lh if spec.footer else 0)
        if (need <= r.h and _ink(L, need) <= L.floor) or size <= 7:
            return size, lines, lh, need
        size -= 1


def _ink(L: _Layout, need: int) -> int:
    """The foot of the rules text's last line, its ``need`` px centred in the text box."""
    return L.text.top + max(0, (L.text.h - need) // 2) + need


def _draw_body(out: pygame.Surface, L: _Layout, spec: CardSpec) -> None:
    r = L.text
    footer = _(spec.footer) if spec.footer else ""
    size, lines, lh, need = _body_plan(L, spec)
    y = r.top + max(0, (r.h - need) // 2)
    for line in lines:
        if y + lh > r.bottom + 2:
            break
        img = fonts.render_even("text", size, line, PALETTE["ink"])
        out.blit(img, img.get_rect(midtop=(r.centerx, y)))
        y += lh
    if footer and y + lh <= r.bottom + 2:
        fs = fonts.fit_size(footer, "italic", size, r.w, min_size=6)
        img = fonts.render_even("italic", fs, footer, PALETTE["ink_soft"])
        if img.get_width() > r.w:
            img = pygame.transform.smoothscale(img, (r.w, img.get_height()))
        out.blit(img, img.get_rect(midtop=(r.centerx, y)))


def text_problems(spec: CardSpec, size: int | str | tuple[int, int] = "hand") -> list[str]:
    """What of ``spec``'s texts would not fit whole at ``size`` (the text-fit test): a title squeezed
    or cut, a type line wider than its band, rules lines or the footer left out. Empty when all fit."""
    w, h = _resolve_size(spec.shape, size)
    L = _Layout(w, h, spec)
    problems = []
    if w < WORDS_MIN_W:  # no words on so small a face
        return problems
    left, right = L.title_x
    f = fonts.font(L.title_role, L.title_size)
    for line in L.title_lines:
        if f.size(line)[0] > right - left:
            problems.append(f"title {line!r} is {f.size(line)[0] - (right - left)} px too wide at {w}x{h}")
    if spec.subtitle:
        sub = _(spec.subtitle)
        ts, with_emblem = _type_line_plan(L, spec, sub)
        room = L.typeline.w - ((max(8, round(10 * L.u)) + round(3 * L.u)) if spec.emblem and with_emblem else 0)
        if fonts.font("title", ts).size(sub)[0] > room:
            problems.append(f"type line {sub!r} too wide at {w}x{h}")
    if L.text.h > 0 and (spec.body or spec.footer):
        size_, lines, lh, need = _body_plan(L, spec)
        if need > L.text.h + 2:
            problems.append(
                f"rules text cut at {w}x{h}: {len(lines)} lines of {size_} px need {need} px, {L.text.h} px room"
            )
        if _ink(L, need) > L.floor:
            problems.append(f"rules text crosses the card's frame at {w}x{h}: {_ink(L, need) - L.floor} px too low")
    return problems


def render_card(spec: CardSpec, size: int | str | tuple[int, int] = "hand") -> pygame.Surface:
    """The face of ``spec`` at ``size`` ("hand", "large", "small", a width, or (w, h)). Cached; do not
    draw on the returned surface."""
    w, h = _resolve_size(spec.shape, size)
    return cached(("card", spec, w, h, language()), lambda: _face_image(spec, w, h))


def card_back(
    game: str, size: int | str | tuple[int, int] = "hand", style: str = "default", shape: str = "card"
) -> pygame.Surface:
    """The back of a card of ``game`` in ``style`` (a back style of the game's presentation). Cached."""
    w, h = _resolve_size(shape, size)
    _title, emblem, accent, backs = game_look(game)
    look = (emblem, accent, backs.get(style))  # a presentation's new colours never meet an old image on disk
    return cached(("back", game, style, w, h, language(), look), lambda: _back_image(game, style, w, h))


def _back_image(game: str, style: str, w: int, h: int) -> pygame.Surface:
    s = paint.SS
    title, game_emblem, accent, backs = game_look(game)
    colour, emblem, label, dots = backs.get(style, (accent, game_emblem, "", 0))
    if style not in backs and style != "default" and icons.has(style):
        emblem = style
    u = min(w, h / 1.4) / 110 if h > w else min(w, h) / 110
    W, H = w * s, h * s
    big = pygame.Surface((W, H), pygame.SRCALPHA)
    radius = max(4, round(7 * u)) * s
    pygame.draw.rect(big, paint.shade(colour, 0.4), big.get_rect(), border_radius=radius)
    inner = big.get_rect().inflate(-round(8 * u) * s, -round(8 * u) * s)
    field = paint.vertical_gradient(inner.size, paint.shade(colour, 1.1), paint.shade(colour, 0.7))
    field = field.convert_alpha() if pygame.display.get_surface() else field
    # diamond lattice
    step = max(8, round(14 * u)) * s
    lat = pygame.Surface(inner.size, pygame.SRCALPHA)
    gold = (*PALETTE["gold"], 90)
    for x in range(-inner.h, inner.w + inner.h, step):
        pygame.draw.line(lat, gold, (x, 0), (x + inner.h, inner.h), max(1, s))
        pygame.draw.line(lat, gold, (x, inner.h), (x + inner.h, 0), max(1, s))
    for x in range(0, inner.w + step, step):
        for y in range(0, inner.h + step, step):
            pygame.draw.circle(lat, (*PALETTE["gold_light"], 120), (x, y), max(1, s + s // 2))
    field.blit(lat, (0, 0))
    field = paint.apply_mask(field, paint.rounded_mask(inner.size, max(2, radius - 4 * s)))
    big.blit(field, inner.topleft)
    pygame.draw.rect(big, PALETTE["gold"], inner, max(1, round(1.6 * u * s)), border_radius=max(2, radius - 4 * s))
    pygame.draw.rect(
        big,
        PALETTE["gold_dark"],
        inner.inflate(-6 * s * u, -6 * s * u),
        max(1, s),
        border_radius=max(2, radius - 7 * s),
    )
    # central medallion
    wide = w > h
    tall = h > w * 1.2
    r = int(min(inner.w, inner.h) * (0.3 if tall else 0.26))
    c = inner.center if tall or wide else (inner.centerx, inner.centery - int(5 * u * s))
    pygame.draw.circle(big, (0, 0, 0, 90), (c[0] + 2 * s, c[1] + 3 * s), r + 2 * s)
    pygame.draw.circle(big, paint.shade(PALETTE["gold"], 0.6), c, r + 2 * s)
    pygame.draw.circle(big, PALETTE["gold_light"], c, r)
    pygame.draw.circle(big, paint.shade(colour, 0.55), c, int(r * 0.86))
    ic = icons.outlined(
        emblem, int(r * 1.25), PALETTE["gold_light"], outline=paint.shade(colour, 0.25), width=max(2, s * 2)
    )
    big.blit(ic, ic.get_rect(center=c))
    for i in range(dots):  # the round's dots: under the medallion, or beside it on a wide back
        if wide:
            pos = (int(c[0] + r + (12 + 11 * i) * u * s), c[1])
        else:
            pos = (int(c[0] + (i - (dots - 1) / 2) * 11 * u * s), int(c[1] + r + 10 * u * s))
        pygame.draw.circle(big, paint.shade(colour, 0.3), pos, max(3, int(4.2 * u * s)))
        pygame.draw.circle(big, PALETTE["gold_light"], pos, max(2, int(3.2 * u * s)))
    out = pygame.transform.smoothscale(big, (w, h))
    # game name (and style label) in Cinzel; small backs keep only the medallion
    light = PALETTE["gold_light"]
    if w < 90:
        return out
    name = _(title)
    ts = fonts.fit_size(name, "title_bold", max(8, round(11 * u)), int(w * 0.8), min_size=6)
    img = fonts.font("title_bold", ts).render(name, True, light)
    sh = fonts.font("title_bold", ts).render(name, True, (0, 0, 0))
    y = int(h * (0.88 if wide else 0.86))
    out.blit(sh, sh.get_rect(center=(w // 2 + 1, y + 1)))
    out.blit(img, img.get_rect(center=(w // 2, y)))
    if label and w >= 90:
        text = _(label)
        ls = fonts.fit_size(text, "title_bold", max(8, round(11 * u)), int(w * 0.82), min_size=6)
        f = fonts.font("title_bold", ls)
        limg, lsh = f.render(text, True, light), f.render(text, True, (0, 0, 0))
        ly = int(h * (0.12 if wide else 0.14))
        out.blit(lsh, lsh.get_rect(center=(w // 2 + 1, ly + 1)))
        out.blit(limg, limg.get_rect(center=(w // 2, ly)))
    return out


def render_face_down(game: str, size: int | str | tuple[int, int] = "hand", style: str = "default") -> pygame.Surface:
    """Alias of :func:`card_back` for readers of table code."""
    return card_back(game, size, style)


# ---------------------------------------------------------------- drawing faces on a table

#: highlight name → glow colour (playable cards, the selected card, a hovered card, a warning)
HIGHLIGHTS = {
    "hover": (255, 236, 170),
    "selected": (255, 206, 80),
    "playable": (120, 220, 140),
    "target": (120, 190, 255),
    "warning": (240, 90, 70),
}


def card_shadow(size: tuple[int, int], radius: int | None = None) -> pygame.Surface:
    """A soft shadow for a face of ``size`` (blit at (x-2·blur+3, y-2·blur+5)); cached."""
    w, h = size
    r = radius if radius is not None else max(4, round(7 * min(w, h / 1.4) / 110))
    return cached(
        ("card-shadow", w, h, r), lambda: paint.drop_shadow((w, h), r, blur=max(3, w // 22), alpha=120), disk=False
    )


def _glow(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    def build() -> pygame.Surface:
        w, h = size
        pad = max(6, w // 12)
        from PIL import Image, ImageDraw, ImageFilter

        img = Image.new("L", (w + 2 * pad, h + 2 * pad), 0)
        box = (pad - 3, pad - 3, pad + w + 3, pad + h + 3)
        ImageDraw.Draw(img).rounded_rectangle(box, max(4, w // 14), outline=255, width=max(5, w // 16))
        img = img.filter(ImageFilter.GaussianBlur(pad / 3))
        img = img.point(lambda v: min(255, v * 2))
        edge = (pad - 1, pad - 1, pad + w + 1, pad + h + 1)
        ImageDraw.Draw(img).rounded_rectangle(edge, max(4, w // 14), outline=255, width=2)
        r, g, b = (Image.new("L", img.size, c) for c in colour)
        rgba = Image.merge("RGBA", (r, g, b, img))
        return pygame.image.frombytes(rgba.tobytes(), img.size, "RGBA")

    return cached(("card-glow", size, colour), build, disk=False)


def draw_card(
    surface: pygame.Surface,
    image: pygame.Surface,
    pos: tuple[int, int],
    highlight: str | None = None,
    shadow: bool = True,
    dim: bool = False,
) -> pygame.Rect:
    """Blit a rendered face or back at ``pos`` (top-left) with a soft shadow, an optional glow
    (:data:`HIGHLIGHTS`: hover, selected, playable, target, warning) and optional dimming (a card
    that cannot be played). Returns the card's rect."""
    rect = image.get_rect(topleft=pos)
    if shadow:
        sh = card_shadow(rect.size)
        blur = max(3, rect.w // 22)
        surface.blit(sh, (rect.x - 2 * blur + 3, rect.y - 2 * blur + 5))
    if highlight:
        g = _glow(rect.size, HIGHLIGHTS.get(highlight, HIGHLIGHTS["hover"]))
        surface.blit(g, g.get_rect(center=rect.center))
    surface.blit(image, rect)
    if dim:
        veil = cached(("card-veil", rect.size), lambda: _veil(rect.size), disk=False)
        surface.blit(veil, rect)
    return rect


def _veil(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    v = pygame.Surface((w, h), pygame.SRCALPHA)
    v.fill((20, 14, 10, 120))
    return paint.apply_mask(v, paint.rounded_mask((w, h), max(4, round(7 * min(w, h / 1.4) / 110))))


class Prewarmer:
    """Renders faces ahead of need, a few per frame within a time budget (on the UI thread), so a
    table that shows many cards never stalls the first time they appear on a fresh install.

    ``warm = Prewarmer([(spec, "hand"), ...])``, then call ``warm.step()`` in ``update``.
    """

    def __init__(self, jobs: list[tuple[CardSpec, int | str | tuple[int, int]]] | None = None) -> None:
        self.jobs = list(jobs or [])

    def add(self, spec: CardSpec, size: int | str | tuple[int, int] = "hand") -> None:
        self.jobs.append((spec, size))

    @property
    def done(self) -> bool:
        return not self.jobs

    def step(self, budget: float = 0.004) -> int:
        """Render queued faces until ``budget`` seconds are spent; returns how many were rendered."""
        import time

        start, n = time.perf_counter(), 0
        while self.jobs:
            spec, size = self.jobs.pop(0)
            render_card(spec, size)
            n += 1
            if time.perf_counter() - start >= budget:
                break
        return n
