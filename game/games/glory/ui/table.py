"""GloryTable: Glory's table on the kit, drawn from the viewer's view (no rules here).

Every legal move is in the action bar, grouped by what it does (one slot per group, the chooser for
many), so none needs scrolling; the board's own clicks are shortcuts: an action space, a support
tile, a journey card or deck, a hand card, a knight or a place of the joust. The middle of the table
shows, as the phase wants it or the player picks with the tabs: the action spaces with the round's
tournament previewed beneath, the tournament board, the next round's two offers, or the duel stage
(its own module, ``duel_view``, which also gives the duel's controls). The end of a Pas d'Armes and
the end of the game are panels that wait for the player's click (``tournament_end``).
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial

import pygame

from game.core.rules import Event
from game.games.glory import bar_moves, bracket_text, prompts, tips, tournament_end
from game.games.glory import content as C
from game.games.glory import table_model as M
from game.games.glory.duel_display import fighter, lost_so_far
from game.games.glory.final_journey_text import final_journey_events, final_journey_rows
from game.games.glory.labels import action_label
from game.games.glory.places import spot_keys
from game.games.glory.state import OTTO, GloryState
from game.games.glory.summary import rules_summary
from game.games.glory.title_scoring import scoring_rows, scoring_subtitle
from game.games.glory.ui import board, herald_menu, market_menu, players, tourney_board
from game.games.glory.ui.cards import character_spec, journey_spec, support_spec, title_spec
from game.games.glory.ui.duel_view import DuelStage
from game.games.glory.ui.names import entrant_name, entrant_seat, seat_badge, seat_name
from game.games.glory.unavailable import unavailable
from game.i18n import _, ngettext
from game.ui import game_log
from game.ui.art.cards import render_card
from game.ui.kit import Card, Control, KitTable, Layout, Option, cols, rows
from game.ui.kit.banner import Announcement, Row
from game.ui.kit.groups import group_controls
from game.ui.kit.held import Held
from game.ui.kit.news import news_lines
from game.ui.kit.offer import draw_offer
from game.ui.kit.recent import recent_events
from game.ui.kit.resources import draw_resources
from game.ui.kit.tab_choice import TabChoice
from game.ui.kit.tabs import draw_tabs
from game.ui.kit.timeline import Call, Pause, Then
from game.ui.kit.to_my_turn import fast_forward, may_skip
from game.ui.widgets import style

ADVICE_H = 104  # px: the Hint's box, four lines at its smallest size
RIVAL_FLIGHT = 0.7  # seconds at 1x: a rival's pawn flying to its space
RIVAL_PAWN = 1.3  # seconds at 1x a rival's placement holds the table (its flight, then the space lit)


class GloryTable(KitTable):
    """The table of Glory: strip, board (or tournament, or duel), market, players, action bar."""

    name = "glory-table"
    click_guard = 0.7  # a panel appearing as the player clicks is not closed by that click, unread
    key_guard = 0.7  # nor by Space or Enter tapped to skip what came before it
    key_guard_whole = True  # ... counted once every row of it is shown (the titles build theirs slowly)
    decision_guard = 0.4  # a click pressed before the viewer's decision showed never makes a move, nor a
    guard_each_offer = True  # double click's second one on each new set of moves (a title kept, a pawn placed)
    offer_guard = 0.7  # the large cards that take the board's place (characters, titles to keep) ignore
    # clicks this long: a click meant for the board as they appear never picks one unseen
    bar_grid = [[("main", 2.35), ("second", 1.0), ("third", 1.1), ("fourth", 0.8), ("clash", 0.9), ("end", 1.05)]]
    animations = {
        "pawn_placed": "animate_pawn",
        "otto_action": "animate_pawn",
        "journey_drawn": "animate_card",
        "support_gained": "animate_card",
        "gain": "animate_gain",
        "upgrade": "animate_gain",
        "round_start": "announce_round",
        "tournament_chosen": "announce_choice",
        "trophy": "announce_trophy",
        "duel_over": "announce_joust_round",
        "knights_added": "announce_bracket_set",
        "journey_played": "note_journey_end",
        "phase": "note_journey_start",
        "titles_scored": "announce_titles",
        "otto_titles": "announce_otto_titles",
        "tournament_over": "announce_tournament_over",
        "game_over": "announce_game_over",
    } | {kind: "animate_duel" for kind in DuelStage.animations}

    def __init__(self, app, session) -> None:
        self.to_my_turn = False  # skipping the others' moves until the viewer must act (``skip_to_turn``)
        self.tabs = TabChoice()  # the middle's view: the phase's own, or the tab the player picked
        self._own_shown = False  # the viewer's own duel was in the middle last time it was asked
        self.ending = False  # a Pas d'Armes' end panel is up: the middle keeps its board behind it
        self.kept_board: GloryState | None = None  # the last view with a tournament board (kept after it)
        self.recent_pawns: set[tuple[str, int]] = set()
        self.recent_lines: dict[int, list[str]] = {}
        self._recent_at = -1
        self._panel_view: GloryState | None = None
        self.strength_shown_spent: dict[int, int] = {}  # seat → Strength put on a duel board since the panels' view
        self._panel_steps = 0  # the moves of the history the panels' view has seen
        self._duel_glory: list[tuple[dict[int, int], int]] = []  # a duel result shown: (seat → glory, its step)
        self._title_offer: list[str] = []  # the titles offered by the keep_title decision now open
        self._end_phase = ""  # the phase the strip names while the end is shown (not yet "Game over")
        self._titles_shown: set[int] = set()  # the players whose titles the panels count already
        self._offer_up = False  # the viewer's controls were an offer of large cards (``offer_guard``)
        self.stage = DuelStage(self)
        super().__init__(app, session)
        self.store.subscribe(self._keep_board)
        self.gui.tip_keep_clear = self._tips_keep_clear

    def _banner(self) -> list[pygame.Rect]:
        """The Hint's box while its sentence is shown (tooltips and zooms open clear of it)."""
        where = self.advice_place() if self.bar.rect.w and self.can_act() and self.advice.text() else None
        return [where] if where is not None else []

    def advice_place(self) -> pygame.Rect | None:
        """The kit's place for the Hint's sentence, unless moved above a wide chooser it would cover public
        information (the titles, the journey decks, the glory track): then over the viewer's
        own panel if the chooser leaves it clear, else not shown (its outlines still show the move)."""
        where = super().advice_place()
        if where is None or not self.bar.chooser_for or where == self.advice_rect():
            return where
        lay, pop = self.lay, pygame.Rect(self.bar.chooser_rect)
        public = [lay.get(k) for k in ("titles", "journeys", "track")]
        public = [r for r in public if r is not None and r.w]
        if not any(where.colliderect(r) for r in public):
            return where
        mine = lay.get("me")
        if mine is not None and mine.w:
            own = pygame.Rect(mine.x, mine.y, mine.w, where.h)
            if not own.colliderect(pop) and not any(own.colliderect(r) for r in public):
                return own
        return None

    def _tips_keep_clear(self) -> list[pygame.Rect]:
        """What a tooltip keeps clear of: the table's regions and the Hint's box (unless it explains
        something under that box)."""
        return self.keep_clear() + self._banner()

    def _zoom_places(self, spot) -> tuple:
        """The kit's, with the Hint's box among the places a card's zoom keeps clear of."""
        pointer, row, area, clear, never, buttons = super()._zoom_places(spot)
        return pointer, row, area, clear + self._banner(), never, buttons

    @property
    def state(self) -> GloryState:
        return self.view

    @property
    def panel_view(self) -> GloryState:
        """The view the players' panels and the glory track show: the one from before the events still
        on screen, so a duel's prize (glory, tokens, a trophy) lands once its result has been shown."""
        if not self.timeline.busy or self._panel_view is None:
            self._land_panels()
        return self._panel_view

    def _land_panels(self) -> None:
        """The panels show the table's view (what the duel stage showed spent is in it); the duel
        results shown whose moves that view has seen are in it now (a fighter's glory has its duel's
        from the ``duel_end`` on, through the loser's recovery)."""
        self._panel_steps = len(self.store.history)
        self._panel_view = self.view
        self._duel_glory = [(g, k) for g, k in self._duel_glory if not self._seen(k)]
        self.strength_shown_spent = {}

    def _seen(self, step: int) -> bool:
        """Move ``step`` (a ``duel_end``: the duel's glory added to its fighters) is in the panels' view."""
        return step < self._panel_steps

    def glory_shown(self, seat: int) -> int:
        """The glory the table shows for ``seat`` (a player or Otto): the only source of the glory
        track and the panels. The panels' view's (a fighter's: what their duel has left them), plus
        what the duel results already shown gave or took whose duels that view has not closed yet."""
        s = self.panel_view
        if seat == OTTO:
            base = s.solo.glory if s.solo is not None else 0
        else:
            c = fighter(s, seat)
            base = c.glory if c is not None else s.players[seat].glory
        return base + sum(gains.get(seat, 0) for gains, step in self._duel_glory if not self._seen(step))

    def duel_glory_shown(self, ev: Event, sides: list[int | None]) -> None:
        """The stage shows a duel's result (``ev``, its ``duel_end``; ``sides`` the players' seats): the
        panels and the glory track show its glory at once, not once everything after it is shown."""
        step = next((i for i, h in enumerate(self.store.history) if any(e is ev for e in h.events)), None)
        if step is None or self._panel_view is None or self._seen(step):
            return
        d, taken = ev.data, self._lost_on_panels(step)
        gains = {
            seat: d["glory_gain"][side] - (d["glory_lost"][side] - taken(seat))
            for side, seat in enumerate(sides)
            if seat is not None
        }
        gains = {seat: n for seat, n in gains.items() if n}
        if gains:
            self._duel_glory.append((gains, step))

    def _lost_on_panels(self, step: int):
        """For the duel ending at move ``step``: a seat → the glory its Rogue or Witch has cost them that
        the panels' view already shows (the duel live there is this one when no other ended between)."""
        if any(e.kind == "duel_end" for h in self.store.history[self._panel_steps : step] for e in h.events):
            return lambda seat: 0
        return partial(lost_so_far, self._panel_view)

    def strength_put(self, seat: int | None, n: int) -> None:
        """The stage has shown ``seat`` put ``n`` Strength tokens on the duel board: their panel says so at once."""
        if seat is not None and self._panel_view is not None and self._panel_view is not self.view:
            self.strength_shown_spent[seat] = self.strength_shown_spent.get(seat, 0) + n

    # --- layout -------------------------------------------------------------------------------------
    def layout(self, area: pygame.Rect) -> Layout:
        inner = area.inflate(-20, -12)
        strip, head, band, low, hint, bar = rows(inner, [64, 28, 378, 1.0, 26, 50], gap=6)
        left = int(inner.w * 0.49)
        tabs, supply = cols(head, [left, 1.0], gap=10)
        board_, right = cols(band, [left, 1.0], gap=10)
        track, market = rows(right, [124, 1.0], gap=6)  # the supports' names on two lines when long
        journeys, titles = cols(market, [264, 1.0], gap=8)
        me, others = cols(low, [left, 1.0], gap=10)
        return Layout(
            strip=strip, tabs=tabs, supply=supply, board=board_, stage=band, track=track, journeys=journeys,
            titles=titles, me=me, others=others, hint=hint, bar=bar,
        )  # fmt: skip

    # --- what the viewer decides now ----------------------------------------------------------------
    def phase(self) -> str:
        s = self.view
        if s.duel is not None and s.duel.state is not None:
            return "duel"
        if s.pending:
            return s.pending[-1].kind
        return s.phase

    def controls(self) -> list[Control]:
        if self.phase() == "duel":
            return self.stage.controls()
        v, (groups, end) = self.view, bar_moves.groups(self.view, self.phase(), self.legal)
        label, tip, alone = (partial(f, v) for f in (bar_moves.label, bar_moves.tip, bar_moves.alone))
        out = group_controls(groups, label, tip, single=alone, end=end, end_tip=partial(action_label, v))
        if self.phase() == "action":  # the market's entries keep their places, greyed when not possible
            entries = unavailable(v, self.viewer)
            out = [
                herald_menu.in_place(v, market_menu.ordered(v, c, entries), self.seat_name, self.viewer) for c in out
            ]
        if self.phase() == "keep_title":
            out = [self._titles_in_place(c) for c in out]
        else:  # the next title choice (New Objective) is a new offer
            self._title_offer = []
        return out

    def _titles_in_place(self, control: Control) -> Control:
        """The title choice with every title offered in its own place: a title just kept stays where it
        was, shown kept and disabled, so the others never slide under the cursor (a quick second click
        never takes a title the player did not aim at)."""
        moves = [o for o in control.choices if o.action and o.action[0] == "keep_title"]
        if control.action is not None and control.action[0] == "keep_title":  # one title left, alone
            moves = [Option(control.label, action=control.action, tip=control.tip)]
        if not moves:
            return control
        left = [o.action[1] for o in moves]
        if not set(left) <= set(self._title_offer):  # a new offer (or an undo past it): remember it
            self._title_offer = list(left)
        by_title = {o.action[1]: o for o in moves}
        mine = self.view.players[self.viewer].titles if 0 <= self.viewer < len(self.view.players) else []
        choices = []
        for tid in self._title_offer:
            if tid in by_title:
                choices.append(by_title[tid])
            elif tid in C.TITLES and tid in mine:
                name = bar_moves.label(self.view, ("keep_title", tid))
                choices.append(Option(name, reason=_("Kept: this title is yours now.")))
        group = prompts.status(self.view, "keep_title", self.legal) if control.action is not None else control.label
        return replace(control, label=group, action=None, choices=choices, family="keep_title")

    def rects_for_action(self, action) -> list[pygame.Rect]:
        """The card or place that makes the move (a reroll: its dice), then the bar's button for it."""
        keys = spot_keys(self.legal, action, self.stage.my_side())
        spots, bar = [r for key in keys for r in self.spot_rect(key)], super().rects_for_action(action)
        if spots and len(bar) > 1 and self.bar.chooser_for == self.bar.slot_of(action):
            bar = bar[1:]  # the space's click opened the chooser: its choice comes next, not the opener
        return spots + bar

    def press(self, action) -> None:
        """A bar button's move. Ending a journey while a journey card could still be played is asked
        first: the duel's buttons come one after another where it appears, and it cannot be undone."""
        playable = {a[1] for a in self.legal if a[0] == "play"}
        if tuple(action) != ("stop",) or not playable:
            self.submit(action)
            return
        from game.ui.scenes.dialog import confirm

        n = len(playable)
        confirm(
            self.app,
            lambda: _("End your journey?"),
            lambda: ngettext(
                "You still have {n} journey card you can play. End your journey?",
                "You still have {n} journey cards you can play. End your journey?",
                n,
            ).format(n=n),
            lambda: self.submit(action) if action in self.legal else None,
            yes=lambda: _("End your journey"),
        )

    def on_space(self, space: str) -> None:
        """A click on an action space: a space with nothing to choose takes its move at once; one whose
        move names what is taken (Market: mount or armor; Support: a tile) always opens the bar's
        chooser, even with one such move possible, so the same click never buys at once one round and
        asks the next."""
        moves = [a for a in self.legal if a[:2] == ("place", space)]
        if len(moves) == 1 and len(moves[0]) == 2:
            self.submit(moves[0])
            return
        for slot, control in self.bar.controls.items():
            if any(o.action in moves for o in control.choices) or (control.choices == [] and control.action in moves):
                if control.choices:
                    self.bar.open_chooser(slot)
                else:  # a lone move in its own slot: the bar's button says what it is, the click makes it
                    self.submit(control.action)
                return

    advice_lines = 4  # the Hint's move, its reason and what it gains

    def advice_rect(self) -> pygame.Rect:
        """The Hint's box: over the bottom of the other players' panels, room for its move, its reason
        and what it gains (the viewer's hand, where a card may be outlined, stays clear, and so does
        the instruction line under the panels)."""
        hint, others = self.lay["hint"], self.lay["others"]
        return pygame.Rect(others.x, hint.y - 2 - ADVICE_H, hint.right - others.x, ADVICE_H)

    def hint(self) -> str:
        if self.phase() == "duel":
            return self.stage.hint()
        return prompts.hint(self.phase(), self.legal, self.view)

    def status_text(self) -> str:
        if self.phase() == "duel":
            return self.stage.status()
        return prompts.status(self.view, self.phase(), self.legal)

    def rules_summary(self) -> list[tuple[str, str]]:
        return rules_summary()

    # --- what the others did since the viewer last acted ---------------------------------------------
    def update_recent(self) -> None:
        """The rivals' news for their panels, and the pawns placed since the viewer last acted."""
        if len(self.store.history) == self._recent_at:
            return
        self._recent_at = len(self.store.history)
        self.recent_lines = news_lines(self, M.NEWS, M.mover_of)
        self.recent_pawns = M.recent_pawns(self.view, recent_events(self.store.history, self.viewer))

    # --- animations ---------------------------------------------------------------------------------
    def animate_pawn(self, ev: Event) -> list:
        """A pawn flies to its space; a rival's (a bot's, Otto's) slower, and the table holds on it a
        moment, so the player sees where each rival went before the next one moves."""
        seat = OTTO if ev.kind == "otto_action" else ev.data["seat"]
        space = ev.data.get("space", ev.data.get("action"))
        self.mark_fresh(("space", space))
        flight = self.flight(seat_badge(seat, 30), ("hand", seat), ("space", space))
        if seat == self.viewer and self.viewer_is_human():
            return [self.sound("flip"), flight]
        flight.duration = RIVAL_FLIGHT
        return [self.sound("flip"), flight, Pause(RIVAL_PAWN)]

    def animate_card(self, ev: Event) -> list:
        d = ev.data
        if ev.kind == "support_gained":
            img, src = render_card(support_spec(d["kind"]), 48), self.where(("track", 0))
        else:
            card = d.get("card") or ev.secret.get("card", "")
            img = render_card(journey_spec(card), (56, 78)) if card in C.JOURNEY else None
            src = self.where(("deck", d["type"]))
            if card and d["seat"] == self.viewer:
                self.mark_fresh(card)
        return [self.sound("flip"), self.flight(img, src, ("hand", d["seat"]))] if img is not None else []

    def animate_gain(self, ev: Event) -> list:
        """A gain lights up on its panel when the table gets to it (not while a duel still shows)."""
        key = ("gain", ev.data["seat"], ev.data.get("what", ev.data.get("item")))
        return [Call(fn=lambda: self.mark_fresh(key, seconds=3.0))]

    def logs_with(self, anim) -> bool:
        """The kit's, and a duel's moment held on screen (a clash's or a duel's result banner, drawn by
        the duel's view): the event's log line shows with it, not once it is over."""
        tag = getattr(anim, "tag", None)
        staged = isinstance(tag, tuple) and bool(tag) and tag[0] is self.stage.staging
        return super().logs_with(anim) or (staged and isinstance(anim, Pause))

    def animate_duel(self, ev: Event) -> list:
        return self.stage.animate(ev)

    def announce_round(self, ev: Event) -> list:
        title, sub, body = M.round_words(self.view, ev.data["round"], ev.data["event"])
        return self.announce(Announcement(title, sub, body, icon="laurel-crown"))

    def announce_choice(self, ev: Event) -> list:
        d, icon = ev.data, "tower-flag" if ev.data["kind"] == C.PAS else "trophy-cup"
        who = None if d["seat"] == self.viewer and self.viewer_is_human() else self.player_name(d["seat"])
        return self.announce(
            Announcement(_(C.TOURNAMENT_NAMES[d["kind"]]), M.choice_words(d["kind"], d["round"], who), icon=icon)
        )

    def announce_trophy(self, ev: Event) -> list:
        d = ev.data
        text = self.spec.describe(ev, self.viewer, names=self.player_name)
        body = tips.trophy_text(d["trophy"])
        a = Announcement(_("The joust is won"), text, body, icon="trophy-cup")
        a.until_click = self.viewer_is_human()  # who won the joust and its prize: the player reads it
        return self.announce(a, sound="cheer")

    def announce_joust_round(self, ev: Event) -> list:
        """The last duel of a row of the joust: who went through, and who meets whom next."""
        d = ev.data
        me = f"p:{self.viewer}" if self.viewer_is_human() else ""
        got = d.get("bracket") and bracket_text.round_over(d["bracket"], d["loser"], d["winner"], me, self.player_name)
        if not got:
            return []
        title, lines, pairings = got
        row = bracket_text.row_of_duel(d["bracket"], d["loser"], d["winner"])
        fought = bracket_text.advances(d["bracket"], row) if row is not None else []
        won = {
            (w, lo): value
            for w, lo, _p, value in tournament_end.duel_values(self.store.history, partial(entrant_name, self))
        }
        values = [won.get((a.winner, a.loser), "") for a in fought]
        values += [""] * (len(lines) - len(values))
        rows = [Row(text, v, _badge(entrant_seat(who)), lead) for (text, who, lead), v in zip(lines, values)]
        a = Announcement(title, "", pairings, rows, "trophy-cup", row_delay=0.4)
        a.until_click = self.viewer_is_human()  # the bracket between rounds: the player reads it
        return self.announce(a)

    def _board_held(self) -> tuple[Call, Call]:
        """The pair of calls that put the tournament's board behind a panel and take it away again.
        Both wait their turn in the queue (``hold``), even after the viewer's own move: else both ran
        at once and the last duel's stage stood behind the panel."""
        hold, free = (Call(fn=lambda on=on: setattr(self, "ending", on), hold=True) for on in (True, False))
        return hold, free

    def announce_bracket_set(self, ev: Event) -> list:
        """Registration over, the joust's free places filled with knights: the quarter-finals, a look
        at the filled bracket before its first duel (until the player clicks, or a few seconds)."""
        me = f"p:{self.viewer}" if self.viewer_is_human() else ""
        lines = bracket_text.bracket_set(ev.data["row"], me, self.player_name)
        if not lines:
            return []
        rows = [Row(text, "", _badge(entrant_seat(who)), lead) for text, who, lead in lines]
        a = Announcement(_("The bracket is set"), _("Quarter-finals"), "", rows, "trophy-cup", 4.0, row_delay=0.3)
        a.until_click = self.viewer_is_human()  # the player looks at whom they meet
        hold, free = self._board_held()
        return [hold, *self.announce(a), Then(), free]  # the joust's board behind it (``view_shown``)

    def note_journey_end(self, ev: Event) -> list:
        """The viewer's last journey card of the phase: say that the journey ends there."""
        seat = ev.data["seat"]
        if seat != self.viewer or not self.viewer_is_human():
            return []
        p = self.view.players[seat]
        if p.journey_played < p.journey_limit:
            return []
        mine, theirs = prompts.journey_end(p.journey_limit), prompts.journey_end_of(self.player_name(seat))
        step = len(self.store.history) - 1
        told = self.store.history[-1].events if step >= 0 else []  # ``ev`` is the viewer's copy of one of them
        at = next((i for i, e in enumerate(told) if e.kind == ev.kind and e.data == ev.data), None)
        after = (step, at) if at is not None else None  # the card's own line: the duel it starts comes after
        return [Call(fn=lambda: self._log_about_viewer(mine, theirs, after))]

    def note_journey_start(self, ev: Event) -> list:
        """A journey phase the viewer has no card for: say that it goes on without them; the titles'
        phase: the final journey told first, what each player played and gained in it."""
        if ev.data.get("phase") == "titles":
            return self.announce_final_journey()
        if ev.data.get("phase") not in prompts.JOURNEY_PHASES or not self.viewer_is_human():
            return []
        if not prompts.sits_out_journey(self.view, self.viewer):
            return []
        mine = prompts.journey_without_you()
        theirs = prompts.journey_without(self.player_name(self.viewer))
        return [Call(fn=lambda: self._log_about_viewer(mine, theirs))]

    def announce_final_journey(self) -> list:
        """The final journey over: every player's cards, the glory they gave and what else they won, the
        panels brought up to it as it shows (a click, or its time at the player's speed)."""
        events = final_journey_events(self.store.history)
        seats = [p.seat for p in self.view.players]
        got = final_journey_rows(events, seats, self.seat_name, self._log_line)
        rows = [Row(text, value, seat, tip=tip, note=seat is None) for text, value, seat, tip in got]
        k = max(1.0, self.app.settings.animation_speed)
        a = Announcement(_("The final journey"), _("Round 3 is over: the titles come next."), "", rows, "tower-flag")
        a.row_delay = 0.4 * k
        a.seconds = a.built_at + 3.0 * k
        a.until_click = self.viewer_is_human()
        return [Call(fn=self._land_before_titles, hold=True), *self.announce(a), Held(duration=0.0)]

    def _log_line(self, ev: Event) -> str:
        return self.spec.describe(ev, self.viewer, names=self.player_name) or ""

    def _land_before_titles(self, shown: int | None = None) -> None:
        """The panels show the table's view but for the glory of the titles not yet shown (each title
        panel adds its player's, ``shown``)."""
        if shown is None:
            self._titles_shown = set()
        else:
            self._titles_shown.add(shown)
        titles = {}
        for step in self.store.history:  # scored once, at the end (maybe after this panel was queued)
            for e in step.events:
                if e.kind == "titles_scored" and e.data["seat"] not in self._titles_shown:
                    titles[e.data["seat"]] = e.data["glory"]
                elif e.kind == "otto_titles" and OTTO not in self._titles_shown:
                    titles[OTTO] = e.data["glory"]
        self._land_panels()
        pv = self._panel_view
        players = [replace(p, glory=p.glory - titles.get(p.seat, 0)) for p in pv.players]
        solo = pv.solo and replace(pv.solo, glory=pv.solo.glory - titles.get(OTTO, 0))
        self._panel_view = replace(pv, players=players, solo=solo)

    def _log_about_viewer(self, mine: str, theirs: str, after: tuple[int, int] | None = None) -> None:
        """A log line about the viewer: ``mine`` for them, ``theirs`` for the next player at a shared
        screen (a line, not a toast: it stays to be read and covers no button); ``after`` (move, event):
        it goes right after that event's lines, before those of the events that follow it."""
        self._log_new_moves()
        self.notes.append(game_log.Note(len(self.store.history), theirs, self.viewer, mine))
        line = game_log.LogLine(mine, self.viewer, note=True)
        queue = self._log_queue
        later = [k for k, q in enumerate(queue) if after and q.step is not None and (q.step, q.event) > after]
        queue.insert(later[0] if later else len(queue), line)
        if not self.animating:
            self.release_log()

    def announce_titles(self, ev: Event) -> list:
        """One player's titles, one panel each in seat order: every title with its glory, what a personal
        objective not met asked (a line under it), their glory at the end; their counters rise as it
        shows. Each waits for the player's click (a click on one goes on to the next, never past it)."""
        seat = ev.data["seat"]
        if not 0 <= seat < len(self.view.players):
            return []
        own = seat == self.viewer and self.viewer_is_human()
        missed = ev.data.get("secret", self.view.players[seat].titles if own else ())  # revealed at the end
        total = self.view.players[seat].glory
        got = scoring_rows(ev.data["titles"], ev.data["glory"], total, missed, ev.data.get("secret_met", ()))
        # a row with no value (what an objective not met asked) is a line under its title, not a title
        rows = [
            Row(text, value, seat if value else None, is_total, tip, note=not value and not is_total)
            for text, value, is_total, tip in got
        ]
        sub = scoring_subtitle(self.seat_name(seat), ev.data["glory"], own)
        k = max(1.0, self.app.settings.animation_speed)
        a = Announcement(_("Titles"), sub, "", rows, "ribbon-medal", 2.5 * k)
        per_row = min(0.5, 5.0 / max(1, len(rows)))  # a long list still builds within about 5 s
        a.seconds, a.row_delay = a.seconds + per_row * k * len(rows), per_row * k
        a.until_click = self.viewer_is_human()  # each player's titles wait for the player's click
        rise = Call(fn=partial(self._land_glory, seat), hold=True)
        return [rise, *self.announce(a), Held(duration=0.0)]  # a click or Space stops at each player's

    def announce_otto_titles(self, ev: Event) -> list:
        """Otto's titles (Rivalry), a panel like a player's after theirs: every public title and every
        personal objective of his, each with its glory (his secret ones said to be), his glory at the end."""
        if self.view.solo is None:
            return []
        total = self.view.solo.glory
        got = scoring_rows(ev.data["titles"], ev.data["glory"], total, ev.data.get("secret", ()))
        rows = [Row(text, value, None, is_total, tip) for text, value, is_total, tip in got]
        sub = scoring_subtitle(_("Otto"), ev.data["glory"], False)
        k = max(1.0, self.app.settings.animation_speed)
        a = Announcement(_("Titles"), sub, "", rows, "ribbon-medal", 2.5 * k)
        per_row = min(0.5, 5.0 / max(1, len(rows)))
        a.seconds, a.row_delay = a.seconds + per_row * k * len(rows), per_row * k
        a.until_click = self.viewer_is_human()
        rise = Call(fn=partial(self._land_glory, OTTO), hold=True)
        return [rise, *self.announce(a), Held(duration=0.0)]

    def _land_glory(self, seat: int) -> None:
        """``seat``'s glory on the panels and the track rises by its titles (their panel is shown)."""
        self._end_phase = "titles"
        self._land_before_titles(seat)
        self.mark_fresh(("gain", seat, "glory"), seconds=3.0)

    def strip_phase(self) -> str:
        """The phase the strip names: never "Game over" while the end is still being shown."""
        if self.view.phase == "over" and self.timeline.busy:
            return self._end_phase or "titles"  # the titles' phase until the end panel
        return self.view.phase

    def _prizes_landed(self) -> Call:
        """A call that brings the panels and the glory track up to date (behind a closing panel)."""

        return Call(fn=self._land_panels, hold=True)  # in its turn, even after the viewer's own move

    def announce_tournament_over(self, ev: Event) -> list:
        """The end of a Pas d'Armes: every duel and the glory it gave, until the player clicks (a Joust
        à Plaisance ends with its joust won and its trophy)."""
        r = ev.data["round"]
        kinds = self.view.tournament_types
        if r - 1 >= len(kinds) or kinds[r - 1] != C.PAS:
            return []
        me = f"p:{self.viewer}" if self.viewer_is_human() else ""
        title, foot, lines = tournament_end.pas_over(self.store.history, me, partial(entrant_name, self))
        rows = [Row(text, value, _badge(seat), lead) for text, value, seat, lead in lines]
        a = Announcement(title, _("Round {n}").format(n=r), foot, rows, "tower-flag", until_click=True)
        hold, free = self._board_held()
        return [self._prizes_landed(), hold, *self.announce(a), Held(duration=0.0), Then(), free]  # a skip stops here

    def announce_game_over(self, ev: Event) -> list:
        """The end of the game: who won and why, everyone's glory; it waits for the player's click."""
        title, why, lines = tournament_end.game_over(self.session, partial(seat_name, self))
        rows = [Row(text, value, _badge(seat), lead) for text, value, seat, lead in lines]
        a = Announcement(title, "", why, rows, "laurel-crown", row_delay=0.3, until_click=True)  # winner first
        over = Call(fn=partial(setattr, self, "_end_phase", "over"), hold=True)  # the strip says it now
        return [self._prizes_landed(), over, *self.announce(a), Held(duration=0.0)]

    def on_undo(self) -> None:
        super().on_undo()
        self.stage.on_undo()

    def close_popup(self) -> bool:
        """Escape closes the bar's open chooser ("Add Strength …") before it would ask to leave."""
        if not self.bar.chooser_for:
            return False
        self.bar.close_chooser()
        return True

    def current_status(self) -> str:
        shown = self.timeline.announcement
        if shown is not None and shown.until_click and self.viewer_is_human():
            return _("Click to continue")  # a panel waits for the player: not "Waiting for <rival>"
        if self.stage.waits_for_click():
            return _("Click to continue")  # the end of the player's own duel waits for them
        if self.animating and self.rules.outcome(self.store.state) is not None:
            return _("Watch the last move (Space skips)")  # not "Game over" while the end is still shown
        if self.animating and self._own_duel_on_stage():
            return _("Watch the last move (Space skips)")  # not "Waiting for <rival>" over the player's own duel
        if self.animating and shown is None and self._others_duel_on_stage():
            a, b = self.stage.names()  # not the next player, thinking meanwhile, over another's duel
            return _("Duel: {a} against {b}").format(a=a, b=b)
        waiting = self.viewer_is_human() and not self.can_act() and not self.animating
        if waiting and prompts.sits_out_journey(self.view, self.viewer):  # a journey without the viewer
            return prompts.journey_without_you()
        return super().current_status()

    def reads_on(self, event: pygame.event.Event) -> bool:
        """A press that goes on from the end of the player's own duel, waiting for them, reads on too."""
        return super().reads_on(event) or self.stage.waits_for_click()

    def replay_words(self) -> str:
        """The bar under the end of the player's own duel: it waits for their click."""
        return _("Click to continue") if self.stage.waits_for_click() else super().replay_words()

    def status_seat(self):
        """The viewer's badge beside "Click to continue" and over their own duel still shown."""
        shown = self.timeline.announcement
        waits = shown is not None and shown.until_click and self.viewer_is_human()
        if waits or (self.animating and self._own_duel_on_stage()):
            return self.viewer
        if self.animating and shown is None and self._others_duel_on_stage():
            return None  # the line names both sides of the duel
        return super().status_seat()

    def _others_duel_on_stage(self) -> bool:
        """A duel the viewer is not in is being shown on the stage."""
        pic = self.stage.staging.shown
        return (
            pic is not None and self.stage.playing() and not self._own_duel_on_stage() and len(self.stage.names()) == 2
        )

    def _own_duel_on_stage(self) -> bool:
        """The viewer's own duel is still being shown (its dice, its result) on the stage."""
        pic = self.stage.staging.shown
        human = self.viewer_is_human()
        return human and pic is not None and self.stage.playing() and pic.side_of(self.viewer) is not None

    def update_table(self, dt: float) -> None:
        super().update_table(dt)
        self.to_my_turn = self.to_my_turn and fast_forward(self)
        skip = self.top_buttons.get("skip")
        if skip is not None and skip.is_enabled != may_skip(self):
            skip.enable() if may_skip(self) else skip.disable()
        if self.stage.tick(dt):  # the mouse moved since the step's buttons came: clicks are aimed
            self.bar.lock = 0.0
        self.bar.lock = max(self.bar.lock, self.stage.lock_seconds())

    def skip_to_turn(self) -> None:
        """The top bar's "To my turn" (F): the others' moves shown at once until the viewer must act,
        each panel on the way still shown to be read (``kit.to_my_turn``)."""
        self.to_my_turn = may_skip(self)

    def handle(self, event: pygame.event.Event) -> None:
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_f
            and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
        ):
            self.skip_to_turn()
            return
        super().handle(event)

    def update_controls(self) -> None:
        """The bar's controls; when the viewer's next duel step brings its buttons (each kind of move
        in its spot for the whole duel), clicks wait a moment longer than the bar's own lock
        (``duel_view.STEP_GUARD``) unless the mouse moves, so a double click never passes two steps."""
        super().update_controls()
        offer = bool(self.bar.controls) and M.offered(self.legal) != []
        if offer and not self._offer_up:  # the cards take the board's place: a click meant for it waits
            self.bar.lock = max(self.bar.lock, self.offer_guard)
            self._press_counts = False  # nor does a press begun on the board count on the cards
        self._offer_up = offer
        if self.bar.controls and self.phase() == "duel":
            self.stage.buttons_shown()
        elif not self.bar.controls:
            self.stage.buttons_gone()
        self.bar.lock = max(self.bar.lock, self.stage.lock_seconds())

    def _watch_press(self, event: pygame.event.Event) -> bool:
        """The kit's watch of every press; one made while the viewer's own duel is being shown (a click,
        Space, Enter) only skips it: the duel's next buttons wait to be seen (``DuelStage.pressed_during_show``)."""
        click = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        keyed = event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
        if (click or keyed) and self._own_duel_on_stage():
            self.stage.pressed_during_show()
        return super()._watch_press(event)

    def _keep_board(self, _seat, _action, _events) -> None:
        """After every move: a tournament board on the table is kept, to stay viewable once cleared."""
        state = self.store.state
        if state.pas or state.bracket:
            self.kept_board = self.rules.view(state, self.viewer)

    # --- drawing ------------------------------------------------------------------------------------
    def _draw_tournament(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The round's tournament board, or once it is cleared the last one, as it ended."""
        now = self.view
        if not (now.pas or now.bracket) and self.kept_board is not None:
            self.view = self.kept_board  # the board reads the table's view: the kept one, for this drawing
            try:
                tourney_board.draw_board(self, surface, rect)
            finally:
                self.view = now
            return
        tourney_board.draw_board(self, surface, rect)

    def view_shown(self) -> str:
        """What the middle of the table shows: spaces, tournament, choice, duel or offer. A tab the
        player picked during the tournament holds from one rival's duel to the next (the middle goes
        from "duel" to "tournament" and back between them); the viewer's own duel takes the middle."""
        if self.ending and not self.timeline.busy:
            self.ending = False  # the panel is gone (however it went): the table goes on
        if self.ending and self.kept_board is not None:
            return "tournament"  # the Pas d'Armes just ended: its board stays behind its panel
        auto = M.middle_view(self.view, self.phase(), self.stage.showing, self.can_act())
        own = auto == "duel" and self._own_duel()
        if own and not self._own_shown:
            self.tabs.picked = None  # the viewer's own duel begins: it takes the middle
        self._own_shown = own
        if self.tabs.picked is not None and {auto, self.tabs.auto} <= {"duel", "tournament"}:
            self.tabs.auto = auto  # the tournament goes on: the pick holds
        return self.tabs.shown(auto)

    def _own_duel(self) -> bool:
        """The duel the stage shows is the viewer's own (the stage's picture, which may lag the duel
        being fought: a rival's result still on screen is not the viewer's duel yet)."""
        if not self.viewer_is_human():
            return False
        pic = self.stage.staging.shown
        if pic is not None:
            return pic.side_of(self.viewer) is not None
        live = self.stage.live()
        return live is not None and any(c.is_player and c.seat == self.viewer for c in live.sides)

    def draw_pieces(self, surface: pygame.Surface, lay: Layout) -> None:
        if self.view is None:
            return
        self.update_recent()
        s = self.view
        if s.pas or s.bracket:
            self.kept_board = s
        shown = self.view_shown()
        board.draw_strip(self, surface, lay.strip)
        kept = self.kept_board is not None
        tabs = M.middle_tabs(s, self.tabs.auto, kept)
        draw_tabs(self, surface, lay.tabs, tabs, shown, self.tabs.pick, align="left")  # each tab keeps its place
        self._draw_supply(surface, lay.supply)
        if shown != "duel":
            if shown == "tournament":
                self._draw_tournament(surface, lay.board)
            elif shown == "choice":
                tourney_board.draw_choice(self, surface, lay.board)
            elif shown == "offer":
                self._draw_offer(surface, lay.board)
            else:
                spaces, preview = rows(lay.board, [1.0, 86], gap=8)
                board.draw_spaces(self, surface, spaces)
                if s.pas or s.bracket:
                    style.draw_panel(surface, preview, "dark")
                    tourney_board.draw_board(self, surface, preview, compact=True)
            board.draw_track(self, surface, lay.track)
            board.draw_journeys(self, surface, lay.journeys)
            board.draw_events_and_titles(self, surface, lay.titles)
        if self.viewer is not None and 0 <= self.viewer < s.n:
            players.draw_me(self, surface, lay.me)
        seats = [p.seat for p in s.players if p.seat != self.viewer] + ([OTTO] if s.solo is not None else [])
        for seat, rect in zip(seats, rows(lay.others, [1.0] * max(1, len(seats)), gap=6)):
            (players.draw_otto(self, surface, rect) if seat == OTTO else players.draw_other(self, surface, rect, seat))

    def layer_key(self) -> tuple:
        """The cached drawing also shows the tab picked, whether the duel stage is up, the panels' view
        and the glory of the duel results shown."""
        panels = id(self.panel_view)  # first: it may land the panels (and clear the Strength shown spent)
        spent = tuple(sorted(self.strength_shown_spent.items()))
        won = tuple((tuple(sorted(g.items())), k) for g, k in self._duel_glory)  # the duel results shown
        return (self.tabs.key(), self.stage.showing, panels, self.ending, spent, won)

    def draw_live(self, surface: pygame.Surface, lay: Layout) -> None:
        """What moves on its own or under the mouse: the duel stage, the viewer's hand."""
        if self.view is None:
            return
        if self.view_shown() == "duel":
            self.stage.draw(surface, lay.stage)
        if self.viewer is not None and 0 <= self.viewer < self.view.n:
            players.draw_hand(self, surface)

    def _draw_supply(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        x = board.write(surface, _("Prestige tokens left:"), rect, 15, style.TEXT_LIGHT).width + rect.x + 8
        tokens = M.supply(self.view)
        draw_resources(self, surface, (x, rect.y), tokens, 24, height=rect.h, size=16, gap=14, right=rect.right)

    def _draw_offer(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The character cards (setup) or the titles drawn (New Objective), large with their text."""
        offers = []
        for a in M.offered(self.legal):
            spec = character_spec(a[1]) if a[0] == "character" else title_spec(a[1])
            click, tip = (lambda a=a: self.submit(a)), M.offer_text(a)
            offers.append((Card(("choice", a[1]), spec, tip=tip, highlight="playable", on_click=click), tip))
        draw_offer(self, surface, rect, offers)

    def smoke_steps(self) -> int:
        return 12


def _badge(seat: int | None) -> int | None:
    """A row's badge seat: a player's (Otto and the knights have none in an announcement)."""
    return None if seat == OTTO else seat
