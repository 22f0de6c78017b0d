"""A rival's "since your last move" news on the real Joust table: nothing before the viewer's first
move (at the start, the rivals' face-down knights are no news since a move never made), and once the
viewer moves it tells exactly what happened after that move, never what came before it."""

from __future__ import annotations

import re

import pytest

from game.games.joust import content as C
from game.games.joust.describe import knight_name
from game.games.joust.state import COMBAT, DRAW, NONE
from game.games.joust.ui.news import defending
from game.games.joust.ui.news_lines import FANS_NOTE, NARROW_MAX_ROWS, NOTE, column_fit, keep_whole, spaced
from game.games.joust.ui.smoke import advance
from game.i18n import _, ngettext, set_language
from game.ui import game_log, text_fit
from tests.joust.test_table import open_table, wait_turn
from tests.ui_driver import FRAME, press


def _news_drawn(app, table) -> tuple[dict, list[str]]:
    """The news lines of every rival, and the texts the table drew (its cached layer drawn again)."""
    table._board_gen += 1
    with text_fit.recording() as records:
        table.draw(app.surface)
    return table.recent()[1], [spaced(r.text) for r in records]


def test_no_news_before_your_first_move(app):
    table = open_table(app, players=3, seed=11, bot="random")
    st = table.store.state
    for _frame in range(400):  # the rivals choose their jousting knights before you do
        if all(st.setup_done[s] for s in (1, 2)):
            break
        app.step(dt=FRAME)
        st = table.store.state
    assert all(st.setup_done[s] for s in (1, 2)) and not st.setup_done[0] and table.store.history
    lines, drawn = _news_drawn(app, table)
    assert lines == {}
    assert _("Since your last move:") not in drawn
    assert not any(table.spots.find(("said", s)) for s in (1, 2))


def _described(table, steps) -> list[str]:
    """The log's lines of ``steps``, as the viewer reads them."""
    out: list[str] = []
    for step in steps:
        out += game_log.describe_move(table.spec, step.seat, step.action, step.events, table.viewer, table.player_name)
    return out


def test_the_news_starts_again_at_your_latest_move(app):
    table = open_table(app, players=3, seed=11, bot="random")
    advance(table, lambda st: st.phase == DRAW and table.rules.actors(st) == {0} and st.turn >= 4)
    wait_turn(app, table)
    before, _drawn = _news_drawn(app, table)
    assert any(before.values()), "the rivals' turns since your last one are news"
    draw = next(b for b in table.bar.buttons("main") if b.text == _("Draw a court card"))
    press(app, draw)
    hist = table.store.history
    mine = max(i for i, step in enumerate(hist) if step.seat == 0 and not defending(step, 0))
    assert hist[mine].action == ("draw", "court")
    for _frame in range(200):  # the court card's moves, and whatever follows, shown
        if table.animating:
            table.skip_animations()
        app.step(dt=FRAME)
    lines, drawn = _news_drawn(app, table)
    hist = table.store.history
    mine = max(i for i, step in enumerate(hist) if step.seat == 0 and not defending(step, 0))
    since = _described(table, hist[mine + 1 :])
    told = [line for said in lines.values() for line in said]
    stale = [line for said in before.values() for line in said if line not in since]
    assert stale and not any(line in told for line in stale), (stale, told)
    assert all(any(line in s for s in since) for line in told), (told, since)
    if not told:
        assert _("Since your last move:") not in drawn


def test_four_players_news_says_who_did_what_to_whom(app):
    """At four players each rival's news is a summary of its own deeds, each sentence with its subject
    (never a bare "takes 1 damage", never the viewer's gains under a rival), a combat told as one
    sentence naming both players, no card chosen in secret nor a turn's end; the newest sentence is the
    one drawn, all of them in the tooltip; the viewer's own combat, whole turns ago, is no news."""
    table = open_table(app, players=4, seed=11, bot="random")
    advance(table, lambda st: st.phase == DRAW and table.rules.actors(st) == {0} and st.turn >= 6)
    wait_turn(app, table)
    lines, drawn = _news_drawn(app, table)
    assert set(lines) - {0} == {1, 2, 3}, lines
    for seat, said in lines.items():
        subject = "You " if seat == 0 else table.player_name(seat) + " "
        assert said and all(line.startswith(subject) for line in said), (seat, said)
        assert not any("in secret" in line or "ends the turn" in line or "Cards revealed" in line for line in said)
        spot = table.click_spot(("said", seat))
        assert spot is not None and all(line in spot.tip for line in said)
        if seat:
            assert said[-1] in drawn or FANS_NOTE.sub("", said[-1]) in drawn, (said[-1], drawn)
    combats = [line for said in lines.values() for line in said if ": strike" in line or ": blocked by" in line]
    assert any(line.startswith(table.player_name(3) + " attacks you: ") for line in combats), combats
    assert not any(line.startswith("You attack ") for line in lines.get(0, [])), lines.get(0)  # turns ago


