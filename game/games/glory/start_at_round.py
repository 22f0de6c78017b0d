"""A developer's way into Glory's later rounds: play a game by bots from a seed up to the start of
round 2 or 3, then hand seat 0 to the person (``tools/glory_round.py`` writes it as a normal save).

Every seat is played by its own bot exactly as the app would (the bot seats through the session's
bot memory, so their random streams are saved and a loaded game goes on as it would have); seat 0 is
a person in the options and is played meanwhile by a "pilot" bot of its own level. The result is a
plain :class:`~game.core.session.Session`: its action log, saved by :func:`game.core.saves.save_session`,
replays from the seed like any game the app saved. No pygame here.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options
from game.core.session import Session

MAX_MOVES = 20_000  # a game to round 3 takes a few hundred moves; more means something is stuck


def at_round_start(state, round_: int) -> bool:
    """True at the first decision of ``round_``'s action phase (placements), nothing else pending."""
    return state.round == round_ and state.phase == "action" and state.duel is None and not state.pending


def play_to_round(
    options: Options,
    seed: int,
    round_: int,
    pilot: str = "easy",
    progress: Callable[[int, int], None] | None = None,
) -> Session:
    """A session of Glory at the start of round ``round_`` (2 or 3) with seat 0 a person: the moves
    before were played by the bots of ``options`` and, for seat 0, by a ``pilot`` bot of that level.
    ``progress(round, moves)`` is called after each move. Raises ValueError for a round outside 2..3."""
    if round_ not in (2, 3):
        raise ValueError(f"round must be 2 or 3, not {round_}")
    spec = get("glory")
    session = Session(spec, options, seed)
    humans = session.human_seats()
    pilots = {seat: spec.bot_factory(pilot)() for seat in humans}
    rngs = {seat: Rng.from_seed(seed * 104_729 + 17 + seat) for seat in humans}
    store = session.store
    for _ in range(MAX_MOVES):
        state = store.state
        if at_round_start(state, round_):
            session.taken_at = len(store.actions)  # the review judges only the person's own moves
            return session
        actors = sorted(store.actors())
        if not actors:
            raise RuntimeError("the game ended before the round asked for")
        seat = actors[0]
        if session.is_bot(seat):
            action = session.bot_choose(seat)
            reason = getattr(session.bot_for(seat), "explain", "") or ""
        else:
            view = spec.rules.view(state, seat)
            action = pilots[seat].choose(spec.rules, view, seat, rngs[seat], None)
            reason = ""
        store.apply(seat, action, reason=reason)
        if progress is not None:
            progress(store.state.round, len(store.history))
    raise RuntimeError(f"no start of round {round_} within {MAX_MOVES} moves")
