"""Glory's dice — red (Strength), black (Mount), white (Armor) — and the roll animation.

``render_die(colour, face, size, active=False)``: ``face`` is the value to show (an int) or ``"star"``
(also ``"★"``) for the special symbol; ``active`` lights the die (gold rim, and a gold star when the
face is the star, i.e. an activated symbol). ``DiceRoll`` tumbles dice across the table and settles on
the faces the engine already rolled: it never decides anything, follows the animation speed, and can
be skipped.
"""

from __future__ import annotations

import math
import random
import zlib
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.i18n import N_
from game.ui.art import fonts, paint
from game.ui.art.cache import cached, memo

#: face labels by index, as printed on the physical dice (index 5 is the ★)
DIE_FACES: dict[str, tuple[int | str, ...]] = {
    "red": (1, 2, 3, 4, 5, "star"),
    "black": (0, 1, 2, 3, 4, "star"),
    "white": (0, 1, 1, 2, 3, "star"),
}
#: small corner emblem of each die (Strength, Mount, Armor), so colour is not the only cue
DIE_EMBLEMS = {"red": "biceps", "black": "horseshoe", "white": "breastplate"}
DIE_NAMES = {"red": N_("Strength die"), "black": N_("Mount die"), "white": N_("Armor die")}
_BODY = {
    "red": ((196, 40, 44), (120, 16, 22), (250, 240, 226)),
    "black": ((62, 60, 64), (20, 19, 22), (240, 226, 190)),
    "white": ((246, 242, 232), (196, 188, 172), (40, 30, 24)),
}


def face_label(colour: str, index: int) -> int | str:
    """The face printed at ``index`` (0–5) of a die of ``colour``."""
    return DIE_FACES[colour][index]


def _is_star(face: object) -> bool:
    return face in ("star", "★", "*")


def render_die(colour: str, face: int | str, size: int, active: bool = False) -> pygame.Surface:
    """One die face, ``size`` px square (plus nothing: the shadow is inside). Cached."""
    face = "star" if _is_star(face) else face
    return cached(("die", colour, face, int(size), bool(active)), lambda: _die(colour, face, int(size), active))


