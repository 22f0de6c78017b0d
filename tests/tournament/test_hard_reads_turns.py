"""The registered hard level reads the rival's turns at two players (what each turn says of its hidden
hand, carried to the next turns), and an undone turn of the rival is forgotten with it: asked again after
Undo, the bot reads only the turns still on the table."""

from __future__ import annotations

from game.core.bot_memory import BotMemory
from game.core.rng import Rng
from game.core.rules import Options
from game.games.tournament.bots import hard_bot, medium_bot
from game.games.tournament.rules import TournamentRules

R = TournamentRules()


def _quick_hard():
    bot = hard_bot()
    bot.iterations = 60
    return bot


def test_hard_reads_the_rivals_turns_and_undo_takes_a_reading_back():
    state = R.new_game(Options(2, extra=(("first_player", 0),)), 61)
    memory = BotMemory(_quick_hard, Rng.from_seed(5))
    rival, rival_rng = medium_bot(), Rng.from_seed(6)
    actions: list = []
    readings: list[tuple[int, object]] = []  # (moves before the decision, the rival turn it read)
    while len(readings) < 6 and R.outcome(state) is None:
        seat = state.current
        if seat == 0:
            bot, rng = memory.ask(actions)
            action = bot.choose(R, R.view(state, 0), 0, rng)
            readings.append((len(actions), bot.turns.turn))
            memory.decided(actions + [action])
        else:
            action = rival.choose(R, R.view(state, 1), 1, rival_rng)
        state, _ = R.apply(state, seat, action)
        actions.append(action)
    read = [turn for _at, turn in readings if turn is not None]
    assert len(read) >= 2 and all(turn.rival == 1 for turn in read)
    assert memory.bot.turns.belief, "what earlier turns said of each card is carried"
    firsts = [i for i in range(1, len(readings)) if readings[i][1] is not readings[i - 1][1]]
    at, newest = readings[firsts[-1]]
    before = readings[firsts[-1] - 1][1]
    assert newest is not None and newest != before
    bot, _rng = memory.ask(actions[: at - 1])  # the rival's last move of that turn taken back
    assert bot.turns.turn == before and bot.turns.turn != newest
