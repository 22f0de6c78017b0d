"""Generate the app icons (.png, .ico, .icns) from Tourney's own art.

    python packaging/make_icons.py            # rewrite packaging/icons/*
    python packaging/make_icons.py --out DIR  # write them somewhere else

The emblem is a heraldic shield drawn by ``game.ui.art.heraldry`` (a game-icons charge, CC BY 3.0, see
assets/icons/CREDITS.md) on a dark rounded tile with a gilded rim; Pillow composes the tile and writes
every format. Run it again when the art changes and commit packaging/icons/.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
ICON_DIR = HERE / "icons"
MASTER = 1024
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
PNG_SIZES = (512, 256, 128, 64, 48, 32)

GOLD = (201, 162, 74)
GOLD_LIGHT = (240, 210, 130)
TILE_TOP = (70, 40, 32)
TILE_BOTTOM = (30, 20, 14)


def _shield(width: int):
    """The emblem as a Pillow RGBA image: a gules shield charged with a golden visored helm."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("TOURNEY_HOME", tempfile.mkdtemp(prefix="tourney-icons-"))
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    import pygame
    from PIL import Image

    from game.ui.art import cache, icons, paint
    from game.ui.art.heraldry import TINCTURES, Arms, render_shield

    pygame.init()
    with cache.without_disk():
        surf = render_shield(Arms("gules"), width).copy()
        # the charge is drawn larger than heraldry's default so it still reads at 16-32 px
        size = int(width * 0.7)
        gold = TINCTURES["or"]
        helm = icons.outlined(
            "visored-helm", size, gold, outline=paint.shade(gold, 0.3), width=max(1, size // 50), shadow=False
        )
    surf.blit(helm, helm.get_rect(center=(width // 2, int(surf.get_height() * 0.45))))
    return Image.frombytes("RGBA", surf.get_size(), pygame.image.tobytes(surf, "RGBA"))


def _tile(size: int):
    """Dark rounded square with a vertical gradient and a gold rim (Pillow only)."""
    from PIL import Image, ImageDraw

    grad = Image.new("RGBA", (size, size))
    draw = ImageDraw.Draw(grad)
    for y in range(size):
        t = y / (size - 1)
        draw.line([(0, y), (size, y)], fill=tuple(round(a + (b - a) * t) for a, b in zip(TILE_TOP, TILE_BOTTOM)))
    mask = Image.new("L", (size, size), 0)
    inset = size // 32
    radius = size // 5
    ImageDraw.Draw(mask).rounded_rectangle((inset, inset, size - inset, size - inset), radius, fill=255)
    tile = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    tile.paste(grad, (0, 0), mask)
    rim = ImageDraw.Draw(tile)
    width = max(2, size // 48)
    rim.rounded_rectangle((inset, inset, size - inset, size - inset), radius, outline=GOLD, width=width)
    rim.rounded_rectangle(
        (inset + width * 2, inset + width * 2, size - inset - width * 2, size - inset - width * 2),
        radius - width * 2,
        outline=GOLD_LIGHT + (110,),
        width=max(1, width // 3),
    )
    return tile


def master_image():
    """The 1024 px icon every other size is scaled from."""
    from PIL import Image, ImageFilter

    tile = _tile(MASTER)
    shield = _shield(int(MASTER * 0.6))
    x = (MASTER - shield.width) // 2
    y = (MASTER - shield.height) // 2 + MASTER // 64
    shadow = Image.new("RGBA", tile.size, (0, 0, 0, 0))
    alpha = shield.getchannel("A").point(lambda a: a * 150 // 255)
    shadow.paste((0, 0, 0, 255), (x + MASTER // 80, y + MASTER // 50), alpha)
    tile.alpha_composite(shadow.filter(ImageFilter.GaussianBlur(MASTER // 90)))
    tile.alpha_composite(shield, (x, y))
    return tile


def write_icons(out: Path) -> list[Path]:
    """Write tourney.png (512), tourney-<n>.png, tourney.ico and tourney.icns into ``out``."""
    from PIL import Image

    out.mkdir(parents=True, exist_ok=True)
    master = master_image()
    written = []
    for n in PNG_SIZES:
        path = out / ("tourney.png" if n == 512 else f"tourney-{n}.png")
        master.resize((n, n), Image.LANCZOS).save(path, optimize=True)
        written.append(path)
    ico = out / "tourney.ico"
    master.resize((256, 256), Image.LANCZOS).save(ico, sizes=[(n, n) for n in ICO_SIZES])
    icns = out / "tourney.icns"
    master.save(icns)
    written += [ico, icns]
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ICON_DIR)
    args = parser.parse_args(argv)
    for path in write_icons(args.out):
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}  {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
