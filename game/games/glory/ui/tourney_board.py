"""The tournament boards: Pas d'Armes (Florence, Paris, Munich rows of knights, each challenged by a
coat of arms) and Joust à Plaisance (the bracket 8 → 4 → 2 → final, with the trophy), drawn full,
as a preview strip under the action spaces, and as the two offers of the tournament chosen between
rounds (knight types only: the knights are drawn once the type is chosen)."""

from __future__ import annotations

import pygame

from game.games.glory import content as C
from game.games.glory import tips
from game.games.glory.board_text import chooser_line, knight_tip, offer_groups, tournament_rules
from game.games.glory.icons import KNIGHT_ICONS
from game.games.glory.tournament_choice import chooser
from game.games.glory.tournament_end import duel_values
from game.games.glory.ui.board import write
from game.games.glory.ui.cards import knight_spec, trophy_spec
from game.games.glory.ui.names import entrant_name, entrant_seat, seat_badge, seat_name
from game.i18n import _
from game.ui import text_fit
from game.ui.art.boards import board_surface, draw_town
from game.ui.art.heraldry import arms_from_name
from game.ui.kit import Card, cols, rows
from game.ui.kit import card as card_piece
from game.ui.kit.place import draw_place
from game.ui.widgets import style


def _targets(t) -> dict[tuple, tuple]:
    """Board place → the legal move that registers there (registration or the Herald)."""
    out = {tuple(a[1:]): a for a in t.legal if a[0] == "register"}
    out.update({tuple(a[2:]): a for a in t.legal if a[:2] == ("place", "herald")})
    return out


def _knight(
    t, surface, slot_key, knight: str, pos, size: int, targets, challenger: int = -1, result: str = ""
) -> pygame.Rect:
    mine = challenger == t.viewer and t.viewer_is_human()
    by = None if challenger < 0 else "" if mine else seat_name(t, challenger)
    herald = t.phase() == "action"  # a pawn on the Herald: the bar's chooser confirms where
    target = ("herald" if herald else "register") if slot_key in targets else ""
    tip = knight_tip(knight, by, target) + (f"\n{result}" if result else "")
    card = Card(("knight", slot_key), knight_spec(knight), tip=tip)
    if target:
        card.on_click = (lambda: t.on_space("herald")) if herald else (lambda a=targets[slot_key]: t.submit(a))
        card.highlight = None if herald else "target"
    return card_piece.draw(t, surface, card, pos, (size, size))


def draw_board(t, surface: pygame.Surface, rect: pygame.Rect, compact: bool = False) -> None:
    """The round's tournament board in ``rect`` (``compact``: one row, small tiles)."""
    s = t.view
    area = rect.inflate(-24, -20)
    if not compact:
        surface.blit(board_surface(rect.size), rect.topleft)
        head, area = board_parts(rect)
        _draw_head(t, surface, head, C.PAS if s.pas else C.PLAISANCE)
    (_draw_pas if s.pas else _draw_plaisance)(t, surface, area, _targets(t), compact)


HEAD_H = 40  # the full board's head: the tournament's name and how it plays


