"""Command line: no subcommand opens the app; ``simulate``, ``gallery``, ``smoke``, ``replay``."""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
from pathlib import Path

GAMES = ("tournament", "paladin", "joust", "glory")


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="tourney", description="Tourney: four knightly tabletop games.")
    p.add_argument("--lang", choices=("en", "it"), help="interface language (saved as the new default)")
    p.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    p.add_argument("--seed", type=int, help="seed for new games (reproducible deals and dice)")
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


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
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
    if args.command == "gallery":
        _headless()
        from game.gallery import run_gallery

        return run_gallery(Path(args.out), args.gallery_lang)
    if args.command == "smoke":
        _headless()
        from game.smoke import run_smoke

        return run_smoke(Path(args.out), args.smoke_lang)
    from game.app import run_app

    return run_app(lang=args.lang, fullscreen=args.fullscreen, seed=args.seed)


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
