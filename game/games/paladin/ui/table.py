"""The Paladin table: missions with their honour, face-down paladins with owner tokens, peeking,
the resolution played card by card, hands and scores.

Everything is drawn from the viewer's view (``self.view``) or, while an animation plays, from
``self.display``: a copy of the previous view that the animation steps bring forward event by event,
so the resolution unfolds card by card before the table shows the new state.
"""

from __future__ import annotations

import math

import pygame

from game.core.rules import Event
from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.describe import card_label
from game.games.paladin.state import HIDDEN, OVER, PLACE, RESOLVE, START, PaladinState
from game.games.paladin.ui.anim import DURATIONS, Anim, apply_event
from game.games.paladin.ui.cards import card_spec, mission_spec
from game.games.paladin.ui.summary import rules_summary
from game.i18n import _, ngettext
from game.ui.art import theme
from game.ui.art.cards import card_back, render_card
from game.ui.event_steps import advance
from game.ui.table import TableScene
from game.ui.widgets import style
from game.ui.widgets.button import Button

MISSION_W = 116
MISSION_SIZE = (MISSION_W, 162)
SLOT_SIZE = (84, 118)
SLOT_STEP = 44
HAND_SIZE = (110, 154)
OPP_H = 92
INSPECT_DELAY = 0.5  # seconds resting on a card before it is shown enlarged


def ease(t: float) -> float:
    """Smooth in-out easing of t in [0, 1]."""
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


