"""The Joust for Fun table: knights in joust and stable with their damage, the court cards in play
(or the Carousel), fans and trophies, the secret combat-card pick and the simultaneous reveal.

Everything is drawn from the viewer's view (``self.view``): the state is the truth, events only
start short animations (a flip of both combat cards, floating damage and fan numbers, a card
sliding into the court) that are drawn over it.
"""

from __future__ import annotations

import math

import pygame

from game.core.rules import Event
from game.games.joust import content as C
from game.games.joust import effects as fx
from game.games.joust.describe import knight_name
from game.games.joust.state import (
    ATTACK,
    COMBAT,
    DRAW,
    END,
    HIDDEN,
    JOUST,
    NONE,
    ORDER,
    OVER,
    SETUP,
    TARGET,
    JoustState,
)
from game.games.joust.ui.cards import combat_spec, court_spec, knight_spec
from game.games.joust.ui.summary import rules_summary
from game.i18n import _, ngettext
from game.ui.art import theme
from game.ui.art.cards import card_back, draw_card, render_card
from game.ui.art.tokens import render_token
from game.ui.event_steps import EventStep, advance
from game.ui.table import TableScene
from game.ui.widgets import style
from game.ui.widgets.button import Button

JOUSTER = (128, 179)
STABLE = (100, 140)
MY_JOUSTER = (144, 202)
MY_STABLE = (110, 154)
SEAT_H = 262
MY_H = 292
COURT = (92, 129)
COMBAT_CARD = (96, 134)
HAND_CARD = (92, 129)
LARGE = (300, 420)
DURATIONS = {
    "reveal": 1.3,
    "damage": 0.7,
    "heal": 0.6,
    "knockout": 1.0,
    "fans": 0.6,
    "court_drawn": 0.5,
    "carousel_add": 0.5,
    "knight_drawn": 0.45,
    "trophy": 0.8,
}
RESULT_COLOURS = {"strike": (214, 72, 52), "block": (70, 140, 210)}


