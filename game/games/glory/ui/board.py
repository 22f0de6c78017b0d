"""Glory's main board as the table draws it: the strip (round, phase, the three tournaments,
initiative, glory track), the action spaces with their circles and pawns, and the market (support
track, journey cards, the round's events and the public titles). Every piece registers its spot:
a tooltip saying what it does, and a click when it is a move now."""

from __future__ import annotations

import pygame

from game.games.glory import board_text as B
from game.games.glory import content as C
from game.games.glory.hint_why import progress
from game.games.glory.icons import SPACE_ICONS, TYPE_BACKS
from game.games.glory.state import OTTO
from game.games.glory.ui.cards import event_spec, journey_spec, mini_face, support_spec, title_spec
from game.games.glory.ui.names import seat_badge, seat_name
from game.i18n import _, pgettext
from game.ui import text_fit
from game.ui.art.cards import card_back
from game.ui.art.tokens import render_token
from game.ui.kit import Card, cols, rows
from game.ui.kit.caption import draw_captioned
from game.ui.kit.market import HEAD_H, draw_market_column
from game.ui.kit.priced_row import Priced, draw_priced_row
from game.ui.kit.rounds import draw_rounds, draw_turn_order
from game.ui.kit.score_track import draw_score_track
from game.ui.kit.worker_space import draw_worker_space
from game.ui.widgets import style

JOURNEY_CARD = (84, 118)


GLORY_SCALE = 100  # the glory track's end, for the whole game: totals past 80 are rare, past 100 go round


def write(surface, text: str, rect, size: int = 16, ink=style.INK, role: str = "text", **kw) -> text_fit.Fit:
    """Left-aligned fitted text (the board's captions)."""
    return text_fit.draw(surface, text, rect, role, size, ink, align=kw.pop("align", "left"), **kw)


# --- the strip --------------------------------------------------------------------------------------
def draw_strip(t, surface: pygame.Surface, rect: pygame.Rect) -> None:
    s = t.view
    style.draw_panel(surface, rect, "dark")
    phase, kinds, order, track = cols(rect.inflate(-20, -8), [118, 126, 146, 1.0], gap=12)
    write(surface, _("Round {n}/3").format(n=s.round), phase.move(0, -12), 22, style.GOLD, "title")
    write(surface, B.phase_name(t.strip_phase()), phase.move(0, 14), 17, style.TEXT_LIGHT, "bold")
    icons, tips_ = zip(*B.rounds_shown(s))
    draw_rounds(t, surface, kinds, icons, s.round - 1, tips_)
    named = lambda seat: seat_name(t, seat)  # noqa: E731
    draw_turn_order(t, surface, order, _("Initiative"), s.initiative, seat_badge, named, key="initiative")
    shown = t.panel_view  # the glory track moves when the panels do: after a duel's result
    seats = [p.seat for p in shown.players] + ([OTTO] if shown.solo and shown.solo.mode == "rivalry" else [])
    scores = [(seat, t.glory_shown(seat)) for seat in seats]  # as the panels show it
    markers = [
        (("glory", seat), seat_badge(seat, 22), g, _("{name}: {n} glory").format(name=seat_name(t, seat), n=g))
        for seat, g in scores
    ]
    name, track = cols(track, [58, 1.0], gap=10)  # the label beside the scale: no marker ever covers it
    write(surface, pgettext("points", "Glory"), pygame.Rect(name.x, name.bottom - 32, name.w, 22), 16, style.TEXT_DIM)
    draw_score_track(t, surface, track, markers, lap=GLORY_SCALE)


# --- action spaces ----------------------------------------------------------------------------------
def draw_spaces(t, surface: pygame.Surface, rect: pygame.Rect) -> None:
    s = t.view
    legal = {a[1] for a in t.legal if a[0] == "place"}
    grid = [c for row in rows(rect, [1.0] * 3, gap=8) for c in cols(row, [1.0] * 4, gap=8)]
    for sp, cell in zip(B.visible_spaces(s), grid):
        circles = C.ACTION_SPACES[sp].circles
        label = B.space_label(s, sp)
        tip = B.space_tip(s, sp, closed=sp not in legal and t.can_act() and s.phase == "action")
        draw_worker_space(
            t,
            surface,
            cell,
            key=("space", sp),
            icon=SPACE_ICONS[sp],
            label=label,
            pawns=s.spaces.get(sp, []),
            badge=seat_badge,
            circles=[need <= max(2, s.n) for need in circles] if circles else None,
            marked={i for (space, i) in t.recent_pawns if space == sp},
            lit=sp in legal,
            tip=tip,
            locked_tip=_("Locked: used from {n} players").format(n=max(circles, default=0)),
            on_click=(lambda sp=sp: t.on_space(sp)) if sp in legal else None,
        )