def board_parts(rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """The full board's head and the area under it (the bracket's eight rows need 40 px each for a
    knight's name on two lines at 15 px: the margins above and below are kept small)."""
    head, area = rows(rect.inflate(-24, -16), [HEAD_H, 1.0], gap=0)
    return head, area


def _draw_head(t, surface, rect: pygame.Rect, kind: str) -> None:
    """The tournament's name (and round) on the left, how it plays beside it; its tooltip says it all."""
    name_box, words = cols(rect, [170, 1.0], gap=10)
    rnd = t.view.round
    write(surface, _(C.TOURNAMENT_NAMES[kind]), name_box.move(0, -8), 19, style.CRIMSON_DARK, "title", min_size=15)
    write(surface, _("Round {n}/3").format(n=rnd), name_box.move(0, 12), 14, style.INK_SOFT, "bold")
    rules = tournament_rules(kind)
    write(surface, rules, words, 15, style.INK, max_lines=3, min_size=11)
    t.spots.add(rect, ("tournament-rules", kind), tip=f"{_(C.TOURNAMENT_NAMES[kind])}\n{rules}")


def pas_results(t) -> dict[str, str]:
    """Knight → the entrant who won its duel, for the Pas d'Armes duels fought so far (the one whose
    result the duel stage is still showing is left out: the board does not tell it first)."""
    fought = [(w, lo) for w, lo, _p, _v in duel_values(t.store.history)]
    if fought and t.stage.playing():
        fought = fought[:-1]
    return {(w if w.startswith("k:") else lo)[2:]: w for w, lo in fought if "k:" in (w[:2], lo[:2])}


def _result_words(t, winner: str) -> str:
    """The tooltip's line saying who won a knight's duel."""
    if winner.startswith("k:"):
        return _("Duel won by the knight")
    if entrant_seat(winner) == t.viewer and t.viewer_is_human():
        return _("Duel won by you")
    return _("Duel won by {name}").format(name=entrant_name(t, winner))


def _mark_result(surface, knight_rect: pygame.Rect, badge_rect: pygame.Rect | None, knight_won: bool) -> None:
    """The loser of a knight's duel dimmed and crossed, a laurel over the winner."""
    lost = knight_rect if not knight_won else badge_rect
    won = knight_rect if knight_won else badge_rect
    if lost is not None:
        shade = pygame.Surface(lost.size, pygame.SRCALPHA)
        shade.fill((20, 14, 10, 140))
        surface.blit(shade, lost.topleft)
        w = max(2, lost.w // 14)
        a, b = lost.inflate(-lost.w // 4, -lost.h // 4), style.CRIMSON
        pygame.draw.line(surface, b, a.topleft, a.bottomright, w)
        pygame.draw.line(surface, b, a.topright, a.bottomleft, w)
    if won is not None:
        side = max(16, min(30, won.w // 2))
        ico = style.icon("laurel-crown", side, style.GOLD)
        if ico is not None:
            spot = pygame.Rect(0, 0, side + 6, side + 6)
            spot.center = (won.right - side // 3, won.top + side // 3)
            pygame.draw.ellipse(surface, (30, 22, 14), spot)
            pygame.draw.ellipse(surface, style.GOLD_DARK, spot, 2)
            surface.blit(ico, ico.get_rect(center=spot.center))


def _draw_pas(t, surface, area: pygame.Rect, targets, compact: bool) -> None:
    towns = cols(area, [1.0] * 3, gap=10) if compact else rows(area, [1.0] * 3, gap=6)
    results = pas_results(t)
    for town_i, (box, row) in enumerate(zip(towns, t.view.pas)):
        name = _(C.TOWN_NAMES[C.TOWNS[town_i]])
        if compact:
            write(surface, name, pygame.Rect(box.x, box.y - 2, box.w, 20), 15, style.TEXT_LIGHT, "bold")
            size, x, y = min(52, box.h - 22), box.x, box.y + 20
        else:
            draw_town(surface, pygame.Rect(box.x, box.y + 6, 150, box.h - 12), name, arms_from_name(C.TOWNS[town_i]))
            size, x, y = min(90, box.h - 6), box.x + 172, box.y + 3
        for i, slot in enumerate(row):
            winner = results.get(slot.knight, "")
            words = _result_words(t, winner) if winner else ""
            r = _knight(t, surface, (town_i, i), slot.knight, (x, y), size, targets, slot.challenger, words)
            spot = None
            if slot.challenger >= 0:
                b = seat_badge(slot.challenger, 22 if compact else 34)
                spot = b.get_rect(center=r.bottomright) if compact else b.get_rect(midleft=(r.right + 6, r.centery))
                surface.blit(b, spot)
            if winner:
                _mark_result(surface, r, spot, winner.startswith("k:"))
            x = r.right + (10 if compact else 50)
    t.anchor("tournament", area)


def _draw_plaisance(t, surface, area: pygame.Rect, targets, compact: bool) -> None:
    s = t.view
    if compact:  # one row of places, the trophy in a cell of its own at its end
        *cells, prize = cols(area, [1.0] * 9 + [1.6], gap=6)
        lanes = [[pygame.Rect(c.x, area.y, min(c.w, area.h), min(c.w, area.h)) for c in cells]]
    else:
        lanes = _bracket_lanes(area)
        _draw_links(surface, lanes)
    for r, slots in enumerate(lanes):
        for i, rect in enumerate(slots[: len(s.bracket[r]) if r < len(s.bracket) else 0]):
            who = s.bracket[r][i]
            key = (i,) if r == 0 else None
            if who.startswith("k:"):
                _knight(t, surface, key if key else (r, i), who[2:], rect.topleft, rect.w, targets)
                if not compact:  # too small a face for words: its name beside it (the later rounds' taller
                    # rows take a long name on more lines)
                    pitch = max(rect.h + 4, int(area.h / C.PLAISANCE_SLOTS * 2**r))  # the row's height
                    name = pygame.Rect(rect.right + 4, rect.centery - pitch // 2, _name_width(area, r), pitch)
                    if r == len(lanes) - 1:  # the champion: under the place, the column's width
                        name = pygame.Rect(rect.x, rect.bottom + 4, _col_widths(area)[r], 3 * 20)
                    lines = 2 if r == 0 else 3
                    write(surface, _(C.KNIGHTS[who[2:]].name), name, NAME_SIZE, min_size=NAME_SIZE, max_lines=lines)
                continue
            lit, seat = key in targets and t.phase() != "action", entrant_seat(who)
            tip = entrant_name(t, who) or (_("Free place {n} of the joust").format(n=i + 1) if r == 0 else "")
            click = (lambda a=targets[key]: t.submit(a)) if lit else (lambda: t.on_space("herald"))
            badge = seat_badge(seat, rect.w - 16) if seat is not None else None
            shown = dict(lit=lit, filled=bool(who), badge=badge, label=str(i + 1) if r == 0 else "", tip=tip)
            draw_place(t, surface, rect, ("bracket", r, i), on_click=click if key in targets else None, **shown)
    top = lanes[-1][-1]
    side = min(prize.w, area.h) if compact else 90
    spot = pygame.Rect(prize.x, area.y, side, side) if compact else pygame.Rect(top.x, area.y, side, side)
    if s.trophy in C.TROPHIES:
        card_piece.draw(
            t, surface, Card("trophy", trophy_spec(s.trophy), tip=tips.trophy_text(s.trophy)), spot.topleft, spot.size
        )
    else:
        write(surface, tips.trophy_text(""), pygame.Rect(spot.x, spot.y, area.right - spot.x, spot.h), 15, min_size=13)
    t.anchor("tournament", area)


NAME_SIZE = 15  # px: a knight's name beside its small face in the bracket
_LINK = 14  # px between a column's slots and the next column: the connector lines


COLUMNS = (0.31, 0.25, 0.25, 0.19)  # the bracket's columns: the first round's eight rows are the
# tightest, so their names get the most width; the champion's name goes under its place, the trophy above


def _col_widths(area: pygame.Rect) -> list[int]:
    return [int(area.w * share) for share in COLUMNS]


def _name_width(area: pygame.Rect, column: int = 0) -> int:
    return _col_widths(area)[column] - _LINK - _slot_side(area) - 4


def _slot_side(area: pygame.Rect) -> int:
    return min(40, area.h // C.PLAISANCE_SLOTS - 4)


def _bracket_lanes(area: pygame.Rect) -> list[list[pygame.Rect]]:
    """The bracket laid left to right (8 → 4 → 2 → the champion), a small face per place and its
    name beside it: no name runs under another row's places, none leaves the board."""
    side, out, n = _slot_side(area), [], C.PLAISANCE_SLOTS
    widths = _col_widths(area)
    for c in range(4):
        x = area.x + sum(widths[:c])
        out.append(
            [pygame.Rect(x, int(area.y + area.h * (2 * i + 1) / (2 * n) - side / 2), side, side) for i in range(n)]
        )
        n //= 2
    return out


def _draw_links(surface: pygame.Surface, lanes: list[list[pygame.Rect]]) -> None:
    """Connector lines from each pair of places to the place its winner goes to (right of the names)."""
    colour = style.GOLD_DARK
    for lower, upper in zip(lanes, lanes[1:]):
        for i, up in enumerate(upper):
            pair = lower[2 * i : 2 * i + 2]
            mid_x = up.x - _LINK // 2
            for r in pair:
                pygame.draw.line(surface, colour, (mid_x - _LINK // 2, r.centery), (mid_x, r.centery), 3)
            pygame.draw.line(surface, colour, (mid_x, pair[0].centery), (mid_x, pair[-1].centery), 3)
            pygame.draw.line(surface, colour, (mid_x, up.centery), (up.x, up.centery), 3)


def draw_choice(t, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Both tournaments the chooser may pick for the next round, side by side, and who chooses."""
    s = t.view
    surface.blit(board_surface(rect.size), rect.topleft)
    seat = chooser(s)
    name = None if seat == t.viewer and t.viewer_is_human() else seat_name(t, seat)
    line, inner = chooser_line(s, name), rect.inflate(-28, -22)
    tall = text_fit.text_width(line, "bold", 17) > inner.w  # a tie-break said: two lines
    head, body = rows(inner, [52 if tall else 30, 1.0], gap=8)
    write(surface, line, head, 19, role="bold", **({"max_lines": 2} if tall else {}))
    for kind, box in zip(C.TOURNAMENT_TYPES, cols(body, [1.0, 1.0], gap=16)):
        action = ("tournament", kind)
        lit = action in t.legal
        tip = _("{tournament} for round {r}").format(tournament=_(C.TOURNAMENT_NAMES[kind]), r=s.round + 1)
        click = (lambda a=action: t.submit(a)) if lit else None
        draw_place(t, surface, box, ("offer", kind), lit=lit, tip=tip, on_click=click, radius=10)
        title, *lines = rows(box.inflate(-16, -12), [28, 1.0, 1.0, 1.0, 1.0], gap=4)
        write(surface, _(C.TOURNAMENT_NAMES[kind]), title, 20, style.CRIMSON_DARK, "title")
        for (label, types), line in zip(offer_groups(s, kind), lines):
            write(surface, label, pygame.Rect(line.x, line.y, line.w - 3 * 30, line.h // 2), 16, role="bold")
            names = ", ".join(  # a type met twice is counted ("2 × Polish Nobles"): the line stays short
                f"{types.count(k)} × {_(C.KNIGHT_TYPE_NAMES[k])}" if types.count(k) > 1 else _(C.KNIGHT_TYPE_NAMES[k])
                for k in dict.fromkeys(types)
            )
            write(
                surface, names, pygame.Rect(line.x, line.centery, line.w, line.h // 2), 15, style.INK_SOFT, min_size=13
            )
            for i, ktype in enumerate(types):
                ico = style.icon(KNIGHT_ICONS[ktype], 26, style.INK)
                r = pygame.Rect(line.right - (len(types) - i) * 30, line.y, 28, 28)
                if ico is not None:
                    surface.blit(ico, r)
                t.spots.add(r, ("type", kind, label, i), tip=_(C.KNIGHT_TYPE_NAMES[ktype]))
