"""The Tournament table: your hand fanned at the bottom, every player's knights (combos) laid out as
cascades of Knight, Weapon, Horse and Shield, the deck and the discard pile, a scoreboard with every
contest category, and an announcement of each contest with the scores and the VP awarded.

Interaction: click the deck or the discard pile to draw; click cards in your hand to select them and
use the buttons that appear (put a knight into play, play a Special, call a Contest, discard, end the
turn). Every action goes through ``submit``: the engine refuses illegal ones with a reason (a toast).
"""

from __future__ import annotations

import pygame

from game.core.rules import Event
from game.games.tournament import content as C
from game.games.tournament.describe import card_label
from game.games.tournament.scoring import category_totals, contest_order
from game.games.tournament.state import DISCARD, DRAW, HIDDEN, OVER, PLAY, TournamentState
from game.games.tournament.ui.cards import CONTEST_ART, card_spec
from game.games.tournament.ui.summary import rules_summary
from game.i18n import _, ngettext
from game.ui.art.cards import card_back, draw_card, render_card
from game.ui.table import TableScene
from game.ui.widgets import style
from game.ui.widgets.button import Button

HAND_CARD = (110, 154)
PILE_CARD = (110, 154)
ANNOUNCE_SECONDS = 3.2
FRESH_SECONDS = 2.0
FLIGHT_SECONDS = 0.45


def combo_total(combo: tuple[int, ...]) -> int:
    return sum(C.FORCE[c] for c in combo)


