"""Start a game of Glory at the beginning of round 2 or 3 (a developer's and playtester's shortcut).

The bots play the game from a seed up to the start of the round asked for (seat 0 meanwhile by a
pilot bot), then seat 0 is yours: the game is written as a normal save, by default the autosave, so
the app's **Continue** (or **Load**) opens it. Run from the checkout's root, e.g.::

    TOURNEY_HOME=/tmp/me .venv/bin/python tools/glory_round.py --round 3 --players 3 --seed 7
    TOURNEY_HOME=/tmp/me .venv/bin/python -m game --lang it      # then Continue

``--option t3=plaisance`` (repeatable, as ``simulate``) sets a game option, e.g. round 3's
tournament type (``pas`` or ``plaisance``; by default it is chosen between rounds as in the app).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from anywhere: the checkout's game


def main(argv: list[str] | None = None) -> int:
    from game.__main__ import _parse_option

    p = argparse.ArgumentParser(prog="glory_round", description=__doc__.split("\n\n")[0])
    p.add_argument("--round", type=int, choices=(2, 3), default=3, help="the round to start at (default 3)")
    p.add_argument("--players", type=int, choices=(2, 3, 4), default=3, help="players, you included (default 3)")
    p.add_argument("--level", choices=("random", "easy", "medium", "hard"), default="medium", help="the bots' level")
    p.add_argument(
        "--pilot",
        choices=("random", "easy", "medium", "hard"),
        default="medium",
        help="the bot that plays your seat up to that round (default medium)",
    )
    p.add_argument("--seed", type=int, default=1, help="the game's seed (same seed, same game)")
    p.add_argument("--lang", choices=("en", "it"), default="en", help="language of the bots' names")
    p.add_argument("--name", default="", help="your name at the table (default: Player 1)")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a game option (repeatable)")
    p.add_argument("--out", help="write this save file instead of the autosave (then use Load)")
    args = p.parse_args(argv)

    from game.core import saves
    from game.core.rules import Options, SeatConfig
    from game.games.glory.start_at_round import play_to_round
    from game.i18n import _, set_language
    from game.ui.scenes.setup import BOT_NAMES

    set_language(args.lang)
    seats = (SeatConfig("human", "", args.name),) + tuple(
        SeatConfig("bot", args.level, _(BOT_NAMES[i % len(BOT_NAMES)])) for i in range(1, args.players)
    )
    extra = tuple(sorted(dict(_parse_option(o) for o in args.option).items()))
    options = Options(args.players, "standard", seats, extra)
    started = time.process_time()

    def progress(round_: int, moves: int) -> None:
        if moves % 25 == 0:
            print(f"  round {round_}, {moves} moves", file=sys.stderr, flush=True)

    session = play_to_round(options, args.seed, args.round, args.pilot, progress)
    path = Path(args.out) if args.out else saves.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    saves.save_session(session, path)
    state = session.store.state
    print(
        f"Glory at the start of round {state.round} ({len(session.store.history)} moves, "
        f"{time.process_time() - started:.1f} s CPU), seat 0 is yours: {path}"
    )
    print("Open it with Continue" if not args.out else "Open it with Load", "in: .venv/bin/python -m game")
    return 0


if __name__ == "__main__":
    sys.exit(main())