# --- the market -------------------------------------------------------------------------------------
def draw_track(t, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The support track: each tile with its cost; a tile the viewer may buy now glows."""
    s = t.view
    style.draw_panel(surface, rect, "parchment")
    buyable = {a[2] for a in t.legal if a[:2] == ("place", "support")}
    places = []
    for i in range(len(s.track)):
        kind, name, tip = B.track_tile(s, i, i in buyable, t.viewer)
        card = Card(("track", i), support_spec(kind), tip=tip) if kind else None
        if card is not None and i in buyable:
            card.on_click = lambda i=i: t.submit(("place", "support", i))
        cost = s.track_costs[i] if i < len(s.track_costs) else 0
        places.append(Priced(card, cost, tip if card is None else "", ("track", i), i < s.n_special, name))
    size = min(60, (rect.w - 12 - 8 * (len(places) - 1)) // max(1, len(places)))
    coin = render_token("coin", 18)
    row = pygame.Rect(rect.x, rect.y + 5, rect.w, rect.h - 10)
    gap = min(16, (rect.w - 12 - size * len(places)) // max(1, len(places) - 1))  # room for the names
    drawn = draw_priced_row(t, surface, row, places, size=size, price_icon=coin, gap=gap, label_lines=2)
    for i, r in enumerate(drawn):
        t.anchor(("track", i), r)


def draw_journeys(t, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The journey cards on offer: each type a column, its deck above a cascade of face-up cards, as
    closely spaced with fewer cards as with a full column."""
    s = t.view
    takeable = {(a[1], a[2]) for a in t.legal if a[0] == "take"}
    for kind, col in zip(C.JOURNEY_TYPES, cols(rect, [1.0] * 3, gap=6)):
        full = (col.h - HEAD_H - 4 - JOURNEY_CARD[1]) // (C.FACE_UP - 1)  # a full column's spacing, kept when a
        # card is taken: the cards close up from the top (a wider spacing read as a hole in the column)
        deck, blind = s.decks.get(kind, []), (kind, -1) in takeable
        tip, cards = B.deck_tip(len(deck), blind), []
        for i, card in enumerate(s.face_up.get(kind, [])):
            cards.append(Card(("offer", kind, i), journey_spec(card), tip=B.journey_tip(card)))
            if (kind, i) in takeable:
                cards[-1].highlight, cards[-1].on_click = "playable", (lambda k=kind, i=i: t.submit(("take", k, i)))
        head = draw_market_column(
            t,
            surface,
            col,
            key=("deck", kind),
            name=_(C.JOURNEY_TYPE_NAMES[kind]),
            count=len(deck),
            tip=tip,
            back=card_back("glory", (20, 28), TYPE_BACKS[kind]),
            cards=cards,
            size=JOURNEY_CARD,
            on_draw=(lambda k=kind: t.submit(("take", k, -1))) if blind else None,
            max_step=max(20, min(40, full)),
        )
        t.anchor(("deck", kind), head)


def draw_events_and_titles(t, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The round's event and the next one, then the three public titles with their condition."""
    s = t.view
    style.draw_panel(surface, rect, "parchment")
    # the round's event gets three lines of text; the next one its name (what it does: tooltip); each
    # title two lines: every text at 15 px at least (a title's condition wraps rather than shrinks)
    now, nxt, head, *titles = rows(rect.inflate(-16, -6), [60, 34, 20, 1.0, 1.0, 1.0], gap=1)
    later = s.events[s.round] if s.round < len(s.events) else ""
    for box, event, size, lead in (
        (now, B.current_event(s), (64, 46), _("Now")),
        (nxt, later, (46, 33), _("Next round's event")),
    ):
        if event in C.EVENTS:
            text = B.event_line(lead, event)
            shown = text if box is now else f"{lead}: {_(C.EVENTS[event].name)}"
            card = Card(("event", event), event_spec(event), tip=text)
            draw_captioned(t, surface, box, card, size, shown, min_size=TEXT_MIN)
        elif event:
            surface.blit(card_back("glory", size, "event3", "wide"), box.topleft)
            write(surface, f"{lead}: " + _("not revealed yet"), box.move(size[0] + 8, 0), min_size=TEXT_MIN)
    write(surface, _("Public titles, scored at the end"), head, 16, role="bold")
    me = s.players[t.viewer] if t.viewer is not None and 0 <= t.viewer < s.n else None
    for tid, box in zip(s.public_titles, titles):
        text, size = B.title_line(tid), (box.h * 5 // 7, box.h)
        far = progress(me, tid) if me is not None else ""  # the viewer's own way towards it
        card = Card(("title", tid), title_spec(tid), tip="\n".join(x for x in (text, far) if x))
        card.face = mini_face(card.spec)  # too small for its text: the caption says it
        draw_captioned(t, surface, box, card, size, text, min_size=TEXT_MIN)


TEXT_MIN = 15  # px: the events' and public titles' words (the kit's readable minimum)