class TournamentTable(TableScene):
    """The table scene of Tournament."""

    name = "tournament-table"

    def __init__(self, app, session) -> None:
        self.selected: list[int] = []
        self.buttons: list[Button] = []
        self.announcements: list[Event] = []
        self.announce_left = 0.0
        self.fresh: dict[int, float] = {}
        self._hand_rects: list[tuple[pygame.Rect, int]] = []
        self._deck_rect = pygame.Rect(0, 0, 0, 0)
        self._discard_rect = pygame.Rect(0, 0, 0, 0)
        self._mouse = (0, 0)
        self.hint = ""
        self.flights: list[list] = []  # [image, start, end, elapsed, duration]
        self._hand_anchor: dict[int, pygame.Rect] = {}
        self._knight_anchor: dict[int, pygame.Rect] = {}
        super().__init__(app, session)

    # --- state --------------------------------------------------------------------------------------
    @property
    def state(self) -> TournamentState:
        return self.view

    def refresh(self) -> None:
        super().refresh()
        hand = self.my_hand()
        kept: list[int] = []
        for c in self.selected:
            if c in hand and c not in kept:
                kept.append(c)
        self.selected = kept
        self._build_buttons()

    def my_hand(self) -> list[int]:
        if self.viewer is None or self.view is None:
            return []
        return [c for c in self.view.hands[self.viewer] if c != HIDDEN]

    def usable_cards(self) -> set[int]:
        """Cards of the viewer's hand that take part in some legal action now."""
        out: set[int] = set()
        for a in self.legal:
            if a[0] in ("combo", "special", "contest", "discard"):
                out.update(a[1:])
        return out

    # --- buttons ------------------------------------------------------------------------------------
    def _layout(self) -> dict[str, pygame.Rect]:
        tr = self.table_rect
        left = pygame.Rect(tr.x + 14, tr.y + 12, 244, tr.height - 24)
        main = pygame.Rect(left.right + 14, tr.y + 10, tr.right - left.right - 28, tr.height - 20)
        opponents = pygame.Rect(main.x, main.y, main.w, 270)
        middle = pygame.Rect(main.x, opponents.bottom + 8, main.w, 270)
        score = pygame.Rect(middle.x, middle.y, 530, middle.h)
        mine = pygame.Rect(score.right + 10, middle.y, middle.right - score.right - 10, middle.h)
        hand = pygame.Rect(main.x, middle.bottom + 8, main.w, main.bottom - middle.bottom - 8)
        buttons = pygame.Rect(left.x, left.y + 300, left.w, 250)
        return {
            "left": left,
            "main": main,
            "opponents": opponents,
            "score": score,
            "mine": mine,
            "hand": hand,
            "buttons": buttons,
        }

    def _build_buttons(self) -> None:
        self.buttons = []
        self.hint = ""
        if not self.legal or self.view is None:
            return
        v = self.view
        box = self._layout()["buttons"]
        specs: list[tuple[str, str, object, str, str]] = []  # label, icon, callback, tooltip, kind
        sel = self.selected
        if v.phase == PLAY:
            if len(sel) == 4:
                specs.append(
                    (
                        _("Put knight into play"),
                        "mounted-knight",
                        self.play_combo,
                        _("Your selected Knight, Weapon, Horse and Shield enter play as one knight"),
                        "primary",
                    )
                )
            elif len(sel) == 1 and C.KIND[sel[0]] == C.SPECIAL:
                specs.append(
                    (
                        _("Play {card}").format(card=_(C.NAME[sel[0]])),
                        "card-draw",
                        lambda c=sel[0]: self.submit(("special", c)),
                        _(C.SPECIAL_RULE),
                        "primary",
                    )
                )
            elif len(sel) == 1 and C.KIND[sel[0]] == C.CONTEST:
                specs.append(
                    (
                        _("Call the {contest}").format(contest=_(C.NAME[sel[0]])),
                        "trumpet-flag",
                        lambda c=sel[0]: self.submit(("contest", c)),
                        self.contest_forecast(sel[0]),
                        "primary",
                    )
                )
            elif sel:
                self.hint = _("A knight needs one Knight, one Weapon, one Horse and one Shield.")
            if not sel and any(a[0] == "combo" for a in self.legal):
                specs.append(
                    (
                        _("Select strongest knight"),
                        "visored-helm",
                        self.select_best_combo,
                        _("Select the highest Knight, Weapon, Horse and Shield in your hand"),
                        "secondary",
                    )
                )
            specs.append(
                (
                    _("End turn"),
                    "hourglass",
                    lambda: self.submit(("end",)),
                    _("Finish your turn without calling a Contest (Enter)"),
                    "secondary",
                )
            )
        elif v.phase == DISCARD:
            excess = len(self.my_hand()) - C.HAND_LIMIT
            self.hint = ngettext("Choose {n} card to discard.", "Choose {n} cards to discard.", excess).format(n=excess)
            if sel:
                specs.append(
                    (
                        ngettext("Discard {n} card", "Discard {n} cards", len(sel)).format(n=len(sel)),
                        "card-discard",
                        self.discard_selected,
                        _("Put the selected cards on the discard pile"),
                        "primary",
                    )
                )
        elif v.phase == DRAW:
            self.hint = _("Click the deck or the discard pile.")
        y = box.y
        for label, ico, cb, tip, kind in specs:
            self.buttons.append(
                Button((box.x, y, box.w, 46), label, cb, kind=kind, icon=ico, tooltip=tip, size=19)  # type: ignore[arg-type]
            )
            y += 54

    # --- actions --------------------------------------------------------------------------------------
    def play_combo(self) -> None:
        cards = sorted(self.selected)  # ids are ordered Knight < Weapon < Horse < Shield
        if self.submit(("combo", *cards)):
            self.selected = []
            self._build_buttons()

    def select_best_combo(self) -> None:
        top: dict[str, int] = {}
        for c in self.my_hand():
            if C.is_chivalry(c):
                top[C.KIND[c]] = c
        if len(top) < 4:
            self.toast(_("You have no complete knight in hand."))
            return
        self.selected = [top[k] for k in C.CHIVALRY_KINDS]
        self._build_buttons()

    def discard_selected(self) -> None:
        for c in list(self.selected):
            if self.view.phase != DISCARD or not self.submit(("discard", c)):
                break
        self.selected = []
        self._build_buttons()

    def contest_forecast(self, card: int) -> str:
        """Who would win this contest if called now (for the tooltip)."""
        v = self.view
        cat = C.category(card)
        scores = [category_totals(c)[cat] for c in v.combos]
        order = contest_order(scores, v.current)
        lines = [_(C.CONTEST_RULES[cat])]
        for place, seat in enumerate(order):
            lines.append(
                _("{place}. {name}: {score} → +{vp} VP").format(
                    place=place + 1, name=self.seat_name(seat), score=scores[seat], vp=v.players - place
                )
            )
        return "\n".join(lines)

    # --- input --------------------------------------------------------------------------------------
    def handle_table(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
        for b in self.buttons:
            if b.handle(event) and event.type != pygame.MOUSEMOTION:
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if ("end",) in self.legal:
                self.submit(("end",))
            elif ("draw", "deck") in self.legal:
                self.submit(("draw", "deck"))
            return
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return
        if self.announcements:
            self.skip_animations()
            return
        pos = event.pos
        if self._deck_rect.collidepoint(pos):
            self.submit(("draw", "deck"))
            return
        if self._discard_rect.collidepoint(pos):
            self.submit(("draw", "discard"))
            return
        for rect, card in reversed(self._hand_rects):
            if rect.collidepoint(pos):
                self.toggle(card)
                return

    def toggle(self, card: int) -> None:
        v = self.view
        if v.phase == DRAW:
            self.toast(_("Draw a card first: from the deck or the discard pile."))
            return
        if card in self.selected:
            self.selected.remove(card)
        else:
            if v.phase == DISCARD:
                excess = len(self.my_hand()) - C.HAND_LIMIT
                if len(self.selected) >= excess:
                    self.selected.pop(0)
            elif len(self.selected) >= 4:
                self.selected.pop(0)
            self.selected.append(card)
        self._build_buttons()

    # --- animations -----------------------------------------------------------------------------------
    def fly(self, card: int | None, start: pygame.Rect, end: pygame.Rect, delay: float = 0.0) -> None:
        """A card (face, or back when ``card`` is None) gliding from one place to another (decoration
        only: the state has already changed)."""
        if not start.w or not end.w:
            return
        img = card_back("tournament", (70, 98)) if card is None else render_card(card_spec(card), (70, 98))
        self.flights.append([img, start.center, end.center, -delay, FLIGHT_SECONDS])

    def on_events(self, events: list[Event]) -> None:
        delay = 0.0
        for ev in events:
            seat = ev.data.get("seat")
            hand = self._hand_anchor.get(seat, pygame.Rect(0, 0, 0, 0))
            if ev.kind == "contest":
                self.announcements.append(ev)
            elif ev.kind == "draw":
                card = ev.get("card")
                if card is not None and seat == self.viewer:
                    self.fresh[card] = FRESH_SECONDS
                src = self._deck_rect if ev.data["source"] == "deck" else self._discard_rect
                self.fly(card, src, hand)
                self.app.sound.play("flip")
            elif ev.kind == "special":
                for card in ev.secret.get("cards", ()):
                    self.fresh[card] = FRESH_SECONDS
                for i in range(ev.data["count"]):
                    cards = ev.secret.get("cards", ())
                    self.fly(cards[i] if i < len(cards) else None, self._deck_rect, hand, delay=0.12 * i)
                self.fly(ev.data["card"], hand, self._discard_rect)
                self.app.sound.play("shuffle")
            elif ev.kind == "combo":
                dest = self._knight_anchor.get(seat, hand)
                for i, card in enumerate(ev.data["cards"]):
                    self.fly(card, hand, dest, delay=0.08 * i)
                self.app.sound.play("clash")
            elif ev.kind == "discard":
                self.fly(ev.data["card"], hand, self._discard_rect, delay=delay)
                delay += 0.1
        if self.announcements:
            if self.announce_left <= 0:
                self.announce_left = ANNOUNCE_SECONDS
                self.app.sound.play("fanfare")
            self.animating = True

    def update_table(self, dt: float) -> None:
        speed = max(0.25, self.app.settings.animation_speed)
        for f in self.flights:
            f[3] += dt * speed
        self.flights = [f for f in self.flights if f[3] < f[4]]
        for c in list(self.fresh):
            self.fresh[c] -= dt
            if self.fresh[c] <= 0:
                del self.fresh[c]
        if self.announcements:
            self.announce_left -= dt * speed
            if self.announce_left <= 0:
                self.announcements.pop(0)
                if self.announcements:
                    self.announce_left = ANNOUNCE_SECONDS
            self.animating = bool(self.announcements)

    def skip_animations(self) -> None:
        self.flights.clear()
        self.announcements.clear()
        self.announce_left = 0.0
        self.animating = False

    def on_undo(self) -> None:
        self.skip_animations()
        self.selected = []
        self._build_buttons()

    # --- texts ------------------------------------------------------------------------------------------
    def rules_summary(self) -> str:
        return rules_summary()

    def status_text(self) -> str:
        v = self.view
        if v.phase == DRAW:
            return _("Draw a card from the deck or the discard pile")
        if v.phase == DISCARD:
            n = len(self.my_hand()) - C.HAND_LIMIT
            return ngettext("Discard {n} card", "Discard {n} cards", n).format(n=n)
        if v.phase == PLAY:
            if v.turns < v.players:
                return _("Put a knight into play or play a Special, then end your turn")
            return _("Put a knight into play, play a Special, call a Contest or end your turn")
        return ""

    # --- drawing --------------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        v = self.view
        if v is None:
            return
        lay = self._layout()
        self._draw_piles(surface, lay["left"])
        for b in self.buttons:
            b.draw(surface)
            self.tooltip(b.rect, b.tooltip() if callable(b.tooltip) else b.tooltip)
        if self.hint and self.can_act():
            box = lay["buttons"]
            y = box.y + 54 * len(self.buttons) + 4
            style.blit_paragraphs(surface, self.hint, pygame.Rect(box.x, y, box.w, 90), "text", 19, style.TEXT_LIGHT)
        self._draw_opponents(surface, lay["opponents"])
        self._draw_scoreboard(surface, lay["score"])
        self._draw_my_knights(surface, lay["mine"])
        self._draw_hand(surface, lay["hand"])
        for img, (x0, y0), (x1, y1), t, dur in self.flights:
            if t < 0:
                continue
            k = t / dur
            k = k * k * (3 - 2 * k)
            pos = (int(x0 + (x1 - x0) * k - img.get_width() / 2), int(y0 + (y1 - y0) * k - img.get_height() / 2))
            draw_card(surface, img, pos)
        if self.announcements:
            self._draw_announcement(surface, lay["main"], self.announcements[0])

    def _draw_piles(self, surface: pygame.Surface, left: pygame.Rect) -> None:
        v = self.view
        w, h = PILE_CARD
        my_draw = self.can_act() and v.phase == DRAW
        deck_pos = (left.x + 4, left.y + 30)
        disc_pos = (left.x + 4 + w + 16, left.y + 30)
        style.blit_text(
            surface,
            _("Deck: {n}").format(n=len(v.deck)),
            (deck_pos[0] + w // 2, left.y + 4),
            "bold",
            19,
            style.TEXT_LIGHT,
            "midtop",
        )
        style.blit_text(
            surface,
            _("Discard: {n}").format(n=len(v.discard)),
            (disc_pos[0] + w // 2, left.y + 4),
            "bold",
            19,
            style.TEXT_LIGHT,
            "midtop",
        )
        if v.deck:
            for i in range(min(4, (len(v.deck) + 9) // 10)):
                draw_card(surface, card_back("tournament", PILE_CARD), (deck_pos[0] + i * 2, deck_pos[1] - i * 2))
            self._deck_rect = pygame.Rect(deck_pos[0], deck_pos[1] - 6, w + 6, h + 6)
            if my_draw:
                draw_card(surface, card_back("tournament", PILE_CARD), deck_pos, highlight="playable")
        else:
            self._deck_rect = pygame.Rect(deck_pos, PILE_CARD)
            pygame.draw.rect(surface, style.GOLD_DARK, self._deck_rect, 2, border_radius=8)
        self.tooltip(
            self._deck_rect, _("The deck: click to draw its top card (Enter). The game ends when it runs out.")
        )
        self._discard_rect = pygame.Rect(disc_pos, PILE_CARD)
        if v.discard:
            top = v.discard[-1]
            draw_card(
                surface, render_card(card_spec(top), PILE_CARD), disc_pos, highlight="playable" if my_draw else None
            )
            self.tooltip(
                self._discard_rect, _("Top of the discard pile: {card}. Click to take it.").format(card=card_label(top))
            )
        else:
            pygame.draw.rect(surface, style.GOLD_DARK, self._discard_rect, 2, border_radius=8)
            style.blit_text(surface, _("empty"), self._discard_rect.center, "text", 18, style.TEXT_DIM, "center")
        # contests already scored
        y = left.y + 30 + h + 16
        style.blit_text(
            surface,
            _("Contests scored: {n} of {total}").format(n=len(v.history), total=len(C.CONTESTS)),
            (left.x + 4, y),
            "bold",
            18,
            style.TEXT_LIGHT,
        )
        y += 28
        x = left.x + 4
        for rec in v.history[-12:]:
            cat = C.category(rec.card)
            ico = style.icon(CONTEST_ART[cat], 26, style.GOLD)
            r = pygame.Rect(x, y, 30, 30)
            pygame.draw.rect(surface, (40, 34, 50), r, border_radius=6)
            if ico:
                surface.blit(ico, ico.get_rect(center=r.center))
            winner = contest_order(rec.scores, rec.active)[0]
            pygame.draw.rect(surface, style.player_colour(winner), r, 2, border_radius=6)
            contest = _(C.CONTEST_NAMES[cat])
            if winner == self.viewer and self.viewer_is_human():
                tip = _("{contest}: you won it").format(contest=contest)
            else:
                tip = _("{contest}: {name} won it").format(contest=contest, name=self.player_name(winner))
            self.tooltip(r, tip)
            x += 34
            if x > left.right - 30:
                x, y = left.x + 4, y + 34

    def _combo_cascade(
        self, surface: pygame.Surface, combo: tuple[int, ...], pos: tuple[int, int], cw: int
    ) -> pygame.Rect:
        """One knight: Knight, Weapon, Horse and Shield cards cascading down, the total on a seal."""
        ch = int(cw * 1.4)
        step = max(12, int(ch * 0.2))
        x, y = pos
        for i, card in enumerate(combo):
            draw_card(surface, render_card(card_spec(card), (cw, ch)), (x, y + i * step), shadow=i == 0)
        rect = pygame.Rect(x, y, cw, ch + 3 * step)
        total = combo_total(combo)
        seal = pygame.Rect(0, 0, 26, 26)
        seal.center = (rect.right - 4, rect.top + 2)
        pygame.draw.circle(surface, style.CRIMSON_DARK, seal.center, 13)
        pygame.draw.circle(surface, style.GOLD, seal.center, 13, 2)
        style.blit_text(surface, str(total), seal.center, "bold", 15, style.TEXT_LIGHT, "center")
        self.tooltip(
            rect,
            _("Knight: {cards}. Total force {total}.").format(
                cards=", ".join(card_label(c) for c in combo), total=total
            ),
        )
        return rect

    def _draw_combos(self, surface: pygame.Surface, combos: list, area: pygame.Rect, cw: int) -> None:
        if not combos:
            style.blit_text(surface, _("No knight in play yet"), area.center, "text", 18, style.TEXT_DIM, "center")
            return
        cw = min(cw, int(area.h / 2.25))
        n = len(combos)
        step = cw + 8 if n == 1 else min(cw + 8, (area.w - cw) // (n - 1))
        for i, combo in enumerate(combos):
            self._combo_cascade(surface, combo, (area.x + i * step, area.y), cw)

    def _totals_tip(self, seat: int) -> str:
        totals = category_totals(self.view.combos[seat])
        lines = [_("{name}: totals in play").format(name=self.seat_name(seat))]
        lines += [_("{contest}: {score}").format(contest=_(C.CONTEST_NAMES[i]), score=totals[i]) for i in range(9)]
        return "\n".join(lines)

    def _player_header(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, light: bool) -> None:
        v = self.view
        ink = style.TEXT_LIGHT if light else style.INK
        b = style.badge(seat, 28)
        surface.blit(b, b.get_rect(midleft=(rect.x + 8, rect.centery)))
        name = self.seat_name(seat)
        if seat == v.current and v.phase != OVER:
            name = "» " + name
        style.blit_text(surface, name, (rect.x + 42, rect.centery), "bold", 20, ink, "midleft")
        style.blit_text(
            surface,
            _("{vp} VP").format(vp=v.vp[seat]),
            (rect.right - 10, rect.centery),
            "title",
            22,
            style.GOLD,
            "midright",
        )

    def _draw_opponents(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        v = self.view
        n = v.players
        start = self.viewer if self.viewer is not None else 0
        seats = [(start + i) % n for i in range(1, n)] if self.viewer is not None else list(range(n))
        k = len(seats)
        gap = 10
        w = (area.w - gap * (k - 1)) // k
        cw = 90 if k <= 2 else (64 if k <= 3 else 52)
        for i, seat in enumerate(seats):
            panel = pygame.Rect(area.x + i * (w + gap), area.y, w, area.h)
            style.draw_panel(surface, panel, "dark")
            if seat == v.current and v.phase != OVER:
                pygame.draw.rect(surface, style.GOLD, panel, 3, border_radius=10)
            head = pygame.Rect(panel.x, panel.y + 4, panel.w, 34)
            self._player_header(surface, seat, head, True)
            self.tooltip(head, self._totals_tip(seat))
            # hand: known cards face up, the others as backs
            hand = v.hands[seat]
            mini = (30, 42)
            hx, hy = panel.x + 12, head.bottom + 4
            hstep = min(16, (panel.w - 24 - mini[0]) // max(1, len(hand) - 1)) if len(hand) > 1 else 16
            for j, c in enumerate(hand):
                img = card_back("tournament", mini) if c == HIDDEN else render_card(card_spec(c), mini)
                draw_card(surface, img, (hx + j * hstep, hy), shadow=False)
            hand_rect = pygame.Rect(hx, hy, mini[0] + hstep * max(0, len(hand) - 1), mini[1])
            self._hand_anchor[seat] = pygame.Rect(hx, hy, max(mini[0], hand_rect.w), mini[1])
            known = [card_label(c) for c in hand if c != HIDDEN]
            tip = ngettext("{n} card in hand", "{n} cards in hand", len(hand)).format(n=len(hand))
            if known:
                tip += "\n" + _("Known (taken from the discard pile): {cards}").format(cards=", ".join(known))
            self.tooltip(hand_rect, tip)
            style.blit_text(
                surface, str(len(hand)), (hand_rect.right + 8, hand_rect.centery), "bold", 18, style.TEXT_DIM, "midleft"
            )
            combos_area = pygame.Rect(panel.x + 12, hy + mini[1] + 14, panel.w - 30, panel.bottom - hy - mini[1] - 20)
            self._knight_anchor[seat] = combos_area
            self._draw_combos(surface, v.combos[seat], combos_area, cw)

    def _draw_my_knights(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        v = self.view
        style.draw_panel(surface, area, "dark")
        if self.viewer is None:
            return
        head = pygame.Rect(area.x, area.y + 4, area.w, 34)
        self._player_header(surface, self.viewer, head, True)
        self.tooltip(head, self._totals_tip(self.viewer))
        inner = pygame.Rect(area.x + 14, head.bottom + 6, area.w - 34, area.h - head.h - 16)
        self._knight_anchor[self.viewer] = inner
        self._draw_combos(surface, v.combos[self.viewer], inner, 100)

    def _draw_scoreboard(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        v = self.view
        style.draw_panel(surface, area, "parchment")
        x0 = area.x + 12
        name_w, vp_w, col = 104, 44, 37
        y = area.y + 10
        style.blit_text(surface, _("Scoreboard"), (x0, y), "title", 20, style.INK)
        scored = {C.category(r.card) for r in v.history}
        hy = y + 30
        cx0 = x0 + 30 + name_w + vp_w
        style.blit_text(surface, _("VP"), (x0 + 30 + name_w + vp_w // 2, hy + 14), "bold", 17, style.INK, "center")
        for cat in range(9):
            r = pygame.Rect(cx0 + cat * col, hy, col - 3, 28)
            colour = style.INK_SOFT if cat in scored else style.CRIMSON_DARK
            ico = style.icon(CONTEST_ART[cat], 24, colour)
            if ico:
                surface.blit(ico, ico.get_rect(center=r.center))
            tip = _("{contest}: {rule}").format(contest=_(C.CONTEST_NAMES[cat]), rule=_(C.CONTEST_RULES[cat]))
            if cat in scored:
                tip += " " + _("(already scored)")
            self.tooltip(r, tip)
        totals = [category_totals(c) for c in v.combos]
        row_h = min(30, (area.bottom - hy - 40) // max(1, v.players))
        y = hy + 34
        for seat in range(v.players):
            row = pygame.Rect(x0 - 4, y, area.w - 16, row_h - 2)
            if seat == v.current and v.phase != OVER:
                pygame.draw.rect(surface, (236, 214, 160), row, border_radius=6)
            b = style.badge(seat, 22)
            surface.blit(b, b.get_rect(midleft=(x0, row.centery)))
            name = self.seat_name(seat)
            while style.font("bold", 17).size(name)[0] > name_w - 6 and len(name) > 3:
                name = name[:-2] + "…"
            style.blit_text(surface, name, (x0 + 30, row.centery), "bold", 17, style.INK, "midleft")
            style.blit_text(
                surface,
                str(v.vp[seat]),
                (x0 + 30 + name_w + vp_w // 2, row.centery),
                "title",
                20,
                style.CRIMSON,
                "center",
            )
            for cat in range(9):
                best = max(t[cat] for t in totals)
                val = totals[seat][cat]
                lead = val == best and best > 0
                colour = style.INK_SOFT if cat in scored else (style.CRIMSON_DARK if lead else style.INK)
                style.blit_text(
                    surface,
                    str(val),
                    (cx0 + cat * col + (col - 3) // 2, row.centery),
                    "bold" if lead else "text",
                    17,
                    colour,
                    "center",
                )
            self.tooltip(row, self._totals_tip(seat))
            y += row_h

    def _draw_hand(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        self._hand_rects = []
        if self.viewer is not None:
            self._hand_anchor[self.viewer] = pygame.Rect(area.x, area.bottom - 170, area.w, 160)
        hand = self.my_hand()
        if self.viewer is None:
            return
        if not hand:
            style.blit_text(surface, _("Your hand is empty"), area.center, "text", 20, style.TEXT_DIM, "center")
            return
        w, h = HAND_CARD
        n = len(hand)
        step = w + 10 if n == 1 else min(w + 10, (area.w - w) // (n - 1))
        total_w = w + step * (n - 1)
        x0 = area.x + (area.w - total_w) // 2
        base_y = area.bottom - h - 8
        usable = self.usable_cards()
        acting = self.can_act()
        mx, my = self._mouse
        hovered = None
        for i in range(n - 1, -1, -1):
            r = pygame.Rect(x0 + i * step, base_y - 26, w if i == n - 1 else step, h + 26)
            if r.collidepoint(mx, my):
                hovered = hand[i]
                break
        mid = (n - 1) / 2
        for i, card in enumerate(hand):
            arc = int(((i - mid) / max(1.0, mid)) ** 2 * 10) if n > 1 else 0
            y = base_y + arc
            if card in self.selected:
                y -= 30
            elif card == hovered and acting:
                y -= 12
            highlight = None
            if card in self.selected:
                highlight = "selected"
            elif card in self.fresh:
                highlight = "target"
            elif card == hovered:
                highlight = "hover"
            dim = acting and self.view.phase in (PLAY, DISCARD) and card not in usable
            rect = draw_card(surface, render_card(card_spec(card), HAND_CARD), (x0 + i * step, y), highlight, dim=dim)
            self._hand_rects.append((rect, card))
            self.tooltip(rect, self._card_tip(card))

    def _card_tip(self, card: int) -> str:
        kind = C.KIND[card]
        if kind == C.CONTEST:
            return _("{name} (Contest).").format(name=_(C.NAME[card])) + "\n" + self.contest_forecast(card)
        if kind == C.SPECIAL:
            return _("{name} (Special): {rule}").format(name=_(C.NAME[card]), rule=_(C.SPECIAL_RULE))
        return _("{name}: {kind}, force {force}.").format(
            name=_(C.NAME[card]), kind=_(C.KIND_NAMES[kind]), force=C.FORCE[card]
        )

    def _draw_announcement(self, surface: pygame.Surface, main: pygame.Rect, ev: Event) -> None:
        d = ev.data
        n = len(d["scores"])
        order = contest_order(d["scores"], d["seat"])
        w, h = 600, 150 + 40 * n
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (main.centerx, main.y + 300)
        style.dim(surface, 90)
        style.draw_panel(surface, rect, "parchment")
        cat = d["category"]
        ico = style.icon(CONTEST_ART[cat], 44, style.CRIMSON_DARK)
        if ico:
            surface.blit(ico, (rect.x + 22, rect.y + 18))
        style.blit_text(surface, _(C.CONTEST_NAMES[cat]), (rect.x + 80, rect.y + 16), "title", 32, style.CRIMSON_DARK)
        if d["seat"] == self.viewer and self.viewer_is_human():
            sub = _("Contest called by you")
        else:
            sub = _("Contest called by {name}").format(name=self.player_name(d["seat"]))
        if d.get("final"):
            sub += " · " + _("end of the game")
        style.blit_text(surface, sub, (rect.x + 82, rect.y + 56), "text", 20, style.INK_SOFT)
        style.blit_text(surface, _(C.CONTEST_RULES[cat]), (rect.x + 24, rect.y + 86), "text", 19, style.INK)
        y = rect.y + 122
        for place, seat in enumerate(order):
            row = pygame.Rect(rect.x + 20, y, w - 40, 36)
            if place == 0:
                pygame.draw.rect(surface, (240, 212, 130), row, border_radius=6)
            style.blit_text(surface, f"{place + 1}.", (row.x + 8, row.centery), "bold", 20, style.INK, "midleft")
            b = style.badge(seat, 26)
            surface.blit(b, b.get_rect(midleft=(row.x + 40, row.centery)))
            style.blit_text(surface, self.seat_name(seat), (row.x + 74, row.centery), "bold", 20, style.INK, "midleft")
            style.blit_text(
                surface,
                _("score {score}").format(score=d["scores"][seat]),
                (row.x + 330, row.centery),
                "text",
                20,
                style.INK,
                "midleft",
            )
            style.blit_text(
                surface,
                _("+{vp} VP").format(vp=d["vp"][seat]),
                (row.right - 10, row.centery),
                "title",
                22,
                style.CRIMSON,
                "midright",
            )
            y += 40
        style.blit_text(
            surface, _("Click to continue"), (rect.centerx, rect.bottom - 6), "text", 16, style.INK_SOFT, "midbottom"
        )

    # --- smoke --------------------------------------------------------------------------------------
    def smoke_steps(self) -> int:
        return 24

    def smoke_states(self) -> list:
        """Extra screenshots: a contest announcement over the table."""

        def announce() -> None:
            v = self.view
            card = C.CONTESTS[0]
            from game.games.tournament.scoring import all_scores, contest_vp

            scores = all_scores(v.combos, C.category(card))
            vp = contest_vp(scores, v.current)
            ev = Event(
                "contest",
                {
                    "seat": v.current,
                    "card": card,
                    "category": C.category(card),
                    "scores": tuple(scores),
                    "vp": tuple(vp),
                    "totals": tuple(a + b for a, b in zip(v.vp, vp)),
                    "final": False,
                },
            )
            self.announcements = [ev]
            self.announce_left = 1000.0
            self.animating = True

        def midgame() -> None:
            """Play on with the rule-of-thumb policy for every seat until knights fill the table."""
            from game.games.tournament.policy import policy_action

            store = self.store
            for _step in range(400):
                st = store.state
                mine = st.current == self.viewer and st.phase == PLAY
                if st.phase == OVER or (mine and (sum(map(len, st.combos)) >= 4 or len(st.deck) <= 8)):
                    break
                store.apply(st.current, policy_action(st, st.current))
            self.skip_animations()
            self.refresh()

        return [("contest", announce), ("midgame", midgame)]
