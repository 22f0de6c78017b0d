"""The Joust for Fun table on the kit: every rival's knights with their damage, fans and trophies;
the decks, the court cards in play (or the Carousel), the combat in progress and the history of the
revealed combats; your knights, your five combat cards and the action bar.

Click a knight to choose it (setup, your jousting knight, the knight to attack, a court card's
target); click a combat card to play it face down. Drawing, Fan Support, ending the turn and the
order of abilities are in the bar. What the others did since you last acted is outlined and told
in their panel (each line in the panel of the rival it is about). The reveal of the two combat cards
is the game's moment: both turn over together, large, before the damage and the fans fly to their
places; a knock-out and the game's end are panels that wait for a click (``knockout``, ``finale``).
"""

from __future__ import annotations

import pygame

from game.core.rules import Event
from game.games.joust import content as C
from game.games.joust import effects as fx
from game.games.joust import prompts
from game.games.joust.articles import contract, is_lady
from game.games.joust.describe import court_name, knight_name
from game.games.joust.state import COMBAT, DRAW, HIDDEN, NONE, OVER, SETUP, TARGET
from game.games.joust.ui import combat_box, damage, knights, knockout, landing, recall
from game.games.joust.ui.cards import combat_spec, court_spec, knight_spec
from game.games.joust.ui.combat_box import COMBAT_CARD, VERDICT
from game.games.joust.ui.court_face import court_card
from game.games.joust.ui.court_tip import court_tip
from game.games.joust.ui.digest import digest
from game.games.joust.ui.finale import finale
from game.games.joust.ui.hint import JoustAdvice
from game.games.joust.ui.news import since_last_move
from game.games.joust.ui.news_lines import draw_column, draw_narrow, keep_whole, narrow_fit
from game.games.joust.ui.summary import rules_summary
from game.i18n import _, ngettext
from game.ui import text_fit
from game.ui.art.cards import card_back, render_card
from game.ui.kit import Card, CardRow, Control, HandFan, KitTable, Layout, Option, Pile, PlayerPanel, cols, rows
from game.ui.kit.float_text import FloatText, float_box
from game.ui.kit.held import Held
from game.ui.kit.player_panel import HEADER_H
from game.ui.kit.reveal import Reveal
from game.ui.kit.timeline import Call, Then
from game.ui.kit.zoom import ZoomPanel
from game.ui.widgets import style

REVEAL_CARD = (210, 294)
REVEAL_SECONDS = 2.4  # at speed 1: the cards turn over, then the verdict and what it does stay in view
RESULT_SECONDS = 3.0  # at speed 1: the viewer's own combat result stays on the table before play goes on
RESULT_FLOOR = 1.5  # real seconds it stays at the fastest speeds (a click goes on at once)
COURT = (108, 151)  # a court card in play: its effect in short is read on its face
DECK = (72, 100)
FLY = (64, 90)  # a flying card: too small for words, it only shows where a card goes

NEWS_W, MIN_NEWS_W = 520, 160  # the widest news column beside a rival's knights, and the narrowest
KNIGHT_FLOOR = 118  # a rival's knights narrow down to this to keep their news beside them (else it goes under)
RIM_Y = 856  # the foot of the table's felt: the wooden rim of the background starts under it
HINT_H = 132  # the line under the bar, and the Hint's sentence over it: six lines of the Hint fit
RED, GREEN, PINK = (236, 70, 56), (110, 210, 120), (255, 160, 210)
SIDE_W = 300  # the bar: its longest Italian label ("Scegli cosa si risolve prima") fits with its margins
TOP_H = 278  # the rivals' row: their knights ~150 px wide at 2 and 3 players (names and rows legible in Italian)
FANS_LEFT_H = 20  # the row under the score: the fans still needed to win, or what they buy
GAIN_W = 160  # a floating "+2 fans": its place beside or under the score
SCORE_W = 250  # the widest a seat's score may be: in words ("9 fans · 1/2 trophies")
DECISION_LOCK = 0.3  # seconds a newly shown decision ignores input, counted from when it is first drawn


