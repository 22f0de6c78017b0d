"""Each player's panel: glory, coins, Strength, Faith, mount and armor, pawns left, Prestige tokens
(active or flipped; the viewer's row also shows how many of each colour the supply still holds),
supports and relics (active or used), character card, journey hand (cards for the viewer, backs for
the others), objectives, cards played, and what they did since the viewer last acted. During a duel
a combatant's panel shows what the duel has left them. Otto gets his own panel in solo games."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.games.glory import board_text as B
from game.games.glory import content as C
from game.games.glory import panel_text as P
from game.games.glory import tips
from game.games.glory import titles_now as TN
from game.games.glory.duel_display import as_fighting
from game.games.glory.otto_words import otto_card_tip
from game.games.glory.state import OTTO, PlayerState, clone_player
from game.games.glory.ui.board import write
from game.games.glory.ui.cards import (
    automa_spec,
    character_spec,
    journey_spec,
    knight_spec,
    mini_face,
    relic_spec,
    support_spec,
    title_spec,
)
from game.games.glory.ui.names import seat_badge
from game.i18n import _
from game.ui import text_fit
from game.ui.art.tokens import render_token
from game.ui.kit import Card, CardRow, HandFan, PlayerPanel, cols, rows
from game.ui.kit import card as card_piece
from game.ui.kit.caption import draw_captioned
from game.ui.kit.player_panel import HEADER_H
from game.ui.kit.resources import Resource, draw_resources, picture
from game.ui.widgets import style

HAND_CARD = (90, 126)
PANEL = PlayerPanel("dark")


def _tiles(
    t,
    surface,
    p: PlayerState,
    rect: pygame.Rect,
    size: int,
    prestige: bool = True,
    keep: int = 0,
    kinds: str = "sr",
    span: slice = slice(None),
) -> int:
    """(Prestige tokens,) supports ("s" in ``kinds``; ``span`` of them) and relics ("r") in a row from
    ``rect``'s left, named when the row has room (``keep``: px left free after the names, for what
    follows); returns the x after them."""
    x = rect.x
    for colour, active in p.prestige.items() if prestige else ():
        r = surface.blit(render_token("prestige", size, colour=colour, active=active), (x, rect.y + 2))
        t.spots.add(r, ("prestige", p.seat, colour), tip=P.prestige_tip(colour, active))
        x = r.right + 3
    supports, relics = (p.supports[span] if "s" in kinds else []), (p.relics if "r" in kinds else [])
    first = span.indices(len(p.supports))[0]
    owned = [
        (("support", p.seat, first + i), support_spec(x.kind), x, tips.support_text(x.kind))
        for i, x in enumerate(supports)
    ]
    owned += [(("relic", p.seat, i), relic_spec(x.kind), x, _(tips.RELIC_TEXT[x.kind])) for i, x in enumerate(relics)]
    if not owned:
        return x
    names = [tile_name(tile) for _key, _spec, tile, _text in owned]
    cards = [
        Card(key, spec, tip=f"{name}\n{text}", dim=not tile.active)
        for (key, spec, tile, text), name in zip(owned, names)
    ]
    room = pygame.Rect(x + 6, rect.y, rect.right - x - 6, size)
    plain = [tile_name(tile, marked=False) for _k, _s, tile, _t in owned]
    for text_size, marked in ((CAPTION, True), (CAPTION, False), (SMALL_CAPTION, False)):  # names as room allows
        shown = names if marked else plain
        widths = [size + 4 + text_fit.text_width(name, "text", text_size) + 10 for name in shown]
        if sum(widths) <= room.w - keep:
            return _captioned_row(t, surface, room, size, cards, shown, widths, owned, text_size)
    split = [two_lines(name, SMALL_CAPTION) for name in plain]
    for tile in sorted({size, min(size, SMALL_TILE)}, reverse=True) if rect.h >= TWO_LINES else ():
        widths = [tile + 4 + w + 10 for _name, w in split]  # a tall row: the long names on two lines, whole
        if sum(widths) <= room.w - keep:
            shown = [name for name, _w in split]
            room.h = min(rect.h, tile + 20)  # the two lines' height, the tiles centred beside them
            return _captioned_row(t, surface, room, tile, cards, shown, widths, owned, SMALL_CAPTION)
    need = [text_fit.text_width(name, "text", SMALL_CAPTION) for name in plain]
    share = (room.w - keep) // len(owned)  # many tiles: the names share the row (the short ones whole)
    if share - size - 14 < SHORT_NAME and share - SMALL_TILE - 14 >= SHORT_NAME - 6 and size > SMALL_TILE:
        size = SMALL_TILE  # smaller tiles, so that each still has its name beside it
    if share - size - 14 >= SHORT_NAME - 6:
        widths = fair_shares([size + 14 + w for w in need], room.w - keep)
        shown = [
            name
            if w >= size + 14 + n
            else text_fit.abbreviate(name, "text", SMALL_CAPTION, w - size - 14)
            or text_fit.abbreviate(name, "text", TINY_CAPTION, w - size - 14, 2)
            or _first_letters(name, TINY_CAPTION, w - size - 14)
            for name, n, w in zip(plain, need, widths)
        ]  # every tile named, if only by its first letters
        return _captioned_row(t, surface, room, size, cards, shown, widths, owned, SMALL_CAPTION)
    return CardRow((size, size), gap=3, min_step=12, shadow=False).draw(t, surface, room, cards)[-1].right


def fair_shares(need: list[int], room: int) -> list[int]:
    """Widths for items needing ``need`` px in ``room`` px: each gets what it needs up to one level,
    the same for all, set so the widths fill the room (short names whole, long ones share the rest)."""
    if sum(need) <= room:
        return list(need)
    left, rest = room, sorted(need)
    level = room // len(need)
    for i, n in enumerate(rest):
        level = left // (len(rest) - i)
        if n > level:
            break
        left -= n
    return [min(n, level) for n in need]


def two_lines(name: str, size: int) -> tuple[str, int]:
    """``name`` on one line or two, split at the space or after the hyphen that makes its wider line
    the narrowest ("Dama di\ncompagnia", "Lady-in-\nWaiting"), and that width at ``size`` px."""
    best = (name, text_fit.text_width(name, "text", size))
    for i, ch in enumerate(name):
        if ch not in " -" or i in (0, len(name) - 1):
            continue
        head, tail = (name[:i], name[i + 1 :]) if ch == " " else (name[: i + 1], name[i + 1 :])
        w = max(text_fit.text_width(head, "text", size), text_fit.text_width(tail, "text", size))
        if w < best[1]:
            best = (f"{head}\n{tail}", w)
    return best


def _first_letters(name: str, size: int, width: int) -> str:
    """The most of ``name``'s first letters (two at least) with a full stop that fit ``width`` (a name
    with no syllable's end early enough to abbreviate at: "Minstrel" → "Mins.")."""
    for end in range(len(name) - 1, 1, -1):
        head = name[:end].rstrip(" -")
        if text_fit.text_width(head + ".", "text", size) <= width:
            return head + "."
    return name[:2] + "."