def test_a_combat_under_way_between_rivals_is_told_by_its_attack_alone(app):
    """While two rivals' combat cards lie face down, the attacker's news says whom it attacks, and no
    "chooses a combat card in secret" line is left in any panel, then or once it is revealed."""
    table = open_table(app, players=4, seed=11, bot="random")
    advance(table, lambda st: st.turn >= 3 and st.phase == DRAW and table.rules.actors(st) == {0})
    wait_turn(app, table)
    table.submit(("draw", "court") if ("draw", "court") in table.legal else table.legal[0])
    st = table.store.state
    advance(table, lambda st: st.phase == COMBAT and 0 not in (st.attacker, st.defender) and st.pick_att != NONE)
    st = table.store.state
    assert st.phase == COMBAT and 0 not in (st.attacker, st.defender)
    lines, _drawn = _news_drawn(app, table)
    attacker = table.player_name(st.attacker)
    assert lines[st.attacker][-1] == f"{attacker} attacks {table.player_name(st.defender)}"
    assert not any("in secret" in line for said in lines.values() for line in said)
    advance(table, lambda s: s.phase != COMBAT)
    lines, _drawn = _news_drawn(app, table)
    assert not any("in secret" in line for said in lines.values() for line in said)
    assert any(line.startswith(f"{attacker} attacks ") and ": " in line for line in lines[st.attacker])


def test_four_players_news_reads_whole_without_hovering_in_both_languages(app):
    """At four players each rival's newest news line is drawn whole under its knights (two rows, its
    "(+N fans)" left to the score's float when the rows need it), never cut, in English and Italian."""
    table = open_table(app, players=4, seed=11, bot="random")
    advance(table, lambda st: st.phase == DRAW and table.rules.actors(st) == {0} and st.turn >= 6)
    wait_turn(app, table)
    try:
        for lang in ("en", "it"):
            set_language(lang)
            table._board_gen += 1
            table._recent_key = None  # the news told again in this language
            with text_fit.recording() as records:
                table.draw(app.surface)
            lines = table.recent()[1]
            for seat in (1, 2, 3):
                newest = lines[seat][-1]
                shown = [r for r in records if spaced(r.text) in (newest, FANS_NOTE.sub("", newest))]
                assert shown, (lang, newest)
                assert not any(r.fit.ellipsized for r in shown), (lang, [r.fit.lines for r in shown])
    finally:
        set_language("en")


def test_a_block_tells_the_fan_the_defender_won(app):
    """Everything a combat revealed is on the table: a rival's blocked attack says, in its line, the fan
    the block won for its defender ("you" when it was the viewer), in the line drawn and its tooltip."""
    table = open_table(app, players=3, seed=11, bot="random")
    blocks: list[tuple[int, str]] = []
    for turn in range(2, 40):
        advance(table, lambda st, turn=turn: st.phase == DRAW and table.rules.actors(st) == {0} and st.turn >= turn)
        wait_turn(app, table)
        lines, _drawn = _news_drawn(app, table)
        blocks = [(s, line) for s, said in lines.items() if s for line in said if ": blocked by " in line]
        if blocks:
            break
    assert blocks, "no rival's attack was blocked in 40 turns"
    for seat, line in blocks:
        defender = line.split(": ")[0].split(" attacks ")[1]
        events = [ev for step in table.store.history for ev in step.events]
        at = max(i for i, ev in enumerate(events) if ev.kind == "reveal" and ev.data["attacker"] == seat)
        assert events[at].data["result"] == "block"
        end = next(i for i in range(at, len(events)) if events[i].kind in ("turn_end", "turn_ended"))
        won = sum(
            ev.data["amount"]
            for ev in events[at:end]
            if ev.kind == "fans" and ev.data["seat"] == events[at].data["defender"]
        )
        assert won >= 1 and line.endswith(
            ngettext("(+{n} fan to {p})", "(+{n} fans to {p})", won).format(n=won, p=defender)
        ), line
        spot = table.click_spot(("said", seat))
        assert spot is not None and line in spot.tip


