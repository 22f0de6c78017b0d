"""Healing that comes with a strike or a block is told as the rules have it, everywhere a player reads
it: Healer's Herbs heals its knight only when that knight strikes (the Hint on its target no longer
says it "helps it in this turn's joust" of a knight the next Hint rests, nor a bot that it arms a knight
with no damage), a block's healing and Friar Tuckington's healing of the whole team are named in the
log, the news, the Hint and the bots' reasons, and a bot's words before the reveal stay the same
whatever card it picks."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from game.core.rng import Rng
from game.games.joust.ai import HardBot
from game.games.joust.describe import describe
from game.games.joust.hint_why import hint_why
from game.games.joust.prompts import hint as prompt_hint
from game.games.joust.reasons import combat_reason, table_reason
from game.games.joust.state import TARGET
from game.games.joust.ui.digest import digest
from game.i18n import set_language
from tests.joust.helpers import R, cid, fight, table, to_combat, uid

GAWAIN, GALAHAD = "Sir Gawain Sunblade", "Sir Galahad the Gallant"
PERCIVAL, FRIAR, KAY = "Sir Percival Puddingham", "Friar Tuckington", "Sir Kay the Crowd-Pleaser"


def _why(st, action, seat: int = 0) -> str:
    return hint_why(R.view(st, seat), seat, action, lambda s: ("you", "Rival")[s])


def _herbs_drawn(mine: list, theirs: list):
    st = table(mine, theirs)
    herbs = cid("Healer's Herbs")
    st.court_deck.remove(herbs)
    st.court_deck.append(herbs)  # drawn next
    st, _e = R.apply(st, 0, ("draw", "court"))
    assert st.phase == TARGET
    return st


def test_the_herbs_target_hint_says_the_healing_needs_a_strike_this_turn():
    st = _herbs_drawn([(GAWAIN, 3), GALAHAD], ["Lady Isolde Brightmane"])
    gawain, galahad = uid(st, 0, 0), uid(st, 0, 1)
    assert _why(st, ("target", gawain)) == "Healer's Herbs heals it 2 only if it jousts and strikes this turn"
    assert _why(st, ("target", galahad)) == (
        "Sir Galahad the Gallant has no damage, and Healer's Herbs heals only a knight that strikes: "
        "your hurt knights had better rest this turn"
    )
    st, _e = R.apply(st, 0, ("target", galahad))  # what the Hint then says of the joust agrees
    assert _why(st, ("joust", galahad)) == "your hurt knights rest"
    fresh = _herbs_drawn([GAWAIN, GALAHAD], ["Lady Isolde Brightmane"])
    assert _why(fresh, ("target", uid(fresh, 0, 0))) == (
        "none of your knights has damage: Healer's Herbs heals nothing this turn, whichever knight has it"
    )


def test_a_bot_playing_the_herbs_says_whether_they_can_heal():
    st = _herbs_drawn([(GAWAIN, 3), GALAHAD], ["Lady Isolde Brightmane"])
    view = R.view(st, 0)
    assert table_reason(view, 0, ("target", uid(st, 0, 0))) == (
        "plays Healer's Herbs so Sir Gawain Sunblade heals when it strikes this turn"
    )
    assert table_reason(view, 0, ("target", uid(st, 0, 1))) == (
        "plays Healer's Herbs on Sir Galahad the Gallant, which has no damage for it to heal"
    )


def test_the_herbs_target_prompt_says_it_heals_only_on_a_strike():
    st = _herbs_drawn([(GAWAIN, 3), GALAHAD], ["Lady Isolde Brightmane"])
    view = R.view(st, 0)
    assert prompt_hint(view, 0, R.legal_actions(view, 0)) == (
        "For Healer's Herbs, which heals only a knight that strikes: click a knight outlined in blue."
    )


def test_a_resting_friar_is_not_named_twice():
    st = R.skip_draw(table([(GALAHAD, 1), (FRIAR, 3)], ["Lady Isolde Brightmane"]))
    assert _why(st, ("joust", uid(st, 0, 0))).endswith(
        "Friar Tuckington rests, but its healing comes only with a strike"
    )


def test_the_log_says_a_block_heals_and_the_friar_heals_the_team():
    st = to_combat(table(["Lady Isolde Brightmane"], [(PERCIVAL, 3)]))
    _st, events = fight(st, 2, 2)
    lines = [describe(e, 0) for e in events]
    assert "Sir Percival Puddingham blocks: heal 2 damage from this knight." in lines
    set_language("it")
    try:
        said = [describe(e, 0) for e in events if e.kind == "ability" and e.data["effect"] == "heal_self"]
    finally:
        set_language("en")
    assert said == ["Ser Percivalle Budinoni para: cura 2 danni a questo cavaliere."]
    st = to_combat(table([(FRIAR, 2), (KAY, 3)], [PERCIVAL]))
    _st, events = fight(st, 3, 2)
    assert "Friar Tuckington strikes: heal 1 damage from each of your knights." in [describe(e, 0) for e in events]
    assert "Friar Tuckington strikes: heal 1 damage from each knight of Player 1." in [describe(e, 1) for e in events]


def test_the_log_says_the_herbs_heal_with_a_strike():
    st = table([(GAWAIN, 3)], ["Lady Isolde Brightmane"])
    st.court_deck.remove(cid("Healer's Herbs"))
    from game.games.joust.state import CourtPlay

    st.court.append(CourtPlay(cid("Healer's Herbs"), [uid(st, 0, 0)], 0))
    _st, events = fight(to_combat(st), 3, 1)
    assert "Sir Gawain Sunblade strikes with Healer's Herbs: heal 2 damage from this knight." in [
        describe(e, 0) for e in events
    ]


def test_the_news_of_a_combat_names_what_it_healed():
    st = to_combat(table(["Lady Isolde Brightmane"], [(PERCIVAL, 3)]))
    _st, events = fight(st, 2, 2)
    news = digest([(0, None, list(events))], 1, lambda s: ("Ann", "Bob")[s])
    assert any("Sir Percival Puddingham heals 2" in line for line in news[0]), news


def test_the_combat_hint_counts_a_blocks_and_the_friars_healing():
    st = to_combat(table([(FRIAR, 2), (KAY, 3)], [(PERCIVAL, 3)]))
    assert _why(st, ("card", 2), seat=1).endswith("; a block also heals 2 damage")
    assert _why(st, ("card", 3)).endswith("; it heals 2 damage over your knights")


def test_a_bots_reasons_name_the_healing_of_its_joust_and_its_combat():
    st = R.skip_draw(table([(PERCIVAL, 3), GALAHAD], ["Lady Isolde Brightmane"]))
    assert table_reason(R.view(st, 0), 0, ("joust", uid(st, 0, 0))).endswith(
        "; a block also heals Sir Percival Puddingham"
    )
    st = to_combat(table([(FRIAR, 2), (KAY, 1)], [(PERCIVAL, 3)]))
    assert combat_reason(R.view(st, 0), 0).endswith("; a strike also heals every knight of its player")
    assert combat_reason(R.view(st, 1), 1).endswith("; a block also heals Sir Percival Puddingham")


def test_a_strike_x_healing_is_not_told_before_the_reveal():
    """Gawain heals only with a Strike 5: saying so before the cards turn over would point at the 5."""
    st = to_combat(table([(GAWAIN, 3)], ["Lady Isolde Brightmane"]))
    assert "heal" not in combat_reason(R.view(st, 0), 0)
    joust = R.skip_draw(table([(GAWAIN, 3), GALAHAD], ["Lady Isolde Brightmane"]))
    assert table_reason(R.view(joust, 0), 0, ("joust", uid(joust, 0, 0))).endswith(
        "; a strike with the right card also heals Sir Gawain Sunblade"
    )


@pytest.mark.parametrize("bot_seat", [0, 1])
def test_hards_words_before_the_reveal_are_the_same_whatever_card_it_picks(bot_seat):
    """A healing at stake (Herbs on the attacker, a block heal on the defender) is said alike for every
    card hard picks, and nothing the other player reads before the reveal depends on the pick."""
    st = table([(GAWAIN, 3)], [(PERCIVAL, 3)], fans=(4, 4))
    st.court_deck.remove(cid("Healer's Herbs"))
    from game.games.joust.state import CourtPlay

    st.court.append(CourtPlay(cid("Healer's Herbs"), [uid(st, 0, 0)], 0))
    st = to_combat(st)
    view = R.view(st, bot_seat)
    texts, lines, cards = set(), set(), Counter()
    for seed in range(10):
        bot = HardBot()
        action = bot.choose(R, view, bot_seat, Rng.from_seed(seed))
        cards[action[1]] += 1
        texts.add(bot.explain)
        _after, events = R.apply(st, bot_seat, action)
        lines.add(tuple(describe(e.for_seat(1 - bot_seat), 1 - bot_seat) for e in events))
    assert len(cards) > 1, cards  # it did pick different cards
    assert len(texts) == 1 and len(lines) == 1, (texts, lines)
    text = texts.pop()
    assert "heals" in text and not re.search(r"\d", text), text


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_defenders_hint_with_a_block_that_hits_back_and_heals_fits_the_hint_box(app, lang):
    """King's Favour on a hurt Sir Percival: the guess, the damage back and the healing, all said whole."""
    from game.core.registry import get
    from game.core.rules import Options, SeatConfig
    from game.core.session import Session
    from game.games.joust.state import CourtPlay
    from game.i18n import _
    from game.ui import text_fit
    from game.ui.scenes import persist

    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), 3))
    box = app.top.lay["hint"].inflate(-20, -8)  # where Advice.draw writes it
    st = table(["Sir Cedric of the Shiny Helm"], [(PERCIVAL, 3)], active=0)
    st.court.append(CourtPlay(cid("King's Favour"), [uid(st, 1, 0)], 1))
    st = to_combat(st)
    set_language(lang)
    try:
        for value in (2, 4):
            why = hint_why(R.view(st, 1), 1, ("card", value), lambda s: _("Player {n}").format(n=s + 1))
            assert why.count(";") == 2, why  # the guess; the damage back; the healing
            move = _("Hint: play your {value} to guard {knight}").format(value=value, knight=_(PERCIVAL))
            text = _("{hint} — {why}").format(hint=move, why=why) + "."
            assert not text_fit.fit(text, "bold", 21, box.w, box.h, min_size=15, max_lines=6).ellipsized, text
    finally:
        set_language("en")
