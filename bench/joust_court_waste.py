"""Joust for Fun: how often the bots waste a court card they aim, counted over whole games.

    .venv/bin/python bench/joust_court_waste.py                          # medium vs medium, 200 games
    .venv/bin/python bench/joust_court_waste.py --seats hard,solver --games 20
    .venv/bin/python bench/joust_court_waste.py --seats medium --players 3 --variant carousel --games 60

A court card's play counts as wasted, per level that played it, when it:

* ``armed_a_knight_that_did_not_attack``: gave a one-turn ability (or a strike ability) to an own
  knight that then did not attack that turn;
* ``healed_nothing``: a heal-only card healed an unhurt knight (``…_another_was_hurt`` when a knight
  the slot allowed was hurt);
* ``armour_off_a_knight_not_attacked``: Muddy Lists on a knight the player did not attack that turn;
* ``stole_nothing``: Entice Them With Pie on a player with no fans;
* ``silenced_a_knight_that_did_not_fight``: Jester's Distraction on an opposing knight that neither
  defended against the player that turn nor attacked before the card left play (the other players'
  turns up to the player's next one).

Seats rotate from game to game; game ``g`` is dealt from ``seed + g``. Prints counts; asserts nothing.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.registry import get  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.core.rules import Options  # noqa: E402
from game.games.joust import content as C  # noqa: E402
from game.games.joust import effects as fx  # noqa: E402
from game.games.joust.rules import JoustRules  # noqa: E402
from game.games.joust.state import OVER, JoustState  # noqa: E402

R = JoustRules()


def play(labels: list[str], variant: str, seed: int) -> list[tuple[JoustState, JoustState, dict]]:
    """One game; every court card's activation as (state before, state after, event data)."""
    spec = get("joust")
    st = R.new_game(Options(len(labels), variant), seed)
    bots = [spec.bot_factory(label)() for label in labels]
    rng = Rng.from_seed(seed * 31 + 1)
    plays = []
    attackers: dict[int, int] = {}
    targets: dict[int, int] = {}
    for _step in range(5000):
        if st.phase == OVER:
            break
        for seat in sorted(R.actors(st)):
            if seat not in R.actors(st):
                continue
            before = st
            st, events = R.apply(st, seat, bots[seat].choose(R, R.view(st, seat), seat, rng))
            for e in events:
                if e.kind == "court_activated":
                    plays.append((before, st, dict(e.data)))
            if st.att_uid >= 0:
                attackers.setdefault(st.turn, st.att_uid)
            if st.target >= 0:
                targets.setdefault(st.turn, st.target)
    return [
        (
            b,
            a,
            {
                **d,
                "attacker": attackers.get(b.turn, -1),
                "attacked": targets.get(b.turn, -1),
                "later_attackers": [attackers.get(t, -1) for t in range(b.turn + 1, b.turn + b.players)],
            },
        )
        for b, a, d in plays
    ]


def wastes(before: JoustState, data: dict) -> list[str]:
    """What in one court card's play changed nothing (see the module docstring)."""
    card = C.COURTS[data["card"]]
    out = []
    for eff in card.effects:
        uid = data["targets"][eff.slot] if eff.slot < len(data["targets"]) else -1
        k = before.knight(uid) if uid >= 0 else None
        if k is None:
            continue
        kind = card.targets[eff.slot]
        if eff.kind == C.C_HEAL and not k.damage and all(e.kind == C.C_HEAL for e in card.effects):
            me = before.seats[fx.owner(before, uid)]
            allowed = [x for i, x in enumerate(me.knights) if kind != C.OWN_STABLE or i != me.jousting]
            hurt = any(x.damage for x in allowed if x.uid not in data["targets"][: eff.slot])
            out.append("healed_nothing_another_was_hurt" if hurt else "healed_nothing")
        elif eff.kind == C.C_STEAL and not before.seats[fx.owner(before, uid)].fans:
            out.append("stole_nothing")
        elif eff.kind in (C.C_GRANT, C.C_COPY) and kind == C.OWN and uid != data["attacker"]:
            strikes = eff.ability is not None and eff.ability.trigger == C.STRIKE
            if not card.lasting or strikes:
                out.append("armed_a_knight_that_did_not_attack")
        elif eff.kind == C.C_GRANT and kind == C.OPP and eff.ability.effect == C.ARMOR and eff.ability.amount < 0:
            if data["attacked"] >= 0 and uid != data["attacked"]:
                out.append("armour_off_a_knight_not_attacked")
        elif eff.kind == C.C_GRANT and kind == C.OPP and eff.ability.effect == C.SILENCE:
            if uid != data["attacked"] and uid not in data.get("later_attackers", []):
                out.append("silenced_a_knight_that_did_not_fight")
    return sorted(set(out))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seats", default="medium", help="bot levels or partners, one for all seats or one per seat")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--variant", default=C.STANDARD)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=100)
    args = ap.parse_args()
    given = args.seats.split(",")
    plays: Counter[str] = Counter()
    waste: Counter[tuple[str, str, str]] = Counter()
    for g in range(args.games):
        labels = [given[(s + g) % len(given)] for s in range(args.players)]
        for before, _after, data in play(labels, args.variant, args.seed + g):
            who = labels[data["seat"]]
            plays[who] += 1
            for w in wastes(before, data):
                waste[(who, w, C.COURTS[data["card"]].name)] += 1
    print(f"{args.seats}, {args.players} players, {args.variant}, {args.games} games from seed {args.seed}")
    for who, n in sorted(plays.items()):
        print(f"{who}: {n} court plays")
        kinds = Counter()
        for (w, kind, _name), c in waste.items():
            if w == who:
                kinds[kind] += c
        for kind, c in kinds.most_common():
            cards = ", ".join(f"{name} {c2}" for (w, k, name), c2 in waste.most_common() if w == who and k == kind)
            print(f"  {kind}: {c} ({cards})")


if __name__ == "__main__":
    main()