def _captioned_row(t, surface, room: pygame.Rect, size: int, cards, shown, widths, owned, text_size: int) -> int:
    """The tiles in a row from ``room``'s left, each with its name (``shown``) beside it in its width."""
    lines = max(1, max((name.count("\n") + 1 for name in shown), default=1))
    high = max(room.h, lines * text_fit.line_height("text", text_size))  # the names' lines whole
    for card, name, w, (_key, _spec, tile, _text) in zip(cards, shown, widths, owned):
        ink = style.TEXT_LIGHT if tile.active else style.TEXT_DIM  # a used one: dim, like its tile
        draw_captioned(t, surface, pygame.Rect(room.x, room.y, w, high), card, (size, size), name, ink=ink,
                       text_size=text_size, min_size=min(text_size, TINY_CAPTION))  # fmt: skip
        room.x += w
    return room.x


CAPTION = 14  # px: a support's or relic's name beside its tile
TINY_CAPTION = 11  # px: a name abbreviated to fit a share too narrow for SMALL_CAPTION
SMALL_CAPTION = 13  # px: those names in a crowded row (at 12 px the body font spaces letters oddly: "Mene str.")
TWO_LINES = 36  # px: the least row that holds two lines of names at SMALL_CAPTION
SHORT_NAME = 24  # px: the least room for an abbreviated name beside its tile (three letters and ".")
SMALL_TILE = 26  # px: a support's tile in a row too crowded to name them at their usual size
NEWS_ROOM = 240  # px kept for the latest moves beside another player's tiles
CROWDED = 6  # tiles from which another player's row is theirs alone (the latest moves go beside the name)


def tile_name(tile, marked: bool = True) -> str:
    """A support's or relic's name, said to be used when it is face down (``marked``)."""
    kind = tile.kind
    name = _(C.SUPPORT_KINDS[kind].name) if kind in C.SUPPORT_KINDS else _(C.RELIC_NAMES[kind])
    return name if tile.active or not marked else _("{name} (used)").format(name=name)


