"""Low-level painting helpers shared by the art modules: textures, gradients, soft shapes.

Shapes are drawn supersampled (``SS`` times larger, then smooth-scaled down) where pygame has no
antialiasing, so edges look clean at hand-card sizes.
"""

from __future__ import annotations

import random

import pygame
from PIL import Image, ImageFilter

SS = 2  # supersampling factor for composed images

Colour = tuple[int, ...]


def lerp(a: Colour, b: Colour, t: float) -> tuple[int, ...]:
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a, b))


def shade(c: Colour, f: float) -> tuple[int, ...]:
    """Darken (f<1) or lighten (f>1, toward white) a colour."""
    if f <= 1:
        return tuple(max(0, int(v * f)) for v in c[:3])
    return tuple(min(255, int(v + (255 - v) * (f - 1))) for v in c[:3])


def _noise(w: int, h: int, seed: int) -> Image.Image:
    rnd = random.Random(seed)
    return Image.frombytes("L", (w, h), rnd.randbytes(w * h))


def mottled(size: tuple[int, int], light: Colour, dark: Colour, seed: int = 1, grain: float = 0.25) -> pygame.Surface:
    """A parchment/cloth-like texture: soft blotches plus fine grain, mapped between two colours."""
    w, h = size
    small = _noise(max(2, w // 24), max(2, h // 24), seed).filter(ImageFilter.GaussianBlur(1))
    blotch = small.resize((w, h), Image.BICUBIC)  # blurred while small: same softness, far cheaper
    mid = _noise(max(2, w // 6), max(2, h // 6), seed + 1).resize((w, h), Image.BICUBIC)
    fine = _noise(max(2, w // 2), max(2, h // 2), seed + 2).resize((w, h), Image.BILINEAR)  # soft grain
    mix = Image.blend(Image.blend(blotch, mid, 0.35), fine, grain)
    # stretch contrast around the mean so the texture is visible but calm
    mix = mix.point(lambda v: max(0, min(255, int((v - 128) * 1.5 + 128))))
    rgb = Image.merge(
        "RGB", [mix.point(lambda v, i=i: int(dark[i] + (light[i] - dark[i]) * v / 255)) for i in range(3)]
    )
    return pygame.image.frombytes(rgb.tobytes(), (w, h), "RGB")


def wood(size: tuple[int, int], light: Colour, dark: Colour, seed: int = 7, plank: int = 180) -> pygame.Surface:
    """Horizontal wood planks: long grain streaks, plank seams."""
    w, h = size
    grain = _noise(max(2, w // 40), max(2, h // 2), seed).resize((w, h), Image.BICUBIC)
    knots = _noise(max(2, w // 120), max(2, h // 30), seed + 3).resize((w, h), Image.BICUBIC)
    mix = Image.blend(grain, knots, 0.35).point(lambda v: max(0, min(255, int((v - 128) * 2.6 + 128))))
    rgb = Image.merge(
        "RGB", [mix.point(lambda v, i=i: int(dark[i] + (light[i] - dark[i]) * v / 255)) for i in range(3)]
    )
    surf = pygame.image.frombytes(rgb.tobytes(), (w, h), "RGB")
    seam = shade(dark, 0.55)
    for y in range(plank, h, plank):
        pygame.draw.line(surf, seam, (0, y), (w, y), 2)
        pygame.draw.line(surf, shade(light, 1.05), (0, y + 2), (w, y + 2), 1)
    return surf


def vignette(surface: pygame.Surface, strength: int = 120) -> None:
    """Darken the edges of ``surface`` in place (radial)."""
    w, h = surface.get_size()
    small = pygame.Surface((64, 36), pygame.SRCALPHA)
    for y in range(36):
        for x in range(64):
            dx, dy = (x - 31.5) / 32, (y - 17.5) / 18
            d = min(1.0, (dx * dx + dy * dy) ** 0.5)
            small.set_at((x, y), (0, 0, 0, int(strength * max(0.0, d - 0.45) / 0.55)))
    surface.blit(pygame.transform.smoothscale(small, (w, h)), (0, 0))


def vertical_gradient(size: tuple[int, int], top: Colour, bottom: Colour) -> pygame.Surface:
    w, h = size
    strip = pygame.Surface((1, max(2, h)), pygame.SRCALPHA)
    for y in range(h):
        strip.set_at((0, y), lerp(top, bottom, y / max(1, h - 1)))
    return pygame.transform.scale(strip, (w, h))


def radial_glow(size: int, colour: Colour, alpha: int = 160) -> pygame.Surface:
    """A soft round glow of ``colour`` fading to transparent (the 32-px base is memory-cached)."""
    from game.ui.art.cache import memo

    base = memo(("glow-base", tuple(colour[:3]), int(alpha)), lambda: _glow_base(colour, alpha))
    return pygame.transform.smoothscale(base, (max(1, size), max(1, size)))


def _glow_base(colour: Colour, alpha: int) -> pygame.Surface:
    small = pygame.Surface((32, 32), pygame.SRCALPHA)
    for y in range(32):
        for x in range(32):
            d = (((x - 15.5) / 16) ** 2 + ((y - 15.5) / 16) ** 2) ** 0.5
            small.set_at((x, y), (*colour[:3], int(alpha * max(0.0, 1 - d) ** 1.6)))
    return small


def rounded_mask(size: tuple[int, int], radius: int) -> pygame.Surface:
    """White rounded rectangle on transparent, antialiased by supersampling (memory-cached)."""
    from game.ui.art.cache import memo

    return memo(("rounded-mask", tuple(size), int(radius)), lambda: _rounded_mask(size, int(radius)))


def _rounded_mask(size: tuple[int, int], radius: int) -> pygame.Surface:
    w, h = size
    k = 4 if max(w, h) <= 500 else 2  # big masks: 2× is smooth enough and 4× cheaper
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    pygame.draw.rect(big, (255, 255, 255, 255), big.get_rect(), border_radius=radius * k)
    return pygame.transform.smoothscale(big, (w, h))


def apply_mask(surface: pygame.Surface, mask: pygame.Surface) -> pygame.Surface:
    """Multiply ``surface``'s alpha by ``mask``'s alpha (mask: white on transparent)."""
    if surface.get_flags() & pygame.SRCALPHA:
        out = surface.copy()
    elif pygame.display.get_surface() is not None:
        out = surface.convert_alpha()
    else:  # no window (yet): the same pixels on a surface with an alpha channel
        out = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        out.blit(surface, (0, 0))
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def drop_shadow(size: tuple[int, int], radius: int, blur: int = 6, alpha: int = 110) -> pygame.Surface:
    """A soft shadow the size of a rounded rect (+2·blur margin) to blit under cards and panels."""
    from PIL import ImageDraw

    w, h = size
    full = (w + 4 * blur, h + 4 * blur)
    k = 4 if min(w, h) > 400 else 1  # big shadows are blurred at a quarter size (they are soft anyway)
    img = Image.new("L", (full[0] // k, full[1] // k), 0)
    box = (2 * blur // k, 2 * blur // k, (2 * blur + w) // k, (2 * blur + h) // k)
    ImageDraw.Draw(img).rounded_rectangle(box, max(1, radius // k), fill=alpha)
    img = img.filter(ImageFilter.GaussianBlur(max(1, blur // k)))
    if k > 1:
        img = img.resize(full, Image.BILINEAR)
    zero = Image.new("L", full, 0)
    rgba = Image.merge("RGBA", (zero, zero, zero, img))
    return pygame.image.frombytes(rgba.tobytes(), full, "RGBA")


def star_points(cx: float, cy: float, r_out: float, r_in: float, n: int = 5, rot: float = -90.0) -> list:
    import math

    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180.0 / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts
