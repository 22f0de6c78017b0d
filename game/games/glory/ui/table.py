"""GloryTable: Glory's table on the kit, drawn from the viewer's view (no rules here).

Every legal move is in the action bar, grouped by what it does (one slot per group, the chooser for
many), so none needs scrolling; the board's own clicks are shortcuts: an action space, a support
tile, a journey card or deck, a hand card, a knight or a place of the joust. The middle of the table
shows, as the phase wants it or the player picks with the tabs: the action spaces with the round's
tournament previewed beneath, the tournament board, the next round's two offers, or the duel stage
(its own module, ``duel_view``, which also gives the duel's controls).
"""

from __future__ import annotations

import pygame

from game.core.rules import Event
from game.games.glory import content as C
from game.games.glory import tips
from game.games.glory.labels import action_label
from game.games.glory.places import spot_keys
from game.games.glory.state import OTTO, GloryState
from game.games.glory.summary import rules_summary
from game.games.glory.ui import board, players, tourney_board
from game.games.glory.ui.cards import character_spec, journey_spec, support_spec, title_spec
from game.games.glory.ui.duel_view import DuelStage
from game.games.glory.ui.names import seat_badge
from game.i18n import N_, _, ngettext, pgettext
from game.ui.art.cards import render_card
from game.ui.art.tokens import render_token
from game.ui.kit import Card, Control, HandFan, KitTable, Layout, Option, cols, rows
from game.ui.kit.banner import Announcement, Row
from game.ui.kit.recent import recent_events
from game.ui.kit.tabs import draw_tabs
from game.ui.widgets import style

SLOTS = ("main", "second", "third", "fourth")
NEWS = {"pawn_placed", "otto_action", "journey_played", "journey_stop", "support_gained", "upgrade", "registered"}
NEWS |= {"registration_pass", "tournament_chosen", "character_chosen", "title_kept", "journey_drawn", "duel_over"}
STATUS = {
    "travel": N_("Take a journey card (face up or from a deck)"),
    "keep_title": N_("Keep one of the titles you drew"),
    "reward": N_("Choose the reward of your card"),
    "setup_exchange": N_("Exchange journey cards for Strength, or finish"),
    "recover": N_("Take back a support or relic after the lost duel"),
    "title_duel": N_("Fight for the Brave title?"),
    "handicap": N_("Start with your character's mount and armor, or lower ones"),
    "setup": N_("Choose your character"),
    "action": N_("Place a pawn on an action space"),
    "journey": N_("Play a journey card or end your journey"),
    "bonus_journey": N_("Play your extra journey cards"),
    "final_journey": N_("Play a journey card or end your journey"),
    "registration": N_("Register a coat of arms for the tournament, or pass"),
    "tournament_choice": N_("Choose the next round's tournament"),
}