def _die(colour: str, face: int | str, size: int, active: bool) -> pygame.Surface:
    s = paint.SS
    S = size * s
    light, dark, ink = _BODY.get(colour, _BODY["white"])
    big = pygame.Surface((S, S), pygame.SRCALPHA)
    radius = S // 5
    body = pygame.Rect(S // 16, S // 16, S - S // 8, S - S // 8)
    pygame.draw.rect(big, (0, 0, 0, 90), body.move(S // 30, S // 22), border_radius=radius)
    pygame.draw.rect(big, dark, body, border_radius=radius)
    top = paint.vertical_gradient((body.w, body.h), paint.shade(light, 1.12), light)
    top = paint.apply_mask(
        top.convert_alpha() if pygame.display.get_surface() else top,
        paint.rounded_mask((body.w, body.h - S // 14), radius // 1),
    )
    big.blit(top, body.topleft)
    pygame.draw.rect(big, paint.shade(dark, 0.8), body, max(1, s), border_radius=radius)
    # a soft highlight on the upper left
    glow = paint.radial_glow(int(body.w * 0.9), (255, 255, 255), 70 if colour != "white" else 40)
    big.blit(glow, (body.x - body.w // 6, body.y - body.h // 5))
    cx, cy = body.centerx, body.centery - S // 40
    if _is_star(face):
        fill = (236, 196, 80) if active else ink
        edge = paint.shade(fill, 0.5) if active else paint.shade(light, 0.6)
        pts = paint.star_points(cx, cy, body.w * 0.36, body.w * 0.15)
        pygame.draw.polygon(big, fill, pts)
        pygame.draw.polygon(big, edge, pts, max(1, s))
    if active:
        pygame.draw.rect(big, (244, 206, 96), body.inflate(-S // 40, -S // 40), max(2, S // 18), border_radius=radius)
    out = pygame.transform.smoothscale(big, (size, size))
    if not _is_star(face):
        text = str(face)
        f = fonts.font("title_bold", int(size * 0.56))
        img = f.render(text, True, ink)
        sh = f.render(text, True, paint.shade(light, 0.55) if colour != "black" else (0, 0, 0))
        c = (size // 2, size // 2 - size // 40 + size // 30)
        out.blit(sh, sh.get_rect(center=(c[0] + max(1, size // 40), c[1] + max(1, size // 40))))
        out.blit(img, img.get_rect(center=c))
    if size >= 36 and colour in DIE_EMBLEMS:  # a second cue besides colour: what the die measures
        from game.ui.art.icons import icon

        em = icon(DIE_EMBLEMS[colour], max(8, size // 4), (*ink[:3], 140))
        out.blit(em, (size // 9, size // 10))
    return out


def _rotated(colour: str, face: int | str, size: int, angle: int) -> pygame.Surface:
    """A die rotated by ``angle`` degrees (quantized to 10°; memory-cached)."""
    angle = (angle // 10 * 10) % 90
    base = render_die(colour, face, size)
    if angle == 0:
        return base
    return memo(("die-rot", colour, face, size, angle), lambda: pygame.transform.rotozoom(base, angle, 1.0))


def _shadow(size: int, level: int) -> pygame.Surface:
    """A soft shadow under a die; ``level`` 0–3 = higher in the air (smaller, fainter)."""

    def build() -> pygame.Surface:
        scale = 1.0 - 0.15 * level
        w, h = int(size * 1.05 * scale), int(size * 0.95 * scale)
        small = pygame.Surface((32, 32), pygame.SRCALPHA)
        for y in range(32):
            for x in range(32):
                d = (((x - 15.5) / 16) ** 2 + ((y - 15.5) / 16) ** 2) ** 0.5
                small.set_at((x, y), (0, 0, 0, int((110 - 22 * level) * max(0.0, 1 - d) ** 1.3)))
        return pygame.transform.smoothscale(small, (max(2, w), max(2, h)))

    return memo(("die-shadow", size, level), build)


@dataclass
class _Die:
    colour: str
    final: int | str
    target: tuple[float, float]
    start: tuple[float, float]
    spin: float
    delay: float
    shown: int | str


class DiceRoll:
    """Animation of dice rolled onto the table, settling on ``faces`` (decided by the engine).

    ``dice``: sequence of (colour, face) — face as in :func:`render_die`. ``targets``: where each die
    comes to rest (centres, logical px). ``origin``: where they are thrown from. ``speed`` multiplies
    the pace (the settings' animation speed). Call ``update(dt)`` each frame and ``draw(surface)``;
    ``done`` turns True when every die has settled; ``skip()`` settles them at once. The dice leave
    one after another but all come to rest together, as the roll ends (a total shown once it is done
    shows as they settle); each shows its given face from its last touch-down (``LAND``) on, sliding
    and turning on it until it rests, never a tumbling face while it looks at rest.
    """

    BASE_DURATION = 1.1
    LAND = 2 / 3  # a die's last touch-down (its bounces meet the table at 1/3, 2/3 and 1 of its way)

    def __init__(
        self,
        dice: Sequence[tuple[str, int | str]],
        targets: Sequence[tuple[float, float]],
        size: int = 56,
        origin: tuple[float, float] | None = None,
        speed: float = 1.0,
        active: Sequence[bool] | None = None,
        sound: bool = True,
    ) -> None:
        if len(dice) != len(targets):
            raise ValueError("one target position per die")
        self.size = size
        self.speed = max(0.05, float(speed))
        self.duration = self.BASE_DURATION / self.speed
        self.t = 0.0
        self.active = list(active) if active is not None else [False] * len(dice)
        rnd = random.Random(zlib.crc32(repr(list(dice)).encode()))  # cosmetic tumbling only
        ox, oy = origin if origin is not None else (targets[0][0] - 260, targets[0][1] + 140) if targets else (0, 0)
        self._dice = [
            _Die(
                colour,
                "star" if _is_star(face) else face,
                (float(tx), float(ty)),
                (ox + rnd.uniform(-30, 30), oy + rnd.uniform(-30, 30)),
                rnd.choice((-1, 1)) * rnd.uniform(540, 900),
                i * 0.06,
                DIE_FACES.get(colour, DIE_FACES["white"])[rnd.randrange(6)],
            )
            for i, ((colour, face), (tx, ty)) in enumerate(zip(dice, targets))
        ]
        self._rnd = rnd
        self._flip_timer = 0.0
        if sound and dice:
            from game.ui.art import sound as _sound

            _sound.play("dice")

    @property
    def done(self) -> bool:
        return self.t >= self.total_seconds

    @property
    def total_seconds(self) -> float:
        """How long the roll lasts, the last die's delay included."""
        return self.duration + self._max_delay()

    def _max_delay(self) -> float:
        return max((d.delay for d in self._dice), default=0.0) / self.speed

    def skip(self) -> None:
        self.t = self.total_seconds

    def update(self, dt: float) -> None:
        if self.done:
            return
        self.t += dt
        self._flip_timer += dt
        if self._flip_timer >= 0.07 / self.speed:  # tumbling: show random faces while moving
            self._flip_timer = 0.0
            for d in self._dice:
                d.shown = DIE_FACES.get(d.colour, DIE_FACES["white"])[self._rnd.randrange(6)]

    def _progress(self, d: _Die) -> float:
        """How far ``d`` is on its way, 0 to 1: it leaves after its delay and rests as the roll ends."""
        start = d.delay / self.speed
        return max(0.0, min(1.0, (self.t - start) / max(1e-6, self.total_seconds - start)))

    def _pose(self, d: _Die) -> tuple[float, float, float, float]:
        """(x, ground y, bounce height, angle) of one die now: it slows to its place and still turns
        until it rests (no still-looking die before the end)."""
        p = self._progress(d)
        e = 1 - (1 - p) ** 2  # ease-out
        x = d.start[0] + (d.target[0] - d.start[0]) * e
        y = d.start[1] + (d.target[1] - d.start[1]) * e
        bounce = abs(math.sin(p * math.pi * 3)) * (1 - p) * self.size * 0.9
        return x, y, bounce, d.spin * (1 - p) ** 1.2

    def positions(self) -> list[tuple[float, float, float]]:
        """(x, y, angle) of every die now (for tests and custom drawing)."""
        return [(x, y - b, a) for x, y, b, a in (self._pose(d) for d in self._dice)]

    def faces_now(self) -> list[int | str]:
        """What each die shows now: random while tumbling, the given face once settled."""
        return [d.final if self._progress(d) >= self.LAND else d.shown for d in self._dice]

    def draw(self, surface: pygame.Surface) -> None:
        for d in self._dice:  # shadows first, on the table under each die
            x, y, bounce, _ = self._pose(d)
            level = min(3, int(bounce / max(1.0, self.size * 0.25)))
            sh = _shadow(self.size, level)
            surface.blit(sh, sh.get_rect(center=(int(x + self.size * 0.08), int(y + self.size * 0.12))))
        for i, (d, (x, y, angle), face) in enumerate(zip(self._dice, self.positions(), self.faces_now())):
            settled = self._progress(d) >= 1.0
            if settled:
                img = render_die(d.colour, d.final, self.size, self.active[i])
            else:
                img = _rotated(d.colour, face, self.size, int(angle))
            surface.blit(img, img.get_rect(center=(int(x), int(y))))
