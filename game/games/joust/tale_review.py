"""The post-game review's play-out in A Knight's Tale: the easy bots play on for a few combats, then
the position is judged (``judge``) instead of played to its end.

A Tale's play-out to the end ran about five times as long as a standard game's (the trophies take many
combats), and the review of a 4-player Tale took ~30 s on a busy box. The judge reads trophies, fans,
health and how close each jousting knight is to a knock-out; a few combats played on settle what a
move changed at once (a strike, a card spent) before it judges. Other modes keep the review's own
play-out to the end (``None``).
"""

from __future__ import annotations

from game.core.rng import Rng
from game.games.joust import content as C
from game.games.joust.ai import easy_bot
from game.games.joust.judge import judge
from game.games.joust.rules import JoustRules
from game.games.joust.state import OVER, JoustState

RULES = JoustRules()
HORIZON = 3  # combats played on before the position is judged
MAX_STEPS = 2_000  # a safety net: the horizon comes far sooner
STIR = 0x9E3779B97F4A7C15  # the play-out's random stream, drawn from the dealt world's own


def review_playout(state: JoustState, seat: int) -> float | None:
    """``seat``'s value of ``state`` (a full state after the reviewed move): in the Tale, played on by
    easy bots (each from its own view) for ``HORIZON`` combats, then judged; None in other modes."""
    if state.variant != C.TALE:
        return None
    rng = Rng(state.rng.state ^ STIR)
    bots = {s: easy_bot() for s in range(state.players)}
    combats = len(state.revealed)
    s = state
    for _step in range(MAX_STEPS):
        if s.phase == OVER or len(s.revealed) - combats >= HORIZON:
            break
        actors = sorted(RULES.actors(s))
        actor = actors[rng.below(len(actors))]
        s, _events = RULES.apply(s, actor, bots[actor].choose(RULES, RULES.view(s, actor), actor, rng))
    return judge(s, seat)