class JoustTable(KitTable):
    """The table scene of Joust for Fun (all three modes)."""

    name = "joust-table"
    click_guard = 0.7  # a panel appearing as the player clicks is not closed by that click, unread
    key_guard = 0.7  # nor a knock-out or the game's end by Space or Enter tapped to skip an animation
    decision_guard = DECISION_LOCK  # a click pressed before the decision took input never makes it
    guard_each_offer = True  # nor one meant for the moves offered a moment before (a defence's cards)
    hint_lines = 4
    bar_grid = [["main"], ["knight"], ["fan"], ["end"]]
    animations = {
        "reveal": "animate_reveal",
        "damage": "animate_damage",
        "heal": "animate_heal",
        "knockout": "animate_knockout",
        "fans": "animate_fans",
        "fans_lost": "animate_fans",
        "trophy": "animate_trophy",
        "court_drawn": "animate_court",
        "carousel_add": "animate_court",
        "court_target": "animate_court_target",
        "knight_drawn": "animate_knight",
        "game_over": "animate_end",
    }

    def __init__(self, app, session) -> None:
        self.panel = PlayerPanel("dark", score_w=SCORE_W)
        self.decks = Pile(DECK, "joust")
        self.court_deck = Pile(DECK, "joust", "court")
        self.court_row = CardRow(COURT, align="center")
        self.hand = HandFan(COMBAT_CARD, gap=8, arc=6)
        self._before = None  # the view before the last move (a strike's damage is read from it)
        self.strike: damage.StrikeDamage | None = None  # the last strike's damage, term by term
        self._board: object | None = None  # what the table shows while a move's events land (None: the view)
        self._board_gen = 0
        self._recent_key: tuple = ()
        self._move_events: list[Event] = []  # the events of the move being shown
        self._recent: tuple[set, dict[int, list[str]]] = (set(), {})
        self._ceilings: dict = {}  # anchor key → the highest y a text floating from it may rise to
        super().__init__(app, session)
        self.advice = JoustAdvice(session.hints)  # the Hint in the player's words, naming the card
        self.zoom = ZoomPanel(caption_w=300, caption_lines=14)  # a court card's whole text, its duration too

    def me(self) -> int:
        return self.viewer if self.viewer is not None else 0

    def others(self) -> list[int]:
        n = self.view.players
        return [(self.me() + i) % n for i in range(1, n)]

    # --- layout and controls ------------------------------------------------------------------
    def layout(self, area: pygame.Rect) -> Layout:
        top, middle, bottom = rows(area.inflate(-20, -14), [TOP_H, 206, 1.0], gap=8)
        decks, court, combat, history = cols(middle, [176, 1.0, 330, 250], gap=10)
        mine, hand, side = cols(bottom, [1.0, 400, SIDE_W], gap=10)
        bar, hint = rows(side, [1.0, HINT_H], gap=6)
        return Layout(
            opponents=top,
            decks=decks,
            court=court,
            combat=combat,
            history=history,
            mine=mine,
            hand=hand,
            bar=bar,
            hint=hint,
        )

    def controls(self) -> list[Control]:
        legal, v = self.legal, self.view
        out = []
        if ("draw", "court") in legal:
            carousel = v.variant == C.CAROUSEL
            out.append(
                Control(
                    "main",
                    _("Turn the Carousel") if carousel else _("Draw a court card"),
                    action=("draw", "court"),
                    icon="card-draw",
                    key=pygame.K_RETURN,
                    tip=_("Add the top court card to the Carousel and activate every card in it")
                    if carousel
                    else _("It is played at once on knights you choose"),
                )
            )
        if v.phase == DRAW and v.variant != C.CAROUSEL:
            ok = ("draw", "knight") in legal
            out.append(
                Control(
                    "knight",
                    _("Draw a knight"),
                    action=("draw", "knight"),
                    icon="mounted-knight",
                    kind="secondary",
                    enabled=ok,
                    tip=_("The new knight joins your stable") if ok else _("You already have 3 knights."),
                )
            )
        decrees = [a for a in legal if a[0] == "decree"]
        if decrees:
            options = [Option(self._decree_label(a[1]), action=a, tip=knights.knight_tip(self, a[1])) for a in decrees]
            label = _("Fan Support")
            tip = _("Spend 6 fans to deal 1 damage to an opposing knight")
            out.append(Control("fan", label, icon="heart-wings", kind="secondary", choices=options, tip=tip))
        if ("end",) in legal:
            out.append(
                Control(
                    "end",
                    _("End your turn"),
                    action=("end",),
                    icon="hourglass",
                    key=pygame.K_RETURN,
                    tip=_("Keep your fans and pass the turn on"),
                )
            )
        if ("target", -1) in legal:  # "up to two of your knights": the player may stop at one
            out.append(
                Control(
                    "main",
                    _("Only this one"),
                    action=("target", -1),
                    icon="roast-chicken",
                    kind="secondary",
                    tip=_("Play the court card on the one knight you chose"),
                )
            )
        orders = [a for a in legal if a[0] == "order"]
        if orders:
            options = [Option(self._trigger_text(v.pending[a[1]]), action=a) for a in orders]
            out.append(Control("main", _("Choose what resolves first"), icon="cheerful", choices=options))
        return out

    def _decree_label(self, uid: int) -> str:
        """A Fan Support choice says what it gives: the knight, its 1 damage and what that leaves, or the
        knock-out it makes and what that is worth."""
        v = self.view
        k = v.knight(uid)
        left = fx.health(v, k) - k.damage - C.DECREE_DAMAGE
        name = knight_name(k.card)
        if len(v.seats) > 2:  # several rivals: whose knight it is, as their panel is headed
            name = _("{knight} ({player})").format(knight=name, player=self.seat_name(v.find(uid)[0]))
        if left > 0:
            line = ngettext("{k}: 1 damage, {n} health left", "{k}: 1 damage, {n} health left", left)
            return line.format(k=name, n=left)
        return _("{k}: 1 damage, knocked out (+1 trophy, +3 fans)").format(k=name)  # Fan Support: the Tale's

    def rects_for_action(self, action) -> list[pygame.Rect]:
        """A knight to click (setup, target, joust, attack) or a combat card; the rest are the bar's."""
        kind = action[0]
        if kind == "setup":
            knights_ = self.view.seats[self.me()].knights
            return self.spot_rect(("knight", knights_[action[1]].uid)) if action[1] < len(knights_) else []
        if kind in ("target", "joust", "attack") and action[1] >= 0:
            return self.spot_rect(("knight", action[1]))
        if kind == "card":
            return self.spot_rect(("hand", action[1]))
        return super().rects_for_action(action)

    def _trigger_text(self, t) -> str:
        return prompts.trigger_text(t)

    def status_text(self) -> str:
        return prompts.status(self.view, self.seat_name, self.viewer)

    def bot_waits(self, seat: int) -> bool:
        """A bot chooses its secret combat card only once every human in the combat has chosen theirs:
        its card laid face down while the human still chose would time its thinking, and how long a
        bot thinks depends on the position that also shapes its pick."""
        st = self.store.state
        return st.phase == COMBAT and any(not self.session.is_bot(s) for s in self.rules.actors(st))

    def save_refusal(self) -> str | None:
        """While a rival's choice lies face down (its combat card, its jousting knight at the start) a
        save would replay that choice exactly: saving, seeing it, then loading would tell it."""
        v = self.view
        if v is None:
            return None
        if v.phase == COMBAT and HIDDEN in (v.pick_att, v.pick_def):
            return _(
                "Save once the combat cards are revealed: a saved game replays exactly, so it would tell you the secret card."
            )
        if v.phase == SETUP and any(done for s, done in enumerate(v.setup_done) if s != self.viewer):
            return _(
                "Save once the knights are revealed: a saved game replays exactly, so it would tell you the face-down choice."
            )
        return None

    def hint(self) -> str:
        return prompts.hint(self.view, self.viewer, self.legal)

    def hint_rect(self) -> pygame.Rect:
        """The hint strip above the table's wooden rim at its foot (a third line of the Italian Fan
        Support help was cut by it)."""
        strip = pygame.Rect(self.lay["hint"])
        strip.h = min(strip.h, RIM_Y - strip.y)
        return strip

    def refresh(self) -> None:
        """As the kit's; and the last strike's damage read again from the action log when the table did
        not see it played (a loaded game, an undo back to an earlier strike)."""
        super().refresh()
        v = self.view
        if v is None or v.last_att <= 0 or v.last_att == v.last_def:
            return
        if self.strike is None or self.strike.turn != v.last_turn:
            self.strike = recall.last_strike(self.store, self.rules, self.viewer)

    def rules_summary(self) -> str:
        return rules_summary(self.view.variant if self.view is not None else C.STANDARD)

    # --- what the others did since the viewer last acted ---------------------------------------------
    def recent(self) -> tuple[set, dict[int, list[str]]]:
        """(keys of the knights and court cards changed, each seat's news): the moves since the viewer's
        latest move (none before their first), summed up per player who made them (``digest``): the
        viewer's own combat that ended since under the viewer; a move still being shown is not news yet."""
        hist = self.store.history
        upto = len(hist) - (1 if self._board is not None else 0)
        key = (len(hist), upto, self.viewer, self._gen)
        if key == self._recent_key:
            return self._recent
        changed: set = set()
        news = since_last_move(hist, self.viewer, upto)
        for _seat, _step, events in news:
            for ev in events:
                d = ev.data
                if ev.kind in ("damage", "heal", "knight_drawn", "decree", "jousting"):
                    changed.add(("knight", d["uid"]))
                elif ev.kind in ("court_drawn", "carousel_add"):
                    changed.add(("court", d["card"]))
        lines = digest(news, self.viewer, self.player_name, self._card_of)
        self._recent_key, self._recent = key, (changed, lines)
        return self._recent

    def _news_names(self) -> list[str]:
        """Every name a news line may hold (knights, court cards, players), kept whole when it wraps."""
        seats = self.view.players if self.view is not None else 0
        return (
            [knight_name(c) for c in range(len(C.ALL_KNIGHTS))]
            + [court_name(c) for c in range(len(C.COURTS))]
            + [self.player_name(s) for s in range(seats)]
        )

    def _card_of(self, uid: int) -> int | None:
        """The card of the knight ``uid`` on the table (None once it has left)."""
        k = self.view.knight(uid) if self.view is not None else None
        return k.card if k is not None else None

    # --- what the table shows while a move's events play -------------------------------------------
    @property
    def board(self):
        """The view the table draws: the one before the move while its events still land, else the view."""
        return self._board if self._board is not None else self.view

    def on_events(self, events: list[Event]) -> None:
        """As the kit's, but a move that changes the table (a reveal, damage, fans) is shown from the
        view before it, each event landing as its animation starts (a reveal's once it has played);
        after a reveal everything waits for it, even on the viewer's own move."""
        self._move_events = list(events)  # the reveal tells the damage its strike deals
        if not landing.lands(events) or self._before is None:
            self._board = None
            super().on_events(events)
            return
        own = bool(self.store.history) and self.store.history[-1].seat == self.viewer and self.viewer_is_human()
        self._board, final = self._before.clone(), self.view
        shown = any(ev.kind == "game_over" for ev in events)  # the move that ends the game is seen in order
        runs = landing.fan_runs(events)
        for i, ev in enumerate(events):
            name = self.animations.get(ev.kind)
            moment = runs.get(i, ev)  # a run of fans won (or lost) at once floats and lands as one
            anims = (getattr(self, name)(moment) if name else []) if moment is not None else []
            step = Call(fn=lambda ev=moment or ev: self._land(ev, final))
            if ev.kind in landing.AFTER:
                anims, shown = [*anims, Then(), step], shown or ev.kind == "reveal"
                if ev.kind == "knockout":  # the knight leaves the table, then its fall is the moment
                    anims += [Then(), *knockout.moment(self, ev)]
            elif ev.kind in landing.LANDS:
                anims = [step, *anims]
            elif ev.kind == "game_over":
                anims = [Call(fn=self._landed), *anims]  # the end is announced over the final table
            self.timeline.add(self.logged_with_shown(anims, i), wait=not own or shown)
            self.log_after(i)
        self.timeline.add([Call(fn=self._landed)], wait=not own or shown)
        if self._own_combat(events):
            self.timeline.add([self._result_held()])
        self.log_after(len(events))
        self.animating = self.timeline.busy
        if self.animating:
            self.update_controls()

    def _own_combat(self, events: list[Event]) -> bool:
        """True when the move revealed a combat the (human) viewer fought and neither a knock-out's panel
        nor the game's end already waits for a click on it: its result is then held on the table."""
        if not self.viewer_is_human() or any(e.kind in ("knockout", "game_over") for e in events):
            return False
        return any(e.kind == "reveal" and self.viewer in (e.data["attacker"], e.data["defender"]) for e in events)

    def _result_held(self) -> Held:
        """The viewer's own combat result held on the table (the combat's box outlined) before the next
        player goes on; it follows the animation speed, and a click or Space goes on at once."""

        def paint(surface: pygame.Surface, p: float) -> None:
            area = self.lay.get("combat")
            if area is not None:
                pygame.draw.rect(surface, style.GOLD, area.inflate(6, 6), 3, border_radius=10)

        speed = max(1.0, float(getattr(self.app.settings, "animation_speed", 1.0) or 1.0))
        return Held(duration=max(RESULT_SECONDS, RESULT_FLOOR * speed), paint=paint)

    def _land(self, ev: Event, final) -> None:
        if self._board is not None:
            landing.land(self._board, ev, final)
            self._board_gen += 1

    def _landed(self) -> None:
        self._board = None
        self._board_gen += 1

    def skip_animations(self) -> None:
        self._landed()
        super().skip_animations()

    def on_undo(self) -> None:
        self._landed()
        super().on_undo()

    def set_viewer(self, seat) -> None:
        self._landed()  # a view kept for the last viewer is never shown to the next one
        super().set_viewer(seat)

    def _after_action(self, seat, action, events) -> None:
        self._before = self.view
        super()._after_action(seat, action, events)

    # --- animations -------------------------------------------------------------------------------
    def animate_reveal(self, ev: Event) -> list:
        d = ev.data
        if self._before is not None:
            self.strike = self._struck(damage.strike_damage(self._before, d), ev)
        back = card_back("joust", REVEAL_CARD, "combat")
        faces = [render_card(combat_spec(d["att"]), REVEAL_CARD), render_card(combat_spec(d["def"]), REVEAL_CARD)]
        captions = [
            _("Attacker: {name}").format(name=self.seat_name(d["attacker"])),
            _("Defender: {name}").format(name=self.seat_name(d["defender"])),
        ]
        area = self.table_rect.inflate(-40, -40)
        return [
            self.sound("clash"),
            Reveal(
                backs=[back, back],
                faces=faces,
                captions=captions,
                verdict=(_(VERDICT[d["result"]][0]), VERDICT[d["result"]][1]),
                detail=self._reveal_detail(ev),
                area=area,
                duration=REVEAL_SECONDS,
                hold=True,  # the game's moment: even after your own move, the log waits for it
            ),
        ]

    def _struck(self, strike: damage.StrikeDamage | None, ev: Event) -> damage.StrikeDamage | None:
        """``strike`` (the damage of reveal ``ev``) with what its damage event, later in the move, says
        was lost beyond the knight's health."""
        events = self._move_events
        at = next((i for i, e in enumerate(events) if e is ev or e == ev), -1)
        target = ev.data.get("target", -1)
        hit = next(
            (e for e in events[at + 1 :] if e.kind == "damage" and e.data["uid"] == target and e.data.get("combat")),
            None,
        )
        return damage.with_hit(strike, hit.data) if strike is not None and hit is not None else strike

    def _reveal_detail(self, ev: Event) -> str:
        """What the revealed cards do, in one line: who strikes whom for how much, or who blocks whom."""
        return contract(self._reveal_words(ev))

    def _reveal_words(self, ev: Event) -> str:
        """:meth:`_reveal_detail`'s line, before Italian joins its prepositions and articles."""
        d, before = ev.data, self._before if self._before is not None else self.view
        att, dfn = before.knight(d.get("att_uid", -1)), before.knight(d.get("target", -1))
        if att is None or dfn is None:
            return ""
        names = {"knight": knight_name(att.card), "target": knight_name(dfn.card)}
        events = self._move_events
        at = next((i for i, e in enumerate(events) if e is ev or e == ev), -1)
        if d["result"] != "strike":
            back = sum(e.data["amount"] for e in events[at + 1 :] if e.kind == "damage" and e.data["uid"] == att.uid)
            if back > 0:  # a block that hits back (an ability of the blocker's): told with the block
                if is_lady(att.card):  # Italian: "le infligge", not "gli"
                    line = ngettext(
                        "{target} blocks {knight} and deals her {n} damage back",
                        "{target} blocks {knight} and deals her {n} damage back",
                        back,
                    )
                else:
                    line = ngettext(
                        "{target} blocks {knight} and deals {n} damage back",
                        "{target} blocks {knight} and deals {n} damage back",
                        back,
                    )
                return line.format(n=back, **names)
            return _("{target} blocks {knight}").format(**names)
        hit = next(
            (e for e in events[at + 1 :] if e.kind == "damage" and e.data["uid"] == dfn.uid and e.data.get("combat")),
            None,
        )
        strike = damage.strike_damage(before, d)  # the forecast, when the damage waits for an order of abilities
        n = hit.data["amount"] if hit is not None else (strike.total if strike is not None else 0)
        more = sum(
            e.data["amount"]
            for e in events[at + 1 :]
            if e.kind == "damage" and e.data["uid"] == dfn.uid and not e.data.get("combat")
        )
        if more > 0:  # an ability's damage on top of the strike's (e.g. "Strike 1: 3 damage, armour ignored")
            return self._strike_line(n, hit, names) + _(", +{n} from abilities").format(n=more)
        return self._strike_line(n, hit, names)

    def _strike_line(self, n: int, hit, names: dict) -> str:
        """The strike's combat damage in the reveal's line."""
        if n <= 0:
            return _("{knight} strikes {target}: no damage").format(**names)
        lost = hit.data.get("excess", 0) if hit is not None else 0
        if lost:
            line = ngettext(
                "{knight} strikes {target}: {n} damage, with only {h} health left",
                "{knight} strikes {target}: {n} damage, with only {h} health left",
                n,
            )
            return line.format(n=n + lost, h=n, **names)  # ``n``: what it took, all the health it had left
        return ngettext("{knight} strikes {target}: {n} damage", "{knight} strikes {target}: {n} damage", n).format(
            n=n, **names
        )

    def layer_key(self) -> int:
        return self._board_gen  # the table is drawn again as each event lands

    def revealing(self) -> bool:
        """True while a combat reveal is on the timeline (the revealed list waits for it)."""
        return any(isinstance(a, Reveal) for event in self.timeline.queue for a in event)

    def _float(self, text: str, colour, key, flash=None) -> list:
        top = self._ceilings.get(key, self.table_rect.top + 4)
        return [FloatText(text=text, colour=colour, rect=self.where(key), flash=flash, ceiling=top)]

    def animate_damage(self, ev: Event) -> list:
        strike = self.strike  # a strike's damage dealt in a later move (after an order of abilities)
        if ev.data.get("combat") and strike is not None and strike.turn == self.view.last_turn:
            self.strike = damage.with_hit(strike, ev.data)
        elif strike is not None and self._in_combat():  # an ability's damage in the same combat
            self.strike = damage.with_ability_damage(strike, ev.data)
        uid = ev.data["uid"]
        if any(e.kind == "knockout" and e.data.get("uid") == uid for e in self._move_events):
            return []  # its "Knocked out!" tells it: a "−2" would float on in the slot it leaves empty
        return self._float(f"−{ev.data['amount']}", RED, ("knight", uid), (255, 40, 30, 120))

    def _in_combat(self) -> bool:
        """The move being shown was made in a combat (the reveal, or an order of its abilities), not a
        later draw or court card."""
        before = self._before
        return before is not None and (before.phase == COMBAT or bool(before.pending))

    def animate_heal(self, ev: Event) -> list:
        if not ev.data["amount"]:
            return self._float(_("Nothing to heal"), style.TEXT_LIGHT, ("knight", ev.data["uid"]))
        return self._float(f"+{ev.data['amount']}", GREEN, ("knight", ev.data["uid"]), (60, 220, 90, 90))

    def animate_knockout(self, ev: Event) -> list:
        """ "Knocked out!" on the knight; then (once it has left the table) the knock-out's panel,
        added by ``on_events`` after the knight leaves, or here when the move is not landed event by
        event (the table already shows it gone)."""
        label = self._float(_("Knocked out!"), style.GOLD, ("knight", ev.data["uid"]), (20, 10, 10, 200))
        return label if self._board is not None else [*label, Then(), *knockout.moment(self, ev)]

    def animate_fans(self, ev: Event) -> list:
        n = ev.data["amount"]
        if ev.kind == "fans":
            return self._float(ngettext("+{n} fan", "+{n} fans", n).format(n=n), PINK, ("score", ev.data["seat"]))
        return self._float(ngettext("−{n} fan", "−{n} fans", n).format(n=n), RED, ("score", ev.data["seat"]))

    def animate_trophy(self, ev: Event) -> list:
        return [self.sound("fanfare")] + self._float(_("Trophy!"), style.GOLD, ("score", ev.data["seat"]))

    def animate_end(self, ev: Event) -> list:
        """The end as a moment: who won and why, the last move's card and its effect; it waits for a click."""
        events = [e.for_seat(self.viewer) for e in self.store.history[-1].events] if self.store.history else []
        return [*self.announce(finale(self, events, ev.data["winner"])), Held(duration=0.0)]  # a skip stops here

    def current_status(self) -> str:
        if self.animating and self.timeline_holds():  # not "Game over" while the end is still shown
            return self.watch_status()
        return super().current_status()

    def status_seat(self):
        """While the last move plays out (a panel on it too), the badge of whom the top bar names: the
        player who plays next; else the kit's."""
        if self.animating and self.timeline_holds():
            state = self.store.state
            actors = sorted(self.rules.actors(state)) if self.rules.outcome(state) is None else []
            if not actors:
                return None  # "Watch the last move": no one plays next
            return self.viewer if self.viewer in actors and self.viewer_is_human() else actors[0]
        return super().status_seat()

    def watch_status(self) -> str:
        """While the last move plays out: watch it, and who plays once it is over — for the viewer, once
        the table marks the turn as its own (just begun, or going on after its own combat), that it is."""
        state = self.store.state
        actors = sorted(self.rules.actors(state)) if self.rules.outcome(state) is None else []
        if not actors:
            return _("Watch the last move (Space skips)")
        if self.viewer in actors and self.viewer_is_human():
            if state.active == self.viewer and self.board.active == self.viewer:  # its panel marked: say so
                events = self.store.history[-1].events if self.store.history else []
                if any(e.kind == "turn_start" for e in events):
                    return _("Your turn: first watch the last move (Space skips)")
                return _("Still your turn: watch the last move play out (Space skips)")
            return _("Watch the last move; you play next (Space skips)")  # a rival's turn still on screen
        names = ", ".join(self.player_name(s) for s in actors)
        return _("Watch the last move; {name} plays next (Space skips)").format(name=names)

    def animate_court(self, ev: Event) -> list:
        img = render_card(court_spec(ev.data["card"]), FLY)
        return [self.sound("flip"), self.flight(img, "court-deck", "court")]

    def animate_court_target(self, ev: Event) -> list:
        """A court card that went to the one knight it could affect, with no question: said on that
        knight (the log line names the card and the knight)."""
        if not ev.data.get("only"):
            return []
        return self._float(_("The only choice"), style.GOLD, ("knight", ev.data["uid"]))

    def animate_knight(self, ev: Event) -> list:
        img = render_card(knight_spec(ev.data["card"], self.view.variant), FLY)
        return [self.sound("flip"), self.flight(img, "knight-deck", ("seat", ev.data["seat"]))]

    # --- drawing ----------------------------------------------------------------------------------
    def draw_pieces(self, surface: pygame.Surface, lay: Layout) -> None:
        if self.view is None:
            return
        changed, lines = self.recent()
        seats = self.others()
        for seat, rect in zip(seats, cols(lay.opponents, [1.0] * len(seats), gap=10)):
            self._draw_seat(surface, rect, seat, changed, lines.get(seat, []))
        self._draw_seat(surface, lay.mine, self.me(), changed, lines.get(self.me(), []))
        self._draw_decks(surface, lay.decks)
        self._draw_court(surface, lay.court, changed)
        combat_box.draw_combat(self, surface, lay.combat)
        combat_box.draw_history(self, surface, lay.history)

    def draw_live(self, surface: pygame.Surface, lay: Layout) -> None:
        if self.view is not None:
            self._draw_hand(surface, lay.hand)

    def _score(self, seat: int) -> tuple[str, str]:
        return prompts.score(self.board, seat)

    def _gain_place(
        self, rect: pygame.Rect, seat: int, score: str, active: bool, label: pygame.Rect | None = None
    ) -> pygame.Rect:
        """Where a seat's gain or loss of fans floats: in its header between the name and the score when
        there is room (never over either: the number changing stays in view), else under the score's
        rows (it rises no higher than the header's foot, ``_ceilings``), never over ``label`` (the row
        saying what the fans still mean): beside it when there is room, else under it."""
        score_w = min(SCORE_W, text_fit.text_width(score, "title", 22) + 12)
        name = ("» " if active else "") + self.seat_name(seat)
        start = rect.x + 42 + text_fit.text_width(name, "bold", 20) + 14
        end = rect.right - score_w - 20
        if end - start >= GAIN_W:
            self._ceilings[("score", seat)] = rect.y  # it stays in the panel, over nothing of the table's
            for x in (end - GAIN_W, start):  # nearest the score, else nearest the name: clear of the label
                head = pygame.Rect(x, rect.y + 4, GAIN_W, HEADER_H - 4)
                if label is None or not float_box(head, rect.y).colliderect(label):
                    return head
        self._ceilings[("score", seat)] = rect.y + HEADER_H
        place = pygame.Rect(rect.right - GAIN_W - 10, rect.y + HEADER_H + 22, GAIN_W, HEADER_H)
        if label is None or not float_box(place, rect.y + HEADER_H).colliderect(label):
            return place
        for x in (label.x - 10 - GAIN_W, label.right + 10):  # beside the label, in the panel
            beside = pygame.Rect(x, place.y, GAIN_W, place.h)
            if rect.x + 6 <= x and beside.right <= rect.right - 6:
                if not float_box(beside, rect.y + HEADER_H).colliderect(label):
                    return beside
        self._ceilings[("score", seat)] = label.bottom  # no room beside it: under it
        return pygame.Rect(place.x, label.bottom + 4, GAIN_W, HEADER_H)

    def _draw_seat(self, surface, rect: pygame.Rect, seat: int, changed: set, said: list[str]) -> None:
        v = self.board
        me = v.seats[seat]
        score, tip = self._score(seat)
        active = seat == v.active and v.phase not in (SETUP, OVER)
        left = prompts.fans_left(v, seat)
        if left:
            tip = tip + "\n" + left
        body = self.panel.draw(self, surface, rect, seat, score=score, active=active, tip=tip)
        self.anchor(("seat", seat), body)
        self.anchor(("score", seat), self._gain_place(rect, seat, score, active))
        row_h = FANS_LEFT_H if left and not me.out else 0
        if me.out:
            text_fit.draw(surface, _("Out of the tournament"), body, "title", 24, style.CRIMSON)
            return
        max_w = knights.MAX_W
        if said:  # beside the knights (at full height, two or three of them) when they leave room, else under
            n = max(2, len(me.knights))
            news_w = min(NEWS_W, body.w - knights.row_width(body.h, n) - 10)
            if news_w < MIN_NEWS_W and knights.width_leaving(body.w, n, MIN_NEWS_W + 10) >= KNIGHT_FLOOR:
                max_w = knights.width_leaving(body.w, n, MIN_NEWS_W + 10)  # a little smaller, the news beside
                news_w = min(NEWS_W, body.w - knights.row_width(body.h, n, max_w) - 10)
            wide = news_w >= MIN_NEWS_W
            whole = [keep_whole(line, self._news_names()) for line in said]
            tip = _("Since your last move:") + "\n" + "\n".join(said)
            if wide:  # a heading, then the last lines large enough to read (all of them in the tooltip)
                foot = pygame.Rect(body.right - news_w, body.y + 4 + row_h, news_w, body.h - 8 - row_h)
                head = pygame.Rect(foot.x, foot.y, foot.w, 20)
                text_fit.draw(surface, _("Since your last move:"), head, "italic", 15, style.TEXT_DIM, align="left")
                foot = pygame.Rect(foot.x, foot.y + 22, foot.w, foot.h - 22)
                draw_column(surface, whole, foot)
                body = pygame.Rect(body.x, body.y, body.w - news_w - 10, body.h)
            else:  # the newest line alone under the knights, in two rows (three if it needs them)
                line, n_rows = narrow_fit(whole[-1], body.w)
                foot_h = n_rows * text_fit.line_height("text", 13)
                foot = pygame.Rect(body.x, body.bottom - foot_h, body.w, foot_h)
                draw_narrow(surface, line, foot)
                body = pygame.Rect(body.x, body.y, body.w, body.h - foot_h - 2)
            self.spots.add(foot, ("said", seat), tip=tip)
        if not me.knights:
            text_fit.draw(surface, _("No knights"), body, "text", 20, style.TEXT_DIM)
        else:
            knights.draw_knights(self, surface, body, seat, changed, max_w)
        if row_h:
            label = self._draw_fans_left(surface, rect, seat, left, tip, score, active)
            self.anchor(("score", seat), self._gain_place(rect, seat, score, active, label))

    def _draw_fans_left(
        self, surface, rect: pygame.Rect, seat: int, text: str, tip: str, score: str, active: bool
    ) -> pygame.Rect:
        """What the fans still mean (``prompts.fans_left``) under the score, right-aligned; under the name
        when a tall knight or its "Jousting" tag reaches up there; else in the header between the name and
        the score. Returns the row."""
        row = self._fans_left_row(rect, seat, text, score, active)
        text_fit.draw(surface, text, row, "italic", 16, style.GOLD, align="right", min_size=12, ellipsis_ok=True)
        self.spots.add(row, ("fans-left", seat), tip=tip)
        return row

    def _fans_left_row(self, rect: pygame.Rect, seat: int, text: str, score: str, active: bool) -> pygame.Rect:
        """Where :meth:`_draw_fans_left` writes ``text``."""
        w = text_fit.text_width(text, "italic", 16) + 6
        me = self.board.seats[seat]
        taken = [self.where(("knight", k.uid)) for k in me.knights]
        taken = [r.inflate(0, 44) if i == me.jousting else r for i, r in enumerate(taken) if r.w]  # its tag
        row = pygame.Rect(rect.right - 10 - w, rect.y + HEADER_H + 2, w, FANS_LEFT_H)
        if any(row.colliderect(t) for t in taken):
            row.x = rect.x + 10  # under the name, when the knights leave it free
        if any(row.colliderect(t) for t in taken):
            score_w = min(SCORE_W, text_fit.text_width(score, "title", 22) + 12)
            name = ("» " if active else "") + self.seat_name(seat)
            start = rect.x + 42 + text_fit.text_width(name, "bold", 20) + 14
            row = pygame.Rect(start, rect.y + 4, max(0, rect.right - score_w - 20 - start), HEADER_H - 4)
        return row

    def _draw_decks(self, surface, area: pygame.Rect) -> None:
        v = self.board
        y = area.y + 40
        if v.variant != C.CAROUSEL:
            n = len(v.knight_deck)
            r = self.decks.draw(
                self,
                surface,
                (area.x + 6, y),
                label=_("Knights"),
                count=n,
                key="knight-deck",
                tip=_("Knight deck") + ": " + ngettext("{n} card left", "{n} cards left", n).format(n=n),
            )
            self.anchor("knight-deck", r)
        n = len(v.court_deck)
        r = self.court_deck.draw(
            self,
            surface,
            (area.right - DECK[0] - 8, y),
            label=_("Court"),
            count=n,
            key="court-deck",
            tip=_("Court deck") + ": " + ngettext("{n} card left", "{n} cards left", n).format(n=n),
        )
        self.anchor("court-deck", r)
        counts = pygame.Rect(area.x, y + DECK[1] + 12, area.w, 26)
        text_fit.draw(surface, _("Turn {n}").format(n=v.turn), counts, "bold", 18, style.TEXT_LIGHT, min_size=13)

    def _draw_court(self, surface, area: pygame.Rect, changed: set) -> None:
        v = self.board
        style.draw_panel(surface, area, "dark")
        title = _("The Carousel") if v.variant == C.CAROUSEL else _("Court cards in play")
        text_fit.draw(
            surface, title, pygame.Rect(area.x + 8, area.y + 4, area.w - 16, 26), "bold", 18, style.GOLD, min_size=13
        )
        inner = pygame.Rect(area.x + 10, area.y + 36, area.w - 20, COURT[1])
        self.anchor("court", inner)
        if not v.court:
            text_fit.draw(surface, _("None"), inner, "text", 18, style.TEXT_DIM)
            return
        now = v.to_activate[0] if v.phase == TARGET and v.to_activate else -1
        cards = []
        for j, play in enumerate(v.court):
            tip = court_tip(self, j)
            glow = "selected" if j == now else ("hover" if ("court", play.card) in changed else None)
            spec = court_spec(play.card, note=False)
            cards.append(court_card(("court", j, play.card), spec, play.card, tip=tip, highlight=glow))
        self.court_row.draw(self, surface, inner, cards)

    def _draw_hand(self, surface, area: pygame.Rect) -> None:
        """The five combat cards: playable during your combat, dim the rest of the time."""
        v = self.board
        fighting = v.phase == COMBAT and self.viewer in (v.attacker, v.defender)
        head = pygame.Rect(area.x, area.bottom - COMBAT_CARD[1] - 72, area.w, 24)
        text_fit.draw(surface, _("Your combat cards"), head, "bold", 17, style.GOLD, min_size=12)
        legal = {a[1] for a in self.legal if a[0] == "card"} if fighting and self.can_act() else set()
        mine = (v.pick_att if self.viewer == v.attacker else v.pick_def) if fighting else NONE
        cards = []
        for value in C.COMBAT_VALUES:
            ok = value in legal
            if ok:
                tip = _("Play {v} face down").format(v=value)
            elif fighting and self.viewer == v.attacker and mine == NONE:
                tip = _("Too high for your jousting knight's strength")
            else:
                tip = _("Combat card {v}").format(v=value)
            on_click = (lambda value=value: self.submit(("card", value))) if ok else None
            glow = "selected" if mine == value else ("playable" if ok else None)
            cards.append(
                Card(
                    ("hand", value),
                    combat_spec(value),
                    tip=tip,
                    on_click=on_click,
                    highlight=glow,
                    dim=not ok and mine != value,
                )
            )
        self.hand.draw(self, surface, area, cards, lift_on_hover=bool(legal))