@pytest.mark.parametrize(("variant", "seed", "turn"), [("standard", 1, 9), ("tale", 1, 21), ("standard", 11, 3)])
def test_four_players_italian_news_fits_its_box_between_whole_names(app, variant, seed, turn):
    """At four players each rival's newest Italian line is drawn whole under its knights: every row it
    wraps into measures no wider than its box, a third row is taken when two cannot hold it (the
    knights above stay clear of it), and no row breaks inside a knight's or player's name, a count ("2
    danni") or a fan note."""
    table = open_table(app, variant=variant, players=4, seed=seed, bot="random")
    advance(table, lambda st: st.phase == DRAW and table.rules.actors(st) == {0} and st.turn >= turn)
    wait_turn(app, table)
    set_language("it")
    try:
        table._board_gen += 1
        table._recent_key = None
        with text_fit.recording() as records:
            table.draw(app.surface)
        lines = table.recent()[1]
        names = [knight_name(c) for c in range(len(C.ALL_KNIGHTS))] + [table.player_name(s) for s in range(4)]
        rows_used = []
        for seat in (1, 2, 3):
            newest = lines[seat][-1]
            box = table.click_spot(("said", seat)).rect
            drawn = [r for r in records if spaced(r.text) == newest and r.box == box.size]
            assert drawn, (newest, [spaced(r.text) for r in records if r.box[0] == box.w])
            fit = drawn[-1].fit
            assert not fit.ellipsized, fit.lines
            widths = [text_fit.text_width(row, "text", fit.size) for row in fit.lines]
            assert max(widths) <= box.w and fit.height <= box.h, (widths, box, fit.lines)
            rows = [spaced(row) for row in fit.lines]
            counts = re.findall(r"(?<![\w+])(?<!\w )\d+ \w+", newest)
            for part in [n for n in names if n in newest] + NOTE.findall(newest) + counts:
                assert any(part in row for row in rows), (part, rows)
            for k in table.view.seats[seat].knights:
                assert not box.colliderect(table.where(("knight", k.uid))), (seat, box)
            rows_used.append(len(rows))
        assert max(rows_used) <= NARROW_MAX_ROWS
    finally:
        set_language("en")


def test_a_name_after_its_joined_article_and_a_fan_note_wrap_whole():
    line = keep_whole(
        "Bot 2 ti attacca: 1 danno al Cavaliere Nero (+2 fan, 1 da Bot 3)", ["Il Cavaliere Nero", "Bot 2"]
    )
    assert "al Cavaliere\u00a0Nero" in line and "(+2\u00a0fan,\u00a01\u00a0da\u00a0Bot\u00a03)" in line
    assert line.startswith("Bot\u00a02 ti attacca: 1\u00a0danno al ") and spaced(line).count("\u00a0") == 0


def test_a_narrow_column_breaks_a_name_rather_than_cut_the_line(app):
    line = keep_whole("You attack Bot 2: strike, no damage to Dame Matilda Moonshield (+1 fan)", ["Bot 2"])
    line = keep_whole(line, ["Dame Matilda Moonshield"])
    got = column_fit(line, 160, 3 * text_fit.line_height("text", 15))
    assert not got.ellipsized and " ".join(spaced(row) for row in got.lines) == spaced(line), got.lines


def test_your_own_attack_is_no_news_once_a_whole_turn_has_passed(app):
    """You attack and the rival blocks or is struck: that result is told under you while it is fresh;
    once the rival's whole turn has passed, your panel no longer tells it."""
    from game.games.joust.ui.news import since_last_move

    table = open_table(app, players=2, seed=5, bot="random")

    def answered(st) -> bool:  # the viewer's attack answered, the rival's turn over: the viewer's again
        hist = table.store.history
        mine = [i for i, step in enumerate(hist) if step.seat == 0 and not defending(step, 0)]
        if not mine or st.active != 0 or st.phase != DRAW:
            return False
        after = hist[mine[-1] + 1 :]
        reveal = [e for step in after[:1] for e in step.events if e.kind == "reveal" and e.data["attacker"] == 0]
        return bool(reveal) and len(after) >= 2

    advance(table, answered, 3000)
    assert answered(table.store.state), "no answered attack of the viewer's followed by the rival's move"
    hist = table.store.history
    mine = max(i for i, step in enumerate(hist) if step.seat == 0 and not defending(step, 0))
    young = since_last_move(hist, 0, mine + 2)  # only the rival's answer: still news
    assert any(e.kind == "reveal" for seat, _s, events in young if seat == 1 for e in events), young
    own = table.recent()[1].get(0, [])
    head = _("You attack {d}").format(d=table.player_name(1))
    assert not any(line.startswith(head) for line in own), own
