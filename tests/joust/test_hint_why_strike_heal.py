"""The Joust Hint's reasons agree about healing that comes only with a strike (Healer's Herbs, Sir
Gawain's Strike 5): a court draw counts only the cards that heal at once, a joust says what a strike
of the chosen knight heals or what resting a knight forgoes, and a combat card counts its strike's
healing."""

from __future__ import annotations

import pytest

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust.hint_why import hint_why
from game.games.joust.reasons import strike_heal
from game.games.joust.state import CourtPlay
from game.i18n import _, set_language
from game.ui import text_fit
from game.ui.scenes import persist
from tests.joust.helpers import R, cid, table, to_combat, uid

GAWAIN, GALAHAD = "Sir Gawain Sunblade", "Sir Galahad the Gallant"


def _why(st, action) -> str:
    return hint_why(R.view(st, 0), 0, action, lambda s: ("you", "Rival")[s])


def _with_herbs(mine: list, index: int = 0):
    st = table(mine, ["Lady Isolde Brightmane"])
    st.court_deck.remove(cid("Healer's Herbs"))
    st.court.append(CourtPlay(cid("Healer's Herbs"), [uid(st, 0, index)], 0))
    return st


def test_a_court_draw_counts_only_the_cards_that_heal_at_once():
    st = table([(GAWAIN, 3), GALAHAD], ["Lady Isolde Brightmane"])
    assert _why(st, ("draw", "court")) == (
        "Sir Gawain Sunblade has 3 damage, and 7 of the 18 court cards left heal a knight at once"
    )
    st.court_deck.remove(cid("Healer's Herbs"))  # it heals only on a strike: not among them
    assert "7 of the 17 court cards left heal a knight at once" in _why(st, ("draw", "court"))


def test_resting_a_knight_with_healers_herbs_says_it_heals_only_when_it_strikes():
    st = _with_herbs([(GAWAIN, 3), GALAHAD])
    assert (
        _why(st, ("joust", uid(st, 0, 1))) == "Sir Gawain Sunblade rests, but Healer's Herbs heals only when it strikes"
    )
    plain = table([(GAWAIN, 3), GALAHAD], ["Lady Isolde Brightmane"])
    assert _why(plain, ("joust", uid(plain, 0, 1))) == "your hurt knights rest"  # Strike 5 alone: not any strike


def test_jousting_with_the_knight_holding_healers_herbs_says_what_a_strike_heals():
    st = _with_herbs([(GAWAIN, 1), GALAHAD])
    assert _why(st, ("joust", uid(st, 0, 0))) == (
        "it is your hardest hitter; a strike also heals 1 of its damage (Healer's Herbs)"
    )
    unhurt = _with_herbs([GAWAIN, GALAHAD])
    assert _why(unhurt, ("joust", uid(unhurt, 0, 0))) == "it is your hardest hitter"


def test_a_combat_card_counts_the_strikes_healing_with_its_value():
    st = to_combat(_with_herbs([(GAWAIN, 3), GALAHAD]))
    assert _why(st, ("card", 4)).endswith("; it heals your knight 2 (Healer's Herbs)")
    assert _why(st, ("card", 5)).endswith("; it heals your knight 3 (Healer's Herbs, Strike 5)")
    plain = to_combat(table([(GAWAIN, 3), GALAHAD], ["Lady Isolde Brightmane"]))
    assert "heals" not in _why(plain, ("card", 4))  # Gawain's own healing is a Strike 5
    assert _why(plain, ("card", 5)).endswith("; it heals your knight 2 (Strike 5)")


def test_strike_heal_is_no_more_than_the_knights_damage():
    st = _with_herbs([(GAWAIN, 1), GALAHAD])
    gawain = R.view(st, 0).seats[0].knights[0]
    assert strike_heal(R.view(st, 0), gawain, 5) == (1, "Sir Gawain Sunblade, Healer's Herbs")
    assert strike_heal(R.view(st, 0), gawain) == (1, "Healer's Herbs")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_combat_cards_reason_with_its_healing_fits_the_hint_box(app, lang):
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), 3))
    box = app.top.lay["hint"].inflate(-20, -8)  # where Advice.draw writes it
    st = to_combat(_with_herbs([(GAWAIN, 3), GALAHAD]))
    set_language(lang)
    try:
        for value in (4, 5):
            why = hint_why(R.view(st, 0), 0, ("card", value), lambda s: _("Player {n}").format(n=s + 1))
            assert ("cura" if lang == "it" else "heals") in why
            move = _("Hint: play your {value} to strike {knight}").format(
                value=value, knight=_("Lady Isolde Brightmane")
            )
            text = _("{hint} — {why}").format(hint=move, why=why) + "."
            assert not text_fit.fit(text, "bold", 21, box.w, box.h, min_size=15, max_lines=6).ellipsized, text
    finally:
        set_language("en")
