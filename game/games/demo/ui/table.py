"""The demo game's table: the smallest complete table on the kit (the worked example of ADDING.md).

Each player's panel shows their hidden hand as backs and the cards they played; the deck is in the
middle; your hand is along the bottom. Click the deck (or "Draw") to draw, click a card in your hand
to play it face up, "Pass" when neither is possible.
"""

from __future__ import annotations

import pygame

from game.core.rules import Event
from game.games.demo.rules import HAND_LIMIT, HIDDEN, TURNS
from game.games.demo.ui.cards import card_spec
from game.i18n import _, ngettext
from game.ui import text_fit
from game.ui.art.cards import card_back, render_card
from game.ui.kit import Card, CardRow, Control, HandFan, KitTable, Layout, Pile, PlayerPanel, cols, rows
from game.ui.widgets import style

CARD = (110, 154)
SMALL = (64, 90)


class DemoTable(KitTable):
    name = "demo-table"
    bar_grid = [["draw", "pass"]]
    phase_controls = {"turn": "turn_controls"}
    animations = {"card_drawn": "animate_draw", "card_played": "animate_play"}

    def __init__(self, app, session) -> None:
        self.hand = HandFan(CARD)
        self.deck = Pile(CARD, "demo")
        self.panel = PlayerPanel("dark")
        self.played = CardRow(SMALL, gap=6)
        self.backs = CardRow((40, 56), min_step=12, shadow=False)
        super().__init__(app, session)

    def phase(self) -> str:
        return "turn"

    def layout(self, area: pygame.Rect) -> Layout:
        inner = area.inflate(-40, -30)
        seats, middle, hand = rows(inner, [300, 1.0, 190], gap=14)
        deck, bar = cols(middle, [160, 1.0], gap=30)
        bar = pygame.Rect(bar.x, bar.centery - 28, min(bar.w, 520), 56)
        hint = pygame.Rect(bar.x, bar.bottom + 8, bar.w, 40)
        return Layout(seats=seats, deck=deck, bar=bar, hint=hint, hand=hand)

    def turn_controls(self) -> list[Control]:
        out = []
        if ("draw",) in self.legal:
            out.append(
                Control(
                    "draw",
                    _("Draw a card"),
                    action=("draw",),
                    icon="card-draw",
                    tip=_("Take the top card of the deck into your hand"),
                )
            )
        if ("pass",) in self.legal:
            out.append(Control("pass", _("Pass"), action=("pass",), kind="secondary", tip=_("Neither draw nor play")))
        return out

    def hint(self) -> str:
        return _("Click a card in your hand to play it face up.") if any(a[0] == "play" for a in self.legal) else ""

    def status_text(self) -> str:
        return _("Your turn: draw a card or play one")

    def rules_summary(self) -> str:
        return _(
            "Each player has {turns} turns. On your turn, draw a hidden card (you may hold {limit} at most) or "
            "play one from your hand face up. The played cards score their value; the highest total wins."
        ).format(turns=TURNS, limit=HAND_LIMIT)

    # --- animations ---------------------------------------------------------------------------
    def animate_draw(self, ev: Event) -> list:
        card = ev.get("card")
        seat = ev.data["seat"]
        image = render_card(card_spec(card), (70, 98)) if card is not None else card_back("demo", (70, 98))
        if card is not None:
            self.mark_fresh(card)
        return [self.sound("flip"), self.flight(image, "deck", ("hand", seat))]

    def animate_play(self, ev: Event) -> list:
        seat, card = ev.data["seat"], ev.data["card"]
        return [
            self.sound("flip"),
            self.flight(render_card(card_spec(card), (70, 98)), ("hand", seat), ("played", seat)),
        ]

    # --- drawing ------------------------------------------------------------------------------
    def draw_pieces(self, surface: pygame.Surface, lay: Layout) -> None:
        v = self.view
        scores = self.rules.scores(v)
        for seat, rect in zip(range(v.players), cols(lay.seats, [1.0] * v.players, gap=14)):
            left = TURNS - v.turns_taken[seat]
            body = self.panel.draw(
                self,
                surface,
                rect,
                seat,
                score=f"{scores[seat]:g}",
                active=seat == v.turn,
                tip=ngettext("{n} turn left", "{n} turns left", left).format(n=left),
            )
            hand = pygame.Rect(body.x, body.y, body.w, 56)
            backs = [Card(("back", seat, i), None, "demo", _("A hidden card")) for i in range(len(v.hands[seat]))]
            if seat != self.viewer:
                self.backs.draw(self, surface, hand, backs)
            self.anchor(("hand", seat), hand)
            played = pygame.Rect(body.x, body.y + 66, body.w, SMALL[1])
            self.anchor(("played", seat), played)
            self.played.draw(
                self, surface, played, [Card(("played", c), card_spec(c), tip=str(c)) for c in v.played[seat]]
            )
        my_draw = self.can_act() and ("draw",) in self.legal
        self.deck.draw(
            self,
            surface,
            (lay.deck.x + 20, lay.deck.y + 40),
            label=_("Deck: {n}").format(n=len(v.deck)),
            count=len(v.deck),
            key="deck",
            on_click=(lambda: self.submit(("draw",))) if my_draw else None,
            tip=_("Click to draw a card"),
        )
        self.anchor("deck", pygame.Rect(lay.deck.x + 20, lay.deck.y + 40, *CARD))

    def draw_live(self, surface: pygame.Surface, lay: Layout) -> None:
        v = self.view
        if self.viewer is None:
            return
        self.anchor(("hand", self.viewer), lay.hand)
        mine = [c for c in v.hands[self.viewer] if c != HIDDEN]
        if not mine:
            text_fit.draw(surface, _("Your hand is empty"), lay.hand, "text", 20, style.TEXT_DIM)
        cards = [
            Card(
                c,
                card_spec(c),
                tip=_("Play the {n}").format(n=c),
                on_click=lambda c=c: self.submit(("play", c)),
                highlight="target" if self.is_fresh(c) else None,
            )
            for c in mine
        ]
        self.hand.draw(self, surface, lay.hand, cards, lift_on_hover=self.can_act())
