"""The Paladin table's panels that wait for the player: each mission's outcome as it is won (who won
with which paladin, the honour gained, what was beaten, taken back or discarded) and the end of a
round (each player's missions won this round, honour and totals, who deals next and why).

A mission is the unit a player follows in the physical game (everyone watches it settled, then the
next main paladin is turned over), and every player has a paladin at every mission, so each mission
stops once; the round panel then sums the round up before the new missions are laid out. When no
human watches (a bots-only table) the panels go on by themselves at the animation speed."""

from __future__ import annotations

from typing import Any

from game.core.rules import Event
from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.describe import card_label
from game.games.paladin.state import PaladinState
from game.games.paladin.ui.auto_continue import MissionOutcome, set_mode
from game.i18n import _, ngettext
from game.ui import text_fit
from game.ui.kit.banner import Announcement, Row

PANEL_W = 640  # px: the kit banner's width
ROW_FONT = 20  # px: the size the kit banner draws a row's words at
#: seconds a panel stays when nobody has to click it (a bots-only table), at speed 1
SECONDS = 4.0


def _panel(
    table: Any, title: str, sub: str, body: str, rows: list[Row], icon: str, kind: type[Announcement] = Announcement
) -> Announcement:
    # every row at once (no ``row_delay``): a player who clicks "Click to continue" at once has still
    # seen who beat whom
    human = table.viewer_is_human()
    return kind(title, sub, body, rows, icon, seconds=SECONDS, until_click=human)


def _fate_text(fate: int, ev: Event) -> str:
    """What became of a paladin at the mission, short (the row's value)."""
    if fate == E.WON:
        gain = _("+{n} honour").format(n=ev.data["honour"])
        if ev.data.get("red"):
            gain += " " + _("+{n} red").format(n=C.RED_BONUS)
        return gain
    return {E.BEATEN: _("beaten"), E.TAKEN: _("taken back"), E.DISCARDED: _("discarded")}.get(fate, "")


def row_room(value: str) -> int:
    """The width the kit banner gives a row's words beside ``value`` (its 640 px panel)."""
    if not value:
        return PANEL_W - 40 - 42 - 10
    value_w = min(max(150, text_fit.text_width(value, "title", 21) + 8), PANEL_W - 40 - 42 - 150)
    return PANEL_W - 40 - 42 - value_w - 10


def mission_row_text(name: str, card: int, value: str) -> str:
    """A mission panel row's words at the rows' one size: the player and the card with its colour (red
    wins ties, so it is the last to go: the colour gives way only when the row would not fit whole).
    The main paladin is never marked in its row: the panel's body names it, on every panel alike."""
    room = row_room(value)
    cards = [card_label(card), card_label(card, colour=False)] if card >= 0 else [""]
    for what in cards:
        text = f"{name} · {what}" if what else name
        if text_fit.text_width(text, "bold", ROW_FONT) <= room:
            return text
    return f"{name} · {cards[-1]}" if cards[-1] else name


def mission_panel(table: Any, ev: Event, s: PaladinState) -> Announcement:
    """The outcome of mission ``ev.data['mission']`` (``s``: the shown state before the win)."""
    d = ev.data
    m, winner = d["mission"], d["seat"]
    name = _(C.MISSION_NAMES[d["mission_id"]])
    if table._is_you(winner):
        title = _("You win the mission!")
    else:
        title = _("{name} wins the mission!").format(name=table.seat_name(winner))
    sub = ngettext(
        "{mission} · mission {k} of {n} · {h} honour", "{mission} · mission {k} of {n} · {h} honour", d["honour"]
    ).format(mission=name, k=m + 1, n=len(s.missions), h=d["honour"])
    rows = []
    body = ""
    for i, (seat, card) in enumerate(s.table[m]):
        fate = E.WON if seat == winner else s.fates[m][i]
        if seat == winner:
            card = d["card"]
        value = _fate_text(fate, ev)
        text = mission_row_text(table.seat_name(seat), card, value)
        if i == 0:
            body = (
                _("Main paladin: yours.")
                if table._is_you(seat)
                else _("Main paladin: {name}.").format(name=table.seat_name(seat))
            )
        rows.append(Row(text, value, seat, seat == winner))
    panel = _panel(table, title, sub, body, rows, "laurel-crown", MissionOutcome)
    if panel.until_click and getattr(table, "auto_continue", bool)():  # the player lets the resolution run on
        set_mode(panel, True, table.app.settings.animation_speed)
    return panel


