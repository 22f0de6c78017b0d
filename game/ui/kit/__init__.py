"""The table kit: the pieces every game's table is built from.

How to build a table (the Tournament table is the reference, ``game/games/tournament/ui/table.py``;
``game/games/demo/ui/table.py`` is the smallest complete one; ``game/games/ADDING.md`` walks through
a new game):

1. Subclass ``KitTable``. Declare ``layout(area) -> Layout`` with your named regions (use ``rows`` and
   ``cols``); ``bar`` places the action bar and ``hint`` the line under it.
2. Declare the action bar's slots, ``bar_grid`` (rows of slot names), and ``phase_controls``: for each
   phase (``phase()``, by default ``view.phase``) the method returning that phase's ``Control`` list.
   A control names its slot, so a button keeps its place whatever else is offered; a control with
   ``choices`` (``Option``) is a group shown inline or in a chooser. Controls carry an ``action``
   (submitted for the viewer) or an ``on_click``; ``enabled=False`` keeps a button in its place,
   greyed, with a tooltip saying why. The kit asks for the controls after every move; when your own
   state changes them (cards selected), call ``self.update_controls()``.
3. Draw in ``draw_pieces(surface, lay)`` with the pieces: ``HandFan``, ``CardRow``, ``Pile``,
   ``PlayerPanel``, ``BoardArea``, ``Card``. They register spots (click, tooltip, zoom) as they
   draw; for anything else you draw, call ``self.spots.add(rect, key, tip=..., on_click=...)``.
   ``draw_pieces`` is cached in a layer and runs again only when a move is made, the viewer, their
   right to act, the layout, the language or the fresh highlights change, or ``layer_key()`` (yours:
   e.g. the selected cards) changes. What follows the mouse or moves by itself (the hand lifting
   under the pointer, dice rolling) goes in ``draw_live(surface, lay)``, drawn every frame.
   Write every text with ``game.ui.text_fit`` (never a bare blit): it shrinks, wraps or cuts with a
   tooltip, and the text-fit test checks it. Call ``self.anchor(key, rect)`` for places cards fly
   from or to.
4. Map event kinds to animations in ``animations`` (kind → method name); a method returns a list of
   ``self.flight(image, from, to)``, ``self.sound(name)``, ``self.announce(Announcement(...))``
   (``row_delay``/``build_up``: rows appear one by one, a ranking built from the last place up) and
   ``self.row_flight(image, announcement, row, to, delay)`` (a value leaving an announcement's row,
   e.g. VP to the scoreboard; Tournament's ``ui/moments.py`` is the example). The kit plays them in order at the player's speed, skips them on a click or Space, and holds the
   table while another player's move is shown: the bar offers nothing until it has been, and each
   event's log line appears once its animations have played (a table that overrides ``on_events``
   calls ``self.log_after(i)`` after queueing event ``i``, and ``self.log_after(len(events))``).
   The table must never tell a result before it has been shown: declare ``landings`` (event kind →
   ``"start"`` or ``"end"``: when that event changes what the table shows, e.g. a Contest's VP once
   its panel has closed) and ``board_at(before, after, events, k)`` (the state shown once ``k`` of the
   move's events have landed), and draw from ``self.table_view``: the kit lands each event in turn
   (``landing``; Tournament's ``ui/landing.py`` is the example).
5. ``status_text()`` is the top bar's line, ``hint()`` the bar's, ``rules_summary()`` the rules.
6. When a move is made by clicking cards or spaces (not only a bar button), override
   ``rects_for_action(action)``: the places to click, in order, then ``super()``'s bar button. The
   Hint outlines them and a tutorial lights them.

Dice games add ``DiceTray`` (big dice to read and click) and ``Roll`` (dice tumbling onto the tray
on the timeline); ``draw_tally`` draws a count as pips (a first-to-N score, tokens on a board), ``draw_strip`` a row
of small tokens or icons,
``draw_breakdown`` a total as the terms it adds up from, ``draw_ribbon`` a one-line result. A
sequence shown event by event (a duel) keeps its own picture with ``Staging``; a moment to be
read in order is a ``Pause`` on the timeline; a result the viewer must see is a ``Held`` pause
(``held``): a click or Space goes on to it rather than past it and does not take it away in its first
moments. A duel between two sides is laid out and framed by
``DuelFrame`` (``duel_frame``: the viewer's side always on the left, the other mirrored, each
combatant's parts, dice places in rows, throws that stay inside the stage, the score of clashes
and the foot line or result ribbon).

Cards of one kind share a ``FaceKind`` (``faces``: type line, emblem, frame, shape, back declared
once, ``kind.face(title, art, ...)`` per card). The bar's moves sorted into kinds become controls with
``group_controls`` (``groups``: a button for one move, a group for more, the end move on Enter). A
market is ``draw_market_column`` (``market``: a deck with its count over a cascade of face-up
cards); the strip's rounds and turn order are ``draw_rounds`` / ``draw_turn_order`` (``rounds``); a
side without a seat (an automaton) gets an ``icon_badge``; a tabbed region remembers the player's tab
against the phase's own with ``TabChoice``; the rivals' panels list ``news_lines`` (``news``: each
rival's log lines since the viewer last acted). A board's slot or an offer to pick is a ``draw_place``
(``place``: a box lit while it is a move, with its occupant's badge or its label). A player's counted things (coins, tokens, levels, cards held by kind) are
declared as data, ``Resource`` (``resources``: a picture by name, the figure, the tooltip) and drawn with
``draw_resources``; a few cards offered to choose from, large with their text under each, are a
``draw_offer`` (``offer``). A rules reference's pictures by key (dice, tokens,
cards by kind, the game's own kinds) are ``reference_picture`` (``pictures``).

The kit owns hit-testing, tooltips, the zoom panel (a small card shown large beside its row), the
input lock after the choices change, the fresh-card highlight (``mark_fresh``), announcements, the
log and the top bar: a table only says what is where and what each phase offers.
"""

from game.ui.kit.action_bar import ActionBar, Control, Option
from game.ui.kit.banner import Announcement, Row, draw_ribbon
from game.ui.kit.board import BoardArea
from game.ui.kit.breakdown import Term, draw_breakdown
from game.ui.kit.card import Card
from game.ui.kit.card_row import CardRow
from game.ui.kit.dice import DiceTray, Die, Roll
from game.ui.kit.hand import HandFan
from game.ui.kit.layout import Layout, cols, rows, split
from game.ui.kit.pile import Pile
from game.ui.kit.player_panel import PlayerPanel
from game.ui.kit.staging import Staging
from game.ui.kit.table import KitTable
from game.ui.kit.tally import draw_strip, draw_tally
from game.ui.kit.timeline import Pause

__all__ = [
    "ActionBar",
    "Announcement",
    "BoardArea",
    "Card",
    "CardRow",
    "Control",
    "DiceTray",
    "Die",
    "HandFan",
    "KitTable",
    "Layout",
    "Option",
    "Pause",
    "Pile",
    "PlayerPanel",
    "Roll",
    "Row",
    "Staging",
    "Term",
    "cols",
    "draw_breakdown",
    "draw_ribbon",
    "draw_strip",
    "draw_tally",
    "rows",
    "split",
]
