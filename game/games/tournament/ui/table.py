"""The Tournament table on the kit: the deck and the discard pile, the contests scored, the action
bar, every rival's panel (hand as backs, knights as cascades), the scoreboard of the nine
categories, your knights and your hand.

Click the deck or the discard pile to draw; click cards in your hand to select a knight (or the
cards to discard) and use the bar. Specials are played from the bar; "Call a Contest …" always opens the
Contests held (one or several), while a Contest card selected in the hand is called by the bar at once.
Each move goes through ``submit``: the engine refuses illegal ones with a reason (a toast).
"""

from __future__ import annotations

import pygame

from game.core.rules import Event
from game.games.tournament import content as C
from game.games.tournament import prompts
from game.games.tournament.describe import card_label
from game.games.tournament.scoring import category_totals
from game.games.tournament.state import DISCARD, DRAW, HIDDEN, OVER, PLAY, TournamentState
from game.games.tournament.ui import call_check, end_check, finale, landing
from game.games.tournament.ui.awarded import awarded_line, awarded_scores
from game.games.tournament.ui.cards import card_spec
from game.games.tournament.ui.discard_order import draw_discard_order
from game.games.tournament.ui.discard_tip import discard_tip
from game.games.tournament.ui.favour import favour_tip, favours
from game.games.tournament.ui.hand import SplitHand
from game.games.tournament.ui.hint_pick import hinted_cards
from game.games.tournament.ui.moments import contest_animations, draw_scoreboard
from game.games.tournament.ui.news import News, rivals_news
from game.games.tournament.ui.pieces import draw_knights, draw_ledger, draw_scored
from game.games.tournament.ui.summary import rules_summary
from game.i18n import _, ngettext
from game.ui import text_fit
from game.ui.art.cards import card_back, render_card
from game.ui.kit import Card, CardRow, Control, KitTable, Layout, Option, Pile, PlayerPanel, cols, rows
from game.ui.kit.timeline import Call
from game.ui.kit.zoom import ZoomPanel
from game.ui.widgets import style

HAND_CARD = (110, 154)
#: a bar button's text size, and the width its text has beside its icon (a contest's call keeps its
#: "· you lead" only when the whole label fits there on one line)
BUTTON_TEXT, BUTTON_ROOM = 16, 190
PILE_CARD = (110, 154)
MINI_CARD = (30, 42)
ANNOUNCE_SECONDS = 3.2


#: a rival's last-move line stands beside their hand when it has this much room, else under it
NEWS_BESIDE_W = 190
NEWS_LINES_MIN = 2  # a rival's last turn under their hand keeps at least this many lines
KNIGHTS_NAMED_H = 5 * 19 + 4  # the height a rival's ledger of knights needs to name its cards