def round_won(s: PaladinState) -> list[list[int]]:
    """Per seat, the missions (ids) won in the round ``s`` shows (its table, fates settled)."""
    won: list[list[int]] = [[] for _ in range(s.players)]
    for m, row in enumerate(s.table):
        for i, (seat, _c) in enumerate(row):
            if i < len(s.fates[m]) and s.fates[m][i] == E.WON:
                won[seat].append(s.missions[m])
    return won


def _names_fit(name: str, won: list[int], value: str) -> bool:
    """Whether a round panel row naming the missions won fits whole at the banner's own size."""
    text = f"{name}: " + (", ".join(_(C.MISSION_NAMES[x]) for x in won) or _("no mission")) + _gained(won)
    return text_fit.text_width(text, "bold", ROW_FONT) <= row_room(value)


def _gained(won: list[int]) -> str:
    """The honour the missions won this round give, after their names (" (+5)"; "" for none)."""
    return " " + _("(+{n} honour)").format(n=sum(C.MISSION_HONOUR[x] for x in won)) if won else ""


def _row_text(name: str, s: PaladinState, won: list[int], by_number: bool) -> tuple[str, str]:
    """A round panel row's words: the player and the missions they won, by name, or (``by_number``:
    some row's names would not fit, so every row says numbers alike) by their numbers on the table,
    the names then in the row's tooltip. Also returns that tooltip ("" when the names are shown)."""
    if not by_number or not won:
        return f"{name}: " + (", ".join(_(C.MISSION_NAMES[x]) for x in won) or _("no mission")) + _gained(won), ""
    numbers = ", ".join(str(s.missions.index(x) + 1) for x in won)
    short = ngettext("{name}: mission {numbers}", "{name}: missions {numbers}", len(won)).format(
        name=name, numbers=numbers
    )
    names = " · ".join(f"{s.missions.index(x) + 1}. {_(C.MISSION_NAMES[x])}" for x in won)
    return short + _gained(won), f"{name}: {names}"


def round_panel(table: Any, ev: Event, s: PaladinState) -> Announcement:
    """The end of round ``s.round`` (``s``: the shown state once its last mission is won; ``ev``: the
    next round's start, which names its dealer)."""
    won = round_won(s)
    totals = [E.honour(s, p) + C.RED_BONUS * E.reds(s, p) for p in range(s.players)]
    rows = []
    values = [  # the running total, said as such: the row's words are this round's missions
        ngettext("total {h} + {r} red = {t}", "total {h} + {r} red = {t}", E.reds(s, p)).format(
            h=E.honour(s, p), r=E.reds(s, p), t=totals[p]
        )
        for p in range(s.players)
    ]
    by_number = not all(_names_fit(table.seat_name(p), won[p], values[p]) for p in range(s.players))
    for p in range(s.players):
        value = values[p]
        text, tip = _row_text(table.seat_name(p), s, won[p], by_number)
        rows.append(Row(text, value, p, totals[p] == max(totals) > 0, tip))  # the leaders lit, as on every result
    dealer = ev.data["dealer"]
    low = E.honour(s, dealer)
    if table._is_you(dealer):
        body = _(
            "You deal next: the least honour from missions ({n}). Red paladins still score, but not when choosing the dealer."
        ).format(n=low)
    else:
        body = _(
            "{name} deals next: the least honour from missions ({n}). Red paladins still score, but not when choosing the dealer."
        ).format(name=table.seat_name(dealer), n=low)
    if sum(1 for p in range(s.players) if E.honour(s, p) == low) > 1:
        body += " " + _("A tie goes to the first of them after the last dealer.")
    title = _("Round {n} is over").format(n=s.round)
    return _panel(
        table,
        title,
        _("Missions won this round (+honour) · total: honour + red paladins"),
        body,
        rows,
        "laurel-crown",
    )
