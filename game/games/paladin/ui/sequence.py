"""The Paladin table's sequence: every event of a move shown in turn. The table draws ``display``, a
copy of the viewer's previous view that each event's first step brings forward
(``replay.apply_event``), while a flip, a flight or a caption shows what happened: reveal, beat,
take back, discard, the winner collecting the mission. The state each event starts from is
replayed ahead too, so cards fly from and to the places they really occupy.

Each step of a resolution is a beat held on screen long enough to be read (``READ``, at the
player's animation speed: a quarter of it at 4×); a click or Space goes on to the next beat (the kit's
``Held``), never past the rest of the sequence, until the last."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from game.core.rules import Event
from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.describe import card_label
from game.games.paladin.state import HIDDEN, RESOLVE, PaladinState
from game.games.paladin.ui.outcomes import mission_panel, round_panel
from game.games.paladin.ui.replay import apply_event, slot_of
from game.games.paladin.ui.table_face import mission_face, paladin_face
from game.games.paladin.ui.ties import tie_sentences
from game.i18n import _
from game.ui.art.cards import card_back, draw_card
from game.ui.kit.banner import Announcement, Row
from game.ui.kit.fading_caption import Caption as FadingCaption
from game.ui.kit.flip import Flip
from game.ui.kit.held import Held
from game.ui.kit.landing import Landing
from game.ui.kit.timeline import Anim, Call, Flight, Then

SLOT_SIZE = (88, 123)
MISSION_SIZE = (116, 162)
PAIR_FOOT = 26  # px of the winning paladin showing below its mission as the two fly to the winner
MINI_BACK = "back"  # the anchor of a rival's first small back in their panel
SLOT_STEP = 40  # how far each paladin at a mission lies below the one before it
#: fates of a paladin no longer at its mission (its place is empty)
GONE = (E.TAKEN, E.DISCARDED, E.BEATEN)
CAPTION_H = 40  # px: a caption's band under the columns (one line)
CAPTION_BIG_H = 60  # px: a headline's band there
CAPTION_W = 440  # px: the least width of a caption under the columns, room for one line
TO_BEAT_LINE = 20  # px: one line of "To beat" under the mission resolving
#: events that wait for the ones before them even when the viewer's own move made them
HELD = {"resolution_started", "revealed", "mission_won", "round_started", "game_over"}
#: events of a move that no player chose: the resolution going on by itself
AUTOMATIC = {"resolution_started", "revealed", "mission_won", "round_started"}
#: seconds (at speed 1) each beat of a resolution stays on screen: the card turned over, the lead taken,
#: the paladin taken back or discarded, the winner collecting the mission
READ = {"revealed": 1.6, "beat": 1.9, "took_back": 1.5, "discarded": 1.5, "mission_won": 2.4}
ANIMATIONS = {
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
    "game_over": "animate_end",
}


@dataclass
class Caption(FadingCaption):
    """The kit's caption, readable for its whole life: it appears at once, stays fully drawn on a solid
    dark backing, and fades only at the very end; the backing stays solid until the words have all but
    gone, so over a light mission card it is never read through (the card's art across its letters)."""

    def max_lines(self) -> int:
        """Three lines in a column's width (five columns, the hand below), else two."""
        return 2 if self.big or self.rect.w >= CAPTION_W else 3

    def alpha(self) -> int:
        """Opacity now: in over the first 5 % of its life, fully drawn, out over the last 10 %."""
        k = self.progress
        return int(255 * max(0.0, min(1.0, k / 0.05, (1 - k) / 0.1)))

    def backing_alpha(self, a: int) -> int:
        """Solid behind the words until they have all but gone."""
        return min(255, 3 * a)

    def frame_alpha(self, a: int) -> int:
        """The frame fades a little later than the words."""
        return min(255, 2 * a)


@dataclass
class UnderFlight(Flight):
    """A flight drawn whole, under the missions' cards (``cover`` draws them again over it): never cut
    at an edge, it grows or shrinks on its way from ``start_size`` to ``end_size`` (None: the image's),
    so a card from a rival's hand leaves their small back and one to a panel lands on its small place
    there, over no name, score or last move."""

    cover: Callable[[pygame.Surface], None] | None = None
    to: str = ""  # the pile it flies to, when a pile ("discard")
    leaves: Any = None  # the key of the place it takes its card from (that place is drawn empty once it flies)
    start_size: tuple[int, int] | None = None
    end_size: tuple[int, int] | None = None

    def size_at(self, k: float) -> tuple[int, int]:
        """The card's size at eased progress ``k``."""
        assert self.image is not None
        w0, h0 = self.start_size or self.image.get_size()
        w1, h1 = self.end_size or self.image.get_size()
        return max(1, round(w0 + (w1 - w0) * k)), max(1, round(h0 + (h1 - h0) * k))

    def rect_at(self, k: float) -> pygame.Rect:
        """Where the card is drawn at eased progress ``k``."""
        (x0, y0), (x1, y1) = self.start_rect.center, self.end_rect.center
        rect = pygame.Rect((0, 0), self.size_at(k))
        rect.center = (round(x0 + (x1 - x0) * k), round(y0 + (y1 - y0) * k))
        return rect

    def draw(self, surface: pygame.Surface) -> None:
        if self.image is None or self.t < self.delay:
            return
        k = self.progress
        rect = self.rect_at(k * k * (3 - 2 * k))
        image = self.image
        if rect.size != image.get_size():
            image = pygame.transform.smoothscale(image, rect.size)
        draw_card(surface, image, rect.topleft)
        if self.cover is not None:
            self.cover(surface)


def won_pair(mission: pygame.Surface, paladin: pygame.Surface) -> pygame.Surface:
    """A mission won and its winning paladin as one card to fly: the paladin under the mission,
    its foot showing below it."""
    mw, mh = mission.get_size()
    pw, ph = paladin.get_size()
    pair = pygame.Surface((max(mw, pw), mh + PAIR_FOOT), pygame.SRCALPHA)
    pair.blit(paladin, ((pair.get_width() - pw) // 2, mh + PAIR_FOOT - ph))
    pair.blit(mission, ((pair.get_width() - mw) // 2, 0))
    return pair


def panel_status(title: str, until_click: bool) -> str:
    """The status line while a panel is up: what it shows, and that a click goes on."""
    return _("{title} · click to continue").format(title=title) if until_click else title


def board_at(before: PaladinState, after: PaladinState, events: Sequence[Event], landed: int) -> PaladinState:
    """The shown state once the first ``landed`` of a move's events have played: ``before`` brought
    forward by them (``replay.apply_event``); the view itself comes once the whole move has landed."""
    s = before.clone()
    for ev in events[:landed]:
        apply_event(s, ev)
    return s


class ResolutionSequence:
    """Mixin of the Paladin table (a KitTable with ``slot_rect``, ``mission_rect``, ``column``)."""

    shown_gen: int
    _landing: Landing | None
    _landing_gen: int
    _shown_before: Any
    _land: Any
    marks_upto: int
    animations: Any
    timeline: Any
    view: Any
    lay: Any
    store: Any
    log_after: Any
    logged_with_shown: Any
    release_log: Any
    update_controls: Any

    def on_events(self, events: list[Event]) -> None:
        """The move lands with the kit's ``Landing``: the table draws ``landing.board``, the shown
        state before the move brought forward one event at a time (``board_at``) as each event's
        animations begin (a won mission once its winner has collected it), until the view."""
        if not events or self.view is None:
            return
        own = bool(self.store.history) and self.store.history[-1].seat == self.viewer and self.viewer_is_human()
        mover = self.store.history[-1].seat if self.store.history else None
        before = self._shown_before if self._shown_before is not None else self.view
        landing = self._landing = Landing(before, self.view, events, board_at, mover)
        landing.viewer = self.viewer
        self._landing_gen += 1
        sim = before.clone()  # the state each event starts from, for the places its cards fly
        step = len(self.store.history)
        for i, ev in enumerate(events):
            name = self.animations.get(ev.kind)
            anims: list[Anim] = [Call(fn=partial(self._land, landing, i + 1), hold=True)]
            if i == 0:  # the mover's last-move line and mark show as their move begins to play, its log line too
                anims.append(Call(fn=partial(self._mark_upto, step)))
                anims.append(Call(fn=partial(self.release_log, step - 1, 0)))
            if name and sim.missions:
                anims += getattr(self, name)(ev, sim)
            if ev.kind == "round_started" and sim.missions and any(sim.fates):
                anims = [*self.announce(round_panel(self, ev, sim), "cheer"), Then(), *anims]
            if ev.kind == "mission_won" and sim.missions:
                # the win lands (badge, honour, the paladin kept) once the winner has collected
                anims = [*anims[1:], Then(), anims[0], Then(), *self.announce(mission_panel(self, ev, sim), "flip")]
            elif ev.kind in READ:
                anims.append(Held(READ[ev.kind]))  # a beat to read; a click goes on to the next one
            anims.insert(0, Call(fn=partial(self._now_playing, landing, ev)))
            apply_event(sim, ev)
            self.timeline.add(self.logged_with_shown(anims, i), wait=not own or ev.kind in HELD)
            self.log_after(i)
        self.timeline.add([Call(fn=partial(self._land, landing, None), hold=True)], wait=True)
        self.log_after(len(events))
        self.animating = self.timeline.busy
        if self.animating:
            self.update_controls()

    @property
    def display(self) -> PaladinState | None:
        """The state the landing move shows so far (None when the table shows the view)."""
        landing = self._landing
        return landing.board if landing is not None and landing.viewer == self.viewer else None

    def _now_playing(self, landing: Any, ev: Event) -> None:
        self._playing = (landing, ev)

    def _resolving(self) -> bool:
        """True while the event on screen is the resolution's own (a card turned up, a mission won),
        not a choice of the player whose move is landing: the top bar then names no player."""
        playing = getattr(self, "_playing", None)
        if playing is None or self._landing is None or playing[0] is not self._landing:
            return False
        return playing[1].kind in AUTOMATIC

    def current_status(self) -> str:
        shown = self.timeline.announcement
        if shown is not None:  # the panel on screen, not the move before it nor the next player's
            return panel_status(shown.title, shown.until_click)
        if self._resolving():
            return _("Resolving the missions…")
        if self._landing is None and self.animating and self.timeline_holds():  # type: ignore[attr-defined]
            return _("Watch the last move (Space skips)")  # not "Game over" while the end is still shown
        return super().current_status()  # type: ignore[misc]

    def status_seat(self) -> Any:
        if self.timeline.announcement is not None or self._resolving():
            return None  # the panel speaks of several players, the resolution of none
        return super().status_seat()  # type: ignore[misc]

    def _mark_upto(self, step: int) -> None:
        self.marks_upto = step
        self.shown_gen += 1

    def _face(self, card: int, size: tuple[int, int] = SLOT_SIZE) -> pygame.Surface:
        return paladin_face(card, size) if card >= 0 else card_back("paladin", size)

    def _home(self, seat: int) -> tuple:
        """The anchor of ``seat``'s hand: a rival's first small back, the viewer's fan."""
        return (MINI_BACK, seat) if self._rival(seat) else ("hand", seat)

    def _rival(self, seat: int) -> bool:
        """True for a seat drawn in the rivals' row (not the viewer's own panel and hand)."""
        return seat != self._me()  # type: ignore[attr-defined]

    def _flight(
        self,
        image: pygame.Surface,
        start: Any,
        end: Any,
        delay: float = 0.0,
        spare: int | None = None,
        leaves: Any = None,
        start_size: tuple[int, int] | None = None,
        covered: bool = True,
    ) -> Flight:
        """A flight under the missions' cards but mission ``spare``'s (``covered``; else over them);
        a start or an end that is a small place (a rival's back, a kept chip) sizes the card there."""
        f = self.flight(image, start, end, delay=delay)  # type: ignore[attr-defined]
        small = (MINI_BACK, "next-kept")
        return UnderFlight(
            image=f.image,
            start_rect=f.start_rect,
            end_rect=f.end_rect,
            delay=delay,
            cover=partial(self.cover_missions, spare=spare) if covered else None,
            to=end if isinstance(end, str) else "",
            leaves=leaves,
            start_size=f.start_rect.size if isinstance(start, tuple) and start[0] in small else start_size,
            end_size=f.end_rect.size if isinstance(end, tuple) and end[0] in small else None,
        )  # type: ignore[attr-defined]

    def animate_placed(self, ev: Event, s: PaladinState) -> list[Anim]:
        m, seat = ev.data["mission"], ev.data["seat"]
        slot = self.slot_rect(m, len(s.table[m]))
        return [
            self.sound("flip"),
            self._flight(self._face(ev.secret.get("card", HIDDEN)), self._home(seat), slot),
        ]

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
        return [Caption(text=text, rect=self._caption_rect(m, s))]

    def animate_headline(self, ev: Event, s: PaladinState) -> list[Anim]:
        if ev.kind == "round_started":
            text, sound = _("Round {n}").format(n=ev.data["round"]), "shuffle"
        elif ev.kind == "resolution_started":
            text, sound = _("Resolving the missions…"), "flip"
        else:
            starter = ev.data["starter"]
            text = _("You start") if self._is_you(starter) else _("{name} starts").format(name=self.seat_name(starter))
            sound = "flip"
        band = self.lay.missions
        return [self.sound(sound), Caption(text=text, rect=pygame.Rect(band.x, band.y + 200, band.w, 80), big=True)]

    def animate_revealed(self, ev: Event, s: PaladinState) -> list[Anim]:
        m, seat = ev.data["mission"], ev.data["seat"]
        rect = self.slot_rect(m, max(0, slot_of(s, m, seat)))
        flip = Flip(back=card_back("paladin", SLOT_SIZE), face=self._face(ev.data["card"]), rect=rect,
                    clip=self._uncovered(s, m, slot_of(s, m, seat)))  # fmt: skip
        card = card_label(ev.data["card"])
        text = (
            _("You lead with {card}").format(card=card)
            if self._is_you(seat)
            else _("{name} leads with {card}").format(name=self.seat_name(seat), card=card)
        )
        caption = Caption(text=text, rect=self._caption_rect(m, s), delay=0.4, duration=READ["revealed"] - 0.4)
        return [self.sound("flip"), flip, caption]

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
            Flip(
                back=card_back("paladin", SLOT_SIZE),
                face=self._face(d["card"]),
                rect=rect,
                clip=self._uncovered(s, m, slot_of(s, m, seat)),
            ),  # fmt: skip
            self._flight(self._face(d["beaten_card"]), beaten, "discard", delay=0.7),
            Caption(text=text, rect=self._caption_rect(m, s), duration=READ["beat"]),
        ]

    def animate_leave(self, ev: Event, s: PaladinState) -> list[Anim]:
        m, seat = ev.data["mission"], ev.data["seat"]
        idx = max(0, slot_of(s, m, seat))
        card = ev.secret.get("card", s.table[m][idx][1] if idx < len(s.table[m]) else HIDDEN)
        back = ev.kind == "took_back"
        start = self.slot_rect(m, idx)
        who = self.seat_name(seat)
        if self._is_you(seat):
            text = _("You take your paladin back") if back else _("You discard your paladin")
        else:
            text = (_("{name} takes their paladin back") if back else _("{name} discards their paladin")).format(
                name=who
            )
        return [
            # a discarded paladin flies face down, as it lands on the pile (hot seat: nobody else sees it)
            self._flight(self._face(card), start, self._home(seat), delay=0.3)
            if back
            else self._flight(self._face(HIDDEN), start, "discard", delay=0.3),
            Caption(text=text, rect=self._caption_rect(m, s), duration=READ[ev.kind]),
        ]

    def animate_won(self, ev: Event, s: PaladinState) -> list[Anim]:
        d = ev.data
        m, seat = d["mission"], d["seat"]
        who = self.seat_name(seat)
        name = _(C.MISSION_NAMES[d["mission_id"]])
        text = (
            _("You win the mission “{mission}”!").format(mission=name)
            if self._is_you(seat)
            else _("{name} wins the mission “{mission}”!").format(name=who, mission=name)
        )
        goal = ("next-kept", seat)  # where the newest kept paladin's chip appears
        idx = max(0, slot_of(s, m, seat))
        home = self.mission_rect(m)
        pair = won_pair(mission_face(d["mission_id"], MISSION_SIZE), self._face(d["card"]))
        start = pygame.Rect(home.topleft, pair.get_size())
        tuck = self._flight(self._face(d["card"]), self.slot_rect(m, idx), home, delay=1.0, leaves=("slot", m, idx))
        return [
            self.sound("cheer"),
            # the paladin slides under its mission's card, then the two fly off together, drawn whole
            tuck,
            self._flight(pair, start, goal, delay=1.0 + tuck.duration, start_size=pair.get_size(), covered=False),
            # the words over the cards flying off: a caption is drawn over everything on the table
            Caption(text=text, rect=self._caption_rect(m, s, big=True), big=True, duration=READ["mission_won"]),
        ]

    def animate_end(self, ev: Event, s: PaladinState) -> list[Anim]:
        """The end as a moment that waits for a click: who won, every player's honour, best first (every
        row at once, like the other panels: nothing to wait for at any speed)."""
        scores = ev.data["scores"]
        out = self.rules.outcome(self.store.state)
        order = (
            [p for group in out.ranking for p in group]
            if out is not None
            else sorted(range(len(scores)), key=lambda p: -scores[p])
        )
        first = out.ranking[0] if out is not None else (order[0],)
        if len(first) > 1:
            title = _("A shared victory")
        elif self._is_you(first[0]):
            title = _("You win!")
        else:
            title = _("{name} wins!").format(name=self.seat_name(first[0]))
        rows = [Row(self.seat_name(p), _("{n} points").format(n=scores[p]), seat=p, lead=p in first) for p in order]
        sub = _("The last mission is settled · points: honour from missions + red paladins")
        body = tie_sentences(self.store.state, self.seat_name)
        return self.announce(Announcement(title, sub, body, rows=rows, icon="laurel-crown", until_click=True))

    def _uncovered(self, s: PaladinState, m: int, idx: int) -> pygame.Rect | None:
        """The part of slot ``idx`` of mission ``m`` not under a paladin laid on it (None: all of it):
        a card turning over there stays under the others, as the table draws it."""
        rect = self.slot_rect(m, max(0, idx))
        if any(f not in GONE for f in s.fates[m][idx + 1 :]):
            return pygame.Rect(rect.x - 4, rect.y - 4, rect.w + 8, SLOT_STEP + 4)
        return None

    def _beside_hand(self, rect: pygame.Rect, s: PaladinState) -> pygame.Rect:
        """``rect`` moved sideways off the cards in hand, to the nearer side with room inside the
        missions' band; as it was when it clears them already or neither side has room."""
        left, right = self.hand_span(s)  # type: ignore[attr-defined]
        if rect.right <= left or rect.left >= right:
            return rect
        band, gap = self.lay.missions, 8
        sides = [
            rect.move(x - rect.x, 0)
            for x in (left - gap - rect.w, right + gap)
            if band.left - 4 <= x and x + rect.w <= band.right + 4
        ]
        return min(sides, key=lambda r: abs(r.centerx - rect.centerx), default=rect)

    def _caption_rect(self, m: int, s: PaladinState, big: bool = False) -> pygame.Rect:
        """Under mission ``m``'s column, below every column's paladins (and "To beat" while missions
        resolve), wide enough for one line: never over a mission's card nor over a paladin; clear of
        the cards in hand when there is room above them, else beside them (the side nearer the
        column), else over their tops."""
        col, missions = self.column(m), self.lay.missions
        lows = [self.slot_rect(k, len(row) - 1).bottom for k, row in enumerate(s.table) if row]
        low = max([self.mission_rect(m).bottom, *lows]) + (2 * TO_BEAT_LINE if s.phase == RESOLVE else 0)
        low = max(low, self.to_beat_bottom(s) + 4)  # type: ignore[attr-defined]  # under "To beat", whole
        h = CAPTION_BIG_H if big else CAPTION_H
        w = min(missions.w + 8, max(col.w + 60, CAPTION_W))
        rect = pygame.Rect(col.centerx - w // 2, low + 2, w, h)
        hand_top = self.hand_top()  # type: ignore[attr-defined]
        if rect.bottom > hand_top and hand_top - h >= low:
            rect.bottom = hand_top
        elif rect.bottom > hand_top:  # no room above the hand: as narrow as the column allows
            rect = pygame.Rect(col.centerx - (col.w + 60) // 2, low + 2, col.w + 60, h + 20)
            rect = self._beside_hand(rect, s)
        rect.bottom = min(rect.bottom, self.lay.hand.bottom - 8)
        # never over the player's own panel beside the last column, nor over the piles beside the first
        rect.right = min(rect.right, missions.right + 4)
        rect.left = max(rect.left, missions.left - 4)
        return rect
