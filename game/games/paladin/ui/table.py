"""The Paladin table on the kit: the rivals' panels (hand as backs, honour, missions, red paladins,
their last move), the decks and the discards, one column per mission (its card, the paladins placed
face down with their owners' tokens, peeks marked), your panel, the action bar and your hand.

While a resolution plays, the table draws ``display``: a copy of the viewer's previous view that
each event's first step brings forward (``replay.apply_event``), so reveal, beat, take back,
discard and the winner collecting show one after another at the player's speed.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.core.rules import Event
from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.describe import card_label
from game.games.paladin.state import HIDDEN, OVER, PLACE, RESOLVE, START, PaladinState
from game.games.paladin.ui.cards import card_spec, mission_spec
from game.games.paladin.ui.last_moves import LastMove, last_moves
from game.games.paladin.ui.marks import draw_eye, last_move_text
from game.games.paladin.ui.replay import apply_event, slot_of
from game.games.paladin.ui.summary import rules_summary
from game.i18n import _, ngettext
from game.ui import text_fit
from game.ui.art.cards import card_back, render_card
from game.ui.kit import Card, CardRow, Control, HandFan, KitTable, Layout, Option, Pile, PlayerPanel, cols, rows
from game.ui.kit.caption import Caption
from game.ui.kit.card import draw as draw_card_piece
from game.ui.kit.flip import Flip
from game.ui.kit.timeline import Anim, Call
from game.ui.widgets import style

MISSION_SIZE = (116, 162)
SLOT_SIZE = (84, 118)
SLOT_STEP = 44
HAND_SIZE = (110, 154)
PILE_SIZE = (84, 118)
MINI = (24, 34)
KEPT = (30, 42)
GONE = (E.TAKEN, E.DISCARDED, E.BEATEN)
#: events that wait for the ones before them even when the viewer's own move made them
HELD = {"resolution_started", "revealed", "mission_won", "round_started"}


class PaladinTable(KitTable):
    """The table scene of Paladin."""

    name = "paladin-table"
    bar_grid = [["first"], ["second"], ["third"]]
    phase_controls = {RESOLVE: "resolve_controls", START: "start_controls"}
    animations = {
        "placed": "animate_placed",
        "peeked": "animate_peeked",
        "resolution_started": "animate_headline",
        "revealed": "animate_revealed",
        "beat": "animate_beat",
        "took_back": "animate_leave",
        "discarded": "animate_leave",
        "mission_won": "animate_won",
        "round_started": "animate_headline",
        "start_chosen": "animate_headline",
    }

    def __init__(self, app, session) -> None:
        self.selected: int | None = None
        self.display: PaladinState | None = None
        self._before: PaladinState | None = None
        self._last_viewer = None
        self.hand = HandFan(HAND_SIZE)
        self.piles = Pile(PILE_SIZE, "paladin")
        self.panel = PlayerPanel("dark")
        self.mini = CardRow(MINI, min_step=6, shadow=False)
        self.kept = CardRow(KEPT, min_step=8, shadow=False)
        super().__init__(app, session)

    # --- state ------------------------------------------------------------------------------------
    def refresh(self) -> None:
        if self.viewer != self._last_viewer:  # other eyes (hot-seat): nothing of the last view stays
            self.skip_animations()
            self.view = None
            self.selected = None
        self._last_viewer = self.viewer
        if not self.timeline.busy:
            self._before = self.view
        super().refresh()
        if self.selected is not None and (self.viewer is None or self.selected not in self.view.hands[self.viewer]):
            self.selected = None

    @property
    def shown(self) -> PaladinState:
        """The state drawn now: the replayed copy while a resolution plays, else the view."""
        return self.display if self.display is not None else self.view

    def _me(self) -> int:
        return self.viewer if self.viewer is not None else 0

    def _is_you(self, seat: int) -> bool:
        return seat == self.viewer and self.viewer_is_human()

    # --- layout -----------------------------------------------------------------------------------
    def layout(self, area: pygame.Rect) -> Layout:
        top, rest = rows(area.inflate(-24, -14), [108, 1.0], gap=8)
        piles, centre, side = cols(rest, [116, 1.0, 250], gap=12)
        missions, hand = rows(centre, [1.0, 178], gap=4)
        mine, bar, hint = rows(side, [200, 196, 1.0], gap=10)
        return Layout(top=top, piles=piles, missions=missions, hand=hand, mine=mine, bar=bar, hint=hint)

    def column(self, m: int) -> pygame.Rect:
        area, n = self.lay.missions, self.shown.players
        w = min(236, area.w // n)
        x0 = area.x + (area.w - w * n) // 2
        return pygame.Rect(x0 + m * w + 4, area.y, w - 8, area.h)

    def mission_rect(self, m: int) -> pygame.Rect:
        col = self.column(m)
        return pygame.Rect(col.centerx - MISSION_SIZE[0] // 2, col.y + 28, *MISSION_SIZE)

    def slot_rect(self, m: int, idx: int) -> pygame.Rect:
        mr = self.mission_rect(m)
        return pygame.Rect(mr.centerx - SLOT_SIZE[0] // 2 + 12, mr.bottom + 10 + idx * SLOT_STEP, *SLOT_SIZE)

    # --- controls and texts -----------------------------------------------------------------------
    def resolve_controls(self) -> list[Control]:
        legal = set(self.legal)
        beat_tip = (
            _("Reveal your paladin: it takes the lead")
            if E.BEAT in legal
            else _("Your paladin is not strong enough to beat the leader")
        )
        specs = [
            ("first", E.BEAT, _("Beat"), "crossed-swords", beat_tip, "primary", pygame.K_1),
            (
                "second",
                E.TAKE,
                _("Take back"),
                "card-pick",
                _("Take your paladin back into your hand"),
                "secondary",
                pygame.K_2,
            ),
            (
                "third",
                E.DISCARD,
                _("Discard"),
                "card-discard",
                _("Discard your paladin face down"),
                "secondary",
                pygame.K_3,
            ),
        ]
        return [
            Control(slot, label, action=a, icon=icon, kind=kind, key=key, enabled=a in legal,
                    tip=_("{tip} (key {key})").format(tip=tip, key=pygame.key.name(key)))
            for slot, a, label, icon, tip, kind, key in specs
        ]  # fmt: skip

    def start_controls(self) -> list[Control]:
        v = self.view
        options = [
            Option(_("I start") if p == self.viewer else _("{name} starts").format(name=self.seat_name(p)), action=("start", p),
                   tip=_("This player places the first main paladin"))
            for p in range(v.players)
        ]  # fmt: skip
        return [Control("first", _("Choose who starts"), choices=options, icon="card-draw", tip=_("You deal this round: choose who places first."))]  # fmt: skip

    def status_text(self) -> str:
        v = self.view
        if v.phase == START:
            return _("You deal this round: choose who places first.")
        if v.phase == RESOLVE:
            return _("Mission {m}: beat the leader, take your paladin back, or discard it.").format(m=v.res_mission + 1)
        if v.phase == PLACE:
            if E.placing_main(v):
                return _("Place a main paladin: choose a card, then a free mission.")
            return _("Choose a paladin, then a mission where you have none.")
        return ""

    def hint(self) -> str:
        if self.view.phase != PLACE:
            return ""
        if any(a[0] == "peek" for a in self.legal):
            return _("Before placing you may click one face-down paladin of a rival to look at it.")
        if self.selected is None:
            return _("Click a paladin in your hand.")
        return _("Now click a glowing mission.")

    def rules_summary(self) -> str:
        return rules_summary()

    # --- input ------------------------------------------------------------------------------------
    def pick(self, card: int) -> None:
        self.selected = None if self.selected == card else card
        self.app.sound.play("flip")

    def place_on(self, m: int) -> None:
        if self.selected is None:
            self.toast(_("First choose a paladin from your hand."))
        elif self.submit(("place", self.selected, m)):
            self.selected = None

    def on_undo(self) -> None:
        super().on_undo()
        self.selected = None

    # --- the sequence -----------------------------------------------------------------------------
    def on_events(self, events: list[Event]) -> None:
        if not events or self.view is None:
            return
        own = bool(self.store.history) and self.store.history[-1].seat == self.viewer and self.viewer_is_human()
        if self.display is None:
            self.display = (self._before or self.view).clone()
        sim = self.display.clone()  # the state each event starts from, for the places its cards fly
        for ev in events:
            name = self.animations.get(ev.kind)
            anims: list[Anim] = [Call(fn=partial(self._replay, ev))]
            if name and sim.missions:
                anims += getattr(self, name)(ev, sim)
            apply_event(sim, ev)
            self.timeline.add(anims, wait=not own or ev.kind in HELD)
        self.timeline.add([Call(fn=partial(self._settle, self.view.clone()))], wait=True)
        self.animating = self.timeline.busy

    def _replay(self, ev: Event) -> None:
        if self.display is not None:
            apply_event(self.display, ev)

    def _settle(self, after: PaladinState) -> None:
        self.display = after

    def update_table(self, dt: float) -> None:
        super().update_table(dt)
        if not self.timeline.busy:
            self.display = None

    def skip_animations(self) -> None:
        super().skip_animations()
        self.display = None

    def _face(self, card: int, size: tuple[int, int] = SLOT_SIZE) -> pygame.Surface:
        return render_card(card_spec(card), size) if card >= 0 else card_back("paladin", size)

    def _home(self, seat: int) -> pygame.Rect:
        return self.where(("hand", seat))

    def animate_placed(self, ev: Event, s: PaladinState) -> list[Anim]:
        m, seat = ev.data["mission"], ev.data["seat"]
        slot = self.slot_rect(m, len(s.table[m]))
        return [self.sound("flip"), self.flight(self._face(ev.secret.get("card", HIDDEN)), self._home(seat), slot)]

    def animate_peeked(self, ev: Event, s: PaladinState) -> list[Anim]:
        m, owner, seat = ev.data["mission"], ev.data["owner"], ev.data["seat"]
        rect = self.slot_rect(m, max(0, slot_of(s, m, owner)))
        if "card" in ev.secret:
            face = self._face(ev.secret["card"])
            return [self.sound("flip"), Flip(back=card_back("paladin", SLOT_SIZE), face=face, rect=rect)]
        who = self.seat_name(seat)
        text = (
            _("{name} looks at your paladin").format(name=who)
            if self._is_you(owner)
            else _("{name} looks at a paladin").format(name=who)
        )
        return [Caption(text=text, rect=self._caption_rect(m))]

    def animate_headline(self, ev: Event, s: PaladinState) -> list[Anim]:
        if ev.kind == "round_started":
            text, sound = _("Round {n}").format(n=ev.data["round"]), "shuffle"
        elif ev.kind == "resolution_started":
            text, sound = _("The missions are resolved"), "flip"
        else:
            starter = ev.data["starter"]
            text = _("You start") if self._is_you(starter) else _("{name} starts").format(name=self.seat_name(starter))
            sound = "flip"
        band = self.lay.missions
        return [self.sound(sound), Caption(text=text, rect=pygame.Rect(band.x, band.y + 200, band.w, 80), big=True)]

    def animate_revealed(self, ev: Event, s: PaladinState) -> list[Anim]:
        m, seat = ev.data["mission"], ev.data["seat"]
        rect = self.slot_rect(m, max(0, slot_of(s, m, seat)))
        flip = Flip(back=card_back("paladin", SLOT_SIZE), face=self._face(ev.data["card"]), rect=rect)
        return [self.sound("flip"), flip, Anim(duration=0.9)]

    def animate_beat(self, ev: Event, s: PaladinState) -> list[Anim]:
        d = ev.data
        m, seat = d["mission"], d["seat"]
        rect = self.slot_rect(m, max(0, slot_of(s, m, seat)))
        beaten = self.slot_rect(m, max(0, slot_of(s, m, d["beaten_seat"])))
        text = (
            _("You take the lead!")
            if self._is_you(seat)
            else _("{name} beats with {card}!").format(name=self.seat_name(seat), card=card_label(d["card"]))
        )
        return [
            self.sound("clash"),
            Flip(back=card_back("paladin", SLOT_SIZE), face=self._face(d["card"]), rect=rect),
            self.flight(self._face(d["beaten_card"]), beaten, self.where("discard"), delay=0.55),
            Caption(text=text, rect=self._caption_rect(m), duration=1.2),
        ]

    def animate_leave(self, ev: Event, s: PaladinState) -> list[Anim]:
        m, seat = ev.data["mission"], ev.data["seat"]
        idx = max(0, slot_of(s, m, seat))
        card = ev.secret.get("card", s.table[m][idx][1] if idx < len(s.table[m]) else HIDDEN)
        back = ev.kind == "took_back"
        dest = self._home(seat) if back else self.where("discard")
        who = self.seat_name(seat)
        if self._is_you(seat):
            text = _("You take your paladin back") if back else _("You discard your paladin")
        else:
            text = (_("{name} takes back") if back else _("{name} discards")).format(name=who)
        return [
            self.flight(self._face(card), self.slot_rect(m, idx), dest),
            Caption(text=text, rect=self._caption_rect(m)),
        ]

    def animate_won(self, ev: Event, s: PaladinState) -> list[Anim]:
        d = ev.data
        m, seat = d["mission"], d["seat"]
        who = self.seat_name(seat)
        name = _(C.MISSION_NAMES[d["mission_id"]])
        text = (
            _("You win {mission}!").format(mission=name)
            if self._is_you(seat)
            else _("{name} wins {mission}!").format(name=who, mission=name)
        )
        goal = self.where(("kept", seat))
        img = render_card(mission_spec(d["mission_id"]), (70, 98))
        return [
            self.sound("cheer"),
            Caption(text=text, rect=self._caption_rect(m), big=True, duration=1.3),
            self.flight(img, self.mission_rect(m), goal, delay=0.6),
            self.flight(
                self._face(d["card"], (70, 98)), self.slot_rect(m, max(0, slot_of(s, m, seat))), goal, delay=0.7
            ),
        ]

    def _caption_rect(self, m: int) -> pygame.Rect:
        col = self.column(m)
        return pygame.Rect(col.x - 30, self.mission_rect(m).bottom - 40, col.w + 60, 70)

    # --- drawing ----------------------------------------------------------------------------------
    def draw_pieces(self, surface: pygame.Surface, lay: Layout) -> None:
        if self.view is None:
            return
        s = self.shown
        moves = last_moves(self.store.history, self.viewer) if self.display is None else {}
        others = [(self._me() + i) % s.players for i in range(1, s.players)]
        for seat, rect in zip(others, cols(lay.top, [1.0] * len(others), gap=10)):
            self._draw_rival(surface, s, seat, rect, moves.get(seat))
        self._draw_piles(surface, s, lay.piles)
        marks = {
            (mv.mission, seat) for seat, mv in moves.items() if mv.kind in ("place", "beat") and mv.mission is not None
        }
        for m in range(len(s.missions)):
            self._draw_mission(surface, s, m, marks)
        self._draw_mine(surface, s, lay.mine)
        self._draw_hand(surface, s, lay.hand)

    def _stats(self, s: PaladinState, seat: int) -> str:
        text = _("Missions {n} · Red {r}").format(n=len(s.won_missions[seat]), r=E.reds(s, seat))
        return (text + " · " + _("Dealer")) if seat == s.dealer else text

    def _score_tip(self, s: PaladinState, p: int) -> str:
        return _("{name}: {honour} honour from {missions} missions + {red} for red paladins").format(
            name=self.seat_name(p), honour=E.honour(s, p), missions=len(s.won_missions[p]), red=E.reds(s, p)
        )

    def _panel(self, surface, s: PaladinState, seat: int, rect: pygame.Rect) -> pygame.Rect:
        active = seat in self.rules.actors(self.store.state) and s.phase != OVER and self.display is None
        score = _("{n} honour").format(n=E.score(s, seat))
        return self.panel.draw(self, surface, rect, seat, score=score, active=active, tip=self._score_tip(s, seat))

    def _draw_rival(self, surface, s: PaladinState, seat: int, rect: pygame.Rect, move: LastMove | None) -> None:
        body = self._panel(surface, s, seat, rect)
        n = len(s.hands[seat])
        tip = ngettext("{n} paladin in hand", "{n} paladins in hand", n).format(n=n)
        row = pygame.Rect(body.x, body.y + 2, 24 + 10 * max(0, n - 1), MINI[1])
        self.mini.draw(self, surface, row, [Card(("hand", seat, i), None, "paladin", tip) for i in range(n)])
        self.anchor(("hand", seat), row)
        self.anchor(("kept", seat), rect)
        text = pygame.Rect(row.right + 10, body.y, body.right - row.right - 10, 22)
        text_fit.draw(surface, self._stats(s, seat), text, "text", 17, style.TEXT_DIM, align="left", min_size=13)
        if move is not None:
            line = last_move_text(move, self.seat_name, self.viewer)
            box = pygame.Rect(text.x, text.bottom, text.w, 22)
            text_fit.draw(
                surface, line, box, "bold", 16, style.player_colour(seat), align="left", min_size=12, ellipsis_ok=True
            )
            self.spots.add(box, ("last", seat), tip=_("Last move: {move}").format(move=line))

    def _draw_piles(self, surface, s: PaladinState, area: pygame.Rect) -> None:
        x = area.x + (area.w - PILE_SIZE[0]) // 2
        n = len(s.deck)
        self.piles.draw(
            self,
            surface,
            (x, area.y + 30),
            label=_("Deck"),
            count=n,
            key="deck",
            tip=ngettext("{n} paladin in the deck", "{n} paladins in the deck", n).format(n=n),
        )
        top = s.discard[-1] if s.discard else HIDDEN
        d = len(s.discard)
        disc = self.piles.draw(
            self,
            surface,
            (x, area.y + 200),
            label=_("Discards"),
            count=d,
            key="discard",
            top=card_spec(top) if top >= 0 else None,
            face_up=top >= 0,
            empty_text=_("empty"),
            tip=ngettext("{n} discarded paladin", "{n} discarded paladins", d).format(n=d),
        )
        self.anchor("discard", disc)
        left = len(s.mission_deck)
        rounds = left // s.players
        tip = (
            ngettext("{n} mission left", "{n} missions left", left).format(n=left)
            + " · "
            + ngettext("{r} more round", "{r} more rounds", rounds).format(r=rounds)
        )
        md = self.piles.draw(self, surface, (x, area.y + 370), label=_("Missions"), count=left, key="missions", tip=tip)
        text_fit.draw(surface, _("Round {n}").format(n=s.round), pygame.Rect(area.x, md.bottom + 8, area.w, 30),
                      "title", 22, style.GOLD)  # fmt: skip
        for i, label in enumerate((str(n), str(d), str(left))):
            text_fit.draw(
                surface, label, pygame.Rect(area.x, area.y + 150 + 170 * i, area.w, 22), "text", 17, style.TEXT_DIM
            )

    def _draw_mission(self, surface, s: PaladinState, m: int, marks: set) -> None:
        col, mid = self.column(m), s.missions[m]
        resolving = s.phase == RESOLVE and s.res_mission == m
        placeable = self.selected is not None and ("place", self.selected, m) in self.legal and self.display is None
        click = partial(self.place_on, m) if s.phase == PLACE and self.display is None else None
        if placeable:
            glow = pygame.Surface(col.size, pygame.SRCALPHA)
            pygame.draw.rect(glow, (*style.GOLD, 60), glow.get_rect(), border_radius=14)
            surface.blit(glow, col)
        if placeable or resolving:
            pygame.draw.rect(surface, style.GOLD if placeable else style.CRIMSON, col, 3, border_radius=14)
        self.spots.add(col, ("column", m), on_click=click)
        label = _("{m}. {name}").format(m=m + 1, name=_(C.MISSION_NAMES[mid]))
        text_fit.draw(surface, label, pygame.Rect(col.x + 2, col.y + 2, col.w - 4, 24), "bold", 18,
                      style.GOLD if resolving else style.TEXT_LIGHT, min_size=12, ellipsis_ok=True)  # fmt: skip
        winner = next((p for p in range(s.players) if mid in s.won_missions[p]), None)
        tip = _("{name}: {honour} honour").format(name=_(C.MISSION_NAMES[mid]), honour=C.MISSION_HONOUR[mid])
        if winner is not None:
            tip += "\n" + (
                _("Won by you") if self._is_you(winner) else _("Won by {name}").format(name=self.seat_name(winner))
            )
        # the zoom of any card of this column keeps clear of the column and of the next mission
        row = col.union(self.column(m + 1)) if m + 1 < s.players else col
        mr = draw_card_piece(self, surface, Card(("mission", m), mission_spec(mid), tip=tip, on_click=click),
                             self.mission_rect(m).topleft, MISSION_SIZE, row=row)  # fmt: skip
        if winner is not None:
            veil = pygame.Surface(mr.size, pygame.SRCALPHA)
            veil.fill((0, 0, 0, 90))
            surface.blit(veil, mr)
            b = style.badge(winner, 44)
            surface.blit(b, b.get_rect(center=mr.center))
        for idx, ((owner, card), fate) in enumerate(zip(s.table[m], s.fates[m])):
            self._draw_slot(surface, s, m, idx, owner, card, fate, row, (m, owner) in marks)
        if resolving and 0 <= s.leader < len(s.table[m]) and s.fates[m][s.leader] == E.LEAD:
            lead = s.table[m][s.leader][1]
            if lead >= 0:
                text = _("To beat: {card}").format(card=card_label(lead))
                text_fit.draw(
                    surface, text, pygame.Rect(col.x, col.bottom - 28, col.w, 26), "bold", 17, style.GOLD, min_size=12
                )

    def _draw_slot(self, surface, s, m: int, idx: int, owner: int, card: int, fate: int, row, marked: bool) -> None:
        rect = self.slot_rect(m, idx)
        self.anchor(("slot", m, idx), rect)
        if fate in GONE:
            pygame.draw.rect(surface, (70, 62, 56), rect, 1, border_radius=8)
            return
        covered = any(f not in GONE for f in s.fates[m][idx + 1 :])
        strip = pygame.Rect(rect.x, rect.y, rect.w, SLOT_STEP) if covered else None
        public = card >= 0 and (s.public >> card) & 1
        mine = owner == self._me()
        peekable = not mine and card < 0 and s.phase == PLACE and self.display is None
        deciding = s.phase == RESOLVE and s.res_mission == m and s.res_pos == idx and self.display is None
        glow = "selected" if fate in (E.LEAD, E.WON) and public else ("playable" if deciding else None)
        if peekable and self.can_act() and ("peek", m, owner) in self.legal:
            glow = "target"
        tip = self._slot_tip(s, m, idx, owner, card, public, glow == "target")
        spec = card_spec(card) if card >= 0 else None
        on_click = partial(self.submit, ("peek", m, owner)) if peekable else None
        draw_card_piece(self, surface, Card(("slot", m, idx), spec, "paladin", tip, on_click, glow), rect.topleft,
                        SLOT_SIZE, visible=strip, row=row)  # fmt: skip
        if marked:
            pygame.draw.rect(surface, style.player_colour(owner), (strip or rect).inflate(6, 6), 3, border_radius=9)
        # the owner's token left of the card, clear of its title; main paladins get a crown
        token = style.badge(owner, 24)
        surface.blit(token, (rect.x - 28, rect.y + 4))
        if idx == 0:
            crown = style.icon("crown", 18, style.GOLD)
            if crown:
                surface.blit(crown, (rect.x - 25, rect.y + 28))
        if card >= 0 and not mine and not public:
            draw_eye(surface, (rect.x - 16, rect.y + (34 if idx else 58)), 10)

    def _slot_tip(self, s, m, idx, owner, card, public, peekable) -> str:
        who, me = self.seat_name(owner), self._me()
        if self._is_you(owner):
            head = _("Your main paladin") if idx == 0 else _("Your paladin")
        else:
            head = _("Main paladin of {name}").format(name=who) if idx == 0 else _("Paladin of {name}").format(name=who)
        lines = [head]
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

    def _draw_mine(self, surface, s: PaladinState, rect: pygame.Rect) -> None:
        me = self._me()
        body = self._panel(surface, s, me, rect)
        self.anchor(("kept", me), rect)
        text_fit.draw(surface, self._stats(s, me), pygame.Rect(body.x, body.y, body.w, 24), "text", 17,
                      style.TEXT_DIM, align="left", min_size=13)  # fmt: skip
        text_fit.draw(surface, _("Paladins kept"), pygame.Rect(body.x, body.y + 28, body.w, 22), "bold", 16,
                      style.TEXT_LIGHT, align="left", min_size=12)  # fmt: skip
        won = s.won_cards[me]
        if won:
            kept = [Card(("kept", c), card_spec(c), tip=self._card_text(c)) for c in won]
            self.kept.draw(self, surface, pygame.Rect(body.x, body.y + 54, body.w, KEPT[1]), kept)
        else:
            text_fit.draw(surface, _("none yet"), pygame.Rect(body.x, body.y + 54, body.w, KEPT[1]), "text", 16,
                          style.TEXT_DIM, align="left")  # fmt: skip

    def _draw_hand(self, surface, s: PaladinState, area: pygame.Rect) -> None:
        me = self._me()
        self.anchor(("hand", me), pygame.Rect(area.centerx - 55, area.bottom - 160, *HAND_SIZE))
        hand = s.hands[me]
        if not hand:
            text_fit.draw(surface, _("Your hand is empty"), area, "text", 20, style.TEXT_DIM)
            return
        acting = self.can_act() and s.phase == PLACE
        placeable = {a[1] for a in self.legal if a[0] == "place"} if acting else set()
        cards = [
            Card(c, card_spec(c) if c >= 0 else None, "paladin", self._card_text(c) if c >= 0 else "",
                 partial(self.pick, c) if c in placeable else None, "selected" if c == self.selected else None)
            for c in hand
        ]  # fmt: skip
        self.hand.draw(self, surface, area, cards, lift_on_hover=acting)
