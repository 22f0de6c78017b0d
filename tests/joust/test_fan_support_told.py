"""A Knight's Tale's Fan Support told with its cause: the rule as the rulebook gives it (6 fans for 1
damage to any opposing knight, as often as the player can pay on their turn, a knock-out still worth
3 fans), the log line naming the rule and the fans left, and the knock-out panel explaining it."""

from __future__ import annotations

from game.core.rng import Rng
from game.core.session import Session
from game.games.joust import content as C
from game.games.joust.state import JOUST
from tests.joust.helpers import R, table, uid
from tests.joust.test_table import open_table
from tests.ui_driver import waiting_announcement

FRAME = 1 / 30


def test_fan_support_is_the_rulebooks_six_fans_for_one_damage_as_often_as_paid():
    """Rulebook, A Knight's Tale: "On your turn, spend 6 fans — deal 1 damage to any opposing Knight";
    Fan Support "multiple times during your turn" with enough fans; a knock-out "at any time, for any
    reason" gains 3 fans. Two calls finish a knight on 6 damage and another on 6, the first's 3 fans
    paying for the second."""
    st = table(
        ["Sir Humphrey the Hefty"],
        [("Sir Mordred Sneer", 6), ("Sir Galahad the Gallant", 6)],
        variant=C.TALE,
        fans=(9, 0),
    )
    st.phase = JOUST
    first, second = uid(st, 1, 0), uid(st, 1, 1)
    st, events = R.apply(st, 0, ("decree", first))
    assert [e.kind for e in events][:4] == ["decree", "damage", "knockout", "fans"]
    assert st.seats[0].fans == 9 - C.DECREE_COST + C.KO_FANS == 6 and st.seats[0].trophies == 1
    assert ("decree", second) in R.legal_actions(st, 0)
    st, events = R.apply(st, 0, ("decree", second))
    assert st.seats[0].trophies == 2 and any(e.kind == "game_over" for e in events)


def _decree_knock_out(table_, seed: int) -> bool:
    """Play random moves from ``table_``'s position up to the viewer's Fan Support that knocks a knight
    out without ending the game, then make that move through the table. True if found."""
    trial = Session(table_.spec, table_.session.options, seed)
    rules, rng, moves = trial.rules, Rng.from_seed(seed), []
    while rules.outcome(trial.store.state) is None and len(moves) < 3000:
        seat = min(rules.actors(trial.store.state))
        legal = rules.legal_actions(trial.store.state, seat)
        action = legal[rng.below(len(legal))]
        events = trial.store.apply(seat, action)
        kinds = {e.kind for e in events}
        if seat == table_.viewer and action[0] == "decree" and "knockout" in kinds and "game_over" not in kinds:
            table_.session.seed = seed
            for before_seat, before in moves:
                table_.store.apply(before_seat, before)
            table_.skip_animations()
            table_.refresh()
            table_.rebuild_log()
            table_.draw(table_.app.surface)
            table_._after_action(seat, action, table_.store.apply(seat, action))
            return True
        moves.append((seat, action))
    return False


def test_a_fan_support_knock_out_says_the_rule_and_the_fans_left_in_the_log_and_the_panel(app):
    for seed in range(1, 40):
        t = open_table(app, variant=C.TALE, players=2, seed=seed)
        if _decree_knock_out(t, seed):
            break
    else:
        raise AssertionError("no Fan Support knock-out by the viewer")
    decree = next(e for e in t.store.history[-1].events if e.kind == "decree")
    left = decree.data["fans"]
    for _ in range(600):
        app.step(dt=FRAME)
        if waiting_announcement(t):
            break
    shown = t.timeline.announcement
    assert shown is not None and shown.icon == "knockout", shown
    assert shown.body.startswith("Your Fan Support. "), shown.body  # the viewer's own, not their name
    rule = f"In A Knight's Tale every {C.DECREE_COST} fans buy 1 damage to any opposing knight"
    assert rule in shown.body and f"You have {left} fan" in shown.body, shown.body
    t.skip_animations()
    t.rebuild_log()
    texts = [line.text for line in t.log_view.entries]
    assert any(
        text.startswith(f"You call on Fan Support: {C.DECREE_COST} fans for 1 damage to ")
        and text.endswith(f"({left} fans left)." if left != 1 else "(1 fan left).")
        for text in texts
    ), texts[-8:]
