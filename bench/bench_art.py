"""Art benchmark: startup cost of the art pipeline and the frame time of a busy table.

    .venv/bin/python bench/bench_art.py [--frames 600]

Prints: import time of the art modules; the first table frame with an empty cache (cold: everything
is generated), with the disk cache only (a second app start), and from memory; then the per-frame
draw time of a 1600×900 table with the background, a full hand of 8 cards (one raised and shown
enlarged), 3 opponents' card backs, shields, tokens, a score track, text and 6 dice rolling
(restarted as soon as they settle). Goal: median ≤ 8 ms.
"""

from __future__ import annotations

import argparse
import atexit
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
HOME = tempfile.mkdtemp(prefix="tourney-bench-art-")
atexit.register(shutil.rmtree, HOME, True)  # leave no scratch folder behind
os.environ["TOURNEY_HOME"] = HOME


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--frames", type=int, default=600)
    ap.add_argument("--shot", help="also save a mid-roll frame to this PNG")
    args = ap.parse_args()

    t0 = time.perf_counter()
    import pygame

    from game.ui.art import boards, cache, cards, dice, fonts, heraldry, theme, tokens
    from game.ui.art.samples import sample_specs

    t_import = time.perf_counter() - t0
    pygame.init()
    screen = pygame.display.set_mode((1600, 900))
    surface = pygame.Surface((1600, 900)).convert()

    specs = [s for s in sample_specs() if s.shape == "card"][:8]

    def frame(roll: dice.DiceRoll, dt: float) -> None:
        surface.blit(theme.table_background(), (0, 0))
        theme.draw_panel(surface, (1290, 20, 290, 380))
        for i, line in enumerate(("Władysław plays a Templar.", "Sędziwój draws a card.", "Žižka wins the Melee.")):
            fonts.draw_text(surface, line, (1305, 40 + 26 * i), "text", 20, theme.PALETTE["text_light"])
        boards.draw_track(surface, (40, 20, 900, 60), 40, 20, {3: [0], 7: [1, 2]})
        for p in range(3):  # opponents: card backs fanned at the top
            for k in range(7):
                surface.blit(cards.card_back("tournament", "small"), (80 + p * 400 + k * 26, 110))
            surface.blit(heraldry.render_shield(heraldry.arms_for_seat(p + 1), 48), (40 + p * 400, 112))
        for k, kind in enumerate(("coin", "strength", "faith", "advantage", "fan")):
            surface.blit(tokens.render_token(kind, 44), (60 + 54 * k, 560))
        for i, spec in enumerate(specs):  # the hand: one raised (hovered), two playable, one dimmed
            img = cards.render_card(spec, "hand")
            y = 730 - (24 if i == 3 else 0)
            hl = "hover" if i == 3 else ("playable" if i in (1, 5) else None)
            cards.draw_card(surface, img, (300 + i * 118, y), highlight=hl, dim=i == 7)
        cards.draw_card(surface, cards.render_card(specs[3], "large"), (1290, 420))  # the inspected card
        roll.update(dt)
        roll.draw(surface)
        screen.blit(surface, (0, 0))

    def new_roll() -> dice.DiceRoll:
        faces = [("red", 5), ("red", "star"), ("black", 2), ("black", 4), ("white", 1), ("white", "star")]
        return dice.DiceRoll(faces, [(420 + 70 * i, 470) for i in range(6)], size=56, sound=False)

    # first frame: cold (nothing cached), disk-warm (a later app start), memory-warm
    cache.set_disk_cache(True)
    t = time.perf_counter()
    frame(new_roll(), 0.0)
    cold = time.perf_counter() - t
    cache.clear_memory()
    t = time.perf_counter()
    frame(new_roll(), 0.0)
    disk = time.perf_counter() - t
    t = time.perf_counter()
    frame(new_roll(), 0.0)
    warm = time.perf_counter() - t

    roll = new_roll()
    times, cpu = [], []
    dt = 1 / 60
    for _ in range(args.frames):
        if roll.done:
            roll = new_roll()
        t, c = time.perf_counter(), time.thread_time()
        frame(roll, dt)
        cpu.append((time.thread_time() - c) * 1000)
        times.append((time.perf_counter() - t) * 1000)
    if args.shot:
        shot = new_roll()
        shot.update(0.45)
        frame(shot, 0.0)
        pygame.image.save(surface, args.shot)
    times.sort()
    med = statistics.median(times)
    p95 = times[int(len(times) * 0.95)]
    print(f"import art modules      {t_import * 1000:7.1f} ms")
    print(f"first frame, cold cache {cold * 1000:7.1f} ms  (generates background, cards, shields, dice, tokens)")
    print(f"first frame, disk cache {disk * 1000:7.1f} ms  (what a second app start pays)")
    print(f"first frame, memory     {warm * 1000:7.1f} ms")
    print(
        f"table frame 1600x900, 8-card hand + 6 dice rolling: median {med:.2f} ms, p95 {p95:.2f} ms, max {times[-1]:.2f} ms over {len(times)} frames (goal: median <= 8 ms)"
    )
    cpu.sort()
    print(
        f"  same frames in CPU time (robust on a busy machine): median {statistics.median(cpu):.2f} ms, p95 {cpu[int(len(cpu) * 0.95)]:.2f} ms"
    )
    print(f"cache stats: {cache.stats}")
    shutil.rmtree(HOME, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
