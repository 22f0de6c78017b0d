"""One source of advice for a Glory position: the Hint and the post-game review's "better move".

Both ask the same bot — the hard level's judgement and its look-ahead over the action phase, without
the whole-game play-outs of its late placements (their number hangs on the time left, so the same
position could get two answers) — and seed it from the position itself (``position_seed``: the
seat's view, nothing more), not from the caller's seed. The same view therefore always gets the same
move, whether the player asks the Hint during the game or reads the review after it.

On top of the bot, the advice never pushes a goal the player cannot reach: a Brave title duel the
player's best attack cannot win is advised against (``brave.hopeless``). The bots' own play is not
touched (their strength is measured): only the advice differs.
"""

from __future__ import annotations

import json
import zlib
from dataclasses import fields, replace

from game.core.rng import Rng
from game.core.serial import to_jsonable
from game.games.glory.bots import HARD_SETTINGS, GloryBot
from game.games.glory.brave import hopeless
from game.games.glory.state import GloryState
from game.games.glory.weights import HARD


def position_seed(view: GloryState, seat: int) -> int:
    """A seed read from ``view`` (what ``seat`` sees; its dealt RNG left out): the same position seen
    by the same seat gives the same seed in any process, a save reloaded or a game replayed."""
    data = {f.name: to_jsonable(getattr(view, f.name)) for f in fields(view) if f.name != "rng"}
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return zlib.crc32(text.encode("utf-8")) * 8 + seat


class Advisor:
    """The advice for a seat: a fresh hard bot without whole-game play-outs, seeded by the position."""

    level = "hard"

    def __init__(self) -> None:
        self.explain = ""

    def choose(self, rules, view: GloryState, seat: int, rng: Rng | None = None, deadline: float | None = None):
        """The advised move for ``seat`` from ``view`` (``rng`` and ``deadline`` are not used: the same
        view always gets the same advice, however long the player lets it think)."""
        bot = GloryBot("hard", wt=HARD, settings=replace(HARD_SETTINGS, end_roll=0))
        action = bot.choose(rules, view, seat, Rng.from_seed(position_seed(view, seat)))
        self.explain = bot.explain
        if action == ("attempt",) and hopeless(view, seat):
            action = ("decline",)
            self.explain = ""
        return action


def advisor() -> Advisor:
    """The factory the Hint (``Presentation.hint_bot``) and the review (``review_bot``) both use."""
    return Advisor()
