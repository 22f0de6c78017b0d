"""Glory duel dice: faces, values and exact probability distributions (pure, no state).

Three six-sided dice, the sixth face of each is the special symbol (★):

* red (Strength)  1, 2, 3, 4, 5, ★
* black (Mount)   0, 1, 2, 3, 4, ★
* white (Armor)   0, 1, 1, 2, 3, ★

An unactivated ★ is worth 1 on the red die and 0 on the others; an activated ★ is worth the die's
best value (5, 4, 3). A die is stored as ``(colour, face)`` with ``face`` the index 0..5 into the
list above (5 = ★). The distributions here are shared by the engine (for nothing but values) and by
the duel AI (exact win probabilities).
"""

from __future__ import annotations

from functools import cache, lru_cache

RED, BLACK, WHITE = 0, 1, 2
COLOURS = (RED, BLACK, WHITE)
COLOUR_NAMES = ("red", "black", "white")
STAR = 5  # face index of the special symbol
FACES: tuple[tuple[int, ...], ...] = (
    (1, 2, 3, 4, 5),  # red faces 0..4
    (0, 1, 2, 3, 4),  # black
    (0, 1, 1, 2, 3),  # white
)
BEST = (5, 4, 3)  # best value of each colour (= an activated ★)
STAR_IDLE = (1, 0, 0)  # value of an unactivated ★
BEST_FACE = 4  # the face index showing the best number (Squire, Weapons Master, Armorer, Rosary)


def face_value(colour: int, face: int, active: bool) -> int:
    """The value a die shows: ``active`` says whether its ★ is activated for its owner."""
    if face == STAR:
        return BEST[colour] if active else STAR_IDLE[colour]
    return FACES[colour][face]


def face_values(colour: int, active: bool) -> tuple[int, ...]:
    """The six values of a die of ``colour`` (index = face)."""
    return FACES[colour] + ((BEST[colour] if active else STAR_IDLE[colour]),)


@cache
def single_dist(colour: int, active: bool) -> tuple[float, ...]:
    """P(value = v) for one die, v = 0..5."""
    out = [0.0] * 6
    for v in face_values(colour, active):
        out[v] += 1 / 6
    return tuple(out)


@cache
def max_dist(colour: int, n: int, active: bool, floor: int = 0) -> tuple[float, ...]:
    """P(max(floor, best of n dice) = v), v = 0..5. ``n = 0`` gives the point mass at ``floor``."""
    single = single_dist(colour, active)
    cdf1 = [sum(single[: v + 1]) for v in range(6)]
    out = [0.0] * 6
    prev = 0.0
    for v in range(6):
        c = cdf1[v] ** n if v >= floor else 0.0
        out[v] = c - prev
        prev = c
    return tuple(out)


def convolve(a: dict[int, float], b: tuple[float, ...] | dict[int, float]) -> dict[int, float]:
    """Distribution of the sum of two independent values."""
    items_b = b.items() if isinstance(b, dict) else ((v, p) for v, p in enumerate(b) if p > 0)
    items_b = list(items_b)
    out: dict[int, float] = {}
    for va, pa in a.items():
        for vb, pb in items_b:
            if pb > 0:
                out[va + vb] = out.get(va + vb, 0.0) + pa * pb
    return out


@lru_cache(maxsize=4096)
def attack_dist(counts: tuple[int, int, int], active: tuple[bool, bool, bool]) -> tuple[tuple[int, float], ...]:
    """Distribution of best red + best black + best white for fresh dice (no modifiers)."""
    dist: dict[int, float] = {0: 1.0}
    for colour in COLOURS:
        dist = convolve(dist, max_dist(colour, counts[colour], active[colour]))
    return tuple(sorted(dist.items()))
