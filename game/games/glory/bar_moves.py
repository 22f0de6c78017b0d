"""Glory's moves for the action bar, sorted and worded (translated, pure: no pygame): for each decision
the groups of moves (slot, name, moves, family) and the end move, and each move's label and tooltip.
The table turns them into controls with the kit's ``group_controls``; the duel has its own
(``duel_choices``)."""

from __future__ import annotations

from collections.abc import Sequence

from game.games.glory import content as C
from game.games.glory import prompts, tips
from game.games.glory.board_text import current_event
from game.games.glory.labels import action_label, challenge_label
from game.games.glory.state import GloryState
from game.i18n import N_, _

SLOTS = ("main", "second", "third", "fourth")
ACTION_GROUPS = (  # slot, name, spaces, family (``unavailable`` explains the moves missing from each)
    ("main", N_("Take resources"), set(C.ACTION_GAINS), "resources"),
    ("second", N_("Plans"), {"travel", "objective", "initiative", "event"}, "plans"),
    ("third", N_("Market or support"), {"market", "support"}, "market"),
    ("fourth", N_("Herald"), {"herald"}, "herald"),
)
Groups = list[tuple]


def _moves(legal: Sequence[tuple], kind: str, *args) -> list[tuple]:
    return [a for a in legal if a[0] == kind and a[1 : 1 + len(args)] == args]


def groups(s: GloryState, decision: str, legal: Sequence[tuple]) -> tuple[Groups, list[tuple]]:
    """The bar's groups for ``decision`` (the table's phase, not the duel) and its end moves."""
    if decision == "action":
        place = _moves(legal, "place")
        return [(slot, _(n), [a for a in place if a[1] in sp], f) for slot, n, sp, f in ACTION_GROUPS], []
    if decision == "travel":
        return [
            (slot, _(C.JOURNEY_TYPE_NAMES[k]), _moves(legal, "take", k)) for slot, k in zip(SLOTS, C.JOURNEY_TYPES)
        ], []
    if decision in ("journey", "bonus_journey", "final_journey"):
        return [("main", _("Play a journey card"), _moves(legal, "play"), "journey")], _moves(legal, "stop")
    if decision == "registration":
        return [("main", _("Register"), _moves(legal, "register"), "register")], _moves(legal, "pass")
    ends = [a for a in legal if a[0] in ("done", "decline")]
    label = _("Exchange for Strength") if decision == "setup_exchange" else prompts.status(s, decision, ())
    return [("main", label, [a for a in legal if a not in ends])], ends


def is_challenge(a: tuple) -> bool:
    """A Herald's or a registration's challenge of one knight (its town and place named)."""
    return (a[:2] == ("place", "herald") and len(a) == 4) or (a[0] == "register" and len(a) == 3)


def label(s: GloryState, a: tuple) -> str:
    """A move's label in its group (the group says what kind of move it is)."""
    if a[0] == "character":  # the level is on the card above
        return _(C.CHARACTERS[a[1]].name)
    if a[0] == "exchange":  # the group says what exchanging does
        return _(C.JOURNEY[a[1]].name)
    if a[0] == "keep_title":
        return f"{_(C.TITLES[a[1]].name)} ({C.TITLES[a[1]].glory})"
    if is_challenge(a):  # in the Herald or Register group: the knight and the town
        return challenge_label(s, a[-2], a[-1])
    if a == ("pass",) and s.bracket and not s.duel:
        return _("Wait")  # the whole sentence is the button's tooltip
    if a[0] == "place" and len(a) == 2 and a[1] in C.ACTION_GAINS:  # what the space gives: "Patrol: 2 coins"
        return _("{space}: {gains}").format(
            space=_(C.ACTION_SPACES[a[1]].name), gains=tips.gains_text(C.ACTION_GAINS[a[1]])
        )
    if a[0] == "choose":  # a reward option is a button of its own: capitalised like the others
        text = action_label(s, a)
        return text[:1].upper() + text[1:]
    return action_label(s, a)


def alone(s: GloryState, a: tuple) -> str:
    """A move's label alone in its slot: a challenge says in full what it is."""
    return action_label(s, a) if is_challenge(a) else label(s, a)


def tip(s: GloryState, a: tuple) -> str:
    """What a move does, for its button's tooltip."""
    if is_challenge(a):
        return f"{action_label(s, a)}\n{tips.knight_text(s.pas[a[-2]][a[-1]].knight)}"
    if a[:2] == ("place", "support") and len(a) > 2 and a[2] < len(s.track):  # the tile bought: what it does
        kind = C.SUPPORT_TILES.get(s.track[a[2]], s.track[a[2]])
        if kind in C.SUPPORT_KINDS:
            return f"{tips.item_name(kind)}: {tips.support_text(kind)}"
    if a[0] == "place":
        return tips.space_text(a[1], current_event(s))
    if a[0] == "take" and a[2] >= 0:
        return tips.journey_play_text(s.face_up[a[1]][a[2]])
    if a[0] == "play" and a[1] in C.JOURNEY:
        return tips.journey_play_text(a[1])
    if a[0] == "exchange" and a[1] in C.JOURNEY:
        return tips.reward_text(C.JOURNEY[a[1]].reward)
    if a[0] == "character":
        return tips.character_text(a[1])
    if a[0] == "keep_title" and a[1] in C.TITLES:
        return tips.title_text(a[1])
    return ""
