"""How a game of Joust for Fun was won, read from the action log: each player's fans by where they
came from (strikes, blocks, knock-outs, abilities, taken from others) and where they went (taken by
others, spent on Fan Support), the knights they knocked out, the strikes and blocks they made, and the
story in order (every knock-out and change of the lead, then who won and why).
Only public events are read (combat cards once revealed, damage, fans). Pure text: no pygame."""

from __future__ import annotations

from typing import Any

from game.games.joust import content as C
from game.games.joust.describe import knight_name
from game.i18n import N_, _, ngettext
from game.ui.names import seat_label, the_viewer

#: a fan event's reason → its breakdown row
FAN_ROWS = {
    "strike": N_("Fans from strikes"),
    "block": N_("Fans from blocks"),
    "knockout": N_("Fans from knock-outs"),
    "ability": N_("Fans from abilities"),  # a knight's, or one a court card gives it
    "steal": N_("Fans won from rivals"),  # a court card's or an ability's
}
TAKEN, LOST = FAN_ROWS["steal"], N_("Fans lost to rivals")
SPENT = N_("Fans spent")  # on Fan Support (A Knight’s Tale): 6 for each damage bought
KNOCKED = N_("Knock-outs made")
STRIKES = N_("Strikes landed")
BLOCKS = N_("Attacks blocked")


def _events(session: Any):
    for step in session.store.history:
        yield from step.events


def breakdown(session: Any) -> list[dict[str, int]]:
    """One dict per seat: row msgid → count (the results screen's breakdown)."""
    n = len(session.seats)
    variant = session.store.state.variant
    # each strike and each block wins one fan: with the fans' rows, counting them again said it twice
    rows = [KNOCKED, STRIKES, BLOCKS] if variant == C.CAROUSEL else [*FAN_ROWS.values(), LOST, KNOCKED]
    if variant == C.TALE:  # the fans won, less those taken and spent, are the fans left
        rows.insert(rows.index(LOST) + 1, SPENT)
    out = [dict.fromkeys(rows, 0) for _s in range(n)]
    for ev in _events(session):
        d = ev.data
        if ev.kind == "fans" and variant != C.CAROUSEL:
            out[d["seat"]][FAN_ROWS.get(d.get("why", ""), FAN_ROWS["ability"])] += d["amount"]
        elif ev.kind == "fans_lost" and variant != C.CAROUSEL:
            out[d["seat"]][LOST] += d["amount"]
        elif ev.kind == "decree":
            out[d["seat"]][SPENT] += d["cost"]
        elif ev.kind == "knockout" and 0 <= d.get("by", -1) < n and d["by"] != d["seat"]:
            out[d["by"]][KNOCKED] += 1
        elif ev.kind == "reveal" and variant == C.CAROUSEL:
            if d["result"] == "strike":
                out[d["attacker"]][STRIKES] += 1
            else:
                out[d["defender"]][BLOCKS] += 1
    return out


def why_won(session: Any, winner: int) -> str:
    """Why ``winner`` won, for the story's last line and the final moment."""
    st = session.store.state
    you = winner == the_viewer(session)
    name = seat_label(session, winner)
    if st.variant == C.CAROUSEL:
        if you:
            return _("Your Maiden is the last one in the tournament: you win")
        return _("The Maiden of {name} is the last one in the tournament: {name} wins").format(name=name)
    if st.variant == C.TALE:
        n = st.seats[winner].trophies
        if you:
            return ngettext("You win with {n} trophy", "You win with {n} trophies", n).format(n=n)
        return ngettext("{name} wins with {n} trophy", "{name} wins with {n} trophies", n).format(name=name, n=n)
    n = st.seats[winner].fans
    if you:
        return ngettext("You win with {n} fan", "You win with {n} fans", n).format(n=n)
    return ngettext("{name} wins with {n} fan", "{name} wins with {n} fans", n).format(name=name, n=n)


def _leader(fans: list[int]) -> int:
    """The seat strictly ahead on fans (-1 on a tie at the top or before anyone has one)."""
    top = max(fans)
    return fans.index(top) if top > 0 and fans.count(top) == 1 else -1


def _lead_line(session: Any, turn: int, seat: int, fans: list[int], me: int) -> str:
    """ "Turn 5: you take the lead, 6–4": the score of the leader against the best of the others."""
    rest = max(f for s, f in enumerate(fans) if s != seat)
    if seat == me:
        return _("Turn {t}: you take the lead, {n}–{m} fans").format(t=turn, n=fans[seat], m=rest)
    return _("Turn {t}: {name} takes the lead, {n}–{m} fans").format(
        t=turn, name=seat_label(session, seat), n=fans[seat], m=rest
    )


def story(session: Any) -> list[tuple[int | None, str]]:
    """(seat, line) in order: every knock-out (turn, who knocked out whom), every change of the lead on
    fans at a turn's end (the standard game), then who won and why."""
    out: list[tuple[int | None, str]] = []
    turn = 0
    me = the_viewer(session)
    n = len(session.seats)
    fans = [0] * n
    leader = -1
    by_fans = session.store.state.variant == C.STANDARD

    def lead_changes() -> None:
        nonlocal leader
        now = _leader(fans)
        if by_fans and now >= 0 and now != leader:
            out.append((now, _lead_line(session, turn, now, fans, me)))
        if now >= 0:
            leader = now

    for ev in _events(session):
        d = ev.data
        if ev.kind == "turn_start":
            lead_changes()  # the lead as the turn before ended (not every swing inside a combat)
            turn = d["turn"]
        elif ev.kind in ("fans", "fans_lost") and 0 <= d.get("seat", -1) < n:
            fans[d["seat"]] = d["total"]
        elif ev.kind == "knockout":
            by = d.get("by", -1)
            knight = knight_name(d["card"])
            if by == me and by != d["seat"]:
                out.append((by, _("Turn {t}: you knock out {knight}").format(t=turn, knight=knight)))
            elif 0 <= by < n and by != d["seat"]:
                line = _("Turn {t}: {name} knocks out {knight}").format(
                    t=turn, name=seat_label(session, by), knight=knight
                )
                out.append((by, line))
            else:
                out.append((d["seat"], _("Turn {t}: {knight} is knocked out").format(t=turn, knight=knight)))
    winner = session.store.state.winner
    if winner >= 0:
        why = why_won(session, winner)
        if winner == me:  # after the colon it goes on in lower case, as "you knock out" does (a name keeps its capital)
            why = why[:1].lower() + why[1:]
        out.append((winner, _("Turn {t}: {why}").format(t=turn, why=why)))
    return out


def score_text(session: Any, score: float) -> str:
    """A final score with the mode's unit, for the results screen's standings: "2 trophies", "12 fans",
    "5 health"."""
    n = round(score)
    variant = session.store.state.variant
    if variant == C.CAROUSEL:
        return _("{n} health").format(n=n)
    if variant == C.TALE:
        return ngettext("{n} trophy", "{n} trophies", n).format(n=n)
    return ngettext("{n} fan", "{n} fans", n).format(n=n)
