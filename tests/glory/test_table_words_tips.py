"""What Glory's table says about its cards, supports and endings: a Challenge card's tooltip says it is a
duel (against which attack and prestige, won for what, lost keeping the card), a Market card its
price; a support in the Market menu says what it does; the joust's trophy reads "A and B"; the
titles panel tells the viewer which secret objective was not met and what it asked; every duel of a
joust row shows the glory a player won in it; a panel with no subtitle keeps no empty line for it;
the round's event reads "To Arms! — ..." (never "To Arms!:")."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.core.rules import Event
from game.games.glory import bar_moves, board_text, tips, tournament_end
from game.games.glory import content as C
from game.games.glory.rules import GloryRules
from game.games.glory.state import OTTO
from game.games.glory.table_model import round_words
from game.games.glory.title_scoring import scoring_rows
from game.ui.kit.banner import Announcement, Row, draw_announcement
from tests.glory.glory_helpers import finish_setup, new


def _card(kind: str, **attrs) -> str:
    return next(c for c, jc in C.JOURNEY.items() if jc.type == kind and all(getattr(jc, k) for k in attrs))


def test_a_challenge_card_says_it_is_a_duel_and_a_market_card_its_price():
    c = C.JOURNEY[_card("C")]
    text = tips.journey_play_text(c.id)
    assert f"attack {c.attack}, prestige {c.prestige}" in text and "keep the card" in text
    assert tips.reward_text(c.reward) in text
    polish = _card("C", polish=True)
    assert "white die" in tips.journey_play_text(polish)
    m = C.JOURNEY[_card("M", cost=True)]
    assert tips.journey_play_text(m.id).startswith(f"Pay {m.cost} coin")
    r = C.JOURNEY[_card("R")]
    assert tips.journey_play_text(r.id) == tips.reward_text(r.reward)
    assert board_text.journey_tip(c.id).startswith(f"{c.name}: A duel against attack {c.attack}")


def test_a_support_in_the_market_menu_says_what_it_does():
    s = finish_setup(new(2, seed=3))
    seat = s.current if hasattr(s, "current") else 0
    legal = GloryRules().legal_actions(s, seat) or GloryRules().legal_actions(s, 1 - seat)
    supports = [a for a in legal if a[:2] == ("place", "support") and len(a) > 2]
    assert supports
    for a in supports:
        kind = C.SUPPORT_TILES[s.track[a[2]]]
        tip = bar_moves.tip(s, a)
        assert tip.startswith(f"{tips.item_name(kind)}: ") and tips.support_text(kind) in tip
        assert tip != tips.space_text("support")


def test_the_joust_trophy_reads_a_and_b():
    for trophy in C.TROPHIES:
        text = tips.trophy_text(trophy)
        if len(C.TROPHIES[trophy].gains) == 2:
            assert " and " in text and ", " not in text.split(" takes ")[1]


def test_the_titles_panel_names_the_viewers_objective_not_met():
    wealthy = next(t for t in C.TITLES if C.TITLES[t].name == "Wealthy")
    rows = scoring_rows([], 0, 48, missed=[wealthy])
    assert rows[0][0] == "Wealthy not met" and rows[0][1] == "+0 glory"
    assert rows[1][:2] == (tips.face_title_text(wealthy), "")  # what it asked, on a row of its own
    assert rows[0][3] == rows[1][3] == f"Wealthy not met: {tips.title_text(wealthy)}"  # their tooltip, in full
    assert rows[-1] == ("Glory at the end of the game", "48", True, "")
    assert not any(r[0] == "No title scored" for r in rows)
    scored = scoring_rows([wealthy], 3, 51, missed=[wealthy])  # scored: no "not met" row, named as secret
    assert scored[0][0] == "Wealthy (secret title)" and not any("not met" in r[0] for r in scored)
    met = scoring_rows([], 0, 48, missed=[wealthy], met=[wealthy])  # met, its resources counted elsewhere
    assert met[0][:2] == ("Wealthy (secret title)", "+0 glory") and met[1][:2] == ("Met, but not counted", "")


def test_an_objective_not_met_is_short_on_its_row_and_whole_in_its_tooltip():
    noble = next(t for t in C.TITLES if C.TITLES[t].name == "Noble")
    (row, value, total, tip), (asked, none, _t, tip2), _end = scoring_rows([], 0, 71, missed=[noble])
    assert tip == tip2 == f"Noble not met: {tips.title_text(noble)}" and "never used a Rogue" in tip
    assert row == "Noble not met" and asked == "Minstrel, Queen, Squire, never a Rogue" and len(asked) < len(tip)
    assert (value, total, none) == ("+0 glory", False, "")


def test_each_joust_duel_shows_the_glory_a_player_won_in_it():
    k1, k2 = (f"k:{k}" for k in list(C.KNIGHTS)[:2])
    events = [
        Event("phase", {"phase": "tournament"}),
        Event("duel_end", {"context": "tournament", "winner": 0, "seat": 0, "loser_seat": None, "glory_gain": [5, 0]}),
        Event("duel_over", {"reason": "tournament", "winner": "p:0", "loser": k1}),
        Event("duel_over", {"reason": "tournament", "winner": k2, "loser": "p:1"}),
    ]
    got = tournament_end.duel_values([SimpleNamespace(events=events)])
    assert got == [("p:0", k1, 0, "+5 glory"), (k2, "p:1", 1, "")]


def test_a_panel_without_subtitle_keeps_no_empty_line():
    pygame.init()
    surface = pygame.Surface((1280, 720))
    area = surface.get_rect()
    rows = [Row("Gawain", "49 glory", 1, True)]
    with_sub = draw_announcement(surface, area, Announcement("The end", "Round 1", "Gawain wins.", rows))
    without = draw_announcement(surface, area, Announcement("The end", "", "Gawain wins.", rows))
    assert with_sub.h - without.h == 34


def test_the_round_event_reads_with_a_dash():
    s = new(2, seed=1)
    _title, _sub, body = round_words(s, 1, "to_arms")
    assert body.startswith("To Arms! — ") and "!:" not in body


def test_a_tent_support_is_told_without_an_attack_before_the_first_clash():
    from game.games.glory.duel_text import describe_duel_event

    cook = {"side": 0, "seat": 0, "support": "cook", "target": None, "attack": [1, 0]}
    mine = describe_duel_event(Event("duel_support", cook), ["You", "Antoine de la Sale"], 0)
    assert mine == f"You play Cook. {tips.item_text('cook')}" and "against" not in mine
    theirs = describe_duel_event(Event("duel_support", cook), ["Gawain", "You"], 1)
    assert theirs == "Gawain plays Cook."
    lance = cook | {"support": "veteran", "dice": [], "attack": [9, 8]}
    assert (
        describe_duel_event(Event("duel_support", lance), ["You", "Gawain"], 0)
        == "You play Veteran (attack 9 against 8)."
    )


def test_a_joust_duel_gives_otto_his_glory_and_names_the_loser_who_took_some():
    k1 = f"k:{list(C.KNIGHTS)[0]}"
    events = [
        Event("phase", {"phase": "tournament"}),
        Event("duel_end", {"context": "tournament", "winner": 1, "seat": None, "loser_seat": 0, "glory_gain": [0, 3]}),
        Event("duel_over", {"reason": "tournament", "winner": "o", "loser": "p:0"}),
        Event("duel_end", {"context": "tournament", "winner": 0, "seat": None, "loser_seat": 1, "glory_gain": [0, 2]}),
        Event("duel_over", {"reason": "tournament", "winner": k1, "loser": "p:1"}),
    ]
    names = {"p:0": "You", "p:1": "Gawain", "o": "Otto"}
    got = tournament_end.duel_values([SimpleNamespace(events=events)], lambda e: names.get(e, "Sir Kay"))
    assert got[0] == ("o", "p:0", OTTO, "+3 glory")  # Otto's +3 is in the summary
    assert got[1] == (k1, "p:1", 1, "Gawain: +2 glory")  # the loser's glory, not the knight's reward


def test_every_glory_gain_in_the_log_says_why():
    from game.games.glory.describe import describe

    def line(kind, **data):
        return describe(Event(kind, data), 0, names=lambda s: ["You", "Gawain"][s])

    assert line("character_chosen", seat=1, character="envoy", glory=8).endswith("starts with 8 glory points.")
    assert line("gain", seat=0, what="glory", value=1, source="initiative") == (
        "You receive 1 glory point (compensation for the initiative order)."
    )
    assert (
        line("gain", seat=1, what="glory", value=4, source="minstrel") == "Gawain receives 4 glory points (Minstrel)."
    )
    assert line("otto_action", action="support", args=[], tile=_minstrel_tile(), glory=4).endswith(
        "Otto scores 4 glory points."
    )


def _minstrel_tile() -> str:
    return next(t for t, k in C.SUPPORT_TILES.items() if k == "minstrel")
