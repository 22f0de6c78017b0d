"""The Paladin table on the kit: the rivals' panels (hand as backs, honour, missions, red paladins,
their last move), the decks and the discards, one column per mission (its card, the paladins placed
face down with their owners' tokens, peeks marked), your panel, the action bar and your hand.

While a move plays, the table draws it landing (the kit's ``Landing``): the viewer's previous view
brought forward one event at a time (``replay.apply_event``), so reveal, beat, take back, discard
and the winner collecting show one after another at the player's speed.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.counting import next_mission_deck
from game.games.paladin.describe import card_label
from game.games.paladin.state import HIDDEN, OVER, PLACE, RESOLVE, START, PaladinState
from game.games.paladin.ui import auto_continue as auto
from game.games.paladin.ui.cards import card_spec, mission_spec
from game.games.paladin.ui.hand_places import keep_places
from game.games.paladin.ui.kept import RIVAL_CHIP, chip_rects, draw_kept, draw_rival_kept, rival_chips_width
from game.games.paladin.ui.last_moves import LastMove, last_moves
from game.games.paladin.ui.marks import draw_eye, last_move_text
from game.games.paladin.ui.sequence import (
    ANIMATIONS,
    GONE,
    MISSION_SIZE,
    SLOT_SIZE,
    SLOT_STEP,
    TO_BEAT_LINE,
    ResolutionSequence,
    UnderFlight,
)
from game.games.paladin.ui.summary import rules_summary
from game.games.paladin.ui.table_face import TableCard, paladin_face
from game.games.paladin.ui.tips import card_text, eyes_tip, slot_tip, token_tip
from game.i18n import N_, _, ngettext
from game.ui import text_fit
from game.ui.kit import Card, CardRow, Control, HandFan, KitTable, Layout, Option, Pile, PlayerPanel, cols, rows
from game.ui.kit.card import draw as draw_card_piece
from game.ui.widgets import style

HAND_SIZE = (110, 154)
HAND_LIFT = 8  # px between the bottom of the hand's area and its cards (the kit's HandFan baseline)
HAND_RISE = 16  # px a selected hand card rises: the hand's own room over its cards, never a mission's column
HAND_HOVER = 10  # px a hovered hand card rises (less than a selected one, still inside that room)
HAND_GLIDE = 0.07  # s: the hand closes up round a card played (a third of a second), it does not jump
PILE_SIZE = (88, 123)
MINI = (24, 34)
EYE_STEPS = (22, 20, 18)  # px between the centres of the eyes beside a peeked paladin: the largest that fits
#: (when even 18 px hold too few, the last place says how many more: "+2", the tooltip names them all)
EYE_GAP = 4  # px left empty between the eyes of a paladin and those of the next one below
ADVICE_MIN_H = 80  # px: the least height the Hint's sentence is written in beside an open chooser
ADVICE_PAD = 12  # px: the room above and below the Hint's lines in its box
HINT_LINE_MIN_H = 48  # px: the least room for the line of what to do under the Hint's box
EYE_CLEAR = 8  # px kept empty between the eyes and the next column's tokens
EYE_BACKING = (22, 30, 26)  # the dark ground behind a card's eyes, joined to its edge
TITLE_MIN = 14  # px: the smallest a mission's title over its column may shrink to
TITLE_TWO = 40  # px: a mission's title on two lines (five narrow columns in Italian)
FRAME_PAD = 4  # px between a column's frame and the words inside it
SLOT_TOP = 6  # px between a mission card and its first paladin (room for two lines of "To beat" five deep)
STATS_MIN = 14  # px: the smallest a rival's honour line may shrink to (one line, readable on a small window)
LAST_MIN = 14  # px: the smallest a rival's last move may shrink to (it stays readable on a small window)
#: events that wait for the ones before them even when the viewer's own move made them
MISSION_DECKS = {"queen": N_("The Queen's Missions"), "king": N_("The King's Missions")}
HELD = {"resolution_started", "revealed", "mission_won", "round_started"}


class PaladinTable(ResolutionSequence, KitTable):
    """The table scene of Paladin."""

    name = "paladin-table"
    undo_grace = 2.5  # the bots wait a moment after the player's move: Undo stays open while it reveals nothing
    click_guard = 0.7  # a panel appearing as the player clicks is not closed by that click, unread
    decision_guard = 0.3  # a click made as the rivals' turns end is not taken as the player's placement
    bar_grid = [["first"], ["second"], ["third"]]
    hint_lines = 7  # the seating order at 5 players takes more than three
    advice_lines = 16  # the Hint's move and its reasons (yours, then the table's) in the tall box beside the bar
    phase_controls = {RESOLVE: "resolve_controls", START: "start_controls"}
    animations = ANIMATIONS

    def __init__(self, app, session) -> None:
        self.selected: int | None = None
        self.shown_gen = 0
        self.marks_upto = 0  # the steps of the history whose last-move marks are shown while a move plays
        self._last_viewer = None
        self.hand = HandFan(HAND_SIZE, select_lift=HAND_RISE, hover_lift=HAND_HOVER, glide=HAND_GLIDE)
        self._places: dict[int, int] = {}  # each card's rank in the hand this round (see hand_places)
        self._places_round: tuple[int, int] | None = None  # the round and the eyes those places are for
        self.piles = Pile(PILE_SIZE, "paladin")
        self.panel = PlayerPanel("dark")
        self.mini = CardRow(MINI, min_step=6, shadow=False)
        self._auto_rect: pygame.Rect | None = None  # the "Continue automatically" toggle under a mission's panel
        super().__init__(app, session)
        self.advice.show_seconds = None  # the Hint thinks for seconds: its answer stays until the player moves
        self.bar.keep_clear = self.chooser_keep_clear

    def chooser_keep_clear(self) -> list[pygame.Rect]:
        """What the bar's chooser (who starts) keeps clear of: the rivals' panels and the missions, so
        it opens beside them, under the bar, and every mission's title stays in sight."""
        if self.view is None or "top" not in self.lay:
            return []
        return [pygame.Rect(self.lay.top), pygame.Rect(self.lay.missions)]

    # --- state ------------------------------------------------------------------------------------
    def refresh(self) -> None:
        if self.viewer != self._last_viewer:  # other eyes (hot-seat): nothing of the last view stays
            self.skip_animations()
            self.view = None
            self.selected = None
        self._last_viewer = self.viewer
        super().refresh()
        if self.selected is not None and (self.viewer is None or self.selected not in self.view.hands[self.viewer]):
            self.selected = None

    @property
    def shown(self) -> PaladinState:
        """The state drawn now: what the move landing has shown so far, else the view."""
        return self.table_view

    def _me(self) -> int:
        return self.viewer if self.viewer is not None else 0

    def _is_you(self, seat: int) -> bool:
        return seat == self.viewer and self.viewer_is_human()

    # --- layout -----------------------------------------------------------------------------------
    def layout(self, area: pygame.Rect) -> Layout:
        # the rivals' row: name and points, their backs and honour, then two lines for their last move
        top, rest = rows(area.inflate(-24, -14), [122, 1.0], gap=8)
        piles, centre, side = cols(rest, [116, 1.0, 250], gap=12)
        missions, hand = rows(centre, [1.0, HAND_SIZE[1] + HAND_LIFT + HAND_RISE], gap=4)
        mine, bar, hint = rows(side, [200, 196, 1.0], gap=10)
        return Layout(top=top, piles=piles, missions=missions, hand=hand, mine=mine, bar=bar, hint=hint)

    def column(self, m: int) -> pygame.Rect:
        area, n = self.lay.missions, self.shown.players
        w = min(236, area.w // n)
        x0 = area.x + (area.w - w * n) // 2
        return pygame.Rect(x0 + m * w + 4, area.y, w - 8, area.h)

    def mission_rect(self, m: int) -> pygame.Rect:
        col = self.column(m)
        return pygame.Rect(col.centerx - MISSION_SIZE[0] // 2, col.y + 4 + self.title_height(), *MISSION_SIZE)

    def title_height(self) -> int:
        """The height of the missions' titles: one line when every title fits on one at a readable
        size, else two (five narrow columns in Italian), the same over every column."""
        s, w = self.shown, self.column(0).w - 8
        if s is None or all(text_fit.text_width(t, "bold", TITLE_MIN) <= w for t in self.mission_titles(s)):
            return 24
        return TITLE_TWO

    def slot_rect(self, m: int, idx: int) -> pygame.Rect:
        mr = self.mission_rect(m)
        return pygame.Rect(mr.centerx - SLOT_SIZE[0] // 2 + 12, mr.bottom + SLOT_TOP + idx * SLOT_STEP, *SLOT_SIZE)

    def zoom_never(self, spot) -> list[pygame.Rect]:
        """A zoomed card never covers a mission: it goes beside the missions, not over one."""
        return [self.column(m) for m in range(self.shown.players)] if self.shown is not None else []

    def hand_top(self) -> int:
        """The top of the cards in hand (none lifted): captions keep above it."""
        return self.lay.hand.bottom - HAND_SIZE[1] - HAND_LIFT

    def hand_span(self, s: PaladinState) -> tuple[int, int]:
        """The left and right of the cards in hand as ``s`` shows them (their places in the fan)."""
        n = len(s.hands[self._me()])
        x0, step, _base = self.hand.layout(self.lay.hand, n)
        return x0, x0 + (HAND_SIZE[0] + step * (n - 1) if n else 0)

    def mission_top(self, m: int) -> pygame.Rect:
        """Mission ``m``'s title over its column and its card: what a card flying passes under."""
        col, card = self.column(m), self.mission_rect(m)
        return pygame.Rect(col.x + 4, col.y + 2, col.w - 8, card.bottom - col.y - 2).union(card)

    def cover_missions(self, surface: pygame.Surface, spare: int | None = None) -> None:
        """Draw the missions' titles and cards (but ``spare``'s) again as the table shows them: a card
        flying passes under them, so the missions stay in sight while a move plays."""
        if self._layer is None or self.shown is None:
            return
        n = len(self.shown.missions)
        if not n:
            return
        # the whole band, the gaps between the columns included (a title may reach into them)
        top = self.mission_top(0)
        band = pygame.Rect(self.lay.missions.x, top.y, self.lay.missions.w, top.h)
        if spare is None or not 0 <= spare < n:
            surface.blit(self._layer, band, band)
            return
        hole = self.mission_top(spare)
        for part in (
            pygame.Rect(band.x, band.y, hole.x - band.x, band.h),
            pygame.Rect(hole.right, band.y, band.right - hole.right, band.h),
        ):
            if part.w > 0:
                surface.blit(self._layer, part, part)

    def _zoom_places(self, spot) -> tuple:
        """The kit's places, the hint strip forbidden while it says something (what to do, the Hint's
        move): the zoom goes elsewhere or shrinks, else the card's tooltip stands in."""
        pointer, row, area, clear, never, forbid = super()._zoom_places(spot)
        if self.hint_speaks():
            forbid = [*forbid, pygame.Rect(self.lay["hint"])]
        return pointer, row, area, clear, never, forbid

    def advice_place(self) -> pygame.Rect | None:
        """The Hint's sentence in the hint strip; while the bar's chooser lies over that, in the free
        band between the bar's buttons and the chooser (never over a button nor the player's panel),
        else above the buttons."""
        return self._fitted(self._advice_band())

    def _fitted(self, where: pygame.Rect | None) -> pygame.Rect | None:
        """``where`` cut down, from its top, to the height the Hint's sentence needs (a short sentence in
        the tall strip sat in a box three times its size)."""
        text = self.advice.text()
        if where is None or not text:
            return where
        room = where.h
        line = self.hint() if "hint" in self.lay and self.can_act() else ""
        if line and where.colliderect(self.lay["hint"]):  # the line of what to do goes whole under the box
            said = text_fit.fit(line, "text", 20, where.w, where.h, min_size=16, max_lines=self.hint_lines)
            room = max(ADVICE_MIN_H, min(room, where.h - said.height - 12))
        got = text_fit.fit(text, "bold", 21, where.w - 20, room - 8, min_size=15, max_lines=self.advice_lines)
        need = max(ADVICE_MIN_H, got.height + 8 + 2 * ADVICE_PAD)
        return pygame.Rect(where.x, where.y, where.w, min(room, need))

    def hint_rect(self) -> pygame.Rect:
        """The line of what to do: the hint strip, below the Hint's box when that leaves it room (the
        box, cut to its words, no longer covers the whole strip)."""
        strip = pygame.Rect(self.lay["hint"])
        box = self.advice_place() if self.advice.text() and self.can_act() else None
        if box is None or not box.colliderect(strip):
            return strip
        below = pygame.Rect(strip.x, box.bottom + 6, strip.w, strip.bottom - box.bottom - 6)
        return below if below.h >= min(HINT_LINE_MIN_H, self._line_height(strip.w)) else strip

    def _line_height(self, width: int) -> int:
        """The height the line of what to do takes at ``width``, whole."""
        return text_fit.fit(self.hint(), "text", 20, width, 10_000, min_size=16, max_lines=self.hint_lines).height

    def _advice_band(self) -> pygame.Rect | None:
        """The band the Hint's sentence may use now (see ``advice_place``): the hint strip, reaching up
        over the bar's band while the bar offers nothing (a placement: a long Hint stays readable)."""
        where = super().advice_place()
        if where is not None and not self.bar.controls and "hint" in self.lay:
            top = self.lay.mine.bottom + 10
            return pygame.Rect(where.x, top, where.w, where.bottom - top)
        if where is None or not self.bar.chooser_for:
            return where
        pop = pygame.Rect(self.bar.chooser_rect)
        buttons = [pygame.Rect(b.rect) for slot in self.bar.slots for b in self.bar.buttons(slot)]
        top = max([self.lay.mine.bottom, *(b.bottom for b in buttons if b.bottom <= pop.top)]) + 6
        below = pygame.Rect(where.x, top, where.w, pop.top - 6 - top)
        if below.h >= ADVICE_MIN_H:
            return below
        ceiling = min([pop.top, *(b.top for b in buttons)]) - 6
        above = pygame.Rect(where.x, self.lay.mine.bottom + 6, where.w, ceiling - self.lay.mine.bottom - 6)
        return above if above.h >= ADVICE_MIN_H else None

    def hint_speaks(self) -> bool:
        """True while the hint strip holds words: the line of what to do or the Hint's sentence."""
        return "hint" in self.lay and self.can_act() and bool(self.advice.text() or self.hint())

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
                _("Take your paladin back into your hand: next round you are dealt one card fewer"),
                "secondary",
                pygame.K_2,
            ),
            (
                "third",
                E.DISCARD,
                _("Discard"),
                "card-discard",
                _("Discard your paladin face down: next round a new card takes its place"),
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
                   tip=_("Placing order: {names}").format(names=self.placing_order(p)))
            for p in range(v.players)
        ]  # fmt: skip
        return [Control("first", _("Choose who starts"), choices=options, icon="card-draw", tip=_("You deal this round: choose who places first."))]  # fmt: skip

    def placing_order(self, first: int) -> str:
        """The seats in the order they place when ``first`` starts (clockwise: each player's left next)."""
        n = self.view.players
        return " → ".join(self.seat_name((first + i) % n) for i in range(n))

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
        if self.view.phase == START:
            return _("Seated clockwise: {names}. Whoever starts, the others place in this order after them.").format(
                names=self.placing_order(self.viewer)
            )
        if self.view.phase != PLACE:
            return ""
        if any(a[0] == "peek" for a in self.legal) and self.selected is not None:
            return _("Now click a glowing mission. To look at a rival's paladin first, click yours again.")
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

    def toast_anchor(self) -> tuple[int, int]:
        """The toasts stand over the missions' cards, never over the hand the player clicks nor the
        paladins placed below the missions."""
        if "missions" not in self.lay or self.table_view is None:
            return super().toast_anchor()
        return (self.lay.missions.centerx, self.mission_rect(0).bottom)

    def _places_at(self, m: int) -> bool:
        """True when the paladin chosen in hand may go to mission ``m`` now: a click anywhere on that
        mission's column, its paladins included, places it there (a peek is a click on a rival's
        face-down paladin with no paladin chosen)."""
        return (
            self.selected is not None
            and self.display is None
            and self.view.phase == PLACE
            and ("place", self.selected, m) in self.legal
        )

    def on_undo(self) -> None:
        super().on_undo()
        self.selected = None

    def update_table(self, dt: float) -> None:
        super().update_table(dt)
        self.hand.update(dt * max(1.0, float(self.app.settings.animation_speed)))  # the hand closing up

    def skip_animations(self) -> None:
        super().skip_animations()
        self.hand.settle()

    def auto_continue(self) -> bool:
        """True when the missions' results go on by themselves (the player's choice, see auto_continue)."""
        return bool(self.app.settings.auto_continue) and self.viewer_is_human()

    def toggle_auto(self) -> None:
        on = not self.app.settings.auto_continue
        self.app.update_settings(auto_continue=on)
        auto.apply_to_queue(self.timeline.queue, on, self.app.settings.animation_speed)
        self.app.sound.play("flip")

    def handle(self, event: pygame.event.Event) -> None:
        """The toggle under a mission's panel (and the key A) before the kit's clicks and skips."""
        if event.type == pygame.KEYDOWN and event.key == auto.KEY and not event.mod & pygame.KMOD_CTRL:
            if self.viewer_is_human():
                self.toggle_auto()
                return
        rect = self._auto_rect
        on_toggle = rect is not None and getattr(event, "button", 0) == 1 and rect.collidepoint(event.pos)
        if on_toggle and event.type == pygame.MOUSEBUTTONDOWN:
            self.toggle_auto()
            return
        if on_toggle and event.type == pygame.MOUSEBUTTONUP:
            return  # the toggle's own click: nothing under it
        super().handle(event)

    def draw_table_over(self, surface: pygame.Surface) -> None:
        super().draw_table_over(surface)
        shown = self.timeline.announcing
        panel = shown.announcement if shown is not None else None
        if not isinstance(panel, auto.MissionOutcome) or self._announced_at is None or not self.viewer_is_human():
            self._auto_rect = None
            return
        rect = self._auto_rect = auto.toggle_rect(self._announced_at, self.table_rect)
        hovered = rect.collidepoint(self.app.mouse_pos)
        on = bool(self.app.settings.auto_continue)
        auto.draw_toggle(surface, rect, on, hovered)

    def draw_table(self, surface: pygame.Surface) -> None:
        super().draw_table(surface)
        if self._auto_rect is not None and isinstance(self.timeline.announcement, auto.MissionOutcome):
            # registered here, before the widgets' frame (a tip registered over them would never show)
            self.tooltip(self._auto_rect, auto.toggle_tip(bool(self.app.settings.auto_continue)))

    def rects_for_action(self, action) -> list[pygame.Rect]:
        """A placement: the paladin in hand, then its mission (and that mission's column); a peek: the
        face-down paladin, then its mission; the rest are the bar's buttons."""
        kind = action[0]
        if kind == "place":
            _k, card, m = action
            return self.spot_rect(card) + self.spot_rect(("mission", m)) + self.spot_rect(("column", m))
        if kind == "peek":
            _k, m, owner = action
            row = self.shown.table[m]
            cards = [r for idx, (o, _c) in enumerate(row) if o == owner for r in self.spot_rect(("slot", m, idx))]
            return cards + self.spot_rect(("mission", m))
        return super().rects_for_action(action)

    def _hinted_peek(self) -> tuple[int, int] | None:
        """The (mission, owner) of the face-down paladin the Hint shown now says to look at."""
        tip = self.advice.tip
        if tip is None or self.advice.thinking or tip.action[0] != "peek":
            return None
        return tip.action[1], tip.action[2]

    def _slot_tip(self, s, m, idx, owner, card, public, peekable) -> str:
        return slot_tip(self, s, m, idx, owner, card, public, peekable)

    def layer_key(self) -> tuple:
        return (
            self.selected,
            self.shown_gen,
            self.panel_up(),
            self._hinted_peek(),
            self.discards_flying(),
            self.leaving(),
        )

    def leaving(self) -> frozenset:
        """The places whose paladin has flown off to its winner (its flight begun, the win not landed):
        drawn empty, so the card is never shown twice, in its place and on its way."""
        return frozenset(
            a.leaves for a in self.timeline.running() if isinstance(a, UnderFlight) and a.leaves and a.t >= a.delay
        )

    def discards_flying(self) -> int:
        """How many paladins are on their way to the discard pile now (flown off, not landed): the
        pile shows them only once they land, never twice over (its top and the card flying to it)."""
        return sum(
            1
            for a in self.timeline.running()
            if isinstance(a, UnderFlight) and a.to == "discard" and a.t < a.delay + a.duration
        )

    def panel_up(self) -> bool:
        """True while a result panel (a mission's, the round's) is on screen: the table under it keeps
        its cards and tokens, dimmed, but not the bright peek eyes (beside the last column they would
        sit against the panel's edge and read as drawn over it)."""
        return self.timeline.announcement is not None

    # --- drawing ----------------------------------------------------------------------------------
    def draw_pieces(self, surface: pygame.Surface, lay: Layout) -> None:
        if self.view is None:
            return
        s = self.shown
        history = self.store.history if self.display is None else self.store.history[: self.marks_upto]
        moves = last_moves(history, self.viewer, s.round)  # as far as the table has shown
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

    def draw_live(self, surface: pygame.Surface, lay: Layout) -> None:
        if self.view is not None:
            self._draw_hand(surface, self.shown, lay.hand)

    def _stats(self, s: PaladinState, seat: int) -> str:
        text = _("Honour {h} · Red {r}").format(h=E.honour(s, seat), r=E.reds(s, seat))
        return (text + " · " + _("Dealer")) if seat == s.dealer else text

    def _rival_stats(self, s: PaladinState, seat: int) -> list[str]:
        """A rival's honour, red paladins and dealer mark, the roomiest form first: on one line, else
        on two (a crowded panel: many paladins kept). Nothing is ever dropped."""
        honour = _("Honour {h}").format(h=E.honour(s, seat))
        red = _("Red {r}").format(r=E.reds(s, seat))
        full = self._stats(s, seat)
        if seat != s.dealer:
            return [full, honour + "\n" + red]
        both = _("Honour {h} · Red {r}").format(h=E.honour(s, seat), r=E.reds(s, seat))
        return [full, both + "\n" + _("Dealer"), honour + "\n" + red + " · " + _("Dealer")]

    def _score_tip(self, s: PaladinState, p: int) -> str:
        h, r = E.honour(s, p), E.reds(s, p)
        head = _("{name}: {honour} honour from {missions} missions + {red} for red paladins").format(
            name=self.seat_name(p), honour=h, missions=len(s.won_missions[p]), red=r
        )
        head += " = " + ngettext("{n} point", "{n} points", E.score(s, p)).format(n=E.score(s, p))
        if s.won_cards[p]:
            head += "\n" + _("Paladins won: {cards}").format(cards=", ".join(card_label(c) for c in s.won_cards[p]))
        return head + "\n" + _("The next dealer is whoever has the least honour from missions (red paladins aside).")

    def _panel(self, surface, s: PaladinState, seat: int, rect: pygame.Rect) -> pygame.Rect:
        active = seat in self.rules.actors(self.store.state) and s.phase != OVER and self.display is None
        # the total that wins; the line under it keeps the missions' honour apart (the next dealer is
        # chosen on it alone) from the red paladins
        total = E.score(s, seat)
        score = ngettext("{n} point", "{n} points", total).format(n=total)
        return self.panel.draw(self, surface, rect, seat, score=score, active=active, tip=self._score_tip(s, seat))

    def _draw_rival(self, surface, s: PaladinState, seat: int, rect: pygame.Rect, move: LastMove | None) -> None:
        body = self._panel(surface, s, seat, rect)
        n = len(s.hands[seat])
        tip = ngettext("{n} paladin in hand", "{n} paladins in hand", n).format(n=n)
        backs = n if s.players < 5 else min(n, 1)  # four rivals abreast: one back and the count, the words get the room
        row = pygame.Rect(body.x, body.y + 2, MINI[0] + 10 * max(0, backs - 1), MINI[1])
        self.mini.draw(self, surface, row, [Card(("hand", seat, i), None, "paladin", tip) for i in range(backs)])
        self.anchor(("hand", seat), row)
        self.anchor(("back", seat), pygame.Rect(row.topleft, MINI))
        self.anchor(("kept", seat), rect)
        count = pygame.Rect(row.right + 5, row.y, text_fit.text_width(str(n), "bold", 17) + 2, row.h)  # how many
        text_fit.draw(surface, str(n), count, "bold", 17, style.TEXT_DIM, align="left")
        self.spots.add(row.union(count), ("hand", seat), tip=tip)
        # the paladins they kept (public: everyone saw them win), right of the row, the honour between
        won = s.won_cards[seat]
        room = rival_chips_width(len(won), int(body.w * 0.45))
        kept = pygame.Rect(body.right - room, row.y + (row.h - RIVAL_CHIP[1]) // 2, room, RIVAL_CHIP[1])
        self.anchor(
            ("next-kept", seat), pygame.Rect(body.right - RIVAL_CHIP[0], kept.y, *RIVAL_CHIP)
        )  # the newest's place
        draw_rival_kept(self, surface, kept, won, s.won_missions[seat], self.seat_name(seat))
        text = pygame.Rect(
            count.right + 6, body.y, kept.x - 8 - count.right - 6 if won else body.right - count.right - 6, row.h + 2
        )
        forms = self._rival_stats(s, seat)
        stats = next((f for f in forms if max(text_fit.text_width(ln, "text", STATS_MIN) for ln in f.split("\n"))
                      <= text.w), forms[-1])  # fmt: skip
        lines = stats.count("\n") + 1
        text.h = max(text.h, lines * text_fit.line_height("text", STATS_MIN))
        text_fit.draw(surface, stats, text, "text", 17, style.TEXT_DIM, align="left", min_size=STATS_MIN,
                      max_lines=lines, ellipsis_ok=True)  # fmt: skip
        if move is not None:
            # the whole panel's width under the backs: two lines of readable words even five abreast
            line = last_move_text(move, self.seat_name, self.viewer)
            box = pygame.Rect(body.x, text.bottom, body.w, rect.bottom - 4 - text.bottom)
            text_fit.draw(surface, line, box, "bold", 16, style.player_colour(seat), align="left", min_size=LAST_MIN,
                          max_lines=2, ellipsis_ok=True, valign="top")  # fmt: skip
            self.spots.add(box, ("last", seat), tip=_("Last move: {move}").format(move=line))

    def _draw_piles(self, surface, s: PaladinState, area: pygame.Rect) -> None:
        text_fit.draw(
            surface, _("Round {n}").format(n=s.round), pygame.Rect(area.x, area.y, area.w, 30), "title", 22, style.GOLD
        )
        n, d, left = len(s.deck), len(s.discard), len(s.mission_deck)
        d -= min(d, self.discards_flying())  # the cards still flying to the pile are not on it yet
        top = s.discard[d - 1] if d else HIDDEN
        if top >= 0 and not (s.public >> top) & 1:
            top = HIDDEN  # discarded face down: a back for every viewer, its owner too (hot seat)
        rounds = left // s.players
        deck = next_mission_deck(s)  # the back of the deck the next missions come from
        piles = [
            ("deck", _("Deck"), n, ngettext("{n} paladin in the deck", "{n} paladins in the deck", n).format(n=n), {}),
            (
                "discard",
                _("Discards"),
                d,
                ngettext("{n} discarded paladin", "{n} discarded paladins", d).format(n=d)
                + ("\n" + _("The last one was discarded face down: nobody sees it") if d and top < 0 else ""),
                {
                    "top": card_spec(top) if top >= 0 else None,
                    "face_up": top >= 0,
                    "empty_text": _("empty"),
                    "face": paladin_face(top, PILE_SIZE) if top >= 0 else None,
                },
            ),
            (
                "missions",
                _("Missions"),
                left,
                ngettext("{n} mission left", "{n} missions left", left).format(n=left)
                + " · "
                + ngettext("{r} more round", "{r} more rounds", rounds).format(r=rounds)
                + ("\n" + _("On top: {deck}").format(deck=_(MISSION_DECKS[deck])) if deck else ""),
                {"back_style": deck},
            ),
        ]
        x = area.x + (area.w - PILE_SIZE[0]) // 2
        for i, (key, label, count, tip, extra) in enumerate(piles):
            y = area.y + 72 + 184 * i
            rect = self.piles.draw(self, surface, (x, y), label=label, count=count, key=key, tip=tip, **extra)
            self.anchor(key, rect)
            text_fit.draw(
                surface, str(count), pygame.Rect(area.x, y + PILE_SIZE[1] + 4, area.w, 22), "text", 17, style.TEXT_DIM
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
        if placeable:
            pygame.draw.rect(surface, style.GOLD, col, 3, border_radius=14)
        elif resolving:
            pygame.draw.rect(surface, style.CRIMSON, self.resolving_frame(s, m), 3, border_radius=14)
        self.spots.add(col, ("column", m), on_click=click)
        title = pygame.Rect(col.x + 4, col.y + 2, col.w - 8, self.title_height())
        label = self.mission_title(s, m, title.w)
        text_fit.draw(surface, label, title, "bold", 18, style.GOLD if resolving else style.TEXT_LIGHT,
                      min_size=TITLE_MIN, max_lines=1 if title.h < TITLE_TWO else 2)  # fmt: skip
        winner = next((p for p in range(s.players) if mid in s.won_missions[p]), None)
        tip = _("{name}: {honour} honour").format(name=_(C.MISSION_NAMES[mid]), honour=C.MISSION_HONOUR[mid])
        if winner is not None:
            tip += "\n" + (
                _("Won by you") if self._is_you(winner) else _("Won by {name}").format(name=self.seat_name(winner))
            )
        row = col  # the zoom keeps clear of every column (``zoom_never``)
        piece = TableCard(("mission", m), mission_spec(mid), tip=tip, on_click=click, mission=mid)
        mr = draw_card_piece(self, surface, piece, self.mission_rect(m).topleft, MISSION_SIZE, row=row)
        if winner is not None:
            veil = pygame.Surface(mr.size, pygame.SRCALPHA)
            veil.fill((0, 0, 0, 90))
            surface.blit(veil, mr)
            b = style.badge(winner, 44)
            surface.blit(b, b.get_rect(center=mr.center))
        slots = list(enumerate(zip(s.table[m], s.fates[m])))
        # the places of paladins gone first: their outlines lie under the cards still there (the leader's
        # or the winner's face stays whole however many were taken back below it)
        for idx, ((owner, card), fate) in sorted(slots, key=lambda it: it[1][1] not in GONE):
            self._draw_slot(surface, s, m, idx, owner, card, fate, row, (m, owner) in marks)
        lead = self._to_beat(s, m)
        if resolving and lead is not None and ("slot", m, s.leader) not in self.leaving():
            self._draw_to_beat(surface, s, m, lead)  # gone with its card once that flies to the winner

    @staticmethod
    def _to_beat(s: PaladinState, m: int) -> int | None:
        """The leading paladin at mission ``m`` while it resolves, when it is face up (else None)."""
        if s.phase != RESOLVE or s.res_mission != m or not 0 <= s.leader < len(s.table[m]):
            return None
        lead = s.table[m][s.leader][1]
        return lead if s.fates[m][s.leader] == E.LEAD and lead >= 0 else None

    def _to_beat_box(self, s: PaladinState, m: int) -> pygame.Rect:
        """Where "To beat" goes at the mission resolving: under its last paladin, inside its frame.
        When the column holds less than the leader's whole words there (five deep at 5 players, a long
        name on two lines) the frame reaches down over the strip above the hand's cards (free while
        missions resolve: nothing lifts), as far as two lines need."""
        col = self.column(m)
        top = self.slot_rect(m, len(s.table[m]) - 1).bottom + 1
        inside = col.bottom - FRAME_PAD
        lead = self._to_beat(s, m)
        width = col.w - 2 * FRAME_PAD
        need = TO_BEAT_LINE
        if lead is not None:
            whole = text_fit.fit(self._to_beat_words(lead), "bold", 13, width, 2 * TO_BEAT_LINE, min_size=13,
                                 max_lines=2, ellipsis_ok=True)  # fmt: skip
            need = max(need, whole.height)
        if inside - top < need:
            inside = min(top + need, self.lay.hand.bottom - HAND_SIZE[1] - HAND_LIFT - 1 - FRAME_PAD)
        return pygame.Rect(col.x + FRAME_PAD, top, width, max(0, inside - top))

    @staticmethod
    def _to_beat_words(lead: int) -> str:
        """What a rival must beat, whole: the leader's value and name."""
        return _("To beat: {card}").format(card=card_label(lead))

    def resolving_frame(self, s: PaladinState, m: int) -> pygame.Rect:
        """The red frame of the mission resolving: its column, down past "To beat" when that needs it."""
        col = self.column(m)
        if self._to_beat(s, m) is None:
            return col
        box = self._to_beat_box(s, m)
        return pygame.Rect(col.x, col.y, col.w, max(col.h, box.bottom + FRAME_PAD - col.y))

    def _draw_to_beat(self, surface, s: PaladinState, m: int, lead: int) -> None:
        """What a rival must beat at the mission resolving, under its last paladin and inside the
        mission's frame: the leader's value and name (two lines at most), else, when even the frame
        reaching over the strip above the hand cannot hold them, its value alone, red or not (the
        whole words in its tooltip)."""
        whole = self._to_beat_words(lead)
        box = self._to_beat_box(s, m)
        text = self._to_beat_text(lead, box)
        shown = text_fit.draw(surface, text, box, "bold", 17, style.GOLD, max_lines=1 if text != whole else 2,
                              min_size=13, valign="top", ellipsis_ok=True)  # fmt: skip
        used = pygame.Rect(box.x, box.y, box.w, min(box.h, shown.height))
        self.spots.add(used, ("to-beat", m), tip=whole)

    def _to_beat_text(self, lead: int, box: pygame.Rect) -> str:
        """The words "To beat" shows in ``box``: the leader's value and name, else (when they do not
        fit) its value alone, and whether it is red (a red one ties only another red)."""
        whole = self._to_beat_words(lead)
        probe = text_fit.fit(whole, "bold", 17, box.w, box.h, min_size=13, max_lines=2, ellipsis_ok=True)
        if not probe.ellipsized:
            return whole
        short = _("To beat: {value} (red)") if C.CARD_RED[lead] else _("To beat: {value}")
        return short.format(value=C.CARD_VALUE[lead])

    def to_beat_bottom(self, s: PaladinState) -> int:
        """The bottom of the words "To beat" at the mission resolving (0 when none are shown): a
        caption below the columns starts under them."""
        m = s.res_mission if s.phase == RESOLVE else -1
        lead = self._to_beat(s, m) if 0 <= m < len(s.table) else None
        if lead is None:
            return 0
        box = self._to_beat_box(s, m)
        text = self._to_beat_text(lead, box)
        lines = 1 if text != self._to_beat_words(lead) else 2
        fit = text_fit.fit(text, "bold", 17, box.w, box.h, min_size=13, max_lines=lines, ellipsis_ok=True)
        return box.y + min(box.h, fit.height)

    @staticmethod
    def mission_titles(s: PaladinState) -> list[str]:
        """Every mission's number and name, in column order."""
        return [_("{m}. {name}").format(m=k + 1, name=_(C.MISSION_NAMES[x])) for k, x in enumerate(s.missions)]

    def mission_title(self, s: PaladinState, m: int, width: int) -> str:
        """The words over mission ``m``'s column: its number and name when every mission's fit in
        ``width`` on two lines at a readable size, else its number alone on every column (the name is
        on the card)."""
        labels = self.mission_titles(s)
        h = TITLE_TWO
        if all(not text_fit.fit(t, "bold", 18, width, h, min_size=TITLE_MIN, max_lines=2, ellipsis_ok=True).ellipsized
               for t in labels):  # fmt: skip
            return labels[m]
        return _("Mission {m}").format(m=m + 1)

    def _draw_slot(self, surface, s, m: int, idx: int, owner: int, card: int, fate: int, row, marked: bool) -> None:
        rect = self.slot_rect(m, idx)
        self.anchor(("slot", m, idx), rect)
        if fate in GONE or ("slot", m, idx) in self.leaving():
            pygame.draw.rect(surface, (70, 62, 56), rect, 1, border_radius=8)
            return
        # the part left in view: down to the next paladin still there (the places of those gone are empty)
        below = next((j for j in range(idx + 1, len(s.fates[m])) if s.fates[m][j] not in GONE), None)
        seen = (below - idx) * SLOT_STEP if below is not None else rect.h
        strip = pygame.Rect(rect.x, rect.y, rect.w, seen) if seen < rect.h else None
        public = card >= 0 and (s.public >> card) & 1
        mine = owner == self._me()
        peekable = not mine and card < 0 and s.phase == PLACE and self.display is None
        deciding = s.phase == RESOLVE and s.res_mission == m and s.res_pos == idx and self.display is None
        glow = "selected" if fate in (E.LEAD, E.WON) and public else ("playable" if deciding else None)
        placing = self._places_at(m)
        if peekable and not placing and self.can_act() and ("peek", m, owner) in self.legal:
            glow = "selected" if self._hinted_peek() == (m, owner) else "target"  # the Hint's card stands out
        tip = self._slot_tip(s, m, idx, owner, card, public, glow == "target")
        spec = card_spec(card) if card >= 0 else None
        on_click = (
            partial(self.place_on, m) if placing else partial(self.submit, ("peek", m, owner)) if peekable else None
        )
        piece = TableCard(("slot", m, idx), spec, "paladin", tip, on_click, glow, paladin=card)
        draw_card_piece(self, surface, piece, rect.topleft, SLOT_SIZE, visible=strip, row=row)
        if marked:
            pygame.draw.rect(surface, style.player_colour(owner), (strip or rect).inflate(6, 6), 3, border_radius=9)
        # the owner's token left of the card, clear of its title; main paladins get a crown
        token = style.badge(owner, 24)
        marks = surface.blit(token, (rect.x - 28, rect.y + 4))  # the token's words only on the token itself
        if idx == 0:
            crown = style.icon("crown", 18, style.GOLD)
            if crown:
                marks.union_ip(surface.blit(crown, (rect.x - 25, rect.y + 28)))
        marks = marks.clip(pygame.Rect(rect.x - 30, rect.y, 30, (strip or rect).h))  # never over the card
        self.spots.add(
            marks,
            ("marks", m, idx),
            tip=token_tip(self.seat_name(owner), self._is_you(owner), idx == 0),
            on_click=partial(self.place_on, m) if placing else None,
        )
        if not public and not self.panel_up():
            self._draw_eyes(surface, s, m, owner, rect)

    def _draw_eyes(self, surface, s: PaladinState, m: int, owner: int, rect: pygame.Rect) -> None:
        """Who looked at this face-down paladin, in public: an eye per peeker just right of the card's
        visible top, in the gap before the next mission (never over the card's value and name, which
        may take two lines), the viewer's gold-rimmed, a rival's in their colour; rows of them when
        the gap holds fewer than all."""
        peekers = [p for p, pm, po in s.peeks if pm == m and po == owner and p != owner]
        peekers.sort(key=lambda p: p != self.viewer)
        if not peekers:
            return
        x0 = rect.right + 3
        gap = self._eye_edge(m) - x0
        room = self._eye_room(s, m, owner, rect)
        shown = len(peekers)
        for step in EYE_STEPS:  # smaller eyes when the gap beside the card holds too few
            per_row = max(1, min(len(peekers), gap // step))
            rows = (len(peekers) + per_row - 1) // per_row
            if rows * step <= room:
                break
        else:  # too many even at the smallest: as many places as fit, the last one counting the rest
            rows = max(1, min(rows, room // step))
            shown = max(1, per_row * rows)
        # a dark backing joined to the card's edge: the eyes read as that card's, not the next column's
        back = pygame.Rect(rect.right, rect.y, x0 - rect.right + step * per_row + 2, step * rows + 2)
        pygame.draw.rect(surface, EYE_BACKING, back, border_radius=min(8, step // 2))
        more = len(peekers) - shown + 1 if shown < len(peekers) else 0
        for k, p in enumerate(peekers[: shown - 1 if more else shown]):
            centre = (x0 + step // 2 + step * (k % per_row), rect.y + 1 + step // 2 + step * (k // per_row))
            radius = step // 2 - 1
            if p == self.viewer:
                draw_eye(surface, centre, radius)
            else:
                draw_eye(surface, centre, radius, fill=style.player_colour(p), rim=(246, 238, 220))
        if more:
            k = shown - 1
            cell = pygame.Rect(x0 + step * (k % per_row), rect.y + 1 + step * (k // per_row), step, step)
            text_fit.draw(surface, _("+{n}").format(n=more), cell, "bold", 15, style.TEXT_LIGHT, min_size=11)
        area = pygame.Rect(x0, rect.y + 1, step * per_row, step * rows)
        self.spots.add(area, ("eyes", m, owner), tip=eyes_tip(self, peekers))

    def _eye_edge(self, m: int) -> int:
        """How far right the eyes beside mission ``m``'s paladins may go: across the narrow gap between
        the columns to just short of the next mission's tokens (the last column: to the side panel's
        margin), so that five narrow columns still hold two readable eyes abreast."""
        if m + 1 < len(self.shown.missions):
            return self.slot_rect(m + 1, 0).x - 30 - EYE_CLEAR
        return self.lay.missions.right + 8

    @staticmethod
    def _eye_room(s: PaladinState, m: int, owner: int, rect: pygame.Rect) -> int:
        """How far down the eyes beside this paladin may go: to the next paladin below that has eyes of
        its own, else the card's whole height (the gap beside the cards below is free)."""
        idx = next(i for i, (o, _c) in enumerate(s.table[m]) if o == owner)
        for j in range(idx + 1, len(s.table[m])):
            o, c = s.table[m][j]
            shown = c >= 0 and (s.public >> c) & 1
            peeked = any(pm == m and po == o and p != o for p, pm, po in s.peeks)
            if s.fates[m][j] not in GONE and not shown and peeked:
                return (j - idx) * SLOT_STEP - EYE_GAP  # a gap: each card's eyes read as its own group
        return rect.h

    def _draw_mine(self, surface, s: PaladinState, rect: pygame.Rect) -> None:
        me = self._me()
        body = self._panel(surface, s, me, rect)
        self.anchor(("kept", me), rect)
        text_fit.draw(surface, self._stats(s, me), pygame.Rect(body.x, body.y, body.w, 24), "text", 17,
                      style.TEXT_DIM, align="left", min_size=13)  # fmt: skip
        text_fit.draw(surface, _("Paladins won"), pygame.Rect(body.x, body.y + 28, body.w, 22), "bold", 16,
                      style.TEXT_LIGHT, align="left", min_size=12)  # fmt: skip
        won = s.won_cards[me]
        area = pygame.Rect(body.x, body.y + 54, body.w, rect.bottom - 10 - body.y - 54)
        self.anchor(("next-kept", me), chip_rects(area, len(s.won_cards[me]) + 1)[-1])
        if won:
            draw_kept(self, surface, area, won, s.won_missions[me])
        else:
            text_fit.draw(surface, _("none yet"), pygame.Rect(area.x, area.y, area.w, 36), "text", 16,
                          style.TEXT_DIM, align="left")  # fmt: skip

    def _draw_hand(self, surface, s: PaladinState, area: pygame.Rect) -> None:
        me = self._me()
        self.anchor(("hand", me), pygame.Rect(area.centerx - 55, area.bottom - HAND_SIZE[1] - HAND_LIFT, *HAND_SIZE))
        hand = s.hands[me]
        if not hand:
            text_fit.draw(surface, _("Your hand is empty"), area, "text", 20, style.TEXT_DIM)
            return
        acting = self.can_act() and s.phase == PLACE
        placeable = {a[1] for a in self.legal if a[0] == "place"} if acting else set()
        if self._places_round != (s.round, me):  # a new round's hand (or other eyes): sorted afresh
            self._places, self._places_round = {}, (s.round, me)
        self._places = keep_places(self._places, hand)
        order = sorted(hand, key=self._places.__getitem__)  # the hand's order: closed up, centred
        cards = [
            TableCard(c, card_spec(c) if c >= 0 else None, "paladin", card_text(c) if c >= 0 else "",
                      partial(self.pick, c) if c in placeable else None, "selected" if c == self.selected else None,
                      paladin=c)
            for c in order
        ]  # fmt: skip
        self.hand.draw(self, surface, area, cards, lift_on_hover=acting)
