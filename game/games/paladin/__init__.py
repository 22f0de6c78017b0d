"""Paladin (Spartaco Albertarelli, 2004): place paladins face down at missions, peek, then resolve.

Registers the GameSpec; the table scene is imported lazily so this module never imports pygame.
"""

from __future__ import annotations

from game.ai.random_bot import RandomBot
from game.core.registry import GameSpec, VariantSpec, register
from game.games.paladin import ai
from game.games.paladin import content as C
from game.games.paladin.describe import describe
from game.games.paladin.log_seat import log_seat
from game.games.paladin.rules import PaladinRules
from game.games.paladin.sparring import Counter, Honour
from game.i18n import N_

RULES = PaladinRules()


SPEC = register(
    GameSpec(
        id="paladin",
        name=N_("Paladin"),
        pitch=N_("Send your paladins on missions face down, peek at rivals, and win the honour."),
        rules=RULES,
        players=C.PLAYERS,
        bots={
            "random": RandomBot,
            "easy": ai.easy,
            "medium": ai.medium,
            "hard": ai.hard,
        },
        sparring={"honour": Honour, "counter": Counter},
        variants=(
            VariantSpec(C.STANDARD, N_("Standard")),
            VariantSpec(
                C.CLASSIC_ZERO,
                N_("Classic zero"),
                description=N_("A 0 beats a 9, and a 9 cannot beat a 0."),
            ),
        ),
        describe=describe,
        extra={"log_seat": log_seat},
    )
)