class GloryTable(KitTable):
    """The table of Glory: strip, board (or tournament, or duel), market, players, action bar."""

    name = "glory-table"
    bar_grid = [[("main", 2.0), ("second", 1.0), ("third", 1.0), ("fourth", 1.0), ("end", 1.0)]]
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
        "titles_scored": "announce_titles",
    } | {kind: "animate_duel" for kind in DuelStage.animations}

    def __init__(self, app, session) -> None:
        self.tab: str | None = None  # the view the player picked (None: the phase's own)
        self._auto = ""
        self.recent_pawns: set[tuple[str, int]] = set()
        self.recent_lines: dict[int, list[str]] = {}
        self._recent_at = -1
        self.stage = DuelStage(self)
        super().__init__(app, session)

    @property
    def state(self) -> GloryState:
        return self.view

    # --- layout -------------------------------------------------------------------------------------
    def layout(self, area: pygame.Rect) -> Layout:
        inner = area.inflate(-20, -12)
        strip, head, band, low, hint, bar = rows(inner, [64, 28, 360, 1.0, 26, 50], gap=6)
        left = int(inner.w * 0.49)
        tabs, supply = cols(head, [left, 1.0], gap=10)
        board_, right = cols(band, [left, 1.0], gap=10)
        track, market = rows(right, [106, 1.0], gap=6)
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
        decision = self.phase()
        if decision == "duel":
            return self.stage.controls()
        if decision == "action":
            return self.action_controls()
        if decision == "travel":
            return self._groups(
                [(slot, _(C.JOURNEY_TYPE_NAMES[k]), self._moves("take", k)) for slot, k in zip(SLOTS, C.JOURNEY_TYPES)]
            )
        if decision in ("journey", "bonus_journey", "final_journey"):
            return self._groups([("main", _("Play a journey card"), self._moves("play"))], end=self._moves("stop"))
        if decision == "registration":
            return self._groups([("main", _("Register"), self._moves("register"))], end=self._moves("pass"))
        ends = [a for a in self.legal if a[0] in ("done", "decline")]
        label = _("Exchange for Strength") if decision == "setup_exchange" else _(STATUS.get(decision, "Your choice"))
        return self._groups([("main", label, [a for a in self.legal if a not in ends])], end=ends)

    def _moves(self, kind: str, *args) -> list[tuple]:
        return [a for a in self.legal if a[0] == kind and a[1 : 1 + len(args)] == args]

    def action_controls(self) -> list[Control]:
        place = [a for a in self.legal if a[0] == "place"]
        groups = [
            ("main", _("Take resources"), [a for a in place if a[1] in C.ACTION_GAINS]),
            ("second", _("Plans"), [a for a in place if a[1] in ("travel", "objective", "initiative", "event")]),
            ("third", _("Market or support"), [a for a in place if a[1] in ("market", "support")]),
            ("fourth", _("Herald"), [a for a in place if a[1] == "herald"]),
        ]
        return self._groups(groups)

    def _groups(self, groups, end=()) -> list[Control]:
        """One control per non-empty group: a button for one move, a group (inline or chooser) for more."""
        out = []
        for slot, label, actions in groups:
            options = [Option(self.move_label(a), action=a, tip=self.move_tip(a)) for a in actions]
            if len(options) == 1:  # alone, a challenge says what it is
                a = options[0].action
                text = action_label(self.view, a) if self._challenge(a) else options[0].label
                out.append(Control(slot, text, action=a, tip=options[0].tip))
            elif options:
                tip = "; ".join(o.label for o in options)  # what the chooser holds, not its name again
                kind = "secondary" if slot != "main" else "primary"
                out.append(Control(slot, label, choices=options, tip=tip, kind=kind))
        for a in end[:1]:
            tip = action_label(self.view, a)
            out.append(Control("end", self.move_label(a), action=a, tip=tip, kind="secondary", key=pygame.K_RETURN))
        return out

    def move_label(self, a: tuple) -> str:
        if a[0] == "character":  # the level is on the card above
            return _(C.CHARACTERS[a[1]].name)
        if a[0] == "exchange":  # the group says what exchanging does
            return _(C.JOURNEY[a[1]].name)
        if a[0] == "keep_title":
            return f"{_(C.TITLES[a[1]].name)} ({C.TITLES[a[1]].glory})"
        if self._challenge(a):  # in the Herald or Register group: the knight and the town
            town, i = a[-2], a[-1]
            return f"{_(C.KNIGHTS[self.view.pas[town][i].knight].name)} · {_(C.TOWN_NAMES[C.TOWNS[town]])}"
        if a == ("pass",) and self.view.bracket and not self.view.duel:
            return _("Wait")  # the whole sentence is the button's tooltip
        return action_label(self.view, a)

    @staticmethod
    def _challenge(a: tuple) -> bool:
        return (a[:2] == ("place", "herald") and len(a) == 4) or (a[0] == "register" and len(a) == 3)

    def move_tip(self, a: tuple) -> str:
        """What a move does, for its button's tooltip."""
        s = self.view
        if self._challenge(a):
            return action_label(s, a)
        if a[0] == "place":
            return tips.space_text(a[1], board.current_event(s))
        if a[0] == "take" and a[2] >= 0:
            jc = C.JOURNEY[s.face_up[a[1]][a[2]]]
            return tips.reward_text(jc.reward)
        if a[0] in ("play", "exchange") and a[1] in C.JOURNEY:
            return tips.reward_text(C.JOURNEY[a[1]].reward)
        if a[0] == "character":
            return tips.character_text(a[1])
        if a[0] == "keep_title" and a[1] in C.TITLES:
            return tips.title_text(a[1])
        return ""

    def rects_for_action(self, action) -> list[pygame.Rect]:
        """The card or place that makes the move (a reroll: its dice), then the bar's button for it."""
        keys = spot_keys(self.legal, action, self.stage.my_side())
        return [r for key in keys for r in self.spot_rect(key)] + super().rects_for_action(action)

    def on_space(self, space: str) -> None:
        """A click on an action space: its move at once, or the bar's chooser for its choices."""
        moves = [a for a in self.legal if a[:2] == ("place", space)]
        if len(moves) == 1:
            self.submit(moves[0])
            return
        for slot, control in self.bar.controls.items():
            if any(o.action in moves for o in control.choices):
                self.bar.open_chooser(slot)

    def hint(self) -> str:
        if self.phase() == "duel":
            return self.stage.hint()
        hints = {
            "action": _("Click an action space, or choose in the bar below."),
            "travel": _("Click a face-up journey card or a deck, or choose in the bar."),
            "registration": _("Click a glowing knight or place on the tournament board, or choose in the bar."),
            "tournament_choice": _("Click one of the two tournaments, or choose in the bar."),
            "setup": _("Read the three characters above, then choose one."),
        }
        return hints.get(self.phase(), _("Glowing pieces can be clicked; every move is also in the bar."))

    def status_text(self) -> str:
        if self.phase() == "duel":
            return self.stage.status()
        return _(STATUS.get(self.phase(), "Your turn."))

    def rules_summary(self) -> list[tuple[str, str]]:
        return rules_summary()

    # --- what the others did since the viewer last acted ---------------------------------------------
    def update_recent(self) -> None:
        history = self.store.history
        if len(history) == self._recent_at:
            return
        self._recent_at = len(history)
        self.recent_pawns, self.recent_lines = set(), {}
        counts: dict[str, int] = {}
        names = self.player_name
        for _mover, ev in recent_events(history, self.viewer):
            who = ev.data.get("seat", ev.data.get("who"))
            if ev.kind == "otto_action":
                who = OTTO
            if ev.kind == "pawn_placed" or (ev.kind == "otto_action" and ev.data["action"] in C.ACTION_SPACES):
                space = ev.data.get("space") or ev.data["action"]
                counts[space] = counts.get(space, 0) + 1
                self.recent_pawns.add((space, len(self.view.spaces.get(space, [])) - counts[space]))
            if who is None or who == self.viewer or ev.kind not in NEWS:
                continue
            line = self.spec.describe(ev, self.viewer, names=names)
            if line:
                self.recent_lines.setdefault(who, []).append(line)

    # --- animations ---------------------------------------------------------------------------------
    def animate_pawn(self, ev: Event) -> list:
        seat = OTTO if ev.kind == "otto_action" else ev.data["seat"]
        space = ev.data.get("space", ev.data.get("action"))
        self.mark_fresh(("space", space))
        return [self.sound("flip"), self.flight(seat_badge(seat, 30), ("hand", seat), ("space", space))]

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
        d = ev.data
        self.mark_fresh(("gain", d["seat"], d.get("what", d.get("item"))), seconds=3.0)
        return []

    def animate_duel(self, ev: Event) -> list:
        return self.stage.animate(ev)

    def announce_round(self, ev: Event) -> list:
        r, event = ev.data["round"], ev.data["event"]
        kind = self.view.tournament_types[r - 1] if r - 1 < len(self.view.tournament_types) else ""
        sub = _("This round's tournament: {t}").format(t=_(C.TOURNAMENT_NAMES[kind])) if kind else ""
        body = f"{_(C.EVENTS[event].name)}: {_(tips.EVENT_TEXT[event])}"
        return self.announce(Announcement(_("Round {n}").format(n=r), sub, body, icon="laurel-crown"))

    def announce_choice(self, ev: Event) -> list:
        d = ev.data
        kind = _(C.TOURNAMENT_NAMES[d["kind"]])
        if d["seat"] == self.viewer and self.viewer_is_human():
            title = _("You choose the {tournament} for round {r}.").format(tournament=kind, r=d["round"])
        else:
            title = _("{who} chooses the {tournament} for round {r}.").format(
                who=self.player_name(d["seat"]), tournament=kind, r=d["round"]
            )
        return self.announce(Announcement(kind, title, icon="tower-flag" if d["kind"] == C.PAS else "trophy-cup"))

    def announce_trophy(self, ev: Event) -> list:
        d = ev.data
        text = self.spec.describe(ev, self.viewer, names=self.player_name)
        body = tips.trophy_text(d["trophy"])
        return self.announce(Announcement(_("The joust is won"), text, body, icon="trophy-cup"), sound="cheer")

    def announce_titles(self, ev: Event) -> list:
        if ev.data["seat"] != self.view.players[-1].seat:
            return []
        rows_ = []
        for p in sorted(self.view.players, key=lambda p: -p.glory):
            names = ", ".join(_(C.TITLES[t].name) for t in p.titles_scored if t in C.TITLES) or _("no title")
            rows_.append(Row(f"{self.seat_name(p.seat)}: {names}", _("{n} glory").format(n=p.glory), p.seat))
        return self.announce(
            Announcement(_("Titles"), _("Titles scored at the end of the game"), rows=rows_, icon="ribbon-medal")
        )

    def update_table(self, dt: float) -> None:
        super().update_table(dt)
        self.stage.update(dt)

    def skip_animations(self) -> None:
        super().skip_animations()
        self.stage.skip()

    def on_undo(self) -> None:
        super().on_undo()
        self.stage.on_undo()

    # --- drawing ------------------------------------------------------------------------------------
    def view_shown(self) -> str:
        """What the middle of the table shows: spaces, tournament, choice, duel or offer."""
        s = self.view
        auto = (
            "duel"
            if self.stage.showing
            else "offer"
            if self.phase() in ("setup", "keep_title") and self.can_act()
            else ""
        )
        auto = auto or (
            "choice"
            if s.phase == "tournament_choice"
            else "tournament"
            if s.phase in ("registration", "tournament") and (s.pas or s.bracket)
            else "spaces"
        )
        if auto != self._auto:
            self._auto, self.tab = auto, None
        return self.tab or auto

    def pick_tab(self, key: str) -> None:
        self.tab = None if key == self._auto else key

    def draw_pieces(self, surface: pygame.Surface, lay: Layout) -> None:
        if self.view is None:
            return
        self.update_recent()
        s = self.view
        shown = self.view_shown()
        board.draw_strip(self, surface, lay.strip)
        tabs = [("spaces", _("Action spaces"), _("The action spaces and the market"))]
        if s.pas or s.bracket:
            tabs.append(("tournament", pgettext("glory phase", "Tournament"), _("This round's tournament board")))
        if self._auto in ("duel", "choice", "offer"):
            tabs.append(
                (
                    self._auto,
                    {"duel": _("Duel"), "choice": _("Next tournament"), "offer": _("Your choice")}[self._auto],
                    "",
                )
            )
        draw_tabs(self, surface, lay.tabs, tabs, shown, self.pick_tab)
        self._draw_supply(surface, lay.supply)
        if shown != "duel":
            if shown == "tournament":
                tourney_board.draw_board(self, surface, lay.board)
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
        """The cached drawing also shows the tab picked and whether the duel stage is up."""
        return (self.tab, self._auto, self.stage.showing)

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
        for colour in C.PRESTIGE_COLOURS:
            left = self.view.prestige_supply.get(colour, 0)
            r = surface.blit(render_token("prestige", 24, colour=colour, active=left > 0), (x, rect.y + 2))
            board.write(surface, str(left), pygame.Rect(r.right + 2, rect.y, 16, rect.h), 16, style.TEXT_LIGHT, "bold")
            tip = ngettext("{n} {colour} token left in the supply", "{n} {colour} tokens left in the supply", left)
            self.spots.add(r, ("supply", colour), tip=tip.format(n=left, colour=_(C.PRESTIGE_NAMES[colour])))
            x = r.right + 26

    def _draw_offer(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The character cards (setup) or the titles drawn (New Objective), large with their text."""
        style.draw_panel(surface, rect, "parchment")
        cards = []
        for a in self.legal:
            if a[0] == "character":
                spec, tip = character_spec(a[1]), tips.character_text(a[1])
            elif a[0] == "keep_title":
                spec, tip = title_spec(a[1]), f"{_(C.TITLES[a[1]].name)}: {tips.title_text(a[1])}"
            else:
                continue
            cards.append(
                (Card(("choice", a[1]), spec, tip=tip, highlight="playable", on_click=lambda a=a: self.submit(a)), tip)
            )
        for (card, tip), box in zip(cards, cols(rect.inflate(-24, -16), [1.0] * max(1, len(cards)), gap=16)):
            HandFan((110, 154)).draw(self, surface, pygame.Rect(box.x, box.y, box.w, 170), [card], lift_on_hover=False)
            board.write(surface, tip, pygame.Rect(box.x, box.y + 172, box.w, box.h - 172), 16, min_size=13)

    def smoke_steps(self) -> int:
        return 12