def draw_eye(surface: pygame.Surface, center: tuple[int, int], r: int) -> None:
    """The 'you looked at this card' mark: an eye on a dark disc (shape, not only colour)."""
    if r < 3:
        return
    x, y = center
    pygame.draw.circle(surface, (36, 28, 52), center, r)
    pygame.draw.circle(surface, style.GOLD, center, r, 2)
    eye = pygame.Rect(0, 0, int(r * 1.5), int(r * 0.9))
    eye.center = center
    pygame.draw.ellipse(surface, (246, 238, 220), eye)
    pygame.draw.circle(surface, (40, 90, 160), center, max(2, r // 3))
    pygame.draw.circle(surface, (10, 10, 16), center, max(1, r // 6))


class PaladinTable(TableScene):
    """The table scene of Paladin."""

    name = "paladin-table"

    def __init__(self, app, session) -> None:
        self.selected: int | None = None
        self.hover_pos: tuple[int, int] = (0, 0)
        self.anims: list[Anim] = []
        self.display: PaladinState | None = None
        self._prev_view: PaladinState | None = None
        self.action_buttons: list[Button] = []
        self._slot_rects: dict[tuple[int, int], pygame.Rect] = {}
        self._hand_rects: list[tuple[pygame.Rect, int]] = []
        self._t = 0.0
        self._hover_now = None  # the face-up card under the cursor this frame
        self._hover_spec = None
        self._hover_time = 0.0
        super().__init__(app, session)

    # --- state ------------------------------------------------------------------------------------------
    def refresh(self) -> None:
        if self.viewer != getattr(self, "_last_viewer", self.viewer):
            # other eyes (hot-seat): nothing built from the previous viewer's view may stay on screen
            self._finish()
            self.view = None
            self.selected = None
        self._last_viewer = self.viewer
        self._prev_view = self.view
        super().refresh()
        if self.selected is not None and (self.viewer is None or self.selected not in self.view.hands[self.viewer]):
            self.selected = None
        self._build_buttons()

    @property
    def shown(self) -> PaladinState:
        """The state drawn now: the animated copy while a resolution plays, else the view."""
        return self.display if self.display is not None else self.view

    # --- buttons ------------------------------------------------------------------------------------
    def _build_buttons(self) -> None:
        self.action_buttons = []
        legal = set(self.legal)
        if not legal:
            return
        v = self.view
        rect = self.table_rect
        x, y = rect.right - 232, rect.bottom - 196
        if v.phase == RESOLVE:
            specs = [
                (
                    E.BEAT,
                    lambda: _("Beat"),
                    "crossed-swords",
                    lambda: _("Reveal your paladin: it takes the lead"),
                    "primary",
                ),
                (
                    E.TAKE,
                    lambda: _("Take back"),
                    "card-pick",
                    lambda: _("Take your paladin back into your hand"),
                    "secondary",
                ),
                (
                    E.DISCARD,
                    lambda: _("Discard"),
                    "card-discard",
                    lambda: _("Discard your paladin face down"),
                    "secondary",
                ),
            ]
            keys = (pygame.K_1, pygame.K_2, pygame.K_3)
            for (action, label, icon, tip, kind), key in zip(specs, keys):
                b = Button(
                    (x, y, 216, 52),
                    label,
                    self._submitter(action),
                    kind=kind,
                    icon=icon,
                    tooltip=self._with_key(tip, key),
                    size=22,
                    hotkey=key,
                )
                b.enabled = action in legal
                if action == E.BEAT and not b.enabled:
                    b.tooltip = lambda: _("Your paladin is not strong enough to beat the leader")
                self.action_buttons.append(b)
                y += 62
        elif v.phase == START:
            y = rect.bottom - 70 - 46 * v.players
            for p in range(v.players):
                label = _("I start") if p == self.viewer else _("{name} starts").format(name=self.seat_name(p))
                b = Button(
                    (x, y, 216, 40),
                    label,
                    self._submitter(("start", p)),
                    kind="secondary",
                    tooltip=lambda: _("This player places the first main paladin"),
                    size=19,
                )
                self.action_buttons.append(b)
                y += 46

    @staticmethod
    def _with_key(tip, key: int):
        """A tooltip that also names the button's key."""
        return lambda: _("{tip} (key {key})").format(tip=tip(), key=pygame.key.name(key))

    def _submitter(self, action):
        def go() -> None:
            self.submit(action)

        return go

    # --- animations -----------------------------------------------------------------------------
    def on_events(self, events: list[Event]) -> None:
        steps = [Anim(e) for e in events if DURATIONS.get(e.kind, 0) > 0]
        if not steps:
            return
        if self.display is None:
            base = self._prev_view if self._prev_view is not None else self.view
            self.display = base.clone()
        self.anims.extend(steps)
        self.animating = True
        self._start_next()

    def _start_next(self) -> None:
        while self.anims and not self.anims[0].started:
            a = self.anims[0]
            a.started = True
            if a.event.kind == "round_started":
                self.display = self.view.clone()
            elif self.display is not None:
                apply_event(self.display, a.event, a)
            self._sound(a.event.kind)
            return

    def _sound(self, kind: str) -> None:
        name = {
            "placed": "flip",
            "revealed": "flip",
            "beat": "clash",
            "mission_won": "cheer",
            "round_started": "shuffle",
        }
        if kind in name:
            self.app.sound.play(name[kind])

    def update_table(self, dt: float) -> None:
        self._t += dt
        if self._hover_now is not None and self._hover_now == self._hover_spec:
            self._hover_time += dt
        else:
            self._hover_spec, self._hover_time = self._hover_now, 0.0
        if not self.anims:
            return
        if advance(self.anims, dt, self.app.settings.animation_speed, DURATIONS):
            if self.anims:
                self._start_next()
            else:
                self._finish()

    def _finish(self) -> None:
        self.anims = []
        self.display = None
        self.animating = False

    def skip_animations(self) -> None:
        self._finish()

    def on_undo(self) -> None:
        self._finish()
        self.selected = None

    # --- texts --------------------------------------------------------------------------------------
    def rules_summary(self) -> str:
        return rules_summary()

    def status_text(self) -> str:
        v = self.view
        if v.phase == START:
            return _("You deal this round: choose who places first.")
        if v.phase == RESOLVE:
            m = v.res_mission
            return _("Mission {m}: beat the leader, take your paladin back, or discard it.").format(m=m + 1)
        if v.phase == PLACE:
            if E.placing_main(v):
                return _("Place a main paladin: choose a card, then a free mission.")
            return _("Choose a paladin, then a mission where you have none.")
        return ""

    # --- input --------------------------------------------------------------------------------------
    def handle_table(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
        for b in self.action_buttons:
            if b.handle(event) and event.type != pygame.MOUSEMOTION:
                return
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or not self.can_act():
            return
        v = self.view
        if v.phase != PLACE:
            return
        pos = event.pos
        for rect, card in reversed(self._hand_rects):
            if rect.collidepoint(pos):
                self.selected = None if self.selected == card else card
                self.app.sound.play("flip")
                return
        for (m, idx), rect in self._slot_rects.items():
            if rect.collidepoint(pos) and idx >= 0:
                owner = v.table[m][idx][0]
                if owner != self.viewer and ("peek", m, owner) in self.legal:
                    self.submit(("peek", m, owner))
                    return
                if owner != self.viewer and v.table[m][idx][1] == HIDDEN:
                    self.submit(("peek", m, owner))  # refused: the toast says why
                    return
        for m in range(v.players):
            if self._column_rect(m).collidepoint(pos):
                if self.selected is None:
                    self.toast(_("First choose a paladin from your hand."))
                    return
                if self.submit(("place", self.selected, m)):
                    self.selected = None
                return

    # --- layout -------------------------------------------------------------------------------------
    def _columns(self) -> tuple[int, int]:
        """(x of the first column, column width)."""
        rect = self.table_rect
        n = self.view.players
        inner = rect.width - 2 * 118  # the piles sit at both sides
        width = min(236, inner // n)
        x0 = rect.x + (rect.width - width * n) // 2
        return x0, width

    def _column_rect(self, m: int) -> pygame.Rect:
        x0, w = self._columns()
        top = self.table_rect.y + OPP_H + 18
        return pygame.Rect(x0 + m * w + 4, top, w - 8, 530)

    def _mission_rect(self, m: int) -> pygame.Rect:
        col = self._column_rect(m)
        return pygame.Rect(col.centerx - MISSION_SIZE[0] // 2, col.y + 26, *MISSION_SIZE)

    def _slot_rect(self, m: int, idx: int) -> pygame.Rect:
        mr = self._mission_rect(m)
        return pygame.Rect(mr.centerx - SLOT_SIZE[0] // 2, mr.bottom + 10 + idx * SLOT_STEP, *SLOT_SIZE)

    def _opponent_rect(self, seat: int) -> pygame.Rect:
        rect = self.table_rect
        others = [p for p in range(self.view.players) if p != self._me()]
        k = others.index(seat) if seat in others else 0
        w = min(300, (rect.width - 40) // max(1, len(others)) - 12)
        total = len(others) * (w + 12) - 12
        x0 = rect.x + (rect.width - total) // 2
        return pygame.Rect(x0 + k * (w + 12), rect.y + 10, w, OPP_H - 6)

    def _me(self) -> int:
        return self.viewer if self.viewer is not None else 0

    def _is_you(self, seat: int) -> bool:
        """True when ``seat`` is the human at the screen (their banners and tips say "you")."""
        return seat == self.viewer and self.viewer_is_human()

    def _home_rect(self, seat: int) -> pygame.Rect:
        """Where a seat's cards come from and go back to."""
        if seat == self._me():
            rect = self.table_rect
            return pygame.Rect(rect.centerx - 55, rect.bottom - 170, *HAND_SIZE)
        return self._opponent_rect(seat)

    def _discard_rect(self) -> pygame.Rect:
        rect = self.table_rect
        return pygame.Rect(rect.x + 24, rect.y + OPP_H + 60, *SLOT_SIZE)

    # --- drawing ------------------------------------------------------------------------------------
    def _inspectable(self, rect: pygame.Rect, spec) -> None:
        """Note a face-up card under the cursor: resting on it shows it enlarged."""
        if rect.collidepoint(self.hover_pos):
            self._hover_now = spec

    @staticmethod
    def _covered(s: PaladinState, m: int, idx: int) -> bool:
        """Whether a later card of the cascade lies over this one."""
        fates = s.fates[m]
        return any(f not in (E.TAKEN, E.DISCARDED, E.BEATEN) for f in fates[idx + 1 :])

    def _draw_inspect(self, surface: pygame.Surface) -> None:
        if self._hover_now is None or self._hover_now != self._hover_spec or self._hover_time < INSPECT_DELAY:
            return
        img = render_card(self._hover_now, "large")
        rect = self.table_rect
        left = self.hover_pos[0] > rect.centerx
        x = rect.x + 130 if left else rect.right - 130 - img.get_width()
        box = img.get_rect(topleft=(x, rect.y + 110))
        shadow = pygame.Surface(box.inflate(12, 12).size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 110), shadow.get_rect(), border_radius=18)
        surface.blit(shadow, box.inflate(12, 12).move(6, 8))
        surface.blit(img, box)

    def draw_table(self, surface: pygame.Surface) -> None:
        s = self.shown
        self._slot_rects = {}
        self._hand_rects = []
        self._hover_now = None
        anim = self.anims[0] if self.anims else None
        for p in range(s.players):
            if p != self._me():
                self._draw_opponent(surface, s, p)
        self._draw_piles(surface, s)
        for m in range(len(s.missions)):
            self._draw_mission(surface, s, m, anim)
        self._draw_me(surface, s)
        if self.can_act():
            for b in self.action_buttons:
                b.draw(surface)
                self.tooltip(b.rect, b.tip())
        if anim is not None:
            self._draw_anim(surface, s, anim)
        self._draw_inspect(surface)

    def _draw_opponent(self, surface: pygame.Surface, s: PaladinState, p: int) -> None:
        r = self._opponent_rect(p)
        acting = p in self.rules.actors(self.store.state) and not self.anims
        theme.draw_panel(surface, r, "dark")
        if acting:
            pygame.draw.rect(surface, style.GOLD, r, 3, border_radius=10)
        surface.blit(theme.player_badge(p, 40), (r.x + 10, r.y + 10))
        style.blit_text(surface, self.seat_name(p), (r.x + 58, r.y + 10), "bold", 21, style.TEXT_LIGHT)
        self._draw_score(surface, s, p, (r.x + 58, r.y + 38), style.TEXT_DIM)
        # hand: small backs
        n = len(s.hands[p])
        back = card_back("paladin", (26, 36))
        for i in range(n):
            surface.blit(back, (r.right - 14 - 26 - (n - 1 - i) * 12, r.y + 10))
        self.tooltip(
            pygame.Rect(r.right - 40 - (n - 1) * 12, r.y + 10, 26 + (n - 1) * 12, 36),
            ngettext("{n} paladin in hand", "{n} paladins in hand", n).format(n=n),
        )
        if p == s.dealer:
            self._dealer_mark(surface, (r.right - 30, r.bottom - 22))
        self.tooltip(r, self._score_tip(s, p))

    def _dealer_mark(self, surface: pygame.Surface, center: tuple[int, int]) -> None:
        ico = style.icon("card-draw", 26, style.GOLD)
        rect = pygame.Rect(0, 0, 30, 30)
        rect.center = center
        if ico:
            surface.blit(ico, ico.get_rect(center=center))
        self.tooltip(rect, _("Dealer of this round"))

    def _draw_score(self, surface, s: PaladinState, p: int, pos: tuple[int, int], colour) -> None:
        honour = E.honour(s, p)
        reds = E.reds(s, p)
        x, y = pos
        ico = style.icon("laurels", 22, style.GOLD)
        if ico:
            surface.blit(ico, (x, y + 2))
        r = style.blit_text(surface, str(honour + reds), (x + 26, y), "bold", 24, style.GOLD)
        x = r.right + 10
        sword = style.icon("relic-blade", 20, (200, 60, 60))
        if sword:
            surface.blit(sword, (x, y + 3))
        r = style.blit_text(surface, str(reds), (x + 22, y + 2), "text", 21, colour)
        x = r.right + 12
        flag = style.icon("tied-scroll", 20, colour)
        if flag:
            surface.blit(flag, (x, y + 3))
        style.blit_text(surface, str(len(s.won_missions[p])), (x + 22, y + 2), "text", 21, colour)

    def _score_tip(self, s: PaladinState, p: int) -> str:
        return _("{name}: {honour} honour from {missions} missions + {red} for red paladins").format(
            name=self.seat_name(p), honour=E.honour(s, p), missions=len(s.won_missions[p]), red=E.reds(s, p)
        )

    def _draw_piles(self, surface: pygame.Surface, s: PaladinState) -> None:
        rect = self.table_rect
        d = self._discard_rect()
        # the discard pile: the top face-up card if the viewer knows it
        style.blit_text(surface, _("Discards"), (d.centerx, d.y - 6), "bold", 17, style.TEXT_LIGHT, "midbottom")
        if s.discard:
            top = s.discard[-1]
            img = render_card(card_spec(top), SLOT_SIZE) if top >= 0 else card_back("paladin", SLOT_SIZE)
            surface.blit(img, d)
        else:
            pygame.draw.rect(surface, (90, 80, 70), d, 2, border_radius=8)
        style.blit_text(surface, str(len(s.discard)), (d.centerx, d.bottom + 4), "text", 18, style.TEXT_DIM, "midtop")
        self.tooltip(
            d, ngettext("{n} discarded paladin", "{n} discarded paladins", len(s.discard)).format(n=len(s.discard))
        )
        # the paladin deck and the mission deck
        deck = pygame.Rect(d.x, d.bottom + 60, *SLOT_SIZE)
        style.blit_text(surface, _("Deck"), (deck.centerx, deck.y - 6), "bold", 17, style.TEXT_LIGHT, "midbottom")
        if s.deck:
            surface.blit(card_back("paladin", SLOT_SIZE), deck)
        style.blit_text(
            surface, str(len(s.deck)), (deck.centerx, deck.bottom + 4), "text", 18, style.TEXT_DIM, "midtop"
        )
        self.tooltip(
            deck, ngettext("{n} paladin in the deck", "{n} paladins in the deck", len(s.deck)).format(n=len(s.deck))
        )
        md = pygame.Rect(rect.right - 24 - SLOT_SIZE[0], d.y, *SLOT_SIZE)
        style.blit_text(surface, _("Missions"), (md.centerx, md.y - 6), "bold", 17, style.TEXT_LIGHT, "midbottom")
        left = len(s.mission_deck)
        if left:
            queen = self._queen_left(s)
            surface.blit(card_back("paladin", SLOT_SIZE, style="queen" if queen else "king"), md)
        style.blit_text(surface, str(left), (md.centerx, md.bottom + 4), "text", 18, style.TEXT_DIM, "midtop")
        rounds = left // s.players
        self.tooltip(
            md,
            ngettext("{n} mission left", "{n} missions left", left).format(n=left)
            + " · "
            + ngettext("{r} more round", "{r} more rounds", rounds).format(r=rounds),
        )
        style.blit_text(
            surface,
            _("Round {n}").format(n=s.round),
            (md.centerx, md.bottom + 40),
            "title",
            22,
            style.GOLD,
            "midtop",
        )

    @staticmethod
    def _queen_left(s: PaladinState) -> bool:
        gone = set(s.missions)
        for w in s.won_missions:
            gone.update(w)
        return any(C.queens_deck(m) for m in range(C.MISSION_COUNT) if m not in gone)

    def _draw_mission(self, surface: pygame.Surface, s: PaladinState, m: int, anim) -> None:
        col = self._column_rect(m)
        mid = s.missions[m]
        resolving = s.phase == RESOLVE and s.res_mission == m and s.phase != OVER
        can_place = self.selected is not None and ("place", self.selected, m) in self.legal and not self.anims
        if can_place:
            glow = pygame.Surface(col.size, pygame.SRCALPHA)
            a = 60 + int(30 * math.sin(self._t * 5))
            pygame.draw.rect(glow, (*style.GOLD, a), glow.get_rect(), border_radius=14)
            surface.blit(glow, col)
            pygame.draw.rect(surface, style.GOLD, col, 2, border_radius=14)
        elif resolving:
            pygame.draw.rect(surface, style.CRIMSON, col, 3, border_radius=14)
        # number and honour above the card
        label = _("{m}. {name}").format(m=m + 1, name=_(C.MISSION_NAMES[mid]))
        size = 18
        while size > 12 and style.font("bold", size).size(label)[0] > col.w - 6:
            size -= 1
        style.blit_text(
            surface,
            label,
            (col.centerx, col.y + 4),
            "bold",
            size,
            style.GOLD if resolving else style.TEXT_LIGHT,
            "midtop",
        )
        mr = self._mission_rect(m)
        surface.blit(render_card(mission_spec(mid), MISSION_SIZE), mr)
        self._inspectable(mr, mission_spec(mid))
        winner = next((p for p in range(s.players) if mid in s.won_missions[p]), None)
        tip = _("{name}: {honour} honour").format(name=_(C.MISSION_NAMES[mid]), honour=C.MISSION_HONOUR[mid])
        if winner is not None:
            veil = pygame.Surface(mr.size, pygame.SRCALPHA)
            veil.fill((0, 0, 0, 90))
            surface.blit(veil, mr)
            surface.blit(theme.player_badge(winner, 44), (mr.centerx - 22, mr.centery - 22))
            tip += "\n" + (
                _("Won by you") if self._is_you(winner) else _("Won by {name}").format(name=self.seat_name(winner))
            )
        self.tooltip(mr, tip)
        row = s.table[m]
        fates = s.fates[m]
        hide = anim.hidden_slot() if anim is not None else None
        for idx, ((owner, card), fate) in enumerate(zip(row, fates)):
            rect = self._slot_rect(m, idx)
            self._slot_rects[(m, idx)] = rect
            if fate in (E.TAKEN, E.DISCARDED, E.BEATEN) or hide == (m, idx):
                pygame.draw.rect(surface, (70, 62, 56), rect, 1, border_radius=8)
                continue
            self._draw_slot(surface, s, m, idx, owner, card, fate, rect, anim)
        if resolving and row and 0 <= s.leader < len(row):
            # the card to beat, spelled out under the column (it may be covered in the cascade)
            lead_seat, lead_card = row[s.leader]
            if lead_card >= 0 and s.fates[m][s.leader] == E.LEAD:
                text = _("To beat: {card}").format(card=card_label(lead_card))
                size = 17
                while size > 12 and style.font("bold", size).size(text)[0] > col.w - 8:
                    size -= 1
                style.blit_text(surface, text, (col.centerx, col.bottom - 8), "bold", size, style.GOLD, "midbottom")

    def _draw_slot(
        self, surface, s: PaladinState, m: int, idx: int, owner: int, card: int, fate: int, rect, anim
    ) -> None:
        flipping = anim is not None and anim.flip_slot() == (m, idx)
        if flipping:
            self._draw_flip(surface, rect, card, anim.t)
        elif card >= 0:
            surface.blit(render_card(card_spec(card), SLOT_SIZE), rect)
            self._inspectable(
                pygame.Rect(rect.x, rect.y, rect.w, SLOT_STEP if self._covered(s, m, idx) else rect.h), card_spec(card)
            )
        else:
            surface.blit(card_back("paladin", SLOT_SIZE), rect)
        public = (s.public >> card) & 1 if card >= 0 else 0
        if fate in (E.LEAD, E.WON) and public:
            pygame.draw.rect(surface, style.GOLD, rect.inflate(6, 6), 3, border_radius=9)
        deciding = s.phase == RESOLVE and s.res_mission == m and s.res_pos == idx and not self.anims
        if deciding:
            a = 150 + int(100 * math.sin(self._t * 6))
            pygame.draw.rect(surface, (255, 240, 180), rect.inflate(8, 8), 3, border_radius=10)
            pygame.draw.rect(surface, (*style.CRIMSON, a), rect.inflate(2, 2), 2, border_radius=8)
        # owner token at the right edge of the visible strip; main paladins get a crown
        token = theme.player_badge(owner, 26)
        surface.blit(token, (rect.right - 14, rect.y + 4))
        if idx == 0:
            crown = style.icon("crown", 18, style.GOLD)
            if crown:
                surface.blit(crown, (rect.right - 10, rect.y + 28))
        peeked = card >= 0 and owner != self._me() and not public
        if peeked:
            draw_eye(surface, (rect.right - 2, rect.y + 44), 13)
        peekable = self.can_act() and ("peek", m, owner) in self.legal
        hover = rect.collidepoint(self.hover_pos)
        if peekable and hover:
            pygame.draw.rect(surface, (160, 200, 255), rect.inflate(4, 4), 3, border_radius=9)
        self.tooltip(rect, self._slot_tip(s, m, idx, owner, card, public, peekable))

    def _slot_tip(self, s, m, idx, owner, card, public, peekable) -> str:
        who = self.seat_name(owner)
        head = _("Main paladin of {name}").format(name=who) if idx == 0 else _("Paladin of {name}").format(name=who)
        lines = [head]
        me = self._me()
        others = [self.seat_name(p) for p, pm, po in s.peeks if pm == m and po == owner and p != me]
        peekers = ", ".join(others)
        looked = card >= 0 and owner != me and not public
        if card >= 0:
            lines.append(self._card_text(card))
        elif peekable:
            lines.append(_("Click to look at it (only you will see it)."))
        else:
            lines.append(_("Face down."))
        if looked and peekers:
            lines.append(
                ngettext(
                    "You looked at this card, and so did {names}.",
                    "You looked at this card, and so did {names}.",
                    len(others),
                ).format(names=peekers)
            )
        elif looked:
            lines.append(_("You looked at this card; nobody else did."))
        elif peekers and not public:
            lines.append(_("Looked at by: {names}").format(names=peekers))
        return "\n".join(lines)

    @staticmethod
    def _card_text(card: int) -> str:
        name = _(C.card_name(card))
        if C.CARD_RED[card]:
            return _("{value} · {name} · red: wins ties, +1 honour").format(value=C.CARD_VALUE[card], name=name)
        return _("{value} · {name}").format(value=C.CARD_VALUE[card], name=name)

    def _draw_flip(self, surface, rect: pygame.Rect, card: int, t: float) -> None:
        """A card turning over: its back narrows, then its face widens."""
        w = max(2, int(rect.w * abs(math.cos(math.pi * min(1.0, t)))))
        img = card_back("paladin", SLOT_SIZE) if t < 0.5 or card < 0 else render_card(card_spec(card), SLOT_SIZE)
        img = pygame.transform.smoothscale(img, (w, rect.h))
        surface.blit(img, img.get_rect(center=rect.center))

    def _draw_me(self, surface: pygame.Surface, s: PaladinState) -> None:
        rect = self.table_rect
        me = self._me()
        panel = pygame.Rect(rect.x + 12, rect.bottom - 196, 240, 184)
        theme.draw_panel(surface, panel, "dark")
        surface.blit(theme.player_badge(me, 46), (panel.x + 12, panel.y + 12))
        name = self.seat_name(me)
        style.blit_text(surface, name, (panel.x + 68, panel.y + 14), "bold", 22, style.TEXT_LIGHT)
        self._draw_score(surface, s, me, (panel.x + 68, panel.y + 44), style.TEXT_DIM)
        if me == s.dealer:
            self._dealer_mark(surface, (panel.right - 24, panel.y + 24))
        # the paladins won (red ones count)
        won = s.won_cards[me]
        style.blit_text(surface, _("Paladins kept"), (panel.x + 14, panel.y + 84), "text", 17, style.TEXT_DIM)
        x = panel.x + 14
        for c in won[-7:]:
            surface.blit(render_card(card_spec(c), (30, 42)), (x, panel.y + 110))
            self._inspectable(pygame.Rect(x, panel.y + 110, 30, 42), card_spec(c))
            x += 31
        self.tooltip(panel, self._score_tip(s, me))
        # the hand
        hand = s.hands[me]
        n = len(hand)
        gap = 10
        total = n * HAND_SIZE[0] + (n - 1) * gap
        x0 = rect.centerx - total // 2
        base_y = rect.bottom - HAND_SIZE[1] - 14
        placeable = {a[1] for a in self.legal if a[0] == "place"} if self.can_act() else set()
        for i, c in enumerate(hand):
            r = pygame.Rect(x0 + i * (HAND_SIZE[0] + gap), base_y, *HAND_SIZE)
            if c == self.selected:
                r.y -= 24
            elif r.collidepoint(self.hover_pos) and c in placeable:
                r.y -= 8
            if c >= 0:
                surface.blit(render_card(card_spec(c), HAND_SIZE), r)
                self._inspectable(r, card_spec(c))
                self.tooltip(r, self._card_text(c))
            else:
                surface.blit(card_back("paladin", HAND_SIZE), r)
            if c == self.selected:
                pygame.draw.rect(surface, style.GOLD, r.inflate(6, 6), 3, border_radius=10)
            self._hand_rects.append((r, c))
        if self.can_act() and s.phase == PLACE:
            if any(a[0] == "peek" for a in self.legal):
                hint = _("Before placing you may click one face-down paladin of a rival to look at it.")
            elif self.selected is None:
                hint = _("Click a paladin in your hand.")
            else:
                hint = _("Now click a glowing mission.")
            style.blit_text(surface, hint, (rect.centerx, base_y - 30), "bold", 19, style.TEXT_LIGHT, "midbottom")

    def _draw_anim(self, surface: pygame.Surface, s: PaladinState, anim: Anim) -> None:
        e = anim.event
        k = e.kind
        t = ease(anim.t)
        if k in ("placed", "took_back", "discarded"):
            m = e.data["mission"]
            idx = self._slot_index(s, m, e.data["seat"])
            slot = self._slot_rect(m, idx)
            home = self._home_rect(e.data["seat"])
            card = e.secret.get("card", HIDDEN)
            if k == "placed":
                src, dst = home, slot
            elif k == "took_back":
                src, dst = slot, home
            else:
                src, dst = slot, self._discard_rect()
            x = src.centerx + (dst.centerx - src.centerx) * t
            y = src.centery + (dst.centery - src.centery) * t
            img = render_card(card_spec(card), SLOT_SIZE) if card >= 0 else card_back("paladin", SLOT_SIZE)
            surface.blit(img, img.get_rect(center=(int(x), int(y))))
            if k != "placed":
                label = _("Taken back") if k == "took_back" else _("Discarded")
                self._banner(surface, self._column_rect(m), label, anim.t)
        elif k == "beat":
            m = e.data["mission"]
            beaten_idx = self._slot_index(s, m, e.data["beaten_seat"])
            src = self._slot_rect(m, beaten_idx)
            dst = self._discard_rect()
            x = src.centerx + (dst.centerx - src.centerx) * t
            y = src.centery + (dst.centery - src.centery) * t
            img = render_card(card_spec(e.data["beaten_card"]), SLOT_SIZE)
            surface.blit(img, img.get_rect(center=(int(x), int(y))))
            seat = e.data["seat"]
            text = (
                _("You take the lead!") if self._is_you(seat) else _("{name} beats!").format(name=self.seat_name(seat))
            )
            self._banner(surface, self._column_rect(m), text, anim.t)
        elif k == "mission_won":
            m = e.data["mission"]
            self._banner(
                surface,
                self._column_rect(m),
                _("You win the mission!")
                if self._is_you(e.data["seat"])
                else _("{name} wins!").format(name=self.seat_name(e.data["seat"])),
                anim.t,
                big=True,
            )
        elif k == "peeked":
            m = e.data["mission"]
            idx = self._slot_index(s, m, e.data["owner"])
            rect = self._slot_rect(m, idx)
            draw_eye(surface, rect.center, int(14 + 14 * math.sin(math.pi * anim.t)))
            if "card" not in e.secret and not self._is_you(e.data["seat"]):
                self._banner(
                    surface, self._column_rect(m), _("{name} peeks").format(name=self.seat_name(e.data["seat"])), anim.t
                )
        elif k in ("round_started", "resolution_started", "start_chosen", "game_over"):
            text = {
                "round_started": _("Round {n}").format(n=e.data.get("round", s.round)),
                "resolution_started": _("The missions are resolved"),
                "start_chosen": _("You start")
                if self._is_you(e.data.get("starter", 0))
                else _("{name} starts").format(name=self.seat_name(e.data.get("starter", 0))),
                "game_over": _("The game is over"),
            }[k]
            r = self.table_rect
            self._banner(surface, pygame.Rect(r.x, r.y + 300, r.width, 80), text, anim.t, big=True)

    def _slot_index(self, s: PaladinState, m: int, seat: int) -> int:
        row = s.table[m] if m < len(s.table) else []
        for i, (o, _c) in enumerate(row):
            if o == seat:
                return i
        return len(row)

    def _banner(self, surface, area: pygame.Rect, text: str, t: float, big: bool = False) -> None:
        a = int(255 * min(1.0, 4 * t, 4 * (1 - t) + 0.2))
        size = 34 if big else 24
        img = style.text(text, "title", size, style.GOLD)
        box = img.get_rect(center=(area.centerx, area.y + (area.h // 2 if big else 250))).inflate(30, 14)
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (20, 16, 26, min(220, a)), panel.get_rect(), border_radius=10)
        pygame.draw.rect(panel, (*style.GOLD_DARK, min(255, a)), panel.get_rect(), 2, border_radius=10)
        surface.blit(panel, box)
        img = img.copy()
        img.set_alpha(a)
        surface.blit(img, img.get_rect(center=box.center))

    # --- smoke --------------------------------------------------------------------------------------
    def smoke_steps(self) -> int:
        return 8

    def smoke_states(self):
        """Extra screenshots: the viewer deciding during a resolution, and a round being dealt."""
        return [("peek", self._smoke_to_peek), ("resolve", self._smoke_to_resolution)]

    def _smoke_drive(self, done) -> None:
        """Play bots and random human moves through the store until ``done(state)`` or the end."""
        from game.core.rng import Rng

        rng = Rng.from_seed(5)
        store = self.store
        for _step in range(400):
            st = store.state
            if st.phase == OVER or done(st):
                break
            seat = E.actor(st)
            if self.session.is_bot(seat):
                action = self.session.bot_choose(seat)
            else:
                legal = store.legal_actions(seat)
                action = rng.choice([a for a in legal if a[0] != "peek"])
            store.apply(seat, action)
        self._finish()
        self.refresh()

    def _smoke_to_peek(self) -> None:
        """The viewer looks at a face-down card: it is shown face up, with the eye mark, to them only."""
        self._smoke_drive(
            lambda st: st.phase == PLACE and E.actor(st) == self.viewer and E.peek_targets(st, self.viewer)
        )
        peeks = [a for a in self.legal if a[0] == "peek"]
        if peeks:
            self.submit(peeks[-1])
            self._finish()

    def _smoke_to_resolution(self) -> None:
        """The viewer decides at a mission while earlier missions of the round are already settled."""
        self._smoke_drive(lambda st: st.phase == RESOLVE and E.actor(st) == self.viewer and st.res_mission > 0)
