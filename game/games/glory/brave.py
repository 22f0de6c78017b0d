"""Whether the Brave title's duel can still be won: the best attack a player can bring to one clash
against the attack it asks (``content.TITLES["brave"].duel``), from what the player holds now.

The bound is generous on purpose (every die showing its best face, every duel item the player can still
play, played at once): when even that falls short of the knight's attack, no roll and no reroll can win,
and advice must not send the player into that duel.
"""

from __future__ import annotations

from game.games.glory import content as C
from game.games.glory import duel as D
from game.games.glory.duel_dice import attack_dist
from game.games.glory.odds import REVIVERS, Kit, dice_counts, item_boost
from game.games.glory.state import GloryState, PlayerState


def best_attack(p: PlayerState) -> int:
    """The highest attack ``p`` could reach in one clash: the best faces of its dice (Strength tokens,
    mount, armor) plus every duel item it can still play (the active ones, and the best used one
    when a Hermit or a Lady-in-Waiting can bring it back)."""
    counts, active = dice_counts(Kit(p.mount, p.armor, min(D.MAX_STRENGTH, p.strength)), -1)
    dice = max(x for x, _p in attack_dist(counts, active))
    tiles = (*p.supports, *p.relics)
    items = sum(item_boost(t.kind, counts) for t in tiles if t.active)
    if any(t.active and t.kind in REVIVERS for t in p.supports):  # brings one used tile back
        items += max((item_boost(t.kind, counts) for t in tiles if not t.active), default=0)
    return dice + items


def brave_attack() -> int:
    """The attack of the Brave title's knight."""
    return C.TITLES["brave"].duel[0]


def hopeless(view: GloryState, seat: int) -> bool:
    """True when ``seat``'s best attack cannot even tie the Brave title's knight."""
    return best_attack(view.players[seat]) < brave_attack()