def fighting_now(t, s, seat: int):
    """``as_fighting`` for the panels' view, less the Strength the duel stage has already shown put on
    the board since that view, with the glory the table shows (``t.glory_shown``: the track's too; the
    panels wait for a duel's end, the tokens spent and the prize shown do not)."""
    p, c = as_fighting(s, s.players[seat])
    spent, glory = t.strength_shown_spent.get(seat, 0), t.glory_shown(seat)
    if spent or glory != p.glory:
        p = clone_player(p) if c is None else p  # ``as_fighting`` copies a fighter only
        p.strength, p.glory = max(0, p.strength - spent), glory
    return p, c


def draw_me(t, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The viewer's panel: everything of theirs, their hand fanned in the middle."""
    s = t.panel_view
    p, c = fighting_now(t, s, t.viewer)
    body = _header(t, surface, rect, p)
    line, tiles, low = rows(body, [30, 40, 1.0], gap=4)
    counted = worded(
        [(lambda w: P.resources(p, c, s.phase, t.is_fresh, w), 24, 20, 14), (lambda w: P.played(p, w), 18, 20, 14)],
        lambda g: sum(counters_width(*x) for x in g) <= line.w - (TITLES_ROOM if titles_now(s, p, line.w) else 0),
    )
    x = line.x
    for resources, px, figures, space in counted:
        x = draw_resources(t, surface, (x, line.y), resources, px, size=figures, height=30, gap=space, right=line.right)
    draw_resources(t, surface, (x, line.y), titles_now(s, p, line.right - x), 18, height=30, gap=14, right=line.right)
    if _tiles(t, surface, p, tiles, 36) == tiles.x:
        write(surface, _("No Prestige token, support or relic yet"), tiles, 15, style.TEXT_DIM)
    many = len(p.titles) > 1  # several objectives: a list of small captioned cards, each name readable
    who, hand, goals = cols(low, [86, 1.0, 178 if many else 86], gap=8)
    if p.character in C.CHARACTERS:
        card = Card(("character", p.seat), character_spec(p.character), tip=tips.character_text(p.character))
        card_piece.draw(t, surface, card, (who.x, who.y + 4), (84, 118), shadow=False)
    titles = [
        Card(("objective", i), title_spec(x), tip=P.objective_tip(x, p))
        for i, x in enumerate(p.titles)
        if x in C.TITLES
    ]
    if many:
        for card, box in zip(titles, rows(goals.inflate(0, -4), [1.0] * len(titles), gap=4)):
            card.face = mini_face(card.spec)  # too small for its text: the caption names it, the zoom reads it
            text = P.objective_name(p.titles[card.key[1]])
            draw_captioned(t, surface, box, card, (box.h * 5 // 7, box.h), text, ink=style.TEXT_LIGHT, min_size=12)
    else:
        CardRow((84, 118), shadow=False).draw(t, surface, goals.move(0, 4), titles)
    t.anchor(("hand", p.seat), hand)


def titles_now(s, p: PlayerState, room: int) -> list[tuple]:
    """In a solo game scored by glory, the counter of what the player's titles would give now: "Titles
    so far: +9", or only "+9" (its tooltip saying it whole) where the row has no room for the words."""
    if s.solo is None or s.solo.mode == "champion" or s.phase in ("titles", "over"):
        return []
    n = TN.player_titles_now(s, p)
    full = (("icon", "ribbon-medal"), TN.player_line(n), TN.player_tip(), ("titles-now", p.seat))
    if counters_width([full], 18, 20, 0) <= room:
        return [full]
    return [(full[0], f"+{n}", TN.player_line(n) + "\n" + TN.player_tip(), full[3])]


def hand_places(before: list[str | None], hand: list[str]) -> list[str | None]:
    """The hand's cards in their places: each card still held keeps the place it had in ``before``, a
    card that left leaves its place empty (None), a card drawn joins at the right end (the table closes
    the gaps once the pointer is off the hand, so no card ever slides under it)."""
    left = list(hand)
    out: list[str | None] = []
    for card in before:
        if card is not None and card in left:
            left.remove(card)
            out.append(card)
        else:
            out.append(None)
    return out + left


def draw_hand(t, surface: pygame.Surface) -> None:
    """The viewer's journey cards, fanned where ``draw_me`` left room (drawn every frame: they lift)."""
    p, hand = t.view.players[t.viewer], t.anchors.get(("hand", t.viewer))
    if hand is None:
        return
    playable = {a[1]: a for a in t.legal if a[0] in ("play", "exchange")} if t.can_act() else {}  # no glow meanwhile
    now = _("Not possible now:")
    why = {u.label: f"\n{now} {u.reason}" for c in t.bar.controls.values() for u in c.unavailable}
    key = (t.viewer, t.view.round, t.view.phase)  # the cards keep their places under the pointer
    before = t.__dict__.get("_hand_places")
    places = hand_places(before[1], p.hand) if before and before[0] == key else list(p.hand)
    if not hand.collidepoint(t.app.mouse_pos):
        places = [card for card in places if card is not None]  # the pointer away: a played card's gap closes
    t._hand_places = (key, places)
    cards: list[Card | None] = []
    for card in places:
        if card is None:
            cards.append(None)
            continue
        tip = B.journey_tip(card) + ("" if card in playable else why.get(_(C.JOURNEY[card].name), ""))
        cards.append(Card(card, journey_spec(card), tip=tip, highlight="target" if t.is_fresh(card) else None))
        if card in playable:
            cards[-1].highlight, cards[-1].on_click = "playable", (lambda a=playable[card]: t.submit(a))
    if not p.hand:
        write(surface, _("No journey card in hand"), hand, 17, style.TEXT_DIM, align="center")
    fan = HandFan(HAND_CARD)
    if len(cards) > 1 and fan.layout(hand, len(cards))[1] < NAME_STRIP:
        _draw_hand_list(t, surface, hand, cards)  # a fan would hide their names: a list of named mini cards
        return
    fan.draw(t, surface, hand, cards, lift_on_hover=t.can_act())


NAME_STRIP = 64  # px: the least strip of a fanned hand card that still shows its name


def hand_grid(n: int) -> tuple[int, int]:
    """(columns, rows) of a hand of ``n`` places shown as a list: two columns, a third past ten places."""
    columns = 2 if n <= 10 else 3
    return columns, -(-n // columns)


def _draw_hand_list(t, surface: pygame.Surface, rect: pygame.Rect, cards: list[Card | None]) -> None:
    """A crowded hand: each card a mini card with its name beside it, in columns (a place left by a
    card played stays empty, so the others never move under the pointer); the zoom shows the card."""
    columns, lines = hand_grid(len(cards))
    boxes = [
        box for col in cols(rect.inflate(0, -4), [1.0] * columns, gap=8) for box in rows(col, [1.0] * lines, gap=3)
    ]
    for card, box in zip(cards, boxes):
        if card is None:
            continue
        card.face = mini_face(card.spec)
        ink = style.GOLD if card.highlight == "playable" else style.TEXT_LIGHT
        name = _(C.JOURNEY[card.key].name)
        draw_captioned(t, surface, box, card, (box.h * 5 // 7, box.h), name, ink=ink, text_size=15, min_size=12)


def _header(t, surface, rect, p: PlayerState, news: str = "") -> pygame.Rect:
    note, score, tip = P.header(p)
    if news:  # a panel with no row for the latest moves: the header's tooltip tells them (the character stays)
        tip = "\n".join(x for x in (note, tip, _("Latest moves:") + " " + news) if x)
    active = p.seat == t.panel_view.actor
    return PANEL.draw(t, surface, rect, p.seat, score=score, active=active, note=note, tip=tip)


SHORT_BODY = 50  # px: under this, a panel (four players) has two thin rows under its header
THIN_ROW = 19  # px: each of those rows (resources, then the supports and relics with their names)


def whole_width(p: PlayerState, size: int, kinds: str = "sr", prestige: bool = True) -> int:
    """The px ``p``'s Prestige tokens (``prestige``) and tiles of ``kinds`` need at ``size``, every name whole."""
    tiles = [*(p.supports if "s" in kinds else ()), *(p.relics if "r" in kinds else ())]
    names = sum(size + 14 + text_fit.text_width(tile_name(x, marked=False), "text", SMALL_CAPTION) for x in tiles)
    return (len(p.prestige) * (size + 3) if prestige else 0) + (6 + names if tiles else 0)


def draw_other(t, surface: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
    """Another player's panel: resources, tiles, hand as backs, and their latest moves (on a short
    panel: two thin rows, the resources then the tiles, the latest moves beside the name). The
    Prestige tokens and relics follow the resources when all fit there named, leaving the supports'
    row to them; the latest moves go beside the name too when the supports need their whole row."""
    s = t.panel_view
    p, c = fighting_now(t, s, seat)
    lines = t.recent_lines.get(seat, [])
    short = rect.h - HEADER_H - 8 < SHORT_BODY  # the body PANEL.draw leaves under the header
    tall = rect.h - HEADER_H - 10 >= 90  # the body's height (PANEL.draw's) leaves a row for the latest moves
    if short:  # the header's bottom to the frame: the resources' row, then the tiles'
        body = pygame.Rect(rect.x + 10, rect.y + HEADER_H, rect.w - 20, rect.h - HEADER_H - 4)
        line, tiles = rows(body, [THIN_ROW, THIN_ROW], gap=max(0, body.h - 2 * THIN_ROW))
        news = None
    else:
        body = pygame.Rect(rect.x + 10, rect.y + HEADER_H + 2, rect.w - 20, rect.h - HEADER_H - 8)  # PANEL.draw's
        line, tiles, news = rows(body, [28, 34, 1.0], gap=2) if tall else (*rows(body, [26, 1.0], gap=2), None)
    size = tiles.h - 1 if short else 28 if tall else min(24, body.h - 4)
    fits = dict(height=line.h if short else min(28, body.h), right=line.right)
    big, small, gap = (16, 14, 8) if short else (20, 18, 10)

    def plan(groups: list) -> tuple[bool, int]:
        """With these counters: (the Prestige tokens and relics beside them, the supports moved up there)."""
        end = line.x + sum(counters_width(*x) for x in groups)
        room = line.right - end - 4
        aside = bool(p.relics or p.prestige) and whole_width(p, min(size, line.h - 1), "r") <= room
        return aside, _moved_supports(p, size, min(size, line.h - 1), tiles.w, room, aside) if short else 0

    groups = [
        (lambda w: P.resources(p, c, s.phase, t.is_fresh, w), big, small, gap),
        (lambda w: P.hidden(p, w), 14, small, gap),
        (lambda w: P.played(p, w), 14, min(16, small), 8),
    ]
    bare = plan([(counters(0), *rest) for counters, *rest in groups])

    def tidy(g: list) -> bool:
        """These counters fit their row and leave the tiles as bare figures do (no label flickers there)."""
        return sum(counters_width(*x) for x in g) <= line.w and plan(g) == bare

    stock = worded(groups, tidy)
    end = line.x + sum(counters_width(*x) for x in stock)
    side = pygame.Rect(end + 4, line.y, line.right - end - 4, line.h)
    aside, moved = plan(stock)  # the tiles as with bare figures: the words take only room they leave
    kinds = "s" if aside else "sr"
    many = len(p.supports) + (0 if aside else len(p.relics)) >= CROWDED
    need = whole_width(p, size, kinds, prestige=not aside)
    crowded = not short and not tall and (many or need > tiles.w - NEWS_ROOM - 10)  # the tiles need the row
    _header(t, surface, rect, p, " ".join(lines[-2:]) if short or crowded else "")
    x = line.x
    for resources, px, figures, space in stock:
        x = draw_resources(t, surface, (x, line.y), resources, px, size=figures, gap=space, **fits)
    kept = slice(0, len(p.supports) - moved)
    if aside:  # the Prestige tokens and relics after the resources
        end = _tiles(t, surface, p, side, min(size, line.h - 1), kinds="r")
        side = pygame.Rect(end, side.y, side.right - end, side.h)
    if moved:  # the last supports there too, so that every support's name is whole
        _tiles(t, surface, p, side, min(size, line.h - 1), prestige=False, kinds="s", span=slice(kept.stop, None))
    beside = not short and not tall and not crowded  # the latest moves follow the tiles in their row
    # their room is kept with or without moves to show: the names' labels never change as moves come and go
    keep = NEWS_ROOM if beside else 0
    x = _tiles(t, surface, p, tiles, size, prestige=not aside, keep=keep, kinds=kinds, span=kept)
    if lines and not short and not crowded:
        box = news if tall else pygame.Rect(x + 10, tiles.y, body.right - x - 10, tiles.h)
        write(surface, " ".join(lines[-2:]), box, 15, style.GOLD, min_size=13, max_lines=2, ellipsis_ok=True)
        t.spots.add(box, ("news", seat), tip="\n".join(lines))
    t.anchor(("hand", seat), rect)


def _moved_supports(p: PlayerState, size: int, small: int, row: int, side: int, aside: bool) -> int:
    """How many of ``p``'s last supports go up beside the resources (``side`` px free there, after the
    relics when ``aside``) so that the tiles' row (``row`` px, tiles ``size``) names every one whole:
    0 when all fit in their row already, or when no split names them all."""
    kinds = "s" if aside else "sr"
    if whole_width(p, size, kinds, prestige=not aside) <= row - 6:
        return 0
    taken = whole_width(p, small, "r") + 6 if aside else 6
    for moved in range(1, len(p.supports) + 1):
        rest = clone_player(p)
        rest.supports = p.supports[: len(p.supports) - moved]
        tail = clone_player(p)
        tail.supports = p.supports[len(p.supports) - moved :]
        up = whole_width(tail, small, "s", prestige=False)
        if up + taken > side:
            return 0
        if whole_width(rest, size, kinds, prestige=not aside) <= row - 6:
            return moved
    return 0


WORD_SIZE = 16  # px: the most for a labelled figure ("Coins 3")
TITLES_ROOM = 90  # px kept on the viewer's row for the solo counter of titles so far (its short form)


def worded(
    stock: list[tuple[Callable[[int], list], int, int, int]], fits: Callable[[list], bool]
) -> list[tuple[list, int, int, int]]:
    """The groups of counters of a row (each: its counters for a ``words`` level, pictures' px, figures'
    size, gap) at the most words that ``fits`` (figures at most ``WORD_SIZE`` then, the totals a little
    smaller): every count labelled beside its picture, else its label in place of the picture, else
    the cards' groups as labelled totals too, else bare figures (their tooltips say what they count)."""
    for words in (1, 2, 3):
        most, space = (WORD_SIZE, 10) if words < 3 else (WORD_SIZE - 3, 6)  # the totals: the tightest row
        groups = [(counters(words), px, min(size, most), min(gap, space)) for counters, px, size, gap in stock]
        if fits(groups):
            return groups
    return [(counters(0), px, size, gap) for counters, px, size, gap in stock]


def counters_width(resources, px: int, size: int, gap: int) -> int:
    """The px ``draw_resources`` takes for ``resources`` (pictures ``px``, figures ``size``, ``gap``)."""
    total = 0
    for r in (Resource(*x) for x in resources):
        icon = picture(r.picture, px)
        icon_w = icon.get_width() if icon is not None else 0
        text_w = text_fit.text_width(r.text, "bold", size) if r.text else 0
        total += icon_w + (4 if icon_w and text_w else 0) + text_w + gap
    return total


def draw_otto(t, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Otto (solo): his mode, his knight tile in Rivalry, his glory, how he scores (or that he does
    not), his last card and action."""
    o = t.panel_view.solo
    score = P.glory(t.glory_shown(OTTO)) if o.mode == "rivalry" else ""  # he scores only in Rivalry
    note, badge = P.otto_note(o), seat_badge(OTTO, 28)
    body = PANEL.draw(t, surface, rect, OTTO, score=score, note=note, badge=badge, name=_("Otto"))
    x, shown = body.x, []
    if o.tile in C.KNIGHTS:
        tip = _("Otto's knight tile, out of the knight piles for this game.") + "\n" + tips.knight_text(o.tile)
        shown.append((Card("otto-tile", knight_spec(o.tile), tip=tip), (90, 90)))
    if o.last_card in C.AUTOMA:
        tip = otto_card_tip(o.last_card)
        shown.append((Card("otto-card", automa_spec(o.last_card), tip=tip, highlight="selected"), (84, 118)))
    for card, size in shown:
        x = card_piece.draw(t, surface, card, (x, body.y + 4), size).right + 10
    scoring = P.champion_lost_line() if P.champion_lost(t.panel_view) else P.otto_scoring(o)
    recent = t.recent_lines.get(OTTO, [])
    so_far = (
        [TN.otto_line(t.panel_view)] if o.mode == "rivalry" and t.panel_view.phase not in ("titles", "over") else []
    )
    text = [*P.otto_lines(o), *so_far, scoring, *recent[-2:]]
    box = pygame.Rect(x, body.y, body.right - x, body.h)
    write(surface, "\n".join(text), box, 16, style.TEXT_LIGHT, min_size=13, ellipsis_ok=True)
    goal = [P.rivalry_goal()] if o.mode == "rivalry" else []
    why = [TN.otto_tip()] if so_far else []
    t.spots.add(box, ("otto-scoring",), tip="\n".join([*goal, *so_far, *why, scoring, *recent]))
    t.anchor(("hand", OTTO), rect)
