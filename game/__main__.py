"""Command line: no subcommand opens the app; ``simulate``, ``gallery``, ``smoke``, ``replay``; ``--version``.

Two options for start-up checks and packaging are left out of ``--help``: ``--frames N`` opens the app,
draws N frames and exits; ``--build-seed`` (re)builds the pre-built cache this copy of the app ships
(see :mod:`game.cache_seed`).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
from pathlib import Path

GAMES = ("tournament", "paladin", "joust", "glory")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no pygame banner in the player's terminal


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="tourney", description="Tourney: four knightly tabletop games.")
    p.add_argument("--lang", choices=("en", "it"), help="interface language (saved as the new default)")
    p.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    p.add_argument("--seed", type=int, help="seed for new games (reproducible deals and dice)")
    p.add_argument("--version", action="store_true", help="print the version, build date and commit, then exit")
    p.add_argument("--frames", type=int, metavar="N", help=argparse.SUPPRESS)
    p.add_argument("--build-seed", action="store_true", help=argparse.SUPPRESS)
    sub = p.add_subparsers(dest="command")

    sim = sub.add_parser("simulate", help="play headless bot games and print a JSON summary")
    sim.add_argument("game")
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--seats", required=True, help="comma-separated bot levels, e.g. hard,random")
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=1, dest="sim_seed")
    sim.add_argument("--variant", default="standard")
    sim.add_argument("--jobs", type=int, default=1)
    sim.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option (repeatable), e.g. --option solo_mode=rivalry",
    )

    gal = sub.add_parser("gallery", help="render every card, tile and die face to PNG sheets")
    gal.add_argument("--out", required=True)
    gal.add_argument("--lang", choices=("en", "it"), default="en", dest="gallery_lang")

    smk = sub.add_parser("smoke", help="open every scene headless and write one PNG per scene")
    smk.add_argument("--out", required=True)
    smk.add_argument("--lang", choices=("en", "it"), default="en", dest="smoke_lang")

    rep = sub.add_parser("replay", help="re-apply a save's action log and verify it reaches the same state")
    rep.add_argument("file")

    rev = sub.add_parser("review", help="estimate a seat's chances after each of its decisions in a save (JSON)")
    rev.add_argument("file")
    rev.add_argument("--seat", type=int, default=None, help="the seat to review (default: the one person)")
    rev.add_argument("--samples", type=int, default=12, help="dealt worlds per decision")
    rev.add_argument("--seed", type=int, default=1)
    rev.add_argument("--progress", action="store_true", help="print 'progress DONE TOTAL' lines on stderr")
    return p


def _parse_option(text: str) -> tuple[str, object]:
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise SystemExit(f"--option needs KEY=VALUE, got {text!r}")
    for conv in (int, float):
        try:
            return key, conv(value)
        except ValueError:
            pass
    if value in ("true", "false"):
        return key, value == "true"
    return key, value


def _headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def _open_app(args: argparse.Namespace) -> int:
    """The app itself: the first start copies in the caches shipped with it, then the window opens."""
    from game.cache_seed import apply_seed

    apply_seed()
    if args.frames is None:
        from game.app import run_app

        return run_app(lang=args.lang, fullscreen=args.fullscreen, seed=args.seed)
    from game.app import App

    app = App(lang=args.lang, fullscreen=args.fullscreen or None, seed=args.seed)
    for _ in range(max(1, args.frames)):
        app.step()
    app.shutdown()
    return 0


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.version:
        from game.version import build_info

        print(build_info().describe())
        return 0
    if args.build_seed:
        from game.cache_seed import build_seed, seed_dir

        print(f"{build_seed()} files in {seed_dir()}")
        return 0
    if args.command == "simulate":
        from game.core.rules import InvalidOptions
        from game.sim import simulate

        labels = [s.strip() for s in args.seats.split(",") if s.strip()]
        extra = tuple(_parse_option(o) for o in args.option)
        try:
            result = simulate(
                args.game, args.players, labels, args.games, args.sim_seed, args.variant, args.jobs, extra
            )
        except (InvalidOptions, KeyError) as exc:
            print(f"simulate: {exc}", file=sys.stderr)
            return 2
        print(json.dumps(result))
        return 0
    if args.command == "replay":
        from game.replay import replay_file

        return replay_file(Path(args.file))
    if args.command == "review":
        from game.review import review_file

        return review_file(Path(args.file), args.seat, args.samples, args.seed, args.progress)
    if args.command == "gallery":
        _headless()
        from game.gallery import run_gallery

        return run_gallery(Path(args.out), lang=args.gallery_lang)
    if args.command == "smoke":
        _headless()
        from game.smoke import run_smoke

        return run_smoke(Path(args.out), args.smoke_lang)
    return _open_app(args)


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