def ease(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


Anim = EventStep  # one running animation for one event


class JoustTable(TableScene):
    """The table scene of Joust for Fun (all three modes)."""

    name = "joust-table"

    def __init__(self, app, session) -> None:
        self.anims: list[Anim] = []
        self.hover_pos: tuple[int, int] = (0, 0)
        self.action_buttons: list[Button] = []
        self._knight_rects: list[tuple[pygame.Rect, int, int, int]] = []  # rect, uid, seat, index
        self._uid_rects: dict[int, pygame.Rect] = {}  # last place each knight was drawn
        self._seat_rects: dict[int, pygame.Rect] = {}
        self._hand_rects: list[tuple[pygame.Rect, int]] = []
        self._mini: list[tuple[pygame.Rect, tuple, str]] = []  # small buttons on knights
        self._court_rect = pygame.Rect(0, 0, 1, 1)
        self._deck_rects: dict[str, pygame.Rect] = {}
        self._inspect: tuple[str, int] | None = None
        self._t = 0.0
        super().__init__(app, session)

    # --- helpers --------------------------------------------------------------------------------
    @property
    def v(self) -> JoustState:
        return self.view

    def me(self) -> int:
        return self.viewer if self.viewer is not None else 0

    def refresh(self) -> None:
        super().refresh()
        self._build_buttons()

    def _use_session(self, session) -> None:
        """Show another session in this table (smoke uses it for the other modes)."""
        self.session = session
        self.spec = session.spec
        self.rules = session.rules
        self.store = session.store
        self._gen += 1
        self.thinking = None
        self.anims = []
        self.animating = False
        humans = session.human_seats()
        self.viewer = humans[0] if humans else None
        self._viewed_by = self.viewer
        self.log_panel.clear()
        self.log(_("A new game of {game} begins.").format(game=_(self.spec.name)))
        self.refresh()

    def _submitter(self, action: tuple):
        def go() -> None:
            self.submit(action)

        return go

    # --- buttons --------------------------------------------------------------------------------
    def _build_buttons(self) -> None:
        self.action_buttons = []
        if not self.legal or self.view is None:
            return
        v = self.v
        rect = self.table_rect
        legal = set(self.legal)
        if v.phase == DRAW:
            x, y = rect.right - 270, rect.bottom - 250
            if v.variant == C.CAROUSEL:
                label, tip = (
                    (lambda: _("Turn the Carousel")),
                    (lambda: _("Add the top court card to the Carousel and activate every card in it")),
                )
            else:
                label, tip = (lambda: _("Draw a court card")), (lambda: _("It is played at once on knights you choose"))
            b = Button(
                (x, y, 250, 50),
                label,
                self._submitter(("draw", "court")),
                kind="primary",
                icon="card-draw",
                tooltip=tip,
                size=20,
            )
            b.enabled = ("draw", "court") in legal
            if not b.enabled:
                b.tooltip = lambda: _("You have no knights: you must draw a knight.")
            self.action_buttons.append(b)
            if v.variant != C.CAROUSEL:
                b = Button(
                    (x, y + 60, 250, 50),
                    lambda: _("Draw a knight"),
                    self._submitter(("draw", "knight")),
                    kind="secondary",
                    icon="mounted-knight",
                    tooltip=lambda: _("The new knight joins your stable"),
                    size=20,
                )
                b.enabled = ("draw", "knight") in legal
                if not b.enabled:
                    b.tooltip = lambda: _("You already have 3 knights.")
                self.action_buttons.append(b)
        elif v.phase == END:
            b = Button(
                (rect.right - 270, rect.bottom - 250, 250, 50),
                lambda: _("End your turn"),
                self._submitter(("end",)),
                kind="primary",
                icon="hourglass",
                tooltip=lambda: _("Keep your fans and pass the turn on"),
                size=20,
            )
            self.action_buttons.append(b)
        elif v.phase == ORDER:
            x, y = rect.right - 516, rect.bottom - 290
            for i, t in enumerate(v.pending):
                text = _("{k}: {text}").format(k=self._trigger_source(t), text=C.effect_text(t.effect, t.amount))
                b = Button((x, y + i * 52, 504, 46), text, self._submitter(("order", i)), kind="secondary", size=17)
                self.action_buttons.append(b)

    def _trigger_source(self, t) -> str:
        if t.origin == "court":
            return _(C.COURTS[t.card].name)
        return knight_name(t.card)

    # --- animations -------------------------------------------------------------------------------
    def on_events(self, events: list[Event]) -> None:
        steps = [Anim(e) for e in events if e.kind in DURATIONS]
        if not steps:
            return
        self.anims.extend(steps)
        self.animating = True
        self._start_next()

    def _start_next(self) -> None:
        if self.anims and not self.anims[0].started:
            a = self.anims[0]
            a.started = True
            sound = {
                "reveal": "clash",
                "knockout": "cheer",
                "court_drawn": "flip",
                "carousel_add": "flip",
                "knight_drawn": "flip",
                "trophy": "fanfare",
            }.get(a.event.kind)
            if sound:
                self.app.sound.play(sound)

    def update_table(self, dt: float) -> None:
        self._t += dt
        if not self.anims:
            return
        if advance(self.anims, dt, self.app.settings.animation_speed, DURATIONS):
            if self.anims:
                self._start_next()
            else:
                self.animating = False

    def skip_animations(self) -> None:
        self.anims = []
        self.animating = False

    def on_undo(self) -> None:
        self.skip_animations()

    # --- texts ------------------------------------------------------------------------------------
    def rules_summary(self) -> str:
        return rules_summary(self.v.variant if self.view is not None else C.STANDARD)

    def status_text(self) -> str:
        v = self.v
        ph = v.phase
        if ph == SETUP:
            return _("Choose the knight who jousts: click one of your two knights.")
        if ph == DRAW:
            if v.variant == C.CAROUSEL:
                return _("Turn the Carousel.")
            return _("Draw a court card or a knight.") + self._fan_support_hint()
        if ph == TARGET:
            play = v.court[v.to_activate[0]]
            return _("{card}: choose {target}.").format(
                card=_(C.COURTS[play.card].name), target=_(C._TARGET_TEXT[C.COURTS[play.card].targets[v.target_slot]])
            )
        if ph == JOUST:
            return _("Choose your jousting knight.") + self._fan_support_hint()
        if ph == END:
            return _("Fan Support: spend 6 fans to deal 1 damage to an opposing knight, or end your turn.")
        if ph == ATTACK:
            return _("{name} has no jousting knight: choose which of their knights to attack.").format(
                name=self.seat_name(v.defender)
            )
        if ph == COMBAT:
            if self.viewer == v.attacker:
                return _("Choose your combat card in secret (up to your knight's strength).")
            return _("You are attacked! Choose a combat card in secret: match to block.")
        if ph == ORDER:
            return _("Several abilities go off at once: choose which resolves first.")
        return ""

    def _fan_support_hint(self) -> str:
        if any(a[0] == "decree" for a in self.legal):
            return " " + _("You may spend 6 fans to deal 1 damage to an opposing knight.")
        return ""

    # --- input -------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """Holding the right button enlarges the card under the mouse, whoever's turn it is."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self._inspect = self._card_at(event.pos)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self._inspect = None
            return
        super().handle(event)

    def handle_table(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
        for b in self.action_buttons:
            if b.handle(event) and event.type != pygame.MOUSEMOTION:
                return
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or not self.can_act():
            return
        pos = event.pos
        for rect, action, _tip in self._mini:
            if rect.collidepoint(pos):
                self.submit(action)
                return
        for rect, value in self._hand_rects:
            if rect.collidepoint(pos):
                self.submit(("card", value))
                return
        v = self.v
        for rect, uid, seat, index in reversed(self._knight_rects):
            if not rect.collidepoint(pos):
                continue
            if v.phase == SETUP and seat == self.viewer:
                self.submit(("setup", index))
            elif v.phase == TARGET:
                self.submit(("target", uid))
            elif v.phase == JOUST and seat == self.viewer:
                self.submit(("joust", uid))
            elif v.phase == ATTACK:
                self.submit(("attack", uid))
            return

    def _card_at(self, pos: tuple[int, int]) -> tuple[str, int] | None:
        for rect, uid, _seat, _i in reversed(self._knight_rects):
            if rect.collidepoint(pos):
                k = self.v.knight(uid)
                if k is not None and k.card != HIDDEN:
                    return ("knight", k.card)
        for rect, card in getattr(self, "_court_hits", []):
            if rect.collidepoint(pos):
                return ("court", card)
        return None

    # --- layout ----------------------------------------------------------------------------------
    def _others(self) -> list[int]:
        n = self.v.players
        me = self.me()
        return [(me + i) % n for i in range(1, n)]

    def _zone(self, seat: int) -> pygame.Rect:
        rect = self.table_rect
        if seat == self.me():
            width = rect.width - 5 * (HAND_CARD[0] + 8) - 40
            return pygame.Rect(rect.x + 12, rect.bottom - MY_H - 8, width, MY_H)
        others = self._others()
        k = others.index(seat)
        w = (rect.width - 24) // len(others)
        return pygame.Rect(rect.x + 12 + k * w, rect.y + 8, w - 10, SEAT_H)

    # --- drawing ---------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        v = self.v
        if v is None:
            return
        self._knight_rects = []
        self._hand_rects = []
        self._mini = []
        self._court_hits: list[tuple[pygame.Rect, int]] = []
        for s in self._others():
            self._draw_seat(surface, v, s, small=True)
        self._draw_seat(surface, v, self.me(), small=False)
        self._draw_middle(surface, v)
        if v.phase == COMBAT:
            self._draw_hand(surface, v)
        if self.can_act():
            for b in self.action_buttons:
                b.draw(surface)
                self.tooltip(b.rect, b.tip())
        self._draw_anims(surface, v)
        if self._inspect is not None:
            self._draw_inspect(surface)

    def _draw_seat(self, surface: pygame.Surface, v: JoustState, s: int, small: bool) -> None:
        zone = self._zone(s)
        self._seat_rects[s] = zone
        me = v.seats[s]
        active = s == v.active and v.phase not in (SETUP, OVER)
        theme.draw_panel(surface, zone, "dark")
        if active:
            pygame.draw.rect(surface, style.GOLD, zone, 3, border_radius=10)
        if me.out:
            style.dim(surface.subsurface(zone), 90)
        surface.blit(theme.player_badge(s, 36), (zone.x + 10, zone.y + 8))
        name = style.blit_text(surface, self.seat_name(s), (zone.x + 54, zone.y + 12), "bold", 21, style.TEXT_LIGHT)
        self._draw_score(surface, v, s, (max(name.right + 24, zone.x + 200), zone.y + 12))
        if me.out:
            style.blit_text(
                surface, _("Out of the tournament"), (zone.centerx, zone.centery), "title", 24, style.CRIMSON, "center"
            )
            return
        jsize, ssize = (JOUSTER, STABLE) if small else (MY_JOUSTER, MY_STABLE)
        x = zone.x + 16
        y = zone.y + 50
        order = ([me.jousting] if me.jousting >= 0 else []) + [i for i in range(len(me.knights)) if i != me.jousting]
        if v.phase == SETUP:
            order = list(range(len(me.knights)))
        for i in order:
            jousting = i == me.jousting and v.phase != SETUP
            size = jsize if jousting or (v.phase == SETUP and not small) else ssize
            top = y if jousting else y + (jsize[1] - size[1])
            rect = self._draw_knight(surface, v, s, i, (x, top), size, jousting)
            x = rect.right + (22 if jousting else 10)
        if not me.knights:
            style.blit_text(surface, _("No knights"), (zone.x + 20, y + 40), "text", 20, style.TEXT_DIM)

    def _draw_score(self, surface: pygame.Surface, v: JoustState, s: int, pos: tuple[int, int]) -> None:
        x, y = pos
        me = v.seats[s]
        if v.variant == C.CAROUSEL:
            left = sum(fx.health(v, k) - k.damage for k in me.knights)
            surface.blit(render_token("health", 24), (x, y))
            r = style.blit_text(surface, str(left), (x + 30, y), "bold", 21, style.TEXT_LIGHT)
            self.tooltip(pygame.Rect(x, y, r.right - x, 26), _("Health left"))
            return
        surface.blit(render_token("fan", 24), (x, y))
        goal = f"/{C.FANS_TO_WIN}" if v.variant == C.STANDARD else ""
        r = style.blit_text(surface, f"{me.fans}{goal}", (x + 30, y), "bold", 21, style.GOLD)
        self.tooltip(pygame.Rect(x, y, r.right - x, 26), ngettext("{n} fan", "{n} fans", me.fans).format(n=me.fans))
        if v.variant == C.TALE:
            x = r.right + 16
            ico = style.icon("trophy", 24, style.GOLD)
            if ico:
                surface.blit(ico, (x, y))
            r = style.blit_text(surface, f"{me.trophies}/{C.TROPHIES_TO_WIN}", (x + 28, y), "bold", 21, style.GOLD)
            self.tooltip(pygame.Rect(x, y, r.right - x, 26), _("Trophies: knock out 2 opposing knights to win"))

    def _draw_knight(
        self,
        surface: pygame.Surface,
        v: JoustState,
        s: int,
        i: int,
        pos: tuple[int, int],
        size: tuple[int, int],
        jousting: bool,
    ) -> pygame.Rect:
        k = v.seats[s].knights[i]
        legal = self._knight_action(k.uid, s, i)
        hover = pygame.Rect(pos, size).collidepoint(self.hover_pos)
        highlight = "target" if legal else ("hover" if hover else None)
        if v.phase == COMBAT and k.uid in (v.att_uid, v.target):
            highlight = "warning" if k.uid == v.target else "selected"
        if k.card == HIDDEN:
            img = card_back("joust", size)
        else:
            img = render_card(knight_spec(k.card, v.variant), size)
        rect = draw_card(surface, img, pos, highlight=highlight)
        self._knight_rects.append((rect, k.uid, s, i))
        self._uid_rects[k.uid] = rect
        if jousting:
            style.blit_text(surface, _("Jousting"), (rect.centerx, rect.bottom + 10), "bold", 15, style.GOLD, "midtop")
        if k.card != HIDDEN:
            self._draw_damage(surface, v, k, rect)
            granted = [p.card for p in v.court if k.uid in p.targets]
            for n, card in enumerate(granted[:3]):
                ico = style.icon(C.COURTS[card].icon, 20, (255, 236, 250))
                badge = pygame.Rect(rect.x + 4 + n * 24, rect.bottom - 50, 22, 22)
                pygame.draw.circle(surface, (110, 40, 90), badge.center, 12)
                if ico:
                    surface.blit(ico, ico.get_rect(center=badge.center))
                self.tooltip(badge, _("Affected by {card}").format(card=_(C.COURTS[card].name)))
            self.tooltip(rect, self._knight_tip(v, k))
            self._draw_minis(surface, k.uid, rect)
        elif v.phase == SETUP:
            self.tooltip(rect, _("A face-down knight"))
        return rect

    def _knight_action(self, uid: int, s: int, i: int) -> tuple | None:
        if not self.can_act():
            return None
        ph = self.v.phase
        for a in self.legal:
            if ph == SETUP and a == ("setup", i) and s == self.viewer:
                return a
            if a[0] in ("target", "joust", "attack") and a[1] == uid:
                return a
        return None

    def _draw_minis(self, surface: pygame.Surface, uid: int, rect: pygame.Rect) -> None:
        if not self.can_act():
            return
        for a in self.legal:
            if a[0] != "decree" or a[1] != uid:
                continue
            b = pygame.Rect(rect.x + 4, rect.bottom + 4, rect.width - 8, 24)
            hover = b.collidepoint(self.hover_pos)
            pygame.draw.rect(surface, (150, 60, 110) if hover else (110, 40, 90), b, border_radius=8)
            pygame.draw.rect(surface, style.GOLD, b, 1, border_radius=8)
            label, tip = _("Fan Support: 1 damage"), _("Spend 6 fans to deal 1 damage to this knight")
            style.blit_text(surface, label, b.center, "bold", 14, style.TEXT_LIGHT, "center")
            self._mini.append((b, a, tip))
            self.tooltip(b, tip)

    def _draw_damage(self, surface: pygame.Surface, v: JoustState, k, rect: pygame.Rect) -> None:
        hp = fx.health(v, k)
        # a pip per point of health: filled red = damage taken (count shown too, not colour alone)
        n = hp
        pip = max(4, min(10, (rect.width - 8) // n - 2))
        x0 = rect.centerx - (n * (pip + 2)) // 2
        y = rect.bottom + 2 if not any(a[0] == "decree" and a[1] == k.uid for a in self.legal) else rect.y - 10
        for j in range(n):
            r = pygame.Rect(x0 + j * (pip + 2), y, pip, 6)
            pygame.draw.rect(surface, (200, 40, 40) if j < k.damage else (70, 80, 70), r, border_radius=2)
        if k.damage:
            centre = (rect.right - 8, rect.y + 8)
            pygame.draw.circle(surface, (150, 24, 28), centre, 15)
            pygame.draw.circle(surface, (250, 220, 160), centre, 15, 2)
            style.blit_text(surface, str(k.damage), centre, "bold", 19, (255, 244, 230), "center")

    def _knight_tip(self, v: JoustState, k) -> str:
        card = C.ALL_KNIGHTS[k.card]
        head = _("{name} — strength {s}, {left} of {hp} health left").format(
            name=_(card.name), s=fx.strength(v, k), left=fx.health(v, k) - k.damage, hp=fx.health(v, k)
        )
        lines = [head] + [C.ability_text(a) for a, _o, _c, _i in fx.abilities(v, k.uid, k.card)]
        lines.append(_("(hold the right button to enlarge)"))
        return "\n".join(lines)

    # --- the middle of the table: decks, court, combat -------------------------------------------------
    def _draw_middle(self, surface: pygame.Surface, v: JoustState) -> None:
        rect = self.table_rect
        band = pygame.Rect(rect.x + 12, rect.y + SEAT_H + 22, rect.width - 24, 240)
        # decks
        x = band.x + 6
        y = band.y + 40
        if v.variant != C.CAROUSEL:
            self._draw_deck(surface, "knight", (x, y), len(v.knight_deck), _("Knights"))
            x += 90
        self._draw_deck(surface, "court", (x, y), len(v.court_deck), _("Court"))
        x += 96
        # court cards in play / the Carousel
        slots = C.CAROUSEL_SIZE if v.variant == C.CAROUSEL else max(1, len(v.court))
        title = _("The Carousel") if v.variant == C.CAROUSEL else _("Court cards in play")
        area = pygame.Rect(x, band.y, max(2, slots) * (COURT[0] + 10) + 20, COURT[1] + 60)
        self._court_rect = area
        theme.draw_panel(surface, area, "dark", alpha=170)
        style.blit_text(surface, title, (area.centerx, area.y + 6), "bold", 17, style.GOLD, "midtop")
        for j in range(slots):
            r = pygame.Rect(area.x + 14 + j * (COURT[0] + 10), area.y + 34, *COURT)
            if j < len(v.court):
                play = v.court[j]
                active = v.phase == TARGET and v.to_activate and v.to_activate[0] == j
                draw_card(
                    surface,
                    render_card(court_spec(play.card), COURT),
                    r.topleft,
                    highlight="selected" if active else None,
                )
                self._court_hits.append((r, play.card))
                tip = _(C.COURTS[play.card].name) + "\n" + C.court_text(C.COURTS[play.card])
                names = [knight_name(self.v.knight(u).card) for u in play.targets if u >= 0 and self.v.knight(u)]
                if names:
                    tip += "\n" + _("Affects: {names}").format(names=", ".join(names))
                self.tooltip(r, tip)
            else:
                pygame.draw.rect(surface, (80, 70, 90), r, 2, border_radius=8)
        self._draw_combat(surface, v, pygame.Rect(area.right + 20, band.y - 6, band.right - area.right - 300, 300))

    def _draw_deck(self, surface: pygame.Surface, kind: str, pos: tuple[int, int], n: int, label: str) -> None:
        size = (72, 100)
        style.blit_text(surface, label, (pos[0] + size[0] // 2, pos[1] - 4), "bold", 14, style.TEXT_LIGHT, "midbottom")
        if n:
            for j in range(min(3, max(1, n // 6))):
                draw_card(
                    surface,
                    card_back("joust", size, "court" if kind == "court" else "default"),
                    (pos[0] + j * 2, pos[1] - j * 2),
                    shadow=j == 0,
                )
        else:
            pygame.draw.rect(surface, (80, 70, 90), pygame.Rect(pos, size), 2, border_radius=8)
        r = pygame.Rect(pos, size)
        self._deck_rects[kind] = r
        style.blit_text(surface, str(n), (r.centerx, r.bottom + 4), "bold", 18, style.TEXT_LIGHT, "midtop")
        deck = _("Knight deck") if kind == "knight" else _("Court deck")
        self.tooltip(r, deck + ": " + ngettext("{n} card left", "{n} cards left", n).format(n=n))

    def _draw_combat(self, surface: pygame.Surface, v: JoustState, area: pygame.Rect) -> None:
        """The two combat cards: face down once chosen, flipped together at the reveal."""
        reveal = self.anims[0] if self.anims and self.anims[0].event.kind == "reveal" else None
        left = pygame.Rect(area.centerx - COMBAT_CARD[0] - 40, area.y + 40, *COMBAT_CARD)
        right = pygame.Rect(area.centerx + 40, area.y + 40, *COMBAT_CARD)
        if reveal is not None:
            d = reveal.event.data
            self._combat_labels(surface, d["attacker"], d["defender"], left, right)
            t = reveal.t
            flip = min(1.0, t / 0.45)
            for rect, value in ((left, d["att"]), (right, d["def"])):
                self._flip_card(surface, rect, value, flip)
            if t > 0.45:
                self._result_banner(surface, d["result"], area, ease((t - 0.45) / 0.25))
            return
        if v.phase == COMBAT:
            self._combat_labels(surface, v.attacker, v.defender, left, right)
            for rect, pick in ((left, v.pick_att), (right, v.pick_def)):
                if pick == NONE:
                    pulse = 0.5 + 0.5 * math.sin(self._t * 4)
                    col = tuple(int(c * (0.6 + 0.4 * pulse)) for c in (150, 130, 90))
                    pygame.draw.rect(surface, col, rect, 2, border_radius=8)
                    style.blit_text(surface, _("choosing…"), rect.center, "text", 17, style.TEXT_DIM, "center")
                elif pick == HIDDEN:
                    draw_card(surface, card_back("joust", COMBAT_CARD, "combat"), rect.topleft)
                    self.tooltip(rect, _("A combat card, face down until both are chosen"))
                else:
                    draw_card(surface, render_card(combat_spec(pick), COMBAT_CARD), rect.topleft, highlight="selected")
                    self.tooltip(rect, _("Your secret choice: {v}").format(v=pick))
            swords = style.icon("crossed-swords", 44, style.GOLD)
            if swords:
                surface.blit(swords, swords.get_rect(center=(area.centerx, left.centery)))
            return
        if v.last_att > 0 and (v.last_turn == v.turn - 1 or (v.phase in (ORDER, END) and v.last_turn == v.turn)):
            # the last combat stays on the table, small, until the next one starts
            self._combat_labels(surface, v.last_attacker, v.last_defender, left, right)
            for rect, value in ((left, v.last_att), (right, v.last_def)):
                draw_card(surface, render_card(combat_spec(value), COMBAT_CARD), rect.topleft)
            result = "block" if v.last_att == v.last_def else "strike"
            self._result_banner(surface, result, area, 1.0, small=True)

    def _combat_labels(self, surface, attacker: int, defender: int, left: pygame.Rect, right: pygame.Rect) -> None:
        style.blit_text(
            surface,
            _("Attacker: {name}").format(name=self.seat_name(attacker)),
            (left.centerx, left.y - 6),
            "bold",
            15,
            style.TEXT_LIGHT,
            "midbottom",
        )
        style.blit_text(
            surface,
            _("Defender: {name}").format(name=self.seat_name(defender)),
            (right.centerx, right.y - 6),
            "bold",
            15,
            style.TEXT_LIGHT,
            "midbottom",
        )

    def _flip_card(self, surface: pygame.Surface, rect: pygame.Rect, value: int, t: float) -> None:
        """Turn a card over around its vertical axis: back for the first half, face for the second."""
        w = int(rect.width * abs(math.cos(math.pi * t)))
        img = card_back("joust", COMBAT_CARD, "combat") if t < 0.5 else render_card(combat_spec(value), COMBAT_CARD)
        if w < 2:
            return
        lift = int(14 * math.sin(math.pi * t))
        scaled = pygame.transform.smoothscale(img, (w, rect.height))
        surface.blit(scaled, scaled.get_rect(center=(rect.centerx, rect.centery - lift)))

    def _result_banner(
        self, surface: pygame.Surface, result: str, area: pygame.Rect, t: float, small: bool = False
    ) -> None:
        text = _("Strike!") if result == "strike" else _("Blocked!")
        size = 26 if small else int(30 + 16 * t)
        y = area.y + 40 + COMBAT_CARD[1] + (22 if small else 36)
        colour = RESULT_COLOURS[result]
        img = style.text(text, "title", size, colour)
        if not small:
            img.set_alpha(int(255 * min(1.0, t * 1.5)))
        surface.blit(img, img.get_rect(center=(area.centerx, y)))

    # --- the viewer's combat cards ------------------------------------------------------------------
    def _draw_hand(self, surface: pygame.Surface, v: JoustState) -> None:
        if self.viewer is None or self.viewer not in (v.attacker, v.defender):
            return
        rect = self.table_rect
        mine = v.pick_att if self.viewer == v.attacker else v.pick_def
        x0 = rect.right - 5 * (HAND_CARD[0] + 8) - 6
        y = rect.bottom - HAND_CARD[1] - 40
        style.blit_text(
            surface,
            _("Your combat cards"),
            (x0 + (5 * (HAND_CARD[0] + 8)) // 2, y - 8),
            "bold",
            17,
            style.GOLD,
            "midbottom",
        )
        legal = {a[1] for a in self.legal if a[0] == "card"}
        for j, value in enumerate(C.COMBAT_VALUES):
            pos = (x0 + j * (HAND_CARD[0] + 8), y)
            r = pygame.Rect(pos, HAND_CARD)
            chosen = mine == value
            if chosen:
                r.y -= 20
            ok = value in legal and self.can_act()
            hover = ok and r.collidepoint(self.hover_pos)
            if hover:
                r.y -= 10
            draw_card(
                surface,
                render_card(combat_spec(value), HAND_CARD),
                r.topleft,
                highlight="selected" if chosen else ("hover" if hover else ("playable" if ok else None)),
                dim=not ok and not chosen,
            )
            if ok:
                self._hand_rects.append((r, value))
            if self.viewer == v.attacker and value not in legal and mine == NONE:
                self.tooltip(r, _("Too high for your jousting knight's strength"))
            elif ok:
                self.tooltip(r, _("Play {v} face down").format(v=value))

    # --- animations over the table -----------------------------------------------------------------------
    def _draw_anims(self, surface: pygame.Surface, v: JoustState) -> None:
        if not self.anims:
            return
        a = self.anims[0]
        d = a.event.data
        kind = a.event.kind
        if kind in ("damage", "heal"):
            r = self._uid_rects.get(d["uid"])
            if r is None:
                return
            colour = (230, 60, 50) if kind == "damage" else (90, 200, 110)
            sign = "−" if kind == "damage" else "+"
            if kind == "damage" and a.t < 0.3:
                flash = pygame.Surface(r.size, pygame.SRCALPHA)
                flash.fill((255, 40, 30, int(110 * (1 - a.t / 0.3))))
                surface.blit(flash, r)
            img = style.text(f"{sign}{d['amount']}", "title", 40, colour)
            surface.blit(img, img.get_rect(center=(r.centerx, r.centery - int(40 * ease(a.t)))))
        elif kind == "knockout":
            r = self._uid_rects.get(d["uid"])
            if r is None:
                return
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            veil.fill((20, 10, 10, int(200 * ease(a.t))))
            surface.blit(veil, r)
            img = style.text(_("Knocked out!"), "title", 24, (255, 210, 120))
            surface.blit(img, img.get_rect(center=r.center))
        elif kind in ("fans", "trophy"):
            zone = self._seat_rects.get(d["seat"])
            if zone is None:
                return
            text = (
                ngettext("+{n} fan", "+{n} fans", d["amount"]).format(n=d["amount"]) if kind == "fans" else _("Trophy!")
            )
            img = style.text(text, "title", 30, (255, 170, 210) if kind == "fans" else style.GOLD)
            surface.blit(img, img.get_rect(center=(zone.x + 230, zone.y + 30 - int(20 * ease(a.t)))))
        elif kind in ("court_drawn", "carousel_add", "knight_drawn"):
            src = self._deck_rects.get("knight" if kind == "knight_drawn" else "court")
            if src is None:
                return
            if kind == "knight_drawn":
                dst = self._seat_rects.get(d["seat"], src).center
                img = render_card(knight_spec(d["card"], v.variant), STABLE)
            else:
                n = max(0, len(v.court) - 1)
                dst = (
                    self._court_rect.x + 14 + n * (COURT[0] + 10) + COURT[0] // 2,
                    self._court_rect.y + 34 + COURT[1] // 2,
                )
                img = render_card(court_spec(d["card"]), COURT)
            t = ease(a.t)
            cx = src.centerx + (dst[0] - src.centerx) * t
            cy = src.centery + (dst[1] - src.centery) * t
            surface.blit(img, img.get_rect(center=(int(cx), int(cy))))

    def _draw_inspect(self, surface: pygame.Surface) -> None:
        kind, ident = self._inspect
        spec = knight_spec(ident, self.v.variant) if kind == "knight" else court_spec(ident)
        img = render_card(spec, LARGE)
        rect = self.table_rect
        style.dim(surface, 120)
        surface.blit(img, img.get_rect(center=rect.center))

    # --- smoke: mid-game moments of every mode -------------------------------------------------------------
    def smoke_states(self):
        return [
            ("combat", lambda: self._smoke_to(COMBAT)),
            ("reveal", self._smoke_reveal),
            ("tale", lambda: self._smoke_mode("tale", 3)),
            ("carousel", lambda: self._smoke_mode("carousel", 3)),
        ]

    def _advance(self, until, limit: int = 400) -> None:
        """Play random legal moves for every seat until ``until(state)`` holds (or the limit)."""
        from game.core.rng import Rng

        rng = Rng.from_seed(len(self.store.history) + 99)
        for _i in range(limit):
            st = self.store.state
            if until(st) or self.rules.outcome(st) is not None:
                break
            seat = min(self.rules.actors(st))
            legal = self.rules.legal_actions(st, seat)
            self.store.apply(seat, legal[rng.below(len(legal))])
        self.skip_animations()
        self.refresh()

    def _smoke_to(self, phase: str) -> None:
        viewer = self.me()
        self._advance(lambda st: st.phase == phase and viewer in self.rules.actors(st) and st.turn > 2)

    def _smoke_reveal(self) -> None:
        self._smoke_to(COMBAT)
        st = self.store.state
        if st.phase != COMBAT:
            return
        events = []
        for seat in sorted(self.rules.actors(st)):
            legal = self.rules.legal_actions(self.store.state, seat)
            events += self.store.apply(seat, legal[-1])
        self.refresh()
        self.on_events([e.for_seat(self.viewer) for e in events])
        self.update_table(0.0)
        # stop mid-flip: the smoke shot advances frames at a high speed
        self.anims = [a for a in self.anims if a.event.kind == "reveal"][:1]
        if self.anims:
            self.anims[0].t = 0.0

    def _smoke_mode(self, variant: str, players: int) -> None:
        from game.core.rules import Options, SeatConfig
        from game.core.session import Session

        seats = tuple(SeatConfig("human", "", "Ada") if i == 0 else SeatConfig("bot", "random") for i in range(players))
        self._use_session(Session(self.spec, Options(players, variant, seats), 20240601 + players))
        viewer = self.me()
        self._advance(lambda st: st.turn >= 7 and viewer in self.rules.actors(st) and st.phase in (DRAW, COMBAT))
