"""Tournament's big moments: a Contest's ranking built before your eyes and its VP flying to the
scoreboard, and the scoreboard they land on.

A Contest is announced with every player's score in that category appearing in turn, top-down as a
ranking is read: the winner first (glowing), then each place below; once the announcement closes (its time or a
click), each player's VP leaves where their row was and flies to their line of the scoreboard, which
the announcement covered. The end game's last Contests are separate events, so they
play one by one, each with its own announcement ("end of the game").
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from game.core.rules import Event
from game.games.tournament import content as C
from game.games.tournament.prompts import tie_note
from game.games.tournament.scoring import category_score, category_totals, contest_order
from game.games.tournament.ui import favour as favour_key
from game.games.tournament.ui import settled
from game.games.tournament.ui.awarded import awarded_records, awarded_tip
from game.games.tournament.ui.cards import CONTEST_ART
from game.games.tournament.ui.favour import favour_tip, favours, sure_leader
from game.i18n import _
from game.ui import text_fit
from game.ui.kit.banner import Announcement, Row
from game.ui.kit.timeline import Then
from game.ui.names import seat_label
from game.ui.widgets import style

ROW_DELAY = 0.45  # seconds between two places of the ranking
LAST_LINE_H = 28  # the scoreboard's foot line about the last Contest
LAST_LINE_MIN = 13  # its smallest type: a longer line gives up the other players' VP (in its tooltip)
HOLD_SECONDS = 3.0  # the built ranking stays this long to be read, at any speed (the pointer on it holds it)


@lru_cache(maxsize=64)
def vp_token(text: str) -> pygame.Surface:
    """A small gold seal reading ``text`` ("+3 VP"), the thing that flies to the scoreboard."""
    with text_fit.where("contest VP token"):
        fit = text_fit.fit(text, "title", 20, 110, min_size=14)
    img = text_fit.render(fit, style.INK)
    out = pygame.Surface((img.get_width() + 24, img.get_height() + 10), pygame.SRCALPHA)
    pygame.draw.rect(out, (240, 212, 130), out.get_rect(), border_radius=out.get_height() // 2)
    pygame.draw.rect(out, style.CRIMSON_DARK, out.get_rect(), 2, border_radius=out.get_height() // 2)
    out.blit(img, img.get_rect(center=out.get_rect().center))
    return out


def contest_announcement(table: Any, ev: Event) -> Announcement:
    """The announcement of a scored Contest: the ranking, first place on top, built from the top."""
    d = ev.data
    cat = d["category"]
    mine = d["seat"] == table.viewer and table.viewer_is_human()
    if d.get("final"):  # not called: scored from the hand it was left in, as the log says
        sub = (
            _("Scored from your hand")
            if mine
            else _("Scored from {name}’s hand").format(name=table.player_name(d["seat"]))
        )
    elif mine:
        sub = _("Contest called by you")
    else:
        sub = _("Contest called by {name}").format(name=table.player_name(d["seat"]))
    if d.get("final"):
        seen, total = getattr(table, "finals_shown", (0, 0))
        if seen < total:  # the final Contests counted as they come: "2 of 3"
            table.finals_shown = (seen + 1, total)
            sub += " · " + _("final Contest {i} of {n}").format(i=seen + 1, n=total)
        else:
            sub += " · " + _("end of the game")
    order = contest_order(d["scores"], d["seat"])
    winner = d.get("winner", order[0])
    rows = [
        Row(
            f"{place + 1}. {table.seat_name(seat)} · " + _("score {score}").format(score=d["scores"][seat]),
            _("+{vp} VP").format(vp=d["vp"][seat]),
            seat,
            seat == winner,
        )
        for place, seat in enumerate(order)
    ]
    caller = None if d["seat"] == table.viewer and table.viewer_is_human() else table.player_name(d["seat"])
    body = " ".join(t for t in (_(C.CONTEST_RULES[cat]), tie_note(d["scores"], d["seat"], caller)) if t)
    a = Announcement(
        _(C.CONTEST_NAMES[cat]),
        sub,
        body,
        rows,
        CONTEST_ART[cat],
        row_delay=ROW_DELAY,  # the rows come top-down, the winner first, as the results screen reads
        real_time=True,
        until_click=table.viewer_is_human(),  # yours too: every Contest's result waits for a click
    )
    a.seconds = a.built_at + HOLD_SECONDS
    return a


def contest_animations(table: Any, ev: Event) -> list:
    """The announcement; once it has closed, each player's VP flies from where their row was to their
    scoreboard line (the scoreboard lies under the announcement: the chips never cross its text)."""
    a = contest_announcement(table, ev)
    anims = [*table.announce(a), Then()]
    order = contest_order(ev.data["scores"], ev.data["seat"])
    for place, seat in enumerate(order):
        vp = ev.data["vp"][seat]
        if vp:
            token = vp_token(_("+{vp} VP").format(vp=vp))
            anims.append(table.row_flight(token, a, place, ("score", seat), 0.12 * place, over=False))
    return anims


def story(session: Any) -> list[tuple[int | None, str]]:
    """The results screen's story: each Contest in the order scored with every VP it gave, the winner's
    first (so each player's VP in these lines add up to their total); the last Contests, played from the
    hands once the deck was out, under a line of their own."""
    out: list[tuple[int | None, str]] = []
    for r in session.store.state.history:
        winner = getattr(r, "winner", None)
        if winner is None:
            winner = contest_order(r.scores, r.active)[0]
        if r.final and not any(seat is None for seat, _line in out):
            out.append((None, _("At the end of the game:")))
        order = [winner] + [s for s in contest_order(r.scores, r.active) if s != winner]
        results = ", ".join(
            _("{name} +{vp}").format(name=seat_label(session, seat), vp=r.vp[seat]) for seat in order if r.vp[seat]
        )
        line = _("{contest}: {results} VP").format(contest=_(C.CONTEST_NAMES[C.category(r.card)]), results=results)
        out.append((winner, line))
    out += tie_break_lines(session)
    return out


def tie_break_lines(session: Any) -> list[tuple[int | None, str]]:
    """For every score in the standings that several players share (the most VP first, then each lower
    tie, a shared 2nd and 3rd place too): a line saying that the total force in play (Court Intrigue's count)
    decides, or that it ties too (a shared place), then each of them with that score."""
    state = session.store.state
    out: list[tuple[int | None, str]] = []
    for vp in sorted(set(state.vp), reverse=True):
        tied = [s for s in range(state.players) if state.vp[s] == vp]
        if len(tied) < 2:
            continue
        intrigue = {s: category_score(state.combos[s], C.COURT_INTRIGUE) for s in tied}
        tied.sort(key=lambda s: -intrigue[s])
        if intrigue[tied[0]] > intrigue[tied[1]]:
            head = _("Tie at {vp} VP: the total force in play decides").format(vp=vp)
        else:
            head = _("Tie at {vp} VP and in total force in play").format(vp=vp)
        out.append((None, head))
        out += [
            (s, _("{name}: total force in play {score}").format(name=seat_label(session, s), score=intrigue[s]))
            for s in tied
        ]
    return out


def record_winner(rec: Any) -> int:
    """The seat that won a scored Contest (its record)."""
    winner = getattr(rec, "winner", None)
    return contest_order(rec.scores, rec.active)[0] if winner is None else winner


def draw_scoreboard(table: Any, surface: pygame.Surface, area: pygame.Rect) -> None:
    """The VP and the nine category totals of every player (a scored category greyed; King's Favour
    with the hand, see ``favour``)."""
    v = table.table_view  # the VP land as each Contest's panel closes
    style.draw_panel(surface, area, "parchment")
    x0, name_w, vp_w, col = area.x + 12, 104, 44, 37
    text_fit.draw(surface, _("Scoreboard"), pygame.Rect(x0, area.y + 6, 300, 30), "title", 20, style.INK, align="left")
    awarded = awarded_records(v)
    won = {cat: record_winner(r) for cat, r in awarded.items()}
    scored = set(won)
    hy, cx0 = area.y + 40, x0 + 30 + name_w + vp_w
    favour = favours(v)
    plus = any(f.text.endswith("+") for f in favour)  # a "+" shows: the line under the rows says what it means
    key_h = favour_key.KEY_H if plus else 0
    row_h = min(30, (area.bottom - hy - 34 - LAST_LINE_H - key_h) // max(1, v.players))
    if scored:
        settled.draw_key(surface, pygame.Rect(x0 + 150, area.y + 8, area.right - x0 - 160, 26))
    for cat in scored:  # a settled column shaded from its icon to the last row
        settled.draw_band(surface, pygame.Rect(cx0 + cat * col - 1, hy - 2, col - 1, 36 + row_h * v.players))
    text_fit.draw(surface, _("VP"), pygame.Rect(x0 + 30 + name_w, hy, vp_w, 28), "bold", 17, style.INK, min_size=12)
    for cat in range(9):
        r = pygame.Rect(cx0 + cat * col, hy, col - 3, 28)
        ico = style.icon(CONTEST_ART[cat], 24, style.INK_SOFT if cat in scored else style.CRIMSON_DARK)
        if ico:
            surface.blit(ico, ico.get_rect(center=r.center))
        tip = _("{contest}: {rule}").format(contest=_(C.CONTEST_NAMES[cat]), rule=_(C.CONTEST_RULES[cat]))
        if cat in won:  # its winner's badge on the greyed icon: who won which Contest, always in view
            seat = won[cat]
            b = style.badge(seat, 15)
            surface.blit(b, b.get_rect(center=(r.right - 4, r.bottom - 3)))
            if seat == table.viewer and table.viewer_is_human():
                tip += " " + _("(scored: you won it)")
            else:
                tip += " " + _("(scored: {name} won it)").format(name=table.player_name(seat))
        table.spots.add(r, ("category", cat), tip=tip)
    totals = [category_totals(c) for c in v.combos]
    frozen = {cat: list(r.scores) for cat, r in awarded.items() if cat != C.KINGS_FAVOR}
    y = hy + 34
    for seat in range(v.players):
        row = pygame.Rect(x0 - 4, y, area.w - 16, row_h - 2)
        if table._active(seat):
            pygame.draw.rect(surface, (236, 214, 160), row, border_radius=6)
        b = style.badge(seat, 22)
        surface.blit(b, b.get_rect(midleft=(x0, row.centery)))
        name_box = pygame.Rect(x0 + 30, row.y, name_w - 6, row.h)
        text_fit.draw(
            surface, table.seat_name(seat), name_box, "bold", 17, style.INK, align="left", min_size=13, ellipsis_ok=True
        )
        vp_box = pygame.Rect(x0 + 30 + name_w, row.y, vp_w, row.h)
        text_fit.draw(surface, str(v.vp[seat]), vp_box, "title", 20, style.CRIMSON)
        table.anchor(("score", seat), vp_box)
        cells = []
        for cat in range(9):
            best = max(t[cat] for t in totals)
            val = str(totals[seat][cat])
            lead = totals[seat][cat] == best and best > 0
            if cat == C.KINGS_FAVOR:  # the hand counts too: what the viewer knows of it
                val, lead = favour[seat].text, sure_leader(favour, seat)
            elif (
                cat in frozen
            ):  # the score it was awarded with, not the total in play since (the ring tells the winner)
                val, lead = str(frozen[cat][seat]), False
            colour = style.INK_SOFT if cat in scored else (style.CRIMSON_DARK if lead else style.INK)
            box = pygame.Rect(cx0 + cat * col, row.y, col - 3, row.h)
            if won.get(cat) == seat:
                settled.ring_winner(surface, box, seat)
            text_fit.draw(surface, val, box, "bold" if lead else "text", 17, colour, min_size=12)
            cells.append(box)
        table.spots.add(row, ("score", seat), tip=table._totals_tip(seat))
        table.spots.add(cells[C.KINGS_FAVOR], ("favour", seat), tip=favour_tip(favour[seat], table.seat_name(seat)))
        for cat, scores in frozen.items():
            tip = awarded_tip(cat, table.seat_name(seat), scores[seat])
            if cat in settled.LIVE_AFTER:  # its total in play since still breaks a tie on VP: said, not shown
                tip += "\n" + settled.live_tip(table.seat_name(seat), totals[seat][cat])
            table.spots.add(cells[cat], ("awarded", cat, seat), tip=tip)
        y += row_h
    if plus:
        favour_key.draw_key(table, surface, pygame.Rect(x0, y + 2, area.right - 12 - x0, key_h))
    if v.history:
        draw_last_contest(table, surface, pygame.Rect(x0 - 4, area.bottom - LAST_LINE_H - 4, area.w - 16, LAST_LINE_H))


def last_contest_text(table: Any, rec: Any, width: int | None = None) -> tuple[str, str]:
    """The scoreboard's line about the last Contest scored (who called it, or from whose hand the game
    scored it at the end; who got what) and its tooltip (the whole ranking with the scores). With
    ``width``, the longest of the line's forms that fits it whole (every player's VP, else the
    winner's, else without the caller)."""
    contest = _(C.CONTEST_NAMES[C.category(rec.card)])
    order = contest_order(rec.scores, rec.active)
    results = ", ".join(
        _("{name} +{vp}").format(name=table.seat_name(seat), vp=rec.vp[seat]) for seat in order if rec.vp[seat]
    )
    winner = _("{name} +{vp}").format(name=table.seat_name(order[0]), vp=rec.vp[order[0]])
    yours = rec.active == table.viewer and table.viewer_is_human()
    if rec.final and yours:  # scored at the game's end from the hand it was left in: nobody called it
        line = _("Last Contest: {contest}, scored from your hand · {results} VP").format(
            contest=contest, results=results
        )
        short = _("Last Contest: {contest}, scored from your hand · won by {winner} VP")
    elif rec.final:
        line = _("Last Contest: {contest}, scored from {name}’s hand · {results} VP").format(
            contest=contest, name=table.player_name(rec.active), results=results
        )
        short = _("Last Contest: {contest}, scored from {name}’s hand · won by {winner} VP")
    elif yours:
        line = _("Last Contest: {contest}, called by you · {results} VP").format(contest=contest, results=results)
        short = _("Last Contest: {contest}, called by you · won by {winner} VP")
    else:
        line = _("Last Contest: {contest}, called by {name} · {results} VP").format(
            contest=contest, name=table.player_name(rec.active), results=results
        )
        short = _("Last Contest: {contest}, called by {name} · won by {winner} VP")
    tip = [line]
    forms = [
        line,
        short.format(contest=contest, name=table.player_name(rec.active), winner=winner),
        _("Last Contest: {contest} · won by {winner} VP").format(contest=contest, winner=winner),
    ]
    if width is not None:
        line = next((f for f in forms if text_fit.text_width(f, "bold", LAST_LINE_MIN) <= width), forms[-1])
    tip += [
        _("{place}. {name}: {score} → +{vp} VP").format(
            place=place + 1, name=table.seat_name(seat), score=rec.scores[seat], vp=rec.vp[seat]
        )
        for place, seat in enumerate(order)
    ]
    return line, "\n".join(tip)


def draw_last_contest(table: Any, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The last Contest scored, kept in view at the scoreboard's foot until the next one: a rival's
    Contest stays readable after its announcement has gone."""
    box = rect.inflate(-12, 0)
    line, tip = last_contest_text(table, table.table_view.history[-1], box.w)
    pygame.draw.rect(surface, (236, 214, 160), rect, border_radius=6)
    text_fit.draw(
        surface, line, box, "bold", 16, style.CRIMSON_DARK, align="left", min_size=LAST_LINE_MIN, ellipsis_ok=True
    )
    table.spots.add(rect, "last-contest", tip=tip)