class TournamentTable(KitTable):
    """The table scene of Tournament."""

    name = "tournament-table"
    bar_grid = [["main"], ["strongest"], ["special"], ["contest"], ["end"]]
    click_guard = 0.7  # a Contest's panel appearing right after yours closed is not closed by the next click
    key_guard = 0.3  # nor by a Space or Enter pressed as it opens
    decision_guard = 0.3  # a click made as a rival's turn ends is not taken as the player's draw
    phase_controls = {PLAY: "play_controls", DISCARD: "discard_controls"}
    animations = {
        "draw": "animate_draw",
        "special": "animate_special",
        "combo": "animate_combo",
        "discard": "animate_discard",
        "contest": "animate_contest",
        "last_cards": "animate_last_cards",
        "deck_empty": "animate_deck_empty",
        "final_contests": "animate_final_contests",
    }
    landings = landing.LANDINGS  # a Contest's VP, record and card land once its panel has closed

    def __init__(self, app, session) -> None:
        self.selected: list[int] = []
        self._order: list[int | None] = []  # the hand as shown (see hand_in_order)
        self._order_of: int | None = None  # the seat whose hand ``_order`` is
        self._orders: dict[int, list[int]] = {}  # moves made → the hand's order before the viewer's next move
        # a card drawn joins at the right; a hand too big for one row takes two (every name whole)
        self.hand = SplitHand(HAND_CARD, room_for=C.HAND_LIMIT + 1)
        self.piles = Pile(PILE_CARD, "tournament")
        self.panel = PlayerPanel("dark")
        self.mini_hand = CardRow(MINI_CARD, min_step=6, shadow=False)
        super().__init__(app, session)
        self.bar.keep_clear = self.chooser_keep_clear
        self.zoom = ZoomPanel(caption_w=300, caption_lines=12)  # a Contest's forecast ranks up to six players

    @property
    def state(self) -> TournamentState:
        return self.view

    def board_at(self, before, after, events, landed) -> TournamentState:
        return landing.board_at(before, after, events, landed)

    def ending_status(self) -> str:
        """The top bar while the game's end is shown: the final Contests once they are being scored,
        before that whose last turn is on screen."""
        landing = self._landing
        if getattr(self, "_finale_begun", False):
            return _("The final Contests are scored: click to go on")
        if landing is not None and landing.mover is not None:
            if landing.mover == self.viewer and self.viewer_is_human():
                return _("Watch the last move (Space skips)")
            return _("{name}'s move").format(name=self.player_name(landing.mover))
        return _("The final Contests are scored: click to go on")

    def my_hand(self) -> list[int]:
        if self.viewer is None or self.view is None:
            return []
        return [c for c in self.view.hands[self.viewer] if c != HIDDEN]

    def refresh(self) -> None:
        self._tips: dict[int, str] = {}  # card tooltips of this position (the forecasts cost a little)
        hand = self.my_hand() if self.view is not None else []
        self.selected = [c for i, c in enumerate(self.selected) if c in hand and c not in self.selected[:i]]
        super().refresh()
        phase = getattr(self.view, "phase", None)
        if phase != getattr(self, "_selected_in", phase):
            self.selected = []  # a knight being built is not a choice of cards to discard
        self._selected_in = phase
        self.selected = [c for c in self.selected if c in self.my_hand()]

    # --- layout and controls ------------------------------------------------------------------
    def layout(self, area: pygame.Rect) -> Layout:
        left, main = cols(area.inflate(-28, -22), [244, 1.0], gap=14)
        top, middle, hand = rows(main, [270, 270, 1.0], gap=8)
        score, mine = cols(middle, [530, 1.0], gap=10)
        piles, scored, bar, hint = rows(left, [222, 52, 262, 1.0], gap=6)
        return Layout(piles=piles, scored=scored, bar=bar, hint=hint, opponents=top, score=score, mine=mine, hand=hand)

    def keep_clear(self) -> list[pygame.Rect]:
        """The scoreboard, the Contests already awarded and the piles (with the low-deck warning): a
        Contest is chosen against them, so no chooser or tooltip covers them; and the Hint's answer
        while it is shown (it is drawn over the widgets: a tooltip under it was half hidden)."""
        out = [pygame.Rect(self.lay[k]) for k in ("score", "scored", "piles") if k in self.lay]
        if "hint" in self.lay and self.can_act() and self.advice.text():
            out.append(pygame.Rect(self.lay.hint))
        return out

    def chooser_keep_clear(self) -> list[pygame.Rect]:
        """What a chooser keeps clear of: the scoreboard, the awarded Contests and the piles, never the
        Hint's answer (it gives way to an open chooser), so a chooser opens in the same place whether the
        Hint shows or not."""
        return [pygame.Rect(self.lay[k]) for k in ("score", "scored", "piles") if k in self.lay]

    def zoom_never(self, spot) -> list[pygame.Rect]:
        return self.keep_clear()

    def play_controls(self) -> list[Control]:
        legal, sel = self.legal, self.selected
        out = []
        if any(a[0] == "combo" for a in legal):
            combo = ("combo", *sorted(sel)) if len(sel) == 4 else None
            out.append(
                Control(
                    "main",
                    _("Put knight into play"),
                    action=combo,
                    icon="mounted-knight",
                    enabled=combo in legal,
                    tip=_("Your selected Knight, Weapon, Horse and Shield enter play as one knight")
                    if combo in legal
                    else prompts.knight_problem(self.view, sel)
                    or _("Select one Knight, one Weapon, one Horse and one Shield first."),
                )
            )
            out.append(
                Control(
                    "strongest",
                    _("Select best knight"),
                    on_click=self.select_best_combo,
                    icon="visored-helm",
                    kind="secondary",
                    tip=_("Select the highest Knight, Weapon, Horse and Shield in your hand: the knight of most force"),
                )
            )
        specials = [a for a in legal if a[0] == "special"]
        if specials:
            out.append(
                self._group(
                    "special",
                    _("Play a Special"),
                    "card-draw",
                    [
                        Option(
                            _("Play {card}").format(card=_(C.NAME[a[1]])),
                            action=a,
                            tip=_(C.SPECIAL_RULE) + " " + _(C.SPECIAL_AFTER),
                        )
                        for a in specials
                    ],
                )
            )
        contests = [a for a in legal if a[0] == "contest"]
        picked = [a for a in contests if a[1] in sel]
        if picked:  # a Contest card selected in the hand: the slot calls that one at once
            contests = picked[-1:]
        if contests:
            out.append(
                self._group(
                    "contest",
                    _("Call a Contest"),
                    "trumpet-flag",
                    [
                        Option(
                            prompts.call_label(self.view, a[1], self.viewer),
                            action=a,
                            tip=self.contest_forecast(a[1]) + "\n" + _("Calling a Contest ends your turn."),
                        )
                        for a in contests
                    ],
                    tip=_("Call a Contest: it ends your turn"),
                    menu=not picked,
                )
            )
        out.append(
            Control(
                "end",
                _("End turn"),
                action=("end",),
                icon="hourglass",
                kind="secondary",
                key=pygame.K_RETURN,
                tip=_("Finish your turn without calling a Contest (Enter)"),
            )
        )
        return out

    @staticmethod
    def _group(slot: str, label: str, icon: str, options: list[Option], tip: str = "", menu: bool = False) -> Control:
        """A bar slot for ``options``: one option is its own button, played at once, unless ``menu``
        (then, like several, "label …" opens them: the button's words always tell what a click does)."""
        if len(options) == 1 and not menu:
            o = options[0]
            label = o.label
            if text_fit.text_width(label, "bold", BUTTON_TEXT) > BUTTON_ROOM:  # e.g. "· you lead" in Italian
                label = label.split(" · ")[0]  # the call alone: its tooltip ranks the players
            return Control(slot, label, action=o.action, tip=o.tip, icon=icon)
        return Control(slot, label, icon=icon, choices=options, tip=tip or label)

    def discard_controls(self) -> list[Control]:
        excess = len(self.my_hand()) - C.HAND_LIMIT
        n = len(self.selected)
        return [
            Control(
                "main",
                ngettext("Discard {n} card", "Discard {n} cards", max(1, excess)).format(n=max(1, excess)),
                on_click=self.discard_selected,
                icon="card-discard",
                enabled=n == excess,
                tip=_("Put the selected cards on the discard pile"),
            )
        ]

    def hint(self) -> str:
        if self.final_look:
            return _("The game is over: look at the final table, then see the results.")
        return prompts.hint(self.view, self.my_hand(), self.selected)

    def status_text(self) -> str:
        return prompts.status(self.view, self.my_hand())

    def rules_summary(self) -> str:
        return rules_summary()

    # --- actions --------------------------------------------------------------------------------
    def press(self, action) -> None:
        """A bar button's move; "End turn" with a knight still playable asks first (``end_check``), and so
        does calling a Contest the player trails in (``call_check``)."""
        if not call_check.press(self, action):
            end_check.press(self, action)

    def select_best_combo(self) -> None:
        best = prompts.strongest_knight(self.my_hand())
        if best is None:
            self.toast(_("You have no complete knight in hand."))
            return
        self.selected = best
        self.update_controls()

    def play_combo(self) -> None:
        if self.submit(("combo", *sorted(self.selected))):
            self.selected = []
            self.update_controls()

    def discard_selected(self) -> None:
        for c in list(self.selected):
            if self.view.phase != DISCARD or not self.submit(("discard", c)):
                break
        self.selected = []
        self.update_controls()

    def toggle(self, card: int) -> None:
        v = self.view
        if v.phase == DRAW:
            self.toast(_("Draw a card first: from the deck or the discard pile."))
            return
        if card in self.selected:
            self.selected.remove(card)
        elif v.phase == DISCARD:
            limit = len(self.my_hand()) - C.HAND_LIMIT
            while self.selected and len(self.selected) >= limit:
                self.selected.pop(0)
            self.selected.append(card)
        else:  # a card of a kind already picked takes that card's place (one of each kind in a knight)
            kind, chivalry = C.KIND[card], C.is_chivalry(card)
            self.selected = [c for c in self.selected if C.KIND[c] != kind and C.is_chivalry(c) == chivalry]
            self.selected.append(card)
        self.update_controls()

    def submit(self, action) -> bool:
        before = len(self.store.history)
        order = [c for c in self._order if c is not None]
        done = super().submit(action)
        if done:
            self._orders[before] = order  # an Undo back to here shows the hand as the player had it
        if done and action[0] in ("combo", "special", "contest"):
            self.selected = []
            self.update_controls()
        return done

    def rects_for_action(self, action) -> list[pygame.Rect]:
        """The pile to draw from; the cards to select (a knight, a discard) before the bar's button."""
        kind = action[0]
        if kind == "draw":
            return self.spot_rect(action[1])
        if kind == "discard":
            return self.spot_rect(action[1]) + (self.rects_for_light("main") if "main" in self.bar.controls else [])
        cards = action[1:] if kind == "combo" else ()
        return [r for c in cards for r in self.spot_rect(c)] + super().rects_for_action(action)

    def usable_cards(self) -> set[int]:
        """Cards of the viewer's hand that take part in some legal action now."""
        return {c for a in self.legal if a[0] in ("combo", "special", "contest", "discard") for c in a[1:]}

    def contest_forecast(self, card: int) -> str:
        """Who would win this contest if called now (for the tooltip)."""
        return prompts.contest_forecast(self.view, card, self.seat_name, self.viewer)

    # --- animations -------------------------------------------------------------------------------
    def _image(self, card: int | None) -> pygame.Surface:
        return card_back("tournament", (70, 98)) if card is None else render_card(card_spec(card), (70, 98))

    def animate_draw(self, ev: Event) -> list:
        seat, card = ev.data["seat"], ev.get("card")
        if card is not None and seat == self.viewer:
            self.mark_fresh(card)
        src = "deck" if ev.data["source"] == "deck" else "discard"
        return [self.sound("flip"), self.flight(self._image(card), src, ("hand", seat)), *finale.approaching(self)]

    def animate_special(self, ev: Event) -> list:
        seat, cards = ev.data["seat"], ev.secret.get("cards", ())
        self.mark_fresh(*cards)
        anims = [self.sound("shuffle"), self.flight(self._image(ev.data["card"]), ("hand", seat), "discard")]
        for i in range(ev.data["count"]):
            anims.append(
                self.flight(self._image(cards[i] if i < len(cards) else None), "deck", ("hand", seat), 0.12 * i)
            )
        return anims + finale.approaching(self)

    def animate_combo(self, ev: Event) -> list:
        seat = ev.data["seat"]
        return [self.sound("clash")] + [
            self.flight(self._image(c), ("hand", seat), ("knights", seat), 0.08 * i)
            for i, c in enumerate(ev.data["cards"])
        ]

    def animate_discard(self, ev: Event) -> list:
        return [self.flight(self._image(ev.data["card"]), ("hand", ev.data["seat"]), "discard")]

    def animate_contest(self, ev: Event) -> list:
        return contest_animations(self, ev)

    def animate_last_cards(self, ev: Event) -> list:
        return finale.last_cards(self, ev)

    def animate_deck_empty(self, ev: Event) -> list:
        return finale.deck_empty(self, ev)

    def animate_final_contests(self, ev: Event) -> list:
        return [Call(fn=self._finale_begins), *finale.final_contests(self, ev)]

    # --- the final look at the table -------------------------------------------------------------------
    @property
    def final_look(self) -> bool:
        """True once a finished game has been shown whole: the table stays for a last look, and the
        bar's "See the results" goes on (a game watched with no human goes on by itself)."""
        return getattr(self, "_final_look", False)

    def can_act(self) -> bool:
        return super().can_act() or (self.final_look and self.app.top is self)  # "See the results"

    def _count_down_to_results(self, dt: float) -> None:
        if not self.viewer_is_human():
            super()._count_down_to_results(dt)
            return
        if not self.final_look:
            self._final_look = True
            self.log(_("The game is over."))
            self.app.sound.play("fanfare")
            self.update_controls()

    def update_controls(self) -> None:
        if not self.final_look or self.rules.outcome(self.store.state) is None:
            self._final_look = False  # an undo from the end
            super().update_controls()
            return
        see = Control(
            "end",
            _("See the results"),
            on_click=self.show_results,
            icon="trophy-cup",
            key=pygame.K_RETURN,
            tip=_("The game is over: the final standings and who won what (Enter)"),
        )
        with text_fit.where(self.name):
            self.bar.set(self, [see])

    def handle(self, event: pygame.event.Event) -> None:
        super().handle(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._say_whose_turn(event.pos)

    def _say_whose_turn(self, pos: tuple[int, int]) -> None:
        """A click on the deck or the discard pile while a bot plays: a short note that it is the
        bot's turn, instead of nothing (no move is made, nothing is shown)."""
        state = self.store.state
        if not self.viewer_is_human() or self.can_act() or state.phase == OVER:
            return
        spot = self.spots.hit(pos)
        if spot is None or spot.key not in ("deck", "discard") or not self.session.is_bot(state.current):
            return
        self.toast(_("It is {name}’s turn: wait for yours.").format(name=self.player_name(state.current)), "info")

    def handle_table(self, event: pygame.event.Event) -> None:
        if self.final_look and event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.show_results()
            return
        super().handle_table(event)

    def on_undo(self) -> None:
        order = self._orders.get(len(self.store.history))
        self._orders = {n: o for n, o in self._orders.items() if n < len(self.store.history)}
        if order is not None:
            self._order = list(order)  # the cards taken back return to their places, not sorted at the end
        super().on_undo()

    def update_table(self, dt: float) -> None:
        super().update_table(dt)
        finale.show_pending_approach(self)  # a warning crossed in the rivals' turns, now the viewer's
        self._pick_hinted()

    def _pick_hinted(self) -> None:
        """A new Hint naming cards selects them in the hand (``hint_pick``), once as it shows: the
        player may change the selection afterwards."""
        tip = self.advice.tip
        if tip is None or tip is getattr(self, "_hint_picked", None):
            return
        self._hint_picked = tip
        if not self.can_act():
            return
        cards = hinted_cards(tip.action, self.view.phase, self.my_hand())
        if cards is not None:
            self.selected = cards
            self.update_controls()

    def _finale_begins(self) -> None:
        """The final Contests are now on screen: the top bar says so (see ``ending_status``), and no
        panel is marked as acting any more (see ``_active``)."""
        self._finale_begun = True

    def layer_key(self) -> tuple:
        return (getattr(self, "_finale_begun", False),)  # the panels' marks of who acts change then

    # --- drawing ----------------------------------------------------------------------------------
    def draw_pieces(self, surface: pygame.Surface, lay: Layout) -> None:
        if self.view is None:
            return
        v = self.table_view
        self._draw_piles(surface, lay.piles)
        draw_scored(self, surface, lay.scored)
        self._draw_opponents(surface, lay.opponents)
        draw_scoreboard(self, surface, lay.score)
        if self.viewer is not None:
            body = self.panel.draw(
                self,
                surface,
                lay.mine,
                self.viewer,
                score=_("{vp} VP").format(vp=v.vp[self.viewer]),
                active=self._active(self.viewer),
                tip=self._totals_tip(self.viewer),
            )
            self.anchor(("knights", self.viewer), body)
            draw_knights(self, surface, body.inflate(0, -4), v.combos[self.viewer], 100)

    def draw_live(self, surface: pygame.Surface, lay: Layout) -> None:
        if self.view is not None and self.viewer is not None:
            self._draw_hand(surface, lay.hand)

    def _active(self, seat: int) -> bool:
        """Whether ``seat``'s panel is marked as the one acting: the turn shown, nobody's once every
        turn has been played and the final Contests are being scored."""
        if getattr(self, "_finale_begun", False) and self.store.state.phase == OVER:
            return False
        v = self.table_view
        return seat == v.current and v.phase != OVER

    def _draw_piles(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        v = self.table_view
        my_draw = self.can_act() and v.phase == DRAW
        deck = self.piles.draw(
            self,
            surface,
            (area.x + 4, area.y + 34),
            label=_("Deck: {n}").format(n=len(v.deck)),
            count=len(v.deck),
            key="deck",
            on_click=(lambda: self.submit(("draw", "deck"))) if my_draw else None,
            tip=" ".join(
                t
                for t in (
                    _("The deck: click to draw its top card (Enter). The game ends when it runs out."),
                    finale.low_deck_tip(v),
                )
                if t
            ),
        )
        top = v.discard[-1] if v.discard else None
        disc = self.piles.draw(
            self,
            surface,
            (area.x + 130, area.y + 34),
            label=_("Discard: {n}").format(n=len(v.discard)),
            count=len(v.discard),
            top=card_spec(top) if top is not None else None,
            face_up=True,
            key="discard",
            on_click=(lambda: self.submit(("draw", "discard"))) if my_draw and v.discard else None,
            empty_text=_("empty"),
            tip=discard_tip(v.discard, my_draw),
        )
        self.anchor("deck", deck)
        self.anchor("discard", disc)
        below = pygame.Rect(area.x, deck.bottom + 4, area.w, area.bottom - deck.bottom - 4)
        finale.draw_low_deck(surface, v, below, self.viewer if self.viewer_is_human() else None)

    def _totals_tip(self, seat: int) -> str:
        v = self.table_view
        totals = category_totals(v.combos[seat])
        lines = [_("{name}: totals in play").format(name=self.seat_name(seat))]
        lines += [_("{contest}: {score}").format(contest=_(C.CONTEST_NAMES[i]), score=totals[i]) for i in range(9)]
        for cat, scores in awarded_scores(v).items():
            lines[1 + cat] = awarded_line(cat, scores[seat])
        lines[1 + C.KINGS_FAVOR] = favour_tip(favours(v)[seat], self.seat_name(seat))
        return "\n".join(lines)

    def _draw_opponents(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        v = self.table_view
        start = self.viewer if self.viewer is not None else 0
        seats = (
            [(start + i) % v.players for i in range(1, v.players)]
            if self.viewer is not None
            else list(range(v.players))
        )
        panels = cols(area, [1.0] * len(seats), gap=10)
        for seat, rect in zip(seats, panels):
            body = self.panel.draw(
                self,
                surface,
                rect,
                seat,
                score=_("{vp} VP").format(vp=v.vp[seat]),
                active=self._active(seat),
                tip=self._totals_tip(seat),
            )
            hand = v.hands[seat]
            known = [card_label(c) for c in hand if c != HIDDEN]
            tip = ngettext("{n} card in hand", "{n} cards in hand", len(hand)).format(n=len(hand))
            if known:
                tip += "\n" + _("Known (taken from the discard pile): {cards}").format(cards=", ".join(known))
            row = pygame.Rect(body.x, body.y, min(body.w - 40, 30 + 16 * max(0, len(hand) - 1)), MINI_CARD[1])
            cards = [
                Card(("hand", seat, i), None if c == HIDDEN else card_spec(c), "tournament", tip)
                for i, c in enumerate(hand)
            ]
            self.mini_hand.draw(self, surface, row, cards)
            self.anchor(("hand", seat), row)
            text_fit.draw(
                surface,
                str(len(hand)),
                pygame.Rect(row.right + 6, row.y, 34, row.h),
                "bold",
                18,
                style.TEXT_DIM,
                align="left",
            )
            news = self.news().get(seat)
            top = row.bottom + 12
            if news is not None and news.parts:
                beside = pygame.Rect(row.right + 40, body.y - 2, body.right - row.right - 44, row.h + 4)
                if news.finals and beside.w >= NEWS_BESIDE_W:  # the game's end: one line, its final Contests
                    self._draw_news(surface, seat, news, beside, 1, min_size=14)
                elif news.finals:
                    below = pygame.Rect(body.x, row.bottom + 2, body.w - 6, 19)
                    fit = self._draw_news(surface, seat, news, below, 1, valign="top", min_size=12)
                    top = below.y + fit.height + 14
                elif beside.w >= NEWS_BESIDE_W and self._news_fits(news.line, beside, 2):
                    self._draw_news(surface, seat, news, beside, 2, min_size=16)
                else:  # a narrow panel, a long line: the line takes the panel's width under the hand, on
                    # as many lines as leave the knights room to be named (else cut short, whole in its tooltip)
                    lines = 4 if body.w >= 200 else 5
                    if v.combos[seat]:
                        room = body.bottom - row.bottom - 2 - 14 - KNIGHTS_NAMED_H
                        lines = max(NEWS_LINES_MIN, min(lines, (room - 2) // 17))
                    below = pygame.Rect(body.x, row.bottom + 2, body.w - 6, 2 + 17 * lines)
                    fit = self._draw_news(surface, seat, news, below, lines, valign="top")
                    top = below.y + fit.height + 14  # the knights right under the lines it took
            knights = pygame.Rect(body.x, top, body.w - 8, body.bottom - top)
            self.anchor(("knights", seat), knights)
            fresh = news.knights if news is not None else set()
            # a ledger of forces by card kind (each card named when there is room): a rival's panel is
            # too low for cascades of cards whose names can be read
            draw_ledger(self, surface, knights.inflate(0, -4), v.combos[seat], fresh, style.player_colour(seat))

    def news(self) -> dict[int, News]:
        """Each rival's latest turn; a move still being shown is not news yet."""
        hist = self.store.history
        upto = len(hist) - (1 if self.landing_busy() else 0)
        key = (upto, self.viewer, self._gen)
        if getattr(self, "_news_key", None) != key:
            self._news_key, self._news = key, rivals_news(hist[:upto], self.viewer)
        return self._news

    @staticmethod
    def _news_fits(text: str, box: pygame.Rect, lines: int) -> bool:
        """The whole line fits ``box`` at the news' full size (beside a short hand it is never shrunk)."""
        fit = text_fit.fit(text, "bold", 16, box.w, box.h, min_size=16, max_lines=lines, ellipsis_ok=True)
        return not fit.ellipsized

    def _draw_news(
        self,
        surface: pygame.Surface,
        seat: int,
        news: News,
        box: pygame.Rect,
        lines: int,
        valign: str = "center",
        min_size: int = 13,
    ) -> text_fit.Fit:
        """A rival's last moves, in their colour, beside or under their hand (the whole line in the tooltip);
        told shorter (Specials and discards counted) when the whole line would not fit; at the game's end
        only its final Contests (``News.caption``)."""
        text = news.caption
        if (
            not news.finals
            and text_fit.fit(
                text, "bold", 16, box.w, box.h, min_size=min_size, max_lines=lines, ellipsis_ok=True
            ).ellipsized
        ):
            text = news.short_line
        fit = text_fit.draw(
            surface, text, box, "bold", 16, style.player_colour(seat), align="left", max_lines=lines,
            min_size=min_size, ellipsis_ok=True, valign=valign,
        )  # fmt: skip
        spot = box if valign != "top" else pygame.Rect(box.x, box.y, box.w, fit.height)  # the lines it took
        self.spots.add(spot, ("news", seat), tip=_("Last turn: {moves}").format(moves=news.line))
        return fit

    def hand_in_order(self) -> list[int | None]:
        """The viewer's hand in the order its cards arrived: a card drawn joins at the right end (the
        engine keeps hands sorted, which would slide half of them under the pointer). A card that
        leaves (played, discarded) leaves its place empty (None), so no other card slides under the
        pointer; the places close up when the next card arrives (a draw: the pointer is on the deck),
        when the viewer's turn is over, or as soon as the pointer is away from the hand."""
        v = self.table_view  # the cards of Contests still on screen are still in it
        hand = [c for c in v.hands[self.viewer] if c != HIDDEN] if self.viewer is not None and v is not None else []
        if self._order_of != self.viewer:  # the order this seat's hand had (a save keeps it)
            self._order_of, self._order = self.viewer, list(self.session.hand_order.get(self.viewer, []))
        kept = [c if c in hand else None for c in self._order]
        new = [c for c in hand if c not in kept]
        if new or (None in kept and self._hand_may_close(v)):
            kept = [c for c in kept if c is not None]
        while kept and kept[-1] is None:
            kept.pop()  # an empty place at the right end moves nothing
        self._order = kept + new
        if self.viewer is not None:
            self.session.hand_order[self.viewer] = [c for c in self._order if c is not None]
        return self._order

    def _hand_rect(self, area: pygame.Rect) -> pygame.Rect:
        return self.hand.rect(area, len(self._order))

    def _hand_may_close(self, v: TournamentState) -> bool:
        """The hand's empty places may close: the viewer's turn is over (or the game), or the pointer
        is away from the hand (nothing can slide under it)."""
        if v.current != self.viewer or v.phase == OVER:
            return True
        area = getattr(getattr(self, "lay", None), "hand", None)
        return area is None or not self._hand_rect(area).collidepoint(self.app.mouse_pos)

    def _draw_hand(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        hand = self.hand_in_order()
        self.anchor(("hand", self.viewer), self._hand_rect(area))
        if not any(c is not None for c in hand):
            text_fit.draw(surface, _("Your hand is empty"), area, "text", 20, style.TEXT_DIM)
            return
        usable, acting = self.usable_cards(), self.can_act()
        cards: list[Card | None] = []
        for c in hand:
            if c is None:
                cards.append(None)  # the place of a card that has just left
                continue
            glow = "selected" if c in self.selected else ("target" if self.is_fresh(c) else None)
            dim = (acting and self.view.phase in (PLAY, DISCARD) and c not in usable) or self._contest_blocked(c)
            cards.append(
                Card(
                    c, card_spec(c), tip=self._card_tip(c), on_click=lambda c=c: self.toggle(c), highlight=glow, dim=dim
                )
            )
        self.hand.draw(self, surface, area, cards, lift_on_hover=acting)
        if acting and self.view.phase == DISCARD and len(self.my_hand()) - C.HAND_LIMIT > 1:
            draw_discard_order(self, surface, self.selected)  # which one ends on top of the pile

    def _contest_blocked(self, card: int) -> bool:
        """A Contest card that cannot be called yet (before every player's first turn), greyed at every
        moment but when it is one of the cards the viewer may discard."""
        if C.KIND[card] != C.CONTEST or prompts.contests_open(self.view):
            return False
        return not (self.can_act() and self.view.phase == DISCARD)

    def _card_tip(self, card: int) -> str:
        tip = self._tips.get(card)
        if tip is None:
            tip = self._tips[card] = self._card_text(card)
        return tip

    def _card_text(self, card: int) -> str:
        return prompts.card_text(self.view, card, self.seat_name, self.viewer)
